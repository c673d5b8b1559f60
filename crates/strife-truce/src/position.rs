//! Position text (ST-19): FEN's board and side, then `key=value` fields for
//! mana, sets, turn counter, statuses, board effects and the dead. The
//! reference is the Strife section of `docs/notation.md`.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write;

use board_core::square::Color;
use board_core::{PositionNotation, Square};

use crate::error::{PositionError, bounded};
use crate::piece::{Kind, cost::MANA_CAP};
use crate::sets::parse_set;
use crate::state::{RANK_1, RANK_2, RANK_7, RANK_8, Stage, Strife, bit, sq};

fn square_list(out: &mut String, key: &str, mut b: u64) {
    if b == 0 {
        return;
    }
    let _ = write!(out, " {key}=");
    let mut first = true;
    while b != 0 {
        if !first {
            out.push(',');
        }
        first = false;
        let _ = write!(out, "{}", sq(b.trailing_zeros()));
        b &= b - 1;
    }
}

fn side_char(c: Color) -> char {
    if c == Color::White { 'w' } else { 'b' }
}

/// The position text of `game`.
///
/// ```
/// use strife_truce::{format_position, Strife};
/// let g = Strife::start("fire,none".parse().unwrap());
/// assert_eq!(
///     format_position(&g),
///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w mana=0/0 sets=fire/none ply=0"
/// );
/// ```
pub fn format_position(game: &Strife) -> String {
    let mut out = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            let s = sq(rank * 8 + file);
            match game.piece_at(s) {
                None => empty += 1,
                Some((c, k)) => {
                    if empty > 0 {
                        let _ = write!(out, "{empty}");
                        empty = 0;
                    }
                    let ch = k.to_char();
                    out.push(if c == Color::White {
                        ch.to_ascii_uppercase()
                    } else {
                        ch
                    });
                }
            }
        }
        if empty > 0 {
            let _ = write!(out, "{empty}");
        }
        if rank > 0 {
            out.push('/');
        }
    }
    let set = |c: usize| game.sets.get(c).map_or("none", |s| s.short_name());
    let _ = write!(
        out,
        " {} mana={}/{} sets={}/{} ply={}",
        side_char(game.side),
        game.mana[0],
        game.mana[1],
        set(0),
        set(1),
        game.ply
    );
    square_list(&mut out, "frozen", game.frozen);
    square_list(&mut out, "invincible", game.invincible);
    square_list(&mut out, "blessed", game.blessed);
    square_list(&mut out, "fire", game.fire);
    square_list(&mut out, "space", game.space);
    match game.locked {
        [false, false] => {}
        [true, false] => out.push_str(" locked=w"),
        [false, true] => out.push_str(" locked=b"),
        [true, true] => out.push_str(" locked=wb"),
    }
    if game.dead != [[0; 6]; 2] {
        out.push_str(" dead=");
        for c in 0..2 {
            if c == 1 {
                out.push('/');
            }
            let before = out.len();
            for k in Kind::ALL {
                for _ in 0..game.dead[c][k.index()] {
                    out.push(k.to_char().to_ascii_uppercase());
                }
            }
            if out.len() == before {
                out.push('-');
            }
        }
    }
    let pawns = game.kinds[Kind::Pawn.index()];
    let on_start = (pawns & game.colors[0] & RANK_2) | (pawns & game.colors[1] & RANK_7);
    square_list(&mut out, "moved", on_start & !game.unmoved);
    let t = &game.turn;
    match t.stage {
        Stage::Start => {}
        Stage::Committed => out.push_str(" stage=committed"),
        Stage::Moved => out.push_str(" stage=moved"),
        Stage::Done => out.push_str(" stage=done"),
        Stage::Swarm(n) => {
            let _ = write!(out, " stage=swarm{n}");
        }
    }
    square_list(&mut out, "actor", t.actor);
    if let Some(o) = t.origin {
        let _ = write!(out, " origin={o}");
    }
    square_list(&mut out, "trail", t.trail);
    square_list(&mut out, "aoe", t.aoe);
    square_list(&mut out, "newcells", t.new_cells);
    square_list(&mut out, "newfrozen", t.new_frozen);
    square_list(&mut out, "newinvincible", t.new_invincible);
    if t.killed {
        out.push_str(" killed=y");
    }
    if t.busy && t.stage == Stage::Start {
        out.push_str(" busy=y");
    }
    if let Some(l) = game.ply_limit {
        let _ = write!(out, " limit={l}");
    }
    if let Some(c) = game.truce {
        let _ = write!(out, " truce={}", side_char(c));
    }
    out
}

