//! [`Evaluate`] and [`Determinize`] for [`Position`] and [`Chess`]: a
//! cheap hand-made evaluation (material, piece-square tables, mobility,
//! king safety, bishop pair) and MVV-LVA move ordering.

use board_core::square::{
    Bitboard, Color, Square, bishop_attacks, king_attacks, knight_attacks, pawn_attacks,
    queen_attacks, rook_attacks,
};
use board_core::{Determinize, EVAL_LIMIT, Evaluate, Player};

use super::game::Chess;
use super::inspect::seat_color;
use super::position::Position;
use super::types::{Move, Piece};

/// Piece values in centipawns for move ordering and exchanges (the king's
/// is for ordering only).
const VALUE: [i32; 6] = [100, 320, 330, 500, 900, 0];
/// Material in the middlegame and in the endgame: minor pieces are worth a
/// little less and rooks more as the board empties.
const MATERIAL: [[i32; 6]; 2] = [[85, 330, 345, 470, 980, 0], [105, 300, 320, 530, 960, 0]];

/// The distance of a square from the centre: 0 (d4, e4, d5, e5) to 3
/// (the rim).
const fn centre_distance(sq: usize) -> usize {
    let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
    let df = if 2 * f - 7 < 0 { 7 - 2 * f } else { 2 * f - 7 };
    let dr = if 2 * r - 7 < 0 { 7 - 2 * r } else { 2 * r - 7 };
    (if df > dr { df } else { dr }) as usize / 2
}

/// Piece-square tables for White, `[phase][piece][square]`, middlegame and
/// endgame; Black reads them with the rank mirrored.
const PST: [[[i16; 64]; 6]; 2] = {
    let mut t = [[[0i16; 64]; 6]; 2];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = (sq % 8, sq / 8);
        let cd = centre_distance(sq);
        let central_file = f == 3 || f == 4;
        let rim_file = f == 0 || f == 7;
        // Pawns: advance, more so in the endgame; central pawns early,
        // and the wing pawns in front of a castled king stay home.
        let pawn_mg = [0, 0, 2, 8, 16, 26, 40, 0][r];
        let pawn_eg = [0, 0, 6, 12, 22, 38, 60, 0][r];
        t[0][0][sq] = pawn_mg
            + if central_file && r >= 3 && r <= 4 {
                14
            } else if central_file && r == 2 {
                6
            } else if (f >= 5 || f <= 2) && r >= 3 && r <= 4 && !central_file {
                -4
            } else {
                0
            };
        t[1][0][sq] = pawn_eg;
        // Knights and bishops like the centre, knights hate the rim and
        // the back rank; rooks the seventh rank and central files; the
        // queen a little centre, and not early out.
        let knight = [22, 12, -6, -30][cd] + if r == 0 { -10 } else { 0 };
        t[0][1][sq] = knight;
        t[1][1][sq] = [16, 10, -4, -24][cd];
        let bishop = [12, 10, 2, -8][cd] + if r == 0 { -8 } else { 0 };
        t[0][2][sq] = bishop;
        t[1][2][sq] = [10, 6, 0, -8][cd];
        let rook = if r == 6 { 20 } else { 0 }
            + if central_file { 6 } else { 0 }
            + if rim_file && r == 0 { -4 } else { 0 };
        t[0][3][sq] = rook;
        t[1][3][sq] = if r == 6 { 14 } else { 0 };
        t[0][4][sq] = [4, 3, 0, -6][cd] + if r >= 4 { -4 } else { 0 };
        t[1][4][sq] = [10, 6, 0, -10][cd];
        // The king hides at the back in the middlegame (on the wings) and
        // walks to the centre in the endgame.
        let wing = f <= 2 || f >= 6;
        t[0][5][sq] = if r == 0 {
            if wing { 24 } else { 0 }
        } else {
            -18 * r as i16
        };
        t[1][5][sq] = [30, 16, 0, -28][cd];
        sq += 1;
    }
    t
};

/// A passed pawn's bonus by its rank from its side (middlegame, endgame).
const PASSED: [[i32; 8]; 2] = [
    [0, 4, 6, 12, 22, 38, 62, 0],
    [0, 10, 14, 26, 46, 78, 125, 0],
];

