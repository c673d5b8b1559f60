//! Properties of the square layer: sliding attacks agree with a naive ray
//! walk; `between` and `line` are symmetric and consistent.

use board_core::square::{
    Bitboard, Square, between, bishop_attacks, line, queen_attacks, rook_attacks,
};
use proptest::prelude::*;

fn walk(sq: Square, occ: Bitboard, dirs: &[(i8, i8)]) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    for &(df, dr) in dirs {
        let mut cur = sq;
        while let Some(next) = cur.offset(df, dr) {
            out.insert(next);
            if occ.contains(next) {
                break;
            }
            cur = next;
        }
    }
    out
}

const ROOK: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

fn square() -> impl Strategy<Value = Square> {
    (0u8..64).prop_map(|i| Square::from_index(i).unwrap())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn sliders_match_ray_walk(sq in square(), occ in any::<u64>(), sparse in any::<u64>()) {
        // Mix dense and sparse occupancies.
        for occ in [Bitboard(occ), Bitboard(occ & sparse)] {
            prop_assert_eq!(rook_attacks(sq, occ), walk(sq, occ, &ROOK));
            prop_assert_eq!(bishop_attacks(sq, occ), walk(sq, occ, &BISHOP));
            prop_assert_eq!(queen_attacks(sq, occ), walk(sq, occ, &ROOK) | walk(sq, occ, &BISHOP));
        }
    }

    #[test]
    fn between_and_line_are_symmetric(a in square(), b in square()) {
        prop_assert_eq!(between(a, b), between(b, a));
        prop_assert_eq!(line(a, b), line(b, a));
        // between lies on the line; the line holds both ends when aligned.
        prop_assert_eq!(between(a, b) - line(a, b), Bitboard::EMPTY);
        let aligned = a != b && (queen_attacks(a, Bitboard::EMPTY).contains(b));
        prop_assert_eq!(line(a, b).is_nonempty(), aligned);
        if aligned {
            prop_assert!(line(a, b).contains(a) && line(a, b).contains(b));
            // between is exactly what blocks a slider from a to b.
            let from_a = queen_attacks(a, Bitboard::from(b)) & line(a, b);
            let from_b = queen_attacks(b, Bitboard::from(a)) & line(a, b);
            prop_assert_eq!(between(a, b), from_a & from_b);
        }
    }

    #[test]
    fn iteration_round_trips(bits in any::<u64>()) {
        let b = Bitboard(bits);
        prop_assert_eq!(b.iter().count() as u32, b.count());
        prop_assert_eq!(b.iter().collect::<Bitboard>(), b);
    }
}

proptest! {
    #[test]
    fn shifts_match_offsets(bits in any::<u64>()) {
        let b = Bitboard(bits);
        let shifted = |df: i8, dr: i8| -> Bitboard {
            b.iter().filter_map(|s| s.offset(df, dr)).collect()
        };
        prop_assert_eq!(b.north(), shifted(0, 1));
        prop_assert_eq!(b.south(), shifted(0, -1));
        prop_assert_eq!(b.east(), shifted(1, 0));
        prop_assert_eq!(b.west(), shifted(-1, 0));
        prop_assert_eq!(b.north_east(), shifted(1, 1));
        prop_assert_eq!(b.north_west(), shifted(-1, 1));
        prop_assert_eq!(b.south_east(), shifted(1, -1));
        prop_assert_eq!(b.south_west(), shifted(-1, -1));
    }
}
