//! Which game a command runs on, and how each game's start position is
//! chosen: the only per-game code of the CLI.

use std::io::{IsTerminal, Read, Write};

use crate::agents::Spec;
use crate::args::{Command, GameName, PositionArgs};
use crate::commands::{
    Budget, CliGame, best_command, moves_command, perft_command, selfplay_command, show_command,
};
use crate::error::{CliError, MAX_POSITION_FILE, quote};
use crate::play::{PlayConfig, play};

pub fn run(command: &Command, out: &mut impl Write) -> Result<(), CliError> {
    check_options(command)?;
    let text = position_text(command)?;
    let text = text.as_deref();
    match command.game() {
        // Games without setup options: a new game is `Default`.
        GameName::Chess => run_game(command, text, default_start::<lytharia::chess::Chess>, out),
        GameName::Glinski => run_game(command, text, default_start::<glinski::Glinski>, out),
        GameName::Kyrras => {
            let setup = kyrras_setup(command)?;
            let start = move |_| {
                setup
                    .finish()
                    .map_err(|e| CliError::Position(e.to_string()))
            };
            run_game(command, text, start, out)
        }
        GameName::Strife => {
            let sets: strife_truce::Sets = match &command.setup().sets {
                Some(text) => text.parse().map_err(|e: strife_truce::SetsError| {
                    CliError::option("--sets", e.to_string())
                })?,
                None => strife_truce::Sets::default(),
            };
            run_game(
                command,
                text,
                move |_| Ok(strife_truce::Strife::start(sets)),
                out,
            )
        }
        GameName::Lytharia => {
            let mode: lytharia::Mode = match &command.setup().mode {
                Some(text) => text.parse().map_err(|e: lytharia::UnknownMode| {
                    CliError::option("--mode", e.to_string())
                })?,
                None => lytharia::Mode::Full,
            };
            let start = move |seed| Ok(lytharia::LytharianChess::new(mode, seed));
            run_game(command, text, start, out)
        }
    }
}

/// A new game of `G` with its default options (no chance in its start).
fn default_start<G: Default>(_deal: u64) -> Result<G, CliError> {
    Ok(G::default())
}

fn kyrras_setup(command: &Command) -> Result<kyrras::Setup, CliError> {
    let setup = command.setup();
    let players = setup.players.unwrap_or(2);
    let count = kyrras::PlayerCount::new(players as usize).ok_or_else(|| {
        CliError::option(
            "--players",
            format!("Kyrras is played by 2, 3 or 4 players, not {players}"),
        )
    })?;
    Ok(match setup.deal_seed {
        Some(seed) => kyrras::Setup::random(count, seed),
        None => kyrras::Setup::standard(count),
    })
}

/// The position text of `--position` or `--position-file`, if any.
fn position_text(command: &Command) -> Result<Option<String>, CliError> {
    let PositionArgs {
        position,
        position_file,
    } = command.position();
    if let Some(text) = position {
        return Ok(Some(text.trim().to_string()));
    }
    let Some(file) = position_file else {
        return Ok(None);
    };
    let text = if file == "-" {
        read_bounded(std::io::stdin().lock(), "standard input")?
    } else {
        let reader = std::fs::File::open(file).map_err(|e| {
            CliError::option(
                "--position-file",
                format!("cannot read {}: {e}", quote(file)),
            )
        })?;
        read_bounded(reader, &quote(file))?
    };
    Ok(Some(text.trim().to_string()))
}

/// A position file's text: at most [`MAX_POSITION_FILE`] bytes read (longer
/// is refused), UTF-8, a leading byte-order mark (as some editors write)
/// dropped.
fn read_bounded(reader: impl std::io::Read, name: &str) -> Result<String, CliError> {
    let mut bytes = Vec::new();
    reader
        .take(MAX_POSITION_FILE + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| CliError::option("--position-file", format!("cannot read {name}: {e}")))?;
    if bytes.len() as u64 > MAX_POSITION_FILE {
        return Err(CliError::option(
            "--position-file",
            format!(
                "{name} is longer than {MAX_POSITION_FILE} bytes; a position or saved game is far shorter"
            ),
        ));
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        CliError::option(
            "--position-file",
            format!(
                "{name} is not UTF-8 text (byte {})",
                e.utf8_error().valid_up_to()
            ),
        )
    })?;
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

