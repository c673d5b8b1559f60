//! A CPU that plays one game move after move and remembers between moves.

use board_core::{Determinize, Evaluate, Game};

use crate::alphabeta::AlphaBeta;
use crate::control::Control;
use crate::cpu::search_view;
use crate::report::SearchReport;
use crate::settings::Settings;

/// A [`Cpu`](crate::Cpu) for a program that plays a game move after move
/// (a protocol engine, a long-running game server): the same choice of
/// search and the same view of hidden information, plus memory and threads.
///
/// * In a game of perfect information, the alpha-beta search keeps its
///   transposition table and move-order history from one move to the next
///   ([`AlphaBeta::set_keep_table`]), so a search starts from what the
///   last one learned. [`new_game`](Engine::new_game) forgets it.
/// * With hidden information every move's worlds are new, and each is
///   searched with an empty table, as [`Cpu`](crate::Cpu) does: nothing
///   learned in one drawn world carries into another move.
/// * Alpha-beta runs on [`threads`](Engine::set_threads) threads (Lazy
///   SMP, [`AlphaBeta::search_parallel_with`]); MCTS runs on one.
///
/// With one thread and a fresh engine, a search gives the move
/// [`Cpu::search_with`](crate::Cpu::search_with) gives; later searches
/// depend on the earlier ones. Requires the `std` feature.
///
/// ```
/// use board_ai::{Control, Engine, Settings};
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
/// let mut engine = Engine::new(Settings::default());
/// engine.set_threads(2);
/// let mut game = Nim { stones: 10, turn: 0 };
/// while let Some(mv) = engine.search_with(&game, &mut Control::new()).best {
///     game.play(mv).unwrap();
/// }
/// assert_eq!(game.outcome(), Some(Outcome::Winner(Player::new(0)))); // 10 is a first-player win
/// engine.new_game();
/// ```
pub struct Engine<G: Game + Evaluate> {
    settings: Settings,
    threads: usize,
    /// Made at the first alpha-beta search (it allocates the table).
    searcher: Option<AlphaBeta<G>>,
}

impl<G: Game + Evaluate + Determinize + Sync> Engine<G>
where
    G::Move: Send,
{
    /// An engine with these settings, on one thread, that has seen no move
    /// yet.
    ///
    /// ```
    /// # use board_ai::{Engine, Level, Settings};
    /// # type Chess = lytharia::chess::Position;
    /// let engine = Engine::<Chess>::new(Settings::from(Level::MAX));
    /// assert_eq!(engine.settings(), &Settings::from(Level::MAX));
    /// assert_eq!(engine.threads(), 1);
    /// ```
    pub fn new(settings: Settings) -> Self {
        Engine {
            settings,
            threads: 1,
            searcher: None,
        }
    }

    /// Its settings.
    ///
    /// ```
    /// # use board_ai::{Engine, Settings};
    /// # type Chess = lytharia::chess::Position;
    /// assert_eq!(Engine::<Chess>::new(Settings::default().with_seed(4)).settings().seed, 4);
    /// ```
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Changes the settings of later searches (limits, level, seed). The
    /// memory is kept, unless the table's size changes: then the table is
    /// new and empty.
    ///
    /// ```
    /// # use board_ai::{Engine, Limits, Settings};
    /// # type Chess = lytharia::chess::Position;
    /// let mut engine = Engine::<Chess>::new(Settings::default());
    /// engine.set_settings(Settings::default().with_limits(Limits::depth(3)));
    /// assert_eq!(engine.settings().limits, Limits::depth(3));
    /// ```
    pub fn set_settings(&mut self, settings: Settings) {
        self.settings = settings;
    }

    /// Runs alpha-beta on `threads` threads (1 to
    /// [`MAX_THREADS`](crate::MAX_THREADS)) from the next search on; more
    /// than one makes searches depend on how the threads are scheduled.
    /// Changing it empties the table.
    ///
    /// ```
    /// # use board_ai::{Engine, Settings, MAX_THREADS};
    /// # type Chess = lytharia::chess::Position;
    /// let mut engine = Engine::<Chess>::new(Settings::default());
    /// engine.set_threads(0);
    /// assert_eq!(engine.threads(), 1);
    /// engine.set_threads(usize::MAX);
    /// assert_eq!(engine.threads(), MAX_THREADS);
    /// ```
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.clamp(1, crate::MAX_THREADS);
    }

    /// How many threads alpha-beta runs on.
    ///
    /// ```
    /// # use board_ai::{Engine, Settings};
    /// # type Chess = lytharia::chess::Position;
    /// assert_eq!(Engine::<Chess>::new(Settings::default()).threads(), 1);
    /// ```
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Forgets every earlier search (a new game): the table and the
    /// move-order history are emptied.
    ///
    /// ```
    /// # use board_ai::{Control, Engine, Limits, Settings};
    /// # type Chess = lytharia::chess::Position;
    /// let settings = Settings::default().with_limits(Limits::depth(4));
    /// let mut engine = Engine::new(settings);
    /// let start = Chess::startpos();
    /// let first = engine.search_with(&start, &mut Control::new());
    /// engine.new_game();
    /// // Forgotten: the same search again, node for node.
    /// let again = engine.search_with(&start, &mut Control::new());
    /// assert_eq!((again.best, again.nodes), (first.best, first.nodes));
    /// ```
    pub fn new_game(&mut self) {
        if let Some(s) = &mut self.searcher {
            s.clear();
        }
    }

    /// Searches `game` for the player to act, as
    /// [`Cpu::search_with`](crate::Cpu::search_with) does, with this
    /// engine's memory and threads.
    ///
    /// ```
    /// # use board_ai::{Control, Cpu, Engine, Limits, Settings};
    /// # type Chess = lytharia::chess::Position;
    /// let settings = Settings::default().with_limits(Limits::nodes(20_000));
    /// let start = Chess::startpos();
    /// let mut engine = Engine::new(settings);
    /// let report = engine.search_with(&start, &mut Control::new());
    /// // The first search is the CPU's.
    /// assert_eq!(report.best, Cpu::new(settings).search(&start).best);
    /// ```
    pub fn search_with(
        &mut self,
        game: &G,
        control: &mut Control<'_, G::Move>,
    ) -> SearchReport<G::Move> {
        let (slot, threads) = (&mut self.searcher, self.threads);
        // What one search learns is worth keeping only where the next
        // searches the same world: the real state.
        let keep = !game.has_hidden_information();
        search_view(
            &self.settings,
            game,
            control,
            &mut |settings, world, control| {
                let searcher = match slot {
                    Some(s) => {
                        s.set_settings(settings);
                        s
                    }
                    None => slot.insert(AlphaBeta::new(settings)),
                };
                searcher.set_threads(threads);
                searcher.set_keep_table(keep);
                searcher.search_parallel_with(world, control)
            },
        )
    }
}
