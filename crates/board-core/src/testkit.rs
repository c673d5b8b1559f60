//! The conformance kit: checks that any [`Game`] keeps its contract, over
//! many seeded random play-outs (in the spirit of OpenSpiel's random
//! simulation tests).
//!
//! At every step of every play-out it checks that:
//!
//! * generated moves are unique, [`Game::count_moves`] agrees with them, and
//!   each is [legal](Game::is_legal) and plays without error;
//! * [`Game::play`] and [`Game::play_unchecked`] give the same state;
//! * moves that are *not* generated (moves seen elsewhere in the play-outs,
//!   up to [`refusals_per_state`](Conformance::refusals_per_state) of them
//!   per state, plus any the game supplies through
//!   [`Conformance::with_illegal_moves`])
//!   are refused and leave the state unchanged;
//! * the incremental hash equals [`Game::zobrist_from_scratch`], for the
//!   state and for every child;
//! * the game is over exactly when it has no legal move, nobody is to act
//!   then, and every outcome names only seats of the game;
//! * a clone, and a replay of the whole play-out from the start, give equal
//!   states and hashes;
//! * a state that reports a [repetition](Game::repetition_distance) of one
//!   on the play-out hashes as that state did;
//! * with [`with_notation`](Conformance::with_notation): every move's text
//!   parses back to the move, and the position text round-trips to a state
//!   that formats the same, hashes the same and has the same legal moves;
//! * with [`with_serde`](Conformance::with_serde): a JSON round trip of the
//!   state gives an equal state with the same hash.
//!
//! # Running it on your own game
//!
//! Enable the `testkit` feature in your dev-dependencies, then call it from a
//! test (here with fixed seeds; see below for proptest):
//!
//! ```
//! use board_core::testkit::Conformance;
//! use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
//!
//! /// Players alternately take 1 to 3 stones; whoever takes the last wins.
//! #[derive(Clone, Debug, PartialEq)]
//! struct Nim { stones: u8, turn: u8 }
//!
//! impl Game for Nim {
//!     type Move = u8;
//!     type Moves = MoveList<u8, 3>;
//!     type Error = IllegalMove;
//!     fn player_count(&self) -> usize { 2 }
//!     fn to_act(&self) -> Option<Player> { (self.stones > 0).then(|| Player::new(self.turn)) }
//!     fn generate_moves(&self, moves: &mut Self::Moves) {
//!         for take in 1..=self.stones.min(3) { moves.push(take); }
//!     }
//!     fn play(&mut self, mv: u8) -> Result<(), IllegalMove> {
//!         if !self.is_legal(mv) { return Err(IllegalMove); }
//!         self.play_unchecked(mv);
//!         Ok(())
//!     }
//!     fn play_unchecked(&mut self, mv: u8) { self.stones -= mv; self.turn ^= 1; }
//!     fn outcome(&self) -> Option<Outcome> {
//!         (self.stones == 0).then(|| Outcome::Winner(Player::new(self.turn ^ 1)))
//!     }
//!     fn zobrist(&self) -> u64 { (self.stones as u64) << 1 | self.turn as u64 }
//! }
//!
//! let report = Conformance::new(Nim { stones: 12, turn: 0 })
//!     .seed(7)
//!     .playouts(10)
//!     .with_illegal_moves(|_| vec![0, 4, 200])
//!     .run()
//!     .unwrap();
//! assert_eq!(report.playouts, 10);
//! assert_eq!(report.finished, 10);
//!
//! // A broken game is caught: here `is_legal` accepts taking 4.
//! #[derive(Clone, Debug, PartialEq)]
//! struct Broken(Nim);
//! impl Game for Broken {
//!     type Move = u8;
//!     type Moves = MoveList<u8, 3>;
//!     type Error = IllegalMove;
//!     fn player_count(&self) -> usize { 2 }
//!     fn to_act(&self) -> Option<Player> { self.0.to_act() }
//!     fn generate_moves(&self, m: &mut Self::Moves) { self.0.generate_moves(m) }
//!     fn is_legal(&self, mv: u8) -> bool { mv <= 4 && mv <= self.0.stones && mv > 0 }
//!     fn play(&mut self, mv: u8) -> Result<(), IllegalMove> {
//!         if !self.is_legal(mv) { return Err(IllegalMove); }
//!         self.0.play_unchecked(mv);
//!         Ok(())
//!     }
//!     fn play_unchecked(&mut self, mv: u8) { self.0.play_unchecked(mv) }
//!     fn outcome(&self) -> Option<Outcome> { self.0.outcome() }
//!     fn zobrist(&self) -> u64 { self.0.zobrist() }
//! }
//! let err = Conformance::new(Broken(Nim { stones: 12, turn: 0 }))
//!     .with_illegal_moves(|_| vec![4])
//!     .run()
//!     .unwrap_err();
//! assert_eq!(err.check, "refused-moves");
//! ```
//!
//! # Under proptest, with shrinking
//!
//! With the `proptest` feature too, the kit checks given lines of moves
//! ([`Conformance::check_line`]) drawn by proptest, and a violation shrinks
//! to a short game from the start (see `board_core::strategy` for how lines
//! shrink). Either inside `proptest!`:
//!
//! ```ignore
//! proptest! {
//!     #[test]
//!     fn my_game_conforms(line in kit().lines(80)) {
//!         kit().check_line(line.moves())?;
//!     }
//! }
//! ```
//!
//! or in one call that returns the minimal failing line
//! (`Conformance::check_lines`):
//!
//! ```ignore
//! #[test]
//! fn my_game_conforms() {
//!     if let Err(failure) = kit().check_lines(64, 80) {
//!         panic!("{failure}"); // the violation, the moves, the final state
//!     }
//! }
//! ```
//!
//! Both are run for real in the examples of those methods. Property tests of
//! rule sets are slow without optimisation: see the workspace's
//! `docs/testing.md` for the test profile settings that keep them fast.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use hashbrown::HashSet;

