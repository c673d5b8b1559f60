//! Game records for people and programs: the text record numbered by turn
//! (chess as PGN movetext), the JSON record of one perspective
//! ([`History::public_record`]) and the full save.

use std::io::Write;

use board_core::inspect::Perspective;
use board_core::{Game, History, Outcome, Player};
use serde_json::{Value, json};

use crate::args::RecordArgs;
use crate::commands::{CliGame, describe_outcome, parse_perspective};
use crate::error::{CliError, quote};

/// The turn each ply of `history` belongs to ([`board_core::Inspect::turn_number`],
/// or rounds of seats where the game does not count turns), as
/// [`History::public_record`] numbers them.
pub fn ply_turns<G: CliGame>(history: &History<G>) -> Vec<(u32, Player)> {
    let mut round = 1u32;
    let mut last: Option<Player> = None;
    let mut turns = Vec::with_capacity(history.len());
    for (state, _) in history.plies() {
        let seat = state.to_act().unwrap_or(Player::new(0));
        if last.is_some_and(|l| seat.index() < l.index()) {
            round += 1;
        }
        last = Some(seat);
        turns.push((state.turn_number().unwrap_or(round), seat));
    }
    turns
}

/// The record as text lines: the game's movetext where it has one (chess:
/// PGN), otherwise one line per turn of a seat, `3. P2: e7-e5 end`.
pub fn record_lines<G: CliGame>(history: &History<G>) -> Vec<String> {
    if let Some(movetext) = G::movetext(history) {
        return wrap_words(&movetext, 79);
    }
    let turns = ply_turns(history);
    let mut lines: Vec<String> = Vec::new();
    let mut current: Option<(u32, Player)> = None;
    for ((state, mv), &(turn, seat)) in history.plies().zip(&turns) {
        let text = state.format_move(mv);
        match (current, lines.last_mut()) {
            (Some(c), Some(line)) if c == (turn, seat) => {
                line.push(' ');
                line.push_str(&text);
            }
            _ => {
                lines.push(format!("{turn}. {}: {text}", state.seat_name(seat)));
                current = Some((turn, seat));
            }
        }
    }
    lines
}

/// Words in lines at most `width` wide.
fn wrap_words(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.len() + 1 + word.len() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// PGN movetext of a chess game: move numbers, SAN, and the result token.
pub fn chess_movetext(history: &History<lytharia::chess::Chess>) -> String {
    use lytharia::chess::Color;
    let mut words: Vec<String> = Vec::new();
    for (i, (state, mv)) in history.plies().enumerate() {
        let p = state.position();
        let number = p.fullmove_number();
        match p.side_to_move() {
            Color::White => words.push(format!("{number}.")),
            Color::Black if i == 0 => words.push(format!("{number}...")),
            Color::Black => {}
        }
        words.push(p.san(mv));
    }
    let result = match history.current().outcome() {
        Some(Outcome::Winner(p)) if p.index() == 0 => "1-0",
        Some(Outcome::Winner(_)) => "0-1",
        Some(Outcome::Draw) => "1/2-1/2",
        _ => "*",
    };
    words.push(result.into());
    words.join(" ")
}

/// A position text as a JSON value: the JSON itself where the game's
/// position text is JSON (Lytharian Chess), a string otherwise (FEN).
pub fn position_json(text: &str) -> Value {
    match serde_json::from_str::<Value>(text) {
        Ok(v @ (Value::Object(_) | Value::Array(_))) => v,
        _ => Value::String(text.to_string()),
    }
}

/// The outcome as JSON fields: `result` (`win`, `draw`, `ranking`,
/// `unfinished`), `winner`, `places` (1 = first; every seat 1 in a draw).
pub fn outcome_json<G: CliGame>(game: &G, outcome: Option<&Outcome>) -> Value {
    let n = game.player_count();
    let (kind, places): (&str, Option<Vec<u8>>) = match outcome {
        Some(Outcome::Winner(p)) => {
            let mut places = vec![2; n];
            if let Some(place) = places.get_mut(p.index()) {
                *place = 1;
            }
            ("win", Some(places))
        }
        Some(Outcome::Draw) => ("draw", Some(vec![1; n])),
        Some(Outcome::Ranking(r)) => ("ranking", Some(r.places().to_vec())),
        None => ("unfinished", None),
    };
    json!({
        "result": kind,
        "winner": outcome.and_then(Outcome::winner).map(|p| game.seat_name(p)),
        "places": places,
        "reason": game.end_reason(),
        "outcome": outcome.map(|o| describe_outcome(game, o)),
    })
}

/// Who a record is for: `--record-as`, or `default`.
pub fn record_perspective<G: CliGame>(
    game: &G,
    args: &RecordArgs,
    default: Perspective,
) -> Result<Perspective, CliError> {
    match &args.record_as {
        Some(text) => parse_perspective(game, text, "--record-as"),
        None => Ok(default),
    }
}

/// One game as a JSON object: game, seats, seeds, the text record, the
/// public record of `perspective`, and with [`Perspective::Omniscient`]
/// the full save too.
pub fn game_json<G: CliGame>(
    game_name: &str,
    history: &History<G>,
    seats: &[String],
    seeds: (u64, u64),
    perspective: Perspective,
) -> Value {
    let record = history.public_record(perspective);
    let end = history.current();
    let mut value = json!({
        "format": 1,
        "game": game_name,
        "seats": seats,
        "deal_seed": seeds.0,
        "seed": seeds.1,
        "perspective": perspective_name(end, perspective),
        "outcome": outcome_json(end, end.outcome().as_ref()),
        "public": record,
    });
    let open = perspective == Perspective::Omniscient || !end.has_hidden_information();
    if open {
        value["moves"] = json!(record_lines(history));
    }
    if perspective == Perspective::Omniscient {
        value["save"] = json!(history);
    }
    value
}

/// `1`, `spectator` or `all`, as `--record-as` reads them.
pub fn perspective_name<G: CliGame>(game: &G, perspective: Perspective) -> String {
    match perspective {
        Perspective::Omniscient => "all".into(),
        Perspective::Spectator => "spectator".into(),
        Perspective::Seat(p) => game.seat_name(p),
    }
}

/// Writes `value` to `file` as pretty JSON.
pub fn write_json(file: &str, value: &Value) -> Result<(), CliError> {
    let text = serde_json::to_string_pretty(value)
        .map_err(|e| CliError::Usage(format!("cannot write the record: {e}")))?;
    let mut f = std::fs::File::create(file)
        .map_err(|e| CliError::Usage(format!("cannot write {}: {e}", quote(file))))?;
    writeln!(f, "{text}")
        .map_err(|e| CliError::Usage(format!("cannot write {}: {e}", quote(file))))?;
    Ok(())
}

/// Writes what `--record` and `--save` ask for, for one game.
pub fn write_requested<G: CliGame>(
    args: &RecordArgs,
    game_name: &str,
    history: &History<G>,
    seats: &[String],
    seeds: (u64, u64),
    default: Perspective,
) -> Result<(), CliError> {
    if let Some(file) = &args.record {
        let perspective = record_perspective(history.start(), args, default)?;
        write_json(
            file,
            &game_json(game_name, history, seats, seeds, perspective),
        )?;
    }
    if let Some(file) = &args.save {
        write_json(file, &json!(history))?;
    }
    Ok(())
}
