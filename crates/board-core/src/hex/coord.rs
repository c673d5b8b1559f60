//! [`Hex`]: a cell in axial coordinates, with hex arithmetic, distance,
//! rotation and reflection.

use core::fmt;
use core::ops::{Add, AddAssign, Mul, Neg, Sub, SubAssign};
use core::str::FromStr;

use super::direction::{Diagonal, Direction};

/// A cell of an unbounded hex plane in axial coordinates `(q, r)`, with the
/// third cube coordinate `s = -q - r`.
///
/// The orientation is that of Kyrras rule KY-1.1: flat-top cells, the centre at
/// `(0, 0)`, `+q` toward the south-east and `+r` toward the north-east. So
/// north-ness is `r - q` and east-ness is `q + r` (= `-s`); see
/// [`Direction`] for the six unit steps.
///
/// A `Hex` is also a vector (the difference of two cells): `+`, `-`, unary
/// `-` and `* i32` work as on vectors. Arithmetic wraps on `i32` overflow
/// instead of panicking; every board this crate knows has coordinates
/// within `-6..=6`.
///
/// ```
/// use board_core::hex::{Direction, Hex};
/// let h = Hex::new(2, -1);
/// assert_eq!(h.s(), -1);
/// assert_eq!(h + Direction::N.vector(), Hex::new(1, 0));
/// assert_eq!(h.neighbor(Direction::N), Hex::new(1, 0));
/// assert_eq!(h.length(), 2); // distance from the centre
/// assert_eq!(Hex::ORIGIN.distance(h), 2);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Hex {
    q: i32,
    r: i32,
}

impl Hex {
    /// The centre, `(0, 0)`.
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// assert_eq!(Hex::ORIGIN, Hex::new(0, 0));
    /// ```
    pub const ORIGIN: Hex = Hex { q: 0, r: 0 };

    /// The cell `(q, r)`.
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// let h = Hex::new(-3, 1);
    /// assert_eq!((h.q(), h.r(), h.s()), (-3, 1, 2));
    /// ```
    #[inline]
    pub const fn new(q: i32, r: i32) -> Hex {
        Hex { q, r }
    }

    /// The cell with cube coordinates `(q, r, s)`, or `None` unless
    /// `q + r + s == 0`.
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// assert_eq!(Hex::from_cube(1, 2, -3), Some(Hex::new(1, 2)));
    /// assert_eq!(Hex::from_cube(1, 2, 3), None);
    /// ```
    #[inline]
    pub const fn from_cube(q: i32, r: i32, s: i32) -> Option<Hex> {
        if q as i64 + r as i64 + s as i64 == 0 {
            Some(Hex { q, r })
        } else {
            None
        }
    }

    /// The `q` coordinate (grows toward the south-east).
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// assert_eq!(Hex::new(4, -2).q(), 4);
    /// ```
    #[inline]
    pub const fn q(self) -> i32 {
        self.q
    }

    /// The `r` coordinate (grows toward the north-east).
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// assert_eq!(Hex::new(4, -2).r(), -2);
    /// ```
    #[inline]
    pub const fn r(self) -> i32 {
        self.r
    }

    /// The third cube coordinate, `s = -q - r` (grows toward the west).
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// assert_eq!(Hex::new(4, -2).s(), -2);
    /// ```
    #[inline]
    pub const fn s(self) -> i32 {
        self.q.wrapping_neg().wrapping_sub(self.r)
    }

    /// The cube coordinates `(q, r, s)`.
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// assert_eq!(Hex::new(1, 1).cube(), (1, 1, -2));
    /// ```
    #[inline]
    pub const fn cube(self) -> (i32, i32, i32) {
        (self.q, self.r, self.s())
    }

    /// Vector sum (wrapping), usable in constants.
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// const H: Hex = Hex::new(1, 2).plus(Hex::new(-3, 1));
    /// assert_eq!(H, Hex::new(-2, 3));
    /// ```
    #[inline]
    pub const fn plus(self, other: Hex) -> Hex {
        Hex {
            q: self.q.wrapping_add(other.q),
            r: self.r.wrapping_add(other.r),
        }
    }

