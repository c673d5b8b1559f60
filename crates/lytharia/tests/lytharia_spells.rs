//! Spells and the stack, harnessing, equipment and reforging, main
//! abilities and the effect vocabulary in play (LY-2.5, LY-10 to LY-13).

use board_core::Game;
use lytharia::{LytharianChess, Mode, Phase, PositionBuilder};

mod common;
use common::*;

fn id(g: &LytharianChess, card: &str) -> lytharia::cards::CardId {
    g.card_set().id(card).unwrap()
}

fn kings() -> PositionBuilder {
    LytharianChess::builder(Mode::Full)
        .troop(0, "thane-borrik", "h1")
        .troop(1, "warlord-grashk", "h8")
        .troop(0, "stoneborn-miner", "a2")
}

#[test]
fn responses_resolve_last_first() {
    // LY-10.1, LY-10.3, LY-10.4, LY-2.5.3
    let mut g = kings()
        .troop(1, "cave-rat-swarm", "d5") // 2/3
        .hand(0, &["arcane-bolt", "flash-of-insight"])
        .hand(1, &["runic-ward", "smite"])
        .mana(0, 6)
        .mana(1, 5)
        .build()
        .unwrap();
    play(&mut g, "cast:arcane-bolt@d5");
    assert_eq!(g.mana(P1).unwrap(), 4);
    assert_eq!(g.stack_len(), 1);
    assert_eq!(g.to_act(), Some(P2), "the defender may respond");
    // Only fast spells, harnessing (LY-11.3) and a pass: the normal Smite
    // is not offered.
    assert_eq!(
        texts(&g),
        [
            "pass",
            "cast:runic-ward@d5",
            "cast:runic-ward@h8",
            "harness:runic-ward",
            "harness:smite"
        ]
    );
    play(&mut g, "cast:runic-ward@d5");
    assert_eq!(g.to_act(), Some(P1));
    assert!(
        !has(&g, "cast:flash-of-insight"),
        "normal spells never respond"
    );
    play(&mut g, "pass");
    // Ward first (Def 6), then the bolt: 3 damage, the rat survives.
    assert_eq!(g.stack_len(), 0);
    assert_eq!(g.troop_state(sq("d5")).unwrap().damage, 3);
    assert_eq!(g.stats(sq("d5")), Some((2, 3)));
    assert_eq!(g.nether(P1).unwrap(), &[id(&g, "arcane-bolt")]);
    assert_eq!(g.nether(P2).unwrap(), &[id(&g, "runic-ward")]);
    assert_eq!(g.to_act(), Some(P1));
}

#[test]
fn a_pass_resolves_at_once() {
    // LY-10.3, LY-2.5.1, LY-9.7, LY-14.2
    let mut g = kings()
        .troop(1, "cave-rat-swarm", "d5")
        .hand(0, &["arcane-bolt"])
        .mana(0, 2)
        .build()
        .unwrap();
    play(&mut g, "cast:arcane-bolt@d5");
    play(&mut g, "pass");
    assert!(
        g.troop_at(sq("d5")).is_none(),
        "face-down troops can be targeted and killed"
    );
    assert_eq!(g.killed_power(P1).unwrap(), 2);
}

#[test]
fn normal_spells_only_in_the_main_phase() {
    // LY-10.2
    let g = kings()
        .hand(0, &["arcane-bolt", "flame-lash"])
        .troop(1, "cave-rat-swarm", "d5")
        .mana(0, 5)
        .phase(Phase::Effects)
        .build()
        .unwrap();
    assert!(!texts(&g).iter().any(|t| t.starts_with("cast")));
    let g = kings()
        .hand(0, &["arcane-bolt", "flame-lash"])
        .troop(1, "cave-rat-swarm", "d5")
        .mana(0, 5)
        .build()
        .unwrap();
    assert!(has(&g, "cast:arcane-bolt@d5") && has(&g, "cast:flame-lash@d5"));
}

