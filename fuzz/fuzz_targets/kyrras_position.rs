#![no_main]
use libfuzzer_sys::fuzz_target;
use kyrras::{Kyrras, PlayerCount};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    tabletop_fuzz::position_text::<Kyrras>(text);
    tabletop_fuzz::move_text(&Kyrras::standard(PlayerCount::Two), text);
});
