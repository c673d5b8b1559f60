//! Bulk counting of the legal moves (`Game::count_moves`, perft's last
//! ply): the moves the generator in `state.rs` lists, counted as sets.
//!
//! A piece's reach is a set: steps, knight leaps and the Dragon's lines come
//! from tables; the line moves of Viceroys, Raiders, Elephants and Spears
//! stop at the nearest blocker of each ray, found with one bit scan (cell
//! indices only rise or only fall along a ray, [`ASCENDS`]). Quiet moves
//! and plain captures are counted as set sizes. Tested one by one, as the
//! generator does: the King's moves, the moves of pieces that are pinned
//! (KY-7.3), captures of Kings (support KY-6.4, first round KY-6.5,
//! elimination KY-7.3), of armoured Elephants and Spears (KY-6.7) and of
//! protected Dragons by Rabble (KY-6.6). In check by one piece, the other
//! pieces may only capture it or step between it and the King; in check by
//! two, every move is tested.
//!
//! The sets are `u64` on the 61 cells of the two-player board and `u128`
//! on the larger ones ([`Bits`]): the tables are `u128` and read as their
//! low half there, whose upper half is always empty.

use core::ops::{BitAnd, BitOr, BitXor, Not};

use board_core::hex::HexSet;

use crate::board::EMPTY;
use crate::count::PlayerCount;
use crate::piece::Kind;
use crate::state::{Count, Kyrras, Phase};
use crate::tables::{ASCENDS, SLOTS};

/// A set of cells as a machine word: `u64` for boards of up to 64 cells,
/// `u128` for the others.
trait Bits:
    Copy
    + Eq
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
{
    const ZERO: Self;
    /// The members, lowest first.
    #[inline(always)]
    fn members(self) -> Members<Self> {
        Members(self)
    }
    /// The lowest member (the set must not be empty).
    fn lowest(self) -> usize;
    /// The cells of `set` (which must fit).
    fn of(set: HexSet) -> Self;
    fn minus_one(self) -> Self;
    /// The highest member, or 0 for the empty set.
    fn highest_or_zero(self) -> usize;
    fn len(self) -> u64;
}

impl Bits for u64 {
    const ZERO: u64 = 0;
    #[inline(always)]
    fn lowest(self) -> usize {
        self.trailing_zeros() as usize
    }
    #[inline(always)]
    fn of(set: HexSet) -> u64 {
        set.0 as u64
    }
    #[inline(always)]
    fn minus_one(self) -> u64 {
        self.wrapping_sub(1)
    }
    #[inline(always)]
    fn highest_or_zero(self) -> usize {
        63 - (self | 1).leading_zeros() as usize
    }
    #[inline(always)]
    fn len(self) -> u64 {
        self.count_ones() as u64
    }
}

impl Bits for u128 {
    const ZERO: u128 = 0;
    #[inline(always)]
    fn lowest(self) -> usize {
        self.trailing_zeros() as usize
    }
    #[inline(always)]
    fn of(set: HexSet) -> u128 {
        set.0
    }
    #[inline(always)]
    fn minus_one(self) -> u128 {
        self.wrapping_sub(1)
    }
    #[inline(always)]
    fn highest_or_zero(self) -> usize {
        127 - (self | 1).leading_zeros() as usize
    }
    #[inline(always)]
    fn len(self) -> u64 {
        self.count_ones() as u64
    }
}

/// Sums the sizes of many sets, bit-sliced: `ones`, `twos`, ... hold the
/// binary digits of how often each cell was added, so adding a set costs a
/// few word operations (more only where sets overlap), and the planes are
/// counted once at the end. Up to 31 sets (a move count adds at most 17).
struct Tally<B> {
    planes: [B; 5],
}

impl<B: Bits> Tally<B> {
    #[inline(always)]
    fn new() -> Self {
        Tally {
            planes: [B::ZERO; 5],
        }
    }

    #[inline(always)]
    fn add(&mut self, set: B) {
        let mut carry = set;
        for plane in &mut self.planes {
            let next = *plane & carry;
            *plane = *plane ^ carry;
            if next == B::ZERO {
                return;
            }
            carry = next;
        }
    }

    #[inline(always)]
    fn total(&self) -> u64 {
        let mut n = 0;
        for (i, &plane) in self.planes.iter().enumerate() {
            if plane != B::ZERO {
                n += plane.len() << i;
            }
        }
        n
    }
}

/// The members of a set, lowest first.
#[inline(always)]
fn members<B: Bits>(set: B) -> Members<B> {
    set.members()
}

/// The members of a set of either width, lowest first.
struct Members<B>(B);

impl<B: Bits> Iterator for Members<B> {
    type Item = usize;
    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        if self.0 == B::ZERO {
            return None;
        }
        let first = self.0.lowest();
        self.0 = self.0 & self.0.minus_one();
        Some(first)
    }
}

