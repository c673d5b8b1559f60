//! Time per move and nodes per second of every level on every game with an
//! evaluation, from the start and from positions after random play.
//!
//! `cargo run --release -p board-ai --example speed [levels]`; with
//! `games` instead, the slowest default-level search over the positions of
//! one game per game (and Strife set pair, Lytharia mode) played by `cpu:2`.

use std::time::Instant;

use board_ai::{Cpu, Level};
use board_core::{Determinize, Evaluate, Game, SeededRng, random_move};

fn measure<G: Game + Evaluate + Determinize>(name: &str, start: &G, levels: &[Level]) {
    // The start and positions after 10, 30 and 60 random plies.
    let mut positions = vec![start.clone()];
    for (plies, seed) in [(10, 1), (30, 2), (60, 3)] {
        let mut rng = SeededRng::seed_from_u64(seed);
        let mut g = start.clone();
        for _ in 0..plies {
            match random_move(&g, &mut rng) {
                Some(mv) => g.play_unchecked(mv),
                None => break,
            }
        }
        if g.outcome().is_none() {
            positions.push(g);
        }
    }
    for &level in levels {
        let cpu = Cpu::from(level);
        let (mut nodes, mut worst, mut total) = (0u64, 0f64, 0f64);
        let mut algorithm = None;
        for p in &positions {
            let t = Instant::now();
            let r = cpu.search(p);
            let s = t.elapsed().as_secs_f64();
            nodes += r.nodes;
            total += s;
            worst = worst.max(s);
            algorithm = Some(r.algorithm);
        }
        println!(
            "{name:<14} {level}  {:?}  {:>9.0} nodes/s  mean {:>6.1} ms  worst {:>6.1} ms",
            algorithm.unwrap(),
            nodes as f64 / total,
            1000.0 * total / positions.len() as f64,
            1000.0 * worst
        );
    }
}

/// The slowest default-level search over the positions of a game played by
/// `cpu:2` on both sides (different seeds for the two sides).
fn worst_in_game<G: Game + Evaluate + Determinize>(name: &str, start: &G, max_plies: usize) {
    let mut g = start.clone();
    let (mut worst, mut worst_nodes, mut total, mut searches) = (0f64, 0u64, 0f64, 0u32);
    for ply in 0..max_plies {
        if g.outcome().is_some() {
            break;
        }
        let t = Instant::now();
        let r = Cpu::from(Level::DEFAULT).search(&g);
        let s = t.elapsed().as_secs_f64();
        total += s;
        searches += 1;
        if s > worst {
            worst = s;
            worst_nodes = r.nodes;
        }
        let cpu = Cpu::new(board_ai::Settings::from(Level::new(2).unwrap()).with_seed(ply as u64));
        let Some(mv) = cpu.choose(&g) else { break };
        g.play_unchecked(mv);
    }
    println!(
        "{name:<18} {searches} positions: mean {:>6.1} ms, worst {:>6.1} ms ({worst_nodes} nodes)",
        1000.0 * total / searches.max(1) as f64,
        1000.0 * worst
    );
}

fn main() {
    if std::env::args().nth(1).as_deref() == Some("games") {
        use strife_truce::{SetKind, Sets, Strife};
        for k in 0..6 {
            let sets = Sets::new(Some(SetKind::ALL[k]), Some(SetKind::ALL[(k + 1) % 6]));
            worst_in_game(&format!("strife {k}"), &Strife::start(sets), 300);
        }
        for mode in lytharia::Mode::ALL {
            let g = lytharia::LytharianChess::new(mode, 1);
            worst_in_game(&format!("lytharia {mode:?}"), &g, 300);
        }
        worst_in_game("chess", &lytharia::chess::Chess::new(), 300);
        worst_in_game("glinski", &glinski::Glinski::start(), 300);
        for n in [
            kyrras::PlayerCount::Two,
            kyrras::PlayerCount::Three,
            kyrras::PlayerCount::Four,
        ] {
            let g = kyrras::Kyrras::standard(n);
            worst_in_game(&format!("kyrras {}p", n.get()), &g, 300);
        }
        return;
    }
    let levels: Vec<Level> = match std::env::args().nth(1) {
        Some(list) => list.split(',').map(|l| l.parse().expect("cpu:N")).collect(),
        None => (1..=5).map(|n| Level::new(n).unwrap()).collect(),
    };
    measure("chess", &lytharia::chess::Position::startpos(), &levels);
    measure("chess (game)", &lytharia::chess::Chess::new(), &levels);
    measure("glinski", &glinski::Glinski::start(), &levels);
    for mode in lytharia::Mode::ALL {
        let g = lytharia::LytharianChess::new(mode, 1);
        measure(&format!("lytharia {mode:?}"), &g, &levels);
    }
    measure(
        "strife",
        &strife_truce::Strife::start(Default::default()),
        &levels,
    );
    let bug_void = strife_truce::Sets::new(
        Some(strife_truce::SetKind::ChannelBug),
        Some(strife_truce::SetKind::Void),
    );
    measure(
        "strife bug-void",
        &strife_truce::Strife::start(bug_void),
        &levels,
    );
    for n in [
        kyrras::PlayerCount::Two,
        kyrras::PlayerCount::Three,
        kyrras::PlayerCount::Four,
    ] {
        measure(
            &format!("kyrras {}p", n.get()),
            &kyrras::Kyrras::standard(n),
            &levels,
        );
    }
}
