//! Move buffers: what [`Game::generate_moves`](crate::Game::generate_moves) fills.

use core::fmt;
use core::ops::{Deref, DerefMut};

use arrayvec::ArrayVec;

/// A buffer of moves that move generation appends to.
///
/// Implemented by the stack-allocated [`MoveList`] and, with the `alloc`
/// feature, by `Vec`.
///
/// ```
/// use board_core::{MoveBuffer, MoveList};
/// let mut list: MoveList<u16, 4> = MoveList::new();
/// list.push(7);
/// assert_eq!(list.as_slice(), &[7]);
/// list.clear();
/// assert!(list.as_slice().is_empty());
/// ```
pub trait MoveBuffer<M>: Default {
    /// Appends a move.
    fn push(&mut self, mv: M);
    /// The moves appended so far.
    fn as_slice(&self) -> &[M];
    /// Removes every move.
    fn clear(&mut self);
}

/// A fixed-capacity, stack-allocated list of moves.
///
/// `N` is the game's proven maximum number of legal moves in one position
/// (218 for chess). Pushing beyond `N` panics: it means that proof is wrong,
/// which is a bug in the game, not bad input.
///
/// ```
/// use board_core::MoveList;
/// let mut list = MoveList::<u8, 8>::new();
/// list.push(1);
/// list.push(2);
/// assert_eq!(list.len(), 2);
/// assert_eq!(list.iter().sum::<u8>(), 3);
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct MoveList<M, const N: usize>(ArrayVec<M, N>);

impl<M, const N: usize> MoveList<M, N> {
    /// An empty list.
    #[inline]
    pub const fn new() -> Self {
        MoveList(ArrayVec::new_const())
    }

    /// Appends a move.
    ///
    /// # Panics
    /// If the list already holds `N` moves.
    #[inline]
    pub fn push(&mut self, mv: M) {
        self.0.push(mv);
    }

    /// The capacity `N`.
    #[inline]
    pub const fn capacity(&self) -> usize {
        N
    }
}

impl<M, const N: usize> Default for MoveList<M, N> {
    #[inline]
    fn default() -> Self {
        Self::new()
    }
}

impl<M, const N: usize> Deref for MoveList<M, N> {
    type Target = ArrayVec<M, N>;
    #[inline]
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl<M, const N: usize> DerefMut for MoveList<M, N> {
    #[inline]
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.0
    }
}

impl<M: fmt::Debug, const N: usize> fmt::Debug for MoveList<M, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.0.iter()).finish()
    }
}

impl<M, const N: usize> IntoIterator for MoveList<M, N> {
    type Item = M;
    type IntoIter = arrayvec::IntoIter<M, N>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a, M, const N: usize> IntoIterator for &'a MoveList<M, N> {
    type Item = &'a M;
    type IntoIter = core::slice::Iter<'a, M>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl<M, const N: usize> MoveBuffer<M> for MoveList<M, N> {
    #[inline]
    fn push(&mut self, mv: M) {
        self.0.push(mv);
    }
    #[inline]
    fn as_slice(&self) -> &[M] {
        &self.0
    }
    #[inline]
    fn clear(&mut self) {
        self.0.clear();
    }
}

#[cfg(feature = "alloc")]
impl<M> MoveBuffer<M> for alloc::vec::Vec<M> {
    #[inline]
    fn push(&mut self, mv: M) {
        alloc::vec::Vec::push(self, mv);
    }
    #[inline]
    fn as_slice(&self) -> &[M] {
        self
    }
    #[inline]
    fn clear(&mut self) {
        alloc::vec::Vec::clear(self);
    }
}
