//! [`HexSet`]: a set of cell indices of one [`HexGrid`](super::HexGrid), as
//! a `u128` bitboard.

use core::fmt;
use core::iter::FusedIterator;
use core::ops::{
    BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub, SubAssign,
};

/// A set of dense cell indices `0..128` (bit `i` = cell `i`), enough for a
/// radius-6 board of 127 cells.
///
/// The indices are those of a [`HexGrid`](super::HexGrid); a set means
/// nothing without its grid. Indices of 128 or more cannot be members:
/// [`single`](Self::single) gives the empty set for them and
/// [`contains`](Self::contains) answers `false`. [`Not`] flips all 128 bits,
/// so intersect with [`HexGrid::all`](super::HexGrid::all) to stay on the
/// board.
///
/// ```
/// use board_core::hex::HexSet;
/// let a = HexSet::single(3) | HexSet::single(70);
/// let b = HexSet::single(70) | HexSet::single(126);
/// assert_eq!((a & b).iter().collect::<Vec<_>>(), [70]);
/// assert_eq!((a | b).len(), 3);
/// assert_eq!((a - b).first(), Some(3));
/// assert!(HexSet::EMPTY.is_empty());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct HexSet(pub u128);

impl HexSet {
    /// The empty set.
    ///
    /// ```
    /// use board_core::hex::HexSet;
    /// assert_eq!(HexSet::EMPTY.len(), 0);
    /// ```
    pub const EMPTY: HexSet = HexSet(0);

    /// The set whose members are the one bits of `bits`.
    ///
    /// ```
    /// use board_core::hex::HexSet;
    /// assert_eq!(HexSet::from_bits(0b101).iter().collect::<Vec<_>>(), [0, 2]);
    /// ```
    #[inline]
    pub const fn from_bits(bits: u128) -> HexSet {
        HexSet(bits)
    }

    /// The members as bits.
    ///
    /// ```
    /// use board_core::hex::HexSet;
    /// assert_eq!(HexSet::single(4).bits(), 16);
    /// ```
    #[inline]
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// The set holding only `index`, or the empty set if `index >= 128`.
    ///
    /// ```
    /// use board_core::hex::HexSet;
    /// assert!(HexSet::single(127).contains(127));
    /// assert!(HexSet::single(128).is_empty());
    /// ```
    #[inline]
    pub const fn single(index: usize) -> HexSet {
        if index < 128 {
            HexSet(1 << index)
        } else {
            HexSet(0)
        }
    }

    /// The set of the first `n` indices, `0..n` (all 128 if `n >= 128`).
    ///
    /// ```
    /// use board_core::hex::HexSet;
    /// assert_eq!(HexSet::first_n(91).len(), 91);
    /// assert_eq!(HexSet::first_n(500).len(), 128);
    /// ```
    #[inline]
    pub const fn first_n(n: usize) -> HexSet {
        if n >= 128 {
            HexSet(u128::MAX)
        } else {
            HexSet((1 << n) - 1)
        }
    }

    /// Whether `index` is a member.
    ///
    /// ```
    /// use board_core::hex::HexSet;
    /// let s = HexSet::single(9);
    /// assert!(s.contains(9) && !s.contains(8) && !s.contains(1000));
    /// ```
    #[inline]
    pub const fn contains(self, index: usize) -> bool {
        index < 128 && self.0 >> index & 1 != 0
    }

    /// Adds `index`; returns whether it was newly added (`false` if it was a
    /// member already or is `>= 128`).
    ///
    /// ```
    /// use board_core::hex::HexSet;
    /// let mut s = HexSet::EMPTY;
    /// assert!(s.insert(5));
    /// assert!(!s.insert(5));
    /// assert!(!s.insert(200));
    /// assert_eq!(s.len(), 1);
    /// ```
    #[inline]
    pub fn insert(&mut self, index: usize) -> bool {
        let added = index < 128 && !self.contains(index);
        self.0 |= HexSet::single(index).0;
        added
    }

