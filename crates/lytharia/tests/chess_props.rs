//! Properties over seeded random play-outs: the conformance kit, FEN round
//! trips, UCI and SAN round trips for every legal move, serde.

use board_core::square::{Color, Square};
use board_core::testkit::Conformance;
use board_core::{Game, playout};
use lytharia::chess::{Chess, Move, Piece, Position};
use proptest::prelude::*;

/// Every position of a random game from `start` (at most `plies` moves).
fn positions(start: Position, seed: u64, plies: usize) -> Vec<Position> {
    let game = playout(&Chess::from_position(start), seed, plies);
    let mut p = start;
    let mut out = vec![p];
    for mv in game.moves {
        p.play(mv).expect("play-out moves are legal");
        out.push(p);
    }
    out
}

const STARTS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
];

/// What decides the future of a position, which the hash covers: the
/// board, the side to move, castling rights and the en-passant square (not
/// the move counters).
fn same_future(a: &Position, b: &Position) -> bool {
    Piece::ALL.iter().all(|&k| a.pieces(k) == b.pieces(k))
        && Color::ALL.iter().all(|&c| a.colored(c) == b.colored(c))
        && a.side_to_move() == b.side_to_move()
        && a.castling_rights() == b.castling_rights()
        && a.en_passant() == b.en_passant()
}

fn start() -> impl Strategy<Value = Position> {
    (0..STARTS.len()).prop_map(|i| STARTS[i].parse().unwrap())
}

/// Whether `sq` is attacked by `by`, by walking the board one step at a time.
fn naive_attacked(p: &Position, sq: Square, by: Color) -> bool {
    let at = |df: i8, dr: i8| sq.offset(df, dr).and_then(|s| p.piece_on(s));
    for (df, dr) in [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ] {
        if at(df, dr) == Some((by, Piece::Knight)) {
            return true;
        }
    }
    for df in -1..=1i8 {
        for dr in -1..=1i8 {
            if (df, dr) != (0, 0) && at(df, dr) == Some((by, Piece::King)) {
                return true;
            }
        }
    }
    let pawn_dr = if by == Color::White { -1 } else { 1 };
    if at(-1, pawn_dr) == Some((by, Piece::Pawn)) || at(1, pawn_dr) == Some((by, Piece::Pawn)) {
        return true;
    }
    for (df, dr) in [
        (1, 0),
        (-1, 0),
        (0, 1),
        (0, -1),
        (1, 1),
        (1, -1),
        (-1, 1),
        (-1, -1),
    ] {
        let diagonal = df != 0 && dr != 0;
        let mut cur = sq;
        while let Some(next) = cur.offset(df, dr) {
            if let Some((c, piece)) = p.piece_on(next) {
                let slides = piece == Piece::Queen
                    || (diagonal && piece == Piece::Bishop)
                    || (!diagonal && piece == Piece::Rook);
                if c == by && slides {
                    return true;
                }
                break;
            }
            cur = next;
        }
    }
    false
}

