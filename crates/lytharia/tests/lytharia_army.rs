//! Army and deck building (LY-3, LY-4) and power scores (LY-5.1).

use lytharia::cards::{Alignment, CardSet};
use lytharia::{Army, ArmyError, Deck, DeckError, Mode};

fn ids(army: &Army, set: &CardSet) -> Vec<String> {
    army.troops()
        .iter()
        .map(|&id| set.card(id).unwrap().id().to_owned())
        .collect()
}

fn with(set: &CardSet, base: Alignment, index: usize, id: &str) -> Result<Army, ArmyError> {
    let mut list = ids(&Army::sample(set, Mode::Full, base), set);
    list[index] = id.to_owned();
    let refs: Vec<&str> = list.iter().map(String::as_str).collect();
    Army::from_ids(set, Mode::Full, &refs)
}

#[test]
fn sample_armies_are_legal_for_every_mode_and_alignment() {
    // LY-3.1, LY-17.1, LY-18.1
    let set = CardSet::sample();
    for mode in Mode::ALL {
        for alignment in [Alignment::Good, Alignment::Evil, Alignment::Neutral] {
            let army = Army::sample(&set, mode, alignment);
            assert_eq!(army.alignment(&set), alignment);
            let deck = Deck::sample(&set, mode, alignment);
            assert!(deck.cards().len() >= mode.min_deck());
        }
    }
}

#[test]
fn army_composition_is_checked() {
    // LY-3.1, LY-3.6
    let set = CardSet::sample();
    // a pawn where the queen should be
    let err = with(&set, Alignment::Neutral, 1, "brudakian-militia").unwrap_err();
    assert!(matches!(err, ArmyError::WrongPieceCount { .. }), "{err}");
    assert_eq!(err.rule(), "LY-3.1");
    assert!(err.to_string().starts_with("LY-3.1"));
    let err = with(&set, Alignment::Neutral, 1, "longsword").unwrap_err();
    assert_eq!(err, ArmyError::NotATroop("longsword".into()));
    let err = Army::from_ids(&set, Mode::Full, &["thane-borrik"; 3]).unwrap_err();
    assert_eq!(
        err,
        ArmyError::WrongSize {
            expected: 16,
            found: 3
        }
    );
}

#[test]
fn at_most_two_copies_of_a_pawn() {
    // LY-3.2
    let set = CardSet::sample();
    let err = with(&set, Alignment::Neutral, 10, "brudakian-militia").unwrap_err();
    assert_eq!(
        err,
        ArmyError::TooManyPawnCopies("brudakian-militia".into())
    );
    assert_eq!(err.rule(), "LY-3.2");
}

#[test]
fn unique_troops_at_most_once_and_others_repeat() {
    // LY-3.3, LY-3.5
    let set = CardSet::sample();
    let err = with(&set, Alignment::Neutral, 3, "battle-brawler-bronn").unwrap_err();
    assert_eq!(
        err,
        ArmyError::UniqueRepeated("battle-brawler-bronn".into())
    );
    assert_eq!(err.rule(), "LY-3.3");
    // two copies of a non-unique rook are fine
    assert!(with(&set, Alignment::Neutral, 2, "stoneborn-sentinel").is_ok());
}

#[test]
fn good_and_evil_never_mix() {
    // LY-3.4
    let set = CardSet::sample();
    let err = with(&set, Alignment::Good, 15, "cave-rat-swarm").unwrap_err();
    assert!(matches!(err, ArmyError::GoodWithEvil { .. }));
    assert_eq!(err.rule(), "LY-3.4");
    // neutral troops join either side
    assert_eq!(
        with(&set, Alignment::Good, 15, "mountain-goat")
            .unwrap()
            .alignment(&set),
        Alignment::Good
    );
}

fn deck(set: &CardSet, alignment: Alignment, extra: &[&str]) -> Result<Deck, DeckError> {
    let base = Deck::sample(set, Mode::Full, alignment);
    let mut list: Vec<&str> = base
        .cards()
        .iter()
        .map(|&id| set.card(id).unwrap().id())
        .collect();
    // drop the copies of the spells we add so copy limits are not the issue
    list.retain(|id| !extra.contains(id));
    list.extend_from_slice(extra);
    Deck::from_ids(set, Mode::Full, alignment, &list)
}

#[test]
fn deck_size_and_copies() {
    // LY-4.1, LY-4.2, LY-4.6
    let set = CardSet::sample();
    let err = Deck::from_ids(&set, Mode::Full, Alignment::Good, &["arcane-bolt"; 3]).unwrap_err();
    assert_eq!(err, DeckError::TooSmall { min: 50, found: 3 });
    assert_eq!(err.rule(), "LY-4.1");
    assert!(err.to_string().starts_with("LY-4.1"));
    let err = deck(&set, Alignment::Good, &["arcane-bolt"; 4]).unwrap_err();
    assert_eq!(err, DeckError::TooManyCopies("arcane-bolt".into()));
    assert_eq!(err.rule(), "LY-4.2");
    let err = deck(&set, Alignment::Good, &["battle-brawler-bronn"]).unwrap_err();
    assert_eq!(err.rule(), "LY-4.1");
    // duels decks are smaller
    assert!(
        Deck::sample(&set, Mode::Duels, Alignment::Good)
            .cards()
            .len()
            >= 20
    );
}

#[test]
fn no_opposite_elements() {
    // LY-4.3
    let set = CardSet::sample();
    let err = deck(&set, Alignment::Good, &["frost-shard"]).unwrap_err();
    assert!(matches!(err, DeckError::OppositeElements(..)), "{err}");
    assert_eq!(err.rule(), "LY-4.3");
    let err = deck(&set, Alignment::Good, &["gale-push"]).unwrap_err();
    assert_eq!(err.rule(), "LY-4.3");
}

#[test]
fn life_and_death_by_alignment() {
    // LY-4.4, LY-4.5
    let set = CardSet::sample();
    assert_eq!(
        deck(&set, Alignment::Evil, &["smite"]).unwrap_err(),
        DeckError::LifeInEvilDeck("smite".into())
    );
    assert_eq!(
        deck(&set, Alignment::Good, &["wither"]).unwrap_err(),
        DeckError::DeathInGoodDeck("wither".into())
    );
    let err = deck(&set, Alignment::Neutral, &["wither"]).unwrap_err();
    assert!(matches!(err, DeckError::LifeAndDeath(..)));
    assert_eq!(err.rule(), "LY-4.4");
    // arcane and equipment are allowed for every army
    for alignment in [Alignment::Good, Alignment::Evil, Alignment::Neutral] {
        assert!(deck(&set, alignment, &["dispel-weave", "longsword"]).is_ok());
    }
}

#[test]
fn army_power_score_is_the_sum() {
    // LY-5.1
    let set = CardSet::sample();
    let army = Army::sample(&set, Mode::Full, Alignment::Neutral);
    let sum: u32 = army
        .troops()
        .iter()
        .map(|&id| set.troop(id).unwrap().power as u32)
        .sum();
    assert_eq!(army.power(&set), sum);
    assert_eq!(sum, 19 + 18 + 16 + 10 + 9 + 8 + 8 + 7 + 3 * 6 + 3 + 2);
}
