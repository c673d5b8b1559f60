//! Pieces, moves and castling rights.

use core::fmt;

use board_core::square::{Color, Square};

/// A kind of chess piece (without colour).
///
/// ```
/// use lytharia::chess::Piece;
/// assert_eq!(Piece::Knight.to_char(), 'n');
/// assert_eq!(Piece::from_char('Q'), Some(Piece::Queen));
/// ```
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, serde::Serialize, serde::Deserialize,
)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Piece {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

impl Piece {
    /// All six kinds, pawn first.
    ///
    /// ```
    /// # use lytharia::chess::Piece;
    /// assert_eq!(Piece::ALL[5], Piece::King);
    /// ```
    pub const ALL: [Piece; 6] = [
        Piece::Pawn,
        Piece::Knight,
        Piece::Bishop,
        Piece::Rook,
        Piece::Queen,
        Piece::King,
    ];

    /// The four kinds a pawn may promote to, queen first.
    ///
    /// ```
    /// # use lytharia::chess::Piece;
    /// assert_eq!(Piece::PROMOTIONS.len(), 4);
    /// ```
    pub const PROMOTIONS: [Piece; 4] = [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight];

    /// 0 for pawn up to 5 for king.
    ///
    /// ```
    /// # use lytharia::chess::Piece;
    /// assert_eq!(Piece::Rook.index(), 3);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lowercase FEN letter (`p n b r q k`).
    ///
    /// ```
    /// # use lytharia::chess::Piece;
    /// assert_eq!(Piece::King.to_char(), 'k');
    /// ```
    pub const fn to_char(self) -> char {
        [b'p', b'n', b'b', b'r', b'q', b'k'][self as usize] as char
    }

    /// The kind of a FEN or SAN letter, either case.
    ///
    /// ```
    /// # use lytharia::chess::Piece;
    /// assert_eq!(Piece::from_char('b'), Some(Piece::Bishop));
    /// assert_eq!(Piece::from_char('x'), None);
    /// ```
    pub const fn from_char(c: char) -> Option<Piece> {
        match c.to_ascii_lowercase() {
            'p' => Some(Piece::Pawn),
            'n' => Some(Piece::Knight),
            'b' => Some(Piece::Bishop),
            'r' => Some(Piece::Rook),
            'q' => Some(Piece::Queen),
            'k' => Some(Piece::King),
            _ => None,
        }
    }
}

/// A move, packed in 16 bits: from-square, to-square and promotion piece.
///
/// Castling is the king's two-square move (`e1g1`), as in UCI; en passant is
/// the capturing pawn's diagonal move to the en-passant square. A `Move` is
/// only meaningful with the position it is played from; `Display` writes it
/// in UCI.
///
/// ```
/// use lytharia::chess::{Move, Piece};
/// use board_core::square::Square;
/// let mv = Move::new(Square::E7, Square::E8, Some(Piece::Queen));
/// assert_eq!(mv.from(), Square::E7);
/// assert_eq!(mv.to(), Square::E8);
/// assert_eq!(mv.promotion(), Some(Piece::Queen));
/// assert_eq!(mv.to_string(), "e7e8q");
/// assert_eq!(std::mem::size_of::<Move>(), 2);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Move(u16);

impl Move {
    /// A move from `from` to `to`, promoting to `promotion` if given.
    ///
    /// ```
    /// # use lytharia::chess::Move;
    /// # use board_core::square::Square;
    /// assert_eq!(Move::new(Square::G1, Square::F3, None).to_string(), "g1f3");
    /// ```
    #[inline]
    pub const fn new(from: Square, to: Square, promotion: Option<Piece>) -> Move {
        let promo = match promotion {
            Some(p) => p as u16 + 1,
            None => 0,
        };
        Move(from.index() as u16 | (to.index() as u16) << 6 | promo << 12)
    }

    /// The square the piece leaves.
    ///
    /// ```
    /// # use lytharia::chess::Move;
    /// # use board_core::square::Square;
    /// assert_eq!(Move::new(Square::B1, Square::C3, None).from(), Square::B1);
    /// ```
    #[inline]
    pub const fn from(self) -> Square {
        Square::from_index_masked(self.0 as u8)
    }

    /// The square the piece lands on.
    ///
    /// ```
    /// # use lytharia::chess::Move;
    /// # use board_core::square::Square;
    /// assert_eq!(Move::new(Square::B1, Square::C3, None).to(), Square::C3);
    /// ```
    #[inline]
    pub const fn to(self) -> Square {
        Square::from_index_masked((self.0 >> 6) as u8)
    }

    /// The piece a pawn promotes to, if this is a promotion.
    ///
    /// ```
    /// # use lytharia::chess::{Move, Piece};
    /// # use board_core::square::Square;
    /// assert_eq!(Move::new(Square::A2, Square::A1, Some(Piece::Knight)).promotion(), Some(Piece::Knight));
    /// ```
    #[inline]
    pub const fn promotion(self) -> Option<Piece> {
        match self.0 >> 12 {
            0 => None,
            p if p <= 6 => Some(Piece::ALL[p as usize - 1]),
            _ => None,
        }
    }

    /// The packed 16-bit form (`from | to << 6 | (promotion + 1) << 12`).
    ///
    /// ```
    /// # use lytharia::chess::Move;
    /// # use board_core::square::Square;
    /// let mv = Move::new(Square::E2, Square::E4, None);
    /// assert_eq!(Move::from_bits(mv.bits()), Some(mv));
    /// ```
    #[inline]
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// The move of a packed form, if its promotion code is valid (0..=6).
    ///
    /// ```
    /// # use lytharia::chess::Move;
    /// assert!(Move::from_bits(0x7000).is_none());
    /// ```
    #[inline]
    pub const fn from_bits(bits: u16) -> Option<Move> {
        if bits >> 12 <= 6 {
            Some(Move(bits))
        } else {
            None
        }
    }
}

impl fmt::Display for Move {
    /// UCI: from-square, to-square, promotion letter (`e7e8q`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from(), self.to())?;
        if let Some(p) = self.promotion() {
            write!(f, "{}", p.to_char())?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    /// UCI, as [`Display`](fmt::Display): a failing test's move list reads
    /// like a game (`[e2e4, e7e5]`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl core::str::FromStr for Move {
    type Err = super::MoveParseError;

    /// Reads UCI (`e2e4`, `e1g1`, `e7e8q`): the form only, not legality,
    /// which needs a position (see [`Position::parse_uci`](super::Position::parse_uci)).
    ///
    /// ```
    /// use lytharia::chess::Move;
    /// let mv: Move = "e7e8q".parse().unwrap();
    /// assert_eq!(format!("{mv:?}"), "e7e8q");
    /// assert!("Nf3".parse::<Move>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Move, super::MoveParseError> {
        Move::from_uci_text(s).ok_or_else(|| super::MoveParseError::Malformed(super::bounded(s)))
    }
}

/// The castling rights of both sides (four flags).
///
/// ```
/// use lytharia::chess::CastlingRights;
/// use board_core::square::Color;
/// let r = CastlingRights::ALL;
/// assert!(r.kingside(Color::White) && r.queenside(Color::Black));
/// assert_eq!(r.to_string(), "KQkq");
/// assert_eq!(CastlingRights::NONE.to_string(), "-");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct CastlingRights(pub(crate) u8);

impl CastlingRights {
    /// No rights.
    pub const NONE: CastlingRights = CastlingRights(0);
    /// All four rights.
    pub const ALL: CastlingRights = CastlingRights(15);
    pub(crate) const WK: u8 = 1;
    pub(crate) const WQ: u8 = 2;
    pub(crate) const BK: u8 = 4;
    pub(crate) const BQ: u8 = 8;

    /// Whether `side` may still castle kingside (with the h-rook).
    ///
    /// ```
    /// # use lytharia::chess::CastlingRights;
    /// # use board_core::square::Color;
    /// assert!(!CastlingRights::NONE.kingside(Color::White));
    /// ```
    #[inline]
    pub const fn kingside(self, side: Color) -> bool {
        self.0 & (Self::WK << (2 * side as u8)) != 0
    }

    /// Whether `side` may still castle queenside (with the a-rook).
    ///
    /// ```
    /// # use lytharia::chess::CastlingRights;
    /// # use board_core::square::Color;
    /// assert!(CastlingRights::ALL.queenside(Color::White));
    /// ```
    #[inline]
    pub const fn queenside(self, side: Color) -> bool {
        self.0 & (Self::WQ << (2 * side as u8)) != 0
    }

    /// The four flags as bits: 1 = White kingside, 2 = White queenside,
    /// 4 = Black kingside, 8 = Black queenside.
    ///
    /// ```
    /// # use lytharia::chess::CastlingRights;
    /// assert_eq!(CastlingRights::ALL.bits(), 15);
    /// ```
    #[inline]
    pub const fn bits(self) -> u8 {
        self.0
    }
}

impl fmt::Display for CastlingRights {
    /// The FEN castling field (`KQkq`, `-` when empty).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == 0 {
            return f.write_str("-");
        }
        for (bit, c) in [(1, 'K'), (2, 'Q'), (4, 'k'), (8, 'q')] {
            if self.0 & bit != 0 {
                write!(f, "{c}")?;
            }
        }
        Ok(())
    }
}
