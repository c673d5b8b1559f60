//! [proptest] strategies for any [`Game`]: reachable states, a state with one
//! of its legal moves, a state with a move that is not legal in it.
//!
//! Enabled by the `proptest` feature. Every strategy here produces a
//! [`Line`]: a start state, the legal moves played from it, and the state
//! they lead to. Underneath, a line is a list of *choices* (choice `i` picks
//! one of the legal moves of the state after `i` moves; the line stops early
//! when the game ends). When a property fails, the line shrinks like a game
//! shrinks in a human's head:
//!
//! 1. a simpler start (when the start comes from a strategy of its own),
//! 2. the shortest failing prefix (a binary search on the length),
//! 3. moves removed: two rounds, one round (one move per seat), then single
//!    moves,
//! 4. each remaining move replaced by an earlier move of the generated list,
//!
//! repeated while anything gets simpler. Steps 1, 3 and 4 keep the other
//! moves of the line wherever they are still legal (a move that no longer
//! is falls back to its choice), so an irrelevant move drops out without
//! changing the rest of the game. A failure found deep in a random game is
//! reported as a short game from the start, printed with the `Debug` form
//! of the moves and of the final state. The result is a local minimum: no
//! single step above still fails.
//!
//! [proptest]: https://docs.rs/proptest
//!
//! ```
//! use board_core::strategy::reachable;
//! use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
//! use proptest::prelude::*;
//!
//! /// Players alternately take 1 to 3 stones; whoever takes the last wins.
//! #[derive(Clone, Debug, PartialEq)]
//! struct Nim { stones: u8, turn: u8 }
//!
//! impl Game for Nim {
//!     type Move = u8;
//!     type Moves = MoveList<u8, 3>;
//!     type Error = IllegalMove;
//!     fn player_count(&self) -> usize { 2 }
//!     fn to_act(&self) -> Option<Player> { (self.stones > 0).then(|| Player::new(self.turn)) }
//!     fn generate_moves(&self, moves: &mut Self::Moves) {
//!         for take in 1..=self.stones.min(3) { moves.push(take); }
//!     }
//!     fn play(&mut self, mv: u8) -> Result<(), IllegalMove> {
//!         if !self.is_legal(mv) { return Err(IllegalMove); }
//!         self.play_unchecked(mv);
//!         Ok(())
//!     }
//!     fn play_unchecked(&mut self, mv: u8) { self.stones -= mv; self.turn ^= 1; }
//!     fn outcome(&self) -> Option<Outcome> {
//!         (self.stones == 0).then(|| Outcome::Winner(Player::new(self.turn ^ 1)))
//!     }
//!     fn zobrist(&self) -> u64 { (self.stones as u64) << 1 | self.turn as u64 }
//! }
//!
//! proptest! {
//!     // In a test file, put #[test] here; this example calls it by hand.
//!     fn stones_only_go_down(line in reachable(Nim { stones: 21, turn: 0 }, 30)) {
//!         let taken: u8 = line.moves().iter().sum();
//!         prop_assert_eq!(line.end().stones, 21 - taken);
//!     }
//! }
//! # stones_only_go_down();
//! ```
//!
//! Run a property by hand with proptest's `TestRunner` to look at the
//! minimal failing line (this is how the crate's own tests assert that a
//! bug shrinks to a short game):
//!
//! ```
//! # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
//! # #[derive(Clone, Debug, PartialEq)]
//! # struct Nim { stones: u8, turn: u8 }
//! # impl Game for Nim {
//! #     type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
//! #     fn player_count(&self) -> usize { 2 }
//! #     fn to_act(&self) -> Option<Player> { (self.stones > 0).then(|| Player::new(self.turn)) }
//! #     fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.stones.min(3) { m.push(t); } }
//! #     fn play(&mut self, mv: u8) -> Result<(), IllegalMove> {
//! #         if !self.is_legal(mv) { return Err(IllegalMove); } self.play_unchecked(mv); Ok(()) }
//! #     fn play_unchecked(&mut self, mv: u8) { self.stones -= mv; self.turn ^= 1; }
//! #     fn outcome(&self) -> Option<Outcome> {
//! #         (self.stones == 0).then(|| Outcome::Winner(Player::new(self.turn ^ 1))) }
//! #     fn zobrist(&self) -> u64 { (self.stones as u64) << 1 | self.turn as u64 }
//! # }
//! use board_core::strategy::reachable;
//! use proptest::test_runner::{Config, RngAlgorithm, TestError, TestRng, TestRunner};
//!
//! let config = Config { failure_persistence: None, ..Config::default() };
//! let rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha); // same cases every run
//! let mut runner = TestRunner::new_with_rng(config, rng);
//! // A wrong claim: "nobody ever takes 3 stones twice in a row".
//! let result = runner.run(&reachable(Nim { stones: 21, turn: 0 }, 30), |line| {
//!     let twice = line.moves().windows(2).any(|w| w == [3, 3]);
//!     proptest::prop_assert!(!twice);
//!     Ok(())
//! });
//! let Err(TestError::Fail(_, minimal)) = result else { panic!("not found") };
//! assert_eq!(minimal.moves(), &[3, 3]); // shrunk to the shortest game
//! ```

