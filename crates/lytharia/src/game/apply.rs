//! Applying a legal action: movement, combat, the stack, equipment, the turn
//! sequence (LY-7 to LY-15).

use board_core::Square;

use crate::action::{Action, ReforgeSource, Target};
use crate::cards::{Area, Duration, Effect, Permanence, PieceType, Slot};
use crate::geom::last_rank;
use crate::mode::Mode;

use super::{LytharianChess, MAX_MANA, MAX_OBELISK, PendingAttack, Phase, StackItem, TurnState};

impl LytharianChess {
    /// Starts the active player's turn at the effects phase (LY-7.1).
    pub(crate) fn begin_turn(&mut self) {
        self.ts = TurnState::default();
        for t in self.troops.iter_mut() {
            t.used = 0;
            t.attacked = false;
        }
        self.phase = Phase::Effects;
        self.fire_each_turn();
        if !self.has_effects_left() {
            self.enter_mana();
        }
    }

    /// LY-2.5.13: the active player's enchants with effects that fire each
    /// turn act on their troops, in enchant-space order, before anything
    /// else of the effects phase.
    fn fire_each_turn(&mut self) {
        let seat = self.active;
        let fired: smallvec::SmallVec<[(u8, Effect); 8]> = self.sides[seat as usize]
            .enchants
            .iter()
            .filter_map(|e| Some((e.on?, self.set.0.spell(e.card)?)))
            .flat_map(|(t, spell)| {
                spell
                    .effects
                    .iter()
                    .filter(|e| e.is_each_turn())
                    .map(move |&e| (t, e))
            })
            .collect();
        if fired.is_empty() {
            return;
        }
        for (t, effect) in fired {
            if self.troops[t as usize].square.is_none() {
                continue;
            }
            match effect {
                Effect::DamageEachTurn { amount, kind } => self.damage(t, amount as i32, kind),
                Effect::HealEachTurn { amount } => {
                    let troop = &mut self.troops[t as usize];
                    troop.damage = troop.damage.saturating_sub(amount);
                }
                _ => {}
            }
        }
        self.reap(Some(seat));
    }

    pub(crate) fn has_effects_left(&self) -> bool {
        self.troops_on_board(self.active).any(|t| {
            let n = self.card_of(t).effects.len();
            (0..n).any(|i| self.troops[t as usize].used & (1 << i) == 0)
        })
    }

    /// LY-7.4: the counter advances; a charge (LY-7.5) waits for a decision.
    fn enter_mana(&mut self) {
        self.phase = Phase::Mana;
        let seat = self.active as usize;
        let gain = self.sides[seat].obelisk + self.mana_per_turn(seat);
        self.gain_mana(seat, gain);
        if !self.can_charge(self.active) {
            self.enter_draw();
        }
    }

    fn enter_draw(&mut self) {
        self.phase = Phase::Draw;
        self.try_draw();
    }

    /// LY-7.7: below the limit the active player draws and moves on.
    fn try_draw(&mut self) {
        let seat = self.active as usize;
        if self.sides[seat].hand.len() < self.hand_limit(seat) {
            self.draw_cards(seat, 1);
            self.phase = Phase::Main;
        }
    }

    pub(crate) fn draw_cards(&mut self, seat: usize, n: u8) {
        for _ in 0..n {
            if let Some(card) = self.sides[seat].deck.pop() {
                self.sides[seat].hand.push(card);
            }
        }
    }

    pub(crate) fn gain_mana(&mut self, seat: usize, amount: u8) {
        let side = &mut self.sides[seat];
        side.mana = side.mana.saturating_add(amount).min(MAX_MANA);
    }

