//! One or more tests per rule of `docs/rules/strife-truce.md`, on hand-built
//! positions with exact decision lists and exact resulting positions.
//!
//! A turn is a sequence of decisions (ST-2); `after` plays decisions
//! separated by spaces, `list` lists the decisions of a position (which may
//! be in the middle of a turn), `turns` lists whole turns.

use board_core::square::Color;
use board_core::{Game, MoveNotation, Outcome, Player, PositionNotation, perft};
use strife_truce::{ActionError, Kind, Sets, Strife};

fn game(p: &str) -> Strife {
    Strife::from_position_text(p).unwrap_or_else(|e| panic!("{p}: {e}"))
}

/// The sorted texts of the legal decisions that contain `filter`.
fn list(p: &str, filter: &str) -> Vec<String> {
    let g = game(p);
    let mut v: Vec<String> = g
        .legal_moves()
        .iter()
        .map(|&a| g.format_move(a))
        .filter(|s| s.contains(filter))
        .collect();
    v.sort();
    v
}

/// The position after playing the decisions of `text` (checked play).
fn after(p: &str, text: &str) -> String {
    let mut g = game(p);
    g.play_text(text)
        .unwrap_or_else(|e| panic!("{p} / {text}: {e}"));
    g.to_position_text()
}

/// Every complete turn from `p`, as decisions separated by spaces, sorted.
fn turns(p: &str) -> Vec<String> {
    fn walk(g: &Strife, prefix: &str, out: &mut Vec<String>) {
        for &a in g.legal_moves().iter() {
            let text = format!("{prefix}{}", g.format_move(a));
            let mut next = g.clone();
            next.play(a).unwrap();
            if next.ply() != g.ply() {
                out.push(text);
            } else {
                walk(&next, &format!("{text} "), out);
            }
        }
    }
    let mut v = Vec::new();
    walk(&game(p), "", &mut v);
    v.sort();
    v
}

