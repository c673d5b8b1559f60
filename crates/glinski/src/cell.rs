//! [`Cell`]: one of the 91 cells of Glinski's board, with its coordinate
//! name (`f5`).

use core::fmt;
use core::str::FromStr;

use board_core::hex::Hex;

use crate::error::CellError;
use crate::tables::GRID;

/// The number of cells on the board (radius 5).
///
/// ```
/// assert_eq!(glinski::CELLS, 91);
/// ```
pub const CELLS: usize = 91;

const FILE_LETTERS: [u8; 11] = *b"abcdefghikl";

/// A cell of Glinski's board: an index `0..91` of board-core's radius-5
/// [`HexGrid`](board_core::hex::HexGrid), with its name.
///
/// The public API speaks board-core's [`Hex`] (moves, pieces, the king,
/// the en-passant cell); `Cell` is the thin layer that names cells
/// (`Display`, `FromStr`) and converts both ways (`From<Cell> for Hex`,
/// `TryFrom<Hex>`).
///
/// Named in Glinski's coordinates: eleven vertical files `a` to `l` (no
/// `j`) from west to east, and ranks from `1` at the south end of each file
/// to `6` (files a and l) ... `11` (file f). With board-core's axial `(q, r)` ([`Hex`]), the
/// file is `q + r` (`a` = -5, `f` = 0, `l` = 5) and the rank is
/// `6 + min(r, -q)`; north (up a file) is [`Direction::N`](board_core::hex::Direction::N).
///
/// ```
/// use board_core::hex::Hex;
/// use glinski::Cell;
/// let f6: Cell = "f6".parse().unwrap();
/// assert_eq!(f6.hex(), Hex::ORIGIN); // the centre
/// assert_eq!(Cell::from_hex(Hex::new(5, -5)).unwrap().to_string(), "f1");
/// assert_eq!(Cell::new(2, 8).unwrap().to_string(), "c8");
/// assert!("j1".parse::<Cell>().is_err());
/// assert!("a7".parse::<Cell>().is_err()); // file a has 6 cells
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Cell(u8);

impl Cell {
    /// The cell with grid index `index`, or `None` unless `index < 91`.
    ///
    /// ```
    /// use glinski::Cell;
    /// assert_eq!(Cell::from_index(45).unwrap().to_string(), "f6");
    /// assert!(Cell::from_index(91).is_none());
    /// ```
    #[inline]
    pub const fn from_index(index: usize) -> Option<Cell> {
        if index < CELLS {
            Some(Cell(index as u8))
        } else {
            None
        }
    }

    #[inline]
    pub(crate) const fn at(index: usize) -> Cell {
        Cell(index as u8)
    }

    /// The grid index, `0..91`.
    ///
    /// ```
    /// use glinski::Cell;
    /// assert_eq!("f6".parse::<Cell>().unwrap().index(), 45);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The cell at axial `hex`, or `None` off the board.
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// use glinski::Cell;
    /// assert!(Cell::from_hex(Hex::new(-5, 5)).is_some()); // f11
    /// assert!(Cell::from_hex(Hex::new(3, 3)).is_none());
    /// ```
    #[inline]
    pub const fn from_hex(hex: Hex) -> Option<Cell> {
        match GRID.index_of(hex) {
            Some(i) => Some(Cell(i as u8)),
            None => None,
        }
    }

    /// The axial coordinates (board-core's [`Hex`]).
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// use glinski::Cell;
    /// assert_eq!("g1".parse::<Cell>().unwrap().hex(), Hex::new(5, -4));
    /// ```
    #[inline]
    pub const fn hex(self) -> Hex {
        match GRID.hex(self.0 as usize) {
            Some(h) => h,
            None => Hex::ORIGIN,
        }
    }

    /// The cell on file `file` (`0` = a ... `10` = l) and rank `rank`
    /// (from 1), or `None` if there is no such cell.
    ///
    /// ```
    /// use glinski::Cell;
    /// assert_eq!(Cell::new(5, 11).unwrap().to_string(), "f11");
    /// assert!(Cell::new(0, 7).is_none());
    /// assert!(Cell::new(11, 1).is_none());
    /// ```
    pub const fn new(file: u8, rank: u8) -> Option<Cell> {
        if file > 10 || rank == 0 || rank > 11 {
            return None;
        }
        let e = file as i32 - 5;
        let m = rank as i32 - 6;
        let h = if e <= 0 {
            Hex::new(e - m, m)
        } else {
            Hex::new(-m, e + m)
        };
        match Cell::from_hex(h) {
            Some(c) if c.file() == file && c.rank() == rank => Some(c),
            _ => None,
        }
    }

