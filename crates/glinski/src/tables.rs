//! Precomputed move tables for the radius-5 board, built at compile time
//! from board-core's [`HexGrid`].

use board_core::hex::{Diagonal, Direction, Hex, HexGrid};

/// Board-core's radius-5 grid, the board of Glinski's chess.
pub(crate) const GRID: &HexGrid = match HexGrid::of_radius(5) {
    Some(g) => g,
    None => panic!("radius 5 is supported"),
};

/// "No cell" in `u8` cell tables.
pub(crate) const NO_CELL: u8 = u8::MAX;

/// Rows of the tables: 128 so that any `u128` bit index is in bounds.
const ROWS: usize = 128;

/// Lines 0..6 are the directions (rook), 6..12 the diagonals (bishop).
/// Whether walking along line `l` raises the cell index.
pub(crate) const ASCENDS: [bool; 12] = [
    false, true, true, true, false, false, // N NE SE S SW NW
    false, true, true, true, false, false, // NNE E SSE SSW W NNW
];

/// Starting cells of the pawns: White's, then Black's.
pub(crate) const PAWN_STARTS: [[(u8, u8); 9]; 2] = [
    [
        (1, 1),
        (2, 2),
        (3, 3),
        (4, 4),
        (5, 5),
        (6, 4),
        (7, 3),
        (8, 2),
        (9, 1),
    ],
    [
        (1, 7),
        (2, 7),
        (3, 7),
        (4, 7),
        (5, 7),
        (6, 7),
        (7, 7),
        (8, 7),
        (9, 7),
    ],
];

pub(crate) struct Tables {
    /// The 12 empty-board rays of every cell.
    pub rays: [[u128; 12]; ROWS],
    pub rook_rays: [u128; ROWS],
    pub bishop_rays: [u128; ROWS],
    pub knight: [u128; ROWS],
    /// The 12 cells a king reaches (6 adjacent, 6 diagonal).
    pub king: [u128; ROWS],
    /// Cells a pawn of each colour on the cell attacks.
    pub pawn_attacks: [[u128; ROWS]; 2],
    /// The cell one step forward, or `NO_CELL`.
    pub pawn_push: [[u8; ROWS]; 2],
    /// The cell two steps forward from a starting cell, or `NO_CELL`.
    pub pawn_double: [[u8; ROWS]; 2],
    /// `pawn_push` as a one-cell set (empty if none).
    pub push_bit: [[u128; ROWS]; 2],
    /// `pawn_double` as a one-cell set (empty if none).
    pub double_bit: [[u128; ROWS]; 2],
    /// The two pawn captures split by side: `[colour][0]` toward the west
    /// (NW for White, SW for Black), `[colour][1]` toward the east.
    pub pawn_capture: [[[u128; ROWS]; 2]; 2],
    /// The far edge of each colour (where its pawns promote).
    pub promotion: [u128; 2],
    /// Starting cells of each colour's pawns.
    pub pawn_start: [u128; 2],
}

const fn cell_of(file: u8, rank: u8) -> usize {
    let e = file as i32 - 5;
    let m = rank as i32 - 6;
    let h = if e <= 0 {
        Hex::new(e - m, m)
    } else {
        Hex::new(-m, e + m)
    };
    match GRID.index_of(h) {
        Some(i) => i,
        None => panic!("no such cell"),
    }
}

