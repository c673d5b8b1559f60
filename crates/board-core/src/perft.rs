//! Perft: counting the leaves of the legal-move tree, the standard test of
//! move generation.

use crate::game::Game;
use crate::movelist::MoveBuffer;

/// The number of move sequences of exactly `depth` moves from `game`
/// (sequences that end the game early are not counted).
///
/// Uses copy-make (clone, then [`Game::play_unchecked`]) and bulk counting
/// ([`Game::count_moves`]) at the last ply. No depth overflows the stack:
/// with the `alloc` feature, plies beyond the first few dozen are walked
/// with a heap stack (one state a ply). Counts saturate at `u64::MAX`.
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
    #[cfg(feature = "alloc")]
    if depth > RECURSION_LIMIT {
        return perft_deep(game, depth);
    }
    perft_recursive(game, depth)
}

/// Depths up to this recurse (fast, a few KiB of stack a ply); deeper
/// counts walk the tree with a heap stack, so that no depth can overflow
/// the thread's stack.
#[cfg(feature = "alloc")]
const RECURSION_LIMIT: u32 = 48;

fn perft_recursive<G: Game>(game: &G, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => game.count_moves(),
        _ => {
            let mut moves = G::Moves::default();
            game.generate_moves(&mut moves);
            let mut total = 0u64;
            for &mv in moves.as_slice() {
                let mut child = game.clone();
                child.play_unchecked(mv);
                total = total.saturating_add(perft_recursive(&child, depth - 1));
            }
            total
        }
    }
}

/// Perft without recursion: a heap stack of (state, next move index).
/// Each frame keeps only its state and regenerates its moves when it
/// advances, so memory is one state a ply.
#[cfg(feature = "alloc")]
fn perft_deep<G: Game>(game: &G, depth: u32) -> u64 {
    let mut stack: alloc::vec::Vec<(G, usize)> = alloc::vec![(game.clone(), 0)];
    let mut total = 0u64;
    let mut moves = G::Moves::default();
    while !stack.is_empty() {
        let remaining = depth - (stack.len() as u32 - 1);
        let Some((state, next)) = stack.last_mut() else {
            break;
        };
        if remaining <= RECURSION_LIMIT {
            total = total.saturating_add(perft_recursive(state, remaining));
            stack.pop();
            continue;
        }
        moves.clear();
        state.generate_moves(&mut moves);
        match moves.as_slice().get(*next) {
            Some(&mv) => {
                *next += 1;
                let mut child = state.clone();
                child.play_unchecked(mv);
                stack.push((child, 0));
            }
            None => {
                stack.pop();
            }
        }
    }
    total
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
