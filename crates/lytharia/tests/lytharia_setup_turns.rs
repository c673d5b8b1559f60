//! Components, setup and the turn sequence (LY-1, LY-5, LY-6, LY-7).

use board_core::Game;
use board_core::Square;
use board_core::square::SquareColor;
use lytharia::cards::{Alignment, CardSet, PieceType};
use lytharia::{Action, Army, Deck, GameRng, LytharianChess, Mode, Phase, Setup};

use lytharia::rules::{bonus_mana, first_player};

mod common;
use common::*;

fn card(g: &LytharianChess, id: &str) -> lytharia::cards::CardId {
    g.card_set().id(id).unwrap()
}

#[test]
fn chapters_are_covered() {
    // The chapter headings LY-1 to LY-19 are covered by the tests of their
    // rules: LY-1, LY-2, LY-3, LY-4, LY-5, LY-6, LY-7, LY-8, LY-9, LY-10,
    // LY-11, LY-12, LY-13, LY-14, LY-15, LY-16, LY-17, LY-18, LY-19.
    let game = LytharianChess::new(Mode::Full, 0);
    assert_eq!(game.player_count(), 2);
}

#[test]
fn the_board_is_a_chess_board() {
    // LY-1.1
    assert_eq!(Square::ALL.len(), 64);
    let light = |s: &str| sq(s).color() == SquareColor::Light;
    assert!(!light("a1"));
    assert!(light("d1") && !light("e1"));
    assert!(!light("d8") && light("e8"));
    assert!(sq("e4").distance(sq("f5")) == 1 && sq("e4").distance(sq("e6")) == 2);
}

#[test]
fn each_player_has_piles_counter_and_obelisk() {
    // LY-1.2, LY-6.6
    let game = LytharianChess::new(Mode::Full, 3);
    for p in [P1, P2] {
        assert!(game.crypt(p).unwrap().is_empty() && game.nether(p).unwrap().is_empty());
        assert!(game.enchants(p).unwrap().is_empty());
        assert_eq!(game.obelisk(p).unwrap(), 1);
        assert!(
            game.hand(p).unwrap().is_empty(),
            "players begin with no cards in hand"
        );
        assert!(game.deck(p).unwrap().len() >= 50);
    }
    assert_eq!(game.mana(P2).unwrap(), 1);
}

#[test]
fn castle_squares_hold_king_and_queen() {
    // LY-1.3, LY-6.1
    let game = LytharianChess::new(Mode::Full, 1);
    let piece = |s: &str| {
        let (card, owner) = game.troop_at(sq(s)).unwrap();
        (game.card_set().troop(card).unwrap().piece, owner)
    };
    assert_eq!(piece("d1"), (PieceType::Queen, P1));
    assert_eq!(piece("e1"), (PieceType::King, P1));
    // P2: queen on the dark castle square d8, king on the light e8.
    assert_eq!(piece("d8"), (PieceType::Queen, P2));
    assert_eq!(piece("e8"), (PieceType::King, P2));
    for (f, p) in ["a", "b", "c", "f", "g", "h"].iter().zip([
        PieceType::Rook,
        PieceType::Knight,
        PieceType::Bishop,
        PieceType::Bishop,
        PieceType::Knight,
        PieceType::Rook,
    ]) {
        assert_eq!(piece(&format!("{f}1")).0, p);
        assert_eq!(piece(&format!("{f}8")).0, p);
        assert_eq!(piece(&format!("{f}2")).0, PieceType::Pawn);
        assert_eq!(piece(&format!("{f}7")).0, PieceType::Pawn);
    }
}

#[test]
fn games_replay_from_their_seed() {
    // LY-1.4
    let a = LytharianChess::new(Mode::Full, 77);
    let b = LytharianChess::new(Mode::Full, 77);
    assert_eq!(a, b);
    assert_eq!(a.deck(P1).unwrap(), b.deck(P1).unwrap());
    let c = LytharianChess::new(Mode::Full, 78);
    assert_ne!(a.deck(P1).unwrap(), c.deck(P1).unwrap());
}

