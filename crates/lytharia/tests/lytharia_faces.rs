//! The board-core faces of the card game: views per perspective, move
//! effects, evaluation, determinization and checked seats (LY-14.3, LY-19).

use board_core::inspect::{Change, Coord, Perspective};
use board_core::{Determinize, Evaluate, Game, Inspect, Player, SeededRng, Square, playout};
use lytharia::{LytharianChess, Mode};
use serde_json::{Value, json};

mod common;
use common::*;

fn edit(g: &LytharianChess, f: impl FnOnce(&mut Value)) -> LytharianChess {
    let mut v: Value = serde_json::from_str(&g.to_json()).unwrap();
    f(&mut v);
    LytharianChess::from_json(&v.to_string()).unwrap()
}

#[test]
fn determinize_reads_only_what_the_viewer_sees() {
    // LY-14.3, LY-14.4
    for mode in Mode::ALL {
        let start = LytharianChess::new(mode, 4);
        let g = playout(&start, 4, 60).end_state;
        // Same view for P1, different hidden cards and seed.
        let other = edit(&g, |v| {
            v["rng"] = json!({"seed": 999, "pos": 17});
            let deck = v["sides"][1]["deck"].as_array_mut().unwrap();
            deck.reverse();
            let own = v["sides"][0]["deck"].as_array_mut().unwrap();
            own.reverse();
            // Swap the opponent's hand with cards from its deck.
            let hand_len = v["sides"][1]["hand"].as_array().unwrap().len();
            let deck_len = v["sides"][1]["deck"].as_array().unwrap().len();
            for i in 0..hand_len.min(deck_len) {
                let h = v["sides"][1]["hand"][i].clone();
                v["sides"][1]["hand"][i] = v["sides"][1]["deck"][i].clone();
                v["sides"][1]["deck"][i] = h;
            }
        });
        assert_ne!(g, other);
        assert_eq!(
            g.view(Perspective::Seat(P1)),
            other.view(Perspective::Seat(P1)),
            "{mode}"
        );
        let a = g.determinize(P1, &mut SeededRng::seed_from_u64(7));
        let b = other.determinize(P1, &mut SeededRng::seed_from_u64(7));
        assert_eq!(a, b, "{mode}");
        // The result looks the same to the viewer, and is a valid state.
        assert_eq!(
            a.view(Perspective::Seat(P1)),
            g.view(Perspective::Seat(P1)),
            "{mode}"
        );
        assert_eq!(LytharianChess::from_json(&a.to_json()).unwrap(), a);
        assert_eq!(a.legal_moves().is_empty(), g.legal_moves().is_empty());
        assert!(g.has_hidden_information());
    }
}

#[test]
fn face_down_enemies_are_resampled_by_piece_type() {
    // LY-14.1, LY-14.3
    let g = LytharianChess::new(Mode::Full, 2);
    let mut differs = false;
    for seed in 0..20 {
        let d = g.determinize(P1, &mut SeededRng::seed_from_u64(seed));
        for s in Square::ALL {
            let (a, b) = (g.troop_state(s), d.troop_state(s));
            assert_eq!(a.as_ref().map(|t| t.piece), b.as_ref().map(|t| t.piece));
            if let (Some(a), Some(b)) = (a, b) {
                if a.owner == P1 {
                    assert_eq!(a, b, "own troops are known");
                } else if a.card != b.card {
                    differs = true;
                }
            }
        }
    }
    assert!(differs);
}

