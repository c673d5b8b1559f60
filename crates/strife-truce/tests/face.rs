//! Strife and Truce for people (`docs/rules/strife-truce.md`, ST-20):
//! decisions in words, menu groups, the catalogue, prompts, turn numbers,
//! `Default` and the example text, on the rules' worked examples.

use board_core::inspect::{Inspect, Perspective};
use board_core::{Game, MoveNotation};
use strife_truce::{EXAMPLE_MOVE, Sets, Strife};

/// Plays `texts` from `pos`, returning each decision's words.
fn told(pos: &str, texts: &[&str]) -> Vec<String> {
    let mut g: Strife = pos.parse().unwrap();
    let mut out = Vec::new();
    for t in texts {
        let a = g.parse_move(t).unwrap();
        out.push(g.describe_move(a, Perspective::Spectator));
        g.play(a).unwrap();
    }
    out
}

// ST-20.1: decisions in words, with skill, cost, deaths and the mana of the
// turn's end.
#[test]
fn decisions_in_words() {
    assert_eq!(
        told(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w mana=0/0 sets=none/none ply=0",
            &["e2e4", "e7e6"]
        ),
        [
            "White: pawn e2-e4; the turn ends: White gains 1 mana",
            "Black: pawn e7-e6; the turn ends",
        ]
    );
    assert_eq!(
        told(
            "4k3/8/2p5/8/4P3/8/8/4K3 w mana=3/0 sets=none/none ply=0",
            &["e4c6,SK"]
        ),
        [
            "White: pawn e4 takes Black's pawn on c6 (Side Kill, 3 mana); the turn ends: White gains 1 mana"
        ]
    );
    assert_eq!(
        told(
            "4k3/8/8/8/8/8/4P3/4K3 w mana=5/0 sets=none/none ply=0",
            &["e2e4,DP:e6"]
        ),
        ["White: pawn e2-e4, then e4-e6 (Double Play, 5 mana); the turn ends: White gains 1 mana"]
    );
    assert_eq!(
        told(
            "4k3/8/8/8/3pn3/3R4/8/4K3 w mana=13/0 sets=none/none ply=0",
            &["d3d4", "KZ:d4"]
        ),
        [
            "White: rook d3 takes Black's pawn on d4",
            "White: rook d4 explodes (Kamikaze, 13 mana); the rook on d4 and Black's knight on e4 die; the turn ends",
        ]
    );
    assert_eq!(
        told(
            "4k3/8/8/8/8/3p4/3R4/4K3 w mana=5/0 sets=none/none ply=0",
            &["d2d4,PU"]
        ),
        ["White: rook d2-d4 pushing the pawn on d3 to d5 (Push, 5 mana); the turn ends"]
    );
    assert_eq!(
        told(
            "4k3/8/8/8/3n4/8/1B6/4K3 w mana=7/0 sets=none/none ply=0",
            &["AM:b2d4", "b2d4"]
        ),
        [
            "White: bishop b2 shoots Black's knight on d4 (Archer's Mark, 7 mana)",
            "White: bishop b2-d4; the turn ends",
        ]
    );
    assert_eq!(
        told(
            "4k3/8/8/8/8/8/2PP4/3QK3 w mana=13/0 sets=none/none ply=0 dead=N/-",
            &["d1c1", "AR:c1:Nb1:c2d2"]
        )[1],
        "White: queen c1 brings back a knight on b1, paying the pawn on c2 and the pawn on d2 (Adjacent Resurrect, 13 mana); the turn ends"
    );
    assert_eq!(
        told(
            "4k3/8/8/8/8/8/8/R3K3 w mana=20/0 sets=fire/none ply=0",
            &["a1a4", "$TR", "$IN"]
        ),
        [
            "White: rook a1-a4",
            "White: puts fire on a1, a2 and a3 (Set Trail, 8 mana)",
            "White: makes the rook on a4 invincible (Invincible, 12 mana); the turn ends: White gains 1 mana",
        ]
    );
    assert_eq!(
        told(
            "4k3/8/8/8/8/8/P7/R3K3 w mana=15/0 sets=bug/none ply=0",
            &["$SM:a2a4", "$SM:a1a3", "end"]
        ),
        [
            "White: Swarm, pawn a2-a4 (Swarm, 15 mana)",
            "White: Swarm, rook a1-a3",
            "White ends the turn",
        ]
    );
    assert_eq!(
        told(
            "4k3/8/8/8/8/8/8/1B2K3 w mana=3/0 sets=bug/none ply=0",
            &["$BL:b1", "b1h7"]
        ),
        [
            "White: blesses the bishop on b1 (Bless, 3 mana)",
            "White: bishop b1-h7; the turn ends: White gains 6 mana",
        ]
    );
    assert_eq!(
        told(
            "4k3/8/8/8/8/8/3P4/3QK3 w mana=0/0 sets=undead/none ply=0",
            &["$SA:d1:12", "e1d1,DP:c1", "end"]
        ),
        [
            "White: sacrifices the queen on d1 for 12 mana (Sacrifice)",
            "White: king e1-d1, then d1-c1 (Double Play, 5 mana)",
            "White ends the turn",
        ]
    );
    assert_eq!(
        told(
            "4k3/8/8/8/8/8/p7/R3K3 w mana=0/3 sets=void/none ply=0",
            &["a1a2"]
        ),
        [
            "White: rook a1 takes Black's pawn on a2; the turn ends: White gains 2 mana, 1 drained from Black"
        ]
    );
    assert_eq!(
        told(
            "4k3/3r4/8/8/8/8/8/3RK3 b mana=0/0 sets=none/none ply=1 frozen=d1",
            &["d7d1"]
        ),
        [
            "Black: rook d7 breaks the ice of the frozen rook on d1 and stops short; the turn ends: Black gains 1 mana"
        ]
    );
    assert_eq!(
        told(
            "4k3/8/8/8/8/8/8/1N2K3 w mana=8/0 sets=ice/none ply=0",
            &["b1c3,FT:e8"]
        ),
        ["White: knight b1-c3, freezing Black's king on e8 (Field Trail, 8 mana); the turn ends"]
    );
}

