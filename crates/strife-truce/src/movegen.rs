//! Decision generation (ST-2): plain moves by bitboards on the hot path,
//! every skill and set skill on top, by the stage of the turn.

use alloc::vec::Vec;

use board_core::Square;
use board_core::square::{SquareCounter, king_attacks};

use crate::action::{Action, HopExtra, Leg, MoveSkill, PieceMove, PieceSkill, SetSkill};
use crate::piece::{Kind, cost};
use crate::resolve::{DIRS, side_of, step};
use crate::sets::SetKind;
use crate::state::{RANK_1, RANK_8, Stage, Strife, bit, last_rank, sq};

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

pub(crate) fn squares(mut b: u64) -> impl Iterator<Item = Square> {
    core::iter::from_fn(move || {
        if b == 0 {
            return None;
        }
        let s = sq(b.trailing_zeros());
        b &= b - 1;
        Some(s)
    })
}

fn pairs(b: u64, mut f: impl FnMut(Square, Square)) {
    let mut rest = b;
    while rest != 0 {
        let a = sq(rest.trailing_zeros());
        rest &= rest - 1;
        for c in squares(rest) {
            f(a, c);
        }
    }
}

/// Adds the target sets of the pieces on `pieces` to `n`, one piece on a
/// light square with one on a dark square in each set counted, for pieces
/// whose targets are all of one colour decided by their square's colour
/// (knights, bishops), so that the two sets of a pair never overlap.
#[inline]
fn count_in_colour_pairs(n: &mut SquareCounter, pieces: u64, targets: impl Fn(Square) -> u64) {
    let mut light = pieces & board_core::Bitboard::LIGHT.0;
    let mut dark = pieces & board_core::Bitboard::DARK.0;
    while light != 0 && dark != 0 {
        let (l, d) = (sq(light.trailing_zeros()), sq(dark.trailing_zeros()));
        light &= light - 1;
        dark &= dark - 1;
        n.add(targets(l) | targets(d));
    }
    for s in squares(light | dark) {
        n.add(targets(s));
    }
}

/// Where generated decisions go: a list, a counter, or a search.
pub(crate) trait Sink {
    fn push(&mut self, action: Action);

    /// One decision to each square of `targets`, made by `make`; a counter
    /// counts the squares at once.
    #[inline]
    fn push_each(&mut self, targets: u64, make: impl Fn(Square) -> Action) {
        for to in squares(targets) {
            self.push(make(to));
        }
    }
}

impl Sink for Vec<Action> {
    #[inline]
    fn push(&mut self, action: Action) {
        Vec::push(self, action);
    }
}

impl Sink for crate::list::ActionList {
    #[inline]
    fn push(&mut self, action: Action) {
        board_core::MoveBuffer::push(self, action);
    }
}

/// Counts decisions without storing them.
pub(crate) struct Count(pub u64);

impl Sink for Count {
    #[inline]
    fn push(&mut self, _: Action) {
        self.0 += 1;
    }

    #[inline]
    fn push_each(&mut self, targets: u64, _: impl Fn(Square) -> Action) {
        self.0 += u64::from(targets.count_ones());
    }
}

/// Whether any decision is generated.
#[derive(Default)]
pub(crate) struct Any(pub bool);

impl Sink for Any {
    #[inline]
    fn push(&mut self, _: Action) {
        self.0 = true;
    }
}

/// Looks for one decision.
struct Find {
    target: Action,
    found: bool,
}

impl Sink for Find {
    #[inline]
    fn push(&mut self, action: Action) {
        self.found |= action == self.target;
    }
}

/// What a set skill must leave possible (ST-2.4).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Guard {
    /// Nothing: the piece action is over, or none was possible.
    None,
    /// Some piece action.
    AnyPiece,
    /// The move of the piece that used a skill before it.
    Actor,
}

fn mv(from: Square, to: Square, promotion: Option<Kind>, skill: MoveSkill) -> Action {
    Action::Move(PieceMove {
        from,
        to,
        promotion,
        skill,
    })
}

impl Strife {
    /// Whether only plain moves are possible and the bitboard count is exact:
    /// a fresh turn, no skill or set skill affordable, no Forge Undead
    /// Sacrifice, no frozen piece to push or collide with, no invincible
    /// piece to reflect a promotion. The turn then ends with the move.
    pub(crate) fn is_plain(&self) -> bool {
        !self.turn.busy
            && self.budget() < cost::SIDE_KILL
            && self.my_set() != Some(SetKind::ForgeUndead)
            && self.frozen == 0
            && self.invincible == 0
    }

