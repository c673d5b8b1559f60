//! Every game of the workspace, through nothing but board-core's generic
//! API: "a new game of G" is `G::default()`, the kit's hidden-information
//! check passes, and the public record of a random game replays as the
//! seat saw it and names no card the seat could not see.

use std::fmt::Debug;

use board_core::inspect::{Inspect, Perspective};
use board_core::testkit::Conformance;
use board_core::{History, MoveNotation, Player, playout};
use glinski::Glinski;
use kyrras::{Kyrras, PlayerCount};
use lytharia::chess::Chess;
use lytharia::{LytharianChess, Mode};
use strife_truce::Strife;

/// The kit's seat checks over a few short random games.
fn seat_checks<G: Inspect + Debug + PartialEq + 'static>(start: G, plies: usize) {
    seat_checks_with(Conformance::new(start), plies);
}

/// The same, for a game whose equal hashes mean "the same future" rather
/// than `==` (Strife: the ply counter is not hashed).
fn seat_checks_with<G: Inspect + Debug + PartialEq + 'static>(kit: Conformance<G>, plies: usize) {
    let report = kit
        .seed(11)
        .playouts(2)
        .max_plies(plies)
        .refusals_per_state(0)
        .with_hidden_information()
        .run()
        .unwrap_or_else(|v| panic!("{v}"));
    assert!(report.states > 2, "{report:?}");
}

/// A random game's public record for every seat: each ply's view is the
/// seat's own, the effects replay it, and only open games carry notation.
fn record_replays<G: Inspect + MoveNotation + Debug>(start: G, plies: usize) {
    let game = playout(&start, 5, plies);
    let mut history = History::new(start.clone());
    for &mv in &game.moves {
        history
            .play(mv)
            .unwrap_or_else(|_| panic!("replay of {mv:?}"));
    }
    for seat in 0..start.player_count() {
        let who = Perspective::Seat(Player::new(seat as u8));
        let record = history.public_record(who);
        assert_eq!(record.plies.len(), game.moves.len());
        let mut view = record.start.clone();
        for (i, ply) in record.plies.iter().enumerate() {
            let state = history.state_at(i + 1).unwrap();
            assert_eq!(ply.view, state.view(who), "ply {i} for {who:?}");
            view.apply(&ply.effect.changes).unwrap();
            assert_eq!(view.cells, ply.view.cells, "effects replay, ply {i}");
            assert_eq!(ply.notation.is_some(), !start.has_hidden_information());
        }
        // Turns never go backwards.
        assert!(record.plies.windows(2).all(|w| w[0].turn <= w[1].turn));
    }
}

#[test]
fn chess_is_seat_safe() {
    seat_checks(Chess::default(), 40);
    record_replays(Chess::default(), 60);
}

#[test]
fn glinski_is_seat_safe() {
    seat_checks(Glinski::default(), 30);
    record_replays(Glinski::default(), 40);
}

#[test]
fn kyrras_is_seat_safe_for_two_to_four_players() {
    seat_checks(Kyrras::default(), 30);
    for count in [PlayerCount::Three, PlayerCount::Four] {
        seat_checks(Kyrras::standard(count), 24);
        record_replays(Kyrras::standard(count), 40);
    }
}

#[test]
fn strife_is_seat_safe() {
    let sets = "fire,ice".parse().unwrap();
    seat_checks_with(
        Conformance::new(Strife::start_with_mana(sets, 20)).hash_equivalence(Strife::same_future),
        30,
    );
    record_replays(Strife::default(), 40);
}

#[test]
fn lytharian_chess_is_seat_safe_in_every_mode() {
    seat_checks(LytharianChess::default(), 40);
    for mode in [Mode::Duels, Mode::PawnWars] {
        seat_checks(LytharianChess::new(mode, 3), 40);
        record_replays(LytharianChess::new(mode, 3), 60);
    }
    record_replays(LytharianChess::default(), 80);
}
