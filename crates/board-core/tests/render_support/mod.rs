//! Hand-built views, a snapshot check and an XML well-formedness check for
//! the render tests.

#![allow(dead_code)]

use std::path::PathBuf;

use board_core::hex::{Direction, Hex};
use board_core::inspect::{Change, Coord, Geometry, Mark, MoveEffect, PieceView, SideView, View};
use board_core::{Player, Square};

pub fn sq(name: &str) -> Coord {
    Coord::Square(name.parse::<Square>().unwrap())
}

pub fn hx(q: i32, r: i32) -> Coord {
    Coord::Hex(Hex::new(q, r))
}

fn p(i: u8) -> Player {
    Player::new(i)
}

/// The chess start position, White to move.
pub fn chess_start() -> View {
    let mut v = View::new(Geometry::Square8);
    let back = [
        ("rook", "R"),
        ("knight", "N"),
        ("bishop", "B"),
        ("queen", "Q"),
        ("king", "K"),
        ("bishop", "B"),
        ("knight", "N"),
        ("rook", "R"),
    ];
    for (file, (kind, glyph)) in back.iter().enumerate() {
        let f = (b'a' + file as u8) as char;
        v.set_piece(sq(&format!("{f}1")), PieceView::new(p(0), *kind, *glyph));
        v.set_piece(sq(&format!("{f}2")), PieceView::new(p(0), "pawn", "P"));
        v.set_piece(sq(&format!("{f}7")), PieceView::new(p(1), "pawn", "P"));
        v.set_piece(sq(&format!("{f}8")), PieceView::new(p(1), *kind, *glyph));
    }
    v.to_act = Some(p(0));
    v.sides = vec![SideView::new(p(0), "White"), SideView::new(p(1), "Black")];
    v.info.push(board_core::inspect::Info::new("fullmove", "1"));
    v
}

/// After 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6: the last move a capture.
pub fn chess_capture() -> (View, MoveEffect) {
    let mut v = chess_start();
    let moves = [
        ("e2", "e4"),
        ("e7", "e5"),
        ("g1", "f3"),
        ("b8", "c6"),
        ("f1", "b5"),
        ("a7", "a6"),
    ];
    for (a, b) in moves {
        v.apply(&[Change::Move {
            path: vec![sq(a), sq(b)],
        }])
        .unwrap();
    }
    let effect = MoveEffect::from(vec![
        Change::Remove { at: sq("c6") },
        Change::Move {
            path: vec![sq("b5"), sq("c6")],
        },
    ]);
    v.apply(&effect.changes).unwrap();
    v.to_act = Some(p(1));
    v.info = vec![board_core::inspect::Info::new("fullmove", "4")];
    (v, effect)
}

/// A square board with per-piece stats, a face-down troop, marks with
/// owners and numbers, hands, and a finished game.
pub fn square_stats() -> View {
    let mut v = View::new(Geometry::Square8);
    v.set_piece(
        sq("e1"),
        PieceView::new(p(0), "king", "K")
            .stat("att", 2)
            .stat("def", 8),
    );
    v.set_piece(
        sq("d2"),
        PieceView::new(p(0), "griffin-knight", "N")
            .named("Griffin Knight")
            .stat("att", 3)
            .stat_of("def", 5, 7),
    );
    v.set_piece(
        sq("c3"),
        PieceView::new(p(0), "archer", "Ar")
            .named("Kevetni Spearman of the Dawn")
            .stat("att", 4)
            .stat("def", 2),
    );
    v.set_piece(
        sq("f4"),
        PieceView::new(p(0), "spy", "S")
            .stat("att", 1)
            .stat("def", 1)
            .face_down(),
    );
    v.set_piece(
        sq("e8"),
        PieceView::new(p(1), "king", "K")
            .stat("att", 2)
            .stat("def", 8),
    );
    v.set_piece(
        sq("d6"),
        PieceView::new(p(1), "golem", "Go")
            .stat("att", 5)
            .stat("def", 12),
    );
    v.set_piece(sq("b7"), PieceView::new(p(1), "?", "?").face_down());
    v.add_mark(sq("d6"), Mark::new("frozen").lasting(2));
    v.add_mark(sq("e4"), Mark::new("obelisk"));
    v.add_mark(sq("g5"), Mark::new("fire").owned_by(p(0)).lasting(3));
    v.add_mark(sq("g6"), Mark::new("fire").owned_by(p(0)).lasting(1));
    v = v
        .explain("frozen", "cannot move; n: turns left")
        .explain("def", "defence left (a/b: left / printed)")
        .explain("mana", "pays for spells");
    v.to_act = None;
    v.sides = vec![
        SideView::new(p(0), "White")
            .info("mana", "7")
            .info("hand", "Fireball, Longsword, Shield of <Dawn> & \"Dusk\""),
        SideView::new(p(1), "Black")
            .info("mana", "3")
            .info("hand", "4 cards"),
    ];
    v.info.push(board_core::inspect::Info::new(
        "result",
        "White wins by checkmate",
    ));
    v
}

