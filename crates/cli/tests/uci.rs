//! `tabletop uci` as engine-testing tools drive it: the compliance sequence
//! of fastchess's `--compliance` (the same commands, the same checks, in
//! our own words), then what that sequence does not cover: `isready`
//! during a search, `go infinite` waiting for `stop`, `ponderhit`,
//! repetitions from the move list, MultiPV, mate scores, unknown input and
//! legal principal variations in every info line.

mod common;

use std::time::Duration;

use board_core::Game as _;
use lytharia::chess::{Chess, Move};

use common::EngineProcess;

/// fastchess's check of an info line: it starts with `info`, and the
/// values of `time`, `nps` and `score` are integers.
fn valid_info(line: &str) -> bool {
    let words: Vec<&str> = line.split_whitespace().collect();
    if words.first() != Some(&"info") {
        return false;
    }
    for (i, w) in words.iter().enumerate() {
        if matches!(*w, "time" | "nps" | "score") {
            match words.get(i + 1) {
                Some(v) if !v.contains('.') => {}
                _ => return false,
            }
        }
    }
    true
}

/// Checks a search's output: info lines before exactly one bestmove, the
/// last info line with a score, every pv legal from `game`, and the best
/// move legal. Returns the best move.
fn check_search(lines: &[String], game: &Chess) -> Move {
    let (last, infos) = lines.split_last().unwrap();
    let best = last.strip_prefix("bestmove ").expect("bestmove last");
    assert!(infos.iter().all(|l| !l.starts_with("bestmove")));
    let infos: Vec<&String> = infos.iter().filter(|l| l.starts_with("info")).collect();
    let last_info = infos.last().expect("an info line");
    assert!(valid_info(last_info), "{last_info}");
    assert!(last_info.contains(" score "), "{last_info}");
    for info in &infos {
        assert!(valid_info(info), "{info}");
        if let Some((_, pv)) = info.split_once(" pv ") {
            let mut g = game.clone();
            for text in pv.split_whitespace() {
                let mv = Move::from_uci_text(text).unwrap_or_else(|| panic!("{info}"));
                assert!(
                    g.position().is_legal_move(mv),
                    "illegal pv move {text}: {info}"
                );
                g.play_unchecked(mv);
            }
        }
    }
    let mut words = best.split_whitespace();
    let mv = Move::from_uci_text(words.next().unwrap()).unwrap();
    assert!(game.position().is_legal_move(mv), "{best}");
    if let Some(word) = words.next() {
        assert_eq!(word, "ponder");
        let mut g = game.clone();
        g.play_unchecked(mv);
        let reply = Move::from_uci_text(words.next().unwrap()).unwrap();
        assert!(g.position().is_legal_move(reply), "{best}");
    }
    mv
}

#[test]
fn the_compliance_sequence_passes() {
    let mut e = EngineProcess::start(&["uci"]);
    e.send("uci");
    let hello = e.read_until("uciok");
    assert!(hello.iter().any(|l| l.starts_with("id name ")), "{hello:?}");
    assert!(
        hello.iter().any(|l| l.starts_with("id author ")),
        "{hello:?}"
    );
    for option in [
        "Hash",
        "Threads",
        "MultiPV",
        "Move Overhead",
        "UCI_LimitStrength",
        "UCI_Elo",
    ] {
        assert!(
            hello
                .iter()
                .any(|l| l.starts_with(&format!("option name {option} type "))),
            "{option}"
        );
    }
    e.isready();
    e.send("ucinewgame");
    e.send("position startpos");
    e.isready();
    let fen = "3r2k1/p5n1/1pq1p2p/2p3p1/2P1P1n1/1P1P2pP/PN1Q2K1/5R2 w - - 0 27";
    e.send(&format!("position fen {fen}"));
    e.isready();
    // One clock only, for the side to move.
    e.send("go wtime 100");
    check_search(&e.read_until("bestmove"), &Chess::from_fen(fen).unwrap());
    let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    e.send(&format!("position fen {fen}"));
    e.send("go btime 100");
    check_search(&e.read_until("bestmove"), &Chess::from_fen(fen).unwrap());
    e.send("go wtime 100 winc 100 btime 100 binc 100");
    check_search(&e.read_until("bestmove"), &Chess::from_fen(fen).unwrap());
    e.send("go btime 100 binc 100 wtime 100 winc 100");
    check_search(&e.read_until("bestmove"), &Chess::from_fen(fen).unwrap());
    // A game.
    e.send("ucinewgame");
    e.send("position startpos");
    e.send("go wtime 100 btime 100");
    check_search(&e.read_until("bestmove"), &Chess::new());
    e.send("position startpos moves e2e4 e7e5");
    e.send("go wtime 100 btime 100");
    let game = Chess::from_text(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4 e7e5",
    )
    .unwrap();
    check_search(&e.read_until("bestmove"), &game);
    e.quit();
}

