//! The commands, written once for every game.

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use board_core::inspect::Perspective;
use board_core::{
    Determinize, Evaluate, Game, Inspect, MoveBuffer, MoveNotation, Outcome, Player,
    PositionNotation, playout,
};

use crate::agents::{Agent, Spec};
use crate::args::MAX_PERFT_DEPTH;
use crate::board;
use crate::error::{CliError, quote};
use crate::records;

/// Everything the CLI needs of a game, all from board-core's traits: the
/// rules ([`Game`]), the notations ([`MoveNotation`], [`PositionNotation`]),
/// the face ([`Inspect`]) and the CPU hooks ([`Evaluate`], [`Determinize`]).
///
/// The provided methods use those traits; a game overrides them only where
/// its command line means something else (chess `perft` and `moves` ignore
/// draw claims, as every published perft count does, and chess prints a
/// bare FEN).
pub trait CliGame:
    Game<Move: Send + Sync>
    + MoveNotation
    + PositionNotation
    + Inspect
    + Evaluate
    + Determinize
    + Send
    + Sync
{
    /// Reads the game's position text.
    fn parse_position(text: &str) -> Result<Self, String> {
        Self::from_position_text(text).map_err(|e| e.to_string())
    }

    /// The game's position text.
    fn position_text(&self) -> String {
        self.to_position_text()
    }

    /// The moves `moves` and `perft --divide` list.
    fn cli_moves(&self, moves: &mut Self::Moves) {
        self.generate_moves(moves);
    }

    /// The perft count below this position.
    fn cli_perft(&self, depth: u32) -> u64 {
        board_core::perft(self, depth)
    }

    /// A move (legal now) as the CLI echoes it to the person who typed it:
    /// the game's notation, chess's SAN.
    fn echo_move(&self, mv: Self::Move) -> String {
        self.format_move(mv)
    }

    /// The game's own movetext for a whole record (chess: PGN), where it
    /// has one; records are otherwise numbered by turn generically.
    fn movetext(history: &board_core::History<Self>) -> Option<String> {
        let _ = history;
        None
    }
}

/// The outcome in one shape for every game: `White wins (checkmate)`,
/// `draw (stalemate)`, `ranking: P1=1 P2=3 P3=2 (points)`.
pub fn describe_outcome<G: CliGame>(game: &G, outcome: &Outcome) -> String {
    let what = match outcome {
        Outcome::Winner(p) => format!("{} wins", game.seat_name(*p)),
        Outcome::Draw => "draw".to_string(),
        Outcome::Ranking(r) => {
            let mut text = "ranking:".to_string();
            for (i, place) in r.places().iter().enumerate() {
                text.push_str(&format!(
                    " {}={place}",
                    game.seat_name(Player::new(i as u8))
                ));
            }
            text
        }
    };
    match game.end_reason() {
        Some(reason) if !reason.is_empty() => format!("{what} ({reason})"),
        _ => what,
    }
}

/// Depth from which perft reports progress (when stderr is a terminal).
const PROGRESS_DEPTH: u32 = 5;

pub fn check_depth(depth: u32) -> Result<(), CliError> {
    if depth > MAX_PERFT_DEPTH {
        return Err(CliError::option(
            "--depth",
            format!("{depth} is deeper than the maximum of {MAX_PERFT_DEPTH}"),
        ));
    }
    Ok(())
}

pub fn perft_command<G: CliGame>(
    game: &G,
    depth: u32,
    divide: bool,
    threads: usize,
    out: &mut impl Write,
) -> Result<(), CliError> {
    check_depth(depth)?;
    let threads = board_core::parallel::thread_count(threads);
    let progress = depth >= PROGRESS_DEPTH && std::io::stderr().is_terminal();
    let started = Instant::now();
    let total = if depth == 0 || (depth == 1 && !divide) {
        let total = game.cli_perft(depth);
        writeln!(out, "{total}")?;
        total
    } else {
        let mut moves = G::Moves::default();
        game.cli_moves(&mut moves);
        let count = moves.as_slice().len();
        let done = AtomicUsize::new(0);
        // The root moves are shared out over the threads; the counts below
        // them do not depend on how.
        let split = board_core::parallel::divide_moves_with(
            game,
            moves.as_slice(),
            depth,
            threads,
            |child, d| {
                let n = child.cli_perft(d);
                if progress {
                    let done = done.fetch_add(1, Ordering::Relaxed) + 1;
                    eprint!("\r\x1b[2K[{done}/{count}]");
                }
                n
            },
        );
        if progress {
            eprint!("\r\x1b[2K");
        }
        let total = split
            .iter()
            .fold(0u64, |total, &(_, n)| total.saturating_add(n));
        if divide {
            let mut rows: Vec<(String, u64)> = split
                .iter()
                .map(|&(mv, n)| (game.format_move(mv), n))
                .collect();
            rows.sort();
            for (text, count) in &rows {
                writeln!(out, "{text} {count}")?;
            }
        }
        writeln!(out, "{total}")?;
        total
    };
    let secs = started.elapsed().as_secs_f64();
    let on = if threads == 1 {
        "1 thread".to_string()
    } else {
        format!("{threads} threads")
    };
    eprintln!(
        "perft {depth}: {total} nodes in {secs:.3} s ({:.2} M nodes/s, {on})",
        total as f64 / secs.max(1e-9) / 1e6
    );
    Ok(())
}

