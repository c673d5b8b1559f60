//! # Strife and Truce
//!
//! Chess with mana, piece skills and six optional sets, after the seed rule
//! text and its binding rulings. The complete rules, with every decision,
//! are in `docs/rules/strife-truce.md`; the text formats in `docs/notation.md`.
//!
//! * [`Strife`] is the game state and implements [`board_core::Game`],
//!   [`board_core::MoveNotation`], [`board_core::PositionNotation`],
//!   [`board_core::Inspect`] (views and move effects),
//!   [`board_core::Evaluate`] and [`board_core::Determinize`].
//! * An [`Action`] is one decision (one ply): a move, a skill before or
//!   after it, a Swarm move, a set skill or the end of the turn. A turn is a
//!   sequence of decisions by the same player; it ends by itself when
//!   nothing else could be decided. [`Strife::perft_turns`] counts whole
//!   turns.
//! * [`Sets`] is what the CLI's `--sets WHITE,BLACK` parses into.
//! * [`prelude`] has everything needed to play; the `proptest` feature adds
//!   `strategy` (starts, reachable games, random valid positions).
//! * Without the default `std` feature the crate is `no_std` with `alloc`.
//!
//! ```
//! use board_core::{perft, Game, MoveNotation, PositionNotation};
//! use strife_truce::{Sets, Strife};
//!
//! let sets: Sets = "fire,ice".parse().unwrap();
//! let mut game = Strife::start(sets);
//! assert_eq!(perft(&game, 2), 400);
//! let action = game.parse_move("g1f3").unwrap();
//! game.play(action).unwrap();
//! let text = game.to_position_text();
//! assert_eq!(Strife::from_position_text(&text).unwrap(), game);
//! ```
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub use board_core;

mod action;
mod error;
mod game;
mod inspect;
mod list;
mod movegen;
mod notation;
mod piece;
mod position;
mod resolve;
mod sets;
mod state;
#[cfg(feature = "proptest")]
pub mod strategy;
mod words;

pub use action::{Action, HopExtra, Leg, MoveSkill, PieceMove, PieceSkill, SetSkill};
pub use error::{ActionError, PositionError};
pub use list::{ActionList, INLINE_ACTIONS};
pub use notation::{format_action, parse_action};
pub use piece::{Kind, cost};
pub use position::{format_position, parse_position};
pub use sets::{SetKind, Sets, SetsError, UnknownSet, parse_set};
pub use state::Strife;

/// A decision text that parses in the start position ([`Strife::default`]),
/// for help screens and examples.
///
/// ```
/// use board_core::MoveNotation;
/// use strife_truce::{EXAMPLE_MOVE, Strife};
/// assert!(Strife::default().parse_move(EXAMPLE_MOVE).is_ok());
/// ```
pub const EXAMPLE_MOVE: &str = "e2e4";

/// Everything needed to play: board-core's prelude, the game and its types.
///
/// ```
/// use strife_truce::prelude::*;
/// let mut game = Strife::start(Sets::default());
/// let first = game.legal_moves()[0];
/// game.play(first).unwrap();
/// assert_eq!(game.to_act(), Some(Player::new(1)));
/// assert_eq!(game.side_to_move(), Color::Black);
/// ```
pub mod prelude {
    pub use board_core::MoveBuffer;
    pub use board_core::prelude::*;

    pub use crate::{
        Action, ActionError, ActionList, Kind, MoveSkill, PieceMove, PieceSkill, PositionError,
        SetKind, SetSkill, Sets, Strife,
    };
}

/// The README's examples run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