fn parse_board(text: &str, g: &mut Strife) -> Result<(), PositionError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(PositionError::Board("expected 8 ranks separated by '/'"));
    }
    for (i, r) in ranks.iter().enumerate() {
        let rank = 7 - i as u32;
        let mut file = 0u32;
        for ch in r.chars() {
            if let Some(d) = ch.to_digit(10) {
                if d == 0 || d > 8 {
                    return Err(PositionError::Board("empty-square counts are 1 to 8"));
                }
                file += d;
            } else {
                let k = Kind::from_char(ch).ok_or(PositionError::Board("unknown piece letter"))?;
                if file >= 8 {
                    return Err(PositionError::Board("a rank has more than 8 squares"));
                }
                let b = 1u64 << (rank * 8 + file);
                g.kinds[k.index()] |= b;
                g.colors[usize::from(ch.is_ascii_lowercase())] |= b;
                file += 1;
            }
            if file > 8 {
                return Err(PositionError::Board("a rank has more than 8 squares"));
            }
        }
        if file != 8 {
            return Err(PositionError::Board("a rank has fewer than 8 squares"));
        }
    }
    Ok(())
}

fn parse_squares(field: &'static str, v: &str) -> Result<u64, PositionError> {
    let bad = || PositionError::Field {
        field,
        value: bounded(v),
    };
    let mut b = 0;
    for s in v.split(',') {
        let s: Square = s.parse().map_err(|_| bad())?;
        b |= bit(s);
    }
    Ok(b)
}

fn parse_pair<'a>(field: &'static str, v: &'a str) -> Result<(&'a str, &'a str), PositionError> {
    v.split_once('/').ok_or_else(|| PositionError::Field {
        field,
        value: bounded(v),
    })
}