    /// Bulk count of plain moves (no skill), by bitboards.
    pub(crate) fn plain_count(&self) -> u64 {
        let me = self.me();
        let own = self.colors[me];
        let enemy = self.colors[1 - me];
        let cells = self.cells();
        let blockers = self.occ() | cells;
        let free = !(own | cells);
        let bb = board_core::Bitboard(blockers);
        let pawns = own & self.kinds[Kind::Pawn.index()];
        let fresh = pawns & self.unmoved;
        let (single, double, cap_l, cap_r, last) = if me == 0 {
            (
                (pawns << 8) & !blockers,
                ((((fresh << 8) & !blockers) << 8) & !blockers),
                ((pawns & !FILE_A) << 7) & enemy,
                ((pawns & !FILE_H) << 9) & enemy,
                RANK_8,
            )
        } else {
            (
                (pawns >> 8) & !blockers,
                ((((fresh >> 8) & !blockers) >> 8) & !blockers),
                ((pawns & !FILE_A) >> 9) & enemy,
                ((pawns & !FILE_H) >> 7) & enemy,
                RANK_1,
            )
        };
        // Per-rank partial counts (board-core's `SquareCounter`): no byte
        // overflows, at most 16 pieces reach at most 8 squares of a rank
        // (12 counted for a pawn's three promoting targets). One step, two
        // steps and captures to the left land on different squares (empty
        // one or two ahead, enemy), so one set counts them all.
        let mut n = SquareCounter::new();
        let one_each = single | double | cap_l;
        n.add(one_each & !last);
        n.add(cap_r & !last);
        if (one_each | cap_r) & last != 0 {
            n.add_times(one_each & last, 4);
            n.add_times(cap_r & last, 4);
        }
        // A knight reaches only squares of the other colour than its own, a
        // bishop only its own colour: the sets of a piece on a light and
        // one on a dark square never overlap, so each such pair is counted
        // as one set.
        let knight = |s: Square| board_core::square::knight_attacks(s).0 & free;
        let bishop = |s: Square| board_core::square::bishop_attacks(s, bb).0 & free;
        count_in_colour_pairs(&mut n, own & self.kinds[Kind::Knight.index()], knight);
        count_in_colour_pairs(&mut n, own & self.kinds[Kind::Bishop.index()], bishop);
        for s in squares(own & self.kinds[Kind::Rook.index()]) {
            n.add(board_core::square::rook_attacks(s, bb).0 & free);
        }
        // A queen's lines and diagonals never share a square: one count.
        for s in squares(own & self.kinds[Kind::Queen.index()]) {
            n.add(board_core::square::queen_attacks(s, bb).0 & free);
        }
        for s in squares(own & self.kinds[Kind::King.index()]) {
            n.add(king_attacks(s).0 & free);
        }
        n.total()
    }

    /// Plain moves of the own unfrozen pieces on `pieces`.
    fn plain_moves(&self, pieces: u64, out: &mut impl Sink) {
        let me = self.me();
        for s in squares(pieces & self.colors[me] & !self.frozen) {
            let Some(kind) = self.kind_at(s) else {
                continue;
            };
            for to in squares(self.leg_targets(s, kind, me, self.pawn_unmoved(s))) {
                for &p in self.promotions(s, to, me) {
                    out.push(Action::plain(s, to, p));
                }
            }
        }
    }

    /// Every plain move when [`is_plain`](Self::is_plain) holds (nothing
    /// frozen or invincible): [`plain_moves`](Self::plain_moves) of every
    /// piece, in the same order, with the board's masks computed once.
    fn all_plain_moves(&self, out: &mut impl Sink) {
        let me = self.me();
        let (own, enemy) = (self.colors[me], self.colors[1 - me]);
        let cells = self.cells();
        let blockers = own | enemy | cells;
        let free = !(own | cells);
        let bb = board_core::Bitboard(blockers);
        let last = last_rank(side_of(me));
        let pawns = self.kinds[Kind::Pawn.index()];
        for s in squares(own) {
            let b = bit(s);
            let targets = if pawns & b != 0 {
                let t = self.targets_in(s, Kind::Pawn, me, self.unmoved & b != 0, own, enemy);
                for to in squares(t) {
                    if last & bit(to) != 0 {
                        for p in Kind::PROMOTIONS {
                            out.push(Action::plain(s, to, Some(p)));
                        }
                    } else {
                        out.push(Action::plain(s, to, None));
                    }
                }
                continue;
            } else if self.kinds[Kind::Knight.index()] & b != 0 {
                board_core::square::knight_attacks(s).0
            } else if self.kinds[Kind::Bishop.index()] & b != 0 {
                board_core::square::bishop_attacks(s, bb).0
            } else if self.kinds[Kind::Rook.index()] & b != 0 {
                board_core::square::rook_attacks(s, bb).0
            } else if self.kinds[Kind::Queen.index()] & b != 0 {
                board_core::square::queen_attacks(s, bb).0
            } else {
                king_attacks(s).0
            };
            for to in squares(targets & free) {
                out.push(Action::plain(s, to, None));
            }
        }
    }