fn strings(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w mana=0/0 sets=none/none ply=0";

#[test]
fn start_position_has_the_twenty_chess_moves() {
    // ST-1 ST-1.1
    let g = Strife::start(Sets::default());
    assert_eq!(g.to_position_text(), START);
    let moves = list(START, "");
    assert_eq!(moves.len(), 20);
    assert!(moves.contains(&"e2e4".to_string()) && moves.contains(&"g1f3".to_string()));
}

#[test]
fn no_check_kings_may_be_captured() {
    // ST-1.2
    let p = "4k3/8/8/8/8/8/8/r3K3 w mana=0/0 sets=none/none ply=0";
    assert!(list(p, "").contains(&"e1d1".to_string()));
    let p3 = after(p, "e1d1 a1d1");
    assert_eq!(
        p3,
        "4k3/8/8/8/8/8/8/3r4 w mana=1/0 sets=none/none ply=2 dead=K/-"
    );
    // White has no pieces left: Black wins (ST-3.5).
    assert_eq!(game(&p3).outcome(), Some(Outcome::Winner(Player::new(1))));
    // No castling, no en passant.
    let p = "4k3/8/8/8/3pP3/8/8/R3K2R b mana=0/0 sets=none/none ply=1";
    assert!(!list(p, "").contains(&"d4e3".to_string()));
    let p = "4k3/8/8/8/8/8/8/R3K2R w mana=0/0 sets=none/none ply=0";
    assert!(!list(p, "").iter().any(|m| m == "e1g1" || m == "e1c1"));
}

#[test]
fn square_colours_and_mana_gain() {
    // ST-3 ST-1.3 ST-3.1 ST-3.3
    let g = Strife::start(Sets::default());
    assert_eq!((g.mana(Color::White), g.mana(Color::Black)), (0, 0));
    // e4 is light, e3 dark.
    assert!(after(START, "e2e4").contains("mana=1/0"));
    assert!(after(START, "e2e3").contains("mana=0/0"));
    // Black gains on dark squares: e5 is dark.
    assert!(after(START, "e2e4 e7e5").contains("mana=1/1"));
    assert!(after(START, "e2e4 e7e6").contains("mana=1/0"));
}

#[test]
fn mana_is_judged_where_the_acting_piece_ends_the_turn() {
    // ST-3.3 ST-13.3 (issue 9 #8): a Swap after the move moves the rook, and
    // the square it stands on at the end of the turn decides.
    let p = "4k3/8/8/8/8/8/8/R3K3 w mana=11/0 sets=holy/none ply=0";
    // a2 is light, but the rook ends on e8 (light): 1 mana.
    assert_eq!(
        after(p, "a1a2 $SW:a2e8"),
        "4R3/8/8/8/8/8/k7/4K3 b mana=1/0 sets=holy/none ply=1"
    );
    // The rook ends on e1 (dark): nothing.
    assert_eq!(
        after(p, "a1a2 $SW:e1a2"),
        "4k3/8/8/8/8/8/K7/4R3 b mana=0/0 sets=holy/none ply=1"
    );
    // Flee after the move: the king is judged on its final square.
    let p = "4k3/8/8/8/8/8/3P4/4K3 w mana=15/0 sets=none/none ply=0";
    assert!(after(p, "e1f1 FL:f1e8").starts_with("4K3/8/8/8/8/8/3P4/5k2 b mana=1/0"));
}

#[test]
fn a_turn_is_a_sequence_of_decisions_by_one_piece() {
    // ST-2 ST-2.1
    let p = "4k3/8/8/8/3n4/8/1B6/4K3 w mana=7/0 sets=none/none ply=0";
    // After a skill before the move, only that bishop moves, without skill.
    let committed = after(p, "AM:b2d4");
    assert!(committed.contains("stage=committed"));
    assert_eq!(
        list(&committed, ""),
        strings(&[
            "b2a1", "b2a3", "b2c1", "b2c3", "b2d4", "b2e5", "b2f6", "b2g7", "b2h8"
        ])
    );
    // After its move the turn is over: one skill per piece action.
    assert!(after(p, "AM:b2d4 b2c1").contains(" b mana=0/0"));
    // After a plain move the same bishop may still shoot, or end the turn;
    // no other piece may act.
    assert_eq!(list(&after(p, "b2c3"), ""), ["AM:c3d4", "AM:c3e1", "end"]);
    // With no mana, a turn is one decision: it ends by itself.
    assert!(after(START, "e2e4").contains(" b mana=1/0"));
    assert_eq!(turns(START).len(), 20);
}

#[test]
fn skills_before_and_after_the_move() {
    // ST-2.2
    let p = "4k3/8/8/8/3n4/8/1B6/4K3 w mana=7/0 sets=none/none ply=0";
    assert_eq!(list(p, "AM"), ["AM:b2d4"]);
    assert_eq!(list(&after(p, "b2a1"), "AM"), ["AM:a1d4"]);
    // Kamikaze only after the rook's move.
    let k = "4k3/8/8/8/3pn3/3R4/8/4K3 w mana=13/0 sets=none/none ply=0";
    assert!(list(k, "KZ").is_empty());
    assert_eq!(list(&after(k, "d3d4"), "KZ"), ["KZ:d4"]);
    // A skill before the move is legal only if the piece can then move.
    let boxed = "4k3/8/8/8/8/1p6/PP6/BK6 w mana=7/0 sets=none/none ply=0";
    // Shooting a2 or b1 would leave the bishop walled in; shooting b2 frees it.
    assert_eq!(list(boxed, "AM:a1"), ["AM:a1b2"]);
}

#[test]
fn set_skills_at_any_point_any_number() {
    // ST-2.3 (issue 9 #9)
    // Set Trail and Invincible in one turn.
    let p = "4k3/8/8/8/8/8/8/R3K3 w mana=20/0 sets=fire/none ply=0";
    assert_eq!(
        after(p, "a1a4 $TR $IN"),
        "4k3/8/8/8/R7/8/8/4K3 b mana=1/0 sets=fire/none ply=1 invincible=a4 fire=a1,a2,a3"
    );
    // Bless before the move: the bonus counts this turn.
    let p = "4k3/8/8/8/8/8/8/1B2K3 w mana=3/0 sets=bug/none ply=0";
    assert_eq!(
        after(p, "$BL:b1 b1h7"),
        "4k3/7B/8/8/8/8/8/4K3 b mana=6/0 sets=bug/none ply=1"
    );
    // Freeze before the move: the rook then collides with the frozen rook.
    let p = "4k3/3r4/8/8/8/8/8/3RK3 w mana=8/0 sets=ice/none ply=0";
    assert_eq!(
        after(p, "$FR:d7e8 d1d7"),
        "4k3/3r4/3R4/8/8/8/8/4K3 b mana=0/0 sets=ice/none ply=1 frozen=e8"
    );
    // Swap before the move, then the swapped rook moves.
    let p = "4k3/8/8/8/8/8/8/R3K3 w mana=11/0 sets=holy/none ply=0";
    assert_eq!(
        after(p, "$SW:a1e8 e8c8"),
        "2R5/8/8/8/8/8/8/k3K3 b mana=1/0 sets=holy/none ply=1"
    );
    // Two Sacrifices, one before and one after the move.
    let p = "4k3/8/8/8/8/8/1P1P4/3QK3 w mana=0/0 sets=undead/none ply=0";
    assert_eq!(
        after(p, "$SA:b2:5 d2d4 $SA:d1:13 end"),
        "4k3/8/8/8/3P4/8/8/4K3 b mana=18/0 sets=undead/none ply=1 dead=PQ/-"
    );
    // Between the parts of the piece action: shoot, swap, then move.
    let p = "4k3/8/8/8/3n4/8/1B6/4K3 w mana=18/0 sets=holy/none ply=0";
    assert!(list(&after(p, "AM:b2d4"), "$SW").contains(&"$SW:e1b2".to_string()));
    assert!(
        after(p, "AM:b2d4 $SW:e1b2 e1f2")
            .starts_with("4k3/8/8/8/8/8/1K3B2/8 b mana=0/0 sets=holy/none ply=1 space=c3,d4")
    );
}

#[test]
fn ending_a_turn() {
    // ST-2.4 ST-3.6
    // Set skills alone only when no piece action is possible.
    let p = "4k3/8/8/8/8/8/8/K7 w mana=3/0 sets=bug/none ply=0 fire=a2,b1,b2";
    assert_eq!(list(p, ""), ["$BL:a1"]);
    assert_eq!(
        after(p, "$BL:a1"),
        "4k3/8/8/8/8/8/8/K7 b mana=0/0 sets=bug/none ply=1"
    );
    let stuck = "4k3/8/8/8/8/8/8/K7 w mana=0/0 sets=bug/none ply=0 fire=a2,b1,b2";
    assert_eq!(list(stuck, ""), Vec::<String>::new());
    assert_eq!(game(stuck).outcome(), Some(Outcome::Draw));
    // With a piece action available, no set skill may take it away.
    let p = "4k3/8/8/8/8/8/8/K7 w mana=8/0 sets=ice/none ply=0";
    assert!(list(p, "$FR").is_empty());
    assert_eq!(list(&after(p, "a1a2"), "$FR"), ["$FR:a2e8"]);
    // `end` only once the piece action is done, and only when something
    // else could still be done.
    let p = "4k3/8/8/8/8/8/8/B3K3 w mana=7/0 sets=none/none ply=0";
    assert!(!list(p, "").contains(&"end".to_string()));
    assert_eq!(list(&after(p, "a1c3"), ""), ["AM:c3e1", "end"]);
    assert_eq!(
        after(p, "a1c3 end"),
        "4k3/8/8/8/8/2B5/8/4K3 b mana=7/0 sets=none/none ply=1"
    );
}

#[test]
fn frozen_pieces_cannot_act() {
    // ST-2.5 ST-11.2
    let p = "4k3/8/8/8/8/8/8/R3K3 w mana=40/0 sets=holy/none ply=0 frozen=a1";
    let all = list(p, "");
    assert!(all.iter().all(|a| !a.starts_with("a1")), "{all:?}");
    assert!(all.iter().all(|a| !a.contains("$SW:a1")));
    assert!(!all.iter().any(|a| a.contains("FL:e1a1")));
}

#[test]
fn costs_are_paid_when_the_decision_is_taken() {
    // ST-2.6 ST-3.2
    let p = "4k3/8/8/8/8/8/4P3/4K3 w mana=4/0 sets=none/none ply=0";
    assert!(list(p, "DP").is_empty());
    let p = "4k3/8/8/8/8/8/4P3/4K3 w mana=5/0 sets=none/none ply=0";
    assert!(after(p, "e2e3,DP:e4").contains("mana=1/0"));
    // Fire: Side Kill (3) leaves 7, not enough for Set Trail (8).
    let p = "4k3/8/2p5/8/4P3/8/8/4K3 w mana=10/0 sets=fire/none ply=0";
    assert!(list(&after(p, "e4c6,SK"), "$TR").is_empty());
    // A Sacrifice's refund pays what follows.
    let p = "4k3/8/8/8/8/8/3P4/3QK3 w mana=0/0 sets=undead/none ply=0";
    assert!(list(&after(p, "$SA:d2:5"), "DP").contains(&"e1e2,DP:e3".to_string()));
    // Never above 40.
    let p = "4k3/8/8/8/8/8/4P3/4K3 w mana=40/0 sets=none/none ply=0";
    assert!(after(p, "e2e3").contains("mana=40/0"));
    assert!(
        Strife::from_position_text("4k3/8/8/8/8/8/8/4K3 w mana=41/0 sets=none/none ply=0").is_err()
    );
}

#[test]
fn truce_resigns() {
    // ST-3.4
    let mut g = Strife::start(Sets::default());
    assert!(g.call_truce(Color::White));
    assert_eq!(g.outcome(), Some(Outcome::Winner(Player::new(1))));
    assert_eq!(g.count_moves(), 0);
    assert!(g.to_position_text().ends_with("truce=w"));
    assert_eq!(
        Strife::from_position_text(&g.to_position_text()).unwrap(),
        g
    );
}

#[test]
fn elimination_and_mutual_destruction() {
    // ST-3.5
    let p = "8/8/8/8/8/8/3kr3/3R4 w mana=13/0 sets=none/none ply=0";
    let end = after(p, "d1d2 KZ:d2");
    assert_eq!(game(&end).outcome(), Some(Outcome::Draw));
    let p = "4K3/8/8/8/8/8/3kr3/3R4 w mana=13/0 sets=none/none ply=0";
    let end = after(p, "d1d2 KZ:d2");
    assert_eq!(game(&end).outcome(), Some(Outcome::Winner(Player::new(0))));
    // The turn that eliminates a side ends there.
    assert!(end.contains(" b mana="));
}

#[test]
fn ply_limit_draws() {
    // ST-3.7
    let g = Strife::start(Sets::default()).with_ply_limit(Some(2));
    let mut h = g.clone();
    h.play_text("e2e4").unwrap();
    assert_eq!(h.outcome(), None);
    h.play_text("e7e5").unwrap();
    assert_eq!(h.outcome(), Some(Outcome::Draw));
    assert_eq!(perft(&g, 2), 400);
    assert_eq!(perft(&g, 3), 0);
}

#[test]
fn pawn_moves_and_first_move() {
    // ST-4 ST-4.1 ST-19.2 (issue 9 #13)
    let p = "4k3/8/8/3p4/4P3/8/8/4K3 w mana=0/0 sets=none/none ply=0";
    assert_eq!(list(p, "e4"), ["e4d5", "e4e5"]);
    assert_eq!(list(START, "e2"), ["e2e3", "e2e4"]);
    // A pawn on its start rank that has moved before has no two-square step.
    let p = "4k3/8/8/8/8/8/4P3/4K3 w mana=0/0 sets=none/none ply=0 moved=e2";
    assert_eq!(list(p, "e2"), ["e2e3"]);
    // Back on its start rank by a Side Kill: recorded, no two-square step.
    let p = "4k3/8/8/8/8/4P3/3n4/4K3 w mana=3/0 sets=none/none ply=0";
    let q = after(p, "e3d2,SK");
    assert_eq!(
        q,
        "4k3/8/8/8/8/8/3P4/4K3 b mana=0/0 sets=none/none ply=1 dead=-/N moved=d2"
    );
    let r = after(&q, "e8e7");
    assert_eq!(list(&r, "d2"), ["d2d3"]);
    // A pawn never stands on its last rank; its own first rank is allowed.
    assert!(
        Strife::from_position_text("P3k3/8/8/8/8/8/8/4K3 w mana=0/0 sets=none/none ply=0").is_err()
    );
    assert!(
        Strife::from_position_text("4k3/8/8/8/8/8/8/P3K3 w mana=0/0 sets=none/none ply=0").is_ok()
    );
    // A pushed pawn may not reach its last rank.
    let p = "4k3/P7/R7/8/8/8/8/4K3 w mana=5/0 sets=none/none ply=0";
    assert!(list(p, "PU").is_empty());
}

#[test]
fn promotion() {
    // ST-4.2
    let p = "4k3/P7/8/8/8/8/8/4K3 w mana=0/0 sets=none/none ply=0";
    assert_eq!(list(p, "a7"), ["a7a8b", "a7a8n", "a7a8q", "a7a8r"]);
    assert!(after(p, "a7a8n").starts_with("N3k3/"));
}

#[test]
fn side_kill() {
    // ST-4.3 ST-10.1 (issue 9 #13)
    let p = "4k3/8/2p5/8/4P3/8/8/4K3 w mana=3/0 sets=none/none ply=0";
    assert_eq!(list(p, "SK"), ["e4c6,SK"]);
    let p = "4k3/8/8/3p4/4P3/8/8/4K3 w mana=3/0 sets=none/none ply=0";
    assert_eq!(
        list(p, ""),
        [
            "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e4d5", "e4d5,SK", "e4e5"
        ]
    );
    // Backwards and sideways too, and onto its own first rank.
    let p = "4k3/8/8/8/8/8/2pPp3/3n4 w mana=3/0 sets=none/none ply=0";
    assert_eq!(list(p, "SK"), ["d2c2,SK", "d2d1,SK", "d2e2,SK"]);
    let q = after(p, "d2d1,SK");
    assert_eq!(
        q,
        "4k3/8/8/8/8/8/2p1p3/3P4 b mana=1/0 sets=none/none ply=1 dead=-/N"
    );
    // With Star Fire the pawn's trail burns.
    let p = "4k3/8/2p5/8/4P3/8/8/4K3 w mana=3/0 sets=fire/none ply=0";
    assert_eq!(
        after(p, "e4c6,SK"),
        "4k3/8/2P5/8/8/8/8/4K3 b mana=1/0 sets=fire/none ply=1 fire=e4,d5 dead=-/P"
    );
}

#[test]
fn pawn_double_play() {
    // ST-4.4
    let p = "4k3/8/8/8/8/8/4P3/4K3 w mana=5/0 sets=none/none ply=0";
    assert_eq!(
        list(p, "e2"),
        [
            "e2e3",
            "e2e3,DP:e4",
            "e2e3,DP:e5",
            "e2e4",
            "e2e4,DP:e5",
            "e2e4,DP:e6"
        ]
    );
    // The first move may not promote; the second promotes.
    let p = "k7/8/4P3/8/8/8/8/K7 w mana=5/0 sets=none/none ply=0";
    assert_eq!(
        list(p, "e6"),
        [
            "e6e7",
            "e6e7,DP:e8b",
            "e6e7,DP:e8n",
            "e6e7,DP:e8q",
            "e6e7,DP:e8r"
        ]
    );
}

#[test]
fn knight_double_play() {
    // ST-5 ST-5.1
    let p = "4k3/8/8/8/8/8/8/1N2K3 w mana=5/0 sets=none/none ply=0";
    assert_eq!(
        list(p, "b1a3,DP"),
        ["b1a3,DP:b1", "b1a3,DP:b5", "b1a3,DP:c2", "b1a3,DP:c4"]
    );
}

#[test]
fn field_trail() {
    // ST-5.2 ST-13.1
    let p = "4k3/8/8/8/8/8/8/1N2K3 w mana=8/0 sets=holy/none ply=0";
    assert_eq!(
        after(p, "b1c3,FT"),
        "4k3/8/8/8/8/2N5/8/4K3 b mana=0/0 sets=holy/none ply=1 space=b1,b2,b3"
    );
    let p = "4k3/8/8/8/8/8/8/1N2K3 w mana=8/0 sets=fire/none ply=0";
    assert!(after(p, "b1c3,FT").contains("fire=b1,b2,b3"));
    // Without a field set, nothing happens but the mana is spent.
    let p = "4k3/8/8/8/8/8/8/1N2K3 w mana=8/0 sets=none/none ply=0";
    assert_eq!(
        after(p, "b1c3,FT"),
        "4k3/8/8/8/8/2N5/8/4K3 b mana=0/0 sets=none/none ply=1"
    );
}

#[test]
fn kamikaze() {
    // ST-6 ST-6.1
    let p = "4k3/8/8/8/3pn3/3R4/8/4K3 w mana=13/0 sets=none/none ply=0";
    assert_eq!(
        after(p, "d3d4"),
        "4k3/8/8/8/3Rn3/8/8/4K3 w mana=13/0 sets=none/none ply=0 dead=-/P stage=moved actor=d4 origin=d3 trail=d3 killed=y"
    );
    assert_eq!(
        after(p, "d3d4 KZ:d4"),
        "4k3/8/8/8/8/8/8/4K3 b mana=0/0 sets=none/none ply=1 dead=R/PN"
    );
    // Frozen pieces in the blast survive, without their ice.
    let p = "4k3/8/8/8/3pn3/3R4/8/4K3 w mana=13/0 sets=none/none ply=0 frozen=e4";
    assert_eq!(
        after(p, "d3d4 KZ:d4"),
        "4k3/8/8/8/4n3/8/8/4K3 b mana=0/0 sets=none/none ply=1 dead=R/P"
    );
    // With Star Fire the whole 3x3 area burns.
    let p = "4k3/8/8/8/3pn3/3R4/8/4K3 w mana=21/0 sets=fire/none ply=0";
    assert_eq!(
        after(p, "d3d4 KZ:d4"),
        "4k3/8/8/8/8/8/8/4K3 b mana=8/0 sets=fire/none ply=1 fire=c3,d3,e3,c4,d4,e4,c5,d5,e5 dead=R/PN"
    );
}

#[test]
fn push() {
    // ST-6.2
    let p = "4k3/8/8/8/8/3p4/3R4/4K3 w mana=5/0 sets=none/none ply=0";
    // The black pawn may be pushed onto its own first rank (d8).
    assert_eq!(
        list(p, "PU"),
        ["d2d3,PU", "d2d4,PU", "d2d5,PU", "d2d6,PU", "d2d7,PU"]
    );
    assert_eq!(
        after(p, "d2d4,PU"),
        "4k3/8/8/3p4/3R4/8/8/4K3 b mana=0/0 sets=none/none ply=1"
    );
    // Not without the mana, unless the piece is frozen (ST-11.4).
    let p = "4k3/8/8/8/8/3p4/3R4/4K3 w mana=4/0 sets=none/none ply=0";
    assert!(list(p, "PU").is_empty());
}

#[test]
fn archers_mark() {
    // ST-7 ST-7.1
    let p = "4k3/8/8/8/3n4/8/1B6/4K3 w mana=7/0 sets=none/none ply=0";
    assert_eq!(list(p, "AM"), ["AM:b2d4"]);
    assert_eq!(list(&after(p, "b2c1"), "AM"), ["AM:c1e1"]);
    assert_eq!(list(&after(p, "b2c3"), "AM"), ["AM:c3d4", "AM:c3e1"]);
    assert_eq!(
        after(p, "AM:b2d4 b2c1"),
        "4k3/8/8/8/8/8/8/2B1K3 b mana=0/0 sets=none/none ply=1 dead=-/N"
    );
    // A piece three squares away is in range; a cell on the way stops the shot.
    let p = "4k3/8/5n2/8/8/2B5/8/4K3 w mana=7/0 sets=none/none ply=0";
    assert!(list(p, "").contains(&"AM:c3f6".to_string()));
    let p = "4k3/8/5n2/8/8/2B5/8/4K3 w mana=7/0 sets=none/none ply=0 space=e5";
    assert!(list(p, "AM:c3f6").is_empty());
    // Out of range (4 squares) is no shot.
    let p = "4k3/8/8/4n3/8/8/8/B3K3 w mana=7/0 sets=none/none ply=0";
    assert!(list(p, "AM:a1e5").is_empty());
    // With Star Fire, the cells of a shot before the move appear after it.
    let p = "4k3/8/8/8/3n4/8/1B6/4K3 w mana=7/0 sets=fire/none ply=0";
    assert_eq!(
        after(p, "AM:b2d4 b2d4"),
        "4k3/8/8/8/3B4/8/8/4K3 b mana=0/0 sets=fire/none ply=1 fire=c3 dead=-/N"
    );
}

#[test]
fn archers_mark_blocked_by_cells() {
    // ST-7.1 ST-10.1
    let p = "4k3/8/8/8/3n4/8/1B6/4K3 w mana=7/0 sets=none/none ply=0 fire=c3";
    assert!(list(p, "AM").is_empty());
}

#[test]
fn bishop_double_play() {
    // ST-7.2
    let p = "4k3/8/8/8/8/8/8/B3K3 w mana=7/0 sets=none/none ply=0";
    let dp = list(p, "DP");
    assert!(dp.contains(&"a1d4,DP:g1".to_string()));
    assert!(dp.contains(&"a1b2,DP:a1".to_string()));
    assert_eq!(
        after(p, "a1d4,DP:a7"),
        "4k3/B7/8/8/8/8/8/4K3 b mana=0/0 sets=none/none ply=1"
    );
    let p = "4k3/8/8/8/8/8/8/B3K3 w mana=6/0 sets=none/none ply=0";
    assert!(list(p, "DP").iter().all(|a| !a.starts_with("a1")));
}

#[test]
fn flee() {
    // ST-8 ST-8.1 ST-4.1
    let p = "4k3/8/8/8/8/8/3P4/4K3 w mana=15/0 sets=none/none ply=0";
    // The pawn may be swapped onto its own first rank.
    assert_eq!(list(p, "FL"), ["FL:e1d2", "FL:e1e8"]);
    assert_eq!(
        list(&after(p, "FL:e1e8"), ""),
        ["e8d7", "e8d8", "e8e7", "e8f7", "e8f8"]
    );
    assert_eq!(list(&after(p, "e1e2"), "FL"), ["FL:e2d2", "FL:e2e8"]);
    // The swapped pawn has left its square: no two-square step any more.
    assert_eq!(
        after(p, "e1e2 FL:e2d2"),
        "4k3/8/8/8/8/8/3KP3/8 b mana=0/0 sets=none/none ply=1 moved=e2"
    );
    // Never a pawn onto its last rank.
    let p = "4K3/8/8/8/8/8/3P4/4k3 w mana=15/0 sets=none/none ply=0";
    assert_eq!(list(p, "FL"), ["FL:e8e1"]);
}

#[test]
fn king_double_play() {
    // ST-8.2
    let p = "4k3/8/8/8/8/8/8/K7 w mana=5/0 sets=none/none ply=0";
    assert_eq!(
        list(p, "a1a2,DP"),
        [
            "a1a2,DP:a1",
            "a1a2,DP:a3",
            "a1a2,DP:b1",
            "a1a2,DP:b2",
            "a1a2,DP:b3"
        ]
    );
}

#[test]
fn square_skip() {
    // ST-8.3
    let p = "4k3/8/8/8/8/8/4P3/4K3 w mana=5/0 sets=none/none ply=0";
    assert_eq!(list(p, "SS"), ["SS:e1e3"]);
    assert_eq!(
        list(&after(p, "SS:e1e3"), ""),
        ["e3d2", "e3d3", "e3d4", "e3e4", "e3f2", "e3f3", "e3f4"]
    );
    assert_eq!(list(&after(p, "e1d1"), "SS"), ["SS:d1f3"]);
    assert_eq!(
        after(p, "SS:e1e3 e3e4"),
        "4k3/8/8/8/4K3/8/4P3/8 b mana=1/0 sets=none/none ply=1"
    );
}

#[test]
fn knight_hop() {
    // ST-9 ST-9.1
    let p = "4k3/8/8/8/8/8/8/3QK3 w mana=17/0 sets=none/none ply=0";
    let kh = list(p, "KH");
    assert_eq!(kh.iter().filter(|a| a.ends_with(",KH")).count(), 4);
    assert!(kh.contains(&"d1c3,KH,DP:d5".to_string()));
    assert!(!kh.iter().any(|a| a.contains("FT")));
    let p = "4k3/8/8/8/8/8/8/3QK3 w mana=20/0 sets=none/none ply=0";
    assert!(list(p, "KH").contains(&"d1c3,KH,FT".to_string()));
    let p = "4k3/8/8/8/8/8/8/3QK3 w mana=20/0 sets=ice/none ply=0";
    assert_eq!(
        list(p, "d1c3,KH,FT"),
        ["d1c3,KH,FT:c3", "d1c3,KH,FT:e1", "d1c3,KH,FT:e8"]
    );
    assert_eq!(
        after(p, "d1c3,KH,FT:e8"),
        "4k3/8/8/8/8/2Q5/8/4K3 b mana=0/0 sets=ice/none ply=1 frozen=e8"
    );
}

#[test]
fn adjacent_resurrect() {
    // ST-9.2 (issue 9 #11)
    let p = "4k3/8/8/8/8/8/2PP4/3QK3 w mana=13/0 sets=none/none ply=0 dead=N/-";
    // Before the move: any two of c2, d2, e1 paid, a knight on a free
    // square next to d1 (4 for each pair).
    assert_eq!(list(p, "AR").len(), 12);
    assert!(list(p, "AR").contains(&"AR:d1:Ne2:e1c2".to_string()));
    // After the move d1c1: 5 + 4 + 4 placements.
    assert_eq!(list(&after(p, "d1c1"), "AR").len(), 13);
    assert_eq!(
        after(p, "d1c1 AR:c1:Nb1:c2d2"),
        "4k3/8/8/8/8/8/8/1NQ1K3 b mana=0/0 sets=none/none ply=1 dead=PP/-"
    );
    // Before the move, then the queen moves.
    assert_eq!(
        after(p, "AR:d1:Ne2:c2d2 d1a4"),
        "4k3/8/8/8/Q7/8/4N3/4K3 b mana=1/0 sets=none/none ply=1 dead=PP/-"
    );
    // The paid pieces need not stand next to the queen; a king may return.
    let p = "4k3/7P/8/8/8/8/3P4/3Q4 w mana=13/0 sets=none/none ply=0 dead=K/-";
    assert!(list(p, "AR").contains(&"AR:d1:Ke1:d2h7".to_string()));
    assert_eq!(
        after(p, "AR:d1:Ke1:d2h7 d1d8"),
        "3Qk3/8/8/8/8/8/8/4K3 b mana=0/0 sets=none/none ply=1 dead=PP/-"
    );
    // Nothing to resurrect without dead pieces.
    let p = "4k3/8/8/8/8/8/2PP4/3QK3 w mana=13/0 sets=none/none ply=0";
    assert!(list(p, "AR").is_empty());
    assert!(list(&after(p, "d1c1"), "AR").is_empty());
}

#[test]
fn star_fire_set_trail() {
    // ST-10 ST-10.1 ST-10.2
    let p = "4k3/8/8/8/8/8/8/R3K3 w mana=8/0 sets=fire/none ply=0";
    // Not before the piece has moved.
    assert!(list(p, "$TR").is_empty());
    assert_eq!(
        after(p, "a1a4 $TR"),
        "4k3/8/8/8/R7/8/8/4K3 b mana=1/0 sets=fire/none ply=1 fire=a1,a2,a3"
    );
    // Fire is impassable for the opponent's next turn, then gone.
    let q = after(p, "a1a4 $TR");
    let blocked = "r3k3/8/8/8/R7/8/8/4K3 b mana=0/0 sets=fire/none ply=1 fire=a1,a2,a3";
    assert!(!list(blocked, "a8").contains(&"a8a1".to_string()));
    assert!(!after(&q, "e8d8").contains("fire="));
}

#[test]
fn invincible_and_reflection() {
    // ST-10.3
    let p = "4k3/8/2p5/8/4P3/3K4/8/8 w mana=15/0 sets=fire/none ply=0";
    assert!(list(p, "$IN").is_empty());
    assert_eq!(list(&after(p, "e4c6,SK"), ""), ["$IN", "end"]);
    assert_eq!(
        after(p, "e4c6,SK $IN"),
        "4k3/8/2P5/8/8/3K4/8/8 b mana=1/0 sets=fire/none ply=1 invincible=d3,c6 fire=e4,d5 dead=-/P"
    );
    // A capture of an invincible piece kills the attacker.
    let p = "4k3/8/8/8/8/2n5/8/3RK3 b mana=0/0 sets=none/none ply=1 invincible=d1";
    assert_eq!(
        after(p, "c3d1"),
        "4k3/8/8/8/8/8/8/3RK3 w mana=0/0 sets=none/none ply=2 dead=-/N"
    );
    // An Archer's Mark on it kills the bishop (only after the move).
    let p = "4k3/8/8/8/8/1b6/8/3RK3 b mana=0/7 sets=none/none ply=1 invincible=d1";
    assert!(list(p, "AM").is_empty());
    assert_eq!(list(&after(p, "b3a4"), "AM"), ["AM:a4d1"]);
    assert_eq!(
        after(p, "b3c2 AM:c2d1"),
        "4k3/8/8/8/8/8/8/3RK3 w mana=0/0 sets=none/none ply=2 dead=-/B"
    );
}

#[test]
fn reflected_capture_on_the_last_rank_does_not_promote() {
    // ST-10.3 ST-4.2
    let p = "r3k3/1P6/8/8/8/8/8/4K3 w mana=0/0 sets=none/none ply=0 invincible=a8";
    assert_eq!(list(p, "b7"), ["b7a8", "b7b8b", "b7b8n", "b7b8q", "b7b8r"]);
    assert_eq!(game(p).count_moves(), 10);
    assert_eq!(
        after(p, "b7a8"),
        "r3k3/8/8/8/8/8/8/4K3 b mana=0/0 sets=none/none ply=1 dead=P/-"
    );
}

#[test]
fn freeze() {
    // ST-11 ST-11.1 ST-16.2
    let p = "4k3/8/8/8/8/8/8/R3K3 w mana=8/0 sets=ice/none ply=0";
    // Before the move, any pair that leaves White a piece action.
    assert_eq!(list(p, "$FR"), ["$FR:a1e8", "$FR:e1e8"]);
    assert_eq!(
        list(&after(p, "a1a2"), "$FR"),
        ["$FR:a2e8", "$FR:e1a2", "$FR:e1e8"]
    );
    let q = after(p, "a1a2 $FR:e1e8");
    assert!(q.contains("frozen=e1,e8"));
    // Black's only piece is frozen: no action at all, a draw (ST-3.6).
    assert!(list(&q, "").is_empty());
    assert_eq!(game(&q).outcome(), Some(Outcome::Draw));
    // With another piece Black moves it, and the freeze ends with that turn.
    let p = "4k3/7p/8/8/8/8/8/R3K3 w mana=8/0 sets=ice/none ply=0";
    let q = after(p, "a1a2 $FR:e1e8");
    assert_eq!(list(&q, ""), ["h7h5", "h7h6"]);
    assert!(!after(&q, "h7h6").contains("frozen"));
    // Two freezes in one turn; a piece frozen this turn is not chosen again.
    let p = "4k3/7p/8/8/8/8/7P/R3K3 w mana=16/0 sets=ice/none ply=0";
    let q = after(p, "$FR:h7e8 a1a2");
    assert!(
        list(&q, "$FR")
            .iter()
            .all(|a| !a.contains("e8") && !a.contains("h7"))
    );
    assert!(after(&q, "$FR:e1h2").contains("frozen=e1,h2,h7,e8"));
}

#[test]
fn collision() {
    // ST-11.3
    let p = "4k3/3r4/8/8/8/8/8/3RK3 b mana=0/0 sets=none/none ply=1 frozen=d1";
    assert!(list(p, "d7").contains(&"d7d1".to_string()));
    assert_eq!(
        after(p, "d7d1"),
        "4k3/8/8/8/8/8/3r4/3RK3 w mana=0/1 sets=none/none ply=2"
    );
    let p = "4k3/8/8/8/8/2n5/8/3RK3 b mana=0/0 sets=none/none ply=1 frozen=d1";
    assert_eq!(
        after(p, "c3d1"),
        "4k3/8/8/8/8/2n5/8/3RK3 w mana=0/1 sets=none/none ply=2"
    );
}

#[test]
fn free_push_of_frozen_pieces() {
    // ST-11.4
    let p = "4k3/8/8/8/8/8/4n3/4K3 w mana=0/0 sets=none/none ply=0 frozen=e2";
    assert_eq!(list(p, "PU"), ["e1e2,PU"]);
    assert_eq!(
        after(p, "e1e2,PU"),
        "4k3/8/8/8/8/4n3/4K3/8 b mana=1/0 sets=none/none ply=1"
    );
    let p = "4k3/8/8/8/8/8/1n6/B3K3 w mana=0/0 sets=none/none ply=0 frozen=b2";
    assert_eq!(
        list(p, "a1"),
        [
            "a1b2", "a1b2,PU", "a1c3,PU", "a1d4,PU", "a1e5,PU", "a1f6,PU", "a1g7,PU"
        ]
    );
}

#[test]
fn ice_knight_trail() {
    // ST-11.5
    let p = "4k3/8/8/8/8/8/8/1N2K3 w mana=8/0 sets=ice/none ply=0";
    assert_eq!(
        list(p, "b1c3,FT"),
        ["b1c3,FT:c3", "b1c3,FT:e1", "b1c3,FT:e8"]
    );
}

#[test]
fn ice_rook_kamikaze() {
    // ST-11.6
    let p = "4k3/8/8/8/3pn3/3R4/8/4K3 w mana=13/0 sets=ice/none ply=0";
    assert_eq!(
        after(p, "d3d4 KZ:d4"),
        "4k3/8/8/8/3Rn3/8/8/4K3 b mana=0/0 sets=ice/none ply=1 frozen=d4,e4 dead=-/P"
    );
}

#[test]
fn swarm() {
    // ST-12 ST-12.1 (issue 9 #10)
    let p = "4k3/8/8/8/8/8/P7/R3K3 w mana=15/0 sets=bug/none ply=0";
    // The first Swarm moves: every plain move of every piece.
    assert_eq!(list(p, "$SM").len(), 10);
    // Legs in any order: the pawn first, then the rook through its square.
    let q = after(p, "$SM:a2a4");
    assert_eq!(
        list(&q, ""),
        strings(&[
            "$SM:a1a2", "$SM:a1a3", "$SM:a1b1", "$SM:a1c1", "$SM:a1d1", "$SM:e1d1", "$SM:e1d2",
            "$SM:e1e2", "$SM:e1f1", "$SM:e1f2", "end"
        ])
    );
    assert_eq!(
        after(p, "$SM:a2a4 $SM:a1a3 end"),
        "4k3/8/8/8/P7/R7/8/4K3 b mana=0/0 sets=bug/none ply=1"
    );
    // Up to three pieces; no skill, no mana at the end.
    assert_eq!(
        after(p, "$SM:a2a4 $SM:a1a3 $SM:e1e2"),
        "4k3/8/8/8/P7/R7/4K3/8 b mana=0/0 sets=bug/none ply=1"
    );
}

#[test]
fn bless() {
    // ST-12.2 ST-16.3
    let p = "4k3/8/8/8/8/8/8/1B2K3 w mana=0/0 sets=bug/none ply=0 blessed=b1";
    assert_eq!(
        after(p, "b1h7"),
        "4k3/7B/8/8/8/8/8/4K3 b mana=6/0 sets=bug/none ply=1"
    );
    let p = "4k3/8/8/8/8/8/8/R3K3 w mana=6/0 sets=bug/none ply=0";
    assert_eq!(list(p, "$BL"), ["$BL:a1", "$BL:e1"]);
    assert_eq!(list(&after(p, "a1a2"), "$BL"), ["$BL:a2", "$BL:e1"]);
    // One blessed piece per turn; the blessing ends with the turn.
    let q = after(p, "$BL:a1");
    assert!(q.contains("blessed=a1"));
    assert!(list(&q, "$BL").is_empty());
    // a1-a8 is 7 squares away; a8 is light: 1 + 6.
    assert_eq!(
        after(&q, "a1a8"),
        "R3k3/8/8/8/8/8/8/4K3 b mana=10/0 sets=bug/none ply=1"
    );
}

#[test]
fn force_holy_trail_and_swap() {
    // ST-13 ST-13.2 ST-13.3 ST-16.5
    let p = "4k3/8/8/8/8/8/8/R3K3 w mana=8/0 sets=holy/none ply=0";
    assert!(after(p, "a1a4 $TR").contains("space=a1,a2,a3"));
    let p = "4k3/8/8/8/8/8/8/R3K3 w mana=11/0 sets=holy/none ply=0";
    assert_eq!(
        list(&after(p, "a1a2"), "$SW"),
        ["$SW:a2e8", "$SW:e1a2", "$SW:e1e8"]
    );
    // Statuses follow the pieces.
    let p = "4k3/8/8/8/8/8/8/R3K3 b mana=0/11 sets=none/holy ply=1 invincible=a1";
    assert!(after(p, "$SW:a1e1").contains(" invincible=e1 "));
}

#[test]
fn sacrifice() {
    // ST-14 ST-14.1 (issue 9 #12)
    let p = "4k3/8/8/8/8/8/3P4/3QK3 w mana=0/0 sets=undead/none ply=0";
    assert_eq!(list(p, "$SA:d1"), ["$SA:d1:10", "$SA:d1:12", "$SA:d1:13"]);
    assert_eq!(list(p, "$SA:e1"), ["$SA:e1:15", "$SA:e1:5"]);
    assert_eq!(list(p, "$SA:d2"), ["$SA:d2:3", "$SA:d2:5"]);
    assert_eq!(Kind::Queen.skill_costs(), &[10, 12, 13]);
    assert_eq!(
        after(p, "$SA:d1:12 e1d1,DP:c1 end"),
        "4k3/8/8/8/8/8/3P4/2K5 b mana=7/0 sets=undead/none ply=1 dead=Q/-"
    );
    // The refund is capped at 40.
    let p = "4k3/8/8/8/8/8/3P4/3QK3 w mana=35/0 sets=undead/none ply=0";
    assert!(after(p, "$SA:d1:13").contains("mana=40/0"));
}

#[test]
fn undead_resurrect() {
    // ST-14.2
    let p = "4k3/8/8/8/8/8/2Pp4/3QK3 w mana=10/0 sets=undead/none ply=0 dead=N/-";
    assert!(list(&after(p, "d1c1"), "UR").contains(&"UR:c1:Nb1:c2d2".to_string()));
    assert_eq!(
        after(p, "d1c1 UR:c1:Nb1:c2d2 end"),
        "4k3/8/8/8/8/8/8/1NQ1K3 b mana=0/0 sets=undead/none ply=1 dead=P/P"
    );
    // The enemy piece paid may stand anywhere.
    let p = "4k3/p7/8/8/8/8/2P5/3QK3 w mana=10/0 sets=undead/none ply=0 dead=N/-";
    assert!(list(p, "UR").contains(&"UR:d1:Nd2:c2a7".to_string()));
    // Not with the ordinary set.
    let p = "4k3/8/8/8/8/8/2Pp4/3QK3 w mana=10/0 sets=none/none ply=0 dead=N/-";
    assert!(list(p, "UR").is_empty());
}

#[test]
fn void_drain_and_mana_lock() {
    // ST-15 ST-15.1 ST-15.2 ST-16.4
    let p = "4k3/8/8/8/8/8/p7/R3K3 w mana=0/3 sets=void/none ply=0";
    assert_eq!(
        after(p, "a1a2"),
        "4k3/8/8/8/8/8/R7/4K3 b mana=2/2 sets=void/none ply=1 dead=-/P"
    );
    let p = "4k3/8/8/8/8/8/p7/R3K3 w mana=0/3 sets=none/none ply=0";
    assert!(after(p, "a1a2").contains("mana=1/3"));
    let p = "4k3/3p4/8/8/8/8/8/R3K3 w mana=10/5 sets=void/none ply=0";
    // Before or after the move, once.
    assert_eq!(list(p, "$ML"), ["$ML"]);
    let q = after(p, "$ML a1a2");
    assert_eq!(q, after(p, "a1a2 $ML"));
    assert!(q.contains("locked=b"));
    // Locked: no Side Kill or Double Play for Black this turn.
    assert!(list(&q, ",").is_empty());
    assert!(!after(&q, "d7d6").contains("locked"));
}

#[test]
fn effects_expire() {
    // ST-16 ST-16.1
    let p = "4k3/8/8/8/8/8/8/R3K3 w mana=8/0 sets=fire/none ply=0";
    let q = after(p, "a1a4 $TR");
    assert!(q.contains("fire=a1,a2,a3"));
    assert!(!after(&q, "e8e7").contains("fire="));
}

#[test]
fn reference_positions() {
    // ST-17 ST-17.1 ST-17.2
    let g = Strife::start_with_mana(Sets::default(), 20);
    assert_eq!(
        g.to_position_text(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w mana=20/20 sets=none/none ply=0"
    );
    // One ply is one decision; a turn without anything else to decide is
    // one decision, so the plain counts are those of chess without check.
    let plain = Strife::start(Sets::default());
    assert_eq!(perft(&plain, 3), 8902);
    assert_eq!(plain.perft_turns(3), 8902);
}

#[test]
fn bad_action_text() {
    // ST-18 ST-18.1
    let g = Strife::start(Sets::default());
    assert!(matches!(
        g.parse_move("e2e5"),
        Err(ActionError::IllegalText(_))
    ));
    assert!(matches!(
        g.parse_move("e2"),
        Err(ActionError::Syntax { .. })
    ));
    assert!(matches!(
        g.parse_move("e2e4,XX"),
        Err(ActionError::Syntax { .. })
    ));
    // One decision per text: a whole turn is decisions separated by spaces.
    assert!(matches!(
        g.parse_move("e2e4,$TR"),
        Err(ActionError::Syntax { .. })
    ));
    assert!(matches!(g.parse_move(""), Err(ActionError::Syntax { .. })));
    // Errors quote at most 40 characters of the input.
    let long = "x".repeat(500);
    let e = g.parse_move(&long).unwrap_err().to_string();
    assert!(e.len() < 120, "{e}");
    assert!(e.contains(&format!("{}...", "x".repeat(40))));
    let mut h = g.clone();
    assert!(h.play_text("e2e4 e7e5 zz").is_err());
    assert_eq!(h, g);
}

#[test]
fn bad_position_text() {
    // ST-19 ST-19.1
    for bad in [
        "",
        "8/8/8/8/8/8/8/8",
        "4k3/8/8/8/8/8/8/4K3 x mana=0/0 sets=none/none ply=0",
        "4k3/8/8/8/8/8/8/4K3 w sets=none/none ply=0",
        "4k3/8/8/8/8/8/8/4K3 w mana=0/0 sets=fire/earth ply=0",
        "4k3/8/8/8/8/8/8/4K3 w mana=0/0 sets=none/none ply=0 fire=e1",
        "4k3/8/8/8/8/8/8/4K3 w mana=0/0 sets=none/none ply=0 frozen=e4",
        "4k3/8/8/8/8/8/8/4K3 w mana=0/0 sets=none/none ply=0 ply=1",
        "4k3/8/8/8/8/8/8/4K3 w mana=0/0 sets=none/none ply=0 colour=red",
        "4k3/8/8/8/8/8/8/4K9 w mana=0/0 sets=none/none ply=0",
        "4k3/8/8/8/8/8/8/4K3 w mana=0/0 sets=none/none ply=0 moved=e1",
        "4k3/8/8/8/8/8/8/4K3 w mana=0/0 sets=none/none ply=0 stage=committed",
        "4k3/8/8/8/8/8/8/4K3 w mana=0/0 sets=none/none ply=0 actor=e4",
    ] {
        assert!(Strife::from_position_text(bad).is_err(), "{bad}");
    }
    let e = Strife::from_position_text(&format!(
        "4k3/8/8/8/8/8/8/4K3 w mana=0/0 sets=none/none ply=0 {}=1",
        "y".repeat(300)
    ))
    .unwrap_err()
    .to_string();
    assert!(e.len() < 100, "{e}");
}

#[test]
fn positions_in_the_middle_of_a_turn_round_trip() {
    // ST-19.2
    let p = "4k3/8/2p5/8/4P3/3K4/8/8 w mana=15/0 sets=fire/none ply=0";
    let q = after(p, "e4c6,SK");
    assert_eq!(
        q,
        "4k3/8/2P5/8/8/3K4/8/8 w mana=12/0 sets=fire/none ply=0 fire=e4,d5 dead=-/P stage=done actor=c6 origin=e4 trail=e4,d5 newcells=e4,d5 killed=y"
    );
    assert_eq!(game(&q).to_position_text(), q);
    assert_eq!(after(&q, "$IN"), after(p, "e4c6,SK $IN"));
}
