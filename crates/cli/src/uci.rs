//! `tabletop uci`: the Normal Chess CPU as a UCI engine, for chess GUIs,
//! python-chess and engine-testing tools.
//!
//! The main thread reads commands; a `go` hands the search to one search
//! thread that lives as long as the session (so the evaluation's
//! per-thread caches stay warm from move to move), so `isready` is
//! answered at once and `stop` is heard during a search. Every line written is flushed. Unknown commands and tokens are
//! skipped, as the protocol asks.

use std::io::{BufRead, Write};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use board_ai::{
    AlphaBeta, Control, Cpu, Flow, Level, Limits, MAX_THREADS, Progress, Score, Settings, StopFlag,
};
use board_core::{Game, MoveBuffer};
use lytharia::chess::{Chess, Color, Move, Position};

use crate::clock::{Clock, TimePlan};

/// The engine's name in `id name`.
pub const ENGINE_NAME: &str = concat!("tabletop ", env!("CARGO_PKG_VERSION"));

/// Where UCI output goes: shared by the reader and the search thread, one
/// flushed line at a time.
#[derive(Clone)]
pub struct Output(Arc<Mutex<Box<dyn Write + Send>>>);

impl Output {
    /// Output to `w`.
    pub fn new(w: impl Write + Send + 'static) -> Self {
        Output(Arc::new(Mutex::new(Box::new(w))))
    }

    /// Writes one line and flushes it (errors are ignored: a GUI that
    /// closed our stdout will also close our stdin).
    pub fn line(&self, text: &str) {
        let mut w = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let _ = writeln!(w, "{text}");
        let _ = w.flush();
    }
}

/// The options a GUI may set.
#[derive(Clone, Copy, Debug)]
struct Options {
    hash_mb: usize,
    threads: usize,
    multi_pv: usize,
    overhead_ms: u64,
    limit_strength: bool,
    elo: u32,
    /// 1 to 5: our levels' node budgets; 6: no node cap.
    skill: u8,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            hash_mb: 16,
            threads: 1,
            multi_pv: 1,
            // Enough for the pipe and the last nodes after the stop (the
            // search reads the clock itself every few hundred nodes);
            // more is lost thinking time at `movetime` (a GUI with a
            // slower link sets it higher).
            overhead_ms: 10,
            limit_strength: false,
            elo: ELO_MAX,
            skill: SKILL_FULL,
        }
    }
}

const SKILL_FULL: u8 = 6;
/// The `UCI_Elo` range; see [`elo_nodes`].
const ELO_MIN: u32 = 1000;
const ELO_MAX: u32 = 2000;

/// Measured points (`UCI_Elo` on Stockfish 15.1's scale, node cap a move):
/// docs/ai.md, "`UCI_Elo` at fixed nodes". Both sides were limited by
/// nodes (Stockfish in its `UCI_LimitStrength` mode at 30,000 or 100,000
/// nodes a move, past the depth at which it picks its move), so the points
/// do not depend on the machine's load. From 1550 up the points lie on one
/// maximum-likelihood line through all the runs of 200 nodes or more (144
/// games: about 67 Elo per doubling of the nodes; 2,000 ≈ 24,000 nodes is
/// known to within a factor of about 3). Below, the strength falls faster:
/// 1100 and 1400 are read from the line through the three runs of 100, 129
/// and 200 nodes against `UCI_Elo` 1400 (48 games, about 370 Elo a
/// doubling), which meets the first line near 1550. Below 1100 the first
/// segment is extrapolated: Stockfish goes no lower than 1350.
const ELO_POINTS: [(f64, f64); 5] = [
    (1100.0, 95.0),
    (1400.0, 165.0),
    (1550.0, 230.0),
    (1700.0, 1_100.0),
    (2000.0, 24_000.0),
];

