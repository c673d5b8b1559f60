//! The setup phase (KY-3): Mountains one at a time, then pieces two at a
//! time into home territory; the standard setups; seeded random deployment.

use board_core::Player;
use board_core::hex::{Direction, Hex};
use board_core::{Entropy, SeededRng};

use crate::board::Board;
use crate::count::PlayerCount;
use crate::piece::Kind;
use crate::state::Kyrras;
use crate::territory::{Seat, home_of};

/// One piece to place: kind, cell and (Elephants and Spears only) facing.
///
/// ```
/// use board_core::hex::{Direction, Hex};
/// use kyrras::{Kind, Placement};
/// let p = Placement::new(Kind::Spear, Hex::new(2, -2), Some(Direction::N));
/// assert_eq!(p.facing, Some(Direction::N));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Placement {
    /// The kind placed.
    pub kind: Kind,
    /// Where.
    pub hex: Hex,
    /// The facing; `Some` exactly for Elephants and Spears.
    pub facing: Option<Direction>,
}

impl Placement {
    /// A placement.
    pub const fn new(kind: Kind, hex: Hex, facing: Option<Direction>) -> Placement {
        Placement { kind, hex, facing }
    }
}

/// One recorded setup action.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SetupAction {
    /// A Mountain placed by `player`.
    Mountain {
        /// Who placed it.
        player: Player,
        /// Where.
        hex: Hex,
    },
    /// Two pieces placed by `player`.
    Pieces {
        /// Who placed them.
        player: Player,
        /// The two placements, in order.
        pieces: [Placement; 2],
    },
}

/// The warning value of KY-3.4: after a placement, this King stands on a
/// threatened cell.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct KingThreatened {
    /// The King's owner.
    pub player: Player,
    /// The King's cell.
    pub hex: Hex,
}

