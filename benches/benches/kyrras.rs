//! Kyrras: 2-player perft from the standard setup, beside cozy-chess's
//! chess perft in the same run (both with bulk counting at the last ply), so
//! the result reads as a ratio of nodes per second.
//!
//! Run: `cargo bench -p tabletop-benches --bench kyrras`.

use std::hint::black_box;

use board_core::{Game, perft};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use kyrras::{Kyrras, PlayerCount};

const CHESS_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[path = "peers/cozy_chess_perft.rs"]
mod cozy_chess_perft;
use cozy_chess_perft::cozy_perft;

fn perft_ratio(c: &mut Criterion) {
    let mut group = c.benchmark_group("kyrras/perft-vs-cozy-chess");
    group.sample_size(10);

    let ours = Kyrras::standard(PlayerCount::Two);
    let kyrras_nodes = perft(&ours, 4);
    assert_eq!(kyrras_nodes, 1_767_052);
    group.throughput(Throughput::Elements(kyrras_nodes));
    group.bench_function("kyrras-2p-standard-depth4", |b| {
        b.iter(|| perft(black_box(&ours), 4))
    });
    // 3 and 4 players, for the rate per seat count (issue 18: at least 80%
    // of the 2-player rate).
    for (players, name, expected) in [
        (PlayerCount::Three, "kyrras-3p-standard-depth4", 3_031_961),
        (PlayerCount::Four, "kyrras-4p-standard-depth4", 2_501_820),
    ] {
        let game = Kyrras::standard(players);
        assert_eq!(perft(&game, 4), expected);
        group.throughput(Throughput::Elements(expected));
        group.bench_function(name, |b| b.iter(|| perft(black_box(&game), 4)));
    }

    let cozy: cozy_chess::Board = CHESS_START.parse().unwrap();
    let chess_nodes = cozy_perft(&cozy, 5);
    assert_eq!(chess_nodes, 4_865_609);
    group.throughput(Throughput::Elements(chess_nodes));
    group.bench_function("cozy-chess-start-depth5", |b| {
        b.iter(|| cozy_perft(black_box(&cozy), 5))
    });
    group.finish();
}

fn movegen(c: &mut Criterion) {
    // Legal-move generation on fixed positions: the standard setups of 2, 3
    // and 4 players and a position 30 random plies into each.
    let mut positions = Vec::new();
    for n in [PlayerCount::Two, PlayerCount::Three, PlayerCount::Four] {
        let start = Kyrras::standard(n);
        positions.push(start.clone());
        positions.push(board_core::playout(&start, 7, 30).end_state);
    }
    let total: u64 = positions.iter().map(|p| p.count_moves()).sum();
    let mut group = c.benchmark_group("kyrras/movegen");
    group.throughput(Throughput::Elements(total));
    group.bench_function("generate", |b| {
        b.iter(|| {
            let mut n = 0;
            for p in black_box(&positions) {
                let mut list = kyrras::Moves::new();
                p.generate_moves(&mut list);
                n += black_box(list).len();
            }
            n
        })
    });
    group.finish();
}

criterion_group!(benches, perft_ratio, movegen);
criterion_main!(benches);
