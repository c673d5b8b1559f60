//! Kyrras-specific move tables built on board-core's hex grids: the first
//! cells of each ray (for range-limited line moves) and the Dragon's reach.
//!
//! Dense cell indices run row by row (`q` ascending, then `r`), so along a
//! line they only rise ([`ASCENDS`]: NE, SE, S) or only fall (N, SW, NW):
//! the nearest blocker on a ray is its lowest or its highest member.

use board_core::hex::{Direction, HexGrid, HexSet, MAX_CELLS};

use crate::count::PlayerCount;

/// A missing cell in [`Tables::ray`].
pub(crate) const NONE: u8 = u8::MAX;

/// Rows of the per-cell line tables: one for each index a `u128` bit scan
/// can return, so lookups by such an index need no bounds check.
pub(crate) const SLOTS: usize = 128;

/// Whether the cell indices rise along each direction (`Direction::ALL`
/// order: N, NE, SE, S, SW, NW).
pub(crate) const ASCENDS: [bool; 6] = [false, true, true, true, false, false];

/// Per-radius tables.
pub(crate) struct Tables {
    /// `ray[cell][dir]`: the first four cells from `cell` in `dir`, nearest
    /// first, padded with [`NONE`].
    pub ray: [[[u8; 4]; 6]; MAX_CELLS],
    /// `line3[cell][dir]`: the first three cells from `cell` in `dir`
    /// ([`SLOTS`] rows, so that any 7-bit index is in bounds).
    pub line3: [[HexSet; 6]; SLOTS],
    /// `line2[cell][dir]`: the first two cells from `cell` in `dir`.
    pub line2: [[HexSet; 6]; SLOTS],
    /// Cells within four steps along the six lines (the Dragon's reach).
    pub dragon: [HexSet; SLOTS],
    /// The six neighbours.
    pub adjacent: [HexSet; SLOTS],
    /// The union of the six rays of `line3` (a Raider's or Viceroy's
    /// reach with nothing in the way).
    pub star3: [HexSet; SLOTS],
    /// The union of the six rays of `line2`.
    pub star2: [HexSet; SLOTS],
    /// The twelve knight cells (KY-5.7).
    pub knight: [HexSet; SLOTS],
    /// Per [`Reach`] shape and frame `f` (0, 1, 2), the cells from which
    /// that reach lies wholly in the 64 cells from cell `32 * f` (and in
    /// no earlier frame): the bulk counter handles those pieces with
    /// 64-bit words.
    pub frames: [[HexSet; 3]; Reach::COUNT],
    /// Per [`Reach`] shape, the cells listed in none of its `frames`.
    pub unframed: [HexSet; Reach::COUNT],
}

/// The shapes of a piece's reach, for [`Tables::frames`].
#[derive(Clone, Copy)]
pub(crate) enum Reach {
    /// One step (King, Rabble).
    Step = 0,
    /// The knight leaps.
    Knight = 1,
    /// Up to four cells in a line (Dragon).
    Line4 = 2,
    /// Up to three cells in a line (Raider, Viceroy).
    Line3 = 3,
    /// Up to two cells in a line (Elephant, Spear).
    Line2 = 4,
}

impl Reach {
    pub const COUNT: usize = 5;
}

const fn build(radius: u32) -> Tables {
    let grid = match HexGrid::of_radius(radius) {
        Some(g) => g,
        None => panic!("bad radius"),
    };
    let mut t = Tables {
        ray: [[[NONE; 4]; 6]; MAX_CELLS],
        line3: [[HexSet::EMPTY; 6]; SLOTS],
        line2: [[HexSet::EMPTY; 6]; SLOTS],
        dragon: [HexSet::EMPTY; SLOTS],
        adjacent: [HexSet::EMPTY; SLOTS],
        star3: [HexSet::EMPTY; SLOTS],
        star2: [HexSet::EMPTY; SLOTS],
        knight: [HexSet::EMPTY; SLOTS],
        frames: [[HexSet::EMPTY; 3]; Reach::COUNT],
        unframed: [HexSet::EMPTY; Reach::COUNT],
    };
    let n = grid.cell_count();
    let mut c = 0;
    while c < n {
        let mut d = 0;
        let mut reach = 0u128;
        let mut star3 = 0u128;
        let mut star2 = 0u128;
        while d < 6 {
            let dir = Direction::ALL[d];
            let mut at = c;
            let mut k = 0;
            while k < 4 {
                match grid.neighbor(at, dir) {
                    Some(next) => {
                        t.ray[c][d][k] = next as u8;
                        reach |= 1u128 << next;
                        if k < 3 {
                            t.line3[c][d].0 |= 1u128 << next;
                            star3 |= 1u128 << next;
                        }
                        if k < 2 {
                            t.line2[c][d].0 |= 1u128 << next;
                            star2 |= 1u128 << next;
                        }
                        at = next;
                    }
                    None => break,
                }
                k += 1;
            }
            d += 1;
        }
        t.dragon[c] = HexSet(reach);
        t.star3[c] = HexSet(star3);
        t.star2[c] = HexSet(star2);
        t.adjacent[c] = grid.adjacent(c);
        t.knight[c] = grid.knight_targets(c);
        let shapes = [t.adjacent[c].0, t.knight[c].0, reach, star3, star2];
        let mut i = 0;
        while i < Reach::COUNT {
            let mut f = 0;
            while f < 3 {
                let window = (u64::MAX as u128) << (32 * f);
                if shapes[i] & !window == 0 {
                    t.frames[i][f].0 |= 1u128 << c;
                    break;
                }
                f += 1;
            }
            if f == 3 {
                t.unframed[i].0 |= 1u128 << c;
            }
            i += 1;
        }
        c += 1;
    }
    t
}

