//! PGN (Portable Game Notation) export and import for Normal Chess, on top
//! of board-core's [`History`].
//!
//! Export writes the Seven Tag Roster (Event, Site, Date, Round, White,
//! Black, Result) first, then the other tags, `SetUp "1"` and `FEN` when the
//! game does not start from the standard position, then SAN movetext with
//! move numbers (lines of at most 80 characters) and the result token.
//!
//! Import reads the tags, the SAN moves (checked and played one by one) and
//! the result token. It reads and skips comments (`{...}` and `;` to the end
//! of the line), `%` escape lines, numeric annotation glyphs (`$14`), move
//! suffixes (`!`, `?`, `!?`, ...) and variations `( ... )`, nested to any
//! depth (variations are skipped, not checked). Every error is a
//! [`PgnError`] with the line (and for a move, the ply) of the problem;
//! nothing panics.
//!
//! Imported games follow FIDE's Laws ([`DrawClaims::Fide`], NC-6.5):
//! threefold repetition and the fifty-move rule are claims, so a game that
//! went on past them loads as played; fivefold repetition, seventy-five
//! moves, checkmate, stalemate and insufficient material end it. A result
//! that contradicts the board (a checkmate scored for the mated side or as
//! a draw, a drawn end scored as a win, a `Result` tag that disagrees with
//! the result token) is refused. A leading byte-order mark is skipped.
//!
//! ```
//! use board_core::History;
//! use lytharia::chess::Chess;
//! use lytharia::chess::pgn::{Pgn, PgnResult};
//!
//! let text = r#"[Event "Casual"]
//! [White "Anderssen"]
//! [Black "Kieseritzky"]
//!
//! 1. e4 e5 {the open game} 2. f4 (2. Nf3 Nc6) exf4!? 3. Bc4 $1 Qh4+ *"#;
//! let pgn: Pgn = text.parse().unwrap();
//! assert_eq!(pgn.tag("White"), Some("Anderssen"));
//! assert_eq!(pgn.history.len(), 6);
//! assert_eq!(pgn.result, PgnResult::Unknown);
//! let out = pgn.to_string();
//! assert!(out.starts_with("[Event \"Casual\"]\n[Site \"?\"]"));
//! assert!(out.ends_with("1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ *\n"));
//! let again: Pgn = out.parse().unwrap();
//! assert_eq!(again.history.moves(), pgn.history.moves());
//! ```

use core::fmt;
use core::str::FromStr;

use board_core::{Game, History, Outcome, Player};

use super::fen::FenError;
use super::game::{Chess, DrawClaims};
use super::notation::MoveParseError;
use super::position::Position;

/// The Seven Tag Roster, in its export order.
const ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// The result of a game as PGN writes it.
///
/// ```
/// use lytharia::chess::pgn::PgnResult;
/// assert_eq!("1/2-1/2".parse::<PgnResult>(), Ok(PgnResult::Draw));
/// assert_eq!(PgnResult::WhiteWins.to_string(), "1-0");
/// assert!("2-0".parse::<PgnResult>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum PgnResult {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: unfinished or unknown.
    #[default]
    Unknown,
}

impl PgnResult {
    /// The result of a finished game (`Unknown` while it goes on).
    ///
    /// ```
    /// use board_core::{Outcome, Player};
    /// use lytharia::chess::pgn::PgnResult;
    /// assert_eq!(PgnResult::of(Some(Outcome::Winner(Player::new(1)))), PgnResult::BlackWins);
    /// assert_eq!(PgnResult::of(None), PgnResult::Unknown);
    /// ```
    pub fn of(outcome: Option<Outcome>) -> PgnResult {
        match outcome {
            Some(Outcome::Winner(p)) if p == Player::new(0) => PgnResult::WhiteWins,
            Some(Outcome::Winner(_)) => PgnResult::BlackWins,
            Some(_) => PgnResult::Draw,
            None => PgnResult::Unknown,
        }
    }

