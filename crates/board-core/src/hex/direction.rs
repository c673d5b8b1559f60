//! The six [`Direction`]s (through a cell's sides) and the six
//! [`Diagonal`]s (through its corners), with compass names: north is up
//! (Kyrras rule KY-1.1).

use core::fmt;

use super::coord::Hex;

/// One of the six directions from a flat-top cell through one of its sides.
///
/// Named by compass (Kyrras rule KY-1.1): north is up, and the directions run
/// clockwise `N, NE, SE, S, SW, NW`. Their axial vectors are
/// N `(-1,+1)`, NE `(0,+1)`, SE `(+1,0)`, S `(+1,-1)`, SW `(0,-1)`,
/// NW `(-1,0)`. The discriminant is the clockwise index from north.
///
/// ```
/// use board_core::hex::{Direction, Hex};
/// assert_eq!(Direction::N.vector(), Hex::new(-1, 1));
/// assert_eq!(Direction::N.opposite(), Direction::S);
/// assert_eq!(Direction::N.clockwise(), Direction::NE);
/// assert_eq!(Direction::NW.rotated(2), Direction::NE);
/// assert_eq!(Direction::from_name("SE"), Some(Direction::SE));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum Direction {
    /// North, `(-1, +1)`.
    N = 0,
    /// North-east, `(0, +1)`.
    NE = 1,
    /// South-east, `(+1, 0)`.
    SE = 2,
    /// South, `(+1, -1)`.
    S = 3,
    /// South-west, `(0, -1)`.
    SW = 4,
    /// North-west, `(-1, 0)`.
    NW = 5,
}

const DIRECTION_VECTORS: [Hex; 6] = [
    Hex::new(-1, 1),
    Hex::new(0, 1),
    Hex::new(1, 0),
    Hex::new(1, -1),
    Hex::new(0, -1),
    Hex::new(-1, 0),
];

const DIRECTION_NAMES: [&str; 6] = ["N", "NE", "SE", "S", "SW", "NW"];

impl Direction {
    /// All six, clockwise from north.
    ///
    /// ```
    /// use board_core::hex::Direction;
    /// assert_eq!(Direction::ALL[3], Direction::S);
    /// ```
    pub const ALL: [Direction; 6] = [
        Direction::N,
        Direction::NE,
        Direction::SE,
        Direction::S,
        Direction::SW,
        Direction::NW,
    ];

    /// The clockwise index from north, `0..6`.
    ///
    /// ```
    /// use board_core::hex::Direction;
    /// assert_eq!(Direction::SW.index(), 4);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The direction with clockwise index `index`, or `None` unless `index < 6`.
    ///
    /// ```
    /// use board_core::hex::Direction;
    /// assert_eq!(Direction::from_index(1), Some(Direction::NE));
    /// assert_eq!(Direction::from_index(6), None);
    /// ```
    #[inline]
    pub const fn from_index(index: usize) -> Option<Direction> {
        if index < 6 {
            Some(Direction::ALL[index])
        } else {
            None
        }
    }

    /// The axial step of one cell in this direction.
    ///
    /// ```
    /// use board_core::hex::{Direction, Hex};
    /// assert_eq!(Direction::SE.vector(), Hex::new(1, 0));
    /// ```
    #[inline]
    pub const fn vector(self) -> Hex {
        DIRECTION_VECTORS[self as usize]
    }

    /// The direction pointing the other way.
    ///
    /// ```
    /// use board_core::hex::Direction;
    /// assert_eq!(Direction::NE.opposite(), Direction::SW);
    /// ```
    #[inline]
    pub const fn opposite(self) -> Direction {
        self.rotated(3)
    }

    /// This direction turned 60 degrees clockwise.
    ///
    /// ```
    /// use board_core::hex::Direction;
    /// assert_eq!(Direction::NW.clockwise(), Direction::N);
    /// ```
    #[inline]
    pub const fn clockwise(self) -> Direction {
        self.rotated(1)
    }

    /// This direction turned 60 degrees counter-clockwise.
    ///
    /// ```
    /// use board_core::hex::Direction;
    /// assert_eq!(Direction::N.counter_clockwise(), Direction::NW);
    /// ```
    #[inline]
    pub const fn counter_clockwise(self) -> Direction {
        self.rotated(5)
    }

    /// This direction turned `steps` times 60 degrees clockwise (negative
    /// `steps` turn counter-clockwise).
    ///
    /// ```
    /// use board_core::hex::Direction;
    /// assert_eq!(Direction::S.rotated(-1), Direction::SE);
    /// assert_eq!(Direction::S.rotated(6), Direction::S);
    /// ```
    #[inline]
    pub const fn rotated(self, steps: i32) -> Direction {
        Direction::ALL[(self as i32 + steps).rem_euclid(6) as usize]
    }

