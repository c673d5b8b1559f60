#![no_main]
use libfuzzer_sys::fuzz_target;
use lytharia::{GameRecord, LytharianChess};

// Game records and state JSON: never a panic; what loads replays.
fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(record) = GameRecord::from_json(text) {
        let _ = record.replay();
    }
    let _ = LytharianChess::from_json(text);
    tabletop_fuzz::position_text::<LytharianChess>(text);
});
