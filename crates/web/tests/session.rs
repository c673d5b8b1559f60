//! The playground's API over every setup, natively (the browser tests run
//! the same module in Chromium).

use serde_json::Value;
use tabletop_web::Session;

const SETUPS: [&str; 9] = [
    r#"{"game":"chess"}"#,
    r#"{"game":"glinski"}"#,
    r#"{"game":"kyrras","players":2}"#,
    r#"{"game":"kyrras","players":3}"#,
    r#"{"game":"kyrras","players":4}"#,
    r#"{"game":"strife","sets":"fire,ice"}"#,
    r#"{"game":"lytharia","mode":"full","seed":3}"#,
    r#"{"game":"lytharia","mode":"duels","seed":4}"#,
    r#"{"game":"lytharia","mode":"pawn-wars","seed":5}"#,
];

fn parse(text: &str) -> Value {
    serde_json::from_str(text).unwrap()
}

fn to_act(s: &Session) -> i32 {
    parse(&s.status())["toAct"]
        .as_i64()
        .map_or(-1, |p| p as i32)
}

#[test]
fn every_setup_plays_its_listed_moves_by_text_and_saves() {
    for setup in SETUPS {
        let mut s = Session::new(setup).unwrap();
        let mut texts = Vec::new();
        for ply in 0..12 {
            let seat = to_act(&s);
            if seat < 0 {
                break;
            }
            let moves = parse(&s.moves(seat));
            let list = moves.as_array().unwrap();
            assert!(!list.is_empty(), "{setup}: seat {seat} to act has moves");
            // Another seat gets no moves.
            let other = (seat + 1) % parse(&s.status())["players"].as_i64().unwrap() as i32;
            assert_eq!(s.moves(other), "[]", "{setup}");
            let text = list[ply % list.len()]["text"].as_str().unwrap().to_string();
            assert_eq!(
                s.play(&text).unwrap(),
                text,
                "{setup}: a listed move plays by its text"
            );
            texts.push(text);
        }
        let saved = s.save();
        let back = Session::load(&saved).unwrap();
        assert_eq!(back.position_text(), s.position_text(), "{setup}");
        assert_eq!(
            parse(&back.record(-1)).as_array().unwrap().len(),
            texts.len(),
            "{setup}"
        );
        // Undo all, redo all: the same position.
        let end = s.position_text();
        while s.undo() {}
        assert_eq!(parse(&s.status())["ply"], 0);
        while s.redo() {}
        assert_eq!(s.position_text(), end, "{setup}");
        assert!(s.goto(1));
        assert_eq!(parse(&s.status())["ply"], 1);
    }
}

#[test]
fn every_cell_of_the_picture_is_named() {
    for setup in SETUPS {
        let s = Session::new(setup).unwrap();
        let view = parse(&s.view(0));
        let cells = view["cells"].as_array().unwrap();
        let svg = s.svg(0, false, 0);
        // Pieces and badges carry their cell's name too: count the names.
        let named: std::collections::BTreeSet<&str> = svg
            .split("data-cell=\"")
            .skip(1)
            .filter_map(|rest| rest.split('"').next())
            .collect();
        assert_eq!(named.len(), cells.len(), "{setup}");
        for c in cells {
            let id = c["id"].as_str().unwrap();
            assert!(
                svg.contains(&format!("data-cell=\"{id}\"")),
                "{setup}: {id}"
            );
            assert!(
                c["label"]
                    .as_str()
                    .unwrap()
                    .starts_with(c["name"].as_str().unwrap())
            );
        }
    }
}

