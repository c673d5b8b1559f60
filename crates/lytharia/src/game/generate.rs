//! Legal-action generation: every decision open to whoever must act now
//! (LY-19.1). This is the hot path measured in `docs/performance.md`.

use board_core::Square;
use board_core::square::Bitboard;
use smallvec::SmallVec;

use crate::action::{Action, Actions, ReforgeSource, Target};
use crate::cards::{CardId, Effect, Permanence, PieceType, Reach, Slot, Speed, TargetKind};
use crate::geom::{attack_direction_ok, move_targets, within};
use crate::mode::Mode;

use super::{ENCHANT_SPACES, LytharianChess, MAX_MANA, MAX_OBELISK, Phase};

/// Whether `to` lies on a rank behind `from` for `seat` (toward its own
/// back rank).
fn behind(seat: u8, from: Square, to: Square) -> bool {
    if seat == 0 {
        to.rank() < from.rank()
    } else {
        to.rank() > from.rank()
    }
}

/// The distinct cards of a hand, sorted; on the stack, since hands hold at
/// most a dozen cards (LY-11) and generation must not allocate.
fn distinct(cards: &[CardId]) -> SmallVec<[CardId; 16]> {
    let mut v: SmallVec<[CardId; 16]> = SmallVec::from_slice(cards);
    v.sort_unstable();
    v.dedup();
    v
}

/// Each seat's troops on the board as a bitboard, found in one pass over
/// the board: generation asks whose troops stand where many times.
#[derive(Clone, Copy)]
pub(crate) struct Seats([u64; 2]);

impl Seats {
    /// The squares of `seat`'s troops.
    pub(super) fn of(self, seat: u8) -> u64 {
        self.0[usize::from(seat & 1)]
    }

    /// The occupied squares.
    pub(super) fn occupied(self) -> u64 {
        self.0[0] | self.0[1]
    }
}

impl LytharianChess {
    /// Where each seat's troops stand.
    pub(crate) fn seats(&self) -> Seats {
        let mut seats = [0u64; 2];
        for (i, t) in self.board.iter().enumerate() {
            if let Some(t) = *t {
                seats[usize::from(self.troops[t as usize].owner & 1)] |= 1 << i;
            }
        }
        Seats(seats)
    }

