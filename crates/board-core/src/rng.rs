//! Randomness for the generic tools, with no random-number crate in the
//! public API.
//!
//! * [`Entropy`]: anything that yields random `u64`s. Every closure
//!   `FnMut() -> u64` is one, so a generator of any version of any crate
//!   plugs in as `&mut || rng.next_u64()`.
//! * [`SeededRng`]: the generator the tools use when given a seed. It is
//!   ChaCha8, word for word the stream of `rand_chacha`'s
//!   `ChaCha8Rng::seed_from_u64(seed)` (a test checks it), so seeded games
//!   are identical on every platform and survive dependency upgrades.
//!
//! ```
//! use board_core::{Entropy, SeededRng};
//! let mut a = SeededRng::seed_from_u64(7);
//! let mut b = SeededRng::seed_from_u64(7);
//! assert_eq!(a.next_u64(), b.next_u64());
//! assert!(a.below(6) < 6);
//!
//! // A closure is a source of entropy too.
//! let mut counter = 0u64;
//! let mut source = || { counter += 1; counter };
//! assert_eq!(Entropy::next_u64(&mut source), 1);
//! ```

use crate::zobrist::{chacha_block, expand_seed};

/// A source of uniformly random 64-bit words.
///
/// ```
/// use board_core::{Entropy, SeededRng};
/// fn roll(rng: &mut impl Entropy) -> u64 { rng.next_u64() % 6 + 1 }
/// assert!((1..=6).contains(&roll(&mut SeededRng::seed_from_u64(1))));
/// ```
pub trait Entropy {
    /// The next random word.
    fn next_u64(&mut self) -> u64;

    /// An unbiased number in `0..n` (Lemire's multiply-shift with
    /// rejection), identical on every platform. Returns 0 when `n` is 0.
    ///
    /// ```
    /// use board_core::{Entropy, SeededRng};
    /// let mut rng = SeededRng::seed_from_u64(3);
    /// assert!(rng.below(10) < 10);
    /// assert_eq!(rng.below(0), 0);
    /// ```
    fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        let threshold = n.wrapping_neg() % n;
        loop {
            let wide = (self.next_u64() as u128) * (n as u128);
            if (wide as u64) >= threshold {
                return (wide >> 64) as u64;
            }
        }
    }
}

impl<F: FnMut() -> u64> Entropy for F {
    fn next_u64(&mut self) -> u64 {
        self()
    }
}

/// A seeded ChaCha8 generator: the stream of `rand_chacha`'s
/// `ChaCha8Rng::seed_from_u64`, with its word position.
///
/// ```
/// use board_core::{Entropy, SeededRng};
/// let mut rng = SeededRng::seed_from_u64(42);
/// let first = rng.next_u64();
/// assert_eq!(rng.word_pos(), 2);
/// rng.set_word_pos(0);
/// assert_eq!(rng.next_u64(), first);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct SeededRng {
    key: [u32; 8],
    /// The block in `buffer`.
    block: u64,
    buffer: [u32; 16],
    /// The next word of `buffer` to use.
    index: usize,
}

const DOUBLE_ROUNDS: u32 = 4;

impl SeededRng {
    /// The generator of `seed` at the start of its stream.
    pub const fn seed_from_u64(seed: u64) -> SeededRng {
        let key = expand_seed(seed);
        SeededRng {
            key,
            block: 0,
            buffer: chacha_block(&key, 0, DOUBLE_ROUNDS),
            index: 0,
        }
    }

    /// How many 32-bit words of the stream have been used.
    pub fn word_pos(&self) -> u128 {
        self.block as u128 * 16 + self.index as u128
    }

    /// Moves to word `pos` of the stream (words past `2^68` wrap).
    pub fn set_word_pos(&mut self, pos: u128) {
        let block = (pos / 16) as u64;
        if block != self.block {
            self.block = block;
            self.buffer = chacha_block(&self.key, block, DOUBLE_ROUNDS);
        }
        self.index = (pos % 16) as usize;
    }

    /// The next 32-bit word.
    pub fn next_u32(&mut self) -> u32 {
        if self.index == 16 {
            self.block = self.block.wrapping_add(1);
            self.buffer = chacha_block(&self.key, self.block, DOUBLE_ROUNDS);
            self.index = 0;
        }
        let w = self.buffer[self.index];
        self.index += 1;
        w
    }
}

impl Entropy for SeededRng {
    fn next_u64(&mut self) -> u64 {
        let lo = self.next_u32() as u64;
        let hi = self.next_u32() as u64;
        hi << 32 | lo
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand_chacha::ChaCha8Rng;
    use rand_core::{Rng, SeedableRng};

    #[test]
    fn stream_matches_rand_chacha_chacha8() {
        for seed in [0, 1, 0xdead_beef, u64::MAX] {
            let mut ours = SeededRng::seed_from_u64(seed);
            let mut theirs = ChaCha8Rng::seed_from_u64(seed);
            for i in 0..200 {
                if i % 7 == 3 {
                    assert_eq!(ours.next_u32(), theirs.next_u32(), "seed {seed}, word {i}");
                } else {
                    assert_eq!(ours.next_u64(), theirs.next_u64(), "seed {seed}, word {i}");
                }
                assert_eq!(ours.word_pos(), theirs.get_word_pos());
            }
        }
    }

    #[test]
    fn seeking_matches_rand_chacha() {
        let mut ours = SeededRng::seed_from_u64(9);
        let mut theirs = ChaCha8Rng::seed_from_u64(9);
        for pos in [0u128, 15, 16, 17, 1000, 31, 5] {
            ours.set_word_pos(pos);
            theirs.set_word_pos(pos);
            assert_eq!(ours.next_u64(), theirs.next_u64(), "pos {pos}");
        }
    }
}
