//! Snapshot tests of the SVG renderer on hand-built views: every picture is
//! well-formed XML with one `class="piece"` element per piece.

mod render_support;

use board_core::inspect::{Coord, Geometry, Mark, PieceView, SideView, View};
use board_core::render::{SvgOptions, svg};
use board_core::{Player, Square};
use render_support::*;

/// Renders, checks well-formedness and the piece count, compares with the
/// snapshot, and returns the picture.
fn picture(name: &str, view: &View, options: &SvgOptions) -> String {
    let out = svg(view, options);
    if let Err(e) = check_xml(&out) {
        panic!("{name} is not well-formed: {e}\n{out}");
    }
    assert_eq!(
        out.matches("class=\"piece\"").count(),
        view.pieces().count(),
        "{name}: one piece element per piece"
    );
    // Every cell and every piece carries its cell's name.
    for c in view.geometry.cells() {
        let tag = format!("data-cell=\"{}\"", view.cell_name(c));
        let expected = 1
            + usize::from(view.piece(c).is_some())
            + view
                .marks(c)
                .iter()
                .filter(|m| m.name != "mountain")
                .count();
        assert_eq!(out.matches(&tag).count(), expected, "{name}: {tag}");
    }
    snapshot(name, &out);
    out
}

#[test]
fn chess_start_position() {
    let out = picture("chess_start.svg", &chess_start(), &SvgOptions::default());
    assert_eq!(out.matches("class=\"cell\"").count(), 64);
    assert_eq!(out.matches("data-owner=\"0\"").count(), 16);
    assert_eq!(out.matches("data-owner=\"1\"").count(), 16);
    // Pieces are figures, not letters: 32 on the board and 6 in the key.
    assert_eq!(out.matches("class=\"figure\"").count(), 32 + 6);
    assert_eq!(out.matches("data-kind=\"pawn\"").count(), 16);
    assert_eq!(out.matches("data-kind=\"knight\"").count(), 4);
    assert!(!out.contains(">N</text>"));
    // Each cell names itself for a page that maps clicks to cells.
    assert!(out.contains("<rect class=\"cell\" data-cell=\"e4\""));
    assert!(out.contains("<title>e4</title>"));
    assert!(out.contains("data-cell=\"e1\"><title>e1: White king</title>"));
    for kind in ["bishop", "king", "knight", "pawn", "queen", "rook"] {
        assert!(
            out.contains(&format!("class=\"legend-entry\" data-name=\"{kind}\"")),
            "{kind}"
        );
    }
    assert!(out.contains(">To act: White</text>"));
    assert!(!out.contains("last-move"));
}

#[test]
fn chess_last_move_is_tinted() {
    let (view, effect) = chess_capture();
    let options = SvgOptions {
        last_move: Some(effect),
        title: Some("After 4. Bxc6".to_string()),
        ..SvgOptions::default()
    };
    let out = picture("chess_capture.svg", &view, &options);
    // b5 and c6 are tinted.
    assert_eq!(out.matches("class=\"last-move\"").count(), 2);
    assert!(out.contains("<title>After 4. Bxc6</title>"));
    assert!(out.contains("last move: remove c6; move b5-c6"));
}

#[test]
fn square_board_with_stats_marks_and_hidden_pieces() {
    let out = picture("square_stats.svg", &square_stats(), &SvgOptions::default());
    // Text from the view is escaped.
    assert!(out.contains("&lt;Dawn&gt; &amp; &quot;Dusk&quot;"));
    // Pieces with stats, names or a hidden side are cards.
    assert_eq!(out.matches("class=\"card\"").count(), 7);
    assert_eq!(
        out.matches("class=\"face-down\"").count(),
        2,
        "two face-down cards are hatched"
    );
    // Two numbers on each of six cards; damage shows as now/printed.
    assert_eq!(out.matches("class=\"stats\"").count(), 12);
    assert!(out.contains("data-stat=\"def\""));
    assert!(out.contains(">5/7</text>"));
    assert!(out.contains(">12</text>"));
    // Short card names: the whole name when short, else its longest word
    // that fits.
    assert!(out.contains("class=\"card-name\""));
    assert!(out.contains(">Griffin</text>") || out.contains(">Knight</text>"));
    assert!(out.contains(">Spearman</text>"));
    assert!(
        out.contains("<title>d2: White Griffin Knight (griffin-knight), att 3, def 5/7</title>")
    );
    assert_eq!(out.matches("class=\"mark\"").count(), 4);
    assert!(out.contains(">Game over</text>"));
    // Known marks have icons (fire, frozen); others their letter.
    assert_eq!(out.matches("class=\"icon\"").count(), 3 + 2);
    assert!(out.contains(">O</text>"));
    // The legend explains every mark and number on the board, with the
    // game's words where it gave them.
    for name in ["obelisk", "fire", "frozen", "face down", "att", "def"] {
        assert!(
            out.contains(&format!("class=\"legend-entry\" data-name=\"{name}\"")),
            "{name}"
        );
    }
    assert!(out.contains(">frozen: cannot move; n: turns left</text>"));
    assert!(out.contains(">fire (n: its number)</text>"));
    assert!(out.contains(">defence left (a/b: left / printed)</text>"));
    assert!(out.contains(">mana: pays for spells</text>"));
    assert!(out.contains("ring is the colour of the seat"));
}

