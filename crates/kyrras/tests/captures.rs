//! Captures, King-capture support, Dragon protection, armour from each side,
//! threat, check and legality (KY-6, KY-7, KY-8.1).

mod common;

use board_core::{Game, Outcome, Player};
use common::{legal, moves, play, pos, pos2, targets};
use kyrras::{Kind, PlayerCount};

// KY-6.1: a capture removes exactly the piece on the end cell.
#[test]
fn capture_removes_one_piece() {
    let mut g = pos2(&[
        ("K1", 4, -2),
        ("K2", -4, 2),
        ("V1", 0, 0),
        ("B2", 0, 2),
        ("B2", 0, 3),
    ]);
    play(&mut g, "P1V(0,0)-(0,1)");
    assert!(!legal(&g, "P2B(0,3)x"), "garbage is refused");
    let mut g = pos2(&[
        ("K1", 4, -2),
        ("K2", -4, 2),
        ("V1", 0, 0),
        ("B2", 0, 2),
        ("B2", 0, 3),
    ]);
    play(&mut g, "P1V(0,0)xP2B(0,2)");
    assert_eq!(g.pieces_of(Player::new(1)).unwrap().len(), 2);
}

// KY-6.3: Rabble and Kings never capture a King.
// KY-6.4: other pieces need a supporter that could also reach the King.
#[test]
fn king_capture_needs_support_and_no_rabble() {
    // P2's King at (0,1) is attacked by a Rabble and a Raider of P1.
    let g = pos2(&[
        ("K1", 4, -2),
        ("K2", 0, 1),
        ("B1", 0, 0),
        ("R1", 0, -2),
        ("V1", 4, -4),
    ]);
    // The Raider is supported by the Rabble; the Rabble may not capture.
    assert!(targets(&g, 0, -2).contains(&(0, 1)));
    assert!(!targets(&g, 0, 0).contains(&(0, 1)));
    // Without the Rabble the Raider has no support.
    let g = pos2(&[("K1", 4, -2), ("K2", 0, 1), ("R1", 0, -2), ("V1", 4, -4)]);
    assert!(!targets(&g, 0, -2).contains(&(0, 1)));
    // A Knight that can reach the King supports too.
    let g = pos2(&[
        ("K1", 4, -2),
        ("K2", 0, 1),
        ("R1", 0, -2),
        ("N1", 3, 0),
        ("V1", 4, -4),
    ]);
    assert!(targets(&g, 0, -2).contains(&(0, 1)));
    // The defender's own pieces never support.
    let g = pos2(&[
        ("K1", 4, -2),
        ("K2", 0, 1),
        ("R1", 0, -2),
        ("N2", 3, 0),
        ("V1", 4, -4),
    ]);
    assert!(!targets(&g, 0, -2).contains(&(0, 1)));
}

// KY-6.4: with 3 players, another player's piece supports too.
#[test]
fn support_from_another_player() {
    let pieces = [
        ("K1", 5, -5),
        ("K2", 0, 1),
        ("K3", 0, 5),
        ("R1", 0, -2),
        ("N3", 3, 0),
    ];
    let g = pos(PlayerCount::Three, &pieces, "P1 v 123 - 0");
    assert!(targets(&g, 0, -2).contains(&(0, 1)));
    let mut g = g;
    play(&mut g, "(P1R(0,-2),P3N(3,0))xP2K(0,1)");
    assert!(g.is_eliminated(Player::new(1)).unwrap());
}

// KY-6.5: no King capture before every player has had a first turn.
#[test]
fn no_king_capture_in_the_first_round() {
    let pieces = [
        ("K1", 4, -2),
        ("K2", 0, 1),
        ("B1", 0, 0),
        ("R1", 0, -2),
        ("V1", 4, -4),
    ];
    let early = pos(PlayerCount::Two, &pieces, "P1 v - - 0");
    assert!(!targets(&early, 0, -2).contains(&(0, 1)));
    // Check is still check in the first round.
    assert!(early.in_check(Player::new(1)).unwrap());
    let later = pos(PlayerCount::Two, &pieces, "P1 v 12 - 0");
    assert!(targets(&later, 0, -2).contains(&(0, 1)));
}

