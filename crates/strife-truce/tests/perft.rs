//! Perft regression counts.
// ST-1.1 ST-1.2 ST-17.1

use board_core::{Game, divide, perft};
use strife_truce::{SetKind, Sets, Strife};

#[test]
fn plain_perft_from_the_start() {
    // No mana, no skills: chess moves without check, castling or en passant,
    // so kings may be captured (the counts leave chess's at depth 4).
    let g = Strife::start(Sets::default());
    let counts: Vec<u64> = (1..=5).map(|d| perft(&g, d)).collect();
    assert_eq!(counts, [20, 400, 8902, 197_742, 4_896_998]);
}

#[test]
fn skill_perft_from_the_reference_position() {
    // ST-17.1: the start position, 20 mana each, no sets.
    let g = Strife::start_with_mana(Sets::default(), 20);
    let counts: Vec<u64> = (1..=3).map(|d| perft(&g, d)).collect();
    assert_eq!(counts, [159, 27_534, 5_244_740]);
    let split = divide(&g, 2);
    assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 27_534);
}

#[test]
fn skill_perft_per_set() {
    let expected = [
        (SetKind::StarFire, 280, Some(80_291)),
        (SetKind::PureIce, 116_471, None),
        (SetKind::ChannelBug, 3_695, Some(18_861_200)),
        (SetKind::ForceHoly, 27_106, None),
        (SetKind::ForgeUndead, 3_101, Some(10_051_351)),
        (SetKind::Void, 268, Some(47_806)),
    ];
    for (set, d1, d2) in expected {
        let g = Strife::start_with_mana(Sets::new(Some(set), Some(set)), 20);
        assert_eq!(g.count_moves(), d1, "{set}");
        assert_eq!(perft(&g, 1), d1, "{set}");
        if let Some(d2) = d2 {
            assert_eq!(perft(&g, 2), d2, "{set}");
        }
    }
}
