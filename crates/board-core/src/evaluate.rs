//! What a CPU player needs from a game beyond its rules: how good a state
//! looks ([`Evaluate`]) and, for games with hidden information, a state
//! consistent with what one player knows ([`Determinize`]).
//!
//! Game crates implement these; the `board-ai` crate searches any game that
//! does, and so does a user's own game.

use crate::game::{Game, Player};
use crate::rng::SeededRng;

/// The bound of every evaluation: [`Evaluate::evaluate`] returns values in
/// `-EVAL_LIMIT..=EVAL_LIMIT`, so a search can score won and lost games
/// beyond it.
pub const EVAL_LIMIT: i32 = 100_000;

/// Which search a CPU player runs (the `board-ai` crate's settings name one;
/// a game names the one its evaluation suits in
/// [`Evaluate::preferred_algorithm`]).
///
/// ```
/// use board_core::Algorithm;
/// assert_eq!(Algorithm::default(), Algorithm::Auto);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Algorithm {
    /// The game's preference, else alpha-beta for two players without
    /// hidden information and MCTS otherwise.
    #[default]
    Auto,
    /// Alpha-beta (two-player zero-sum games only; with hidden information
    /// it runs on each determinization and the determinizations vote).
    AlphaBeta,
    /// Monte-Carlo tree search (UCT), any number of players.
    Mcts,
    /// Monte-Carlo tree search over information sets: with hidden
    /// information, one tree over what the player to act knows and a state
    /// drawn from its view for each iteration, instead of a tree for each of
    /// a few determinizations. With nothing hidden it is [`Algorithm::Mcts`].
    Ismcts,
}

/// Progressive widening in Monte-Carlo tree search, by the game's choice
/// ([`Evaluate::mcts_widening`]): when a node is expanded its children are
/// ordered by the evaluation, for the seat that moves, of the state after
/// each move (every such move counts as a node of the budget), and a node
/// visited `n` times searches only its first `1 + ⌊tenths · √n / 10⌋`
/// children. The search then spends its play-outs on the moves that look
/// best and reaches deeper, instead of spreading them over every move.
///
/// ```
/// use board_core::Widening;
/// // One more child each time the square root of the visits grows by 1.
/// let w = Widening { tenths: 10 };
/// assert_eq!(w.children(0), 1);
/// assert_eq!(w.children(100), 11);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Widening {
    /// Children searched per unit of the square root of the node's
    /// visits, in tenths.
    pub tenths: u16,
}

impl Widening {
    /// How many children a node visited `visits` times searches (at least 1).
    ///
    /// ```
    /// use board_core::Widening;
    /// assert_eq!(Widening { tenths: 5 }.children(400), 11);
    /// ```
    pub fn children(self, visits: u32) -> u32 {
        // ⌊tenths · √visits / 10⌋ = ⌊√(tenths² · visits) / 10⌋, in integers.
        let scaled = u64::from(self.tenths).pow(2) * u64::from(visits);
        1 + (scaled.isqrt() / 10).min(u64::from(u32::MAX - 1)) as u32
    }
}

