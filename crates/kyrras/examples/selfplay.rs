//! A random self-play game, printed as a record: `cargo run -p kyrras
//! --example selfplay -- PLAYERS SEED [random]`.

use board_core::{Game, playout};
use kyrras::{PlayerCount, Setup, format_game_record};

fn main() {
    let mut args = std::env::args().skip(1);
    let players = args.next().and_then(|a| a.parse().ok()).unwrap_or(2);
    let seed = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let random = args.next().is_some();
    let Some(count) = PlayerCount::new(players) else {
        eprintln!("players must be 2, 3 or 4");
        std::process::exit(2);
    };
    let setup = if random {
        Setup::random(count, seed)
    } else {
        Setup::standard(count)
    };
    let Ok(start) = setup.finish() else {
        eprintln!("invalid setup");
        std::process::exit(2);
    };
    let game = playout(&start, seed, 10_000);
    match format_game_record(&setup, &game.moves) {
        Ok(text) => print!("{text}"),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    }
    if let Some(o) = game.end_state.outcome() {
        println!("{o}");
    }
}
