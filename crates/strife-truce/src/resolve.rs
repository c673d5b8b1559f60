//! Carrying out a turn: the board primitives every action is built from, and
//! the end-of-turn bookkeeping (mana, expiry).

use board_core::Square;
use board_core::square::{
    Color, between, bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks,
    rook_attacks,
};

use crate::action::{Action, HopExtra, Leg, MoveSkill, PieceMove, PieceSkill, SetSkill};
use crate::piece::{Kind, cost};
use crate::sets::SetKind;
use crate::state::{
    Stage, Strife, Turn, bit, dead_key, expiry_and_unmoved_keys, home_colour, last_rank,
    locked_key, mana_key, piece_key, side_key, sq, turns_left_key,
};

/// The 8 directions as (file, rank) steps.
pub(crate) const DIRS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

pub(crate) fn step(s: Square, d: (i8, i8), n: i8) -> Option<Square> {
    s.offset(d.0 * n, d.1 * n)
}

/// The unit step from `a` toward `b` if they share a line.
pub(crate) fn direction(a: Square, b: Square) -> Option<(i8, i8)> {
    let df = b.file().index() as i8 - a.file().index() as i8;
    let dr = b.rank().index() as i8 - a.rank().index() as i8;
    if (df == 0 && dr == 0) || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return None;
    }
    Some((df.signum(), dr.signum()))
}

/// The squares a move leaves or crosses: its origin, the squares between for
/// line moves, and the long leg of a knight's L (ST-10.1).
pub(crate) fn leg_trail(knight_move: bool, from: Square, to: Square) -> u64 {
    if knight_move {
        let df = to.file().index() as i8 - from.file().index() as i8;
        let dr = to.rank().index() as i8 - from.rank().index() as i8;
        let d = if dr.abs() == 2 {
            (0, dr.signum())
        } else {
            (df.signum(), 0)
        };
        let mut t = bit(from);
        for n in 1..=2 {
            if let Some(s) = step(from, d, n) {
                t |= bit(s);
            }
        }
        t
    } else {
        bit(from) | between(from, to).0
    }
}

pub(crate) fn side_of(me: usize) -> Color {
    if me == 0 { Color::White } else { Color::Black }
}

impl Strife {
    pub(crate) fn me(&self) -> usize {
        self.side.index()
    }

    pub(crate) fn my_set(&self) -> Option<SetKind> {
        self.sets.get(self.me())
    }

    /// Mana that may be spent now (0 while mana-locked, ST-15.2).
    pub(crate) fn budget(&self) -> u8 {
        if self.locked[self.me()] {
            0
        } else {
            self.mana[self.me()]
        }
    }

    /// Pays `c` mana (ST-2.6).
    fn pay(&mut self, c: u8) {
        let me = self.me();
        self.mana[me] = self.mana[me].saturating_sub(c);
    }

    /// Removes the piece on `s` (it dies: it joins its owner's dead).
    pub(crate) fn kill(&mut self, s: Square) {
        let b = bit(s);
        let Some(c) = self.color_at(s) else { return };
        if let Some(k) = self.kind_at(s) {
            self.kinds[k.index()] &= !b;
            self.dead[c][k.index()] = self.dead[c][k.index()].saturating_add(1);
        }
        self.colors[c] &= !b;
        for status in self.statuses() {
            *status &= !b;
        }
        self.unmoved &= !b;
    }

    /// The statuses that belong to pieces and follow them (ST-16.5).
    fn statuses(&mut self) -> [&mut u64; 6] {
        [
            &mut self.frozen,
            &mut self.invincible,
            &mut self.blessed,
            &mut self.turn.actor,
            &mut self.turn.new_frozen,
            &mut self.turn.new_invincible,
        ]
    }

    /// Moves the piece on `from` to the empty square `to`, with its statuses.
    /// A pawn that leaves its square has made its first move (ST-4.1).
    pub(crate) fn relocate(&mut self, from: Square, to: Square) {
        if from == to {
            return;
        }
        let f = bit(from);
        let m = f | bit(to);
        self.unmoved &= !f;
        if let Some(k) = self.kinds.iter_mut().find(|k| **k & f != 0) {
            *k ^= m;
        }
        if let Some(c) = self.colors.iter_mut().find(|c| **c & f != 0) {
            *c ^= m;
        }
        for status in self.statuses() {
            if *status & f != 0 {
                *status ^= m;
            }
        }
    }

