//! What a search found.

use alloc::vec::Vec;

use board_core::Algorithm;

use crate::score::Score;

/// The result of a search: the move, how good it looked and what it cost.
///
/// ```
/// use board_ai::{Algorithm, Cpu, Score};
/// # use board_core::{Determinize, Evaluate, Game, IllegalMove, MoveList, Outcome, Player};
/// # #[derive(Clone)] struct Nim { stones: u8, turn: u8 }
/// # impl Game for Nim {
/// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
/// #   fn player_count(&self) -> usize { 2 }
/// #   fn to_act(&self) -> Option<Player> { (self.stones > 0).then(|| Player::new(self.turn)) }
/// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.stones.min(3) { m.push(t) } }
/// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
/// #   fn play_unchecked(&mut self, mv: u8) { self.stones -= mv; self.turn ^= 1; }
/// #   fn outcome(&self) -> Option<Outcome> { (self.stones == 0).then(|| Outcome::Winner(Player::new(self.turn ^ 1))) }
/// #   fn zobrist(&self) -> u64 { (self.stones as u64) << 1 | self.turn as u64 }
/// # }
/// # impl Evaluate for Nim { fn evaluate(&self, _: Player) -> i32 { 0 } }
/// # impl Determinize for Nim {}
/// // Nim, take 1 to 3, the last stone wins: from 6 stones take 2.
/// let report = Cpu::default().search(&Nim { stones: 6, turn: 0 });
/// assert_eq!(report.best, Some(2));
/// assert_eq!(report.algorithm, Algorithm::AlphaBeta);
/// assert!(matches!(report.score, Score::WinIn(_)));
/// assert_eq!(report.pv.first(), Some(&2));
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct SearchReport<M> {
    /// The chosen move; `None` only when the game is over.
    pub best: Option<M>,
    /// How good `best` looked for the player to act.
    pub score: Score,
    /// Alpha-beta: the deepest completed iteration. MCTS: the deepest tree
    /// level reached.
    pub depth: u32,
    /// States played by the search (over all determinizations).
    pub nodes: u64,
    /// The principal variation, starting with `best` (of the first
    /// determinization when there are several).
    pub pv: Vec<M>,
    /// The search that ran ([`Algorithm::AlphaBeta`], [`Algorithm::Mcts`]
    /// or [`Algorithm::Ismcts`]).
    pub algorithm: Algorithm,
    /// How many determinizations were searched (0 for perfect information).
    pub determinizations: u32,
    /// Each root move with its weight in the decision (MCTS: visits;
    /// alpha-beta: 1 for the best move), used to combine determinizations.
    pub(crate) root: Vec<(M, f64)>,
}

impl<M> SearchReport<M> {
    pub(crate) fn empty(algorithm: Algorithm) -> Self {
        SearchReport {
            best: None,
            score: Score::Eval(0),
            depth: 0,
            nodes: 0,
            pv: Vec::new(),
            algorithm,
            determinizations: 0,
            root: Vec::new(),
        }
    }
}
