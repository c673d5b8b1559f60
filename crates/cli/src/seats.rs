//! Who plays each seat: `--vs`, `--as` and `--seat N=SPEC`, read the same
//! way by `play` and `selfplay`; and a game played out by agents.

use board_core::inspect::Perspective;
use board_core::{History, Player};

use crate::agents::{Agent, Spec};
use crate::args::{SeatArgs, WatchArgs};
use crate::commands::{CliGame, parse_perspective, parse_seat};
use crate::error::{CliError, quote};
use crate::watch::Watch;

/// Reads `--seat N=SPEC` options over `seats` (one spec per seat).
pub fn apply_seat_args<G: CliGame>(
    game: &G,
    args: &SeatArgs,
    human: bool,
    seats: &mut [Spec],
) -> Result<(), CliError> {
    for text in &args.seats {
        let (seat, spec) = parse_seat_arg(game, text, human)?;
        seats[seat.index()] = spec;
    }
    Ok(())
}

/// `match`'s seats given by `--seat`: `Some(spec)` keeps that player in
/// every game, `None` is a seat A and B take turns at.
pub fn fixed_seats<G: CliGame>(game: &G, args: &SeatArgs) -> Result<Vec<Option<Spec>>, CliError> {
    let mut seats = vec![None; game.player_count()];
    for text in &args.seats {
        let (seat, spec) = parse_seat_arg(game, text, false)?;
        seats[seat.index()] = Some(spec);
    }
    if seats.iter().all(Option::is_some) {
        return Err(CliError::option(
            "--seat",
            "every seat is given: leave at least one for --a and --b",
        ));
    }
    Ok(seats)
}

/// One `--seat N=SPEC`.
fn parse_seat_arg<G: CliGame>(
    game: &G,
    text: &str,
    human: bool,
) -> Result<(Player, Spec), CliError> {
    let Some((seat, spec)) = text.split_once('=') else {
        return Err(CliError::option(
            "--seat",
            format!("{} is not N=SPEC (for example 2=cpu:5)", quote(text)),
        ));
    };
    let seat = parse_seat(game, seat).map_err(|_| {
        CliError::option(
            "--seat",
            format!(
                "no seat {} in this {}-player game",
                quote(seat),
                game.player_count()
            ),
        )
    })?;
    Ok((seat, Spec::parse(spec, "--seat", human)?))
}

/// `--watch` and `--as` of `selfplay` and `match`: who watches, if anyone.
pub fn watcher<G: CliGame>(game: &G, args: &WatchArgs) -> Result<Option<Watch>, CliError> {
    if !args.watch {
        return Ok(None);
    }
    let perspective = match &args.as_ {
        Some(text) => parse_perspective(game, text, "--as")?,
        None => Perspective::Spectator,
    };
    Ok(Some(Watch {
        perspective,
        prefix: String::new(),
    }))
}

/// `play`'s seats and the perspective the board is shown from when no
/// person plays: `--as` names the people (default seat 1), `--vs` everyone
/// else, `--seat` any seat.
pub fn play_seats<G: CliGame>(
    game: &G,
    vs: &str,
    as_: Option<&str>,
    args: &SeatArgs,
) -> Result<(Vec<Spec>, Perspective), CliError> {
    let vs = Spec::parse(vs, "--vs", true)?;
    let n = game.player_count();
    let mut seats = vec![vs; n];
    // With every seat given by `--seat`, `--as` names whom to watch.
    let all_given = (0..n).all(|i| {
        args.seats.iter().any(|s| {
            s.split_once('=')
                .and_then(|(seat, _)| parse_seat(game, seat).ok())
                == Some(Player::new(i as u8))
        })
    });
    let mut watch = Perspective::Spectator;
    match as_ {
        Some(text) if all_given => watch = parse_perspective(game, text, "--as")?,
        Some(text) => {
            for s in text.split(',') {
                seats[parse_seat(game, s)?.index()] = Spec::Human;
            }
        }
        None if vs == Spec::Human => {}
        None => seats[0] = Spec::Human,
    }
    apply_seat_args(game, args, true, &mut seats)?;
    Ok((seats, watch))
}

/// `selfplay`'s seats: random unless `--seat` says otherwise.
pub fn selfplay_seats<G: CliGame>(game: &G, args: &SeatArgs) -> Result<Vec<Spec>, CliError> {
    let mut seats = vec![Spec::Random; game.player_count()];
    apply_seat_args(game, args, false, &mut seats)?;
    Ok(seats)
}

/// The players of `seats` (none human), seat `i` seeded `seed + i`.
pub fn agents<G: CliGame>(seats: &[Spec], seed: u64) -> Result<Vec<Agent<G>>, CliError> {
    seats
        .iter()
        .enumerate()
        .map(|(i, &spec)| Agent::new(spec, seed.wrapping_add(i as u64)))
        .collect()
}

/// Plays from `start` with `agents` until the game ends, no move is found or
/// `max_plies` plies are played; calls `each` after every ply.
pub fn play_out<G: CliGame>(
    start: G,
    agents: &mut [Agent<G>],
    max_plies: usize,
    mut each: impl FnMut(&History<G>) -> Result<(), CliError>,
) -> Result<History<G>, CliError> {
    let mut history = History::new(start);
    while history.current().outcome().is_none() && history.len() < max_plies {
        let state = history.current();
        let Some(p) = state.to_act() else { break };
        let Some(mv) = agents[p.index()].choose(&history) else {
            break;
        };
        history
            .play(mv)
            .map_err(|e| CliError::Usage(format!("a player chose an illegal move: {e}")))?;
        each(&history)?;
    }
    let outcome = history.current().outcome();
    for agent in agents.iter_mut() {
        agent.game_over(outcome.as_ref());
    }
    Ok(history)
}

/// The seat names, for records: `cpu:5`, `random`, `human`.
pub fn spec_names(seats: &[Spec]) -> Vec<String> {
    seats.iter().map(Spec::to_string).collect()
}
