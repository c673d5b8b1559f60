//! Monte-Carlo tree search (UCT) for any number of players.

use alloc::vec::Vec;

use board_core::{
    Algorithm, Evaluate, Game, MAX_PLAYERS, MoveBuffer, Player, SeededRng, Widening, random_move,
};

use crate::budget::Budget;
use crate::control::Control;
use crate::math::{ln, sqrt};
use crate::report::SearchReport;
use crate::score::{Score, eval_reward, rewards};
use crate::settings::{Level, Settings};

/// The most tree nodes kept; past it, leaves are no longer expanded.
const MAX_TREE: usize = 1 << 23;

#[derive(Clone, Debug)]
struct Node<M> {
    /// The move that leads here (none at the root).
    mv: Option<M>,
    /// The seat that chose `mv`; `total` is that seat's reward.
    mover: u8,
    expanded: bool,
    first_child: u32,
    children: u32,
    visits: u32,
    total: f64,
}

/// Monte-Carlo tree search with UCT selection, for any number of players,
/// chance, and long games.
///
/// Every iteration walks down the tree from the root, choosing at each
/// node the child best for the player to act there (UCB1 on that seat's
/// mean reward), expands a leaf, plays at most
/// [`playout_cap`](Settings::playout_cap) random moves, then scores the
/// state: a finished game by [`rewards`](crate::rewards) of its outcome
/// (rankings included), an unfinished one by [`Evaluate::evaluate`] for
/// every seat, squashed into `(0, 1)`. Each node adds the reward of the seat
/// that moved into it, so a player who decides several times in a row, or
/// three or four players, need nothing special. Unvisited children are tried
/// in [`Evaluate::move_priority`] order. The move played is the most visited.
///
/// A game may ask for progressive widening ([`Evaluate::mcts_widening`]):
/// a node's children are then ordered by the evaluation after each move,
/// and a node visited `n` times searches only the first
/// [`Widening::children`]`(n)` of them.
///
/// Without a node or time limit, it stops after the node budget of
/// [`Level::DEFAULT`]; a depth limit only stops the tree from growing.
///
/// Chance inside the game (a seeded RNG in the state) is followed as the
/// game plays it; with hidden information give it a determinization (or use
/// [`Cpu`](crate::Cpu), which does).
///
/// ```
/// use board_ai::{Limits, Mcts, Settings};
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
/// let mut mcts = Mcts::new(Settings::default().with_limits(Limits::nodes(20_000)));
/// assert_eq!(mcts.search(&Nim { stones: 5, turn: 0 }).best, Some(1));
/// ```
#[derive(Debug)]
pub struct Mcts<G: Game> {
    settings: Settings,
    tree: Vec<Node<G::Move>>,
    path: Vec<u32>,
}

impl<G: Game + Evaluate> Mcts<G> {
    /// A search with these settings.
    pub fn new(settings: Settings) -> Self {
        Mcts {
            settings,
            tree: Vec::new(),
            path: Vec::new(),
        }
    }

    /// The settings of this search.
    ///
    /// ```
    /// # use board_ai::{Mcts, Settings};
    /// # use board_core::{Evaluate, Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone)] struct G;
    /// # impl Game for G { type Move = u8; type Moves = MoveList<u8, 1>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 3 } fn to_act(&self) -> Option<Player> { None }
    /// #   fn generate_moves(&self, _: &mut Self::Moves) {} fn play(&mut self, _: u8) -> Result<(), IllegalMove> { Err(IllegalMove) }
    /// #   fn play_unchecked(&mut self, _: u8) {} fn outcome(&self) -> Option<Outcome> { Some(Outcome::Draw) } fn zobrist(&self) -> u64 { 0 } }
    /// # impl Evaluate for G { fn evaluate(&self, _: Player) -> i32 { 0 } }
    /// assert_eq!(Mcts::<G>::new(Settings::default()).settings().playout_cap, 8);
    /// ```
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Searches `game` (which is not changed) and reports the most visited
    /// move for the player to act. Deterministic for depth and node limits
    /// and a given seed.
    pub fn search(&mut self, game: &G) -> SearchReport<G::Move> {
        self.search_with(game, &mut Control::new())
    }

