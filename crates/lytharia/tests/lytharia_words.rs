//! The face for people (LY-21): seat-safe effects and words, zones of
//! cards, actions described, prompts, menu groups and refusals.

use board_core::inspect::{Perspective, View};
use board_core::{Entropy, Game, Inspect, MoveNotation, SeededRng};
use lytharia::{DEFAULT_SEED, LytharianChess, Mode, Phase};
use proptest::prelude::*;

mod common;
use common::*;

const SEAT1: Perspective = Perspective::Seat(P1);
const SEAT2: Perspective = Perspective::Seat(P2);

/// A game where P1's Kevetni Spearman on d4 faces P2's known Zuk Gar Grunt
/// on e5 and a face-down one on c5; P1 holds Fireball and Plate Mail.
fn duel_of_pawns(mana: u8) -> LytharianChess {
    LytharianChess::builder(Mode::Full)
        .troop(0, "thane-borrik", "e1")
        .troop(0, "kevetni-spearman", "d4")
        .revealed("d4")
        .troop(1, "warlord-grashk", "e8")
        .troop(1, "zuk-gar-grunt", "e5")
        .revealed("e5")
        .troop(1, "zuk-gar-grunt", "c5")
        .hand(0, &["fireball", "plate-mail", "stand-fast"])
        .hand(1, &["smite"])
        .deck(0, &["chaos-bolt"])
        .deck(1, &["fireball"])
        .mana(0, mana)
        .build()
        .unwrap()
}

fn words(g: &LytharianChess, text: &str, who: Perspective) -> String {
    g.describe_move(g.parse_action(text).unwrap(), who)
}

/// The names and ids `who` may see in `views` (pieces and zone items).
fn seen(views: &[&View]) -> Vec<String> {
    let mut out = Vec::new();
    for v in views {
        for (_, p) in v.pieces() {
            out.extend(p.name.iter().map(|n| n.to_string()));
        }
        for side in &v.sides {
            for z in &side.zones {
                for i in &z.items {
                    out.push(i.name.to_string());
                    out.push(i.id.to_string());
                }
            }
        }
    }
    out
}

#[test]
fn p2s_first_effect_shows_p1_no_face_down_card() {
    // LY-21.1: the leak of issue 16. In the default game P2's first effect
    // action (its King's +1 Att to adjacent friends) changes its face-down
    // Queen on d8. The omniscient effect names her card; P1's does not.
    let mut g = LytharianChess::default();
    let effect = loop {
        if let Ok(a) = g.parse_action("effect:e8/0") {
            break a;
        }
        let next = g.parse_action("end").unwrap_or_else(|_| g.legal_moves()[0]);
        g.play(next).unwrap();
    };
    assert_eq!(g.to_act(), Some(P2));
    let full = g.move_effect(effect).to_string();
    assert!(
        format!("{:?}", g.move_effect(effect)).contains("seraphine-dawn"),
        "{full}"
    );
    let seat = g.move_effect_for(effect, SEAT1);
    let text = format!("{seat:?}");
    assert!(
        !text.contains("seraphine") && !text.contains("Seraphine"),
        "{text}"
    );
    // Applied to P1's view before, it gives P1's view after.
    let mut view = g.view(SEAT1);
    view.apply(&seat.changes).unwrap();
    let mut after = g.clone();
    after.play(effect).unwrap();
    assert_eq!(view.cells, after.view(SEAT1).cells);
    assert_eq!(
        g.describe_move(effect, SEAT1),
        "P2's Highlord Aldric Vane on e8 uses its effect (give +1 Att this turn)"
    );
    assert_eq!(
        g.describe_move(effect, SEAT2),
        "P2's Highlord Aldric Vane on e8 uses its effect (give +1 Att this turn): \
         P2's Seraphine of the Dawn on d8 is now att 9, def 10/10, \
         P2's Dawn Cleric on f8 is now att 4, def 7/7, \
         P2's Temple Acolyte on d7 is now att 3, def 4/4, \
         P2's Temple Acolyte on e7 is now att 3, def 4/4, \
         P2's Surictavi Archer on f7 is now att 3, def 3/3"
    );
}

