#![no_main]
use libfuzzer_sys::fuzz_target;
use kyrras::{Kyrras, PlayerCount};

fuzz_target!(|data: &[u8]| {
    let Some((&players, moves)) = data.split_first() else { return };
    let count = PlayerCount::new(2 + players as usize % 3).unwrap();
    tabletop_fuzz::play_bytes(&Kyrras::standard(count), moves);
});
