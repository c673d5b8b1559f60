//! The 8x8 square board: squares, bitboards and attack tables.
//!
//! (Being built: see the square-layer work.)

/// Placeholder until the square layer lands.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Bitboard(pub u64);

/// Placeholder until the square layer lands.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Square(u8);
