//! The traits and types a user of any game needs, in one import.
//!
//! Every game crate re-exports this in its own `prelude`, beside its own
//! types, so `use kyrras::prelude::*;` is all a program needs.
//!
//! ```
//! use board_core::prelude::*;
//! let p = Player::new(0);
//! assert_eq!(Outcome::Winner(p).winner(), Some(p));
//! ```

pub use crate::game::{Game, Outcome, Player, Ranking};
pub use crate::hex::Hex;
pub use crate::square::{Color, Square};
pub use crate::{Determinize, Entropy, Evaluate, MoveBuffer, SeededRng, perft};

#[cfg(feature = "alloc")]
pub use crate::inspect::{
    CellNaming, Coord, Geometry, Inspect, Item, MoveEffect, Perspective, View, Zone,
};
#[cfg(feature = "alloc")]
pub use crate::{History, MoveNotation, PositionNotation, PublicRecord, divide, playout};