#[test]
fn isready_and_stop_are_heard_during_an_infinite_search() {
    let mut e = EngineProcess::start(&["uci"]);
    e.send("uci");
    e.read_until("uciok");
    e.send("position startpos moves d2d4");
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(200));
    // Answered at once, and the search goes on: no bestmove without stop.
    e.isready();
    let more = e.silent_for(Duration::from_millis(300));
    assert!(more.iter().all(|l| !l.starts_with("bestmove")), "{more:?}");
    e.send("stop");
    let mut lines = more;
    lines.extend(e.read_until("bestmove"));
    let game =
        Chess::from_text("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves d2d4")
            .unwrap();
    check_search(&lines, &game);
    // Exactly one bestmove: nothing more comes.
    assert!(e.silent_for(Duration::from_millis(200)).is_empty());
    // A stop with no search running is ignored.
    e.send("stop");
    e.isready();
    e.quit();
}

/// `Threads` (Lazy SMP): the searches on two and three threads give legal
/// moves and lines, are stopped by `stop` and their clock, and a mate is
/// still found; back on one thread the search is deterministic again.
#[test]
fn several_threads_search_within_the_same_rules() {
    let mut e = EngineProcess::start(&["uci"]);
    e.send("uci");
    e.read_until("uciok");
    e.send("setoption name Threads value 2");
    e.isready();
    let game = Chess::from_text(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4 e7e5",
    )
    .unwrap();
    e.send("position startpos moves e2e4 e7e5");
    e.send("go wtime 300 btime 300");
    check_search(&e.read_until("bestmove"), &game);
    e.send("setoption name Threads value 3");
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(200));
    e.isready();
    e.send("stop");
    check_search(&e.read_until("bestmove"), &game);
    // The scholar's mate on two threads.
    e.send("setoption name Threads value 2");
    let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    e.send(&format!("position fen {fen}"));
    e.send("go depth 4");
    let lines = e.read_until("bestmove");
    assert_eq!(
        check_search(&lines, &Chess::from_fen(fen).unwrap()).to_string(),
        "h5f7"
    );
    assert!(
        lines.iter().any(|l| l.contains("score mate 1")),
        "{lines:?}"
    );
    // One thread: the same nodes as a fresh engine's.
    e.send("setoption name Threads value 1");
    e.send("ucinewgame");
    e.send("position startpos");
    e.send("go nodes 5000");
    let one = e.read_until("bestmove");
    e.quit();
    let mut fresh = EngineProcess::start(&["uci"]);
    fresh.send("uci");
    fresh.read_until("uciok");
    fresh.send("position startpos");
    fresh.send("go nodes 5000");
    let other = fresh.read_until("bestmove");
    fresh.quit();
    let strip = |lines: &[String]| -> Vec<String> {
        lines
            .iter()
            .map(|l| l.split(" nps ").next().unwrap_or_default().to_string())
            .collect()
    };
    assert_eq!(strip(&one), strip(&other));
}

