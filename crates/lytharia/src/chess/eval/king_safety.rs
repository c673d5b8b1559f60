//! The shelter of each king (pawn shield and storm, open files, pawnless
//! flank, distance to its pawns), the flanks, and the king danger curve
//! (the attack itself is counted with the [threats](mod@super::threats)).

use board_core::square::{Bitboard, Color};

use super::{FILE_A, Sink, at, ranks_ahead};
use crate::chess::position::Position;
use crate::chess::types::Piece;

/// The shelter of `color`'s king: own pawns in front of it, its file
/// without own pawns, and the nearest own and enemy pawns on the files
/// around it. Depends on the pawns and that king's square alone.
pub(super) fn king_shelter<S: Sink>(p: &Position, color: Color, s: &mut S) {
    let sign = if color == Color::White { 1 } else { -1 };
    let flip = if color == Color::White { 0 } else { 56 };
    let own_pawns = p.colored_pieces(color, Piece::Pawn);
    let their_pawns = p.colored_pieces(!color, Piece::Pawn);
    let our_king = p.king(color);
    // Pawn shield: own pawns on the three squares in front of a king on
    // its first two ranks, and the king's file without own pawns.
    let rel_rank = (our_king.index() ^ flip) / 8;
    if rel_rank <= 1 {
        let ahead = Bitboard::from(our_king).forward(color);
        let shield = (ahead | ahead.east() | ahead.west()) & own_pawns;
        s.term(at::SHIELD, sign * shield.count() as i32);
    }
    if (p.pieces(Piece::Pawn).0 & FLANK[usize::from(our_king.file().index())]) == 0 {
        s.term(at::PAWNLESS_FLANK, sign);
    }
    if let Some(nearest) = own_pawns
        .iter()
        .map(|sq| i32::from(sq.distance(our_king)))
        .min()
    {
        s.term(at::KING_PAWN_DISTANCE, sign * nearest);
    }
    let king_file = Bitboard::file(our_king.file());
    if (king_file & own_pawns).is_empty() {
        let open = (king_file & their_pawns).is_empty();
        s.term(at::KING_FILE + usize::from(!open), sign);
    }
    // Shield and storm on the king's file and the two beside it (a king
    // on the rim counts the two files next to the rim's).
    let king_rank = usize::from(our_king.rank().index());
    let in_front = ranks_ahead(king_rank, color);
    let centre_file = usize::from(our_king.file().index()).clamp(1, 6);
    for f in centre_file - 1..=centre_file + 1 {
        let file = FILE_A << f;
        let nearest = |pawns: u64| {
            let b = pawns & file & in_front;
            if b == 0 {
                None
            } else {
                let sq = if color == Color::White {
                    b.trailing_zeros()
                } else {
                    63 - b.leading_zeros()
                } as usize;
                Some((sq / 8).abs_diff(king_rank))
            }
        };
        let shield = nearest(own_pawns.0).map_or(3, |d| d.min(3) - 1);
        s.term(at::SHIELD_FILE + shield, sign);
        if let Some(d) = nearest(their_pawns.0).filter(|&d| d <= 4) {
            s.term(at::STORM + d - 1, sign);
        }
    }
}

/// The files of the king's flank by the king's file: a-c, a-d, c-e,
/// d-f, e-h, f-h.
pub(super) const FLANK: [u64; 8] = {
    let mut t = [0u64; 8];
    let mut f = 0;
    while f < 8 {
        t[f] = flank(f);
        f += 1;
    }
    t
};

/// The files of the king's flank: a-c, a-d, c-e, d-f, e-h, f-h.
const fn flank(king_file: usize) -> u64 {
    let (first, last) = match king_file {
        0 | 1 => (0, 2),
        2 => (0, 3),
        3 => (2, 4),
        4 => (3, 5),
        5 => (4, 7),
        _ => (5, 7),
    };
    let mut files = 0;
    let mut f = first;
    while f <= last {
        files |= FILE_A << f;
        f += 1;
    }
    files
}

/// The attack on a king in units, 0 to 47: the weighted hits on its
/// neighbourhood when two or more pieces take part (more with a queen
/// left), and three for each kind of piece with a safe check.
pub(super) fn king_units(attack: i32, attackers: i32, has_queen: bool, checks: i32) -> i32 {
    let hits = match (attackers >= 2, has_queen) {
        (false, _) => 0,
        (true, false) => attack,
        (true, true) => attack + 4,
    };
    (hits + 3 * checks).clamp(0, 47)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::eval::tests::counts;
    use crate::chess::eval::white_score;

    #[test]
    fn king_danger_grows_with_the_attack() {
        assert_eq!(king_units(10, 1, true, 0), 0);
        assert_eq!(king_units(10, 1, true, 2), 6);
        assert_eq!(king_units(10, 2, false, 0), 10);
        assert_eq!(king_units(10, 2, true, 1), 17);
        assert_eq!(king_units(60, 4, true, 4), 47);
        // Queen, rook and knight around a castled king against the same
        // pieces far away.
        let near = white_score(&"6k1/5ppp/4N3/6Q1/8/8/5PPP/3R2K1 b - - 0 1".parse().unwrap());
        let far = white_score(&"6k1/5ppp/8/8/8/N7/Q4PPP/R5K1 b - - 0 1".parse().unwrap());
        assert!(near > far, "{near} {far}");
    }

    #[test]
    fn shelter_terms_are_counted() {
        // Shield and storm: White's king on g1 with pawns f2, g2, h3 and a
        // black pawn on g4; Black's king on g8 with pawns f7, g7, h7.
        let c = counts("6k1/5ppp/8/8/6p1/7P/5PP1/6K1 w - - 0 1");
        // White: two pawns one rank ahead, one two ranks ahead; Black the
        // same three one rank ahead.
        assert_eq!(c[at::SHIELD_FILE], 2 - 3);
        assert_eq!(c[at::SHIELD_FILE + 1], 1);
        // Black's g4 pawn storms White's king, three ranks ahead: a term
        // of White's (its weight is a penalty); h3 is too far from g8.
        assert_eq!(c[at::STORM + 2], 1);
        assert_eq!(c[at::STORM..at::STORM + 4].iter().sum::<i16>(), 1);
        // White's king on g1 with no pawn on files f-h, six squares from
        // its pawn; Black's king on b8 beside its own.
        let c = counts("1k6/p7/8/8/8/8/P7/6K1 w - - 0 1");
        assert_eq!(c[at::PAWNLESS_FLANK], 1);
        assert_eq!(c[at::KING_PAWN_DISTANCE], 6 - 1);
    }
}
