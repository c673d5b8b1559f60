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
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
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
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// The owner.
    pub owner: Player,
    /// The kind.
    pub kind: Kind,
    /// The facing: `Some` exactly for Elephants and Spears.
    pub facing: Option<Direction>,
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
