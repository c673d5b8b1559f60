//! Pictures of any game: a [`View`] drawn as text for a terminal or as SVG
//! for documents.
//!
//! Both renderers know no game. They read only the [`View`] an
//! [`Inspect`](crate::inspect::Inspect) implementation builds, so every game
//! that shows its board gets both pictures for free:
//!
//! * [`text`] draws the board with characters: a square board with files
//!   `a`-`h` and ranks `1`-`8` on its rim (rank 8 on top), a hex board in
//!   its true layout (flat-top cells, north up) with `r=` and `q=` labels
//!   on its rim at the ends of the diagonals through each cell. Owners are
//!   told apart without colour (upper case against lower case for two
//!   seats, a seat digit for more), facings are arrows, marks are symbols
//!   with a legend, and the side information follows the board. ANSI
//!   colour is optional ([`TextOptions::color`]).
//! * [`svg`] draws a standalone SVG picture (no dependency, well-formed
//!   XML): a checkered square board or a three-colour hex board, rim
//!   coordinates, pieces as owner-coloured discs with their glyph (pointed
//!   toward their facing), marks, stats and a caption with the side
//!   information.
//!
//! Both can highlight the cells a move touched (`last_move`, from
//! [`Inspect::move_effect`](crate::inspect::Inspect::move_effect)).
//!
//! ```
//! use board_core::inspect::{Coord, Geometry, PieceView, SideView, View};
//! use board_core::render::{self, SvgOptions, TextOptions};
//! use board_core::{Player, Square};
//!
//! let mut view = View::new(Geometry::Square8);
//! view.set_piece(Coord::Square(Square::E1), PieceView::new(Player::new(0), "king", "K"));
//! view.set_piece(Coord::Square(Square::E8), PieceView::new(Player::new(1), "king", "K"));
//! view.sides = vec![SideView::new(Player::new(0), "White"), SideView::new(Player::new(1), "Black")];
//! view.to_act = Some(Player::new(0));
//!
//! let board = render::text(&view, &TextOptions::default());
//! assert!(board.contains("8 | ·  ·  ·  ·  k  ·  ·  · | 8"));
//! assert!(board.contains("To act: White"));
//!
//! let picture = render::svg(&view, &SvgOptions::default());
//! assert!(picture.starts_with("<svg"));
//! assert_eq!(picture.matches("class=\"piece\"").count(), 2);
//! ```

mod figures;
mod svg;
mod text;

pub use svg::{SvgOptions, svg};
pub use text::{TextOptions, text};

use alloc::collections::BTreeSet;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use crate::game::Player;
use crate::hex::Direction;
use crate::hex::Hex;
use crate::inspect::{CellNaming, Change, Coord, MoveEffect, PieceView, View};
use core::fmt::Write;

/// How pieces of different owners are told apart without colour.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum OwnerStyle {
    /// Two seats, glyphs with letters: seat 0 as given (upper case), seat 1
    /// in lower case.
    Case,
    /// Any number of seats: the 1-based seat digit before the glyph.
    Digit,
}

/// Everything both renderers derive from a view before drawing.
struct Context<'a> {
    view: &'a View,
    owners: OwnerStyle,
    /// Mark names in order of first appearance (cells are sorted), each
    /// with its index in that order.
    mark_names: Vec<&'a str>,
    touched: BTreeSet<Coord>,
}

impl<'a> Context<'a> {
    fn new(view: &'a View, last_move: Option<&MoveEffect>) -> Self {
        let seats = seat_count(view);
        let all_cased = view.pieces().all(|(_, p)| has_case(&p.glyph));
        let owners = if seats <= 2 && all_cased {
            OwnerStyle::Case
        } else {
            OwnerStyle::Digit
        };
        let mut mark_names: Vec<&str> = Vec::new();
        for cell in &view.cells {
            for m in &cell.marks {
                if !mark_names.contains(&&*m.name) {
                    mark_names.push(&m.name);
                }
            }
        }
        let touched = last_move
            .map(|e| {
                e.touched()
                    .into_iter()
                    .filter(|c| view.geometry.contains(*c))
                    .collect()
            })
            .unwrap_or_default();
        Context {
            view,
            owners,
            mark_names,
            touched,
        }
    }

    /// The piece's glyph with its owner shown: `N`/`n` or `1N`, `2N`.
    fn owned_glyph(&self, p: &PieceView) -> String {
        let glyph = if p.glyph.is_empty() { "?" } else { &p.glyph };
        match self.owners {
            OwnerStyle::Case if p.owner.index() == 1 => glyph.to_lowercase(),
            OwnerStyle::Case => glyph.to_string(),
            OwnerStyle::Digit => alloc::format!("{}{}", seat_digit(p.owner), glyph),
        }
    }

    /// The display name of a seat: its [`SideView`](crate::inspect::SideView)
    /// name, or `P1`, `P2`, ...
    fn seat_name(&self, player: Player) -> String {
        self.view
            .sides
            .iter()
            .find(|s| s.player == player)
            .map_or_else(|| player.to_string(), |s| s.name.to_string())
    }

