//! Lytharian Chess: legal-action generation (the hot path) on fixed mid-game
//! states of each mode, and random play (generate, pick, play).
//!
//! The states are taken every 10 plies from plies 50 to 250 of seeded random
//! games (seeds 0 to 7), so the set is the same on every run.
//!
//! Run: `cargo bench -p tabletop-benches --bench lytharia`.

use std::hint::black_box;

use board_core::{Game, playout};
use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use lytharia::{LytharianChess, Mode};

fn mid_game_states(mode: Mode) -> Vec<LytharianChess> {
    let mut out = Vec::new();
    for seed in 0..8 {
        let start = LytharianChess::new(mode, seed);
        let game = playout(&start, seed, 250);
        let mut state = start.clone();
        for (ply, &action) in game.moves.iter().enumerate() {
            if ply >= 50 && ply % 10 == 0 && state.outcome().is_none() {
                out.push(state.clone());
            }
            state.play_unchecked(action);
        }
    }
    out
}

fn action_generation(c: &mut Criterion) {
    let mut group = c.benchmark_group("lytharia/legal-actions");
    for mode in Mode::ALL {
        let states = mid_game_states(mode);
        let actions: usize = states.iter().map(|s| s.count_moves() as usize).sum();
        group.throughput(Throughput::Elements(actions as u64));
        group.bench_with_input(
            BenchmarkId::new(mode.name(), states.len()),
            &states,
            |b, states| {
                let mut buf = lytharia::Actions::new();
                b.iter(|| {
                    let mut n = 0;
                    for s in states {
                        buf.clear();
                        s.generate_moves(&mut buf);
                        n += black_box(&buf).len();
                    }
                    n
                })
            },
        );
    }
    group.finish();
}

fn random_play(c: &mut Criterion) {
    let mut group = c.benchmark_group("lytharia/random-game");
    group.sample_size(20);
    for mode in Mode::ALL {
        let start = LytharianChess::new(mode, 3);
        let plies = playout(&start, 3, 2_000).moves.len();
        group.throughput(Throughput::Elements(plies as u64));
        group.bench_function(mode.name(), |b| {
            b.iter(|| playout(black_box(&start), 3, 2_000).moves.len())
        });
    }
    group.finish();
}

criterion_group!(benches, action_generation, random_play);
criterion_main!(benches);