    fn pay(&mut self, seat: usize, cost: u8, pool: Pool) {
        let mut cost = cost;
        let mut use_pool = |p: &mut u8| {
            let used = (*p).min(cost);
            *p -= used;
            cost -= used;
        };
        match pool {
            Pool::Harness => use_pool(&mut self.ts.harness_pool[seat & 1]),
            Pool::Reforge(t) if seat == self.active as usize => {
                if self.ts.reforge_bound == Some(t) {
                    use_pool(&mut self.ts.reforge_bound_pool);
                }
                use_pool(&mut self.ts.reforge_pool);
            }
            Pool::Reforge(_) | Pool::None => {}
        }
        let side = &mut self.sides[seat];
        side.mana = side.mana.saturating_sub(cost);
    }

    fn take_from_hand(&mut self, seat: usize, card: crate::cards::CardId) {
        let hand = &mut self.sides[seat].hand;
        if let Some(i) = hand.iter().position(|&c| c == card) {
            hand.remove(i);
        }
    }

    fn place(&mut self, t: u8, to: Option<Square>) {
        if let Some(from) = self.troops[t as usize].square {
            self.board[from.index()] = None;
        }
        if let Some(to) = to {
            self.board[to.index()] = Some(t);
        }
        self.troops[t as usize].square = to;
    }

    /// Takes a troop off the board: to its owner's crypt, its equipment to
    /// its owner's nether, enchants on it to their casters' nethers
    /// (LY-9.4, LY-10.8).
    pub(crate) fn remove_troop(&mut self, t: u8) {
        self.place(t, None);
        let owner = self.troops[t as usize].owner as usize;
        let card = self.troops[t as usize].card;
        self.sides[owner].crypt.push(card);
        self.strip(t);
    }

    /// Moves a troop's weapon and armour to its owner's nether.
    fn disarm(&mut self, t: u8) {
        let owner = self.troops[t as usize].owner as usize;
        for eq in [
            self.troops[t as usize].weapon.take(),
            self.troops[t as usize].armour.take(),
        ]
        .into_iter()
        .flatten()
        {
            self.sides[owner].nether.push(eq);
        }
    }

    /// Removes equipment and enchants from a troop.
    fn strip(&mut self, t: u8) {
        self.disarm(t);
        for side in &mut self.sides {
            for e in &side.enchants {
                if e.on == Some(t) {
                    side.nether.push(e.card);
                }
            }
            side.enchants.retain(|e| e.on != Some(t));
        }
    }

    /// A troop is killed (LY-9.4); `killer` is credited (LY-9.7).
    fn kill(&mut self, t: u8, killer: Option<u8>) {
        let owner = self.troops[t as usize].owner;
        if let Some(k) = killer.filter(|&k| k != owner) {
            let power = self.card_of(t).power as u32;
            let side = &mut self.sides[k as usize];
            side.killed_power = side.killed_power.saturating_add(power);
        }
        self.troops[t as usize].revealed = true;
        self.remove_troop(t);
    }

    /// Kills every troop on the board whose remaining Def is 0 or less.
    fn reap(&mut self, killer: Option<u8>) {
        let dead: smallvec::SmallVec<[u8; 32]> = self
            .board
            .iter()
            .flatten()
            .copied()
            .filter(|&t| self.remaining_def(t) <= 0)
            .collect();
        for t in dead {
            self.kill(t, killer);
        }
    }

    fn reveal(&mut self, t: u8) {
        self.troops[t as usize].revealed = true;
    }

    fn damage(&mut self, t: u8, amount: i32, kind: crate::cards::DamageType) {
        if amount <= 0 || self.card_of(t).immune.contains(&kind) {
            return;
        }
        let troop = &mut self.troops[t as usize];
        troop.damage = (troop.damage as i32 + amount).min(255) as u8;
    }

    /// Declares an attack (LY-9.2): it counts as the turn's attack at
    /// once; combat waits for the defender's response window, if one opens
    /// (LY-10.12).
    fn declare_attack(&mut self, from: Square, to: Square) {
        let (Some(a), Some(d)) = (self.board[from.index()], self.board[to.index()]) else {
            return;
        };
        self.troops[a as usize].attacked = true;
        self.ts.attacked = true;
        let pending = PendingAttack {
            from,
            to,
            attacker: a,
            defender: d,
        };
        if !self.open_window(Some(pending)) {
            self.attack(pending);
        }
    }

