//! The game's seeded random generator (LY-1.4): dice, shuffles and
//! cuts all come from one ChaCha stream kept in the game state as its seed
//! and position, so states compare, hash and serialise as plain numbers.

use board_core::{Entropy, SeededRng};
use serde::{Deserialize, Serialize};

/// A position in the ChaCha8 stream of a seed.
///
/// ```
/// use lytharia::GameRng;
/// let mut a = GameRng::new(7);
/// let mut b = GameRng::new(7);
/// assert_eq!(a.d6(), b.d6());
/// let mut deck = vec![1, 2, 3, 4, 5];
/// a.shuffle(&mut deck);
/// let mut again = vec![1, 2, 3, 4, 5];
/// b.shuffle(&mut again);
/// assert_eq!(deck, again);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct GameRng {
    seed: u64,
    /// Words of the stream used so far.
    pos: u64,
}

impl GameRng {
    /// The start of the stream of `seed`.
    ///
    /// ```
    /// use lytharia::GameRng;
    /// assert_eq!(GameRng::new(3).position(), 0);
    /// ```
    pub const fn new(seed: u64) -> GameRng {
        GameRng { seed, pos: 0 }
    }

    /// The seed.
    ///
    /// ```
    /// use lytharia::GameRng;
    /// assert_eq!(GameRng::new(3).seed(), 3);
    /// ```
    pub const fn seed(&self) -> u64 {
        self.seed
    }

    /// How many 32-bit words have been used.
    ///
    /// ```
    /// use lytharia::GameRng;
    /// let mut rng = GameRng::new(3);
    /// rng.d6();
    /// assert!(rng.position() > 0);
    /// ```
    pub const fn position(&self) -> u64 {
        self.pos
    }

    fn next_u64(&mut self) -> u64 {
        let mut rng = SeededRng::seed_from_u64(self.seed);
        rng.set_word_pos(self.pos as u128);
        let x = rng.next_u64();
        self.pos = rng.word_pos() as u64;
        x
    }

    /// An unbiased number in `0..n` (`n > 0`), by multiply-shift with
    /// rejection, identical on every platform.
    ///
    /// ```
    /// use lytharia::GameRng;
    /// let mut rng = GameRng::new(3);
    /// assert!(rng.below(10) < 10);
    /// ```
    pub fn below(&mut self, n: u64) -> u64 {
        debug_assert!(n > 0);
        let n = n.max(1);
        let threshold = n.wrapping_neg() % n;
        loop {
            let wide = (self.next_u64() as u128) * (n as u128);
            if (wide as u64) >= threshold {
                return (wide >> 64) as u64;
            }
        }
    }

    /// A six-sided die roll, 1 to 6.
    ///
    /// ```
    /// use lytharia::GameRng;
    /// let mut rng = GameRng::new(3);
    /// assert!((1..=6).contains(&rng.d6()));
    /// ```
    pub fn d6(&mut self) -> u8 {
        self.below(6) as u8 + 1
    }

    /// Shuffles uniformly (Fisher-Yates).
    ///
    /// ```
    /// use lytharia::GameRng;
    /// let mut v = vec![1, 2, 3];
    /// GameRng::new(3).shuffle(&mut v);
    /// v.sort();
    /// assert_eq!(v, [1, 2, 3]);
    /// ```
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }

    /// Cuts a deck at a random point `1..len-1`: the top part goes under
    /// the bottom part (LY-6.5). Decks of fewer than 2 cards are unchanged.
    /// The top of the deck is the end of the vector.
    ///
    /// ```
    /// use lytharia::GameRng;
    /// let mut v = vec![1, 2];
    /// GameRng::new(3).cut(&mut v);
    /// assert_eq!(v, [2, 1]);
    /// ```
    pub fn cut<T>(&mut self, deck: &mut [T]) {
        if deck.len() >= 2 {
            let at = 1 + self.below(deck.len() as u64 - 1) as usize;
            deck.rotate_left(at);
        }
    }
}
