//! Move text: UCI (`e2e4`, `e1g1`, `e7e8q`) and SAN (`Nf3`, `exd5`, `O-O`,
//! `e8=Q+`).

use board_core::square::{File, Rank, Square};

use super::position::Position;
use super::types::{Move, Piece};

/// Why a text is not a legal move of the position.
///
/// ```
/// use lytharia::chess::{MoveParseError, Position};
/// let p = Position::startpos();
/// assert!(matches!(p.parse_uci("e2e5"), Err(MoveParseError::Illegal(_))));
/// assert!(matches!(p.parse_san("Zf3"), Err(MoveParseError::Malformed(_))));
/// ```
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum MoveParseError {
    /// The text is not a move in the notation at all.
    #[error("{0:?} is not a move in UCI (e2e4, e7e8q) or SAN (Nf3, exd5, O-O, e8=Q)")]
    Malformed(String),
    /// A well-formed move that is not legal here.
    #[error("{0:?} is not a legal move in this position")]
    Illegal(String),
    /// A SAN move that fits more than one legal move.
    #[error("{0:?} is ambiguous in this position: add the file or rank of the piece")]
    Ambiguous(String),
    /// A pawn move to the last rank written without the piece it becomes
    /// (NC-9.2); the message lists the four ways to write it.
    #[error("{text} needs a promotion piece: {text}q, {text}r, {text}b or {text}n")]
    NeedsPromotion {
        /// The move as written (from and to squares, UCI).
        text: String,
    },
}

impl Position {
    /// Reads a UCI move (`e2e4`, `e1g1` for castling, `e7e8q`) and checks
    /// that it is legal here.
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// let p = Position::startpos();
    /// let mv = p.parse_uci("g1f3").unwrap();
    /// assert_eq!(mv.to_string(), "g1f3");
    /// assert!(p.parse_uci("g1f4").is_err());
    /// assert!(p.parse_uci("").is_err());
    /// // A promotion needs its piece:
    /// let p: Position = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1".parse().unwrap();
    /// assert_eq!(
    ///     p.parse_uci("a7a8").unwrap_err().to_string(),
    ///     "a7a8 needs a promotion piece: a7a8q, a7a8r, a7a8b or a7a8n"
    /// );
    /// ```
    pub fn parse_uci(&self, text: &str) -> Result<Move, MoveParseError> {
        let malformed = || MoveParseError::Malformed(super::bounded(text));
        if !text.is_ascii() || !(4..=5).contains(&text.len()) {
            return Err(malformed());
        }
        let from: Square = text[0..2].parse().map_err(|_| malformed())?;
        let to: Square = text[2..4].parse().map_err(|_| malformed())?;
        let promotion = match text.as_bytes().get(4) {
            None => None,
            Some(&c) => match Piece::from_char(c as char) {
                Some(p @ (Piece::Knight | Piece::Bishop | Piece::Rook | Piece::Queen)) => Some(p),
                _ => return Err(malformed()),
            },
        };
        let mv = Move::new(from, to, promotion);
        if self.is_legal_move(mv) {
            Ok(mv)
        } else if promotion.is_none() && self.is_legal_move(Move::new(from, to, Some(Piece::Queen)))
        {
            Err(MoveParseError::NeedsPromotion {
                text: text.to_string(),
            })
        } else {
            Err(MoveParseError::Illegal(super::bounded(text)))
        }
    }

    /// Plays a UCI move, refusing illegal ones (the position is unchanged
    /// on error).
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// let mut p = Position::startpos();
    /// p.play_uci("e2e4").unwrap();
    /// assert!(p.play_uci("e2e4").is_err());
    /// ```
    pub fn play_uci(&mut self, text: &str) -> Result<Move, MoveParseError> {
        let mv = self.parse_uci(text)?;
        self.play_unchecked(mv);
        Ok(mv)
    }

    /// Plays a SAN move, refusing illegal ones.
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// let mut p = Position::startpos();
    /// p.play_san("Nf3").unwrap();
    /// assert!(p.play_san("Nf3").is_err()); // Black to move now
    /// ```
    pub fn play_san(&mut self, text: &str) -> Result<Move, MoveParseError> {
        let mv = self.parse_san(text)?;
        self.play_unchecked(mv);
        Ok(mv)
    }

