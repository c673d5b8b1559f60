//! Action and position text: round trips, typed errors, no panics.
// ST-18.1 ST-19.1

use board_core::{Game, MoveNotation, PositionNotation};
use proptest::prelude::*;
use strife_truce::{ActionError, PositionError, Sets, Strife, parse_action, parse_position};

/// Every legal decision of these positions, and of the positions one and
/// two decisions later, formats and parses back to itself.
#[test]
fn every_action_kind_round_trips() {
    let positions = [
        "4k3/8/2p5/8/4P3/3K4/8/8 w mana=40/0 sets=fire/none ply=0",
        "4k3/8/8/8/3pn3/3R4/8/4K3 w mana=40/0 sets=ice/none ply=0",
        "4k3/8/8/8/3n4/8/1B6/4K3 w mana=40/0 sets=void/none ply=0",
        "4k3/8/8/8/8/8/2Pp4/3QK3 w mana=40/0 sets=undead/none ply=0 dead=NQ/-",
        "4k3/8/8/8/8/8/3P4/R3K3 w mana=40/0 sets=bug/none ply=0",
        "4k3/8/8/8/8/8/3P4/R3K3 w mana=40/0 sets=holy/none ply=0",
        "k7/4P3/8/8/8/8/8/K7 w mana=40/0 sets=none/none ply=0",
        "4k3/8/8/8/8/8/4n3/4K3 w mana=0/0 sets=none/none ply=0 frozen=e2",
    ];
    let mut codes = std::collections::BTreeSet::new();
    let mut check = |g: &Strife| {
        for &a in g.legal_moves().iter() {
            let text = g.format_move(a);
            assert_eq!(g.parse_move(&text), Ok(a), "{g}: {text}");
            if text.starts_with('$') {
                codes.insert(text[..3].to_string());
            } else if text.as_bytes()[0].is_ascii_uppercase() {
                codes.insert(text[..2].to_string());
            } else if text == "end" {
                codes.insert(text);
            } else {
                for tok in text.split(',').skip(1) {
                    codes.insert(tok[..2].to_string());
                }
            }
        }
    };
    for p in positions {
        let g = Strife::from_position_text(p).unwrap();
        check(&g);
        for a in g.legal_moves().iter().copied().step_by(7) {
            let mut h = g.clone();
            h.play(a).unwrap();
            check(&h);
            if let Some(&b) = h.legal_moves().first() {
                h.play(b).unwrap();
                check(&h);
            }
        }
    }
    // Every skill and set-skill code was exercised.
    let all = [
        "$BL", "$FR", "$IN", "$ML", "$SA", "$SM", "$SW", "$TR", "AM", "AR", "DP", "FL", "FT", "KH",
        "KZ", "PU", "SK", "SS", "UR", "end",
    ];
    assert_eq!(codes.into_iter().collect::<Vec<_>>(), all);
}

#[test]
fn non_canonical_text_is_refused() {
    let g = Strife::start(Sets::default());
    assert!(matches!(
        g.parse_move("E2E4"),
        Err(ActionError::Syntax { .. })
    ));
    assert!(matches!(
        g.parse_move("e2e4q,"),
        Err(ActionError::Syntax { .. })
    ));
    assert!(matches!(
        g.parse_move("$SM:e2e4:d2d4"),
        Err(ActionError::Syntax { .. })
    ));
    // ST-20.7: refused with its reason (no Swarm without the bug set).
    assert!(matches!(
        g.parse_move("$SM:e2e4"),
        Err(ActionError::Refused { .. })
    ));
    assert!(matches!(
        g.parse_move("e2e5"),
        Err(ActionError::IllegalText(_))
    ));
    assert_eq!(
        g.parse_move(" e2e4 ").map(|a| g.format_move(a)),
        Ok("e2e4".into())
    );
    let over = {
        let mut h = g.clone();
        h.call_truce(board_core::square::Color::White);
        h
    };
    assert_eq!(over.parse_move("e2e4"), Err(ActionError::GameOver));
}

