//! Proptest strategies for Strife and Truce (feature `proptest`): set pairs,
//! start positions with mana, games reachable from them (one ply is one
//! decision, ST-17.2), and random valid positions (ST-19.1).
//!
//! Everything shrinks toward no sets, no mana and short games.
//!
//! ```
//! use board_core::testkit::Conformance;
//! use proptest::test_runner::TestRunner;
//! use strife_truce::strategy::reachable_states;
//!
//! let mut runner = TestRunner::deterministic();
//! runner
//!     .run(&reachable_states(12), |line| {
//!         Conformance::new(line.start().clone()).check_line(line.moves())?;
//!         Ok(())
//!     })
//!     .unwrap();
//! ```

use alloc::format;
use alloc::string::{String, ToString};

use board_core::strategy::{Line, reachable_from};
use proptest::prelude::*;

use crate::piece::cost::MANA_CAP;
use crate::sets::{SetKind, Sets};
use crate::state::Strife;

/// One side's set or none (none first).
pub fn set() -> impl Strategy<Value = Option<SetKind>> + Clone {
    (0usize..7).prop_map(|i| SetKind::ALL.get(i.wrapping_sub(1)).copied())
}

/// Both sides' sets.
///
/// ```
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
/// let sets = strife_truce::strategy::sets().new_tree(&mut TestRunner::deterministic()).unwrap().current();
/// assert!(sets.to_string().contains(','));
/// ```
pub fn sets() -> impl Strategy<Value = Sets> + Clone {
    (set(), set()).prop_map(|(w, b)| Sets::new(w, b))
}

/// The start position with any sets and 0 to 40 mana each
/// ([`Strife::start_with_mana`]).
pub fn starts() -> impl Strategy<Value = Strife> + Clone {
    (sets(), 0..=MANA_CAP).prop_map(|(s, mana)| Strife::start_with_mana(s, mana))
}

/// Games of up to `max_plies` random legal decisions from any of the
/// [`starts`], as a [`Line`] (start, decisions, end).
pub fn reachable_states(max_plies: usize) -> impl Strategy<Value = Line<Strife>> {
    reachable_from(starts(), max_plies)
}

fn piece_letter() -> impl Strategy<Value = char> + Clone {
    prop_oneof![
        8 => Just('.'),
        1 => proptest::sample::select(&['P', 'N', 'B', 'R', 'Q', 'K', 'p', 'n', 'b', 'r', 'q', 'k'][..]),
    ]
}

/// Random valid positions at the start of a turn: any pieces (a pawn never
/// on its last rank), any sets and mana, optional frozen and invincible
/// pieces and fire cells. Built as position text and read by the parser,
/// so every value passes its validation.
pub fn positions() -> impl Strategy<Value = Strife> + Clone {
    (
        proptest::collection::vec(piece_letter(), 64),
        sets(),
        0..=MANA_CAP,
        0..=MANA_CAP,
        any::<bool>(),
        any::<u64>(),
    )
        .prop_filter_map(
            "not a valid position",
            |(cells, sets, w, b, black, marks)| {
                let mut board = String::new();
                for rank in (0..8).rev() {
                    let mut empty = 0;
                    for file in 0..8 {
                        let mut c = cells[rank * 8 + file];
                        if (c == 'P' && rank == 7) || (c == 'p' && rank == 0) {
                            c = '.';
                        }
                        if c == '.' {
                            empty += 1;
                        } else {
                            if empty > 0 {
                                board.push(char::from(b'0' + empty));
                                empty = 0;
                            }
                            board.push(c);
                        }
                    }
                    if empty > 0 {
                        board.push(char::from(b'0' + empty));
                    }
                    if rank > 0 {
                        board.push('/');
                    }
                }
                let (ws, bs) = {
                    let t = sets.to_string();
                    let (a, b) = t.split_once(',').unwrap_or(("none", "none"));
                    (String::from(a), String::from(b))
                };
                let mut text = format!(
                    "{board} {} mana={w}/{b} sets={ws}/{bs} ply=0",
                    if black { 'b' } else { 'w' }
                );
                let occupied: alloc::vec::Vec<usize> =
                    (0..64).filter(|&i| cells[i] != '.').collect();
                let square = |i: usize| format!("{}{}", (b'a' + (i % 8) as u8) as char, i / 8 + 1);
                if let Some(&i) = occupied.get((marks % 7) as usize) {
                    text.push_str(&format!(" frozen={}", square(i)));
                }
                if let Some(&i) = occupied.get((marks >> 8) as usize % 9) {
                    text.push_str(&format!(" invincible={}", square(i)));
                }
                let free = ((marks >> 16) % 64) as usize;
                if cells[free] == '.' {
                    text.push_str(&format!(" fire={}", square(free)));
                }
                text.parse::<Strife>().ok()
            },
        )
}
