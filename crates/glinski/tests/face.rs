//! The face of Glinski's chess for people (`docs/rules/glinski.md`, GL-*):
//! cell names, forgiving input, moves in words, turn numbers, material.

use board_core::MoveNotation;
use board_core::inspect::{CellNaming, Coord, Geometry, Inspect, Perspective};
use board_core::{Game, PositionNotation};
use glinski::{Cell, EXAMPLE_MOVE, Glinski, MoveParseError};

fn words(g: &Glinski, text: &str) -> String {
    let mv = g.parse_move(text).unwrap();
    g.describe_move(mv, Perspective::Spectator)
}

// GL-2.1: board-core's file-rank name of every one of the 91 cells is
// Glinski's own, both ways, and the views and `cell_name` use it.
#[test]
fn every_cell_is_named_as_glinski_names_it() {
    let g = Glinski::start();
    let view = g.view(Perspective::Spectator);
    let geometry = Geometry::Hex { radius: 5 };
    assert_eq!(view.naming, CellNaming::HexFileRank);
    let mut names = Vec::new();
    for cell in Cell::all() {
        let at = Coord::Hex(cell.hex());
        let own = cell.to_string();
        assert_eq!(CellNaming::HexFileRank.name(geometry, at), own);
        assert_eq!(CellNaming::HexFileRank.parse(geometry, &own), Some(at));
        assert_eq!(view.cell_name(at), own);
        assert_eq!(g.cell_name(at), own);
        names.push(own);
    }
    names.sort();
    names.dedup();
    assert_eq!(names.len(), 91);
    assert_eq!(geometry.cells().count(), 91);
}

// GL-1.1: the cell names are typed, with spaces or a dash allowed; the
// example text parses in the start position.
#[test]
fn forgiving_input_and_example() {
    let g = Glinski::default();
    let push = g.parse_move("f5f6").unwrap();
    for text in ["f5-f6", " f5 f6 ", "f5 - f6", EXAMPLE_MOVE] {
        assert_eq!(g.parse_move(text), Ok(push), "{text}");
    }
    assert!(matches!(
        g.parse_move("f5f9"),
        Err(MoveParseError::Illegal(_))
    ));
    assert!(matches!(
        g.parse_move("j5f6"),
        Err(MoveParseError::Syntax(_))
    ));
    // The promotion cells of White are the far ends of the files.
    assert!(matches!(
        g.parse_move("f7f8q"),
        Err(MoveParseError::Illegal(_))
    ));
}

// GL-1.2: a promotion written without its piece lists the four choices.
#[test]
fn promotion_without_piece_lists_the_choices() {
    let g = Glinski::from_position_text("K5/7/8/9/10/9P1/10/9/8/7/5k w - 0 1").unwrap();
    let err = g.parse_move("f10f11").unwrap_err();
    assert_eq!(err, MoveParseError::NeedsPromotion("f10f11".into()));
    assert_eq!(
        err.to_string(),
        "f10f11 needs a promotion piece: f10f11q, f10f11r, f10f11b or f10f11n"
    );
    assert!(g.parse_move("f10-f11n").is_ok());
}

// GL-2.2: moves in words, in Glinski's cell names.
#[test]
fn moves_in_words() {
    let g = Glinski::start();
    assert_eq!(words(&g, "f5f6"), "White: pawn f5-f6");
    assert_eq!(words(&g, "d1c3"), "White: knight d1-c3");
    assert_eq!(words(&g, "e1a5"), "White: queen e1-a5");

    let capture = Glinski::from_position_text("K5/7/8/9/10/R6n3/10/9/8/7/5k w - 0 1").unwrap();
    assert_eq!(words(&capture, "f1f8"), "White: rook f1 takes knight on f8");

    let promo = Glinski::from_position_text("K5/7/8/9/10/9P1/10/9/8/7/5k w - 0 1").unwrap();
    assert_eq!(
        words(&promo, "f10f11q"),
        "White: pawn f10-f11 promotes to queen, check"
    );
    assert_eq!(
        words(&promo, "f10f11n"),
        "White: pawn f10-f11 promotes to knight"
    );
}

// GL-2.3: the turn number is the full-move number.
#[test]
fn turn_number_is_the_full_move_number() {
    let mut g = Glinski::start();
    assert_eq!(g.turn_number(), Some(1));
    for text in ["f5f6", "e7e6"] {
        let mv = g.parse_move(text).unwrap();
        g.play(mv).unwrap();
    }
    assert_eq!(g.turn_number(), Some(2));
}

// GL-2.4: material in pawns.
#[test]
fn material_in_pawns() {
    let v = Glinski::start().view(Perspective::Spectator);
    for side in &v.sides {
        assert_eq!(side.info[0].to_string(), "material: 44.1");
    }
    let v = Glinski::from_position_text("K5/7/8/9/10/R6n3/10/9/8/7/5k w - 0 1")
        .unwrap()
        .view(Perspective::Spectator);
    assert_eq!(v.sides[0].info[0].to_string(), "material: 5");
    assert_eq!(v.sides[1].info[0].to_string(), "material: 3");
}

// GL-2.5: `Default` is the start position.
#[test]
fn default_is_the_start() {
    assert_eq!(Glinski::default(), Glinski::start());
    assert_eq!(Glinski::default().legal_moves().len(), 51);
}
