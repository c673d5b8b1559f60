//! [`Evaluate`] and [`Determinize`] for [`Kyrras`]: material, Viceroy
//! status and King exposure, per seat; the hunt of a bare King.

use board_core::{Determinize, EVAL_LIMIT, Evaluate, Player, Widening};

use crate::moves::{Code, Move};
use crate::piece::Kind;
use crate::state::Kyrras;
use crate::territory::promotion_of;

/// The value of one piece of each kind, in centi-pawns (a Rabble is 100).
/// The King has no material value: losing it loses the game.
///
/// ```
/// use kyrras::{Kind, eval::piece_value};
/// assert_eq!(piece_value(Kind::Rabble), 100);
/// assert!(piece_value(Kind::Dragon) > piece_value(Kind::Viceroy));
/// assert_eq!(piece_value(Kind::King), 0);
/// ```
pub const fn piece_value(kind: Kind) -> i32 {
    match kind {
        Kind::King => 0,
        Kind::Viceroy => 600,
        Kind::Dragon => 900,
        Kind::Elephant => 320,
        Kind::Spear => 260,
        Kind::Knight => 300,
        Kind::Raider => 480,
        Kind::Rabble => 100,
    }
}

/// The bonus for having a Viceroy on the board (the other pieces keep
/// their abilities, KY-8.1), beyond the Viceroy's own value.
pub const VICEROY_BONUS: i32 = 150;
/// The cost of each cell next to the King that an enemy threatens.
pub const EXPOSED_NEIGHBOUR: i32 = 15;
/// The cost of being in check.
pub const IN_CHECK: i32 = 60;

/// Material at or below which a seat is *hunted*: instead of its King's
/// exposure, its King scores [`HUNTED_ESCAPE`] per safe cell it could step
/// to and loses [`HUNTED_EDGE`] per step from the centre. Without this a
/// won ending is drawn out for hundreds of plies: nothing in the other
/// terms says how to corner a bare King, and Kyrras has no move limit
/// (KY-10.9).
pub const HUNTED_MATERIAL: i32 = 400;
/// The worth of each safe cell next to a hunted King.
pub const HUNTED_ESCAPE: i32 = 30;
/// The cost of each step a hunted King stands from the centre.
pub const HUNTED_EDGE: i32 = 25;

/// What an eliminated seat counts for in the other seats' evaluations:
/// below any seat still in (a bare King at the rim, in check, scores
/// about -210), so that eliminating a player always helps the others. Were
/// eliminated seats left out, removing a weak player would raise the
/// average of the rest, and no CPU would ever finish one off.
pub const ELIMINATED_SEAT: i32 = -500;

/// MCTS with 3 and 4 players (41 to 48 moves at the start, most of them
/// quiet and near-equal under random play-outs): progressive widening,
/// one more child per unit of the square root of a node's visits.
///
/// ```
/// use board_core::{Evaluate, Widening};
/// use kyrras::{Kyrras, PlayerCount, eval::MCTS_WIDENING};
/// assert_eq!(MCTS_WIDENING, Widening { tenths: 10 });
/// let g = Kyrras::standard(PlayerCount::Three);
/// assert_eq!(g.mcts_widening(None), Some(MCTS_WIDENING));
/// ```
pub const MCTS_WIDENING: Widening = Widening { tenths: 10 };

/// The value a capture of `kind` adds to a move's priority (the King's
/// capture is worth most).
const fn victim_value(kind: Kind) -> i32 {
    match kind {
        Kind::King => 10_000,
        k => piece_value(k),
    }
}

impl Kyrras {
    /// The material of seat `p` (every piece but the King), in centi-pawns.
    pub(crate) fn material(&self, p: usize) -> i32 {
        let own = self.board.owners[p & 3];
        Kind::ALL
            .iter()
            .map(|&k| (own & self.board.kinds[k.index()]).len() as i32 * piece_value(k))
            .sum()
    }

    /// Seat `p`'s own score: material, Viceroy status, King exposure.
    fn seat_score(&self, p: usize) -> i32 {
        let material = self.material(p);
        let mut s = material;
        let pu = p as u8;
        if self.board.has_viceroy(pu) {
            s += VICEROY_BONUS;
        }
        if let Some(k) = self.board.king(pu) {
            let t = self.tables();
            let enemies = self.board.pieces() & !self.board.owners[p & 3];
            if self.board.reached_by(t, k, enemies) {
                s -= IN_CHECK;
            }
            let around = t.adjacent[k] & !self.board.mountains;
            if material <= HUNTED_MATERIAL {
                let free = around & !self.board.owners[p & 3];
                let safe = free
                    .iter()
                    .filter(|&c| !self.board.reached_by(t, c, enemies));
                s += safe.count() as i32 * HUNTED_ESCAPE;
                let from_centre = self.count.grid().hex(k).map_or(0, |h| h.length());
                s -= from_centre as i32 * HUNTED_EDGE;
            } else {
                for c in around.iter() {
                    if self.board.reached_by(t, c, enemies) {
                        s -= EXPOSED_NEIGHBOUR;
                    }
                }
            }
        }
        s
    }
}

