//! The game state: board, mana, sets, statuses, board effects and turn counter.

use board_core::Square;
use board_core::square::{Bitboard, Color};
use board_core::zobrist;

use crate::piece::{Kind, cost::MANA_CAP};
use crate::sets::{SetKind, Sets};

/// A complete Strife and Truce state (ST-1 to ST-16).
///
/// The board is one bitboard per piece kind and per colour. Statuses
/// (frozen, invincible, blessed) are bitboards of the squares of the pieces
/// that carry them and follow those pieces when they move. Board effects
/// (fire and space cells) are bitboards of empty squares.
///
/// Every status and effect expires at a fixed point (ST-16): fire, space,
/// frozen and invincible at the end of the turn after the one that created
/// them; a blessing at the end of its owner's next turn; a mana lock at the
/// end of the locked player's next turn.
///
/// ```
/// use board_core::Game;
/// use strife_truce::{SetKind, Sets, Strife};
/// let game = Strife::start(Sets::new(Some(SetKind::StarFire), None));
/// assert_eq!(game.mana(board_core::square::Color::White), 0);
/// assert_eq!(game.count_moves(), 20);
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct Strife {
    pub(crate) kinds: [u64; 6],
    pub(crate) colors: [u64; 2],
    pub(crate) mana: [u8; 2],
    pub(crate) sets: Sets,
    pub(crate) frozen: u64,
    pub(crate) invincible: u64,
    pub(crate) fire: u64,
    pub(crate) space: u64,
    pub(crate) blessed: u64,
    pub(crate) locked: [bool; 2],
    pub(crate) dead: [[u8; 6]; 2],
    pub(crate) side: Color,
    pub(crate) ply: u32,
    pub(crate) ply_limit: Option<u32>,
    pub(crate) truce: Option<Color>,
    /// Pawns that have not moved yet (they may advance two squares, ST-4.1).
    pub(crate) unmoved: u64,
    /// The turn in progress (ST-2).
    pub(crate) turn: Turn,
    pub(crate) hash: u64,
}

/// How far the turn in progress is (ST-2).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) enum Stage {
    /// No part of the piece action yet.
    #[default]
    Start,
    /// The acting piece used a skill before its move; the move is due.
    Committed,
    /// The acting piece moved without a skill; a skill after the move is
    /// still possible.
    Moved,
    /// The piece action is complete.
    Done,
    /// This many Swarm moves were made (1 to 3).
    Swarm(u8),
}

/// The turn in progress: what the decisions so far have done.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) struct Turn {
    pub stage: Stage,
    /// The piece(s) that acted (a status: it follows the pieces).
    pub actor: u64,
    /// Where the acting piece stood at the start of the turn.
    pub origin: Option<Square>,
    /// Squares the acting piece left or crossed (ST-10.2).
    pub trail: u64,
    /// Areas of skills used before the move whose cells appear after it.
    pub aoe: u64,
    /// Fire and space cells made this turn.
    pub new_cells: u64,
    /// Pieces frozen this turn.
    pub new_frozen: u64,
    /// Pieces made invincible this turn.
    pub new_invincible: u64,
    /// An enemy piece died by the piece action (ST-15.1).
    pub killed: bool,
    /// A decision was taken this turn.
    pub busy: bool,
}

impl Turn {
    /// Whether nothing has happened in this turn yet (the `Default`),
    /// tested field by field, which is cheaper than comparing structures.
    #[inline]
    pub(crate) fn is_fresh(&self) -> bool {
        (self.actor
            | self.trail
            | self.aoe
            | self.new_cells
            | self.new_frozen
            | self.new_invincible)
            == 0
            && self.origin.is_none()
            && self.stage == Stage::Start
            && !self.killed
            && !self.busy
    }
}