    /// [`search`](Mcts::search), also stopping when the control's
    /// [`StopFlag`](crate::StopFlag) is raised (its other parts are for
    /// alpha-beta and are ignored here).
    pub fn search_with(
        &mut self,
        game: &G,
        control: &mut Control<'_, G::Move>,
    ) -> SearchReport<G::Move> {
        let mut report = SearchReport::empty(Algorithm::Mcts);
        let Some(me) = game.to_act() else {
            return report;
        };
        let players = game.player_count().clamp(1, MAX_PLAYERS);
        let mut rng = SeededRng::seed_from_u64(self.settings.seed);
        let mut budget = search_budget(&self.settings, control);
        let depth_limit = self.settings.limits.depth.unwrap_or(u32::MAX).max(1);
        self.tree.clear();
        self.tree.push(Node {
            mv: None,
            mover: me.index() as u8,
            expanded: false,
            first_child: 0,
            children: 0,
            visits: 0,
            total: 0.0,
        });
        let mut deepest = 0u32;
        let mut iterations = 0u64;
        let widening = game.mcts_widening(self.settings.limits.nodes);

        loop {
            if iterations > 0 && budget.exhausted() {
                break;
            }
            iterations += 1;
            let mut state = game.clone();
            let mut path = core::mem::take(&mut self.path);
            path.clear();
            path.push(0);
            let mut node = 0usize;
            let mut depth = 0u32;
            // `None`: play out from here.
            let reward = loop {
                if let Some(outcome) = state.outcome() {
                    break Some(rewards(&outcome, players));
                }
                let Some(actor) = state.to_act() else {
                    break Some([0.5; MAX_PLAYERS]);
                };
                if depth >= depth_limit
                    || (!self.tree[node].expanded && self.tree.len() >= MAX_TREE)
                {
                    break None;
                }
                if !self.tree[node].expanded {
                    self.expand(node, &state, actor, widening.is_some(), &mut budget);
                }
                if self.tree[node].children == 0 {
                    // A broken contract: unfinished, yet no move.
                    break Some([0.5; MAX_PLAYERS]);
                }
                let child = self.select(node, widening);
                let mv = self.tree[child].mv.expect("children have moves");
                state.play_unchecked(mv);
                budget.tick();
                path.push(child as u32);
                depth += 1;
                node = child;
                if self.tree[child].visits == 0 {
                    break None;
                }
            };
            let reward = reward.unwrap_or_else(|| {
                playout(
                    &mut state,
                    players,
                    self.settings.playout_cap,
                    &mut rng,
                    &mut budget,
                )
            });
            deepest = deepest.max(depth);
            for &n in &path {
                let n = &mut self.tree[n as usize];
                n.visits += 1;
                n.total += reward[n.mover as usize % MAX_PLAYERS];
            }
            self.path = path;
        }

        let root = &self.tree[0];
        let children = root.first_child as usize..(root.first_child + root.children) as usize;
        let Some(best) = self.most_visited(0) else {
            return report;
        };
        report.depth = deepest;
        report.nodes = budget.nodes;
        report.root = children
            .filter_map(|c| Some((self.tree[c].mv?, self.tree[c].visits as f64)))
            .collect();
        report_line(
            &mut report,
            best,
            |n| (self.tree[n].mv, self.tree[n].visits, self.tree[n].total),
            |n| self.most_visited(n),
        );
        report
    }

    /// Adds a child per legal move, highest priority first; with
    /// `by_value` (progressive widening), the best for the mover by the
    /// evaluation after the move first (each such move counts as a node),
    /// then by priority.
    fn expand(
        &mut self,
        node: usize,
        state: &G,
        actor: Player,
        by_value: bool,
        budget: &mut Budget,
    ) {
        let mut moves = G::Moves::default();
        state.generate_moves(&mut moves);
        let mut list: Vec<(f64, i32, G::Move)> = moves
            .as_slice()
            .iter()
            .map(|&mv| (0.0, state.move_priority(mv), mv))
            .collect();
        if by_value {
            let players = state.player_count().clamp(1, MAX_PLAYERS);
            let seat = actor.index() % MAX_PLAYERS;
            for e in list.iter_mut() {
                let mut next = state.clone();
                next.play_unchecked(e.2);
                budget.tick();
                e.0 = match next.outcome() {
                    Some(outcome) => rewards(&outcome, players)[seat],
                    None => eval_reward(next.evaluate(actor)),
                };
            }
        }
        // Stable, so equal moves keep the game's order.
        list.sort_by(|a, b| b.0.total_cmp(&a.0).then(b.1.cmp(&a.1)));
        let first = self.tree.len() as u32;
        for (_, _, mv) in list.iter() {
            self.tree.push(Node {
                mv: Some(*mv),
                mover: actor.index() as u8,
                expanded: false,
                first_child: 0,
                children: 0,
                visits: 0,
                total: 0.0,
            });
        }
        let n = &mut self.tree[node];
        n.expanded = true;
        n.first_child = first;
        n.children = list.len() as u32;
    }

