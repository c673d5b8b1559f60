//! Bulk counting of the legal moves (`Game::count_moves`, perft's last
//! ply): the moves the generator in `state.rs` lists, counted as sets.
//!
//! A piece's reach is a set: steps, knight leaps and the Dragon's lines come
//! from tables; the line moves of Viceroys and Raiders stop at the nearest
//! blocker of each ray, found with one bit scan (cell indices only rise or
//! only fall along a ray, [`ASCENDS`]), or read whole from a table when
//! nothing on the rays blocks; an Elephant or Spear reaches its neighbours
//! and, past each empty one, the next cell in line. Quiet moves
//! and plain captures are counted as set sizes. Tested one by one, as the
//! generator does: the King's moves, the moves of pieces that are pinned
//! (KY-7.3), captures of Kings (support KY-6.4, first round KY-6.5,
//! elimination KY-7.3), of armoured Elephants and Spears (KY-6.7) and of
//! protected Dragons by Rabble (KY-6.6). In check by one piece, the other
//! pieces may only capture it or step between it and the King (so only
//! pieces reaching those cells or a King are looked at); in check by two,
//! only the King's moves and moves onto a checker, between one and the
//! King, or onto a King, each tested.
//!
//! The sets are `u64` on the 61 cells of the two-player board and `u128`
//! on the larger ones ([`Bits`]): the tables are `u128` and read as their
//! low half there, whose upper half is always empty. On the larger boards,
//! a piece whose reach lies within the 64 cells from cell 0, 32 or 64 (a
//! [`Frame`], `Tables::frames`) is counted with `u64` words of that frame,
//! frame by frame; a piece whose reach fits no frame is counted in two, the
//! part below its cell (a line piece's falling rays) in one and the part
//! above in the other (`Tables::visit`, `part`); the others (3-cell lines
//! from the centre, whose parts fit no frame) with `u128`. Every word
//! goes to one bit-sliced tally.

use core::ops::{BitAnd, BitOr, BitXor, Not};

use board_core::hex::HexSet;

use crate::board::EMPTY;
use crate::count::PlayerCount;
use crate::piece::Kind;
use crate::state::{Count, Kyrras, Phase};
use crate::tables::{ASCENDS, Reach, SLOTS, Tables};

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
    /// Whether the board is split into 64-bit halves for counting.
    const SPLIT: bool;
    /// The members, lowest first.
    #[inline(always)]
    fn members(self) -> Members<Self> {
        Members(self)
    }
    /// The lowest member (the set must not be empty).
    fn lowest(self) -> usize;
    /// The cells of `set` (which must fit).
    fn of(set: HexSet) -> Self;
    /// The cells of `set` in a frame: for `u64`, the 64 cells from
    /// `32 * frame` on (as bits 0 to 63); `u128` holds them all.
    fn frame_of(set: HexSet, frame: usize) -> Self;
    /// The set of the bits of `bits` (a frame's, for `u64`).
    fn of_low(bits: u64) -> Self;
    /// Adds the set's members (as one or two 64-bit words) to `tally`.
    fn tally_into(self, tally: &mut Tally<u64>);
    fn minus_one(self) -> Self;
    /// The highest member, or 0 for the empty set.
    fn highest_or_zero(self) -> usize;
    /// The bits from `bit` up.
    fn from_bit_up(bit: usize) -> Self;
    fn len(self) -> u64;
    /// The cells of the set, a frame's (for `u64`) or the board's.
    fn to_set(self, frame: usize) -> HexSet;
}

