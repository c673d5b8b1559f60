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
const K_LEN: usize = K_BUSY + 1;

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
        h ^ turn_hash(&self.turn)
    }
}
