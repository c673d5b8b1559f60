//! `tabletop bench` and `perft --threads`: the CLI contract's signature and
//! counts that do not depend on the number of threads.

use std::process::{Command, Output};

fn tabletop(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabletop"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

/// The suite's counts, each checked elsewhere: chess against the published
/// counts (lytharia's `chess_perft` tests), Glinski's published depth 5
/// (glinski `perft` tests), the others the games' regression counts.
const SUITE: [(&str, u64); 14] = [
    ("chess start 6", 119_060_324),
    ("chess kiwipete 5", 193_690_690),
    ("chess position 3, 6", 11_030_083),
    ("chess position 4, 5", 15_833_292),
    ("chess position 5, 5", 89_941_194),
    ("glinski start 5", 401_622_759),
    ("kyrras 2 players 5", 67_780_705),
    ("kyrras 3 players 5", 132_625_536),
    ("kyrras 4 players 5", 127_310_711),
    ("strife plain 6", 120_909_581),
    ("strife 20 mana 4", 93_032_735),
    ("lytharia full, seed 1, 5", 2_491_048),
    ("lytharia duels, seed 1, 6", 2_805_249),
    ("lytharia pawn wars, seed 1, 6", 4_520_453),
];

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "1.4 G nodes: run in release (CI runs ignored tests in release)"
)]
fn bench_ends_with_the_signature() {
    let out = tabletop(&["bench", "--threads", "2"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    let signature: u64 = SUITE.iter().map(|c| c.1).sum();
    assert_eq!(lines.last(), Some(&signature.to_string().as_str()));
    // One row per case, with its count in the nodes column.
    for (i, (what, nodes)) in SUITE.iter().enumerate() {
        let row: Vec<&str> = lines[i + 1].split_whitespace().collect();
        assert!(row.contains(&nodes.to_string().as_str()), "{what}: {row:?}");
    }
}

#[test]
fn perft_counts_the_same_on_any_number_of_threads() {
    let cases: [(&[&str], &str); 5] = [
        (&["chess", "--depth", "4"], "197281"),
        (&["glinski", "--depth", "3"], "137858"),
        (&["kyrras", "--players", "3", "--depth", "3"], "68921"),
        (&["strife", "--depth", "4"], "197742"),
        (&["lytharia", "--seed", "1", "--depth", "4"], ""),
    ];
    for (args, expected) in cases {
        let mut seen = Vec::new();
        for threads in ["1", "2", "3"] {
            for divide in [false, true] {
                let mut all = vec!["perft"];
                all.extend_from_slice(args);
                all.extend_from_slice(&["--threads", threads]);
                if divide {
                    all.push("--divide");
                }
                let out = tabletop(&all);
                assert!(out.status.success(), "{all:?}");
                seen.push((divide, stdout(&out)));
            }
        }
        for (divide, text) in &seen {
            let first = seen.iter().find(|s| s.0 == *divide).unwrap();
            assert_eq!(text, &first.1, "{args:?}");
            if !expected.is_empty() {
                assert_eq!(text.lines().last(), Some(expected), "{args:?}");
            }
        }
    }
}

#[test]
fn zero_threads_are_refused() {
    let out = tabletop(&["perft", "chess", "--depth", "1", "--threads", "0"]);
    assert_eq!(out.status.code(), Some(2));
    let out = tabletop(&["bench", "--threads", "0"]);
    assert_eq!(out.status.code(), Some(2));
}
