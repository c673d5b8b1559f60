//! Which game a command runs on, and how each game's start position is chosen.

use std::io::Write;

use board_core::{Outcome, Player, PositionNotation};

use crate::args::{Command, GameName, Setup};
use crate::commands::{CliGame, moves_command, numbered_record, perft_command, selfplay_command};
use crate::error::CliError;

pub fn run(command: &Command, out: &mut impl Write) -> Result<(), CliError> {
    let (game, setup) = match command {
        Command::Perft { game, setup, .. }
        | Command::Moves { game, setup, .. }
        | Command::Selfplay { game, setup, .. } => (*game, setup),
    };
    check_options(game, setup)?;
    match game {
        GameName::Chess => chess(command, out),
        GameName::Glinski => glinski(command, out),
        GameName::Kyrras => kyrras(command, out),
        GameName::Strife => strife(command, out),
        GameName::Lytharia => lytharia(command, out),
    }
}

/// Refuses options that mean nothing for the chosen game, rather than
/// silently ignoring them.
fn check_options(game: GameName, setup: &Setup) -> Result<(), CliError> {
    let refuse = |option| {
        Err(CliError::Inapplicable {
            option,
            game: game.name(),
        })
    };
    if setup.players.is_some() && game != GameName::Kyrras {
        return refuse("--players");
    }
    if setup.sets.is_some() && game != GameName::Strife {
        return refuse("--sets");
    }
    if setup.mode.is_some() && game != GameName::Lytharia {
        return refuse("--mode");
    }
    Ok(())
}

/// Runs `command` on a game whose start comes from `start` (or the
/// `--position` text) and whose record is written by `record`.
fn dispatch<G: CliGame + PositionNotation>(
    command: &Command,
    start: impl FnOnce() -> Result<G, CliError>,
    record: impl FnOnce(&G, &[G::Move]) -> Result<String, CliError>,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let load = |position: &Option<String>| match position {
        Some(text) => {
            G::from_position_text(text.trim()).map_err(|e| CliError::Position(e.to_string()))
        }
        None => start(),
    };
    match command {
        Command::Perft {
            position,
            depth,
            divide,
            ..
        } => perft_command(&load(position)?, *depth, *divide, out),
        Command::Moves { position, .. } => moves_command(&load(position)?, out),
        Command::Selfplay {
            position,
            max_plies,
            setup,
            ..
        } => {
            let game = load(position)?;
            let seed = setup.seed.unwrap_or(0);
            selfplay_command(&game, seed, *max_plies, |moves| record(&game, moves), out)
        }
    }
}

// ---- Normal Chess ---------------------------------------------------------

use lytharia::chess::{Chess, Position};

/// `perft` and `moves` read a FEN and count like every published perft
/// (draw claims ignored); `selfplay` plays a whole game under every FIDE
/// rule, threefold repetition included.
impl CliGame for Position {
    fn cli_moves(&self, moves: &mut Self::Moves) {
        self.legal_moves_into(moves);
    }
    fn cli_perft(&self, depth: u32) -> u64 {
        self.perft(depth)
    }
}

impl CliGame for Chess {
    fn describe_outcome(&self, outcome: &Outcome) -> String {
        let how = self
            .game_end()
            .map(|e| format!("{e:?}"))
            .unwrap_or_default();
        match outcome {
            Outcome::Winner(p) if *p == Player::new(0) => format!("1-0 (White wins: {how})"),
            Outcome::Winner(_) => format!("0-1 (Black wins: {how})"),
            _ => format!("1/2-1/2 (draw: {how})"),
        }
    }
}

fn chess(command: &Command, out: &mut impl Write) -> Result<(), CliError> {
    if let Command::Selfplay {
        position,
        max_plies,
        setup,
        ..
    } = command
    {
        let start = match position {
            Some(fen) => {
                Chess::from_fen(fen.trim()).map_err(|e| CliError::Position(e.to_string()))?
            }
            None => Chess::new(),
        };
        let record = |moves: &[lytharia::chess::Move]| Ok(chess_movetext(start.position(), moves));
        return selfplay_command(&start, setup.seed.unwrap_or(0), *max_plies, record, out);
    }
    dispatch(
        command,
        || Ok(Position::startpos()),
        |_, _| Ok(String::new()),
        out,
    )
}

/// SAN movetext: `1. e4 e5 2. Nf3 ...`, ten moves a line.
fn chess_movetext(start: &Position, moves: &[lytharia::chess::Move]) -> String {
    let mut pos = *start;
    let mut text = String::new();
    for (i, &mv) in moves.iter().enumerate() {
        let white = pos.side_to_move() == lytharia::chess::Color::White;
        if white || i == 0 {
            if i > 0 && pos.fullmove_number() % 10 == 1 {
                text.push('\n');
            } else if i > 0 {
                text.push(' ');
            }
            text.push_str(&format!(
                "{}.{} ",
                pos.fullmove_number(),
                if white { "" } else { ".." }
            ));
        } else {
            text.push(' ');
        }
        text.push_str(&pos.san(mv));
        pos.play_unchecked(mv);
    }
    text
}

