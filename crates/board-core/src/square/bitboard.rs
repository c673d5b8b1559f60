//! [`Bitboard`]: a set of squares in one `u64`.

use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub};

use super::coords::{File, Rank, Square};

/// A set of squares: bit `i` of the `u64` is [`Square`] index `i`.
///
/// Set operations are the bit operators (`&`, `|`, `^`, `!`, and `-` for
/// difference). Iterating yields the squares in index order, lowest first,
/// using the lowest set bit each step (a `tzcnt` and a `blsr`).
///
/// ```
/// use board_core::square::{Bitboard, Square};
/// let set = Bitboard::from(Square::A1) | Square::C3.into() | Square::H8.into();
/// assert_eq!(set.count(), 3);
/// assert!(set.contains(Square::C3));
/// assert_eq!(set.into_iter().collect::<Vec<_>>(), [Square::A1, Square::C3, Square::H8]);
/// assert_eq!((set - Square::A1.into()).count(), 2);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// No squares.
    ///
    /// ```
    /// # use board_core::square::Bitboard;
    /// assert!(Bitboard::EMPTY.is_empty());
    /// ```
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 64 squares.
    ///
    /// ```
    /// # use board_core::square::Bitboard;
    /// assert_eq!(Bitboard::FULL.count(), 64);
    /// ```
    pub const FULL: Bitboard = Bitboard(!0);
    /// The light squares (`b1`, `a2`, ...).
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Square};
    /// assert!(Bitboard::LIGHT.contains(Square::H1));
    /// assert!(!Bitboard::LIGHT.contains(Square::A1));
    /// ```
    pub const LIGHT: Bitboard = Bitboard(0x55AA_55AA_55AA_55AA);
    /// The dark squares (`a1`, `c1`, ...).
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Square};
    /// assert!(Bitboard::DARK.contains(Square::A1));
    /// ```
    pub const DARK: Bitboard = Bitboard(!0x55AA_55AA_55AA_55AA);

    /// The set holding only `sq`.
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Square};
    /// assert_eq!(Bitboard::square(Square::B1), Bitboard(2));
    /// ```
    #[inline]
    pub const fn square(sq: Square) -> Bitboard {
        Bitboard(1 << sq.index())
    }

    /// Every square of a file.
    ///
    /// ```
    /// # use board_core::square::{Bitboard, File, Square};
    /// assert!(Bitboard::file(File::C).contains(Square::C7));
    /// assert_eq!(Bitboard::file(File::C).count(), 8);
    /// ```
    #[inline]
    pub const fn file(file: File) -> Bitboard {
        Bitboard(0x0101_0101_0101_0101 << file as u8)
    }

    /// Every square of a rank.
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Rank};
    /// assert_eq!(Bitboard::rank(Rank::R2), Bitboard(0xff00));
    /// ```
    #[inline]
    pub const fn rank(rank: Rank) -> Bitboard {
        Bitboard(0xff << (8 * rank as u8))
    }

    /// Whether the set is empty.
    ///
    /// ```
    /// # use board_core::square::Bitboard;
    /// assert!(Bitboard(0).is_empty());
    /// assert!(!Bitboard(4).is_empty());
    /// ```
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set has at least one square.
    ///
    /// ```
    /// # use board_core::square::Bitboard;
    /// assert!(Bitboard(4).is_nonempty());
    /// ```
    #[inline]
    pub const fn is_nonempty(self) -> bool {
        self.0 != 0
    }

    /// Whether the set has two or more squares.
    ///
    /// ```
    /// # use board_core::square::Bitboard;
    /// assert!(!Bitboard(8).has_more_than_one());
    /// assert!(Bitboard(9).has_more_than_one());
    /// ```
    #[inline]
    pub const fn has_more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The number of squares.
    ///
    /// ```
    /// # use board_core::square::Bitboard;
    /// assert_eq!(Bitboard(0b1011).count(), 3);
    /// ```
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether `sq` is in the set.
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Square};
    /// assert!(Bitboard(1).contains(Square::A1));
    /// ```
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 >> sq.index() & 1 != 0
    }

    /// The set with `sq` added.
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Square};
    /// assert_eq!(Bitboard::EMPTY.with(Square::C1), Bitboard(4));
    /// ```
    #[inline]
    pub const fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | 1 << sq.index())
    }

    /// The set with `sq` removed.
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Square};
    /// assert_eq!(Bitboard(5).without(Square::A1), Bitboard(4));
    /// ```
    #[inline]
    pub const fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << sq.index()))
    }

    /// Adds `sq` to the set.
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Square};
    /// let mut b = Bitboard::EMPTY;
    /// b.insert(Square::H8);
    /// assert!(b.contains(Square::H8));
    /// ```
    #[inline]
    pub fn insert(&mut self, sq: Square) {
        self.0 |= 1 << sq.index();
    }

    /// Removes `sq` from the set.
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Square};
    /// let mut b = Bitboard::FULL;
    /// b.remove(Square::A1);
    /// assert_eq!(b.count(), 63);
    /// ```
    #[inline]
    pub fn remove(&mut self, sq: Square) {
        self.0 &= !(1 << sq.index());
    }

    /// Toggles `sq`.
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Square};
    /// let mut b = Bitboard::EMPTY;
    /// b.toggle(Square::B1);
    /// assert_eq!(b, Bitboard(2));
    /// b.toggle(Square::B1);
    /// assert!(b.is_empty());
    /// ```
    #[inline]
    pub fn toggle(&mut self, sq: Square) {
        self.0 ^= 1 << sq.index();
    }

    /// The lowest square, if any.
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Square};
    /// assert_eq!(Bitboard(0b1100).first(), Some(Square::C1));
    /// assert_eq!(Bitboard::EMPTY.first(), None);
    /// ```
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_masked(self.0.trailing_zeros() as u8))
        }
    }

    /// The lowest square, for a set known to be non-empty (an empty set
    /// gives `a1`, never a panic).
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Square};
    /// assert_eq!(Bitboard(0b1000).lsb(), Square::D1);
    /// ```
    #[inline]
    pub const fn lsb(self) -> Square {
        Square::from_index_masked(self.0.trailing_zeros() as u8)
    }

    /// The highest square, if any.
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Square};
    /// assert_eq!(Bitboard(0b1100).last(), Some(Square::D1));
    /// ```
    #[inline]
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_masked(63 - self.0.leading_zeros() as u8))
        }
    }

    /// Removes and returns the lowest square.
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Square};
    /// let mut b = Bitboard(0b110);
    /// assert_eq!(b.pop(), Some(Square::B1));
    /// assert_eq!(b, Bitboard(0b100));
    /// ```
    #[inline]
    pub fn pop(&mut self) -> Option<Square> {
        let sq = self.first()?;
        self.0 &= self.0 - 1;
        Some(sq)
    }

    /// The set shifted one rank up (toward rank 8); squares leaving the
    /// board vanish.
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Square};
    /// assert_eq!(Bitboard::from(Square::E2).north(), Square::E3.into());
    /// assert!(Bitboard::from(Square::E8).north().is_empty());
    /// ```
    #[inline]
    pub const fn north(self) -> Bitboard {
        Bitboard(self.0 << 8)
    }

    /// The set shifted one rank down (toward rank 1).
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Square};
    /// assert_eq!(Bitboard::from(Square::E2).south(), Square::E1.into());
    /// ```
    #[inline]
    pub const fn south(self) -> Bitboard {
        Bitboard(self.0 >> 8)
    }

    /// The set shifted one file right (toward the h-file), without wrapping.
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Square};
    /// assert_eq!(Bitboard::from(Square::E2).east(), Square::F2.into());
    /// assert!(Bitboard::from(Square::H2).east().is_empty());
    /// ```
    #[inline]
    pub const fn east(self) -> Bitboard {
        Bitboard((self.0 & !0x8080_8080_8080_8080) << 1)
    }

    /// The set shifted one file left (toward the a-file), without wrapping.
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Square};
    /// assert_eq!(Bitboard::from(Square::E2).west(), Square::D2.into());
    /// assert!(Bitboard::from(Square::A2).west().is_empty());
    /// ```
    #[inline]
    pub const fn west(self) -> Bitboard {
        Bitboard((self.0 & !0x0101_0101_0101_0101) >> 1)
    }

    /// The set shifted one square diagonally up and right (toward h8).
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Square};
    /// assert_eq!(Bitboard::from(Square::E4).north_east(), Square::F5.into());
    /// assert!(Bitboard::from(Square::H4).north_east().is_empty());
    /// ```
    #[inline]
    pub const fn north_east(self) -> Bitboard {
        self.north().east()
    }

    /// The set shifted one square diagonally up and left (toward a8).
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Square};
    /// assert_eq!(Bitboard::from(Square::E4).north_west(), Square::D5.into());
    /// ```
    #[inline]
    pub const fn north_west(self) -> Bitboard {
        self.north().west()
    }

    /// The set shifted one square diagonally down and right (toward h1).
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Square};
    /// assert_eq!(Bitboard::from(Square::E4).south_east(), Square::F3.into());
    /// ```
    #[inline]
    pub const fn south_east(self) -> Bitboard {
        self.south().east()
    }

    /// The set shifted one square diagonally down and left (toward a1).
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Square};
    /// assert_eq!(Bitboard::from(Square::E4).south_west(), Square::D3.into());
    /// assert!(Bitboard::from(Square::A4).south_west().is_empty());
    /// ```
    #[inline]
    pub const fn south_west(self) -> Bitboard {
        self.south().west()
    }

    /// The set shifted toward `side`'s eighth rank: north for White, south
    /// for Black.
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Color, Square};
    /// assert_eq!(Bitboard::from(Square::E2).forward(Color::White), Square::E3.into());
    /// assert_eq!(Bitboard::from(Square::E7).forward(Color::Black), Square::E6.into());
    /// ```
    #[inline]
    pub const fn forward(self, side: super::Color) -> Bitboard {
        match side {
            super::Color::White => self.north(),
            super::Color::Black => self.south(),
        }
    }

    /// The set mirrored rank 1 <-> rank 8.
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Square};
    /// assert_eq!(Bitboard::from(Square::B2).flip_ranks(), Square::B7.into());
    /// ```
    #[inline]
    pub const fn flip_ranks(self) -> Bitboard {
        Bitboard(self.0.swap_bytes())
    }

    /// Iterates over every subset of this set (including the empty set and
    /// the set itself), by the carry-rippler trick.
    ///
    /// ```
    /// # use board_core::square::Bitboard;
    /// assert_eq!(Bitboard(0b1010).subsets().count(), 4);
    /// ```
    #[inline]
    pub const fn subsets(self) -> Subsets {
        Subsets {
            set: self.0,
            next: Some(0),
        }
    }

    /// Iterates over the squares, lowest first.
    ///
    /// ```
    /// # use board_core::square::{Bitboard, Square};
    /// assert_eq!(Bitboard(0b11).iter().last(), Some(Square::B1));
    /// ```
    #[inline]
    pub const fn iter(self) -> BitboardIter {
        BitboardIter(self.0)
    }
}

