//! Piece kinds and pieces: the nine kinds of KY-2 and who owns them.

use core::fmt;

use board_core::Player;
use board_core::hex::Direction;

/// The kind of a piece (KY-2.1). Mountains are not an owned kind: they are
/// terrain, held in their own set on the board.
///
/// ```
/// use kyrras::Kind;
/// assert_eq!(Kind::from_letter('B'), Some(Kind::Rabble));
/// assert_eq!(Kind::Rabble.letter(), 'B');
/// assert!(Kind::Elephant.is_directional());
/// assert_eq!(Kind::Spear.start_count(), 3);
/// assert_eq!(Kind::Rabble.name(), "rabble");
/// assert_eq!(serde_json::to_string(&Kind::Viceroy).unwrap(), "\"viceroy\"");
/// ```
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// King (K): one step; must be captured to be beaten.
    King = 0,
    /// Viceroy (V): up to 3 cells in a line, through its owner's pieces.
    Viceroy = 1,
    /// Dragon (D): up to 4 cells in a line, through anything.
    Dragon = 2,
    /// Elephant (E): directional, up to 2 cells; armoured in front.
    Elephant = 3,
    /// Spear (S): directional, up to 2 cells; armoured in front.
    Spear = 4,
    /// Knight (N): leaps to the 12 knight cells.
    Knight = 5,
    /// Raider (R): up to 3 cells in a line, through pieces but not Mountains.
    Raider = 6,
    /// Rabble (B): one step; promotes to a Raider on the far edge.
    Rabble = 7,
}

impl Kind {
    /// Every kind, in the order of their discriminants.
    pub const ALL: [Kind; 8] = [
        Kind::King,
        Kind::Viceroy,
        Kind::Dragon,
        Kind::Elephant,
        Kind::Spear,
        Kind::Knight,
        Kind::Raider,
        Kind::Rabble,
    ];

    /// The index `0..8` of this kind.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The kind with index `i`, if any.
    pub const fn from_index(i: usize) -> Option<Kind> {
        if i < 8 { Some(Kind::ALL[i]) } else { None }
    }

    /// The notation letter (`K V D E S N R B`).
    pub const fn letter(self) -> char {
        match self {
            Kind::King => 'K',
            Kind::Viceroy => 'V',
            Kind::Dragon => 'D',
            Kind::Elephant => 'E',
            Kind::Spear => 'S',
            Kind::Knight => 'N',
            Kind::Raider => 'R',
            Kind::Rabble => 'B',
        }
    }

    /// The lower-case name (`king`, `viceroy`, `dragon`, `elephant`,
    /// `spear`, `knight`, `raider`, `rabble`): the serde form and the kind
    /// of [`Inspect`](board_core::inspect::Inspect) views.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::King => "king",
            Kind::Viceroy => "viceroy",
            Kind::Dragon => "dragon",
            Kind::Elephant => "elephant",
            Kind::Spear => "spear",
            Kind::Knight => "knight",
            Kind::Raider => "raider",
            Kind::Rabble => "rabble",
        }
    }

    /// The notation letter as a string: the glyph of
    /// [`Inspect`](board_core::inspect::Inspect) views.
    pub const fn glyph(self) -> &'static str {
        match self {
            Kind::King => "K",
            Kind::Viceroy => "V",
            Kind::Dragon => "D",
            Kind::Elephant => "E",
            Kind::Spear => "S",
            Kind::Knight => "N",
            Kind::Raider => "R",
            Kind::Rabble => "B",
        }
    }

    /// The kind written with `letter`, if any (`M` is terrain, not a kind).
    pub const fn from_letter(letter: char) -> Option<Kind> {
        Some(match letter {
            'K' => Kind::King,
            'V' => Kind::Viceroy,
            'D' => Kind::Dragon,
            'E' => Kind::Elephant,
            'S' => Kind::Spear,
            'N' => Kind::Knight,
            'R' => Kind::Raider,
            'B' => Kind::Rabble,
            _ => return None,
        })
    }

    /// Whether pieces of this kind have a facing (Elephants and Spears).
    #[inline]
    pub const fn is_directional(self) -> bool {
        matches!(self, Kind::Elephant | Kind::Spear)
    }

    /// How many of this kind each player starts with (KY-2.1).
    pub const fn start_count(self) -> usize {
        match self {
            Kind::King | Kind::Viceroy | Kind::Dragon => 1,
            Kind::Elephant | Kind::Knight | Kind::Raider => 2,
            Kind::Spear => 3,
            Kind::Rabble => 6,
        }
    }

    /// The most of this kind one player can ever have on the board: the
    /// start count, except Raiders, which Rabble promotion can add to.
    pub const fn max_count(self) -> usize {
        match self {
            Kind::Raider => 8,
            k => k.start_count(),
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// An owned piece: kind, owner and (for Elephants and Spears) facing.
///
/// ```
/// use board_core::Player;
/// use board_core::hex::Direction;
/// use kyrras::{Kind, Piece};
/// let e = Piece::new(Player::new(0), Kind::Elephant, Some(Direction::N));
/// assert_eq!(e.to_string(), "P1E-N");
/// assert_eq!(Piece::new(Player::new(1), Kind::Dragon, None).to_string(), "P2D");
/// // Serde by name; a facing exactly for Elephants and Spears.
/// let json = serde_json::to_string(&e).unwrap();
/// assert_eq!(json, r#"{"owner":0,"kind":"elephant","facing":"N"}"#);
/// assert_eq!(serde_json::from_str::<Piece>(&json).unwrap(), e);
/// assert!(serde_json::from_str::<Piece>(r#"{"owner":0,"kind":"elephant"}"#).is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "PieceRepr")]
pub struct Piece {
    /// The owner.
    pub owner: Player,
    /// The kind.
    pub kind: Kind,
    /// The facing: `Some` exactly for Elephants and Spears.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub facing: Option<Direction>,
}

/// The serde form of a [`Piece`] before its checks.
#[derive(serde::Deserialize)]
struct PieceRepr {
    owner: Player,
    kind: Kind,
    #[serde(default)]
    facing: Option<Direction>,
}

impl TryFrom<PieceRepr> for Piece {
    type Error = &'static str;
    fn try_from(r: PieceRepr) -> Result<Piece, &'static str> {
        if r.owner.index() >= 4 {
            return Err("the owner must be P1 to P4");
        }
        if r.kind.is_directional() != r.facing.is_some() {
            return Err("a facing is needed exactly for Elephants and Spears");
        }
        Ok(Piece {
            owner: r.owner,
            kind: r.kind,
            facing: r.facing,
        })
    }
}

impl Piece {
    /// A piece. A facing given to a non-directional kind is dropped, and a
    /// directional piece without one faces north.
    pub fn new(owner: Player, kind: Kind, facing: Option<Direction>) -> Piece {
        let facing = if kind.is_directional() {
            Some(facing.unwrap_or(Direction::N))
        } else {
            None
        };
        Piece {
            owner,
            kind,
            facing,
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.owner, self.kind.letter())?;
        if let Some(d) = self.facing {
            write!(f, "-{}", d.name())?;
        }
        Ok(())
    }
}
