//! The hex layer against hand-computed values (RULINGS K-G1, K-G2, K-M1).

use board_core::hex::{Diagonal, Direction, Hex, HexGrid, HexSet, MAX_RADIUS};

fn grid(r: u32) -> &'static HexGrid {
    HexGrid::of_radius(r).unwrap()
}

fn hexes(g: &HexGrid, set: HexSet) -> Vec<Hex> {
    let mut v: Vec<Hex> = set.iter().map(|i| g.hex(i).unwrap()).collect();
    v.sort();
    v
}

fn sorted(mut v: Vec<Hex>) -> Vec<Hex> {
    v.sort();
    v
}

#[test]
fn cell_counts_are_3r_r_plus_1() {
    let expected = [7, 19, 37, 61, 91, 127];
    for r in 1..=MAX_RADIUS {
        assert_eq!(grid(r).cell_count(), expected[r as usize - 1]);
        assert_eq!(grid(r).cell_count() as u32, 3 * r * (r + 1) + 1);
    }
    assert!(HexGrid::of_radius(0).is_none());
    assert!(HexGrid::of_radius(7).is_none());
    assert!(HexGrid::build(7).is_none());
}

#[test]
fn ring_sizes_are_6k() {
    for r in 1..=MAX_RADIUS {
        let g = grid(r);
        assert_eq!(g.ring(0), HexSet::single(g.index_of(Hex::ORIGIN).unwrap()));
        let mut union = HexSet::EMPTY;
        for k in 0..=r {
            let ring = g.ring(k);
            if k > 0 {
                assert_eq!(ring.len() as u32, 6 * k, "radius {r} ring {k}");
            }
            assert!(!ring.intersects(union));
            union |= ring;
            for i in ring {
                assert_eq!(g.hex(i).unwrap().length(), k);
            }
        }
        assert_eq!(union, g.all());
    }
}

#[test]
fn direction_vectors_follow_k_g1() {
    assert_eq!(Direction::N.vector(), Hex::new(-1, 1));
    assert_eq!(Direction::NE.vector(), Hex::new(0, 1));
    assert_eq!(Direction::SE.vector(), Hex::new(1, 0));
    assert_eq!(Direction::S.vector(), Hex::new(1, -1));
    assert_eq!(Direction::SW.vector(), Hex::new(0, -1));
    assert_eq!(Direction::NW.vector(), Hex::new(-1, 0));
    assert_eq!(Diagonal::NNE.vector(), Hex::new(-1, 2));
    assert_eq!(Diagonal::E.vector(), Hex::new(1, 1));
    assert_eq!(Diagonal::SSE.vector(), Hex::new(2, -1));
    assert_eq!(Diagonal::SSW.vector(), Hex::new(1, -2));
    assert_eq!(Diagonal::W.vector(), Hex::new(-1, -1));
    assert_eq!(Diagonal::NNW.vector(), Hex::new(-2, 1));
}

#[test]
fn neighbours_of_specific_cells() {
    let g = grid(5);
    let at = |q, r| g.index_of(Hex::new(q, r)).unwrap();
    // The centre has all six, in compass order.
    let c = at(0, 0);
    let ns: Vec<Hex> = Direction::ALL
        .iter()
        .map(|&d| g.hex(g.neighbor(c, d).unwrap()).unwrap())
        .collect();
    assert_eq!(
        ns,
        [
            Hex::new(-1, 1),
            Hex::new(0, 1),
            Hex::new(1, 0),
            Hex::new(1, -1),
            Hex::new(0, -1),
            Hex::new(-1, 0)
        ]
    );
    // The north corner (-5, 5): only SE, S and SW stay on the board.
    let n = at(-5, 5);
    assert_eq!(g.neighbor(n, Direction::N), None);
    assert_eq!(g.neighbor(n, Direction::NE), None);
    assert_eq!(g.neighbor(n, Direction::NW), None);
    assert_eq!(
        g.neighbor(n, Direction::SE).and_then(|i| g.hex(i)),
        Some(Hex::new(-4, 5))
    );
    assert_eq!(
        g.neighbor(n, Direction::S).and_then(|i| g.hex(i)),
        Some(Hex::new(-4, 4))
    );
    assert_eq!(
        g.neighbor(n, Direction::SW).and_then(|i| g.hex(i)),
        Some(Hex::new(-5, 4))
    );
    assert_eq!(
        hexes(g, g.adjacent(n)),
        sorted(vec![Hex::new(-4, 5), Hex::new(-4, 4), Hex::new(-5, 4)])
    );
    // A mid-edge cell (-5, 2) on the NW side has four neighbours.
    assert_eq!(g.adjacent(at(-5, 2)).len(), 4);
    // Its diagonal neighbours: E (-4,3), SSE (-3,1), SSW (-4,0); NNE (-6,4), W (-6,1), NNW (-7,3) are off.
    assert_eq!(
        hexes(g, g.diagonal_adjacent(at(-5, 2))),
        sorted(vec![Hex::new(-4, 3), Hex::new(-3, 1), Hex::new(-4, 0)])
    );
}

