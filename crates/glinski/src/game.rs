//! board-core's traits for [`Glinski`]: [`Game`], [`MoveNotation`],
//! [`PositionNotation`], and serde via the position text.

use alloc::string::{String, ToString};

use board_core::{
    Game, MoveBuffer, MoveList, MoveNotation, Outcome, Player, PositionNotation, Ranking,
};

use crate::error::{MoveParseError, PlayError, PositionError};
use crate::movegen::{Counter, Lister};
use crate::mv::{Move, parse_coordinates};
use crate::piece::Color;
use crate::position::Glinski;
use crate::tables::MAX_MOVES;

/// The move list of [`Glinski`]: stack-allocated, sized to the proven
/// bound [`MAX_MOVES`].
///
/// ```
/// use board_core::Game;
/// use glinski::{Glinski, Moves};
/// let mut moves = Moves::new();
/// Glinski::start().generate_moves(&mut moves);
/// assert_eq!(moves.len(), 51);
/// ```
pub type Moves = MoveList<Move, MAX_MOVES>;

/// How a game of Glinski's chess ended.
///
/// ```
/// use glinski::{Color, Termination};
/// let t = Termination::Stalemate { stalemated: Color::Black };
/// assert_eq!(t.points(Color::White), 0.75);
/// assert_eq!(t.points(Color::Black), 0.25);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Termination {
    /// The side to move is in check and has no legal move: it lost.
    Checkmate {
        /// The side that was mated.
        loser: Color,
    },
    /// The side to move is not in check and has no legal move. In Glinski's
    /// rules this is not a draw: the stalemating side scores 3/4 and the
    /// stalemated side 1/4.
    Stalemate {
        /// The side that cannot move.
        stalemated: Color,
    },
}

impl Termination {
    /// The tournament points `color` scores: 1 / 0 for checkmate, 3/4 / 1/4
    /// for stalemate.
    ///
    /// ```
    /// use glinski::{Color, Termination};
    /// let t = Termination::Checkmate { loser: Color::White };
    /// assert_eq!(t.points(Color::Black), 1.0);
    /// ```
    pub fn points(self, color: Color) -> f32 {
        match self {
            Termination::Checkmate { loser } => {
                if color == loser {
                    0.0
                } else {
                    1.0
                }
            }
            Termination::Stalemate { stalemated } => {
                if color == stalemated {
                    0.25
                } else {
                    0.75
                }
            }
        }
    }
}

impl Glinski {
    /// The end of the game, if it is over: checkmate or stalemate. (Draws
    /// by repetition, the fifty-move rule or insufficient material are
    /// not adjudicated; the halfmove clock is kept for callers that want
    /// them.)
    ///
    /// ```
    /// use board_core::PositionNotation;
    /// use glinski::{Color, Glinski, Termination};
    /// // Black's king on f11 is stalemated by the white queen on f9 and pawn on f10.
    /// let g = Glinski::from_position_text("6/7/8/9/10/8QPk/K9/9/8/7/6 b - 0 1").unwrap();
    /// assert_eq!(g.termination(), Some(Termination::Stalemate { stalemated: Color::Black }));
    /// assert_eq!(Glinski::start().termination(), None);
    /// ```
    pub fn termination(&self) -> Option<Termination> {
        if self.count_moves() > 0 {
            return None;
        }
        Some(if self.in_check() {
            Termination::Checkmate { loser: self.side }
        } else {
            Termination::Stalemate {
                stalemated: self.side,
            }
        })
    }

    /// The legal moves as a list.
    ///
    /// ```
    /// use glinski::Glinski;
    /// assert_eq!(Glinski::start().legal_moves().len(), 51);
    /// ```
    pub fn legal_moves(&self) -> Moves {
        let mut moves = Moves::new();
        self.generate(&mut Lister(&mut moves));
        moves
    }
}

impl Game for Glinski {
    type Move = Move;
    type Moves = Moves;
    type Error = PlayError;

    fn player_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> Option<Player> {
        self.termination().is_none().then(|| self.side.player())
    }

    #[inline]
    fn generate_moves(&self, moves: &mut Moves) {
        self.generate(&mut Lister(moves));
    }

    #[inline]
    fn count_moves(&self) -> u64 {
        let mut c = Counter::new();
        self.generate(&mut c);
        c.total()
    }

    fn is_legal(&self, mv: Move) -> bool {
        let mut moves = Moves::new();
        self.generate(&mut Lister(&mut moves));
        moves.as_slice().contains(&mv)
    }

