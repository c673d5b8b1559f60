//! The shared faces: views, move effects, evaluation, text and serde forms.
// ST-2.1 ST-3.3 ST-6.1 ST-6.2 ST-8.1 ST-9.2 ST-10.2 ST-11.3 ST-16.1 ST-18.1 ST-19.1

use board_core::inspect::{Coord, Perspective};
use board_core::{Evaluate, Game, Inspect, MoveNotation, Player, Square};
use strife_truce::{Action, Strife};

fn game(p: &str) -> Strife {
    p.parse().unwrap_or_else(|e| panic!("{p}: {e}"))
}

fn effect(p: &str, decision: &str) -> String {
    let g = game(p);
    let a = g.parse_move(decision).unwrap();
    g.move_effect(a).to_string()
}

#[test]
fn views_show_pieces_marks_and_sides() {
    let g = game(
        "4k3/8/8/8/3Rn3/8/8/4K3 b mana=3/17 sets=ice/undead ply=41 frozen=d4 invincible=e1 fire=a1 locked=w dead=PPN/Q",
    );
    let v = g.view(Perspective::Omniscient);
    assert_eq!(v, g.view(Perspective::Spectator));
    assert_eq!(v, g.view(Perspective::Seat(Player::new(0))));
    let d4 = Coord::Square(Square::D4);
    let rook = v.piece(d4).unwrap();
    assert_eq!(
        (rook.owner, &*rook.kind, &*rook.glyph),
        (Player::new(0), "rook", "R")
    );
    assert_eq!(v.piece(Coord::Square(Square::E4)).unwrap().glyph, "N");
    // Made by White (not to move): they end with Black's turn.
    assert_eq!(v.marks(d4)[0].to_string(), "frozen(P1, 1)");
    assert_eq!(
        v.marks(Coord::Square(Square::A1))[0].to_string(),
        "fire(P1, 1)"
    );
    assert_eq!(v.to_act, Some(Player::new(1)));
    let white: Vec<String> = v.sides[0].info.iter().map(|i| i.to_string()).collect();
    assert_eq!(
        white,
        ["mana: 3", "set: ice", "mana lock: locked", "dead: PPN"]
    );
    assert_eq!(v.sides[1].name, "Black");
    assert_eq!(v.info[0].to_string(), "turn: 42");
    assert_eq!(g.seat_name(Player::new(0)), "White");
}