/// Every legal move by brute force: try every from/to/promotion, keep the
/// ones whose piece can make that step by the plain movement rules, play
/// them, and drop those that leave the king attacked (walked naively).
fn naive_legal(p: &Position) -> Vec<Move> {
    let us = p.side_to_move();
    let mut out = Vec::new();
    for from in Square::ALL {
        let Some((c, piece)) = p.piece_on(from) else {
            continue;
        };
        if c != us {
            continue;
        }
        for to in Square::ALL {
            if matches!(p.piece_on(to), Some((c, _)) if c == us) || from == to {
                continue;
            }
            let df = to.file() as i8 - from.file() as i8;
            let dr = to.rank() as i8 - from.rank() as i8;
            let path_clear = |steps: i8| {
                let (sf, sr) = (df.signum(), dr.signum());
                (1..steps).all(|k| p.piece_on(from.offset(sf * k, sr * k).unwrap()).is_none())
            };
            let target = p.piece_on(to);
            let fwd: i8 = if us == Color::White { 1 } else { -1 };
            let ok = match piece {
                Piece::Knight => (df.abs(), dr.abs()) == (1, 2) || (df.abs(), dr.abs()) == (2, 1),
                Piece::Bishop => df.abs() == dr.abs() && path_clear(df.abs()),
                Piece::Rook => (df == 0 || dr == 0) && path_clear(df.abs().max(dr.abs())),
                Piece::Queen => {
                    (df.abs() == dr.abs() || df == 0 || dr == 0)
                        && path_clear(df.abs().max(dr.abs()))
                }
                Piece::King => {
                    let home = Square::E1.relative_to(us);
                    if df.abs() <= 1 && dr.abs() <= 1 {
                        true
                    } else if from == home && dr == 0 && df.abs() == 2 {
                        let rights = p.castling_rights();
                        let right = if df > 0 {
                            rights.kingside(us)
                        } else {
                            rights.queenside(us)
                        };
                        let span = if df > 0 { 2 } else { 3 };
                        // Rights imply king and rook at home (FEN validation).
                        right
                            && (1..=span).all(|k| {
                                p.piece_on(from.offset(df.signum() * k, 0).unwrap())
                                    .is_none()
                            })
                            && !naive_attacked(p, from, !us)
                            && !naive_attacked(p, from.offset(df.signum(), 0).unwrap(), !us)
                    } else {
                        false
                    }
                }
                Piece::Pawn => {
                    let start_rank = if us == Color::White { 1 } else { 6 };
                    if df == 0 && dr == fwd {
                        target.is_none()
                    } else if df == 0 && dr == 2 * fwd && from.rank() as i8 == start_rank {
                        target.is_none() && p.piece_on(from.offset(0, fwd).unwrap()).is_none()
                    } else if df.abs() == 1 && dr == fwd {
                        target.is_some() || p.en_passant() == Some(to)
                    } else {
                        false
                    }
                }
            };
            if !ok {
                continue;
            }
            let last_rank = to.rank() as u8 == if us == Color::White { 7 } else { 0 };
            let promos: &[Option<Piece>] = if piece == Piece::Pawn && last_rank {
                &[
                    Some(Piece::Queen),
                    Some(Piece::Rook),
                    Some(Piece::Bishop),
                    Some(Piece::Knight),
                ]
            } else {
                &[None]
            };
            for &promo in promos {
                let mv = Move::new(from, to, promo);
                let mut after = *p;
                after.play_unchecked(mv);
                if !naive_attacked(&after, after.king(us), !us) {
                    out.push(mv);
                }
            }
        }
    }
    out.sort();
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    // NC-5.1 NC-5.2 NC-3.3 NC-4.2: the pin/check-mask generator equals a
    // brute-force generator (every from/to pair, naive attack walk) in every
    // position of random games.
    #[test]
    fn movegen_matches_brute_force(seed in any::<u64>(), start in start()) {
        for p in positions(start, seed, 100) {
            let mut fast: Vec<Move> = p.legal_moves().to_vec();
            fast.sort();
            prop_assert_eq!(&fast, &naive_legal(&p), "{}", p);
            prop_assert_eq!(p.count_legal_moves(), fast.len() as u64);
            prop_assert_eq!(p.is_check(), naive_attacked(&p, p.king(p.side_to_move()), !p.side_to_move()));
        }
    }

    // NC-6.4: the Game contract (moves empty exactly when the game is over,
    // unique moves, bulk count = list length, incremental hash, refusals
    // leave the state unchanged), plus notation and serde round trips.
    #[test]
    fn position_conforms(seed in any::<u64>(), start in start()) {
        let report = Conformance::new(start)
            .seed(seed)
            .playouts(2)
            .max_plies(150)
            .with_notation()
            .with_serde()
            .with_inspection()
            .hash_equivalence(same_future)
            .run();
        prop_assert!(report.is_ok(), "{}", report.unwrap_err());
    }

    // NC-6.2: the same contract for the game with repetition history. Its
    // hash is the position's: equal hashes mean the same board, side,
    // castling rights and en-passant square (the repetition history and
    // the clocks are not hashed, as in engines' transposition tables).
    #[test]
    fn chess_conforms(seed in any::<u64>()) {
        let report = Conformance::new(Chess::new())
            .seed(seed)
            .playouts(2)
            .max_plies(200)
            .with_notation()
            .with_serde()
            .with_inspection()
            .hash_equivalence(|a: &Chess, b: &Chess| same_future(a.position(), b.position()))
            .run();
        prop_assert!(report.is_ok(), "{}", report.unwrap_err());
    }

    // NC-7.1 NC-7.2: FEN round trips exactly, for every position of random games.
    #[test]
    fn fen_round_trips(seed in any::<u64>(), start in start()) {
        for p in positions(start, seed, 250) {
            let fen = p.to_fen();
            let back: Position = fen.parse().unwrap();
            prop_assert_eq!(back, p, "{}", fen);
            prop_assert_eq!(back.to_fen(), fen);
            prop_assert_eq!(p.hash(), p.hash_from_scratch());
        }
    }

    // NC-7.3 NC-7.4: every legal move formats and parses back, in UCI and SAN.
    #[test]
    fn move_text_round_trips(seed in any::<u64>(), start in start()) {
        for p in positions(start, seed, 120) {
            for &mv in p.legal_moves().iter() {
                let uci = mv.to_string();
                prop_assert_eq!(p.parse_uci(&uci), Ok(mv), "{} in {}", uci, p);
                prop_assert_eq!(Move::from_uci_text(&uci), Some(mv));
                let san = p.san(mv);
                prop_assert_eq!(p.parse_san(&san), Ok(mv), "{} in {}", san, p);
                // Lenient input: without the check marks too.
                let bare = san.trim_end_matches(['+', '#']);
                prop_assert_eq!(p.parse_san(bare), Ok(mv), "{} in {}", bare, p);
            }
        }
    }

    // NC-7.1: the FEN parser never panics, whatever the input.
    #[test]
    fn fen_parser_never_panics(text in ".{0,90}") {
        let _ = text.parse::<Position>();
    }

    // NC-7.1: nor on inputs close to valid FENs.
    #[test]
    fn fen_parser_survives_mutations(i in 0..STARTS.len(), at in 0usize..90, c in proptest::char::range(' ', '~')) {
        let mut s: Vec<char> = STARTS[i].chars().collect();
        let at = at % s.len();
        s[at] = c;
        let text: String = s.into_iter().collect();
        if let Ok(p) = text.parse::<Position>() {
            // Whatever parses is a sound position that round-trips.
            prop_assert_eq!(p.to_fen().parse::<Position>(), Ok(p));
        }
    }

    // NC-5.1: any 16-bit move is refused (state unchanged) unless legal, and
    // even unchecked play of garbage never panics.
    #[test]
    fn arbitrary_moves_never_panic(seed in any::<u64>(), start in start(), bits in proptest::collection::vec(any::<u16>(), 1..40)) {
        let ps = positions(start, seed, 60);
        for (i, b) in bits.into_iter().enumerate() {
            let p = ps[i % ps.len()];
            if let Some(mv) = Move::from_bits(b) {
                let mut q = p;
                match q.play(mv) {
                    Ok(()) => prop_assert!(p.legal_moves().contains(&mv)),
                    Err(_) => prop_assert_eq!(q, p),
                }
                let mut r = p;
                r.play_unchecked(mv);
            }
        }
    }

    // NC-7.3: move parsers never panic either.
    #[test]
    fn move_parsers_never_panic(text in ".{0,12}") {
        let p = Position::startpos();
        let _ = p.parse_uci(&text);
        let _ = p.parse_san(&text);
        let _ = Move::from_uci_text(&text);
    }
}