/// The node cap of a move at a `UCI_Elo`: log-linear between the measured
/// points ([`ELO_POINTS`]), the last segment extended to the top of the
/// range.
pub fn elo_nodes(elo: u32) -> u64 {
    let elo = f64::from(elo.clamp(ELO_MIN, ELO_MAX));
    let i = ELO_POINTS[1..ELO_POINTS.len() - 1]
        .iter()
        .take_while(|p| p.0 <= elo)
        .count();
    let (lo, hi) = (ELO_POINTS[i], ELO_POINTS[i + 1]);
    let t = (elo - lo.0) / (hi.0 - lo.0);
    (lo.1.ln() + t * (hi.1.ln() - lo.1.ln())).exp().round() as u64
}

impl Options {
    fn node_cap(&self) -> Option<u64> {
        if self.limit_strength {
            Some(elo_nodes(self.elo))
        } else if self.skill < SKILL_FULL {
            Level::new(self.skill).map(Level::nodes)
        } else {
            None
        }
    }

    fn print(out: &Output) {
        let d = Options::default();
        out.line(&format!(
            "option name Hash type spin default {} min 1 max 1024",
            d.hash_mb
        ));
        out.line(&format!(
            "option name Threads type spin default 1 min 1 max {MAX_THREADS}"
        ));
        out.line("option name MultiPV type spin default 1 min 1 max 256");
        out.line(&format!(
            "option name Move Overhead type spin default {} min 0 max 5000",
            d.overhead_ms
        ));
        out.line("option name UCI_LimitStrength type check default false");
        out.line(&format!(
            "option name UCI_Elo type spin default {ELO_MAX} min {ELO_MIN} max {ELO_MAX}"
        ));
        out.line(&format!(
            "option name Skill Level type spin default {SKILL_FULL} min 1 max {SKILL_FULL}"
        ));
    }

    /// `setoption name NAME [value VALUE]`; unknown names and bad values
    /// are ignored.
    fn set(&mut self, args: &str) {
        let Some((name, value)) = option_name_value(args) else {
            return;
        };
        let number = |lo: u64, hi: u64| value.parse::<u64>().ok().map(|v| v.clamp(lo, hi));
        match name.to_ascii_lowercase().as_str() {
            "hash" => {
                if let Some(v) = number(1, 1024) {
                    self.hash_mb = v as usize;
                }
            }
            "threads" => {
                if let Some(v) = number(1, MAX_THREADS as u64) {
                    self.threads = v as usize;
                }
            }
            "multipv" => {
                if let Some(v) = number(1, 256) {
                    self.multi_pv = v as usize;
                }
            }
            "move overhead" => {
                if let Some(v) = number(0, 5000) {
                    self.overhead_ms = v;
                }
            }
            "uci_limitstrength" => match value.to_ascii_lowercase().as_str() {
                "true" => self.limit_strength = true,
                "false" => self.limit_strength = false,
                _ => {}
            },
            "uci_elo" => {
                if let Some(v) = number(u64::from(ELO_MIN), u64::from(ELO_MAX)) {
                    self.elo = v as u32;
                }
            }
            "skill level" => {
                if let Some(v) = number(1, u64::from(SKILL_FULL)) {
                    self.skill = v as u8;
                }
            }
            _ => {}
        }
    }
}

/// The NAME and VALUE of `setoption name NAME [value VALUE]`, from the
/// words after `setoption` (VALUE empty when absent). The engine protocol
/// reads its options the same way.
pub(crate) fn option_name_value(args: &str) -> Option<(&str, &str)> {
    let rest = after_word(args, "name")?;
    Some(match split_word(rest, "value") {
        Some((name, value)) => (name.trim(), value.trim()),
        None => (rest.trim(), ""),
    })
}

/// The text after the whole word `word` in `text`.
fn after_word<'t>(text: &'t str, word: &str) -> Option<&'t str> {
    split_word(text, word).map(|(_, after)| after)
}