    /// The two diagonals next to this direction, counter-clockwise one
    /// first (for N: NNW and NNE). A Glinski or Kyrras knight steps once in
    /// this direction and then once along one of these (Kyrras rule KY-5.7).
    ///
    /// ```
    /// use board_core::hex::{Diagonal, Direction};
    /// assert_eq!(Direction::N.adjacent_diagonals(), [Diagonal::NNW, Diagonal::NNE]);
    /// ```
    #[inline]
    pub const fn adjacent_diagonals(self) -> [Diagonal; 2] {
        [
            Diagonal::ALL[(self as usize + 5) % 6],
            Diagonal::ALL[self as usize],
        ]
    }

    /// The compass name: `"N"`, `"NE"`, `"SE"`, `"S"`, `"SW"` or `"NW"`.
    ///
    /// ```
    /// use board_core::hex::Direction;
    /// assert_eq!(Direction::SW.name(), "SW");
    /// assert_eq!(Direction::SW.to_string(), "SW");
    /// ```
    #[inline]
    pub const fn name(self) -> &'static str {
        DIRECTION_NAMES[self as usize]
    }

    /// The direction with compass name `name` (exactly as [`name`](Self::name)
    /// writes it), or `None`.
    ///
    /// ```
    /// use board_core::hex::Direction;
    /// assert_eq!(Direction::from_name("NW"), Some(Direction::NW));
    /// assert_eq!(Direction::from_name("E"), None); // E is a diagonal
    /// ```
    pub fn from_name(name: &str) -> Option<Direction> {
        Direction::ALL.into_iter().find(|d| d.name() == name)
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One of the six diagonals: from a flat-top cell through one of its corners
/// to the nearest cell that shares no side with it.
///
/// A diagonal is the sum of two adjacent [`Direction`]s, and lies halfway
/// between them. Clockwise from north they are:
///
/// | diagonal | sum       | axial vector | compass bearing |
/// |----------|-----------|--------------|-----------------|
/// | `NNE`    | N + NE    | `(-1, +2)`   | 30 degrees      |
/// | `E`      | NE + SE   | `(+1, +1)`   | 90 degrees (due east) |
/// | `SSE`    | SE + S    | `(+2, -1)`   | 150 degrees     |
/// | `SSW`    | S + SW    | `(+1, -2)`   | 210 degrees     |
/// | `W`      | SW + NW   | `(-1, -1)`   | 270 degrees (due west) |
/// | `NNW`    | NW + N    | `(-2, +1)`   | 330 degrees     |
///
/// ```
/// use board_core::hex::{Diagonal, Direction, Hex};
/// assert_eq!(Diagonal::E.vector(), Hex::new(1, 1));
/// assert_eq!(Diagonal::E.vector(), Direction::NE.vector() + Direction::SE.vector());
/// assert_eq!(Diagonal::E.opposite(), Diagonal::W);
/// assert_eq!(Diagonal::E.sides(), [Direction::NE, Direction::SE]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum Diagonal {
    /// North-north-east (bearing 30 degrees), N + NE = `(-1, +2)`.
    NNE = 0,
    /// East (bearing 90 degrees), NE + SE = `(+1, +1)`.
    E = 1,
    /// South-south-east (bearing 150 degrees), SE + S = `(+2, -1)`.
    SSE = 2,
    /// South-south-west (bearing 210 degrees), S + SW = `(+1, -2)`.
    SSW = 3,
    /// West (bearing 270 degrees), SW + NW = `(-1, -1)`.
    W = 4,
    /// North-north-west (bearing 330 degrees), NW + N = `(-2, +1)`.
    NNW = 5,
}

const DIAGONAL_VECTORS: [Hex; 6] = [
    Hex::new(-1, 2),
    Hex::new(1, 1),
    Hex::new(2, -1),
    Hex::new(1, -2),
    Hex::new(-1, -1),
    Hex::new(-2, 1),
];

const DIAGONAL_NAMES: [&str; 6] = ["NNE", "E", "SSE", "SSW", "W", "NNW"];

impl Diagonal {
    /// All six, clockwise from north-north-east.
    ///
    /// ```
    /// use board_core::hex::Diagonal;
    /// assert_eq!(Diagonal::ALL[1], Diagonal::E);
    /// ```
    pub const ALL: [Diagonal; 6] = [
        Diagonal::NNE,
        Diagonal::E,
        Diagonal::SSE,
        Diagonal::SSW,
        Diagonal::W,
        Diagonal::NNW,
    ];

    /// The clockwise index from north-north-east, `0..6`.
    ///
    /// ```
    /// use board_core::hex::Diagonal;
    /// assert_eq!(Diagonal::W.index(), 4);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The diagonal with clockwise index `index`, or `None` unless `index < 6`.
    ///
    /// ```
    /// use board_core::hex::Diagonal;
    /// assert_eq!(Diagonal::from_index(2), Some(Diagonal::SSE));
    /// assert_eq!(Diagonal::from_index(9), None);
    /// ```
    #[inline]
    pub const fn from_index(index: usize) -> Option<Diagonal> {
        if index < 6 {
            Some(Diagonal::ALL[index])
        } else {
            None
        }
    }

    /// The axial step of one diagonal move.
    ///
    /// ```
    /// use board_core::hex::{Diagonal, Hex};
    /// assert_eq!(Diagonal::NNW.vector(), Hex::new(-2, 1));
    /// ```
    #[inline]
    pub const fn vector(self) -> Hex {
        DIAGONAL_VECTORS[self as usize]
    }