const K_PIECE: usize = 0;
const K_FIRE: usize = 768;
const K_SPACE: usize = K_FIRE + 64;
const K_FROZEN: usize = K_SPACE + 64;
const K_INVINCIBLE: usize = K_FROZEN + 64;
const K_BLESSED: usize = K_INVINCIBLE + 64;
const K_MANA: usize = K_BLESSED + 64;
const K_SETS: usize = K_MANA + 2 * 41;
const K_LOCKED: usize = K_SETS + 2 * 7;
const K_SIDE: usize = K_LOCKED + 2;
const K_DEAD: usize = K_SIDE + 1;
const K_TRUCE: usize = K_DEAD + 2 * 6 * 16;
const K_UNMOVED: usize = K_TRUCE + 2;
const K_ACTOR: usize = K_UNMOVED + 64;
const K_TRAIL: usize = K_ACTOR + 64;
const K_AOE: usize = K_TRAIL + 64;
const K_NEW_CELLS: usize = K_AOE + 64;
const K_NEW_FROZEN: usize = K_NEW_CELLS + 64;
const K_NEW_INVINCIBLE: usize = K_NEW_FROZEN + 64;
const K_ORIGIN: usize = K_NEW_INVINCIBLE + 64;
const K_STAGE: usize = K_ORIGIN + 64;
const K_KILLED: usize = K_STAGE + 8;
const K_BUSY: usize = K_KILLED + 1;
const K_TURNS_LEFT: usize = K_BUSY + 1;
const K_LEN: usize = K_TURNS_LEFT + 1;

/// The hash of the turn in progress (0 at the start of a turn).
fn turn_hash(t: &Turn) -> u64 {
    let mut h = hash_bits(t.actor, K_ACTOR)
        ^ hash_bits(t.trail, K_TRAIL)
        ^ hash_bits(t.aoe, K_AOE)
        ^ hash_bits(t.new_cells, K_NEW_CELLS)
        ^ hash_bits(t.new_frozen, K_NEW_FROZEN)
        ^ hash_bits(t.new_invincible, K_NEW_INVINCIBLE);
    if let Some(o) = t.origin {
        h ^= KEYS[K_ORIGIN + o.index()];
    }
    let stage = match t.stage {
        Stage::Start => None,
        Stage::Committed => Some(0),
        Stage::Moved => Some(1),
        Stage::Done => Some(2),
        Stage::Swarm(n) => Some(3 + (n as usize).min(4)),
    };
    if let Some(i) = stage {
        h ^= KEYS[K_STAGE + i];
    }
    if t.killed {
        h ^= KEYS[K_KILLED];
    }
    if t.busy {
        h ^= KEYS[K_BUSY];
    }
    h
}

static KEYS: [u64; K_LEN] = zobrist::keys(0x5717_FE00_7E0C_E001);