// ST-20.2: a piece's moves and skills form one group; Swarm moves one;
// each set skill one; `end` none.
#[test]
fn menu_groups() {
    let g: Strife = "4k3/8/8/8/3n4/8/1B6/4K3 w mana=7/0 sets=none/none ply=0"
        .parse()
        .unwrap();
    let mut groups: Vec<Option<String>> =
        g.legal_moves().iter().map(|&a| g.move_group(a)).collect();
    groups.sort();
    groups.dedup();
    assert_eq!(
        groups,
        [Some("bishop b2".to_string()), Some("king e1".to_string())]
    );
    let g: Strife = "4k3/8/8/8/8/8/P7/R3K3 w mana=15/0 sets=bug/none ply=0"
        .parse()
        .unwrap();
    let swarm = g.parse_move("$SM:a2a4").unwrap();
    assert_eq!(g.move_group(swarm).as_deref(), Some("Swarm"));
    let bless = g.parse_move("$BL:a1").unwrap();
    assert_eq!(g.move_group(bless).as_deref(), Some("Bless"));
    let mut mid = g.clone();
    mid.play(swarm).unwrap();
    assert_eq!(mid.move_group(mid.parse_move("end").unwrap()), None);
}

// ST-20.3: the catalogue lists every piece skill and set skill with its cost.
#[test]
fn catalogue_of_skills() {
    let items = Strife::default().catalogue();
    assert_eq!(items.len(), 23);
    let ids: Vec<&str> = items.iter().map(|i| &*i.id).collect();
    let mut unique = ids.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), ids.len());
    let freeze = items.iter().find(|i| &*i.id == "ice:$FR").unwrap();
    assert_eq!(
        freeze.to_string(),
        "Freeze (Pure Ice set skill, cost 8): Any two pieces become frozen until the end of the opponent's next turn: they cannot act, and attacks only break their ice."
    );
    let set_skills = items
        .iter()
        .filter(|i| i.kind.contains("set skill"))
        .count();
    assert_eq!(set_skills, 9);
    let costs: Vec<i32> = items.iter().filter_map(|i| i.cost).collect();
    assert_eq!(costs.len(), 23);
    assert_eq!(costs.iter().sum::<i32>(), 188);
}

