//! Issue 9 of the tracker: duel rounds ending at a turn's end, deciding
//! rounds, the defender's response windows, the honor charge, the effect
//! vocabulary's newer effects, state validation and bounded error quotes.

use board_core::{Game, Outcome};
use lytharia::cards::{CardSet, PieceType};
use lytharia::{LytharianChess, Mode, Phase, PositionBuilder};
use serde_json::{Value, json};

mod common;
use common::*;

fn full() -> PositionBuilder {
    LytharianChess::builder(Mode::Full)
}

fn kings() -> PositionBuilder {
    full()
        .troop(0, "thane-borrik", "h1")
        .troop(1, "warlord-grashk", "h8")
}

fn edit(g: &LytharianChess, f: impl FnOnce(&mut Value)) -> Result<LytharianChess, String> {
    let mut v: Value = serde_json::from_str(&g.to_json()).unwrap();
    f(&mut v);
    LytharianChess::from_json(&v.to_string()).map_err(|e| e.to_string())
}

#[test]
fn a_round_that_ends_with_the_turn_starts_with_the_next_attacker() {
    // LY-17.3, LY-17.6, LY-10.9
    // P1's rat swarm (2/3) fights under Runic Ward (+3 Def this turn):
    // it survives the grunt's 3 damage until the ward ends with the turn.
    let mut g = LytharianChess::builder(Mode::Duels)
        .troop(0, "cave-rat-swarm", "d4")
        .troop(1, "zuk-gar-grunt", "d5")
        .hand(0, &["runic-ward"])
        .mana(0, 5)
        .build()
        .unwrap();
    play(&mut g, "cast:runic-ward@d4");
    play(&mut g, "pass");
    play(&mut g, "d4xd5");
    assert_eq!(g.stats(sq("d4")), Some((2, 3)));
    play(&mut g, "end");
    // The rat died at the end of the turn: P2 wins round 1 ...
    assert_eq!(g.round_wins(), [0, 1]);
    // ... and round 2 starts with its attacker, P2, to act on d4.
    assert_eq!(g.active(), P2);
    assert_eq!(g.to_act(), Some(P2));
    assert_eq!(g.troop_at(sq("d4")).map(|t| t.1), Some(P2));
    assert_eq!(g.phase(), Phase::Main);
    assert!(has(&g, "d4xd5"));
    assert_eq!(g.turn(), 2);
}

#[test]
fn the_defender_responds_after_a_move() {
    // LY-10.11, LY-10.4
    let mut g = kings()
        .troop(0, "brudakian-militia", "a2")
        .troop(1, "zuk-gar-grunt", "c7")
        .hand(1, &["flame-lash", "fireball"])
        .mana(1, 2)
        .build()
        .unwrap();
    play(&mut g, "a2-a3");
    assert_eq!(g.to_act(), Some(P2), "a response window opens");
    assert_eq!(
        texts(&g),
        [
            "pass",
            "cast:flame-lash@h1",
            "cast:flame-lash@a3",
            "harness:fireball",
            "harness:flame-lash"
        ]
    );
    play(&mut g, "cast:flame-lash@a3");
    assert_eq!(g.to_act(), Some(P1), "the active player may answer");
    play(&mut g, "pass");
    assert_eq!(g.troop_state(sq("a3")).unwrap().damage, 2);
    // Nothing castable is left: the window closed by itself.
    assert_eq!(g.to_act(), Some(P1));
    assert!(has(&g, "end"));
}

#[test]
fn no_window_without_a_castable_fast_spell() {
    // LY-10.13
    let mut g = kings()
        .troop(0, "brudakian-militia", "a2")
        .hand(1, &["fireball", "lightning-strike"])
        .mana(1, 1)
        .build()
        .unwrap();
    // Fireball is not fast; Lightning Strike (3) is out of reach even after
    // harnessing Fireball (quality 3)? 1 + 3 = 4 >= 3: a window opens.
    play(&mut g, "a2-a3");
    assert_eq!(g.to_act(), Some(P2));
    play(&mut g, "pass");
    assert_eq!(g.to_act(), Some(P1));
    // With only Fireball in hand, the defender has nothing to cast.
    let mut g = kings()
        .troop(0, "brudakian-militia", "a2")
        .hand(1, &["fireball"])
        .mana(1, 15)
        .build()
        .unwrap();
    play(&mut g, "a2-a3");
    assert_eq!(g.to_act(), Some(P1), "no forced pass");
}