    /// The file, `0` (a) to `10` (l).
    ///
    /// ```
    /// use glinski::Cell;
    /// assert_eq!("l6".parse::<Cell>().unwrap().file(), 10);
    /// ```
    #[inline]
    pub const fn file(self) -> u8 {
        let h = self.hex();
        (h.q() + h.r() + 5) as u8
    }

    /// The rank, from `1` at the south end of each file.
    ///
    /// ```
    /// use glinski::Cell;
    /// assert_eq!("e10".parse::<Cell>().unwrap().rank(), 10);
    /// ```
    #[inline]
    pub const fn rank(self) -> u8 {
        let h = self.hex();
        let m = if h.r() < -h.q() { h.r() } else { -h.q() };
        (6 + m) as u8
    }

    /// The file letter, `a` to `l` without `j`.
    ///
    /// ```
    /// use glinski::Cell;
    /// assert_eq!("k1".parse::<Cell>().unwrap().file_letter(), 'k');
    /// ```
    #[inline]
    pub const fn file_letter(self) -> char {
        FILE_LETTERS[self.file() as usize] as char
    }

    /// Every cell in index order.
    ///
    /// ```
    /// use glinski::Cell;
    /// assert_eq!(Cell::all().count(), 91);
    /// ```
    pub fn all() -> impl ExactSizeIterator<Item = Cell> {
        (0..CELLS).map(Cell::at)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_letter(), self.rank())
    }
}

impl FromStr for Cell {
    type Err = CellError;

    /// Reads `f5`-style names: a file letter (`a`-`l`, no `j`, lower case)
    /// and a rank without leading zeros.
    fn from_str(s: &str) -> Result<Cell, CellError> {
        let bad = || CellError(crate::error::bounded(s));
        let bytes = s.as_bytes();
        let (&letter, digits) = bytes.split_first().ok_or_else(bad)?;
        let file = FILE_LETTERS
            .iter()
            .position(|&l| l == letter)
            .ok_or_else(bad)?;
        if digits.is_empty()
            || digits.len() > 2
            || digits[0] == b'0'
            || !digits.iter().all(u8::is_ascii_digit)
        {
            return Err(bad());
        }
        let rank = digits.iter().fold(0u8, |acc, d| acc * 10 + (d - b'0'));
        Cell::new(file as u8, rank).ok_or_else(bad)
    }
}

impl From<Cell> for Hex {
    /// The cell's axial coordinates.
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// use glinski::Cell;
    /// let f6: Cell = "f6".parse().unwrap();
    /// assert_eq!(Hex::from(f6), Hex::ORIGIN);
    /// ```
    fn from(cell: Cell) -> Hex {
        cell.hex()
    }
}

impl TryFrom<Hex> for Cell {
    type Error = CellError;
    /// The cell at `hex`, or an error off the board.
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// use glinski::Cell;
    /// assert_eq!(Cell::try_from(Hex::ORIGIN).unwrap().to_string(), "f6");
    /// assert!(Cell::try_from(Hex::new(3, 3)).is_err());
    /// ```
    fn try_from(hex: Hex) -> Result<Cell, CellError> {
        use alloc::string::ToString;
        Cell::from_hex(hex).ok_or_else(|| CellError(hex.to_string()))
    }
}

impl serde::Serialize for Cell {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Cell {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Cell, D::Error> {
        let s = <alloc::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn names_round_trip_for_every_cell() {
        for c in Cell::all() {
            let name = c.to_string();
            assert_eq!(name.parse::<Cell>().unwrap(), c, "{name}");
            assert_eq!(Cell::new(c.file(), c.rank()), Some(c));
        }
    }

    #[test]
    fn file_lengths() {
        let mut len = [0; 11];
        for c in Cell::all() {
            len[c.file() as usize] += 1;
            assert!(c.rank() >= 1);
        }
        assert_eq!(len, [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6]);
    }

    #[test]
    fn rank_one_is_the_south_end_of_each_file() {
        use board_core::hex::Direction;
        for c in Cell::all() {
            let south = Cell::from_hex(c.hex().neighbor(Direction::S));
            assert_eq!(c.rank() == 1, south.is_none(), "{c}");
            if let Some(s) = south {
                assert_eq!((s.file(), s.rank() + 1), (c.file(), c.rank()));
            }
        }
    }
}
