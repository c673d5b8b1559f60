//! `tabletop bench`: a fixed perft suite over every game, timed with
//! board-core's [`PerftTiming`]. The last line is the signature, the total
//! node count, which changes only when a move generator's results change.

use std::io::Write;

use board_core::PerftTiming;
use board_core::parallel::perft_parallel;
use kyrras::{Kyrras, PlayerCount};
use lytharia::chess::Position;
use lytharia::{LytharianChess, Mode};
use strife_truce::{Sets, Strife};

use crate::error::CliError;

/// One count of the suite: which game, which position, how deep, and the
/// count itself on a given number of threads.
struct Case {
    game: &'static str,
    position: &'static str,
    depth: u32,
    count: Box<dyn Fn(usize) -> u64>,
}

/// A case counted by the generic multithreaded perft.
fn generic<G>(game: &'static str, position: &'static str, start: G, depth: u32) -> Case
where
    G: board_core::Game + Send + Sync + 'static,
    G::Move: Send + Sync,
{
    Case {
        game,
        position,
        depth,
        count: Box::new(move |threads| perft_parallel(&start, depth, threads)),
    }
}

/// A Normal Chess case, counted by `Position`'s own perft (FIDE's published
/// counts ignore draw claims).
fn chess(position: &'static str, fen: &str, depth: u32) -> Case {
    let start: Position = fen.parse().expect("the suite's FENs are valid");
    Case {
        game: "chess",
        position,
        depth,
        count: Box::new(move |threads| start.perft_parallel(depth, threads)),
    }
}

/// The suite: the standard positions of each game, each deep enough to be
/// timed (a few seconds in all on one core of a 2-vCPU machine, far under
/// the minute the CLI contract allows).
fn suite() -> Vec<Case> {
    vec![
        chess(
            "start",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            6,
        ),
        chess(
            "kiwipete",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            5,
        ),
        chess("position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6),
        chess(
            "position 4",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            5,
        ),
        chess(
            "position 5",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            5,
        ),
        generic("glinski", "start", glinski::Glinski::start(), 5),
        generic("kyrras", "2 players", Kyrras::standard(PlayerCount::Two), 5),
        generic(
            "kyrras",
            "3 players",
            Kyrras::standard(PlayerCount::Three),
            5,
        ),
        generic(
            "kyrras",
            "4 players",
            Kyrras::standard(PlayerCount::Four),
            5,
        ),
        generic("strife", "plain", Strife::start(Sets::default()), 6),
        generic(
            "strife",
            "20 mana",
            Strife::start_with_mana(Sets::default(), 20),
            4,
        ),
        generic(
            "lytharia",
            "full, seed 1",
            LytharianChess::new(Mode::Full, 1),
            5,
        ),
        generic(
            "lytharia",
            "duels, seed 1",
            LytharianChess::new(Mode::Duels, 1),
            6,
        ),
        generic(
            "lytharia",
            "pawn wars, seed 1",
            LytharianChess::new(Mode::PawnWars, 1),
            6,
        ),
    ]
}

fn rate(t: &PerftTiming) -> String {
    format!("{:.1}", t.nodes_per_second() / 1e6)
}

/// Runs the suite on `threads` threads and prints one line per case, one
/// per game, the total, and last the signature.
pub fn run(threads: usize, out: &mut impl Write) -> Result<(), CliError> {
    writeln!(
        out,
        "{:<9} {:<18} {:>5} {:>12} {:>9} {:>10}",
        "game", "position", "depth", "nodes", "seconds", "M nodes/s"
    )?;
    let mut per_game: Vec<(&str, PerftTiming)> = Vec::new();
    let mut total = PerftTiming::default();
    for case in suite() {
        let timing = PerftTiming::measure(|| (case.count)(threads));
        writeln!(
            out,
            "{:<9} {:<18} {:>5} {:>12} {:>9.3} {:>10}",
            case.game,
            case.position,
            case.depth,
            timing.nodes,
            timing.elapsed.as_secs_f64(),
            rate(&timing)
        )?;
        match per_game.last_mut() {
            Some((game, sum)) if *game == case.game => *sum += timing,
            _ => per_game.push((case.game, timing)),
        }
        total += timing;
    }
    writeln!(out)?;
    for (game, timing) in per_game.iter().chain([("total", total)].iter()) {
        writeln!(
            out,
            "{:<9} {:<18} {:>5} {:>12} {:>9.3} {:>10}",
            game,
            "",
            "",
            timing.nodes,
            timing.elapsed.as_secs_f64(),
            rate(timing)
        )?;
    }
    writeln!(out, "{}", total.nodes)?;
    Ok(())
}
