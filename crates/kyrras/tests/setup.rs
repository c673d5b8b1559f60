//! The board, seats, homes and the setup phase (KY-1, KY-2, KY-3).

use board_core::hex::{Direction, Hex};
use board_core::{Game, Player};
use kyrras::{
    Kind, Kyrras, Placement, PlayerCount, Seat, Setup, SetupAction, SetupError, contested_cells,
    home_territory, in_home, standard_army, standard_mountains,
};

const COUNTS: [PlayerCount; 3] = [PlayerCount::Two, PlayerCount::Three, PlayerCount::Four];

fn p(i: u8) -> Player {
    Player::new(i)
}

// KY-1.1: axial coordinates and compass directions (RULINGS K-G1).
#[test]
fn directions_and_coordinates() {
    let v: Vec<(i32, i32)> = Direction::ALL
        .iter()
        .map(|d| (d.vector().q(), d.vector().r()))
        .collect();
    assert_eq!(v, [(-1, 1), (0, 1), (1, 0), (1, -1), (0, -1), (-1, 0)]);
    let north = Hex::new(-1, 1);
    assert_eq!(north.r() - north.q(), 2, "north-ness is r - q");
}

// KY-1.2: radius 4, 5, 6 and 61, 91, 127 cells.
#[test]
fn board_sizes() {
    let sizes: Vec<(u32, usize)> = COUNTS
        .iter()
        .map(|c| (c.radius(), c.grid().cell_count()))
        .collect();
    assert_eq!(sizes, [(4, 61), (5, 91), (6, 127)]);
}

// KY-1.3: seats clockwise from the south.
#[test]
fn seats() {
    use Seat::*;
    let seats: Vec<Vec<Seat>> = COUNTS
        .iter()
        .map(|&c| {
            (0..c.get())
                .map(|i| Seat::of(c, p(i as u8)).unwrap())
                .collect()
        })
        .collect();
    assert_eq!(
        seats,
        [
            vec![South, North],
            vec![South, NorthWest, NorthEast],
            vec![South, West, North, East]
        ]
    );
}

// KY-1.4: home sizes, exclusive cells, room for every piece and Mountain.
// KY-1.5: contested cells.
#[test]
fn homes_and_contested_cells() {
    let expect = [
        (vec![28, 28], 0),
        (vec![35, 35, 35], 15),
        (vec![36, 35, 36, 35], 16),
    ];
    for (c, (sizes, contested)) in COUNTS.iter().zip(expect) {
        let homes: Vec<usize> = (0..c.get())
            .map(|i| home_territory(*c, p(i as u8)).unwrap().len())
            .collect();
        assert_eq!(homes, sizes);
        let both = contested_cells(*c);
        assert_eq!(both.len(), contested);
        for i in 0..c.get() {
            let exclusive = home_territory(*c, p(i as u8)).unwrap() - both;
            assert!(
                exclusive.len() >= 18 + c.mountain_total(),
                "{c} players, P{}",
                i + 1
            );
        }
        let centre = c.grid().index_of(Hex::ORIGIN).unwrap();
        assert!(!(0..c.get()).any(|i| home_territory(*c, p(i as u8)).unwrap().contains(centre)));
    }
    assert!(in_home(PlayerCount::Two, p(0), Hex::new(1, -1)).unwrap());
    assert!(!in_home(PlayerCount::Two, p(0), Hex::new(1, 1)).unwrap());
}

// KY-2.1 KY-2.2 KY-2.3: the armies, the Mountains, facings.
#[test]
fn pieces_and_mountains() {
    let counts: Vec<usize> = Kind::ALL.iter().map(|k| k.start_count()).collect();
    assert_eq!(counts, [1, 1, 1, 2, 3, 2, 2, 6]);
    assert_eq!(counts.iter().sum::<usize>(), 18);
    let mountains: Vec<usize> = COUNTS.iter().map(|c| c.mountain_total()).collect();
    assert_eq!(mountains, [8, 6, 8]);
    for c in COUNTS {
        let g = Kyrras::standard(c);
        assert_eq!(g.mountains().len(), c.mountain_total());
        for i in 0..c.get() {
            let pieces = g.pieces_of(p(i as u8)).unwrap();
            assert_eq!(pieces.len(), 18);
            for cell in pieces.iter() {
                let piece = g.piece_at(c.grid().hex(cell).unwrap()).unwrap();
                assert_eq!(piece.facing.is_some(), piece.kind.is_directional());
            }
        }
    }
}