    /// Simultaneous combat (LY-9.3 to LY-9.5). A declared attack whose
    /// troops no longer stand where they stood fizzles (LY-10.12).
    fn attack(&mut self, p: PendingAttack) {
        let (a, d, to) = (p.attacker, p.defender, p.to);
        if self.board[p.from.index()] != Some(a) || self.board[to.index()] != Some(d) {
            return;
        }
        self.reveal(a);
        self.reveal(d);
        let (att_a, att_d) = (self.eff_att(a), self.eff_att(d));
        let (kind_a, kind_d) = (self.card_of(a).damage, self.card_of(d).damage);
        self.damage(d, att_a, kind_a);
        self.damage(a, att_d, kind_d);
        let d_dead = self.remaining_def(d) <= 0;
        let a_dead = self.remaining_def(a) <= 0;
        let (oa, od) = (self.troops[a as usize].owner, self.troops[d as usize].owner);
        if d_dead {
            self.kill(d, Some(oa));
        }
        if a_dead {
            self.kill(a, Some(od));
        }
        if d_dead && !a_dead && self.mode != Mode::Duels {
            self.place(a, Some(to));
            self.arrived(a);
        }
    }

    /// Opens the defender's response window after a main-phase action of
    /// the active player, when the defender could cast a fast spell
    /// (LY-10.11); returns whether it opened.
    fn open_window(&mut self, attack: Option<PendingAttack>) -> bool {
        if self.outcome.is_some()
            || self.promotion.is_some()
            || !self.stack.is_empty()
            || !self.defender_can_respond()
        {
            return false;
        }
        self.window = Some(super::Window { attack });
        true
    }

    /// Closes the response window when the defender has passed or can do
    /// nothing more, resolving a declared attack (LY-10.11, LY-10.12).
    fn close_window(&mut self, force: bool) {
        let Some(w) = self.window else { return };
        if !force && self.outcome.is_none() && self.defender_can_respond() {
            return;
        }
        self.window = None;
        let defender = (self.active ^ 1) as usize;
        self.ts.harness_pool[defender] = 0;
        if let Some(p) = w.attack
            && self.outcome.is_none()
        {
            self.attack(p);
        }
    }

    /// A pawn on its last rank promotes (LY-15.1) or scores (LY-18.2).
    fn arrived(&mut self, t: u8) {
        let troop = &self.troops[t as usize];
        let Some(sq) = troop.square else { return };
        if self.piece(t) != PieceType::Pawn
            || crate::geom::rank(sq) != last_rank(troop.owner as usize)
        {
            return;
        }
        match self.mode {
            Mode::PawnWars => {
                let owner = troop.owner as usize;
                self.remove_troop(t);
                self.sides[owner].points = self.sides[owner].points.saturating_add(1);
            }
            Mode::Full => {
                if self.promotion.is_none() && !self.promotion_models(troop.owner).is_empty() {
                    self.promotion = Some(t);
                }
            }
            Mode::Duels => {}
        }
    }

    /// The cards a pawn of `seat` may be promoted to (LY-15.1, LY-15.3).
    pub(crate) fn promotion_models(&self, seat: u8) -> Vec<crate::cards::CardId> {
        let mut models: Vec<_> = self
            .troops_on_board(seat)
            .map(|t| self.troops[t as usize].card)
            .chain(self.sides[seat as usize].crypt.iter().copied())
            .filter(|&c| {
                self.set
                    .0
                    .troop(c)
                    .is_some_and(|tc| tc.piece != PieceType::King)
            })
            .collect();
        models.sort();
        models.dedup();
        models
    }

