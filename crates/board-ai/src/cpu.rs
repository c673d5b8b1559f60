//! The CPU player: picks a search for the game, and hides what its seat
//! cannot see.

use alloc::vec::Vec;

use board_core::{Algorithm, Determinize, Entropy, Evaluate, Game, MoveBuffer, SeededRng};

use crate::alphabeta::AlphaBeta;
use crate::control::Control;
use crate::ismcts::Ismcts;
use crate::mcts::Mcts;
use crate::report::SearchReport;
use crate::settings::{Level, Limits, Settings};

/// A CPU player for any game that can be evaluated and determinized.
///
/// * Two players and no hidden information: [`AlphaBeta`].
/// * More players, or hidden information: [`Mcts`] (or [`Ismcts`](crate::Ismcts)
///   where the game or the settings ask for it).
/// * The game may prefer one ([`Evaluate::preferred_algorithm`]), and
///   [`Settings::algorithm`] overrides both.
/// * With hidden information ([`Game::has_hidden_information`]) the
///   CPU never searches the real state: it draws
///   [`determinizations`](Settings::determinizations) states consistent with
///   the view of the player to act ([`Determinize::determinize`], from a
///   generator seeded by [`Settings::seed`] alone; the game may change
///   their number for the node budget, [`Determinize::determinizations`]),
///   searches each with an
///   equal share of the limits, and plays the move with the most MCTS visits
///   (alpha-beta: the most votes) summed over them. Two states that look the
///   same to that player therefore give the same move.
///
/// The same state, settings and seed give the same move (unless a time
/// limit is set). The game is only read, never changed, and the move is
/// always one of its legal moves.
///
/// ```
/// use board_ai::{Cpu, Level};
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
/// let cpu = Cpu::from("cpu:2".parse::<Level>().unwrap());
/// assert_eq!(cpu.choose(&Nim { stones: 10, turn: 0 }), Some(2));
/// assert_eq!(cpu.choose(&Nim { stones: 0, turn: 1 }), None); // game over
/// ```
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub struct Cpu {
    settings: Settings,
}

impl From<Level> for Cpu {
    fn from(level: Level) -> Self {
        Cpu::new(Settings::from(level))
    }
}

impl Cpu {
    /// A CPU with these settings.
    pub const fn new(settings: Settings) -> Self {
        Cpu { settings }
    }

    /// Its settings.
    ///
    /// ```
    /// use board_ai::{Cpu, Level, Settings};
    /// assert_eq!(Cpu::from(Level::MAX).settings(), &Settings::from(Level::MAX));
    /// ```
    pub const fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The search this CPU runs on `game`: [`Algorithm::AlphaBeta`],
    /// [`Algorithm::Mcts`] or, with hidden information,
    /// [`Algorithm::Ismcts`]. With [`Algorithm::Auto`] the game's
    /// [`preferred_algorithm_at`](Evaluate::preferred_algorithm_at) the
    /// node budget decides (a game asks for alpha-beta only where two sides
    /// are left to play).
    ///
    /// ```
    /// use board_ai::{Algorithm, Cpu};
    /// # use board_core::{Determinize, Evaluate, Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone)] struct Three;
    /// # impl Game for Three { type Move = u8; type Moves = MoveList<u8, 1>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 3 } fn to_act(&self) -> Option<Player> { None }
    /// #   fn generate_moves(&self, _: &mut Self::Moves) {} fn play(&mut self, _: u8) -> Result<(), IllegalMove> { Err(IllegalMove) }
    /// #   fn play_unchecked(&mut self, _: u8) {} fn outcome(&self) -> Option<Outcome> { Some(Outcome::Draw) } fn zobrist(&self) -> u64 { 0 } }
    /// # impl Evaluate for Three { fn evaluate(&self, _: Player) -> i32 { 0 } }
    /// # impl Determinize for Three {}
    /// assert_eq!(Cpu::default().algorithm_for(&Three), Algorithm::Mcts); // three players
    /// ```
    pub fn algorithm_for<G: Game + Evaluate + Determinize>(&self, game: &G) -> Algorithm {
        let algorithm = match self.settings.algorithm {
            Algorithm::Auto => match game.preferred_algorithm_at(self.settings.limits.nodes) {
                Algorithm::Auto if game.player_count() == 2 && !game.has_hidden_information() => {
                    Algorithm::AlphaBeta
                }
                Algorithm::Auto => Algorithm::Mcts,
                preferred => preferred,
            },
            other => other,
        };
        match algorithm {
            // Nothing hidden: one information set a state, plain MCTS.
            Algorithm::Ismcts if !game.has_hidden_information() => Algorithm::Mcts,
            other => other,
        }
    }

