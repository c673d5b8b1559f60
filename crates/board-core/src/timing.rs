//! Timing a perft: the nodes counted and the wall-clock time they took, so
//! that any game is benchmarked the way `tabletop bench` does it.

use core::ops::{Add, AddAssign};
use std::time::{Duration, Instant};

use crate::game::Game;
use crate::perft::perft;

/// What one timed count found and how long it took; add several to get a
/// suite's total.
///
/// ```
/// use board_core::PerftTiming;
/// use std::time::Duration;
/// let a = PerftTiming { nodes: 600, elapsed: Duration::from_millis(2) };
/// let b = PerftTiming { nodes: 400, elapsed: Duration::from_millis(3) };
/// let total = a + b;
/// assert_eq!(total.nodes, 1_000);
/// assert_eq!(total.nodes_per_second(), 200_000.0);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PerftTiming {
    /// The count (perft leaves, or whatever the timed closure returned).
    pub nodes: u64,
    /// Wall-clock time of the count.
    pub elapsed: Duration,
}

impl PerftTiming {
    /// Times `count`, which returns the number of nodes it counted.
    ///
    /// ```
    /// use board_core::PerftTiming;
    /// let timing = PerftTiming::measure(|| (0..1_000u64).count() as u64);
    /// assert_eq!(timing.nodes, 1_000);
    /// ```
    pub fn measure(count: impl FnOnce() -> u64) -> Self {
        let started = Instant::now();
        let nodes = count();
        PerftTiming {
            nodes,
            elapsed: started.elapsed(),
        }
    }

    /// Nodes per second (0 for a count that took no measurable time).
    ///
    /// ```
    /// use board_core::PerftTiming;
    /// use std::time::Duration;
    /// let t = PerftTiming { nodes: 5, elapsed: Duration::ZERO };
    /// assert_eq!(t.nodes_per_second(), 0.0);
    /// ```
    pub fn nodes_per_second(&self) -> f64 {
        let secs = self.elapsed.as_secs_f64();
        if secs > 0.0 {
            self.nodes as f64 / secs
        } else {
            0.0
        }
    }
}

impl Add for PerftTiming {
    type Output = PerftTiming;

    fn add(self, other: PerftTiming) -> PerftTiming {
        PerftTiming {
            nodes: self.nodes.saturating_add(other.nodes),
            elapsed: self.elapsed + other.elapsed,
        }
    }
}

impl AddAssign for PerftTiming {
    fn add_assign(&mut self, other: PerftTiming) {
        *self = *self + other;
    }
}

/// [`perft`](crate::perft) of `game` to `depth`, timed: the benchmark
/// `tabletop bench` runs, for any game.
///
/// ```
/// # use board_core::{time_perft, Game, IllegalMove, MoveList, Outcome, Player};
/// # #[derive(Clone)] struct Coin(u8);
/// # impl Game for Coin {
/// #   type Move = bool; type Moves = MoveList<bool, 2>; type Error = IllegalMove;
/// #   fn player_count(&self) -> usize { 1 }
/// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
/// #   fn generate_moves(&self, m: &mut Self::Moves) { if self.0 > 0 { m.push(false); m.push(true); } }
/// #   fn play(&mut self, mv: bool) -> Result<(), IllegalMove> { if self.0 == 0 { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
/// #   fn play_unchecked(&mut self, _: bool) { self.0 -= 1; }
/// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
/// #   fn zobrist(&self) -> u64 { self.0 as u64 }
/// # }
/// let timing = time_perft(&Coin(12), 12);
/// assert_eq!(timing.nodes, 4_096);
/// println!("{:.1} M nodes/s", timing.nodes_per_second() / 1e6);
/// ```
pub fn time_perft<G: Game>(game: &G, depth: u32) -> PerftTiming {
    PerftTiming::measure(|| perft(game, depth))
}
