//! Squares, files, ranks, sides and square colours of the 8x8 board.

use core::fmt;
use core::str::FromStr;

/// A file (column) of the board, `a` to `h`.
///
/// ```
/// use board_core::square::File;
/// assert_eq!(File::C.index(), 2);
/// assert_eq!(File::from_index(7), Some(File::H));
/// assert_eq!(File::E.to_char(), 'e');
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
#[allow(missing_docs)]
pub enum File {
    A,
    B,
    C,
    D,
    E,
    F,
    G,
    H,
}

impl File {
    /// All files from `a` to `h`.
    ///
    /// ```
    /// # use board_core::square::File;
    /// assert_eq!(File::ALL.len(), 8);
    /// ```
    pub const ALL: [File; 8] = [
        File::A,
        File::B,
        File::C,
        File::D,
        File::E,
        File::F,
        File::G,
        File::H,
    ];

    /// The file with 0-based index `i` (`a` = 0).
    ///
    /// ```
    /// # use board_core::square::File;
    /// assert_eq!(File::from_index(0), Some(File::A));
    /// assert_eq!(File::from_index(8), None);
    /// ```
    #[inline]
    pub const fn from_index(i: u8) -> Option<File> {
        if i < 8 {
            Some(File::from_index_masked(i))
        } else {
            None
        }
    }

    /// The file with index `i & 7`: total, for hot code that knows
    /// `i < 8` (or wants the file of a square index). A `match` the
    /// optimiser turns into the mask alone, without a table.
    ///
    /// ```
    /// # use board_core::square::File;
    /// assert_eq!(File::from_index_masked(2), File::C);
    /// assert_eq!(File::from_index_masked(8 + 2), File::C);
    /// assert_eq!(File::from_index_masked(63), File::H);
    /// ```
    #[inline]
    pub const fn from_index_masked(i: u8) -> File {
        match i & 7 {
            0 => File::A,
            1 => File::B,
            2 => File::C,
            3 => File::D,
            4 => File::E,
            5 => File::F,
            6 => File::G,
            _ => File::H,
        }
    }

    /// The 0-based index (`a` = 0).
    ///
    /// ```
    /// # use board_core::square::File;
    /// assert_eq!(File::H.index(), 7);
    /// ```
    #[inline]
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The lowercase letter of the file.
    ///
    /// ```
    /// # use board_core::square::File;
    /// assert_eq!(File::A.to_char(), 'a');
    /// ```
    #[inline]
    pub const fn to_char(self) -> char {
        (b'a' + self as u8) as char
    }

    /// The file of a lowercase letter `a`..`h`.
    ///
    /// ```
    /// # use board_core::square::File;
    /// assert_eq!(File::from_char('d'), Some(File::D));
    /// assert_eq!(File::from_char('D'), None);
    /// ```
    #[inline]
    pub const fn from_char(c: char) -> Option<File> {
        if c.is_ascii_lowercase() {
            File::from_index(c as u8 - b'a')
        } else {
            None
        }
    }
}

/// A rank (row) of the board, `1` to `8`.
///
/// ```
/// use board_core::square::Rank;
/// assert_eq!(Rank::R4.index(), 3);
/// assert_eq!(Rank::R8.to_char(), '8');
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Rank {
    R1,
    R2,
    R3,
    R4,
    R5,
    R6,
    R7,
    R8,
}

impl Rank {
    /// All ranks from 1 to 8.
    ///
    /// ```
    /// # use board_core::square::Rank;
    /// assert_eq!(Rank::ALL[0], Rank::R1);
    /// ```
    pub const ALL: [Rank; 8] = [
        Rank::R1,
        Rank::R2,
        Rank::R3,
        Rank::R4,
        Rank::R5,
        Rank::R6,
        Rank::R7,
        Rank::R8,
    ];

