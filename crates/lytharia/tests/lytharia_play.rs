//! Movement, attacks and combat, promotion and face-down troops
//! (LY-8, LY-9, LY-14, LY-15).

use board_core::Game;
use lytharia::cards::PieceType;
use lytharia::{LytharianChess, Mode, Phase, PositionBuilder};

mod common;
use common::*;

/// Kings far apart, in the main phase of P1's turn.
fn kings() -> PositionBuilder {
    LytharianChess::builder(Mode::Full)
        .troop(0, "thane-borrik", "h1")
        .troop(1, "warlord-grashk", "h8")
}

fn moves_from(g: &LytharianChess, from: &str) -> usize {
    texts(g)
        .iter()
        .filter(|t| t.len() == 5 && t.starts_with(from) && &t[2..3] == "-")
        .count()
}

#[test]
fn pieces_move_as_in_chess() {
    // LY-8.1 (L-1)
    let g = kings()
        .troop(0, "stoneborn-sentinel", "a1")
        .troop(0, "brudakian-outrider", "d4")
        .troop(0, "wandering-sage", "c6")
        .troop(0, "stormcaller-ysolde", "f4")
        .build()
        .unwrap();
    assert_eq!(
        moves_from(&g, "a1"),
        13,
        "rook: ranks and files up to the king on h1"
    );
    assert_eq!(moves_from(&g, "d4"), 7, "knight: the eight L jumps but c6");
    // bishop c6: a8 b7 | d7 e8 | b5 a4 | d5 e4 f3 g2 (h1 is the king)
    assert_eq!(moves_from(&g, "c6"), 10);
    assert_eq!(moves_from(&g, "h1"), 3, "king: one square");
    // Queen f4: blocked by nothing but the board edges and d4's knight.
    assert_eq!(moves_from(&g, "f4"), 21);
}

#[test]
fn knights_jump_and_sliders_stop() {
    // LY-8.1
    let g = kings()
        .troop(0, "stoneborn-sentinel", "a1")
        .troop(0, "brudakian-militia", "a2")
        .troop(0, "brudakian-outrider", "b1")
        .troop(0, "brudakian-militia", "b2")
        .troop(0, "stoneborn-miner", "c2")
        .troop(0, "stoneborn-miner", "d2")
        .build()
        .unwrap();
    assert!(has(&g, "b1-a3") && has(&g, "b1-c3") && !has(&g, "b1-d2"));
    assert_eq!(moves_from(&g, "a1"), 0);
}

#[test]
fn pawns_move_forward_only_two_from_the_start() {
    // LY-8.1
    let g = kings()
        .troop(0, "brudakian-militia", "c2")
        .troop(0, "brudakian-militia", "e3")
        .troop(1, "zuk-gar-grunt", "d7")
        .troop(1, "zuk-gar-grunt", "f4")
        .build()
        .unwrap();
    assert!(has(&g, "c2-c3") && has(&g, "c2-c4"));
    assert!(has(&g, "e3-e4") && !has(&g, "e3-e5"));
    assert!(
        !has(&g, "e3-f4"),
        "no diagonal move, and no capture by moving"
    );
    assert!(!has(&g, "e3-e2"), "never backward");
}

#[test]
fn troops_never_capture_by_moving() {
    // LY-8.1, LY-8.4
    let g = kings()
        .troop(0, "stoneborn-sentinel", "a1")
        .troop(1, "zuk-gar-grunt", "a5")
        .build()
        .unwrap();
    assert!(has(&g, "a1-a4") && !has(&g, "a1-a5"));
    // A king may step next to an enemy king: there is no check.
    let g = LytharianChess::builder(Mode::Full)
        .troop(0, "thane-borrik", "e4")
        .troop(1, "warlord-grashk", "e6")
        .build()
        .unwrap();
    assert!(has(&g, "e4-e5"));
}

#[test]
fn the_move_is_mandatory() {
    // LY-8.2
    let mut g = kings().troop(0, "stoneborn-miner", "a2").build().unwrap();
    assert!(!has(&g, "end"));
    play(&mut g, "h1-g1");
    assert!(has(&g, "end"));
    assert!(!texts(&g).iter().any(|t| t.contains('-')), "only one move");
    // With no legal move the turn may end.
    let g = LytharianChess::builder(Mode::Full)
        .troop(0, "thane-borrik", "a1")
        .troop(0, "brudakian-militia", "a2")
        .troop(0, "brudakian-militia", "b2")
        .troop(0, "stoneborn-miner", "b1")
        .troop(1, "warlord-grashk", "h8")
        .troop(1, "zuk-gar-grunt", "a3")
        .troop(1, "zuk-gar-grunt", "b3")
        .build()
        .unwrap();
    assert!(
        g.legal_moves()
            .iter()
            .all(|a| !matches!(a, lytharia::Action::Move { .. }))
    );
    assert!(has(&g, "end"));
}