use crate::game::{Game, Player};
use crate::inspect::{Inspect, Perspective, View};
use crate::movelist::MoveBuffer;
use crate::notation::{MoveNotation, PositionNotation};
use crate::playout::random_move;

type StateCheck<G> = Box<dyn Fn(&G) -> Result<(), String>>;
type IllegalSource<G> = Box<dyn Fn(&G) -> Vec<<G as Game>::Move>>;
type Equivalence<G> = Box<dyn Fn(&G, &G) -> bool>;

/// A configured conformance run over one start state. See the
/// [module docs](self).
pub struct Conformance<G: Game> {
    start: G,
    seed: u64,
    playouts: usize,
    max_plies: usize,
    state_checks: Vec<(&'static str, StateCheck<G>)>,
    illegal: Option<IllegalSource<G>>,
    /// At most this many moves of the pool are tried per state.
    refusals_per_state: usize,
    /// Which states the hash must tell apart (`None`: no collision check).
    same_future: Option<Equivalence<G>>,
}

/// What a successful run covered.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Report {
    /// Play-outs run.
    pub playouts: usize,
    /// Play-outs that reached the end of the game (the rest hit the ply limit).
    pub finished: usize,
    /// States checked (every ply of every play-out, start included).
    pub states: usize,
    /// Legal moves played and checked.
    pub legal_moves: usize,
    /// Non-generated moves tried and refused.
    pub refused_moves: usize,
    /// Distinct hashes seen by the hash-collision check.
    pub distinct_hashes: usize,
}

/// A broken invariant, with what is needed to reproduce it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Violation {
    /// A short name of the invariant (e.g. `"hash"`, `"refused-moves"`).
    pub check: &'static str,
    /// The run's seed.
    pub seed: u64,
    /// The play-out (0-based) in which it happened.
    pub playout: usize,
    /// The moves played in that play-out before the failure (`Debug` form).
    pub moves: Vec<String>,
    /// What exactly went wrong.
    pub detail: String,
    /// Whether the violation was found on a given line
    /// ([`Conformance::check_line`]) rather than in a seeded play-out (then
    /// `seed` and `playout` are 0 and `moves` is the line up to the failure).
    pub on_line: bool,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.on_line {
            write!(
                f,
                "conformance check `{}` failed on the line, after {} moves: {}",
                self.check,
                self.moves.len(),
                self.detail
            )?;
        } else {
            write!(
                f,
                "conformance check `{}` failed (seed {}, play-out {}, after {} moves): {}",
                self.check,
                self.seed,
                self.playout,
                self.moves.len(),
                self.detail
            )?;
        }
        if !self.moves.is_empty() {
            write!(f, "\n  moves: {}", self.moves.join(" "))?;
        }
        Ok(())
    }
}

impl core::error::Error for Violation {}

/// What [`Conformance::check_lines`] found: the shortest failing line
/// proptest shrank to, and the violation on it.
///
/// `Display` prints the violation and the line (its `Debug` form: the moves,
/// the final state and the start).
///
/// ```
/// use board_core::testkit::Conformance;
/// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
/// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
/// # impl Game for Nim {
/// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
/// #   fn player_count(&self) -> usize { 1 }
/// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
/// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
/// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
/// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
/// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
/// #   fn zobrist(&self) -> u64 { self.0 as u64 }
/// # }
/// let failure = Conformance::new(Nim(8))
///     .with_check("odd", |g| if g.0 % 2 == 1 { Err("odd".into()) } else { Ok(()) })
///     .check_lines(16, 10)
///     .unwrap_err();
/// assert_eq!(failure.line.moves(), [1]);
/// assert!(failure.to_string().starts_with("conformance check `odd` failed on the line, after 1 moves"));
/// ```
#[cfg(feature = "proptest")]
#[derive(Clone)]
pub struct LineFailure<G: Game> {
    /// The minimal failing line.
    pub line: crate::strategy::Line<G>,
    /// The violation found on it.
    pub violation: Violation,
}

#[cfg(feature = "proptest")]
impl<G: Game + fmt::Debug> fmt::Debug for LineFailure<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LineFailure")
            .field("line", &self.line)
            .field("violation", &self.violation)
            .finish()
    }
}

#[cfg(feature = "proptest")]
impl<G: Game + fmt::Debug> fmt::Display for LineFailure<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}\n  line: {:?}", self.violation, self.line)
    }
}

