//! Measures legal-action generation, the hot path of Lytharian Chess, on a
//! fixed set of mid-game states of each mode:
//! `cargo run --release -p lytharia --example lytharia_movegen_speed`.
//!
//! The states are taken every 10 plies from plies 50 to 250 of seeded
//! random games (seeds 0 to 7), so the set is the same on every run. It
//! also reports random-play speed (generate, pick, play) from fresh games.

use std::hint::black_box;
use std::time::Instant;

use board_core::{Game, playout};
use lytharia::{LytharianChess, Mode};

fn states(mode: Mode) -> Vec<LytharianChess> {
    let mut out = Vec::new();
    for seed in 0..8 {
        let start = LytharianChess::new(mode, seed);
        let game = playout(&start, seed, 250);
        let mut state = start.clone();
        for (ply, &a) in game.moves.iter().enumerate() {
            if ply >= 50 && ply % 10 == 0 && state.outcome().is_none() {
                out.push(state.clone());
            }
            state.play_unchecked(a);
        }
    }
    out
}

fn main() {
    for mode in Mode::ALL {
        let set = states(mode);
        let mut actions = 0u64;
        let mut calls = 0u64;
        let mut buf = Vec::new();
        let t = Instant::now();
        while t.elapsed().as_secs_f64() < 1.0 {
            for s in &set {
                buf.clear();
                s.generate_moves(&mut buf);
                actions += black_box(&buf).len() as u64;
                calls += 1;
            }
        }
        let secs = t.elapsed().as_secs_f64();
        println!(
            "{mode:>9}: {} states, {:.1} actions/state, {:.2} M actions/s, {:.0} k generations/s",
            set.len(),
            actions as f64 / calls as f64,
            actions as f64 / secs / 1e6,
            calls as f64 / secs / 1e3
        );
        // Random play: generation plus playing the chosen action.
        let t = Instant::now();
        let mut plies = 0usize;
        let mut seed = 0;
        while t.elapsed().as_secs_f64() < 1.0 {
            plies += playout(&LytharianChess::new(mode, seed), seed, 2_000)
                .moves
                .len();
            seed += 1;
        }
        println!(
            "{mode:>9}: random play {:.0} k plies/s",
            plies as f64 / t.elapsed().as_secs_f64() / 1e3
        );
    }
}