    /// Removes `index`; returns whether it was a member.
    ///
    /// ```
    /// use board_core::hex::HexSet;
    /// let mut s = HexSet::single(5);
    /// assert!(s.remove(5));
    /// assert!(!s.remove(5));
    /// ```
    #[inline]
    pub fn remove(&mut self, index: usize) -> bool {
        let was = self.contains(index);
        self.0 &= !HexSet::single(index).0;
        was
    }

    /// This set with `index` added (unchanged if `index >= 128`).
    ///
    /// ```
    /// use board_core::hex::HexSet;
    /// assert_eq!(HexSet::EMPTY.with(1).with(2).len(), 2);
    /// ```
    #[inline]
    pub const fn with(self, index: usize) -> HexSet {
        HexSet(self.0 | HexSet::single(index).0)
    }

    /// This set with `index` removed.
    ///
    /// ```
    /// use board_core::hex::HexSet;
    /// assert!(HexSet::single(1).without(1).is_empty());
    /// ```
    #[inline]
    pub const fn without(self, index: usize) -> HexSet {
        HexSet(self.0 & !HexSet::single(index).0)
    }

    /// The number of members.
    ///
    /// ```
    /// use board_core::hex::HexSet;
    /// assert_eq!(HexSet::from_bits(0xff).len(), 8);
    /// ```
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set has no members.
    ///
    /// ```
    /// use board_core::hex::HexSet;
    /// assert!(HexSet::default().is_empty());
    /// ```
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set has more than one member.
    ///
    /// ```
    /// use board_core::hex::HexSet;
    /// assert!(!HexSet::single(3).has_many());
    /// assert!(HexSet::from_bits(0b11).has_many());
    /// ```
    #[inline]
    pub const fn has_many(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The smallest member.
    ///
    /// ```
    /// use board_core::hex::HexSet;
    /// assert_eq!(HexSet::from_bits(0b1100).first(), Some(2));
    /// assert_eq!(HexSet::EMPTY.first(), None);
    /// ```
    #[inline]
    pub const fn first(self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as usize)
        }
    }

    /// The largest member.
    ///
    /// ```
    /// use board_core::hex::HexSet;
    /// assert_eq!(HexSet::from_bits(0b1100).last(), Some(3));
    /// ```
    #[inline]
    pub const fn last(self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            Some(127 - self.0.leading_zeros() as usize)
        }
    }

    /// Removes and returns the smallest member.
    ///
    /// ```
    /// use board_core::hex::HexSet;
    /// let mut s = HexSet::from_bits(0b110);
    /// assert_eq!(s.pop_first(), Some(1));
    /// assert_eq!(s.pop_first(), Some(2));
    /// assert_eq!(s.pop_first(), None);
    /// ```
    #[inline]
    pub fn pop_first(&mut self) -> Option<usize> {
        let first = self.first()?;
        self.0 &= self.0 - 1;
        Some(first)
    }

    /// Whether the sets share a member.
    ///
    /// ```
    /// use board_core::hex::HexSet;
    /// assert!(HexSet::from_bits(0b11).intersects(HexSet::single(1)));
    /// assert!(!HexSet::single(0).intersects(HexSet::single(1)));
    /// ```
    #[inline]
    pub const fn intersects(self, other: HexSet) -> bool {
        self.0 & other.0 != 0
    }

    /// Whether every member of `self` is in `other`.
    ///
    /// ```
    /// use board_core::hex::HexSet;
    /// assert!(HexSet::single(1).is_subset(HexSet::from_bits(0b11)));
    /// assert!(!HexSet::from_bits(0b11).is_subset(HexSet::single(1)));
    /// ```
    #[inline]
    pub const fn is_subset(self, other: HexSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// Union, usable in constants.
    ///
    /// ```
    /// use board_core::hex::HexSet;
    /// const S: HexSet = HexSet::single(1).union(HexSet::single(2));
    /// assert_eq!(S.len(), 2);
    /// ```
    #[inline]
    pub const fn union(self, other: HexSet) -> HexSet {
        HexSet(self.0 | other.0)
    }

    /// Intersection, usable in constants.
    ///
    /// ```
    /// use board_core::hex::HexSet;
    /// assert!(HexSet::single(1).intersection(HexSet::single(2)).is_empty());
    /// ```
    #[inline]
    pub const fn intersection(self, other: HexSet) -> HexSet {
        HexSet(self.0 & other.0)
    }

    /// The members of `self` not in `other`, usable in constants.
    ///
    /// ```
    /// use board_core::hex::HexSet;
    /// assert_eq!(HexSet::from_bits(0b11).difference(HexSet::single(0)), HexSet::single(1));
    /// ```
    #[inline]
    pub const fn difference(self, other: HexSet) -> HexSet {
        HexSet(self.0 & !other.0)
    }

    /// The members in increasing order.
    ///
    /// ```
    /// use board_core::hex::HexSet;
    /// let s: HexSet = [90, 4, 17].into_iter().collect();
    /// assert_eq!(s.iter().collect::<Vec<_>>(), [4, 17, 90]);
    /// assert_eq!(s.iter().rev().next(), Some(90));
    /// ```
    #[inline]
    pub const fn iter(self) -> HexSetIter {
        HexSetIter(self.0)
    }
}