#[test]
fn knight_targets_of_the_centre() {
    let g = grid(5);
    let c = g.index_of(Hex::ORIGIN).unwrap();
    let expected = sorted(vec![
        Hex::new(3, -1),
        Hex::new(3, -2),
        Hex::new(-1, 3),
        Hex::new(-2, 3),
        Hex::new(-1, -2),
        Hex::new(-2, -1),
        Hex::new(-3, 1),
        Hex::new(-3, 2),
        Hex::new(1, -3),
        Hex::new(2, -3),
        Hex::new(1, 2),
        Hex::new(2, 1),
    ]);
    assert_eq!(hexes(g, g.knight_targets(c)), expected);
    for h in expected {
        let (q, r, s) = h.cube();
        let mut a = [q.abs(), r.abs(), s.abs()];
        a.sort();
        assert_eq!(a, [1, 2, 3]);
    }
}

#[test]
fn knight_targets_of_edge_cells() {
    let g = grid(5);
    let at = |q, r| g.index_of(Hex::new(q, r)).unwrap();
    // The south corner (5,-5): only the targets that point back inside.
    assert_eq!(
        hexes(g, g.knight_targets(at(5, -5))),
        sorted(vec![
            Hex::new(4, -2),
            Hex::new(3, -2),
            Hex::new(2, -4),
            Hex::new(2, -3)
        ])
    );
    // Every cell: the table equals the cube rule of K-M1.
    for (i, h) in g.cells() {
        let want: Vec<Hex> = g
            .cells()
            .map(|(_, t)| t)
            .filter(|&t| {
                let (q, r, s) = (t - h).cube();
                let mut a = [q, r, s];
                a.sort();
                a == [-2, -1, 3] || a == [-3, 1, 2]
            })
            .collect();
        assert_eq!(hexes(g, g.knight_targets(i)), sorted(want), "{h}");
    }
}

#[test]
fn rays_of_specific_cells() {
    let g = grid(5);
    let at = |q, r| g.index_of(Hex::new(q, r)).unwrap();
    let c = at(0, 0);
    for d in Direction::ALL {
        assert_eq!(g.ray(c, d).len(), 5);
    }
    for d in Diagonal::ALL {
        assert_eq!(g.diagonal_ray(c, d).len(), 2);
    }
    let south: Vec<Hex> = g
        .ray_cells(c, Direction::S)
        .map(|i| g.hex(i).unwrap())
        .collect();
    assert_eq!(
        south,
        [
            Hex::new(1, -1),
            Hex::new(2, -2),
            Hex::new(3, -3),
            Hex::new(4, -4),
            Hex::new(5, -5)
        ]
    );
    // From the SW edge cell (2,-5), the E diagonal: (3,-4), (4,-3), (5,-2).
    let e: Vec<Hex> = g
        .diagonal_ray_cells(at(2, -5), Diagonal::E)
        .map(|i| g.hex(i).unwrap())
        .collect();
    assert_eq!(e, [Hex::new(3, -4), Hex::new(4, -3), Hex::new(5, -2)]);
    assert_eq!(g.line_attacks(c, HexSet::EMPTY).len(), 30);
    assert_eq!(g.between(at(0, -5), at(0, 5)).len(), 9);
    assert_eq!(g.between(at(-2, -2), at(2, 2)).len(), 3);
}

#[test]
fn distances() {
    let g = grid(6);
    let at = |q, r| g.index_of(Hex::new(q, r)).unwrap();
    assert_eq!(g.distance(at(-6, 0), at(6, 0)), Some(12));
    assert_eq!(g.distance(at(-6, 6), at(6, -6)), Some(12));
    assert_eq!(g.distance(at(1, 1), at(-1, 2)), Some(2));
    assert_eq!(g.distance(at(0, 0), at(3, -1)), Some(3));
    assert_eq!(g.distance(0, 127), None);
    assert_eq!(g.ring_around(at(0, 0), 3), g.ring(3));
}

#[test]
fn corners_and_sides_follow_k_g2() {
    // The corners point N, NE, SE, S, SW, NW: 5 * direction is a corner with 3 neighbours.
    let g = grid(5);
    for d in Direction::ALL {
        let corner = g.index_of(d.vector() * 5).unwrap();
        assert_eq!(g.adjacent(corner).len(), 3, "{d}");
    }
    // The flat sides face the diagonals: the middle of the east side (the cell
    // farthest east along the E diagonal from the centre, (2,2) then (3,2)) has 4 neighbours.
    let east_side = g.index_of(Hex::new(3, 2)).unwrap();
    assert_eq!(g.adjacent(east_side).len(), 4);
}