#[test]
fn attack_directions() {
    // LY-9.1 (L-2)
    let g = kings()
        .troop(0, "stoneborn-sentinel", "d4") // rook
        .troop(1, "zuk-gar-grunt", "d5")
        .troop(1, "zuk-gar-grunt", "e5")
        .build()
        .unwrap();
    assert!(has(&g, "d4xd5") && !has(&g, "d4xe5"));
    let g = kings()
        .troop(0, "wandering-sage", "d4") // bishop
        .troop(1, "zuk-gar-grunt", "d5")
        .troop(1, "zuk-gar-grunt", "e5")
        .build()
        .unwrap();
    assert!(!has(&g, "d4xd5") && has(&g, "d4xe5"));
    let g = kings()
        .troop(0, "brudakian-militia", "d4") // pawn
        .troop(1, "zuk-gar-grunt", "d5")
        .troop(1, "zuk-gar-grunt", "e5")
        .troop(1, "zuk-gar-grunt", "c3")
        .build()
        .unwrap();
    assert!(has(&g, "d4xe5") && !has(&g, "d4xd5") && !has(&g, "d4xc3"));
    let g = kings()
        .troop(0, "brudakian-outrider", "d4") // knight: any adjacent square
        .troop(1, "zuk-gar-grunt", "d5")
        .troop(1, "zuk-gar-grunt", "e5")
        .troop(1, "zuk-gar-grunt", "f5")
        .build()
        .unwrap();
    assert!(has(&g, "d4xd5") && has(&g, "d4xe5") && !has(&g, "d4xf5"));
    // P2's pawns attack toward rank 1.
    let g = kings()
        .troop(1, "zuk-gar-grunt", "d5")
        .troop(0, "brudakian-militia", "c4")
        .troop(0, "brudakian-militia", "c6")
        .active(P2)
        .build()
        .unwrap();
    assert!(has(&g, "d5xc4") && !has(&g, "d5xc6"));
}

#[test]
fn attack_then_move_or_move_then_attack() {
    // LY-9.2, LY-8.3 (L-4)
    let base = || {
        kings()
            .troop(0, "stoneborn-sentinel", "d4")
            .troop(0, "brudakian-outrider", "b1")
            .troop(1, "tunnel-ghoul", "d6")
            .troop(1, "cave-rat-swarm", "d5")
            .hand(0, &["arcane-bolt"])
            .mana(0, 5)
            .build()
            .unwrap()
    };
    // (a) attack from where it stands, then move any troop.
    let mut g = base();
    play(&mut g, "d4xd5");
    assert!(
        !texts(&g).iter().any(|t| t.contains('x')),
        "one attack per turn"
    );
    assert!(!has(&g, "end"), "the move is still owed");
    play(&mut g, "b1-c3");
    assert!(has(&g, "end"));
    // (b) move, then attack with that same troop only.
    let mut g = base();
    play(&mut g, "b1-c3");
    assert!(
        !has(&g, "d4xd5"),
        "another troop cannot attack after the move"
    );
    let mut g = base();
    play(&mut g, "d4-e4");
    play(&mut g, "cast:arcane-bolt@d6"); // spells interleave
    play(&mut g, "pass");
    assert!(has(&g, "end"));
    assert!(
        g.troop_at(sq("d6")).is_some(),
        "the ghoul (2/5) survives 3 damage"
    );
}

#[test]
fn move_then_attack_with_the_mover() {
    // LY-9.2
    let mut g = kings()
        .troop(0, "stoneborn-sentinel", "d3")
        .troop(1, "cave-rat-swarm", "d5")
        .build()
        .unwrap();
    play(&mut g, "d3-d4");
    play(&mut g, "d4xd5");
    assert!(has(&g, "end"));
}

