//! The `board_core` trait implementations, action text, and the state's
//! JSON form with validation on load (LY-19).

use std::sync::Arc;

use board_core::{Game, MoveNotation, Outcome, Player, PositionNotation};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;

use crate::action::{self, Action, ActionParseError, Actions};
use crate::cards::{CardId, CardSet, Permanence, Slot};
use crate::mode::Mode;
use crate::rng::GameRng;

use super::{
    DUEL_ROUND_TURNS, DuelState, ENCHANT_SPACES, LytharianChess, MAX_DECIDING_ROUNDS, MAX_MANA,
    MAX_OBELISK, MAX_TURN, Phase, SharedSet, Side, StackItem, Troop, TurnState, Window,
};
use crate::army::MAX_DECK;

/// An action refused by [`LytharianChess::play`](board_core::Game::play)
/// (LY-19.3); the state is unchanged. The message says why, to the player
/// to act (LY-21.5).
///
/// ```
/// use board_core::Game;
/// use lytharia::{Action, LytharianChess, Mode};
/// let mut g = LytharianChess::new(Mode::PawnWars, 1);
/// let err = g.play(Action::Charge).unwrap_err();
/// assert_eq!(err.to_string(), "`charge` is not legal now: charging the obelisk needs 15 mana, you have 3");
/// ```
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("`{text}` is not legal now: {reason}")]
pub struct IllegalAction {
    /// The action refused.
    pub action: Action,
    /// Its text (`docs/notation.md`).
    pub text: String,
    /// Why it is refused, in words.
    pub reason: String,
}

/// Why a state text was refused.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum StateError {
    /// Not JSON, or not the state's shape.
    #[error("malformed state: {0}")]
    Malformed(String),
    /// The shape is right but the content breaks an invariant.
    #[error("invalid state: {0}")]
    Invalid(String),
}

impl Game for LytharianChess {
    type Move = Action;
    type Moves = Actions;
    type Error = IllegalAction;

    /// Hands, decks and face-down troops are hidden (LY-14.3).
    fn has_hidden_information(&self) -> bool {
        true
    }

    fn player_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> Option<Player> {
        self.outcome.is_none().then(|| Player::new(self.actor()))
    }

    fn generate_moves(&self, moves: &mut Actions) {
        self.generate(moves);
    }

    fn is_legal(&self, mv: Action) -> bool {
        self.is_legal_action(mv)
    }

    fn play(&mut self, mv: Action) -> Result<(), IllegalAction> {
        if !self.is_legal(mv) {
            return Err(IllegalAction {
                action: mv,
                text: self.format_action(mv),
                reason: self.refusal(mv),
            });
        }
        self.apply(mv);
        Ok(())
    }

    fn play_unchecked(&mut self, mv: Action) {
        self.apply(mv);
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn zobrist(&self) -> u64 {
        // Computed on demand: see the `hash` module.
        self.compute_hash()
    }

    fn zobrist_from_scratch(&self) -> u64 {
        self.compute_hash()
    }
}

impl LytharianChess {
    /// Every legal action now, in a fixed order.
    ///
    /// ```
    /// use lytharia::{Action, LytharianChess, Mode};
    /// let game = LytharianChess::new(Mode::PawnWars, 1);
    /// assert!(game.legal_moves().iter().all(|a| matches!(a, Action::Move { .. } | Action::Reveal { .. } | Action::Cast { .. } | Action::Harness { .. } | Action::Attach { .. } | Action::Reforge { .. } | Action::Charge)));
    /// ```
    pub fn legal_moves(&self) -> Actions {
        let mut v = Actions::new();
        self.generate(&mut v);
        v
    }

    /// The text of an action (see `docs/notation.md`).
    ///
    /// ```
    /// use board_core::Square;
    /// use lytharia::{Action, LytharianChess, Mode};
    /// let game = LytharianChess::new(Mode::PawnWars, 1);
    /// let a = Action::Move { from: "a2".parse::<Square>().unwrap(), to: "a4".parse::<Square>().unwrap() };
    /// assert_eq!(game.format_action(a), "a2-a4");
    /// ```
    pub fn format_action(&self, action: Action) -> String {
        action::format(&self.set.0, action)
    }

