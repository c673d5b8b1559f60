//! Armies and decks: validation (LY-3, LY-4, LY-17.1, LY-18.1) and power
//! scores (LY-5.1).

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::cards::{Alignment, Card, CardId, CardSet, PieceType, School};
use crate::mode::Mode;

/// Why an army was refused; each names the rule it breaks.
///
/// ```
/// use lytharia::{Army, ArmyError, Mode};
/// use lytharia::cards::CardSet;
/// let set = CardSet::sample();
/// let err = Army::from_ids(&set, Mode::Full, &["thane-borrik"]).unwrap_err();
/// assert_eq!(err.rule(), "LY-3.1");
/// ```
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ArmyError {
    /// An id names no card of the set.
    #[error("unknown card `{0}`")]
    UnknownCard(String),
    /// A card in the army is not a troop.
    #[error("LY-3.1: `{0}` is not a troop card")]
    NotATroop(String),
    /// The army does not have the right number of troops.
    #[error("LY-3.1: an army of this mode has {expected} troops, found {found}")]
    WrongSize {
        /// Troops required.
        expected: usize,
        /// Troops given.
        found: usize,
    },
    /// The army has the wrong number of one piece type.
    #[error("LY-3.1: an army needs {expected} {piece} troop(s), found {found}")]
    WrongPieceCount {
        /// The piece type.
        piece: PieceType,
        /// How many it needs.
        expected: usize,
        /// How many it has.
        found: usize,
    },
    /// More than 2 copies of a pawn card.
    #[error("LY-3.2: pawn `{0}` is used more than twice")]
    TooManyPawnCopies(String),
    /// A unique troop appears twice.
    #[error("LY-3.3: unique troop `{0}` is used more than once")]
    UniqueRepeated(String),
    /// Good and evil troops together.
    #[error("LY-3.4: good troop `{good}` and evil troop `{evil}` cannot share an army")]
    GoodWithEvil {
        /// A good troop of the army.
        good: String,
        /// An evil troop of the army.
        evil: String,
    },
}

impl ArmyError {
    /// The rule the army breaks (`LY-3.1` ...), or `LY-2` for unknown cards.
    ///
    /// ```
    /// use lytharia::ArmyError;
    /// assert_eq!(ArmyError::UniqueRepeated("x".into()).rule(), "LY-3.3");
    /// ```
    pub fn rule(&self) -> &'static str {
        match self {
            ArmyError::UnknownCard(_) => "LY-2",
            ArmyError::NotATroop(_)
            | ArmyError::WrongSize { .. }
            | ArmyError::WrongPieceCount { .. } => "LY-3.1",
            ArmyError::TooManyPawnCopies(_) => "LY-3.2",
            ArmyError::UniqueRepeated(_) => "LY-3.3",
            ArmyError::GoodWithEvil { .. } => "LY-3.4",
        }
    }
}

/// A validated army: its troop cards in setup order (LY-6.2, LY-6.3).
///
/// For the full game, the order within each piece type matters: the first
/// Rook, Knight and Bishop go on the queen side (files a-c), and the pawns
/// stand on files a to h in the order listed. Other troops may be listed in
/// any order.
///
/// ```
/// use lytharia::{Army, Mode};
/// use lytharia::cards::{Alignment, CardSet};
/// let set = CardSet::sample();
/// let army = Army::sample(&set, Mode::Full, Alignment::Neutral);
/// assert_eq!(army.troops().len(), 16);
/// assert_eq!(army.alignment(&set), Alignment::Neutral);
/// assert!(army.power(&set) > 100);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Army {
    troops: Vec<CardId>,
}

