//! The game state of Lytharian Chess and its three modes, with the
//! [`board_core::Game`] implementation.
//!
//! ```
//! use board_core::Game;
//! use lytharia::{LytharianChess, Mode};
//! let mut game = LytharianChess::new(Mode::Full, 42);
//! let actions = game.legal_moves();
//! assert!(!actions.is_empty());
//! game.play(actions[0]).unwrap();
//! ```

mod apply;
mod build;
mod describe;
mod end;
mod explain;
mod generate;
mod hash;
mod inspect;
mod reachable;
mod setup;
pub(crate) mod text;
mod threat;
mod view;

use std::sync::Arc;

use board_core::Square;
use board_core::{Outcome, Player};
use serde::{Deserialize, Serialize};

use crate::action::Target;
use crate::cards::{CardId, CardSet, Duration, Effect, PieceType, TroopCard};
use crate::mode::Mode;
use crate::rng::GameRng;

pub use build::PositionBuilder;
pub use setup::{DEFAULT_SEED, Setup, SetupError};
pub use setup::{bonus_mana, first_player};
pub use text::{IllegalAction, StateError};
pub use view::{PlayerView, SideView, TroopView};

/// The base hand limit (LY-7.7).
pub const HAND_LIMIT: usize = 10;
/// The top of the mana counter (LY-7.5).
pub const MAX_MANA: u8 = 15;
/// The highest obelisk value (LY-7.5).
pub const MAX_OBELISK: u8 = 6;
/// Enchant spaces per player (LY-10.7).
pub const ENCHANT_SPACES: usize = 3;
/// The last turn of any game: when it ends, the game ends as if stalled
/// (LY-16.6).
pub const MAX_TURN: u32 = 1_000_000;
/// The rounds of a Battle Duels match before any deciding round (LY-17.3).
pub(crate) const DUEL_ROUNDS: u8 = 7;
/// Deciding rounds a Battle Duels match may add after round 7 (LY-17.8).
pub const MAX_DECIDING_ROUNDS: u8 = 50;
/// Turns after which a Battle Duels round without a kill is a tie (LY-17.6).
pub const DUEL_ROUND_TURNS: u8 = 10;

/// The phases of a turn (LY-7.1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Effects phase (LY-7.2).
    Effects,
    /// Mana phase, waiting only when an obelisk charge is possible (LY-7.4).
    Mana,
    /// Draw phase, waiting only at the hand limit (LY-7.7).
    Draw,
    /// Main phase (LY-8).
    Main,
}

/// A troop card in play or in a crypt.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub(crate) struct Troop {
    pub card: CardId,
    pub owner: u8,
    pub square: Option<Square>,
    pub damage: u8,
    pub revealed: bool,
    pub weapon: Option<CardId>,
    pub armour: Option<CardId>,
    pub turn_att: i16,
    pub turn_def: i16,
    pub perm_att: i16,
    pub perm_def: i16,
    /// Bits 0-3: effects used this turn; bits 4-7: abilities used.
    pub used: u8,
    pub attacked: bool,
}

/// An enchant spell in one of its caster's enchant spaces.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub(crate) struct Enchant {
    pub card: CardId,
    /// The troop it is attached to, for troop-target enchants.
    pub on: Option<u8>,
}

/// Every troop of the game. A `Vec` (indexed on the hot path, so no inline
/// variant that would branch on every access) whose clones keep room for
/// the two fighters a Battle Duels round deals, so that playing an attack
/// that ends a round does not allocate.
#[derive(PartialEq, Eq, Default)]
pub(crate) struct Troops(Vec<Troop>);

/// Room kept in a clone for the troops one action can add.
const SPARE_TROOPS: usize = 2;

impl Troops {
    pub(crate) fn new() -> Troops {
        Troops(Vec::new())
    }
}

impl Clone for Troops {
    fn clone(&self) -> Troops {
        let mut troops = Vec::with_capacity(self.0.len() + SPARE_TROOPS);
        troops.extend_from_slice(&self.0);
        Troops(troops)
    }
}

impl std::ops::Deref for Troops {
    type Target = Vec<Troop>;
    fn deref(&self) -> &Vec<Troop> {
        &self.0
    }
}

impl std::ops::DerefMut for Troops {
    fn deref_mut(&mut self) -> &mut Vec<Troop> {
        &mut self.0
    }
}