#[cfg(feature = "proptest")]
impl<G: Game + fmt::Debug> core::error::Error for LineFailure<G> {}

impl<G> Conformance<G>
where
    G: Game + PartialEq + fmt::Debug + 'static,
{
    /// A run from `start` with seed 0, 8 play-outs of at most 400 plies.
    pub fn new(start: G) -> Self {
        Conformance {
            start,
            seed: 0,
            playouts: 8,
            max_plies: 400,
            state_checks: Vec::new(),
            illegal: None,
            same_future: Some(Box::new(|a: &G, b: &G| a == b)),
            refusals_per_state: 64,
        }
    }

    /// Sets which states count as the same for the hash-collision check:
    /// two states reached in the run with equal [`Game::zobrist`] must be
    /// `same(a, b)`. The default is `==`; a game whose hash deliberately
    /// leaves out a part of the state (say a move counter that the rules
    /// never read) passes a comparison that ignores that part.
    pub fn hash_equivalence(mut self, same: impl Fn(&G, &G) -> bool + 'static) -> Self {
        self.same_future = Some(Box::new(same));
        self
    }

    /// Turns the hash-collision check off.
    pub fn without_hash_collision_check(mut self) -> Self {
        self.same_future = None;
        self
    }

    /// The seed of the first play-out (the others follow from it).
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// How many play-outs to run.
    pub fn playouts(mut self, n: usize) -> Self {
        self.playouts = n;
        self
    }

    /// The longest play-out, in plies.
    pub fn max_plies(mut self, n: usize) -> Self {
        self.max_plies = n;
        self
    }

    /// How many of the moves seen elsewhere (and not generated here) are
    /// tried in each state: a window that moves on through the pool from
    /// state to state, so a run still tries every move of the pool in many
    /// states. The default, 64, keeps the refusals from dominating the
    /// run time (a chess run gathers a pool of thousands of moves); the
    /// moves of [`with_illegal_moves`](Conformance::with_illegal_moves) are
    /// always all tried. `usize::MAX` tries the whole pool in every state.
    ///
    /// ```
    /// use board_core::testkit::Conformance;
    /// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
    /// # impl Game for Nim {
    /// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 1 }
    /// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
    /// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
    /// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
    /// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
    /// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
    /// #   fn zobrist(&self) -> u64 { self.0 as u64 }
    /// # }
    /// // Nim(2) refuses 3, seen legal in Nim(5); with a window of 0 nothing is tried.
    /// let all = Conformance::new(Nim(5)).check_line(&[3]).unwrap();
    /// let none = Conformance::new(Nim(5)).refusals_per_state(0).check_line(&[3]).unwrap();
    /// assert_eq!((all.refused_moves, none.refused_moves), (1, 0));
    /// ```
    pub fn refusals_per_state(mut self, n: usize) -> Self {
        self.refusals_per_state = n;
        self
    }

    /// Adds a game-specific source of moves to try in each state; those that
    /// are not generated must be refused. (Moves seen elsewhere in the run
    /// are always tried.)
    pub fn with_illegal_moves(mut self, source: impl Fn(&G) -> Vec<G::Move> + 'static) -> Self {
        self.illegal = Some(Box::new(source));
        self
    }

    /// Adds a game-specific invariant, checked in every state.
    pub fn with_check(
        mut self,
        name: &'static str,
        check: impl Fn(&G) -> Result<(), String> + 'static,
    ) -> Self {
        self.state_checks.push((name, Box::new(check)));
        self
    }

    /// Adds the move-text and position-text round trips.
    pub fn with_notation(self) -> Self
    where
        G: MoveNotation + PositionNotation,
    {
        self.with_check("move-notation", check_move_notation::<G>)
            .with_check("position-notation", check_position_notation::<G>)
    }

    /// Adds the checks of the [`Inspect`] contract: every view is well formed
    /// (cells on the board, sorted, none empty; `to_act` as the game says;
    /// one side per seat), and for every legal move, applying its
    /// [`move_effect`](Inspect::move_effect) to the omniscient view before the
    /// move gives the omniscient view after it.
    pub fn with_inspection(self) -> Self
    where
        G: Inspect,
    {
        self.with_check("inspection", check_inspection::<G>)
    }

    /// Adds the checks that nothing handed to a seat holds what the seat
    /// may not see, for games with hidden information (and, harmlessly,
    /// for any other). In every visited state, for a window of legal moves
    /// and every seat and the spectator:
    ///
    /// * the move's [`move_effect_for`](Inspect::move_effect_for) that
    ///   perspective, applied to the perspective's view before the move,
    ///   gives exactly its view after the move;
    /// * neither that effect nor [`describe_move`](Inspect::describe_move)
    ///   for the perspective names a piece or zone item (by name or id)
    ///   that the omniscient views show and the perspective's views do not.
    pub fn with_hidden_information(self) -> Self
    where
        G: Inspect,
    {
        self.with_check("hidden-information", check_hidden_information::<G>)
    }

    /// Adds the JSON (serde) round trip of the state.
    pub fn with_serde(self) -> Self
    where
        G: serde::Serialize + serde::de::DeserializeOwned,
    {
        self.with_check("serde", |g: &G| {
            let json = serde_json::to_string(g).map_err(|e| format!("serialize: {e}"))?;
            let back: G = serde_json::from_str(&json)
                .map_err(|e| format!("deserialize: {e}\n  json: {json}"))?;
            if &back != g {
                return Err(format!("round trip changed the state\n  json: {json}"));
            }
            if back.zobrist() != g.zobrist() {
                return Err("round trip changed the hash".into());
            }
            Ok(())
        })
    }

    /// Runs every play-out; stops at the first violation.
    pub fn run(&self) -> Result<Report, Violation> {
        let mut walk = Walk::default();
        for playout in 0..self.playouts {
            let seed = self.seed.wrapping_add(playout as u64);
            let mut run = Run {
                seed: self.seed,
                playout,
                moves: Vec::new(),
                on_line: false,
                hashes: Vec::new(),
            };
            let mut rng = crate::SeededRng::seed_from_u64(seed);
            let mut state = self.start.clone();
            let mut played: Vec<G::Move> = Vec::new();
            loop {
                self.visit(&state, &run, &mut walk)?;
                run.hashes.push(state.zobrist());
                if state.outcome().is_some() {
                    walk.report.finished += 1;
                    break;
                }
                if played.len() >= self.max_plies {
                    break;
                }
                let mv = random_move(&state, &mut rng).ok_or_else(|| {
                    run.fail("moves", "no move although the game is not over".into())
                })?;
                state.play_unchecked(mv);
                played.push(mv);
                run.moves.push(format!("{mv:?}"));
            }
            self.check_replay(&state, &played, &run)?;
            walk.report.playouts += 1;
        }
        walk.report.distinct_hashes = walk.by_hash.len();
        Ok(walk.report)
    }

    /// Runs every check of the kit in every state of one given line of
    /// moves from the start (the start and the state after each move), then
    /// replays the line with the checked [`Game::play`]. The moves not to be
    /// generated that are tried in each state are the moves legal elsewhere
    /// on the line (and those of
    /// [`with_illegal_moves`](Conformance::with_illegal_moves)). A move of
    /// the line that is not legal where it is played is a violation
    /// (`"line"`).
    ///
    /// This is the entry point for proptest: draw lines with
    /// `lines` (or any strategy of `board_core::strategy`, both with the
    /// `proptest` feature) and a failure shrinks to the shortest failing
    /// line. A [`Violation`] is an error type, so proptest's `TestCaseError`
    /// converts from it and `?` works inside `proptest!`.
    ///
    /// ```
    /// use board_core::testkit::Conformance;
    /// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
    /// # impl Game for Nim {
    /// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 1 }
    /// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
    /// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
    /// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
    /// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
    /// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
    /// #   fn zobrist(&self) -> u64 { self.0 as u64 }
    /// # }
    /// let kit = Conformance::new(Nim(10));
    /// let report = kit.check_line(&[3, 3, 3, 1]).unwrap();
    /// assert_eq!(report.states, 5);
    /// assert_eq!(report.finished, 1);
    /// let err = kit.check_line(&[3, 3, 3, 3]).unwrap_err();
    /// assert_eq!(err.check, "line");
    /// assert_eq!(err.moves, ["3", "3", "3"]);
    /// ```
    pub fn check_line(&self, moves: &[G::Move]) -> Result<Report, Violation> {
        let mut walk = Walk::default();
        let mut run = Run {
            seed: 0,
            playout: 0,
            moves: Vec::new(),
            on_line: true,
            hashes: Vec::new(),
        };
        // Every state of the line, and the moves legal somewhere on it.
        let mut states = Vec::with_capacity(moves.len() + 1);
        let mut state = self.start.clone();
        for &mv in moves {
            let legal = state.legal_moves();
            for &m in legal.as_slice() {
                walk.add_to_pool(m);
            }
            if !legal.as_slice().contains(&mv) {
                return Err(run.fail("line", format!("{mv:?} is not a legal move in {state:?}")));
            }
            let mut next = state.clone();
            next.play_unchecked(mv);
            states.push(core::mem::replace(&mut state, next));
            run.moves.push(format!("{mv:?}"));
        }
        run.moves.clear();
        for &m in state.legal_moves().as_slice() {
            walk.add_to_pool(m);
        }
        states.push(state);
        for (i, state) in states.iter().enumerate() {
            self.visit(state, &run, &mut walk)?;
            run.hashes.push(state.zobrist());
            if let Some(&mv) = moves.get(i) {
                run.moves.push(format!("{mv:?}"));
            } else if state.outcome().is_some() {
                walk.report.finished += 1;
            }
        }
        let end = states.last().expect("the start is always there");
        self.check_replay(end, moves, &run)?;
        walk.report.playouts = 1;
        walk.report.distinct_hashes = walk.by_hash.len();
        Ok(walk.report)
    }

    /// The lines [`check_line`](Conformance::check_line) is made for:
    /// [`reachable`](crate::strategy::reachable) from this kit's start, at
    /// most `max_plies` moves long.
    ///
    /// ```
    /// use board_core::testkit::Conformance;
    /// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
    /// # impl Game for Nim {
    /// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 1 }
    /// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
    /// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
    /// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
    /// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
    /// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
    /// #   fn zobrist(&self) -> u64 { self.0 as u64 }
    /// # }
    /// use proptest::prelude::*;
    ///
    /// fn kit() -> Conformance<Nim> {
    ///     Conformance::new(Nim(30)).with_illegal_moves(|_| vec![0, 4])
    /// }
    ///
    /// proptest! {
    ///     // #[test] in a test file
    ///     fn nim_conforms(line in kit().lines(40)) {
    ///         kit().check_line(line.moves())?; // a Violation is a test failure
    ///     }
    /// }
    /// # nim_conforms();
    /// ```
    #[cfg(feature = "proptest")]
    pub fn lines(
        &self,
        max_plies: usize,
    ) -> crate::strategy::Reachable<proptest::strategy::Just<G>> {
        crate::strategy::reachable(self.start.clone(), max_plies)
    }

    /// Runs [`check_line`](Conformance::check_line) on `cases` lines of at
    /// most `max_plies` moves drawn by proptest (seeded from
    /// [`seed`](Conformance::seed), so a run is reproducible), and on a
    /// violation shrinks the line to a short failing game: the
    /// [`LineFailure`] holds that minimal line and its violation. The
    /// `playouts` and `max_plies` settings of the seeded [`run`](Conformance::run)
    /// are not used here. The report adds up the lines (one play-out each),
    /// except `distinct_hashes`: the most of any one line.
    ///
    /// ```
    /// use board_core::testkit::Conformance;
    /// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone, Debug, PartialEq)] struct Nim(u8);
    /// # impl Game for Nim {
    /// #   type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 1 }
    /// #   fn to_act(&self) -> Option<Player> { (self.0 > 0).then(|| Player::new(0)) }
    /// #   fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.0.min(3) { m.push(t) } }
    /// #   fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
    /// #   fn play_unchecked(&mut self, mv: u8) { self.0 -= mv; }
    /// #   fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::Draw) }
    /// #   fn zobrist(&self) -> u64 { self.0 as u64 }
    /// # }
    /// let report = Conformance::new(Nim(30)).check_lines(32, 40).unwrap();
    /// assert_eq!(report.playouts, 32);
    ///
    /// // A wrong game-specific invariant: "the pile stays even".
    /// let failure = Conformance::new(Nim(30))
    ///     .with_check("even", |g| if g.0 % 2 == 0 { Ok(()) } else { Err("odd".to_string()) })
    ///     .check_lines(64, 40)
    ///     .unwrap_err();
    /// assert_eq!(failure.violation.check, "even");
    /// assert_eq!(failure.line.moves(), [1]); // shrunk from a long random game
    /// ```
    #[cfg(feature = "proptest")]
    pub fn check_lines(&self, cases: u32, max_plies: usize) -> Result<Report, LineFailure<G>> {
        use proptest::test_runner::{Config, RngAlgorithm, TestError, TestRng, TestRunner};

        let config = Config {
            cases,
            failure_persistence: None,
            ..Config::default()
        };
        let mut seed = [0u8; 32];
        for chunk in seed.chunks_mut(8) {
            chunk.copy_from_slice(&self.seed.to_le_bytes());
        }
        let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &seed);
        let mut runner = TestRunner::new_with_rng(config, rng);
        let total = core::cell::RefCell::new(Report::default());
        let result = runner.run(&self.lines(max_plies), |line| {
            let report = self.check_line(line.moves())?;
            let mut total = total.borrow_mut();
            total.playouts += 1;
            total.finished += report.finished;
            total.states += report.states;
            total.legal_moves += report.legal_moves;
            total.refused_moves += report.refused_moves;
            total.distinct_hashes = total.distinct_hashes.max(report.distinct_hashes);
            Ok(())
        });
        match result {
            Ok(()) => Ok(total.into_inner()),
            Err(TestError::Fail(reason, line)) => {
                let violation = match self.check_line(line.moves()) {
                    Err(v) => v,
                    Ok(_) => Violation {
                        check: "panic",
                        seed: 0,
                        playout: 0,
                        moves: line.moves().iter().map(|m| format!("{m:?}")).collect(),
                        detail: String::from(reason.message()),
                        on_line: true,
                    },
                };
                Err(LineFailure { line, violation })
            }
            Err(TestError::Abort(reason)) => Err(LineFailure {
                line: crate::strategy::Line::new(self.start.clone()),
                violation: Violation {
                    check: "aborted",
                    seed: 0,
                    playout: 0,
                    moves: Vec::new(),
                    detail: String::from(reason.message()),
                    on_line: true,
                },
            }),
        }
    }

    /// Every per-state check, the hash-collision check against the states
    /// seen before, and the refusals; adds the legal moves to the pool.
    fn visit(&self, state: &G, run: &Run, walk: &mut Walk<G>) -> Result<(), Violation> {
        walk.report.states += 1;
        let legal = self.check_state(state, run)?;
        if let Some(same) = &self.same_future {
            match walk.by_hash.entry(state.zobrist()) {
                hashbrown::hash_map::Entry::Occupied(seen) => {
                    if !same(seen.get(), state) {
                        return Err(run.fail(
                            "hash-collision",
                            format!(
                                "two different states hash to {:#018x}:\n  {:?}\n  {:?}",
                                state.zobrist(),
                                seen.get(),
                                state
                            ),
                        ));
                    }
                }
                hashbrown::hash_map::Entry::Vacant(slot) => {
                    slot.insert(state.clone());
                }
            }
        }
        walk.report.legal_moves += legal.len();
        let (refused, tried) = self.check_refusals(state, &legal, &walk.pool, walk.window, run)?;
        walk.report.refused_moves += refused;
        walk.window = walk.window.wrapping_add(tried);
        for &mv in &legal {
            walk.add_to_pool(mv);
        }
        Ok(())
    }

    /// Checks one state; returns its legal moves.
    fn check_state(&self, state: &G, run: &Run) -> Result<Vec<G::Move>, Violation> {
        let mut buf = G::Moves::default();
        state.generate_moves(&mut buf);
        let legal: Vec<G::Move> = buf.as_slice().to_vec();

        let mut seen = HashSet::with_capacity(legal.len());
        for mv in &legal {
            if !seen.insert(*mv) {
                return Err(run.fail("unique-moves", format!("{mv:?} generated twice")));
            }
        }
        let counted = state.count_moves();
        if counted != legal.len() as u64 {
            return Err(run.fail(
                "count-moves",
                format!("count_moves() = {counted}, generated {}", legal.len()),
            ));
        }

        let outcome = state.outcome();
        if outcome.is_some() != legal.is_empty() {
            return Err(run.fail(
                "game-over",
                format!(
                    "outcome {outcome:?} with {} legal moves (a game is over exactly when it has no move)",
                    legal.len()
                ),
            ));
        }
        if outcome.is_some() != state.to_act().is_none() {
            return Err(run.fail(
                "to-act",
                format!("outcome {outcome:?} but to_act() = {:?}", state.to_act()),
            ));
        }
        if let Some(p) = state.to_act()
            && state.to_act_unchecked() != Some(p)
        {
            return Err(run.fail(
                "to-act",
                format!(
                    "to_act_unchecked() = {:?}, to_act() = {p}",
                    state.to_act_unchecked()
                ),
            ));
        }
        if let Some(d) = state.repetition_distance() {
            check_repetition(state.zobrist(), d, &run.hashes)
                .map_err(|e| run.fail("repetition", e))?;
        }
        let early = state.outcome_unless_stuck();
        if early.is_some() && early != outcome {
            return Err(run.fail(
                "game-over",
                format!("outcome_unless_stuck() = {early:?}, outcome() = {outcome:?}"),
            ));
        }
        if let Some(o) = outcome
            && !o.is_valid_for(state.player_count())
        {
            return Err(run.fail(
                "outcome",
                format!("{o:?} is not valid for {} players", state.player_count()),
            ));
        }
        if let Some(p) = state.to_act()
            && p.index() >= state.player_count()
        {
            return Err(run.fail("to-act", format!("{p} is not a seat of this game")));
        }

        let (inc, scratch) = (state.zobrist(), state.zobrist_from_scratch());
        if inc != scratch {
            return Err(run.fail(
                "hash",
                format!("incremental {inc:#018x} != from scratch {scratch:#018x}"),
            ));
        }
        let copy = state.clone();
        if &copy != state || copy.zobrist() != inc {
            return Err(run.fail("clone", "a clone differs from the original".into()));
        }

        for &mv in &legal {
            if !state.is_legal(mv) {
                return Err(run.fail("is-legal", format!("generated {mv:?} but is_legal says no")));
            }
            let mut checked = state.clone();
            if let Err(e) = checked.play(mv) {
                return Err(run.fail("play", format!("generated {mv:?} refused: {e}")));
            }
            let mut unchecked = state.clone();
            unchecked.play_unchecked(mv);
            if checked != unchecked {
                return Err(run.fail(
                    "play",
                    format!("play and play_unchecked of {mv:?} give different states"),
                ));
            }
            let (inc, scratch) = (checked.zobrist(), checked.zobrist_from_scratch());
            if inc != scratch {
                return Err(run.fail(
                    "hash",
                    format!(
                        "after {mv:?}: incremental {inc:#018x} != from scratch {scratch:#018x}"
                    ),
                ));
            }
        }

        for (name, check) in &self.state_checks {
            check(state).map_err(|detail| run.fail(name, detail))?;
        }
        Ok(legal)
    }

    /// Tries moves that were not generated; each must be refused cleanly.
    fn check_refusals(
        &self,
        state: &G,
        legal: &[G::Move],
        pool: &[G::Move],
        window: usize,
        run: &Run,
    ) -> Result<(usize, usize), Violation> {
        let legal: HashSet<G::Move> = legal.iter().copied().collect();
        let extra = self.illegal.as_ref().map(|f| f(state)).unwrap_or_default();
        // A window of the pool, starting where the last state's ended.
        let tried = pool.len().min(self.refusals_per_state);
        let start = if pool.is_empty() {
            0
        } else {
            window % pool.len()
        };
        let from_pool = pool[start..].iter().chain(&pool[..start]).take(tried);
        let mut refused = 0;
        for &mv in from_pool.chain(extra.iter()) {
            if legal.contains(&mv) {
                continue;
            }
            if state.is_legal(mv) {
                return Err(run.fail(
                    "refused-moves",
                    format!("{mv:?} is not generated but is_legal says yes"),
                ));
            }
            let mut probe = state.clone();
            if probe.play(mv).is_ok() {
                return Err(run.fail(
                    "refused-moves",
                    format!("{mv:?} is not generated but play accepted it"),
                ));
            }
            if &probe != state || probe.zobrist() != state.zobrist() {
                return Err(run.fail(
                    "refused-moves",
                    format!("refusing {mv:?} changed the state"),
                ));
            }
            refused += 1;
        }
        Ok((refused, tried))
    }

    /// Replays the play-out with checked `play` from the start.
    fn check_replay(&self, end: &G, played: &[G::Move], run: &Run) -> Result<(), Violation> {
        let mut replay = self.start.clone();
        for (i, &mv) in played.iter().enumerate() {
            replay
                .play(mv)
                .map_err(|e| run.fail("replay", format!("move {i} ({mv:?}) refused: {e}")))?;
        }
        if &replay != end || replay.zobrist() != end.zobrist() {
            return Err(run.fail(
                "replay",
                "replaying the moves from the start gives another state".into(),
            ));
        }
        Ok(())
    }
}

