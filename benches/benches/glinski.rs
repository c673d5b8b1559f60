//! Glinski's hexagonal chess: perft from the start position and legal-move
//! generation on fixed positions, ours (`glinski` on board-core's hex layer)
//! beside the MIT-licensed `hexchess` crate in the same run.
//!
//! Both perfts count the leaves the same way: at the last ply the number of
//! legal moves is counted without playing them (bulk counting). For
//! hexchess that is `current_moves().len()`, its legal-move list; inner
//! nodes clone the state and apply each legal move with
//! `apply_move_unsafe` (the moves are already known to be legal).
//!
//! Run: `cargo bench -p tabletop-benches --bench glinski`.

use std::hint::black_box;
use std::time::Duration;

use board_core::{Game, PositionNotation, perft};
use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use glinski::{Cell, Color, Glinski};
use hexchess::{Hexchess, Piece, Position};
use tabletop_benches::GLINSKI_POSITIONS;

/// Perft of the `hexchess` crate, written the same way as ours.
fn hexchess_perft(game: &Hexchess, depth: u32) -> u64 {
    let moves = game.current_moves();
    if depth <= 1 {
        return if depth == 0 { 1 } else { moves.len() as u64 };
    }
    let mut total = 0;
    for mv in &moves {
        let mut child = game.clone();
        child
            .apply_move_unsafe(mv)
            .expect("a generated move applies");
        total += hexchess_perft(&child, depth - 1);
    }
    total
}

/// The same position in the `hexchess` crate (cell names agree).
fn to_hexchess(g: &Glinski) -> Hexchess {
    let mut h = Hexchess::new();
    for cell in Cell::all() {
        if let Some(piece) = g.piece_at(cell) {
            let position = Position::from_string(&cell.to_string()).expect("same cell names");
            let piece = Piece::from_string(&piece.letter().to_string()).expect("same letters");
            h.set_position(position, piece);
        }
    }
    h.turn = match g.side_to_move() {
        Color::White => hexchess::Color::White,
        Color::Black => hexchess::Color::Black,
    };
    h.ep = g
        .en_passant()
        .and_then(Cell::from_hex)
        .map(|c| Position::from_string(&c.to_string()).expect("same cell names"));
    h
}

fn perft_bench(c: &mut Criterion) {
    let ours = Glinski::start();
    let theirs = Hexchess::init();
    let mut group = c.benchmark_group("glinski_perft");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(8));
    for depth in [3u32, 4] {
        let nodes = perft(&ours, depth);
        assert_eq!(
            hexchess_perft(&theirs, depth),
            nodes,
            "the peers agree on perft({depth})"
        );
        group.throughput(Throughput::Elements(nodes));
        group.bench_with_input(BenchmarkId::new("ours", depth), &depth, |b, &d| {
            b.iter(|| perft(black_box(&ours), d))
        });
        group.bench_with_input(BenchmarkId::new("hexchess", depth), &depth, |b, &d| {
            b.iter(|| hexchess_perft(black_box(&theirs), d))
        });
    }
    group.finish();
}

fn movegen_bench(c: &mut Criterion) {
    let ours: Vec<Glinski> = GLINSKI_POSITIONS
        .iter()
        .map(|t| Glinski::from_position_text(t).expect("fixture parses"))
        .collect();
    let theirs: Vec<Hexchess> = ours.iter().map(to_hexchess).collect();
    let total: u64 = ours.iter().map(|g| g.count_moves()).sum();
    let theirs_total: u64 = theirs.iter().map(|h| h.current_moves().len() as u64).sum();
    assert_eq!(
        theirs_total, total,
        "the peers agree on the fixtures' moves"
    );

    let mut group = c.benchmark_group("glinski_movegen");
    group.throughput(Throughput::Elements(total));
    group.bench_function("ours", |b| {
        b.iter(|| {
            let mut n = 0;
            for g in &ours {
                let mut moves = glinski::Moves::new();
                black_box(g).generate_moves(&mut moves);
                n += moves.len();
            }
            n
        })
    });
    group.bench_function("ours_count", |b| {
        b.iter(|| ours.iter().map(|g| black_box(g).count_moves()).sum::<u64>())
    });
    group.bench_function("hexchess", |b| {
        b.iter(|| {
            theirs
                .iter()
                .map(|h| black_box(h).current_moves().len())
                .sum::<usize>()
        })
    });
    group.finish();
}

criterion_group!(benches, perft_bench, movegen_bench);
criterion_main!(benches);
