//! Attack tables: king, knight, pawn, sliding pieces, and `between` / `line`
//! masks. Every table is built at compile time.

use super::bitboard::Bitboard;
use super::coords::{Color, Square};
use super::magic::{self, BISHOP, BISHOP_DIRS, ROOK, ROOK_DIRS};

const fn leaper_table(steps: &[(i8, i8); 8]) -> [Bitboard; 64] {
    let mut table = [Bitboard::EMPTY; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut bits = 0u64;
        let mut i = 0;
        while i < 8 {
            let f = (sq & 7) as i8 + steps[i].0;
            let r = (sq >> 3) as i8 + steps[i].1;
            if f >= 0 && f < 8 && r >= 0 && r < 8 {
                bits |= 1 << (r * 8 + f);
            }
            i += 1;
        }
        table[sq] = Bitboard(bits);
        sq += 1;
    }
    table
}

/// The king's eight steps as (file, rank) offsets; [`king_attacks`] is
/// built from them, and so can other compile-time tables (castling paths).
///
/// ```
/// use board_core::square::{KING_STEPS, Square, king_attacks};
/// let e4 = Square::E4;
/// let steps = KING_STEPS.iter().filter(|&&(f, r)| e4.offset(f, r).is_some()).count();
/// assert_eq!(steps as u32, king_attacks(e4).count());
/// ```
pub const KING_STEPS: [(i8, i8); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

static KING: [Bitboard; 64] = leaper_table(&KING_STEPS);

/// The knight's eight leaps as (file, rank) offsets; [`knight_attacks`]
/// is built from them.
///
/// ```
/// use board_core::square::{KNIGHT_STEPS, Square, knight_attacks};
/// let b1 = Square::B1;
/// let leaps = KNIGHT_STEPS.iter().filter(|&&(f, r)| b1.offset(f, r).is_some()).count();
/// assert_eq!(leaps as u32, knight_attacks(b1).count());
/// ```
pub const KNIGHT_STEPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

static KNIGHT: [Bitboard; 64] = leaper_table(&KNIGHT_STEPS);

static PAWN: [[Bitboard; 64]; 2] = {
    let mut t = [[Bitboard::EMPTY; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        let b = 1u64 << sq;
        let not_a = !0x0101_0101_0101_0101u64;
        let not_h = !0x8080_8080_8080_8080u64;
        t[0][sq] = Bitboard(((b & not_a) << 7) | ((b & not_h) << 9));
        t[1][sq] = Bitboard(((b & not_a) >> 9) | ((b & not_h) >> 7));
        sq += 1;
    }
    t
};

static ROOK_RAYS: [Bitboard; 64] = {
    let mut t = [Bitboard::EMPTY; 64];
    let mut sq = 0;
    while sq < 64 {
        t[sq] = Bitboard(magic::slow_slider(sq as u8, 0, &ROOK_DIRS));
        sq += 1;
    }
    t
};

static BISHOP_RAYS: [Bitboard; 64] = {
    let mut t = [Bitboard::EMPTY; 64];
    let mut sq = 0;
    while sq < 64 {
        t[sq] = Bitboard(magic::slow_slider(sq as u8, 0, &BISHOP_DIRS));
        sq += 1;
    }
    t
};

/// `(between, line)` for every pair of squares.
#[allow(clippy::type_complexity)]
static BETWEEN_LINE: ([[Bitboard; 64]; 64], [[Bitboard; 64]; 64]) = {
    let mut between = [[Bitboard::EMPTY; 64]; 64];
    let mut line = [[Bitboard::EMPTY; 64]; 64];
    let dirs = [
        (1i8, 0i8),
        (-1, 0),
        (0, 1),
        (0, -1),
        (1, 1),
        (-1, 1),
        (1, -1),
        (-1, -1),
    ];
    let mut a = 0;
    while a < 64 {
        let mut d = 0;
        while d < 8 {
            let (df, dr) = dirs[d];
            // The full line through `a` in this direction and its opposite.
            let mut full = 1u64 << a;
            let mut k = 1;
            while k < 8 {
                let f = (a & 7) as i8 + df * k;
                let r = (a >> 3) as i8 + dr * k;
                if f >= 0 && f < 8 && r >= 0 && r < 8 {
                    full |= 1 << (r * 8 + f);
                }
                let f = (a & 7) as i8 - df * k;
                let r = (a >> 3) as i8 - dr * k;
                if f >= 0 && f < 8 && r >= 0 && r < 8 {
                    full |= 1 << (r * 8 + f);
                }
                k += 1;
            }
            let mut gap = 0u64;
            let mut f = (a & 7) as i8 + df;
            let mut r = (a >> 3) as i8 + dr;
            while f >= 0 && f < 8 && r >= 0 && r < 8 {
                let b = (r * 8 + f) as usize;
                between[a][b] = Bitboard(gap);
                line[a][b] = Bitboard(full);
                gap |= 1 << b;
                f += df;
                r += dr;
            }
            d += 1;
        }
        a += 1;
    }
    (between, line)
};

/// The squares a king on `sq` attacks.
///
/// ```
/// use board_core::square::{king_attacks, Square};
/// assert_eq!(king_attacks(Square::E4).count(), 8);
/// assert_eq!(king_attacks(Square::A1).count(), 3);
/// assert!(king_attacks(Square::A1).contains(Square::B2));
/// ```
#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    KING[sq.index()]
}

/// The squares a knight on `sq` attacks.
///
/// ```
/// use board_core::square::{knight_attacks, Square};
/// assert_eq!(knight_attacks(Square::D4).count(), 8);
/// assert!(knight_attacks(Square::G1).contains(Square::F3));
/// assert_eq!(knight_attacks(Square::H8).count(), 2);
/// ```
#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    KNIGHT[sq.index()]
}

