//! Perft: counting the leaves of the legal-move tree, the standard test of
//! move generation.

use crate::game::Game;
use crate::movelist::MoveBuffer;

/// The number of move sequences of exactly `depth` moves from `game`
/// (sequences that end the game early are not counted).
///
/// Uses copy-make (clone, then [`Game::play_unchecked`]) and bulk counting
/// ([`Game::count_moves`]) at the last ply.
///
/// ```
/// # use board_core::{perft, Game, IllegalMove, MoveList, Outcome, Player};
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
/// // A game of three coin flips: 2^depth sequences while flips remain.
/// assert_eq!(perft(&Coin(3), 0), 1);
/// assert_eq!(perft(&Coin(3), 3), 8);
/// assert_eq!(perft(&Coin(3), 4), 0);
/// ```
pub fn perft<G: Game>(game: &G, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => game.count_moves(),
        _ => {
            let mut moves = G::Moves::default();
            game.generate_moves(&mut moves);
            let mut total = 0;
            for &mv in moves.as_slice() {
                let mut child = game.clone();
                child.play_unchecked(mv);
                total += perft(&child, depth - 1);
            }
            total
        }
    }
}

/// Perft split by first move: each legal move with the perft of the position
/// after it, in generation order. The counts sum to `perft(game, depth)`.
///
/// With `depth == 0` the list is empty.
///
/// ```
/// # use board_core::{divide, perft, Game, IllegalMove, MoveList, Outcome, Player};
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
/// let split = divide(&Coin(3), 2);
/// assert_eq!(split, vec![(false, 2), (true, 2)]);
/// ```
#[cfg(feature = "alloc")]
pub fn divide<G: Game>(game: &G, depth: u32) -> alloc::vec::Vec<(G::Move, u64)> {
    if depth == 0 {
        return alloc::vec::Vec::new();
    }
    let mut moves = G::Moves::default();
    game.generate_moves(&mut moves);
    moves
        .as_slice()
        .iter()
        .map(|&mv| {
            let mut child = game.clone();
            child.play_unchecked(mv);
            (mv, perft(&child, depth - 1))
        })
        .collect()
}
