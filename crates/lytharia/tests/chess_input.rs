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
