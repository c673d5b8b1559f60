//! Hexagonal boards in axial coordinates: flat-top cells, north up, `+q`
//! toward the south-east and `+r` toward the north-east (Kyrras rule KY-1.1).
//!
//! * [`Hex`]: a cell (or vector) `(q, r)` with `s = -q - r`; arithmetic,
//!   distance, rotation by 60 degrees and reflection.
//! * [`Direction`]: the six steps through a cell's sides (`N`, `NE`, `SE`,
//!   `S`, `SW`, `NW`); [`Diagonal`]: the six steps through its corners
//!   (`NNE`, `E`, `SSE`, `SSW`, `W`, `NNW`).
//! * [`HexGrid`]: the board of radius 1 to 6 (7 to 127 cells) with dense
//!   cell indices and compile-time tables: neighbours, rays, rings,
//!   distances, knight targets, slider attacks and `between` masks.
//! * [`HexSet`]: a set of cell indices as a `u128` bitboard.
//!
//! Orientation: cells are flat-topped; `+q` points south-east and `+r`
//! north-east, so the direction vectors are N `(-1,+1)`, NE `(0,+1)`,
//! SE `(+1,0)`, S `(+1,-1)`, SW `(0,-1)`, NW `(-1,0)`. North-ness is
//! `r - q`, east-ness `q + r`. The board's corners point N, NE, SE, S, SW and
//! NW; its flat sides face the diagonals.
//!
//! ```
//! use board_core::hex::{Diagonal, Direction, Hex, HexGrid, HexSet};
//!
//! let grid = HexGrid::of_radius(5).unwrap(); // 91 cells, Glinski's board
//! let centre = grid.index_of(Hex::ORIGIN).unwrap();
//!
//! // A rook on the centre with a blocker three cells north.
//! let blocker = grid.index_of(Hex::ORIGIN + Direction::N.vector() * 3).unwrap();
//! let reach = grid.line_attacks(centre, HexSet::single(blocker));
//! assert_eq!(reach.len(), 28); // 5 cells in each of 5 directions, 3 north
//!
//! // A bishop moves along the diagonals.
//! let east = grid.diagonal_neighbor(centre, Diagonal::E).unwrap();
//! assert_eq!(grid.hex(east), Some(Hex::new(1, 1)));
//! ```

mod coord;
mod direction;
mod grid;
mod set;

pub use coord::{Hex, ParseHexError};
pub use direction::{Diagonal, Direction};
pub use grid::{HexGrid, MAX_CELLS, MAX_RADIUS, RayCells};
pub use set::{HexSet, HexSetIter};
