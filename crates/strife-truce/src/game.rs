//! The [`board_core::Game`] implementation and the end of the game (ST-3).

use board_core::{Game, MoveBuffer, Outcome, Player};

use crate::action::Action;
use crate::error::ActionError;
use crate::list::ActionList;
use crate::movegen::Count;
use crate::state::Strife;

impl Strife {
    /// The outcome that does not need move generation: Truce, elimination,
    /// the ply limit (ST-3.4, ST-3.5, ST-3.7).
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

    /// Whether a turn is in progress: the player to move has already taken
    /// a decision this turn (ST-2).
    ///
    /// ```
    /// use board_core::{Game, MoveNotation};
    /// use strife_truce::Strife;
    /// let mut g: Strife = "4k3/8/8/8/8/8/8/B3K3 w mana=7/0 sets=none/none ply=0".parse().unwrap();
    /// g.play(g.parse_move("a1c3").unwrap()).unwrap();
    /// assert!(g.turn_in_progress()); // Archer's Mark after the move is still possible
    /// g.play(g.parse_move("end").unwrap()).unwrap();
    /// assert!(!g.turn_in_progress());
    /// ```
    pub fn turn_in_progress(&self) -> bool {
        self.turn.busy
    }

    /// Plays the decisions of `text`, separated by whitespace (for example
    /// a whole turn, `a1a2 $SW:a2e8`). All or nothing: on an error the state
    /// is unchanged.
    ///
    /// ```
    /// use strife_truce::Strife;
    /// let mut g: Strife = "4k3/8/8/8/8/8/8/R3K3 w mana=11/0 sets=holy/none ply=0".parse().unwrap();
    /// g.play_text("a1a2 $SW:a2e8").unwrap();
    /// assert_eq!(g.to_string(), "4R3/8/8/8/8/8/k7/4K3 b mana=1/0 sets=holy/none ply=1");
    /// ```
    pub fn play_text(&mut self, text: &str) -> Result<(), ActionError> {
        let mut g = self.clone();
        for tok in text.split_whitespace() {
            let a = crate::notation::parse_action(&g, tok)?;
            g.play(a)?;
        }
        *self = g;
        Ok(())
    }

    /// Whole-turn perft: the number of decision sequences that complete
    /// `depth` turns (a turn that ends the game counts as complete).
    ///
    /// ```
    /// use board_core::perft;
    /// use strife_truce::Strife;
    /// let g = Strife::start(Default::default());
    /// assert_eq!(g.perft_turns(2), 400);
    /// let g: Strife = "4k3/8/8/8/8/8/8/R7 w mana=13/0 sets=none/none ply=0".parse().unwrap();
    /// // 14 rook moves, each then ended or followed by a Kamikaze.
    /// assert_eq!(perft(&g, 1), 14);
    /// assert_eq!(g.perft_turns(1), 28);
    /// ```
    pub fn perft_turns(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut total = 0;
        for &a in self.legal_moves().as_slice() {
            let mut child = self.clone();
            child.apply(a);
            total += if child.ply != self.ply {
                child.perft_turns(depth - 1)
            } else {
                child.perft_turns(depth)
            };
        }
        total
    }
}

impl Game for Strife {
    type Move = Action;
    type Moves = ActionList;
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

    fn generate_moves(&self, moves: &mut ActionList) {
        self.generate_into(moves);
    }

    fn count_moves(&self) -> u64 {
        if self.static_outcome().is_some() {
            0
        } else if self.turn.stage == crate::state::Stage::Start && self.is_plain() {
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