/// What a run has gathered so far.
struct Walk<G: Game> {
    report: Report,
    /// Moves seen legal somewhere, tried where they are not generated.
    pool: Vec<G::Move>,
    pool_set: HashSet<G::Move>,
    by_hash: hashbrown::HashMap<u64, G>,
    /// Where the next state's window of the pool starts.
    window: usize,
}

impl<G: Game> Default for Walk<G> {
    fn default() -> Self {
        Walk {
            report: Report::default(),
            pool: Vec::new(),
            pool_set: HashSet::new(),
            by_hash: hashbrown::HashMap::new(),
            window: 0,
        }
    }
}

impl<G: Game> Walk<G> {
    fn add_to_pool(&mut self, mv: G::Move) {
        if self.pool_set.insert(mv) && self.pool.len() < 4096 {
            self.pool.push(mv);
        }
    }
}

struct Run {
    seed: u64,
    playout: usize,
    moves: Vec<String>,
    on_line: bool,
    /// The hashes of the states before the current one on this line, so a
    /// state's `repetition_distance` can be checked against them.
    hashes: Vec<u64>,
}

impl Run {
    fn fail(&self, check: &'static str, detail: String) -> Violation {
        Violation {
            check,
            seed: self.seed,
            playout: self.playout,
            moves: self.moves.clone(),
            detail,
            on_line: self.on_line,
        }
    }
}

