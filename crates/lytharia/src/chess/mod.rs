//! Normal Chess: standard FIDE chess (RULINGS L-7).
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

mod fen;
mod game;
mod movegen;
mod notation;
mod position;
mod types;

pub use board_core::square::Color;
pub use fen::FenError;
pub use game::{Chess, GameEnd};
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
