//! Normal Chess: perft and legal-move generation, ours beside cozy-chess and
//! chess (all three with bulk counting at the last ply: the move count of a
//! position is taken without playing the moves).
//!
//! Run: `cargo bench -p tabletop-benches --bench chess`.

use std::hint::black_box;

use board_core::MoveList;
use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use lytharia::chess::Position;
use tabletop_benches::CHESS_POSITIONS;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

#[path = "peers/cozy_chess_perft.rs"]
mod cozy_chess_perft;
use cozy_chess_perft::cozy_perft;

fn chess_crate_perft(board: &chess::Board, depth: u32) -> u64 {
    // The same shape as chess's own `movegen_perft_test` (bulk count at
    // depth 1), written with its safe `make_move_new`.
    let moves = chess::MoveGen::new_legal(board);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for mv in moves {
        total += chess_crate_perft(&board.make_move_new(mv), depth - 1);
    }
    total
}

fn perft(c: &mut Criterion) {
    for (name, fen, depth, expected) in [
        ("start-5", START, 5, 4_865_609u64),
        ("kiwipete-4", KIWIPETE, 4, 4_085_603),
    ] {
        let mut group = c.benchmark_group(format!("chess/perft/{name}"));
        group.throughput(Throughput::Elements(expected));
        group.sample_size(10);

        let ours: Position = fen.parse().unwrap();
        assert_eq!(ours.perft(depth), expected);
        group.bench_function("tabletop", |b| b.iter(|| black_box(&ours).perft(depth)));
        assert_eq!(board_core::perft(&ours, depth), expected);
        group.bench_function("tabletop-game-trait", |b| {
            b.iter(|| board_core::perft(black_box(&ours), depth))
        });

        let cozy: cozy_chess::Board = fen.parse().unwrap();
        assert_eq!(cozy_perft(&cozy, depth), expected);
        group.bench_function("cozy-chess", |b| {
            b.iter(|| cozy_perft(black_box(&cozy), depth))
        });

        let other: chess::Board = fen.parse().unwrap();
        assert_eq!(chess_crate_perft(&other, depth), expected);
        group.bench_function("chess", |b| {
            b.iter(|| chess_crate_perft(black_box(&other), depth))
        });
        group.finish();
    }
}

fn movegen(c: &mut Criterion) {
    let ours: Vec<Position> = CHESS_POSITIONS.iter().map(|f| f.parse().unwrap()).collect();
    let cozy: Vec<cozy_chess::Board> = CHESS_POSITIONS.iter().map(|f| f.parse().unwrap()).collect();
    let other: Vec<chess::Board> = CHESS_POSITIONS.iter().map(|f| f.parse().unwrap()).collect();
    let total: usize = ours.iter().map(|p| p.legal_moves().len()).sum();

    let mut group = c.benchmark_group("chess/movegen");
    group.throughput(Throughput::Elements(total as u64));
    // Each generates the full list of individual moves for every fixture.
    group.bench_function(BenchmarkId::new("tabletop", CHESS_POSITIONS.len()), |b| {
        b.iter(|| {
            let mut n = 0;
            for p in black_box(&ours) {
                n += black_box(p.legal_moves()).len();
            }
            n
        })
    });
    group.bench_function(BenchmarkId::new("cozy-chess", CHESS_POSITIONS.len()), |b| {
        b.iter(|| {
            let mut n = 0;
            for board in black_box(&cozy) {
                let mut list = MoveList::<cozy_chess::Move, 218>::new();
                board.generate_moves(|moves| {
                    for mv in moves {
                        list.push(mv);
                    }
                    false
                });
                n += black_box(list).len();
            }
            n
        })
    });
    group.bench_function(BenchmarkId::new("chess", CHESS_POSITIONS.len()), |b| {
        b.iter(|| {
            let mut n = 0;
            for board in black_box(&other) {
                let mut list = MoveList::<chess::ChessMove, 218>::new();
                for mv in chess::MoveGen::new_legal(board) {
                    list.push(mv);
                }
                n += black_box(list).len();
            }
            n
        })
    });
    group.finish();
}

criterion_group!(benches, perft, movegen);
criterion_main!(benches);
