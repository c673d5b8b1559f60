//! Proptest strategies for Normal Chess (feature `proptest`): start
//! positions, games reachable from them (as [`Position`]s, which know only
//! the rules of movement, or as whole [`Chess`] games), and random valid
//! positions.
//!
//! Everything shrinks toward the standard start and toward short games
//! (board-core's [`Line`] shrinking).
//!
//! ```
//! use board_core::testkit::Conformance;
//! use lytharia::chess::strategy::{games, same_game_future};
//! use proptest::test_runner::TestRunner;
//!
//! let mut runner = TestRunner::deterministic();
//! runner
//!     .run(&games(20), |line| {
//!         Conformance::new(line.start().clone())
//!             .hash_equivalence(same_game_future)
//!             .check_line(line.moves())?;
//!         Ok(())
//!     })
//!     .unwrap();
//! ```

use board_core::square::Color;
use board_core::strategy::{Line, reachable_from};
use proptest::prelude::*;

use super::game::Chess;
use super::position::Position;
use super::types::Piece;

/// The start positions: the standard one first, then the six positions of
/// the chessprogramming.org perft page (castling, en passant, pins,
/// promotions) and a promotion race.
pub const STARTS: [&str; 7] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
];

/// Whether two positions agree on everything the Zobrist hash covers,
/// which is everything that decides their future under the rules of
/// movement: the board, the side to move, castling rights and the
/// en-passant square (not the move counters). The equivalence to give the
/// conformance kit's hash-collision check.
///
/// ```
/// use lytharia::chess::Position;
/// use lytharia::chess::strategy::same_future;
/// let mut a = Position::startpos();
/// for m in ["g1f3", "g8f6", "f3g1", "f6g8"] { a.play_uci(m).unwrap(); }
/// assert!(a != Position::startpos() && same_future(&a, &Position::startpos()));
/// ```
pub fn same_future(a: &Position, b: &Position) -> bool {
    Piece::ALL.iter().all(|&k| a.pieces(k) == b.pieces(k))
        && Color::ALL.iter().all(|&c| a.colored(c) == b.colored(c))
        && a.side_to_move() == b.side_to_move()
        && a.castling_rights() == b.castling_rights()
        && a.en_passant() == b.en_passant()
}

/// [`same_future`] of the games' positions: the hash of a [`Chess`] game
/// does not cover its repetition history or clocks (as in engines'
/// transposition tables).
pub fn same_game_future(a: &Chess, b: &Chess) -> bool {
    same_future(a.position(), b.position())
}

/// One of the [`STARTS`] (shrinks toward the standard start).
///
/// ```
/// use lytharia::chess::strategy::start_positions;
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
/// let p = start_positions().new_tree(&mut TestRunner::deterministic()).unwrap().current();
/// assert!(!p.legal_moves().is_empty());
/// ```
pub fn start_positions() -> impl Strategy<Value = Position> + Clone {
    (0..STARTS.len()).prop_map(|i| STARTS[i].parse().unwrap_or_else(|_| Position::startpos()))
}

/// Positions after up to `max_plies` random legal moves from any of the
/// [`STARTS`], as a [`Line`] of [`Position`]s (the draw rules without
/// history apply: fifty moves, insufficient material).
pub fn reachable_positions(max_plies: usize) -> impl Strategy<Value = Line<Position>> {
    reachable_from(start_positions(), max_plies)
}

/// Whole games (with the repetition rule) of up to `max_plies` random
/// legal moves from any of the [`STARTS`].
pub fn games(max_plies: usize) -> impl Strategy<Value = Line<Chess>> {
    reachable_from(start_positions().prop_map(Chess::from_position), max_plies)
}

/// Random valid positions: both kings and up to `max_pieces` other pieces
/// (no pawn on the first or last rank) on random squares, a random side to
/// move, no castling rights or en-passant square. Placements the FEN
/// validation refuses (the side not to move in check, impossible material,
/// three checkers) are redrawn.
///
/// ```
/// use lytharia::chess::Position;
/// use lytharia::chess::strategy::random_positions;
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
/// let p = random_positions(8).new_tree(&mut TestRunner::deterministic()).unwrap().current();
/// assert_eq!(p.to_fen().parse::<Position>().unwrap(), p);
/// ```
pub fn random_positions(max_pieces: usize) -> impl Strategy<Value = Position> {
    let piece = (0usize..10).prop_map(|i| {
        let color = if i < 5 { Color::White } else { Color::Black };
        (color, Piece::ALL[i % 5])
    });
    (
        0usize..64,
        0usize..64,
        proptest::collection::vec((0usize..64, piece), 0..=max_pieces),
        any::<bool>(),
    )
        .prop_filter_map("a valid placement", |(wk, bk, others, black)| {
            // Squares are indexed a1 = 0, b1 = 1, ... h8 = 63.
            let mut board: [Option<(Color, Piece)>; 64] = [None; 64];
            board[wk] = Some((Color::White, Piece::King));
            if board[bk].is_some() {
                return None;
            }
            board[bk] = Some((Color::Black, Piece::King));
            for (sq, p) in others {
                let back_rank = !(8..56).contains(&sq);
                if board[sq].is_none() && !(p.1 == Piece::Pawn && back_rank) {
                    board[sq] = Some(p);
                }
            }
            let mut fen = String::new();
            for rank in (0..8).rev() {
                let mut empty = 0;
                for file in 0..8 {
                    match board[rank * 8 + file] {
                        None => empty += 1,
                        Some((color, piece)) => {
                            if empty > 0 {
                                fen += &empty.to_string();
                                empty = 0;
                            }
                            let c = piece.to_char();
                            fen.push(if color == Color::White {
                                c.to_ascii_uppercase()
                            } else {
                                c
                            });
                        }
                    }
                }
                if empty > 0 {
                    fen += &empty.to_string();
                }
                if rank > 0 {
                    fen.push('/');
                }
            }
            fen += if black { " b - - 0 1" } else { " w - - 0 1" };
            fen.parse().ok()
        })
}
