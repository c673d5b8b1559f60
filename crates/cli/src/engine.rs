//! `tabletop engine GAME`: the CPU of any game behind the tabletop engine
//! protocol (docs/protocol.md), a UCI-shaped text protocol for 2 to 4
//! seats and hidden information.
//!
//! Like `tabletop uci`, commands are read on the main thread and the search
//! runs on its own, so `isready` and `stop` are answered during a search.

use std::io::BufRead;
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use board_ai::{
    Control, Cpu, Engine, Flow, Level, Limits, MAX_THREADS, Progress, Score, Settings, StopFlag,
};

use crate::args::GameName;
use crate::clock::{Clock, TimePlan};
use crate::commands::CliGame;
use crate::error::CliError;
use crate::uci::Output;

/// The protocol's name, sent first by the driver and echoed in `id`.
pub const PROTOCOL: &str = "tep";

/// A game's setup as `newgame` gives it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EngineSetup {
    /// Kyrras: 2, 3 or 4.
    pub players: Option<u8>,
    /// Strife and Truce: `WHITE,BLACK`.
    pub sets: Option<String>,
    /// Lytharian Chess: `full`, `duels`, `pawn-wars`.
    pub mode: Option<String>,
    /// Kyrras: random deployment seed.
    pub deploy: Option<u64>,
    /// The seat this engine plays, from 1 (informational).
    pub seat: Option<u8>,
    /// The seed of the engine's choices for this game.
    pub seed: Option<u64>,
}

impl EngineSetup {
    /// Reads `players N sets W,B mode M deploy S seat K`; unknown words are
    /// skipped.
    pub fn parse(text: &str) -> EngineSetup {
        let mut s = EngineSetup::default();
        let words: Vec<&str> = text.split_ascii_whitespace().collect();
        let mut i = 0;
        while i < words.len() {
            let value = words.get(i + 1).copied();
            let took = match words[i] {
                "players" => {
                    s.players = value.and_then(|v| v.parse().ok());
                    true
                }
                "sets" => {
                    s.sets = value.map(str::to_string);
                    true
                }
                "mode" => {
                    s.mode = value.map(str::to_string);
                    true
                }
                "deploy" => {
                    s.deploy = value.and_then(|v| v.parse().ok());
                    true
                }
                "seat" => {
                    s.seat = value.and_then(|v| v.parse().ok());
                    true
                }
                "seed" => {
                    s.seed = value.and_then(|v| v.parse().ok());
                    true
                }
                _ => false,
            };
            i += if took { 2 } else { 1 };
        }
        s
    }
}

/// One ply of the public record as the driver sends it: `record ply P
/// turn T seat K [move M] words TEXT` (docs/protocol.md).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordPly {
    /// The ply, from 1.
    pub ply: usize,
    /// The game's turn number.
    pub turn: u32,
    /// Who acted, from 1.
    pub seat: u8,
    /// The move in the game's notation, where this seat may see it.
    pub notation: Option<String>,
    /// The move in words, as this seat saw it.
    pub words: String,
}

impl RecordPly {
    /// Reads the words after `record ply`; `None` if the ply or the seat is
    /// missing.
    pub fn parse(text: &str) -> Option<RecordPly> {
        let (head, words) = match text.split_once(" words") {
            Some((head, words)) => (head, words.trim()),
            None => (text, ""),
        };
        let mut r = RecordPly {
            words: words.to_string(),
            ..RecordPly::default()
        };
        let mut seat = None;
        let mut it = head.split_ascii_whitespace();
        r.ply = it.next()?.parse().ok().filter(|&p| p > 0)?;
        while let Some(word) = it.next() {
            let value = it.next();
            match word {
                "turn" => r.turn = value.and_then(|v| v.parse().ok()).unwrap_or(0),
                "seat" => seat = value.and_then(|v| v.parse().ok()),
                "move" => r.notation = value.map(str::to_string),
                _ => {}
            }
        }
        r.seat = seat.filter(|s: &u8| (1..=4).contains(s))?;
        Some(r)
    }
}

/// The public record an engine has been sent: the plies in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    pub plies: Vec<RecordPly>,
}

impl Record {
    /// Takes one `record ...` command (the words after `record`): `clear`,
    /// or `ply P ...`, which replaces ply P and drops the later ones. An
    /// error says why a line was not taken (a malformed line, or a gap).
    pub fn take(&mut self, args: &str) -> Result<(), String> {
        if args.trim() == "clear" {
            self.plies.clear();
            return Ok(());
        }
        let rest = args
            .strip_prefix("ply ")
            .ok_or("expected `ply` or `clear`")?;
        let ply = RecordPly::parse(rest).ok_or("expected `ply P ... seat K`")?;
        if ply.ply > self.plies.len() + 1 {
            return Err(format!(
                "ply {} after {} plies: a gap",
                ply.ply,
                self.plies.len()
            ));
        }
        self.plies.truncate(ply.ply - 1);
        self.plies.push(ply);
        Ok(())
    }
}