/// `text` split around the first whole word `word` (case-insensitive).
fn split_word<'t>(text: &'t str, word: &str) -> Option<(&'t str, &'t str)> {
    let lower = text.to_ascii_lowercase();
    let mut from = 0;
    while let Some(i) = lower[from..].find(word) {
        let at = from + i;
        let end = at + word.len();
        let before_ok = at == 0 || lower.as_bytes()[at - 1].is_ascii_whitespace();
        let after_ok = end == lower.len() || lower.as_bytes()[end].is_ascii_whitespace();
        if before_ok && after_ok {
            return Some((&text[..at], &text[end..]));
        }
        from = end;
    }
    None
}

/// What `go` asked for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GoArgs {
    /// Per colour: time left and increment, in milliseconds.
    pub wtime: Option<u64>,
    pub btime: Option<u64>,
    pub winc: Option<u64>,
    pub binc: Option<u64>,
    pub movestogo: Option<u64>,
    pub movetime: Option<u64>,
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub mate: Option<u32>,
    pub infinite: bool,
    pub ponder: bool,
}

impl GoArgs {
    /// Reads the words after `go`; unknown words and bad numbers are
    /// skipped.
    pub fn parse(text: &str) -> GoArgs {
        let mut go = GoArgs::default();
        let words: Vec<&str> = text.split_ascii_whitespace().collect();
        let mut i = 0;
        while i < words.len() {
            let next = words.get(i + 1).copied();
            // Negative clocks (some GUIs send them when flagging) count 0.
            let ms = || {
                next.and_then(|v| v.parse::<i64>().ok())
                    .map(|v| v.max(0) as u64)
            };
            let num = || next.and_then(|v| v.parse::<u64>().ok());
            let mut took = true;
            match words[i] {
                "wtime" => go.wtime = ms(),
                "btime" => go.btime = ms(),
                "winc" => go.winc = ms(),
                "binc" => go.binc = ms(),
                "movestogo" => go.movestogo = num(),
                "movetime" => go.movetime = ms(),
                "depth" => go.depth = num().map(|d| d.clamp(1, 64) as u32),
                "nodes" => go.nodes = num(),
                "mate" => go.mate = num().map(|m| m.clamp(1, 100) as u32),
                "infinite" => {
                    go.infinite = true;
                    took = false;
                }
                "ponder" => {
                    go.ponder = true;
                    took = false;
                }
                _ => took = false,
            }
            i += if took { 2 } else { 1 };
        }
        go
    }

    /// The clock of the side to move, if `go` gave one.
    fn clock(&self, side: Color) -> Option<Clock> {
        let (time, inc) = match side {
            Color::White => (self.wtime, self.winc),
            Color::Black => (self.btime, self.binc),
        };
        time.map(|time| Clock {
            time_ms: time,
            inc_ms: inc.unwrap_or(0),
            moves_to_go: self.movestogo,
        })
    }
}

/// A search running on its own thread.
struct Job {
    stop: StopFlag,
    /// Set when `bestmove` may be printed (at once, or after `stop` or
    /// `ponderhit` for `go infinite` and `go ponder`).
    release: Arc<(Mutex<bool>, Condvar)>,
    /// When the clock starts (`go`, or `ponderhit` when pondering) and the
    /// time plan, for the search thread's soft limit.
    started: Arc<Mutex<Option<Instant>>>,
    plan: Option<TimePlan>,
    /// Told when the search thread has printed `bestmove`.
    done: Receiver<()>,
}

impl Job {
    fn release(&self) {
        let (lock, cvar) = &*self.release;
        *lock.lock().unwrap_or_else(|e| e.into_inner()) = true;
        cvar.notify_all();
    }

    /// Stops the search and waits for its `bestmove`.
    fn finish(self) {
        self.stop.raise();
        self.release();
        // An error: the search thread is gone (it panicked); nothing to wait for.
        let _ = self.done.recv();
    }

    /// `ponderhit`: the move we pondered was played, the clock runs now.
    fn ponderhit(&self) {
        let now = Instant::now();
        *self.started.lock().unwrap_or_else(|e| e.into_inner()) = Some(now);
        if let Some(plan) = self.plan {
            arm_timer(self.stop.clone(), plan.hard);
        }
        self.release();
    }
}

