//! Text forms of moves and positions, as the CLI and the conformance kit use
//! them.

use alloc::string::String;

use crate::game::Game;

/// Moves written as text, relative to the position they are played from
/// (like SAN in chess, where `Nf3` needs the board to be understood).
///
/// Contract (checked by the conformance kit): for every legal move `m`,
/// `parse_move(&format_move(m)) == Ok(m)`, and `parse_move` never returns a
/// move that is not legal.
///
/// ```
/// use board_core::{Game, MoveNotation};
/// # use board_core::{IllegalMove, MoveList, Outcome, Player};
/// # #[derive(Clone)] struct Nim(u8);
/// # impl Game for Nim {
/// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
/// #   fn player_count(&self) -> usize { 2 }
/// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
/// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
/// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
/// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
/// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
/// #   fn zobrist(&self) -> u64 { self.0 as u64 }
/// # }
/// impl MoveNotation for Nim {
///     type ParseError = IllegalMove;
///     fn format_move(&self, mv: u8) -> String {
///         format!("take{mv}")
///     }
///     fn parse_move(&self, text: &str) -> Result<u8, IllegalMove> {
///         let n = text.strip_prefix("take").and_then(|n| n.parse().ok()).ok_or(IllegalMove)?;
///         if self.is_legal(n) { Ok(n) } else { Err(IllegalMove) }
///     }
/// }
/// let g = Nim(2);
/// assert_eq!(g.parse_move(&g.format_move(2)), Ok(2));
/// assert!(g.parse_move("take3").is_err());
/// ```
pub trait MoveNotation: Game {
    /// Why a text is not a legal move here.
    type ParseError: core::error::Error;

    /// The move's text in the current position.
    fn format_move(&self, mv: Self::Move) -> String;

    /// Reads a legal move of the current position.
    fn parse_move(&self, text: &str) -> Result<Self::Move, Self::ParseError>;

    /// The move as a person reads it in a move list (SAN for chess), which
    /// [`parse_move`](Self::parse_move) also reads. By default
    /// [`format_move`](Self::format_move).
    fn display_move(&self, mv: Self::Move) -> String {
        self.format_move(mv)
    }
}

/// A one-line text that holds everything needed to continue the game (FEN in
/// chess).
///
/// Contract (checked by the conformance kit): for every reachable state `s`,
/// `from_position_text(&s.to_position_text())` is a state that plays on like
/// `s` (same hash, same legal moves) and formats to the same text.
pub trait PositionNotation: Game + Sized {
    /// Why a text is not a valid position.
    type PositionError: core::error::Error;

    /// The position as one line of text.
    fn to_position_text(&self) -> String;

    /// Reads and validates a position.
    fn from_position_text(text: &str) -> Result<Self, Self::PositionError>;
}

/// An error message cut to at most about 200 characters: its head and its
/// tail (where a JSON reader says the line and column) around `...`. The
/// JSON reader quotes a wrong-typed value whole (`invalid type: string
/// "..."`); loaders pass their reader's messages through this so that a
/// huge input never ends up whole in a message.
///
/// ```
/// use board_core::bounded_message;
/// assert_eq!(bounded_message("short"), "short");
/// let long = format!("invalid type: string \"{}\", expected u32 at line 1 column 9", "x".repeat(10_000));
/// let cut = bounded_message(&long);
/// assert!(cut.len() < 220);
/// assert!(cut.starts_with("invalid type: string \"xxx"));
/// assert!(cut.ends_with("expected u32 at line 1 column 9"));
/// ```
pub fn bounded_message(message: &str) -> String {
    const HEAD: usize = 140;
    const TAIL: usize = 60;
    let count = message.chars().count();
    if count <= HEAD + TAIL + 5 {
        return String::from(message);
    }
    let head: String = message.chars().take(HEAD).collect();
    let tail: String = message.chars().skip(count - TAIL).collect();
    alloc::format!("{head} ... {tail}")
}
