//! Game records: the setup (with its seed) and the action texts, which
//! replay exactly (LY-1.4, LY-19.5).

use board_core::{Game, Outcome};
use serde::{Deserialize, Serialize};

use crate::action::ActionParseError;
use crate::cards::CardSet;
use crate::game::text::SetField;
use crate::game::{LytharianChess, Setup, SetupError};

/// A complete game: card set, setup, actions in text form and the outcome.
///
/// ```
/// use board_core::{playout, Game};
/// use lytharia::{GameRecord, LytharianChess, Mode, Setup};
/// use lytharia::cards::CardSet;
/// let setup = Setup::sample(Mode::PawnWars, 11);
/// let start = LytharianChess::from_setup(CardSet::sample(), &setup).unwrap();
/// let game = playout(&start, 11, 200);
/// let record = GameRecord::new(CardSet::sample(), setup, &game.moves).unwrap();
/// let json = record.to_json();
/// let replayed = GameRecord::from_json(&json).unwrap().replay().unwrap();
/// assert_eq!(replayed, game.end_state);
/// ```
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameRecord {
    cards: SetField,
    /// The setup, with the seed.
    pub setup: Setup,
    /// Every action, in the notation of `docs/notation.md`.
    pub actions: Vec<String>,
    /// The outcome after the last action, if the game ended.
    pub outcome: Option<Outcome>,
}

/// Why a record does not replay.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum RecordError {
    /// Not JSON, or not a record.
    #[error("malformed record: {0}")]
    Json(String),
    /// The setup is illegal.
    #[error("record setup: {0}")]
    Setup(#[from] SetupError),
    /// An action does not parse or is not legal when it is played.
    #[error("action {index} (`{text}`): {error}")]
    Action {
        /// 0-based index in the action list.
        index: usize,
        /// Its text.
        text: String,
        /// Why it was refused.
        error: ActionParseError,
    },
    /// The replay ends with another outcome than the one recorded.
    #[error("the record says {recorded:?}, the replay gives {replayed:?}")]
    Outcome {
        /// The recorded outcome.
        recorded: Option<Outcome>,
        /// The replayed outcome.
        replayed: Option<Outcome>,
    },
}

impl GameRecord {
    /// Records `actions` played from `setup` (each must be legal in turn).
    ///
    /// ```
    /// use lytharia::{GameRecord, Mode, Setup};
    /// use lytharia::cards::CardSet;
    /// let record = GameRecord::new(CardSet::sample(), Setup::sample(Mode::Duels, 1), &[]).unwrap();
    /// assert!(record.actions.is_empty());
    /// ```
    pub fn new(
        set: std::sync::Arc<CardSet>,
        setup: Setup,
        actions: &[crate::Action],
    ) -> Result<GameRecord, RecordError> {
        let mut state = LytharianChess::from_setup(set.clone(), &setup)?;
        let mut texts = Vec::with_capacity(actions.len());
        for (index, &a) in actions.iter().enumerate() {
            let text = state.format_action(a);
            if state.play(a).is_err() {
                return Err(RecordError::Action {
                    index,
                    text: text.clone(),
                    error: ActionParseError::Illegal(text),
                });
            }
            texts.push(text);
        }
        Ok(GameRecord {
            cards: SetField(set),
            setup,
            actions: texts,
            outcome: state.outcome(),
        })
    }

    /// Replays the record, checking every action and the outcome.
    ///
    /// ```
    /// use lytharia::{GameRecord, LytharianChess, Mode, Setup};
    /// use lytharia::cards::CardSet;
    /// let record = GameRecord::new(CardSet::sample(), Setup::sample(Mode::Duels, 1), &[]).unwrap();
    /// assert_eq!(record.replay().unwrap(), LytharianChess::new(Mode::Duels, 1));
    /// ```
    pub fn replay(&self) -> Result<LytharianChess, RecordError> {
        let mut state = LytharianChess::from_setup(self.cards.0.clone(), &self.setup)?;
        for (index, text) in self.actions.iter().enumerate() {
            let action = state
                .parse_action(text)
                .map_err(|error| RecordError::Action {
                    index,
                    text: crate::action::bounded(text),
                    error,
                })?;
            state.play_unchecked(action);
        }
        if state.outcome() != self.outcome {
            return Err(RecordError::Outcome {
                recorded: self.outcome,
                replayed: state.outcome(),
            });
        }
        Ok(state)
    }

    /// The record as JSON.
    ///
    /// ```
    /// use lytharia::{GameRecord, Mode, Setup};
    /// use lytharia::cards::CardSet;
    /// let record = GameRecord::new(CardSet::sample(), Setup::sample(Mode::Full, 1), &[]).unwrap();
    /// assert!(record.to_json().contains("\"seed\": 1"));
    /// ```
    pub fn to_json(&self) -> String {
        crate::cards::with_card_names(&self.cards.0, || serde_json::to_string_pretty(self))
            .unwrap_or_default()
    }

    /// Reads a record (replay it to check it).
    ///
    /// ```
    /// use lytharia::{GameRecord, RecordError};
    /// assert!(matches!(GameRecord::from_json("{}"), Err(RecordError::Json(_))));
    /// ```
    pub fn from_json(text: &str) -> Result<GameRecord, RecordError> {
        let json = |e: serde_json::Error| {
            RecordError::Json(crate::action::bounded_message(&e.to_string()))
        };
        let value: serde_json::Value = serde_json::from_str(text).map_err(json)?;
        let set = match value.get("cards") {
            Some(cards) => {
                <SetField as serde::Deserialize>::deserialize(cards)
                    .map_err(json)?
                    .0
            }
            None => crate::cards::CardSet::sample(),
        };
        crate::cards::with_card_names(&set, || serde::Deserialize::deserialize(value)).map_err(json)
    }
}