    /// Vector difference (wrapping), usable in constants.
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// assert_eq!(Hex::new(1, 2).minus(Hex::new(1, 1)), Hex::new(0, 1));
    /// ```
    #[inline]
    pub const fn minus(self, other: Hex) -> Hex {
        Hex {
            q: self.q.wrapping_sub(other.q),
            r: self.r.wrapping_sub(other.r),
        }
    }

    /// This vector times `k` (wrapping), usable in constants.
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// assert_eq!(Hex::new(1, -1).scaled(3), Hex::new(3, -3));
    /// ```
    #[inline]
    pub const fn scaled(self, k: i32) -> Hex {
        Hex {
            q: self.q.wrapping_mul(k),
            r: self.r.wrapping_mul(k),
        }
    }

    /// The adjacent cell in direction `dir`.
    ///
    /// ```
    /// use board_core::hex::{Direction, Hex};
    /// assert_eq!(Hex::ORIGIN.neighbor(Direction::S), Hex::new(1, -1));
    /// ```
    #[inline]
    pub const fn neighbor(self, dir: Direction) -> Hex {
        self.plus(dir.vector())
    }

    /// The cell one diagonal step away along `diag`.
    ///
    /// ```
    /// use board_core::hex::{Diagonal, Hex};
    /// assert_eq!(Hex::ORIGIN.diagonal_neighbor(Diagonal::E), Hex::new(1, 1));
    /// ```
    #[inline]
    pub const fn diagonal_neighbor(self, diag: Diagonal) -> Hex {
        self.plus(diag.vector())
    }

    /// The six adjacent cells, in [`Direction::ALL`] order.
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// let n = Hex::ORIGIN.neighbors();
    /// assert_eq!(n[0], Hex::new(-1, 1)); // north
    /// assert!(n.iter().all(|h| h.length() == 1));
    /// ```
    pub const fn neighbors(self) -> [Hex; 6] {
        let mut out = [self; 6];
        let mut i = 0;
        while i < 6 {
            out[i] = self.neighbor(Direction::ALL[i]);
            i += 1;
        }
        out
    }

    /// The distance from the centre in cell steps: `max(|q|, |r|, |s|)`.
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// assert_eq!(Hex::new(3, -1).length(), 3);
    /// assert_eq!(Hex::new(-2, 4).length(), 4);
    /// ```
    #[inline]
    pub const fn length(self) -> u32 {
        let (q, r, s) = (
            self.q.unsigned_abs(),
            self.r.unsigned_abs(),
            self.s().unsigned_abs(),
        );
        let m = if q > r { q } else { r };
        if m > s { m } else { s }
    }

    /// The number of single steps from `self` to `other`.
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// assert_eq!(Hex::new(1, 1).distance(Hex::new(-1, -1)), 4);
    /// assert_eq!(Hex::new(1, 1).distance(Hex::new(1, 1)), 0);
    /// ```
    #[inline]
    pub const fn distance(self, other: Hex) -> u32 {
        self.minus(other).length()
    }

    /// This cell rotated 60 degrees clockwise about the centre:
    /// `(q, r, s) -> (-s, -q, -r)`. Maps each [`Direction`] vector onto the
    /// next one clockwise.
    ///
    /// ```
    /// use board_core::hex::{Direction, Hex};
    /// assert_eq!(Direction::N.vector().rotate_cw(), Direction::NE.vector());
    /// assert_eq!(Hex::new(2, -1).rotate_cw(), Hex::new(1, -2));
    /// ```
    #[inline]
    pub const fn rotate_cw(self) -> Hex {
        Hex {
            q: self.s().wrapping_neg(),
            r: self.q.wrapping_neg(),
        }
    }

    /// This cell rotated 60 degrees counter-clockwise about the centre:
    /// `(q, r, s) -> (-r, -s, -q)`.
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// let h = Hex::new(2, -1);
    /// assert_eq!(h.rotate_cw().rotate_ccw(), h);
    /// ```
    #[inline]
    pub const fn rotate_ccw(self) -> Hex {
        Hex {
            q: self.r.wrapping_neg(),
            r: self.s().wrapping_neg(),
        }
    }

