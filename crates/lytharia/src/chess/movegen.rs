//! Legal move generation by pin masks and check masks (no make/unmake test),
//! with a bulk counter that never builds a list.

use board_core::MoveList;
use board_core::square::{
    Bitboard, Color, KING_STEPS, KNIGHT_STEPS, Rank, Square, between, bishop_attacks, bishop_rays,
    king_attacks, knight_attacks, line, pawn_attacks, queen_attacks, rook_attacks, rook_rays,
};

use super::position::Position;
use super::types::{CastlingRights, Move, Piece};

/// The most legal moves any chess position has (218), the capacity of
/// [`Moves`].
pub const MAX_MOVES: usize = 218;

/// A stack-allocated list that holds every legal move of any position.
///
/// ```
/// use lytharia::chess::{Moves, Position};
/// let moves: Moves = Position::startpos().legal_moves();
/// assert_eq!(moves.len(), 20);
/// assert_eq!(moves.capacity(), 218);
/// ```
pub type Moves = MoveList<Move, MAX_MOVES>;

/// Receives generated moves in groups.
pub(crate) trait Sink {
    /// Whether the sink only counts (so disjoint target sets may be merged).
    const COUNTING: bool;
    /// Non-promoting moves of the `kind` piece on `from` to each of `to`.
    fn piece(&mut self, kind: Piece, from: Square, to: Bitboard);
    /// Non-promoting pawn moves to each of `to`, from `to - delta`.
    fn pawns(&mut self, to: Bitboard, delta: i8);
    /// Promotions (four each) to each of `to`, from `to - delta`.
    fn promotions(&mut self, to: Bitboard, delta: i8);
    /// Promotions (four each) of the pawn on `from` to each of `to`.
    fn promotions_from(&mut self, from: Square, to: Bitboard);
    /// One special move (castling or en passant).
    fn single(&mut self, mv: Move);
    /// The moves of an unpinned queen on `from` to each of `to`.
    #[inline(always)]
    fn queen(&mut self, from: Square, to: Bitboard) {
        self.piece(Piece::Queen, from, to);
    }
}

/// Counts moves without listing them.
///
/// Without a hardware `popcnt` (the default x86-64 target), each
/// `count_ones` is a dozen instructions, and a position has a dozen target
/// sets to count. So the counter adds the sets as a two-bit carry-save
/// (vertical) counter instead: `ones` holds the squares counted an odd
/// number of times, `twos` the carries of weight 2, each set costing a few
/// logic operations. Only a square reached by a fourth move (rare) spills
/// into per-rank partial counts: the first three steps of the SWAR popcount
/// give each byte (rank) of a set its number of squares, and these byte
/// counts are summed. At the end `ones` and `twos` join the per-rank counts
/// and one multiply adds up the eight bytes. No byte overflows: a byte holds
/// the number of legal moves landing on one rank, at most [`MAX_MOVES`]
/// (218) < 256, and so does the total.
pub(crate) struct Counter {
    ones: u64,
    twos: u64,
    lanes: u64,
    singles: u64,
}

const M1: u64 = 0x5555_5555_5555_5555;
const M2: u64 = 0x3333_3333_3333_3333;
const M4: u64 = 0x0f0f_0f0f_0f0f_0f0f;
const BYTES: u64 = 0x0101_0101_0101_0101;

/// Each nibble of the result is the number of set bits in that nibble of `x`.
#[inline(always)]
fn nibble_counts(x: u64) -> u64 {
    let x = x - ((x >> 1) & M1);
    (x & M2) + ((x >> 2) & M2)
}

/// Each byte of the result is the number of set bits in that byte of `x`.
#[inline(always)]
fn byte_counts(x: u64) -> u64 {
    let x = nibble_counts(x);
    (x + (x >> 4)) & M4
}

impl Counter {
    #[inline(always)]
    pub(crate) fn new() -> Counter {
        Counter {
            ones: 0,
            twos: 0,
            lanes: 0,
            singles: 0,
        }
    }

    /// Counts each square of `to` once.
    #[inline(always)]
    fn add(&mut self, to: Bitboard) {
        if cfg!(target_feature = "popcnt") {
            self.singles += to.count() as u64;
        } else {
            // ones + to = (ones ^ to) + 2 (ones & to), and likewise for
            // the carry into twos; a carry out of twos weighs 4.
            let carry = self.ones & to.0;
            self.ones ^= to.0;
            let spill = self.twos & carry;
            self.twos ^= carry;
            if spill != 0 {
                self.lanes += byte_counts(spill) << 2;
            }
        }
    }

