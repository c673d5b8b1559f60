//! Piece kinds and their skill costs.

use core::fmt;

/// The six kinds of piece (ST-1).
///
/// ```
/// use strife_truce::Kind;
/// assert_eq!(Kind::from_char('q'), Some(Kind::Queen));
/// assert_eq!(Kind::Knight.to_char(), 'n');
/// ```
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, serde::Serialize, serde::Deserialize,
)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Kind {
    Pawn = 0,
    Knight = 1,
    Bishop = 2,
    Rook = 3,
    Queen = 4,
    King = 5,
}

impl Kind {
    /// Every kind, in index order.
    ///
    /// ```
    /// # use strife_truce::Kind;
    /// assert_eq!(Kind::ALL[0], Kind::Pawn);
    /// ```
    pub const ALL: [Kind; 6] = [
        Kind::Pawn,
        Kind::Knight,
        Kind::Bishop,
        Kind::Rook,
        Kind::Queen,
        Kind::King,
    ];

    /// The kinds a pawn may promote to (ST-4.2).
    ///
    /// ```
    /// # use strife_truce::Kind;
    /// assert!(!Kind::PROMOTIONS.contains(&Kind::King));
    /// ```
    pub const PROMOTIONS: [Kind; 4] = [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight];

    /// 0 (pawn) to 5 (king).
    ///
    /// ```
    /// # use strife_truce::Kind;
    /// assert_eq!(Kind::King.index(), 5);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lower-case FEN letter.
    ///
    /// ```
    /// # use strife_truce::Kind;
    /// assert_eq!(Kind::Rook.to_char(), 'r');
    /// ```
    pub const fn to_char(self) -> char {
        match self {
            Kind::Pawn => 'p',
            Kind::Knight => 'n',
            Kind::Bishop => 'b',
            Kind::Rook => 'r',
            Kind::Queen => 'q',
            Kind::King => 'k',
        }
    }

    /// Reads a FEN letter of either case.
    ///
    /// ```
    /// # use strife_truce::Kind;
    /// assert_eq!(Kind::from_char('B'), Some(Kind::Bishop));
    /// assert_eq!(Kind::from_char('x'), None);
    /// ```
    pub const fn from_char(c: char) -> Option<Kind> {
        match c.to_ascii_lowercase() {
            'p' => Some(Kind::Pawn),
            'n' => Some(Kind::Knight),
            'b' => Some(Kind::Bishop),
            'r' => Some(Kind::Rook),
            'q' => Some(Kind::Queen),
            'k' => Some(Kind::King),
            _ => None,
        }
    }

    /// The mana costs of this kind's skills, distinct and ascending: the
    /// refunds a Forge Undead Sacrifice of this kind may choose from
    /// (ST-14.1). The queen's include Undead Resurrect (10), the resurrection
    /// of Forge Undead, the only set that sacrifices.
    ///
    /// ```
    /// # use strife_truce::Kind;
    /// assert_eq!(Kind::Pawn.skill_costs(), &[3, 5]);
    /// assert_eq!(Kind::Queen.skill_costs(), &[10, 12, 13]);
    /// ```
    pub const fn skill_costs(self) -> &'static [u8] {
        match self {
            Kind::Pawn => &[cost::SIDE_KILL, cost::PAWN_DOUBLE_PLAY],
            Kind::Knight => &[cost::KNIGHT_DOUBLE_PLAY, cost::FIELD_TRAIL],
            Kind::Bishop => &[cost::ARCHERS_MARK],
            Kind::Rook => &[cost::PUSH, cost::KAMIKAZE],
            Kind::Queen => &[
                cost::UNDEAD_RESURRECT,
                cost::KNIGHT_HOP,
                cost::ADJACENT_RESURRECT,
            ],
            Kind::King => &[cost::KING_DOUBLE_PLAY, cost::FLEE],
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_char())
    }
}

/// Mana costs of every skill and set skill (ST-4 to ST-15).
///
/// ```
/// use strife_truce::cost;
/// assert_eq!(cost::FLEE, 15);
/// assert_eq!(cost::MANA_CAP, 40);
/// ```
pub mod cost {
    /// Pawn Side Kill.
    pub const SIDE_KILL: u8 = 3;
    /// Pawn Double Play.
    pub const PAWN_DOUBLE_PLAY: u8 = 5;
    /// Knight Double Play.
    pub const KNIGHT_DOUBLE_PLAY: u8 = 5;
    /// Knight Field Trail.
    pub const FIELD_TRAIL: u8 = 8;
    /// Rook Kamikaze.
    pub const KAMIKAZE: u8 = 13;
    /// Rook Push (a push of a frozen piece is free).
    pub const PUSH: u8 = 5;
    /// Bishop Archer's Mark.
    pub const ARCHERS_MARK: u8 = 7;
    /// Bishop Double Play.
    pub const BISHOP_DOUBLE_PLAY: u8 = 7;
    /// King Flee.
    pub const FLEE: u8 = 15;
    /// King Double Play.
    pub const KING_DOUBLE_PLAY: u8 = 5;
    /// King Square Skip.
    pub const SQUARE_SKIP: u8 = 5;
    /// Queen Knight Hop (knight skills used with it cost extra).
    pub const KNIGHT_HOP: u8 = 12;
    /// Queen Adjacent Resurrect (plus two of the player's pieces).
    pub const ADJACENT_RESURRECT: u8 = 13;
    /// Forge Undead Resurrect (plus one own and one enemy piece).
    pub const UNDEAD_RESURRECT: u8 = 10;
    /// Star Fire / Force Holy Set Trail.
    pub const SET_TRAIL: u8 = 8;
    /// Star Fire Invincible.
    pub const INVINCIBLE: u8 = 12;
    /// Pure Ice Freeze.
    pub const FREEZE: u8 = 8;
    /// Channel Bug Swarm.
    pub const SWARM: u8 = 15;
    /// Channel Bug Bless.
    pub const BLESS: u8 = 3;
    /// Force Holy Swap.
    pub const SWAP: u8 = 11;
    /// Forge Undead Sacrifice.
    pub const SACRIFICE: u8 = 0;
    /// Void Mana Lock.
    pub const MANA_LOCK: u8 = 10;
    /// The most mana a player can hold (ST-3.2).
    pub const MANA_CAP: u8 = 40;
}
