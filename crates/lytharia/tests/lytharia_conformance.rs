//! The board-core conformance kit over seeded random play-outs of all three
//! modes, under proptest (LY-19.1, LY-19.3, L-6), with the kit's check
//! that nothing handed to a seat names what it may not see (LY-21.1).

use board_core::testkit::Conformance;
use board_core::{Game, PlayoutEnd, playout};
use lytharia::{LytharianChess, Mode};

fn check(mode: Mode, seed: u64, playouts: usize, plies: usize) {
    let start = LytharianChess::new(mode, seed);
    let report = Conformance::new(start)
        .seed(seed)
        .playouts(playouts)
        .max_plies(plies)
        .with_notation()
        .with_serde()
        .with_inspection()
        .with_hidden_information()
        .run()
        .unwrap_or_else(|v| panic!("{mode}: {v}"));
    assert_eq!(report.playouts, playouts);
}

#[test]
fn conformance_full_game() {
    // LY-19.1, LY-19.3, LY-21.1
    check(Mode::Full, 1, 3, 250);
}

#[test]
fn conformance_battle_duels() {
    check(Mode::Duels, 2, 3, 250);
}

#[test]
fn conformance_pawn_wars() {
    check(Mode::PawnWars, 3, 3, 250);
}

#[test]
fn random_games_finish_with_an_outcome() {
    // LY-16, LY-17, LY-18: long random play-outs end with a valid outcome.
    for mode in Mode::ALL {
        let mut finished = 0;
        for seed in 0..4 {
            let p = playout(&LytharianChess::new(mode, seed), seed, 20_000);
            if let PlayoutEnd::Finished(o) = p.end {
                assert!(o.is_valid_for(2));
                assert!(p.end_state.to_act().is_none());
                finished += 1;
            }
            assert_ne!(p.end, PlayoutEnd::Stuck);
        }
        assert!(finished > 0, "{mode}: no random game finished");
    }
}