    /// Index of a mark name among the view's marks.
    fn mark_index(&self, name: &str) -> usize {
        self.mark_names.iter().position(|n| *n == name).unwrap_or(0)
    }

    /// A key from glyphs to kinds (`B rabble`, `D dragon`, ...) sorted by
    /// glyph, when every glyph on the board stands for one kind (so the key
    /// is short and exact); `None` otherwise, or when no glyph needs it.
    fn piece_key(&self) -> Option<Vec<String>> {
        let mut pairs: Vec<(&str, &str)> = self
            .view
            .pieces()
            .filter(|(_, p)| p.kind != "?" && !p.glyph.is_empty())
            .map(|(_, p)| (&*p.glyph, &*p.kind))
            .collect();
        pairs.sort_unstable();
        pairs.dedup();
        let one_kind_each = pairs.windows(2).all(|w| w[0].0 != w[1].0);
        if pairs.is_empty() || !one_kind_each {
            return None;
        }
        Some(
            pairs
                .iter()
                .map(|(g, k)| alloc::format!("{g} {k}"))
                .collect(),
        )
    }
}

/// A move's effect as a log line with the view's cell names: `remove
/// c6; move b5-c6` (Glinski: `move e4-e5-e6`).
fn effect_words(view: &View, effect: &MoveEffect) -> String {
    let mut out = String::new();
    for (i, change) in effect.changes.iter().enumerate() {
        if i > 0 {
            out.push_str("; ");
        }
        let name = |c: &Coord| view.cell_name(*c);
        let _ = match change {
            Change::Move { path } => {
                let cells: Vec<String> = path.iter().map(name).collect();
                write!(out, "move {}", cells.join("-"))
            }
            Change::Remove { at } => write!(out, "remove {}", name(at)),
            Change::Place { at, piece } => write!(out, "place {} {}", name(at), piece.glyph),
            Change::Mark { at, mark } => write!(out, "mark {} {mark}", name(at)),
            Change::Unmark { at, mark } => write!(out, "unmark {} {mark}", name(at)),
        };
    }
    out
}

/// The number of seats: the side list, or one more than the highest owner.
fn seat_count(view: &View) -> usize {
    let owners = view
        .pieces()
        .map(|(_, p)| p.owner.index() + 1)
        .chain(view.cells.iter().flat_map(|c| {
            c.marks
                .iter()
                .filter_map(|m| m.owner.map(|o| o.index() + 1))
        }))
        .max()
        .unwrap_or(0);
    owners.max(view.sides.len())
}

/// Whether a glyph has letters that change with case.
fn has_case(glyph: &str) -> bool {
    glyph.to_lowercase() != glyph.to_uppercase()
}

/// The 1-based seat number as one character (`1` to `9`, then letters).
fn seat_digit(p: Player) -> char {
    char::from_digit(p.index() as u32 + 1, 36).unwrap_or('?')
}

/// Whether a mark is drawn as terrain (a mountain) rather than as a badge.
fn is_mountain(name: &str) -> bool {
    name == "mountain"
}

/// The screen direction of a hex facing, as a unit vector (y down).
fn facing_vector(d: Direction) -> (f64, f64) {
    // The centre of the neighbour in direction `d` of the origin, in the
    // flat-top layout of `Geometry::center`: neighbours are sqrt(3) apart.
    const HALF: f64 = 0.5;
    const HALF_SQRT3: f64 = 0.866_025_403_784_438_6;
    match d {
        Direction::N => (0.0, -1.0),
        Direction::NE => (HALF_SQRT3, -HALF),
        Direction::SE => (HALF_SQRT3, HALF),
        Direction::S => (0.0, 1.0),
        Direction::SW => (-HALF_SQRT3, HALF),
        Direction::NW => (-HALF_SQRT3, -HALF),
    }
}

/// The text grid position of a hex cell: its column `q + r` (west to east)
/// and half-row `q - r` (north to south).
fn hex_grid(q: i32, r: i32) -> (i32, i32) {
    (q + r, q - r)
}

/// The cells just outside a hex board of `radius` where the rim labels go,
/// with their labels. Every line of constant `r` (running north-west to
/// south-east) is labelled `r=..` beyond both its ends, and every line of
/// constant `q` (south-west to north-east) `q=..` beyond both its ends,
/// except where two labels would share a cell: along the left and right
/// edges only the upper label of each cell is kept (`r` on the left, `q` on
/// the right). So each of the six edges carries one kind of label.
fn hex_rim_labels(radius: i32) -> Vec<((i32, i32), String)> {
    let mut labels = Vec::new();
    for r in -radius..=radius {
        // North-west end: the smallest q on the line.
        let q = (-radius).max(-radius - r) - 1;
        labels.push(((q, r), alloc::format!("r={r}")));
        // South-east end, below the board (the bottom-right edge q = radius).
        if r < 0 {
            labels.push(((radius + 1, r), alloc::format!("r={r}")));
        }
    }
    for q in -radius..=radius {
        // North-east end: the largest r on the line.
        let r = radius.min(radius - q) + 1;
        labels.push(((q, r), alloc::format!("q={q}")));
        // South-west end, below the board (the bottom-left edge r = -radius).
        if q > 0 {
            labels.push(((q, -radius - 1), alloc::format!("q={q}")));
        }
    }
    labels
}

