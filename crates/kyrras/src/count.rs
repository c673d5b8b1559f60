//! The number of players and what depends on it (KY-1.2, KY-2.2).

use core::fmt;

use board_core::hex::HexGrid;

/// A game of 2, 3 or 4 players.
///
/// ```
/// use kyrras::PlayerCount;
/// assert_eq!(PlayerCount::new(3), Some(PlayerCount::Three));
/// assert_eq!(PlayerCount::Three.radius(), 5);
/// assert_eq!(PlayerCount::Four.grid().cell_count(), 127);
/// assert_eq!(PlayerCount::Two.mountains_per_player(), 4);
/// assert!(PlayerCount::new(5).is_none());
/// // Serde writes the number of players.
/// assert_eq!(serde_json::to_string(&PlayerCount::Four).unwrap(), "4");
/// assert_eq!(serde_json::from_str::<PlayerCount>("3").unwrap(), PlayerCount::Three);
/// assert!(serde_json::from_str::<PlayerCount>("5").is_err());
/// ```
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, serde::Serialize, serde::Deserialize,
)]
#[serde(into = "u8", try_from = "u8")]
pub enum PlayerCount {
    /// Two players, radius-4 board (61 cells).
    Two = 2,
    /// Three players, radius-5 board (91 cells).
    Three = 3,
    /// Four players, radius-6 board (127 cells).
    Four = 4,
}

impl PlayerCount {
    /// The count for `n` players, if `n` is 2, 3 or 4.
    pub const fn new(n: usize) -> Option<PlayerCount> {
        match n {
            2 => Some(PlayerCount::Two),
            3 => Some(PlayerCount::Three),
            4 => Some(PlayerCount::Four),
            _ => None,
        }
    }

    /// The count for a board radius (4, 5 or 6).
    pub const fn from_radius(radius: u32) -> Option<PlayerCount> {
        match radius {
            4 => Some(PlayerCount::Two),
            5 => Some(PlayerCount::Three),
            6 => Some(PlayerCount::Four),
            _ => None,
        }
    }

    /// The number of players.
    #[inline]
    pub const fn get(self) -> usize {
        self as usize
    }

    /// The board radius (KY-1.2).
    #[inline]
    pub const fn radius(self) -> u32 {
        self as u32 + 2
    }

    /// The board: board-core's precomputed grid of this radius.
    #[inline]
    pub fn grid(self) -> &'static HexGrid {
        match HexGrid::of_radius(self.radius()) {
            Some(g) => g,
            // Radii 4 to 6 are always available.
            None => unreachable!("board-core provides radii 1 to 6"),
        }
    }

    /// Mountains each player places (KY-2.2): 4 with two players, else 2.
    pub const fn mountains_per_player(self) -> usize {
        match self {
            PlayerCount::Two => 4,
            _ => 2,
        }
    }

    /// All Mountains of the game.
    pub const fn mountain_total(self) -> usize {
        self.mountains_per_player() * self.get()
    }
}

impl fmt::Display for PlayerCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.get())
    }
}

impl From<PlayerCount> for u8 {
    fn from(c: PlayerCount) -> u8 {
        c.get() as u8
    }
}

impl TryFrom<u8> for PlayerCount {
    type Error = &'static str;
    fn try_from(n: u8) -> Result<PlayerCount, &'static str> {
        PlayerCount::new(n as usize).ok_or("Kyrras is played by 2, 3 or 4 players")
    }
}
