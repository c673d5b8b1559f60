//! A downstream user's card game with hidden information, checked by
//! board-core's generic kit: the seat-safe face (`move_effect_for`,
//! `describe_move`, `History::public_record`) is right by default, and a
//! game that leaks a hidden card through its effect or its words is caught.
//!
//! The game, "Blind Drop": each of two players holds three monster cards
//! dealt from a seeded shuffle; in turn each lays one card face down on the
//! next free square of their home rank. When both hands are empty the
//! higher total wins. The opponent sees only that a card was laid.

use board_core::inspect::{
    Change, Coord, Geometry, Inspect, Item, MoveEffect, Perspective, PieceView, SideView, View,
    Zone, describe_effect,
};
use board_core::testkit::Conformance;
use board_core::{
    Entropy, Game, History, IllegalMove, MoveList, MoveNotation, Outcome, Player, SeededRng, Square,
};

const MONSTERS: [(&str, u8); 6] = [
    ("Dragon", 6),
    ("Griffin", 4),
    ("Basilisk", 5),
    ("Wyvern", 3),
    ("Manticore", 2),
    ("Chimera", 1),
];

/// How the game (mis)behaves: an honest game, or one of two leaks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Leak {
    None,
    /// `move_effect_for` hands every seat the omniscient effect.
    Effect,
    /// `describe_move` names the card for every seat.
    Words,
}

#[derive(Clone, PartialEq, Eq, Debug)]
struct BlindDrop {
    /// Card indices into `MONSTERS` still in each hand.
    hands: [Vec<u8>; 2],
    /// Cards laid, per player, in order (square = file index on the rank).
    laid: [Vec<u8>; 2],
    turn: u8,
    leak: Leak,
}

impl BlindDrop {
    fn deal(seed: u64, leak: Leak) -> Self {
        let mut rng = SeededRng::seed_from_u64(seed);
        let mut deck: Vec<u8> = (0..MONSTERS.len() as u8).collect();
        for i in (1..deck.len()).rev() {
            let j = (rng.next_u64() % (i as u64 + 1)) as usize;
            deck.swap(i, j);
        }
        BlindDrop {
            hands: [deck[..3].to_vec(), deck[3..].to_vec()],
            laid: [Vec::new(), Vec::new()],
            turn: 0,
            leak,
        }
    }

    fn square(player: usize, slot: usize) -> Coord {
        let rank = if player == 0 { 0 } else { 7 };
        Coord::Square(Square::ALL[rank * 8 + slot])
    }

    fn card_piece(owner: usize, card: u8, seen: bool) -> PieceView {
        let piece = PieceView::new(Player::new(owner as u8), "card", "C").face_down();
        if seen {
            piece.named(MONSTERS[card as usize].0)
        } else {
            piece
        }
    }

    fn total(&self, p: usize) -> u32 {
        self.laid[p]
            .iter()
            .map(|&c| MONSTERS[c as usize].1 as u32)
            .sum()
    }
}

impl Game for BlindDrop {
    type Move = u8;
    type Moves = MoveList<u8, 3>;
    type Error = IllegalMove;

    fn has_hidden_information(&self) -> bool {
        true
    }
    fn player_count(&self) -> usize {
        2
    }
    fn to_act(&self) -> Option<Player> {
        (!self.hands[self.turn as usize].is_empty()).then(|| Player::new(self.turn))
    }
    fn generate_moves(&self, moves: &mut Self::Moves) {
        if self.to_act().is_some() {
            for &card in &self.hands[self.turn as usize] {
                moves.push(card);
            }
        }
    }
    fn play(&mut self, mv: u8) -> Result<(), IllegalMove> {
        if !self.is_legal(mv) {
            return Err(IllegalMove);
        }
        self.play_unchecked(mv);
        Ok(())
    }
    fn play_unchecked(&mut self, mv: u8) {
        let p = self.turn as usize;
        self.hands[p].retain(|&c| c != mv);
        self.laid[p].push(mv);
        self.turn ^= 1;
    }
    fn outcome(&self) -> Option<Outcome> {
        if self.to_act().is_some() {
            return None;
        }
        Some(match self.total(0).cmp(&self.total(1)) {
            std::cmp::Ordering::Greater => Outcome::Winner(Player::new(0)),
            std::cmp::Ordering::Less => Outcome::Winner(Player::new(1)),
            std::cmp::Ordering::Equal => Outcome::Draw,
        })
    }
    fn zobrist(&self) -> u64 {
        let mut h = self.turn as u64;
        for p in 0..2 {
            for &c in &self.laid[p] {
                h = h.wrapping_mul(31).wrapping_add(c as u64 + 1 + 8 * p as u64);
            }
            for &c in &self.hands[p] {
                h = h.wrapping_mul(37).wrapping_add(c as u64 + 100);
            }
        }
        h
    }
}

