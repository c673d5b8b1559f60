//! Proptest strategies for Glinski's chess (feature `proptest`): start
//! positions, games reachable from them, and random valid positions.
//!
//! Everything shrinks toward the standard start and toward short games
//! (board-core's [`Line`] shrinking).
//!
//! ```
//! use board_core::testkit::Conformance;
//! use glinski::strategy::reachable_states;
//! use proptest::test_runner::TestRunner;
//!
//! let mut runner = TestRunner::deterministic();
//! runner
//!     .run(&reachable_states(20), |line| {
//!         Conformance::new(line.start().clone())
//!             .hash_equivalence(glinski::strategy::same_future)
//!             .check_line(line.moves())?;
//!         Ok(())
//!     })
//!     .unwrap();
//! ```

use alloc::string::String;
use alloc::vec::Vec;

use board_core::strategy::{Line, reachable_from};
use proptest::prelude::*;

use crate::cell::{CELLS, Cell};
use crate::piece::{Color, Piece, PieceKind};
use crate::position::{EMPTY, Glinski};

/// Hand-picked starts besides the standard one: Black to move after
/// 1. f5f6, pawns near promotion on both sides, a rooks ending.
const STARTS: [&str; 3] = [
    "6/P5p/RP4pr/N1P3p1n/Q2P2p2q/BBB2Pp1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 b - 0 1",
    "5k/7/8/9/1p1P6/8P1p/10/9/8/7/K5 w - 0 1",
    "K5/7/R7/9/10/11/10/9/7r/7/5k w - 0 1",
];

/// Start positions: the standard start first (shrinking goes there), then
/// a few set-up positions.
///
/// ```
/// use glinski::strategy::starts;
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
/// let g = starts().new_tree(&mut TestRunner::deterministic()).unwrap().current();
/// assert_eq!(g.legal_moves().is_empty(), false);
/// ```
pub fn starts() -> impl Strategy<Value = Glinski> + Clone {
    (0..=STARTS.len()).prop_map(|i| match i.checked_sub(1) {
        None => Glinski::start(),
        Some(j) => STARTS[j].parse().unwrap_or_else(|_| Glinski::start()),
    })
}

/// Whether two positions agree on everything the Zobrist hash covers,
/// which is everything that decides their future: the board, the side to
/// move and the en-passant cell (not the move counters, which no rule of
/// this crate reads). The equivalence to give the conformance kit's
/// hash-collision check.
///
/// ```
/// use board_core::{Game, MoveNotation};
/// use glinski::Glinski;
/// use glinski::strategy::same_future;
/// let mut g = Glinski::start();
/// for m in ["h1i3", "h9i6", "i3h1", "i6h9"] {
///     let mv = g.parse_move(m).unwrap();
///     g.play(mv).unwrap();
/// }
/// assert!(g != Glinski::start() && same_future(&g, &Glinski::start()));
/// ```
pub fn same_future(a: &Glinski, b: &Glinski) -> bool {
    a.board == b.board && a.side == b.side && a.ep == b.ep
}

/// Games of up to `max_plies` random legal moves from any of the
/// [`starts`], as a [`Line`] (start, moves, end).
pub fn reachable_states(max_plies: usize) -> impl Strategy<Value = Line<Glinski>> {
    reachable_from(starts(), max_plies)
}

/// Random valid positions: both kings and up to `max_pieces` other pieces
/// on random cells, a random side to move, no en-passant cell. Placements
/// that the position text refuses (a pawn on its promotion cell, the side
/// not to move in check) are redrawn.
///
/// ```
/// use glinski::strategy::random_positions;
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
/// let g = random_positions(6).new_tree(&mut TestRunner::deterministic()).unwrap().current();
/// assert_eq!(g.to_string().parse::<glinski::Glinski>().unwrap(), g);
/// ```
pub fn random_positions(max_pieces: usize) -> impl Strategy<Value = Glinski> {
    let piece = (0u8..12).prop_map(|code| {
        let color = Color::ALL[(code / 6) as usize];
        // No third king: code 5 / 11 becomes a pawn.
        let kind = match PieceKind::ALL[(code % 6) as usize] {
            PieceKind::King => PieceKind::Pawn,
            k => k,
        };
        Piece::new(color, kind)
    });
    (
        0..CELLS,
        0..CELLS,
        proptest::collection::vec((0..CELLS, piece), 0..=max_pieces),
        any::<bool>(),
    )
        .prop_filter_map("a valid placement", |(wk, bk, others, black)| {
            place(wk, bk, &others, black)
        })
}

/// The position of the placement, if the position text accepts it.
fn place(wk: usize, bk: usize, others: &[(usize, Piece)], black: bool) -> Option<Glinski> {
    let mut board = [EMPTY; CELLS];
    board[wk] = Piece::new(Color::White, PieceKind::King).code();
    if board[bk] != EMPTY {
        return None;
    }
    board[bk] = Piece::new(Color::Black, PieceKind::King).code();
    for &(cell, piece) in others {
        if board[cell] == EMPTY {
            board[cell] = piece.code();
        }
    }
    let mut text = String::new();
    for file in 0..11u8 {
        if file > 0 {
            text.push('/');
        }
        let mut empty = 0;
        let cells: Vec<Cell> = (1..=11).map_while(|r| Cell::new(file, r)).collect();
        for c in cells {
            match board[c.index()] {
                EMPTY => empty += 1,
                code => {
                    if empty > 0 {
                        text += &alloc::format!("{empty}");
                        empty = 0;
                    }
                    text.push(Piece::from_code(code).letter());
                }
            }
        }
        if empty > 0 {
            text += &alloc::format!("{empty}");
        }
    }
    text += if black { " b - 0 1" } else { " w - 0 1" };
    text.parse().ok()
}
