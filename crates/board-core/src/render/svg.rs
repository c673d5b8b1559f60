//! The SVG renderer: a standalone picture of a board for documents.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Write;

use super::{Context, facing_vector, hex_rim_labels, is_mountain};
use crate::game::Player;
use crate::hex::Hex;
use crate::inspect::{
    CellNaming, CellView, Change, Coord, Geometry, Mark, MoveEffect, PieceView, View,
};

/// How [`svg`] draws a board.
///
/// ```
/// use board_core::render::SvgOptions;
/// let options = SvgOptions { title: Some("Start position".into()), ..SvgOptions::default() };
/// assert!(options.caption && !options.cell_labels);
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SvgOptions {
    /// The move just played, as its effect: the cells it touched are
    /// tinted.
    pub last_move: Option<MoveEffect>,
    /// A title above the caption (also the picture's `<title>`).
    pub title: Option<String>,
    /// Print each empty cell's coordinate in it (handy for rules
    /// documents about hex boards). Rim labels are always drawn.
    pub cell_labels: bool,
    /// Draw the caption below the board: who acts, each seat's
    /// information, the game's information, the legend of marks, stats
    /// and the last move.
    pub caption: bool,
    /// Turn the board half a turn, so the second seat's side is at the
    /// bottom. Cells keep their `data-cell` names; rim labels and facings
    /// turn with the board.
    pub flipped: bool,
}

impl Default for SvgOptions {
    fn default() -> Self {
        SvgOptions {
            last_move: None,
            title: None,
            cell_labels: false,
            caption: true,
            flipped: false,
        }
    }
}

/// Draws `view` as a standalone SVG document (UTF-8 text, well-formed XML,
/// no external resources).
///
/// A square board is checkered with files and ranks around it; a hex
/// board is drawn cell by cell in three colours, flat-top with north up,
/// with `r=..` labels at both ends of each diagonal running from upper left
/// to lower right and `q=..` labels at both ends of each diagonal running
/// from lower left to upper right, so a cell's `(q,r)` is read off the
/// rim. Pieces are discs in their owner's colour (white, black, red, blue,
/// then green, orange, purple, teal) with their glyph; a piece with a
/// facing is a disc drawn out to a point toward it; stats are small
/// numbers (`3·5`) under the glyph; a face-down piece has dashed rings. A
/// mountain is drawn as a mountain; other marks are lettered badges
/// explained in the caption. Cells the last move touched are tinted and an
/// arrow follows each moved piece's path.
///
/// Every cell is one element of class `cell` with its coordinate in
/// `data-cell` (`e4`, `(1,-2)`), so a page can map a click to a cell.
/// Every piece is one `<g class="piece">` element (with `data-owner` and
/// `data-kind`), every mark badge or mountain one element of class
/// `mark`, so tools and tests can find them.
///
/// ```
/// use board_core::inspect::{Coord, Geometry, Mark, PieceView, View};
/// use board_core::render::{svg, SvgOptions};
/// use board_core::hex::{Direction, Hex};
/// use board_core::Player;
///
/// let mut view = View::new(Geometry::Hex { radius: 2 });
/// view.set_piece(Coord::Hex(Hex::ORIGIN), PieceView::new(Player::new(2), "dragon", "D").facing(Direction::SE));
/// view.add_mark(Coord::Hex(Hex::new(1, 1)), Mark::new("mountain"));
/// let picture = svg(&view, &SvgOptions { caption: false, ..SvgOptions::default() });
/// assert_eq!(picture.matches("class=\"piece\"").count(), 1);
/// assert_eq!(picture.matches("class=\"mark mountain\"").count(), 1);
/// assert!(picture.ends_with("</svg>\n"));
/// ```
pub fn svg(view: &View, options: &SvgOptions) -> String {
    let ctx = Context::new(view, options.last_move.as_ref());
    let mut d = Drawing {
        ctx: &ctx,
        options,
        body: String::new(),
        min: (f64::MAX, f64::MAX),
        max: (f64::MIN, f64::MIN),
        scale: 1.0,
        unit: 1.0,
    };
    match view.geometry {
        Geometry::Square8 => d.square_board(),
        Geometry::Hex { radius } => d.hex_board(radius as i32),
    }
    d.pieces_and_marks();
    if options.caption {
        d.caption();
    }
    d.finish()
}