/// A game an engine can play: the CLI's game plus its start from a setup.
pub trait EngineGame: CliGame + Send + Sync + 'static {
    /// The start position of `setup` (for `position start`; a game with
    /// hidden information refuses it, its start being secret).
    fn from_setup(setup: &EngineSetup) -> Result<Self, String>;
}

impl EngineGame for lytharia::chess::Chess {
    fn from_setup(_: &EngineSetup) -> Result<Self, String> {
        Ok(lytharia::chess::Chess::new())
    }
}

impl EngineGame for glinski::Glinski {
    fn from_setup(_: &EngineSetup) -> Result<Self, String> {
        Ok(glinski::Glinski::start())
    }
}

impl EngineGame for kyrras::Kyrras {
    fn from_setup(setup: &EngineSetup) -> Result<Self, String> {
        let players = setup.players.unwrap_or(2);
        let count = kyrras::PlayerCount::new(players as usize)
            .ok_or_else(|| format!("Kyrras is played by 2, 3 or 4 players, not {players}"))?;
        let setup = match setup.deploy {
            Some(seed) => kyrras::Setup::random(count, seed),
            None => kyrras::Setup::standard(count),
        };
        setup.finish().map_err(|e| e.to_string())
    }
}

impl EngineGame for strife_truce::Strife {
    fn from_setup(setup: &EngineSetup) -> Result<Self, String> {
        let sets = match &setup.sets {
            Some(text) => text
                .parse()
                .map_err(|e: strife_truce::SetsError| e.to_string())?,
            None => strife_truce::Sets::default(),
        };
        Ok(strife_truce::Strife::start(sets))
    }
}

impl EngineGame for lytharia::LytharianChess {
    fn from_setup(_: &EngineSetup) -> Result<Self, String> {
        Err("Lytharian Chess has hidden cards: send `position text` with this seat's view".into())
    }
}

/// Runs the engine for `game` on standard input and output.
pub fn run_game(game: GameName) -> Result<(), CliError> {
    let out = Output::new(std::io::stdout());
    let input = &mut std::io::stdin().lock();
    let r = match game {
        GameName::Chess => serve::<lytharia::chess::Chess>("chess", input, out),
        GameName::Glinski => serve::<glinski::Glinski>("glinski", input, out),
        GameName::Kyrras => serve::<kyrras::Kyrras>("kyrras", input, out),
        GameName::Strife => serve::<strife_truce::Strife>("strife", input, out),
        GameName::Lytharia => serve::<lytharia::LytharianChess>("lytharia", input, out),
    };
    r.map_err(CliError::Io)
}

/// The default `Move Overhead`, as in `tabletop uci`: enough for a pipe on
/// a quiet machine; a user with a slow link or a busy machine sets more.
const DEFAULT_OVERHEAD_MS: u64 = 20;

#[derive(Clone, Copy, Debug)]
struct Options {
    level: u8,
    hash_mb: usize,
    threads: usize,
    overhead_ms: u64,
    seed: u64,
}

impl Options {
    fn set(&mut self, args: &str) {
        let Some((name, value)) = crate::uci::option_name_value(args) else {
            return;
        };
        let Ok(v) = value.parse::<u64>() else {
            return;
        };
        match name.to_ascii_lowercase().as_str() {
            "level" => self.level = v.clamp(1, 5) as u8,
            "hash" => self.hash_mb = v.clamp(1, 1024) as usize,
            "threads" => self.threads = v.clamp(1, MAX_THREADS as u64) as usize,
            "move overhead" => self.overhead_ms = v.min(5000),
            "seed" => self.seed = v,
            _ => {}
        }
    }
}

/// What `go` asked for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Go {
    /// Time left per seat (p1 to p4), milliseconds.
    pub time: [Option<u64>; 4],
    /// Increment per seat, milliseconds.
    pub inc: [Option<u64>; 4],
    pub movestogo: Option<u64>,
    pub movetime: Option<u64>,
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub infinite: bool,
}

