//! The board-core conformance kit over every pair of sets, under proptest.
// ST-2.1 ST-2.4 ST-2.5 ST-3.6 ST-18 ST-19

use board_core::testkit::Conformance;
use proptest::prelude::*;
use strife_truce::{SetKind, Sets, Strife};

fn all_sets() -> Vec<Option<SetKind>> {
    std::iter::once(None)
        .chain(SetKind::ALL.into_iter().map(Some))
        .collect()
}

fn run(sets: Sets, mana: u8, seed: u64, plies: usize) {
    let start = Strife::start_with_mana(sets, mana);
    if let Err(v) = Conformance::new(start)
        .hash_equivalence(Strife::same_future)
        .seed(seed)
        .playouts(1)
        .max_plies(plies)
        .with_notation()
        .with_serde()
        .with_inspection()
        .run()
    {
        panic!("sets {sets}: {v}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2, failure_persistence: None, .. ProptestConfig::default() })]

    /// Every pair of sets (49 with "no set"), from the start with no mana:
    /// long games of plain moves in which mana builds up.
    #[test]
    fn every_pair_of_sets_conforms(seed in any::<u64>()) {
        for w in all_sets() {
            for b in all_sets() {
                run(Sets::new(w, b), 0, seed, 120);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1, failure_persistence: None, .. ProptestConfig::default() })]

    /// Every pair of sets with mana to spend from the first turn.
    #[test]
    fn every_pair_of_sets_conforms_with_mana(seed in any::<u64>()) {
        for w in all_sets() {
            for b in all_sets() {
                // Freeze and Swap offer up to 496 target pairs at every
                // decision, so those sets get less mana to keep the run short.
                // A ply is one decision (ST-17.2), so 20 plies are several turns.
                let heavy = [w, b].iter().any(|s| matches!(s, Some(SetKind::PureIce | SetKind::ForceHoly)));
                run(Sets::new(w, b), if heavy { 20 } else { 40 }, seed, if heavy { 10 } else { 20 });
            }
        }
    }
}

/// Positions with every status and effect present at the start.
#[test]
fn positions_with_statuses_and_effects_conform() {
    for (i, text) in [
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w mana=25/25 sets=fire/void ply=4 frozen=e5 invincible=c6 blessed=f3 fire=d4 space=h3 locked=b",
        "4k3/pp3ppp/8/3q4/8/8/PPP2PPP/3QK2R b mana=40/40 sets=undead/bug ply=30 frozen=d1 blessed=d5 dead=NNBR/PPRB",
        "r3k2r/8/8/8/8/8/8/R3K2R w mana=20/20 sets=holy/fire ply=10 fire=e4,e5 invincible=a8",
        "4k3/8/2p5/8/8/3K4/8/8 w mana=12/0 sets=fire/none ply=0 fire=e4,d5 dead=-/P stage=done actor=d3 origin=e4 trail=e4,d5 newcells=e4,d5 killed=y",
        "r2qk3/pp6/8/8/8/8/PP1P4/R2Q3R w mana=40/40 sets=undead/undead ply=0 dead=NBK/NBR",
    ]
    .into_iter()
    .enumerate()
    {
        let start: Strife = text.parse().unwrap();
        if let Err(v) = Conformance::new(start)
            .hash_equivalence(Strife::same_future)
            .seed(i as u64)
            .playouts(2)
            .max_plies(6)
            .with_notation()
            .with_serde()
            .with_inspection()
            .run()
        {
            panic!("{text}: {v}");
        }
    }
}