    /// Counts each square of `to` four times (promotions).
    #[inline(always)]
    fn add_four_times(&mut self, to: Bitboard) {
        if cfg!(target_feature = "popcnt") {
            self.singles += (to.count() << 2) as u64;
        } else {
            self.lanes += byte_counts(to.0) << 2;
        }
    }

    #[inline(always)]
    pub(crate) fn total(&self) -> u64 {
        // ones + 2 twos per nibble (at most 4 + 2 * 4 = 12) before the
        // last SWAR step, so that step runs once (masking before adding, as
        // a byte's sum may reach 24).
        let nibbles = nibble_counts(self.ones) + (nibble_counts(self.twos) << 1);
        let lanes = self.lanes + (nibbles & M4) + ((nibbles >> 4) & M4);
        (lanes.wrapping_mul(BYTES) >> 56) + self.singles
    }
}

impl Sink for Counter {
    const COUNTING: bool = true;
    #[inline(always)]
    fn piece(&mut self, _: Piece, _: Square, to: Bitboard) {
        self.add(to);
    }
    #[inline(always)]
    fn pawns(&mut self, to: Bitboard, _: i8) {
        self.add(to);
    }
    #[inline(always)]
    fn promotions(&mut self, to: Bitboard, _: i8) {
        self.add_four_times(to);
    }
    #[inline(always)]
    fn promotions_from(&mut self, _: Square, to: Bitboard) {
        self.add_four_times(to);
    }
    #[inline(always)]
    fn single(&mut self, _: Move) {
        self.singles += 1;
    }
    #[inline(always)]
    fn queen(&mut self, _: Square, to: Bitboard) {
        if cfg!(target_feature = "popcnt") {
            self.singles += to.count() as u64;
        } else if to.is_nonempty() {
            self.lanes += byte_counts(to.0);
        }
    }
}

/// Expands moves into a list. A full list drops further moves instead of
/// panicking; that never happens, as no position reachable under the
/// material limits of FEN validation has more than [`MAX_MOVES`] moves.
pub(crate) struct Lister<'a>(pub(crate) &'a mut Moves);

const PROMOS: [Piece; 4] = [Piece::Queen, Piece::Knight, Piece::Rook, Piece::Bishop];

impl Sink for Lister<'_> {
    const COUNTING: bool = false;
    #[inline(always)]
    fn piece(&mut self, _: Piece, from: Square, to: Bitboard) {
        for t in to {
            let _ = self.0.try_push(Move::new(from, t, None));
        }
    }
    #[inline(always)]
    fn pawns(&mut self, to: Bitboard, delta: i8) {
        for t in to {
            let from = Square::from_index_masked((t.index() as i8 - delta) as u8);
            let _ = self.0.try_push(Move::new(from, t, None));
        }
    }
    #[inline(always)]
    fn promotions(&mut self, to: Bitboard, delta: i8) {
        for t in to {
            let from = Square::from_index_masked((t.index() as i8 - delta) as u8);
            for p in PROMOS {
                let _ = self.0.try_push(Move::new(from, t, Some(p)));
            }
        }
    }
    #[inline(always)]
    fn promotions_from(&mut self, from: Square, to: Bitboard) {
        for t in to {
            for p in PROMOS {
                let _ = self.0.try_push(Move::new(from, t, Some(p)));
            }
        }
    }
    #[inline(always)]
    fn single(&mut self, mv: Move) {
        let _ = self.0.try_push(mv);
    }
}

/// Perft below each generated move: plays it on a copy of `parent` and adds
/// the copy's perft at `depth`, so perft builds no move list at any ply.
/// `WHITE`: whether White is to move in `parent`.
struct PerftVisitor<'a, const WHITE: bool> {
    parent: &'a Position,
    depth: u32,
    total: u64,
}

