//! Actions: one decision of whoever must act now (LY-19), and their text
//! form (see `docs/notation.md`).

use core::fmt;

use serde::{Deserialize, Serialize};

use board_core::Square;

use crate::cards::{CardId, CardSet, Slot};

/// What a cast spell or used ability is aimed at (LY-2.6).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Target {
    /// Nothing (the effects act on the controller).
    None,
    /// The troop on a square.
    Troop(Square),
    /// Two troops (for `swap`).
    Two(Square, Square),
    /// A troop and the empty square it is relocated to.
    TroopTo(Square, Square),
    /// A spell on the stack, by position (0 = bottom).
    Spell(u8),
}

/// Where reforged equipment comes from (LY-12.4).
///
/// Like [`Action`], it has no serde form of its own: it holds a card index
/// (LY-19.8).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum ReforgeSource {
    /// An equipment card in hand.
    Hand(CardId),
    /// The equipment in a slot of the troop on a square.
    Attached(Square, Slot),
}

/// One decision (LY-19.2).
///
/// ```
/// use lytharia::{Action, LytharianChess, Mode};
/// let game = LytharianChess::new(Mode::Full, 1);
/// let a = game.parse_action("end").unwrap_or(Action::End);
/// assert_eq!(game.format_action(a), "end");
/// ```
///
/// # Serialized forms
///
/// An action holds its cards as [`CardId`]s, indices into a card set, so
/// it cannot name its cards on its own. It therefore implements neither
/// `Serialize` nor `Deserialize`: an index-based form would break saved
/// actions whenever the set's order changes. Every serialized form names
/// cards by their text ids (LY-19.8):
///
/// * one action: its text ([`Action::to_text`] and [`Action::from_text`]
///   with its card set, or [`LytharianChess::format_action`] and
///   [`LytharianChess::parse_action`](crate::LytharianChess::parse_action)
///   in a game);
/// * a game: a [`GameRecord`](crate::GameRecord) (action texts) or a
///   state's JSON ([`LytharianChess::to_json`](crate::LytharianChess::to_json)).
///
/// ```
/// use lytharia::Action;
/// use lytharia::cards::CardSet;
/// let set = CardSet::sample();
/// let a = Action::Harness { card: set.id("fireball").unwrap() };
/// assert_eq!(a.to_text(&set), "harness:fireball");
/// assert_eq!(Action::from_text(&set, "harness:fireball"), Ok(a));
/// ```
///
/// [`LytharianChess::format_action`]: crate::LytharianChess::format_action
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Action {
    /// Move a troop (LY-8.1): `e2-e4`.
    Move {
        /// From.
        from: Square,
        /// To (empty).
        to: Square,
    },
    /// Attack an adjacent enemy (LY-9): `e4xd5`.
    Attack {
        /// The attacker's square.
        from: Square,
        /// The defender's square.
        to: Square,
    },
    /// Cast a spell from hand (LY-10): `cast:fireball@d5`.
    Cast {
        /// The spell.
        card: CardId,
        /// Its target.
        target: Target,
    },
    /// Decline to respond (LY-10.3): `pass`.
    Pass,
    /// Discard a spell for harness mana (LY-11): `harness:fireball`.
    Harness {
        /// The spell discarded.
        card: CardId,
    },
    /// Attach equipment from hand (LY-12.1): `attach:longsword@e1`.
    Attach {
        /// The equipment.
        card: CardId,
        /// The troop's square.
        to: Square,
    },
    /// Reforge equipment (LY-12.4): `reforge:dagger` or `reforge:e1/weapon`.
    Reforge {
        /// Which equipment.
        source: ReforgeSource,
    },
    /// Use a main ability (LY-13): `ability:d8/0@d7`.
    Ability {
        /// The troop's square.
        at: Square,
        /// Which of its abilities.
        index: u8,
        /// The target.
        target: Target,
    },
    /// Trigger an effects-phase effect (LY-7.2): `effect:c1/0`.
    Effect {
        /// The troop's square.
        at: Square,
        /// Which of its effects.
        index: u8,
    },
    /// Reveal a face-down troop (LY-14.1): `reveal:c1`.
    Reveal {
        /// The troop's square.
        at: Square,
    },
    /// Charge the obelisk at 15 mana (LY-7.5): `charge`.
    Charge,
    /// Discard to the hand limit in the draw phase (LY-7.7):
    /// `discard:fireball`.
    Discard {
        /// The card.
        card: CardId,
    },
    /// Choose the model of a promotion (LY-15): `promote:e8=seraphine-dawn`.
    Promote {
        /// The pawn's square.
        at: Square,
        /// The troop card it becomes.
        model: CardId,
    },
    /// End the current phase: `end`.
    End,
}

