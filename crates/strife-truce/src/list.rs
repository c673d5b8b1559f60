//! A list of decisions that stays on the stack in the common case.

use alloc::vec::Vec;

use board_core::{MoveBuffer, MoveList};

use crate::action::Action;

/// Decisions kept inline before the list moves to the heap. Most positions
/// have far fewer; Freeze, Swap and resurrections can have many more.
///
/// ```
/// use board_core::Game;
/// let moves = strife_truce::Strife::start(Default::default()).legal_moves();
/// assert!(moves.len() <= strife_truce::INLINE_ACTIONS);
/// ```
pub const INLINE_ACTIONS: usize = 256;
const INLINE: usize = INLINE_ACTIONS;

/// The decision list of [`Strife`](crate::Strife) (`Game::Moves`): the first
/// [`INLINE_ACTIONS`] decisions live inline (uninitialised until pushed, so
/// an empty list costs nothing to make), more spill to the heap, so
/// generation does not allocate in the common case.
///
/// ```
/// use board_core::{Game, MoveBuffer};
/// use strife_truce::Strife;
/// let moves = Strife::start(Default::default()).legal_moves();
/// assert_eq!(moves.as_slice().len(), 20);
/// assert_eq!(moves.iter().count(), 20);
/// ```
#[derive(Clone)]
pub struct ActionList {
    inline: MoveList<Action, INLINE>,
    spill: Vec<Action>,
}

impl Default for ActionList {
    fn default() -> Self {
        ActionList {
            inline: MoveList::new(),
            spill: Vec::new(),
        }
    }
}

impl MoveBuffer<Action> for ActionList {
    #[inline]
    fn push(&mut self, mv: Action) {
        if self.spill.is_empty() && self.inline.len() < INLINE {
            self.inline.push(mv);
        } else {
            if self.spill.is_empty() {
                self.spill.extend_from_slice(&self.inline);
            }
            self.spill.push(mv);
        }
    }

    #[inline]
    fn as_slice(&self) -> &[Action] {
        if self.spill.is_empty() {
            &self.inline
        } else {
            &self.spill
        }
    }

    fn clear(&mut self) {
        self.inline.clear();
        self.spill.clear();
    }
}

impl core::ops::Deref for ActionList {
    type Target = [Action];
    fn deref(&self) -> &[Action] {
        self.as_slice()
    }
}

impl core::fmt::Debug for ActionList {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl PartialEq for ActionList {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for ActionList {}

impl<'a> IntoIterator for &'a ActionList {
    type Item = &'a Action;
    type IntoIter = core::slice::Iter<'a, Action>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}