/// Refuses options that mean nothing for the chosen game and command,
/// rather than silently ignoring them.
fn check_options(command: &Command) -> Result<(), CliError> {
    let game = command.game();
    let name = game.name();
    let setup = command.setup();
    let for_game = |option: &'static str, owner: GameName| {
        if game != owner {
            Err(CliError::Inapplicable {
                option,
                context: format!("{name} (only to {})", owner.name()),
            })
        } else {
            Ok(())
        }
    };
    // Every game but Kyrras is for two: `--players 2` is true of it and
    // harmless, any other count is refused.
    if let Some(players) = setup.players
        && game != GameName::Kyrras
        && players != 2
    {
        return Err(CliError::option(
            "--players",
            format!("{name} is played by 2 players, not {players} (only kyrras has a choice)"),
        ));
    }
    if setup.deal_seed.is_some() && !matches!(game, GameName::Kyrras | GameName::Lytharia) {
        return Err(CliError::Inapplicable {
            option: "--deal-seed",
            context: format!("{name} (only kyrras and lytharia deal at random)"),
        });
    }
    if setup.sets.is_some() {
        for_game("--sets", GameName::Strife)?;
    }
    if setup.mode.is_some() {
        for_game("--mode", GameName::Lytharia)?;
    }
    let given = command.position();
    if given.position.is_some() || given.position_file.is_some() {
        let with_position = |option| CliError::Inapplicable {
            option,
            context: "a given position (the position text already says it)".into(),
        };
        if setup.players.is_some() && game == GameName::Kyrras {
            return Err(with_position("--players"));
        }
        if setup.deal_seed.is_some() {
            return Err(with_position("--deal-seed"));
        }
        if setup.sets.is_some() {
            return Err(with_position("--sets"));
        }
        if setup.mode.is_some() {
            return Err(with_position("--mode"));
        }
        if command.seed().is_some() && !command.seeds_moves() {
            return Err(with_position("--seed"));
        }
    }
    if command.seed().is_some() && !command.seeds_moves() && game != GameName::Lytharia {
        return Err(CliError::Inapplicable {
            option: "--seed",
            context: format!("{} of {name} (nothing in it is random)", command.name()),
        });
    }
    if let Command::Play { .. } = command
        && given.position_file.as_deref() == Some("-")
    {
        return Err(CliError::Inapplicable {
            option: "--position-file -",
            context: "play (standard input carries the moves)".into(),
        });
    }
    Ok(())
}

/// A random seed, for commands that pick one when none is given.
fn random_seed() -> u64 {
    use std::hash::{BuildHasher, RandomState};
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    RandomState::new().hash_one(nanos) % 1_000_000_000
}

/// The start: the given position text, or the game's setup (`deal` seeds a
/// game whose start is random, Lytharian Chess's deck order).
fn load<G: CliGame>(
    text: Option<&str>,
    start: &impl Fn(u64) -> Result<G, CliError>,
    deal: u64,
) -> Result<G, CliError> {
    match text {
        Some(text) => G::parse_position(text).map_err(CliError::Position),
        None => start(deal),
    }
}

