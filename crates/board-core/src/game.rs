//! The [`Game`] trait: the contract between a rule set and the generic tools.

use core::fmt;
use core::hash::Hash;

use crate::movelist::MoveBuffer;

/// The largest number of players an [`Outcome::Ranking`] can rank.
pub const MAX_PLAYERS: usize = 8;

/// A seat at the table, numbered from 0 in turn order.
///
/// ```
/// use board_core::Player;
/// let p = Player::new(2);
/// assert_eq!(p.index(), 2);
/// assert_eq!(p.to_string(), "P3"); // displayed 1-based, as rule texts number seats
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Player(u8);

impl Player {
    /// The seat with the given 0-based index.
    #[inline]
    pub const fn new(index: u8) -> Self {
        Player(index)
    }

    /// The 0-based seat index.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "P{}", self.0 as u16 + 1)
    }
}

/// Finishing places of a game with more than two players.
///
/// Place 1 is best; players that tie share a place.
///
/// ```
/// use board_core::{Player, Ranking};
/// let r = Ranking::new(&[2, 1, 3]).unwrap();
/// assert_eq!(r.place(Player::new(1)), 1);
/// assert_eq!(r.player_count(), 3);
/// assert_eq!(r.winners().collect::<Vec<_>>(), [Player::new(1)]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "RankingRepr", into = "RankingRepr")
)]
pub struct Ranking {
    places: [u8; MAX_PLAYERS],
    players: u8,
}

impl Ranking {
    /// Builds a ranking from each player's place (index = seat).
    ///
    /// Returns `None` unless there are 1 to [`MAX_PLAYERS`] places, each in
    /// `1..=places.len()`, and some player is placed first.
    pub fn new(places: &[u8]) -> Option<Self> {
        let n = places.len();
        if n == 0 || n > MAX_PLAYERS {
            return None;
        }
        if places.iter().any(|&p| p == 0 || p as usize > n) || !places.contains(&1) {
            return None;
        }
        let mut all = [0; MAX_PLAYERS];
        all[..n].copy_from_slice(places);
        Some(Ranking {
            places: all,
            players: n as u8,
        })
    }

    /// The number of ranked players.
    pub fn player_count(&self) -> usize {
        self.players as usize
    }

    /// The place of `player` (1 = best). Players outside the ranking get 0.
    pub fn place(&self, player: Player) -> u8 {
        if player.index() < self.player_count() {
            self.places[player.index()]
        } else {
            0
        }
    }

    /// Each player's place, indexed by seat.
    pub fn places(&self) -> &[u8] {
        &self.places[..self.player_count()]
    }

    /// The players in first place.
    pub fn winners(&self) -> impl Iterator<Item = Player> + '_ {
        self.places()
            .iter()
            .enumerate()
            .filter(|&(_, &p)| p == 1)
            .map(|(i, _)| Player::new(i as u8))
    }
}

impl fmt::Debug for Ranking {
    /// The places of the ranked seats only: `Ranking([2, 1, 3])`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Ranking").field(&self.places()).finish()
    }
}

#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct RankingRepr(arrayvec::ArrayVec<u8, MAX_PLAYERS>);

#[cfg(feature = "serde")]
impl TryFrom<RankingRepr> for Ranking {
    type Error = &'static str;
    fn try_from(r: RankingRepr) -> Result<Self, Self::Error> {
        Ranking::new(&r.0).ok_or("invalid ranking: places must be 1..=players and include 1")
    }
}

#[cfg(feature = "serde")]
impl From<Ranking> for RankingRepr {
    fn from(r: Ranking) -> Self {
        RankingRepr(r.places().iter().copied().collect())
    }
}

/// How a finished game ended.
///
/// ```
/// use board_core::{Outcome, Player};
/// let o = Outcome::Winner(Player::new(0));
/// assert_eq!(o.winner(), Some(Player::new(0)));
/// assert_eq!(Outcome::Draw.winner(), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Outcome {
    /// One player won; everyone else lost.
    Winner(Player),
    /// Nobody won.
    Draw,
    /// Finishing places for games of more than two players.
    Ranking(Ranking),
}

impl Outcome {
    /// The single winner, if there is exactly one.
    pub fn winner(&self) -> Option<Player> {
        match self {
            Outcome::Winner(p) => Some(*p),
            Outcome::Draw => None,
            Outcome::Ranking(r) => {
                let mut w = r.winners();
                match (w.next(), w.next()) {
                    (Some(p), None) => Some(p),
                    _ => None,
                }
            }
        }
    }