impl<const WHITE: bool> PerftVisitor<'_, WHITE> {
    #[inline(always)]
    fn visit(&mut self, from: Square, to: Square, kind: Piece, promotion: Option<Piece>) {
        let mut child = *self.parent;
        child.play_for_perft::<WHITE>(from, to, kind, promotion);
        self.total = match (self.depth, WHITE) {
            // The last ply: the child's moves, counted, with its side to
            // move known here; a sum of move counts of one position's
            // children cannot overflow.
            (1, true) => self.total + child.count_for::<false>(),
            (1, false) => self.total + child.count_for::<true>(),
            _ => self.total.saturating_add(child.perft_recursive(self.depth)),
        };
    }
}

impl<const WHITE: bool> Sink for PerftVisitor<'_, WHITE> {
    const COUNTING: bool = false;
    #[inline(always)]
    fn piece(&mut self, kind: Piece, from: Square, to: Bitboard) {
        for t in to {
            self.visit(from, t, kind, None);
        }
    }
    #[inline(always)]
    fn pawns(&mut self, to: Bitboard, delta: i8) {
        for t in to {
            let from = Square::from_index_masked((t.index() as i8 - delta) as u8);
            self.visit(from, t, Piece::Pawn, None);
        }
    }
    #[inline(always)]
    fn promotions(&mut self, to: Bitboard, delta: i8) {
        for t in to {
            let from = Square::from_index_masked((t.index() as i8 - delta) as u8);
            for p in PROMOS {
                self.visit(from, t, Piece::Pawn, Some(p));
            }
        }
    }
    #[inline(always)]
    fn promotions_from(&mut self, from: Square, to: Bitboard) {
        for t in to {
            for p in PROMOS {
                self.visit(from, t, Piece::Pawn, Some(p));
            }
        }
    }
    #[inline(always)]
    fn single(&mut self, mv: Move) {
        // Castling and en passant: rare, so the full `play_unchecked`.
        let mut child = *self.parent;
        child.play_unchecked(mv);
        self.total = self.total.saturating_add(child.perft_recursive(self.depth));
    }
}

/// One castling move's geometry: the king's move, the squares that must be
/// empty, the square the king crosses and the one it lands on. Whether the
/// crossed square is attacked is already known from the king's own moves
/// (it is one of them); for the landing square, the squares from which an
/// enemy leaper would attack it (knights, pawns, the king, one set each, so
/// they are tested with three `and`s) and the rays a slider could attack it
/// along.
struct Castle {
    king_move: Move,
    empty: Bitboard,
    through: Square,
    knights: Bitboard,
    pawns: Bitboard,
    kings: Bitboard,
    /// The landing square's file: along its rank it is shielded by the
    /// king on one side and the own rook on the other (both at home when
    /// the right holds), so a rook or queen can only attack it up the file.
    file_ray: Bitboard,
    diagonal_rays: Bitboard,
}

/// The squares one of `steps` away from `sq`.
const fn leaper_mask(sq: Square, steps: &[(i8, i8)]) -> Bitboard {
    let mut mask = 0u64;
    let sq = sq.index() as i8;
    let mut s = 0;
    while s < steps.len() {
        let (df, dr) = steps[s];
        let (f, r) = (sq % 8 + df, sq / 8 + dr);
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            mask |= 1 << (r * 8 + f);
        }
        s += 1;
    }
    Bitboard(mask)
}

/// The squares along `dirs` from `sq` to the edge (on an empty board).
const fn rays(sq: Square, dirs: &[(i8, i8); 4]) -> Bitboard {
    let mut mask = 0u64;
    let sq = sq.index() as i8;
    let mut d = 0;
    while d < 4 {
        let (df, dr) = dirs[d];
        let (mut f, mut r) = (sq % 8 + df, sq / 8 + dr);
        while f >= 0 && f < 8 && r >= 0 && r < 8 {
            mask |= 1 << (r * 8 + f);
            f += df;
            r += dr;
        }
        d += 1;
    }
    Bitboard(mask)
}

/// The king's move `from`-`to` with its empty squares, crossing `through`;
/// enemy pawns attack `to` from the rank `pawn_dr` ahead of it.
const fn castle(from: Square, to: Square, empty: u64, through: Square, pawn_dr: i8) -> Castle {
    Castle {
        king_move: Move::new(from, to, None),
        empty: Bitboard(empty),
        through,
        knights: leaper_mask(to, &KNIGHT_STEPS),
        pawns: leaper_mask(to, &[(-1, pawn_dr), (1, pawn_dr)]),
        kings: leaper_mask(to, &KING_STEPS),
        file_ray: Bitboard(Bitboard::file(to.file()).0 & !(1 << to.index())),
        diagonal_rays: rays(to, &[(1, 1), (-1, 1), (1, -1), (-1, -1)]),
    }
}

