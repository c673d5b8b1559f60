//! Property tests of the card game over lytharia's proptest strategies
//! (feature `proptest`): the conformance kit along random reachable games of
//! all three modes, shrinking to the shortest failing line (LY-19.1,
//! LY-19.3, LY-19.4, LY-19.6).
#![cfg(feature = "proptest")]

use board_core::testkit::Conformance;
use board_core::{Determinize, Game, SeededRng};
use lytharia::strategy::reachable_states;
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 8, ..ProptestConfig::default() })]

    #[test]
    fn conformance_along_reachable_games(line in reachable_states(150)) {
        // LY-19.1, LY-19.3, LY-19.4
        Conformance::new(line.start().clone())
            .with_notation()
            .with_serde()
            .with_inspection()
            .check_line(line.moves())?;
    }

    #[test]
    fn states_reload_and_determinize_validly(line in reachable_states(80), seed in any::<u64>()) {
        // LY-19.6, LY-14.3
        for state in line.states() {
            prop_assert_eq!(&lytharia::LytharianChess::from_json(&state.to_json()).unwrap(), &state);
            if let Some(p) = state.to_act() {
                let d = state.determinize(p, &mut SeededRng::seed_from_u64(seed));
                prop_assert_eq!(lytharia::LytharianChess::from_json(&d.to_json()).unwrap(), d);
            }
        }
    }
}