#[test]
fn the_defender_harnesses_in_its_window() {
    // LY-11.1, LY-11.3, LY-10.11
    let mut g = kings()
        .troop(0, "brudakian-militia", "a2")
        .hand(0, &["arcane-bolt", "smite"])
        .hand(1, &["lightning-strike", "fireball"])
        .mana(0, 2)
        .mana(1, 0)
        .build()
        .unwrap();
    // The active player harnesses first (once this turn) ...
    play(&mut g, "harness:smite");
    play(&mut g, "cast:arcane-bolt@h8");
    play(&mut g, "pass");
    assert!(!has(&g, "harness:arcane-bolt"));
    play(&mut g, "a2-a3");
    // ... and the defender may harness too, in its window.
    assert_eq!(g.to_act(), Some(P2));
    play(&mut g, "harness:fireball");
    assert_eq!(g.hand(P2).unwrap().len(), 1);
    play(&mut g, "cast:lightning-strike@a3");
    play(&mut g, "pass");
    assert_eq!(g.troop_state(sq("a3")).unwrap().damage, 3);
    assert!(g.nether(P2).unwrap().len() == 2, "harnessed and cast");
}

#[test]
fn a_declared_attack_waits_for_the_window() {
    // LY-10.12, LY-9.2
    let base = kings()
        .troop(0, "zuk-gar-grunt", "d4") // 3/4
        .troop(1, "cave-rat-swarm", "e5") // 2/3
        .hand(1, &["runic-ward", "blink-step"])
        .mana(1, 5)
        .build()
        .unwrap();
    let mut g = base.clone();
    play(&mut g, "d4xe5");
    assert_eq!(g.to_act(), Some(P2));
    assert_eq!(g.troop_state(sq("e5")).unwrap().damage, 0, "not fought yet");
    play(&mut g, "cast:runic-ward@e5");
    play(&mut g, "pass");
    // Still in the window (Blink Step is castable): pass closes it.
    assert_eq!(g.to_act(), Some(P2));
    play(&mut g, "pass");
    // Combat with the ward: the rat (Def 6) survives 3 damage.
    assert_eq!(g.troop_state(sq("e5")).unwrap().damage, 3);
    assert_eq!(g.troop_state(sq("d4")).unwrap().damage, 2);
    assert!(
        !texts(&g).iter().any(|t| t.contains('x')),
        "one attack a turn"
    );
    // A defender that leaves its square makes the attack fizzle.
    let mut g = base;
    play(&mut g, "d4xe5");
    play(&mut g, "cast:blink-step@e5>e7");
    play(&mut g, "pass");
    play(&mut g, "pass");
    assert_eq!(g.troop_state(sq("e7")).unwrap().damage, 0);
    assert_eq!(g.troop_state(sq("d4")).unwrap().damage, 0);
    assert!(!texts(&g).iter().any(|t| t.contains('x')));
    assert!(has(&g, "d4-d5"), "the move is still owed");
}

#[test]
fn windows_follow_attachments_and_abilities() {
    // LY-10.11, LY-12.1
    let mut g = kings()
        .troop(0, "brudakian-militia", "a2")
        .hand(0, &["dagger"])
        .hand(1, &["tremor"])
        .mana(0, 3)
        .mana(1, 2)
        .build()
        .unwrap();
    assert!(!g.troop_state(sq("a2")).unwrap().revealed);
    play(&mut g, "attach:dagger@a2");
    assert!(
        g.troop_state(sq("a2")).unwrap().revealed,
        "attaching reveals"
    );
    assert_eq!(g.to_act(), Some(P2));
    play(&mut g, "pass");
    assert_eq!(g.to_act(), Some(P1));
}