/// By side (White, Black), kingside then queenside.
const CASTLING: [[Castle; 2]; 2] = [
    [
        castle(Square::E1, Square::G1, 0x60, Square::F1, 1),
        castle(Square::E1, Square::C1, 0x0e, Square::D1, 1),
    ],
    [
        castle(Square::E8, Square::G8, 0x60 << 56, Square::F8, -1),
        castle(Square::E8, Square::C8, 0x0e << 56, Square::D8, -1),
    ],
];

impl Position {
    /// Whether castling by `c` is legal, for the side to move not in check
    /// with the right to it: the squares between king and rook are empty,
    /// the square the king crosses is one of its legal moves (`king_to`)
    /// and no enemy piece attacks the square it lands on (leapers by the
    /// precomputed sets, sliders by a ray test first and a look-up only
    /// when one stands on a ray).
    #[inline(always)]
    fn castle_is_legal(
        &self,
        c: &Castle,
        king_to: Bitboard,
        them: Bitboard,
        occ: Bitboard,
    ) -> bool {
        let p = &self.pieces;
        if !king_to.contains(c.through)
            || (occ & c.empty).is_nonempty()
            || ((c.knights & p[1]) | (c.pawns & p[0]) | (c.kings & p[5])) & them != Bitboard::EMPTY
        {
            return false;
        }
        let to = c.king_move.to();
        let orth = (p[3] | p[4]) & them;
        let diag = (p[2] | p[4]) & them;
        !(((c.file_ray & orth).is_nonempty() && (rook_attacks(to, occ) & orth).is_nonempty())
            || ((c.diagonal_rays & diag).is_nonempty()
                && (bishop_attacks(to, occ) & diag).is_nonempty()))
    }
}

/// Whether a rook-moving piece of `orth` or a bishop-moving one of `diag`
/// attacks `sq` with `occ` as blockers; the empty-board rays rule most
/// cases out before any look-up.
#[inline(always)]
fn slider_attacks_square(sq: Square, occ: Bitboard, orth: Bitboard, diag: Bitboard) -> bool {
    ((rook_rays(sq) & orth).is_nonempty() && (rook_attacks(sq, occ) & orth).is_nonempty())
        || ((bishop_rays(sq) & diag).is_nonempty()
            && (bishop_attacks(sq, occ) & diag).is_nonempty())
}

impl Position {
    /// Feeds every legal move to `sink`.
    #[inline(always)]
    pub(crate) fn generate<S: Sink>(&self, sink: &mut S) {
        match self.side {
            Color::White => self.generate_for::<S, true>(sink),
            Color::Black => self.generate_for::<S, false>(sink),
        }
    }

    /// [`generate`](Position::generate) for a side to move known at compile
    /// time (`WHITE`), so that every colour-dependent shift, mask and table
    /// index folds into a constant.
    #[inline(always)]
    fn generate_for<S: Sink, const WHITE: bool>(&self, sink: &mut S) {
        // A counter gets copies for positions not in check (the common
        // case), where every target test of pawns and the checks' own
        // tests fold away, and among those for positions without a pinned
        // piece, where the pin masks and the pinned pieces' loops do.
        if S::COUNTING && self.checkers.is_empty() {
            if self.pinned.is_empty() {
                self.generate_with::<S, WHITE, false, false>(sink);
            } else {
                self.generate_with::<S, WHITE, false, true>(sink);
            }
        } else {
            self.generate_with::<S, WHITE, true, true>(sink);
        }
    }

