//! What a search may spend ([`Limits`]), how it searches ([`Settings`]) and
//! the five CPU strengths ([`Level`]).

use core::fmt;
use core::str::FromStr;
use core::time::Duration;

use board_core::Algorithm;

/// When a search stops. `None` means no limit of that kind; the search stops
/// at the first limit reached. A search always completes depth 1 (alpha-beta)
/// or one iteration (MCTS) so that it has a move.
///
/// Depth and node limits are deterministic; a time limit is not (and needs
/// the `std` feature: without it `time` is ignored).
///
/// ```
/// use board_ai::Limits;
/// let l = Limits::nodes(10_000).with_depth(6);
/// assert_eq!((l.nodes, l.depth, l.time), (Some(10_000), Some(6), None));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Limits {
    /// Alpha-beta: the deepest iteration, in plies. MCTS: the deepest tree
    /// level expanded (MCTS without a node or time limit stops after the
    /// node budget of [`Level::DEFAULT`]).
    pub depth: Option<u32>,
    /// States the search may play (every move it makes on a copy of the
    /// game counts one, in the tree and in play-outs alike).
    pub nodes: Option<u64>,
    /// Wall-clock time (only with the `std` feature).
    pub time: Option<Duration>,
}

impl Limits {
    /// Only a node limit.
    pub const fn nodes(nodes: u64) -> Self {
        Limits {
            depth: None,
            nodes: Some(nodes),
            time: None,
        }
    }

    /// Only a depth limit.
    ///
    /// ```
    /// assert_eq!(board_ai::Limits::depth(4).depth, Some(4));
    /// ```
    pub const fn depth(depth: u32) -> Self {
        Limits {
            depth: Some(depth),
            nodes: None,
            time: None,
        }
    }

    /// Only a time limit (ignored without the `std` feature).
    ///
    /// ```
    /// use core::time::Duration;
    /// let l = board_ai::Limits::time(Duration::from_millis(250));
    /// assert_eq!(l.time, Some(Duration::from_millis(250)));
    /// ```
    pub const fn time(time: Duration) -> Self {
        Limits {
            depth: None,
            nodes: None,
            time: Some(time),
        }
    }

    /// These limits with a depth limit too.
    pub const fn with_depth(mut self, depth: u32) -> Self {
        self.depth = Some(depth);
        self
    }

    /// These limits with a node limit too.
    ///
    /// ```
    /// assert_eq!(board_ai::Limits::depth(3).with_nodes(500).nodes, Some(500));
    /// ```
    pub const fn with_nodes(mut self, nodes: u64) -> Self {
        self.nodes = Some(nodes);
        self
    }

    /// These limits with a time limit too.
    ///
    /// ```
    /// use core::time::Duration;
    /// let l = board_ai::Limits::nodes(9).with_time(Duration::from_secs(1));
    /// assert_eq!(l.time, Some(Duration::from_secs(1)));
    /// ```
    pub const fn with_time(mut self, time: Duration) -> Self {
        self.time = Some(time);
        self
    }
}