fn pair(
    a: (Kind, i32, i32, Option<Direction>),
    b: (Kind, i32, i32, Option<Direction>),
) -> [Placement; 2] {
    [
        Placement::new(a.0, Hex::new(a.1, a.2), a.3),
        Placement::new(b.0, Hex::new(b.1, b.2), b.3),
    ]
}

// KY-3.1: Mountains one at a time, in seat order, anywhere empty.
#[test]
fn mountains_first_in_seat_order() {
    let mut s = Setup::new(PlayerCount::Three);
    for i in 0..6 {
        assert_eq!(s.next_player(), Some(p((i % 3) as u8)));
        s.place_mountain(Hex::new(i - 3, 0)).unwrap();
    }
    assert!(!s.expects_mountain());
    assert_eq!(
        s.place_mountain(Hex::new(4, 0)),
        Err(SetupError::WrongPhase("pieces"))
    );
    let mut s = Setup::new(PlayerCount::Two);
    s.place_mountain(Hex::new(0, 0)).unwrap();
    assert_eq!(
        s.place_mountain(Hex::new(0, 0)),
        Err(SetupError::Occupied(Hex::new(0, 0)))
    );
    assert_eq!(
        s.place_mountain(Hex::new(5, 0)),
        Err(SetupError::OffBoard(Hex::new(5, 0)))
    );
}

// KY-3.2 KY-3.3: two pieces per turn, home only, facings, one per cell;
// nothing changes on error.
#[test]
fn pieces_two_at_a_time_in_the_home() {
    let mut s = Setup::new(PlayerCount::Two);
    for h in standard_mountains(PlayerCount::Two) {
        s.place_mountain(*h).unwrap();
    }
    let before = s.log().len();
    let far = pair((Kind::King, 4, -4, None), (Kind::Viceroy, -3, 3, None));
    assert!(matches!(
        s.place_pieces(far),
        Err(SetupError::NotHome { .. })
    ));
    let no_facing = pair((Kind::King, 4, -4, None), (Kind::Spear, 3, -4, None));
    assert!(matches!(
        s.place_pieces(no_facing),
        Err(SetupError::Facing(Kind::Spear, _))
    ));
    let same = pair((Kind::King, 4, -4, None), (Kind::Viceroy, 4, -4, None));
    assert_eq!(
        s.place_pieces(same),
        Err(SetupError::SameCell(Hex::new(4, -4)))
    );
    let two_kings = pair((Kind::King, 4, -4, None), (Kind::King, 3, -4, None));
    assert!(matches!(
        s.place_pieces(two_kings),
        Err(SetupError::NoneLeft {
            kind: Kind::King,
            ..
        })
    ));
    let on_mountain = pair((Kind::King, 4, -4, None), (Kind::Viceroy, 1, 0, None));
    assert_eq!(
        s.place_pieces(on_mountain),
        Err(SetupError::Occupied(Hex::new(1, 0)))
    );
    assert_eq!(s.log().len(), before);
    assert_eq!(s.next_player(), Some(p(0)));
    s.place_pieces(pair(
        (Kind::King, 4, -4, None),
        (Kind::Spear, 3, -4, Some(Direction::NE)),
    ))
    .unwrap();
    assert_eq!(s.next_player(), Some(p(1)));
    assert!(matches!(s.log().last(), Some(SetupAction::Pieces { player, .. }) if *player == p(0)));
}

