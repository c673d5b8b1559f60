//! Driving a search from outside ([`Control`]): a stop flag raised by
//! another thread ends an unbounded search with a legal move, MultiPV lines
//! are the exact values of the best root moves, the callback sees every
//! completed depth and may stop the search, and a plain search is
//! unchanged by a control that does nothing.

use std::time::{Duration, Instant};

use board_ai::{AlphaBeta, Control, Cpu, Flow, Level, Limits, Progress, Score, Settings, StopFlag};
use board_core::{Game, MoveBuffer};
use lytharia::chess::{Chess, Move, Position};

fn settings(limits: Limits) -> Settings {
    Settings::default().with_limits(limits)
}

#[test]
fn a_stop_flag_from_another_thread_ends_an_unbounded_search() {
    // One thread, and three (Lazy SMP: the helpers stop with the main one).
    for threads in [1, 3] {
        let game = Chess::new();
        let stop = StopFlag::new();
        let raiser = stop.clone();
        let t = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(100));
            raiser.raise();
        });
        let started = Instant::now();
        // No limit at all: only the flag ends it (depth 64 would take ages).
        let mut search = AlphaBeta::new(settings(Limits::default()));
        search.set_threads(threads);
        let report = search.search_parallel_with(&game, &mut Control::new().with_stop(stop));
        t.join().unwrap();
        assert!(started.elapsed() < Duration::from_secs(60), "{threads}");
        let best = report.best.expect("a move");
        assert!(game.is_legal(best), "{threads}");
        assert!(report.depth >= 1 && report.depth < 64, "{threads}");
    }
}

#[test]
fn mcts_and_hidden_information_honour_the_flag_too() {
    let game = lytharia::LytharianChess::new(lytharia::Mode::Full, 3);
    let stop = StopFlag::new();
    stop.raise();
    // A huge budget, stopped before it starts: one iteration per world.
    let cpu = Cpu::new(settings(Limits::nodes(u64::MAX / 2)));
    let report = cpu.search_with(&game, &mut Control::new().with_stop(stop));
    let best = report.best.expect("a move");
    assert!(game.is_legal(best));
    assert!(report.nodes < 100_000, "{}", report.nodes);
}

#[test]
fn multi_pv_lines_are_the_exact_values_of_the_best_moves() {
    let game = Position::startpos();
    let depth = 3;
    let mut lines = Vec::new();
    let mut on_iteration = |p: &Progress<Move>| {
        if p.depth == depth {
            lines = p.lines.clone();
        }
        Flow::Continue
    };
    let mut control = Control::new()
        .with_multi_pv(4)
        .with_progress(&mut on_iteration);
    let mut search = AlphaBeta::new(settings(Limits::depth(depth)).with_seed(1));
    let report = search.search_with(&game, &mut control);
    drop(control);
    assert_eq!(lines.len(), 4);
    // Each line's value is what a search of that move alone gives.
    let mut moves = <Position as Game>::Moves::default();
    game.generate_moves(&mut moves);
    let mut exact: Vec<(i32, Move)> = Vec::new();
    for &mv in moves.as_slice() {
        let mut child = game;
        child.play_unchecked(mv);
        let mut s = AlphaBeta::new(settings(Limits::depth(depth - 1)).with_seed(1));
        let r = s.search(&child);
        let Score::Eval(v) = r.score else {
            panic!("{:?}", r.score)
        };
        exact.push((-v, mv));
    }
    exact.sort_by_key(|e| std::cmp::Reverse(e.0));
    for (k, line) in lines.iter().enumerate() {
        let Score::Eval(v) = line.score else {
            panic!("{:?}", line.score)
        };
        assert_eq!(v, exact[k].0, "line {k}: {line:?} vs {:?}", exact[k]);
        let mut p = game;
        for &mv in &line.pv {
            assert!(p.is_legal(mv));
            p.play_unchecked(mv);
        }
    }
    // Different first moves, best first, and the report agrees.
    assert_ne!(lines[0].pv[0], lines[1].pv[0]);
    assert_eq!(report.best, Some(lines[0].pv[0]));
}

#[test]
fn the_callback_sees_every_depth_and_can_stop() {
    let game = Chess::new();
    let mut seen = Vec::new();
    let mut on_iteration = |p: &Progress<Move>| {
        seen.push((p.depth, p.seldepth, p.nodes, p.hashfull));
        if p.depth == 4 {
            Flow::Stop
        } else {
            Flow::Continue
        }
    };
    let mut control = Control::new().with_progress(&mut on_iteration);
    let report = Cpu::new(settings(Limits::depth(30))).search_with(&game, &mut control);
    drop(control);
    assert_eq!(report.depth, 4);
    assert_eq!(seen.iter().map(|s| s.0).collect::<Vec<_>>(), [1, 2, 3, 4]);
    for w in seen.windows(2) {
        assert!(w[1].2 > w[0].2, "nodes grow");
    }
    assert!(seen.iter().all(|s| s.1 >= s.0 && s.3 <= 1000));
}

#[test]
fn a_control_that_does_nothing_changes_nothing() {
    let game = Chess::new();
    let cpu = Cpu::from(Level::new(2).unwrap());
    let plain = cpu.search(&game);
    let mut quiet = |_: &Progress<Move>| Flow::Continue;
    let mut control = Control::new()
        .with_stop(StopFlag::new())
        .with_progress(&mut quiet);
    let driven = cpu.search_with(&game, &mut control);
    assert_eq!(plain, driven);
}