/// Why a text is not an action of the current state.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ActionParseError {
    /// The text has no action shape.
    #[error("`{0}` is not an action (see docs/notation.md)")]
    Malformed(String),
    /// A card id of the text is not in the card set.
    #[error("unknown card `{0}`")]
    UnknownCard(String),
    /// The action is well formed but not legal now.
    #[error("`{0}` is not legal now")]
    Illegal(String),
    /// The action is well formed but not legal now, and why, in words for
    /// the player to act (LY-21.5).
    #[error("`{action}` is not legal now: {reason}")]
    Refused {
        /// The action's text as typed (at most 40 characters, LY-19.7).
        action: String,
        /// Why it is refused.
        reason: String,
    },
}

/// The most characters of user text an error message quotes (LY-19.7).
pub(crate) const QUOTE_MAX: usize = 40;

/// User text as error messages quote it: at most [`QUOTE_MAX`] characters,
/// then `...` (LY-19.7).
pub(crate) fn bounded(s: &str) -> String {
    match s.char_indices().nth(QUOTE_MAX) {
        Some((i, _)) => format!("{}...", &s[..i]),
        None => s.to_owned(),
    }
}

/// A whole error message of a parser that may quote input (serde), cut to
/// a bounded length (LY-19.7).
pub(crate) fn bounded_message(s: &str) -> String {
    match s.char_indices().nth(4 * QUOTE_MAX) {
        Some((i, _)) => format!("{}...", &s[..i]),
        None => s.to_owned(),
    }
}

fn card_name(set: &CardSet, id: CardId) -> &str {
    set.card(id).map_or("?", |c| c.id())
}

fn slot_name(slot: Slot) -> &'static str {
    match slot {
        Slot::Weapon => "weapon",
        Slot::Armour => "armour",
    }
}

struct TargetText(Target);

impl fmt::Display for TargetText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Target::None => Ok(()),
            Target::Troop(a) => write!(f, "@{a}"),
            Target::Two(a, b) => write!(f, "@{a}+{b}"),
            Target::TroopTo(a, b) => write!(f, "@{a}>{b}"),
            Target::Spell(i) => write!(f, "@s{i}"),
        }
    }
}

/// The text of an action, with card ids taken from `set`.
fn format_with(name: &dyn Fn(CardId) -> String, action: Action) -> String {
    match action {
        Action::Move { from, to } => format!("{from}-{to}"),
        Action::Attack { from, to } => format!("{from}x{to}"),
        Action::Cast { card, target } => {
            format!("cast:{}{}", name(card), TargetText(target))
        }
        Action::Pass => "pass".into(),
        Action::Harness { card } => format!("harness:{}", name(card)),
        Action::Attach { card, to } => format!("attach:{}@{to}", name(card)),
        Action::Reforge {
            source: ReforgeSource::Hand(card),
        } => format!("reforge:{}", name(card)),
        Action::Reforge {
            source: ReforgeSource::Attached(sq, slot),
        } => format!("reforge:{sq}/{}", slot_name(slot)),
        Action::Ability { at, index, target } => {
            format!("ability:{at}/{index}{}", TargetText(target))
        }
        Action::Effect { at, index } => format!("effect:{at}/{index}"),
        Action::Reveal { at } => format!("reveal:{at}"),
        Action::Charge => "charge".into(),
        Action::Discard { card } => format!("discard:{}", name(card)),
        Action::Promote { at, model } => format!("promote:{at}={}", name(model)),
        Action::End => "end".into(),
    }
}

pub(crate) fn format(set: &CardSet, action: Action) -> String {
    format_with(&|c| card_name(set, c).to_owned(), action)
}