#[test]
fn combat_is_simultaneous_and_damage_persists() {
    // LY-9.3, LY-9.5, LY-9.6
    let mut g = kings()
        .troop(0, "stoneborn-sentinel", "d4") // 5/11
        .troop(1, "zuk-gar-ravager", "d5") // 6/8
        .build()
        .unwrap();
    play(&mut g, "d4xd5");
    let a = g.troop_state(sq("d4")).unwrap();
    let d = g.troop_state(sq("d5")).unwrap();
    assert_eq!((a.damage, d.damage), (6, 5));
    assert!(a.revealed && d.revealed);
    assert_eq!(g.stats(sq("d5")), Some((6, 3)));
    // The damage is still there a turn later.
    play(&mut g, "h1-g1");
    play(&mut g, "end");
    assert_eq!(g.troop_state(sq("d5")).unwrap().damage, 5);
}

#[test]
fn killed_troops_go_to_the_crypt_and_winners_advance() {
    // LY-9.4, LY-9.5, LY-9.7
    let mut g = kings()
        .troop(0, "battle-brawler-bronn", "d4")
        .equip("d4", "longsword")
        .troop(1, "zuk-gar-ravager", "d5")
        .build()
        .unwrap();
    let ravager = g.troop_at(sq("d5")).unwrap().0;
    play(&mut g, "d4xd5");
    assert_eq!(
        g.troop_at(sq("d5")).map(|t| t.1),
        Some(P1),
        "the winner takes the square"
    );
    assert!(g.troop_at(sq("d4")).is_none());
    assert_eq!(g.crypt(P2).unwrap(), &[ravager]);
    assert_eq!(g.killed_power(P1).unwrap(), 10);
    // Both die: no one advances; equipment goes to the owner's nether.
    let mut g = kings()
        .troop(0, "battle-brawler-bronn", "d4")
        .equip("d4", "longsword")
        .damage("d4", 8)
        .troop(1, "zuk-gar-ravager", "d5")
        .build()
        .unwrap();
    play(&mut g, "d4xd5");
    assert!(g.troop_at(sq("d4")).is_none() && g.troop_at(sq("d5")).is_none());
    assert_eq!(g.nether(P1).unwrap().len(), 1);
    assert_eq!(g.crypt(P1).unwrap().len(), 1);
    assert_eq!(g.killed_power(P2).unwrap(), 16);
}

#[test]
fn immune_troops_ignore_that_damage_type() {
    // LY-9.3, LY-2.5.1
    let mut g = kings()
        .troop(0, "ember-sprite", "d4") // 3/2, deals fire
        .troop(1, "magma-colossus", "e5") // 10/8, immune to fire
        .build()
        .unwrap();
    play(&mut g, "d4xe5");
    assert_eq!(g.troop_state(sq("e5")).unwrap().damage, 0);
    // The colossus deals fire damage, and the sprite is immune to fire too.
    assert_eq!(g.troop_state(sq("d4")).unwrap().damage, 0);
}

#[test]
fn seed_example_thirteen_fourteen() {
    // LY-2.8
    let g = kings()
        .troop(0, "battle-brawler-bronn", "d4")
        .equip("d4", "longsword")
        .equip("d4", "plate-mail")
        .build()
        .unwrap();
    assert_eq!(g.stats(sq("d4")), Some((13, 14)));
}

#[test]
fn reveal_is_voluntary_and_views_hide_face_down_troops() {
    // LY-14.1, LY-14.3
    let mut g = kings()
        .troop(0, "stoneborn-sentinel", "d4")
        .build()
        .unwrap();
    let hidden = g.player_view(P2);
    let d4 = hidden.troops.iter().find(|t| t.square == sq("d4")).unwrap();
    assert_eq!((d4.card, d4.piece), (None, PieceType::Rook));
    assert!(d4.att.is_none());
    assert!(
        g.player_view(P1)
            .troops
            .iter()
            .all(|t| t.owner != P1 || t.card.is_some())
    );
    play(&mut g, "reveal:d4");
    let shown = g.player_view(P2);
    let d4 = shown.troops.iter().find(|t| t.square == sq("d4")).unwrap();
    assert!(d4.card.is_some() && d4.revealed);
    assert!(!has(&g, "reveal:d4"));
}

#[test]
fn views_hide_hands_and_deck_order() {
    // LY-14.3
    let g = LytharianChess::new(Mode::Full, 12);
    let v = g.player_view(P2);
    assert_eq!(v.viewer, P2);
    assert!(v.sides[0].hand.is_none() && v.sides[1].hand.is_some());
    assert_eq!(v.sides[0].deck_size, g.deck(P1).unwrap().len());
    let json = serde_json::to_string(&v).unwrap();
    assert!(!json.contains("\"deck\""), "no deck order in a view");
}