    /// The rank with 0-based index `i` (rank 1 = 0).
    ///
    /// ```
    /// # use board_core::square::Rank;
    /// assert_eq!(Rank::from_index(1), Some(Rank::R2));
    /// assert_eq!(Rank::from_index(9), None);
    /// ```
    #[inline]
    pub const fn from_index(i: u8) -> Option<Rank> {
        if i < 8 {
            Some(Rank::from_index_masked(i))
        } else {
            None
        }
    }

    /// The rank with index `i & 7`: total, for hot code that knows
    /// `i < 8`. A `match` the optimiser turns into the mask alone,
    /// without a table.
    ///
    /// ```
    /// # use board_core::square::Rank;
    /// assert_eq!(Rank::from_index_masked(3), Rank::R4);
    /// assert_eq!(Rank::from_index_masked(8 + 3), Rank::R4);
    /// assert_eq!(Rank::from_index_masked(7), Rank::R8);
    /// ```
    #[inline]
    pub const fn from_index_masked(i: u8) -> Rank {
        match i & 7 {
            0 => Rank::R1,
            1 => Rank::R2,
            2 => Rank::R3,
            3 => Rank::R4,
            4 => Rank::R5,
            5 => Rank::R6,
            6 => Rank::R7,
            _ => Rank::R8,
        }
    }

    /// The 0-based index (rank 1 = 0).
    ///
    /// ```
    /// # use board_core::square::Rank;
    /// assert_eq!(Rank::R1.index(), 0);
    /// ```
    #[inline]
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The digit of the rank.
    ///
    /// ```
    /// # use board_core::square::Rank;
    /// assert_eq!(Rank::R3.to_char(), '3');
    /// ```
    #[inline]
    pub const fn to_char(self) -> char {
        (b'1' + self as u8) as char
    }

    /// The rank of a digit `1`..`8`.
    ///
    /// ```
    /// # use board_core::square::Rank;
    /// assert_eq!(Rank::from_char('8'), Some(Rank::R8));
    /// assert_eq!(Rank::from_char('9'), None);
    /// ```
    #[inline]
    pub const fn from_char(c: char) -> Option<Rank> {
        if c.is_ascii_digit() && c != '0' {
            Rank::from_index(c as u8 - b'1')
        } else {
            None
        }
    }

    /// The same rank seen from the other side (rank 1 <-> rank 8).
    ///
    /// ```
    /// # use board_core::square::Rank;
    /// assert_eq!(Rank::R2.flip(), Rank::R7);
    /// ```
    #[inline]
    pub const fn flip(self) -> Rank {
        Rank::from_index_masked(7 - self as u8)
    }

    /// This rank as seen by `side`: White's rank 2 is Black's rank 7.
    ///
    /// ```
    /// # use board_core::square::{Color, Rank};
    /// assert_eq!(Rank::R2.relative_to(Color::White), Rank::R2);
    /// assert_eq!(Rank::R2.relative_to(Color::Black), Rank::R7);
    /// ```
    #[inline]
    pub const fn relative_to(self, side: Color) -> Rank {
        match side {
            Color::White => self,
            Color::Black => self.flip(),
        }
    }
}

/// One of the two sides of an 8x8 game. White starts on ranks 1-2 and its
/// pawns move toward rank 8.
///
/// ```
/// use board_core::square::Color;
/// assert_eq!(!Color::White, Color::Black);
/// assert_eq!(Color::Black.index(), 1);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Color {
    White,
    Black,
}

impl Color {
    /// Both sides, White first.
    ///
    /// ```
    /// # use board_core::square::Color;
    /// assert_eq!(Color::ALL, [Color::White, Color::Black]);
    /// ```
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// 0 for White, 1 for Black.
    ///
    /// ```
    /// # use board_core::square::Color;
    /// assert_eq!(Color::White.index(), 0);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other side.
    ///
    /// ```
    /// # use board_core::square::Color;
    /// assert_eq!(Color::Black.other(), Color::White);
    /// ```
    #[inline]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl core::ops::Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        self.other()
    }
}