    /// The first unvisited child, else the best by UCB1 for the player to
    /// act (ties: the first); with widening, among the node's first
    /// children only.
    fn select(&self, node: usize, widening: Option<Widening>) -> usize {
        let n = &self.tree[node];
        let width = widening.map_or(n.children, |w| w.children(n.visits).min(n.children));
        let range = n.first_child as usize..(n.first_child + width) as usize;
        if let Some(c) = range.clone().find(|&c| self.tree[c].visits == 0) {
            return c;
        }
        let log = ln(n.visits.max(1) as f64);
        let c = self.settings.exploration;
        let mut best = range.start;
        let mut best_value = f64::NEG_INFINITY;
        for i in range {
            let ch = &self.tree[i];
            let v = ch.visits as f64;
            let value = ch.total / v + c * sqrt(log / v);
            if value > best_value {
                best_value = value;
                best = i;
            }
        }
        best
    }

    /// The most visited child (ties: higher mean, then the first).
    fn most_visited(&self, node: usize) -> Option<usize> {
        let n = &self.tree[node];
        let range = n.first_child as usize..(n.first_child + n.children) as usize;
        most_visited(range.map(|i| (i, self.tree[i].visits, self.tree[i].total)))
    }
}

/// An MCTS search's budget: the settings' limits, or the default level's
/// node budget when nothing else would stop it.
pub(crate) fn search_budget<M>(settings: &Settings, control: &Control<'_, M>) -> Budget {
    let mut limits = settings.limits;
    if limits.nodes.is_none() && (limits.time.is_none() || cfg!(not(feature = "std"))) {
        limits.nodes = Some(Level::DEFAULT.nodes());
    }
    Budget::new(&limits).with_stop(control.stop.clone())
}

/// The most visited of `children`, given as (index, visits, total reward):
/// ties go to the higher mean, then to the first.
pub(crate) fn most_visited(children: impl Iterator<Item = (usize, u32, f64)>) -> Option<usize> {
    let mut best: Option<(usize, u32, f64)> = None;
    for (i, visits, total) in children {
        let better = match best {
            None => true,
            Some((_, bv, bt)) => {
                visits > bv
                    || (visits == bv
                        && visits > 0
                        && total / f64::from(visits) > bt / f64::from(bv))
            }
        };
        if better {
            best = Some((i, visits, total));
        }
    }
    best.map(|(i, _, _)| i)
}

/// Fills `report`'s move, score (the mean reward of `best`) and line (from
/// `best`, the most visited child at each node while it has visits).
/// `node(n)` gives node `n`'s move, visits and total reward.
pub(crate) fn report_line<M: Copy>(
    report: &mut SearchReport<M>,
    best: usize,
    node: impl Fn(usize) -> (Option<M>, u32, f64),
    most_visited: impl Fn(usize) -> Option<usize>,
) {
    let (mv, visits, total) = node(best);
    report.best = mv;
    report.score = Score::Reward(if visits > 0 {
        total / f64::from(visits)
    } else {
        0.5
    });
    let mut n = best;
    while let (Some(mv), _, _) = node(n) {
        report.pv.push(mv);
        match most_visited(n) {
            Some(c) if node(c).1 > 0 => n = c,
            _ => break,
        }
    }
}