#[test]
fn promotion_copies_a_friendly_troop() {
    // LY-15.1, LY-15.2, LY-15.4
    let mut g = kings()
        .troop(0, "brudakian-militia", "e7")
        .equip("e7", "dagger")
        .damage("e7", 2)
        .troop(0, "battle-brawler-bronn", "a1")
        .troop(0, "stormcaller-ysolde", "b1")
        .troop(0, "stoneborn-miner", "c2")
        .build()
        .unwrap();
    play(&mut g, "e7-e8");
    let mut t = texts(&g);
    t.sort();
    assert_eq!(
        t,
        [
            "promote:e8=battle-brawler-bronn",
            "promote:e8=brudakian-militia",
            "promote:e8=stoneborn-miner",
            "promote:e8=stormcaller-ysolde"
        ],
        "only the promotion: any friendly troop but a King, pawns too"
    );
    play(&mut g, "promote:e8=battle-brawler-bronn");
    let e8 = g.troop_state(sq("e8")).unwrap();
    assert_eq!(e8.piece, PieceType::Rook);
    assert_eq!((e8.damage, e8.weapon), (0, None));
    assert!(e8.revealed);
    assert_eq!(g.nether(P1).unwrap().len(), 1, "the dagger");
    assert_eq!(g.stats(sq("e8")), Some((9, 9)));
}

#[test]
fn crypt_troops_and_the_pawn_itself_are_models() {
    // LY-15.3
    let mut g = kings().troop(0, "brudakian-militia", "e7").build().unwrap();
    g = {
        let mut v: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
        let bronn = g.card_set().id("battle-brawler-bronn").unwrap().0;
        v["sides"][0]["crypt"] = serde_json::json!([bronn]);
        v["troops"].as_array_mut().unwrap().push(
            serde_json::json!({"card": bronn, "owner": 0, "square": null, "damage": 0,
                "revealed": true, "weapon": null, "armour": null, "turn_att": 0,
                "turn_def": 0, "perm_att": 0, "perm_def": 0, "used": 0, "attacked": false}),
        );
        LytharianChess::from_json(&v.to_string()).unwrap()
    };
    play(&mut g, "e7-e8");
    assert_eq!(
        texts(&g),
        [
            "promote:e8=battle-brawler-bronn",
            "promote:e8=brudakian-militia"
        ]
    );
    play(&mut g, "promote:e8=battle-brawler-bronn");
    assert_eq!(g.troop_state(sq("e8")).unwrap().piece, PieceType::Rook);
}

#[test]
fn promotion_after_a_won_attack() {
    // LY-15.1
    let mut g = kings()
        .troop(0, "zuk-gar-grunt", "e7") // 3/4 evil pawn
        .troop(0, "zuk-gar-ravager", "a1")
        .troop(1, "cave-rat-swarm", "f8") // 2/3
        .build()
        .unwrap();
    play(&mut g, "e7xf8");
    assert_eq!(
        texts(&g),
        ["promote:f8=zuk-gar-ravager", "promote:f8=zuk-gar-grunt"]
    );
}

#[test]
fn relocation_to_the_last_rank_promotes() {
    // LY-15.5, LY-2.5.6
    let mut g = kings()
        .troop(0, "brudakian-militia", "d7")
        .troop(0, "stoneborn-sentinel", "a1")
        .hand(0, &["blink-step"])
        .mana(0, 3)
        .build()
        .unwrap();
    play(&mut g, "cast:blink-step@d7>d8");
    play(&mut g, "pass");
    assert_eq!(
        texts(&g),
        [
            "promote:d8=stoneborn-sentinel",
            "promote:d8=brudakian-militia"
        ]
    );
    play(&mut g, "promote:d8=stoneborn-sentinel");
    assert_eq!(g.troop_state(sq("d8")).unwrap().piece, PieceType::Rook);
    assert!(has(&g, "a1-a2"), "the turn goes on");
}

#[test]
fn a_fresh_turn_starts_at_main_in_the_builder() {
    // LY-19.1
    let g = kings().build().unwrap();
    assert_eq!(g.phase(), Phase::Main);
    assert_eq!(g.to_act(), Some(P1));
}
