//! The three commands, written once for every game.

use std::io::{IsTerminal, Write};
use std::time::Instant;

use board_core::{Game, MoveBuffer, MoveNotation, Outcome, PlayoutEnd, playout};

use crate::error::CliError;

/// What the CLI needs of a game beyond [`Game`] and [`MoveNotation`].
///
/// The defaults use the [`Game`] impl; a game overrides them where its
/// command-line semantics differ (chess perft ignores draw claims, as every
/// published perft count does).
pub trait CliGame: Game + MoveNotation {
    /// The moves `moves` and `perft --divide` list.
    fn cli_moves(&self, moves: &mut Self::Moves) {
        self.generate_moves(moves);
    }

    /// The perft count below this position.
    fn cli_perft(&self, depth: u32) -> u64 {
        board_core::perft(self, depth)
    }

    /// The outcome in the game's own words.
    fn describe_outcome(&self, outcome: &Outcome) -> String {
        outcome.to_string()
    }
}

/// Depth from which perft reports progress (when stderr is a terminal).
const PROGRESS_DEPTH: u32 = 5;

pub fn perft_command<G: CliGame>(
    game: &G,
    depth: u32,
    divide: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let progress = depth >= PROGRESS_DEPTH && std::io::stderr().is_terminal();
    if (!divide && !progress) || depth == 0 {
        writeln!(out, "{}", game.cli_perft(depth))?;
        return Ok(());
    }
    let mut moves = G::Moves::default();
    game.cli_moves(&mut moves);
    let mut rows: Vec<(String, u64)> = Vec::new();
    let started = Instant::now();
    let count = moves.as_slice().len();
    for (i, &mv) in moves.as_slice().iter().enumerate() {
        let text = game.format_move(mv);
        if progress {
            eprint!("\r\x1b[2K[{}/{count}] {text}", i + 1);
        }
        let mut child = game.clone();
        child.play_unchecked(mv);
        rows.push((text, child.cli_perft(depth - 1)));
    }
    let total: u64 = rows.iter().map(|r| r.1).sum();
    if progress {
        let secs = started.elapsed().as_secs_f64().max(1e-9);
        eprintln!(
            "\r\x1b[2K{total} nodes in {secs:.2} s ({:.1} M nodes/s)",
            total as f64 / secs / 1e6
        );
    }
    if divide {
        rows.sort();
        for (text, count) in &rows {
            writeln!(out, "{text} {count}")?;
        }
    }
    writeln!(out, "{total}")?;
    Ok(())
}

pub fn moves_command<G: CliGame>(game: &G, out: &mut impl Write) -> Result<(), CliError> {
    let mut moves = G::Moves::default();
    game.cli_moves(&mut moves);
    let mut texts: Vec<String> = moves
        .as_slice()
        .iter()
        .map(|&m| game.format_move(m))
        .collect();
    texts.sort();
    for text in texts {
        writeln!(out, "{text}")?;
    }
    Ok(())
}

/// Plays a seeded random game; `record` formats its moves in the game's
/// record notation.
pub fn selfplay_command<G: CliGame>(
    start: &G,
    seed: u64,
    max_plies: usize,
    record: impl FnOnce(&[G::Move]) -> Result<String, CliError>,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let game = playout(start, seed, max_plies);
    writeln!(out, "{}", record(&game.moves)?.trim_end())?;
    let line = match game.end {
        PlayoutEnd::Finished(outcome) => game.end_state.describe_outcome(&outcome),
        PlayoutEnd::PlyLimit => format!("unfinished: stopped after {max_plies} plies"),
        PlayoutEnd::Stuck => "unfinished: no legal move but no outcome (a rules bug)".into(),
    };
    writeln!(out, "outcome: {line}")?;
    Ok(())
}

/// A numbered move list: `1. a 2. b ...`, one move per line, each formatted
/// in the position it was played from.
pub fn numbered_record<G: Game>(
    start: &G,
    moves: &[G::Move],
    format: impl Fn(&G, G::Move) -> String,
) -> String {
    let mut state = start.clone();
    let mut text = String::new();
    for (i, &mv) in moves.iter().enumerate() {
        text.push_str(&format!("{}. {}\n", i + 1, format(&state, mv)));
        state.play_unchecked(mv);
    }
    text
}
