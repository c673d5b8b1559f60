//! Every search returns a legal move and leaves the game untouched, on
//! random positions of every toy game.

mod common;

use board_ai::{Algorithm, Cpu, Level, Limits, Settings};
use board_core::{Determinize, Evaluate, Game, SeededRng, random_move};
use common::*;
use proptest::prelude::*;

fn check<G: Game + Evaluate + Determinize + PartialEq + std::fmt::Debug>(
    start: &G,
    seed: u64,
    plies: usize,
) {
    let mut rng = SeededRng::seed_from_u64(seed);
    let mut g = start.clone();
    for _ in 0..plies {
        let Some(mv) = random_move(&g, &mut rng) else {
            break;
        };
        g.play(mv).unwrap();
    }
    for algorithm in [
        Algorithm::Auto,
        Algorithm::AlphaBeta,
        Algorithm::Mcts,
        Algorithm::Ismcts,
    ] {
        for settings in [
            Settings::from(Level::MIN),
            Settings::default().with_limits(Limits::depth(2)),
            Settings::default().with_limits(Limits::nodes(50)),
        ] {
            let cpu = Cpu::new(settings.with_algorithm(algorithm).with_seed(seed));
            let before = g.clone();
            let report = cpu.search(&g);
            assert_eq!(g, before, "the searched state changed");
            match report.best {
                Some(mv) => {
                    assert!(g.is_legal(mv), "illegal {mv:?} in {g:?}");
                    assert_eq!(report.pv.first(), Some(&mv));
                    let mut h = g.clone();
                    h.play(mv).unwrap();
                }
                None => assert!(g.outcome().is_some()),
            }
            assert_eq!(cpu.search(&g), report, "not deterministic");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    #[test]
    fn tic_tac_toe(seed in any::<u64>(), plies in 0usize..9) {
        check(&TicTacToe::default(), seed, plies);
    }

    #[test]
    fn double_nim(seed in any::<u64>(), stones in 1u8..40, plies in 0usize..10) {
        check(&Nim::double(stones), seed, plies);
    }

    #[test]
    fn races(seed in any::<u64>(), players in 2usize..=4, plies in 0usize..30) {
        check(&Race::new(players, 12), seed, plies);
    }

    #[test]
    fn cards(seed in any::<u64>(), deal in any::<u64>(), plies in 0usize..5) {
        check(&Cards::deal(deal), seed, plies);
    }
}
