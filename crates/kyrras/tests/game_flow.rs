//! Turn order, the Viceroy, promotion and the end of the game (KY-4, KY-8,
//! KY-9, KY-10), with 2, 3 and 4 players.

mod common;

use board_core::inspect::Inspect;
use board_core::{Game, MoveNotation, Outcome, Player, Ranking, playout};
use common::{moves, play, pos, pos2, targets};
use kyrras::{Kind, Kyrras, Phase, PlayerCount};

fn p(i: u8) -> Player {
    Player::new(i)
}

// KY-4.1 KY-4.3: P1 first, then clockwise, one move per turn.
#[test]
fn turn_order_is_clockwise() {
    for n in [PlayerCount::Two, PlayerCount::Three, PlayerCount::Four] {
        let mut g = Kyrras::standard(n);
        for ply in 0..12 {
            assert_eq!(g.to_act(), Some(p((ply % n.get()) as u8)));
            let mut list = kyrras::Moves::new();
            g.generate_moves(&mut list);
            let quiet: Vec<_> = list
                .iter()
                .filter(|&&m| !g.format_move(m).contains('x'))
                .collect();
            g.play(*quiet[ply % quiet.len()]).unwrap();
        }
    }
}

// KY-4.2: eliminated players are skipped.
#[test]
fn eliminated_players_are_skipped() {
    let pieces = [
        ("K1", 6, -6),
        ("B1", 4, -4),
        ("K3", -6, 6),
        ("B3", -4, 4),
        ("V3", -5, 5),
        ("K4", 3, 3),
        ("B4", 2, 2),
        ("V4", 3, 2),
    ];
    let mut g = pos(PlayerCount::Four, &pieces, "P1 v 1234 2 0");
    assert!(g.is_eliminated(p(1)).unwrap());
    play(&mut g, "P1B(4,-4)-(3,-3)");
    assert_eq!(g.to_act(), Some(p(2)));
    play(&mut g, "P3B(-4,4)-(-3,3)");
    assert_eq!(g.to_act(), Some(p(3)));
    play(&mut g, "P4B(2,2)-(1,2)");
    assert_eq!(g.to_act(), Some(p(0)));
}

// KY-4.4 KY-8.2: without a Viceroy the turn starts with the decision; the
// chosen piece becomes a Viceroy where it stands.
#[test]
fn viceroy_replacement() {
    let pieces = [
        ("K1", 4, -2),
        ("K2", -4, 2),
        ("R1", 0, 0),
        ("E1n", 1, -1),
        ("V2", -4, 4),
        ("B2", 0, 2),
    ];
    let mut g = pos(PlayerCount::Two, &pieces, "P1 - 12 - 0");
    assert_eq!(g.phase(), Phase::Decide);
    assert_eq!(moves(&g), ["V:P1E-N(1,-1)", "V:P1R(0,0)", "V:none"]);
    play(&mut g, "V:P1R(0,0)");
    assert_eq!(g.to_act(), Some(p(0)));
    assert_eq!(
        g.piece_at(board_core::hex::Hex::new(0, 0)).unwrap().kind,
        Kind::Viceroy
    );
    // It moves as a Viceroy now: stopped by the enemy Rabble on (0,2).
    assert!(targets(&g, 0, 0).contains(&(0, 2)));
    assert!(!targets(&g, 0, 0).contains(&(0, 3)));
    // An Elephant chosen instead loses its facing.
    let mut g = pos(PlayerCount::Two, &pieces, "P1 - 12 - 0");
    play(&mut g, "V:P1E-N(1,-1)");
    assert_eq!(
        g.piece_at(board_core::hex::Hex::new(1, -1)).unwrap().facing,
        None
    );
}

// KY-8.3: declining is offered again at the start of every later turn.
// KY-8.4: not offered with only a King; dropped on elimination.
#[test]
fn declining_and_no_candidates() {
    let pieces = [("K1", 4, -2), ("K2", -4, 2), ("R1", 0, 0), ("V2", -4, 4)];
    let mut g = pos(PlayerCount::Two, &pieces, "P1 - 12 - 0");
    play(&mut g, "V:none");
    assert_eq!(g.phase(), Phase::Move);
    play(&mut g, "P1R(0,0)-(0,1)");
    play(&mut g, "P2V(-4,4)-(-3,4)");
    assert_eq!(g.phase(), Phase::Decide);
    assert!(moves(&g).contains(&"V:P1R(0,1)".to_string()));
    let lonely = pos(
        PlayerCount::Two,
        &[("K1", 4, -2), ("K2", -4, 2), ("V2", -4, 4)],
        "P1 - 12 - 0",
    );
    assert_eq!(lonely.phase(), Phase::Move);
    // The viceroy is lost to a capture: the owner decides at their turn.
    let mut g = pos2(&[
        ("K1", 4, -2),
        ("K2", -4, 2),
        ("V1", 0, 0),
        ("R1", 1, 1),
        ("D2", 0, 3),
        ("V2", -3, 3),
    ]);
    play(&mut g, "P1R(1,1)-(2,1)");
    play(&mut g, "P2D(0,3)xP1V(0,0)");
    assert_eq!(g.phase(), Phase::Decide);
}

