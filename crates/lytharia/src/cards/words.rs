//! Cards in words for people: each card as a board-core [`Item`] with its
//! rules text written out from its effects (LY-21.3).

use board_core::inspect::Item;

use super::card::Card;
use super::effect::{Ability, Area, Duration, Effect, Reach, TargetKind, TroopEffect};
use super::kinds::{DamageType, Permanence, PieceType, School, Slot, Speed};

/// The lower-case English name of a piece type (`"knight"`).
///
/// ```
/// use lytharia::cards::{piece_name, PieceType};
/// assert_eq!(piece_name(PieceType::Knight), "knight");
/// ```
pub fn piece_name(piece: PieceType) -> &'static str {
    match piece {
        PieceType::King => "king",
        PieceType::Queen => "queen",
        PieceType::Rook => "rook",
        PieceType::Knight => "knight",
        PieceType::Bishop => "bishop",
        PieceType::Pawn => "pawn",
    }
}

fn damage_name(kind: DamageType) -> &'static str {
    match kind {
        DamageType::Physical => "physical",
        DamageType::Fire => "fire",
        DamageType::Water => "water",
        DamageType::Earth => "earth",
        DamageType::Air => "air",
        DamageType::Arcane => "arcane",
        DamageType::Life => "life",
        DamageType::Death => "death",
    }
}

fn school_name(school: School) -> &'static str {
    match school {
        School::Life => "life",
        School::Death => "death",
        School::Arcane => "arcane",
        School::Fire => "fire",
        School::Water => "water",
        School::Earth => "earth",
        School::Air => "air",
    }
}

