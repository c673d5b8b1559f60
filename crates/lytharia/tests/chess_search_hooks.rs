//! The chess answers to the search hooks of `Evaluate` that are not
//! evaluation: whether a move gives check.

use board_core::{Evaluate, Game};
use lytharia::chess::{Chess, Position};

/// Positions from seeded random games.
fn positions(games: u64) -> Vec<Position> {
    let mut out = Vec::new();
    for seed in 0..games {
        let game = board_core::playout(&Chess::new(), seed, 200);
        let mut p = Position::startpos();
        for mv in game.moves {
            out.push(p);
            p.play(mv).unwrap();
        }
    }
    out
}

#[test]
fn gives_check_agrees_with_playing_the_move() {
    // Every legal move of positions from random games, and positions with
    // discovered checks, castling into check and en passant.
    let mut all = positions(10);
    for fen in [
        // Discovered check by the bishop when the knight leaves.
        "4k3/8/8/8/8/2N5/8/B3K3 w - - 0 1",
        // Castling gives check with the rook.
        "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
        // En passant uncovers the rook on the fifth rank.
        "8/8/8/R2pP2k/8/8/8/4K3 w - d6 0 1",
        // Promotions to a knight and a queen.
        "8/2P5/8/1k6/8/8/8/4K3 w - - 0 1",
        "3k4/1P6/8/8/8/8/8/4K3 w - - 0 1",
    ] {
        all.push(fen.parse().unwrap());
    }
    let (mut checking, mut quiet_checking) = (0, 0);
    let game = Chess::new();
    for &mv in game.legal_moves().as_slice() {
        assert!(!game.gives_check(mv));
    }
    for p in &all {
        for mv in p.legal_moves() {
            let mut after = *p;
            after.play(mv).unwrap();
            assert_eq!(p.gives_check(mv), after.is_check(), "{} {mv}", p.to_fen());
            if after.is_check() {
                checking += 1;
                quiet_checking += !p.is_noisy(mv) as usize;
            }
        }
    }
    assert!(
        checking > 100 && quiet_checking > 50,
        "{checking} {quiet_checking}"
    );
}
