//! Lazy SMP ([`AlphaBeta::set_threads`]): on several threads the search
//! still finds exact results and counts every thread's nodes, and on one
//! thread again is the plain deterministic search (the stop flag on three
//! threads: `control.rs`).

mod common;

use board_ai::{AlphaBeta, Control, Limits, MAX_THREADS, Score, Settings};
use board_core::Game;
use common::*;
use lytharia::chess::Position;

fn depth(d: u32) -> Settings {
    Settings::default().with_limits(Limits::depth(d))
}

fn parallel(settings: Settings, threads: usize) -> AlphaBeta<TicTacToe> {
    let mut search = AlphaBeta::new(settings);
    search.set_threads(threads);
    search
}

/// Won, drawn or lost, whatever the distance.
fn outcome(score: Score) -> i8 {
    match score {
        Score::WinIn(_) => 1,
        Score::LossIn(_) => -1,
        _ => 0,
    }
}

#[test]
fn the_thread_count_is_clamped() {
    let mut search = AlphaBeta::<Nim>::new(Settings::default());
    assert_eq!(search.threads(), 1);
    search.set_threads(0);
    assert_eq!(search.threads(), 1);
    search.set_threads(3);
    assert_eq!(search.threads(), 3);
    search.set_threads(usize::MAX);
    assert_eq!(search.threads(), MAX_THREADS);
    search.set_threads(1);
    assert_eq!(search.threads(), 1);
}

#[test]
fn every_solved_tic_tac_toe_position_keeps_its_value_on_several_threads() {
    for threads in [2, 4] {
        let mut search = parallel(depth(9), threads);
        search.set_keep_table(true);
        for g2 in after_two_moves() {
            let best = best_moves(&g2);
            let report = search.search_parallel_with(&g2, &mut Control::new());
            let mv = report.best.unwrap();
            assert!(
                best.contains(&mv),
                "{threads} threads, {g2:?}: {mv} not in {best:?}"
            );
            // The helpers' stores never change a solved result.
            let single = AlphaBeta::new(depth(9)).search(&g2);
            assert_eq!(
                outcome(report.score),
                outcome(single.score),
                "{threads} threads, {g2:?}"
            );
        }
    }
}

#[test]
fn nim_is_solved_with_any_table_size_on_two_threads() {
    for table_bytes in [0, 1 << 10, 1 << 20] {
        let mut search = AlphaBeta::new(Settings {
            table_bytes,
            ..depth(12)
        });
        search.set_threads(2);
        for stones in 1..=12u8 {
            let r = search.search_parallel_with(&Nim::new(stones), &mut Control::new());
            if stones % 4 != 0 {
                assert_eq!(
                    r.best,
                    Some(stones % 4),
                    "{stones} stones, {table_bytes} bytes"
                );
            }
        }
    }
}

#[test]
fn progress_reports_count_the_helpers_nodes() {
    let game = Position::startpos();
    let mut search = AlphaBeta::new(depth(7));
    search.set_threads(2);
    let mut reported = Vec::new();
    let mut on_iteration = |p: &board_ai::Progress<_>| {
        reported.push(p.nodes);
        board_ai::Flow::Continue
    };
    let report =
        search.search_parallel_with(&game, &mut Control::new().with_progress(&mut on_iteration));
    assert_eq!(report.depth, 7);
    assert!(game.is_legal(report.best.unwrap()));
    // Growing counts, the report's total last.
    assert_eq!(reported.len(), 7);
    assert!(reported.windows(2).all(|w| w[0] <= w[1]), "{reported:?}");
    assert!(
        reported[0] > 0 && report.nodes >= reported[6],
        "{reported:?} {}",
        report.nodes
    );
}

#[test]
fn back_on_one_thread_the_search_is_deterministic_again() {
    let game = TicTacToe::parse("X../.O./...");
    let fresh = AlphaBeta::new(Settings::default()).search(&game);
    let mut search = parallel(Settings::default(), 2);
    let _ = search.search_parallel_with(&game, &mut Control::new());
    search.set_threads(1);
    assert_eq!(search.search(&game), fresh);
    // And `search_parallel_with` on one thread is `search_with`.
    assert_eq!(
        search.search_parallel_with(&game, &mut Control::new()),
        fresh
    );
}

#[test]
fn a_game_over_is_reported_as_such() {
    let game = TicTacToe::parse("XXX/OO./...");
    let mut search = parallel(depth(4), 2);
    let report = search.search_parallel_with(&game, &mut Control::new());
    assert_eq!(report.best, None);
    assert_eq!(report.score, Score::Eval(0));
}
