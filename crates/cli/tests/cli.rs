//! The CLI contract of DESIGN.md, checked on the built `tabletop` binary.

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

fn last_line(out: &Output) -> String {
    stdout(out).lines().last().unwrap_or_default().to_string()
}

#[test]
fn perft_prints_the_total_last() {
    let out = tabletop(&["perft", "chess", "--depth", "3"]);
    assert!(out.status.success());
    assert_eq!(last_line(&out), "8902");
    let out = tabletop(&["perft", "glinski", "--depth", "2"]);
    assert_eq!(last_line(&out), "2586");
}

#[test]
fn perft_from_a_position() {
    // Kiwipete.
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let out = tabletop(&["perft", "chess", "--depth", "2", "--position", fen]);
    assert_eq!(last_line(&out), "2039");
}

#[test]
fn divide_lists_each_move_then_the_total() {
    let out = tabletop(&["perft", "chess", "--depth", "2", "--divide"]);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 21);
    assert_eq!(lines[20], "400");
    let sum: u64 = lines[..20]
        .iter()
        .map(|l| l.split_once(' ').unwrap().1.parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 400);
    assert!(lines.contains(&"e2e4 20"));
}

#[test]
fn moves_are_sorted_and_nothing_else() {
    let out = tabletop(&["moves", "chess"]);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 20);
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted);
    assert_eq!(lines[0], "a2a3");
    let out = tabletop(&["moves", "glinski"]);
    assert_eq!(stdout(&out).lines().count(), 51);
}

#[test]
fn selfplay_is_reproducible_and_ends_with_the_outcome() {
    for game in ["chess", "glinski", "kyrras", "strife", "lytharia"] {
        let a = tabletop(&["selfplay", game, "--seed", "5", "--max-plies", "300"]);
        let b = tabletop(&["selfplay", game, "--seed", "5", "--max-plies", "300"]);
        assert!(
            a.status.success(),
            "{game}: {}",
            String::from_utf8_lossy(&a.stderr)
        );
        assert_eq!(a.stdout, b.stdout, "{game}");
        assert!(
            last_line(&a).starts_with("outcome: "),
            "{game}: {}",
            last_line(&a)
        );
    }
}

#[test]
fn every_game_answers_each_command() {
    for game in ["chess", "glinski", "kyrras", "strife", "lytharia"] {
        let out = tabletop(&["perft", game, "--depth", "1"]);
        assert!(out.status.success(), "{game}");
        let n: u64 = last_line(&out).parse().unwrap();
        let moves = tabletop(&["moves", game]);
        assert_eq!(stdout(&moves).lines().count() as u64, n, "{game}");
    }
    let three = tabletop(&["moves", "kyrras", "--players", "3"]);
    assert!(three.status.success());
}

#[test]
fn bad_input_exits_with_status_2_and_a_message() {
    let cases: &[&[&str]] = &[
        &["perft", "nosuchgame", "--depth", "1"],
        &["perft", "chess"],
        &["perft", "chess", "--depth", "x"],
        &["perft", "chess", "--depth", "1", "--position", "not a fen"],
        &["moves", "chess", "--position", "8/8/8/8/8/8/8/8 w - - 0 1"],
        &["moves", "glinski", "--position", "garbage"],
        &["moves", "kyrras", "--position", "garbage"],
        &["moves", "strife", "--position", "garbage"],
        &["moves", "lytharia", "--position", "garbage"],
        &["moves", "chess", "--players", "3"],
        &["moves", "kyrras", "--players", "5"],
        &["moves", "strife", "--sets", "nonsense"],
        &["moves", "lytharia", "--mode", "nonsense"],
        &["frobnicate"],
    ];
    for args in cases {
        let out = tabletop(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}
