//! Alpha-beta: exact results on small games, win distance, repeated
//! deciders, limits, determinism.

mod common;

use board_ai::{Algorithm, AlphaBeta, Cpu, Level, Limits, Score, Settings};
use board_core::{Game, MoveBuffer, Player};
use common::*;

fn full(depth: u32) -> Settings {
    Settings::default().with_limits(Limits::depth(depth))
}

/// Plays every line where the opponent tries every move; the CPU (alpha-beta
/// at `settings`) must never lose as `cpu_seat`.
fn never_loses(game: &TicTacToe, cpu_seat: Player, settings: Settings, lines: &mut u32) {
    if let Some(o) = game.outcome() {
        *lines += 1;
        assert!(
            o.winner().is_none_or(|w| w == cpu_seat),
            "CPU lost: {game:?}"
        );
        return;
    }
    if game.to_act() == Some(cpu_seat) {
        let mv = AlphaBeta::new(settings).search(game).best.unwrap();
        let mut g = game.clone();
        g.play(mv).unwrap();
        never_loses(&g, cpu_seat, settings, lines);
    } else {
        for mv in game.legal_moves() {
            let mut g = game.clone();
            g.play(mv).unwrap();
            never_loses(&g, cpu_seat, settings, lines);
        }
    }
}

#[test]
fn tic_tac_toe_never_loses_as_either_side() {
    for seat in 0..2 {
        let mut lines = 0;
        never_loses(
            &TicTacToe::default(),
            Player::new(seat),
            full(9),
            &mut lines,
        );
        assert!(lines > 10, "{lines}");
    }
}

#[test]
fn tic_tac_toe_default_level_never_loses() {
    let settings = Settings::default();
    for seat in 0..2 {
        let mut lines = 0;
        never_loses(
            &TicTacToe::default(),
            Player::new(seat),
            settings,
            &mut lines,
        );
    }
}

#[test]
fn tic_tac_toe_takes_the_win_and_blocks() {
    // X to move wins at 2 (top row).
    let g = TicTacToe::parse("XX./OO./...");
    let r = AlphaBeta::new(Settings::default()).search(&g);
    assert_eq!(r.best, Some(2));
    assert_eq!(r.score, Score::WinIn(1));
    // O to move must block at 2... or win? O wins at 5.
    let g = TicTacToe::parse("XX./OO./X..");
    assert_eq!(AlphaBeta::new(Settings::default()).search(&g).best, Some(5));
    // O to move, no win of its own: block at 2.
    let g = TicTacToe::parse("XX./.O./...");
    assert_eq!(AlphaBeta::new(Settings::default()).search(&g).best, Some(2));
}

#[test]
fn every_solved_tic_tac_toe_position_gets_a_best_move() {
    // All positions after two moves: the chosen move keeps the solved value.
    for g2 in after_two_moves() {
        let best = best_moves(&g2);
        let mv = AlphaBeta::new(full(9)).search(&g2).best.unwrap();
        assert!(best.contains(&mv), "{g2:?}: {mv} not in {best:?}");
    }
}

#[test]
fn nim_finds_the_winning_move() {
    for stones in 1..=30u8 {
        let g = Nim::new(stones);
        let r = AlphaBeta::new(Settings::default()).search(&g);
        let mv = r.best.unwrap();
        if stones % 4 != 0 {
            assert_eq!(mv, stones % 4, "{stones} stones");
            assert!(
                matches!(r.score, Score::WinIn(_)),
                "{stones}: {:?}",
                r.score
            );
        }
        assert!(g.is_legal(mv));
    }
}

#[test]
fn a_player_deciding_twice_in_a_row_is_not_negated() {
    // Double Nim: each player takes twice per turn. Compare with the solver.
    for stones in 1..=16u8 {
        let g = Nim::double(stones);
        let best = best_moves(&g);
        let mv = AlphaBeta::new(full(20)).search(&g).best.unwrap();
        assert!(best.contains(&mv), "{stones}: {mv} not in {best:?}");
        // And in the middle of a turn (second decision).
        let mut mid = Nim::double(stones + 1);
        mid.play(1).unwrap();
        if mid.outcome().is_none() {
            assert_eq!(mid.to_act(), Some(Player::new(0)));
            let best = best_moves(&mid);
            let mv = AlphaBeta::new(full(20)).search(&mid).best.unwrap();
            assert!(best.contains(&mv), "mid {stones}: {mv} not in {best:?}");
        }
    }
}

