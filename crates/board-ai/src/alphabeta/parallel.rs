//! Lazy SMP: the same search on several threads, sharing one transposition
//! table. Helper threads search the same root on their own move-order
//! statistics, skipping some depths so that they run ahead of the main
//! search; what they store (deeper bounds, better moves) makes the main
//! search faster. Only the main search's move is played.

use std::sync::Arc;
use std::sync::atomic::AtomicU64;

use super::{AlphaBeta, DepthSkip};
use crate::control::{Control, StopFlag};
use crate::report::SearchReport;
use crate::settings::{Limits, Settings};
use crate::table::{SharedTable, Table, TableHandle};
use board_core::{Evaluate, Game};

/// The most threads a search runs on.
pub const MAX_THREADS: usize = 256;

impl DepthSkip {
    /// The pattern of helper `n` (1 for the first): helpers 1 and 2 skip
    /// every other depth (in turn), the next four skip two depths in four,
    /// the next six three in six, and so on.
    fn for_helper(n: usize) -> Self {
        let i = (n.max(1) - 1) as u32;
        // Block `size` holds 2·size helpers and starts at size·(size − 1).
        let mut size = 1;
        while i >= size * (size + 1) {
            size += 1;
        }
        DepthSkip {
            size,
            phase: i - size * (size - 1),
        }
    }
}

impl<G: Game + Evaluate> AlphaBeta<G> {
    /// Runs [`search_parallel_with`](AlphaBeta::search_parallel_with) on
    /// `threads` threads (1 to [`MAX_THREADS`](crate::MAX_THREADS); 1, the
    /// default, is the plain single-threaded search). With more than one,
    /// the threads share one transposition table of the settings' size
    /// (allocated now, empty) and a search is no longer deterministic: what
    /// the helpers store depends on how the threads are scheduled.
    /// Requires the `std` feature.
    ///
    /// ```
    /// # use board_ai::{AlphaBeta, Control, Limits, Settings};
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
    /// search.set_threads(2);
    /// assert_eq!(search.threads(), 2);
    /// let report = search.search_parallel_with(&Nim { stones: 7, turn: 0 }, &mut Control::new());
    /// assert_eq!(report.best, Some(3)); // leave a multiple of four
    /// ```
    pub fn set_threads(&mut self, threads: usize) {
        let threads = threads.clamp(1, MAX_THREADS);
        if threads == self.threads() {
            return;
        }
        self.helpers.truncate(threads - 1);
        while self.helpers.len() < threads - 1 {
            // A one-bucket placeholder: the shared table replaces it below.
            let mut helper = AlphaBeta::with_table(self.settings, TableHandle::Own(Table::new(0)));
            helper.depth_skip = Some(DepthSkip::for_helper(self.helpers.len() + 1));
            self.helpers.push(helper);
        }
        self.allocate_table();
    }

    /// How many threads a parallel search runs on
    /// ([`set_threads`](AlphaBeta::set_threads)).
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
    /// assert_eq!(AlphaBeta::<G>::new(Settings::default()).threads(), 1);
    /// ```
    pub fn threads(&self) -> usize {
        self.helpers.len() + 1
    }

    /// Gives this search and its helpers a new table of the settings' size,
    /// shared among them.
    pub(super) fn share_new_table(&mut self) {
        let shared = Arc::new(SharedTable::new(self.settings.table_bytes));
        for helper in &mut self.helpers {
            helper.table = TableHandle::Shared(Arc::clone(&shared));
        }
        self.table = TableHandle::Shared(shared);
    }

    /// [`search_with`](AlphaBeta::search_with) on
    /// [`threads`](AlphaBeta::threads) threads: the helpers search until
    /// this thread's search ends (by its limits, the control's stop flag or
    /// callback), and its move is the one reported. The report's node count
    /// and the progress reports' are every thread's (the helpers' as of
    /// their last clock reading); the limit on nodes counts this thread's
    /// alone. On one thread it is `search_with`.
    ///
    /// See [`set_threads`](AlphaBeta::set_threads) for an example.
    pub fn search_parallel_with(
        &mut self,
        game: &G,
        control: &mut Control<'_, G::Move>,
    ) -> SearchReport<G::Move>
    where
        G: Sync,
        G::Move: Send,
    {
        if self.helpers.is_empty() || game.to_act().is_none() {
            return self.search_with(game, control);
        }
        self.start_table();
        let settings = Settings {
            limits: Limits {
                nodes: None,
                ..self.settings.limits
            },
            ..self.settings
        };
        let counter = Arc::new(AtomicU64::new(0));
        let mut helpers = core::mem::take(&mut self.helpers);
        for helper in &mut helpers {
            helper.settings = settings;
            helper.keep_table = self.keep_table;
            helper.helper_nodes = Some(Arc::clone(&counter));
        }
        self.helper_nodes = Some(counter);
        let stop = StopFlag::new();
        let (mut report, helper_nodes) = std::thread::scope(|scope| {
            let running: Vec<_> = helpers
                .iter_mut()
                .map(|helper| {
                    let stop = stop.clone();
                    scope.spawn(move || {
                        helper
                            .search_from(game, &mut Control::new().with_stop(stop))
                            .nodes
                    })
                })
                .collect();
            let report = self.search_from(game, control);
            stop.raise();
            // A helper that panicked only lost its nodes.
            let nodes: u64 = running.into_iter().map(|h| h.join().unwrap_or(0)).sum();
            (report, nodes)
        });
        self.helpers = helpers;
        self.helper_nodes = None;
        report.nodes += helper_nodes;
        report
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lytharia::chess::Position;

    #[test]
    fn the_report_counts_every_threads_nodes() {
        let game = Position::startpos();
        let mut search = AlphaBeta::new(Settings::default().with_limits(Limits::depth(6)));
        search.set_threads(3);
        let report = search.search_parallel_with(&game, &mut Control::new());
        assert!(game.is_legal(report.best.unwrap()));
        let helpers: Vec<u64> = search.helpers.iter().map(|h| h.budget.nodes).collect();
        // Every helper searched at least depth 1 (the 20 root moves).
        assert!(helpers.iter().all(|&n| n >= 20), "{helpers:?}");
        assert_eq!(
            report.nodes,
            search.budget.nodes + helpers.iter().sum::<u64>()
        );
        // The helpers share the table and keep no counter after the search.
        assert!(search.helper_nodes.is_none());
        assert!(
            search
                .helpers
                .iter()
                .all(|h| matches!(h.table, TableHandle::Shared(_)) && h.depth_skip.is_some())
        );
    }

    #[test]
    fn helpers_skip_depths_in_widening_blocks() {
        let patterns: Vec<(u32, u32)> = (1..=12)
            .map(|n| {
                let s = DepthSkip::for_helper(n);
                (s.size, s.phase)
            })
            .collect();
        assert_eq!(
            patterns,
            [
                (1, 0),
                (1, 1),
                (2, 0),
                (2, 1),
                (2, 2),
                (2, 3),
                (3, 0),
                (3, 1),
                (3, 2),
                (3, 3),
                (3, 4),
                (3, 5)
            ]
        );
        // The first helper searches the even depths, the second the odd
        // ones; depth 1 is never skipped.
        let first = DepthSkip::for_helper(1);
        let searched: Vec<u32> = (1..=7).filter(|&d| !first.skips(d)).collect();
        assert_eq!(searched, [1, 2, 4, 6]);
        let second = DepthSkip::for_helper(2);
        let searched: Vec<u32> = (1..=7).filter(|&d| !second.skips(d)).collect();
        assert_eq!(searched, [1, 3, 5, 7]);
    }
}