// ---- Glinski --------------------------------------------------------------

use glinski::{Glinski, Termination};

impl CliGame for Glinski {
    fn describe_outcome(&self, outcome: &Outcome) -> String {
        match self.termination() {
            Some(Termination::Checkmate { loser }) => {
                format!("{outcome} ({loser:?} is checkmated)")
            }
            Some(Termination::Stalemate { stalemated }) => {
                format!("{outcome} ({stalemated:?} is stalemated: 3/4 to the stalemating side)")
            }
            None => outcome.to_string(),
        }
    }
}

fn glinski(command: &Command, out: &mut impl Write) -> Result<(), CliError> {
    use board_core::MoveNotation;
    dispatch(
        command,
        || Ok(Glinski::start()),
        |start, moves| Ok(numbered_record(start, moves, |g, m| g.format_move(m))),
        out,
    )
}

// ---- Kyrras ---------------------------------------------------------------

use kyrras::{Kyrras, PlayerCount};

impl CliGame for Kyrras {}

fn kyrras_setup(setup: &Setup) -> Result<kyrras::Setup, CliError> {
    let players = setup.players.unwrap_or(2);
    let count = PlayerCount::new(players as usize).ok_or_else(|| CliError::Option {
        option: "--players",
        message: format!("Kyrras is played by 2, 3 or 4 players, not {players}"),
    })?;
    Ok(match setup.seed {
        Some(seed) => kyrras::Setup::random(count, seed),
        None => kyrras::Setup::standard(count),
    })
}

fn kyrras(command: &Command, out: &mut impl Write) -> Result<(), CliError> {
    let (Command::Perft {
        setup, position, ..
    }
    | Command::Moves {
        setup, position, ..
    }
    | Command::Selfplay {
        setup, position, ..
    }) = command;
    if position.is_some() && setup.players.is_some() {
        return Err(CliError::Inapplicable {
            option: "--players with --position",
            game: "kyrras",
        });
    }
    let deployment = kyrras_setup(setup)?;
    let from_setup = deployment.clone();
    dispatch(
        command,
        move || {
            from_setup
                .clone()
                .finish()
                .map_err(|e| CliError::Position(e.to_string()))
        },
        |start, moves| {
            if position.is_some() {
                use board_core::MoveNotation;
                Ok(numbered_record(start, moves, |g, m| g.format_move(m)))
            } else {
                kyrras::format_game_record(&deployment, moves)
                    .map_err(|e| CliError::Position(e.to_string()))
            }
        },
        out,
    )
}

// ---- Strife and Truce -----------------------------------------------------

use strife_truce::{Sets, Strife};

impl CliGame for Strife {}

fn strife(command: &Command, out: &mut impl Write) -> Result<(), CliError> {
    let (Command::Perft { setup, .. }
    | Command::Moves { setup, .. }
    | Command::Selfplay { setup, .. }) = command;
    let sets: Sets = match &setup.sets {
        Some(text) => text
            .parse()
            .map_err(|e: strife_truce::SetsError| CliError::Option {
                option: "--sets",
                message: e.to_string(),
            })?,
        None => Sets::default(),
    };
    dispatch(
        command,
        move || Ok(Strife::start(sets)),
        |start, moves| {
            use board_core::MoveNotation;
            Ok(numbered_record(start, moves, |g, m| g.format_move(m)))
        },
        out,
    )
}

// ---- Lytharian Chess ------------------------------------------------------

use lytharia::{LytharianChess, Mode};

impl CliGame for LytharianChess {}

fn lytharia(command: &Command, out: &mut impl Write) -> Result<(), CliError> {
    let (Command::Perft { setup, .. }
    | Command::Moves { setup, .. }
    | Command::Selfplay { setup, .. }) = command;
    let mode: Mode = match &setup.mode {
        Some(text) => text
            .parse()
            .map_err(|e: lytharia::UnknownMode| CliError::Option {
                option: "--mode",
                message: e.to_string(),
            })?,
        None => Mode::Full,
    };
    let seed = setup.seed.unwrap_or(0);
    dispatch(
        command,
        move || Ok(LytharianChess::new(mode, seed)),
        |start, moves| {
            use board_core::MoveNotation;
            Ok(numbered_record(start, moves, |g, m| g.format_move(m)))
        },
        out,
    )
}