/// Why a setup action or a finished setup was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum SetupError {
    /// The cell is not on this board.
    #[error("{0} is not on the board")]
    OffBoard(Hex),
    /// The cell is taken.
    #[error("{0} is already occupied")]
    Occupied(Hex),
    /// The two placements name the same cell.
    #[error("both pieces placed on {0}")]
    SameCell(Hex),
    /// The cell is not in the placing player's home territory.
    #[error("{hex} is not in {player}'s home territory")]
    NotHome {
        /// The placing player.
        player: Player,
        /// The cell.
        hex: Hex,
    },
    /// The player has no piece of this kind left to place.
    #[error("{player} has no {kind} left to place")]
    NoneLeft {
        /// The placing player.
        player: Player,
        /// The kind.
        kind: Kind,
    },
    /// An Elephant or Spear without a facing, or another piece with one.
    #[error("a {0} {1} a facing")]
    Facing(Kind, &'static str),
    /// A Mountain was expected, or pieces were expected.
    #[error("expected {0}")]
    WrongPhase(&'static str),
    /// Everything is placed already.
    #[error("the setup is complete")]
    Complete,
    /// The setup is not complete.
    #[error("the setup is not complete")]
    Incomplete,
    /// A finished setup leaves a King threatened (KY-3.5).
    #[error("{0}'s King at {1} is threatened")]
    KingThreatened(Player, Hex),
    /// Automatic completion found no valid setup.
    #[error("no valid completion found")]
    NoCompletion,
}

/// The setup phase of one game.
///
/// ```
/// use board_core::Player;
/// use board_core::hex::Hex;
/// use kyrras::{Kind, Placement, PlayerCount, Setup};
/// let mut s = Setup::new(PlayerCount::Two);
/// assert_eq!(s.next_player(), Some(Player::new(0)));
/// s.place_mountain(Hex::new(0, 0)).unwrap();
/// assert_eq!(s.next_player(), Some(Player::new(1)));
/// assert!(s.place_pieces([
///     Placement::new(Kind::King, Hex::new(4, -4), None),
///     Placement::new(Kind::Viceroy, Hex::new(3, -4), None),
/// ]).is_err()); // Mountains come first
/// // A standard setup, then the game.
/// let game = Setup::standard(PlayerCount::Two).finish().unwrap();
/// assert_eq!(game.players(), PlayerCount::Two);
/// ```
#[derive(Clone, Debug)]
pub struct Setup {
    count: PlayerCount,
    board: Board,
    placed: [[u8; 8]; 4],
    mountains: usize,
    pairs: usize,
    log: Vec<SetupAction>,
}

/// Kinds in the order the standard setups and random deployment place them.
const ORDER: [Kind; 18] = [
    Kind::King,
    Kind::Viceroy,
    Kind::Dragon,
    Kind::Knight,
    Kind::Knight,
    Kind::Elephant,
    Kind::Elephant,
    Kind::Spear,
    Kind::Spear,
    Kind::Spear,
    Kind::Raider,
    Kind::Raider,
    Kind::Rabble,
    Kind::Rabble,
    Kind::Rabble,
    Kind::Rabble,
    Kind::Rabble,
    Kind::Rabble,
];

impl Setup {
    /// An empty board waiting for its first Mountain.
    pub fn new(count: PlayerCount) -> Setup {
        Setup {
            count,
            board: Board::empty(),
            placed: [[0; 8]; 4],
            mountains: 0,
            pairs: 0,
            log: Vec::new(),
        }
    }

    /// The number of players.
    pub fn players(&self) -> PlayerCount {
        self.count
    }

    /// Every action so far, in order.
    pub fn log(&self) -> &[SetupAction] {
        &self.log
    }

    /// Whether the next action is a Mountain.
    pub fn expects_mountain(&self) -> bool {
        self.mountains < self.count.mountain_total()
    }

    /// Whether everything is placed.
    pub fn is_complete(&self) -> bool {
        !self.expects_mountain() && self.pairs == 9 * self.count.get()
    }

    /// Who acts next (KY-3.1, KY-3.2): seats in order, one Mountain each,
    /// then two pieces each.
    pub fn next_player(&self) -> Option<Player> {
        let n = self.count.get();
        if self.expects_mountain() {
            Some(Player::new((self.mountains % n) as u8))
        } else if self.is_complete() {
            None
        } else {
            Some(Player::new((self.pairs % n) as u8))
        }
    }

    fn cell(&self, hex: Hex) -> Result<usize, SetupError> {
        self.count
            .grid()
            .index_of(hex)
            .ok_or(SetupError::OffBoard(hex))
    }

    /// Places the next Mountain, anywhere on the board (KY-3.1).
    pub fn place_mountain(&mut self, hex: Hex) -> Result<(), SetupError> {
        if self.is_complete() {
            return Err(SetupError::Complete);
        }
        if !self.expects_mountain() {
            return Err(SetupError::WrongPhase("pieces"));
        }
        let c = self.cell(hex)?;
        if !self.board.is_empty_cell(c) {
            return Err(SetupError::Occupied(hex));
        }
        let player = self.next_player().unwrap_or(Player::new(0));
        self.board.put_mountain(c);
        self.mountains += 1;
        self.log.push(SetupAction::Mountain { player, hex });
        Ok(())
    }

    fn check_placement(
        &self,
        player: Player,
        p: &Placement,
        extra: [u8; 8],
    ) -> Result<usize, SetupError> {
        let c = self.cell(p.hex)?;
        if !self.board.is_empty_cell(c) {
            return Err(SetupError::Occupied(p.hex));
        }
        if !home_of(self.count, player.index()).contains(c) {
            return Err(SetupError::NotHome { player, hex: p.hex });
        }
        let used = self.placed[player.index()][p.kind.index()] + extra[p.kind.index()];
        if used as usize >= p.kind.start_count() {
            return Err(SetupError::NoneLeft {
                player,
                kind: p.kind,
            });
        }
        match (p.kind.is_directional(), p.facing.is_some()) {
            (true, false) => return Err(SetupError::Facing(p.kind, "needs")),
            (false, true) => return Err(SetupError::Facing(p.kind, "cannot have")),
            _ => {}
        }
        Ok(c)
    }

    /// Places the next player's two pieces in their home territory
    /// (KY-3.2, KY-3.3). Returns the Kings now threatened (the warning of
    /// KY-3.4); nothing changes on error.
    pub fn place_pieces(
        &mut self,
        pieces: [Placement; 2],
    ) -> Result<Vec<KingThreatened>, SetupError> {
        if self.is_complete() {
            return Err(SetupError::Complete);
        }
        if self.expects_mountain() {
            return Err(SetupError::WrongPhase("a Mountain"));
        }
        let player = self.next_player().unwrap_or(Player::new(0));
        if pieces[0].hex == pieces[1].hex {
            return Err(SetupError::SameCell(pieces[0].hex));
        }
        let a = self.check_placement(player, &pieces[0], [0; 8])?;
        let mut extra = [0; 8];
        extra[pieces[0].kind.index()] = 1;
        let b = self.check_placement(player, &pieces[1], extra)?;
        for (cell, p) in [(a, pieces[0]), (b, pieces[1])] {
            self.board.put(cell, player.index() as u8, p.kind, p.facing);
            self.placed[player.index()][p.kind.index()] += 1;
        }
        self.pairs += 1;
        self.log.push(SetupAction::Pieces { player, pieces });
        Ok(self.threatened_kings())
    }

    /// The Kings on the board that stand threatened now.
    pub fn threatened_kings(&self) -> Vec<KingThreatened> {
        let t = crate::tables::of_radius(self.count.radius());
        let grid = self.count.grid();
        let mut out = Vec::new();
        for p in 0..self.count.get() as u8 {
            if let Some(k) = self.board.king(p)
                && self.board.threatened(t, k, p)
            {
                out.push(KingThreatened {
                    player: Player::new(p),
                    hex: grid.hex(k).unwrap_or(Hex::ORIGIN),
                });
            }
        }
        out
    }

    /// The game this setup starts, P1 to move; refuses an incomplete setup
    /// and one that leaves a King threatened (KY-3.5).
    pub fn finish(&self) -> Result<Kyrras, SetupError> {
        if !self.is_complete() {
            return Err(SetupError::Incomplete);
        }
        if let Some(k) = self.threatened_kings().first() {
            return Err(SetupError::KingThreatened(k.player, k.hex));
        }
        Ok(Kyrras::from_board(self.count, self.board.clone()))
    }

    /// The documented standard setup of KY-3.7, placed in legal order.
    pub fn standard(count: PlayerCount) -> Setup {
        let mut s = Setup::new(count);
        for &hex in standard_mountains(count) {
            // The standard Mountains are distinct cells on the board.
            let _ = s.place_mountain(hex);
        }
        let per_player: Vec<[Placement; 18]> =
            (0..count.get()).map(|p| army_of(count, p)).collect();
        for pair in 0..9 {
            for army in &per_player {
                let _ = s.place_pieces([army[2 * pair], army[2 * pair + 1]]);
            }
        }
        s
    }

    /// A seeded random deployment (KY-3.6): Mountains on random free cells,
    /// pieces on random free cells of their owner's home territory with
    /// random facings, re-drawn until no King is threatened. The same seed
    /// gives the same setup; the result is always complete and valid.
    pub fn random(count: PlayerCount, seed: u64) -> Setup {
        let mut rng = SeededRng::seed_from_u64(seed);
        for _ in 0..256 {
            let mut s = Setup::new(count);
            if s.complete_randomly(&mut rng) && s.threatened_kings().is_empty() {
                return s;
            }
        }
        // Practically unreachable; still a valid setup.
        Setup::standard(count)
    }

    /// Completes this setup (Mountains and pieces still to place) at
    /// random, re-drawing until no King is threatened; nothing changes on
    /// error. Errors when no valid completion turns up (for example because
    /// hand-placed pieces already threaten a King).
    pub fn complete_randomly_seeded(&mut self, seed: u64) -> Result<(), SetupError> {
        let mut rng = SeededRng::seed_from_u64(seed);
        for _ in 0..256 {
            let mut s = self.clone();
            if s.complete_randomly(&mut rng) && s.threatened_kings().is_empty() {
                *self = s;
                return Ok(());
            }
        }
        Err(SetupError::NoCompletion)
    }

    fn complete_randomly(&mut self, rng: &mut SeededRng) -> bool {
        let grid = self.count.grid();
        while self.expects_mountain() {
            let free = grid.all() & !self.board.occupied();
            let Some(c) = pick(free, rng) else {
                return false;
            };
            let Some(hex) = grid.hex(c) else {
                return false;
            };
            if self.place_mountain(hex).is_err() {
                return false;
            }
        }
        while let Some(player) = self.next_player() {
            let p = player.index();
            let mut left: Vec<Kind> = Vec::new();
            for k in ORDER {
                let have =
                    self.placed[p][k.index()] as usize + left.iter().filter(|&&x| x == k).count();
                if have < k.start_count() {
                    left.push(k);
                }
            }
            if left.len() < 2 {
                return false;
            }
            // Two random kinds from what is left, two random free home cells.
            let i = below(rng, left.len());
            let k1 = left.swap_remove(i);
            let k2 = left[below(rng, left.len())];
            let mut free = home_of(self.count, player.index()) & !self.board.occupied();
            let Some(c1) = pick(free, rng) else {
                return false;
            };
            free.remove(c1);
            let Some(c2) = pick(free, rng) else {
                return false;
            };
            let facing = |k: Kind, rng: &mut SeededRng| {
                k.is_directional().then(|| Direction::ALL[below(rng, 6)])
            };
            let f1 = facing(k1, rng);
            let f2 = facing(k2, rng);
            let (Some(h1), Some(h2)) = (grid.hex(c1), grid.hex(c2)) else {
                return false;
            };
            if self
                .place_pieces([Placement::new(k1, h1, f1), Placement::new(k2, h2, f2)])
                .is_err()
            {
                return false;
            }
        }
        true
    }
}

fn below(rng: &mut SeededRng, n: usize) -> usize {
    (rng.next_u64() % n as u64) as usize
}

fn pick(set: board_core::hex::HexSet, rng: &mut SeededRng) -> Option<usize> {
    let n = set.len();
    if n == 0 {
        return None;
    }
    set.iter().nth(below(rng, n))
}

/// The standard Mountains, in placing order (KY-3.7).
pub fn standard_mountains(count: PlayerCount) -> &'static [Hex] {
    const TWO: [Hex; 8] = [
        Hex::new(1, 0),
        Hex::new(-1, 0),
        Hex::new(-2, -2),
        Hex::new(2, 2),
        Hex::new(-1, -3),
        Hex::new(1, 3),
        Hex::new(3, 1),
        Hex::new(-3, -1),
    ];
    const THREE: [Hex; 6] = [
        Hex::new(1, -2),
        Hex::new(-2, 1),
        Hex::new(1, 1),
        Hex::new(2, -1),
        Hex::new(-1, -1),
        Hex::new(-1, 2),
    ];
    const FOUR: [Hex; 8] = [
        Hex::new(1, -3),
        Hex::new(-2, 0),
        Hex::new(-1, 3),
        Hex::new(2, 0),
        Hex::new(3, -1),
        Hex::new(0, -2),
        Hex::new(-3, 1),
        Hex::new(0, 2),
    ];
    match count {
        PlayerCount::Two => &TWO,
        PlayerCount::Three => &THREE,
        PlayerCount::Four => &FOUR,
    }
}

