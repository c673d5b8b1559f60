//! Properties over the crate's proptest strategies (`kyrras::strategy`,
//! feature `proptest`): the conformance kit along random games and from
//! random positions, and notation round trips (KY-11.*). Failures shrink to
//! the shortest game.
#![cfg(feature = "proptest")]

use board_core::testkit::Conformance;
use board_core::{Game, MoveNotation};
use kyrras::strategy::{games, positions, reachable_states};
use kyrras::{JsonRecord, Kyrras, PlayerCount, Record, format_game_record, load_record};
use proptest::prelude::*;

/// Random edits (replace, delete, insert) of valid texts.
fn mutate(text: &str, edits: &[(usize, u8, u8)]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    const ALPHABET: &[u8] = b"P1234KVDESNRBMx-(),;:*=!?/. \n0123456789nesw{}\"[]v";
    for &(at, op, c) in edits {
        if chars.is_empty() {
            break;
        }
        let i = at % chars.len();
        let ch = ALPHABET[c as usize % ALPHABET.len()] as char;
        match op % 3 {
            0 => chars[i] = ch,
            1 => {
                chars.remove(i);
            }
            _ => chars.insert(i, ch),
        }
    }
    chars.into_iter().collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    // KY-3.6, KY-3.7, KY-4.1, KY-11.13: every state along a random game
    // from a standard or random setup passes the kit (hash collisions
    // between unequal states included).
    #[test]
    fn games_conform(line in reachable_states(300)) {
        Conformance::new(line.start().clone())
            .with_notation()
            .with_serde()
            .check_line(line.moves())?;
    }

    // KY-11.13: random valid positions read back as themselves and play on
    // conformingly.
    #[test]
    fn random_positions_conform(g in positions(), choices in prop::collection::vec(any::<u64>(), 0..40)) {
        prop_assert_eq!(g.to_string().parse::<Kyrras>().unwrap(), g.clone());
        let line = board_core::strategy::Line::from_choices(g.clone(), &choices);
        Conformance::new(g)
            .with_notation()
            .with_serde()
            .with_inspection()
            .check_line(line.moves())?;
    }

    // KY-11.3 KY-11.4 KY-11.5 KY-11.6 KY-11.7 KY-11.8 KY-11.9 KY-11.10 KY-11.11
    #[test]
    fn record_text_round_trips_and_replays((setup, line) in games(400)) {
        let text = format_game_record(&setup, line.moves()).unwrap();
        let record: Record = text.parse().unwrap();
        prop_assert_eq!(record.to_string(), text.clone());
        prop_assert_eq!(&load_record(&text).unwrap(), line.end());
    }

    // KY-11.14
    #[test]
    fn json_record_round_trips((setup, line) in games(200)) {
        let start = setup.finish().unwrap();
        let rec = JsonRecord::build(&start, line.moves(), |i| {
            kyrras::json::iso8601(1_700_000_000 + i as u64)
        })
        .unwrap();
        let json = rec.to_json();
        prop_assert_eq!(JsonRecord::parse(&json).unwrap(), rec);
        prop_assert_eq!(&JsonRecord::load(&json).unwrap(), line.end());
    }

    // KY-11.2
    #[test]
    fn every_legal_move_text_parses_back(line in reachable_states(300)) {
        let end = line.end();
        for m in end.legal_moves() {
            let t = end.format_move(m);
            prop_assert_eq!(end.parse_move(&t), Ok(m), "{}", t);
        }
    }

    #[test]
    fn parsers_never_panic(s in "\\PC{0,80}") {
        let g = Kyrras::standard(PlayerCount::Two);
        let _ = g.parse_move(&s);
        let _ = Kyrras::parse_position(&s);
        let _ = s.parse::<Record>();
        let _ = load_record(&s);
        let _ = JsonRecord::load(&s);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    // Parsers never panic on near-valid input (what the fuzz targets feed).
    #[test]
    fn parsers_never_panic_on_edited_texts(
        (setup, line) in games(60),
        edits in proptest::collection::vec((any::<usize>(), any::<u8>(), any::<u8>()), 1..6),
    ) {
        let (moves, end) = (line.moves(), line.end());
        let record = format_game_record(&setup, moves).unwrap();
        let _ = load_record(&mutate(&record, &edits));
        let position = end.position_text();
        if let Ok(g) = Kyrras::parse_position(&mutate(&position, &edits)) {
            let _ = g.legal_moves();
            let _ = g.outcome();
        }
        let start = setup.finish().unwrap();
        let json = JsonRecord::build(&start, moves, |_| "2024-12-22T14:30:00Z".into())
            .unwrap()
            .to_json();
        let _ = JsonRecord::load(&mutate(&json, &edits));
        if let Some(&m) = end.legal_moves().first() {
            let _ = end.parse_move(&mutate(&end.format_move(m), &edits));
        }
    }
}
