#![no_main]
use libfuzzer_sys::fuzz_target;
use strife_truce::{Sets, Strife};

fuzz_target!(|data: &[u8]| {
    let Some((&sets, rest)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let names = ["none", "fire", "ice", "bug", "holy", "undead", "void"];
    let pair = format!("{},{}", names[sets as usize % 7], names[sets as usize / 7 % 7]);
    let Ok(sets) = pair.parse::<Sets>() else { return };
    tabletop_fuzz::move_text(&Strife::start(sets), text);
});