    /// Applies one effect for `controller` (LY-2.5).
    fn apply_effect(
        &mut self,
        controller: u8,
        effect: Effect,
        target: Option<u8>,
        second: Option<u8>,
        dest: Option<Square>,
    ) {
        let seat = controller as usize;
        match effect {
            Effect::Damage { amount, kind } => {
                if let Some(t) = target {
                    self.damage(t, amount as i32, kind);
                }
            }
            Effect::Heal { amount } => {
                if let Some(t) = target {
                    let troop = &mut self.troops[t as usize];
                    troop.damage = troop.damage.saturating_sub(amount);
                }
            }
            Effect::Modify { att, def, duration } => {
                if let Some(t) = target {
                    let troop = &mut self.troops[t as usize];
                    match duration {
                        Duration::Turn => {
                            troop.turn_att = troop.turn_att.saturating_add(att as i16);
                            troop.turn_def = troop.turn_def.saturating_add(def as i16);
                        }
                        Duration::Permanent => {
                            troop.perm_att = troop.perm_att.saturating_add(att as i16);
                            troop.perm_def = troop.perm_def.saturating_add(def as i16);
                        }
                        Duration::Enchanted => {}
                    }
                }
            }
            Effect::Draw { cards } => self.draw_cards(seat, cards),
            Effect::Mana { amount } => self.gain_mana(seat, amount),
            Effect::Relocate { .. } => {
                if let (Some(t), Some(to)) = (target, dest)
                    && self.board[to.index()].is_none()
                {
                    self.place(t, Some(to));
                    self.arrived(t);
                }
            }
            Effect::Swap => {
                if let (Some(a), Some(b)) = (target, second) {
                    let (sa, sb) = (
                        self.troops[a as usize].square,
                        self.troops[b as usize].square,
                    );
                    if let (Some(sa), Some(sb)) = (sa, sb) {
                        self.board[sa.index()] = Some(b);
                        self.board[sb.index()] = Some(a);
                        self.troops[a as usize].square = Some(sb);
                        self.troops[b as usize].square = Some(sa);
                        self.arrived(a);
                        if self.troops[b as usize].square.is_some() {
                            self.arrived(b);
                        }
                    }
                }
            }
            Effect::Hold => {
                if controller == self.active {
                    self.ts.hold = true;
                }
            }
            Effect::DamageDice { dice, kind } => {
                if let Some(t) = target {
                    let roll: i32 = (0..dice).map(|_| self.rng.d6() as i32).sum();
                    self.damage(t, roll, kind);
                }
            }
            Effect::HealDice { dice } => {
                if let Some(t) = target {
                    let roll: u32 = (0..dice).map(|_| self.rng.d6() as u32).sum();
                    let troop = &mut self.troops[t as usize];
                    troop.damage = troop.damage.saturating_sub(roll.min(255) as u8);
                }
            }
            Effect::DamageEachTurn { .. } | Effect::HealEachTurn { .. } => {}
            Effect::Disarm => {
                if let Some(t) = target {
                    self.disarm(t);
                }
            }
            Effect::Counter | Effect::ManaPerTurn { .. } | Effect::HandSize { .. } => {}
        }
    }

    /// Whether a stack item's targets are still where they were (LY-10.5).
    fn still_targeted(&self, item: &StackItem) -> bool {
        let squares: [Option<Square>; 2] = match item.target {
            Target::Troop(a) => [Some(a), None],
            Target::Two(a, b) => [Some(a), Some(b)],
            Target::TroopTo(a, dest) => {
                if self.board[dest.index()].is_some() {
                    return false;
                }
                [Some(a), None]
            }
            Target::Spell(_) => {
                return item
                    .spell
                    .is_some_and(|uid| self.stack.iter().any(|s| s.uid == uid));
            }
            Target::None => [None, None],
        };
        squares
            .iter()
            .zip(item.troops)
            .all(|(sq, t)| match (sq, t) {
                (Some(sq), Some(t)) => self.troops[t as usize].square == Some(*sq),
                (None, _) => true,
                (Some(_), None) => false,
            })
    }

