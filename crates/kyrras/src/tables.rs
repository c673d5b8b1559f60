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
    /// Cells within four steps along the six lines (the Dragon's reach).
    pub dragon: [HexSet; SLOTS],
    /// The six neighbours.
    pub adjacent: [HexSet; SLOTS],
    /// The union of the six rays of `line3` (a Raider's or Viceroy's
    /// reach with nothing in the way).
    pub star3: [HexSet; SLOTS],
    /// The first two cells from `cell` in each direction (an Elephant's or
    /// Spear's reach with nothing in the way).
    pub star2: [HexSet; SLOTS],
    /// The twelve knight cells (KY-5.7).
    pub knight: [HexSet; SLOTS],
    /// Per [`Reach`] shape and frame `f` (0, 1, 2), the cells from which
    /// that reach lies wholly in the 64 cells from cell `32 * f` (and in
    /// no earlier frame): the bulk counter handles those pieces with
    /// 64-bit words.
    pub frames: [[HexSet; 3]; Reach::COUNT],
    /// Per [`Reach`] shape, the cells the bulk counter handles with
    /// `u128`: listed in none of its `frames`, and for the line shapes not
    /// split into halves either (`visit`).
    pub unframed: [HexSet; Reach::COUNT],
    /// Per shape that may be split (0: [`Reach::Line2`], 1: [`Reach::Line3`],
    /// 2: [`Reach::Knight`], 3: [`Reach::Line4`]) and frame `f`, the cells
    /// whose moves the counter looks at in that frame: those of `frames`,
    /// and those whose reach lies in no frame but whose falling part (the
    /// cells below, with the cell) lies in frame `f`, or whose rising part
    /// does.
    pub visit: [[HexSet; 3]; 4],
    /// `part[line][f][cell]`: for the cells of `visit[line][f]`, the part of
    /// their reach that frame `f` answers for, as bits of the frame (all of
    /// it, or the half whose rays lie in it).
    pub part: [[[u64; SLOTS]; 3]; 4],
    /// [`frames`](Self::frames) as bits of each frame (its cells all lie in
    /// the frame: tested).
    pub frame_bits: [[u64; 3]; Reach::COUNT],
    /// [`visit`](Self::visit) as bits of each frame.
    pub visit_bits: [[u64; 3]; 4],
    /// Per frame, the cells some shape is looked at from in that frame
    /// (the union of its `frames` and `visit`).
    pub in_frame: [HexSet; 3],
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

/// The lowest frame (0 to 2) whose 64 cells hold `set`, if any.
const fn lowest_frame_holding(set: u128) -> Option<usize> {
    let mut f = 0;
    while f < 3 {
        if set & !((u64::MAX as u128) << (32 * f)) == 0 {
            return Some(f);
        }
        f += 1;
    }
    None
}

/// The highest frame whose 64 cells hold `set`, if any.
const fn highest_frame_holding(set: u128) -> Option<usize> {
    let mut f = 3;
    while f > 0 {
        f -= 1;
        if set & !((u64::MAX as u128) << (32 * f)) == 0 {
            return Some(f);
        }
    }
    None
}

