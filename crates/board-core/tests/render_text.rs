//! Snapshot tests of the text renderer on hand-built views.

mod render_support;

use board_core::inspect::{Coord, Geometry, PieceView, View};
use board_core::render::{TextOptions, text};
use board_core::{Player, Square};
use render_support::*;

fn plain() -> TextOptions {
    TextOptions::default()
}

#[test]
fn chess_start_position() {
    let out = text(&chess_start(), &plain());
    snapshot("chess_start.txt", &out);
    // Rank 8 on top, Black in lower case; White in upper case at the bottom.
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "    a  b  c  d  e  f  g  h");
    assert_eq!(lines[2], "8 | r  n  b  q  k  b  n  r | 8");
    assert_eq!(lines[9], "1 | R  N  B  Q  K  B  N  R | 1");
    assert!(out.contains("> White (P1): upper case\n"));
    assert!(out.contains("  Black (P2): lower case\n"));
}

#[test]
fn chess_last_move_is_bracketed() {
    let (view, effect) = chess_capture();
    let options = TextOptions {
        last_move: Some(effect),
        ..plain()
    };
    let out = text(&view, &options);
    snapshot("chess_capture.txt", &out);
    assert!(out.contains("[·]"), "the from-square is bracketed");
    assert!(out.contains("[B]"), "the capturing bishop is bracketed");
    assert!(out.contains("last move ([X] marked): remove c6; move b5-c6"));
}

#[test]
fn marking_the_last_move_keeps_the_width() {
    let (view, effect) = chess_capture();
    let plain_board = text(&view, &plain());
    let marked = text(
        &view,
        &TextOptions {
            last_move: Some(effect),
            ..plain()
        },
    );
    let width = |s: &str| s.lines().take(12).map(|l| l.chars().count()).max();
    assert_eq!(width(&plain_board), width(&marked));
    assert_eq!(width(&marked), Some(30));
    let rank6 = marked.lines().nth(4).unwrap();
    assert_eq!(rank6, "6 | p  · [B] ·  ·  ·  ·  · | 6");
    let (view, effect) = hex4();
    let marked = text(
        &view,
        &TextOptions {
            last_move: Some(effect),
            ..plain()
        },
    );
    assert_eq!(width(&text(&view, &plain())), width(&marked));
}

#[test]
fn file_rank_hex_boards_label_their_rims_with_names() {
    let (view, effect) = hex5_named();
    let out = text(
        &view,
        &TextOptions {
            last_move: Some(effect),
            ..plain()
        },
    );
    snapshot("hex5_named.txt", &out);
    let lines: Vec<&str> = out.lines().collect();
    // Each rank's number on the text line of its end cells (11 beside
    // f11, 10 beside e10 and g10); the files a to l under the board.
    let words = |i: usize| lines[i].split_whitespace().collect::<Vec<_>>();
    assert_eq!(words(0), ["11", "·", "11"]);
    assert_eq!(words(1), ["10", "·", "·", "10"]);
    assert_eq!(words(15), ["1", "·", "·", "·", "·", "·", "·", "1"]);
    let f = lines.iter().position(|l| l.trim() == "f").unwrap();
    assert!(lines[f + 1].starts_with("Cells are"));
    assert_eq!(lines[f - 1].trim(), "e       g");
    for file in ["a", "b", "c", "d", "e", "g", "h", "i", "k", "l"] {
        assert!(
            lines
                .iter()
                .any(|l| l.split_whitespace().any(|w| w == file)),
            "{file}"
        );
    }
    assert!(!out.contains("q=") && !out.contains("r="));
    assert!(out.contains("Cells are named by file + rank (f6)"));
    assert!(out.contains("last move ([X] marked): move e4-e5-e6\n"));
}

#[test]
fn ascii_fallback_has_no_unicode() {
    let (view, effect) = hex4();
    let options = TextOptions {
        unicode: false,
        last_move: Some(effect),
        ..plain()
    };
    let out = text(&view, &options);
    snapshot("hex4_ascii.txt", &out);
    assert!(out.is_ascii());
    assert!(out.contains("S>NE"));
}