    /// [`generate_for`](Position::generate_for), knowing whether the side
    /// to move may be in check (`CHECK`; if false, it is not) and may have
    /// pinned pieces (`PINS`; if false, it has none).
    #[inline(always)]
    fn generate_with<S: Sink, const WHITE: bool, const CHECK: bool, const PINS: bool>(
        &self,
        sink: &mut S,
    ) {
        let us = if WHITE { Color::White } else { Color::Black };
        let own = self.colors[us as usize];
        let enemy = self.colors[!us as usize];
        let occ = own | enemy;
        let p = &self.pieces;
        let king = self.kings[us as usize];
        let king_bb = Bitboard::from(king);

        // King moves: every target not attacked once the king has left.
        let occ_no_king = occ ^ king_bb;
        let mut king_to = Bitboard::EMPTY;
        let candidates = king_attacks(king) - own;
        if candidates.is_nonempty() {
            let their = |kind: usize| p[kind] & enemy;
            let orth = their(3) | their(4);
            let diag = their(2) | their(4);
            let them_pawns = their(0);
            let them_king = self.kings[!us as usize];
            // Squares next to the enemy king or taken by its pawns are out
            // set-wise; the rest one by one.
            let pawn_cover = match us {
                Color::White => them_pawns.south_west() | them_pawns.south_east(),
                Color::Black => them_pawns.north_west() | them_pawns.north_east(),
            };
            // Most squares are safe, so the attacked ones are taken out.
            king_to = candidates - king_attacks(them_king) - pawn_cover;
            for t in king_to {
                if (knight_attacks(t) & their(1)).is_nonempty()
                    || slider_attacks_square(t, occ_no_king, orth, diag)
                {
                    king_to.remove(t);
                }
            }
        }
        sink.piece(Piece::King, king, king_to);

        let checkers = if CHECK {
            self.checkers
        } else {
            Bitboard::EMPTY
        };
        if checkers.has_more_than_one() {
            return;
        }
        let target = if checkers.is_empty() {
            !own
        } else {
            between(king, checkers.lsb()) | checkers
        };
        let pinned = if PINS { self.pinned } else { Bitboard::EMPTY };

        // Knights: a pinned knight never moves.
        for sq in p[1] & (own - pinned) {
            sink.piece(Piece::Knight, sq, knight_attacks(sq) & target);
        }
        // Sliders: unpinned ones one set each (a queen's two move sets
        // never overlap, so it is one `piece` call)...
        for sq in p[2] & (own - pinned) {
            sink.piece(Piece::Bishop, sq, bishop_attacks(sq, occ) & target);
        }
        for sq in p[3] & (own - pinned) {
            sink.piece(Piece::Rook, sq, rook_attacks(sq, occ) & target);
        }
        // A queen's set is large and often gives some square its fourth
        // hit, so a counter adds it straight to the per-rank counts.
        for sq in p[4] & (own - pinned) {
            sink.queen(
                sq,
                (bishop_attacks(sq, occ) | rook_attacks(sq, occ)) & target,
            );
        }
        // ...pinned ones only along the pin line.
        let diag = p[2] | p[4];
        let orth = p[3] | p[4];
        for sq in (diag | orth) & own & pinned {
            let mut to = Bitboard::EMPTY;
            let mut kind = Piece::Queen;
            if diag.contains(sq) {
                to |= bishop_attacks(sq, occ);
            } else {
                kind = Piece::Rook;
            }
            if orth.contains(sq) {
                to |= rook_attacks(sq, occ);
            } else {
                kind = Piece::Bishop;
            }
            sink.piece(kind, sq, to & target & line(king, sq));
        }

        // Pawns, set-wise for the unpinned ones.
        let pawns = p[0] & own;
        let free = pawns - pinned;
        let empty = !occ;
        let (up, third, last) = match us {
            Color::White => (8i8, Bitboard::rank(Rank::R3), Bitboard::rank(Rank::R8)),
            Color::Black => (-8i8, Bitboard::rank(Rank::R6), Bitboard::rank(Rank::R1)),
        };
        // Out of check, pushes (to empty squares) and captures (of enemy
        // pieces) never land on an own piece: no target mask.
        let pawn_target = if CHECK { target } else { Bitboard::FULL };
        let single = free.forward(us) & empty;
        let double = (single & third).forward(us) & empty & pawn_target;
        let single = single & pawn_target;
        let fwd = free.forward(us);
        let left = fwd.west() & enemy & pawn_target;
        let right = fwd.east() & enemy & pawn_target;
        if S::COUNTING {
            // Pushes land on empty squares and left captures on enemy
            // pieces, and a single and a double push never share a target
            // (the pawn in front would block the double step). Right
            // captures may share targets with left ones, so they are
            // counted by the pawn that takes, on an own square: one set
            // counts every non-promoting pawn move.
            let takers = match us {
                Color::White => (enemy & pawn_target).south_west(),
                Color::Black => (enemy & pawn_target).north_west(),
            } & free;
            let promoting = free & last.forward(!us);
            if promoting.is_empty() {
                sink.pawns(single | double | left | takers, 0);
            } else {
                sink.pawns(((single | double | left) - last) | (takers - promoting), 0);
                sink.promotions((single | left) & last, 0);
                sink.promotions(right & last, 0);
            }
        } else {
            sink.pawns(single - last, up);
            sink.pawns(double, 2 * up);
            sink.pawns(left - last, up - 1);
            sink.pawns(right - last, up + 1);
            if ((single | left | right) & last).is_nonempty() {
                sink.promotions(single & last, up);
                sink.promotions(left & last, up - 1);
                sink.promotions(right & last, up + 1);
            }
        }
        // Pinned pawns, one by one, along their pin line.
        for sq in pawns & pinned {
            let l = line(king, sq);
            let sb = Bitboard::from(sq);
            let one = sb.forward(us) & empty & l;
            let two = (one & third).forward(us) & empty;
            let caps = pawn_attacks(us, sq) & enemy & l;
            let to = (one | two | caps) & target;
            sink.piece(Piece::Pawn, sq, to - last);
            sink.promotions_from(sq, to & last);
        }

        // En passant (the square is set only if some capture is legal, but
        // which pawn may take still needs checking).
        if let Some(ep) = self.ep {
            let victim = Square::from_index_masked((ep.index() as i8 - up) as u8);
            for from in pawn_attacks(!us, ep) & pawns {
                if self.ep_is_legal(from, ep, victim) {
                    sink.single(Move::new(from, ep, None));
                }
            }
        }

        // Castling: rights imply king and rook at home (NC-3.2); the squares
        // between must be empty and the king's path unattacked (NC-3.3).
        if checkers.is_empty() && self.castling != 0 {
            let [kingside, queenside] = &CASTLING[us as usize];
            let rights = if WHITE {
                [CastlingRights::WK, CastlingRights::WQ]
            } else {
                [CastlingRights::BK, CastlingRights::BQ]
            };
            if self.castling & rights[0] != 0 && self.castle_is_legal(kingside, king_to, enemy, occ)
            {
                sink.single(kingside.king_move);
            }
            if self.castling & rights[1] != 0
                && self.castle_is_legal(queenside, king_to, enemy, occ)
            {
                sink.single(queenside.king_move);
            }
        }
    }

