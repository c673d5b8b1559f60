//! The closed effect vocabulary (LY-2.5) and the target kinds (LY-2.6).
//!
//! A card's behaviour is a list of [`Effect`] values, never text that code
//! interprets (LY-2.5).
//!
//! ```
//! use lytharia::cards::{DamageType, Effect};
//! let e: Effect = serde_json::from_str(r#"{"damage": {"amount": 3, "type": "fire"}}"#).unwrap();
//! assert_eq!(e, Effect::Damage { amount: 3, kind: DamageType::Fire });
//! assert!(e.needs_troop_target());
//! ```

use serde::{Deserialize, Serialize};

use super::kinds::DamageType;

/// How long a [`Effect::Modify`] lasts (LY-2.5.3).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Duration {
    /// Until the end of the current turn.
    Turn,
    /// While the enchant spell carrying it stays in play.
    Enchanted,
    /// For as long as the troop lives.
    Permanent,
}

/// One effect of a card (LY-2.5). The list is closed: a card set can use no
/// other.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Effect {
    /// LY-2.5.1: the target troop takes damage of a type.
    Damage {
        /// Points of damage.
        amount: u8,
        /// The damage type; immune troops take none.
        #[serde(rename = "type")]
        kind: DamageType,
    },
    /// LY-2.5.2: removes up to `amount` damage from the target troop.
    Heal {
        /// Points healed.
        amount: u8,
    },
    /// LY-2.5.3: changes the target troop's effective Att and Def.
    Modify {
        /// Att change (may be negative).
        #[serde(default)]
        att: i8,
        /// Def change (may be negative).
        #[serde(default)]
        def: i8,
        /// How long it lasts.
        duration: Duration,
    },
    /// LY-2.5.4: the controller draws cards.
    Draw {
        /// Cards drawn.
        cards: u8,
    },
    /// LY-2.5.5: the controller's mana counter rises.
    Mana {
        /// Mana gained (the counter caps at 15).
        amount: u8,
    },
    /// LY-2.5.6: the target troop moves to an empty square within `range`
    /// king steps.
    Relocate {
        /// The largest king distance.
        range: u8,
    },
    /// LY-2.5.7: the two target troops exchange squares.
    Swap,
    /// LY-2.5.8: the target troop's equipment goes to its owner's nether.
    Disarm,
    /// LY-2.5.9: the target spell is countered.
    Counter,
    /// LY-2.5.10: while in play, the mana phase advances more.
    ManaPerTurn {
        /// Extra mana per mana phase.
        amount: u8,
    },
    /// LY-2.5.11: while in play, the hand limit is higher.
    HandSize {
        /// Extra cards allowed.
        extra: u8,
    },
    /// LY-2.5.12: the controller may end this turn's main phase without
    /// making the turn's move (the honor charge too, LY-16.3).
    Hold,
    /// LY-2.5.13: while the enchant is in play, the enchanted troop takes
    /// damage at the start of each of its caster's effects phases.
    DamageEachTurn {
        /// Points of damage per turn.
        amount: u8,
        /// The damage type; immune troops take none.
        #[serde(rename = "type")]
        kind: DamageType,
    },
    /// LY-2.5.13: while the enchant is in play, the enchanted troop heals
    /// at the start of each of its caster's effects phases.
    HealEachTurn {
        /// Points healed per turn.
        amount: u8,
    },
    /// LY-2.5.14: the target troop takes the sum of `dice` D6 rolls as
    /// damage (rolled from the game RNG when the effect happens).
    DamageDice {
        /// Number of D6 rolled (1-3).
        dice: u8,
        /// The damage type; immune troops take none.
        #[serde(rename = "type")]
        kind: DamageType,
    },
    /// LY-2.5.14: removes the sum of `dice` D6 rolls of damage from the
    /// target troop.
    HealDice {
        /// Number of D6 rolled (1-3).
        dice: u8,
    },
}

impl Effect {
    /// The snake-case name used in card sets and error messages.
    ///
    /// ```
    /// use lytharia::cards::Effect;
    /// assert_eq!(Effect::Counter.name(), "counter");
    /// ```
    pub const fn name(&self) -> &'static str {
        match self {
            Effect::Damage { .. } => "damage",
            Effect::Heal { .. } => "heal",
            Effect::Modify { .. } => "modify",
            Effect::Draw { .. } => "draw",
            Effect::Mana { .. } => "mana",
            Effect::Relocate { .. } => "relocate",
            Effect::Swap => "swap",
            Effect::Disarm => "disarm",
            Effect::Counter => "counter",
            Effect::ManaPerTurn { .. } => "mana_per_turn",
            Effect::HandSize { .. } => "hand_size",
            Effect::Hold => "hold",
            Effect::DamageEachTurn { .. } => "damage_each_turn",
            Effect::HealEachTurn { .. } => "heal_each_turn",
            Effect::DamageDice { .. } => "damage_dice",
            Effect::HealDice { .. } => "heal_dice",
        }
    }

    /// Whether the effect acts on a single target troop.
    ///
    /// ```
    /// use lytharia::cards::Effect;
    /// assert!(Effect::Heal { amount: 1 }.needs_troop_target());
    /// assert!(!Effect::Draw { cards: 1 }.needs_troop_target());
    /// ```
    pub const fn needs_troop_target(&self) -> bool {
        matches!(
            self,
            Effect::Damage { .. }
                | Effect::Heal { .. }
                | Effect::Modify { .. }
                | Effect::Disarm
                | Effect::DamageDice { .. }
                | Effect::HealDice { .. }
        )
    }

    /// Whether the effect fires in each of its caster's effects phases
    /// while its enchant stays on a troop (LY-2.5.13).
    ///
    /// ```
    /// use lytharia::cards::Effect;
    /// assert!(Effect::HealEachTurn { amount: 1 }.is_each_turn());
    /// assert!(!Effect::Hold.is_each_turn());
    /// ```
    pub const fn is_each_turn(&self) -> bool {
        matches!(
            self,
            Effect::DamageEachTurn { .. } | Effect::HealEachTurn { .. }
        )
    }

    /// Whether the effect is a lasting one that only an enchant can carry.
    ///
    /// ```
    /// use lytharia::cards::Effect;
    /// assert!(Effect::HandSize { extra: 1 }.is_lasting());
    /// assert!(!Effect::Swap.is_lasting());
    /// ```
    pub const fn is_lasting(&self) -> bool {
        matches!(self, Effect::ManaPerTurn { .. } | Effect::HandSize { .. })
    }
}

