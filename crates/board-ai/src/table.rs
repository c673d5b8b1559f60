//! The alpha-beta transposition table: fixed memory, indexed by the
//! Zobrist hash.

use alloc::vec::Vec;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Bound {
    Exact,
    /// The value is at least this (a beta cut-off).
    Lower,
    /// The value is at most this (no move raised alpha).
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry<M> {
    pub(crate) key: u64,
    pub(crate) mv: Option<M>,
    pub(crate) value: i32,
    pub(crate) depth: i16,
    pub(crate) bound: Bound,
}

/// A power-of-two array of entries; one entry per slot, replaced when the
/// new result is at least as deep as the old one minus two, or for another
/// position.
#[derive(Clone, Debug)]
pub(crate) struct Table<M> {
    slots: Vec<Option<Entry<M>>>,
    mask: usize,
}

impl<M: Copy> Table<M> {
    /// A table of at most `bytes` bytes (at least one entry).
    pub(crate) fn new(bytes: usize) -> Self {
        let per = core::mem::size_of::<Option<Entry<M>>>().max(1);
        let wanted = (bytes / per).max(1);
        // Largest power of two not above `wanted`.
        let len = 1usize << (usize::BITS - 1 - wanted.leading_zeros());
        Table {
            slots: alloc::vec![None; len],
            mask: len - 1,
        }
    }

    pub(crate) fn clear(&mut self) {
        self.slots.fill(None);
    }

    /// How many of the first thousand slots are used, in thousandths.
    pub(crate) fn hashfull(&self) -> u32 {
        let n = self.slots.len().min(1000);
        let used = self.slots[..n].iter().filter(|e| e.is_some()).count();
        (used * 1000 / n.max(1)) as u32
    }

    #[inline]
    pub(crate) fn probe(&self, key: u64) -> Option<&Entry<M>> {
        self.slots[key as usize & self.mask]
            .as_ref()
            .filter(|e| e.key == key)
    }

    #[inline]
    pub(crate) fn store(&mut self, entry: Entry<M>) {
        let slot = &mut self.slots[entry.key as usize & self.mask];
        let replace = match slot {
            None => true,
            Some(old) => old.key != entry.key || entry.depth + 2 >= old.depth,
        };
        if replace {
            // Keep the old best move if the new result has none.
            let mut entry = entry;
            if entry.mv.is_none()
                && let Some(old) = slot
                && old.key == entry.key
            {
                entry.mv = old.mv;
            }
            *slot = Some(entry);
        }
    }

    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.slots.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn size_is_a_power_of_two_within_the_budget() {
        let t: Table<u32> = Table::new(1 << 20);
        let per = core::mem::size_of::<Option<Entry<u32>>>();
        assert!(t.len().is_power_of_two());
        assert!(t.len() * per <= 1 << 20 && t.len() * per * 2 > 1 << 20);
        assert_eq!(Table::<u32>::new(0).len(), 1);
    }

    #[test]
    fn probe_finds_only_its_key() {
        let mut t: Table<u8> = Table::new(1024);
        let e = Entry {
            key: 77,
            mv: Some(3),
            value: 5,
            depth: 2,
            bound: Bound::Exact,
        };
        t.store(e);
        assert_eq!(t.probe(77).unwrap().mv, Some(3));
        assert!(t.probe(78).is_none());
        // A shallower result without a move keeps the move.
        t.store(Entry {
            mv: None,
            depth: 1,
            ..e
        });
        assert_eq!(t.probe(77).unwrap().mv, Some(3));
        t.clear();
        assert!(t.probe(77).is_none());
    }
}
