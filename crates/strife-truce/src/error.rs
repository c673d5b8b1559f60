//! Error types: illegal actions, bad action text, bad position text.

use alloc::string::String;

/// The longest piece of user text an error message quotes.
pub(crate) const QUOTE_LIMIT: usize = 40;

/// At most [`QUOTE_LIMIT`] characters of `text`, with `...` when cut.
pub(crate) fn bounded(text: &str) -> String {
    let mut chars = text.chars();
    let mut out: String = chars.by_ref().take(QUOTE_LIMIT).collect();
    if chars.next().is_some() {
        out.push_str("...");
    }
    out
}

/// Why a decision was refused or its text could not be read. Texts quoted
/// in errors are cut to 40 characters (and `...`).
///
/// ```
/// use board_core::{Game, MoveNotation, Square};
/// use strife_truce::{Action, ActionError, Strife};
/// let mut g = Strife::start(Default::default());
/// assert_eq!(g.play(Action::plain(Square::E2, Square::E5, None)), Err(ActionError::Illegal));
/// assert!(matches!(g.parse_move("e2e4,ZZ"), Err(ActionError::Syntax { .. })));
/// ```
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ActionError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// A well-formed decision that is not legal here.
    #[error("illegal action")]
    Illegal,
    /// Text that is not a decision.
    #[error("malformed action {text:?}: {reason}")]
    Syntax {
        /// The text read.
        text: String,
        /// What is wrong with it.
        reason: &'static str,
    },
    /// Well-formed text that names no legal decision here.
    #[error("illegal action {0:?}")]
    IllegalText(String),
    /// Well-formed text of a decision refused for a reason the player can
    /// act on (ST-20.7): `"Double Play costs 5 mana, White has 0"`.
    #[error("{text} is not legal now: {reason}")]
    Refused {
        /// The text read (at most 40 characters).
        text: String,
        /// Why, in words.
        reason: String,
    },
}

/// Why a position text was refused. Texts quoted in errors are cut to 40
/// characters (and `...`).
///
/// ```
/// use strife_truce::{parse_position, PositionError};
/// let e = parse_position("4k3/8/8/8/8/8/8/4K3 w mana=50/0 sets=none/none ply=0");
/// assert_eq!(e, Err(PositionError::Invalid("mana above 40")));
/// ```
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PositionError {
    /// A required field is missing.
    #[error("missing field: {0}")]
    Missing(&'static str),
    /// The board part is not 8 ranks of 8 squares with valid letters.
    #[error("bad board: {0}")]
    Board(&'static str),
    /// A field could not be read.
    #[error("bad field {field}: {value:?}")]
    Field {
        /// The field's name.
        field: &'static str,
        /// Its text.
        value: String,
    },
    /// A field given twice, or an unknown one.
    #[error("unknown or repeated field {0:?}")]
    UnknownField(String),
    /// The position breaks a rule (for example a pawn on rank 1, a cell
    /// under a piece, mana above 40).
    #[error("invalid position: {0}")]
    Invalid(&'static str),
}