/// Light and dark squares; light, mid and dark hexes.
const LIGHT: &str = "#f0d9b5";
const MID: &str = "#d9b48c";
const DARK: &str = "#b58863";
/// Cell outlines of hex boards and the square board's frame.
const LINE: &str = "#7a5a3c";
/// Rim labels.
const RIM_INK: &str = "#5b4a3a";
/// The tint of the cells the last move touched.
const LAST_TINT: &str = "#9bc700";
/// The arrow along the last move's path.
const ARROW: &str = "#2f6f0f";
/// Mountains: rock, its outline, snow.
const ROCK: &str = "#8c8f94";
const ROCK_LINE: &str = "#4a4d52";
/// Badge colours of marks other than mountains.
const BADGES: [&str; 8] = [
    "#e67e22", "#8e44ad", "#16a085", "#d63384", "#2c7be5", "#7d6608", "#c0392b", "#34495e",
];
/// The font of every text.
const FONT: &str = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif";

/// A seat's disc fill, outline and glyph ink.
fn owner_colors(p: Player) -> (&'static str, &'static str, &'static str) {
    const OWNERS: [(&str, &str, &str); 8] = [
        ("#fbfbf8", "#1c1c1c", "#1c1c1c"),
        ("#262626", "#000000", "#f4f4f4"),
        ("#c62828", "#4e0b0b", "#ffffff"),
        ("#1e5bb8", "#0a2552", "#ffffff"),
        ("#2e7d32", "#0f3812", "#ffffff"),
        ("#f0a020", "#6b3f00", "#1c1c1c"),
        ("#7b1fa2", "#34094a", "#ffffff"),
        ("#00897b", "#003a33", "#ffffff"),
    ];
    OWNERS[p.index() % OWNERS.len()]
}

/// The letters on a mark's badge: its initial, or its first two letters
/// when another mark of the view starts with the same letter (`Fi` fire,
/// `Fr` frozen).
fn mark_letters(ctx: &Context<'_>, name: &str) -> String {
    let initial = |n: &str| {
        n.chars()
            .next()
            .map(|c| c.to_uppercase().collect::<String>())
    };
    let mine = initial(name).unwrap_or_else(|| "?".to_string());
    let shared = ctx
        .mark_names
        .iter()
        .filter(|n| !is_mountain(n) && **n != name)
        .any(|n| initial(n).as_deref() == Some(mine.as_str()));
    if shared {
        mine + &name.chars().skip(1).take(1).collect::<String>()
    } else {
        mine
    }
}

/// A number for SVG: one decimal at most, no `-0`.
fn num(v: f64) -> String {
    let s = format!("{v:.1}");
    let s = s.strip_suffix(".0").unwrap_or(&s).to_string();
    if s == "-0" { "0".to_string() } else { s }
}

/// Escapes text for XML content and attribute values.
fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for ch in s.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Control characters are not allowed in XML 1.0.
            c if (c as u32) < 0x20 && !matches!(c, '\n' | '\t') => out.push('\u{fffd}'),
            c => out.push(c),
        }
    }
    out
}

/// Corner offsets of a flat-top hexagon of size 1, clockwise from east.
const HEX_CORNERS: [(f64, f64); 6] = [
    (1.0, 0.0),
    (0.5, 0.866_025_403_784_438_6),
    (-0.5, 0.866_025_403_784_438_6),
    (-1.0, 0.0),
    (-0.5, -0.866_025_403_784_438_6),
    (0.5, -0.866_025_403_784_438_6),
];

struct Drawing<'a, 'v> {
    ctx: &'a Context<'v>,
    options: &'a SvgOptions,
    body: String,
    min: (f64, f64),
    max: (f64, f64),
    /// Pixels per unit of `Geometry::center`.
    scale: f64,
    /// Half the distance between neighbouring cell centres, in pixels: the
    /// room a piece has around its centre.
    unit: f64,
}

impl Drawing<'_, '_> {
    fn grow(&mut self, x: f64, y: f64) {
        self.min = (self.min.0.min(x), self.min.1.min(y));
        self.max = (self.max.0.max(x), self.max.1.max(y));
    }

    fn center(&self, c: Coord) -> (f64, f64) {
        let (x, y) = self.ctx.view.geometry.center(c);
        self.turned((x * self.scale, y * self.scale))
    }

    /// A point of the unturned board where it is drawn: a half turn about
    /// the board's middle (the square board's middle is 3.5 cells from a8,
    /// a hex board's is its centre cell).
    fn turned(&self, (x, y): (f64, f64)) -> (f64, f64) {
        if !self.options.flipped {
            return (x, y);
        }
        let middle = match self.ctx.view.geometry {
            Geometry::Square8 => 7.0 * self.scale,
            Geometry::Hex { .. } => 0.0,
        };
        (middle - x, middle - y)
    }