/// A state that says it repeated one `distance` moves back must hash as
/// that state did, when that state is on the line (before the kit's start
/// it cannot be checked).
fn check_repetition(hash: u64, distance: u32, before: &[u64]) -> Result<(), String> {
    let distance = distance as usize;
    if distance == 0 {
        return Err("repetition_distance() = Some(0): a state does not repeat itself".into());
    }
    match before.len().checked_sub(distance) {
        Some(i) if before[i] != hash => Err(format!(
            "repetition_distance() = Some({distance}), but the state {distance} moves back hashed {:#018x}, this one {hash:#018x}",
            before[i]
        )),
        _ => Ok(()),
    }
}

fn check_move_notation<G: Game + MoveNotation + fmt::Debug>(state: &G) -> Result<(), String> {
    let mut buf = G::Moves::default();
    state.generate_moves(&mut buf);
    for &mv in buf.as_slice() {
        let text = state.format_move(mv);
        match state.parse_move(&text) {
            Ok(back) if back == mv => {}
            Ok(back) => {
                return Err(format!(
                    "{mv:?} formats as {text:?}, which parses as {back:?}"
                ));
            }
            Err(e) => {
                return Err(format!(
                    "{mv:?} formats as {text:?}, which fails to parse: {e}"
                ));
            }
        }
    }
    Ok(())
}

