//! The 8x8 square board: squares, files, ranks, bitboards and attack tables.
//!
//! Squares are numbered `a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63`
//! (little-endian rank-file mapping). A [`Bitboard`] is a `u64` with bit `i`
//! standing for square `i`.
//!
//! Attack tables are built at compile time: king, knight and pawn attacks;
//! rook and bishop attacks by *fancy magic bitboards* (one shared table,
//! indexed without bounds checks by masking into a power-of-two size); and the
//! [`between`] and [`line()`] masks every pin-aware move generator needs.
//!
//! ```
//! use board_core::square::{Bitboard, Square, rook_attacks, knight_attacks};
//!
//! let occupied = Bitboard::from(Square::E6) | Square::C4.into();
//! let rook = rook_attacks(Square::E4, occupied);
//! assert!(rook.contains(Square::E6) && !rook.contains(Square::E7));
//! assert!(rook.contains(Square::C4) && !rook.contains(Square::B4));
//! assert_eq!(knight_attacks(Square::A1).count(), 2);
//! ```

mod attacks;
mod bitboard;
mod coords;
mod counter;
mod magic;

pub use attacks::{
    KING_STEPS, KNIGHT_STEPS, between, bishop_attacks, bishop_rays, king_attacks, knight_attacks,
    line, pawn_attacks, queen_attacks, rook_attacks, rook_rays,
};
pub use bitboard::{Bitboard, BitboardIter, Subsets};
pub use coords::{Color, File, ParseSquareError, Rank, Square, SquareColor};
pub use counter::SquareCounter;