// NC-7.1: serde goes through the FEN and validates it.
#[test]
fn serde_validates() {
    let p = Position::startpos();
    let json = serde_json::to_string(&p).unwrap();
    assert_eq!(
        json,
        "\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\""
    );
    assert_eq!(serde_json::from_str::<Position>(&json).unwrap(), p);
    assert!(serde_json::from_str::<Position>("\"8/8/8/8/8/8/8/8 w - - 0 1\"").is_err());
    let mv = p.parse_uci("e2e4").unwrap();
    assert_eq!(serde_json::to_string(&mv).unwrap(), "\"e2e4\"");
    assert_eq!(
        serde_json::from_str::<Move>("\"e7e8q\"")
            .unwrap()
            .to_string(),
        "e7e8q"
    );
    assert!(serde_json::from_str::<Move>("\"e7e8k\"").is_err());
    let mut g = Chess::new();
    g.play_uci("Nf3").unwrap();
    let json = serde_json::to_string(&g).unwrap();
    assert_eq!(serde_json::from_str::<Chess>(&json).unwrap(), g);
    assert_eq!(
        json,
        r#"{"format":1,"start":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","moves":["g1f3"]}"#
    );
    // Moves are replayed and checked; unknown format versions are refused.
    let bad = r#"{"format":1,"start":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","moves":["e2e5"]}"#;
    assert!(serde_json::from_str::<Chess>(bad).is_err());
    let future = r#"{"format":2,"start":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","moves":[]}"#;
    assert!(
        serde_json::from_str::<Chess>(future)
            .unwrap_err()
            .to_string()
            .contains("format 2")
    );
    // The old form with raw hashes is not read.
    let old = r#"{"fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","history":[1]}"#;
    assert!(serde_json::from_str::<Chess>(old).is_err());
}

// NC-8.1: perft is symmetric under swapping the colours (mirror FENs).
#[test]
fn mirrored_positions_have_equal_perft() {
    let a: Position = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
        .parse()
        .unwrap();
    let b: Position = "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1"
        .parse()
        .unwrap();
    assert_eq!(a.perft(3), b.perft(3));
    assert_eq!(board_core::perft(&a, 3), 9_467);
    let _ = a.count_moves();
}
