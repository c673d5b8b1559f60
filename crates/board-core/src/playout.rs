//! Seeded random play-outs: reproducible games of random legal moves.

use crate::rng::Entropy;
#[cfg(feature = "alloc")]
use crate::rng::SeededRng;

use crate::game::{Game, Outcome};
use crate::movelist::MoveBuffer;

/// Why a play-out stopped.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum PlayoutEnd {
    /// The game finished with this outcome.
    Finished(Outcome),
    /// The ply limit was reached first.
    PlyLimit,
    /// The game had no legal move yet reported no outcome: a broken
    /// [`Game`] contract, which the conformance kit reports.
    Stuck,
}

/// Picks a legal move uniformly at random, or `None` if there is none.
///
/// ```
/// use board_core::random_move;
/// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
/// # #[derive(Clone)] struct Coin(u8);
/// # impl Game for Coin {
/// #   type Move = bool; type Moves = MoveList<bool, 2>; type Error = IllegalMove;
/// #   fn player_count(&self) -> usize { 1 }
/// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
/// #   fn generate_moves(&self, m: &mut Self::Moves) { if self.0 > 0 { m.push(false); m.push(true); } }
/// #   fn play(&mut self, mv: bool) -> Result<(), IllegalMove> { if self.0 == 0 { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
/// #   fn play_unchecked(&mut self, _: bool) { self.0 -= 1; }
/// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
/// #   fn zobrist(&self) -> u64 { self.0 as u64 }
/// # }
/// use board_core::SeededRng;
/// let mut rng = SeededRng::seed_from_u64(1);
/// assert!(random_move(&Coin(1), &mut rng).is_some());
/// assert!(random_move(&Coin(0), &mut rng).is_none());
/// // Any generator plugs in through a closure:
/// let mut n = 0u64;
/// assert!(random_move(&Coin(1), &mut || { n += 1; n }).is_some());
/// ```
pub fn random_move<G: Game, R: Entropy + ?Sized>(game: &G, rng: &mut R) -> Option<G::Move> {
    let mut moves = G::Moves::default();
    game.generate_moves(&mut moves);
    let moves = moves.as_slice();
    if moves.is_empty() {
        return None;
    }
    Some(moves[rng.below(moves.len() as u64) as usize])
}

/// A finished random play-out.
#[cfg(feature = "alloc")]
#[derive(Clone, Debug)]
pub struct Playout<G: Game> {
    /// The moves played, in order.
    pub moves: alloc::vec::Vec<G::Move>,
    /// The state after the last move.
    pub end_state: G,
    /// Why the play-out stopped.
    pub end: PlayoutEnd,
}

/// Plays random legal moves from `start` until the game ends or `max_plies`
/// moves have been played. The same seed always gives the same game.
///
/// ```
/// use board_core::{playout, PlayoutEnd};
/// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
/// # #[derive(Clone, Debug)] struct Coin(u8);
/// # impl Game for Coin {
/// #   type Move = bool; type Moves = MoveList<bool, 2>; type Error = IllegalMove;
/// #   fn player_count(&self) -> usize { 1 }
/// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
/// #   fn generate_moves(&self, m: &mut Self::Moves) { if self.0 > 0 { m.push(false); m.push(true); } }
/// #   fn play(&mut self, mv: bool) -> Result<(), IllegalMove> { if self.0 == 0 { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
/// #   fn play_unchecked(&mut self, _: bool) { self.0 -= 1; }
/// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
/// #   fn zobrist(&self) -> u64 { self.0 as u64 }
/// # }
/// let a = playout(&Coin(5), 42, 100);
/// let b = playout(&Coin(5), 42, 100);
/// assert_eq!(a.moves, b.moves);
/// assert_eq!(a.end, PlayoutEnd::Finished(Outcome::Draw));
/// assert_eq!(playout(&Coin(5), 42, 2).end, PlayoutEnd::PlyLimit);
/// ```
#[cfg(feature = "alloc")]
pub fn playout<G: Game>(start: &G, seed: u64, max_plies: usize) -> Playout<G> {
    let mut rng = SeededRng::seed_from_u64(seed);
    let mut state = start.clone();
    let mut moves = alloc::vec::Vec::new();
    loop {
        if let Some(outcome) = state.outcome() {
            return Playout {
                moves,
                end_state: state,
                end: PlayoutEnd::Finished(outcome),
            };
        }
        if moves.len() >= max_plies {
            return Playout {
                moves,
                end_state: state,
                end: PlayoutEnd::PlyLimit,
            };
        }
        let Some(mv) = random_move(&state, &mut rng) else {
            return Playout {
                moves,
                end_state: state,
                end: PlayoutEnd::Stuck,
            };
        };
        state.play_unchecked(mv);
        moves.push(mv);
    }
}
