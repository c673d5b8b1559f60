//! [`Evaluate`] and [`Determinize`] for [`Position`] and [`Chess`]: a
//! tapered evaluation (material, piece-square tables, mobility, pawn
//! structure, passed pawns, threats, king safety) with weights tuned on
//! positions scored by a strong engine (`eval_weights`, written by the
//! `chess_tune` example), and MVV-LVA move ordering with static exchange
//! evaluation.
//!
//! The terms by theme: [`pawns`] (structure and cache), [`king_safety`]
//! (shelter and danger), [`pieces`] (each side's pieces), [`threats`](mod@threats)
//! (between the sides), [`endgame`] (scaling); [`ordering`] orders moves.
//! This module holds the weights' layout ([`at`], [`SECTIONS`]), the sinks
//! the terms go to, and the blend by phase.

mod endgame;
mod king_safety;
mod ordering;
mod pawns;
mod pieces;
mod threats;

use endgame::{centre_distance, endgame_scale};
use ordering::{gain, noisy, priority, see};
use pawns::{PAWN_CACHE, PawnShape, pawns_and_shelters};
use pieces::side_terms;
use threats::threats;

use board_core::square::Color;
use board_core::{Determinize, EVAL_LIMIT, Evaluate, Player};

use super::eval_weights::WEIGHTS;
use super::game::Chess;
use super::inspect::seat_color;
use super::position::Position;
use super::types::{Move, Piece};

/// Piece values in centipawns for move ordering and exchanges (the king's
/// is for ordering only).
const VALUE: [i32; 6] = [100, 320, 330, 500, 900, 0];

