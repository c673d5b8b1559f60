//! Hand-built positions with their exact legal moves: each piece kind,
//! blockers, Mountains (KY-5).

mod common;

use board_core::hex::Hex;

use common::{moves, play, pos2, sorted, targets};
use kyrras::Kind;

/// Kings far from the action and off its lines.
const KINGS: [(&str, i32, i32); 2] = [("K1", 4, -2), ("K2", -4, 2)];

fn with_kings(extra: &[(&'static str, i32, i32)]) -> kyrras::Kyrras {
    let mut all = KINGS.to_vec();
    all.extend_from_slice(extra);
    pos2(&all)
}

// KY-5.1: one step in six directions; Mountains and own pieces block.
#[test]
fn king_steps() {
    let g = pos2(&[("K1", 0, 0), ("K2", -4, 2), ("M", 1, 0), ("B1", 0, 1)]);
    assert_eq!(
        targets(&g, 0, 0),
        sorted(vec![(-1, 1), (1, -1), (0, -1), (-1, 0)])
    );
}

// KY-5.2: up to 3 cells, through its own pieces, not through enemies or
// Mountains; the first enemy may be captured.
#[test]
fn viceroy_lines() {
    let g = with_kings(&[("V1", 0, 0), ("B1", 0, 1), ("B2", 1, -1), ("M", -1, 0)]);
    assert_eq!(
        targets(&g, 0, 0),
        sorted(vec![
            (-1, 1),
            (-2, 2),
            (-3, 3), // N
            (0, 2),
            (0, 3), // NE, over its own Rabble
            (1, 0),
            (2, 0),
            (3, 0),  // SE
            (1, -1), // S: the enemy Rabble, captured, not passed
            (0, -1),
            (0, -2),
            (0, -3), // SW
                     // NW: the Mountain blocks
        ])
    );
}

// KY-5.3: up to 4 cells, over anything, Mountains included.
#[test]
fn dragon_flies_over_everything() {
    let g = with_kings(&[("D1", 0, 0), ("B1", 0, 1), ("B2", 1, -1), ("M", -1, 0)]);
    assert_eq!(
        targets(&g, 0, 0),
        sorted(vec![
            (-1, 1),
            (-2, 2),
            (-3, 3),
            (-4, 4), // N
            (0, 2),
            (0, 3),
            (0, 4), // NE, not onto its own Rabble
            (1, 0),
            (2, 0),
            (3, 0),
            (4, 0), // SE
            (1, -1),
            (2, -2),
            (3, -3),
            (4, -4), // S: captures or flies on
            (0, -1),
            (0, -2),
            (0, -3),
            (0, -4), // SW
            (-2, 0),
            (-3, 0),
            (-4, 0), // NW, over the Mountain
        ])
    );
}

fn directional(kind: &'static str) {
    let g = with_kings(&[(kind, 0, 0), ("B1", 0, 1), ("B2", 1, 0), ("M", -1, 0)]);
    assert_eq!(
        targets(&g, 0, 0),
        sorted(vec![
            (-1, 1),
            (-2, 2), // N
            // NE: its own Rabble blocks
            (1, 0), // SE: captures the Rabble, no further
            (1, -1),
            (2, -2), // S
            (0, -1),
            (0, -2), // SW
                     // NW: the Mountain blocks
        ])
    );
}

// KY-5.4: an Elephant turns, then moves 1 or 2 cells, through nothing.
#[test]
fn elephant_moves() {
    directional("E1n");
}

// KY-5.5: a Spear moves like an Elephant.
#[test]
fn spear_moves() {
    directional("S1se");
}

// KY-5.6: the new facing is the direction moved; turning alone is no move.
#[test]
fn directional_pieces_face_where_they_moved() {
    let mut g = with_kings(&[("E1n", 0, 0)]);
    play(&mut g, "P1E-N(0,0)-(2,-2)S");
    assert_eq!(
        g.piece_at(Hex::new(2, -2)).unwrap().facing,
        Some(board_core::hex::Direction::S)
    );
    // No move keeps the piece on its cell with another facing.
    assert!(moves(&g).iter().all(|m| !m.contains("(2,-2)-(2,-2)")));
    let mut g = with_kings(&[("S1n", 0, 0)]);
    assert!(
        !common::legal(&g, "P1S-N(0,0)-(0,2)N"),
        "the facing written must be the direction moved"
    );
    play(&mut g, "P1S-N(0,0)-(0,2)NE");
}

// KY-5.7: the 12 knight cells, leaping over everything.
#[test]
fn knight_leaps() {
    let ring: Vec<(&'static str, i32, i32)> = vec![
        ("B1", -1, 1),
        ("B1", 0, 1),
        ("B1", 1, 0),
        ("B1", 1, -1),
        ("B1", 0, -1),
        ("B1", -1, 0),
    ];
    let mut pieces = vec![("N1", 0, 0), ("M", 1, 2), ("R1", 2, 1)];
    pieces.extend(ring);
    let g = with_kings(&pieces);
    assert_eq!(
        targets(&g, 0, 0),
        sorted(vec![
            (3, -1),
            (3, -2),
            (-1, 3),
            (-2, 3),
            (-1, -2),
            (-2, -1),
            (-3, 1),
            (-3, 2),
            (1, -3),
            (2, -3),
            // (1,2) is a Mountain, (2,1) its own Raider
        ])
    );
}

// KY-5.8: up to 3 cells, through friends and enemies, not Mountains.
#[test]
fn raider_passes_pieces_not_mountains() {
    let g = with_kings(&[("R1", 0, 0), ("B1", 0, 1), ("B2", 1, 0), ("M", -1, 1)]);
    assert_eq!(
        targets(&g, 0, 0),
        sorted(vec![
            // N: the Mountain blocks
            (0, 2),
            (0, 3), // NE, over its own Rabble
            (1, 0),
            (2, 0),
            (3, 0), // SE: captures or passes the enemy
            (1, -1),
            (2, -2),
            (3, -3), // S
            (0, -1),
            (0, -2),
            (0, -3), // SW
            (-1, 0),
            (-2, 0),
            (-3, 0), // NW
        ])
    );
}

// KY-5.9: one step in six directions.
#[test]
fn rabble_steps() {
    let g = with_kings(&[("B1", 0, 0), ("B1", 0, 1), ("M", 1, 0)]);
    assert_eq!(
        targets(&g, 0, 0),
        sorted(vec![(-1, 1), (1, -1), (0, -1), (-1, 0)])
    );
}

// KY-5.10 KY-6.2: Mountains never move, are never entered or captured.
#[test]
fn mountains_are_terrain() {
    let g = with_kings(&[("M", 0, 0), ("D1", 0, -2), ("B1", 1, -1)]);
    assert!(
        moves(&g)
            .iter()
            .all(|m| !m.contains("-(0,0)") && !m.contains("x"))
    );
    assert!(g.is_mountain(Hex::new(0, 0)));
    // Elephants, Spears, Viceroys and Raiders stop before a Mountain; the
    // Dragon flies over it (to (0,1) and (0,2)).
    assert!(targets(&g, 0, -2).contains(&(0, 1)));
}

// KY-5.11: never onto a friendly piece; passing captures nothing.
#[test]
fn moves_end_on_empty_or_enemy_cells() {
    let mut g = with_kings(&[("R1", 0, 0), ("B2", 0, 1), ("B2", 0, 2)]);
    play(&mut g, "P1R(0,0)-(0,3)");
    // Both Rabble it passed are still there.
    assert_eq!(g.pieces_of(board_core::Player::new(1)).unwrap().len(), 3);
    let g = with_kings(&[("V1", 0, 0), ("B1", 0, 1)]);
    assert!(!targets(&g, 0, 0).contains(&(0, 1)));
    assert_eq!(g.piece_at(Hex::new(0, 1)).unwrap().kind, Kind::Rabble);
}

// KY-5.1 KY-5.4 KY-5.5 KY-6.7: a whole position's exact move list.
#[test]
fn whole_position_move_list() {
    let g = pos2(&[
        ("K1", 4, -4),
        ("K2", -4, 4),
        ("E1n", 0, 0),
        ("S2sw", 0, 2),
        ("V2", -4, 3),
        ("M", 1, -1),
    ]);
    let expect = [
        "P1E-N(0,0)-(-1,0)NW",
        "P1E-N(0,0)-(-1,1)N",
        "P1E-N(0,0)-(-2,0)NW",
        "P1E-N(0,0)-(-2,2)N",
        "P1E-N(0,0)-(0,-1)SW",
        "P1E-N(0,0)-(0,-2)SW",
        "P1E-N(0,0)-(0,1)NE",
        "P1E-N(0,0)-(1,0)SE",
        "P1E-N(0,0)-(2,0)SE",
        "P1E-N(0,0)xP2S-SW(0,2)NE",
        "P1K(4,-4)-(3,-3)",
        "P1K(4,-4)-(3,-4)",
        "P1K(4,-4)-(4,-3)",
    ];
    assert_eq!(moves(&g), expect);
}