#[test]
fn views_hide_what_a_seat_may_not_see() {
    // LY-14.3
    let g = LytharianChess::builder(Mode::Full)
        .troop(0, "thane-borrik", "e1")
        .troop(1, "warlord-grashk", "e8")
        .troop(1, "zuk-gar-grunt", "d7")
        .revealed("d7")
        .equip("e1", "plate-mail")
        .hand(0, &["fireball"])
        .hand(1, &["smite"])
        .build()
        .unwrap();
    let e8 = Coord::Square(Square::E8);
    let e1 = Coord::Square(Square::E1);
    let mine = g.view(Perspective::Seat(P1));
    let king = mine.piece(e8).unwrap();
    assert_eq!((king.kind.as_ref(), king.glyph.as_ref()), ("?", "K"));
    assert!(king.face_down && king.stats.is_empty());
    let grunt = mine.piece(Coord::Square(Square::D7)).unwrap();
    assert_eq!(grunt.kind, "zuk-gar-grunt");
    assert_eq!(grunt.stat_value("att"), Some(3));
    let own = mine.piece(e1).unwrap();
    assert_eq!(own.kind, "thane-borrik");
    assert_eq!(own.stat_value("def"), Some(19), "Plate Mail +5");
    assert!(mine.marks(e1).iter().any(|m| m.name == "equip:plate-mail"));
    // LY-21.1: the hand is a zone, open to its owner, a size to others.
    let hand = |v: &board_core::inspect::View, seat: usize| {
        let zone = v.sides[seat].find_zone("hand").unwrap();
        let ids: Vec<String> = zone.items.iter().map(|i| i.id.to_string()).collect();
        (zone.size, ids.join(" "))
    };
    assert_eq!(hand(&mine, 0), (1, "fireball".to_owned()));
    assert_eq!(hand(&mine, 1), (1, String::new()));
    let all = g.view(Perspective::Omniscient);
    assert_eq!(all.piece(e8).unwrap().kind, "warlord-grashk");
    assert_eq!(hand(&all, 1), (1, "smite".to_owned()));
    let public = g.view(Perspective::Spectator);
    assert_eq!(public.piece(e1).unwrap().kind, "?");
    assert_eq!(hand(&public, 0), (1, String::new()));
}

#[test]
fn an_attack_is_a_removal_then_a_move() {
    // LY-9.3, LY-9.5
    let g = LytharianChess::builder(Mode::Full)
        .troop(0, "thane-borrik", "a1")
        .troop(1, "warlord-grashk", "h8")
        .troop(0, "battle-brawler-bronn", "d4")
        .troop(1, "cave-rat-swarm", "d5")
        .build()
        .unwrap();
    let (d4, d5) = (Coord::Square(Square::D4), Coord::Square(Square::D5));
    let effect = g.move_effect(g.parse_action("d4xd5").unwrap());
    assert_eq!(
        &effect.changes[..2],
        [
            Change::Remove { at: d5 },
            Change::Move { path: vec![d4, d5] }
        ]
    );
    let mut after = g.view(Perspective::Omniscient);
    after.apply(&effect.changes).unwrap();
    let mut h = g.clone();
    play(&mut h, "d4xd5");
    assert_eq!(after.cells, h.view(Perspective::Omniscient).cells);
    assert_eq!(h.end_reason(), None);
}

#[test]
fn evaluation_is_antisymmetric_and_bounded() {
    // LY-16, LY-17, LY-18
    for mode in Mode::ALL {
        let p = playout(&LytharianChess::new(mode, 3), 3, 300);
        let mut g = LytharianChess::new(mode, 3);
        for &a in &p.moves {
            let (x, y) = (g.evaluate(P1), g.evaluate(P2));
            assert_eq!(x, -y);
            assert!(x.abs() <= board_core::EVAL_LIMIT);
            if matches!(a, lytharia::Action::Attack { .. }) {
                assert!(g.is_noisy(a) && g.move_priority(a) > 0);
            }
            g.play(a).unwrap();
        }
    }
    // More round wins is better.
    let d = LytharianChess::builder(Mode::Duels)
        .troop(0, "zuk-gar-grunt", "d4")
        .troop(1, "zuk-gar-grunt", "d5")
        .build()
        .unwrap();
    let ahead = edit(&d, |v| {
        v["duel"]["wins"] = json!([2, 0]);
        v["duel"]["round"] = json!(3);
    });
    assert!(ahead.evaluate(P1) > d.evaluate(P1));
}

