//! The conformance kit must catch each kind of broken game, and pass a sound one.
#![cfg(feature = "testkit")]

use board_core::testkit::Conformance;
use board_core::{
    Game, IllegalMove, MoveList, MoveNotation, Outcome, Player, PositionNotation, perft,
};
use proptest::prelude::*;
use serde::{Deserialize, Serialize};

/// The defect a test game carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Fault {
    None,
    DuplicateMove,
    WrongCount,
    StaleHash,
    NoOutcome,
    DirtyRefusal,
    BadNotation,
    FalseRepetition,
}

/// Subtraction game: take 1..=3 from a pile, last taker wins. Three players
/// in turn so that seats beyond two are exercised.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Pile {
    stones: u8,
    turn: u8,
    hash: u64,
    fault: Fault,
    #[serde(skip)]
    touched: u8,
}

impl Pile {
    fn new(stones: u8, fault: Fault) -> Self {
        let mut p = Pile {
            stones,
            turn: 0,
            hash: 0,
            fault,
            touched: 0,
        };
        p.hash = p.zobrist_from_scratch();
        p
    }
}

const KEYS: [u64; 512] = board_core::zobrist::keys(99);

impl Game for Pile {
    type Move = u8;
    type Moves = MoveList<u8, 4>;
    type Error = IllegalMove;
    fn player_count(&self) -> usize {
        3
    }
    fn to_act(&self) -> Option<Player> {
        (self.stones > 0 || self.fault == Fault::NoOutcome).then(|| Player::new(self.turn))
    }
    fn generate_moves(&self, moves: &mut Self::Moves) {
        for take in 1..=self.stones.min(3) {
            moves.push(take);
        }
        if self.fault == Fault::DuplicateMove && self.stones > 0 {
            moves.push(1);
        }
    }
    fn count_moves(&self) -> u64 {
        let n = self.stones.min(3) as u64;
        if self.fault == Fault::WrongCount && n > 1 {
            n - 1
        } else {
            n
        }
    }
    fn play(&mut self, mv: u8) -> Result<(), IllegalMove> {
        if !self.is_legal(mv) {
            if self.fault == Fault::DirtyRefusal {
                self.touched += 1;
            }
            return Err(IllegalMove);
        }
        self.play_unchecked(mv);
        Ok(())
    }
    fn play_unchecked(&mut self, mv: u8) {
        self.hash ^= KEYS[self.stones as usize] ^ KEYS[256 + self.turn as usize];
        self.stones -= mv;
        self.turn = (self.turn + 1) % 3;
        if self.fault != Fault::StaleHash || self.stones > 2 {
            self.hash ^= KEYS[self.stones as usize] ^ KEYS[256 + self.turn as usize];
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        if self.fault == Fault::NoOutcome {
            return None;
        }
        (self.stones == 0).then(|| Outcome::Winner(Player::new((self.turn + 2) % 3)))
    }
    fn zobrist(&self) -> u64 {
        self.hash
    }
    fn zobrist_from_scratch(&self) -> u64 {
        KEYS[self.stones as usize] ^ KEYS[256 + self.turn as usize]
    }
    fn repetition_distance(&self) -> Option<u32> {
        // A pile only shrinks, so no state ever repeats; the faulty game
        // claims one three moves back.
        (self.fault == Fault::FalseRepetition && self.stones < 25).then_some(3)
    }
}

impl MoveNotation for Pile {
    type ParseError = IllegalMove;
    fn format_move(&self, mv: u8) -> String {
        if self.fault == Fault::BadNotation && mv == 3 {
            "t2".into()
        } else {
            format!("t{mv}")
        }
    }
    fn parse_move(&self, text: &str) -> Result<u8, IllegalMove> {
        let n: u8 = text
            .strip_prefix('t')
            .and_then(|n| n.parse().ok())
            .ok_or(IllegalMove)?;
        if self.is_legal(n) {
            Ok(n)
        } else {
            Err(IllegalMove)
        }
    }
}

impl PositionNotation for Pile {
    type PositionError = IllegalMove;
    fn to_position_text(&self) -> String {
        format!("{} {}", self.stones, self.turn)
    }
    fn from_position_text(text: &str) -> Result<Self, IllegalMove> {
        let (s, t) = text.split_once(' ').ok_or(IllegalMove)?;
        let mut p = Pile::new(s.parse().map_err(|_| IllegalMove)?, Fault::None);
        p.turn = t.parse().map_err(|_| IllegalMove)?;
        if p.turn > 2 {
            return Err(IllegalMove);
        }
        p.hash = p.zobrist_from_scratch();
        Ok(p)
    }
}

fn kit(fault: Fault) -> Conformance<Pile> {
    Conformance::new(Pile::new(30, fault))
        .playouts(6)
        .with_illegal_moves(|_| vec![0, 4, 9])
        .with_notation()
        .with_serde()
}

#[test]
fn sound_game_passes_and_is_fully_exercised() {
    let report = kit(Fault::None).run().unwrap();
    assert_eq!(report.playouts, 6);
    assert_eq!(report.finished, 6);
    assert!(report.refused_moves > 0);
    assert!(report.legal_moves >= report.states - 6);
}

#[test]
fn each_fault_is_caught_by_its_check() {
    let cases = [
        (Fault::DuplicateMove, "unique-moves"),
        (Fault::WrongCount, "count-moves"),
        (Fault::StaleHash, "hash"),
        (Fault::NoOutcome, "game-over"),
        (Fault::DirtyRefusal, "refused-moves"),
        (Fault::BadNotation, "move-notation"),
        (Fault::FalseRepetition, "repetition"),
    ];
    for (fault, check) in cases {
        let err = kit(fault).run().expect_err("fault not caught");
        assert_eq!(err.check, check, "{fault:?}: {err}");
        assert!(err.to_string().contains(check));
    }
}

/// A claimed repetition is checked against the line's own earlier states,
/// on a given line as on a play-out; one before the kit's start cannot be
/// checked and is let pass.
#[test]
fn a_false_repetition_is_caught_on_a_line() {
    let kit = Conformance::new(Pile::new(30, Fault::FalseRepetition));
    let err = kit.check_line(&[3, 3, 1, 1]).unwrap_err();
    assert_eq!(err.check, "repetition", "{err}");
    assert_eq!(err.moves.len(), 3, "{err}");
    assert!(kit.check_line(&[3, 2]).is_ok(), "no claim yet at 25 stones");
    let late = Conformance::new(Pile::new(24, Fault::FalseRepetition));
    assert!(
        late.check_line(&[1, 1]).is_ok(),
        "3 moves back is before the start"
    );
}

#[test]
fn perft_counts_compositions() {
    // Ordered ways to take 1..=3 stones, depth plies, from a big pile: 3^depth.
    assert_eq!(perft(&Pile::new(30, Fault::None), 4), 81);
    // From 4 stones, sequences of exactly 2 moves: (1,1..3),(2,1..2),(3,1).
    assert_eq!(perft(&Pile::new(4, Fault::None), 2), 6);
}

proptest! {
    #[test]
    fn sound_game_passes_for_any_seed(seed in any::<u64>(), stones in 1u8..60) {
        let r = Conformance::new(Pile::new(stones, Fault::None)).seed(seed).playouts(3).run();
        prop_assert!(r.is_ok(), "{}", r.unwrap_err());
    }
}
