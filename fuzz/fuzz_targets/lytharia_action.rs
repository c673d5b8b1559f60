#![no_main]
use libfuzzer_sys::fuzz_target;
use lytharia::{LytharianChess, Mode};

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let mode = Mode::ALL[mode as usize % Mode::ALL.len()];
    let game = LytharianChess::new(mode, 1);
    tabletop_fuzz::move_text(&game, text);
});
