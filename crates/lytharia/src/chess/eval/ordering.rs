//! Move ordering for the search: captures and promotions (noisy moves), their
//! MVV-LVA priority, static exchange evaluation, and the gain for delta
//! pruning.

use board_core::square::{
    Bitboard, Color, Square, bishop_attacks, king_attacks, knight_attacks, pawn_attacks,
    rook_attacks,
};

use super::VALUE;
use crate::chess::position::Position;
use crate::chess::types::{Move, Piece};

/// The victim of `mv` in `p` (en passant takes a pawn), if it captures.
#[inline]
pub(super) fn victim(p: &Position, mv: Move) -> Option<Piece> {
    let (from, to) = (mv.from(), mv.to());
    if p.occupied().contains(to) {
        return p.kind_on(to);
    }
    pawn_sideways(p, from, to).then_some(Piece::Pawn)
}

/// Whether a pawn stands on `from` and `to` is on another file.
#[inline(always)]
fn pawn_sideways(p: &Position, from: Square, to: Square) -> bool {
    p.pieces(Piece::Pawn).contains(from) && from.file() != to.file()
}

/// Every piece of either colour attacking `sq` with the board `occ`.
fn attackers_to(p: &Position, sq: Square, occ: Bitboard) -> Bitboard {
    let diagonal = p.pieces(Piece::Bishop) | p.pieces(Piece::Queen);
    let straight = p.pieces(Piece::Rook) | p.pieces(Piece::Queen);
    ((pawn_attacks(Color::Black, sq) & p.colored_pieces(Color::White, Piece::Pawn))
        | (pawn_attacks(Color::White, sq) & p.colored_pieces(Color::Black, Piece::Pawn))
        | (knight_attacks(sq) & p.pieces(Piece::Knight))
        | (king_attacks(sq) & p.pieces(Piece::King))
        | (bishop_attacks(sq, occ) & diagonal)
        | (rook_attacks(sq, occ) & straight))
        & occ
}

/// Static exchange evaluation: what the side to move wins (in
/// centipawns, negative if it loses) by the capture `mv` when both sides
/// then recapture on its square with their least valuable piece for as
/// long as it pays, sliders behind sliders included.
pub(super) fn see(p: &Position, mv: Move) -> i32 {
    const KING: i32 = 20_000;
    let worth = |k: Piece| {
        if k == Piece::King {
            KING
        } else {
            VALUE[k as usize]
        }
    };
    let (from, to) = (mv.from(), mv.to());
    let Some(mut on_square) = p.kind_on(from) else {
        return 0;
    };
    let mut occ = p.occupied() - Bitboard::from(from);
    let mut gain = [0i32; 32];
    gain[0] = match p.kind_on(to) {
        Some(v) => worth(v),
        None if on_square == Piece::Pawn && from.file() != to.file() => {
            // En passant: the victim is beside the capturing pawn.
            occ = occ - Bitboard::from(Square::new(to.file(), from.rank()));
            VALUE[0]
        }
        None => 0,
    };
    if let Some(promo) = mv.promotion() {
        gain[0] += VALUE[promo as usize] - VALUE[0];
        on_square = promo;
    }
    let mut attackers = attackers_to(p, to, occ);
    let mut side = !p.side_to_move();
    let mut d = 0;
    loop {
        d += 1;
        if d >= gain.len() {
            break;
        }
        // The value if `side` now takes the piece on the square.
        gain[d] = worth(on_square) - gain[d - 1];
        if (-gain[d - 1]).max(gain[d]) < 0 {
            break;
        }
        let mine = attackers & p.colored(side) & occ;
        let Some((kind, sq)) = Piece::ALL
            .iter()
            .find_map(|&k| (mine & p.pieces(k)).first().map(|sq| (k, sq)))
        else {
            break;
        };
        // The king may not take a defended piece.
        if kind == Piece::King && (attackers & p.colored(!side) & occ).is_nonempty() {
            break;
        }
        occ = occ - Bitboard::from(sq);
        attackers = attackers_to(p, to, occ);
        on_square = kind;
        side = !side;
    }
    // The last speculative gain is not a real capture.
    d -= 1;
    while d > 0 {
        gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
        d -= 1;
    }
    gain[0]
}

