//! One generic function, bounded only on board-core traits, renders any
//! game's board as text and plays a whole game with undo and redo through
//! `board_core::History`; it runs on all five games.

use board_core::inspect::{Inspect, Perspective};
use board_core::render::{self, TextOptions};
use board_core::{Game, History, MoveNotation, PositionNotation, SeededRng, random_move};

/// What one run saw.
#[derive(Debug)]
struct Run {
    board: String,
    plies: usize,
    finished: bool,
}

/// Renders `start`'s board, then plays seeded random moves through a
/// [`History`] until the game ends (or `max_plies`), checking on the way
/// that every move reads back from its notation, that undo then redo
/// returns to the same state, and finally that undoing everything gives
/// back the start.
fn render_and_play_with_undo<G>(start: G, seed: u64, max_plies: usize) -> Run
where
    G: Game + Inspect + MoveNotation + PositionNotation,
{
    let board = render::text(
        &start.view(Perspective::Omniscient),
        &TextOptions::default(),
    );
    assert!(!board.trim().is_empty());
    let mut history = History::new(start.clone());
    let mut rng = SeededRng::seed_from_u64(seed);
    while history.current().outcome().is_none() && history.len() < max_plies {
        let state = history.current();
        let mv = random_move(state, &mut rng).expect("a game that is not over has a move");
        let text = state.format_move(mv);
        assert_eq!(state.parse_move(&text).ok(), Some(mv), "{text}");
        let effect = state.move_effect(mv);
        let mut view = state.view(Perspective::Omniscient);
        view.apply(&effect.changes).expect("the effect applies");
        history.play(mv).expect("a generated move is legal");
        assert_eq!(
            view.board(),
            history.current().view(Perspective::Omniscient).board(),
            "effect of {text}"
        );
        if history.len().is_multiple_of(7) {
            let after = history.current().to_position_text();
            assert_eq!(history.undo(), Some(mv));
            assert_eq!(history.redo(), Some(mv));
            assert_eq!(history.current().to_position_text(), after);
        }
    }
    let plies = history.len();
    let finished = history.current().outcome().is_some();
    let end_board = render::text(
        &history.current().view(Perspective::Omniscient),
        &TextOptions::default(),
    );
    assert!(!end_board.trim().is_empty());
    while history.undo().is_some() {}
    assert_eq!(
        history.current().to_position_text(),
        start.to_position_text()
    );
    assert_eq!(history.current().zobrist(), start.zobrist());
    Run {
        board,
        plies,
        finished,
    }
}

#[test]
fn chess() {
    for seed in 0..3 {
        let run = render_and_play_with_undo(lytharia::chess::Position::startpos(), seed, 5000);
        assert!(run.finished && run.plies > 0, "{run:?}");
        assert!(run.board.contains('K'));
    }
}

#[test]
fn glinski() {
    for seed in 0..3 {
        let run = render_and_play_with_undo(glinski::Glinski::start(), seed, 5000);
        assert!(run.finished && run.plies > 0, "{run:?}");
    }
}

#[test]
fn kyrras() {
    for players in 2..=4 {
        let count = kyrras::PlayerCount::new(players).unwrap();
        let start = kyrras::Kyrras::standard(count);
        let run = render_and_play_with_undo(start, players as u64, 5000);
        assert!(run.finished && run.plies > 0, "{run:?}");
    }
}

#[test]
fn strife() {
    for seed in 0..3 {
        let start = strife_truce::Strife::start(strife_truce::Sets::default());
        let run = render_and_play_with_undo(start, seed, 3000);
        assert!(run.finished && run.plies > 0, "{run:?}");
    }
}

#[test]
fn lytharia() {
    for seed in 0..3 {
        let start = lytharia::LytharianChess::new(lytharia::Mode::Full, seed);
        let run = render_and_play_with_undo(start, seed, 3000);
        assert!(run.finished && run.plies > 0, "{run:?}");
    }
}
