//! The pawn structure: each side's pawn terms (isolated, backward,
//! doubled, connected, blocked and passed pawns), what the pawns decide
//! for the other terms ([`PawnShape`]), and the per-thread cache of both
//! with the kings' shelters.

use board_core::square::{Bitboard, Color, Square, pawn_attacks};

use super::king_safety::king_shelter;
use super::{FILE_A, FOLD, Sink, Sum, at, ranks_ahead};
use crate::chess::position::Position;
use crate::chess::types::Piece;

/// The files beside each file (the file itself excluded), as a set.
const ADJACENT_FILES: [u64; 8] = {
    let mut t = [0u64; 8];
    let mut file = 0;
    while file < 8 {
        let f = FILE_A << file;
        t[file] = ((f << 1) & !FILE_A) | ((f >> 1) & !0x8080_8080_8080_8080);
        file += 1;
    }
    t
};

/// The squares attacked by `color`'s pawns.
fn pawn_attack_set(p: &Position, color: Color) -> Bitboard {
    let ahead = p.colored_pieces(color, Piece::Pawn).forward(color);
    ahead.east() | ahead.west()
}

/// Every square a pawn of `color` may ever attack as it advances.
fn pawn_attack_span(p: &Position, color: Color) -> Bitboard {
    // Filled towards the far side: 1, 2, then 4 ranks at a time.
    let mut fill = p.colored_pieces(color, Piece::Pawn).0;
    for shift in [8, 16, 32] {
        fill |= match color {
            Color::White => fill << shift,
            Color::Black => fill >> shift,
        };
    }
    let ahead = Bitboard(fill).forward(color);
    ahead.east() | ahead.west()
}

/// `color`'s terms that depend on the pawns alone: the pawns' material
/// and squares, isolated, backward, connected and doubled pawns, and
/// passed pawns by rank. Returns the passed pawns.
pub(super) fn pawn_terms<S: Sink>(p: &Position, color: Color, s: &mut S) -> Bitboard {
    let sign = if color == Color::White { 1 } else { -1 };
    let flip = if color == Color::White { 0 } else { 56 };
    let own_pawns = p.colored_pieces(color, Piece::Pawn);
    let their_pawns = p.colored_pieces(!color, Piece::Pawn);
    let their_pawn_attacks = pawn_attack_set(p, !color);
    let mut passed = Bitboard(0);
    s.term(at::MATERIAL, sign * own_pawns.count() as i32);
    for sq in own_pawns {
        s.term(at::PST + FOLD[sq.index() ^ flip] as usize, sign);
        let (f, r) = (
            usize::from(sq.file().index()),
            usize::from(sq.rank().index()),
        );
        let rel = if color == Color::White { r } else { 7 - r };
        let file = FILE_A << f;
        let ahead = ranks_ahead(r, color);
        let beside = ADJACENT_FILES[f];
        let stop_index = if color == Color::White {
            sq.index() + 8
        } else {
            sq.index().wrapping_sub(8)
        };
        let stop = Square::from_index(stop_index as u8).unwrap_or(sq);
        let opposed = their_pawns.0 & file & ahead != 0;
        let weak = if own_pawns.0 & beside == 0 {
            s.term(at::ISOLATED, sign);
            true
        } else if own_pawns.0 & beside & !ahead == 0 && their_pawn_attacks.contains(stop) {
            // Backward: no own pawn beside or behind on the files next
            // to it, and an enemy pawn guards the square in front.
            s.term(at::BACKWARD, sign);
            true
        } else {
            false
        };
        if weak && !opposed {
            // Open to the enemy's rooks on the file.
            s.term(at::WEAK_UNOPPOSED, sign);
        }
        let phalanx = own_pawns.0 & beside & (0xFFu64 << (8 * r)) != 0;
        if phalanx || pawn_attacks(color.other(), sq).0 & own_pawns.0 != 0 {
            s.term(at::CONNECTED + rel, sign);
            if opposed {
                s.term(at::CONNECTED_OPPOSED, sign);
            }
        }
        if (rel == 4 || rel == 5) && their_pawns.contains(stop) {
            s.term(at::BLOCKED_PAWN + rel - 4, sign);
        }
        if own_pawns.0 & file & ahead != 0 {
            // Doubled: another own pawn in front.
            s.term(at::DOUBLED, sign);
        } else if their_pawns.0 & (file | beside) & ahead == 0 {
            // Passed: no enemy pawn in front or beside it on the way.
            passed |= Bitboard::from(sq);
            s.term(at::PASSED + rel, sign);
        }
    }
    passed
}