#[test]
fn lower_power_goes_first_with_bonus_mana() {
    // LY-5.2, LY-5.4
    assert_eq!(bonus_mana(123, 115), 2);
    assert_eq!(bonus_mana(115, 123), 2);
    assert_eq!(bonus_mana(110, 100), 2);
    assert_eq!(bonus_mana(111, 100), 3);
    let set = CardSet::sample();
    let good = Army::sample(&set, Mode::Full, Alignment::Good).power(&set);
    let evil = Army::sample(&set, Mode::Full, Alignment::Evil).power(&set);
    assert!(evil < good);
    let game = LytharianChess::new(Mode::Full, 5);
    // Seat 0 is the evil entrant (the lower power score), who goes first.
    assert_eq!(game.army_power(P1).unwrap(), evil);
    assert_eq!(game.army_power(P2).unwrap(), good);
    assert_eq!(game.active(), P1);
    // The evil army's Bone Shamans have effects: the game waits in the
    // effects phase, before the mana phase adds the obelisk.
    assert_eq!(game.phase(), Phase::Effects);
    assert_eq!(game.mana(P1).unwrap(), 1 + bonus_mana(good, evil) as u8);
}

#[test]
fn equal_power_rolls_dice_until_one_is_higher() {
    // LY-5.3
    let mut firsts = [0; 2];
    for seed in 0..40 {
        let mut rng = GameRng::new(seed);
        firsts[first_player([100, 100], &mut rng) as usize] += 1;
        assert!(rng.position() >= 4, "at least one pair of dice was rolled");
    }
    assert!(firsts[0] > 0 && firsts[1] > 0);
    // Same armies on both sides: the dice pick P1, and nobody gets bonus mana.
    let set = CardSet::sample();
    let mut setup = Setup::sample(Mode::Full, 8);
    setup.armies[1] = setup.armies[0].clone();
    setup.decks[1] = setup.decks[0].clone();
    let game = LytharianChess::from_setup(set, &setup).unwrap();
    assert_eq!(game.army_power(P1).unwrap(), game.army_power(P2).unwrap());
    assert_eq!(game.phase(), Phase::Effects);
    assert_eq!(game.mana(P1).unwrap(), 1, "no bonus mana");
}

#[test]
fn army_order_sets_sides_and_pawn_files() {
    // LY-6.2, LY-6.3
    let set = CardSet::sample();
    let game = LytharianChess::new(Mode::Full, 2);
    // The evil army (seat 0) lists Spider Rider before Outrider and the
    // pawns grunt, grunt, cutthroat, ghoul, ghoul, cutthroat, rat, rat.
    let at = |s: &str| {
        set.card(game.troop_at(sq(s)).unwrap().0)
            .unwrap()
            .id()
            .to_owned()
    };
    assert_eq!(at("b1"), "deepdark-spider-rider");
    assert_eq!(at("g1"), "brudakian-outrider");
    let pawns: Vec<String> = "abcdefgh".chars().map(|f| at(&format!("{f}2"))).collect();
    assert_eq!(
        pawns,
        [
            "zuk-gar-grunt",
            "zuk-gar-grunt",
            "deepdark-cutthroat",
            "tunnel-ghoul",
            "tunnel-ghoul",
            "deepdark-cutthroat",
            "cave-rat-swarm",
            "cave-rat-swarm"
        ]
    );
}

#[test]
fn troops_start_face_down() {
    // LY-6.4
    let game = LytharianChess::new(Mode::Full, 2);
    for s in Square::ALL {
        if let Some(t) = game.troop_state(s) {
            assert!(!t.revealed, "{s}");
        }
    }
}

#[test]
fn decks_are_shuffled_then_cut_in_order() {
    // LY-6.5, LY-6.7
    let set = CardSet::sample();
    let setup = Setup::sample(Mode::Full, 31);
    let game = LytharianChess::from_setup(set.clone(), &setup).unwrap();
    // Powers differ, so no dice: the RNG goes straight to the decks.
    // Seat 0 is entrant 1 (evil).
    let mut rng = GameRng::new(31);
    let mut d0 = setup.decks[1].cards().to_vec();
    rng.shuffle(&mut d0);
    rng.cut(&mut d0);
    let mut d1 = setup.decks[0].cards().to_vec();
    rng.shuffle(&mut d1);
    rng.cut(&mut d1);
    // The first turn has not drawn yet (effects phase).
    assert_eq!(game.deck(P1).unwrap(), &d0[..]);
    assert_eq!(game.deck(P2).unwrap(), &d1[..]);
    // A cut moves the top part under the bottom part.
    let mut deck = vec![1, 2, 3, 4];
    GameRng::new(0).cut(&mut deck);
    assert_ne!(deck, vec![1, 2, 3, 4]);
    let mut sorted = deck.clone();
    sorted.sort();
    assert_eq!(sorted, vec![1, 2, 3, 4]);
}