/// The legal moves as `moves` prints them: formatted, sorted.
pub fn sorted_moves<G: CliGame>(game: &G) -> Vec<String> {
    let mut moves = G::Moves::default();
    game.cli_moves(&mut moves);
    let mut texts: Vec<String> = moves
        .as_slice()
        .iter()
        .map(|&m| game.format_move(m))
        .collect();
    texts.sort();
    texts
}

pub fn moves_command<G: CliGame>(game: &G, out: &mut impl Write) -> Result<(), CliError> {
    if let Some(outcome) = game.outcome() {
        eprintln!(
            "tabletop: the game is over ({}): no legal moves",
            describe_outcome(game, &outcome)
        );
        return Ok(());
    }
    for text in sorted_moves(game) {
        writeln!(out, "{text}")?;
    }
    Ok(())
}

/// `selfplay`: plays a whole game (random moves unless `seats` seat a
/// CPU) and prints its record numbered by turn, the final position and
/// the outcome (or all of it as one JSON object).
#[allow(clippy::too_many_arguments)]
pub fn selfplay_command<G: CliGame>(
    game_name: &str,
    start: &G,
    seats: &[Spec],
    seeds: (u64, u64),
    max_plies: usize,
    json: bool,
    record: &crate::args::RecordArgs,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let seed = seeds.1;
    // Random seats only: the seeded play-out of board-core (the records
    // of earlier versions stay the same for a seed).
    let history = if seats.iter().all(|&s| s == Spec::Random) {
        let game = playout(start, seed, max_plies);
        let mut history = board_core::History::new(start.clone());
        for &mv in &game.moves {
            history
                .play(mv)
                .map_err(|e| CliError::Usage(format!("a random move was illegal: {e}")))?;
        }
        history
    } else {
        let mut agents = crate::seats::agents(seats, seed)?;
        crate::seats::play_out(start.clone(), &mut agents, max_plies, |_| Ok(()))?
    };
    let end = history.current();
    let outcome = end.outcome();
    let outcome_line = match &outcome {
        Some(outcome) => describe_outcome(end, outcome),
        None if history.len() >= max_plies => {
            format!("unfinished (stopped after {max_plies} plies)")
        }
        None => "unfinished (no legal move but no outcome: a rules bug)".into(),
    };
    let names = crate::seats::spec_names(seats);
    records::write_requested(
        record,
        game_name,
        &history,
        &names,
        seeds,
        Perspective::Spectator,
    )?;
    let lines = records::record_lines(&history);
    if json {
        let mut value = serde_json::json!({
            "format": 2,
            "game": game_name,
            "seed": seed,
            "deal_seed": seeds.0,
            "seats": names,
            "start": records::position_json(&start.position_text()),
            "moves": history.move_texts(|s, m| s.format_move(m)),
            "record": lines,
        });
        if let (serde_json::Value::Object(map), serde_json::Value::Object(o)) =
            (&mut value, records::outcome_json(end, outcome.as_ref()))
        {
            map.extend(o);
            map.insert("outcome".into(), outcome_line.clone().into());
            map.insert("final".into(), records::position_json(&end.position_text()));
        }
        writeln!(out, "{value}")?;
        return Ok(());
    }
    for line in &lines {
        writeln!(out, "{line}")?;
    }
    writeln!(out, "position: {}", end.position_text())?;
    writeln!(out, "outcome: {outcome_line}")?;
    Ok(())
}

/// Reads `--as SEAT`: `1`, `2`, ... or a seat name, case-insensitive.
pub fn parse_seat<G: CliGame>(game: &G, text: &str) -> Result<Player, CliError> {
    let text = text.trim();
    let n = game.player_count();
    if let Ok(i) = text.parse::<usize>()
        && (1..=n).contains(&i)
    {
        return Ok(Player::new((i - 1) as u8));
    }
    for i in 0..n {
        let p = Player::new(i as u8);
        if game.seat_name(p).eq_ignore_ascii_case(text) || p.to_string().eq_ignore_ascii_case(text)
        {
            return Ok(p);
        }
    }
    let names: Vec<String> = (0..n)
        .map(|i| game.seat_name(Player::new(i as u8)).to_lowercase())
        .collect();
    Err(CliError::option(
        "--as",
        format!(
            "no seat {}: this game has seats 1 to {n} ({})",
            quote(text),
            names.join(", ")
        ),
    ))
}

