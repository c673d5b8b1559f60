//! Perft from the start position against the published counts.

use board_core::{Game, perft};
use glinski::Glinski;

#[test]
fn perft_start_depth_1_to_3() {
    let g = Glinski::start();
    assert_eq!(perft(&g, 1), 51);
    assert_eq!(perft(&g, 2), 2_586);
    assert_eq!(perft(&g, 3), 137_858);
}

#[test]
fn perft_start_depth_4() {
    assert_eq!(perft(&Glinski::start(), 4), 7_282_418);
}

#[test]
#[ignore = "about 400 M nodes: run in release (CI runs ignored tests in release)"]
fn perft_start_depth_5() {
    assert_eq!(perft(&Glinski::start(), 5), 401_622_759);
}

#[test]
fn count_moves_agrees_with_generation_along_perft() {
    // Every position at depth 2: the bulk count equals the list length.
    let g = Glinski::start();
    let mut moves = glinski::Moves::new();
    g.generate_moves(&mut moves);
    for &m in moves.iter() {
        let mut c = g.clone();
        c.play_unchecked(m);
        let mut replies = glinski::Moves::new();
        c.generate_moves(&mut replies);
        assert_eq!(c.count_moves(), replies.len() as u64);
    }
}
