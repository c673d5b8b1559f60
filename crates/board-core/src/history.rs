//! [`History`]: a game as it was played, with undo and redo, for any
//! [`Game`].

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::game::Game;
#[cfg(feature = "serde")]
use crate::notation::{MoveNotation, PositionNotation};

/// A start state and the moves played from it, with undo and redo.
///
/// Every state along the line is kept, so [`undo`](History::undo) and
/// [`redo`](History::redo) are O(1). Playing a new move after an undo
/// drops the undone moves, as in an editor.
///
/// With the `serde` feature a history of a game with [`PositionNotation`](crate::PositionNotation)
/// and [`MoveNotation`](crate::MoveNotation) serializes as
/// `{"format":1,"start":POSITION,"moves":[MOVE,...],"cursor":N}`: text, not
/// internal numbers, so saved games stay readable and survive library
/// upgrades; loading replays and checks every move.
///
/// ```
/// use board_core::{Game, History};
/// # use board_core::{IllegalMove, MoveList, Outcome, Player};
/// # #[derive(Clone, Debug, PartialEq)]
/// # struct Nim { stones: u8, turn: u8 }
/// # impl Game for Nim {
/// #     type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
/// #     fn player_count(&self) -> usize { 2 }
/// #     fn to_act(&self) -> Option<Player> { (self.stones > 0).then(|| Player::new(self.turn)) }
/// #     fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.stones.min(3) { m.push(t) } }
/// #     fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
/// #     fn play_unchecked(&mut self, mv: u8) { self.stones -= mv; self.turn ^= 1; }
/// #     fn outcome(&self) -> Option<Outcome> { (self.stones == 0).then(|| Outcome::Winner(Player::new(self.turn ^ 1))) }
/// #     fn zobrist(&self) -> u64 { (self.stones as u64) << 1 | self.turn as u64 }
/// # }
/// let mut h = History::new(Nim { stones: 7, turn: 0 });
/// h.play(3).unwrap();
/// h.play(2).unwrap();
/// assert!(h.play(9).is_err()); // refused; nothing changes
/// assert_eq!(h.current().stones, 2);
/// assert_eq!(h.undo(), Some(2));
/// assert_eq!(h.current().stones, 4);
/// assert_eq!(h.redo(), Some(2));
/// h.undo();
/// h.play(1).unwrap(); // drops the undone move
/// assert_eq!(h.moves(), &[3, 1]);
/// assert!(!h.can_redo());
/// ```
#[derive(Clone)]
pub struct History<G: Game> {
    /// `states[i]` is the state after `moves[..i]`; `states[0]` the start.
    states: Vec<G>,
    moves: Vec<G::Move>,
    /// How many of `moves` are played (the rest can be redone).
    cursor: usize,
}

impl<G: Game> History<G> {
    /// A history at `start` with no moves.
    pub fn new(start: G) -> Self {
        History {
            states: alloc::vec![start],
            moves: Vec::new(),
            cursor: 0,
        }
    }

    /// The state the history starts from.
    pub fn start(&self) -> &G {
        &self.states[0]
    }

    /// The state after the played moves.
    pub fn current(&self) -> &G {
        &self.states[self.cursor]
    }

    /// The played moves (not the undone ones), in order.
    pub fn moves(&self) -> &[G::Move] {
        &self.moves[..self.cursor]
    }

    /// The number of played moves.
    pub fn len(&self) -> usize {
        self.cursor
    }

    /// Whether no move is played.
    pub fn is_empty(&self) -> bool {
        self.cursor == 0
    }

    /// The state after the first `ply` played moves (`None` past the
    /// cursor).
    pub fn state_at(&self, ply: usize) -> Option<&G> {
        (ply <= self.cursor).then(|| &self.states[ply])
    }

    /// Plays `mv` on the current state; on success the undone moves are
    /// dropped. On error nothing changes.
    pub fn play(&mut self, mv: G::Move) -> Result<(), G::Error> {
        let mut next = self.current().clone();
        next.play(mv)?;
        self.states.truncate(self.cursor + 1);
        self.moves.truncate(self.cursor);
        self.states.push(next);
        self.moves.push(mv);
        self.cursor += 1;
        Ok(())
    }

    /// Takes back the last played move and returns it (`None` at the
    /// start).
    pub fn undo(&mut self) -> Option<G::Move> {
        if self.cursor == 0 {
            return None;
        }
        self.cursor -= 1;
        Some(self.moves[self.cursor])
    }

    /// Plays the last undone move again and returns it.
    pub fn redo(&mut self) -> Option<G::Move> {
        if !self.can_redo() {
            return None;
        }
        self.cursor += 1;
        Some(self.moves[self.cursor - 1])
    }

    /// Whether an undone move can be redone.
    pub fn can_redo(&self) -> bool {
        self.cursor < self.moves.len()
    }

    /// Each played move with the state it was played from.
    pub fn plies(&self) -> impl Iterator<Item = (&G, G::Move)> {
        self.states.iter().zip(self.moves()).map(|(s, &m)| (s, m))
    }

    /// The played moves as text, each written in the state it was played
    /// from.
    pub fn move_texts(&self, mut format: impl FnMut(&G, G::Move) -> String) -> Vec<String> {
        self.plies().map(|(s, m)| format(s, m)).collect()
    }
}

