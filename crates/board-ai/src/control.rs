//! Driving a running search from outside: a stop flag another thread may
//! raise, several principal variations, and a report after every completed
//! iteration (what engine protocols such as UCI print as `info` lines).

use alloc::sync::Arc;
use alloc::vec::Vec;
use core::sync::atomic::{AtomicBool, Ordering};

use crate::score::Score;

/// What the search reports after each completed alpha-beta iteration.
///
/// ```
/// use board_ai::{Line, Progress, Score};
/// let p = Progress { depth: 3, seldepth: 7, nodes: 900, hashfull: 2,
///                    lines: vec![Line { score: Score::Eval(20), pv: vec![1u8, 2] }] };
/// assert_eq!(p.lines[0].pv.len(), 2);
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Progress<M> {
    /// The completed iteration's depth, in plies.
    pub depth: u32,
    /// The deepest ply any line of the search reached (quiescence included).
    pub seldepth: u32,
    /// States played so far.
    pub nodes: u64,
    /// How full the transposition table is, in thousandths.
    pub hashfull: u32,
    /// The best lines, best first: one, or [`Control::multi_pv`] of them
    /// (fewer when there are fewer legal moves).
    pub lines: Vec<Line<M>>,
}

/// One principal variation: a root move's score and the line it leads to.
#[derive(Clone, Debug, PartialEq)]
pub struct Line<M> {
    /// The score of the line's first move for the player to act.
    pub score: Score,
    /// The line, its first move a legal move of the searched state.
    pub pv: Vec<M>,
}

/// What the search should do after an iteration: go on deepening or stop
/// with the best move found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Search the next depth (if no limit is reached).
    Continue,
    /// Stop now; the completed iteration's move is played.
    Stop,
}

/// A stop flag that may be raised from any thread (cheap to clone: clones
/// share the flag).
///
/// ```
/// let stop = board_ai::StopFlag::new();
/// let other = stop.clone();
/// other.raise();
/// assert!(stop.is_raised());
/// ```
#[derive(Clone, Debug, Default)]
pub struct StopFlag(Arc<AtomicBool>);

impl StopFlag {
    /// A flag not raised yet.
    pub fn new() -> Self {
        StopFlag::default()
    }

    /// Asks the search to stop as soon as it can (it still returns a move).
    pub fn raise(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether the flag was raised.
    pub fn is_raised(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// The type of the per-iteration callback of a [`Control`].
pub type ProgressFn<'a, M> = dyn FnMut(&Progress<M>) -> Flow + 'a;

/// How a running search is driven from outside, on top of its
/// [`Limits`](crate::Limits): a [`StopFlag`], how many best lines to keep
/// exact ([`multi_pv`](Control::multi_pv)), and a callback after each
/// completed alpha-beta iteration that may end the search (a soft time
/// limit). MCTS honours the stop flag only.
///
/// ```
/// use board_ai::{AlphaBeta, Control, Flow, Limits, Settings};
/// # use board_core::{Evaluate, Game, IllegalMove, MoveList, Outcome, Player};
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
/// let mut depths = Vec::new();
/// let mut on_iteration = |p: &board_ai::Progress<u8>| {
///     depths.push(p.depth);
///     if p.depth == 3 { Flow::Stop } else { Flow::Continue }
/// };
/// let mut control = Control::new().with_multi_pv(2).with_progress(&mut on_iteration);
/// let mut search = AlphaBeta::new(Settings::default().with_limits(Limits::depth(10)));
/// let report = search.search_with(&Nim { stones: 30, turn: 0 }, &mut control);
/// assert_eq!(report.depth, 3);
/// drop(control);
/// assert_eq!(depths, [1, 2, 3]);
/// ```
#[derive(Default)]
pub struct Control<'a, M> {
    pub(crate) stop: Option<StopFlag>,
    pub(crate) multi_pv: usize,
    pub(crate) progress: Option<&'a mut ProgressFn<'a, M>>,
}

impl<'a, M> Control<'a, M> {
    /// No stop flag, one line, no callback: a plain search.
    pub fn new() -> Self {
        Control {
            stop: None,
            multi_pv: 1,
            progress: None,
        }
    }

    /// This control with a stop flag the search watches.
    pub fn with_stop(mut self, stop: StopFlag) -> Self {
        self.stop = Some(stop);
        self
    }

    /// This control keeping the `n` best root moves exact (at least 1).
    pub fn with_multi_pv(mut self, n: usize) -> Self {
        self.multi_pv = n.max(1);
        self
    }

    /// This control calling `f` after each completed iteration.
    pub fn with_progress(mut self, f: &'a mut ProgressFn<'a, M>) -> Self {
        self.progress = Some(f);
        self
    }

    /// How many lines are kept exact.
    pub fn multi_pv(&self) -> usize {
        self.multi_pv.max(1)
    }
}