use alloc::vec::Vec;
use core::fmt;

use proptest::prelude::RngCore;
use proptest::sample::Index;
use proptest::strategy::{Just, NewTree, Strategy, ValueTree};
use proptest::test_runner::TestRunner;

use crate::game::Game;
use crate::movelist::MoveBuffer;

/// A game played from a start: the start state, the legal moves played, and
/// the state they lead to.
///
/// `Debug` prints the moves and the final state (the start too), so a
/// failing property reads like a short game.
///
/// ```
/// use board_core::strategy::Line;
/// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
/// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
/// # impl Game for Nim {
/// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
/// #   fn player_count(&self) -> usize { 2 }
/// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
/// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
/// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
/// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
/// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
/// #   fn zobrist(&self) -> u64 { self.0 as u64 }
/// # }
/// let line = Line::from_moves(Nim(10), &[3, 1, 2]).unwrap();
/// assert_eq!(line.start(), &Nim(10));
/// assert_eq!(line.moves(), &[3, 1, 2]);
/// assert_eq!(line.end(), &Nim(4));
/// assert_eq!(line.states().collect::<Vec<_>>(), [Nim(10), Nim(7), Nim(6), Nim(4)]);
/// assert_eq!(
///     format!("{line:?}"),
///     "Line { moves (3): [3, 1, 2], end: Nim(4), start: Nim(10) }"
/// );
/// // An illegal move is refused with the index of the move.
/// assert_eq!(Line::from_moves(Nim(10), &[3, 3, 3, 3]).unwrap_err().0, 3);
/// ```
#[derive(Clone, PartialEq)]
pub struct Line<G: Game> {
    start: G,
    moves: Vec<G::Move>,
    end: G,
}

impl<G: Game> Line<G> {
    /// The line of no moves: the start is the end.
    ///
    /// ```
    /// # use board_core::strategy::Line;
    /// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
    /// # impl Game for Nim {
    /// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 2 }
    /// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
    /// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
    /// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
    /// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
    /// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
    /// #   fn zobrist(&self) -> u64 { self.0 as u64 }
    /// # }
    /// let line = Line::new(Nim(5));
    /// assert!(line.is_empty());
    /// assert_eq!(line.end(), &Nim(5));
    /// ```
    pub fn new(start: G) -> Self {
        Line {
            end: start.clone(),
            start,
            moves: Vec::new(),
        }
    }

    /// Plays `moves` from `start` with the checked [`Game::play`]; on an
    /// illegal move, returns its index and the game's error. Use it to turn
    /// a shrunk failing line into a regression test.
    ///
    /// ```
    /// # use board_core::strategy::Line;
    /// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
    /// # impl Game for Nim {
    /// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 2 }
    /// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
    /// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
    /// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
    /// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
    /// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
    /// #   fn zobrist(&self) -> u64 { self.0 as u64 }
    /// # }
    /// assert_eq!(Line::from_moves(Nim(4), &[1, 3]).unwrap().end(), &Nim(0));
    /// assert_eq!(Line::from_moves(Nim(4), &[1, 3, 1]).unwrap_err(), (2, IllegalMove));
    /// ```
    pub fn from_moves(start: G, moves: &[G::Move]) -> Result<Self, (usize, G::Error)> {
        let mut line = Line::new(start);
        for (i, &mv) in moves.iter().enumerate() {
            line.end.play(mv).map_err(|e| (i, e))?;
            line.moves.push(mv);
        }
        Ok(line)
    }

