//! Chess input as people and programs give it (issue 20): bounded serde
//! messages, FEN and PGN as files hold them.

use board_core::History;
use lytharia::chess::Chess;

/// A 1 MB wrong-typed field gives a short message, not a 1 MB one.
#[test]
fn serde_messages_of_wrong_typed_fields_are_bounded() {
    let huge = "x".repeat(1 << 20);
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    for json in [
        format!(r#"{{"format":"{huge}","start":"{fen}","moves":[],"cursor":0}}"#),
        format!(r#"{{"format":1,"start":"{fen}","moves":"{huge}","cursor":0}}"#),
        format!(r#"{{"format":1,"start":"{fen}","moves":[],"cursor":"{huge}"}}"#),
        format!(r#"{{"format":1,"start":"{huge}","moves":[],"cursor":0}}"#),
        format!(r#"{{"format":1,"start":"{fen}","moves":["{huge}"],"cursor":1}}"#),
    ] {
        let e = serde_json::from_str::<History<Chess>>(&json)
            .unwrap_err()
            .to_string();
        assert!(e.len() < 400, "{} bytes: {}...", e.len(), &e[..100]);
    }
    for json in [
        format!(r#"{{"format":"{huge}","start":"{fen}","moves":[]}}"#),
        format!(r#"{{"format":1,"start":"{fen}","moves":"{huge}"}}"#),
        format!(r#"{{"format":1,"start":"{huge}","moves":[]}}"#),
        format!(r#"{{"format":1,"start":"{fen}","moves":["{huge}"]}}"#),
    ] {
        let e = serde_json::from_str::<Chess>(&json)
            .unwrap_err()
            .to_string();
        assert!(e.len() < 400, "{} bytes: {}...", e.len(), &e[..100]);
        // The message still says what is wrong.
        assert!(
            e.contains("invalid") || e.contains("FEN") || e.contains("move"),
            "{e}"
        );
    }
}

// NC-7.1: FEN validation as python-chess does it.
#[test]
fn fen_with_adjacent_digits_or_impossible_checks_is_refused() {
    use lytharia::chess::{FenError, Position};
    assert_eq!(
        Position::from_fen("4k3/8/8/8/8/8/8/115K w - - 0 1"),
        Err(FenError::AdjacentDigits('1'))
    );
    assert_eq!(
        Position::from_fen("4k3/8/8/8/8/8/8/44 w - - 0 1"),
        Err(FenError::AdjacentDigits('1'))
    );
    // Two rooks checking along one rank, the king between them.
    assert_eq!(
        Position::from_fen("R3k2R/8/8/8/8/8/8/4K3 b - - 0 1"),
        Err(FenError::ImpossibleCheck)
    );
    // A knight and a rook: a discovered double check, possible.
    assert!(Position::from_fen("4k3/8/3N4/8/8/8/8/4RK2 b - - 0 1").is_ok());
    // After e2e4 (en passant e3), a rook check on rank 5 the push did not
    // discover.
    assert_eq!(
        Position::from_fen("8/8/8/k6R/4P3/8/8/4K3 b - e3 0 1"),
        Err(FenError::ImpossibleCheck)
    );
    // The pushed pawn gives the check itself.
    assert!(Position::from_fen("8/8/8/3k4/4P3/8/8/4K3 b - e3 0 1").is_ok());
    // The push discovers a rook's check along rank 2 from a2 to h2.
    assert!(Position::from_fen("8/8/8/8/4P3/8/R6k/4K3 b - e3 0 1").is_ok());
}
