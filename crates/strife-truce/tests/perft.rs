//! Perft regression counts. One ply is one decision (ST-17.2).
// ST-1.1 ST-1.2 ST-17.1 ST-17.2

use board_core::{Game, divide, perft};
use strife_truce::{SetKind, Sets, Strife};

#[test]
fn plain_perft_from_the_start() {
    // No mana, no skills: every turn is one decision, a chess move without
    // check, castling or en passant, so kings may be captured (the counts
    // leave chess's at depth 4).
    let g = Strife::start(Sets::default());
    let counts: Vec<u64> = (1..=5).map(|d| perft(&g, d)).collect();
    assert_eq!(counts, [20, 400, 8902, 197_742, 4_896_998]);
    assert_eq!(g.perft_turns(4), 197_742);
}

#[test]
fn skill_perft_from_the_reference_position() {
    // ST-17.1: the start position, 20 mana each, no sets.
    let g = Strife::start_with_mana(Sets::default(), 20);
    let counts: Vec<u64> = (1..=3).map(|d| perft(&g, d)).collect();
    assert_eq!(counts, [117, 10_958, 1_012_371]);
    let split = divide(&g, 2);
    assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 10_958);
    // Whole turns.
    assert_eq!(g.perft_turns(1), 181);
    assert_eq!(g.perft_turns(2), 48_908);
}

#[test]
fn skill_perft_per_set() {
    // (set, decisions at depth 1, 2, 3, whole turns at depth 1)
    let expected = [
        (SetKind::StarFire, 117, 1_646, Some(33_842), Some(337)),
        (SetKind::PureIce, 799, 475_851, None, None),
        (
            SetKind::ChannelBug,
            153,
            5_232,
            Some(506_113),
            Some(590_580),
        ),
        (SetKind::ForceHoly, 485, 73_727, None, None),
        (SetKind::ForgeUndead, 148, 10_906, None, None),
        (SetKind::Void, 118, 1_981, Some(35_029), Some(428)),
    ];
    for (set, d1, d2, d3, t1) in expected {
        let g = Strife::start_with_mana(Sets::new(Some(set), Some(set)), 20);
        assert_eq!(g.count_moves(), d1, "{set}");
        assert_eq!(perft(&g, 1), d1, "{set}");
        assert_eq!(perft(&g, 2), d2, "{set}");
        if let Some(d3) = d3 {
            assert_eq!(perft(&g, 3), d3, "{set}");
        }
        if let Some(t1) = t1 {
            assert_eq!(g.perft_turns(1), t1, "{set}");
        }
    }
}
