//! One or more tests per rule of `docs/rules/strife-truce.md`, on hand-built
//! positions with exact action lists and exact resulting positions.

use board_core::square::Color;
use board_core::{Game, MoveNotation, Outcome, Player, PositionNotation, perft};
use strife_truce::{ActionError, Kind, Sets, Strife};

fn game(p: &str) -> Strife {
    Strife::from_position_text(p).unwrap_or_else(|e| panic!("{p}: {e}"))
}

/// The sorted texts of the legal actions that contain `filter`.
fn list(p: &str, filter: &str) -> Vec<String> {
    let g = game(p);
    let mut v: Vec<String> = g
        .legal_actions()
        .into_iter()
        .map(|a| g.format_move(a))
        .filter(|s| s.contains(filter))
        .collect();
    v.sort();
    v
}

/// The position after playing `action` (checked play).
fn after(p: &str, action: &str) -> String {
    let mut g = game(p);
    let a = g
        .parse_move(action)
        .unwrap_or_else(|e| panic!("{action}: {e}"));
    g.play(a).unwrap();
    g.to_position_text()
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
    let p2 = after(p, "e1d1");
    let p3 = after(&p2, "a1d1");
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
    let p = after(START, "e2e4");
    assert!(after(&p, "e7e5").contains("mana=1/1"));
    assert!(after(&p, "e7e6").contains("mana=1/0"));
}

#[test]
fn one_piece_acts_with_its_own_skill() {
    // ST-2 ST-2.1 ST-2.2
    let p = "4k3/8/8/8/8/8/4P3/4K3 w mana=5/0 sets=none/none ply=0";
    for a in list(p, "") {
        let g = game(p);
        let action = g.parse_move(&a).unwrap();
        let mut next = g.clone();
        next.play(action).unwrap();
        // Exactly one white piece moved: the other stays.
        let moved = (g.pieces(Color::White).0 ^ next.pieces(Color::White).0).count_ones();
        assert!(moved <= 2, "{a}");
    }
    // Skills before and after the move are different actions.
    let p = "4k3/8/8/8/3n4/8/1B6/4K3 w mana=7/0 sets=none/none ply=0";
    let shots = list(p, "AM");
    assert!(shots.contains(&"AM:d4,b2d4".to_string()));
    assert!(shots.contains(&"b2c3,AM:d4".to_string()));
}

#[test]
fn one_set_skill_per_turn_at_its_fixed_point() {
    // ST-2.3
    let p = "4k3/8/8/8/8/8/8/R3K3 w mana=40/0 sets=bug/none ply=0";
    for a in list(p, "$") {
        assert_eq!(a.matches('$').count(), 1, "{a}");
    }
    // Bless comes after the move, Sacrifice before.
    assert!(
        list(p, "$BL")
            .iter()
            .all(|a| a.ends_with(|c: char| c.is_ascii_digit()))
    );
    let u = "4k3/8/8/8/8/8/3P4/3QK3 w mana=0/0 sets=undead/none ply=0";
    assert!(list(u, "$SA").iter().all(|a| a.starts_with("$SA:")));
}

#[test]
fn set_skill_alone_only_without_a_piece_action() {
    // ST-2.4 ST-3.6
    let p = "4k3/8/8/8/8/8/8/K7 w mana=3/0 sets=bug/none ply=0 fire=a2,b1,b2";
    assert_eq!(list(p, ""), ["$BL:a1"]);
    let stuck = "4k3/8/8/8/8/8/8/K7 w mana=0/0 sets=bug/none ply=0 fire=a2,b1,b2";
    assert_eq!(list(stuck, ""), Vec::<String>::new());
    assert_eq!(game(stuck).outcome(), Some(Outcome::Draw));
    // With a piece action available, no set-skill-only turn.
    let p = "4k3/8/8/8/8/8/8/K7 w mana=3/0 sets=bug/none ply=0";
    assert!(!list(p, "").contains(&"$BL:a1".to_string()));
}

