//! The state hash.
//!
//! A Lytharian Chess state holds much more than a board (hands, decks,
//! piles, the stack, counters), and one action may change many parts of it,
//! so the hash is not kept incrementally: [`Game::zobrist`] computes it on
//! demand with a fixed, portable FNV-1a hasher over all of the state except
//! the card set (which never changes during a game), mixed with a
//! board-core Zobrist key. Playing an action therefore costs no hashing;
//! equal states always have equal hashes, on every platform.
//!
//! [`Game::zobrist`]: board_core::Game::zobrist

use core::hash::{Hash, Hasher};

use board_core::zobrist;

use super::LytharianChess;

const MIX: [u64; 1] = zobrist::keys(0x4c59_5448_4152_4941);

/// FNV-1a, 64 bits: fixed and identical everywhere.
struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= b as u64;
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    // Fixed byte order, so hashes agree across endianness and word size.
    fn write_u16(&mut self, n: u16) {
        self.write(&n.to_le_bytes());
    }
    fn write_u32(&mut self, n: u32) {
        self.write(&n.to_le_bytes());
    }
    fn write_u64(&mut self, n: u64) {
        self.write(&n.to_le_bytes());
    }
    fn write_usize(&mut self, n: usize) {
        self.write(&(n as u64).to_le_bytes());
    }
    fn write_i16(&mut self, n: i16) {
        self.write(&n.to_le_bytes());
    }
}

impl LytharianChess {
    /// The hash of everything that can change during a game.
    pub(crate) fn compute_hash(&self) -> u64 {
        let mut h = Fnv(0xcbf2_9ce4_8422_2325);
        self.mode.hash(&mut h);
        self.rng.hash(&mut h);
        self.troops.hash(&mut h);
        self.sides.hash(&mut h);
        self.active.hash(&mut h);
        self.turn.hash(&mut h);
        self.phase.hash(&mut h);
        self.ts.hash(&mut h);
        self.stack.hash(&mut h);
        self.next_uid.hash(&mut h);
        self.priority.hash(&mut h);
        self.window.hash(&mut h);
        self.promotion.hash(&mut h);
        self.duel.hash(&mut h);
        self.idle_turns.hash(&mut h);
        self.turn_limit.hash(&mut h);
        self.outcome.hash(&mut h);
        h.finish() ^ MIX[0]
    }
}
