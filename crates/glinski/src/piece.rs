//! Sides and pieces.

use core::fmt;

use board_core::Player;

/// A side: White moves first and starts at the south (ranks 1 to 5).
///
/// ```
/// use glinski::Color;
/// assert_eq!(Color::White.opponent(), Color::Black);
/// assert_eq!(Color::Black.player().index(), 1);
/// ```
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, serde::Serialize, serde::Deserialize,
)]
pub enum Color {
    /// The first player, moving north.
    White = 0,
    /// The second player, moving south.
    Black = 1,
}

impl Color {
    /// Both sides, White first.
    ///
    /// ```
    /// use glinski::Color;
    /// assert_eq!(Color::ALL, [Color::White, Color::Black]);
    /// ```
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The other side.
    ///
    /// ```
    /// use glinski::Color;
    /// assert_eq!(Color::Black.opponent(), Color::White);
    /// ```
    #[inline]
    pub const fn opponent(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// The seat of board-core's [`Game`](board_core::Game) trait: White is
    /// player 0, Black player 1.
    ///
    /// ```
    /// use glinski::Color;
    /// assert_eq!(Color::White.player().index(), 0);
    /// ```
    #[inline]
    pub const fn player(self) -> Player {
        Player::new(self as u8)
    }

    /// `0` for White, `1` for Black.
    ///
    /// ```
    /// use glinski::Color;
    /// assert_eq!(Color::Black.index(), 1);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "white",
            Color::Black => "black",
        })
    }
}

/// A kind of piece.
///
/// In Glinski's chess the rook moves any distance through cell sides (the
/// six [`Direction`](board_core::hex::Direction)s), the bishop through cell
/// corners (the six [`Diagonal`](board_core::hex::Diagonal)s), the queen
/// both, the king one step either way (12 cells), the knight to the 12
/// cells of board-core's [`HexGrid::knight_targets`](board_core::hex::HexGrid::knight_targets).
///
/// ```
/// use glinski::PieceKind;
/// assert_eq!(PieceKind::Knight.letter(), 'n');
/// assert_eq!(PieceKind::from_letter('Q'), Some(PieceKind::Queen));
/// ```
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, serde::Serialize, serde::Deserialize,
)]
pub enum PieceKind {
    /// Pawn.
    Pawn = 0,
    /// Knight.
    Knight = 1,
    /// Bishop.
    Bishop = 2,
    /// Rook.
    Rook = 3,
    /// Queen.
    Queen = 4,
    /// King.
    King = 5,
}

impl PieceKind {
    /// All six, pawn first.
    ///
    /// ```
    /// use glinski::PieceKind;
    /// assert_eq!(PieceKind::ALL.len(), 6);
    /// ```
    pub const ALL: [PieceKind; 6] = [
        PieceKind::Pawn,
        PieceKind::Knight,
        PieceKind::Bishop,
        PieceKind::Rook,
        PieceKind::Queen,
        PieceKind::King,
    ];

    /// The four kinds a pawn may promote to, strongest first.
    ///
    /// ```
    /// use glinski::PieceKind;
    /// assert_eq!(PieceKind::PROMOTIONS[0], PieceKind::Queen);
    /// ```
    pub const PROMOTIONS: [PieceKind; 4] = [
        PieceKind::Queen,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Knight,
    ];

    /// The lower-case letter: `p n b r q k`.
    ///
    /// ```
    /// use glinski::PieceKind;
    /// assert_eq!(PieceKind::Bishop.letter(), 'b');
    /// ```
    #[inline]
    pub const fn letter(self) -> char {
        [b'p', b'n', b'b', b'r', b'q', b'k'][self as usize] as char
    }

    /// The kind written as `letter` (either case), or `None`.
    ///
    /// ```
    /// use glinski::PieceKind;
    /// assert_eq!(PieceKind::from_letter('r'), Some(PieceKind::Rook));
    /// assert_eq!(PieceKind::from_letter('x'), None);
    /// ```
    pub const fn from_letter(letter: char) -> Option<PieceKind> {
        Some(match letter.to_ascii_lowercase() {
            'p' => PieceKind::Pawn,
            'n' => PieceKind::Knight,
            'b' => PieceKind::Bishop,
            'r' => PieceKind::Rook,
            'q' => PieceKind::Queen,
            'k' => PieceKind::King,
            _ => return None,
        })
    }

    /// `0..6`, pawn first.
    ///
    /// ```
    /// use glinski::PieceKind;
    /// assert_eq!(PieceKind::King.index(), 5);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// A piece: a kind and a side.
///
/// ```
/// use glinski::{Color, Piece, PieceKind};
/// let p = Piece::new(Color::Black, PieceKind::Queen);
/// assert_eq!(p.letter(), 'q');
/// assert_eq!(Piece::from_letter('N'), Some(Piece::new(Color::White, PieceKind::Knight)));
/// ```
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, serde::Serialize, serde::Deserialize,
)]
pub struct Piece {
    /// Whose piece.
    pub color: Color,
    /// What piece.
    pub kind: PieceKind,
}

impl Piece {
    /// The piece of `color` and `kind`.
    ///
    /// ```
    /// use glinski::{Color, Piece, PieceKind};
    /// assert_eq!(Piece::new(Color::White, PieceKind::Pawn).kind, PieceKind::Pawn);
    /// ```
    #[inline]
    pub const fn new(color: Color, kind: PieceKind) -> Piece {
        Piece { color, kind }
    }

    /// The letter of the position text: upper case for White, lower for Black.
    ///
    /// ```
    /// use glinski::{Color, Piece, PieceKind};
    /// assert_eq!(Piece::new(Color::White, PieceKind::King).letter(), 'K');
    /// ```
    pub const fn letter(self) -> char {
        let c = self.kind.letter();
        match self.color {
            Color::White => c.to_ascii_uppercase(),
            Color::Black => c,
        }
    }

    /// The piece written as `letter`, or `None`.
    ///
    /// ```
    /// use glinski::Piece;
    /// assert!(Piece::from_letter('z').is_none());
    /// ```
    pub const fn from_letter(letter: char) -> Option<Piece> {
        let Some(kind) = PieceKind::from_letter(letter) else {
            return None;
        };
        let color = if letter.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, kind })
    }

    /// `0..12`: `color * 6 + kind`.
    #[inline]
    pub(crate) const fn code(self) -> u8 {
        self.color as u8 * 6 + self.kind as u8
    }

    #[inline]
    pub(crate) const fn from_code(code: u8) -> Piece {
        let color = if code >= 6 {
            Color::Black
        } else {
            Color::White
        };
        Piece {
            color,
            kind: PieceKind::ALL[(code % 6) as usize],
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}
