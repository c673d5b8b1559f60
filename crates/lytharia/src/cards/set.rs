//! Card sets: loading a JSON card set with validation (LY-2.7), and the
//! sample set shipped with the crate (LY-2).

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};

use super::card::{Card, CardId, EquipmentCard, SpellCard, TroopCard};
use super::effect::{Ability, Area, Duration, Effect, Reach, TargetKind, TroopEffect};
use super::kinds::{Permanence, PieceType};

/// The JSON text of the sample set shipped with the crate.
pub const SAMPLE_SET_JSON: &str = include_str!("sample_set.json");

/// The most effects or abilities one troop may print (LY-2.7).
pub const MAX_TROOP_EFFECTS: usize = 4;

/// Why a card set was refused. Card errors name the card (its id, or its
/// position in its list when the id itself is bad) and the field.
///
/// ```
/// use lytharia::cards::{CardSet, CardSetError};
/// let err = CardSet::from_json(r#"{"name": "x", "troops": [], "spells": [],
///     "equipment": [{"id": "axe", "name": "Axe", "slot": "weapon", "cost": 2,
///     "att": 3, "def": 0, "reforge": 99}]}"#).unwrap_err();
/// assert_eq!(err.to_string(), "card `axe`, field `reforge`: must be at most 15, found 99");
/// ```
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum CardSetError {
    /// The text is not JSON.
    #[error("card set is not valid JSON: {0}")]
    Json(String),
    /// A field of the set itself (outside any card) is missing or wrong.
    #[error("card set, field `{field}`: {message}")]
    Set {
        /// The field.
        field: String,
        /// What is wrong.
        message: String,
    },
    /// A field of one card is missing, malformed, out of range or
    /// inconsistent with another.
    #[error("card `{card}`, field `{field}`: {message}")]
    Field {
        /// The card's id (or `troops[3]` and the like when the id is bad).
        card: String,
        /// The field (`effects[1]` for list items).
        field: String,
        /// What is wrong.
        message: String,
    },
    /// Two cards share an id.
    #[error("card `{card}`, field `id`: the id is used by another card")]
    DuplicateId {
        /// The repeated id.
        card: String,
    },
}

/// A validated set of cards.
///
/// ```
/// use lytharia::cards::{Card, CardSet};
/// let set = CardSet::sample();
/// assert!(set.len() > 60);
/// let round_trip = CardSet::from_json(&set.to_json()).unwrap();
/// assert_eq!(&round_trip, &*set);
/// assert!(matches!(set.card(set.id("plate-mail").unwrap()), Some(Card::Equipment(_))));
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CardSet {
    name: String,
    cards: Vec<Card>,
    by_id: HashMap<String, CardId>,
}

impl CardSet {
    /// The sample set shipped with the crate (parsed once, then shared).
    ///
    /// ```
    /// use lytharia::cards::CardSet;
    /// let set = CardSet::sample();
    /// assert_eq!(set.name(), "Jangor Sample Set");
    /// ```
    pub fn sample() -> Arc<CardSet> {
        static SAMPLE: OnceLock<Arc<CardSet>> = OnceLock::new();
        SAMPLE
            .get_or_init(|| {
                // The shipped set is checked by the crate's tests; failing here
                // would be a build defect, not bad input.
                Arc::new(CardSet::from_json(SAMPLE_SET_JSON).expect("the sample set is valid"))
            })
            .clone()
    }

    /// Loads and validates a card set from JSON.
    ///
    /// ```
    /// use lytharia::cards::CardSet;
    /// let set = CardSet::from_json(r#"{"name": "empty"}"#).unwrap();
    /// assert!(set.is_empty());
    /// ```
    pub fn from_json(text: &str) -> Result<CardSet, CardSetError> {
        let value: Value = serde_json::from_str(text)
            .map_err(|e| CardSetError::Json(crate::action::bounded_message(&e.to_string())))?;
        CardSet::from_value(value)
    }