#[test]
fn fizzle_when_the_target_left_its_square() {
    // LY-10.5, LY-2.5.6
    let mut g = kings()
        .troop(1, "cave-rat-swarm", "d5")
        .hand(0, &["arcane-bolt"])
        .hand(1, &["blink-step"])
        .mana(0, 2)
        .mana(1, 1)
        .build()
        .unwrap();
    play(&mut g, "cast:arcane-bolt@d5");
    play(&mut g, "cast:blink-step@d5>d7");
    play(&mut g, "pass");
    assert!(g.troop_at(sq("d5")).is_none());
    assert_eq!(g.troop_state(sq("d7")).unwrap().damage, 0);
    assert_eq!(g.nether(P1).unwrap(), &[id(&g, "arcane-bolt")]);
}

#[test]
fn counter_removes_the_target_spell() {
    // LY-2.5.9, LY-10.6
    let mut g = kings()
        .troop(1, "zuk-gar-ravager", "d5")
        .hand(0, &["fireball"])
        .hand(1, &["dispel-weave"])
        .mana(0, 4)
        .mana(1, 2)
        .build()
        .unwrap();
    play(&mut g, "cast:fireball@d5");
    assert!(has(&g, "cast:dispel-weave@s0"));
    play(&mut g, "cast:dispel-weave@s0");
    play(&mut g, "pass");
    assert_eq!(g.troop_state(sq("d5")).unwrap().damage, 0);
    assert_eq!(g.nether(P1).unwrap(), &[id(&g, "fireball")]);
    assert_eq!(g.nether(P2).unwrap(), &[id(&g, "dispel-weave")]);
}

#[test]
fn enchants_occupy_spaces_and_leave_with_their_troop() {
    // LY-10.6, LY-10.7, LY-10.8, LY-2.5.3
    let mut g = kings()
        .troop(0, "stoneborn-sentinel", "d4") // 5/11
        .troop(1, "zuk-gar-ravager", "d5")
        .hand(
            0,
            &["stoneskin", "battle-fury", "blessing-of-valor", "mana-well"],
        )
        .mana(0, 15)
        .build()
        .unwrap();
    play(&mut g, "cast:stoneskin@d4");
    play(&mut g, "pass");
    assert_eq!(
        g.enchants(P1).unwrap(),
        vec![(id(&g, "stoneskin"), Some(sq("d4")))]
    );
    assert_eq!(g.stats(sq("d4")), Some((5, 14)));
    play(&mut g, "cast:battle-fury@d4");
    play(&mut g, "pass");
    play(&mut g, "cast:blessing-of-valor@d4");
    play(&mut g, "pass");
    assert_eq!(g.stats(sq("d4")), Some((10, 16)));
    assert!(
        !texts(&g).iter().any(|t| t.starts_with("cast:mana-well")),
        "three spaces"
    );
    // The sentinel dies: its enchants go to the nether.
    let mut g = kings()
        .troop(0, "stoneborn-sentinel", "d4")
        .damage("d4", 10)
        .troop(1, "zuk-gar-ravager", "d5")
        .hand(0, &["stoneskin"])
        .mana(0, 15)
        .build()
        .unwrap();
    play(&mut g, "cast:stoneskin@d4");
    play(&mut g, "pass");
    assert_eq!(g.stats(sq("d4")), Some((5, 4)));
    play(&mut g, "d4xd5");
    assert!(g.troop_at(sq("d4")).is_none());
    assert!(g.enchants(P1).unwrap().is_empty());
    assert_eq!(g.nether(P1).unwrap(), &[id(&g, "stoneskin")]);
}

#[test]
fn turn_modifiers_end_with_the_turn() {
    // LY-10.9, LY-2.5.3
    let mut g = kings()
        .troop(0, "stoneborn-sentinel", "d4")
        .hand(0, &["tailwind", "wither"])
        .troop(1, "zuk-gar-ravager", "d6")
        .mana(0, 15)
        .build()
        .unwrap();
    play(&mut g, "cast:tailwind@d4");
    play(&mut g, "pass");
    play(&mut g, "cast:wither@d6");
    play(&mut g, "pass");
    assert_eq!(g.stats(sq("d4")), Some((7, 11)));
    assert_eq!(g.stats(sq("d6")), Some((4, 6)));
    play(&mut g, "a2-a3");
    play(&mut g, "end");
    assert_eq!(g.stats(sq("d4")), Some((5, 11)), "turn bonus gone");
    assert_eq!(g.stats(sq("d6")), Some((4, 6)), "permanent change stays");
}

