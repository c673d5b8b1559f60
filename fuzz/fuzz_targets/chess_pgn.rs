#![no_main]
use libfuzzer_sys::fuzz_target;
use lytharia::chess::pgn::Pgn;

// PGN import never panics; whatever imports exports to a text that imports
// to the same game and exports identically.
fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(games) = Pgn::parse_all(text) else { return };
    for pgn in games {
        let out = pgn.to_string();
        let back: Pgn = out.parse().expect("an exported game re-imports");
        assert_eq!(back.history.start(), pgn.history.start());
        assert_eq!(back.history.moves(), pgn.history.moves());
        assert_eq!(back.result, pgn.result);
        assert_eq!(back.to_string(), out);
    }
});
