//! The tabletop engine protocol (docs/protocol.md): our own engine, run as
//! an outside program (`engine:COMMAND`), plays our CPU in every game and
//! mode through `match` and `play`; and the protocol spoken by hand.

mod common;

use std::time::Duration;

use common::{EngineProcess, tabletop, tabletop_with_stdin};

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

/// The shell command that starts our engine for `game`.
fn engine_command(game: &str) -> String {
    format!("engine:'{}' engine {game}", env!("CARGO_BIN_EXE_tabletop"))
}

#[test]
fn our_engine_plays_our_cpu_in_every_game() {
    let cases: [(&str, &[&str]); 9] = [
        ("chess", &[]),
        ("glinski", &[]),
        ("kyrras", &[]),
        ("kyrras", &["--players", "3"]),
        ("kyrras", &["--players", "4"]),
        ("strife", &["--sets", "fire,ice"]),
        ("lytharia", &[]),
        ("lytharia", &["--mode", "duels"]),
        ("lytharia", &["--mode", "pawn-wars"]),
    ];
    for (game, extra) in cases {
        let engine = engine_command(game);
        let mut args = vec![
            "match",
            game,
            "--a",
            &engine,
            "--b",
            "cpu:1",
            "--games",
            "2",
            "--max-plies",
            "24",
            "--seed",
            "5",
        ];
        args.extend_from_slice(extra);
        let out = tabletop(&args);
        let stdout = text(&out.stdout);
        let stderr = text(&out.stderr);
        assert!(out.status.success(), "{game} {extra:?}: {stderr}");
        assert!(!stderr.contains("engine"), "{game} {extra:?}: {stderr}");
        let lines: Vec<&str> = stdout.lines().collect();
        assert!(lines[0].starts_with("game 1: "), "{stdout}");
        assert!(lines[1].starts_with("game 2: "), "{stdout}");
        // Every game ran its plies (or ended): no engine failure cut it.
        for l in &lines[..2] {
            assert!(
                l.contains("unfinished after 24 plies") || !l.contains("unfinished"),
                "{game} {extra:?}: {l}"
            );
        }
        assert!(lines[2].starts_with("plies: min "), "{stdout}");
        assert!(lines[3].starts_with("elo: "), "{stdout}");
        let last = lines.last().unwrap();
        assert!(last.ends_with(" games=2"), "{stdout}");
    }
}

