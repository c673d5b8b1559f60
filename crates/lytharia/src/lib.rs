//! Lytharian Chess, a chess and card game, with its mini-games Normal Chess (FIDE), Battle Duels and Pawn Wars.
//!
//! * [`chess`]: Normal Chess, standard FIDE chess (positions, legal moves, FEN, UCI, SAN, perft).
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod cards;
pub mod chess;

mod action;
mod army;
mod game;
mod geom;
mod mode;
mod record;
mod rng;

pub use action::{Action, ActionParseError, ReforgeSource, Target};
pub use army::{Army, ArmyError, Deck, DeckError};
pub use game::{
    IllegalAction, LytharianChess, Phase, PlayerView, PositionBuilder, Setup, SetupError, SideView, StateError,
    TroopView, bonus_mana, first_player,
};
pub use geom::{BadSquare, Sq};
pub use mode::{Mode, UnknownMode};
pub use record::{GameRecord, RecordError};
pub use rng::GameRng;
