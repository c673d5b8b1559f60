//! Normal chess: the default level finds every mate in one and mate in two
//! of a set of published positions from real games (most from W. T.
//! Harvey's "Mate in Two" collection of game positions; the famous
//! miniatures from the opening literature), and every mate in one that
//! arises on the way.
//!
//! No fixed move strings: the test checks that the chosen move mates, or
//! forces mate next move against every defence, by exhaustive search.

use board_ai::{Cpu, Level, Score};
use board_core::{Game, Outcome, Player};
use lytharia::chess::Position;

/// Positions with a forced mate in two (White or Black to move).
const MATE_IN_TWO: &[&str] = &[
    // Buckle - NN, London 1840: Nf6+ gxf6 Bxf7#.
    "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1",
    "1rb4r/pkPp3p/1b1P3n/1Q6/N3Pp2/8/P1P3PP/7K w - - 1 1",
    "4kb1r/p2n1ppp/4q3/4p1B1/4P3/1Q6/PPP2PPP/2KR4 w k - 1 1",
    "r1b2k1r/ppp1bppp/8/1B1Q4/5q2/2P5/PPP2PPP/R3R1K1 w - - 1 1",
    "5rkr/pp2Rp2/1b1p1Pb1/3P2Q1/2n3P1/2p5/P4P2/4R1K1 w - - 1 1",
    "1r1kr3/Nbppn1pp/1b6/8/6Q1/3B1P2/Pq3P1P/3RR1K1 w - - 1 1",
    "5rk1/1p1q2bp/p2pN1p1/2pP2Bn/2P3P1/1P6/P4QKP/5R2 w - - 1 1",
    "r1nk3r/2b2ppp/p3b3/3NN3/Q2P3q/B2B4/P4PPP/4R1K1 w - - 1 1",
    "r4br1/3b1kpp/1q1P4/1pp1RP1N/p7/6Q1/PPB3PP/2KR4 w - - 1 1",
    "r1b2k1r/ppppq3/5N1p/4P2Q/4PP2/1B6/PP5P/n2K2R1 w - - 1 1",
    "r2q1b1r/1pN1n1pp/p1n3k1/4Pb2/2BP4/8/PPP3PP/R1BQ1RK1 w - - 1 1",
    "3q2r1/4n2k/p1p1rBpp/PpPpPp2/1P3P1Q/2P3R1/7P/1R5K w - - 1 1",
    "r2qk2r/pb4pp/1n2Pb2/2B2Q2/p1p5/2P5/2B2PPP/RN2R1K1 w - - 1 1",
    "6k1/pp4p1/2p5/2bp4/8/P5Pb/1P3rrP/2BRRN1K b - - 0 1",
    "rnbqkbn1/ppppp3/7r/6pp/3P1p2/3BP1B1/PPP2PPP/RN1QK1NR w - - 1 1",
    "1r5k/3b3p/3p3b/2qPp3/Pnp4P/Q1N5/8/K5RR b - - 0 1",
    "1k1r4/pp5R/2p5/P5p1/7b/4Pq2/1PQ2P2/3NK3 b - - 0 1",
    "5bk1/R4p1p/6p1/8/3p2K1/1Q4P1/1P3P1q/2r5 b - - 0 1",
    "3rr2k/pp1b2b1/4q1pp/2Pp1p2/3B4/1P2QNP1/P6P/R4RK1 w - - 1 1",
    "3r2k1/6pp/1nQ1R3/3r4/3N2q1/6N1/n4PPP/4R1K1 w - - 1 1",
    "r3k2r/p3bpp1/2q1p1b1/1ppPP1B1/3n3P/5NR1/PP2NP2/K1QR4 b kq - 0 1",
    "4rk2/pp2N1bQ/5p2/8/2q5/P7/3r2PP/4RR1K w - - 1 1",
    "r4rk1/4bp2/1Bppq1p1/4p1n1/2P1Pn2/3P2N1/P2Q1PBK/1R5R b - - 0 1",
    "2q1r3/4pR2/3rQ1pk/p1pnN2p/Pn5B/8/1P4PP/3R3K w - - 1 1",
    "q2br1k1/1b4pp/3Bp3/p6n/1p3R2/3B1N2/PP2QPPP/6K1 w - - 1 1",
    "5r1k/p2n1p1p/5P1N/1p1p4/2pP3P/8/PP4RK/8 w - - 1 1",
    "8/7p/5pk1/3n2pq/3N1nR1/1P3P2/P6P/4QK2 w - - 1 1",
    "2Q5/pp2rk1p/3p2pq/2bP1r2/5RR1/1P2P3/PB3P1P/7K w - - 1 1",
    "4r1k1/pQ3pp1/7p/4q3/4r3/P7/1P2nPPP/2BR1R1K b - - 0 1",
    "3R1rk1/1pp2pp1/1p6/8/8/P7/1q4BP/3Q2K1 w - - 1 1",
];

/// Positions with a mate in one.
const MATE_IN_ONE: &[&str] = &[
    // The fool's mate: 1. f3 e5 2. g4 Qh4#.
    "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
    // The scholar's mate: 1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6?? 4. Qxf7#.
    "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
    // Buckle - NN after 1. Nf6+ gxf6: 2. Bxf7#.
    "r2qkb1r/pp2np1p/3p1p2/2p1N1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 0 2",
];

fn mover(p: &Position) -> Player {
    p.to_act().unwrap()
}