    /// Every legal decision, into `out`.
    pub(crate) fn generate_into(&self, out: &mut impl Sink) {
        if self.static_outcome().is_some() {
            return;
        }
        self.decisions(out, true);
    }

    /// Whether `action` is legal: for a move at the start of the turn, only
    /// the moves of its piece are generated.
    pub(crate) fn is_legal_action(&self, action: Action) -> bool {
        if self.static_outcome().is_some() {
            return false;
        }
        let mut find = Find {
            target: action,
            found: false,
        };
        match action {
            Action::Move(m) if self.turn.stage == Stage::Start => {
                if self.is_plain() {
                    self.plain_moves(bit(m.from), &mut find);
                } else {
                    self.moves(self.budget(), bit(m.from), &mut find);
                }
            }
            _ => self.decisions(&mut find, true),
        }
        find.found
    }

    /// The decisions of the turn's current stage (ST-2).
    fn decisions(&self, out: &mut impl Sink, with_end: bool) {
        let budget = self.budget();
        match self.turn.stage {
            Stage::Start => {
                if self.is_plain() {
                    self.all_plain_moves(out);
                    return;
                }
                self.moves(budget, !0, out);
                self.pre_skills(budget, out);
                self.swarm_legs(budget, out);
                let any = self.has_piece_action();
                let guard = if any { Guard::AnyPiece } else { Guard::None };
                self.set_skills(budget, guard, out);
                if with_end && !any && self.turn.busy {
                    out.push(Action::EndTurn);
                }
            }
            Stage::Committed => {
                self.committed_moves(out);
                self.set_skills(budget, Guard::Actor, out);
            }
            Stage::Moved | Stage::Done | Stage::Swarm(_) => {
                match self.turn.stage {
                    Stage::Moved => self.post_skills(budget, out),
                    Stage::Swarm(n) if n < 3 => self.swarm_legs(budget, out),
                    _ => {}
                }
                self.set_skills(budget, Guard::None, out);
                if with_end {
                    out.push(Action::EndTurn);
                }
            }
        }
    }

    /// Whether the turn may end and nothing but its end is left to decide
    /// (then it ends by itself).
    pub(crate) fn nothing_left(&self) -> bool {
        match self.turn.stage {
            Stage::Committed => false,
            Stage::Start => {
                self.turn.busy && !self.has_piece_action() && {
                    let mut any = Any(false);
                    self.set_skills(self.budget(), Guard::None, &mut any);
                    !any.0
                }
            }
            Stage::Moved | Stage::Done => {
                if self.budget() < cost::BLESS && self.my_set() != Some(SetKind::ForgeUndead) {
                    return true;
                }
                let mut any = Any(false);
                self.decisions(&mut any, false);
                !any.0
            }
            Stage::Swarm(_) => {
                let mut any = Any(false);
                self.decisions(&mut any, false);
                !any.0
            }
        }
    }

    /// Whether a piece action (a move, a skill before a move, a Swarm) is
    /// possible now, as at the start of a turn.
    pub(crate) fn has_piece_action(&self) -> bool {
        let me = self.me();
        for s in squares(self.colors[me] & !self.frozen) {
            if let Some(kind) = self.kind_at(s)
                && self.leg_targets(s, kind, me, self.pawn_unmoved(s)) != 0
            {
                return true;
            }
        }
        let budget = self.budget();
        let mut any = Any(false);
        self.moves(budget, !0, &mut any);
        if !any.0 {
            self.pre_skills(budget, &mut any);
        }
        if !any.0 {
            self.swarm_legs(budget, &mut any);
        }
        any.0
    }