/// The colour of a square on the board (`a1` is dark, `h1` is light).
///
/// ```
/// use board_core::square::{Square, SquareColor};
/// assert_eq!(Square::A1.color(), SquareColor::Dark);
/// assert_eq!(Square::H1.color(), SquareColor::Light);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[allow(missing_docs)]
pub enum SquareColor {
    Light,
    Dark,
}

/// A square of the 8x8 board, `a1` (index 0) to `h8` (index 63).
///
/// ```
/// use board_core::square::{File, Rank, Square};
/// let sq = Square::new(File::E, Rank::R4);
/// assert_eq!(sq, Square::E4);
/// assert_eq!(sq.index(), 28);
/// assert_eq!(sq.to_string(), "e4");
/// assert_eq!("e4".parse::<Square>(), Ok(sq));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl fmt::Debug for Square {
    /// The square's name, `e4`, so that failures read like a game.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

macro_rules! square_consts {
    ($($name:ident = $i:expr),* $(,)?) => {
        impl Square {
            $(
                #[doc = concat!("The square `", stringify!($name), "`.")]
                pub const $name: Square = Square($i);
            )*
        }
    };
}

square_consts! {
    A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7,
    A2 = 8, B2 = 9, C2 = 10, D2 = 11, E2 = 12, F2 = 13, G2 = 14, H2 = 15,
    A3 = 16, B3 = 17, C3 = 18, D3 = 19, E3 = 20, F3 = 21, G3 = 22, H3 = 23,
    A4 = 24, B4 = 25, C4 = 26, D4 = 27, E4 = 28, F4 = 29, G4 = 30, H4 = 31,
    A5 = 32, B5 = 33, C5 = 34, D5 = 35, E5 = 36, F5 = 37, G5 = 38, H5 = 39,
    A6 = 40, B6 = 41, C6 = 42, D6 = 43, E6 = 44, F6 = 45, G6 = 46, H6 = 47,
    A7 = 48, B7 = 49, C7 = 50, D7 = 51, E7 = 52, F7 = 53, G7 = 54, H7 = 55,
    A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63,
}

impl Square {
    /// Every square in index order (`a1`, `b1`, ..., `h8`).
    ///
    /// ```
    /// # use board_core::square::Square;
    /// assert_eq!(Square::ALL[9], Square::B2);
    /// ```
    pub const ALL: [Square; 64] = {
        let mut all = [Square(0); 64];
        let mut i = 0;
        while i < 64 {
            all[i] = Square(i as u8);
            i += 1;
        }
        all
    };

    /// The square on `file` and `rank`.
    ///
    /// ```
    /// # use board_core::square::{File, Rank, Square};
    /// assert_eq!(Square::new(File::H, Rank::R8), Square::H8);
    /// ```
    #[inline]
    pub const fn new(file: File, rank: Rank) -> Square {
        Square(rank as u8 * 8 + file as u8)
    }

    /// The square with index `i` (`a1` = 0, `h8` = 63), if `i < 64`.
    ///
    /// ```
    /// # use board_core::square::Square;
    /// assert_eq!(Square::from_index(63), Some(Square::H8));
    /// assert_eq!(Square::from_index(64), None);
    /// ```
    #[inline]
    pub const fn from_index(i: u8) -> Option<Square> {
        if i < 64 { Some(Square(i)) } else { None }
    }

    /// The square with index `i & 63`: total, for hot loops that know `i < 64`.
    ///
    /// ```
    /// # use board_core::square::Square;
    /// assert_eq!(Square::from_index_masked(3), Square::D1);
    /// assert_eq!(Square::from_index_masked(64 + 3), Square::D1);
    /// ```
    #[inline]
    pub const fn from_index_masked(i: u8) -> Square {
        Square(i & 63)
    }

