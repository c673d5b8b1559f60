//! Multithreaded perft (`board_core::parallel`, and Normal Chess's own)
//! gives the single-threaded counts at every thread count, for every game.

use board_core::parallel::{divide_parallel, perft_parallel};
use board_core::{Game, divide, perft};
use kyrras::{Kyrras, PlayerCount};
use lytharia::chess::Position;
use lytharia::{LytharianChess, Mode};
use strife_truce::{Sets, Strife};

/// Checks `perft_parallel` and `divide_parallel` against the sequential
/// versions at depths 0 to `depth` on 1, 2, 3 and 4 threads.
fn same_at_every_thread_count<G>(name: &str, game: &G, depth: u32, expected: u64)
where
    G: Game + Send + Sync,
    G::Move: Send + Sync,
{
    assert_eq!(perft(game, depth), expected, "{name}");
    for d in 0..=depth {
        let sequential = perft(game, d);
        let split = divide(game, d);
        for threads in 1..=4 {
            assert_eq!(
                perft_parallel(game, d, threads),
                sequential,
                "{name} depth {d}, {threads} threads"
            );
            assert_eq!(
                divide_parallel(game, d, threads),
                split,
                "{name} depth {d}, {threads} threads"
            );
        }
    }
}

#[test]
fn chess() {
    let kiwipete: Position = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
        .parse()
        .unwrap();
    same_at_every_thread_count("chess", &Position::startpos(), 4, 197_281);
    same_at_every_thread_count("kiwipete", &kiwipete, 3, 97_862);
    // Normal Chess's own perft, split the same way.
    for threads in 0..=4 {
        assert_eq!(Position::startpos().perft_parallel(4, threads), 197_281);
        assert_eq!(kiwipete.perft_parallel(3, threads), 97_862);
        assert_eq!(kiwipete.perft_parallel(1, threads), 48);
        assert_eq!(kiwipete.perft_parallel(0, threads), 1);
        let split = kiwipete.divide_parallel(2, threads);
        assert_eq!(split, divide(&kiwipete, 2));
    }
}

#[test]
fn glinski() {
    same_at_every_thread_count("glinski", &glinski::Glinski::start(), 3, 137_858);
}

#[test]
fn kyrras() {
    let counts = [
        (PlayerCount::Two, 48_267),
        (PlayerCount::Three, 68_921),
        (PlayerCount::Four, 77_474),
    ];
    for (players, expected) in counts {
        same_at_every_thread_count("kyrras", &Kyrras::standard(players), 3, expected);
    }
}

#[test]
fn strife() {
    same_at_every_thread_count("strife", &Strife::start(Sets::default()), 4, 197_742);
    let mana = Strife::start_with_mana(Sets::default(), 20);
    same_at_every_thread_count("strife with mana", &mana, 2, 10_958);
}

#[test]
fn lytharia() {
    for mode in Mode::ALL {
        let game = LytharianChess::new(mode, 1);
        let expected = perft(&game, 3);
        assert!(expected > 0, "{mode:?}");
        same_at_every_thread_count(mode.name(), &game, 3, expected);
    }
}