/// The squares a pawn of `side` on `sq` attacks (diagonally forward).
///
/// ```
/// use board_core::square::{pawn_attacks, Bitboard, Color, Square};
/// assert_eq!(
///     pawn_attacks(Color::White, Square::E4),
///     Bitboard::from(Square::D5) | Square::F5.into()
/// );
/// assert_eq!(pawn_attacks(Color::Black, Square::A7), Square::B6.into());
/// ```
#[inline]
pub fn pawn_attacks(side: Color, sq: Square) -> Bitboard {
    PAWN[side.index()][sq.index()]
}

/// The squares a rook on `sq` attacks when `occupied` is occupied: each ray
/// runs up to and including the first occupied square.
///
/// ```
/// use board_core::square::{rook_attacks, Bitboard, Square};
/// assert_eq!(rook_attacks(Square::A1, Bitboard::EMPTY).count(), 14);
/// let blocked = rook_attacks(Square::A1, Square::A3.into());
/// assert!(blocked.contains(Square::A3) && !blocked.contains(Square::A4));
/// ```
#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(magic::lookup(&ROOK[sq.index()], occupied.0))
}

/// The squares a bishop on `sq` attacks when `occupied` is occupied.
///
/// ```
/// use board_core::square::{bishop_attacks, Bitboard, Square};
/// assert_eq!(bishop_attacks(Square::D4, Bitboard::EMPTY).count(), 13);
/// let blocked = bishop_attacks(Square::C1, Square::E3.into());
/// assert!(blocked.contains(Square::E3) && !blocked.contains(Square::F4));
/// ```
#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(magic::lookup(&BISHOP[sq.index()], occupied.0))
}

/// The squares a queen on `sq` attacks: rook and bishop attacks combined.
///
/// ```
/// use board_core::square::{queen_attacks, Bitboard, Square};
/// assert_eq!(queen_attacks(Square::D4, Bitboard::EMPTY).count(), 27);
/// ```
#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// The rook rays from `sq` on an empty board (its file and rank, without `sq`).
///
/// ```
/// use board_core::square::{rook_rays, Square};
/// assert_eq!(rook_rays(Square::E4).count(), 14);
/// ```
#[inline]
pub fn rook_rays(sq: Square) -> Bitboard {
    ROOK_RAYS[sq.index()]
}