/// The files beside `file` (`file` itself excluded), as a set.
const fn adjacent_files(file: usize) -> u64 {
    let f = 0x0101_0101_0101_0101u64 << file;
    ((f << 1) & !0x0101_0101_0101_0101) | ((f >> 1) & !0x8080_8080_8080_8080)
}

/// The squares strictly ahead of rank `rank` for `color`.
const fn ranks_ahead(rank: usize, color: Color) -> u64 {
    match color {
        Color::White if rank < 7 => !0u64 << (8 * (rank + 1)),
        Color::Black => (1u64 << (8 * rank)) - 1,
        _ => 0,
    }
}

/// The game phase: 24 with all pieces on, 0 with pawns and kings only.
fn phase(p: &Position) -> i32 {
    let n = |k: Piece| p.pieces(k).count() as i32;
    (n(Piece::Knight) + n(Piece::Bishop) + 2 * n(Piece::Rook) + 4 * n(Piece::Queen)).min(24)
}

/// The squares attacked by `color`'s pawns.
fn pawn_attack_set(p: &Position, color: Color) -> Bitboard {
    let ahead = p.colored_pieces(color, Piece::Pawn).forward(color);
    ahead.east() | ahead.west()
}

/// One side's terms.
struct Side {
    mg: i32,
    eg: i32,
    /// Every square its pieces attack.
    attacked: Bitboard,
    /// The attack weight on the enemy king's neighbourhood, and the number
    /// of pieces taking part.
    king_attack: i32,
    king_attackers: i32,
}

/// `color`'s terms: material and squares, mobility, pawn structure, rooks
/// on files, the bishop pair, the king's shelter and its attack on the
/// enemy king.
fn side_terms(p: &Position, color: Color) -> Side {
    let own = p.colored(color);
    let occ = p.occupied();
    let them = !color;
    let flip = if color == Color::White { 0 } else { 56 };
    let (mut mg, mut eg) = (0i32, 0i32);
    let mut attacked = pawn_attack_set(p, color);
    let own_pawns = p.colored_pieces(color, Piece::Pawn);
    let their_pawns = p.colored_pieces(them, Piece::Pawn);
    // Squares worth moving to: not own pieces, not covered by enemy pawns.
    let safe = !(own | pawn_attack_set(p, them));
    let their_king = p.king(them);
    let zone = king_attacks(their_king) | Bitboard::from(their_king);
    let (mut king_attack, mut king_attackers) = (0, 0);
    for piece in Piece::ALL {
        let k = piece as usize;
        for sq in p.colored_pieces(color, piece) {
            let i = sq.index() ^ flip;
            mg += MATERIAL[0][k] + PST[0][k][i] as i32;
            eg += MATERIAL[1][k] + PST[1][k][i] as i32;
            // Mobility (around a typical count), and attack on the king.
            let (att, mg_w, eg_w, typical, danger) = match piece {
                Piece::Knight => (knight_attacks(sq), 4, 4, 4, 2),
                Piece::Bishop => (bishop_attacks(sq, occ), 5, 5, 6, 2),
                Piece::Rook => (rook_attacks(sq, occ), 2, 4, 6, 3),
                Piece::Queen => (queen_attacks(sq, occ), 1, 2, 12, 5),
                _ => continue,
            };
            attacked |= att;
            let moves = (att & safe).count() as i32 - typical;
            mg += mg_w * moves;
            eg += eg_w * moves;
            let hits = (att & zone).count() as i32;
            if hits > 0 {
                king_attack += danger * hits;
                king_attackers += 1;
            }
            if piece == Piece::Rook {
                let file = Bitboard(0x0101_0101_0101_0101u64 << sq.file().index());
                if (file & own_pawns).is_empty() {
                    let open = (file & their_pawns).is_empty();
                    mg += if open { 24 } else { 11 };
                    eg += if open { 10 } else { 5 };
                }
            }
        }
    }
    if p.colored_pieces(color, Piece::Bishop).has_more_than_one() {
        mg += 30;
        eg += 45;
    }
    // Pawn structure.
    let our_king = p.king(color);
    for sq in own_pawns {
        let (f, r) = (sq.file().index() as usize, sq.rank().index() as usize);
        let rel = if color == Color::White { r } else { 7 - r };
        let file = 0x0101_0101_0101_0101u64 << f;
        let ahead = ranks_ahead(r, color);
        if own_pawns.0 & adjacent_files(f) == 0 {
            mg -= 10;
            eg -= 14;
        }
        if own_pawns.0 & file & ahead != 0 {
            // Doubled: another own pawn in front.
            mg -= 8;
            eg -= 18;
        } else if their_pawns.0 & (file | adjacent_files(f)) & ahead == 0 {
            // Passed: no enemy pawn in front or beside it on the way.
            mg += PASSED[0][rel];
            eg += PASSED[1][rel];
            if rel >= 3 {
                // In the endgame, kings near the stop square matter.
                let stop_index = if color == Color::White {
                    sq.index() + 8
                } else {
                    sq.index() - 8
                };
                let stop = board_core::square::Square::from_index(stop_index as u8).unwrap_or(sq);
                let w = rel as i32 - 2;
                eg +=
                    w * (5 * their_king.distance(stop) as i32 - 2 * our_king.distance(stop) as i32);
                if occ.contains(stop) {
                    mg -= PASSED[0][rel] / 3;
                    eg -= PASSED[1][rel] / 3;
                }
            }
        }
    }
    // Own pieces attacked by enemy pawns.
    let threatened = (own - own_pawns - Bitboard::from(our_king)) & pawn_attack_set(p, them);
    mg -= 20 * threatened.count() as i32;
    eg -= 12 * threatened.count() as i32;
    // Pawn shield: own pawns on the three squares in front of a king on
    // its first two ranks, and the king's file without own pawns
    // (middlegame only).
    let rel_rank = (our_king.index() ^ flip) / 8;
    if rel_rank <= 1 {
        let ahead = Bitboard::from(our_king).forward(color);
        let shield = (ahead | ahead.east() | ahead.west()) & own_pawns;
        mg += 12 * shield.count() as i32;
    }
    let king_file = Bitboard(0x0101_0101_0101_0101u64 << our_king.file().index());
    if (king_file & own_pawns).is_empty() {
        mg -= if (king_file & their_pawns).is_empty() {
            30
        } else {
            15
        };
    }
    Side {
        mg,
        eg,
        attacked,
        king_attack,
        king_attackers,
    }
}

