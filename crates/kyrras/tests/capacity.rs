//! The move list's capacity holds for every position the loader accepts:
//! the heaviest material the loader accepts for one player (KY-2.1's army
//! with every Rabble promoted to a Raider), placed for the most moves a
//! greedy local search finds, generates its moves within `MAX_MOVES`.

mod common;

use std::collections::HashMap;

use board_core::Game;
use kyrras::{Kyrras, MAX_MOVES, PlayerCount};

/// The position text of 4 players on the radius-6 board.
fn text(pieces: &HashMap<(i32, i32), &str>) -> String {
    common::position_text(6, pieces, "P1 v 1234 - 0")
}

// KY-11.13: material beyond KY-2.1 (with Rabble promoted to Raiders,
// KY-9.1) is refused, so the bound below covers every accepted position.
#[test]
fn heaviest_accepted_material_fits_the_move_list() {
    let radius = 6;
    let cells: Vec<(i32, i32)> = (-radius..=radius)
        .flat_map(|q| ((-radius).max(-q - radius)..=radius.min(-q + radius)).map(move |r| (q, r)))
        .collect();
    let army = [
        "K1", "V1", "D1", "E1n", "E1s", "N1", "N1", "S1n", "S1ne", "S1se", "R1", "R1", "R1", "R1",
        "R1", "R1", "R1", "R1",
    ];
    let mut board: HashMap<(i32, i32), &str> = HashMap::new();
    // The other kings on three corners, P1's army near the centre.
    board.insert((radius, -radius), "K2");
    board.insert((-radius, radius), "K3");
    board.insert((0, -radius), "K4");
    let free: Vec<(i32, i32)> = cells
        .iter()
        .copied()
        .filter(|c| !board.contains_key(c) && c.0.abs() <= 3 && c.1.abs() <= 3)
        .collect();
    for (piece, &cell) in army.iter().zip(&free) {
        board.insert(cell, piece);
    }
    let count = |b: &HashMap<(i32, i32), &str>| {
        Kyrras::parse_position(&text(b))
            .ok()
            .map(|g| g.count_moves())
    };
    let mut best = count(&board).expect("the start layout is accepted");
    assert_eq!(
        Kyrras::parse_position(&text(&board)).unwrap().players(),
        PlayerCount::Four
    );
    loop {
        let mut improved = false;
        let own: Vec<(i32, i32)> = board
            .iter()
            .filter(|(_, t)| t.as_bytes()[1] == b'1')
            .map(|(&c, _)| c)
            .collect();
        for from in own {
            for &to in &cells {
                if board.contains_key(&to) {
                    continue;
                }
                let piece = board.remove(&from).unwrap();
                board.insert(to, piece);
                match count(&board) {
                    Some(n) if n > best => {
                        best = n;
                        improved = true;
                        break;
                    }
                    _ => {
                        board.remove(&to);
                        board.insert(from, piece);
                    }
                }
            }
        }
        if !improved {
            break;
        }
    }
    let g = Kyrras::parse_position(&text(&board)).unwrap();
    eprintln!("{best} moves in {}", text(&board));
    let moves = g.legal_moves();
    assert_eq!(moves.len() as u64, best);
    assert!(moves.len() <= MAX_MOVES, "{} moves", moves.len());
    assert!(best > 150, "the search found only {best} moves");
    // One more piece of any kind is refused.
    let spare = cells
        .iter()
        .copied()
        .find(|c| !board.contains_key(c))
        .unwrap();
    for extra in ["V1", "D1", "E1n", "N1", "S1n", "R1", "B1", "K1"] {
        let mut b = board.clone();
        b.insert(spare, extra);
        assert!(Kyrras::parse_position(&text(&b)).is_err(), "{extra}");
    }
}
