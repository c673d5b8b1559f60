//! Views and move effects, evaluation, seats, text forms, bounded error
//! messages and deep perft of Normal Chess.

use board_core::inspect::{Change, Coord, Inspect, Perspective};
use board_core::square::Square;
use board_core::{Evaluate, Game, MoveNotation, Player, PositionNotation};
use lytharia::chess::{Chess, ChessTextError, FenError, Move, MoveParseError, Position};

fn pos(fen: &str) -> Position {
    fen.parse().unwrap()
}

fn effect(p: &Position, uci: &str) -> String {
    p.move_effect(p.parse_uci(uci).unwrap()).to_string()
}

// NC-1.2: the view of the initial position shows the 32 pieces, White's
// on ranks 1-2, with lower-case kinds and upper-case glyphs.
#[test]
fn view_of_the_start() {
    let p = Position::startpos();
    let v = p.view(Perspective::Seat(Player::new(1)));
    assert_eq!(v.pieces().count(), 32);
    let e1 = v.piece(Coord::Square(Square::E1)).unwrap();
    assert_eq!(
        (e1.owner, &*e1.kind, &*e1.glyph),
        (Player::new(0), "king", "K")
    );
    let g8 = v.piece(Coord::Square(Square::G8)).unwrap();
    assert_eq!(
        (g8.owner, &*g8.kind, &*g8.glyph),
        (Player::new(1), "knight", "N")
    );
    assert_eq!(v.to_act, Some(Player::new(0)));
    assert_eq!(v.sides.len(), 2);
    assert_eq!(v.sides[0].name, "White");
    assert_eq!(v.sides[1].info[0].to_string(), "material: 39");
    let info: Vec<String> = v.info.iter().map(ToString::to_string).collect();
    assert_eq!(
        info,
        [
            "turn: White",
            "castling: KQkq",
            "en passant: -",
            "halfmove clock: 0",
            "move: 1"
        ]
    );
    // Perfect information: every perspective sees the same.
    assert_eq!(v, p.view(Perspective::Spectator));
    assert_eq!(v, p.view(Perspective::Omniscient));
}

// NC-2.2 NC-2.3 NC-2.5 NC-2.6: paths pass every square of a slide; leaps
// and steps are their two ends; a capture removes the victim first.
#[test]
fn effects_of_ordinary_moves() {
    let p = pos("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    assert_eq!(effect(&p, "e2a6"), "remove a6; move e2-d3-c4-b5-a6");
    assert_eq!(effect(&p, "e5f7"), "remove f7; move e5-f7");
    assert_eq!(effect(&p, "a2a4"), "move a2-a3-a4");
    assert_eq!(effect(&p, "d5e6"), "remove e6; move d5-e6");
    assert_eq!(effect(&p, "f3f6"), "remove f6; move f3-f4-f5-f6");
    assert_eq!(effect(&p, "e1d1"), "move e1-d1");
    assert_eq!(effect(&p, "c3b1"), "move c3-b1");
}

// NC-3.1: castling moves the king two squares and the rook over it.
#[test]
fn effects_of_castling() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(effect(&p, "e1g1"), "move e1-f1-g1; move h1-g1-f1");
    assert_eq!(effect(&p, "e1c1"), "move e1-d1-c1; move a1-b1-c1-d1");
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    assert_eq!(effect(&p, "e8g8"), "move e8-f8-g8; move h8-g8-f8");
}