    /// The token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    ///
    /// ```
    /// # use lytharia::chess::pgn::PgnResult;
    /// assert_eq!(PgnResult::Unknown.token(), "*");
    /// ```
    pub const fn token(self) -> &'static str {
        match self {
            PgnResult::WhiteWins => "1-0",
            PgnResult::BlackWins => "0-1",
            PgnResult::Draw => "1/2-1/2",
            PgnResult::Unknown => "*",
        }
    }

    fn from_token(token: &str) -> Option<PgnResult> {
        Some(match token {
            "1-0" => PgnResult::WhiteWins,
            "0-1" => PgnResult::BlackWins,
            "1/2-1/2" | "½-½" => PgnResult::Draw,
            "*" => PgnResult::Unknown,
            _ => return None,
        })
    }
}

impl fmt::Display for PgnResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.token())
    }
}

impl FromStr for PgnResult {
    type Err = PgnError;
    fn from_str(s: &str) -> Result<PgnResult, PgnError> {
        PgnResult::from_token(s).ok_or_else(|| PgnError::Syntax {
            line: 1,
            what: format!(
                "{:?} is not a result (1-0, 0-1, 1/2-1/2, *)",
                super::bounded(s)
            ),
        })
    }
}

/// Why a PGN text could not be read. Lines count from 1; plies count the
/// moves of the game from 1.
///
/// ```
/// use lytharia::chess::pgn::{Pgn, PgnError};
/// let err = "1. e4 e5 2. Ke3".parse::<Pgn>().unwrap_err();
/// assert!(matches!(err, PgnError::Move { line: 1, ply: 3, .. }));
/// let err = "[Event \"x\"]\n1. e4 {oops".parse::<Pgn>().unwrap_err();
/// assert_eq!(err.to_string(), "line 2: unterminated comment");
/// ```
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PgnError {
    /// Text that is not PGN.
    #[error("line {line}: {what}")]
    Syntax {
        /// Where.
        line: usize,
        /// What is wrong (quoting at most 40 characters of the input).
        what: String,
    },
    /// A comment, variation or tag that never ends.
    #[error("line {line}: unterminated {what}")]
    Unterminated {
        /// Where it starts.
        line: usize,
        /// `comment`, `variation` or `tag`.
        what: &'static str,
    },
    /// The FEN tag is not a valid position.
    #[error("line {line}: invalid FEN tag: {error}")]
    Fen {
        /// The line of the tag.
        line: usize,
        /// Why.
        error: FenError,
    },
    /// A move that is not legal (or not SAN) where it stands.
    #[error("line {line}, ply {ply}: {error}")]
    Move {
        /// Where.
        line: usize,
        /// Which move of the game, from 1.
        ply: usize,
        /// Why.
        error: MoveParseError,
    },
    /// The result (tag or movetext) contradicts the board: a checkmate
    /// given a draw or the loser's win, a drawn end given a win, or a tag
    /// that disagrees with the result token.
    #[error("line {line}: {what}")]
    ResultContradiction {
        /// The line where the game's movetext ends.
        line: usize,
        /// What contradicts what.
        what: String,
    },
    /// No game at all: nothing but whitespace and comments.
    #[error("no game in the text")]
    Empty,
    /// Text after the first game where only one was expected.
    #[error("line {line}: a second game follows (read several with Pgn::parse_all)")]
    MoreThanOneGame {
        /// Where the second game starts.
        line: usize,
    },
}