#[test]
fn hand_reforge_mana_is_not_bound_to_a_troop() {
    // LY-12.5, LY-12.4
    let mut g = kings()
        .troop(0, "brudakian-militia", "a2")
        .equip("a2", "dagger")
        .troop(0, "stoneborn-miner", "b2")
        .hand(0, &["longsword", "spiked-buckler"])
        .mana(0, 0)
        .build()
        .unwrap();
    play(&mut g, "reforge:a2/weapon"); // 1, for a2 only
    play(&mut g, "reforge:spiked-buckler"); // 1, for anyone
    // b2 can use the hand reforge's 1 mana but not a2's.
    assert!(!has(&g, "attach:longsword@b2"));
    assert!(!has(&g, "attach:longsword@a2"), "2 < 3");
    // With counter mana 1: a2 has 1 + 1 + 1, b2 has 1 + 1.
    let mut g = kings()
        .troop(0, "brudakian-militia", "a2")
        .equip("a2", "dagger")
        .troop(0, "stoneborn-miner", "b2")
        .hand(0, &["longsword", "spiked-buckler"])
        .mana(0, 1)
        .build()
        .unwrap();
    play(&mut g, "reforge:a2/weapon");
    play(&mut g, "reforge:spiked-buckler");
    assert!(has(&g, "attach:longsword@a2"));
    assert!(!has(&g, "attach:longsword@b2"));
    play(&mut g, "attach:longsword@a2");
    assert_eq!(g.mana(P1).unwrap(), 0);
    // A hand reforge alone serves any troop.
    let mut g = kings()
        .troop(0, "brudakian-militia", "a2")
        .troop(0, "stoneborn-miner", "b2")
        .hand(0, &["dagger", "battle-axe"])
        .mana(0, 0)
        .build()
        .unwrap();
    play(&mut g, "reforge:battle-axe"); // 3
    assert!(has(&g, "attach:dagger@a2") && has(&g, "attach:dagger@b2"));
}

#[test]
fn duels_have_no_obelisk_charge() {
    // LY-17.9, LY-7.5
    let g = LytharianChess::new(Mode::Duels, 3);
    let mut g = g;
    while g.phase() != Phase::Main {
        assert!(!has(&g, "charge"));
        play(&mut g, "end");
    }
    assert_eq!(g.mana(g.active()).unwrap(), 15);
    assert!(!has(&g, "charge"));
}

#[test]
fn charging_in_the_effects_and_draw_phases() {
    // LY-7.5
    let g = kings()
        .troop(0, "dawn-cleric", "a1")
        .troop(0, "brudakian-militia", "a2")
        .mana(0, 15)
        .phase(Phase::Effects)
        .build()
        .unwrap();
    assert!(has(&g, "charge"));
}

#[test]
fn honor_charge_relocations_never_go_backward() {
    // LY-16.3
    let g = full()
        .troop(0, "thane-borrik", "e4")
        .troop(1, "warlord-grashk", "e8")
        .troop(1, "zuk-gar-grunt", "a7")
        .hand(0, &["blink-step"])
        .mana(0, 5)
        .build()
        .unwrap();
    let t = texts(&g);
    let king: Vec<_> = t
        .iter()
        .filter(|t| t.starts_with("cast:blink-step@e4>"))
        .map(|t| &t["cast:blink-step@e4>".len()..])
        .collect();
    assert!(king.contains(&"d4") && king.contains(&"f4"), "sideways");
    assert!(king.contains(&"e6") && king.contains(&"g6"), "forward");
    assert!(
        !king.iter().any(|s| s.ends_with('3') || s.ends_with('2')),
        "backward: {king:?}"
    );
    // The enemy's spells may move the charging King anywhere.
    assert!(t.iter().any(|t| t == "cast:blink-step@a7>a5"));
}

#[test]
fn hold_ends_the_turn_without_moving() {
    // LY-2.5.12, LY-8.2, LY-16.3
    let mut g = full()
        .troop(0, "thane-borrik", "e1")
        .troop(1, "warlord-grashk", "e8")
        .hand(0, &["stand-fast"])
        .mana(0, 1)
        .build()
        .unwrap();
    assert!(!has(&g, "end"), "the honor charge owes a move");
    play(&mut g, "cast:stand-fast");
    play(&mut g, "pass");
    assert!(has(&g, "end"));
    play(&mut g, "end");
    assert_eq!(g.active(), P2);
    assert_eq!(g.troop_at(sq("e1")).map(|t| t.1), Some(P1));
}