    /// Plays legal moves from `start`, choice `i` picking among the legal
    /// moves of the state after `i` moves as [`Index`] does (`choice` is a
    /// fraction of the list: `len * choice / 2^64`). Stops when the game
    /// ends or the choices run out. This is the mapping the strategies
    /// shrink through; choice 0 always picks the first generated move.
    ///
    /// ```
    /// # use board_core::strategy::Line;
    /// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
    /// # impl Game for Nim {
    /// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 2 }
    /// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
    /// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
    /// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
    /// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
    /// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
    /// #   fn zobrist(&self) -> u64 { self.0 as u64 }
    /// # }
    /// let line = Line::from_choices(Nim(5), &[0, u64::MAX, 0, 0]);
    /// assert_eq!(line.moves(), &[1, 3, 1]); // the game ended after three moves
    /// ```
    pub fn from_choices(start: G, choices: &[u64]) -> Self {
        let mut line = Line::new(start);
        let mut buf = G::Moves::default();
        for &choice in choices {
            buf.clear();
            line.end.generate_moves(&mut buf);
            let moves = buf.as_slice();
            if moves.is_empty() {
                break;
            }
            let mv = moves[pick(choice, moves.len())];
            line.end.play_unchecked(mv);
            line.moves.push(mv);
        }
        line
    }

    /// The state the line starts from.
    ///
    /// ```
    /// # use board_core::strategy::Line;
    /// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
    /// # impl Game for Nim {
    /// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 2 }
    /// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
    /// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
    /// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
    /// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
    /// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
    /// #   fn zobrist(&self) -> u64 { self.0 as u64 }
    /// # }
    /// assert_eq!(Line::from_moves(Nim(9), &[2]).unwrap().start(), &Nim(9));
    /// ```
    pub fn start(&self) -> &G {
        &self.start
    }

    /// The moves played, in order.
    ///
    /// ```
    /// # use board_core::strategy::Line;
    /// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
    /// # impl Game for Nim {
    /// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 2 }
    /// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
    /// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
    /// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
    /// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
    /// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
    /// #   fn zobrist(&self) -> u64 { self.0 as u64 }
    /// # }
    /// assert_eq!(Line::from_moves(Nim(9), &[2, 1]).unwrap().moves(), &[2, 1]);
    /// ```
    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// The state after the last move.
    ///
    /// ```
    /// # use board_core::strategy::Line;
    /// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
    /// # impl Game for Nim {
    /// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 2 }
    /// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
    /// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
    /// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
    /// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
    /// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
    /// #   fn zobrist(&self) -> u64 { self.0 as u64 }
    /// # }
    /// assert_eq!(Line::from_moves(Nim(9), &[2, 1]).unwrap().end(), &Nim(6));
    /// ```
    pub fn end(&self) -> &G {
        &self.end
    }

    /// Takes the final state out of the line.
    ///
    /// ```
    /// # use board_core::strategy::Line;
    /// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
    /// # impl Game for Nim {
    /// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 2 }
    /// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
    /// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
    /// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
    /// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
    /// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
    /// #   fn zobrist(&self) -> u64 { self.0 as u64 }
    /// # }
    /// let end: Nim = Line::from_moves(Nim(9), &[2, 1]).unwrap().into_end();
    /// assert_eq!(end, Nim(6));
    /// ```
    pub fn into_end(self) -> G {
        self.end
    }

