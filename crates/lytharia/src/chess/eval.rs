//! [`Evaluate`] and [`Determinize`] for [`Position`] and [`Chess`]: a
//! tapered evaluation (material, piece-square tables, mobility, pawn
//! structure, passed pawns, threats, king safety) with weights tuned on
//! positions scored by a strong engine (`eval_weights`, written by the
//! `chess_tune` example), and MVV-LVA move ordering with static exchange
//! evaluation.

use board_core::square::{
    Bitboard, Color, File, Rank, Square, between, bishop_attacks, bishop_rays, king_attacks,
    knight_attacks, pawn_attacks, queen_attacks, rook_attacks, rook_rays,
};
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

/// The distance of a square from the centre: 0 (d4, e4, d5, e5) to 3
/// (the rim).
const fn centre_distance(sq: usize) -> usize {
    let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
    let df = if 2 * f - 7 < 0 { 7 - 2 * f } else { 2 * f - 7 };
    let dr = if 2 * r - 7 < 0 { 7 - 2 * r } else { 2 * r - 7 };
    (if df > dr { df } else { dr }) as usize / 2
}

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

/// Where the evaluation's terms go: summed with [`WEIGHTS`] for play, or
/// counted per weight for tuning.
pub(super) trait Sink {
    /// `n` times weight `index` (negative for Black's terms).
    fn term(&mut self, index: usize, n: i32);
    /// A term that is not a tuned weight (middlegame, endgame).
    fn fixed(&mut self, mg: i32, eg: i32);
    /// The sum so far with the built-in weights (middlegame, endgame).
    fn sum(&self) -> (i32, i32);
    /// Both sides' [`pawn_terms`] and [`king_shelter`], and what the
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

