//! Winning, the honor charge, Battle Duels and Pawn Wars (LY-16 to LY-18).

use board_core::Square;
use board_core::{Game, Outcome, PlayoutEnd, playout};
use lytharia::cards::{Alignment, CardSet, PieceType};
use lytharia::{Army, ArmyError, Deck, DeckError, LytharianChess, Mode, PositionBuilder, Setup};
use serde_json::Value;

mod common;
use common::*;

fn full() -> PositionBuilder {
    LytharianChess::builder(Mode::Full)
}

/// Edits a state through its JSON form.
fn edit(g: &LytharianChess, f: impl FnOnce(&mut Value)) -> LytharianChess {
    let mut v: Value = serde_json::from_str(&g.to_json()).unwrap();
    f(&mut v);
    LytharianChess::from_json(&v.to_string()).unwrap()
}

#[test]
fn killing_the_enemy_king_wins() {
    // LY-16.1
    let mut g = full()
        .troop(0, "thane-borrik", "a1")
        .troop(0, "battle-brawler-bronn", "d8")
        .troop(1, "warlord-grashk", "e8")
        .damage("e8", 10)
        .build()
        .unwrap();
    play(&mut g, "d8xe8");
    assert_eq!(g.outcome(), Some(Outcome::Winner(P1)));
    assert_eq!(g.to_act(), None);
    assert!(g.legal_moves().is_empty());
}

#[test]
fn both_kings_dead_power_on_board_decides() {
    // LY-16.2
    let mut g = full()
        .troop(0, "thane-borrik", "d4") // 6/14
        .damage("d4", 8)
        .troop(0, "stoneborn-miner", "a2") // power 3
        .troop(1, "warlord-grashk", "d5") // 7/13
        .damage("d5", 7)
        .troop(1, "zuk-gar-ravager", "h8") // power 10
        .build()
        .unwrap();
    play(&mut g, "d4xd5");
    assert!(g.troop_at(sq("d4")).is_none() && g.troop_at(sq("d5")).is_none());
    assert_eq!(g.outcome(), Some(Outcome::Winner(P2)));
}

#[test]
fn honor_charge_advances_and_engages() {
    // LY-16.3
    let g = full()
        .troop(0, "thane-borrik", "a1")
        .troop(1, "warlord-grashk", "h8")
        .troop(1, "zuk-gar-grunt", "b2")
        .hand(0, &["blink-step"])
        .mana(0, 5)
        .build()
        .unwrap();
    let t = texts(&g);
    // a2 and b1 are no closer to h8; b2 holds a blocker, which must be engaged.
    assert!(!t.iter().any(|t| t.starts_with("a1-")));
    assert!(t.contains(&"a1xb2".to_string()));
    assert!(
        !t.contains(&"end".to_string()),
        "the charge cannot be skipped"
    );
    // The King may be put forward or sideways by its own spell, never
    // backward (a1 has no square behind it; a1>b1 is sideways).
    assert!(t.contains(&"cast:blink-step@a1>b1".to_string()));
    assert!(t.contains(&"cast:blink-step@a1>c3".to_string()));
    assert!(t.iter().any(|t| t.starts_with("cast:blink-step@b2")));
    // With a free square closer, the King steps toward the enemy King.
    let g = full()
        .troop(0, "thane-borrik", "a1")
        .troop(1, "warlord-grashk", "h8")
        .build()
        .unwrap();
    assert_eq!(
        texts(&g)
            .iter()
            .filter(|t| t.starts_with("a1-"))
            .collect::<Vec<_>>(),
        ["a1-b2"]
    );
    // Boxed in with no forward square: the turn may end.
    let g = full()
        .troop(0, "thane-borrik", "a1")
        .troop(1, "warlord-grashk", "h8")
        .troop(1, "zuk-gar-grunt", "b2")
        .troop(1, "zuk-gar-grunt", "a2")
        .damage("b2", 0)
        .build()
        .unwrap();
    let mut g2 = g.clone();
    play(&mut g2, "a1xb2");
    assert!(has(&g2, "end"));
}

