//! Kyrras for people (`docs/rules/kyrras.md`, KY-12): forgiving input with
//! errors that name the problem, moves in words, menu groups, the catalogue
//! of kinds, prompts and cell names, on hand-built positions.

use board_core::hex::Hex;
use board_core::inspect::{Coord, Inspect, Perspective};
use board_core::{Game, MoveNotation, Player};
use kyrras::{EXAMPLE_MOVE, EXAMPLE_SHORT_MOVE, Kyrras, PlayerCount};

/// A position text for radius `radius` with `pieces` (cell, token such as
/// `K1`, `S1n`, `M`) and the fields after the board.
fn position(radius: i32, pieces: &[((i32, i32), &str)], rest: &str) -> Kyrras {
    let mut rows = Vec::new();
    for q in -radius..=radius {
        let mut row = String::new();
        let mut empty = 0;
        for r in (-radius).max(-q - radius)..=radius.min(radius - q) {
            match pieces.iter().find(|(at, _)| *at == (q, r)) {
                Some((_, token)) => {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push_str(token);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            row.push_str(&empty.to_string());
        }
        rows.push(row);
    }
    let text = format!("R{radius} {} {rest}", rows.join("/"));
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn words(g: &Kyrras, text: &str) -> String {
    let mv = g.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    g.describe_move(mv, Perspective::Spectator)
}

fn error(g: &Kyrras, text: &str) -> String {
    g.parse_move(text).unwrap_err().to_string()
}

/// Both sides with King and Viceroy, every first turn taken, P1 to move.
fn duel(extra: &[((i32, i32), &'static str)], to_act: &str) -> Kyrras {
    let mut pieces = vec![
        ((4, -4), "K1"),
        ((3, -4), "V1"),
        ((-4, 4), "K2"),
        ((-3, 4), "V2"),
    ];
    pieces.extend_from_slice(extra);
    position(4, &pieces, &format!("{to_act} - 12 - 0"))
}

// KY-12.1: what a person types: the full notation, the facing of the piece
// left out, spaces anywhere, the two cells alone, `V:(q,r)`, `pass`.
#[test]
fn forgiving_input() {
    let g = Kyrras::default();
    let mv = g.parse_move(EXAMPLE_MOVE).unwrap();
    assert_eq!(g.format_move(mv), "P1B(1,-2)-(1,-1)");
    for text in [
        EXAMPLE_SHORT_MOVE,
        " ( 1 , -2 ) - ( 1 , -1 ) ",
        "(1,-2)(1,-1)",
        "P1B (1,-2) - (1,-1)",
    ] {
        assert_eq!(g.parse_move(text), Ok(mv), "{text}");
    }
    let spear = g.parse_move("P1S-N(3,-2)-(4,-3)S").unwrap();
    for text in [
        "P1S(3,-2)-(4,-3)",
        "P1S(3,-2)-(4,-3)S",
        "(3,-2)-(4,-3)",
        "(3,-2) (4,-3) S",
    ] {
        assert_eq!(g.parse_move(text), Ok(spear), "{text}");
    }
    // A capture written with `x` or `-`, with or without the victim.
    let g = duel(&[((0, 0), "D1"), ((0, 2), "R2")], "P1");
    let take = g.parse_move("P1D(0,0)xP2R(0,2)").unwrap();
    for text in ["(0,0)x(0,2)", "(0,0)-(0,2)", "(0,0)(0,2)"] {
        assert_eq!(g.parse_move(text), Ok(take), "{text}");
    }
    // The Viceroy decision by cell, and `pass` without the player.
    let decide = position(
        4,
        &[
            ((4, -4), "K1"),
            ((1, -1), "R1"),
            ((-4, 4), "K2"),
            ((-3, 4), "V2"),
        ],
        "P1 - 12 - 0",
    );
    assert_eq!(
        decide.parse_move("V:(1,-1)"),
        decide.parse_move("V:P1R(1,-1)")
    );
    assert!(decide.parse_move("V:none").is_ok());
    assert_eq!(
        error(&Kyrras::default(), "pass"),
        "P1 has a legal move: passing and forfeiting are only for a player without one"
    );
}

// KY-12.1: errors name the real problem.
#[test]
fn errors_name_the_problem() {
    let g = Kyrras::default();
    assert_eq!(error(&g, "(0,0)-(0,1)"), "there is no piece on (0,0)");
    assert_eq!(error(&g, "P1B(0,0)-(0,1)"), "there is no piece on (0,0)");
    assert_eq!(
        error(&g, "P1S-NE(2,-2)-(1,-1)"),
        "the spear on (2,-2) faces N, not NE: write P1S-N(2,-2) or leave the facing out"
    );
    assert_eq!(error(&g, "P1E(2,-2)-(1,-1)"), "(2,-2) holds P1S-N, not P1E");
    assert_eq!(
        error(&g, "(3,-2)-(4,-3)N"),
        "the spear ends facing S (the way it moves), not N"
    );
    assert_eq!(
        error(&g, "(4,-4)-(0,0)"),
        "P1K(4,-4) cannot move to (0,0); it can move to (4,-3)"
    );
    assert_eq!(error(&g, "(9,9)-(0,0)"), "(9,9) is not on the board");
    let g = duel(&[((0, 0), "D1"), ((0, 2), "R2")], "P1");
    assert_eq!(
        error(&g, "(0,2)-(0,3)"),
        "the raider on (0,2) belongs to P2; it is P1's turn"
    );
    let decide = position(
        4,
        &[
            ((4, -4), "K1"),
            ((1, -1), "R1"),
            ((-4, 4), "K2"),
            ((-3, 4), "V2"),
        ],
        "P1 - 12 - 0",
    );
    assert_eq!(
        error(&decide, "(1,-1)-(1,0)"),
        "P1 has no Viceroy and decides first: appoint one with V:(q,r) (a piece other than the King) or decline with V:none"
    );
    assert!(error(&g, "P1K(4,-4)-").starts_with("syntax error at column"));
}

// KY-12.2: moves in words.
#[test]
fn moves_in_words() {
    let g = Kyrras::default();
    assert_eq!(words(&g, EXAMPLE_MOVE), "P1: rabble (1,-2)-(1,-1)");
    assert_eq!(
        words(&g, "(3,-2)-(4,-3)"),
        "P1: spear (3,-2)-(4,-3), now facing south"
    );
    assert_eq!(words(&g, "(2,-2)-(0,0)"), "P1: spear (2,-2)-(0,0)");
    assert_eq!(
        words(&g, "(3,-3)-(0,0)"),
        "P1: dragon (3,-3)-(0,0), P2 is in check"
    );

    let g = duel(&[((0, 0), "D1"), ((0, 2), "R2")], "P1");
    assert_eq!(
        words(&g, "(0,0)x(0,2)"),
        "P1: dragon (0,0) takes P2's raider on (0,2)"
    );

    // A King taken with support: its owner is eliminated.
    let three = position(
        5,
        &[
            ((0, -5), "K1"),
            ((1, -5), "V1"),
            ((0, 0), "D1"),
            ((1, 2), "R1"),
            ((0, 3), "K2"),
            ((-1, 5), "V2"),
            ((-2, 3), "B2"),
            ((-5, 2), "K3"),
            ((-5, 3), "V3"),
        ],
        "P1 - 123 - 0",
    );
    assert_eq!(
        words(&three, "(0,0)x(0,3)"),
        "P1: dragon (0,0) takes P2's king on (0,3), P2 is eliminated and their pieces leave the board"
    );

    // Promotion on the far edge.
    let g = duel(&[((-3, 3), "B1")], "P1");
    assert_eq!(
        words(&g, "(-3,3)-(-4,3)"),
        "P1: rabble (-3,3)-(-4,3), becomes a raider, P2 is in check"
    );

    // The Viceroy decision.
    let decide = position(
        4,
        &[
            ((4, -4), "K1"),
            ((1, -1), "R1"),
            ((-4, 4), "K2"),
            ((-3, 4), "V2"),
        ],
        "P1 - 12 - 0",
    );
    assert_eq!(
        words(&decide, "V:(1,-1)"),
        "P1 appoints the raider on (1,-1) as Viceroy"
    );
    assert_eq!(words(&decide, "V:none"), "P1 appoints no Viceroy this turn");
}

// KY-12.3: menu groups: every move of one piece, the Viceroy decision.
#[test]
fn menu_groups() {
    let g = Kyrras::default();
    let mut groups: Vec<String> = g
        .legal_moves()
        .iter()
        .map(|&m| g.move_group(m).unwrap())
        .collect();
    let moves = groups.len();
    groups.dedup();
    assert!(groups.len() < moves);
    let spear: Vec<String> = g
        .legal_moves()
        .iter()
        .filter(|&&m| g.move_group(m).as_deref() == Some("spear (2,-2)"))
        .map(|&m| g.format_move(m))
        .collect();
    assert_eq!(spear, ["P1S-N(2,-2)-(1,-1)N", "P1S-N(2,-2)-(0,0)N"]);
    let decide = position(
        4,
        &[
            ((4, -4), "K1"),
            ((1, -1), "R1"),
            ((-4, 4), "K2"),
            ((-3, 4), "V2"),
        ],
        "P1 - 12 - 0",
    );
    let groups: Vec<Option<String>> = decide
        .legal_moves()
        .iter()
        .map(|&m| decide.move_group(m))
        .collect();
    assert_eq!(groups, vec![Some("Viceroy decision".to_string()); 2]);
}

// KY-12.4: the catalogue has the eight kinds, with how they move.
#[test]
fn catalogue_of_kinds() {
    let items = Kyrras::default().catalogue();
    let names: Vec<&str> = items.iter().map(|i| &*i.name).collect();
    assert_eq!(
        names,
        [
            "King", "Viceroy", "Dragon", "Elephant", "Spear", "Knight", "Raider", "Rabble"
        ]
    );
    let rabble = &items[7];
    assert_eq!((&*rabble.id, &*rabble.kind), ("B", "piece"));
    assert_eq!(rabble.values[0].to_string(), "per player 6");
    assert!(
        rabble
            .text
            .starts_with("One cell in any of the six directions.")
    );
    let per_player: i32 = items.iter().map(|i| i.values[0].value).sum();
    assert_eq!(per_player, 18);
}

// KY-12.5: what the player to act is asked.
#[test]
fn prompts() {
    assert_eq!(Kyrras::default().prompt(), None);
    let decide = position(
        4,
        &[
            ((4, -4), "K1"),
            ((1, -1), "R1"),
            ((-4, 4), "K2"),
            ((-3, 4), "V2"),
        ],
        "P1 - 12 - 0",
    );
    assert_eq!(
        decide.prompt().as_deref(),
        Some(
            "P1 has no Viceroy: appoint a piece other than the King with V:(q,r), or decline with V:none"
        )
    );
}

// KY-12.6: cells are named as the notation writes them, on every board.
#[test]
fn cell_names_are_the_notation() {
    for n in [PlayerCount::Two, PlayerCount::Three, PlayerCount::Four] {
        let g = Kyrras::standard(n);
        let view = g.view(Perspective::Spectator);
        for (_, hex) in n.grid().cells() {
            let name = g.cell_name(Coord::Hex(hex));
            assert_eq!(name, format!("({},{})", hex.q(), hex.r()));
            assert_eq!(view.cell_name(Coord::Hex(hex)), name);
        }
        // The move text writes its cells the same way.
        for mv in g.legal_moves().iter().copied() {
            let text = g.format_move(mv);
            let (from, to) = (mv.from().unwrap(), mv.to().unwrap());
            assert!(text.contains(&g.cell_name(Coord::Hex(from))), "{text}");
            assert!(text.contains(&g.cell_name(Coord::Hex(to))), "{text}");
        }
    }
    assert_eq!(
        Kyrras::default().cell_name(Coord::Hex(Hex::new(1, -2))),
        "(1,-2)"
    );
}

// KY-12.7: `Default` is the standard two-player game.
#[test]
fn default_is_the_two_player_start() {
    let g = Kyrras::default();
    assert_eq!(g, Kyrras::standard(PlayerCount::Two));
    assert_eq!(g.player_count(), 2);
    assert_eq!(g.to_act(), Some(Player::new(0)));
}

// KY-12.8: material in Rabble units: 50.8 a side at the start (a Rabble is
// 1, a Dragon 9, a Spear 2.6).
#[test]
fn material_in_rabble_units() {
    let v = Kyrras::default().view(Perspective::Spectator);
    for side in &v.sides {
        let m = side.info.iter().find(|i| i.label == "material").unwrap();
        assert_eq!(m.value, "50.8");
    }
    let g = duel(&[((0, 0), "D1"), ((0, 2), "S2n")], "P1");
    let v = g.view(Perspective::Spectator);
    let material = |p: usize| {
        v.sides[p]
            .info
            .iter()
            .find(|i| i.label == "material")
            .unwrap()
            .value
            .clone()
    };
    assert_eq!(material(0), "15");
    assert_eq!(material(1), "8.6");
}
