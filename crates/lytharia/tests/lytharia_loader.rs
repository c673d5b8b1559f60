//! LY-19.6: the state loader refuses states no game can reach, each with an
//! error naming the field (issue 20).

use board_core::{Game, Outcome, Player};
use lytharia::cards::{CardSet, PieceType};
use lytharia::{LytharianChess, Mode};
use serde_json::{Value, json};

fn state(mode: Mode) -> Value {
    serde_json::from_str(&LytharianChess::new(mode, 1).to_json()).unwrap()
}

fn piece(v: &Value, troop: usize) -> PieceType {
    let set = CardSet::sample();
    let id = set
        .id(v["troops"][troop]["card"].as_str().unwrap())
        .unwrap();
    set.troop(id).unwrap().piece
}

/// The indices of `seat`'s troops of `kind`.
fn troops(v: &Value, seat: u64, kind: PieceType) -> Vec<usize> {
    (0..v["troops"].as_array().unwrap().len())
        .filter(|&t| v["troops"][t]["owner"] == seat && piece(v, t) == kind)
        .collect()
}

/// The load error of `v`, which must name `field`.
fn refused(v: &Value, field: &str) -> String {
    match LytharianChess::from_json(&v.to_string()) {
        Ok(_) => panic!("accepted"),
        Err(e) => {
            let e = e.to_string();
            assert!(e.contains(&format!("{field}: ")), "{e}");
            e
        }
    }
}

// LY-19.6
#[test]
fn unreachable_armies_are_refused() {
    let start = state(Mode::Full);
    assert!(LytharianChess::from_json(&start.to_string()).is_ok());
    // No Kings.
    let mut v = start.clone();
    for seat in 0..2 {
        for t in troops(&start, seat, PieceType::King) {
            v["troops"][t]["square"] = Value::Null;
        }
    }
    assert!(refused(&v, "troops").contains("no King"));
    // Two Kings for one side: a pawn with the King's card.
    let mut v = start.clone();
    let king = troops(&start, 0, PieceType::King)[0];
    let pawn = troops(&start, 0, PieceType::Pawn)[0];
    v["troops"][pawn]["card"] = v["troops"][king]["card"].clone();
    assert!(refused(&v, "troops").contains("2 Kings"));
    // A 17th troop (off the board, as if killed).
    let mut v = start.clone();
    let mut extra = v["troops"][pawn].clone();
    extra["square"] = Value::Null;
    v["troops"].as_array_mut().unwrap().push(extra);
    assert!(refused(&v, "troops").contains("17 troops"));
    // A pawn on its last rank with no promotion pending: the black rook of
    // a8 is gone and a white pawn stands there.
    let mut v = start.clone();
    let rook = (0..32).find(|&t| v["troops"][t]["square"] == "a8").unwrap();
    v["troops"][rook]["square"] = Value::Null;
    v["troops"][pawn]["square"] = json!("a8");
    assert!(refused(&v, "troops").contains("last rank"));
    // Pawn Wars: pawns only, eight a side.
    let pw = state(Mode::PawnWars);
    let mut v = pw.clone();
    v["troops"][0]["card"] = start["troops"][king]["card"].clone();
    assert!(refused(&v, "troops").contains("8 pawns"));
}

// LY-19.6
#[test]
fn buffs_beyond_any_card_are_refused() {
    let start = state(Mode::Full);
    for (field, value) in [
        ("perm_att", 30000),
        ("perm_def", 30000),
        ("perm_att", -30000),
        ("turn_att", 30000),
        ("turn_att", -30000),
        ("turn_def", 30000),
    ] {
        let mut v = start.clone();
        v["troops"][0][field] = json!(value);
        refused(&v, "troops");
    }
    // The sample set changes Att and Def only for a turn, so any lasting
    // change is refused, and a raise for this turn is fine.
    let mut v = start.clone();
    v["troops"][0]["perm_att"] = json!(1);
    refused(&v, "troops");
    let mut v = start.clone();
    v["troops"][0]["turn_att"] = json!(2);
    v["troops"][0]["turn_def"] = json!(2);
    assert!(LytharianChess::from_json(&v.to_string()).is_ok());
}

// LY-19.6, LY-16.6
#[test]
fn turn_limit_below_the_turn_is_refused() {
    let mut v = state(Mode::Full);
    v["turn"] = json!(5);
    v["turn_limit"] = json!(3);
    assert!(refused(&v, "turn_limit").contains("below the current turn"));
    v["turn_limit"] = json!(5);
    assert!(LytharianChess::from_json(&v.to_string()).is_ok());
}

// LY-19.6, LY-16.1
#[test]
fn outcomes_inconsistent_with_the_board_are_refused() {
    let start = state(Mode::Full);
    // A win, or a draw, set at turn 1 with both Kings on the board.
    for outcome in [Outcome::Winner(Player::new(0)), Outcome::Draw] {
        let mut v = start.clone();
        v["outcome"] = serde_json::to_value(outcome).unwrap();
        refused(&v, "outcome");
    }
    // A finished game (Black's King killed) with its outcome cleared.
    let mut v = start.clone();
    let black_king = troops(&start, 1, PieceType::King)[0];
    v["troops"][black_king]["square"] = Value::Null;
    v["outcome"] = serde_json::to_value(Outcome::Winner(Player::new(0))).unwrap();
    let over = LytharianChess::from_json(&v.to_string()).unwrap();
    assert_eq!(over.outcome(), Some(Outcome::Winner(Player::new(0))));
    // The wrong winner.
    v["outcome"] = serde_json::to_value(Outcome::Winner(Player::new(1))).unwrap();
    refused(&v, "outcome");
    // Resumed: the outcome cleared.
    v["outcome"] = Value::Null;
    assert!(refused(&v, "troops").contains("no King"));
    // Pawn Wars: a result the points do not give.
    let mut v = state(Mode::PawnWars);
    v["outcome"] = serde_json::to_value(Outcome::Winner(Player::new(1))).unwrap();
    refused(&v, "outcome");
    // Battle Duels: a winner without more round wins.
    let mut v = state(Mode::Duels);
    v["outcome"] = serde_json::to_value(Outcome::Winner(Player::new(1))).unwrap();
    refused(&v, "outcome");
}