/// A hex board of radius 4 with mountains and facings, two seats: a
/// Kyrras-like middle game, the last move a capture by a spear.
pub fn hex4() -> (View, MoveEffect) {
    let mut v = View::new(Geometry::Hex { radius: 4 });
    for (q, r) in [(0, 0), (2, -3), (-2, 3), (3, 1), (-3, -1)] {
        v.add_mark(hx(q, r), Mark::new("mountain"));
    }
    v.set_piece(hx(2, 2), PieceView::new(p(0), "king", "K"));
    v.set_piece(hx(-2, -2), PieceView::new(p(1), "king", "K"));
    v.set_piece(
        hx(1, 1),
        PieceView::new(p(0), "elephant", "E").facing(Direction::N),
    );
    v.set_piece(
        hx(-1, -1),
        PieceView::new(p(1), "elephant", "E").facing(Direction::S),
    );
    v.set_piece(
        hx(0, 2),
        PieceView::new(p(0), "spear", "S").facing(Direction::NE),
    );
    v.set_piece(
        hx(0, -1),
        PieceView::new(p(1), "spear", "S").facing(Direction::SW),
    );
    v.set_piece(
        hx(1, -2),
        PieceView::new(p(1), "spear", "S").facing(Direction::NW),
    );
    v.set_piece(
        hx(-1, 1),
        PieceView::new(p(0), "spear", "S").facing(Direction::S),
    );
    v.set_piece(hx(3, -1), PieceView::new(p(0), "rabble", "R"));
    v.set_piece(hx(-4, 2), PieceView::new(p(1), "dragon", "D"));
    v.set_piece(hx(4, -4), PieceView::new(p(1), "raider", "Ra"));
    // The white spear came south from (-2,2) and took a piece on (-1,1).
    let effect = MoveEffect::from(vec![
        Change::Remove { at: hx(-1, 1) },
        Change::Move {
            path: vec![hx(-2, 2), hx(-1, 1)],
        },
    ]);
    v.to_act = Some(p(1));
    v.sides = vec![SideView::new(p(0), "P1"), SideView::new(p(1), "P2")];
    v.info.push(board_core::inspect::Info::new("turn", "17"));
    (v, effect)
}

/// A Glinski-like board of radius 5 named in files and ranks, a pawn's
/// double step as the last move.
pub fn hex5_named() -> (View, MoveEffect) {
    use board_core::inspect::CellNaming;
    let mut v = View::new(Geometry::Hex { radius: 5 }).named_cells(CellNaming::HexFileRank);
    let g = v.geometry;
    let name = |n: &str| CellNaming::HexFileRank.parse(g, n).unwrap();
    let (e4, e5, e6) = (name("e4"), name("e5"), name("e6"));
    let (f1, f10, g1) = (name("f1"), name("f10"), name("g1"));
    v.set_piece(f1, PieceView::new(p(0), "bishop", "B"));
    v.set_piece(g1, PieceView::new(p(0), "king", "K"));
    v.set_piece(f10, PieceView::new(p(1), "bishop", "B"));
    v.set_piece(e6, PieceView::new(p(0), "pawn", "P"));
    v.set_piece(name("k7"), PieceView::new(p(1), "king", "K"));
    v.to_act = Some(p(1));
    v.sides = vec![SideView::new(p(0), "White"), SideView::new(p(1), "Black")];
    let effect = MoveEffect::from(vec![Change::Move {
        path: vec![e4, e5, e6],
    }]);
    (v, effect)
}