    /// Resolves the whole stack, last cast first (LY-10.3).
    fn resolve_stack(&mut self) {
        while self.promotion.is_none()
            && let Some(item) = self.stack.pop()
        {
            let caster = item.caster as usize;
            let Some(spell) = self.set.0.spell(item.card).cloned() else {
                continue;
            };
            if !self.still_targeted(&item) {
                self.sides[caster].nether.push(item.card);
                continue;
            }
            let dest = match item.target {
                Target::TroopTo(_, d) => Some(d),
                _ => None,
            };
            for &effect in &spell.effects {
                if effect == Effect::Counter {
                    if let Some(i) = self.stack.iter().position(|s| Some(s.uid) == item.spell) {
                        let countered = self.stack.remove(i);
                        self.sides[countered.caster as usize]
                            .nether
                            .push(countered.card);
                    }
                    continue;
                }
                self.apply_effect(item.caster, effect, item.troops[0], item.troops[1], dest);
            }
            // The enchant enters play before deaths are checked, so that a
            // Def-lowering enchant kills at once; an enchant on a troop that
            // dies goes to the nether with it.
            let on = item.troops[0];
            let stays = spell.permanence == Permanence::Enchant
                && on.is_none_or(|t| self.troops[t as usize].square.is_some());
            if stays {
                self.sides[caster].enchants.push(super::Enchant {
                    card: item.card,
                    on,
                });
            } else {
                self.sides[caster].nether.push(item.card);
            }
            self.reap(Some(item.caster));
        }
        if self.stack.is_empty() {
            // Uids only tell apart spells on the stack (LY-19.6).
            self.next_uid = 0;
        }
    }

    /// The troops an action's target names, as they stand now.
    pub(crate) fn target_troops(&self, target: Target) -> [Option<u8>; 2] {
        match target {
            Target::Troop(a) | Target::TroopTo(a, _) => [self.board[a.index()], None],
            Target::Two(a, b) => [self.board[a.index()], self.board[b.index()]],
            Target::None | Target::Spell(_) => [None, None],
        }
    }

    /// Ends the turn (LY-7.10, LY-10.9, LY-16.6).
    fn end_turn(&mut self) {
        if self.mode != Mode::Duels {
            if !self.ts.moved && !self.ts.attacked {
                self.idle_turns = self.idle_turns.saturating_add(1);
            } else {
                self.idle_turns = 0;
            }
        }
        for t in self.troops.iter_mut() {
            t.turn_att = 0;
            t.turn_def = 0;
        }
        let round = self.duel.as_ref().map(|d| d.round);
        self.reap(None);
        self.check_end();
        if self.outcome.is_some() {
            return;
        }
        if self.duel.as_ref().map(|d| d.round) != round {
            // LY-17.3: the round ended with this turn's end (a this-turn Def
            // bonus expired); the next round has already begun with its
            // attacker to act.
            return;
        }
        if self.idle_turns >= 2 {
            self.finish_stalled();
            return;
        }
        if self.turn >= super::MAX_TURN {
            // LY-16.6: the longest game.
            self.finish_stalled();
            return;
        }
        self.turn += 1;
        if self.turn_limit.is_some_and(|limit| self.turn > limit) {
            self.finish_stalled();
            return;
        }
        if let Some(duel) = &mut self.duel {
            duel.round_turns = duel.round_turns.saturating_add(1);
            if duel.round_turns >= super::DUEL_ROUND_TURNS {
                self.finish_round(None);
                return;
            }
        }
        self.active ^= 1;
        self.begin_turn();
    }

