//! board-ai search speed: nodes per second of the default CPU (`cpu:3`, a
//! 20 000-node budget) on every game with an evaluation, from the start and
//! from a position 30 random plies in. Alpha-beta for two players of perfect
//! information, MCTS for Kyrras with three and four and (over
//! determinizations) for Lytharian Chess.
//!
//! Run: `cargo bench -p tabletop-benches --bench search`. Criterion's
//! throughput (elements/s) is nodes per second.

use std::hint::black_box;

use board_ai::{Cpu, Level};
use board_core::{Determinize, Evaluate, Game, playout};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use kyrras::{Kyrras, PlayerCount};
use lytharia::{LytharianChess, Mode};
use strife_truce::{SetKind, Sets, Strife};

fn bench_game<G: Game + Evaluate + Determinize>(c: &mut Criterion, name: &str, start: &G) {
    let cpu = Cpu::from(Level::DEFAULT);
    let mid = playout(start, 7, 30).end_state;
    let mut group = c.benchmark_group(format!("search/{name}"));
    group.sample_size(10);
    for (label, position) in [("start", start), ("30-plies", &mid)] {
        // The search is deterministic: the node count of one run is every
        // run's.
        let report = cpu.search(position);
        group.throughput(Throughput::Elements(report.nodes));
        group.bench_function(format!("{label}-{:?}", report.algorithm), |b| {
            b.iter(|| cpu.search(black_box(position)).nodes)
        });
    }
    group.finish();
}

fn search(c: &mut Criterion) {
    bench_game(c, "chess", &lytharia::chess::Position::startpos());
    bench_game(c, "chess-game", &lytharia::chess::Chess::new());
    bench_game(c, "glinski", &glinski::Glinski::start());
    bench_game(c, "strife", &Strife::start(Sets::default()));
    let bug_void = Sets::new(Some(SetKind::ChannelBug), Some(SetKind::Void));
    bench_game(c, "strife-bug-void", &Strife::start(bug_void));
    for (name, mode) in [
        ("lytharia-full", Mode::Full),
        ("lytharia-duels", Mode::Duels),
        ("lytharia-pawn-wars", Mode::PawnWars),
    ] {
        bench_game(c, name, &LytharianChess::new(mode, 1));
    }
    bench_game(c, "kyrras-2p", &Kyrras::standard(PlayerCount::Two));
    bench_game(c, "kyrras-3p", &Kyrras::standard(PlayerCount::Three));
    bench_game(c, "kyrras-4p", &Kyrras::standard(PlayerCount::Four));
}

criterion_group!(benches, search);
criterion_main!(benches);
