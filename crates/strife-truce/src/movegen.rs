//! Legal-action generation (ST-2): plain moves by bitboards on the hot path,
//! every skill and set skill by copy-make on top.

use board_core::Square;
use board_core::square::{Color, king_attacks, knight_attacks};

use crate::action::{Action, HopExtra, Leg, Main, PieceAction, SetSkill, Skill, Timing};
use crate::piece::{Kind, cost};
use crate::resolve::{DIRS, Scratch, step};
use crate::sets::SetKind;
use crate::state::{RANK_1, RANK_8, Strife, back_rank, bit, last_rank, sq};

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;
const RANK_3: u64 = 0xFF << 16;
const RANK_6: u64 = 0xFF << 40;

fn squares(mut b: u64) -> impl Iterator<Item = Square> {
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

/// Where generated actions go: a list, a counter, or a search for one.
pub(crate) trait Sink {
    fn push(&mut self, action: Action);
}

impl Sink for Vec<Action> {
    #[inline]
    fn push(&mut self, action: Action) {
        Vec::push(self, action);
    }
}

/// Counts actions without storing them.
pub(crate) struct Count(pub u64);

impl Sink for Count {
    #[inline]
    fn push(&mut self, _: Action) {
        self.0 += 1;
    }
}

/// Looks for one action.
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

/// Which actions a generation pass looks at.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Focus {
    All,
    Square(Square),
    Swarm,
    Nothing,
}

fn piece(from: Square, to: Square, promotion: Option<Kind>, skill: Skill) -> Main {
    Main::Piece(PieceAction {
        from,
        to,
        promotion,
        skill,
    })
}

impl Strife {
    /// Whether only plain moves are possible and the bitboard count is exact:
    /// no skill is affordable, no Forge Undead Sacrifice, no frozen piece to
    /// push or collide with, no invincible piece to reflect a promotion.
    pub(crate) fn is_plain(&self) -> bool {
        self.budget() < cost::SIDE_KILL
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
        let (single, double, cap_l, cap_r, last) = if me == 0 {
            let single = (pawns << 8) & !blockers;
            let double = ((single & RANK_3) << 8) & !blockers;
            (
                single,
                double,
                ((pawns & !FILE_A) << 7) & enemy,
                ((pawns & !FILE_H) << 9) & enemy,
                RANK_8,
            )
        } else {
            let single = (pawns >> 8) & !blockers;
            let double = ((single & RANK_6) >> 8) & !blockers;
            (
                single,
                double,
                ((pawns & !FILE_A) >> 9) & enemy,
                ((pawns & !FILE_H) >> 7) & enemy,
                RANK_1,
            )
        };
        let pawn_count =
            |b: u64| (b & !last).count_ones() as u64 + 4 * (b & last).count_ones() as u64;
        let mut n =
            pawn_count(single) + double.count_ones() as u64 + pawn_count(cap_l) + pawn_count(cap_r);
        for s in squares(own & self.kinds[Kind::Knight.index()]) {
            n += (knight_attacks(s).0 & free).count_ones() as u64;
        }
        let diag = self.kinds[Kind::Bishop.index()] | self.kinds[Kind::Queen.index()];
        for s in squares(own & diag) {
            n += (board_core::square::bishop_attacks(s, bb).0 & free).count_ones() as u64;
        }
        let orth = self.kinds[Kind::Rook.index()] | self.kinds[Kind::Queen.index()];
        for s in squares(own & orth) {
            n += (board_core::square::rook_attacks(s, bb).0 & free).count_ones() as u64;
        }
        for s in squares(own & self.kinds[Kind::King.index()]) {
            n += (king_attacks(s).0 & free).count_ones() as u64;
        }
        n
    }

    /// Plain moves of every own unfrozen piece.
    fn plain_moves(&self, emit: &mut impl FnMut(Main, u8)) {
        let me = self.me();
        for s in squares(self.colors[me] & !self.frozen) {
            let Some(kind) = self.kind_at(s) else {
                continue;
            };
            let two = kind == Kind::Pawn && self.pawn_on_start(s, me);
            for to in squares(self.leg_targets(s, kind, me, two)) {
                for &p in self.promotions(s, to, me) {
                    emit(piece(s, to, p, Skill::None), 0);
                }
            }
        }
    }

