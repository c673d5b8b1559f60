//! Each side's own terms besides the pawn structure: material, squares and
//! mobility of the pieces, outposts, rook files and the seventh rank, the
//! bishop pair and its pawns, pins, and passed pawns against the kings;
//! and what they leave for the [threats](mod@super::threats) ([`Side`]).

use board_core::square::{
    Bitboard, Color, File, Rank, Square, between, bishop_attacks, bishop_rays, king_attacks,
    knight_attacks, queen_attacks, rook_attacks, rook_rays,
};

use super::pawns::PawnShape;
use super::{FOLD, Sink, at};
use crate::chess::position::Position;
use crate::chess::types::Piece;

/// What one side's terms leave for the terms between the sides.
#[derive(Default)]
pub(super) struct Side {
    /// Every square its pieces, pawns and king attack.
    pub(super) attacked: Bitboard,
    /// The squares its knights and bishops attack.
    pub(super) minor_attacks: Bitboard,
    /// The squares its pawns attack.
    pub(super) pawn_attacks: Bitboard,
    /// The squares its knights, bishops, rooks, queens attack.
    pub(super) by_kind: [Bitboard; 4],
    /// Its passed pawns.
    pub(super) passed: Bitboard,
    /// The attack weight on the enemy king's neighbourhood, and the number
    /// of pieces taking part.
    pub(super) king_attack: i32,
    pub(super) king_attackers: i32,
    /// The pieces taking part, by kind (knight, bishop, rook, queen).
    pub(super) king_attackers_by: [i32; 4],
}

/// What the side's piece loop needs to know of the board.
struct Board {
    sign: i32,
    flip: usize,
    occ: Bitboard,
    /// Squares worth moving to: not own pieces, not covered by enemy pawns.
    safe: Bitboard,
    outposts: Bitboard,
    /// The enemy king and the squares next to it.
    zone: Bitboard,
    own_pawns: Bitboard,
    their_pawns: Bitboard,
    seventh: Bitboard,
    seventh_counts: bool,
    our_king: Square,
    /// Our king on its first rank (where it can hem in a rook).
    king_home: bool,
    /// Whether we may still castle either way.
    can_castle: bool,
}

/// One knight's, bishop's, rook's or queen's terms: its square, mobility,
/// attack on the enemy king, outpost, rook file and seventh rank. Inlined
/// into a loop per kind, so that the matches on `kind` fold away.
#[inline(always)]
fn piece_terms<S: Sink>(
    kind: Piece,
    sq: Square,
    att: Bitboard,
    danger: i32,
    b: &Board,
    side: &mut Side,
    s: &mut S,
) {
    let k = kind as usize;
    let sign = b.sign;
    s.term(at::MATERIAL + k, sign);
    s.term(at::PST + 32 * k + FOLD[sq.index() ^ b.flip] as usize, sign);
    side.attacked |= att;
    side.by_kind[k - 1] |= att;
    let moves = (att & b.safe).count() as usize;
    s.term(at::MOBILITY[k - 1] + moves, sign);
    let hits = att & b.zone;
    if hits.is_nonempty() {
        side.king_attack += danger * hits.count() as i32;
        side.king_attackers += 1;
        side.king_attackers_by[k - 1] += 1;
    }
    match kind {
        Piece::Knight | Piece::Bishop => {
            side.minor_attacks |= att;
            if b.outposts.contains(sq) {
                s.term(at::OUTPOST + k - 1, sign);
            } else if (att & b.outposts & b.safe).is_nonempty() {
                s.term(at::REACHABLE_OUTPOST + k - 1, sign);
            }
            s.term(
                at::KING_PROTECTOR + k - 1,
                sign * i32::from(sq.distance(b.our_king)),
            );
        }
        Piece::Rook => {
            // Hemmed in by its own uncastled king.
            if moves <= 3 && b.king_home {
                let king_file = b.our_king.file();
                if (king_file < File::E) == (sq.file() < king_file) {
                    s.term(at::TRAPPED_ROOK + usize::from(!b.can_castle), sign);
                }
            }
            if b.seventh_counts && b.seventh.contains(sq) {
                s.term(at::ROOK_SEVENTH, sign);
            }
            let file = Bitboard::file(sq.file());
            if (file & b.own_pawns).is_empty() {
                let open = (file & b.their_pawns).is_empty();
                s.term(at::ROOK_FILE + usize::from(!open), sign);
            }
        }
        _ => {}
    }
}