#[test]
fn a_charging_king_that_kills_the_enemy_king_wins() {
    // LY-16.4
    let mut g = full()
        .troop(0, "thane-borrik", "d4")
        .troop(1, "warlord-grashk", "d5")
        .damage("d5", 7)
        .troop(1, "zuk-gar-grunt", "h7")
        .build()
        .unwrap();
    play(&mut g, "d4xd5");
    assert_eq!(g.outcome(), Some(Outcome::Winner(P1)));
}

#[test]
fn double_honor_charge_tie_breaks() {
    // LY-16.5
    let kings = |k0: u32, k1: u32, a0: u32, a1: u32| {
        let mut g = full()
            .troop(0, "thane-borrik", "d4")
            .damage("d4", 8)
            .troop(1, "warlord-grashk", "d5")
            .damage("d5", 7)
            .killed_power(0, k0)
            .killed_power(1, k1)
            .army_power(0, a0)
            .army_power(1, a1)
            .build()
            .unwrap();
        play(&mut g, "d4xd5");
        g.outcome().unwrap()
    };
    assert_eq!(
        kings(30, 40, 100, 100),
        Outcome::Winner(P2),
        "more killed power"
    );
    assert_eq!(kings(40, 30, 100, 100), Outcome::Winner(P1));
    // The kings' own kills count: P1 gains Grashk's 20, P2 Borrik's 19.
    assert_eq!(
        kings(39, 40, 90, 100),
        Outcome::Winner(P1),
        "lower army power"
    );
    assert_eq!(kings(39, 40, 110, 100), Outcome::Winner(P2));
    // Equal again: dice from the game RNG, never a draw.
    assert!(matches!(kings(39, 40, 100, 100), Outcome::Winner(_)));
}

#[test]
fn stalled_games_and_turn_limits_are_draws() {
    // LY-16.6
    let mut g = full()
        .troop(0, "thane-borrik", "a1")
        .troop(0, "brudakian-militia", "a2")
        .troop(0, "brudakian-militia", "b2")
        .troop(0, "stoneborn-miner", "b1")
        .troop(0, "stoneborn-miner", "g6")
        .troop(0, "mountain-goat", "h6")
        .troop(1, "warlord-grashk", "h8")
        .troop(1, "zuk-gar-grunt", "h7")
        .troop(1, "zuk-gar-grunt", "g7")
        .troop(1, "tunnel-ghoul", "g8")
        .troop(1, "tunnel-ghoul", "a3")
        .troop(1, "cave-rat-swarm", "b3")
        .build()
        .unwrap();
    let mut ends = 0;
    while g.outcome().is_none() && ends < 10 {
        // Pawns could attack, but ending without moving or attacking twice
        // in a row stalls the game.
        play(&mut g, "end");
        ends += 1;
    }
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    let mut setup = Setup::sample(Mode::Full, 3);
    setup.turn_limit = Some(4);
    let start = LytharianChess::from_setup(CardSet::sample(), &setup).unwrap();
    let p = playout(&start, 3, 10_000);
    assert_eq!(p.end, PlayoutEnd::Finished(Outcome::Draw));
    assert!(p.end_state.turn() <= 5);
}

#[test]
fn duel_armies_and_decks() {
    // LY-17.1, LY-17.2
    let set = CardSet::sample();
    assert_eq!(
        Army::sample(&set, Mode::Duels, Alignment::Good)
            .troops()
            .len(),
        7
    );
    let err = Army::from_ids(&set, Mode::Duels, &["thane-borrik"; 3]).unwrap_err();
    assert_eq!(
        err,
        ArmyError::WrongSize {
            expected: 7,
            found: 3
        }
    );
    let err = Army::from_ids(
        &set,
        Mode::Duels,
        &[
            "kevetni-spearman",
            "zuk-gar-grunt",
            "mountain-goat",
            "mountain-goat",
            "stoneborn-miner",
            "stoneborn-miner",
            "brudakian-militia",
        ],
    )
    .unwrap_err();
    assert_eq!(err.rule(), "LY-3.4");
    let err = Deck::from_ids(&set, Mode::Duels, Alignment::Good, &["arcane-bolt"; 3]).unwrap_err();
    assert_eq!(err, DeckError::TooSmall { min: 20, found: 3 });
    assert_eq!(
        Deck::sample(&set, Mode::Duels, Alignment::Good)
            .cards()
            .len(),
        21
    );
}