/// Reads and validates a position text. Never panics.
///
/// ```
/// use strife_truce::{parse_position, PositionError};
/// let g = parse_position("4k3/8/8/8/8/8/8/4K3 w mana=12/3 sets=ice/void ply=7 frozen=e8").unwrap();
/// assert_eq!(g.mana(board_core::square::Color::White), 12);
/// assert!(matches!(parse_position("8/8 w"), Err(PositionError::Board(_))));
/// ```
pub fn parse_position(text: &str) -> Result<Strife, PositionError> {
    if text.len() > 8192 {
        return Err(PositionError::Invalid("text longer than 8192 bytes"));
    }
    let mut parts = text.split_whitespace();
    let board = parts.next().ok_or(PositionError::Missing("board"))?;
    let side = parts.next().ok_or(PositionError::Missing("side to move"))?;
    let mut g = Strife::empty(Default::default());
    parse_board(board, &mut g)?;
    g.side = match side {
        "w" => Color::White,
        "b" => Color::Black,
        _ => {
            return Err(PositionError::Field {
                field: "side",
                value: bounded(side),
            });
        }
    };
    let mut seen: Vec<&str> = Vec::new();
    let mut moved = 0;
    for field in parts {
        let (key, value) = field
            .split_once('=')
            .ok_or_else(|| PositionError::UnknownField(bounded(field)))?;
        if seen.contains(&key) {
            return Err(PositionError::UnknownField(bounded(key)));
        }
        seen.push(key);
        let bad = |f: &'static str| PositionError::Field {
            field: f,
            value: bounded(value),
        };
        match key {
            "mana" => {
                let (w, b) = parse_pair("mana", value)?;
                g.mana = [
                    w.parse().map_err(|_| bad("mana"))?,
                    b.parse().map_err(|_| bad("mana"))?,
                ];
            }
            "sets" => {
                let (w, b) = parse_pair("sets", value)?;
                g.sets.white = parse_set(w).map_err(|_| bad("sets"))?;
                g.sets.black = parse_set(b).map_err(|_| bad("sets"))?;
            }
            "ply" => g.ply = value.parse().map_err(|_| bad("ply"))?,
            "limit" => g.ply_limit = Some(value.parse().map_err(|_| bad("limit"))?),
            "frozen" => g.frozen = parse_squares("frozen", value)?,
            "invincible" => g.invincible = parse_squares("invincible", value)?,
            "blessed" => g.blessed = parse_squares("blessed", value)?,
            "fire" => g.fire = parse_squares("fire", value)?,
            "space" => g.space = parse_squares("space", value)?,
            "locked" => {
                g.locked = match value {
                    "w" => [true, false],
                    "b" => [false, true],
                    "wb" => [true, true],
                    _ => return Err(bad("locked")),
                }
            }
            "truce" => {
                g.truce = Some(match value {
                    "w" => Color::White,
                    "b" => Color::Black,
                    _ => return Err(bad("truce")),
                })
            }
            "dead" => {
                let (w, b) = parse_pair("dead", value)?;
                for (c, list) in [w, b].into_iter().enumerate() {
                    if list == "-" {
                        continue;
                    }
                    for ch in list.chars() {
                        let k = Kind::from_char(ch)
                            .filter(|_| ch.is_ascii_uppercase())
                            .ok_or_else(|| bad("dead"))?;
                        let n = &mut g.dead[c][k.index()];
                        *n = n
                            .checked_add(1)
                            .ok_or(PositionError::Invalid("more than 255 dead of one kind"))?;
                    }
                }
            }
            "moved" => moved = parse_squares("moved", value)?,
            "stage" => {
                g.turn.stage = match value {
                    "committed" => Stage::Committed,
                    "moved" => Stage::Moved,
                    "done" => Stage::Done,
                    "swarm1" => Stage::Swarm(1),
                    "swarm2" => Stage::Swarm(2),
                    "swarm3" => Stage::Swarm(3),
                    _ => return Err(bad("stage")),
                };
                g.turn.busy = true;
            }
            "actor" => g.turn.actor = parse_squares("actor", value)?,
            "origin" => g.turn.origin = Some(value.parse().map_err(|_| bad("origin"))?),
            "trail" => g.turn.trail = parse_squares("trail", value)?,
            "aoe" => g.turn.aoe = parse_squares("aoe", value)?,
            "newcells" => g.turn.new_cells = parse_squares("newcells", value)?,
            "newfrozen" => g.turn.new_frozen = parse_squares("newfrozen", value)?,
            "newinvincible" => g.turn.new_invincible = parse_squares("newinvincible", value)?,
            "killed" if value == "y" => g.turn.killed = true,
            "busy" if value == "y" => g.turn.busy = true,
            "killed" | "busy" => return Err(bad("killed or busy")),
            _ => return Err(PositionError::UnknownField(bounded(key))),
        }
    }
    for required in ["mana", "sets", "ply"] {
        if !seen.contains(&required) {
            return Err(PositionError::Missing(required));
        }
    }
    let pawns = g.kinds[Kind::Pawn.index()];
    let on_start = (pawns & g.colors[0] & RANK_2) | (pawns & g.colors[1] & RANK_7);
    if moved & !on_start != 0 {
        return Err(PositionError::Invalid(
            "moved lists only pawns on their own start rank",
        ));
    }
    g.unmoved = on_start & !moved;
    validate(&g)?;
    g.hash = g.compute_hash();
    Ok(g)
}