impl From<Vec<Troop>> for Troops {
    fn from(troops: Vec<Troop>) -> Troops {
        Troops(troops)
    }
}

/// A hand of cards, on the stack up to 16 cards.
pub(crate) type Hand = smallvec::SmallVec<[CardId; 16]>;

/// A crypt or nether, on the stack up to 32 cards.
pub(crate) type Pile = smallvec::SmallVec<[CardId; 32]>;

/// One player's cards and counters.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub(crate) struct Side {
    pub mana: u8,
    pub obelisk: u8,
    /// Inline: a hand holds at most `HAND_LIMIT` plus a few cards, and
    /// drawing into it must not allocate (play is allocation-free).
    pub hand: Hand,
    /// The top of the deck is the last card.
    pub deck: Vec<CardId>,
    /// Inline, like the hand: killing a troop must not allocate.
    pub crypt: Pile,
    pub nether: Pile,
    pub enchants: Vec<Enchant>,
    pub army_power: u32,
    pub killed_power: u32,
    pub points: u8,
}

/// A spell on the stack.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub(crate) struct StackItem {
    pub uid: u16,
    pub card: CardId,
    pub caster: u8,
    pub target: Target,
    /// The troops targeted, as they stood when targeted (LY-10.5).
    pub troops: [Option<u8>; 2],
    /// The uid of the spell targeted by a counter.
    pub spell: Option<u16>,
}

/// What the active player has done this turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub(crate) struct TurnState {
    pub moved: bool,
    pub mover: Option<u8>,
    pub attacked: bool,
    /// Whether each seat has harnessed this turn (LY-11.1).
    pub harness_used: [bool; 2],
    /// Each seat's unspent harness mana (LY-11.2).
    pub harness_pool: [u8; 2],
    /// Reforge mana from hand reforges: any troop may use it (LY-12.5).
    pub reforge_pool: u8,
    /// Reforge mana from equipment of the troop `reforge_bound` (LY-12.5).
    pub reforge_bound_pool: u8,
    pub reforge_bound: Option<u8>,
    /// A `hold` effect lets the active player end the turn without moving
    /// (LY-2.5.12, LY-16.3).
    pub hold: bool,
}

/// An attack declared and waiting for the defender's response window
/// (LY-10.11, LY-10.12).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub(crate) struct PendingAttack {
    pub from: Square,
    pub to: Square,
    pub attacker: u8,
    pub defender: u8,
}

/// The defender's response window after one of the active player's
/// main-phase actions (LY-10.11).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub(crate) struct Window {
    /// The attack that resolves when the window closes.
    pub attack: Option<PendingAttack>,
}

/// Battle Duels bookkeeping (LY-17).
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub(crate) struct DuelState {
    /// Rounds started so far (1-based number of the current round).
    pub round: u8,
    pub wins: [u8; 2],
    pub ties: u8,
    pub lineups: [Vec<CardId>; 2],
    pub round_turns: u8,
    pub sudden: bool,
    /// The troops of the current round, by seat.
    pub fighters: [u8; 2],
}

/// The card set shared by a game and its clones; compared by value.
#[derive(Clone, Debug)]
pub(crate) struct SharedSet(pub Arc<CardSet>);

impl PartialEq for SharedSet {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || *self.0 == *other.0
    }
}

impl Eq for SharedSet {}

/// A complete state of a game of Lytharian Chess (any mode), including the
/// hidden information and the seeded RNG (LY-1.4, LY-14.3).
///
/// Seat 0 (`P1`) is the player who goes first and sits on ranks 1-2.
///
/// ```
/// use board_core::{Game, Player};
/// use lytharia::{LytharianChess, Mode, Phase};
/// let game = LytharianChess::new(Mode::PawnWars, 3);
/// assert_eq!(game.to_act(), Some(Player::new(0)));
/// assert_eq!(game.phase(), Phase::Main);
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct LytharianChess {
    pub(crate) set: SharedSet,
    pub(crate) mode: Mode,
    pub(crate) rng: GameRng,
    pub(crate) troops: Troops,
    pub(crate) board: [Option<u8>; 64],
    pub(crate) sides: [Side; 2],
    pub(crate) active: u8,
    pub(crate) turn: u32,
    pub(crate) phase: Phase,
    pub(crate) ts: TurnState,
    pub(crate) stack: Vec<StackItem>,
    pub(crate) next_uid: u16,
    pub(crate) priority: u8,
    pub(crate) window: Option<Window>,
    pub(crate) promotion: Option<u8>,
    pub(crate) duel: Option<DuelState>,
    pub(crate) idle_turns: u8,
    pub(crate) turn_limit: Option<u32>,
    pub(crate) outcome: Option<Outcome>,
}