/// Where each group of weights starts in [`WEIGHTS`] (a flat list of
/// middlegame and endgame pairs, so that the tuner sees one vector).
pub(super) mod at {
    /// Material by piece (the king's stays 0).
    pub const MATERIAL: usize = 0;
    /// Piece-square tables, 32 squares a piece: files e-h read as d-a.
    pub const PST: usize = MATERIAL + 6;
    /// Mobility by the number of safe squares: knight 0-8, bishop 0-13,
    /// rook 0-14, queen 0-27.
    pub const MOBILITY: [usize; 4] = [PST + 192, PST + 201, PST + 215, PST + 230];
    /// A rook on an open and on a half-open file.
    pub const ROOK_FILE: usize = PST + 258;
    pub const BISHOP_PAIR: usize = ROOK_FILE + 2;
    pub const ISOLATED: usize = BISHOP_PAIR + 1;
    pub const DOUBLED: usize = ISOLATED + 1;
    pub const BACKWARD: usize = DOUBLED + 1;
    /// A pawn defended by a pawn or beside one, by its rank.
    pub const CONNECTED: usize = BACKWARD + 1;
    /// A passed pawn by its rank.
    pub const PASSED: usize = CONNECTED + 8;
    /// Per square of the enemy king's distance to a passed pawn's stop
    /// square, by the pawn's rank.
    pub const PASSED_THEIR_KING: usize = PASSED + 8;
    /// The same for our own king.
    pub const PASSED_OUR_KING: usize = PASSED_THEIR_KING + 8;
    /// A passed pawn whose stop square is occupied, by its rank.
    pub const PASSED_BLOCKED: usize = PASSED_OUR_KING + 8;
    /// An enemy knight, bishop, rook or queen attacked by our pawns.
    pub const PAWN_THREAT: usize = PASSED_BLOCKED + 8;
    /// An enemy rook or queen attacked by our knights or bishops.
    pub const MINOR_THREAT: usize = PAWN_THREAT + 4;
    /// An enemy piece (not a pawn or the king) we attack that no enemy
    /// piece defends.
    pub const HANGING: usize = MINOR_THREAT + 2;
    /// A knight and a bishop on an outpost: ranks 4 to 6, defended by a
    /// pawn, no enemy pawn can ever attack it.
    pub const OUTPOST: usize = HANGING + 1;
    /// Own pawns in front of the king.
    pub const SHIELD: usize = OUTPOST + 2;
    /// The king's file without own pawns: open, half-open.
    pub const KING_FILE: usize = SHIELD + 1;
    /// Squares next to the king the enemy attacks.
    pub const KING_ZONE: usize = KING_FILE + 2;
    /// The side to move.
    pub const TEMPO: usize = KING_ZONE + 1;
    /// The attack on the enemy king by its units `u` (weighted hits on
    /// the king's neighbourhood by two or more pieces, safe checks), 0 to
    /// 47: per unit, and per `u * u / 16`, so the tuner fits the curve.
    pub const KING_DANGER: usize = TEMPO + 1;
    /// A safe check within reach, by a knight, bishop, rook, queen.
    pub const SAFE_CHECK: usize = KING_DANGER + 2;
    /// On each of the three files around the king, the nearest own pawn
    /// in front of it one, two, three or more ranks ahead, or none.
    pub const SHIELD_FILE: usize = SAFE_CHECK + 4;
    /// On the same files, the nearest enemy pawn in front of the king one
    /// to four ranks ahead (a pawn storm).
    pub const STORM: usize = SHIELD_FILE + 4;
    /// A rook on the seventh rank with the enemy king on the eighth or
    /// enemy pawns on the seventh.
    pub const ROOK_SEVENTH: usize = STORM + 4;
    /// A passed pawn whose way to the last rank is empty, per
    /// `(rank - 1)²` (rank 1 to 6 from its side).
    pub const PASSED_FREE: usize = ROOK_SEVENTH + 1;
    /// A passed pawn whose way no enemy piece attacks, the same.
    pub const PASSED_SAFE: usize = PASSED_FREE + 1;
    /// A knight, bishop, rook, queen hitting the enemy king's
    /// neighbourhood, when two or more pieces do (beside the units).
    pub const KING_ATTACKER: usize = PASSED_SAFE + 1;
    /// A square next to the enemy king we attack that only its king or
    /// queen defends.
    pub const KING_WEAK: usize = KING_ATTACKER + 4;
    /// An enemy knight or bishop that no enemy pawn defends, attacked by
    /// our knight or bishop.
    pub const MINOR_ON_MINOR: usize = KING_WEAK + 1;
    /// Attacked by our rook: an enemy knight or bishop that no enemy pawn
    /// defends, an enemy queen.
    pub const ROOK_THREAT: usize = MINOR_ON_MINOR + 1;
    /// An enemy piece (not a pawn) a safe pawn push would attack.
    pub const PUSH_THREAT: usize = ROOK_THREAT + 2;
    /// Behind our passed pawn on its file: our rook or queen, the enemy's.
    pub const PASSED_ROOK: usize = PUSH_THREAT + 1;
    /// A passed pawn the enemy king cannot catch (the rule of the square)
    /// when the enemy has pawns alone.
    pub const UNSTOPPABLE: usize = PASSED_ROOK + 2;
    /// A knight or bishop with a pawn right in front of it.
    pub const MINOR_BEHIND_PAWN: usize = UNSTOPPABLE + 1;
    /// Per bishop, our pawns on squares of its colour.
    pub const BISHOP_PAWNS: usize = MINOR_BEHIND_PAWN + 1;
    /// Our pawn, knight, bishop, rook, queen pinned to our king.
    pub const PINNED: usize = BISHOP_PAWNS + 1;
    /// Per square of a knight's, a bishop's distance to our king.
    pub const KING_PROTECTOR: usize = PINNED + 5;
    /// A knight, a bishop not on an outpost that can move to an empty one.
    pub const REACHABLE_OUTPOST: usize = KING_PROTECTOR + 2;
    /// A rook with three safe squares or fewer on the wing of its king on
    /// the first rank: with a castling right left, without.
    pub const TRAPPED_ROOK: usize = REACHABLE_OUTPOST + 2;
    /// Our king attacks an enemy piece or pawn that nothing defends.
    pub const KING_THREAT: usize = TRAPPED_ROOK + 2;
    /// A kind of piece (knight, bishop, rook, queen) with a check in reach
    /// that is not safe, and no safe one.
    pub const UNSAFE_CHECK: usize = KING_THREAT + 1;
    /// Squares of the enemy king's flank in its camp (its first five
    /// ranks) that we attack.
    pub const FLANK_ATTACK: usize = UNSAFE_CHECK + 1;
    /// An isolated or backward pawn with no enemy pawn in front of it.
    pub const WEAK_UNOPPOSED: usize = FLANK_ATTACK + 1;
    /// A pawn blocked by an enemy pawn on its fifth, its sixth rank.
    pub const BLOCKED_PAWN: usize = WEAK_UNOPPOSED + 1;
    /// A connected pawn with an enemy pawn in front of it.
    pub const CONNECTED_OPPOSED: usize = BLOCKED_PAWN + 2;
    /// Per bishop, enemy pawns on its diagonals (through any pieces).
    pub const BISHOP_XRAY_PAWNS: usize = CONNECTED_OPPOSED + 1;
    /// A queen in the enemy's half where no enemy pawn can ever attack it.
    pub const QUEEN_INFILTRATION: usize = BISHOP_XRAY_PAWNS + 1;
    /// Safe squares from which our knight could attack the enemy queen.
    pub const KNIGHT_ON_QUEEN: usize = QUEEN_INFILTRATION + 1;
    /// No pawns on our king's flank.
    pub const PAWNLESS_FLANK: usize = KNIGHT_ON_QUEEN + 1;
    /// Our king's distance to our nearest pawn.
    pub const KING_PAWN_DISTANCE: usize = PAWNLESS_FLANK + 1;
    /// How many weights there are.
    pub const COUNT: usize = KING_PAWN_DISTANCE + 1;
}

