//! MCTS: several players and rankings, repeated deciders, long games,
//! limits, determinism.

mod common;

use board_ai::{Algorithm, Cpu, Level, Limits, Mcts, Score, Settings};
use board_core::{Game, Outcome, Player};
use common::*;

fn mcts(nodes: u64) -> Mcts<Tree> {
    Mcts::new(Settings::default().with_limits(Limits::nodes(nodes)))
}

#[test]
fn three_players_each_play_for_their_own_place() {
    // P1 chooses between giving P2 the move (A) or P3 the move (B), or
    // ending third (C). After A, P2 takes first place and leaves P1 third;
    // after B, P3 takes first and P1 is second. Only a search that lets
    // every seat play for its own reward picks B.
    let tree = Tree::new(
        3,
        vec![
            choice(0, &[1, 2, 3]), // 0: P1
            choice(1, &[4, 5]),    // 1: P2
            choice(2, &[6, 7]),    // 2: P3
            ranking(&[3, 2, 1]),   // 3
            ranking(&[1, 3, 2]),   // 4: P2 third
            ranking(&[3, 1, 2]),   // 5: P2 first
            ranking(&[2, 3, 1]),   // 6: P3 first, P1 second
            ranking(&[1, 2, 3]),   // 7: P3 third
        ],
    );
    let r = mcts(5_000).search(&tree);
    assert_eq!(r.best, Some(1));
    let Score::Reward(v) = r.score else {
        panic!("{:?}", r.score)
    };
    // Second of three is worth 1/2 (a little more from P3's exploration).
    assert!((v - 0.5).abs() < 0.01, "{v}");
    assert_eq!(r.pv, vec![1, 0]);
    let cpu = Cpu::default();
    assert_eq!(cpu.algorithm_for(&tree), Algorithm::Mcts);
    assert_eq!(cpu.choose(&tree), Some(1));
}

#[test]
fn four_players_with_shared_places() {
    // Sharing first with one other (5/6) beats a lone second (2/3), a draw
    // (1/2) and a loss (0).
    let tree = Tree::new(
        4,
        vec![
            choice(0, &[1, 2, 3, 4]),
            ranking(&[2, 1, 3, 4]),
            common::Node::End(Outcome::Draw),
            ranking(&[1, 1, 3, 4]),
            winner(1),
        ],
    );
    let r = mcts(2_000).search(&tree);
    assert_eq!(r.best, Some(2));
    let Score::Reward(v) = r.score else { panic!() };
    assert!((v - 5.0 / 6.0).abs() < 1e-9);
}

#[test]
fn a_repeated_decider_keeps_its_own_rewards() {
    let tree = Tree::new(
        3,
        vec![
            choice(0, &[1, 2]),
            choice(0, &[3, 4]), // P1 again
            ranking(&[2, 1, 3]),
            ranking(&[3, 2, 1]),
            ranking(&[1, 3, 2]),
        ],
    );
    let r = mcts(2_000).search(&tree);
    assert_eq!(r.best, Some(0));
    assert_eq!(r.pv, vec![0, 1]);
}

#[test]
fn two_player_games_through_mcts() {
    let s = Settings::default().with_algorithm(Algorithm::Mcts);
    let cpu = Cpu::new(s);
    assert_eq!(cpu.search(&TicTacToe::parse("XX./OO./...")).best, Some(2));
    assert_eq!(cpu.search(&TicTacToe::parse("XX./.O./...")).best, Some(2));
    for stones in [5u8, 6, 7, 9, 10, 11] {
        assert_eq!(cpu.choose(&Nim::new(stones)), Some(stones % 4), "{stones}");
    }
    assert_eq!(cpu.search(&Nim::new(7)).algorithm, Algorithm::Mcts);
}

#[test]
fn long_games_cap_the_playouts_and_evaluate() {
    for players in [2, 3, 4] {
        let g = Race::new(players, 10_000);
        for cap in [0, 8, 50] {
            let s = Settings {
                playout_cap: cap,
                ..Settings::default().with_algorithm(Algorithm::Mcts)
            };
            let r = Cpu::new(s).search(&g);
            assert_eq!(r.best, Some(2), "{players} players, cap {cap}");
            // The budget holds to within one iteration.
            assert!(r.nodes <= s.limits.nodes.unwrap() + 200 + cap as u64);
        }
    }
}

#[test]
fn race_endings_rank_the_players() {
    // Three players near the goal: P1 to move wins with +2.
    let g = Race {
        counters: vec![8, 9, 9],
        turn: 0,
        goal: 10,
        prefer: Algorithm::Auto,
    };
    assert_eq!(Cpu::default().choose(&g), Some(2));
    let mut end = g.clone();
    end.play(2).unwrap();
    assert_eq!(end.outcome().unwrap().winner(), Some(Player::new(0)));
}

#[test]
fn limits_and_determinism() {
    let g = TicTacToe::parse("X../.../...");
    let s = Settings::default()
        .with_algorithm(Algorithm::Mcts)
        .with_limits(Limits::nodes(3_000));
    let a = Mcts::new(s).search(&g);
    let b = Mcts::new(s).search(&g);
    assert_eq!(a, b);
    assert!(a.nodes >= 3_000 && a.nodes < 3_000 + 20);
    let mut seen = std::collections::HashSet::new();
    for seed in 0..8 {
        let r = Mcts::new(s.with_seed(seed)).search(&g);
        assert!(g.is_legal(r.best.unwrap()));
        seen.insert(r.nodes);
    }
    // A depth limit stops expansion below it.
    let r = Mcts::new(s.with_limits(Limits::nodes(3_000).with_depth(2))).search(&g);
    assert!(r.depth <= 2, "{}", r.depth);
    // A finished game has no move.
    let over = TicTacToe::parse("XXX/OO./...");
    assert_eq!(Mcts::new(s).search(&over).best, None);
}

#[test]
fn levels_are_node_budgets() {
    let g = Race::new(3, 10_000);
    let mut last = 0;
    for n in 1..=5 {
        let level = Level::new(n).unwrap();
        let r = Cpu::from(level).search(&g);
        assert!(
            r.nodes >= level.nodes() && r.nodes <= level.nodes() + 100,
            "{level}: {}",
            r.nodes
        );
        assert!(r.nodes > last);
        last = r.nodes;
    }
}