fn plural(n: u8, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

fn signed(n: i8) -> String {
    if n >= 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

/// One effect in words, as a command: `"deal 3 fire damage"`.
///
/// ```
/// use lytharia::cards::{effect_words, DamageType, Effect};
/// assert_eq!(effect_words(&Effect::DamageDice { dice: 2, kind: DamageType::Arcane }), "deal 2d6 arcane damage");
/// ```
pub fn effect_words(effect: &Effect) -> String {
    match *effect {
        Effect::Damage { amount, kind } => format!("deal {amount} {} damage", damage_name(kind)),
        Effect::Heal { amount } => format!("heal {amount} damage"),
        Effect::Modify { att, def, duration } => {
            let mut parts = Vec::new();
            if att != 0 {
                parts.push(format!("{} Att", signed(att)));
            }
            if def != 0 {
                parts.push(format!("{} Def", signed(def)));
            }
            let how_long = match duration {
                Duration::Turn => "this turn",
                Duration::Enchanted => "while enchanted",
                Duration::Permanent => "for good",
            };
            format!("give {} {how_long}", parts.join(" and "))
        }
        Effect::Draw { cards } => format!("draw {}", plural(cards, "card", "cards")),
        Effect::Mana { amount } => format!("gain {amount} mana"),
        Effect::Relocate { range } => {
            format!("move it to an empty square up to {range} king steps away")
        }
        Effect::Swap => "swap the two troops".into(),
        Effect::Disarm => "send all its equipment to the nether".into(),
        Effect::Counter => "counter the spell".into(),
        Effect::ManaPerTurn { amount } => format!("gain {amount} more mana each mana phase"),
        Effect::HandSize { extra } => format!("hold {extra} more cards"),
        Effect::Hold => "you may end this turn without moving".into(),
        Effect::DamageEachTurn { amount, kind } => format!(
            "deal {amount} {} damage at the start of each of your turns",
            damage_name(kind)
        ),
        Effect::HealEachTurn { amount } => {
            format!("heal {amount} damage at the start of each of your turns")
        }
        Effect::DamageDice { dice, kind } => format!("deal {dice}d6 {} damage", damage_name(kind)),
        Effect::HealDice { dice } => format!("heal {dice}d6 damage"),
    }
}

fn effects_words(effects: &[Effect]) -> String {
    effects
        .iter()
        .map(effect_words)
        .collect::<Vec<_>>()
        .join(", then ")
}

/// What a target kind asks for, in words (`"an enemy troop"`), or `None`
/// for no target.
pub(crate) fn target_words(kind: TargetKind) -> Option<&'static str> {
    match kind {
        TargetKind::None => None,
        TargetKind::FriendlyTroop => Some("a friendly troop"),
        TargetKind::EnemyTroop => Some("an enemy troop"),
        TargetKind::AnyTroop => Some("any troop"),
        TargetKind::TwoFriendlyTroops => Some("two friendly troops"),
        TargetKind::TroopAndSquare => Some("a troop and an empty square"),
        TargetKind::Spell => Some("a spell on the stack"),
    }
}

fn troop_effect_words(e: &TroopEffect) -> String {
    let whom = match e.area {
        Area::Itself => "itself",
        Area::AdjacentFriends => "each adjacent friendly troop",
        Area::AdjacentEnemies => "each adjacent enemy troop",
        Area::Owner => "its owner",
    };
    let reveal = if e.reveals { "" } else { " (stays face down)" };
    format!(
        "Effects phase, on {whom}: {}{reveal}.",
        effect_words(&e.effect)
    )
}

fn ability_words(a: &Ability) -> String {
    let reach = match (a.reach, target_words(a.target)) {
        (_, None) => String::new(),
        (Reach::Itself, Some(_)) => ", on itself".into(),
        (Reach::Adjacent, Some(t)) => format!(", on {t} next to it"),
    };
    let reveal = if a.reveals { "" } else { " (stays face down)" };
    format!(
        "Ability {} (cost {}{reach}): {}{reveal}.",
        a.name,
        a.cost,
        effects_words(&a.effects)
    )
}

/// The rules text of a card in words.
///
/// ```
/// use lytharia::cards::{card_text, CardSet};
/// let set = CardSet::sample();
/// let mail = set.card(set.id("plate-mail").unwrap()).unwrap();
/// assert_eq!(card_text(mail), "Armour: +5 Def. Reforge for 2 mana.");
/// ```
pub fn card_text(card: &Card) -> String {
    match card {
        Card::Troop(t) => {
            let alignment = format!("{:?}", t.alignment);
            let mut parts = vec![format!(
                "{alignment} {}{}{}; moves as a {}.",
                format!("{:?}", t.kind).to_lowercase(),
                if t.clan.is_empty() {
                    String::new()
                } else {
                    format!(", clan {}", t.clan)
                },
                if t.unique { ", unique" } else { "" },
                piece_name(t.piece),
            )];
            if t.damage != DamageType::Physical {
                parts.push(format!("Deals {} damage.", damage_name(t.damage)));
            }
            if !t.immune.is_empty() {
                let immune: Vec<&str> = t.immune.iter().map(|&d| damage_name(d)).collect();
                parts.push(format!("Immune to {} damage.", immune.join(" and ")));
            }
            parts.extend(t.effects.iter().map(troop_effect_words));
            parts.extend(t.abilities.iter().map(ability_words));
            parts.join(" ")
        }
        Card::Spell(s) => {
            let speed = match s.speed {
                Speed::Normal => "Normal",
                Speed::Fast => "Fast",
            };
            let permanence = match s.permanence {
                Permanence::Instant => "instant",
                Permanence::Enchant => "enchant",
            };
            let target = target_words(s.target)
                .map(|t| format!(" on {t}"))
                .unwrap_or_default();
            format!(
                "{speed} {} {permanence}{target}: {}. Harness for {} mana.",
                school_name(s.school),
                effects_words(&s.effects),
                s.quality
            )
        }
        Card::Equipment(e) => {
            let slot = match e.slot {
                Slot::Weapon => "Weapon",
                Slot::Armour => "Armour",
            };
            let mut bonus = Vec::new();
            if e.att > 0 {
                bonus.push(format!("+{} Att", e.att));
            }
            if e.def > 0 {
                bonus.push(format!("+{} Def", e.def));
            }
            if bonus.is_empty() {
                bonus.push("no bonus".into());
            }
            format!(
                "{slot}: {}. Reforge for {} mana.",
                bonus.join(", "),
                e.reforge
            )
        }
    }
}

/// A card as a board-core [`Item`]: its text id, printed name, type
/// (`troop`, `spell`, `equipment`), cost (spells and equipment), rules
/// text and printed numbers (a troop's `att`, `def` and `power`; a spell's
/// `quality`; equipment's `att`, `def` and `reforge`).
///
/// ```
/// use lytharia::cards::{card_item, CardSet};
/// let set = CardSet::sample();
/// let bolt = card_item(set.card(set.id("chaos-bolt").unwrap()).unwrap());
/// assert_eq!((bolt.id.as_ref(), bolt.kind.as_ref(), bolt.cost), ("chaos-bolt", "spell", Some(3)));
/// ```
pub fn card_item(card: &Card) -> Item {
    let item = Item::new(card.id().to_owned(), card.name().to_owned(), "").text(card_text(card));
    match card {
        Card::Troop(t) => Item {
            kind: "troop".into(),
            ..item
        }
        .value("att", t.att as i32)
        .value("def", t.def as i32)
        .value("power", t.power as i32),
        Card::Spell(s) => Item {
            kind: "spell".into(),
            ..item
        }
        .cost(s.cost as i32)
        .value("quality", s.quality as i32),
        Card::Equipment(e) => Item {
            kind: "equipment".into(),
            ..item
        }
        .cost(e.cost as i32)
        .value("att", e.att as i32)
        .value("def", e.def as i32)
        .value("reforge", e.reforge as i32),
    }
}