impl Evaluate for Kyrras {
    /// Material (see [`piece_value`]) plus [`VICEROY_BONUS`], minus King
    /// exposure ([`IN_CHECK`], [`EXPOSED_NEIGHBOUR`] per threatened cell
    /// next to the King); a seat down to [`HUNTED_MATERIAL`] is scored by
    /// its King's safe cells and distance from the centre instead. The
    /// evaluation is own score minus the average of every other seat's, an
    /// eliminated seat counting [`ELIMINATED_SEAT`]: antisymmetric with two
    /// players. An eliminated seat evaluates to `-EVAL_LIMIT`; a seat the
    /// game does not have, 0.
    ///
    /// ```
    /// use board_core::{Evaluate, Player};
    /// use kyrras::{Kyrras, PlayerCount};
    /// let g = Kyrras::standard(PlayerCount::Two);
    /// assert_eq!(g.evaluate(Player::new(0)), 0);
    /// assert_eq!(g.evaluate(Player::new(0)), -g.evaluate(Player::new(1)));
    /// ```
    fn evaluate(&self, player: Player) -> i32 {
        let n = self.count.get();
        let p = player.index();
        if p >= n {
            return 0;
        }
        if self.eliminated >> p & 1 == 1 {
            return -EVAL_LIMIT;
        }
        let mine = self.seat_score(p);
        let others = (0..n).filter(|&q| q != p).map(|q| {
            if self.eliminated >> q & 1 == 1 {
                ELIMINATED_SEAT
            } else {
                self.seat_score(q)
            }
        });
        let theirs = others.sum::<i32>() / (n as i32 - 1).max(1);
        (mine - theirs).clamp(-EVAL_LIMIT + 1, EVAL_LIMIT - 1)
    }

    /// Captures by the value taken (a King most) less a tenth of the
    /// mover's value; promotions high; appointments by nothing in
    /// particular.
    ///
    /// ```
    /// use board_core::{Evaluate, Game};
    /// use kyrras::{Kyrras, PlayerCount};
    /// let g = Kyrras::standard(PlayerCount::Two);
    /// assert!(g.legal_moves().iter().all(|&m| g.move_priority(m) == 0 && !g.is_noisy(m)));
    /// ```
    fn move_priority(&self, mv: Move) -> i32 {
        let Code::Step { from, to } = mv.code else {
            return 0;
        };
        let (from, to) = (from as usize, to as usize);
        let Some((owner, kind)) = self.board.at(from) else {
            return 0;
        };
        let mut score = 0;
        if let Some((_, victim)) = self.board.at(to) {
            score += 10 * victim_value(victim) - piece_value(kind) / 10;
        }
        if kind == Kind::Rabble
            && self.board.has_viceroy(owner)
            && promotion_of(self.count, owner as usize).contains(to)
        {
            score += 10 * (piece_value(Kind::Raider) - piece_value(Kind::Rabble));
        }
        score
    }

    /// Captures and promotions.
    fn is_noisy(&self, mv: Move) -> bool {
        self.move_priority(mv) > 0
    }

    fn mcts_widening(&self, _nodes: Option<u64>) -> Option<Widening> {
        (self.count.get() > 2).then_some(MCTS_WIDENING)
    }
}

/// Kyrras has no hidden information: the defaults.
impl Determinize for Kyrras {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::PlayerCount;

    #[test]
    fn mcts_widens_with_three_and_four_players_only() {
        let two = Kyrras::standard(PlayerCount::Two);
        assert_eq!(two.mcts_widening(Some(20_000)), None);
        for count in [PlayerCount::Three, PlayerCount::Four] {
            let g = Kyrras::standard(count);
            for nodes in [Some(1_000), Some(320_000), None] {
                assert_eq!(g.mcts_widening(nodes), Some(MCTS_WIDENING));
            }
        }
        assert_eq!(MCTS_WIDENING.children(0), 1);
        assert_eq!(MCTS_WIDENING.children(1_936), 45);
    }
}