    /// The number of moves.
    ///
    /// ```
    /// # use board_core::strategy::Line;
    /// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
    /// # impl Game for Nim {
    /// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 2 }
    /// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
    /// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
    /// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
    /// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
    /// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
    /// #   fn zobrist(&self) -> u64 { self.0 as u64 }
    /// # }
    /// assert_eq!(Line::from_moves(Nim(9), &[2, 1]).unwrap().len(), 2);
    /// ```
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether no move was played.
    ///
    /// ```
    /// # use board_core::strategy::Line;
    /// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
    /// # impl Game for Nim {
    /// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 2 }
    /// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
    /// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
    /// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
    /// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
    /// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
    /// #   fn zobrist(&self) -> u64 { self.0 as u64 }
    /// # }
    /// assert!(Line::new(Nim(3)).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// Every state of the line, from the start to the end (`len() + 1`
    /// states), replayed with [`Game::play_unchecked`]. Properties that
    /// compare something in every state (rather than only the end) shrink
    /// best: the failure then survives when later moves are removed.
    ///
    /// ```
    /// # use board_core::strategy::Line;
    /// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
    /// # impl Game for Nim {
    /// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 2 }
    /// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
    /// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
    /// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
    /// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
    /// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
    /// #   fn zobrist(&self) -> u64 { self.0 as u64 }
    /// # }
    /// let line = Line::from_moves(Nim(4), &[1, 1]).unwrap();
    /// assert_eq!(line.states().count(), 3);
    /// ```
    pub fn states(&self) -> impl Iterator<Item = G> + '_ {
        let mut state = Some(self.start.clone());
        let mut moves = self.moves.iter();
        core::iter::from_fn(move || {
            let current = state.take()?;
            if let Some(&mv) = moves.next() {
                let mut next = current.clone();
                next.play_unchecked(mv);
                state = Some(next);
            }
            Some(current)
        })
    }

    /// Each move with the state it is played from, in order.
    ///
    /// ```
    /// # use board_core::strategy::Line;
    /// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
    /// # impl Game for Nim {
    /// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 2 }
    /// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
    /// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
    /// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
    /// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
    /// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
    /// #   fn zobrist(&self) -> u64 { self.0 as u64 }
    /// # }
    /// let line = Line::from_moves(Nim(4), &[1, 2]).unwrap();
    /// assert_eq!(line.steps().collect::<Vec<_>>(), [(Nim(4), 1), (Nim(3), 2)]);
    /// ```
    pub fn steps(&self) -> impl Iterator<Item = (G, G::Move)> + '_ {
        self.states().zip(self.moves.iter().copied())
    }

    /// The line without its last move (the same line if it is empty).
    fn without_last(&self) -> Self {
        let moves = &self.moves[..self.moves.len().saturating_sub(1)];
        let mut line = Line::new(self.start.clone());
        for &mv in moves {
            line.end.play_unchecked(mv);
            line.moves.push(mv);
        }
        line
    }
}

impl<G: Game + fmt::Debug> fmt::Debug for Line<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Line")
            .field(&alloc::format!("moves ({})", self.moves.len()), &self.moves)
            .field("end", &self.end)
            .field("start", &self.start)
            .finish()
    }
}

/// Which of `len` moves a choice picks: `len * choice / 2^64`, as
/// proptest's [`Index`] does.
fn pick(choice: u64, len: usize) -> usize {
    ((len as u128 * choice as u128) >> 64) as usize
}

/// The smallest choice that picks move `index` of `len`.
fn choice_for(index: usize, len: usize) -> u64 {
    (((index as u128) << 64).div_ceil(len as u128)) as u64
}

/// Reachable states: lines of at most `max_plies` legal moves from `start`.
///
/// Shrinks toward a short game from the start (see the
/// [module docs](self)). Lines are as long as `max_plies` or as the game
/// lasts; their lengths are spread evenly over `0..=max_plies`.
///
/// ```
/// use board_core::strategy::reachable;
/// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
/// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
/// # impl Game for Nim {
/// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
/// #   fn player_count(&self) -> usize { 2 }
/// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
/// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
/// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
/// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
/// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
/// #   fn zobrist(&self) -> u64 { self.0 as u64 }
/// # }
/// use proptest::prelude::*;
///
/// proptest! {
///     #![proptest_config(ProptestConfig::with_cases(64))]
///     // #[test] (here called by hand below)
///     fn play_matches_play_unchecked(line in reachable(Nim(30), 12)) {
///         for (state, mv) in line.steps() {
///             let (mut a, mut b) = (state.clone(), state);
///             a.play(mv).unwrap();
///             b.play_unchecked(mv);
///             prop_assert_eq!(a, b);
///         }
///     }
/// }
/// # play_matches_play_unchecked();
/// ```
pub fn reachable<G>(start: G, max_plies: usize) -> Reachable<Just<G>>
where
    G: Game + fmt::Debug + 'static,
{
    reachable_from(Just(start), max_plies)
}

/// Reachable states from starts drawn by another strategy (a game's start
/// setups, or random valid positions). The start shrinks first (to what
/// `starts` shrinks to), then the line as in [`reachable`].
///
/// ```
/// use board_core::strategy::reachable_from;
/// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
/// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
/// # impl Game for Nim {
/// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
/// #   fn player_count(&self) -> usize { 2 }
/// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
/// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
/// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
/// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
/// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
/// #   fn zobrist(&self) -> u64 { self.0 as u64 }
/// # }
/// use proptest::prelude::*;
///
/// proptest! {
///     #![proptest_config(ProptestConfig::with_cases(64))]
///     // #[test] (here called by hand below)
///     fn ends_within_the_heap(line in reachable_from((1..40u8).prop_map(Nim), 10)) {
///         prop_assert!(line.end().0 <= line.start().0);
///     }
/// }
/// # ends_within_the_heap();
/// ```
pub fn reachable_from<S>(starts: S, max_plies: usize) -> Reachable<S>
where
    S: Strategy,
    S::Value: Game + fmt::Debug + 'static,
{
    Reachable { starts, max_plies }
}