/// What the pawns alone decide for the other terms, by colour (White,
/// Black).
#[derive(Clone, Copy, Default)]
pub(in crate::chess) struct PawnShape {
    /// The passed pawns.
    pub(super) passed: [Bitboard; 2],
    /// The outposts: ranks 4 to 6, defended by a pawn, out of enemy pawns'
    /// reach.
    pub(super) outposts: [Bitboard; 2],
    /// The squares the pawns attack ([`pawn_attack_set`]).
    pub(super) attacks: [Bitboard; 2],
    /// The squares the pawns may ever attack ([`pawn_attack_span`]).
    pub(super) spans: [Bitboard; 2],
}

/// Both sides' [`pawn_terms`] without a cache.
fn pawn_structure_uncached<S: Sink>(p: &Position, s: &mut S) -> PawnShape {
    let attacks = [
        pawn_attack_set(p, Color::White),
        pawn_attack_set(p, Color::Black),
    ];
    let spans = [
        pawn_attack_span(p, Color::White),
        pawn_attack_span(p, Color::Black),
    ];
    const MIDDLE: [u64; 2] = [0x0000_FFFF_FF00_0000, 0x0000_00FF_FFFF_0000];
    let outposts = |c: usize| (attacks[c] - spans[1 - c]) & Bitboard(MIDDLE[c]);
    PawnShape {
        passed: [
            pawn_terms(p, Color::White, s),
            pawn_terms(p, Color::Black, s),
        ],
        outposts: [outposts(0), outposts(1)],
        attacks,
        spans,
    }
}

/// [`pawn_structure_uncached`] and both kings' [`king_shelter`].
pub(super) fn pawns_and_shelters<S: Sink>(p: &Position, s: &mut S) -> PawnShape {
    let shape = pawn_structure_uncached(p, s);
    king_shelter(p, Color::White, s);
    king_shelter(p, Color::Black, s);
    shape
}

/// One remembered pawn structure: the pawns of each side (the whole key,
/// so no two structures share an entry's result), the packed sum of both
/// sides' [`pawn_terms`], the [`PawnShape`], and each side's
/// [`king_shelter`] (packed) for the king square it was last asked for.
#[derive(Clone, Copy)]
struct PawnEntry {
    pawns: [u64; 2],
    packed: i32,
    shape: PawnShape,
    /// The king squares the shelters are for (64: none yet).
    kings: [u8; 2],
    shelters: [i32; 2],
}

impl PawnEntry {
    /// Right for the board without pawns, with no shelter yet.
    const EMPTY: PawnEntry = PawnEntry {
        pawns: [0; 2],
        packed: 0,
        shape: PawnShape {
            passed: [Bitboard(0); 2],
            outposts: [Bitboard(0); 2],
            attacks: [Bitboard(0); 2],
            spans: [Bitboard(0); 2],
        },
        kings: [64; 2],
        shelters: [0; 2],
    };
}

/// The [`pawn_terms`] and [`king_shelter`]s of recent pawn structures. A
/// pure cache: an entry holds exactly what those compute for its pawns
/// (and kings).
pub(super) struct PawnCache {
    entries: Vec<PawnEntry>,
}

/// Entries in a [`PawnCache`] (96 bytes each): `1 << PAWN_CACHE_BITS`.
const PAWN_CACHE_BITS: u32 = 13;
const PAWN_CACHE_SLOTS: usize = 1 << PAWN_CACHE_BITS;