    /// A text element; `anchor` is `start`, `middle` or `end`. The box it
    /// takes is estimated from its length.
    #[allow(clippy::too_many_arguments)]
    fn text(&mut self, x: f64, y: f64, size: f64, anchor: &str, fill: &str, extra: &str, s: &str) {
        let _ = writeln!(
            self.body,
            "<text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"{anchor}\" fill=\"{fill}\"{extra}>{}</text>",
            num(x),
            num(y),
            num(size),
            esc(s)
        );
        let width = s.chars().count() as f64 * size * 0.62;
        let left = match anchor {
            "middle" => x - width / 2.0,
            "end" => x - width,
            _ => x,
        };
        self.grow(left, y - size);
        self.grow(left + width, y + size * 0.3);
    }

    fn hex_points(&self, cx: f64, cy: f64, size: f64) -> String {
        let mut pts = String::new();
        for (i, (dx, dy)) in HEX_CORNERS.iter().enumerate() {
            if i > 0 {
                pts.push(' ');
            }
            let _ = write!(pts, "{},{}", num(cx + dx * size), num(cy + dy * size));
        }
        pts
    }

    fn square_board(&mut self) {
        let s = 60.0;
        self.scale = s;
        self.unit = s / 2.0;
        self.body.push_str("<g class=\"board\">\n");
        for c in Geometry::Square8.cells() {
            let Coord::Square(sq) = c else { continue };
            let (x, y) = self.center(c);
            let dark = (sq.file().index() + sq.rank().index()) % 2 == 0;
            let fill = if dark { DARK } else { LIGHT };
            let _ = writeln!(
                self.body,
                "<rect class=\"cell\" data-cell=\"{}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{fill}\"/>",
                esc(&c.to_string()),
                num(x - s / 2.0),
                num(y - s / 2.0),
                num(s),
                num(s)
            );
            if self.ctx.touched.contains(&c) {
                let _ = writeln!(
                    self.body,
                    "<rect class=\"last-move\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{LAST_TINT}\" fill-opacity=\"0.45\"/>",
                    num(x - s / 2.0),
                    num(y - s / 2.0),
                    num(s),
                    num(s)
                );
            }
            if self.options.cell_labels && self.ctx.view.cell(c).is_none() {
                let ink = if dark { LIGHT } else { DARK };
                self.text(x, y + 5.0, 14.0, "middle", ink, "", &c.to_string());
            }
        }
        let _ = writeln!(
            self.body,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{LINE}\" stroke-width=\"2\"/>",
            num(-s / 2.0),
            num(-s / 2.0),
            num(8.0 * s),
            num(8.0 * s)
        );
        self.body
            .push_str("</g>\n<g class=\"coords\" font-weight=\"bold\">\n");
        let size = 15.0;
        for i in 0..8 {
            let file = ((b'a' + i as u8) as char).to_string();
            let rank = (8 - i).to_string();
            let (x, y) = self.turned((i as f64 * s, i as f64 * s));
            self.text(x, -s / 2.0 - 8.0, size, "middle", RIM_INK, "", &file);
            self.text(x, 7.5 * s + 20.0, size, "middle", RIM_INK, "", &file);
            self.text(-s / 2.0 - 10.0, y + 5.0, size, "middle", RIM_INK, "", &rank);
            self.text(7.5 * s + 10.0, y + 5.0, size, "middle", RIM_INK, "", &rank);
        }
        self.body.push_str("</g>\n");
        self.grow(-s / 2.0 - 20.0, -s / 2.0 - 26.0);
        self.grow(7.5 * s + 20.0, 7.5 * s + 26.0);
    }