/// Everything a search is told: limits, seed and tuning.
///
/// The same game state, settings and seed always give the same move, unless
/// a time limit cuts the search short.
///
/// ```
/// use board_ai::{Level, Limits, Settings};
/// let s = Settings::from(Level::new(2).unwrap()).with_seed(7);
/// assert_eq!(s.limits, Limits::nodes(Level::new(2).unwrap().nodes()));
/// assert_eq!(s.seed, 7);
/// assert_eq!(Settings::default(), Settings::from(Level::DEFAULT));
/// ```
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Settings {
    /// When to stop.
    pub limits: Limits,
    /// Seeds the determinizations, the play-outs and their tie-breaks.
    pub seed: u64,
    /// Which search to run.
    pub algorithm: Algorithm,
    /// Memory of the alpha-beta transposition table, in bytes (rounded down
    /// to a power-of-two number of entries, at least one).
    pub table_bytes: usize,
    /// Alpha-beta: look past the nominal depth at the moves the game marks
    /// noisy ([`Evaluate::is_noisy`](board_core::Evaluate::is_noisy)).
    pub quiescence: bool,
    /// With hidden information: how many determinizations (states consistent
    /// with the CPU's own view) are searched (not by
    /// [`Algorithm::Ismcts`](board_core::Algorithm::Ismcts), which draws its own); the node and time limits are
    /// shared among them. The game may change the count for the node
    /// budget ([`Determinize::determinizations`](board_core::Determinize::determinizations);
    /// Lytharian Chess's full game searches fewer, deeper worlds).
    pub determinizations: u32,
    /// MCTS: random moves played from a new leaf before the evaluation
    /// judges the state; 0 evaluates the leaf at once.
    pub playout_cap: u32,
    /// MCTS: the UCT exploration constant (rewards are in `[0, 1]`).
    pub exploration: f64,
    /// Alpha-beta: up to this many centi-pawns, drawn from the seed and the
    /// position's hash, are added to every evaluation, so that different
    /// seeds vary the play among nearly equal moves (still deterministic for
    /// a given seed). 0 turns it off; won and lost games are never blurred.
    pub eval_noise: u32,
    /// Alpha-beta: principal variation search (at the root too) with late
    /// move reductions, futility, reverse futility and late move pruning
    /// near the leaves (margins for evaluations where a pawn is about
    /// 100), internal iterative reduction, null-move pruning where the
    /// game offers a pass
    /// ([`Evaluate::null_move`](board_core::Evaluate::null_move)), one
    /// more ply in check ([`Evaluate::in_check`](board_core::Evaluate::in_check))
    /// and every evasion in quiescence, and no noisy move of negative
    /// [`Evaluate::move_priority`](board_core::Evaluate::move_priority) (a
    /// losing capture) in quiescence; near the leaves, quiet moves that
    /// lose material by
    /// [`Evaluate::static_exchange`](board_core::Evaluate::static_exchange). They make the search deeper for the
    /// same nodes; off, every move is searched to the full depth with the
    /// full window.
    pub pruning: bool,
}

/// 4 MiB.
const DEFAULT_TABLE_BYTES: usize = 4 << 20;

impl Settings {
    /// These settings with another seed.
    pub const fn with_seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// These settings with other limits.
    ///
    /// ```
    /// use board_ai::{Limits, Settings};
    /// let s = Settings::default().with_limits(Limits::depth(3));
    /// assert_eq!(s.limits.nodes, None);
    /// ```
    pub const fn with_limits(mut self, limits: Limits) -> Self {
        self.limits = limits;
        self
    }

    /// These settings with another algorithm.
    ///
    /// ```
    /// use board_ai::{Algorithm, Settings};
    /// assert_eq!(Settings::default().with_algorithm(Algorithm::Mcts).algorithm, Algorithm::Mcts);
    /// ```
    pub const fn with_algorithm(mut self, algorithm: Algorithm) -> Self {
        self.algorithm = algorithm;
        self
    }
}

impl Default for Settings {
    /// The settings of [`Level::DEFAULT`].
    fn default() -> Self {
        Settings::from(Level::DEFAULT)
    }
}

impl From<Level> for Settings {
    fn from(level: Level) -> Self {
        Settings {
            limits: Limits::nodes(level.nodes()),
            seed: 0,
            algorithm: Algorithm::Auto,
            table_bytes: DEFAULT_TABLE_BYTES,
            quiescence: true,
            determinizations: level.determinizations(),
            playout_cap: 8,
            exploration: 0.7,
            eval_noise: 8,
            pruning: true,
        }
    }
}