    fn play(&mut self, mv: Move) -> Result<(), PlayError> {
        let mut moves = Moves::new();
        self.generate(&mut Lister(&mut moves));
        if moves.is_empty() {
            return Err(PlayError::GameOver);
        }
        if !moves.contains(&mv) {
            return Err(PlayError::Illegal(mv));
        }
        self.make(mv);
        Ok(())
    }

    #[inline]
    fn play_unchecked(&mut self, mv: Move) {
        self.make(mv);
    }

    /// Checkmate: the other side wins. Stalemate (3/4 to the stalemating
    /// side in Glinski's rules) is neither a full win nor a draw; it is
    /// reported as a [`Ranking`] with the stalemating side first and the
    /// stalemated side second. [`Glinski::termination`] tells the two apart.
    fn outcome(&self) -> Option<Outcome> {
        self.termination().map(|t| match t {
            Termination::Checkmate { loser } => Outcome::Winner(loser.opponent().player()),
            Termination::Stalemate { stalemated } => {
                let mut places = [1u8; 2];
                places[stalemated as usize] = 2;
                match Ranking::new(&places) {
                    Some(r) => Outcome::Ranking(r),
                    None => Outcome::Draw,
                }
            }
        })
    }

    #[inline]
    fn zobrist(&self) -> u64 {
        self.hash
    }

    fn zobrist_from_scratch(&self) -> u64 {
        self.hash_from_scratch()
    }
}

impl MoveNotation for Glinski {
    type ParseError = MoveParseError;

    /// Coordinate notation: from-cell, to-cell, and a promotion letter
    /// (`q`, `r`, `b`, `n`) if any, e.g. `f5f6`, `c7d6`, `f10f11q`.
    fn format_move(&self, mv: Move) -> String {
        mv.to_string()
    }

    /// Reads the coordinate text; spaces and a `-` between the cells are
    /// allowed (`f5-f6`, `f5 f6`, GL-1.1). A pawn move to the far end
    /// without its piece is refused with the four choices (GL-1.2).
    fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        let compact: String = text
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '-')
            .collect();
        let mv = parse_coordinates(&compact)
            .ok_or_else(|| MoveParseError::Syntax(crate::error::bounded(text)))?;
        if self.is_legal(mv) {
            Ok(mv)
        } else if mv.promotion().is_none()
            && self.is_legal(Move::of(
                mv.from_cell(),
                mv.to_cell(),
                Some(crate::PieceKind::Queen),
            ))
        {
            Err(MoveParseError::NeedsPromotion(compact))
        } else {
            Err(MoveParseError::Illegal(crate::error::bounded(text)))
        }
    }
}

impl PositionNotation for Glinski {
    type PositionError = PositionError;

    /// The position text of `docs/notation.md`, e.g. [`START_POSITION`](crate::START_POSITION).
    fn to_position_text(&self) -> String {
        self.format_text()
    }

    fn from_position_text(text: &str) -> Result<Glinski, PositionError> {
        Glinski::parse_text(text)
    }
}

impl core::fmt::Display for Glinski {
    /// The position text (see [`PositionNotation`]).
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.format_text())
    }
}

impl core::fmt::Debug for Glinski {
    /// The position text, as `Display`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.format_text())
    }
}

impl core::str::FromStr for Glinski {
    type Err = PositionError;
    /// Reads the position text (see [`PositionNotation`]).
    ///
    /// ```
    /// use glinski::{Glinski, START_POSITION};
    /// let g: Glinski = START_POSITION.parse().unwrap();
    /// assert_eq!(g.to_string(), START_POSITION);
    /// assert_eq!(format!("{g:?}"), START_POSITION);
    /// ```
    fn from_str(s: &str) -> Result<Glinski, PositionError> {
        Glinski::parse_text(s)
    }
}

impl serde::Serialize for Glinski {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.format_text())
    }
}

impl<'de> serde::Deserialize<'de> for Glinski {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Glinski, D::Error> {
        let text = String::deserialize(d)?;
        Glinski::parse_text(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinate_syntax() {
        let m = parse_coordinates("f10f11q").unwrap();
        assert_eq!(m, "f10f11q".parse().unwrap());
        assert_eq!(m.to_string(), "f10f11q");
        assert_eq!(parse_coordinates("a1b1").unwrap().to_string(), "a1b1");
        for bad in [
            "", "f5", "f5f", "f5f6k", "f5f6Q", "f5f6qq", "j1f1", "f05f6", "f5 f6", "f5f6p", "ä1f1",
            "f5f66",
        ] {
            assert!(parse_coordinates(bad).is_none(), "{bad}");
        }
    }
}
