//! Starting a game: first player and bonus mana (LY-5), placement, shuffles
//! and cuts (LY-6), for each mode.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use board_core::Square;

use crate::army::{Army, ArmyError, Deck, DeckError};
use crate::cards::{Alignment, CardId, CardSet, PieceType};
use crate::mode::Mode;
use crate::rng::GameRng;

use super::{LytharianChess, MAX_MANA, Phase, SharedSet, Side, Troop, TurnState};

/// Everything needed to start a game: the mode, the seed of the game RNG,
/// and each entrant's army and deck. Which entrant becomes Player 1 (seat 0)
/// is decided by LY-5.2 and LY-5.3.
///
/// ```
/// use lytharia::{LytharianChess, Mode, Setup};
/// use lytharia::cards::CardSet;
/// let setup = Setup::sample(Mode::Full, 9);
/// let game = LytharianChess::from_setup(CardSet::sample(), &setup).unwrap();
/// assert_eq!(game, LytharianChess::new(Mode::Full, 9));
/// ```
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Setup {
    /// The mode.
    pub mode: Mode,
    /// The seed of the game RNG (LY-1.4).
    pub seed: u64,
    /// The two entrants' armies (Battle Duels: 7-troop lineups in round
    /// order; Pawn Wars: 8 pawns).
    pub armies: [Army; 2],
    /// The two entrants' decks.
    pub decks: [Deck; 2],
    /// An optional turn limit (LY-16.6); `None` plays to the end.
    #[serde(default)]
    pub turn_limit: Option<u32>,
}

impl Setup {
    /// The sample setup: a good army and deck against an evil one, from
    /// the shipped card set.
    ///
    /// ```
    /// use lytharia::{Mode, Setup};
    /// let setup = Setup::sample(Mode::Full, 3);
    /// assert_eq!(setup.armies[0].troops().len(), 16);
    /// ```
    pub fn sample(mode: Mode, seed: u64) -> Setup {
        let set = CardSet::sample();
        Setup {
            mode,
            seed,
            armies: [
                Army::sample(&set, mode, Alignment::Good),
                Army::sample(&set, mode, Alignment::Evil),
            ],
            decks: [
                Deck::sample(&set, mode, Alignment::Good),
                Deck::sample(&set, mode, Alignment::Evil),
            ],
            turn_limit: None,
        }
    }
}

/// Why a setup was refused.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum SetupError {
    /// An entrant's army breaks a rule.
    #[error("entrant {entrant}: {error}")]
    Army {
        /// 0 or 1.
        entrant: u8,
        /// The rule broken.
        error: ArmyError,
    },
    /// An entrant's deck breaks a rule.
    #[error("entrant {entrant}: {error}")]
    Deck {
        /// 0 or 1.
        entrant: u8,
        /// The rule broken.
        error: DeckError,
    },
}

/// The bonus mana of LY-5.2: `ceil((higher - lower) / 5)`.
///
/// ```
/// assert_eq!(lytharia::rules::bonus_mana(120, 111), 2);
/// assert_eq!(lytharia::rules::bonus_mana(100, 100), 0);
/// assert_eq!(lytharia::rules::bonus_mana(95, 100), 1);
/// ```
pub fn bonus_mana(a: u32, b: u32) -> u32 {
    a.abs_diff(b).div_ceil(5)
}

/// The entrant that goes first (LY-5.2, LY-5.3): the lower power score, or
/// on equal scores the higher D6 roll, rerolling ties, from `rng`.
///
/// ```
/// use lytharia::{rules::first_player, GameRng};
/// let mut rng = GameRng::new(1);
/// assert_eq!(first_player([90, 80], &mut rng), 1);
/// assert_eq!(rng.position(), 0); // no dice were needed
/// let first = first_player([80, 80], &mut rng);
/// assert!(first < 2 && rng.position() > 0);
/// ```
pub fn first_player(power: [u32; 2], rng: &mut GameRng) -> u8 {
    match power[0].cmp(&power[1]) {
        core::cmp::Ordering::Less => 0,
        core::cmp::Ordering::Greater => 1,
        core::cmp::Ordering::Equal => loop {
            let (a, b) = (rng.d6(), rng.d6());
            if a != b {
                break if a > b { 0 } else { 1 };
            }
        },
    }
}

/// The back-rank files of each piece type, queen side first (LY-6.1).
fn back_files(piece: PieceType) -> &'static [u8] {
    match piece {
        PieceType::Rook => &[0, 7],
        PieceType::Knight => &[1, 6],
        PieceType::Bishop => &[2, 5],
        PieceType::Queen => &[3],
        PieceType::King => &[4],
        PieceType::Pawn => &[0, 1, 2, 3, 4, 5, 6, 7],
    }
}

/// The seed of [`LytharianChess::default`]'s deal (LY-21.6).
pub const DEFAULT_SEED: u64 = 1;

/// The full game with the sample setup and the fixed seed
/// [`DEFAULT_SEED`] (LY-21.6): a new game of Lytharian Chess with default
/// options.
///
/// ```
/// use lytharia::{DEFAULT_SEED, LytharianChess, Mode};
/// assert_eq!(LytharianChess::default(), LytharianChess::new(Mode::Full, DEFAULT_SEED));
/// ```
impl Default for LytharianChess {
    fn default() -> Self {
        LytharianChess::new(Mode::Full, DEFAULT_SEED)
    }
}