/// A reachable state with one of its legal moves: `(line, mv)` where `mv`
/// is legal in `line.end()`.
///
/// When the drawn line ends the game, its last move is dropped (so the
/// state before it, which has legal moves, is used). Only a start that is
/// already over is rejected. Shrinks the line first, then toward the first
/// generated move.
///
/// ```
/// use board_core::strategy::with_legal_move;
/// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
/// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
/// # impl Game for Nim {
/// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
/// #   fn player_count(&self) -> usize { 2 }
/// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
/// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
/// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
/// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
/// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
/// #   fn zobrist(&self) -> u64 { self.0 as u64 }
/// # }
/// use proptest::prelude::*;
///
/// proptest! {
///     #![proptest_config(ProptestConfig::with_cases(64))]
///     // #[test] (here called by hand below)
///     fn a_legal_move_plays(
///         (line, mv) in with_legal_move(Nim(12), 20)
///     ) {
///         let mut state = line.into_end();
///         prop_assert!(state.play(mv).is_ok());
///     }
/// }
/// # a_legal_move_plays();
/// ```
pub fn with_legal_move<G>(start: G, max_plies: usize) -> impl Strategy<Value = (Line<G>, G::Move)>
where
    G: Game + fmt::Debug + 'static,
{
    with_legal_move_from(Just(start), max_plies)
}

/// [`with_legal_move`] from starts drawn by another strategy.
///
/// ```
/// use board_core::strategy::with_legal_move_from;
/// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
/// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
/// # impl Game for Nim {
/// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
/// #   fn player_count(&self) -> usize { 2 }
/// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
/// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
/// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
/// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
/// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
/// #   fn zobrist(&self) -> u64 { self.0 as u64 }
/// # }
/// use proptest::prelude::*;
///
/// proptest! {
///     #![proptest_config(ProptestConfig::with_cases(64))]
///     // #[test] (here called by hand below)
///     fn never_more_than_three((line, mv) in with_legal_move_from((1..9u8).prop_map(Nim), 5)) {
///         prop_assert!((1..=3).contains(&mv) && mv <= line.end().0);
///     }
/// }
/// # never_more_than_three();
/// ```
pub fn with_legal_move_from<S>(
    starts: S,
    max_plies: usize,
) -> impl Strategy<Value = (Line<S::Value>, <S::Value as Game>::Move)>
where
    S: Strategy,
    S::Value: Game + fmt::Debug + 'static,
{
    (
        reachable_from(starts, max_plies),
        proptest::arbitrary::any::<Index>(),
    )
        .prop_filter_map("the start state is already over", |(line, index)| {
            let line = if line.end().to_act().is_none() && !line.is_empty() {
                line.without_last()
            } else {
                line
            };
            let moves = line.end().legal_moves();
            let moves = moves.as_slice();
            if moves.is_empty() {
                return None;
            }
            let mv = *index.get(moves);
            Some((line, mv))
        })
}

/// A reachable state with a move that is *not* legal in it: `(line, mv)`,
/// where `mv` is legal in some other reachable state (of a second line from
/// the same start, or earlier in this line) but not generated in
/// `line.end()`. Use it to check that your engine refuses it, and that
/// refusing changes nothing.
///
/// Cases where no such move exists (every move seen is legal here) are
/// rejected; proptest gives up if that happens too often.
///
/// ```
/// use board_core::strategy::with_illegal_move;
/// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
/// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
/// # impl Game for Nim {
/// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
/// #   fn player_count(&self) -> usize { 2 }
/// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
/// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
/// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
/// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
/// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
/// #   fn zobrist(&self) -> u64 { self.0 as u64 }
/// # }
/// use proptest::prelude::*;
///
/// proptest! {
///     #![proptest_config(ProptestConfig::with_cases(64))]
///     // #[test] (here called by hand below)
///     fn an_illegal_move_is_refused((line, mv) in with_illegal_move(Nim(7), 10)) {
///         let mut state = line.end().clone();
///         prop_assert!(state.play(mv).is_err());
///         prop_assert_eq!(&state, line.end());
///     }
/// }
/// # an_illegal_move_is_refused();
/// ```
pub fn with_illegal_move<G>(start: G, max_plies: usize) -> impl Strategy<Value = (Line<G>, G::Move)>
where
    G: Game + fmt::Debug + 'static,
{
    with_illegal_move_from(Just(start), max_plies)
}