impl Army {
    /// Validates an army for `mode` from card ids.
    ///
    /// ```
    /// use lytharia::{Army, Mode};
    /// use lytharia::cards::{Alignment, CardSet};
    /// let set = CardSet::sample();
    /// let ids = Army::sample(&set, Mode::Duels, Alignment::Evil).troops().to_vec();
    /// assert!(Army::new(&set, Mode::Duels, ids.clone()).is_ok());
    /// assert!(Army::new(&set, Mode::Full, ids).is_err());
    /// ```
    pub fn new(set: &CardSet, mode: Mode, troops: Vec<CardId>) -> Result<Army, ArmyError> {
        let expected = match mode {
            Mode::Full => 16,
            Mode::Duels => 7,
            Mode::PawnWars => 8,
        };
        let mut cards = Vec::with_capacity(troops.len());
        for &id in &troops {
            match set.card(id) {
                Some(Card::Troop(t)) => cards.push(t),
                Some(other) => return Err(ArmyError::NotATroop(other.id().to_owned())),
                None => {
                    return Err(ArmyError::UnknownCard(crate::action::bounded(
                        &id.to_string(),
                    )));
                }
            }
        }
        if troops.len() != expected {
            return Err(ArmyError::WrongSize {
                expected,
                found: troops.len(),
            });
        }
        match mode {
            Mode::Full => {
                for piece in PieceType::ALL {
                    let found = cards.iter().filter(|t| t.piece == piece).count();
                    if found != piece.army_count() {
                        return Err(ArmyError::WrongPieceCount {
                            piece,
                            expected: piece.army_count(),
                            found,
                        });
                    }
                }
            }
            Mode::PawnWars => {
                let found = cards.iter().filter(|t| t.piece == PieceType::Pawn).count();
                if found != 8 {
                    return Err(ArmyError::WrongPieceCount {
                        piece: PieceType::Pawn,
                        expected: 8,
                        found,
                    });
                }
            }
            Mode::Duels => {}
        }
        let mut copies: HashMap<CardId, usize> = HashMap::new();
        for (&id, t) in troops.iter().zip(&cards) {
            let n = copies.entry(id).or_default();
            *n += 1;
            if t.piece == PieceType::Pawn && *n > 2 {
                return Err(ArmyError::TooManyPawnCopies(t.id.clone()));
            }
            if t.unique && *n > 1 {
                return Err(ArmyError::UniqueRepeated(t.id.clone()));
            }
        }
        let good = cards.iter().find(|t| t.alignment == Alignment::Good);
        let evil = cards.iter().find(|t| t.alignment == Alignment::Evil);
        if let (Some(g), Some(e)) = (good, evil) {
            return Err(ArmyError::GoodWithEvil {
                good: g.id.clone(),
                evil: e.id.clone(),
            });
        }
        Ok(Army { troops })
    }