/// Raises `stop` after `after`.
fn arm_timer(stop: StopFlag, after: Duration) {
    std::thread::spawn(move || {
        std::thread::sleep(after);
        stop.raise();
    });
}

/// The UCI session: reads commands from `input` until `quit` or its end.
pub fn run(input: &mut impl BufRead, out: Output) -> std::io::Result<()> {
    let mut options = Options::default();
    let mut game = Chess::new();
    let mut job: Option<Job> = None;
    // One search, kept from move to move: its table is allocated once and
    // its contents serve the next move (emptied by `ucinewgame`).
    // The table is allocated (and its memory touched) here, not in the
    // first `go`'s thinking time.
    let mut search = AlphaBeta::new(Settings {
        table_bytes: options.hash_mb << 20,
        ..Settings::default()
    });
    search.set_keep_table(true);
    let searcher = Arc::new(Mutex::new(search));
    let (jobs, queue) = channel::<SearchThread>();
    let worker = std::thread::spawn(move || {
        for job in queue {
            // A search that panics loses its `bestmove` (its job's `done`
            // hears the drop), not the thread that serves the next `go`.
            let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| job.run()));
        }
    });
    let mut line = String::new();
    loop {
        line.clear();
        if input.read_line(&mut line)? == 0 {
            break;
        }
        let text = line.trim();
        let (command, args) = match text.split_once(char::is_whitespace) {
            Some((c, a)) => (c, a.trim()),
            None => (text, ""),
        };
        match command {
            "uci" => {
                out.line(&format!("id name {ENGINE_NAME}"));
                out.line("id author the tabletop authors");
                Options::print(&out);
                out.line("uciok");
            }
            "isready" => out.line("readyok"),
            "setoption" => {
                let (hash_mb, threads) = (options.hash_mb, options.threads);
                options.set(args);
                // A new size or thread count is allocated now when no
                // search holds the table (else by the next `go`).
                if (options.hash_mb, options.threads) != (hash_mb, threads)
                    && let Ok(mut s) = searcher.try_lock()
                {
                    let settings = Settings {
                        table_bytes: options.hash_mb << 20,
                        ..*s.settings()
                    };
                    s.set_settings(settings);
                    s.set_threads(options.threads);
                }
            }
            "ucinewgame" => {
                if let Some(j) = job.take() {
                    j.finish();
                }
                game = Chess::new();
                searcher.lock().unwrap_or_else(|e| e.into_inner()).clear();
            }
            "position" => {
                if let Some(j) = job.take() {
                    j.finish();
                }
                match parse_position(args) {
                    Ok(g) => game = g,
                    Err(e) => out.line(&format!("info string ignored position: {e}")),
                }
            }
            "go" => {
                if let Some(j) = job.take() {
                    j.finish();
                }
                job = start(
                    &game,
                    GoArgs::parse(args),
                    options,
                    searcher.clone(),
                    out.clone(),
                    &jobs,
                );
            }
            "stop" => {
                if let Some(j) = job.take() {
                    j.finish();
                }
            }
            "ponderhit" => {
                if let Some(j) = &job {
                    j.ponderhit();
                }
            }
            "quit" => break,
            // `debug`, `register` and anything unknown: nothing to do.
            _ => {}
        }
    }
    if let Some(j) = job.take() {
        j.finish();
    }
    drop(jobs);
    let _ = worker.join();
    Ok(())
}