#[test]
fn repeated_decider_in_an_explicit_tree() {
    // P1 decides twice: at the root and again after move 0; a search that
    // flipped signs by ply parity would fear move 0 and settle for the draw.
    let tree = Tree::new(
        2,
        vec![
            choice(0, &[1, 2]),                           // 0: P1
            choice(0, &[3, 4]),                           // 1: P1 again
            common::Node::End(board_core::Outcome::Draw), // 2
            winner(1),                                    // 3: P2 wins
            winner(0),                                    // 4: P1 wins
        ],
    );
    let r = AlphaBeta::new(full(4)).search(&tree);
    assert_eq!(r.best, Some(0));
    assert_eq!(r.score, Score::WinIn(2));
    assert_eq!(r.pv, vec![0, 1]);
}

#[test]
fn the_shortest_win_is_preferred() {
    // Race to 6 from 4-4 with P1 to move: +2 wins at once.
    let g = Race {
        counters: vec![4, 4],
        turn: 0,
        goal: 6,
        prefer: Algorithm::Auto,
    };
    let r = AlphaBeta::new(Settings::default()).search(&g);
    assert_eq!((r.best, r.score), (Some(2), Score::WinIn(1)));
    // Tic-tac-toe: X can win now (2) or later; takes it now.
    let g = TicTacToe::parse("XX./O../O..");
    let r = AlphaBeta::new(full(9)).search(&g);
    assert_eq!((r.best, r.score), (Some(2), Score::WinIn(1)));
}

#[test]
fn losses_are_reported_with_their_distance() {
    // Nim with 4 stones: lost for the mover; the loss comes after 2 plies.
    let r = AlphaBeta::new(Settings::default()).search(&Nim::new(4));
    assert_eq!(r.score, Score::LossIn(2));
}

#[test]
fn long_games_are_judged_by_the_evaluation() {
    let g = Race::new(2, 1000);
    let r = AlphaBeta::new(Settings::default().with_limits(Limits::depth(6))).search(&g);
    assert_eq!(r.best, Some(2));
    assert_eq!(r.depth, 6);
    assert!(matches!(r.score, Score::Eval(_)));
}

#[test]
fn limits_hold() {
    let g = TicTacToe::default();
    let r = AlphaBeta::new(Settings::default().with_limits(Limits::depth(3))).search(&g);
    assert_eq!(r.depth, 3);
    for nodes in [1, 10, 100, 1000] {
        let r = AlphaBeta::new(Settings::default().with_limits(Limits::nodes(nodes))).search(&g);
        // Depth 1 always completes (9 root moves); otherwise a few nodes over.
        assert!(r.nodes <= nodes.max(9) + 9, "{nodes}: {}", r.nodes);
        assert!(g.is_legal(r.best.unwrap()));
    }
}

#[test]
fn searches_are_deterministic_and_do_not_change_the_game() {
    let g = TicTacToe::parse("X../.O./...");
    let before = g.clone();
    let a = AlphaBeta::new(Settings::default()).search(&g);
    let mut reused = AlphaBeta::new(Settings::default());
    reused.search(&TicTacToe::default());
    let b = reused.search(&g);
    assert_eq!(a, b);
    assert_eq!(g, before);
}

#[test]
fn quiescence_and_table_size_do_not_break_exact_results() {
    for quiescence in [false, true] {
        for table_bytes in [0, 1 << 10, 1 << 20] {
            let s = Settings {
                quiescence,
                table_bytes,
                ..full(12)
            };
            for stones in 1..=12u8 {
                let mv = AlphaBeta::new(s).search(&Nim::new(stones)).best.unwrap();
                if stones % 4 != 0 {
                    assert_eq!(mv, stones % 4);
                }
            }
        }
    }
}

