//! Board geometry for Lytharian Chess: squares (`a1` = 0 ... `h8` = 63,
//! file-major within ranks, as in chess), adjacency and how each piece type
//! moves and attacks (LY-8.1, LY-9.1).

use core::fmt;
use core::str::FromStr;

use serde::{Deserialize, Serialize};

use board_core::square::{self, Bitboard, Square};

use crate::cards::PieceType;

/// A square of the 8x8 board.
///
/// ```
/// use lytharia::Sq;
/// let e4: Sq = "e4".parse().unwrap();
/// assert_eq!((e4.file(), e4.rank()), (4, 3));
/// assert_eq!(e4.to_string(), "e4");
/// assert!("i9".parse::<Sq>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Sq(u8);

impl Sq {
    /// The square `a1`.
    pub const A1: Sq = Sq(0);

    /// The square at file `0..8` (a..h) and rank `0..8` (1..8).
    ///
    /// ```
    /// use lytharia::Sq;
    /// assert_eq!(Sq::new(0, 0).unwrap().to_string(), "a1");
    /// assert!(Sq::new(8, 0).is_none());
    /// ```
    pub const fn new(file: u8, rank: u8) -> Option<Sq> {
        if file < 8 && rank < 8 {
            Some(Sq(rank * 8 + file))
        } else {
            None
        }
    }

    /// The square with index `0..64`.
    ///
    /// ```
    /// use lytharia::Sq;
    /// assert_eq!(Sq::from_index(63).unwrap().to_string(), "h8");
    /// ```
    pub const fn from_index(i: u8) -> Option<Sq> {
        if i < 64 { Some(Sq(i)) } else { None }
    }

    /// The index `0..64`.
    ///
    /// ```
    /// use lytharia::Sq;
    /// assert_eq!("b1".parse::<Sq>().unwrap().index(), 1);
    /// ```
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, 0 (a) to 7 (h).
    ///
    /// ```
    /// use lytharia::Sq;
    /// assert_eq!("c5".parse::<Sq>().unwrap().file(), 2);
    /// ```
    pub const fn file(self) -> u8 {
        self.0 % 8
    }

    /// The rank, 0 (rank 1) to 7 (rank 8).
    ///
    /// ```
    /// use lytharia::Sq;
    /// assert_eq!("c5".parse::<Sq>().unwrap().rank(), 4);
    /// ```
    pub const fn rank(self) -> u8 {
        self.0 / 8
    }

    /// Whether the square is light (`a1` is dark).
    ///
    /// ```
    /// use lytharia::Sq;
    /// assert!("h1".parse::<Sq>().unwrap().is_light());
    /// ```
    pub const fn is_light(self) -> bool {
        (self.file() + self.rank()) % 2 == 1
    }

    /// The square `df` files and `dr` ranks away, if on the board.
    ///
    /// ```
    /// use lytharia::Sq;
    /// let e4: Sq = "e4".parse().unwrap();
    /// assert_eq!(e4.offset(1, 2).unwrap().to_string(), "f6");
    /// assert!(e4.offset(4, 0).is_none());
    /// ```
    pub const fn offset(self, df: i8, dr: i8) -> Option<Sq> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            Some(Sq((r * 8 + f) as u8))
        } else {
            None
        }
    }

    /// King-step distance (Chebyshev).
    ///
    /// ```
    /// use lytharia::Sq;
    /// assert_eq!("a1".parse::<Sq>().unwrap().distance("h8".parse().unwrap()), 7);
    /// ```
    pub const fn distance(self, other: Sq) -> u8 {
        let df = (self.file() as i8 - other.file() as i8).unsigned_abs();
        let dr = (self.rank() as i8 - other.rank() as i8).unsigned_abs();
        if df > dr { df } else { dr }
    }

    /// Whether the squares touch at a side or corner.
    ///
    /// ```
    /// use lytharia::Sq;
    /// assert!("a1".parse::<Sq>().unwrap().is_adjacent("b2".parse().unwrap()));
    /// ```
    pub const fn is_adjacent(self, other: Sq) -> bool {
        self.distance(other) == 1
    }

    /// The same square in board-core's square layer.
    ///
    /// ```
    /// use lytharia::Sq;
    /// use board_core::square::Square;
    /// assert_eq!("e4".parse::<Sq>().unwrap().square(), Square::E4);
    /// ```
    pub const fn square(self) -> Square {
        Square::from_index_masked(self.0)
    }

    /// The square of board-core's square layer.
    ///
    /// ```
    /// use lytharia::Sq;
    /// use board_core::square::Square;
    /// assert_eq!(Sq::from_square(Square::E4).to_string(), "e4");
    /// ```
    pub const fn from_square(sq: Square) -> Sq {
        Sq(sq.index() as u8)
    }

    /// All 64 squares, `a1` first.
    ///
    /// ```
    /// use lytharia::Sq;
    /// assert_eq!(Sq::all().count(), 64);
    /// ```
    pub fn all() -> impl Iterator<Item = Sq> {
        (0..64).map(Sq)
    }
}