    /// Validates an army from card id texts.
    ///
    /// ```
    /// use lytharia::{Army, Mode};
    /// use lytharia::cards::{Alignment, CardSet};
    /// let set = CardSet::sample();
    /// assert!(Army::from_ids(&set, Mode::Full, &["no-such-card"]).is_err());
    /// ```
    pub fn from_ids(set: &CardSet, mode: Mode, ids: &[&str]) -> Result<Army, ArmyError> {
        let troops = ids
            .iter()
            .map(|&s| {
                set.id(s)
                    .ok_or_else(|| ArmyError::UnknownCard(crate::action::bounded(s)))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Army::new(set, mode, troops)
    }

    /// The troop cards in setup order.
    ///
    /// ```
    /// use lytharia::{Army, Mode};
    /// use lytharia::cards::{Alignment, CardSet};
    /// let set = CardSet::sample();
    /// assert_eq!(Army::sample(&set, Mode::PawnWars, Alignment::Good).troops().len(), 8);
    /// ```
    pub fn troops(&self) -> &[CardId] {
        &self.troops
    }

    /// The army's alignment (LY-3.4): good or evil if it has such a troop,
    /// otherwise neutral.
    ///
    /// ```
    /// use lytharia::{Army, Mode};
    /// use lytharia::cards::{Alignment, CardSet};
    /// let set = CardSet::sample();
    /// assert_eq!(Army::sample(&set, Mode::Full, Alignment::Evil).alignment(&set), Alignment::Evil);
    /// ```
    pub fn alignment(&self, set: &CardSet) -> Alignment {
        let mut alignment = Alignment::Neutral;
        for t in self.troops.iter().filter_map(|&id| set.troop(id)) {
            if t.alignment != Alignment::Neutral {
                alignment = t.alignment;
            }
        }
        alignment
    }

    /// The army power score (LY-5.1): the sum of its troops' power scores.
    ///
    /// ```
    /// use lytharia::{Army, Mode};
    /// use lytharia::cards::{Alignment, CardSet};
    /// let set = CardSet::sample();
    /// let army = Army::sample(&set, Mode::PawnWars, Alignment::Neutral);
    /// let sum: u32 = army.troops().iter().map(|&t| set.troop(t).unwrap().power as u32).sum();
    /// assert_eq!(army.power(&set), sum);
    /// ```
    pub fn power(&self, set: &CardSet) -> u32 {
        self.troops
            .iter()
            .filter_map(|&id| set.troop(id))
            .map(|t| t.power as u32)
            .sum()
    }

    /// A legal sample army of the shipped set for `mode` and alignment.
    ///
    /// # Panics
    /// If `set` is not the shipped sample set (it names sample cards).
    ///
    /// ```
    /// use lytharia::{Army, Mode};
    /// use lytharia::cards::{Alignment, CardSet};
    /// let set = CardSet::sample();
    /// assert_eq!(Army::sample(&set, Mode::Duels, Alignment::Good).troops().len(), 7);
    /// ```
    pub fn sample(set: &CardSet, mode: Mode, alignment: Alignment) -> Army {
        let ids: &[&str] = match (mode, alignment) {
            (Mode::Full, Alignment::Good) => &GOOD_ARMY,
            (Mode::Full, Alignment::Evil) => &EVIL_ARMY,
            (Mode::Full, Alignment::Neutral) => &NEUTRAL_ARMY,
            (Mode::PawnWars, Alignment::Good) => &GOOD_ARMY[8..],
            (Mode::PawnWars, Alignment::Evil) => &EVIL_ARMY[8..],
            (Mode::PawnWars, Alignment::Neutral) => &NEUTRAL_ARMY[8..],
            (Mode::Duels, Alignment::Good) => &GOOD_DUEL,
            (Mode::Duels, Alignment::Evil) => &EVIL_DUEL,
            (Mode::Duels, Alignment::Neutral) => &NEUTRAL_DUEL,
        };
        Army::from_ids(set, mode, ids).expect("sample armies are legal for the sample set")
    }
}

const GOOD_ARMY: [&str; 16] = [
    "highlord-aldric",
    "seraphine-dawn",
    "kevetni-shieldwall",
    "battle-brawler-bronn",
    "surictavi-lancer",
    "griffin-knight",
    "dawn-cleric",
    "dawn-cleric",
    "kevetni-spearman",
    "kevetni-spearman",
    "surictavi-archer",
    "temple-acolyte",
    "temple-acolyte",
    "surictavi-archer",
    "silver-hound",
    "silver-hound",
];

const EVIL_ARMY: [&str; 16] = [
    "warlord-grashk",
    "nightmother-vyre",
    "zuk-gar-ravager",
    "zuk-gar-ravager",
    "deepdark-spider-rider",
    "brudakian-outrider",
    "bone-shaman",
    "bone-shaman",
    "zuk-gar-grunt",
    "zuk-gar-grunt",
    "deepdark-cutthroat",
    "tunnel-ghoul",
    "tunnel-ghoul",
    "deepdark-cutthroat",
    "cave-rat-swarm",
    "cave-rat-swarm",
];

const NEUTRAL_ARMY: [&str; 16] = [
    "thane-borrik",
    "stormcaller-ysolde",
    "battle-brawler-bronn",
    "stoneborn-sentinel",
    "brudakian-outrider",
    "ridgeback-boar",
    "stoneborn-runekeeper",
    "wandering-sage",
    "brudakian-militia",
    "brudakian-militia",
    "stoneborn-miner",
    "hill-brawler",
    "ember-sprite",
    "stoneborn-miner",
    "mountain-goat",
    "hill-brawler",
];

const GOOD_DUEL: [&str; 7] = [
    "kevetni-spearman",
    "surictavi-lancer",
    "kevetni-shieldwall",
    "dawn-cleric",
    "griffin-knight",
    "battle-brawler-bronn",
    "seraphine-dawn",
];

// Round 5 fields a neutral Rook: with the Tunnel Ghoul there the good
// lineup won 83% of random duels (LY-20.1).
const EVIL_DUEL: [&str; 7] = [
    "zuk-gar-grunt",
    "deepdark-spider-rider",
    "zuk-gar-ravager",
    "bone-shaman",
    "stoneborn-sentinel",
    "warlord-grashk",
    "nightmother-vyre",
];

const NEUTRAL_DUEL: [&str; 7] = [
    "brudakian-militia",
    "brudakian-outrider",
    "stoneborn-sentinel",
    "stoneborn-runekeeper",
    "ridgeback-boar",
    "battle-brawler-bronn",
    "magma-colossus",
];

/// The most cards a deck may hold (LY-4.1), so that every pile of a game
/// has a bound that state validation can check (LY-19.6).
///
/// ```
/// assert_eq!(lytharia::MAX_DECK, 200);
/// ```
pub const MAX_DECK: usize = 200;

/// Why a deck was refused; each names the rule it breaks.
///
/// ```
/// use lytharia::{Deck, DeckError, Mode};
/// use lytharia::cards::{Alignment, CardSet};
/// let set = CardSet::sample();
/// let err = Deck::from_ids(&set, Mode::Full, Alignment::Good, &["fireball"; 3]).unwrap_err();
/// assert_eq!(err.rule(), "LY-4.1");
/// ```
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum DeckError {
    /// An id names no card of the set.
    #[error("unknown card `{0}`")]
    UnknownCard(String),
    /// A troop in the deck.
    #[error("LY-4.1: `{0}` is a troop, not a spell or equipment")]
    NotSpellOrEquipment(String),
    /// Too few cards.
    #[error("LY-4.1: a deck of this mode needs at least {min} cards, found {found}")]
    TooSmall {
        /// The minimum.
        min: usize,
        /// Cards given.
        found: usize,
    },
    /// Too many cards (LY-4.1: at most [`MAX_DECK`]).
    #[error("LY-4.1: a deck holds at most {max} cards, found {found}")]
    TooLarge {
        /// The maximum.
        max: usize,
        /// Cards given.
        found: usize,
    },
    /// More than 3 copies of a card.
    #[error("LY-4.2: `{0}` is used more than 3 times")]
    TooManyCopies(String),
    /// Opposite elements together.
    #[error("LY-4.3: `{0}` and `{1}` are spells of opposite elements")]
    OppositeElements(String, String),
    /// A life spell in an evil army's deck.
    #[error("LY-4.4: evil armies may not use the life spell `{0}`")]
    LifeInEvilDeck(String),
    /// A death spell in a good army's deck.
    #[error("LY-4.4: good armies may not use the death spell `{0}`")]
    DeathInGoodDeck(String),
    /// Life and death spells together in a neutral army's deck.
    #[error("LY-4.4: a neutral army may use life or death spells, not both (`{0}`, `{1}`)")]
    LifeAndDeath(String, String),
}

impl DeckError {
    /// The rule the deck breaks.
    pub fn rule(&self) -> &'static str {
        match self {
            DeckError::UnknownCard(_) => "LY-2",
            DeckError::NotSpellOrEquipment(_)
            | DeckError::TooSmall { .. }
            | DeckError::TooLarge { .. } => "LY-4.1",
            DeckError::TooManyCopies(_) => "LY-4.2",
            DeckError::OppositeElements(..) => "LY-4.3",
            DeckError::LifeInEvilDeck(_)
            | DeckError::DeathInGoodDeck(_)
            | DeckError::LifeAndDeath(..) => "LY-4.4",
        }
    }
}

/// A validated deck of spells and equipment, in the order given (it is
/// shuffled at setup).
///
/// ```
/// use lytharia::{Deck, Mode};
/// use lytharia::cards::{Alignment, CardSet};
/// let set = CardSet::sample();
/// let deck = Deck::sample(&set, Mode::Full, Alignment::Evil);
/// assert!(deck.cards().len() >= 50);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Deck {
    cards: Vec<CardId>,
}

