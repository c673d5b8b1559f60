//! Properties over the crate's proptest strategies (`glinski::strategy`,
//! feature `proptest`): the conformance kit along random games from every
//! start and from random valid positions; failures shrink to the shortest
//! game.
#![cfg(feature = "proptest")]

use board_core::testkit::Conformance;
use board_core::{Game, PositionNotation};
use glinski::Glinski;
use glinski::strategy::{random_positions, reachable_states, same_future, starts};
use proptest::prelude::*;

fn kit(start: &Glinski) -> Conformance<Glinski> {
    Conformance::new(start.clone())
        .with_notation()
        .with_serde()
        .with_inspection()
        .hash_equivalence(same_future)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn games_from_every_start_conform(line in reachable_states(120)) {
        kit(line.start()).check_line(line.moves())?;
    }

    #[test]
    fn games_from_random_positions_conform(start in random_positions(12)) {
        let line = board_core::strategy::Line::from_choices(start.clone(), &[7; 40]);
        kit(&start).check_line(line.moves())?;
        prop_assert_eq!(Glinski::from_position_text(&start.to_position_text()).unwrap(), start.clone());
        prop_assert_eq!(start.zobrist(), start.zobrist_from_scratch());
    }

    #[test]
    fn every_start_is_playable(start in starts()) {
        prop_assert!(start.to_act().is_some());
    }
}
