//! Piece figures for the SVG renderer: Staunton-style outlines of the six
//! chess pieces and emblems for pieces that move like none of them, chosen
//! by a piece's kind name (the renderer knows kind names, not games).
//!
//! Every shape is drawn in a 100 x 100 box, the piece standing on `y = 88`
//! and centred on `x = 50`; the renderer scales the box to the cell. The
//! outlines are this project's own, drawn for legibility at 40-pixel
//! cells: few parts, thick outlines, no fine detail.

use alloc::string::String;

/// How a kind is drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Look {
    /// A standing figure without a disc (the chess pieces).
    Figure(&'static Figure),
    /// An emblem on the owner's disc (pieces that move like no chess
    /// piece); `turns` says whether it turns with the piece's facing.
    Emblem(&'static Figure, bool),
}

/// A figure: filled parts drawn in order (each outlined, so parts that
/// overlap show their seams), then seam lines and dots in the detail ink.
#[derive(PartialEq, Eq, Debug)]
pub(super) struct Figure {
    /// Filled and outlined parts, back to front.
    pub parts: &'static [&'static str],
    /// Lines drawn without fill over the parts.
    pub lines: &'static [&'static str],
    /// Dots `(x, y, r)` in the detail ink (eyes).
    pub dots: &'static [(u8, u8, u8)],
}

/// The plinth every chess figure stands on.
const BASE: &str = "M22,88 L78,88 L78,83 C78,79 74,76 70,76 L30,76 C26,76 22,79 22,83 Z";

/// Pawn: a ball on a collar on a flared body.
pub(super) static PAWN: Figure = Figure {
    parts: &[
        "M33,77 C33,66 40,58 44,51 L56,51 C60,58 67,66 67,77 Z",
        "M37,52 A13,4.5 0 1 0 63,52 A13,4.5 0 1 0 37,52 Z",
        "M37,35 A13,13 0 1 0 63,35 A13,13 0 1 0 37,35 Z",
        BASE,
    ],
    lines: &[],
    dots: &[],
};

/// Rook: a crenellated tower.
pub(super) static ROOK: Figure = Figure {
    parts: &[
        "M33,77 L36,48 L64,48 L67,77 Z",
        "M28,42 L28,17 L37.5,17 L37.5,25 L45.5,25 L45.5,17 L54.5,17 L54.5,25 L62.5,25 L62.5,17 L72,17 L72,42 Z",
        "M30,41 L70,41 L70,49 L30,49 Z",
        BASE,
    ],
    lines: &[],
    dots: &[],
};

/// Bishop: a mitre with its slit and a ball on top.
pub(super) static BISHOP: Figure = Figure {
    parts: &[
        "M35,77 C37,67 42,60 44,55 L56,55 C58,60 63,67 65,77 Z",
        "M50,16 C64,25 68,39 59,52 L41,52 C32,39 36,25 50,16 Z",
        "M37,54 A13,4.5 0 1 0 63,54 A13,4.5 0 1 0 37,54 Z",
        "M45,13 A5,5 0 1 0 55,13 A5,5 0 1 0 45,13 Z",
        BASE,
    ],
    lines: &["M56,27 L47,39"],
    dots: &[],
};

/// Queen: a crown of five balls.
pub(super) static QUEEN: Figure = Figure {
    parts: &[
        "M34,77 C36,65 41,57 42,50 L58,50 C59,57 64,65 66,77 Z",
        "M35,48 L23,24 L38,37 L37,17 L46,34 L50,13 L54,34 L63,17 L62,37 L77,24 L65,48 Z",
        "M35,49 A15,4.5 0 1 0 65,49 A15,4.5 0 1 0 35,49 Z",
        "M18.5,22 A4.5,4.5 0 1 0 27.5,22 A4.5,4.5 0 1 0 18.5,22 Z M32.5,15 A4.5,4.5 0 1 0 41.5,15 A4.5,4.5 0 1 0 32.5,15 Z M45.5,11 A4.5,4.5 0 1 0 54.5,11 A4.5,4.5 0 1 0 45.5,11 Z M58.5,15 A4.5,4.5 0 1 0 67.5,15 A4.5,4.5 0 1 0 58.5,15 Z M72.5,22 A4.5,4.5 0 1 0 81.5,22 A4.5,4.5 0 1 0 72.5,22 Z",
        BASE,
    ],
    lines: &[],
    dots: &[],
};

/// King: a rounded crown under a cross.
pub(super) static KING: Figure = Figure {
    parts: &[
        "M34,77 C36,65 41,57 42,50 L58,50 C59,57 64,65 66,77 Z",
        "M46.5,34 L46.5,21 L40,21 L40,14.5 L46.5,14.5 L46.5,7 L53.5,7 L53.5,14.5 L60,14.5 L60,21 L53.5,21 L53.5,34 Z",
        "M36,48 C27,37 31,25 42,27 C45.5,28 48.5,31 50,34 C51.5,31 54.5,28 58,27 C69,25 73,37 64,48 Z",
        "M35,49 A15,4.5 0 1 0 65,49 A15,4.5 0 1 0 35,49 Z",
        BASE,
    ],
    lines: &[],
    dots: &[],
};

