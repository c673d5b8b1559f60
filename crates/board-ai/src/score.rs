//! Scores: centi-pawn evaluations, won and lost games with their distance,
//! and per-seat rewards for MCTS.

use core::fmt;

use board_core::{EVAL_LIMIT, MAX_PLAYERS, Outcome, Player};

/// The score of a game won at the root: a win `n` plies away scores
/// `WIN - n`, a loss `-(WIN - n)`, so faster wins and slower losses are
/// preferred. Far beyond every evaluation ([`EVAL_LIMIT`]).
///
/// ```
/// assert_eq!(board_ai::WIN, 10 * board_core::EVAL_LIMIT);
/// ```
pub const WIN: i32 = 1_000_000;

/// The deepest ply a search can reach; scores with `|s| > WIN - MAX_PLY`
/// are won or lost games.
///
/// ```
/// assert!(board_ai::WIN - board_ai::MAX_PLY > board_core::EVAL_LIMIT);
/// ```
pub const MAX_PLY: i32 = 10_000;

const _: () = assert!(WIN - MAX_PLY > EVAL_LIMIT);

/// Whether `s` is a won or lost game rather than an evaluation.
pub(crate) fn is_decisive(s: i32) -> bool {
    s.abs() > WIN - MAX_PLY
}

/// How good the chosen move looked to the search.
///
/// ```
/// use board_ai::Score;
/// assert_eq!(Score::Eval(-123).to_string(), "-1.23");
/// assert_eq!(Score::WinIn(3).to_string(), "win in 3 plies");
/// assert_eq!(Score::Reward(0.625).to_string(), "62.5%");
/// ```
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Score {
    /// An evaluation for the player to act, in centi-pawns
    /// (alpha-beta; within `±EVAL_LIMIT`).
    Eval(i32),
    /// A forced win for the player to act, this many plies (moves of any
    /// player) away, counting the chosen move.
    WinIn(u32),
    /// A forced loss, this many plies away.
    LossIn(u32),
    /// The mean reward (0 = last, 1 = won) of the chosen move over the
    /// MCTS play-outs, for the player to act.
    Reward(f64),
}

impl Score {
    /// The score of an alpha-beta value `s` (from the player to act).
    pub(crate) fn from_value(s: i32) -> Score {
        if s > WIN - MAX_PLY {
            Score::WinIn((WIN - s) as u32)
        } else if s < -(WIN - MAX_PLY) {
            Score::LossIn((WIN + s) as u32)
        } else {
            Score::Eval(s)
        }
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Score::Eval(cp) => {
                let sign = if cp < 0 { "-" } else { "+" };
                let a = cp.unsigned_abs();
                if cp == 0 {
                    f.write_str("0.00")
                } else {
                    write!(f, "{sign}{}.{:02}", a / 100, a % 100)
                }
            }
            Score::WinIn(n) => write!(f, "win in {n} plies"),
            Score::LossIn(n) => write!(f, "loss in {n} plies"),
            Score::Reward(r) => write!(f, "{:.1}%", r * 100.0),
        }
    }
}

/// The alpha-beta value of a finished game for `me`, `ply` plies below the
/// root. A [`Ranking`](board_core::Ranking) counts as a win for a sole first
/// place, a draw for a shared one, a loss otherwise.
pub(crate) fn terminal_value(outcome: &Outcome, me: Player, ply: i32) -> i32 {
    let win = WIN - ply.min(MAX_PLY);
    match outcome {
        Outcome::Winner(w) if *w == me => win,
        Outcome::Winner(_) => -win,
        Outcome::Draw => 0,
        Outcome::Ranking(r) => {
            let mine = r.place(me);
            let better = r.places().iter().filter(|&&p| p < mine).count();
            let tied = r.places().iter().filter(|&&p| p == mine).count();
            if better > 0 {
                -win
            } else if tied > 1 {
                0
            } else {
                win
            }
        }
    }
}

/// Each seat's reward in `[0, 1]` for a finished game of `players` seats.
///
/// * `Winner(p)`: 1 for `p`, 0 for everyone else.
/// * `Draw`: ½ for everyone (as if all shared first place).
/// * `Ranking`: place `k` of `n` is worth `(n - k) / (n - 1)`; players who
///   tie share the places they cover (two tied for first of four get
///   `(1 + ⅔) / 2 = ⅚` each).
///
/// ```
/// use board_ai::rewards;
/// use board_core::{Outcome, Player, Ranking};
/// let r = rewards(&Outcome::Ranking(Ranking::new(&[2, 1, 3]).unwrap()), 3);
/// assert_eq!(&r[..3], &[0.5, 1.0, 0.0]);
/// let r = rewards(&Outcome::Ranking(Ranking::new(&[1, 1, 3, 4]).unwrap()), 4);
/// assert!((r[0] - 5.0 / 6.0).abs() < 1e-12 && r[0] == r[1]);
/// assert_eq!(rewards(&Outcome::Winner(Player::new(1)), 2)[..2], [0.0, 1.0]);
/// assert_eq!(rewards(&Outcome::Draw, 4)[..4], [0.5; 4]);
/// ```
pub fn rewards(outcome: &Outcome, players: usize) -> [f64; MAX_PLAYERS] {
    let players = players.clamp(1, MAX_PLAYERS);
    let mut out = [0.0; MAX_PLAYERS];
    match outcome {
        Outcome::Winner(w) => {
            if w.index() < MAX_PLAYERS {
                out[w.index()] = 1.0;
            }
        }
        Outcome::Draw => out[..players].fill(0.5),
        Outcome::Ranking(r) => {
            let places = r.places();
            let n = places.len();
            if n == 1 {
                out[0] = 1.0;
                return out;
            }
            let worth = |k: usize| (n - k) as f64 / (n - 1) as f64;
            for (seat, &place) in places.iter().enumerate().take(MAX_PLAYERS) {
                let tied = places.iter().filter(|&&p| p == place).count();
                let first = place as usize;
                let sum: f64 = (first..first + tied).map(|k| worth(k.min(n))).sum();
                out[seat] = sum / tied as f64;
            }
        }
    }
    out
}

