//! How games, Battle Duels rounds and Pawn Wars end (LY-16 to LY-18).

use board_core::Square;
use board_core::{Outcome, Player};

use crate::cards::PieceType;
use crate::mode::Mode;

use super::{DuelState, LytharianChess, MAX_MANA, Troop};

/// Where the round's attacker and defender stand in Battle Duels (LY-17.3).
pub(crate) const DUEL_SQUARES: [Square; 2] = [Square::D4, Square::D5];

/// Troop slots a game may create; Battle Duels rounds past this are drawn.
const MAX_TROOPS: usize = 250;

fn win(seat: u8) -> Outcome {
    Outcome::Winner(Player::new(seat))
}

impl LytharianChess {
    /// Checks every end condition after an action (LY-16, LY-17.6, LY-18.3).
    pub(crate) fn check_end(&mut self) {
        if self.outcome.is_some() {
            return;
        }
        match self.mode {
            Mode::Full => {
                let alive = [self.king(0).is_some(), self.king(1).is_some()];
                match alive {
                    [true, true] => {}
                    [true, false] => self.outcome = Some(win(0)),
                    [false, true] => self.outcome = Some(win(1)),
                    [false, false] => self.outcome = Some(self.both_kings_dead()),
                }
            }
            Mode::PawnWars => {
                if !self.stack.is_empty() {
                    return;
                }
                // LY-18.3: only when no pawn is left can nobody score.
                // (Checked after every action: stop at the first pawn.)
                let pawn_left = self
                    .board
                    .iter()
                    .flatten()
                    .any(|&t| self.piece(t) == PieceType::Pawn);
                if !pawn_left {
                    self.outcome = Some(self.pawn_wars_result());
                }
            }
            Mode::Duels => {
                if !self.stack.is_empty() {
                    return;
                }
                let Some(duel) = &self.duel else { return };
                let f = duel.fighters;
                let dead = [
                    self.troops[f[0] as usize].square.is_none(),
                    self.troops[f[1] as usize].square.is_none(),
                ];
                match dead {
                    [false, false] => {}
                    [false, true] => self.finish_round(Some(0)),
                    [true, false] => self.finish_round(Some(1)),
                    [true, true] => {
                        let p0 = self.card_of(f[0]).power;
                        let p1 = self.card_of(f[1]).power;
                        let w = match p0.cmp(&p1) {
                            core::cmp::Ordering::Less => Some(0),
                            core::cmp::Ordering::Greater => Some(1),
                            core::cmp::Ordering::Equal => None,
                        };
                        self.finish_round(w);
                    }
                }
            }
        }
    }

    /// LY-16.2 and LY-16.5.
    fn both_kings_dead(&mut self) -> Outcome {
        let on_board = |seat: u8| -> u32 {
            self.troops_on_board(seat)
                .map(|t| self.card_of(t).power as u32)
                .sum()
        };
        let (b0, b1) = (on_board(0), on_board(1));
        if b0 + b1 > 0 && b0 != b1 {
            return win(if b0 > b1 { 0 } else { 1 });
        }
        let (k0, k1) = (self.sides[0].killed_power, self.sides[1].killed_power);
        if k0 != k1 {
            return win(if k0 > k1 { 0 } else { 1 });
        }
        let (a0, a1) = (self.sides[0].army_power, self.sides[1].army_power);
        if a0 != a1 {
            return win(if a0 < a1 { 0 } else { 1 });
        }
        loop {
            let (r0, r1) = (self.rng.d6(), self.rng.d6());
            if r0 != r1 {
                return win(if r0 > r1 { 0 } else { 1 });
            }
        }
    }

    /// LY-18.3.
    pub(crate) fn pawn_wars_result(&self) -> Outcome {
        let (p0, p1) = (self.sides[0].points, self.sides[1].points);
        if p0 != p1 {
            return win(if p0 > p1 { 0 } else { 1 });
        }
        let (k0, k1) = (self.sides[0].killed_power, self.sides[1].killed_power);
        if k0 != k1 {
            return win(if k0 > k1 { 0 } else { 1 });
        }
        Outcome::Draw
    }

    /// LY-16.6: two idle turns in a row, or the turn limit.
    pub(crate) fn finish_stalled(&mut self) {
        self.outcome = Some(match self.mode {
            Mode::Full => Outcome::Draw,
            Mode::PawnWars => self.pawn_wars_result(),
            Mode::Duels => {
                let w = self.round_wins();
                match w[0].cmp(&w[1]) {
                    core::cmp::Ordering::Greater => win(0),
                    core::cmp::Ordering::Less => win(1),
                    core::cmp::Ordering::Equal => Outcome::Draw,
                }
            }
        });
    }

