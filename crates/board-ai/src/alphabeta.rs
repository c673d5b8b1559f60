//! Alpha-beta search for two-player zero-sum games.

use alloc::vec::Vec;
use core::hash::Hash;

use board_core::{Algorithm, EVAL_LIMIT, Evaluate, Game, MoveBuffer, Player};

use crate::budget::Budget;
use crate::control::{Control, Flow, Line, Progress};
use crate::move_hash::move_hash;
use crate::report::SearchReport;
use crate::score::{MAX_PLY, Score, WIN, is_decisive, terminal_value};
use crate::settings::Settings;
use crate::table::{Bound, Entry, Table, TableHandle};

#[cfg(feature = "std")]
pub(crate) mod parallel;

/// The deepest iteration when no depth limit is set.
const MAX_DEPTH: u32 = 64;
/// How many plies quiescence may add.
const MAX_QUIESCENCE: i32 = 12;
/// Slots of the history table (a power of two).
const HISTORY_SLOTS: usize = 16384;
/// The history heuristic's values stay within `±HISTORY_MAX`.
const HISTORY_MAX: i32 = 16384;
/// History pruning: quiet moves whose history is below minus this
/// margin per ply are skipped up to this depth.
const HISTORY_PRUNE_DEPTH: i32 = 4;
const HISTORY_PRUNE_MARGIN: i64 = 1500;
/// Futility pruning (forward and reverse) up to this depth...
const FUTILITY_DEPTH: i32 = 6;
/// ...with this margin per ply, in evaluation units (a pawn is about 100
/// in our games' evaluations).
const FUTILITY_MARGIN: i32 = 90;
/// Beyond every value.
const INFINITY: i32 = WIN + 1;

/// Move-ordering classes (higher first).
const ORDER_TT: i64 = 1 << 40;
const ORDER_NOISY: i64 = 1 << 34;
const ORDER_KILLER: i64 = 1 << 32;
/// The countermove (the quiet move that last refuted the opponent's
/// previous move) comes right after the killers.
const ORDER_COUNTER: i64 = ORDER_KILLER - 1;
/// Slots of the continuation history (pairs of consecutive moves) and of
/// the countermove table (powers of two).
const CONTINUATION_SLOTS: usize = 1 << 16;
const COUNTER_SLOTS: usize = 4096;
/// Razoring near the leaves: this far below alpha per ply, only
/// quiescence is searched.
/// Reverse futility prunes this much sooner when the side to act is
/// improving.
const IMPROVING_BONUS: i32 = 30;
/// Slots of the evaluation cache (a power of two).
const EVAL_CACHE_SLOTS: usize = 1 << 16;
const RAZOR_MARGIN: i32 = 400;
/// Singular extensions from this depth on.
const SINGULAR_DEPTH: i32 = 6;
/// Delta pruning: quiescence skips a noisy move whose gain
/// ([`Evaluate::noisy_gain`]) plus this margin leaves the static value
/// below alpha.
const DELTA_MARGIN: i32 = 200;
/// Losing captures are pruned near the leaves beyond this loss a ply.
const SEE_PRUNE_MARGIN: i64 = 120;
/// Quiet moves whose static exchange loses more than this times the
/// depth squared are pruned up to this depth.
const QUIET_SEE_MARGIN: i32 = 30;
const QUIET_SEE_DEPTH: i32 = 6;

/// Iterative-deepening negamax alpha-beta over a two-player zero-sum game.
///
/// * The value of a state is taken from the side of the player to act
///   ([`Game::to_act`]), and a child's value is negated only when the player
///   to act changes: a player may decide several times in a row.
/// * A transposition table (fixed size, keyed by [`Game::zobrist`]) stores
///   bounds and best moves; the previous iteration's best move is searched
///   first at every node.
/// * Move order: table move, then noisy moves by
///   [`Evaluate::move_priority`], two killer moves per ply, then the history
///   heuristic (and priority) for quiet moves, last the noisy moves of
///   negative priority (losing captures).
/// * The table holds two entries a bucket (deepest and newest) and can be
///   kept from one search to the next ([`AlphaBeta::set_keep_table`]).
/// * With [`Settings::pruning`]: the pruning and reductions listed there.
/// * Optional quiescence search on [`Evaluate::is_noisy`] moves, with stand
///   pat on [`Evaluate::evaluate`].
/// * Won and lost games score `±(WIN - plies)`, so the shortest win is
///   chosen; mate-distance pruning cuts longer lines.
///
/// It searches the state it is given as is: with hidden information, give
/// it a determinization (or use [`Cpu`](crate::Cpu), which does).
///
/// ```
/// use board_ai::{AlphaBeta, Limits, Settings};
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
/// let mut search = AlphaBeta::new(Settings::default().with_limits(Limits::depth(12)));
/// let report = search.search(&Nim { stones: 7, turn: 0 });
/// assert_eq!(report.best, Some(3)); // leave a multiple of four
/// ```
#[derive(Debug)]
pub struct AlphaBeta<G: Game> {
    settings: Settings,
    table: TableHandle<G::Move>,
    killers: Vec<[Option<G::Move>; 2]>,
    history: Vec<i32>,
    /// History of a quiet move after the move before it.
    continuation: Vec<i32>,
    /// History of a quiet move after the move two plies before it (the
    /// same player's previous move).
    follow_up: Vec<i32>,
    /// The quiet move that last refuted a move, by player and that move.
    countermoves: Vec<Option<G::Move>>,
    /// The move that led to each ply (`None` at the root and after a pass).
    path: Vec<Option<G::Move>>,
    /// The static value at each ply and whose it is (`None` in check).
    evals: Vec<Option<(Player, i32)>>,
    /// Evaluations by hash and player (`i32::MIN`: empty).
    eval_cache: Vec<(u64, i32)>,
    /// The move a singular-extension test leaves out, by ply.
    excluded: Vec<Option<G::Move>>,
    /// Reused move lists, one per ply.
    lists: Vec<Vec<(i64, G::Move)>>,
    budget: Budget,
    /// The deepest ply reached in the current search.
    seldepth: i32,
    /// The depth of the current iteration (bounds check extensions).
    root_depth: i32,
    /// Whether the table is kept from one search to the next.
    keep_table: bool,
    /// Late-move reductions by depth and move number.
    reductions: Vec<[u8; 64]>,
    /// Which depths this search skips: `None` for the main search; a
    /// helper thread's pattern (see [`AlphaBeta::set_threads`]).
    depth_skip: Option<DepthSkip>,
    /// The searches that run beside this one on other threads, sharing its
    /// table ([`AlphaBeta::set_threads`]).
    #[cfg(feature = "std")]
    helpers: Vec<AlphaBeta<G>>,
    /// During a parallel search, the helpers' nodes so far: they add to
    /// it, the main search reads it for its progress reports.
    #[cfg(feature = "std")]
    helper_nodes: Option<alloc::sync::Arc<core::sync::atomic::AtomicU64>>,
}

