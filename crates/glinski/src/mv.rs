//! [`Move`]: a from-cell, a to-cell and an optional promotion.

use core::fmt;

use crate::cell::Cell;
use crate::piece::PieceKind;

/// A move: the piece on `from` goes to `to`, promoting if `promotion` is
/// set.
///
/// Captures, double steps and en passant need no flag: they follow from the
/// position. Displayed in the coordinate notation of
/// [`MoveNotation`](board_core::MoveNotation): `f5f6`, `e7d6` (a capture
/// looks the same), `f10f11q`.
///
/// ```
/// use glinski::{Cell, Move, PieceKind};
/// let from: Cell = "f10".parse().unwrap();
/// let to: Cell = "f11".parse().unwrap();
/// let m = Move::with_promotion(from, to, PieceKind::Queen);
/// assert_eq!(m.to_string(), "f10f11q");
/// assert_eq!(m.promotion(), Some(PieceKind::Queen));
/// assert_eq!(Move::new(from, to).promotion(), None);
/// ```
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, serde::Serialize, serde::Deserialize,
)]
pub struct Move {
    from: Cell,
    to: Cell,
    promotion: Option<PieceKind>,
}

impl Move {
    /// A move without promotion.
    ///
    /// ```
    /// use glinski::{Cell, Move};
    /// let m = Move::new("f5".parse().unwrap(), "f6".parse().unwrap());
    /// assert_eq!(m.to_string(), "f5f6");
    /// ```
    #[inline]
    pub const fn new(from: Cell, to: Cell) -> Move {
        Move {
            from,
            to,
            promotion: None,
        }
    }

    /// A pawn move that promotes to `kind`.
    ///
    /// ```
    /// use glinski::{Cell, Move, PieceKind};
    /// let m = Move::with_promotion("b6".parse().unwrap(), "b7".parse().unwrap(), PieceKind::Knight);
    /// assert_eq!(m.to_string(), "b6b7n");
    /// ```
    #[inline]
    pub const fn with_promotion(from: Cell, to: Cell, kind: PieceKind) -> Move {
        Move {
            from,
            to,
            promotion: Some(kind),
        }
    }

    /// The cell the piece leaves.
    ///
    /// ```
    /// use glinski::{Cell, Move};
    /// let m = Move::new("g1".parse().unwrap(), "g2".parse().unwrap());
    /// assert_eq!(m.from().to_string(), "g1");
    /// ```
    #[inline]
    pub const fn from(self) -> Cell {
        self.from
    }

    /// The cell the piece goes to.
    ///
    /// ```
    /// use glinski::{Cell, Move};
    /// let m = Move::new("g1".parse().unwrap(), "g2".parse().unwrap());
    /// assert_eq!(m.to().to_string(), "g2");
    /// ```
    #[inline]
    pub const fn to(self) -> Cell {
        self.to
    }

    /// The kind a pawn promotes to, if this is a promotion.
    ///
    /// ```
    /// use glinski::{Cell, Move};
    /// assert_eq!(Move::new(Cell::from_index(0).unwrap(), Cell::from_index(1).unwrap()).promotion(), None);
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
