//! The board: piece bitboards per kind and per player, a mailbox, facings,
//! Mountains, and the threat test of KY-7.1.

use board_core::Player;
use board_core::hex::{Direction, HexSet, MAX_CELLS};
use board_core::zobrist;

use crate::piece::{Kind, Piece};
use crate::tables::{NONE, Tables};

/// Mailbox code of an empty cell.
pub(crate) const EMPTY: u8 = 0;
/// Mailbox code of a Mountain.
pub(crate) const MOUNTAIN: u8 = 1;

/// Zobrist key layout.
pub(crate) const KEY_PIECE: usize = 0; // (player * 8 + kind) * 128 + cell
pub(crate) const KEY_MOUNTAIN: usize = 4096; // + cell
pub(crate) const KEY_FACING: usize = 4224; // + dir * 128 + cell
pub(crate) const KEY_TO_ACT: usize = 4992; // + player
pub(crate) const KEY_DECIDED: usize = 4996;
pub(crate) const KEY_FIRST_DONE: usize = 4997; // + player
pub(crate) const KEY_ELIMINATED: usize = 5001; // + player
pub(crate) const KEY_PASSES: usize = 5005; // + passes (1..=8)
pub(crate) const KEY_ELIM_ORDER: usize = 5016; // + place * 4 + player
pub(crate) const KEY_COUNT: usize = 5032;

/// Kyrras's Zobrist keys: board-core's ChaCha stream with Kyrras's seed.
pub(crate) static KEYS: [u64; KEY_COUNT] = zobrist::keys(0x4b59_5252_4153); // "KYRRAS"

/// The pieces and Mountains on the board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Board {
    pub kinds: [HexSet; 8],
    pub owners: [HexSet; 4],
    pub mountains: HexSet,
    /// Three bit planes of the facing index of each Elephant and Spear.
    pub facing: [HexSet; 3],
    /// Per cell: 0 empty, 1 Mountain, else `2 + player * 8 + kind`.
    pub mailbox: [u8; MAX_CELLS],
    /// Zobrist hash of pieces, Mountains and facings.
    pub hash: u64,
}

impl Board {
    pub fn empty() -> Board {
        Board {
            kinds: [HexSet::EMPTY; 8],
            owners: [HexSet::EMPTY; 4],
            mountains: HexSet::EMPTY,
            facing: [HexSet::EMPTY; 3],
            mailbox: [EMPTY; MAX_CELLS],
            hash: 0,
        }
    }

    /// All owned pieces.
    #[inline]
    pub fn pieces(&self) -> HexSet {
        self.owners[0] | self.owners[1] | self.owners[2] | self.owners[3]
    }

    /// Pieces and Mountains.
    #[inline]
    pub fn occupied(&self) -> HexSet {
        self.pieces() | self.mountains
    }

    #[inline]
    pub fn is_empty_cell(&self, cell: usize) -> bool {
        self.mailbox[cell] == EMPTY
    }

    #[inline]
    pub fn is_mountain(&self, cell: usize) -> bool {
        self.mailbox[cell] == MOUNTAIN
    }

    /// Owner and kind of the piece on `cell`.
    #[inline]
    pub fn at(&self, cell: usize) -> Option<(u8, Kind)> {
        let code = self.mailbox[cell];
        if code < 2 {
            return None;
        }
        let c = code - 2;
        Kind::from_index((c & 7) as usize).map(|k| (c >> 3, k))
    }

    /// The full piece on `cell`.
    pub fn piece(&self, cell: usize) -> Option<Piece> {
        self.at(cell).map(|(o, kind)| Piece {
            owner: Player::new(o),
            kind,
            facing: if kind.is_directional() {
                Some(self.facing_of(cell))
            } else {
                None
            },
        })
    }