    /// Exchanges the pieces (and their statuses) on `a` and `b`.
    pub(crate) fn swap_squares(&mut self, a: Square, b: Square) {
        let (ba, bb_) = (bit(a), bit(b));
        self.unmoved &= !(ba | bb_);
        let [s0, s1, s2, s3, s4, s5] = self.statuses();
        let statuses = [s0, s1, s2, s3, s4, s5];
        for bb in statuses {
            if (*bb & ba != 0) != (*bb & bb_ != 0) {
                *bb ^= ba | bb_;
            }
        }
        for bb in self.kinds.iter_mut().chain(self.colors.iter_mut()) {
            if (*bb & ba != 0) != (*bb & bb_ != 0) {
                *bb ^= ba | bb_;
            }
        }
    }

    /// Whether the piece on `piece_on` may be placed on `target` by a swap
    /// or a push: a pawn never stands on its last rank (ST-4.1).
    pub(crate) fn may_stand(&self, piece_on: Square, target: Square) -> bool {
        let b = bit(piece_on);
        if self.kinds[Kind::Pawn.index()] & b == 0 {
            return true;
        }
        let side = if self.colors[0] & b != 0 {
            Color::White
        } else {
            Color::Black
        };
        last_rank(side) & bit(target) == 0
    }

    /// The targets of a normal move of the piece on `from` moving as `mv`
    /// for side `me` (ST-4 to ST-9). Captures of frozen and invincible
    /// pieces are included (they collide or reflect, ST-10.3, ST-11.3).
    pub(crate) fn leg_targets(&self, from: Square, mv: Kind, me: usize, two_step: bool) -> u64 {
        self.targets_in(from, mv, me, two_step, self.colors[me], self.colors[1 - me])
    }

    /// [`leg_targets`](Self::leg_targets) with the given own and enemy
    /// squares instead of the board's (for a board after a simple move).
    pub(crate) fn targets_in(
        &self,
        from: Square,
        mv: Kind,
        me: usize,
        two_step: bool,
        own: u64,
        enemy: u64,
    ) -> u64 {
        let cells = self.cells();
        let blockers = own | enemy | cells;
        let free = !(own | cells);
        let b = board_core::Bitboard(blockers);
        match mv {
            Kind::Pawn => {
                let mut t = pawn_attacks(side_of(me), from).0 & enemy;
                let fwd: i8 = if me == 0 { 1 } else { -1 };
                if let Some(one) = from.offset(0, fwd)
                    && blockers & bit(one) == 0
                {
                    t |= bit(one);
                    if two_step
                        && let Some(two) = from.offset(0, 2 * fwd)
                        && blockers & bit(two) == 0
                    {
                        t |= bit(two);
                    }
                }
                t
            }
            Kind::Knight => knight_attacks(from).0 & free,
            Kind::Bishop => bishop_attacks(from, b).0 & free,
            Kind::Rook => rook_attacks(from, b).0 & free,
            Kind::Queen => queen_attacks(from, b).0 & free,
            Kind::King => king_attacks(from).0 & free,
        }
    }

    /// Whether the pawn on `from` has not moved yet (two-square advance, ST-4.1).
    pub(crate) fn pawn_unmoved(&self, from: Square) -> bool {
        self.unmoved & bit(from) != 0
    }