const fn build() -> Tables {
    let mut t = Tables {
        rays: [[0; 12]; ROWS],
        rook_rays: [0; ROWS],
        bishop_rays: [0; ROWS],
        knight: [0; ROWS],
        king: [0; ROWS],
        pawn_attacks: [[0; ROWS]; 2],
        pawn_push: [[NO_CELL; ROWS]; 2],
        pawn_double: [[NO_CELL; ROWS]; 2],
        push_bit: [[0; ROWS]; 2],
        double_bit: [[0; ROWS]; 2],
        pawn_capture: [[[0; ROWS]; 2]; 2],
        promotion: [0; 2],
        pawn_start: [0; 2],
    };
    let forward = [Direction::N, Direction::S];
    let captures = [
        [Direction::NW, Direction::NE],
        [Direction::SW, Direction::SE],
    ];
    let n = GRID.cell_count();
    let mut i = 0;
    while i < n {
        let mut d = 0;
        while d < 6 {
            t.rays[i][d] = GRID.ray(i, Direction::ALL[d]).0;
            t.rays[i][6 + d] = GRID.diagonal_ray(i, Diagonal::ALL[d]).0;
            t.rook_rays[i] |= t.rays[i][d];
            t.bishop_rays[i] |= t.rays[i][6 + d];
            d += 1;
        }
        t.knight[i] = GRID.knight_targets(i).0;
        t.king[i] = GRID.adjacent(i).0 | GRID.diagonal_adjacent(i).0;
        let mut c = 0;
        while c < 2 {
            // No step forward: the far edge, where this colour promotes.
            match GRID.neighbor(i, forward[c]) {
                Some(j) => {
                    t.pawn_push[c][i] = j as u8;
                    t.push_bit[c][i] = 1 << j;
                }
                None => t.promotion[c] |= 1 << i,
            }
            let mut k = 0;
            while k < 2 {
                if let Some(j) = GRID.neighbor(i, captures[c][k]) {
                    t.pawn_attacks[c][i] |= 1 << j;
                    t.pawn_capture[c][k][i] = 1 << j;
                }
                k += 1;
            }
            c += 1;
        }
        i += 1;
    }
    // Double steps from the starting cells.
    let mut c = 0;
    while c < 2 {
        let mut k = 0;
        while k < 9 {
            let (file, rank) = PAWN_STARTS[c][k];
            let from = cell_of(file, rank);
            t.pawn_start[c] |= 1 << from;
            let one = t.pawn_push[c][from] as usize;
            t.pawn_double[c][from] = t.pawn_push[c][one];
            t.double_bit[c][from] = t.push_bit[c][one];
            k += 1;
        }
        c += 1;
    }
    t
}

pub(crate) static TABLES: Tables = build();

/// One pawn step applied to a whole set: up to this many groups of cells,
/// each moved by one rotation (the board's rows have five lengths).
const GROUPS: usize = 5;

/// Groups of cells that one pawn step moves by the same index difference,
/// and that difference as a left rotation (a rotation by `128 - n` is a
/// shift down by `n`; a group holds only cells whose target is on the
/// board, so no bit wraps). Unused groups are empty.
pub(crate) type StepGroups = [(u128, u32); GROUPS];

/// The groups of a step given per cell as a one-cell set (empty: none).
const fn step_groups(step: &[u128; ROWS]) -> StepGroups {
    let mut groups = [(0u128, 0u32); GROUPS];
    let mut used = 0;
    let mut i = 0;
    while i < 91 {
        if step[i] != 0 {
            let rot = (step[i].trailing_zeros() + 128 - i as u32) % 128;
            let mut g = 0;
            while g < used && groups[g].1 != rot {
                g += 1;
            }
            if g == used {
                assert!(used < GROUPS, "more step lengths than groups");
                groups[g].1 = rot;
                used += 1;
            }
            groups[g].0 |= 1 << i;
        }
        i += 1;
    }
    groups
}

/// Set-wise pawn steps for bulk counting: `[colour][sort]`, the sorts being
/// the step forward, the west capture and the east capture.
pub(crate) const PAWN_GROUPS: [[StepGroups; 3]; 2] = {
    let t = build();
    [
        [
            step_groups(&t.push_bit[0]),
            step_groups(&t.pawn_capture[0][0]),
            step_groups(&t.pawn_capture[0][1]),
        ],
        [
            step_groups(&t.push_bit[1]),
            step_groups(&t.pawn_capture[1][0]),
            step_groups(&t.pawn_capture[1][1]),
        ],
    ]
};

/// The cells one step forward of each colour's starting cells: a pawn
/// that steps onto one of them may step again (a double step).
pub(crate) const DOUBLE_STEP_VIA: [u128; 2] = {
    let t = build();
    let mut via = [0u128; 2];
    let mut c = 0;
    while c < 2 {
        let mut i = 0;
        while i < 91 {
            if t.pawn_start[c] >> i & 1 != 0 {
                via[c] |= t.push_bit[c][i];
            }
            i += 1;
        }
        c += 1;
    }
    via
};