/// The cells a line piece on `from` reaches through `lines` (its rays of
/// limited range, one per direction): each ray up to and including its
/// nearest member of `blockers`.
#[inline(always)]
fn line_reach<B: Bits>(lines: &[[HexSet; 6]; SLOTS], from: usize, blockers: B) -> B {
    let rays = &lines[from & (SLOTS - 1)];
    let mut reach = B::ZERO;
    for d in 0..6 {
        let ray = B::of(rays[d]);
        let b = ray & blockers;
        reach = reach
            | if ASCENDS[d] {
                // Every bit up to the lowest blocker (all of them if none).
                ray & (b ^ b.minus_one())
            } else {
                // The highest blocker; without one, cell 0, whose falling
                // rays are empty, so the whole ray is kept.
                ray & !B::of(lines[b.highest_or_zero() & (SLOTS - 1)][d])
            };
    }
    reach
}

impl Kyrras {
    /// The number of legal moves (what `generate_moves` lists).
    pub(crate) fn count_legal(&self) -> u64 {
        if self.phase == Phase::Move {
            self.count_board()
        } else {
            self.count_one_by_one()
        }
    }

    /// The number of legal piece moves of the player to act, whatever the
    /// phase says (`resolve` asks before settling it).
    fn count_board(&self) -> u64 {
        match self.count {
            PlayerCount::Two => self.count_board_moves::<u64, false>(),
            _ => self.count_board_moves::<u128, false>(),
        }
    }

    /// Whether the player to act has a legal piece move. Usually answered
    /// by the first piece that needs no King-safety test (KY-7.3) and has
    /// an empty neighbour: every kind but the Knight may step there.
    pub(crate) fn has_board_move(&self) -> bool {
        let p = self.to_act as usize;
        let b = &self.board;
        let t = self.tables();
        let empty = !(b.pieces() | b.mountains);
        let steppers = b.owners[p] & !self.careful & !b.kinds[Kind::Knight.index()];
        if b.king(p as u8).is_some() && steppers.iter().any(|c| t.adjacent[c].intersects(empty)) {
            return true;
        }
        self.any_board_move()
    }

    /// The exact answer of [`has_board_move`](Self::has_board_move), kept
    /// out of line: it is rarely needed.
    #[inline(never)]
    fn any_board_move(&self) -> bool {
        match self.count {
            PlayerCount::Two => self.count_board_moves::<u64, true>() > 0,
            _ => self.count_board_moves::<u128, true>() > 0,
        }
    }

    /// The generator's own count: every move made and counted.
    fn count_one_by_one(&self) -> u64 {
        let mut c = Count(0);
        self.generate_all(&mut c);
        c.0
    }

    /// The generator's count of the piece moves alone, whatever the phase
    /// says: `resolve` asks while the phase is still the previous one (a
    /// Viceroy decision, say), so the phase must not choose the moves.
    fn count_board_one_by_one(&self) -> u64 {
        let mut c = Count(0);
        self.generate_board_moves(&mut c);
        c.0
    }