impl Go {
    /// Reads the words after `go`; unknown words are skipped.
    pub fn parse(text: &str) -> Go {
        let mut go = Go::default();
        let words: Vec<&str> = text.split_ascii_whitespace().collect();
        let mut i = 0;
        while i < words.len() {
            let ms = words
                .get(i + 1)
                .and_then(|v| v.parse::<i64>().ok())
                .map(|v| v.max(0) as u64);
            let w = words[i];
            let seat = |prefix: &str, suffix: &str| -> Option<usize> {
                let n = w.strip_prefix(prefix)?.strip_suffix(suffix)?;
                let n: usize = n.parse().ok()?;
                (1..=4).contains(&n).then(|| n - 1)
            };
            let took = if let Some(s) = seat("p", "time") {
                go.time[s] = ms;
                true
            } else if let Some(s) = seat("p", "inc") {
                go.inc[s] = ms;
                true
            } else {
                match w {
                    "movestogo" => go.movestogo = ms,
                    "movetime" => go.movetime = ms,
                    "depth" => go.depth = ms.map(|d| d.clamp(1, 64) as u32),
                    "nodes" => go.nodes = ms,
                    "infinite" => go.infinite = true,
                    _ => {}
                }
                matches!(w, "movestogo" | "movetime" | "depth" | "nodes")
            };
            i += if took { 2 } else { 1 };
        }
        go
    }
}

struct Job {
    stop: StopFlag,
    release: Arc<(Mutex<bool>, Condvar)>,
    handle: JoinHandle<()>,
}

impl Job {
    fn finish(self) {
        self.stop.raise();
        let (lock, cvar) = &*self.release;
        *lock.lock().unwrap_or_else(|e| e.into_inner()) = true;
        cvar.notify_all();
        let _ = self.handle.join();
    }
}

/// The protocol loop for one game type.
pub fn serve<G: EngineGame>(
    name: &str,
    input: &mut impl BufRead,
    out: Output,
) -> std::io::Result<()> {
    let mut options = Options {
        level: Level::DEFAULT.get(),
        hash_mb: 16,
        threads: 1,
        overhead_ms: DEFAULT_OVERHEAD_MS,
        seed: 0,
    };
    let mut setup = EngineSetup::default();
    let mut game: Option<G> = G::from_setup(&setup).ok();
    // Kept for the game: a seat with hidden information learns what the
    // others did only from it (the position text is a fresh deal).
    let mut record = Record::default();
    let mut job: Option<Job> = None;
    // One engine for the whole session: what a search learns (the table,
    // the move order) helps the next move's; `newgame` forgets it.
    let engine = Arc::new(Mutex::new(Engine::<G>::new(Settings::default())));
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
            PROTOCOL => {
                out.line(&format!("id name {}", crate::uci::ENGINE_NAME));
                out.line("id author the tabletop authors");
                out.line(&format!("id game {name}"));
                out.line("option name Level type spin default 3 min 1 max 5");
                out.line("option name Hash type spin default 16 min 1 max 1024");
                out.line(&format!(
                    "option name Threads type spin default 1 min 1 max {MAX_THREADS}"
                ));
                out.line(&format!(
                    "option name Move Overhead type spin default {DEFAULT_OVERHEAD_MS} min 0 max 5000"
                ));
                out.line("option name Seed type spin default 0 min 0 max 4294967295");
                out.line(&format!("{PROTOCOL}ok"));
            }
            "isready" => out.line("readyok"),
            "setoption" => options.set(args),
            "newgame" => {
                if let Some(j) = job.take() {
                    j.finish();
                }
                setup = EngineSetup::parse(args);
                if let Some(seed) = setup.seed {
                    options.seed = seed;
                }
                game = G::from_setup(&setup).ok();
                record = Record::default();
                engine.lock().unwrap_or_else(|e| e.into_inner()).new_game();
            }
            "record" => {
                if let Err(e) = record.take(args) {
                    out.line(&format!("info string ignored record: {e}"));
                }
            }
            "position" => {
                if let Some(j) = job.take() {
                    j.finish();
                }
                match parse_position::<G>(args, &setup) {
                    Ok(g) => game = Some(g),
                    Err(e) => out.line(&format!("info string ignored position: {e}")),
                }
            }
            "go" => {
                if let Some(j) = job.take() {
                    j.finish();
                }
                match &game {
                    Some(g) => {
                        let engine = Arc::clone(&engine);
                        job = Some(start(g, Go::parse(args), options, engine, out.clone()));
                    }
                    None => {
                        out.line("info string no position");
                        out.line("bestmove none");
                    }
                }
            }
            "stop" => {
                if let Some(j) = job.take() {
                    j.finish();
                }
            }
            "quit" => break,
            // `gameover` and anything unknown: nothing to do.
            _ => {}
        }
    }
    if let Some(j) = job.take() {
        j.finish();
    }
    Ok(())
}

