//! Fuzz-style property tests: arbitrary input to the card-set loader, the
//! action parser, the state loader and the record reader is refused with an
//! error, never a panic (LY-2.7, LY-19.3, LY-19.5, LY-19.6).

use board_core::{Game, playout};
use lytharia::cards::CardSet;
use lytharia::{GameRecord, LytharianChess, Mode};
use proptest::prelude::*;
use serde_json::Value;

/// Replaces one JSON leaf (chosen by `pick`) with `with`.
fn mutate(v: &mut Value, pick: &mut u64, with: &Value) -> bool {
    match v {
        Value::Object(m) => {
            for (_, x) in m.iter_mut() {
                if mutate(x, pick, with) {
                    return true;
                }
            }
            false
        }
        Value::Array(a) => {
            for x in a.iter_mut() {
                if mutate(x, pick, with) {
                    return true;
                }
            }
            false
        }
        _ => {
            if *pick == 0 {
                *v = with.clone();
                true
            } else {
                *pick -= 1;
                false
            }
        }
    }
}

fn leaf() -> impl Strategy<Value = Value> {
    prop_oneof![
        any::<i64>().prop_map(Value::from),
        (0u64..300).prop_map(Value::from),
        "[a-z0-9_-]{0,12}".prop_map(Value::from),
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn card_sets_never_panic(text in "\\PC{0,200}", pick in 0u64..2000, with in leaf()) {
        let _ = CardSet::from_json(&text);
        let mut v: Value = serde_json::from_str(lytharia::cards::SAMPLE_SET_JSON).unwrap();
        let mut p = pick;
        mutate(&mut v, &mut p, &with);
        if let Ok(set) = CardSet::from_value(v) {
            // Whatever loads, round-trips.
            prop_assert_eq!(CardSet::from_json(&set.to_json()).unwrap(), set);
        }
    }

    #[test]
    fn action_text_never_panics(text in "\\PC{0,24}", seed in 0u64..20) {
        let g = LytharianChess::new(Mode::ALL[(seed % 3) as usize], seed);
        if let Ok(a) = g.parse_action(&text) {
            prop_assert!(g.is_legal(a));
        }
        let _ = g.parse_action(&format!("cast:{text}"));
        let _ = g.parse_action(&format!("ability:{text}"));
    }

    #[test]
    fn states_and_records_never_panic(seed in 0u64..1000, pick in 0u64..3000, with in leaf()) {
        let mode = Mode::ALL[(seed % 3) as usize];
        let start = LytharianChess::new(mode, seed);
        let p = playout(&start, seed, 60);
        let mut v: Value = serde_json::from_str(&p.end_state.to_json()).unwrap();
        let mut k = pick;
        mutate(&mut v, &mut k, &with);
        if let Ok(g) = LytharianChess::from_json(&v.to_string()) {
            // A state that loads can be played on.
            let mut g = g;
            for _ in 0..20 {
                let moves = g.legal_moves();
                let Some(&a) = moves.first() else { break };
                g.play(a).unwrap();
            }
        }
        let record = GameRecord::new(CardSet::sample(), lytharia::Setup::sample(mode, seed), &p.moves).unwrap();
        let mut r: Value = serde_json::from_str(&record.to_json()).unwrap();
        let mut k = pick;
        mutate(&mut r, &mut k, &with);
        if let Ok(rec) = GameRecord::from_json(&r.to_string()) {
            let _ = rec.replay();
        }
    }
}
