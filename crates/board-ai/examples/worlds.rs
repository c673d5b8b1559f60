//! How a level's budget is spent in a game with hidden information: nodes
//! per determinization, the MCTS tree depth reached, and how often each
//! level picks the move of a much larger reference search.
//!
//! `cargo run --release -p board-ai --example worlds -- [MODE] [POSITIONS] [REF_NODES] [REF_WORLDS] [WORLDS...]`
//! plays Lytharian Chess (`full`, `duels` or `pawnwars`) with `cpu:2` on
//! both sides (game seed 1, 2, ...), takes a position every 12 plies (if it has 3 moves or more), and
//! searches each with every level (the level's node budget, its own
//! determinizations or, per level, the `WORLDS` given) and with the
//! reference (`REF_NODES` shared by `REF_WORLDS` worlds).

use std::time::Instant;

use board_ai::{Cpu, Level, Limits, Settings};
use board_core::{Entropy, Game, SeededRng};
use lytharia::{LytharianChess, Mode};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mode = match args.first().map_or("full", String::as_str) {
        "duels" => Mode::Duels,
        "pawnwars" => Mode::PawnWars,
        _ => Mode::Full,
    };
    let positions: usize = args.get(1).map_or(16, |s| s.parse().unwrap());
    let ref_nodes: u64 = args.get(2).map_or(1_280_000, |s| s.parse().unwrap());
    let ref_worlds: u32 = args.get(3).map_or(32, |s| s.parse().unwrap());
    let worlds: Vec<u32> = args[4.min(args.len())..]
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();

    // Positions from cpu:2 self-play.
    let mut states = Vec::new();
    let mut seed = 1u64;
    while states.len() < positions {
        let mut g = LytharianChess::new(mode, seed);
        let mut rng = SeededRng::seed_from_u64(seed);
        let mut ply = 0;
        while g.outcome().is_none() && ply < 400 && states.len() < positions {
            if ply % 12 == 6 && g.legal_moves().as_slice().len() >= 3 {
                states.push(g.clone());
            }
            let s = Settings::from(Level::new(2).unwrap()).with_seed(rng.next_u64());
            let Some(mv) = Cpu::new(s).choose(&g) else {
                break;
            };
            g.play_unchecked(mv);
            ply += 1;
        }
        seed += 1;
    }

    let levels: Vec<(String, Settings)> = (1..=5u8)
        .map(|n| {
            let l = Level::new(n).unwrap();
            let mut s = Settings::from(l);
            if let Some(&w) = worlds.get(n as usize - 1) {
                s.determinizations = w;
            }
            (format!("{l}/{}w", s.determinizations), s)
        })
        .collect();
    let mut agree = vec![0u32; levels.len()];
    let mut depth = vec![0u64; levels.len()];
    for (i, g) in states.iter().enumerate() {
        let mut reference = Settings::default().with_limits(Limits::nodes(ref_nodes));
        reference.determinizations = ref_worlds;
        let t = Instant::now();
        let r = Cpu::new(reference.with_seed(99)).search(g);
        let moves = g.legal_moves().as_slice().len();
        print!(
            "pos {i:2} ({moves:3} moves, ref {:.1} s):",
            t.elapsed().as_secs_f64()
        );
        for (k, (_, s)) in levels.iter().enumerate() {
            let rep = Cpu::new(s.with_seed(7 + i as u64)).search(g);
            depth[k] += u64::from(rep.depth);
            if rep.best == r.best {
                agree[k] += 1;
            }
            print!(" {}", u8::from(rep.best == r.best));
        }
        println!();
    }
    for (k, (name, s)) in levels.iter().enumerate() {
        println!(
            "{name:10} nodes/world {:7}  mean tree depth {:.1}  agrees with the reference {}/{}",
            s.limits.nodes.unwrap() / u64::from(s.determinizations.max(1)),
            depth[k] as f64 / states.len() as f64,
            agree[k],
            states.len()
        );
    }
}
