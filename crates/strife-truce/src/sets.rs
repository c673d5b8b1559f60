//! The six sets a player may choose before the game (ST-10 to ST-15).

use alloc::string::String;
use core::fmt;
use core::str::FromStr;

/// A player's set. A player may also play with no set (`None` in
/// [`Sets`]).
///
/// Each set has a short name used in notation and on the command line, and
/// accepts its long names when parsed:
///
/// | set | short | also accepted |
/// |---|---|---|
/// | Princess / Star Fire | `fire` | `princess`, `starfire`, `star-fire` |
/// | Prince / Pure Ice | `ice` | `prince`, `pureice`, `pure-ice` |
/// | Marchioness / Channel Bug | `bug` | `marchioness`, `channelbug`, `channel-bug` |
/// | Viscount / Force Holy | `holy` | `viscount`, `forceholy`, `force-holy` |
/// | Baroness / Forge Undead | `undead` | `baroness`, `forgeundead`, `forge-undead` |
/// | False King Traitor / Void | `void` | `traitor`, `falseking`, `false-king-traitor` |
///
/// ```
/// use strife_truce::SetKind;
/// assert_eq!("Star-Fire".parse::<SetKind>(), Ok(SetKind::StarFire));
/// assert_eq!(SetKind::PureIce.to_string(), "ice");
/// ```
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, serde::Serialize, serde::Deserialize,
)]
pub enum SetKind {
    /// Princess: fire trails, Set Trail, Invincible.
    StarFire,
    /// Prince: Freeze, Ice Knight trail, Ice Rook Kamikaze.
    PureIce,
    /// Marchioness: Swarm, Bless.
    ChannelBug,
    /// Viscount: space trails, Set Trail, Swap.
    ForceHoly,
    /// Baroness: Sacrifice, Undead Resurrect.
    ForgeUndead,
    /// False King Traitor: drain on a kill, Mana Lock.
    Void,
}

impl SetKind {
    /// All six sets.
    ///
    /// ```
    /// # use strife_truce::SetKind;
    /// assert_eq!(SetKind::ALL.len(), 6);
    /// ```
    pub const ALL: [SetKind; 6] = [
        SetKind::StarFire,
        SetKind::PureIce,
        SetKind::ChannelBug,
        SetKind::ForceHoly,
        SetKind::ForgeUndead,
        SetKind::Void,
    ];

    /// The short name (`fire`, `ice`, `bug`, `holy`, `undead`, `void`).
    ///
    /// ```
    /// # use strife_truce::SetKind;
    /// assert_eq!(SetKind::ForgeUndead.short_name(), "undead");
    /// ```
    pub const fn short_name(self) -> &'static str {
        match self {
            SetKind::StarFire => "fire",
            SetKind::PureIce => "ice",
            SetKind::ChannelBug => "bug",
            SetKind::ForceHoly => "holy",
            SetKind::ForgeUndead => "undead",
            SetKind::Void => "void",
        }
    }

    pub(crate) const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for SetKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.short_name())
    }
}

/// A set name that is not one of the six (quoted up to 40 characters).
///
/// ```
/// use strife_truce::{SetKind, UnknownSet};
/// assert_eq!("earth".parse::<SetKind>(), Err(UnknownSet("earth".into())));
/// ```
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("unknown set {0:?} (expected fire, ice, bug, holy, undead, void or none)")]
pub struct UnknownSet(pub String);

impl FromStr for SetKind {
    type Err = UnknownSet;
    fn from_str(s: &str) -> Result<SetKind, UnknownSet> {
        let lower = s.trim().to_ascii_lowercase();
        Ok(match lower.as_str() {
            "fire" | "princess" | "starfire" | "star-fire" => SetKind::StarFire,
            "ice" | "prince" | "pureice" | "pure-ice" => SetKind::PureIce,
            "bug" | "marchioness" | "channelbug" | "channel-bug" => SetKind::ChannelBug,
            "holy" | "viscount" | "forceholy" | "force-holy" => SetKind::ForceHoly,
            "undead" | "baroness" | "forgeundead" | "forge-undead" => SetKind::ForgeUndead,
            "void" | "traitor" | "falseking" | "false-king-traitor" => SetKind::Void,
            _ => return Err(UnknownSet(crate::error::bounded(s))),
        })
    }
}

/// The sets of both players: White's first.
///
/// Parsed from `WHITE,BLACK` (the CLI's `--sets`), where each side is a set
/// name or `none` (also `-`):
///
/// ```
/// use strife_truce::{SetKind, Sets};
/// let sets: Sets = "fire,none".parse().unwrap();
/// assert_eq!(sets, Sets::new(Some(SetKind::StarFire), None));
/// assert_eq!(sets.to_string(), "fire,none");
/// assert!("fire".parse::<Sets>().is_err());
/// ```
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, Debug, Default, serde::Serialize, serde::Deserialize,
)]
pub struct Sets {
    /// White's set.
    pub white: Option<SetKind>,
    /// Black's set.
    pub black: Option<SetKind>,
}

impl Sets {
    /// Both players' sets.
    ///
    /// ```
    /// use strife_truce::{SetKind, Sets};
    /// assert_eq!(Sets::new(None, Some(SetKind::Void)).to_string(), "none,void");
    /// ```
    pub const fn new(white: Option<SetKind>, black: Option<SetKind>) -> Sets {
        Sets { white, black }
    }

    pub(crate) fn get(self, side: usize) -> Option<SetKind> {
        if side == 0 { self.white } else { self.black }
    }
}

/// Why a `WHITE,BLACK` set pair could not be read.
///
/// ```
/// use strife_truce::{Sets, SetsError};
/// assert!(matches!("fire".parse::<Sets>(), Err(SetsError::Shape(_))));
/// assert!(matches!("fire,mud".parse::<Sets>(), Err(SetsError::Unknown(_))));
/// ```
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum SetsError {
    /// Not exactly two comma-separated names.
    #[error("expected two sets as WHITE,BLACK, got {0:?}")]
    Shape(String),
    /// A name that is not a set.
    #[error(transparent)]
    Unknown(#[from] UnknownSet),
}

/// Reads one side's set: a set name, or `none` / `-` for no set.
///
/// ```
/// use strife_truce::{parse_set, SetKind};
/// assert_eq!(parse_set("void"), Ok(Some(SetKind::Void)));
/// assert_eq!(parse_set("none"), Ok(None));
/// ```
pub fn parse_set(text: &str) -> Result<Option<SetKind>, UnknownSet> {
    match text.trim().to_ascii_lowercase().as_str() {
        "none" | "-" => Ok(None),
        _ => text.parse().map(Some),
    }
}

fn set_name(s: Option<SetKind>) -> &'static str {
    s.map_or("none", SetKind::short_name)
}

impl FromStr for Sets {
    type Err = SetsError;
    fn from_str(s: &str) -> Result<Sets, SetsError> {
        let mut parts = s.split(',');
        let (Some(w), Some(b), None) = (parts.next(), parts.next(), parts.next()) else {
            return Err(SetsError::Shape(crate::error::bounded(s)));
        };
        Ok(Sets::new(parse_set(w)?, parse_set(b)?))
    }
}

impl fmt::Display for Sets {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", set_name(self.white), set_name(self.black))
    }
}
