//! Kyrras for people (KY-12): moves in words, menu groups, the catalogue
//! of piece kinds, what the player to act is asked, and cell names. The
//! [`Inspect`](board_core::Inspect) methods of [`Kyrras`] call these.

use board_core::hex::Direction;
use board_core::inspect::Item;
use board_core::{Game, Player};

use crate::moves::{Code, Move};
use crate::piece::Kind;
use crate::state::{Kyrras, Phase};

/// Material in hundredths written in Rabble (pawn) units: `50.8`, `6`,
/// `3.2` (KY-12.8).
pub(crate) fn pawns(centi: i32) -> String {
    let whole = centi / 100;
    match (centi % 100).abs() {
        0 => whole.to_string(),
        part if part % 10 == 0 => format!("{whole}.{}", part / 10),
        part => format!("{whole}.{part:02}"),
    }
}

/// A direction in words: `north-east`.
pub(crate) fn direction_words(d: Direction) -> &'static str {
    match d {
        Direction::N => "north",
        Direction::NE => "north-east",
        Direction::SE => "south-east",
        Direction::S => "south",
        Direction::SW => "south-west",
        Direction::NW => "north-west",
    }
}

/// How each kind moves and what it may do, for the catalogue (KY-5, KY-6,
/// KY-8, KY-9).
fn kind_text(kind: Kind) -> &'static str {
    match kind {
        Kind::King => {
            "One cell in any of the six directions. Taken only with the support of \
             another piece not its owner's; never by a Rabble or a King. Losing it \
             eliminates its owner."
        }
        Kind::Viceroy => {
            "1 to 3 cells along a line, over its owner's pieces but not over enemies \
             or Mountains. Without it the Dragon's protection, armour and promotion \
             are lost; a player without one may appoint any piece but the King."
        }
        Kind::Dragon => {
            "1 to 4 cells along a line, over anything, Mountains included. While its \
             owner has a Viceroy a Rabble takes it only with two Rabble or Raiders \
             beside it."
        }
        Kind::Elephant => {
            "Turns to any facing, then moves 1 or 2 cells that way over nothing, and \
             ends facing the way it moved. Armoured in front: while its owner has a \
             Viceroy only an Elephant, a Dragon or a Knight takes it head-on."
        }
        Kind::Spear => {
            "Moves like an Elephant (turn, then 1 or 2 cells, facing the way it \
             moved) and is armoured in front the same way, but cannot take an \
             Elephant or a Spear head-on."
        }
        Kind::Knight => {
            "Leaps to the 12 cells one step and one diagonal step outward; nothing \
             on the way matters. Ignores armour."
        }
        Kind::Raider => {
            "1 to 3 cells along a line, over friendly and enemy pieces but not over \
             Mountains."
        }
        Kind::Rabble => {
            "One cell in any of the six directions. Becomes a Raider on reaching the \
             far edge while its owner has a Viceroy. Cannot take a King."
        }
    }
}

impl Kyrras {
    /// `mv` (legal now) in words (KY-12.2).
    pub(crate) fn words(&self, mv: Move) -> String {
        let me = Player::new(self.to_act);
        match mv.code {
            Code::Pass => return format!("{me} passes"),
            Code::Forfeit => return format!("{me} forfeits and leaves the game"),
            Code::DeclineViceroy => return format!("{me} appoints no Viceroy this turn"),
            Code::Appoint { cell } => {
                let cell = cell as usize;
                let what = self.board.piece(cell).map_or("piece", |p| p.kind.name());
                let at = self.hex_at(cell);
                return format!("{me} appoints the {what} on {at} as Viceroy");
            }
            Code::Step { .. } => {}
        }
        let (Code::Step { from, to }, Some(from_hex), Some(to_hex)) = (mv.code, mv.from(), mv.to())
        else {
            return format!("{me}: no such move");
        };
        let Some(mover) = self.board.piece(from as usize) else {
            return format!("{me}: no piece on {from_hex}");
        };
        let name = mover.kind.name();
        let mut clauses = Vec::new();
        clauses.push(match self.board.piece(to as usize) {
            Some(victim) => format!(
                "{name} {from_hex} takes {}'s {} on {to_hex}",
                victim.owner,
                victim.kind.name()
            ),
            None => format!("{name} {from_hex}-{to_hex}"),
        });
        let mut after = self.clone();
        after.play_unchecked(mv);
        let landed = after.board.piece(to as usize);
        if let Some(p) = landed {
            if p.kind != mover.kind {
                clauses.push(format!("becomes a {}", p.kind.name()));
            } else if let Some(d) = p.facing
                && Some(d) != mover.facing
            {
                clauses.push(format!("now facing {}", direction_words(d)));
            }
        }
        for p in 0..self.count.get() as u8 {
            let was_out = self.eliminated >> p & 1 == 1;
            let is_out = after.eliminated >> p & 1 == 1;
            if is_out && !was_out {
                clauses.push(format!(
                    "{} is eliminated and their pieces leave the board",
                    Player::new(p)
                ));
            } else if !is_out && p != self.to_act && after.in_check_seat(p) {
                clauses.push(format!("{} is in check", Player::new(p)));
            }
        }
        format!("{me}: {}", clauses.join(", "))
    }

    /// The menu group of `mv` (KY-12.3): every move of one piece together
    /// (`spear (3,-3)`), the Viceroy decision together, `None` for a pass
    /// or a forfeit.
    pub(crate) fn group(&self, mv: Move) -> Option<String> {
        match mv.code {
            Code::Step { from, .. } => {
                let kind = self.board.piece(from as usize)?.kind.name();
                Some(format!("{kind} {}", self.hex_at(from as usize)))
            }
            Code::Appoint { .. } | Code::DeclineViceroy => Some(String::from("Viceroy decision")),
            Code::Pass | Code::Forfeit => None,
        }
    }

    /// The piece kinds, with how they move and their start count (KY-12.4).
    pub(crate) fn kinds_catalogue() -> Vec<Item> {
        Kind::ALL
            .iter()
            .map(|&k| {
                let mut name = String::from(k.name());
                name[..1].make_ascii_uppercase();
                Item::new(k.glyph(), name, "piece")
                    .text(kind_text(k))
                    .value("per player", k.start_count() as i32)
            })
            .collect()
    }

    /// What the player to act is asked, beyond "move" (KY-12.5).
    pub(crate) fn asked(&self) -> Option<String> {
        let me = Player::new(self.to_act);
        match self.phase {
            Phase::Decide => Some(format!(
                "{me} has no Viceroy: appoint a piece other than the King with V:(q,r), \
                 or decline with V:none"
            )),
            Phase::ForcedPass => Some(format!(
                "{me} has no legal move before their first turn: pass"
            )),
            Phase::Stalemate => Some(format!("{me} has no legal move: pass or forfeit")),
            Phase::Move | Phase::Over => None,
        }
    }

    fn hex_at(&self, cell: usize) -> board_core::hex::Hex {
        self.count.grid().hex(cell).unwrap_or_default()
    }
}
