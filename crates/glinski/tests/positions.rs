//! Hand-built positions with their exact legal moves, outcomes, and the
//! errors of malformed position texts.

use board_core::{Game, MoveNotation, Outcome, Player, PositionNotation};
use glinski::{Cell, Color, Glinski, PlayError, PositionError, Termination};

const FILE_LENGTHS: [u8; 11] = [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6];

/// Builds a position text from `(cell, piece letter)` pairs.
fn text(pieces: &[(&str, char)], side: char, ep: &str) -> String {
    let mut files = Vec::new();
    for (file, &len) in FILE_LENGTHS.iter().enumerate() {
        let mut s = String::new();
        let mut empty = 0;
        for rank in 1..=len {
            let cell = Cell::new(file as u8, rank).unwrap();
            match pieces
                .iter()
                .find(|(c, _)| c.parse::<Cell>().unwrap() == cell)
            {
                Some(&(_, p)) => {
                    if empty > 0 {
                        s += &empty.to_string();
                        empty = 0;
                    }
                    s.push(p);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            s += &empty.to_string();
        }
        files.push(s);
    }
    format!("{} {side} {ep} 0 1", files.join("/"))
}

fn position(pieces: &[(&str, char)], side: char, ep: &str) -> Glinski {
    let t = text(pieces, side, ep);
    Glinski::from_position_text(&t).unwrap_or_else(|e| panic!("{t}: {e}"))
}

fn moves(g: &Glinski) -> Vec<String> {
    let mut v: Vec<String> = g.legal_moves().iter().map(|&m| g.format_move(m)).collect();
    v.sort();
    assert_eq!(g.count_moves(), v.len() as u64, "bulk count");
    v
}

fn moves_from(g: &Glinski, from: &str) -> Vec<String> {
    moves(g)
        .into_iter()
        .filter(|m| {
            m.starts_with(from) && !m[from.len()..].starts_with(|c: char| c.is_ascii_digit())
        })
        .collect()
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

#[test]
fn start_position_text_round_trips() {
    let g = Glinski::start();
    assert_eq!(g.to_position_text(), glinski::START_POSITION);
    assert_eq!(moves(&g).len(), 51);
    // The pawn on f5 may not double step into the black pawn on f7; the
    // pawn on b1 may.
    assert_eq!(moves_from(&g, "f5"), sorted(&["f5f6"]));
    assert_eq!(moves_from(&g, "b1"), sorted(&["b1b2", "b1b3"]));
}

#[test]
fn king_in_the_corner_and_pawn_capture_directions() {
    // A white pawn captures north-west and north-east only: e6 and g6, not
    // e5 and g5 (south-west and south-east of it).
    let g = position(
        &[
            ("a1", 'K'),
            ("f6", 'P'),
            ("l6", 'k'),
            ("e6", 'p'),
            ("g6", 'p'),
            ("e5", 'p'),
            ("g5", 'p'),
        ],
        'w',
        "-",
    );
    assert_eq!(
        moves(&g),
        sorted(&[
            "a1a2", "a1b1", "a1b2", "a1b3", "a1c2", "f6e6", "f6f7", "f6g6"
        ])
    );
    // Black pawns capture south-west and south-east.
    let g = position(
        &[
            ("a1", 'K'),
            ("l6", 'k'),
            ("f6", 'p'),
            ("e5", 'P'),
            ("g5", 'P'),
            ("e6", 'P'),
        ],
        'b',
        "-",
    );
    assert_eq!(moves_from(&g, "f6"), sorted(&["f6e5", "f6f5", "f6g5"]));
    // The black king in the north-east corner (l6) next to the edge.
    assert_eq!(
        moves_from(&g, "l6"),
        sorted(&["l6i7", "l6k5", "l6k6", "l6k7", "l6l5"])
    );
}

#[test]
fn en_passant_for_white() {
    // Black has just played f7f5 over f6.
    let g = position(
        &[
            ("a1", 'K'),
            ("e5", 'P'),
            ("g5", 'P'),
            ("l6", 'k'),
            ("f5", 'p'),
        ],
        'w',
        "f6",
    );
    assert_eq!(
        moves(&g),
        sorted(&[
            "a1a2", "a1b1", "a1b2", "a1b3", "a1c2", "e5e6", "e5f6", "g5f6", "g5g6"
        ])
    );
    let mut after = g.clone();
    after.play(g.parse_move("e5f6").unwrap()).unwrap();
    assert_eq!(
        after.piece_at("f5".parse::<Cell>().unwrap()),
        None,
        "the captured pawn is gone"
    );
    assert_eq!(
        after.to_position_text(),
        text(
            &[("a1", 'K'), ("f6", 'P'), ("g5", 'P'), ("l6", 'k')],
            'b',
            "-"
        )
    );
    assert_eq!(after.zobrist(), after.zobrist_from_scratch());
}

#[test]
fn en_passant_for_black_after_a_real_double_step() {
    // White plays e4e6 (skipping e5); black pawns on f6 and d5 may take it.
    let before = position(
        &[
            ("a1", 'K'),
            ("e4", 'P'),
            ("l6", 'k'),
            ("f6", 'p'),
            ("d5", 'p'),
        ],
        'w',
        "-",
    );
    let mut g = before.clone();
    g.play(g.parse_move("e4e6").unwrap()).unwrap();
    assert_eq!(g.en_passant(), Some("e5".parse::<Cell>().unwrap().hex()));
    assert_eq!(
        moves(&g),
        sorted(&[
            "d5d4", "d5e5", "f6e5", "f6f5", "l6i7", "l6k5", "l6k6", "l6k7", "l6l5"
        ])
    );
    // Any other move ends the right.
    let mut other = g.clone();
    other.play(other.parse_move("l6l5").unwrap()).unwrap();
    assert_eq!(other.en_passant(), None);
    assert!(!moves(&other).is_empty());
}

#[test]
fn en_passant_that_would_expose_the_king_is_illegal() {
    // The pawn on e5 is pinned to its king on e1 by the rook on e10: taking
    // en passant on f6 would leave the file.
    let g = position(
        &[
            ("e1", 'K'),
            ("e5", 'P'),
            ("e10", 'r'),
            ("l6", 'k'),
            ("f5", 'p'),
        ],
        'w',
        "f6",
    );
    assert_eq!(moves_from(&g, "e5"), sorted(&["e5e6"]));
}

#[test]
fn promotion_by_push_and_by_capture() {
    let g = position(
        &[
            ("a1", 'K'),
            ("f10", 'P'),
            ("e10", 'r'),
            ("g10", 'r'),
            ("l6", 'k'),
        ],
        'w',
        "-",
    );
    let mut expected = Vec::new();
    for to in ["e10", "f11", "g10"] {
        for p in ['q', 'r', 'b', 'n'] {
            expected.push(format!("f10{to}{p}"));
        }
    }
    expected.sort();
    assert_eq!(moves_from(&g, "f10"), expected);
    assert_eq!(moves(&g).len(), 5 + 12);
    let mut after = g.clone();
    after.play(g.parse_move("f10g10n").unwrap()).unwrap();
    assert_eq!(
        after
            .piece_at("g10".parse::<Cell>().unwrap())
            .unwrap()
            .letter(),
        'N'
    );
    assert!(g.parse_move("f10f11").is_err(), "promotion is compulsory");
    assert!(g.parse_move("f10f11k").is_err());
}

#[test]
fn pinned_pieces_move_along_the_pin_only() {
    // King f1. Rook f4 pinned by the rook on f9 (file), knight e2 pinned by
    // the bishop on c4 (NNW diagonal), bishop g2 pinned by the queen on i4
    // (NNE diagonal).
    let g = position(
        &[
            ("f1", 'K'),
            ("f4", 'R'),
            ("e2", 'N'),
            ("g2", 'B'),
            ("f9", 'r'),
            ("c4", 'b'),
            ("i4", 'q'),
            ("l6", 'k'),
        ],
        'w',
        "-",
    );
    assert_eq!(
        moves(&g),
        sorted(&[
            "f1e1", "f1f2", "f1g1", "f4f2", "f4f3", "f4f5", "f4f6", "f4f7", "f4f8", "f4f9", "g2h3",
            "g2i4",
        ])
    );
}

#[test]
fn check_must_be_answered() {
    // The black rook on f9 checks the king on f1 down the open f-file: the
    // white rook on h3 may only block on it, and the king may not stay on it.
    let g = position(
        &[("f1", 'K'), ("h3", 'R'), ("f9", 'r'), ("l6", 'k')],
        'w',
        "-",
    );
    assert!(g.in_check());
    // The rook on h3 reaches the f-file on f3 (south-west) and f5
    // (north-west): its only moves are those blocks.
    assert_eq!(moves_from(&g, "h3"), sorted(&["h3f3", "h3f5"]));
    // The king may not stay on the file.
    assert!(!moves(&g).contains(&"f1f2".to_string()));
}

#[test]
fn checkmate_and_stalemate() {
    // Queen f10 protected by the rook on f2; black king f11 is mated.
    let g = position(
        &[("a1", 'K'), ("f10", 'Q'), ("f2", 'R'), ("f11", 'k')],
        'b',
        "-",
    );
    assert!(moves(&g).is_empty());
    assert_eq!(
        g.termination(),
        Some(Termination::Checkmate {
            loser: Color::Black
        })
    );
    assert_eq!(g.outcome(), Some(Outcome::Winner(Player::new(0))));
    assert_eq!(g.to_act(), None);
    let mut over = g.clone();
    let any: glinski::Move = "f11f10".parse().unwrap();
    assert_eq!(over.play(any), Err(PlayError::GameOver));
    assert_eq!(over, g);

    // Stalemate: the pawn on f10 blocks the queen's check.
    let g = position(
        &[("a1", 'K'), ("f9", 'Q'), ("f10", 'P'), ("f11", 'k')],
        'b',
        "-",
    );
    assert!(moves(&g).is_empty());
    assert_eq!(
        g.termination(),
        Some(Termination::Stalemate {
            stalemated: Color::Black
        })
    );
    let Some(Outcome::Ranking(r)) = g.outcome() else {
        panic!("stalemate is a ranking")
    };
    assert_eq!(r.places(), [1, 2]);
}

#[test]
fn illegal_moves_are_refused_without_change() {
    let mut g = Glinski::start();
    let before = g.clone();
    for bad in ["f5f8", "g1f1", "f1f2", "e7e6", "a1a2"] {
        assert!(g.parse_move(bad).is_err(), "{bad}");
    }
    let m: glinski::Move = "f5f8".parse().unwrap();
    assert_eq!(g.play(m), Err(PlayError::Illegal(m)));
    assert_eq!(g, before);
}

#[test]
fn malformed_position_texts_are_errors() {
    use PositionError::*;
    let start = glinski::START_POSITION;
    type Expect = fn(&PositionError) -> bool;
    let cases: Vec<(String, Expect)> = vec![
        ("".into(), |e| matches!(e, FieldCount(0))),
        (start.replace(" w - 0 1", " w - 0"), |e| {
            matches!(e, FieldCount(4))
        }),
        (start.replacen("6/", "6/6/", 1), |e| {
            matches!(e, FileCount(12))
        }),
        (start.replacen("6/", "5/", 1), |e| {
            matches!(
                e,
                FileLength {
                    file: 'a',
                    found: 5,
                    expected: 6
                }
            )
        }),
        (start.replacen("6/", "7/", 1), |e| {
            matches!(e, FileLength { file: 'a', .. })
        }),
        (start.replacen("6/", "x5/", 1), |e| {
            matches!(e, BadChar('x'))
        }),
        (start.replacen("6/", "06/", 1), |e| {
            matches!(e, BadChar('0'))
        }),
        (start.replace(" w ", " x "), |e| matches!(e, BadSide(_))),
        (start.replace("K2P2p2k", "Q2P2p2k"), |e| {
            matches!(e, KingCount(Color::White, 0))
        }),
        (start.replace("6 w", "K5 w"), |e| {
            matches!(e, KingCount(Color::White, 2))
        }),
        (start.replace(" w - ", " w z9 "), |e| {
            matches!(e, BadEnPassant(_))
        }),
        (start.replace(" w - ", " w f6 "), |e| {
            matches!(e, ImpossibleEnPassant(_))
        }),
        (start.replace(" 0 1", " -1 1"), |e| {
            matches!(e, BadCounter(_))
        }),
        (start.replace(" 0 1", " 0 0"), |e| {
            matches!(e, BadCounter(_))
        }),
        (start.replace(" 0 1", " 0 99999"), |e| {
            matches!(e, BadCounter(_))
        }),
        // A white pawn on the north end of file a.
        (start.replacen("6/", "5P/", 1), |e| {
            matches!(e, PawnOnPromotionCell(Color::White, _))
        }),
        // Black to move while White is in check.
        (
            text(&[("f1", 'K'), ("f9", 'r'), ("l6", 'k')], 'b', "-"),
            |e| matches!(e, OpponentInCheck(Color::White)),
        ),
    ];
    for (t, ok) in cases {
        match Glinski::from_position_text(&t) {
            Ok(_) => panic!("{t:?} was accepted"),
            Err(e) => assert!(ok(&e), "{t:?} gave {e:?}"),
        }
    }
}

#[test]
fn serde_uses_the_position_text() {
    let g = Glinski::start();
    let json = serde_json::to_string(&g).unwrap();
    assert_eq!(json, format!("{:?}", glinski::START_POSITION));
    let back: Glinski = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    assert!(serde_json::from_str::<Glinski>("\"6/6 w - 0 1\"").is_err());
}

mod never_panic {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn arbitrary_position_texts_never_panic(text in ".{0,120}") {
            let _ = Glinski::from_position_text(&text);
        }

        #[test]
        fn mutated_start_texts_never_panic(pos in 0usize..80, ch in proptest::char::any()) {
            let mut t: Vec<char> = glinski::START_POSITION.chars().collect();
            let i = pos % t.len();
            t[i] = ch;
            let text: String = t.into_iter().collect();
            if let Ok(g) = Glinski::from_position_text(&text) {
                // Whatever parses formats back to a text that parses to it.
                let again = Glinski::from_position_text(&g.to_position_text()).unwrap();
                prop_assert_eq!(again, g);
            }
        }

        #[test]
        fn arbitrary_move_texts_never_panic(text in ".{0,12}") {
            let g = Glinski::start();
            if let Ok(m) = g.parse_move(&text) {
                prop_assert!(g.is_legal(m));
            }
        }
    }
}

/// A move's effect as text, with cells named (`remove f5; move e5-f6`).
fn effect(g: &Glinski, mv: &str) -> String {
    use board_core::Inspect;
    use board_core::inspect::{Change, Coord};
    let name = |c: &Coord| match c {
        Coord::Hex(h) => Cell::from_hex(*h).unwrap().to_string(),
        Coord::Square(_) => panic!("a square on a hex board"),
    };
    let e = g.move_effect(g.parse_move(mv).unwrap());
    e.changes
        .iter()
        .map(|c| match c {
            Change::Move { path } => {
                format!(
                    "move {}",
                    path.iter().map(name).collect::<Vec<_>>().join("-")
                )
            }
            Change::Remove { at } => format!("remove {}", name(at)),
            Change::Place { at, piece } => format!("place {} {}", name(at), piece.glyph),
            other => format!("{other}"),
        })
        .collect::<Vec<_>>()
        .join("; ")
}

#[test]
fn move_effects_name_every_cell_passed() {
    let g = Glinski::start();
    assert_eq!(effect(&g, "e4e6"), "move e4-e5-e6");
    // A knight leaps: its two ends only.
    assert_eq!(effect(&g, "h1i3"), "move h1-i3");
    // En passant removes the pawn that passed.
    let ep = position(
        &[
            ("a1", 'K'),
            ("e5", 'P'),
            ("g5", 'P'),
            ("l6", 'k'),
            ("f5", 'p'),
        ],
        'w',
        "f6",
    );
    assert_eq!(effect(&ep, "e5f6"), "remove f5; move e5-f6");
    // A promotion places the new piece after a capture.
    let promo = position(
        &[("a1", 'K'), ("f10", 'P'), ("g10", 'r'), ("l6", 'k')],
        'w',
        "-",
    );
    assert_eq!(
        effect(&promo, "f10g10n"),
        "remove g10; move f10-g10; place g10 N"
    );
    assert_eq!(effect(&promo, "f10f11q"), "move f10-f11; place f11 Q");
}

#[test]
fn sliders_pass_every_cell() {
    // A rook on a1 slides up file a; a queen on f6 along a diagonal.
    let g = position(
        &[("a1", 'R'), ("f6", 'Q'), ("g1", 'K'), ("g10", 'k')],
        'w',
        "-",
    );
    assert_eq!(effect(&g, "a1a6"), "move a1-a2-a3-a4-a5-a6");
    let diagonal: Vec<String> = g
        .legal_moves()
        .iter()
        .filter(|m| m.from_cell().to_string() == "f6")
        .map(|m| g.format_move(*m))
        .collect();
    assert!(diagonal.contains(&"f6f11".to_string()));
    assert_eq!(effect(&g, "f6f11"), "move f6-f7-f8-f9-f10-f11");
}

#[test]
fn view_seats_and_evaluation() {
    use board_core::inspect::{Geometry, Perspective};
    use board_core::{Evaluate, Inspect};
    let g = Glinski::start();
    let v = g.view(Perspective::Seat(Player::new(0)));
    assert_eq!(v.geometry, Geometry::Hex { radius: 5 });
    assert_eq!(v.pieces().count(), 36);
    assert_eq!(v, g.view(Perspective::Spectator));
    assert_eq!(v.sides[0].name, "White");
    assert_eq!(v.sides[1].info[0].to_string(), "material: 44.1");
    // White at the south: its king's cell has the lowest north-ness.
    let white_king = g.king(Color::White);
    assert!(white_king.r() - white_king.q() < 0);
    // Seats beyond Black are refused.
    assert_eq!(g.seat_name(Player::new(2)), "none");
    assert_eq!(Color::of_seat(Player::new(2)), None);
    assert_eq!(g.evaluate(Player::new(2)), 0);
    // Antisymmetric, and symmetric under mirroring the board and colours.
    for seed in 0..4 {
        let game = board_core::playout(&g, seed, 150);
        let mut s = g.clone();
        for mv in game.moves {
            let w = s.evaluate(Player::new(0));
            assert_eq!(w, -s.evaluate(Player::new(1)), "{s:?}");
            assert!(w.abs() <= board_core::EVAL_LIMIT);
            s.play(mv).unwrap();
        }
    }
    // Without Black's queen, White is about a queen up.
    let up: Glinski = glinski::START_POSITION
        .replace("Q2P2p2q", "Q2P2p3")
        .parse()
        .unwrap();
    assert!(up.evaluate(Player::new(0)) > 800);
    // Noisy moves are exactly captures and promotions, and only they are
    // ordered first.
    let mut noisy = 0;
    for seed in 0..4 {
        let game = board_core::playout(&g, seed, 200);
        let mut s = g.clone();
        for mv in game.moves {
            for &m in s.legal_moves().iter() {
                let capture = s.piece_at(m.to()).is_some()
                    || (s.en_passant() == Some(m.to())
                        && s.piece_at(m.from()).unwrap().kind == glinski::PieceKind::Pawn);
                let expected = capture || m.promotion().is_some();
                assert_eq!(s.is_noisy(m), expected, "{m:?} in {s:?}");
                assert_eq!(s.move_priority(m) > 0, expected, "{m:?} in {s:?}");
                noisy += expected as usize;
            }
            s.play(mv).unwrap();
        }
    }
    assert!(noisy > 100);
}

#[test]
fn deep_perft_ends_quickly_without_overflow() {
    // Black is stalemated: the tree ends at once, however deep.
    let g = position(
        &[("a1", 'K'), ("f9", 'Q'), ("f10", 'P'), ("f11", 'k')],
        'b',
        "-",
    );
    assert_eq!(board_core::perft(&g, 10_000), 0);
    use board_core::Inspect;
    assert_eq!(g.end_reason().as_deref(), Some("stalemate"));
    assert_eq!(Glinski::start().end_reason(), None);
}

#[test]
fn text_forms_and_bounded_errors() {
    let g = Glinski::start();
    assert_eq!(format!("{g:?}"), glinski::START_POSITION);
    assert_eq!(g.to_string().parse::<Glinski>().unwrap(), g);
    let mv = g.parse_move("f5f6").unwrap();
    assert_eq!(format!("{:?}", vec![mv]), "[f5f6]");
    assert_eq!(serde_json::to_string(&mv).unwrap(), "\"f5f6\"");
    assert_eq!(
        serde_json::from_str::<glinski::Move>("\"f5f6\"").unwrap(),
        mv
    );
    assert!(serde_json::from_str::<glinski::Move>("\"f5\"").is_err());
    let huge = "9".repeat(130_000);
    let t =
        format!("6/P5p/RP4pr/N1P3p1n/Q2P2p2q/BBB1P1p1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 w - {huge} 1");
    let err = t.parse::<Glinski>().unwrap_err();
    assert!(err.to_string().len() < 120, "{err}");
    assert!(
        g.parse_move(&"f".repeat(10_000))
            .unwrap_err()
            .to_string()
            .len()
            < 150
    );
    assert!(
        "q".repeat(10_000)
            .parse::<Cell>()
            .unwrap_err()
            .to_string()
            .len()
            < 120
    );
}
