//! Lytharian Chess, a chess and card game, with its mini-games Normal Chess (FIDE), Battle Duels and Pawn Wars.
//!
//! * [`chess`]: Normal Chess, standard FIDE chess (positions, legal moves, FEN, UCI, SAN, perft).
//! * [`LytharianChess`]: the card game itself in its three modes ([`Mode`]:
//!   the full game, Battle Duels, Pawn Wars), a [`board_core::Game`] whose
//!   moves are [`Action`]s, with action text, JSON state
//!   ([`LytharianChess::to_json`]), per-player views and [`GameRecord`]s.
//!   Rules: `docs/rules/lytharia.md`; text formats: `docs/notation.md`.
//! * [`cards`]: cards as data, the closed effect vocabulary and the sample
//!   card set; [`Army`] and [`Deck`] validation; [`Setup`] to start a game.
//!
//! ```
//! use board_core::{Game, playout};
//! use lytharia::{LytharianChess, Mode};
//!
//! let start = LytharianChess::new(Mode::Full, 42); // sample armies, seed 42
//! let first = start.legal_moves()[0];
//! println!("{}", start.format_action(first));
//! let game = playout(&start, 7, 200);
//! assert!(game.moves.len() <= 200);
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod cards;
pub mod chess;
#[cfg(feature = "proptest")]
pub mod strategy;

mod action;
mod army;
mod game;
mod geom;
mod mode;
mod record;
mod rng;

pub use action::{Action, ActionParseError, Actions, INLINE_ACTIONS, ReforgeSource, Target};
pub use army::{Army, ArmyError, Deck, DeckError, MAX_DECK};
pub use board_core;
pub use game::{
    DEFAULT_SEED, IllegalAction, LytharianChess, MAX_DECIDING_ROUNDS, MAX_TURN, Phase, PlayerView,
    PositionBuilder, Setup, SetupError, SideView, StateError, TroopView,
};
pub use mode::{Mode, UnknownMode};
pub use record::{GameRecord, RecordError};
pub use rng::GameRng;

/// Rule helpers of the setup (LY-5): bonus mana and the first player.
///
/// ```
/// assert_eq!(lytharia::rules::bonus_mana(123, 115), 2);
/// ```
pub mod rules {
    pub use crate::game::{bonus_mana, first_player};
}

/// Everything needed to play Lytharian Chess with only this crate as a
/// dependency: board-core's prelude plus the game's main types.
///
/// ```
/// use lytharia::prelude::*;
/// let mut game = LytharianChess::new(Mode::Full, 1);
/// let action = game.legal_moves()[0];
/// let text = game.format_move(action);
/// game.play(game.parse_move(&text).unwrap()).unwrap();
/// assert!(game.to_act().is_some());
/// ```
pub mod prelude {
    pub use board_core::prelude::*;

    pub use crate::cards::CardSet;
    pub use crate::{Action, GameRecord, LytharianChess, Mode, Phase, Setup, Target};
}

/// The README's examples run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
