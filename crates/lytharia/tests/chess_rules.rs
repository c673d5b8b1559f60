//! Normal Chess rules, one test (or more) per rule of
//! `docs/rules/normal-chess.md`, on hand-built positions with exact legal
//! move lists.

use board_core::square::{Color, Square, SquareColor};
use board_core::{Game, MoveNotation, Outcome, Player, PositionNotation};
use lytharia::chess::{
    CastlingRights, Chess, FenError, GameEnd, Move, MoveParseError, Piece, Position,
};

fn pos(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// All legal moves in UCI, sorted.
fn moves(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

/// Legal moves from one square, in UCI, sorted.
fn moves_from(p: &Position, from: &str) -> Vec<String> {
    let from: Square = from.parse().unwrap();
    let mut v: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| m.from() == from)
        .map(|m| m.to_string())
        .collect();
    v.sort();
    v
}

fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

// NC-1.1
#[test]
fn board_geometry_and_colours() {
    assert_eq!(Square::A1.color(), SquareColor::Dark);
    assert_eq!(Square::H1.color(), SquareColor::Light);
    let start = Position::startpos();
    assert_eq!(start.colored(Color::White).0, 0xffff);
    assert_eq!(start.colored(Color::Black).0, 0xffff_0000_0000_0000);
    assert_eq!(
        start.piece_on(Square::D1),
        Some((Color::White, Piece::Queen))
    );
    assert_eq!(
        start.piece_on(Square::E8),
        Some((Color::Black, Piece::King))
    );
}

// NC-1.2
#[test]
fn initial_position_and_alternation() {
    let start = Position::startpos();
    assert_eq!(
        start.to_fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(start.side_to_move(), Color::White);
    assert_eq!(start.to_act(), Some(Player::new(0)));
    assert_eq!(moves(&start).len(), 20);
    let mut p = start;
    p.play_uci("e2e4").unwrap();
    assert_eq!(p.side_to_move(), Color::Black);
    assert_eq!(p.to_act(), Some(Player::new(1)));
    assert!(matches!(
        p.parse_uci("d2d4"),
        Err(MoveParseError::Illegal(_))
    ));
}

// NC-2.1
#[test]
fn own_pieces_block_and_enemies_are_captured() {
    let p = pos("4k3/8/3P4/8/3R4/8/3p4/7K w - - 0 1");
    assert_eq!(
        moves_from(&p, "d4"),
        sorted(&[
            "d4d5", "d4d3", "d4d2", "d4a4", "d4b4", "d4c4", "d4e4", "d4f4", "d4g4", "d4h4"
        ])
    );
    let mut after = p;
    after.play_uci("d4d2").unwrap();
    assert_eq!(
        after.piece_on(Square::D2),
        Some((Color::White, Piece::Rook))
    );
    assert_eq!(after.pieces(Piece::Pawn).count(), 1);
    assert_eq!(after.halfmove_clock(), 0);
}

// NC-2.2
#[test]
fn bishop_moves_on_diagonals() {
    let p = pos("4k3/8/8/8/3B4/8/8/4K3 w - - 0 1");
    assert_eq!(
        moves_from(&p, "d4"),
        sorted(&[
            "d4c3", "d4b2", "d4a1", "d4e3", "d4f2", "d4g1", "d4c5", "d4b6", "d4a7", "d4e5", "d4f6",
            "d4g7", "d4h8"
        ])
    );
    // Blocked: the c1 bishop of the start position has no move.
    assert!(moves_from(&Position::startpos(), "c1").is_empty());
}

// NC-2.3
#[test]
fn rook_moves_on_lines() {
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(
        moves_from(&p, "a1"),
        sorted(&[
            "a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b1", "a1c1", "a1d1"
        ])
    );
}

// NC-2.4
#[test]
fn queen_moves_like_rook_and_bishop() {
    let p = pos("4k3/8/8/8/3Q4/8/7K/8 w - - 0 1");
    assert_eq!(moves_from(&p, "d4").len(), 27);
    let p = pos("4k3/8/8/2ppp3/2pQp3/2ppp3/8/K7 w - - 0 1");
    assert_eq!(
        moves_from(&p, "d4"),
        sorted(&[
            "d4c3", "d4c4", "d4c5", "d4d3", "d4d5", "d4e3", "d4e4", "d4e5"
        ])
    );
}

// NC-2.5
#[test]
fn knight_leaps() {
    let p = pos("4k3/8/8/8/8/8/8/N3K3 w - - 0 1");
    assert_eq!(moves_from(&p, "a1"), sorted(&["a1b3", "a1c2"]));
    // Jumps over the pawns in the start position.
    assert_eq!(
        moves_from(&Position::startpos(), "g1"),
        sorted(&["g1f3", "g1h3"])
    );
}

// NC-2.6
#[test]
fn pawn_pushes_double_steps_and_captures() {
    let p = pos("4k3/8/8/8/8/2p1p3/3P4/4K3 w - - 0 1");
    assert_eq!(
        moves_from(&p, "d2"),
        sorted(&["d2c3", "d2d3", "d2d4", "d2e3"])
    );
    // Double step only when both squares are empty.
    let p = pos("4k3/8/8/8/3p4/8/3P4/4K3 w - - 0 1");
    assert_eq!(moves_from(&p, "d2"), sorted(&["d2d3"]));
    let p = pos("4k3/8/8/8/8/3p4/3P4/4K3 w - - 0 1");
    assert!(moves_from(&p, "d2").is_empty());
    // Black pawns move down the board; no double step off the start rank.
    let p = pos("4k3/8/8/3p4/8/8/8/4K3 b - - 0 1");
    assert_eq!(moves_from(&p, "d5"), sorted(&["d5d4"]));
}

// NC-2.7
#[test]
fn king_never_steps_into_attack() {
    let p = pos("4k3/8/8/8/8/8/r7/4K3 w - - 0 1");
    assert_eq!(moves(&p), sorted(&["e1d1", "e1f1"]));
    // Nor next to the other king...
    let p = pos("8/8/8/8/8/3k4/8/3K4 w - - 0 1");
    assert_eq!(moves(&p), sorted(&["d1c1", "d1e1"]));
    // ...nor away along the line of a checking slider.
    let p = pos("4k3/8/8/8/8/8/8/r2K4 w - - 0 1");
    assert_eq!(moves(&p), sorted(&["d1c2", "d1d2", "d1e2"]));
}

// NC-3.1
#[test]
fn castling_moves_king_and_rook() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let ms = moves_from(&p, "e1");
    assert!(ms.contains(&"e1g1".into()) && ms.contains(&"e1c1".into()));
    let mut short = p;
    short.play_uci("e1g1").unwrap();
    assert_eq!(short.to_fen(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    let mut long = short;
    long.play_uci("e8c8").unwrap();
    assert_eq!(long.to_fen(), "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2");
    assert_eq!(p.san(p.parse_uci("e1g1").unwrap()), "O-O");
    assert_eq!(p.parse_san("O-O-O").unwrap().to_string(), "e1c1");
}

// NC-3.2
#[test]
fn castling_rights_are_lost_for_good() {
    let start = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let after = |ucis: &[&str]| {
        let mut p = start;
        for u in ucis {
            p.play_uci(u).unwrap();
        }
        p.castling_rights().to_string()
    };
    assert_eq!(after(&["e1e2"]), "kq");
    assert_eq!(after(&["e1e2", "e8e7", "e2e1", "e7e8"]), "-"); // coming back does not help
    assert_eq!(after(&["h1h2"]), "Qkq");
    assert_eq!(after(&["a1a8"]), "Kk"); // the rook moved, and the a8 rook was captured
    assert_eq!(after(&["h1h8"]), "Qq");
    let mut p = start;
    p.play_uci("h1h2").unwrap();
    p.play_uci("a8b8").unwrap();
    p.play_uci("h2h1").unwrap();
    assert!(!p.legal_moves().iter().any(|m| m.to_string() == "e1g1"));
}

// NC-3.3
#[test]
fn castling_is_prevented_by_blocks_checks_and_attacked_squares() {
    let castles = |fen: &str| {
        let mut v: Vec<String> = pos(fen)
            .legal_moves()
            .iter()
            .filter(|m| m.from() == Square::E1 && m.from().distance(m.to()) == 2)
            .map(|m| m.to_string())
            .collect();
        v.sort();
        v
    };
    // f1 attacked: kingside passes through check.
    assert_eq!(
        castles("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1"),
        sorted(&["e1c1"])
    );
    // g1 attacked: would land in check.
    assert_eq!(
        castles("4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1"),
        sorted(&["e1c1"])
    );
    // d1 attacked: queenside passes through check.
    assert_eq!(
        castles("4k3/8/8/8/8/8/3r4/R3K2R w KQ - 0 1"),
        sorted(&["e1g1"])
    );
    // Only b1 attacked: the rook may cross it.
    assert_eq!(
        castles("4k3/8/8/8/8/8/1r6/R3K2R w KQ - 0 1"),
        sorted(&["e1c1", "e1g1"])
    );
    // In check: no castling at all.
    assert_eq!(
        castles("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1"),
        Vec::<String>::new()
    );
    // Pieces in between (b1 too, for the long side).
    assert_eq!(
        castles("4k3/8/8/8/8/8/8/RN2K1NR w KQ - 0 1"),
        Vec::<String>::new()
    );
    assert_eq!(
        castles("4k3/8/8/8/8/8/8/R2QKB1R w KQ - 0 1"),
        Vec::<String>::new()
    );
    // Rights missing.
    assert_eq!(
        castles("4k3/8/8/8/8/8/8/R3K2R w - - 0 1"),
        Vec::<String>::new()
    );
}

// NC-4.1
#[test]
fn en_passant_right_after_the_double_step_only() {
    let mut p = pos("4k3/8/8/4P3/8/8/8/4K3 b - - 0 1");
    p.play_uci("e8d8").unwrap();
    p.play_uci("e1d1").unwrap();
    // Not after a single step.
    let mut single = pos("4k3/8/3p4/4P3/8/8/8/4K3 b - - 0 1");
    single.play_uci("d6d5").unwrap();
    assert!(!moves(&single).contains(&"e5d6".into()));
    // After the double step: the capture removes the pawn on d5.
    let mut p = pos("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    p.play_uci("d7d5").unwrap();
    assert_eq!(p.en_passant(), Some(Square::D6));
    assert_eq!(moves_from(&p, "e5"), sorted(&["e5d6", "e5e6"]));
    let mut taken = p;
    taken.play_uci("e5d6").unwrap();
    assert_eq!(taken.to_fen(), "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2");
    assert_eq!(p.san(p.parse_uci("e5d6").unwrap()), "exd6");
    // One move later the right is gone.
    let mut later = p;
    later.play_uci("e1d1").unwrap();
    later.play_uci("e8d8").unwrap();
    assert!(!moves(&later).contains(&"e5d6".into()));
}

// NC-4.2
#[test]
fn en_passant_pins_and_checks() {
    // Horizontal pin: both pawns leave the rank and the rook sees the king.
    let mut p = pos("4k3/3p4/8/K3P2r/8/8/8/8 b - - 0 1");
    p.play_uci("d7d5").unwrap();
    assert!(!moves(&p).contains(&"e5d6".into()));
    assert_eq!(p.en_passant(), None); // no legal capture: no square in the FEN
    assert_eq!(p.to_fen(), "4k3/8/8/K2pP2r/8/8/8/8 w - - 0 2");
    // Diagonal pin on the capturing pawn: off the pin line is illegal...
    let p = pos("4k3/6b1/8/3pP3/8/2K5/8/8 w - d6 0 2");
    assert!(!moves(&p).contains(&"e5d6".into()));
    // ...along it is legal.
    let p = pos("4k3/2b5/8/3pP3/8/6K1/8/8 w - d6 0 2");
    assert_eq!(moves_from(&p, "e5"), sorted(&["e5d6"]));
    // Capturing the pawn that gives check is a legal evasion.
    let p = pos("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1");
    assert!(p.is_check());
    assert!(moves(&p).contains(&"e4d3".into()));
}

// NC-4.3
#[test]
fn promotion_to_each_of_four_pieces() {
    let p = pos("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        moves_from(&p, "b7"),
        sorted(&[
            "b7a8b", "b7a8n", "b7a8q", "b7a8r", "b7b8b", "b7b8n", "b7b8q", "b7b8r"
        ])
    );
    let mut q = p;
    q.play_uci("b7b8n").unwrap();
    assert_eq!(q.piece_on(Square::B8), Some((Color::White, Piece::Knight)));
    assert_eq!(q.pieces(Piece::Pawn).count(), 0);
    assert_eq!(p.san(p.parse_uci("b7a8q").unwrap()), "bxa8=Q+");
    // A promotion without a piece is not a move.
    assert!(p.parse_uci("b7b8").is_err());
    assert!(p.parse_uci("b7b8k").is_err());
}

// NC-5.1
#[test]
fn pins_and_check_evasion() {
    // The knight is pinned: it has no move.
    let p = pos("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    assert!(moves_from(&p, "e2").is_empty());
    // A pinned rook slides along the pin.
    let p = pos("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1");
    assert_eq!(
        moves_from(&p, "e2"),
        sorted(&["e2e3", "e2e4", "e2e5", "e2e6", "e2e7"])
    );
    // In check from a rook: move, block or capture.
    let p = pos("4k3/8/8/8/8/8/1B6/r3K3 w - - 0 1");
    assert!(p.is_check());
    assert_eq!(moves(&p), sorted(&["b2a1", "b2c1", "e1d2", "e1e2", "e1f2"]));
    let p = pos("4k3/8/8/8/8/8/8/r3K1N1 w - - 0 1");
    assert_eq!(moves(&p), sorted(&["e1d2", "e1e2", "e1f2"]));
    // Blocking squares.
    let p = pos("4k3/8/8/8/8/8/8/r3K2N w - - 0 1");
    assert!(!moves(&p).iter().any(|m| m.starts_with("h1") && m != "h1g3"));
}

// NC-5.2
#[test]
fn double_check_allows_only_king_moves() {
    let p = pos("4k3/8/8/8/8/5n2/8/r3K1R1 w - - 0 1");
    assert_eq!(p.checkers().count(), 2);
    assert!(p.legal_moves().iter().all(|m| m.from() == Square::E1));
    // d2 is covered by the knight, d1 and f1 by the rook (x-ray through
    // the king's square).
    assert_eq!(moves(&p), sorted(&["e1e2", "e1f2"]));
}

// NC-5.3
#[test]
fn checkmate_loses() {
    let mut game = Chess::new();
    for san in ["f3", "e5", "g4", "Qh4#"] {
        game.play_uci(san).unwrap();
    }
    assert_eq!(game.game_end(), Some(GameEnd::Checkmate));
    assert_eq!(game.outcome(), Some(Outcome::Winner(Player::new(1))));
    assert_eq!(game.to_act(), None);
    assert_eq!(game.count_moves(), 0);
    let mated = pos("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(mated.outcome(), Some(Outcome::Winner(Player::new(0))));
}

// NC-5.4
#[test]
fn stalemate_draws() {
    let p = pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert!(!p.is_check());
    assert!(p.legal_moves().is_empty());
    assert_eq!(p.game_end(), Some(GameEnd::Stalemate));
    assert_eq!(p.outcome(), Some(Outcome::Draw));
}

// NC-6.1
#[test]
fn fifty_move_rule_but_mate_first() {
    let p = pos("7k/8/6K1/8/8/8/8/R7 w - - 99 80");
    assert_eq!(p.outcome(), None);
    let mut quiet = p;
    quiet.play_uci("a1a2").unwrap();
    assert_eq!(quiet.halfmove_clock(), 100);
    assert_eq!(quiet.game_end(), Some(GameEnd::FiftyMoves));
    assert_eq!(quiet.outcome(), Some(Outcome::Draw));
    assert_eq!(quiet.count_moves(), 0);
    assert!(!quiet.legal_moves().is_empty()); // movement rules alone still allow moves
    let mut mate = p;
    mate.play_uci("a1a8").unwrap();
    assert_eq!(mate.halfmove_clock(), 100);
    assert_eq!(mate.outcome(), Some(Outcome::Winner(Player::new(0))));
    // The clock saturates instead of overflowing.
    let mut big = pos("7k/8/6K1/8/8/8/8/R7 w - - 65535 65535");
    big.play_unchecked(big.parse_uci("a1a2").unwrap());
    assert_eq!(
        (big.halfmove_clock(), big.fullmove_number()),
        (65535, 65535)
    );
    // A capture or pawn move resets the clock.
    let mut reset = pos("7k/8/6K1/8/8/8/p7/R7 w - - 99 80");
    reset.play_uci("a1a2").unwrap();
    assert_eq!(reset.halfmove_clock(), 0);
    assert_eq!(reset.outcome(), None);
}

// NC-6.2
#[test]
fn threefold_repetition() {
    let mut g = Chess::new();
    let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"];
    for u in shuffle {
        g.play_uci(u).unwrap();
    }
    assert_eq!(g.repetitions(), 2);
    assert_eq!(g.outcome(), None);
    for u in &shuffle[..3] {
        g.play_uci(u).unwrap();
    }
    assert_eq!(g.outcome(), None);
    g.play_uci("f6g8").unwrap();
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.game_end(), Some(GameEnd::Repetition));
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert_eq!(g.count_moves(), 0);
    assert!(g.play_uci("e2e4").is_err());
    // The FEN state alone does not know the history.
    assert_eq!(g.position().outcome(), None);

    // Same placement but a different en-passant possibility is a different
    // position; a useless en-passant square is no difference.
    let mut a = pos("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    a.play_uci("d7d5").unwrap();
    let b = pos("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2");
    assert_ne!(a.hash(), b.hash());
    let mut c = Position::startpos();
    c.play_uci("e2e4").unwrap();
    let d = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    assert_eq!(c, d);
    assert_eq!(c.hash(), d.hash());
}

// NC-6.3
#[test]
fn insufficient_material() {
    for (fen, dead) in [
        ("8/8/4k3/8/8/4K3/8/8 w - - 0 1", true),
        ("8/8/4k3/8/8/3BK3/8/8 w - - 0 1", true),
        ("8/8/4k3/8/8/3NK3/8/8 b - - 0 1", true),
        ("8/8/4kb2/8/8/4K3/8/8 w - - 0 1", true),
        ("2b5/8/4k3/8/8/4KB2/8/8 w - - 0 1", true), // c8 and f3: both light
        ("8/2b5/4k3/8/8/4KB2/8/8 w - - 0 1", false), // c7 dark, f3 light
        ("8/8/2b1k3/8/8/3BKB2/8/8 w - - 0 1", true), // c6, d3, f3: all light
        ("8/8/4k3/8/8/3NKN2/8/8 w - - 0 1", false),
        ("8/8/4kn2/8/8/3BK3/8/8 w - - 0 1", false),
        ("8/8/3bk3/8/8/3BK3/8/8 w - - 0 1", false), // d6 dark, d3 light
        ("8/8/4k3/8/8/4K3/4P3/8 w - - 0 1", false),
        ("8/8/4k3/8/8/4K3/8/7R w - - 0 1", false),
    ] {
        let p = pos(fen);
        assert_eq!(p.is_insufficient_material(), dead, "{fen}");
        assert_eq!(
            p.game_end() == Some(GameEnd::InsufficientMaterial),
            dead,
            "{fen}"
        );
        assert_eq!(p.count_moves() == 0, dead, "{fen}");
    }
    // A capture that leaves K+R v K does not end the game.
    let mut g = Chess::from_fen("8/8/4k3/8/8/4K3/8/n2R4 w - - 0 1").unwrap();
    g.play_uci("Rxa1").unwrap();
    assert_eq!(g.game_end(), None);
    // One that leaves K v K+N does, at once.
    let mut g10 = Chess::from_fen("8/8/4k3/8/8/2n1K3/8/3B4 b - - 0 1").unwrap();
    g10.play_uci("c3d1").unwrap(); // knight takes the bishop: K v K+N
    assert_eq!(g10.game_end(), Some(GameEnd::InsufficientMaterial));
    assert_eq!(g10.outcome(), Some(Outcome::Draw));
}

// NC-6.4
#[test]
fn game_over_exactly_when_no_moves() {
    // Every ending of the Game impl has no moves; the inherent generator
    // still gives the movement-only moves.
    for fen in [
        "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1",
        "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
        "7k/8/6K1/8/8/8/8/R7 b - - 100 80",
        "8/8/4k3/8/8/4K3/8/8 w - - 0 1",
    ] {
        let p = pos(fen);
        let mut list = lytharia::chess::Moves::new();
        p.generate_moves(&mut list);
        assert!(
            list.is_empty() && p.outcome().is_some() && p.to_act().is_none(),
            "{fen}"
        );
    }
    // Mate beats the fifty-move rule; the order is checked by game_end.
    let p = pos("7k/6Q1/6K1/8/8/8/8/8 b - - 100 80");
    assert_eq!(p.game_end(), Some(GameEnd::Checkmate));
    let p = pos("7k/5Q2/6K1/8/8/8/8/8 b - - 100 80");
    assert_eq!(p.game_end(), Some(GameEnd::Stalemate));
    let p = pos("8/8/4k3/8/8/4K3/8/8 w - - 100 80");
    assert_eq!(p.game_end(), Some(GameEnd::FiftyMoves));
    // Perft ignores draw rules: K v K still has king moves to count.
    // (8 white king moves; Black's 8 replies minus those next to the white
    // king: 5 x 8 + 6 + 5 + 6.)
    assert_eq!(pos("8/8/4k3/8/8/4K3/8/8 w - - 0 1").perft(2), 57);
}

// NC-7.1
#[test]
fn fen_validation_errors() {
    use FenError::*;
    let cases: &[(&str, FenError)] = &[
        ("", FieldCount(0)),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",
            FieldCount(3),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x",
            FieldCount(7),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
            FieldCount(5),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            RankCount(7),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",
            RankLength('1'),
        ),
        (
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            BadBoardChar('9'),
        ),
        (
            "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            RankLength('7'),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
            BadBoardChar('X'),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            BadSideToMove("x".into()),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",
            BadCastling("KQkx".into()),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KK - 0 1",
            BadCastling("KK".into()),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
            BadEnPassantField("e9".into()),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
            BadHalfmove("-1".into()),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
            BadHalfmove("x".into()),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 70000 1",
            BadHalfmove("70000".into()),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
            BadFullmove("0".into()),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 +1",
            BadFullmove("+1".into()),
        ),
        (
            "8/8/8/8/8/8/8/4K3 w - - 0 1",
            KingCount {
                color: Color::Black,
                count: 0,
            },
        ),
        (
            "4k3/8/8/8/8/8/8/3KK3 w - - 0 1",
            KingCount {
                color: Color::White,
                count: 2,
            },
        ),
        ("4k3/8/8/8/8/8/8/4K2P w - - 0 1", PawnOnBackRank(Square::H1)),
        ("p3k3/8/8/8/8/8/8/4K3 w - - 0 1", PawnOnBackRank(Square::A8)),
        ("4k3/8/8/8/8/8/8/4K2r b - - 0 1", OpponentInCheck),
        ("4k3/8/8/8/8/8/8/3K4 w K - 0 1", CastlingWithoutPieces('K')),
        ("4k3/8/8/8/8/8/8/4K3 w Q - 0 1", CastlingWithoutPieces('Q')),
        ("r3k3/8/8/8/8/8/8/4K3 w k - 0 1", CastlingWithoutPieces('k')),
        ("4k3/8/8/8/8/8/8/4K3 w q - 0 1", CastlingWithoutPieces('q')),
    ];
    for (fen, expected) in cases {
        assert_eq!(
            fen.parse::<Position>().as_ref().err(),
            Some(expected),
            "{fen}"
        );
    }
    // Material no game can reach.
    for fen in [
        "4k3/8/8/8/8/8/PPPPPPPP/QQQQK3 w - - 0 1", // 8 pawns and 3 extra queens
        "4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1",   // 9 pawns
        "4k3/8/8/8/8/8/NNNNNNNN/NNNNKNNN w - - 0 1", // 16 pieces + king
    ] {
        assert!(
            matches!(fen.parse::<Position>(), Err(ImpossibleMaterial(_))),
            "{fen}"
        );
    }
    // The record position: 218 legal moves, the most any position has.
    let record = pos("R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1");
    assert_eq!(record.legal_moves().len(), 218);
    assert_eq!(record.count_legal_moves(), 218);
    // Kings next to each other: the side not to move is in check.
    assert_eq!(
        "8/8/8/8/8/8/3k4/4K3 w - - 0 1".parse::<Position>(),
        Err(OpponentInCheck)
    );
    // Three checkers cannot come from one move.
    assert_eq!(
        "4k3/8/8/8/8/3n1n2/8/r3K3 w - - 0 1".parse::<Position>(),
        Err(TooManyCheckers(3))
    );
    // Consecutive digits are refused, as python-chess does (issue 20).
    assert_eq!(
        "rnbqkbnr/pppppppp/8/8/44/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".parse::<Position>(),
        Err(AdjacentDigits('4'))
    );
    // Four fields: counters default to 0 1.
    assert_eq!(
        pos("4k3/8/8/8/8/8/8/4K3 w - -").to_fen(),
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
    );
    // Never a panic on odd bytes.
    for junk in [
        "\u{0}",
        "ä/ö/ü",
        "8/8/8/8/8/8/8/8/8 w - - 0 1",
        "k/K w - - 0 1",
        " w ",
        "99999999999",
    ] {
        assert!(junk.parse::<Position>().is_err(), "{junk:?}");
    }
}

// NC-7.2
#[test]
fn en_passant_square_validation() {
    use FenError::*;
    for (fen, sq) in [
        ("4k3/8/8/3pP3/8/8/8/4K3 w - d5 0 2", Square::D5), // wrong rank
        ("4k3/8/8/3pP3/8/8/8/4K3 w - d3 0 2", Square::D3), // Black's square, White to move
        ("4k3/8/8/4P3/8/8/8/4K3 w - d6 0 2", Square::D6),  // no pawn to capture
        ("4k3/3p4/8/3pP3/8/8/8/4K3 w - d6 0 2", Square::D6), // d7 not empty: no double step
        ("4k3/8/3n4/3pP3/8/8/8/4K3 w - d6 0 2", Square::D6), // target occupied
        ("4k3/8/8/3PP3/8/8/8/4K3 w - d6 0 2", Square::D6), // own pawn in front
        ("4k3/8/8/8/3Pp3/8/8/4K3 b - d4 0 1", Square::D4),
    ] {
        assert_eq!(
            fen.parse::<Position>(),
            Err(ImpossibleEnPassant(sq)),
            "{fen}"
        );
    }
    assert_eq!(
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 5 2".parse::<Position>(),
        Err(HalfmoveAfterDoublePush(5))
    );
    // Valid and capturable: kept. Valid but nobody can take: dropped.
    assert_eq!(
        pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2").en_passant(),
        Some(Square::D6)
    );
    let p = pos("4k3/8/8/3p4/8/8/8/4K3 w - d6 0 2");
    assert_eq!(p.en_passant(), None);
    assert_eq!(p.to_fen(), "4k3/8/8/3p4/8/8/8/4K3 w - - 0 2");
}

// NC-7.3
#[test]
fn uci_and_notation_trait() {
    let p = Position::startpos();
    let mv = p.parse_uci("e2e4").unwrap();
    assert_eq!(mv, Move::new(Square::E2, Square::E4, None));
    assert_eq!(p.format_move(mv), "e2e4");
    assert_eq!(p.parse_move("e4"), Ok(mv)); // SAN accepted too
    assert_eq!(p.parse_move("e2e4"), Ok(mv));
    assert!(matches!(
        p.parse_move("e2e5"),
        Err(MoveParseError::Illegal(_))
    ));
    assert!(matches!(
        p.parse_move("hello"),
        Err(MoveParseError::Malformed(_))
    ));
    assert!(matches!(
        p.parse_uci("0000"),
        Err(MoveParseError::Malformed(_))
    ));
    assert!(matches!(
        p.parse_uci("e2e4e"),
        Err(MoveParseError::Malformed(_))
    ));
    assert!(matches!(
        p.parse_uci("é2e4"),
        Err(MoveParseError::Malformed(_))
    ));
    assert_eq!(Position::from_position_text(&p.to_position_text()), Ok(p));
    let mut sorted_moves: Vec<String> = p.legal_moves().iter().map(|m| p.format_move(*m)).collect();
    sorted_moves.sort();
    assert_eq!(sorted_moves[0], "a2a3");
    // Castling is the king's two-square move in UCI.
    let c = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(c.parse_uci("e1g1").unwrap().to_string(), "e1g1");
    assert!(c.parse_uci("e1h1").is_err());
    // A finished game refuses every move in Game-level parsing.
    let dead = pos("8/8/4k3/8/8/4K3/8/8 w - - 0 1");
    assert!(dead.parse_uci("e3d3").is_ok()); // movement-only
    assert!(matches!(
        dead.parse_move("e3d3"),
        Err(MoveParseError::Illegal(_))
    ));
}

// NC-7.4
#[test]
fn san_disambiguation_and_leniency() {
    // Two knights reach d2: file disambiguation.
    let p = pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    assert_eq!(p.san(p.parse_uci("b1d2").unwrap()), "Nbd2");
    assert_eq!(p.san(p.parse_uci("f1d2").unwrap()), "Nfd2");
    assert!(matches!(
        p.parse_san("Nd2"),
        Err(MoveParseError::Ambiguous(_))
    ));
    assert_eq!(p.parse_san("Nbd2").unwrap().to_string(), "b1d2");
    // Same file: rank disambiguation.
    let p = pos("4k3/8/8/8/R7/8/8/R3K3 w - - 0 1");
    assert_eq!(p.san(p.parse_uci("a1a2").unwrap()), "R1a2");
    assert_eq!(p.san(p.parse_uci("a4a2").unwrap()), "R4a2");
    // Three queens: both file and rank.
    let p = pos("8/8/6k1/8/Q6Q/8/8/Q3K3 w - - 0 1");
    assert_eq!(p.san(p.parse_uci("a4d4").unwrap()), "Qa4d4");
    assert!(matches!(
        p.parse_san("Qad4"),
        Err(MoveParseError::Ambiguous(_))
    ));
    assert_eq!(p.parse_san("Qa4d4").unwrap().to_string(), "a4d4");
    let p = pos("8/8/6k1/8/Q1Q5/8/8/Q3K3 w - - 0 1");
    assert_eq!(p.san(p.parse_uci("a4b3").unwrap()), "Qab3");
    // Check and mate marks, captures.
    let p = pos("7k/8/6K1/8/8/8/8/R7 w - - 0 1");
    assert_eq!(p.san(p.parse_uci("a1a8").unwrap()), "Ra8#");
    assert_eq!(p.san(p.parse_uci("a1h1").unwrap()), "Rh1+");
    // Leniency.
    let c = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for text in ["O-O", "0-0", "O-O+", "O-O!"] {
        assert_eq!(c.parse_san(text).unwrap().to_string(), "e1g1", "{text}");
    }
    assert_eq!(c.parse_san("0-0-0").unwrap().to_string(), "e1c1");
    assert_eq!(c.parse_san("Rxa8").unwrap().to_string(), "a1a8");
    assert_eq!(c.parse_san("Ra8").unwrap().to_string(), "a1a8"); // missing x
    assert_eq!(c.parse_san("Ra1a8+").unwrap().to_string(), "a1a8"); // redundant origin
    assert_eq!(c.parse_san("Kf1").unwrap().to_string(), "e1f1");
    assert!(c.parse_san("Kg1").is_err()); // castling is written O-O
    let q = pos("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    for text in ["b8=Q", "b8Q", "b8=q", "b8q+"] {
        assert_eq!(q.parse_san(text).unwrap().to_string(), "b7b8q", "{text}");
    }
    assert_eq!(q.parse_san("b8=N").unwrap().to_string(), "b7b8n");
    assert!(q.parse_san("b8").is_err());
    assert!(q.parse_san("b8=K").is_err());
    let e = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    assert_eq!(e.parse_san("exd6 e.p.").unwrap().to_string(), "e5d6");
    assert_eq!(e.parse_san("ed6").unwrap().to_string(), "e5d6");
    for bad in ["", "x", "Nx", "Z9", "e", "Qa", "O-O-O-O", "Nbbd2", "e4e4e4"] {
        assert!(Position::startpos().parse_san(bad).is_err(), "{bad:?}");
    }
    let _ = CastlingRights::ALL;
}

/// NC-6.2: `Chess`'s hand-written clone (it copies the histories whole)
/// keeps what the repetition rule needs: through random games with long
/// reversible stretches (the history spills out of its inline room), each
/// clone equals the game, holds the same history, and plays on the same.
#[test]
fn chess_clones_keep_the_history() {
    let mut longest = 0;
    for seed in 0..6 {
        let line = board_core::playout(&Chess::default(), seed, 300).moves;
        let mut g = Chess::default();
        for (i, &mv) in line.iter().enumerate() {
            let copy = g.clone();
            assert_eq!(copy, g);
            assert_eq!(copy.history(), g.history());
            assert_eq!(copy.moves_since_root(), g.moves_since_root());
            longest = longest.max(g.history().len());
            g.play(mv).unwrap();
            let mut later = copy;
            later.play(mv).unwrap();
            assert_eq!(later, g, "ply {i}");
        }
    }
    assert!(longest > 16, "no history spilled: {longest}");
}