    /// Whether the own unfrozen piece on `s` can make a move without a skill
    /// (a plain move or a free push of a frozen piece).
    fn piece_can_move(&self, s: Square) -> bool {
        let me = self.me();
        if self.colors[me] & !self.frozen & bit(s) == 0 {
            return false;
        }
        let Some(kind) = self.kind_at(s) else {
            return false;
        };
        if self.leg_targets(s, kind, me, self.pawn_unmoved(s)) != 0 {
            return true;
        }
        let mut any = false;
        self.push_targets(s, kind, me, 0, &mut |_, _| any = true);
        any
    }

    /// The acting piece's square, if exactly one own piece acted.
    fn actor_square(&self) -> Option<Square> {
        let a = self.turn.actor & self.colors[self.me()];
        (a.count_ones() == 1).then(|| sq(a.trailing_zeros()))
    }

    /// After a skill before the move: the acting piece's moves, without
    /// skill (free pushes included).
    fn committed_moves(&self, out: &mut impl Sink) {
        let Some(s) = self.actor_square() else { return };
        let me = self.me();
        let Some(kind) = self.kind_at(s) else { return };
        self.plain_moves(bit(s), out);
        if self.frozen & bit(s) == 0 {
            self.push_targets(s, kind, me, 0, &mut |to, _| {
                out.push(mv(s, to, None, MoveSkill::Push))
            });
        }
    }

    /// Every move of the own unfrozen pieces on `pieces`, with the skills
    /// that change the move (ST-4 to ST-9).
    fn moves(&self, budget: u8, pieces: u64, out: &mut impl Sink) {
        let me = self.me();
        let side = side_of(me);
        for s in squares(pieces & self.colors[me] & !self.frozen) {
            let Some(kind) = self.kind_at(s) else {
                continue;
            };
            let two = self.pawn_unmoved(s);
            let t = self.leg_targets(s, kind, me, two);
            if kind == Kind::Pawn {
                for to in squares(t) {
                    for &p in self.promotions(s, to, me) {
                        out.push(mv(s, to, p, MoveSkill::None));
                    }
                }
            } else {
                out.push_each(t, |to| mv(s, to, None, MoveSkill::None));
            }
            self.push_targets(s, kind, me, budget, &mut |to, _| {
                out.push(mv(s, to, None, MoveSkill::Push))
            });
            match kind {
                Kind::Pawn => {
                    if budget >= cost::SIDE_KILL {
                        let enemy = self.colors[1 - me];
                        let blockers = self.occ() | self.cells();
                        for d in DIRS {
                            let Some(s1) = step(s, d, 1) else { continue };
                            let target = if enemy & bit(s1) != 0 {
                                Some(s1)
                            } else if blockers & bit(s1) == 0 {
                                step(s, d, 2).filter(|&s2| enemy & bit(s2) != 0)
                            } else {
                                None
                            };
                            let Some(to) = target else { continue };
                            for &p in self.promotions(s, to, me) {
                                out.push(mv(s, to, p, MoveSkill::SideKill));
                            }
                        }
                    }
                    if budget >= cost::PAWN_DOUBLE_PLAY {
                        self.double_play(s, kind, t & !last_rank(side), two, out);
                    }
                }
                Kind::Knight => {
                    if budget >= cost::KNIGHT_DOUBLE_PLAY {
                        self.double_play(s, kind, t, false, out);
                    }
                    if budget >= cost::FIELD_TRAIL {
                        self.field_trails(s, t, out, |to, f| {
                            mv(s, to, None, MoveSkill::FieldTrail { freeze: f })
                        });
                    }
                }
                Kind::Bishop => {
                    if budget >= cost::BISHOP_DOUBLE_PLAY {
                        self.double_play(s, kind, t, false, out);
                    }
                }
                Kind::Rook => {}
                Kind::King => {
                    if budget >= cost::KING_DOUBLE_PLAY {
                        self.double_play(s, kind, t, false, out);
                    }
                }
                Kind::Queen => {
                    if budget >= cost::KNIGHT_HOP {
                        let kt = self.leg_targets(s, Kind::Knight, me, false);
                        let hop = |extra| MoveSkill::KnightHop { extra };
                        out.push_each(kt, |to| mv(s, to, None, hop(HopExtra::None)));
                        if budget >= cost::KNIGHT_HOP + cost::KNIGHT_DOUBLE_PLAY {
                            for mid in squares(kt) {
                                let mut a = self.clone();
                                let Some(m) = a.leg(s, mid, Kind::Knight, None) else {
                                    continue;
                                };
                                let skill = hop(HopExtra::DoublePlay { mid });
                                let second = a.leg_targets(m, Kind::Knight, me, false);
                                out.push_each(second, |to| mv(s, to, None, skill));
                            }
                        }
                        if budget >= cost::KNIGHT_HOP + cost::FIELD_TRAIL {
                            self.field_trails(s, kt, out, |to, f| {
                                mv(s, to, None, hop(HopExtra::FieldTrail { freeze: f }))
                            });
                        }
                    }
                }
            }
        }
    }

