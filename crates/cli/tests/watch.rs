//! Watching computers play through the binary: `match --seat N=SPEC`
//! keeps a seat's player in every game, and `selfplay`/`match --watch`
//! tell every move on standard error while standard output keeps its
//! contract.

mod common;

use common::{stdout, tabletop};

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8(out.stderr.clone()).unwrap()
}

/// `a=POINTS b=POINTS games=N` read back.
fn points(line: &str) -> (f64, f64, u32) {
    let fields: Vec<&str> = line.split(' ').collect();
    assert_eq!(fields.len(), 3, "{line}");
    let value = |i: usize, key: &str| fields[i].strip_prefix(key).expect(line).to_string();
    (
        value(0, "a=").parse().unwrap(),
        value(1, "b=").parse().unwrap(),
        value(2, "games=").parse().unwrap(),
    )
}

#[test]
fn a_fixed_seat_keeps_its_player_while_a_and_b_rotate_over_the_others() {
    let out = tabletop(&[
        "match",
        "kyrras",
        "--players",
        "3",
        "--a",
        "cpu:1",
        "--b",
        "random",
        "--seat",
        "3=cpu:1",
        "--games",
        "4",
        "--seed",
        "0",
        "--max-plies",
        "150",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let games: Vec<&str> = text.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 4, "{text}");
    // Two free seats: A opens in even games, B in odd ones; P3 stays.
    for (i, line) in games.iter().enumerate() {
        let seats = if i % 2 == 0 {
            "P1=a P2=b P3=cpu:1"
        } else {
            "P1=b P2=a P3=cpu:1"
        };
        assert!(
            line.starts_with(&format!("game {}: {seats}: ", i + 1)),
            "{line}"
        );
    }
    let (a, b, n) = points(text.lines().last().unwrap());
    assert_eq!(n, 4);
    assert_eq!(a + b, 4.0, "{text}");
}

#[test]
fn match_refuses_a_table_with_no_seat_left_for_a_and_b() {
    let out = tabletop(&[
        "match", "chess", "--a", "random", "--b", "random", "--seat", "1=random", "--seat",
        "2=cpu:1", "--games", "1",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("leave at least one"),
        "{}",
        stderr(&out)
    );
    let out = tabletop(&[
        "match", "chess", "--a", "random", "--b", "random", "--seat", "3=random", "--games", "1",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("no seat"), "{}", stderr(&out));
}

#[test]
fn selfplay_watch_tells_every_move_on_stderr_and_leaves_stdout_alone() {
    let plain = tabletop(&["selfplay", "chess", "--seed", "1", "--max-plies", "6"]);
    let watched = tabletop(&[
        "selfplay",
        "chess",
        "--seed",
        "1",
        "--max-plies",
        "6",
        "--watch",
    ]);
    assert!(watched.status.success());
    assert_eq!(stdout(&plain), stdout(&watched));
    assert!(stderr(&plain).is_empty(), "{}", stderr(&plain));
    let told = stderr(&watched);
    let lines: Vec<&str> = told.lines().collect();
    assert_eq!(lines.len(), 6, "{told}");
    assert_eq!(lines[0], "1. White (random) plays e3: pawn e2-e3");
    assert_eq!(lines[1], "2. Black (random) plays Nc6: knight b8-c6");
}

#[test]
fn watching_a_hidden_game_reads_only_the_watching_seat_in_notation() {
    let run = |who: &str| {
        let out = tabletop(&[
            "selfplay",
            "lytharia",
            "--seed",
            "1",
            "--max-plies",
            "40",
            "--seat",
            "2=cpu:1",
            "--watch",
            "--as",
            who,
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        stderr(&out)
    };
    let count = |text: &str, prefix: &str| {
        let lines: Vec<&str> = text.lines().filter(|l| l.contains(prefix)).collect();
        let in_notation = lines.iter().filter(|l| l.contains(") plays ")).count();
        (lines.len(), in_notation)
    };
    let as_one = run("1");
    let (p1, p1_notation) = count(&as_one, ". P1 (random)");
    let (p2, p2_notation) = count(&as_one, ". P2 (cpu:1)");
    assert!(p1 > 0 && p2 > 0, "{as_one}");
    assert_eq!(p1_notation, p1, "P1 reads its own moves: {as_one}");
    assert_eq!(p2_notation, 0, "P2's moves in words only: {as_one}");
    let spectator = run("spectator");
    assert_eq!(count(&spectator, ". P1 (random)").1, 0, "{spectator}");
    assert_eq!(count(&spectator, ". P2 (cpu:1)").1, 0, "{spectator}");
    let all = run("all");
    assert_eq!(count(&all, ". P2 (cpu:1)"), (p2, p2), "{all}");
}

#[test]
fn match_watch_prefixes_each_game_and_keeps_the_last_line() {
    let args = [
        "match",
        "chess",
        "--a",
        "random",
        "--b",
        "cpu:1",
        "--games",
        "2",
        "--max-plies",
        "4",
    ];
    let plain = tabletop(&args);
    let mut watched_args = args.to_vec();
    watched_args.push("--watch");
    let watched = tabletop(&watched_args);
    assert!(watched.status.success(), "{}", stderr(&watched));
    assert_eq!(stdout(&plain), stdout(&watched));
    let told = stderr(&watched);
    let lines: Vec<&str> = told.lines().collect();
    assert_eq!(lines.len(), 8, "{told}");
    assert!(
        lines[0].starts_with("game 1: 1. White (random) plays "),
        "{told}"
    );
    assert!(
        lines[4].starts_with("game 2: 1. White (cpu:1) plays "),
        "{told}"
    );
    let (a, b, n) = points(stdout(&watched).lines().last().unwrap());
    assert_eq!((a + b, n), (2.0, 2), "unfinished games are 0.5 each");
}

#[test]
fn as_without_watch_is_refused() {
    let out = tabletop(&["selfplay", "chess", "--seed", "1", "--as", "1"]);
    assert_eq!(out.status.code(), Some(2));
}