    /// Through this thread's [`PawnCache`]: a search meets the same pawns
    /// at most of its nodes.
    fn pawn_structure(&mut self, p: &Position) -> PawnShape {
        let (packed, shape) = PAWN_CACHE.with_borrow_mut(|cache| cache.terms(p));
        self.packed += packed;
        shape
    }
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
struct PawnCache {
    entries: Vec<PawnEntry>,
}

/// Entries in a [`PawnCache`] (96 bytes each): `1 << PAWN_CACHE_BITS`.
const PAWN_CACHE_BITS: u32 = 13;
const PAWN_CACHE_SLOTS: usize = 1 << PAWN_CACHE_BITS;

impl PawnCache {
    /// The packed sum of both sides' pawn terms and king shelters, and
    /// the pawn shape.
    fn terms(&mut self, p: &Position) -> (i32, PawnShape) {
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
    static PAWN_CACHE: core::cell::RefCell<PawnCache> =
        const { core::cell::RefCell::new(PawnCache { entries: Vec::new() }) };
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

/// What one side's terms leave for the terms between the sides.
#[derive(Default)]
struct Side {
    /// Every square its pieces, pawns and king attack.
    attacked: Bitboard,
    /// The squares its knights and bishops attack.
    minor_attacks: Bitboard,
    /// The squares its pawns attack.
    pawn_attacks: Bitboard,
    /// The squares its knights, bishops, rooks, queens attack.
    by_kind: [Bitboard; 4],
    /// Its passed pawns.
    passed: Bitboard,
    /// The attack weight on the enemy king's neighbourhood, and the number
    /// of pieces taking part.
    king_attack: i32,
    king_attackers: i32,
    /// The pieces taking part, by kind (knight, bishop, rook, queen).
    king_attackers_by: [i32; 4],
}

/// `color`'s terms that depend on the pawns alone: the pawns' material
/// and squares, isolated, backward, connected and doubled pawns, and
/// passed pawns by rank. Returns the passed pawns.
fn pawn_terms<S: Sink>(p: &Position, color: Color, s: &mut S) -> Bitboard {
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
pub(super) struct PawnShape {
    /// The passed pawns.
    passed: [Bitboard; 2],
    /// The outposts: ranks 4 to 6, defended by a pawn, out of enemy pawns'
    /// reach.
    outposts: [Bitboard; 2],
    /// The squares the pawns attack ([`pawn_attack_set`]).
    attacks: [Bitboard; 2],
    /// The squares the pawns may ever attack ([`pawn_attack_span`]).
    spans: [Bitboard; 2],
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
fn pawns_and_shelters<S: Sink>(p: &Position, s: &mut S) -> PawnShape {
    let shape = pawn_structure_uncached(p, s);
    king_shelter(p, Color::White, s);
    king_shelter(p, Color::Black, s);
    shape
}

/// The shelter of `color`'s king: own pawns in front of it, its file
/// without own pawns, and the nearest own and enemy pawns on the files
/// around it. Depends on the pawns and that king's square alone.
fn king_shelter<S: Sink>(p: &Position, color: Color, s: &mut S) {
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

/// `color`'s own terms besides [`pawn_terms`] and [`king_shelter`] (whose
/// passed pawns and outposts `shape` holds): material and squares of the
/// pieces, mobility, passed pawns against the kings, rooks on files, the
/// bishop pair, outposts, and the attack on the enemy king.
fn side_terms<S: Sink>(p: &Position, color: Color, shape: &PawnShape, s: &mut S) -> Side {
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

/// The files of the king's flank by the king's file: a-c, a-d, c-e,
/// d-f, e-h, f-h.
const FLANK: [u64; 8] = {
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

/// `color`'s threats on the enemy's pieces, given both sides' attacks.
fn threats<S: Sink>(p: &Position, color: Color, us: &Side, them: &Side, s: &mut S) {
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

/// The attack on a king in units, 0 to 47: the weighted hits on its
/// neighbourhood when two or more pieces take part (more with a queen
/// left), and three for each kind of piece with a safe check.
fn king_units(attack: i32, attackers: i32, has_queen: bool, checks: i32) -> i32 {
    let hits = match (attackers >= 2, has_queen) {
        (false, _) => 0,
        (true, false) => attack,
        (true, true) => attack + 4,
    };
    (hits + 3 * checks).clamp(0, 47)
}

/// Out of 64, how much of the endgame score the side ahead (by `eg`) can
/// hope to turn into a win: nothing with a lone minor piece and no pawns,
/// a quarter with less than 400 more and no pawns; with bishops of
/// opposite colours 18 and 4 a passed pawn (bishops alone) or 22 and 3 a
/// man of the side ahead; a rook each with at most a pawn more, all on
/// one wing, the defender's king beside its pawns, 36; one queen against
/// minor pieces 37 and 3 a minor piece; else 36 and 7 a pawn of the side
/// ahead, 4 less with pawns on one wing only (as Stockfish scales).
fn endgame_scale(p: &Position, eg: i32, passed: &[Bitboard; 2]) -> i32 {
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

/// The victim of `mv` in `p` (en passant takes a pawn), if it captures.
#[inline]
fn victim(p: &Position, mv: Move) -> Option<Piece> {
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
#[inline]
fn priority(p: &Position, mv: Move) -> i32 {
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
fn noisy(p: &Position, mv: Move) -> bool {
    let (from, to) = (mv.from(), mv.to());
    mv.promotion().is_some() || p.occupied().contains(to) || pawn_sideways(p, from, to)
}

/// The material a move takes, with a promotion's gain (delta pruning).
fn gain(p: &Position, mv: Move) -> i32 {
    let taken = victim(p, mv).map_or(0, |v| VALUE[v as usize]);
    taken + mv.promotion().map_or(0, |q| VALUE[q as usize] - VALUE[0])
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
    use board_core::square::Square;

    /// Positions from seeded random games.
    fn positions(games: u64) -> Vec<Position> {
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
    fn king_safety_and_passed_pawn_terms_are_counted() {
        let counts = |fen: &str| trace(&fen.parse().unwrap()).counts;
        // The knight on e5 reaches f7 and d7, both checks on e8's king
        // that Black does not cover... but the king covers them: no safe
        // check. From f5 it reaches d6 and g7: d6 is safe.
        let c = counts("4k3/8/8/4N3/8/8/8/4K3 w - - 0 1");
        assert_eq!(c[at::SAFE_CHECK], 0);
        let c = counts("4k3/8/8/5N2/8/8/8/4K3 w - - 0 1");
        assert_eq!(c[at::SAFE_CHECK], 1);
        // A rook on the seventh with the enemy king on the eighth; Black's
        // rook on its seventh (rank 2) does not count: White's king is not
        // on rank 1 and no white pawn is on rank 2.
        let c = counts("4k3/R7/8/8/8/5K2/r7/8 w - - 0 1");
        assert_eq!(c[at::ROOK_SEVENTH], 1);
        let c = counts("8/R7/4k3/8/8/5K2/8/8 w - - 0 1");
        assert_eq!(c[at::ROOK_SEVENTH], 0);
        // A passed pawn on the sixth with an empty, unattacked way: 5²
        // each; Black's king on c8 attacks the way.
        let c = counts("8/8/3P4/8/8/8/8/k3K3 w - - 0 1");
        assert_eq!((c[at::PASSED_FREE], c[at::PASSED_SAFE]), (16, 16));
        let c = counts("2k5/8/3P4/8/8/8/8/4K3 w - - 0 1");
        assert_eq!((c[at::PASSED_FREE], c[at::PASSED_SAFE]), (16, 0));
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
    }

    #[test]
    fn threat_space_and_passed_pawn_terms_of_the_fifth_session_are_counted() {
        let counts = |fen: &str| trace(&fen.parse().unwrap()).counts;
        // Two rooks hit g8's neighbourhood (f7, f8, g7), which only the
        // king defends: two rook attackers, three weak squares.
        let c = counts("6k1/8/8/8/8/8/8/5RRK b - - 0 1");
        assert_eq!(c[at::KING_ATTACKER..at::KING_ATTACKER + 4], [0, 0, 2, 0]);
        assert_eq!(c[at::KING_WEAK], 3);
        // One rook: no attackers counted, its two squares still weak.
        let c = counts("6k1/8/8/8/8/8/8/5R1K w - - 0 1");
        assert_eq!(c[at::KING_ATTACKER..at::KING_ATTACKER + 4], [0; 4]);
        assert_eq!(c[at::KING_WEAK], 2);
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
        // The dark bishop on c1 with pawns on d2 (dark) and e2 (light); a
        // knight on d3 behind a pawn.
        let c = counts("4k3/8/8/8/8/8/3PP3/2B1K3 w - - 0 1");
        assert_eq!(c[at::BISHOP_PAWNS], 1);
        let c = counts("4k3/8/8/8/3p4/3N4/8/4K3 w - - 0 1");
        assert_eq!(c[at::MINOR_BEHIND_PAWN], 1);
    }

    #[test]
    fn terms_of_the_sixth_session_are_counted() {
        let counts = |fen: &str| trace(&fen.parse().unwrap()).counts;
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
        // White's king attacks the loose knight on d2; a pawn on e3
        // defends it.
        let c = counts("4k3/8/8/8/8/8/3n4/4K3 w - - 0 1");
        assert_eq!(c[at::KING_THREAT], 1);
        let c = counts("4k3/8/8/8/8/4p3/3n4/4K3 w - - 0 1");
        assert_eq!(c[at::KING_THREAT], 0);
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

    #[test]
    fn second_batch_of_sixth_session_terms_is_counted() {
        let counts = |fen: &str| trace(&fen.parse().unwrap()).counts;
        // The bishop on c1 x-rays the pawns on a3 and f4.
        let c = counts("4k3/8/8/8/5p2/p7/8/2B1K3 w - - 0 1");
        assert_eq!(c[at::BISHOP_XRAY_PAWNS], 2);
        // A queen on d6 out of the enemy pawns' reach, then with e7 there.
        let c = counts("4k3/8/3Q4/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(c[at::QUEEN_INFILTRATION], 1);
        let c = counts("4k3/4p3/3Q4/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(c[at::QUEEN_INFILTRATION], 0);
        // The knight on d1 could attack the queen on d5 from c3 or e3.
        let c = counts("4k3/8/8/3q4/8/8/8/3NK3 w - - 0 1");
        assert_eq!(c[at::KNIGHT_ON_QUEEN], 2);
        // White's king on g1 with no pawn on files f-h, six squares from
        // its pawn; Black's king on b8 beside its own.
        let c = counts("1k6/p7/8/8/8/8/P7/6K1 w - - 0 1");
        assert_eq!(c[at::PAWNLESS_FLANK], 1);
        assert_eq!(c[at::KING_PAWN_DISTANCE], 6 - 1);
    }

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