#[test]
fn duel_evaluation_counts_the_blows_of_the_round() {
    // LY-17.4, LY-17.6
    let grunts = || {
        LytharianChess::builder(Mode::Duels)
            .troop(0, "zuk-gar-grunt", "d4")
            .troop(1, "zuk-gar-grunt", "d5")
    };
    let duel = |damage_p2: u8, mana_p1: u8| {
        grunts()
            .damage("d5", damage_p2)
            .mana(0, mana_p1)
            .mana(1, 0)
            .build()
            .unwrap()
    };
    // Equal grunts (3/4) kill each other at the second blow and tie on power.
    let even = duel(0, 0);
    assert_eq!(even.evaluate(P1), 0);
    // Two damage on P2's grunt: it dies at the first blow, P1's survives.
    let ahead = duel(2, 0);
    assert!(ahead.evaluate(P1) >= 700, "{}", ahead.evaluate(P1));
    assert_eq!(ahead.evaluate(P2), -ahead.evaluate(P1));
    // Mana is refilled every round: a full pool is worth less than the
    // damage that wins the round.
    let rich = duel(0, 15);
    assert!(rich.evaluate(P1) > 0 && rich.evaluate(P1) < ahead.evaluate(P1) / 10);
    // Cards are counted in hand and deck alike: they last the whole match.
    let hand = grunts().hand(0, &["arcane-bolt"]).build().unwrap();
    let deck = grunts().deck(0, &["arcane-bolt"]).build().unwrap();
    assert!(hand.evaluate(P1) > 0);
    assert_eq!(hand.evaluate(P1), deck.evaluate(P1));
    // The CPU searches duels with alpha-beta, the full game with
    // alpha-beta at cpu:1's budget and MCTS from cpu:2's,
    // Pawn Wars with its default, and both over information sets from
    // cpu:5's budget.
    use board_core::Algorithm;
    assert_eq!(hand.preferred_algorithm(), Algorithm::AlphaBeta);
    assert_eq!(
        hand.preferred_algorithm_at(Some(1_000)),
        Algorithm::AlphaBeta
    );
    assert_eq!(
        hand.preferred_algorithm_at(Some(320_000)),
        Algorithm::AlphaBeta
    );
    let full = LytharianChess::new(Mode::Full, 1);
    assert_eq!(full.preferred_algorithm(), Algorithm::Auto);
    assert_eq!(
        full.preferred_algorithm_at(Some(1_000)),
        Algorithm::AlphaBeta
    );
    assert_eq!(
        full.preferred_algorithm_at(Some(4_999)),
        Algorithm::AlphaBeta
    );
    assert_eq!(full.preferred_algorithm_at(Some(5_000)), Algorithm::Auto);
    assert_eq!(full.preferred_algorithm_at(None), Algorithm::Auto);
    assert_eq!(full.preferred_algorithm_at(Some(319_999)), Algorithm::Auto);
    assert_eq!(
        full.preferred_algorithm_at(Some(320_000)),
        Algorithm::Ismcts
    );
    let pawns = LytharianChess::new(Mode::PawnWars, 1);
    assert_eq!(pawns.preferred_algorithm_at(Some(1_000)), Algorithm::Auto);
    assert_eq!(pawns.preferred_algorithm_at(Some(319_999)), Algorithm::Auto);
    assert_eq!(
        pawns.preferred_algorithm_at(Some(320_000)),
        Algorithm::Ismcts
    );
    assert_eq!(pawns.preferred_algorithm_at(None), Algorithm::Auto);
}

#[test]
fn seats_are_checked() {
    // LY-19.3
    let g = LytharianChess::new(Mode::Full, 1);
    let p3 = Player::new(2);
    assert_eq!(g.mana(p3), None);
    assert_eq!(g.hand(p3), None);
    assert_eq!(g.obelisk(p3), None);
    assert_eq!(g.points(p3), None);
    assert_eq!(g.enchants(p3), None);
    assert!(
        LytharianChess::builder(Mode::Full)
            .active(Player::new(5))
            .build()
            .is_err()
    );
    assert!(
        LytharianChess::builder(Mode::Full)
            .mana(2, 3)
            .build()
            .is_err()
    );
    assert!(
        LytharianChess::builder(Mode::Full)
            .troop(3, "thane-borrik", "e1")
            .build()
            .is_err()
    );
}

#[test]
fn debug_is_short_and_readable() {
    // LY-19.6
    let g = LytharianChess::new(Mode::Full, 1);
    let text = format!("{g:?}");
    assert!(text.len() < 200, "{text}");
    assert!(
        text.contains("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"),
        "{text}"
    );
    // Actions debug as their text, cards by index.
    let bolt = g.card_set().id("arcane-bolt").unwrap();
    let cast = lytharia::Action::Cast {
        card: bolt,
        target: lytharia::Target::Troop(sq("d5")),
    };
    assert_eq!(format!("{cast:?}"), format!("cast:#{}@d5", bolt.0));
    assert_eq!(format!("{:?}", lytharia::Action::Pass), "pass");
}

