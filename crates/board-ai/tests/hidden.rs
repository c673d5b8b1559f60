//! Hidden information: the CPU decides from its own view only.

mod common;

use board_ai::{Algorithm, Cpu, Level, Limits, Mcts, Settings};
use board_core::{Determinize, Game, Player, SeededRng};
use common::*;
use proptest::prelude::*;

/// Another state with the same view for `viewer`: the unseen cards dealt
/// differently between the other hand and the deck, and another seed.
fn same_view_other_world(g: &Cards, viewer: Player, shuffle_seed: u64) -> Cards {
    let mut rng = SeededRng::seed_from_u64(shuffle_seed);
    let other = viewer.index() ^ 1;
    let mut unknown: Vec<u8> = g.hands[other].iter().chain(&g.deck).copied().collect();
    shuffle(&mut unknown, &mut rng);
    let n = g.hands[other].len();
    let mut hand = unknown[..n].to_vec();
    hand.sort();
    let mut h = g.clone();
    h.hands[other] = hand;
    h.deck = unknown[n..].to_vec();
    h.seed = shuffle_seed.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    h
}

/// Deals and plays `prefix` random-ish moves (by index).
fn position(deal: u64, prefix: &[usize]) -> Cards {
    let mut g = Cards::deal(deal);
    for &i in prefix {
        let moves = g.legal_moves();
        if g.outcome().is_some() {
            break;
        }
        g.play(moves[i % moves.len()]).unwrap();
    }
    g
}

#[test]
fn the_cpu_uses_mcts_over_determinizations() {
    let g = Cards::deal(1);
    let cpu = Cpu::from(Level::DEFAULT);
    assert_eq!(cpu.algorithm_for(&g), Algorithm::Mcts);
    let r = cpu.search(&g);
    assert_eq!(r.determinizations, Level::DEFAULT.determinizations());
    assert!(g.is_legal(r.best.unwrap()));
    assert!(r.nodes >= Level::DEFAULT.nodes() - 100);
}

#[test]
fn the_game_may_trade_worlds_for_depth() {
    // At least 4 000 nodes a world: cpu:3's 20 000 nodes make 5 worlds
    // instead of its 6, cpu:1's 1 000 nodes one world (0 counts as 1).
    let mut g = Cards::deal(2);
    g.world_nodes = Some(4_000);
    let r = Cpu::from(Level::DEFAULT).search(&g);
    assert_eq!(r.determinizations, 5);
    assert!(g.is_legal(r.best.unwrap()));
    let r = Cpu::from(Level::MIN).search(&g);
    assert_eq!(r.determinizations, 1);
    // Without a node budget the settings' count stands.
    let timed = Settings::default().with_limits(Limits::time(std::time::Duration::from_millis(20)));
    assert_eq!(
        Cpu::new(timed).search(&g).determinizations,
        Level::DEFAULT.determinizations()
    );
    // The same view still gives the same move.
    let me = g.to_act().unwrap();
    let best = Cpu::from(Level::DEFAULT).choose(&g);
    for world in 0..10 {
        let other = same_view_other_world(&g, me, world);
        assert_eq!(
            Cpu::from(Level::DEFAULT).choose(&other),
            best,
            "world {world}"
        );
    }
}

#[test]
fn a_game_may_prefer_alpha_beta_over_determinizations() {
    let mut g = Cards::deal(3);
    g.prefer = Algorithm::AlphaBeta;
    let cpu = Cpu::from(Level::DEFAULT);
    assert_eq!(cpu.algorithm_for(&g), Algorithm::AlphaBeta);
    let r = cpu.search(&g);
    assert_eq!(r.algorithm, Algorithm::AlphaBeta);
    assert_eq!(r.determinizations, Level::DEFAULT.determinizations());
    assert!(g.is_legal(r.best.unwrap()));
    // Still blind to the hidden cards: every world with the same view for
    // the player to act gets the same move.
    let me = g.to_act().unwrap();
    for world in 0..20 {
        let mut other = same_view_other_world(&g, me, world);
        other.prefer = Algorithm::AlphaBeta;
        assert_eq!(cpu.choose(&other), r.best, "world {world}");
    }
    // Settings override the game's preference.
    let mcts = Cpu::new(Settings::default().with_algorithm(Algorithm::Mcts));
    assert_eq!(mcts.algorithm_for(&g), Algorithm::Mcts);
}

