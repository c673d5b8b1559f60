//! Who decides for a seat that no human plays: `random` or `cpu:L`.

use board_ai::{Cpu, Level, Limits, Settings};
use std::collections::HashMap;
use std::time::Duration;

use board_core::{Entropy, Game, History, MoveBuffer, Outcome, SeededRng, random_move};

use crate::commands::{Budget, CliGame};
use crate::engine_seat::{EngineSeat, RecordSent};
use crate::error::{CliError, quote};

/// The default CPU level of `cpu` without `:L`.
pub const DEFAULT_LEVEL: u8 = Level::DEFAULT.get();

/// A player as the command line names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spec {
    /// Typed in at the prompt.
    Human,
    /// A uniformly random legal move.
    Random,
    /// The CPU at a level from 1 (weakest) to 5 (strongest).
    Cpu(u8),
    /// A program speaking the tabletop engine protocol, started with this
    /// shell command (`engine:COMMAND`; kept for the whole run, hence
    /// `'static`).
    Engine(&'static str),
}

impl Spec {
    /// Reads `random`, `cpu`, `cpu:L` and, where `human` is allowed,
    /// `human`.
    pub fn parse(text: &str, option: &'static str, human: bool) -> Result<Spec, CliError> {
        let trimmed = text.trim();
        if let Some(prefix) = trimmed.get(..7)
            && prefix.eq_ignore_ascii_case("engine:")
        {
            let command = trimmed[7..].trim();
            if command.is_empty() {
                return Err(CliError::option(
                    option,
                    "engine: needs the command that starts the program (engine:COMMAND)",
                ));
            }
            // One small string per seat given on the command line.
            return Ok(Spec::Engine(Box::leak(
                command.to_string().into_boxed_str(),
            )));
        }
        let t = trimmed.to_ascii_lowercase();
        let bad = || {
            CliError::option(
                option,
                format!(
                    "{} is not a player: use random, cpu, cpu:L with L from 1 to 5, engine:COMMAND{}",
                    quote(text),
                    if human { ", or human" } else { "" }
                ),
            )
        };
        match t.as_str() {
            "random" => Ok(Spec::Random),
            "cpu" => Ok(Spec::Cpu(DEFAULT_LEVEL)),
            "human" if human => Ok(Spec::Human),
            _ => {
                let level = t.strip_prefix("cpu:").ok_or_else(bad)?;
                let level: u8 = level.parse().map_err(|_| bad())?;
                if (1..=5).contains(&level) {
                    Ok(Spec::Cpu(level))
                } else {
                    Err(bad())
                }
            }
        }
    }
}

impl std::fmt::Display for Spec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Spec::Human => f.write_str("human"),
            Spec::Random => f.write_str("random"),
            Spec::Cpu(l) => write!(f, "cpu:{l}"),
            Spec::Engine(c) => write!(f, "engine:{c}"),
        }
    }
}

/// A computer player for one seat.
pub struct Agent<G: Game> {
    kind: Kind<G::Move>,
    rng: SeededRng,
    /// The moves this agent chose in each position it acted in (by hash):
    /// its memory of the game, for the progress rule of [`Agent::choose`].
    chosen: HashMap<u64, Vec<G::Move>>,
}

enum Kind<M> {
    Random,
    Search(Budget),
    /// A program, with the `go` line it is sent and what of the public
    /// record it has been sent.
    Engine(Box<EngineSeat>, String, RecordSent<M>),
}

impl<G: CliGame> Agent<G> {
    /// A player for `spec` (not [`Spec::Human`]).
    pub fn new(spec: Spec, seed: u64) -> Result<Self, CliError> {
        let kind = match spec {
            Spec::Random => Kind::Random,
            Spec::Cpu(level) => Kind::Search(Budget::Level(level)),
            Spec::Engine(command) => Kind::Engine(
                Box::new(EngineSeat::spawn(command)?),
                "go".into(),
                RecordSent::default(),
            ),
            Spec::Human => {
                return Err(CliError::Usage(
                    "a human cannot play here: use random or cpu:L".into(),
                ));
            }
        };
        Ok(Agent {
            kind,
            rng: SeededRng::seed_from_u64(seed),
            chosen: HashMap::new(),
        })
    }

    /// A CPU searching with `budget`.
    pub fn from_budget(budget: Budget, seed: u64) -> Result<Self, CliError> {
        match budget {
            Budget::Level(l) if !(1..=5).contains(&l) => {
                return Err(CliError::option(
                    "--level",
                    format!("{l} is not from 1 to 5"),
                ));
            }
            Budget::Depth(0) => return Err(CliError::option("--depth", "must be at least 1")),
            Budget::Depth(d) if d > 64 => {
                return Err(CliError::option(
                    "--depth",
                    format!("{d} is deeper than 64"),
                ));
            }
            Budget::Nodes(0) => return Err(CliError::option("--nodes", "must be at least 1")),
            Budget::Time(0) => return Err(CliError::option("--movetime", "must be at least 1")),
            _ => {}
        }
        Ok(Agent {
            kind: Kind::Search(budget),
            rng: SeededRng::seed_from_u64(seed),
            chosen: HashMap::new(),
        })
    }