/// A short readable text: mode, turn, phase, who acts, the board (upper
/// case Player 1, lower case Player 2, ranks 8 to 1) and the counters.
///
/// ```
/// use lytharia::{LytharianChess, Mode};
/// let text = format!("{:?}", LytharianChess::new(Mode::PawnWars, 1));
/// assert!(text.starts_with("LytharianChess(pawn-wars, turn 1, main, to act P1, 8/pppppppp/"), "{text}");
/// ```
impl core::fmt::Debug for LytharianChess {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let phase = match self.phase {
            Phase::Effects => "effects",
            Phase::Mana => "mana",
            Phase::Draw => "draw",
            Phase::Main => "main",
        };
        let to_act = match board_core::Game::to_act(self) {
            Some(p) => format!("to act {p}"),
            None => format!("over {:?}", self.outcome),
        };
        let mut board = String::new();
        for rank in (0..8u8).rev() {
            let mut empty = 0;
            for file in 0..8u8 {
                let sq = Square::from_index_masked(rank * 8 + file);
                match self.board[sq.index()] {
                    None => empty += 1,
                    Some(t) => {
                        if empty > 0 {
                            board.push_str(&empty.to_string());
                            empty = 0;
                        }
                        let c = match self.piece(t) {
                            PieceType::King => 'k',
                            PieceType::Queen => 'q',
                            PieceType::Rook => 'r',
                            PieceType::Knight => 'n',
                            PieceType::Bishop => 'b',
                            PieceType::Pawn => 'p',
                        };
                        board.push(if self.troops[t as usize].owner == 0 {
                            c.to_ascii_uppercase()
                        } else {
                            c
                        });
                    }
                }
            }
            if empty > 0 {
                board.push_str(&empty.to_string());
            }
            if rank > 0 {
                board.push('/');
            }
        }
        write!(
            f,
            "LytharianChess({}, turn {}, {phase}, {to_act}, {board}, mana {}/{}, hands {}/{}, stack {})",
            self.mode.name(),
            self.turn,
            self.sides[0].mana,
            self.sides[1].mana,
            self.sides[0].hand.len(),
            self.sides[1].hand.len(),
            self.stack.len()
        )
    }
}

impl LytharianChess {
    /// Sets (or removes) the turn limit after which the game is drawn
    /// (LY-16.6); useful for engines and self-play.
    ///
    /// ```
    /// use board_core::{playout, Outcome, PlayoutEnd};
    /// use lytharia::{LytharianChess, Mode};
    /// let mut game = LytharianChess::new(Mode::Full, 1);
    /// game.set_turn_limit(Some(3));
    /// assert_eq!(playout(&game, 1, 10_000).end, PlayoutEnd::Finished(Outcome::Draw));
    /// ```
    pub fn set_turn_limit(&mut self, limit: Option<u32>) {
        self.turn_limit = limit;
    }

    /// The card set in use.
    ///
    /// ```
    /// use lytharia::{LytharianChess, Mode};
    /// let game = LytharianChess::new(Mode::Full, 1);
    /// assert!(game.card_set().id("plate-mail").is_some());
    /// ```
    pub fn card_set(&self) -> &Arc<CardSet> {
        &self.set.0
    }

    /// The mode.
    ///
    /// ```
    /// use lytharia::{LytharianChess, Mode};
    /// assert_eq!(LytharianChess::new(Mode::Duels, 1).mode(), Mode::Duels);
    /// ```
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The player whose turn it is.
    ///
    /// ```
    /// use board_core::Player;
    /// use lytharia::{LytharianChess, Mode};
    /// let game = LytharianChess::new(Mode::Full, 1);
    /// assert_eq!(game.active(), Player::new(0));
    /// ```
    pub fn active(&self) -> Player {
        Player::new(self.active)
    }

    /// The turn number, from 1.
    ///
    /// ```
    /// use lytharia::{LytharianChess, Mode};
    /// assert_eq!(LytharianChess::new(Mode::Full, 1).turn(), 1);
    /// ```
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// The current phase.
    ///
    /// ```
    /// use lytharia::{LytharianChess, Mode, Phase};
    /// assert_eq!(LytharianChess::new(Mode::PawnWars, 1).phase(), Phase::Main);
    /// ```
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The game's RNG position.
    ///
    /// ```
    /// use lytharia::{LytharianChess, Mode};
    /// assert_eq!(LytharianChess::new(Mode::Full, 9).rng().seed(), 9);
    /// ```
    pub fn rng(&self) -> GameRng {
        self.rng
    }

