//! The defaults of `Evaluate`'s search hooks.

use board_core::{Evaluate, Game, IllegalMove, MoveList, Outcome, Player};

/// Take 1 to 3 stones; a player facing a multiple of three stones is "in
/// check".
#[derive(Clone)]
struct Stones {
    left: u8,
    turn: u8,
}

impl Game for Stones {
    type Move = u8;
    type Moves = MoveList<u8, 3>;
    type Error = IllegalMove;
    fn player_count(&self) -> usize {
        2
    }
    fn to_act(&self) -> Option<Player> {
        (self.left > 0).then(|| Player::new(self.turn))
    }
    fn generate_moves(&self, m: &mut Self::Moves) {
        for t in 1..=self.left.min(3) {
            m.push(t)
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
        self.left -= mv;
        self.turn ^= 1;
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.left == 0).then(|| Outcome::Winner(Player::new(self.turn ^ 1)))
    }
    fn zobrist(&self) -> u64 {
        (self.left as u64) << 1 | self.turn as u64
    }
}

impl Evaluate for Stones {
    fn evaluate(&self, _: Player) -> i32 {
        0
    }
    fn in_check(&self) -> bool {
        self.left > 0 && self.left.is_multiple_of(3)
    }
}

#[test]
fn gives_check_by_default_plays_the_move_and_asks_in_check() {
    let mut checking = Vec::new();
    for left in 1..=10u8 {
        let s = Stones { left, turn: 0 };
        for &mv in s.legal_moves().as_slice() {
            if s.gives_check(mv) {
                checking.push((left, mv));
            }
        }
    }
    // Exactly the moves that leave 3, 6 or 9 stones.
    let expected: Vec<(u8, u8)> = (1..=10u8)
        .flat_map(|left| (1..=left.min(3)).map(move |mv| (left, mv)))
        .filter(|&(left, mv)| matches!(left - mv, 3 | 6 | 9))
        .collect();
    assert_eq!(checking, expected);
    assert_eq!(checking.len(), 7);
}