/// A helper thread skips an iteration's depth `d` when `(d + phase) / size`
/// is odd, so that the threads of a parallel search work on different depths.
#[derive(Clone, Copy, Debug)]
struct DepthSkip {
    size: u32,
    phase: u32,
}

impl DepthSkip {
    fn skips(self, depth: u32) -> bool {
        depth > 1 && ((depth + self.phase) / self.size) % 2 == 1
    }
}

impl<G: Game + Evaluate> AlphaBeta<G> {
    /// A search with these settings (allocates the transposition table).
    pub fn new(settings: Settings) -> Self {
        Self::with_table(settings, TableHandle::Own(Table::new(settings.table_bytes)))
    }

    fn with_table(settings: Settings, table: TableHandle<G::Move>) -> Self {
        AlphaBeta {
            table,
            killers: Vec::new(),
            history: alloc::vec![0; HISTORY_SLOTS],
            continuation: alloc::vec![0; CONTINUATION_SLOTS],
            follow_up: alloc::vec![0; CONTINUATION_SLOTS],
            countermoves: alloc::vec![None; COUNTER_SLOTS],
            path: Vec::new(),
            evals: Vec::new(),
            eval_cache: alloc::vec![(0, i32::MIN); EVAL_CACHE_SLOTS],
            lists: Vec::new(),
            excluded: Vec::new(),
            budget: Budget::new(&settings.limits),
            seldepth: 0,
            root_depth: 1,
            keep_table: false,
            reductions: reduction_table(),
            depth_skip: None,
            #[cfg(feature = "std")]
            helpers: Vec::new(),
            #[cfg(feature = "std")]
            helper_nodes: None,
            settings,
        }
    }

    /// Keeps the transposition table from one search to the next (a
    /// program that plays a game move after move), instead of starting
    /// each search with an empty one; the move-order history is kept too,
    /// at half weight. Later searches then depend on the
    /// earlier ones; [`clear`](AlphaBeta::clear) empties the table (a new
    /// game).
    ///
    /// ```
    /// # use board_ai::{AlphaBeta, Settings};
    /// # use board_core::{Evaluate, Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone)] struct G;
    /// # impl Game for G { type Move = u8; type Moves = MoveList<u8, 1>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 2 } fn to_act(&self) -> Option<Player> { None }
    /// #   fn generate_moves(&self, _: &mut Self::Moves) {} fn play(&mut self, _: u8) -> Result<(), IllegalMove> { Err(IllegalMove) }
    /// #   fn play_unchecked(&mut self, _: u8) {} fn outcome(&self) -> Option<Outcome> { Some(Outcome::Draw) } fn zobrist(&self) -> u64 { 0 } }
    /// # impl Evaluate for G { fn evaluate(&self, _: Player) -> i32 { 0 } }
    /// let mut s = AlphaBeta::<G>::new(Settings::default());
    /// s.set_keep_table(true);
    /// assert!(s.keeps_table());
    /// s.clear();
    /// ```
    pub fn set_keep_table(&mut self, keep: bool) {
        self.keep_table = keep;
    }

    /// Whether the table is kept between searches
    /// ([`set_keep_table`](AlphaBeta::set_keep_table)).
    pub fn keeps_table(&self) -> bool {
        self.keep_table
    }

    /// Empties the transposition table and the move-order history.
    pub fn clear(&mut self) {
        self.table.clear();
        self.clear_history();
        #[cfg(feature = "std")]
        self.helpers.iter_mut().for_each(Self::clear_history);
    }

    /// Empties the move-order history.
    fn clear_history(&mut self) {
        self.history.fill(0);
        self.continuation.fill(0);
        self.follow_up.fill(0);
        self.countermoves.fill(None);
    }

    /// The settings of this search.
    ///
    /// ```
    /// # use board_ai::{AlphaBeta, Settings};
    /// # use board_core::{Evaluate, Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone)] struct G;
    /// # impl Game for G { type Move = u8; type Moves = MoveList<u8, 1>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 2 } fn to_act(&self) -> Option<Player> { None }
    /// #   fn generate_moves(&self, _: &mut Self::Moves) {} fn play(&mut self, _: u8) -> Result<(), IllegalMove> { Err(IllegalMove) }
    /// #   fn play_unchecked(&mut self, _: u8) {} fn outcome(&self) -> Option<Outcome> { Some(Outcome::Draw) } fn zobrist(&self) -> u64 { 0 } }
    /// # impl Evaluate for G { fn evaluate(&self, _: Player) -> i32 { 0 } }
    /// let s = AlphaBeta::<G>::new(Settings::default().with_seed(3));
    /// assert_eq!(s.settings().seed, 3);
    /// ```
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Changes the settings of later searches, keeping the memory of the
    /// transposition table when its size stays the same (a program that
    /// searches move after move need not allocate it each time).
    ///
    /// ```
    /// # use board_ai::{AlphaBeta, Limits, Settings};
    /// # use board_core::{Evaluate, Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone)] struct G;
    /// # impl Game for G { type Move = u8; type Moves = MoveList<u8, 1>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 2 } fn to_act(&self) -> Option<Player> { None }
    /// #   fn generate_moves(&self, _: &mut Self::Moves) {} fn play(&mut self, _: u8) -> Result<(), IllegalMove> { Err(IllegalMove) }
    /// #   fn play_unchecked(&mut self, _: u8) {} fn outcome(&self) -> Option<Outcome> { Some(Outcome::Draw) } fn zobrist(&self) -> u64 { 0 } }
    /// # impl Evaluate for G { fn evaluate(&self, _: Player) -> i32 { 0 } }
    /// let mut s = AlphaBeta::<G>::new(Settings::default());
    /// s.set_settings(Settings::default().with_limits(Limits::depth(2)));
    /// assert_eq!(s.settings().limits, Limits::depth(2));
    /// ```
    pub fn set_settings(&mut self, settings: Settings) {
        let resize = settings.table_bytes != self.settings.table_bytes;
        self.settings = settings;
        if resize {
            self.allocate_table();
        }
    }