// ST-20.4: the prompt in the middle of a turn.
#[test]
fn prompts_mid_turn() {
    let mut g: Strife = "4k3/8/8/8/3n4/8/1B6/4K3 w mana=7/0 sets=none/none ply=0"
        .parse()
        .unwrap();
    assert_eq!(g.prompt(), None);
    g.play(g.parse_move("AM:b2d4").unwrap()).unwrap();
    assert_eq!(
        g.prompt().as_deref(),
        Some("White's piece used a skill and must now move")
    );
    let mut g: Strife = "4k3/8/8/8/8/8/8/R3K3 w mana=20/0 sets=fire/none ply=0"
        .parse()
        .unwrap();
    g.play(g.parse_move("a1a4").unwrap()).unwrap();
    assert_eq!(
        g.prompt().as_deref(),
        Some("White may use a skill after the move or a set skill, or `end` the turn")
    );
    let mut g: Strife = "4k3/8/8/8/8/8/P7/R3K3 w mana=15/0 sets=bug/none ply=0"
        .parse()
        .unwrap();
    g.play(g.parse_move("$SM:a2a4").unwrap()).unwrap();
    assert_eq!(
        g.prompt().as_deref(),
        Some("White may make another Swarm move (1 of 3 made) or a set skill, or `end` the turn")
    );
}

// ST-20.5: the turn number counts turns from 1, each side's its own.
#[test]
fn turn_numbers() {
    let mut g = Strife::default();
    assert_eq!(g.turn_number(), Some(1));
    g.play(g.parse_move("e2e4").unwrap()).unwrap();
    assert_eq!(g.turn_number(), Some(2));
    let mut g: Strife = "4k3/8/8/8/8/8/8/R3K3 w mana=20/0 sets=fire/none ply=6"
        .parse()
        .unwrap();
    g.play(g.parse_move("a1a4").unwrap()).unwrap();
    assert_eq!(g.turn_number(), Some(7));
}

// ST-20.6: `Default` is the start with no sets; the example text parses.
#[test]
fn default_and_example() {
    let g = Strife::default();
    assert_eq!(g, Strife::start(Sets::default()));
    assert_eq!(g.legal_moves().len(), 20);
    assert_eq!(g.format_move(g.parse_move(EXAMPLE_MOVE).unwrap()), "e2e4");
}

// ST-20.7: a refused decision says why, where the player can act on it.
#[test]
fn refusals_say_why() {
    let refused = |pos: &str, before: &[&str], text: &str| {
        let mut g: Strife = pos.parse().unwrap();
        for t in before {
            g.play(g.parse_move(t).unwrap()).unwrap();
        }
        g.parse_move(text).unwrap_err().to_string()
    };
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w mana=0/0 sets=none/none ply=0";
    assert_eq!(
        refused(start, &[], "e2e3,DP:e4"),
        "e2e3,DP:e4 is not legal now: Double Play costs 5 mana, White has 0"
    );
    assert_eq!(
        refused(start, &[], "end"),
        "end is not legal now: the turn needs its piece action first (a move, or a Swarm)"
    );
    assert_eq!(
        refused(start, &[], "$FR:e1e8"),
        "$FR:e1e8 is not legal now: White has no set: Freeze belongs to the ice set"
    );
    assert_eq!(
        refused(
            "4k3/8/8/8/8/8/8/R3K3 w mana=8/0 sets=ice/none ply=0",
            &[],
            "$TR"
        ),
        "$TR is not legal now: White's set is ice: Set Trail belongs to the fire or holy set"
    );
    assert_eq!(
        refused(
            "4k3/3p4/8/8/8/8/8/R3K3 w mana=10/5 sets=void/none ply=0",
            &["a1a2", "$ML"],
            "d7d6,DP:d5"
        ),
        "d7d6,DP:d5 is not legal now: Black's mana is locked this turn: only decisions costing 0 (plain moves)"
    );
    assert_eq!(
        refused(
            "4k3/8/8/8/3n4/8/1B6/4K3 w mana=7/0 sets=none/none ply=0",
            &["AM:b2d4"],
            "end"
        ),
        "end is not legal now: the piece that used a skill must move first"
    );
    // Otherwise the plain refusal.
    assert_eq!(refused(start, &[], "e2e5"), "illegal action \"e2e5\"");
}
