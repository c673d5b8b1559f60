//! Normal Chess: standard FIDE chess (rules: `docs/rules/normal-chess.md`).
//!
//! * [`Position`]: the state a FEN holds, `Copy`, with legal move generation
//!   (pin and check masks), [`perft`](Position::perft), FEN, UCI and SAN.
//! * [`Chess`]: a position plus the hashes of the positions since the last
//!   irreversible move, for the threefold-repetition rule. This is the game
//!   to play whole games with.
//!
//! Both implement [`board_core::Game`]. The game is over on checkmate,
//! stalemate, insufficient material and the fifty-move rule (for `Position`
//! and `Chess`) and on threefold repetition (`Chess` only); draws are
//! treated as claimed as soon as they can be. The rules, numbered, are in
//! `docs/rules/normal-chess.md`.
//!
//! ```
//! use lytharia::chess::{Chess, Position};
//! use board_core::{Game, Outcome, Player};
//!
//! let mut game = Chess::new();
//! for san in ["f3", "e5", "g4", "Qh4#"] {
//!     let mv = game.position().parse_san(san).unwrap();
//!     game.play(mv).unwrap();
//! }
//! assert_eq!(game.outcome(), Some(Outcome::Winner(Player::new(1))));
//! ```

mod eval;
mod eval_weights;
mod fen;
mod game;
mod inspect;
mod movegen;
mod notation;
pub mod pgn;
mod position;
#[cfg(feature = "proptest")]
pub mod strategy;
pub mod tuning;
mod types;

/// Everything needed to play Normal Chess: board-core's prelude (the
/// [`Game`](board_core::Game) trait, notation traits, [`Inspect`](board_core::Inspect), ...) and the
/// chess types.
///
/// ```
/// use lytharia::chess::prelude::*;
///
/// let mut game = Chess::new();
/// let mv = game.parse_move("e4").unwrap();
/// game.play(mv).unwrap();
/// assert_eq!(game.to_position_text(),
///            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
/// assert_eq!(game.view(Perspective::Spectator).pieces().count(), 32);
/// assert_eq!(perft(&Position::startpos(), 2), 400);
/// ```
pub mod prelude {
    pub use super::pgn::{Pgn, PgnError};
    pub use super::{
        Chess, ChessTextError, DrawClaims, GameEnd, IllegalMoveError, Move, Piece, Position,
    };
    pub use board_core::prelude::*;
}

pub use board_core::square::Color;
pub use pgn::movetext as pgn_movetext;

/// A move text that parses in the start position, in UCI (what `moves`
/// prints); [`EXAMPLE_SAN`] is the same kind of move in SAN. Both forms are
/// accepted by [`parse_move`](board_core::MoveNotation::parse_move).
///
/// ```
/// use board_core::MoveNotation;
/// use lytharia::chess::{Chess, EXAMPLE_MOVE, EXAMPLE_SAN};
/// let game = Chess::default();
/// assert!(game.parse_move(EXAMPLE_MOVE).is_ok());
/// assert!(game.parse_move(EXAMPLE_SAN).is_ok());
/// ```
pub const EXAMPLE_MOVE: &str = "e2e4";

/// A SAN move text that parses in the start position (see [`EXAMPLE_MOVE`]).
pub const EXAMPLE_SAN: &str = "Nf3";
pub use fen::FenError;
pub use game::{Chess, ChessTextError, DrawClaims, GameEnd};
pub use inspect::seat_color;
pub use movegen::{MAX_MOVES, Moves};
pub use notation::MoveParseError;
pub use position::Position;
pub use types::{CastlingRights, Move, Piece};

/// The error of [`Position::play`]: the move is not legal in the position.
///
/// ```
/// use lytharia::chess::{IllegalMoveError, Move, Position};
/// use board_core::square::Square;
/// let err = Position::startpos().play(Move::new(Square::A1, Square::A5, None)).unwrap_err();
/// assert_eq!(err.to_string(), "illegal move a1a5");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("illegal move {0}")]
pub struct IllegalMoveError(pub Move);

/// `text` for an error message: at most 40 characters, then `...`, so that
/// a huge input never ends up whole in a message.
pub(crate) fn bounded(text: &str) -> String {
    const MAX: usize = 40;
    match text.char_indices().nth(MAX) {
        None => text.to_string(),
        Some((cut, _)) => format!("{}...", &text[..cut]),
    }
}