impl Inspect for BlindDrop {
    fn view(&self, perspective: Perspective) -> View {
        let mut view = View::new(Geometry::Square8);
        view.to_act = self.to_act();
        for p in 0..2 {
            let seen = perspective.sees_private_of(Player::new(p as u8));
            for (slot, &card) in self.laid[p].iter().enumerate() {
                view.set_piece(Self::square(p, slot), Self::card_piece(p, card, seen));
            }
            let hand = if seen {
                Zone::open(
                    "hand",
                    self.hands[p]
                        .iter()
                        .map(|&c| {
                            let (name, value) = MONSTERS[c as usize];
                            Item::new(name.to_lowercase(), name, "monster")
                                .value("power", value as i32)
                        })
                        .collect(),
                )
            } else {
                Zone::hidden("hand", self.hands[p].len())
            };
            view.sides
                .push(SideView::new(Player::new(p as u8), format!("P{}", p + 1)).zone(hand));
        }
        view
    }

    fn move_effect(&self, mv: u8) -> MoveEffect {
        let p = self.turn as usize;
        vec![Change::Place {
            at: Self::square(p, self.laid[p].len()),
            piece: Self::card_piece(p, mv, true),
        }]
        .into()
    }

    fn move_effect_for(&self, mv: u8, perspective: Perspective) -> MoveEffect {
        if self.leak == Leak::Effect {
            return self.move_effect(mv);
        }
        let mut after = self.clone();
        after.play_unchecked(mv);
        MoveEffect::diff(&self.view(perspective), &after.view(perspective), &[])
    }

    fn describe_move(&self, mv: u8, perspective: Perspective) -> String {
        let actor = format!("P{}", self.turn + 1);
        if self.leak == Leak::Words {
            return format!("{actor} lays the {}", MONSTERS[mv as usize].0);
        }
        describe_effect(
            &actor,
            &self.view(perspective),
            &self.move_effect_for(mv, perspective),
        )
    }
}

impl MoveNotation for BlindDrop {
    type ParseError = IllegalMove;
    fn format_move(&self, mv: u8) -> String {
        MONSTERS[mv as usize].0.to_lowercase()
    }
    fn parse_move(&self, text: &str) -> Result<u8, IllegalMove> {
        MONSTERS
            .iter()
            .position(|(name, _)| name.eq_ignore_ascii_case(text))
            .map(|i| i as u8)
            .filter(|&m| self.is_legal(m))
            .ok_or(IllegalMove)
    }
}

fn kit(leak: Leak) -> Conformance<BlindDrop> {
    Conformance::new(BlindDrop::deal(7, leak))
        .playouts(20)
        .with_inspection()
        .with_hidden_information()
}

#[test]
fn an_honest_card_game_passes_the_hidden_information_check() {
    let report = kit(Leak::None).run().unwrap();
    assert!(report.states > 20, "{report:?}");
}

#[test]
fn an_effect_that_shows_the_card_to_the_opponent_is_caught() {
    let violation = kit(Leak::Effect).run().unwrap_err();
    assert_eq!(violation.check, "hidden-information");
    assert!(
        violation.detail.contains("Seat(Player(1))"),
        "{}",
        violation.detail
    );
}

#[test]
fn words_that_name_the_card_to_the_opponent_are_caught() {
    let violation = kit(Leak::Words).run().unwrap_err();
    assert_eq!(violation.check, "hidden-information");
    assert!(
        violation.detail.contains("description"),
        "{}",
        violation.detail
    );
}

#[test]
fn the_public_record_replays_as_the_seat_saw_it_and_names_no_hidden_card() {
    let start = BlindDrop::deal(3, Leak::None);
    let mut game = History::new(start.clone());
    while let Some(&mv) = game.current().legal_moves().as_slice().first() {
        game.play(mv).unwrap();
    }
    let p1 = Perspective::Seat(Player::new(0));
    let record = game.public_record(p1);
    assert_eq!(record.plies.len(), 6);
    // Turns are numbered by rounds of seats, not plies.
    let turns: Vec<u32> = record.plies.iter().map(|p| p.turn).collect();
    assert_eq!(turns, [1, 1, 2, 2, 3, 3]);
    // Hidden information: no notation, and P2's cards never named.
    assert!(record.plies.iter().all(|p| p.notation.is_none()));
    let text = format!("{record:?}");
    for &card in &start.hands[1] {
        assert!(
            !text.contains(MONSTERS[card as usize].0),
            "P2's card leaked: {text}"
        );
    }
    // Each ply's view is the seat's own view, and effects replay it.
    let mut replay = record.start.clone();
    for (i, ply) in record.plies.iter().enumerate() {
        assert_eq!(&ply.view, &game.state_at(i + 1).unwrap().view(p1));
        replay.apply(&ply.effect.changes).unwrap();
        assert_eq!(replay.cells, ply.view.cells);
    }
    assert_eq!(
        record.plies[1].description,
        "P2: face-down card enters on a8"
    );
    assert_eq!(record.outcome, game.current().outcome());
}