/// The rim labels of a hex board as its view names cells: `q=`/`r=` for
/// the standard names, files and ranks for [`CellNaming::HexFileRank`].
fn hex_rim(view: &View, radius: i32) -> Vec<((i32, i32), String)> {
    match view.naming {
        CellNaming::Standard => hex_rim_labels(radius),
        CellNaming::HexFileRank => file_rank_rim(view, radius),
    }
}

/// Rim labels of a board whose cells are named file letter + rank number:
/// each file's letter below its southernmost cell (files are columns), and
/// each rank's number level with both ends of its line, two columns out
/// (on the same text line in a terminal), so a cell's name is read off
/// the rim.
fn file_rank_rim(view: &View, radius: i32) -> Vec<((i32, i32), String)> {
    let mut files: Vec<(String, Vec<Hex>)> = Vec::new();
    let mut ranks: Vec<(String, Vec<Hex>)> = Vec::new();
    for c in view.geometry.cells() {
        let Coord::Hex(h) = c else { continue };
        let name = view.cell_name(c);
        let Some(split) = name.find(|ch: char| ch.is_ascii_digit()) else {
            continue;
        };
        let (file, rank) = name.split_at(split);
        for (groups, key) in [(&mut files, file), (&mut ranks, rank)] {
            match groups.iter_mut().find(|(k, _)| k == key) {
                Some((_, cells)) => cells.push(h),
                None => groups.push((key.to_string(), alloc::vec![h])),
            }
        }
    }
    let mut labels: Vec<((i32, i32), String)> = Vec::new();
    let mut put = |spot: Hex, label: &str| {
        let at = (spot.q(), spot.r());
        if spot.length() > radius as u32 && labels.iter().all(|(c, _)| *c != at) {
            labels.push((at, label.to_string()));
        }
    };
    for (file, cells) in &files {
        // South is down: the largest q - r.
        if let Some(&south) = cells.iter().max_by_key(|h| h.q() - h.r()) {
            put(south.neighbor(Direction::S), file);
        }
    }
    for (rank, cells) in &ranks {
        // West and east ends: the smallest and largest column q + r; the
        // spots two columns out on the same half-row.
        if let Some(&west) = cells.iter().min_by_key(|h| h.q() + h.r()) {
            put(Hex::new(west.q() - 1, west.r() - 1), rank);
        }
        if let Some(&east) = cells.iter().max_by_key(|h| h.q() + h.r()) {
            put(Hex::new(east.q() + 1, east.r() + 1), rank);
        }
    }
    labels
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::inspect::Geometry;

    #[test]
    fn file_rank_rims_name_every_file_and_rank() {
        let view = View::new(Geometry::Hex { radius: 5 }).named_cells(CellNaming::HexFileRank);
        let labels = hex_rim(&view, 5);
        let text: Vec<&str> = labels.iter().map(|(_, l)| l.as_str()).collect();
        // 11 files below, ranks 1-11 on both sides.
        assert_eq!(labels.len(), 11 + 2 * 11);
        for name in ["a", "f", "l", "1", "6", "10", "11"] {
            assert!(text.contains(&name), "{name}");
        }
        // a's letter sits just below a1; rank 1 level with a1, two columns
        // out.
        let a1 = Hex::new(0, -5);
        let below = a1.neighbor(Direction::S);
        assert!(labels.contains(&((below.q(), below.r()), "a".to_string())));
        assert!(labels.contains(&((-1, -6), "1".to_string())));
        for ((q, r), _) in &labels {
            assert!(!view.geometry.contains(Coord::Hex(Hex::new(*q, *r))));
            assert!(Hex::new(*q, *r).length() <= 7);
        }
    }

    #[test]
    fn rim_labels_sit_just_off_the_board() {
        for radius in 1..=6 {
            let g = Geometry::Hex {
                radius: radius as u8,
            };
            let labels = hex_rim_labels(radius);
            assert_eq!(labels.len(), 6 * radius as usize + 2);
            for ((q, r), _) in &labels {
                let h = Hex::new(*q, *r);
                assert_eq!(h.length(), radius as u32 + 1, "{h}");
                assert!(!g.contains(Coord::Hex(h)));
            }
            let mut spots: Vec<_> = labels.iter().map(|(c, _)| *c).collect();
            spots.sort_unstable();
            spots.dedup();
            assert_eq!(spots.len(), labels.len());
        }
    }

    #[test]
    fn facing_vectors_match_the_layout() {
        let g = Geometry::Hex { radius: 1 };
        for d in Direction::ALL {
            let (x, y) = g.center(Coord::Hex(Hex::ORIGIN.neighbor(d)));
            let (fx, fy) = facing_vector(d);
            let len = 1.732_050_807_568_877_2;
            assert!((x / len - fx).abs() < 1e-9 && (y / len - fy).abs() < 1e-9);
        }
    }
}