/// The groups of weights in order, with their lengths, for the tuner's
/// output.
pub(super) const SECTIONS: [(&str, usize); 56] = [
    ("material: pawn, knight, bishop, rook, queen, king", 6),
    ("piece-square tables: pawn, a1-d1, a2-d2, ..., a8-d8", 32),
    ("piece-square tables: knight", 32),
    ("piece-square tables: bishop", 32),
    ("piece-square tables: rook", 32),
    ("piece-square tables: queen", 32),
    ("piece-square tables: king", 32),
    ("mobility: knight, by safe squares", 9),
    ("mobility: bishop", 14),
    ("mobility: rook", 15),
    ("mobility: queen", 28),
    ("rook on an open, a half-open file", 2),
    ("bishop pair; isolated, doubled, backward pawn", 4),
    ("connected pawn by rank", 8),
    ("passed pawn by rank", 8),
    (
        "passed pawn: enemy king's distance to the stop square, by rank",
        8,
    ),
    (
        "passed pawn: own king's distance to the stop square, by rank",
        8,
    ),
    ("passed pawn blocked, by rank", 8),
    ("knight, bishop, rook, queen attacked by a pawn", 4),
    ("rook, queen attacked by a minor piece", 2),
    ("hanging piece", 1),
    ("knight, bishop on an outpost", 2),
    ("pawn shield", 1),
    ("king on an open, a half-open file", 2),
    ("attacked square next to the king", 1),
    ("tempo", 1),
    ("king danger: per attack unit, per unit squared / 16", 2),
    ("safe check by a knight, bishop, rook, queen", 4),
    (
        "pawn shield by file: nearest own pawn 1, 2, 3+ ranks ahead, none",
        4,
    ),
    (
        "pawn storm by file: nearest enemy pawn 1, 2, 3, 4 ranks ahead",
        4,
    ),
    ("rook on the seventh rank", 1),
    (
        "passed pawn with an empty, an unattacked way, per (rank - 1)^2",
        2,
    ),
    (
        "king attacker (two or more): knight, bishop, rook, queen",
        4,
    ),
    ("weak square next to the enemy king", 1),
    ("minor piece attacked by a minor piece", 1),
    ("attacked by a rook: minor piece, queen", 2),
    ("piece attacked by a safe pawn push", 1),
    ("behind a passed pawn: own rook or queen, enemy's", 2),
    ("unstoppable passed pawn", 1),
    ("minor piece behind a pawn", 1),
    ("pawn on a bishop's colour", 1),
    ("pinned pawn, knight, bishop, rook, queen", 5),
    ("king protector: knight's, bishop's distance to its king", 2),
    ("knight, bishop can reach an outpost", 2),
    ("trapped rook: castling right left, none", 2),
    ("king attacks a loose piece", 1),
    ("unsafe check only", 1),
    ("attacked square of the enemy king's flank", 1),
    ("weak unopposed pawn", 1),
    ("pawn blocked by a pawn on its fifth, sixth rank", 2),
    ("connected pawn opposed", 1),
    ("enemy pawn on a bishop's diagonals", 1),
    ("queen infiltrated", 1),
    ("knight can attack the queen from a safe square", 1),
    ("king on a flank without pawns", 1),
    ("king's distance to its nearest pawn", 1),
];

