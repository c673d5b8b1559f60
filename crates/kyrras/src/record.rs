//! Whole-game records in the seed's notation (KY-11.9 to KY-11.12): board
//! size, players, Mountain and placement lines, numbered moves with
//! annotations, comments and variations. A record parses, replays move by
//! move, and formats back to the same text.

use core::fmt;

use board_core::hex::Hex;
use board_core::{Game, Outcome, Player};

use crate::count::PlayerCount;
use crate::moves::Move;
use crate::notation::{Cursor, MoveText, PlacedText, SyntaxError};
use crate::setup::{Placement, Setup, SetupAction};
use crate::state::Kyrras;
use crate::territory::contested_cells;

/// A move annotation (KY-11.12).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Annotation {
    /// `!` strong move.
    Good,
    /// `!!` brilliant move.
    Brilliant,
    /// `?` questionable move.
    Questionable,
    /// `??` blunder.
    Blunder,
    /// `!?` interesting move.
    Interesting,
    /// `?!` dubious move.
    Dubious,
}

impl Annotation {
    const ALL: [(&'static str, Annotation); 6] = [
        ("!!", Annotation::Brilliant),
        ("!?", Annotation::Interesting),
        ("??", Annotation::Blunder),
        ("?!", Annotation::Dubious),
        ("!", Annotation::Good),
        ("?", Annotation::Questionable),
    ];

    /// The annotation's symbol.
    pub fn symbol(self) -> &'static str {
        Annotation::ALL
            .iter()
            .find(|(_, a)| *a == self)
            .map(|(s, _)| *s)
            .unwrap_or("!")
    }
}

/// One move of a record or a variation, with what is written around it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecordMove {
    /// The move number written before it (`5.`), if any.
    pub number: Option<u32>,
    /// The move.
    pub text: MoveText,
    /// Its annotation.
    pub annotation: Option<Annotation>,
    /// Variations given after it, each a sequence of moves.
    pub variations: Vec<Vec<RecordMove>>,
}

/// One placement of a placement line, with its contested mark `*`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RecordPlacement {
    /// The piece and its cell.
    pub piece: PlacedText,
    /// Whether it is marked `*` (placed in contested territory, KY-11.10).
    pub contested: bool,
}

/// One line of a record.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RecordLine {
    /// An empty line.
    Blank,
    /// A whole-line comment: the text after `//`.
    Comment(String),
    /// `M:(q,r)`.
    Mountain(Hex, Option<String>),
    /// `P1K(0,6);P1V(1,5)`.
    Placement([RecordPlacement; 2], Option<String>),
    /// `12. P1B(1,-2)-(0,-1)!`, with variations and a trailing comment.
    Move(RecordMove, Option<String>),
}

/// A whole game record.
///
/// ```
/// use kyrras::{PlayerCount, Record, Setup};
/// use board_core::Game;
/// let setup = Setup::standard(PlayerCount::Two);
/// let mut game = setup.finish().unwrap();
/// let mut moves = kyrras::Moves::new();
/// game.generate_moves(&mut moves);
/// let record = Record::from_game(&setup, &[moves[0]], &[]).unwrap();
/// let text = record.to_string();
/// let back: Record = text.parse().unwrap();
/// assert_eq!(back.to_string(), text);
/// game.play(moves[0]).unwrap();
/// assert_eq!(back.replay().unwrap(), game);
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Record {
    /// The number of players (from the `R4`/`R5`/`R6` prefix).
    pub players: PlayerCount,
    /// Comment on the board-size line.
    pub size_comment: Option<String>,
    /// Player names by seat (the `Players:` line), if given.
    pub names: Option<Vec<String>>,
    /// Lines before the size line (blank lines and comments).
    pub preamble: Vec<RecordLine>,
    /// Every line after the header.
    pub lines: Vec<RecordLine>,
}

/// Why a record was refused: where, and what.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("line {line}, column {column}: {message}")]
pub struct RecordError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column (0 when the whole line is meant).
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

fn rec_err<T>(line: usize, column: usize, message: impl Into<String>) -> Result<T, RecordError> {
    Err(RecordError {
        line,
        column,
        message: message.into(),
    })
}