/// Knight: a horse's head looking left.
pub(super) static KNIGHT: Figure = Figure {
    parts: &[
        "M32,77 C30,67 37,60 44,55 C38,57 33,59 28,59 C23,59 19,54 20,49 C21,43 30,36 36,29 C39,24 41,20 44,17 L46,8 L52.5,15 C65,16 75,30 74,48 C73,60 68,68 69,77 Z",
        BASE,
    ],
    lines: &["M57,19 C66,27 70,39 68,54", "M20.5,51 L29,52"],
    dots: &[(39, 31, 3)],
};

/// Spear (an emblem that points where the piece faces, drawn pointing up).
pub(super) static SPEAR: Figure = Figure {
    parts: &[
        "M42.5,44 L57.5,44 L57.5,93 L42.5,93 Z",
        "M50,4 L71,50 L50,41 L29,50 Z",
        "M32,62 L68,62 L68,72 L32,72 Z",
    ],
    lines: &[],
    dots: &[],
};

/// Elephant: a head seen from the front, ears, trunk and tusks.
pub(super) static ELEPHANT: Figure = Figure {
    parts: &[
        "M14,40 C14,24 30,20 38,30 L40,56 C30,64 14,56 14,40 Z",
        "M86,40 C86,24 70,20 62,30 L60,56 C70,64 86,56 86,40 Z",
        "M34,40 C34,22 66,22 66,40 C66,50 60,54 57,58 L56,76 C56,84 46,86 42,80 L47,78 C49,78 49,76 49,74 L44,58 C40,54 34,50 34,40 Z",
        "M42,58 C38,66 32,70 27,69 C31,66 35,62 38,56 Z",
        "M58,58 C62,66 68,70 73,69 C69,66 65,62 62,56 Z",
    ],
    lines: &[],
    dots: &[(43, 40, 3), (57, 40, 3)],
};

/// Dragon: a spread wing (it flies over everything).
pub(super) static DRAGON: Figure = Figure {
    parts: &[
        "M8,84 C16,48 38,22 77,7 C69,22 67,32 70,41 C79,35 89,37 96,45 C86,48 81,53 79,61 C86,61 91,66 93,75 C72,69 44,73 8,84 Z",
    ],
    lines: &["M17,77 C36,57 52,41 73,17", "M31,73 C51,61 65,53 81,47"],
    dots: &[],
};

/// Raider: an axe (it strikes past the pieces in its way).
pub(super) static RAIDER: Figure = Figure {
    parts: &[
        "M39,93 L50,93 L50,8 L39,8 Z",
        "M49,14 C72,6 90,24 86,54 C76,44 64,42 49,48 Z",
        "M40,18 C28,16 17,22 12,36 C22,32 31,32 40,38 Z",
    ],
    lines: &[],
    dots: &[],
};

/// How a piece of kind `kind` is drawn, or `None` for kinds without a
/// figure (they show their glyph).
///
/// Chess names are figures; `viceroy` (a king's deputy moving along lines)
/// takes the queen and `rabble` (one step, promotes) the pawn; `spear`,
/// `elephant`, `dragon` and `raider` are emblems.
pub(super) fn look(kind: &str) -> Option<Look> {
    Some(match kind {
        "king" => Look::Figure(&KING),
        "queen" | "viceroy" => Look::Figure(&QUEEN),
        "rook" => Look::Figure(&ROOK),
        "bishop" => Look::Figure(&BISHOP),
        "knight" => Look::Figure(&KNIGHT),
        "pawn" | "rabble" => Look::Figure(&PAWN),
        "spear" => Look::Emblem(&SPEAR, true),
        "elephant" => Look::Emblem(&ELEPHANT, false),
        "dragon" => Look::Emblem(&DRAGON, false),
        "raider" => Look::Emblem(&RAIDER, false),
        _ => return None,
    })
}

/// Every part of a figure as one path (for the outline drawn under it).
pub(super) fn outline(f: &Figure) -> String {
    let mut d = String::new();
    for (i, p) in f.parts.iter().enumerate() {
        if i > 0 {
            d.push(' ');
        }
        d.push_str(p);
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_choose_looks() {
        assert_eq!(look("king"), Some(Look::Figure(&KING)));
        assert_eq!(look("viceroy"), Some(Look::Figure(&QUEEN)));
        assert_eq!(look("spear"), Some(Look::Emblem(&SPEAR, true)));
        assert_eq!(look("seraphine-dawn"), None);
    }

    #[test]
    fn paths_stay_in_their_box() {
        for f in [
            &PAWN, &ROOK, &BISHOP, &QUEEN, &KING, &KNIGHT, &SPEAR, &ELEPHANT, &DRAGON, &RAIDER,
        ] {
            for p in f.parts.iter().chain(f.lines) {
                for n in p
                    .split(|c: char| !(c.is_ascii_digit() || c == '.'))
                    .filter(|s| !s.is_empty())
                {
                    let v: f64 = n.parse().unwrap();
                    assert!((0.0..=100.0).contains(&v), "{p}");
                }
            }
        }
    }
}
