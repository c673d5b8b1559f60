//! Properties over the crate's proptest strategies
//! (`lytharia::chess::strategy`, feature `proptest`): the conformance kit
//! along random games, FEN round trips, UCI and SAN round trips for every
//! legal move, move generation against a brute-force generator, in every
//! position of random games and in random valid positions. Failures shrink
//! to the shortest game.
#![cfg(feature = "proptest")]

use board_core::square::{Color, Square};
use board_core::testkit::Conformance;
use lytharia::chess::strategy::{
    STARTS, games, random_positions, reachable_positions, same_future, same_game_future,
};
use lytharia::chess::{Move, Piece, Position};
use proptest::prelude::*;

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

/// NC-6.2: the repetition the game reports to a search
/// (`Game::repetition_distance`) is checked by the conformance kit against
/// the line's own earlier states: here a knight shuffle repeats the start
/// four plies back, twice.
#[test]
fn chess_repetitions_pass_the_kit() {
    use board_core::Game;
    let start = lytharia::chess::Chess::default();
    let mut g = start.clone();
    let mut moves = Vec::new();
    for uci in ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6"] {
        moves.push(g.play_uci(uci).unwrap());
    }
    assert_eq!(g.repetition_distance(), Some(4));
    let report = Conformance::new(start)
        .hash_equivalence(same_game_future)
        .check_line(&moves)
        .unwrap();
    assert_eq!(report.states, 7);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    // NC-5.1 NC-5.2 NC-3.3 NC-4.2: the pin/check-mask generator equals a
    // brute-force generator (every from/to pair, naive attack walk) in every
    // position of random games.
    // The null move the search prunes with: the other side to move, no
    // en-passant square, the hash as if computed from scratch, the FEN
    // readable, and never in check or with only king and pawns.
    #[test]
    fn null_moves_are_consistent_positions(line in reachable_positions(100)) {
        for p in line.states() {
            let Some(n) = p.null_move() else {
                let officers = Piece::ALL.iter().filter(|&&k| k != Piece::Pawn && k != Piece::King)
                    .any(|&k| (p.pieces(k) & p.colored(p.side_to_move())).is_nonempty());
                prop_assert!(p.is_check() || !officers, "{}", p);
                continue;
            };
            prop_assert!(!p.is_check());
            prop_assert_eq!(n.side_to_move(), !p.side_to_move());
            prop_assert_eq!(n.hash(), n.hash_from_scratch());
            prop_assert!(!n.is_check(), "{}", n);
            let again: Position = n.to_fen().parse().unwrap();
            prop_assert_eq!(again.hash(), n.hash());
            prop_assert_eq!(n.legal_moves().len(), again.legal_moves().len());
        }
    }

    #[test]
    fn movegen_matches_brute_force(line in reachable_positions(100)) {
        for p in line.states() {
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
    fn position_conforms(line in reachable_positions(150)) {
        Conformance::new(*line.start())
            .with_notation()
            .with_serde()
            .with_inspection()
            .hash_equivalence(same_future)
            .check_line(line.moves())?;
    }

    // NC-6.2: the same contract for the game with repetition history. Its
    // hash is the position's: equal hashes mean the same board, side,
    // castling rights and en-passant square (the repetition history and
    // the clocks are not hashed, as in engines' transposition tables).
    #[test]
    fn chess_conforms(line in games(200)) {
        Conformance::new(line.start().clone())
            .with_notation()
            .with_serde()
            .with_inspection()
            .hash_equivalence(same_game_future)
            .check_line(line.moves())?;
    }

    // NC-7.1 NC-5.1: random valid positions round-trip through FEN, their
    // moves match the brute-force generator, and games from them conform.
    #[test]
    fn random_positions_conform(start in random_positions(10)) {
        let fen = start.to_fen();
        prop_assert_eq!(fen.parse::<Position>().unwrap(), start);
        let mut fast: Vec<Move> = start.legal_moves().to_vec();
        fast.sort();
        prop_assert_eq!(&fast, &naive_legal(&start), "{}", fen);
        let line = board_core::strategy::Line::from_choices(start, &[3; 30]);
        Conformance::new(start)
            .with_notation()
            .with_inspection()
            .hash_equivalence(same_future)
            .check_line(line.moves())?;
    }

    // NC-7.1 NC-7.2: FEN round trips exactly, for every position of random games.
    #[test]
    fn fen_round_trips(line in reachable_positions(250)) {
        for p in line.states() {
            let fen = p.to_fen();
            let back: Position = fen.parse().unwrap();
            prop_assert_eq!(back, p, "{}", fen);
            prop_assert_eq!(back.to_fen(), fen);
            prop_assert_eq!(p.hash(), p.hash_from_scratch());
        }
    }

    // NC-7.3 NC-7.4: every legal move formats and parses back, in UCI and SAN.
    #[test]
    fn move_text_round_trips(line in reachable_positions(120)) {
        for p in line.states() {
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
    fn arbitrary_moves_never_panic(line in reachable_positions(60), bits in proptest::collection::vec(any::<u16>(), 1..40)) {
        let ps: Vec<Position> = line.states().collect();
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
