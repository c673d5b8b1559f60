//! Multithreaded perft: the root moves are shared out over threads (rayon's
//! work stealing balances their uneven subtrees), each counted by the
//! single-threaded perft. The counts are the same at every thread count.

use alloc::vec::Vec;

use rayon::prelude::*;

use crate::game::Game;
use crate::movelist::MoveBuffer;
use crate::perft::perft;

/// How many threads a parallel count uses: `0` means one per available
/// core, any other number exactly that many.
///
/// ```
/// # use board_core::parallel::thread_count;
/// assert_eq!(thread_count(3), 3);
/// assert!(thread_count(0) >= 1);
/// ```
pub fn thread_count(threads: usize) -> usize {
    if threads == 0 {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    } else {
        threads
    }
}

/// [`perft`](crate::perft) with the root moves counted on `threads` threads
/// (`0`: one per core). Same result as `perft(game, depth)`.
///
/// ```
/// # use board_core::{perft, Game, IllegalMove, MoveList, Outcome, Player};
/// # use board_core::parallel::perft_parallel;
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
/// assert_eq!(perft_parallel(&Coin(10), 10, 2), perft(&Coin(10), 10));
/// ```
pub fn perft_parallel<G>(game: &G, depth: u32, threads: usize) -> u64
where
    G: Game + Send + Sync,
    G::Move: Send + Sync,
{
    if depth <= 1 {
        return perft(game, depth);
    }
    divide_parallel(game, depth, threads)
        .iter()
        .fold(0u64, |total, &(_, count)| total.saturating_add(count))
}

/// [`divide`](crate::divide) with the root moves counted on `threads`
/// threads (`0`: one per core): each legal move with the perft of the
/// position after it, in generation order.
///
/// ```
/// # use board_core::{divide, Game, IllegalMove, MoveList, Outcome, Player};
/// # use board_core::parallel::divide_parallel;
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
/// assert_eq!(divide_parallel(&Coin(3), 2, 2), divide(&Coin(3), 2));
/// ```
pub fn divide_parallel<G>(game: &G, depth: u32, threads: usize) -> Vec<(G::Move, u64)>
where
    G: Game + Send + Sync,
    G::Move: Send + Sync,
{
    if depth == 0 {
        return Vec::new();
    }
    let mut moves = G::Moves::default();
    game.generate_moves(&mut moves);
    divide_moves_with(game, moves.as_slice(), depth, threads, |child, d| {
        perft(child, d)
    })
}

/// The general form: each of the given root `moves` with `count(child,
/// depth - 1)` of the position after it, counted on `threads` threads
/// (`0`: one per core), in the order given. For games with their own
/// faster perft, or a root move list of their own.
///
/// ```
/// # use board_core::{perft, Game, IllegalMove, MoveList, Outcome, Player};
/// # use board_core::parallel::divide_moves_with;
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
/// let split = divide_moves_with(&Coin(4), &[true], 3, 2, |g, d| perft(g, d));
/// assert_eq!(split, vec![(true, 4)]);
/// ```
pub fn divide_moves_with<G, F>(
    game: &G,
    moves: &[G::Move],
    depth: u32,
    threads: usize,
    count: F,
) -> Vec<(G::Move, u64)>
where
    G: Game + Send + Sync,
    G::Move: Send + Sync,
    F: Fn(&G, u32) -> u64 + Sync + Send,
{
    if depth == 0 {
        return Vec::new();
    }
    let one = |&mv: &G::Move| {
        let mut child = game.clone();
        child.play_unchecked(mv);
        (mv, count(&child, depth - 1))
    };
    let threads = thread_count(threads);
    if threads == 1 || moves.len() < 2 {
        return moves.iter().map(one).collect();
    }
    match rayon::ThreadPoolBuilder::new().num_threads(threads).build() {
        // One task a root move; `with_max_len(1)` lets idle threads steal
        // single moves, which matters when a few subtrees dominate.
        Ok(pool) => pool.install(|| moves.par_iter().with_max_len(1).map(one).collect()),
        // No thread could be started: count on this one.
        Err(_) => moves.iter().map(one).collect(),
    }
}
