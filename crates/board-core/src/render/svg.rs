//! The SVG renderer: a standalone picture of a board for documents.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Write;

use super::figures::{Figure, Look, look, outline};
use super::{Context, facing_vector, hex_rim, is_mountain};
use crate::game::Player;
use crate::hex::{Direction, Hex};
use crate::inspect::{CellView, Change, Coord, Geometry, Mark, MoveEffect, PieceView, Stat, View};

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
    /// Turn a hex board this many sixths of a turn (60 degrees each)
    /// clockwise, on top of `flipped` (three sixths), so that the side of
    /// any of up to six seats can be brought to the bottom. Cells keep
    /// their `data-cell` names and their flat-top shape; texts, badges and
    /// piece figures stay upright; facings and rim labels turn with the
    /// board. Square boards turn only half round, by `flipped`.
    pub turns: u8,
}

impl Default for SvgOptions {
    fn default() -> Self {
        SvgOptions {
            last_move: None,
            title: None,
            cell_labels: false,
            caption: true,
            flipped: false,
            turns: 0,
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

    /// How many sixths of a turn clockwise the board is drawn turned:
    /// `turns` and `flipped` on a hex board, 0 or 3 on a square board.
    fn sixths(&self) -> i32 {
        let half = if self.options.flipped { 3 } else { 0 };
        match self.ctx.view.geometry {
            Geometry::Square8 => half,
            Geometry::Hex { .. } => (i32::from(self.options.turns) + half).rem_euclid(6),
        }
    }

    /// A facing as it is drawn on the turned board.
    fn drawn_facing(&self, d: Direction) -> Direction {
        d.rotated(self.sixths())
    }

    /// A point of the unturned board where it is drawn: turned about the
    /// board's middle (the square board's middle is 3.5 cells from a8, a
    /// hex board's is its centre cell) by [`Drawing::sixths`]. Exact
    /// sines and cosines: 60-degree steps need no trigonometry.
    fn turned(&self, (x, y): (f64, f64)) -> (f64, f64) {
        const HALF_SQRT3: f64 = 0.866_025_403_784_438_6;
        let middle = match self.ctx.view.geometry {
            Geometry::Square8 => 3.5 * self.scale,
            Geometry::Hex { .. } => 0.0,
        };
        let (cos, sin) = match self.sixths() {
            0 => return (x, y),
            1 => (0.5, HALF_SQRT3),
            2 => (-0.5, HALF_SQRT3),
            3 => (-1.0, 0.0),
            4 => (-0.5, -HALF_SQRT3),
            _ => (0.5, -HALF_SQRT3),
        };
        // With y pointing down, this turns clockwise on the screen.
        let (dx, dy) = (x - middle, y - middle);
        (middle + dx * cos - dy * sin, middle + dx * sin + dy * cos)
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
            let name = esc(&self.ctx.view.cell_name(c));
            let _ = writeln!(
                self.body,
                "<rect class=\"cell\" data-cell=\"{name}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{fill}\"><title>{name}</title></rect>",
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
                let name = self.ctx.view.cell_name(c);
                self.text(x, y + 5.0, 14.0, "middle", ink, "", &name);
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
            let name = esc(&self.ctx.view.cell_name(c));
            let _ = writeln!(
                self.body,
                "<polygon class=\"cell\" data-cell=\"{name}\" points=\"{pts}\" fill=\"{fill}\" stroke=\"{LINE}\" stroke-width=\"1\" stroke-linejoin=\"round\"><title>{name}</title></polygon>"
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
                    crate::inspect::CellNaming::Standard => format!("{},{}", h.q(), h.r()),
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
        let centers: Vec<(f64, f64)> = self
            .ctx
            .view
            .geometry
            .cells()
            .map(|c| self.center(c))
            .collect();
        for ((q, r), label) in hex_rim(self.ctx.view, radius) {
            let (x, y) = self.center(Coord::Hex(Hex::new(q, r)));
            // A label more than a cell away from its nearest cell comes
            // closer to it; the others a little toward the board.
            let near = centers.iter().copied().min_by(|a, b| {
                let da = (a.0 - x) * (a.0 - x) + (a.1 - y) * (a.1 - y);
                let db = (b.0 - x) * (b.0 - x) + (b.1 - y) * (b.1 - y);
                da.total_cmp(&db)
            });
            let (x, y) = match near {
                Some((cx, cy)) if sqrt((x - cx) * (x - cx) + (y - cy) * (y - cy)) > 2.0 * size => {
                    let d = sqrt((x - cx) * (x - cx) + (y - cy) * (y - cy));
                    let k = 1.85 * size / d;
                    (cx + (x - cx) * k, cy + (y - cy) * k)
                }
                _ => (x * 0.97, y * 0.97),
            };
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
    /// a cell with a piece; larger and centred on an empty cell. Known
    /// mark names have an icon, others their letters; a number is a small
    /// tag at the badge's lower right.
    fn badge(&mut self, c: Coord, occupied: bool, (i, n): (usize, usize), m: &Mark) {
        let (x, y) = self.center(c);
        let u = self.unit;
        let (br, bx, by) = if occupied {
            let br = u * 0.34;
            // Along the top of the cell, right to left.
            (br, x + u * 0.64 - i as f64 * br * 2.4, y - u * 0.62)
        } else {
            let br = u * if n > 1 { 0.34 } else { 0.42 };
            let offset = i as f64 - (n as f64 - 1.0) / 2.0;
            (br, x + offset * br * 2.4, y)
        };
        let _ = write!(
            self.body,
            "<g class=\"mark\" data-name=\"{}\" data-cell=\"{}\">",
            esc(&m.name),
            esc(&self.ctx.view.cell_name(c))
        );
        let mut title = m.name.to_string();
        if let Some(o) = m.owner {
            let _ = write!(title, " ({})", self.ctx.seat_name(o));
        }
        if let Some(v) = m.value {
            let _ = write!(title, ": {v}");
        }
        let _ = write!(self.body, "<title>{}</title>", esc(&title));
        let mut badge = String::new();
        badge_icon(&mut badge, self.ctx, m, bx, by, br);
        self.body.push_str(&badge);
        if let Some(v) = m.value {
            let tag = v.to_string();
            let th = br * 1.05;
            let tw = th * (0.35 + 0.6 * tag.chars().count() as f64);
            let (tx, ty) = (bx + br * 0.55, by + br * 0.35);
            let _ = write!(
                self.body,
                "<rect class=\"mark-value\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"#ffffff\" stroke=\"#1c1c1c\" stroke-width=\"{}\"/><text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\" fill=\"#1c1c1c\" font-weight=\"bold\">{}</text>",
                num(tx),
                num(ty),
                num(tw),
                num(th),
                num(th * 0.3),
                num(br * 0.1),
                num(tx + tw / 2.0),
                num(ty + th * 0.8),
                num(th * 0.9),
                esc(&tag)
            );
        }
        self.body.push_str("</g>\n");
    }

    /// The words of a piece for its `<title>`: owner, label, state, stats.
    fn piece_words(&self, p: &PieceView) -> String {
        let mut words = format!("{} {}", self.ctx.seat_name(p.owner), p.label());
        if p.name.is_some() && p.kind != "?" {
            let _ = write!(words, " ({})", p.kind);
        }
        if p.face_down {
            words.push_str(", face down");
        }
        if let Some(d) = p.facing {
            let _ = write!(words, ", facing {}", d.name());
        }
        for s in &p.stats {
            let _ = write!(words, ", {s}");
        }
        words
    }

    fn piece(&mut self, c: Coord, p: &PieceView) {
        let (x, y) = self.center(c);
        let name = self.ctx.view.cell_name(c);
        let _ = write!(
            self.body,
            "<g class=\"piece\" data-owner=\"{}\" data-kind=\"{}\" data-cell=\"{}\"><title>{}: {}</title>",
            p.owner.index(),
            esc(&p.kind),
            esc(&name),
            esc(&name),
            esc(&self.piece_words(p))
        );
        let u = self.unit;
        let card = p.face_down || p.name.is_some() || !p.stats.is_empty();
        match (card, look(&p.kind), p.facing) {
            (true, _, _) => self.card(x, y, p),
            (false, Some(Look::Figure(f)), None) => {
                let mut out = String::new();
                figure(&mut out, f, p.owner, x, y, u * 1.95);
                self.body.push_str(&out);
            }
            (false, look, _) => {
                let pr = u * if matches!(c, Coord::Square(_)) {
                    0.8
                } else {
                    0.74
                };
                self.disc(x, y, pr, p);
                let (fill, _, ink) = owner_colors(p.owner);
                match look {
                    Some(Look::Emblem(f, turns)) => {
                        let turn = if turns { p.facing } else { None };
                        let turn = turn.map(|d| self.drawn_facing(d));
                        let mut out = String::new();
                        emblem(&mut out, f, (fill, ink), x, y, pr * 1.9, turn);
                        self.body.push_str(&out);
                    }
                    Some(Look::Figure(f)) => {
                        let mut out = String::new();
                        emblem(&mut out, f, (fill, ink), x, y, pr * 1.9, None);
                        self.body.push_str(&out);
                    }
                    None => self.glyph(x, y, pr, p),
                }
            }
        }
        self.body.push_str("</g>\n");
    }

    /// The owner's disc, drawn out to a point toward the piece's facing.
    fn disc(&mut self, x: f64, y: f64, pr: f64, p: &PieceView) {
        let (fill, line, _) = owner_colors(p.owner);
        let stroke = num(pr * 0.09);
        match p.facing {
            // The outline runs from the tip along the two tangents and
            // round the back.
            Some(dir) => {
                // A turned board turns every facing with it.
                let toward = facing_vector(self.drawn_facing(dir));
                let _ = write!(
                    self.body,
                    "<path class=\"facing\" data-facing=\"{}\" d=\"{}\" fill=\"{fill}\" stroke=\"{line}\" stroke-width=\"{stroke}\" stroke-linejoin=\"round\"/>",
                    dir.name(),
                    pointed_disc(x, y, pr, toward),
                );
            }
            None => {
                let _ = write!(
                    self.body,
                    "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{fill}\" stroke=\"{line}\" stroke-width=\"{stroke}\"/>",
                    num(x),
                    num(y),
                    num(pr),
                );
            }
        }
    }

    /// The glyph of a piece without a figure, on its disc.
    fn glyph(&mut self, x: f64, y: f64, pr: f64, p: &PieceView) {
        let (_, _, ink) = owner_colors(p.owner);
        let glyph = if p.glyph.is_empty() { "?" } else { &p.glyph };
        let size = match glyph.chars().count() {
            1 => pr * 1.05,
            2 => pr * 0.78,
            _ => pr * 0.55,
        };
        let _ = write!(
            self.body,
            "<text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\" fill=\"{ink}\" font-weight=\"bold\">{}</text>",
            num(x),
            num(y + size * 0.36),
            num(size),
            esc(glyph)
        );
    }

    /// A piece that is a card (it has a name, stats or a hidden side): a
    /// tile in the owner's colour with its short name on top, its glyph
    /// (or figure) in the middle and its numbers in coloured boxes below; a
    /// face-down card is hatched like a card back.
    fn card(&mut self, x: f64, y: f64, p: &PieceView) {
        let u = self.unit;
        let (fill, line, ink) = owner_colors(p.owner);
        let h = u * 1.84;
        let w = h * 0.94;
        let (x0, y0) = (x - w / 2.0, y - h / 2.0);
        let dash = if p.face_down {
            format!(" stroke-dasharray=\"{},{}\"", num(h * 0.08), num(h * 0.05))
        } else {
            String::new()
        };
        let _ = write!(
            self.body,
            "<rect class=\"card\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"{fill}\" stroke=\"{line}\" stroke-width=\"{}\"{dash}/>",
            num(x0),
            num(y0),
            num(w),
            num(h),
            num(h * 0.1),
            num(h * 0.045),
        );
        if p.face_down {
            // Diagonal hatching: the back of a card.
            let mut d = String::new();
            let step = h / 6.0;
            for k in 1..12 {
                let off = k as f64 * step;
                let (ax, ay) = (x0 + (off - h).max(0.0), y0 + off.min(h));
                let (bx, by) = (x0 + off.min(w), y0 + (off - w).max(0.0));
                if off - h < w {
                    let _ = write!(d, "M{},{} L{},{} ", num(ax), num(ay), num(bx), num(by));
                }
            }
            let _ = write!(
                self.body,
                "<path class=\"face-down\" d=\"{}\" stroke=\"{ink}\" stroke-opacity=\"0.35\" stroke-width=\"{}\"/>",
                d.trim_end(),
                num(h * 0.05)
            );
        }
        let short = p.name.as_deref().map(short_name);
        let has_stats = !p.stats.is_empty();
        // The middle: the glyph (what the piece moves as).
        let mid_y = match (&short, has_stats) {
            (Some(_), true) => y - h * 0.02,
            (Some(_), false) => y + h * 0.1,
            (None, true) => y - h * 0.14,
            (None, false) => y,
        };
        let glyph = if p.glyph.is_empty() { "?" } else { &p.glyph };
        let size = h * if has_stats || short.is_some() {
            0.4
        } else {
            0.55
        };
        let back = if p.face_down { fill } else { "none" };
        let _ = write!(
            self.body,
            "<text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\" fill=\"{ink}\" font-weight=\"bold\" stroke=\"{back}\" stroke-width=\"{}\" paint-order=\"stroke\">{}</text>",
            num(x),
            num(mid_y + size * 0.36),
            num(size),
            num(size * 0.25),
            esc(glyph)
        );
        if let Some(short) = short {
            let len = short.chars().count().max(1) as f64;
            // Bold capitals are about 0.7 em wide.
            let size = (h * 0.22).min(w * 0.9 / (len * 0.68));
            let _ = write!(
                self.body,
                "<text class=\"card-name\" x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\" fill=\"{ink}\" font-weight=\"bold\">{}</text>",
                num(x),
                num(y0 + h * 0.05 + size),
                num(size),
                esc(&short)
            );
        }
        if has_stats {
            let n = p.stats.len() as f64;
            let gap = w * 0.04;
            let bw = (w - gap * (n + 1.0)) / n;
            let bh = h * 0.3;
            let by = y0 + h - bh - gap;
            for (i, s) in p.stats.iter().enumerate() {
                let bx = x0 + gap + i as f64 * (bw + gap);
                let color = STAT_COLORS[i % STAT_COLORS.len()];
                let value = stat_text(s);
                let len = value.chars().count().max(1) as f64;
                let size = (bh * 0.85).min(bw * 0.95 / (len * 0.62));
                let _ = write!(
                    self.body,
                    "<g class=\"stats\" data-stat=\"{}\"><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"{color}\"/><text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\" fill=\"#ffffff\" font-weight=\"bold\">{}</text></g>",
                    esc(&s.name),
                    num(bx),
                    num(by),
                    num(bw),
                    num(bh),
                    num(bh * 0.25),
                    num(bx + bw / 2.0),
                    num(by + bh / 2.0 + size * 0.36),
                    num(size),
                    esc(&value)
                );
            }
        }
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
            let infos = side.panel_lines();
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
        // The game's words for the side and game information shown.
        let mut labels: Vec<&str> = Vec::new();
        for i in view
            .sides
            .iter()
            .flat_map(|s| s.info.iter())
            .chain(&view.info)
        {
            if !labels.contains(&&*i.label) && view.explanation(&i.label).is_some() {
                labels.push(&i.label);
            }
        }
        for label in labels {
            let words = format!("{label}: {}", view.explanation(label).unwrap_or(""));
            for line in wrap(&words, chars) {
                self.text(
                    left,
                    y,
                    size * 0.9,
                    "start",
                    "#444444",
                    " font-style=\"italic\"",
                    &line,
                );
                y += step * 0.9;
            }
        }
        y += step * 0.3;
        y = self.legend(left, y, size, step, chars);
        if !view.pieces().any(|(_, p)| look(&p.kind).is_some())
            && let Some(key) = ctx.piece_key()
        {
            // No-break spaces keep each `glyph kind` pair on one line.
            let pairs: Vec<String> = key.iter().map(|k| k.replace(' ', "\u{a0}")).collect();
            let line = format!("pieces: {}", pairs.join(" · "));
            for (i, line) in wrap(&line, chars).into_iter().enumerate() {
                self.text(left, y, size * 0.9, "start", "#1c1c1c", "", &line);
                y += step * if i == 0 { 1.0 } else { 0.9 };
            }
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
                format!("last move: {}", super::effect_words(view, effect))
            };
            for (i, line) in wrap(&desc, chars.saturating_sub(3)).into_iter().enumerate() {
                self.text(left + 22.0, y, size * 0.9, "start", "#1c1c1c", "", &line);
                y += step * if i == 0 { 1.0 } else { 0.9 };
            }
        }
        self.body.push_str("</g>\n");
    }

    /// The legend below the side information: each mark with its badge
    /// and the game's words for it, the face-down look, the pieces with
    /// their figures, and the numbers on pieces. Returns the next line's
    /// `y`.
    fn legend(&mut self, left: f64, mut y: f64, size: f64, step: f64, chars: usize) -> f64 {
        let ctx = self.ctx;
        let view = ctx.view;
        let small = size * 0.9;
        let names: Vec<String> = ctx.mark_names.iter().map(|n| n.to_string()).collect();
        let marks = || view.cells.iter().flat_map(|c| c.marks.iter());
        let mut any_owned = false;
        for name in names {
            let with_value = marks().any(|m| *m.name == *name && m.value.is_some());
            let owned = marks().any(|m| *m.name == *name && m.owner.is_some());
            let _ = write!(
                self.body,
                "<g class=\"legend-entry\" data-name=\"{}\">",
                esc(&name)
            );
            if is_mountain(&name) {
                let _ = write!(
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
                let mut icon = String::new();
                let sample = Mark::new(name.clone());
                badge_icon(&mut icon, ctx, &sample, left + 8.0, y - 5.0, 8.0);
                self.body.push_str(&icon);
                if with_value {
                    let _ = write!(
                        self.body,
                        "<rect x=\"{}\" y=\"{}\" width=\"9\" height=\"10\" rx=\"2.5\" fill=\"#ffffff\" stroke=\"#1c1c1c\" stroke-width=\"0.8\"/><text x=\"{}\" y=\"{}\" font-size=\"9\" text-anchor=\"middle\" fill=\"#1c1c1c\" font-weight=\"bold\">n</text>",
                        num(left + 12.0),
                        num(y - 3.0),
                        num(left + 16.5),
                        num(y + 4.5)
                    );
                }
            }
            let mut words = match view.explanation(&name) {
                Some(e) => format!("{name}: {e}"),
                None => name.clone(),
            };
            if with_value && view.explanation(&name).is_none() {
                words.push_str(" (n: its number)");
            }
            any_owned |= owned;
            for (i, line) in wrap(&words, chars.saturating_sub(4))
                .into_iter()
                .enumerate()
            {
                self.text(left + 26.0, y, small, "start", "#1c1c1c", "", &line);
                y += step * if i == 0 { 1.0 } else { 0.85 };
            }
            y += step * 0.15;
            self.body.push_str("</g>\n");
        }
        if any_owned {
            self.text(
                left + 26.0,
                y,
                small,
                "start",
                "#1c1c1c",
                "",
                "a badge's ring is the colour of the seat it belongs to",
            );
            y += step * 1.3;
        }
        if view.pieces().any(|(_, p)| p.face_down) {
            let _ = write!(
                self.body,
                "<g class=\"legend-entry\" data-name=\"face down\"><rect x=\"{}\" y=\"{}\" width=\"15\" height=\"15\" rx=\"2\" fill=\"#fbfbf8\" stroke=\"#1c1c1c\" stroke-dasharray=\"3,2\" stroke-width=\"1.3\"/><path d=\"M{},{} L{},{} M{},{} L{},{} M{},{} L{},{}\" stroke=\"#1c1c1c\" stroke-opacity=\"0.45\" stroke-width=\"1.2\"/>",
                num(left),
                num(y - 12.5),
                num(left),
                num(y - 2.5),
                num(left + 5.0),
                num(y - 12.5),
                num(left),
                num(y + 2.5),
                num(left + 15.0),
                num(y - 12.5),
                num(left + 5.0),
                num(y + 2.5),
                num(left + 15.0),
                num(y - 7.5),
            );
            let words = match view.explanation("face down") {
                Some(e) => format!("face down (hatched): {e}"),
                None => "face down (hatched): hidden from the other seats".to_string(),
            };
            for (i, line) in wrap(&words, chars.saturating_sub(4))
                .into_iter()
                .enumerate()
            {
                self.text(left + 26.0, y, small, "start", "#1c1c1c", "", &line);
                y += step * if i == 0 { 1.0 } else { 0.85 };
            }
            self.body.push_str("</g>\n");
        }
        if view.pieces().any(|(_, p)| p.facing.is_some()) {
            let _ = write!(
                self.body,
                "<g class=\"legend-entry\" data-name=\"facing\"><path d=\"{}\" fill=\"#fbfbf8\" stroke=\"#1c1c1c\" stroke-width=\"1.3\" stroke-linejoin=\"round\"/>",
                pointed_disc(left + 7.0, y - 5.0, 6.0, (1.0, 0.0))
            );
            let words = match view.explanation("facing") {
                Some(e) => format!("point: where the piece faces; {e}"),
                None => "point: where the piece faces".to_string(),
            };
            for (i, line) in wrap(&words, chars.saturating_sub(4))
                .into_iter()
                .enumerate()
            {
                self.text(left + 26.0, y, small, "start", "#1c1c1c", "", &line);
                y += step * if i == 0 { 1.0 } else { 0.85 };
            }
            y += step * 0.3;
            self.body.push_str("</g>\n");
        }
        y = self.piece_key(left, y, small, step);
        // Cards' full names, which the cells only have room to shorten.
        let named: Vec<String> = view
            .pieces()
            .filter_map(|(c, p)| {
                let name = p.name.as_deref()?;
                Some(format!("{} {name}", view.cell_name(c)).replace(' ', "\u{a0}"))
            })
            .collect();
        if !named.is_empty() {
            let line = format!("names: {}", named.join(" · "));
            for (i, line) in wrap(&line, chars).into_iter().enumerate() {
                self.text(left, y, small, "start", "#1c1c1c", "", &line);
                y += step * if i == 0 { 1.0 } else { 0.9 };
            }
        }
        if let Some((_, p)) = view.pieces().find(|(_, p)| !p.stats.is_empty()) {
            let stats: Vec<(String, usize)> = p
                .stats
                .iter()
                .enumerate()
                .map(|(i, s)| (s.name.to_string(), i))
                .collect();
            self.text(
                left,
                y,
                small,
                "start",
                "#1c1c1c",
                "",
                "numbers on pieces (a/b: now / printed, shown when they differ):",
            );
            y += step;
            for (name, i) in stats {
                let color = STAT_COLORS[i % STAT_COLORS.len()];
                let _ = write!(
                    self.body,
                    "<g class=\"legend-entry\" data-name=\"{}\"><rect x=\"{}\" y=\"{}\" width=\"34\" height=\"15\" rx=\"3\" fill=\"{color}\"/>",
                    esc(&name),
                    num(left),
                    num(y - 12.0)
                );
                self.text(
                    left + 17.0,
                    y - 0.5,
                    small * 0.85,
                    "middle",
                    "#ffffff",
                    " font-weight=\"bold\"",
                    &name,
                );
                let words = view.explanation(&name).unwrap_or("");
                let words = if words.is_empty() {
                    name.clone()
                } else {
                    words.to_string()
                };
                for (k, line) in wrap(&words, chars.saturating_sub(6))
                    .into_iter()
                    .enumerate()
                {
                    self.text(left + 42.0, y, small, "start", "#1c1c1c", "", &line);
                    y += step * if k == 0 { 1.0 } else { 0.85 };
                }
                self.body.push_str("</g>\n");
            }
        }
        y
    }

    /// The pieces' key: each kind on the board that has a figure or an
    /// emblem, drawn small with its name; other kinds by glyph when every
    /// glyph stands for one kind.
    fn piece_key(&mut self, left: f64, mut y: f64, small: f64, step: f64) -> f64 {
        let ctx = self.ctx;
        let mut kinds: Vec<(&str, Player)> = Vec::new();
        for (_, p) in ctx.view.pieces() {
            let card = p.face_down || p.name.is_some() || !p.stats.is_empty();
            if !card && look(&p.kind).is_some() && !kinds.iter().any(|(k, _)| *k == &*p.kind) {
                // Drawn in the first seat's colours, whoever owns them.
                kinds.push((&p.kind, Player::new(0)));
            }
        }
        kinds.sort_unstable_by_key(|(k, _)| *k);
        let right = left + (self.max.0 - self.min.0).max(420.0);
        if !kinds.is_empty() {
            self.text(left, y, small, "start", "#1c1c1c", "", "pieces:");
            let mut x = left + 62.0;
            let icon = 24.0;
            for (kind, owner) in kinds {
                let w = icon + 6.0 + kind.chars().count() as f64 * small * 0.6 + 14.0;
                if x + w > right {
                    x = left + 62.0;
                    y += icon + 6.0;
                }
                let (cx, cy) = (x + icon / 2.0, y - small * 0.35);
                let mut out = String::new();
                match look(kind) {
                    Some(Look::Figure(f)) => figure(&mut out, f, owner, cx, cy, icon * 1.15),
                    Some(Look::Emblem(f, _)) => {
                        let (fill, line, ink) = owner_colors(owner);
                        let _ = write!(
                            out,
                            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{fill}\" stroke=\"{line}\" stroke-width=\"1.2\"/>",
                            num(cx),
                            num(cy),
                            num(icon / 2.0)
                        );
                        emblem(&mut out, f, (fill, ink), cx, cy, icon * 0.95, None);
                    }
                    None => {}
                }
                let _ = write!(
                    self.body,
                    "<g class=\"legend-entry\" data-name=\"{}\">{out}",
                    esc(kind)
                );
                self.text(x + icon + 4.0, y, small, "start", "#1c1c1c", "", kind);
                self.body.push_str("</g>\n");
                x += w;
            }
            y += step * 1.2;
        }
        y
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

/// Colours of the number boxes on cards, by stat position (Att red, Def
/// blue in Lytharia's order), then grey.
const STAT_COLORS: [&str; 4] = ["#b3261e", "#1f5fae", "#5b5b5b", "#6d4c41"];

/// A stat as shown on a card: `3`, or `3/7` when its printed or largest
/// value differs (damage shows).
fn stat_text(s: &Stat) -> String {
    match s.max {
        Some(max) if max != s.value => format!("{}/{max}", s.value),
        _ => s.value.to_string(),
    }
}

/// A name short enough for a card on a cell: the whole name up to 9
/// characters, else its longest word that fits, else its start.
fn short_name(name: &str) -> String {
    const FITS: usize = 9;
    if name.chars().count() <= FITS {
        return name.to_string();
    }
    if let Some(word) = name
        .split([' ', '-'])
        .filter(|w| w.chars().count() <= FITS)
        .max_by_key(|w| w.chars().count())
        .filter(|w| w.chars().count() >= 4)
    {
        return word.to_string();
    }
    let mut s: String = name.chars().take(FITS - 1).collect();
    s.push('.');
    s
}

/// Writes a chess figure standing on the cell centred on `(x, y)`, `size`
/// pixels tall: a thick outline under the parts in the owner's outline
/// colour, the parts in the owner's colour with seams in its detail ink.
fn figure(out: &mut String, f: &Figure, owner: Player, x: f64, y: f64, size: f64) {
    let (fill, line, detail) = figure_colors(owner);
    let k = size / 100.0;
    let _ = write!(
        out,
        "<g class=\"figure\" transform=\"translate({},{}) scale({})\" stroke-linejoin=\"round\" stroke-linecap=\"round\"><path d=\"{}\" fill=\"none\" stroke=\"{line}\" stroke-width=\"10\"/>",
        num(x - 50.0 * k),
        num(y - 48.0 * k),
        num3(k),
        outline(f)
    );
    for part in f.parts {
        let _ = write!(
            out,
            "<path d=\"{part}\" fill=\"{fill}\" stroke=\"{detail}\" stroke-width=\"3.5\"/>"
        );
    }
    for l in f.lines {
        let _ = write!(
            out,
            "<path d=\"{l}\" fill=\"none\" stroke=\"{detail}\" stroke-width=\"3.5\"/>"
        );
    }
    for &(cx, cy, r) in f.dots {
        let _ = write!(
            out,
            "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"{r}\" fill=\"{detail}\"/>"
        );
    }
    out.push_str("</g>");
}

/// Writes an emblem in `ink` on a disc of colour `back`, `size` pixels
/// across, centred on `(x, y)`, turned toward `facing` if given (emblems
/// are drawn pointing north).
fn emblem(
    out: &mut String,
    f: &Figure,
    (back, ink): (&str, &str),
    x: f64,
    y: f64,
    size: f64,
    facing: Option<crate::hex::Direction>,
) {
    let k = size / 100.0;
    let turn = match facing {
        Some(d) => format!(" rotate({},50,50)", d.index() * 60),
        None => String::new(),
    };
    let _ = write!(
        out,
        "<g class=\"emblem\" transform=\"translate({},{}) scale({}){turn}\" stroke-linejoin=\"round\" stroke-linecap=\"round\">",
        num(x - 50.0 * k),
        num(y - 50.0 * k),
        num3(k),
    );
    for part in f.parts {
        let _ = write!(
            out,
            "<path d=\"{part}\" fill=\"{ink}\" stroke=\"{back}\" stroke-width=\"3\"/>"
        );
    }
    for l in f.lines {
        let _ = write!(
            out,
            "<path d=\"{l}\" fill=\"none\" stroke=\"{back}\" stroke-width=\"3.5\"/>"
        );
    }
    for &(cx, cy, r) in f.dots {
        let _ = write!(
            out,
            "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"{r}\" fill=\"{back}\"/>"
        );
    }
    out.push_str("</g>");
}

/// A figure's fill, outline and seam ink: dark seams on light pieces,
/// light seams on dark ones.
fn figure_colors(p: Player) -> (&'static str, &'static str, &'static str) {
    match p.index() {
        0 => ("#fbfbf8", "#1c1c1c", "#1c1c1c"),
        1 => ("#2b2b2b", "#000000", "#d8d8d8"),
        _ => {
            let (fill, line, ink) = owner_colors(p);
            (fill, line, ink)
        }
    }
}

/// Icons of the marks whose names the renderer knows, in a 20 x 20 box:
/// `(name, path, stroked)`; a stroked icon is drawn as lines.
const MARK_ICONS: [(&str, &str, bool); 7] = [
    (
        "fire",
        "M10,1.5 C13.5,6 16.5,8 16.5,12.5 C16.5,16.5 13.5,18.5 10,18.5 C6.5,18.5 3.5,16.5 3.5,12.5 C3.5,9.5 5.5,8 6.8,5 C7.8,8 8.8,9.5 10,10 C10.2,7.5 9,5 10,1.5 Z",
        false,
    ),
    ("frozen", "M10,2 L10,18 M3,6 L17,14 M3,14 L17,6", true),
    (
        "invincible",
        "M10,2 L17,5 C17,11.5 15,15.5 10,18.5 C5,15.5 3,11.5 3,5 Z",
        false,
    ),
    (
        "blessed",
        "M10,1.5 L12.5,7.4 L18.6,7.8 L13.9,11.7 L15.4,17.8 L10,14.5 L4.6,17.8 L6.1,11.7 L1.4,7.8 L7.5,7.4 Z",
        false,
    ),
    (
        "space",
        "M10,3.5 A6.5,6.5 0 1 0 10.01,3.5 M10,7.5 A2.5,2.5 0 1 0 10.01,7.5",
        true,
    ),
    (
        "equip",
        "M10,1.5 L12,4 L12,12.5 L15.5,12.5 L15.5,14.8 L11.2,14.8 L11.2,18.5 L8.8,18.5 L8.8,14.8 L4.5,14.8 L4.5,12.5 L8,12.5 L8,4 Z",
        false,
    ),
    (
        "enchant",
        "M10,1.5 L11.8,8.2 L18.5,10 L11.8,11.8 L10,18.5 L8.2,11.8 L1.5,10 L8.2,8.2 Z",
        false,
    ),
];

/// The icon of a mark name (or of its part before `:`), if it has one.
fn mark_icon(name: &str) -> Option<(&'static str, bool)> {
    let head = name.split(':').next().unwrap_or(name);
    MARK_ICONS
        .iter()
        .find(|(n, _, _)| *n == name || *n == head)
        .map(|&(_, d, stroked)| (d, stroked))
}

/// Writes a mark's badge of radius `r` centred on `(x, y)`: a disc in the
/// mark's colour ringed in its owner's colour, with its icon or letters.
fn badge_icon(out: &mut String, ctx: &Context<'_>, m: &Mark, x: f64, y: f64, r: f64) {
    let color = BADGES[ctx.mark_index(&m.name) % BADGES.len()];
    let ring = match m.owner {
        Some(o) => owner_colors(o).0,
        None => "#ffffff",
    };
    let _ = write!(
        out,
        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{color}\" stroke=\"{ring}\" stroke-width=\"{}\"/><circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"#1c1c1c\" stroke-width=\"{}\"/>",
        num(x),
        num(y),
        num(r),
        num(r * 0.22),
        num(x),
        num(y),
        num(r * 1.12),
        num((r * 0.06).max(0.6)),
    );
    match mark_icon(&m.name) {
        Some((d, stroked)) => {
            let k = r * 1.3 / 20.0;
            let paint = if stroked {
                "fill=\"none\" stroke=\"#ffffff\" stroke-width=\"2.4\" stroke-linecap=\"round\""
                    .to_string()
            } else {
                "fill=\"#ffffff\"".to_string()
            };
            let _ = write!(
                out,
                "<path class=\"icon\" transform=\"translate({},{}) scale({})\" d=\"{d}\" {paint}/>",
                num(x - 10.0 * k),
                num(y - 10.0 * k),
                num3(k)
            );
        }
        None => {
            let letter = mark_letters(ctx, &m.name);
            let _ = write!(
                out,
                "<text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\" fill=\"#ffffff\" font-weight=\"bold\">{}</text>",
                num(x),
                num(y + r * 0.42),
                num(r * if letter.chars().count() > 1 {
                    0.95
                } else {
                    1.2
                }),
                esc(&letter)
            );
        }
    }
}

/// The outline of a disc of radius `pr` at `(x, y)` drawn out to a point
/// toward the unit vector `(fx, fy)`: from the tip along the two tangents
/// and round the back.
fn pointed_disc(x: f64, y: f64, pr: f64, (fx, fy): (f64, f64)) -> String {
    const TIP: f64 = 1.42;
    // cos and sin of the angle between the facing and a tangent point:
    // cos = 1 / TIP.
    const COS: f64 = 0.704_225_352_112_676;
    const SIN: f64 = 0.710_004_162_248_006_9;
    let tip = (x + fx * pr * TIP, y + fy * pr * TIP);
    let plus = (
        x + pr * (fx * COS - fy * SIN),
        y + pr * (fx * SIN + fy * COS),
    );
    let minus = (
        x + pr * (fx * COS + fy * SIN),
        y + pr * (-fx * SIN + fy * COS),
    );
    format!(
        "M{},{} L{},{} L{},{} A{},{} 0 1 0 {},{} Z",
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
    )
}

/// A scale factor for SVG: three decimals.
fn num3(v: f64) -> String {
    let s = format!("{v:.3}");
    s.trim_end_matches('0').trim_end_matches('.').to_string()
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
