//! Actions in words for one perspective (LY-21.4): what was done, naming
//! cards and squares, then what came of it (damage, kills, reveals, mana,
//! draws, the next turn), never naming what the perspective may not see.

use board_core::inspect::Perspective;
use board_core::{Game, Inspect, Outcome, Player, Square};

use crate::action::{Action, ReforgeSource, Target};
use crate::cards::{Slot, piece_name};

use super::{LytharianChess, Phase};

/// "1 card", "2 cards".
fn count(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("a {one}")
    } else {
        format!("{n} {many}")
    }
}

impl LytharianChess {
    /// What `perspective` calls troop `t`: its card's name, or `face-down
    /// knight` when it may not know the card.
    pub(crate) fn troop_label(&self, t: u8, perspective: Perspective) -> String {
        if self.knows_troop(t, perspective) {
            self.card_name(self.troops[t as usize].card).to_owned()
        } else {
            format!("face-down {}", piece_name(self.piece(t)))
        }
    }

    /// `P2's Kevetni Spearman on d4`.
    pub(crate) fn troop_at_words(&self, t: u8, perspective: Perspective) -> String {
        let troop = &self.troops[t as usize];
        let at = troop.square.map(|s| format!(" on {s}")).unwrap_or_default();
        format!(
            "{}'s {}{at}",
            Player::new(troop.owner),
            self.troop_label(t, perspective)
        )
    }

    fn square_words(&self, sq: Square, perspective: Perspective) -> String {
        match self.board[sq.index()] {
            Some(t) => self.troop_at_words(t, perspective),
            None => sq.to_string(),
        }
    }

    fn target_phrase(&self, target: Target, perspective: Perspective) -> String {
        match target {
            Target::None => String::new(),
            Target::Troop(sq) => format!(" on {}", self.square_words(sq, perspective)),
            Target::Two(a, b) => format!(
                " on {} and {}",
                self.square_words(a, perspective),
                self.square_words(b, perspective)
            ),
            Target::TroopTo(a, b) => {
                format!(" moving {} to {b}", self.square_words(a, perspective))
            }
            Target::Spell(i) => match self.stack.get(i as usize) {
                Some(item) => format!(
                    " on {}'s {}",
                    Player::new(item.caster),
                    self.card_name(item.card)
                ),
                None => " on a spell".into(),
            },
        }
    }

    /// The first clause: who does what, as `perspective` sees it before
    /// the action (and, for reveals, after it).
    fn action_words(&self, action: Action, perspective: Perspective, after: &Self) -> String {
        let who = Player::new(self.actor());
        let troop = |sq: Square| self.board[sq.index()];
        match action {
            Action::Move { from, to } => match troop(from) {
                Some(t) => format!(
                    "{who} moves {} from {from} to {to}",
                    self.troop_label(t, perspective)
                ),
                None => format!("{who} moves from {from} to {to}"),
            },
            Action::Attack { from, to } => format!(
                "{} attacks {}",
                self.square_words(from, perspective),
                self.square_words(to, perspective)
            ),
            Action::Cast { card, target } => format!(
                "{who} casts {}{}",
                self.card_name(card),
                self.target_phrase(target, perspective)
            ),
            Action::Pass => format!("{who} passes"),
            Action::Harness { card } => format!(
                "{who} harnesses {} for {} mana",
                self.card_name(card),
                self.set.0.spell(card).map_or(0, |s| s.quality)
            ),
            Action::Attach { card, to } => format!(
                "{who} attaches {} to {}",
                self.card_name(card),
                self.square_words(to, perspective)
            ),
            Action::Reforge { source } => {
                let (card, whence) = match source {
                    ReforgeSource::Hand(card) => (Some(card), " from hand".to_owned()),
                    ReforgeSource::Attached(sq, slot) => {
                        let card = troop(sq).and_then(|t| {
                            let troop = &self.troops[t as usize];
                            match slot {
                                Slot::Weapon => troop.weapon,
                                Slot::Armour => troop.armour,
                            }
                        });
                        (card, format!(" of {}", self.square_words(sq, perspective)))
                    }
                };
                match card {
                    Some(card) => format!(
                        "{who} reforges {}{whence} for {} mana",
                        self.card_name(card),
                        self.set.0.equipment(card).map_or(0, |e| e.reforge)
                    ),
                    None => format!("{who} reforges"),
                }
            }
            Action::Ability { at, index, target } => {
                let Some(t) = troop(at) else {
                    return format!("{who} uses an ability");
                };
                let user = after.troop_at_words_before(self, t, perspective);
                if after.knows_troop(t, perspective) {
                    let name = self
                        .card_of(t)
                        .abilities
                        .get(index as usize)
                        .map_or("an ability", |a| a.name.as_str());
                    format!(
                        "{user} uses {name}{}",
                        self.target_phrase(target, perspective)
                    )
                } else {
                    format!(
                        "{user} uses an ability{}",
                        self.target_phrase(target, perspective)
                    )
                }
            }
            Action::Effect { at, index } => {
                let Some(t) = troop(at) else {
                    return format!("{who} uses an effect");
                };
                let user = after.troop_at_words_before(self, t, perspective);
                match self.card_of(t).effects.get(index as usize) {
                    Some(e) if after.knows_troop(t, perspective) => format!(
                        "{user} uses its effect ({})",
                        crate::cards::effect_words(&e.effect)
                    ),
                    _ => format!("{user} uses an effect"),
                }
            }
            Action::Reveal { at } => match troop(at) {
                Some(t) => format!(
                    "{who} reveals the {} on {at}: {}",
                    piece_name(self.piece(t)),
                    after.troop_label(t, perspective)
                ),
                None => format!("{who} reveals {at}"),
            },
            Action::Charge => format!("{who} charges the obelisk"),
            Action::Discard { card } => format!("{who} discards {}", self.card_name(card)),
            Action::Promote { at, model } => {
                format!("{who}'s pawn on {at} becomes {}", self.card_name(model))
            }
            Action::End => match self.phase {
                Phase::Effects => format!("{who} ends the effects phase"),
                Phase::Mana => format!("{who} ends the mana phase"),
                Phase::Draw => format!("{who} ends the draw phase"),
                Phase::Main => format!("{who} ends the turn"),
            },
        }
    }

