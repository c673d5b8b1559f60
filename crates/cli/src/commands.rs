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
    watch: Option<&crate::watch::Watch>,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let seed = seeds.1;
    let tell = |history: &board_core::History<G>| match watch {
        Some(watch) => watch.tell(history, seats, &mut std::io::stderr().lock()),
        None => Ok(()),
    };
    // Random seats only: the seeded play-out of board-core (the records
    // of earlier versions stay the same for a seed).
    let history = if seats.iter().all(|&s| s == Spec::Random) {
        let game = playout(start, seed, max_plies);
        let mut history = board_core::History::new(start.clone());
        for &mv in &game.moves {
            history
                .play(mv)
                .map_err(|e| CliError::Usage(format!("a random move was illegal: {e}")))?;
            tell(&history)?;
        }
        history
    } else {
        let mut agents = crate::seats::agents(seats, seed)?;
        crate::seats::play_out(start.clone(), &mut agents, max_plies, tell)?
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
/// number of games. Seats given by `--seat` keep their player; A and B
/// rotate over the others and are scored by [`match_points`]. With
/// `pairs`, games `2k` and `2k + 1` share the seed `seed + k` and the
/// second swaps A and B; the Elo interval and the test then count pairs
/// ([`crate::elo::Pairs`]).
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
    /// Seats given by `--seat`, kept in every game (`None`: A or B).
    pub fixed: Vec<Option<Spec>>,
    /// Tells every move on standard error (`--watch`).
    pub watch: Option<crate::watch::Watch>,
    /// Plays the games in pairs on the same seed with A and B swapped,
    /// and scores by pairs (`--pairs`).
    pub pairs: bool,
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
        fixed,
        mut watch,
        pairs,
    } = plan;
    if games == 0 {
        return Err(CliError::option("--games", "must be at least 1"));
    }
    if pairs && games % 2 == 1 {
        return Err(CliError::option("--games", "must be even with --pairs"));
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
    let mut paired = crate::elo::Pairs::default();
    let mut verdict = crate::elo::Verdict::Open;
    // Each game's plies and whether it finished.
    let mut lengths: Vec<(usize, bool)> = Vec::new();
    for i in 0..games {
        // With `--pairs`, games 2k and 2k + 1 share seed + k (the deal, the
        // dice and each seat's player seed) and swap A and B.
        let number = if pairs { i / 2 } else { i };
        let game_seed = seed.wrapping_add(u64::from(number));
        let first = start(game_seed)?;
        let n = first.player_count();
        let i = i as usize;
        let mut roles = match_roles(&fixed, number as usize, n);
        if pairs && i % 2 == 1 {
            for role in &mut roles {
                *role = match *role {
                    Role::A => Role::B,
                    Role::B => Role::A,
                    fixed => fixed,
                };
            }
        }
        let specs: Vec<Spec> = (0..n)
            .map(|s| match roles[s] {
                Role::A => a,
                Role::B => b,
                Role::Fixed(spec) => spec,
            })
            .collect();
        let mut agents: Vec<Agent<G>> = (0..n)
            .map(|s| {
                Agent::new(specs[s], game_seed.wrapping_mul(31).wrapping_add(s as u64))
                    .map(|agent| agent.with_movetime(movetime))
            })
            .collect::<Result<_, _>>()?;
        if let Some(watch) = &mut watch {
            watch.prefix = format!("game {}: ", i + 1);
        }
        let history =
            crate::seats::play_out(first, &mut agents, max_plies, |history| match &watch {
                Some(watch) => watch.tell(history, &specs, &mut std::io::stderr().lock()),
                None => Ok(()),
            })?;
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
        let (pa, pb) = match_points(outcome.as_ref(), &roles);
        let text = match &outcome {
            Some(outcome) => format!("{}, {plies} plies", describe_outcome(state, outcome)),
            None => format!("unfinished after {plies} plies"),
        };
        lengths.push((plies, outcome.is_some()));
        score_a += pa;
        score_b += pb;
        tally.add(pa);
        let pair_done = paired.add(pa);
        let seats: Vec<String> = (0..n)
            .map(|s| {
                let role = match roles[s] {
                    Role::A => "a".to_string(),
                    Role::B => "b".to_string(),
                    Role::Fixed(spec) => spec.to_string(),
                };
                format!("{}={role}", state.seat_name(Player::new(s as u8)))
            })
            .collect();
        writeln!(out, "game {}: {}: {text}", i + 1, seats.join(" "))?;
        if let Some(test) = sprt {
            // By pairs, the test looks only at finished pairs.
            verdict = match (pairs, pair_done) {
                (false, _) => test.verdict(&tally),
                (true, true) => test.verdict(&paired.tally),
                (true, false) => crate::elo::Verdict::Open,
            };
            if verdict != crate::elo::Verdict::Open {
                break;
            }
        }
    }
    if let Some(file) = &record.record {
        records::write_json(file, &serde_json::Value::Array(recorded))?;
    }
    writeln!(out, "{}", plies_summary(&lengths))?;
    let played = tally.games();
    if pairs {
        let [zero, half, one, one_half, two] = paired.counts;
        writeln!(
            out,
            "pairs: {} (a scored 2: {two}, 1.5: {one_half}, 1: {one}, 0.5: {half}, 0: {zero})",
            paired.tally.games()
        )?;
    }
    let by = if pairs { " by pairs" } else { "" };
    let (elo, low, high) = if pairs {
        paired.tally.elo()
    } else {
        tally.elo()
    };
    let record = format!(
        "a won {} drew {} lost {}",
        tally.wins, tally.draws, tally.losses
    );
    if tally.wins == played || tally.losses == played {
        // Every game went one way: no finite estimate.
        let side = if tally.wins == played { "a" } else { "b" };
        let (low, high) = tally.one_way_bounds();
        let bound = if tally.wins == played {
            format!("a-b above {:+.0}", low)
        } else {
            format!("a-b below {:+.0}", high)
        };
        writeln!(
            out,
            "elo: {side} won every game (no finite estimate; 95 %: {bound}), {record}"
        )?;
    } else {
        // `+ 0.0` turns -0 into 0.
        writeln!(
            out,
            "elo: a-b {:+.0} (95 %{by}: {:+.0} to {:+.0}), {record}",
            elo + 0.0,
            low + 0.0,
            high + 0.0
        )?;
    }
    if let Some(test) = sprt {
        let llr = if pairs {
            paired.tally.llr(test.elo0, test.elo1)
        } else {
            tally.llr(test.elo0, test.elo1)
        };
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

/// `plies: min A, median B, max C; N unfinished`: the lengths of a
/// match's games.
fn plies_summary(lengths: &[(usize, bool)]) -> String {
    let mut plies: Vec<usize> = lengths.iter().map(|&(p, _)| p).collect();
    plies.sort_unstable();
    let unfinished = lengths.iter().filter(|&&(_, done)| !done).count();
    match (plies.first(), plies.last()) {
        (Some(min), Some(max)) => format!(
            "plies: min {min}, median {}, max {max}; {unfinished} unfinished",
            plies[plies.len() / 2]
        ),
        _ => "plies: no games".to_string(),
    }
}

/// Who holds a seat in one game of a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    A,
    B,
    /// A player given by `--seat`, the same in every game.
    Fixed(Spec),
}

/// The roles at a table of `n` seats in game `game` (0-based): the fixed
/// seats keep their player; A and B take the others by
/// [`board_ai::a_holds_seat`], counted over the free seats only.
pub fn match_roles(fixed: &[Option<Spec>], game: usize, n: usize) -> Vec<Role> {
    let free = (0..n)
        .filter(|&s| fixed.get(s).copied().flatten().is_none())
        .count();
    let mut j = 0;
    (0..n)
        .map(|s| match fixed.get(s).copied().flatten() {
            Some(spec) => Role::Fixed(spec),
            None => {
                j += 1;
                if board_ai::a_holds_seat(game, free, j - 1) {
                    Role::A
                } else {
                    Role::B
                }
            }
        })
        .collect()
}

/// A's and B's points for one game: the side whose best-placed seat
/// finishes ahead of the other's best-placed seat scores 1; equal places,
/// a draw, an unfinished game or a fixed seat winning with no ranking of
/// the others score 0.5 each. Fixed seats only stand between them: with
/// a ranking, A and B are compared by their own places, so the totals
/// still sum to the number of games.
pub fn match_points(outcome: Option<&board_core::Outcome>, roles: &[Role]) -> (f64, f64) {
    let place = |p: usize| -> Option<u8> {
        match outcome? {
            board_core::Outcome::Winner(w) => Some(if w.index() == p { 1 } else { 2 }),
            board_core::Outcome::Draw => Some(1),
            board_core::Outcome::Ranking(r) => Some(r.place(Player::new(p as u8))),
        }
    };
    let best = |side: Role| {
        (0..roles.len())
            .filter(|&s| roles[s] == side)
            .filter_map(place)
            .min()
    };
    match (best(Role::A), best(Role::B)) {
        (Some(a), Some(b)) if a < b => (1.0, 0.0),
        (Some(a), Some(b)) if b < a => (0.0, 1.0),
        _ => (0.5, 0.5),
    }
}

#[cfg(test)]
mod match_tests {
    use super::*;
    use board_core::{Outcome, Ranking};

    const CPU1: Spec = Spec::Cpu(1);

    #[test]
    fn a_and_b_rotate_over_the_free_seats_only() {
        let fixed = [None, Some(CPU1), None];
        let roles: Vec<Vec<Role>> = (0..3).map(|g| match_roles(&fixed, g, 3)).collect();
        assert_eq!(roles[0], [Role::A, Role::Fixed(CPU1), Role::B]);
        assert_eq!(roles[1], [Role::B, Role::Fixed(CPU1), Role::A]);
        assert_eq!(roles[2], [Role::A, Role::Fixed(CPU1), Role::B]);
    }

    #[test]
    fn a_fixed_seat_only_stands_between_a_and_b() {
        let roles = [Role::A, Role::B, Role::Fixed(CPU1)];
        let ranking = |places: &[u8]| Outcome::Ranking(Ranking::new(places).unwrap());
        let points = |o: &Outcome| match_points(Some(o), &roles);
        assert_eq!(points(&Outcome::Winner(Player::new(2))), (0.5, 0.5));
        assert_eq!(points(&Outcome::Winner(Player::new(1))), (0.0, 1.0));
        assert_eq!(points(&ranking(&[2, 3, 1])), (1.0, 0.0));
        assert_eq!(points(&ranking(&[3, 2, 1])), (0.0, 1.0));
        assert_eq!(points(&ranking(&[2, 2, 1])), (0.5, 0.5));
        assert_eq!(points(&Outcome::Draw), (0.5, 0.5));
        assert_eq!(match_points(None, &roles), (0.5, 0.5));
    }

    #[test]
    fn without_fixed_seats_the_points_are_board_ais() {
        let rankings: [&[u8]; 6] = [
            &[1, 2, 3],
            &[3, 1, 2],
            &[2, 3, 1],
            &[1, 1, 3],
            &[2, 1, 1],
            &[1, 1, 1],
        ];
        for game in 0..6 {
            let roles = match_roles(&[None, None, None], game, 3);
            let is_a = |p: Player| roles[p.index()] == Role::A;
            for places in rankings {
                let outcome = Outcome::Ranking(Ranking::new(places).unwrap());
                assert_eq!(
                    match_points(Some(&outcome), &roles),
                    board_ai::match_points(Some(&outcome), is_a),
                    "{places:?} game {game}"
                );
            }
            for p in 0..3 {
                let outcome = Outcome::Winner(Player::new(p));
                assert_eq!(
                    match_points(Some(&outcome), &roles),
                    board_ai::match_points(Some(&outcome), is_a)
                );
            }
        }
    }
}