#[test]
fn enchants_that_act_each_turn() {
    // LY-2.5.13, LY-7.2
    let mut g = kings()
        .troop(0, "brudakian-militia", "a2")
        .troop(1, "zuk-gar-grunt", "a7")
        .damage("a2", 3)
        .hand(0, &["renewal"])
        .hand(1, &["creeping-blight"])
        .mana(0, 3)
        .mana(1, 3)
        .build()
        .unwrap();
    play(&mut g, "cast:renewal@a2");
    play(&mut g, "pass");
    play(&mut g, "h1-g1");
    play(&mut g, "end");
    play(&mut g, "cast:creeping-blight@a2");
    play(&mut g, "pass");
    assert_eq!(g.troop_state(sq("a2")).unwrap().damage, 3, "not yet");
    play(&mut g, "h8-g8");
    play(&mut g, "end");
    // P1's effects phase: Renewal heals 2 (Blight acts in P2's turns).
    assert_eq!(g.troop_state(sq("a2")).unwrap().damage, 1);
    play(&mut g, "end"); // Borrik's own effects phase
    play(&mut g, "g1-h1");
    play(&mut g, "end");
    assert_eq!(
        g.troop_state(sq("a2")).unwrap().damage,
        2,
        "Blight: 1 death"
    );
    // An instant cannot carry an each-turn effect.
    let bad = r#"{"name": "x", "spells": [{"id": "dot", "name": "Dot", "cost": 1,
        "quality": 1, "school": "death", "speed": "normal", "permanence": "instant",
        "target": "enemy_troop", "effects": [{"damage_each_turn": {"amount": 1, "type": "death"}}]}]}"#;
    let err = CardSet::from_json(bad).unwrap_err().to_string();
    assert!(err.contains("needs an enchant"), "{err}");
}

#[test]
fn dice_effects_roll_from_the_game_rng() {
    // LY-2.5.14, LY-1.4
    let start = kings()
        .troop(1, "tunnel-ghoul", "a7") // 2/5
        .hand(0, &["chaos-bolt"])
        .mana(0, 3)
        .seed(11)
        .build()
        .unwrap();
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..40u64 {
        let mut g = edit(&start, |v| {
            v["rng"] = serde_json::to_value(lytharia::GameRng::new(seed)).unwrap()
        })
        .unwrap();
        play(&mut g, "cast:chaos-bolt@a7");
        play(&mut g, "pass");
        let dealt = g
            .troop_state(sq("a7"))
            .map_or(5, |t| t.damage as u32)
            .min(5);
        assert!((1..=5).contains(&dealt));
        seen.insert(dealt);
        // Replays agree.
        let mut h = edit(&start, |v| {
            v["rng"] = serde_json::to_value(lytharia::GameRng::new(seed)).unwrap()
        })
        .unwrap();
        play(&mut h, "cast:chaos-bolt@a7");
        play(&mut h, "pass");
        assert_eq!(g, h);
    }
    assert!(seen.len() >= 4, "1d6 varies: {seen:?}");
    let bad = r#"{"name": "x", "spells": [{"id": "d", "name": "D", "cost": 1,
        "quality": 1, "school": "arcane", "speed": "normal", "permanence": "instant",
        "target": "enemy_troop", "effects": [{"damage_dice": {"dice": 4, "type": "arcane"}}]}]}"#;
    assert!(CardSet::from_json(bad).is_err());
}

