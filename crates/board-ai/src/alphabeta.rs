//! Alpha-beta search for two-player zero-sum games.

use alloc::vec::Vec;
use core::hash::{Hash, Hasher};

use board_core::{Algorithm, EVAL_LIMIT, Evaluate, Game, MoveBuffer, Player};

use crate::budget::Budget;
use crate::control::{Control, Flow, Line, Progress};
use crate::report::SearchReport;
use crate::score::{MAX_PLY, Score, WIN, is_decisive, terminal_value};
use crate::settings::Settings;
use crate::table::{Bound, Entry, Table};

/// The deepest iteration when no depth limit is set.
const MAX_DEPTH: u32 = 64;
/// How many plies quiescence may add.
const MAX_QUIESCENCE: i32 = 12;
/// Slots of the history table (a power of two).
const HISTORY_SLOTS: usize = 4096;
/// Beyond every value.
const INFINITY: i32 = WIN + 1;

/// Move-ordering classes (higher first).
const ORDER_TT: i64 = 1 << 40;
const ORDER_NOISY: i64 = 1 << 34;
const ORDER_KILLER: i64 = 1 << 32;

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
///   heuristic (and priority) for quiet moves.
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
    table: Table<G::Move>,
    killers: Vec<[Option<G::Move>; 2]>,
    history: Vec<i32>,
    /// Reused move lists, one per ply.
    lists: Vec<Vec<(i64, G::Move)>>,
    budget: Budget,
    /// The deepest ply reached in the current search.
    seldepth: i32,
    /// The depth of the current iteration (bounds check extensions).
    root_depth: i32,
}

impl<G: Game + Evaluate> AlphaBeta<G> {
    /// A search with these settings (allocates the transposition table).
    pub fn new(settings: Settings) -> Self {
        AlphaBeta {
            table: Table::new(settings.table_bytes),
            killers: Vec::new(),
            history: alloc::vec![0; HISTORY_SLOTS],
            lists: Vec::new(),
            budget: Budget::new(&settings.limits),
            seldepth: 0,
            root_depth: 1,
            settings,
        }
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
        if settings.table_bytes != self.settings.table_bytes {
            self.table = Table::new(settings.table_bytes);
        }
        self.settings = settings;
    }

    /// Searches `game` (which is not changed) and reports the best move for
    /// the player to act. Deterministic for depth and node limits: the
    /// table, killers and history start empty on every call.
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
        let mut report = SearchReport::empty(Algorithm::AlphaBeta);
        let Some(me) = game.to_act() else {
            return report;
        };
        self.table.clear();
        self.history.fill(0);
        self.killers.fill([None; 2]);
        self.budget = Budget::new(&self.settings.limits).with_stop(control.stop.clone());
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
                let d = depth as i32 - 1;
                let value = self.child_value(&child, me, alpha, INFINITY, 1, |s, c, a, b| {
                    s.negamax(c, d, a, b, 1)
                });
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
                        nodes: self.budget.nodes,
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
    fn child_value(
        &mut self,
        child: &G,
        me: Player,
        alpha: i32,
        beta: i32,
        ply: i32,
        search: impl FnOnce(&mut Self, &G, i32, i32) -> i32,
    ) -> i32 {
        if let Some(outcome) = child.outcome() {
            return terminal_value(&outcome, me, ply);
        }
        let Some(next) = child.to_act() else {
            // A broken contract (no outcome, nobody to act): call it even.
            return 0;
        };
        if next == me {
            search(self, child, alpha, beta)
        } else {
            -search(self, child, -beta, -alpha)
        }
    }

    fn evaluate(&self, state: &G, player: Player) -> i32 {
        let v = state.evaluate(player).clamp(-EVAL_LIMIT, EVAL_LIMIT);
        let noise = self.settings.eval_noise.min(1000) as i64;
        if noise == 0 {
            return v;
        }
        // The same blur for a state whichever way it is reached; seat 0's
        // gain is the others' loss, so the game stays zero-sum.
        let x = mix(state.zobrist() ^ mix(self.settings.seed));
        let blur = (x % (2 * noise as u64 + 1)) as i64 - noise;
        let blur = if player.index() == 0 { blur } else { -blur };
        (v as i64 + blur).clamp(-EVAL_LIMIT as i64, EVAL_LIMIT as i64) as i32
    }