#[test]
fn square_board_with_stats_marks_and_hidden_pieces() {
    let out = text(&square_stats(), &plain());
    snapshot("square_stats.txt", &out);
    assert!(
        out.contains("(1S)"),
        "face-down spy; the caseless ? glyph switches to seat digits"
    );
    assert!(out.contains("Game over"));
    assert!(out.contains("Stats (att/def): e1 1K 2/8; d2 1N Griffin Knight 3/5(max 7);"));
    assert!(out.contains("c3 1Ar Kevetni Spearman of the Dawn 4/2;"));
    assert!(out.contains("* obelisk: e4\n"));
    assert!(out.contains("+ fire: g5 White n=3, g6 White n=1\n"));
    assert!(out.contains("% frozen: d6 n=2\n    (frozen: cannot move; n: turns left)\n"));
    assert!(out.contains("(2?)"), "an unknown piece shows its owner");
}

#[test]
fn hex_radius_4_with_mountains_and_facings() {
    let (view, effect) = hex4();
    let options = TextOptions {
        last_move: Some(effect),
        ..plain()
    };
    let out = text(&view, &options);
    snapshot("hex4.txt", &out);
    // 5 mountains, 8 facings.
    assert_eq!(
        out.matches("^^").count(),
        5 + 1,
        "five on the board, one in the legend"
    );
    assert_eq!(out.matches(['↑', '↗', '↘', '↓', '↙', '↖']).count(), 6);
    // The top cell (-4,4) is alone on its line, under the labels of its
    // neighbours off the board; the bottom cell (4,-4) likewise.
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0].trim(), "r=4     q=-4");
    assert_eq!(lines[1].trim(), "r=3      ·      q=-3");
    assert_eq!(lines[17].trim(), "q=3      ra     r=-3");
    assert_eq!(lines[18].trim(), "q=4     r=-4");
}

#[test]
fn hex_radius_6_four_seats_fits_100_columns() {
    let (view, effect) = hex6();
    let options = TextOptions {
        last_move: Some(effect),
        ..plain()
    };
    let out = text(&view, &options);
    snapshot("hex6.txt", &out);
    let board: Vec<&str> = out.lines().take(26).collect();
    assert!(board.iter().all(|l| l.chars().count() <= 100), "{out}");
    // 127 cells: every cell is a token (dots, pieces, marks).
    assert!(out.contains("1 = Red (P1)"));
    assert!(out.contains("4 = Green (P4) (out)"));
    assert!(out.contains("> 3 = Blue (P3)"));
    assert!(out.contains("(2Sp)"));
    assert!(out.contains("Stats (att/def): (-5,5) 2G 3/4; (0,-5) 4G 5/4;"));
}

#[test]
fn stats_with_different_names_are_named_each_time() {
    let mut v = View::new(Geometry::Square8);
    v.set_piece(
        Coord::Square(Square::A1),
        PieceView::new(Player::new(0), "golem", "G").stat("att", 3),
    );
    v.set_piece(
        Coord::Square(Square::B1),
        PieceView::new(Player::new(1), "wisp", "W").stat("charge", 2),
    );
    let out = text(&v, &plain());
    assert!(out.contains("Stats: a1 G att 3; b1 w charge 2\n"), "{out}");
}

#[test]
fn hex6_in_colour() {
    let (view, effect) = hex6();
    let options = TextOptions {
        color: true,
        last_move: Some(effect),
        ..plain()
    };
    let out = text(&view, &options);
    snapshot("hex6_color.txt", &out);
    assert!(out.contains("\x1b["));
    // Every coloured line ends with a reset.
    for line in out.lines().filter(|l| l.contains('\x1b')) {
        assert!(line.ends_with("\x1b[0m"), "{line:?}");
    }
}

#[test]
fn chess_in_colour() {
    let (view, effect) = chess_capture();
    let options = TextOptions {
        color: true,
        last_move: Some(effect),
        ..plain()
    };
    let out = text(&view, &options);
    snapshot("chess_capture_color.txt", &out);
    assert!(!out.contains("[B]"), "colour tints instead of brackets");
}

#[test]
fn three_seats_use_seat_digits() {
    let mut v = View::new(Geometry::Square8);
    for (i, s) in [Square::A1, Square::B2, Square::C3].into_iter().enumerate() {
        v.set_piece(
            Coord::Square(s),
            PieceView::new(Player::new(i as u8), "king", "K"),
        );
    }
    let out = text(&v, &plain());
    assert!(out.contains("1K"));
    assert!(out.contains("2K"));
    assert!(out.contains("3K"));
    assert!(out.contains("Game over"));
}

#[test]
fn empty_views_draw_empty_boards() {
    for geometry in [
        Geometry::Square8,
        Geometry::Hex { radius: 1 },
        Geometry::Hex { radius: 6 },
    ] {
        let out = text(&View::new(geometry), &plain());
        let cells = geometry.cells().count();
        assert_eq!(out.matches('·').count(), cells, "{out}");
    }
}
