//! Plays one random game of Lytharian Chess and prints its actions and
//! outcome: `cargo run -p lytharia --example lytharia_selfplay -- full 7`.

use board_core::{Game, playout};
use lytharia::{LytharianChess, Mode};

fn main() {
    let mut args = std::env::args().skip(1);
    let mode: Mode = match args.next().unwrap_or_else(|| "full".into()).parse() {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let seed: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(0);
    let start = LytharianChess::new(mode, seed);
    let p = playout(&start, seed, 100_000);
    let mut state = start.clone();
    for &a in &p.moves {
        let actor = state.to_act().map_or("-".to_string(), |p| p.to_string());
        println!("{:>4} {actor} {}", state.turn(), state.format_action(a));
        state.play_unchecked(a);
    }
    println!("{:?}", p.end);
}