#[test]
fn position_text_round_trips_with_every_field() {
    let p = "4k3/8/8/8/3Rn3/8/8/4K3 b mana=3/17 sets=ice/undead ply=41 frozen=d4,e4 invincible=e1 blessed=e8 fire=a1 space=h8 locked=wb dead=PPN/BQ limit=200 truce=b";
    let g = parse_position(p).unwrap();
    assert_eq!(g.to_position_text(), p);
    let json = serde_json::to_string(&g).unwrap();
    assert_eq!(json, format!("\"{p}\""));
    assert_eq!(serde_json::from_str::<Strife>(&json).unwrap(), g);
    // serde validates like the text parser.
    assert!(
        serde_json::from_str::<Strife>("\"P7/8/8/8/8/8/8/8 w mana=0/0 sets=none/none ply=0\"")
            .is_err()
    );
    // A position in the middle of a turn, with every turn field.
    let p = "4k3/8/8/8/3Rn3/8/4P3/4K3 w mana=3/17 sets=fire/undead ply=41 frozen=d4,e4 invincible=e1 blessed=d4 fire=a1 space=h8 locked=b dead=PN/BQ moved=e2 stage=moved actor=d4 origin=d1 trail=d1,d2,d3 aoe=c3 newcells=a1 newfrozen=d4 newinvincible=e1 killed=y limit=200";
    let g = parse_position(p).unwrap();
    assert_eq!(g.to_position_text(), p);
    assert!(g.turn_in_progress());
    assert!(matches!(
        parse_position("4k3/8/8/8/8/8/8/4K3 w mana=0/0 sets=none/none"),
        Err(PositionError::Missing("ply"))
    ));
}

#[test]
fn sets_parse_from_the_command_line_form() {
    let s: Sets = "princess,Forge-Undead".parse().unwrap();
    assert_eq!(s.to_string(), "fire,undead");
    assert!("fire,ice,bug".parse::<Sets>().is_err());
    assert!("fire,earth".parse::<Sets>().is_err());
}

proptest! {
    #[test]
    fn action_parser_never_panics(text in "\\PC{0,40}") {
        let g = Strife::start_with_mana("bug,ice".parse().unwrap(), 40);
        let _ = parse_action(&g, &text);
    }

    #[test]
    fn action_parser_never_panics_on_near_misses(text in "(\\$?[A-Z]{2}(:[a-h][1-8]){0,3}|[a-i][0-9][a-i][0-9][qrbnk]?)(,(\\$?[A-Z]{2}(:[a-h][1-8]){0,3}|[a-i][0-9][a-i][0-9])){0,3}") {
        let g = Strife::start_with_mana("undead,holy".parse().unwrap(), 40);
        let _ = parse_action(&g, &text);
    }

    #[test]
    fn position_parser_never_panics(text in "[rnbqkpRNBQKP1-9/]{0,70} [wbx] (mana|sets|ply|frozen|fire|dead|limit|locked|truce|moved|stage|actor|origin|trail|aoe|newcells|newfrozen|newinvincible|killed|busy)=[a-z0-9/,-]{0,12}") {
        let _ = parse_position(&text);
    }

    #[test]
    fn mid_turn_positions_never_panic(stage in "(committed|moved|done|swarm[0-4])", actor in "[a-h][1-8](,[a-h][1-8]){0,2}", seed in any::<u64>()) {
        // Any stage with any actor: generation and play stay total.
        let text = format!("r3k3/8/8/3q4/8/8/3P4/R2QK2R w mana=40/40 sets=undead/bug ply=0 dead=NK/- stage={stage} actor={actor} origin=e1");
        if let Ok(g) = parse_position(&text) {
            let out = board_core::playout(&g, seed, 6);
            let _ = out.end_state.to_position_text();
        }
    }
}

#[test]
fn extreme_counters_do_not_overflow() {
    let p = "4k3/8/8/8/8/8/8/4K3 w mana=40/40 sets=none/none ply=4294967295";
    let mut g = parse_position(p).unwrap();
    let a = g.parse_move("e1e2").unwrap();
    g.play(a).unwrap();
    assert_eq!(g.ply(), u32::MAX);
}

#[test]
fn sixteen_pieces_a_side_alive_and_dead() {
    // A side never has more than its 16 pieces, alive and dead together:
    // kills, payments and resurrections only move pieces between the two.
    let p = "4k3/8/8/8/8/8/p7/R3K3 w mana=0/0 sets=none/none ply=0 dead=-/PPPPPPPQRRBBNN";
    let mut g = parse_position(p).unwrap();
    let a = g.parse_move("a1a2").unwrap();
    g.play(a).unwrap();
    assert_eq!(
        g.dead(board_core::square::Color::Black, strife_truce::Kind::Pawn),
        8
    );
    assert_eq!(parse_position(&g.to_position_text()).unwrap(), g);
    assert!(matches!(
        parse_position(
            "4k3/8/8/8/8/8/p7/R3K3 w mana=0/0 sets=none/none ply=0 dead=-/PPPPPPPPQRRBBNN"
        ),
        Err(PositionError::Invalid(_))
    ));
    assert!(matches!(
        parse_position("QQQQQQQQ/QQQQQQQQ/Q7/8/8/8/8/4k3 w mana=0/0 sets=none/none ply=0"),
        Err(PositionError::Invalid(_))
    ));
}