#[test]
fn heal_draw_mana_swap_and_disarm() {
    // LY-2.5.2, LY-2.5.4, LY-2.5.5, LY-2.5.7, LY-2.5.8, LY-12.3
    let mut g = kings()
        .troop(0, "stoneborn-sentinel", "d4")
        .damage("d4", 5)
        .troop(0, "brudakian-outrider", "b1")
        .troop(1, "battle-brawler-bronn", "d6")
        .equip("d6", "longsword")
        .equip("d6", "plate-mail")
        .hand(
            0,
            &[
                "healing-light",
                "flash-of-insight",
                "ley-line-tap",
                "mirror-shift",
                "sunder",
            ],
        )
        .deck(0, &["dagger", "longsword", "plate-mail"])
        .mana(0, 12)
        .build()
        .unwrap();
    play(&mut g, "cast:healing-light@d4");
    play(&mut g, "pass");
    assert_eq!(g.troop_state(sq("d4")).unwrap().damage, 1);
    play(&mut g, "cast:flash-of-insight");
    play(&mut g, "pass");
    assert_eq!(g.deck(P1).unwrap(), &[id(&g, "dagger")]);
    assert!(g.hand(P1).unwrap().contains(&id(&g, "plate-mail")));
    let mana = g.mana(P1).unwrap();
    play(&mut g, "cast:ley-line-tap");
    play(&mut g, "pass");
    assert_eq!(g.mana(P1).unwrap(), mana - 1 + 2);
    play(&mut g, "cast:mirror-shift@b1+d4");
    play(&mut g, "pass");
    assert_eq!(
        g.troop_state(sq("b1")).unwrap().piece,
        lytharia::cards::PieceType::Rook
    );
    assert_eq!(
        g.troop_state(sq("d4")).unwrap().piece,
        lytharia::cards::PieceType::Knight
    );
    play(&mut g, "cast:sunder@d6");
    play(&mut g, "pass");
    let bronn = g.troop_state(sq("d6")).unwrap();
    assert_eq!((bronn.weapon, bronn.armour), (None, None));
    assert_eq!(g.nether(P2).unwrap().len(), 2, "the owner's nether");
}

#[test]
fn lasting_enchants_change_mana_and_hand_limit() {
    // LY-2.5.10, LY-2.5.11, LY-7.4, LY-7.7
    let mut g = kings()
        .troop(1, "zuk-gar-grunt", "a7")
        .hand(
            0,
            &[
                "mana-well",
                "scholars-satchel",
                "dagger",
                "dagger",
                "dagger",
                "longsword",
                "longsword",
                "longsword",
                "sunder",
                "sunder",
                "sunder",
                "fireball",
            ],
        )
        .deck(0, &["plate-mail"])
        .mana(0, 6)
        .obelisk(0, 2)
        .build()
        .unwrap();
    play(&mut g, "cast:mana-well");
    play(&mut g, "pass");
    play(&mut g, "cast:scholars-satchel");
    play(&mut g, "pass");
    assert_eq!(g.mana(P1).unwrap(), 0);
    play(&mut g, "a2-a3");
    play(&mut g, "end");
    play(&mut g, "a7-a6");
    play(&mut g, "end");
    assert_eq!(g.active(), P1);
    play(&mut g, "end"); // forfeit Borrik's effect
    // P1's mana phase: obelisk 2 + mana well 1.
    assert_eq!(g.mana(P1).unwrap(), 3);
    // Ten cards but a limit of 12: the draw happened.
    assert_eq!(g.phase(), Phase::Main);
    assert_eq!(g.hand(P1).unwrap().len(), 11);
    assert!(g.deck(P1).unwrap().is_empty());
}