    fn double_play(&self, s: Square, kind: Kind, first: u64, two: bool, out: &mut impl Sink) {
        let me = self.me();
        let pawn = kind == Kind::Pawn;
        for mid in squares(first) {
            let skill = MoveSkill::DoublePlay { mid };
            if self.is_simple_target(mid, me) {
                // The first move only moves the piece (and removes a victim).
                let own = (self.colors[me] & !bit(s)) | bit(mid);
                let enemy = self.colors[1 - me] & !bit(mid);
                let targets = self.targets_in(mid, kind, me, two, own, enemy);
                if !pawn {
                    out.push_each(targets, |to| mv(s, to, None, skill));
                    continue;
                }
                for to in squares(targets) {
                    for &p in self.promotions_of(pawn, to, me) {
                        out.push(mv(s, to, p, skill));
                    }
                }
                continue;
            }
            let mut a = self.clone();
            let Some(m) = a.leg(s, mid, kind, None) else {
                continue;
            };
            for to in squares(a.leg_targets(m, kind, me, two)) {
                for &p in a.promotions(m, to, me) {
                    out.push(mv(s, to, p, skill));
                }
            }
        }
    }

    fn field_trails(
        &self,
        s: Square,
        targets: u64,
        out: &mut impl Sink,
        make: impl Fn(Square, Option<Square>) -> Action,
    ) {
        let ice = self.my_set() == Some(SetKind::PureIce);
        for to in squares(targets) {
            if ice {
                let mut a = self.clone();
                a.leg(s, to, Kind::Knight, None);
                for f in squares(a.occ()) {
                    out.push(make(to, Some(f)));
                }
            } else {
                out.push(make(to, None));
            }
        }
    }

    /// Skills used before the move (ST-2.2): Archer's Mark, Flee, Square
    /// Skip and the resurrections. Each is legal only if its piece can then
    /// move.
    fn pre_skills(&self, budget: u8, out: &mut impl Sink) {
        if budget < cost::SQUARE_SKIP.min(cost::ARCHERS_MARK) {
            return;
        }
        let me = self.me();
        let undead = self.my_set() == Some(SetKind::ForgeUndead);
        let (own, enemy) = (self.colors[me], self.colors[1 - me]);
        for s in squares(self.colors[me] & !self.frozen) {
            let Some(kind) = self.kind_at(s) else {
                continue;
            };
            let can_move_after = |skill: PieceSkill, at: Square| {
                if let (0, PieceSkill::ArchersMark { hit, .. }) = (self.frozen, skill) {
                    // Nothing frozen: the bishop moves on the board without
                    // the piece it shot (the shot's cells come after the
                    // move, ST-10.1); no free push exists.
                    let (own, enemy) = (own & !bit(hit), enemy & !bit(hit));
                    self.targets_in(at, Kind::Bishop, me, false, own, enemy) != 0
                } else {
                    let mut a = self.clone();
                    a.resolve_skill(skill) == Some(at) && a.piece_can_move(at)
                }
            };
            match kind {
                Kind::Bishop if budget >= cost::ARCHERS_MARK => {
                    for hit in squares(self.shot_targets(s) & !self.invincible) {
                        let skill = PieceSkill::ArchersMark { bishop: s, hit };
                        if can_move_after(skill, s) {
                            out.push(Action::Skill(skill));
                        }
                    }
                }
                Kind::King if self.frozen == 0 => {
                    // The king's step from where the skill puts it, by one
                    // mask: the squares free for it before the skill, with
                    // its old square freed and its new one taken.
                    let free = !(own | self.cells());
                    let free_after = |at: Square| (free | bit(s)) & !bit(at);
                    if budget >= cost::FLEE {
                        for with in squares(self.flee_targets(s)) {
                            // Swapped with an own piece, the own squares stay.
                            let free = if own & bit(with) != 0 {
                                free
                            } else {
                                free_after(with)
                            };
                            if king_attacks(with).0 & free != 0 {
                                out.push(Action::Skill(PieceSkill::Flee { king: s, with }));
                            }
                        }
                    }
                    if budget >= cost::SQUARE_SKIP {
                        for to in squares(self.skip_targets(s)) {
                            if king_attacks(to).0 & free_after(to) != 0 {
                                out.push(Action::Skill(PieceSkill::SquareSkip { king: s, to }));
                            }
                        }
                    }
                }
                Kind::King => {
                    if budget >= cost::FLEE {
                        for with in squares(self.flee_targets(s)) {
                            let skill = PieceSkill::Flee { king: s, with };
                            if can_move_after(skill, with) {
                                out.push(Action::Skill(skill));
                            }
                        }
                    }
                    if budget >= cost::SQUARE_SKIP {
                        for to in squares(self.skip_targets(s)) {
                            let skill = PieceSkill::SquareSkip { king: s, to };
                            if can_move_after(skill, to) {
                                out.push(Action::Skill(skill));
                            }
                        }
                    }
                }
                Kind::Queen
                    if budget >= cost::ADJACENT_RESURRECT
                        || (undead && budget >= cost::UNDEAD_RESURRECT) =>
                {
                    self.resurrections(s, budget, true, out);
                }
                _ => {}
            }
        }
    }