/// Captures that do not lose material (by [`see`]) by MVV-LVA (the most
/// valuable victim first, then the least valuable attacker), promotions
/// as capturing the new piece with a pawn; captures that lose material by
/// what they lose, below 0 (searched late, and not in quiescence); quiet
/// moves 0.
#[inline]
pub(super) fn priority(p: &Position, mv: Move) -> i32 {
    if noisy(p, mv) {
        noisy_priority(p, mv)
    } else {
        0
    }
}

/// [`priority`] of a capture or promotion (apart, so that the common
/// quiet move stays a few instructions).
#[inline(never)]
fn noisy_priority(p: &Position, mv: Move) -> i32 {
    let mut score = 0;
    if let Some(v) = victim(p, mv) {
        let attacker = match p.kind_on(mv.from()) {
            Some(Piece::King) => 1000,
            Some(a) => VALUE[a as usize],
            None => 0,
        };
        if attacker > VALUE[v as usize] {
            let exchange = see(p, mv);
            if exchange < 0 {
                return exchange;
            }
        }
        score += 10_000 + 10 * VALUE[v as usize] - attacker / 10;
    }
    if let Some(promo) = mv.promotion() {
        score += 10_000 + 10 * VALUE[promo as usize] - 100;
    }
    score
}

/// A promotion or a capture: [`victim`] without naming the victim.
#[inline]
pub(super) fn noisy(p: &Position, mv: Move) -> bool {
    let (from, to) = (mv.from(), mv.to());
    mv.promotion().is_some() || p.occupied().contains(to) || pawn_sideways(p, from, to)
}

/// The material a move takes, with a promotion's gain (delta pruning).
pub(super) fn gain(p: &Position, mv: Move) -> i32 {
    let taken = victim(p, mv).map_or(0, |v| VALUE[v as usize]);
    taken + mv.promotion().map_or(0, |q| VALUE[q as usize] - VALUE[0])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::eval::tests::positions;

    #[test]
    fn noisy_moves_are_the_captures_and_promotions() {
        for p in positions(4) {
            for mv in p.legal_moves() {
                let en_passant =
                    p.en_passant() == Some(mv.to()) && p.kind_on(mv.from()) == Some(Piece::Pawn);
                let capture = p.piece_on(mv.to()).is_some() || en_passant;
                assert_eq!(victim(&p, mv).is_some(), capture, "{p:?} {mv}");
                assert_eq!(noisy(&p, mv), capture || mv.promotion().is_some());
                if !noisy(&p, mv) {
                    assert_eq!(priority(&p, mv), 0);
                }
            }
        }
    }

    fn see_of(fen: &str, mv: &str) -> i32 {
        let p: Position = fen.parse().unwrap();
        see(&p, p.parse_uci(mv).unwrap())
    }

    #[test]
    fn exchanges_are_counted_to_the_end() {
        // An undefended pawn.
        assert_eq!(see_of("4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1", "d1d5"), 100);
        // A pawn defended by a pawn: the rook is lost for it.
        assert_eq!(
            see_of("4k3/8/4p3/3p4/8/8/8/3RK3 w - - 0 1", "d1d5"),
            100 - 500
        );
        // Two rooks against one defender: the second capture does not
        // make up for the first rook (the sign is what counts).
        assert_eq!(see_of("4k3/8/4p3/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"), -400);
        // A knight defended by a pawn, taken by a pawn.
        assert_eq!(see_of("4k3/8/4p3/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5"), 320);
        // An x-ray: the queen behind the rook recaptures.
        assert_eq!(see_of("3rk3/8/8/3p4/8/8/3R4/3QK3 w - - 0 1", "d2d5"), 100);
        // The king takes back the last attacker...
        assert_eq!(
            see_of("3rk3/8/8/8/8/8/3r4/3QK3 w - - 0 1", "d1d2"),
            500 - 900 + 500
        );
        // ...but not a defended one.
        assert_eq!(
            see_of("3rk3/3r4/8/8/8/8/3r4/3QK3 w - - 0 1", "d1d2"),
            500 - 900
        );
        // En passant wins the pawn.
        assert_eq!(see_of("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"), 100);
    }

    #[test]
    fn losing_captures_have_negative_priority() {
        let p: Position = "4k3/8/4p3/3p4/8/8/8/3RK3 w - - 0 1".parse().unwrap();
        let rxp = p.parse_uci("d1d5").unwrap();
        assert!(noisy(&p, rxp));
        assert_eq!(priority(&p, rxp), -400);
        let q: Position = "4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1".parse().unwrap();
        assert!(priority(&q, q.parse_uci("d1d5").unwrap()) > 10_000);
    }
}
