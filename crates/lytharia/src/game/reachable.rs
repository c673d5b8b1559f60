//! The loader's check that a state is one play can reach (LY-19.6): the
//! army's shape per mode, the Kings, pawns on their last rank, buffs, the
//! turn limit and the outcome against the board. Hand-built positions
//! ([`PositionBuilder`](super::build::PositionBuilder)) skip it: puzzles
//! and tests may hold any troops.

use board_core::Outcome;

use crate::cards::{CardSet, Duration, Effect, PieceType};
use crate::geom::{last_rank, rank};
use crate::mode::Mode;

use super::text::StateError;
use crate::army::MAX_DECK;

use super::{LytharianChess, MAX_TURN};

/// LY-19.6 **Decision**: the most `modify` effects one troop can receive in
/// one turn: every card of both decks (2 x 200) and four abilities of each
/// of 32 troops, each with up to 8 effects. Far above real play; it bounds
/// buffs edited beyond what any sequence of cards gives.
const MODIFIES_PER_TURN: i64 = (2 * MAX_DECK as i64 + 4 * 32) * 8;

fn invalid(field: &str, msg: impl core::fmt::Display) -> StateError {
    StateError::Invalid(format!("{field}: {msg}"))
}

/// The largest raise and the largest cut of Att and Def one `modify` effect
/// of `duration` in `set` gives: `[att up, att down, def up, def down]`.
fn modify_steps(set: &CardSet, duration: Duration) -> [i64; 4] {
    let mut steps = [0i64; 4];
    let mut see = |e: &Effect| {
        if let Effect::Modify {
            att,
            def,
            duration: d,
        } = *e
            && d == duration
        {
            steps[0] = steps[0].max(i64::from(att));
            steps[1] = steps[1].max(-i64::from(att));
            steps[2] = steps[2].max(i64::from(def));
            steps[3] = steps[3].max(-i64::from(def));
        }
    };
    for (id, _) in set.iter() {
        if let Some(spell) = set.spell(id) {
            spell.effects.iter().for_each(&mut see);
        }
        if let Some(troop) = set.troop(id) {
            troop.effects.iter().for_each(|e| see(&e.effect));
            troop
                .abilities
                .iter()
                .for_each(|a| a.effects.iter().for_each(&mut see));
        }
    }
    steps
}

/// Whether `value` lies within `turns` turns of the largest steps up and down.
fn within(value: i16, up: i64, down: i64, turns: i64) -> bool {
    let v = i64::from(value);
    v <= up * turns * MODIFIES_PER_TURN && -v <= down * turns * MODIFIES_PER_TURN
}

impl LytharianChess {
    /// LY-19.6: refuses a loaded state that no game can reach.
    pub(crate) fn check_reachable(&self) -> Result<(), StateError> {
        self.check_army_shape()?;
        self.check_buffs()?;
        self.check_turn_limit()?;
        self.check_outcome()
    }