    /// Writes a legal move in Standard Algebraic Notation: piece letter,
    /// the least disambiguation (file, else rank, else both), `x` for
    /// captures, `=Q` for promotions, `O-O`/`O-O-O`, then `+` or `#`.
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// let p: Position = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse().unwrap();
    /// let mv = p.parse_uci("e1c1").unwrap();
    /// assert_eq!(p.san(mv), "O-O-O");
    /// let mv = p.parse_uci("a1a8").unwrap();
    /// assert_eq!(p.san(mv), "Rxa8+");
    /// ```
    pub fn san(&self, mv: Move) -> String {
        let mut out = String::new();
        let from = mv.from();
        let to = mv.to();
        let piece = self.kind_on(from).unwrap_or(Piece::Pawn);
        let is_castle =
            piece == Piece::King && (from.index() as i32 - to.index() as i32).abs() == 2;
        if is_castle {
            out.push_str(if to.file() == File::G { "O-O" } else { "O-O-O" });
        } else {
            let capture =
                self.occupied().contains(to) || (piece == Piece::Pawn && from.file() != to.file());
            if piece == Piece::Pawn {
                if capture {
                    out.push(from.file().to_char());
                }
            } else {
                out.push(piece.to_char().to_ascii_uppercase());
                // Disambiguation among same-kind pieces reaching `to`.
                let others: Vec<Square> = self
                    .legal_moves()
                    .iter()
                    .filter(|m| m.to() == to && m.from() != from)
                    .filter(|m| self.kind_on(m.from()) == Some(piece))
                    .map(|m| m.from())
                    .collect();
                if !others.is_empty() {
                    let file_unique = others.iter().all(|o| o.file() != from.file());
                    let rank_unique = others.iter().all(|o| o.rank() != from.rank());
                    if file_unique {
                        out.push(from.file().to_char());
                    } else if rank_unique {
                        out.push(from.rank().to_char());
                    } else {
                        out.push(from.file().to_char());
                        out.push(from.rank().to_char());
                    }
                }
            }
            if capture {
                out.push('x');
            }
            out.push_str(&to.to_string());
            if let Some(p) = mv.promotion() {
                out.push('=');
                out.push(p.to_char().to_ascii_uppercase());
            }
        }
        let mut after = *self;
        after.play_unchecked(mv);
        if after.is_check() {
            out.push(if after.count_legal_moves() == 0 {
                '#'
            } else {
                '+'
            });
        }
        out
    }

