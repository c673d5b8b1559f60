#![no_main]
//! Searches for positions with many moves: the input places pieces on a
//! board (chess, Glinski, Kyrras with 2-4 players); every position the
//! loader accepts must generate all its moves within the move list's
//! capacity (a full list panics). The higher the move count, the more
//! branches of the ladder below run, so libFuzzer keeps and mutates inputs
//! that reach higher counts.
use board_core::{Game, MoveBuffer, PositionNotation};
use libfuzzer_sys::fuzz_target;

/// Marks the move count as coverage: each threshold passed is a new edge.
macro_rules! ladder {
    ($n:expr; $($t:literal),*) => {
        $( if $n >= $t { std::hint::black_box($t); } )*
    };
}

fn check<G: Game + PositionNotation>(text: &str, capacity: usize) {
    let Ok(game) = G::from_position_text(text) else { return };
    let n = game.count_moves();
    let mut moves = G::Moves::default();
    game.generate_moves(&mut moves);
    assert_eq!(moves.as_slice().len() as u64, n, "{text}");
    assert!(n as usize <= capacity, "{n} moves in {text}");
    ladder!(n; 20, 40, 60, 80, 100, 120, 140, 160, 180, 190, 200, 210, 220, 240, 260, 280,
        300, 320, 340, 360, 380, 400, 420, 440, 460, 480, 500, 520, 540);
}

/// Cells per row of a board, and the run-length text of `cells` (a token or
/// empty per cell), rows joined by '/'.
fn board_text(rows: &[usize], cells: &[Option<&str>]) -> String {
    let mut out = String::new();
    let mut i = 0;
    for (r, &len) in rows.iter().enumerate() {
        if r > 0 {
            out.push('/');
        }
        let mut empty = 0;
        for _ in 0..len {
            match cells[i] {
                Some(t) => {
                    if empty > 0 {
                        out += &empty.to_string();
                        empty = 0;
                    }
                    out += t;
                }
                None => empty += 1,
            }
            i += 1;
        }
        if empty > 0 {
            out += &empty.to_string();
        }
    }
    out
}

/// Places pieces from `(piece, cell)` byte pairs: `tokens[piece % len]` on
/// `cell % cells`, the later pair winning a cell.
fn place<'a>(data: &[u8], tokens: &[&'a str], cells: usize) -> Vec<Option<&'a str>> {
    let mut board = vec![None; cells];
    for pair in data.chunks_exact(2) {
        board[pair[1] as usize % cells] = Some(tokens[pair[0] as usize % tokens.len()]);
    }
    board
}

fuzz_target!(|data: &[u8]| {
    let Some((&game, data)) = data.split_first() else { return };
    match game % 4 {
        0 => {
            let tokens = ["K", "k", "Q", "R", "B", "N", "P", "q", "r", "b", "n", "p"];
            let board = place(data, &tokens, 64);
            let side = if game & 4 == 0 { "w" } else { "b" };
            let text = format!("{} {side} - - 0 1", board_text(&[8; 8], &board));
            check::<lytharia::chess::Position>(&text, lytharia::chess::MAX_MOVES);
        }
        1 => {
            let tokens = ["K", "k", "Q", "R", "B", "N", "P", "q", "r", "b", "n", "p"];
            let rows = [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6];
            let board = place(data, &tokens, rows.iter().sum());
            let side = if game & 4 == 0 { "w" } else { "b" };
            let text = format!("{} {side} - 0 1", board_text(&rows, &board));
            check::<glinski::Glinski>(&text, glinski::MAX_MOVES);
        }
        _ => {
            let players = 2 + (game >> 2) % 3;
            let radius = 2 + players as i32;
            let rows: Vec<usize> = (-radius..=radius)
                .map(|q| (radius.min(-q + radius) - (-radius).max(-q - radius) + 1) as usize)
                .collect();
            let mut owned = vec![String::from("M")];
            for p in ["1", "2", "3", "4"].iter().take(players as usize) {
                for t in ["K", "V", "D", "En", "Ese", "N", "Sn", "Ssw", "R", "B"] {
                    owned.push(format!("{}{p}{}", &t[..1], &t[1..]));
                }
            }
            let tokens: Vec<&str> = owned.iter().map(String::as_str).collect();
            let board = place(data, &tokens, rows.iter().sum());
            let first: String = (1..=players).map(|p| p.to_string()).collect();
            let text = format!("R{radius} {} P1 v {first} - 0", board_text(&rows, &board));
            check::<kyrras::Kyrras>(&text, kyrras::MAX_MOVES);
        }
    }
});