fn check_position_notation<G: Game + PositionNotation + fmt::Debug>(
    state: &G,
) -> Result<(), String> {
    let text = state.to_position_text();
    let back = G::from_position_text(&text).map_err(|e| format!("{text:?} fails to parse: {e}"))?;
    let again = back.to_position_text();
    if again != text {
        return Err(format!("{text:?} reformats as {again:?}"));
    }
    if back.zobrist() != state.zobrist() {
        return Err(format!("{text:?} parses to a state with another hash"));
    }
    let mut ours = G::Moves::default();
    let mut theirs = G::Moves::default();
    state.generate_moves(&mut ours);
    back.generate_moves(&mut theirs);
    let a: HashSet<G::Move> = ours.as_slice().iter().copied().collect();
    let b: HashSet<G::Move> = theirs.as_slice().iter().copied().collect();
    if a != b {
        return Err(format!("{text:?} parses to a state with other legal moves"));
    }
    Ok(())
}

fn check_view<G: Game>(state: &G, view: &View, who: Perspective) -> Result<(), String> {
    for pair in view.cells.windows(2) {
        if pair[0].coord >= pair[1].coord {
            return Err(format!(
                "{who:?} view: cells not sorted or repeated at {}",
                pair[1].coord
            ));
        }
    }
    for cell in &view.cells {
        if !view.geometry.contains(cell.coord) {
            return Err(format!("{who:?} view: {} is not on the board", cell.coord));
        }
        if cell.piece.is_none() && cell.marks.is_empty() {
            return Err(format!("{who:?} view: {} is listed but empty", cell.coord));
        }
    }
    if view.to_act != state.to_act() {
        return Err(format!(
            "{who:?} view: to_act {:?}, the game says {:?}",
            view.to_act,
            state.to_act()
        ));
    }
    if view.sides.len() != state.player_count()
        || view
            .sides
            .iter()
            .enumerate()
            .any(|(i, s)| s.player.index() != i)
    {
        return Err(format!(
            "{who:?} view: sides must be one per seat in seat order ({} seats)",
            state.player_count()
        ));
    }
    Ok(())
}

