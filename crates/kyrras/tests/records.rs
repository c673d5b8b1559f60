//! Notation round trips over random games: move text, record text and JSON
//! records (KY-11.*).

use board_core::{Game, MoveNotation, playout};
use kyrras::{
    JsonRecord, Kyrras, PlayerCount, Record, RecordLine, Setup, format_game_record, load_record,
};
use proptest::prelude::*;

const COUNTS: [PlayerCount; 3] = [PlayerCount::Two, PlayerCount::Three, PlayerCount::Four];

fn random_game(n: usize, seed: u64, plies: usize) -> (Setup, Vec<kyrras::Move>, Kyrras) {
    let setup = if seed.is_multiple_of(2) {
        Setup::standard(COUNTS[n])
    } else {
        Setup::random(COUNTS[n], seed)
    };
    let start = setup.finish().unwrap();
    let p = playout(&start, seed, plies);
    (setup, p.moves, p.end_state)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    // KY-11.3 KY-11.4 KY-11.5 KY-11.6 KY-11.7 KY-11.8 KY-11.9 KY-11.10 KY-11.11
    #[test]
    fn record_text_round_trips_and_replays(seed in any::<u64>(), n in 0usize..3, plies in 0usize..400) {
        let (setup, moves, end) = random_game(n, seed, plies);
        let text = format_game_record(&setup, &moves).unwrap();
        let record: Record = text.parse().unwrap();
        prop_assert_eq!(record.to_string(), text.clone());
        prop_assert_eq!(load_record(&text).unwrap(), end);
    }

    // KY-11.14
    #[test]
    fn json_record_round_trips(seed in any::<u64>(), n in 0usize..3, plies in 0usize..200) {
        let (setup, moves, end) = random_game(n, seed, plies);
        let start = setup.finish().unwrap();
        let rec = JsonRecord::build(&start, &moves, |i| kyrras::json::iso8601(1_700_000_000 + i as u64)).unwrap();
        let json = rec.to_json();
        prop_assert_eq!(JsonRecord::parse(&json).unwrap(), rec);
        prop_assert_eq!(JsonRecord::load(&json).unwrap(), end);
    }

    // KY-11.2
    #[test]
    fn every_legal_move_text_parses_back(seed in any::<u64>(), n in 0usize..3, plies in 0usize..300) {
        let (_, _, end) = random_game(n, seed, plies);
        let mut moves = kyrras::Moves::new();
        end.generate_moves(&mut moves);
        for &m in moves.iter() {
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

// KY-11.12
#[test]
fn the_seeds_example_syntax_parses_and_formats_back() {
    let text = "\
R5 // 3-player game
Players: Alice(P1), Bob(P2), Charlie(P3)
// Setup Phase - Mountains
M:(2,3)
M:(1,-2)
// Setup Phase - Pieces
P1K(0,6)*;P1V(1,5)
P2D(-1,5);P2E-N(0,5)
// Movement Phase
1. P1E-N(0,4)-(0,2)SE
2. P2S-S(-1,3)xP1B(0,3)
4. P2D(0,1)xP1V(0,2)
5. V:P1R(3,4) // Raider becomes new Viceroy
5. P1D(2,3)-(4,1)!! // Brilliant tactical strike
5. P1D(2,3)-(4,1) (5. P1D(2,3)-(3,2)? P2NxP1D)
7. P1B(5,1)-(6,1)=R // Rabble promotes to Raider
8. (P1B(1,1),P1B(1,2))xP2D(1,0)?!
9. P2:pass
10. P3:forfeit
11. V:none
12. P1:resign
";
    let r: Record = text.parse().unwrap();
    assert_eq!(r.to_string(), text);
    assert_eq!(r.names.as_ref().unwrap()[2], "Charlie");
    let variations = r
        .lines
        .iter()
        .filter_map(|l| match l {
            RecordLine::Move(m, _) => Some(m.variations.len()),
            _ => None,
        })
        .sum::<usize>();
    assert_eq!(variations, 1);
    // The seed's coordinates do not fit its own board (RULINGS K-G4): the
    // replay refuses it, naming the line.
    let err = r.replay().unwrap_err();
    assert_eq!(err.line, 7);
}

#[test]
fn record_errors_name_line_and_column() {
    let err = "R4\nM:(0,0)\nM:(0,x)\n".parse::<Record>().unwrap_err();
    assert_eq!((err.line, err.column), (3, 6));
    let err = "R7\n".parse::<Record>().unwrap_err();
    assert_eq!(err.line, 1);
}

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
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    // Parsers never panic on near-valid input (what the fuzz targets feed).
    #[test]
    fn parsers_never_panic_on_edited_texts(
        seed in 0u64..1000,
        edits in proptest::collection::vec((any::<usize>(), any::<u8>(), any::<u8>()), 1..6),
    ) {
        let (setup, moves, end) = random_game((seed % 3) as usize, seed, 60);
        let record = format_game_record(&setup, &moves).unwrap();
        let _ = load_record(&mutate(&record, &edits));
        let position = end.position_text();
        if let Ok(g) = Kyrras::parse_position(&mutate(&position, &edits)) {
            let mut list = kyrras::Moves::new();
            g.generate_moves(&mut list);
            let _ = g.outcome();
        }
        let start = setup.finish().unwrap();
        let json = JsonRecord::build(&start, &moves, |_| "2024-12-22T14:30:00Z".into()).unwrap().to_json();
        let _ = JsonRecord::load(&mutate(&json, &edits));
        let mut list = kyrras::Moves::new();
        end.generate_moves(&mut list);
        if let Some(&m) = list.first() {
            let _ = end.parse_move(&mutate(&end.format_move(m), &edits));
        }
    }
}