    fn hex_board(&mut self, radius: i32) {
        // Size (centre to corner) of a cell: a board about 600 pixels wide,
        // cells at most 40 pixels.
        let size = (600.0 / (3.0 * radius as f64 + 2.0)).min(40.0);
        self.scale = size;
        self.unit = size * 0.866;
        self.body.push_str("<g class=\"board\">\n");
        let cells: Vec<Coord> = self.ctx.view.geometry.cells().collect();
        for c in cells {
            let Coord::Hex(h) = c else { continue };
            let (x, y) = self.center(c);
            let fill = [MID, LIGHT, DARK][(h.q() - h.r()).rem_euclid(3) as usize];
            let pts = self.hex_points(x, y, size);
            let _ = writeln!(
                self.body,
                "<polygon class=\"cell\" data-cell=\"{}\" points=\"{pts}\" fill=\"{fill}\" stroke=\"{LINE}\" stroke-width=\"1\" stroke-linejoin=\"round\"/>",
                esc(&c.to_string())
            );
            if self.ctx.touched.contains(&c) {
                let _ = writeln!(
                    self.body,
                    "<polygon class=\"last-move\" points=\"{pts}\" fill=\"{LAST_TINT}\" fill-opacity=\"0.45\"/>"
                );
            }
            for (dx, dy) in HEX_CORNERS {
                self.grow(x + dx * size, y + dy * size);
            }
            if self.options.cell_labels && self.ctx.view.cell(c).is_none() {
                let label = match self.ctx.view.naming {
                    CellNaming::Standard => format!("{},{}", h.q(), h.r()),
                    _ => self.ctx.view.cell_name(c),
                };
                self.text(
                    x,
                    y + size * 0.14,
                    size * 0.36,
                    "middle",
                    RIM_INK,
                    "",
                    &label,
                );
            }
        }
        self.body.push_str("</g>\n<g class=\"coords\">\n");
        for ((q, r), label) in hex_rim_labels(radius, self.ctx.view.naming) {
            let (x, y) = self.center(Coord::Hex(Hex::new(q, r)));
            // Pull the label a little toward the board.
            let (x, y) = (x * 0.97, y * 0.97);
            self.text(
                x,
                y + size * 0.15,
                size * 0.42,
                "middle",
                RIM_INK,
                " font-weight=\"bold\"",
                &label,
            );
        }
        self.body.push_str("</g>\n");
    }

    fn pieces_and_marks(&mut self) {
        // Cells off the board (a malformed view) are left out.
        let geometry = self.ctx.view.geometry;
        let cells: Vec<CellView> = (self.ctx.view.cells.iter())
            .filter(|c| geometry.contains(c.coord))
            .cloned()
            .collect();
        self.body.push_str("<g class=\"marks\">\n");
        for cell in &cells {
            if cell.marks.iter().any(|m| is_mountain(&m.name)) {
                self.mountain(cell.coord);
            }
        }
        self.body.push_str("</g>\n<g class=\"pieces\">\n");
        for cell in &cells {
            if let Some(p) = &cell.piece {
                self.piece(cell.coord, p);
            }
        }
        self.body.push_str("</g>\n");
        if let Some(effect) = &self.options.last_move {
            self.move_arrows(effect);
        }
        // Badges last: they sit on the pieces' shoulders.
        self.body.push_str("<g class=\"marks\">\n");
        for cell in &cells {
            let badges: Vec<&Mark> = cell
                .marks
                .iter()
                .filter(|m| !is_mountain(&m.name))
                .collect();
            let n = badges.len();
            for (i, m) in badges.iter().enumerate() {
                self.badge(cell.coord, cell.piece.is_some(), (i, n), m);
            }
        }
        self.body.push_str("</g>\n");
    }

    fn mountain(&mut self, c: Coord) {
        let (x, y) = self.center(c);
        let u = self.unit;
        let path = |pts: &[(f64, f64)]| {
            let mut d = String::new();
            for (i, (px, py)) in pts.iter().enumerate() {
                let _ = write!(
                    d,
                    "{}{},{} ",
                    if i == 0 { 'M' } else { 'L' },
                    num(x + px * u),
                    num(y + py * u)
                );
            }
            d.push('Z');
            d
        };
        let rock = path(&[
            (-0.8, 0.5),
            (-0.12, -0.62),
            (0.2, -0.1),
            (0.42, -0.34),
            (0.8, 0.5),
        ]);
        let snow = path(&[
            (-0.12, -0.62),
            (0.07, -0.31),
            (-0.03, -0.37),
            (-0.12, -0.27),
            (-0.2, -0.35),
            (-0.3, -0.3),
        ]);
        let _ = writeln!(
            self.body,
            "<g class=\"mark mountain\"><path d=\"{rock}\" fill=\"{ROCK}\" stroke=\"{ROCK_LINE}\" stroke-width=\"{}\" stroke-linejoin=\"round\"/><path d=\"{snow}\" fill=\"#ffffff\"/></g>",
            num(u * 0.07)
        );
    }

