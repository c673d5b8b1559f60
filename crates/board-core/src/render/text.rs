//! The text renderer: a board drawn with characters, for terminals and logs.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Write;

use super::{Context, OwnerStyle, effect_words, hex_grid, hex_rim, is_mountain, seat_digit};
use crate::game::Player;
use crate::hex::{Direction, Hex};
use crate::inspect::{CellNaming, CellView, Coord, Geometry, MoveEffect, View};
use crate::square::Square;

/// How [`text`] draws a board.
///
/// The default is plain Unicode text without colour and without a last
/// move: what a log or a pipe wants. A command-line tool turns on
/// [`color`](TextOptions::color) when its output is a terminal.
///
/// ```
/// use board_core::inspect::{Change, Coord, MoveEffect};
/// use board_core::render::TextOptions;
/// use board_core::Square;
/// let (e2, e4) = (Coord::Square(Square::E2), Coord::Square(Square::E4));
/// let options = TextOptions {
///     last_move: Some(MoveEffect::from(vec![Change::Move { path: vec![e2, e4] }])),
///     ..TextOptions::default()
/// };
/// assert!(!options.color && options.unicode);
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TextOptions {
    /// Colour with ANSI escape codes: cell backgrounds, owners, the last
    /// move. Without it the text is plain and owners are told apart by
    /// case or seat digit alone (they are also with colour).
    pub color: bool,
    /// Use Unicode arrows (`↑ ↗ ↘ ↓ ↙ ↖`) for facings and `·` for empty
    /// cells; without it, ASCII only (`>N`, `>NE`, ... and `.`).
    pub unicode: bool,
    /// The move just played, as its effect: the cells it touched are
    /// bracketed (`[N]`), or tinted with colour.
    pub last_move: Option<MoveEffect>,
}

impl Default for TextOptions {
    fn default() -> Self {
        TextOptions {
            color: false,
            unicode: true,
            last_move: None,
        }
    }
}

/// Draws `view` as text: the board, then a legend (coordinates, marks,
/// stats, the last move) and the side information (who acts, each seat's
/// information, the game's information).
///
/// * A square board has files `a`-`h` and ranks `1`-`8` on its rim, rank 8
///   on top.
/// * A hex board is drawn in its true layout, flat-top cells with north up:
///   each cell is a token on its own half-row (a board of radius 6 takes
///   about 60 columns). `r=..` labels sit at both ends of each diagonal from
///   upper left to lower right and `q=..` labels at both ends of each
///   diagonal from lower left to upper right, so a cell's `(q,r)` is read
///   off the rim.
/// * Pieces show their glyph; for two seats the second seat's glyph is in
///   lower case (`N` against `n`), otherwise the seat number comes first
///   (`1N`, `3N`). A facing follows as an arrow (`N↗`), a face-down piece
///   is in parentheses (`(N)`), a touched cell of the last move in
///   brackets (`[N]`).
/// * A mountain is `^^`; other marks are symbols (`*`, `+`, ...) listed in
///   the legend with their cells, owners and numbers.
///
/// ```
/// use board_core::inspect::{Coord, Geometry, Mark, PieceView, SideView, View};
/// use board_core::render::{text, TextOptions};
/// use board_core::hex::{Direction, Hex};
/// use board_core::Player;
///
/// let mut view = View::new(Geometry::Hex { radius: 1 });
/// view.set_piece(Coord::Hex(Hex::ORIGIN), PieceView::new(Player::new(0), "spear", "S").facing(Direction::N));
/// view.add_mark(Coord::Hex(Hex::new(-1, 1)), Mark::new("mountain"));
/// view.sides = vec![SideView::new(Player::new(0), "P1"), SideView::new(Player::new(1), "P2")];
/// view.to_act = Some(Player::new(1));
/// let board = text(&view, &TextOptions::default());
/// assert!(board.contains("S↑"));
/// assert!(board.contains("^^"));
/// assert!(board.contains("To act: P2"));
/// ```
pub fn text(view: &View, options: &TextOptions) -> String {
    let ctx = Context::new(view, options.last_move.as_ref());
    let painter = Painter { ctx: &ctx, options };
    let mut canvas = Canvas::default();
    match view.geometry {
        Geometry::Square8 => painter.square_board(&mut canvas),
        Geometry::Hex { radius } => painter.hex_board(&mut canvas, radius as i32),
    }
    let mut out = String::new();
    canvas.write(&mut out, options.color);
    painter.legend(&mut out);
    out
}