// KY-9.1: a Rabble reaching the far edge becomes a Raider; not on its own
// half nor on the middle row's edge cells. KY-9.2 KY-8.1: only with a
// Viceroy.
#[test]
fn rabble_promotion() {
    let base = [
        ("K1", 4, -2),
        ("K2", -4, 2),
        ("V1", 4, -4),
        ("B1", -3, 3),
        ("B1", 3, 0),
        ("B1", 2, 1),
    ];
    let mut g = pos2(&base);
    assert!(moves(&g).contains(&"P1B(-3,3)-(-4,3)=R".to_string()));
    play(&mut g, "P1B(-3,3)-(-4,3)=R");
    assert_eq!(
        g.piece_at(board_core::hex::Hex::new(-4, 3)).unwrap().kind,
        Kind::Raider
    );
    assert!(moves(&pos2(&base)).contains(&"P1B(3,0)-(4,0)".to_string()));
    assert!(moves(&pos2(&base)).contains(&"P1B(2,1)-(2,2)".to_string()));
    // Promotion on a capture.
    let mut cap = base.to_vec();
    cap.push(("N2", -4, 3));
    assert!(moves(&pos2(&cap)).contains(&"P1B(-3,3)xP2N(-4,3)=R".to_string()));
    // No Viceroy: no promotion.
    let no_v: Vec<_> = base.iter().copied().filter(|x| x.0 != "V1").collect();
    let mut g = pos2(&no_v);
    play(&mut g, "P1B(-3,3)-(-4,3)");
    assert_eq!(
        g.piece_at(board_core::hex::Hex::new(-4, 3)).unwrap().kind,
        Kind::Rabble
    );
    // 3 and 4 players: the far side of each seat's perpendicular.
    assert!(
        kyrras::promotion_zone(PlayerCount::Three, p(1))
            .unwrap()
            .contains(
                PlayerCount::Three
                    .grid()
                    .index_of(board_core::hex::Hex::new(5, 0))
                    .unwrap()
            )
    );
    assert!(
        kyrras::promotion_zone(PlayerCount::Four, p(1))
            .unwrap()
            .contains(
                PlayerCount::Four
                    .grid()
                    .index_of(board_core::hex::Hex::new(3, 3))
                    .unwrap()
            )
    );
}

// KY-10.1 KY-10.2: checkmate wins with two players left; with more it
// eliminates (all pieces leave) and play goes on.
#[test]
fn checkmate() {
    let pieces = [
        ("K1", 4, -2),
        ("V1", 4, -4),
        ("K2", -4, 4),
        ("D1", 0, 0),
        ("R1", -3, 1),
        ("R1", -4, 0),
    ];
    let g = pos(PlayerCount::Two, &pieces, "P2 v 12 - 0");
    assert_eq!(g.outcome(), Some(Outcome::Winner(p(0))));
    assert_eq!(g.end_reason().as_deref(), Some("checkmate"));
    let pieces = [
        ("K1", 5, -5),
        ("D1", -1, 0),
        ("R1", -4, 2),
        ("R1", -5, 1),
        ("K2", -5, 5),
        ("K3", 0, 5),
        ("B3", 1, 3),
    ];
    let mut g = pos(PlayerCount::Three, &pieces, "P1 v 123 - 0");
    play(&mut g, "P1D(-1,0)-(-1,1)");
    assert!(g.is_eliminated(p(1)).unwrap());
    assert!(g.pieces_of(p(1)).unwrap().is_empty());
    assert_eq!(g.to_act(), Some(p(2)));
    assert_eq!(g.outcome(), None);
    assert_eq!(g.end_reason(), None);
}

fn stalemate3(state: &str) -> Kyrras {
    let pieces = [
        ("K1", 5, -5),
        ("R1", -4, 2),
        ("R1", -5, 1),
        ("K2", -5, 5),
        ("K3", 0, 5),
        ("B3", 1, 3),
    ];
    pos(PlayerCount::Three, &pieces, state)
}

// KY-10.3: stalemate with two players is a draw.
#[test]
fn stalemate_two_players() {
    let pieces = [
        ("K1", 4, -2),
        ("V1", 4, -4),
        ("K2", -4, 4),
        ("R1", -3, 1),
        ("R1", -4, 0),
    ];
    let g = pos(PlayerCount::Two, &pieces, "P2 v 12 - 0");
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert_eq!(g.end_reason().as_deref(), Some("stalemate"));
}

