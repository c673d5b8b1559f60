//! The bitboard move generator against a naive one written here from the
//! rules, with plain hex arithmetic (no tables, no pins: make the move and
//! look whether the own king is attacked), over seeded random play-outs.

use std::collections::BTreeSet;

use board_core::hex::{Diagonal, Direction, Hex};
use board_core::{Game, MoveNotation, PositionNotation};
use glinski::{Cell, Color, Glinski, Move, PieceKind};
use proptest::prelude::*;

fn cell(h: Hex) -> Option<Cell> {
    Cell::from_hex(h)
}

fn forward(c: Color) -> Direction {
    match c {
        Color::White => Direction::N,
        Color::Black => Direction::S,
    }
}

fn is_start(c: Color, at: Cell) -> bool {
    let name = at.to_string();
    match c {
        Color::White => {
            ["b1", "c2", "d3", "e4", "f5", "g4", "h3", "i2", "k1"].contains(&name.as_str())
        }
        Color::Black => at.rank() == 7 && !matches!(at.file_letter(), 'a' | 'l'),
    }
}

fn knight_offsets() -> Vec<Hex> {
    let mut v = Vec::new();
    for (a, b, c) in [(3, -1, -2), (-3, 1, 2)] {
        for (q, r, s) in [
            (a, b, c),
            (a, c, b),
            (b, a, c),
            (b, c, a),
            (c, a, b),
            (c, b, a),
        ] {
            v.push(Hex::from_cube(q, r, s).unwrap());
        }
    }
    v
}

/// Cells `from` attacks (could capture on), by the piece's pattern.
fn attacks(g: &Glinski, from: Cell) -> Vec<Cell> {
    let p = g.piece_at(from).unwrap();
    let h = from.hex();
    let mut out = Vec::new();
    let slide = |steps: &[Hex], out: &mut Vec<Cell>| {
        for &v in steps {
            let mut at = h + v;
            while let Some(c) = cell(at) {
                out.push(c);
                if g.piece_at(c).is_some() {
                    break;
                }
                at += v;
            }
        }
    };
    let dirs: Vec<Hex> = Direction::ALL.iter().map(|d| d.vector()).collect();
    let diags: Vec<Hex> = Diagonal::ALL.iter().map(|d| d.vector()).collect();
    match p.kind {
        PieceKind::Pawn => {
            let f = forward(p.color);
            for d in [f.clockwise(), f.counter_clockwise()] {
                out.extend(cell(h.neighbor(d)));
            }
        }
        PieceKind::Knight => out.extend(knight_offsets().into_iter().filter_map(|v| cell(h + v))),
        PieceKind::King => out.extend(dirs.iter().chain(&diags).filter_map(|&v| cell(h + v))),
        PieceKind::Bishop => slide(&diags, &mut out),
        PieceKind::Rook => slide(&dirs, &mut out),
        PieceKind::Queen => {
            slide(&dirs, &mut out);
            slide(&diags, &mut out);
        }
    }
    out
}

fn king_attacked(g: &Glinski, color: Color) -> bool {
    let king = Cell::all()
        .find(|&c| {
            g.piece_at(c)
                .is_some_and(|p| p.color == color && p.kind == PieceKind::King)
        })
        .unwrap();
    Cell::all()
        .filter(|&c| g.piece_at(c).is_some_and(|p| p.color != color))
        .any(|c| attacks(g, c).contains(&king))
}