fn validate(g: &Strife) -> Result<(), PositionError> {
    let occ = g.occ();
    if g.mana.iter().any(|&m| m > MANA_CAP) {
        return Err(PositionError::Invalid("mana above 40"));
    }
    let pawns = g.kinds[Kind::Pawn.index()];
    if (pawns & g.colors[0] & RANK_8) | (pawns & g.colors[1] & RANK_1) != 0 {
        return Err(PositionError::Invalid("a pawn on its last rank"));
    }
    let t = &g.turn;
    if t.actor & !occ != 0 {
        return Err(PositionError::Invalid("an actor on an empty square"));
    }
    if t.new_frozen & !g.frozen != 0
        || t.new_invincible & !g.invincible != 0
        || t.new_cells & !(g.fire | g.space) != 0
    {
        return Err(PositionError::Invalid(
            "a status or cell of this turn that is not on the board",
        ));
    }
    let own_actor = t.actor & g.colors[g.side.index()];
    match t.stage {
        Stage::Committed if own_actor.count_ones() != 1 || t.actor != own_actor => {
            return Err(PositionError::Invalid(
                "stage=committed needs exactly one actor of the side to move",
            ));
        }
        Stage::Moved | Stage::Done if t.actor.count_ones() > 1 => {
            return Err(PositionError::Invalid("more than one actor"));
        }
        Stage::Swarm(n) if t.actor.count_ones() > u32::from(n) => {
            return Err(PositionError::Invalid("more actors than Swarm moves"));
        }
        Stage::Start if t.actor != 0 || t.origin.is_some() => {
            return Err(PositionError::Invalid("an actor before any piece acted"));
        }
        _ => {}
    }
    if (g.frozen | g.invincible | g.blessed) & !occ != 0 {
        return Err(PositionError::Invalid("a status on an empty square"));
    }
    if (g.fire | g.space) & occ != 0 {
        return Err(PositionError::Invalid("a fire or space cell under a piece"));
    }
    if g.fire & g.space != 0 {
        return Err(PositionError::Invalid("a square both fire and space"));
    }
    for c in 0..2 {
        let alive = g.colors[c].count_ones();
        let dead: u32 = g.dead[c].iter().map(|&n| u32::from(n)).sum();
        if alive + dead > 16 {
            return Err(PositionError::Invalid(
                "more than 16 pieces for one side, alive and dead together",
            ));
        }
        // Alive and dead together, each kind beyond the starting set is a
        // promoted pawn (ST-4.2); resurrection only brings the dead back.
        let n = |k: Kind| {
            (g.kinds[k.index()] & g.colors[c]).count_ones() + u32::from(g.dead[c][k.index()])
        };
        let pawns = n(Kind::Pawn);
        let promoted = n(Kind::Queen).saturating_sub(1)
            + n(Kind::Rook).saturating_sub(2)
            + n(Kind::Bishop).saturating_sub(2)
            + n(Kind::Knight).saturating_sub(2);
        if n(Kind::King) > 1 {
            return Err(PositionError::Invalid(
                "more than one king for one side, alive and dead together",
            ));
        }
        if pawns > 8 || promoted > 8 - pawns {
            return Err(PositionError::Invalid(
                "impossible material: more queens, rooks, bishops and knights beyond the starting set than missing pawns, alive and dead together",
            ));
        }
    }
    Ok(())
}

impl PositionNotation for Strife {
    type PositionError = PositionError;

    fn to_position_text(&self) -> String {
        format_position(self)
    }

    fn from_position_text(text: &str) -> Result<Strife, PositionError> {
        parse_position(text)
    }
}

impl core::str::FromStr for Strife {
    type Err = PositionError;
    fn from_str(s: &str) -> Result<Strife, PositionError> {
        parse_position(s)
    }
}

impl core::fmt::Display for Strife {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&format_position(self))
    }
}

impl serde::Serialize for Strife {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&format_position(self))
    }
}

impl<'de> serde::Deserialize<'de> for Strife {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Strife, D::Error> {
        let text = <alloc::borrow::Cow<'de, str>>::deserialize(d)?;
        parse_position(&text).map_err(serde::de::Error::custom)
    }
}

/// `Debug` prints the position text, like `Display`.
impl core::fmt::Debug for Strife {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&format_position(self))
    }
}