/// `startpos|fen FEN [moves M...]`: the game with its history, so that
/// repetitions in the move list are known to the search.
pub fn parse_position(args: &str) -> Result<Chess, String> {
    let (setup, moves) = match split_word(args, "moves") {
        Some((setup, moves)) => (setup.trim(), moves),
        None => (args.trim(), ""),
    };
    let mut game = if let Some(fen) = after_word(setup, "fen") {
        Chess::from_fen(fen.trim()).map_err(|e| e.to_string())?
    } else if setup.split_ascii_whitespace().next() == Some("startpos") {
        Chess::new()
    } else {
        return Err(format!("expected startpos or fen, got {setup:?}"));
    };
    for (i, text) in moves.split_ascii_whitespace().enumerate() {
        let mv = Move::from_uci_text(text)
            .filter(|&mv| game.position().is_legal_move(mv))
            .ok_or_else(|| format!("move {} ({text}) is not legal", i + 1))?;
        game.play_unchecked(mv);
    }
    Ok(game)
}

/// Starts the search of `game` for `go` on the search thread (`None`
/// when that thread is gone).
fn start(
    game: &Chess,
    go: GoArgs,
    options: Options,
    searcher: Arc<Mutex<AlphaBeta<Chess>>>,
    out: Output,
    jobs: &Sender<SearchThread>,
) -> Option<Job> {
    let side = game.position().side_to_move();
    let overhead = Duration::from_millis(options.overhead_ms);
    let plan = match (go.movetime, go.clock(side)) {
        (Some(ms), _) => Some(TimePlan::fixed(Duration::from_millis(ms), overhead)),
        (None, Some(clock)) => Some(clock.plan(overhead)),
        _ => None,
    };
    let mut limits = Limits {
        depth: go.depth.or(go.mate.map(|m| 2 * m)),
        nodes: match (go.nodes, options.node_cap()) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        },
        time: None,
    };
    let bare = plan.is_none() && limits == Limits::default() && !go.infinite && !go.ponder;
    if bare {
        // A bare `go`: the default level's budget rather than forever.
        limits.nodes = Some(Level::DEFAULT.nodes());
    }
    let settings = Settings {
        limits,
        table_bytes: options.hash_mb << 20,
        eval_noise: 0,
        ..Settings::default()
    };
    let stop = StopFlag::new();
    let waits = go.infinite || go.ponder;
    let release = Arc::new((Mutex::new(!waits), Condvar::new()));
    let clock_starts = (!go.ponder).then(Instant::now);
    let started = Arc::new(Mutex::new(clock_starts));
    if let (Some(plan), false) = (plan, go.ponder) {
        arm_timer(stop.clone(), plan.hard);
    }
    let (finished, done) = channel();
    let thread = SearchThread {
        game: game.clone(),
        settings,
        threads: options.threads,
        searcher,
        multi_pv: options.multi_pv,
        stop: stop.clone(),
        release: release.clone(),
        started: started.clone(),
        plan,
        out,
        finished,
    };
    jobs.send(thread).ok()?;
    Some(Job {
        stop,
        release,
        started,
        plan,
        done,
    })
}

struct SearchThread {
    game: Chess,
    settings: Settings,
    threads: usize,
    searcher: Arc<Mutex<AlphaBeta<Chess>>>,
    multi_pv: usize,
    stop: StopFlag,
    release: Arc<(Mutex<bool>, Condvar)>,
    started: Arc<Mutex<Option<Instant>>>,
    plan: Option<TimePlan>,
    out: Output,
    finished: Sender<()>,
}

