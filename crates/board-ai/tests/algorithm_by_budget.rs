//! A game may name its search by node budget
//! (`Evaluate::preferred_algorithm_at`), and `Cpu` follows it: Lytharian
//! Chess's full game is searched with alpha-beta at `cpu:1` and MCTS from
//! `cpu:2` (docs/ai.md, "Level ladder"); it and Pawn Wars with MCTS over
//! information sets at `cpu:5` ("MCTS over information sets").

use std::time::Duration;

use board_ai::{Algorithm, Cpu, Level, Limits, Settings};
use board_core::Game;
use lytharia::{LytharianChess, Mode};

fn at(n: u8) -> Cpu {
    Cpu::from(Level::new(n).unwrap())
}

#[test]
fn the_cpu_follows_the_games_choice_by_budget() {
    let full = LytharianChess::new(Mode::Full, 1);
    assert_eq!(at(1).algorithm_for(&full), Algorithm::AlphaBeta);
    for n in 2..=4 {
        assert_eq!(at(n).algorithm_for(&full), Algorithm::Mcts, "cpu:{n}");
    }
    assert_eq!(at(5).algorithm_for(&full), Algorithm::Ismcts);
    // A time limit has no node budget: the game's general preference.
    let timed = Cpu::new(Settings::default().with_limits(Limits::time(Duration::from_millis(5))));
    assert_eq!(timed.algorithm_for(&full), Algorithm::Mcts);
    // An explicit algorithm overrides the game.
    let forced = Cpu::new(Settings::from(Level::MIN).with_algorithm(Algorithm::Mcts));
    assert_eq!(forced.algorithm_for(&full), Algorithm::Mcts);
    // The search runs what was chosen, on determinizations, and plays a
    // legal move.
    let r = at(1).search(&full);
    assert_eq!(r.algorithm, Algorithm::AlphaBeta);
    assert_eq!(r.determinizations, 1);
    assert!(full.is_legal(r.best.unwrap()));
    assert_eq!(at(1).search(&full).best, r.best, "deterministic");
    // Battle Duels keep alpha-beta at every level; Pawn Wars runs MCTS over
    // determinizations up to cpu:4 and over information sets at cpu:5.
    let duels = LytharianChess::new(Mode::Duels, 1);
    let pawns = LytharianChess::new(Mode::PawnWars, 1);
    for n in 1..=5 {
        assert_eq!(at(n).algorithm_for(&duels), Algorithm::AlphaBeta);
        let expected = if n == 5 {
            Algorithm::Ismcts
        } else {
            Algorithm::Mcts
        };
        assert_eq!(at(n).algorithm_for(&pawns), expected, "cpu:{n}");
    }
    assert_eq!(timed.algorithm_for(&pawns), Algorithm::Mcts);
}

#[test]
fn pawn_wars_at_the_top_level_searches_one_tree_over_many_states() {
    let mut pawns = LytharianChess::new(Mode::PawnWars, 3);
    let mut rng = board_core::SeededRng::seed_from_u64(3);
    for _ in 0..12 {
        let mv = board_core::random_move(&pawns, &mut rng).unwrap();
        pawns.play(mv).unwrap();
    }
    // 20 000 nodes is below the budget where the game asks for it: forced.
    let sets = Settings::from(Level::MAX)
        .with_limits(Limits::nodes(20_000))
        .with_algorithm(Algorithm::Ismcts);
    let r = Cpu::new(sets).search(&pawns);
    assert_eq!(r.algorithm, Algorithm::Ismcts);
    // Every iteration walks one of 256 states drawn from the CPU's view.
    assert_eq!(r.determinizations, 256);
    assert!(pawns.is_legal(r.best.unwrap()));
    assert_eq!(Cpu::new(sets).search(&pawns), r, "deterministic");
    // The same view, another deal of what the CPU cannot see: same move.
    let me = pawns.to_act().unwrap();
    for seed in 0..3 {
        let other = board_core::Determinize::determinize(
            &pawns,
            me,
            &mut board_core::SeededRng::seed_from_u64(seed),
        );
        assert_eq!(Cpu::new(sets).choose(&other), r.best, "deal {seed}");
    }
}