    /// Loads and validates a card set from a parsed JSON value.
    ///
    /// ```
    /// use lytharia::cards::CardSet;
    /// let v = serde_json::json!({"name": "x", "troops": 3});
    /// assert!(CardSet::from_value(v).is_err());
    /// ```
    pub fn from_value(value: Value) -> Result<CardSet, CardSetError> {
        let Value::Object(obj) = value else {
            return Err(CardSetError::Set {
                field: "(root)".into(),
                message: "must be an object".into(),
            });
        };
        for key in obj.keys() {
            if !["name", "troops", "spells", "equipment"].contains(&key.as_str()) {
                return Err(CardSetError::Set {
                    field: crate::action::bounded(key),
                    message: "unknown field".into(),
                });
            }
        }
        let name = match obj.get("name") {
            Some(Value::String(s)) => s.clone(),
            _ => {
                return Err(CardSetError::Set {
                    field: "name".into(),
                    message: "must be a string".into(),
                });
            }
        };
        let mut set = CardSet {
            name,
            cards: Vec::new(),
            by_id: HashMap::new(),
        };
        for list in ["troops", "spells", "equipment"] {
            let items = match obj.get(list) {
                Some(Value::Array(items)) => items,
                None => continue,
                Some(_) => {
                    return Err(CardSetError::Set {
                        field: list.into(),
                        message: "must be a list".into(),
                    });
                }
            };
            for (i, item) in items.iter().enumerate() {
                let place = format!("{list}[{i}]");
                let card = match list {
                    "troops" => Card::Troop(parse_troop(item, &place)?),
                    "spells" => Card::Spell(parse_spell(item, &place)?),
                    _ => Card::Equipment(parse_equipment(item, &place)?),
                };
                set.push(card)?;
            }
        }
        if set.cards.len() > u16::MAX as usize {
            return Err(CardSetError::Set {
                field: "(root)".into(),
                message: "too many cards".into(),
            });
        }
        Ok(set)
    }

    fn push(&mut self, card: Card) -> Result<(), CardSetError> {
        let id = card.id().to_owned();
        if self.by_id.contains_key(&id) {
            return Err(CardSetError::DuplicateId {
                card: crate::action::bounded(&id),
            });
        }
        self.by_id.insert(id, CardId(self.cards.len() as u16));
        self.cards.push(card);
        Ok(())
    }

    /// The set as JSON in the format [`from_json`](Self::from_json) reads.
    ///
    /// ```
    /// use lytharia::cards::CardSet;
    /// let set = CardSet::sample();
    /// assert!(set.to_json().contains("battle-brawler-bronn"));
    /// ```
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The set's name.
    ///
    /// ```
    /// use lytharia::cards::CardSet;
    /// let set = CardSet::sample();
    /// assert!(!set.name().is_empty());
    /// ```
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The number of cards.
    ///
    /// ```
    /// use lytharia::cards::CardSet;
    /// let set = CardSet::sample();
    /// assert_eq!(set.len(), set.iter().count());
    /// ```
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Whether the set has no card.
    ///
    /// ```
    /// use lytharia::cards::CardSet;
    /// let set = CardSet::sample();
    /// assert!(!set.is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// The card with this id text.
    ///
    /// ```
    /// use lytharia::cards::CardSet;
    /// let set = CardSet::sample();
    /// assert!(set.id("fireball").is_some());
    /// assert!(set.id("Fireball").is_none());
    /// ```
    pub fn id(&self, id: &str) -> Option<CardId> {
        self.by_id.get(id).copied()
    }

    /// The card at `id`.
    ///
    /// ```
    /// use lytharia::cards::CardSet;
    /// let set = CardSet::sample();
    /// let id = set.id("fireball").unwrap();
    /// assert_eq!(set.card(id).unwrap().name(), "Fireball");
    /// ```
    pub fn card(&self, id: CardId) -> Option<&Card> {
        self.cards.get(id.0 as usize)
    }

    /// Every card with its id, in set order.
    ///
    /// ```
    /// use lytharia::cards::CardSet;
    /// let set = CardSet::sample();
    /// assert!(set.iter().any(|(_, c)| c.id() == "longsword"));
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = (CardId, &Card)> {
        self.cards
            .iter()
            .enumerate()
            .map(|(i, c)| (CardId(i as u16), c))
    }

    /// The troop card at `id`, if it is one.
    ///
    /// ```
    /// use lytharia::cards::CardSet;
    /// let set = CardSet::sample();
    /// assert!(set.troop(set.id("thane-borrik").unwrap()).is_some());
    /// assert!(set.troop(set.id("fireball").unwrap()).is_none());
    /// ```
    pub fn troop(&self, id: CardId) -> Option<&TroopCard> {
        match self.card(id)? {
            Card::Troop(t) => Some(t),
            _ => None,
        }
    }

