//! FEN: parsing with validation, and formatting.

use core::fmt;
use core::str::FromStr;

use board_core::square::{Bitboard, Color, File, Rank, Square, line, pawn_attacks};

use super::position::Position;
use super::types::{CastlingRights, Piece};

/// Why a text is not a valid FEN of a legal-looking chess position.
///
/// ```
/// use lytharia::chess::{FenError, Position};
/// let err = "8/8/8/8/8/8/8/8 w - - 0 1".parse::<Position>().unwrap_err();
/// assert!(matches!(err, FenError::KingCount { .. }));
/// ```
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum FenError {
    /// Not 6 fields (or 4, without the move counters).
    #[error("a FEN has 6 space-separated fields (or 4 without the counters), found {0}")]
    FieldCount(usize),
    /// The board field does not have 8 ranks.
    #[error("the board has {0} ranks separated by '/', expected 8")]
    RankCount(usize),
    /// A rank does not describe exactly 8 squares.
    #[error("rank {0} does not describe exactly 8 squares")]
    RankLength(char),
    /// A character in the board field is neither a piece letter nor 1-8.
    #[error("unexpected character {0:?} in the board field")]
    BadBoardChar(char),
    /// The side-to-move field is not `w` or `b`.
    #[error("side to move must be 'w' or 'b', found {0:?}")]
    BadSideToMove(String),
    /// The castling field is not `-` or a set of `KQkq`.
    #[error("castling rights must be '-' or letters from 'KQkq' without repeats, found {0:?}")]
    BadCastling(String),
    /// The en-passant field is not `-` or a square.
    #[error("en-passant field must be '-' or a square, found {0:?}")]
    BadEnPassantField(String),
    /// The halfmove clock is not a number in 0..=65535.
    #[error("halfmove clock must be a number from 0 to 65535, found {0:?}")]
    BadHalfmove(String),
    /// The fullmove number is not a number in 1..=65535.
    #[error("fullmove number must be a number from 1 to 65535, found {0:?}")]
    BadFullmove(String),
    /// A side does not have exactly one king.
    #[error("{color:?} has {count} kings, expected exactly 1")]
    KingCount {
        /// The side.
        color: Color,
        /// How many kings it has.
        count: u32,
    },
    /// More pawns or pieces than the starting material and promotions allow.
    #[error(
        "{0:?} has impossible material: at most 8 pawns, 16 pieces, and no more extra knights, bishops, rooks and queens than missing pawns"
    )]
    ImpossibleMaterial(Color),
    /// A pawn stands on the first or last rank.
    #[error("pawn on {0}: pawns never stand on the first or last rank")]
    PawnOnBackRank(Square),
    /// The side that just moved is in check.
    #[error("the side not to move is in check")]
    OpponentInCheck,
    /// More checkers than any legal move can produce.
    #[error("the side to move is checked by {0} pieces; no legal move gives more than 2 checks")]
    TooManyCheckers(u32),
    /// A check no single last move could have given (python-chess's
    /// "impossible check"): two checkers on one line with the king, or,
    /// after a double pawn push, a check by anything but that pawn that the
    /// push did not discover, or two checks.
    #[error("the side to move is in a check that no last move could have given")]
    ImpossibleCheck,
    /// Two digits in a row in a rank (`115K`): a rank's empty squares are
    /// one digit.
    #[error("two digits in a row in rank {0} of the board")]
    AdjacentDigits(char),
    /// A castling right whose king or rook is not on its home square.
    #[error("castling right '{0}' needs the king and rook on their original squares")]
    CastlingWithoutPieces(char),
    /// An en-passant square no double push could have produced.
    #[error(
        "en-passant square {0} is impossible: it must be on rank 3 or 6 behind a pawn of the side that just moved, with it and the square in front empty"
    )]
    ImpossibleEnPassant(Square),
    /// An en-passant square with a halfmove clock that is not 0.
    #[error("halfmove clock {0} is impossible right after a double pawn push")]
    HalfmoveAfterDoublePush(u16),
}

impl FromStr for Position {
    type Err = FenError;
    /// Parses a FEN; see [`Position::from_fen`].
    fn from_str(s: &str) -> Result<Position, FenError> {
        Position::from_fen(s)
    }
}