#[test]
fn a_turn_runs_effects_mana_draw_main() {
    // LY-7.1, LY-7.4, LY-7.10
    let mut game = LytharianChess::new(Mode::Full, 4);
    assert_eq!(game.phase(), Phase::Effects);
    let mana = game.mana(P1).unwrap();
    play(&mut game, "end");
    // Mana advanced by the obelisk, one card drawn, main phase.
    assert_eq!(game.phase(), Phase::Main);
    assert_eq!(game.mana(P1).unwrap(), mana + 1);
    assert_eq!(game.hand(P1).unwrap().len(), 1);
    play(&mut game, "a2-a3");
    play(&mut game, "end");
    assert_eq!(game.active(), P2);
    assert_eq!(game.turn(), 2);
}

#[test]
fn effects_trigger_once_each_and_the_phase_moves_on() {
    // LY-7.2, LY-7.3, LY-14.1
    let mut game = LytharianChess::builder(Mode::Full)
        .troop(0, "thane-borrik", "e1")
        .troop(1, "warlord-grashk", "e8")
        .troop(0, "dawn-cleric", "c1")
        .troop(0, "kevetni-spearman", "d2")
        .damage("d2", 2)
        .troop(0, "stoneborn-runekeeper", "f1")
        .phase(Phase::Effects)
        .build()
        .unwrap();
    let effects: Vec<String> = texts(&game)
        .into_iter()
        .filter(|t| t.starts_with("effect"))
        .collect();
    assert_eq!(effects, ["effect:c1/0", "effect:e1/0", "effect:f1/0"]);
    play(&mut game, "effect:c1/0");
    assert_eq!(game.troop_state(sq("d2")).unwrap().damage, 1);
    assert!(
        game.troop_state(sq("c1")).unwrap().revealed,
        "using an effect reveals"
    );
    assert!(
        !texts(&game).contains(&"effect:c1/0".to_string()),
        "once per phase"
    );
    play(&mut game, "effect:e1/0"); // owner gains 1 mana
    assert_eq!(game.mana(P1).unwrap(), 2);
    play(&mut game, "effect:f1/0");
    // No effect left: the phase ended by itself (mana +1, draw from an
    // empty deck, main).
    assert_eq!(game.phase(), Phase::Main);
    assert_eq!(game.mana(P1).unwrap(), 4);
}

#[test]
fn ending_the_effects_phase_forfeits_unused_effects() {
    // LY-7.2
    let mut game = LytharianChess::builder(Mode::Full)
        .troop(0, "thane-borrik", "e1")
        .troop(1, "warlord-grashk", "e8")
        .phase(Phase::Effects)
        .build()
        .unwrap();
    play(&mut game, "end");
    assert_eq!(game.phase(), Phase::Main);
    assert_eq!(
        game.mana(P1).unwrap(),
        2,
        "only the obelisk's 1, not Borrik's effect"
    );
}

#[test]
fn obelisk_charge_at_fifteen() {
    // LY-7.5
    let mut game = LytharianChess::builder(Mode::Full)
        .troop(0, "thane-borrik", "e1")
        .troop(1, "warlord-grashk", "e8")
        .mana(0, 14)
        .obelisk(0, 5)
        .phase(Phase::Effects)
        .build()
        .unwrap();
    play(&mut game, "end"); // Borrik's effect is forfeited; mana 14 + 5 = 15 (capped)
    assert_eq!(game.phase(), Phase::Mana);
    assert_eq!(texts(&game), ["charge", "end"]);
    play(&mut game, "charge");
    assert_eq!(game.mana(P1).unwrap(), 1);
    assert_eq!(game.obelisk(P1).unwrap(), 6);
    assert_eq!(game.phase(), Phase::Main);
    // At 6 the obelisk cannot rise: no charge is offered.
    let game = LytharianChess::builder(Mode::Full)
        .troop(0, "thane-borrik", "e1")
        .troop(1, "warlord-grashk", "e8")
        .mana(0, 15)
        .obelisk(0, 6)
        .build()
        .unwrap();
    assert!(!has(&game, "charge"));
}

#[test]
fn mana_can_fall_to_zero() {
    // LY-7.6, LY-10.1
    let mut game = LytharianChess::builder(Mode::Full)
        .troop(0, "thane-borrik", "e1")
        .troop(1, "warlord-grashk", "e8")
        .hand(0, &["arcane-bolt"])
        .mana(0, 2)
        .build()
        .unwrap();
    play(&mut game, "cast:arcane-bolt@e8");
    assert_eq!(game.mana(P1).unwrap(), 0);
    assert!(game.hand(P1).unwrap().is_empty());
    assert_eq!(game.stack_len(), 1);
}