/// ANSI SGR parameters of one character.
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
struct Style {
    fg: Option<&'static str>,
    bg: Option<&'static str>,
}

/// A character grid with signed coordinates that grows as it is drawn on.
#[derive(Default)]
struct Canvas {
    lines: BTreeMap<i32, BTreeMap<i32, (char, Style)>>,
}

impl Canvas {
    fn spot(&mut self, line: i32, col: i32) -> &mut (char, Style) {
        self.lines
            .entry(line)
            .or_default()
            .entry(col)
            .or_insert((' ', Style::default()))
    }

    /// Writes `s` from column `col`, keeping the backgrounds already there.
    fn put(&mut self, line: i32, col: i32, s: &str, fg: Option<&'static str>) {
        for (i, ch) in s.chars().enumerate() {
            let spot = self.spot(line, col + i as i32);
            spot.0 = ch;
            spot.1.fg = fg;
        }
    }

    /// Writes `s` centred on column `center` (a left-leaning centre for
    /// even lengths).
    fn put_centered(&mut self, line: i32, center: i32, s: &str, fg: Option<&'static str>) {
        let len = s.chars().count() as i32;
        self.put(line, center - (len - 1) / 2, s, fg);
    }

    /// Paints the background of columns `from..=to`.
    fn fill(&mut self, line: i32, from: i32, to: i32, bg: &'static str) {
        for col in from..=to {
            self.spot(line, col).1.bg = Some(bg);
        }
    }

    /// Appends the grid to `out`, one text line per line from the first to
    /// the last drawn, without trailing blanks.
    fn write(&self, out: &mut String, color: bool) {
        let (Some(first), Some(last)) = (
            self.lines.keys().next().copied(),
            self.lines.keys().next_back().copied(),
        ) else {
            return;
        };
        let left = self
            .lines
            .values()
            .filter_map(|l| l.keys().next().copied())
            .min()
            .unwrap_or(0);
        let empty = BTreeMap::new();
        for line in first..=last {
            let row = self.lines.get(&line).unwrap_or(&empty);
            // The last column that shows something.
            let end = row
                .iter()
                .rev()
                .find(|(_, (ch, st))| *ch != ' ' || (color && st.bg.is_some()))
                .map(|(c, _)| *c);
            let mut current = Style::default();
            if let Some(end) = end {
                for col in left..=end {
                    let (ch, style) = row.get(&col).copied().unwrap_or((' ', Style::default()));
                    if color && style != current {
                        set_style(out, style);
                        current = style;
                    }
                    out.push(ch);
                }
            }
            if color && current != Style::default() {
                out.push_str("\x1b[0m");
            }
            out.push('\n');
        }
    }
}

/// Switches the terminal to `style` (from any previous style).
fn set_style(out: &mut String, style: Style) {
    out.push_str("\x1b[0");
    for p in [style.fg, style.bg].into_iter().flatten() {
        out.push(';');
        out.push_str(p);
    }
    out.push('m');
}

/// Foreground of each seat's pieces.
const OWNER_FG: [&str; 8] = [
    "1;97", "1;30", "1;91", "1;94", "1;92", "1;95", "1;96", "1;93",
];
/// Cell backgrounds: light, dark (squares); light, mid, dark (hexes).
const BG_LIGHT: &str = "48;5;180";
const BG_MID: &str = "48;5;144";
const BG_DARK: &str = "48;5;137";
/// Background of the cells the last move touched.
const BG_LAST: &str = "48;5;149";
/// Rim labels.
const FG_RIM: &str = "2";

/// Symbols of marks other than mountains, in order of appearance.
const MARK_SYMBOLS: [char; 12] = ['*', '+', '%', '&', '#', '@', '$', '=', '!', '~', ';', ':'];

/// One cell as text, with the seat whose colour it takes.
struct Token {
    text: String,
    owner: Option<Player>,
}

struct Painter<'a, 'v> {
    ctx: &'a Context<'v>,
    options: &'a TextOptions,
}

