//! A downstream user's toy chess move generator, tested against our Normal
//! Chess with nothing but board-core's public strategies: the move lists
//! must agree in every reachable state.
//!
//! The toy engine has its own board (a mailbox read from FEN) and its own
//! move generation. With every rule switched on it agrees with ours; with
//! en passant forgotten, or with pinned pieces allowed to move, proptest
//! finds the difference and shrinks it to a game of a few moves, which the
//! tests assert.

use std::collections::BTreeSet;

use board_core::strategy::{Line, reachable};
use lytharia::chess::Position;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestError, TestRng, TestRunner};

/// Which rules the toy engine knows.
#[derive(Clone, Copy, Debug)]
struct ToyRules {
    en_passant: bool,
    /// Whether a move that is not the king's, made while not in check, is
    /// checked for exposing the king (without: pinned pieces move).
    pins: bool,
}

/// A piece: white or not, and its lower-case FEN letter.
type Piece = (bool, u8);

/// The toy engine's board: a mailbox (a1 = 0, h8 = 63) read from a FEN.
#[derive(Clone)]
struct ToyBoard {
    squares: [Option<Piece>; 64],
    white_to_move: bool,
    /// K, Q, k, q.
    castling: [bool; 4],
    en_passant: Option<usize>,
}

const KNIGHT: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

fn offset(sq: usize, df: i32, dr: i32) -> Option<usize> {
    let (f, r) = ((sq % 8) as i32 + df, (sq / 8) as i32 + dr);
    ((0..8).contains(&f) && (0..8).contains(&r)).then_some((r * 8 + f) as usize)
}

fn name(sq: usize) -> String {
    format!("{}{}", (b'a' + (sq % 8) as u8) as char, sq / 8 + 1)
}

impl ToyBoard {
    fn from_fen(fen: &str) -> ToyBoard {
        let mut fields = fen.split_whitespace();
        let mut squares = [None; 64];
        for (i, row) in fields.next().unwrap().split('/').enumerate() {
            let rank = 7 - i;
            let mut file = 0;
            for c in row.bytes() {
                if c.is_ascii_digit() {
                    file += (c - b'0') as usize;
                } else {
                    squares[rank * 8 + file] =
                        Some((c.is_ascii_uppercase(), c.to_ascii_lowercase()));
                    file += 1;
                }
            }
        }
        let white_to_move = fields.next() == Some("w");
        let rights = fields.next().unwrap();
        let castling = [b'K', b'Q', b'k', b'q'].map(|c| rights.as_bytes().contains(&c));
        let ep = fields.next().unwrap();
        let en_passant = (ep != "-").then(|| {
            let b = ep.as_bytes();
            ((b[1] - b'1') * 8 + (b[0] - b'a')) as usize
        });
        ToyBoard {
            squares,
            white_to_move,
            castling,
            en_passant,
        }
    }

    /// Whether a piece of `by_white` attacks `sq`.
    fn attacked(&self, sq: usize, by_white: bool) -> bool {
        let is = |s: Option<usize>, kinds: &[u8]| {
            s.and_then(|s| self.squares[s])
                .is_some_and(|(w, k)| w == by_white && kinds.contains(&k))
        };
        let pawn_rank = if by_white { -1 } else { 1 };
        if is(offset(sq, -1, pawn_rank), b"p") || is(offset(sq, 1, pawn_rank), b"p") {
            return true;
        }
        if KNIGHT.iter().any(|&(f, r)| is(offset(sq, f, r), b"n"))
            || KING.iter().any(|&(f, r)| is(offset(sq, f, r), b"k"))
        {
            return true;
        }
        for (dirs, kinds) in [(ROOK_DIRS, b"rq"), (BISHOP_DIRS, b"bq")] {
            for (f, r) in dirs {
                let mut s = offset(sq, f, r);
                while let Some(t) = s {
                    if self.squares[t].is_some() {
                        if is(Some(t), kinds) {
                            return true;
                        }
                        break;
                    }
                    s = offset(t, f, r);
                }
            }
        }
        false
    }