    /// Whether this outcome names only seats below `player_count`.
    pub fn is_valid_for(&self, player_count: usize) -> bool {
        match self {
            Outcome::Winner(p) => p.index() < player_count,
            Outcome::Draw => true,
            Outcome::Ranking(r) => r.player_count() == player_count,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Winner(p) => write!(f, "{p} wins"),
            Outcome::Draw => f.write_str("draw"),
            Outcome::Ranking(r) => {
                f.write_str("ranking:")?;
                for (i, place) in r.places().iter().enumerate() {
                    write!(f, " {}={place}", Player::new(i as u8))?;
                }
                Ok(())
            }
        }
    }
}

/// The error of the generic [`Game::play`] when a game has no richer one.
///
/// ```
/// use board_core::IllegalMove;
/// assert_eq!(IllegalMove.to_string(), "illegal move");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct IllegalMove;

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("illegal move")
    }
}

impl core::error::Error for IllegalMove {}

/// A rule set, as the generic tools see it.
///
/// A value of the implementing type is a complete game state: whose turn it
/// is, everything needed to generate legal moves and decide the outcome
/// (including any seeded RNG state for games with chance). A *move* is one
/// decision of the player to act.
///
/// # Contract
///
/// The conformance kit (`board_core::testkit`, feature `testkit`) checks these
/// over random play-outs:
///
/// * [`generate_moves`](Game::generate_moves) appends each legal move exactly
///   once; the list is empty exactly when [`outcome`](Game::outcome) is
///   `Some` (a finished game has no moves; an unfinished one has at least one).
/// * [`play`](Game::play) accepts exactly the generated moves; on error it
///   leaves the state unchanged.
/// * [`zobrist`](Game::zobrist) (kept incrementally) equals
///   [`zobrist_from_scratch`](Game::zobrist_from_scratch).
/// * [`count_moves`](Game::count_moves) equals the number of generated moves.
/// * [`to_act_unchecked`](Game::to_act_unchecked) equals `to_act` while the
///   game goes on; [`outcome_unless_stuck`](Game::outcome_unless_stuck) is
///   `None` or the outcome, and `None` for a finished game only when it
///   has no legal move.
///
/// # Example
///
/// A complete game: players alternately take 1 to 3 stones; whoever takes the
/// last stone wins.
///
/// ```
/// use board_core::{perft, Game, IllegalMove, MoveList, Outcome, Player};
///
/// #[derive(Clone, Debug, PartialEq)]
/// struct Nim { stones: u8, turn: u8 }
///
/// impl Game for Nim {
///     type Move = u8;
///     type Moves = MoveList<u8, 3>;
///     type Error = IllegalMove;
///
///     fn player_count(&self) -> usize { 2 }
///     fn to_act(&self) -> Option<Player> {
///         (self.stones > 0).then(|| Player::new(self.turn))
///     }
///     fn generate_moves(&self, moves: &mut Self::Moves) {
///         for take in 1..=self.stones.min(3) {
///             moves.push(take);
///         }
///     }
///     fn play(&mut self, mv: u8) -> Result<(), IllegalMove> {
///         if !self.is_legal(mv) {
///             return Err(IllegalMove);
///         }
///         self.play_unchecked(mv);
///         Ok(())
///     }
///     fn play_unchecked(&mut self, mv: u8) {
///         self.stones -= mv;
///         self.turn ^= 1;
///     }
///     fn outcome(&self) -> Option<Outcome> {
///         // The player who just moved took the last stone.
///         (self.stones == 0).then(|| Outcome::Winner(Player::new(self.turn ^ 1)))
///     }
///     fn zobrist(&self) -> u64 {
///         (self.stones as u64) << 1 | self.turn as u64
///     }
/// }
///
/// let start = Nim { stones: 5, turn: 0 };
/// assert_eq!(perft(&start, 1), 3);
/// assert_eq!(perft(&start, 2), 8); // 3 + 3 + 2 replies
/// let mut g = start.clone();
/// assert!(g.play(4).is_err());
/// assert_eq!(g, start); // refused moves change nothing
/// ```
pub trait Game: Clone {
    /// One decision of the player to act.
    type Move: Copy + Eq + Hash + fmt::Debug;
    /// The buffer [`generate_moves`](Game::generate_moves) fills; usually a
    /// [`MoveList`](crate::MoveList) sized to the game's proven maximum.
    type Moves: MoveBuffer<Self::Move>;
    /// Why [`play`](Game::play) refused a move.
    type Error: core::error::Error;

    /// The number of seats (including players already eliminated).
    fn player_count(&self) -> usize;

