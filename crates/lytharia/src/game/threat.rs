//! The full game's attack threats, for the CPU's evaluation: the one attack
//! each seat could make at the start of its next turn. A search of a few
//! thousand actions sees only its own turn (5 to 15 actions); this lets
//! every leaf see the answer the opponent's next turn holds.

use board_core::square::{Bitboard, king_attacks};

use super::LytharianChess;
use super::generate::Seats;
use crate::cards::PieceType;
use crate::geom::{attack_direction_ok, move_targets};

/// What killing a King is worth to a threat: the game (LY-16.1), far above
/// any troop's value.
const KING_KILLED: i32 = 3_000;

impl LytharianChess {
    /// The full game's threats for the active seat, in centipawns: the
    /// opponent's best attack of its next turn counts 3/4 against it (the
    /// active seat answers only with spells); its own best attack counts
    /// 1/2 while it may still attack this turn, else 1/4 (the opponent
    /// moves first).
    pub(super) fn threats(&self) -> i32 {
        let seats = self.seats();
        let me = self.active;
        let mine = self.best_attack(me, seats);
        let theirs = self.best_attack(me ^ 1, seats);
        let own = if self.ts.attacked { mine / 4 } else { mine / 2 };
        own - theirs * 3 / 4
    }

    /// The most `seat` gains by one attack at the start of its next turn,
    /// spells and abilities aside (LY-9.2: a troop attacks where it
    /// stands, or moves and then attacks; LY-9.1 directions; LY-9.3 both
    /// take damage): the damage dealt (a kill: the victim's whole value)
    /// less the damage taken (likewise), and 0 if no attack gains.
    fn best_attack(&self, seat: u8, seats: Seats) -> i32 {
        let occupied = Bitboard(seats.occupied());
        let enemies = seats.of(seat ^ 1);
        // Each enemy's (Att, Def left), found once: several troops and
        // squares may reach the same enemy.
        let mut foes: [Option<(i32, i32)>; 64] = [None; 64];
        let mut best = 0;
        for t in self.troops_in(seats.of(seat)) {
            let Some(from) = self.troops[t as usize].square else {
                continue;
            };
            let piece = self.piece(t);
            let mut stands = move_targets(piece, seat as usize, from, occupied);
            stands.insert(from);
            let reach = stands
                .into_iter()
                .fold(0, |acc, sq| acc | king_attacks(sq).0);
            if reach & enemies == 0 {
                continue; // no enemy within a move and a step: the common case
            }
            let (att, def) = (self.eff_att(t), self.remaining_def(t));
            for sq in stands {
                for target in Bitboard(king_attacks(sq).0 & enemies) {
                    let Some(o) = self.board[target.index()] else {
                        continue;
                    };
                    if !attack_direction_ok(piece, seat as usize, sq, target) {
                        continue;
                    }
                    let (o_att, o_def) = *foes[target.index()]
                        .get_or_insert_with(|| (self.eff_att(o), self.remaining_def(o)));
                    let dealt = self.loss(o, att, o_def);
                    let taken = self.loss(t, o_att, def);
                    best = best.max(dealt - taken);
                }
            }
        }
        best
    }

    /// What troop `t` with `def` Def left loses to `damage`: its whole
    /// value if killed (a King, the game), else the Def points.
    fn loss(&self, t: u8, damage: i32, def: i32) -> i32 {
        if damage < def {
            damage * super::inspect::DEF_POINT
        } else if self.piece(t) == PieceType::King {
            KING_KILLED
        } else {
            self.troop_value(t)
        }
    }
}