    /// Every legal move, by the rules of movement alone (no draw rule stops
    /// the game here; see [`Game`](board_core::Game) for that).
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// let p: Position = "4k3/8/8/8/8/8/8/4K2R w K - 0 1".parse().unwrap();
    /// let moves = p.legal_moves();
    /// assert!(moves.iter().any(|m| m.to_string() == "e1g1"));
    /// assert_eq!(moves.len(), 15); // 5 king + 9 rook + castling
    /// ```
    #[inline]
    pub fn legal_moves(&self) -> Moves {
        let mut moves = Moves::new();
        self.generate(&mut Lister(&mut moves));
        moves
    }

    /// Appends every legal move to `moves`.
    ///
    /// ```
    /// # use lytharia::chess::{Moves, Position};
    /// let mut moves = Moves::new();
    /// Position::startpos().legal_moves_into(&mut moves);
    /// assert_eq!(moves.len(), 20);
    /// ```
    #[inline]
    pub fn legal_moves_into(&self, moves: &mut Moves) {
        self.generate(&mut Lister(moves));
    }

    /// Whether the legal move `mv` checks the other king, told without
    /// playing it: the moved piece from its new square, or a slider it
    /// uncovers. Castling and en passant are played out on a copy.
    #[inline]
    pub(crate) fn move_gives_check(&self, mv: Move) -> bool {
        let (from, to) = (mv.from(), mv.to());
        let us = self.side_to_move();
        let Some(piece) = self.kind_on(from) else {
            return false;
        };
        let special = match piece {
            Piece::King => from.file().index().abs_diff(to.file().index()) == 2,
            Piece::Pawn => from.file() != to.file() && !self.occupied().contains(to),
            _ => false,
        };
        if special {
            let mut after = *self;
            after.play_unchecked(mv);
            return after.is_check();
        }
        let king = self.king(!us);
        let occ = self.occupied().without(from) | Bitboard::from(to);
        let direct = match mv.promotion().unwrap_or(piece) {
            Piece::Pawn => pawn_attacks(us, to),
            Piece::Knight => knight_attacks(to),
            Piece::Bishop => bishop_attacks(to, occ),
            Piece::Rook => rook_attacks(to, occ),
            Piece::Queen => queen_attacks(to, occ),
            Piece::King => Bitboard::EMPTY,
        };
        if direct.contains(king) {
            return true;
        }
        let mine = self.colored(us).without(from);
        let queens = self.pieces(Piece::Queen);
        slider_attacks_square(
            king,
            occ,
            (self.pieces(Piece::Rook) | queens) & mine,
            (self.pieces(Piece::Bishop) | queens) & mine,
        )
    }