    fn king(&self, white: bool) -> usize {
        (0..64)
            .find(|&s| self.squares[s] == Some((white, b'k')))
            .unwrap()
    }

    /// The board after a (pseudo-legal) move; only the squares matter here.
    fn after(&self, from: usize, to: usize, promotion: Option<u8>) -> ToyBoard {
        let mut next = self.clone();
        let (white, kind) = self.squares[from].unwrap();
        if kind == b'p' && Some(to) == self.en_passant && self.squares[to].is_none() {
            next.squares[if white { to - 8 } else { to + 8 }] = None;
        }
        if kind == b'k' && from.abs_diff(to) == 2 {
            let (rook_from, rook_to) = if to > from {
                (from + 3, from + 1)
            } else {
                (from - 4, from - 1)
            };
            next.squares[rook_to] = next.squares[rook_from].take();
        }
        next.squares[from] = None;
        next.squares[to] = Some((white, promotion.unwrap_or(kind)));
        next
    }

    /// Every legal move in UCI.
    fn legal_moves(&self, rules: ToyRules) -> BTreeSet<String> {
        let us = self.white_to_move;
        let mut pseudo: Vec<(usize, usize, Option<u8>)> = Vec::new();
        for from in 0..64 {
            let Some((white, kind)) = self.squares[from] else {
                continue;
            };
            if white != us {
                continue;
            }
            let target_ok = |to: usize| self.squares[to].is_none_or(|(w, _)| w != us);
            match kind {
                b'p' => {
                    let dir = if us { 1 } else { -1 };
                    let last = if us { 7 } else { 0 };
                    let push = |to: usize, list: &mut Vec<_>| {
                        if to / 8 == last {
                            for p in *b"qrbn" {
                                list.push((from, to, Some(p)));
                            }
                        } else {
                            list.push((from, to, None));
                        }
                    };
                    if let Some(one) = offset(from, 0, dir)
                        && self.squares[one].is_none()
                    {
                        push(one, &mut pseudo);
                        let start_rank = if us { 1 } else { 6 };
                        if from / 8 == start_rank
                            && let Some(two) = offset(from, 0, 2 * dir)
                            && self.squares[two].is_none()
                        {
                            push(two, &mut pseudo);
                        }
                    }
                    for df in [-1, 1] {
                        let Some(to) = offset(from, df, dir) else {
                            continue;
                        };
                        let capture = self.squares[to].is_some_and(|(w, _)| w != us);
                        let en_passant = rules.en_passant && Some(to) == self.en_passant;
                        if capture || en_passant {
                            push(to, &mut pseudo);
                        }
                    }
                }
                b'n' | b'k' => {
                    let steps = if kind == b'n' { KNIGHT } else { KING };
                    for (f, r) in steps {
                        if let Some(to) = offset(from, f, r)
                            && target_ok(to)
                        {
                            pseudo.push((from, to, None));
                        }
                    }
                }
                _ => {
                    let dirs: Vec<(i32, i32)> = match kind {
                        b'r' => ROOK_DIRS.to_vec(),
                        b'b' => BISHOP_DIRS.to_vec(),
                        _ => ROOK_DIRS.iter().chain(&BISHOP_DIRS).copied().collect(),
                    };
                    for (f, r) in dirs {
                        let mut s = offset(from, f, r);
                        while let Some(to) = s {
                            if target_ok(to) {
                                pseudo.push((from, to, None));
                            }
                            if self.squares[to].is_some() {
                                break;
                            }
                            s = offset(to, f, r);
                        }
                    }
                }
            }
        }
        // Castling: rights, rook at home, empty squares between, the king
        // neither in check nor passing through an attacked square.
        let home = if us { 4 } else { 60 };
        let rights = if us { [0, 1] } else { [2, 3] };
        for (right, side) in rights.into_iter().zip([1i32, -1]) {
            let rook = if side > 0 { home + 3 } else { home - 4 };
            let between: Vec<usize> = if side > 0 {
                vec![home + 1, home + 2]
            } else {
                vec![home - 1, home - 2, home - 3]
            };
            if self.castling[right]
                && self.squares[home] == Some((us, b'k'))
                && self.squares[rook] == Some((us, b'r'))
                && between.iter().all(|&s| self.squares[s].is_none())
                && !self.attacked(home, !us)
                && !self.attacked((home as i32 + side) as usize, !us)
            {
                pseudo.push((home, (home as i32 + 2 * side) as usize, None));
            }
        }
        pseudo
            .into_iter()
            .filter(|&(from, to, promotion)| {
                let king_moves = self.squares[from] == Some((us, b'k'));
                if !rules.pins && !king_moves && !self.attacked(self.king(us), !us) {
                    return true;
                }
                let next = self.after(from, to, promotion);
                !next.attacked(next.king(us), !us)
            })
            .map(|(from, to, promotion)| {
                let promo = promotion
                    .map(|p| (p as char).to_string())
                    .unwrap_or_default();
                format!("{}{}{promo}", name(from), name(to))
            })
            .collect()
    }
}