/// The army of a South seat on the radius-4 board, in [`ORDER`].
const SOUTH: [(i32, i32); 18] = [
    (4, -4), // K
    (3, -4), // V
    (3, -3), // D
    (2, -4), // N
    (4, -2), // N
    (1, -3), // E
    (3, -1), // E
    (2, -2), // S
    (2, -3), // S
    (3, -2), // S
    (1, -4), // R
    (4, -1), // R
    (0, -3), // B
    (1, -2), // B
    (2, -1), // B
    (3, 0),  // B
    (0, -2), // B
    (2, 0),  // B
];

/// The army of the West seat of the 4-player board, in [`ORDER`], with the
/// facings of its Elephants and Spears.
const WEST: [(i32, i32); 18] = [
    (-3, -3), // K
    (-3, -2), // V
    (-2, -3), // D
    (-4, -2), // N
    (-2, -4), // N
    (-3, -1), // E
    (-1, -3), // E
    (-4, -1), // S
    (-1, -4), // S
    (-2, -2), // S
    (-5, -1), // R
    (-1, -5), // R
    (-3, 0),  // B
    (-2, -1), // B
    (-1, -2), // B
    (0, -3),  // B
    (-4, 0),  // B
    (0, -4),  // B
];
const WEST_FACING: [Direction; 5] = [
    Direction::NE,
    Direction::SE,
    Direction::NE,
    Direction::SE,
    Direction::NE,
];