    /// The facing stored for `cell` (north unless it holds an Elephant or Spear).
    #[inline]
    pub fn facing_of(&self, cell: usize) -> Direction {
        let i = self.facing[0].contains(cell) as usize
            | (self.facing[1].contains(cell) as usize) << 1
            | (self.facing[2].contains(cell) as usize) << 2;
        Direction::from_index(i).unwrap_or(Direction::N)
    }

    fn set_facing(&mut self, cell: usize, dir: Direction) {
        let i = dir.index();
        for b in 0..3 {
            if i >> b & 1 == 1 {
                self.facing[b].insert(cell);
            } else {
                self.facing[b].remove(cell);
            }
        }
        self.hash ^= KEYS[KEY_FACING + i * 128 + cell];
    }

    fn clear_facing(&mut self, cell: usize) {
        let i = self.facing_of(cell).index();
        for b in 0..3 {
            self.facing[b].remove(cell);
        }
        self.hash ^= KEYS[KEY_FACING + i * 128 + cell];
    }

    /// Puts `piece` on the empty `cell`.
    #[inline]
    pub fn put(&mut self, cell: usize, owner: u8, kind: Kind, facing: Option<Direction>) {
        let o = owner as usize & 3;
        self.kinds[kind.index()].insert(cell);
        self.owners[o].insert(cell);
        self.mailbox[cell] = 2 + (o as u8) * 8 + kind as u8;
        self.hash ^= KEYS[KEY_PIECE + (o * 8 + kind.index()) * 128 + cell];
        if kind.is_directional() {
            self.set_facing(cell, facing.unwrap_or(Direction::N));
        }
    }

    /// Removes the piece on `cell`, returning it.
    #[inline(always)]
    pub fn remove(&mut self, cell: usize) -> Option<(u8, Kind)> {
        let (o, kind) = self.at(cell)?;
        if kind.is_directional() {
            self.clear_facing(cell);
        }
        self.kinds[kind.index()].remove(cell);
        self.owners[o as usize].remove(cell);
        self.mailbox[cell] = EMPTY;
        self.hash ^= KEYS[KEY_PIECE + (o as usize * 8 + kind.index()) * 128 + cell];
        Some((o, kind))
    }

    /// Puts a Mountain on the empty `cell`.
    pub fn put_mountain(&mut self, cell: usize) {
        self.mountains.insert(cell);
        self.mailbox[cell] = MOUNTAIN;
        self.hash ^= KEYS[KEY_MOUNTAIN + cell];
    }

    /// The hash of pieces, Mountains and facings, from nothing.
    pub fn hash_from_scratch(&self) -> u64 {
        let mut h = 0;
        for cell in 0..MAX_CELLS {
            if self.is_mountain(cell) {
                h ^= KEYS[KEY_MOUNTAIN + cell];
            } else if let Some((o, k)) = self.at(cell) {
                h ^= KEYS[KEY_PIECE + (o as usize * 8 + k.index()) * 128 + cell];
                if k.is_directional() {
                    h ^= KEYS[KEY_FACING + self.facing_of(cell).index() * 128 + cell];
                }
            }
        }
        h
    }

    /// The King cell of `player`, if any.
    #[inline]
    pub fn king(&self, player: u8) -> Option<usize> {
        (self.kinds[Kind::King.index()] & self.owners[player as usize & 3]).first()
    }

    /// Whether `player` has a Viceroy on the board.
    #[inline]
    pub fn has_viceroy(&self, player: u8) -> bool {
        self.kinds[Kind::Viceroy.index()].intersects(self.owners[player as usize & 3])
    }

    /// Whether a piece of `attackers` (cells of owned pieces) could reach
    /// `target` on its next move by its movement pattern, blockers counted
    /// and capture restrictions ignored (KY-7.1).
    #[inline]
    pub fn reached_by(&self, t: &Tables, target: usize, attackers: HexSet) -> bool {
        self.reached_by_patched(t, target, attackers, usize::MAX, usize::MAX, EMPTY)
    }