#[test]
fn frozen_pieces_cannot_act() {
    // ST-2.5 ST-11.2
    let p = "4k3/8/8/8/8/8/8/R3K3 w mana=40/0 sets=holy/none ply=0 frozen=a1";
    let all = list(p, "");
    assert!(all.iter().all(|a| !a.starts_with("a1")), "{all:?}");
    assert!(all.iter().all(|a| !a.contains("$SW:a1")));
    assert!(
        !all.iter()
            .any(|a| a.contains("FL:e1a1") || a.ends_with("FL:a1"))
    );
}

#[test]
fn costs_are_paid_from_mana_at_the_start() {
    // ST-2.6 ST-3.2
    let p = "4k3/8/8/8/8/8/4P3/4K3 w mana=4/0 sets=none/none ply=0";
    assert!(list(p, "DP").is_empty());
    let p = "4k3/8/8/8/8/8/4P3/4K3 w mana=5/0 sets=none/none ply=0";
    assert!(after(p, "e2e3,DP:e4").contains("mana=1/0"));
    // Fire Set Trail (8) + Side Kill (3) need 11.
    let p = "4k3/8/2p5/8/4P3/8/8/4K3 w mana=10/0 sets=fire/none ply=0";
    assert!(list(p, "$TR").iter().all(|a| !a.contains("SK")));
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
    let end = after(p, "d1d2,KZ");
    assert_eq!(game(&end).outcome(), Some(Outcome::Draw));
    let p = "4K3/8/8/8/8/8/3kr3/3R4 w mana=13/0 sets=none/none ply=0";
    let end = after(p, "d1d2,KZ");
    assert_eq!(game(&end).outcome(), Some(Outcome::Winner(Player::new(0))));
}

#[test]
fn ply_limit_draws() {
    // ST-3.7
    let g = Strife::start(Sets::default()).with_ply_limit(Some(2));
    let mut h = g.clone();
    h.play(h.parse_move("e2e4").unwrap()).unwrap();
    assert_eq!(h.outcome(), None);
    h.play(h.parse_move("e7e5").unwrap()).unwrap();
    assert_eq!(h.outcome(), Some(Outcome::Draw));
    assert_eq!(perft(&g, 2), 400);
    assert_eq!(perft(&g, 3), 0);
}

#[test]
fn pawn_moves_and_rank_rule() {
    // ST-4 ST-4.1
    let p = "4k3/8/8/3p4/4P3/8/8/4K3 w mana=0/0 sets=none/none ply=0";
    assert_eq!(list(p, "e4"), ["e4d5", "e4e5"]);
    assert_eq!(list(START, "e2"), ["e2e3", "e2e4"]);
    assert!(
        Strife::from_position_text("4k3/8/8/8/8/8/8/P3K3 w mana=0/0 sets=none/none ply=0").is_err()
    );
    // A pushed pawn may not reach rank 8.
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
    // ST-4.3 ST-10.1
    let p = "4k3/8/2p5/8/4P3/8/8/4K3 w mana=3/0 sets=none/none ply=0";
    assert_eq!(list(p, "SK"), ["e4c6,SK"]);
    let p = "4k3/8/8/3p4/4P3/8/8/4K3 w mana=3/0 sets=none/none ply=0";
    assert_eq!(
        list(p, ""),
        [
            "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e4d5", "e4d5,SK", "e4e5"
        ]
    );
    // Backwards and sideways too, but never onto its own first rank.
    let p = "4k3/8/8/8/8/8/2pPp3/3n4 w mana=3/0 sets=none/none ply=0";
    assert_eq!(list(p, "SK"), ["d2c2,SK", "d2e2,SK"]);
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
    assert_eq!(list(p, "KZ").len(), 10);
    assert_eq!(
        after(p, "d3d4,KZ"),
        "4k3/8/8/8/8/8/8/4K3 b mana=0/0 sets=none/none ply=1 dead=R/PN"
    );
    // Frozen pieces in the blast survive, without their ice.
    let p = "4k3/8/8/8/3pn3/3R4/8/4K3 w mana=13/0 sets=none/none ply=0 frozen=e4";
    assert_eq!(
        after(p, "d3d4,KZ"),
        "4k3/8/8/8/4n3/8/8/4K3 b mana=0/0 sets=none/none ply=1 dead=R/P"
    );
    // With Star Fire the whole 3x3 area burns.
    let p = "4k3/8/8/8/3pn3/3R4/8/4K3 w mana=21/0 sets=fire/none ply=0";
    assert_eq!(
        after(p, "d3d4,KZ"),
        "4k3/8/8/8/8/8/8/4K3 b mana=8/0 sets=fire/none ply=1 fire=c3,d3,e3,c4,d4,e4,c5,d5,e5 dead=R/PN"
    );
}

