//! The alpha-beta transposition table: fixed memory, indexed by the
//! Zobrist hash, in buckets of two entries.

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

/// A stored entry with the search that wrote it, flat: the generation
/// fills the entry's padding, so that two slots and a lock fit one cache
/// line (24 bytes a slot for chess).
#[derive(Clone, Copy, Debug)]
struct Slot<M> {
    key: u64,
    mv: Option<M>,
    value: i32,
    depth: i16,
    bound: Bound,
    generation: u8,
}

impl<M: Copy> Slot<M> {
    #[inline]
    fn new(e: Entry<M>, generation: u8) -> Self {
        Slot {
            key: e.key,
            mv: e.mv,
            value: e.value,
            depth: e.depth,
            bound: e.bound,
            generation,
        }
    }

    #[inline]
    fn entry(&self) -> Entry<M> {
        Entry {
            key: self.key,
            mv: self.mv,
            value: self.value,
            depth: self.depth,
            bound: self.bound,
        }
    }
}

/// Two entries that share one cache line: a probe reads one line, not
/// two (without the alignment most buckets would straddle two lines).
#[derive(Clone, Copy, Debug)]
#[repr(align(64))]
struct Bucket<M>([Option<Slot<M>>; 2]);

/// A power-of-two array of two-entry buckets. The first entry of a bucket
/// keeps the deepest result (of the current search), the second the most
/// recent one, so deep results survive a flood of shallow ones and the
/// newest are always kept somewhere.
#[derive(Clone, Debug)]
pub(crate) struct Table<M> {
    buckets: Vec<Bucket<M>>,
    /// The index mask of a bucket.
    mask: usize,
    generation: u8,
}

impl<M: Copy> Table<M> {
    /// A table of at most `bytes` bytes (at least one bucket).
    pub(crate) fn new(bytes: usize) -> Self {
        let buckets = bucket_count(bytes, core::mem::size_of::<Bucket<M>>());
        Table {
            buckets: alloc::vec![Bucket([None, None]); buckets],
            mask: buckets - 1,
            generation: 0,
        }
    }

    pub(crate) fn clear(&mut self) {
        self.buckets.fill(Bucket([None, None]));
        self.generation = 0;
    }

    /// A new search begins: older entries may be replaced first.
    pub(crate) fn age(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// How many of the first thousand slots hold an entry of the current
    /// search, in thousandths.
    pub(crate) fn hashfull(&self) -> u32 {
        let n = self.buckets.len().min(500);
        let used = self.buckets[..n]
            .iter()
            .flat_map(|b| b.0.iter())
            .filter(|s| s.is_some_and(|s| s.generation == self.generation))
            .count();
        (used * 1000 / (2 * n).max(1)) as u32
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        (key as usize) & self.mask
    }

    #[inline]
    pub(crate) fn probe(&self, key: u64) -> Option<Entry<M>> {
        probe_bucket(&self.buckets[self.bucket(key)].0, key)
    }

    /// Starts loading the bucket of `key` into the cache.
    #[inline]
    pub(crate) fn prefetch(&self, key: u64) {
        board_core::prefetch(&self.buckets[self.bucket(key)]);
    }

    #[inline]
    pub(crate) fn store(&mut self, entry: Entry<M>) {
        let b = self.bucket(entry.key);
        store_in_bucket(&mut self.buckets[b].0, entry, self.generation);
    }

    /// How many entries the table holds.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        2 * self.buckets.len()
    }
}

/// How many buckets of `per_bucket` bytes fit in `bytes`: the largest power
/// of two that does, at least one.
fn bucket_count(bytes: usize, per_bucket: usize) -> usize {
    let wanted = (bytes / per_bucket.max(1)).max(1);
    1usize << (usize::BITS - 1 - wanted.leading_zeros())
}

/// The entry of `key` in a bucket.
#[inline]
fn probe_bucket<M: Copy>(bucket: &[Option<Slot<M>>], key: u64) -> Option<Entry<M>> {
    bucket
        .iter()
        .flatten()
        .find(|s| s.key == key)
        .map(Slot::entry)
}