    /// Reads a legal action of the current state.
    ///
    /// ```
    /// use lytharia::{LytharianChess, Mode};
    /// let game = LytharianChess::new(Mode::PawnWars, 1);
    /// let a = game.parse_action("a2-a4").unwrap();
    /// assert_eq!(game.format_action(a), "a2-a4");
    /// assert!(game.parse_action("a2-a5").is_err());
    /// ```
    pub fn parse_action(&self, text: &str) -> Result<Action, ActionParseError> {
        let action = action::parse(&self.set.0, text.trim())?;
        if self.is_legal(action) {
            Ok(action)
        } else {
            Err(ActionParseError::Refused {
                action: action::bounded(text.trim()),
                reason: self.refusal(action),
            })
        }
    }

    /// The full state as one line of JSON (also the `--position` text).
    ///
    /// ```
    /// use lytharia::{LytharianChess, Mode};
    /// let game = LytharianChess::new(Mode::Full, 1);
    /// assert!(game.to_json().starts_with("{\"format\":1,\"cards\":\"sample\""));
    /// ```
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads and validates a state written by [`to_json`](Self::to_json).
    ///
    /// ```
    /// use lytharia::{LytharianChess, Mode};
    /// let game = LytharianChess::new(Mode::Duels, 4);
    /// assert_eq!(LytharianChess::from_json(&game.to_json()).unwrap(), game);
    /// assert!(LytharianChess::from_json("{}").is_err());
    /// ```
    pub fn from_json(text: &str) -> Result<LytharianChess, StateError> {
        let value: Value = serde_json::from_str(text)
            .map_err(|e| StateError::Malformed(action::bounded_message(&e.to_string())))?;
        Self::from_value(value)
    }

    /// Reads a state from JSON, card ids by text id (in the state's own
    /// card set) or by index.
    fn from_value(value: Value) -> Result<LytharianChess, StateError> {
        let malformed =
            |e: serde_json::Error| StateError::Malformed(action::bounded_message(&e.to_string()));
        let set = match &value {
            Value::Object(o) => match o.get("cards") {
                Some(cards) => SetField::deserialize(cards).map_err(malformed)?.0,
                None => CardSet::sample(),
            },
            _ => CardSet::sample(),
        };
        let repr: Repr =
            crate::cards::with_card_names(&set, || Repr::deserialize(value)).map_err(malformed)?;
        if repr.format != 1 {
            return Err(invalid("unknown format (expected 1)"));
        }
        let game = repr.into_state()?;
        game.check_reachable()?;
        Ok(game)
    }
}

/// The position text: the whole state as one line of JSON (LY-19.6).
///
/// ```
/// use lytharia::{LytharianChess, Mode};
/// let game = LytharianChess::new(Mode::Duels, 2);
/// assert_eq!(game.to_string().parse::<LytharianChess>().unwrap(), game);
/// ```
impl core::fmt::Display for LytharianChess {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.to_json())
    }
}

impl core::str::FromStr for LytharianChess {
    type Err = StateError;

    fn from_str(s: &str) -> Result<Self, StateError> {
        LytharianChess::from_json(s)
    }
}

impl MoveNotation for LytharianChess {
    type ParseError = ActionParseError;

    /// The action's text: the **omniscient** notation, naming the cards
    /// of the action (a spell cast from hand, a face-down troop's
    /// promotion model). Show it to the player who made the action or to
    /// [`Perspective::Omniscient`](board_core::inspect::Perspective); for
    /// anybody else the seat-safe text is
    /// [`Inspect::describe_move`](board_core::Inspect::describe_move)
    /// (LY-21.1).
    fn format_move(&self, mv: Action) -> String {
        self.format_action(mv)
    }

    fn parse_move(&self, text: &str) -> Result<Action, ActionParseError> {
        self.parse_action(text)
    }
}

impl PositionNotation for LytharianChess {
    type PositionError = StateError;

    fn to_position_text(&self) -> String {
        self.to_json()
    }

    fn from_position_text(text: &str) -> Result<Self, StateError> {
        LytharianChess::from_json(text)
    }
}

