//! The move list's capacity holds for every position the loader accepts:
//! the loader refuses material promotions cannot produce, and the heaviest
//! accepted material, placed for the most moves a local search finds,
//! generates its moves without overflowing `MAX_MOVES`.

use board_core::{Game, PositionNotation};
use glinski::{Cell, Color, Glinski, MAX_MOVES, PositionError};

const FILE_LENGTHS: [u8; 11] = [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6];

fn cells() -> Vec<Cell> {
    (0..11u8)
        .flat_map(|f| (1..=FILE_LENGTHS[f as usize]).map(move |r| Cell::new(f, r).unwrap()))
        .collect()
}

/// The position text of `board` (one letter or `None` per cell of `cells()`).
fn text(board: &[Option<char>], side: char) -> String {
    let mut files = Vec::new();
    let mut i = 0;
    for &len in &FILE_LENGTHS {
        let mut s = String::new();
        let mut empty = 0;
        for _ in 0..len {
            match board[i] {
                Some(p) => {
                    if empty > 0 {
                        s += &empty.to_string();
                        empty = 0;
                    }
                    s.push(p);
                }
                None => empty += 1,
            }
            i += 1;
        }
        if empty > 0 {
            s += &empty.to_string();
        }
        files.push(s);
    }
    format!("{} {side} - 0 1", files.join("/"))
}

/// The reproduction of issue 20: 38 white queens were accepted, and move
/// generation then overflowed the move list.
#[test]
fn queens_beyond_promotions_are_refused() {
    let t = "kBQQQQ/BbR3Q/QR5Q/Q2Q1Q2Q/Q8Q/Q2Q1Q1K2Q/Q8Q/Q7Q/Q6Q/Q5Q/QQQQQQ w - 0 1";
    assert_eq!(
        Glinski::from_position_text(t),
        Err(PositionError::ImpossibleMaterial(Color::White))
    );
}

/// The heaviest material a side can have (the start set with all nine
/// pawns promoted to queens: 10 queens, 2 rooks, 3 bishops, 2 knights and
/// the king), spread for as many moves as a greedy local search finds, has
/// at most `MAX_MOVES` moves; one more piece of any kind is refused.
#[test]
fn heaviest_accepted_material_fits_the_move_list() {
    let cells = cells();
    let white = "QQQQQQQQQQRRBBBNNK";
    // Start: white pieces on the first cells in order, the black king last.
    let mut board: Vec<Option<char>> = vec![None; cells.len()];
    for (i, p) in white.chars().enumerate() {
        board[i] = Some(p);
    }
    let count = |b: &[Option<char>]| {
        Glinski::from_position_text(&text(b, 'w'))
            .ok()
            .map(|g| g.count_moves())
    };
    // The black king on the first cell where it is not in check.
    let black_king = (white.len()..cells.len())
        .rev()
        .find(|&k| {
            let mut b = board.clone();
            b[k] = Some('k');
            count(&b).is_some()
        })
        .expect("a safe cell for the black king");
    board[black_king] = Some('k');
    let mut best = count(&board).unwrap();
    // Move one piece at a time to the cell that adds the most moves, until
    // no single move adds any.
    loop {
        let mut improved = false;
        for from in 0..board.len() {
            if from == black_king || board[from].is_none() {
                continue;
            }
            for to in 0..board.len() {
                if board[to].is_some() {
                    continue;
                }
                board.swap(from, to);
                match count(&board) {
                    Some(n) if n > best => {
                        best = n;
                        improved = true;
                        break;
                    }
                    _ => board.swap(from, to),
                }
            }
        }
        if !improved {
            break;
        }
    }
    eprintln!("{best} moves in {}", text(&board, 'w'));
    let g = Glinski::from_position_text(&text(&board, 'w')).unwrap();
    let moves = g.legal_moves();
    assert_eq!(moves.len() as u64, best);
    assert!(moves.len() <= MAX_MOVES, "{} moves", moves.len());
    assert!(best > 300, "the search found only {best} moves");
    // One more piece of any kind than promotions allow is refused.
    for extra in ['Q', 'R', 'B', 'N', 'P'] {
        let mut b = board.clone();
        let free = (0..b.len())
            .find(|&i| b[i].is_none() && !(extra == 'P' && (i % 11 == 0)))
            .unwrap();
        b[free] = Some(extra);
        let t = text(&b, 'w');
        assert_eq!(
            Glinski::from_position_text(&t),
            Err(PositionError::ImpossibleMaterial(Color::White)),
            "{t}"
        );
    }
}