/// A heuristic judgement of a state, and hints for ordering a search.
///
/// Scores are in hundredths of a pawn-like unit (a chess pawn is 100).
/// For two-player zero-sum games, `evaluate(p) == -evaluate(other)` is
/// expected (the search relies on it); for more players each seat is scored
/// on its own.
///
/// ```
/// use board_core::{Evaluate, Game, IllegalMove, MoveList, Outcome, Player};
/// # #[derive(Clone)]
/// # struct Nim { stones: u8, turn: u8 }
/// # impl Game for Nim {
/// #     type Move = u8; type Moves = MoveList<u8, 3>; type Error = IllegalMove;
/// #     fn player_count(&self) -> usize { 2 }
/// #     fn to_act(&self) -> Option<Player> { (self.stones > 0).then(|| Player::new(self.turn)) }
/// #     fn generate_moves(&self, m: &mut Self::Moves) { for t in 1..=self.stones.min(3) { m.push(t) } }
/// #     fn play(&mut self, mv: u8) -> Result<(), IllegalMove> { if !self.is_legal(mv) { return Err(IllegalMove) } self.play_unchecked(mv); Ok(()) }
/// #     fn play_unchecked(&mut self, mv: u8) { self.stones -= mv; self.turn ^= 1; }
/// #     fn outcome(&self) -> Option<Outcome> { (self.stones == 0).then(|| Outcome::Winner(Player::new(self.turn ^ 1))) }
/// #     fn zobrist(&self) -> u64 { (self.stones as u64) << 1 | self.turn as u64 }
/// # }
/// impl Evaluate for Nim {
///     fn evaluate(&self, player: Player) -> i32 {
///         // A multiple of four stones is lost for the player to move.
///         let mover_wins = self.stones % 4 != 0;
///         let good = (Player::new(self.turn) == player) == mover_wins;
///         if good { 100 } else { -100 }
///     }
///     fn move_priority(&self, take: u8) -> i32 {
///         // Try the move that leaves a multiple of four first.
///         if (self.stones - take) % 4 == 0 { 1 } else { 0 }
///     }
/// }
/// let g = Nim { stones: 5, turn: 0 };
/// assert_eq!(g.evaluate(Player::new(0)), 100);
/// assert_eq!(g.evaluate(Player::new(1)), -100);
/// ```
pub trait Evaluate: Game {
    /// How good the state is for `player`, within
    /// `-EVAL_LIMIT..=EVAL_LIMIT`. Called on unfinished states; finished
    /// ones are scored by the search from [`Game::outcome`].
    fn evaluate(&self, player: Player) -> i32;

    /// How early a search should try `mv` (higher first): captures by the
    /// value taken, promotions, kills. The default treats all moves alike.
    fn move_priority(&self, mv: Self::Move) -> i32 {
        let _ = mv;
        0
    }

    /// Whether `mv` changes the material balance sharply (a capture, a
    /// promotion, a kill), so that a quiescence search should look at it
    /// past the nominal depth. The default marks no move noisy.
    fn is_noisy(&self, mv: Self::Move) -> bool {
        let _ = mv;
        false
    }

    /// The most `mv` can gain at once, in evaluation units: the value of
    /// what a noisy move takes (and of a promotion's gain). Quiescence
    /// skips a noisy move when even this gain and a margin leave the
    /// static value below alpha (delta pruning). The default, `None`,
    /// disables that pruning.
    ///
    /// ```
    /// # use board_core::{Evaluate, Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone)] struct G;
    /// # impl Game for G { type Move = u8; type Moves = MoveList<u8, 1>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 2 } fn to_act(&self) -> Option<Player> { None }
    /// #   fn generate_moves(&self, _: &mut Self::Moves) {} fn play(&mut self, _: u8) -> Result<(), IllegalMove> { Err(IllegalMove) }
    /// #   fn play_unchecked(&mut self, _: u8) {} fn outcome(&self) -> Option<Outcome> { Some(Outcome::Draw) } fn zobrist(&self) -> u64 { 0 } }
    /// impl Evaluate for G { fn evaluate(&self, _: Player) -> i32 { 0 } }
    /// assert_eq!(G.noisy_gain(0), None);
    /// ```
    fn noisy_gain(&self, mv: Self::Move) -> Option<i32> {
        let _ = mv;
        None
    }

    /// Whether the player to act is in check (in a game that has checks):
    /// alpha-beta then searches one ply deeper here and neither reduces nor
    /// prunes. The default: never.
    ///
    /// ```
    /// # use board_core::{Evaluate, Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone)] struct G;
    /// # impl Game for G { type Move = u8; type Moves = MoveList<u8, 1>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 2 } fn to_act(&self) -> Option<Player> { None }
    /// #   fn generate_moves(&self, _: &mut Self::Moves) {} fn play(&mut self, _: u8) -> Result<(), IllegalMove> { Err(IllegalMove) }
    /// #   fn play_unchecked(&mut self, _: u8) {} fn outcome(&self) -> Option<Outcome> { Some(Outcome::Draw) } fn zobrist(&self) -> u64 { 0 } }
    /// impl Evaluate for G { fn evaluate(&self, _: Player) -> i32 { 0 } }
    /// assert!(!G.in_check());
    /// ```
    fn in_check(&self) -> bool {
        false
    }