/// Our legal moves of a position, in UCI.
fn our_moves(position: &Position) -> BTreeSet<String> {
    position
        .legal_moves()
        .as_slice()
        .iter()
        .map(|m| m.to_string())
        .collect()
}

/// The property: in every state of the line, the toy engine's moves are
/// ours.
fn moves_agree(line: &Line<Position>, rules: ToyRules) -> Result<(), TestCaseError> {
    for state in line.states() {
        let fen = state.to_fen();
        let ours = our_moves(&state);
        let toy = ToyBoard::from_fen(&fen).legal_moves(rules);
        if ours != toy {
            let missing: Vec<&String> = ours.difference(&toy).collect();
            let extra: Vec<&String> = toy.difference(&ours).collect();
            return Err(TestCaseError::fail(format!(
                "in {fen}: the toy engine misses {missing:?} and adds {extra:?}"
            )));
        }
    }
    Ok(())
}

fn runner(cases: u32) -> TestRunner {
    let config = Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    };
    TestRunner::new_with_rng(config, TestRng::deterministic_rng(RngAlgorithm::ChaCha))
}

#[test]
fn toy_engine_with_every_rule_agrees_with_ours() {
    let rules = ToyRules {
        en_passant: true,
        pins: true,
    };
    let result = runner(64).run(&reachable(Position::startpos(), 80), |line| {
        moves_agree(&line, rules)
    });
    if let Err(e) = result {
        panic!("{e}");
    }
}

/// Runs the property under a runner seeded with `seed`; returns the
/// minimal failing line and the failure message.
fn shrunk_failure(seed: u8, rules: ToyRules) -> (Line<Position>, String) {
    let config = Config {
        cases: 256,
        failure_persistence: None,
        ..Config::default()
    };
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[seed; 32]);
    let result = TestRunner::new_with_rng(config, rng)
        .run(&reachable(Position::startpos(), 80), |line| {
            moves_agree(&line, rules)
        });
    match result {
        Err(TestError::Fail(reason, minimal)) => (minimal, reason.message().to_string()),
        other => panic!("seed {seed}: the forgotten en passant was not found: {other:?}"),
    }
}