    fn check_army_shape(&self) -> Result<(), StateError> {
        for seat in 0..2u8 {
            let own: Vec<u8> = (0..self.troops.len() as u8)
                .filter(|&t| self.troops[t as usize].owner == seat)
                .collect();
            let kings = own
                .iter()
                .filter(|&&t| self.piece(t) == PieceType::King)
                .count();
            match self.mode {
                // LY-3: an army is 16 troops; promotion changes a troop's
                // card but adds none.
                Mode::Full => {
                    if own.len() > 16 {
                        return Err(invalid(
                            "troops",
                            format_args!("seat {seat} has {} troops (an army has 16)", own.len()),
                        ));
                    }
                    if kings > 1 {
                        return Err(invalid(
                            "troops",
                            format_args!("seat {seat} has {kings} Kings"),
                        ));
                    }
                    if self.outcome.is_none() && self.king(seat).is_none() {
                        return Err(invalid(
                            "troops",
                            format_args!("seat {seat} has no King on the board in a running game"),
                        ));
                    }
                }
                // LY-18.1: eight pawns, and no promotion.
                Mode::PawnWars => {
                    if own.len() > 8 || own.iter().any(|&t| self.piece(t) != PieceType::Pawn) {
                        return Err(invalid(
                            "troops",
                            format_args!("seat {seat}: Pawn Wars armies are at most 8 pawns"),
                        ));
                    }
                }
                // LY-17.3: each round brings one troop of each seat.
                Mode::Duels => {
                    let round = self.duel.as_ref().map_or(0, |d| d.round as usize);
                    if own.len() > round {
                        return Err(invalid(
                            "troops",
                            format_args!(
                                "seat {seat} has {} troops after {round} Battle Duels rounds (one a round)",
                                own.len()
                            ),
                        ));
                    }
                }
            }
            // LY-15.1, LY-18.2: a pawn on its last rank promotes or scores
            // at once; in the full game it waits only for its owner's choice.
            for &t in &own {
                let on_last = self.troops[t as usize]
                    .square
                    .is_some_and(|sq| rank(sq) == last_rank(seat as usize));
                if on_last
                    && self.piece(t) == PieceType::Pawn
                    && !(self.mode == Mode::Full && self.promotion.is_some())
                {
                    return Err(invalid(
                        "troops",
                        format_args!(
                            "troop {t}: a pawn on its last rank without a pending promotion"
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    fn check_buffs(&self) -> Result<(), StateError> {
        let set = &self.set.0;
        let perm = modify_steps(set, Duration::Permanent);
        let turn = modify_steps(set, Duration::Turn);
        let turns = i64::from(self.turn);
        for (i, t) in self.troops.iter().enumerate() {
            if !within(t.perm_att, perm[0], perm[1], turns)
                || !within(t.perm_def, perm[2], perm[3], turns)
            {
                return Err(invalid(
                    "troops",
                    format_args!(
                        "troop {i}: permanent Att/Def changes beyond what the card set's effects give in {turns} turns"
                    ),
                ));
            }
            if !within(t.turn_att, turn[0], turn[1], 1) || !within(t.turn_def, turn[2], turn[3], 1)
            {
                return Err(invalid(
                    "troops",
                    format_args!(
                        "troop {i}: this turn's Att/Def changes beyond what the card set's effects give in one turn"
                    ),
                ));
            }
        }
        Ok(())
    }

    /// A turn limit ends the game once passed (LY-16.6).
    fn check_turn_limit(&self) -> Result<(), StateError> {
        if let Some(limit) = self.turn_limit {
            let last = if self.outcome.is_some() {
                limit.saturating_add(1)
            } else {
                limit
            };
            if self.turn > last {
                return Err(invalid(
                    "turn_limit",
                    format_args!("{limit} is below the current turn {}", self.turn),
                ));
            }
        }
        Ok(())
    }

    /// Whether the game stalled by LY-16.6: two idle turns, the turn limit
    /// passed, or the last turn.
    fn stalled(&self) -> bool {
        self.idle_turns >= 2
            || self.turn_limit.is_some_and(|l| self.turn > l)
            || self.turn >= MAX_TURN
    }

    /// The outcome against the board (LY-16 to LY-18).
    fn check_outcome(&self) -> Result<(), StateError> {
        let bad = |why: &str| Err(invalid("outcome", why));
        let winner = |o: Option<Outcome>| match o {
            Some(Outcome::Winner(p)) => Some(p.index() as u8),
            _ => None,
        };
        match self.mode {
            Mode::Full => {
                let alive = [self.king(0).is_some(), self.king(1).is_some()];
                match self.outcome {
                    Some(Outcome::Winner(p)) if alive[1 - p.index()] => {
                        return bad("a winner while the loser's King is on the board");
                    }
                    Some(Outcome::Draw | Outcome::Ranking(_))
                        if !(alive[0] && alive[1] && self.stalled()) =>
                    {
                        return bad("a draw needs both Kings and a stalled game (LY-16.6)");
                    }
                    _ => {}
                }
                if self.outcome.is_some() && alive[0] && alive[1] && !self.stalled() {
                    return bad("the game is over but both Kings live and it did not stall");
                }
            }
            Mode::PawnWars => {
                let pawns = (0..2u8)
                    .map(|s| self.troops_on_board(s).count())
                    .sum::<usize>();
                let finished = (pawns == 0 && self.stack.is_empty()) || self.stalled();
                match self.outcome {
                    None if finished && pawns == 0 => {
                        return bad("no pawn is left, so the game is over (LY-18.3)");
                    }
                    Some(_) if !finished => {
                        return bad("the game is over but pawns are left and it did not stall");
                    }
                    Some(o) if Some(o) != Some(self.pawn_wars_result()) => {
                        return bad("the result does not follow from the points (LY-18.3)");
                    }
                    _ => {}
                }
            }
            Mode::Duels => {
                let wins = self.duel.as_ref().map_or([0, 0], |d| d.wins);
                match (self.outcome, winner(self.outcome)) {
                    (None, _) => {}
                    (Some(_), Some(w)) => {
                        if wins[w as usize] <= wins[1 - w as usize] {
                            return bad("the winner has no more round wins than the loser");
                        }
                    }
                    (Some(_), None) => {
                        if wins[0] != wins[1] {
                            return bad("a draw with unequal round wins");
                        }
                    }
                }
            }
        }
        Ok(())
    }
}
