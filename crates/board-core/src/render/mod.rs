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
//! assert!(board.contains("8 | ·   ·   ·   ·   k   ·   ·   ·  | 8"));
//! assert!(board.contains("To act: White"));
//!
//! let picture = render::svg(&view, &SvgOptions::default());
//! assert!(picture.starts_with("<svg"));
//! assert_eq!(picture.matches("class=\"piece\"").count(), 2);
//! ```

mod svg;
mod text;

pub use svg::{SvgOptions, svg};
pub use text::{TextOptions, text};

use alloc::collections::BTreeSet;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use crate::game::Player;
use crate::hex::Direction;
use crate::inspect::{CellNaming, Coord, Geometry, MoveEffect, PieceView, View};

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

    /// The stat names of the first piece that has stats, joined by `sep`.
    fn stat_names(&self, sep: &str) -> Option<String> {
        let (_, p) = self.view.pieces().find(|(_, p)| !p.stats.is_empty())?;
        let names: Vec<&str> = p.stats.iter().map(|s| &*s.name).collect();
        Some(names.join(sep))
    }
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
fn hex_rim_labels(radius: i32, naming: CellNaming) -> Vec<((i32, i32), String)> {
    if naming == CellNaming::HexFileRank {
        return file_rank_rim_labels(radius);
    }
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

/// Rim labels in hexagonal chess's names ([`CellNaming::HexFileRank`]):
/// each file's letter below its first rank; the rank numbers beside the
/// outer files (`a` on the left, the last file on the right) and above the
/// top cell of every other file, where the bent ranks meet the rim.
fn file_rank_rim_labels(radius: i32) -> Vec<((i32, i32), String)> {
    let geometry = Geometry::Hex {
        radius: radius as u8,
    };
    let naming = CellNaming::HexFileRank;
    let mut labels = Vec::new();
    for coord in geometry.cells() {
        let Coord::Hex(h) = coord else { continue };
        let (q, r) = (h.q(), h.r());
        let name = naming.name(geometry, coord);
        let (file, rank) = name.split_at(1);
        let column = q + r;
        let south = Coord::Hex(crate::hex::Hex::new(q + 1, r - 1));
        let north = Coord::Hex(crate::hex::Hex::new(q - 1, r + 1));
        if !geometry.contains(south) {
            labels.push(((q + 1, r - 1), file.to_string()));
        }
        if column == -radius {
            labels.push(((q - 1, r), rank.to_string()));
        } else if column == radius {
            labels.push(((q, r + 1), rank.to_string()));
        } else if !geometry.contains(north) {
            labels.push(((q - 1, r + 1), rank.to_string()));
        }
    }
    labels
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hex::Hex;
    use crate::inspect::Geometry;

    #[test]
    fn rim_labels_sit_just_off_the_board() {
        for radius in 1..=6 {
            let g = Geometry::Hex {
                radius: radius as u8,
            };
            let labels = hex_rim_labels(radius, CellNaming::Standard);
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
    fn file_rank_rims_name_files_below_and_ranks_beside_and_above() {
        // Glinski's board: 11 files, ranks 1-6 beside a and l, 7-11 (and
        // 10-7 again) above the tops of b-k.
        let labels = hex_rim_labels(5, CellNaming::HexFileRank);
        let g = Geometry::Hex { radius: 5 };
        assert_eq!(labels.len(), 11 + 6 + 6 + 9);
        let mut spots: Vec<_> = labels.iter().map(|(c, _)| *c).collect();
        spots.sort_unstable();
        spots.dedup();
        assert_eq!(spots.len(), labels.len());
        for ((q, r), _) in &labels {
            assert!(!g.contains(Coord::Hex(Hex::new(*q, *r))));
        }
        let at = |name: &str| {
            let c = CellNaming::HexFileRank.parse(g, name).unwrap();
            let Coord::Hex(h) = c else { unreachable!() };
            (h.q(), h.r())
        };
        let label_at = |spot: (i32, i32)| {
            labels
                .iter()
                .find(|(c, _)| *c == spot)
                .map(|(_, l)| l.as_str())
        };
        let (q, r) = at("a1");
        assert_eq!(label_at((q + 1, r - 1)), Some("a"));
        assert_eq!(label_at((q - 1, r)), Some("1"));
        let (q, r) = at("f11");
        assert_eq!(label_at((q - 1, r + 1)), Some("11"));
        let (q, r) = at("l6");
        assert_eq!(label_at((q, r + 1)), Some("6"));
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