    /// A new, empty table of the settings' size: shared with the helper
    /// threads when there are some, else this search's own.
    fn allocate_table(&mut self) {
        #[cfg(feature = "std")]
        if !self.helpers.is_empty() {
            self.share_new_table();
            return;
        }
        self.table = TableHandle::Own(Table::new(self.settings.table_bytes));
    }

    /// Searches `game` (which is not changed) and reports the best move for
    /// the player to act. Deterministic for depth and node limits: the
    /// table and history (unless [kept](AlphaBeta::set_keep_table)) and
    /// the killers start empty on every call.
    pub fn search(&mut self, game: &G) -> SearchReport<G::Move> {
        self.search_with(game, &mut Control::new())
    }

    /// [`search`](AlphaBeta::search), driven by `control`: it also stops
    /// when the control's [`StopFlag`](crate::StopFlag) is raised or its
    /// callback says [`Flow::Stop`], keeps [`Control::multi_pv`] root moves
    /// exact, and reports every completed iteration to the callback.
    pub fn search_with(
        &mut self,
        game: &G,
        control: &mut Control<'_, G::Move>,
    ) -> SearchReport<G::Move> {
        if game.to_act().is_some() {
            self.start_table();
        }
        self.search_from(game, control)
    }

    /// Ages or empties the table for a new search.
    fn start_table(&mut self) {
        if self.keep_table {
            self.table.age();
        } else {
            self.table.clear();
        }
    }

    /// The search, on a table made ready by [`start_table`](Self::start_table).
    fn search_from(
        &mut self,
        game: &G,
        control: &mut Control<'_, G::Move>,
    ) -> SearchReport<G::Move> {
        let mut report = SearchReport::empty(Algorithm::AlphaBeta);
        let Some(me) = game.to_act() else {
            return report;
        };
        if self.keep_table {
            // A game played move after move: the move-order statistics of
            // the last search still fit the next one, at half weight.
            self.history.iter_mut().for_each(|h| *h /= 2);
            self.continuation.iter_mut().for_each(|h| *h /= 2);
            self.follow_up.iter_mut().for_each(|h| *h /= 2);
        } else {
            self.clear_history();
        }
        // The blur depends on the seed, and an evaluation may read more
        // than the hash holds (a move clock): no values from old searches.
        self.eval_cache.fill((0, i32::MIN));
        self.killers.fill([None; 2]);
        self.reserve_ply(0);
        let budget = Budget::new(&self.settings.limits).with_stop(control.stop.clone());
        #[cfg(feature = "std")]
        let budget = match self.depth_skip {
            Some(_) => budget.with_counter(self.helper_nodes.clone()),
            None => budget,
        };
        self.budget = budget;
        self.seldepth = 0;
        let multi_pv = control.multi_pv();

        let mut moves = G::Moves::default();
        game.generate_moves(&mut moves);
        let mut root: Vec<(i64, G::Move)> = moves
            .as_slice()
            .iter()
            .map(|&mv| (order_noisy(game, mv), mv))
            .collect();
        if root.is_empty() {
            return report;
        }
        // Stable: equal keys keep the game's generation order.
        root.sort_by_key(|e| core::cmp::Reverse(e.0));
        let mut best = root[0].1;
        let mut best_value = -INFINITY;
        let max_depth = self
            .settings
            .limits
            .depth
            .unwrap_or(MAX_DEPTH)
            .clamp(1, MAX_PLY as u32 - 1);

        for depth in 1..=max_depth {
            if self.depth_skip.is_some_and(|skip| skip.skips(depth)) {
                continue;
            }
            self.root_depth = depth as i32;
            let mut iteration_best: Option<(G::Move, i32)> = None;
            let mut values = Vec::with_capacity(root.len());
            // The values so far, best first: a move must beat the
            // `multi_pv`-th of them to be searched exactly.
            let mut top: Vec<i32> = Vec::with_capacity(multi_pv + 1);
            for (i, &(_, mv)) in root.iter().enumerate() {
                let alpha = if top.len() >= multi_pv {
                    top[multi_pv - 1]
                } else {
                    -INFINITY
                };
                let mut child = game.clone();
                child.play_unchecked(mv);
                self.budget.tick();
                self.path[1] = Some(mv);
                let d = depth as i32 - 1;
                // Principal variation search: after the first move, a null
                // window shows whether a move beats the best so far; only
                // then is it searched with the full window.
                let null_window = self.settings.pruning && i > 0 && alpha > -INFINITY;
                let mut value = if null_window {
                    self.child_value(&child, me, alpha, alpha + 1, 1, |s, c, k, a, b| {
                        s.negamax(c, k, d, a, b, 1)
                    })
                } else {
                    INFINITY
                };
                if value > alpha && !self.budget.stopped() {
                    value = self.child_value(&child, me, alpha, INFINITY, 1, |s, c, k, a, b| {
                        s.negamax(c, k, d, a, b, 1)
                    });
                }
                // Depth 1 always completes, so there is a move.
                if self.budget.stopped() && depth > 1 {
                    break;
                }
                values.push((i, value));
                let at = top.partition_point(|&v| v >= value);
                top.insert(at, value);
                top.truncate(multi_pv);
                if iteration_best.is_none_or(|(_, v)| value > v) {
                    iteration_best = Some((mv, value));
                }
            }
            let complete = values.len() == root.len();
            // The first move searched is the previous best; a move that beat
            // it with the full window is better, even if the iteration was
            // cut short.
            if let Some((mv, value)) = iteration_best {
                best = mv;
                best_value = value;
            }
            let mut flow = Flow::Continue;
            if complete {
                report.depth = depth;
                // Best first next time; the rest by this iteration's values.
                let mut order: Vec<(i32, usize)> = values.iter().map(|&(i, v)| (v, i)).collect();
                order.sort_by_key(|e| core::cmp::Reverse(e.0));
                if let Some(progress) = control.progress.as_mut() {
                    let lines = order
                        .iter()
                        .take(multi_pv)
                        .map(|&(v, i)| Line {
                            score: Score::from_value(v),
                            pv: self.principal_variation(game, root[i].1, depth),
                        })
                        .collect();
                    flow = progress(&Progress {
                        depth,
                        seldepth: self.seldepth.max(depth as i32) as u32,
                        nodes: self.budget.nodes + self.helpers_nodes(),
                        hashfull: self.table.hashfull(),
                        lines,
                    });
                }
                root = order
                    .into_iter()
                    .map(|(v, i)| (v as i64, root[i].1))
                    .collect();
            }
            if !complete || flow == Flow::Stop || self.budget.exhausted() {
                break;
            }
            // A forced result within the horizon will not change.
            if is_decisive(best_value) && (WIN - best_value.abs()) <= depth as i32 {
                break;
            }
        }

        report.best = Some(best);
        report.score = Score::from_value(best_value);
        report.nodes = self.budget.nodes;
        report.pv = self.principal_variation(game, best, report.depth.max(1));
        report.root = alloc::vec![(best, 1.0)];
        report
    }