/// The card set of a state: `"sample"` for the shipped set, else inline.
#[derive(Clone, Debug)]
pub(crate) struct SetField(pub(crate) Arc<CardSet>);

impl Serialize for SetField {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let sample = CardSet::sample();
        if Arc::ptr_eq(&self.0, &sample) || *self.0 == *sample {
            s.serialize_str("sample")
        } else {
            self.0.serialize(s)
        }
    }
}

impl<'de> Deserialize<'de> for SetField {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        match Value::deserialize(d)? {
            Value::String(s) if s == "sample" => Ok(SetField(CardSet::sample())),
            Value::String(s) => Err(serde::de::Error::custom(format!(
                "unknown card set `{}` (expected \"sample\" or an inline set)",
                action::bounded(&s)
            ))),
            v => CardSet::from_value(v)
                .map(|s| SetField(Arc::new(s)))
                .map_err(serde::de::Error::custom),
        }
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Repr {
    #[serde(default = "format_one")]
    format: u8,
    cards: SetField,
    mode: Mode,
    rng: GameRng,
    troops: Vec<Troop>,
    sides: [Side; 2],
    active: u8,
    turn: u32,
    phase: Phase,
    this_turn: TurnState,
    stack: Vec<StackItem>,
    next_uid: u16,
    priority: u8,
    #[serde(default)]
    window: Option<Window>,
    promotion: Option<u8>,
    duel: Option<DuelState>,
    idle_turns: u8,
    turn_limit: Option<u32>,
    outcome: Option<Outcome>,
}

impl LytharianChess {
    fn to_repr(&self) -> Repr {
        Repr {
            format: 1,
            cards: SetField(self.set.0.clone()),
            mode: self.mode,
            rng: self.rng,
            troops: self.troops.to_vec(),
            sides: self.sides.clone(),
            active: self.active,
            turn: self.turn,
            phase: self.phase,
            this_turn: self.ts,
            stack: self.stack.clone(),
            next_uid: self.next_uid,
            priority: self.priority,
            window: self.window,
            promotion: self.promotion,
            duel: self.duel.clone(),
            idle_turns: self.idle_turns,
            turn_limit: self.turn_limit,
            outcome: self.outcome,
        }
    }

    /// Checks every invariant of a state built by hand and recomputes its
    /// board and hash.
    pub(crate) fn validated(&self) -> Result<LytharianChess, StateError> {
        self.to_repr().into_state()
    }
}

/// Card ids are written by their text ids, with `"format": 1` (LY-19.6).
impl Serialize for LytharianChess {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        crate::cards::with_card_names(&self.set.0, || self.to_repr().serialize(s))
    }
}

impl<'de> Deserialize<'de> for LytharianChess {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = Value::deserialize(d)?;
        LytharianChess::from_value(value).map_err(serde::de::Error::custom)
    }
}

fn format_one() -> u8 {
    1
}

fn invalid(msg: impl Into<String>) -> StateError {
    StateError::Invalid(msg.into())
}

