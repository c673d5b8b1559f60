//! The proptest strategies: lines are legal games, the move strategies give
//! what they promise, and failures shrink to short games.
#![cfg(all(feature = "proptest", feature = "testkit"))]

use board_core::strategy::{
    Line, reachable, reachable_from, with_illegal_move, with_illegal_move_from, with_legal_move,
};
use board_core::testkit::Conformance;
use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestError, TestRng, TestRunner};

/// Take 1 to 3 from a pile; remembers the last two moves. With `bug`,
/// `count_moves` miscounts right after two takes of 2 in a row.
#[derive(Clone, Debug, PartialEq)]
struct Pile {
    stones: u8,
    turn: u8,
    last: [u8; 2],
    bug: bool,
}

impl Pile {
    fn new(stones: u8) -> Pile {
        Pile {
            stones,
            turn: 0,
            last: [0; 2],
            bug: false,
        }
    }
}

impl Game for Pile {
    type Move = u8;
    type Moves = MoveList<u8, 3>;
    type Error = IllegalMove;
    fn player_count(&self) -> usize {
        2
    }
    fn to_act(&self) -> Option<Player> {
        (self.stones > 0).then(|| Player::new(self.turn))
    }
    fn generate_moves(&self, moves: &mut Self::Moves) {
        for take in 1..=self.stones.min(3) {
            moves.push(take);
        }
    }
    fn count_moves(&self) -> u64 {
        let n = self.stones.min(3) as u64;
        if self.bug && self.last == [2, 2] {
            n + 1
        } else {
            n
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
        self.stones -= mv;
        self.turn ^= 1;
        self.last = [self.last[1], mv];
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.stones == 0).then(|| Outcome::Winner(Player::new(self.turn ^ 1)))
    }
    fn zobrist(&self) -> u64 {
        (self.stones as u64) << 16
            | (self.last[0] as u64) << 8
            | (self.last[1] as u64) << 1
            | self.turn as u64
    }
}

fn runner() -> TestRunner {
    let config = Config {
        failure_persistence: None,
        ..Config::default()
    };
    TestRunner::new_with_rng(config, TestRng::deterministic_rng(RngAlgorithm::ChaCha))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn lines_are_legal_games(line in reachable(Pile::new(40), 25)) {
        prop_assert!(line.len() <= 25);
        let replay = Line::from_moves(Pile::new(40), line.moves()).unwrap();
        prop_assert_eq!(&replay, &line);
        prop_assert_eq!(line.states().count(), line.len() + 1);
        prop_assert_eq!(line.states().last(), Some(line.end().clone()));
        for (state, mv) in line.steps() {
            prop_assert!(state.is_legal(mv));
        }
    }

    #[test]
    fn lines_stop_when_the_game_ends(line in reachable(Pile::new(6), 30)) {
        // No move after the end: only the last state may be over.
        for state in line.states().take(line.len()) {
            prop_assert!(state.outcome().is_none());
        }
    }

    #[test]
    fn legal_moves_are_legal((line, mv) in with_legal_move(Pile::new(9), 12)) {
        prop_assert!(line.end().is_legal(mv));
    }

    #[test]
    fn illegal_moves_are_illegal_here_and_legal_elsewhere((line, mv) in with_illegal_move(Pile::new(9), 12)) {
        prop_assert!(!line.end().is_legal(mv));
        prop_assert!((1..=3).contains(&mv));
    }

    #[test]
    fn illegal_moves_from_drawn_starts((line, mv) in with_illegal_move_from((3..30u8).prop_map(Pile::new), 12)) {
        prop_assert!(!line.end().is_legal(mv));
    }
}

#[test]
fn a_pattern_deep_in_the_game_shrinks_to_the_pattern() {
    // "Nobody takes 3 twice in a row" is wrong; the shortest counterexample
    // is the first two moves.
    let result = runner().run(&reachable(Pile::new(60), 40), |line| {
        prop_assert!(!line.moves().windows(2).any(|w| w == [3, 3]));
        Ok(())
    });
    let Err(TestError::Fail(_, minimal)) = result else {
        panic!("not found: {result:?}")
    };
    assert_eq!(minimal.moves(), [3, 3]);
    assert_eq!(
        format!("{minimal:?}"),
        "Line { moves (2): [3, 3], end: Pile { stones: 54, turn: 0, last: [3, 3], bug: false }, \
         start: Pile { stones: 60, turn: 0, last: [0, 0], bug: false } }"
    );
}

#[test]
fn a_failure_that_needs_many_moves_keeps_only_what_it_needs() {
    // Fails when someone takes 2 from a pile below 50: the failing line
    // must first bring 60 below 50 (11 stones or more), then take 2.
    let result = runner().run(&reachable(Pile::new(60), 60), |line| {
        for (state, mv) in line.steps() {
            prop_assert!(!(state.stones < 50 && mv == 2));
        }
        Ok(())
    });
    let Err(TestError::Fail(_, minimal)) = result else {
        panic!("not found: {result:?}")
    };
    // It ends with the failing take of 2 (everything after it is gone)...
    let (last, before) = minimal.moves().split_last().unwrap();
    assert_eq!(*last, 2);
    let taken: u8 = before.iter().sum();
    assert!(taken >= 11, "{minimal:?}");
    // ...and no move before it can be removed: without any one of them the
    // pile would stay at 50 or more, so at most 13 stones were taken (the
    // shortest lines take 11 in 4 moves; this shrinker stops at a local
    // minimum, here 6 moves, as it never makes a take bigger).
    assert!(before.iter().all(|&m| taken - m < 11), "{minimal:?}");
    assert!(taken <= 13 && minimal.len() <= 8, "{minimal:?}");
}

#[test]
fn the_start_shrinks_first() {
    let starts = (0..100u8).prop_map(Pile::new);
    let result = runner().run(&reachable_from(starts, 20), |line| {
        prop_assert!(line.start().stones < 50);
        Ok(())
    });
    let Err(TestError::Fail(_, minimal)) = result else {
        panic!("not found: {result:?}")
    };
    assert_eq!(minimal.start(), &Pile::new(50));
    assert!(minimal.is_empty());
}

#[test]
fn the_kit_shrinks_a_broken_game_to_the_moves_that_break_it() {
    let start = Pile {
        bug: true,
        ..Pile::new(40)
    };
    let failure = Conformance::new(start).check_lines(256, 40).unwrap_err();
    assert_eq!(failure.violation.check, "count-moves");
    assert_eq!(failure.line.moves(), [2, 2]);
    assert!(failure.violation.on_line);
    assert_eq!(failure.violation.moves, ["2", "2"]);
    let text = failure.to_string();
    assert!(
        text.starts_with("conformance check `count-moves` failed on the line, after 2 moves"),
        "{text}"
    );
    assert!(text.contains("line: Line { moves (2): [2, 2]"), "{text}");
}

#[test]
fn the_kit_passes_a_sound_game_and_checks_a_given_line() {
    let kit = Conformance::new(Pile::new(40));
    let report = kit.check_lines(64, 40).unwrap();
    assert_eq!(report.playouts, 64);
    let report = kit.check_line(&[3, 3, 2]).unwrap();
    assert_eq!(report.states, 4);
    assert_eq!(report.finished, 0);
    assert_eq!(kit.check_line(&[3, 3, 4]).unwrap_err().check, "line");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, failure_persistence: None, ..ProptestConfig::default() })]

    // `?` turns a violation into a test failure inside `proptest!`.
    #[test]
    fn the_kit_inside_proptest(line in Conformance::new(Pile::new(30)).lines(30)) {
        Conformance::new(Pile::new(30)).check_line(line.moves())?;
    }
}