    /// The `i`-th of `n` badges of a cell: small, along the top right of
    /// a cell with a piece; larger and centred on an empty cell.
    fn badge(&mut self, c: Coord, occupied: bool, (i, n): (usize, usize), m: &Mark) {
        let (x, y) = self.center(c);
        let u = self.unit;
        let (br, bx, by) = if occupied {
            let br = u * 0.3;
            // Along the top of the cell, right to left.
            (br, x + u * 0.6 - i as f64 * br * 2.3, y - u * 0.6)
        } else {
            let br = u * if n > 1 { 0.34 } else { 0.42 };
            let offset = i as f64 - (n as f64 - 1.0) / 2.0;
            (br, x + offset * br * 2.3, y)
        };
        let color = BADGES[self.ctx.mark_index(&m.name) % BADGES.len()];
        let ring = match m.owner {
            Some(o) => owner_colors(o).0,
            None => "#ffffff",
        };
        let letter = mark_letters(self.ctx, &m.name);
        let _ = write!(
            self.body,
            "<g class=\"mark\" data-name=\"{}\"><circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{color}\" stroke=\"{ring}\" stroke-width=\"{}\"/><circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"#1c1c1c\" stroke-width=\"0.6\"/>",
            esc(&m.name),
            num(bx),
            num(by),
            num(br),
            num(br * 0.2),
            num(bx),
            num(by),
            num(br * 1.15),
        );
        let _ = write!(
            self.body,
            "<text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\" fill=\"#ffffff\" font-weight=\"bold\">{}</text>",
            num(bx),
            num(by + br * 0.42),
            num(br
                * if letter.chars().count() > 1 {
                    0.95
                } else {
                    1.2
                }),
            esc(&letter)
        );
        if let Some(v) = m.value {
            let _ = write!(
                self.body,
                "<text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"start\" fill=\"#1c1c1c\" stroke=\"#ffffff\" stroke-width=\"2\" paint-order=\"stroke\" font-weight=\"bold\">{v}</text>",
                num(bx + br * 0.8),
                num(by + br * 1.8),
                num(br * 1.4),
            );
        }
        self.body.push_str("</g>\n");
    }

    fn piece(&mut self, c: Coord, p: &PieceView) {
        let (x, y) = self.center(c);
        let u = self.unit;
        let pr = u * if matches!(c, Coord::Square(_)) {
            0.8
        } else {
            0.74
        };
        let (fill, line, ink) = owner_colors(p.owner);
        let _ = write!(
            self.body,
            "<g class=\"piece\" data-owner=\"{}\" data-kind=\"{}\">",
            p.owner.index(),
            esc(&p.kind)
        );
        let dash = if p.face_down {
            format!(
                " stroke-dasharray=\"{},{}\"",
                num(pr * 0.25),
                num(pr * 0.15)
            )
        } else {
            String::new()
        };
        let stroke = num(pr * 0.09);
        match p.facing {
            // A disc drawn out to a point toward the facing: the outline
            // runs from the tip along the two tangents and round the back.
            Some(dir) => {
                const TIP: f64 = 1.42;
                // cos and sin of the angle between the facing and a
                // tangent point: cos = 1 / TIP.
                const COS: f64 = 0.704_225_352_112_676;
                const SIN: f64 = 0.710_004_162_248_006_9;
                let (fx, fy) = facing_vector(dir);
                let (fx, fy) = if self.options.flipped {
                    (-fx, -fy)
                } else {
                    (fx, fy)
                };
                let tip = (x + fx * pr * TIP, y + fy * pr * TIP);
                let plus = (
                    x + pr * (fx * COS - fy * SIN),
                    y + pr * (fx * SIN + fy * COS),
                );
                let minus = (
                    x + pr * (fx * COS + fy * SIN),
                    y + pr * (-fx * SIN + fy * COS),
                );
                let _ = write!(
                    self.body,
                    "<path class=\"facing\" data-facing=\"{}\" d=\"M{},{} L{},{} L{},{} A{},{} 0 1 0 {},{} Z\" fill=\"{fill}\" stroke=\"{line}\" stroke-width=\"{stroke}\" stroke-linejoin=\"round\"{dash}/>",
                    dir.name(),
                    num(plus.0),
                    num(plus.1),
                    num(tip.0),
                    num(tip.1),
                    num(minus.0),
                    num(minus.1),
                    num(pr),
                    num(pr),
                    num(plus.0),
                    num(plus.1),
                );
            }
            None => {
                let _ = write!(
                    self.body,
                    "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{fill}\" stroke=\"{line}\" stroke-width=\"{stroke}\"{dash}/>",
                    num(x),
                    num(y),
                    num(pr),
                );
            }
        }
        if p.face_down {
            // A second dashed ring inside: a face-down piece keeps its
            // owner's colour but reads as a card back.
            let _ = write!(
                self.body,
                "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"{ink}\" stroke-opacity=\"0.5\" stroke-width=\"{}\" stroke-dasharray=\"{},{}\"/>",
                num(x),
                num(y),
                num(pr * 0.8),
                num(pr * 0.06),
                num(pr * 0.2),
                num(pr * 0.12),
            );
        }
        let glyph = if p.glyph.is_empty() { "?" } else { &p.glyph };
        let stats: Vec<String> = p.stats.iter().map(|s| s.value.to_string()).collect();
        let mut size = match glyph.chars().count() {
            1 => pr * 1.05,
            2 => pr * 0.78,
            _ => pr * 0.55,
        };
        let mut gy = y + size * 0.36;
        if !stats.is_empty() {
            size *= 0.8;
            gy = y - pr * 0.12 + size * 0.36;
        }
        let style = if p.face_down {
            " font-style=\"italic\""
        } else {
            ""
        };
        let _ = write!(
            self.body,
            "<text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\" fill=\"{ink}\" font-weight=\"bold\"{style}>{}</text>",
            num(x),
            num(gy),
            num(size),
            esc(glyph)
        );
        if !stats.is_empty() {
            let _ = write!(
                self.body,
                "<text class=\"stats\" x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\" fill=\"{ink}\">{}</text>",
                num(x),
                num(y + pr * 0.68),
                num(pr * 0.5),
                esc(&stats.join("·"))
            );
        }
        self.body.push_str("</g>\n");
    }