    /// `troop_at_words` of `before`'s troop `t`, named as this (later)
    /// state lets `perspective` know it: an ability that reveals its user
    /// names it.
    fn troop_at_words_before(&self, before: &Self, t: u8, perspective: Perspective) -> String {
        let troop = &before.troops[t as usize];
        let at = troop.square.map(|s| format!(" on {s}")).unwrap_or_default();
        let label = if (t as usize) < self.troops.len() && self.knows_troop(t, perspective) {
            self.troop_label(t, perspective)
        } else {
            before.troop_label(t, perspective)
        };
        format!("{}'s {label}{at}", Player::new(troop.owner))
    }

    /// What came of the action: spells resolved, troops revealed, moved,
    /// damaged, healed, changed, killed or arrived; mana, obelisks, cards
    /// drawn, points and rounds; the next turn and the end of the game.
    fn consequences(&self, action: Action, after: &Self, perspective: Perspective) -> Vec<String> {
        let mut out = Vec::new();
        // Spells that left the stack resolved (or fizzled), top first.
        for item in self.stack.iter().rev() {
            if !after.stack.iter().any(|s| s.uid == item.uid) {
                out.push(format!(
                    "{}'s {} resolves",
                    Player::new(item.caster),
                    self.card_name(item.card)
                ));
            }
        }
        let mover = match action {
            Action::Move { from, .. } => self.board[from.index()],
            _ => None,
        };
        // The troop the first clause already names as it is known after.
        let user = match action {
            Action::Ability { at, .. } | Action::Effect { at, .. } | Action::Reveal { at } => {
                self.board[at.index()]
            }
            _ => None,
        };
        for t in 0..after.troops.len() {
            let t8 = t as u8;
            let now = &after.troops[t];
            let was = self.troops.get(t);
            let was_on = was.and_then(|w| w.square);
            let label = after.troop_label(t8, perspective);
            let owner = Player::new(now.owner);
            let Some(from) = was_on else {
                if let Some(sq) = now.square {
                    out.push(format!("{owner}'s {label} enters on {sq}"));
                }
                continue;
            };
            let Some(was) = was else { continue };
            let knew = self.knows_troop(t8, perspective);
            let knows = after.knows_troop(t8, perspective);
            if !knew && knows && now.square.is_some() && user != Some(t8) {
                out.push(format!(
                    "{owner}'s face-down {} on {from} is {label}",
                    piece_name(self.piece(t8))
                ));
            }
            let who = format!("{owner}'s {label} on {from}");
            let dealt = now.damage as i32 - was.damage as i32;
            if now.card != was.card {
                // A promotion: the promoted troop is told by the action.
            } else if dealt > 0 {
                let rest = match now.square {
                    Some(_) if knows => {
                        format!(" (def {}/{})", after.remaining_def(t8), after.eff_def(t8))
                    }
                    _ => String::new(),
                };
                out.push(format!("{who} takes {dealt} damage{rest}"));
            } else if dealt < 0 {
                out.push(format!("{who} heals {}", -dealt));
            }
            match now.square {
                None => {
                    let scored = after.sides[now.owner as usize].points
                        > self.sides[now.owner as usize].points;
                    if scored {
                        out.push(format!("{who} reaches the last rank and scores a point"));
                    } else {
                        out.push(format!("{who} dies"));
                    }
                    continue;
                }
                Some(to) if to != from && mover != Some(t8) => {
                    out.push(format!("{who} moves to {to}"));
                }
                _ => {}
            }
            if knew && knows && now.card == was.card {
                let (a0, a1) = (self.eff_att(t8), after.eff_att(t8));
                let (d0, d1) = (self.eff_def(t8), after.eff_def(t8));
                if a0 != a1 || d0 != d1 {
                    out.push(format!(
                        "{who} is now att {a1}, def {}/{d1}",
                        after.remaining_def(t8)
                    ));
                }
            }
            for (old, new) in [(was.weapon, now.weapon), (was.armour, now.armour)] {
                if let Some(old) = old
                    && new != Some(old)
                    && !matches!(action, Action::Reforge { .. })
                {
                    out.push(format!("{who} loses {}", self.card_name(old)));
                }
            }
        }
        if after.outcome.is_none() && after.turn != self.turn {
            out.push(format!(
                "{}'s turn {} begins",
                Player::new(after.active),
                after.turn
            ));
        }
        for seat in 0..2u8 {
            let (s0, s1) = (&self.sides[seat as usize], &after.sides[seat as usize]);
            let p = Player::new(seat);
            if s1.obelisk != s0.obelisk {
                out.push(format!("{p}'s obelisk rises to {}", s1.obelisk));
            }
            if s1.mana != s0.mana {
                out.push(if s1.mana > s0.mana {
                    format!("{p} gains {} mana ({} now)", s1.mana - s0.mana, s1.mana)
                } else {
                    format!("{p} spends {} mana ({} left)", s0.mana - s1.mana, s1.mana)
                });
            }
            let drawn = s0.deck.len().saturating_sub(s1.deck.len());
            if drawn > 0 {
                if perspective.sees_private_of(p) && s1.hand.len() >= drawn {
                    let names: Vec<&str> = s1.hand[s1.hand.len() - drawn..]
                        .iter()
                        .map(|&c| self.card_name(c))
                        .collect();
                    out.push(format!("{p} draws {}", names.join(" and ")));
                } else {
                    out.push(format!("{p} draws {}", count(drawn, "card", "cards")));
                }
            }
            if after.honor_charging(seat) && !self.honor_charging(seat) {
                out.push(format!("{p}'s King stands alone: an honor charge begins"));
            }
            if s1.points != s0.points {
                out.push(format!("{p} has {} points", s1.points));
            }
        }
        if let (Some(d0), Some(d1)) = (&self.duel, &after.duel) {
            for seat in 0..2 {
                if d1.wins[seat] > d0.wins[seat] {
                    out.push(format!(
                        "{} wins round {} ({} won)",
                        Player::new(seat as u8),
                        d0.round,
                        d1.wins[seat]
                    ));
                }
            }
            if d1.ties > d0.ties {
                out.push(format!("round {} is a tie", d0.round));
            }
        }
        if after.window.is_some() && self.window.is_none() {
            out.push(format!("{} may answer", Player::new(after.active ^ 1)));
        }
        if after.promotion.is_some() && self.promotion.is_none() {
            out.push(format!(
                "{} chooses what the pawn becomes",
                Player::new(after.actor())
            ));
        }
        match after.outcome {
            Some(outcome) if self.outcome.is_none() => {
                let why = after.end_reason().unwrap_or_default();
                out.push(match outcome {
                    Outcome::Winner(w) => format!("{w} wins ({why})"),
                    _ => format!("the game is drawn ({why})"),
                });
            }
            _ => {}
        }
        out
    }

    /// An action in words for `perspective` (LY-21.4); see
    /// [`Inspect::describe_move`].
    pub(crate) fn describe(&self, action: Action, perspective: Perspective) -> String {
        if !self.is_legal(action) {
            return format!("{} cannot do that now", Player::new(self.actor()));
        }
        let mut after = self.clone();
        after.apply(action);
        let main = self.action_words(action, perspective, &after);
        let rest = self.consequences(action, &after, perspective);
        if rest.is_empty() {
            main
        } else {
            format!("{main}: {}", rest.join(", "))
        }
    }
}