    /// A player's mana counter (0 = token off the board, LY-7.6).
    ///
    /// ```
    /// use board_core::Player;
    /// use lytharia::{LytharianChess, Mode};
    /// let game = LytharianChess::new(Mode::Full, 1);
    /// assert_eq!(game.mana(Player::new(1)), Some(1));
    /// assert_eq!(game.mana(Player::new(2)), None);
    /// ```
    pub fn mana(&self, player: Player) -> Option<u8> {
        self.side(player).map(|s| s.mana)
    }

    /// A player's obelisk value.
    ///
    /// ```
    /// use board_core::Player;
    /// use lytharia::{LytharianChess, Mode};
    /// let game = LytharianChess::new(Mode::Full, 1);
    /// assert_eq!(game.obelisk(Player::new(0)), Some(1));
    /// ```
    pub fn obelisk(&self, player: Player) -> Option<u8> {
        self.side(player).map(|s| s.obelisk)
    }

    /// A player's hand.
    ///
    /// ```
    /// use board_core::Player;
    /// use lytharia::{LytharianChess, Mode};
    /// let game = LytharianChess::new(Mode::Full, 1);
    /// assert!(game.hand(Player::new(1)).unwrap().is_empty());
    /// assert!(game.hand(Player::new(3)).is_none());
    /// ```
    pub fn hand(&self, player: Player) -> Option<&[CardId]> {
        self.side(player).map(|s| s.hand.as_slice())
    }

    /// A player's deck, top card last.
    ///
    /// ```
    /// use board_core::Player;
    /// use lytharia::{LytharianChess, Mode};
    /// let game = LytharianChess::new(Mode::Full, 1);
    /// assert!(game.deck(Player::new(1)).unwrap().len() >= 50);
    /// ```
    pub fn deck(&self, player: Player) -> Option<&[CardId]> {
        self.side(player).map(|s| s.deck.as_slice())
    }

    /// A player's crypt (killed troops).
    ///
    /// ```
    /// use board_core::Player;
    /// use lytharia::{LytharianChess, Mode};
    /// let game = LytharianChess::new(Mode::Full, 1);
    /// assert!(game.crypt(Player::new(0)).unwrap().is_empty());
    /// ```
    pub fn crypt(&self, player: Player) -> Option<&[CardId]> {
        self.side(player).map(|s| s.crypt.as_slice())
    }

    /// A player's nether (spent and discarded spells and equipment).
    ///
    /// ```
    /// use board_core::Player;
    /// use lytharia::{LytharianChess, Mode};
    /// let game = LytharianChess::new(Mode::Full, 1);
    /// assert!(game.nether(Player::new(0)).unwrap().is_empty());
    /// ```
    pub fn nether(&self, player: Player) -> Option<&[CardId]> {
        self.side(player).map(|s| s.nether.as_slice())
    }

    /// The enchant spells in a player's enchant spaces, with the square of
    /// the troop each is attached to.
    ///
    /// ```
    /// use board_core::Player;
    /// use lytharia::{LytharianChess, Mode};
    /// let game = LytharianChess::new(Mode::Full, 1);
    /// assert!(game.enchants(Player::new(0)).unwrap().is_empty());
    /// ```
    pub fn enchants(&self, player: Player) -> Option<Vec<(CardId, Option<Square>)>> {
        Some(
            self.side(player)?
                .enchants
                .iter()
                .map(|e| (e.card, e.on.and_then(|t| self.troops[t as usize].square)))
                .collect(),
        )
    }

    /// The side of a seat of this game, `None` for any other seat.
    fn side(&self, player: Player) -> Option<&Side> {
        self.sides.get(player.index())
    }

    /// The power score of enemy troops a player has killed (LY-9.7).
    ///
    /// ```
    /// use board_core::Player;
    /// use lytharia::{LytharianChess, Mode};
    /// let game = LytharianChess::new(Mode::Full, 1);
    /// assert_eq!(game.killed_power(Player::new(0)), Some(0));
    /// ```
    pub fn killed_power(&self, player: Player) -> Option<u32> {
        self.side(player).map(|s| s.killed_power)
    }