    /// This cell rotated `steps` times 60 degrees clockwise about the centre
    /// (negative `steps` turn counter-clockwise).
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// let h = Hex::new(3, -1);
    /// assert_eq!(h.rotated(6), h);
    /// assert_eq!(h.rotated(3), Hex::new(-3, 1)); // half a turn
    /// assert_eq!(h.rotated(-1), h.rotate_ccw());
    /// ```
    pub const fn rotated(self, steps: i32) -> Hex {
        let mut h = self;
        let mut i = steps.rem_euclid(6);
        while i > 0 {
            h = h.rotate_cw();
            i -= 1;
        }
        h
    }

    /// This cell mirrored across the north-south line through the centre
    /// (east and west swap): `(q, r) -> (-r, -q)`.
    ///
    /// ```
    /// use board_core::hex::{Direction, Hex};
    /// assert_eq!(Direction::NE.vector().mirror_east_west(), Direction::NW.vector());
    /// assert_eq!(Direction::N.vector().mirror_east_west(), Direction::N.vector());
    /// ```
    #[inline]
    pub const fn mirror_east_west(self) -> Hex {
        Hex {
            q: self.r.wrapping_neg(),
            r: self.q.wrapping_neg(),
        }
    }

    /// This cell mirrored across the east-west line through the centre
    /// (north and south swap): `(q, r) -> (r, q)`. This maps one side's
    /// half of a two-player board onto the other's.
    ///
    /// ```
    /// use board_core::hex::{Direction, Hex};
    /// assert_eq!(Direction::N.vector().mirror_north_south(), Direction::S.vector());
    /// assert_eq!(Direction::NE.vector().mirror_north_south(), Direction::SE.vector());
    /// ```
    #[inline]
    pub const fn mirror_north_south(self) -> Hex {
        Hex {
            q: self.r,
            r: self.q,
        }
    }

    /// Whether `self` and `other` share a side.
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// assert!(Hex::ORIGIN.is_adjacent(Hex::new(0, 1)));
    /// assert!(!Hex::ORIGIN.is_adjacent(Hex::new(1, 1)));
    /// ```
    #[inline]
    pub const fn is_adjacent(self, other: Hex) -> bool {
        self.distance(other) == 1
    }

    /// The direction from `self` to `other` if they lie on one straight line
    /// through cell sides (and differ), else `None`.
    ///
    /// ```
    /// use board_core::hex::{Direction, Hex};
    /// assert_eq!(Hex::ORIGIN.direction_to(Hex::new(-3, 3)), Some(Direction::N));
    /// assert_eq!(Hex::ORIGIN.direction_to(Hex::new(1, 1)), None);
    /// ```
    pub const fn direction_to(self, other: Hex) -> Option<Direction> {
        let d = other.minus(self);
        let n = d.length() as i32;
        if n == 0 {
            return None;
        }
        let mut i = 0;
        while i < 6 {
            let v = Direction::ALL[i].vector().scaled(n);
            if v.q == d.q && v.r == d.r {
                return Some(Direction::ALL[i]);
            }
            i += 1;
        }
        None
    }

    /// The diagonal from `self` to `other` if they lie on one diagonal line
    /// (and differ), else `None`.
    ///
    /// ```
    /// use board_core::hex::{Diagonal, Hex};
    /// assert_eq!(Hex::ORIGIN.diagonal_to(Hex::new(2, 2)), Some(Diagonal::E));
    /// assert_eq!(Hex::ORIGIN.diagonal_to(Hex::new(0, 2)), None);
    /// ```
    pub const fn diagonal_to(self, other: Hex) -> Option<Diagonal> {
        let d = other.minus(self);
        let n = d.length();
        if n == 0 || !n.is_multiple_of(2) {
            return None;
        }
        let k = (n / 2) as i32;
        let mut i = 0;
        while i < 6 {
            let v = Diagonal::ALL[i].vector().scaled(k);
            if v.q == d.q && v.r == d.r {
                return Some(Diagonal::ALL[i]);
            }
            i += 1;
        }
        None
    }
}