/// The standard army of `player` (KY-3.7), in placing order; `None` for a
/// seat the game does not have.
///
/// ```
/// use board_core::Player;
/// use kyrras::{standard_army, Kind, PlayerCount};
/// let army = standard_army(PlayerCount::Two, Player::new(0)).unwrap();
/// assert_eq!(army.iter().filter(|p| p.kind == Kind::Rabble).count(), 6);
/// assert!(standard_army(PlayerCount::Two, Player::new(2)).is_none());
/// ```
pub fn standard_army(count: PlayerCount, player: Player) -> Option<[Placement; 18]> {
    (player.index() < count.get()).then(|| army_of(count, player.index()))
}

/// The standard army of seat `p < count`.
fn army_of(count: PlayerCount, p: usize) -> [Placement; 18] {
    let seat = Seat::of_index(count, p);
    let shift = count.radius() as i32 - 4;
    // Rotation (60-degree clockwise steps) that carries the template's seat
    // onto this one.
    let (west, turns) = match seat {
        Seat::South => (false, 0),
        Seat::NorthWest => (false, 2),
        Seat::North => (false, 3),
        Seat::NorthEast => (false, 4),
        Seat::West => (true, 0),
        Seat::East => (true, 3),
    };
    let (cells, shift) = if west {
        (&WEST, 0)
    } else if count == PlayerCount::Four {
        (&SOUTH, 2)
    } else {
        (&SOUTH, shift)
    };
    let mut out = [Placement::new(Kind::King, Hex::ORIGIN, None); 18];
    let mut directional = 0;
    for i in 0..18 {
        let (q, r) = cells[i];
        let kind = ORDER[i];
        let hex = Hex::new(q + shift, r - shift).rotated(turns);
        let facing = if kind.is_directional() {
            let base = if west {
                WEST_FACING[directional]
            } else {
                Direction::N
            };
            directional += 1;
            Some(base.rotated(turns))
        } else {
            None
        };
        out[i] = Placement::new(kind, hex, facing);
    }
    out
}

