//! CPU-against-CPU games end well before the ply cap (issue 20, docs/ai.md
//! "Long CPU games"): Strife's hunt of a side down to a few pieces, and
//! whole seeded games of two-player Kyrras and Strife at a low level.

mod common;

use common::tabletop;

/// The plies of each game of a `match` run (the `, N plies` of each game
/// line), failing on an unfinished game.
fn game_lengths(args: &[&str]) -> Vec<usize> {
    let out = tabletop(args);
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success(), "{args:?}");
    stdout
        .lines()
        .filter(|l| l.starts_with("game "))
        .map(|l| {
            assert!(!l.contains("unfinished"), "{args:?}: {l}");
            l.rsplit(", ")
                .next()
                .and_then(|t| t.strip_suffix(" plies"))
                .and_then(|n| n.parse().ok())
                .unwrap_or_else(|| panic!("{l}"))
        })
        .collect()
}

/// A queen and a rook against a bare king, both sides with full mana: the
/// position two `cpu:1` players shuffled in for 1,800 plies before the
/// hunt term (ST-3.7: no move limit, ST-1.2: no check); now each game is
/// won within a few dozen plies. And the plain rook and queen endings.
#[test]
fn strife_cpus_corner_a_bare_king() {
    for (pos, most) in [
        (
            "q7/5K2/8/8/8/8/3r4/8 w mana=40/40 sets=fire/ice ply=900",
            80,
        ),
        ("4k3/8/8/8/8/8/8/R3K3 w mana=0/0 sets=none/none ply=0", 120),
        ("4k3/8/8/8/8/8/8/Q3K3 w mana=0/0 sets=none/none ply=0", 120),
    ] {
        let lengths = game_lengths(&[
            "match",
            "strife",
            "--position",
            pos,
            "--a",
            "cpu:1",
            "--b",
            "cpu:1",
            "--games",
            "4",
            "--max-plies",
            "400",
            "--seed",
            "1",
        ]);
        assert_eq!(lengths.len(), 4);
        assert!(lengths.iter().all(|&n| n <= most), "{pos}: {lengths:?}");
    }
}

/// Whole seeded games between `cpu:1` players end by the rules, each well
/// under the CLI's cap of 2,000 plies.
#[test]
fn whole_low_level_cpu_games_end() {
    for (game, extra, most) in [
        ("kyrras", None, 600),
        ("strife", Some("fire,ice"), 600),
        ("strife", Some("undead,void"), 600),
    ] {
        let mut args = vec![
            "match", game, "--a", "cpu:1", "--b", "cpu:1", "--games", "4", "--seed", "1",
        ];
        if let Some(sets) = extra {
            args.extend(["--sets", sets]);
        }
        let lengths = game_lengths(&args);
        assert_eq!(lengths.len(), 4);
        assert!(
            lengths.iter().all(|&n| n <= most),
            "{game} {extra:?}: {lengths:?}"
        );
    }
}