impl Add for Hex {
    type Output = Hex;
    #[inline]
    fn add(self, rhs: Hex) -> Hex {
        self.plus(rhs)
    }
}

impl AddAssign for Hex {
    #[inline]
    fn add_assign(&mut self, rhs: Hex) {
        *self = self.plus(rhs);
    }
}

impl Sub for Hex {
    type Output = Hex;
    #[inline]
    fn sub(self, rhs: Hex) -> Hex {
        self.minus(rhs)
    }
}

impl SubAssign for Hex {
    #[inline]
    fn sub_assign(&mut self, rhs: Hex) {
        *self = self.minus(rhs);
    }
}

impl Neg for Hex {
    type Output = Hex;
    #[inline]
    fn neg(self) -> Hex {
        self.scaled(-1)
    }
}

impl Mul<i32> for Hex {
    type Output = Hex;
    #[inline]
    fn mul(self, k: i32) -> Hex {
        self.scaled(k)
    }
}

impl fmt::Display for Hex {
    /// Writes `(q,r)`, the form Kyrras notation uses (rule KY-11.1).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.q, self.r)
    }
}

/// A text that is not a hex in the form `(q,r)`.
///
/// ```
/// use board_core::hex::Hex;
/// let err = "(1;2)".parse::<Hex>().unwrap_err();
/// assert_eq!(err.to_string(), "not a hex coordinate pair like (q,r)");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ParseHexError;

impl fmt::Display for ParseHexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a hex coordinate pair like (q,r)")
    }
}

impl core::error::Error for ParseHexError {}

impl FromStr for Hex {
    type Err = ParseHexError;

    /// Reads the form [`Display`](fmt::Display) writes: `(q,r)` with
    /// optional spaces after the comma and around the numbers, e.g.
    /// `(-2,3)` or `( 1, -4 )`.
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// assert_eq!("(-2,3)".parse::<Hex>(), Ok(Hex::new(-2, 3)));
    /// assert_eq!("( 1, -4 )".parse::<Hex>(), Ok(Hex::new(1, -4)));
    /// assert!("(1,2,3)".parse::<Hex>().is_err());
    /// assert!("1,2".parse::<Hex>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Hex, ParseHexError> {
        let inner = s
            .trim()
            .strip_prefix('(')
            .and_then(|t| t.strip_suffix(')'))
            .ok_or(ParseHexError)?;
        let (q, r) = inner.split_once(',').ok_or(ParseHexError)?;
        let q = q.trim().parse().map_err(|_| ParseHexError)?;
        let r = r.trim().parse().map_err(|_| ParseHexError)?;
        Ok(Hex::new(q, r))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_is_axial_pair() {
        extern crate alloc;
        use alloc::string::ToString;
        assert_eq!(Hex::new(-2, 3).to_string(), "(-2,3)");
        for h in [Hex::ORIGIN, Hex::new(-6, 6), Hex::new(i32::MIN, i32::MAX)] {
            assert_eq!(h.to_string().parse::<Hex>(), Ok(h));
        }
        for bad in [
            "",
            "()",
            "(1)",
            "(1,)",
            "(a,1)",
            "(1,2",
            "1,2)",
            "(1,2)x",
            "(99999999999,0)",
        ] {
            assert_eq!(bad.parse::<Hex>(), Err(ParseHexError), "{bad}");
        }
    }

    #[test]
    fn extreme_coordinates_do_not_panic() {
        let h = Hex::new(i32::MAX, i32::MIN);
        let _ = h.length();
        let _ = h.rotate_cw().rotate_ccw();
        let _ = h + h;
        let _ = h.direction_to(Hex::ORIGIN);
        let _ = h.diagonal_to(Hex::new(i32::MIN, i32::MIN));
        assert_eq!(Hex::from_cube(i32::MAX, i32::MAX, i32::MAX), None);
    }

    #[test]
    fn mirrors_are_involutions() {
        let h = Hex::new(3, -5);
        assert_eq!(h.mirror_east_west().mirror_east_west(), h);
        assert_eq!(h.mirror_north_south().mirror_north_south(), h);
        assert_eq!(h.mirror_east_west().length(), h.length());
    }
}
