//! The command line, as clap reads it (the contract of DESIGN.md).

use clap::{Args, Parser, Subcommand, ValueEnum};

/// Perft, legal moves and self-play for the tabletop games.
#[derive(Parser, Debug)]
#[command(name = "tabletop", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Count the leaves of the legal-move tree to a depth.
    ///
    /// The last line on stdout is the total as a bare integer; `--divide`
    /// first prints one `MOVE COUNT` line per legal move.
    Perft {
        /// The game.
        game: GameName,
        /// Plies to search.
        #[arg(long)]
        depth: u32,
        /// Start from this position (FEN for chess; see docs/notation.md).
        #[arg(long)]
        position: Option<String>,
        /// Print the count below each legal move first.
        #[arg(long)]
        divide: bool,
        #[command(flatten)]
        setup: Setup,
    },
    /// Print each legal move, one per line, sorted.
    Moves {
        /// The game.
        game: GameName,
        /// The position (FEN for chess; see docs/notation.md).
        #[arg(long)]
        position: Option<String>,
        #[command(flatten)]
        setup: Setup,
    },
    /// Play a whole game of seeded random moves and print its record, then
    /// the outcome.
    Selfplay {
        /// The game.
        game: GameName,
        /// Start from this position instead of the start position.
        #[arg(long)]
        position: Option<String>,
        /// Stop after this many plies if the game has not ended.
        #[arg(long, default_value_t = 2000)]
        max_plies: usize,
        #[command(flatten)]
        setup: Setup,
    },
}

/// Options that choose the start position of games that have choices.
#[derive(Args, Debug, Clone, Default)]
pub struct Setup {
    /// Seed for random choices (self-play moves, random deployment, dice).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Number of players (Kyrras: 2, 3 or 4).
    #[arg(long)]
    pub players: Option<u8>,
    /// Strife and Truce sets as `WHITE,BLACK` (e.g. `princess,none`).
    #[arg(long)]
    pub sets: Option<String>,
    /// Lytharian Chess mode: `full`, `duels` or `pawn-wars`.
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