    /// Records a round result and starts the next round or ends the match
    /// (LY-17.6 to LY-17.8).
    pub(crate) fn finish_round(&mut self, winner: Option<u8>) {
        let Some(duel) = &mut self.duel else { return };
        match winner {
            Some(w) => duel.wins[w as usize] = duel.wins[w as usize].saturating_add(1),
            None => duel.ties = duel.ties.saturating_add(1),
        }
        let wins = duel.wins;
        if let Some(w) = (0..2).find(|&s| wins[s] >= 4) {
            self.outcome = Some(win(w as u8));
            return;
        }
        if duel.round >= super::DUEL_ROUNDS {
            // LY-17.7, LY-17.8: after seven rounds the player with more
            // round wins takes the match; on equal wins deciding rounds with
            // randomly drawn troops follow until one is won.
            match wins[0].cmp(&wins[1]) {
                core::cmp::Ordering::Greater => {
                    self.outcome = Some(win(0));
                    return;
                }
                core::cmp::Ordering::Less => {
                    self.outcome = Some(win(1));
                    return;
                }
                core::cmp::Ordering::Equal => {}
            }
            duel.sudden = true;
            if duel.round >= super::DUEL_ROUNDS + super::MAX_DECIDING_ROUNDS {
                self.outcome = Some(Outcome::Draw);
                return;
            }
        }
        if self.troops.len() + 2 > MAX_TROOPS {
            self.outcome = Some(Outcome::Draw);
            return;
        }
        self.start_round();
    }

    /// Sets up the next Battle Duels round (LY-17.3, LY-17.4, LY-17.8).
    pub(crate) fn start_round(&mut self) {
        // The previous fighters leave; enchants leave play.
        let on_board: smallvec::SmallVec<[u8; 32]> = self.board.iter().flatten().copied().collect();
        for t in on_board {
            self.remove_troop(t);
        }
        for side in &mut self.sides {
            side.nether.extend(side.enchants.drain(..).map(|e| e.card));
        }
        self.stack.clear();
        self.next_uid = 0;
        self.window = None;
        self.promotion = None;
        let Some(duel) = &mut self.duel else { return };
        duel.round += 1;
        duel.round_turns = 0;
        let round = duel.round;
        let cards = if duel.sudden {
            let lineups = duel.lineups.clone();
            let a = lineups[0][self.rng.below(lineups[0].len() as u64) as usize];
            let b = lineups[1][self.rng.below(lineups[1].len() as u64) as usize];
            [a, b]
        } else {
            let pick = |l: &Vec<crate::cards::CardId>| l[(round as usize - 1) % l.len().max(1)];
            [pick(&duel.lineups[0]), pick(&duel.lineups[1])]
        };
        let attacker = (round - 1) % 2;
        let mut fighters = [0u8; 2];
        for seat in 0..2u8 {
            let sq = DUEL_SQUARES[if seat == attacker { 0 } else { 1 }];
            let t = self.troops.len() as u8;
            self.troops.push(Troop::new(cards[seat as usize], seat, sq));
            self.board[sq.index()] = Some(t);
            fighters[seat as usize] = t;
        }
        if let Some(duel) = &mut self.duel {
            duel.fighters = fighters;
        }
        for seat in 0..2 {
            self.sides[seat].mana = MAX_MANA;
            let missing = 10usize.saturating_sub(self.sides[seat].hand.len());
            self.draw_cards(seat, missing as u8);
        }
        if round > 1 {
            self.turn += 1;
        }
        self.active = attacker;
        self.begin_turn();
    }

    /// A fresh duel state for the lineups.
    pub(crate) fn new_duel(lineups: [Vec<crate::cards::CardId>; 2]) -> DuelState {
        DuelState {
            round: 0,
            wins: [0, 0],
            ties: 0,
            lineups,
            round_turns: 0,
            sudden: false,
            fighters: [0, 0],
        }
    }
}

impl Troop {
    /// A face-down troop with no damage on `sq`.
    pub(crate) fn new(card: crate::cards::CardId, owner: u8, sq: Square) -> Troop {
        Troop {
            card,
            owner,
            square: Some(sq),
            damage: 0,
            revealed: false,
            weapon: None,
            armour: None,
            turn_att: 0,
            turn_def: 0,
            perm_att: 0,
            perm_def: 0,
            used: 0,
            attacked: false,
        }
    }
}
