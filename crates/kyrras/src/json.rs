//! The JSON record of the seed's "Digital Implementation" (KY-11.14): per
//! move its number, timestamp, notation, full piece state and state hash.
//! Loading replays the moves and verifies every hash and piece state.
//!
//! [`JsonRecord`] takes each move's time from the caller
//! ([`JsonRecord::build`]); [`iso8601`] formats one, and [`utc_now`] (with
//! the `std` feature) reads the clock where there is one.

use std::collections::BTreeMap;

use board_core::{Game, MoveNotation};
use serde::{Deserialize, Serialize};

use crate::moves::Move;
use crate::state::Kyrras;

/// One piece in a [`MoveEntry`]'s piece state.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct PieceEntry {
    /// Axial `q`.
    pub q: i32,
    /// Axial `r`.
    pub r: i32,
    /// The zero-based dense cell index of the board's grid.
    pub index: usize,
    /// Facing of Elephants and Spears.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub facing: Option<String>,
    /// Always `true`: pieces off the board are not listed.
    pub active: bool,
}

/// One move of a [`JsonRecord`].
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MoveEntry {
    /// 1-based move number.
    pub move_number: u32,
    /// ISO 8601 UTC time.
    pub timestamp: String,
    /// The move in the seed's notation.
    pub notation: String,
    /// Every piece on the board after the move, keyed `P1K`, `P1B#1`,
    /// `P1B#2`, ... (numbered in cell order), and Mountains `M#1`, ...
    pub piece_state: BTreeMap<String, PieceEntry>,
    /// The Zobrist hash of the state after the move, as 16 hex digits.
    pub hash: String,
}

/// A JSON game record.
///
/// ```
/// use board_core::Game;
/// use kyrras::{JsonRecord, Kyrras, PlayerCount};
/// let start = Kyrras::standard(PlayerCount::Two);
/// let mut moves = kyrras::Moves::new();
/// start.generate_moves(&mut moves);
/// let rec = JsonRecord::build(&start, &[moves[0]], |_| "2024-12-22T14:30:00Z".into()).unwrap();
/// let json = rec.to_json();
/// let end = JsonRecord::load(&json).unwrap();
/// assert_eq!(end.to_act(), Some(board_core::Player::new(1)));
/// // A tampered hash is reported with its move number.
/// let bad = json.replacen(&rec.moves[0].hash, "0000000000000000", 1);
/// assert!(JsonRecord::load(&bad).unwrap_err().to_string().contains("move 1"));
/// ```
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct JsonRecord {
    /// The position text of the start (after setup).
    pub start: String,
    /// The moves.
    pub moves: Vec<MoveEntry>,
}

/// Why a JSON record was refused.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum JsonRecordError {
    /// Not valid JSON or not a record.
    #[error("not a JSON record: {0}")]
    Json(String),
    /// The start position is invalid.
    #[error("start position: {0}")]
    Start(String),
    /// A move could not be played.
    #[error("move {number}: {message}")]
    Move {
        /// Its move number.
        number: u32,
        /// What went wrong.
        message: String,
    },
    /// The first hash that does not match the replayed state.
    #[error("move {number}: hash mismatch (recorded {recorded}, replayed {replayed})")]
    HashMismatch {
        /// Its move number.
        number: u32,
        /// The hash in the record.
        recorded: String,
        /// The hash of the replayed state.
        replayed: String,
    },
    /// The piece state does not match the replayed state.
    #[error("move {number}: piece state does not match the replayed position")]
    StateMismatch {
        /// Its move number.
        number: u32,
    },
}

/// The piece state of a position, as recorded.
///
/// ```
/// use kyrras::{Kyrras, PlayerCount};
/// let state = kyrras::json::piece_state(&Kyrras::standard(PlayerCount::Two));
/// assert_eq!(state.len(), 2 * 18 + 8);
/// assert!(state.contains_key("P1K") && state.contains_key("M#8"));
/// ```
pub fn piece_state(game: &Kyrras) -> BTreeMap<String, PieceEntry> {
    let grid = game.players().grid();
    let mut out = BTreeMap::new();
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    let mut mountains = 0;
    for (i, hex) in grid.cells() {
        let (name, facing) = if game.board.is_mountain(i) {
            mountains += 1;
            (format!("M#{mountains}"), None)
        } else if let Some(p) = game.board.piece(i) {
            let base = format!("{}{}", p.owner, p.kind.letter());
            let n = seen.entry(base.clone()).or_insert(0);
            *n += 1;
            let name = if p.kind.start_count() == 1 && p.kind != crate::piece::Kind::Raider {
                base
            } else {
                format!("{base}#{n}")
            };
            (name, p.facing.map(|d| d.name().to_string()))
        } else {
            continue;
        };
        out.insert(
            name,
            PieceEntry {
                q: hex.q(),
                r: hex.r(),
                index: i,
                facing,
                active: true,
            },
        );
    }
    out
}