/// `color`'s own terms besides [`pawn_terms`](super::pawns::pawn_terms) and
/// [`king_shelter`](super::king_safety::king_shelter) (whose
/// passed pawns and outposts `shape` holds): material and squares of the
/// pieces, mobility, passed pawns against the kings, rooks on files, the
/// bishop pair, outposts, and the attack on the enemy king.
pub(super) fn side_terms<S: Sink>(
    p: &Position,
    color: Color,
    shape: &PawnShape,
    s: &mut S,
) -> Side {
    let sign = if color == Color::White { 1 } else { -1 };
    let own = p.colored(color);
    let occ = p.occupied();
    let them = !color;
    let flip = if color == Color::White { 0 } else { 56 };
    let own_pawns = p.colored_pieces(color, Piece::Pawn);
    let their_pawns = p.colored_pieces(them, Piece::Pawn);
    let our_pawn_attacks = shape.attacks[color as usize];
    let their_pawn_attacks = shape.attacks[them as usize];
    let our_king = p.king(color);
    let their_king = p.king(them);
    let passed = shape.passed[color as usize];
    // The seventh rank, and whether a rook there counts.
    let seventh = Bitboard(0xFFu64 << (8 * if color == Color::White { 6 } else { 1 }));
    let eighth = Bitboard(0xFFu64 << (8 * if color == Color::White { 7 } else { 0 }));
    let board = Board {
        sign,
        flip,
        occ,
        safe: !(own | their_pawn_attacks),
        outposts: shape.outposts[color as usize],
        zone: king_attacks(their_king) | Bitboard::from(their_king),
        own_pawns,
        their_pawns,
        seventh,
        seventh_counts: (seventh & their_pawns).is_nonempty() || eighth.contains(their_king),
        our_king,
        king_home: our_king.rank().relative_to(color) == Rank::R1,
        can_castle: {
            let rights = p.castling_rights();
            rights.kingside(color) || rights.queenside(color)
        },
    };
    let mut side = Side {
        attacked: our_pawn_attacks | king_attacks(our_king),
        pawn_attacks: our_pawn_attacks,
        passed,
        ..Side::default()
    };
    let b = &board;
    for sq in p.colored_pieces(color, Piece::Knight) {
        piece_terms(Piece::Knight, sq, knight_attacks(sq), 2, b, &mut side, s);
    }
    for sq in p.colored_pieces(color, Piece::Bishop) {
        let att = bishop_attacks(sq, b.occ);
        piece_terms(Piece::Bishop, sq, att, 2, b, &mut side, s);
    }
    for sq in p.colored_pieces(color, Piece::Rook) {
        let att = rook_attacks(sq, b.occ);
        piece_terms(Piece::Rook, sq, att, 3, b, &mut side, s);
    }
    for sq in p.colored_pieces(color, Piece::Queen) {
        let att = queen_attacks(sq, b.occ);
        piece_terms(Piece::Queen, sq, att, 5, b, &mut side, s);
    }
    let king = Piece::King as usize;
    s.term(at::MATERIAL + king, sign);
    s.term(
        at::PST + 32 * king + FOLD[our_king.index() ^ flip] as usize,
        sign,
    );
    let bishops = p.colored_pieces(color, Piece::Bishop);
    if bishops.has_more_than_one() {
        s.term(at::BISHOP_PAIR, sign);
    }
    // Own pawns on a bishop's colour hem it in.
    for sq in bishops {
        let colour = if Bitboard::LIGHT.contains(sq) {
            Bitboard::LIGHT
        } else {
            Bitboard::DARK
        };
        s.term(at::BISHOP_PAWNS, sign * (own_pawns & colour).count() as i32);
        let xray = (bishop_rays(sq) & their_pawns).count() as i32;
        if xray > 0 {
            s.term(at::BISHOP_XRAY_PAWNS, sign * xray);
        }
    }
    let pinned = if color == p.side_to_move() {
        p.pinned()
    } else {
        pinned_to_king(p, color)
    };
    if pinned.is_nonempty() {
        for kind in [
            Piece::Pawn,
            Piece::Knight,
            Piece::Bishop,
            Piece::Rook,
            Piece::Queen,
        ] {
            let n = (pinned & p.pieces(kind)).count() as i32;
            s.term(at::PINNED + kind as usize, sign * n);
        }
    }
    let queens = p.colored_pieces(color, Piece::Queen);
    if queens.is_nonempty() {
        let their_half = if color == Color::White {
            0xFFFF_FFFF_0000_0000u64
        } else {
            0x0000_0000_FFFF_FFFFu64
        };
        let out_of_reach = queens & (Bitboard(their_half) - shape.spans[them as usize]);
        if out_of_reach.is_nonempty() {
            s.term(at::QUEEN_INFILTRATION, sign * out_of_reach.count() as i32);
        }
    }
    let minors = p.colored_pieces(color, Piece::Knight) | bishops;
    let shielded = minors.forward(color) & p.pieces(Piece::Pawn);
    if shielded.is_nonempty() {
        s.term(at::MINOR_BEHIND_PAWN, sign * shielded.count() as i32);
    }
    // Passed pawns against the kings: their distances to the stop square.
    for sq in passed {
        let rank = usize::from(sq.rank().index());
        let (rel, stop_index) = if color == Color::White {
            (rank, sq.index() + 8)
        } else {
            (7 - rank, sq.index().wrapping_sub(8))
        };
        let stop = Square::from_index(stop_index as u8).unwrap_or(sq);
        s.term(
            at::PASSED_THEIR_KING + rel,
            sign * i32::from(their_king.distance(stop)),
        );
        s.term(
            at::PASSED_OUR_KING + rel,
            sign * i32::from(our_king.distance(stop)),
        );
        if occ.contains(stop) {
            s.term(at::PASSED_BLOCKED + rel, sign);
        }
    }
    side
}