    /// The nodes of this search's helper threads so far (0 alone).
    fn helpers_nodes(&self) -> u64 {
        #[cfg(feature = "std")]
        if let Some(counter) = &self.helper_nodes {
            return counter.load(core::sync::atomic::Ordering::Relaxed);
        }
        0
    }

    /// The deepest ply the last search reached (quiescence included).
    ///
    /// ```
    /// # use board_ai::{AlphaBeta, Settings};
    /// # use board_core::{Evaluate, Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone)] struct G;
    /// # impl Game for G { type Move = u8; type Moves = MoveList<u8, 1>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 2 } fn to_act(&self) -> Option<Player> { None }
    /// #   fn generate_moves(&self, _: &mut Self::Moves) {} fn play(&mut self, _: u8) -> Result<(), IllegalMove> { Err(IllegalMove) }
    /// #   fn play_unchecked(&mut self, _: u8) {} fn outcome(&self) -> Option<Outcome> { Some(Outcome::Draw) } fn zobrist(&self) -> u64 { 0 } }
    /// # impl Evaluate for G { fn evaluate(&self, _: Player) -> i32 { 0 } }
    /// assert_eq!(AlphaBeta::<G>::new(Settings::default()).seldepth(), 0);
    /// ```
    pub fn seldepth(&self) -> u32 {
        self.seldepth.max(0) as u32
    }

    /// The value of `child` for `me`, who just moved into it, `ply` plies
    /// below the root: its outcome if it is over, else `search(child, alpha,
    /// beta)` from the view of whoever acts there, negated when that is not
    /// `me` (signs follow `to_act`, so a player may move twice in a row).
    /// Only the end of the game that needs no move generation is looked
    /// for here ([`Game::outcome_unless_stuck`]); the search finds a player
    /// without a legal move when it generates the moves.
    fn child_value(
        &mut self,
        child: &G,
        me: Player,
        alpha: i32,
        beta: i32,
        ply: i32,
        search: impl FnOnce(&mut Self, &G, u64, i32, i32) -> i32,
    ) -> i32 {
        // The hash once per node (some games compute it on demand), and the
        // child's table bucket asked for at once: it arrives while the tests
        // below run.
        let key = child.zobrist();
        self.table.prefetch(key);
        let Some(next) = child.to_act_unchecked() else {
            // Over (or a broken contract: no outcome, nobody to act: even).
            return child
                .outcome()
                .map_or(0, |outcome| terminal_value(&outcome, me, ply));
        };
        if let Some(outcome) = child.outcome_unless_stuck() {
            return terminal_value(&outcome, me, ply);
        }
        // A repetition of a state below the root is a draw: the side that
        // went back can repeat again. (Repeating a state of the game before
        // the root is not: the opponent may deviate; the game's own rule
        // counts those.)
        if child
            .repetition_distance()
            .is_some_and(|d| (d as i64) < ply as i64)
        {
            return 0;
        }
        if next == me {
            search(self, child, key, alpha, beta)
        } else {
            -search(self, child, key, -beta, -alpha)
        }
    }

    /// The late-move reduction of the `n`-th move (from 0) at `depth`,
    /// before its adjustments.
    fn reduction(&self, depth: i32, n: usize) -> i32 {
        self.reductions[depth.clamp(0, 63) as usize][n.min(63)] as i32
    }

    /// The value of a state whose player to act has no legal move.
    fn stuck_value(state: &G, me: Player, ply: i32) -> i32 {
        state
            .outcome()
            .map_or(0, |outcome| terminal_value(&outcome, me, ply))
    }

    /// The (blurred) evaluation of `state`, whose hash is `hash`, through a
    /// small cache keyed by the hash and the player: iterative deepening and
    /// transpositions meet the same leaves again and again.
    fn evaluate(&mut self, state: &G, hash: u64, player: Player) -> i32 {
        let key = hash ^ mix(player.index() as u64 + 1);
        let slot = (key as usize) & (EVAL_CACHE_SLOTS - 1);
        let (k, v) = self.eval_cache[slot];
        if k == key && v != i32::MIN {
            return v;
        }
        let v = self.evaluate_uncached(state, hash, player);
        self.eval_cache[slot] = (key, v);
        v
    }

    fn evaluate_uncached(&self, state: &G, hash: u64, player: Player) -> i32 {
        let v = state.evaluate(player).clamp(-EVAL_LIMIT, EVAL_LIMIT);
        let noise = self.settings.eval_noise.min(1000) as i64;
        if noise == 0 {
            return v;
        }
        // The same blur for a state whichever way it is reached; seat 0's
        // gain is the others' loss, so the game stays zero-sum.
        let x = mix(hash ^ mix(self.settings.seed));
        let blur = (x % (2 * noise as u64 + 1)) as i64 - noise;
        let blur = if player.index() == 0 { blur } else { -blur };
        (v as i64 + blur).clamp(-EVAL_LIMIT as i64, EVAL_LIMIT as i64) as i32
    }