/// A game in PGN: its tags, its moves (a [`History`] of [`Chess`], so the
/// start position and every state are known) and its result.
///
/// `tags` holds the tags other than `Result`, `SetUp` and `FEN`, in order:
/// those three are written from [`result`](Pgn::result) and the history's
/// start position.
///
/// ```
/// use board_core::{Game, History};
/// use lytharia::chess::Chess;
/// use lytharia::chess::pgn::{Pgn, PgnResult};
/// let mut h = History::new(Chess::new());
/// for uci in ["f2f3", "e7e5", "g2g4", "d8h4"] {
///     let mv = uci.parse().unwrap();
///     h.play(mv).unwrap();
/// }
/// let mut pgn = Pgn::new(h);
/// pgn.set_tag("White", "Fool");
/// assert_eq!(pgn.result, PgnResult::BlackWins);
/// assert!(pgn.to_string().contains("[White \"Fool\"]"));
/// assert!(pgn.to_string().ends_with("1. f3 e5 2. g4 Qh4# 0-1\n"));
/// ```
#[derive(Clone, Debug)]
pub struct Pgn {
    /// The tags other than `Result`, `SetUp` and `FEN`, in order.
    pub tags: Vec<(String, String)>,
    /// The start and the moves.
    pub history: History<Chess>,
    /// The result.
    pub result: PgnResult,
}

impl Pgn {
    /// A PGN of `history`: the Seven Tag Roster with unknown values (`?`,
    /// and `????.??.??` for the date), the result of the game's outcome
    /// (`*` while it goes on).
    ///
    /// ```
    /// # use board_core::History;
    /// # use lytharia::chess::{Chess, pgn::Pgn};
    /// let pgn = Pgn::new(History::new(Chess::new()));
    /// assert_eq!(pgn.tag("Date"), Some("????.??.??"));
    /// ```
    pub fn new(history: History<Chess>) -> Pgn {
        let result = PgnResult::of(history.current().outcome());
        let tags = ROSTER[..6]
            .iter()
            .map(|&t| {
                let v = if t == "Date" { "????.??.??" } else { "?" };
                (t.to_string(), v.to_string())
            })
            .collect();
        Pgn {
            tags,
            history,
            result,
        }
    }

    /// The value of a tag, `Result` included (and `SetUp` for a
    /// non-standard start; its FEN is the history's start position).
    ///
    /// ```
    /// # use board_core::History;
    /// # use lytharia::chess::{Chess, pgn::Pgn};
    /// let pgn = Pgn::new(History::new(Chess::new()));
    /// assert_eq!(pgn.tag("Result"), Some("*"));
    /// assert_eq!(pgn.tag("FEN"), None);
    /// ```
    pub fn tag(&self, name: &str) -> Option<&str> {
        match name {
            "Result" => Some(self.result.token()),
            "SetUp" => (!self.standard_start()).then_some("1"),
            "FEN" => None,
            _ => self
                .tags
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.as_str()),
        }
    }

    /// Sets a tag (replacing its value if present, else appending it).
    /// `Result`, `SetUp` and `FEN` are ignored: they follow the result and
    /// the history.
    ///
    /// ```
    /// # use board_core::History;
    /// # use lytharia::chess::{Chess, pgn::Pgn};
    /// let mut pgn = Pgn::new(History::new(Chess::new()));
    /// pgn.set_tag("Annotator", "me");
    /// assert_eq!(pgn.tag("Annotator"), Some("me"));
    /// ```
    pub fn set_tag(&mut self, name: &str, value: &str) {
        if matches!(name, "Result" | "SetUp" | "FEN") {
            return;
        }
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some((_, v)) => *v = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    fn standard_start(&self) -> bool {
        let start = self.history.start();
        start.moves_since_root().is_empty() && *start.position() == Position::startpos()
    }

    /// Reads every game of a PGN file, in order.
    ///
    /// ```
    /// use lytharia::chess::pgn::Pgn;
    /// let games = Pgn::parse_all("1. e4 1-0\n\n[Event \"b\"]\n1. d4 d5 *").unwrap();
    /// assert_eq!(games.len(), 2);
    /// assert_eq!(games[1].tag("Event"), Some("b"));
    /// ```
    pub fn parse_all(text: &str) -> Result<Vec<Pgn>, PgnError> {
        let mut reader = Reader::new(text);
        let mut games = Vec::new();
        while let Some(game) = reader.game()? {
            games.push(game);
        }
        Ok(games)
    }

    /// The movetext: SAN with move numbers, no line breaks, and the result.
    ///
    /// ```
    /// use lytharia::chess::pgn::Pgn;
    /// let pgn: Pgn = "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 7\"]\n7... Kd7 8. e4 *".parse().unwrap();
    /// assert_eq!(pgn.movetext(), "7... Kd7 8. e4 *");
    /// ```
    pub fn movetext(&self) -> String {
        self.movetext_tokens().join(" ")
    }

    fn movetext_tokens(&self) -> Vec<String> {
        movetext_tokens(&self.history, self.result)
    }
}

