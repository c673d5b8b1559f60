//! Time management: how long to think about one move, given a clock.
//!
//! A search gets two limits: after the *soft* one it starts no new
//! iteration (the next one would most likely not finish), at the *hard*
//! one it is stopped wherever it is. Both stay well inside the time left
//! minus the overhead the GUI or the pipe adds, so the clock is never
//! lost: at 10 s + 0.1 s with 50 ms overhead the hard limit is at most
//! 40 % of what is left.

use std::time::Duration;

/// A side's clock as the protocol sends it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    /// Time left, in milliseconds.
    pub time_ms: u64,
    /// Increment per move, in milliseconds.
    pub inc_ms: u64,
    /// Moves until the next time control, if any.
    pub moves_to_go: Option<u64>,
}

/// How long one move may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimePlan {
    /// No new iteration starts after this.
    pub soft: Duration,
    /// The search is stopped at this.
    pub hard: Duration,
}

/// Moves assumed left in a game without `movestogo`.
const MOVES_LEFT: u64 = 30;
/// Never plan less than this (the search always finishes depth 1).
const MIN_MS: u64 = 1;

impl TimePlan {
    /// A fixed time per move (`movetime`): all of it, less the overhead
    /// (but at most half of it: a short `movetime` is still a time to
    /// think, not a clock to lose on).
    pub fn fixed(time: Duration, overhead: Duration) -> TimePlan {
        let t = time
            .saturating_sub(overhead.min(time / 2))
            .max(Duration::from_millis(MIN_MS));
        TimePlan { soft: t, hard: t }
    }
}

impl Clock {
    /// The plan for the next move.
    pub fn plan(&self, overhead: Duration) -> TimePlan {
        let overhead = overhead.as_millis() as u64;
        let left = self.time_ms.saturating_sub(overhead).max(MIN_MS);
        let moves = self.moves_to_go.unwrap_or(MOVES_LEFT).clamp(1, MOVES_LEFT);
        // The increment comes back after the move: use most of it, but
        // never more than what is left.
        let inc = (self.inc_ms * 3 / 4).min(left / 2);
        let share = left / moves + inc;
        // An iteration takes a few times the one before: stop starting new
        // ones at half the share.
        let hard = (share * 2).min(left * 2 / 5).max(MIN_MS);
        let soft = (share / 2).min(hard).max(MIN_MS);
        TimePlan {
            soft: Duration::from_millis(soft),
            hard: Duration::from_millis(hard),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(x: u64) -> Duration {
        Duration::from_millis(x)
    }

    #[test]
    fn plans_stay_inside_the_clock() {
        let overhead = ms(50);
        for time in [0, 1, 30, 60, 100, 500, 1_000, 10_000, 60_000, 3_600_000] {
            for inc in [0, 100, 1_000, 30_000] {
                for mtg in [None, Some(1), Some(2), Some(40)] {
                    let c = Clock {
                        time_ms: time,
                        inc_ms: inc,
                        moves_to_go: mtg,
                    };
                    let p = c.plan(overhead);
                    assert!(p.soft <= p.hard, "{c:?}: {p:?}");
                    let left = time.saturating_sub(50).max(1);
                    assert!(
                        p.hard.as_millis() as u64 <= (left * 2 / 5).max(1),
                        "{c:?}: {p:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn ten_seconds_plus_a_tenth() {
        let p = Clock {
            time_ms: 10_000,
            inc_ms: 100,
            moves_to_go: None,
        }
        .plan(ms(50));
        // 9950 / 30 + 75 = 406 ms a move, at most twice that.
        assert_eq!(
            p,
            TimePlan {
                soft: ms(203),
                hard: ms(812)
            }
        );
        let fixed = TimePlan::fixed(ms(100), ms(50));
        assert_eq!((fixed.soft, fixed.hard), (ms(50), ms(50)));
        assert_eq!(TimePlan::fixed(ms(60), ms(50)).hard, ms(30));
        assert_eq!(TimePlan::fixed(ms(1000), ms(50)).hard, ms(950));
        assert_eq!(TimePlan::fixed(ms(1), ms(50)).hard, ms(1));
    }
}