/// The members of a [`HexSet`] in increasing order (double-ended).
///
/// ```
/// use board_core::hex::HexSet;
/// let mut it = HexSet::from_bits(0b1011).iter();
/// assert_eq!(it.len(), 3);
/// assert_eq!(it.next(), Some(0));
/// assert_eq!(it.next_back(), Some(3));
/// ```
#[derive(Clone, Debug)]
pub struct HexSetIter(u128);

impl Iterator for HexSetIter {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            let i = self.0.trailing_zeros() as usize;
            self.0 &= self.0 - 1;
            Some(i)
        }
    }
    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl DoubleEndedIterator for HexSetIter {
    #[inline]
    fn next_back(&mut self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            let i = 127 - self.0.leading_zeros() as usize;
            self.0 ^= 1 << i;
            Some(i)
        }
    }
}

impl ExactSizeIterator for HexSetIter {}
impl FusedIterator for HexSetIter {}

impl IntoIterator for HexSet {
    type Item = usize;
    type IntoIter = HexSetIter;
    #[inline]
    fn into_iter(self) -> HexSetIter {
        self.iter()
    }
}

impl FromIterator<usize> for HexSet {
    /// Collects indices; those `>= 128` are skipped.
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> Self {
        let mut s = HexSet::EMPTY;
        for i in iter {
            s.insert(i);
        }
        s
    }
}

impl Extend<usize> for HexSet {
    /// Adds indices; those `>= 128` are skipped.
    fn extend<I: IntoIterator<Item = usize>>(&mut self, iter: I) {
        for i in iter {
            self.insert(i);
        }
    }
}

macro_rules! set_op {
    ($tr:ident, $f:ident, $atr:ident, $af:ident, $op:tt) => {
        impl $tr for HexSet {
            type Output = HexSet;
            #[inline]
            fn $f(self, rhs: HexSet) -> HexSet {
                HexSet(self.0 $op rhs.0)
            }
        }
        impl $atr for HexSet {
            #[inline]
            fn $af(&mut self, rhs: HexSet) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}

set_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
set_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
set_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Sub for HexSet {
    type Output = HexSet;
    /// Set difference: the members of `self` not in `rhs`.
    #[inline]
    fn sub(self, rhs: HexSet) -> HexSet {
        HexSet(self.0 & !rhs.0)
    }
}

impl SubAssign for HexSet {
    #[inline]
    fn sub_assign(&mut self, rhs: HexSet) {
        self.0 &= !rhs.0;
    }
}

impl Not for HexSet {
    type Output = HexSet;
    /// Complement over all 128 indices.
    #[inline]
    fn not(self) -> HexSet {
        HexSet(!self.0)
    }
}

impl fmt::Debug for HexSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("HexSet")?;
        f.debug_set().entries(self.iter()).finish()
    }
}