/// [`with_illegal_move`] from starts drawn by another strategy (both lines
/// start from the same drawn start).
///
/// ```
/// use board_core::strategy::with_illegal_move_from;
/// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
/// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
/// # impl Game for Nim {
/// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
/// #   fn player_count(&self) -> usize { 2 }
/// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
/// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
/// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
/// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
/// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
/// #   fn zobrist(&self) -> u64 { self.0 as u64 }
/// # }
/// use proptest::prelude::*;
///
/// proptest! {
///     #![proptest_config(ProptestConfig::with_cases(64))]
///     // #[test] (here called by hand below)
///     fn refused((line, mv) in with_illegal_move_from((4..20u8).prop_map(Nim), 10)) {
///         prop_assert!(!line.end().is_legal(mv));
///     }
/// }
/// # refused();
/// ```
pub fn with_illegal_move_from<S>(
    starts: S,
    max_plies: usize,
) -> impl Strategy<Value = (Line<S::Value>, <S::Value as Game>::Move)>
where
    S: Strategy,
    S::Value: Game + fmt::Debug + 'static,
{
    let pair = reachable_from(starts, max_plies).prop_flat_map(move |line| {
        let other = reachable(line.start().clone(), max_plies);
        (Just(line), other, proptest::arbitrary::any::<Index>())
    });
    pair.prop_filter_map(
        "every move seen is legal in this state",
        |(line, other, index)| {
            let here = line.end().legal_moves();
            let here = here.as_slice();
            let mut candidates: Vec<<S::Value as Game>::Move> = Vec::new();
            for state in other.states().chain(line.states()) {
                for &mv in state.legal_moves().as_slice() {
                    if !here.contains(&mv) && !candidates.contains(&mv) {
                        candidates.push(mv);
                    }
                }
            }
            if candidates.is_empty() {
                return None;
            }
            let mv = *index.get(&candidates);
            Some((line, mv))
        },
    )
}

/// The strategy of [`reachable`] and [`reachable_from`]: lines of legal
/// moves from the starts `S` draws.
///
/// ```
/// use board_core::strategy::{reachable, Reachable};
/// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
/// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
/// # impl Game for Nim {
/// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
/// #   fn player_count(&self) -> usize { 2 }
/// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
/// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
/// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
/// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
/// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
/// #   fn zobrist(&self) -> u64 { self.0 as u64 }
/// # }
/// use proptest::strategy::{Just, Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
///
/// let strategy: Reachable<Just<Nim>> = reachable(Nim(50), 8);
/// let line = strategy.new_tree(&mut TestRunner::deterministic()).unwrap().current();
/// assert!(line.len() <= 8);
/// ```
#[derive(Clone, Debug)]
pub struct Reachable<S> {
    starts: S,
    max_plies: usize,
}

impl<S> Strategy for Reachable<S>
where
    S: Strategy,
    S::Value: Game + fmt::Debug + 'static,
{
    type Tree = LineTree<S::Tree>;
    type Value = Line<S::Value>;

    fn new_tree(&self, runner: &mut TestRunner) -> NewTree<Self> {
        let start = self.starts.new_tree(runner)?;
        let rng = runner.rng();
        let len = if self.max_plies == 0 {
            0
        } else {
            pick(rng.next_u64(), self.max_plies + 1)
        };
        let choices: Vec<u64> = (0..len).map(|_| rng.next_u64()).collect();
        let mut tree = LineTree {
            start,
            best: Vec::new(),
            best_moves: Vec::new(),
            counts: Vec::new(),
            current: Vec::new(),
            phase: Phase::Start,
            progress: false,
            testing: false,
            tried: Vec::new(),
        };
        tree.accept(choices);
        tree.current = tree.best.clone();
        tree.progress = false;
        Ok(tree)
    }
}

/// Where the shrinking of a [`LineTree`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Simplifying the start state.
    Start,
    /// Binary search for the shortest failing prefix: `lo..=hi`, `hi` fails.
    Truncate { lo: usize, hi: usize },
    /// Deleting `sizes[size]` choices at `at`.
    Delete { size: usize, at: usize },
    /// Moving choice `at` to an earlier move: trying index `try_index`
    /// while the accepted choice picks `index`.
    Earlier { at: usize, try_index: usize },
    /// Nothing left to try.
    Done,
}

