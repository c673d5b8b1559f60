//! # Kyrras
//!
//! Kyrras, a hex chess for 2 to 4 players with Mountains, directional
//! pieces and Viceroy replacement, on board-core's hex layer. The rules,
//! numbered `KY-...`, are in the repository's rules document for Kyrras;
//! the text formats in its notation document.
//!
//! * [`Kyrras`]: a game in play; implements [`board_core::Game`],
//!   [`board_core::MoveNotation`], [`board_core::PositionNotation`],
//!   [`board_core::inspect::Inspect`], [`board_core::Evaluate`] and
//!   [`board_core::Determinize`]; `FromStr`/`Display` are its one-line
//!   position text, and so is `Debug`.
//! * [`Move`]: one decision; its cells are board-core [`Hex`](board_core::hex::Hex)
//!   coordinates ([`Move::from`], [`Move::to`], [`Move::action`]).
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
//! | position text | [`Kyrras::parse_position`], [`Kyrras::position_text`] (also `FromStr`, `Display`, `PositionNotation`) |
//! | move text | `MoveNotation::format_move`, `MoveNotation::parse_move` |
//! | whole game record | [`format_game_record`], [`load_record`], [`Record`] |
//! | JSON record | [`JsonRecord::build`], [`JsonRecord::load`] |
//! | perft | `board_core::perft`, `board_core::divide` |
//!
//! Every parser takes `&str`, returns an error value with a position, and
//! never panics; error messages quote at most a short piece of the input.
//!
//! ## Features
//!
//! * `std` (default): [`json::utc_now`], the clock for JSON records.
//! * `proptest`: `kyrras::strategy`, proptest strategies for setups,
//!   reachable games and random valid positions.
//!
//! ```
//! use kyrras::prelude::*;
//!
//! let mut game = Kyrras::standard(PlayerCount::Two);
//! let mv = game.legal_moves()[0];
//! game.play(mv).unwrap();
//! assert_eq!(game.to_act(), Some(Player::new(1)));
//! assert!(perft(&game, 2) > 0);
//! let text = game.to_string();
//! assert_eq!(text.parse::<Kyrras>().unwrap(), game);
//! assert!(game.evaluate(Player::new(0)).abs() < 1000);
//! assert_eq!(game.view(Perspective::Spectator).sides.len(), 2);
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub use board_core;

mod board;
mod bulk;
mod count;
pub mod eval;
mod inspect;
pub mod json;
mod moves;
mod notation;
mod piece;
mod position;
pub mod record;
mod setup;
mod state;
#[cfg(feature = "proptest")]
pub mod strategy;
mod tables;
mod territory;
mod text;
mod words;

pub use count::PlayerCount;
pub use inspect::MOUNTAIN_MARK;
pub use json::{JsonRecord, JsonRecordError, MoveEntry, PieceEntry};
pub use moves::{Action, Move};
pub use notation::{MoveError, MoveText, PieceText, PlacedText, SyntaxError};
pub use piece::{Kind, Piece};
pub use position::PositionError;
pub use record::{
    Annotation, Record, RecordError, RecordLine, RecordMove, RecordPlacement, format_game_record,
    load_record,
};
pub use setup::{
    KingThreatened, Placement, Setup, SetupAction, SetupError, standard_army, standard_mountains,
};
pub use state::{Kyrras, MAX_MOVES, Moves, Phase, PlayError};
pub use territory::{Seat, contested_cells, home_territory, in_home, promotion_zone};

/// A move in full notation, as `tabletop moves kyrras` prints it, that is
/// legal in the standard 2-player start ([`Kyrras::default`]); see
/// [`EXAMPLE_SHORT_MOVE`] for what a person may type instead (KY-12.1).
///
/// ```
/// use board_core::MoveNotation;
/// use kyrras::{EXAMPLE_MOVE, EXAMPLE_SHORT_MOVE, Kyrras};
/// let g = Kyrras::default();
/// let mv = g.parse_move(EXAMPLE_MOVE).unwrap();
/// assert_eq!(g.format_move(mv), EXAMPLE_MOVE);
/// assert_eq!(g.parse_move(EXAMPLE_SHORT_MOVE), Ok(mv));
/// ```
pub const EXAMPLE_MOVE: &str = "P1B(1,-2)-(1,-1)";

/// The same move as [`EXAMPLE_MOVE`] as a person types it: the two cells.
pub const EXAMPLE_SHORT_MOVE: &str = "(1,-2)-(1,-1)";

/// Everything needed to play: board-core's prelude and Kyrras's main types.
///
/// ```
/// use kyrras::prelude::*;
/// let g = Kyrras::standard(PlayerCount::Three);
/// assert_eq!(g.player_count(), 3);
/// let mv = g.parse_move(&g.format_move(g.legal_moves()[0])).unwrap();
/// assert!(g.is_legal(mv));
/// assert!(g.piece_at(Hex::new(0, 0)).is_none());
/// ```
pub mod prelude {
    pub use board_core::prelude::*;

    pub use crate::{Action, Kind, Kyrras, Move, Moves, Phase, Piece, PlayerCount, Setup};
}

/// The README's examples run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