#[test]
fn pawn_wars_relocation_to_the_far_side_scores() {
    // LY-18.2, LY-15.5
    let mut g = LytharianChess::builder(Mode::PawnWars)
        .troop(0, "zuk-gar-grunt", "d7")
        .troop(0, "zuk-gar-grunt", "a2")
        .troop(1, "cave-rat-swarm", "h7")
        .hand(0, &["blink-step"])
        .mana(0, 1)
        .build()
        .unwrap();
    play(&mut g, "cast:blink-step@d7>d8");
    play(&mut g, "pass");
    assert_eq!(g.points(P1).unwrap(), 1);
    assert!(g.troop_at(sq("d8")).is_none());
}

#[test]
fn impossible_counters_are_refused_on_load() {
    // LY-19.6
    let g = kings()
        .troop(1, "zuk-gar-grunt", "a7")
        .hand(0, &["arcane-bolt"])
        .mana(0, 5)
        .build()
        .unwrap();
    let refuse = |f: &dyn Fn(&mut Value)| {
        let r = edit(&g, |v| f(v));
        assert!(r.is_err(), "accepted");
        r.unwrap_err()
    };
    refuse(&|v| v["turn"] = json!(4_294_967_295u32));
    refuse(&|v| v["turn"] = json!(0));
    refuse(&|v| v["sides"][0]["killed_power"] = json!(u32::MAX));
    refuse(&|v| v["sides"][0]["army_power"] = json!(u32::MAX));
    refuse(&|v| v["sides"][0]["points"] = json!(1)); // not Pawn Wars
    refuse(&|v| v["idle_turns"] = json!(255));
    refuse(&|v| v["idle_turns"] = json!(2));
    refuse(&|v| v["next_uid"] = json!(65535));
    let card = g.hand(P1).unwrap()[0].0;
    refuse(&|v| v["sides"][0]["hand"] = json!(vec![card; 10_000]));
    refuse(&|v| {
        let item = json!({"uid": 0, "card": card, "caster": 0, "target": "None",
            "troops": [null, null], "spell": null});
        v["stack"] = json!(vec![item; 5_000]);
    });
    refuse(&|v| v["this_turn"]["harness_pool"] = json!([9, 0]));
    // A playable state with the largest counters still loads.
    assert!(edit(&g, |v| v["turn"] = json!(lytharia::MAX_TURN)).is_ok());
    let pw = LytharianChess::builder(Mode::PawnWars)
        .troop(0, "zuk-gar-grunt", "d4")
        .build()
        .unwrap();
    assert!(edit(&pw, |v| v["sides"][0]["points"] = json!(255)).is_err());
    assert!(edit(&pw, |v| v["sides"][0]["points"] = json!(8)).is_ok());
    let duel = LytharianChess::builder(Mode::Duels)
        .troop(0, "zuk-gar-grunt", "d4")
        .troop(1, "cave-rat-swarm", "d5")
        .build()
        .unwrap();
    for field in ["round_turns", "ties", "round"] {
        assert!(
            edit(&duel, |v| v["duel"][field] = json!(255)).is_err(),
            "{field}"
        );
    }
    assert!(edit(&duel, |v| v["duel"]["wins"] = json!([255, 0])).is_err());
    assert!(edit(&duel, |v| v["duel"]["round_turns"] = json!(9)).is_ok());
}

#[test]
fn the_last_turn_ends_the_game() {
    // LY-16.6
    let mut g = edit(
        &kings().troop(0, "brudakian-militia", "a2").build().unwrap(),
        |v| v["turn"] = json!(lytharia::MAX_TURN),
    )
    .unwrap();
    play(&mut g, "a2-a3");
    play(&mut g, "end");
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert_eq!(g.turn(), lytharia::MAX_TURN);
}

#[test]
fn errors_quote_a_bounded_prefix() {
    // LY-19.7
    let g = kings().build().unwrap();
    let long = "x".repeat(10_000);
    for err in [
        g.parse_action(&long).unwrap_err().to_string(),
        g.parse_action(&format!("cast:{long}"))
            .unwrap_err()
            .to_string(),
        long.parse::<Mode>().unwrap_err().to_string(),
        long.parse::<board_core::Square>().unwrap_err().to_string(),
        LytharianChess::from_json(&format!("{{\"cards\": \"{long}\"}}"))
            .unwrap_err()
            .to_string(),
        LytharianChess::from_json(&long).unwrap_err().to_string(),
        CardSet::from_json(&format!("{{\"name\": \"n\", \"{long}\": 1}}"))
            .unwrap_err()
            .to_string(),
    ] {
        assert!(err.len() < 250, "{} chars: {}", err.len(), &err[..80]);
    }
    let err = g.parse_action(&long).unwrap_err().to_string();
    assert!(err.contains(&format!("{}...", "x".repeat(40))), "{err}");
    assert!(!err.contains(&"x".repeat(41)));
}

