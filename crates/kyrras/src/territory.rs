//! Seats, home territories and promotion zones (KY-1.3 to KY-1.5, KY-9.1).
//!
//! Every definition here is an integer test on axial coordinates, so the
//! tables are exact. Let `X = q + r` (east-ness) and `Y = r - q`
//! (north-ness); on a true-scale drawing a cell sits at
//! `(sqrt(3)/2 * X, Y/2)`.

use board_core::Player;
use board_core::hex::{Direction, Hex, HexGrid, HexSet};

use crate::PlayerCount;

/// Where a player sits: the compass point of their edge (KY-1.3).
///
/// ```
/// use kyrras::{PlayerCount, Seat};
/// use board_core::Player;
/// assert_eq!(Seat::of(PlayerCount::Three, Player::new(1)), Some(Seat::NorthWest));
/// assert_eq!(Seat::of(PlayerCount::Four, Player::new(3)), Some(Seat::East));
/// assert_eq!(Seat::of(PlayerCount::Two, Player::new(2)), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Seat {
    /// South (P1 in every game).
    South,
    /// North (P2 of 2, P3 of 4).
    North,
    /// North-west (P2 of 3).
    NorthWest,
    /// North-east (P3 of 3).
    NorthEast,
    /// West (P2 of 4).
    West,
    /// East (P4 of 4).
    East,
}

impl Seat {
    /// The seat of `player` in a game of `count` players (KY-1.3); `None`
    /// for a seat the game does not have.
    pub const fn of(count: PlayerCount, player: Player) -> Option<Seat> {
        if player.index() >= count.get() {
            return None;
        }
        Some(Seat::of_index(count, player.index()))
    }

    /// The seat of seat index `p < count`.
    pub(crate) const fn of_index(count: PlayerCount, p: usize) -> Seat {
        match (count, p) {
            (_, 0) => Seat::South,
            (PlayerCount::Two, 1) => Seat::North,
            (PlayerCount::Three, 1) => Seat::NorthWest,
            (PlayerCount::Three, 2) => Seat::NorthEast,
            (PlayerCount::Four, 1) => Seat::West,
            (PlayerCount::Four, 2) => Seat::North,
            (PlayerCount::Four, 3) => Seat::East,
            _ => Seat::South,
        }
    }

    /// Twice the true-scale projection of `hex` on the unit vector toward
    /// this seat, for the seats whose direction is a hex direction. `West`
    /// and `East` use [`Seat::east_west_projection`] instead.
    const fn hex_projection(self, hex: Hex) -> i32 {
        let (q, r, s) = hex.cube();
        match self {
            Seat::South => q - r,
            Seat::North => r - q,
            Seat::NorthWest => s - q,
            Seat::NorthEast => r - s,
            Seat::West => -(q + r),
            Seat::East => q + r,
        }
    }

    /// The facing that points from this seat toward the far side (used by the
    /// standard setup and random deployment for Elephants and Spears).
    pub const fn forward(self) -> Direction {
        match self {
            Seat::South => Direction::N,
            Seat::North => Direction::S,
            Seat::NorthWest => Direction::SE,
            Seat::NorthEast => Direction::SW,
            Seat::West => Direction::NE,
            Seat::East => Direction::SW,
        }
    }
}

