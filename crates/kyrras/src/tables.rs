//! Kyrras-specific move tables built on board-core's hex grids: the first
//! cells of each ray (for range-limited line moves) and the Dragon's reach.

use board_core::hex::{Direction, HexGrid, HexSet, MAX_CELLS};

/// A missing cell in [`Tables::ray`].
pub(crate) const NONE: u8 = u8::MAX;

/// Per-radius tables.
pub(crate) struct Tables {
    /// `ray[cell][dir]`: the first four cells from `cell` in `dir`, nearest
    /// first, padded with [`NONE`].
    pub ray: [[[u8; 4]; 6]; MAX_CELLS],
    /// `line3[cell][dir]`: the first three cells from `cell` in `dir`.
    pub line3: [[HexSet; 6]; MAX_CELLS],
    /// Cells within four steps along the six lines (the Dragon's reach).
    pub dragon: [HexSet; MAX_CELLS],
    /// The six neighbours.
    pub adjacent: [HexSet; MAX_CELLS],
    /// The twelve knight cells (KY-5.7).
    pub knight: [HexSet; MAX_CELLS],
}

const fn build(radius: u32) -> Tables {
    let grid = match HexGrid::of_radius(radius) {
        Some(g) => g,
        None => panic!("bad radius"),
    };
    let mut t = Tables {
        ray: [[[NONE; 4]; 6]; MAX_CELLS],
        line3: [[HexSet::EMPTY; 6]; MAX_CELLS],
        dragon: [HexSet::EMPTY; MAX_CELLS],
        adjacent: [HexSet::EMPTY; MAX_CELLS],
        knight: [HexSet::EMPTY; MAX_CELLS],
    };
    let n = grid.cell_count();
    let mut c = 0;
    while c < n {
        let mut d = 0;
        let mut reach = 0u128;
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
        t.adjacent[c] = grid.adjacent(c);
        t.knight[c] = grid.knight_targets(c);
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