/// What an attack of this weight on the king costs in the middlegame:
/// little for one piece, growing with the square of the attack.
fn king_danger(attack: i32, attackers: i32, has_queen: bool) -> i32 {
    if attackers < 2 {
        return 0;
    }
    let attack = if has_queen { attack + 4 } else { attack };
    (attack * attack / 5).min(500)
}

/// The evaluation from White's side, in centipawns.
fn white_score(p: &Position) -> i32 {
    let w = side_terms(p, Color::White);
    let b = side_terms(p, Color::Black);
    let mut mg = w.mg - b.mg;
    let mut eg = w.eg - b.eg;
    let queen = |c: Color| p.colored_pieces(c, Piece::Queen).is_nonempty();
    mg += king_danger(w.king_attack, w.king_attackers, queen(Color::White));
    mg -= king_danger(b.king_attack, b.king_attackers, queen(Color::Black));
    // Squares next to the king that the enemy attacks.
    let zone = |c: Color| king_attacks(p.king(c));
    mg -= 4 * (zone(Color::White) & b.attacked).count() as i32;
    mg += 4 * (zone(Color::Black) & w.attacked).count() as i32;
    let ph = phase(p);
    // A side far ahead drives the bare enemy king to the rim and walks its
    // own king to it.
    if eg.abs() > 400 && ph <= 8 {
        let (loser, winner) = if eg > 0 {
            (Color::Black, Color::White)
        } else {
            (Color::White, Color::Black)
        };
        let lk = p.king(loser);
        let push =
            12 * centre_distance(lk.index()) as i32 + 4 * (7 - lk.distance(p.king(winner)) as i32);
        eg += if eg > 0 { push } else { -push };
    }
    let score = (mg * ph + eg * (24 - ph)) / 24;
    score.clamp(-EVAL_LIMIT, EVAL_LIMIT)
}

