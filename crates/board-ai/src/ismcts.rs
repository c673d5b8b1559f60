//! Single-observer information-set Monte-Carlo tree search (SO-ISMCTS):
//! one tree over the searching player's information, a new state drawn
//! from that player's view every iteration.

use alloc::vec::Vec;
use core::hash::BuildHasherDefault;

use hashbrown::HashMap;

use board_core::{
    Algorithm, Determinize, Evaluate, Game, MAX_PLAYERS, MoveBuffer, Player, SeededRng,
};

use crate::control::Control;
use crate::math::{CountLn, sqrt};
use crate::mcts::{most_visited, playout, report_line, search_budget};
use crate::move_hash::Fnv;
use crate::report::SearchReport;
use crate::score::rewards;
use crate::settings::Settings;

/// The most tree nodes kept; past it, leaves are no longer expanded.
const MAX_TREE: usize = 1 << 23;

/// No node: the end of a sibling list.
const NONE: u32 = u32::MAX;

/// Above this many legal moves a node's children are found by the
/// [`Ismcts::child_of`] map, one look-up a move; at or below it by walking
/// the sibling list, which is cheaper while the drawn states offer much the
/// same moves (a Pawn Wars `cpu:5` move: 6 % fewer instructions than the
/// map alone) but costs a scan of the moves for every child illegal in
/// this state (the full game's hands: some 80 % of a search went into it).
const LOOKUP_FROM: usize = 32;

/// How many states a search draws: iteration `i` walks a copy of state
/// `i % WORLDS`. Drawing is dearer than copying (Lytharian Chess shuffles
/// two decks and seeds a generator: a fresh state every iteration made its
/// nodes some twice as slow), and a few hundred states already stand for
/// the player's uncertainty far better than the handful of worlds
/// determinized search can afford.
const WORLDS: usize = 256;

#[derive(Clone, Debug)]
struct Node<M> {
    /// The move that leads here (none at the root).
    mv: Option<M>,
    /// The seat that chose `mv`; `total` is that seat's reward.
    mover: u8,
    first_child: u32,
    next_sibling: u32,
    visits: u32,
    /// How often this node's move was legal when its parent was walked
    /// through (UCB's `N` for this child).
    available: u32,
    total: f64,
}

/// Monte-Carlo tree search over information sets, for games with hidden
/// information ("single-observer ISMCTS", Cowling, Powley and Whitehouse,
/// 2012): what a [`Cpu`](crate::Cpu) runs for [`Algorithm::Ismcts`].
///
/// Where determinized search ([`Cpu`](crate::Cpu) with [`Mcts`](crate::Mcts))
/// searches a few fixed states consistent with the player's view, each in a
/// tree of its own, this keeps one tree whose nodes are move sequences from
/// the player's position and walks a consistent state
/// ([`Determinize::determinize`]) each iteration: a new one for each of
/// the first 256 iterations, then those again in turn. A node's children
/// are the moves seen legal there in any drawn state; selection looks only
/// at the ones legal in this iteration's state, by UCB1 with the number of
/// times each was legal in place of the parent's visits. Decisions of the
/// player are therefore made on what all the drawn states share, not fitted
/// to one of them (no "strategy fusion").
///
/// Expansion, play-outs, rewards for any number of players and the move
/// played (the most visited root child) are as in [`Mcts`](crate::Mcts).
/// Deterministic for node and depth limits and a seed.
///
/// ```
/// use board_ai::{Ismcts, Limits, Settings};
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
/// let mut search = Ismcts::new(Settings::default().with_limits(Limits::nodes(20_000)));
/// assert_eq!(search.search(&Nim { stones: 5, turn: 0 }).best, Some(1));
/// ```
#[derive(Debug)]
pub struct Ismcts<G: Game> {
    settings: Settings,
    tree: Vec<Node<G::Move>>,
    path: Vec<u32>,
    /// The children legal in the current iteration's state (reused).
    legal: Vec<u32>,
    /// Which of the current state's moves have a child (reused).
    marks: Vec<bool>,
    /// The states drawn so far in this search.
    worlds: Vec<G>,
    /// `ln` of the availability counts.
    count_ln: CountLn,
    /// Each node's child for a seat's move: (node, seat, move) -> child.
    child_of: HashMap<(u32, u8, G::Move), u32, BuildHasherDefault<Fnv>>,
    /// [`LOOKUP_FROM`] (tests set others: both ways must walk alike).
    lookup_from: usize,
}

