//! Property tests of the hex layer: bijective indexing, metric laws, rays
//! against single steps, and rotation symmetry.

use board_core::hex::{Diagonal, Direction, Hex, HexGrid, HexSet, MAX_RADIUS};
use proptest::prelude::*;

fn any_grid() -> impl Strategy<Value = &'static HexGrid> {
    (1..=MAX_RADIUS).prop_map(|r| HexGrid::of_radius(r).unwrap())
}

/// A grid with a cell index on it.
fn grid_and_cell() -> impl Strategy<Value = (&'static HexGrid, usize)> {
    any_grid().prop_flat_map(|g| (Just(g), 0..g.cell_count()))
}

fn small_hex() -> impl Strategy<Value = Hex> {
    (-20i32..=20, -20i32..=20).prop_map(|(q, r)| Hex::new(q, r))
}

proptest! {
    #[test]
    fn index_and_hex_are_a_bijection((g, i) in grid_and_cell()) {
        let h = g.hex(i).unwrap();
        prop_assert_eq!(g.index_of(h), Some(i));
        prop_assert!(h.length() <= g.radius());
    }

    #[test]
    fn every_hex_within_radius_has_an_index(g in any_grid(), h in small_hex()) {
        let on = h.length() <= g.radius();
        prop_assert_eq!(g.index_of(h).is_some(), on);
        if let Some(i) = g.index_of(h) {
            prop_assert_eq!(g.hex(i), Some(h));
        }
    }

    #[test]
    fn distance_is_a_metric(a in small_hex(), b in small_hex(), c in small_hex()) {
        prop_assert_eq!(a.distance(b), b.distance(a));
        prop_assert_eq!(a.distance(a), 0);
        prop_assert!(a.distance(c) <= a.distance(b) + b.distance(c));
        if a != b {
            prop_assert!(a.distance(b) > 0);
        }
    }

    #[test]
    fn grid_distance_matches_hex_distance((g, i) in grid_and_cell(), j in 0usize..127) {
        let j = j % g.cell_count();
        let (a, b) = (g.hex(i).unwrap(), g.hex(j).unwrap());
        prop_assert_eq!(g.distance(i, j), Some(a.distance(b)));
        prop_assert_eq!(g.distance(i, j), g.distance(j, i));
        prop_assert!(g.ring_around(i, a.distance(b)).contains(j));
    }

    #[test]
    fn rays_agree_with_single_steps((g, i) in grid_and_cell()) {
        for d in Direction::ALL {
            // Step one cell at a time with hex arithmetic.
            let mut expected = Vec::new();
            let mut at = g.hex(i).unwrap().neighbor(d);
            while let Some(j) = g.index_of(at) {
                expected.push(j);
                at = at.neighbor(d);
            }
            let listed: Vec<usize> = g.ray_cells(i, d).collect();
            prop_assert_eq!(&listed, &expected);
            prop_assert_eq!(g.ray(i, d), expected.iter().copied().collect::<HexSet>());
            prop_assert_eq!(g.neighbor(i, d), expected.first().copied());
        }
        for d in Diagonal::ALL {
            let mut expected = Vec::new();
            let mut at = g.hex(i).unwrap().diagonal_neighbor(d);
            while let Some(j) = g.index_of(at) {
                expected.push(j);
                at = at.diagonal_neighbor(d);
            }
            let listed: Vec<usize> = g.diagonal_ray_cells(i, d).collect();
            prop_assert_eq!(&listed, &expected);
            prop_assert_eq!(g.diagonal_ray(i, d), expected.iter().copied().collect::<HexSet>());
            prop_assert_eq!(g.diagonal_neighbor(i, d), expected.first().copied());
        }
    }

    #[test]
    fn slider_attacks_stop_at_the_first_blocker((g, i) in grid_and_cell(), occ in any::<u128>()) {
        let occ = HexSet(occ) & g.all();
        for d in Direction::ALL {
            let mut expected = HexSet::EMPTY;
            for j in g.ray_cells(i, d) {
                expected.insert(j);
                if occ.contains(j) {
                    break;
                }
            }
            prop_assert_eq!(g.ray_attacks(i, d, occ), expected);
        }
        for d in Diagonal::ALL {
            let mut expected = HexSet::EMPTY;
            for j in g.diagonal_ray_cells(i, d) {
                expected.insert(j);
                if occ.contains(j) {
                    break;
                }
            }
            prop_assert_eq!(g.diagonal_ray_attacks(i, d, occ), expected);
        }
    }

    #[test]
    fn between_is_the_ray_segment((g, i) in grid_and_cell()) {
        for d in Direction::ALL {
            let mut seen = HexSet::EMPTY;
            for j in g.ray_cells(i, d) {
                prop_assert_eq!(g.between(i, j), seen);
                prop_assert_eq!(g.between(j, i), seen);
                seen.insert(j);
            }
        }
        for d in Diagonal::ALL {
            let mut seen = HexSet::EMPTY;
            for j in g.diagonal_ray_cells(i, d) {
                prop_assert_eq!(g.between(i, j), seen);
                seen.insert(j);
            }
        }
    }

    #[test]
    fn rotation_preserves_distance_and_directions(a in small_hex(), b in small_hex(), k in -12i32..12) {
        prop_assert_eq!(a.rotate_cw().distance(b.rotate_cw()), a.distance(b));
        prop_assert_eq!(a.rotated(k).distance(b.rotated(k)), a.distance(b));
        prop_assert_eq!(a.rotated(k).length(), a.length());
        prop_assert_eq!(a.rotate_cw().rotate_ccw(), a);
        // Six rotations are the identity.
        let mut h = a;
        for _ in 0..6 {
            h = h.rotate_cw();
        }
        prop_assert_eq!(h, a);
        // Rotating a step rotates its direction; rotation is linear.
        for d in Direction::ALL {
            prop_assert_eq!(a.neighbor(d).rotate_cw(), a.rotate_cw().neighbor(d.clockwise()));
            prop_assert_eq!(d.vector().rotated(k), d.rotated(k).vector());
        }
        for d in Diagonal::ALL {
            prop_assert_eq!(a.diagonal_neighbor(d).rotate_cw(), a.rotate_cw().diagonal_neighbor(d.clockwise()));
        }
        prop_assert_eq!((a + b).rotate_cw(), a.rotate_cw() + b.rotate_cw());
    }

    #[test]
    fn rotation_maps_the_board_and_its_tables_onto_itself((g, i) in grid_and_cell()) {
        let h = g.hex(i).unwrap();
        let j = g.index_of(h.rotate_cw()).unwrap();
        let rot = |set: HexSet| -> HexSet {
            set.iter().map(|c| g.index_of(g.hex(c).unwrap().rotate_cw()).unwrap()).collect()
        };
        prop_assert_eq!(rot(g.knight_targets(i)), g.knight_targets(j));
        prop_assert_eq!(rot(g.adjacent(i)), g.adjacent(j));
        for d in Direction::ALL {
            prop_assert_eq!(rot(g.ray(i, d)), g.ray(j, d.clockwise()));
        }
        for d in Diagonal::ALL {
            prop_assert_eq!(rot(g.diagonal_ray(i, d)), g.diagonal_ray(j, d.clockwise()));
        }
    }

    #[test]
    fn mirrors_preserve_distance(a in small_hex(), b in small_hex()) {
        prop_assert_eq!(a.mirror_east_west().distance(b.mirror_east_west()), a.distance(b));
        prop_assert_eq!(a.mirror_north_south().distance(b.mirror_north_south()), a.distance(b));
    }

    #[test]
    fn direction_to_and_diagonal_to_invert_scaling(a in small_hex(), k in 1i32..8) {
        for d in Direction::ALL {
            prop_assert_eq!(a.direction_to(a + d.vector() * k), Some(d));
            prop_assert_eq!(a.diagonal_to(a + d.vector() * k), None);
        }
        for d in Diagonal::ALL {
            prop_assert_eq!(a.diagonal_to(a + d.vector() * k), Some(d));
            prop_assert_eq!(a.direction_to(a + d.vector() * k), None);
        }
    }

    #[test]
    fn hexset_iteration_matches_bits(bits in any::<u128>()) {
        let s = HexSet(bits);
        let v: Vec<usize> = s.iter().collect();
        prop_assert_eq!(v.len(), s.len());
        prop_assert!(v.windows(2).all(|w| w[0] < w[1]));
        prop_assert_eq!(v.iter().copied().collect::<HexSet>(), s);
        let mut back: Vec<usize> = s.iter().rev().collect();
        back.reverse();
        prop_assert_eq!(back, v);
    }
}
