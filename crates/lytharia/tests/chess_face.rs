//! The face of Normal Chess for people (`docs/rules/normal-chess.md`,
//! NC-9): forgiving move input, moves in words, turn numbers, PGN movetext
//! and material in pawns, on hand-built positions with exact strings.

use board_core::History;
use board_core::inspect::{Inspect, Perspective};
use board_core::{Game, MoveNotation};
use lytharia::chess::{Chess, EXAMPLE_MOVE, EXAMPLE_SAN, MoveParseError, Position, pgn_movetext};

fn pos(fen: &str) -> Position {
    fen.parse().unwrap()
}

fn words(p: &Position, text: &str) -> String {
    let mv = p.parse_move(text).unwrap();
    p.describe_move(mv, Perspective::Spectator)
}

// NC-9.1: UCI with a dash or spaces between the squares, SAN, and the
// per-game example texts all parse in the start position.
#[test]
fn forgiving_input_and_examples() {
    let p = Position::startpos();
    let e4 = p.parse_move("e2e4").unwrap();
    for text in ["e2-e4", " e2 e4 ", "e4", "e2e4"] {
        assert_eq!(p.parse_move(text), Ok(e4), "{text}");
    }
    assert_eq!(
        p.parse_move("O-O"),
        Err(MoveParseError::Illegal("O-O".into()))
    );
    let g = Chess::default();
    assert_eq!(g.format_move(g.parse_move(EXAMPLE_MOVE).unwrap()), "e2e4");
    assert_eq!(g.format_move(g.parse_move(EXAMPLE_SAN).unwrap()), "g1f3");
}

// NC-9.2: a UCI promotion without its piece names the four ways to write it;
// a move that cannot promote stays an illegal move.
#[test]
fn promotion_without_piece_lists_the_choices() {
    let p = pos("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    let err = p.parse_move("a7a8").unwrap_err();
    assert_eq!(
        err,
        MoveParseError::NeedsPromotion {
            text: "a7a8".into()
        }
    );
    assert_eq!(
        err.to_string(),
        "a7a8 needs a promotion piece: a7a8q, a7a8r, a7a8b or a7a8n"
    );
    assert_eq!(Chess::from_position(p).parse_move("a7a8").unwrap_err(), err);
    assert!(p.parse_move("a7a8q").is_ok());
    // The same in SAN: `a8q` and `a8=Q` are accepted.
    assert_eq!(
        p.parse_move("a8").unwrap_err().to_string(),
        "a8 needs a promotion piece: a8q, a8r, a8b or a8n"
    );
    for text in ["a8q", "a8=Q", "a8r"] {
        assert!(p.parse_move(text).is_ok(), "{text}");
    }
    assert_eq!(
        p.parse_move("a7a6"),
        Err(MoveParseError::Illegal("a7a6".into()))
    );
}

// NC-9.3: moves in words.
#[test]
fn moves_in_words() {
    let start = Position::startpos();
    assert_eq!(words(&start, "g1f3"), "White: knight g1-f3");
    assert_eq!(words(&start, "e2e4"), "White: pawn e2-e4");

    let castles = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(words(&castles, "e1g1"), "White castles kingside");
    assert_eq!(words(&castles, "e1c1"), "White castles queenside");
    let black = pos("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    assert_eq!(words(&black, "e8c8"), "Black castles queenside");

    let promo = pos("2r4k/1P2P3/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        words(&promo, "e7e8q"),
        "White: pawn e7-e8 promotes to queen, check"
    );
    assert_eq!(
        words(&promo, "b7c8n"),
        "White: pawn b7 takes rook on c8 and promotes to knight"
    );

    let ep = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    assert_eq!(
        words(&ep, "e5d6"),
        "White: pawn e5-d6 takes pawn on d5 en passant"
    );

    let capture = pos("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1");
    assert_eq!(words(&capture, "exd5"), "White: pawn e4 takes knight on d5");

    // Fool's mate.
    let mut g = Chess::new();
    for san in ["f3", "e5", "g4"] {
        g.play_uci(san).unwrap();
    }
    let mate = g.parse_move("Qh4#").unwrap();
    assert_eq!(
        g.describe_move(mate, Perspective::Seat(board_core::Player::new(0))),
        "Black: queen d8-h4, checkmate"
    );
}

// NC-9.4: the turn number is the full-move number.
#[test]
fn turn_number_is_the_full_move_number() {
    let mut g = Chess::new();
    assert_eq!(g.turn_number(), Some(1));
    g.play_uci("e4").unwrap();
    assert_eq!(g.turn_number(), Some(1));
    g.play_uci("e5").unwrap();
    assert_eq!(g.turn_number(), Some(2));
    assert_eq!(
        pos("4k3/8/8/8/8/8/8/4K3 b - - 0 41").turn_number(),
        Some(41)
    );
}

// NC-9.5: material is counted in pawns: 39 a side at the start.
#[test]
fn material_in_pawns() {
    let v = Chess::new().view(Perspective::Spectator);
    for side in &v.sides {
        let m = side.info.iter().find(|i| i.label == "material").unwrap();
        assert_eq!(m.value, "39");
    }
    let v = pos("4k3/8/8/8/8/8/PP6/R3K3 w - - 0 1").view(Perspective::Spectator);
    assert_eq!(v.sides[0].info[0].to_string(), "material: 7");
}

// NC-9.6: PGN movetext with move numbers and SAN for any history, with the
// result token; a start with Black to move is numbered `N...`.
#[test]
fn pgn_movetext_of_a_history() {
    let mut h = History::new(Chess::new());
    for uci in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        h.play(uci.parse().unwrap()).unwrap();
    }
    assert_eq!(pgn_movetext(&h), "1. f3 e5 2. g4 Qh4# 0-1");
    let mut h = History::new(Chess::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 7").unwrap());
    for uci in ["e8d7", "e2e4"] {
        h.play(uci.parse().unwrap()).unwrap();
    }
    assert_eq!(pgn_movetext(&h), "7... Kd7 8. e4 *");
    assert_eq!(pgn_movetext(&History::new(Chess::new())), "*");
}

// NC-9.7: `Default` is a new game from the initial position.
#[test]
fn default_is_the_start() {
    assert_eq!(Chess::default(), Chess::new());
    assert_eq!(Position::default(), Position::startpos());
    assert_eq!(Chess::default().legal_moves().len(), 20);
}