impl<G: Game + Evaluate + Determinize> Ismcts<G> {
    /// A search with these settings.
    pub fn new(settings: Settings) -> Self {
        Ismcts {
            settings,
            tree: Vec::new(),
            path: Vec::new(),
            legal: Vec::new(),
            marks: Vec::new(),
            worlds: Vec::new(),
            count_ln: CountLn::default(),
            child_of: HashMap::default(),
            lookup_from: LOOKUP_FROM,
        }
    }

    /// Searches `game` from the view of the player to act (states drawn by
    /// [`Determinize::determinize`], the real one never searched) and
    /// reports the most visited move. The move is one the drawn states
    /// offered at the root; it is legal in `game` whenever the game's
    /// `determinize` keeps that player's own moves (a [`Cpu`](crate::Cpu)
    /// checks).
    pub fn search(&mut self, game: &G) -> SearchReport<G::Move> {
        self.search_with(game, &mut Control::new())
    }

    /// [`search`](Ismcts::search), also stopping when the control's
    /// [`StopFlag`](crate::StopFlag) is raised.
    pub fn search_with(
        &mut self,
        game: &G,
        control: &mut Control<'_, G::Move>,
    ) -> SearchReport<G::Move> {
        let mut report = SearchReport::empty(Algorithm::Ismcts);
        let Some(me) = game.to_act() else {
            return report;
        };
        let players = game.player_count().clamp(1, MAX_PLAYERS);
        let mut rng = SeededRng::seed_from_u64(self.settings.seed);
        let mut draws = SeededRng::seed_from_u64(self.settings.seed ^ 0xD1CE_D1CE_D1CE_D1CE);
        let mut budget = search_budget(&self.settings, control);
        let depth_limit = self.settings.limits.depth.unwrap_or(u32::MAX).max(1);
        self.tree.clear();
        self.worlds.clear();
        self.child_of.clear();
        self.tree.push(Node {
            mv: None,
            mover: me.index() as u8,
            first_child: NONE,
            next_sibling: NONE,
            visits: 0,
            available: 0,
            total: 0.0,
        });
        let mut deepest = 0u32;
        let mut iterations = 0u64;
        let mut moves = G::Moves::default();
        loop {
            if iterations > 0 && budget.exhausted() {
                break;
            }
            iterations += 1;
            let world = (iterations - 1) as usize % WORLDS;
            if world == self.worlds.len() {
                self.worlds.push(game.determinize(me, &mut draws));
            }
            let mut state = self.worlds[world].clone();
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
                moves.clear();
                state.generate_moves(&mut moves);
                if moves.as_slice().is_empty() {
                    // A broken contract: unfinished, yet no move.
                    break Some([0.5; MAX_PLAYERS]);
                }
                let grow = depth < depth_limit && self.tree.len() < MAX_TREE;
                let (child, new) = self.select(node, actor, moves.as_slice(), &state, grow);
                let Some(child) = child else {
                    break None;
                };
                let mv = self.tree[child].mv.expect("children have moves");
                state.play_unchecked(mv);
                budget.tick();
                path.push(child as u32);
                depth += 1;
                node = child;
                if new {
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

        let Some(best) = self.most_visited(0) else {
            return report;
        };
        report.depth = deepest;
        report.nodes = budget.nodes;
        report.determinizations = self.worlds.len() as u32;
        report.root = self
            .children(0)
            .filter_map(|c| Some((self.tree[c].mv?, f64::from(self.tree[c].visits))))
            .collect();
        report_line(
            &mut report,
            best,
            |n| (self.tree[n].mv, self.tree[n].visits, self.tree[n].total),
            |n| self.most_visited(n),
        );
        report
    }

    /// The children of `node`, in the order their moves were first met.
    fn children(&self, node: usize) -> impl Iterator<Item = usize> + '_ {
        let first = self.tree[node].first_child;
        core::iter::successors((first != NONE).then_some(first as usize), |&c| {
            let next = self.tree[c].next_sibling;
            (next != NONE).then_some(next as usize)
        })
    }

    /// The child of `node` to walk to in this state, and whether it is
    /// new. Counts the availability of every child legal here. With
    /// `grow`, a legal move without a child gets one (the highest
    /// [`Evaluate::move_priority`] first, then generation order) and is
    /// chosen; otherwise UCB1 over the legal children, `N` being each
    /// child's availability. `None`: nothing legal here is in the tree and
    /// it may not grow (the caller plays out).
    fn select(
        &mut self,
        node: usize,
        actor: Player,
        moves: &[G::Move],
        state: &G,
        grow: bool,
    ) -> (Option<usize>, bool) {
        let mover = actor.index() as u8;
        // Which moves have a child, and the legal children in sibling order.
        self.marks.clear();
        self.marks.resize(moves.len(), false);
        self.legal.clear();
        if moves.len() > self.lookup_from {
            for (i, &mv) in moves.iter().enumerate() {
                if let Some(&c) = self.child_of.get(&(node as u32, mover, mv)) {
                    self.marks[i] = true;
                    self.legal.push(c);
                }
            }
            // The sibling order (children are numbered as they are made),
            // as the walk below finds them: ties in UCB go to the first.
            self.legal.sort_unstable();
        } else {
            // Children were added in the order their moves were first met,
            // usually the generation order, so each search starts where the
            // last match ended.
            let mut cursor = 0usize;
            let mut c = self.tree[node].first_child;
            while c != NONE {
                let ch = &self.tree[c as usize];
                if ch.mover == mover
                    && let Some(mv) = ch.mv
                    && let Some(i) = (cursor..moves.len())
                        .chain(0..cursor)
                        .find(|&i| moves[i] == mv)
                {
                    self.marks[i] = true;
                    cursor = i + 1;
                    self.legal.push(c);
                }
                c = ch.next_sibling;
            }
        }
        if grow && self.legal.len() < moves.len() {
            let untried = (0..moves.len()).filter(|&i| !self.marks[i]).fold(
                None,
                |best: Option<(usize, i32)>, i| {
                    let p = state.move_priority(moves[i]);
                    match best {
                        Some((_, bp)) if bp >= p => best,
                        _ => Some((i, p)),
                    }
                },
            );
            if let Some((i, _)) = untried {
                for &l in &self.legal {
                    self.tree[l as usize].available += 1;
                }
                let new = self.tree.len();
                self.tree.push(Node {
                    mv: Some(moves[i]),
                    mover,
                    first_child: NONE,
                    next_sibling: NONE,
                    visits: 0,
                    available: 1,
                    total: 0.0,
                });
                self.append_child(node, new as u32);
                self.child_of
                    .insert((node as u32, mover, moves[i]), new as u32);
                return (Some(new), true);
            }
        }
        if self.legal.is_empty() {
            return (None, false);
        }
        let cst = self.settings.exploration;
        let mut best = self.legal[0] as usize;
        let mut best_value = f64::NEG_INFINITY;
        for &l in &self.legal {
            let ch = &mut self.tree[l as usize];
            ch.available += 1;
            let value = if ch.visits == 0 {
                f64::INFINITY
            } else {
                let v = f64::from(ch.visits);
                ch.total / v + cst * sqrt(self.count_ln.get(ch.available) / v)
            };
            if value > best_value {
                best_value = value;
                best = l as usize;
            }
        }
        (Some(best), self.tree[best].visits == 0)
    }

    /// Puts `child` last among `node`'s children (so that their order is
    /// the order their moves were met).
    fn append_child(&mut self, node: usize, child: u32) {
        match self.children(node).last() {
            Some(last) => self.tree[last].next_sibling = child,
            None => self.tree[node].first_child = child,
        }
    }

    /// The most visited child (ties: higher mean, then the first).
    fn most_visited(&self, node: usize) -> Option<usize> {
        most_visited(
            self.children(node)
                .map(|i| (i, self.tree[i].visits, self.tree[i].total)),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Limits;
    use lytharia::{LytharianChess, Mode};

    /// The search's report with children found always by the map, then
    /// always by the sibling walk.
    fn both_ways(
        game: &LytharianChess,
        nodes: u64,
        seed: u64,
    ) -> [SearchReport<lytharia::Action>; 2] {
        [0, usize::MAX].map(|lookup_from| {
            let settings = Settings::default()
                .with_limits(Limits::nodes(nodes))
                .with_seed(seed);
            let mut search = Ismcts::new(settings);
            search.lookup_from = lookup_from;
            search.search(game)
        })
    }

    /// Finding children by the map and by the sibling walk are the same
    /// search, move for move, in both Lytharian modes that run it, from the
    /// start and a few plies on (other hands, other boards).
    #[test]
    fn child_lookup_and_sibling_walk_search_alike() {
        let mut wide = 0;
        for mode in [Mode::Full, Mode::PawnWars] {
            for deal in [1, 7] {
                let mut game = LytharianChess::new(mode, deal);
                for ply in 0..6 {
                    let [by_map, by_walk] = both_ways(&game, 3_000, deal);
                    assert_eq!(by_map, by_walk, "{mode:?} deal {deal} ply {ply}");
                    let Some(mv) = by_map.best else { break };
                    if by_map.root.len() > LOOKUP_FROM {
                        wide += 1;
                    }
                    game.play(mv).unwrap();
                }
            }
        }
        // Positions where a CPU would use the map at the root.
        assert!(wide >= 2, "{wide}");
    }
}
