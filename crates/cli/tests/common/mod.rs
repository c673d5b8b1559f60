//! Running the `tabletop` binary from the integration tests. Each test file
//! uses part of this, so unused items are expected.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Every game the CLI knows.
pub const GAMES: [&str; 5] = ["chess", "glinski", "kyrras", "strife", "lytharia"];

/// Runs `tabletop ARGS` with no standard input.
pub fn tabletop(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabletop"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// Runs `tabletop ARGS` with `input` on standard input.
pub fn tabletop_with_stdin(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabletop"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// Standard output as text.
pub fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}
