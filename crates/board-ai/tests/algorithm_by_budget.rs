//! A game may name its search by node budget
//! (`Evaluate::preferred_algorithm_at`), and `Cpu` follows it: Lytharian
//! Chess's full game is searched with alpha-beta at `cpu:1` and MCTS from
//! `cpu:2` (docs/ai.md, "Level ladder").

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
    for n in 2..=5 {
        assert_eq!(at(n).algorithm_for(&full), Algorithm::Mcts, "cpu:{n}");
    }
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
    // The other modes keep their searches at every level.
    let duels = LytharianChess::new(Mode::Duels, 1);
    let pawns = LytharianChess::new(Mode::PawnWars, 1);
    for n in 1..=5 {
        assert_eq!(at(n).algorithm_for(&duels), Algorithm::AlphaBeta);
        assert_eq!(at(n).algorithm_for(&pawns), Algorithm::Mcts);
    }
}