    /// Reads a SAN move and checks that it is legal here.
    ///
    /// Lenient where common tools are: `0-0` and `0-0-0` for castling,
    /// missing or wrong `+`/`#`, trailing `!`/`?` annotations, a promotion
    /// without `=` (`e8Q`) or in lowercase, an `x` that is missing, an
    /// unneeded disambiguation, and a trailing `e.p.`.
    ///
    /// ```
    /// # use lytharia::chess::{MoveParseError, Position};
    /// let p = Position::startpos();
    /// assert_eq!(p.parse_san("Nf3").unwrap().to_string(), "g1f3");
    /// assert_eq!(p.parse_san("e4!?").unwrap().to_string(), "e2e4");
    /// assert!(matches!(p.parse_san("Nd2"), Err(MoveParseError::Illegal(_))));
    /// ```
    pub fn parse_san(&self, text: &str) -> Result<Move, MoveParseError> {
        let malformed = || MoveParseError::Malformed(super::bounded(text));
        let mut s = text.trim();
        s = s.strip_suffix("e.p.").unwrap_or(s).trim_end();
        s = s.trim_end_matches(['+', '#', '!', '?']);
        if !s.is_ascii() || s.is_empty() {
            return Err(malformed());
        }
        let moves = self.legal_moves();
        let us = self.side;

        // Castling.
        let castle = match s {
            "O-O" | "0-0" => Some(File::G),
            "O-O-O" | "0-0-0" => Some(File::C),
            _ => None,
        };
        if let Some(file) = castle {
            let home = Square::new(File::E, Rank::R1.relative_to(us));
            let target = Square::new(file, Rank::R1.relative_to(us));
            let is_king = self.kind_on(home) == Some(Piece::King);
            return moves
                .iter()
                .copied()
                .find(|m| is_king && m.from() == home && m.to() == target)
                .ok_or_else(|| MoveParseError::Illegal(super::bounded(text)));
        }

        let bytes = s.as_bytes();
        // Piece letter (uppercase only: a lowercase `b` is the b-file).
        let (piece, rest) = match bytes[0] {
            b'N' => (Piece::Knight, &s[1..]),
            b'B' => (Piece::Bishop, &s[1..]),
            b'R' => (Piece::Rook, &s[1..]),
            b'Q' => (Piece::Queen, &s[1..]),
            b'K' => (Piece::King, &s[1..]),
            b'a'..=b'h' => (Piece::Pawn, s),
            _ => return Err(malformed()),
        };
        // Promotion suffix.
        // Promotion suffix: a square ends in a digit, so a trailing letter
        // on a pawn move is the promotion piece (`=` optional).
        let (rest, promotion) = match rest.chars().last() {
            Some(c) if piece == Piece::Pawn && c.is_ascii_alphabetic() => {
                let p = match Piece::from_char(c) {
                    Some(p @ (Piece::Knight | Piece::Bishop | Piece::Rook | Piece::Queen)) => p,
                    _ => return Err(malformed()),
                };
                let r = &rest[..rest.len() - 1];
                (r.strip_suffix('=').unwrap_or(r), Some(p))
            }
            _ => (rest, None),
        };
        if rest.len() < 2 {
            return Err(malformed());
        }
        let to: Square = rest[rest.len() - 2..].parse().map_err(|_| malformed())?;
        let mut qual = &rest[..rest.len() - 2];
        qual = qual.strip_suffix('x').unwrap_or(qual);
        let mut from_file = None;
        let mut from_rank = None;
        for c in qual.chars() {
            if let Some(f) = File::from_char(c) {
                if from_file.replace(f).is_some() {
                    return Err(malformed());
                }
            } else if let Some(r) = Rank::from_char(c) {
                if from_rank.replace(r).is_some() {
                    return Err(malformed());
                }
            } else {
                return Err(malformed());
            }
        }
        let mut found = None;
        for &m in moves.iter() {
            if m.to() != to
                || m.promotion() != promotion
                || self.kind_on(m.from()) != Some(piece)
                || from_file.is_some_and(|f| m.from().file() != f)
                || from_rank.is_some_and(|r| m.from().rank() != r)
            {
                continue;
            }
            // A king's two-square move is castling, written O-O.
            if piece == Piece::King && m.from().distance(m.to()) > 1 {
                continue;
            }
            if found.replace(m).is_some() {
                return Err(MoveParseError::Ambiguous(super::bounded(text)));
            }
        }
        if found.is_none()
            && promotion.is_none()
            && piece == Piece::Pawn
            && moves.iter().any(|m| {
                m.to() == to
                    && m.promotion().is_some()
                    && self.kind_on(m.from()) == Some(Piece::Pawn)
                    && from_file.is_none_or(|f| m.from().file() == f)
            })
        {
            // A pawn move to the last rank needs its piece (NC-9.2).
            return Err(MoveParseError::NeedsPromotion {
                text: super::bounded(text.trim()),
            });
        }
        found.ok_or_else(|| MoveParseError::Illegal(super::bounded(text)))
    }
}

impl serde::Serialize for Move {
    /// Serializes as UCI text (`e7e8q`).
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Move {
    /// Deserializes from UCI text, checking its form (not its legality,
    /// which needs a position).
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Move, D::Error> {
        let text = String::deserialize(d)?;
        Move::from_uci_text(&text).ok_or_else(|| {
            serde::de::Error::custom(MoveParseError::Malformed(super::bounded(&text)))
        })
    }
}

impl Move {
    /// Reads UCI text without a position: the form only, not legality.
    ///
    /// ```
    /// # use lytharia::chess::Move;
    /// assert_eq!(Move::from_uci_text("e7e8q").unwrap().to_string(), "e7e8q");
    /// assert!(Move::from_uci_text("e7e8k").is_none());
    /// assert!(Move::from_uci_text("e7").is_none());
    /// ```
    pub fn from_uci_text(text: &str) -> Option<Move> {
        if !text.is_ascii() || !(4..=5).contains(&text.len()) {
            return None;
        }
        let from: Square = text[0..2].parse().ok()?;
        let to: Square = text[2..4].parse().ok()?;
        let promotion = match text.as_bytes().get(4) {
            None => None,
            Some(&c) => match Piece::from_char(c as char)? {
                p @ (Piece::Knight | Piece::Bishop | Piece::Rook | Piece::Queen) => Some(p),
                _ => return None,
            },
        };
        Some(Move::new(from, to, promotion))
    }
}