    /// An arrow along the path of each piece the last move moved, over
    /// the pieces, half transparent.
    fn move_arrows(&mut self, effect: &MoveEffect) {
        let geometry = self.ctx.view.geometry;
        let u = self.unit;
        let mut arrows = String::new();
        for change in &effect.changes {
            let Change::Move { path } = change else {
                continue;
            };
            if path.len() < 2 || !path.iter().all(|c| geometry.contains(*c)) {
                continue;
            }
            let pts: Vec<(f64, f64)> = path.iter().map(|&c| self.center(c)).collect();
            let (end, before) = (pts[pts.len() - 1], pts[pts.len() - 2]);
            let (dx, dy) = (end.0 - before.0, end.1 - before.1);
            let len = sqrt(dx * dx + dy * dy);
            if len < 1e-6 {
                continue;
            }
            let (ux, uy) = (dx / len, dy / len);
            let head = u * 0.55;
            let half = u * 0.36;
            // The tip stops at the edge of the piece that arrived.
            let tip = (end.0 - ux * u * 0.74, end.1 - uy * u * 0.74);
            let base = (tip.0 - ux * head, tip.1 - uy * head);
            let mut line = String::new();
            for (x, y) in pts[..pts.len() - 1].iter().chain(core::iter::once(&base)) {
                let _ = write!(line, "{},{} ", num(*x), num(*y));
            }
            let _ = writeln!(
                arrows,
                "<polyline points=\"{}\" fill=\"none\" stroke=\"{ARROW}\" stroke-width=\"{}\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/><polygon points=\"{},{} {},{} {},{}\" fill=\"{ARROW}\"/>",
                line.trim_end(),
                num(u * 0.2),
                num(tip.0),
                num(tip.1),
                num(base.0 - uy * half),
                num(base.1 + ux * half),
                num(base.0 + uy * half),
                num(base.1 - ux * half),
            );
        }
        if !arrows.is_empty() {
            let _ = write!(
                self.body,
                "<g class=\"last-move-path\" opacity=\"0.6\">\n{arrows}</g>\n"
            );
        }
    }