/// How far an evaluation moves the reward away from ½: `+SCALE` centi-pawns
/// give ¾.
const SCALE: f64 = 400.0;

/// An evaluation in centi-pawns as a reward in `(0, 1)`: a rational
/// sigmoid, `½ + ½ · t / (1 + |t|)` with `t = eval / 400`.
pub(crate) fn eval_reward(eval: i32) -> f64 {
    let t = eval.clamp(-EVAL_LIMIT, EVAL_LIMIT) as f64 / SCALE;
    0.5 + 0.5 * t / (1.0 + t.abs())
}

/// The points of one game between two sides A and B that share the seats
/// (`is_a(seat)` says whose a seat is): 1 to the side of the sole winner or
/// of every first place, ½ each for a draw, an unfinished game (`None`) or
/// first places held by both sides. The two always sum to 1.
///
/// ```
/// use board_ai::match_points;
/// use board_core::{Outcome, Player, Ranking};
/// let a_even = |seat: Player| seat.index() % 2 == 0;
/// assert_eq!(match_points(Some(&Outcome::Winner(Player::new(1))), a_even), (0.0, 1.0));
/// assert_eq!(match_points(Some(&Outcome::Draw), a_even), (0.5, 0.5));
/// assert_eq!(match_points(None, a_even), (0.5, 0.5));
/// let shared = Ranking::new(&[1, 1, 3]).unwrap(); // seats 0 (A) and 1 (B) share first
/// assert_eq!(match_points(Some(&Outcome::Ranking(shared)), a_even), (0.5, 0.5));
/// ```
pub fn match_points(outcome: Option<&Outcome>, is_a: impl Fn(Player) -> bool) -> (f64, f64) {
    let Some(outcome) = outcome else {
        return (0.5, 0.5);
    };
    let (mut a_won, mut b_won) = (false, false);
    let mut mark = |p: Player| {
        if is_a(p) {
            a_won = true;
        } else {
            b_won = true;
        }
    };
    match outcome {
        Outcome::Winner(p) => mark(*p),
        Outcome::Draw => {}
        Outcome::Ranking(r) => r.winners().for_each(mark),
    }
    match (a_won, b_won) {
        (true, false) => (1.0, 0.0),
        (false, true) => (0.0, 1.0),
        _ => (0.5, 0.5),
    }
}

/// Whether side A plays `seat` in game `game` (0-based) of a match between
/// two sides A and B at a table of `players` seats: seats alternate A, B,
/// A, ... around the table, starting with A in seat `game mod players`;
/// with an odd number of seats the roles swap every `players` games, so
/// that over `2 * players` games both sides hold as many seats.
///
/// ```
/// use board_ai::a_holds_seat;
/// // Two players: A moves first in even games.
/// assert!(a_holds_seat(0, 2, 0) && !a_holds_seat(1, 2, 0));
/// // Three players, six games: each side holds nine seats.
/// let a_seats = (0..6).flat_map(|g| (0..3).filter(move |&s| a_holds_seat(g, 3, s))).count();
/// assert_eq!(a_seats, 9);
/// ```
pub fn a_holds_seat(game: usize, players: usize, seat: usize) -> bool {
    let n = players.max(1);
    let swap = n % 2 == 1 && (game / n) % 2 == 1;
    ((seat + n - game % n) % n).is_multiple_of(2) != swap
}

#[cfg(test)]
mod tests {
    use super::*;
    use board_core::Ranking;

    #[test]
    fn terminal_values() {
        let p0 = Player::new(0);
        let p1 = Player::new(1);
        assert_eq!(terminal_value(&Outcome::Winner(p0), p0, 3), WIN - 3);
        assert_eq!(terminal_value(&Outcome::Winner(p1), p0, 3), -(WIN - 3));
        assert_eq!(terminal_value(&Outcome::Draw, p0, 3), 0);
        let r = Outcome::Ranking(Ranking::new(&[2, 1]).unwrap());
        assert_eq!(terminal_value(&r, p0, 1), -(WIN - 1));
        assert_eq!(terminal_value(&r, p1, 1), WIN - 1);
        let r = Outcome::Ranking(Ranking::new(&[1, 1]).unwrap());
        assert_eq!(terminal_value(&r, p1, 1), 0);
        assert_eq!(Score::from_value(WIN - 3), Score::WinIn(3));
        assert_eq!(Score::from_value(-(WIN - 4)), Score::LossIn(4));
        assert_eq!(Score::from_value(57), Score::Eval(57));
    }

    #[test]
    fn eval_reward_is_monotone_and_bounded() {
        assert_eq!(eval_reward(0), 0.5);
        assert_eq!(eval_reward(400), 0.75);
        assert!(eval_reward(EVAL_LIMIT) < 1.0 && eval_reward(-EVAL_LIMIT) > 0.0);
        assert!(eval_reward(100) < eval_reward(101));
    }

    #[test]
    fn ranking_rewards_sum_like_places() {
        let r = rewards(&Outcome::Ranking(Ranking::new(&[3, 1, 2, 4]).unwrap()), 4);
        assert_eq!(&r[..4], &[1.0 / 3.0, 1.0, 2.0 / 3.0, 0.0]);
        let r = rewards(&Outcome::Ranking(Ranking::new(&[1, 2, 2, 4]).unwrap()), 4);
        assert_eq!(&r[..4], &[1.0, 0.5, 0.5, 0.0]);
    }
}
