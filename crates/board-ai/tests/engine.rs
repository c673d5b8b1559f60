//! [`Engine`]: the CPU of a program that plays move after move. Fresh, it
//! is the [`Cpu`]; it remembers between moves only what is safe to (the
//! real state's table, never a drawn world's), forgets at a new game, and
//! runs alpha-beta on several threads.

mod common;

use board_ai::{Algorithm, Control, Cpu, Engine, Limits, Score, Settings};
use board_core::{Entropy, Game, SeededRng};
use common::*;
use lytharia::chess::Position;

/// What a report says about the move chosen: the move, its score, the
/// depth and the node count.
fn summary<M: Copy>(r: &board_ai::SearchReport<M>) -> (Option<M>, Score, u32, u64) {
    (r.best, r.score, r.depth, r.nodes)
}

/// A middle-game position: the Italian after 4 moves each.
fn italian() -> Position {
    Position::from_fen("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4")
        .unwrap()
}

#[test]
fn a_fresh_engine_searches_as_the_cpu_does() {
    let settings = Settings::default().with_limits(Limits::nodes(30_000));
    let game = italian();
    let mut engine = Engine::new(settings);
    assert_eq!(
        summary(&engine.search_with(&game, &mut Control::new())),
        summary(&Cpu::new(settings).search(&game))
    );
    // Hidden cards, by MCTS and by alpha-beta over the drawn worlds.
    for prefer in [Algorithm::Mcts, Algorithm::AlphaBeta] {
        let mut cards = Cards::deal(5);
        cards.prefer = prefer;
        let settings = Settings::default().with_limits(Limits::nodes(4_000));
        let mut engine = Engine::new(settings);
        let ours = engine.search_with(&cards, &mut Control::new());
        let cpu = Cpu::new(settings).search(&cards);
        assert_eq!(summary(&ours), summary(&cpu), "{prefer:?}");
        assert_eq!(ours.determinizations, cpu.determinizations);
        assert_eq!(ours.algorithm, prefer);
    }
}

#[test]
fn the_table_is_kept_between_moves_and_forgotten_at_a_new_game() {
    let settings = Settings::default().with_limits(Limits::depth(8));
    let game = italian();
    let mut engine = Engine::new(settings);
    let first = engine.search_with(&game, &mut Control::new());
    // The same position again: the table answers most of it.
    let again = engine.search_with(&game, &mut Control::new());
    assert!(
        again.nodes * 2 < first.nodes,
        "{} then {}",
        first.nodes,
        again.nodes
    );
    // It may settle on another move of about the same value (the kept
    // table holds deeper results than the first search had).
    assert!(game.is_legal(again.best.unwrap()));
    match (first.score, again.score) {
        (Score::Eval(a), Score::Eval(b)) => assert!((a - b).abs() <= 50, "{a} then {b}"),
        other => panic!("a quiet opening scored {other:?}"),
    }
    // After the reply, the position two plies on was searched already.
    let mut next = game;
    next.play(first.best.unwrap()).unwrap();
    let reply = engine.search_with(&next, &mut Control::new());
    assert!(next.is_legal(reply.best.unwrap()));
    engine.new_game();
    let forgotten = engine.search_with(&game, &mut Control::new());
    assert_eq!(summary(&forgotten), summary(&first));
}

#[test]
fn no_drawn_world_is_remembered_into_the_next_move() {
    // Alpha-beta over determinizations: a second search of the same view
    // is the first again, node for node, however often it is repeated.
    let mut cards = Cards::deal(9);
    cards.prefer = Algorithm::AlphaBeta;
    let settings = Settings::default().with_limits(Limits::nodes(3_000));
    let mut engine = Engine::new(settings);
    let first = summary(&engine.search_with(&cards, &mut Control::new()));
    for _ in 0..3 {
        assert_eq!(
            summary(&engine.search_with(&cards, &mut Control::new())),
            first
        );
    }
}

#[test]
fn an_engine_plays_a_whole_game_on_two_threads() {
    // Tic-tac-toe is a draw with best play: two engines that remember
    // every move find it from any start.
    let settings = Settings::default().with_limits(Limits::depth(9));
    let mut rng = SeededRng::seed_from_u64(3);
    for _ in 0..4 {
        let mut engines = [Engine::new(settings), Engine::new(settings)];
        for e in &mut engines {
            e.set_threads(2);
            assert_eq!(e.threads(), 2);
        }
        let mut game = TicTacToe::default();
        let moves = game.legal_moves();
        game.play(moves[(rng.next_u64() % moves.len() as u64) as usize])
            .unwrap();
        let mut turn = 1;
        while game.outcome().is_none() {
            let report = engines[turn % 2].search_with(&game, &mut Control::new());
            game.play(report.best.unwrap()).unwrap();
            turn += 1;
        }
        assert_eq!(game.outcome(), Some(board_core::Outcome::Draw));
    }
}

#[test]
fn settings_change_between_searches() {
    let mut engine = Engine::new(Settings::default().with_limits(Limits::depth(2)));
    let shallow = engine.search_with(&Position::startpos(), &mut Control::new());
    assert_eq!(shallow.depth, 2);
    let deeper = Settings::default().with_limits(Limits::depth(4));
    engine.set_settings(deeper);
    assert_eq!(engine.settings(), &deeper);
    let report = engine.search_with(&Position::startpos(), &mut Control::new());
    assert_eq!(report.depth, 4);
    // A bigger table, for a new game: the search is the CPU's again.
    let bigger = Settings {
        table_bytes: deeper.table_bytes * 2,
        ..deeper
    };
    engine.set_settings(bigger);
    engine.new_game();
    assert_eq!(
        summary(&engine.search_with(&italian(), &mut Control::new())),
        summary(&Cpu::new(bigger).search(&italian()))
    );
}
