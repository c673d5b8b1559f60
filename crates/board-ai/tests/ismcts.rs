//! MCTS over information sets: one tree over what the player knows, a new
//! state drawn from the player's view every iteration.

mod common;

use board_ai::{Algorithm, Cpu, Ismcts, Level, Limits, Settings};
use board_core::{
    Determinize, Entropy, Evaluate, Game, IllegalMove, MoveList, Outcome, Player, SeededRng,
};
use common::*;
use proptest::prelude::*;

/// P1 either takes a draw (move 0) or gambles (move 1) and then names one
/// of three hidden cards (moves 2 to 4): right wins, wrong loses. P1 cannot
/// see the card. The gamble is worth 1/3, the draw 1/2; a search that
/// fixes the card before deciding (determinized search) thinks the gamble
/// always wins ("strategy fusion").
#[derive(Clone, Debug, PartialEq)]
struct Gamble {
    card: u8,
    gambled: bool,
    end: Option<Outcome>,
}

impl Game for Gamble {
    type Move = u8;
    type Moves = MoveList<u8, 3>;
    type Error = IllegalMove;
    fn player_count(&self) -> usize {
        2
    }
    fn to_act(&self) -> Option<Player> {
        self.end.is_none().then(|| Player::new(0))
    }
    fn generate_moves(&self, moves: &mut Self::Moves) {
        match (self.end, self.gambled) {
            (Some(_), _) => {}
            (None, false) => [0, 1].into_iter().for_each(|m| moves.push(m)),
            (None, true) => [2, 3, 4].into_iter().for_each(|m| moves.push(m)),
        }
    }
    fn play(&mut self, mv: u8) -> Result<(), IllegalMove> {
        if !self.is_legal(mv) {
            return Err(IllegalMove);
        }
        self.play_unchecked(mv);
        Ok(())
    }
    fn play_unchecked(&mut self, mv: u8) {
        match mv {
            0 => self.end = Some(Outcome::Draw),
            1 => self.gambled = true,
            guess => {
                let winner = if guess - 2 == self.card { 0 } else { 1 };
                self.end = Some(Outcome::Winner(Player::new(winner)));
            }
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        self.end
    }
    fn zobrist(&self) -> u64 {
        u64::from(self.card) | u64::from(self.gambled) << 2
    }
    fn has_hidden_information(&self) -> bool {
        true
    }
}

impl Evaluate for Gamble {
    fn evaluate(&self, _: Player) -> i32 {
        0
    }
}

impl Determinize for Gamble {
    fn determinize(&self, _viewer: Player, rng: &mut SeededRng) -> Self {
        Gamble {
            card: (rng.next_u64() % 3) as u8,
            ..self.clone()
        }
    }
}

fn gamble(card: u8) -> Gamble {
    Gamble {
        card,
        gambled: false,
        end: None,
    }
}

#[test]
fn information_sets_see_through_strategy_fusion() {
    let settings = Settings::default()
        .with_limits(Limits::nodes(3_000))
        .with_algorithm(Algorithm::Mcts);
    let sets = settings.with_algorithm(Algorithm::Ismcts);
    for card in 0..3 {
        // Determinized search: in every world it knows the card, so the
        // gamble looks won.
        assert_eq!(Cpu::new(settings).choose(&gamble(card)), Some(1));
        // Over information sets the guess is worth 1/3 and the draw wins.
        let r = Cpu::new(sets).search(&gamble(card));
        assert_eq!(r.best, Some(0), "card {card}");
        assert_eq!(r.algorithm, Algorithm::Ismcts);
        let board_ai::Score::Reward(v) = r.score else {
            panic!("{:?}", r.score)
        };
        assert!((v - 0.5).abs() < 1e-9, "{v}");
        // After the gamble the best guess is right a third of the time
        // (a determinized search would say always).
        let mut g = gamble(card);
        g.play(1).unwrap();
        let board_ai::Score::Reward(v) = Ismcts::new(sets).search(&g).score else {
            panic!()
        };
        assert!((v - 1.0 / 3.0).abs() < 0.08, "{v}");
    }
}

#[test]
fn a_state_is_drawn_for_each_of_the_first_iterations() {
    // Each iteration plays one or two nodes here: 100 nodes are 50 to 100
    // iterations, each on a state of its own; from the 257th on, the
    // states drawn are walked again.
    for (nodes, drawn) in [(100, 50..=100), (1_000, 256..=256)] {
        let s = Settings::default().with_limits(Limits::nodes(nodes));
        let r = Ismcts::new(s).search(&gamble(0));
        assert!(
            drawn.contains(&r.determinizations),
            "{}",
            r.determinizations
        );
        assert_eq!(r.nodes, nodes);
    }
}

#[test]
fn same_view_same_move_over_information_sets() {
    // The card games of `common`: the hidden hands dealt another way give
    // the same move, for several seeds and positions.
    for deal in 0..12u64 {
        let mut g = Cards::deal(deal);
        let mut rng = SeededRng::seed_from_u64(deal);
        for _ in 0..(deal % 3) {
            let Some(mv) = board_core::random_move(&g, &mut rng) else {
                break;
            };
            g.play(mv).unwrap();
        }
        let Some(me) = g.to_act() else { continue };
        let settings = Settings::from(Level::new(2).unwrap())
            .with_seed(deal)
            .with_algorithm(Algorithm::Ismcts);
        let cpu = Cpu::new(settings);
        assert_eq!(cpu.algorithm_for(&g), Algorithm::Ismcts);
        let mine = cpu.choose(&g);
        assert!(g.is_legal(mine.unwrap()));
        for world in 0..4 {
            let h = g.determinize(me, &mut SeededRng::seed_from_u64(world + 100 * deal));
            assert_eq!(h.view(me), g.view(me));
            assert_eq!(cpu.choose(&h), mine, "deal {deal} world {world}");
        }
    }
}

#[test]
fn several_players_and_the_plain_tree_agree_without_hidden_information() {
    // With nothing hidden every drawn state is the game itself: the tree is
    // a plain MCTS tree over the same moves and finds the same best move.
    let tree = Tree::new(
        3,
        vec![
            choice(0, &[1, 2, 3]),
            choice(1, &[4, 5]),
            choice(2, &[6, 7]),
            ranking(&[3, 2, 1]),
            ranking(&[1, 3, 2]),
            ranking(&[3, 1, 2]),
            ranking(&[2, 3, 1]),
            ranking(&[1, 2, 3]),
        ],
    );
    let s = Settings::default()
        .with_limits(Limits::nodes(5_000))
        .with_algorithm(Algorithm::Ismcts);
    let r = Ismcts::new(s).search(&tree);
    assert_eq!(r.best, Some(1));
    assert_eq!(r.pv, vec![1, 0]);
    // A CPU asked for it runs plain MCTS when nothing is hidden.
    assert_eq!(Cpu::new(s).algorithm_for(&tree), Algorithm::Mcts);
    assert_eq!(Cpu::new(s).search(&tree).algorithm, Algorithm::Mcts);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Legal, deterministic for a seed, and the game untouched, on random
    /// positions of the card game.
    #[test]
    fn legal_deterministic_untouched(deal in any::<u64>(), plies in 0usize..12, seed in any::<u64>(), nodes in 1u64..3_000) {
        let mut g = Cards::deal(deal);
        let mut rng = SeededRng::seed_from_u64(seed);
        for _ in 0..plies {
            let Some(mv) = board_core::random_move(&g, &mut rng) else { break };
            g.play(mv).unwrap();
        }
        let before = g.clone();
        let s = Settings::default().with_limits(Limits::nodes(nodes)).with_seed(seed);
        let a = Ismcts::new(s).search(&g);
        prop_assert_eq!(&g, &before);
        prop_assert_eq!(a.best.is_none(), g.to_act().is_none());
        if let Some(mv) = a.best {
            prop_assert!(g.is_legal(mv));
        }
        prop_assert_eq!(a, Ismcts::new(s).search(&g));
    }
}
