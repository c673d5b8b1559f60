//! Words for the player to act: what it is asked to do now (the prompt)
//! and why an action it tried is refused (LY-21.5). Both speak to the
//! player to act, so they name only what that player may see.

use board_core::inspect::Perspective;
use board_core::{Player, Square};

use crate::action::{Action, ReforgeSource, Target};
use crate::cards::{Permanence, Slot, Speed, TargetKind, piece_name, target_words};
use crate::geom::{attack_direction_ok, move_targets};
use crate::mode::Mode;

use super::{ENCHANT_SPACES, LytharianChess, MAX_MANA, MAX_OBELISK, Phase};

impl LytharianChess {
    /// What the player to act is asked to do, in words (LY-21.5); see
    /// [`Inspect::prompt`](board_core::Inspect::prompt).
    pub(crate) fn prompt_words(&self) -> Option<String> {
        if self.outcome.is_some() {
            return None;
        }
        let who = Player::new(self.actor());
        if let Some(t) = self.promotion {
            let at = self.troops[t as usize]
                .square
                .map_or_else(String::new, |s| format!(" on {s}"));
            return Some(format!(
                "{who} chooses what the pawn{at} becomes: `promote:SQUARE=CARD`"
            ));
        }
        if let Some(top) = self.stack.last() {
            return Some(format!(
                "{who} may answer {}'s {}: cast a fast spell, harness, or `pass` to let the stack resolve",
                Player::new(top.caster),
                self.card_name(top.card)
            ));
        }
        if let Some(w) = &self.window {
            let what = match w.attack {
                Some(a) => format!("attack on {}", a.to),
                None => "action".into(),
            };
            return Some(format!(
                "{who} may answer {}'s {what}: cast a fast spell or `pass`",
                Player::new(self.active)
            ));
        }
        Some(match self.phase {
            Phase::Effects => format!(
                "{who}'s effects phase: use a troop's effect (`effect:SQUARE/N`) or `end` it"
            ),
            Phase::Mana => format!("{who}'s mana phase: `charge` the obelisk or `end` it"),
            Phase::Draw => format!(
                "{who} is at the hand limit: `discard:CARD`, cast a fast spell, or `end` the draw phase"
            ),
            Phase::Main if self.mode == Mode::Duels => {
                if self.ts.attacked {
                    format!("{who}'s main phase: cast, or `end` the turn")
                } else {
                    format!(
                        "{who}'s main phase: attack the enemy troop (required), cast spells or use abilities"
                    )
                }
            }
            Phase::Main if self.ts.moved || self.ts.hold => {
                format!("{who}'s main phase: attack, cast, attach, reveal, or `end` the turn")
            }
            Phase::Main => format!(
                "{who}'s main phase: move a troop (required), attack, cast, attach or reveal"
            ),
        })
    }

    /// The menu group of an action (LY-21.5): every target of one card in
    /// hand (`cast:fireball`, `attach:longsword`), of one troop's ability
    /// (`ability:d8/0`) or every model of one promotion (`promote:e8`).
    pub(crate) fn group_of(&self, action: Action) -> Option<String> {
        match action {
            Action::Cast { card, .. } => Some(format!("cast:{}", self.card_id_text(card))),
            Action::Attach { card, .. } => Some(format!("attach:{}", self.card_id_text(card))),
            Action::Ability { at, index, .. } => Some(format!("ability:{at}/{index}")),
            Action::Promote { at, .. } => Some(format!("promote:{at}")),
            _ => None,
        }
    }

    fn card_id_text(&self, card: crate::cards::CardId) -> &str {
        self.set.0.card(card).map_or("?", |c| c.id())
    }