/// `start [moves M...]` or `text TEXT`.
fn parse_position<G: EngineGame>(args: &str, setup: &EngineSetup) -> Result<G, String> {
    if let Some(text) = args.strip_prefix("text ") {
        return G::from_position_text(text.trim()).map_err(|e| e.to_string());
    }
    let rest = args
        .strip_prefix("start")
        .ok_or("expected `start` or `text`")?;
    let mut game = G::from_setup(setup)?;
    let rest = rest.trim();
    let moves = match rest.strip_prefix("moves") {
        Some(m) => m,
        None if rest.is_empty() => "",
        None => return Err(format!("unexpected {rest:?}")),
    };
    for (i, text) in moves.split_ascii_whitespace().enumerate() {
        let mv = game
            .parse_move(text)
            .map_err(|e| format!("move {} ({text}): {e}", i + 1))?;
        game.play(mv)
            .map_err(|_| format!("move {} ({text}) is not legal", i + 1))?;
    }
    Ok(game)
}

fn start<G: EngineGame>(
    game: &G,
    go: Go,
    options: Options,
    engine: Arc<Mutex<Engine<G>>>,
    out: Output,
) -> Job {
    let overhead = Duration::from_millis(options.overhead_ms);
    let seat = game.to_act().map_or(0, |p| p.index().min(3));
    let plan = match (go.movetime, go.time[seat]) {
        (Some(ms), _) => Some(TimePlan::fixed(Duration::from_millis(ms), overhead)),
        (None, Some(time)) => Some(
            Clock {
                time_ms: time,
                inc_ms: go.inc[seat].unwrap_or(0),
                moves_to_go: go.movestogo,
            }
            .plan(overhead),
        ),
        _ => None,
    };
    let level = Level::new(options.level).unwrap_or(Level::DEFAULT);
    let mut settings = Settings::from(level).with_seed(options.seed);
    settings.table_bytes = options.hash_mb << 20;
    let custom = plan.is_some() || go.depth.is_some() || go.nodes.is_some() || go.infinite;
    if custom {
        settings.limits = Limits {
            depth: go.depth,
            nodes: go.nodes,
            // Infinite: a day, as MCTS needs some limit.
            // MCTS has no iterations to stop between: it gets the share
            // (twice the soft limit), alpha-beta the hard limit.
            time: plan
                .map(|p| match Cpu::new(settings).algorithm_for(game) {
                    board_ai::Algorithm::Mcts | board_ai::Algorithm::Ismcts => {
                        (p.soft * 2).min(p.hard)
                    }
                    _ => p.hard,
                })
                .or(go.infinite.then(|| Duration::from_secs(86_400))),
        };
    }
    let stop = StopFlag::new();
    let release = Arc::new((Mutex::new(!go.infinite), Condvar::new()));
    let (thread_stop, thread_release, state) = (stop.clone(), release.clone(), game.clone());
    let handle = std::thread::spawn(move || {
        let mut engine = engine.lock().unwrap_or_else(|e| e.into_inner());
        engine.set_settings(settings);
        engine.set_threads(options.threads);
        search_and_report(
            &state,
            &mut engine,
            plan,
            thread_stop,
            &thread_release,
            &out,
        )
    });
    Job {
        stop,
        release,
        handle,
    }
}

fn search_and_report<G: EngineGame>(
    game: &G,
    engine: &mut Engine<G>,
    plan: Option<TimePlan>,
    stop: StopFlag,
    release: &(Mutex<bool>, Condvar),
    out: &Output,
) {
    let began = Instant::now();
    let report = {
        let mut on_iteration = |p: &Progress<G::Move>| {
            let time = began.elapsed();
            if let Some(line) = p.lines.first() {
                out.line(&format!(
                    "info depth {} seldepth {} score {} nodes {} nps {} time {} pv {}",
                    p.depth,
                    p.seldepth,
                    score_text(line.score),
                    p.nodes,
                    p.nodes * 1000 / (time.as_millis() as u64).max(1),
                    time.as_millis(),
                    pv_text(game, &line.pv)
                ));
            }
            match plan {
                Some(plan) if time >= plan.soft => Flow::Stop,
                _ => Flow::Continue,
            }
        };
        let mut control = Control::new()
            .with_stop(stop)
            .with_progress(&mut on_iteration);
        engine.search_with(game, &mut control)
    };
    {
        let (lock, cvar) = release;
        let mut released = lock.lock().unwrap_or_else(|e| e.into_inner());
        while !*released {
            released = cvar.wait(released).unwrap_or_else(|e| e.into_inner());
        }
    }
    let time = began.elapsed();
    match report.best {
        Some(mv) => {
            out.line(&format!(
                "info depth {} score {} nodes {} nps {} time {} pv {}",
                report.depth,
                score_text(report.score),
                report.nodes,
                report.nodes * 1000 / (time.as_millis() as u64).max(1),
                time.as_millis(),
                pv_text(game, &report.pv)
            ));
            out.line(&format!("bestmove {}", game.format_move(mv)));
        }
        None => out.line("bestmove none"),
    }
}