    /// The move for the player to act, or `None` when the game is over.
    pub fn choose<G: Game + Evaluate + Determinize>(&self, game: &G) -> Option<G::Move> {
        self.search(game).best
    }

    /// Searches `game` and reports the move with its score, depth, nodes
    /// and principal variation.
    pub fn search<G: Game + Evaluate + Determinize>(&self, game: &G) -> SearchReport<G::Move> {
        self.search_with(game, &mut Control::new())
    }

    /// [`search`](Cpu::search), driven by `control` (a stop flag another
    /// thread may raise, several lines, a report per iteration; see
    /// [`Control`]). With hidden information each determinization is
    /// searched with the stop flag only.
    ///
    /// ```
    /// use board_ai::{Control, Cpu, StopFlag};
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
    /// let stop = StopFlag::new();
    /// stop.raise(); // stopped before it starts: depth 1 still gives a move
    /// let report = Cpu::default().search_with(&Nim { stones: 50, turn: 0 }, &mut Control::new().with_stop(stop));
    /// assert_eq!(report.depth, 1);
    /// assert!(report.best.is_some());
    /// ```
    pub fn search_with<G: Game + Evaluate + Determinize>(
        &self,
        game: &G,
        control: &mut Control<'_, G::Move>,
    ) -> SearchReport<G::Move> {
        // A new alpha-beta search (and table) for this call, shared by its
        // worlds.
        let mut searcher: Option<AlphaBeta<G>> = None;
        search_view(
            &self.settings,
            game,
            control,
            &mut |settings, world, control| {
                searcher
                    .get_or_insert_with(|| AlphaBeta::new(settings))
                    .search_with(world, control)
            },
        )
    }
}

/// One alpha-beta search of a world with these settings (a [`Cpu`]'s new
/// searcher or an `Engine`'s kept one).
pub(crate) type AlphaBetaRun<'r, G> = dyn FnMut(Settings, &G, &mut Control<'_, <G as Game>::Move>) -> SearchReport<<G as Game>::Move>
    + 'r;

/// [`Cpu::search_with`] with `settings`, its alpha-beta searches run by
/// `alpha_beta`: the real state when nothing is hidden, else states drawn
/// from the view of the player to act.
pub(crate) fn search_view<G: Game + Evaluate + Determinize>(
    settings: &Settings,
    game: &G,
    control: &mut Control<'_, G::Move>,
    alpha_beta: &mut AlphaBetaRun<'_, G>,
) -> SearchReport<G::Move> {
    let algorithm = Cpu::new(*settings).algorithm_for(game);
    let Some(me) = game.to_act() else {
        return SearchReport::empty(algorithm);
    };
    if !game.has_hidden_information() {
        return run(
            algorithm,
            *settings,
            core::slice::from_ref(game),
            control,
            alpha_beta,
        );
    }
    // Hidden information: only determinizations from `me`'s view are
    // searched; the real state is read for its legal moves only.
    if algorithm == Algorithm::Ismcts {
        let mut report = Ismcts::new(*settings).search_with(game, control);
        guard_legal(game, &mut report);
        return report;
    }
    let limits = settings.limits;
    let n = game
        .determinizations(limits.nodes, settings.determinizations)
        .max(1);
    let mut rng = SeededRng::seed_from_u64(settings.seed ^ 0xD1CE_D1CE_D1CE_D1CE);
    let worlds: Vec<G> = (0..n).map(|_| game.determinize(me, &mut rng)).collect();
    let share = Limits {
        depth: limits.depth,
        nodes: limits.nodes.map(|x| (x / n as u64).max(1)),
        time: limits.time.map(|t| t / n),
    };
    let mut stop_only = Control::new();
    stop_only.stop = control.stop.clone();
    let mut report = run(
        algorithm,
        settings.with_limits(share),
        &worlds,
        &mut stop_only,
        alpha_beta,
    );
    report.determinizations = n;
    guard_legal(game, &mut report);
    report
}