// NC-4.1 NC-4.3: en passant removes the passed pawn; a promotion places the
// new piece.
#[test]
fn effects_of_en_passant_and_promotion() {
    let p = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    assert_eq!(effect(&p, "e5d6"), "remove d5; move e5-d6");
    let p = pos("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(effect(&p, "a7a8q"), "move a7-a8; place a8 Q");
    assert_eq!(effect(&p, "a7b8n"), "remove b8; move a7-b8; place b8 N");
    let mv = p.parse_uci("a7b8n").unwrap();
    let Change::Place { piece, .. } = &p.move_effect(mv).changes[2] else {
        panic!("a promotion places a piece");
    };
    assert_eq!((piece.owner, &*piece.kind), (Player::new(0), "knight"));
}

// NC-5.3: a finished game has no one to act in its view.
#[test]
fn view_of_a_mate() {
    let p = pos("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
    let v = p.view(Perspective::Spectator);
    assert_eq!(v.to_act, None);
    assert_eq!(p.end_reason().as_deref(), Some("checkmate"));
    assert_eq!(Position::startpos().end_reason(), None);
    let dead = pos("8/8/4k3/8/8/4K3/8/8 w - - 0 1");
    assert_eq!(dead.end_reason().as_deref(), Some("insufficient material"));
    assert!(v.sides[1].info.iter().any(|i| i.label == "check"));
}

// NC-1.1: seats are White (0) and Black (1); other seats are refused.
#[test]
fn seats_are_checked() {
    use lytharia::chess::seat_color;
    let p = Position::startpos();
    assert_eq!(p.seat_name(Player::new(0)), "White");
    assert_eq!(p.seat_name(Player::new(1)), "Black");
    assert_eq!(p.seat_name(Player::new(2)), "none");
    assert_eq!(seat_color(Player::new(2)), None);
    assert_eq!(seat_color(Player::new(7)), None);
    let up: Position = pos("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    assert_eq!(up.evaluate(Player::new(2)), 0);
    assert_eq!(Chess::new().evaluate(Player::new(3)), 0);
    // An unknown seat sees what a spectator sees.
    assert_eq!(
        up.view(Perspective::Seat(Player::new(5))),
        up.view(Perspective::Spectator)
    );
}

/// The same position with colours swapped and the board mirrored.
fn mirror(p: &Position) -> Position {
    let fen = p.to_fen();
    let fields: Vec<&str> = fen.split(' ').collect();
    let board: Vec<String> = fields[0]
        .split('/')
        .rev()
        .map(|r| {
            r.chars()
                .map(|c| {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect()
        })
        .collect();
    let side = if fields[1] == "w" { "b" } else { "w" };
    let castling: String = if fields[2] == "-" {
        "-".into()
    } else {
        let swapped: String = fields[2]
            .chars()
            .map(|c| {
                if c.is_ascii_uppercase() {
                    c.to_ascii_lowercase()
                } else {
                    c.to_ascii_uppercase()
                }
            })
            .collect();
        let mut s: Vec<char> = swapped.chars().collect();
        s.sort_by_key(|c| "KQkq".find(*c));
        s.into_iter().collect()
    };
    let ep = match fields[3] {
        "-" => "-".to_string(),
        sq => {
            let b = sq.as_bytes();
            format!("{}{}", b[0] as char, if b[1] == b'3' { 6 } else { 3 })
        }
    };
    pos(&format!(
        "{} {side} {castling} {ep} {} {}",
        board.join("/"),
        fields[4],
        fields[5]
    ))
}

// NC-8.1: the evaluation is antisymmetric between the seats and under
// swapping the colours, in every position of random games.
#[test]
fn evaluation_is_antisymmetric_and_bounded() {
    for seed in 0..6 {
        let game = board_core::playout(&Chess::new(), seed, 120);
        let mut p = Position::startpos();
        for mv in game.moves {
            let white = p.evaluate(Player::new(0));
            assert_eq!(white, -p.evaluate(Player::new(1)), "{p:?}");
            assert!(white.abs() <= board_core::EVAL_LIMIT);
            assert_eq!(mirror(&p).evaluate(Player::new(1)), white, "{p:?}");
            p.play(mv).unwrap();
        }
    }
}

#[cfg(feature = "proptest")]
proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(256))]

    // NC-8.1: antisymmetric under swapping the colours on random
    // placements too (any material, pieces anywhere: the endgame scaling,
    // outposts and threats all see odd cases).
    #[test]
    fn evaluation_is_antisymmetric_on_random_placements(
        p in lytharia::chess::strategy::random_positions(16)
    ) {
        let white = p.evaluate(Player::new(0));
        proptest::prop_assert_eq!(mirror(&p).evaluate(Player::new(1)), white);
        proptest::prop_assert_eq!(p.evaluate(Player::new(1)), -white);
    }
}

// NC-2.1: the evaluation prefers more material and a developed knight.
#[test]
fn evaluation_orders_obvious_cases() {
    let w = Player::new(0);
    // At the start only the side to move's small edge (the tempo) counts.
    let start = Position::startpos().evaluate(w);
    assert!((0..=40).contains(&start), "{start}");
    let mut developed = Position::startpos();
    developed.play_uci("g1f3").unwrap();
    developed.play_uci("b8a6").unwrap();
    assert!(developed.evaluate(w) > start);
    let rook_up = pos("4k3/8/8/8/8/8/P7/R3K3 w - - 0 1");
    let knight_up = pos("4k3/8/8/8/8/8/P7/N3K3 w - - 0 1");
    assert!(rook_up.evaluate(w) > knight_up.evaluate(w));
    assert!(knight_up.evaluate(w) > 200);
    // A lone knight cannot mate: almost nothing.
    let lone_knight = pos("4k3/8/8/8/8/8/8/N3K3 w - - 0 1");
    assert!(lone_knight.evaluate(w).abs() < 50);
}

// NC-4.3 NC-2.6: MVV-LVA ordering; captures and promotions are noisy.
#[test]
fn move_ordering() {
    let p = pos("4k3/1P6/8/2q1r3/3P4/6Q1/8/R6K w - - 0 1");
    let mv = |u: &str| p.parse_uci(u).unwrap();
    let order = |u: &str| p.move_priority(mv(u));
    // Pawn takes queen > pawn takes rook > queen promotion > queen takes
    // rook > knight promotion > quiet.
    assert!(order("d4c5") > order("d4e5"));
    assert!(order("d4e5") > order("g3e5"));
    assert!(order("b7b8q") > order("b7b8n"));
    assert!(order("b7b8n") > order("a1a2"));
    assert_eq!(order("a1a2"), 0);
    assert!(p.is_noisy(mv("d4c5")) && p.is_noisy(mv("b7b8r")));
    assert!(!p.is_noisy(mv("d4d5")) && !p.is_noisy(mv("a1a2")));
    let ep = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    assert!(ep.is_noisy(ep.parse_uci("e5d6").unwrap()));
    assert!(ep.move_priority(ep.parse_uci("e5d6").unwrap()) > 0);
}

// NC-7.3: `Debug` prints UCI and FEN; moves read from UCI with `FromStr`.
#[test]
fn debug_forms() {
    let mv: Move = "e2e4".parse().unwrap();
    assert_eq!(format!("{:?}", vec![mv]), "[e2e4]");
    assert!(matches!(
        "e2".parse::<Move>(),
        Err(MoveParseError::Malformed(_))
    ));
    assert_eq!(
        format!("{:?}", Position::startpos()),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    let mut g = Chess::new();
    g.play_uci("Nf3").unwrap();
    assert_eq!(
        format!("{g:?}"),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves g1f3"
    );
}

// NC-7.5: the game text keeps the repetition history.
#[test]
fn chess_text_keeps_repetitions() {
    let mut g = Chess::new();
    g.play_uci("e4").unwrap();
    for uci in ["g8f6", "g1f3", "f6g8", "f3g1", "g8f6", "g1f3"] {
        g.play_uci(uci).unwrap();
    }
    let text = g.to_position_text();
    assert_eq!(
        text,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 moves g8f6 g1f3 f6g8 f3g1 g8f6 g1f3"
    );
    let back = Chess::from_position_text(&text).unwrap();
    assert_eq!(back, g);
    assert_eq!(back.repetitions(), 2);
    // One more cycle repeats a third time and ends the game.
    let mut over = back.clone();
    for uci in ["f6g8", "f3g1"] {
        over.play_uci(uci).unwrap();
    }
    assert_eq!(over.repetitions(), 3);
    assert_eq!(over.outcome(), Some(board_core::Outcome::Draw));
    assert_eq!(over.end_reason().as_deref(), Some("threefold repetition"));
    let again: Chess = over.to_string().parse().unwrap();
    assert_eq!(again.outcome(), Some(board_core::Outcome::Draw));
    // Moves after the text are checked.
    let err = Chess::from_position_text(&format!("{text} e2e4")).unwrap_err();
    assert!(matches!(err, ChessTextError::Move { ply: 6, .. }), "{err}");
    assert!(Chess::from_position_text("8/8/8/8 w - - 0 1").is_err());
}

// NC-7.1: error messages quote a bounded prefix of huge inputs.
#[test]
fn errors_do_not_echo_huge_input() {
    let digits = "9".repeat(130_000);
    let fen = format!("4k3/8/8/8/8/8/8/4K3 w - - {digits} 1");
    let err = fen.parse::<Position>().unwrap_err();
    assert!(matches!(err, FenError::BadHalfmove(_)));
    let msg = err.to_string();
    assert!(msg.len() < 120, "{msg}");
    assert!(msg.contains("99999..."), "{msg}");
    let fen = format!("4k3/8/8/8/8/8/8/4K3 {digits} - - 0 1");
    assert!(fen.parse::<Position>().unwrap_err().to_string().len() < 120);
    let fen = format!("4k3/8/8/8/8/8/8/4K3 w {digits} - 0 1");
    assert!(fen.parse::<Position>().unwrap_err().to_string().len() < 120);
    let p = Position::startpos();
    let long = "N".repeat(10_000);
    assert!(p.parse_move(&long).unwrap_err().to_string().len() < 150);
    assert!(
        long.parse::<Move>().unwrap_err().to_string().len() < 150,
        "UCI error"
    );
    let text = format!("{} moves {long}", p.to_fen());
    assert!(text.parse::<Chess>().unwrap_err().to_string().len() < 200);
}

// NC-8.2: perft at absurd depths neither overflows the stack nor takes
// long when the tree ends early.
#[test]
fn deep_perft_is_stack_safe() {
    let stalemate = pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(stalemate.perft(10_000), 0);
    assert_eq!(board_core::perft(&stalemate, 10_000), 0);
    let mated = pos("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(mated.perft(100_000), 0);
    assert_eq!(Chess::from_position(stalemate).count_moves(), 0);
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
