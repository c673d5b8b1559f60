//! Helpers shared by the Lytharian Chess scenario tests.
#![allow(dead_code)] // each test file uses a different subset

use board_core::Square;
use board_core::{Game, Player};
use lytharia::LytharianChess;

pub const P1: Player = Player::new(0);

pub const P2: Player = Player::new(1);

pub fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

pub fn texts(g: &LytharianChess) -> Vec<String> {
    g.legal_moves()
        .into_iter()
        .map(|a| g.format_action(a))
        .collect()
}

pub fn has(g: &LytharianChess, text: &str) -> bool {
    texts(g).iter().any(|t| t == text)
}

pub fn play(g: &mut LytharianChess, text: &str) {
    let a = g
        .parse_action(text)
        .unwrap_or_else(|e| panic!("{e}; legal: {:?}", texts(g)));
    g.play(a).unwrap();
}