#[test]
fn cpu_uses_alpha_beta_for_two_players_with_nothing_hidden() {
    let cpu = Cpu::from(Level::MIN);
    assert_eq!(
        cpu.algorithm_for(&TicTacToe::default()),
        Algorithm::AlphaBeta
    );
    let r = cpu.search(&TicTacToe::parse("XX./OO./..."));
    assert_eq!(r.algorithm, Algorithm::AlphaBeta);
    assert_eq!(r.determinizations, 0);
    assert_eq!(r.best, Some(2));
    // Over: no move.
    assert_eq!(cpu.choose(&TicTacToe::parse("XXX/OO./...")), None);
    let mut moves = <TicTacToe as Game>::Moves::default();
    TicTacToe::parse("XXX/OO./...").generate_moves(&mut moves);
    assert!(moves.as_slice().is_empty());
}

/// A waiting game: seat 0 may resign or pass, seat 1 may only pass; the
/// evaluation favours seat 1. Passing forever repeats the same two states.
#[derive(Clone, Debug)]
struct Waiting {
    turn: u8,
    resigned: bool,
    plies: u32,
    /// Whether the game reports repetitions.
    repeats: bool,
}

impl Game for Waiting {
    type Move = u8;
    type Moves = board_core::MoveList<u8, 2>;
    type Error = board_core::IllegalMove;
    fn player_count(&self) -> usize {
        2
    }
    fn to_act(&self) -> Option<Player> {
        (!self.resigned).then(|| Player::new(self.turn))
    }
    fn generate_moves(&self, m: &mut Self::Moves) {
        if !self.resigned {
            m.push(0);
            if self.turn == 0 {
                m.push(1);
            }
        }
    }
    fn play(&mut self, mv: u8) -> Result<(), board_core::IllegalMove> {
        if !self.is_legal(mv) {
            return Err(board_core::IllegalMove);
        }
        self.play_unchecked(mv);
        Ok(())
    }
    fn play_unchecked(&mut self, mv: u8) {
        self.resigned = mv == 1;
        self.turn ^= 1;
        self.plies += 1;
    }
    fn outcome(&self) -> Option<board_core::Outcome> {
        self.resigned
            .then(|| board_core::Outcome::Winner(Player::new(1)))
    }
    fn zobrist(&self) -> u64 {
        self.turn as u64 | (self.resigned as u64) << 1
    }
    fn repetition_distance(&self) -> Option<u32> {
        (self.repeats && self.plies >= 2).then_some(2)
    }
}

impl board_core::Evaluate for Waiting {
    fn evaluate(&self, player: Player) -> i32 {
        if player.index() == 1 { 500 } else { -500 }
    }
}

/// A state repeated below the root is a draw (`Game::repetition_distance`),
/// so seat 0 passes and expects a draw; a repetition of the root itself is
/// not (the opponent may deviate), and without the hook the evaluation
/// decides.
#[test]
fn a_repetition_below_the_root_is_a_draw() {
    let game = |repeats| Waiting {
        turn: 0,
        resigned: false,
        plies: 0,
        repeats,
    };
    for depth in 3..=6 {
        let r = AlphaBeta::new(Settings {
            eval_noise: 0,
            ..full(depth)
        })
        .search(&game(true));
        assert_eq!(
            (r.best, r.score),
            (Some(0), Score::Eval(0)),
            "depth {depth}"
        );
        let r = AlphaBeta::new(Settings {
            eval_noise: 0,
            ..full(depth)
        })
        .search(&game(false));
        assert_eq!(
            (r.best, r.score),
            (Some(0), Score::Eval(-500)),
            "depth {depth}"
        );
    }
    // At depth 2 the only repetition is of the root: not a draw.
    let r = AlphaBeta::new(Settings {
        eval_noise: 0,
        ..full(2)
    })
    .search(&game(true));
    assert_eq!(r.score, Score::Eval(-500));
}