fn from_syntax(line: usize, e: SyntaxError) -> RecordError {
    RecordError {
        line,
        column: e.column,
        message: e.message,
    }
}

/// Splits `// comment` off a line: (content, comment).
fn split_comment(line: &str) -> (&str, Option<String>) {
    match line.find("//") {
        Some(i) => (&line[..i], Some(line[i + 2..].trim().to_string())),
        None => (line, None),
    }
}

fn write_comment(f: &mut fmt::Formatter<'_>, c: &Option<String>) -> fmt::Result {
    match c {
        Some(c) if c.is_empty() => f.write_str(" //"),
        Some(c) => write!(f, " // {c}"),
        None => Ok(()),
    }
}

fn annotation(c: &mut Cursor<'_>) -> Option<Annotation> {
    for (s, a) in Annotation::ALL {
        if c.eat(s) {
            return Some(a);
        }
    }
    None
}

/// Whether the cursor is at a coordinated capture `(P1B(..),` rather than a
/// variation.
fn at_coordinated(c: &Cursor<'_>) -> bool {
    let mut probe = Cursor {
        text: c.text,
        pos: c.pos,
    };
    probe.eat("(") && probe.placed(false).is_ok() && probe.peek() == Some(',')
}

/// `n.` followed by a space, if present.
fn move_number(c: &mut Cursor<'_>) -> Option<u32> {
    let save = c.pos;
    if matches!(c.peek(), Some(d) if d.is_ascii_digit())
        && let Ok(n) = c.int()
        && n >= 0
        && c.eat(".")
    {
        c.skip_spaces();
        return Some(n as u32);
    }
    c.pos = save;
    None
}

/// One move with its number, annotation and variations. `full`: cells
/// required (main line); variations may abbreviate.
fn record_move(c: &mut Cursor<'_>, full: bool, depth: usize) -> Result<RecordMove, SyntaxError> {
    if depth > 16 {
        return Err(c.error("variations nested too deeply"));
    }
    let number = move_number(c);
    let text = c.move_text(full)?;
    let annotation = annotation(c);
    let mut variations = Vec::new();
    loop {
        let save = c.pos;
        c.skip_spaces();
        if c.peek() == Some('(') && !at_coordinated(c) && depth < 16 {
            c.bump();
            let mut seq = Vec::new();
            loop {
                c.skip_spaces();
                if c.eat(")") {
                    break;
                }
                if c.at_end() {
                    return Err(c.error("unclosed variation"));
                }
                seq.push(record_move(c, false, depth + 1)?);
            }
            if seq.is_empty() {
                return Err(c.error("empty variation"));
            }
            variations.push(seq);
        } else {
            c.pos = save;
            break;
        }
    }
    Ok(RecordMove {
        number,
        text,
        annotation,
        variations,
    })
}

impl fmt::Display for RecordMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(n) = self.number {
            write!(f, "{n}. ")?;
        }
        write!(f, "{}", self.text)?;
        if let Some(a) = self.annotation {
            f.write_str(a.symbol())?;
        }
        for v in &self.variations {
            f.write_str(" (")?;
            for (i, m) in v.iter().enumerate() {
                if i > 0 {
                    f.write_str(" ")?;
                }
                write!(f, "{m}")?;
            }
            f.write_str(")")?;
        }
        Ok(())
    }
}

impl fmt::Display for RecordLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordLine::Blank => Ok(()),
            RecordLine::Comment(c) if c.is_empty() => f.write_str("//"),
            RecordLine::Comment(c) => write!(f, "// {c}"),
            RecordLine::Mountain(h, c) => {
                write!(f, "M:({},{})", h.q(), h.r())?;
                write_comment(f, c)
            }
            RecordLine::Placement(ps, c) => {
                for (i, p) in ps.iter().enumerate() {
                    if i > 0 {
                        f.write_str(";")?;
                    }
                    write!(f, "{}", p.piece)?;
                    if p.contested {
                        f.write_str("*")?;
                    }
                }
                write_comment(f, c)
            }
            RecordLine::Move(m, c) => {
                write!(f, "{m}")?;
                write_comment(f, c)
            }
        }
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for l in &self.preamble {
            writeln!(f, "{l}")?;
        }
        write!(f, "R{}", self.players.radius())?;
        write_comment(f, &self.size_comment)?;
        writeln!(f)?;
        if let Some(names) = &self.names {
            f.write_str("Players: ")?;
            for (i, n) in names.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{n}(P{})", i + 1)?;
            }
            writeln!(f)?;
        }
        for l in &self.lines {
            writeln!(f, "{l}")?;
        }
        Ok(())
    }
}

