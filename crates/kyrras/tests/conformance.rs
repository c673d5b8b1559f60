//! The board-core conformance kit over seeded random play-outs, for 2, 3
//! and 4 players, from the standard setups and from random deployments
//! (without the `proptest` feature; `properties.rs` has the random ones).
//! The kit also fails on any hash collision between unequal states.

use board_core::testkit::Conformance;
use kyrras::{Kyrras, PlayerCount};

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

/// With the inspection checks (every legal move's effect replayed on the
/// view): fewer, shorter play-outs, as each state costs a view per move.
fn check_inspected(start: Kyrras, seed: u64) {
    let report = Conformance::new(start)
        .seed(seed)
        .playouts(1)
        .max_plies(160)
        .with_inspection()
        .run();
    if let Err(v) = report {
        panic!("{v}");
    }
}

const COUNTS: [PlayerCount; 3] = [PlayerCount::Two, PlayerCount::Three, PlayerCount::Four];

/// Deterministic play-outs (the random ones are in `properties.rs`).
#[test]
fn seeded_playouts_conform() {
    // KY-3.6, KY-3.7, KY-4.1, KY-11.13
    for (i, &n) in COUNTS.iter().enumerate() {
        check(Kyrras::standard(n), 100 + i as u64, 2);
        check(Kyrras::random(n, 7 + i as u64), 200 + i as u64, 2);
    }
}

// KY-10.1: views and move effects (eliminations included) agree with play.
#[test]
fn views_and_move_effects_conform() {
    for (i, &n) in COUNTS.iter().enumerate() {
        check_inspected(Kyrras::standard(n), 11 + i as u64);
        check_inspected(Kyrras::random(n, 5 + i as u64), 23 + i as u64);
    }
}