fn check_inspection<G: Inspect + fmt::Debug>(state: &G) -> Result<(), String> {
    let before = state.view(Perspective::Omniscient);
    check_view(state, &before, Perspective::Omniscient)?;
    check_view(
        state,
        &state.view(Perspective::Spectator),
        Perspective::Spectator,
    )?;
    for seat in 0..state.player_count() {
        let who = Perspective::Seat(Player::new(seat as u8));
        check_view(state, &state.view(who), who)?;
    }
    let mut buf = G::Moves::default();
    state.generate_moves(&mut buf);
    for &mv in buf.as_slice() {
        let effect = state.move_effect(mv);
        let mut described = before.clone();
        described
            .apply(&effect.changes)
            .map_err(|e| format!("effect of {mv:?} ({effect}) does not apply: {e}"))?;
        let mut after = state.clone();
        after.play_unchecked(mv);
        let actual = after.view(Perspective::Omniscient);
        if described.geometry != actual.geometry || described.cells != actual.cells {
            let diff = crate::inspect::MoveEffect::diff(&described, &actual, &[]);
            return Err(format!(
                "effect of {mv:?} ({effect}) does not give the board after it; still to do: {diff}"
            ));
        }
    }
    Ok(())
}

/// How many legal moves of a state the hidden-information check tries: a
/// window that moves with the state's hash, so long runs see every kind.
const HIDDEN_INFORMATION_MOVES: usize = 12;