    /// Every legal action, into `out`.
    pub(crate) fn generate_into(&self, out: &mut impl Sink) {
        if self.static_outcome().is_some() {
            return;
        }
        if self.is_plain() {
            self.plain_moves(&mut |main, _| {
                out.push(Action {
                    main,
                    set: SetSkill::None,
                })
            });
            return;
        }
        self.generate_filtered(None, out);
    }

    /// Whether `action` is legal: generates only the actions that share its
    /// moving piece (or Swarm, or set-only turn) and sacrificed piece.
    pub(crate) fn is_legal_action(&self, action: Action) -> bool {
        if self.static_outcome().is_some() {
            return false;
        }
        let mut find = Find {
            target: action,
            found: false,
        };
        self.generate_filtered(Some(action), &mut find);
        find.found
    }

    fn has_piece_action(&self, budget: u8) -> bool {
        let mut any = false;
        self.piece_mains(budget, Focus::All, &mut |_, _| any = true);
        any
    }

    /// Generation, restricted to actions like `filter` when given.
    fn generate_filtered(&self, filter: Option<Action>, out: &mut impl Sink) {
        let budget = self.budget();
        let focus = match filter.map(|f| f.main) {
            None => Focus::All,
            Some(Main::Piece(p)) => Focus::Square(p.from),
            Some(Main::Swarm { .. }) => Focus::Swarm,
            Some(Main::None) => Focus::Nothing,
        };
        let wanted = |main: &Main| filter.is_none_or(|f| f.main == *main);
        let sacrifice = match filter.map(|f| f.set) {
            None => None,
            Some(SetSkill::Sacrifice(s)) => Some(Some(s)),
            Some(_) => Some(None),
        };
        let mut any = None;
        if !matches!(sacrifice, Some(Some(_))) {
            let mut found = false;
            self.piece_mains(budget, focus, &mut |main, c| {
                found = true;
                if wanted(&main) {
                    self.with_set_skills(main, budget - c, out);
                }
            });
            if focus == Focus::All {
                any = Some(found);
            }
            if matches!(focus, Focus::All | Focus::Nothing)
                && !*any.get_or_insert_with(|| self.has_piece_action(budget))
            {
                self.set_only(budget, out);
            }
        }
        if self.my_set() == Some(SetKind::ForgeUndead) && !matches!(sacrifice, Some(None)) {
            let me = self.me();
            let mut victims = self.colors[me] & !self.frozen;
            if let Some(Some(s)) = sacrifice {
                victims &= bit(s);
            }
            for s in squares(victims) {
                let mut after = self.clone();
                let refund = after.kind_at(s).map_or(0, Kind::sacrifice_refund);
                after.kill(s);
                after.mana[me] = after.mana[me].saturating_add(refund).min(cost::MANA_CAP);
                let set = SetSkill::Sacrifice(s);
                after.piece_mains(after.budget(), focus, &mut |main, _| {
                    if wanted(&main) {
                        out.push(Action { main, set })
                    }
                });
                if matches!(focus, Focus::All | Focus::Nothing)
                    && !*any.get_or_insert_with(|| self.has_piece_action(budget))
                {
                    out.push(Action {
                        main: Main::None,
                        set,
                    });
                }
            }
        }
    }

    /// Turns with no piece action (ST-2.4): one set skill alone.
    fn set_only(&self, budget: u8, out: &mut impl Sink) {
        let main = Main::None;
        let me = self.me();
        let push = |out: &mut dyn Sink, set| out.push(Action { main, set });
        match self.my_set() {
            Some(SetKind::PureIce) if budget >= cost::FREEZE => {
                pairs(self.occ(), |a, b| push(out, SetSkill::Freeze(a, b)))
            }
            Some(SetKind::ChannelBug) if budget >= cost::BLESS => {
                for s in squares(self.colors[me]) {
                    push(out, SetSkill::Bless(s));
                }
            }
            Some(SetKind::ForceHoly) if budget >= cost::SWAP => self.swaps(out, main),
            Some(SetKind::Void) if budget >= cost::MANA_LOCK => push(out, SetSkill::ManaLock),
            _ => {}
        }
    }

