//! [`Move`]: a from-cell, a to-cell and an optional promotion.

use alloc::string::String;
use core::fmt;
use core::str::FromStr;

use board_core::hex::Hex;

use crate::cell::Cell;
use crate::error::MoveParseError;
use crate::piece::PieceKind;

/// A move: the piece on `from` goes to `to`, promoting if `promotion` is
/// set.
///
/// Captures, double steps and en passant need no flag: they follow from the
/// position (see [`Inspect::move_effect`](board_core::Inspect::move_effect)
/// for what a move does). Displayed (and `Debug`-printed) in the coordinate
/// notation of [`MoveNotation`](board_core::MoveNotation): `f5f6`, `e7d6`
/// (a capture looks the same), `f10f11q`; `FromStr` reads it back (the form
/// only: legality needs a position). Serde uses the same text.
///
/// ```
/// use board_core::hex::Hex;
/// use glinski::{Move, PieceKind};
/// let m: Move = "f10f11q".parse().unwrap();
/// assert_eq!(m.to(), Hex::new(-5, 5)); // f11, the north tip
/// assert_eq!(m.promotion(), Some(PieceKind::Queen));
/// assert_eq!(format!("{m:?}"), "f10f11q");
/// let plain = Move::new(m.from(), m.to()).unwrap();
/// assert_eq!(plain.to_string(), "f10f11");
/// assert_eq!(Move::new(Hex::new(6, 0), Hex::ORIGIN), None); // off the board
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Move {
    from: Cell,
    to: Cell,
    promotion: Option<PieceKind>,
}

impl Move {
    /// A move without promotion, or `None` if a cell is off the board.
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// use glinski::Move;
    /// let m = Move::new(Hex::new(1, -1), Hex::new(0, 0)).unwrap();
    /// assert_eq!(m.to_string(), "f5f6");
    /// ```
    #[inline]
    pub const fn new(from: Hex, to: Hex) -> Option<Move> {
        match (Cell::from_hex(from), Cell::from_hex(to)) {
            (Some(from), Some(to)) => Some(Move::of(from, to, None)),
            _ => None,
        }
    }

    /// A pawn move that promotes to `kind`, or `None` if a cell is off the
    /// board.
    ///
    /// ```
    /// use glinski::{Cell, Move, PieceKind};
    /// let b6: Cell = "b6".parse().unwrap();
    /// let b7: Cell = "b7".parse().unwrap();
    /// let m = Move::with_promotion(b6.hex(), b7.hex(), PieceKind::Knight).unwrap();
    /// assert_eq!(m.to_string(), "b6b7n");
    /// ```
    #[inline]
    pub const fn with_promotion(from: Hex, to: Hex, kind: PieceKind) -> Option<Move> {
        match (Cell::from_hex(from), Cell::from_hex(to)) {
            (Some(from), Some(to)) => Some(Move::of(from, to, Some(kind))),
            _ => None,
        }
    }

    /// The move between two named cells.
    #[inline]
    pub(crate) const fn of(from: Cell, to: Cell, promotion: Option<PieceKind>) -> Move {
        Move {
            from,
            to,
            promotion,
        }
    }

    /// The cell the piece leaves.
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// use glinski::Move;
    /// let m: Move = "g1g2".parse().unwrap();
    /// assert_eq!(m.from(), Hex::new(5, -4));
    /// ```
    #[inline]
    pub const fn from(self) -> Hex {
        self.from.hex()
    }

    /// The cell the piece goes to.
    ///
    /// ```
    /// use glinski::{Cell, Move};
    /// let m: Move = "g1g2".parse().unwrap();
    /// assert_eq!(Cell::from_hex(m.to()).unwrap().to_string(), "g2");
    /// ```
    #[inline]
    pub const fn to(self) -> Hex {
        self.to.hex()
    }

    /// The start cell with its name.
    ///
    /// ```
    /// use glinski::Move;
    /// let m: Move = "g1g2".parse().unwrap();
    /// assert_eq!(m.from_cell().to_string(), "g1");
    /// ```
    #[inline]
    pub const fn from_cell(self) -> Cell {
        self.from
    }

    /// The end cell with its name.
    ///
    /// ```
    /// use glinski::Move;
    /// let m: Move = "g1g2".parse().unwrap();
    /// assert_eq!(m.to_cell().to_string(), "g2");
    /// ```
    #[inline]
    pub const fn to_cell(self) -> Cell {
        self.to
    }

    /// The kind a pawn promotes to, if this is a promotion.
    ///
    /// ```
    /// use glinski::Move;
    /// assert_eq!("f5f6".parse::<Move>().unwrap().promotion(), None);
    /// ```
    #[inline]
    pub const fn promotion(self) -> Option<PieceKind> {
        self.promotion
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(k) = self.promotion {
            write!(f, "{}", k.letter())?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    /// The coordinate text, as `Display`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Move {
    type Err = MoveParseError;

    /// Reads coordinate notation (`f5f6`, `f10f11q`): the form only.
    fn from_str(s: &str) -> Result<Move, MoveParseError> {
        parse_coordinates(s).ok_or_else(|| MoveParseError::Syntax(crate::error::bounded(s)))
    }
}

/// Splits `f10f11q` into cells and promotion, without judging legality.
pub(crate) fn parse_coordinates(text: &str) -> Option<Move> {
    let b = text.as_bytes();
    if !text.is_ascii() || b.len() < 4 || b.len() > 7 {
        return None;
    }
    // The second cell starts at the second letter.
    let second = 1 + b[1..].iter().position(u8::is_ascii_lowercase)?;
    let from: Cell = text[..second].parse().ok()?;
    let rest = &text[second..];
    let digits_end = 1 + rest[1..]
        .bytes()
        .position(|c| !c.is_ascii_digit())
        .unwrap_or(rest.len() - 1);
    let to: Cell = rest[..digits_end].parse().ok()?;
    match &rest[digits_end..] {
        "" => Some(Move::of(from, to, None)),
        p if p.len() == 1 => {
            let kind = PieceKind::from_letter(p.chars().next()?)?;
            (PieceKind::PROMOTIONS.contains(&kind) && p.as_bytes()[0].is_ascii_lowercase())
                .then_some(Move::of(from, to, Some(kind)))
        }
        _ => None,
    }
}

impl serde::Serialize for Move {
    /// The coordinate text (`f10f11q`).
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Move {
    /// Reads the coordinate text (its form, not its legality).
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Move, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