/// Whether `hex` lies in the home territory of `player` (KY-1.4).
///
/// * 2 players: the half strictly on the player's side of the east-west
///   line through the centre (`Y < 0` for South).
/// * 3 players: the cells whose projection on the player's seat direction is
///   positive and not smaller than on either other seat direction (a 120
///   degree wedge; the rays where two projections tie are contested).
/// * 4 players: true-scale projections `p` on the unit vectors toward S, W,
///   N, E; the cell is home to seat `i` when `p_i > 0` and
///   `p_i >= p_j - 1/2` for every other seat `j`: a 90 degree quadrant
///   widened by a band of half a cell on each side, which is contested.
///
/// ```
/// use board_core::Player;
/// use board_core::hex::Hex;
/// use kyrras::{in_home, PlayerCount};
/// assert_eq!(in_home(PlayerCount::Two, Player::new(0), Hex::new(4, -4)), Some(true));
/// assert_eq!(in_home(PlayerCount::Two, Player::new(0), Hex::new(0, 0)), Some(false));
/// assert_eq!(in_home(PlayerCount::Two, Player::new(3), Hex::new(0, 0)), None);
/// ```
pub const fn in_home(count: PlayerCount, player: Player, hex: Hex) -> Option<bool> {
    match Seat::of(count, player) {
        Some(seat) => Some(seat_home(count, seat, hex)),
        None => None,
    }
}

const fn seat_home(count: PlayerCount, seat: Seat, hex: Hex) -> bool {
    match count {
        PlayerCount::Two => seat.hex_projection(hex) > 0,
        PlayerCount::Three => {
            let seats = [Seat::South, Seat::NorthWest, Seat::NorthEast];
            let mine = seat.hex_projection(hex);
            if mine <= 0 {
                return false;
            }
            let mut i = 0;
            while i < 3 {
                if seats[i].hex_projection(hex) > mine {
                    return false;
                }
                i += 1;
            }
            true
        }
        PlayerCount::Four => four_player_home(seat, hex),
    }
}

/// A projection value `sign * sqrt(3)^root * k / 2` on the true scale,
/// compared exactly with integers: `root` is 0 for the north-south seats
/// (`k = ±Y`) and 1 for the east-west seats (`k = ±X`).
#[derive(Clone, Copy)]
struct Proj {
    k: i32,
    root3: bool,
}

/// `a >= b - 1` for values `a`, `b` given as doubled projections.
const fn proj_ge_minus_one(a: Proj, b: Proj) -> bool {
    // Compare a + 1 >= b, where a and b may carry a factor sqrt(3).
    // Write a + 1 - b >= 0 as (rational part) + sqrt(3) * (root part) >= 0.
    let (mut rat, mut root) = (1i64, 0i64);
    if a.root3 {
        root += a.k as i64;
    } else {
        rat += a.k as i64;
    }
    if b.root3 {
        root -= b.k as i64;
    } else {
        rat -= b.k as i64;
    }
    sign_of_sum(rat, root) >= 0
}

/// The sign of `rat + sqrt(3) * root`.
const fn sign_of_sum(rat: i64, root: i64) -> i32 {
    let rs = if rat > 0 {
        1
    } else if rat < 0 {
        -1
    } else {
        0
    };
    let ts = if root > 0 {
        1
    } else if root < 0 {
        -1
    } else {
        0
    };
    if rs >= 0 && ts >= 0 {
        return if rs + ts > 0 { 1 } else { 0 };
    }
    if rs <= 0 && ts <= 0 {
        return -1;
    }
    // Opposite signs: compare rat^2 with 3 * root^2.
    let a = rat * rat;
    let b = 3 * root * root;
    if a > b {
        rs
    } else if a < b {
        ts
    } else {
        0
    }
}

const fn four_player_home(seat: Seat, hex: Hex) -> bool {
    let x = hex.q() + hex.r();
    let y = hex.r() - hex.q();
    let projs = [
        Proj {
            k: -y,
            root3: false,
        }, // South
        Proj { k: -x, root3: true }, // West
        Proj { k: y, root3: false }, // North
        Proj { k: x, root3: true },  // East
    ];
    let i = match seat {
        Seat::South => 0,
        Seat::West => 1,
        Seat::North => 2,
        Seat::East => 3,
        _ => return false,
    };
    if projs[i].k <= 0 {
        return false;
    }
    let mut j = 0;
    while j < 4 {
        if j != i && !proj_ge_minus_one(projs[i], projs[j]) {
            return false;
        }
        j += 1;
    }
    true
}

