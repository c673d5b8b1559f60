//! `best`, `match`, `selfplay` records, positions from files and standard
//! input, and the refusal of options that do not apply.

mod common;

use common::{GAMES, stdout, tabletop, tabletop_with_stdin};
use std::process::Output;

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn last_line(out: &Output) -> String {
    stdout(out).lines().last().unwrap_or_default().to_string()
}

fn assert_refused(args: &[&str], needle: &str) {
    let out = tabletop(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
    assert!(out.stdout.is_empty(), "{args:?}");
    let err = stderr(&out);
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    assert!(err.contains(needle), "{args:?}: {err}");
}

#[test]
fn best_prints_a_legal_move_last() {
    for game in GAMES {
        let seed = ["--seed", "2"];
        let extra: &[&str] = if game == "lytharia" { &seed } else { &[] };
        let mut args = vec!["best", game, "--level", "1"];
        args.extend_from_slice(extra);
        let out = tabletop(&args);
        assert!(out.status.success(), "{game}: {}", stderr(&out));
        let mut moves_args = vec!["moves", game];
        moves_args.extend_from_slice(extra);
        let moves = stdout(&tabletop(&moves_args));
        let best = last_line(&out);
        assert!(moves.lines().any(|m| m == best), "{game}: {best}");
    }
}

#[test]
fn best_finds_the_mate_in_one() {
    // A back-rank mate: Ra8#.
    let fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
    let out = tabletop(&["best", "chess", "--position", fen, "--depth", "2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(last_line(&out), "a1a8");
}

#[test]
fn match_prints_the_score_last_and_the_points_sum_to_the_games() {
    for game in GAMES {
        let out = tabletop(&[
            "match",
            game,
            "--a",
            "random",
            "--b",
            "random",
            "--games",
            "2",
            "--seed",
            "1",
            "--max-plies",
            "60",
        ]);
        assert!(out.status.success(), "{game}: {}", stderr(&out));
        let last = last_line(&out);
        let parts: Vec<&str> = last.split(' ').collect();
        assert_eq!(parts.len(), 3, "{game}: {last}");
        let a: f64 = parts[0].strip_prefix("a=").unwrap().parse().unwrap();
        let b: f64 = parts[1].strip_prefix("b=").unwrap().parse().unwrap();
        assert_eq!(parts[2], "games=2", "{game}");
        assert_eq!(a + b, 2.0, "{game}: {last}");
    }
    let three = tabletop(&[
        "match",
        "kyrras",
        "--players",
        "3",
        "--a",
        "cpu:1",
        "--b",
        "random",
        "--games",
        "3",
        "--max-plies",
        "30",
    ]);
    assert!(three.status.success(), "{}", stderr(&three));
    assert!(last_line(&three).ends_with(" games=3"));
}

#[test]
fn selfplay_has_one_record_shape_for_every_game() {
    for game in GAMES {
        let out = tabletop(&["selfplay", game, "--seed", "9", "--max-plies", "40"]);
        assert!(out.status.success(), "{game}: {}", stderr(&out));
        let text = stdout(&out);
        let lines: Vec<&str> = text.lines().collect();
        let n = lines.len();
        assert!(lines[n - 1].starts_with("outcome: "), "{game}");
        assert!(lines[n - 2].starts_with("position: "), "{game}");
        // Numbered by turn: chess as PGN movetext (`1. e4 e5 2. Nf3`),
        // every other game one line per turn of a seat (`1. P1: ...`), the
        // turn numbers never going down.
        if game == "chess" {
            let movetext = lines[..n - 2].join(" ");
            assert!(movetext.starts_with("1. "), "{movetext}");
            assert!(movetext.contains(" 2. "), "{movetext}");
            assert!(movetext.ends_with(" *"), "unfinished: {movetext}");
        } else {
            let mut last = 1;
            for line in &lines[..n - 2] {
                let (turn, rest) = line.split_once(". ").unwrap();
                let turn: u32 = turn.parse().unwrap();
                assert!(turn >= last, "{game}: {line}");
                last = turn;
                assert!(rest.contains(": "), "{game}: {line}");
            }
            assert!(last > 1, "{game}: {text}");
        }
        // The final position reads back.
        let position = lines[n - 2].strip_prefix("position: ").unwrap();
        let moves = tabletop(&["moves", game, "--position", position]);
        assert!(moves.status.success(), "{game}: {}", stderr(&moves));
    }
}

#[test]
fn selfplay_names_the_reason_of_the_end() {
    let out = tabletop(&["selfplay", "chess", "--seed", "5"]);
    let last = last_line(&out);
    let known = [
        "(checkmate)",
        "(stalemate)",
        "(fifty-move rule)",
        "(threefold repetition)",
        "(insufficient material)",
        "(seventy-five-move rule)",
        "(fivefold repetition)",
    ];
    assert!(
        known.iter().any(|k| last.contains(k)) || last.contains('('),
        "{last}"
    );
}

#[test]
fn selfplay_without_a_seed_picks_one_and_says_which() {
    let out = tabletop(&["selfplay", "chess", "--max-plies", "10"]);
    assert!(out.status.success());
    let err = stderr(&out);
    let seed: u64 = err
        .split("--seed ")
        .nth(1)
        .and_then(|s| s.trim_end_matches([')', '\n']).parse().ok())
        .unwrap_or_else(|| panic!("no seed in {err}"));
    let again = tabletop(&[
        "selfplay",
        "chess",
        "--max-plies",
        "10",
        "--seed",
        &seed.to_string(),
    ]);
    assert_eq!(again.stdout, out.stdout);
}

#[test]
fn selfplay_json_is_one_object_with_the_record() {
    let out = tabletop(&[
        "selfplay",
        "glinski",
        "--seed",
        "4",
        "--json",
        "--max-plies",
        "20",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert_eq!(text.lines().count(), 1);
    assert!(text.contains("\"game\":\"glinski\""), "{text}");
    assert!(text.contains("\"seed\":4,"), "{text}");
    assert!(text.contains("\"moves\":["));
    assert!(text.trim_end().ends_with('}'));
}

#[test]
fn kyrras_deploy_seed_is_apart_from_the_move_seed() {
    let standard_a = tabletop(&["selfplay", "kyrras", "--seed", "1", "--max-plies", "4"]);
    let standard_b = tabletop(&["selfplay", "kyrras", "--seed", "2", "--max-plies", "4"]);
    let deployed = tabletop(&[
        "selfplay",
        "kyrras",
        "--seed",
        "1",
        "--deal-seed",
        "7",
        "--max-plies",
        "4",
    ]);
    for out in [&standard_a, &standard_b, &deployed] {
        assert!(out.status.success(), "{}", stderr(out));
    }
    assert_ne!(standard_a.stdout, standard_b.stdout);
    assert_ne!(standard_a.stdout, deployed.stdout);
    let start = stdout(&tabletop(&["show", "kyrras"]));
    let random = stdout(&tabletop(&["show", "kyrras", "--deal-seed", "7"]));
    assert_ne!(start, random);
    // The old name still works.
    let old = stdout(&tabletop(&["show", "kyrras", "--deploy-seed", "7"]));
    assert_eq!(old, random);
}

#[test]
fn positions_come_from_a_file_or_standard_input() {
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let file = std::env::temp_dir().join(format!("tabletop-fen-{}.txt", std::process::id()));
    std::fs::write(&file, format!("{fen}\n")).unwrap();
    let out = tabletop(&[
        "perft",
        "chess",
        "--depth",
        "2",
        "--position-file",
        file.to_str().unwrap(),
    ]);
    std::fs::remove_file(&file).unwrap();
    assert_eq!(last_line(&out), "2039");
    let out = tabletop_with_stdin(
        &["perft", "chess", "--depth", "2", "--position-file", "-"],
        fen,
    );
    assert_eq!(last_line(&out), "2039");
    // A Lytharian Chess position is a multi-kilobyte JSON text.
    // The whole state only on request (`--as all`).
    let show = stdout(&tabletop(&[
        "show", "lytharia", "--seed", "5", "--as", "all",
    ]));
    let position = show
        .lines()
        .find_map(|l| l.strip_prefix("position: "))
        .unwrap();
    assert!(position.len() > 1000);
    let a = tabletop_with_stdin(&["moves", "lytharia", "--position-file", "-"], position);
    let b = tabletop(&["moves", "lytharia", "--seed", "5"]);
    assert!(a.status.success(), "{}", stderr(&a));
    assert_eq!(a.stdout, b.stdout);
}

#[test]
fn perft_reports_time_on_stderr() {
    let out = tabletop(&["perft", "chess", "--depth", "2"]);
    assert_eq!(stdout(&out), "400\n");
    assert!(stderr(&out).contains("nodes/s"), "{}", stderr(&out));
}

#[test]
fn moves_of_a_finished_game_say_so_on_stderr() {
    // Fool's mate: Black has mated.
    let fen = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    let out = tabletop(&["moves", "chess", "--position", fen]);
    assert!(out.status.success());
    assert!(out.stdout.is_empty());
    assert!(stderr(&out).contains("game is over"), "{}", stderr(&out));
}

#[test]
fn options_that_do_not_apply_are_refused() {
    assert_refused(&["perft", "chess", "--depth", "1", "--seed", "3"], "--seed");
    assert_refused(&["perft", "chess", "--depth", "10000"], "maximum of 64");
    assert_refused(&["perft", "kyrras", "--depth", "65"], "maximum of 64");
    assert_refused(&["moves", "glinski", "--seed", "3"], "--seed");
    assert_refused(&["moves", "chess", "--deploy-seed", "3"], "--deal-seed");
    assert_refused(&["moves", "glinski", "--deal-seed", "3"], "--deal-seed");
    assert_refused(&["moves", "chess", "--mode", "duels"], "--mode");
    let strife_position = stdout(&tabletop(&["show", "strife"]));
    let strife_position = strife_position
        .lines()
        .find_map(|l| l.strip_prefix("position: "))
        .unwrap();
    assert_refused(
        &[
            "moves",
            "strife",
            "--sets",
            "princess,none",
            "--position",
            strife_position,
        ],
        "--sets",
    );
    assert_refused(
        &["moves", "lytharia", "--mode", "duels", "--position", "{}"],
        "--mode",
    );
    assert_refused(
        &["moves", "lytharia", "--seed", "3", "--position", "{}"],
        "--seed",
    );
    assert_refused(
        &["moves", "kyrras", "--players", "3", "--position", "x"],
        "--players",
    );
    assert_refused(&["best", "chess", "--level", "9"], "--level");
    assert_refused(&["best", "chess", "--depth", "0"], "--depth");
    assert_refused(
        &[
            "match", "chess", "--a", "human", "--b", "random", "--games", "1",
        ],
        "--a",
    );
    assert_refused(
        &[
            "match", "chess", "--a", "cpu", "--b", "random", "--games", "0",
        ],
        "--games",
    );
    assert_refused(
        &[
            "perft",
            "chess",
            "--depth",
            "1",
            "--position-file",
            "/nonexistent/x",
        ],
        "--position-file",
    );
}

#[test]
fn help_texts_summarize_the_formats_without_pointing_at_missing_files() {
    for args in [&["--help"][..], &["play", "--help"], &["perft", "--help"]] {
        let out = tabletop(args);
        assert!(out.status.success());
        let text = stdout(&out);
        // Every game's position and move text is summarized in the binary.
        for game in ["chess", "glinski", "kyrras", "strife", "lytharia"] {
            assert!(text.contains(&format!("  {game} ")), "{args:?}: {text}");
        }
        assert!(text.contains("FEN"), "{args:?}: {text}");
        assert!(!text.contains("example.invalid"), "{args:?}: {text}");
    }
}