/// The PGN movetext of any game: SAN moves with move numbers (`7...` when
/// Black moves first) and the result token of its outcome (`*` while it
/// goes on), on one line (NC-9.6). [`Pgn`] adds the tags.
///
/// ```
/// use board_core::History;
/// use lytharia::chess::Chess;
/// use lytharia::chess::pgn::movetext;
/// let mut h = History::new(Chess::new());
/// for uci in ["e2e4", "e7e5", "g1f3"] {
///     h.play(uci.parse().unwrap()).unwrap();
/// }
/// assert_eq!(movetext(&h), "1. e4 e5 2. Nf3 *");
/// ```
pub fn movetext(history: &History<Chess>) -> String {
    let result = PgnResult::of(history.current().outcome());
    movetext_tokens(history, result).join(" ")
}

fn movetext_tokens(history: &History<Chess>, result: PgnResult) -> Vec<String> {
    let mut out = Vec::new();
    for (i, (state, mv)) in history.plies().enumerate() {
        let pos = state.position();
        let white = pos.side_to_move() == board_core::square::Color::White;
        if white {
            out.push(format!("{}.", pos.fullmove_number()));
        } else if i == 0 {
            out.push(format!("{}...", pos.fullmove_number()));
        }
        out.push(pos.san(mv));
    }
    out.push(result.token().to_string());
    out
}

/// Escapes a tag value: `\` and `"` get a backslash; line breaks become
/// spaces.
fn escape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' | '"' => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' | '\t' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

impl fmt::Display for Pgn {
    /// The PGN export form: tags (Seven Tag Roster first), a blank line,
    /// the movetext in lines of at most 80 characters.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tag = |f: &mut fmt::Formatter<'_>, name: &str, value: &str| {
            writeln!(f, "[{name} \"{}\"]", escape(value))
        };
        for name in ROSTER {
            if let Some(value) = self.tag(name) {
                tag(f, name, value)?;
            } else {
                tag(f, name, if name == "Date" { "????.??.??" } else { "?" })?;
            }
        }
        if !self.standard_start() {
            tag(f, "SetUp", "1")?;
            tag(f, "FEN", &self.history.start().position().to_fen())?;
        }
        for (name, value) in &self.tags {
            if !ROSTER.contains(&name.as_str()) {
                tag(f, name, value)?;
            }
        }
        writeln!(f)?;
        let mut line = 0;
        for token in self.movetext_tokens() {
            if line > 0 && line + 1 + token.len() > 80 {
                writeln!(f)?;
                line = 0;
            }
            if line > 0 {
                f.write_str(" ")?;
                line += 1;
            }
            f.write_str(&token)?;
            line += token.len();
        }
        writeln!(f)
    }
}

impl FromStr for Pgn {
    type Err = PgnError;
    /// Reads exactly one game (see the [module](self) documentation).
    fn from_str(s: &str) -> Result<Pgn, PgnError> {
        let mut reader = Reader::new(s);
        let game = reader.game()?.ok_or(PgnError::Empty)?;
        reader.skip_space_and_comments()?;
        if reader.peek().is_some() {
            return Err(PgnError::MoreThanOneGame { line: reader.line });
        }
        Ok(game)
    }
}

/// A cursor over PGN text that counts lines.
struct Reader<'a> {
    text: &'a str,
    at: usize,
    line: usize,
    /// Whether the cursor is at the start of a line (for `%` escapes).
    line_start: bool,
}

fn is_delimiter(c: char) -> bool {
    c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | ';' | '[' | ']' | '$' | '"')
}