impl fmt::Display for Sq {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            (b'a' + self.file()) as char,
            (b'1' + self.rank()) as char
        )
    }
}

/// A text that is not a square name.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("`{0}` is not a square (a1 to h8)")]
pub struct BadSquare(pub String);

impl FromStr for Sq {
    type Err = BadSquare;
    fn from_str(s: &str) -> Result<Sq, BadSquare> {
        let b = s.as_bytes();
        if b.len() == 2 && (b'a'..=b'h').contains(&b[0]) && (b'1'..=b'8').contains(&b[1]) {
            Ok(Sq((b[1] - b'1') * 8 + (b[0] - b'a')))
        } else {
            Err(BadSquare(crate::action::bounded(s)))
        }
    }
}

impl TryFrom<String> for Sq {
    type Error = BadSquare;
    fn try_from(s: String) -> Result<Sq, BadSquare> {
        s.parse()
    }
}

/// Board-core's [`Square`] and [`Sq`] name the same 64 squares.
///
/// ```
/// use board_core::Square;
/// use lytharia::Sq;
/// assert_eq!(Sq::from(Square::E4), "e4".parse::<Sq>().unwrap());
/// assert_eq!(Square::from(Sq::from(Square::E4)), Square::E4);
/// ```
impl From<Square> for Sq {
    fn from(sq: Square) -> Sq {
        Sq::from_square(sq)
    }
}

impl From<Sq> for Square {
    fn from(sq: Sq) -> Square {
        sq.square()
    }
}

impl From<Sq> for String {
    fn from(sq: Sq) -> String {
        sq.to_string()
    }
}

/// The eight king steps.
pub(crate) const KING_STEPS: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// The rank direction a player's pawns advance: +1 for seat 0, -1 for seat 1.
pub(crate) const fn forward(seat: usize) -> i8 {
    if seat == 0 { 1 } else { -1 }
}

/// The squares a troop of `piece` owned by `seat` may move to from `from`
/// over the occupancy `occupied` (LY-8.1), from board-core's attack
/// tables. Moves end on empty squares only.
pub(crate) fn move_targets(
    piece: PieceType,
    seat: usize,
    from: Sq,
    occupied: Bitboard,
) -> Bitboard {
    let sq = Square::from_index_masked(from.0);
    let reach = match piece {
        PieceType::King => square::king_attacks(sq),
        PieceType::Knight => square::knight_attacks(sq),
        PieceType::Queen => square::queen_attacks(sq, occupied),
        PieceType::Rook => square::rook_attacks(sq, occupied),
        PieceType::Bishop => square::bishop_attacks(sq, occupied),
        PieceType::Pawn => {
            let mut pushes = Bitboard::EMPTY;
            let fwd = forward(seat);
            if let Some(one) = from.offset(0, fwd)
                && !occupied.contains(one.square())
            {
                pushes.insert(one.square());
                let start_rank = if seat == 0 { 1 } else { 6 };
                if from.rank() == start_rank
                    && let Some(two) = one.offset(0, fwd)
                {
                    pushes.insert(two.square());
                }
            }
            pushes
        }
    };
    reach & !occupied
}

/// Whether a troop of `piece` owned by `seat` on `from` may attack `to`
/// by direction alone (LY-9.1): `to` must be adjacent.
pub(crate) fn attack_direction_ok(piece: PieceType, seat: usize, from: Sq, to: Sq) -> bool {
    if !from.is_adjacent(to) {
        return false;
    }
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    let diagonal = df != 0 && dr != 0;
    match piece {
        PieceType::King | PieceType::Queen | PieceType::Knight => true,
        PieceType::Rook => !diagonal,
        PieceType::Bishop => diagonal,
        PieceType::Pawn => diagonal && dr == forward(seat),
    }
}

/// The last rank for `seat`'s pawns.
pub(crate) const fn last_rank(seat: usize) -> u8 {
    if seat == 0 { 7 } else { 0 }
}
