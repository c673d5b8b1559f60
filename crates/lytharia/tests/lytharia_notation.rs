//! Actions, their text, game records and the state text (LY-19).

use board_core::{Game, MoveNotation, Player, PositionNotation, playout};
use lytharia::cards::{CardSet, Slot};
use lytharia::{
    Action, ActionParseError, GameRecord, LytharianChess, Mode, RecordError, ReforgeSource, Setup,
    StateError, Target,
};

mod common;
use common::*;

#[test]
fn every_action_kind_has_a_text_form() {
    // LY-19.2, LY-19.4
    let g = LytharianChess::new(Mode::Full, 1);
    let set = g.card_set().clone();
    let c = |id: &str| set.id(id).unwrap();
    let cases = [
        (
            Action::Move {
                from: sq("e2"),
                to: sq("e4"),
            },
            "e2-e4",
        ),
        (
            Action::Attack {
                from: sq("e4"),
                to: sq("d5"),
            },
            "e4xd5",
        ),
        (
            Action::Cast {
                card: c("fireball"),
                target: Target::Troop(sq("d5")),
            },
            "cast:fireball@d5",
        ),
        (
            Action::Cast {
                card: c("mirror-shift"),
                target: Target::Two(sq("a1"), sq("h1")),
            },
            "cast:mirror-shift@a1+h1",
        ),
        (
            Action::Cast {
                card: c("blink-step"),
                target: Target::TroopTo(sq("c3"), sq("c5")),
            },
            "cast:blink-step@c3>c5",
        ),
        (
            Action::Cast {
                card: c("dispel-weave"),
                target: Target::Spell(0),
            },
            "cast:dispel-weave@s0",
        ),
        (
            Action::Cast {
                card: c("flash-of-insight"),
                target: Target::None,
            },
            "cast:flash-of-insight",
        ),
        (Action::Pass, "pass"),
        (
            Action::Harness {
                card: c("fireball"),
            },
            "harness:fireball",
        ),
        (
            Action::Attach {
                card: c("longsword"),
                to: sq("e1"),
            },
            "attach:longsword@e1",
        ),
        (
            Action::Reforge {
                source: ReforgeSource::Hand(c("dagger")),
            },
            "reforge:dagger",
        ),
        (
            Action::Reforge {
                source: ReforgeSource::Attached(sq("e1"), Slot::Armour),
            },
            "reforge:e1/armour",
        ),
        (
            Action::Ability {
                at: sq("d8"),
                index: 0,
                target: Target::Troop(sq("d7")),
            },
            "ability:d8/0@d7",
        ),
        (
            Action::Effect {
                at: sq("c1"),
                index: 1,
            },
            "effect:c1/1",
        ),
        (Action::Reveal { at: sq("c1") }, "reveal:c1"),
        (Action::Charge, "charge"),
        (Action::Discard { card: c("sunder") }, "discard:sunder"),
        (
            Action::Promote {
                at: sq("e8"),
                model: c("battle-brawler-bronn"),
            },
            "promote:e8=battle-brawler-bronn",
        ),
        (Action::End, "end"),
    ];
    for (action, text) in cases {
        assert_eq!(g.format_action(action), text);
    }
}

#[test]
fn parsing_refuses_malformed_unknown_and_illegal() {
    // LY-19.3, LY-19.4
    let g = LytharianChess::new(Mode::PawnWars, 2);
    assert!(matches!(
        g.parse_action("e2e4"),
        Err(ActionParseError::Malformed(_))
    ));
    assert!(matches!(
        g.parse_action("cast:nope"),
        Err(ActionParseError::UnknownCard(_))
    ));
    assert!(matches!(
        g.parse_action("e2-e5"),
        Err(ActionParseError::Illegal(_))
    ));
    assert!(matches!(
        g.parse_action("é2-e4"),
        Err(ActionParseError::Malformed(_))
    ));
    assert!(g.parse_action("").is_err());
    // Every legal action round-trips through its text.
    for a in g.legal_moves() {
        assert_eq!(g.parse_move(&g.format_move(a)), Ok(a));
    }
}

#[test]
fn illegal_moves_change_nothing() {
    // LY-19.3
    let mut g = LytharianChess::new(Mode::Full, 3);
    let before = g.clone();
    let bad = Action::Move {
        from: sq("e1"),
        to: sq("e5"),
    };
    assert!(g.play(bad).is_err());
    assert_eq!(g, before);
    assert!(g.play(Action::Pass).is_err());
    assert_eq!(g, before);
}

#[test]
fn records_replay_exactly_in_every_mode() {
    // LY-19.5, LY-1.4
    for mode in Mode::ALL {
        let setup = Setup::sample(mode, 21);
        let start = LytharianChess::from_setup(CardSet::sample(), &setup).unwrap();
        let p = playout(&start, 21, 3_000);
        let record = GameRecord::new(CardSet::sample(), setup, &p.moves).unwrap();
        assert_eq!(record.outcome, p.end_state.outcome());
        let back = GameRecord::from_json(&record.to_json()).unwrap();
        let replayed = back.replay().unwrap();
        assert_eq!(replayed, p.end_state, "{mode}");
        assert_eq!(replayed.zobrist(), p.end_state.zobrist());
    }
}

#[test]
fn broken_records_say_where() {
    // LY-19.5
    let setup = Setup::sample(Mode::PawnWars, 5);
    let start = LytharianChess::from_setup(CardSet::sample(), &setup).unwrap();
    let p = playout(&start, 5, 40);
    let mut record = GameRecord::new(CardSet::sample(), setup, &p.moves).unwrap();
    record.actions[3] = "h2-h5".into();
    match record.replay() {
        Err(RecordError::Action { index, .. }) => assert_eq!(index, 3),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        GameRecord::from_json("[]"),
        Err(RecordError::Json(_))
    ));
}

#[test]
fn state_text_round_trips_and_is_validated() {
    // LY-19.6, LY-14.3
    let start = LytharianChess::new(Mode::Full, 8);
    let p = playout(&start, 8, 300);
    let g = p.end_state;
    let text = g.to_position_text();
    assert!(!text.contains('\n'));
    let back = LytharianChess::from_position_text(&text).unwrap();
    assert_eq!(back, g);
    assert_eq!(back.zobrist(), g.zobrist());
    // The hidden information is in the state (not in a view).
    assert!(text.contains("\"deck\""));
    let bad = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
        edit(&mut v);
        LytharianChess::from_position_text(&v.to_string())
    };
    assert!(matches!(
        bad(&|v| v["sides"][0]["mana"] = 16.into()),
        Err(StateError::Invalid(_))
    ));
    assert!(matches!(
        bad(&|v| v["sides"][0]["obelisk"] = 0.into()),
        Err(StateError::Invalid(_))
    ));
    assert!(matches!(
        bad(&|v| v["active"] = 2.into()),
        Err(StateError::Invalid(_))
    ));
    assert!(matches!(
        bad(&|v| v["troops"][0]["card"] = 9999.into()),
        Err(StateError::Invalid(_))
    ));
    assert!(matches!(
        bad(&|v| v["troops"][1]["square"] = v["troops"][0]["square"].clone()),
        Err(StateError::Invalid(_))
    ));
    assert!(matches!(
        bad(&|v| v["cards"] = "other".into()),
        Err(StateError::Malformed(_))
    ));
    assert!(matches!(
        LytharianChess::from_position_text("not json"),
        Err(StateError::Malformed(_))
    ));
    let _ = Player::new(0);
}
