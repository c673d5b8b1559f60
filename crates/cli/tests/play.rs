//! `tabletop play`, driven through standard input as a script would, for
//! every game: commands, a mistyped and an illegal move, a legal move, the
//! CPU's reply, undo, resign, quit and end of input.

mod common;

use common::{GAMES, tabletop, tabletop_with_stdin};
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn play(args: &[&str], input: &str) -> Output {
    let args: Vec<&str> = std::iter::once("play")
        .chain(args.iter().copied())
        .collect();
    tabletop_with_stdin(&args, input)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

/// The first legal move at the start, as `moves` lists it.
fn first_move(game: &str, extra: &[&str]) -> String {
    let mut args = vec!["moves", game];
    args.extend_from_slice(extra);
    let out = tabletop(&args);
    assert!(out.status.success(), "{game}: {}", text(&out.stderr));
    text(&out.stdout).lines().next().unwrap().to_string()
}

fn assert_clean_exit(game: &str, out: &Output) {
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{game}: {err}");
    assert!(!err.contains("panicked"), "{game}: {err}");
}

#[test]
fn every_game_plays_through_stdin_with_bad_input_and_undo() {
    for game in GAMES {
        // Lytharian Chess needs a seed for its deal; every game takes one
        // for the CPU.
        let seed = ["--seed", "3"];
        let mv = first_move(game, if game == "lytharia" { &seed } else { &[] });
        // Chess echoes SAN (a2a3 is a3).
        let echo = if game == "chess" { "a3" } else { mv.as_str() };
        let script = format!("help\nmoves\nzz9\nnot a move at all\n{mv}\nshow\nundo\nundo\nquit\n");
        let out = play(&[game, "--vs", "cpu:1", "--seed", "3"], &script);
        assert_clean_exit(game, &out);
        let stdout = text(&out.stdout);
        assert!(stdout.contains("Commands:"), "{game}: {stdout}");
        assert!(stdout.contains(" legal moves"), "{game}"); // grouped or not
        assert_eq!(
            stdout.matches("Not a legal move here").count(),
            2,
            "{game}: {stdout}"
        );
        assert!(
            stdout.contains(&format!("plays {echo}")),
            "{game}: {stdout}"
        );
        // The CPU answered (in Strife and Lytharian Chess a turn may hold
        // several decisions of the same seat), undo took back the move and
        // the replies, the second undo had nothing left.
        if !["strife", "lytharia"].contains(&game) {
            assert!(stdout.contains("(cpu:1) plays "), "{game}: {stdout}");
        }
        assert!(
            stdout.contains(&format!("Took back: {echo}")),
            "{game}: {stdout}"
        );
        assert!(
            stdout.contains("Nothing to undo: P1 has not moved yet.")
                || stdout.contains("Nothing to undo: White has not moved yet."),
            "{game}: {stdout}"
        );
        assert!(stdout.trim_end().ends_with("Bye."), "{game}: {stdout}");
    }
}

#[test]
fn end_of_input_and_resign_end_with_status_0() {
    for game in GAMES {
        let out = play(&[game, "--seed", "1"], "");
        assert_clean_exit(game, &out);
        let out = play(&[game, "--vs", "random", "--seed", "1"], "resign\n");
        assert_clean_exit(game, &out);
        let stdout = text(&out.stdout);
        assert!(stdout.contains("resigns. Game over"), "{game}: {stdout}");
    }
}

#[test]
fn hot_seat_chess_plays_to_checkmate() {
    // NC: the fool's mate, typed by two people at one keyboard, in UCI and
    // SAN.
    let out = play(&["chess", "--vs", "human"], "f2f3\ne5\ng4\nQh4#\n");
    assert_clean_exit("chess", &out);
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Black plays Qh4#: queen d8-h4"), "{stdout}");
    assert!(
        stdout
            .trim_end()
            .ends_with("Game over: Black wins (checkmate)."),
        "{stdout}"
    );
}

#[test]
fn the_cpu_moves_first_when_you_take_the_second_seat() {
    let out = play(&["chess", "--vs", "cpu:1", "--as", "black"], "quit\n");
    assert_clean_exit("chess", &out);
    let stdout = text(&out.stdout);
    let cpu = stdout.find("White (cpu:1) plays").expect("the CPU opened");
    let prompt = stdout.find("Black> ").expect("then the prompt");
    assert!(cpu < prompt, "{stdout}");
}

#[test]
fn lytharia_hot_seat_hands_over_between_seats() {
    // Replays a self-played game (same seed, so the same deal) by hand: the
    // seat to act changes along it, and each change gets a hand-over
    // screen before the next person's own view.
    let record = tabletop(&["selfplay", "lytharia", "--seed", "3", "--max-plies", "30"]);
    // `1. P1: effect:f1/0 end`: a turn number, the seat, its moves.
    let moves: Vec<String> = text(&record.stdout)
        .lines()
        .filter_map(|l| l.split_once(". "))
        .filter(|(n, _)| n.chars().all(|c| c.is_ascii_digit()))
        .filter_map(|(_, m)| m.split_once(": "))
        .flat_map(|(_, m)| m.split_whitespace().map(str::to_string).collect::<Vec<_>>())
        .collect();
    assert_eq!(moves.len(), 30);
    let script = moves.join("\n") + "\nquit\n";
    let out = play(&["lytharia", "--vs", "human", "--seed", "3"], &script);
    assert_clean_exit("lytharia", &out);
    let stdout = text(&out.stdout);
    assert!(!stdout.contains("Not a legal move"), "{stdout}");
    assert!(stdout.contains("Hand over to P2"), "{stdout}");
    assert!(stdout.contains("Hand over to P1"), "{stdout}");
}

#[test]
fn a_strife_turn_of_several_decisions_fits_on_one_line() {
    // ST: with mana, a skill and the piece's move are two decisions of one
    // turn; typed on one line they are played in order.
    let position = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w mana=20/20 sets=none/none ply=0";
    let out = play(
        &[
            "strife",
            "--position",
            position,
            "--vs",
            "cpu:1",
            "--seed",
            "1",
        ],
        "AM:c1b2 c1a3\nquit\n",
    );
    assert_clean_exit("strife", &out);
    let stdout = text(&out.stdout);
    assert!(stdout.contains("White plays AM:c1b2"), "{stdout}");
    assert!(stdout.contains("White plays c1a3"), "{stdout}");
    assert!(stdout.contains("Black (cpu:1) plays"), "{stdout}");
}

#[test]
fn bad_play_options_exit_with_status_2() {
    let cases: &[&[&str]] = &[
        &["play", "chess", "--vs", "cpu:9"],
        &["play", "chess", "--vs", "nobody"],
        &["play", "chess", "--as", "green"],
        &["play", "chess", "--as", "3"],
        &["play", "chess", "--position-file", "-"],
        &["play", "chess", "--position", "8/8/8/8/8/8/8/8 w - - 0 1"],
        &["play", "chess", "--sets", "princess,none"],
    ];
    for args in cases {
        let out = tabletop(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = text(&out.stderr);
        assert!(
            err.starts_with("tabletop: ") || err.contains("error"),
            "{args:?}: {err}"
        );
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}

/// Plays `args` to the end as a person would: at each prompt it asks for
/// `moves` and types one of them (now and then `undo`), reading the output
/// as it comes. Returns the transcript and the exit status.
fn play_to_the_end(args: &[&str], max_turns: usize) -> (String, Option<i32>) {
    use std::io::Read;
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabletop"))
        .arg("play")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut transcript = String::new();
    // Reads up to the next prompt (`Seat> ` at the start of a line); false
    // at the end of the output.
    let mut read_to_prompt = |transcript: &mut String| -> (String, bool) {
        let mut chunk = Vec::new();
        let mut byte = [0u8; 1];
        loop {
            if stdout.read(&mut byte).unwrap() == 0 {
                let text = String::from_utf8_lossy(&chunk).into_owned();
                transcript.push_str(&text);
                return (text, false);
            }
            chunk.push(byte[0]);
            if chunk.ends_with(b"> ") {
                let line_start = chunk.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
                let seat = &chunk[line_start..chunk.len() - 2];
                if !seat.is_empty() && seat.iter().all(u8::is_ascii_alphanumeric) {
                    let text = String::from_utf8_lossy(&chunk).into_owned();
                    transcript.push_str(&text);
                    return (text, true);
                }
            }
        }
    };
    let mut turns = 0;
    while read_to_prompt(&mut transcript).1 {
        turns += 1;
        if turns > max_turns {
            stdin.write_all(b"quit\n").unwrap();
            continue;
        }
        stdin.write_all(b"moves\n").unwrap();
        let (listing, open) = read_to_prompt(&mut transcript);
        if !open {
            break;
        }
        let moves = listed_moves(&listing);
        let choice = if turns % 13 == 6 {
            "undo".to_string()
        } else {
            moves[(turns * 7919) % moves.len()].to_string()
        };
        stdin.write_all(format!("{choice}\n").as_bytes()).unwrap();
    }
    (transcript, child.wait().unwrap().code())
}

/// The moves a `moves` menu offers: every move of a plain list; of a
/// grouped menu, each group's example and the single moves.
fn listed_moves(listing: &str) -> Vec<String> {
    let Some((head, rest)) = listing.split_once(":\n") else {
        return Vec::new();
    };
    assert!(head.contains("legal moves"), "{listing}");
    let body = rest.rsplit_once('\n').map_or(rest, |(list, _)| list);
    let mut moves = Vec::new();
    for line in body.lines() {
        if let Some((_, example)) = line.split_once(", e.g. ") {
            moves.push(example.trim().to_string());
        } else {
            let words = line.trim().strip_prefix("and: ").unwrap_or(line.trim());
            moves.extend(words.split_whitespace().map(str::to_string));
        }
    }
    moves
}

#[test]
fn every_game_is_played_to_the_end_against_the_cpu() {
    for game in GAMES {
        let (transcript, status) = play_to_the_end(&[game, "--vs", "cpu:1", "--seed", "4"], 800);
        assert_eq!(status, Some(0), "{game}");
        assert!(!transcript.contains("Not a legal move"), "{game}");
        let last = transcript
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .unwrap();
        assert!(last.starts_with("Game over: "), "{game}: {last}");
    }
}
