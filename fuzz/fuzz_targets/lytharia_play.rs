#![no_main]
use libfuzzer_sys::fuzz_target;
use lytharia::{LytharianChess, Mode};

fuzz_target!(|data: &[u8]| {
    let Some((&mode, moves)) = data.split_first() else { return };
    let mode = Mode::ALL[mode as usize % Mode::ALL.len()];
    tabletop_fuzz::play_bytes(&LytharianChess::new(mode, mode as u64), moves);
});
