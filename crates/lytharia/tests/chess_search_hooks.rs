//! The chess answers to the search hooks of `Evaluate` that are not
//! evaluation: the correction history's key and quiet checks.

use std::collections::HashMap;

use board_core::square::Color;
use board_core::Evaluate;
use lytharia::chess::{Chess, Piece, Position};

/// Positions from seeded random games.
fn positions(games: u64) -> Vec<Position> {
    let mut out = Vec::new();
    for seed in 0..games {
        let game = board_core::playout(&Chess::new(), seed, 200);
        let mut p = Position::startpos();
        for mv in game.moves {
            out.push(p.clone());
            p.play(mv).unwrap();
        }
    }
    out
}

fn pawns(p: &Position) -> (u64, u64) {
    (
        p.colored_pieces(Color::White, Piece::Pawn).0,
        p.colored_pieces(Color::Black, Piece::Pawn).0,
    )
}

#[test]
fn the_correction_key_is_the_pawn_structure() {
    // Equal pawns give equal keys, whatever else differs (pieces, side to
    // move); different pawns different keys (no collision in the sample).
    let mut by_key: HashMap<u64, (u64, u64)> = HashMap::new();
    let all = positions(12);
    assert!(all.len() > 1000);
    for p in &all {
        let key = p.correction_key().expect("chess has a correction key");
        let game_key = Chess::from_position(p.clone()).correction_key();
        assert_eq!(game_key, Some(key));
        let seen = by_key.entry(key).or_insert(pawns(p));
        assert_eq!(*seen, pawns(p), "{}", p.to_fen());
    }
    // The sample holds many structures, each with its own key.
    assert!(by_key.len() > 200, "{}", by_key.len());
    let moved: Position = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1".parse().unwrap();
    let pushed: Position = "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1".parse().unwrap();
    let other_king: Position = "3k4/8/8/8/8/8/4P3/4K3 b - - 0 1".parse().unwrap();
    assert_ne!(moved.correction_key(), pushed.correction_key());
    assert_eq!(moved.correction_key(), other_king.correction_key());
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
    for p in &all {
        for mv in p.legal_moves() {
            let mut after = p.clone();
            after.play(mv).unwrap();
            assert_eq!(p.gives_check(mv), after.is_check(), "{} {mv}", p.to_fen());
            if after.is_check() {
                checking += 1;
                quiet_checking += !p.is_noisy(mv) as usize;
            }
        }
    }
    assert!(checking > 100 && quiet_checking > 50, "{checking} {quiet_checking}");
}
