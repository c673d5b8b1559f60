//! # board-core
//!
//! The shared foundation of the tabletop workspace: board geometry, bitboards,
//! attack tables, Zobrist hashing, fixed-capacity move lists, and the generic
//! [`Game`] trait with the tools that work on any game (perft, divide, seeded
//! random play-outs, and — behind the `testkit` feature — a conformance kit).
//!
//! Two geometries are provided:
//!
//! * [`square`]: the 8x8 board ([`Square`], [`Bitboard`]) with fast king,
//!   knight, pawn and sliding attacks, `between` and `line` masks.
//! * [`hex`]: axial hex coordinates ([`hex::Hex`]), directions and diagonals,
//!   hexagonal grids of radius 1 to 6 with dense cell indices, `u128` cell sets
//!   and precomputed neighbour, ray, ring, distance and knight tables.
//!
//! Around the rules, one face for every game:
//!
//! * `inspect`: the `Inspect` trait (a `View` of the board for one
//!   perspective, and what a move does to it) and `render`, which draws any
//!   `View` as text or SVG;
//! * `History` (undo, redo, text-based saves) and the notation traits;
//! * `Evaluate` and `Determinize`, what the `board-ai` crate searches;
//! * feature `testkit`: the conformance kit; feature `proptest`: the
//!   `strategy` module of reachable states for property tests.
//!
//! board-core knows no game: rule sets live in their own crates and reach this
//! one through the [`Game`] trait.
//!
//! ```
//! use board_core::{perft, Game};
//! # use board_core::{MoveList, Outcome, Player, IllegalMove};
//! # #[derive(Clone)]
//! # struct Nim(u8);
//! # impl Game for Nim {
//! #     type Move = u8;
//! #     type Moves = MoveList<u8, 3>;
//! #     type Error = IllegalMove;
//! #     fn player_count(&self) -> usize { 2 }
//! #     fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
//! #     fn generate_moves(&self, moves: &mut Self::Moves) {
//! #         for take in 1..=self.0.min(3) { moves.push(take); }
//! #     }
//! #     fn play(&mut self, mv: u8) -> Result<(), IllegalMove> {
//! #         if self.is_legal(mv) { self.play_unchecked(mv); Ok(()) } else { Err(IllegalMove) }
//! #     }
//! #     fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
//! #     fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
//! #     fn zobrist(&self) -> u64 { self.0 as u64 }
//! # }
//! // Any rule set that implements `Game` gets perft for free.
//! assert_eq!(perft(&Nim(4), 1), 3);
//! ```
#![no_std]
// `unsafe` is denied everywhere but the one cache hint in `prefetch`,
// which the search benchmark justifies (docs/performance.md).
#![deny(unsafe_code)]
#![warn(missing_docs)]
#![cfg_attr(docsrs, feature(doc_cfg))]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod evaluate;
mod game;
pub mod hex;
#[cfg(feature = "alloc")]
mod history;
#[cfg(feature = "alloc")]
pub mod inspect;
mod movelist;
#[cfg(feature = "alloc")]
mod notation;
#[cfg(feature = "parallel")]
pub mod parallel;
mod perft;
mod playout;
mod prefetch;
pub mod prelude;
#[cfg(feature = "alloc")]
pub mod record;
#[cfg(feature = "alloc")]
pub mod render;
mod rng;
pub mod square;
#[cfg(feature = "proptest")]
pub mod strategy;
#[cfg(feature = "testkit")]
pub mod testkit;
#[cfg(feature = "std")]
mod timing;
pub mod zobrist;

pub use evaluate::{Algorithm, Determinize, EVAL_LIMIT, Evaluate, Widening};
pub use game::{Game, IllegalMove, MAX_PLAYERS, Outcome, Player, Ranking};
#[cfg(feature = "alloc")]
pub use history::History;
#[cfg(all(feature = "alloc", feature = "serde"))]
pub use history::HistoryError;
#[cfg(feature = "alloc")]
pub use inspect::Inspect;
pub use movelist::{MoveBuffer, MoveList};
#[cfg(feature = "alloc")]
pub use notation::{MoveNotation, PositionNotation, bounded_message};
#[cfg(feature = "alloc")]
pub use perft::divide;
pub use perft::perft;
#[cfg(feature = "alloc")]
pub use playout::{Playout, playout};
pub use playout::{PlayoutEnd, random_move};
pub use prefetch::prefetch;
#[cfg(feature = "alloc")]
pub use record::{PublicPly, PublicRecord};
pub use rng::{Entropy, SeededRng};
pub use square::{Bitboard, Square};
#[cfg(feature = "std")]
pub use timing::{PerftTiming, time_perft};

/// The README's example runs as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
