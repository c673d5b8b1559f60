//! Lytharian Chess, a chess and card game, with its mini-games Normal Chess (FIDE), Battle Duels and Pawn Wars.
//!
//! * [`chess`]: Normal Chess, standard FIDE chess (positions, legal moves, FEN, UCI, SAN, perft).
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod cards;
pub mod chess;

mod army;
mod mode;
mod rng;

pub use army::{Army, ArmyError, Deck, DeckError};
pub use mode::{Mode, UnknownMode};
pub use rng::GameRng;