/// Home territories and promotion zones of one player count.
struct Zones {
    home: [HexSet; 4],
    promotion: [HexSet; 4],
}

const fn build_zones(count: PlayerCount) -> Zones {
    let grid = match HexGrid::of_radius(count.radius()) {
        Some(g) => g,
        None => panic!("bad radius"),
    };
    let mut z = Zones {
        home: [HexSet::EMPTY; 4],
        promotion: [HexSet::EMPTY; 4],
    };
    let radius = grid.radius();
    let mut p = 0;
    while p < count.get() {
        let seat = Seat::of_index(count, p);
        let mut i = 0;
        while i < grid.cell_count() {
            if let Some(hex) = grid.hex(i) {
                if seat_home(count, seat, hex) {
                    z.home[p].0 |= 1u128 << i;
                }
                if hex.length() == radius && seat.hex_projection(hex) < 0 {
                    z.promotion[p].0 |= 1u128 << i;
                }
            }
            i += 1;
        }
        p += 1;
    }
    z
}

static ZONES: [Zones; 3] = [
    build_zones(PlayerCount::Two),
    build_zones(PlayerCount::Three),
    build_zones(PlayerCount::Four),
];

#[inline]
fn zones(count: PlayerCount) -> &'static Zones {
    &ZONES[count.get() - 2]
}

/// The home territory of `player` as a set of cells of the board of `count`
/// players (KY-1.4); `None` for a seat the game does not have.
///
/// ```
/// use board_core::Player;
/// use kyrras::{home_territory, PlayerCount};
/// assert_eq!(home_territory(PlayerCount::Two, Player::new(0)).map(|s| s.len()), Some(28));
/// assert_eq!(home_territory(PlayerCount::Three, Player::new(2)).map(|s| s.len()), Some(35));
/// assert_eq!(home_territory(PlayerCount::Three, Player::new(3)), None);
/// ```
pub fn home_territory(count: PlayerCount, player: Player) -> Option<HexSet> {
    (player.index() < count.get()).then(|| zones(count).home[player.index()])
}

/// The home territory of seat `p < count`.
#[inline]
pub(crate) fn home_of(count: PlayerCount, p: usize) -> HexSet {
    zones(count).home[p & 3]
}

/// The cells that are home to two players (KY-1.5): empty for 2 players.
///
/// ```
/// use kyrras::{contested_cells, PlayerCount};
/// assert!(contested_cells(PlayerCount::Two).is_empty());
/// assert_eq!(contested_cells(PlayerCount::Three).len(), 15);
/// ```
pub fn contested_cells(count: PlayerCount) -> HexSet {
    let mut seen = HexSet::EMPTY;
    let mut twice = HexSet::EMPTY;
    for h in &zones(count).home[..count.get()] {
        twice |= seen & *h;
        seen |= *h;
    }
    twice
}

/// The cells on which a Rabble of `player` promotes (KY-9.1):
/// border cells strictly on the far side of the line through the centre
/// perpendicular to the player's seat direction; `None` for a seat the
/// game does not have.
///
/// ```
/// use board_core::Player;
/// use board_core::hex::Hex;
/// use kyrras::{promotion_zone, PlayerCount};
/// let zone = promotion_zone(PlayerCount::Two, Player::new(0)).unwrap();
/// let grid = PlayerCount::Two.grid();
/// assert!(zone.contains(grid.index_of(Hex::new(-4, 4)).unwrap()));
/// assert_eq!(zone.len(), 11);
/// assert_eq!(promotion_zone(PlayerCount::Two, Player::new(2)), None);
/// ```
pub fn promotion_zone(count: PlayerCount, player: Player) -> Option<HexSet> {
    (player.index() < count.get()).then(|| zones(count).promotion[player.index()])
}

/// The promotion zone of seat `p < count`.
#[inline]
pub(crate) fn promotion_of(count: PlayerCount, p: usize) -> HexSet {
    zones(count).promotion[p & 3]
}
