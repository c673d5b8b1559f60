//! Bounded input and escaped echoes (issue 20): endless input is refused
//! with exit status 2 after reading no more than the cap, input shown back
//! never drives the terminal, and no message repeats a huge input.

use std::fs::File;
use std::process::{Command, Stdio};

mod common;
use common::*;

#[test]
fn play_reading_dev_zero_is_refused_with_status_2() {
    let out = Command::new(env!("CARGO_BIN_EXE_tabletop"))
        .args(["play", "chess", "--vs", "human"])
        .stdin(Stdio::from(File::open("/dev/zero").unwrap()))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("an input line is longer than 1048576 bytes"),
        "{err}"
    );
}

#[test]
fn a_position_file_of_dev_zero_is_refused_with_status_2() {
    let out = tabletop(&["moves", "chess", "--position-file", "/dev/zero"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("is longer than 16777216 bytes"), "{err}");
}

#[test]
fn a_position_file_with_a_byte_order_mark_is_read() {
    let path = std::env::temp_dir().join(format!("tabletop-bom-{}.fen", std::process::id()));
    std::fs::write(&path, "\u{feff}7k/8/8/8/8/8/8/KR6 w - - 0 1\r\n").unwrap();
    let out = tabletop(&["moves", "chess", "--position-file", path.to_str().unwrap()]);
    std::fs::remove_file(&path).unwrap();
    assert_eq!(stdout(&out).lines().count(), 15, "{}", stdout(&out));
}

#[test]
fn a_huge_numeric_option_gives_a_short_message() {
    let digits = "9".repeat(130_000);
    let out = tabletop(&["best", "chess", "--level", &digits]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        out.stderr.len() < 1000,
        "{} bytes on stderr",
        out.stderr.len()
    );
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("--level"), "{err}");
}

#[test]
fn escape_sequences_in_input_are_echoed_escaped() {
    // Sets the terminal's title, rings the bell, clears the screen.
    let evil = "\u{1b}]0;owned\u{7}\u{1b}[2J";
    let long = "z".repeat(10_000);
    let out = tabletop_with_stdin(
        &["play", "chess", "--vs", "human"],
        &format!("{evil}\n{long}\nquit\n"),
    );
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert!(
        !text.contains('\u{1b}') && !text.contains('\u{7}'),
        "{text:?}"
    );
    assert!(
        text.contains("White> \\u{1b}]0;owned\\u{7}\\u{1b}[2J\n"),
        "{text}"
    );
    assert!(
        text.contains("Not a legal move here: `\\u{1b}]0;owned"),
        "{text}"
    );
    // The long line is echoed cut, and quoted cut.
    assert!(text.contains(&format!("White> {}...\n", "z".repeat(200))));
    assert!(
        text.lines().all(|l| l.len() < 400),
        "a long line reached the output"
    );
    // Option values quoted in errors are escaped too.
    let out = tabletop(&["moves", "chess", "--position", evil]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        !out.stderr.contains(&0x1b),
        "{:?}",
        String::from_utf8_lossy(&out.stderr)
    );
}