#[test]
fn move_effects_follow_the_real_paths() {
    // Double Play: both legs.
    assert_eq!(
        effect(
            "4k3/8/8/8/8/8/8/1N2K3 w mana=5/0 sets=none/none ply=0",
            "b1a3,DP:b5"
        ),
        "move b1-a3; move a3-b5"
    );
    // A slider passes every square; the capture is removed first.
    assert_eq!(
        effect(
            "4k3/8/8/8/8/8/p7/R3K3 w mana=0/0 sets=none/none ply=0",
            "a1a2"
        ),
        "remove a2; move a1-a2"
    );
    assert_eq!(
        effect(
            "4k3/8/8/8/8/8/8/R3K3 w mana=0/0 sets=none/none ply=0",
            "a1a4"
        ),
        "move a1-a2-a3-a4"
    );
    // Push: the pushed piece moves first.
    assert_eq!(
        effect(
            "4k3/8/8/8/8/3p4/3R4/4K3 w mana=5/0 sets=none/none ply=0",
            "d2d4,PU"
        ),
        "move d3-d4-d5; move d2-d3-d4"
    );
    // Flee: an exchange is a move and a placement.
    assert_eq!(
        effect(
            "4k3/8/8/8/8/8/3P4/4K3 w mana=15/0 sets=none/none ply=0",
            "FL:e1e8"
        ),
        "move e1-e8; place e1 K"
    );
    // Kamikaze: the deaths.
    assert_eq!(
        effect(
            "4k3/8/8/8/3Rn3/8/8/4K3 w mana=13/0 sets=none/none ply=0 dead=-/P stage=moved actor=d4 origin=d3 trail=d3 killed=y",
            "KZ:d4"
        ),
        "remove d4; remove e4"
    );
    // Resurrection: payments removed, the new piece placed.
    assert_eq!(
        effect(
            "4k3/8/8/8/8/8/2PP4/1Q2K3 w mana=13/0 sets=none/none ply=0 dead=N/- stage=moved actor=b1 origin=d1 trail=c1,d1",
            "AR:b1:Na1:c2d2"
        ),
        "place a1 N; remove c2; remove d2"
    );
    // Promotion: the pawn moves, then the new piece is placed.
    assert_eq!(
        effect(
            "4k3/P7/8/8/8/8/8/4K3 w mana=0/0 sets=none/none ply=0",
            "a7a8n"
        ),
        "move a7-a8; place a8 N"
    );
    // Marks: Set Trail's fire, made by White; the turn then ends, so it
    // lasts one more turn end (Black's).
    assert_eq!(
        effect(
            "4k3/8/8/8/R7/8/8/4K3 w mana=8/0 sets=fire/none ply=0 stage=moved actor=a4 origin=a1 trail=a1,a2,a3",
            "$TR"
        ),
        "mark a1 fire(P1, 1); mark a2 fire(P1, 1); mark a3 fire(P1, 1)"
    );
    // In the middle of a turn, a mark made now lasts two turn ends.
    assert_eq!(
        effect(
            "4k3/8/8/8/8/8/8/R3K3 w mana=20/0 sets=ice/none ply=0",
            "$FR:a1e8"
        ),
        "mark a1 frozen(P1, 2); mark e8 frozen(P1, 2)"
    );
    // A collision stops next to the frozen piece and breaks its ice.
    assert_eq!(
        effect(
            "4k3/3r4/8/8/8/8/8/3RK3 b mana=0/0 sets=none/none ply=1 frozen=d1",
            "d7d1"
        ),
        "move d7-d6-d5-d4-d3-d2; unmark d1 frozen(P1, 1)"
    );
}

#[test]
fn evaluation_is_antisymmetric_and_bounded() {
    let g = Strife::start_with_mana("fire,void".parse().unwrap(), 10);
    for seed in 0..4 {
        let out = board_core::playout(&g, seed, 30);
        let s = &out.end_state;
        assert_eq!(s.evaluate(Player::new(0)), -s.evaluate(Player::new(1)));
        assert!(s.evaluate(Player::new(0)).abs() <= board_core::EVAL_LIMIT);
    }
    // More mana is better; a won game is the limit.
    let a = game("4k3/8/8/8/8/8/8/4K3 w mana=10/0 sets=none/none ply=0");
    assert!(a.evaluate(Player::new(0)) > 0);
    let won = game("4k3/8/8/8/8/8/8/8 w mana=0/0 sets=none/none ply=0");
    assert_eq!(won.evaluate(Player::new(1)), board_core::EVAL_LIMIT);
    assert_eq!(won.end_reason().as_deref(), Some("elimination"));
    // Captures of the most valuable piece first; they are noisy.
    let p = game("4k3/8/8/8/1q1p4/8/2N5/4K3 w mana=0/0 sets=none/none ply=0");
    let takes_queen = p.parse_move("c2b4").unwrap();
    let takes_pawn = p.parse_move("c2d4").unwrap();
    let quiet = p.parse_move("c2a1").unwrap();
    assert!(p.move_priority(takes_queen) > p.move_priority(takes_pawn));
    assert!(p.is_noisy(takes_queen) && !p.is_noisy(quiet));
    // A seat the game does not have.
    assert_eq!(p.evaluate(Player::new(3)), 0);
}

#[test]
fn decisions_have_text_debug_and_serde_forms() {
    let g = Strife::start(Default::default());
    let a = g.legal_moves()[0];
    assert_eq!(format!("{a:?}"), a.to_string());
    let json = serde_json::to_string(&a).unwrap();
    assert_eq!(serde_json::from_str::<Action>(&json).unwrap(), a);
    assert!(serde_json::from_str::<Action>("\"e2e4,ZZ\"").is_err());
    assert_eq!(format!("{g:?}"), g.to_string());
    assert_eq!("end".parse::<Action>(), Ok(Action::EndTurn));
}