const fn build(radius: u32) -> Tables {
    let grid = match HexGrid::of_radius(radius) {
        Some(g) => g,
        None => panic!("bad radius"),
    };
    let mut t = Tables {
        ray: [[[NONE; 4]; 6]; MAX_CELLS],
        line3: [[HexSet::EMPTY; 6]; SLOTS],
        dragon: [HexSet::EMPTY; SLOTS],
        adjacent: [HexSet::EMPTY; SLOTS],
        star3: [HexSet::EMPTY; SLOTS],
        star2: [HexSet::EMPTY; SLOTS],
        knight: [HexSet::EMPTY; SLOTS],
        frames: [[HexSet::EMPTY; 3]; Reach::COUNT],
        unframed: [HexSet::EMPTY; Reach::COUNT],
        visit: [[HexSet::EMPTY; 3]; 4],
        part: [[[0; SLOTS]; 3]; 4],
        frame_bits: [[0; 3]; Reach::COUNT],
        visit_bits: [[0; 3]; 4],
        in_frame: [HexSet::EMPTY; 3],
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
        // The line shapes: whole in a frame, or split into the falling and
        // the rising rays, each with the cell in a frame of its own.
        let lines = [
            (star2, Reach::Line2 as usize),
            (star3, Reach::Line3 as usize),
            (t.knight[c].0, Reach::Knight as usize),
            (reach, Reach::Line4 as usize),
        ];
        let me = 1u128 << c;
        let below = me - 1;
        let mut l = 0;
        while l < 4 {
            let (star, shape) = lines[l];
            let mut f = 0;
            while f < 3 {
                if t.frames[shape][f].0 & me != 0 {
                    t.visit[l][f].0 |= me;
                    t.part[l][f][c] = u64::MAX;
                }
                f += 1;
            }
            if t.unframed[shape].0 & me != 0 {
                let down = highest_frame_holding(star & below | me);
                let up = lowest_frame_holding(star & !below | me);
                if let (Some(d), Some(u)) = (down, up) {
                    t.unframed[shape].0 &= !me;
                    t.visit[l][d].0 |= me;
                    t.part[l][d][c] = ((star & below) >> (32 * d)) as u64;
                    t.visit[l][u].0 |= me;
                    t.part[l][u][c] = ((star & !below) >> (32 * u)) as u64;
                }
            }
            l += 1;
        }
        c += 1;
    }
    let mut f = 0;
    while f < 3 {
        let mut i = 0;
        while i < Reach::COUNT {
            t.in_frame[f].0 |= t.frames[i][f].0;
            i += 1;
        }
        t.in_frame[f].0 |= t.visit[0][f].0 | t.visit[1][f].0 | t.visit[2][f].0 | t.visit[3][f].0;
        let mut i = 0;
        while i < Reach::COUNT {
            t.frame_bits[i][f] = (t.frames[i][f].0 >> (32 * f)) as u64;
            i += 1;
        }
        t.visit_bits[0][f] = (t.visit[0][f].0 >> (32 * f)) as u64;
        t.visit_bits[1][f] = (t.visit[1][f].0 >> (32 * f)) as u64;
        t.visit_bits[2][f] = (t.visit[2][f].0 >> (32 * f)) as u64;
        t.visit_bits[3][f] = (t.visit[3][f].0 >> (32 * f)) as u64;
        f += 1;
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

    /// Along every ray the indices rise or fall as [`ASCENDS`] says (the
    /// bulk counter finds the nearest blocker by it), cell 0 has no cells
    /// in the falling directions and row `SLOTS - 1` is off every board.
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
                    assert!(t.line3[0][d].is_empty());
                }
                assert!(t.line3[SLOTS - 1][d].is_empty());
            }
        }
    }

    /// The line shapes' cells in no frame are split into their falling and
    /// rising rays, each half (with the cell) in a frame of its own, where
    /// possible; steps and 2-cell lines never need `u128` (the bulk counter
    /// relies on it), and `part` covers each reach exactly once.
    #[test]
    fn line_halves_cover_the_reach() {
        for radius in 4..=6 {
            let t = of_radius(radius);
            let cells = HexGrid::of_radius(radius).unwrap().cell_count();
            assert!(t.unframed[Reach::Step as usize].is_empty());
            assert!(t.unframed[Reach::Line2 as usize].is_empty());
            for c in 0..cells {
                for (l, shape) in [
                    (0, Reach::Line2),
                    (1, Reach::Line3),
                    (2, Reach::Knight),
                    (3, Reach::Line4),
                ] {
                    let star = [t.star2[c], t.star3[c], t.knight[c], t.dragon[c]][l];
                    let visits: Vec<usize> =
                        (0..3).filter(|&f| t.visit[l][f].contains(c)).collect();
                    let whole = (0..3).find(|&f| t.frames[shape as usize][f].contains(c));
                    let unframed = t.unframed[shape as usize].contains(c);
                    match (whole, unframed) {
                        (Some(f), false) => {
                            assert_eq!(visits, vec![f]);
                            assert_eq!(t.part[l][f][c], u64::MAX);
                        }
                        (None, true) => assert!(visits.is_empty(), "r{radius} cell {c}"),
                        (None, false) => {
                            // Split: the falling half in the lower frame, the
                            // rising half in the higher, the cell in both.
                            let &[d, u] = visits.as_slice() else {
                                panic!("r{radius} cell {c}: {visits:?}");
                            };
                            let half = |f: usize| HexSet(u128::from(t.part[l][f][c]) << (32 * f));
                            let below = HexSet((1u128 << c) - 1);
                            assert_eq!(half(d), star & below, "r{radius} cell {c}");
                            assert_eq!(half(u), star & !below, "r{radius} cell {c}");
                            for f in [d, u] {
                                assert!((32 * f..32 * f + 64).contains(&c));
                            }
                        }
                        (Some(_), true) => panic!("r{radius} cell {c}: framed and unframed"),
                    }
                }
            }
        }
    }

    /// Of the neighbours of a cell's neighbour `e`, the only one two cells
    /// from the cell in a line is the one past `e` (the bulk counter finds
    /// an Elephant's or Spear's second cells so).
    #[test]
    fn the_cell_past_a_neighbour() {
        for radius in 4..=6 {
            let t = of_radius(radius);
            let cells = HexGrid::of_radius(radius).unwrap().cell_count();
            for c in 0..cells {
                let second = t.star2[c] & !t.adjacent[c];
                for ray in &t.ray[c] {
                    if ray[0] == NONE {
                        continue;
                    }
                    let past = t.adjacent[ray[0] as usize] & second;
                    let expected = if ray[1] == NONE {
                        HexSet::EMPTY
                    } else {
                        HexSet::single(ray[1] as usize)
                    };
                    assert_eq!(past, expected, "r{radius} cell {c}");
                }
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
                let first_two = t.ray[c].iter().flat_map(|r| &r[..2]);
                let first_two = first_two.filter(|&&x| x != NONE).map(|&x| x as usize);
                assert_eq!(t.star2[c], first_two.collect());
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
                        // The frame's bits hold its cells whole.
                        let bits = HexSet(u128::from(t.frame_bits[shape][f]) << (32 * f));
                        assert_eq!(bits, t.frames[shape][f]);
                        for l in 0..4 {
                            let bits = HexSet(u128::from(t.visit_bits[l][f]) << (32 * f));
                            assert_eq!(bits, t.visit[l][f]);
                        }
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
