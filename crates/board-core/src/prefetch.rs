//! A hint to the processor to bring memory into the cache before it is
//! read: a search asks for a child's transposition-table bucket as soon as
//! the child's hash is known, and the bucket arrives while the child's other
//! work runs.

/// Asks the processor to load the cache line holding `value`, without
/// waiting for it. Nothing is read: the hint cannot fail, change `value` or
/// be observed, except as speed. On targets without such a hint it does
/// nothing.
///
/// ```
/// let table = vec![0u64; 1 << 16];
/// let key = 0x9E37_79B9_7F4A_7C15_u64;
/// board_core::prefetch(&table[(key as usize) & (table.len() - 1)]);
/// ```
#[inline(always)]
pub fn prefetch<T>(value: &T) {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse"))]
    #[allow(unsafe_code)]
    // SAFETY: `_mm_prefetch` is only unsafe because of its
    // `#[target_feature(enable = "sse")]`, and this line is compiled only
    // when SSE is enabled (it always is on x86-64). A prefetch never faults
    // and writes nothing; `value` is a live reference anyway.
    unsafe {
        core::arch::x86_64::_mm_prefetch::<{ core::arch::x86_64::_MM_HINT_T0 }>(
            (value as *const T).cast::<i8>(),
        );
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse")))]
    let _ = value;
}
