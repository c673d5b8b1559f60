//! board-core's conformance kit on Glinski's chess: unique legal moves,
//! refused illegal moves leaving the state unchanged, incremental hash,
//! replay, move-notation, position-text and serde round trips, views and
//! move effects, over seeded random play-outs. (Random games from the
//! crate's strategies: tests/properties.rs, feature `proptest`.)

use board_core::testkit::Conformance;
use glinski::{Cell, Glinski, Move, PieceKind};

/// Near misses of the legal moves: promotions without a piece or with a
/// king, ordinary moves with a promotion, and moves of the opponent's
/// pieces.
fn near_misses(g: &Glinski) -> Vec<Move> {
    let mut out = Vec::new();
    for &m in g.legal_moves().iter() {
        match m.promotion() {
            Some(_) => {
                out.extend(Move::new(m.from(), m.to()));
                out.extend(Move::with_promotion(m.from(), m.to(), PieceKind::King));
            }
            None => out.extend(Move::with_promotion(m.from(), m.to(), PieceKind::Queen)),
        }
        out.extend(Move::new(m.to(), m.from()));
    }
    let centre = Cell::from_index(45).unwrap();
    out.extend(Cell::all().filter_map(|c| Move::new(c.hex(), centre.hex())));
    out
}

/// What decides the future, which the hash covers: the board, the side to
/// move and the en-passant cell. The move counters are not hashed: no rule
/// of this crate reads them (no fifty-move rule is adjudicated).
fn same_future(a: &Glinski, b: &Glinski) -> bool {
    let text = |g: &Glinski| {
        let t = g.to_string();
        t.split(' ').take(3).collect::<Vec<_>>().join(" ")
    };
    text(a) == text(b)
}

fn kit(seed: u64, playouts: usize) -> Conformance<Glinski> {
    Conformance::new(Glinski::start())
        .seed(seed)
        .playouts(playouts)
        .max_plies(300)
        .with_notation()
        .with_serde()
        .with_inspection()
        .hash_equivalence(same_future)
        .with_illegal_moves(near_misses)
}

#[test]
fn conformance_fixed_seed() {
    let report = kit(2024, 4).run().unwrap();
    assert_eq!(report.playouts, 4);
}