    fn swaps(&self, out: &mut impl Sink, main: Main) {
        pairs(self.occ() & !self.frozen, |a, b| {
            if self.may_stand(a, b) && self.may_stand(b, a) {
                out.push(Action {
                    main,
                    set: SetSkill::Swap(a, b),
                });
            }
        });
    }

    /// The state right after the piece action (before the set skill).
    fn after_main(&self, main: Main, trail: bool) -> (Strife, Scratch) {
        let mut s = self.clone();
        let mut sc = Scratch::default();
        let _ = s.resolve_main(main, trail, &mut sc);
        (s, sc)
    }

    /// `main` alone and with each affordable set skill (ST-2.3).
    fn with_set_skills(&self, main: Main, rem: u8, out: &mut impl Sink) {
        out.push(Action {
            main,
            set: SetSkill::None,
        });
        if matches!(main, Main::Swarm { .. }) {
            return;
        }
        let me = self.me();
        match self.my_set() {
            Some(set @ (SetKind::StarFire | SetKind::ForceHoly)) if rem >= cost::SET_TRAIL => {
                let (after, sc) = self.after_main(main, false);
                if sc.trail & !after.occ() & !sc.aoe != 0 {
                    out.push(Action {
                        main,
                        set: SetSkill::Trail,
                    });
                }
                if set == SetKind::ForceHoly && rem >= cost::SWAP {
                    after.swaps(out, main);
                }
                if set == SetKind::StarFire
                    && rem >= cost::INVINCIBLE
                    && after.invincible_candidates(&sc) != 0
                {
                    out.push(Action {
                        main,
                        set: SetSkill::Invincible,
                    });
                }
            }
            Some(SetKind::PureIce) if rem >= cost::FREEZE => {
                let (after, _) = self.after_main(main, false);
                pairs(after.occ(), |a, b| {
                    out.push(Action {
                        main,
                        set: SetSkill::Freeze(a, b),
                    })
                });
            }
            Some(SetKind::ChannelBug) if rem >= cost::BLESS => {
                let (after, _) = self.after_main(main, false);
                for s in squares(after.colors[me]) {
                    out.push(Action {
                        main,
                        set: SetSkill::Bless(s),
                    });
                }
            }
            Some(SetKind::Void) if rem >= cost::MANA_LOCK => out.push(Action {
                main,
                set: SetSkill::ManaLock,
            }),
            _ => {}
        }
    }

