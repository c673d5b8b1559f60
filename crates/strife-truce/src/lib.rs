//! # Strife and Truce
//!
//! Chess with mana, piece skills and six optional sets, after the seed rule
//! text and the rulings S-1 to S-5. The complete rules, with every decision,
//! are in `docs/rules/strife-truce.md`; the text formats in `docs/notation.md`.
//!
//! * [`Strife`] is the game state and implements [`board_core::Game`],
//!   [`board_core::MoveNotation`] and [`board_core::PositionNotation`].
//! * An [`Action`] is one decision (one ply): a move, a skill before or
//!   after it, a Swarm move, a set skill or the end of the turn. A turn is a
//!   sequence of decisions by the same player; it ends by itself when
//!   nothing else could be decided. [`Strife::perft_turns`] counts whole
//!   turns.
//! * [`Sets`] is what the CLI's `--sets WHITE,BLACK` parses into.
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
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod action;
mod error;
mod game;
mod movegen;
mod notation;
mod piece;
mod position;
mod resolve;
mod sets;
mod state;

pub use action::{Action, HopExtra, Leg, MoveSkill, PieceMove, PieceSkill, SetSkill};
pub use error::{ActionError, PositionError};
pub use notation::{format_action, parse_action};
pub use piece::{Kind, cost};
pub use position::{format_position, parse_position};
pub use sets::{SetKind, Sets, SetsError, UnknownSet, parse_set};
pub use state::Strife;