fn parse_line(text: &str, line: usize) -> Result<RecordLine, RecordError> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Ok(RecordLine::Blank);
    }
    if let Some(c) = trimmed.strip_prefix("//") {
        return Ok(RecordLine::Comment(c.trim().to_string()));
    }
    let (content, comment) = split_comment(text);
    let lead = content.len() - content.trim_start().len();
    let mut c = Cursor::new(content.trim_end());
    c.pos = lead;
    let result = if c.eat("M:") {
        let h = c.coord().map_err(|e| from_syntax(line, e))?;
        RecordLine::Mountain(h, comment)
    } else if matches!(c.peek(), Some(d) if d.is_ascii_digit()) {
        let m = record_move(&mut c, true, 0).map_err(|e| from_syntax(line, e))?;
        if m.number.is_none() {
            return rec_err(line, c.column(), "expected `n.` before the move");
        }
        RecordLine::Move(m, comment)
    } else {
        let mut ps = [RecordPlacement {
            piece: PlacedText {
                piece: crate::notation::PieceText {
                    player: Player::new(0),
                    kind: crate::piece::Kind::King,
                    facing: None,
                },
                at: None,
            },
            contested: false,
        }; 2];
        for (i, slot) in ps.iter_mut().enumerate() {
            if i == 1 && !c.eat(";") {
                return rec_err(line, c.column(), "expected `;` between the two placements");
            }
            let piece = c.placed(true).map_err(|e| from_syntax(line, e))?;
            let contested = c.eat("*");
            *slot = RecordPlacement { piece, contested };
        }
        RecordLine::Placement(ps, comment)
    };
    c.skip_spaces();
    if !c.at_end() {
        return rec_err(line, c.column(), "unexpected text");
    }
    Ok(result)
}

impl core::str::FromStr for Record {
    type Err = RecordError;

    /// Parses a record (syntax only; [`Record::replay`] checks the rules).
    /// Never panics.
    fn from_str(text: &str) -> Result<Record, RecordError> {
        let mut preamble = Vec::new();
        let mut lines_iter = text.lines().enumerate().map(|(i, l)| (i + 1, l));
        let (players, size_comment) = loop {
            let Some((n, l)) = lines_iter.next() else {
                return rec_err(0, 0, "no board-size line `R4`, `R5` or `R6`");
            };
            let (content, comment) = split_comment(l);
            let content = content.trim();
            if content.is_empty() {
                preamble.push(parse_line(l, n)?);
                continue;
            }
            let count = match content {
                "R4" => PlayerCount::Two,
                "R5" => PlayerCount::Three,
                "R6" => PlayerCount::Four,
                _ => return rec_err(n, 1, "expected the board size `R4`, `R5` or `R6`"),
            };
            break (count, comment);
        };
        let mut names = None;
        let mut lines = Vec::new();
        for (n, l) in lines_iter {
            let t = l.trim();
            if names.is_none() && lines.is_empty() && t.starts_with("Players:") {
                let list = &t["Players:".len()..];
                let mut v = Vec::new();
                for (i, part) in list.split(',').enumerate() {
                    let part = part.trim();
                    let want = format!("(P{})", i + 1);
                    let Some(name) = part.strip_suffix(&want) else {
                        return rec_err(n, 0, format!("expected `Name{want}`"));
                    };
                    if name.is_empty() || name.contains(['(', ')', ',']) {
                        return rec_err(n, 0, "bad player name");
                    }
                    v.push(name.to_string());
                }
                if v.len() != players.get() {
                    return rec_err(n, 0, format!("expected {} players", players.get()));
                }
                names = Some(v);
                continue;
            }
            lines.push(parse_line(l, n)?);
        }
        Ok(Record {
            players,
            size_comment,
            names,
            preamble,
            lines,
        })
    }
}

