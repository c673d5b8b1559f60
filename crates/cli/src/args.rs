//! The command line, as clap reads it (the contract of DESIGN.md).

use clap::{Args, Parser, Subcommand, ValueEnum};

/// The deepest `perft` the CLI accepts. Deeper searches would take longer
/// than the universe has left for every game here, and very deep recursion
/// only wastes memory.
pub const MAX_PERFT_DEPTH: u32 = 64;

/// A short summary of the text formats, so that an installed binary needs
/// no file it lacks.
const FORMATS: &str = "Formats (every rule and format is specified in docs/rules/ and docs/notation.md \
of the source repository):
  chess     position: FEN; moves: UCI (e2e4, e7e8q) or SAN (Nf3)
  glinski   position: board text (see `tabletop show glinski`); moves: from and to cells (b1b3, f7f8q)
  kyrras    position: one line (see `tabletop show kyrras`); moves: P1B(0,-2)-(0,-1), V:(q,r), pass
  strife    position: FEN-like with mana, sets and areas; moves: decisions (e2e4, g1f3,DP:g1, $SW:a2e8, end)
  lytharia  position: JSON (use --position-file); moves: e2-e4, e4xd5, cast:CARD@SQ, pass ...
`tabletop show GAME` prints any position's text, `tabletop moves GAME` its legal moves.";

/// Play, show, count and self-play the tabletop board games.
#[derive(Parser, Debug)]
#[command(
    name = "tabletop",
    version,
    about = "Play the tabletop board games (Normal Chess, Glinski's hexagonal chess, Kyrras, \
             Strife and Truce, Lytharian Chess) against the CPU or hot-seat, show their boards \
             as text and SVG, and count, self-play and analyse them.",
    long_about = None,
    after_help = FORMATS
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Program,
}