#[test]
fn ponder_waits_for_ponderhit_then_keeps_to_the_clock() {
    let mut e = EngineProcess::start(&["uci"]);
    e.send("uci");
    e.read_until("uciok");
    e.send("position startpos moves e2e4 e7e5");
    e.send("go ponder wtime 2000 btime 2000");
    let early = e.silent_for(Duration::from_millis(300));
    assert!(
        early.iter().all(|l| !l.starts_with("bestmove")),
        "{early:?}"
    );
    e.send("ponderhit");
    let mut lines = early;
    lines.extend(e.read_until("bestmove"));
    let game = Chess::from_text(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4 e7e5",
    )
    .unwrap();
    check_search(&lines, &game);
    e.quit();
}

#[test]
fn limits_mates_multipv_repetition_and_unknown_input() {
    let mut e = EngineProcess::start(&["uci"]);
    e.send("uci");
    e.read_until("uciok");
    // Unknown commands, tokens and options are skipped.
    e.send("xyzzy 1 2 3");
    e.send("setoption name NoSuchOption value 7");
    e.send("setoption name MultiPV value 3");
    e.send("debug on");
    e.isready();
    e.send("position startpos");
    e.send("go depth 3 frobnicate 9");
    let lines = e.read_until("bestmove");
    check_search(&lines, &Chess::new());
    let deepest = lines
        .iter()
        .filter_map(|l| l.strip_prefix("info depth "))
        .filter_map(|l| l.split_whitespace().next()?.parse::<u32>().ok())
        .max();
    assert_eq!(deepest, Some(3));
    for k in 1..=3 {
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("info depth 3 ") && l.contains(&format!(" multipv {k} "))),
            "multipv {k}: {lines:#?}"
        );
    }
    e.send("setoption name MultiPV value 1");
    // Mate in one: Qh5xf7#.
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    e.send(&format!("position fen {fen}"));
    e.send("go mate 1");
    let lines = e.read_until("bestmove");
    assert_eq!(
        check_search(&lines, &Chess::from_fen(fen).unwrap()).to_string(),
        "h5f7"
    );
    assert!(
        lines.iter().any(|l| l.contains(" score mate 1 ")),
        "{lines:#?}"
    );
    e.send("go nodes 3000");
    check_search(&e.read_until("bestmove"), &Chess::from_fen(fen).unwrap());
    // After a move list, the mate is still found (by time this time).
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 4 4";
    e.send(&format!("position fen {fen} moves a7a6"));
    e.send("go movetime 200");
    let lines = e.read_until("bestmove");
    assert!(
        lines.iter().any(|l| l.contains(" score mate 1 ")),
        "{lines:#?}"
    );
    // Up a queen after the move list drew by threefold repetition.
    let moves = "d1d2 e8f8 d2d1 f8e8 d1d2 e8f8 d2d1 f8e8";
    let start = "4k3/8/8/8/8/8/8/3QK3 w - - 0 1";
    e.send(&format!("position fen {start} moves {moves}"));
    e.send("go depth 2");
    let game = Chess::from_text(&format!("{start} moves {moves}")).unwrap();
    assert_eq!(game.repetitions(), 3);
    // The game is already drawn: the engine still answers a legal move.
    check_search(&e.read_until("bestmove"), &game);
    // One move earlier: Qd2-d1 would let Black repeat the start a third
    // time. The repetitions of the move list are known, so it avoids that.
    let moves = "d1d2 e8f8 d2d1 f8e8 d1d2 e8f8";
    e.send(&format!("position fen {start} moves {moves}"));
    e.send("go depth 3");
    let game = Chess::from_text(&format!("{start} moves {moves}")).unwrap();
    let mv = check_search(&e.read_until("bestmove"), &game);
    assert_ne!(mv.to_string(), "d2d1", "walks into the third repetition");
    // An illegal move list leaves the position alone.
    e.send("position startpos moves e2e5");
    e.send("go depth 1");
    let lines = e.read_until("bestmove");
    assert!(lines.iter().any(|l| l.starts_with("info string ")));
    e.quit();
}

#[test]
fn end_of_input_ends_the_engine() {
    let mut e = EngineProcess::start(&["uci"]);
    e.send("uci");
    e.read_until("uciok");
    e.send("position startpos");
    e.send("go infinite");
    assert!(e.close_input());
}