impl<'a> Reader<'a> {
    fn new(text: &'a str) -> Self {
        Reader {
            // A byte-order mark, as some editors write at the start of a
            // UTF-8 file, is not part of the text.
            text: text.strip_prefix('\u{feff}').unwrap_or(text),
            at: 0,
            line: 1,
            line_start: true,
        }
    }

    fn peek(&self) -> Option<char> {
        self.text[self.at..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += c.len_utf8();
        if c == '\n' {
            self.line += 1;
            self.line_start = true;
        } else {
            self.line_start = false;
        }
        Some(c)
    }

    fn syntax(&self, what: String) -> PgnError {
        PgnError::Syntax {
            line: self.line,
            what,
        }
    }

    fn skip_line(&mut self) {
        while let Some(c) = self.bump() {
            if c == '\n' {
                break;
            }
        }
    }

    /// Skips a `{...}` comment whose `{` is next.
    fn skip_brace_comment(&mut self) -> Result<(), PgnError> {
        let line = self.line;
        self.bump();
        loop {
            match self.bump() {
                Some('}') => return Ok(()),
                Some(_) => {}
                None => {
                    return Err(PgnError::Unterminated {
                        line,
                        what: "comment",
                    });
                }
            }
        }
    }

    /// Skips whitespace, comments and `%` escape lines.
    fn skip_space_and_comments(&mut self) -> Result<(), PgnError> {
        while let Some(c) = self.peek() {
            match c {
                '%' if self.line_start => self.skip_line(),
                ';' => self.skip_line(),
                '{' => self.skip_brace_comment()?,
                c if c.is_whitespace() => {
                    self.bump();
                }
                _ => break,
            }
        }
        Ok(())
    }

    /// Skips a variation whose `(` is next, with the variations nested in
    /// it (iteratively: no depth can overflow the stack).
    fn skip_variation(&mut self) -> Result<(), PgnError> {
        let line = self.line;
        let mut depth = 0usize;
        loop {
            self.skip_space_and_comments()?;
            match self.bump() {
                Some('(') => depth += 1,
                Some(')') => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(());
                    }
                }
                Some(_) => {}
                None => {
                    return Err(PgnError::Unterminated {
                        line,
                        what: "variation",
                    });
                }
            }
        }
    }

    /// A maximal run of non-delimiter characters.
    fn token(&mut self) -> &'a str {
        let start = self.at;
        while let Some(c) = self.peek() {
            if is_delimiter(c) {
                break;
            }
            self.bump();
        }
        &self.text[start..self.at]
    }

    /// Reads a tag pair whose `[` is next.
    fn tag(&mut self) -> Result<(String, String), PgnError> {
        let line = self.line;
        self.bump();
        while self.peek().is_some_and(|c| c.is_whitespace() && c != '\n') {
            self.bump();
        }
        let name = self.token();
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(self.syntax(format!(
                "a tag name is letters, digits and '_', found {:?}",
                super::bounded(name)
            )));
        }
        while self.peek().is_some_and(|c| c.is_whitespace() && c != '\n') {
            self.bump();
        }
        if self.bump() != Some('"') {
            return Err(self.syntax(format!("tag {name} needs a quoted value")));
        }
        let mut value = String::new();
        loop {
            match self.bump() {
                Some('"') => break,
                Some('\\') => match self.bump() {
                    Some(c) => value.push(c),
                    None => break,
                },
                Some('\n') | None => {
                    return Err(PgnError::Unterminated { line, what: "tag" });
                }
                Some(c) => value.push(c),
            }
        }
        while self.peek().is_some_and(|c| c.is_whitespace() && c != '\n') {
            self.bump();
        }
        if self.bump() != Some(']') {
            return Err(PgnError::Unterminated { line, what: "tag" });
        }
        Ok((name.to_string(), value))
    }

    /// Reads the next game, or `None` at the end of the text.
    fn game(&mut self) -> Result<Option<Pgn>, PgnError> {
        let mut tags: Vec<(String, String)> = Vec::new();
        let mut fen: Option<(usize, String)> = None;
        let mut tag_result = None;
        loop {
            self.skip_space_and_comments()?;
            if self.peek() != Some('[') {
                break;
            }
            let line = self.line;
            let (name, value) = self.tag()?;
            match name.as_str() {
                "FEN" => fen = Some((line, value)),
                "SetUp" => {}
                "Result" => tag_result = PgnResult::from_token(&value),
                _ => tags.push((name, value)),
            }
        }
        if self.peek().is_none() && tags.is_empty() && fen.is_none() && tag_result.is_none() {
            return Ok(None);
        }
        let start = match fen {
            Some((line, text)) => {
                Chess::from_fen(&text).map_err(|error| PgnError::Fen { line, error })?
            }
            None => Chess::new(),
        };
        // FIDE's Laws: players often play on past a claimable draw.
        let start = start.with_draw_claims(DrawClaims::Fide);
        let mut history = History::new(start);
        let mut result = None;
        loop {
            self.skip_space_and_comments()?;
            let Some(c) = self.peek() else { break };
            match c {
                '[' => break, // the next game's tags
                '(' => self.skip_variation()?,
                ')' => return Err(self.syntax("')' closes no variation".into())),
                '$' => {
                    self.bump();
                    let nag = self.token();
                    if nag.is_empty() || !nag.bytes().all(|b| b.is_ascii_digit()) {
                        return Err(self.syntax(format!(
                            "'$' must be followed by digits, found {:?}",
                            super::bounded(nag)
                        )));
                    }
                }
                '}' | ']' | '"' => return Err(self.syntax(format!("unexpected {c:?}"))),
                _ => {
                    let line = self.line;
                    let token = self.token();
                    if let Some(r) = PgnResult::from_token(token) {
                        result = Some(r);
                        break;
                    }
                    let san = strip_move_number(token);
                    if san.is_empty() || san.bytes().all(|b| matches!(b, b'!' | b'?')) {
                        continue; // a move number, or a detached suffix
                    }
                    let ply = history.len() + 1;
                    let err = |error| PgnError::Move { line, ply, error };
                    let state = history.current();
                    let mv = state.position().parse_san(san).map_err(err)?;
                    history
                        .play(mv)
                        .map_err(|_| err(MoveParseError::Illegal(super::bounded(san))))?;
                }
            }
        }
        let end_line = self.line;
        if let (Some(token), Some(tag)) = (result, tag_result)
            && token != PgnResult::Unknown
            && tag != PgnResult::Unknown
            && token != tag
        {
            return Err(PgnError::ResultContradiction {
                line: end_line,
                what: format!("the Result tag says {tag} but the movetext ends {token}"),
            });
        }
        let result = result.or(tag_result).unwrap_or_default();
        // A game the board ended has exactly one result.
        let outcome = history.current().outcome();
        if outcome.is_some() && result != PgnResult::Unknown && result != PgnResult::of(outcome) {
            let why = history
                .current()
                .game_end()
                .map_or("the game is over", |e| e.reason());
            return Err(PgnError::ResultContradiction {
                line: end_line,
                what: format!(
                    "the result {result} contradicts the board: {why}, so the result is {}",
                    PgnResult::of(outcome)
                ),
            });
        }
        Ok(Some(Pgn {
            tags,
            history,
            result,
        }))
    }
}

/// `12.e4` → `e4`, `12...` → ``, `e4` → `e4`. Castling with zeros
/// (`0-0`) is not a number.
fn strip_move_number(token: &str) -> &str {
    let digits = token.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return token;
    }
    let rest = &token[digits..];
    if rest.is_empty() {
        return rest; // a bare move number
    }
    if rest.starts_with('.') {
        return rest.trim_start_matches('.');
    }
    token
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_numbers_are_stripped() {
        assert_eq!(strip_move_number("12.e4"), "e4");
        assert_eq!(strip_move_number("12..."), "");
        assert_eq!(strip_move_number("12"), "");
        assert_eq!(strip_move_number("0-0"), "0-0");
        assert_eq!(strip_move_number("Nf3"), "Nf3");
    }
}