    /// The troops standing on `squares`, in square order (the order of
    /// [`troops_on_board`](Self::troops_on_board)).
    pub(super) fn troops_in(&self, squares: u64) -> impl Iterator<Item = u8> + '_ {
        Bitboard(squares)
            .into_iter()
            .filter_map(|sq| self.board[sq.index()])
    }

    /// [`honor_charging`](Self::honor_charging) from `seats`: a King alone.
    fn honor_charging_in(&self, seat: u8, seats: Seats) -> bool {
        let own = seats.of(seat);
        self.mode == Mode::Full
            && own != 0
            && own & (own - 1) == 0
            && self.board[own.trailing_zeros() as usize]
                .is_some_and(|t| self.piece(t) == PieceType::King)
    }

    /// Appends every legal action of the current state.
    pub(crate) fn generate(&self, out: &mut Actions) {
        if self.outcome.is_some() {
            return;
        }
        if let Some(t) = self.promotion {
            let owner = self.troops[t as usize].owner;
            if let Some(at) = self.troops[t as usize].square {
                for model in self.promotion_models(owner) {
                    out.push(Action::Promote { at, model });
                }
            }
            return;
        }
        let seats = self.seats();
        if !self.stack.is_empty() || self.window.is_some() {
            // LY-10.3, LY-10.11: a response (or a pass) by whoever holds
            // priority.
            let seat = self.actor();
            out.push(Action::Pass);
            self.gen_casts(seat, true, seats, out);
            self.gen_harness(seat, out);
            self.gen_charge(seat, out);
            return;
        }
        let seat = self.active;
        match self.phase {
            Phase::Effects => {
                for t in self.troops_in(seats.of(seat)) {
                    let Some(at) = self.troops[t as usize].square else {
                        continue;
                    };
                    for i in 0..self.card_of(t).effects.len() as u8 {
                        if self.troops[t as usize].used & (1 << i) == 0 {
                            out.push(Action::Effect { at, index: i });
                        }
                    }
                }
                self.gen_charge(seat, out);
                out.push(Action::End);
            }
            Phase::Mana => {
                self.gen_charge(seat, out);
                out.push(Action::End);
            }
            Phase::Draw => {
                for card in distinct(&self.sides[seat as usize].hand) {
                    out.push(Action::Discard { card });
                }
                self.gen_casts(seat, true, seats, out);
                self.gen_charge(seat, out);
                out.push(Action::End);
            }
            Phase::Main => self.gen_main(seats, out),
        }
    }

    /// Whether `action` is legal now. Troop moves and attacks of the main
    /// phase are checked by their own generators, with no list (so playing
    /// one allocates nothing however many actions the state has); anything
    /// else against the full list.
    pub(crate) fn is_legal_action(&self, action: Action) -> bool {
        let main = self.outcome.is_none()
            && self.promotion.is_none()
            && self.stack.is_empty()
            && self.window.is_none()
            && self.phase == Phase::Main;
        if main {
            let seats = self.seats();
            let mut found = false;
            match action {
                Action::Move { .. } => {
                    if !self.ts.moved {
                        self.gen_moves(self.active, seats, |a| found |= a == action);
                    }
                    return found;
                }
                Action::Attack { .. } => {
                    self.gen_attacks(seats, |a| found |= a == action);
                    return found;
                }
                _ => {}
            }
        }
        let mut all = Actions::new();
        self.generate(&mut all);
        all.as_slice().contains(&action)
    }

    /// Whether `seat` may charge its obelisk now that it holds a decision
    /// (LY-7.5): a full counter and an obelisk below 6, outside Battle
    /// Duels (LY-17.9).
    pub(crate) fn can_charge(&self, seat: u8) -> bool {
        let side = &self.sides[seat as usize];
        self.mode != Mode::Duels && side.mana == MAX_MANA && side.obelisk < MAX_OBELISK
    }

    fn gen_charge(&self, seat: u8, out: &mut Actions) {
        if self.can_charge(seat) {
            out.push(Action::Charge);
        }
    }

    /// Harnessing, once per turn per player (LY-11.1, LY-11.3).
    fn gen_harness(&self, seat: u8, out: &mut Actions) {
        if self.ts.harness_used[seat as usize] {
            return;
        }
        for card in distinct(&self.sides[seat as usize].hand) {
            if self.set.0.spell(card).is_some() {
                out.push(Action::Harness { card });
            }
        }
    }

    /// Whether the defender could cast a fast spell now, with its counter,
    /// its harness mana, or by harnessing another spell of its hand first
    /// (LY-10.13). A response window opens only then.
    pub(crate) fn defender_can_respond(&self) -> bool {
        let seat = self.active ^ 1;
        let side = &self.sides[seat as usize];
        let hand = &side.hand;
        let base = side.mana as u32 + self.ts.harness_pool[seat as usize] as u32;
        let can_harness = !self.ts.harness_used[seat as usize];
        let enchants_used = self.enchants_used(seat);
        let seats = self.seats();
        for (i, &card) in hand.iter().enumerate() {
            let Some(spell) = self.set.0.spell(card) else {
                continue;
            };
            if spell.speed != Speed::Fast
                || (spell.permanence == Permanence::Enchant && enchants_used >= ENCHANT_SPACES)
            {
                continue;
            }
            let mut budget = base;
            if can_harness && (spell.cost as u32) > budget {
                let best = hand
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .filter_map(|(_, &c)| self.set.0.spell(c).map(|s| s.quality as u32))
                    .max()
                    .unwrap_or(0);
                budget += best;
            }
            if spell.cost as u32 > budget {
                continue;
            }
            let mut any = false;
            self.gen_targets(seat, seats, spell.target, &spell.effects, None, |_| {
                any = true
            });
            if any {
                return true;
            }
        }
        false
    }

    /// Enchant spaces of `seat` in use, counting its enchants on the stack
    /// (LY-10.7).
    fn enchants_used(&self, seat: u8) -> usize {
        self.sides[seat as usize].enchants.len()
            + self
                .stack
                .iter()
                .filter(|s| {
                    s.caster == seat
                        && self
                            .set
                            .0
                            .spell(s.card)
                            .is_some_and(|c| c.permanence == Permanence::Enchant)
                })
                .count()
    }

    /// The enemy King's square when `seat` is on an honor charge (LY-16.3):
    /// its King may then only go to squares closer to it.
    fn honor_goal(&self, seat: u8, seats: Seats) -> Option<Square> {
        if !self.honor_charging_in(seat, seats) {
            return None;
        }
        self.troops_in(seats.of(seat ^ 1))
            .find(|&t| self.piece(t) == PieceType::King)
            .and_then(|k| self.troops[k as usize].square)
    }

    pub(crate) fn gen_moves(&self, seat: u8, seats: Seats, mut push: impl FnMut(Action)) {
        if self.mode == Mode::Duels {
            return;
        }
        let occupied = Bitboard(seats.occupied());
        let goal = self.honor_goal(seat, seats);
        for t in self.troops_in(seats.of(seat)) {
            let Some(from) = self.troops[t as usize].square else {
                continue;
            };
            for to in move_targets(self.piece(t), seat as usize, from, occupied) {
                if goal.is_none_or(|k| to.distance(k) < from.distance(k)) {
                    push(Action::Move { from, to });
                }
            }
        }
    }

    /// The occupied squares as a board-core bitboard.
    pub(crate) fn occupancy(&self) -> Bitboard {
        let mut occ = Bitboard::EMPTY;
        for (i, t) in self.board.iter().enumerate() {
            if t.is_some() {
                occ.insert(Square::from_index_masked(i as u8));
            }
        }
        occ
    }

    fn gen_attacks_from(
        &self,
        t: u8,
        goal: Option<Square>,
        seats: Seats,
        mut push: impl FnMut(Action),
    ) {
        let seat = self.troops[t as usize].owner;
        let Some(from) = self.troops[t as usize].square else {
            return;
        };
        if self.troops[t as usize].used & 0xf0 != 0 {
            return; // LY-13.3
        }
        let piece = self.piece(t);
        if self.mode == Mode::Duels {
            for o in self.troops_in(seats.of(seat ^ 1)) {
                if let Some(to) = self.troops[o as usize].square {
                    push(Action::Attack { from, to });
                }
            }
            return;
        }
        if board_core::square::king_attacks(from).0 & seats.of(seat ^ 1) == 0 {
            return; // no enemy next to it: the common case
        }
        for (df, dr) in crate::geom::KING_STEPS {
            let Some(to) = from.offset(df, dr) else {
                continue;
            };
            let Some(o) = self.board[to.index()] else {
                continue;
            };
            if self.troops[o as usize].owner != seat
                && attack_direction_ok(piece, seat as usize, from, to)
                && goal.is_none_or(|k| to.distance(k) < from.distance(k))
            {
                push(Action::Attack { from, to });
            }
        }
    }

    pub(crate) fn gen_attacks(&self, seats: Seats, mut push: impl FnMut(Action)) {
        if self.ts.attacked {
            return;
        }
        let goal = self.honor_goal(self.active, seats);
        if self.ts.moved {
            // LY-9.2 (b): only the troop that moved.
            if let Some(m) = self.ts.mover {
                self.gen_attacks_from(m, goal, seats, &mut push);
            }
            return;
        }
        for t in self.troops_in(seats.of(self.active)) {
            self.gen_attacks_from(t, goal, seats, &mut push);
        }
    }

    /// Whether the active player may end the main phase (LY-8.2, LY-16.3,
    /// LY-17.5), given how many moves and attacks are open now.
    fn may_end_main(&self, moves: usize, attacks: usize, seats: Seats) -> bool {
        if self.mode == Mode::Duels {
            return self.ts.attacked || attacks == 0;
        }
        if self.ts.moved || self.ts.hold {
            return true;
        }
        if self.honor_charging_in(self.active, seats) {
            return self.ts.attacked || (moves == 0 && attacks == 0);
        }
        moves == 0
    }

    fn gen_main(&self, seats: Seats, out: &mut Actions) {
        let seat = self.active;
        let side = &self.sides[seat as usize];
        let before = out.len();
        if !self.ts.moved {
            self.gen_moves(seat, seats, |a| out.push(a));
        }
        let moves = out.len() - before;
        self.gen_attacks(seats, |a| out.push(a));
        let attacks = out.len() - before - moves;
        self.gen_casts(seat, false, seats, out);
        let hand = distinct(&side.hand);
        self.gen_harness(seat, out);
        // Equipment (LY-12).
        for &card in &hand {
            let Some(eq) = self.set.0.equipment(card) else {
                continue;
            };
            out.push(Action::Reforge {
                source: ReforgeSource::Hand(card),
            });
            for t in self.troops_in(seats.of(seat)) {
                let troop = &self.troops[t as usize];
                let free = match eq.slot {
                    Slot::Weapon => troop.weapon.is_none(),
                    Slot::Armour => troop.armour.is_none(),
                };
                let pool = self.ts.reforge_pool as u32
                    + if self.ts.reforge_bound == Some(t) {
                        self.ts.reforge_bound_pool as u32
                    } else {
                        0
                    };
                if free
                    && self.card_of(t).kind.can_carry_equipment()
                    && eq.cost as u32 <= side.mana as u32 + pool
                    && let Some(to) = troop.square
                {
                    out.push(Action::Attach { card, to });
                }
            }
        }
        for t in self.troops_in(seats.of(seat)) {
            let troop = &self.troops[t as usize];
            let Some(at) = troop.square else { continue };
            if self.ts.reforge_bound_pool == 0 || self.ts.reforge_bound == Some(t) {
                if troop.weapon.is_some() {
                    out.push(Action::Reforge {
                        source: ReforgeSource::Attached(at, Slot::Weapon),
                    });
                }
                if troop.armour.is_some() {
                    out.push(Action::Reforge {
                        source: ReforgeSource::Attached(at, Slot::Armour),
                    });
                }
            }
            // Main abilities (LY-13).
            if !troop.attacked {
                for (i, ability) in self.card_of(t).abilities.iter().enumerate() {
                    if troop.used & (1 << (4 + i)) != 0 || ability.cost > side.mana {
                        continue;
                    }
                    let index = i as u8;
                    self.gen_targets(
                        seat,
                        seats,
                        ability.target,
                        &ability.effects,
                        Some((at, ability.reach)),
                        |target| out.push(Action::Ability { at, index, target }),
                    );
                }
            }
            if !troop.revealed {
                out.push(Action::Reveal { at });
            }
        }
        self.gen_charge(seat, out);
        if self.may_end_main(moves, attacks, seats) {
            out.push(Action::End);
        }
    }

    /// Casts open to `seat` (LY-10.2, LY-10.4, LY-10.7).
    fn gen_casts(&self, seat: u8, fast_only: bool, seats: Seats, out: &mut Actions) {
        let side = &self.sides[seat as usize];
        let budget = side.mana as u32 + self.ts.harness_pool[seat as usize] as u32;
        let enchants_used = self.enchants_used(seat);
        for card in distinct(&side.hand) {
            let Some(spell) = self.set.0.spell(card) else {
                continue;
            };
            if (fast_only && spell.speed != Speed::Fast)
                || spell.cost as u32 > budget
                || (spell.permanence == Permanence::Enchant && enchants_used >= ENCHANT_SPACES)
            {
                continue;
            }
            self.gen_targets(seat, seats, spell.target, &spell.effects, None, |target| {
                out.push(Action::Cast { card, target })
            });
        }
    }

    /// Every target of a kind for `seat`; `user` restricts abilities to
    /// their reach (LY-2.6). Honor charges forbid moving one's own King
    /// (LY-16.3); Battle Duels have no relocation or swap (LY-17.5).
    fn gen_targets(
        &self,
        seat: u8,
        seats: Seats,
        kind: TargetKind,
        effects: &[Effect],
        user: Option<(Square, Reach)>,
        mut push: impl FnMut(Target),
    ) {
        let in_reach = |sq: Square| match user {
            None => true,
            Some((at, Reach::Itself)) => sq == at,
            Some((at, Reach::Adjacent)) => crate::geom::is_adjacent(sq, at),
        };
        let honor = self.honor_charging_in(seat, seats);
        let own_king = |t: u8| {
            honor && self.troops[t as usize].owner == seat && self.piece(t) == PieceType::King
        };
        // LY-16.3: a charging King may be put forward or sideways by its own
        // player's spells and abilities, never backward.
        let backward = |t: u8, from: Square, to: Square| own_king(t) && behind(seat, from, to);
        let troops = |want: Option<bool>| {
            let squares = match want {
                None => seats.occupied(),
                Some(true) => seats.of(seat),
                Some(false) => seats.of(seat ^ 1),
            };
            self.troops_in(squares)
                .filter_map(|t| self.troops[t as usize].square.map(|s| (t, s)))
        };
        match kind {
            TargetKind::None => push(Target::None),
            TargetKind::FriendlyTroop | TargetKind::EnemyTroop | TargetKind::AnyTroop => {
                let want = match kind {
                    TargetKind::FriendlyTroop => Some(true),
                    TargetKind::EnemyTroop => Some(false),
                    _ => None,
                };
                for (_, sq) in troops(want) {
                    if in_reach(sq) {
                        push(Target::Troop(sq));
                    }
                }
            }
            TargetKind::TwoFriendlyTroops => {
                if self.mode == Mode::Duels {
                    return;
                }
                // At most 16 troops a side: on the stack.
                let own: SmallVec<[(u8, Square); 16]> = troops(Some(true))
                    .filter(|&(_, sq)| in_reach(sq) || user.is_some_and(|u| u.0 == sq))
                    .collect();
                for (i, &(ta, a)) in own.iter().enumerate() {
                    for &(tb, b) in &own[i + 1..] {
                        if !backward(ta, a, b) && !backward(tb, b, a) {
                            push(Target::Two(a, b));
                        }
                    }
                }
            }
            TargetKind::TroopAndSquare => {
                if self.mode == Mode::Duels {
                    return;
                }
                let range = effects
                    .iter()
                    .find_map(|e| match e {
                        Effect::Relocate { range } => Some(*range),
                        _ => None,
                    })
                    .unwrap_or(1);
                let empty = !seats.occupied();
                for (t, sq) in troops(None) {
                    if !in_reach(sq) {
                        continue;
                    }
                    // In square order, as `Square::ALL` would give them.
                    for to in Bitboard(within(sq, range).0 & empty) {
                        if !backward(t, sq, to) {
                            push(Target::TroopTo(sq, to));
                        }
                    }
                }
            }
            TargetKind::Spell => {
                for i in 0..self.stack.len() {
                    push(Target::Spell(i as u8));
                }
            }
        }
    }
}