#[test]
fn duel_rounds_start_with_full_mana_and_hand() {
    // LY-17.3, LY-17.4, LY-17.5
    let g = LytharianChess::new(Mode::Duels, 6);
    let set = g.card_set().clone();
    // The good lineup (power 74) goes first against the evil one (79), LY-5.2.
    let good = Army::sample(&set, Mode::Duels, Alignment::Good);
    let evil = Army::sample(&set, Mode::Duels, Alignment::Evil);
    assert_eq!((good.power(&set), evil.power(&set)), (74, 79));
    // Seat 0 attacks in round 1 from d4; the defender stands on d5.
    assert_eq!(g.troop_at(sq("d4")), Some((good.troops()[0], P1)));
    assert_eq!(g.troop_at(sq("d5")), Some((evil.troops()[0], P2)));
    assert_eq!(g.troop_at(sq("d5")).map(|t| t.1), Some(P2));
    for p in [P1, P2] {
        assert_eq!(g.hand(p).unwrap().len(), 10);
    }
    assert_eq!(g.mana(P2).unwrap(), 15);
    let mut g = g;
    // Draw phase at the hand limit: keep the hand.
    while g.phase() != lytharia::Phase::Main {
        play(&mut g, "end");
    }
    let t = texts(&g);
    assert!(
        !t.iter().any(|t| t.len() == 5 && &t[2..3] == "-"),
        "no movement in a duel"
    );
    assert!(t.contains(&"d4xd5".to_string()));
    assert!(!t.contains(&"end".to_string()), "the attack is owed");
    assert!(
        !t.iter().any(|t| t.contains('>') || t.contains('+')),
        "no relocation or swap"
    );
}

fn duel(a: &str, b: &str) -> PositionBuilder {
    LytharianChess::builder(Mode::Duels)
        .troop(0, a, "d4")
        .troop(1, b, "d5")
}

#[test]
fn duel_round_results() {
    // LY-17.6, LY-17.3
    // Grunt (3/4) against a rat swarm (2/3): the grunt wins the round, and
    // round 2 starts with P2 attacking.
    let mut g = duel("zuk-gar-grunt", "cave-rat-swarm").build().unwrap();
    play(&mut g, "d4xd5");
    assert_eq!(g.round_wins(), [1, 0]);
    assert_eq!(g.active(), P2);
    assert_eq!(
        g.troop_at(sq("d4")).map(|t| t.1),
        Some(P2),
        "the attacker stands on d4"
    );
    assert_eq!(g.mana(P1).unwrap(), 15);
    // Both die: the lower power score wins the round.
    let mut g = duel("deepdark-cutthroat", "zuk-gar-ravager") // power 3 vs 10
        .damage("d5", 4)
        .build()
        .unwrap();
    play(&mut g, "d4xd5");
    assert_eq!(g.round_wins(), [1, 0]);
    // Equal power: a tie.
    let mut g = duel("deepdark-cutthroat", "deepdark-cutthroat")
        .damage("d5", 0)
        .build()
        .unwrap();
    play(&mut g, "d4xd5");
    assert_eq!(g.round_wins(), [0, 0]);
    // No kill after 10 turns: a tie.
    let mut g = duel("elder-treant", "elder-treant").build().unwrap();
    g = edit(&g, |v| v["duel"]["round_turns"] = 9.into());
    play(&mut g, "d4xd5");
    play(&mut g, "end");
    assert_eq!(g.round_wins(), [0, 0]);
    let v: Value = serde_json::from_str(&g.to_json()).unwrap();
    assert_eq!(v["duel"]["ties"], 1);
    assert_eq!(v["duel"]["round"], 2);
}