    /// Grows the per-ply stacks to hold `ply` and the ply below it.
    fn reserve_ply(&mut self, ply: usize) {
        if self.lists.len() <= ply + 1 {
            self.lists.resize_with(ply + 2, Vec::new);
            self.killers.resize(ply + 2, [None; 2]);
            self.path.resize(ply + 2, None);
            self.evals.resize(ply + 2, None);
            self.excluded.resize(ply + 2, None);
        }
    }

    /// The value of the unfinished `state`, whose hash is `key`, for its
    /// player to act.
    fn negamax(
        &mut self,
        state: &G,
        key: u64,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: i32,
    ) -> i32 {
        let Some(me) = state.to_act_unchecked() else {
            return 0;
        };
        let pruning = self.settings.pruning;
        let in_check = pruning && state.in_check();
        // Check extension, bounded so that a chain of checks cannot run on.
        if in_check && ply < 2 * self.root_depth {
            depth += 1;
        }
        if depth <= 0 || ply >= MAX_PLY - MAX_QUIESCENCE - 1 {
            return if self.settings.quiescence {
                self.quiescence(state, key, alpha, beta, ply, 0)
            } else {
                let mut moves = G::Moves::default();
                state.generate_moves(&mut moves);
                if moves.as_slice().is_empty() {
                    return Self::stuck_value(state, me, ply);
                }
                self.evaluate(state, key, me)
            };
        }
        if self.budget.exhausted() {
            return 0;
        }

        // Mate-distance pruning: nothing here beats a win at the next ply.
        alpha = alpha.max(-(WIN - ply));
        beta = beta.min(WIN - ply - 1);
        if alpha >= beta {
            return alpha;
        }
        let pv_node = beta - alpha > 1;
        let p = ply as usize;
        self.reserve_ply(p);

        let mut table_move = None;
        // A singular-extension test searches this node without one move:
        // no table cut-off, no pass, no store.
        let excluded = self.excluded[p];
        // The table's value, depth and bound, for the singular extension.
        let mut table_hit = None;
        if excluded.is_none()
            && let Some(entry) = self.table.probe(key)
        {
            table_move = entry.mv;
            table_hit = Some((
                from_table(entry.value, ply),
                entry.depth as i32,
                entry.bound,
            ));
            // No cut-off on the principal variation: its value may hang on
            // a repetition of another path, and the line is wanted whole.
            if entry.depth as i32 >= depth && !pv_node {
                let v = from_table(entry.value, ply);
                if settles(entry.bound, v, alpha, beta) {
                    return v;
                }
            }
        }

        // The static value, for the pruning near the leaves (none in check,
        // none on the principal variation, none near a won or lost game).
        let window_plain = beta < WIN - MAX_PLY && alpha > -(WIN - MAX_PLY);
        let static_value = (pruning && !in_check).then(|| self.evaluate(state, key, me));
        self.evals[p] = static_value.map(|v| (me, v));
        // Improving: better than at this player's previous turn two plies
        // up (unknown counts as improving: prune less).
        let improving = match (static_value, p.checked_sub(2).map(|q| self.evals[q])) {
            (Some(now), Some(Some((who, before)))) if who == me => now > before,
            _ => true,
        };
        let stand = static_value.filter(|_| !pv_node && window_plain);
        if let Some(stand) = stand {
            // Reverse futility: so far above beta that a few plies will
            // not bring it down.
            if depth <= FUTILITY_DEPTH
                && stand - FUTILITY_MARGIN * depth + IMPROVING_BONUS * improving as i32 >= beta
            {
                return stand;
            }
            // Razoring: so far below alpha near the leaves that only a
            // capture could help; quiescence tells.
            if depth <= 2
                && stand + RAZOR_MARGIN * depth * depth <= alpha
                && self.settings.quiescence
            {
                let v = self.quiescence(state, key, alpha, alpha + 1, ply, 0);
                if v <= alpha || self.budget.stopped() {
                    return v;
                }
            }
            // Null move: if passing still leaves a value at least `beta`, a
            // real move will too (the game offers a pass only where that
            // holds). Not twice in a row.
            if depth >= 3
                && stand >= beta
                && excluded.is_none()
                && self.path[p].is_some()
                && let Some(null) = state.null_move()
            {
                let r = 4 + depth / 3 + ((stand - beta) / 200).min(3);
                self.budget.tick();
                self.path[p + 1] = None;
                let value =
                    self.child_value(&null, me, beta - 1, beta, ply + 1, |s, c, k, a, b| {
                        s.negamax(c, k, depth - 1 - r, a, b, ply + 1)
                    });
                if self.budget.stopped() {
                    return 0;
                }
                if value >= beta && !is_decisive(value) {
                    return value;
                }
            }
        }
        // Internal iterative reduction: a deep node the table knows no move
        // for is searched a ply shallower (the next visit has a move).
        if pruning && table_move.is_none() && depth >= 5 && excluded.is_none() {
            depth -= 1;
        }
        // Singular extension: when every other move fails well below the
        // table move's value, the table move is searched a ply deeper;
        // when even without it the node holds beta, it is cut (multi-cut).
        let mut singular = 0;
        if pruning
            && depth >= SINGULAR_DEPTH
            && ply < 2 * self.root_depth
            && let (Some(mv), Some((tv, td, bound))) = (table_move, table_hit)
            && td >= depth - 3
            && bound != Bound::Upper
            && !is_decisive(tv)
        {
            let singular_beta = tv - 2 * depth;
            self.excluded[p] = Some(mv);
            let v = self.negamax(
                state,
                key,
                (depth - 1) / 2,
                singular_beta - 1,
                singular_beta,
                ply,
            );
            self.excluded[p] = None;
            if self.budget.stopped() {
                return 0;
            }
            if v < singular_beta {
                singular = 1;
            } else if singular_beta >= beta {
                return singular_beta;
            }
        }
        // Where quiet moves that lose material by exchange may be pruned
        // (the principal variation included).
        let stand_known = pruning && !in_check && window_plain;
        // Late move pruning: near the leaves, only the first quiet moves.
        let late_limit = if stand.is_some() && depth <= 3 {
            (3 + 2 * depth * depth) as usize
        } else {
            usize::MAX
        };

        // After a noisy table move the quiet moves are less likely to
        // matter: they are reduced one ply more.
        let table_noisy = table_move.is_some_and(|mv| state.is_noisy(mv));
        let mut list = core::mem::take(&mut self.lists[p]);
        list.clear();
        let previous = self.path[p];
        let counter = previous.and_then(|prev| self.countermoves[counter_slot(me, &prev)]);
        let previous_hash = previous.map(|prev| move_hash(&prev));
        let follow_hash = self.follow_up_hash(p);
        {
            let mut moves = G::Moves::default();
            state.generate_moves(&mut moves);
            if moves.as_slice().is_empty() {
                self.lists[p] = list;
                return Self::stuck_value(state, me, ply);
            }
            let killers = self.killers[p];
            for &mv in moves.as_slice() {
                let key = if Some(mv) == table_move {
                    ORDER_TT
                } else if state.is_noisy(mv) {
                    order_noisy(state, mv)
                } else if killers[0] == Some(mv) {
                    ORDER_KILLER + 1
                } else if killers[1] == Some(mv) {
                    ORDER_KILLER
                } else if counter == Some(mv) {
                    ORDER_COUNTER
                } else {
                    self.quiet_score(me, previous_hash, follow_hash, &mv)
                        + state.move_priority(mv) as i64
                };
                list.push((key, mv));
            }
        }

        let alpha_start = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        for i in 0..list.len() {
            // Selection sort: the best remaining move next (ties by
            // generation order), so a cut-off skips sorting the rest.
            let mut pick = i;
            let mut top = list[i].0;
            for (j, e) in list.iter().enumerate().skip(i + 1) {
                if e.0 > top {
                    top = e.0;
                    pick = j;
                }
            }
            list.swap(i, pick);
            let (order, mv) = list[i];
            if excluded == Some(mv) {
                continue;
            }
            // Quiet: not the table move, a winning capture or a killer.
            let quiet = order <= ORDER_COUNTER;
            let prunable = i > 0 && quiet && best > -(WIN - MAX_PLY);
            // Late move pruning needs no look at the move itself.
            if prunable && i >= late_limit {
                continue;
            }
            // Futility: a quiet move that cannot raise alpha is skipped
            // unless it checks (the game tells without playing it), judged
            // at the depth late move reductions would leave it.
            if prunable && let Some(s) = stand {
                let reduced = (depth - 1 - self.reduction(depth, i)).max(0);
                if reduced <= FUTILITY_DEPTH
                    && s + FUTILITY_MARGIN * (reduced + 1) <= alpha
                    && !state.gives_check(mv)
                {
                    continue;
                }
            }
            // A quiet move with a bad history is skipped near the leaves.
            if prunable
                && depth <= HISTORY_PRUNE_DEPTH
                && order < -HISTORY_PRUNE_MARGIN * depth as i64
                && !state.is_noisy(mv)
                && !state.gives_check(mv)
            {
                continue;
            }
            // A capture the game says loses more than `SEE_PRUNE_MARGIN`
            // a ply of depth (its negative priority, the static exchange
            // in chess) is skipped near the leaves.
            if pruning
                && prunable
                && depth <= FUTILITY_DEPTH
                && order < -SEE_PRUNE_MARGIN * depth as i64
                && state.is_noisy(mv)
            {
                continue;
            }
            // A quiet move that leaves its piece to be taken
            // ([`Evaluate::static_exchange`]) for more than
            // `QUIET_SEE_MARGIN` times the depth squared is skipped near
            // the leaves, unless it checks.
            if prunable
                && stand_known
                && depth <= QUIET_SEE_DEPTH
                && !state.is_noisy(mv)
                && state
                    .static_exchange(mv)
                    .is_some_and(|x| x < -QUIET_SEE_MARGIN * depth * depth)
                && !state.gives_check(mv)
            {
                continue;
            }
            let mut child = state.clone();
            child.play_unchecked(mv);
            let gives_check = pruning && child.in_check();
            self.budget.tick();
            self.path[p + 1] = Some(mv);
            let value = if !pruning || i == 0 {
                let extend = singular * (Some(mv) == table_move) as i32;
                self.child_value(&child, me, alpha, beta, ply + 1, |s, c, k, a, b| {
                    s.negamax(c, k, depth - 1 + extend, a, b, ply + 1)
                })
            } else {
                // Principal variation search: a null window first, late
                // quiet moves shallower (late move reductions, less for
                // moves with a good history, more when not improving); a
                // move that beats alpha is searched again in full.
                let r = if quiet && !in_check && !gives_check && depth >= 3 && i >= 2 {
                    let stats = if order == ORDER_COUNTER {
                        HISTORY_MAX as i64
                    } else {
                        order
                    };
                    let r = self.reduction(depth, i) - pv_node as i32
                        + !improving as i32
                        + table_noisy as i32
                        - (stats / (HISTORY_MAX as i64)).clamp(-2, 2) as i32;
                    r.clamp(0, depth - 2)
                } else {
                    0
                };
                let mut v =
                    self.child_value(&child, me, alpha, alpha + 1, ply + 1, |s, c, k, a, b| {
                        s.negamax(c, k, depth - 1 - r, a, b, ply + 1)
                    });
                if v > alpha && r > 0 && !self.budget.stopped() {
                    v = self.child_value(&child, me, alpha, alpha + 1, ply + 1, |s, c, k, a, b| {
                        s.negamax(c, k, depth - 1, a, b, ply + 1)
                    });
                }
                if v > alpha && v < beta && !self.budget.stopped() {
                    v = self.child_value(&child, me, alpha, beta, ply + 1, |s, c, k, a, b| {
                        s.negamax(c, k, depth - 1, a, b, ply + 1)
                    });
                }
                v
            };
            if self.budget.stopped() {
                self.lists[p] = list;
                return 0;
            }
            if value > best {
                best = value;
                best_move = Some(mv);
                if value > alpha {
                    alpha = value;
                    if alpha >= beta {
                        if !state.is_noisy(mv) {
                            self.reward_quiet(state, me, p, previous, depth, mv, &list[..i]);
                        }
                        break;
                    }
                }
            }
        }
        self.lists[p] = list;
        if excluded.is_some() {
            // Only the excluded move was legal: it is singular.
            return if best_move.is_none() { alpha } else { best };
        }

        let depth = depth.min(i16::MAX as i32) as i16;
        self.store(key, best_move, best, (alpha_start, beta), depth, ply);
        best
    }

