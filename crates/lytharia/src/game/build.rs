//! Building arbitrary positions by hand, for tests, puzzles and the CLI.

use std::sync::Arc;

use board_core::Player;
use board_core::Square;

use crate::cards::{CardId, CardSet, Slot};
use crate::mode::Mode;
use crate::rng::GameRng;

use super::text::StateError;
use super::{LytharianChess, Phase, SharedSet, Side, Troop, TurnState};

/// Builds a position piece by piece; [`build`](PositionBuilder::build)
/// validates it like a loaded state.
///
/// The start is an empty board in the main phase of turn 1, Player 1
/// active, both players with mana 1, obelisk 1 and no cards anywhere.
///
/// ```
/// use board_core::{Game, Player};
/// use lytharia::{LytharianChess, Mode};
/// let game = LytharianChess::builder(Mode::Full)
///     .troop(0, "thane-borrik", "e1")
///     .troop(1, "warlord-grashk", "e8")
///     .troop(0, "battle-brawler-bronn", "a1")
///     .hand(0, &["longsword", "plate-mail"])
///     .mana(0, 10)
///     .build()
///     .unwrap();
/// assert!(game.legal_moves().len() > 10);
/// assert_eq!(game.to_act(), Some(Player::new(0)));
/// ```
pub struct PositionBuilder {
    game: LytharianChess,
    error: Option<StateError>,
}

impl LytharianChess {
    /// A position builder over the sample card set.
    ///
    /// ```
    /// use lytharia::{LytharianChess, Mode};
    /// assert!(LytharianChess::builder(Mode::Full).build().is_ok());
    /// ```
    pub fn builder(mode: Mode) -> PositionBuilder {
        LytharianChess::builder_with(CardSet::sample(), mode)
    }

    /// A position builder over any card set.
    ///
    /// ```
    /// use lytharia::{LytharianChess, Mode};
    /// use lytharia::cards::CardSet;
    /// assert!(LytharianChess::builder_with(CardSet::sample(), Mode::PawnWars).build().is_ok());
    /// ```
    pub fn builder_with(set: Arc<CardSet>, mode: Mode) -> PositionBuilder {
        let side = Side {
            mana: 1,
            obelisk: 1,
            hand: super::Hand::new(),
            deck: Vec::new(),
            crypt: super::Pile::new(),
            nether: super::Pile::new(),
            enchants: Vec::new(),
            army_power: 0,
            killed_power: 0,
            points: 0,
        };
        PositionBuilder {
            game: LytharianChess {
                set: SharedSet(set),
                mode,
                rng: GameRng::new(0),
                troops: super::Troops::new(),
                board: [None; 64],
                sides: [side.clone(), side],
                active: 0,
                turn: 1,
                phase: Phase::Main,
                ts: TurnState::default(),
                stack: Vec::new(),
                next_uid: 0,
                priority: 1,
                window: None,
                promotion: None,
                duel: (mode == Mode::Duels).then(|| LytharianChess::new_duel([vec![], vec![]])),
                idle_turns: 0,
                turn_limit: None,
                outcome: None,
            },
            error: None,
        }
    }
}

impl PositionBuilder {
    fn fail(mut self, msg: String) -> Self {
        if self.error.is_none() {
            self.error = Some(StateError::Invalid(msg));
        }
        self
    }

    fn card(&self, id: &str) -> Option<CardId> {
        self.game.set.0.id(id)
    }

    fn square(&self, sq: &str) -> Option<(Square, Option<u8>)> {
        let sq: Square = sq.parse().ok()?;
        Some((sq, self.game.board[sq.index()]))
    }

    /// Puts a face-down troop of seat `owner` on a square.
    ///
    /// ```
    /// use lytharia::{LytharianChess, Mode};
    /// assert!(LytharianChess::builder(Mode::Full).troop(0, "no-such-card", "a1").build().is_err());
    /// ```
    pub fn troop(mut self, owner: u8, card: &str, sq: &str) -> Self {
        let (Some(id), Some((sq, None))) = (self.card(card), self.square(sq)) else {
            return self.fail(format!(
                "cannot put `{}` on `{}`",
                crate::action::bounded(card),
                crate::action::bounded(sq)
            ));
        };
        let t = self.game.troops.len() as u8;
        self.game.troops.push(Troop::new(id, owner, sq));
        self.game.board[sq.index()] = Some(t);
        if let Some(duel) = &mut self.game.duel
            && owner < 2
            && duel.lineups[owner as usize].is_empty()
        {
            duel.lineups[owner as usize].push(id);
            duel.fighters[owner as usize] = t;
            duel.round = 1;
        }
        self
    }