    /// Whether playing `mv`, a legal move of the player to act, leaves the
    /// next player to act [in check](Evaluate::in_check). Alpha-beta asks
    /// it before it plays a move it may prune (a move that checks is not
    /// pruned), so a game with a cheaper exact test saves playing every
    /// pruned move. The default plays the move on a copy and asks
    /// [`in_check`](Evaluate::in_check); an override must give the same
    /// answer.
    ///
    /// ```
    /// # use board_core::{Evaluate, Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone)] struct G;
    /// # impl Game for G { type Move = u8; type Moves = MoveList<u8, 1>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 2 } fn to_act(&self) -> Option<Player> { None }
    /// #   fn generate_moves(&self, _: &mut Self::Moves) {} fn play(&mut self, _: u8) -> Result<(), IllegalMove> { Err(IllegalMove) }
    /// #   fn play_unchecked(&mut self, _: u8) {} fn outcome(&self) -> Option<Outcome> { Some(Outcome::Draw) } fn zobrist(&self) -> u64 { 0 } }
    /// impl Evaluate for G { fn evaluate(&self, _: Player) -> i32 { 0 } }
    /// assert!(!G.gives_check(0)); // no checks in this game
    /// ```
    fn gives_check(&self, mv: Self::Move) -> bool {
        let mut after = self.clone();
        after.play_unchecked(mv);
        after.in_check()
    }

    /// The static exchange of `mv`: what the player to act wins (negative:
    /// loses), in evaluation units, when both sides then take on the
    /// square `mv` lands on with their least valuable piece for as long as
    /// it pays. A quiet move that leaves its piece where it is lost
    /// exchanges negatively. Alpha-beta prunes quiet moves near the leaves
    /// that lose much this way. The default, `None`, disables that pruning.
    ///
    /// ```
    /// # use board_core::{Evaluate, Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone)] struct G;
    /// # impl Game for G { type Move = u8; type Moves = MoveList<u8, 1>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 2 } fn to_act(&self) -> Option<Player> { None }
    /// #   fn generate_moves(&self, _: &mut Self::Moves) {} fn play(&mut self, _: u8) -> Result<(), IllegalMove> { Err(IllegalMove) }
    /// #   fn play_unchecked(&mut self, _: u8) {} fn outcome(&self) -> Option<Outcome> { Some(Outcome::Draw) } fn zobrist(&self) -> u64 { 0 } }
    /// impl Evaluate for G { fn evaluate(&self, _: Player) -> i32 { 0 } }
    /// assert_eq!(G.static_exchange(0), None);
    /// ```
    fn static_exchange(&self, mv: Self::Move) -> Option<i32> {
        let _ = mv;
        None
    }

    /// The state after the player to act passes, if the game's search may
    /// assume that passing is never the best move here (the "null move"
    /// that alpha-beta uses to prune: if even passing keeps a position good
    /// enough, a real move will too). `None` where passing could be best
    /// (zugzwang: chess endings of king and pawns) or has no meaning. The
    /// default: `None`, no null-move pruning.
    ///
    /// ```
    /// # use board_core::{Evaluate, Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone)] struct G;
    /// # impl Game for G { type Move = u8; type Moves = MoveList<u8, 1>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 2 } fn to_act(&self) -> Option<Player> { None }
    /// #   fn generate_moves(&self, _: &mut Self::Moves) {} fn play(&mut self, _: u8) -> Result<(), IllegalMove> { Err(IllegalMove) }
    /// #   fn play_unchecked(&mut self, _: u8) {} fn outcome(&self) -> Option<Outcome> { Some(Outcome::Draw) } fn zobrist(&self) -> u64 { 0 } }
    /// impl Evaluate for G { fn evaluate(&self, _: Player) -> i32 { 0 } }
    /// assert!(G.null_move().is_none());
    /// ```
    fn null_move(&self) -> Option<Self>
    where
        Self: Sized,
    {
        None
    }

