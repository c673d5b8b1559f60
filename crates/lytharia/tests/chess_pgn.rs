//! PGN export and import (NC-7.6).

use board_core::{Game, History};
use lytharia::chess::pgn::{Pgn, PgnError, PgnResult};
use lytharia::chess::{Chess, DrawClaims, GameEnd, MoveParseError};

/// A real game (Morphy - Duke Karl / Count Isouard, Paris 1858) with
/// comments, NAGs, suffixes and nested variations.
const OPERA: &str = r#"[Event "Paris Opera"]
[Site "Paris FRA"]
[Date "1858.??.??"]
[Round "?"]
[White "Paul Morphy"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]
[ECO "C41"]

% an escape line, ignored
1. e4 e5 2. Nf3 d6 {This is the Philidor Defence.} 3. d4 Bg4?! {Better is}
(3... exd4 4. Nxd4 (4. Qxd4 Nc6 (4... Nf6) 5. Bb5) 4... Nf6) 4. dxe5 Bxf3
5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 $6 b5 10. Nxb5! cxb5
11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 ; the queen steps in
15. Bxd7+ Nxd7 16. Qb8+ !! Nxb8 17. Rd8# 1-0
"#;

// NC-7.6: a real game with comments, NAGs and nested variations.
#[test]
fn reads_the_opera_game() {
    let pgn: Pgn = OPERA.parse().unwrap();
    assert_eq!(pgn.history.len(), 33);
    assert_eq!(pgn.result, PgnResult::WhiteWins);
    assert_eq!(pgn.tag("White"), Some("Paul Morphy"));
    assert_eq!(pgn.tag("ECO"), Some("C41"));
    assert_eq!(pgn.tag("Result"), Some("1-0"));
    let end = pgn.history.current();
    assert_eq!(
        end.outcome(),
        Some(board_core::Outcome::Winner(board_core::Player::new(0)))
    );
    assert_eq!(
        end.position().to_fen(),
        "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17"
    );
    let moves: Vec<String> = pgn
        .history
        .moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(&moves[..4], ["e2e4", "e7e5", "g1f3", "d7d6"]);
}

// NC-7.6: export is the standard form and round-trips.
#[test]
fn writes_and_rereads_the_opera_game() {
    let pgn: Pgn = OPERA.parse().unwrap();
    let out = pgn.to_string();
    let expected = r#"[Event "Paris Opera"]
[Site "Paris FRA"]
[Date "1858.??.??"]
[Round "?"]
[White "Paul Morphy"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]
[ECO "C41"]

1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8.
Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14.
Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0
"#;
    assert_eq!(out, expected);
    assert!(out.lines().all(|l| l.len() <= 80));
    let again: Pgn = out.parse().unwrap();
    assert_eq!(again.history.moves(), pgn.history.moves());
    assert_eq!(again.tags, pgn.tags);
    assert_eq!(again.to_string(), out);
}

// NC-7.6: a game from a set-up position carries SetUp and FEN, and starts
// with "N..." when Black moves first.
#[test]
fn setup_positions() {
    let start = Chess::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 3 40").unwrap();
    let mut h = History::new(start);
    for uci in ["e8d7", "e2e4", "d7e6"] {
        h.play(uci.parse().unwrap()).unwrap();
    }
    let pgn = Pgn::new(h);
    let out = pgn.to_string();
    assert!(out.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 3 40\"]\n"));
    assert!(out.ends_with("\n\n40... Kd7 41. e4 Ke6 *\n"), "{out}");
    let back: Pgn = out.parse().unwrap();
    // Imported games follow FIDE's draw rules (NC-6.5); the board is the same.
    assert_eq!(
        back.history.start().position(),
        pgn.history.start().position()
    );
    assert_eq!(back.history.start().draw_claims(), DrawClaims::Fide);
    assert_eq!(back.history.moves(), pgn.history.moves());
    assert_eq!(back.tag("SetUp"), Some("1"));
}

// NC-7.6: every game of random play-outs exports and re-imports exactly.
#[test]
fn random_games_round_trip() {
    for seed in 0..12 {
        let game = board_core::playout(&Chess::new(), seed, 300);
        let mut h = History::new(Chess::new());
        for &mv in &game.moves {
            h.play(mv).unwrap();
        }
        let mut pgn = Pgn::new(h);
        pgn.set_tag("Event", "random \"quoted\" \\ game");
        let out = pgn.to_string();
        let back: Pgn = out.parse().unwrap_or_else(|e| panic!("{e}\n{out}"));
        assert_eq!(back.history.moves(), &game.moves[..]);
        assert_eq!(back.result, PgnResult::of(back.history.current().outcome()));
        assert_eq!(back.tag("Event"), Some("random \"quoted\" \\ game"));
        assert_eq!(back.to_string(), out);
    }
}