/// Random moves from `state` up to `cap`, then the outcome or the
/// evaluation of every seat (MCTS's and ISMCTS's play-out).
pub(crate) fn playout<G: Game + Evaluate>(
    state: &mut G,
    players: usize,
    cap: u32,
    rng: &mut SeededRng,
    budget: &mut Budget,
) -> [f64; MAX_PLAYERS] {
    for _ in 0..cap {
        if let Some(outcome) = state.outcome() {
            return rewards(&outcome, players);
        }
        let Some(mv) = random_move(state, rng) else {
            return [0.5; MAX_PLAYERS];
        };
        state.play_unchecked(mv);
        budget.tick();
    }
    if let Some(outcome) = state.outcome() {
        return rewards(&outcome, players);
    }
    let mut out = [0.5; MAX_PLAYERS];
    for (seat, r) in out.iter_mut().enumerate().take(players) {
        *r = eval_reward(state.evaluate(Player::new(seat as u8)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::Limits;
    use board_core::{IllegalMove, MoveList, Outcome};

    /// Two players alternately add (P1) or subtract (P2) 0 to 9 from a
    /// total; after six moves the sign of the total decides. Its
    /// evaluation asks for `widening`.
    #[derive(Clone)]
    struct Tug {
        plies: u8,
        total: i32,
        widening: Option<Widening>,
    }

    impl Game for Tug {
        type Move = u8;
        type Moves = MoveList<u8, 10>;
        type Error = IllegalMove;
        fn player_count(&self) -> usize {
            2
        }
        fn to_act(&self) -> Option<Player> {
            (self.plies < 6).then(|| Player::new(self.plies % 2))
        }
        fn generate_moves(&self, moves: &mut Self::Moves) {
            if self.plies < 6 {
                (0..10).for_each(|m| moves.push(m));
            }
        }
        fn play(&mut self, mv: u8) -> Result<(), IllegalMove> {
            if self.plies >= 6 || mv >= 10 {
                return Err(IllegalMove);
            }
            self.play_unchecked(mv);
            Ok(())
        }
        fn play_unchecked(&mut self, mv: u8) {
            self.total += if self.plies.is_multiple_of(2) { 1 } else { -1 } * i32::from(mv);
            self.plies += 1;
        }
        fn outcome(&self) -> Option<Outcome> {
            (self.plies >= 6).then(|| match self.total.signum() {
                1 => Outcome::Winner(Player::new(0)),
                -1 => Outcome::Winner(Player::new(1)),
                _ => Outcome::Draw,
            })
        }
        fn zobrist(&self) -> u64 {
            u64::from(self.plies) << 32 | self.total as u32 as u64
        }
    }

    impl Evaluate for Tug {
        fn evaluate(&self, player: Player) -> i32 {
            let t = self.total * 20;
            if player.index() == 0 { t } else { -t }
        }
        fn mcts_widening(&self, _nodes: Option<u64>) -> Option<Widening> {
            self.widening
        }
    }

    #[test]
    fn widening_searches_the_best_looking_children_first() {
        let s = Settings::default().with_limits(Limits::nodes(6_000));
        let widening = Widening { tenths: 2 };
        let start = |widening| Tug {
            plies: 0,
            total: 0,
            widening,
        };
        let mut plain = Mcts::new(s);
        let p = plain.search(&start(None));
        let mut widened = Mcts::new(s);
        let w = widened.search(&start(Some(widening)));
        assert_eq!(w.best, Some(9));
        assert_eq!(w, Mcts::new(s).search(&start(Some(widening))));
        let root = |m: &Mcts<Tug>| {
            let r = &m.tree[0];
            let children = &m.tree[r.first_child as usize..(r.first_child + r.children) as usize];
            let tried = children.iter().filter(|c| c.visits > 0).count() as u32;
            (r.visits, tried, children[0].mv)
        };
        // Widened: only the first children by the evaluation after the
        // move (9 first), as many as the root's visits allow.
        let (visits, tried, first) = root(&widened);
        assert_eq!(first, Some(9));
        assert_eq!(tried, widening.children(visits - 1).min(10));
        assert!(tried < 10, "{tried} of 10 tried after {visits} visits");
        // The budget buys depth instead: the tree goes deeper.
        assert!(w.depth > p.depth, "{} vs {}", w.depth, p.depth);
        // Plain: every move, in priority order (all 0: the game's order).
        let (_, tried, first) = root(&plain);
        assert_eq!((tried, first), (10, Some(0)));
    }
}