#[test]
fn hand_limit_discard_or_keep() {
    // LY-7.7, LY-7.9
    let ten = ["arcane-bolt"; 3]
        .iter()
        .chain(&["sunder"; 3])
        .chain(&["dagger"; 3])
        .chain(&["flame-lash"])
        .copied()
        .collect::<Vec<_>>();
    let build = || {
        LytharianChess::builder(Mode::Full)
            .troop(0, "thane-borrik", "e1")
            .troop(1, "warlord-grashk", "e8")
            .hand(0, &ten)
            .deck(0, &["longsword", "plate-mail"])
            .mana(0, 5)
            .phase(Phase::Draw)
            .build()
            .unwrap()
    };
    let game = build();
    let t = texts(&game);
    assert!(t.contains(&"discard:sunder".to_string()));
    assert!(
        t.contains(&"cast:flame-lash@e8".to_string()),
        "fast casts allowed"
    );
    assert!(
        !t.iter().any(|t| t.starts_with("cast:arcane-bolt")),
        "normal casts are not"
    );
    assert!(t.contains(&"end".to_string()));
    // Discarding to 9 draws exactly one card (the top, plate mail).
    let mut g = build();
    play(&mut g, "discard:sunder");
    assert_eq!(g.phase(), Phase::Main);
    assert_eq!(g.hand(P1).unwrap().len(), 10);
    assert_eq!(g.deck(P1).unwrap().len(), 1);
    assert_eq!(*g.hand(P1).unwrap().last().unwrap(), card(&g, "plate-mail"));
    // Keeping the hand: no draw.
    let mut g = build();
    play(&mut g, "end");
    assert_eq!(g.phase(), Phase::Main);
    assert_eq!(g.hand(P1).unwrap().len(), 10);
    assert_eq!(g.deck(P1).unwrap().len(), 2);
}

#[test]
fn empty_deck_draws_nothing() {
    // LY-7.8
    let mut game = LytharianChess::builder(Mode::Full)
        .troop(0, "thane-borrik", "e1")
        .troop(1, "warlord-grashk", "e8")
        .phase(Phase::Effects)
        .build()
        .unwrap();
    play(&mut game, "end");
    assert_eq!(game.phase(), Phase::Main);
    assert!(game.hand(P1).unwrap().is_empty());
    assert!(game.outcome().is_none());
}

#[test]
fn the_first_action_is_generated_for_every_mode() {
    // LY-19.1
    for mode in Mode::ALL {
        let game = LytharianChess::new(mode, 9);
        assert_eq!(game.to_act(), Some(P1));
        assert!(!game.legal_moves().is_empty());
        assert!(
            game.legal_moves().contains(&Action::End)
                || mode == Mode::PawnWars
                || mode == Mode::Full
        );
    }
    let _ = Deck::sample(&CardSet::sample(), Mode::Full, Alignment::Good);
}

#[test]
fn some_effects_do_not_reveal() {
    // LY-7.2, LY-2.1
    let mut game = LytharianChess::builder(Mode::Full)
        .troop(0, "thane-borrik", "e1")
        .troop(1, "warlord-grashk", "e8")
        .troop(0, "temple-acolyte", "c2")
        .damage("c2", 2)
        .phase(Phase::Effects)
        .build()
        .unwrap();
    play(&mut game, "effect:c2/0");
    let c2 = game.troop_state(sq("c2")).unwrap();
    assert_eq!(c2.damage, 1);
    assert!(
        !c2.revealed,
        "the acolyte's prayer is printed reveals: false"
    );
}

#[test]
fn either_player_charges_whenever_they_hold_a_decision() {
    // LY-7.5
    let mut game = LytharianChess::builder(Mode::Full)
        .troop(0, "thane-borrik", "e1")
        .troop(1, "warlord-grashk", "e8")
        .troop(1, "zuk-gar-grunt", "a7")
        .hand(0, &["arcane-bolt"])
        .mana(0, 15)
        .mana(1, 15)
        .build()
        .unwrap();
    assert!(texts(&game).contains(&"charge".to_string()));
    play(&mut game, "cast:arcane-bolt@a7");
    assert_eq!(game.to_act(), Some(P2));
    assert_eq!(
        texts(&game),
        ["pass", "charge"],
        "the responder (mana 15) may charge"
    );
    play(&mut game, "charge");
    assert_eq!((game.mana(P2).unwrap(), game.obelisk(P2).unwrap()), (1, 2));
    assert_eq!(game.to_act(), Some(P2), "charging is not a response");
    play(&mut game, "pass");
    assert_eq!(game.stack_len(), 0);
}
