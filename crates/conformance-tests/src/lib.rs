//! Tests only: this crate uses board-core's public proptest strategies and
//! conformance kit exactly as a crate outside the workspace would (see its
//! `tests/` directory). Its library is empty, except that the examples of
//! the workspace's testing guide (`docs/testing.md`) run here as doctests.
#![forbid(unsafe_code)]

#[cfg(doctest)]
#[doc = include_str!("../../../docs/testing.md")]
struct TestingGuide;

/// The example of docs/performance.md (timing a perft of any game) runs as
/// a doctest.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/performance.md")]
struct PerformanceDoc;