    /// The diagonal pointing the other way.
    ///
    /// ```
    /// use board_core::hex::Diagonal;
    /// assert_eq!(Diagonal::NNE.opposite(), Diagonal::SSW);
    /// ```
    #[inline]
    pub const fn opposite(self) -> Diagonal {
        self.rotated(3)
    }

    /// This diagonal turned 60 degrees clockwise.
    ///
    /// ```
    /// use board_core::hex::Diagonal;
    /// assert_eq!(Diagonal::NNW.clockwise(), Diagonal::NNE);
    /// ```
    #[inline]
    pub const fn clockwise(self) -> Diagonal {
        self.rotated(1)
    }

    /// This diagonal turned 60 degrees counter-clockwise.
    ///
    /// ```
    /// use board_core::hex::Diagonal;
    /// assert_eq!(Diagonal::E.counter_clockwise(), Diagonal::NNE);
    /// ```
    #[inline]
    pub const fn counter_clockwise(self) -> Diagonal {
        self.rotated(5)
    }

    /// This diagonal turned `steps` times 60 degrees clockwise (negative
    /// `steps` turn counter-clockwise).
    ///
    /// ```
    /// use board_core::hex::Diagonal;
    /// assert_eq!(Diagonal::E.rotated(3), Diagonal::W);
    /// assert_eq!(Diagonal::E.rotated(-7), Diagonal::NNE);
    /// ```
    #[inline]
    pub const fn rotated(self, steps: i32) -> Diagonal {
        Diagonal::ALL[(self as i32 + steps).rem_euclid(6) as usize]
    }

    /// The two directions this diagonal lies between, counter-clockwise one
    /// first; their vectors sum to this diagonal's.
    ///
    /// ```
    /// use board_core::hex::{Diagonal, Direction};
    /// assert_eq!(Diagonal::NNW.sides(), [Direction::NW, Direction::N]);
    /// ```
    #[inline]
    pub const fn sides(self) -> [Direction; 2] {
        [
            Direction::ALL[self as usize],
            Direction::ALL[(self as usize + 1) % 6],
        ]
    }

    /// The compass name: `"NNE"`, `"E"`, `"SSE"`, `"SSW"`, `"W"` or `"NNW"`.
    ///
    /// ```
    /// use board_core::hex::Diagonal;
    /// assert_eq!(Diagonal::SSE.name(), "SSE");
    /// assert_eq!(Diagonal::W.to_string(), "W");
    /// ```
    #[inline]
    pub const fn name(self) -> &'static str {
        DIAGONAL_NAMES[self as usize]
    }

    /// The diagonal with compass name `name` (exactly as
    /// [`name`](Self::name) writes it), or `None`.
    ///
    /// ```
    /// use board_core::hex::Diagonal;
    /// assert_eq!(Diagonal::from_name("E"), Some(Diagonal::E));
    /// assert_eq!(Diagonal::from_name("NE"), None); // NE is a direction
    /// ```
    pub fn from_name(name: &str) -> Option<Diagonal> {
        Diagonal::ALL.into_iter().find(|d| d.name() == name)
    }
}

impl fmt::Display for Diagonal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diagonals_are_sums_of_their_sides() {
        for d in Diagonal::ALL {
            let [a, b] = d.sides();
            assert_eq!(d.vector(), a.vector() + b.vector(), "{d}");
            assert_eq!(b, a.clockwise());
        }
    }

    #[test]
    fn adjacent_diagonals_flank_the_direction() {
        for dir in Direction::ALL {
            let [ccw, cw] = dir.adjacent_diagonals();
            assert_eq!(ccw.sides()[1], dir);
            assert_eq!(cw.sides()[0], dir);
        }
    }

    #[test]
    fn vectors_rotate_with_names() {
        for dir in Direction::ALL {
            assert_eq!(dir.vector().rotate_cw(), dir.clockwise().vector());
            assert_eq!(dir.vector() + dir.opposite().vector(), Hex::ORIGIN);
            assert_eq!(Direction::from_name(dir.name()), Some(dir));
        }
        for d in Diagonal::ALL {
            assert_eq!(d.vector().rotate_cw(), d.clockwise().vector());
            assert_eq!(d.vector().length(), 2);
            assert_eq!(Diagonal::from_name(d.name()), Some(d));
        }
    }

    #[test]
    fn compass_bearings_match_k_g1() {
        // North-ness is r - q, east-ness is q + r (= -s).
        let north = |h: Hex| h.r() - h.q();
        let east = |h: Hex| h.q() + h.r();
        assert!(north(Direction::N.vector()) > 0 && east(Direction::N.vector()) == 0);
        assert!(north(Diagonal::E.vector()) == 0 && east(Diagonal::E.vector()) > 0);
        assert!(north(Diagonal::W.vector()) == 0 && east(Diagonal::W.vector()) < 0);
        assert!(north(Direction::NE.vector()) > 0 && east(Direction::NE.vector()) > 0);
    }
}