#[test]
fn moves_name_cells_of_the_board() {
    let s = Session::new(r#"{"game":"chess"}"#).unwrap();
    let moves = parse(&s.moves(0));
    let list = moves.as_array().unwrap();
    assert_eq!(list.len(), 20);
    let e4 = list.iter().find(|m| m["text"] == "e2e4").unwrap();
    assert_eq!(e4["from"], "e2");
    assert_eq!(e4["to"], "e4");
}

#[test]
fn the_cpu_answers_with_a_legal_move_and_nothing_after_the_end() {
    for setup in SETUPS {
        let mut s = Session::new(setup).unwrap();
        let text = s.cpu_move(1, 200.0, 1.0).unwrap();
        s.play(&text).unwrap();
    }
    let mut mate = Session::new(r#"{"game":"chess"}"#).unwrap();
    for m in ["f3", "e5", "g4", "Qh4#"] {
        mate.play(m).unwrap();
    }
    assert_eq!(mate.cpu_move(1, 0.0, 0.0), None);
    assert_eq!(parse(&mate.status())["outcome"], "Black wins (checkmate)");
    assert!(mate.play("a3").is_err());
}

#[test]
fn bad_setups_and_saves_are_errors() {
    assert!(Session::new(r#"{"game":"kyrras","players":5}"#).is_err());
    assert!(Session::new(r#"{"game":"chess","players":3}"#).is_err());
    assert!(Session::new(r#"{"game":"strife","sets":"fire"}"#).is_err());
    assert!(Session::new(r#"{"game":"lytharia","mode":"blitz"}"#).is_err());
    assert!(Session::new("not json").is_err());
    assert!(Session::load(r#"{"setup":{"game":"chess"},"history":{"format":1,"start":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","moves":["e5"],"cursor":1}}"#).is_err());
    // A save of one game read under another setup is refused.
    let glinski = Session::new(r#"{"game":"glinski"}"#).unwrap();
    let saved = glinski.save().replace("\"glinski\"", "\"chess\"");
    assert!(Session::load(&saved).is_err());
}

#[test]
fn perft_counts_match_the_libraries() {
    assert_eq!(
        Session::new(r#"{"game":"chess"}"#).unwrap().perft(3),
        8902.0
    );
    assert_eq!(
        Session::new(r#"{"game":"glinski"}"#).unwrap().perft(2),
        2586.0
    );
}

#[test]
fn a_seat_is_never_told_a_card_it_cannot_see() {
    // Battle Duels: hands from the first turn, draws after discards.
    for seed in 1..4 {
        let mut s = Session::new(&format!(
            r#"{{"game":"lytharia","mode":"duels","seed":{seed}}}"#
        ))
        .unwrap();
        let catalogue = parse(&s.catalogue());
        let names: Vec<String> = catalogue
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i["name"].as_str().unwrap().to_string())
            .collect();
        assert!(!names.is_empty());
        for ply in 0..30 {
            let seat = to_act(&s);
            if seat < 0 {
                break;
            }
            let seen = format!("{}{}", s.view(seat), s.record(seat));
            let handed = format!("{}{}{}", s.moves(seat), s.svg(seat, false, 0), s.view(seat));
            for name in &names {
                if !seen.contains(name.as_str()) {
                    assert!(
                        !handed.contains(name.as_str()),
                        "seed {seed} ply {ply}: seat {seat} is handed {name:?}, which it cannot see"
                    );
                }
            }
            let moves = parse(&s.moves(seat));
            let list = moves.as_array().unwrap();
            let text = list[(ply * 7 + seed) % list.len()]["text"]
                .as_str()
                .unwrap()
                .to_string();
            s.play(&text).unwrap();
        }
    }
}

#[test]
fn the_chess_move_list_is_in_san() {
    // NC-9.1: the move list reads as SAN, typed moves in UCI or SAN.
    let mut s = Session::new(r#"{"game":"chess"}"#).unwrap();
    for mv in ["e2e4", "e5", "g1f3", "Nc6", "f1b5", "a6", "b5c6"] {
        s.play(mv).unwrap();
    }
    let record: serde_json::Value = serde_json::from_str(&s.record(0)).unwrap();
    let notation: Vec<&str> = record
        .as_array()
        .unwrap()
        .iter()
        .map(|line| line["notation"].as_str().unwrap())
        .collect();
    assert_eq!(notation, ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6"]);
}

#[test]
fn the_strife_catalogue_lists_each_sets_skills_with_cost_and_text() {
    let items = parse(&tabletop_web::catalogue(r#"{"game":"strife","sets":"fire,void"}"#).unwrap());
    let fire: Vec<&Value> = items
        .as_array()
        .unwrap()
        .iter()
        .filter(|i| i["id"].as_str().unwrap().starts_with("fire:"))
        .collect();
    assert_eq!(fire.len(), 2, "{fire:?}");
    for skill in fire {
        assert!(skill["cost"].as_i64().unwrap() > 0);
        assert!(!skill["text"].as_str().unwrap().is_empty());
        assert!(skill["kind"].as_str().unwrap().ends_with("set skill"));
    }
    // Armies and seats of the setup are not read.
    assert!(
        tabletop_web::catalogue(r#"{"game":"lytharia","seats":["cpu:1"]}"#)
            .unwrap()
            .contains("\"kind\":\"troop\"")
    );
}

#[test]
fn custom_armies_and_decks_are_checked_by_the_games_rules_and_played() {
    let lineup = parse(&tabletop_web::lineup(r#"{"game":"lytharia","mode":"duels"}"#).unwrap());
    let ids = |v: &Value| -> Vec<String> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_str().unwrap().to_string())
            .collect()
    };
    let mut army = ids(&lineup["armies"][0]);
    let deck = ids(&lineup["decks"][1]);
    assert_eq!(army.len(), 7);
    // One troop too few: LY-3.1 on the first army only.
    let short = serde_json::json!({"game":"lytharia","mode":"duels","armies":[army[..6], []]});
    let problems = parse(&tabletop_web::check(&short.to_string()));
    assert_eq!(problems.as_array().unwrap().len(), 1, "{problems}");
    assert_eq!(problems[0]["field"], "armies.0");
    assert_eq!(problems[0]["rule"], "LY-3.1");
    assert!(Session::new(&short.to_string()).is_err());
    // The evil deck with the good army: LY-4.4 on that deck.
    let swapped = serde_json::json!({"game":"lytharia","mode":"duels","decks":[deck, []]});
    let problems = parse(&tabletop_web::check(&swapped.to_string()));
    assert_eq!(problems[0]["field"], "decks.0", "{problems}");
    assert_eq!(problems[0]["rule"], "LY-4.4");
    // A legal custom lineup: the sample army in another order.
    army.reverse();
    let custom = serde_json::json!({"game":"lytharia","mode":"duels","seed":2,"armies":[army, []]});
    assert_eq!(tabletop_web::check(&custom.to_string()), "[]");
    let s = Session::new(&custom.to_string()).unwrap();
    let sample = Session::new(r#"{"game":"lytharia","mode":"duels","seed":2}"#).unwrap();
    assert_ne!(s.position_text(), sample.position_text());
    // The setup (and so the save and the link) carries the lineup.
    assert!(s.setup().contains(&army.join("\",\"")));
    assert_eq!(
        Session::load(&s.save()).unwrap().position_text(),
        s.position_text()
    );
    // Another game has no armies.
    assert_ne!(
        tabletop_web::check(r#"{"game":"chess","armies":[["x"]]}"#),
        "[]"
    );
}

#[test]
fn each_seat_of_a_kyrras_board_is_turned_to_the_bottom() {
    for players in [3usize, 4] {
        let s = Session::new(&format!(r#"{{"game":"kyrras","players":{players}}}"#)).unwrap();
        let turns: Vec<u8> = (0..players).map(|seat| s.home_turns(seat)).collect();
        assert_eq!(turns[0], 0, "seat 1 starts at the bottom");
        let mut distinct = turns.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), players, "{turns:?}");
    }
    let chess = Session::new(r#"{"game":"chess"}"#).unwrap();
    assert_eq!([chess.home_turns(0), chess.home_turns(1)], [0, 3]);
}

#[test]
fn a_spell_cast_at_a_cell_names_it_as_its_target() {
    let mut s = Session::new(r#"{"game":"lytharia","mode":"full","seed":21}"#).unwrap();
    for ply in 0..200 {
        let seat = to_act(&s);
        let moves = parse(&s.moves(seat));
        let list = moves.as_array().unwrap();
        if let Some(cast) = list.iter().find(|m| {
            m["text"].as_str().unwrap().starts_with("cast:")
                && m["text"].as_str().unwrap().contains('@')
        }) {
            let text = cast["text"].as_str().unwrap();
            assert_eq!(cast["to"], Value::Null, "{cast}");
            assert_eq!(
                cast["target"].as_str().unwrap(),
                text.rsplit('@').next().unwrap(),
                "{cast}"
            );
            return;
        }
        let text = list[(ply * 7919) % list.len()]["text"]
            .as_str()
            .unwrap()
            .to_string();
        s.play(&text).unwrap();
    }
    panic!("no spell cast at a cell in 200 plies");
}
