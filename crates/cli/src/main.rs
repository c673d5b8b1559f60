//! `tabletop`: perft, legal moves and self-play for every game of the
//! workspace, from the command line.
//!
//! ```text
//! tabletop perft chess --depth 5
//! tabletop moves glinski
//! tabletop selfplay kyrras --players 3 --seed 7
//! ```
//!
//! Bad input of any kind prints a message on stderr and exits with status 2.
#![forbid(unsafe_code)]

mod args;
mod commands;
mod error;
mod games;

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;

use crate::args::Cli;
use crate::error::CliError;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut out = std::io::stdout().lock();
    match games::run(&cli.command, &mut out).and_then(|()| out.flush().map_err(Into::into)) {
        Ok(()) => ExitCode::SUCCESS,
        // A reader that stopped early (`tabletop moves chess | head`) is not an error.
        Err(CliError::Io(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tabletop: {e}");
            ExitCode::from(2)
        }
    }
}