/// What a spell or ability is aimed at (LY-2.6).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TargetKind {
    /// No target: the effects act on the controller.
    None,
    /// One troop of the controller.
    FriendlyTroop,
    /// One troop of the opponent.
    EnemyTroop,
    /// One troop of either player.
    AnyTroop,
    /// Two different troops of the controller (for `swap`).
    TwoFriendlyTroops,
    /// A troop of either player and an empty square (for `relocate`).
    TroopAndSquare,
    /// A spell on the stack (for `counter`).
    Spell,
}

impl TargetKind {
    /// Whether an effect can act on this kind of target.
    ///
    /// ```
    /// use lytharia::cards::{Effect, TargetKind};
    /// assert!(TargetKind::Spell.fits(&Effect::Counter));
    /// assert!(!TargetKind::None.fits(&Effect::Swap));
    /// ```
    pub const fn fits(self, effect: &Effect) -> bool {
        match effect {
            Effect::Damage { .. }
            | Effect::Heal { .. }
            | Effect::Modify { .. }
            | Effect::Disarm
            | Effect::DamageDice { .. }
            | Effect::HealDice { .. }
            | Effect::DamageEachTurn { .. }
            | Effect::HealEachTurn { .. } => {
                matches!(
                    self,
                    TargetKind::FriendlyTroop | TargetKind::EnemyTroop | TargetKind::AnyTroop
                )
            }
            Effect::Relocate { .. } => matches!(self, TargetKind::TroopAndSquare),
            Effect::Swap => matches!(self, TargetKind::TwoFriendlyTroops),
            Effect::Counter => matches!(self, TargetKind::Spell),
            Effect::Draw { .. }
            | Effect::Mana { .. }
            | Effect::ManaPerTurn { .. }
            | Effect::HandSize { .. }
            | Effect::Hold => true,
        }
    }

    /// Whether the target names a troop (and so can fizzle, LY-10.5).
    ///
    /// ```
    /// use lytharia::cards::TargetKind;
    /// assert!(TargetKind::AnyTroop.targets_troops());
    /// assert!(!TargetKind::Spell.targets_troops());
    /// ```
    pub const fn targets_troops(self) -> bool {
        !matches!(self, TargetKind::None | TargetKind::Spell)
    }
}

/// Where an effects-phase effect acts (LY-7.2).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Area {
    /// The troop itself.
    #[serde(rename = "self")]
    Itself,
    /// Every friendly troop on an adjacent square.
    AdjacentFriends,
    /// Every enemy troop on an adjacent square.
    AdjacentEnemies,
    /// The troop's owner (for `draw` and `mana`).
    Owner,
}

/// An effects-phase effect printed on a troop (LY-7.2).
///
/// ```
/// use lytharia::cards::{Area, Effect, TroopEffect};
/// let e: TroopEffect = serde_json::from_str(
///     r#"{"area": "adjacent_friends", "effect": {"heal": {"amount": 1}}}"#).unwrap();
/// assert_eq!(e.area, Area::AdjacentFriends);
/// assert_eq!(e.effect, Effect::Heal { amount: 1 });
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TroopEffect {
    /// Where it acts.
    pub area: Area,
    /// What it does.
    pub effect: Effect,
    /// Whether using it reveals the troop (LY-7.2: it does unless the card
    /// says otherwise; default `true`).
    #[serde(default = "yes")]
    pub reveals: bool,
}

fn yes() -> bool {
    true
}

/// How far a main ability reaches (LY-2.6).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reach {
    /// Only the troop itself (or no troop at all).
    #[serde(rename = "self")]
    Itself,
    /// Troops on adjacent squares (for two-troop targets, the troop itself
    /// may be one of them); a relocation's square is within the effect's
    /// range of its target.
    Adjacent,
}

/// A main ability printed on a troop (LY-13).
///
/// ```
/// use lytharia::cards::{Ability, Reach, TargetKind};
/// let a: Ability = serde_json::from_str(r#"{"name": "Roar", "cost": 1,
///     "target": "enemy_troop", "reach": "adjacent",
///     "effects": [{"modify": {"att": -2, "duration": "turn"}}]}"#).unwrap();
/// assert_eq!(a.reach, Reach::Adjacent);
/// assert_eq!(a.target, TargetKind::EnemyTroop);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ability {
    /// The ability's name.
    pub name: String,
    /// Mana paid from the counter.
    #[serde(default)]
    pub cost: u8,
    /// What it aims at.
    pub target: TargetKind,
    /// How far it reaches.
    pub reach: Reach,
    /// What it does, in order.
    pub effects: Vec<Effect>,
    /// Whether using it reveals the troop (LY-13.1: it does unless the card
    /// says otherwise; default `true`).
    #[serde(default = "yes")]
    pub reveals: bool,
}