#[test]
fn hex_radius_4_with_mountains_and_facings() {
    let (view, effect) = hex4();
    let options = SvgOptions {
        last_move: Some(effect),
        ..SvgOptions::default()
    };
    let out = picture("hex4.svg", &view, &options);
    assert_eq!(out.matches("class=\"cell\"").count(), 61);
    assert_eq!(out.matches("class=\"mark mountain\"").count(), 5);
    assert_eq!(out.matches("class=\"facing\"").count(), 6);
    assert_eq!(out.matches("class=\"last-move\"").count(), 2);
    // Kings and rabble are figures; spears, elephants, the dragon and the
    // raider emblems on discs; spears turn with their facing.
    assert_eq!(out.matches("class=\"figure\"").count(), 3 + 2);
    assert_eq!(out.matches("class=\"emblem\"").count(), 8 + 4);
    assert_eq!(out.matches(" rotate(").count(), 4);
    assert!(out.contains("<title>(0,2): P1 spear, facing NE</title>"));
    assert!(out.contains("data-name=\"facing\""));
}

#[test]
fn named_hex_cells_on_the_rim_and_in_every_cell() {
    let (view, effect) = hex5_named();
    let options = SvgOptions {
        last_move: Some(effect),
        ..SvgOptions::default()
    };
    let out = picture("hex5_named.svg", &view, &options);
    assert_eq!(out.matches("class=\"cell\"").count(), 91);
    assert!(out.contains("data-cell=\"f6\""));
    assert!(out.contains("<title>a1</title>") && out.contains("<title>l1</title>"));
    assert!(!out.contains("data-cell=\"j"), "no file j");
    // Files below, ranks on both sides: read off the rim, not q= and r=.
    assert!(!out.contains(">q=") && !out.contains(">r="));
    let rim = &out[out.find("<g class=\"coords\"").unwrap()..];
    let rim = &rim[..rim.find("</g>").unwrap()];
    for label in ["a", "b", "e", "f", "k", "l"] {
        assert_eq!(
            rim.matches(&format!(">{label}</text>")).count(),
            1,
            "{label}"
        );
    }
    for rank in 1..=11 {
        assert_eq!(rim.matches(&format!(">{rank}</text>")).count(), 2, "{rank}");
    }
    assert!(out.contains("last move: move e4-e5-e6"));
    assert!(out.contains("<title>g1: White king</title>"));
}

#[test]
fn hex_radius_6_with_four_owners() {
    let (view, effect) = hex6();
    let options = SvgOptions {
        last_move: Some(effect),
        title: Some("Four seats on a radius-6 board".to_string()),
        ..SvgOptions::default()
    };
    let out = picture("hex6.svg", &view, &options);
    assert_eq!(out.matches("class=\"cell\"").count(), 127);
    for seat in 0..4 {
        assert!(out.contains(&format!("data-owner=\"{seat}\"")));
    }
    assert_eq!(out.matches("class=\"last-move\"").count(), 4);
    // One arrow along the four cells of the path.
    assert_eq!(out.matches("class=\"last-move-path\"").count(), 1);
    assert_eq!(out.matches("<polyline").count(), 1);
    assert!(out.contains("Green (P4) — out of the game"));
}

#[test]
fn cell_labels_name_the_empty_cells() {
    let (view, _) = hex4();
    let options = SvgOptions {
        cell_labels: true,
        caption: false,
        ..SvgOptions::default()
    };
    let out = picture("hex4_labels.svg", &view, &options);
    let empty = 61 - view.cells.len();
    // Each empty cell's label, plus the rim labels and the glyphs of the
    // one piece without figure or emblem (the raider has one: none).
    assert_eq!(out.matches("<text").count(), empty + 6 * 4 + 2);
    assert!(out.contains(">-1,3</text>"));
    assert!(!out.contains("To act"));
}