#[test]
fn push() {
    // ST-6.2
    let p = "4k3/8/8/8/8/3p4/3R4/4K3 w mana=5/0 sets=none/none ply=0";
    assert_eq!(list(p, "PU"), ["d2d3,PU", "d2d4,PU", "d2d5,PU", "d2d6,PU"]);
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
    assert_eq!(
        list(p, "AM"),
        [
            "AM:d4,b2a1",
            "AM:d4,b2a3",
            "AM:d4,b2c1",
            "AM:d4,b2c3",
            "AM:d4,b2d4",
            "AM:d4,b2e5",
            "AM:d4,b2f6",
            "AM:d4,b2g7",
            "AM:d4,b2h8",
            "b2a1,AM:d4",
            "b2c1,AM:e1",
            "b2c3,AM:d4",
            "b2c3,AM:e1"
        ]
    );
    assert_eq!(
        after(p, "AM:d4,b2c1"),
        "4k3/8/8/8/8/8/8/2B1K3 b mana=0/0 sets=none/none ply=1 dead=-/N"
    );
    // A piece three squares away is in range; a cell on the way stops the shot.
    let p = "4k3/8/5n2/8/8/2B5/8/4K3 w mana=7/0 sets=none/none ply=0";
    assert!(list(p, "").contains(&"AM:f6,c3d2".to_string()));
    let p = "4k3/8/5n2/8/8/2B5/8/4K3 w mana=7/0 sets=none/none ply=0 space=e5";
    assert!(!list(p, "").iter().any(|a| a.starts_with("AM:f6")));
    // Out of range (4 squares) is no shot.
    let p = "4k3/8/8/4n3/8/8/8/B3K3 w mana=7/0 sets=none/none ply=0";
    assert!(!list(p, "AM:e5").iter().any(|a| a.starts_with("AM:e5,a1")));
}

#[test]
fn archers_mark_blocked_by_cells() {
    // ST-7.1 ST-10.1
    let p = "4k3/8/8/8/3n4/8/1B6/4K3 w mana=7/0 sets=none/none ply=0 fire=c3";
    assert!(!list(p, "AM:d4,b2").iter().any(|a| a.starts_with("AM:d4")));
}

