//! Shared driver for the "play arbitrary bytes as move choices" targets.

use board_core::{Game, MoveBuffer};

/// Plays a game where each input byte chooses among the legal moves, checking
/// the `Game` contract at every step. Panics (a fuzz finding) on a violation.
///
/// A byte of 255 instead tries a move that was legal earlier but is not now:
/// it must be refused without changing the state.
pub fn play_bytes<G: Game + PartialEq + core::fmt::Debug>(start: &G, bytes: &[u8]) {
    let mut state = start.clone();
    let mut seen: Vec<G::Move> = Vec::new();
    for &b in bytes {
        let mut moves = G::Moves::default();
        state.generate_moves(&mut moves);
        let moves = moves.as_slice();
        assert_eq!(state.count_moves(), moves.len() as u64, "count_moves disagrees");
        assert_eq!(state.outcome().is_some(), moves.is_empty(), "game over iff no moves");
        assert_eq!(state.zobrist(), state.zobrist_from_scratch(), "incremental hash");
        if moves.is_empty() {
            return;
        }
        if b == 255 {
            if let Some(&old) = seen.iter().rev().find(|m| !moves.contains(m)) {
                let before = state.clone();
                assert!(state.play(old).is_err(), "{old:?} accepted but not generated");
                assert_eq!(state, before, "a refused move changed the state");
            }
            continue;
        }
        let mv = moves[b as usize % moves.len()];
        state.play(mv).expect("a generated move was refused");
        seen.push(mv);
        if seen.len() > 64 {
            seen.remove(0);
        }
    }
}

/// Feeds arbitrary text to a position parser; what parses must format and
/// re-parse to the same text, and play on (its moves are checked).
pub fn position_text<G>(text: &str)
where
    G: board_core::PositionNotation + PartialEq + core::fmt::Debug,
{
    if let Ok(state) = G::from_position_text(text) {
        let formatted = state.to_position_text();
        let again = G::from_position_text(&formatted).expect("formatted position re-parses");
        assert_eq!(again.to_position_text(), formatted, "format -> parse -> format");
        assert_eq!(again.zobrist(), state.zobrist());
        play_bytes(&state, &[0, 1, 2, 3]);
    }
}

/// Feeds arbitrary text to a move parser in `state`; an accepted move must be
/// legal and format back to text that parses to the same move.
pub fn move_text<G>(state: &G, text: &str)
where
    G: board_core::MoveNotation + core::fmt::Debug,
{
    if let Ok(mv) = state.parse_move(text) {
        assert!(state.is_legal(mv), "parsed an illegal move {mv:?} from {text:?}");
        let formatted = state.format_move(mv);
        assert_eq!(state.parse_move(&formatted).ok(), Some(mv), "{formatted:?}");
    }
}
