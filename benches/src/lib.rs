//! Shared fixtures for the benches (positions used by every bench).

/// Normal Chess fixtures (FEN) for the move-generation bench: the six
/// chessprogramming.org perft positions plus an opening, a check evasion,
/// a bare endgame, a promotion race and the 218-move record position.
pub const CHESS_POSITIONS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "rnbqkbnr/ppp2ppp/8/1B1pp3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 3",
    "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1",
];

/// Glinski fixtures (the position text of `docs/notation.md`) for the
/// move-generation bench: the start position, four positions from seeded
/// random play-outs (16, 30, 50 and 80 plies), a position with three pinned
/// pieces, and a pawn about to promote by push or capture.
pub const GLINSKI_POSITIONS: &[&str] = &[
    "6/P5p/RP4pr/N1P3p1n/Q2P2p2q/BBB1P1p1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 w - 0 1",
    "q5/6p/RPNb2pr/1BP3p2/3P2p3/B3P1p1b1b/K4Pprnk/N1P3p2/RP2BnQ1/P5p/6 w - 5 9",
    "6/P5p/RP3npr/2P2p1q1/B1Q1PN4/BK1p2p1bbb/3P2p2k/1RP3pr1/1PN1B1p1/P1n3p/6 w - 0 16",
    "1q4/P1n2Q1/1PN3p1/N2P2p2/6pbr1/B2R2pr2b/9k/K2P2p2/R2PBbp1/P5p/1B4 w - 16 26",
    "r1Bb2/1b1p3/1R3p2/2P1p4/3P6/6pn3/K2N1Pp2k/2P4b1/R2Pp3/P1n2Bp/4N1 w - 0 41",
    "6/7/3b4/9/1N8/K2R4r2/1B8/9/3q4/7/5k w - 0 1",
    "K5/7/8/9/9r/9P1/9r/9/8/7/5k w - 0 1",
];

/// The README's embedding examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeExamples;