// KY-6.6: a Dragon whose owner has a Viceroy falls to a Rabble only with a
// second adjacent Rabble or Raider; other pieces take it normally.
// KY-8.1: without a Viceroy the protection is gone.
#[test]
fn dragon_protection() {
    let base = [
        ("K1", 4, -2),
        ("K2", -4, 2),
        ("D2", 0, 0),
        ("V2", -3, 3),
        ("B1", 1, -1),
    ];
    let g = pos2(&base);
    assert!(!targets(&g, 1, -1).contains(&(0, 0)));
    let mut two = base.to_vec();
    two.push(("B1", 1, 0));
    let g = pos2(&two);
    assert!(targets(&g, 1, -1).contains(&(0, 0)));
    assert!(targets(&g, 1, 0).contains(&(0, 0)));
    assert!(moves(&g).contains(&"(P1B(1,-1),P1B(1,0))xP2D(0,0)".to_string()));
    let mut raider = base.to_vec();
    raider.push(("R1", 0, 1));
    assert!(targets(&pos2(&raider), 1, -1).contains(&(0, 0)));
    // Another piece needs no help.
    let mut knight = base.to_vec();
    knight.push(("N1", 3, -1));
    assert!(targets(&pos2(&knight), 3, -1).contains(&(0, 0)));
    // The Dragon's owner without a Viceroy: a lone Rabble captures it.
    let no_viceroy: Vec<_> = base.iter().copied().filter(|p| p.0 != "V2").collect();
    assert!(targets(&pos2(&no_viceroy), 1, -1).contains(&(0, 0)));
}

// KY-6.7 KY-6.8: armour. P2's Spear at (0,0) faces S: a capture whose last
// step goes N (entering from (1,-1)) is head-on.
#[test]
fn armour_from_each_side() {
    let spear = [("K1", 4, -2), ("K2", -4, 2), ("S2s", 0, 0), ("V2", -3, 3)];
    // A Rabble from each of the six sides: only the head-on one is refused.
    let sides = [
        (1, -1, false),
        (1, 0, true),
        (0, 1, true),
        (-1, 1, true),
        (-1, 0, true),
        (0, -1, true),
    ];
    for (q, r, allowed) in sides {
        let mut p = spear.to_vec();
        p.push(("B1", q, r));
        assert_eq!(
            targets(&pos2(&p), q, r).contains(&(0, 0)),
            allowed,
            "Rabble from ({q},{r})"
        );
    }
    // Head-on along a line: a Viceroy passing its own pieces is refused, an
    // Elephant is allowed, a Spear is refused.
    let mut p = spear.to_vec();
    p.extend([("V1", 3, -3), ("E1n", 2, -2), ("B1", 1, -1)]);
    let g = pos2(&p);
    assert!(!targets(&g, 3, -3).contains(&(0, 0)));
    assert!(!targets(&g, 3, -3).contains(&(1, -1)) && targets(&g, 3, -3).contains(&(3, -2)));
    let mut p = spear.to_vec();
    p.push(("E1n", 2, -2));
    assert!(targets(&pos2(&p), 2, -2).contains(&(0, 0)));
    let mut p = spear.to_vec();
    p.push(("S1n", 2, -2));
    assert!(!targets(&pos2(&p), 2, -2).contains(&(0, 0)));
    // Knights and Dragons ignore armour.
    let mut p = spear.to_vec();
    p.extend([("N1", -1, -2), ("D1", 4, -4)]);
    let g = pos2(&p);
    assert!(targets(&g, -1, -2).contains(&(0, 0)));
    assert!(targets(&g, 4, -4).contains(&(0, 0)));
    // An Elephant's armour is the same; an Elephant takes it head-on.
    let mut p = vec![
        ("K1", 4, -2),
        ("K2", -4, 2),
        ("E2s", 0, 0),
        ("V2", -3, 3),
        ("B1", 1, -1),
    ];
    assert!(!targets(&pos2(&p), 1, -1).contains(&(0, 0)));
    p.push(("E1n", 2, -2));
    p.retain(|x| x.0 != "B1");
    assert!(targets(&pos2(&p), 2, -2).contains(&(0, 0)));
    // KY-8.1: without its owner's Viceroy the armour is gone.
    let p = [("K1", 4, -2), ("K2", -4, 2), ("S2s", 0, 0), ("B1", 1, -1)];
    assert!(targets(&pos2(&p), 1, -1).contains(&(0, 0)));
}

