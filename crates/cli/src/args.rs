//! The command line, as clap reads it (the contract of DESIGN.md).

use clap::{Args, Parser, Subcommand, ValueEnum};

/// The deepest `perft` the CLI accepts. Deeper searches would take longer
/// than the universe has left for every game here, and very deep recursion
/// only wastes memory.
pub const MAX_PERFT_DEPTH: u32 = 64;

/// A short summary of the text formats, so that an installed binary needs
/// no file it lacks. Only forms the parsers accept; the first example of
/// each game is [`EXAMPLE_MOVES`], tested in the start position.
pub(crate) const FORMATS: &str =
    "Formats (every rule and format is specified in docs/rules/ and docs/notation.md \
of the source repository):
  chess     position: FEN; moves: UCI or SAN, echoed as SAN: e2e4, e7e8q, Nf3, exd5,
            O-O, e8=Q
  glinski   position: board text (see `tabletop show glinski`); moves: from and to
            cells a1..l11 (no j), a promotion adds its letter: f5f6, f10f11q
  kyrras    position: one line (see `tabletop show kyrras`); moves: piece token,
            cells, `-` or `x`: P1B(0,-2)-(0,-1), P1E-N(0,2)-(0,4)NE,
            P1D(0,2)xP2R(0,4); V:P1R(2,3) and V:none when a Viceroy is due
  strife    position: FEN-like with mana, sets and areas; moves: decisions: g1f3,
            g1f3,DP:e5, AM:c1e3, $SW:a2e8, end
  lytharia  position: JSON (use --position-file); moves: actions: effect:c1/0,
            e2-e4, e4xd5, cast:CARD@SQ, reveal:SQ, attach:CARD@SQ, pass, end
`tabletop show GAME` prints any position's text, `tabletop moves GAME` its legal moves,
`tabletop cards GAME` the cards of a card game.";

/// One move per game, legal in its start position (with the default
/// setup and deal): the game crate's `EXAMPLE_MOVE` where it has one.
pub const EXAMPLE_MOVES: [(GameName, &str); 5] = [
    (GameName::Chess, lytharia::chess::EXAMPLE_MOVE),
    (GameName::Glinski, glinski::EXAMPLE_MOVE),
    (GameName::Kyrras, "P1B(0,-2)-(0,-1)"),
    (GameName::Strife, "g1f3"),
    (GameName::Lytharia, "effect:c1/0"),
];