/// The value tree of [`Reachable`]: a start tree and a list of choices,
/// shrunk as the [module docs](self) describe.
///
/// ```
/// use board_core::strategy::reachable;
/// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
/// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
/// # impl Game for Nim {
/// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
/// #   fn player_count(&self) -> usize { 2 }
/// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
/// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
/// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
/// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
/// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
/// #   fn zobrist(&self) -> u64 { self.0 as u64 }
/// # }
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
///
/// let mut tree = reachable(Nim(200), 40).new_tree(&mut TestRunner::deterministic()).unwrap();
/// // Pretend every line fails: shrinking ends at the empty line.
/// while tree.simplify() {}
/// assert!(tree.current().is_empty());
/// ```
#[derive(Clone)]
pub struct LineTree<T: ValueTree>
where
    T::Value: Game,
{
    start: T,
    /// The simplest choices known to fail (at first: the drawn ones).
    best: Vec<u64>,
    /// The moves `best` plays.
    best_moves: Vec<<T::Value as Game>::Move>,
    /// The number of legal moves at each step of `best`'s line.
    counts: Vec<usize>,
    /// The choices being tested.
    current: Vec<u64>,
    phase: Phase,
    /// Whether anything was accepted since the round began.
    progress: bool,
    /// Whether `current` is a candidate the runner is testing.
    testing: bool,
    /// Candidates tried (and passed) since `best` last changed.
    tried: Vec<Vec<u64>>,
}

impl<T: ValueTree> fmt::Debug for LineTree<T>
where
    T::Value: Game,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LineTree")
            .field("best", &self.best_moves)
            .field("phase", &self.phase)
            .finish_non_exhaustive()
    }
}

