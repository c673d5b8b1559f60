//! Move notation (KY-11.2 to KY-11.8): the seed's piece tokens, moves,
//! captures, coordinated captures, Viceroy replacement and promotion, as a
//! syntax tree ([`MoveText`]) that is parsed, formatted, and resolved
//! against a position.

use core::fmt;

use board_core::hex::{Direction, Hex};
use board_core::{Game, MoveNotation, Player};

use crate::moves::{Code, Move};
use crate::piece::Kind;
use crate::state::{Kyrras, Phase};

/// A piece as written in notation: `P1E-N` (owner, kind, facing).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PieceText {
    /// The owner.
    pub player: Player,
    /// The kind.
    pub kind: Kind,
    /// The facing, written for Elephants and Spears.
    pub facing: Option<Direction>,
}

impl fmt::Display for PieceText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.player, self.kind.letter())?;
        if let Some(d) = self.facing {
            write!(f, "-{}", d.name())?;
        }
        Ok(())
    }
}

/// A piece and the cell it stands on: `P1B(1,1)`. The cell may be left out
/// in variations (`P2NxP1D`), which are kept as written.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PlacedText {
    /// The piece.
    pub piece: PieceText,
    /// Its cell, if written.
    pub at: Option<Hex>,
}

impl fmt::Display for PlacedText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.piece)?;
        if let Some(h) = self.at {
            write!(f, "({},{})", h.q(), h.r())?;
        }
        Ok(())
    }
}

/// The syntax of one move, before it is checked against a position.
///
/// ```
/// use kyrras::MoveText;
/// let m: MoveText = "P1E-N(0,2)-(0,4)NE".parse().unwrap();
/// assert_eq!(m.to_string(), "P1E-N(0,2)-(0,4)NE");
/// let c: MoveText = "(P1B(1,1),P1B(1,2))xP2D(1,0)".parse().unwrap();
/// assert_eq!(c.to_string(), "(P1B(1,1),P1B(1,2))xP2D(1,0)");
/// assert!("P1K(0,2)-".parse::<MoveText>().is_err());
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum MoveText {
    /// A piece move or capture.
    Step {
        /// The moving piece and its start cell.
        mover: PlacedText,
        /// Further pieces listed in a coordinated capture (KY-11.5).
        helpers: Vec<PlacedText>,
        /// The end cell of a non-capturing move.
        to: Option<Hex>,
        /// The captured piece (with its cell).
        captured: Option<PlacedText>,
        /// The facing after the move (Elephants and Spears).
        new_facing: Option<Direction>,
        /// `=R`: promotion.
        promotion: Option<Kind>,
    },
    /// `V:P1R(2,3)`: appoint a Viceroy.
    Appoint(PlacedText),
    /// `V:none`: decline to appoint.
    Decline,
    /// `P2:pass`.
    Pass(Player),
    /// `P2:forfeit`.
    Forfeit(Player),
    /// `P2:resign` (a record line, not a generated move).
    Resign(Player),
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveText::Step {
                mover,
                helpers,
                to,
                captured,
                new_facing,
                promotion,
            } => {
                if helpers.is_empty() {
                    write!(f, "{mover}")?;
                } else {
                    write!(f, "({mover}")?;
                    for h in helpers {
                        write!(f, ",{h}")?;
                    }
                    write!(f, ")")?;
                }
                if let Some(c) = captured {
                    write!(f, "x{c}")?;
                } else if let Some(t) = to {
                    write!(f, "-({},{})", t.q(), t.r())?;
                }
                if let Some(d) = new_facing {
                    write!(f, "{}", d.name())?;
                }
                if let Some(k) = promotion {
                    write!(f, "={}", k.letter())?;
                }
                Ok(())
            }
            MoveText::Appoint(p) => write!(f, "V:{p}"),
            MoveText::Decline => f.write_str("V:none"),
            MoveText::Pass(p) => write!(f, "{p}:pass"),
            MoveText::Forfeit(p) => write!(f, "{p}:forfeit"),
            MoveText::Resign(p) => write!(f, "{p}:resign"),
        }
    }
}