    /// Stores a searched node in the table; the bound of its value follows
    /// from the window `(alpha, beta)` it was searched in.
    fn store(
        &mut self,
        key: u64,
        mv: Option<G::Move>,
        best: i32,
        (alpha, beta): (i32, i32),
        depth: i16,
        ply: i32,
    ) {
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(Entry {
            key,
            mv,
            value: to_table(best, ply),
            depth,
            bound,
        });
    }

    /// The ordering value of a quiet move: its history, and its history
    /// after the move before it (continuation history).
    fn quiet_score(
        &self,
        me: Player,
        previous: Option<u64>,
        follow: Option<u64>,
        mv: &G::Move,
    ) -> i64 {
        let own = move_hash(mv);
        let mut score = self.history[history_slot(me, own)] as i64;
        if let Some(prev) = previous {
            score += self.continuation[continuation_slot(prev, own)] as i64;
        }
        if let Some(before) = follow {
            score += self.follow_up[continuation_slot(before, own)] as i64;
        }
        score
    }

    /// The hash of the move two plies above `ply` (the same player's
    /// previous move), for the follow-up history.
    fn follow_up_hash(&self, ply: usize) -> Option<u64> {
        ply.checked_sub(1)
            .and_then(|q| self.path[q])
            .map(|mv| move_hash(&mv))
    }