#[test]
fn format_move_is_the_omniscient_notation() {
    // LY-21.1: the text of P1's cast names the card; the words for P2
    // name it too (it is public once cast), the words of P1's draw do not.
    let g = duel_of_pawns(4);
    let cast = g.parse_action("cast:fireball@e5").unwrap();
    assert_eq!(g.format_move(cast), "cast:fireball@e5");
    assert_eq!(
        g.describe_move(cast, SEAT2),
        "P1 casts Fireball on P2's Zuk Gar Grunt on e5: P1 spends 4 mana (0 left)"
    );
}

#[test]
fn troops_carry_names_and_def_of_max() {
    // LY-21.2
    let g = LytharianChess::builder(Mode::Full)
        .troop(0, "thane-borrik", "e1")
        .equip("e1", "plate-mail")
        .damage("e1", 4)
        .troop(1, "warlord-grashk", "e8")
        .build()
        .unwrap();
    let mine = g.view(SEAT1);
    let king = mine.piece(sq("e1").into()).unwrap();
    assert_eq!(king.label(), "Thane Borrik Stonefist");
    let stats: Vec<String> = king.stats.iter().map(|s| s.to_string()).collect();
    assert_eq!(stats, ["att 6", "def 15/19"]);
    let theirs = g.view(SEAT2);
    let hidden = theirs.piece(sq("e1").into()).unwrap();
    assert_eq!((hidden.label(), hidden.name.is_none()), ("?", true));
}

#[test]
fn zones_per_perspective() {
    // LY-21.3
    let mut g = duel_of_pawns(4);
    play(&mut g, "harness:stand-fast");
    let zone_line = |v: &View, seat: usize| -> Vec<String> {
        v.sides[seat]
            .zones
            .iter()
            .map(|z| {
                let ids: Vec<&str> = z.items.iter().map(|i| i.id.as_ref()).collect();
                format!("{} {}: {}", z.name, z.size, ids.join(" "))
            })
            .collect()
    };
    assert_eq!(
        zone_line(&g.view(SEAT1), 0),
        [
            "hand 2: fireball plate-mail",
            "deck 1: ",
            "crypt 0: ",
            "nether 1: stand-fast",
            "enchants 0: ",
            "equipment 0: ",
            "stack 0: "
        ]
    );
    assert_eq!(
        zone_line(&g.view(SEAT2), 0),
        [
            "hand 2: ",
            "deck 1: ",
            "crypt 0: ",
            "nether 1: stand-fast",
            "enchants 0: ",
            "equipment 0: ",
            "stack 0: "
        ]
    );
    let side = &g.view(Perspective::Spectator).sides[0];
    let info: Vec<String> = side.info.iter().map(|i| i.to_string()).collect();
    assert_eq!(info, ["mana: 4", "obelisk: 1", "killed power: 0"]);
    let fireball = &g.view(SEAT1).sides[0].zones[0].items[0];
    assert_eq!(
        fireball.to_string(),
        "Fireball (spell, cost 4, quality 3): Normal fire instant on an enemy troop: deal 5 fire damage. Harness for 3 mana."
    );
    // The catalogue holds every card of the set.
    let catalogue = g.catalogue();
    assert_eq!(catalogue.len(), g.card_set().len());
    let mail = catalogue.iter().find(|c| c.id == "plate-mail").unwrap();
    assert_eq!(
        mail.to_string(),
        "Plate Mail (equipment, cost 4, att 0, def 5, reforge 2): Armour: +5 Def. Reforge for 2 mana."
    );
    let knight = catalogue.iter().find(|c| c.id == "griffin-knight").unwrap();
    assert_eq!(
        knight.to_string(),
        "Griffin Knight (troop, att 5, def 8, power 10): Good beast, clan Surictavi, unique; moves as a knight."
    );
}

