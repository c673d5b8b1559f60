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
///
/// In a game's or record's JSON (written while the card set is known) a
/// card id is written as the card's text id, so saved games survive a
/// reordered card set; elsewhere, and when reading, a number is the index.
///
/// ```
/// use lytharia::cards::CardId;
/// assert_eq!(serde_json::to_string(&CardId(4)).unwrap(), "4");
/// assert_eq!(serde_json::from_str::<CardId>("4").unwrap(), CardId(4));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct CardId(pub u16);

std::thread_local! {
    /// The card set whose text ids card ids are written as (LY-19.6).
    static NAMES: core::cell::RefCell<Option<std::sync::Arc<super::CardSet>>> =
        const { core::cell::RefCell::new(None) };
}

/// Runs `f` with card ids (and so armies and decks) serialized by their
/// text ids in `set`, and text ids read back through `set` (numbers are
/// still read as indices). Games and records do this by themselves; a
/// single [`Action`](crate::Action) has no serde form and is written as its
/// text instead ([`Action::to_text`](crate::Action::to_text), LY-19.8).
///
/// ```
/// use lytharia::cards::{CardId, CardSet, with_card_names};
/// let set = CardSet::sample();
/// let fireball = set.id("fireball").unwrap();
/// let text = with_card_names(&set, || serde_json::to_string(&fireball).unwrap());
/// assert_eq!(text, r#""fireball""#);
/// let back: CardId = with_card_names(&set, || serde_json::from_str(&text).unwrap());
/// assert_eq!(back, fireball);
/// ```
pub fn with_card_names<R>(set: &std::sync::Arc<super::CardSet>, f: impl FnOnce() -> R) -> R {
    struct Restore(Option<std::sync::Arc<super::CardSet>>);
    impl Drop for Restore {
        fn drop(&mut self) {
            let old = self.0.take();
            NAMES.with(|n| *n.borrow_mut() = old);
        }
    }
    let old = NAMES.with(|n| n.borrow_mut().replace(set.clone()));
    let _restore = Restore(old);
    f()
}

impl Serialize for CardId {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let name = NAMES.with(|n| {
            n.borrow()
                .as_ref()
                .and_then(|set| set.card(*self).map(|c| c.id().to_owned()))
        });
        match name {
            Some(name) => s.serialize_str(&name),
            None => s.serialize_u16(self.0),
        }
    }
}

impl<'de> Deserialize<'de> for CardId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl serde::de::Visitor<'_> for V {
            type Value = CardId;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a card's text id or index")
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<CardId, E> {
                u16::try_from(v)
                    .map(CardId)
                    .map_err(|_| E::custom("card index out of range"))
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<CardId, E> {
                u64::try_from(v)
                    .map_err(|_| E::custom("card index out of range"))
                    .and_then(|v| self.visit_u64(v))
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<CardId, E> {
                NAMES
                    .with(|n| n.borrow().as_ref().and_then(|set| set.id(v)))
                    .ok_or_else(|| {
                        E::custom(format!("unknown card `{}`", crate::action::bounded(v)))
                    })
            }
        }
        d.deserialize_any(V)
    }
}

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
