//! Counting nodes and watching the clock.

use crate::control::StopFlag;
use crate::settings::Limits;

/// How often (in nodes) the clock and the stop flag are read.
const CLOCK_EVERY: u64 = 256;

/// The running count of a search against its limits.
#[derive(Clone, Debug)]
pub(crate) struct Budget {
    pub(crate) nodes: u64,
    max_nodes: u64,
    #[cfg(feature = "std")]
    deadline: Option<std::time::Instant>,
    next_clock: u64,
    stop: Option<StopFlag>,
    stopped: bool,
    /// Where a helper thread of a parallel search adds its nodes (at every
    /// clock reading), so that the main search can report them.
    #[cfg(feature = "std")]
    shared: Option<(alloc::sync::Arc<core::sync::atomic::AtomicU64>, u64)>,
}

impl Budget {
    pub(crate) fn new(limits: &Limits) -> Self {
        Budget {
            nodes: 0,
            max_nodes: limits.nodes.unwrap_or(u64::MAX),
            #[cfg(feature = "std")]
            deadline: limits
                .time
                .and_then(|t| std::time::Instant::now().checked_add(t)),
            next_clock: 0,
            stop: None,
            stopped: false,
            #[cfg(feature = "std")]
            shared: None,
        }
    }

    /// This budget, also adding its nodes to `counter` as it goes.
    #[cfg(feature = "std")]
    pub(crate) fn with_counter(
        mut self,
        counter: Option<alloc::sync::Arc<core::sync::atomic::AtomicU64>>,
    ) -> Self {
        self.shared = counter.map(|c| (c, 0));
        self
    }

    /// This budget, also stopping when `stop` is raised.
    pub(crate) fn with_stop(mut self, stop: Option<StopFlag>) -> Self {
        self.stop = stop;
        self
    }

    /// Counts one node.
    #[inline]
    pub(crate) fn tick(&mut self) {
        self.nodes += 1;
    }

    /// Whether a limit has been reached (sticky once true).
    #[inline]
    pub(crate) fn exhausted(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.nodes >= self.max_nodes {
            self.stopped = true;
        }
        if self.nodes >= self.next_clock {
            self.next_clock = self.nodes + CLOCK_EVERY;
            if self.stop.as_ref().is_some_and(StopFlag::is_raised) {
                self.stopped = true;
            }
            #[cfg(feature = "std")]
            if let Some((counter, published)) = &mut self.shared {
                counter.fetch_add(
                    self.nodes - *published,
                    core::sync::atomic::Ordering::Relaxed,
                );
                *published = self.nodes;
            }
            #[cfg(feature = "std")]
            if let Some(deadline) = self.deadline
                && std::time::Instant::now() >= deadline
            {
                self.stopped = true;
            }
        }
        self.stopped
    }

    /// Whether the search was cut short by a limit.
    pub(crate) fn stopped(&self) -> bool {
        self.stopped
    }
}
