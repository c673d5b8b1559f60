#![no_main]
//! The whole-game texts of Normal Chess: the `Chess` position text (FEN, then
//! `moves` and the UCI moves since the last irreversible move) and a saved
//! `board_core::History<Chess>` (JSON of a start text and move texts). What
//! parses must write back to text that parses to the same game.
use board_core::History;
use libfuzzer_sys::fuzz_target;
use lytharia::chess::Chess;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    tabletop_fuzz::position_text::<Chess>(text);
    if let Ok(history) = serde_json::from_str::<History<Chess>>(text) {
        let saved = serde_json::to_string(&history).expect("a loaded history saves");
        let back: History<Chess> = serde_json::from_str(&saved).expect("a saved history loads");
        assert_eq!(back.moves(), history.moves());
        assert_eq!(back.current().to_string(), history.current().to_string());
    }
});