/// A square's place in a folded piece-square table (files e-h read as
/// d-a), for White; Black reads it with the rank mirrored.
const FOLD: [u8; 64] = {
    let mut t = [0u8; 64];
    let mut sq = 0;
    while sq < 64 {
        let f = sq % 8;
        t[sq] = ((sq / 8) * 4 + if f < 4 { f } else { 7 - f }) as u8;
        sq += 1;
    }
    t
};

const FILE_A: u64 = 0x0101_0101_0101_0101;

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
    let minors = (p.pieces(Piece::Knight) | p.pieces(Piece::Bishop)).count() as i32;
    let n = |k: Piece| p.pieces(k).count() as i32;
    (minors + 2 * n(Piece::Rook) + 4 * n(Piece::Queen)).min(24)
}

/// Where the evaluation's terms go: summed with [`WEIGHTS`] for play, or
/// counted per weight for tuning.
pub(super) trait Sink {
    /// `n` times weight `index` (negative for Black's terms).
    fn term(&mut self, index: usize, n: i32);
    /// A term that is not a tuned weight (middlegame, endgame).
    fn fixed(&mut self, mg: i32, eg: i32);
    /// The sum so far with the built-in weights (middlegame, endgame).
    fn sum(&self) -> (i32, i32);
    /// Both sides' [`pawn_terms`](pawns::pawn_terms) and
    /// [`king_shelter`](king_safety::king_shelter), and what the
    /// pawns decide for the other terms.
    fn pawn_structure(&mut self, p: &Position) -> PawnShape
    where
        Self: Sized,
    {
        pawns_and_shelters(p, self)
    }
}

/// [`WEIGHTS`] with both halves in one number, `eg * 65536 + mg`, so one
/// multiplication and one addition sum both (each half stays far inside
/// ±32,768 in any position).
const PACKED: [i32; at::COUNT] = {
    let mut t = [0i32; at::COUNT];
    let mut i = 0;
    while i < at::COUNT {
        t[i] = (WEIGHTS[i][1] as i32) * 65536 + WEIGHTS[i][0] as i32;
        i += 1;
    }
    t
};

/// The sum with the built-in weights: the packed weights, and the terms
/// that are not weights.
#[derive(Default)]
struct Sum {
    packed: i32,
    mg: i32,
    eg: i32,
}

impl Sink for Sum {
    #[inline(always)]
    fn term(&mut self, index: usize, n: i32) {
        self.packed += PACKED[index] * n;
    }

    #[inline(always)]
    fn fixed(&mut self, mg: i32, eg: i32) {
        self.mg += mg;
        self.eg += eg;
    }

    fn sum(&self) -> (i32, i32) {
        let mg = self.packed as i16 as i32;
        let eg = (self.packed - mg) >> 16;
        (self.mg + mg, self.eg + eg)
    }

    /// Through this thread's [`PawnCache`](pawns::PawnCache): a search meets the same pawns
    /// at most of its nodes.
    fn pawn_structure(&mut self, p: &Position) -> PawnShape {
        let (packed, shape) = PAWN_CACHE.with_borrow_mut(|cache| cache.terms(p));
        self.packed += packed;
        shape
    }
}

/// The evaluation's terms per weight, for tuning: the score is
/// `(mg * phase + eg * eg_scale / 64 * (24 - phase)) / 24`, with `mg`
/// and `eg` the weights times `counts` plus `fixed`.
pub(super) struct Trace {
    pub(super) counts: Vec<i16>,
    pub(super) fixed: (i32, i32),
    pub(super) phase: i32,
    pub(super) eg_scale: i32,
    total: Sum,
}

impl Sink for Trace {
    fn term(&mut self, index: usize, n: i32) {
        self.counts[index] += n as i16;
        self.total.term(index, n);
    }

    fn fixed(&mut self, mg: i32, eg: i32) {
        self.fixed.0 += mg;
        self.fixed.1 += eg;
        self.total.fixed(mg, eg);
    }

    fn sum(&self) -> (i32, i32) {
        self.total.sum()
    }
}

