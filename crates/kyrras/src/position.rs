//! The one-line position text (KY-11.13), its validation, and serde on
//! [`Kyrras`] through it.

use core::fmt::Write as _;

use board_core::hex::Direction;
use board_core::{Player, PositionNotation};

use crate::board::Board;
use crate::count::PlayerCount;
use crate::notation::Cursor;
use crate::piece::Kind;
use crate::state::Kyrras;

/// Why a position text was refused.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("position text, column {column}: {message}")]
pub struct PositionError {
    /// 1-based column where the problem was found (0: the whole text).
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

fn err<T>(column: usize, message: impl Into<String>) -> Result<T, PositionError> {
    Err(PositionError {
        column,
        message: message.into(),
    })
}

fn facing_code(d: Direction) -> &'static str {
    match d {
        Direction::N => "n",
        Direction::NE => "ne",
        Direction::SE => "se",
        Direction::S => "s",
        Direction::SW => "sw",
        Direction::NW => "nw",
    }
}

impl Kyrras {
    /// The position as one line: `R<radius> <board> <to act> <decided>
    /// <first turns> <eliminated> <passes>` (KY-11.13).
    ///
    /// ```
    /// use kyrras::{Kyrras, PlayerCount};
    /// let g = Kyrras::standard(PlayerCount::Two);
    /// let text = g.position_text();
    /// assert!(text.starts_with("R4 "));
    /// assert_eq!(Kyrras::parse_position(&text).unwrap(), g);
    /// ```
    pub fn position_text(&self) -> String {
        let grid = self.count.grid();
        let radius = grid.radius() as i32;
        let mut out = format!("R{radius} ");
        let mut cell = 0usize;
        for q in -radius..=radius {
            if q > -radius {
                out.push('/');
            }
            let len = (2 * radius + 1 - q.abs()) as usize;
            let mut empty = 0;
            for _ in 0..len {
                match self.board.piece(cell) {
                    None if self.board.is_mountain(cell) => {
                        if empty > 0 {
                            let _ = write!(out, "{empty}");
                            empty = 0;
                        }
                        out.push('M');
                    }
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            let _ = write!(out, "{empty}");
                            empty = 0;
                        }
                        let _ = write!(out, "{}{}", p.kind.letter(), p.owner.index() + 1);
                        if let Some(d) = p.facing {
                            out.push_str(facing_code(d));
                        }
                    }
                }
                cell += 1;
            }
            if empty > 0 {
                let _ = write!(out, "{empty}");
            }
        }
        let _ = write!(
            out,
            " P{} {} ",
            self.to_act + 1,
            if self.decided { "v" } else { "-" }
        );
        let mut first = String::new();
        for p in 0..self.count.get() {
            if self.first_done >> p & 1 == 1 {
                let _ = write!(first, "{}", p + 1);
            }
        }
        out.push_str(if first.is_empty() { "-" } else { &first });
        out.push(' ');
        if self.elim_len == 0 {
            out.push('-');
        } else {
            for (i, p) in self.elim_order[..self.elim_len as usize].iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                let _ = write!(out, "{}", p + 1);
            }
        }
        let _ = write!(out, " {}", self.passes);
        out
    }

    /// Reads and validates a position text; never panics.
    pub fn parse_position(text: &str) -> Result<Kyrras, PositionError> {
        let text = text.trim();
        let mut c = Cursor::new(text);
        if !c.eat("R") {
            return err(1, "expected `R4`, `R5` or `R6`");
        }
        let radius = match c.int() {
            Ok(r) if (4..=6).contains(&r) => r,
            _ => return err(2, "the radius must be 4, 5 or 6"),
        };
        let Some(count) = PlayerCount::from_radius(radius as u32) else {
            return err(2, "the radius must be 4, 5 or 6");
        };
        if !c.eat(" ") {
            return err(c.column(), "expected a space");
        }
        let mut board = Board::empty();
        let mut cell = 0usize;
        for q in -radius..=radius {
            if q > -radius && !c.eat("/") {
                return err(c.column(), "expected `/` between rows");
            }
            let len = (2 * radius + 1 - q.abs()) as usize;
            let mut filled = 0usize;
            while filled < len {
                let col = c.column();
                match c.peek() {
                    Some('M') => {
                        c.bump();
                        board.put_mountain(cell);
                        cell += 1;
                        filled += 1;
                    }
                    Some(d) if d.is_ascii_digit() => {
                        let n = match c.int() {
                            Ok(n) if n > 0 => n as usize,
                            _ => return err(col, "bad count of empty cells"),
                        };
                        if filled + n > len {
                            return err(col, "row too long");
                        }
                        cell += n;
                        filled += n;
                    }
                    Some(k) => {
                        let Some(kind) = Kind::from_letter(k) else {
                            return err(col, format!("unexpected `{k}`"));
                        };
                        c.bump();
                        let owner = match c.bump().and_then(|d| d.to_digit(10)) {
                            Some(d) if d >= 1 && d as usize <= count.get() => d as u8 - 1,
                            _ => return err(c.column(), "expected the owner's number"),
                        };
                        let facing = if kind.is_directional() {
                            let mut f = None;
                            for d in [
                                Direction::NE,
                                Direction::NW,
                                Direction::SE,
                                Direction::SW,
                                Direction::N,
                                Direction::S,
                            ] {
                                if c.eat(facing_code(d)) {
                                    f = Some(d);
                                    break;
                                }
                            }
                            match f {
                                Some(f) => Some(f),
                                None => {
                                    return err(c.column(), "expected a facing n ne se s sw nw");
                                }
                            }
                        } else {
                            None
                        };
                        board.put(cell, owner, kind, facing);
                        cell += 1;
                        filled += 1;
                    }
                    None => return err(col, "the board ends early"),
                }
            }
            if matches!(c.peek(), Some(ch) if ch != '/' && ch != ' ') {
                return err(c.column(), "row too long");
            }
        }
        if !c.eat(" ") {
            return err(c.column(), "expected a space after the board");
        }
        let col = c.column();
        let to_act = match c.player() {
            Ok(p) if p.index() < count.get() => p.index() as u8,
            _ => return err(col, "expected the player to act"),
        };
        if !c.eat(" ") {
            return err(c.column(), "expected a space");
        }
        let decided = if c.eat("v") {
            true
        } else if c.eat("-") {
            false
        } else {
            return err(c.column(), "expected `v` or `-`");
        };
        if !c.eat(" ") {
            return err(c.column(), "expected a space");
        }
        let mut first_done = 0u8;
        if !c.eat("-") {
            while let Some(d) = c.peek().and_then(|d| d.to_digit(10)) {
                if d == 0 || d as usize > count.get() || first_done >> (d - 1) & 1 == 1 {
                    return err(c.column(), "bad first-turn list");
                }
                first_done |= 1 << (d - 1);
                c.bump();
            }
            if first_done == 0 {
                return err(
                    c.column(),
                    "expected the players who took a first turn, or `-`",
                );
            }
        }
        if !c.eat(" ") {
            return err(c.column(), "expected a space");
        }
        let mut elim_order = [0u8; 4];
        let mut elim_len = 0u8;
        let mut eliminated = 0u8;
        if !c.eat("-") {
            loop {
                let col = c.column();
                match c.bump().and_then(|d| d.to_digit(10)) {
                    Some(d)
                        if d >= 1
                            && d as usize <= count.get()
                            && eliminated >> (d - 1) & 1 == 0 =>
                    {
                        eliminated |= 1 << (d - 1);
                        elim_order[elim_len as usize] = d as u8 - 1;
                        elim_len += 1;
                    }
                    _ => return err(col, "bad elimination list"),
                }
                if !c.eat(",") {
                    break;
                }
            }
        }
        if !c.eat(" ") {
            return err(c.column(), "expected a space");
        }
        let col = c.column();
        let passes = match c.int() {
            Ok(p) if (0..=8).contains(&p) => p as u8,
            _ => return err(col, "passes must be 0 to 8"),
        };
        if !c.at_end() {
            return err(c.column(), "unexpected text at the end");
        }
        validate(count, &board, eliminated, to_act)?;
        Ok(Kyrras::from_parts(
            count, board, to_act, decided, first_done, eliminated, elim_order, elim_len, passes,
        ))
    }
}