    /// The lines below the board.
    fn caption(&mut self) {
        let ctx = self.ctx;
        let view = ctx.view;
        let left = self.min.0;
        let width = (self.max.0 - self.min.0).max(420.0);
        let size = 14.0;
        let step = 21.0;
        // Characters per line of the smaller caption font.
        let chars = ((width - 40.0) / (size * 0.9 * 0.56)) as usize;
        let mut y = self.max.1 + 30.0;
        self.body.push_str("<g class=\"caption\">\n");
        if let Some(title) = &self.options.title {
            self.text(
                left,
                y,
                size * 1.25,
                "start",
                "#1c1c1c",
                " font-weight=\"bold\"",
                title,
            );
            y += step * 1.3;
        }
        let to_act = match view.to_act {
            Some(p) => format!("To act: {}", ctx.seat_name(p)),
            None => "Game over".to_string(),
        };
        self.text(
            left,
            y,
            size,
            "start",
            "#1c1c1c",
            " font-weight=\"bold\"",
            &to_act,
        );
        y += step;
        for side in &view.sides {
            let (fill, line, _) = owner_colors(side.player);
            let _ = writeln!(
                self.body,
                "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{fill}\" stroke=\"{line}\" stroke-width=\"1.5\"/>",
                num(left + 8.0),
                num(y - size * 0.35),
                num(size * 0.5)
            );
            let seat = side.player.to_string();
            let mut label = if *side.name == seat {
                seat
            } else {
                format!("{} ({seat})", side.name)
            };
            if view.to_act == Some(side.player) {
                label.push_str(" — to act");
            }
            if !side.active {
                label.push_str(" — out of the game");
            }
            let weight = if view.to_act == Some(side.player) {
                " font-weight=\"bold\""
            } else {
                ""
            };
            self.text(left + 22.0, y, size, "start", "#1c1c1c", weight, &label);
            y += step;
            // Side lines, then the zones that hold something.
            let infos: Vec<String> = side
                .info
                .iter()
                .map(|i| i.to_string())
                .chain(
                    side.zones
                        .iter()
                        .filter(|z| z.size > 0)
                        .map(|z| z.to_string()),
                )
                .collect();
            if !infos.is_empty() {
                for line in wrap_items(&infos, chars.saturating_sub(4)) {
                    self.text(left + 22.0, y, size * 0.9, "start", "#444444", "", &line);
                    y += step * 0.9;
                }
            }
        }
        let infos: Vec<String> = view.info.iter().map(|i| i.to_string()).collect();
        if !infos.is_empty() {
            y += step * 0.2;
            for line in wrap_items(&infos, chars) {
                self.text(left, y, size * 0.9, "start", "#444444", "", &line);
                y += step * 0.9;
            }
        }
        y += step * 0.3;
        // The legend.
        let names: Vec<String> = ctx.mark_names.iter().map(|n| n.to_string()).collect();
        for name in names {
            if is_mountain(&name) {
                let _ = writeln!(
                    self.body,
                    "<path d=\"M{},{} L{},{} L{},{} Z\" fill=\"{ROCK}\" stroke=\"{ROCK_LINE}\"/>",
                    num(left + 1.0),
                    num(y + 2.0),
                    num(left + 8.0),
                    num(y - 12.0),
                    num(left + 15.0),
                    num(y + 2.0)
                );
            } else {
                let color = BADGES[ctx.mark_index(&name) % BADGES.len()];
                let letter = mark_letters(ctx, &name);
                let _ = writeln!(
                    self.body,
                    "<circle cx=\"{}\" cy=\"{}\" r=\"7\" fill=\"{color}\"/><text x=\"{}\" y=\"{}\" font-size=\"9\" text-anchor=\"middle\" fill=\"#ffffff\" font-weight=\"bold\">{}</text>",
                    num(left + 8.0),
                    num(y - 5.0),
                    num(left + 8.0),
                    num(y - 1.8),
                    esc(&letter)
                );
            }
            self.text(left + 22.0, y, size * 0.9, "start", "#1c1c1c", "", &name);
            y += step;
        }
        if view.pieces().any(|(_, p)| p.face_down) {
            let _ = writeln!(
                self.body,
                "<circle cx=\"{}\" cy=\"{}\" r=\"7\" fill=\"#fbfbf8\" stroke=\"#1c1c1c\" stroke-dasharray=\"3,2\" stroke-width=\"1.5\"/><circle cx=\"{}\" cy=\"{}\" r=\"4.5\" fill=\"none\" stroke=\"#1c1c1c\" stroke-opacity=\"0.5\" stroke-dasharray=\"2,1.5\"/>",
                num(left + 8.0),
                num(y - 5.0),
                num(left + 8.0),
                num(y - 5.0)
            );
            self.text(
                left + 22.0,
                y,
                size * 0.9,
                "start",
                "#1c1c1c",
                "",
                "face down",
            );
            y += step;
        }
        if let Some(key) = ctx.piece_key() {
            // No-break spaces keep each `glyph kind` pair on one line.
            let pairs: Vec<String> = key.iter().map(|k| k.replace(' ', "\u{a0}")).collect();
            let line = format!("pieces: {}", pairs.join(" · "));
            for (i, line) in wrap(&line, chars).into_iter().enumerate() {
                self.text(left, y, size * 0.9, "start", "#1c1c1c", "", &line);
                y += step * if i == 0 { 1.0 } else { 0.9 };
            }
        }
        if let Some(names) = ctx.stat_names(" · ") {
            let line = format!("numbers on pieces: {names}");
            self.text(left, y, size * 0.9, "start", "#1c1c1c", "", &line);
            y += step;
        }
        if let Some(effect) = &self.options.last_move {
            let _ = writeln!(
                self.body,
                "<rect x=\"{}\" y=\"{}\" width=\"14\" height=\"14\" fill=\"{LAST_TINT}\" fill-opacity=\"0.6\" stroke=\"{LINE}\"/>",
                num(left + 1.0),
                num(y - 12.0)
            );
            let desc = if effect.changes.is_empty() {
                "last move: no change to the board".to_string()
            } else {
                format!("last move: {effect}")
            };
            for (i, line) in wrap(&desc, chars.saturating_sub(3)).into_iter().enumerate() {
                self.text(left + 22.0, y, size * 0.9, "start", "#1c1c1c", "", &line);
                y += step * if i == 0 { 1.0 } else { 0.9 };
            }
        }
        self.body.push_str("</g>\n");
    }