    /// A quiet move `mv` cut off: killer, countermove, history bonus, and
    /// a malus for the quiet moves `tried` before it.
    #[allow(clippy::too_many_arguments)]
    fn reward_quiet(
        &mut self,
        state: &G,
        me: Player,
        ply: usize,
        previous: Option<G::Move>,
        depth: i32,
        mv: G::Move,
        tried: &[(i64, G::Move)],
    ) {
        let k = &mut self.killers[ply];
        if k[0] != Some(mv) {
            k[1] = k[0];
            k[0] = Some(mv);
        }
        let bonus = (16 * depth * depth + 64 * depth).min(HISTORY_MAX / 8);
        let previous_hash = previous.map(|prev| move_hash(&prev));
        let follow_hash = self.follow_up_hash(ply);
        if let Some(prev) = previous {
            self.countermoves[counter_slot(me, &prev)] = Some(mv);
        }
        let update = |s: &mut Self, m: &G::Move, delta: i32| {
            let own = move_hash(m);
            update_history(&mut s.history[history_slot(me, own)], delta);
            if let Some(prev) = previous_hash {
                update_history(&mut s.continuation[continuation_slot(prev, own)], delta);
            }
            if let Some(before) = follow_hash {
                update_history(&mut s.follow_up[continuation_slot(before, own)], delta);
            }
        };
        update(self, &mv, bonus);
        for &(o, other) in tried {
            if o <= ORDER_COUNTER && !state.is_noisy(other) {
                update(self, &other, -bonus);
            }
        }
    }