impl<T> LineTree<T>
where
    T: ValueTree,
    T::Value: Game + fmt::Debug + 'static,
{
    /// Chunk sizes to delete: two rounds of moves, one round, one move.
    fn sizes(&self) -> [usize; 3] {
        let seats = self.start.current().player_count().max(1);
        [2 * seats, seats, 1]
    }

    /// Makes `choices` the best known failing input, trimmed to the moves
    /// actually played, and records each step's move count.
    fn accept(&mut self, choices: Vec<u64>) {
        let start = self.start.current();
        let mut state = start;
        let mut buf = <T::Value as Game>::Moves::default();
        self.counts.clear();
        self.best.clear();
        self.best_moves.clear();
        self.tried.clear();
        for choice in choices {
            buf.clear();
            state.generate_moves(&mut buf);
            let moves = buf.as_slice();
            if moves.is_empty() {
                break;
            }
            self.counts.push(moves.len());
            let mv = moves[pick(choice, moves.len())];
            state.play_unchecked(mv);
            self.best.push(choice);
            self.best_moves.push(mv);
        }
        self.progress = true;
    }

    /// The candidate of the current phase, or the next phase that has one.
    fn candidate(&mut self) -> Option<Vec<u64>> {
        loop {
            match self.phase {
                Phase::Start => {
                    self.phase = Phase::Truncate {
                        lo: 0,
                        hi: self.best.len(),
                    };
                    if self.start.simplify() {
                        self.phase = Phase::Start;
                        return Some(self.keep_moves(|_| true, None));
                    }
                }
                Phase::Truncate { lo, hi } => {
                    let hi = hi.min(self.best.len());
                    if lo < hi {
                        self.phase = Phase::Truncate { lo, hi };
                        return Some(self.best[..(lo + hi) / 2].to_vec());
                    }
                    self.phase = Phase::Delete { size: 0, at: 0 };
                }
                Phase::Delete { size, at } => {
                    let sizes = self.sizes();
                    if size >= sizes.len() {
                        self.phase = Phase::Earlier {
                            at: 0,
                            try_index: 0,
                        };
                        continue;
                    }
                    let n = sizes[size];
                    if at + n > self.best.len() {
                        self.phase = Phase::Delete {
                            size: size + 1,
                            at: 0,
                        };
                        continue;
                    }
                    return Some(self.keep_moves(|k| !(at..at + n).contains(&k), None));
                }
                Phase::Earlier { at, try_index } => {
                    if at >= self.best.len() {
                        if self.progress {
                            self.progress = false;
                            self.phase = Phase::Truncate {
                                lo: 0,
                                hi: self.best.len(),
                            };
                            continue;
                        }
                        self.phase = Phase::Done;
                        continue;
                    }
                    let len = self.counts[at];
                    let index = pick(self.best[at], len);
                    if try_index >= index {
                        self.phase = Phase::Earlier {
                            at: at + 1,
                            try_index: 0,
                        };
                        continue;
                    }
                    return Some(self.keep_moves(|_| true, Some((at, choice_for(try_index, len)))));
                }
                Phase::Done => return None,
            }
        }
    }

    /// The choices that replay the moves of `best` whose index `keep`s, each
    /// where it is still legal (else its old choice picks one), with the
    /// choice at `replace.0` set to `replace.1`. Keeping the moves rather
    /// than the choices is what lets an irrelevant move be removed without
    /// changing the rest of the game.
    fn keep_moves(&self, keep: impl Fn(usize) -> bool, replace: Option<(usize, u64)>) -> Vec<u64> {
        let mut state = self.start.current();
        let mut buf = <T::Value as Game>::Moves::default();
        let mut out = Vec::with_capacity(self.best.len());
        for (k, (&choice, &mv)) in self.best.iter().zip(&self.best_moves).enumerate() {
            if !keep(k) {
                continue;
            }
            buf.clear();
            state.generate_moves(&mut buf);
            let moves = buf.as_slice();
            if moves.is_empty() {
                break;
            }
            let choice = match replace {
                Some((at, replaced)) if at == k => replaced,
                _ => match moves.iter().position(|&m| m == mv) {
                    Some(i) => choice_for(i, moves.len()),
                    None => choice,
                },
            };
            state.play_unchecked(moves[pick(choice, moves.len())]);
            out.push(choice);
        }
        out
    }

    /// Moves the phase on after the candidate failed (`failed`) or passed.
    fn advance(&mut self, failed: bool) {
        self.phase = match self.phase {
            Phase::Start => Phase::Start,
            Phase::Truncate { lo, hi } => {
                let mid = (lo + hi) / 2;
                if failed {
                    Phase::Truncate { lo, hi: mid }
                } else {
                    Phase::Truncate { lo: mid + 1, hi }
                }
            }
            Phase::Delete { size, at } => {
                if failed {
                    Phase::Delete { size, at }
                } else {
                    Phase::Delete { size, at: at + 1 }
                }
            }
            Phase::Earlier { at, try_index } => {
                if failed {
                    Phase::Earlier {
                        at: at + 1,
                        try_index: 0,
                    }
                } else {
                    // Halve the distance to the accepted index.
                    let index = pick(self.best[at], self.counts[at]);
                    let next = try_index + (index - try_index).div_ceil(2);
                    Phase::Earlier {
                        at,
                        try_index: next.max(try_index + 1),
                    }
                }
            }
            Phase::Done => Phase::Done,
        };
    }

    /// Tries the next candidate; `false` (and the best known failing input
    /// as the current value) when there is none.
    fn next(&mut self) -> bool {
        loop {
            match self.candidate() {
                Some(cand) => {
                    if self.phase != Phase::Start {
                        // A candidate already tried against this best passed:
                        // skip it rather than spend the shrink budget.
                        if cand == self.best || self.tried.contains(&cand) {
                            self.advance(false);
                            continue;
                        }
                        self.tried.push(cand.clone());
                    }
                    self.current = cand;
                    self.testing = true;
                    return true;
                }
                None => {
                    self.current = self.best.clone();
                    self.testing = false;
                    return false;
                }
            }
        }
    }
}

impl<T> ValueTree for LineTree<T>
where
    T: ValueTree,
    T::Value: Game + fmt::Debug + 'static,
{
    type Value = Line<T::Value>;

    fn current(&self) -> Line<T::Value> {
        Line::from_choices(self.start.current(), &self.current)
    }

    fn simplify(&mut self) -> bool {
        if self.testing {
            // The candidate failed too: it is the new best.
            self.testing = false;
            let failed = core::mem::take(&mut self.current);
            if self.phase == Phase::Start {
                // The start tree keeps its simpler value; go on simplifying it.
                self.accept(failed);
            } else {
                self.advance(true);
                self.accept(failed);
            }
        }
        self.next()
    }

    fn complicate(&mut self) -> bool {
        if !self.testing {
            return false;
        }
        self.testing = false;
        if self.phase == Phase::Start {
            if self.start.complicate() {
                // The start tree has another candidate between the two.
                self.current = self.keep_moves(|_| true, None);
                self.testing = true;
                return true;
            }
            self.phase = Phase::Truncate {
                lo: 0,
                hi: self.best.len(),
            };
        } else {
            self.advance(false);
        }
        self.next()
    }
}
