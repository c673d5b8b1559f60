#![no_main]
use board_core::MoveNotation;
use libfuzzer_sys::fuzz_target;
use lytharia::chess::Position;

// SAN and UCI (parse_move accepts both; parse_san and parse_uci are strict).
const FENS: [&str; 3] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
];

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let pos: Position = FENS[which as usize % FENS.len()].parse().unwrap();
    tabletop_fuzz::move_text(&pos, text);
    for mv in [pos.parse_san(text), pos.parse_uci(text)].into_iter().flatten() {
        assert!(pos.legal_moves().contains(&mv));
        assert_eq!(pos.parse_move(&pos.format_move(mv)), Ok(mv));
        assert_eq!(pos.parse_san(&pos.san(mv)), Ok(mv));
    }
});