fn check_hidden_information<G: Inspect + fmt::Debug>(state: &G) -> Result<(), String> {
    let mut buf = G::Moves::default();
    state.generate_moves(&mut buf);
    let moves = buf.as_slice();
    if moves.is_empty() {
        return Ok(());
    }
    let start = (state.zobrist() as usize) % moves.len();
    let window = moves.len().min(HIDDEN_INFORMATION_MOVES);
    let mut perspectives: Vec<Perspective> = (0..state.player_count())
        .map(|s| Perspective::Seat(Player::new(s as u8)))
        .collect();
    perspectives.push(Perspective::Spectator);
    let omniscient_before = state.view(Perspective::Omniscient);
    for k in 0..window {
        let mv = moves[(start + k) % moves.len()];
        let mut after_state = state.clone();
        after_state.play_unchecked(mv);
        let omniscient_after = after_state.view(Perspective::Omniscient);
        for &who in &perspectives {
            let before = state.view(who);
            let after = after_state.view(who);
            let effect = state.move_effect_for(mv, who);
            let mut described = before.clone();
            described.apply(&effect.changes).map_err(|e| {
                format!("{who:?}: seat effect of {mv:?} ({effect}) does not apply: {e}")
            })?;
            if described.cells != after.cells {
                let rest = crate::inspect::MoveEffect::diff(&described, &after, &[]);
                return Err(format!(
                    "{who:?}: seat effect of {mv:?} ({effect}) does not give the seat's view after it; still to do: {rest}"
                ));
            }
            let seen = secrets(&[&before, &after]);
            let hidden: Vec<String> = secrets(&[&omniscient_before, &omniscient_after])
                .into_iter()
                .filter(|s| !seen.contains(s))
                .collect();
            let effect_text = format!("{effect:?}");
            let words = state.describe_move(mv, who);
            for secret in &hidden {
                if effect_text.contains(secret.as_str()) {
                    return Err(format!(
                        "{who:?}: seat effect of {mv:?} names {secret:?}, which the seat does not see: {effect}"
                    ));
                }
                if words.contains(secret.as_str()) {
                    return Err(format!(
                        "{who:?}: description of {mv:?} names {secret:?}, which the seat does not see: {words}"
                    ));
                }
            }
        }
    }
    Ok(())
}

/// The identities a view shows: piece names and zone items' names and ids
/// (short words such as `"?"` are left out: they identify nothing).
fn secrets(views: &[&crate::inspect::View]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut add = |s: &str| {
        if s.chars().count() >= 4 && !out.iter().any(|o| o == s) {
            out.push(s.to_string());
        }
    };
    for view in views {
        for (_, piece) in view.pieces() {
            if let Some(name) = &piece.name {
                add(name);
            }
        }
        for side in &view.sides {
            for zone in &side.zones {
                for item in &zone.items {
                    add(&item.name);
                    add(&item.id);
                }
            }
        }
    }
    out
}