/// The evaluation from White's side, in centipawns, its terms going to `s`.
pub(super) fn white_terms<S: Sink>(p: &Position, s: &mut S) -> (i32, i32) {
    let shape = s.pawn_structure(p);
    let w = side_terms(p, Color::White, &shape, s);
    let b = side_terms(p, Color::Black, &shape, s);
    threats(p, Color::White, &w, &b, s);
    threats(p, Color::Black, &b, &w, s);
    s.term(
        at::TEMPO,
        if p.side_to_move() == Color::White {
            1
        } else {
            -1
        },
    );
    let ph = phase(p);
    let (_, eg) = s.sum();
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
        s.fixed(0, if eg > 0 { push } else { -push });
    }
    let (_, eg) = s.sum();
    (ph, endgame_scale(p, eg, &shape.passed))
}

/// Blends the middlegame and endgame sums by the phase.
pub(super) fn taper(mg: i32, eg: i32, phase: i32, eg_scale: i32) -> i32 {
    let score = (mg * phase + eg * eg_scale / 64 * (24 - phase)) / 24;
    score.clamp(-EVAL_LIMIT, EVAL_LIMIT)
}

/// The evaluation from White's side, in centipawns.
fn white_score(p: &Position) -> i32 {
    let mut s = Sum::default();
    let (phase, scale) = white_terms(p, &mut s);
    let (mg, eg) = s.sum();
    taper(mg, eg, phase, scale)
}

/// The evaluation's terms for tuning.
pub(super) fn trace(p: &Position) -> Trace {
    let mut t = Trace {
        counts: vec![0; at::COUNT],
        fixed: (0, 0),
        phase: 0,
        eg_scale: 64,
        total: Sum::default(),
    };
    let (phase, scale) = white_terms(p, &mut t);
    t.phase = phase;
    t.eg_scale = scale;
    t
}

fn score_for(p: &Position, player: Player) -> i32 {
    match seat_color(player) {
        Some(Color::White) => white_score(p),
        Some(Color::Black) => -white_score(p),
        None => 0,
    }
}

/// Material, piece-square tables blended from middlegame to endgame by
/// the material left, mobility of the pieces, pawn structure, passed
/// pawns, threats, the bishop pair, outposts, king safety and the side to
/// move's tempo, with tuned weights; drawish endgames scaled down.
/// Antisymmetric; 0 for a seat chess does not have.
///
/// ```
/// use board_core::{Evaluate, Player};
/// use lytharia::chess::Position;
/// let start = Position::startpos();
/// // Only the tempo: a small edge for the side to move.
/// let tempo = start.evaluate(Player::new(0));
/// assert!((0..=40).contains(&tempo));
/// assert_eq!(start.evaluate(Player::new(1)), -tempo);
/// let up_a_queen: Position = "4k3/8/8/8/8/8/8/3QK3 w - - 0 1".parse().unwrap();
/// assert!(up_a_queen.evaluate(Player::new(0)) > 800);
/// assert_eq!(up_a_queen.evaluate(Player::new(1)), -up_a_queen.evaluate(Player::new(0)));
/// let pxq = "4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1".parse::<Position>().unwrap();
/// let take = pxq.parse_uci("e4d5").unwrap();
/// let push = pxq.parse_uci("e4e5").unwrap();
/// assert!(pxq.is_noisy(take) && !pxq.is_noisy(push));
/// assert!(pxq.move_priority(take) > pxq.move_priority(push));
/// // Delta pruning's bound: the queen taken; a quiet move takes nothing.
/// assert_eq!(pxq.noisy_gain(take), Some(900));
/// assert_eq!(pxq.noisy_gain(push), Some(0));
/// ```
impl Evaluate for Position {
    fn evaluate(&self, player: Player) -> i32 {
        score_for(self, player)
    }

    #[inline]
    fn move_priority(&self, mv: Move) -> i32 {
        priority(self, mv)
    }

    #[inline]
    fn is_noisy(&self, mv: Move) -> bool {
        noisy(self, mv)
    }

    #[inline]
    fn noisy_gain(&self, mv: Move) -> Option<i32> {
        Some(gain(self, mv))
    }

    #[inline]
    fn in_check(&self) -> bool {
        self.is_check()
    }

    fn null_move(&self) -> Option<Position> {
        Position::null_move(self)
    }

    #[inline]
    fn gives_check(&self, mv: Move) -> bool {
        self.move_gives_check(mv)
    }

    fn static_exchange(&self, mv: Move) -> Option<i32> {
        Some(see(self, mv))
    }
}

