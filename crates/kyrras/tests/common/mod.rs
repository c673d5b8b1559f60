//! Helpers for hand-built positions.
#![allow(dead_code)]

use std::collections::HashMap;

use board_core::hex::Hex;
use board_core::{Game, MoveNotation};
use kyrras::{Kyrras, PlayerCount};

/// A position from a list of `(token, q, r)`: tokens as in the position
/// text (`K1`, `E2ne`, `M`), then the rest of the position text
/// (`P1 - 12 - 0`: to act, decided, first turns, eliminated, passes).
pub fn pos(n: PlayerCount, pieces: &[(&str, i32, i32)], state: &str) -> Kyrras {
    let radius = n.radius() as i32;
    let map: HashMap<(i32, i32), &str> = pieces.iter().map(|&(t, q, r)| ((q, r), t)).collect();
    assert_eq!(map.len(), pieces.len(), "two pieces on one cell");
    let text = position_text(radius, &map, state);
    Kyrras::parse_position(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// The position text of a board of `radius` holding `pieces` (token by
/// `(q, r)`), then `state` (the rest of the position text).
pub fn position_text(radius: i32, pieces: &HashMap<(i32, i32), &str>, state: &str) -> String {
    let mut text = format!("R{radius} ");
    for q in -radius..=radius {
        if q > -radius {
            text.push('/');
        }
        let mut empty = 0;
        for r in (-radius).max(-q - radius)..=radius.min(-q + radius) {
            match pieces.get(&(q, r)) {
                Some(t) => {
                    if empty > 0 {
                        text.push_str(&empty.to_string());
                        empty = 0;
                    }
                    text.push_str(t);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            text.push_str(&empty.to_string());
        }
    }
    text.push(' ');
    text.push_str(state);
    text
}

/// 2 players, first round over, P1 to act (its Viceroy decision, if any,
/// already made).
pub fn pos2(pieces: &[(&str, i32, i32)]) -> Kyrras {
    pos(PlayerCount::Two, pieces, "P1 v 12 - 0")
}

pub fn cell(g: &Kyrras, q: i32, r: i32) -> usize {
    g.players().grid().index_of(Hex::new(q, r)).unwrap()
}

/// Every legal move, formatted, sorted.
pub fn moves(g: &Kyrras) -> Vec<String> {
    let mut list = kyrras::Moves::new();
    g.generate_moves(&mut list);
    let mut v: Vec<String> = list.iter().map(|&m| g.format_move(m)).collect();
    v.sort();
    v
}

/// The legal moves of the piece on `(q, r)`: end cells, sorted.
pub fn targets(g: &Kyrras, q: i32, r: i32) -> Vec<(i32, i32)> {
    let from = Hex::new(q, r);
    let mut v: Vec<(i32, i32)> = g
        .legal_moves()
        .iter()
        .filter(|m| m.from() == Some(from))
        .filter_map(|m| m.to().map(|h| (h.q(), h.r())))
        .collect();
    v.sort();
    v
}

/// Cells `(q,r) + k * dir` for the given steps, sorted.
pub fn sorted(mut v: Vec<(i32, i32)>) -> Vec<(i32, i32)> {
    v.sort();
    v
}

/// Plays a move given in notation.
pub fn play(g: &mut Kyrras, text: &str) {
    let m = g
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text}: {e}\n{:?}", moves(g)));
    g.play(m).unwrap();
}

/// Whether the move text is legal here.
pub fn legal(g: &Kyrras, text: &str) -> bool {
    g.parse_move(text).is_ok()
}
