//! # Kyrras
//!
//! Kyrras, a hex chess for 2 to 4 players with Mountains, directional
//! pieces and Viceroy replacement, on board-core's hex layer. The rules,
//! numbered `KY-...`, are in `docs/rules/kyrras.md`; the text formats in
//! `docs/notation.md`.
//!
//! * [`Kyrras`]: a game in play; implements [`board_core::Game`],
//!   [`board_core::MoveNotation`] and [`board_core::PositionNotation`].
//! * [`Setup`]: the setup phase, the standard setups and seeded random
//!   deployment.
//! * [`Record`]: a whole game in the seed's record notation;
//!   [`JsonRecord`]: the JSON record with per-move state hashes.
//!
//! For tools (the `tabletop` CLI):
//!
//! | need | call |
//! |---|---|
//! | players from a number | [`PlayerCount::new`] |
//! | standard start / seeded random deployment | [`Kyrras::standard`], [`Kyrras::random`] (or [`Setup::standard`], [`Setup::random`] and [`Setup::finish`] to keep the setup for a record) |
//! | position text | [`Kyrras::parse_position`], [`Kyrras::position_text`] (also `PositionNotation`) |
//! | move text | `MoveNotation::format_move`, `MoveNotation::parse_move` |
//! | whole game record | [`format_game_record`], [`load_record`], [`Record`] |
//! | JSON record | [`JsonRecord::build`], [`JsonRecord::load`] |
//! | perft | `board_core::perft`, `board_core::divide` |
//!
//! Every parser takes `&str`, returns an error value with a position, and
//! never panics.
//!
//! ```
//! use board_core::{perft, Game};
//! use kyrras::{Kyrras, PlayerCount};
//!
//! let mut game = Kyrras::standard(PlayerCount::Two);
//! let mut moves = kyrras::Moves::new();
//! game.generate_moves(&mut moves);
//! game.play(moves[0]).unwrap();
//! assert_eq!(game.to_act(), Some(board_core::Player::new(1)));
//! assert!(perft(&game, 2) > 0);
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod board;
mod count;
mod json;
mod moves;
mod notation;
mod piece;
mod position;
mod record;
mod setup;
mod state;
mod tables;
mod territory;

pub use count::PlayerCount;
pub use json::{JsonRecord, JsonRecordError, MoveEntry, PieceEntry, iso8601, piece_state, utc_now};
pub use moves::Move;
pub use notation::{MoveError, MoveText, PieceText, PlacedText, SyntaxError};
pub use piece::{Kind, Piece};
pub use position::PositionError;
pub use record::{
    Annotation, Record, RecordError, RecordLine, RecordMove, RecordPlacement, format_game_record,
    load_record, outcome_text,
};
pub use setup::{
    KingThreatened, Placement, Setup, SetupAction, SetupError, standard_army, standard_mountains,
};
pub use state::{Kyrras, MAX_MOVES, Moves, Phase, PlayError};
pub use territory::{Seat, contested_cells, home_territory, in_home, promotion_zone};