impl Kyrras {
    /// The standard start position for `count` players (KY-3.7): the
    /// default start of the CLI.
    ///
    /// ```
    /// use board_core::Game;
    /// use kyrras::{Kyrras, PlayerCount};
    /// for n in [PlayerCount::Two, PlayerCount::Three, PlayerCount::Four] {
    ///     let g = Kyrras::standard(n);
    ///     assert_eq!(g.player_count(), n.get());
    ///     assert!(g.count_moves() > 0);
    /// }
    /// ```
    pub fn standard(count: PlayerCount) -> Kyrras {
        match Setup::standard(count).finish() {
            Ok(g) => g,
            Err(e) => unreachable!("the standard setup is valid: {e}"),
        }
    }

    /// A seeded random deployment for `count` players (KY-3.6).
    ///
    /// ```
    /// use kyrras::{Kyrras, PlayerCount};
    /// assert_eq!(Kyrras::random(PlayerCount::Three, 7), Kyrras::random(PlayerCount::Three, 7));
    /// ```
    pub fn random(count: PlayerCount, seed: u64) -> Kyrras {
        match Setup::random(count, seed).finish() {
            Ok(g) => g,
            Err(e) => unreachable!("random deployment is valid: {e}"),
        }
    }
}

/// A new game of two players from the standard setup
/// ([`Kyrras::standard`] with [`PlayerCount::Two`], KY-12.7).
///
/// ```
/// use kyrras::{Kyrras, PlayerCount};
/// assert_eq!(Kyrras::default(), Kyrras::standard(PlayerCount::Two));
/// ```
impl Default for Kyrras {
    fn default() -> Self {
        Kyrras::standard(PlayerCount::Two)
    }
}