impl PawnCache {
    /// The packed sum of both sides' pawn terms and king shelters, and
    /// the pawn shape.
    pub(super) fn terms(&mut self, p: &Position) -> (i32, PawnShape) {
        if self.entries.is_empty() {
            self.entries = vec![PawnEntry::EMPTY; PAWN_CACHE_SLOTS];
        }
        let pawns = [
            p.colored_pieces(Color::White, Piece::Pawn).0,
            p.colored_pieces(Color::Black, Piece::Pawn).0,
        ];
        // The top bits of a product depend on every bit of the pawns.
        let mixed = pawns[0].wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ pawns[1].wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
        let slot = (mixed >> (64 - PAWN_CACHE_BITS)) as usize;
        let entry = &mut self.entries[slot];
        if entry.pawns != pawns {
            let mut part = Sum::default();
            let shape = pawn_structure_uncached(p, &mut part);
            *entry = PawnEntry {
                pawns,
                packed: part.packed,
                shape,
                ..PawnEntry::EMPTY
            };
        }
        let mut packed = entry.packed;
        for color in [Color::White, Color::Black] {
            let c = color as usize;
            let king = p.king(color).index() as u8;
            if entry.kings[c] != king {
                let mut part = Sum::default();
                king_shelter(p, color, &mut part);
                entry.kings[c] = king;
                entry.shelters[c] = part.packed;
            }
            packed += entry.shelters[c];
        }
        (packed, entry.shape)
    }
}

std::thread_local! {
    /// Each thread's pawn cache (allocated at its first evaluation).
    pub(super) static PAWN_CACHE: core::cell::RefCell<PawnCache> =
        const { core::cell::RefCell::new(PawnCache { entries: Vec::new() }) };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::eval::tests::{counts, positions};
    use crate::chess::eval::{taper, trace, white_score};

    #[test]
    fn cached_pawn_and_shelter_terms_equal_the_uncached_ones() {
        // The same pawns with the kings elsewhere, with other pieces and
        // the other side to move: the cache's entries for the pawns and
        // the shelters must not leak between them. Twice, the second
        // time backwards: every lookup then hits an entry made by another
        // position.
        let mut all: Vec<Position> = [
            "6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1",
            "6k1/5ppp/8/8/8/8/5PPP/4K3 w - - 0 1",
            "4k3/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1",
            "6k1/5ppp/8/3q4/8/2N5/5PPP/6K1 w - - 0 1",
            "6k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1",
        ]
        .iter()
        .map(|fen| fen.parse().unwrap())
        .collect();
        all.extend(positions(4));
        let uncached = |p: &Position| {
            let t = trace(p);
            let (mg, eg) = t.sum();
            taper(mg, eg, t.phase, t.eg_scale)
        };
        for p in all.iter().chain(all.iter().rev()) {
            assert_eq!(white_score(p), uncached(p), "{p:?}");
        }
    }

    #[test]
    fn a_passed_pawn_is_worth_more_than_a_blocked_one() {
        let passed: Position = "4k3/8/8/3P4/8/8/8/4K3 w - - 0 1".parse().unwrap();
        let blocked: Position = "4k3/8/3p4/3P4/8/8/8/4K3 w - - 0 1".parse().unwrap();
        // Blocked, but a pawn down for Black is the only other change.
        assert!(white_score(&passed) > white_score(&blocked) - 100 + 20);
    }

    #[test]
    fn pawn_structure_terms_are_counted() {
        // An isolated pawn on a file without enemy pawns, then opposed.
        let c = counts("4k3/8/8/8/3P4/8/8/4K3 w - - 0 1");
        assert_eq!(c[at::WEAK_UNOPPOSED], 1);
        let c = counts("4k3/8/3p4/8/3P4/8/8/4K3 w - - 0 1");
        assert_eq!(c[at::WEAK_UNOPPOSED], 0);
        // e5 blocked by e6 on its fifth rank.
        let c = counts("4k3/8/4p3/4P3/8/8/8/4K3 w - - 0 1");
        assert_eq!(c[at::BLOCKED_PAWN..at::BLOCKED_PAWN + 2], [1, 0]);
        // d4 and e4 side by side, d4 opposed by d6.
        let c = counts("4k3/8/3p4/8/3PP3/8/8/4K3 w - - 0 1");
        assert_eq!(c[at::CONNECTED_OPPOSED], 1);
    }
}
