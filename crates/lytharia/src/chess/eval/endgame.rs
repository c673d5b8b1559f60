//! Endgames: the scale of the endgame score by the material left, and the
//! centre distance that drives a bare king to the rim.

use board_core::square::{Bitboard, Color, king_attacks};

use super::VALUE;
use crate::chess::position::Position;
use crate::chess::types::Piece;

/// The distance of a square from the centre: 0 (d4, e4, d5, e5) to 3
/// (the rim).
pub(super) const fn centre_distance(sq: usize) -> usize {
    let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
    let df = if 2 * f - 7 < 0 { 7 - 2 * f } else { 2 * f - 7 };
    let dr = if 2 * r - 7 < 0 { 7 - 2 * r } else { 2 * r - 7 };
    (if df > dr { df } else { dr }) as usize / 2
}

/// Out of 64, how much of the endgame score the side ahead (by `eg`) can
/// hope to turn into a win: nothing with a lone minor piece and no pawns,
/// a quarter with less than 400 more and no pawns; with bishops of
/// opposite colours 18 and 4 a passed pawn (bishops alone) or 22 and 3 a
/// man of the side ahead; a rook each with at most a pawn more, all on
/// one wing, the defender's king beside its pawns, 36; one queen against
/// minor pieces 37 and 3 a minor piece; else 36 and 7 a pawn of the side
/// ahead, 4 less with pawns on one wing only (as Stockfish scales).
pub(super) fn endgame_scale(p: &Position, eg: i32, passed: &[Bitboard; 2]) -> i32 {
    let strong = if eg > 0 { Color::White } else { Color::Black };
    let strong_pawns = p.colored_pieces(strong, Piece::Pawn);
    if strong_pawns.is_empty() {
        let pieces = |c: Color| {
            [Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen]
                .into_iter()
                .map(|k| VALUE[k as usize] * p.colored_pieces(c, k).count() as i32)
                .sum::<i32>()
        };
        let (ours, theirs) = (pieces(strong), pieces(!strong));
        if ours < VALUE[Piece::Rook as usize] {
            return 0;
        }
        if ours - theirs < 400 {
            return 16;
        }
        return 64;
    }
    // Cheap tests first: most positions reach the last line.
    let one_each = |b: Bitboard| {
        (b & p.colored(Color::White)).count() == 1 && (b & p.colored(Color::Black)).count() == 1
    };
    let bishops = p.pieces(Piece::Bishop);
    let (knights, rooks) = (p.pieces(Piece::Knight), p.pieces(Piece::Rook));
    let queens = p.pieces(Piece::Queen);
    if one_each(bishops) && (bishops & Bitboard::LIGHT).count() == 1 {
        return if (knights | rooks | queens).is_empty() {
            18 + 4 * passed[strong as usize].count() as i32
        } else {
            22 + 3 * p.colored(strong).count() as i32
        }
        .min(64);
    }
    const QUEEN_SIDE: u64 = 0x0F0F_0F0F_0F0F_0F0F;
    let one_wing = |b: Bitboard| (b.0 & QUEEN_SIDE == 0) != (b.0 & !QUEEN_SIDE == 0);
    if (knights | bishops | queens).is_empty() && one_each(rooks) {
        let weak_pawns = p.colored_pieces(!strong, Piece::Pawn);
        if strong_pawns.count() <= weak_pawns.count() + 1
            && one_wing(strong_pawns)
            && (king_attacks(p.king(!strong)) & weak_pawns).is_nonempty()
        {
            return 36;
        }
    }
    if queens.is_nonempty() && !queens.has_more_than_one() {
        let without = if (queens & p.colored(Color::White)).is_nonempty() {
            Color::Black
        } else {
            Color::White
        };
        let minors = (knights | bishops) & p.colored(without);
        return (37 + 3 * minors.count() as i32).min(64);
    }
    let both_wings = !one_wing(p.pieces(Piece::Pawn));
    (36 + 7 * strong_pawns.count() as i32).min(64) - 4 * i32::from(!both_wings)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::eval::white_score;
    use board_core::square::Square;

    #[test]
    fn drawish_endgames_are_scaled_down() {
        let score = |fen: &str| white_score(&fen.parse().unwrap());
        // Bishops of opposite colours with pawns: half of what the same
        // material with bishops of one colour scores.
        let opposite = score("4k3/8/3b4/8/3P4/2PB4/8/4K3 w - - 0 1");
        let same = score("4k3/8/2b5/8/3P4/2PB4/8/4K3 w - - 0 1");
        assert!(opposite > 0 && opposite < same * 3 / 4, "{opposite} {same}");
        // A rook against a bishop without pawns is mostly a draw.
        let rook_bishop = score("4k3/8/8/3b4/8/8/8/R3K3 w - - 0 1");
        let rook_pawn = score("4k3/8/8/3p4/8/8/8/R3K3 w - - 0 1");
        assert!(rook_bishop < rook_pawn / 2, "{rook_bishop} {rook_pawn}");
        // A lone bishop cannot win, a lone rook can.
        let none = [Bitboard(0); 2];
        assert_eq!(
            endgame_scale(
                &"4k3/8/8/8/8/8/8/B3K3 w - - 0 1".parse().unwrap(),
                300,
                &none
            ),
            0
        );
        assert_eq!(
            endgame_scale(
                &"4k3/8/8/8/8/8/8/R3K3 w - - 0 1".parse().unwrap(),
                500,
                &none
            ),
            64
        );
        let scale = |fen: &str, eg| endgame_scale(&fen.parse().unwrap(), eg, &none);
        // A rook each, a pawn more on one wing, the defender's king
        // beside its pawn.
        assert_eq!(scale("8/5kp1/8/8/5PP1/6K1/R7/r7 w - - 0 1", 100), 36);
        // A queen against a knight: 37 and 3.
        assert_eq!(scale("4k3/8/8/8/8/2n5/P7/3QK3 w - - 0 1", 600), 40);
        // A rook and a pawn: 36 and 7, 4 less with the pawns on one wing.
        assert_eq!(scale("4k3/8/8/8/8/8/P7/4K2R w - - 0 1", 500), 39);
        assert_eq!(scale("4k3/7p/8/8/8/8/P7/4K2R w - - 0 1", 500), 43);
        // Black ahead: its pawns count.
        assert_eq!(scale("4k2r/pppp4/8/8/8/8/8/4K3 w - - 0 1", -500), 60);
    }

    #[test]
    fn tables_are_sane() {
        assert_eq!(centre_distance(Square::D4.index()), 0);
        assert_eq!(centre_distance(Square::A1.index()), 3);
        assert_eq!(centre_distance(Square::C3.index()), 1);
    }
}