impl SearchThread {
    fn run(mut self) {
        let began = Instant::now();
        let mut last: Option<(u32, u32, Score, u64)> = None;
        let mut searcher = self.searcher.lock().unwrap_or_else(|e| e.into_inner());
        // The hard limit is also read by the search itself, which does
        // not wait for the timer thread to be scheduled on a busy machine
        // (a pondering search has no clock yet: the timer of `ponderhit`
        // stops it).
        let clock = *self.started.lock().unwrap_or_else(|e| e.into_inner());
        if let (Some(plan), Some(at)) = (self.plan, clock) {
            self.settings.limits.time = Some(plan.hard.saturating_sub(at.elapsed()));
        }
        searcher.set_settings(self.settings);
        searcher.set_threads(self.threads);
        let best = {
            let out = &self.out;
            let started = &self.started;
            let plan = self.plan;
            let last = &mut last;
            let mut on_iteration = |p: &Progress<Move>| {
                let time = began.elapsed();
                for (k, line) in p.lines.iter().enumerate() {
                    let pv: Vec<String> = line.pv.iter().map(Move::to_string).collect();
                    out.line(&format!(
                        "info depth {} seldepth {} multipv {} score {} nodes {} nps {} time {} hashfull {} pv {}",
                        p.depth,
                        p.seldepth,
                        k + 1,
                        uci_score(line.score),
                        p.nodes,
                        nps(p.nodes, time),
                        time.as_millis(),
                        p.hashfull,
                        pv.join(" ")
                    ));
                }
                if let Some(first) = p.lines.first() {
                    *last = Some((p.depth, p.seldepth, first.score, p.nodes));
                }
                let clock = *started.lock().unwrap_or_else(|e| e.into_inner());
                match (plan, clock) {
                    (Some(plan), Some(at)) if at.elapsed() >= plan.soft => Flow::Stop,
                    _ => Flow::Continue,
                }
            };
            let mut control = Control::new()
                .with_stop(self.stop.clone())
                .with_multi_pv(self.multi_pv)
                .with_progress(&mut on_iteration);
            search(&self.game, &mut searcher, &mut control)
        };
        // `go infinite` and `go ponder` wait for `stop` or `ponderhit`.
        {
            let (lock, cvar) = &*self.release;
            let mut released = lock.lock().unwrap_or_else(|e| e.into_inner());
            while !*released {
                released = cvar.wait(released).unwrap_or_else(|e| e.into_inner());
            }
        }
        let time = began.elapsed();
        match best {
            Some((mv, score, nodes, ponder)) => {
                // A last line with the totals (and a score, which tools
                // expect in the last info line).
                let (depth, seldepth, score) = match last {
                    Some((d, s, sc, _)) => (d, s, sc),
                    None => (1, 1, score),
                };
                self.out.line(&format!(
                    "info depth {depth} seldepth {seldepth} score {} nodes {nodes} nps {} time {}",
                    uci_score(score),
                    nps(nodes, time),
                    time.as_millis()
                ));
                match ponder {
                    Some(p) => self.out.line(&format!("bestmove {mv} ponder {p}")),
                    None => self.out.line(&format!("bestmove {mv}")),
                }
            }
            None => {
                self.out.line("info depth 0 score cp 0");
                self.out.line("bestmove 0000");
            }
        }
        let _ = self.finished.send(());
    }
}

/// The search: the game with its history; a position whose game is over
/// by repetition or the fifty-move rule but has legal moves is searched
/// without them (a GUI may still ask); else the first legal move.
fn search(
    game: &Chess,
    searcher: &mut AlphaBeta<Chess>,
    control: &mut Control<'_, Move>,
) -> Option<(Move, Score, u64, Option<Move>)> {
    let report = if game.to_act().is_some() {
        searcher.search_parallel_with(game, control)
    } else if game.position().to_act().is_some() {
        Cpu::new(*searcher.settings()).search_with(game.position(), control)
    } else {
        let mut moves = <Position as Game>::Moves::default();
        game.position().legal_moves_into(&mut moves);
        let mv = *moves.as_slice().first()?;
        return Some((mv, Score::Eval(0), 0, None));
    };
    let mv = report.best?;
    Some((mv, report.score, report.nodes, report.pv.get(1).copied()))
}

/// `cp N` or `mate N` (moves, negative when being mated).
pub fn uci_score(score: Score) -> String {
    match score {
        Score::Eval(cp) => format!("cp {cp}"),
        Score::WinIn(plies) => format!("mate {}", plies.div_ceil(2)),
        Score::LossIn(plies) => format!("mate -{}", plies.div_ceil(2)),
        Score::Reward(r) => format!("cp {}", ((r - 0.5) * 800.0).round() as i64),
    }
}