/// The line number of `lines[i]` in the formatted text.
impl Record {
    fn line_number(&self, i: usize) -> usize {
        self.preamble.len() + 1 + usize::from(self.names.is_some()) + i + 1
    }

    /// Builds the record of a game: `setup`'s actions, then `moves` from
    /// its finished position, then `resigned` players at the end (in order),
    /// and a final comment with the outcome if the game is over.
    pub fn from_game(
        setup: &Setup,
        moves: &[Move],
        resigned: &[Player],
    ) -> Result<Record, RecordError> {
        let count = setup.players();
        let contested = contested_cells(count);
        let grid = count.grid();
        let mut lines = vec![RecordLine::Comment("Setup Phase - Mountains".into())];
        let mut pieces_started = false;
        for a in setup.log() {
            match *a {
                SetupAction::Mountain { hex, .. } => lines.push(RecordLine::Mountain(hex, None)),
                SetupAction::Pieces { player, pieces } => {
                    if !pieces_started {
                        lines.push(RecordLine::Comment("Setup Phase - Pieces".into()));
                        pieces_started = true;
                    }
                    let rp = |p: Placement| RecordPlacement {
                        piece: PlacedText {
                            piece: crate::notation::PieceText {
                                player,
                                kind: p.kind,
                                facing: p.facing,
                            },
                            at: Some(p.hex),
                        },
                        contested: grid.index_of(p.hex).is_some_and(|c| contested.contains(c)),
                    };
                    lines.push(RecordLine::Placement([rp(pieces[0]), rp(pieces[1])], None));
                }
            }
        }
        let mut game = setup.finish().map_err(|e| RecordError {
            line: 0,
            column: 0,
            message: e.to_string(),
        })?;
        lines.push(RecordLine::Comment("Movement Phase".into()));
        let mut number = 0;
        for &mv in moves {
            number += 1;
            let text = game.move_text(mv);
            if game.play(mv).is_err() {
                return rec_err(0, 0, format!("move {number} is illegal"));
            }
            lines.push(RecordLine::Move(
                RecordMove {
                    number: Some(number),
                    text,
                    annotation: None,
                    variations: Vec::new(),
                },
                None,
            ));
        }
        for &p in resigned {
            number += 1;
            if game.resign(p).is_err() {
                return rec_err(0, 0, format!("{p} cannot resign"));
            }
            lines.push(RecordLine::Move(
                RecordMove {
                    number: Some(number),
                    text: MoveText::Resign(p),
                    annotation: None,
                    variations: Vec::new(),
                },
                None,
            ));
        }
        if let Some(o) = game.outcome() {
            lines.push(RecordLine::Comment(format!("Result: {}", outcome_text(o))));
        }
        Ok(Record {
            players: count,
            size_comment: Some(format!("{}-player game", count.get())),
            names: Some((1..=count.get()).map(|i| format!("Player{i}")).collect()),
            preamble: Vec::new(),
            lines,
        })
    }

    /// Replays the record: the setup lines through a [`Setup`], then every
    /// numbered move. Moves must be numbered 1, 2, 3, ... in order.
    /// Variations are kept as written and not played.
    pub fn replay(&self) -> Result<Kyrras, RecordError> {
        self.replay_with(|_, _| Ok(()))
    }

