//! Carrying out a turn: the board primitives every action is built from, and
//! the end-of-turn bookkeeping (mana, expiry).

use board_core::Square;
use board_core::square::{
    Color, between, bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks,
    rook_attacks,
};

use crate::action::{Action, HopExtra, Main, PieceAction, SetSkill, Skill, Timing};
use crate::piece::{Kind, cost};
use crate::sets::SetKind;
use crate::state::{RANK_1, RANK_8, Strife, bit, home_colour, last_rank, sq, start_rank};

/// What a turn produced so far: trails, areas, kills, new statuses.
#[derive(Clone, Copy, Default, Debug)]
pub(crate) struct Scratch {
    /// Squares the moving piece left or crossed.
    pub trail: u64,
    /// The area of a skill whose trail a Star Fire / Force Holy set turns
    /// into cells.
    pub aoe: u64,
    /// Enemy pieces removed by the piece action.
    pub killed: u32,
    /// The acting piece's square at the end of the piece action (None if it
    /// died or no piece acted).
    pub mover: Option<Square>,
    /// Mana spent.
    pub cost: u8,
    pub new_frozen: u64,
    pub new_invincible: u64,
    pub new_fire: u64,
    pub new_space: u64,
    pub new_blessed: u64,
    pub swarm: bool,
}

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

impl Strife {
    pub(crate) fn me(&self) -> usize {
        self.side.index()
    }

    pub(crate) fn my_set(&self) -> Option<SetKind> {
        self.sets.get(self.me())
    }

    /// Mana that may be spent this turn (0 while mana-locked, ST-15.2).
    pub(crate) fn budget(&self) -> u8 {
        if self.locked[self.me()] {
            0
        } else {
            self.mana[self.me()]
        }
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
        self.frozen &= !b;
        self.invincible &= !b;
        self.blessed &= !b;
    }

    /// Moves the piece on `from` to the empty square `to`, with its statuses.
    pub(crate) fn relocate(&mut self, from: Square, to: Square) {
        if from == to {
            return;
        }
        let f = bit(from);
        let m = f | bit(to);
        if let Some(k) = self.kinds.iter_mut().find(|k| **k & f != 0) {
            *k ^= m;
        }
        if let Some(c) = self.colors.iter_mut().find(|c| **c & f != 0) {
            *c ^= m;
        }
        for status in [&mut self.frozen, &mut self.invincible, &mut self.blessed] {
            if *status & f != 0 {
                *status ^= m;
            }
        }
    }

    /// Exchanges the pieces (and their statuses) on `a` and `b`.
    pub(crate) fn swap_squares(&mut self, a: Square, b: Square) {
        let (ba, bb_) = (bit(a), bit(b));
        for bb in self.kinds.iter_mut().chain(self.colors.iter_mut()).chain([
            &mut self.frozen,
            &mut self.invincible,
            &mut self.blessed,
        ]) {
            if (*bb & ba != 0) != (*bb & bb_ != 0) {
                *bb ^= ba | bb_;
            }
        }
    }