    /// Applies an action already known to be legal.
    pub(crate) fn apply(&mut self, action: Action) {
        let actor = self.actor();
        let main_turn = actor == self.active
            && self.stack.is_empty()
            && self.window.is_none()
            && self.promotion.is_none();
        if main_turn {
            if !matches!(action, Action::Cast { .. } | Action::Harness { .. }) {
                self.ts.harness_pool[actor as usize] = 0;
            }
            if !matches!(action, Action::Reforge { .. } | Action::Attach { .. }) {
                self.ts.reforge_pool = 0;
                self.ts.reforge_bound_pool = 0;
                self.ts.reforge_bound = None;
            }
        } else if actor != self.active
            && !matches!(action, Action::Cast { .. } | Action::Harness { .. })
        {
            // LY-11.3: the defender's harness mana is spent at once or lost.
            self.ts.harness_pool[actor as usize] = 0;
        }
        let active = self.active as usize;
        match action {
            Action::Move { from, to } => {
                if let Some(t) = self.board[from.index()] {
                    self.place(t, Some(to));
                    self.ts.moved = true;
                    self.ts.mover = Some(t);
                    self.arrived(t);
                    self.settle();
                    self.open_window(None);
                }
            }
            Action::Attack { from, to } => self.declare_attack(from, to),
            Action::Cast { card, target } => {
                let seat = actor;
                let cost = self.set.0.spell(card).map_or(0, |s| s.cost);
                self.take_from_hand(seat as usize, card);
                self.pay(seat as usize, cost, Pool::Harness);
                let spell = match target {
                    Target::Spell(i) => self.stack.get(i as usize).map(|s| s.uid),
                    _ => None,
                };
                let item = StackItem {
                    uid: self.next_uid,
                    card,
                    caster: seat,
                    target,
                    troops: self.target_troops(target),
                    spell,
                };
                self.next_uid = self.next_uid.saturating_add(1);
                self.stack.push(item);
                self.priority = seat ^ 1;
            }
            Action::Pass => {
                if self.stack.is_empty() {
                    self.close_window(true);
                } else {
                    self.resolve_stack();
                    if self.stack.is_empty() && self.promotion.is_none() {
                        self.settle();
                        self.close_window(false);
                    }
                }
            }
            Action::Harness { card } => {
                let seat = actor as usize;
                self.take_from_hand(seat, card);
                self.sides[seat].nether.push(card);
                self.ts.harness_used[seat] = true;
                self.ts.harness_pool[seat] = self.set.0.spell(card).map_or(0, |s| s.quality);
            }
            Action::Attach { card, to } => {
                if let (Some(t), Some(eq)) = (self.board[to.index()], self.set.0.equipment(card)) {
                    let (slot, cost) = (eq.slot, eq.cost);
                    self.take_from_hand(active, card);
                    self.pay(active, cost, Pool::Reforge(t));
                    let troop = &mut self.troops[t as usize];
                    match slot {
                        Slot::Weapon => troop.weapon = Some(card),
                        Slot::Armour => troop.armour = Some(card),
                    }
                    troop.revealed = true;
                    self.open_window(None);
                }
            }
            Action::Reforge { source } => {
                let card = match source {
                    ReforgeSource::Hand(card) => {
                        self.take_from_hand(active, card);
                        Some((card, None))
                    }
                    ReforgeSource::Attached(sq, slot) => self.board[sq.index()].and_then(|t| {
                        let troop = &mut self.troops[t as usize];
                        match slot {
                            Slot::Weapon => troop.weapon.take(),
                            Slot::Armour => troop.armour.take(),
                        }
                        .map(|c| (c, Some(t)))
                    }),
                };
                if let Some((card, from)) = card {
                    self.sides[active].nether.push(card);
                    let value = self.set.0.equipment(card).map_or(0, |e| e.reforge);
                    match from {
                        None => self.ts.reforge_pool = self.ts.reforge_pool.saturating_add(value),
                        Some(t) => {
                            self.ts.reforge_bound = Some(t);
                            self.ts.reforge_bound_pool =
                                self.ts.reforge_bound_pool.saturating_add(value);
                        }
                    }
                }
                // Reforging armour off a damaged troop may leave it no Def.
                self.reap(None);
            }
            Action::Ability { at, index, target } => {
                if let Some(t) = self.board[at.index()] {
                    let ability = self.card_of(t).abilities[index as usize].clone();
                    self.pay(active, ability.cost, Pool::None);
                    self.troops[t as usize].used |= 1 << (4 + index);
                    if ability.reveals {
                        self.reveal(t);
                    }
                    let [first, second] = self.target_troops(target);
                    let dest = match target {
                        Target::TroopTo(_, d) => Some(d),
                        _ => None,
                    };
                    for effect in ability.effects {
                        self.apply_effect(self.active, effect, first, second, dest);
                    }
                    self.reap(Some(self.active));
                    self.settle();
                    self.open_window(None);
                }
            }
            Action::Effect { at, index } => {
                if let Some(t) = self.board[at.index()] {
                    let te = self.card_of(t).effects[index as usize];
                    self.troops[t as usize].used |= 1 << index;
                    if te.reveals {
                        self.reveal(t);
                    }
                    let owner = self.troops[t as usize].owner;
                    let targets: Vec<u8> = match te.area {
                        Area::Itself => vec![t],
                        Area::Owner => Vec::new(),
                        Area::AdjacentFriends | Area::AdjacentEnemies => {
                            let friends = te.area == Area::AdjacentFriends;
                            self.board
                                .iter()
                                .flatten()
                                .copied()
                                .filter(|&o| {
                                    o != t
                                        && (self.troops[o as usize].owner == owner) == friends
                                        && self.troops[o as usize]
                                            .square
                                            .is_some_and(|s| crate::geom::is_adjacent(s, at))
                                })
                                .collect()
                        }
                    };
                    if te.area == Area::Owner {
                        self.apply_effect(owner, te.effect, None, None, None);
                    }
                    for o in targets {
                        self.apply_effect(owner, te.effect, Some(o), None, None);
                    }
                    self.reap(Some(owner));
                    if self.phase == Phase::Effects && !self.has_effects_left() {
                        self.enter_mana();
                    }
                }
            }
            Action::Reveal { at } => {
                if let Some(t) = self.board[at.index()] {
                    self.reveal(t);
                }
            }
            Action::Charge => {
                let side = &mut self.sides[actor as usize];
                side.mana = 1;
                side.obelisk = (side.obelisk + 1).min(MAX_OBELISK);
                if self.phase == Phase::Mana && actor == self.active && main_turn {
                    self.enter_draw();
                }
            }
            Action::Discard { card } => {
                self.take_from_hand(active, card);
                self.sides[active].nether.push(card);
            }
            Action::Promote { at, model } => {
                if let Some(t) = self.board[at.index()] {
                    self.strip(t);
                    let troop = &mut self.troops[t as usize];
                    troop.card = model;
                    troop.damage = 0;
                    troop.turn_att = 0;
                    troop.turn_def = 0;
                    troop.perm_att = 0;
                    troop.perm_def = 0;
                    troop.revealed = true;
                }
                self.promotion = None;
                // A promotion met while the stack resolved (LY-15.5): the
                // rest of the stack resolves now.
                if !self.stack.is_empty() {
                    self.resolve_stack();
                }
                if self.stack.is_empty() && self.promotion.is_none() {
                    self.settle();
                    self.close_window(false);
                }
            }
            Action::End => match self.phase {
                Phase::Effects => self.enter_mana(),
                Phase::Mana => self.enter_draw(),
                Phase::Draw => self.phase = Phase::Main,
                Phase::Main => self.end_turn(),
            },
        }
        self.settle();
    }

    /// Bookkeeping after every action: the end of the game or round, and
    /// a draw that became possible in the draw phase.
    fn settle(&mut self) {
        if self.outcome.is_none() {
            self.check_end();
        }
        if self.outcome.is_none() && self.stack.is_empty() && self.phase == Phase::Draw {
            self.try_draw();
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Pool {
    Harness,
    /// Reforge mana for attaching to this troop.
    Reforge(u8),
    None,
}