    fn finish(self) -> String {
        let pad = 12.0;
        let (x0, y0) = (self.min.0 - pad, self.min.1 - pad);
        let (w, h) = (
            self.max.0 - self.min.0 + 2.0 * pad,
            self.max.1 - self.min.1 + 2.0 * pad,
        );
        let mut out = String::new();
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" viewBox=\"{} {} {} {}\" font-family=\"{FONT}\">",
            num(w),
            num(h),
            num(x0),
            num(y0),
            num(w),
            num(h)
        );
        if let Some(title) = &self.options.title {
            let _ = writeln!(out, "<title>{}</title>", esc(title));
        }
        let _ = writeln!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#ffffff\"/>",
            num(x0),
            num(y0),
            num(w),
            num(h)
        );
        out.push_str(&self.body);
        out.push_str("</svg>\n");
        out
    }
}

/// Splits `s` into lines of at most `width` characters at spaces (a longer
/// word gets a line of its own).
fn wrap(s: &str, width: usize) -> Vec<String> {
    let width = width.max(10);
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in s.split(' ') {
        let len = line.chars().count();
        if len > 0 && len + 1 + word.chars().count() > width {
            lines.push(core::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// Joins `items` with ` · ` into lines of at most `width` characters,
/// breaking between items; an item too long for a line of its own is
/// wrapped at spaces.
fn wrap_items(items: &[String], width: usize) -> Vec<String> {
    let width = width.max(10);
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for item in items {
        let len = line.chars().count();
        if len > 0 && len + 3 + item.chars().count() <= width {
            line.push_str(" · ");
            line.push_str(item);
            continue;
        }
        if len > 0 {
            lines.push(core::mem::take(&mut line));
        }
        let mut parts = wrap(item, width);
        line = parts.pop().unwrap_or_default();
        lines.extend(parts);
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// The square root of `v >= 0` by Newton's method (`core` has no `sqrt`
/// without `std`); exact enough for drawing.
fn sqrt(v: f64) -> f64 {
    if v <= 0.0 {
        return 0.0;
    }
    let mut x = if v > 1.0 { v / 2.0 } else { 1.0 };
    for _ in 0..60 {
        let next = 0.5 * (x + v / x);
        if (next - x).abs() < 1e-12 * x {
            return next;
        }
        x = next;
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_roots() {
        for (v, r) in [
            (0.0, 0.0),
            (1.0, 1.0),
            (2.0, core::f64::consts::SQRT_2),
            (0.25, 0.5),
            (1e6, 1e3),
        ] {
            assert!((sqrt(v) - r).abs() < 1e-9, "{v}");
        }
    }

    #[test]
    fn wrapping_keeps_items_whole() {
        let items: Vec<String> = ["mana: 3", "deck: 40", "hand: fireball longsword"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(
            wrap_items(&items, 20),
            ["mana: 3 · deck: 40", "hand: fireball", "longsword"]
        );
        assert_eq!(wrap("", 10), [""]);
    }
}
