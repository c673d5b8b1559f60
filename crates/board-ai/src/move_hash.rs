//! A small deterministic hasher for moves: the history tables and the
//! information-set tree key on a move's `Hash` without depending on a
//! random seed or on `std`.

use core::hash::{Hash, Hasher};

/// FNV-1a, 64 bits.
pub(crate) struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ b as u64).wrapping_mul(0x100_0000_01b3);
        }
    }
}

/// A move's hash.
pub(crate) fn move_hash<M: Hash>(mv: &M) -> u64 {
    let mut h = Fnv::default();
    mv.hash(&mut h);
    h.finish()
}