/// The bishop rays from `sq` on an empty board.
///
/// ```
/// use board_core::square::{bishop_rays, Square};
/// assert_eq!(bishop_rays(Square::A1).count(), 7);
/// ```
#[inline]
pub fn bishop_rays(sq: Square) -> Bitboard {
    BISHOP_RAYS[sq.index()]
}

/// The squares strictly between `a` and `b` when they share a rank, file or
/// diagonal; empty otherwise (and for adjacent or equal squares).
///
/// ```
/// use board_core::square::{between, Bitboard, Square};
/// assert_eq!(between(Square::A1, Square::D4),
///            Bitboard::from(Square::B2) | Square::C3.into());
/// assert!(between(Square::A1, Square::B3).is_empty());
/// ```
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    BETWEEN_LINE.0[a.index()][b.index()]
}

/// The whole line (rank, file or diagonal, edge to edge) through `a` and `b`,
/// both included; empty when they share none (or are equal).
///
/// ```
/// use board_core::square::{line, Bitboard, Rank, Square};
/// assert_eq!(line(Square::B1, Square::E1), Bitboard::rank(Rank::R1));
/// assert_eq!(line(Square::C3, Square::E5).count(), 8); // the long diagonal
/// assert!(line(Square::A1, Square::B3).is_empty());
/// ```
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    BETWEEN_LINE.1[a.index()][b.index()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_table_is_small() {
        // 102,400 rook + 5,248 bishop entries, padded to 2^17.
        assert_eq!(magic::TABLE_SIZE, 1 << 17);
    }

    #[test]
    fn hand_computed_attacks() {
        // Rook on d4 with blockers on d6, b4, d2 and g4.
        let occ: Bitboard = [Square::D6, Square::B4, Square::D2, Square::G4]
            .into_iter()
            .collect();
        let expected: Bitboard = [
            Square::D5,
            Square::D6,
            Square::C4,
            Square::B4,
            Square::D3,
            Square::D2,
            Square::E4,
            Square::F4,
            Square::G4,
        ]
        .into_iter()
        .collect();
        assert_eq!(rook_attacks(Square::D4, occ), expected);
        // Bishop on c1 in the start position (pawns on b2 and d2).
        let occ: Bitboard = Bitboard(0xffff);
        assert_eq!(
            bishop_attacks(Square::C1, occ),
            Bitboard::from(Square::B2) | Square::D2.into()
        );
        assert_eq!(
            knight_attacks(Square::B1),
            [Square::A3, Square::C3, Square::D2].into_iter().collect()
        );
        assert_eq!(
            king_attacks(Square::H8),
            [Square::G8, Square::G7, Square::H7].into_iter().collect()
        );
        assert!(pawn_attacks(Color::White, Square::A8).is_empty());
        assert_eq!(pawn_attacks(Color::Black, Square::H2), Square::G1.into());
    }

    #[test]
    fn every_magic_entry_matches_slow_walk() {
        for sq in Square::ALL {
            for occ in Bitboard(ROOK[sq.index()].mask).subsets() {
                let slow = magic::slow_slider(sq.index() as u8, occ.0, &ROOK_DIRS);
                assert_eq!(rook_attacks(sq, occ).0, slow);
            }
            for occ in Bitboard(BISHOP[sq.index()].mask).subsets() {
                let slow = magic::slow_slider(sq.index() as u8, occ.0, &BISHOP_DIRS);
                assert_eq!(bishop_attacks(sq, occ).0, slow);
            }
        }
    }

    #[test]
    fn between_and_line() {
        assert_eq!(between(Square::E1, Square::E8).count(), 6);
        assert_eq!(between(Square::H1, Square::A8).count(), 6);
        assert!(between(Square::E1, Square::E2).is_empty());
        assert!(between(Square::E4, Square::E4).is_empty());
        assert!(line(Square::E4, Square::E4).is_empty());
        assert_eq!(line(Square::B2, Square::A1), line(Square::H8, Square::D4));
        assert!(line(Square::A2, Square::B4).is_empty());
    }
}