    /// [`reached_by`](Self::reached_by) on the board as it would be after
    /// the piece on `from` moved to `to` (given mailbox code `to_code`),
    /// without building that board. `attackers` must already leave out a
    /// piece captured on `to`.
    pub fn reached_by_patched(
        &self,
        t: &Tables,
        target: usize,
        attackers: HexSet,
        from: usize,
        to: usize,
        to_code: u8,
    ) -> bool {
        let k = &self.kinds;
        let steppers = attackers & (k[Kind::King.index()] | k[Kind::Rabble.index()]);
        if t.adjacent[target].intersects(steppers) {
            return true;
        }
        if t.knight[target].intersects(attackers & k[Kind::Knight.index()]) {
            return true;
        }
        if t.dragon[target].intersects(attackers & k[Kind::Dragon.index()]) {
            return true;
        }
        let liners = attackers
            & (k[Kind::Elephant.index()]
                | k[Kind::Spear.index()]
                | k[Kind::Raider.index()]
                | k[Kind::Viceroy.index()]);
        if !liners.intersects(t.dragon[target]) {
            return false;
        }
        for d in 0..6 {
            if !liners.intersects(t.line3[target][d]) {
                continue;
            }
            let ray = &t.ray[target][d];
            // Owners of the pieces passed so far (bit per player).
            let mut between: u8 = 0;
            for (i, &c) in ray[..3].iter().enumerate() {
                if c == NONE {
                    break;
                }
                let c = c as usize;
                let code = if c == from {
                    EMPTY
                } else if c == to {
                    to_code
                } else {
                    self.mailbox[c]
                };
                if code == MOUNTAIN {
                    break;
                }
                if code == EMPTY {
                    continue;
                }
                let cc = code - 2;
                let owner = cc >> 3;
                if liners.0 >> c & 1 != 0 {
                    match cc & 7 {
                        3 | 4 if i < 2 && between == 0 => return true,
                        6 => return true,
                        1 if between & !(1 << owner) == 0 => return true,
                        _ => {}
                    }
                }
                between |= 1 << owner;
            }
        }
        false
    }

    /// Every piece of `attackers` that could reach `target` on its next
    /// move (the set [`reached_by`](Self::reached_by) asks about).
    pub fn attackers_of(&self, t: &Tables, target: usize, attackers: HexSet) -> HexSet {
        let k = &self.kinds;
        let steppers = attackers & (k[Kind::King.index()] | k[Kind::Rabble.index()]);
        let mut out = (t.adjacent[target] & steppers)
            | (t.knight[target] & attackers & k[Kind::Knight.index()])
            | (t.dragon[target] & attackers & k[Kind::Dragon.index()]);
        let liners = attackers
            & (k[Kind::Elephant.index()]
                | k[Kind::Spear.index()]
                | k[Kind::Raider.index()]
                | k[Kind::Viceroy.index()]);
        for d in 0..6 {
            if !liners.intersects(t.line3[target][d]) {
                continue;
            }
            let mut between: u8 = 0;
            for (i, &c) in t.ray[target][d][..3].iter().enumerate() {
                if c == NONE {
                    break;
                }
                let c = c as usize;
                let code = self.mailbox[c];
                if code == MOUNTAIN {
                    break;
                }
                if code == EMPTY {
                    continue;
                }
                let cc = code - 2;
                let owner = cc >> 3;
                if liners.contains(c) {
                    let hit = match cc & 7 {
                        3 | 4 => i < 2 && between == 0,
                        6 => true,
                        1 => between & !(1 << owner) == 0,
                        _ => false,
                    };
                    if hit {
                        out.insert(c);
                    }
                }
                between |= 1 << owner;
            }
        }
        out
    }

    /// Whether `player`'s piece on `cell` (its King, usually) is threatened by
    /// any other player's piece.
    #[inline]
    pub fn threatened(&self, t: &Tables, cell: usize, player: u8) -> bool {
        self.reached_by(t, cell, self.pieces() & !self.owners[player as usize & 3])
    }
}