#[test]
fn spells_and_attacks_in_words() {
    // LY-21.4
    let mut g = duel_of_pawns(4);
    assert_eq!(
        words(&g, "cast:fireball@e5", SEAT1),
        "P1 casts Fireball on P2's Zuk Gar Grunt on e5: P1 spends 4 mana (0 left)"
    );
    play(&mut g, "cast:fireball@e5");
    assert_eq!(
        g.prompt().unwrap(),
        "P2 may answer P1's Fireball: cast a fast spell, harness, or `pass` to let the stack resolve"
    );
    assert_eq!(
        words(&g, "pass", SEAT1),
        "P2 passes: P1's Fireball resolves, P2's Zuk Gar Grunt on e5 takes 5 damage, \
         P2's Zuk Gar Grunt on e5 dies"
    );
    play(&mut g, "pass");
    // The attack on the face-down troop on c5: P2 learns nothing new of
    // its own troop, P1 learns its name as combat reveals it.
    let attack = "d4xc5";
    assert_eq!(
        words(&g, attack, SEAT2),
        "P1's Kevetni Spearman on d4 attacks P2's Zuk Gar Grunt on c5: \
         P1's Kevetni Spearman on d4 takes 3 damage (def 1/4), \
         P2's Zuk Gar Grunt on c5 takes 3 damage (def 1/4)"
    );
    assert_eq!(
        words(&g, attack, SEAT1),
        "P1's Kevetni Spearman on d4 attacks P2's face-down pawn on c5: \
         P1's Kevetni Spearman on d4 takes 3 damage (def 1/4), \
         P2's face-down pawn on c5 is Zuk Gar Grunt, \
         P2's Zuk Gar Grunt on c5 takes 3 damage (def 1/4)"
    );
}

#[test]
fn moves_draws_equipment_and_turns_in_words() {
    // LY-21.4
    let mut g = duel_of_pawns(4);
    assert_eq!(
        words(&g, "attach:plate-mail@d4", SEAT2),
        "P1 attaches Plate Mail to P1's Kevetni Spearman on d4: \
         P1's Kevetni Spearman on d4 is now att 3, def 9/9, P1 spends 4 mana (0 left)"
    );
    assert_eq!(
        words(&g, "harness:stand-fast", SEAT2),
        "P1 harnesses Stand Fast for 1 mana"
    );
    play(&mut g, "d4-d5");
    // P2 has no effects to use: its turn runs on to its main phase, and
    // only P2 learns the card it draws.
    assert_eq!(
        words(&g, "end", SEAT1),
        "P1 ends the turn: P2's turn 2 begins, P2 gains 1 mana (2 now), P2 draws a card"
    );
    assert_eq!(
        words(&g, "end", SEAT2),
        "P1 ends the turn: P2's turn 2 begins, P2 gains 1 mana (2 now), P2 draws Fireball"
    );
    play(&mut g, "end");
    assert_eq!(g.phase(), Phase::Main);
    assert_eq!(
        words(&g, "c5-c4", SEAT1),
        "P2 moves face-down pawn from c5 to c4"
    );
    assert_eq!(
        words(&g, "c5-c4", SEAT2),
        "P2 moves Zuk Gar Grunt from c5 to c4"
    );
}

#[test]
fn refusals_say_why() {
    // LY-21.5
    let g = duel_of_pawns(0);
    let err = |text: &str| g.parse_action(text).unwrap_err().to_string();
    assert_eq!(
        err("cast:fireball@e5"),
        "`cast:fireball@e5` is not legal now: Fireball costs 4 mana, you have 0"
    );
    assert_eq!(
        err("cast:smite@e5"),
        "`cast:smite@e5` is not legal now: Smite is not in your hand"
    );
    assert_eq!(
        err("end"),
        "`end` is not legal now: you must move a troop before you end the turn"
    );
    assert_eq!(
        err("d4-d6"),
        "`d4-d6` is not legal now: your Kevetni Spearman on d4 moves as a pawn and cannot reach d6"
    );
    assert_eq!(
        err("e8-e7"),
        "`e8-e7` is not legal now: you have no troop on e8"
    );
    assert_eq!(
        err("e1xe8"),
        "`e1xe8` is not legal now: your Thane Borrik Stonefist on e1 cannot attack e8: a king attacks an adjacent square in a direction it moves"
    );
    let mut g = duel_of_pawns(4);
    let a = g.parse_action("d4-d5").unwrap();
    g.play(a).unwrap();
    let wrong = g.play(a).unwrap_err().to_string();
    assert_eq!(
        wrong,
        "`d4-d5` is not legal now: you have already made this turn's move"
    );
}

