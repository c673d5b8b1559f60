//! One face for every game (issue 8): seats, serde, text forms, the
//! inspection view and move effects, the evaluation.

mod common;

use board_core::hex::{Direction, Hex};
use board_core::inspect::{Change, Coord, Geometry, Inspect, Mark, Perspective, PieceView};
use board_core::{EVAL_LIMIT, Evaluate, Game, MoveNotation, Player};
use common::{play, pos, pos2};
use kyrras::{
    Action, Kind, Kyrras, Move, Piece, PlayerCount, Seat, home_territory, in_home, promotion_zone,
    standard_army,
};

fn p(i: u8) -> Player {
    Player::new(i)
}

fn at(q: i32, r: i32) -> Coord {
    Coord::Hex(Hex::new(q, r))
}

fn effect_of(g: &Kyrras, text: &str) -> Vec<Change> {
    let mv = g.parse_move(text).unwrap();
    g.move_effect(mv).changes
}

// KY-1.3 KY-4.2: seats the game does not have are refused, never wrapped.
#[test]
fn seats_beyond_the_count_are_refused() {
    let g = Kyrras::standard(PlayerCount::Two);
    for bad in [p(2), p(3), p(4), p(200)] {
        assert_eq!(g.pieces_of(bad), None);
        assert_eq!(g.is_eliminated(bad), None);
        assert_eq!(g.has_taken_first_turn(bad), None);
        assert_eq!(g.in_check(bad), None);
        assert_eq!(g.has_viceroy(bad), None);
        assert_eq!(Seat::of(PlayerCount::Two, bad), None);
        assert_eq!(home_territory(PlayerCount::Two, bad), None);
        assert_eq!(promotion_zone(PlayerCount::Two, bad), None);
        assert_eq!(in_home(PlayerCount::Two, bad, Hex::new(0, -1)), None);
        assert!(standard_army(PlayerCount::Two, bad).is_none());
        assert!(g.clone().resign(bad).is_err());
        assert_eq!(g.evaluate(bad), 0);
    }
    // The real seats answer.
    assert_eq!(g.pieces_of(p(1)).map(|s| s.len()), Some(18));
    assert_eq!(g.has_viceroy(p(1)), Some(true));
    let four = Kyrras::standard(PlayerCount::Four);
    assert_eq!(four.pieces_of(p(3)).map(|s| s.len()), Some(18));
    assert_eq!(four.pieces_of(p(4)), None);
}

// KY-11.1: moves speak board-core's Hex.
#[test]
fn moves_speak_hex() {
    let g = Kyrras::standard(PlayerCount::Two);
    let moves = g.legal_moves();
    for &m in &moves {
        let (from, to) = (m.from().unwrap(), m.to().unwrap());
        assert_eq!(g.piece_at(from).unwrap().owner, p(0));
        assert_eq!(Move::step(PlayerCount::Two, from, to), Some(m));
        assert_eq!(m.action(), Action::Step { from, to });
        assert_eq!(Move::from_action(PlayerCount::Two, m.action()), Some(m));
        assert_eq!(m.appointed(), None);
    }
    // The same cells on another board are another move: not legal here.
    let m = moves[0];
    let other = Move::step(PlayerCount::Three, m.from().unwrap(), m.to().unwrap()).unwrap();
    assert_ne!(other, m);
    assert!(!g.is_legal(other));
    assert!(g.clone().play(other).is_err());
    assert_eq!(g.piece_at(Hex::new(7, 0)), None);
    assert!(!g.is_mountain(Hex::new(7, 0)));
}

// KY-11.13: FromStr, Display and Debug are the position text.
#[test]
fn position_text_forms() {
    for n in [PlayerCount::Two, PlayerCount::Three, PlayerCount::Four] {
        let g = Kyrras::random(n, 9);
        let text = g.position_text();
        assert_eq!(g.to_string(), text);
        assert_eq!(format!("{g:?}"), text);
        assert_eq!(text.parse::<Kyrras>().unwrap(), g);
    }
    assert!("R7 nonsense".parse::<Kyrras>().is_err());
}