/// Reads a perspective: a seat (as [`parse_seat`]), `spectator`, or `all`
/// (everything, hidden information included).
pub fn parse_perspective<G: CliGame>(
    game: &G,
    text: &str,
    option: &'static str,
) -> Result<Perspective, CliError> {
    match text.trim().to_ascii_lowercase().as_str() {
        "all" | "omniscient" => Ok(Perspective::Omniscient),
        "spectator" | "none" => Ok(Perspective::Spectator),
        _ => parse_seat(game, text)
            .map(Perspective::Seat)
            .map_err(|e| match e {
                CliError::Option { message, .. } => CliError::Option {
                    option,
                    message: format!("{message}, or spectator, or all"),
                },
                e => e,
            }),
    }
}

/// `show`: the text board, and the SVG picture with `--svg`.
pub fn show_command<G: CliGame>(
    game: &G,
    seat: Option<&str>,
    svg: Option<&str>,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let perspective = match seat {
        Some(text) => parse_perspective(game, text, "--as")?,
        // A game that hides information shows what the player to act may
        // see; everything only on request (`--as all`).
        None if game.has_hidden_information() => game
            .to_act()
            .map_or(Perspective::Spectator, Perspective::Seat),
        None => Perspective::Omniscient,
    };
    let view = game.view(perspective);
    // The file first: a failure leaves stdout empty.
    if let Some(file) = svg {
        std::fs::write(file, board::svg(&view, None)).map_err(|e| {
            CliError::Usage(format!("cannot write the SVG file {}: {e}", quote(file)))
        })?;
    }
    let color = board::use_color();
    write!(out, "{}", board::text(&view, color, None))?;
    if perspective == Perspective::Omniscient {
        // The position text tells everything, hidden information included.
        writeln!(out, "position: {}", game.position_text())?;
    }
    Ok(())
}

/// How `best` searches.
#[derive(Clone, Copy, Debug)]
pub enum Budget {
    Level(u8),
    Depth(u32),
    Nodes(u64),
    /// Milliseconds of thinking.
    Time(u64),
}

pub fn best_command<G: CliGame>(
    game: &G,
    budget: Budget,
    seed: u64,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let Some(player) = game.to_act() else {
        let outcome = game
            .outcome()
            .map(|o| describe_outcome(game, &o))
            .unwrap_or_else(|| "no one is to act".into());
        return Err(CliError::Usage(format!(
            "the game is over ({outcome}): there is no move to choose"
        )));
    };
    // Checks the budget's bounds.
    Agent::<G>::from_budget(budget, seed)?;
    let started = Instant::now();
    let report = crate::agents::cpu(budget, seed).search(game);
    let Some(mv) = report.best else {
        return Err(CliError::Usage(
            "no legal move in this position (but the game is not over)".into(),
        ));
    };
    let mut line = game.clone();
    let mut pv = Vec::new();
    for &m in &report.pv {
        if !line.is_legal(m) {
            break;
        }
        pv.push(line.format_move(m));
        line.play_unchecked(m);
    }
    eprintln!(
        "{} to act: score {} depth {} nodes {} ({:?}) in {:.2} s; line: {}",
        game.seat_name(player),
        report.score,
        report.depth,
        report.nodes,
        report.algorithm,
        started.elapsed().as_secs_f64(),
        pv.join(" ")
    );
    writeln!(out, "{}", game.format_move(mv))?;
    Ok(())
}

/// `match`: `games` games between A and B, seats rotating; prints one line
/// per game and `a=POINTS b=POINTS games=N` last.
///
/// Seats are dealt by [`board_ai::a_holds_seat`]: they alternate A, B, A,
/// ... around the table, starting with A in seat `i mod players` in game
/// `i` (0-based); with an odd number of seats the roles swap every
/// `players` games, so that over `2 * players` games both hold as many
/// seats. A win (or a sole first place) scores 1 for the side
/// playing the winning seat; a draw, an unfinished game or a first place
/// shared between A and B scores 0.5 each: the two totals sum to the
/// number of games.
/// What `match` plays.
pub struct MatchPlan {
    pub a: Spec,
    pub b: Spec,
    pub games: u32,
    pub seed: u64,
    pub max_plies: usize,
    /// Milliseconds a move for CPU and engine seats.
    pub movetime: Option<u64>,
    /// Stop once this test decides.
    pub sprt: Option<crate::elo::Sprt>,
    /// The game's command-line name (for records).
    pub game_name: &'static str,
    /// Where to write every game.
    pub record: crate::args::RecordArgs,
}