fn naive_moves(g: &Glinski) -> BTreeSet<Move> {
    let us = g.side_to_move();
    let mut pseudo = Vec::new();
    for from in Cell::all() {
        let Some(p) = g.piece_at(from) else { continue };
        if p.color != us {
            continue;
        }
        let mut add = |to: Cell| {
            let promotes =
                p.kind == PieceKind::Pawn && cell(to.hex().neighbor(forward(us))).is_none();
            if promotes {
                for k in PieceKind::PROMOTIONS {
                    pseudo.push(Move::with_promotion(from.hex(), to.hex(), k).unwrap());
                }
            } else {
                pseudo.push(Move::new(from.hex(), to.hex()).unwrap());
            }
        };
        if p.kind == PieceKind::Pawn {
            let f = forward(us);
            if let Some(one) = cell(from.hex().neighbor(f)).filter(|&c| g.piece_at(c).is_none()) {
                add(one);
                if is_start(us, from)
                    && let Some(two) =
                        cell(one.hex().neighbor(f)).filter(|&c| g.piece_at(c).is_none())
                {
                    add(two);
                }
            }
            for to in attacks(g, from) {
                let enemy = g.piece_at(to).is_some_and(|q| q.color != us);
                if enemy || g.en_passant() == Some(to.hex()) {
                    add(to);
                }
            }
        } else {
            for to in attacks(g, from) {
                if g.piece_at(to).is_none_or(|q| q.color != us) {
                    add(to);
                }
            }
        }
    }
    pseudo
        .into_iter()
        .filter(|&m| {
            let mut after = g.clone();
            after.play_unchecked(m);
            !king_attacked(&after, us)
        })
        .collect()
}

/// What a play-out went through, to show the comparison covered the
/// special moves.
#[derive(Default)]
struct Seen {
    promotions: usize,
    en_passant: usize,
    checks: usize,
    pins: usize,
}

fn compare_along_playout(seed: u64, plies: usize) -> Seen {
    let mut seen = Seen::default();
    let mut g = Glinski::start();
    let mut rng = seed;
    for _ in 0..plies {
        let fast: BTreeSet<Move> = g.legal_moves().iter().copied().collect();
        let slow = naive_moves(&g);
        assert_eq!(fast, slow, "{}", g.to_position_text());
        assert_eq!(g.count_moves(), fast.len() as u64);
        if fast.is_empty() {
            break;
        }
        seen.checks += g.in_check() as usize;
        seen.promotions += fast.iter().any(|m| m.promotion().is_some()) as usize;
        seen.en_passant += fast.iter().any(|m| Some(m.to()) == g.en_passant()) as usize;
        seen.pins += pinned_somewhere(&g) as usize;
        // xorshift: enough to pick moves.
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let mv = *fast.iter().nth((rng % fast.len() as u64) as usize).unwrap();
        let text = g.format_move(mv);
        assert_eq!(g.parse_move(&text), Ok(mv));
        g.play(mv).unwrap();
        assert_eq!(g.zobrist(), g.zobrist_from_scratch());
    }
    seen
}

/// Whether some piece of the side to move has a pseudo-legal move that the
/// naive generator refuses (a pin or a check constraint).
fn pinned_somewhere(g: &Glinski) -> bool {
    !g.in_check()
        && Cell::all().any(|c| {
            g.piece_at(c)
                .is_some_and(|p| p.color == g.side_to_move() && p.kind != PieceKind::King)
                && attacks(g, c).iter().any(|&to| {
                    g.piece_at(to).is_none()
                        && p_kind_slides(g, c)
                        && !g
                            .legal_moves()
                            .iter()
                            .any(|m| m.from_cell() == c && m.to_cell() == to)
                })
        })
}

fn p_kind_slides(g: &Glinski, c: Cell) -> bool {
    g.piece_at(c).is_some_and(|p| {
        matches!(
            p.kind,
            PieceKind::Bishop | PieceKind::Rook | PieceKind::Queen
        )
    })
}

#[test]
fn fixed_seeds_agree() {
    let mut total = Seen::default();
    for seed in 1..=20u64 {
        let seen = compare_along_playout(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15), 300);
        total.promotions += seen.promotions;
        total.en_passant += seen.en_passant;
        total.checks += seen.checks;
        total.pins += seen.pins;
    }
    assert!(total.promotions > 0, "no promotion was possible");
    assert!(total.en_passant > 0, "no en passant was possible");
    assert!(total.checks > 0, "no check happened");
    assert!(total.pins > 0, "no pin happened");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]
    #[test]
    fn random_playouts_agree(seed in 1u64..) {
        compare_along_playout(seed, 250);
    }
}