    /// The spell card at `id`, if it is one.
    ///
    /// ```
    /// use lytharia::cards::CardSet;
    /// let set = CardSet::sample();
    /// assert_eq!(set.spell(set.id("fireball").unwrap()).unwrap().cost, 4);
    /// ```
    pub fn spell(&self, id: CardId) -> Option<&SpellCard> {
        match self.card(id)? {
            Card::Spell(s) => Some(s),
            _ => None,
        }
    }

    /// The equipment card at `id`, if it is one.
    ///
    /// ```
    /// use lytharia::cards::CardSet;
    /// let set = CardSet::sample();
    /// assert_eq!(set.equipment(set.id("longsword").unwrap()).unwrap().att, 4);
    /// ```
    pub fn equipment(&self, id: CardId) -> Option<&EquipmentCard> {
        match self.card(id)? {
            Card::Equipment(e) => Some(e),
            _ => None,
        }
    }
}

#[derive(Serialize)]
struct SetRepr<'a> {
    name: &'a str,
    troops: Vec<&'a TroopCard>,
    spells: Vec<&'a SpellCard>,
    equipment: Vec<&'a EquipmentCard>,
}

impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut repr = SetRepr {
            name: &self.name,
            troops: Vec::new(),
            spells: Vec::new(),
            equipment: Vec::new(),
        };
        for card in &self.cards {
            match card {
                Card::Troop(t) => repr.troops.push(t),
                Card::Spell(c) => repr.spells.push(c),
                Card::Equipment(e) => repr.equipment.push(e),
            }
        }
        repr.serialize(s)
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = Value::deserialize(d)?;
        CardSet::from_value(value).map_err(serde::de::Error::custom)
    }
}

/// Reads the fields of one card object, naming the card in every error and
/// refusing fields it does not know.
struct Fields<'a> {
    card: String,
    obj: &'a Map<String, Value>,
    known: &'static [&'static str],
}

impl<'a> Fields<'a> {
    fn new(
        item: &'a Value,
        place: &str,
        known: &'static [&'static str],
    ) -> Result<Fields<'a>, CardSetError> {
        let Value::Object(obj) = item else {
            return Err(CardSetError::Field {
                card: place.into(),
                field: "(card)".into(),
                message: "must be an object".into(),
            });
        };
        let card = match obj.get("id") {
            Some(Value::String(id)) if valid_id(id) => id.clone(),
            Some(_) => {
                return Err(CardSetError::Field {
                    card: place.into(),
                    field: "id".into(),
                    message: "must be a non-empty string of lowercase letters, digits and `-`"
                        .into(),
                });
            }
            None => {
                return Err(CardSetError::Field {
                    card: place.into(),
                    field: "id".into(),
                    message: "missing".into(),
                });
            }
        };
        let fields = Fields { card, obj, known };
        for key in obj.keys() {
            if !known.contains(&key.as_str()) {
                return Err(fields.err(key, "unknown field"));
            }
        }
        Ok(fields)
    }

    fn err(&self, field: &str, message: impl Into<String>) -> CardSetError {
        CardSetError::Field {
            card: crate::action::bounded(&self.card),
            field: crate::action::bounded(field),
            message: crate::action::bounded_message(&message.into()),
        }
    }

    fn req<T: DeserializeOwned>(&self, field: &'static str) -> Result<T, CardSetError> {
        debug_assert!(self.known.contains(&field));
        let value = self
            .obj
            .get(field)
            .ok_or_else(|| self.err(field, "missing"))?;
        T::deserialize(value).map_err(|e| self.err(field, e.to_string()))
    }

    fn opt<T: DeserializeOwned + Default>(&self, field: &'static str) -> Result<T, CardSetError> {
        match self.obj.get(field) {
            None => Ok(T::default()),
            Some(value) => T::deserialize(value).map_err(|e| self.err(field, e.to_string())),
        }
    }

    fn at_most(&self, field: &str, value: u8, max: u8) -> Result<(), CardSetError> {
        if value > max {
            return Err(self.err(field, format!("must be at most {max}, found {value}")));
        }
        Ok(())
    }

    fn at_least(&self, field: &str, value: u8, min: u8) -> Result<(), CardSetError> {
        if value < min {
            return Err(self.err(field, format!("must be at least {min}, found {value}")));
        }
        Ok(())
    }
}

fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