impl Deck {
    /// Validates a deck for `mode` and an army of `alignment`.
    pub fn new(
        set: &CardSet,
        mode: Mode,
        alignment: Alignment,
        cards: Vec<CardId>,
    ) -> Result<Deck, DeckError> {
        let mut copies: HashMap<CardId, usize> = HashMap::new();
        let mut first_of_school: HashMap<School, String> = HashMap::new();
        for &id in &cards {
            let card = set
                .card(id)
                .ok_or_else(|| DeckError::UnknownCard(crate::action::bounded(&id.to_string())))?;
            let name = card.id().to_owned();
            let n = copies.entry(id).or_default();
            *n += 1;
            if *n > 3 {
                return Err(DeckError::TooManyCopies(name));
            }
            match card {
                Card::Troop(_) => return Err(DeckError::NotSpellOrEquipment(name)),
                Card::Equipment(_) => {}
                Card::Spell(s) => {
                    match (s.school, alignment) {
                        (School::Life, Alignment::Evil) => {
                            return Err(DeckError::LifeInEvilDeck(name));
                        }
                        (School::Death, Alignment::Good) => {
                            return Err(DeckError::DeathInGoodDeck(name));
                        }
                        _ => {}
                    }
                    if let Some(opp) = s.school.opposite()
                        && let Some(other) = first_of_school.get(&opp)
                    {
                        return Err(DeckError::OppositeElements(other.clone(), name));
                    }
                    let clash = match s.school {
                        School::Life => first_of_school.get(&School::Death),
                        School::Death => first_of_school.get(&School::Life),
                        _ => None,
                    };
                    if let Some(other) = clash {
                        return Err(DeckError::LifeAndDeath(other.clone(), name));
                    }
                    first_of_school.entry(s.school).or_insert(name);
                }
            }
        }
        if cards.len() < mode.min_deck() {
            return Err(DeckError::TooSmall {
                min: mode.min_deck(),
                found: cards.len(),
            });
        }
        if cards.len() > MAX_DECK {
            return Err(DeckError::TooLarge {
                max: MAX_DECK,
                found: cards.len(),
            });
        }
        Ok(Deck { cards })
    }