    /// Skills used after the move by the piece that moved (ST-2.2).
    fn post_skills(&self, budget: u8, out: &mut impl Sink) {
        if budget < cost::SQUARE_SKIP.min(cost::ARCHERS_MARK) {
            return;
        }
        let Some(s) = self.actor_square() else { return };
        if self.frozen & bit(s) != 0 {
            return;
        }
        let undead = self.my_set() == Some(SetKind::ForgeUndead);
        match self.kind_at(s) {
            Some(Kind::Bishop) if budget >= cost::ARCHERS_MARK => {
                for hit in squares(self.shot_targets(s)) {
                    out.push(Action::Skill(PieceSkill::ArchersMark { bishop: s, hit }));
                }
            }
            Some(Kind::King) => {
                if budget >= cost::FLEE {
                    for with in squares(self.flee_targets(s)) {
                        out.push(Action::Skill(PieceSkill::Flee { king: s, with }));
                    }
                }
                if budget >= cost::SQUARE_SKIP {
                    for to in squares(self.skip_targets(s)) {
                        out.push(Action::Skill(PieceSkill::SquareSkip { king: s, to }));
                    }
                }
            }
            Some(Kind::Rook) if budget >= cost::KAMIKAZE => {
                out.push(Action::Skill(PieceSkill::Kamikaze { rook: s }));
            }
            Some(Kind::Queen)
                if budget >= cost::ADJACENT_RESURRECT
                    || (undead && budget >= cost::UNDEAD_RESURRECT) =>
            {
                self.resurrections(s, budget, false, out);
            }
            _ => {}
        }
    }

    /// Resurrections by the queen on `q` (ST-9.2, ST-14.2): any two own
    /// unfrozen pieces other than the queen (Undead: one own, one unfrozen,
    /// non-invincible enemy piece) are paid, and a piece of a kind its
    /// owner has lost returns on an empty square next to the queen.
    fn resurrections(&self, q: Square, budget: u8, before: bool, out: &mut impl Sink) {
        let me = self.me();
        let kinds: Vec<Kind> = Kind::ALL
            .into_iter()
            .filter(|&k| self.dead[me][k.index()] > 0)
            .collect();
        if kinds.is_empty() {
            return;
        }
        let own = self.colors[me] & !self.frozen & !bit(q);
        let enemy = self.colors[1 - me] & !self.frozen & !self.invincible;
        let adj = king_attacks(q).0;
        let (occ, cells) = (self.occ(), self.cells());
        let last = last_rank(side_of(me));
        let mut place = |pay: [Square; 2], undead: bool| {
            let spots = adj & !(occ & !bit(pay[0]) & !bit(pay[1])) & !cells;
            for &kind in &kinds {
                let spots = if kind == Kind::Pawn {
                    spots & !last
                } else {
                    spots
                };
                for at in squares(spots) {
                    let skill = PieceSkill::Resurrect {
                        queen: q,
                        kind,
                        at,
                        pay,
                        undead,
                    };
                    if before {
                        let can_move = if self.frozen == 0 {
                            // As in `pre_skills`: the queen's own move on
                            // the board after the payment and the return.
                            let paid = bit(pay[0]) | bit(pay[1]);
                            let own = self.colors[me] & !paid | bit(at);
                            let enemy = self.colors[1 - me] & !paid;
                            self.targets_in(q, Kind::Queen, me, false, own, enemy) != 0
                        } else {
                            let mut a = self.clone();
                            a.resolve_skill(skill);
                            a.piece_can_move(q)
                        };
                        if !can_move {
                            continue;
                        }
                    }
                    out.push(Action::Skill(skill));
                }
            }
        };
        if budget >= cost::ADJACENT_RESURRECT {
            pairs(own, |x, y| place([x, y], false));
        }
        if self.my_set() == Some(SetKind::ForgeUndead) && budget >= cost::UNDEAD_RESURRECT {
            for x in squares(own) {
                for y in squares(enemy) {
                    place([x, y], true);
                }
            }
        }
    }

