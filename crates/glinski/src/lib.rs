//! Glinski's hexagonal chess on board-core's hex layer.
//!
//! This crate is the outside-world check of board-core's hex geometry and
//! the subject of its hex benchmark (test support, not a product): its
//! perft from the start position must match the published counts
//! 51 / 2,586 / 137,858 / 7,282,418 / 401,622,759.
//!
//! # Rules
//!
//! The 91-cell board is board-core's radius-5 [`HexGrid`](board_core::hex::HexGrid)
//! in board-core's orientation (flat-top cells, north up; see
//! [`Hex`](board_core::hex::Hex)): files run north-south, White starts
//! in the south and moves north ([`Direction::N`](board_core::hex::Direction::N)).
//!
//! * Rook: any distance through cell sides (the six directions). Bishop:
//!   any distance through cell corners (the six diagonals). Queen: both.
//!   King: one step either way (12 cells). Knight: the 12 cells two
//!   steps along one direction and one step along a neighbouring one
//!   (a leap; board-core's [`HexGrid::knight_targets`](board_core::hex::HexGrid::knight_targets)).
//! * Pawn: one step north (south for Black) to an empty cell; two steps
//!   from any of its side's nine starting cells (White `b1 c2 d3 e4 f5 g4
//!   h3 i2 k1`, Black `b7`-`k7`) if both cells are empty; captures one step
//!   north-west or north-east (south-west or south-east for Black); en
//!   passant after a double step, landing on the skipped cell; promotion to
//!   queen, rook, bishop or knight on the far end of its file.
//! * No castling. A move may not leave one's own king attacked.
//! * The game ends by checkmate (a win) or stalemate (3/4 point to the
//!   stalemating side, 1/4 to the other; see [`Termination`] and how
//!   [`Game::outcome`](board_core::Game::outcome) reports it).
//!
//! # Example
//!
//! ```
//! use board_core::{perft, Game, MoveNotation, PositionNotation};
//! use glinski::Glinski;
//!
//! let mut game = Glinski::start();
//! assert_eq!(perft(&game, 3), 137_858);
//! for text in ["f5f6", "e7e6", "e4e5"] {
//!     let mv = game.parse_move(text).unwrap();
//!     game.play(mv).unwrap();
//! }
//! let text = game.to_position_text();
//! let again = Glinski::from_position_text(&text).unwrap();
//! assert_eq!(again.zobrist(), game.zobrist());
//! ```
//!
//! # Crate features
//!
//! * `std` (default): the standard library. Without it the crate is
//!   `no_std` and needs only `alloc`.
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub use board_core;

mod cell;
mod error;
mod game;
mod inspect;
mod movegen;
mod mv;
mod piece;
mod position;
#[cfg(feature = "proptest")]
pub mod strategy;
mod tables;
mod text;

pub use cell::{CELLS, Cell};
pub use error::{CellError, MoveParseError, PlayError, PositionError};
pub use game::{Moves, Termination};
pub use mv::Move;
pub use piece::{Color, Piece, PieceKind};
pub use position::{Glinski, START_POSITION};
pub use tables::MAX_MOVES;

/// A move text that parses in the start position (White's centre pawn one
/// cell north), for help screens and examples.
///
/// ```
/// use board_core::MoveNotation;
/// use glinski::{EXAMPLE_MOVE, Glinski};
/// assert!(Glinski::default().parse_move(EXAMPLE_MOVE).is_ok());
/// ```
pub const EXAMPLE_MOVE: &str = "f5f6";

/// Everything needed to play: board-core's prelude (the
/// [`Game`](board_core::Game) trait, the notation traits,
/// [`Inspect`](board_core::Inspect), [`Hex`](board_core::hex::Hex), ...) and
/// this crate's types.
///
/// ```
/// use glinski::prelude::*;
///
/// let mut game = Glinski::start();
/// let mv = game.parse_move("f5f6").unwrap();
/// game.play(mv).unwrap();
/// assert_eq!(game.to_act(), Some(Player::new(1)));
/// assert_eq!(game.view(Perspective::Spectator).pieces().count(), 36);
/// assert_eq!(perft(&Glinski::start(), 2), 2_586);
/// ```
pub mod prelude {
    pub use crate::{Cell, Color, Glinski, Move, Piece, PieceKind, START_POSITION, Termination};
    pub use board_core::prelude::*;
}

/// The README's examples run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
