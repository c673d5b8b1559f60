//! A list of decisions that stays on the stack in the common case.

use alloc::vec::Vec;

use board_core::MoveBuffer;

use crate::action::Action;

/// Decisions kept inline before the list moves to the heap. Most positions
/// have fewer; Freeze, Swap and resurrections can have many more.
const INLINE: usize = 128;

/// The decision list of [`Strife`](crate::Strife) (`Game::Moves`): the first
/// 128 decisions live inline, more spill to the heap, so generation does
/// not allocate in the common case.
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
    len: usize,
    inline: [Action; INLINE],
    spill: Vec<Action>,
}

impl Default for ActionList {
    fn default() -> Self {
        ActionList {
            len: 0,
            inline: [Action::EndTurn; INLINE],
            spill: Vec::new(),
        }
    }
}

impl MoveBuffer<Action> for ActionList {
    #[inline]
    fn push(&mut self, mv: Action) {
        if self.spill.is_empty() && self.len < INLINE {
            self.inline[self.len] = mv;
            self.len += 1;
        } else {
            if self.spill.is_empty() {
                self.spill.extend_from_slice(&self.inline[..self.len]);
            }
            self.spill.push(mv);
        }
    }

    #[inline]
    fn as_slice(&self) -> &[Action] {
        if self.spill.is_empty() {
            &self.inline[..self.len]
        } else {
            &self.spill
        }
    }

    fn clear(&mut self) {
        self.len = 0;
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