#[test]
fn hostile_text_stays_text() {
    let mut v = View::new(Geometry::Square8);
    let nasty = "</text><script>alert('x')</script>&";
    v.set_piece(
        Coord::Square(Square::A1),
        PieceView::new(Player::new(0), nasty.to_string(), "<&>"),
    );
    v.add_mark(Coord::Square(Square::B2), Mark::new(nasty.to_string()));
    v.sides = vec![SideView::new(Player::new(0), nasty.to_string()).info("x\u{1}y", nasty)];
    v.to_act = Some(Player::new(0));
    let out = svg(
        &v,
        &SvgOptions {
            title: Some(nasty.to_string()),
            ..SvgOptions::default()
        },
    );
    check_xml(&out).unwrap();
    assert!(!out.contains("<script"));
}

#[test]
fn the_checker_rejects_broken_xml() {
    assert!(check_xml("<a><b></a></b>").is_err());
    assert!(check_xml("<a x=\"1\" x=\"2\"/>").is_err());
    assert!(check_xml("<a>&nbsp;</a>").is_err());
    assert!(check_xml("<a x=1/>").is_err());
    assert!(check_xml("<a/><b/>").is_err());
    assert!(check_xml("<a>").is_err());
    assert_eq!(check_xml("<a><b x='&amp;'/>&#x41;</a>\n"), Ok(2));
}

#[test]
fn cells_off_the_board_are_left_out() {
    let mut v = View::new(Geometry::Hex { radius: 1 });
    v.set_piece(hx(0, 0), PieceView::new(Player::new(0), "king", "K"));
    v.set_piece(hx(3, 0), PieceView::new(Player::new(0), "king", "K"));
    v.set_piece(sq("e4"), PieceView::new(Player::new(1), "king", "K"));
    let out = svg(&v, &SvgOptions::default());
    check_xml(&out).unwrap();
    assert_eq!(out.matches("class=\"piece\"").count(), 1);
    let text = board_core::render::text(&v, &Default::default());
    let on_board: usize = text
        .lines()
        .filter(|l| !l.starts_with("pieces:"))
        .map(|l| l.matches('K').count())
        .sum();
    assert_eq!(on_board, 1);
}

/// The `<rect class="cell">` of `cell`: its `x` and `y`.
fn cell_corner(out: &str, cell: &str) -> (String, String) {
    let at = out
        .find(&format!("data-cell=\"{cell}\""))
        .expect("the cell is drawn");
    let rest = &out[at..];
    let value = |key: &str| {
        let start = rest.find(&format!(" {key}=\"")).unwrap() + key.len() + 3;
        rest[start..start + rest[start..].find('"').unwrap()].to_string()
    };
    (value("x"), value("y"))
}

#[test]
fn a_flipped_board_is_turned_half_round() {
    let view = chess_start();
    let plain = svg(&view, &SvgOptions::default());
    let flipped = svg(
        &view,
        &SvgOptions {
            flipped: true,
            ..SvgOptions::default()
        },
    );
    check_xml(&flipped).unwrap();
    // a8 is drawn where h1 was, and the other way round.
    assert_eq!(cell_corner(&flipped, "a8"), cell_corner(&plain, "h1"));
    assert_eq!(cell_corner(&flipped, "h1"), cell_corner(&plain, "a8"));
    assert_ne!(cell_corner(&flipped, "a8"), cell_corner(&plain, "a8"));
    assert_eq!(flipped.matches("class=\"piece\"").count(), 32);
}

/// The centre of the hex cell named `cell` in `out`: the mean of its
/// polygon's corners.
fn hex_centre(out: &str, cell: &str) -> (f64, f64) {
    let at = out
        .find(&format!("<polygon class=\"cell\" data-cell=\"{cell}\""))
        .expect("the cell is drawn");
    let rest = &out[at..];
    let start = rest.find(" points=\"").unwrap() + 9;
    let points = &rest[start..start + rest[start..].find('"').unwrap()];
    let corners: Vec<(f64, f64)> = points
        .split(' ')
        .map(|p| {
            let (x, y) = p.split_once(',').unwrap();
            (x.parse().unwrap(), y.parse().unwrap())
        })
        .collect();
    let n = corners.len() as f64;
    (
        corners.iter().map(|c| c.0).sum::<f64>() / n,
        corners.iter().map(|c| c.1).sum::<f64>() / n,
    )
}