impl LytharianChess {
    /// A new game of `mode` with the sample setup (good against evil) and
    /// the given seed.
    ///
    /// ```
    /// use lytharia::{LytharianChess, Mode};
    /// let a = LytharianChess::new(Mode::Full, 5);
    /// let b = LytharianChess::new(Mode::Full, 5);
    /// assert_eq!(a, b);
    /// ```
    pub fn new(mode: Mode, seed: u64) -> LytharianChess {
        LytharianChess::from_setup(CardSet::sample(), &Setup::sample(mode, seed))
            .expect("the sample setup is legal")
    }

    /// Starts a game from a setup, validating armies and decks.
    ///
    /// ```
    /// use lytharia::{LytharianChess, Mode, Setup, SetupError};
    /// use lytharia::cards::CardSet;
    /// let mut setup = Setup::sample(Mode::Full, 3);
    /// setup.decks.swap(0, 1); // the evil deck has death spells: illegal for the good army
    /// assert!(matches!(LytharianChess::from_setup(CardSet::sample(), &setup), Err(SetupError::Deck { .. })));
    /// ```
    pub fn from_setup(set: Arc<CardSet>, setup: &Setup) -> Result<LytharianChess, SetupError> {
        let mode = setup.mode;
        let mut armies = Vec::new();
        let mut decks = Vec::new();
        for e in 0..2u8 {
            let army = Army::new(&set, mode, setup.armies[e as usize].troops().to_vec())
                .map_err(|error| SetupError::Army { entrant: e, error })?;
            let deck = Deck::new(
                &set,
                mode,
                army.alignment(&set),
                setup.decks[e as usize].cards().to_vec(),
            )
            .map_err(|error| SetupError::Deck { entrant: e, error })?;
            armies.push(army);
            decks.push(deck);
        }
        let mut rng = GameRng::new(setup.seed);
        let power = [armies[0].power(&set), armies[1].power(&set)];
        let first = first_player(power, &mut rng) as usize;
        let bonus = bonus_mana(power[0], power[1]).min(MAX_MANA as u32) as u8;
        // Seat 0 is the entrant who goes first.
        let order = [first, first ^ 1];
        let mut sides: Vec<Side> = order
            .iter()
            .map(|&e| Side {
                mana: 1,
                obelisk: 1,
                hand: super::Hand::new(),
                deck: decks[e].cards().to_vec(),
                crypt: super::Pile::new(),
                nether: super::Pile::new(),
                enchants: Vec::new(),
                army_power: power[e],
                killed_power: 0,
                points: 0,
            })
            .collect();
        sides[0].mana = (1 + bonus).min(MAX_MANA);
        // LY-6.7: P1 shuffles, P2 cuts; P2 shuffles, P1 cuts.
        for side in &mut sides {
            rng.shuffle(&mut side.deck);
            rng.cut(&mut side.deck);
        }
        let mut game = LytharianChess {
            set: SharedSet(set.clone()),
            mode,
            rng,
            troops: super::Troops::new(),
            board: [None; 64],
            sides: [sides[0].clone(), sides[1].clone()],
            active: 0,
            turn: 1,
            phase: Phase::Effects,
            ts: TurnState::default(),
            stack: Vec::new(),
            next_uid: 0,
            priority: 1,
            window: None,
            promotion: None,
            duel: None,
            idle_turns: 0,
            turn_limit: setup.turn_limit,
            outcome: None,
        };
        match mode {
            Mode::Full | Mode::PawnWars => {
                for (seat, &e) in order.iter().enumerate() {
                    game.place_army(&set, seat as u8, armies[e].troops());
                }
                game.begin_turn();
            }
            Mode::Duels => {
                game.duel = Some(LytharianChess::new_duel([
                    armies[order[0]].troops().to_vec(),
                    armies[order[1]].troops().to_vec(),
                ]));
                game.start_round();
            }
        }
        Ok(game)
    }

    /// LY-6.1 to LY-6.4 (LY-18.1 for Pawn Wars: pawns only).
    fn place_army(&mut self, set: &CardSet, seat: u8, troops: &[CardId]) {
        let (back, pawns) = if seat == 0 { (0, 1) } else { (7, 6) };
        let mut next = [0usize; 6];
        for &card in troops {
            let Some(piece) = set.troop(card).map(|t| t.piece) else {
                continue;
            };
            let kind = PieceType::ALL.iter().position(|&p| p == piece).unwrap_or(0);
            let files = back_files(piece);
            let Some(&file) = files.get(next[kind]) else {
                continue;
            };
            next[kind] += 1;
            let rank = if piece == PieceType::Pawn {
                pawns
            } else {
                back
            };
            let Some(sq) = Square::from_index(rank * 8 + file) else {
                continue;
            };
            let t = self.troops.len() as u8;
            self.troops.push(Troop::new(card, seat, sq));
            self.board[sq.index()] = Some(t);
        }
    }
}