    fn with_troop(self, sq: &str, f: impl FnOnce(&mut Troop)) -> Self {
        let Some((_, Some(t))) = self.square(sq) else {
            return self.fail(format!("no troop on `{}`", crate::action::bounded(sq)));
        };
        let mut this = self;
        f(&mut this.game.troops[t as usize]);
        this
    }

    /// Turns the troop on a square face up.
    ///
    /// ```
    /// use lytharia::{LytharianChess, Mode};
    /// let g = LytharianChess::builder(Mode::Full).troop(0, "thane-borrik", "e1").revealed("e1").build().unwrap();
    /// assert!(g.troop_state("e1".parse::<board_core::Square>().unwrap()).unwrap().revealed);
    /// ```
    pub fn revealed(self, sq: &str) -> Self {
        self.with_troop(sq, |t| t.revealed = true)
    }

    /// Puts damage on the troop on a square.
    ///
    /// ```
    /// use lytharia::{LytharianChess, Mode};
    /// let g = LytharianChess::builder(Mode::Full).troop(0, "thane-borrik", "e1").damage("e1", 4).build().unwrap();
    /// assert_eq!(g.stats("e1".parse::<board_core::Square>().unwrap()), Some((6, 10)));
    /// ```
    pub fn damage(self, sq: &str, damage: u8) -> Self {
        self.with_troop(sq, |t| t.damage = damage)
    }

    /// Attaches equipment to the troop on a square.
    ///
    /// ```
    /// use lytharia::{LytharianChess, Mode};
    /// let g = LytharianChess::builder(Mode::Full).troop(0, "thane-borrik", "e1").equip("e1", "dagger").build().unwrap();
    /// assert_eq!(g.stats("e1".parse::<board_core::Square>().unwrap()), Some((7, 14)));
    /// ```
    pub fn equip(self, sq: &str, card: &str) -> Self {
        let Some((id, slot)) = self
            .card(card)
            .and_then(|id| self.game.set.0.equipment(id).map(|e| (id, e.slot)))
        else {
            return self.fail(format!("`{card}` is not equipment"));
        };
        self.with_troop(sq, |t| match slot {
            Slot::Weapon => t.weapon = Some(id),
            Slot::Armour => t.armour = Some(id),
        })
    }

    fn cards(&self, ids: &[&str]) -> Result<Vec<CardId>, String> {
        ids.iter()
            .map(|&s| self.card(s).ok_or_else(|| format!("unknown card `{s}`")))
            .collect()
    }

    /// Sets a seat's hand.
    ///
    /// ```
    /// use board_core::Player;
    /// use lytharia::{LytharianChess, Mode};
    /// let g = LytharianChess::builder(Mode::Full).hand(1, &["fireball"]).build().unwrap();
    /// assert_eq!(g.hand(Player::new(1)).unwrap().len(), 1);
    /// ```
    pub fn hand(mut self, owner: u8, ids: &[&str]) -> Self {
        match self.cards(ids) {
            Ok(cards) if owner < 2 => self.game.sides[owner as usize].hand = cards.into(),
            Ok(_) => return self.fail("seat must be 0 or 1".into()),
            Err(e) => return self.fail(e),
        }
        self
    }

    /// Sets a seat's deck; the last card is the top.
    ///
    /// ```
    /// use board_core::Player;
    /// use lytharia::{LytharianChess, Mode};
    /// let g = LytharianChess::builder(Mode::Full).deck(0, &["fireball", "dagger"]).build().unwrap();
    /// assert_eq!(g.deck(Player::new(0)).unwrap().len(), 2);
    /// ```
    pub fn deck(mut self, owner: u8, ids: &[&str]) -> Self {
        match self.cards(ids) {
            Ok(cards) if owner < 2 => self.game.sides[owner as usize].deck = cards,
            Ok(_) => return self.fail("seat must be 0 or 1".into()),
            Err(e) => return self.fail(e),
        }
        self
    }

    /// Sets a seat's mana counter.
    ///
    /// ```
    /// use board_core::Player;
    /// use lytharia::{LytharianChess, Mode};
    /// let g = LytharianChess::builder(Mode::Full).mana(0, 9).build().unwrap();
    /// assert_eq!(g.mana(Player::new(0)), Some(9));
    /// assert!(LytharianChess::builder(Mode::Full).mana(0, 16).build().is_err());
    /// ```
    pub fn mana(mut self, owner: u8, mana: u8) -> Self {
        if let Some(side) = self.game.sides.get_mut(owner as usize) {
            side.mana = mana;
        } else {
            return self.fail("seat must be 0 or 1".into());
        }
        self
    }

