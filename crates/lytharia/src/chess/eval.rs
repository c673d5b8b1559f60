//! [`Evaluate`] and [`Determinize`] for [`Position`] and [`Chess`]: a
//! cheap hand-made evaluation (material, piece-square tables, mobility,
//! king safety, bishop pair) and MVV-LVA move ordering.

use board_core::square::{
    Bitboard, Color, bishop_attacks, king_attacks, knight_attacks, queen_attacks, rook_attacks,
};
use board_core::{Determinize, EVAL_LIMIT, Evaluate, Player};

use super::game::Chess;
use super::inspect::seat_color;
use super::position::Position;
use super::types::{Move, Piece};

/// Piece values in centipawns (the king's is for ordering only).
const VALUE: [i32; 6] = [100, 320, 330, 500, 900, 0];

/// The distance of a square from the centre: 0 (d4, e4, d5, e5) to 3
/// (the rim).
const fn centre_distance(sq: usize) -> usize {
    let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
    let df = if 2 * f - 7 < 0 { 7 - 2 * f } else { 2 * f - 7 };
    let dr = if 2 * r - 7 < 0 { 7 - 2 * r } else { 2 * r - 7 };
    (if df > dr { df } else { dr }) as usize / 2
}

/// Piece-square tables for White, `[piece][square]`, middlegame and
/// endgame; Black reads them with the rank mirrored.
const PST: [[[i16; 64]; 6]; 2] = {
    let mut t = [[[0i16; 64]; 6]; 2];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = (sq % 8, sq / 8);
        let cd = centre_distance(sq);
        let central_file = f == 3 || f == 4;
        // Pawns: advance, more so in the endgame; central pawns early.
        let pawn_mg = [0, 0, 4, 10, 18, 28, 45, 0][r];
        let pawn_eg = [0, 0, 8, 16, 28, 48, 80, 0][r];
        t[0][0][sq] = pawn_mg
            + if central_file && r >= 2 && r <= 4 {
                10
            } else {
                0
            };
        t[1][0][sq] = pawn_eg;
        // Knights and bishops like the centre; rooks the seventh rank and
        // central files; the queen a little centre.
        let knight = [20, 10, -5, -30][cd];
        t[0][1][sq] = knight;
        t[1][1][sq] = knight;
        let bishop = [14, 10, 0, -10][cd];
        t[0][2][sq] = bishop;
        t[1][2][sq] = bishop;
        let rook = if r == 6 { 18 } else { 0 } + if central_file { 4 } else { 0 };
        t[0][3][sq] = rook;
        t[1][3][sq] = rook / 2;
        let queen = [6, 4, 0, -6][cd];
        t[0][4][sq] = queen;
        t[1][4][sq] = queen;
        // The king hides at the back in the middlegame (on the wings) and
        // walks to the centre in the endgame.
        let wing = f <= 2 || f >= 6;
        t[0][5][sq] = if r == 0 {
            if wing { 20 } else { 0 }
        } else {
            -15 * r as i16
        };
        t[1][5][sq] = [30, 15, 0, -25][cd];
        sq += 1;
    }
    t
};

/// The game phase: 24 with all pieces on, 0 with pawns and kings only.
fn phase(p: &Position) -> i32 {
    let n = |k: Piece| p.pieces(k).count() as i32;
    (n(Piece::Knight) + n(Piece::Bishop) + 2 * n(Piece::Rook) + 4 * n(Piece::Queen)).min(24)
}

/// `color`'s terms, as (middlegame, endgame, attacked squares).
fn side_terms(p: &Position, color: Color) -> (i32, i32, Bitboard) {
    let own = p.colored(color);
    let occ = p.occupied();
    let flip = if color == Color::White { 0 } else { 56 };
    let (mut mg, mut eg) = (0i32, 0i32);
    let mut attacked = Bitboard::EMPTY;
    for piece in Piece::ALL {
        let k = piece as usize;
        for sq in p.colored_pieces(color, piece) {
            let i = sq.index() ^ flip;
            mg += VALUE[k] + PST[0][k][i] as i32;
            eg += VALUE[k] + PST[1][k][i] as i32;
            let (att, weight) = match piece {
                Piece::Knight => (knight_attacks(sq), 4),
                Piece::Bishop => (bishop_attacks(sq, occ), 5),
                Piece::Rook => (rook_attacks(sq, occ), 3),
                Piece::Queen => (queen_attacks(sq, occ), 1),
                _ => continue,
            };
            attacked |= att;
            let mobility = weight * (att - own).count() as i32;
            mg += mobility;
            eg += mobility;
        }
    }
    if p.colored_pieces(color, Piece::Bishop).has_more_than_one() {
        mg += 30;
        eg += 40;
    }
    // Pawn shield: own pawns on the three squares in front of a king on
    // its first two ranks (middlegame only).
    let king = p.king(color);
    let rel_rank = (king.index() ^ flip) / 8;
    if rel_rank <= 1 {
        let ahead = Bitboard::from(king).forward(color);
        let shield = (ahead | ahead.east() | ahead.west()) & p.colored_pieces(color, Piece::Pawn);
        mg += 12 * shield.count() as i32;
    }
    (mg, eg, attacked)
}

/// The evaluation from White's side, in centipawns.
fn white_score(p: &Position) -> i32 {
    let (wmg, weg, watt) = side_terms(p, Color::White);
    let (bmg, beg, batt) = side_terms(p, Color::Black);
    let mut mg = wmg - bmg;
    let eg = weg - beg;
    // King safety: enemy piece attacks on the king's neighbourhood.
    let zone = |c: Color| king_attacks(p.king(c)) | Bitboard::from(p.king(c));
    mg -= 8 * (zone(Color::White) & batt).count() as i32;
    mg += 8 * (zone(Color::Black) & watt).count() as i32;
    let ph = phase(p);
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

/// MVV-LVA for captures (the most valuable victim first, then the least
/// valuable attacker), promotions as capturing the new piece with a pawn;
/// quiet moves 0.
fn priority(p: &Position, mv: Move) -> i32 {
    let mut score = 0;
    if let Some(v) = victim(p, mv) {
        let attacker = match p.kind_on(mv.from()) {
            Some(Piece::King) => 1000,
            Some(a) => VALUE[a as usize],
            None => 0,
        };
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
}