pub fn match_command<G: CliGame>(
    start: impl Fn(u64) -> Result<G, CliError>,
    plan: MatchPlan,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let MatchPlan {
        a,
        b,
        games,
        seed,
        max_plies,
        movetime,
        sprt,
        game_name,
        record,
    } = plan;
    if games == 0 {
        return Err(CliError::option("--games", "must be at least 1"));
    }
    if record.save.is_some() {
        return Err(CliError::Inapplicable {
            option: "--save",
            context: "match (`--record FILE --record-as all` holds every game's save)".into(),
        });
    }
    let record_as = match &record.record {
        Some(_) => Some(records::record_perspective(
            &start(seed)?,
            &record,
            Perspective::Spectator,
        )?),
        None => None,
    };
    let mut recorded = Vec::new();
    let (mut score_a, mut score_b) = (0.0f64, 0.0f64);
    let mut tally = crate::elo::Tally::default();
    let mut verdict = crate::elo::Verdict::Open;
    for i in 0..games {
        let game_seed = seed.wrapping_add(u64::from(i));
        let first = start(game_seed)?;
        let n = first.player_count();
        let i = i as usize;
        let a_sits = |seat: usize| board_ai::a_holds_seat(i, n, seat);
        let specs: Vec<Spec> = (0..n).map(|s| if a_sits(s) { a } else { b }).collect();
        let mut agents: Vec<Agent<G>> = (0..n)
            .map(|s| {
                Agent::new(specs[s], game_seed.wrapping_mul(31).wrapping_add(s as u64))
                    .map(|agent| agent.with_movetime(movetime))
            })
            .collect::<Result<_, _>>()?;
        let history = crate::seats::play_out(first, &mut agents, max_plies, |_| Ok(()))?;
        let plies = history.len();
        let state = history.current();
        if let Some(perspective) = record_as {
            recorded.push(records::game_json(
                game_name,
                &history,
                &crate::seats::spec_names(&specs),
                (game_seed, game_seed),
                perspective,
            ));
        }
        let outcome = state.outcome();
        let (pa, pb) = board_ai::match_points(outcome.as_ref(), |p| a_sits(p.index()));
        let text = match &outcome {
            Some(outcome) => describe_outcome(state, outcome),
            None => format!("unfinished after {plies} plies"),
        };
        score_a += pa;
        score_b += pb;
        tally.add(pa);
        let seats: Vec<String> = (0..n)
            .map(|s| {
                format!(
                    "{}={}",
                    state.seat_name(Player::new(s as u8)),
                    if a_sits(s) { "a" } else { "b" }
                )
            })
            .collect();
        writeln!(out, "game {}: {}: {text}", i + 1, seats.join(" "))?;
        if let Some(test) = sprt {
            verdict = test.verdict(&tally);
            if verdict != crate::elo::Verdict::Open {
                break;
            }
        }
    }
    if let Some(file) = &record.record {
        records::write_json(file, &serde_json::Value::Array(recorded))?;
    }
    let played = tally.games();
    let (elo, low, high) = tally.elo();
    let record = format!(
        "a won {} drew {} lost {}",
        tally.wins, tally.draws, tally.losses
    );
    if tally.wins == played || tally.losses == played {
        // Every game went one way: no finite estimate.
        let side = if tally.wins == played { "a" } else { "b" };
        writeln!(
            out,
            "elo: {side} won every game (no finite estimate), {record}"
        )?;
    } else {
        // `+ 0.0` turns -0 into 0.
        writeln!(
            out,
            "elo: a-b {:+.0} (95 %: {:+.0} to {:+.0}), {record}",
            elo + 0.0,
            low + 0.0,
            high + 0.0
        )?;
    }
    if let Some(test) = sprt {
        let llr = tally.llr(test.elo0, test.elo1);
        let said = match verdict {
            crate::elo::Verdict::H1 => format!("H1 accepted (a-b >= {})", test.elo1),
            crate::elo::Verdict::H0 => format!("H0 accepted (a-b <= {})", test.elo0),
            crate::elo::Verdict::Open => "undecided".to_string(),
        };
        writeln!(out, "sprt: {said}, llr {llr:.2} (bounds ±2.94)")?;
    }
    writeln!(out, "a={score_a} b={score_b} games={played}")?;
    Ok(())
}