/// As for [`Position`].
///
/// ```
/// use board_core::{Evaluate, Player};
/// use lytharia::chess::Chess;
/// let game = Chess::new();
/// assert_eq!(game.evaluate(Player::new(1)), -game.evaluate(Player::new(0)));
/// ```
impl Evaluate for Chess {
    fn evaluate(&self, player: Player) -> i32 {
        score_for(self.position(), player)
    }

    #[inline]
    fn move_priority(&self, mv: Move) -> i32 {
        priority(self.position(), mv)
    }

    #[inline]
    fn is_noisy(&self, mv: Move) -> bool {
        noisy(self.position(), mv)
    }

    #[inline]
    fn noisy_gain(&self, mv: Move) -> Option<i32> {
        Some(gain(self.position(), mv))
    }

    #[inline]
    fn in_check(&self) -> bool {
        self.position().is_check()
    }

    /// The position after a pass, with no history (a repetition across
    /// a pass is no real repetition).
    fn null_move(&self) -> Option<Chess> {
        self.position().null_move().map(Chess::from_position)
    }

    #[inline]
    fn gives_check(&self, mv: Move) -> bool {
        self.position().move_gives_check(mv)
    }

    fn static_exchange(&self, mv: Move) -> Option<i32> {
        Some(see(self.position(), mv))
    }
}

/// Perfect information: the defaults.
impl Determinize for Position {}

/// Perfect information: the defaults.
impl Determinize for Chess {}

#[cfg(test)]
mod tests {
    use super::*;

    /// Positions from seeded random games.
    pub(super) fn positions(games: u64) -> Vec<Position> {
        let mut out = Vec::new();
        for seed in 0..games {
            let game = board_core::playout(&Chess::new(), seed, 200);
            let mut p = Position::startpos();
            for mv in game.moves {
                out.push(p);
                p.play(mv).unwrap();
            }
        }
        out
    }

    /// The evaluation's terms per weight in the position `fen`.
    pub(super) fn counts(fen: &str) -> Vec<i16> {
        trace(&fen.parse().unwrap()).counts
    }

    #[test]
    fn the_groups_cover_every_weight() {
        let total: usize = SECTIONS.iter().map(|(_, n)| n).sum();
        assert_eq!(total, at::COUNT);
        assert_eq!(WEIGHTS.len(), at::COUNT);
        assert_eq!(at::MOBILITY[3] + 28, at::ROOK_FILE);
    }

    #[test]
    fn packed_sums_equal_the_weights_times_the_counts() {
        for p in positions(8) {
            let t = trace(&p);
            let (mut mg, mut eg) = t.fixed;
            for (i, &n) in t.counts.iter().enumerate() {
                mg += WEIGHTS[i][0] as i32 * n as i32;
                eg += WEIGHTS[i][1] as i32 * n as i32;
            }
            assert_eq!(t.sum(), (mg, eg), "{p:?}");
            assert_eq!(taper(mg, eg, t.phase, t.eg_scale), white_score(&p));
        }
    }

    #[test]
    fn gives_check_agrees_with_playing_the_move() {
        // Every legal move of positions from random games, and positions with
        // discovered checks, castling into check and en passant.
        let mut all = positions(10);
        for fen in [
            // Discovered check by the bishop when the knight leaves.
            "4k3/8/8/8/8/2N5/8/B3K3 w - - 0 1",
            // Castling gives check with the rook.
            "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
            // En passant uncovers the rook on the fifth rank.
            "8/8/8/R2pP2k/8/8/8/4K3 w - d6 0 1",
            // Promotions to a knight and a queen.
            "8/2P5/8/1k6/8/8/8/4K3 w - - 0 1",
            "3k4/1P6/8/8/8/8/8/4K3 w - - 0 1",
        ] {
            all.push(fen.parse().unwrap());
        }
        let (mut checking, mut quiet_checking) = (0, 0);
        let game = Chess::new();
        for mv in game.position().legal_moves() {
            assert!(!game.gives_check(mv));
        }
        for p in &all {
            for mv in p.legal_moves() {
                let mut after = *p;
                after.play(mv).unwrap();
                assert_eq!(p.gives_check(mv), after.is_check(), "{} {mv}", p.to_fen());
                if after.is_check() {
                    checking += 1;
                    quiet_checking += !p.is_noisy(mv) as usize;
                }
            }
        }
        assert!(
            checking > 100 && quiet_checking > 50,
            "{checking} {quiet_checking}"
        );
    }
}