/// Runs `command` on a game whose start is the given position `text` or
/// `start(deal seed)`: one generic code path for every game.
fn run_game<G: CliGame>(
    command: &Command,
    text: Option<&str>,
    start: impl Fn(u64) -> Result<G, CliError>,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let game_name = command.game().name();
    let seed = command.seed();
    // The game's own chance (`--deal-seed`; Lytharian Chess falls back on
    // `--seed`, its only seed before there were two).
    let deal_seed = command.setup().deal_seed;
    let deal = |players: u64| deal_seed.unwrap_or(players);
    match command {
        Command::Perft {
            depth,
            divide,
            threads,
            ..
        } => {
            crate::commands::check_depth(*depth)?;
            perft_command(
                &load(text, &start, deal(seed.unwrap_or(0)))?,
                *depth,
                *divide,
                threads.map_or(0, usize::from),
                out,
            )
        }
        Command::Moves { .. } => moves_command(&load(text, &start, deal(seed.unwrap_or(0)))?, out),
        Command::Cards { query, .. } => {
            let game = load(text, &start, deal(0))?;
            crate::menus::cards_command(&game, query.as_deref(), out)
        }
        Command::Selfplay {
            max_plies,
            json,
            seating,
            watch,
            record,
            ..
        } => {
            let seed = match seed {
                Some(s) => s,
                None => {
                    let s = random_seed();
                    eprintln!("tabletop: random seed {s} (repeat this game with --seed {s})");
                    s
                }
            };
            let game = load(text, &start, deal(seed))?;
            let seats = crate::seats::selfplay_seats(&game, seating)?;
            let watch = crate::seats::watcher(&game, watch)?;
            selfplay_command(
                game_name,
                &game,
                &seats,
                (deal(seed), seed),
                *max_plies,
                *json,
                record,
                watch.as_ref(),
                out,
            )
        }
        Command::Show {
            svg, seat, seed, ..
        } => {
            let game = load(text, &start, deal(seed.unwrap_or(0)))?;
            show_command(&game, seat.as_deref(), svg.as_deref(), out)
        }
        Command::Best {
            level,
            depth,
            nodes,
            movetime,
            seed,
            ..
        } => {
            let budget = match (level, depth, nodes) {
                _ if movetime.is_some() => Budget::Time(movetime.unwrap_or(1)),
                (_, Some(d), _) => Budget::Depth(*d),
                (_, _, Some(n)) => Budget::Nodes(*n),
                (Some(l), _, _) => Budget::Level(*l),
                _ => Budget::Level(crate::agents::DEFAULT_LEVEL),
            };
            let game = load(text, &start, deal(seed.unwrap_or(0)))?;
            best_command(&game, budget, seed.unwrap_or(0), out)
        }
        Command::Match {
            a,
            b,
            games,
            seed,
            max_plies,
            record,
            movetime,
            sprt,
            seating,
            watch,
            pairs,
            ..
        } => {
            let a = Spec::parse(a, "--a", false)?;
            let b = Spec::parse(b, "--b", false)?;
            let sprt = sprt
                .as_deref()
                .map(crate::elo::Sprt::parse)
                .transpose()
                .map_err(|e| CliError::option("--sprt", e))?;
            let seed = seed.unwrap_or(0);
            // Game i deals with the deal seed + i and seeds its players
            // with the players' seed + i.
            let first_deal = deal(seed);
            let first = load(text, &start, first_deal)?;
            let fixed = crate::seats::fixed_seats(&first, seating)?;
            let watch = crate::seats::watcher(&first, watch)?;
            crate::commands::match_command(
                |s| load(text, &start, first_deal.wrapping_add(s.wrapping_sub(seed))),
                crate::commands::MatchPlan {
                    a,
                    b,
                    games: *games,
                    seed,
                    max_plies: *max_plies,
                    movetime: *movetime,
                    sprt,
                    game_name,
                    record: record.clone(),
                    fixed,
                    watch,
                    pairs: *pairs,
                },
                out,
            )
        }
        Command::Uci | Command::Engine { .. } => Err(CliError::Usage(format!(
            "{} is not a command of one game",
            command.name()
        ))),
        Command::Play {
            vs,
            seat,
            seed,
            seating,
            record,
            movetime,
            ..
        } => {
            let seed = seed.unwrap_or_else(random_seed);
            let game = load(text, &start, deal(seed))?;
            if game.outcome().is_some() {
                return Err(CliError::Usage(
                    "the game in this position is already over".into(),
                ));
            }
            let (seats, watch) = crate::seats::play_seats(&game, vs, seat.as_deref(), seating)?;
            // Checked before the game starts, not after it.
            crate::records::record_perspective(&game, record, watch)?;
            let cfg = PlayConfig {
                game: game_name,
                seats,
                seed,
                deal_seed: deal(seed),
                watch,
                record: record.clone(),
                movetime: *movetime,
                color: crate::board::use_color(),
                interactive: std::io::stdin().is_terminal(),
            };
            let stdin = std::io::stdin();
            play(game, &cfg, &mut stdin.lock(), out)
        }
    }
}