/// The material and player checks of a position (KY-11.13).
fn validate(
    count: PlayerCount,
    board: &Board,
    eliminated: u8,
    to_act: u8,
) -> Result<(), PositionError> {
    if board.mountains.len() > count.mountain_total() {
        return err(0, format!("at most {} Mountains", count.mountain_total()));
    }
    let alive = ((1u8 << count.get()) - 1) & !eliminated;
    for p in 0..count.get() {
        let own = board.owners[p];
        let n = |k: Kind| (own & board.kinds[k.index()]).len();
        let player = Player::new(p as u8);
        for k in Kind::ALL {
            if n(k) > k.max_count() {
                return err(0, format!("{player} has too many {k}"));
            }
        }
        if n(Kind::Raider) + n(Kind::Rabble) > 8 || own.len() > 18 {
            return err(0, format!("{player} has too many pieces"));
        }
        if alive >> p & 1 == 1 {
            if n(Kind::King) != 1 {
                return err(0, format!("{player} is in the game but has no King"));
            }
        } else if alive.count_ones() > 1 && !own.is_empty() {
            return err(0, format!("{player} is eliminated but has pieces"));
        }
    }
    if alive.count_ones() > 1 && alive >> to_act & 1 == 0 {
        return err(0, "the player to act is eliminated");
    }
    Ok(())
}

impl PositionNotation for Kyrras {
    type PositionError = PositionError;

    fn to_position_text(&self) -> String {
        self.position_text()
    }

    fn from_position_text(text: &str) -> Result<Self, PositionError> {
        Kyrras::parse_position(text)
    }
}

impl serde::Serialize for Kyrras {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.position_text())
    }
}

impl<'de> serde::Deserialize<'de> for Kyrras {
    /// Deserializes from the position text; invalid states are refused.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        Kyrras::parse_position(&text).map_err(serde::de::Error::custom)
    }
}

impl core::fmt::Display for Kyrras {
    /// The one-line position text ([`Kyrras::position_text`]).
    ///
    /// ```
    /// use kyrras::{Kyrras, PlayerCount};
    /// let g = Kyrras::standard(PlayerCount::Three);
    /// let back: Kyrras = g.to_string().parse().unwrap();
    /// assert_eq!(back, g);
    /// assert_eq!(format!("{g:?}"), g.to_string());
    /// ```
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.position_text())
    }
}

impl core::fmt::Debug for Kyrras {
    /// The position text, as `Display`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.position_text())
    }
}

impl core::str::FromStr for Kyrras {
    type Err = PositionError;

    /// Reads a position text ([`Kyrras::parse_position`]).
    fn from_str(text: &str) -> Result<Kyrras, PositionError> {
        Kyrras::parse_position(text)
    }
}