#[test]
fn duel_match_results() {
    // LY-17.7, LY-17.8
    let base = duel("zuk-gar-grunt", "cave-rat-swarm").build().unwrap();
    // Four wins take the match.
    let mut g = edit(&base, |v| {
        v["duel"]["wins"] = serde_json::json!([3, 2]);
        v["duel"]["round"] = 6.into();
    });
    play(&mut g, "d4xd5");
    assert_eq!(g.outcome(), Some(Outcome::Winner(P1)));
    // After round 7 the player with more wins takes it ...
    let mut g = edit(&base, |v| {
        v["duel"]["wins"] = serde_json::json!([2, 2]);
        v["duel"]["ties"] = 2.into();
        v["duel"]["round"] = 7.into();
    });
    play(&mut g, "d4xd5");
    assert_eq!(g.outcome(), Some(Outcome::Winner(P1)));
    // ... equal wins with some rounds won go on with deciding rounds ...
    let tie = duel("deepdark-cutthroat", "deepdark-cutthroat")
        .build()
        .unwrap();
    let mut g = edit(&tie, |v| {
        v["duel"]["wins"] = serde_json::json!([2, 2]);
        v["duel"]["ties"] = 2.into();
        v["duel"]["round"] = 7.into();
    });
    play(&mut g, "d4xd5");
    assert_eq!(g.outcome(), None, "no drawn match");
    let v: Value = serde_json::from_str(&g.to_json()).unwrap();
    assert_eq!(v["duel"]["sudden"], true);
    assert_eq!(v["duel"]["round"], 8);
    // ... and a deciding round that is won takes the match.
    let mut g = edit(&base, |v| {
        v["duel"]["wins"] = serde_json::json!([3, 3]);
        v["duel"]["ties"] = 1.into();
        v["duel"]["round"] = 9.into();
        v["duel"]["sudden"] = true.into();
    });
    play(&mut g, "d4xd5");
    assert_eq!(g.outcome(), Some(Outcome::Winner(P1)));
    // After the last allowed deciding round a tie draws the match (a
    // bound that keeps games finite).
    let mut g = edit(&tie, |v| {
        v["duel"]["wins"] = serde_json::json!([2, 2]);
        v["duel"]["ties"] = 53.into();
        v["duel"]["round"] = (7 + lytharia::MAX_DECIDING_ROUNDS).into();
        v["duel"]["sudden"] = true.into();
    });
    play(&mut g, "d4xd5");
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    // ... and seven ties go on with randomly drawn troops until a win.
    let mut g = edit(&tie, |v| {
        v["duel"]["ties"] = 6.into();
        v["duel"]["round"] = 7.into();
    });
    play(&mut g, "d4xd5");
    assert_eq!(g.outcome(), None);
    let v: Value = serde_json::from_str(&g.to_json()).unwrap();
    assert_eq!(v["duel"]["sudden"], true);
    assert_eq!(v["duel"]["round"], 8);
}

#[test]
fn pawn_wars_armies_are_pawns() {
    // LY-18.1
    let g = LytharianChess::new(Mode::PawnWars, 1);
    let mut count = 0;
    for s in Square::ALL {
        if let Some(t) = g.troop_state(s) {
            assert_eq!(t.piece, PieceType::Pawn);
            assert_eq!(s.rank().index(), if t.owner == P1 { 1 } else { 6 });
            count += 1;
        }
    }
    assert_eq!(count, 16);
    let set = CardSet::sample();
    let err = Army::from_ids(&set, Mode::PawnWars, &["thane-borrik"; 8]).unwrap_err();
    assert_eq!(err.rule(), "LY-3.1");
}

#[test]
fn pawns_score_on_the_far_side() {
    // LY-18.2
    let mut g = LytharianChess::builder(Mode::PawnWars)
        .troop(0, "zuk-gar-grunt", "e7")
        .troop(0, "zuk-gar-grunt", "c7")
        .troop(0, "zuk-gar-grunt", "a2")
        .troop(1, "cave-rat-swarm", "d8")
        .troop(1, "cave-rat-swarm", "h7")
        .build()
        .unwrap();
    play(&mut g, "e7-e8");
    assert_eq!(g.points(P1).unwrap(), 1);
    assert!(
        g.troop_at(sq("e8")).is_none(),
        "scored pawns leave the board"
    );
    play(&mut g, "end");
    play(&mut g, "h7-h6");
    play(&mut g, "end");
    // By combat, surviving: a point too.
    play(&mut g, "c7xd8");
    assert_eq!(g.points(P1).unwrap(), 2);
    assert_eq!(g.killed_power(P1).unwrap(), 2);
}