#[test]
fn prompts_menus_turns_and_the_default_game() {
    // LY-21.5, LY-21.6
    let g = LytharianChess::default();
    assert_eq!(g, LytharianChess::new(Mode::Full, DEFAULT_SEED));
    assert_eq!(g.turn_number(), Some(1));
    assert_eq!(
        g.prompt().unwrap(),
        "P1's effects phase: use a troop's effect (`effect:SQUARE/N`) or `end` it"
    );
    let g = duel_of_pawns(4);
    let groups: Vec<(String, Option<String>)> = g
        .legal_moves()
        .into_iter()
        .map(|a| (g.format_action(a), g.move_group(a)))
        .collect();
    let fireball: Vec<&str> = groups
        .iter()
        .filter(|(_, k)| k.as_deref() == Some("cast:fireball"))
        .map(|(t, _)| t.as_str())
        .collect();
    assert_eq!(
        fireball,
        ["cast:fireball@c5", "cast:fireball@e5", "cast:fireball@e8"]
    );
    assert!(groups.iter().any(|(t, k)| t == "d4-d5" && k.is_none()));
    assert!(
        groups
            .iter()
            .any(|(t, k)| t == "attach:plate-mail@d4" && k.as_deref() == Some("attach:plate-mail"))
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]

    /// LY-21.1: over random games, the prompt and the refusals of actions
    /// on every square name no card the player to act may not see, and the
    /// words for every seat name none that seat may not see.
    #[test]
    fn words_name_nothing_hidden(seed in 0u64..1_000, mode_i in 0usize..3) {
        let mode = Mode::ALL[mode_i];
        let mut g = LytharianChess::new(mode, seed);
        let mut rng = SeededRng::seed_from_u64(seed);
        for _ in 0..120 {
            let Some(actor) = g.to_act() else { break };
            let moves = g.legal_moves();
            let mv = moves[rng.below(moves.len() as u64) as usize];
            let mut after = g.clone();
            after.play(mv).unwrap();
            let all = seen(&[&g.view(Perspective::Omniscient), &after.view(Perspective::Omniscient)]);
            for who in [SEAT1, SEAT2, Perspective::Spectator] {
                let visible = seen(&[&g.view(who), &after.view(who)]);
                let hidden: Vec<&String> = all.iter().filter(|s| s.len() >= 4 && !visible.contains(s)).collect();
                let text = g.describe_move(mv, who);
                for h in &hidden {
                    prop_assert!(!text.contains(h.as_str()), "{who:?}: {text} names {h}");
                }
            }
            let me = Perspective::Seat(actor);
            let visible = seen(&[&g.view(me)]);
            let hidden: Vec<String> = seen(&[&g.view(Perspective::Omniscient)])
                .into_iter()
                .filter(|s| s.len() >= 4 && !visible.contains(s))
                .collect();
            let mut said = vec![g.prompt().unwrap_or_default()];
            for from in board_core::Square::ALL.iter().step_by(3) {
                for to in [sq("d4"), sq("e5"), sq("c6")] {
                    for text in [format!("{from}-{to}"), format!("{from}x{to}"), format!("reveal:{from}"), format!("effect:{from}/0"), format!("ability:{from}/0@{to}")] {
                        if let Err(e) = g.parse_action(&text) {
                            said.push(e.to_string());
                        }
                    }
                }
            }
            for s in &said {
                for h in &hidden {
                    prop_assert!(!s.contains(h.as_str()), "{s} names {h}");
                }
            }
            g = after;
        }
    }
}

#[test]
fn a_kill_that_leaves_a_king_alone_starts_its_honor_charge() {
    // LY-21.4, LY-16.3
    let g = LytharianChess::builder(Mode::Full)
        .troop(0, "thane-borrik", "a1")
        .troop(0, "kevetni-spearman", "d4")
        .revealed("d4")
        .damage("d4", 2)
        .troop(1, "warlord-grashk", "h8")
        .troop(1, "zuk-gar-grunt", "e5")
        .revealed("e5")
        .active(P2)
        .phase(Phase::Main)
        .build()
        .unwrap();
    assert_eq!(
        words(&g, "e5xd4", Perspective::Spectator),
        "P2's Zuk Gar Grunt on e5 attacks P1's Kevetni Spearman on d4: \
         P1's Kevetni Spearman on d4 takes 3 damage, P1's Kevetni Spearman on d4 dies, \
         P2's Zuk Gar Grunt on e5 takes 3 damage (def 1/4), P2's Zuk Gar Grunt on e5 moves to d4, \
         P1's King stands alone: an honor charge begins"
    );
}
