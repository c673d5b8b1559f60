//! board-core's generic strategies on the start states of every game of the
//! workspace, one property per game, written as a downstream crate writes
//! them (only public APIs). The game crates' own `strategy` modules add
//! their start setups and random positions; these use the plain starts.

use board_core::strategy::{reachable, reachable_from, with_illegal_move, with_legal_move};
use board_core::testkit::Conformance;
use board_core::{Game, perft};
use glinski::Glinski;
use kyrras::{Kyrras, PlayerCount};
use lytharia::chess::Position;
use lytharia::{LytharianChess, Mode};
use proptest::prelude::*;
use strife_truce::{Sets, Strife};

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, failure_persistence: None, ..ProptestConfig::default() })]

    /// Glinski: playing a legal move on a clone leaves the original as it
    /// was, and the incremental hash of the result is right.
    #[test]
    fn glinski_play_touches_only_the_copy((line, mv) in with_legal_move(Glinski::start(), 60)) {
        let before = line.end().clone();
        let mut after = before.clone();
        after.play(mv).unwrap();
        prop_assert_eq!(&before, line.end());
        prop_assert_ne!(&after, &before);
        prop_assert_eq!(after.zobrist(), after.zobrist_from_scratch());
    }

    /// Kyrras (2 and 3 players): perft(1) counts the generated moves, in
    /// every state of the line.
    #[test]
    fn kyrras_perft_one_is_the_move_count(
        line in reachable_from(
            prop_oneof![Just(Kyrras::standard(PlayerCount::Two)), Just(Kyrras::standard(PlayerCount::Three))],
            40,
        )
    ) {
        for state in line.states() {
            prop_assert_eq!(perft(&state, 1), state.legal_moves().as_slice().len() as u64);
        }
    }

    /// Strife and Truce: a move that is legal elsewhere but not here is
    /// refused, and refusing it changes nothing.
    #[test]
    fn strife_refuses_a_move_from_elsewhere((line, mv) in with_illegal_move(Strife::start(Sets::new(None, None)), 40)) {
        let mut state = line.end().clone();
        prop_assert!(state.play(mv).is_err());
        prop_assert_eq!(&state, line.end());
    }

    /// Lytharian Chess (Pawn Wars): the game is over exactly when nobody is
    /// to act and no move is generated, in every state of the line.
    #[test]
    fn lytharia_over_exactly_when_no_move(line in reachable(LytharianChess::new(Mode::PawnWars, 7), 60)) {
        for state in line.states() {
            let over = state.outcome().is_some();
            prop_assert_eq!(over, state.to_act().is_none());
            prop_assert_eq!(over, state.legal_moves().as_slice().is_empty());
        }
    }
}

/// Normal Chess through the kit's proptest entry point: every conformance
/// check along 16 drawn lines (with move and position notation).
#[test]
fn normal_chess_conforms_along_drawn_lines() {
    let report = Conformance::new(Position::startpos())
        .with_notation()
        .check_lines(16, 80)
        .unwrap_or_else(|failure| panic!("{failure}"));
    assert_eq!(report.playouts, 16);
    assert!(report.states >= 16);
}