static R4: Tables = build(4);
static R5: Tables = build(5);
static R6: Tables = build(6);

/// The tables of a board radius (4, 5 or 6; anything else gets radius 6's).
#[inline]
pub(crate) fn of_radius(radius: u32) -> &'static Tables {
    match radius {
        4 => &R4,
        5 => &R5,
        _ => &R6,
    }
}

/// The tables of a player count's board: one load, no branch (the hot
/// paths ask often).
#[inline(always)]
pub(crate) fn of_count(count: PlayerCount) -> &'static Tables {
    // Indexed by the count's low two bits: 2 -> radius 4, 3 -> 5, 4 -> 6.
    static BY_COUNT: [&Tables; 4] = [&R6, &R6, &R4, &R5];
    BY_COUNT[count.get() & 3]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Along every ray the indices rise or fall as [`ASCENDS`] says, and
    /// cell 0 has no cells in the falling directions (the bulk counter's
    /// "no blocker" case relies on both).
    #[test]
    fn rays_are_monotonic() {
        for radius in 4..=6 {
            let t = of_radius(radius);
            for (c, rays) in t.ray.iter().enumerate() {
                for (ray, &ascends) in rays.iter().zip(&ASCENDS) {
                    let mut prev = c;
                    for &x in ray.iter().take_while(|&&x| x != NONE) {
                        assert_eq!(x as usize > prev, ascends, "r{radius} cell {c}");
                        prev = x as usize;
                    }
                }
            }
            for (d, &ascends) in ASCENDS.iter().enumerate() {
                if !ascends {
                    assert!(t.line3[0][d].is_empty() && t.line2[0][d].is_empty());
                }
                // Row SLOTS - 1 is off every board: the bulk counter's
                // "no blocker" row.
                assert!(t.line3[SLOTS - 1][d].is_empty() && t.line2[SLOTS - 1][d].is_empty());
            }
        }
    }

    /// Each cell a frame lists reaches only cells of that frame's 64, the
    /// frames of one shape are disjoint, and the stars are the unions of
    /// their rays.
    #[test]
    fn frames_hold_the_reach() {
        for radius in 4..=6 {
            let t = of_radius(radius);
            let cells = HexGrid::of_radius(radius).unwrap().cell_count();
            for c in 0..cells {
                let union = |lines: &[[HexSet; 6]; SLOTS]| {
                    lines[c].iter().fold(HexSet::EMPTY, |a, &r| a | r)
                };
                assert_eq!(t.star3[c], union(&t.line3));
                assert_eq!(t.star2[c], union(&t.line2));
                let shapes = [
                    t.adjacent[c],
                    t.knight[c],
                    t.dragon[c],
                    t.star3[c],
                    t.star2[c],
                ];
                for (shape, reach) in shapes.iter().enumerate() {
                    let mut listed = 0;
                    for f in 0..3 {
                        if t.frames[shape][f].contains(c) {
                            listed += 1;
                            assert!(reach.iter().all(|x| (32 * f..32 * f + 64).contains(&x)));
                        }
                    }
                    assert!(listed <= 1, "r{radius} cell {c} shape {shape}");
                    if radius == 4 {
                        // 61 cells: everything fits the first frame.
                        assert_eq!(listed, 1);
                    }
                }
            }
        }
    }
}
