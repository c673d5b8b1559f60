//! A game as one seat or an onlooker saw it: the record a seat may share.
//!
//! A [`History`] holds everything (the deal, both hands); a
//! [`PublicRecord`] is built from it through one [`Perspective`]'s views, so
//! it holds only what that perspective saw: each ply's seat, turn number,
//! words, seat-safe effect and the view after it. An opponent or a
//! spectator replays it as views; nothing in it comes from the omniscient
//! state.

use alloc::string::String;
use alloc::vec::Vec;

use crate::game::{Outcome, Player};
use crate::history::History;
use crate::inspect::{Inspect, MoveEffect, Perspective, View};
use crate::notation::MoveNotation;

/// One ply of a [`PublicRecord`].
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PublicPly {
    /// The turn it belongs to, counted from 1 ([`Inspect::turn_number`],
    /// or rounds of seats where the game does not count turns).
    pub turn: u32,
    /// Who acted.
    pub seat: Player,
    /// The move in the game's notation, where the perspective may see it
    /// (games without hidden information, or the omniscient record).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub notation: Option<String>,
    /// The move in words ([`Inspect::describe_move`]).
    pub description: String,
    /// What it did to the board ([`Inspect::move_effect_for`]).
    pub effect: MoveEffect,
    /// The perspective's view after it.
    pub view: View,
}

/// A whole game as one [`Perspective`] saw it ([`History::public_record`]).
///
/// ```
/// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player, History};
/// # use board_core::inspect::{Geometry, Inspect, MoveEffect, Perspective, View};
/// # use board_core::MoveNotation;
/// # #[derive(Clone, Debug)] struct Nim { stones: u8, turn: u8 }
/// # impl Game for Nim {
/// #     type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
/// #     fn player_count(&self) -> usize { 2 }
/// #     fn to_act(&self) -> Option<Player> { (self.stones > 0).then(|| Player::new(self.turn)) }
/// #     fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.stones.min(3) { m.push(t) } }
/// #     fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
/// #     fn play_unchecked(&mut self, mv: u8) { self.stones -= mv; self.turn ^= 1; }
/// #     fn outcome(&self) -> Option<Outcome> { (self.stones == 0).then(|| Outcome::Winner(Player::new(self.turn ^ 1))) }
/// #     fn zobrist(&self) -> u64 { (self.stones as u64) << 1 | self.turn as u64 }
/// # }
/// # impl Inspect for Nim {
/// #     fn view(&self, _: Perspective) -> View { View::new(Geometry::Square8) }
/// #     fn move_effect(&self, _: u8) -> MoveEffect { MoveEffect::none() }
/// # }
/// # impl MoveNotation for Nim {
/// #     type ParseError = IllegalMove;
/// #     fn format_move(&self, mv: u8) -> String { mv.to_string() }
/// #     fn parse_move(&self, t: &str) -> Result<u8, IllegalMove> { t.parse().map_err(|_| IllegalMove) }
/// # }
/// let mut game = History::new(Nim { stones: 5, turn: 0 });
/// for mv in [2, 1, 2] {
///     game.play(mv).unwrap();
/// }
/// let record = game.public_record(Perspective::Spectator);
/// let turns: Vec<u32> = record.plies.iter().map(|p| p.turn).collect();
/// assert_eq!(turns, [1, 1, 2]);
/// assert_eq!(record.plies[2].notation.as_deref(), Some("2"));
/// assert_eq!(record.outcome, Some(Outcome::Winner(Player::new(0))));
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PublicRecord {
    /// Whose record it is.
    pub perspective: Perspective,
    /// The perspective's view of the start.
    pub start: View,
    /// Every played ply, in order.
    pub plies: Vec<PublicPly>,
    /// The result, once the game is over.
    pub outcome: Option<Outcome>,
    /// Why it ended ([`Inspect::end_reason`]).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub end_reason: Option<String>,
}

impl PublicRecord {
    /// The perspective's view after `ply` plies (0 is the start).
    pub fn view_at(&self, ply: usize) -> Option<&View> {
        match ply {
            0 => Some(&self.start),
            n => self.plies.get(n - 1).map(|p| &p.view),
        }
    }
}

impl<G: Inspect + MoveNotation> History<G> {
    /// The played moves as `perspective` saw them: what a seat may keep,
    /// show an opponent or hand to a spectator. Notation is kept only where
    /// the perspective may see every move ([`Game::has_hidden_information`](crate::Game::has_hidden_information)
    /// is false, or the perspective is omniscient); descriptions, effects
    /// and views go through the perspective's view.
    pub fn public_record(&self, perspective: Perspective) -> PublicRecord {
        let open = perspective == Perspective::Omniscient || !self.start().has_hidden_information();
        let mut plies = Vec::with_capacity(self.len());
        let mut round = 1u32;
        let mut last_seat: Option<Player> = None;
        for (i, (state, mv)) in self.plies().enumerate() {
            let Some(seat) = state.to_act() else { break };
            if last_seat.is_some_and(|last| seat.index() < last.index()) {
                round += 1;
            }
            last_seat = Some(seat);
            let after = self.state_at(i + 1).unwrap_or(state);
            plies.push(PublicPly {
                turn: state.turn_number().unwrap_or(round),
                seat,
                notation: open.then(|| state.format_move(mv)),
                description: state.describe_move(mv, perspective),
                effect: state.move_effect_for(mv, perspective),
                view: after.view(perspective),
            });
        }
        let current = self.current();
        PublicRecord {
            perspective,
            start: self.start().view(perspective),
            plies,
            outcome: current.outcome(),
            end_reason: current.end_reason(),
        }
    }
}