    /// Why `action` is not legal now, for the player to act (LY-21.5).
    /// Called only for illegal actions.
    pub(crate) fn refusal(&self, action: Action) -> String {
        if self.outcome.is_some() {
            return "the game is over".into();
        }
        let seat = self.actor();
        let me = Perspective::Seat(Player::new(seat));
        if self.promotion.is_some() && !matches!(action, Action::Promote { .. }) {
            return "a pawn is promoting: choose its new card first (`promote:SQUARE=CARD`)".into();
        }
        let responding = !self.stack.is_empty() || self.window.is_some();
        let hand = &self.sides[seat as usize].hand;
        let in_hand = |card| hand.contains(&card);
        let name = |card| self.card_name(card).to_owned();
        let mana = self.sides[seat as usize].mana as u32;
        let harness = self.ts.harness_pool[seat as usize] as u32;
        let own_troop =
            |sq: Square| self.board[sq.index()].filter(|&t| self.troops[t as usize].owner == seat);
        let main_only = || -> Option<String> {
            if responding {
                Some("only a fast spell, a harness, a charge or `pass` may answer now".to_owned())
            } else if self.phase != Phase::Main {
                Some(format!(
                    "that belongs to the main phase; this is the {} phase",
                    phase_name(self.phase)
                ))
            } else {
                None
            }
        };
        match action {
            Action::Move { from, to } => {
                if let Some(why) = main_only() {
                    return why;
                }
                if self.mode == Mode::Duels {
                    return "troops do not move in Battle Duels".into();
                }
                if self.ts.moved {
                    return "you have already made this turn's move".into();
                }
                let Some(t) = own_troop(from) else {
                    return format!("you have no troop on {from}");
                };
                let label = self.troop_label(t, me);
                if self.board[to.index()].is_some() {
                    return format!(
                        "{to} is occupied: troops take squares by attacking (`{from}x{to}`)"
                    );
                }
                if !move_targets(self.piece(t), seat as usize, from, self.occupancy()).contains(to)
                {
                    return format!(
                        "your {label} on {from} moves as a {} and cannot reach {to}",
                        piece_name(self.piece(t))
                    );
                }
                format!("your {label} is on an honor charge: it must move closer to the enemy King")
            }
            Action::Attack { from, to } => {
                if let Some(why) = main_only() {
                    return why;
                }
                if self.ts.attacked {
                    return "you have already attacked this turn".into();
                }
                let Some(t) = own_troop(from) else {
                    return format!("you have no troop on {from}");
                };
                let label = self.troop_label(t, me);
                match self.board[to.index()] {
                    None => return format!("there is no troop on {to} to attack"),
                    Some(o) if self.troops[o as usize].owner == seat => {
                        return format!("the troop on {to} is yours");
                    }
                    Some(_) => {}
                }
                if self.ts.moved && self.ts.mover != Some(t) {
                    return "after the move only the troop that moved may attack".into();
                }
                if self.troops[t as usize].used & 0xf0 != 0 {
                    return format!("your {label} used an ability this turn and cannot attack");
                }
                if self.mode != Mode::Duels
                    && !(crate::geom::is_adjacent(from, to)
                        && attack_direction_ok(self.piece(t), seat as usize, from, to))
                {
                    return format!(
                        "your {label} on {from} cannot attack {to}: a {} attacks an adjacent square in a direction it moves",
                        piece_name(self.piece(t))
                    );
                }
                format!(
                    "your {label} is on an honor charge: it may only attack toward the enemy King"
                )
            }
            Action::Cast { card, target } => {
                if !in_hand(card) {
                    return format!("{} is not in your hand", name(card));
                }
                let Some(spell) = self.set.0.spell(card) else {
                    return format!("{} is not a spell", name(card));
                };
                let fast_only = responding || self.phase != Phase::Main;
                if fast_only && spell.speed != Speed::Fast {
                    return format!(
                        "{} is a normal spell: only fast spells may be cast now",
                        name(card)
                    );
                }
                if seat != self.active && !responding {
                    return "you may cast only in answer to your opponent".into();
                }
                if spell.cost as u32 > mana + harness {
                    return format!(
                        "{} costs {} mana, you have {}",
                        name(card),
                        spell.cost,
                        mana + harness
                    );
                }
                if spell.permanence == Permanence::Enchant
                    && self.sides[seat as usize].enchants.len() >= ENCHANT_SPACES
                {
                    return "your three enchant spaces are full".into();
                }
                self.target_refusal(&name(card), spell.target, target, seat)
            }
            Action::Harness { card } => {
                if !in_hand(card) {
                    return format!("{} is not in your hand", name(card));
                }
                if self.set.0.spell(card).is_none() {
                    return format!("only spells can be harnessed; {} is not one", name(card));
                }
                if self.ts.harness_used[seat as usize] {
                    return "you have already harnessed this turn".into();
                }
                "you may harness only in your main phase or when you hold priority".into()
            }
            Action::Attach { card, to } => {
                if let Some(why) = main_only() {
                    return why;
                }
                if !in_hand(card) {
                    return format!("{} is not in your hand", name(card));
                }
                let Some(eq) = self.set.0.equipment(card) else {
                    return format!("{} is not equipment", name(card));
                };
                let Some(t) = own_troop(to) else {
                    return format!("you have no troop on {to}");
                };
                if !self.card_of(t).kind.can_carry_equipment() {
                    return format!(
                        "only humanoid troops carry equipment; your {} is not one",
                        self.troop_label(t, me)
                    );
                }
                let troop = &self.troops[t as usize];
                let taken = match eq.slot {
                    Slot::Weapon => troop.weapon.is_some(),
                    Slot::Armour => troop.armour.is_some(),
                };
                if taken {
                    return format!("the troop on {to} already has equipment in that slot");
                }
                format!("{} costs {} mana, you have {mana}", name(card), eq.cost)
            }
            Action::Reforge { source } => {
                if let Some(why) = main_only() {
                    return why;
                }
                match source {
                    ReforgeSource::Hand(card) if !in_hand(card) => {
                        format!("{} is not in your hand", name(card))
                    }
                    ReforgeSource::Hand(card) => format!("{} is not equipment", name(card)),
                    ReforgeSource::Attached(sq, _) if own_troop(sq).is_none() => {
                        format!("you have no troop on {sq}")
                    }
                    ReforgeSource::Attached(sq, _) => format!(
                        "the troop on {sq} has no such equipment, or reforge mana of another troop is waiting to be spent"
                    ),
                }
            }
            Action::Ability { at, index, .. } => {
                if let Some(why) = main_only() {
                    return why;
                }
                let Some(t) = own_troop(at) else {
                    return format!("you have no troop on {at}");
                };
                let label = self.troop_label(t, me);
                let Some(ability) = self.card_of(t).abilities.get(index as usize) else {
                    return format!("your {label} has no ability {index}");
                };
                if self.troops[t as usize].used & (1 << (4 + index)) != 0 {
                    return format!("{} was already used this turn", ability.name);
                }
                if self.troops[t as usize].attacked {
                    return format!("your {label} attacked this turn and cannot use abilities");
                }
                if ability.cost as u32 > mana {
                    return format!(
                        "{} costs {} mana, you have {mana}",
                        ability.name, ability.cost
                    );
                }
                format!(
                    "that is not a target of {}: it needs {}",
                    ability.name,
                    target_words(ability.target).unwrap_or("no target")
                )
            }
            Action::Effect { at, .. } => {
                if responding || self.phase != Phase::Effects {
                    return "effects are used in your effects phase".into();
                }
                match own_troop(at) {
                    None => format!("you have no troop on {at}"),
                    Some(t) => format!(
                        "your {} has no such effect left this turn",
                        self.troop_label(t, me)
                    ),
                }
            }
            Action::Reveal { at } => {
                if let Some(why) = main_only() {
                    return why;
                }
                match own_troop(at) {
                    None => format!("you have no troop on {at}"),
                    Some(_) => format!("your troop on {at} is already face up"),
                }
            }
            Action::Charge => {
                let side = &self.sides[seat as usize];
                if self.mode == Mode::Duels {
                    "there is no obelisk charge in Battle Duels".into()
                } else if side.obelisk >= MAX_OBELISK {
                    format!("your obelisk is already at {MAX_OBELISK}")
                } else {
                    format!(
                        "charging the obelisk needs {MAX_MANA} mana, you have {}",
                        side.mana
                    )
                }
            }
            Action::Discard { card } => {
                if !in_hand(card) {
                    format!("{} is not in your hand", name(card))
                } else {
                    "you discard only in your draw phase, at the hand limit".into()
                }
            }
            Action::Promote { at, model } => {
                if self.promotion.is_none() {
                    "no pawn is promoting".into()
                } else {
                    format!(
                        "the pawn on {at} cannot become {}: it becomes a troop card of yours on the board or in your crypt",
                        name(model)
                    )
                }
            }
            Action::Pass => {
                "there is nothing to answer: `pass` is for answering a spell or an action".into()
            }
            Action::End => {
                if responding {
                    return "answer first: cast a fast spell or `pass`".into();
                }
                if self.mode == Mode::Duels {
                    return "you must attack the enemy troop before you end the turn".into();
                }
                if self.honor_charging(seat) {
                    return "your King is on an honor charge: it must move or attack first".into();
                }
                "you must move a troop before you end the turn".into()
            }
        }
    }

    fn target_refusal(&self, card: &str, kind: TargetKind, target: Target, seat: u8) -> String {
        let wanted = target_words(kind).unwrap_or("no target");
        let troop_owner =
            |sq: Square| self.board[sq.index()].map(|t| self.troops[t as usize].owner);
        match (kind, target) {
            (TargetKind::EnemyTroop, Target::Troop(sq)) if troop_owner(sq) == Some(seat) => {
                format!("{card} needs an enemy troop; the troop on {sq} is yours")
            }
            (TargetKind::FriendlyTroop, Target::Troop(sq))
                if troop_owner(sq).is_some_and(|o| o != seat) =>
            {
                format!("{card} needs a friendly troop; the troop on {sq} is not yours")
            }
            (_, Target::Troop(sq)) if troop_owner(sq).is_none() => {
                format!("there is no troop on {sq}")
            }
            _ => format!("that is not a target of {card}: it needs {wanted}"),
        }
    }
}

fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::Effects => "effects",
        Phase::Mana => "mana",
        Phase::Draw => "draw",
        Phase::Main => "main",
    }
}