/// The squares of a [`Bitboard`], lowest first.
///
/// ```
/// use board_core::square::{Bitboard, Square};
/// let mut it = Bitboard(0b101).iter();
/// assert_eq!(it.len(), 2);
/// assert_eq!(it.next(), Some(Square::A1));
/// assert_eq!(it.next(), Some(Square::C1));
/// assert_eq!(it.next(), None);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct BitboardIter(u64);

impl Iterator for BitboardIter {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let sq = Square::from_index_masked(self.0.trailing_zeros() as u8);
        self.0 &= self.0 - 1;
        Some(sq)
    }
    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for BitboardIter {}
impl core::iter::FusedIterator for BitboardIter {}

/// Every subset of a [`Bitboard`]; see [`Bitboard::subsets`].
///
/// ```
/// use board_core::square::Bitboard;
/// let subsets: Vec<_> = Bitboard(0b11).subsets().collect();
/// assert_eq!(subsets, [Bitboard(0), Bitboard(1), Bitboard(2), Bitboard(3)]);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Subsets {
    set: u64,
    next: Option<u64>,
}

impl Iterator for Subsets {
    type Item = Bitboard;
    #[inline]
    fn next(&mut self) -> Option<Bitboard> {
        let cur = self.next?;
        let following = cur.wrapping_sub(self.set) & self.set;
        self.next = if following == 0 {
            None
        } else {
            Some(following)
        };
        Some(Bitboard(cur))
    }
}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = BitboardIter;
    #[inline]
    fn into_iter(self) -> BitboardIter {
        BitboardIter(self.0)
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        iter.into_iter().fold(Bitboard::EMPTY, |b, sq| b.with(sq))
    }
}

