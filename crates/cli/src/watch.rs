//! `--watch`: every move of `selfplay` and `match` told in words on
//! standard error as it is played (standard output keeps its contract),
//! through the eyes of one perspective (`--as`, default a spectator).

use std::io::Write;

use board_core::History;
use board_core::inspect::Perspective;

use crate::agents::Spec;
use crate::commands::CliGame;
use crate::error::CliError;

/// Who watches, and what each line starts with (`game 2: ` in a match).
pub struct Watch {
    /// Whose eyes: a seat sees its own hidden cards, a spectator none.
    pub perspective: Perspective,
    /// Printed before every line.
    pub prefix: String,
}

impl Watch {
    /// Tells the last move of `history`: `White (cpu:2) plays e4: pawn
    /// e2-e4`, or only the words where the perspective may not read the
    /// move's notation (another seat's move in a game with hidden
    /// information): `P2 (random) casts Sunder on ...`.
    pub fn tell<G: CliGame>(
        &self,
        history: &History<G>,
        seats: &[Spec],
        out: &mut impl Write,
    ) -> Result<(), CliError> {
        let ply = history.len();
        let (Some(before), Some(&mv)) = (
            ply.checked_sub(1).and_then(|k| history.state_at(k)),
            history.moves().get(ply.wrapping_sub(1)),
        ) else {
            return Ok(());
        };
        let Some(p) = before.to_act() else {
            return Ok(());
        };
        let seat = before.seat_name(p);
        let who = match seats.get(p.index()) {
            Some(spec) => format!("{seat} ({spec})"),
            None => seat.clone(),
        };
        let words = before.describe_move(mv, self.perspective);
        let line = if !before.has_hidden_information() || self.perspective.sees_private_of(p) {
            let words = words.strip_prefix(&format!("{seat}: ")).unwrap_or(&words);
            format!("{who} plays {}: {words}", before.echo_move(mv))
        } else if let Some(rest) = words.strip_prefix(&format!("{seat}: ")) {
            format!("{who}: {rest}")
        } else if let Some(rest) = words.strip_prefix(&format!("{seat} ")) {
            format!("{who} {rest}")
        } else {
            format!("{who}: {words}")
        };
        writeln!(out, "{}{ply}. {line}", self.prefix)?;
        Ok(())
    }
}