    /// The player who decides the next move, or `None` once the game is over.
    fn to_act(&self) -> Option<Player>;

    /// Appends every legal move to `moves` (which the caller has cleared).
    /// Appends nothing when the game is over.
    fn generate_moves(&self, moves: &mut Self::Moves);

    /// Every legal move, in generation order: the same method name on every
    /// game.
    ///
    /// ```
    /// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone)] struct Nim(u8);
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
    /// assert_eq!(Nim(2).legal_moves().as_slice(), &[1, 2]);
    /// ```
    fn legal_moves(&self) -> Self::Moves {
        let mut moves = Self::Moves::default();
        self.generate_moves(&mut moves);
        moves
    }

    /// The number of legal moves. Games override this with a faster bulk
    /// count (it is what perft calls at its last ply).
    fn count_moves(&self) -> u64 {
        let mut moves = Self::Moves::default();
        self.generate_moves(&mut moves);
        moves.as_slice().len() as u64
    }

    /// Whether `mv` is legal now. The default searches the generated list.
    fn is_legal(&self, mv: Self::Move) -> bool {
        let mut moves = Self::Moves::default();
        self.generate_moves(&mut moves);
        moves.as_slice().contains(&mv)
    }

    /// Plays `mv` if it is legal; otherwise returns an error and leaves the
    /// state exactly as it was.
    fn play(&mut self, mv: Self::Move) -> Result<(), Self::Error>;

    /// Plays `mv`, which the caller guarantees is legal (for example because
    /// it was just generated). An illegal move may corrupt the state but never
    /// causes undefined behaviour.
    fn play_unchecked(&mut self, mv: Self::Move);

    /// How the game ended, or `None` while it goes on.
    fn outcome(&self) -> Option<Outcome>;

    /// The player to act, for a caller that finds the end of the game
    /// itself (a search generates the moves anyway and asks for the
    /// [`outcome`](Game::outcome) when there are none): equal to
    /// [`to_act`](Game::to_act) while the game goes on; once it is over,
    /// `None` or any seat. Games whose `to_act` counts legal moves
    /// (checkmate, stalemate) override it with the cheap answer. The
    /// default: `to_act()`.
    ///
    /// ```
    /// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone)] struct Nim(u8);
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
    /// assert_eq!(Nim(2).to_act_unchecked(), Some(Player::new(0)));
    /// ```
    fn to_act_unchecked(&self) -> Option<Player> {
        self.to_act()
    }

    /// The outcome as far as it does not hang on whether the player to act
    /// has a legal move: `Some` only with the [`outcome`](Game::outcome)
    /// itself, and `None` while the game is over only when the player to
    /// act has no legal move (which the caller finds out by generating
    /// them). Games whose `outcome` counts legal moves override it to skip
    /// the count (chess: the draw rules, not mate or stalemate). The
    /// default: `outcome()`.
    ///
    /// ```
    /// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone)] struct Nim(u8);
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
    /// assert_eq!(Nim(0).outcome_unless_stuck(), Some(Outcome::Draw));
    /// ```
    fn outcome_unless_stuck(&self) -> Option<Outcome> {
        self.outcome()
    }

    /// The Zobrist hash of the state, as maintained incrementally.
    fn zobrist(&self) -> u64;

    /// The Zobrist hash recomputed from nothing. Games with an incremental
    /// hash override this so the conformance kit can compare the two.
    fn zobrist_from_scratch(&self) -> u64 {
        self.zobrist()
    }

    /// How many moves (of any player) back this state occurred last, with
    /// the same player to act and nothing irreversible in between; `None`
    /// if it is new. A search scores a state that repeats one below its
    /// root as a draw (as chess engines do: whoever went back can repeat
    /// the cycle). Only games where repeating leads to a draw should
    /// answer; the default is `None`.
    ///
    /// ```
    /// # use board_core::{Game, IllegalMove, MoveList, Outcome, Player};
    /// # #[derive(Clone)] struct Nim(u8);
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
    /// assert_eq!(Nim(3).repetition_distance(), None);
    /// ```
    fn repetition_distance(&self) -> Option<u32> {
        None
    }

    /// Whether some player cannot see all of the state (hands, decks,
    /// face-down pieces). A search must then determinize
    /// ([`Determinize`](crate::Determinize)), and everything handed to a
    /// seat must go through that seat's view (`Inspect::move_effect_for`,
    /// `Inspect::describe_move`, `History::public_record`). The default is
    /// `false`.
    fn has_hidden_information(&self) -> bool {
        false
    }
}