    /// The number of legal moves, counted without building a list.
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// assert_eq!(Position::startpos().count_legal_moves(), 20);
    /// ```
    #[inline]
    pub fn count_legal_moves(&self) -> u64 {
        let mut c = Counter::new();
        self.generate(&mut c);
        c.total()
    }

    /// Whether `mv` is legal here.
    ///
    /// ```
    /// # use lytharia::chess::{Move, Position};
    /// use board_core::square::Square;
    /// let p = Position::startpos();
    /// assert!(p.is_legal_move(Move::new(Square::E2, Square::E4, None)));
    /// assert!(!p.is_legal_move(Move::new(Square::E2, Square::E5, None)));
    /// ```
    pub fn is_legal_move(&self, mv: Move) -> bool {
        // Only the moving piece's moves need generating, but the full list
        // is cheap and obviously right.
        self.legal_moves().contains(&mv)
    }

    /// Plays `mv` if it is legal; otherwise returns an error and leaves the
    /// position unchanged.
    ///
    /// ```
    /// # use lytharia::chess::{Move, Position};
    /// use board_core::square::Square;
    /// let mut p = Position::startpos();
    /// assert!(p.play(Move::new(Square::E2, Square::E5, None)).is_err());
    /// assert_eq!(p, Position::startpos());
    /// p.play(Move::new(Square::E2, Square::E4, None)).unwrap();
    /// ```
    pub fn play(&mut self, mv: Move) -> Result<(), super::IllegalMoveError> {
        if !self.is_legal_move(mv) {
            return Err(super::IllegalMoveError(mv));
        }
        self.play_unchecked(mv);
        Ok(())
    }