/// Stores `entry` in a two-entry bucket. The same position: replace it
/// unless the old result is much deeper, keeping its move if the new result
/// has none. Else the first entry keeps the deepest result of the current
/// search and the second the newest.
#[inline]
fn store_in_bucket<M: Copy>(bucket: &mut [Option<Slot<M>>], entry: Entry<M>, generation: u8) {
    let mut entry = entry;
    for old in bucket.iter_mut().flatten() {
        if old.key == entry.key {
            if entry.mv.is_none() {
                entry.mv = old.mv;
            }
            if entry.depth + 2 >= old.depth
                || entry.bound == Bound::Exact
                || old.generation != generation
            {
                *old = Slot::new(entry, generation);
            }
            return;
        }
    }
    let deep_kept = match &bucket[0] {
        None => false,
        Some(first) => first.generation == generation && first.depth > entry.depth,
    };
    if deep_kept {
        bucket[1] = Some(Slot::new(entry, generation));
        return;
    }
    if let Some(first) = bucket[0]
        && first.generation == generation
    {
        // The displaced deep entry moves to the recent slot.
        bucket[1] = Some(first);
    }
    bucket[0] = Some(Slot::new(entry, generation));
}

/// A bucket of [`SharedTable`] with its lock, on one cache line (chess:
/// two 24-byte slots and the lock's 8 bytes).
#[cfg(feature = "std")]
#[derive(Debug)]
#[repr(align(64))]
struct SharedBucket<M>(std::sync::Mutex<[Option<Slot<M>>; 2]>);

/// The table of a search on several threads (Lazy SMP): the same buckets
/// and replacement as [`Table`], each bucket behind its own lock, so that
/// every thread reads what the others stored.
#[cfg(feature = "std")]
#[derive(Debug)]
pub(crate) struct SharedTable<M> {
    buckets: Vec<SharedBucket<M>>,
    mask: usize,
    generation: core::sync::atomic::AtomicU8,
}

#[cfg(feature = "std")]
impl<M: Copy> SharedTable<M> {
    /// A table of at most `bytes` bytes (at least one bucket).
    pub(crate) fn new(bytes: usize) -> Self {
        let buckets = bucket_count(bytes, core::mem::size_of::<SharedBucket<M>>());
        SharedTable {
            buckets: (0..buckets)
                .map(|_| SharedBucket(std::sync::Mutex::new([None, None])))
                .collect(),
            mask: buckets - 1,
            generation: core::sync::atomic::AtomicU8::new(0),
        }
    }

    #[inline]
    fn shared_bucket(&self, key: u64) -> &SharedBucket<M> {
        &self.buckets[(key as usize) & self.mask]
    }

    #[inline]
    fn bucket(&self, key: u64) -> std::sync::MutexGuard<'_, [Option<Slot<M>>; 2]> {
        // A thread that panicked holding a bucket left whole entries.
        self.shared_bucket(key)
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn generation(&self) -> u8 {
        self.generation.load(core::sync::atomic::Ordering::Relaxed)
    }

    fn clear(&self) {
        for b in &self.buckets {
            *b.0.lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner) = [None, None];
        }
        self.generation
            .store(0, core::sync::atomic::Ordering::Relaxed);
    }

    fn age(&self) {
        self.generation
            .fetch_add(1, core::sync::atomic::Ordering::Relaxed);
    }

    fn hashfull(&self) -> u32 {
        let generation = self.generation();
        let n = self.buckets.len().min(500);
        let used: usize = self.buckets[..n]
            .iter()
            .map(|b| {
                let b =
                    b.0.lock()
                        .unwrap_or_else(std::sync::PoisonError::into_inner);
                b.iter()
                    .filter(|s| s.is_some_and(|s| s.generation == generation))
                    .count()
            })
            .sum();
        (used * 1000 / (2 * n).max(1)) as u32
    }
}

/// The table a search reads and writes: its own, or one shared with the
/// other threads of a parallel search.
#[derive(Debug)]
pub(crate) enum TableHandle<M> {
    Own(Table<M>),
    #[cfg(feature = "std")]
    Shared(std::sync::Arc<SharedTable<M>>),
}