    /// The legal piece moves of the player to act, counted; with `ANY`,
    /// 1 as soon as one is found.
    #[inline(always)]
    fn count_board_moves<B: Bits, const ANY: bool>(&self) -> u64 {
        let p = self.to_act;
        let b = &self.board;
        let t = self.tables();
        let Some(king) = b.king(p) else {
            return 0;
        };
        let own = b.owners[p as usize];
        let pieces = b.pieces();
        let enemy = pieces & !own;
        let k = &b.kinds;
        // Cells a non-King move may end on to answer a check (all when not
        // in check), and the pieces whose leaving may expose the King.
        let mut evasion = !B::ZERO;
        let mut pinnable = self.careful.without(king);
        if self.careful == own && b.threatened(t, king, p) {
            let checkers = b.attackers_of(t, king, enemy);
            if checkers.has_many() {
                return self.count_board_one_by_one();
            }
            let Some(checker) = checkers.first() else {
                return self.count_board_one_by_one();
            };
            evasion = B::of(HexSet::single(checker) | self.blocking_cells(king, checker));
            pinnable = self.pinnable(p, king);
        }

        // Captures with rules of their own: Kings (always tested, and never
        // limited to the evasion cells: taking a King may eliminate the
        // checker's owner), armoured Elephants and Spears, Dragons guarded
        // against Rabble.
        let kings = B::of(k[Kind::King.index()] & enemy);
        let mut armoured = HexSet::EMPTY;
        let mut guarded = HexSet::EMPTY;
        for o in 0..self.count.get() {
            if o != p as usize && b.has_viceroy(o as u8) {
                let theirs = b.owners[o];
                armoured |= theirs & (k[Kind::Elephant.index()] | k[Kind::Spear.index()]);
                guarded |= theirs & k[Kind::Dragon.index()];
            }
        }
        let armoured = B::of(armoured);
        let guarded = B::of(guarded);
        let open = !B::of(own | b.mountains) & !kings;
        let plain = open & evasion;

        let mut n = 0u64;
        // The King: each step tested (KY-7.4); it never takes a King (KY-6.3).
        for to in members(B::of(t.adjacent[king]) & open) {
            if (armoured & B::of(HexSet::single(to)) == B::ZERO
                || self.special_capture(Kind::King, king, to))
                && self.safe_after(p, king, to)
            {
                n += 1;
            }
        }
        // Pieces that may be pinned: the pinned ones are tested move by move.
        let liners =
            enemy & (k[Kind::Viceroy.index()] | k[Kind::Elephant.index()] | k[Kind::Spear.index()]);
        let mut pinned = HexSet::EMPTY;
        for from in pinnable.iter() {
            let Some(d) = (0..6).find(|&d| t.line3[king][d].contains(from)) else {
                continue;
            };
            let on_line = liners & t.line3[king][d];
            if b.reached_by_patched(t, king, on_line, from, usize::MAX, EMPTY) {
                pinned.insert(from);
                if let Some((_, kind)) = b.at(from) {
                    let mut c = Count(0);
                    self.piece_moves(&mut c, p, from, kind, true);
                    n += c.0;
                }
            }
        }
        if ANY && n > 0 {
            return n;
        }

        let free = own & !pinned.with(king);
        let occupied = B::of(pieces | b.mountains);
        let walls = B::of(b.mountains | enemy);
        let mountains = B::of(b.mountains);
        let mut quiet = Tally::<B>::new();
        // The moves of every free piece of one kind, reaching `$reach`.
        macro_rules! kind_moves {
            ($kind:expr, $special:expr, |$c:ident| $reach:expr) => {
                for $c in members(B::of(free & k[$kind.index()])) {
                    let from = $c;
                    let r: B = $reach;
                    let targets = r & plain;
                    let special: B = $special;
                    quiet.add(targets & !special);
                    for to in members(targets & special) {
                        n += self.special_capture($kind, from, to) as u64;
                    }
                    for to in members(r & kings) {
                        n += (self.may_capture($kind, from, to, None)
                            && self.safe_after(p, from, to)) as u64;
                    }
                    if ANY && (n > 0 || targets & !special != B::ZERO) {
                        return 1;
                    }
                }
            };
        }
        kind_moves!(Kind::Rabble, armoured | guarded, |c| B::of(t.adjacent[c]));
        kind_moves!(Kind::Knight, B::ZERO, |c| B::of(t.knight[c]));
        kind_moves!(Kind::Dragon, B::ZERO, |c| B::of(t.dragon[c]));
        // Elephants and Spears pass over nothing: without an empty
        // neighbour they reach only their neighbours (often none, boxed in
        // by their own side).
        let empty = !occupied;
        let two_steps = |c: usize| {
            let near = B::of(t.adjacent[c]);
            if near & empty == B::ZERO {
                near
            } else {
                line_reach(&t.line2, c, occupied)
            }
        };
        kind_moves!(Kind::Elephant, B::ZERO, |c| two_steps(c));
        kind_moves!(Kind::Spear, armoured, |c| two_steps(c));
        kind_moves!(Kind::Raider, armoured, |c| line_reach(
            &t.line3, c, mountains
        ));
        kind_moves!(Kind::Viceroy, armoured, |c| line_reach(&t.line3, c, walls));
        n + quiet.total()
    }

    /// Whether the piece of `kind` on `from` may take the armoured Elephant
    /// or Spear, or the guarded Dragon, on `to` (KY-6.6 to KY-6.8).
    fn special_capture(&self, kind: Kind, from: usize, to: usize) -> bool {
        let b = &self.board;
        match b.at(to) {
            // Head-on: the capturer comes from the side the defender faces.
            Some((_, Kind::Elephant | Kind::Spear)) => {
                !self.tables().line3[to][b.facing_of(to).index()].contains(from)
            }
            _ => self.may_capture(kind, from, to, None),
        }
    }

    /// The cells strictly between the King and a Viceroy, Elephant or Spear
    /// that threatens it along a line (empty for other checkers).
    fn blocking_cells(&self, king: usize, checker: usize) -> HexSet {
        let b = &self.board;
        let t = self.tables();
        if !matches!(
            b.at(checker),
            Some((_, Kind::Viceroy | Kind::Elephant | Kind::Spear))
        ) {
            return HexSet::EMPTY;
        }
        for d in 0..6 {
            let line = t.line3[king][d];
            if line.contains(checker) {
                return (line & !t.line3[checker][d]).without(checker);
            }
        }
        HexSet::EMPTY
    }
}