    /// The index, `0..64`.
    ///
    /// ```
    /// # use board_core::square::Square;
    /// assert_eq!(Square::C1.index(), 2);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        (self.0 & 63) as usize
    }

    /// The file of the square.
    ///
    /// ```
    /// # use board_core::square::{File, Square};
    /// assert_eq!(Square::G7.file(), File::G);
    /// ```
    #[inline]
    pub const fn file(self) -> File {
        File::from_index_masked(self.0)
    }

    /// The rank of the square.
    ///
    /// ```
    /// # use board_core::square::{Rank, Square};
    /// assert_eq!(Square::G7.rank(), Rank::R7);
    /// ```
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank::from_index_masked(self.0 >> 3)
    }

    /// The colour of the square.
    ///
    /// ```
    /// # use board_core::square::{Square, SquareColor};
    /// assert_eq!(Square::D1.color(), SquareColor::Light);
    /// assert_eq!(Square::E1.color(), SquareColor::Dark);
    /// ```
    #[inline]
    pub const fn color(self) -> SquareColor {
        if (self.0 ^ (self.0 >> 3)) & 1 == 0 {
            SquareColor::Dark
        } else {
            SquareColor::Light
        }
    }

    /// The square `df` files and `dr` ranks away, if it is on the board.
    ///
    /// ```
    /// # use board_core::square::Square;
    /// assert_eq!(Square::E4.offset(1, 2), Some(Square::F6));
    /// assert_eq!(Square::H4.offset(1, 0), None);
    /// ```
    #[inline]
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = (self.0 & 7) as i8 + df;
        let r = (self.0 >> 3) as i8 + dr;
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            Some(Square((r * 8 + f) as u8))
        } else {
            None
        }
    }

    /// The square mirrored across the middle of the board (rank 1 <-> 8).
    ///
    /// ```
    /// # use board_core::square::Square;
    /// assert_eq!(Square::E2.flip_rank(), Square::E7);
    /// ```
    #[inline]
    pub const fn flip_rank(self) -> Square {
        Square(self.0 ^ 56)
    }

    /// The square mirrored across the middle of the board (file a <-> h).
    ///
    /// ```
    /// # use board_core::square::Square;
    /// assert_eq!(Square::B3.flip_file(), Square::G3);
    /// ```
    #[inline]
    pub const fn flip_file(self) -> Square {
        Square(self.0 ^ 7)
    }

    /// The square as seen by `side`: unchanged for White, rank-flipped for
    /// Black.
    ///
    /// ```
    /// # use board_core::square::{Color, Square};
    /// assert_eq!(Square::E1.relative_to(Color::Black), Square::E8);
    /// ```
    #[inline]
    pub const fn relative_to(self, side: Color) -> Square {
        match side {
            Color::White => self,
            Color::Black => self.flip_rank(),
        }
    }

    /// Chebyshev (king-move) distance.
    ///
    /// ```
    /// # use board_core::square::Square;
    /// assert_eq!(Square::A1.distance(Square::H8), 7);
    /// assert_eq!(Square::E4.distance(Square::F6), 2);
    /// ```
    #[inline]
    pub const fn distance(self, other: Square) -> u8 {
        DISTANCE[self.index()][other.index()]
    }
}

/// [`Square::distance`] between every two squares, by their indices: one
/// look-up instead of two differences and a maximum.
const DISTANCE: [[u8; 64]; 64] = {
    let mut t = [[0u8; 64]; 64];
    let mut a = 0usize;
    while a < 64 {
        let mut b = 0usize;
        while b < 64 {
            let df = (a % 8).abs_diff(b % 8);
            let dr = (a / 8).abs_diff(b / 8);
            t[a][b] = if df > dr { df } else { dr } as u8;
            b += 1;
        }
        a += 1;
    }
    t
};

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file().to_char(), self.rank().to_char())
    }
}