/// A line in the game's notation, each move written in the position it is
/// played from (stopping at a move that is not legal there).
fn pv_text<G: CliGame>(game: &G, pv: &[G::Move]) -> String {
    let mut state = game.clone();
    let mut words = Vec::new();
    for &mv in pv {
        if !state.is_legal(mv) {
            break;
        }
        words.push(state.format_move(mv));
        state.play_unchecked(mv);
    }
    words.join(" ")
}

/// `cp N`, `win N` / `loss N` (plies), `reward N` (thousandths).
pub fn score_text(score: Score) -> String {
    match score {
        Score::Eval(cp) => format!("cp {cp}"),
        Score::WinIn(n) => format!("win {n}"),
        Score::LossIn(n) => format!("loss {n}"),
        Score::Reward(r) => format!("reward {}", (r * 1000.0).round() as i64),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_reads_per_seat_clocks() {
        let go = Go::parse(
            "p1time 1000 p3time 500 p3inc 20 p5time 9 movestogo 4 junk depth 3 nodes 70 movetime 8 infinite",
        );
        assert_eq!(go.time, [Some(1000), None, Some(500), None]);
        assert_eq!(go.inc, [None, None, Some(20), None]);
        assert_eq!(
            (go.movestogo, go.depth, go.nodes, go.movetime, go.infinite),
            (Some(4), Some(3), Some(70), Some(8), true)
        );
    }

    #[test]
    fn the_record_is_kept_replaced_and_cleared() {
        let mut r = Record::default();
        r.take("ply 1 turn 1 seat 1 words P1 moves face-down pawn from g2 to g3")
            .unwrap();
        r.take("ply 2 turn 2 seat 2 move e7e5 words Black: pawn e7-e5")
            .unwrap();
        assert_eq!(r.plies.len(), 2);
        assert_eq!(r.plies[0].words, "P1 moves face-down pawn from g2 to g3");
        assert_eq!((r.plies[1].turn, r.plies[1].seat), (2, 2));
        assert_eq!(r.plies[1].notation.as_deref(), Some("e7e5"));
        // A gap is refused and changes nothing; a ply again replaces it and
        // drops what followed.
        assert!(r.take("ply 4 turn 3 seat 1 words x").is_err());
        assert!(r.take("ply 2 turn 2 words no seat").is_err());
        assert_eq!(r.plies.len(), 2);
        r.take("ply 1 turn 1 seat 1 words again").unwrap();
        assert_eq!(r.plies.len(), 1);
        assert_eq!(r.plies[0].words, "again");
        r.take("clear").unwrap();
        assert!(r.plies.is_empty());
    }

    #[test]
    fn setups_are_read() {
        let s =
            EngineSetup::parse("players 3 sets fire,ice mode duels deploy 7 seat 2 extra seed 9");
        assert_eq!(s.seed, Some(9));
        assert_eq!(s.players, Some(3));
        assert_eq!(s.sets.as_deref(), Some("fire,ice"));
        assert_eq!(s.mode.as_deref(), Some("duels"));
        assert_eq!((s.deploy, s.seat), (Some(7), Some(2)));
        assert!(<kyrras::Kyrras as EngineGame>::from_setup(&s).is_ok());
        assert!(<lytharia::LytharianChess as EngineGame>::from_setup(&s).is_err());
    }

    #[test]
    fn positions_from_start_and_moves() {
        let setup = EngineSetup::parse("players 3");
        let g: kyrras::Kyrras = parse_position("start", &setup).unwrap();
        assert_eq!(board_core::Game::player_count(&g), 3);
        let c: lytharia::chess::Chess =
            parse_position("start moves e2e4 e7e5", &EngineSetup::default()).unwrap();
        assert_eq!(
            c.position().to_fen(),
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
        );
        assert!(parse_position::<lytharia::chess::Chess>("start moves e2e5", &setup).is_err());
        assert!(parse_position::<lytharia::chess::Chess>("sideways", &setup).is_err());
    }
}