/// A CPU strength, `cpu:1` (weakest) to `cpu:5`: a node budget.
///
/// | level | nodes | determinizations | Lytharian Chess, full game |
/// |---|---|---|---|
/// | `cpu:1` | 1 000 | 2 | 1 |
/// | `cpu:2` | 5 000 | 4 | 1 |
/// | `cpu:3` (default) | 20 000 | 6 | 2 |
/// | `cpu:4` | 80 000 | 16 | 4 |
/// | `cpu:5` | 320 000 | 48 | 8 |
///
/// The game decides the last column through
/// [`Determinize::determinizations`](board_core::Determinize::determinizations).
///
/// ```
/// use board_ai::Level;
/// let l: Level = "cpu:4".parse().unwrap();
/// assert_eq!(l.get(), 4);
/// assert_eq!(l.to_string(), "cpu:4");
/// assert_eq!("cpu".parse::<Level>().unwrap(), Level::DEFAULT);
/// assert!("cpu:6".parse::<Level>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Level(u8);

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// The strongest level.
    pub const MAX: Level = Level(5);
    /// `cpu:3`, what `cpu` alone means.
    pub const DEFAULT: Level = Level(3);

    /// The level `n`, if it is in `1..=5`.
    ///
    /// ```
    /// assert!(board_ai::Level::new(0).is_none());
    /// assert_eq!(board_ai::Level::new(5), Some(board_ai::Level::MAX));
    /// ```
    pub const fn new(n: u8) -> Option<Level> {
        if n >= 1 && n <= 5 {
            Some(Level(n))
        } else {
            None
        }
    }

    /// The level number, 1 to 5.
    pub const fn get(self) -> u8 {
        self.0
    }

    /// The node budget of a move at this level.
    ///
    /// ```
    /// assert_eq!(board_ai::Level::DEFAULT.nodes(), 20_000);
    /// ```
    pub const fn nodes(self) -> u64 {
        match self.0 {
            1 => 1_000,
            2 => 5_000,
            3 => 20_000,
            4 => 80_000,
            _ => 320_000,
        }
    }

    /// How many determinizations share the budget in games with hidden
    /// information, unless the game asks for another count
    /// ([`Determinize::determinizations`](board_core::Determinize::determinizations)).
    /// The stronger levels spend most of their extra budget on more worlds
    /// rather than deeper searches of each: a deep search of one world
    /// exploits what that world's draw happened to fix (its dice, the
    /// opponent's hand), and in Battle Duels 8 worlds of 40 000 nodes lost
    /// to `cpu:2` (6 of 16) where 48 worlds of 6 667 won (10 of 16). In
    /// Lytharian Chess's full game (MCTS) the opposite held: 48 worlds of
    /// 6 667 nodes were not stronger than 16 of 5 000, and the game keeps
    /// 1, 1, 2, 4 and 8 worlds at `cpu:1` to `cpu:5` instead.
    ///
    /// ```
    /// assert_eq!(board_ai::Level::MAX.determinizations(), 48);
    /// ```
    pub const fn determinizations(self) -> u32 {
        match self.0 {
            1 => 2,
            2 => 4,
            3 => 6,
            4 => 16,
            _ => 48,
        }
    }
}

impl Default for Level {
    fn default() -> Self {
        Level::DEFAULT
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cpu:{}", self.0)
    }
}

/// Why a text is not a [`Level`]: it must be `cpu` or `cpu:1` to `cpu:5`.
///
/// ```
/// let e = "cpu:9".parse::<board_ai::Level>().unwrap_err();
/// assert_eq!(e.to_string(), "expected a CPU level `cpu` or `cpu:1` to `cpu:5`");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ParseLevelError;

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("expected a CPU level `cpu` or `cpu:1` to `cpu:5`")
    }
}

impl core::error::Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        let Some(rest) = s
            .get(..3)
            .filter(|p| p.eq_ignore_ascii_case("cpu"))
            .map(|_| &s[3..])
        else {
            return Err(ParseLevelError);
        };
        if rest.is_empty() {
            return Ok(Level::DEFAULT);
        }
        let digits = rest.strip_prefix(':').ok_or(ParseLevelError)?;
        if digits.len() != 1 {
            return Err(ParseLevelError);
        }
        let n = digits.as_bytes()[0].wrapping_sub(b'0');
        Level::new(n).ok_or(ParseLevelError)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_round_trip_and_grow() {
        for n in 1..=5 {
            let l = Level::new(n).unwrap();
            assert_eq!(l.to_string().parse::<Level>(), Ok(l));
            if n > 1 {
                assert!(l.nodes() > Level::new(n - 1).unwrap().nodes());
            }
        }
        for bad in [
            "", "cp", "cpu:", "cpu:0", "cpu:10", "cpu3", "CPU:x", "human",
        ] {
            assert_eq!(bad.parse::<Level>(), Err(ParseLevelError), "{bad:?}");
        }
        assert_eq!("CPU:2".parse::<Level>(), Ok(Level(2)));
    }
}