impl Painter<'_, '_> {
    fn owner_fg(&self, owner: Option<Player>) -> Option<&'static str> {
        if !self.options.color {
            return None;
        }
        owner.map(|o| OWNER_FG[o.index() % OWNER_FG.len()])
    }

    fn arrow(&self, d: Direction) -> String {
        if self.options.unicode {
            let a = ['↑', '↗', '↘', '↓', '↙', '↖'][d.index()];
            a.to_string()
        } else {
            format!(">{}", d.name())
        }
    }

    fn empty(&self) -> &'static str {
        match (self.options.color, self.options.unicode) {
            (true, _) => " ",
            (false, true) => "·",
            (false, false) => ".",
        }
    }

    fn mark_symbol(&self, name: &str) -> String {
        if is_mountain(name) {
            return "^^".to_string();
        }
        let others = self
            .ctx
            .mark_names
            .iter()
            .filter(|n| !is_mountain(n))
            .position(|n| *n == name)
            .unwrap_or(0);
        MARK_SYMBOLS[others % MARK_SYMBOLS.len()].to_string()
    }

    /// A cell's token without the last-move brackets.
    fn token(&self, cell: Option<&CellView>) -> Token {
        let Some(cell) = cell else {
            return Token {
                text: self.empty().to_string(),
                owner: None,
            };
        };
        let mut text = String::new();
        let owner = cell.piece.as_ref().map(|p| p.owner);
        if let Some(p) = &cell.piece {
            let glyph = self.ctx.owned_glyph(p);
            if p.face_down {
                let _ = write!(text, "({glyph})");
            } else {
                text.push_str(&glyph);
            }
            if let Some(d) = p.facing {
                text.push_str(&self.arrow(d));
            }
        }
        let mut seen: Vec<&str> = Vec::new();
        for m in &cell.marks {
            if seen.contains(&&*m.name) {
                continue;
            }
            seen.push(&m.name);
            if is_mountain(&m.name) && owner.is_some() {
                text.push('^');
            } else {
                text.push_str(&self.mark_symbol(&m.name));
            }
        }
        if text.is_empty() {
            text.push_str(self.empty());
        }
        Token { text, owner }
    }

    /// The token as drawn: bracketed when touched by the last move (plain
    /// text only; colour tints the cell instead).
    fn drawn(&self, coord: Coord) -> Token {
        let mut t = self.token(self.ctx.view.cell(coord));
        if !self.options.color && self.ctx.touched.contains(&coord) {
            t.text = format!("[{}]", t.text);
        }
        t
    }

    /// The longest token of the board without last-move brackets.
    fn longest_plain(&self) -> i32 {
        self.ctx
            .view
            .geometry
            .cells()
            .map(|c| self.token(self.ctx.view.cell(c)).text.chars().count())
            .max()
            .unwrap_or(1) as i32
    }

    fn cell_bg(&self, coord: Coord, plain: &'static str) -> &'static str {
        if self.ctx.touched.contains(&coord) {
            BG_LAST
        } else {
            plain
        }
    }

    fn square_board(&self, canvas: &mut Canvas) {
        let tokens: Vec<(Square, Token)> = Square::ALL
            .iter()
            .map(|&s| (s, self.drawn(Coord::Square(s))))
            .collect();
        // The width comes from the tokens without last-move brackets, so
        // marking a move never widens the board.
        let longest = self.longest_plain();
        // Wide enough for a blank between tokens, and at least 3.
        let w = 3.max(longest + 1);
        let left = 3; // rank label, blank, border, then the cells
        let right = left + 8 * w; // the right border
        let center = |file: i32| left + file * w + (w - 1) / 2;
        let line = |rank: i32| 2 + (7 - rank);
        let rim = self.options.color.then_some(FG_RIM);
        for file in 0..8 {
            let name = ((b'a' + file as u8) as char).to_string();
            canvas.put_centered(0, center(file), &name, rim);
            canvas.put_centered(11, center(file), &name, rim);
        }
        let border: String = core::iter::once('+')
            .chain(core::iter::repeat_n('-', (8 * w) as usize))
            .chain(core::iter::once('+'))
            .collect();
        canvas.put(1, left - 1, &border, None);
        canvas.put(10, left - 1, &border, None);
        for rank in 0..8 {
            let label = (rank + 1).to_string();
            canvas.put(line(rank), 0, &label, rim);
            canvas.put(line(rank), left - 1, "|", None);
            canvas.put(line(rank), right, "|", None);
            canvas.put(line(rank), right + 2, &label, rim);
        }
        for (s, t) in tokens {
            let (file, rank) = (s.file().index() as i32, s.rank().index() as i32);
            let coord = Coord::Square(s);
            if self.options.color {
                let plain = if (file + rank) % 2 == 0 {
                    BG_DARK
                } else {
                    BG_LIGHT
                };
                let x = left + file * w;
                canvas.fill(line(rank), x, x + w - 1, self.cell_bg(coord, plain));
            }
            canvas.put_centered(line(rank), center(file), &t.text, self.owner_fg(t.owner));
        }
    }

    fn hex_board(&self, canvas: &mut Canvas, radius: i32) {
        let cells: Vec<(Hex, Token)> = self
            .ctx
            .view
            .geometry
            .cells()
            .filter_map(|c| match c {
                Coord::Hex(h) => Some((h, self.drawn(c))),
                Coord::Square(_) => None,
            })
            .collect();
        let longest = self.longest_plain();
        // Cells of one text line are two columns apart: 2w - 1 characters
        // hold a token and a blank. w = 4 is close to the true aspect of
        // flat-top hexes in a terminal font (sqrt(3) wide per half-row, with
        // characters twice as tall as wide).
        let w = 4.max((longest + 2) / 2);
        let rim = self.options.color.then_some(FG_RIM);
        for ((q, r), label) in hex_rim(self.ctx.view, radius) {
            let (col, row) = hex_grid(q, r);
            canvas.put_centered(row, col * w, &label, rim);
        }
        for (h, t) in cells {
            let (col, row) = hex_grid(h.q(), h.r());
            let coord = Coord::Hex(h);
            if self.options.color {
                let plain = [BG_MID, BG_LIGHT, BG_DARK][row.rem_euclid(3) as usize];
                // A tile a little narrower than the cell's slot: tiles of
                // neighbouring lines touch at their corners only, so the
                // hexagonal lattice shows.
                let half = (w - 2).max((t.text.chars().count() as i32) / 2);
                canvas.fill(
                    row,
                    col * w - half,
                    col * w + half,
                    self.cell_bg(coord, plain),
                );
            }
            canvas.put_centered(row, col * w, &t.text, self.owner_fg(t.owner));
        }
    }

    /// Everything below the board.
    fn legend(&self, out: &mut String) {
        let ctx = self.ctx;
        let view = ctx.view;
        match (view.geometry, view.naming) {
            (Geometry::Hex { .. }, CellNaming::Standard) => out.push_str(
                "Cells are (q,r): a cell's r= labels end its diagonal from upper left to \
                 lower right,\nits q= labels its diagonal from lower left to upper right.\n",
            ),
            (Geometry::Hex { .. }, CellNaming::HexFileRank) => out.push_str(
                "Cells are named by file + rank (f6): files are the columns (letters below),\n\
                 ranks count up each file from its lower rim (numbers at both ends of each rank).\n",
            ),
            _ => {}
        }
        self.marks_legend(out);
        if let Some(key) = ctx.piece_key() {
            wrap_list(out, "pieces: ", &key, ",");
        }
        let mut notes: Vec<String> = Vec::new();
        if view.pieces().any(|(_, p)| p.face_down) {
            notes.push("(X) face down".to_string());
        }
        if let Some(effect) = &self.options.last_move {
            let how = if self.options.color {
                "tinted"
            } else {
                "[X] marked"
            };
            if effect.changes.is_empty() {
                notes.push("last move: no change to the board".to_string());
            } else {
                notes.push(format!("last move ({how}): {}", effect_words(view, effect)));
            }
        }
        for n in notes {
            out.push_str(&n);
            out.push('\n');
        }
        self.stats_list(out);
        self.sides(out);
        let infos: Vec<String> = view.info.iter().map(|i| i.to_string()).collect();
        if !infos.is_empty() {
            wrap_list(out, "", &infos, ";");
        }
    }

    fn marks_legend(&self, out: &mut String) {
        let view = self.ctx.view;
        for name in &self.ctx.mark_names {
            let mut entries: Vec<String> = Vec::new();
            for cell in &view.cells {
                for m in cell.marks.iter().filter(|m| &*m.name == *name) {
                    let mut e = view.cell_name(cell.coord);
                    match (m.owner, m.value) {
                        (Some(o), Some(v)) => {
                            let _ = write!(e, " {} n={v}", self.ctx.seat_name(o));
                        }
                        (Some(o), None) => {
                            let _ = write!(e, " {}", self.ctx.seat_name(o));
                        }
                        (None, Some(v)) => {
                            let _ = write!(e, " n={v}");
                        }
                        (None, None) => {}
                    }
                    entries.push(e);
                }
            }
            let head = format!("{} {name}: ", self.mark_symbol(name));
            wrap_list(out, &head, &entries, ", ");
            if let Some(words) = view.explanation(name) {
                let words: Vec<String> = format!("({name}: {words})")
                    .split_whitespace()
                    .map(String::from)
                    .collect();
                wrap_list(out, "    ", &words, "");
            }
        }
    }

    fn stats_list(&self, out: &mut String) {
        let view = self.ctx.view;
        let with_stats: Vec<(Coord, &crate::inspect::PieceView)> =
            view.pieces().filter(|(_, p)| !p.stats.is_empty()).collect();
        let Some((_, first)) = with_stats.first() else {
            return;
        };
        // When every piece has the same stats, name them once:
        // `Stats (att/def): e4 N 3/5; ...`.
        let names: Vec<&str> = first.stats.iter().map(|s| &*s.name).collect();
        let uniform = with_stats
            .iter()
            .all(|(_, p)| p.stats.iter().map(|s| &*s.name).eq(names.iter().copied()));
        let entries: Vec<String> = with_stats
            .iter()
            .map(|(c, p)| {
                let mut e = format!("{} {}", view.cell_name(*c), self.ctx.owned_glyph(p));
                if let Some(name) = &p.name {
                    let _ = write!(e, " {name}");
                }
                for (i, s) in p.stats.iter().enumerate() {
                    let _ = match (uniform, i) {
                        (true, 0) => write!(e, " {}", s.value),
                        (true, _) => write!(e, "/{}", s.value),
                        (false, 0) => write!(e, " {s}"),
                        (false, _) => write!(e, ", {s}"),
                    };
                    // A printed value that differs (damage) follows.
                    if let (true, Some(max)) = (uniform, s.max.filter(|m| *m != s.value)) {
                        let _ = write!(e, "(max {max})");
                    }
                }
                e
            })
            .collect();
        let head = if uniform {
            format!("Stats ({}): ", names.join("/"))
        } else {
            "Stats: ".to_string()
        };
        wrap_list(out, &head, &entries, ";");
    }

    fn sides(&self, out: &mut String) {
        let ctx = self.ctx;
        let view = ctx.view;
        match view.to_act {
            Some(p) => {
                let _ = writeln!(out, "To act: {}", ctx.seat_name(p));
            }
            None => out.push_str("Game over\n"),
        }
        for side in &view.sides {
            let pointer = if view.to_act == Some(side.player) {
                '>'
            } else {
                ' '
            };
            let seat = side.player.to_string();
            let name = if *side.name == seat {
                seat
            } else {
                format!("{} ({seat})", side.name)
            };
            let key = match ctx.owners {
                OwnerStyle::Case if side.player.index() == 0 => format!("{name}: upper case"),
                OwnerStyle::Case if side.player.index() == 1 => format!("{name}: lower case"),
                OwnerStyle::Case => name,
                OwnerStyle::Digit => format!("{} = {name}", seat_digit(side.player)),
            };
            let out_of_game = if side.active { "" } else { " (out)" };
            let _ = writeln!(out, "{pointer} {key}{out_of_game}");
            // Side lines, then the zones that hold something.
            let infos = side.panel_lines();
            if !infos.is_empty() {
                wrap_list(out, "    ", &infos, ";");
            }
        }
    }
}

/// Writes `head` then the entries separated by `sep`, wrapping lines at 78
/// characters with the continuation indented under the first entry.
fn wrap_list(out: &mut String, head: &str, entries: &[String], sep: &str) {
    const WIDTH: usize = 78;
    let indent = head.chars().count().min(24);
    let mut line = String::from(head);
    let mut len = line.chars().count();
    for (i, e) in entries.iter().enumerate() {
        let piece_len = e.chars().count()
            + if i + 1 < entries.len() {
                sep.trim_end().len()
            } else {
                0
            };
        if i > 0 && len + 1 + piece_len > WIDTH {
            out.push_str(line.trim_end());
            out.push('\n');
            line = " ".repeat(indent);
            len = indent;
        } else if i > 0 {
            line.push(' ');
            len += 1;
        }
        line.push_str(e);
        if i + 1 < entries.len() {
            line.push_str(sep.trim_end());
        }
        len += piece_len;
    }
    out.push_str(line.trim_end());
    out.push('\n');
}