/// `color`'s pieces pinned to its king by enemy sliders.
fn pinned_to_king(p: &Position, color: Color) -> Bitboard {
    let king = p.king(color);
    let them = p.colored(!color);
    let diagonal = p.pieces(Piece::Bishop) | p.pieces(Piece::Queen);
    let straight = p.pieces(Piece::Rook) | p.pieces(Piece::Queen);
    let snipers = ((rook_rays(king) & straight) | (bishop_rays(king) & diagonal)) & them;
    let occ = p.occupied();
    let mut pinned = Bitboard(0);
    for s in snipers {
        let blockers = between(king, s) & occ;
        if blockers.is_nonempty() && !blockers.has_more_than_one() {
            pinned |= blockers & p.colored(color);
        }
    }
    pinned
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::eval::tests::{counts, positions};

    #[test]
    fn pins_of_the_side_to_move_equal_the_positions_own() {
        let mut pinned = 0;
        for p in positions(10) {
            assert_eq!(pinned_to_king(&p, p.side_to_move()), p.pinned(), "{p:?}");
            pinned += p.pinned().count();
        }
        assert!(pinned > 10, "{pinned}");
    }

    #[test]
    fn piece_terms_are_counted() {
        // A rook on the seventh with the enemy king on the eighth; Black's
        // rook on its seventh (rank 2) does not count: White's king is not
        // on rank 1 and no white pawn is on rank 2.
        let c = counts("4k3/R7/8/8/8/5K2/r7/8 w - - 0 1");
        assert_eq!(c[at::ROOK_SEVENTH], 1);
        let c = counts("8/R7/4k3/8/8/5K2/8/8 w - - 0 1");
        assert_eq!(c[at::ROOK_SEVENTH], 0);
        // The dark bishop on c1 with pawns on d2 (dark) and e2 (light); a
        // knight on d3 behind a pawn.
        let c = counts("4k3/8/8/8/8/8/3PP3/2B1K3 w - - 0 1");
        assert_eq!(c[at::BISHOP_PAWNS], 1);
        let c = counts("4k3/8/8/8/3p4/3N4/8/4K3 w - - 0 1");
        assert_eq!(c[at::MINOR_BEHIND_PAWN], 1);
        // The knight on e2 pinned by the rook on e7, whoever is to move
        // (the side to move's pins come from the position); Black's
        // knight pinned the other way.
        for fen in [
            "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1",
            "4k3/4r3/8/8/8/8/4N3/4K3 b - - 0 1",
        ] {
            let c = counts(fen);
            assert_eq!(c[at::PINNED..at::PINNED + 5], [0, 1, 0, 0, 0], "{fen}");
        }
        let c = counts("4k3/4n3/8/8/8/8/8/4RK2 w - - 0 1");
        assert_eq!(c[at::PINNED..at::PINNED + 5], [0, -1, 0, 0, 0]);
        // The knight on a1 four squares from its king, Black's bishop on
        // h8 three.
        let c = counts("4k2b/8/8/8/8/8/8/N3K3 w - - 0 1");
        assert_eq!(c[at::KING_PROTECTOR..at::KING_PROTECTOR + 2], [4, -3]);
        // d4 makes c5 and e5 outposts: the knight on d3 reaches both, the
        // bishop on a3 reaches c5; the knight on e5 stands on one.
        let c = counts("4k3/8/8/8/3P4/B2N4/8/4K3 w - - 0 1");
        assert_eq!(c[at::REACHABLE_OUTPOST..at::REACHABLE_OUTPOST + 2], [1, 1]);
        let c = counts("4k3/8/8/4N3/3P4/8/8/4K3 w - - 0 1");
        assert_eq!(c[at::REACHABLE_OUTPOST], 0);
        assert_eq!(c[at::OUTPOST], 1);
        // The rook on h1 shut in by the knight, the pawn and its king on
        // e1: with the right to castle, and without.
        let c = counts("4k3/8/8/8/8/8/7P/4K1NR w K - 0 1");
        assert_eq!(c[at::TRAPPED_ROOK..at::TRAPPED_ROOK + 2], [1, 0]);
        let c = counts("4k3/8/8/8/8/8/7P/4K1NR w - - 0 1");
        assert_eq!(c[at::TRAPPED_ROOK..at::TRAPPED_ROOK + 2], [0, 1]);
        // The bishop on c1 x-rays the pawns on a3 and f4.
        let c = counts("4k3/8/8/8/5p2/p7/8/2B1K3 w - - 0 1");
        assert_eq!(c[at::BISHOP_XRAY_PAWNS], 2);
        // A queen on d6 out of the enemy pawns' reach, then with e7 there.
        let c = counts("4k3/8/3Q4/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(c[at::QUEEN_INFILTRATION], 1);
        let c = counts("4k3/4p3/3Q4/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(c[at::QUEEN_INFILTRATION], 0);
    }
}