    /// The promotion choices of a normal pawn move to `to`: four on the last
    /// rank (unless the move collides or is reflected), else none.
    pub(crate) fn promotions(
        &self,
        from: Square,
        to: Square,
        me: usize,
    ) -> &'static [Option<Kind>] {
        let pawn = self.kinds[Kind::Pawn.index()] & bit(from) != 0;
        self.promotions_of(pawn, to, me)
    }

    /// [`promotions`](Self::promotions) for a piece known to be a pawn or not.
    pub(crate) fn promotions_of(
        &self,
        pawn: bool,
        to: Square,
        me: usize,
    ) -> &'static [Option<Kind>] {
        const FOUR: [Option<Kind>; 4] = [
            Some(Kind::Queen),
            Some(Kind::Rook),
            Some(Kind::Bishop),
            Some(Kind::Knight),
        ];
        if pawn
            && last_rank(side_of(me)) & bit(to) != 0
            && (self.frozen | self.invincible) & bit(to) & self.colors[1 - me] == 0
        {
            &FOUR
        } else {
            &[None]
        }
    }

    /// Breaks the ice of the pieces on `b`.
    fn unfreeze(&mut self, b: u64) {
        self.frozen &= !b;
        self.turn.new_frozen &= !b;
    }

    /// Freezes the pieces on `b` until the end of the opponent's next turn.
    fn freeze(&mut self, b: u64) {
        let b = b & self.occ();
        self.frozen |= b;
        self.turn.new_frozen |= b;
    }

    /// One normal move (or Side Kill move) of the piece on `from` to `to`,
    /// moving as `mv`. Returns the piece's square afterwards, or `None` if a
    /// reflection killed it (ST-10.3, ST-11.3).
    pub(crate) fn leg(
        &mut self,
        from: Square,
        to: Square,
        mv: Kind,
        promotion: Option<Kind>,
    ) -> Option<Square> {
        let me = self.color_at(from)?;
        self.turn.trail |= leg_trail(mv == Kind::Knight, from, to);
        let t = bit(to);
        if self.colors[1 - me] & t != 0 {
            if self.frozen & t != 0 {
                // Collision: the armour breaks, the mover stops next to it.
                self.unfreeze(t);
                let stop = if mv == Kind::Knight || from.distance(to) == 1 {
                    from
                } else {
                    let d = direction(to, from)?;
                    step(to, d, 1)?
                };
                self.relocate(from, stop);
                return Some(stop);
            }
            if self.invincible & t != 0 {
                // Reflection: the attacker dies.
                self.kill(from);
                return None;
            }
            self.kill(to);
            self.turn.killed = true;
        }
        self.relocate(from, to);
        if let Some(p) = promotion {
            self.kinds[Kind::Pawn.index()] &= !t;
            self.kinds[p.index()] |= t;
        }
        Some(to)
    }

    /// Push targets of the piece on `from` (ST-6.2, ST-11.4): `(to, cost)`
    /// pairs, where `to` is the pusher's final square.
    pub(crate) fn push_targets(
        &self,
        from: Square,
        kind: Kind,
        me: usize,
        budget: u8,
        out: &mut impl FnMut(Square, u8),
    ) {
        let (dirs, range): (&[(i8, i8)], i8) = match kind {
            Kind::Rook => (&[(0, 1), (1, 0), (0, -1), (-1, 0)], 7),
            Kind::Bishop => (&[(1, 1), (1, -1), (-1, -1), (-1, 1)], 7),
            Kind::Queen => (&DIRS, 7),
            Kind::King => (&DIRS, 1),
            Kind::Pawn => (
                if me == 0 { &[(0, 1)] } else { &[(0, -1)] },
                if self.pawn_unmoved(from) { 2 } else { 1 },
            ),
            Kind::Knight => return,
        };
        let blockers = self.occ() | self.cells();
        for &d in dirs {
            let Some(adj) = step(from, d, 1) else {
                continue;
            };
            if self.occ() & bit(adj) == 0 {
                continue;
            }
            let frozen = self.frozen & bit(adj) != 0;
            let c = if frozen { 0 } else { cost::PUSH };
            if !frozen && (kind != Kind::Rook || budget < cost::PUSH) {
                continue;
            }
            for k in 1..=range {
                let Some(dest) = step(adj, d, k) else { break };
                if blockers & bit(dest) != 0 {
                    break;
                }
                if !self.may_stand(adj, dest) {
                    continue;
                }
                out(step(from, d, k).unwrap_or(from), c);
            }
        }
    }

    /// Carries out a push of the piece ahead by the piece on `from` to `to`.
    /// Returns the pusher's square and whether the push was paid (a Rook
    /// Push) rather than free (a frozen piece).
    fn push(&mut self, from: Square, to: Square) -> Option<(Square, bool)> {
        let d = direction(from, to)?;
        let adj = step(from, d, 1)?;
        let dest = step(to, d, 1)?;
        let paid = self.frozen & bit(adj) == 0;
        if paid {
            self.pay(cost::PUSH);
        }
        self.relocate(adj, dest);
        self.relocate(from, to);
        let trail = bit(from) | between(from, to).0;
        self.turn.trail |= trail;
        if self.kinds[Kind::Rook.index()] & bit(to) != 0 {
            self.turn.aoe |= trail;
        }
        Some((to, paid))
    }

    /// The squares an Archer's Mark from `from` can hit (ST-7.1): the first
    /// piece within 3 squares in each of the 8 directions, unless a cell
    /// comes first.
    pub(crate) fn shot_targets(&self, from: Square) -> u64 {
        let cells = self.cells();
        let occ = self.occ();
        let mut t = 0;
        for d in DIRS {
            for n in 1..=3 {
                let Some(s) = step(from, d, n) else { break };
                if cells & bit(s) != 0 {
                    break;
                }
                if occ & bit(s) != 0 {
                    t |= bit(s);
                    break;
                }
            }
        }
        t
    }

    /// Fires an Archer's Mark from the bishop on `from` at `hit`. Returns
    /// whether the bishop survives.
    fn shoot(&mut self, from: Square, hit: Square) -> bool {
        let me = self.color_at(from);
        self.turn.aoe |= between(from, hit).0 | bit(hit);
        let h = bit(hit);
        if self.frozen & h != 0 {
            self.unfreeze(h);
            true
        } else if self.invincible & h != 0 {
            self.kill(from);
            false
        } else {
            if me.is_some_and(|m| self.colors[1 - m] & h != 0) {
                self.turn.killed = true;
            }
            self.kill(hit);
            true
        }
    }

    /// Rook Kamikaze on `at` (ST-6.1); the Ice Rook freezes instead (ST-11.6).
    fn kamikaze(&mut self, at: Square) {
        let area = king_attacks(at).0 | bit(at);
        self.turn.aoe |= area;
        let me = self.color_at(at);
        if self.my_set() == Some(SetKind::PureIce) {
            self.freeze(area);
            return;
        }
        let mut victims = king_attacks(at).0 & self.occ();
        while victims != 0 {
            let s = sq(victims.trailing_zeros());
            victims &= victims - 1;
            let b = bit(s);
            if self.frozen & b != 0 {
                self.unfreeze(b);
            } else if self.invincible & b == 0 {
                if me.is_some_and(|m| self.colors[1 - m] & b != 0) {
                    self.turn.killed = true;
                }
                self.kill(s);
            }
        }
        self.kill(at);
    }

    /// Landing squares of a King Square Skip from `from` (ST-8.3).
    pub(crate) fn skip_targets(&self, from: Square) -> u64 {
        let occ = self.occ();
        let blockers = occ | self.cells();
        let mut t = 0;
        for d in DIRS {
            let (Some(over), Some(land)) = (step(from, d, 1), step(from, d, 2)) else {
                continue;
            };
            if occ & bit(over) != 0 && blockers & bit(land) == 0 {
                t |= bit(land);
            }
        }
        t
    }

    /// Pieces a king on `king` may Flee with (ST-8.1): unfrozen, and a pawn
    /// only if the king's square is not on the pawn's last rank.
    pub(crate) fn flee_targets(&self, king: Square) -> u64 {
        let mut t = 0;
        let mut c = self.occ() & !self.frozen & !bit(king);
        while c != 0 {
            let s = sq(c.trailing_zeros());
            c &= c - 1;
            if self.may_stand(s, king) {
                t |= bit(s);
            }
        }
        t
    }

    /// Whether a move to `to` is an ordinary move or capture: no collision
    /// with a frozen piece, no reflection by an invincible one.
    pub(crate) fn is_simple_target(&self, to: Square, me: usize) -> bool {
        (self.frozen | self.invincible) & bit(to) & self.colors[1 - me] == 0
    }

    /// Adds cells of the player's set (fire or space) on the empty squares
    /// of `area` (ST-10.1, ST-13.1). Returns the squares that became cells.
    fn add_cells(&mut self, area: u64) -> u64 {
        let new = area & !self.occ() & !self.turn.new_cells;
        match self.my_set() {
            Some(SetKind::StarFire) => {
                self.fire |= new;
                self.space &= !new;
            }
            Some(SetKind::ForceHoly) => {
                self.space |= new;
                self.fire &= !new;
            }
            _ => return 0,
        }
        self.turn.new_cells |= new;
        new
    }

    /// The cells Set Trail would add now (ST-10.2).
    pub(crate) fn trail_cells(&self) -> u64 {
        self.turn.trail & !self.occ() & !self.turn.new_cells
    }

    /// The move of the acting piece (ST-4 to ST-9). Returns its square
    /// afterwards (`None` if it died) and whether a skill was used.
    fn resolve_move(&mut self, m: PieceMove) -> (Option<Square>, bool) {
        let PieceMove {
            from,
            to,
            promotion,
            skill,
        } = m;
        let Some(kind) = self.kind_at(from) else {
            return (None, false);
        };
        let fire_or_space = matches!(self.my_set(), Some(SetKind::StarFire | SetKind::ForceHoly));
        match skill {
            MoveSkill::None => (self.leg(from, to, kind, promotion), false),
            MoveSkill::SideKill => {
                self.pay(cost::SIDE_KILL);
                let before = self.turn.trail;
                let r = self.leg(from, to, Kind::Queen, promotion);
                if fire_or_space {
                    self.turn.aoe |= self.turn.trail & !before;
                }
                (r, true)
            }
            MoveSkill::DoublePlay { mid } => {
                self.pay(match kind {
                    Kind::Bishop => cost::BISHOP_DOUBLE_PLAY,
                    Kind::Knight => cost::KNIGHT_DOUBLE_PLAY,
                    Kind::King => cost::KING_DOUBLE_PLAY,
                    _ => cost::PAWN_DOUBLE_PLAY,
                });
                let r = self
                    .leg(from, mid, kind, None)
                    .and_then(|m| self.leg(m, to, kind, promotion));
                (r, true)
            }
            MoveSkill::FieldTrail { freeze } => {
                self.pay(cost::FIELD_TRAIL);
                (self.knight_trail_move(from, to, freeze), true)
            }
            MoveSkill::Push => match self.push(from, to) {
                Some((at, paid)) => (Some(at), paid),
                None => (None, false),
            },
            MoveSkill::KnightHop { extra } => {
                self.pay(cost::KNIGHT_HOP);
                let r = match extra {
                    HopExtra::None => self.leg(from, to, Kind::Knight, None),
                    HopExtra::DoublePlay { mid } => {
                        self.pay(cost::KNIGHT_DOUBLE_PLAY);
                        self.leg(from, mid, Kind::Knight, None)
                            .and_then(|m| self.leg(m, to, Kind::Knight, None))
                    }
                    HopExtra::FieldTrail { freeze } => {
                        self.pay(cost::FIELD_TRAIL);
                        self.knight_trail_move(from, to, freeze)
                    }
                };
                (r, true)
            }
        }
    }

    /// A knight move with the Field Trail effect (ST-5.2).
    fn knight_trail_move(
        &mut self,
        from: Square,
        to: Square,
        freeze: Option<Square>,
    ) -> Option<Square> {
        let before = self.turn.trail;
        let r = self.leg(from, to, Kind::Knight, None);
        let trail = self.turn.trail & !before;
        match self.my_set() {
            Some(SetKind::StarFire | SetKind::ForceHoly) => self.turn.aoe |= trail,
            Some(SetKind::PureIce) => {
                if let Some(f) = freeze {
                    self.freeze(bit(f));
                }
            }
            _ => {}
        }
        r
    }

    /// A skill before or after the move. Returns the piece's square
    /// afterwards (`None` if it died).
    pub(crate) fn resolve_skill(&mut self, s: PieceSkill) -> Option<Square> {
        match s {
            PieceSkill::ArchersMark { bishop, hit } => {
                self.pay(cost::ARCHERS_MARK);
                self.shoot(bishop, hit).then_some(bishop)
            }
            PieceSkill::Flee { king, with } => {
                self.pay(cost::FLEE);
                self.swap_squares(king, with);
                Some(with)
            }
            PieceSkill::SquareSkip { king, to } => {
                self.pay(cost::SQUARE_SKIP);
                self.turn.trail |= bit(king);
                self.relocate(king, to);
                Some(to)
            }
            PieceSkill::Kamikaze { rook } => {
                self.pay(cost::KAMIKAZE);
                self.kamikaze(rook);
                (self.occ() & bit(rook) != 0).then_some(rook)
            }
            PieceSkill::Resurrect {
                queen,
                kind,
                at,
                pay,
                undead,
            } => {
                self.pay(if undead {
                    cost::UNDEAD_RESURRECT
                } else {
                    cost::ADJACENT_RESURRECT
                });
                let me = self.me();
                for p in pay {
                    if self.colors[1 - me] & bit(p) != 0 {
                        self.turn.killed = true;
                    }
                    self.kill(p);
                }
                let c = &mut self.dead[me][kind.index()];
                *c = c.saturating_sub(1);
                self.kinds[kind.index()] |= bit(at);
                self.colors[me] |= bit(at);
                Some(queen)
            }
        }
    }

    /// Own pieces next to fire made this turn that are not yet invincible
    /// (the targets of Invincible, ST-10.3).
    pub(crate) fn invincible_candidates(&self) -> u64 {
        let mut near = 0;
        let mut f = self.fire & self.turn.new_cells;
        while f != 0 {
            near |= king_attacks(sq(f.trailing_zeros())).0;
            f &= f - 1;
        }
        near & self.colors[self.me()] & !self.turn.new_invincible
    }

    /// A set skill (ST-10 to ST-15), now.
    pub(crate) fn apply_set(&mut self, set: SetSkill) {
        let me = self.me();
        match set {
            SetSkill::Trail => {
                self.pay(cost::SET_TRAIL);
                let t = self.trail_cells();
                self.add_cells(t);
            }
            SetSkill::Invincible => {
                self.pay(cost::INVINCIBLE);
                let c = self.invincible_candidates();
                self.invincible |= c;
                self.turn.new_invincible |= c;
            }
            SetSkill::Freeze(a, b) => {
                self.pay(cost::FREEZE);
                self.freeze(bit(a) | bit(b));
            }
            SetSkill::Bless(s) => {
                self.pay(cost::BLESS);
                self.blessed |= bit(s) & self.colors[me];
            }
            SetSkill::Swap(a, b) => {
                self.pay(cost::SWAP);
                self.swap_squares(a, b);
            }
            SetSkill::Sacrifice { square, refund } => {
                self.kill(square);
                self.mana[me] = self.mana[me].saturating_add(refund).min(cost::MANA_CAP);
            }
            SetSkill::ManaLock => {
                self.pay(cost::MANA_LOCK);
                self.locked[1 - me] = true;
            }
        }
    }

    /// Carries out one decision, without the automatic end of turn.
    pub(crate) fn apply_decision(&mut self, a: Action) {
        self.turn.busy = true;
        match a {
            Action::Move(m) => {
                let first = self.turn.stage == Stage::Start;
                if first {
                    self.turn.origin = Some(m.from);
                }
                let (at, skilled) = self.resolve_move(m);
                self.turn.actor = at.map_or(0, bit);
                self.turn.stage = if first && !skilled {
                    Stage::Moved
                } else {
                    Stage::Done
                };
                let aoe = core::mem::take(&mut self.turn.aoe);
                self.add_cells(aoe);
            }
            Action::Skill(s) => {
                let first = self.turn.stage == Stage::Start;
                if first {
                    self.turn.origin = Some(skill_piece(s));
                }
                let at = self.resolve_skill(s);
                self.turn.actor = at.map_or(0, bit);
                if first {
                    self.turn.stage = Stage::Committed;
                } else {
                    self.turn.stage = Stage::Done;
                    let aoe = core::mem::take(&mut self.turn.aoe);
                    self.add_cells(aoe);
                }
            }
            Action::Swarm(Leg {
                from,
                to,
                promotion,
            }) => {
                self.turn.stage = match self.turn.stage {
                    Stage::Swarm(n) => Stage::Swarm(n.saturating_add(1)),
                    _ => {
                        self.pay(cost::SWARM);
                        Stage::Swarm(1)
                    }
                };
                if let Some(k) = self.kind_at(from)
                    && let Some(end) = self.leg(from, to, k, promotion)
                {
                    self.turn.actor |= bit(end);
                }
            }
            Action::Set(s) => self.apply_set(s),
            Action::EndTurn => {}
        }
    }

    /// Plays one decision, which must be legal (generated), and ends the
    /// turn when asked to, when the game is decided, or when nothing else
    /// could be decided (ST-2.4).
    #[inline]
    pub(crate) fn apply(&mut self, a: Action) {
        if let Action::Move(m) = a
            && m.skill == MoveSkill::None
            && self.turn.is_fresh()
            && self.is_plain()
        {
            self.plain_turn(m.from, m.to, m.promotion);
        } else {
            self.apply_general(a);
        }
    }

    /// [`apply`](Self::apply) of any decision: carried out on the state,
    /// then the hash updated by comparing the state with a copy from before.
    #[inline(never)]
    fn apply_general(&mut self, a: Action) {
        let before = self.clone();
        self.apply_decision(a);
        if a == Action::EndTurn || self.static_outcome().is_some() || self.nothing_left() {
            self.end_turn();
        }
        self.hash = before.hash ^ self.hash_delta(&before);
    }

    /// A turn that is one plain move (the hot path of plain perft): in a
    /// fresh turn where [`is_plain`](Self::is_plain) holds, no skill is
    /// affordable, nothing is frozen or invincible, so the move is an
    /// ordinary move or capture and the turn ends with it (ST-2.4). Does
    /// what [`apply_decision`](Self::apply_decision) and
    /// [`end_turn`](Self::end_turn) do for it, and updates the hash by the
    /// change alone instead of comparing whole states.
    fn plain_turn(&mut self, from: Square, to: Square, promotion: Option<Kind>) {
        let me = self.me();
        let opp = 1 - me;
        let (f, t) = (bit(from), bit(to));
        let Some(k) = self.kind_at(from) else { return };
        let mut h = self.hash ^ piece_key(me, k.index(), from.index());
        let mut killed = false;
        if self.colors[opp] & t != 0 {
            if let Some(v) = self.kind_at(to) {
                let v = v.index();
                self.kinds[v] &= !t;
                let dead = &mut self.dead[opp][v];
                let now = dead.saturating_add(1);
                h ^=
                    piece_key(opp, v, to.index()) ^ dead_key(opp, v, *dead) ^ dead_key(opp, v, now);
                *dead = now;
            }
            self.colors[opp] &= !t;
            killed = true;
        }
        let landed = promotion.unwrap_or(k);
        self.kinds[k.index()] &= !f;
        self.kinds[landed.index()] |= t;
        self.colors[me] ^= f | t;
        h ^= piece_key(me, landed.index(), to.index());
        // End of turn (ST-3.3): mana for landing on the own colour, with a
        // blessing (set by a position text) and Void's drain.
        if home_colour(self.side) & t != 0 {
            let mut gain = 1u8;
            if self.blessed & f != 0 {
                gain += from.distance(to).saturating_sub(1);
            }
            if killed && self.my_set() == Some(SetKind::Void) && self.mana[opp] > 0 {
                h ^= mana_key(opp, self.mana[opp]) ^ mana_key(opp, self.mana[opp] - 1);
                self.mana[opp] -= 1;
                gain += 1;
            }
            let now = self.mana[me].saturating_add(gain).min(cost::MANA_CAP);
            h ^= mana_key(me, self.mana[me]) ^ mana_key(me, now);
            self.mana[me] = now;
        }
        // Expiry (ST-16): the opponent's cells and every blessing end; the
        // pawns on both squares have moved (or died).
        let unmoved = self.unmoved & (f | t);
        if self.fire | self.space | self.blessed | unmoved != 0 {
            h ^= expiry_and_unmoved_keys(self.fire, self.space, self.blessed, unmoved);
        }
        self.fire = 0;
        self.space = 0;
        self.blessed = 0;
        self.unmoved &= !(f | t);
        if self.locked[me] {
            h ^= locked_key(me);
            self.locked[me] = false;
        }
        h ^= side_key() ^ turns_left_key(self.ply_limit, self.ply);
        self.side = self.side.other();
        self.ply = self.ply.saturating_add(1);
        self.hash = h ^ turns_left_key(self.ply_limit, self.ply);
    }

    /// Mana, expiry and the change of turn (ST-3, ST-16).
    pub(crate) fn end_turn(&mut self) {
        let me = self.me();
        let opp = 1 - me;
        let t = self.turn;
        let at = t.actor & self.colors[me];
        if matches!(t.stage, Stage::Moved | Stage::Done)
            && at.count_ones() == 1
            && home_colour(self.side) & at != 0
        {
            let sq_at = sq(at.trailing_zeros());
            let mut gain = 1u8;
            if self.blessed & at != 0
                && let Some(s) = t.origin
            {
                gain += s.distance(sq_at).saturating_sub(1);
            }
            if t.killed && self.my_set() == Some(SetKind::Void) && self.mana[opp] > 0 {
                self.mana[opp] -= 1;
                gain += 1;
            }
            self.mana[me] = self.mana[me].saturating_add(gain).min(cost::MANA_CAP);
        }
        let occ = self.occ();
        self.frozen = t.new_frozen & occ;
        self.invincible = t.new_invincible & occ;
        self.fire &= t.new_cells & !occ;
        self.space &= t.new_cells & !occ;
        self.blessed = 0;
        self.locked[me] = false;
        self.turn = Turn::default();
        self.side = self.side.other();
        self.ply = self.ply.saturating_add(1);
    }
}