/// Should a determinization offer a move the real state does not (a game
/// bug), never play it: the heaviest legal root move, else the first legal.
fn guard_legal<G: Game>(game: &G, report: &mut SearchReport<G::Move>) {
    if report.best.is_none_or(|mv| !game.is_legal(mv)) {
        report.best = report
            .root
            .iter()
            .filter(|(mv, _)| game.is_legal(*mv))
            .fold(None, |acc: Option<(G::Move, f64)>, &(mv, w)| match acc {
                Some((_, bw)) if bw >= w => acc,
                _ => Some((mv, w)),
            })
            .map(|(mv, _)| mv)
            .or_else(|| game.legal_moves().as_slice().first().copied());
    }
}

/// Searches every world with `settings` and combines their root weights.
fn run<G: Game + Evaluate>(
    algorithm: Algorithm,
    settings: Settings,
    worlds: &[G],
    control: &mut Control<'_, G::Move>,
    alpha_beta: &mut AlphaBetaRun<'_, G>,
) -> SearchReport<G::Move> {
    let mut combined: Option<SearchReport<G::Move>> = None;
    // Each root move with its summed weight, in the order first seen.
    let mut votes: Vec<(G::Move, f64)> = Vec::new();
    // The score of each best move in the first world that chose it.
    let mut scores: Vec<(G::Move, crate::Score)> = Vec::new();
    let mut seeds = SeededRng::seed_from_u64(settings.seed);
    for (i, world) in worlds.iter().enumerate() {
        let seed = if i == 0 {
            settings.seed
        } else {
            seeds.next_u64()
        };
        let report = match algorithm {
            Algorithm::AlphaBeta | Algorithm::Auto => alpha_beta(settings, world, control),
            Algorithm::Mcts | Algorithm::Ismcts => {
                Mcts::new(settings.with_seed(seed)).search_with(world, control)
            }
        };
        for &(mv, w) in &report.root {
            match votes.iter_mut().find(|(m, _)| *m == mv) {
                Some(v) => v.1 += w,
                None => votes.push((mv, w)),
            }
        }
        if let Some(best) = report.best
            && !scores.iter().any(|(m, _)| *m == best)
        {
            scores.push((best, report.score));
        }
        match &mut combined {
            None => combined = Some(report),
            Some(c) => {
                c.nodes += report.nodes;
                c.depth = c.depth.max(report.depth);
            }
        }
    }
    let mut report = combined.unwrap_or_else(|| SearchReport::empty(algorithm));
    if worlds.len() > 1 {
        // The heaviest move; ties go to the one seen first.
        let mut best: Option<(G::Move, f64)> = None;
        for &(mv, w) in &votes {
            if best.is_none_or(|(_, bw)| w > bw) {
                best = Some((mv, w));
            }
        }
        if let Some((mv, _)) = best {
            if report.best != Some(mv) {
                report.pv.clear();
                report.pv.push(mv);
            }
            report.best = Some(mv);
            if let Some((_, s)) = scores.iter().find(|(m, _)| *m == mv) {
                report.score = *s;
            }
        }
        report.root = votes;
    }
    report
}