#[test]
fn the_game_preference_decides_under_auto() {
    // A game of three seats may ask for alpha-beta (say, once two players
    // are left); without a preference it gets MCTS.
    let mut race = Race::new(3, 10);
    assert_eq!(Cpu::default().algorithm_for(&race), Algorithm::Mcts);
    race.prefer = Algorithm::AlphaBeta;
    assert_eq!(Cpu::default().algorithm_for(&race), Algorithm::AlphaBeta);
    let mut race = Race::new(2, 10);
    race.prefer = Algorithm::Mcts;
    assert_eq!(Cpu::default().algorithm_for(&race), Algorithm::Mcts);
    race.prefer = Algorithm::Auto;
    assert_eq!(Cpu::default().algorithm_for(&race), Algorithm::AlphaBeta);
}

#[test]
fn same_view_same_move_while_a_cheater_differs() {
    // A search of the real state (a cheater) changes its mind with the
    // hidden cards; the CPU must not. Both facts are checked over many
    // deals, so the test would notice a CPU that peeks.
    let cheater = Settings::default().with_limits(Limits::nodes(4_000));
    let mut cheater_changed = 0;
    for deal in 0..30u64 {
        for prefix in [&[][..], &[0], &[1, 0], &[2, 1]] {
            let g = position(deal, prefix);
            let Some(me) = g.to_act() else { continue };
            if g.legal_moves().len() < 2 {
                continue;
            }
            for algorithm in [Algorithm::Mcts, Algorithm::AlphaBeta] {
                let cpu = Cpu::new(
                    Settings::from(Level::new(2).unwrap())
                        .with_algorithm(algorithm)
                        .with_seed(deal),
                );
                let mine = cpu.choose(&g);
                for world in 1..4 {
                    let h = same_view_other_world(&g, me, deal * 10 + world);
                    assert_eq!(g.view(me), h.view(me));
                    assert_eq!(cpu.choose(&h), mine, "deal {deal} {prefix:?} {algorithm:?}");
                    if algorithm == Algorithm::Mcts
                        && Mcts::new(cheater).search(&g).best != Mcts::new(cheater).search(&h).best
                    {
                        cheater_changed += 1;
                    }
                }
            }
        }
    }
    assert!(
        cheater_changed > 10,
        "the hidden cards should matter: {cheater_changed}"
    );
}

#[test]
fn determinizations_keep_the_view() {
    let g = position(5, &[1]);
    let me = g.to_act().unwrap();
    let mut rng = SeededRng::seed_from_u64(3);
    for _ in 0..20 {
        let d = g.determinize(me, &mut rng);
        assert_eq!(d.view(me), g.view(me));
        assert_eq!(d.legal_moves(), g.legal_moves());
    }
}

#[test]
fn hidden_information_search_is_deterministic() {
    let g = position(7, &[]);
    let cpu = Cpu::from(Level::new(3).unwrap()).settings().with_seed(42);
    let a = Cpu::new(cpu).search(&g);
    let b = Cpu::new(cpu).search(&g);
    assert_eq!(a, b);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn same_view_same_move(deal in any::<u64>(), prefix in proptest::collection::vec(0usize..3, 0..4), world in any::<u64>(), seed in any::<u64>()) {
        let g = position(deal, &prefix);
        if let Some(me) = g.to_act() {
            let h = same_view_other_world(&g, me, world);
            let cpu = Cpu::new(Settings::from(Level::MIN).with_seed(seed));
            let before = g.clone();
            let mv = cpu.choose(&g);
            prop_assert_eq!(cpu.choose(&h), mv);
            prop_assert!(g.is_legal(mv.unwrap()));
            prop_assert_eq!(g, before);
        }
    }
}
