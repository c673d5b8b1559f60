//! `tabletop`: play, show, count and self-play every game of the workspace
//! from the command line.
//!
//! ```text
//! tabletop play chess --vs cpu:2
//! tabletop show kyrras --players 3 --svg board.svg
//! tabletop perft chess --depth 5
//! tabletop moves glinski
//! tabletop selfplay kyrras --players 3 --seed 7
//! tabletop best strife --level 3
//! tabletop match chess --a cpu:1 --b random --games 10
//! tabletop bench
//! ```
//!
//! Bad input of any kind prints a message on stderr and exits with status 2.
#![forbid(unsafe_code)]

mod agents;
mod args;
mod bench;
mod board;
mod clock;
mod commands;
mod elo;
mod engine;
mod engine_seat;
mod error;
mod games;
mod menus;
mod play;
mod records;
mod seats;
mod uci;
mod watch;

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;

use crate::args::{Cli, Program};
use crate::error::{CliError, printable_message};

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return argument_error(e),
    };
    if let Program::Game(args::Command::Uci) = cli.command {
        let out = uci::Output::new(std::io::stdout());
        return match uci::run(&mut std::io::stdin().lock(), out) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("tabletop: {e}");
                ExitCode::from(2)
            }
        };
    }
    if let Program::Game(args::Command::Engine { game }) = cli.command {
        return match engine::run_game(game) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("tabletop: {e}");
                ExitCode::from(2)
            }
        };
    }
    let mut out = std::io::stdout().lock();
    let ran = match &cli.command {
        Program::Game(command) => games::run(command, &mut out),
        Program::Bench { threads } => bench::run(usize::from(*threads), &mut out),
    };
    match ran.and_then(|()| out.flush().map_err(Into::into)) {
        Ok(()) => ExitCode::SUCCESS,
        // A reader that stopped early (`tabletop moves chess | head`) is not an error.
        Err(CliError::Io(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tabletop: {}", printable_message(&e.to_string()));
            ExitCode::from(2)
        }
    }
}

/// Help and version go out as clap prints them. An argument error is
/// printed plain, with unprintable characters escaped and each line cut:
/// clap quotes a value whole (`--level` with 130,000 digits), and its
/// colored form would pass escape sequences in a value to the terminal.
fn argument_error(e: clap::Error) -> ExitCode {
    if !e.use_stderr() {
        e.exit();
    }
    eprint!("{}", printable_message(&e.render().to_string()));
    ExitCode::from(2)
}