/// Every command: those on one game, and the ones over all games.
// Parsed once per run: the size of the larger variant does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Subcommand, Debug)]
pub enum Program {
    #[command(flatten)]
    Game(Command),
    /// Time a fixed perft suite of every game (a few standard positions
    /// each) and print nodes and nodes per second per game and in total.
    ///
    /// The last line on stdout is the signature: the total node count as a
    /// bare integer. It changes only when a move generator's results
    /// change, so it checks a build; the times say how fast it is.
    Bench {
        /// Threads to count on (default 1, so that runs compare per core).
        #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=1024))]
        threads: u16,
    },
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Count the leaves of the legal-move tree to a depth.
    ///
    /// The last line on stdout is the total as a bare integer; `--divide`
    /// first prints one `MOVE COUNT` line per legal move. Time and nodes per
    /// second go to stderr.
    #[command(after_help = FORMATS)]
    Perft {
        /// The game.
        game: GameName,
        /// Plies to search (at most 64).
        #[arg(long)]
        depth: u32,
        /// Print the count below each legal move first.
        #[arg(long)]
        divide: bool,
        /// Threads to count on (the root moves are shared out over them;
        /// the counts are the same at any number). Default: one per core.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=1024))]
        threads: Option<u16>,
        #[command(flatten)]
        position: PositionArgs,
        #[command(flatten)]
        setup: Setup,
        /// Lytharian Chess: the seed of the deal (deck order and dice).
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Print each legal move in the game's notation, one per line, sorted.
    #[command(after_help = FORMATS)]
    Moves {
        /// The game.
        game: GameName,
        #[command(flatten)]
        position: PositionArgs,
        #[command(flatten)]
        setup: Setup,
        /// Lytharian Chess: the seed of the deal (deck order and dice).
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Print the board as text (and write it as an SVG picture).
    #[command(after_help = FORMATS)]
    Show {
        /// The game.
        game: GameName,
        #[command(flatten)]
        position: PositionArgs,
        #[command(flatten)]
        setup: Setup,
        /// Lytharian Chess: the seed of the deal (deck order and dice).
        #[arg(long)]
        seed: Option<u64>,
        /// Also write the board as an SVG picture to this file.
        #[arg(long, value_name = "FILE")]
        svg: Option<String>,
        /// Show only what this seat may see (1, 2, ... or a seat name such as
        /// `white`); the default shows everything.
        #[arg(long = "as", value_name = "SEAT")]
        seat: Option<String>,
    },
    /// Play a game in the terminal against the CPU, or hot-seat.
    ///
    /// Reads one line per decision from standard input (a pipe works too):
    /// a move in the game's notation, or `help`, `moves`, `undo`, `show`,
    /// `resign`, `quit`. End of input or `quit` ends the program with
    /// status 0.
    #[command(after_help = FORMATS)]
    Play {
        /// The game.
        game: GameName,
        #[command(flatten)]
        position: PositionArgs,
        #[command(flatten)]
        setup: Setup,
        /// Who plays the other seats: `cpu`, `cpu:L` (L from 1 to 5),
        /// `random`, `engine:COMMAND` (a program speaking the tabletop
        /// engine protocol), or `human` (hot-seat: every seat is typed in).
        #[arg(long, default_value = "cpu", value_name = "SPEC")]
        vs: String,
        /// The CPU (and engine programs) think this many milliseconds a
        /// move instead of the level's budget.
        #[arg(long, value_name = "MS")]
        movetime: Option<u64>,
        /// The seat(s) you play: `1`, `2`, ... or a seat name (`white`,
        /// `black`); several as `1,3`. Default: the first seat.
        #[arg(long = "as", value_name = "SEAT")]
        seat: Option<String>,
        /// Seed for the CPU's and random players' choices (and Lytharian
        /// Chess's deal).
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Play a whole game of seeded random moves and print its record, then
    /// the final position and the outcome.
    #[command(after_help = FORMATS)]
    Selfplay {
        /// The game.
        game: GameName,
        #[command(flatten)]
        position: PositionArgs,
        #[command(flatten)]
        setup: Setup,
        /// Seed of the random moves (and of Lytharian Chess's deal). Without
        /// it, a random seed is picked and printed.
        #[arg(long)]
        seed: Option<u64>,
        /// Stop after this many plies if the game has not ended.
        #[arg(long, default_value_t = 2000)]
        max_plies: usize,
        /// Print the record as one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// The CPU's choice for the player to act; the last line on stdout is
    /// that move, written as `moves` writes it.
    #[command(after_help = FORMATS)]
    Best {
        /// The game.
        game: GameName,
        #[command(flatten)]
        position: PositionArgs,
        #[command(flatten)]
        setup: Setup,
        /// Strength from 1 (weakest) to 5 (strongest).
        #[arg(long, conflicts_with_all = ["depth", "nodes"])]
        level: Option<u8>,
        /// Search exactly this many plies deep.
        #[arg(long, conflicts_with = "nodes")]
        depth: Option<u32>,
        /// Search about this many positions.
        #[arg(long, conflicts_with = "movetime")]
        nodes: Option<u64>,
        /// Think this many milliseconds.
        #[arg(long, value_name = "MS", conflicts_with_all = ["level", "depth"])]
        movetime: Option<u64>,
        /// Seed of the CPU's random choices (and of Lytharian Chess's deal).
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Play games between two players, seats rotating; the last line on
    /// stdout is `a=POINTS b=POINTS games=N`.
    ///
    /// Seats alternate A, B, A, ... around the table, starting with A in
    /// seat `i mod players` in game `i` (counted from 0); with 3 players the
    /// roles swap every 3 games, so both sides hold as many seats over 6
    /// games. Scoring: a win (or a sole first place) is 1 point for the side
    /// holding the winning seat; a draw, a game still going after
    /// `--max-plies`, or a first place shared by A and B is 0.5 each. The
    /// two totals always sum to the number of games.
    #[command(name = "match", after_help = FORMATS)]
    Match {
        /// The game.
        game: GameName,
        /// Player A: `random`, `cpu`, `cpu:L` (L from 1 to 5), or
        /// `engine:COMMAND`, a program speaking the tabletop engine
        /// protocol (docs/protocol.md), started with that shell command.
        #[arg(long, value_name = "SPEC")]
        a: String,
        /// Player B: `random`, `cpu`, `cpu:L` or `engine:COMMAND`.
        #[arg(long, value_name = "SPEC")]
        b: String,
        /// CPU players (and engine programs) think this many milliseconds
        /// a move instead of their level's node budget.
        #[arg(long, value_name = "MS")]
        movetime: Option<u64>,
        /// Stop as soon as a sequential probability ratio test decides
        /// between `ELO0` and `ELO1` (A's Elo advantage over B; 5 % error
        /// each way), e.g. `--sprt 0,50`.
        #[arg(long, value_name = "ELO0,ELO1")]
        sprt: Option<String>,
        /// How many games.
        #[arg(long)]
        games: u32,
        #[command(flatten)]
        position: PositionArgs,
        #[command(flatten)]
        setup: Setup,
        /// Seed of the players' random choices (game i uses seed + i).
        #[arg(long)]
        seed: Option<u64>,
        /// A game still going after this many plies counts as a draw
        /// (four-player Kyrras between CPU players can take over 1,000).
        #[arg(long, default_value_t = 2000)]
        max_plies: usize,
    },
    /// Speak UCI on standard input and output: the Normal Chess CPU as an
    /// engine for chess GUIs, python-chess and engine-testing tools.
    Uci,
    /// Speak the tabletop engine protocol (docs/protocol.md) for a game:
    /// the CPU as an engine any match runner can seat.
    Engine {
        /// The game.
        game: GameName,
    },
}

/// No position given (the commands that take none).
static NO_POSITION: PositionArgs = PositionArgs {
    position: None,
    position_file: None,
};

/// No setup given (the commands that take none).
static NO_SETUP: Setup = Setup {
    players: None,
    deploy_seed: None,
    sets: None,
    mode: None,
};

/// Where a position comes from instead of the start position.
#[derive(Args, Debug, Clone, Default)]
pub struct PositionArgs {
    /// Start from this position (FEN for chess; `tabletop show GAME` prints
    /// any game's position text).
    #[arg(long, value_name = "POS", conflicts_with = "position_file")]
    pub position: Option<String>,
    /// Read the position text from a file (`-`: standard input).
    #[arg(long, value_name = "FILE")]
    pub position_file: Option<String>,
}

/// Options that choose the start position of games that have choices.
#[derive(Args, Debug, Clone, Default)]
pub struct Setup {
    /// Kyrras: number of players (2, 3 or 4).
    #[arg(long)]
    pub players: Option<u8>,
    /// Kyrras: deploy the armies at random with this seed (default: the
    /// standard setup).
    #[arg(long, value_name = "SEED")]
    pub deploy_seed: Option<u64>,
    /// Strife and Truce: the sets as `WHITE,BLACK` (e.g. `princess,none`).
    #[arg(long)]
    pub sets: Option<String>,
    /// Lytharian Chess: the mode, `full`, `duels` or `pawn-wars`.
    #[arg(long)]
    pub mode: Option<String>,
}

/// The games the CLI knows.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameName {
    /// Normal Chess (FIDE).
    Chess,
    /// Glinski's hexagonal chess.
    Glinski,
    /// Kyrras, hex chess for 2-4 players.
    Kyrras,
    /// Strife and Truce.
    Strife,
    /// Lytharian Chess.
    Lytharia,
}

impl GameName {
    pub fn name(self) -> &'static str {
        match self {
            GameName::Chess => "chess",
            GameName::Glinski => "glinski",
            GameName::Kyrras => "kyrras",
            GameName::Strife => "strife",
            GameName::Lytharia => "lytharia",
        }
    }
}

impl Command {
    pub fn game(&self) -> GameName {
        match self {
            Command::Perft { game, .. }
            | Command::Moves { game, .. }
            | Command::Show { game, .. }
            | Command::Play { game, .. }
            | Command::Selfplay { game, .. }
            | Command::Best { game, .. }
            | Command::Match { game, .. }
            | Command::Engine { game } => *game,
            Command::Uci => GameName::Chess,
        }
    }

    pub fn name(&self) -> &'static str {
        match self {
            Command::Perft { .. } => "perft",
            Command::Moves { .. } => "moves",
            Command::Show { .. } => "show",
            Command::Play { .. } => "play",
            Command::Selfplay { .. } => "selfplay",
            Command::Best { .. } => "best",
            Command::Match { .. } => "match",
            Command::Uci => "uci",
            Command::Engine { .. } => "engine",
        }
    }

    pub fn position(&self) -> &PositionArgs {
        match self {
            Command::Perft { position, .. }
            | Command::Moves { position, .. }
            | Command::Show { position, .. }
            | Command::Play { position, .. }
            | Command::Selfplay { position, .. }
            | Command::Best { position, .. }
            | Command::Match { position, .. } => position,
            Command::Uci | Command::Engine { .. } => &NO_POSITION,
        }
    }

    pub fn setup(&self) -> &Setup {
        match self {
            Command::Perft { setup, .. }
            | Command::Moves { setup, .. }
            | Command::Show { setup, .. }
            | Command::Play { setup, .. }
            | Command::Selfplay { setup, .. }
            | Command::Best { setup, .. }
            | Command::Match { setup, .. } => setup,
            Command::Uci | Command::Engine { .. } => &NO_SETUP,
        }
    }

    pub fn seed(&self) -> Option<u64> {
        match self {
            Command::Perft { seed, .. }
            | Command::Moves { seed, .. }
            | Command::Show { seed, .. }
            | Command::Play { seed, .. }
            | Command::Selfplay { seed, .. }
            | Command::Best { seed, .. }
            | Command::Match { seed, .. } => *seed,
            Command::Uci | Command::Engine { .. } => None,
        }
    }

    /// Whether `--seed` seeds something other than the start position
    /// (random moves, the CPU).
    pub fn seeds_moves(&self) -> bool {
        !matches!(
            self,
            Command::Perft { .. } | Command::Moves { .. } | Command::Show { .. }
        )
    }
}