    /// A player's army power score (LY-5.1).
    ///
    /// ```
    /// use board_core::Player;
    /// use lytharia::{LytharianChess, Mode};
    /// let game = LytharianChess::new(Mode::Full, 1);
    /// assert!(game.army_power(Player::new(0)) <= game.army_power(Player::new(1)));
    /// assert_eq!(game.army_power(Player::new(2)), None);
    /// ```
    pub fn army_power(&self, player: Player) -> Option<u32> {
        self.side(player).map(|s| s.army_power)
    }

    /// Pawn Wars points (LY-18.2).
    ///
    /// ```
    /// use board_core::Player;
    /// use lytharia::{LytharianChess, Mode};
    /// assert_eq!(LytharianChess::new(Mode::PawnWars, 1).points(Player::new(0)), Some(0));
    /// ```
    pub fn points(&self, player: Player) -> Option<u8> {
        self.side(player).map(|s| s.points)
    }

    /// Battle Duels round wins (LY-17.7), `[0, 0]` in other modes.
    ///
    /// ```
    /// use lytharia::{LytharianChess, Mode};
    /// assert_eq!(LytharianChess::new(Mode::Duels, 1).round_wins(), [0, 0]);
    /// ```
    pub fn round_wins(&self) -> [u8; 2] {
        self.duel.as_ref().map_or([0, 0], |d| d.wins)
    }

    /// The number of spells on the stack.
    ///
    /// ```
    /// use lytharia::{LytharianChess, Mode};
    /// assert_eq!(LytharianChess::new(Mode::Full, 1).stack_len(), 0);
    /// ```
    pub fn stack_len(&self) -> usize {
        self.stack.len()
    }

    /// The spells on the stack, bottom first, with their casters.
    ///
    /// ```
    /// use lytharia::{LytharianChess, Mode};
    /// assert!(LytharianChess::new(Mode::Full, 1).stack().is_empty());
    /// ```
    pub fn stack(&self) -> Vec<(CardId, Player)> {
        self.stack
            .iter()
            .map(|s| (s.card, Player::new(s.caster)))
            .collect()
    }

    /// The troop on a square: `(card, owner)`.
    ///
    /// ```
    /// use board_core::{Player, Square};
    /// use lytharia::{LytharianChess, Mode};
    /// let game = LytharianChess::new(Mode::Full, 1);
    /// let (_, owner) = game.troop_at("e8".parse::<Square>().unwrap()).unwrap();
    /// assert_eq!(owner, Player::new(1));
    /// assert_eq!(game.troop_at(Square::E8).unwrap().1, owner);
    /// ```
    pub fn troop_at(&self, sq: Square) -> Option<(CardId, Player)> {
        self.board[sq.index()].map(|t| {
            let t = &self.troops[t as usize];
            (t.card, Player::new(t.owner))
        })
    }

    /// The state of the troop on a square.
    ///
    /// ```
    /// use board_core::Square;
    /// use lytharia::cards::PieceType;
    /// use lytharia::{LytharianChess, Mode};
    /// let game = LytharianChess::new(Mode::Full, 1);
    /// let king = game.troop_state("e1".parse::<Square>().unwrap()).unwrap();
    /// assert_eq!(king.piece, PieceType::King);
    /// assert!(!king.revealed);
    /// ```
    pub fn troop_state(&self, sq: Square) -> Option<TroopView> {
        self.board[sq.index()].map(|t| self.troop_view(t, None))
    }

    /// Effective Att and remaining Def (effective Def minus damage) of the
    /// troop on a square (LY-2.8).
    ///
    /// ```
    /// use board_core::Square;
    /// use lytharia::{LytharianChess, Mode};
    /// let game = LytharianChess::new(Mode::Full, 1);
    /// let (att, def) = game.stats("e1".parse::<Square>().unwrap()).unwrap();
    /// assert!(att > 0 && def > 0);
    /// ```
    pub fn stats(&self, sq: Square) -> Option<(i32, i32)> {
        self.board[sq.index()].map(|t| (self.eff_att(t), self.remaining_def(t)))
    }

    pub(crate) fn card_of(&self, t: u8) -> &TroopCard {
        let card = self.troops[t as usize].card;
        self.set
            .0
            .troop(card)
            .expect("troops always hold troop cards (checked on load)")
    }