impl Bits for u64 {
    const ZERO: u64 = 0;
    const SPLIT: bool = false;
    #[inline(always)]
    fn lowest(self) -> usize {
        self.trailing_zeros() as usize
    }
    #[inline(always)]
    fn of(set: HexSet) -> u64 {
        set.0 as u64
    }
    #[inline(always)]
    fn frame_of(set: HexSet, frame: usize) -> u64 {
        (set.0 >> (32 * frame)) as u64
    }
    #[inline(always)]
    fn of_low(bits: u64) -> u64 {
        bits
    }
    #[inline(always)]
    fn tally_into(self, tally: &mut Tally<u64>) {
        tally.add(self);
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
    fn from_bit_up(bit: usize) -> u64 {
        u64::MAX << (bit & 63)
    }
    #[inline(always)]
    fn len(self) -> u64 {
        self.count_ones() as u64
    }
    #[inline(always)]
    fn to_set(self, frame: usize) -> HexSet {
        HexSet((self as u128) << (32 * frame))
    }
}

impl Bits for u128 {
    const ZERO: u128 = 0;
    const SPLIT: bool = true;
    #[inline(always)]
    fn lowest(self) -> usize {
        self.trailing_zeros() as usize
    }
    #[inline(always)]
    fn of(set: HexSet) -> u128 {
        set.0
    }
    #[inline(always)]
    fn frame_of(set: HexSet, _: usize) -> u128 {
        set.0
    }
    #[inline(always)]
    fn of_low(bits: u64) -> u128 {
        bits as u128
    }
    #[inline(always)]
    fn tally_into(self, tally: &mut Tally<u64>) {
        tally.add(self as u64);
        tally.add((self >> 64) as u64);
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
    fn from_bit_up(bit: usize) -> u128 {
        u128::MAX << (bit & 127)
    }
    #[inline(always)]
    fn len(self) -> u64 {
        self.count_ones() as u64
    }
    #[inline(always)]
    fn to_set(self, _: usize) -> HexSet {
        HexSet(self)
    }
}

/// Sums the sizes of many sets, bit-sliced: `ones`, `twos`, ... hold the
/// binary digits of how often each cell was added, so adding a set costs a
/// few word operations (more only where sets overlap), and the planes are
/// counted once at the end. What a bit stands for does not matter (the
/// total is the sum of the sets' sizes), so the words of every frame go to
/// one tally. Up to 63 sets: a move count adds at most 34 (17 pieces, each
/// as one word, or two: the halves of a `u128` set or of a split reach).
struct Tally<B> {
    planes: [B; 6],
}

impl<B: Bits> Tally<B> {
    #[inline(always)]
    fn new() -> Self {
        Tally {
            planes: [B::ZERO; 6],
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
/// nearest member of `blockers`, in `frame` (see [`Frame`]).
#[inline(always)]
fn line_reach<B: Bits, const N: usize>(
    lines: &[[HexSet; 6]; SLOTS],
    from: usize,
    blockers: B,
    frame: usize,
    dirs: [usize; N],
) -> B {
    let rays = &lines[from & (SLOTS - 1)];
    let mut reach = B::ZERO;
    for d in dirs {
        let ray = B::frame_of(rays[d], frame);
        let b = ray & blockers;
        reach = reach
            | if ASCENDS[d] {
                // Every bit up to the lowest blocker (all of them if none).
                ray & (b ^ b.minus_one())
            } else {
                // Every bit down to the highest blocker (all of them if
                // none: the highest is then taken as bit 0).
                ray & B::from_bit_up(b.highest_or_zero())
            };
    }
    reach
}

/// [`line_reach`] within `mask` (the half of a split reach that is
/// counted, or everything), short-cut when nothing in `star` (the union of
/// the rays) within `mask` blocks: usual for Raiders, whose only blockers
/// are Mountains, and for halves.
#[inline(always)]
fn star_reach<B: Bits>(
    star: &[HexSet; SLOTS],
    lines: &[[HexSet; 6]; SLOTS],
    from: usize,
    blockers: B,
    frame: usize,
    mask: B,
) -> B {
    let all = B::frame_of(star[from & (SLOTS - 1)], frame) & mask;
    if all & blockers == B::ZERO {
        all
    } else if mask == !B::ZERO {
        line_reach(lines, from, blockers, frame, [0, 1, 2, 3, 4, 5])
    } else if mask & B::from_bit_up(from - 32 * frame) == B::ZERO {
        // The falling half of a split reach: its three falling rays.
        line_reach(lines, from, blockers, frame, [0, 4, 5]) & mask
    } else {
        line_reach(lines, from, blockers, frame, [1, 2, 3]) & mask
    }
}

/// The sets the count of the non-King pieces reads, as words of one frame:
/// on the larger boards, 64 cells from cell 0, 32 or 64 as `u64` (frames 0,
/// 1 and 2, for pieces whose reach lies in them: [`Tables::frames`]), or
/// the whole board.
struct Frame<B> {
    /// Where a plain move or capture may end.
    plain: B,
    /// Enemy Kings.
    kings: B,
    /// Armoured Elephants and Spears.
    armoured: B,
    /// Armoured pieces and guarded Dragons (for Rabble).
    special: B,
    occupied: B,
    mountains: B,
    /// Mountains and enemies (what stops a Viceroy).
    walls: B,
}

/// The sets of [`Frame`] as cell sets.
struct Sets {
    plain: HexSet,
    kings: HexSet,
    armoured: HexSet,
    special: HexSet,
    occupied: HexSet,
    mountains: HexSet,
    walls: HexSet,
}

impl<B: Bits> Frame<B> {
    #[inline(always)]
    fn new(s: &Sets, frame: usize) -> Frame<B> {
        Frame {
            plain: B::frame_of(s.plain, frame),
            kings: B::frame_of(s.kings, frame),
            armoured: B::frame_of(s.armoured, frame),
            special: B::frame_of(s.special, frame),
            occupied: B::frame_of(s.occupied, frame),
            mountains: B::frame_of(s.mountains, frame),
            walls: B::frame_of(s.walls, frame),
        }
    }
}

impl Kyrras {
    /// The number of legal moves (what `generate_moves` lists).
    pub(crate) fn count_legal(&self) -> u64 {
        if self.phase == Phase::Move {
            if self.counted != 0 {
                return self.counted as u64;
            }
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
    /// an empty neighbour: every kind but the Knight may step there. In
    /// check, the moves are counted and the count kept (`counted`).
    pub(crate) fn has_board_move(&mut self) -> bool {
        let p = self.to_act as usize;
        let b = &self.board;
        let t = self.tables();
        let empty = !(b.pieces() | b.mountains);
        let own = b.owners[p];
        let steppers = own & !self.careful & !b.kinds[Kind::Knight.index()];
        if b.king(p as u8).is_none() {
            return self.any_board_move();
        }
        if steppers.iter().any(|c| t.adjacent[c].intersects(empty)) {
            return true;
        }
        if self.careful == own {
            let n = self.count_board();
            // At most MAX_MOVES (288) moves: the count fits.
            self.counted = n as u16;
            return n > 0;
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
        let mut evasion = HexSet(!0);
        // The pieces that may have a move (all when not in check).
        let mut movers = HexSet(!0);
        let mut pinnable = self.careful.without(king);
        // In check (`careful` is every own piece then, or when the King is
        // all that could move): one scan finds the checkers.
        let checkers = if self.careful == own {
            b.attackers_of(t, king, enemy)
        } else {
            HexSet::EMPTY
        };
        if let Some(checker) = checkers.first() {
            if checkers.has_many() {
                return self.count_double_check(king, checkers);
            }
            evasion = HexSet::single(checker) | self.blocking_cells(king, checker);
            pinnable = self.pinnable(p, king);
            // Only pieces that reach an evasion cell or an enemy King (whose
            // capture may be the answer) can move: the Dragon's lines and
            // the knight leaps cover every kind's reach.
            movers = HexSet::EMPTY;
            for c in (evasion | (k[Kind::King.index()] & enemy)).iter() {
                movers |= t.dragon[c] | t.knight[c];
            }
        }

        // Captures with rules of their own: Kings (always tested, and never
        // limited to the evasion cells: taking a King may eliminate the
        // checker's owner), armoured Elephants and Spears, Dragons guarded
        // against Rabble.
        let kings = k[Kind::King.index()] & enemy;
        // Enemy Elephants and Spears (armoured, KY-6.7) and Dragons
        // (guarded against Rabble, KY-6.6) when their owner has a Viceroy:
        // usually every enemy has one, so all of them are taken as such and
        // `special_capture` asks about the owner's Viceroy.
        let armoured = enemy & (k[Kind::Elephant.index()] | k[Kind::Spear.index()]);
        let guarded = enemy & k[Kind::Dragon.index()];
        let open = !(own | b.mountains | kings);
        let plain = open & evasion;

        let mut n = 0u64;
        // The King: each step tested (KY-7.4); it never takes a King (KY-6.3).
        for to in members(B::of(t.adjacent[king] & open)) {
            if (!armoured.contains(to) || self.special_capture(Kind::King, king, to))
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

        let free = own & movers & !pinned.with(king);
        let sets = Sets {
            plain,
            kings,
            armoured,
            special: armoured | guarded,
            occupied: pieces | b.mountains,
            mountains: b.mountains,
            walls: b.mountains | enemy,
        };
        let mut tally = Tally::<u64>::new();
        // One kind of piece in one frame (unrolled, so that the kind and
        // the frame are known in each copy). Frame by frame, so that a
        // frame's sets and tally stay in registers.
        macro_rules! one {
            ($f:expr, $free:expr, $frame:expr, $kind:expr, $shape:expr) => {
                let cells = $free
                    & u64::frame_of(k[$kind.index()], $frame)
                    & t.frame_bits[$shape as usize][$frame];
                if self
                    .frame_moves::<u64, ANY, $frame>(t, $f, $kind, cells, None, &mut tally, &mut n)
                {
                    return 1;
                }
            };
            // A line piece: whole, or the half of its rays in this frame.
            ($f:expr, $free:expr, $frame:expr, $kind:expr, line $l:expr) => {
                let cells =
                    $free & u64::frame_of(k[$kind.index()], $frame) & t.visit_bits[$l][$frame];
                if self.frame_moves::<u64, ANY, $frame>(
                    t,
                    $f,
                    $kind,
                    cells,
                    Some(&t.part[$l][$frame]),
                    &mut tally,
                    &mut n,
                ) {
                    return 1;
                }
            };
        }
        macro_rules! frame_kinds {
            ($frame:expr) => {
                let f = &Frame::<u64>::new(&sets, $frame);
                let mine = u64::frame_of(free, $frame);
                one!(f, mine, $frame, Kind::Rabble, Reach::Step);
                one!(f, mine, $frame, Kind::Knight, line 2);
                one!(f, mine, $frame, Kind::Dragon, line 3);
                one!(f, mine, $frame, Kind::Elephant, line 0);
                one!(f, mine, $frame, Kind::Spear, line 0);
                one!(f, mine, $frame, Kind::Raider, line 1);
                one!(f, mine, $frame, Kind::Viceroy, line 1);
            };
        }
        // On the larger boards, pieces whose reach lies in 64 cells from
        // cell 0, 32 or 64 are counted with 64-bit words, frame by frame
        // (each frame's sets made when needed, to keep few words live).
        if B::SPLIT {
            // A frame with none of the pieces is passed over whole.
            if free.intersects(t.in_frame[0]) {
                frame_kinds!(0);
            }
            if free.intersects(t.in_frame[1]) {
                frame_kinds!(1);
            }
            if free.intersects(t.in_frame[2]) {
                frame_kinds!(2);
            }
        }
        let whole = Frame::<B>::new(&sets, 0);
        // The pieces in no frame (all of them on the two-player board). On
        // the larger boards, steps and the halves of 2-cell lines always lie
        // in a frame (`tables::tests::line_halves_cover_the_reach`).
        macro_rules! rest {
            ($kind:expr, $shape:expr) => {
                if !(B::SPLIT && matches!($shape, Reach::Step | Reach::Line2)) {
                    let mut rest = free & k[$kind.index()];
                    if B::SPLIT {
                        rest &= t.unframed[$shape as usize];
                    }
                    let tl = &mut tally;
                    let rest = B::of(rest);
                    if self.frame_moves::<B, ANY, 0>(t, &whole, $kind, rest, None, tl, &mut n) {
                        return 1;
                    }
                }
            };
        }
        rest!(Kind::Rabble, Reach::Step);
        rest!(Kind::Knight, Reach::Knight);
        rest!(Kind::Dragon, Reach::Line4);
        rest!(Kind::Elephant, Reach::Line2);
        rest!(Kind::Spear, Reach::Line2);
        rest!(Kind::Raider, Reach::Line3);
        rest!(Kind::Viceroy, Reach::Line3);
        n + tally.total()
    }

    /// The legal piece moves in check by two or more pieces. Leaving a cell
    /// never stops a threat, so a move answers only if it ends on a checker,
    /// between a checker and the King (one cell may block two Viceroys, or
    /// a Viceroy behind its owner's checking piece), on a King (whose
    /// owner's pieces then leave, KY-7.3), or is the King's: only those
    /// moves are made, and each is tested (KY-7.3).
    #[inline(never)]
    fn count_double_check(&self, king: usize, checkers: HexSet) -> u64 {
        let p = self.to_act;
        let b = &self.board;
        let t = self.tables();
        let own = b.owners[p as usize];
        let mut n = 0;
        for to in (t.adjacent[king] & !(own | b.mountains)).iter() {
            if self.capture_allowed(Kind::King, king, to) && self.safe_after(p, king, to) {
                n += 1;
            }
        }
        let mut ends = checkers | (b.kinds[Kind::King.index()] & !own);
        for c in checkers.iter() {
            ends |= self.blocking_cells(king, c);
        }
        for to in ends.iter() {
            // What an own piece reaches by its movement pattern is what
            // threatens a cell (KY-7.1), so the movers are found alike.
            for from in b.attackers_of(t, to, own.without(king)).iter() {
                if let Some((_, kind)) = b.at(from)
                    && self.capture_allowed(kind, from, to)
                    && self.safe_after(p, from, to)
                {
                    n += 1;
                }
            }
        }
        n
    }

    /// Whether the piece of `kind` on `from` may end on `to` (empty or an
    /// enemy's) by the capture rules (KY-6), armour by the side it comes
    /// from (KY-6.7).
    fn capture_allowed(&self, kind: Kind, from: usize, to: usize) -> bool {
        let b = &self.board;
        match b.at(to) {
            Some((o, Kind::Elephant | Kind::Spear))
                if !matches!(kind, Kind::Elephant | Kind::Dragon | Kind::Knight)
                    && b.has_viceroy(o) =>
            {
                self.special_capture(kind, from, to)
            }
            _ => self.may_capture(kind, from, to, None),
        }
    }

    /// Counts the moves of the pieces of `kind` on `cells` (bits of the
    /// frame `f`, in which their reach lies) into `tally` (quiet moves and plain captures)
    /// and `n` (the others); with `ANY`, returns `true` at the first move.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn frame_moves<B: Bits, const ANY: bool, const F: usize>(
        &self,
        t: &Tables,
        f: &Frame<B>,
        kind: Kind,
        cells: B,
        parts: Option<&[u64; SLOTS]>,
        tally: &mut Tally<u64>,
        n: &mut u64,
    ) -> bool {
        let frame = F;
        let special = match kind {
            Kind::Rabble => f.special,
            Kind::Spear | Kind::Raider | Kind::Viceroy => f.armoured,
            _ => B::ZERO,
        };
        for c in members(cells) {
            let from = c + 32 * F;
            // A piece split into halves: only the half in this frame (the
            // other half's rays may leave it).
            let mask = match parts {
                Some(part) => B::of_low(part[from & (SLOTS - 1)]),
                None => !B::ZERO,
            };
            let r: B = match kind {
                Kind::Knight => B::frame_of(t.knight[from], frame) & mask,
                Kind::Dragon => B::frame_of(t.dragon[from], frame) & mask,
                // Elephants and Spears pass over nothing: without an empty
                // neighbour they reach only their neighbours (often none,
                // boxed in by their own side).
                Kind::Elephant | Kind::Spear => {
                    let near = B::frame_of(t.adjacent[from], frame) & mask;
                    let empty = near & !f.occupied;
                    let all = B::frame_of(t.star2[from & (SLOTS - 1)], frame) & mask;
                    if empty == B::ZERO {
                        near
                    } else if all & f.occupied == B::ZERO {
                        all
                    } else {
                        // The second cell of a ray is reached past an empty
                        // first one: of that cell's neighbours, the only one
                        // two cells from `from` in a line.
                        let mut past = B::ZERO;
                        for e in members(empty) {
                            past =
                                past | B::frame_of(t.adjacent[(e + 32 * F) & (SLOTS - 1)], frame);
                        }
                        near | (all & past & !near)
                    }
                }
                Kind::Raider => star_reach(&t.star3, &t.line3, from, f.mountains, frame, mask),
                Kind::Viceroy => star_reach(&t.star3, &t.line3, from, f.walls, frame, mask),
                Kind::King | Kind::Rabble => B::frame_of(t.adjacent[from], frame),
            };
            let targets = r & f.plain;
            (targets & !special).tally_into(tally);
            let odd = targets & special;
            let kings = r & f.kings;
            if odd | kings != B::ZERO {
                *n += self.odd_captures(kind, from, odd.to_set(F), kings.to_set(F));
            }
            if ANY && (*n > 0 || targets & !special != B::ZERO) {
                return true;
            }
        }
        false
    }

    /// The captures of the piece of `kind` on `from` with rules of their
    /// own: of the armoured or guarded pieces on `special`
    /// ([`special_capture`](Self::special_capture)) and of the Kings on
    /// `kings` (tested). Out of line, so that the count's loops keep their
    /// registers for the usual case.
    #[cold]
    #[inline(never)]
    fn odd_captures(&self, kind: Kind, from: usize, special: HexSet, kings: HexSet) -> u64 {
        let p = self.to_act;
        let mut n = 0;
        for to in special.iter() {
            n += self.special_capture(kind, from, to) as u64;
        }
        for to in kings.iter() {
            n += (self.may_capture(kind, from, to, None) && self.safe_after(p, from, to)) as u64;
        }
        n
    }

    /// Whether the piece of `kind` on `from` may take the armoured Elephant
    /// or Spear, or the guarded Dragon, on `to` (KY-6.6 to KY-6.8).
    fn special_capture(&self, kind: Kind, from: usize, to: usize) -> bool {
        let b = &self.board;
        match b.at(to) {
            // Head-on: the capturer comes from the side the defender faces.
            Some((o, Kind::Elephant | Kind::Spear)) => {
                !b.has_viceroy(o)
                    || !self.tables().line3[to][b.facing_of(to).index()].contains(from)
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