/// The example move of the game called `name` ([`EXAMPLE_MOVES`]).
pub fn example_move(name: &str) -> Option<&'static str> {
    EXAMPLE_MOVES
        .iter()
        .find(|(g, _)| g.name() == name)
        .map(|&(_, m)| m)
}

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
// Parsed once per run: the size of the largest variant costs nothing.
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
        /// Whose view to show: a seat (1, 2, ... or a name such as `white`),
        /// `spectator`, or `all` (everything, hidden information included).
        /// Default: the player to act in a game with hidden information,
        /// everything otherwise.
        #[arg(long = "as", value_name = "SEAT")]
        seat: Option<String>,
    },
    /// Play a game in the terminal against the CPU, or hot-seat.
    ///
    /// Reads one line per decision from standard input (a pipe works too):
    /// a move in the game's notation, or `help`, `moves [GROUP]`, `hand`,
    /// `card NAME`, `log`, `undo` (your own last turn and everything
    /// after it), `show`, `resign`, `quit`. End of input or `quit` ends the
    /// program with status 0. Every move is told in words as the seat
    /// watching may see it.
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
        /// `black`); several as `1,3`. Default: the first seat. When every
        /// seat is a CPU (`--seat`), whose view to watch: a seat,
        /// `spectator` (the default) or `all`.
        #[arg(long = "as", value_name = "SEAT")]
        seat: Option<String>,
        /// Seed for the CPU's and random players' choices (and Lytharian
        /// Chess's deal unless `--deal-seed` is given).
        #[arg(long)]
        seed: Option<u64>,
        #[command(flatten)]
        seating: SeatArgs,
        #[command(flatten)]
        record: RecordArgs,
    },
    /// Play a whole game and print its record (numbered by turn; chess as
    /// PGN movetext), then the final position and the outcome.
    ///
    /// Every seat plays seeded random moves unless `--seat N=SPEC` seats a
    /// CPU there.
    #[command(after_help = FORMATS)]
    Selfplay {
        /// The game.
        game: GameName,
        #[command(flatten)]
        position: PositionArgs,
        #[command(flatten)]
        setup: Setup,
        /// Seed of the players' random choices (and of Lytharian Chess's
        /// deal unless `--deal-seed` is given). Without it, a random seed is
        /// picked and printed.
        #[arg(long)]
        seed: Option<u64>,
        /// Stop after this many plies if the game has not ended.
        #[arg(long, default_value_t = 2000)]
        max_plies: usize,
        /// Print the record as one JSON object instead of text.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        seating: SeatArgs,
        #[command(flatten)]
        watch: WatchArgs,
        #[command(flatten)]
        record: RecordArgs,
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
        /// Search exactly this many plies deep. No time limit: the search
        /// runs until the depth is done, which grows about tenfold a ply
        /// (`--depth 64` does not end in a lifetime); each `--level` has a
        /// bounded node budget, `--movetime` a time limit.
        #[arg(long, conflicts_with = "nodes")]
        depth: Option<u32>,
        /// Search about this many positions. No time limit: a huge count
        /// runs as long as it takes (about a million positions a second);
        /// `--movetime` limits the time instead.
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
    /// two totals always sum to the number of games. A seat given by
    /// `--seat N=SPEC` keeps its player in every game and A and B rotate
    /// over the others; then the side whose best-placed seat finishes
    /// ahead of the other's scores 1, and a fixed seat's outright win 0.5
    /// each. With `--pairs` the games come in pairs on one seed, the second
    /// game of a pair the first with A and B swapped, and the Elo line and
    /// the test count pairs.
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
        /// How many games (even with `--pairs`).
        #[arg(long)]
        games: u32,
        /// Play the games in pairs: games 2k+1 and 2k+2 share one seed
        /// (the deal, the dice, the players' seeds) with A and B on
        /// swapped seats, and the Elo interval and `--sprt` count each
        /// pair's points (0, 0.5, 1, 1.5 or 2), so that the luck of the
        /// deal cancels within a pair. Worth it where chance decides much
        /// (Lytharian Chess, Kyrras's random deployment).
        #[arg(long)]
        pairs: bool,
        #[command(flatten)]
        position: PositionArgs,
        #[command(flatten)]
        setup: Setup,
        /// Seed of the players' random choices (game i uses seed + i;
        /// with `--pairs`, pair k uses seed + k).
        #[arg(long)]
        seed: Option<u64>,
        /// A game still going after this many plies counts as a draw
        /// (four-player Kyrras between CPU players can take over 1,000).
        #[arg(long, default_value_t = 2000)]
        max_plies: usize,
        #[command(flatten)]
        seating: SeatArgs,
        #[command(flatten)]
        watch: WatchArgs,
        #[command(flatten)]
        record: RecordArgs,
    },
    /// List the cards (and set skills) a game knows, with cost, type and
    /// text; QUERY keeps those whose name, type or text contains it.
    Cards {
        /// The game.
        game: GameName,
        /// Words to look for (case does not matter).
        query: Option<String>,
        #[command(flatten)]
        setup: Setup,
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

/// Who plays which seat, beyond `--vs` and `--as`.
#[derive(Args, Debug, Clone, Default)]
pub struct SeatArgs {
    /// Who plays one seat, as `N=SPEC` (`2=cpu:5`, `3=random`, `1=human`);
    /// repeat it for several seats. It overrides `--vs` and `--as` for that
    /// seat; with every seat a CPU, `play` shows each move as it happens.
    /// In `match` the seat keeps its player in every game and A and B
    /// rotate over the other seats.
    #[arg(long = "seat", value_name = "N=SPEC")]
    pub seats: Vec<String>,
}

/// Watching a game of computers as it is played.
#[derive(Args, Debug, Clone, Default)]
pub struct WatchArgs {
    /// Tell every move in words on standard error as it is played
    /// (`White (cpu:2) plays e4: pawn e2-e4`); standard output is unchanged.
    #[arg(long)]
    pub watch: bool,
    /// Whose eyes `--watch` uses: a seat (`1`, `white`), `spectator` (the
    /// default) or `all`. A seat reads its own hidden moves in notation,
    /// the others' only in words.
    #[arg(long = "as", value_name = "WHO", requires = "watch")]
    pub as_: Option<String>,
}

/// Where to write a finished (or abandoned) game.
#[derive(Args, Debug, Clone, Default)]
pub struct RecordArgs {
    /// Write the game's public record as JSON to FILE (`match`: every
    /// game): turns, seats, moves in words, effects and views, as the
    /// perspective of `--record-as` saw them.
    #[arg(long, value_name = "FILE")]
    pub record: Option<String>,
    /// Whose record `--record` writes: a seat (`1`, `white`), `spectator`
    /// (the default) or `all` (everything, hidden information included;
    /// the record then holds the full save too).
    #[arg(long, value_name = "WHO", requires = "record")]
    pub record_as: Option<String>,
    /// Write the full save (start position and every move in the game's
    /// notation, hidden information included) as JSON to FILE.
    #[arg(long, value_name = "FILE")]
    pub save: Option<String>,
}

/// No position given (the commands that take none).
static NO_POSITION: PositionArgs = PositionArgs {
    position: None,
    position_file: None,
};

/// No setup given (the commands that take none).
static NO_SETUP: Setup = Setup {
    players: None,
    deal_seed: None,
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
    /// The seed of the game's own chance: Kyrras's random deployment
    /// (default: the standard setup), Lytharian Chess's deal (deck order
    /// and dice; default: `--seed`). `--deploy-seed` is another name for it.
    #[arg(long, value_name = "SEED", alias = "deploy-seed")]
    pub deal_seed: Option<u64>,
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
            | Command::Cards { game, .. }
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
            Command::Cards { .. } => "cards",
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
            Command::Cards { .. } | Command::Uci | Command::Engine { .. } => &NO_POSITION,
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
            | Command::Match { setup, .. }
            | Command::Cards { setup, .. } => setup,
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
            Command::Cards { .. } | Command::Uci | Command::Engine { .. } => None,
        }
    }

    /// Whether `--seed` seeds something other than the start position
    /// (random moves, the CPU).
    pub fn seeds_moves(&self) -> bool {
        !matches!(
            self,
            Command::Perft { .. }
                | Command::Moves { .. }
                | Command::Show { .. }
                | Command::Cards { .. }
        )
    }
}