    /// The value of the unfinished `state` for its player to act.
    fn negamax(
        &mut self,
        state: &G,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: i32,
    ) -> i32 {
        let Some(me) = state.to_act() else {
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
                self.quiescence(state, alpha, beta, ply, 0)
            } else {
                self.evaluate(state, me)
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

        let key = state.zobrist();
        let mut table_move = None;
        if let Some(entry) = self.table.probe(key) {
            table_move = entry.mv;
            if entry.depth as i32 >= depth {
                let v = from_table(entry.value, ply);
                match entry.bound {
                    Bound::Exact => return v,
                    Bound::Lower if v >= beta => return v,
                    Bound::Upper if v <= alpha => return v,
                    _ => {}
                }
            }
        }

        // Null move: if passing still leaves a value at least `beta`, a real
        // move will too (the game offers a pass only where that holds).
        if pruning
            && !in_check
            && depth >= 3
            && beta < WIN - MAX_PLY
            && beta > -(WIN - MAX_PLY)
            && self.evaluate(state, me) >= beta
            && let Some(null) = state.null_move()
        {
            let r = if depth >= 7 { 3 } else { 2 };
            self.budget.tick();
            let value = self.child_value(&null, me, beta - 1, beta, ply + 1, |s, c, a, b| {
                s.negamax(c, depth - 1 - r, a, b, ply + 1)
            });
            if self.budget.stopped() {
                return 0;
            }
            if value >= beta && !is_decisive(value) {
                return value;
            }
        }

        let p = ply as usize;
        if self.lists.len() <= p {
            self.lists.resize_with(p + 1, Vec::new);
            self.killers.resize(p + 1, [None; 2]);
        }
        let mut list = core::mem::take(&mut self.lists[p]);
        list.clear();
        {
            let mut moves = G::Moves::default();
            state.generate_moves(&mut moves);
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
                } else {
                    self.history[history_slot(me, &mv)] as i64 + state.move_priority(mv) as i64
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
            for j in i + 1..list.len() {
                if list[j].0 > list[pick].0 {
                    pick = j;
                }
            }
            list.swap(i, pick);
            let (order, mv) = list[i];
            let mut child = state.clone();
            child.play_unchecked(mv);
            self.budget.tick();
            let value = if !pruning || i == 0 {
                self.child_value(&child, me, alpha, beta, ply + 1, |s, c, a, b| {
                    s.negamax(c, depth - 1, a, b, ply + 1)
                })
            } else {
                // Principal variation search: a null window first, late
                // quiet moves one or two plies shallower (late move
                // reductions); a move that beats alpha is searched again in
                // full.
                let quiet = order < ORDER_KILLER && !in_check && !child.in_check();
                let r = if quiet && depth >= 3 && i >= 3 {
                    if i >= 8 && depth >= 5 { 2 } else { 1 }
                } else {
                    0
                };
                let mut v =
                    self.child_value(&child, me, alpha, alpha + 1, ply + 1, |s, c, a, b| {
                        s.negamax(c, depth - 1 - r, a, b, ply + 1)
                    });
                if v > alpha && r > 0 && !self.budget.stopped() {
                    v = self.child_value(&child, me, alpha, alpha + 1, ply + 1, |s, c, a, b| {
                        s.negamax(c, depth - 1, a, b, ply + 1)
                    });
                }
                if v > alpha && v < beta && !self.budget.stopped() {
                    v = self.child_value(&child, me, alpha, beta, ply + 1, |s, c, a, b| {
                        s.negamax(c, depth - 1, a, b, ply + 1)
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
                            let k = &mut self.killers[p];
                            if k[0] != Some(mv) {
                                k[1] = k[0];
                                k[0] = Some(mv);
                            }
                            let h = &mut self.history[history_slot(me, &mv)];
                            *h = (*h + depth * depth).min(1 << 24);
                        }
                        break;
                    }
                }
            }
        }
        self.lists[p] = list;

        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha_start {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(Entry {
            key,
            mv: best_move,
            value: to_table(best, ply),
            depth: depth.min(i16::MAX as i32) as i16,
            bound,
        });
        best
    }

    /// Noisy moves only, past the nominal depth, with stand pat.
    fn quiescence(&mut self, state: &G, mut alpha: i32, beta: i32, ply: i32, q: i32) -> i32 {
        let Some(me) = state.to_act() else {
            return 0;
        };
        self.seldepth = self.seldepth.max(ply);
        let stand = self.evaluate(state, me);
        if stand >= beta || q >= MAX_QUIESCENCE || self.budget.exhausted() {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut moves = G::Moves::default();
        state.generate_moves(&mut moves);
        let mut noisy: Vec<(i32, G::Move)> = moves
            .as_slice()
            .iter()
            .filter(|&&mv| state.is_noisy(mv))
            .map(|&mv| (state.move_priority(mv), mv))
            .collect();
        noisy.sort_by_key(|e| core::cmp::Reverse(e.0));
        let mut best = stand;
        for (_, mv) in noisy {
            let mut child = state.clone();
            child.play_unchecked(mv);
            self.budget.tick();
            let value = self.child_value(&child, me, alpha, beta, ply + 1, |s, c, a, b| {
                s.quiescence(c, a, b, ply + 1, q + 1)
            });
            if self.budget.stopped() {
                return best;
            }
            if value > best {
                best = value;
                if value > alpha {
                    alpha = value;
                    if alpha >= beta {
                        break;
                    }
                }
            }
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

/// The ordering key of a noisy move (or of any move at the root).
fn order_noisy<G: Evaluate>(state: &G, mv: G::Move) -> i64 {
    let p = state.move_priority(mv) as i64;
    if state.is_noisy(mv) {
        ORDER_NOISY + p
    } else {
        p
    }
}

/// Won and lost values are stored relative to the node, not the root.
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

/// A small deterministic hasher (FNV-1a) for the history table.
struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ b as u64).wrapping_mul(0x100_0000_01b3);
        }
    }
}

fn history_slot<M: Hash>(player: Player, mv: &M) -> usize {
    let mut h = Fnv(0xcbf2_9ce4_8422_2325);
    player.hash(&mut h);
    mv.hash(&mut h);
    let x = h.finish();
    ((x ^ (x >> 29)) as usize) & (HISTORY_SLOTS - 1)
}