/// Whether playing `mv` mates at once.
fn mates(p: &Position, mv: <Position as Game>::Move) -> bool {
    let me = mover(p);
    let mut q = *p;
    q.play(mv).unwrap();
    q.outcome() == Some(Outcome::Winner(me))
}

fn mates_in_one(p: &Position) -> bool {
    p.legal_moves().iter().any(|&mv| mates(p, mv))
}

/// Whether `mv` mates at once or against every reply next move.
fn forces_mate_in_two(p: &Position, mv: <Position as Game>::Move) -> bool {
    let mut q = *p;
    q.play(mv).unwrap();
    match q.outcome() {
        Some(o) => o == Outcome::Winner(mover(p)),
        None => q.legal_moves().iter().all(|&reply| {
            let mut r = q;
            r.play(reply).unwrap();
            r.outcome().is_none() && mates_in_one(&r)
        }),
    }
}

fn cpu() -> Cpu {
    Cpu::from(Level::DEFAULT)
}

#[test]
fn finds_every_mate_in_one() {
    for fen in MATE_IN_ONE {
        let p: Position = fen.parse().unwrap();
        assert!(mates_in_one(&p), "not a mate in one: {fen}");
        let r = cpu().search(&p);
        let mv = r.best.unwrap();
        assert!(mates(&p, mv), "{fen}: {} does not mate", p.san(mv));
        assert_eq!(r.score, Score::WinIn(1), "{fen}");
    }
}

#[test]
fn finds_every_mate_in_two_and_then_the_mate_in_one() {
    let mut followups = 0;
    for fen in MATE_IN_TWO {
        let p: Position = fen.parse().unwrap();
        assert!(
            p.legal_moves().iter().any(|&mv| forces_mate_in_two(&p, mv)),
            "not a mate in two: {fen}"
        );
        let before = p;
        let r = cpu().search(&p);
        assert_eq!(p, before);
        let mv = r.best.unwrap();
        assert!(
            forces_mate_in_two(&p, mv),
            "{fen}: {} does not force mate",
            p.san(mv)
        );
        assert!(
            matches!(r.score, Score::WinIn(n) if n <= 3),
            "{fen}: {:?}",
            r.score
        );
        // Every defence: the CPU mates next move.
        let mut q = p;
        q.play(mv).unwrap();
        if q.outcome().is_some() {
            continue;
        }
        for reply in q.legal_moves() {
            let mut s = q;
            s.play(reply).unwrap();
            let m = cpu().choose(&s).unwrap();
            assert!(
                mates(&s, m),
                "{fen} {} {}: {} does not mate",
                p.san(mv),
                q.san(reply),
                s.san(m)
            );
            followups += 1;
        }
    }
    assert!(MATE_IN_TWO.len() + MATE_IN_ONE.len() >= 30);
    assert!(followups > 30, "{followups}");
}

#[test]
fn seeds_vary_the_play_among_near_equal_moves_and_only_seeds() {
    let start = Position::startpos();
    let mut moves = std::collections::HashSet::new();
    for seed in 0..12 {
        let cpu = Cpu::new(board_ai::Settings::from(Level::new(2).unwrap()).with_seed(seed));
        let mv = cpu.choose(&start).unwrap();
        assert_eq!(cpu.choose(&start), Some(mv), "seed {seed}");
        moves.insert(mv);
    }
    assert!(moves.len() > 1, "{moves:?}");
    // Without the blur every seed plays the same.
    let quiet = board_ai::Settings {
        eval_noise: 0,
        ..board_ai::Settings::from(Level::new(2).unwrap())
    };
    let first = Cpu::new(quiet).choose(&start);
    for seed in 1..4 {
        assert_eq!(Cpu::new(quiet.with_seed(seed)).choose(&start), first);
    }
}

/// The search finds a player with no legal move when it generates the
/// moves (it no longer counts them at every node): a stalemate is a draw,
/// which the side a queen up avoids at every depth.
#[test]
fn stalemate_is_a_draw_to_avoid() {
    use board_ai::{AlphaBeta, Limits, Settings};
    // White mates with Qf8 (or Qc8, Qd8...); Qf7 would stalemate.
    let p: Position = "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1".parse().unwrap();
    let stalemating = p.parse_uci("f1f7").unwrap();
    for depth in 1..=4 {
        let r = AlphaBeta::new(Settings::default().with_limits(Limits::depth(depth))).search(&p);
        assert_ne!(r.best, Some(stalemating), "depth {depth}");
        assert_eq!(r.score, Score::WinIn(1), "depth {depth}");
    }
}

/// `Game::repetition_distance` in chess: the plies back to the position's
/// last occurrence (same side to move, no capture or pawn move between).
#[test]
fn chess_reports_how_far_back_a_position_stood() {
    use lytharia::chess::Chess;
    let mut g: Chess = "q6k/8/8/8/8/8/6PP/6K1 w - - 0 1".parse().unwrap();
    assert_eq!(g.repetition_distance(), None);
    for uci in ["g1h1", "h8g8", "h1g1"] {
        g.play_uci(uci).unwrap();
        assert_eq!(g.repetition_distance(), None, "{uci}");
    }
    g.play_uci("g8h8").unwrap();
    assert_eq!(g.repetition_distance(), Some(4));
    g.play_uci("g1h1").unwrap();
    assert_eq!(g.repetition_distance(), Some(4));
    // A pawn move starts afresh.
    g.play_uci("h8g8").unwrap();
    g.play_uci("h2h3").unwrap();
    assert_eq!(g.repetition_distance(), None);
}