    /// Every piece action (with its skill) and Swarm, with its mana cost.
    pub(crate) fn piece_mains(&self, budget: u8, focus: Focus, emit: &mut impl FnMut(Main, u8)) {
        let me = self.me();
        let side = if me == 0 { Color::White } else { Color::Black };
        let set = self.my_set();
        let pieces = match focus {
            Focus::All => self.colors[me],
            Focus::Square(s) => self.colors[me] & bit(s),
            Focus::Swarm | Focus::Nothing => 0,
        };
        for s in squares(pieces & !self.frozen) {
            let Some(kind) = self.kind_at(s) else {
                continue;
            };
            let two = kind == Kind::Pawn && self.pawn_on_start(s, me);
            let t = self.leg_targets(s, kind, me, two);
            for to in squares(t) {
                for &p in self.promotions(s, to, me) {
                    emit(piece(s, to, p, Skill::None), 0);
                }
            }
            self.push_targets(s, kind, me, budget, &mut |to, c| {
                emit(piece(s, to, None, Skill::Push), c)
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
                            if back_rank(side) & bit(to) != 0 {
                                continue;
                            }
                            for &p in self.promotions(s, to, me) {
                                emit(piece(s, to, p, Skill::SideKill), cost::SIDE_KILL);
                            }
                        }
                    }
                    if budget >= cost::PAWN_DOUBLE_PLAY {
                        self.double_play(
                            s,
                            kind,
                            t & !last_rank(side),
                            two,
                            cost::PAWN_DOUBLE_PLAY,
                            emit,
                        );
                    }
                }
                Kind::Knight => {
                    if budget >= cost::KNIGHT_DOUBLE_PLAY {
                        self.double_play(s, kind, t, false, cost::KNIGHT_DOUBLE_PLAY, emit);
                    }
                    if budget >= cost::FIELD_TRAIL {
                        self.field_trails(
                            s,
                            t,
                            cost::FIELD_TRAIL,
                            &mut |to, f| piece(s, to, None, Skill::FieldTrail { freeze: f }),
                            emit,
                        );
                    }
                }
                Kind::Bishop => {
                    if budget >= cost::ARCHERS_MARK {
                        for hit in squares(self.shot_targets(s) & !self.invincible) {
                            // The piece hit dies, unless its ice breaks instead.
                            let gone = if self.frozen & bit(hit) != 0 {
                                0
                            } else {
                                bit(hit)
                            };
                            let (own, enemy) =
                                (self.colors[me] & !gone, self.colors[1 - me] & !gone);
                            let skill = Skill::ArchersMark {
                                hit,
                                timing: Timing::Before,
                            };
                            for to in squares(self.targets_in(s, kind, me, false, own, enemy)) {
                                emit(piece(s, to, None, skill), cost::ARCHERS_MARK);
                            }
                        }
                        for to in squares(t) {
                            if self.is_simple_target(to, me) {
                                let occ = (self.occ() & !bit(s)) | bit(to);
                                for hit in squares(self.shot_targets_in(to, occ)) {
                                    let skill = Skill::ArchersMark {
                                        hit,
                                        timing: Timing::After,
                                    };
                                    emit(piece(s, to, None, skill), cost::ARCHERS_MARK);
                                }
                                continue;
                            }
                            let mut a = self.clone();
                            if let Some(at) = a.leg(s, to, kind, None, &mut Scratch::default()) {
                                for hit in squares(a.shot_targets(at)) {
                                    let skill = Skill::ArchersMark {
                                        hit,
                                        timing: Timing::After,
                                    };
                                    emit(piece(s, to, None, skill), cost::ARCHERS_MARK);
                                }
                            }
                        }
                    }
                    if budget >= cost::BISHOP_DOUBLE_PLAY {
                        self.double_play(s, kind, t, false, cost::BISHOP_DOUBLE_PLAY, emit);
                    }
                }
                Kind::Rook => {
                    if budget >= cost::KAMIKAZE {
                        for to in squares(t) {
                            // Only a reflected move kills the rook before it explodes.
                            if self.invincible & !self.frozen & self.colors[1 - me] & bit(to) == 0 {
                                emit(piece(s, to, None, Skill::Kamikaze), cost::KAMIKAZE);
                            }
                        }
                    }
                }
                Kind::King => {
                    if budget >= cost::FLEE {
                        let (own, enemy) = (self.colors[me], self.colors[1 - me]);
                        for with in squares(self.flee_targets(s)) {
                            // After the swap the king stands on `with`.
                            let (own, enemy) = if own & bit(with) != 0 {
                                (own, enemy)
                            } else {
                                ((own & !bit(s)) | bit(with), (enemy & !bit(with)) | bit(s))
                            };
                            let skill = Skill::Flee {
                                with,
                                timing: Timing::Before,
                            };
                            for to in squares(self.targets_in(with, kind, me, false, own, enemy)) {
                                emit(piece(s, to, None, skill), cost::FLEE);
                            }
                        }
                        for to in squares(t) {
                            if self.is_simple_target(to, me) {
                                let occ = (self.occ() & !bit(s)) | bit(to);
                                let pawns = self.kinds[Kind::Pawn.index()] & !bit(to);
                                for with in squares(self.flee_targets_in(to, occ, pawns)) {
                                    let skill = Skill::Flee {
                                        with,
                                        timing: Timing::After,
                                    };
                                    emit(piece(s, to, None, skill), cost::FLEE);
                                }
                                continue;
                            }
                            let mut a = self.clone();
                            if let Some(at) = a.leg(s, to, kind, None, &mut Scratch::default()) {
                                for with in squares(a.flee_targets(at)) {
                                    let skill = Skill::Flee {
                                        with,
                                        timing: Timing::After,
                                    };
                                    emit(piece(s, to, None, skill), cost::FLEE);
                                }
                            }
                        }
                    }
                    if budget >= cost::KING_DOUBLE_PLAY {
                        self.double_play(s, kind, t, false, cost::KING_DOUBLE_PLAY, emit);
                    }
                    if budget >= cost::SQUARE_SKIP {
                        for via in squares(self.skip_targets(s)) {
                            let own = (self.colors[me] & !bit(s)) | bit(via);
                            let enemy = self.colors[1 - me];
                            let skill = Skill::SquareSkip {
                                via,
                                timing: Timing::Before,
                            };
                            for to in squares(self.targets_in(via, kind, me, false, own, enemy)) {
                                emit(piece(s, to, None, skill), cost::SQUARE_SKIP);
                            }
                        }
                        for via in squares(t) {
                            if self.is_simple_target(via, me) {
                                let occ = (self.occ() & !bit(s)) | bit(via);
                                let skill = Skill::SquareSkip {
                                    via,
                                    timing: Timing::After,
                                };
                                for to in squares(self.skip_targets_in(via, occ)) {
                                    emit(piece(s, to, None, skill), cost::SQUARE_SKIP);
                                }
                                continue;
                            }
                            let mut a = self.clone();
                            if let Some(at) = a.leg(s, via, kind, None, &mut Scratch::default()) {
                                let skill = Skill::SquareSkip {
                                    via,
                                    timing: Timing::After,
                                };
                                for to in squares(a.skip_targets(at)) {
                                    emit(piece(s, to, None, skill), cost::SQUARE_SKIP);
                                }
                            }
                        }
                    }
                }
                Kind::Queen => {
                    if budget >= cost::KNIGHT_HOP {
                        let kt = self.leg_targets(s, Kind::Knight, me, false);
                        for to in squares(kt) {
                            let skill = Skill::KnightHop {
                                extra: HopExtra::None,
                            };
                            emit(piece(s, to, None, skill), cost::KNIGHT_HOP);
                        }
                        let dp = cost::KNIGHT_HOP + cost::KNIGHT_DOUBLE_PLAY;
                        if budget >= dp {
                            for mid in squares(kt) {
                                let mut a = self.clone();
                                let Some(m) =
                                    a.leg(s, mid, Kind::Knight, None, &mut Scratch::default())
                                else {
                                    continue;
                                };
                                let skill = Skill::KnightHop {
                                    extra: HopExtra::DoublePlay { mid },
                                };
                                for to in squares(a.leg_targets(m, Kind::Knight, me, false)) {
                                    emit(piece(s, to, None, skill), dp);
                                }
                            }
                        }
                        let ft = cost::KNIGHT_HOP + cost::FIELD_TRAIL;
                        if budget >= ft {
                            self.field_trails(
                                s,
                                kt,
                                ft,
                                &mut |to, f| {
                                    piece(
                                        s,
                                        to,
                                        None,
                                        Skill::KnightHop {
                                            extra: HopExtra::FieldTrail { freeze: f },
                                        },
                                    )
                                },
                                emit,
                            );
                        }
                    }
                    let undead = set == Some(SetKind::ForgeUndead);
                    if budget >= cost::UNDEAD_RESURRECT
                        && (undead || budget >= cost::ADJACENT_RESURRECT)
                    {
                        self.resurrections(s, t, budget, undead, emit);
                    }
                }
            }
        }
        if set == Some(SetKind::ChannelBug)
            && budget >= cost::SWARM
            && matches!(focus, Focus::All | Focus::Swarm)
        {
            let legs = [Leg {
                from: Square::A1,
                to: Square::A1,
                promotion: None,
            }; 3];
            self.swarm(legs, 0, 0, 0, emit);
        }
    }

    fn double_play(
        &self,
        s: Square,
        kind: Kind,
        first: u64,
        two: bool,
        c: u8,
        emit: &mut impl FnMut(Main, u8),
    ) {
        let me = self.me();
        let pawn = kind == Kind::Pawn;
        for mid in squares(first) {
            let skill = Skill::DoublePlay { mid };
            if self.is_simple_target(mid, me) {
                // The first move only moves the piece (and removes a victim).
                let (own, enemy) = self.after_simple(s, mid, me);
                for to in squares(self.targets_in(mid, kind, me, two, own, enemy)) {
                    for &p in self.promotions_of(pawn, to, me) {
                        emit(piece(s, to, p, skill), c);
                    }
                }
                continue;
            }
            let mut a = self.clone();
            let Some(m) = a.leg(s, mid, kind, None, &mut Scratch::default()) else {
                continue;
            };
            for to in squares(a.leg_targets(m, kind, me, two)) {
                for &p in a.promotions(m, to, me) {
                    emit(piece(s, to, p, skill), c);
                }
            }
        }
    }

    /// Own and enemy squares after a simple move (or capture) from `s` to `t`.
    fn after_simple(&self, s: Square, t: Square, me: usize) -> (u64, u64) {
        (
            (self.colors[me] & !bit(s)) | bit(t),
            self.colors[1 - me] & !bit(t),
        )
    }

    fn field_trails(
        &self,
        s: Square,
        targets: u64,
        c: u8,
        make: &mut impl FnMut(Square, Option<Square>) -> Main,
        emit: &mut impl FnMut(Main, u8),
    ) {
        let ice = self.my_set() == Some(SetKind::PureIce);
        for to in squares(targets) {
            if ice {
                let mut a = self.clone();
                a.leg(s, to, Kind::Knight, None, &mut Scratch::default());
                for f in squares(a.occ()) {
                    emit(make(to, Some(f)), c);
                }
            } else {
                emit(make(to, None), c);
            }
        }
    }

    fn resurrections(
        &self,
        s: Square,
        t: u64,
        budget: u8,
        undead: bool,
        emit: &mut impl FnMut(Main, u8),
    ) {
        let me = self.me();
        for to in squares(t) {
            let mut a = self.clone();
            let Some(q) = a.leg(s, to, Kind::Queen, None, &mut Scratch::default()) else {
                continue;
            };
            let adj = king_attacks(q).0;
            let own = adj & a.colors[me] & !a.frozen;
            let enemy = adj & a.colors[1 - me] & !a.frozen & !a.invincible;
            let kinds: Vec<Kind> = Kind::ALL
                .into_iter()
                .filter(|&k| k != Kind::King && a.dead[me][k.index()] > 0)
                .collect();
            if kinds.is_empty() {
                continue;
            }
            let mut place = |pay: [Square; 2], undead: bool, c: u8| {
                let mut b = a.clone();
                b.kill(pay[0]);
                b.kill(pay[1]);
                let spots = adj & !b.occ() & !b.cells();
                for &k in &kinds {
                    let spots = if k == Kind::Pawn {
                        spots & !(RANK_1 | RANK_8)
                    } else {
                        spots
                    };
                    for at in squares(spots) {
                        let skill = Skill::Resurrect {
                            kind: k,
                            at,
                            pay,
                            undead,
                        };
                        emit(piece(s, to, None, skill), c);
                    }
                }
            };
            if budget >= cost::ADJACENT_RESURRECT {
                pairs(own, |x, y| place([x, y], false, cost::ADJACENT_RESURRECT));
            }
            if undead {
                for x in squares(own) {
                    for y in squares(enemy) {
                        place([x, y], true, cost::UNDEAD_RESURRECT);
                    }
                }
            }
        }
    }

    fn swarm(
        &self,
        mut legs: [Leg; 3],
        len: usize,
        min_from: usize,
        moved: u64,
        emit: &mut impl FnMut(Main, u8),
    ) {
        let me = self.me();
        let above = (!0u64).checked_shl(min_from as u32).unwrap_or(0);
        let movable = self.colors[me] & !self.frozen & !moved & above;
        for s in squares(movable) {
            let Some(kind) = self.kind_at(s) else {
                continue;
            };
            let two = kind == Kind::Pawn && self.pawn_on_start(s, me);
            for to in squares(self.leg_targets(s, kind, me, two)) {
                for &p in self.promotions(s, to, me) {
                    let mut a = self.clone();
                    let end = a.leg(s, to, kind, p, &mut Scratch::default());
                    legs[len] = Leg {
                        from: s,
                        to,
                        promotion: p,
                    };
                    if len >= 1 {
                        emit(
                            Main::Swarm {
                                legs,
                                len: len as u8 + 1,
                            },
                            cost::SWARM,
                        );
                    }
                    if len < 2 {
                        let moved = moved | end.map_or(0, bit);
                        a.swarm(legs, len + 1, s.index() + 1, moved, emit);
                    }
                }
            }
        }
    }
}