impl Position {
    /// Parses and validates a FEN (the move counters may be omitted: they
    /// default to `0 1`). Never panics.
    ///
    /// Validation refuses: a wrong number of fields or ranks, unknown
    /// characters, a side without exactly one king, more material than
    /// promotions can produce, pawns on the first or
    /// last rank, the side not to move in check, more than two checkers,
    /// castling rights without king and rook at home, impossible en-passant
    /// squares (not on rank 3/6 behind a pawn that could just have
    /// double-pushed, or with those squares occupied), and bad counters.
    ///
    /// An en-passant square that is valid but where no capture is legal is
    /// accepted and dropped (see [`en_passant`](Position::en_passant)).
    ///
    /// ```
    /// use lytharia::chess::{FenError, Position};
    /// let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    /// let p = Position::from_fen(kiwipete).unwrap();
    /// assert_eq!(p.legal_moves().len(), 48);
    /// assert_eq!(p.to_fen(), kiwipete);
    /// assert_eq!(
    ///     Position::from_fen("4k3/8/8/8/8/8/8/4K3 w K - 0 1"),
    ///     Err(FenError::CastlingWithoutPieces('K'))
    /// );
    /// ```
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let fields: Vec<&str> = fen.split_ascii_whitespace().collect();
        if fields.len() != 6 && fields.len() != 4 {
            return Err(FenError::FieldCount(fields.len()));
        }
        let mut pos = Position {
            pieces: [Bitboard::EMPTY; 6],
            colors: [Bitboard::EMPTY; 2],
            side: Color::White,
            castling: 0,
            ep: None,
            halfmove: 0,
            fullmove: 1,
            hash: 0,
            checkers: Bitboard::EMPTY,
            pinned: Bitboard::EMPTY,
            kings: [Square::E1, Square::E8],
        };

        // Board.
        let ranks: Vec<&str> = fields[0].split('/').collect();
        if ranks.len() != 8 {
            return Err(FenError::RankCount(ranks.len()));
        }
        for (i, text) in ranks.iter().enumerate() {
            let rank = Rank::ALL[7 - i];
            let mut file = 0u8;
            let mut after_digit = false;
            for c in text.chars() {
                if let Some(d) = c.to_digit(10) {
                    if !(1..=8).contains(&d) {
                        return Err(FenError::BadBoardChar(c));
                    }
                    if after_digit {
                        return Err(FenError::AdjacentDigits(rank.to_char()));
                    }
                    after_digit = true;
                    file += d as u8;
                    if file > 8 {
                        return Err(FenError::RankLength(rank.to_char()));
                    }
                } else {
                    after_digit = false;
                    let piece = Piece::from_char(c).ok_or(FenError::BadBoardChar(c))?;
                    let color = if c.is_ascii_uppercase() {
                        Color::White
                    } else {
                        Color::Black
                    };
                    let Some(f) = File::from_index(file) else {
                        return Err(FenError::RankLength(rank.to_char()));
                    };
                    let sq = Square::new(f, rank);
                    pos.pieces[piece as usize].insert(sq);
                    pos.colors[color as usize].insert(sq);
                    file += 1;
                }
            }
            if file != 8 {
                return Err(FenError::RankLength(rank.to_char()));
            }
        }

