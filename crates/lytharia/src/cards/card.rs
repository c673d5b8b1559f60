//! The three card types (LY-2.1 to LY-2.3) and card identifiers.

use core::fmt;

use serde::{Deserialize, Serialize};

use super::effect::{Ability, Effect, TargetKind, TroopEffect};
use super::kinds::{
    Alignment, CreatureKind, DamageType, Permanence, PieceType, School, Slot, Speed,
};

/// The index of a card in its [`CardSet`](super::CardSet).
///
/// ```
/// use lytharia::cards::CardSet;
/// let set = CardSet::sample();
/// let id = set.id("longsword").unwrap();
/// assert_eq!(set.card(id).unwrap().name(), "Longsword");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u16);

impl fmt::Display for CardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// A troop card: a piece on the board (LY-2.1).
///
/// ```
/// use lytharia::cards::{CardSet, PieceType};
/// let set = CardSet::sample();
/// let bronn = set.troop(set.id("battle-brawler-bronn").unwrap()).unwrap();
/// assert_eq!((bronn.att, bronn.def), (9, 9));
/// assert_eq!(bronn.piece, PieceType::Rook);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize)]
pub struct TroopCard {
    /// Unique key in the set (lowercase letters, digits, `-`).
    pub id: String,
    /// Printed name.
    pub name: String,
    /// The piece it moves as.
    pub piece: PieceType,
    /// Attack power.
    pub att: u8,
    /// Defense power.
    pub def: u8,
    /// Power score (LY-5.1).
    pub power: u8,
    /// Good, evil or neutral.
    pub alignment: Alignment,
    /// Creature kind (only humanoids carry equipment).
    pub kind: CreatureKind,
    /// Clan, free text.
    pub clan: String,
    /// The unique trait: at most one per army (LY-3.3).
    pub unique: bool,
    /// The damage type it deals in combat.
    pub damage: DamageType,
    /// Damage types it ignores.
    pub immune: Vec<DamageType>,
    /// Effects-phase effects (LY-7.2).
    pub effects: Vec<TroopEffect>,
    /// Main abilities (LY-13).
    pub abilities: Vec<Ability>,
}

/// A spell card (LY-2.2).
///
/// ```
/// use lytharia::cards::{CardSet, Speed};
/// let set = CardSet::sample();
/// let spell = set.spell(set.id("dispel-weave").unwrap()).unwrap();
/// assert_eq!(spell.speed, Speed::Fast);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize)]
pub struct SpellCard {
    /// Unique key in the set.
    pub id: String,
    /// Printed name.
    pub name: String,
    /// Mana cost.
    pub cost: u8,
    /// Mana gained by harnessing it (LY-11.1).
    pub quality: u8,
    /// Its school.
    pub school: School,
    /// Normal or fast cast.
    pub speed: Speed,
    /// Instant or enchant.
    pub permanence: Permanence,
    /// What it aims at.
    pub target: TargetKind,
    /// What it does, in order.
    pub effects: Vec<Effect>,
}

/// An equipment card (LY-2.3).
///
/// ```
/// use lytharia::cards::{CardSet, Slot};
/// let set = CardSet::sample();
/// let mail = set.equipment(set.id("plate-mail").unwrap()).unwrap();
/// assert_eq!((mail.slot, mail.def), (Slot::Armour, 5));
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize)]
pub struct EquipmentCard {
    /// Unique key in the set.
    pub id: String,
    /// Printed name.
    pub name: String,
    /// Weapon or armour.
    pub slot: Slot,
    /// Mana cost to attach.
    pub cost: u8,
    /// Att bonus.
    pub att: u8,
    /// Def bonus.
    pub def: u8,
    /// Mana gained by reforging it (LY-12.4).
    pub reforge: u8,
}

/// Any card of a set.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Card {
    /// A troop.
    Troop(TroopCard),
    /// A spell.
    Spell(SpellCard),
    /// A piece of equipment.
    Equipment(EquipmentCard),
}

impl Card {
    /// The card's id.
    ///
    /// ```
    /// use lytharia::cards::CardSet;
    /// let set = CardSet::sample();
    /// assert_eq!(set.card(set.id("plate-mail").unwrap()).unwrap().id(), "plate-mail");
    /// ```
    pub fn id(&self) -> &str {
        match self {
            Card::Troop(c) => &c.id,
            Card::Spell(c) => &c.id,
            Card::Equipment(c) => &c.id,
        }
    }

    /// The card's printed name.
    ///
    /// ```
    /// use lytharia::cards::CardSet;
    /// let set = CardSet::sample();
    /// assert_eq!(set.card(set.id("longsword").unwrap()).unwrap().name(), "Longsword");
    /// ```
    pub fn name(&self) -> &str {
        match self {
            Card::Troop(c) => &c.name,
            Card::Spell(c) => &c.name,
            Card::Equipment(c) => &c.name,
        }
    }
}
