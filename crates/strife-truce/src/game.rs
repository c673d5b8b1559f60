//! The [`board_core::Game`] implementation and the end of the game (ST-3).

use board_core::{Game, Outcome, Player};

use crate::action::Action;
use crate::error::ActionError;
use crate::movegen::Count;
use crate::state::Strife;

impl Strife {
    /// The outcome that does not need move generation: Truce, elimination,
    /// the ply limit (ST-3.3 to ST-3.5).
    pub(crate) fn static_outcome(&self) -> Option<Outcome> {
        if let Some(c) = self.truce {
            return Some(Outcome::Winner(Player::new(c.other().index() as u8)));
        }
        match (self.colors[0] != 0, self.colors[1] != 0) {
            (false, false) => return Some(Outcome::Draw),
            (true, false) => return Some(Outcome::Winner(Player::new(0))),
            (false, true) => return Some(Outcome::Winner(Player::new(1))),
            (true, true) => {}
        }
        if self.ply_limit.is_some_and(|l| self.ply >= l) {
            return Some(Outcome::Draw);
        }
        None
    }

    /// Every legal action, in generation order.
    ///
    /// ```
    /// use strife_truce::Strife;
    /// assert_eq!(Strife::start(Default::default()).legal_actions().len(), 20);
    /// ```
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut v = Vec::new();
        self.generate_into(&mut v);
        v
    }
}

impl Game for Strife {
    type Move = Action;
    type Moves = Vec<Action>;
    type Error = ActionError;

    fn player_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> Option<Player> {
        match self.outcome() {
            Some(_) => None,
            None => Some(Player::new(self.side.index() as u8)),
        }
    }

    fn generate_moves(&self, moves: &mut Vec<Action>) {
        self.generate_into(moves);
    }

    fn count_moves(&self) -> u64 {
        if self.static_outcome().is_some() {
            0
        } else if self.is_plain() {
            self.plain_count()
        } else {
            let mut n = Count(0);
            self.generate_into(&mut n);
            n.0
        }
    }

    fn is_legal(&self, mv: Action) -> bool {
        self.is_legal_action(mv)
    }

    fn play(&mut self, mv: Action) -> Result<(), ActionError> {
        if self.static_outcome().is_some() {
            return Err(ActionError::GameOver);
        }
        if !self.is_legal(mv) {
            return Err(ActionError::Illegal);
        }
        self.apply(mv);
        Ok(())
    }

    fn play_unchecked(&mut self, mv: Action) {
        self.apply(mv);
    }

    fn outcome(&self) -> Option<Outcome> {
        self.static_outcome()
            .or_else(|| (self.count_moves() == 0).then_some(Outcome::Draw))
    }

    fn zobrist(&self) -> u64 {
        self.hash
    }

    fn zobrist_from_scratch(&self) -> u64 {
        self.compute_hash()
    }
}
