//! The terms between the sides, from both sides' attacks: threats on
//! pieces, the attack on the enemy king (checks, weak squares, flank,
//! danger units), and the way of the passed pawns.

use board_core::square::{
    Bitboard, Color, Rank, Square, bishop_attacks, king_attacks, knight_attacks, rook_attacks,
};

use super::king_safety::{FLANK, king_units};
use super::pieces::Side;
use super::{Sink, at, ranks_ahead};
use crate::chess::position::Position;
use crate::chess::types::Piece;

/// `color`'s threats on the enemy's pieces, given both sides' attacks.
pub(super) fn threats<S: Sink>(p: &Position, color: Color, us: &Side, them: &Side, s: &mut S) {
    let sign = if color == Color::White { 1 } else { -1 };
    let enemy = !color;
    let pieces = p.colored(enemy) - p.pieces(Piece::Pawn) - p.pieces(Piece::King);
    // Threats are rare: one test skips the counts of a kind of threat
    // (a count of 0 adds nothing).
    if (pieces & us.pawn_attacks).is_nonempty() {
        for (i, kind) in [Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen]
            .into_iter()
            .enumerate()
        {
            let theirs = p.colored_pieces(enemy, kind);
            s.term(
                at::PAWN_THREAT + i,
                sign * (theirs & us.pawn_attacks).count() as i32,
            );
        }
    }
    let heavy = p.pieces(Piece::Rook) | p.pieces(Piece::Queen);
    if (pieces & heavy & us.minor_attacks).is_nonempty() {
        for (i, kind) in [Piece::Rook, Piece::Queen].into_iter().enumerate() {
            let n = (p.colored_pieces(enemy, kind) & us.minor_attacks).count() as i32;
            s.term(at::MINOR_THREAT + i, sign * n);
        }
    }
    let hanging = pieces & (us.attacked - them.attacked);
    if hanging.is_nonempty() {
        s.term(at::HANGING, sign * hanging.count() as i32);
    }
    // Our king's prey.
    let prey = king_attacks(p.king(color)) & (p.colored(enemy) - them.attacked);
    if prey.is_nonempty() {
        s.term(at::KING_THREAT, sign);
    }
    let their_queens = p.colored_pieces(enemy, Piece::Queen);
    if their_queens.is_nonempty() && !their_queens.has_more_than_one() {
        let safe = !(them.pawn_attacks | p.colored(color)) & (us.attacked | !them.attacked);
        let knight_squares = knight_attacks(their_queens.lsb()) & us.by_kind[0] & safe;
        if knight_squares.is_nonempty() {
            s.term(at::KNIGHT_ON_QUEEN, sign * knight_squares.count() as i32);
        }
    }
    // Minor pieces without a pawn to defend them, and queens, attacked
    // by a piece worth no more.
    let loose_minors =
        (p.pieces(Piece::Knight) | p.pieces(Piece::Bishop)) & (pieces - them.pawn_attacks);
    let on_minor = loose_minors & us.minor_attacks;
    if on_minor.is_nonempty() {
        s.term(at::MINOR_ON_MINOR, sign * on_minor.count() as i32);
    }
    let by_rook = us.by_kind[Piece::Rook as usize - 1];
    if (pieces & by_rook).is_nonempty() {
        s.term(
            at::ROOK_THREAT,
            sign * (loose_minors & by_rook).count() as i32,
        );
        let queens = p.colored_pieces(enemy, Piece::Queen) & by_rook;
        s.term(at::ROOK_THREAT + 1, sign * queens.count() as i32);
    }
    // A pawn push to a square the enemy's pawns do not attack and its
    // pieces do not hold, from where the pawn would attack a piece.
    let occ = p.occupied();
    let own_pawns = p.colored_pieces(color, Piece::Pawn);
    let third = Bitboard::rank(if color == Color::White {
        Rank::R3
    } else {
        Rank::R6
    });
    let mut pushes = own_pawns.forward(color) - occ;
    pushes = pushes | ((pushes & third).forward(color) - occ);
    pushes = pushes - them.pawn_attacks - (them.attacked - us.attacked);
    let pushed = pushes.forward(color);
    let push_threats = (pushed.east() | pushed.west()) & pieces;
    if push_threats.is_nonempty() {
        s.term(at::PUSH_THREAT, sign * push_threats.count() as i32);
    }
    let their_king = p.king(enemy);
    let zone = king_attacks(their_king);
    s.term(at::KING_ZONE, -sign * (zone & us.attacked).count() as i32);
    // Squares next to the king we attack that only its king or queen
    // defends.
    let defended = them.pawn_attacks | them.minor_attacks | them.by_kind[Piece::Rook as usize - 1];
    let weak = zone & (us.attacked - defended);
    if weak.is_nonempty() {
        s.term(at::KING_WEAK, sign * weak.count() as i32);
    }
    // Safe checks: squares a piece of ours reaches and checks from, that
    // the enemy does not cover.
    let safe = !(them.attacked | p.colored(color));
    let diagonal = bishop_attacks(their_king, occ);
    let straight = rook_attacks(their_king, occ);
    let from = [
        knight_attacks(their_king),
        diagonal,
        straight,
        diagonal | straight,
    ];
    let mut checks = 0;
    let mut unsafe_checks = 0;
    for (i, (from, reach)) in from.into_iter().zip(us.by_kind).enumerate() {
        let reached = from & reach;
        if (reached & safe).is_nonempty() {
            s.term(at::SAFE_CHECK + i, sign);
            checks += 1;
        } else if (reached - p.colored(color)).is_nonempty() {
            unsafe_checks += 1;
        }
    }
    if unsafe_checks > 0 {
        s.term(at::UNSAFE_CHECK, sign * unsafe_checks);
    }
    // The enemy king's flank in its own camp, under our fire.
    let camp = if color == Color::White {
        0xFFFF_FFFF_FF00_0000u64
    } else {
        0x0000_00FF_FFFF_FFFFu64
    };
    let flank_hits = us.attacked.0 & camp & FLANK[usize::from(their_king.file().index())];
    s.term(at::FLANK_ATTACK, sign * flank_hits.count_ones() as i32);
    let has_queen = p.colored_pieces(color, Piece::Queen).is_nonempty();
    let units = king_units(us.king_attack, us.king_attackers, has_queen, checks);
    if units > 0 {
        s.term(at::KING_DANGER, sign * units);
        s.term(at::KING_DANGER + 1, sign * (units * units / 16));
    }
    if us.king_attackers >= 2 {
        for (i, &n) in us.king_attackers_by.iter().enumerate() {
            s.term(at::KING_ATTACKER + i, sign * n);
        }
    }
    // Rooks and queens (each side's) behind the passed pawns on their
    // files; against pawns alone, a passed pawn outside the enemy king's
    // square, its way empty.
    let straight = p.pieces(Piece::Rook) | p.pieces(Piece::Queen);
    let pawns_only = pieces.is_empty();
    let mut unstoppable = false;
    // Passed pawns with a free or an unattacked way.
    for sq in us.passed {
        let rank = usize::from(sq.rank().index());
        let rel = if color == Color::White {
            rank
        } else {
            7 - rank
        } as i32;
        let weight = sign * (rel - 1) * (rel - 1);
        let way = Bitboard::file(sq.file()) & Bitboard(ranks_ahead(rank, color));
        if (way & occ).is_empty() {
            s.term(at::PASSED_FREE, weight);
        }
        if (way & them.attacked).is_empty() {
            s.term(at::PASSED_SAFE, weight);
        }
        let behind = rook_attacks(sq, occ) & (Bitboard::file(sq.file()) - way);
        let backers = behind & straight;
        if backers.is_nonempty() {
            if (backers & p.colored(color)).is_nonempty() {
                s.term(at::PASSED_ROOK, sign);
            } else {
                s.term(at::PASSED_ROOK + 1, sign);
            }
        }
        if pawns_only && (way & occ).is_empty() {
            let steps = (7 - rel).min(5);
            let last_rank = if color == Color::White {
                Rank::R8
            } else {
                Rank::R1
            };
            let promotion = Square::new(sq.file(), last_rank);
            let tempo = i32::from(p.side_to_move() == enemy);
            if i32::from(their_king.distance(promotion)) - tempo > steps {
                unstoppable = true;
            }
        }
    }
    if unstoppable {
        s.term(at::UNSTOPPABLE, sign);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::eval::tests::counts;

    #[test]
    fn threats_on_pieces_are_counted() {
        // A knight on a loose bishop; with a pawn defending it, nothing.
        let c = counts("4k3/8/8/3b4/8/4N3/8/4K3 w - - 0 1");
        assert_eq!(c[at::MINOR_ON_MINOR], 1);
        let c = counts("4k3/8/4p3/3b4/8/4N3/8/4K3 w - - 0 1");
        assert_eq!(c[at::MINOR_ON_MINOR], 0);
        // A rook on a queen, and on a loose knight.
        let c = counts("4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1");
        assert_eq!(c[at::ROOK_THREAT..at::ROOK_THREAT + 2], [0, 1]);
        let c = counts("4k3/8/8/3n4/8/8/8/3RK3 w - - 0 1");
        assert_eq!(c[at::ROOK_THREAT..at::ROOK_THREAT + 2], [1, 0]);
        // e3-e4 would attack the knight on d5; not with a black pawn on
        // f5 guarding e4.
        let c = counts("4k3/8/8/3n4/8/4P3/8/4K3 w - - 0 1");
        assert_eq!(c[at::PUSH_THREAT], 1);
        let c = counts("4k3/8/8/3n1p2/8/4P3/8/4K3 w - - 0 1");
        assert_eq!(c[at::PUSH_THREAT], 0);
        // White's king attacks the loose knight on d2; a pawn on e3
        // defends it.
        let c = counts("4k3/8/8/8/8/8/3n4/4K3 w - - 0 1");
        assert_eq!(c[at::KING_THREAT], 1);
        let c = counts("4k3/8/8/8/8/4p3/3n4/4K3 w - - 0 1");
        assert_eq!(c[at::KING_THREAT], 0);
        // The knight on d1 could attack the queen on d5 from c3 or e3.
        let c = counts("4k3/8/8/3q4/8/8/8/3NK3 w - - 0 1");
        assert_eq!(c[at::KNIGHT_ON_QUEEN], 2);
    }

    #[test]
    fn king_attack_terms_are_counted() {
        // The knight on e5 reaches f7 and d7, both checks on e8's king
        // that Black does not cover... but the king covers them: no safe
        // check. From f5 it reaches d6 and g7: d6 is safe.
        let c = counts("4k3/8/8/4N3/8/8/8/4K3 w - - 0 1");
        assert_eq!(c[at::SAFE_CHECK], 0);
        let c = counts("4k3/8/8/5N2/8/8/8/4K3 w - - 0 1");
        assert_eq!(c[at::SAFE_CHECK], 1);
        // Two rooks hit g8's neighbourhood (f7, f8, g7), which only the
        // king defends: two rook attackers, three weak squares.
        let c = counts("6k1/8/8/8/8/8/8/5RRK b - - 0 1");
        assert_eq!(c[at::KING_ATTACKER..at::KING_ATTACKER + 4], [0, 0, 2, 0]);
        assert_eq!(c[at::KING_WEAK], 3);
        // One rook: no attackers counted, its two squares still weak.
        let c = counts("6k1/8/8/8/8/8/8/5R1K w - - 0 1");
        assert_eq!(c[at::KING_ATTACKER..at::KING_ATTACKER + 4], [0; 4]);
        assert_eq!(c[at::KING_WEAK], 2);
        // The rook reaches a8, a check on e8's king; the knight on b6
        // covers it, so the check is not safe.
        let c = counts("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        assert_eq!((c[at::SAFE_CHECK + 2], c[at::UNSAFE_CHECK]), (1, 0));
        let c = counts("4k3/8/1n6/8/8/8/8/R3K3 w - - 0 1");
        assert_eq!((c[at::SAFE_CHECK + 2], c[at::UNSAFE_CHECK]), (0, 1));
        // The rook on d1 hits d4 to d8: five squares of the flank (files
        // d-f) in Black's camp (ranks 4-8).
        let c = counts("4k3/8/8/8/8/8/8/3R2K1 w - - 0 1");
        assert_eq!(c[at::FLANK_ATTACK], 5);
    }

    #[test]
    fn passed_pawn_way_terms_are_counted() {
        // A passed pawn on the sixth with an empty, unattacked way: 5²
        // each; Black's king on c8 attacks the way.
        let c = counts("8/8/3P4/8/8/8/8/k3K3 w - - 0 1");
        assert_eq!((c[at::PASSED_FREE], c[at::PASSED_SAFE]), (16, 16));
        let c = counts("2k5/8/3P4/8/8/8/8/4K3 w - - 0 1");
        assert_eq!((c[at::PASSED_FREE], c[at::PASSED_SAFE]), (16, 0));
        // A rook behind a passed pawn: White's own, then Black's.
        let c = counts("4k3/8/8/3P4/8/8/8/3R3K w - - 0 1");
        assert_eq!(c[at::PASSED_ROOK..at::PASSED_ROOK + 2], [1, 0]);
        let c = counts("4k3/8/8/3P4/8/8/8/3r3K w - - 0 1");
        assert_eq!(c[at::PASSED_ROOK..at::PASSED_ROOK + 2], [0, 1]);
        // The rule of the square: a5 against a king on e5 runs through
        // with White to move, is caught with Black to move, and a black
        // knight on the board turns the term off.
        let c = counts("8/8/8/P3k3/8/8/8/7K w - - 0 1");
        assert_eq!(c[at::UNSTOPPABLE], 1);
        let c = counts("8/8/8/P3k3/8/8/8/7K b - - 0 1");
        assert_eq!(c[at::UNSTOPPABLE], 0);
        let c = counts("8/8/8/P3k3/8/8/8/n6K w - - 0 1");
        assert_eq!(c[at::UNSTOPPABLE], 0);
    }
}