// KY-8.2 KY-10.4: serde of moves, pieces and counts is by name and stable.
#[test]
fn serde_is_name_based() {
    let step = Move::step(PlayerCount::Two, Hex::new(0, -1), Hex::new(0, 0)).unwrap();
    let json = serde_json::to_string(&step).unwrap();
    assert_eq!(
        json,
        r#"{"move":"step","radius":4,"from":{"q":0,"r":-1},"to":{"q":0,"r":0}}"#
    );
    assert_eq!(serde_json::from_str::<Move>(&json).unwrap(), step);
    let appoint = Move::appoint(PlayerCount::Four, Hex::new(-2, 5)).unwrap();
    let json = serde_json::to_string(&appoint).unwrap();
    assert_eq!(json, r#"{"move":"appoint","radius":6,"at":{"q":-2,"r":5}}"#);
    assert_eq!(serde_json::from_str::<Move>(&json).unwrap(), appoint);
    for (m, text) in [
        (Move::DECLINE_VICEROY, r#"{"move":"decline_viceroy"}"#),
        (Move::PASS, r#"{"move":"pass"}"#),
        (Move::FORFEIT, r#"{"move":"forfeit"}"#),
    ] {
        assert_eq!(serde_json::to_string(&m).unwrap(), text);
        assert_eq!(serde_json::from_str::<Move>(text).unwrap(), m);
    }
    // Off the board, a bad radius, an unknown move: refused.
    for bad in [
        r#"{"move":"step","radius":4,"from":{"q":0,"r":-1},"to":{"q":0,"r":9}}"#,
        r#"{"move":"appoint","radius":7,"at":{"q":0,"r":0}}"#,
        r#"{"move":"castle"}"#,
    ] {
        assert!(serde_json::from_str::<Move>(bad).is_err(), "{bad}");
    }
    let spear = Piece::new(p(2), Kind::Spear, Some(Direction::SW));
    let json = serde_json::to_string(&spear).unwrap();
    assert_eq!(json, r#"{"owner":2,"kind":"spear","facing":"SW"}"#);
    assert_eq!(serde_json::from_str::<Piece>(&json).unwrap(), spear);
    assert!(serde_json::from_str::<Piece>(r#"{"owner":0,"kind":"king","facing":"N"}"#).is_err());
    assert!(serde_json::from_str::<Piece>(r#"{"owner":9,"kind":"king"}"#).is_err());
    assert_eq!(serde_json::to_string(&PlayerCount::Three).unwrap(), "3");
    assert!(serde_json::from_str::<PlayerCount>("1").is_err());
    // Debug of a move reads like a move.
    assert_eq!(format!("{step:?}"), "(0,-1)-(0,0)");
    assert_eq!(format!("{appoint:?}"), "V:(-2,5)");
    assert_eq!(format!("{:?}", Move::PASS), "pass");
}

// KY-11.14: error messages quote at most a short piece of the input.
#[test]
fn errors_do_not_echo_long_input() {
    let long = format!("{{\"start\": \"{}\"", "x".repeat(5000));
    let e = kyrras::JsonRecord::load(&long).unwrap_err().to_string();
    assert!(e.len() < 300, "{e}");
    let garbage = "Q".repeat(5000);
    for e in [
        Kyrras::parse_position(&garbage).unwrap_err().to_string(),
        Kyrras::standard(PlayerCount::Two)
            .parse_move(&garbage)
            .unwrap_err()
            .to_string(),
        kyrras::load_record(&garbage).unwrap_err().to_string(),
        serde_json::from_str::<Move>(&format!("{{\"move\":\"{garbage}\"}}"))
            .unwrap_err()
            .to_string(),
        serde_json::from_str::<Kyrras>(&format!("\"{garbage}\""))
            .unwrap_err()
            .to_string(),
    ] {
        assert!(e.len() < 300, "{e}");
    }
}

// KY-2.1 KY-2.2 KY-2.3: the view shows kinds, glyphs, facings, Mountains
// and every seat.
#[test]
fn views_show_pieces_mountains_and_seats() {
    let g = Kyrras::standard(PlayerCount::Three);
    let v = g.view(Perspective::Omniscient);
    assert_eq!(v.geometry, Geometry::Hex { radius: 5 });
    assert_eq!(v, g.view(Perspective::Seat(p(1))));
    assert_eq!(v, g.view(Perspective::Spectator));
    assert_eq!(v.pieces().count(), 54);
    let mountains: Vec<_> = v
        .cells
        .iter()
        .filter(|c| c.marks == [Mark::new("mountain")])
        .map(|c| c.coord)
        .collect();
    assert_eq!(mountains.len(), 6);
    assert!(mountains.iter().all(|c| v.piece(*c).is_none()));
    for (coord, piece) in v.pieces() {
        let Coord::Hex(h) = coord else { panic!() };
        let real = g.piece_at(h).unwrap();
        assert_eq!(piece.owner, real.owner);
        assert_eq!(piece.kind, real.kind.name());
        assert_eq!(piece.glyph, real.kind.letter().to_string());
        assert_eq!(piece.facing, real.facing);
    }
    let kinds: std::collections::BTreeSet<_> =
        v.pieces().map(|(_, p)| p.kind.to_string()).collect();
    assert_eq!(
        kinds.into_iter().collect::<Vec<_>>(),
        [
            "dragon", "elephant", "king", "knight", "rabble", "raider", "spear", "viceroy"
        ]
    );
    assert_eq!(v.sides.len(), 3);
    let side = &v.sides[2];
    assert!(side.active);
    let lines: Vec<String> = side.info.iter().map(|i| i.to_string()).collect();
    assert_eq!(
        lines,
        [
            "seat: north-east",
            "status: in the game",
            "viceroy: yes",
            "in check: no",
            "first turn: not yet",
            "pieces: 18",
            "material: 5080",
        ]
    );
    let info: Vec<String> = v.info.iter().map(|i| i.to_string()).collect();
    assert_eq!(info, ["players: 3", "phase: move", "passes: 0"]);
}

// KY-10.1 KY-7.6: a King capture with three players: the capture is a
// Remove before the Move, the path runs through the cell passed, and the
// eliminated player's pieces are removed.
#[test]
fn king_capture_effect_removes_the_eliminated_army() {
    let g = pos(
        PlayerCount::Three,
        &[
            ("K1", 5, -5),
            ("K2", -2, 2),
            ("D1", 0, 0),
            ("R1", -2, -1),
            ("K3", 0, 5),
            ("R2", 5, -3),
        ],
        "P1 v 123 - 0",
    );
    let changes = effect_of(&g, "(P1D(0,0),P1R(-2,-1))xP2K(-2,2)");
    assert_eq!(
        changes,
        [
            Change::Remove { at: at(-2, 2) },
            Change::Move {
                path: vec![at(0, 0), at(-1, 1), at(-2, 2)]
            },
            Change::Remove { at: at(5, -3) },
        ]
    );
    let mut after = g.clone();
    play(&mut after, "(P1D(0,0),P1R(-2,-1))xP2K(-2,2)");
    let side = &after.view(Perspective::Spectator).sides[1];
    assert!(!side.active);
    assert_eq!(side.info[1].to_string(), "status: eliminated (out 1 of 1)");
}

// KY-5.6: a directional piece's new facing is a Place after its Move;
// KY-9.1: a promotion is a Place of the Raider.
#[test]
fn facing_and_promotion_effects() {
    let g = pos2(&[
        ("K1", 4, -2),
        ("K2", -4, 2),
        ("V1", 4, -4),
        ("E1n", 0, 0),
        ("B1", -3, 3),
    ]);
    let changes = effect_of(&g, "P1E-N(0,0)-(2,-2)S");
    assert_eq!(
        changes,
        [
            Change::Move {
                path: vec![at(0, 0), at(1, -1), at(2, -2)]
            },
            Change::Place {
                at: at(2, -2),
                piece: PieceView::new(p(0), "elephant", "E").facing(Direction::S),
            },
        ]
    );
    let changes = effect_of(&g, "P1B(-3,3)-(-4,3)=R");
    assert_eq!(
        changes,
        [
            Change::Move {
                path: vec![at(-3, 3), at(-4, 3)]
            },
            Change::Place {
                at: at(-4, 3),
                piece: PieceView::new(p(0), "raider", "R"),
            },
        ]
    );
    // A Knight leaps: its path is its two ends.
    let g = pos2(&[("K1", 4, -2), ("K2", -4, 2), ("N1", 0, 0)]);
    let mv = g
        .legal_moves()
        .into_iter()
        .find(|m| m.from() == Some(Hex::new(0, 0)))
        .unwrap();
    let Change::Move { path } = &g.move_effect(mv).changes[0] else {
        panic!()
    };
    assert_eq!(path.len(), 2);
}

// KY-8.2: an appointment is a Place of the new Viceroy; the view shows who
// owes the decision.
#[test]
fn appointment_effect() {
    let g = pos(
        PlayerCount::Two,
        &[
            ("K1", 4, -2),
            ("K2", -4, 2),
            ("R1", 0, 0),
            ("E1n", 1, -1),
            ("V2", -4, 4),
        ],
        "P1 - 12 - 0",
    );
    let v = g.view(Perspective::Seat(p(0)));
    assert_eq!(
        v.sides[0].info[2].to_string(),
        "viceroy: no (to appoint now)"
    );
    assert_eq!(
        effect_of(&g, "V:P1E-N(1,-1)"),
        [Change::Place {
            at: at(1, -1),
            piece: PieceView::new(p(0), "viceroy", "V"),
        }]
    );
    assert!(effect_of(&g, "V:none").is_empty());
}

// KY-8.1 KY-10.10: the evaluation: antisymmetric with two players, each
// seat on its own with more, material, Viceroy status and King exposure.
#[test]
fn evaluation() {
    let g = pos2(&[
        ("K1", 4, -2),
        ("K2", -4, 2),
        ("V1", 4, -4),
        ("D1", 0, 0),
        ("B2", -3, 3),
    ]);
    let (a, b) = (g.evaluate(p(0)), g.evaluate(p(1)));
    assert_eq!(a, -b);
    // P1: Viceroy 600 + bonus 150 + Dragon 900; P2: a Rabble 100 and no
    // Viceroy; P2's King has neighbours the Dragon reaches.
    assert!(a > 1500 && a < 1800, "{a}");
    for seed in 0..20 {
        for n in [PlayerCount::Two, PlayerCount::Three, PlayerCount::Four] {
            let line = board_core::playout(&Kyrras::random(n, seed), seed, 40);
            let mut g = Kyrras::random(n, seed);
            for &m in &line.moves {
                g.play(m).unwrap();
                let scores: Vec<i32> = (0..n.get()).map(|i| g.evaluate(p(i as u8))).collect();
                assert!(scores.iter().all(|s| s.abs() <= EVAL_LIMIT));
                if n == PlayerCount::Two {
                    assert_eq!(scores[0], -scores[1]);
                }
                for mv in g.legal_moves() {
                    let capture = mv.to().is_some_and(|t| g.piece_at(t).is_some());
                    assert_eq!(g.is_noisy(mv), capture || g.move_priority(mv) > 0);
                    if capture {
                        assert!(g.move_priority(mv) >= 1000 - 90);
                    }
                }
            }
        }
    }
    // With three players each seat is scored on its own: the standard
    // start is even for everyone.
    let g = Kyrras::standard(PlayerCount::Three);
    assert!((0..3).all(|i| g.evaluate(p(i)) == 0));
}

// KY-10.1 KY-10.9: with no move limit, a bare King must be cornered and a
// beaten player finished off: the evaluation prefers a bare King far from
// the centre and boxed in, and an elimination helps every player left.
#[test]
fn a_bare_king_is_hunted() {
    let with_king_at = |q: i32, r: i32| pos2(&[("K1", 4, -4), ("D1", 0, 2), ("K2", q, r)]);
    let centre = with_king_at(1, -1);
    let edge = with_king_at(-4, 0);
    assert!(
        edge.evaluate(p(0)) >= centre.evaluate(p(0)) + 3 * kyrras::eval::HUNTED_EDGE,
        "{} vs {}",
        edge.evaluate(p(0)),
        centre.evaluate(p(0))
    );
    // With material to spare the King's place does not matter that much.
    let armed = |q: i32, r: i32| pos2(&[("K1", 4, -4), ("D1", 0, 2), ("K2", q, r), ("D2", -2, -1)]);
    let gap = armed(-4, 0).evaluate(p(0)) - armed(1, -1).evaluate(p(0));
    assert!(gap < kyrras::eval::HUNTED_EDGE, "{gap}");
    // Three players: P1 and P3 armed, P2 bare. Eliminating P2 raises both
    // P1's and P3's evaluations.
    let pieces = [("K1", 0, -5), ("D1", 0, 2), ("K3", 5, 0), ("D3", -3, 0)];
    let mut with_p2 = pieces.to_vec();
    with_p2.push(("K2", -5, 5));
    let before = pos(PlayerCount::Three, &with_p2, "P1 - 123 - 0");
    let after = pos(PlayerCount::Three, &pieces, "P1 - 123 2 0");
    for seat in [0, 2] {
        assert!(
            after.evaluate(p(seat)) > before.evaluate(p(seat)),
            "P{}: {} then {}",
            seat + 1,
            before.evaluate(p(seat)),
            after.evaluate(p(seat))
        );
    }
    assert_eq!(after.evaluate(p(1)), -EVAL_LIMIT);
}
