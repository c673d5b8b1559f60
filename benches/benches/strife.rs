//! Strife and Truce: perft with skills and plain-move perft, beside
//! cozy-chess chess perft in the same run (all with bulk counting at the
//! last ply).
//!
//! * `strife/perft/plain-5`: the start position without mana (no skill is
//!   affordable, so every action is a plain move: chess without check,
//!   castling or en passant), depth 5.
//! * `strife/perft/skills-3`: the reference position of rule ST-17.1, the start
//!   position with 20 mana each and no sets, depth 3: every skill a side can
//!   afford is generated. One ply is one decision of a turn (ST-17.2).
//! * `strife/perft/cozy-chess-start-5`: cozy-chess, chess start position,
//!   depth 5, the peer.
//!
//! Run: `cargo bench -p tabletop-benches --bench strife`.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use strife_truce::{Sets, Strife};

#[path = "peers/cozy_chess_perft.rs"]
mod cozy_chess_perft;
use cozy_chess_perft::cozy_perft;

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("strife/perft");
    group.sample_size(10);

    let plain = Strife::start(Sets::default());
    assert_eq!(board_core::perft(&plain, 5), 4_896_998);
    group.throughput(Throughput::Elements(4_896_998));
    group.bench_function("plain-5", |b| {
        b.iter(|| board_core::perft(black_box(&plain), 5))
    });

    let cozy = cozy_chess::Board::default();
    assert_eq!(cozy_perft(&cozy, 5), 4_865_609);
    group.throughput(Throughput::Elements(4_865_609));
    group.bench_function("cozy-chess-start-5", |b| {
        b.iter(|| cozy_perft(black_box(&cozy), 5))
    });

    let skills = Strife::start_with_mana(Sets::default(), 20);
    assert_eq!(board_core::perft(&skills, 3), 1_012_371);
    group.throughput(Throughput::Elements(1_012_371));
    group.bench_function("skills-3", |b| {
        b.iter(|| board_core::perft(black_box(&skills), 3))
    });
    group.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
