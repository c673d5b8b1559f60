#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    tabletop_fuzz::play_bytes(&glinski::Glinski::start(), data);
});
