#![no_main]
use libfuzzer_sys::fuzz_target;
use strife_truce::{Sets, Strife};

fuzz_target!(|data: &[u8]| {
    let Some((&sets, moves)) = data.split_first() else { return };
    let names = ["none", "fire", "ice", "bug", "holy", "undead", "void"];
    let pair = format!("{},{}", names[sets as usize % 7], names[sets as usize / 7 % 7]);
    let Ok(sets) = pair.parse::<Sets>() else { return };
    tabletop_fuzz::play_bytes(&Strife::start(sets), moves);
});