// KY-7.1 KY-7.2: threat ignores capture rules; Elephants and Spears
// threaten all six ways; blockers count.
#[test]
fn threat_and_check() {
    // A King next to an enemy Rabble is in check (the Rabble could not
    // capture it, but it threatens the cell).
    let g = pos2(&[("K1", 0, 0), ("K2", -4, 2), ("B2", 0, 1)]);
    assert!(g.in_check(Player::new(0)).unwrap());
    // An Elephant facing N threatens two cells to its SW as well.
    let g = pos2(&[("K1", 0, 0), ("K2", -4, 2), ("E2n", 0, 2)]);
    assert!(g.in_check(Player::new(0)).unwrap());
    let g = pos2(&[("K1", 0, 0), ("K2", -4, 2), ("E2n", 0, 2), ("M", 0, 1)]);
    assert!(!g.in_check(Player::new(0)).unwrap());
    // A Raider threatens through pieces, a Viceroy only through its own.
    let g = pos2(&[("K1", 0, 0), ("K2", -4, 2), ("R2", 0, 3), ("B1", 0, 1)]);
    assert!(g.in_check(Player::new(0)).unwrap());
    let g = pos2(&[("K1", 0, 0), ("K2", -4, 2), ("V2", 0, 3), ("B2", 0, 1)]);
    assert!(g.in_check(Player::new(0)).unwrap());
    let g = pos2(&[("K1", 0, 0), ("K2", -4, 2), ("V2", 0, 3), ("B1", 0, 1)]);
    assert!(!g.in_check(Player::new(0)).unwrap());
}

// KY-7.3: a move may not leave the King threatened (a pinned Rabble keeps
// to its line); in check, only moves that end the check.
#[test]
fn pinned_pieces_and_check_evasion() {
    let g = pos2(&[
        ("K1", 0, 0),
        ("K2", -4, 2),
        ("B1", 0, 1),
        ("V2", 0, 3),
        ("V1", 4, -4),
    ]);
    assert_eq!(targets(&g, 0, 1), vec![(0, 2)]);
    // In check by a Raider: the King steps off its lines or a piece
    // captures the Raider; blocking is useless against a Raider.
    let g = pos2(&[
        ("K1", 0, 0),
        ("K2", -4, 2),
        ("R2", 0, 3),
        ("D1", 3, 0),
        ("V1", 4, -4),
    ]);
    let all = moves(&g);
    assert!(
        all.iter()
            .all(|m| m.starts_with("P1K") || m.contains("xP2R(0,3)")),
        "{all:?}"
    );
    assert!(all.contains(&"P1D(3,0)xP2R(0,3)".to_string()));
}

// KY-7.4: a King never enters or captures on a threatened cell, so Kings
// never stand next to each other.
#[test]
fn king_avoids_threatened_cells() {
    let g = pos2(&[("K1", 0, 0), ("K2", 0, 2), ("B2", 1, -1), ("B2", 2, -2)]);
    let t = targets(&g, 0, 0);
    assert!(!t.contains(&(0, 1)), "next to the enemy King");
    assert!(!t.contains(&(1, -1)), "a defended Rabble");
    assert!(t.contains(&(-1, 0)));
}