        // Side to move.
        pos.side = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(FenError::BadSideToMove(super::bounded(other))),
        };

        // Castling.
        if fields[2] != "-" {
            for c in fields[2].chars() {
                let bit = match c {
                    'K' => CastlingRights::WK,
                    'Q' => CastlingRights::WQ,
                    'k' => CastlingRights::BK,
                    'q' => CastlingRights::BQ,
                    _ => return Err(FenError::BadCastling(super::bounded(fields[2]))),
                };
                if pos.castling & bit != 0 {
                    return Err(FenError::BadCastling(super::bounded(fields[2])));
                }
                pos.castling |= bit;
            }
        }

        // En passant (validated below, once the board is known sound).
        let ep = match fields[3] {
            "-" => None,
            text => Some(
                text.parse::<Square>()
                    .map_err(|_| FenError::BadEnPassantField(super::bounded(text)))?,
            ),
        };

        // Counters.
        if fields.len() == 6 {
            let bad_half = || FenError::BadHalfmove(super::bounded(fields[4]));
            if !fields[4].bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad_half());
            }
            pos.halfmove = fields[4].parse().map_err(|_| bad_half())?;
            let bad_full = || FenError::BadFullmove(super::bounded(fields[5]));
            if !fields[5].bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad_full());
            }
            pos.fullmove = fields[5].parse().map_err(|_| bad_full())?;
            if pos.fullmove == 0 {
                return Err(bad_full());
            }
        }

        // Kings.
        for color in Color::ALL {
            let count = pos.colored_pieces(color, Piece::King).count();
            if count != 1 {
                return Err(FenError::KingCount { color, count });
            }
            pos.kings[color as usize] = pos.colored_pieces(color, Piece::King).lsb();
        }
        // Material: every piece beyond the starting set is a promoted pawn.
        for color in Color::ALL {
            let count = |p: Piece| pos.colored_pieces(color, p).count();
            let pawns = count(Piece::Pawn);
            let promoted = count(Piece::Knight).saturating_sub(2)
                + count(Piece::Bishop).saturating_sub(2)
                + count(Piece::Rook).saturating_sub(2)
                + count(Piece::Queen).saturating_sub(1);
            if pawns > 8 || pos.colored(color).count() > 16 || promoted > 8 - pawns {
                return Err(FenError::ImpossibleMaterial(color));
            }
        }
        // Pawns.
        let back = Bitboard::rank(Rank::R1) | Bitboard::rank(Rank::R8);
        if let Some(sq) = (pos.pieces(Piece::Pawn) & back).first() {
            return Err(FenError::PawnOnBackRank(sq));
        }
        // Castling rights need their pieces at home.
        for (bit, c, king, rook) in [
            (CastlingRights::WK, 'K', Square::E1, Square::H1),
            (CastlingRights::WQ, 'Q', Square::E1, Square::A1),
            (CastlingRights::BK, 'k', Square::E8, Square::H8),
            (CastlingRights::BQ, 'q', Square::E8, Square::A8),
        ] {
            if pos.castling & bit != 0 {
                let color = if c.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                if !pos.colored_pieces(color, Piece::King).contains(king)
                    || !pos.colored_pieces(color, Piece::Rook).contains(rook)
                {
                    return Err(FenError::CastlingWithoutPieces(c));
                }
            }
        }
        // The side that just moved must not be in check.
        let them = !pos.side;
        if pos.attacked_by(pos.king(them), pos.side, pos.occupied()) {
            return Err(FenError::OpponentInCheck);
        }
        pos.update_checks();
        if pos.checkers.count() > 2 {
            return Err(FenError::TooManyCheckers(pos.checkers.count()));
        }
        // En passant: on the mover's 6th rank, behind an enemy pawn that
        // could just have come from its 2nd rank (both squares now empty).
        if let Some(sq) = ep {
            let us = pos.side;
            let (rank, pushed, origin) = match us {
                Color::White => (Rank::R6, sq.offset(0, -1), sq.offset(0, 1)),
                Color::Black => (Rank::R3, sq.offset(0, 1), sq.offset(0, -1)),
            };
            let ok = sq.rank() == rank
                && matches!(pushed, Some(p) if pos.colored_pieces(them, Piece::Pawn).contains(p))
                && matches!(origin, Some(o) if !pos.occupied().contains(o))
                && !pos.occupied().contains(sq);
            if !ok {
                return Err(FenError::ImpossibleEnPassant(sq));
            }
            if pos.halfmove != 0 {
                return Err(FenError::HalfmoveAfterDoublePush(pos.halfmove));
            }
            // The double push was the last move: a check must be by that
            // pawn or discovered by it, and single.
            if let (Some(to), Some(from)) = (pushed, origin)
                && !pos.checkers.is_empty()
            {
                let before = (pos.occupied() & !Bitboard::from(to)) | Bitboard::from(from);
                if pos.checkers.count() > 1
                    || (pos.checkers.first() != Some(to)
                        && pos.attacked_by(pos.king(us), them, before))
                {
                    return Err(FenError::ImpossibleCheck);
                }
            }
            // Keep the square only if a capture is legal.
            let capturers = pawn_attacks(them, sq) & pos.colored_pieces(us, Piece::Pawn);
            let victim = pushed.unwrap_or(sq);
            if capturers
                .into_iter()
                .any(|from| pos.ep_is_legal(from, sq, victim))
            {
                pos.ep = Some(sq);
            }
        }
        // Two checkers on one line with the king: the piece that moved
        // would have stood between them (python-chess's rule).
        if ep.is_none() && pos.checkers.count() == 2 {
            let mut checkers = pos.checkers.into_iter();
            if let (Some(a), Some(b)) = (checkers.next(), checkers.next())
                && line(a, b).contains(pos.king(pos.side))
            {
                return Err(FenError::ImpossibleCheck);
            }
        }
        pos.hash = pos.hash_from_scratch();
        Ok(pos)
    }

    /// The FEN of the position. The en-passant field is written only when an
    /// en-passant capture is legal.
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// assert_eq!(Position::startpos().to_fen(),
    ///            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /// ```
    pub fn to_fen(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Position {
    /// Writes the FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in Rank::ALL.iter().rev() {
            let mut empty = 0;
            for file in File::ALL {
                match self.piece_on(Square::new(file, *rank)) {
                    None => empty += 1,
                    Some((color, piece)) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        let c = piece.to_char();
                        let c = if color == Color::White {
                            c.to_ascii_uppercase()
                        } else {
                            c
                        };
                        write!(f, "{c}")?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if *rank != Rank::R1 {
                f.write_str("/")?;
            }
        }
        let side = if self.side == Color::White { 'w' } else { 'b' };
        write!(f, " {side} {} ", self.castling_rights())?;
        match self.ep {
            Some(sq) => write!(f, "{sq}")?,
            None => f.write_str("-")?,
        }
        write!(f, " {} {}", self.halfmove, self.fullmove)
    }
}

impl fmt::Debug for Position {
    /// The FEN, so that a failing test prints a position one can paste.
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// assert_eq!(format!("{:?}", Position::startpos()),
    ///            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl serde::Serialize for Position {
    /// Serializes as the FEN string.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Position {
    /// Deserializes from a FEN string, with full validation.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Position, D::Error> {
        let text = String::deserialize(d)?;
        Position::from_fen(&text).map_err(serde::de::Error::custom)
    }
}