// NC-7.6: typed errors with line and ply; nothing panics.
#[test]
fn errors_name_the_line_and_ply() {
    let err = "[Event \"x\"]\n\n1. e4 e5\n2. Nf3 Nf6 3. Qxf7"
        .parse::<Pgn>()
        .unwrap_err();
    assert_eq!(
        err,
        PgnError::Move {
            line: 4,
            ply: 5,
            error: MoveParseError::Illegal("Qxf7".into())
        }
    );
    assert_eq!(
        err.to_string(),
        "line 4, ply 5: \"Qxf7\" is not a legal move in this position"
    );
    assert!(matches!(
        "1. e4 (1. d4 (1. c4) e5".parse::<Pgn>(),
        Err(PgnError::Unterminated {
            line: 1,
            what: "variation"
        })
    ));
    assert!(matches!(
        "1. e4 e5 )".parse::<Pgn>(),
        Err(PgnError::Syntax { line: 1, .. })
    ));
    assert!(matches!(
        "[Event \"x]\n1. e4".parse::<Pgn>(),
        Err(PgnError::Unterminated {
            line: 1,
            what: "tag"
        })
    ));
    assert!(matches!(
        "[FEN \"8/8/8 w - - 0 1\"]\n*".parse::<Pgn>(),
        Err(PgnError::Fen { line: 1, .. })
    ));
    assert!(matches!(
        "1. e4 $x".parse::<Pgn>(),
        Err(PgnError::Syntax { .. })
    ));
    assert!(matches!(
        "  ; nothing\n".parse::<Pgn>(),
        Err(PgnError::Empty)
    ));
    assert!(matches!(
        "1. e4 *\n[Event \"2\"]\n1. d4 *".parse::<Pgn>(),
        Err(PgnError::MoreThanOneGame { line: 2 })
    ));
    // A huge token is quoted only in part.
    let long = format!("1. {}", "N".repeat(100_000));
    assert!(long.parse::<Pgn>().unwrap_err().to_string().len() < 150);
    // Deeply nested variations are fine (no recursion).
    let deep = format!(
        "1. e4 {}{} e5 *",
        "( 1. d4 ".repeat(50_000),
        ")".repeat(50_000)
    );
    let pgn: Pgn = deep.parse().unwrap();
    assert_eq!(pgn.history.len(), 2);
}

// NC-7.6 NC-6.5: a game that goes on after a claimable draw loads as
// played (FIDE: threefold repetition is a claim); the fifth occurrence ends
// it, and a move after that is refused.
#[test]
fn games_past_a_claimable_draw_load_and_fivefold_ends_them() {
    let text = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 *";
    let pgn: Pgn = text.parse().unwrap();
    assert_eq!(pgn.history.len(), 9);
    let shuffle = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 \
                   7. Nf3 Nf6 8. Ng1 Ng8";
    let pgn: Pgn = format!("{shuffle} 1/2-1/2").parse().unwrap();
    assert_eq!(
        pgn.history.current().game_end(),
        Some(GameEnd::FivefoldRepetition)
    );
    let err = format!("{shuffle} 9. e4 *").parse::<Pgn>().unwrap_err();
    assert!(matches!(err, PgnError::Move { ply: 17, .. }), "{err}");
    // A fivefold repetition is a draw, not a win.
    let err = format!("{shuffle} 1-0").parse::<Pgn>().unwrap_err();
    assert!(matches!(err, PgnError::ResultContradiction { .. }), "{err}");
}