/// A hex board of radius 6 with four seats (one out of the game), marks,
/// stats, a face-down piece and a last move with a path.
pub fn hex6() -> (View, MoveEffect) {
    let mut v = View::new(Geometry::Hex { radius: 6 });
    // Each seat's king at a corner of the board, with a guard.
    let corners = [
        (Direction::S, 0u8),
        (Direction::N, 1),
        (Direction::NE, 2),
        (Direction::SW, 3),
    ];
    for (dir, seat) in corners {
        let k = Hex::ORIGIN + dir.vector() * 6;
        let g = Hex::ORIGIN + dir.vector() * 5;
        v.set_piece(Coord::Hex(k), PieceView::new(p(seat), "king", "K"));
        v.set_piece(
            Coord::Hex(g),
            PieceView::new(p(seat), "guard", "G")
                .facing(dir.opposite())
                .stat("att", 2 + seat as i32)
                .stat("def", 4),
        );
    }
    v.add_mark(hx(0, 0), Mark::new("mountain"));
    v.add_mark(hx(1, 0), Mark::new("mountain"));
    v.add_mark(hx(0, 1), Mark::new("fire").owned_by(p(2)).lasting(2));
    v.set_piece(
        hx(0, 1),
        PieceView::new(p(3), "dragon", "Dr")
            .stat("att", 9)
            .stat("def", 9),
    );
    v.add_mark(hx(-2, 0), Mark::new("fire").owned_by(p(2)).lasting(1));
    v.add_mark(hx(2, -3), Mark::new("frozen"));
    v.set_piece(hx(2, -3), PieceView::new(p(0), "archer", "A"));
    v.set_piece(hx(-3, 3), PieceView::new(p(1), "spy", "Sp").face_down());
    v.set_piece(hx(4, -4), PieceView::new(p(2), "rabble", "R"));
    let effect = MoveEffect::from(vec![Change::Move {
        path: vec![hx(-3, 1), hx(-2, 1), hx(-1, 1), hx(0, 1)],
    }]);
    v.to_act = Some(p(2));
    v.sides = vec![
        SideView::new(p(0), "Red").info("score", "12"),
        SideView::new(p(1), "Gold").info("score", "3"),
        SideView::new(p(2), "Blue")
            .info("score", "7")
            .info("sets", "2 of 3"),
        SideView {
            active: false,
            ..SideView::new(p(3), "Green").info("score", "0")
        },
    ];
    v.info.push(board_core::inspect::Info::new("round", "9"));
    v.info
        .push(board_core::inspect::Info::new("phase", "battle"));
    (v, effect)
}

/// Compares `actual` with the stored snapshot `tests/snapshots/<name>`;
/// with `BLESS=1` in the environment, writes it instead.
pub fn snapshot(name: &str, actual: &str) {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "snapshots", name]
        .iter()
        .collect();
    if std::env::var_os("BLESS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "missing snapshot {} ({e}); run with BLESS=1 to write it",
            path.display()
        )
    });
    if expected != actual {
        let first = expected
            .lines()
            .zip(actual.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(expected.lines().count().min(actual.lines().count()));
        panic!(
            "snapshot {name} differs from line {} on (BLESS=1 rewrites it)\nexpected: {:?}\nactual:   {:?}\n--- actual ---\n{actual}",
            first + 1,
            expected.lines().nth(first),
            actual.lines().nth(first),
        );
    }
}