#[test]
fn json_names_cards_by_their_text_ids() {
    // LY-19.6
    let g = playout(&LytharianChess::new(Mode::Full, 5), 5, 40).end_state;
    let text = g.to_json();
    assert!(text.starts_with("{\"format\":1,"), "{}", &text[..40]);
    let v: Value = serde_json::from_str(&text).unwrap();
    let hand = v["sides"][0]["hand"].as_array().unwrap();
    assert!(!hand.is_empty() && hand.iter().all(|c| c.is_string()));
    assert!(v["troops"][0]["card"].is_string());
    assert_eq!(LytharianChess::from_json(&text).unwrap(), g);
    // Old index-based texts still load; unknown names and formats do not.
    let by_index = edit(&g, |v| {
        let id = g.hand(P1).unwrap()[0].0;
        v["sides"][0]["hand"][0] = json!(id);
    });
    assert_eq!(by_index, g);
    let mut bad = v.clone();
    bad["sides"][0]["hand"][0] = json!("no-such-card");
    assert!(LytharianChess::from_json(&bad.to_string()).is_err());
    let mut bad = v;
    bad["format"] = json!(2);
    assert!(LytharianChess::from_json(&bad.to_string()).is_err());
    // Records too.
    let record = lytharia::GameRecord::new(
        lytharia::cards::CardSet::sample(),
        lytharia::Setup::sample(Mode::Duels, 1),
        &[],
    )
    .unwrap();
    assert!(record.to_json().contains("\"troops\": [\n"));
    assert!(
        record.to_json().contains("\"zuk-gar-grunt\"")
            || record.to_json().contains("\"highlord-aldric\"")
    );
    assert!(
        lytharia::GameRecord::from_json(&record.to_json())
            .unwrap()
            .replay()
            .is_ok()
    );
}

#[test]
fn duel_cards_are_worth_more_while_rounds_remain() {
    // LY-17.3, LY-17.4, LY-17.8
    let grunts = |p1: &[&str], p2: &[&str]| {
        LytharianChess::builder(Mode::Duels)
            .troop(0, "zuk-gar-grunt", "d4")
            .troop(1, "zuk-gar-grunt", "d5")
            .hand(0, p1)
            .hand(1, p2)
            .build()
            .unwrap()
    };
    let one = grunts(&["arcane-bolt"], &[]);
    let none = grunts(&[], &[]);
    let in_round = |g: &LytharianChess, round: u8, sudden: bool| {
        edit(g, |v| {
            v["duel"]["round"] = json!(round);
            v["duel"]["sudden"] = json!(sudden);
        })
    };
    // A card is 10 plus 20 for each of the 7 rounds still to come.
    for (round, sudden, worth) in [
        (1, false, 130),
        (5, false, 50),
        (7, false, 10),
        (8, true, 10),
    ] {
        let (a, b) = (
            in_round(&one, round, sudden),
            in_round(&none, round, sudden),
        );
        assert_eq!(a.evaluate(P1) - b.evaluate(P1), worth, "round {round}");
        assert_eq!(a.evaluate(P2), -a.evaluate(P1));
    }
    // Only the opponent's card count counts, never which cards it holds
    // (its hand is hidden, LY-14.3): the same view scores the same.
    let bolts = grunts(&["arcane-bolt"], &["arcane-bolt", "arcane-bolt"]);
    let other = grunts(&["arcane-bolt"], &["fireball", "chaos-bolt"]);
    assert_ne!(bolts, other);
    assert_eq!(bolts.evaluate(P1), other.evaluate(P1));
    assert_eq!(bolts.evaluate(P1), one.evaluate(P1) - 2 * 130);
}

