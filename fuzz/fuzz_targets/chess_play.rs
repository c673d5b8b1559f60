#![no_main]
use libfuzzer_sys::fuzz_target;
use lytharia::chess::Chess;

fuzz_target!(|data: &[u8]| {
    tabletop_fuzz::play_bytes(&Chess::new(), data);
});