/// The error of parsing a [`Square`] from text other than `a1`..`h8`.
///
/// ```
/// use board_core::square::Square;
/// assert!("i1".parse::<Square>().is_err());
/// assert!("e44".parse::<Square>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ParseSquareError;

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a square: expected a file a-h and a rank 1-8, like e4")
    }
}

impl core::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let mut chars = s.chars();
        match (chars.next(), chars.next(), chars.next()) {
            (Some(f), Some(r), None) => match (File::from_char(f), Rank::from_char(r)) {
                (Some(f), Some(r)) => Ok(Square::new(f, r)),
                _ => Err(ParseSquareError),
            },
            _ => Err(ParseSquareError),
        }
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Square {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Square {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Square, D::Error> {
        struct V;
        impl serde::de::Visitor<'_> for V {
            type Value = Square;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a square like \"e4\"")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Square, E> {
                v.parse().map_err(E::custom)
            }
        }
        d.deserialize_str(V)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates() {
        assert_eq!(Square::A1.index(), 0);
        assert_eq!(Square::H1.index(), 7);
        assert_eq!(Square::A8.index(), 56);
        assert_eq!(Square::E4.file(), File::E);
        assert_eq!(Square::E4.rank(), Rank::R4);
        for sq in Square::ALL {
            assert_eq!(Square::new(sq.file(), sq.rank()), sq);
            let text = alloc::format!("{sq}");
            assert_eq!(text.parse::<Square>(), Ok(sq));
        }
    }

    #[test]
    fn masked_indices_keep_the_low_three_bits() {
        for i in 0..=u8::MAX {
            assert_eq!(File::from_index_masked(i).index(), i & 7);
            assert_eq!(Rank::from_index_masked(i).index(), i & 7);
            assert_eq!(File::from_index(i).is_some(), i < 8);
            assert_eq!(Rank::from_index(i).map(Rank::index), (i < 8).then_some(i));
        }
        for rank in Rank::ALL {
            assert_eq!(rank.flip().index(), 7 - rank.index());
        }
        for sq in Square::ALL {
            assert_eq!(usize::from(sq.file().index()), sq.index() % 8);
            assert_eq!(usize::from(sq.rank().index()), sq.index() / 8);
        }
    }

    #[test]
    fn distance_is_the_larger_of_the_file_and_rank_differences() {
        for a in Square::ALL {
            for b in Square::ALL {
                let df = a.file().index().abs_diff(b.file().index());
                let dr = a.rank().index().abs_diff(b.rank().index());
                assert_eq!(a.distance(b), df.max(dr), "{a} {b}");
                assert_eq!(a.distance(b), b.distance(a));
            }
        }
        assert_eq!(Square::B2.distance(Square::G4), 5);
    }

    #[test]
    fn colours_alternate() {
        assert_eq!(Square::A1.color(), SquareColor::Dark);
        assert_eq!(Square::B1.color(), SquareColor::Light);
        assert_eq!(Square::A2.color(), SquareColor::Light);
        assert_eq!(Square::H8.color(), SquareColor::Dark);
        assert_eq!(Square::D8.color(), SquareColor::Dark); // "the queen on her colour": d1 light, d8 dark
        let dark = Square::ALL
            .iter()
            .filter(|s| s.color() == SquareColor::Dark)
            .count();
        assert_eq!(dark, 32);
    }

    #[test]
    fn parse_rejects_garbage() {
        for bad in ["", "e", "e9", "e0", "z1", "E4", "e4 ", "ä1"] {
            assert_eq!(bad.parse::<Square>(), Err(ParseSquareError), "{bad:?}");
        }
    }

    #[test]
    fn offsets_stay_on_board() {
        assert_eq!(Square::A1.offset(-1, 0), None);
        assert_eq!(Square::A1.offset(0, -1), None);
        assert_eq!(Square::H8.offset(0, 1), None);
        assert_eq!(Square::B1.offset(-1, 2), Some(Square::A3));
    }
}