    pub(crate) fn piece(&self, t: u8) -> PieceType {
        self.card_of(t).piece
    }

    fn enchant_mods(&self, t: u8) -> (i32, i32) {
        let mut att = 0;
        let mut def = 0;
        for side in &self.sides {
            for e in side.enchants.iter().filter(|e| e.on == Some(t)) {
                if let Some(spell) = self.set.0.spell(e.card) {
                    for effect in &spell.effects {
                        if let Effect::Modify {
                            att: a,
                            def: d,
                            duration: Duration::Enchanted,
                        } = *effect
                        {
                            att += a as i32;
                            def += d as i32;
                        }
                    }
                }
            }
        }
        (att, def)
    }

    fn equipment_bonus(&self, t: u8) -> (i32, i32) {
        let troop = &self.troops[t as usize];
        let mut att = 0;
        let mut def = 0;
        for eq in [troop.weapon, troop.armour].into_iter().flatten() {
            if let Some(e) = self.set.0.equipment(eq) {
                att += e.att as i32;
                def += e.def as i32;
            }
        }
        (att, def)
    }

    /// Effective Att, never below 0 (LY-2.8).
    pub(crate) fn eff_att(&self, t: u8) -> i32 {
        let troop = &self.troops[t as usize];
        let (ea, _) = self.equipment_bonus(t);
        let (ma, _) = self.enchant_mods(t);
        (self.card_of(t).att as i32 + ea + ma + troop.turn_att as i32 + troop.perm_att as i32)
            .max(0)
    }

    /// Effective Def before damage (LY-2.8).
    pub(crate) fn eff_def(&self, t: u8) -> i32 {
        let troop = &self.troops[t as usize];
        let (_, ed) = self.equipment_bonus(t);
        let (_, md) = self.enchant_mods(t);
        self.card_of(t).def as i32 + ed + md + troop.turn_def as i32 + troop.perm_def as i32
    }

    /// Effective Def minus damage.
    pub(crate) fn remaining_def(&self, t: u8) -> i32 {
        self.eff_def(t) - self.troops[t as usize].damage as i32
    }

    /// The hand limit of a seat (LY-7.7).
    pub(crate) fn hand_limit(&self, seat: usize) -> usize {
        let mut limit = HAND_LIMIT;
        for e in &self.sides[seat].enchants {
            if let Some(spell) = self.set.0.spell(e.card) {
                for effect in &spell.effects {
                    if let Effect::HandSize { extra } = *effect {
                        limit += extra as usize;
                    }
                }
            }
        }
        limit
    }

    /// Extra mana per mana phase from enchants (LY-2.5.10).
    pub(crate) fn mana_per_turn(&self, seat: usize) -> u8 {
        let mut extra = 0u8;
        for e in &self.sides[seat].enchants {
            if let Some(spell) = self.set.0.spell(e.card) {
                for effect in &spell.effects {
                    if let Effect::ManaPerTurn { amount } = *effect {
                        extra = extra.saturating_add(amount);
                    }
                }
            }
        }
        extra
    }

    /// The troops of a seat on the board.
    pub(crate) fn troops_on_board(&self, seat: u8) -> impl Iterator<Item = u8> + '_ {
        self.board
            .iter()
            .flatten()
            .copied()
            .filter(move |&t| self.troops[t as usize].owner == seat)
    }

    /// The King of a seat on the board, if any.
    pub(crate) fn king(&self, seat: u8) -> Option<u8> {
        self.troops_on_board(seat)
            .find(|&t| self.piece(t) == PieceType::King)
    }

    /// Whether a seat is on an honor charge (LY-16.3).
    pub(crate) fn honor_charging(&self, seat: u8) -> bool {
        if self.mode != Mode::Full {
            return false;
        }
        // Its King and nothing else: stop at the second troop found (the
        // common case, a few squares into the board).
        let mut on_board = self.troops_on_board(seat);
        on_board
            .next()
            .is_some_and(|t| self.piece(t) == PieceType::King)
            && on_board.next().is_none()
    }

    /// The player who must act now: the owner of a promoting pawn, the
    /// player with priority on the stack, the defender in a response
    /// window, else the active player (LY-19.1).
    pub(crate) fn actor(&self) -> u8 {
        if let Some(t) = self.promotion {
            self.troops[t as usize].owner
        } else if !self.stack.is_empty() {
            self.priority
        } else if self.window.is_some() {
            self.active ^ 1
        } else {
            self.active
        }
    }
}