#[test]
fn bishop_double_play() {
    // ST-7.2
    let p = "4k3/8/8/8/8/8/8/B3K3 w mana=7/0 sets=none/none ply=0";
    let dp = list(p, "DP");
    // 7 first moves along the diagonal, each with its second moves.
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
    // ST-8 ST-8.1
    let p = "4k3/8/8/8/8/8/3P4/4K3 w mana=15/0 sets=none/none ply=0";
    assert_eq!(
        list(p, "FL"),
        [
            "FL:e1e8,e8d7",
            "FL:e1e8,e8d8",
            "FL:e1e8,e8e7",
            "FL:e1e8,e8f7",
            "FL:e1e8,e8f8",
            "e1d1,FL:e8",
            "e1e2,FL:d2",
            "e1e2,FL:e8",
            "e1f1,FL:e8",
            "e1f2,FL:d2",
            "e1f2,FL:e8"
        ]
    );
    assert_eq!(
        after(p, "e1e2,FL:d2"),
        "4k3/8/8/8/8/8/3KP3/8 b mana=0/0 sets=none/none ply=1"
    );
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
    assert_eq!(
        list(p, "SS"),
        [
            "SS:e1e3,e3d2",
            "SS:e1e3,e3d3",
            "SS:e1e3,e3d4",
            "SS:e1e3,e3e4",
            "SS:e1e3,e3f2",
            "SS:e1e3,e3f3",
            "SS:e1e3,e3f4",
            "e1d1,SS:f3",
            "e1d2,SS:f2",
            "e1f1,SS:d3",
            "e1f2,SS:d2"
        ]
    );
    assert_eq!(
        after(p, "SS:e1e3,e3e4"),
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
    // ST-9.2
    let p = "4k3/8/8/8/8/8/2PP4/3QK3 w mana=13/0 sets=none/none ply=0 dead=N/-";
    assert_eq!(list(p, "AR").len(), 13);
    assert_eq!(
        after(p, "d1c1,AR:Nb1:c2d2"),
        "4k3/8/8/8/8/8/8/1NQ1K3 b mana=0/0 sets=none/none ply=1 dead=PP/-"
    );
    // Nothing to resurrect without dead pieces.
    let p = "4k3/8/8/8/8/8/2PP4/3QK3 w mana=13/0 sets=none/none ply=0";
    assert!(list(p, "AR").is_empty());
}

#[test]
fn star_fire_set_trail() {
    // ST-10.2
    let p = "4k3/8/8/8/8/8/8/R3K3 w mana=8/0 sets=fire/none ply=0";
    assert_eq!(
        after(p, "a1a4,$TR"),
        "4k3/8/8/8/R7/8/8/4K3 b mana=1/0 sets=fire/none ply=1 fire=a1,a2,a3"
    );
    // Fire is impassable for the opponent's next turn, then gone.
    let q = after(p, "a1a4,$TR");
    let blocked = "r3k3/8/8/8/R7/8/8/4K3 b mana=0/0 sets=fire/none ply=1 fire=a1,a2,a3";
    assert!(!list(blocked, "a8").contains(&"a8a1".to_string()));
    let next = after(&q, "e8d8");
    assert!(!next.contains("fire="));
}

#[test]
fn invincible_and_reflection() {
    // ST-10 ST-10.3
    let p = "4k3/8/2p5/8/4P3/3K4/8/8 w mana=15/0 sets=fire/none ply=0";
    let inv = list(p, "$IN");
    assert_eq!(inv, ["e4c6,SK,$IN"]);
    let q = after(p, "e4c6,SK,$IN");
    assert_eq!(
        q,
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
    // From a4 the shot flies a4-b3-c2-d1: three squares.
    assert_eq!(list(p, "AM:d1"), ["b3a4,AM:d1", "b3c2,AM:d1"]);
    assert_eq!(
        after(p, "b3c2,AM:d1"),
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
    let fr = list(p, "a1a2,$FR");
    assert_eq!(
        fr,
        ["a1a2,$FR:e1a2", "a1a2,$FR:e1e8", "a1a2,$FR:a2e8"]
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .tap_sort()
    );
    let q = after(p, "a1a2,$FR:e1e8");
    assert!(q.contains("frozen=e1,e8"));
    // Black's only piece is frozen: no action at all, a draw (ST-3.6).
    assert!(list(&q, "").is_empty());
    assert_eq!(game(&q).outcome(), Some(Outcome::Draw));
    // With another piece Black moves it, and the freeze ends with that turn.
    let p = "4k3/7p/8/8/8/8/8/R3K3 w mana=8/0 sets=ice/none ply=0";
    let q = after(p, "a1a2,$FR:e1e8");
    assert_eq!(list(&q, ""), ["h7h5", "h7h6"]);
    let r = after(&q, "h7h6");
    assert!(!r.contains("frozen"));
}

trait TapSort {
    fn tap_sort(self) -> Self;
}
impl TapSort for Vec<String> {
    fn tap_sort(mut self) -> Self {
        self.sort();
        self
    }
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
        after(p, "d3d4,KZ"),
        "4k3/8/8/8/3Rn3/8/8/4K3 b mana=0/0 sets=ice/none ply=1 frozen=d4,e4 dead=-/P"
    );
}

#[test]
fn swarm() {
    // ST-12 ST-12.1
    let p = "4k3/8/8/8/8/8/3P4/R3K3 w mana=15/0 sets=bug/none ply=0";
    let sm = list(p, "$SM");
    assert_eq!(sm.len(), 145);
    assert!(sm.contains(&"$SM:a1a2:e1e2:d2d3".to_string()));
    assert!(!sm.contains(&"$SM:d2d3:a1a2".to_string()));
    assert_eq!(
        after(p, "$SM:a1a2:e1e2:d2d3"),
        "4k3/8/8/8/8/3P4/R3K3/8 b mana=0/0 sets=bug/none ply=1"
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
    let p = "4k3/8/8/8/8/8/8/R3K3 w mana=3/0 sets=bug/none ply=0";
    assert_eq!(list(p, "a1a2,$BL"), ["a1a2,$BL:a2", "a1a2,$BL:e1"]);
    let q = after(p, "a1a2,$BL:a2");
    assert!(q.contains("blessed=a2"));
    let r = after(&q, "e8d8");
    assert!(r.contains("blessed=a2"));
    assert!(!after(&r, "e1d1").contains("blessed"));
}

#[test]
fn force_holy_trail_and_swap() {
    // ST-13 ST-13.2 ST-13.3 ST-16.5
    let p = "4k3/8/8/8/8/8/8/R3K3 w mana=8/0 sets=holy/none ply=0";
    assert!(after(p, "a1a4,$TR").contains("space=a1,a2,a3"));
    let p = "4k3/8/8/8/8/8/8/R3K3 w mana=11/0 sets=holy/none ply=0";
    assert_eq!(
        list(p, "a1a2,$SW"),
        ["a1a2,$SW:e1a2", "a1a2,$SW:e1e8", "a1a2,$SW:a2e8"]
            .map(String::from)
            .to_vec()
            .tap_sort()
    );
    assert_eq!(
        after(p, "a1a2,$SW:a2e8"),
        "4R3/8/8/8/8/8/k7/4K3 b mana=0/0 sets=holy/none ply=1"
    );
    // Statuses follow the pieces: White's blessed rook keeps its blessing.
    let p = "4k3/8/8/8/8/8/8/R3K3 b mana=0/11 sets=none/holy ply=1 blessed=a1";
    assert_eq!(
        after(p, "e8d8,$SW:a1e1"),
        "3k4/8/8/8/8/8/8/K3R3 w mana=0/1 sets=none/holy ply=2 blessed=e1"
    );
}

#[test]
fn sacrifice() {
    // ST-14 ST-14.1
    let p = "4k3/8/8/8/8/8/3P4/3QK3 w mana=0/0 sets=undead/none ply=0";
    assert!(list(p, "$SA:d1").contains(&"$SA:d1,e1d1,DP:c1".to_string()));
    assert_eq!(
        after(p, "$SA:d1,e1d1,DP:c1"),
        "4k3/8/8/8/8/8/3P4/2K5 b mana=7/0 sets=undead/none ply=1 dead=Q/-"
    );
    assert_eq!(Kind::Queen.sacrifice_refund(), 12);
}

#[test]
fn undead_resurrect() {
    // ST-14.2
    let p = "4k3/8/8/8/8/8/2Pp4/3QK3 w mana=10/0 sets=undead/none ply=0 dead=N/-";
    assert!(list(p, "UR").contains(&"d1c1,UR:Nb1:c2d2".to_string()));
    assert_eq!(
        after(p, "d1c1,UR:Nb1:c2d2"),
        "4k3/8/8/8/8/8/8/1NQ1K3 b mana=0/0 sets=undead/none ply=1 dead=P/P"
    );
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
    let q = after(p, "a1a2,$ML");
    assert!(q.contains("locked=b"));
    // Locked: no Side Kill or Double Play for Black this turn.
    assert!(list(&q, ",").is_empty());
    let r = after(&q, "d7d6");
    assert!(!r.contains("locked"));
}

#[test]
fn effects_expire() {
    // ST-16 ST-16.1
    let p = "4k3/8/8/8/8/8/8/R3K3 w mana=8/0 sets=fire/none ply=0";
    let q = after(p, "a1a4,$TR");
    assert!(q.contains("fire=a1,a2,a3"));
    assert!(!after(&q, "e8e7").contains("fire="));
}

#[test]
fn reference_positions() {
    // ST-17 ST-17.1
    let g = Strife::start_with_mana(Sets::default(), 20);
    assert_eq!(
        g.to_position_text(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w mana=20/20 sets=none/none ply=0"
    );
}

#[test]
fn bad_action_text() {
    // ST-18.1
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
    assert!(matches!(
        g.parse_move("e2e4,$TR,$ML"),
        Err(ActionError::Syntax { .. })
    ));
    assert!(matches!(g.parse_move(""), Err(ActionError::Syntax { .. })));
}

#[test]
fn bad_position_text() {
    // ST-19.1
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
    ] {
        assert!(Strife::from_position_text(bad).is_err(), "{bad}");
    }
}

/// The eleven plain moves of a rook on a1 and a king on e1, with a suffix.
fn rook_and_king_moves(suffix: &str) -> Vec<String> {
    let mut v: Vec<String> = [
        "a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b1", "a1c1", "a1d1", "e1d1",
        "e1d2", "e1e2", "e1f1", "e1f2",
    ]
    .iter()
    .map(|m| format!("{m}{suffix}"))
    .collect();
    v.sort();
    v
}

#[test]
fn exact_set_skill_lists() {
    // ST-15.2 ST-10.2 ST-13.2 ST-14.1
    let void = "4k3/8/8/8/8/8/8/R3K3 w mana=10/0 sets=void/none ply=0";
    assert_eq!(list(void, "$ML"), rook_and_king_moves(",$ML"));
    let fire = "4k3/8/8/8/8/8/8/R3K3 w mana=8/0 sets=fire/none ply=0";
    assert_eq!(list(fire, "$TR"), rook_and_king_moves(",$TR"));
    let holy = "4k3/8/8/8/8/8/8/R3K3 w mana=8/0 sets=holy/none ply=0";
    assert_eq!(list(holy, "$TR"), rook_and_king_moves(",$TR"));
    // Sacrificing the knight (5 mana) pays a king Double Play; sacrificing
    // the king (5) a knight Double Play.
    let undead = "4k3/8/8/8/8/8/8/N3K3 w mana=0/0 sets=undead/none ply=0";
    let sa = list(undead, "$SA");
    assert_eq!(sa.len(), 53);
    assert_eq!(sa.iter().filter(|a| a.starts_with("$SA:a1,")).count(), 39);
    assert_eq!(sa.iter().filter(|a| a.starts_with("$SA:e1,")).count(), 14);
    assert!(sa.contains(&"$SA:e1,a1c2,DP:e3".to_string()));
    assert!(after(undead, "$SA:a1,e1d1").contains("mana=6/0"));
}

#[test]
fn swarm_moves_start_in_ascending_order() {
    // ST-12.1: also when a move starts on h8, the last square.
    let p = "4k2R/8/8/8/8/8/3P4/R3K3 w mana=15/0 sets=bug/none ply=0";
    let index = |sq: &str| {
        let b = sq.as_bytes();
        (b[1] - b'1') as usize * 8 + (b[0] - b'a') as usize
    };
    let swarms = list(p, "$SM");
    assert!(!swarms.is_empty());
    for a in &swarms {
        let froms: Vec<usize> = a[4..].split(':').map(|leg| index(&leg[..2])).collect();
        assert!(froms.windows(2).all(|w| w[0] < w[1]), "{a}");
    }
    assert!(!swarms.iter().any(|a| a.starts_with("$SM:h8")));
}