/// A whole game of Lytharian Chess between our engine (at level 1, through
/// the protocol) and our CPU: the engine is sent the public record of every
/// ply, numbered without a gap, in words only (never a move's notation,
/// which could name a hidden card), and takes every line.
#[test]
fn our_engine_plays_a_whole_lytharia_game_with_the_public_record() {
    let dir = std::env::temp_dir().join(format!("tep-record-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (input, output) = (dir.join("in.log"), dir.join("out.log"));
    let game_record = dir.join("game.json");
    let engine = format!(
        "engine:(printf 'setoption name Level value 1\\n'; tee '{}') | '{}' engine lytharia | tee '{}'",
        input.display(),
        env!("CARGO_BIN_EXE_tabletop"),
        output.display()
    );
    let out = tabletop(&[
        "match",
        "lytharia",
        "--a",
        &engine,
        "--b",
        "cpu:1",
        "--games",
        "1",
        "--seed",
        "5",
        "--record",
        game_record.to_str().unwrap(),
    ]);
    let stdout = text(&out.stdout);
    let stderr = text(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(!stderr.contains("engine"), "{stderr}");
    let first = stdout.lines().next().unwrap();
    assert!(first.contains(" wins "), "{stdout}");
    let plies: usize = first
        .rsplit(", ")
        .next()
        .and_then(|t| t.strip_suffix(" plies"))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{first}"));
    let sent = std::fs::read_to_string(&input).unwrap();
    let said = std::fs::read_to_string(&output).unwrap();
    let game: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&game_record).unwrap()).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    // Who acted at each ply, and which seat the engine held.
    let seats: Vec<u64> = game[0]["public"]["plies"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["seat"].as_u64().unwrap())
        .collect();
    assert_eq!(seats.len(), plies);
    let engine_seat = game[0]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .position(|s| s.as_str().unwrap().starts_with("engine:"))
        .unwrap() as u64;
    let record: Vec<&str> = sent.lines().filter(|l| l.starts_with("record ")).collect();
    for (i, line) in record.iter().enumerate() {
        assert!(
            line.starts_with(&format!("record ply {} turn ", i + 1)),
            "{line}"
        );
        assert!(
            line.contains(" words ") && !line.contains(" move "),
            "{line}"
        );
    }
    // Every ply before the engine's last decision, and none after it (the
    // CPU's last turn, which may take several plies, ended the game).
    let last_engine_ply = seats.iter().rposition(|&s| s == engine_seat).unwrap();
    assert_eq!(record.len(), last_engine_ply, "{seats:?}");
    let positions = sent
        .lines()
        .filter(|l| l.starts_with("position text "))
        .count();
    let moves = said.lines().filter(|l| l.starts_with("bestmove ")).count();
    assert_eq!(positions, moves);
    assert!(moves * 3 > plies, "{moves} {plies}");
    assert!(!said.contains("ignored"), "{said}");
}

#[test]
fn an_engine_seat_plays_a_human_through_play() {
    let engine = engine_command("chess");
    let out = tabletop_with_stdin(
        &[
            "play",
            "chess",
            "--vs",
            &engine,
            "--movetime",
            "30",
            "--seed",
            "1",
        ],
        "e2e4\nquit\n",
    );
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    // Black (the engine) answered.
    assert!(stdout.matches("e2e4").count() >= 1, "{stdout}");
    assert!(
        !text(&out.stderr).contains("engine"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn a_program_that_is_not_an_engine_is_refused() {
    let out = tabletop(&[
        "match",
        "chess",
        "--a",
        "engine:echo hello",
        "--b",
        "random",
        "--games",
        "1",
    ]);
    assert_eq!(out.status.code(), Some(2));
    // It ended (or stopped reading) before answering `tep`.
    assert!(
        text(&out.stderr).contains("engine `echo hello`: "),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn the_protocol_by_hand_for_four_kyrras_seats() {
    let mut e = EngineProcess::start(&["engine", "kyrras"]);
    e.send("tep");
    let hello = e.read_until("tepok");
    assert!(hello.contains(&"id game kyrras".to_string()), "{hello:?}");
    // The same default overhead as `tabletop uci` (docs/protocol.md).
    assert!(
        hello
            .contains(&"option name Move Overhead type spin default 20 min 0 max 5000".to_string()),
        "{hello:?}"
    );
    e.send("setoption name Level value 1");
    e.send("newgame players 4 seat 2");
    // The first legal move of seat 1, as `moves` lists it.
    let first = text(&tabletop(&["moves", "kyrras", "--players", "4"]).stdout)
        .lines()
        .next()
        .unwrap()
        .to_string();
    e.send(&format!("position start moves {first}"));
    e.send("go p1time 60000 p2time 60000 p3time 60000 p4time 60000 p2inc 100");
    let lines = e.read_until("bestmove");
    let best = lines
        .last()
        .unwrap()
        .strip_prefix("bestmove ")
        .unwrap()
        .to_string();
    assert!(lines.iter().any(|l| l.starts_with("info ")), "{lines:?}");
    // Seat 2's move is legal: the engine itself accepts it after seat 1's
    // (a refused move list says `info string ignored position`).
    e.send(&format!("position start moves {first} {best}"));
    e.send("isready");
    let said = e.read_until("readyok");
    assert_eq!(said, ["readyok"], "{best}");
    e.send("position start moves pass-not-a-move");
    e.send("isready");
    let said = e.read_until("readyok");
    assert!(
        said[0].starts_with("info string ignored position"),
        "{said:?}"
    );
    // isready is answered during an infinite search; stop ends it.
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(100));
    e.send("isready");
    let ready = e.read_until("readyok");
    assert!(
        ready.iter().all(|l| !l.starts_with("bestmove")),
        "{ready:?}"
    );
    e.send("stop");
    e.read_until("bestmove");
    e.send("gameover ranking 2 1 4 3");
    e.quit();
}

#[test]
fn the_engine_remembers_between_moves_forgets_at_newgame_and_takes_threads() {
    let mut e = EngineProcess::start(&["engine", "chess"]);
    e.send("tep");
    let hello = e.read_until("tepok");
    assert!(
        hello.contains(&"option name Threads type spin default 1 min 1 max 256".to_string()),
        "{hello:?}"
    );
    // The node count of the last `info` line before `bestmove`.
    let search = |e: &mut EngineProcess| -> (u64, String) {
        e.send("position start moves e2e4 e7e5 g1f3 b8c6");
        e.send("go depth 8");
        let lines = e.read_until("bestmove");
        let info = &lines[lines.len() - 2];
        let words: Vec<&str> = info.split_whitespace().collect();
        let at = words.iter().position(|w| *w == "nodes").unwrap();
        (
            words[at + 1].parse().unwrap(),
            lines.last().unwrap().clone(),
        )
    };
    // The engine takes `mv` after the searched position: a legal move.
    let accepts = |e: &mut EngineProcess, mv: &str| {
        e.send(&format!("position start moves e2e4 e7e5 g1f3 b8c6 {mv}"));
        e.send("isready");
        assert_eq!(e.read_until("readyok"), ["readyok"], "{mv}");
    };
    e.send("newgame");
    let (first, best) = search(&mut e);
    // The same position again: the kept table answers most of it.
    let (again, best_again) = search(&mut e);
    assert!(again * 2 < first, "{first} then {again}");
    // It may settle on another move (the kept table holds deeper
    // results); the move is one the engine accepts in the position.
    accepts(&mut e, best_again.strip_prefix("bestmove ").unwrap());
    // A new game forgets: the first search again, node for node.
    e.send("newgame");
    assert_eq!(search(&mut e), (first, best));
    // Two threads: a legal move (the engine accepts it after the position).
    e.send("setoption name Threads value 2");
    let (_, best) = search(&mut e);
    accepts(&mut e, best.strip_prefix("bestmove ").unwrap());
    e.quit();
}

#[test]
fn match_reports_elo_and_stops_early_by_sprt() {
    let out = tabletop(&[
        "match", "chess", "--a", "cpu:1", "--b", "random", "--games", "40", "--sprt", "0,200",
        "--seed", "3",
    ]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let lines: Vec<&str> = stdout.lines().collect();
    let last = lines[lines.len() - 1];
    let sprt = lines[lines.len() - 2];
    let elo = lines[lines.len() - 3];
    assert!(
        sprt.starts_with("sprt: H1 accepted (a-b >= 200)"),
        "{stdout}"
    );
    assert!(elo.starts_with("elo: "), "{stdout}");
    // Decided well before 40 games, and the last line counts those played.
    let games: u32 = last.rsplit("games=").next().unwrap().parse().unwrap();
    assert!(games < 40, "{stdout}");
    assert_eq!(
        lines.iter().filter(|l| l.starts_with("game ")).count() as u32,
        games
    );
    let bad = tabletop(&[
        "match", "chess", "--a", "cpu:1", "--b", "random", "--games", "2", "--sprt", "50,0",
    ]);
    assert_eq!(bad.status.code(), Some(2));
}

/// `--pairs`: games 2k+1 and 2k+2 share one seed (the deal and the
/// players' seeds) with A and B swapped, the pairs are counted by A's
/// points, and `--games` must be even.
#[test]
fn match_pairs_games_on_one_deal_with_the_seats_swapped() {
    let file = std::env::temp_dir().join(format!("pairs-{}.json", std::process::id()));
    let out = tabletop(&[
        "match",
        "lytharia",
        "--mode",
        "duels",
        "--a",
        "cpu:1",
        "--b",
        "random",
        "--games",
        "4",
        "--pairs",
        "--seed",
        "7",
        "--record",
        file.to_str().unwrap(),
    ]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let games: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    std::fs::remove_file(&file).unwrap();
    let seeds: Vec<(u64, u64, String)> = games
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            (
                g["deal_seed"].as_u64().unwrap(),
                g["seed"].as_u64().unwrap(),
                g["seats"].to_string(),
            )
        })
        .collect();
    let (ab, ba) = (r#"["cpu:1","random"]"#, r#"["random","cpu:1"]"#);
    assert_eq!(
        seeds,
        [
            (7, 7, ab.to_string()),
            (7, 7, ba.to_string()),
            (8, 8, ba.to_string()),
            (8, 8, ab.to_string())
        ]
    );
    // The pair counts add up to the pairs, and the Elo line says "by
    // pairs" unless every game went one way.
    let pairs = stdout.lines().find(|l| l.starts_with("pairs: ")).unwrap();
    let counts: u32 = pairs
        .split(": ")
        .skip(2)
        .map(|c| c.split([',', ')']).next().unwrap().parse::<u32>().unwrap())
        .sum();
    assert!(pairs.starts_with("pairs: 2 (a scored 2: "), "{stdout}");
    assert_eq!(counts, 2, "{stdout}");
    let elo = stdout.lines().find(|l| l.starts_with("elo: ")).unwrap();
    assert!(
        elo.contains("95 % by pairs: ") || elo.contains("won every game"),
        "{stdout}"
    );
    let odd = tabletop(&[
        "match", "chess", "--a", "random", "--b", "random", "--games", "3", "--pairs",
    ]);
    assert_eq!(odd.status.code(), Some(2));
    assert!(text(&odd.stderr).contains("even"));
}

#[test]
fn best_takes_a_time_per_move() {
    let out = tabletop(&["best", "chess", "--movetime", "50"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let mv = text(&out.stdout).trim().to_string();
    let moves = text(&tabletop(&["moves", "chess"]).stdout);
    assert!(moves.lines().any(|m| m == mv), "{mv}");
    let zero = tabletop(&["best", "chess", "--movetime", "0"]);
    assert_eq!(zero.status.code(), Some(2));
    let both = tabletop(&["best", "chess", "--movetime", "5", "--depth", "2"]);
    assert_eq!(both.status.code(), Some(2));
}
