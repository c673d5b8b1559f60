//! Card data (L-5): the card types, the effect vocabulary, card-set loading
//! and validation errors that name the card and the field.

use lytharia::cards::{
    Alignment, Area, Card, CardSet, CardSetError, CreatureKind, DamageType, Duration, Effect,
    Permanence, PieceType, School, Slot, Speed, TargetKind,
};

fn field_error(json: &str) -> (String, String) {
    match CardSet::from_json(json).unwrap_err() {
        CardSetError::Field { card, field, .. } => (card, field),
        other => panic!("expected a field error, got {other}"),
    }
}

fn one_spell(spell: &str) -> String {
    format!(r#"{{"name": "t", "spells": [{spell}]}}"#)
}

fn one_troop(troop: &str) -> String {
    format!(r#"{{"name": "t", "troops": [{troop}]}}"#)
}

const OK_SPELL: &str = r#"{"id": "zap", "name": "Zap", "cost": 2, "quality": 2, "school": "air",
    "speed": "fast", "permanence": "instant", "target": "enemy_troop",
    "effects": [{"damage": {"amount": 2, "type": "air"}}]}"#;

const OK_TROOP: &str = r#"{"id": "grunt", "name": "Grunt", "piece": "P", "att": 2, "def": 3,
    "power": 2, "alignment": "evil", "kind": "monster"}"#;

#[test]
fn sample_set_loads_and_round_trips() {
    // LY-2
    let set = CardSet::sample();
    assert_eq!(set.name(), "Jangor Sample Set");
    let again = CardSet::from_json(&set.to_json()).unwrap();
    assert_eq!(again, *set);
    let troops = set
        .iter()
        .filter(|(_, c)| matches!(c, Card::Troop(_)))
        .count();
    let spells = set
        .iter()
        .filter(|(_, c)| matches!(c, Card::Spell(_)))
        .count();
    let equipment = set
        .iter()
        .filter(|(_, c)| matches!(c, Card::Equipment(_)))
        .count();
    assert!(troops >= 30 && spells >= 25 && equipment >= 8);
}

#[test]
fn troop_cards_carry_every_printed_field() {
    // LY-2.1
    let set = CardSet::sample();
    let bronn = set.troop(set.id("battle-brawler-bronn").unwrap()).unwrap();
    assert_eq!(bronn.name, "Battle Brawler Bronn");
    assert_eq!(bronn.piece, PieceType::Rook);
    assert_eq!((bronn.att, bronn.def, bronn.power), (9, 9, 16));
    assert_eq!(bronn.alignment, Alignment::Neutral);
    assert_eq!(bronn.kind, CreatureKind::Humanoid);
    assert_eq!(bronn.clan, "Brudakian");
    assert!(bronn.unique);
    assert_eq!(bronn.damage, DamageType::Physical);
    let colossus = set.troop(set.id("magma-colossus").unwrap()).unwrap();
    assert_eq!(colossus.damage, DamageType::Fire);
    assert_eq!(colossus.immune, vec![DamageType::Fire]);
    let cleric = set.troop(set.id("dawn-cleric").unwrap()).unwrap();
    assert_eq!(cleric.effects[0].area, Area::AdjacentFriends);
    assert_eq!(cleric.effects[0].effect, Effect::Heal { amount: 1 });
    let vyre = set.troop(set.id("nightmother-vyre").unwrap()).unwrap();
    assert_eq!(vyre.abilities[0].cost, 2);
}

#[test]
fn spell_cards_carry_every_printed_field() {
    // LY-2.2
    let set = CardSet::sample();
    let ward = set.spell(set.id("runic-ward").unwrap()).unwrap();
    assert_eq!((ward.cost, ward.quality), (2, 2));
    assert_eq!(ward.school, School::Arcane);
    assert_eq!(ward.speed, Speed::Fast);
    assert_eq!(ward.permanence, Permanence::Instant);
    assert_eq!(ward.target, TargetKind::FriendlyTroop);
    let stoneskin = set.spell(set.id("stoneskin").unwrap()).unwrap();
    assert_eq!(stoneskin.permanence, Permanence::Enchant);
    assert_eq!(
        stoneskin.effects,
        vec![Effect::Modify {
            att: 0,
            def: 3,
            duration: Duration::Enchanted
        }]
    );
}

#[test]
fn equipment_and_the_seed_example() {
    // LY-2.3, LY-2.8: Bronn 9/9 + Longsword + Plate Mail = 13 Att / 14 Def
    let set = CardSet::sample();
    let bronn = set.troop(set.id("battle-brawler-bronn").unwrap()).unwrap();
    let sword = set.equipment(set.id("longsword").unwrap()).unwrap();
    let mail = set.equipment(set.id("plate-mail").unwrap()).unwrap();
    assert_eq!(sword.slot, Slot::Weapon);
    assert_eq!(mail.slot, Slot::Armour);
    assert!(sword.reforge > 0 && mail.reforge > 0);
    assert_eq!(bronn.att + sword.att + mail.att, 13);
    assert_eq!(bronn.def + sword.def + mail.def, 14);
}

#[test]
fn elemental_opposites() {
    // LY-2.4
    assert_eq!(School::Fire.opposite(), Some(School::Water));
    assert_eq!(School::Water.opposite(), Some(School::Fire));
    assert_eq!(School::Earth.opposite(), Some(School::Air));
    assert_eq!(School::Air.opposite(), Some(School::Earth));
    assert_eq!(School::Arcane.opposite(), None);
    assert_eq!(School::Life.opposite(), None);
}