impl<G: Game + fmt::Debug> fmt::Debug for History<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("History")
            .field("start", self.start())
            .field("moves", &self.moves())
            .field("undone", &&self.moves[self.cursor..])
            .finish()
    }
}

/// Why a saved [`History`] could not be loaded.
#[cfg(feature = "serde")]
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum HistoryError {
    /// A format version this library does not read.
    Format(u32),
    /// The start position is invalid.
    Start(String),
    /// Move `ply` (0-based) is not a legal move there.
    Move {
        /// Which move.
        ply: usize,
        /// Why.
        reason: String,
    },
    /// The cursor is past the last move.
    Cursor(usize),
}

#[cfg(feature = "serde")]
impl fmt::Display for HistoryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HistoryError::Format(v) => {
                write!(f, "unknown history format {v} (this library reads 1)")
            }
            HistoryError::Start(e) => write!(f, "invalid start position: {e}"),
            HistoryError::Move { ply, reason } => write!(f, "move {}: {reason}", ply + 1),
            HistoryError::Cursor(c) => write!(f, "cursor {c} is past the last move"),
        }
    }
}

#[cfg(feature = "serde")]
impl core::error::Error for HistoryError {}

#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct SavedHistory {
    format: u32,
    start: String,
    moves: Vec<String>,
    cursor: usize,
}

#[cfg(feature = "serde")]
impl<G: MoveNotation + PositionNotation> History<G> {
    /// Rebuilds a history from its start text and move texts, checking
    /// every move; `cursor` moves are played, the rest can be redone.
    ///
    /// ```
    /// # use board_core::{Game, History, MoveNotation, PositionNotation, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone, Debug, PartialEq)]
    /// # struct Nim(u8);
    /// # impl Game for Nim {
    /// #     type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
    /// #     fn player_count(&self) -> usize { 1 }
    /// #     fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
    /// #     fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
    /// #     fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
    /// #     fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
    /// #     fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
    /// #     fn zobrist(&self) -> u64 { self.0 as u64 }
    /// # }
    /// # impl MoveNotation for Nim {
    /// #     type ParseError = IllegalMove;
    /// #     fn format_move(&self, mv: u8) -> String { mv.to_string() }
    /// #     fn parse_move(&self, t: &str) -> Result<u8, IllegalMove> {
    /// #         t.parse().ok().filter(|&m| self.is_legal(m)).ok_or(IllegalMove)
    /// #     }
    /// # }
    /// # impl PositionNotation for Nim {
    /// #     type PositionError = IllegalMove;
    /// #     fn to_position_text(&self) -> String { self.0.to_string() }
    /// #     fn from_position_text(t: &str) -> Result<Self, IllegalMove> { t.parse().map(Nim).map_err(|_| IllegalMove) }
    /// # }
    /// let h = History::<Nim>::from_texts("7", &["3", "2"], 2).unwrap();
    /// assert_eq!(h.current(), &Nim(2));
    /// let json = serde_json::to_string(&h).unwrap();
    /// assert_eq!(json, r#"{"format":1,"start":"7","moves":["3","2"],"cursor":2}"#);
    /// let back: History<Nim> = serde_json::from_str(&json).unwrap();
    /// assert_eq!(back.moves(), h.moves());
    /// assert!(History::<Nim>::from_texts("7", &["3", "9"], 2).is_err());
    /// ```
    pub fn from_texts(
        start: &str,
        moves: &[impl AsRef<str>],
        cursor: usize,
    ) -> Result<Self, HistoryError> {
        use alloc::string::ToString;
        if cursor > moves.len() {
            return Err(HistoryError::Cursor(cursor));
        }
        let start = G::from_position_text(start).map_err(|e| HistoryError::Start(e.to_string()))?;
        let mut history = History::new(start);
        for (ply, text) in moves.iter().enumerate() {
            let mv =
                history
                    .current()
                    .parse_move(text.as_ref())
                    .map_err(|e| HistoryError::Move {
                        ply,
                        reason: e.to_string(),
                    })?;
            history.play(mv).map_err(|e| HistoryError::Move {
                ply,
                reason: e.to_string(),
            })?;
        }
        history.cursor = cursor;
        Ok(history)
    }
}

#[cfg(feature = "serde")]
impl<G: MoveNotation + PositionNotation> serde::Serialize for History<G> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let saved = SavedHistory {
            format: 1,
            start: self.start().to_position_text(),
            moves: self
                .states
                .iter()
                .zip(&self.moves)
                .map(|(state, &mv)| state.format_move(mv))
                .collect(),
            cursor: self.cursor,
        };
        saved.serialize(s)
    }
}

#[cfg(feature = "serde")]
impl<'de, G: MoveNotation + PositionNotation> serde::Deserialize<'de> for History<G> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use alloc::string::ToString;
        // The reader's own messages quote wrong-typed values whole.
        let saved = SavedHistory::deserialize(d).map_err(|e| {
            serde::de::Error::custom(crate::notation::bounded_message(&e.to_string()))
        })?;
        if saved.format != 1 {
            return Err(serde::de::Error::custom(HistoryError::Format(saved.format)));
        }
        History::from_texts(&saved.start, &saved.moves, saved.cursor)
            .map_err(|e| serde::de::Error::custom(crate::notation::bounded_message(&e.to_string())))
    }
}