#[test]
fn pawn_wars_ends_when_no_pawn_can_score() {
    // LY-18.3
    // P1 has no pawn left, but P2's pawn can still score: play goes on.
    let mut g = LytharianChess::builder(Mode::PawnWars)
        .troop(0, "zuk-gar-grunt", "d4")
        .troop(1, "cave-rat-swarm", "e5")
        .troop(1, "cave-rat-swarm", "h3")
        .damage("d4", 2)
        .build()
        .unwrap();
    play(&mut g, "d4xe5");
    assert!(g.troop_at(sq("d4")).is_none() && g.troop_at(sq("e5")).is_none());
    assert_eq!(g.outcome(), None, "P2's h3 pawn may still score");
    play(&mut g, "end"); // P1 has nothing to move
    play(&mut g, "h3-h2");
    play(&mut g, "end");
    play(&mut g, "end");
    play(&mut g, "h2-h1");
    assert_eq!(g.points(P2).unwrap(), 1);
    assert_eq!(g.outcome(), Some(Outcome::Winner(P2)), "more points wins");
    // The last pawns fall together: points, then killed power, decide.
    let mut g = LytharianChess::builder(Mode::PawnWars)
        .troop(0, "zuk-gar-grunt", "d4")
        .troop(1, "cave-rat-swarm", "e5")
        .damage("d4", 2)
        .points(1, 1)
        .build()
        .unwrap();
    play(&mut g, "d4xe5");
    assert_eq!(g.outcome(), Some(Outcome::Winner(P2)), "more points wins");
    let mut g = LytharianChess::builder(Mode::PawnWars)
        .troop(0, "zuk-gar-grunt", "d4")
        .troop(1, "cave-rat-swarm", "e5")
        .damage("d4", 2)
        .points(0, 1)
        .points(1, 1)
        .killed_power(0, 5)
        .build()
        .unwrap();
    play(&mut g, "d4xe5");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Winner(P1)),
        "tie: power of pawns killed"
    );
    // Blocked pawns: two turns without a move or attack end the game
    // (LY-16.6), scored as LY-18.3.
    let mut g = LytharianChess::builder(Mode::PawnWars)
        .troop(0, "zuk-gar-grunt", "d4")
        .troop(1, "cave-rat-swarm", "d5")
        .build()
        .unwrap();
    play(&mut g, "end");
    play(&mut g, "end");
    assert_eq!(g.outcome(), Some(Outcome::Draw));
}

#[test]
fn random_duels_and_pawn_wars_finish() {
    // LY-17.7, LY-18.3
    for mode in [Mode::Duels, Mode::PawnWars] {
        for seed in 0..3 {
            let p = playout(&LytharianChess::new(mode, seed), seed, 50_000);
            assert!(matches!(p.end, PlayoutEnd::Finished(_)), "{mode} {seed}");
            if mode == Mode::Duels
                && let PlayoutEnd::Finished(Outcome::Winner(w)) = p.end
            {
                let wins = p.end_state.round_wins();
                assert!(wins[w.index()] >= wins[w.index() ^ 1]);
            }
        }
    }
}

#[test]
fn both_kings_dead_with_equal_power_on_board_uses_the_tie_breaks() {
    // LY-16.2, LY-16.5
    let mut g = full()
        .troop(0, "thane-borrik", "d4")
        .damage("d4", 8)
        .troop(0, "stoneborn-miner", "a2") // power 3
        .troop(1, "warlord-grashk", "d5")
        .damage("d5", 7)
        .troop(1, "zuk-gar-grunt", "h7") // power 3
        .killed_power(1, 10)
        .build()
        .unwrap();
    play(&mut g, "d4xd5");
    // 3 against 3 on the board; then killed power: 0 + 20 against 10 + 19.
    assert_eq!(g.outcome(), Some(Outcome::Winner(P2)));
}