impl Repr {
    /// Every counter and size against what play can reach (LY-19.6).
    fn check_counters(&self) -> Result<(), StateError> {
        let set = &self.cards.0;
        let over = self.outcome.is_some();
        if !(1..=MAX_TURN).contains(&self.turn) {
            return Err(invalid(format!("turn must be 1-{MAX_TURN}")));
        }
        if self.idle_turns > if over { 2 } else { 1 } {
            return Err(invalid("idle_turns: two idle turns end the game"));
        }
        for (seat, side) in self.sides.iter().enumerate() {
            let own = |t: &&Troop| t.owner as usize == seat;
            // Every spell and equipment card of a seat stays its own.
            let attached = self
                .troops
                .iter()
                .filter(own)
                .map(|t| t.weapon.is_some() as usize + t.armour.is_some() as usize)
                .sum::<usize>();
            let on_stack = self
                .stack
                .iter()
                .filter(|s| s.caster as usize == seat)
                .count();
            let cards = side.hand.len()
                + side.deck.len()
                + side.nether.len()
                + side.enchants.len()
                + attached
                + on_stack;
            if cards > MAX_DECK {
                return Err(invalid(format!(
                    "seat {seat}: {cards} spell and equipment cards (a deck holds at most {MAX_DECK})"
                )));
            }
            let troops = self.troops.iter().filter(own).count();
            if side.crypt.len() > troops || side.crypt.iter().any(|&c| set.troop(c).is_none()) {
                return Err(invalid(format!(
                    "seat {seat}: the crypt holds only this seat's killed troops"
                )));
            }
            if side.army_power > 16 * 99 {
                return Err(invalid(format!("seat {seat}: army_power above 1584")));
            }
            // Killed power: at most every troop slot at the highest power.
            let killable = 250 * 99;
            if side.killed_power > killable {
                return Err(invalid(format!(
                    "seat {seat}: killed_power above {killable}"
                )));
            }
            let scored_max = if self.mode == Mode::PawnWars { 8 } else { 0 };
            if side.points > scored_max {
                return Err(invalid(format!(
                    "seat {seat}: points at most 8, in Pawn Wars only"
                )));
            }
            if self.this_turn.harness_pool[seat] > MAX_MANA
                || (self.this_turn.harness_pool[seat] > 0 && !self.this_turn.harness_used[seat])
            {
                return Err(invalid(format!("seat {seat}: bad harness mana")));
            }
        }
        if self.this_turn.reforge_bound_pool > 0 && self.this_turn.reforge_bound.is_none() {
            return Err(invalid("reforge_bound_pool without reforge_bound"));
        }
        let max_uid = 2 * MAX_DECK;
        if self.next_uid as usize > max_uid || self.stack.len() > max_uid {
            return Err(invalid(format!(
                "next_uid and the stack are at most {max_uid}"
            )));
        }
        for (i, s) in self.stack.iter().enumerate() {
            if s.uid >= self.next_uid || self.stack[..i].iter().any(|o| o.uid == s.uid) {
                return Err(invalid("stack uids are distinct and below next_uid"));
            }
        }
        if let Some(w) = &self.window {
            let troop_ok = |t: u8| (t as usize) < self.troops.len();
            if self.phase != Phase::Main
                || self.promotion.is_some()
                || w.attack
                    .is_some_and(|a| !troop_ok(a.attacker) || !troop_ok(a.defender))
            {
                return Err(invalid("a response window is open only in the main phase"));
            }
        }
        if let Some(d) = &self.duel {
            let last = 7 + MAX_DECIDING_ROUNDS;
            let played = d.wins[0] as u32 + d.wins[1] as u32 + d.ties as u32;
            if d.round > last
                || d.wins.iter().any(|&w| w > if over { 4 } else { 3 })
                || played > d.round as u32
                || d.round_turns >= DUEL_ROUND_TURNS
                || d.lineups.iter().any(|l| l.len() > 7)
                || (d.sudden && d.round < 7)
            {
                return Err(invalid(format!(
                    "duel counters: round at most {last}, wins at most 3 (4 when over), \
                     wins and ties at most the rounds, round_turns below {DUEL_ROUND_TURNS}"
                )));
            }
        }
        Ok(())
    }