#[test]
fn a_relocated_pawn_of_the_defender_promotes_on_its_owners_choice() {
    // LY-15.5, LY-15.4, LY-19.1
    let mut g = kings()
        .troop(0, "brudakian-militia", "a2")
        .troop(1, "zuk-gar-grunt", "c2")
        .troop(1, "zuk-gar-ravager", "a8")
        .hand(1, &["blink-step"])
        .mana(1, 1)
        .build()
        .unwrap();
    play(&mut g, "a2-a3");
    // P2's window: Blink Step puts its own pawn on its last rank.
    play(&mut g, "cast:blink-step@c2>c1");
    play(&mut g, "pass");
    assert_eq!(g.to_act(), Some(P2), "the owner chooses the model");
    assert_eq!(
        texts(&g),
        ["promote:c1=zuk-gar-ravager", "promote:c1=zuk-gar-grunt"]
    );
    play(&mut g, "promote:c1=zuk-gar-ravager");
    assert_eq!(g.troop_state(sq("c1")).unwrap().piece, PieceType::Rook);
    assert_eq!(g.to_act(), Some(P1));
}

/// Random play-outs for the balance note of LY-20 (run with
/// `cargo test -p lytharia --test lytharia_review -- --ignored --nocapture`).
#[test]
#[ignore]
fn random_play_balance() {
    // LY-20.1
    use board_core::{PlayoutEnd, playout};
    use lytharia::cards::Alignment;
    use lytharia::{Army, Deck, Setup};
    let n: u64 = std::env::var("LY_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    let set = CardSet::sample();
    let only: Option<Mode> = std::env::var("LY_MODE").ok().and_then(|s| s.parse().ok());
    for mode in [Mode::Duels, Mode::Full, Mode::PawnWars] {
        if only.is_some_and(|m| m != mode) {
            continue;
        }
        for mirror in [false, true] {
            let mut tally = [0u32; 4]; // P1, P2, draw, unfinished
            let mut plies = 0usize;
            for seed in 0..n {
                let mut setup = Setup::sample(mode, seed);
                if mirror {
                    setup.armies[0] = Army::sample(&set, mode, Alignment::Evil);
                    setup.decks[0] = Deck::sample(&set, mode, Alignment::Evil);
                }
                let start = LytharianChess::from_setup(set.clone(), &setup).unwrap();
                let p = playout(&start, seed, 200_000);
                plies += p.moves.len();
                match p.end {
                    PlayoutEnd::Finished(Outcome::Winner(w)) => tally[w.index()] += 1,
                    PlayoutEnd::Finished(_) => tally[2] += 1,
                    _ => tally[3] += 1,
                }
            }
            println!(
                "{mode} {}: P1 {} P2 {} draw {} unfinished {} (mean {} plies)",
                if mirror { "mirror" } else { "sample" },
                tally[0],
                tally[1],
                tally[2],
                tally[3],
                plies / n as usize
            );
        }
    }
}

#[test]
fn no_second_window_after_a_spell() {
    // LY-10.10, LY-10.3
    let mut g = kings()
        .troop(1, "zuk-gar-grunt", "a7")
        .hand(0, &["arcane-bolt"])
        .hand(1, &["flame-lash"])
        .mana(0, 2)
        .mana(1, 2)
        .build()
        .unwrap();
    play(&mut g, "cast:arcane-bolt@a7");
    assert_eq!(g.to_act(), Some(P2));
    play(&mut g, "pass");
    assert_eq!(g.stack_len(), 0);
    assert_eq!(
        g.to_act(),
        Some(P1),
        "the pass was the answer: no window follows"
    );
}