// KY-7.5: capturing the last opposing King is legal even if it leaves the
// capturer's King threatened, and ends the game.
#[test]
fn last_king_capture_exception() {
    let mut g = pos2(&[
        ("K1", 4, -2),
        ("B2", 3, -1), // checks P1's King
        ("K2", -3, 3),
        ("D1", 0, 0),
        ("R1", -3, 0), // supports
    ]);
    assert!(g.in_check(Player::new(0)).unwrap());
    play(&mut g, "(P1D(0,0),P1R(-3,0))xP2K(-3,3)");
    assert_eq!(g.outcome(), Some(Outcome::Winner(Player::new(0))));
    assert_eq!(
        board_core::inspect::Inspect::end_reason(&g).as_deref(),
        Some("king captured")
    );
    // The final position stays on the board.
    assert_eq!(g.pieces_of(Player::new(1)).unwrap().len(), 1);
}

// KY-7.6: with three players, a King capture may not leave the capturer's
// King threatened by a third player; threats by the captured player's
// pieces vanish with them (KY-7.3).
#[test]
fn king_capture_with_three_players() {
    let base = [
        ("K1", 5, -5),
        ("K2", -2, 2),
        ("D1", 0, 0),
        ("R1", -2, -1),
        ("K3", 0, 5),
    ];
    let mut threatened_by_p3 = base.to_vec();
    threatened_by_p3.push(("R3", 5, -3)); // P3 threatens P1's King (SW line)
    let g = pos(PlayerCount::Three, &threatened_by_p3, "P1 v 123 - 0");
    assert!(g.in_check(Player::new(0)).unwrap());
    assert!(!targets(&g, 0, 0).contains(&(-2, 2)));
    let mut threatened_by_p2 = base.to_vec();
    threatened_by_p2.push(("R2", 5, -3));
    let g = pos(PlayerCount::Three, &threatened_by_p2, "P1 v 123 - 0");
    assert!(targets(&g, 0, 0).contains(&(-2, 2)));
    let mut g = g;
    play(&mut g, "(P1D(0,0),P1R(-2,-1))xP2K(-2,2)");
    assert!(g.is_eliminated(Player::new(1)).unwrap());
    assert!(g.pieces_of(Player::new(1)).unwrap().is_empty());
    assert_eq!(g.to_act(), Some(Player::new(2)));
    assert_eq!(
        g.piece_at(board_core::hex::Hex::new(-2, 2)).unwrap().kind,
        Kind::Dragon
    );
}

// KY-7.3: in check by two pieces, one move may still answer both: an
// Elephant checks through (0,1), a Viceroy passes over its owner's Elephant
// and checks through the same cell, so a piece put on (0,1) blocks both
// (and the capture of the Elephant blocks the Viceroy). The count must
// agree with the list.
#[test]
fn double_check_answered_by_one_block() {
    let g = pos2(&[
        ("K1", 0, 0),
        ("B1", 1, 0),
        ("D1", 2, -2),
        ("K2", -4, 2),
        ("E2n", 0, 2),
        ("V2", 0, 3),
    ]);
    assert!(g.in_check(Player::new(0)).unwrap());
    assert_eq!(
        moves(&g),
        [
            "P1B(1,0)-(0,1)",
            "P1K(0,0)-(-1,0)",
            "P1K(0,0)-(-1,1)",
            "P1K(0,0)-(0,-1)",
            "P1K(0,0)-(1,-1)"
        ]
    );
    assert_eq!(
        g.count_moves() as usize,
        g.legal_moves().len(),
        "{:?}",
        moves(&g)
    );
    // Without the Elephant the Rabble's block still answers the Viceroy.
    let g = pos2(&[("K1", 0, 0), ("B1", 1, 0), ("K2", -4, 2), ("V2", 0, 3)]);
    assert!(targets(&g, 1, 0).contains(&(0, 1)));
}
