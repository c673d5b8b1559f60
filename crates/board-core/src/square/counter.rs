//! Counting the squares of many bitboards fast on any x86-64.

/// Sums the sizes of many 64-square sets, for bulk move counting.
///
/// Without a hardware `popcnt` (the baseline x86-64 target, and wasm),
/// each `count_ones` costs a dozen instructions. This counter keeps one
/// partial count per rank instead: the first steps of the SWAR popcount
/// give each byte (rank) the number of its squares, the byte counts of all
/// sets are summed, and one multiply at the end adds the eight bytes. With
/// `popcnt` it simply adds `count_ones`.
///
/// Limit: at most 255 squares may be counted on any one rank (a set added
/// `times` 4 counts each square 4 times). A move count of a board game
/// position stays far below that.
///
/// ```
/// use board_core::square::SquareCounter;
/// let mut n = SquareCounter::new();
/// n.add(0xff);           // 8 squares
/// n.add_times(0b11, 4);  // 2 squares, 4 times each (promotions)
/// assert_eq!(n.total(), 16);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct SquareCounter {
    lanes: u64,
    singles: u64,
}

const M1: u64 = 0x5555_5555_5555_5555;
const M2: u64 = 0x3333_3333_3333_3333;
const M4: u64 = 0x0f0f_0f0f_0f0f_0f0f;
const BYTES: u64 = 0x0101_0101_0101_0101;

/// Each byte of the result is the number of set bits in that byte of `x`.
#[inline(always)]
const fn byte_counts(x: u64) -> u64 {
    let x = x - ((x >> 1) & M1);
    let x = (x & M2) + ((x >> 2) & M2);
    (x + (x >> 4)) & M4
}

impl SquareCounter {
    /// A counter at zero.
    ///
    /// ```
    /// assert_eq!(board_core::square::SquareCounter::new().total(), 0);
    /// ```
    #[inline(always)]
    pub const fn new() -> SquareCounter {
        SquareCounter {
            lanes: 0,
            singles: 0,
        }
    }

    /// Counts the squares of `bits` once.
    ///
    /// ```
    /// let mut n = board_core::square::SquareCounter::new();
    /// n.add(u64::MAX);
    /// assert_eq!(n.total(), 64);
    /// ```
    #[inline(always)]
    pub fn add(&mut self, bits: u64) {
        if cfg!(target_feature = "popcnt") {
            self.singles += bits.count_ones() as u64;
        } else {
            self.lanes += byte_counts(bits);
        }
    }

    /// Counts the squares of `bits` `times` times (`times` a power of two
    /// up to 128: 4 for the four promotions of a pawn move).
    ///
    /// ```
    /// let mut n = board_core::square::SquareCounter::new();
    /// n.add_times(1 << 63, 4);
    /// assert_eq!(n.total(), 4);
    /// ```
    #[inline(always)]
    pub fn add_times(&mut self, bits: u64, times: u32) {
        let shift = times.trailing_zeros();
        if cfg!(target_feature = "popcnt") {
            self.singles += (bits.count_ones() as u64) << shift;
        } else {
            self.lanes += byte_counts(bits) << shift;
        }
    }

    /// The number of squares counted.
    ///
    /// ```
    /// let mut n = board_core::square::SquareCounter::new();
    /// for rank in 0..8 { n.add(0xffu64 << (8 * rank)); }
    /// assert_eq!(n.total(), 64);
    /// ```
    #[inline(always)]
    pub const fn total(&self) -> u64 {
        (self.lanes.wrapping_mul(BYTES) >> 56) + self.singles
    }
}