    /// The search this evaluation works best with, in this state; a CPU
    /// set to [`Algorithm::Auto`] follows it. The default, `Auto`, leaves
    /// the choice to the search: alpha-beta for two players without hidden
    /// information, MCTS otherwise. A game whose hidden information makes
    /// MCTS the default may ask for alpha-beta over determinizations; a game
    /// of more players may ask for alpha-beta once two are left. Ask for
    /// alpha-beta only where two players are left to move and the
    /// evaluation is antisymmetric between them (alpha-beta is zero-sum).
    ///
    /// ```
    /// # use board_core::{Algorithm, Evaluate, Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone)] struct G;
    /// # impl Game for G { type Move = u8; type Moves = MoveList<u8, 1>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 2 } fn to_act(&self) -> Option<Player> { None }
    /// #   fn generate_moves(&self, _: &mut Self::Moves) {} fn play(&mut self, _: u8) -> Result<(), IllegalMove> { Err(IllegalMove) }
    /// #   fn play_unchecked(&mut self, _: u8) {} fn outcome(&self) -> Option<Outcome> { Some(Outcome::Draw) } fn zobrist(&self) -> u64 { 0 } }
    /// impl Evaluate for G {
    ///     fn evaluate(&self, _: Player) -> i32 { 0 }
    ///     fn preferred_algorithm(&self) -> Algorithm { Algorithm::AlphaBeta }
    /// }
    /// assert_eq!(G.preferred_algorithm(), Algorithm::AlphaBeta);
    /// ```
    fn preferred_algorithm(&self) -> Algorithm {
        Algorithm::Auto
    }

    /// The search this evaluation works best with for a move of `nodes`
    /// nodes (`None`: no node budget, e.g. a time limit); a CPU set to
    /// [`Algorithm::Auto`] follows it. The default is
    /// [`preferred_algorithm`](Evaluate::preferred_algorithm) at every
    /// budget. A game where one search turns a small budget into strength
    /// better and the other a large one may switch between them (Lytharian
    /// Chess's full game: alpha-beta below 5 000 nodes, MCTS above). The
    /// same caveat holds: alpha-beta only where two players are left and
    /// the evaluation is antisymmetric.
    ///
    /// ```
    /// # use board_core::{Algorithm, Evaluate, Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone)] struct G;
    /// # impl Game for G { type Move = u8; type Moves = MoveList<u8, 1>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 2 } fn to_act(&self) -> Option<Player> { None }
    /// #   fn generate_moves(&self, _: &mut Self::Moves) {} fn play(&mut self, _: u8) -> Result<(), IllegalMove> { Err(IllegalMove) }
    /// #   fn play_unchecked(&mut self, _: u8) {} fn outcome(&self) -> Option<Outcome> { Some(Outcome::Draw) } fn zobrist(&self) -> u64 { 0 } }
    /// impl Evaluate for G {
    ///     fn evaluate(&self, _: Player) -> i32 { 0 }
    ///     fn preferred_algorithm_at(&self, nodes: Option<u64>) -> Algorithm {
    ///         match nodes {
    ///             Some(n) if n < 10_000 => Algorithm::AlphaBeta,
    ///             _ => Algorithm::Mcts,
    ///         }
    ///     }
    /// }
    /// assert_eq!(G.preferred_algorithm_at(Some(5_000)), Algorithm::AlphaBeta);
    /// assert_eq!(G.preferred_algorithm_at(None), Algorithm::Mcts);
    /// ```
    fn preferred_algorithm_at(&self, nodes: Option<u64>) -> Algorithm {
        let _ = nodes;
        self.preferred_algorithm()
    }

    /// Progressive widening for Monte-Carlo tree search at a move of
    /// `nodes` nodes (`None`: no node budget). The default, `None`,
    /// searches every child of a node from its first visits on. A game
    /// with many moves that random play-outs hardly tell apart may ask for
    /// [`Widening`] (Kyrras with 3 and 4 players does).
    ///
    /// ```
    /// # use board_core::{Evaluate, Game, IllegalMove, MoveList, Outcome, Player, Widening};
    /// # #[derive(Clone)] struct G;
    /// # impl Game for G { type Move = u8; type Moves = MoveList<u8, 1>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 3 } fn to_act(&self) -> Option<Player> { None }
    /// #   fn generate_moves(&self, _: &mut Self::Moves) {} fn play(&mut self, _: u8) -> Result<(), IllegalMove> { Err(IllegalMove) }
    /// #   fn play_unchecked(&mut self, _: u8) {} fn outcome(&self) -> Option<Outcome> { Some(Outcome::Draw) } fn zobrist(&self) -> u64 { 0 } }
    /// impl Evaluate for G {
    ///     fn evaluate(&self, _: Player) -> i32 { 0 }
    ///     fn mcts_widening(&self, _nodes: Option<u64>) -> Option<Widening> {
    ///         Some(Widening { tenths: 10 })
    ///     }
    /// }
    /// assert_eq!(G.mcts_widening(None), Some(Widening { tenths: 10 }));
    /// ```
    fn mcts_widening(&self, nodes: Option<u64>) -> Option<Widening> {
        let _ = nodes;
        None
    }
}