    fn into_state(self) -> Result<LytharianChess, StateError> {
        self.check_counters()?;
        let set = self.cards.0;
        let is_card = |id: CardId| set.card(id).is_some();
        let n = self.troops.len();
        if n > 250 {
            return Err(invalid("more than 250 troops"));
        }
        let troop_ok = |t: u8| (t as usize) < n;
        let mut board = [None; 64];
        for (i, t) in self.troops.iter().enumerate() {
            if set.troop(t.card).is_none() {
                return Err(invalid(format!(
                    "troop {i}: card {} is not a troop",
                    t.card
                )));
            }
            if t.owner > 1 {
                return Err(invalid(format!("troop {i}: owner must be 0 or 1")));
            }
            if t.used & 0xf0 != 0 && t.attacked {
                return Err(invalid(format!("troop {i}: attacked and used an ability")));
            }
            for (slot, eq) in [(Slot::Weapon, t.weapon), (Slot::Armour, t.armour)] {
                if let Some(eq) = eq
                    && set.equipment(eq).is_none_or(|e| e.slot != slot)
                {
                    return Err(invalid(format!("troop {i}: bad {slot:?} {eq}")));
                }
            }
            if let Some(sq) = t.square {
                if board[sq.index()].is_some() {
                    return Err(invalid(format!("two troops on {sq}")));
                }
                board[sq.index()] = Some(i as u8);
            }
        }
        for (seat, side) in self.sides.iter().enumerate() {
            if side.mana > MAX_MANA || !(1..=MAX_OBELISK).contains(&side.obelisk) {
                return Err(invalid(format!("seat {seat}: mana 0-15 and obelisk 1-6")));
            }
            for &c in side.hand.iter().chain(&side.deck) {
                if set.troop(c).is_some() || !is_card(c) {
                    return Err(invalid(format!(
                        "seat {seat}: {c} in hand or deck is not a spell or equipment"
                    )));
                }
            }
            if side
                .nether
                .iter()
                .any(|&c| !is_card(c) || set.troop(c).is_some())
            {
                return Err(invalid(format!("seat {seat}: unknown card in a pile")));
            }
            if side.enchants.len() > ENCHANT_SPACES {
                return Err(invalid(format!("seat {seat}: more than 3 enchants")));
            }
            for e in &side.enchants {
                if set
                    .spell(e.card)
                    .is_none_or(|s| s.permanence != Permanence::Enchant)
                    || e.on.is_some_and(|t| !troop_ok(t))
                {
                    return Err(invalid(format!("seat {seat}: bad enchant {}", e.card)));
                }
            }
        }
        if [self.this_turn.mover, self.this_turn.reforge_bound]
            .into_iter()
            .flatten()
            .any(|t| !troop_ok(t))
        {
            return Err(invalid("bad troop index in this_turn"));
        }
        if self.active > 1 || self.priority > 1 {
            return Err(invalid("active and priority must be 0 or 1"));
        }
        for s in &self.stack {
            if set.spell(s.card).is_none()
                || s.caster > 1
                || s.troops.iter().flatten().any(|&t| !troop_ok(t))
            {
                return Err(invalid("bad stack item"));
            }
        }
        if self
            .promotion
            .is_some_and(|t| !troop_ok(t) || self.troops[t as usize].square.is_none())
        {
            return Err(invalid("bad promotion"));
        }
        if self.duel.is_some() != (self.mode == Mode::Duels) {
            return Err(invalid("duel state present exactly in Battle Duels"));
        }
        if let Some(d) = &self.duel
            && (d.fighters.iter().any(|&t| !troop_ok(t))
                || d.lineups
                    .iter()
                    .any(|l| l.is_empty() || l.iter().any(|&c| set.troop(c).is_none())))
        {
            return Err(invalid("bad duel state"));
        }
        if self.outcome.is_some_and(|o| !o.is_valid_for(2)) {
            return Err(invalid("bad outcome"));
        }
        let game = LytharianChess {
            set: SharedSet(set.clone()),
            mode: self.mode,
            rng: self.rng,
            troops: self.troops.into(),
            board,
            sides: self.sides,
            active: self.active,
            turn: self.turn,
            phase: self.phase,
            ts: self.this_turn,
            stack: self.stack,
            next_uid: self.next_uid,
            priority: self.priority,
            window: self.window,
            promotion: self.promotion,
            duel: self.duel,
            idle_turns: self.idle_turns,
            turn_limit: self.turn_limit,
            outcome: self.outcome,
        };
        if let Some(t) = game.promotion {
            let owner = game.troops[t as usize].owner;
            let sq = game.troops[t as usize].square;
            if game.mode != Mode::Full
                || game.piece(t) != crate::cards::PieceType::Pawn
                || sq.is_none_or(|s| crate::geom::rank(s) != crate::geom::last_rank(owner as usize))
                || game.promotion_models(owner).is_empty()
            {
                return Err(invalid(
                    "a pending promotion needs a pawn on its last rank and a model",
                ));
            }
        }
        for t in game.board.iter().flatten() {
            if game.remaining_def(*t) <= 0 {
                return Err(invalid(format!(
                    "troop {t} is on the board with no Def left"
                )));
            }
        }
        Ok(game)
    }
}
