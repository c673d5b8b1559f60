//! The small closed vocabularies printed on cards: piece types, alignments,
//! creature kinds, spell schools and damage types (rules LY-2.1 to LY-2.4).

use core::fmt;

use serde::{Deserialize, Serialize};

/// The chess piece a troop card stands for (LY-2.1).
///
/// ```
/// use lytharia::cards::PieceType;
/// assert_eq!(PieceType::Knight.code(), "KN");
/// assert_eq!(PieceType::from_code("KN"), Some(PieceType::Knight));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub enum PieceType {
    /// `K`: one square in any direction.
    #[serde(rename = "K")]
    King,
    /// `Q`: any distance along ranks, files and diagonals.
    #[serde(rename = "Q")]
    Queen,
    /// `R`: any distance along ranks and files.
    #[serde(rename = "R")]
    Rook,
    /// `KN`: the eight L jumps.
    #[serde(rename = "KN")]
    Knight,
    /// `B`: any distance along diagonals.
    #[serde(rename = "B")]
    Bishop,
    /// `P`: forward, attacks forward-diagonally.
    #[serde(rename = "P")]
    Pawn,
}

impl PieceType {
    /// All six piece types, King first.
    pub const ALL: [PieceType; 6] = [
        PieceType::King,
        PieceType::Queen,
        PieceType::Rook,
        PieceType::Knight,
        PieceType::Bishop,
        PieceType::Pawn,
    ];

    /// The code printed on cards: `K`, `Q`, `R`, `KN`, `B` or `P`.
    ///
    /// ```
    /// use lytharia::cards::PieceType;
    /// assert_eq!(PieceType::Queen.code(), "Q");
    /// ```
    pub const fn code(self) -> &'static str {
        match self {
            PieceType::King => "K",
            PieceType::Queen => "Q",
            PieceType::Rook => "R",
            PieceType::Knight => "KN",
            PieceType::Bishop => "B",
            PieceType::Pawn => "P",
        }
    }

    /// The piece type with this card code.
    ///
    /// ```
    /// use lytharia::cards::PieceType;
    /// assert_eq!(PieceType::from_code("B"), Some(PieceType::Bishop));
    /// assert_eq!(PieceType::from_code("X"), None);
    /// ```
    pub fn from_code(code: &str) -> Option<PieceType> {
        PieceType::ALL.into_iter().find(|p| p.code() == code)
    }

    /// How many troops of this type an army holds (LY-3.1).
    ///
    /// ```
    /// use lytharia::cards::PieceType;
    /// assert_eq!(PieceType::Pawn.army_count(), 8);
    /// ```
    pub const fn army_count(self) -> usize {
        match self {
            PieceType::King | PieceType::Queen => 1,
            PieceType::Rook | PieceType::Knight | PieceType::Bishop => 2,
            PieceType::Pawn => 8,
        }
    }
}

impl fmt::Display for PieceType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// Good, evil or neutral (LY-2.1, LY-3.4).
///
/// ```
/// use lytharia::cards::Alignment;
/// assert!(Alignment::Good.conflicts_with(Alignment::Evil));
/// assert!(!Alignment::Good.conflicts_with(Alignment::Neutral));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Alignment {
    /// Good troops; their decks hold no death spells.
    Good,
    /// Evil troops; their decks hold no life spells.
    Evil,
    /// Neutral troops; they join good or evil armies.
    Neutral,
}

impl Alignment {
    /// Whether troops of these alignments may not share an army.
    ///
    /// ```
    /// use lytharia::cards::Alignment;
    /// assert!(Alignment::Evil.conflicts_with(Alignment::Good));
    /// ```
    pub const fn conflicts_with(self, other: Alignment) -> bool {
        matches!(
            (self, other),
            (Alignment::Good, Alignment::Evil) | (Alignment::Evil, Alignment::Good)
        )
    }
}

/// What sort of creature a troop is; only humanoids carry equipment
/// (LY-12.1).
///
/// ```
/// use lytharia::cards::CreatureKind;
/// assert!(CreatureKind::Humanoid.can_carry_equipment());
/// assert!(!CreatureKind::Beast.can_carry_equipment());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CreatureKind {
    /// People of the city states and clans.
    Humanoid,
    /// Animals of every description.
    Beast,
    /// Living fire, water, earth or air.
    Elemental,
    /// Monsters of the tribal clans.
    Monster,
}

impl CreatureKind {
    /// Only humanoids may be equipped.
    ///
    /// ```
    /// use lytharia::cards::CreatureKind;
    /// assert!(!CreatureKind::Elemental.can_carry_equipment());
    /// ```
    pub const fn can_carry_equipment(self) -> bool {
        matches!(self, CreatureKind::Humanoid)
    }
}

/// The school of a spell (LY-2.2).
///
/// ```
/// use lytharia::cards::School;
/// assert_eq!(School::Fire.opposite(), Some(School::Water));
/// assert_eq!(School::Arcane.opposite(), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum School {
    /// Healing and protection; not in evil decks.
    Life,
    /// Decay and curses; not in good decks.
    Death,
    /// Pure magic; allowed in every deck.
    Arcane,
    /// Element, opposite of water.
    Fire,
    /// Element, opposite of fire.
    Water,
    /// Element, opposite of air.
    Earth,
    /// Element, opposite of earth.
    Air,
}

impl School {
    /// The opposite element (LY-2.4), or `None` for life, death and arcane.
    ///
    /// ```
    /// use lytharia::cards::School;
    /// assert_eq!(School::Earth.opposite(), Some(School::Air));
    /// ```
    pub const fn opposite(self) -> Option<School> {
        match self {
            School::Fire => Some(School::Water),
            School::Water => Some(School::Fire),
            School::Earth => Some(School::Air),
            School::Air => Some(School::Earth),
            School::Life | School::Death | School::Arcane => None,
        }
    }
}

/// The type of a point of damage (LY-2.5.1); troops may be immune to some.
///
/// ```
/// use lytharia::cards::DamageType;
/// assert_eq!(DamageType::default(), DamageType::Physical);
/// ```
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default, Serialize, Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum DamageType {
    /// Weapons, claws and fists: what troops deal unless stated otherwise.
    #[default]
    Physical,
    /// Fire damage.
    Fire,
    /// Water and ice damage.
    Water,
    /// Earth and stone damage.
    Earth,
    /// Air and lightning damage.
    Air,
    /// Raw arcane damage.
    Arcane,
    /// Holy (life) damage.
    Life,
    /// Necrotic (death) damage.
    Death,
}

/// Whether a spell may be cast as a response (LY-10.4).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Speed {
    /// Only by the active player in their main phase with an empty stack.
    Normal,
    /// Also as a response and in the draw phase.
    Fast,
}

/// Whether a spell stays in play after it resolves (LY-10.6).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Permanence {
    /// Resolves, then goes to the nether.
    Instant,
    /// Resolves into an enchant space and stays in play.
    Enchant,
}

/// Which side of a troop an equipment card goes on (LY-12.2).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Slot {
    /// Weapons, shown on the left.
    Weapon,
    /// Armour, shown on the right.
    Armour,
}
