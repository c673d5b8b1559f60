//! # board-ai
//!
//! CPU players for any [`board_core::Game`] that also implements
//! [`Evaluate`](board_core::Evaluate) and
//! [`Determinize`](board_core::Determinize): the games of this workspace,
//! and a user's own.
//!
//! * [`Cpu`]: the player. It runs [`AlphaBeta`] on two-player games of
//!   perfect information and [`Mcts`] on everything else (three or four
//!   players, hidden information), and with hidden information searches only
//!   states drawn from its own player's view: a few determinizations, each
//!   searched apart, or [`Ismcts`]'s one tree over information sets.
//! * [`Engine`]: the CPU for a program that plays move after move: it keeps
//!   the alpha-beta table between moves and runs on several threads (`std`
//!   feature).
//! * [`Level`]: `cpu:1` to `cpu:5`, node budgets; `cpu` is `cpu:3`.
//! * [`Settings`] and [`Limits`]: depth, nodes, time (time with the `std`
//!   feature only), seed, table size, determinizations, quiescence,
//!   play-out cap.
//! * [`SearchReport`]: the move, its [`Score`], depth, nodes and principal
//!   variation.
//!
//! Searches are deterministic: the same state, settings and seed give the
//! same move (a time limit excepted). They read the game and never change
//! it, and only ever return one of its legal moves.
//!
//! ```
//! use board_ai::{Cpu, Level};
//! use board_core::{Determinize, Evaluate, Game, IllegalMove, MoveList, Outcome, Player};
//!
//! /// Nim: take 1 to 3 stones; whoever takes the last one wins.
//! #[derive(Clone)]
//! struct Nim { stones: u8, turn: u8 }
//!
//! impl Game for Nim {
//!     type Move = u8;
//!     type Moves = MoveList<u8, 3>;
//!     type Error = IllegalMove;
//!     fn player_count(&self) -> usize { 2 }
//!     fn to_act(&self) -> Option<Player> { (self.stones > 0).then(|| Player::new(self.turn)) }
//!     fn generate_moves(&self, moves: &mut Self::Moves) {
//!         for take in 1..=self.stones.min(3) { moves.push(take) }
//!     }
//!     fn play(&mut self, mv: u8) -> Result<(), IllegalMove> {
//!         if !self.is_legal(mv) { return Err(IllegalMove) }
//!         self.play_unchecked(mv);
//!         Ok(())
//!     }
//!     fn play_unchecked(&mut self, mv: u8) { self.stones -= mv; self.turn ^= 1; }
//!     fn outcome(&self) -> Option<Outcome> {
//!         (self.stones == 0).then(|| Outcome::Winner(Player::new(self.turn ^ 1)))
//!     }
//!     fn zobrist(&self) -> u64 { (self.stones as u64) << 1 | self.turn as u64 }
//! }
//! impl Evaluate for Nim {
//!     fn evaluate(&self, _: Player) -> i32 { 0 } // no idea: search decides
//! }
//! impl Determinize for Nim {} // nothing hidden
//!
//! let cpu = Cpu::from(Level::DEFAULT);
//! assert_eq!(cpu.choose(&Nim { stones: 9, turn: 0 }), Some(1)); // leave 8
//! ```
#![cfg_attr(not(feature = "std"), no_std)]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

extern crate alloc;

mod alphabeta;
mod budget;
mod control;
mod cpu;
#[cfg(feature = "std")]
mod engine;
mod ismcts;
mod math;
mod mcts;
mod move_hash;
mod report;
mod score;
mod settings;
mod table;

pub use alphabeta::AlphaBeta;
#[cfg(feature = "std")]
pub use alphabeta::parallel::MAX_THREADS;
pub use board_core::Algorithm;
pub use control::{Control, Flow, Line, Progress, ProgressFn, StopFlag};
pub use cpu::Cpu;
#[cfg(feature = "std")]
pub use engine::Engine;
pub use ismcts::Ismcts;
pub use mcts::Mcts;
pub use report::SearchReport;
pub use score::{MAX_PLY, Score, WIN, a_holds_seat, match_points, rewards};
pub use settings::{Level, Limits, ParseLevelError, Settings};