/// `set` moved by a pawn step given as [`StepGroups`].
#[inline(always)]
pub(crate) const fn step_all(set: u128, groups: &StepGroups) -> u128 {
    let mut out = 0;
    let mut g = 0;
    while g < GROUPS {
        out |= (set & groups[g].0).rotate_left(groups[g].1);
        g += 1;
    }
    out
}

/// The most moves a piece of each kind can have (on an empty board).
const fn max_mobility() -> [usize; 6] {
    let mut m = [0usize; 6];
    let mut i = 0;
    while i < 91 {
        let rook = TABLES.rook_rays[i].count_ones() as usize;
        let bishop = TABLES.bishop_rays[i].count_ones() as usize;
        let knight = TABLES.knight[i].count_ones() as usize;
        let king = TABLES.king[i].count_ones() as usize;
        // A pawn: a push, a double step and two captures; each of the
        // three single steps promotes into 4 moves on the far edge.
        let pawn = 12;
        let v = [pawn, knight, bishop, rook, rook + bishop, king];
        let mut k = 0;
        while k < 6 {
            if v[k] > m[k] {
                m[k] = v[k];
            }
            k += 1;
        }
        i += 1;
    }
    m
}

/// A proven upper bound on the number of legal moves in any position: every
/// piece has at most its empty-board mobility, and a side has at most one
/// king, two knights, three bishops, two rooks, and ten pieces that are a
/// queen or a pawn (the queen and nine pawns that may promote; each counted
/// as a queen, whose mobility is the largest).
///
/// It sizes the stack-allocated move list [`Moves`](crate::Moves).
///
/// ```
/// // King 12, knights 2 x 12, bishops 3 x 14, rooks 2 x 30, queens 10 x 42.
/// assert_eq!(glinski::MAX_MOVES, 558);
/// ```
pub const MAX_MOVES: usize = {
    let m = max_mobility();
    let q = if m[4] > m[0] { m[4] } else { m[0] };
    m[5] + 2 * m[1] + 3 * m[2] + 2 * m[3] + 10 * q
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mobility_bound() {
        // Queen on the centre: 30 along lines + 12 along diagonals.
        assert_eq!(max_mobility()[4], 42);
        assert_eq!(max_mobility()[3], 30);
        assert_eq!(
            MAX_MOVES,
            12 + 2 * 12 + 3 * max_mobility()[2] + 2 * 30 + 10 * 42
        );
    }

    #[test]
    fn descending_rays_of_cell_zero_are_empty() {
        // movegen's branch-free ray attacks rely on this.
        for (line, &ascends) in ASCENDS.iter().enumerate() {
            if !ascends {
                assert_eq!(TABLES.rays[0][line], 0, "line {line}");
            }
        }
    }

    #[test]
    fn set_wise_pawn_steps_agree_with_the_cell_tables() {
        for c in 0..2 {
            let sorts = [
                &TABLES.push_bit[c],
                &TABLES.pawn_capture[c][0],
                &TABLES.pawn_capture[c][1],
            ];
            for (sort, table) in sorts.into_iter().enumerate() {
                for (i, &target) in table.iter().enumerate().take(91) {
                    assert_eq!(
                        step_all(1 << i, &PAWN_GROUPS[c][sort]),
                        target,
                        "{c} {sort} {i}"
                    );
                }
            }
            for i in 0..91 {
                let via = TABLES.push_bit[c][i] & DOUBLE_STEP_VIA[c] != 0;
                assert_eq!(via, TABLES.double_bit[c][i] != 0, "{c} {i}");
            }
        }
    }

    #[test]
    fn promotion_edges_have_eleven_cells() {
        assert_eq!(TABLES.promotion[0].count_ones(), 11);
        assert_eq!(TABLES.promotion[1].count_ones(), 11);
        assert_eq!(TABLES.pawn_start[0].count_ones(), 9);
    }
}