fn hash_text(h: u64) -> String {
    format!("{h:016x}")
}

impl JsonRecord {
    /// Records `moves` played from `start`; `timestamp(i)` gives the time of
    /// the `i`-th move (0-based).
    pub fn build(
        start: &Kyrras,
        moves: &[Move],
        mut timestamp: impl FnMut(usize) -> String,
    ) -> Result<JsonRecord, JsonRecordError> {
        let mut g = start.clone();
        let mut entries = Vec::new();
        for (i, &mv) in moves.iter().enumerate() {
            let number = i as u32 + 1;
            let notation = g.format_move(mv);
            g.play(mv).map_err(|e| JsonRecordError::Move {
                number,
                message: e.to_string(),
            })?;
            entries.push(MoveEntry {
                move_number: number,
                timestamp: timestamp(i),
                notation,
                piece_state: piece_state(&g),
                hash: hash_text(g.zobrist()),
            });
        }
        Ok(JsonRecord {
            start: start.position_text(),
            moves: entries,
        })
    }

    /// The record as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// Parses a JSON record (no replay).
    pub fn parse(json: &str) -> Result<JsonRecord, JsonRecordError> {
        serde_json::from_str(json)
            .map_err(|e| JsonRecordError::Json(crate::text::clip(&e.to_string(), 120)))
    }

    /// Replays the record, verifying every move's hash and piece state;
    /// returns the final state or the first mismatch.
    pub fn verify(&self) -> Result<Kyrras, JsonRecordError> {
        let mut g = Kyrras::parse_position(&self.start)
            .map_err(|e| JsonRecordError::Start(e.to_string()))?;
        for (i, entry) in self.moves.iter().enumerate() {
            let number = i as u32 + 1;
            if entry.move_number != number {
                return Err(JsonRecordError::Move {
                    number,
                    message: format!("recorded as move {}", entry.move_number),
                });
            }
            let mv = g
                .parse_move(&entry.notation)
                .map_err(|e| JsonRecordError::Move {
                    number,
                    message: e.to_string(),
                })?;
            g.play(mv).map_err(|e| JsonRecordError::Move {
                number,
                message: e.to_string(),
            })?;
            let replayed = hash_text(g.zobrist());
            if replayed != entry.hash {
                return Err(JsonRecordError::HashMismatch {
                    number,
                    recorded: entry.hash.clone(),
                    replayed,
                });
            }
            if piece_state(&g) != entry.piece_state {
                return Err(JsonRecordError::StateMismatch { number });
            }
        }
        Ok(g)
    }

    /// Parses and verifies a JSON record text; never panics.
    pub fn load(json: &str) -> Result<Kyrras, JsonRecordError> {
        JsonRecord::parse(json)?.verify()
    }
}

/// The current time as ISO 8601 UTC (`2024-12-22T14:30:00Z`), for
/// [`JsonRecord::build`]; `None` where the platform has no clock
/// (`wasm32-unknown-unknown`, where `SystemTime::now` would trap: pass a
/// time from the host there). Needs the `std` feature (on by default).
///
/// ```
/// if let Some(now) = kyrras::json::utc_now() {
///     assert!(now.ends_with('Z') && now.len() == 20);
/// }
/// ```
#[cfg(feature = "std")]
pub fn utc_now() -> Option<String> {
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    {
        None
    }
    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    {
        let secs = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .ok()?
            .as_secs();
        Some(iso8601(secs))
    }
}

/// Seconds since 1970 as ISO 8601 UTC.
///
/// ```
/// assert_eq!(kyrras::json::iso8601(1_734_877_800), "2024-12-22T14:30:00Z");
/// ```
pub fn iso8601(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    // Civil from days (H. Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = if m <= 2 { y + 1 } else { y };
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem / 60 % 60,
        rem % 60
    )
}