    /// This player thinking `ms` milliseconds a move (a CPU instead of its
    /// level's node budget; an engine program is sent `go movetime MS`).
    pub fn with_movetime(mut self, ms: Option<u64>) -> Self {
        if let Some(ms) = ms {
            match &mut self.kind {
                Kind::Random => {}
                Kind::Search(budget) => *budget = Budget::Time(ms),
                Kind::Engine(_, go, _) => *go = format!("go movetime {ms}"),
            }
        }
        self
    }

    /// The move this player makes at the end of `history` (the player to
    /// act), or `None` when there is none (or an engine program failed:
    /// said on stderr). An engine program is sent the public record of
    /// `history` as its seat saw it.
    ///
    /// Progress rule (docs/ai.md): a CPU that meets a position for the
    /// third time does not repeat a move it already chose there, if it has
    /// another; it plays the untried move whose position evaluates best.
    /// Kyrras has no draw by repetition and no move limit (KY-10.9), and
    /// Strife's ply limit is off by default (ST-3.7), so two CPUs that each
    /// see no gain could otherwise shuffle to the ply cap.
    pub fn choose(&mut self, history: &History<G>) -> Option<G::Move> {
        let game = history.current();
        let mv = match &mut self.kind {
            Kind::Random => return random_move(game, &mut self.rng),
            Kind::Search(budget) => search(game, *budget, &mut self.rng)?,
            Kind::Engine(seat, go, sent) => {
                let wait = match go.strip_prefix("go movetime ") {
                    Some(ms) => Duration::from_millis(ms.parse().unwrap_or(0)),
                    None => Duration::ZERO,
                };
                return match seat.choose(history, sent, go, wait, &mut self.rng) {
                    Ok(mv) => Some(mv),
                    Err(e) => {
                        eprintln!("tabletop: {e}");
                        None
                    }
                };
            }
        };
        let tried = self.chosen.entry(game.zobrist()).or_default();
        let mv = if tried.len() >= 2 && tried.contains(&mv) {
            untried_best(game, tried).unwrap_or(mv)
        } else {
            mv
        };
        tried.push(mv);
        Some(mv)
    }

    /// Tells an engine program how the game ended (nothing for the others).
    pub fn game_over(&mut self, outcome: Option<&Outcome>) {
        if let Kind::Engine(seat, _, _) = &mut self.kind {
            seat.game_over(outcome);
        }
    }
}

/// The CPU's choice: board-ai's search for the player to act (alpha-beta
/// for two players with nothing hidden, MCTS over determinizations
/// otherwise, unless the game prefers another), seeded from this agent's
/// stream.
fn search<G: CliGame>(game: &G, budget: Budget, rng: &mut SeededRng) -> Option<G::Move> {
    cpu(budget, rng.next_u64()).choose(game)
}

/// The legal move not in `tried` whose resulting position the player to
/// act evaluates best (the first of equals, in generation order).
fn untried_best<G: CliGame>(game: &G, tried: &[G::Move]) -> Option<G::Move> {
    let me = game.to_act()?;
    let mut moves = G::Moves::default();
    game.generate_moves(&mut moves);
    let mut best: Option<(i32, G::Move)> = None;
    for &mv in moves.as_slice() {
        if tried.contains(&mv) {
            continue;
        }
        let mut next = game.clone();
        next.play_unchecked(mv);
        let score = next.evaluate(me);
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, mv));
        }
    }
    best.map(|(_, mv)| mv)
}

/// board-ai's player for a budget.
pub fn cpu(budget: Budget, seed: u64) -> Cpu {
    let settings = match budget {
        Budget::Level(l) => Settings::from(Level::new(l).unwrap_or(Level::DEFAULT)),
        Budget::Depth(d) => Settings::default().with_limits(Limits::depth(d)),
        Budget::Nodes(n) => Settings::default().with_limits(Limits::nodes(n)),
        Budget::Time(ms) => {
            Settings::default().with_limits(Limits::time(Duration::from_millis(ms)))
        }
    };
    Cpu::new(settings.with_seed(seed))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_read_as_documented() {
        assert_eq!(Spec::parse("random", "--a", false).unwrap(), Spec::Random);
        assert_eq!(Spec::parse("cpu", "--a", false).unwrap(), Spec::Cpu(3));
        assert_eq!(Spec::parse("CPU:5", "--a", false).unwrap(), Spec::Cpu(5));
        assert_eq!(Spec::parse("human", "--vs", true).unwrap(), Spec::Human);
        for bad in ["human", "cpu:0", "cpu:6", "cpu:", "cpu3", "robot"] {
            assert!(Spec::parse(bad, "--a", false).is_err(), "{bad}");
        }
        assert_eq!(Spec::Cpu(2).to_string(), "cpu:2");
        assert_eq!(
            Spec::parse(" Engine:./my-engine --fast ", "--a", false).unwrap(),
            Spec::Engine("./my-engine --fast")
        );
        assert!(Spec::parse("engine:", "--a", false).is_err());
    }

    #[test]
    fn a_cpu_back_in_a_position_a_third_time_plays_a_new_move() {
        use lytharia::chess::Chess;
        let mut agent = Agent::<Chess>::new(Spec::Cpu(1), 7).unwrap();
        let start = History::new(Chess::new());
        let first = agent.choose(&start).unwrap();
        let second = agent.choose(&start).unwrap();
        let third = agent.choose(&start).unwrap();
        assert!(
            third != first && third != second,
            "{first} {second} {third}"
        );
        // Each later visit again avoids every move tried there.
        let fourth = agent.choose(&start).unwrap();
        assert!(![first, second, third].contains(&fourth));
    }
}
