//! Running the `tabletop` binary from the integration tests. Each test file
//! uses part of this, so unused items are expected.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Output, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

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

/// Generous: the machine running the tests may be busy.
pub const WAIT: Duration = Duration::from_secs(20);

/// A program speaking an engine protocol (`tabletop uci`, `tabletop
/// engine GAME`), driven line by line.
pub struct EngineProcess {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl EngineProcess {
    /// Closes the engine's input (end of file) and waits for it to exit:
    /// whether it exited successfully.
    pub fn close_input(self) -> bool {
        let EngineProcess {
            mut child, stdin, ..
        } = self;
        drop(stdin);
        child.wait().unwrap().success()
    }

    /// Starts `tabletop ARGS`.
    pub fn start(args: &[&str]) -> EngineProcess {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tabletop"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the tabletop binary starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        EngineProcess {
            child,
            stdin,
            lines,
        }
    }

    pub fn send(&mut self, text: &str) {
        writeln!(self.stdin, "{text}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// Every line up to and including the first that starts with `token`.
    pub fn read_until(&mut self, token: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            match self.lines.recv_timeout(WAIT) {
                Ok(line) => {
                    let done = line.split_whitespace().next() == Some(token);
                    seen.push(line);
                    if done {
                        return seen;
                    }
                }
                Err(e) => panic!("no `{token}` ({e:?}); got {seen:#?}"),
            }
        }
    }

    /// Nothing arrives for `wait`.
    pub fn silent_for(&mut self, wait: Duration) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            match self.lines.recv_timeout(wait) {
                Ok(line) => seen.push(line),
                Err(RecvTimeoutError::Timeout) => return seen,
                Err(e) => panic!("{e:?}"),
            }
        }
    }

    pub fn isready(&mut self) {
        self.send("isready");
        let lines = self.read_until("readyok");
        assert_eq!(lines.last().unwrap(), "readyok");
    }

    pub fn quit(mut self) {
        self.send("quit");
        let status = self.child.wait().unwrap();
        assert!(status.success());
    }
}