#[test]
fn harnessing_once_for_spells_only() {
    // LY-11.1, LY-11.2, LY-11.3
    let mut g = kings()
        .troop(1, "zuk-gar-ravager", "d5")
        .hand(
            0,
            &["fireball", "arcane-bolt", "flame-lash", "dagger", "sunder"],
        )
        .troop(0, "brudakian-militia", "c2")
        .mana(0, 1)
        .build()
        .unwrap();
    assert!(!has(&g, "cast:arcane-bolt@d5"));
    play(&mut g, "harness:fireball"); // quality 3
    assert!(
        !texts(&g).iter().any(|t| t.starts_with("harness")),
        "once per turn"
    );
    assert!(has(&g, "cast:arcane-bolt@d5"));
    // Harness mana never pays for equipment: the dagger costs 1, mana is 1.
    play(&mut g, "cast:arcane-bolt@d5"); // 2 from the pool, counter untouched
    play(&mut g, "pass");
    assert_eq!(g.mana(P1).unwrap(), 1);
    // 1 harness + 1 counter pays for Flame Lash (2).
    assert!(has(&g, "cast:flame-lash@d5"));
    play(&mut g, "c2-c3"); // any other action loses the pool
    assert!(!has(&g, "cast:flame-lash@d5"));
    assert!(!has(&g, "cast:sunder@d5"));
}

#[test]
fn harness_mana_is_not_for_equipment() {
    // LY-11.2
    let mut g = kings()
        .troop(0, "brudakian-militia", "c2")
        .hand(0, &["fireball", "dagger"])
        .mana(0, 0)
        .build()
        .unwrap();
    play(&mut g, "harness:fireball");
    assert!(!has(&g, "attach:dagger@c2"));
}

#[test]
fn equipment_goes_on_humanoids_one_per_slot() {
    // LY-12.1, LY-12.2
    let mut g = kings()
        .troop(0, "brudakian-militia", "c2")
        .troop(0, "mountain-goat", "d2")
        .troop(1, "zuk-gar-grunt", "c7")
        .hand(0, &["dagger", "longsword", "leather-jerkin"])
        .mana(0, 10)
        .build()
        .unwrap();
    assert!(has(&g, "attach:dagger@c2"));
    assert!(!has(&g, "attach:dagger@d2"), "beasts carry nothing");
    assert!(!has(&g, "attach:dagger@c7"), "only on own troops");
    play(&mut g, "attach:dagger@c2");
    assert_eq!(g.mana(P1).unwrap(), 9);
    assert!(g.troop_state(sq("c2")).unwrap().revealed);
    assert!(!has(&g, "attach:longsword@c2"), "one weapon");
    assert!(has(&g, "attach:leather-jerkin@c2"), "and one armour");
    assert_eq!(g.stats(sq("c2")), Some((4, 4)));
}

#[test]
fn reforging_pays_for_equipment() {
    // LY-12.4, LY-12.6
    let mut g = kings()
        .troop(0, "brudakian-militia", "c2")
        .troop(0, "stoneborn-miner", "d2")
        .hand(0, &["battle-axe", "dagger", "longsword"])
        .mana(0, 0)
        .build()
        .unwrap();
    assert!(!has(&g, "attach:longsword@c2"));
    play(&mut g, "reforge:battle-axe"); // 3
    assert!(has(&g, "attach:longsword@c2") && has(&g, "attach:longsword@d2"));
    play(&mut g, "reforge:dagger"); // +1 = 4
    play(&mut g, "attach:longsword@c2"); // 3, one left
    assert_eq!(g.nether(P1).unwrap().len(), 2);
    assert_eq!(g.mana(P1).unwrap(), 0);
    play(&mut g, "c2-c3"); // the leftover is lost
    assert_eq!(
        g.legal_moves()
            .iter()
            .filter(|a| matches!(a, lytharia::Action::Attach { .. }))
            .count(),
        0
    );
}

#[test]
fn reforged_attached_equipment_stays_with_its_troop() {
    // LY-12.5, LY-12.4
    let mut g = kings()
        .troop(0, "brudakian-militia", "c2")
        .equip("c2", "battle-axe")
        .troop(0, "stoneborn-miner", "d2")
        .equip("d2", "dagger")
        .hand(0, &["longsword"])
        .mana(0, 0)
        .build()
        .unwrap();
    play(&mut g, "reforge:c2/weapon");
    assert!(has(&g, "attach:longsword@c2"));
    assert!(!has(&g, "attach:longsword@d2"));
    assert!(
        !has(&g, "reforge:d2/weapon"),
        "a second troop's reforge is refused"
    );
    play(&mut g, "attach:longsword@c2");
    assert_eq!(g.stats(sq("c2")), Some((7, 4)));
}

