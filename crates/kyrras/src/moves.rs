//! The [`Move`] type: one decision of the player to act.

/// One decision of the player to act (KY-4.3, KY-8.2, KY-10.4).
///
/// Cells are dense indices of the board's [`HexGrid`](board_core::hex::HexGrid)
/// (see [`PlayerCount::grid`](crate::PlayerCount::grid)). An Elephant or a
/// Spear needs no separate facing: it moves in the direction it was turned
/// to, and ends facing that way (RULINGS K-M4), so `from` and `to` say it all.
///
/// ```
/// use kyrras::{Kyrras, Move, PlayerCount};
/// use board_core::Game;
/// let g = Kyrras::standard(PlayerCount::Two);
/// let mut moves = kyrras::Moves::new();
/// g.generate_moves(&mut moves);
/// assert!(moves.iter().all(|m| matches!(m, Move::Step { .. })));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Move {
    /// Move the piece on `from` to `to`, capturing what stands there.
    Step {
        /// Start cell.
        from: u8,
        /// End cell.
        to: u8,
    },
    /// Make the piece on `cell` the new Viceroy (KY-8.2).
    Appoint {
        /// The piece's cell.
        cell: u8,
    },
    /// Decline to appoint a Viceroy this turn (KY-8.3).
    DeclineViceroy,
    /// Skip the turn: stalemated with 3+ players, or no move before one's
    /// first turn (KY-10.4, KY-10.8).
    Pass,
    /// Leave the game when stalemated with 3+ players (KY-10.4).
    Forfeit,
}