    /// Whether the piece on `other` may be placed on `target` by a swap: a
    /// pawn never stands on rank 1 or 8 (ST-4.1).
    pub(crate) fn may_stand(&self, piece_on: Square, target: Square) -> bool {
        self.kinds[Kind::Pawn.index()] & bit(piece_on) == 0 || (RANK_1 | RANK_8) & bit(target) == 0
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
                let side = if me == 0 { Color::White } else { Color::Black };
                let mut t = pawn_attacks(side, from).0 & enemy;
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

    pub(crate) fn pawn_on_start(&self, from: Square, me: usize) -> bool {
        let side = if me == 0 { Color::White } else { Color::Black };
        start_rank(side) & bit(from) != 0
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
        let side = if me == 0 { Color::White } else { Color::Black };
        if pawn
            && last_rank(side) & bit(to) != 0
            && (self.frozen | self.invincible) & bit(to) & self.colors[1 - me] == 0
        {
            &FOUR
        } else {
            &[None]
        }
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
        sc: &mut Scratch,
    ) -> Option<Square> {
        let me = self.color_at(from)?;
        sc.trail |= leg_trail(mv == Kind::Knight, from, to);
        let t = bit(to);
        if self.colors[1 - me] & t != 0 {
            if self.frozen & t != 0 {
                // Collision: the armour breaks, the mover stops next to it.
                self.frozen &= !t;
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
            sc.killed += 1;
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
                if self.pawn_on_start(from, me) { 2 } else { 1 },
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
            let pawn = self.kinds[Kind::Pawn.index()] & bit(adj) != 0;
            for k in 1..=range {
                let Some(dest) = step(adj, d, k) else { break };
                if blockers & bit(dest) != 0 {
                    break;
                }
                if pawn && (RANK_1 | RANK_8) & bit(dest) != 0 {
                    continue;
                }
                out(step(from, d, k).unwrap_or(from), c);
            }
        }
    }

    /// Carries out a push of the piece ahead by the piece on `from` to `to`.
    pub(crate) fn push(&mut self, from: Square, to: Square, sc: &mut Scratch) -> Option<Square> {
        let d = direction(from, to)?;
        let adj = step(from, d, 1)?;
        let dest = step(to, d, 1)?;
        if self.frozen & bit(adj) == 0 {
            sc.cost += cost::PUSH;
        }
        self.relocate(adj, dest);
        self.relocate(from, to);
        let trail = bit(from) | between(from, to).0;
        sc.trail |= trail;
        if self.kinds[Kind::Rook.index()] & bit(to) != 0 {
            sc.aoe |= trail;
        }
        Some(to)
    }

    /// The squares an Archer's Mark from `from` can hit (ST-7.1): the first
    /// piece within 3 squares in each of the 8 directions, unless a cell
    /// comes first.
    pub(crate) fn shot_targets(&self, from: Square) -> u64 {
        self.shot_targets_in(from, self.occ())
    }

    /// [`shot_targets`](Self::shot_targets) with the given occupied squares.
    pub(crate) fn shot_targets_in(&self, from: Square, occ: u64) -> u64 {
        let cells = self.cells();
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
    pub(crate) fn shoot(&mut self, from: Square, hit: Square, sc: &mut Scratch) -> bool {
        let me = self.color_at(from);
        sc.aoe |= between(from, hit).0 | bit(hit);
        let h = bit(hit);
        if self.frozen & h != 0 {
            self.frozen &= !h;
            true
        } else if self.invincible & h != 0 {
            self.kill(from);
            false
        } else {
            if me.is_some_and(|m| self.colors[1 - m] & h != 0) {
                sc.killed += 1;
            }
            self.kill(hit);
            true
        }
    }

    /// Rook Kamikaze on `at` (ST-6.1); the Ice Rook freezes instead (ST-11.5).
    pub(crate) fn kamikaze(&mut self, at: Square, sc: &mut Scratch) {
        let area = king_attacks(at).0 | bit(at);
        sc.aoe |= area;
        let me = self.color_at(at);
        if self.my_set() == Some(SetKind::PureIce) {
            sc.new_frozen |= area & self.occ();
            return;
        }
        let mut victims = king_attacks(at).0 & self.occ();
        while victims != 0 {
            let s = sq(victims.trailing_zeros());
            victims &= victims - 1;
            let b = bit(s);
            if self.frozen & b != 0 {
                self.frozen &= !b;
            } else if self.invincible & b == 0 {
                if me.is_some_and(|m| self.colors[1 - m] & b != 0) {
                    sc.killed += 1;
                }
                self.kill(s);
            }
        }
        self.kill(at);
    }

    /// Landing squares of a King Square Skip from `from` (ST-8.3).
    pub(crate) fn skip_targets(&self, from: Square) -> u64 {
        self.skip_targets_in(from, self.occ())
    }

    /// [`skip_targets`](Self::skip_targets) with the given occupied squares.
    pub(crate) fn skip_targets_in(&self, from: Square, occ: u64) -> u64 {
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

    /// Pieces a king on `king` may Flee with (ST-8.1).
    pub(crate) fn flee_targets(&self, king: Square) -> u64 {
        self.flee_targets_in(king, self.occ(), self.kinds[Kind::Pawn.index()])
    }

    /// [`flee_targets`](Self::flee_targets) with the given occupied and pawn
    /// squares.
    pub(crate) fn flee_targets_in(&self, king: Square, occ: u64, pawns: u64) -> u64 {
        let mut t = occ & !self.frozen & !bit(king);
        // A pawn may not land on rank 1 or 8.
        if (RANK_1 | RANK_8) & bit(king) != 0 {
            t &= !pawns;
        }
        t
    }

    /// Whether a move to `to` is an ordinary move or capture: no collision
    /// with a frozen piece, no reflection by an invincible one.
    pub(crate) fn is_simple_target(&self, to: Square, me: usize) -> bool {
        (self.frozen | self.invincible) & bit(to) & self.colors[1 - me] == 0
    }

    /// Resolves the piece part of a turn. Returns `None` if the action does
    /// not fit the position (the state is then unspecified; callers work on
    /// a copy).
    pub(crate) fn resolve_main(
        &mut self,
        main: Main,
        set_trail: bool,
        sc: &mut Scratch,
    ) -> Option<()> {
        match main {
            Main::None => {}
            Main::Swarm { legs, len } => {
                sc.swarm = true;
                sc.cost += cost::SWARM;
                for l in legs.iter().take(len as usize) {
                    let k = self.kind_at(l.from)?;
                    self.leg(l.from, l.to, k, l.promotion, sc);
                }
                sc.trail = 0;
            }
            Main::Piece(pa) => {
                self.resolve_piece(pa, sc)?;
                let cells_from = sc.aoe | if set_trail { sc.trail } else { 0 };
                if set_trail {
                    sc.cost += cost::SET_TRAIL;
                }
                let new = cells_from & !self.occ();
                match self.my_set() {
                    Some(SetKind::StarFire) => sc.new_fire |= new,
                    Some(SetKind::ForceHoly) => sc.new_space |= new,
                    _ => {}
                }
            }
        }
        Some(())
    }

    fn resolve_piece(&mut self, pa: PieceAction, sc: &mut Scratch) -> Option<()> {
        let PieceAction {
            from,
            to,
            promotion,
            skill,
        } = pa;
        let kind = self.kind_at(from)?;
        let set = self.my_set();
        let fire_or_space = matches!(set, Some(SetKind::StarFire | SetKind::ForceHoly));
        sc.mover = match skill {
            Skill::None => self.leg(from, to, kind, promotion, sc),
            Skill::SideKill => {
                sc.cost += cost::SIDE_KILL;
                let before = sc.trail;
                let r = self.leg(from, to, Kind::Queen, promotion, sc);
                if fire_or_space {
                    sc.aoe |= sc.trail & !before;
                }
                r
            }
            Skill::DoublePlay { mid } => {
                sc.cost += match kind {
                    Kind::Bishop => cost::BISHOP_DOUBLE_PLAY,
                    Kind::Knight => cost::KNIGHT_DOUBLE_PLAY,
                    Kind::King => cost::KING_DOUBLE_PLAY,
                    _ => cost::PAWN_DOUBLE_PLAY,
                };
                let m = self.leg(from, mid, kind, None, sc)?;
                self.leg(m, to, kind, promotion, sc)
            }
            Skill::FieldTrail { freeze } => {
                sc.cost += cost::FIELD_TRAIL;
                let before = sc.trail;
                let r = self.leg(from, to, Kind::Knight, None, sc);
                self.field_trail(sc.trail & !before, freeze, sc);
                r
            }
            Skill::Kamikaze => {
                sc.cost += cost::KAMIKAZE;
                let at = self.leg(from, to, kind, None, sc)?;
                self.kamikaze(at, sc);
                if set == Some(SetKind::PureIce) {
                    Some(at)
                } else {
                    None
                }
            }
            Skill::Push => self.push(from, to, sc),
            Skill::ArchersMark { hit, timing } => {
                sc.cost += cost::ARCHERS_MARK;
                match timing {
                    Timing::Before => {
                        if !self.shoot(from, hit, sc) {
                            return None;
                        }
                        self.leg(from, to, kind, None, sc)
                    }
                    Timing::After => {
                        let at = self.leg(from, to, kind, None, sc)?;
                        self.shoot(at, hit, sc).then_some(at)
                    }
                }
            }
            Skill::Flee { with, timing } => {
                sc.cost += cost::FLEE;
                match timing {
                    Timing::Before => {
                        self.swap_squares(from, with);
                        self.leg(with, to, kind, None, sc)
                    }
                    Timing::After => {
                        let at = self.leg(from, to, kind, None, sc)?;
                        self.swap_squares(at, with);
                        Some(with)
                    }
                }
            }
            Skill::SquareSkip { via, timing } => {
                sc.cost += cost::SQUARE_SKIP;
                match timing {
                    Timing::Before => {
                        sc.trail |= bit(from);
                        self.relocate(from, via);
                        self.leg(via, to, kind, None, sc)
                    }
                    Timing::After => {
                        let at = self.leg(from, via, kind, None, sc)?;
                        sc.trail |= bit(at);
                        self.relocate(at, to);
                        Some(to)
                    }
                }
            }
            Skill::KnightHop { extra } => {
                sc.cost += cost::KNIGHT_HOP;
                match extra {
                    HopExtra::None => self.leg(from, to, Kind::Knight, None, sc),
                    HopExtra::DoublePlay { mid } => {
                        sc.cost += cost::KNIGHT_DOUBLE_PLAY;
                        let m = self.leg(from, mid, Kind::Knight, None, sc)?;
                        self.leg(m, to, Kind::Knight, None, sc)
                    }
                    HopExtra::FieldTrail { freeze } => {
                        sc.cost += cost::FIELD_TRAIL;
                        let before = sc.trail;
                        let r = self.leg(from, to, Kind::Knight, None, sc);
                        self.field_trail(sc.trail & !before, freeze, sc);
                        r
                    }
                }
            }
            Skill::Resurrect {
                kind: rk,
                at,
                pay,
                undead,
            } => {
                sc.cost += if undead {
                    cost::UNDEAD_RESURRECT
                } else {
                    cost::ADJACENT_RESURRECT
                };
                let q = self.leg(from, to, kind, None, sc)?;
                let me = self.me();
                for p in pay {
                    if self.colors[1 - me] & bit(p) != 0 {
                        sc.killed += 1;
                    }
                    self.kill(p);
                }
                let c = &mut self.dead[me][rk.index()];
                *c = c.checked_sub(1)?;
                self.kinds[rk.index()] |= bit(at);
                self.colors[me] |= bit(at);
                Some(q)
            }
        };
        Some(())
    }

    /// The Field Trail effect on the knight's trail `trail` (ST-5.2).
    fn field_trail(&mut self, trail: u64, freeze: Option<Square>, sc: &mut Scratch) {
        match self.my_set() {
            Some(SetKind::StarFire | SetKind::ForceHoly) => sc.aoe |= trail,
            Some(SetKind::PureIce) => {
                if let Some(f) = freeze {
                    sc.new_frozen |= bit(f) & self.occ();
                }
            }
            _ => {}
        }
    }

    /// Own pieces next to this turn's new fire (the targets of Invincible).
    pub(crate) fn invincible_candidates(&self, sc: &Scratch) -> u64 {
        let mut near = 0;
        let mut f = sc.new_fire;
        while f != 0 {
            near |= king_attacks(sq(f.trailing_zeros())).0;
            f &= f - 1;
        }
        near & self.colors[self.me()]
    }

    /// Plays a whole action, which must be legal (generated).
    pub(crate) fn apply(&mut self, a: Action) {
        let before = self.clone();
        let me = self.me();
        let start = match a.main {
            Main::Piece(p) => Some(p.from),
            _ => None,
        };
        let mut sc = Scratch::default();
        if let SetSkill::Sacrifice(s) = a.set {
            let refund = self.kind_at(s).map_or(0, Kind::sacrifice_refund);
            self.kill(s);
            self.mana[me] = self.mana[me].saturating_add(refund).min(cost::MANA_CAP);
        }
        let _ = self.resolve_main(a.main, a.set == SetSkill::Trail, &mut sc);
        self.apply_set(a.set, &mut sc);
        self.end_turn(start, &sc);
        if a.set == SetSkill::ManaLock {
            self.locked[1 - me] = true;
        }
        self.hash = before.hash ^ self.hash_delta(&before);
    }

    /// The set skill used after the piece action.
    pub(crate) fn apply_set(&mut self, set: SetSkill, sc: &mut Scratch) {
        match set {
            SetSkill::None | SetSkill::Trail | SetSkill::Sacrifice(_) => {}
            SetSkill::Invincible => {
                sc.cost += cost::INVINCIBLE;
                sc.new_invincible |= self.invincible_candidates(sc);
            }
            SetSkill::Freeze(a, b) => {
                sc.cost += cost::FREEZE;
                sc.new_frozen |= bit(a) | bit(b);
            }
            SetSkill::Bless(s) => {
                sc.cost += cost::BLESS;
                sc.new_blessed |= bit(s);
            }
            SetSkill::Swap(a, b) => {
                sc.cost += cost::SWAP;
                self.swap_squares(a, b);
            }
            SetSkill::ManaLock => sc.cost += cost::MANA_LOCK,
        }
    }

    /// Mana, expiry and the change of turn (ST-3, ST-16).
    fn end_turn(&mut self, start: Option<Square>, sc: &Scratch) {
        let me = self.me();
        let opp = 1 - me;
        self.mana[me] = self.mana[me].saturating_sub(sc.cost);
        if let (Some(at), false) = (sc.mover, sc.swarm) {
            let b = bit(at);
            if self.colors[me] & b != 0 && home_colour(self.side) & b != 0 {
                let mut gain = 1u8;
                if self.blessed & b != 0
                    && let Some(s) = start
                {
                    gain += s.distance(at).saturating_sub(1);
                }
                if sc.killed > 0 && self.my_set() == Some(SetKind::Void) && self.mana[opp] > 0 {
                    self.mana[opp] -= 1;
                    gain += 1;
                }
                self.mana[me] = self.mana[me].saturating_add(gain).min(cost::MANA_CAP);
            }
        }
        let occ = self.occ();
        self.frozen = sc.new_frozen & occ;
        self.invincible = sc.new_invincible & occ;
        self.fire = sc.new_fire & !occ;
        self.space = sc.new_space & !occ & !self.fire;
        self.blessed = (self.blessed & self.colors[opp]) | (sc.new_blessed & self.colors[me]);
        self.locked[me] = false;
        self.side = self.side.other();
        self.ply = self.ply.saturating_add(1);
    }
}
