//! The three ways to play Lytharian Chess: the full game, Battle Duels and
//! Pawn Wars.

use core::fmt;
use core::str::FromStr;

use serde::{Deserialize, Serialize};

/// Which game is played.
///
/// ```
/// use lytharia::Mode;
/// assert_eq!("pawn-wars".parse::<Mode>(), Ok(Mode::PawnWars));
/// assert_eq!(Mode::Duels.to_string(), "duels");
/// assert!("chess".parse::<Mode>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// The full card game (LY-1 to LY-16).
    Full,
    /// Battle Duels (LY-17).
    Duels,
    /// Pawn Wars (LY-18).
    PawnWars,
}

impl Mode {
    /// All modes.
    pub const ALL: [Mode; 3] = [Mode::Full, Mode::Duels, Mode::PawnWars];

    /// The CLI name: `full`, `duels` or `pawn-wars`.
    ///
    /// ```
    /// use lytharia::Mode;
    /// assert_eq!(Mode::PawnWars.name(), "pawn-wars");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Mode::Full => "full",
            Mode::Duels => "duels",
            Mode::PawnWars => "pawn-wars",
        }
    }

    /// The smallest legal deck (LY-4.1, LY-17.2).
    ///
    /// ```
    /// use lytharia::Mode;
    /// assert_eq!(Mode::Full.min_deck(), 50);
    /// assert_eq!(Mode::Duels.min_deck(), 20);
    /// ```
    pub const fn min_deck(self) -> usize {
        match self {
            Mode::Duels => 20,
            Mode::Full | Mode::PawnWars => 50,
        }
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An unknown mode name.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("unknown mode `{0}`: expected full, duels or pawn-wars")]
pub struct UnknownMode(pub String);

impl FromStr for Mode {
    type Err = UnknownMode;
    fn from_str(s: &str) -> Result<Mode, UnknownMode> {
        Mode::ALL
            .into_iter()
            .find(|m| m.name() == s)
            .ok_or_else(|| UnknownMode(crate::action::bounded(s)))
    }
}
