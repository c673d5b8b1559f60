//! Property tests on the crate's proptest strategies (feature `proptest`):
//! `cargo test -p strife-truce --features proptest`.
// ST-2.1 ST-17.2 ST-19.1 ST-19.2
#![cfg(feature = "proptest")]

use board_core::testkit::Conformance;
use board_core::{Game, PositionNotation};
use proptest::prelude::*;
use strife_truce::Strife;
use strife_truce::strategy::{positions, reachable_states};

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, failure_persistence: None, .. ProptestConfig::default() })]

    /// Every position reached by play, in the middle of a turn or not,
    /// reads back from its text as the same state.
    #[test]
    fn reachable_positions_round_trip(line in reachable_states(40)) {
        for state in line.states() {
            let text = state.to_position_text();
            let back = Strife::from_position_text(&text).unwrap();
            prop_assert_eq!(&back, &state);
            prop_assert_eq!(back.count_moves(), state.count_moves());
        }
    }

    /// Games reached from any start conform (views and effects included).
    #[test]
    fn reachable_games_conform(line in reachable_states(16)) {
        Conformance::new(line.start().clone()).hash_equivalence(Strife::same_future).with_notation().with_inspection().check_line(line.moves())?;
    }

    /// Random valid positions round-trip and conform for a few decisions.
    #[test]
    fn random_positions_conform(start in positions(), seed in any::<u64>()) {
        let text = start.to_position_text();
        prop_assert_eq!(Strife::from_position_text(&text).unwrap(), start.clone());
        if let Err(v) = Conformance::new(start).hash_equivalence(Strife::same_future).seed(seed).playouts(1).max_plies(6).with_notation().with_inspection().run() {
            prop_assert!(false, "{}", v);
        }
    }
}