#[test]
fn forgotten_en_passant_is_found_and_shrunk_to_a_short_game() {
    let rules = ToyRules {
        en_passant: false,
        pins: true,
    };
    // Eight independent runs, each with its own random games.
    for seed in 0..8 {
        let (minimal, reason) = shrunk_failure(seed, rules);
        eprintln!("seed {seed}: minimal failing line: {minimal:?}\n  {reason}");
        // Shrunk from a random game of up to 80 plies to a few moves: a
        // pawn reaches its fifth rank and an enemy pawn passes it by two
        // squares. The shortest such games have 4 plies (White captures) or
        // 5 (Black captures); shrinking stops at a local minimum, which
        // over 40 seeded runs was 4 to 7 plies (median 5; seeds 0..8 give
        // 4 to 6).
        assert!(
            (4..=7).contains(&minimal.len()),
            "seed {seed}: not shrunk to a short game: {} moves: {minimal:?}",
            minimal.len()
        );
        // The failure is the expected one: the last move is a double pawn
        // step, and the toy engine misses en-passant captures onto the
        // square that step passed, and nothing else.
        let end = minimal.end();
        let ep = end.en_passant().expect("an en-passant capture is possible");
        let last = *minimal.moves().last().unwrap();
        assert_eq!(
            last.from().index().abs_diff(last.to().index()),
            16,
            "{last:?}"
        );
        let ours = our_moves(end);
        let toy = ToyBoard::from_fen(&end.to_fen()).legal_moves(rules);
        let missing: Vec<String> = ours.difference(&toy).cloned().collect();
        assert!(toy.is_subset(&ours), "seed {seed}: {toy:?}");
        assert!(
            !missing.is_empty() && missing.iter().all(|m| m[2..] == ep.to_string()),
            "seed {seed}: {missing:?}"
        );
        assert!(reason.contains("the toy engine misses"), "{reason}");
        // The minimal line replays as a regression test.
        let replay = Line::from_moves(Position::startpos(), minimal.moves()).unwrap();
        assert_eq!(replay.end(), end);
    }
}

/// A regression test as a user writes it from a shrunk failure: the line
/// proptest printed, replayed.
#[test]
fn the_shrunk_line_replays_as_a_regression_test() {
    let mut start = Position::startpos();
    let moves: Vec<_> = ["d2d4", "c7c5", "d4c5", "b7b5"]
        .iter()
        .map(|uci| start.play_uci(uci).unwrap())
        .collect();
    let line = Line::from_moves(Position::startpos(), &moves).unwrap();
    assert!(
        moves_agree(
            &line,
            ToyRules {
                en_passant: true,
                pins: true
            }
        )
        .is_ok()
    );
    let err = moves_agree(
        &line,
        ToyRules {
            en_passant: false,
            pins: true,
        },
    )
    .unwrap_err();
    assert!(err.to_string().contains(r#"misses ["c5b6"]"#), "{err}");
}

#[test]
fn moving_pinned_pieces_is_found_and_shrunk_to_a_pin() {
    let rules = ToyRules {
        en_passant: true,
        pins: false,
    };
    let mut short = 0;
    for seed in 0..8 {
        let (minimal, reason) = shrunk_failure(seed, rules);
        eprintln!("seed {seed}: minimal failing line: {minimal:?}\n  {reason}");
        // The toy engine only ever adds moves here (a pinned piece moving),
        // and none of them is a king move.
        let end = minimal.end();
        let ours = our_moves(end);
        let toy = ToyBoard::from_fen(&end.to_fen()).legal_moves(rules);
        assert!(ours.is_subset(&toy), "seed {seed}");
        let extra: Vec<&String> = toy.difference(&ours).collect();
        assert!(!extra.is_empty(), "seed {seed}");
        let king = end.king(end.side_to_move()).to_string();
        assert!(
            extra.iter().all(|m| !m.starts_with(&king)),
            "seed {seed}: {extra:?}"
        );
        // The shortest pin from the start takes 3 plies (1. e3 Na6 2. Bb5,
        // pinning d7). Shrinking is a local search: over 20 seeded runs, 19
        // reached 3 or 4 plies and one stopped at a 12-ply game whose pin
        // needed the king walked out first.
        if minimal.len() <= 4 {
            short += 1;
        }
    }
    assert!(
        short >= 6,
        "only {short} of 8 runs shrank to a pin within 4 plies"
    );
}