/// Hidden information, as a CPU player must treat it: it may only decide
/// from what its own seat sees.
///
/// A game with hidden information (hands, deck order, face-down pieces, the
/// seed of future dice) returns from [`determinize`](Determinize::determinize)
/// a complete state that `viewer` cannot tell apart from the real one, with
/// everything `viewer` does not know resampled from `rng`. It must read only
/// what `viewer` may see: two states that look the same to `viewer` give the
/// same result for the same `rng` state. Games of perfect information keep
/// the defaults.
///
/// ```
/// use board_core::{Determinize, SeededRng};
/// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
/// # #[derive(Clone, PartialEq, Debug)] struct Open(u8);
/// # impl Game for Open {
/// #   type Move = u8; type Moves = MoveList<u8, 1>; type Error = IllegalMove;
/// #   fn player_count(&self) -> usize { 1 }
/// #   fn to_act(&self) -> Option<Player> { None }
/// #   fn generate_moves(&self, _: &mut Self::Moves) {}
/// #   fn play(&mut self, _: u8) -> Result<(), IllegalMove> { Err(IllegalMove) }
/// #   fn play_unchecked(&mut self, _: u8) {}
/// #   fn outcome(&self) -> Option<Outcome> { Some(Outcome::Draw) }
/// #   fn zobrist(&self) -> u64 { 0 }
/// # }
/// impl Determinize for Open {} // perfect information
/// let g = Open(3);
/// assert!(!g.has_hidden_information());
/// assert_eq!(g.determinize(Player::new(0), &mut SeededRng::seed_from_u64(1)), g);
/// ```
pub trait Determinize: Game {
    /// A state consistent with what `viewer` knows, the unknown resampled
    /// from `rng`. The default (perfect information) is a clone.
    fn determinize(&self, viewer: Player, rng: &mut SeededRng) -> Self {
        let _ = (viewer, rng);
        self.clone()
    }

    /// How many determinizations a CPU searches for a move of `nodes`
    /// nodes (`None`: no node budget) when its settings ask for `worlds`;
    /// the node budget is shared among them. The default keeps `worlds`
    /// (the CPU levels' own counts). A game whose search gains more from a
    /// deeper look at each world than from more worlds returns fewer; a
    /// result of 0 counts as 1, and returning more than `worlds` is
    /// allowed but overrides what the caller asked for.
    ///
    /// ```
    /// use board_core::Determinize;
    /// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone)] struct Hidden;
    /// # impl Game for Hidden {
    /// #   type Move = u8; type Moves = MoveList<u8, 1>; type Error = IllegalMove;
    /// #   fn player_count(&self) -> usize { 2 }
    /// #   fn to_act(&self) -> Option<Player> { None }
    /// #   fn generate_moves(&self, _: &mut Self::Moves) {}
    /// #   fn play(&mut self, _: u8) -> Result<(), IllegalMove> { Err(IllegalMove) }
    /// #   fn play_unchecked(&mut self, _: u8) {}
    /// #   fn outcome(&self) -> Option<Outcome> { Some(Outcome::Draw) }
    /// #   fn zobrist(&self) -> u64 { 0 }
    /// # }
    /// // At least 10 000 nodes a world, never more worlds than asked for.
    /// impl Determinize for Hidden {
    ///     fn determinizations(&self, nodes: Option<u64>, worlds: u32) -> u32 {
    ///         nodes.map_or(worlds, |n| worlds.min((n / 10_000).max(1) as u32))
    ///     }
    /// }
    /// assert_eq!(Hidden.determinizations(Some(320_000), 48), 32);
    /// assert_eq!(Hidden.determinizations(Some(5_000), 4), 1);
    /// assert_eq!(Hidden.determinizations(None, 6), 6);
    /// ```
    fn determinizations(&self, nodes: Option<u64>, worlds: u32) -> u32 {
        let _ = nodes;
        worlds
    }
}
