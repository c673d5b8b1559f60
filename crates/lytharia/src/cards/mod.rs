//! Cards as data (LY-2): the card types, the closed effect vocabulary and
//! card sets with validation, plus the sample set shipped with the crate.
//!
//! ```
//! use lytharia::cards::CardSet;
//! let set = CardSet::sample();
//! let bronn = set.troop(set.id("battle-brawler-bronn").unwrap()).unwrap();
//! assert_eq!(bronn.name, "Battle Brawler Bronn");
//! ```

mod card;
mod effect;
mod kinds;
mod set;
mod words;

pub use card::{Card, CardId, EquipmentCard, SpellCard, TroopCard, with_card_names};
pub use effect::{Ability, Area, Duration, Effect, Reach, TargetKind, TroopEffect};
pub use kinds::{Alignment, CreatureKind, DamageType, Permanence, PieceType, School, Slot, Speed};
pub use set::{CardSet, CardSetError, MAX_TROOP_EFFECTS, SAMPLE_SET_JSON};
pub(crate) use words::target_words;
pub use words::{card_item, card_text, effect_words, piece_name};