    /// Swarm moves (ST-12.1): the first costs the Swarm; up to three
    /// different unfrozen pieces, in any order, each a normal move.
    fn swarm_legs(&self, budget: u8, out: &mut impl Sink) {
        let me = self.me();
        let movable = match self.turn.stage {
            Stage::Start if self.my_set() == Some(SetKind::ChannelBug) && budget >= cost::SWARM => {
                self.colors[me] & !self.frozen
            }
            Stage::Swarm(n) if n < 3 => self.colors[me] & !self.frozen & !self.turn.actor,
            _ => return,
        };
        for s in squares(movable) {
            let Some(kind) = self.kind_at(s) else {
                continue;
            };
            for to in squares(self.leg_targets(s, kind, me, self.pawn_unmoved(s))) {
                for &promotion in self.promotions(s, to, me) {
                    out.push(Action::Swarm(Leg {
                        from: s,
                        to,
                        promotion,
                    }));
                }
            }
        }
    }

    /// The set skills usable now (ST-2.3, ST-10 to ST-15), each kept only
    /// if it leaves what `guard` requires.
    fn set_skills(&self, budget: u8, guard: Guard, out: &mut impl Sink) {
        let Some(set) = self.my_set() else { return };
        let me = self.me();
        let mut emit = |skill: SetSkill| {
            let keep = match guard {
                Guard::None => true,
                Guard::AnyPiece => {
                    let mut a = self.clone();
                    a.apply_set(skill);
                    a.has_piece_action()
                }
                Guard::Actor => {
                    let mut a = self.clone();
                    a.apply_set(skill);
                    a.actor_square().is_some_and(|s| a.piece_can_move(s))
                }
            };
            if keep {
                out.push(Action::Set(skill));
            }
        };
        match set {
            SetKind::StarFire | SetKind::ForceHoly => {
                if budget >= cost::SET_TRAIL && self.trail_cells() != 0 {
                    emit(SetSkill::Trail);
                }
                if set == SetKind::ForceHoly && budget >= cost::SWAP {
                    pairs(self.occ() & !self.frozen, |a, b| {
                        if self.may_stand(a, b) && self.may_stand(b, a) {
                            emit(SetSkill::Swap(a, b));
                        }
                    });
                }
                if set == SetKind::StarFire
                    && budget >= cost::INVINCIBLE
                    && self.invincible_candidates() != 0
                {
                    emit(SetSkill::Invincible);
                }
            }
            SetKind::PureIce => {
                if budget >= cost::FREEZE {
                    pairs(self.occ() & !self.turn.new_frozen, |a, b| {
                        emit(SetSkill::Freeze(a, b))
                    });
                }
            }
            SetKind::ChannelBug => {
                if budget >= cost::BLESS && self.blessed & self.colors[me] == 0 {
                    for s in squares(self.colors[me]) {
                        emit(SetSkill::Bless(s));
                    }
                }
            }
            SetKind::ForgeUndead => {
                for square in squares(self.colors[me] & !self.frozen) {
                    let Some(kind) = self.kind_at(square) else {
                        continue;
                    };
                    for &refund in kind.skill_costs() {
                        emit(SetSkill::Sacrifice { square, refund });
                    }
                }
            }
            SetKind::Void => {
                if budget >= cost::MANA_LOCK && !self.locked[1 - me] {
                    emit(SetSkill::ManaLock);
                }
            }
        }
    }
}
