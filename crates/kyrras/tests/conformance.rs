//! The board-core conformance kit over seeded random play-outs, for 2, 3
//! and 4 players, from the standard setups and from random deployments.

use board_core::testkit::Conformance;
use kyrras::{Kyrras, PlayerCount};
use proptest::prelude::*;

fn check(start: Kyrras, seed: u64, playouts: usize) {
    let report = Conformance::new(start)
        .seed(seed)
        .playouts(playouts)
        .max_plies(300)
        .with_notation()
        .with_serde()
        .run();
    if let Err(v) = report {
        panic!("{v}");
    }
}

const COUNTS: [PlayerCount; 3] = [PlayerCount::Two, PlayerCount::Three, PlayerCount::Four];

proptest! {
    #![proptest_config(ProptestConfig { cases: 6, ..ProptestConfig::default() })]

    // KY-3.6, KY-3.7, KY-4.1, KY-11.13
    #[test]
    fn standard_setups_conform(seed in any::<u64>(), n in 0usize..3) {
        check(Kyrras::standard(COUNTS[n]), seed, 2);
    }

    #[test]
    fn random_deployments_conform(seed in any::<u64>(), n in 0usize..3) {
        check(Kyrras::random(COUNTS[n], seed), seed ^ 0x55, 2);
    }
}
