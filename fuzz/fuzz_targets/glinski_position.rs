#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        tabletop_fuzz::position_text::<glinski::Glinski>(text);
        tabletop_fuzz::move_text(&glinski::Glinski::start(), text);
    }
});
