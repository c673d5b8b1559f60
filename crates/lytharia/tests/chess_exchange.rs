//! The chess answer to `Evaluate::static_exchange`, which alpha-beta uses
//! to prune quiet moves that leave their piece to be taken.

use board_core::{Evaluate, Game};
use lytharia::chess::{Chess, Position};

fn exchange(fen: &str, uci: &str) -> i32 {
    let p: Position = fen.parse().unwrap();
    let mv = p.parse_uci(uci).unwrap();
    p.static_exchange(mv).expect("chess knows its exchanges")
}

#[test]
fn a_quiet_move_into_a_pawns_reach_loses_the_piece() {
    let fen = "r1bqkb1r/pppp1pp1/2n2n1p/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 5";
    // Ng5 stands where the h6 pawn takes it: a knight lost.
    assert_eq!(exchange(fen, "f3g5"), -320);
    // d3 and O-O leave nothing to take.
    assert_eq!(exchange(fen, "d2d3"), 0);
    assert_eq!(exchange(fen, "e1g1"), 0);
    // Bxf7+ is a bishop for a pawn (the king takes back).
    assert_eq!(exchange(fen, "c4f7"), 100 - 330);
}

#[test]
fn a_defended_square_still_loses_and_a_free_capture_wins() {
    // The rook goes to d5, attacked by the knight on c7 and defended by
    // the pawn on e4: a loss (the exchange's sign is exact, its size at
    // most the rook).
    let fen = "4k3/2n5/8/8/4P3/8/8/3RK3 w - - 0 1";
    assert!((-500..0).contains(&exchange(fen, "d1d5")));
    // The same rook on d3, out of the knight's reach, loses nothing.
    assert_eq!(exchange(fen, "d1d3"), 0);
    // A queen captured by a pawn with nothing behind it.
    let fen = "4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1";
    assert_eq!(exchange(fen, "e4d5"), 900);
}

#[test]
fn quiet_moves_never_win_by_exchange_and_both_types_agree() {
    let mut quiet = 0;
    for seed in 0..8 {
        let game = board_core::playout(&Chess::new(), seed, 160);
        let mut state = Chess::new();
        for played in game.moves {
            let mut moves = <Chess as Game>::Moves::default();
            state.generate_moves(&mut moves);
            for &mv in moves.as_slice() {
                let x = state.static_exchange(mv).unwrap();
                assert_eq!(Some(x), state.position().static_exchange(mv));
                if !state.is_noisy(mv) {
                    quiet += 1;
                    assert!(x <= 0, "{mv:?} wins {x} without taking");
                } else if state.move_priority(mv) < 0 {
                    // A capture ordered as losing loses that much.
                    assert_eq!(x, state.move_priority(mv));
                }
            }
            state.play(played).unwrap();
        }
    }
    assert!(quiet > 5_000);
}