impl From<Square> for Bitboard {
    #[inline]
    fn from(sq: Square) -> Bitboard {
        Bitboard::square(sq)
    }
}

macro_rules! bit_op {
    ($tr:ident, $f:ident, $atr:ident, $af:ident, $op:tt) => {
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $atr for Bitboard {
            #[inline]
            fn $af(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}

bit_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Sub for Bitboard {
    type Output = Bitboard;
    /// Set difference: the squares of `self` not in `rhs`.
    #[inline]
    fn sub(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & !rhs.0)
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl fmt::Display for Bitboard {
    /// An 8x8 grid, rank 8 first: `X` for members, `.` otherwise.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            for file in 0..8 {
                let c = if self.0 >> (rank * 8 + file) & 1 != 0 {
                    'X'
                } else {
                    '.'
                };
                write!(f, "{c}")?;
            }
            if rank > 0 {
                writeln!(f)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iteration_in_order() {
        let b = Bitboard(0x8000_0000_0000_0401);
        let v: alloc::vec::Vec<_> = b.into_iter().collect();
        assert_eq!(v, [Square::A1, Square::C2, Square::H8]);
    }

    #[test]
    fn shifts_do_not_wrap() {
        let h_file = Bitboard::file(File::H);
        assert!(h_file.east().is_empty());
        assert_eq!(h_file.west(), Bitboard::file(File::G));
        let a_file = Bitboard::file(File::A);
        assert!(a_file.west().is_empty());
        assert!(Bitboard::rank(Rank::R8).north().is_empty());
        assert!(Bitboard::rank(Rank::R1).south().is_empty());
    }

    #[test]
    fn colours_partition() {
        assert_eq!(Bitboard::LIGHT & Bitboard::DARK, Bitboard::EMPTY);
        assert_eq!(Bitboard::LIGHT | Bitboard::DARK, Bitboard::FULL);
        for sq in Square::ALL {
            let light = sq.color() == crate::square::SquareColor::Light;
            assert_eq!(Bitboard::LIGHT.contains(sq), light, "{sq}");
        }
    }

    #[test]
    fn subsets_count() {
        let set = Bitboard(0x0101_0000_0000_8001);
        assert_eq!(set.subsets().count(), 16);
        assert!(set.subsets().all(|s| s - set == Bitboard::EMPTY));
    }

    #[test]
    fn display_grid() {
        let s = alloc::format!("{}", Bitboard::from(Square::A8) | Square::H1.into());
        assert!(s.starts_with("X......."));
        assert!(s.ends_with(".......X"));
    }
}