/// A syntax error in notation, at a 1-based column of the text.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("column {column}: {message}")]
pub struct SyntaxError {
    /// 1-based column (in characters).
    pub column: usize,
    /// What was expected.
    pub message: String,
}

/// Why a move text is not a legal move here.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum MoveError {
    /// The text is not notation.
    #[error("syntax error at {0}")]
    Syntax(#[from] SyntaxError),
    /// The text is notation but does not describe a legal move here.
    #[error("{0}")]
    Illegal(String),
}

/// A cursor over notation text, shared by the move, record and position
/// parsers.
pub(crate) struct Cursor<'a> {
    pub text: &'a str,
    pub pos: usize,
}

impl<'a> Cursor<'a> {
    pub fn new(text: &'a str) -> Self {
        Cursor { text, pos: 0 }
    }

    pub fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    pub fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.text.len()
    }

    pub fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        Some(c)
    }

    pub fn eat(&mut self, s: &str) -> bool {
        if self.rest().starts_with(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    pub fn column(&self) -> usize {
        self.text[..self.pos].chars().count() + 1
    }

    pub fn error(&self, message: impl Into<String>) -> SyntaxError {
        SyntaxError {
            column: self.column(),
            message: message.into(),
        }
    }

    pub fn expect(&mut self, s: &str) -> Result<(), SyntaxError> {
        if self.eat(s) {
            Ok(())
        } else {
            Err(self.error(format!("expected `{s}`")))
        }
    }

    pub fn skip_spaces(&mut self) {
        while matches!(self.peek(), Some(' ' | '\t')) {
            self.bump();
        }
    }

    /// A signed integer of at most 3 digits.
    pub fn int(&mut self) -> Result<i32, SyntaxError> {
        let start = self.pos;
        let neg = self.eat("-") || {
            self.eat("+");
            false
        };
        let mut v: i32 = 0;
        let mut digits = 0;
        while let Some(c) = self.peek().and_then(|c| c.to_digit(10)) {
            if digits == 3 {
                return Err(self.error("number too long"));
            }
            v = v * 10 + c as i32;
            digits += 1;
            self.bump();
        }
        if digits == 0 {
            self.pos = start;
            return Err(self.error("expected a number"));
        }
        Ok(if neg { -v } else { v })
    }

    /// `(q,r)`.
    pub fn coord(&mut self) -> Result<Hex, SyntaxError> {
        self.expect("(")?;
        self.skip_spaces();
        let q = self.int()?;
        self.skip_spaces();
        self.expect(",")?;
        self.skip_spaces();
        let r = self.int()?;
        self.skip_spaces();
        self.expect(")")?;
        Ok(Hex::new(q, r))
    }

    /// A direction's compass name (board-core's names), two-letter names
    /// first so that `NE` is not read as `N`.
    pub fn direction(&mut self) -> Option<Direction> {
        let named = |len| {
            Direction::ALL
                .into_iter()
                .filter(move |d| d.name().len() == len)
        };
        named(2).chain(named(1)).find(|d| self.eat(d.name()))
    }

    /// `P1`..`P4`.
    pub fn player(&mut self) -> Result<Player, SyntaxError> {
        let save = self.pos;
        if !self.eat("P") {
            return Err(self.error("expected a player `P1`..`P4`"));
        }
        match self.bump().and_then(|c| c.to_digit(10)) {
            Some(d @ 1..=4) => Ok(Player::new(d as u8 - 1)),
            _ => {
                self.pos = save;
                Err(self.error("expected a player `P1`..`P4`"))
            }
        }
    }

    /// `P1E-N`: a piece with its facing (for Elephants and Spears).
    pub fn piece(&mut self) -> Result<PieceText, SyntaxError> {
        let player = self.player()?;
        let kind = self
            .peek()
            .and_then(Kind::from_letter)
            .ok_or_else(|| self.error("expected a piece letter K V D E S N R B"))?;
        self.bump();
        let mut facing = None;
        if kind.is_directional() && self.rest().starts_with('-') && !self.rest().starts_with("-(") {
            self.bump();
            facing = Some(
                self.direction()
                    .ok_or_else(|| self.error("expected a direction N NE SE S SW NW"))?,
            );
        }
        Ok(PieceText {
            player,
            kind,
            facing,
        })
    }

    /// A piece with an optional cell.
    pub fn placed(&mut self, cell_required: bool) -> Result<PlacedText, SyntaxError> {
        let piece = self.piece()?;
        let at = if self.peek() == Some('(') {
            Some(self.coord()?)
        } else if cell_required {
            return Err(self.error("expected a cell `(q,r)`"));
        } else {
            None
        };
        Ok(PlacedText { piece, at })
    }

    /// One move (no annotation). `full`: cells are required.
    pub fn move_text(&mut self, full: bool) -> Result<MoveText, SyntaxError> {
        if self.eat("V:") {
            if self.eat("none") {
                return Ok(MoveText::Decline);
            }
            return Ok(MoveText::Appoint(self.placed(full)?));
        }
        let (mover, helpers) = if self.eat("(") {
            let first = self.placed(full)?;
            let mut helpers = Vec::new();
            while self.eat(",") {
                helpers.push(self.placed(full)?);
            }
            self.expect(")")?;
            if helpers.is_empty() {
                return Err(self.error("a coordinated capture lists two or more pieces"));
            }
            (first, helpers)
        } else {
            let save = self.pos;
            let player = self.player()?;
            if self.eat(":") {
                for (word, make) in [
                    ("pass", MoveText::Pass as fn(Player) -> MoveText),
                    ("forfeit", MoveText::Forfeit),
                    ("resign", MoveText::Resign),
                ] {
                    if self.eat(word) {
                        return Ok(make(player));
                    }
                }
                return Err(self.error("expected `pass`, `forfeit` or `resign`"));
            }
            self.pos = save;
            (self.placed(full)?, Vec::new())
        };
        let (to, captured) = if self.eat("x") {
            (None, Some(self.placed(full)?))
        } else if !helpers.is_empty() {
            return Err(self.error("expected `x` after a coordinated capture"));
        } else if self.eat("-") {
            (Some(self.coord()?), None)
        } else if full {
            return Err(self.error("expected `-(q,r)` or `x`"));
        } else {
            (None, None)
        };
        let new_facing = if mover.piece.kind.is_directional() {
            self.direction()
        } else {
            None
        };
        let promotion = if self.eat("=") {
            let k = self
                .peek()
                .and_then(Kind::from_letter)
                .ok_or_else(|| self.error("expected a piece letter after `=`"))?;
            self.bump();
            Some(k)
        } else {
            None
        };
        Ok(MoveText::Step {
            mover,
            helpers,
            to,
            captured,
            new_facing,
            promotion,
        })
    }
}

impl core::str::FromStr for MoveText {
    type Err = SyntaxError;

    /// Parses one move in full notation (cells required); never panics.
    fn from_str(s: &str) -> Result<Self, SyntaxError> {
        let mut c = Cursor::new(s.trim());
        let m = c.move_text(true)?;
        if !c.at_end() {
            return Err(c.error("unexpected text after the move"));
        }
        Ok(m)
    }
}

impl Kyrras {
    fn hex_of(&self, cell: usize) -> Hex {
        self.count.grid().hex(cell).unwrap_or(Hex::ORIGIN)
    }

    fn placed_at(&self, cell: usize) -> Option<PlacedText> {
        let p = self.board.piece(cell)?;
        Some(PlacedText {
            piece: PieceText {
                player: p.owner,
                kind: p.kind,
                facing: p.facing,
            },
            at: Some(self.hex_of(cell)),
        })
    }

    /// The pieces listed beside the capturer in a coordinated capture:
    /// other adjacent non-defender Rabble and Raiders when a Rabble takes a
    /// Dragon; the supporters when a King is taken (KY-11.5).
    fn helpers(&self, from: usize, to: usize) -> Vec<PlacedText> {
        let b = &self.board;
        let (Some((_, mover)), Some((d, target))) = (b.at(from), b.at(to)) else {
            return Vec::new();
        };
        let t = self.tables();
        let others = b.pieces() & !b.owners[d as usize];
        let cells = match (mover, target) {
            (Kind::Rabble, Kind::Dragon) => {
                t.adjacent[to]
                    & (b.kinds[Kind::Rabble.index()] | b.kinds[Kind::Raider.index()])
                    & others
            }
            (_, Kind::King) => {
                let mut s = board_core::hex::HexSet::EMPTY;
                for c in others.without(from).iter() {
                    if b.reached_by(t, to, board_core::hex::HexSet::single(c)) {
                        s.insert(c);
                    }
                }
                s
            }
            _ => board_core::hex::HexSet::EMPTY,
        };
        cells
            .without(from)
            .iter()
            .filter_map(|c| self.placed_at(c))
            .collect()
    }

    /// The syntax tree of `mv` in this position (its canonical text).
    ///
    /// ```
    /// use board_core::Game;
    /// use kyrras::{Kyrras, PlayerCount};
    /// let g = Kyrras::standard(PlayerCount::Two);
    /// let mut moves = kyrras::Moves::new();
    /// g.generate_moves(&mut moves);
    /// assert!(g.move_text(moves[0]).to_string().starts_with("P1"));
    /// ```
    pub fn move_text(&self, mv: Move) -> MoveText {
        let me = Player::new(self.to_act);
        if mv.players().is_some_and(|c| c != self.count) {
            return MoveText::Pass(me);
        }
        match mv.code {
            Code::Pass => MoveText::Pass(me),
            Code::Forfeit => MoveText::Forfeit(me),
            Code::DeclineViceroy => MoveText::Decline,
            Code::Appoint { cell } => match self.placed_at(cell as usize) {
                Some(p) => MoveText::Appoint(p),
                None => MoveText::Decline,
            },
            Code::Step { from, to } => {
                let (from, to) = (from as usize, to as usize);
                let Some(mover) = self.placed_at(from) else {
                    return MoveText::Pass(me);
                };
                let captured = self.placed_at(to);
                let new_facing = if mover.piece.kind.is_directional() {
                    self.step_direction(from, to)
                } else {
                    None
                };
                let promotion = (mover.piece.kind == Kind::Rabble
                    && self.board.has_viceroy(self.to_act)
                    && crate::territory::promotion_of(self.count, me.index()).contains(to))
                .then_some(Kind::Raider);
                MoveText::Step {
                    mover,
                    helpers: if captured.is_some() {
                        self.helpers(from, to)
                    } else {
                        Vec::new()
                    },
                    to: captured.is_none().then(|| self.hex_of(to)),
                    captured,
                    new_facing,
                    promotion,
                }
            }
        }
    }

    /// The legal move a syntax tree describes here. Helpers listed in a
    /// coordinated capture may be left out, but those listed must be real.
    pub fn resolve_move(&self, text: &MoveText) -> Result<Move, MoveError> {
        let illegal = |m: &str| Err(MoveError::Illegal(m.to_string()));
        let mv = match text {
            MoveText::Resign(_) => return illegal("resigning is not a move; use `resign`"),
            MoveText::Pass(p) | MoveText::Forfeit(p) => {
                if *p != Player::new(self.to_act) {
                    return illegal("it is not that player's turn");
                }
                if matches!(text, MoveText::Pass(_)) {
                    Move::PASS
                } else {
                    Move::FORFEIT
                }
            }
            MoveText::Decline => Move::DECLINE_VICEROY,
            MoveText::Appoint(p) => {
                let cell = self.cell_of(p)?;
                Move::appoint_cell(self.count, cell)
            }
            MoveText::Step {
                mover,
                helpers,
                to,
                captured,
                ..
            } => {
                let from = self.cell_of(mover)?;
                let to = match (to, captured) {
                    (_, Some(c)) => self.cell_of(c)?,
                    (Some(h), None) => match self.count.grid().index_of(*h) {
                        Some(c) if self.board.is_empty_cell(c) => c,
                        Some(_) => return illegal("the end cell is not empty"),
                        None => return illegal("the end cell is off the board"),
                    },
                    (None, None) => return illegal("no end cell"),
                };
                if !helpers.is_empty() {
                    let real = self.helpers(from, to);
                    if !helpers.iter().all(|h| real.contains(h)) {
                        return illegal("a listed helper does not take part in this capture");
                    }
                }
                Move::from_cells(self.count, from, to)
            }
        };
        if !self.is_legal(mv) {
            return Err(MoveError::Illegal(self.why_illegal(mv)));
        }
        // What was written of the move's result must agree with it; the
        // new facing and `=R` follow from the move and may be left out
        // (KY-12.1).
        let canon = self.move_text(mv);
        if let (
            MoveText::Step {
                mover,
                new_facing: f1,
                promotion: p1,
                ..
            },
            MoveText::Step {
                new_facing: f2,
                promotion: p2,
                ..
            },
        ) = (&canon, text)
        {
            let kind = mover.piece.kind.name();
            if let (Some(want), Some(written)) = (f1, f2)
                && want != written
            {
                return Err(MoveError::Illegal(format!(
                    "the {kind} ends facing {} (the way it moves), not {}",
                    want.name(),
                    written.name()
                )));
            }
            if p2.is_some() && p1.is_none() {
                return illegal("this move does not promote: leave out `=R`");
            }
        }
        Ok(mv)
    }

    /// Why a move that is not legal here is refused, in words.
    fn why_illegal(&self, mv: Move) -> String {
        let me = Player::new(self.to_act);
        match self.phase {
            Phase::Over => return String::from("the game is over"),
            Phase::Decide => {
                return format!(
                    "{me} has no Viceroy and decides first: appoint one with V:(q,r) \
                     (a piece other than the King) or decline with V:none"
                );
            }
            Phase::ForcedPass => {
                return format!("{me} has no legal move before their first turn: `pass`");
            }
            Phase::Stalemate => {
                return format!("{me} has no legal move: `pass` or `forfeit`");
            }
            Phase::Move => {}
        }
        let (Code::Step { from, to }, Some(from_hex), Some(to_hex)) = (mv.code, mv.from(), mv.to())
        else {
            return match mv.code {
                Code::Pass | Code::Forfeit => format!(
                    "{me} has a legal move: passing and forfeiting are only for a player without one"
                ),
                _ => format!("{me} has no Viceroy decision to make now"),
            };
        };
        let Some(p) = self.board.piece(from as usize) else {
            return format!("there is no piece on {from_hex}");
        };
        if p.owner != me {
            return format!(
                "the {} on {from_hex} belongs to {}; it is {me}'s turn",
                p.kind.name(),
                p.owner
            );
        }
        let token = self
            .placed_at(from as usize)
            .map_or_else(String::new, |t| t.to_string());
        let targets: Vec<String> = self
            .legal_moves()
            .iter()
            .filter(|m| m.from() == Some(from_hex))
            .filter_map(|m| m.to())
            .map(|h| h.to_string())
            .collect();
        let _ = to;
        if targets.is_empty() {
            format!("{token} cannot move to {to_hex}; it has no legal move now")
        } else {
            format!(
                "{token} cannot move to {to_hex}; it can move to {}",
                targets.join(" ")
            )
        }
    }

    fn cell_of(&self, p: &PlacedText) -> Result<usize, MoveError> {
        let illegal = |m: &str| Err(MoveError::Illegal(m.to_string()));
        let Some(h) = p.at else {
            return illegal("a cell is missing");
        };
        let Some(cell) = self.count.grid().index_of(h) else {
            return Err(MoveError::Illegal(format!("{h} is not on the board")));
        };
        let Some(actual) = self.placed_at(cell) else {
            return Err(MoveError::Illegal(format!("there is no piece on {h}")));
        };
        let (a, w) = (actual.piece, p.piece);
        if a.player != w.player || a.kind != w.kind {
            return Err(MoveError::Illegal(format!("{h} holds {}, not {w}", a)));
        }
        // The facing of the piece is on the board: it may be left out
        // (KY-12.1), but one written must be the real one.
        match (a.facing, w.facing) {
            (Some(real), Some(written)) if real != written => Err(MoveError::Illegal(format!(
                "the {} on {h} faces {}, not {}: write {actual} or leave the facing out",
                a.kind.name(),
                real.name(),
                written.name()
            ))),
            _ => Ok(cell),
        }
    }

    /// The short forms a person types (KY-12.1): `pass`, `forfeit`,
    /// `V:(q,r)`, and a step as two cells, `(q,r)-(q,r)`, `(q,r)x(q,r)` or
    /// `(q,r)(q,r)`, optionally with the new facing and `=R`. `None` when
    /// the text is none of these.
    fn short_form(&self, text: &str) -> Option<MoveText> {
        let me = Player::new(self.to_act);
        match text {
            "pass" => return Some(MoveText::Pass(me)),
            "forfeit" => return Some(MoveText::Forfeit(me)),
            _ => {}
        }
        let grid = self.count.grid();
        let placed = |h: Hex| -> PlacedText {
            match grid.index_of(h).and_then(|c| self.placed_at(c)) {
                Some(p) => p,
                // An empty cell: resolving reports it.
                None => PlacedText {
                    piece: PieceText {
                        player: me,
                        kind: Kind::King,
                        facing: None,
                    },
                    at: Some(h),
                },
            }
        };
        let mut c = Cursor::new(text);
        if c.eat("V:") {
            let at = c.coord().ok()?;
            return c.at_end().then(|| MoveText::Appoint(placed(at)));
        }
        let from = c.coord().ok()?;
        let capture = c.eat("x");
        if !capture {
            c.eat("-");
        }
        let to = c.coord().ok()?;
        let new_facing = c.direction();
        let promotion = if c.eat("=") {
            let k = c.peek().and_then(Kind::from_letter)?;
            c.bump();
            Some(k)
        } else {
            None
        };
        if !c.at_end() {
            return None;
        }
        let mover = placed(from);
        if grid
            .index_of(from)
            .and_then(|f| self.board.piece(f))
            .is_none()
        {
            return Some(MoveText::Step {
                mover,
                helpers: Vec::new(),
                to: Some(to),
                captured: None,
                new_facing,
                promotion,
            });
        }
        let target = grid.index_of(to).and_then(|t| self.placed_at(t));
        Some(MoveText::Step {
            mover,
            helpers: Vec::new(),
            to: target.is_none().then_some(to),
            captured: target,
            new_facing,
            promotion,
        })
    }

    /// Whether the player to act must make a Viceroy decision now.
    pub fn must_decide_viceroy(&self) -> bool {
        self.phase == Phase::Decide
    }
}

impl MoveNotation for Kyrras {
    type ParseError = MoveError;

    fn format_move(&self, mv: Move) -> String {
        self.move_text(mv).to_string()
    }

    /// Reads the full notation (`P1S-N(3,-3)-(3,-1)N`) and the short forms
    /// a person types (KY-12.1): spaces anywhere, the facing of a piece and
    /// the new facing and `=R` left out, a step as its two cells
    /// (`(3,-3)-(3,-1)`), `V:(q,r)`, `pass`, `forfeit`. Errors name what is
    /// wrong: an empty cell, another player's piece, a wrong facing, the
    /// cells the piece can reach.
    ///
    /// ```
    /// use board_core::MoveNotation;
    /// use kyrras::Kyrras;
    /// let g = Kyrras::default();
    /// let full = g.parse_move(kyrras::EXAMPLE_MOVE).unwrap();
    /// assert_eq!(g.parse_move(kyrras::EXAMPLE_SHORT_MOVE), Ok(full));
    /// assert_eq!(
    ///     g.parse_move("(0,0)-(0,1)").unwrap_err().to_string(),
    ///     "there is no piece on (0,0)"
    /// );
    /// ```
    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        match compact.parse::<MoveText>() {
            Ok(t) => self.resolve_move(&t),
            Err(e) => match self.short_form(&compact) {
                Some(t) => self.resolve_move(&t),
                None => Err(e.into()),
            },
        }
    }
}