impl Action {
    /// The action's text (`docs/notation.md`), cards named by their text
    /// ids in `set`: the serialized form of a single action (LY-19.8).
    /// A card id not in `set` is written `?`.
    ///
    /// ```
    /// use lytharia::Action;
    /// use lytharia::cards::CardSet;
    /// use board_core::Square;
    /// let set = CardSet::sample();
    /// let a = Action::Attach { card: set.id("longsword").unwrap(), to: Square::E1 };
    /// assert_eq!(a.to_text(&set), "attach:longsword@e1");
    /// ```
    pub fn to_text(self, set: &CardSet) -> String {
        format(set, self)
    }

    /// Reads an action's text with card text ids looked up in `set`. Only
    /// the shape is checked; whether the action is legal in a state is
    /// [`LytharianChess::parse_action`](crate::LytharianChess::parse_action)'s
    /// business (LY-19.8).
    ///
    /// ```
    /// use lytharia::{Action, ActionParseError};
    /// use lytharia::cards::CardSet;
    /// let set = CardSet::sample();
    /// let a = Action::from_text(&set, "cast:fireball@d5").unwrap();
    /// assert_eq!(a.to_text(&set), "cast:fireball@d5");
    /// assert!(matches!(Action::from_text(&set, "cast:nothing"), Err(ActionParseError::UnknownCard(_))));
    /// ```
    pub fn from_text(set: &CardSet, text: &str) -> Result<Action, ActionParseError> {
        parse(set, text)
    }
}

/// The action's text, cards named `#index` (no card set at hand).
impl fmt::Debug for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format_with(&|c| c.to_string(), *self))
    }
}

fn parse_target(text: &str) -> Option<Target> {
    if text.is_empty() {
        return Some(Target::None);
    }
    let t = text.strip_prefix('@')?;
    if let Some(i) = t.strip_prefix('s') {
        return i.parse().ok().map(Target::Spell);
    }
    if let Some((a, b)) = t.split_once('+') {
        return Some(Target::Two(a.parse().ok()?, b.parse().ok()?));
    }
    if let Some((a, b)) = t.split_once('>') {
        return Some(Target::TroopTo(a.parse().ok()?, b.parse().ok()?));
    }
    t.parse().ok().map(Target::Troop)
}

/// Reads an action's shape (legality is checked by the caller).
pub(crate) fn parse(set: &CardSet, text: &str) -> Result<Action, ActionParseError> {
    let malformed = || ActionParseError::Malformed(bounded(text));
    if !text.is_ascii() {
        return Err(malformed());
    }
    let card = |id: &str| {
        set.id(id)
            .ok_or_else(|| ActionParseError::UnknownCard(bounded(id)))
    };
    match text {
        "pass" => return Ok(Action::Pass),
        "end" => return Ok(Action::End),
        "charge" => return Ok(Action::Charge),
        _ => {}
    }
    if let Some((verb, rest)) = text.split_once(':') {
        let split_at = |s: &str| -> (String, String) {
            match s.find('@') {
                Some(i) => (s[..i].to_owned(), s[i..].to_owned()),
                None => (s.to_owned(), String::new()),
            }
        };
        let sq_index = |s: &str| -> Result<(Square, u8), ActionParseError> {
            let (sq, i) = s.split_once('/').ok_or_else(malformed)?;
            Ok((
                sq.parse().map_err(|_| malformed())?,
                i.parse().map_err(|_| malformed())?,
            ))
        };
        return match verb {
            "cast" => {
                let (id, target) = split_at(rest);
                Ok(Action::Cast {
                    card: card(&id)?,
                    target: parse_target(&target).ok_or_else(malformed)?,
                })
            }
            "harness" => Ok(Action::Harness { card: card(rest)? }),
            "discard" => Ok(Action::Discard { card: card(rest)? }),
            "attach" => {
                let (id, sq) = rest.split_once('@').ok_or_else(malformed)?;
                Ok(Action::Attach {
                    card: card(id)?,
                    to: sq.parse().map_err(|_| malformed())?,
                })
            }
            "reforge" => {
                if let Some((sq, slot)) = rest.split_once('/') {
                    let slot = match slot {
                        "weapon" => Slot::Weapon,
                        "armour" => Slot::Armour,
                        _ => return Err(malformed()),
                    };
                    Ok(Action::Reforge {
                        source: ReforgeSource::Attached(sq.parse().map_err(|_| malformed())?, slot),
                    })
                } else {
                    Ok(Action::Reforge {
                        source: ReforgeSource::Hand(card(rest)?),
                    })
                }
            }
            "ability" => {
                let (head, target) = split_at(rest);
                let (at, index) = sq_index(&head)?;
                Ok(Action::Ability {
                    at,
                    index,
                    target: parse_target(&target).ok_or_else(malformed)?,
                })
            }
            "effect" => {
                let (at, index) = sq_index(rest)?;
                Ok(Action::Effect { at, index })
            }
            "reveal" => Ok(Action::Reveal {
                at: rest.parse().map_err(|_| malformed())?,
            }),
            "promote" => {
                let (sq, id) = rest.split_once('=').ok_or_else(malformed)?;
                Ok(Action::Promote {
                    at: sq.parse().map_err(|_| malformed())?,
                    model: card(id)?,
                })
            }
            _ => Err(malformed()),
        };
    }
    if text.len() == 5 {
        let (a, sep, b) = (&text[..2], &text[2..3], &text[3..]);
        let from: Square = a.parse().map_err(|_| malformed())?;
        let to: Square = b.parse().map_err(|_| malformed())?;
        return match sep {
            "-" => Ok(Action::Move { from, to }),
            "x" => Ok(Action::Attack { from, to }),
            _ => Err(malformed()),
        };
    }
    Err(malformed())
}