/// The victim of `mv` in `p` (en passant takes a pawn), if it captures.
fn victim(p: &Position, mv: Move) -> Option<Piece> {
    let to = mv.to();
    if p.occupied().contains(to) {
        return p.kind_on(to);
    }
    let pawn_sideways = p.kind_on(mv.from()) == Some(Piece::Pawn) && mv.from().file() != to.file();
    pawn_sideways.then_some(Piece::Pawn)
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
fn see(p: &Position, mv: Move) -> i32 {
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
fn priority(p: &Position, mv: Move) -> i32 {
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

fn noisy(p: &Position, mv: Move) -> bool {
    mv.promotion().is_some() || victim(p, mv).is_some()
}

fn score_for(p: &Position, player: Player) -> i32 {
    match seat_color(player) {
        Some(Color::White) => white_score(p),
        Some(Color::Black) => -white_score(p),
        None => 0,
    }
}

/// Material (100/320/330/500/900), piece-square tables blended from
/// middlegame to endgame by the material left, mobility of the pieces,
/// the bishop pair, a pawn shield and enemy attacks near the king.
/// Antisymmetric; 0 for a seat chess does not have.
///
/// ```
/// use board_core::{Evaluate, Player};
/// use lytharia::chess::Position;
/// let start = Position::startpos();
/// assert_eq!(start.evaluate(Player::new(0)), 0);
/// let up_a_queen: Position = "4k3/8/8/8/8/8/8/3QK3 w - - 0 1".parse().unwrap();
/// assert!(up_a_queen.evaluate(Player::new(0)) > 800);
/// assert_eq!(up_a_queen.evaluate(Player::new(1)), -up_a_queen.evaluate(Player::new(0)));
/// let pxq = "4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1".parse::<Position>().unwrap();
/// let take = pxq.parse_uci("e4d5").unwrap();
/// let push = pxq.parse_uci("e4e5").unwrap();
/// assert!(pxq.is_noisy(take) && !pxq.is_noisy(push));
/// assert!(pxq.move_priority(take) > pxq.move_priority(push));
/// ```
impl Evaluate for Position {
    fn evaluate(&self, player: Player) -> i32 {
        score_for(self, player)
    }

    fn move_priority(&self, mv: Move) -> i32 {
        priority(self, mv)
    }

    fn is_noisy(&self, mv: Move) -> bool {
        noisy(self, mv)
    }

    fn in_check(&self) -> bool {
        self.is_check()
    }

    fn null_move(&self) -> Option<Position> {
        Position::null_move(self)
    }
}

/// As for [`Position`].
///
/// ```
/// use board_core::{Evaluate, Player};
/// use lytharia::chess::Chess;
/// assert_eq!(Chess::new().evaluate(Player::new(1)), 0);
/// ```
impl Evaluate for Chess {
    fn evaluate(&self, player: Player) -> i32 {
        score_for(self.position(), player)
    }

    fn move_priority(&self, mv: Move) -> i32 {
        priority(self.position(), mv)
    }

    fn is_noisy(&self, mv: Move) -> bool {
        noisy(self.position(), mv)
    }

    fn in_check(&self) -> bool {
        self.position().is_check()
    }

    /// The position after a pass, with no history (a repetition across
    /// a pass is no real repetition).
    fn null_move(&self) -> Option<Chess> {
        self.position().null_move().map(Chess::from_position)
    }
}

/// Perfect information: the defaults.
impl Determinize for Position {}

/// Perfect information: the defaults.
impl Determinize for Chess {}

#[cfg(test)]
mod tests {
    use super::*;
    use board_core::square::Square;

    #[test]
    fn tables_are_sane() {
        assert_eq!(centre_distance(Square::D4.index()), 0);
        assert_eq!(centre_distance(Square::A1.index()), 3);
        assert_eq!(centre_distance(Square::C3.index()), 1);
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

    #[test]
    fn a_passed_pawn_is_worth_more_than_a_blocked_one() {
        let passed: Position = "4k3/8/8/3P4/8/8/8/4K3 w - - 0 1".parse().unwrap();
        let blocked: Position = "4k3/8/3p4/3P4/8/8/8/4K3 w - - 0 1".parse().unwrap();
        // Blocked, but a pawn down for Black is the only other change.
        assert!(white_score(&passed) > white_score(&blocked) - 100 + 20);
    }
}
