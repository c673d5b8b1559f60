//! Regressions from the issue tracker: the hash and the order of
//! elimination, deep perft on a finished game, bounded error messages.

mod common;

use board_core::{Game, MoveNotation, Outcome, Player, Ranking, perft};
use kyrras::{Kyrras, PlayerCount};

fn two_left(order: &str) -> Kyrras {
    common::pos(
        PlayerCount::Four,
        &[("K2", 0, -4), ("R2", 2, -2), ("K3", 0, 4), ("R3", -2, 3)],
        &format!("P3 - 1234 {order} 0"),
    )
}

// KY-10.10: the order of elimination decides the ranking, so the hash must
// cover it (1,540 collisions in 10,000 four-player games before).
#[test]
fn elimination_order_is_hashed() {
    let a = two_left("1,4");
    let b = two_left("4,1");
    assert!(a.position_text().ends_with("P3 - 1234 1,4 0"));
    assert!(b.position_text().ends_with("P3 - 1234 4,1 0"));
    assert_ne!(a, b);
    assert_ne!(a.zobrist(), b.zobrist());
    assert_eq!(a.zobrist(), a.zobrist_from_scratch());
    assert_eq!(b.zobrist(), b.zobrist_from_scratch());
    // The same resignation ends them with different rankings.
    let (mut a, mut b) = (a, b);
    a.resign(Player::new(2)).unwrap();
    b.resign(Player::new(2)).unwrap();
    assert_eq!(
        a.outcome(),
        Some(Outcome::Ranking(Ranking::new(&[4, 1, 2, 3]).unwrap()))
    );
    assert_eq!(
        b.outcome(),
        Some(Outcome::Ranking(Ranking::new(&[3, 1, 2, 4]).unwrap()))
    );
}

// KY-10.7: a finished game has no moves at any depth; a deep perft neither
// recurses nor overflows the stack.
#[test]
fn deep_perft_of_a_finished_game_is_zero() {
    let mut g = Kyrras::standard(PlayerCount::Three);
    g.resign(Player::new(0)).unwrap();
    g.resign(Player::new(1)).unwrap();
    assert!(g.outcome().is_some());
    assert_eq!(perft(&g, 10_000), 0);
}

// KY-7.3, KY-10.2: a position the property tests found after the bulk
// counter came in: P2, in check, declines to appoint a
// Viceroy and is then checkmated. The counter's fallback for a double check
// counted the moves of the phase still set (the Viceroy decision's three)
// instead of the piece moves, so the game went on with no legal move.
#[test]
fn declining_the_viceroy_in_check_with_no_move_ends_the_game() {
    let mut g: Kyrras = "R4 5/6/7/E1n7/9/2V15/7/S2seK24/K1D11R21 P2 - - - 0"
        .parse()
        .unwrap();
    let none = g.parse_move("V:none").unwrap();
    g.play(none).unwrap();
    let listed = g.legal_moves().len() as u64;
    assert_eq!(g.count_moves(), listed, "count and list disagree");
    assert_eq!(g.outcome().is_some(), listed == 0, "{g}");
}