// KY-3.4: a placement that leaves a King threatened is reported at once.
// KY-3.5: such a finished setup is refused, and so is an unfinished one.
#[test]
fn a_threatening_placement_is_reported() {
    let mut s = Setup::new(PlayerCount::Two);
    for h in standard_mountains(PlayerCount::Two) {
        s.place_mountain(*h).unwrap();
    }
    assert_eq!(s.finish().unwrap_err(), SetupError::Incomplete);
    // P1's King far forward on (0,-1); P2's Dragon on (-4,3), four cells
    // north of it, flies over the Mountain on (-1,0).
    let w = s
        .place_pieces(pair(
            (Kind::King, 0, -1, None),
            (Kind::Viceroy, 3, -4, None),
        ))
        .unwrap();
    assert!(w.is_empty());
    let w = s
        .place_pieces(pair((Kind::Dragon, -4, 3, None), (Kind::King, -4, 4, None)))
        .unwrap();
    assert_eq!(w.len(), 1);
    assert_eq!((w[0].player, w[0].hex), (p(0), Hex::new(0, -1)));
    let mut s2 = s.clone();
    s2.complete_randomly_seeded(1).unwrap_err();
    // Finish the rest by hand, then the game is refused.
    let rest = |player: u8| -> Vec<Placement> {
        standard_army(PlayerCount::Two, p(player))
            .unwrap()
            .into_iter()
            .filter(|pl| !matches!(pl.kind, Kind::King | Kind::Viceroy | Kind::Dragon))
            .collect()
    };
    let (a, b) = (rest(0), rest(1));
    let mut b = b;
    // P2 still owes its Viceroy; P1 its Dragon.
    let mut a = a;
    a.push(Placement::new(Kind::Dragon, Hex::new(3, -3), None));
    b.push(Placement::new(Kind::Viceroy, Hex::new(-3, 4), None));
    for k in 0..8 {
        s.place_pieces([a[2 * k], a[2 * k + 1]]).unwrap();
        s.place_pieces([b[2 * k], b[2 * k + 1]]).unwrap();
    }
    assert!(s.is_complete());
    assert_eq!(
        s.finish().unwrap_err(),
        SetupError::KingThreatened(p(0), Hex::new(0, -1))
    );
}

// KY-3.6: seeded random deployment is reproducible and always valid.
#[test]
fn random_deployment_is_valid() {
    for c in COUNTS {
        for seed in 0..40 {
            let s = Setup::random(c, seed);
            assert!(s.is_complete());
            let g = s.finish().unwrap();
            assert_eq!(g, Kyrras::random(c, seed));
            for i in 0..c.get() {
                let player = p(i as u8);
                assert!(!g.in_check(player).unwrap());
                assert!(
                    g.pieces_of(player)
                        .unwrap()
                        .is_subset(home_territory(c, player).unwrap())
                );
            }
        }
        assert_ne!(Kyrras::random(c, 1), Kyrras::random(c, 2));
    }
    // Completing a partial hand setup.
    let mut s = Setup::new(PlayerCount::Four);
    s.place_mountain(Hex::new(0, 0)).unwrap();
    s.complete_randomly_seeded(9).unwrap();
    assert!(s.finish().is_ok());
}

// KY-3.7: the standard setups.
#[test]
fn standard_setups() {
    let g = Kyrras::standard(PlayerCount::Two);
    let at = |q, r| g.piece_at(Hex::new(q, r)).unwrap();
    assert_eq!((at(4, -4).kind, at(4, -4).owner), (Kind::King, p(0)));
    assert_eq!((at(-4, 4).kind, at(-4, 4).owner), (Kind::King, p(1)));
    assert_eq!(at(2, -2).facing, Some(Direction::N));
    assert_eq!(at(-2, 2).facing, Some(Direction::S));
    for c in COUNTS {
        let g = Kyrras::standard(c);
        assert!(
            g.pieces_of(p(0))
                .unwrap()
                .intersection(contested_cells(c))
                .is_empty()
        );
        for i in 0..c.get() {
            assert!(!g.in_check(p(i as u8)).unwrap());
        }
        assert_eq!(g.to_act(), Some(p(0)));
        assert_eq!(Setup::standard(c).finish().unwrap(), g);
    }
    let four = Kyrras::standard(PlayerCount::Four);
    let w = four.piece_at(Hex::new(-3, -3)).unwrap();
    assert_eq!((w.kind, w.owner), (Kind::King, p(1)));
}