const TROOP_FIELDS: &[&str] = &[
    "id",
    "name",
    "piece",
    "att",
    "def",
    "power",
    "alignment",
    "kind",
    "clan",
    "unique",
    "damage",
    "immune",
    "effects",
    "abilities",
];

fn parse_troop(item: &Value, place: &str) -> Result<TroopCard, CardSetError> {
    let f = Fields::new(item, place, TROOP_FIELDS)?;
    let troop = TroopCard {
        id: f.card.clone(),
        name: f.req("name")?,
        piece: f.req("piece")?,
        att: f.req("att")?,
        def: f.req("def")?,
        power: f.req("power")?,
        alignment: f.req("alignment")?,
        kind: f.req("kind")?,
        clan: f.opt("clan")?,
        unique: f.opt("unique")?,
        damage: f.opt("damage")?,
        immune: f.opt("immune")?,
        effects: f.opt("effects")?,
        abilities: f.opt("abilities")?,
    };
    f.at_most("att", troop.att, 99)?;
    f.at_least("def", troop.def, 1)?;
    f.at_most("def", troop.def, 99)?;
    f.at_most("power", troop.power, 99)?;
    if troop.effects.len() > MAX_TROOP_EFFECTS {
        return Err(f.err("effects", format!("at most {MAX_TROOP_EFFECTS} effects")));
    }
    if troop.abilities.len() > MAX_TROOP_EFFECTS {
        return Err(f.err(
            "abilities",
            format!("at most {MAX_TROOP_EFFECTS} abilities"),
        ));
    }
    for (i, e) in troop.effects.iter().enumerate() {
        check_troop_effect(&f, &format!("effects[{i}]"), e)?;
    }
    for (i, a) in troop.abilities.iter().enumerate() {
        check_ability(&f, &format!("abilities[{i}]"), a, troop.piece)?;
    }
    Ok(troop)
}

fn check_amounts(f: &Fields<'_>, field: &str, e: &Effect) -> Result<(), CardSetError> {
    let bad = match *e {
        Effect::Damage { amount: n, .. }
        | Effect::Heal { amount: n }
        | Effect::Draw { cards: n }
        | Effect::Mana { amount: n }
        | Effect::ManaPerTurn { amount: n }
        | Effect::HandSize { extra: n } => !(1..=15).contains(&n),
        Effect::DamageEachTurn { amount: n, .. } | Effect::HealEachTurn { amount: n } => {
            !(1..=15).contains(&n)
        }
        Effect::DamageDice { dice, .. } | Effect::HealDice { dice } => !(1..=3).contains(&dice),
        Effect::Relocate { range } => !(1..=7).contains(&range),
        Effect::Modify { att, def, .. } => {
            (att == 0 && def == 0) || !(-20..=20).contains(&att) || !(-20..=20).contains(&def)
        }
        Effect::Swap | Effect::Disarm | Effect::Counter | Effect::Hold => false,
    };
    if bad {
        return Err(f.err(
            field,
            format!(
                "`{}`: amounts must be 1-15 (range 1-7; dice 1-3; modify -20..20, not both 0)",
                e.name()
            ),
        ));
    }
    Ok(())
}

fn check_troop_effect(f: &Fields<'_>, field: &str, e: &TroopEffect) -> Result<(), CardSetError> {
    check_amounts(f, field, &e.effect)?;
    let fits = match e.area {
        Area::Itself | Area::AdjacentFriends | Area::AdjacentEnemies => {
            e.effect.needs_troop_target()
                && !matches!(
                    e.effect,
                    Effect::Modify {
                        duration: Duration::Enchanted,
                        ..
                    }
                )
        }
        Area::Owner => matches!(
            e.effect,
            Effect::Draw { .. } | Effect::Mana { .. } | Effect::Hold
        ),
    };
    if !fits {
        return Err(f.err(
            field,
            format!("effect `{}` cannot act on this area", e.effect.name()),
        ));
    }
    Ok(())
}

