//! Perft against the published counts of the six chessprogramming.org
//! positions (https://www.chessprogramming.org/Perft_Results).
//! The deep counts are `#[ignore]`d: run them in release with
//! `cargo test --release -p lytharia --test chess_perft -- --include-ignored`.

use board_core::{Game, perft};
use lytharia::chess::Position;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const POS3: &str = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
const POS4: &str = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
const POS4_MIRRORED: &str = "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1";
const POS5: &str = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
const POS6: &str = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";

fn check(fen: &str, counts: &[u64]) {
    let pos: Position = fen.parse().unwrap();
    for (i, &expected) in counts.iter().enumerate() {
        let depth = i as u32 + 1;
        assert_eq!(pos.perft(depth), expected, "{fen} depth {depth}");
        // The generic perft over the Game impl agrees (no draw rule fires).
        assert_eq!(perft(&pos, depth), expected, "{fen} depth {depth} via Game");
    }
    // count_moves (bulk) equals the list length at the root.
    assert_eq!(pos.count_moves(), pos.legal_moves().len() as u64);
}

// NC-8.1 (and with it NC-2.1 to NC-2.7): every piece's movement, checked by
// the published counts.
#[test]
fn start_position_shallow() {
    check(START, &[20, 400, 8_902, 197_281, 4_865_609]);
}

#[test]
#[ignore = "deep perft: run in release"]
fn start_position_depth_6() {
    let pos: Position = START.parse().unwrap();
    assert_eq!(pos.perft(6), 119_060_324);
}

// NC-8.1: Kiwipete exercises castling (NC-3.1 to NC-3.3), en passant
// (NC-4.1) and promotions (NC-4.3).
#[test]
fn kiwipete_shallow() {
    check(KIWIPETE, &[48, 2_039, 97_862, 4_085_603]);
}

#[test]
#[ignore = "deep perft: run in release"]
fn kiwipete_depth_5() {
    let pos: Position = KIWIPETE.parse().unwrap();
    assert_eq!(pos.perft(5), 193_690_690);
}

// NC-8.1, NC-4.2: position 3 is rich in en-passant pins along the rank.
#[test]
fn position_3() {
    check(POS3, &[14, 191, 2_812, 43_238, 674_624]);
}

#[test]
#[ignore = "deep perft: run in release"]
fn position_3_depth_7() {
    let pos: Position = POS3.parse().unwrap();
    assert_eq!(pos.perft(6), 11_030_083);
    assert_eq!(pos.perft(7), 178_633_661);
}

#[test]
fn position_4_and_mirror() {
    check(POS4, &[6, 264, 9_467, 422_333]);
    check(POS4_MIRRORED, &[6, 264, 9_467, 422_333]);
}

#[test]
#[ignore = "deep perft: run in release"]
fn position_4_depth_5() {
    for fen in [POS4, POS4_MIRRORED] {
        let pos: Position = fen.parse().unwrap();
        assert_eq!(pos.perft(5), 15_833_292, "{fen}");
    }
}

#[test]
fn position_5() {
    check(POS5, &[44, 1_486, 62_379, 2_103_487]);
}

#[test]
#[ignore = "deep perft: run in release"]
fn position_5_depth_5() {
    let pos: Position = POS5.parse().unwrap();
    assert_eq!(pos.perft(5), 89_941_194);
}

#[test]
fn position_6() {
    check(POS6, &[46, 2_079, 89_890, 3_894_594]);
}

#[test]
#[ignore = "deep perft: run in release"]
fn position_6_depth_5() {
    let pos: Position = POS6.parse().unwrap();
    assert_eq!(pos.perft(5), 164_075_551);
}