    /// The number of move paths of length `depth` (perft), by copy-make with
    /// bulk counting at the last ply. Counts every legal move regardless of
    /// draw rules, as published perft tables do. No depth overflows the
    /// stack: plies beyond the first 48 are walked with a heap stack (one
    /// position a ply), as [`board_core::perft`] does. Counts saturate at
    /// `u64::MAX`.
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// assert_eq!(Position::startpos().perft(4), 197_281);
    /// // Stalemate: the tree ends at once, however deep one asks.
    /// let stalemate: Position = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
    /// assert_eq!(stalemate.perft(10_000), 0);
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        if depth > PERFT_RECURSION_LIMIT {
            return self.perft_deep(depth);
        }
        self.perft_recursive(depth)
    }

    /// [`perft`](Position::perft) with the root moves counted on `threads`
    /// threads (`0`: one per core); the same count at every thread count.
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// assert_eq!(Position::startpos().perft_parallel(4, 2), 197_281);
    /// ```
    #[cfg(feature = "parallel")]
    pub fn perft_parallel(&self, depth: u32, threads: usize) -> u64 {
        if depth <= 1 {
            return self.perft(depth);
        }
        self.divide_parallel(depth, threads)
            .iter()
            .fold(0u64, |total, &(_, count)| total.saturating_add(count))
    }

    /// Each legal move with the [`perft`](Position::perft) below it, in
    /// generation order, counted on `threads` threads (`0`: one per core).
    /// Empty at depth 0.
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// let split = Position::startpos().divide_parallel(3, 2);
    /// assert_eq!(split.len(), 20);
    /// assert_eq!(split.iter().map(|m| m.1).sum::<u64>(), 8_902);
    /// ```
    #[cfg(feature = "parallel")]
    pub fn divide_parallel(&self, depth: u32, threads: usize) -> Vec<(Move, u64)> {
        let moves = self.legal_moves();
        board_core::parallel::divide_moves_with(self, moves.as_slice(), depth, threads, |p, d| {
            p.perft(d)
        })
    }

    fn perft_recursive(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal_moves(),
            _ => match self.side {
                Color::White => self.perft_children::<true>(depth - 1),
                Color::Black => self.perft_children::<false>(depth - 1),
            },
        }
    }

    /// [`count_legal_moves`](Position::count_legal_moves) with the side to
    /// move known (`WHITE`); one copy per side, called from perft's last
    /// ply.
    #[inline(never)]
    fn count_for<const WHITE: bool>(&self) -> u64 {
        let mut c = Counter::new();
        self.generate_for::<_, WHITE>(&mut c);
        c.total()
    }

    /// The sum of the perft at `depth` below each legal move (`WHITE`:
    /// whether White is to move).
    #[inline(always)]
    fn perft_children<const WHITE: bool>(&self, depth: u32) -> u64 {
        let mut visitor = PerftVisitor::<WHITE> {
            parent: self,
            depth,
            total: 0,
        };
        self.generate_for::<_, WHITE>(&mut visitor);
        visitor.total
    }

    /// Perft without recursion beyond [`PERFT_RECURSION_LIMIT`]: a heap
    /// stack of (position, next move index); each frame regenerates its
    /// moves when it advances.
    fn perft_deep(&self, depth: u32) -> u64 {
        let mut stack: Vec<(Position, usize)> = vec![(*self, 0)];
        let mut total = 0u64;
        let mut moves = Moves::new();
        while !stack.is_empty() {
            let remaining = depth - (stack.len() as u32 - 1);
            let Some((state, next)) = stack.last_mut() else {
                break;
            };
            if remaining <= PERFT_RECURSION_LIMIT {
                total = total.saturating_add(state.perft_recursive(remaining));
                stack.pop();
                continue;
            }
            moves.clear();
            state.legal_moves_into(&mut moves);
            match moves.as_slice().get(*next) {
                Some(&mv) => {
                    *next += 1;
                    let mut child = *state;
                    child.play_unchecked(mv);
                    stack.push((child, 0));
                }
                None => {
                    stack.pop();
                }
            }
        }
        total
    }
}

/// Depths up to this recurse in [`Position::perft`] (a few hundred bytes
/// of stack a ply); deeper ones walk a heap stack.
const PERFT_RECURSION_LIMIT: u32 = 48;

#[cfg(test)]
mod tests {
    use super::*;

    /// A xorshift stream of bitboards, dense or sparse by `density`.
    fn sets(seed: u64, n: usize, density: u32) -> Vec<Bitboard> {
        let mut x = seed;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        (0..n)
            .map(|_| Bitboard((0..density).fold(u64::MAX, |acc, _| acc & next())))
            .collect()
    }

    // NC-8.1: the carry-save counter (ones, twos, the spill into per-rank
    // counts on a square's fourth hit, a queen's set added to the per-rank
    // counts directly, the shared last SWAR step) counts
    // exactly what `count_ones` counts, for sparse sets, dense sets and one
    // set added many times (totals below 256, as a position's move count).
    #[test]
    fn counter_adds_like_count_ones() {
        for (seed, n, density) in [(1, 10, 2), (2, 20, 3), (3, 6, 1), (4, 25, 4)] {
            let sets = sets(seed, n, density);
            let mut counter = Counter::new();
            let mut expected = 0u64;
            for (i, &set) in sets.iter().enumerate() {
                if i % 5 == 4 {
                    counter.add_four_times(set & Bitboard(0xff00_0000_0000_00ff));
                    expected += 4 * (set.0 & 0xff00_0000_0000_00ff).count_ones() as u64;
                } else if i % 5 == 2 {
                    counter.queen(Square::D4, set);
                    expected += set.0.count_ones() as u64;
                } else {
                    counter.add(set);
                    expected += set.0.count_ones() as u64;
                }
            }
            counter.single(Move::new(Square::E1, Square::G1, None));
            assert!(
                expected < 255,
                "seed {seed}: {expected} is beyond a move count"
            );
            assert_eq!(counter.total(), expected + 1, "seed {seed}");
        }
        // Each square of a rank hit 27 times: 216 moves.
        let mut counter = Counter::new();
        for _ in 0..27 {
            counter.add(Bitboard(0xff << 24));
        }
        assert_eq!(counter.total(), 27 * 8);
    }
}