fn nps(nodes: u64, time: Duration) -> u64 {
    let ms = time.as_millis().max(1) as u64;
    nodes.saturating_mul(1000) / ms
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_reads_every_limit_and_skips_unknown_words() {
        let go = GoArgs::parse(
            "wtime 1000 btime -5 winc 10 binc 20 movestogo 7 bogus depth 9 nodes 5 mate 3 movetime 40 infinite ponder",
        );
        assert_eq!(
            go,
            GoArgs {
                wtime: Some(1000),
                btime: Some(0),
                winc: Some(10),
                binc: Some(20),
                movestogo: Some(7),
                movetime: Some(40),
                depth: Some(9),
                nodes: Some(5),
                mate: Some(3),
                infinite: true,
                ponder: true,
            }
        );
        assert_eq!(GoArgs::parse("wtime"), GoArgs::default());
    }

    #[test]
    fn positions_keep_their_history() {
        let g = parse_position("startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8").unwrap();
        assert_eq!(g.repetitions(), 3);
        assert!(g.to_act().is_none());
        let g = parse_position("fen 4k3/8/8/8/8/8/4P3/4K3 b - - 0 1 moves e8d7").unwrap();
        assert_eq!(g.position().to_fen(), "8/3k4/8/8/8/8/4P3/4K3 w - - 1 2");
        assert!(parse_position("startpos moves e2e5").is_err());
        assert!(parse_position("nonsense").is_err());
    }

    #[test]
    fn options_are_read_and_bad_values_ignored() {
        let mut o = Options::default();
        o.set("name Move Overhead value 120");
        o.set("name MultiPV value 3");
        o.set("name Hash value 0");
        o.set("name UCI_LimitStrength value true");
        o.set("name UCI_Elo value 99999");
        o.set("name Skill Level value x");
        o.set("name Nonexistent value 3");
        assert_eq!(
            (o.overhead_ms, o.multi_pv, o.hash_mb, o.elo, o.skill),
            (120, 3, 1, ELO_MAX, SKILL_FULL)
        );
        assert_eq!(o.node_cap(), Some(elo_nodes(ELO_MAX)));
        o.limit_strength = false;
        o.set("name Skill Level value 2");
        assert_eq!(o.node_cap(), Some(5_000));
    }

    #[test]
    fn elo_maps_to_growing_node_caps() {
        // The measured points themselves, in order.
        for w in ELO_POINTS.windows(2) {
            assert!(w[0].0 < w[1].0 && w[0].1 < w[1].1, "{w:?}");
        }
        for (elo, nodes) in ELO_POINTS {
            assert_eq!(elo_nodes(elo as u32), nodes as u64);
        }
        // Interpolated log-linearly: halfway in Elo is the geometric mean.
        assert_eq!(elo_nodes(1850), 5_138);
        // Clamped to the option's range, within sane bounds at both ends.
        assert_eq!(elo_nodes(500), elo_nodes(ELO_MIN));
        assert_eq!(elo_nodes(9999), elo_nodes(ELO_MAX));
        assert_eq!(elo_nodes(ELO_MIN), 79);
        assert_eq!(elo_nodes(ELO_MAX), 24_000);
        // Never fewer nodes for more Elo, and more for every 50 Elo (at the
        // bottom 50 Elo add only some 7 nodes).
        for elo in ELO_MIN..ELO_MAX {
            assert!(elo_nodes(elo + 1) >= elo_nodes(elo), "{elo}");
        }
        for elo in (ELO_MIN..ELO_MAX).step_by(50) {
            assert!(elo_nodes(elo + 50) > elo_nodes(elo), "{elo}");
        }
    }

    #[test]
    fn scores_are_in_moves() {
        assert_eq!(uci_score(Score::Eval(-35)), "cp -35");
        assert_eq!(uci_score(Score::WinIn(1)), "mate 1");
        assert_eq!(uci_score(Score::WinIn(3)), "mate 2");
        assert_eq!(uci_score(Score::LossIn(2)), "mate -1");
        assert_eq!(uci_score(Score::LossIn(4)), "mate -2");
    }
}