impl<M: Copy> TableHandle<M> {
    pub(crate) fn clear(&mut self) {
        match self {
            TableHandle::Own(t) => t.clear(),
            #[cfg(feature = "std")]
            TableHandle::Shared(t) => t.clear(),
        }
    }

    pub(crate) fn age(&mut self) {
        match self {
            TableHandle::Own(t) => t.age(),
            #[cfg(feature = "std")]
            TableHandle::Shared(t) => t.age(),
        }
    }

    pub(crate) fn hashfull(&self) -> u32 {
        match self {
            TableHandle::Own(t) => t.hashfull(),
            #[cfg(feature = "std")]
            TableHandle::Shared(t) => t.hashfull(),
        }
    }

    #[inline]
    pub(crate) fn probe(&self, key: u64) -> Option<Entry<M>> {
        match self {
            TableHandle::Own(t) => t.probe(key),
            #[cfg(feature = "std")]
            TableHandle::Shared(t) => probe_bucket(&*t.bucket(key), key),
        }
    }

    /// Starts loading the bucket of `key` (with its lock) into the cache.
    #[inline]
    pub(crate) fn prefetch(&self, key: u64) {
        match self {
            TableHandle::Own(t) => t.prefetch(key),
            #[cfg(feature = "std")]
            TableHandle::Shared(t) => board_core::prefetch(t.shared_bucket(key)),
        }
    }

    #[inline]
    pub(crate) fn store(&mut self, entry: Entry<M>) {
        match self {
            TableHandle::Own(t) => t.store(entry),
            #[cfg(feature = "std")]
            TableHandle::Shared(t) => {
                let generation = t.generation();
                store_in_bucket(&mut *t.bucket(entry.key), entry, generation);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn size_is_a_power_of_two_within_the_budget() {
        let t: Table<u32> = Table::new(1 << 20);
        let per = core::mem::size_of::<Bucket<u32>>() / 2;
        assert!(t.len().is_power_of_two());
        assert!(t.len() * per <= 1 << 20 && t.len() * per * 2 > 1 << 20);
        assert_eq!(Table::<u32>::new(0).len(), 2);
    }

    #[test]
    fn a_bucket_of_small_entries_is_one_cache_line() {
        assert_eq!(core::mem::size_of::<Slot<u16>>(), 24);
        assert_eq!(core::mem::size_of::<Option<Slot<u16>>>(), 24);
        assert_eq!(core::mem::size_of::<Bucket<u16>>(), 64);
        assert_eq!(core::mem::size_of::<Bucket<u32>>(), 64);
        #[cfg(feature = "std")]
        assert_eq!(core::mem::size_of::<SharedBucket<u16>>(), 64);
        let t: Table<u16> = Table::new(1 << 16);
        assert_eq!(t.buckets.as_ptr() as usize % 64, 0);
    }

    fn entry(key: u64, depth: i16) -> Entry<u8> {
        Entry {
            key,
            mv: Some(depth as u8),
            value: 5,
            depth,
            bound: Bound::Lower,
        }
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

    #[test]
    fn a_deep_entry_survives_shallow_ones_of_the_same_bucket() {
        // One bucket: every key lands in it.
        let mut t: Table<u8> = Table::new(0);
        t.store(entry(1, 9));
        for key in 2..20 {
            t.store(entry(key, 1));
            assert_eq!(t.probe(key).unwrap().depth, 1);
            assert_eq!(t.probe(1).unwrap().depth, 9);
        }
        // A later search may replace it.
        t.age();
        t.store(entry(50, 1));
        assert!(t.probe(50).is_some());
        t.store(entry(51, 1));
        assert!(t.probe(50).is_some() && t.probe(51).is_some());
        assert!(t.probe(1).is_none());
    }

    #[test]
    fn hashfull_counts_the_current_search_only() {
        let mut t: Table<u8> = Table::new(64 * 1024);
        for key in 0..4000 {
            t.store(entry(key, 1));
        }
        let full = t.hashfull();
        assert!(full > 0);
        t.age();
        assert_eq!(t.hashfull(), 0);
    }
}