// NC-7.6 NC-6.5: past the fifty-move claim, to the seventy-five-move rule.
#[test]
fn games_past_fifty_moves_load_until_seventy_five() {
    let fen = "[SetUp \"1\"]\n[FEN \"7k/8/8/8/8/8/8/KR6 w - - 98 60\"]\n";
    // The rook snakes over files b-f (no position repeats), the black king
    // steps between g8 and h8: no capture, no pawn move.
    let mut squares = Vec::new();
    for (i, file) in ['b', 'c', 'd', 'e', 'f'].into_iter().enumerate() {
        for r in 1..=6 {
            let rank = if i % 2 == 0 { r } else { 7 - r };
            squares.push(format!("{file}{rank}"));
        }
    }
    let mut moves = Vec::new();
    for (i, to) in squares[1..].iter().enumerate() {
        let b = if i % 2 == 0 { "Kg8" } else { "Kh8" };
        moves.push(format!("{}. R{to} {b}", 60 + i));
    }
    let pgn: Pgn = format!("{fen}\n{} *", moves[..26].join(" "))
        .parse()
        .unwrap();
    assert_eq!(pgn.history.len(), 52);
    assert_eq!(pgn.history.current().position().halfmove_clock(), 150);
    assert_eq!(
        pgn.history.current().game_end(),
        Some(GameEnd::SeventyFiveMoves)
    );
    let err = format!("{fen}\n{} *", moves[..27].join(" "))
        .parse::<Pgn>()
        .unwrap_err();
    assert!(matches!(err, PgnError::Move { ply: 53, .. }), "{err}");
}

// NC-7.6: a result that contradicts the board is refused (issue 20).
#[test]
fn results_that_contradict_the_board_are_refused() {
    for text in [
        "1. f3 e5 2. g4 Qh4# 1-0",
        "1. f3 e5 2. g4 Qh4# 1/2-1/2",
        "[Result \"1-0\"]\n1. f3 e5 2. g4 Qh4#",
        "[Result \"1-0\"]\n1. e4 e5 0-1",
        "[SetUp \"1\"]\n[FEN \"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\"]\n1-0",
    ] {
        let err = text.parse::<Pgn>().unwrap_err();
        assert!(
            matches!(err, PgnError::ResultContradiction { .. }),
            "{text}: {err}"
        );
    }
    let ok: Pgn = "1. f3 e5 2. g4 Qh4# 0-1".parse().unwrap();
    assert_eq!(ok.result, PgnResult::BlackWins);
    // An unfinished game may have any result (resignation, agreement, time).
    assert!("1. e4 e5 1-0".parse::<Pgn>().is_ok());
    assert!("1. f3 e5 2. g4 Qh4# *".parse::<Pgn>().is_ok());
}

// NC-7.6: a file that starts with a UTF-8 byte-order mark reads.
#[test]
fn a_byte_order_mark_is_skipped() {
    let pgn: Pgn = "\u{feff}[Event \"x\"]\n1. e4 e5 *".parse().unwrap();
    assert_eq!(pgn.tag("Event"), Some("x"));
    assert_eq!(pgn.history.len(), 2);
}

// NC-7.6: several games in one text; zero-castling, result tag only.
#[test]
fn several_games_and_lenient_input() {
    let text = "[Result \"1-0\"]\n1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6 4.Qxf7#\n\n\
                [Event \"b\"]\n1. Nf3 Nf6 2. g3 g6 3. Bg2 Bg7 4. 0-0 0-0 1/2-1/2\n";
    let games = Pgn::parse_all(text).unwrap();
    assert_eq!(games.len(), 2);
    // No result token: the Result tag is used.
    assert_eq!(games[0].result, PgnResult::WhiteWins);
    assert_eq!(games[0].history.len(), 7);
    assert_eq!(games[1].result, PgnResult::Draw);
    assert_eq!(games[1].history.moves()[6].to_string(), "e1g1");
}

/// The property of the `chess_pgn` fuzz target: import never panics, and
/// whatever imports exports to a text that imports to the same game.
fn import_round_trips(text: &str) -> Result<(), proptest::test_runner::TestCaseError> {
    use proptest::prelude::*;
    if let Ok(games) = Pgn::parse_all(text) {
        for pgn in games {
            let out = pgn.to_string();
            let back: Pgn = out.parse().expect("an exported game re-imports");
            prop_assert_eq!(back.history.start(), pgn.history.start());
            prop_assert_eq!(back.history.moves(), pgn.history.moves());
            prop_assert_eq!(back.to_string(), out);
        }
    }
    Ok(())
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

    // NC-7.6: arbitrary text never panics the importer.
    #[test]
    fn arbitrary_text_never_panics(text in "[\\[\\]{}();$!?%\"\\\\ a-hNBRQKOx0-9.=+#\n-]{0,200}") {
        import_round_trips(&text)?;
    }

    // NC-7.6: nor do mutations of a real game.
    #[test]
    fn mutated_games_never_panic(at in 0usize..2000, c in proptest::char::range(' ', '~'), cut in 0usize..2000) {
        let mut s: Vec<char> = OPERA.chars().collect();
        let at = at % s.len();
        s[at] = c;
        s.truncate(cut.max(at + 1));
        let text: String = s.into_iter().collect();
        import_round_trips(&text)?;
    }
}