/// The key of the turns left under a ply limit (ST-3.7), 0 without one.
/// The count has no small bound, so it is mixed into a key (SplitMix64's
/// finaliser) rather than looked up in a table.
pub(crate) fn turns_left_key(limit: Option<u32>, ply: u32) -> u64 {
    let Some(limit) = limit else { return 0 };
    let mut z = KEYS[K_TURNS_LEFT] ^ u64::from(limit.saturating_sub(ply));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The key of a piece of colour `c` and kind `k` on the square of index `s`.
#[inline]
pub(crate) fn piece_key(c: usize, k: usize, s: usize) -> u64 {
    KEYS[K_PIECE + (c * 6 + k) * 64 + s]
}

/// The key of `n` dead pieces of colour `c` and kind `k`.
#[inline]
pub(crate) fn dead_key(c: usize, k: usize, n: u8) -> u64 {
    KEYS[K_DEAD + (c * 6 + k) * 16 + (n & 15) as usize]
}

/// The key of colour `c` holding `mana` mana.
#[inline]
pub(crate) fn mana_key(c: usize, mana: u8) -> u64 {
    KEYS[K_MANA + c * 41 + mana.min(MANA_CAP) as usize]
}

/// The keys of the statuses and cells that expire at the end of a plain
/// turn (fire, space, blessings) and of the unmoved pawns on `unmoved`.
#[inline]
pub(crate) fn expiry_and_unmoved_keys(fire: u64, space: u64, blessed: u64, unmoved: u64) -> u64 {
    hash_bits(fire, K_FIRE)
        ^ hash_bits(space, K_SPACE)
        ^ hash_bits(blessed, K_BLESSED)
        ^ hash_bits(unmoved, K_UNMOVED)
}

/// The key of `c` being mana-locked.
#[inline]
pub(crate) fn locked_key(c: usize) -> u64 {
    KEYS[K_LOCKED + c]
}

/// The key of Black to move.
#[inline]
pub(crate) fn side_key() -> u64 {
    KEYS[K_SIDE]
}

#[inline]
fn hash_bits(mut bits: u64, base: usize) -> u64 {
    let mut h = 0;
    while bits != 0 {
        h ^= KEYS[base + bits.trailing_zeros() as usize];
        bits &= bits - 1;
    }
    h
}

pub(crate) const RANK_1: u64 = 0xFF;
pub(crate) const RANK_8: u64 = 0xFF << 56;
pub(crate) const RANK_2: u64 = 0xFF << 8;
pub(crate) const RANK_7: u64 = 0xFF << 48;

/// The squares of `side`'s colour: light for White, dark for Black (ST-1.3).
pub(crate) const fn home_colour(side: Color) -> u64 {
    match side {
        Color::White => Bitboard::LIGHT.0,
        Color::Black => Bitboard::DARK.0,
    }
}

/// The rank a pawn of `side` promotes on.
pub(crate) const fn last_rank(side: Color) -> u64 {
    match side {
        Color::White => RANK_8,
        Color::Black => RANK_1,
    }
}

#[inline]
pub(crate) fn sq(i: u32) -> Square {
    Square::from_index_masked(i as u8)
}

#[inline]
pub(crate) fn bit(s: Square) -> u64 {
    1u64 << s.index()
}

/// A new game with the default set pair, no set on either side
/// (`none,none`, what the CLI plays without `--sets`; ST-20.6).
///
/// ```
/// use strife_truce::{Sets, Strife};
/// assert_eq!(Strife::default(), Strife::start(Sets::default()));
/// assert_eq!(Strife::default().sets().to_string(), "none,none");
/// ```
impl Default for Strife {
    fn default() -> Self {
        Strife::start(Sets::default())
    }
}

impl Strife {
    /// The standard chess setup (ST-1.1) with the chosen sets, 0 mana each,
    /// White to move, no ply limit.
    ///
    /// ```
    /// use board_core::Game;
    /// use strife_truce::Strife;
    /// let g = Strife::start("bug,void".parse().unwrap());
    /// assert_eq!(g.count_moves(), 20);
    /// ```
    pub fn start(sets: Sets) -> Strife {
        let mut s = Strife::empty(sets);
        let back = [
            Kind::Rook,
            Kind::Knight,
            Kind::Bishop,
            Kind::Queen,
            Kind::King,
            Kind::Bishop,
            Kind::Knight,
            Kind::Rook,
        ];
        for (f, &k) in back.iter().enumerate() {
            s.kinds[k.index()] |= (1 << f) | (1 << (56 + f));
        }
        s.kinds[Kind::Pawn.index()] = RANK_2 | RANK_7;
        s.colors = [RANK_1 | RANK_2, RANK_7 | RANK_8];
        s.unmoved = RANK_2 | RANK_7;
        s.hash = s.compute_hash();
        s
    }

    /// The position used for perft with skills (ST-17): the start position,
    /// each side already holding `mana` mana.
    ///
    /// ```
    /// use board_core::square::Color;
    /// use strife_truce::Strife;
    /// let g = Strife::start_with_mana(Default::default(), 20);
    /// assert_eq!(g.mana(Color::Black), 20);
    /// ```
    pub fn start_with_mana(sets: Sets, mana: u8) -> Strife {
        let mut s = Strife::start(sets);
        s.mana = [mana.min(MANA_CAP); 2];
        s.hash = s.compute_hash();
        s
    }

    pub(crate) fn empty(sets: Sets) -> Strife {
        Strife {
            kinds: [0; 6],
            colors: [0; 2],
            mana: [0; 2],
            sets,
            frozen: 0,
            invincible: 0,
            fire: 0,
            space: 0,
            blessed: 0,
            locked: [false; 2],
            dead: [[0; 6]; 2],
            side: Color::White,
            ply: 0,
            ply_limit: None,
            truce: None,
            unmoved: 0,
            turn: Turn::default(),
            hash: 0,
        }
    }

    /// Sets the optional ply limit (ST-3.7): once `limit` turns have been played
    /// the game is a draw. `None` (the default) means no limit.
    ///
    /// ```
    /// use board_core::{Game, Outcome};
    /// use strife_truce::Strife;
    /// let g = Strife::start(Default::default()).with_ply_limit(Some(0));
    /// assert_eq!(g.outcome(), Some(Outcome::Draw));
    /// ```
    pub fn with_ply_limit(mut self, limit: Option<u32>) -> Strife {
        self.ply_limit = limit;
        self.hash = self.compute_hash();
        self
    }

    /// The same position with other sets (for example a CLI's `--sets` over
    /// a `--position` text).
    ///
    /// ```
    /// use board_core::square::Color;
    /// use strife_truce::{SetKind, Strife};
    /// let g = Strife::start(Default::default()).with_sets("none,void".parse().unwrap());
    /// assert_eq!(g.set(Color::Black), Some(SetKind::Void));
    /// ```
    pub fn with_sets(mut self, sets: Sets) -> Strife {
        self.sets = sets;
        self.hash = self.compute_hash();
        self
    }

    /// The side to move.
    ///
    /// ```
    /// # use board_core::{square::Color, Square};
    /// # let g: strife_truce::Strife = "4k3/8/8/8/3Rn3/8/8/4K3 b mana=3/17 sets=ice/undead ply=41 frozen=d4,e4 invincible=e1 blessed=e8 fire=a1 space=h8 locked=wb dead=PPN/BQ".parse().unwrap();
    /// assert_eq!(g.side_to_move(), Color::Black);
    /// ```
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// A player's mana (0 to 40).
    ///
    /// ```
    /// # use board_core::{square::Color, Square};
    /// # let g: strife_truce::Strife = "4k3/8/8/8/3Rn3/8/8/4K3 b mana=3/17 sets=ice/undead ply=41 frozen=d4,e4 invincible=e1 blessed=e8 fire=a1 space=h8 locked=wb dead=PPN/BQ".parse().unwrap();
    /// assert_eq!(g.mana(Color::White), 3);
    /// ```
    pub fn mana(&self, side: Color) -> u8 {
        self.mana[side.index()]
    }

    /// Both players' sets.
    ///
    /// ```
    /// # use board_core::{square::Color, Square};
    /// # let g: strife_truce::Strife = "4k3/8/8/8/3Rn3/8/8/4K3 b mana=3/17 sets=ice/undead ply=41 frozen=d4,e4 invincible=e1 blessed=e8 fire=a1 space=h8 locked=wb dead=PPN/BQ".parse().unwrap();
    /// assert_eq!(g.sets().to_string(), "ice,undead");
    /// ```
    pub fn sets(&self) -> Sets {
        self.sets
    }

    /// A player's set.
    ///
    /// ```
    /// # use board_core::{square::Color, Square};
    /// # let g: strife_truce::Strife = "4k3/8/8/8/3Rn3/8/8/4K3 b mana=3/17 sets=ice/undead ply=41 frozen=d4,e4 invincible=e1 blessed=e8 fire=a1 space=h8 locked=wb dead=PPN/BQ".parse().unwrap();
    /// assert_eq!(g.set(Color::Black), Some(strife_truce::SetKind::ForgeUndead));
    /// ```
    pub fn set(&self, side: Color) -> Option<SetKind> {
        self.sets.get(side.index())
    }

    /// The number of turns played so far.
    ///
    /// ```
    /// # use board_core::{square::Color, Square};
    /// # let g: strife_truce::Strife = "4k3/8/8/8/3Rn3/8/8/4K3 b mana=3/17 sets=ice/undead ply=41 frozen=d4,e4 invincible=e1 blessed=e8 fire=a1 space=h8 locked=wb dead=PPN/BQ".parse().unwrap();
    /// assert_eq!(g.ply(), 41);
    /// ```
    pub fn ply(&self) -> u32 {
        self.ply
    }

    /// The piece on `square`, if any.
    ///
    /// ```
    /// use board_core::square::{Color, Square};
    /// use strife_truce::{Kind, Strife};
    /// let g = Strife::start(Default::default());
    /// assert_eq!(g.piece_at(Square::E1), Some((Color::White, Kind::King)));
    /// assert_eq!(g.piece_at(Square::E4), None);
    /// ```
    pub fn piece_at(&self, square: Square) -> Option<(Color, Kind)> {
        let b = bit(square);
        let color = if self.colors[0] & b != 0 {
            Color::White
        } else if self.colors[1] & b != 0 {
            Color::Black
        } else {
            return None;
        };
        let kind = Kind::ALL
            .into_iter()
            .find(|k| self.kinds[k.index()] & b != 0)?;
        Some((color, kind))
    }

    /// The squares of `side`'s pieces.
    ///
    /// ```
    /// # use board_core::{square::Color, Square};
    /// # let g: strife_truce::Strife = "4k3/8/8/8/3Rn3/8/8/4K3 b mana=3/17 sets=ice/undead ply=41 frozen=d4,e4 invincible=e1 blessed=e8 fire=a1 space=h8 locked=wb dead=PPN/BQ".parse().unwrap();
    /// assert_eq!(g.pieces(Color::White).count(), 2);
    /// ```
    pub fn pieces(&self, side: Color) -> Bitboard {
        Bitboard(self.colors[side.index()])
    }

    /// The squares of all pieces of `kind` (both colours).
    ///
    /// ```
    /// # use board_core::{square::Color, Square};
    /// # let g: strife_truce::Strife = "4k3/8/8/8/3Rn3/8/8/4K3 b mana=3/17 sets=ice/undead ply=41 frozen=d4,e4 invincible=e1 blessed=e8 fire=a1 space=h8 locked=wb dead=PPN/BQ".parse().unwrap();
    /// assert_eq!(g.pieces_of_kind(strife_truce::Kind::King).count(), 2);
    /// ```
    pub fn pieces_of_kind(&self, kind: Kind) -> Bitboard {
        Bitboard(self.kinds[kind.index()])
    }

    /// Frozen pieces (ST-11.2).
    ///
    /// ```
    /// # use board_core::{square::Color, Square};
    /// # let g: strife_truce::Strife = "4k3/8/8/8/3Rn3/8/8/4K3 b mana=3/17 sets=ice/undead ply=41 frozen=d4,e4 invincible=e1 blessed=e8 fire=a1 space=h8 locked=wb dead=PPN/BQ".parse().unwrap();
    /// assert!(g.frozen().contains(Square::D4));
    /// ```
    pub fn frozen(&self) -> Bitboard {
        Bitboard(self.frozen)
    }

    /// Invincible pieces (ST-10.3).
    ///
    /// ```
    /// # use board_core::{square::Color, Square};
    /// # let g: strife_truce::Strife = "4k3/8/8/8/3Rn3/8/8/4K3 b mana=3/17 sets=ice/undead ply=41 frozen=d4,e4 invincible=e1 blessed=e8 fire=a1 space=h8 locked=wb dead=PPN/BQ".parse().unwrap();
    /// assert!(g.invincible().contains(Square::E1));
    /// ```
    pub fn invincible(&self) -> Bitboard {
        Bitboard(self.invincible)
    }

    /// Blessed pieces (ST-12.2); the owner is the piece's colour.
    ///
    /// ```
    /// # use board_core::{square::Color, Square};
    /// # let g: strife_truce::Strife = "4k3/8/8/8/3Rn3/8/8/4K3 b mana=3/17 sets=ice/undead ply=41 frozen=d4,e4 invincible=e1 blessed=e8 fire=a1 space=h8 locked=wb dead=PPN/BQ".parse().unwrap();
    /// assert!(g.blessed().contains(Square::E8));
    /// ```
    pub fn blessed(&self) -> Bitboard {
        Bitboard(self.blessed)
    }

    /// Fire cells (ST-10.1).
    ///
    /// ```
    /// # use board_core::{square::Color, Square};
    /// # let g: strife_truce::Strife = "4k3/8/8/8/3Rn3/8/8/4K3 b mana=3/17 sets=ice/undead ply=41 frozen=d4,e4 invincible=e1 blessed=e8 fire=a1 space=h8 locked=wb dead=PPN/BQ".parse().unwrap();
    /// assert!(g.fire().contains(Square::A1));
    /// ```
    pub fn fire(&self) -> Bitboard {
        Bitboard(self.fire)
    }

    /// Space cells (ST-13.1).
    ///
    /// ```
    /// # use board_core::{square::Color, Square};
    /// # let g: strife_truce::Strife = "4k3/8/8/8/3Rn3/8/8/4K3 b mana=3/17 sets=ice/undead ply=41 frozen=d4,e4 invincible=e1 blessed=e8 fire=a1 space=h8 locked=wb dead=PPN/BQ".parse().unwrap();
    /// assert!(g.space().contains(Square::H8));
    /// ```
    pub fn space(&self) -> Bitboard {
        Bitboard(self.space)
    }

    /// Whether `side` is mana-locked for its next turn (ST-15.2).
    ///
    /// ```
    /// # use board_core::{square::Color, Square};
    /// # let g: strife_truce::Strife = "4k3/8/8/8/3Rn3/8/8/4K3 b mana=3/17 sets=ice/undead ply=41 frozen=d4,e4 invincible=e1 blessed=e8 fire=a1 space=h8 locked=wb dead=PPN/BQ".parse().unwrap();
    /// assert!(g.is_mana_locked(Color::White));
    /// ```
    pub fn is_mana_locked(&self, side: Color) -> bool {
        self.locked[side.index()]
    }

    /// How many of `side`'s pieces of `kind` have died (for resurrection).
    ///
    /// ```
    /// # use board_core::{square::Color, Square};
    /// # let g: strife_truce::Strife = "4k3/8/8/8/3Rn3/8/8/4K3 b mana=3/17 sets=ice/undead ply=41 frozen=d4,e4 invincible=e1 blessed=e8 fire=a1 space=h8 locked=wb dead=PPN/BQ".parse().unwrap();
    /// assert_eq!(g.dead(Color::White, strife_truce::Kind::Pawn), 2);
    /// ```
    pub fn dead(&self, side: Color, kind: Kind) -> u8 {
        self.dead[side.index()][kind.index()]
    }

    /// The player who called Truce, if one did (ST-3.4).
    ///
    /// ```
    /// # use board_core::{square::Color, Square};
    /// # let g: strife_truce::Strife = "4k3/8/8/8/3Rn3/8/8/4K3 b mana=3/17 sets=ice/undead ply=41 frozen=d4,e4 invincible=e1 blessed=e8 fire=a1 space=h8 locked=wb dead=PPN/BQ".parse().unwrap();
    /// assert_eq!(g.truce_called_by(), None);
    /// ```
    pub fn truce_called_by(&self) -> Option<Color> {
        self.truce
    }

    /// `side` calls Truce: it resigns and its opponent wins (ST-3.4).
    ///
    /// Either player may call Truce while the game goes on. Returns `false`
    /// (and changes nothing) if the game is already over.
    ///
    /// ```
    /// use board_core::{Game, Outcome, Player};
    /// use board_core::square::Color;
    /// use strife_truce::Strife;
    /// let mut g = Strife::start(Default::default());
    /// assert!(g.call_truce(Color::Black));
    /// assert_eq!(g.outcome(), Some(Outcome::Winner(Player::new(0))));
    /// assert!(!g.call_truce(Color::White));
    /// ```
    pub fn call_truce(&mut self, side: Color) -> bool {
        if board_core::Game::outcome(self).is_some() {
            return false;
        }
        self.truce = Some(side);
        self.hash = self.compute_hash();
        true
    }

    pub(crate) fn occ(&self) -> u64 {
        self.colors[0] | self.colors[1]
    }

    pub(crate) fn cells(&self) -> u64 {
        self.fire | self.space
    }

    pub(crate) fn kind_at(&self, s: Square) -> Option<Kind> {
        let b = bit(s);
        Kind::ALL
            .into_iter()
            .find(|k| self.kinds[k.index()] & b != 0)
    }

    pub(crate) fn color_at(&self, s: Square) -> Option<usize> {
        let b = bit(s);
        if self.colors[0] & b != 0 {
            Some(0)
        } else if self.colors[1] & b != 0 {
            Some(1)
        } else {
            None
        }
    }

    /// The change of Zobrist hash from `old` to `self`: only what differs
    /// is hashed (the incremental update after a turn; sets and truce never
    /// change during a turn).
    pub(crate) fn hash_delta(&self, old: &Strife) -> u64 {
        let mut h = 0;
        // Only kinds whose squares or whose pieces' colours changed are
        // hashed (usually one or two of the six).
        let recoloured = (self.colors[0] ^ old.colors[0]) | (self.colors[1] ^ old.colors[1]);
        let mut changed = [false; 6];
        for (k, changed) in changed.iter_mut().enumerate() {
            *changed = self.kinds[k] != old.kinds[k] || self.kinds[k] & recoloured != 0;
        }
        let dead_changed = self.dead != old.dead;
        for c in 0..2 {
            for (k, &changed) in changed.iter().enumerate() {
                if changed {
                    let diff = (self.colors[c] & self.kinds[k]) ^ (old.colors[c] & old.kinds[k]);
                    h ^= hash_bits(diff, K_PIECE + (c * 6 + k) * 64);
                }
            }
            if self.mana[c] != old.mana[c] {
                h ^= KEYS[K_MANA + c * 41 + self.mana[c].min(MANA_CAP) as usize];
                h ^= KEYS[K_MANA + c * 41 + old.mana[c].min(MANA_CAP) as usize];
            }
            if self.locked[c] != old.locked[c] {
                h ^= KEYS[K_LOCKED + c];
            }
            for k in 0..6 {
                if dead_changed && self.dead[c][k] != old.dead[c][k] {
                    h ^= KEYS[K_DEAD + (c * 6 + k) * 16 + (self.dead[c][k] & 15) as usize];
                    h ^= KEYS[K_DEAD + (c * 6 + k) * 16 + (old.dead[c][k] & 15) as usize];
                }
            }
        }
        h ^= hash_bits(self.fire ^ old.fire, K_FIRE);
        h ^= hash_bits(self.space ^ old.space, K_SPACE);
        h ^= hash_bits(self.frozen ^ old.frozen, K_FROZEN);
        h ^= hash_bits(self.invincible ^ old.invincible, K_INVINCIBLE);
        h ^= hash_bits(self.blessed ^ old.blessed, K_BLESSED);
        h ^= hash_bits(self.unmoved ^ old.unmoved, K_UNMOVED);
        if self.turn != old.turn {
            h ^= turn_hash(&self.turn) ^ turn_hash(&old.turn);
        }
        if self.side != old.side {
            h ^= KEYS[K_SIDE];
        }
        if self.ply != old.ply {
            h ^= turns_left_key(self.ply_limit, self.ply) ^ turns_left_key(old.ply_limit, old.ply);
        }
        h
    }

    /// The Zobrist hash computed from nothing.
    pub(crate) fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for c in 0..2 {
            for k in 0..6 {
                h ^= hash_bits(self.colors[c] & self.kinds[k], K_PIECE + (c * 6 + k) * 64);
            }
            h ^= KEYS[K_MANA + c * 41 + self.mana[c].min(MANA_CAP) as usize];
            let set = self.sets.get(c).map_or(6, SetKind::index);
            h ^= KEYS[K_SETS + c * 7 + set];
            if self.locked[c] {
                h ^= KEYS[K_LOCKED + c];
            }
            for k in 0..6 {
                h ^= KEYS[K_DEAD + (c * 6 + k) * 16 + (self.dead[c][k] & 15) as usize];
            }
        }
        h ^= hash_bits(self.fire, K_FIRE);
        h ^= hash_bits(self.space, K_SPACE);
        h ^= hash_bits(self.frozen, K_FROZEN);
        h ^= hash_bits(self.invincible, K_INVINCIBLE);
        h ^= hash_bits(self.blessed, K_BLESSED);
        if self.side == Color::Black {
            h ^= KEYS[K_SIDE];
        }
        if let Some(c) = self.truce {
            h ^= KEYS[K_TRUCE + c.index()];
        }
        h ^= hash_bits(self.unmoved, K_UNMOVED);
        h ^= turns_left_key(self.ply_limit, self.ply);
        h ^ turn_hash(&self.turn)
    }

    /// Whether `self` and `other` have the same future: they agree on
    /// everything but the turn counter, and under a ply limit (ST-3.7) on
    /// the number of turns left. This is exactly what the Zobrist hash
    /// ([`board_core::Game::zobrist`]) covers, so a position met again
    /// later in a game (the CLI's progress rule, docs/ai.md) or by another
    /// order of moves (a search's transposition table) hashes the same.
    /// Give it to the conformance kit's hash-collision check.
    ///
    /// ```
    /// use board_core::{Game, MoveNotation};
    /// use strife_truce::Strife;
    /// // Dark squares for White and light ones for Black gain no mana.
    /// let start: Strife = "4k3/8/8/8/8/8/8/B3K3 w mana=0/0 sets=none/none ply=0".parse().unwrap();
    /// let mut g = start.clone();
    /// for m in ["a1b2", "e8f7", "b2a1", "f7e8"] {
    ///     g.play(g.parse_move(m).unwrap()).unwrap();
    /// }
    /// assert!(g != start && g.same_future(&start));
    /// assert_eq!(g.zobrist(), start.zobrist());
    /// // Under a ply limit the turns left differ, and so do the hashes.
    /// let (a, b) = (g.with_ply_limit(Some(50)), start.with_ply_limit(Some(50)));
    /// assert!(!a.same_future(&b));
    /// assert_ne!(a.zobrist(), b.zobrist());
    /// ```
    pub fn same_future(&self, other: &Strife) -> bool {
        let turns_left = |g: &Strife| g.ply_limit.map(|l| l.saturating_sub(g.ply));
        let Strife {
            kinds,
            colors,
            mana,
            sets,
            frozen,
            invincible,
            fire,
            space,
            blessed,
            locked,
            dead,
            side,
            ply: _,
            ply_limit: _,
            truce,
            unmoved,
            turn,
            hash: _,
        } = self;
        *kinds == other.kinds
            && *colors == other.colors
            && *mana == other.mana
            && *sets == other.sets
            && *frozen == other.frozen
            && *invincible == other.invincible
            && *fire == other.fire
            && *space == other.space
            && *blessed == other.blessed
            && *locked == other.locked
            && *dead == other.dead
            && *side == other.side
            && *truce == other.truce
            && *unmoved == other.unmoved
            && *turn == other.turn
            && turns_left(self) == turns_left(other)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use board_core::Game;
    use board_core::strategy::reachable_from;
    use proptest::prelude::*;

    /// One change of one component of the state (kept valid where the hash
    /// relies on it: kind bits only under pieces, cells only on empty
    /// squares).
    fn mutate(g: &mut Strife, which: u8, s: u32, v: u8) {
        let b = 1u64 << s;
        let occ = g.occ();
        let c = usize::from(v & 1);
        let k = usize::from(v % 6);
        match which {
            0 if occ & b == 0 => {
                g.kinds[k] |= b;
                g.colors[c] |= b;
            }
            0 => {
                for x in g.kinds.iter_mut().chain(g.colors.iter_mut()) {
                    *x &= !b;
                }
            }
            1 => g.mana[c] = v % (MANA_CAP + 1),
            2 => {
                let set = SetKind::ALL.get(usize::from(v % 7)).copied();
                if c == 0 {
                    g.sets.white = set;
                } else {
                    g.sets.black = set;
                }
            }
            3 => g.frozen ^= b & occ,
            4 => g.invincible ^= b & occ,
            5 => g.blessed ^= b & occ,
            6 => g.fire ^= b & !occ,
            7 => g.space ^= b & !occ,
            8 => g.locked[c] = !g.locked[c],
            9 => g.dead[c][k] = v % 11,
            10 => g.side = g.side.other(),
            11 => g.truce = [None, Some(Color::White), Some(Color::Black)][usize::from(v % 3)],
            12 => g.unmoved ^= b & g.kinds[Kind::Pawn.index()],
            13 => g.turn.actor ^= b & occ,
            14 => g.turn.origin = (v & 2 != 0).then(|| sq(s)),
            15 => g.turn.trail ^= b,
            16 => g.turn.aoe ^= b,
            17 => g.turn.new_cells ^= b,
            18 => g.turn.new_frozen ^= b & occ,
            19 => g.turn.new_invincible ^= b & occ,
            20 => {
                g.turn.stage = match v % 7 {
                    0 => Stage::Start,
                    1 => Stage::Committed,
                    2 => Stage::Moved,
                    3 => Stage::Done,
                    n => Stage::Swarm(n - 3),
                }
            }
            21 => g.turn.killed = !g.turn.killed,
            22 => g.turn.busy = !g.turn.busy,
            23 => g.ply = g.ply.wrapping_add(u32::from(v) + 1),
            _ => g.ply_limit = (v & 2 != 0).then_some(u32::from(v) + g.ply / 2),
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 256, failure_persistence: None, .. ProptestConfig::default() })]

        /// The hash covers exactly what `same_future` compares: after any
        /// one change to a reached state (of any component, the turn in
        /// progress included), the hash changes exactly when the future
        /// does; the turn counter alone changes neither, unless a ply
        /// limit is set and not yet reached.
        #[test]
        fn hash_changes_exactly_when_the_future_does(
            line in reachable_from(
                (0u8..7, 0u8..7, prop_oneof![Just(0u8), Just(20), Just(40)]).prop_map(|(w, b, mana)| {
                    let set = |i: u8| SetKind::ALL.get(usize::from(i)).copied();
                    Strife::start_with_mana(Sets::new(set(w), set(b)), mana)
                }),
                30,
            ),
            limit in prop_oneof![Just(None), (0u32..80).prop_map(Some)],
            which in 0u8..25,
            s in 0u32..64,
            v in any::<u8>(),
        ) {
            let g = line.end().clone().with_ply_limit(limit);
            prop_assert_eq!(g.zobrist(), g.compute_hash());
            let mut m = g.clone();
            mutate(&mut m, which, s, v);
            m.hash = m.compute_hash();
            prop_assert_eq!(
                m.hash == g.hash,
                m.same_future(&g),
                "change {} ({}, {}):\n  {:?}\n  {:?}", which, s, v, g, m
            );
            if which == 23 {
                // A later turn: the same future without a limit, or when
                // both are at the limit already (no turn left either way).
                prop_assert_eq!(m.same_future(&g), limit.is_none_or(|l| l <= g.ply));
            }
        }
    }
}