/// The square of the piece that uses `s`.
pub(crate) fn skill_piece(s: PieceSkill) -> Square {
    match s {
        PieceSkill::ArchersMark { bishop, .. } => bishop,
        PieceSkill::Flee { king, .. } | PieceSkill::SquareSkip { king, .. } => king,
        PieceSkill::Kamikaze { rook } => rook,
        PieceSkill::Resurrect { queen, .. } => queen,
    }
}

#[cfg(test)]
mod tests {
    use board_core::strategy::reachable_from;
    use board_core::{Game, MoveBuffer};
    use proptest::prelude::*;

    use crate::action::{Action, MoveSkill};
    use crate::sets::{SetKind, Sets};
    use crate::state::Strife;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 64, failure_persistence: None, .. ProptestConfig::default() })]

        /// The plain-turn hot path gives the state (and hash) of the
        /// general path: the decision, then the end of the turn.
        #[test]
        fn plain_turns_match_the_general_path(
            line in reachable_from(
                (0u8..7, 0u8..7, prop_oneof![Just(0u8), Just(2), Just(6)]).prop_map(|(w, b, mana)| {
                    let set = |i: u8| SetKind::ALL.get(usize::from(i)).copied();
                    Strife::start_with_mana(Sets::new(set(w), set(b)), mana)
                }),
                60,
            ),
        ) {
            for g in line.states() {
                for &a in g.legal_moves().as_slice() {
                    let Action::Move(m) = a else { continue };
                    if m.skill != MoveSkill::None || !g.is_plain() {
                        continue;
                    }
                    let mut fast = g.clone();
                    fast.apply(a);
                    let mut general = g.clone();
                    general.apply_decision(a);
                    general.end_turn();
                    general.hash = general.compute_hash();
                    prop_assert_eq!(&fast, &general);
                }
            }
        }
    }
}