    /// Noisy moves only, past the nominal depth, with stand pat. With
    /// [`Settings::pruning`], noisy moves of negative
    /// [`Evaluate::move_priority`] (the game's sign that they lose
    /// material) are not searched, and in check on the first two plies
    /// every move is (no stand pat). A player in check with no move is
    /// found mated; stalemate is left to the main search. `key` is
    /// `state`'s hash.
    fn quiescence(
        &mut self,
        state: &G,
        key: u64,
        mut alpha: i32,
        beta: i32,
        ply: i32,
        q: i32,
    ) -> i32 {
        let Some(me) = state.to_act_unchecked() else {
            return 0;
        };
        self.seldepth = self.seldepth.max(ply);
        let prune = self.settings.pruning;
        // The table: a bound that settles this node, else its move first.
        let mut table_move = None;
        if prune && let Some(entry) = self.table.probe(key) {
            table_move = entry.mv;
            let v = from_table(entry.value, ply);
            if settles(entry.bound, v, alpha, beta) {
                return v;
            }
        }
        let alpha_start = alpha;
        let in_check = state.in_check();
        // In check (the first plies of quiescence), every evasion is
        // searched and standing pat is no option.
        let evading = prune && q < 2 && in_check;
        let stand = self.evaluate(state, key, me);
        let done = |s: &mut Self| {
            (!evading && stand >= beta) || q >= MAX_QUIESCENCE || s.budget.exhausted()
        };
        if !in_check && done(self) {
            return stand;
        }
        let mut moves = G::Moves::default();
        state.generate_moves(&mut moves);
        if moves.as_slice().is_empty() {
            return Self::stuck_value(state, me, ply);
        }
        if in_check && done(self) {
            return stand;
        }
        let mut best = if evading { -INFINITY } else { stand };
        alpha = alpha.max(best);
        // The ply's reused list (a node and its quiescence never hold it
        // at the same time).
        let p = ply as usize;
        self.reserve_ply(p);
        let mut noisy = core::mem::take(&mut self.lists[p]);
        noisy.clear();
        noisy.extend(
            moves
                .as_slice()
                .iter()
                .filter(|&&mv| evading || state.is_noisy(mv))
                .map(|&mv| {
                    let p = state.move_priority(mv) as i64;
                    (
                        if Some(mv) == table_move {
                            p.max(0) + ORDER_TT
                        } else {
                            p
                        },
                        mv,
                    )
                })
                .filter(|&(p, _)| evading || !prune || p >= 0),
        );
        noisy.sort_by_key(|e| core::cmp::Reverse(e.0));
        let mut best_move = None;
        // Delta pruning needs a static value to stand on and a window
        // away from won and lost games.
        let delta = prune && !in_check && alpha < WIN - MAX_PLY;
        for &(_, mv) in &noisy {
            if delta
                && state
                    .noisy_gain(mv)
                    .is_some_and(|gain| stand + gain + DELTA_MARGIN <= alpha)
            {
                continue;
            }
            let mut child = state.clone();
            child.play_unchecked(mv);
            self.budget.tick();
            let value = self.child_value(&child, me, alpha, beta, ply + 1, |s, c, k, a, b| {
                s.quiescence(c, k, a, b, ply + 1, q + 1)
            });
            if self.budget.stopped() {
                break;
            }
            if value > best {
                best = value;
                if value > alpha {
                    best_move = Some(mv);
                    alpha = value;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.lists[p] = noisy;
        if prune && !self.budget.stopped() {
            self.store(key, best_move, best, (alpha_start, beta), 0, ply);
        }
        best
    }

    /// `best`, then the table's best moves while they stay legal.
    fn principal_variation(&self, game: &G, best: G::Move, depth: u32) -> Vec<G::Move> {
        let mut pv = alloc::vec![best];
        let mut state = game.clone();
        state.play_unchecked(best);
        let mut seen = alloc::vec![game.zobrist()];
        while (pv.len() as u32) < depth && state.outcome().is_none() {
            let key = state.zobrist();
            if seen.contains(&key) {
                break;
            }
            seen.push(key);
            let Some(mv) = self.table.probe(key).and_then(|e| e.mv) else {
                break;
            };
            if !state.is_legal(mv) {
                break;
            }
            state.play_unchecked(mv);
            pv.push(mv);
        }
        pv
    }
}

/// The ordering key of a noisy move (or of any move at the root): a noisy
/// move of negative priority (one the game says loses material) goes after
/// the quiet moves.
fn order_noisy<G: Evaluate>(state: &G, mv: G::Move) -> i64 {
    let p = state.move_priority(mv) as i64;
    if p >= 0 && state.is_noisy(mv) {
        ORDER_NOISY + p
    } else {
        p
    }
}

/// Moves `h` toward `±HISTORY_MAX` by `delta`, less as it gets closer.
fn update_history(h: &mut i32, delta: i32) {
    *h += delta - *h * delta.abs() / HISTORY_MAX;
}

/// `REDUCTIONS[depth][move number]`: about `1 + ln(depth) ln(n) / 2`
/// plies, the late-move reduction of strong chess programs.
fn reduction_table() -> Vec<[u8; 64]> {
    let ln = |x: usize| log2_fixed(x as u32) as f64 / 256.0 * core::f64::consts::LN_2;
    (0..64)
        .map(|d| {
            let mut row = [0u8; 64];
            for (n, r) in row.iter_mut().enumerate() {
                if d > 0 && n > 0 {
                    *r = (1.0 + ln(d) * ln(n) / 2.0) as u8;
                }
            }
            row
        })
        .collect()
}

/// `log2(x)` in 1/256ths, for `x >= 1` (no floating-point logarithm in
/// `core`).
fn log2_fixed(x: u32) -> u32 {
    let whole = 31 - x.max(1).leading_zeros();
    // The mantissa in [1, 2), 16 fractional bits; each squaring gives the
    // next bit of the fraction.
    let mut y = ((x.max(1) as u64) << 16) >> whole;
    let mut frac = 0;
    for bit in (0..8).rev() {
        y = (y * y) >> 16;
        if y >= 2 << 16 {
            y >>= 1;
            frac |= 1 << bit;
        }
    }
    whole * 256 + frac
}

/// Won and lost values are stored relative to the node, not the root.
/// Whether a table value with this bound decides a node searched in the
/// window `(alpha, beta)`: exact, or a bound already outside the window.
fn settles(bound: Bound, v: i32, alpha: i32, beta: i32) -> bool {
    match bound {
        Bound::Exact => true,
        Bound::Lower => v >= beta,
        Bound::Upper => v <= alpha,
    }
}

fn to_table(v: i32, ply: i32) -> i32 {
    if v > WIN - MAX_PLY {
        v + ply
    } else if v < -(WIN - MAX_PLY) {
        v - ply
    } else {
        v
    }
}

fn from_table(v: i32, ply: i32) -> i32 {
    if v > WIN - MAX_PLY {
        v - ply
    } else if v < -(WIN - MAX_PLY) {
        v + ply
    } else {
        v
    }
}

/// A 64-bit finaliser (splitmix64).
fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

fn history_slot(player: Player, mv: u64) -> usize {
    let x = mix(mv ^ player.index() as u64);
    (x as usize) & (HISTORY_SLOTS - 1)
}

fn continuation_slot(previous: u64, mv: u64) -> usize {
    let x = mix(previous.rotate_left(23) ^ mv);
    (x as usize) & (CONTINUATION_SLOTS - 1)
}

fn counter_slot<M: Hash>(player: Player, previous: &M) -> usize {
    let x = mix(move_hash(previous) ^ (player.index() as u64) << 56);
    (x as usize) & (COUNTER_SLOTS - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log2_fixed_is_close() {
        assert_eq!(log2_fixed(1), 0);
        assert_eq!(log2_fixed(8), 3 * 256);
        // log2(3) = 1.585 -> 405.7 / 256
        assert!((405..=406).contains(&log2_fixed(3)));
        assert!((1428..=1431).contains(&log2_fixed(48)));
    }

    #[test]
    fn reductions_grow_with_depth_and_move_number() {
        let t = reduction_table();
        // 1 + ln(1)^2 / 2 = 1: the first ply comes off every late move.
        assert_eq!(t[1][1], 1);
        // 1 + ln(3)^2 / 2 = 1.60
        assert_eq!(t[3][3], 1);
        // 1 + ln(8)^2 / 2 = 3.16
        assert_eq!(t[8][8], 3);
        // 1 + ln(20) ln(40) / 2 = 6.53
        assert_eq!(t[20][40], 6);
        assert_eq!(t[0][5], 0);
        assert_eq!(t[5][0], 0);
        for d in 1..63 {
            for n in 1..63 {
                assert!(t[d][n] <= t[d + 1][n] && t[d][n] <= t[d][n + 1]);
            }
        }
    }

    #[test]
    fn history_stays_bounded() {
        let mut h = 0;
        for _ in 0..10_000 {
            update_history(&mut h, 400);
        }
        assert!((HISTORY_MAX / 2 + 1..=HISTORY_MAX).contains(&h));
        for _ in 0..10_000 {
            update_history(&mut h, -400);
        }
        assert!((-HISTORY_MAX..-HISTORY_MAX / 2).contains(&h));
    }
}