    /// Like [`replay`](Self::replay), calling `after` with each move number
    /// and the state after it.
    pub fn replay_with(
        &self,
        mut after: impl FnMut(u32, &Kyrras) -> Result<(), String>,
    ) -> Result<Kyrras, RecordError> {
        let count = self.players;
        let grid = count.grid();
        let contested = contested_cells(count);
        let mut setup = Setup::new(count);
        let mut game: Option<Kyrras> = None;
        let mut expected = 1u32;
        for (i, line) in self.lines.iter().enumerate() {
            let ln = self.line_number(i);
            match line {
                RecordLine::Blank | RecordLine::Comment(_) => {}
                RecordLine::Mountain(h, _) => {
                    if game.is_some() {
                        return rec_err(ln, 1, "setup line after the first move");
                    }
                    if let Err(e) = setup.place_mountain(*h) {
                        return rec_err(ln, 1, e.to_string());
                    }
                }
                RecordLine::Placement(ps, _) => {
                    if game.is_some() {
                        return rec_err(ln, 1, "setup line after the first move");
                    }
                    let who = setup.next_player();
                    let mut placements =
                        [Placement::new(crate::piece::Kind::King, Hex::ORIGIN, None); 2];
                    for (slot, p) in placements.iter_mut().zip(ps) {
                        let Some(at) = p.piece.at else {
                            return rec_err(ln, 1, "a placement needs a cell");
                        };
                        if Some(p.piece.piece.player) != who {
                            return rec_err(ln, 1, "not this player's turn to place");
                        }
                        let marked = grid.index_of(at).is_some_and(|c| contested.contains(c));
                        if marked != p.contested {
                            return rec_err(
                                ln,
                                1,
                                format!(
                                    "the contested mark `*` of ({},{}) is wrong",
                                    at.q(),
                                    at.r()
                                ),
                            );
                        }
                        *slot = Placement::new(p.piece.piece.kind, at, p.piece.piece.facing);
                    }
                    if let Err(e) = setup.place_pieces(placements) {
                        return rec_err(ln, 1, e.to_string());
                    }
                }
                RecordLine::Move(m, _) => {
                    if game.is_none() {
                        match setup.finish() {
                            Ok(g) => game = Some(g),
                            Err(e) => {
                                return rec_err(ln, 1, format!("the setup is not valid: {e}"));
                            }
                        }
                    }
                    let Some(g) = game.as_mut() else {
                        return rec_err(ln, 1, "no game");
                    };
                    if m.number != Some(expected) {
                        return rec_err(ln, 1, format!("expected move number {expected}"));
                    }
                    let col = format!("{expected}. ").len() + 1;
                    match &m.text {
                        MoveText::Resign(p) => {
                            if let Err(e) = g.resign(*p) {
                                return rec_err(ln, col, e.to_string());
                            }
                        }
                        t => {
                            let mv = g.resolve_move(t).map_err(|e| RecordError {
                                line: ln,
                                column: col,
                                message: e.to_string(),
                            })?;
                            if let Err(e) = g.play(mv) {
                                return rec_err(ln, col, e.to_string());
                            }
                        }
                    }
                    if let Err(msg) = after(expected, g) {
                        return rec_err(ln, col, msg);
                    }
                    expected += 1;
                }
            }
        }
        match game {
            Some(g) => Ok(g),
            None => setup.finish().map_err(|e| RecordError {
                line: self.line_number(self.lines.len()),
                column: 0,
                message: format!("the setup is not valid: {e}"),
            }),
        }
    }
}

/// The outcome as record text: `P1 wins`, `draw`, or a ranking.
pub fn outcome_text(o: Outcome) -> String {
    o.to_string()
}

/// Formats the record of a whole game in the seed's notation: what the
/// CLI's `selfplay` prints.
///
/// ```
/// use board_core::{playout, Game};
/// use kyrras::{format_game_record, PlayerCount, Setup};
/// let setup = Setup::random(PlayerCount::Three, 5);
/// let game = setup.finish().unwrap();
/// let p = playout(&game, 5, 40);
/// let text = format_game_record(&setup, &p.moves).unwrap();
/// assert!(text.starts_with("R5"));
/// ```
pub fn format_game_record(setup: &Setup, moves: &[Move]) -> Result<String, RecordError> {
    Ok(Record::from_game(setup, moves, &[])?.to_string())
}

/// Parses and replays a record text: the game after its last move.
/// Never panics.
pub fn load_record(text: &str) -> Result<Kyrras, RecordError> {
    text.parse::<Record>()?.replay()
}