    /// Sets a seat's obelisk.
    ///
    /// ```
    /// use board_core::Player;
    /// use lytharia::{LytharianChess, Mode};
    /// let g = LytharianChess::builder(Mode::Full).obelisk(1, 4).build().unwrap();
    /// assert_eq!(g.obelisk(Player::new(1)), Some(4));
    /// ```
    pub fn obelisk(mut self, owner: u8, obelisk: u8) -> Self {
        if let Some(side) = self.game.sides.get_mut(owner as usize) {
            side.obelisk = obelisk;
        } else {
            return self.fail("seat must be 0 or 1".into());
        }
        self
    }

    /// Sets a seat's army power score (used by tie-breaks).
    ///
    /// ```
    /// use board_core::Player;
    /// use lytharia::{LytharianChess, Mode};
    /// let g = LytharianChess::builder(Mode::Full).army_power(1, 99).build().unwrap();
    /// assert_eq!(g.army_power(Player::new(1)), Some(99));
    /// ```
    pub fn army_power(mut self, owner: u8, power: u32) -> Self {
        if let Some(side) = self.game.sides.get_mut(owner as usize) {
            side.army_power = power;
        } else {
            return self.fail("seat must be 0 or 1".into());
        }
        self
    }

    /// Sets the power of enemy troops a seat has killed.
    ///
    /// ```
    /// use board_core::Player;
    /// use lytharia::{LytharianChess, Mode};
    /// let g = LytharianChess::builder(Mode::Full).killed_power(0, 12).build().unwrap();
    /// assert_eq!(g.killed_power(Player::new(0)), Some(12));
    /// ```
    pub fn killed_power(mut self, owner: u8, power: u32) -> Self {
        if let Some(side) = self.game.sides.get_mut(owner as usize) {
            side.killed_power = power;
        } else {
            return self.fail("seat must be 0 or 1".into());
        }
        self
    }

    /// Sets a seat's Pawn Wars points.
    ///
    /// ```
    /// use board_core::Player;
    /// use lytharia::{LytharianChess, Mode};
    /// let g = LytharianChess::builder(Mode::PawnWars).points(0, 2).build().unwrap();
    /// assert_eq!(g.points(Player::new(0)), Some(2));
    /// ```
    pub fn points(mut self, owner: u8, points: u8) -> Self {
        if let Some(side) = self.game.sides.get_mut(owner as usize) {
            side.points = points;
        } else {
            return self.fail("seat must be 0 or 1".into());
        }
        self
    }

    /// Sets whose turn it is.
    ///
    /// ```
    /// use board_core::Player;
    /// use lytharia::{LytharianChess, Mode};
    /// let g = LytharianChess::builder(Mode::Full).active(Player::new(1)).build().unwrap();
    /// assert_eq!(g.active(), Player::new(1));
    /// ```
    pub fn active(mut self, player: Player) -> Self {
        if player.index() > 1 {
            return self.fail("seat must be 0 or 1".into());
        }
        self.game.active = player.index() as u8;
        self.game.priority = self.game.active ^ 1;
        self
    }

    /// Sets the phase.
    ///
    /// ```
    /// use lytharia::{LytharianChess, Mode};
    /// use lytharia::Phase;
    /// let g = LytharianChess::builder(Mode::Full).phase(Phase::Draw).build().unwrap();
    /// assert_eq!(g.phase(), Phase::Draw);
    /// ```
    pub fn phase(mut self, phase: Phase) -> Self {
        self.game.phase = phase;
        self
    }

    /// Sets the seed of the game RNG.
    ///
    /// ```
    /// use lytharia::{LytharianChess, Mode};
    /// let g = LytharianChess::builder(Mode::Full).seed(5).build().unwrap();
    /// assert_eq!(g.rng().seed(), 5);
    /// ```
    pub fn seed(mut self, seed: u64) -> Self {
        self.game.rng = GameRng::new(seed);
        self
    }

    /// Validates and returns the position.
    ///
    /// ```
    /// use lytharia::{LytharianChess, Mode};
    /// let twice = LytharianChess::builder(Mode::Full).troop(0, "thane-borrik", "e1").troop(1, "warlord-grashk", "e1");
    /// assert!(twice.build().is_err());
    /// ```
    pub fn build(self) -> Result<LytharianChess, StateError> {
        if let Some(e) = self.error {
            return Err(e);
        }
        self.game.validated()
    }
}