// ---- The games' CLI adapters -----------------------------------------------

/// Normal Chess: `perft` and `moves` count like every published perft (draw
/// claims ignored) and positions print as a bare FEN; `selfplay` and `play`
/// play under every FIDE rule, threefold repetition included.
impl CliGame for lytharia::chess::Chess {
    fn position_text(&self) -> String {
        self.position().to_fen()
    }
    fn echo_move(&self, mv: Self::Move) -> String {
        self.position().san(mv)
    }
    fn movetext(history: &board_core::History<Self>) -> Option<String> {
        Some(crate::records::chess_movetext(history))
    }
    fn cli_moves(&self, moves: &mut Self::Moves) {
        self.position().legal_moves_into(moves);
    }
    fn cli_perft(&self, depth: u32) -> u64 {
        self.position().perft(depth)
    }
}

impl CliGame for glinski::Glinski {}

impl CliGame for kyrras::Kyrras {}

impl CliGame for strife_truce::Strife {}

impl CliGame for lytharia::LytharianChess {}

#[cfg(test)]
mod input_limits {
    use super::*;
    use crate::error::Zeros;

    #[test]
    fn an_endless_position_file_is_refused_after_reading_the_cap() {
        let mut zeros = Zeros { served: 0 };
        let e = read_bounded(&mut zeros, "`/dev/zero`").unwrap_err();
        assert!(e.to_string().contains("longer than 16777216 bytes"), "{e}");
        assert!(
            zeros.served <= MAX_POSITION_FILE + 64 * 1024,
            "{} bytes read",
            zeros.served
        );
    }

    #[test]
    fn a_byte_order_mark_is_dropped_and_bad_utf8_refused() {
        let text = read_bounded("\u{feff}8/8/8/8/8/8/8/K1k5 w - - 0 1\n".as_bytes(), "f").unwrap();
        assert_eq!(text, "8/8/8/8/8/8/8/K1k5 w - - 0 1\n");
        let e = read_bounded(&b"ab\xffcd"[..], "f").unwrap_err();
        assert!(e.to_string().contains("not UTF-8 text (byte 2)"), "{e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args::{EXAMPLE_MOVES, FORMATS};
    use board_core::MoveNotation;

    /// Whether `text` parses as a legal move in `game`.
    fn parses<G: MoveNotation>(game: G, text: &str) -> bool {
        game.parse_move(text).is_ok()
    }

    #[test]
    fn every_example_move_is_legal_in_the_start_position_and_in_the_help() {
        for (game, example) in EXAMPLE_MOVES {
            let legal = match game {
                GameName::Chess => parses(lytharia::chess::Chess::default(), example),
                GameName::Glinski => parses(glinski::Glinski::default(), example),
                GameName::Kyrras => {
                    let start = kyrras::Setup::standard(kyrras::PlayerCount::new(2).unwrap());
                    parses(start.finish().unwrap(), example)
                }
                GameName::Strife => {
                    parses(strife_truce::Strife::start(Default::default()), example)
                }
                GameName::Lytharia => parses(
                    lytharia::LytharianChess::new(lytharia::Mode::Full, 0),
                    example,
                ),
            };
            assert!(legal, "{}: {example}", game.name());
            assert!(FORMATS.contains(example), "{}: {example}", game.name());
        }
    }
}