    /// Validates a deck from card id texts.
    pub fn from_ids(
        set: &CardSet,
        mode: Mode,
        alignment: Alignment,
        ids: &[&str],
    ) -> Result<Deck, DeckError> {
        let cards = ids
            .iter()
            .map(|&s| {
                set.id(s)
                    .ok_or_else(|| DeckError::UnknownCard(crate::action::bounded(s)))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Deck::new(set, mode, alignment, cards)
    }

    /// The cards, in the order given.
    ///
    /// ```
    /// use lytharia::{Deck, Mode};
    /// use lytharia::cards::{Alignment, CardSet};
    /// let set = CardSet::sample();
    /// assert_eq!(Deck::sample(&set, Mode::Duels, Alignment::Good).cards().len(), 21);
    /// ```
    pub fn cards(&self) -> &[CardId] {
        &self.cards
    }

    /// A legal sample deck of the shipped set for an army of `alignment`:
    /// arcane spells, equipment, and fire and earth (good), water and air
    /// (evil) or fire and air (neutral), with life (good, neutral) or death
    /// (evil) spells; 3 copies of each (Battle Duels: the first 21 cards).
    ///
    /// # Panics
    /// If `set` is not the shipped sample set.
    pub fn sample(set: &CardSet, mode: Mode, alignment: Alignment) -> Deck {
        let schools: [School; 3] = match alignment {
            Alignment::Good => [School::Fire, School::Earth, School::Life],
            Alignment::Evil => [School::Water, School::Air, School::Death],
            Alignment::Neutral => [School::Fire, School::Air, School::Life],
        };
        let mut ids = Vec::new();
        for (id, card) in set.iter() {
            let take = match card {
                Card::Troop(_) => false,
                Card::Equipment(_) => true,
                Card::Spell(s) => s.school == School::Arcane || schools.contains(&s.school),
            };
            if take {
                ids.push(id);
            }
        }
        // Interleave so a shortened (duel) deck still mixes every kind.
        let mut cards = Vec::new();
        for _ in 0..3 {
            cards.extend(ids.iter().copied());
        }
        if mode == Mode::Duels {
            cards.truncate(21);
        }
        Deck::new(set, mode, alignment, cards).expect("sample decks are legal for the sample set")
    }
}