fn check_effect_list(
    f: &Fields<'_>,
    field: &str,
    effects: &[Effect],
    target: TargetKind,
    enchant: bool,
) -> Result<(), CardSetError> {
    if effects.is_empty() {
        return Err(f.err(field, "needs at least one effect"));
    }
    if effects.len() > MAX_TROOP_EFFECTS {
        return Err(f.err(field, format!("at most {MAX_TROOP_EFFECTS} effects")));
    }
    for (i, e) in effects.iter().enumerate() {
        let field = format!("{field}[{i}]");
        check_amounts(f, &field, e)?;
        if !target.fits(e) {
            return Err(f.err(
                &field,
                format!("effect `{}` does not fit target kind {target:?}", e.name()),
            ));
        }
        let enchanted = matches!(
            e,
            Effect::Modify {
                duration: Duration::Enchanted,
                ..
            }
        );
        if (enchanted || e.is_lasting() || e.is_each_turn()) && !enchant {
            return Err(f.err(
                &field,
                format!("effect `{}` lasts and needs an enchant spell", e.name()),
            ));
        }
        if e.is_lasting() && target != TargetKind::None {
            return Err(f.err(
                &field,
                format!("effect `{}` needs target kind None", e.name()),
            ));
        }
    }
    if enchant {
        let lasting = effects.iter().any(|e| {
            e.is_lasting()
                || e.is_each_turn()
                || matches!(
                    e,
                    Effect::Modify {
                        duration: Duration::Enchanted,
                        ..
                    }
                )
        });
        if !lasting {
            return Err(f.err(
                field,
                "an enchant needs a lasting effect (modify while enchanted, mana_per_turn, hand_size, damage_each_turn or heal_each_turn)",
            ));
        }
        if !matches!(
            target,
            TargetKind::None
                | TargetKind::FriendlyTroop
                | TargetKind::EnemyTroop
                | TargetKind::AnyTroop
        ) {
            return Err(f.err("target", "an enchant targets nothing or one troop"));
        }
    }
    Ok(())
}

fn check_ability(
    f: &Fields<'_>,
    field: &str,
    a: &Ability,
    _piece: PieceType,
) -> Result<(), CardSetError> {
    check_amounts(f, field, &Effect::Mana { amount: 1 })?;
    f.at_most(&format!("{field}.cost"), a.cost, 15)?;
    check_effect_list(f, &format!("{field}.effects"), &a.effects, a.target, false)?;
    if a.reach == Reach::Itself && !matches!(a.target, TargetKind::None | TargetKind::FriendlyTroop)
    {
        return Err(f.err(
            &format!("{field}.reach"),
            "reach `self` needs target kind None or FriendlyTroop",
        ));
    }
    if a.target == TargetKind::Spell {
        return Err(f.err(
            &format!("{field}.target"),
            "abilities resolve at once and cannot target spells",
        ));
    }
    Ok(())
}

const SPELL_FIELDS: &[&str] = &[
    "id",
    "name",
    "cost",
    "quality",
    "school",
    "speed",
    "permanence",
    "target",
    "effects",
];

fn parse_spell(item: &Value, place: &str) -> Result<SpellCard, CardSetError> {
    let f = Fields::new(item, place, SPELL_FIELDS)?;
    let spell = SpellCard {
        id: f.card.clone(),
        name: f.req("name")?,
        cost: f.req("cost")?,
        quality: f.req("quality")?,
        school: f.req("school")?,
        speed: f.req("speed")?,
        permanence: f.req("permanence")?,
        target: f.req("target")?,
        effects: f.req("effects")?,
    };
    f.at_most("cost", spell.cost, 15)?;
    f.at_least("quality", spell.quality, 1)?;
    f.at_most("quality", spell.quality, 15)?;
    check_effect_list(
        &f,
        "effects",
        &spell.effects,
        spell.target,
        spell.permanence == Permanence::Enchant,
    )?;
    Ok(spell)
}

const EQUIPMENT_FIELDS: &[&str] = &["id", "name", "slot", "cost", "att", "def", "reforge"];

fn parse_equipment(item: &Value, place: &str) -> Result<EquipmentCard, CardSetError> {
    let f = Fields::new(item, place, EQUIPMENT_FIELDS)?;
    let eq = EquipmentCard {
        id: f.card.clone(),
        name: f.req("name")?,
        slot: f.req("slot")?,
        cost: f.req("cost")?,
        att: f.opt("att")?,
        def: f.opt("def")?,
        reforge: f.req("reforge")?,
    };
    f.at_most("cost", eq.cost, 15)?;
    f.at_most("att", eq.att, 99)?;
    f.at_most("def", eq.def, 99)?;
    f.at_most("reforge", eq.reforge, 15)?;
    if eq.att == 0 && eq.def == 0 {
        return Err(f.err("att", "equipment must give Att or Def"));
    }
    Ok(eq)
}
