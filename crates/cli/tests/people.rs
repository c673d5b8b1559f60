//! What a person sees and keeps, through the binary: seats of any kind,
//! seat-safe output, records numbered by turn, menus, cards, the deal seed
//! and the player's seed.

mod common;

use common::{GAMES, stdout, tabletop, tabletop_with_stdin};

fn temp_file(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("tabletop-people-{}-{name}", std::process::id()))
}

fn read_json(path: &std::path::Path) -> String {
    let text = std::fs::read_to_string(path).expect("the record is written");
    std::fs::remove_file(path).unwrap();
    text
}

#[test]
fn chess_records_are_pgn_movetext() {
    let out = tabletop(&["selfplay", "chess", "--seed", "1"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    let movetext = lines[..lines.len() - 2].join(" ");
    let words: Vec<&str> = movetext.split_whitespace().collect();
    // Move numbers 1., 2., ... before White's moves, SAN between them.
    assert_eq!(&words[..3], ["1.", "e3", "Nc6"], "{movetext}");
    assert_eq!(&words[3..6], ["2.", "c3", "Nb8"], "{movetext}");
    let result = *words.last().unwrap();
    assert!(["1-0", "0-1", "1/2-1/2", "*"].contains(&result), "{result}");
    assert!(!movetext.contains("e2e3"), "SAN, not UCI: {movetext}");
}

#[test]
fn other_records_are_numbered_by_turn_with_the_seat() {
    let out = tabletop(&["selfplay", "glinski", "--seed", "2", "--max-plies", "4"]);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().take(4).collect();
    assert_eq!(lines.len(), 4);
    for (line, head) in lines
        .iter()
        .zip(["1. White: ", "1. Black: ", "2. White: ", "2. Black: "])
    {
        assert!(line.starts_with(head), "{text}");
    }
    // Several decisions of one turn share its line (Lytharian Chess).
    let out = tabletop(&["selfplay", "lytharia", "--seed", "3", "--max-plies", "12"]);
    let text = stdout(&out);
    assert!(
        text.starts_with("1. P1: effect:f1/0 effect:c1/0 cast:blink-step@d2>d3\n1. P2: pass\n"),
        "{text}"
    );
}

#[test]
fn json_records_embed_positions_and_places() {
    // A drawn start: places for every seat, positions as JSON values.
    let bare_kings = "8/8/4k3/8/8/4K3/8/8 w - - 0 1";
    let out = tabletop(&[
        "selfplay",
        "chess",
        "--position",
        bare_kings,
        "--json",
        "--seed",
        "1",
    ]);
    let text = stdout(&out);
    assert!(text.contains("\"places\":[1,1]"), "{text}");
    assert!(text.contains("\"result\":\"draw\""), "{text}");
    assert!(
        text.contains(&format!("\"start\":\"{bare_kings}\"")),
        "{text}"
    );
    // Lytharian Chess's position text is JSON: embedded as an object.
    let out = tabletop(&[
        "selfplay",
        "lytharia",
        "--seed",
        "1",
        "--json",
        "--max-plies",
        "2",
    ]);
    let text = stdout(&out);
    assert!(text.contains("\"start\":{\"active\":0,"), "{text}");
    assert!(!text.contains("\"start\":\"{"), "{text}");
}

#[test]
fn outcomes_are_worded_with_their_reason() {
    let out = tabletop(&["selfplay", "lytharia", "--seed", "1"]);
    let text = stdout(&out);
    assert_eq!(text.lines().last(), Some("outcome: P2 wins (king killed)"));
    let out = tabletop(&["selfplay", "kyrras", "--players", "3", "--seed", "1"]);
    let text = stdout(&out);
    assert_eq!(
        text.lines().last(),
        Some("outcome: ranking: P1=3 P2=1 P3=1 (only kings left)")
    );
}

#[test]
fn a_multi_player_resignation_prints_the_ranking() {
    let out = tabletop_with_stdin(
        &[
            "play",
            "kyrras",
            "--players",
            "3",
            "--vs",
            "random",
            "--seed",
            "1",
        ],
        "resign\n",
    );
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(
        text.trim_end()
            .ends_with("P1 resigns. Game over: ranking: P1=3 P2=1 P3=1 (resignation)."),
        "{text}"
    );
}

#[test]
fn every_seat_can_be_a_cpu_and_the_game_is_watched_move_by_move() {
    let out = tabletop_with_stdin(
        &[
            "play", "chess", "--seat", "1=random", "--seat", "2=cpu:1", "--seed", "2",
        ],
        "",
    );
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.contains("Every seat is a computer: watching what a spectator sees."));
    assert!(text.contains("White (random) plays "), "{text}");
    assert!(text.contains("Black (cpu:1) plays "), "{text}");
    assert!(
        text.trim_end()
            .ends_with("Game over: Black wins (checkmate)."),
        "{text}"
    );
    // No prompt: nobody was asked anything.
    assert!(
        !text.contains("White> ") && !text.contains("Black> "),
        "{text}"
    );
}

#[test]
fn a_watched_hidden_game_shows_only_the_watching_seat_and_records_it() {
    let file = temp_file("watch.json");
    let out = tabletop_with_stdin(
        &[
            "play",
            "lytharia",
            "--seat",
            "1=cpu:1",
            "--seat",
            "2=cpu:1",
            "--as",
            "1",
            "--seed",
            "4",
            "--max-plies",
            "60",
            "--record",
            file.to_str().unwrap(),
        ],
        "",
    );
    // `--max-plies` is not a play option: refused before anything is played.
    assert_eq!(out.status.code(), Some(2));
    let out = tabletop_with_stdin(
        &[
            "play",
            "lytharia",
            "--seat",
            "1=cpu:1",
            "--seat",
            "2=cpu:1",
            "--as",
            "1",
            "--seed",
            "4",
            "--record",
            file.to_str().unwrap(),
        ],
        "",
    );
    assert!(out.status.success());
    let text = stdout(&out);
    // P1's actions in notation and words; P2's in words only (the notation
    // would name cards P1 has not seen).
    // (Which actions depends on the CPU's search: any of P1's will do.)
    assert!(
        text.lines()
            .any(|l| l.starts_with("P1 (cpu:1) plays ") && l.contains(": P1")),
        "{text}"
    );
    assert!(text.contains("P2 (cpu:1): P2's "), "{text}");
    assert!(text.contains("P2 (cpu:1) ends the turn: "), "{text}");
    assert!(!text.contains("P2 (cpu:1) plays"), "{text}");
    assert!(!text.contains("position: "), "{text}");
    let record = read_json(&file);
    assert!(record.contains("\"perspective\": \"P1\""), "{record}");
    assert!(
        !record.contains("\"save\""),
        "a seat's record holds no save"
    );
    let record: serde_json::Value = serde_json::from_str(&record).unwrap();
    let plies = record["public"]["plies"].as_array().unwrap();
    assert!(plies.len() > 20);
    for ply in plies {
        // Notation is kept only where every move may be read.
        assert!(ply.get("notation").is_none(), "{ply}");
        assert!(ply["description"].as_str().is_some_and(|d| !d.is_empty()));
    }
    assert!(record.get("moves").is_none(), "no move list in P1's record");
}

#[test]
fn selfplay_and_match_seat_cpus_and_write_records() {
    let file = temp_file("selfplay.json");
    let out = tabletop(&[
        "selfplay",
        "kyrras",
        "--players",
        "3",
        "--seat",
        "2=cpu:1",
        "--seed",
        "1",
        "--max-plies",
        "9",
        "--record",
        file.to_str().unwrap(),
        "--record-as",
        "all",
    ]);
    assert!(out.status.success());
    let record = read_json(&file);
    assert!(
        record.contains("\"seats\": [\n    \"random\",\n    \"cpu:1\",\n    \"random\"\n  ]"),
        "{record}"
    );
    assert!(record.contains("\"save\": {"), "{record}");
    assert!(record.contains("\"perspective\": \"all\""), "{record}");

    let file = temp_file("match.json");
    let out = tabletop(&[
        "match",
        "chess",
        "--a",
        "random",
        "--b",
        "cpu:1",
        "--games",
        "2",
        "--seed",
        "1",
        "--max-plies",
        "30",
        "--record",
        file.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    let record = read_json(&file);
    assert!(record.trim_start().starts_with('['), "{record}");
    assert_eq!(record.matches("\"format\": 1").count(), 2, "{record}");
    // Open games keep their notation: chess as PGN movetext.
    assert_eq!(
        record.matches("\"moves\": [\n      \"1. ").count(),
        2,
        "{record}"
    );
}

#[test]
fn the_full_save_replays() {
    let file = temp_file("save.json");
    let out = tabletop(&[
        "selfplay",
        "chess",
        "--seed",
        "1",
        "--max-plies",
        "4",
        "--save",
        file.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    let save = read_json(&file);
    let save: serde_json::Value = serde_json::from_str(&save).unwrap();
    assert_eq!(save["format"], 1);
    assert_eq!(save["cursor"], 4);
    assert_eq!(save["moves"].as_array().unwrap().len(), 4);
    assert!(
        save["start"]
            .as_str()
            .unwrap()
            .starts_with("rnbqkbnr/pppppppp/")
    );
}

#[test]
fn the_deal_seed_and_the_players_seed_are_apart() {
    let start = |args: &[&str]| {
        let mut all = vec!["selfplay", "lytharia", "--json", "--max-plies", "1"];
        all.extend_from_slice(args);
        let text = stdout(&tabletop(&all));
        let start = text.split("\"start\":").nth(1).unwrap().to_string();
        start.split(",\"winner\"").next().unwrap().to_string()
    };
    let a = start(&["--seed", "1", "--deal-seed", "7"]);
    let b = start(&["--seed", "2", "--deal-seed", "7"]);
    let c = start(&["--seed", "7"]);
    let d = start(&["--seed", "8"]);
    assert_eq!(a, b, "the players' seed does not change the deal");
    assert_eq!(a, c, "without --deal-seed, --seed deals (as before)");
    assert_ne!(a, d);
}

#[test]
fn show_hides_what_the_player_to_act_may_not_see() {
    let own = stdout(&tabletop(&["show", "lytharia", "--seed", "1"]));
    let all = stdout(&tabletop(&[
        "show", "lytharia", "--seed", "1", "--as", "all",
    ]));
    let spectator = stdout(&tabletop(&[
        "show",
        "lytharia",
        "--seed",
        "1",
        "--as",
        "spectator",
    ]));
    let p2 = stdout(&tabletop(&["show", "lytharia", "--seed", "1", "--as", "2"]));
    assert!(!own.contains("position: ") && all.contains("position: "));
    // P1 to act: P1's own stats, none of P2's.
    assert!(own.contains("a1 R ") && !own.contains("a8 r"), "{own}");
    assert!(all.contains("a8 r"), "{all}");
    assert!(!spectator.contains("a1 R "), "{spectator}");
    assert!(p2.contains("a8 r") && !p2.contains("a1 R "), "{p2}");
    // Games without hidden information show everything, as before.
    let chess = stdout(&tabletop(&["show", "chess"]));
    assert!(chess.contains("position: rnbqkbnr/"), "{chess}");
}

#[test]
fn cards_are_listed_and_searched() {
    let out = tabletop(&["cards", "lytharia", "chaos bolt"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert_eq!(text.lines().count(), 1, "{text}");
    assert!(text.starts_with("Chaos Bolt (spell, cost 3"), "{text}");
    let text = stdout(&tabletop(&["cards", "lytharia", "bolt"]));
    assert!(text.lines().count() >= 3, "{text}");
    assert!(
        text.lines().all(|l| l.to_lowercase().contains("bolt")),
        "{text}"
    );
    let out = tabletop(&["cards", "chess"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no cards"));
}

#[test]
fn play_groups_moves_shows_the_hand_and_a_card() {
    let out = tabletop_with_stdin(
        &["play", "lytharia", "--vs", "cpu:1", "--seed", "3"],
        "end\nmoves\nmoves cast:blink-step\nhand\ncard blink step\ncard\nquit\n",
    );
    let text = stdout(&out);
    // One line per group with its number of moves, then the single moves.
    assert!(
        text.contains("  cast:blink-step: 204 moves, e.g. cast:blink-step@a1>a3\n"),
        "{text}"
    );
    assert!(
        text.contains("cast:blink-step: 204 moves:\ncast:blink-step@a1>a3 "),
        "{text}"
    );
    assert!(
        text.contains("hand (1):\n  Blink Step (spell, cost 1"),
        "{text}"
    );
    assert!(
        text.contains("P1> card blink step\nBlink Step (spell, cost 1"),
        "{text}"
    );
    // The game says what the seat to act is asked to do.
    assert!(text.contains("P1's main phase: "), "{text}");
    // `tabletop moves` keeps its contract: every move, one a line.
    let all = stdout(&tabletop(&["moves", "lytharia", "--seed", "3"]));
    assert_eq!(all, "effect:c1/0\neffect:f1/0\nend\n");
}

#[test]
fn chess_takes_san_or_uci_and_echoes_san() {
    let out = tabletop_with_stdin(
        &["play", "chess", "--vs", "human"],
        "e2e4\nNf6\nlog\nquit\n",
    );
    let text = stdout(&out);
    assert!(text.contains("White plays e4: pawn e2-e4\n"), "{text}");
    assert!(text.contains("Black plays Nf6: knight g8-f6\n"), "{text}");
    assert!(
        text.contains("1. White: e4 (pawn e2-e4)\n1. Black: Nf6 (knight g8-f6)\n"),
        "{text}"
    );
    // The board keeps its width whether or not the last move is marked.
    let widths: std::collections::BTreeSet<usize> = text
        .lines()
        .filter(|l| l.starts_with("8 |"))
        .map(|l| l.chars().count())
        .collect();
    assert_eq!(widths.len(), 1, "{text}");
}

#[test]
fn each_games_help_example_plays_in_the_start_position() {
    let help = stdout(&tabletop(&["play", "--help"]));
    for game in GAMES {
        // The examples are for the default setup (Lytharian Chess: deal 0).
        let mut args = vec!["play", game, "--vs", "human"];
        if game == "lytharia" {
            args.extend(["--deal-seed", "0"]);
        }
        let out = tabletop_with_stdin(&args, "quit\n");
        let text = stdout(&out);
        let example = text
            .split("(for example ")
            .nth(1)
            .and_then(|t| t.split("), or help").next())
            .unwrap_or_else(|| panic!("{game}: {text}"))
            .to_string();
        assert!(help.contains(&example), "{game}: {example} not in the help");
        let out = tabletop_with_stdin(&args, &format!("{example}\nquit\n"));
        let text = stdout(&out);
        assert!(!text.contains("Not a legal move"), "{game}: {text}");
        assert!(text.contains(" plays "), "{game}: {text}");
    }
}

// GL-1, GL-2: Glinski's chess reads in its own cell names a1-l11 in the
// CLI: typed with a space (GL-1.1), on the text board's rims and in the
// words of a move (GL-2.1, GL-2.2).
#[test]
fn glinski_reads_in_its_own_cell_names() {
    let show = stdout(&tabletop(&["show", "glinski"]));
    assert!(!show.contains("q=") && !show.contains("r="), "{show}");
    assert!(show.contains("Cells are named by file"), "{show}");
    // File letters below the board, `f` lowest; rank 11 above the f-file.
    let lines: Vec<&str> = show.lines().collect();
    assert!(lines[0].trim().starts_with("11"), "{show}");
    let f_row = lines.iter().position(|l| l.trim() == "f").unwrap();
    assert!(
        lines[..f_row]
            .iter()
            .any(|l| l.trim_start().starts_with("a ")),
        "{show}"
    );
    let out = tabletop_with_stdin(&["play", "glinski", "--vs", "human"], "f5 f6\nlog\nquit\n");
    let text = stdout(&out);
    assert!(text.contains("White plays f5f6: pawn f5-f6\n"), "{text}");
    assert!(text.contains("1. White: f5f6 (pawn f5-f6)\n"), "{text}");
}
