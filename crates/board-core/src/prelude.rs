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
pub use crate::{Determinize, Entropy, Evaluate, SeededRng, perft};

#[cfg(feature = "alloc")]
pub use crate::inspect::{Coord, Geometry, Inspect, MoveEffect, Perspective, View};
#[cfg(feature = "alloc")]
pub use crate::{History, MoveNotation, PositionNotation, divide, playout};