/// How many actions an [`Actions`] list holds without a heap allocation.
pub const INLINE_ACTIONS: usize = 256;

/// The legal actions of a state (the game's [`board_core::Game::Moves`]):
/// a list kept inline up to [`INLINE_ACTIONS`] actions, so that generating
/// the actions of most states allocates nothing; longer lists spill to the
/// heap (a state can have thousands of relocation targets).
///
/// ```
/// use lytharia::{Action, Actions, LytharianChess, Mode};
/// let actions: Actions = LytharianChess::new(Mode::PawnWars, 1).legal_moves();
/// assert!(actions.iter().any(|a| matches!(a, Action::Move { .. })));
/// assert!(!actions.spilled());
/// ```
#[derive(Clone, Default, PartialEq, Eq, Hash)]
pub struct Actions(smallvec::SmallVec<[Action; INLINE_ACTIONS]>);

impl Actions {
    /// An empty list.
    ///
    /// ```
    /// assert!(lytharia::Actions::new().is_empty());
    /// ```
    pub fn new() -> Actions {
        Actions(smallvec::SmallVec::new())
    }

    /// Appends an action.
    ///
    /// ```
    /// let mut list = lytharia::Actions::new();
    /// list.push(lytharia::Action::End);
    /// assert_eq!(list.len(), 1);
    /// ```
    pub fn push(&mut self, action: Action) {
        self.0.push(action);
    }

    /// Removes every action.
    ///
    /// ```
    /// let mut list = lytharia::Actions::new();
    /// list.push(lytharia::Action::End);
    /// list.clear();
    /// assert!(list.is_empty());
    /// ```
    pub fn clear(&mut self) {
        self.0.clear();
    }

    /// The actions as a slice.
    ///
    /// ```
    /// assert!(lytharia::Actions::new().as_slice().is_empty());
    /// ```
    pub fn as_slice(&self) -> &[Action] {
        &self.0
    }

    /// Whether the list outgrew its inline space.
    ///
    /// ```
    /// assert!(!lytharia::Actions::new().spilled());
    /// ```
    pub fn spilled(&self) -> bool {
        self.0.spilled()
    }
}

impl core::ops::Deref for Actions {
    type Target = [Action];
    fn deref(&self) -> &[Action] {
        &self.0
    }
}

impl fmt::Debug for Actions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.0.iter()).finish()
    }
}

impl IntoIterator for Actions {
    type Item = Action;
    type IntoIter = smallvec::IntoIter<[Action; INLINE_ACTIONS]>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a> IntoIterator for &'a Actions {
    type Item = &'a Action;
    type IntoIter = core::slice::Iter<'a, Action>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl board_core::MoveBuffer<Action> for Actions {
    fn push(&mut self, mv: Action) {
        self.0.push(mv);
    }
    fn as_slice(&self) -> &[Action] {
        &self.0
    }
    fn clear(&mut self) {
        self.0.clear();
    }
}
