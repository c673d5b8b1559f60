//! Perft from a standard setup, timed: `cargo run --release -p kyrras
//! --example perft -- PLAYERS DEPTH`.

use std::time::Instant;

use board_core::perft;
use kyrras::{Kyrras, PlayerCount};

fn main() {
    let mut args = std::env::args().skip(1);
    let players = args.next().and_then(|a| a.parse().ok()).unwrap_or(2);
    let depth = args.next().and_then(|a| a.parse().ok()).unwrap_or(4);
    let Some(count) = PlayerCount::new(players) else {
        eprintln!("players must be 2, 3 or 4");
        std::process::exit(2);
    };
    let game = Kyrras::standard(count);
    for d in 1..=depth {
        let t = Instant::now();
        let n = perft(&game, d);
        let s = t.elapsed().as_secs_f64();
        println!(
            "depth {d}: {n} nodes, {:.3} s, {:.1} Mnps",
            s,
            n as f64 / s / 1e6
        );
    }
}