/// The `d` of the facing outline of the piece on `cell`.
fn facing_path(out: &str, cell: &str) -> String {
    let at = out
        .find(&format!(
            "<g class=\"piece\" data-owner=\"2\" data-kind=\"dragon\" data-cell=\"{cell}\""
        ))
        .expect("the piece is drawn");
    let rest = &out[at..];
    let start = rest.find(" d=\"").unwrap() + 4;
    rest[start..start + rest[start..].find('"').unwrap()].to_string()
}

#[test]
fn a_hex_board_turns_by_sixths_keeping_names_and_upright_texts() {
    use board_core::hex::{Direction, Hex};
    let two = |d: Direction| Hex::ORIGIN.neighbor(d).neighbor(d);
    let name = |view: &View, h: Hex| view.cell_name(Coord::Hex(h));
    let mut view = View::new(Geometry::Hex { radius: 3 });
    // A seat's "home" two cells north of the middle, facing north.
    view.set_piece(
        Coord::Hex(two(Direction::N)),
        PieceView::new(Player::new(2), "dragon", "D").facing(Direction::N),
    );
    view.add_mark(Coord::Hex(two(Direction::SE)), Mark::new("fire"));
    let plain = svg(&view, &SvgOptions::default());
    for turns in 0..6u8 {
        let options = SvgOptions {
            turns,
            ..SvgOptions::default()
        };
        // One turned picture is kept as a snapshot (and looked at).
        let turned = if turns == 1 {
            picture("hex_turned.svg", &view, &options)
        } else {
            svg(&view, &options)
        };
        check_xml(&turned).unwrap();
        // Every cell two steps out is drawn where the cell `turns` sixths
        // clockwise of it was, under its own name.
        for d in Direction::ALL {
            let (x, y) = hex_centre(&turned, &name(&view, two(d)));
            let (ex, ey) = hex_centre(&plain, &name(&view, two(d.rotated(i32::from(turns)))));
            assert!(
                (x - ex).abs() < 0.2 && (y - ey).abs() < 0.2,
                "turns {turns}, {d:?}: ({x},{y}) != ({ex},{ey})"
            );
        }
        // Two to four sixths bring the northern home below the middle,
        // three right to the bottom.
        let (x, y) = hex_centre(&turned, &name(&view, two(Direction::N)));
        assert_eq!(y > 0.0, (2..=4).contains(&turns), "turns {turns}: y {y}");
        let lowest = Direction::ALL
            .iter()
            .map(|&d| hex_centre(&turned, &name(&view, two(d))).1)
            .fold(f64::MIN, f64::max);
        assert_eq!(x.abs() < 0.2 && y == lowest, turns == 3, "turns {turns}");
        // The facing turns with the board; its name stays the true one.
        let facing = Direction::N.rotated(i32::from(turns));
        let at = two(Direction::N);
        let same = svg(
            &{
                let mut v = View::new(Geometry::Hex { radius: 3 });
                v.set_piece(
                    Coord::Hex(two(facing)),
                    PieceView::new(Player::new(2), "dragon", "D").facing(facing),
                );
                v
            },
            &SvgOptions::default(),
        );
        assert_eq!(
            facing_path(&turned, &name(&view, at)),
            facing_path(&same, &name(&view, two(facing))),
            "turns {turns}"
        );
        assert!(turned.contains("data-facing=\"N\""));
        // Texts are never rotated: no transform but the unturned ones.
        assert!(!turned.contains("rotate("), "turns {turns}");
    }
    // A flipped hex board is three sixths turned; six sixths is no turn.
    let flipped = svg(
        &view,
        &SvgOptions {
            flipped: true,
            ..SvgOptions::default()
        },
    );
    let three = svg(
        &view,
        &SvgOptions {
            turns: 3,
            ..SvgOptions::default()
        },
    );
    assert_eq!(flipped, three);
    let six = svg(
        &view,
        &SvgOptions {
            turns: 6,
            ..SvgOptions::default()
        },
    );
    assert_eq!(six, plain);
}

#[test]
fn a_square_board_ignores_sixths() {
    let view = chess_start();
    let turned = svg(
        &view,
        &SvgOptions {
            turns: 2,
            ..SvgOptions::default()
        },
    );
    assert_eq!(turned, svg(&view, &SvgOptions::default()));
}