// KY-10.4: stalemate with three: pass or forfeit.
#[test]
fn stalemate_three_players() {
    let g = stalemate3("P2 v 123 - 0");
    assert_eq!(g.phase(), Phase::Stalemate);
    assert_eq!(moves(&g), ["P2:forfeit", "P2:pass"]);
    // KY-10.5: an elimination restarts the count of passes.
    let mut f = stalemate3("P2 v 123 - 1");
    play(&mut f, "P2:forfeit");
    assert_eq!(f.passes(), 0);
    assert!(f.is_eliminated(p(1)).unwrap());
    assert_eq!(f.to_act(), Some(p(2)));
    let mut s = g;
    play(&mut s, "P2:pass");
    assert!(!s.is_eliminated(p(1)).unwrap());
    assert_eq!(s.passes(), 1);
}

// KY-10.5: everyone passes in turn: a draw.
#[test]
fn all_pass_is_a_draw() {
    let mut g = stalemate3("P2 v 123 - 2");
    play(&mut g, "P2:pass");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Ranking(Ranking::new(&[1, 1, 1]).unwrap()))
    );
    assert_eq!(g.end_reason().as_deref(), Some("every player passed"));
}

// KY-10.6: only Kings left is a draw.
#[test]
fn only_kings_is_a_draw() {
    let mut g = pos2(&[("K1", 0, 0), ("K2", -4, 2), ("B2", 0, 1)]);
    play(&mut g, "P1K(0,0)xP2B(0,1)");
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert_eq!(g.end_reason().as_deref(), Some("only kings left"));
}

// KY-10.7: resigning.
#[test]
fn resigning() {
    let mut g = Kyrras::standard(PlayerCount::Three);
    g.resign(p(1)).unwrap();
    assert!(g.is_eliminated(p(1)).unwrap());
    assert!(g.pieces_of(p(1)).unwrap().is_empty());
    assert_eq!(g.to_act(), Some(p(0)));
    g.resign(p(0)).unwrap();
    // KY-10.10: the last player left wins; the ranking follows elimination.
    assert_eq!(
        g.outcome(),
        Some(Outcome::Ranking(Ranking::new(&[2, 3, 1]).unwrap()))
    );
    assert_eq!(g.end_reason().as_deref(), Some("resignation"));
    assert!(g.resign(p(2)).is_err());
}

// KY-10.8: before the first turn, no legal move means a pass.
#[test]
fn first_round_pass() {
    let pieces = [
        ("K1", 4, -2),
        ("V1", 4, -4),
        ("K2", -4, 4),
        ("R1", -3, 1),
        ("R1", -4, 0),
    ];
    let mut g = pos(PlayerCount::Two, &pieces, "P2 v 1 - 0");
    assert_eq!(g.phase(), Phase::ForcedPass);
    assert_eq!(moves(&g), ["P2:pass"]);
    play(&mut g, "P2:pass");
    assert!(g.has_taken_first_turn(p(1)).unwrap());
    assert_eq!(g.to_act(), Some(p(0)));
}

// KY-10.9: no draw by repetition or move limit.
#[test]
fn no_repetition_draw() {
    let mut g = Kyrras::standard(PlayerCount::Two);
    for _ in 0..5 {
        play(&mut g, "P1N(2,-4)-(-1,-2)");
        play(&mut g, "P2N(-2,4)-(1,2)");
        play(&mut g, "P1N(-1,-2)-(2,-4)");
        play(&mut g, "P2N(1,2)-(-2,4)");
    }
    assert_eq!(g, Kyrras::standard(PlayerCount::Two).tap_first_round());
    assert_eq!(g.outcome(), None);
}

trait Tap {
    fn tap_first_round(self) -> Self;
}
impl Tap for Kyrras {
    /// The standard position after both players have moved once and back.
    fn tap_first_round(mut self) -> Self {
        play(&mut self, "P1N(2,-4)-(-1,-2)");
        play(&mut self, "P2N(-2,4)-(1,2)");
        play(&mut self, "P1N(-1,-2)-(2,-4)");
        play(&mut self, "P2N(1,2)-(-2,4)");
        self
    }
}

// KY-10.10: every finished game has a valid outcome of the right shape.
#[test]
fn outcomes_have_the_right_shape() {
    for n in [PlayerCount::Two, PlayerCount::Three, PlayerCount::Four] {
        for seed in 0..20 {
            let line = playout(&Kyrras::standard(n), seed, 5000);
            let Some(o) = line.end_state.outcome() else {
                continue;
            };
            assert!(o.is_valid_for(n.get()));
            let reason = line.end_state.end_reason().unwrap();
            assert!(
                [
                    "king captured",
                    "checkmate",
                    "stalemate",
                    "every player passed",
                    "only kings left"
                ]
                .contains(&reason.as_str()),
                "{reason}"
            );
            match (n, o) {
                (PlayerCount::Two, Outcome::Winner(_) | Outcome::Draw) => {}
                (PlayerCount::Three | PlayerCount::Four, Outcome::Ranking(_)) => {}
                other => panic!("{other:?}"),
            }
        }
    }
    // Formatting a finished game's moves is still possible.
    let g = Kyrras::standard(PlayerCount::Two);
    let _ = g.format_move(kyrras::Move::PASS);
}