/// Checks that `doc` is one well-formed XML element (with optional
/// leading declaration and trailing whitespace): tags nest and match,
/// attributes are quoted and unique, and `&` starts only a known entity or
/// a character reference. Returns the number of elements.
pub fn check_xml(doc: &str) -> Result<usize, String> {
    let b = doc.as_bytes();
    let mut i = 0;
    let mut stack: Vec<String> = Vec::new();
    let mut elements = 0;
    let mut roots = 0;
    let err = |i: usize, what: &str| Err(format!("at byte {i}: {what}"));
    let is_name = |c: u8| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'_' | b':' | b'.');
    let check_text = |s: &str, at: usize| -> Result<(), String> {
        let mut rest = s;
        while let Some(k) = rest.find('&') {
            let after = &rest[k + 1..];
            let end = after
                .find(';')
                .ok_or_else(|| format!("at byte {at}: unterminated entity"))?;
            let ent = &after[..end];
            let ok = matches!(ent, "amp" | "lt" | "gt" | "quot" | "apos")
                || ent
                    .strip_prefix("#x")
                    .is_some_and(|h| !h.is_empty() && h.chars().all(|c| c.is_ascii_hexdigit()))
                || ent
                    .strip_prefix('#')
                    .is_some_and(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()));
            if !ok {
                return Err(format!("at byte {at}: unknown entity &{ent};"));
            }
            rest = &after[end + 1..];
        }
        if s.contains('>') && s.contains("]]>") {
            return Err(format!("at byte {at}: ]]> in text"));
        }
        Ok(())
    };
    if doc.starts_with("<?xml") {
        i = doc.find("?>").ok_or("unterminated declaration")? + 2;
    }
    while i < b.len() {
        if b[i] != b'<' {
            let end = doc[i..].find('<').map_or(b.len(), |k| i + k);
            let text = &doc[i..end];
            if stack.is_empty() && !text.trim().is_empty() {
                return err(i, "text outside the root element");
            }
            check_text(text, i)?;
            i = end;
            continue;
        }
        if doc[i..].starts_with("<!--") {
            i += doc[i..].find("-->").ok_or("unterminated comment")? + 3;
            continue;
        }
        let closing = b.get(i + 1) == Some(&b'/');
        let mut j = i + 1 + closing as usize;
        let start = j;
        while j < b.len() && is_name(b[j]) {
            j += 1;
        }
        let name = &doc[start..j];
        if name.is_empty() || !(b[start].is_ascii_alphabetic() || b[start] == b'_') {
            return err(i, "bad tag name");
        }
        if closing {
            while j < b.len() && b[j].is_ascii_whitespace() {
                j += 1;
            }
            if b.get(j) != Some(&b'>') {
                return err(j, "bad closing tag");
            }
            match stack.pop() {
                Some(open) if open == name => {}
                other => return err(i, &format!("</{name}> closes {other:?}")),
            }
            i = j + 1;
            continue;
        }
        if stack.is_empty() {
            roots += 1;
            if roots > 1 {
                return err(i, "second root element");
            }
        }
        elements += 1;
        let mut attrs: Vec<&str> = Vec::new();
        loop {
            let ws = j;
            while j < b.len() && b[j].is_ascii_whitespace() {
                j += 1;
            }
            match b.get(j) {
                Some(b'>') => {
                    stack.push(name.to_string());
                    i = j + 1;
                    break;
                }
                Some(b'/') if b.get(j + 1) == Some(&b'>') => {
                    i = j + 2;
                    break;
                }
                Some(_) if ws == j => return err(j, "attribute without a space before it"),
                Some(_) => {
                    let a = j;
                    while j < b.len() && is_name(b[j]) {
                        j += 1;
                    }
                    let attr = &doc[a..j];
                    if attr.is_empty() {
                        return err(j, "bad attribute name");
                    }
                    if attrs.contains(&attr) {
                        return err(a, &format!("duplicate attribute {attr}"));
                    }
                    attrs.push(attr);
                    if b.get(j) != Some(&b'=') {
                        return err(j, "attribute without =");
                    }
                    let quote = *b.get(j + 1).ok_or("eof")?;
                    if quote != b'"' && quote != b'\'' {
                        return err(j, "unquoted attribute");
                    }
                    let vstart = j + 2;
                    let vend = doc[vstart..]
                        .find(quote as char)
                        .ok_or("unterminated attribute")?
                        + vstart;
                    let value = &doc[vstart..vend];
                    if value.contains('<') {
                        return err(vstart, "< in an attribute");
                    }
                    check_text(value, vstart)?;
                    j = vend + 1;
                }
                None => return err(j, "unterminated tag"),
            }
        }
    }
    if let Some(open) = stack.pop() {
        return Err(format!("<{open}> is never closed"));
    }
    if roots != 1 {
        return Err("no root element".to_string());
    }
    Ok(elements)
}