#[test]
fn every_effect_of_the_vocabulary_parses() {
    // LY-2.5, LY-2.5.1, LY-2.5.2, LY-2.5.3, LY-2.5.4, LY-2.5.5, LY-2.5.6,
    // LY-2.5.7, LY-2.5.8, LY-2.5.9, LY-2.5.10, LY-2.5.11
    let cases = [
        (
            r#"{"damage": {"amount": 3, "type": "death"}}"#,
            Effect::Damage {
                amount: 3,
                kind: DamageType::Death,
            },
        ),
        (r#"{"heal": {"amount": 2}}"#, Effect::Heal { amount: 2 }),
        (
            r#"{"modify": {"att": -1, "duration": "turn"}}"#,
            Effect::Modify {
                att: -1,
                def: 0,
                duration: Duration::Turn,
            },
        ),
        (r#"{"draw": {"cards": 1}}"#, Effect::Draw { cards: 1 }),
        (r#"{"mana": {"amount": 2}}"#, Effect::Mana { amount: 2 }),
        (
            r#"{"relocate": {"range": 2}}"#,
            Effect::Relocate { range: 2 },
        ),
        (r#""swap""#, Effect::Swap),
        (r#""disarm""#, Effect::Disarm),
        (r#""counter""#, Effect::Counter),
        (
            r#"{"mana_per_turn": {"amount": 1}}"#,
            Effect::ManaPerTurn { amount: 1 },
        ),
        (
            r#"{"hand_size": {"extra": 2}}"#,
            Effect::HandSize { extra: 2 },
        ),
    ];
    for (json, effect) in cases {
        let parsed: Effect = serde_json::from_str(json).unwrap();
        assert_eq!(parsed, effect, "{json}");
        let back: Effect = serde_json::from_str(&serde_json::to_string(&effect).unwrap()).unwrap();
        assert_eq!(back, effect);
    }
    assert!(serde_json::from_str::<Effect>(r#"{"explode": {}}"#).is_err());
}

#[test]
fn target_kinds_fit_effects() {
    // LY-2.6
    assert!(TargetKind::EnemyTroop.fits(&Effect::Disarm));
    assert!(!TargetKind::None.fits(&Effect::Disarm));
    assert!(TargetKind::Spell.fits(&Effect::Counter));
    assert!(!TargetKind::EnemyTroop.fits(&Effect::Counter));
    assert!(TargetKind::TwoFriendlyTroops.fits(&Effect::Swap));
    assert!(TargetKind::TroopAndSquare.fits(&Effect::Relocate { range: 1 }));
    assert!(TargetKind::None.fits(&Effect::Draw { cards: 1 }));
}

#[test]
fn errors_name_card_and_field() {
    // LY-2.7
    assert_eq!(
        field_error(&one_spell(&OK_SPELL.replace(r#""cost": 2,"#, ""))),
        ("zap".into(), "cost".into())
    );
    assert_eq!(
        field_error(&one_spell(&OK_SPELL.replace("\"air\",", "\"plasma\","))),
        ("zap".into(), "school".into())
    );
    assert_eq!(
        field_error(&one_spell(&OK_SPELL.replace("\"cost\": 2", "\"cost\": 16"))),
        ("zap".into(), "cost".into())
    );
    assert_eq!(
        field_error(&one_spell(
            &OK_SPELL.replace("\"name\"", "\"colour\": 1, \"name\"")
        )),
        ("zap".into(), "colour".into())
    );
    assert_eq!(
        field_error(&one_spell(&OK_SPELL.replace("enemy_troop", "spell"))),
        ("zap".into(), "effects[0]".into())
    );
    assert_eq!(
        field_error(&one_spell(&OK_SPELL.replace("\"zap\"", "\"Zap!\""))),
        ("spells[0]".into(), "id".into())
    );
    assert_eq!(
        field_error(&one_troop(&OK_TROOP.replace("\"def\": 3", "\"def\": 0"))),
        ("grunt".into(), "def".into())
    );
    assert_eq!(
        field_error(&one_troop(&OK_TROOP.replace(
            "\"kind\": \"monster\"",
            "\"kind\": \"monster\", \"effects\": [{\"area\": \"owner\", \"effect\": \"disarm\"}]"
        ))),
        ("grunt".into(), "effects[0]".into())
    );
    // lasting effects need an enchant
    let lasting = OK_SPELL.replace("enemy_troop", "none").replace(
        r#"{"damage": {"amount": 2, "type": "air"}}"#,
        r#"{"mana_per_turn": {"amount": 1}}"#,
    );
    assert_eq!(
        field_error(&one_spell(&lasting)),
        ("zap".into(), "effects[0]".into())
    );
    let ok = lasting.replace("instant", "enchant");
    assert!(CardSet::from_json(&one_spell(&ok)).is_ok());
    // duplicate ids
    let dup = format!(r#"{{"name": "t", "spells": [{OK_SPELL}, {OK_SPELL}]}}"#);
    assert_eq!(
        CardSet::from_json(&dup).unwrap_err(),
        CardSetError::DuplicateId { card: "zap".into() }
    );
    assert!(matches!(
        CardSet::from_json("{not json").unwrap_err(),
        CardSetError::Json(_)
    ));
    let msg = CardSet::from_json(&one_spell(&OK_SPELL.replace("\"cost\": 2", "\"cost\": 16")))
        .unwrap_err()
        .to_string();
    assert!(msg.contains("`zap`") && msg.contains("`cost`"), "{msg}");
}