#[test]
fn main_abilities_once_and_not_with_an_attack() {
    // LY-13.1, LY-13.2, LY-13.3
    let mut g = kings()
        .troop(0, "nightmother-vyre", "d4")
        .troop(1, "zuk-gar-ravager", "d5")
        .troop(1, "tunnel-ghoul", "e5")
        .mana(0, 5)
        .build()
        .unwrap();
    assert!(has(&g, "ability:d4/0@d5") && has(&g, "ability:d4/0@e5"));
    play(&mut g, "ability:d4/0@d5");
    assert_eq!(g.stack_len(), 0, "abilities resolve at once");
    assert_eq!(g.troop_state(sq("d5")).unwrap().damage, 2);
    assert!(g.troop_state(sq("d4")).unwrap().revealed);
    assert_eq!(g.mana(P1).unwrap(), 3);
    assert!(
        !texts(&g).iter().any(|t| t.starts_with("ability")),
        "once per turn"
    );
    assert!(!has(&g, "d4xd5"), "no attack after the ability");
    // Death damage: the ghoul is immune.
    let mut g = kings()
        .troop(0, "nightmother-vyre", "d4")
        .troop(1, "tunnel-ghoul", "e5")
        .mana(0, 5)
        .build()
        .unwrap();
    play(&mut g, "d4xe5");
    assert!(
        !texts(&g).iter().any(|t| t.starts_with("ability")),
        "no ability after attacking"
    );
}

#[test]
fn abilities_on_self() {
    // LY-13.1
    let mut g = kings()
        .troop(0, "hill-brawler", "c3")
        .mana(0, 1)
        .build()
        .unwrap();
    assert_eq!(
        texts(&g)
            .iter()
            .filter(|t| t.starts_with("ability"))
            .collect::<Vec<_>>(),
        ["ability:c3/0@c3"]
    );
    play(&mut g, "ability:c3/0@c3");
    assert_eq!(g.stats(sq("c3")), Some((4, 4)));
    play(&mut g, "a2-a3");
    play(&mut g, "end");
    assert_eq!(g.stats(sq("c3")), Some((3, 3)));
}

#[test]
fn abilities_that_relocate_and_swap() {
    // LY-13.1, LY-2.6, LY-2.5.6, LY-2.5.7
    let mut g = LytharianChess::builder(Mode::Full)
        .troop(0, "warlord-grashk", "h1")
        .troop(1, "highlord-aldric", "h8")
        .troop(0, "zuk-gar-ravager", "d4")
        .troop(1, "kevetni-spearman", "d5")
        .mana(0, 3)
        .build()
        .unwrap();
    let shoves: Vec<String> = texts(&g)
        .into_iter()
        .filter(|t| t.starts_with("ability:d4/0"))
        .collect();
    // The adjacent spearman, to each empty square within one step.
    assert!(shoves.iter().all(|t| t.starts_with("ability:d4/0@d5>")));
    assert_eq!(shoves.len(), 7);
    play(&mut g, "ability:d4/0@d5>d6");
    assert!(g.troop_at(sq("d6")).is_some() && g.troop_at(sq("d5")).is_none());
    // Royal Guard: the king swaps places with an adjacent friend.
    let mut g = LytharianChess::builder(Mode::Full)
        .troop(0, "highlord-aldric", "e1")
        .troop(0, "kevetni-shieldwall", "d1")
        .troop(0, "kevetni-spearman", "a2")
        .troop(1, "warlord-grashk", "e8")
        .mana(0, 2)
        .build()
        .unwrap();
    assert_eq!(
        texts(&g)
            .into_iter()
            .filter(|t| t.starts_with("ability"))
            .collect::<Vec<_>>(),
        ["ability:e1/0@d1+e1"]
    );
    play(&mut g, "ability:e1/0@d1+e1");
    assert_eq!(
        g.troop_state(sq("d1")).unwrap().piece,
        lytharia::cards::PieceType::King
    );
}
