//! Proptest strategies for the card game (feature `proptest`): start setups
//! of every mode from seeded sample setups, and games reachable from them.
//! Normal Chess has its own in [`crate::chess::strategy`].
//!
//! Everything shrinks toward the first mode and seed (the full game, seed
//! 0) and toward short games (board-core's [`Line`] shrinking).
//!
//! ```
//! use board_core::testkit::Conformance;
//! use lytharia::strategy::reachable_states;
//! use proptest::test_runner::TestRunner;
//!
//! let mut runner = TestRunner::deterministic();
//! runner
//!     .run(&reachable_states(20), |line| {
//!         Conformance::new(line.start().clone()).check_line(line.moves())?;
//!         Ok(())
//!     })
//!     .unwrap();
//! ```

use board_core::strategy::{Line, reachable_from};
use proptest::prelude::*;

use crate::{LytharianChess, Mode};

/// The start of a game of any mode with the sample setup of a seed (the
/// seed decides shuffles, cuts and dice, LY-1.4).
///
/// ```
/// use lytharia::strategy::starts;
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
/// let g = starts().new_tree(&mut TestRunner::deterministic()).unwrap().current();
/// assert_eq!(g.turn(), 1);
/// ```
pub fn starts() -> impl Strategy<Value = LytharianChess> + Clone {
    (0usize..3, any::<u64>()).prop_map(|(mode, seed)| LytharianChess::new(Mode::ALL[mode], seed))
}

/// The start of a game of one mode, any seed.
///
/// ```
/// use lytharia::Mode;
/// use lytharia::strategy::starts_of;
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
/// let g = starts_of(Mode::Duels).new_tree(&mut TestRunner::deterministic()).unwrap().current();
/// assert_eq!(g.mode(), Mode::Duels);
/// ```
pub fn starts_of(mode: Mode) -> impl Strategy<Value = LytharianChess> + Clone {
    any::<u64>().prop_map(move |seed| LytharianChess::new(mode, seed))
}

/// Games of up to `max_plies` random legal actions from any start.
///
/// ```
/// use board_core::Game;
/// use lytharia::strategy::reachable_states;
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
/// let line = reachable_states(10).new_tree(&mut TestRunner::deterministic()).unwrap().current();
/// assert!(line.len() <= 10);
/// assert!(line.states().all(|s| s.outcome().is_none() || s.to_act().is_none()));
/// ```
pub fn reachable_states(max_plies: usize) -> impl Strategy<Value = Line<LytharianChess>> {
    reachable_from(starts(), max_plies)
}

/// Games of up to `max_plies` random legal actions from a start of `mode`.
///
/// ```
/// use lytharia::Mode;
/// use lytharia::strategy::reachable_states_of;
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
/// let tree = reachable_states_of(Mode::PawnWars, 5).new_tree(&mut TestRunner::deterministic());
/// assert_eq!(tree.unwrap().current().start().mode(), Mode::PawnWars);
/// ```
pub fn reachable_states_of(
    mode: Mode,
    max_plies: usize,
) -> impl Strategy<Value = Line<LytharianChess>> {
    reachable_from(starts_of(mode), max_plies)
}