#[test]
fn worlds_per_level_by_mode() {
    // The levels' node budgets and determinization counts (board-ai's
    // `Settings::level`), and the worlds each mode keeps of them.
    let levels = [
        (1_000, 2),
        (5_000, 4),
        (20_000, 6),
        (80_000, 16),
        (320_000, 48),
    ];
    for (mode, want) in [
        (Mode::Full, [1, 1, 2, 4, 8]),
        (Mode::PawnWars, [2, 4, 6, 16, 16]),
        (Mode::Duels, [2, 4, 6, 16, 48]),
    ] {
        let g = LytharianChess::new(mode, 1);
        let got = levels.map(|(nodes, worlds)| g.determinizations(Some(nodes), worlds));
        assert_eq!(got, want, "{mode:?}");
        // A time budget keeps the count asked for.
        assert_eq!(g.determinizations(None, 48), 48, "{mode:?}");
    }
}

#[test]
fn full_game_evaluation_sees_the_next_turns_attacks() {
    // LY-9.1, LY-9.2, LY-9.3, LY-16.1: each seat's best attack of its next
    // turn (move then attack, or attack in place) counts in the full game.
    let board = |p2_rook: &str, p1_rook: Option<&str>| {
        let mut b = LytharianChess::builder(Mode::Full)
            .troop(0, "thane-borrik", "a1")
            .troop(1, "warlord-grashk", "h8")
            .troop(0, "zuk-gar-grunt", "d4")
            .troop(1, "battle-brawler-bronn", p2_rook);
        if let Some(sq) = p1_rook {
            b = b.troop(0, "battle-brawler-bronn", sq);
        }
        b.build().unwrap()
    };
    // P2's rook (Att 9) can go d7-d5 and kill the grunt (Att 3, Def 4,
    // power 3: worth 60 + 12 + 16 = 88) for 3 damage (12): 76, of which
    // 3/4 count against P1, who is to act. From g7 it reaches nothing.
    let threatened = board("d7", None);
    let safe = board("g7", None);
    assert_eq!(threatened.evaluate(P1) - safe.evaluate(P1), -57);
    assert_eq!(threatened.evaluate(P2), -threatened.evaluate(P1));
    // P1's rook on f1 reaches f7 and attacks g7 (a rook's orthogonal
    // step): Att 9 against Def 9 kills P2's rook (power 16, Att 9, Def 9:
    // 320 + 36 + 36 = 392) and takes 9 of its own 9, so both die: no gain.
    let trade = board("g7", Some("f1"));
    let without = board("g7", Some("b1"));
    assert_eq!(trade.evaluate(P1) - without.evaluate(P1), 0);
    // A kill that costs little counts 1/2 while P1 may still attack this
    // turn, 1/4 once it has attacked: P1's rook goes c1-c6 and kills P2's
    // grunt on c7 (88 dealt, 12 taken: 76). From e2 it reaches nothing.
    let hunt = |p1_rook: &str| {
        LytharianChess::builder(Mode::Full)
            .troop(0, "thane-borrik", "a1")
            .troop(1, "warlord-grashk", "h8")
            .troop(0, "battle-brawler-bronn", p1_rook)
            .troop(1, "zuk-gar-grunt", "c7")
            .build()
            .unwrap()
    };
    let (near, far) = (hunt("c1"), hunt("e2"));
    assert_eq!(near.evaluate(P1) - far.evaluate(P1), 38);
    let attacked = |g: &LytharianChess| edit(g, |v| v["this_turn"]["attacked"] = json!(true));
    assert_eq!(
        attacked(&near).evaluate(P1) - attacked(&far).evaluate(P1),
        19
    );
    // A King that can be killed next turn weighs 3 000 (the game): P2's
    // rook goes b8-b1 and kills P1's King (8 Def left) for 6 damage (24),
    // 2 976, 3/4 of it against the seat to act.
    let king = |p2_rook: &str| {
        LytharianChess::builder(Mode::Full)
            .troop(0, "thane-borrik", "a1")
            .troop(1, "warlord-grashk", "h8")
            .troop(1, "battle-brawler-bronn", p2_rook)
            .damage("a1", 6)
            .build()
            .unwrap()
    };
    assert_eq!(king("b8").evaluate(P1) - king("g7").evaluate(P1), -2_232);
    // Other modes keep their evaluation.
    let pawns = |sq: &str| {
        LytharianChess::builder(Mode::PawnWars)
            .troop(0, "zuk-gar-grunt", "d4")
            .troop(1, "zuk-gar-grunt", sq)
            .build()
            .unwrap()
    };
    assert_eq!(pawns("e6").evaluate(P1), pawns("h6").evaluate(P1));
}
