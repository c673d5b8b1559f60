//! Typed errors: bad cell names, bad move texts, illegal moves and bad
//! position texts.

use alloc::string::String;

use thiserror::Error;

use crate::mv::Move;

/// A text that is not the name of a cell (`a1` ... `l6`, no `j`).
///
/// ```
/// use glinski::Cell;
/// let err = "j5".parse::<Cell>().unwrap_err();
/// assert_eq!(err.to_string(), "not a cell of Glinski's board: \"j5\"");
/// ```
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error("not a cell of Glinski's board: {0:?}")]
pub struct CellError(pub String);

/// Why [`Game::play`](board_core::Game::play) refused a move.
///
/// ```
/// use board_core::Game;
/// use glinski::{Glinski, Move};
/// let mut g = Glinski::start();
/// let m: Move = "f5f8".parse().unwrap();
/// assert_eq!(g.play(m).unwrap_err().to_string(), "illegal move f5f8");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum PlayError {
    /// The move is not among the legal moves of the position.
    #[error("illegal move {0}")]
    Illegal(Move),
    /// The game is over (checkmate or stalemate).
    #[error("the game is over")]
    GameOver,
}

/// Why a move text was refused by
/// [`parse_move`](board_core::MoveNotation::parse_move).
///
/// ```
/// use board_core::MoveNotation;
/// use glinski::{Glinski, MoveParseError};
/// let g = Glinski::start();
/// assert!(matches!(g.parse_move("f5"), Err(MoveParseError::Syntax(_))));
/// assert!(matches!(g.parse_move("f5f8"), Err(MoveParseError::Illegal(_))));
/// let g: Glinski = "K5/7/8/9/10/9P1/10/9/8/7/5k w - 0 1".parse().unwrap();
/// assert_eq!(
///     g.parse_move("f10f11").unwrap_err().to_string(),
///     "f10f11 needs a promotion piece: f10f11q, f10f11r, f10f11b or f10f11n"
/// );
/// ```
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum MoveParseError {
    /// Not of the form `<cell><cell>[q|r|b|n]`.
    #[error("not a move in coordinate notation (like f5f6 or f10f11q): {0:?}")]
    Syntax(String),
    /// Well formed, but not a legal move here.
    #[error("illegal move here: {0}")]
    Illegal(String),
    /// A pawn move to the far end of its file written without the piece it
    /// becomes (GL-1.2); the message lists the four ways to write it.
    #[error("{0} needs a promotion piece: {0}q, {0}r, {0}b or {0}n")]
    NeedsPromotion(String),
}

/// Why a position text was refused.
///
/// ```
/// use board_core::PositionNotation;
/// use glinski::{Glinski, PositionError};
/// let err = Glinski::from_position_text("6/6 w - 0 1").unwrap_err();
/// assert!(matches!(err, PositionError::FileCount(2)));
/// ```
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum PositionError {
    /// Not five space-separated fields.
    #[error("expected 5 fields (board, side, en passant, halfmove, fullmove), found {0}")]
    FieldCount(usize),
    /// The board field does not have 11 files.
    #[error("expected 11 files separated by '/', found {0}")]
    FileCount(usize),
    /// A file describes more or fewer cells than it has.
    #[error("file {file} describes {found} cells, but has {expected}")]
    FileLength {
        /// The file letter.
        file: char,
        /// The number of cells described.
        found: usize,
        /// The number of cells of that file.
        expected: usize,
    },
    /// A character that is neither a piece letter nor a digit.
    #[error("unexpected character {0:?} in the board field")]
    BadChar(char),
    /// The side to move is not `w` or `b`.
    #[error("side to move must be 'w' or 'b', found {0:?}")]
    BadSide(String),
    /// A side has no king or more than one.
    #[error("{0} must have exactly one king, found {1}")]
    KingCount(crate::Color, u32),
    /// More pawns or pieces than the starting set and promotions allow: at
    /// most nine pawns, and no more extra queens, rooks, bishops and
    /// knights than missing pawns.
    #[error(
        "{0} has impossible material: at most 9 pawns, and no more pieces beyond the starting set (1 queen, 2 rooks, 3 bishops, 2 knights) than missing pawns"
    )]
    ImpossibleMaterial(crate::Color),
    /// A pawn stands on its own side's promotion edge.
    #[error("{0} pawn on its promotion cell {1}")]
    PawnOnPromotionCell(crate::Color, crate::Cell),
    /// The side that just moved is in check.
    #[error("the side not to move ({0}) is in check")]
    OpponentInCheck(crate::Color),
    /// The en-passant field is not `-` or a cell.
    #[error("bad en-passant field {0:?}")]
    BadEnPassant(String),
    /// The en-passant cell is not one a double step just skipped.
    #[error("en-passant cell {0} is not the cell skipped by a double step that was just made")]
    ImpossibleEnPassant(crate::Cell),
    /// The halfmove or fullmove counter is not a number in range.
    #[error("bad move counter {0:?} (halfmove: 0-65535, fullmove: 1-65535)")]
    BadCounter(String),
}

/// `text` for an error message: at most 40 characters, then `...`, so that
/// a huge input never ends up whole in a message.
pub(crate) fn bounded(text: &str) -> String {
    const MAX: usize = 40;
    match text.char_indices().nth(MAX) {
        None => String::from(text),
        Some((cut, _)) => alloc::format!("{}...", &text[..cut]),
    }
}
