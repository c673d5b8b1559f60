//! [`Glinski`]: the game state, and making moves on it.

use board_core::hex::{Hex, HexSet};
use board_core::zobrist;

use crate::cell::{CELLS, Cell};
use crate::mv::Move;
use crate::piece::{Color, Piece, PieceKind};
use crate::tables::{NO_CELL, TABLES};

/// The board code of an empty cell (piece codes are `0..12`).
pub(crate) const EMPTY: u8 = 12;

const KEY_SIDE: usize = 12 * CELLS;
const KEY_EP: usize = KEY_SIDE + 1;
const KEY_COUNT: usize = KEY_EP + CELLS;

/// The seed of the Zobrist key stream (board_core::zobrist).
const ZOBRIST_SEED: u64 = 0x6c69_6e73_6b69_0001;
static KEYS: [u64; KEY_COUNT] = zobrist::keys(ZOBRIST_SEED);

#[inline]
pub(crate) fn piece_key(code: u8, cell: usize) -> u64 {
    KEYS[code as usize * CELLS + cell]
}

/// A position of Glinski's hexagonal chess: the pieces, the side to move,
/// the en-passant cell and the move counters, with an incrementally kept
/// Zobrist hash.
///
/// Implements [`board_core::Game`] (legal moves, perft with bulk counting,
/// outcome), [`board_core::MoveNotation`] (coordinate notation, `f5f6`) and
/// [`board_core::PositionNotation`] (the position text of
/// `docs/notation.md`). Serialized by serde as its position text.
///
/// ```
/// use board_core::{perft, Game, MoveNotation, PositionNotation};
/// use glinski::Glinski;
///
/// let mut game = Glinski::start();
/// assert_eq!(perft(&game, 2), 2586);
/// let mv = game.parse_move("f5f6").unwrap();
/// game.play(mv).unwrap();
/// assert_eq!(
///     game.to_position_text(),
///     "6/P5p/RP4pr/N1P3p1n/Q2P2p2q/BBB2Pp1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 b - 0 1"
/// );
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Glinski {
    /// Cells of each kind (both colours), indexed by `PieceKind`.
    pub(crate) pieces: [u128; 6],
    /// Cells of each colour.
    pub(crate) colors: [u128; 2],
    /// Piece code (`color * 6 + kind`) or `EMPTY` per cell.
    pub(crate) board: [u8; CELLS],
    pub(crate) side: Color,
    /// The cell a double step just skipped, or `NO_CELL`.
    pub(crate) ep: u8,
    pub(crate) halfmove: u16,
    pub(crate) fullmove: u16,
    pub(crate) hash: u64,
}

/// The standard position text of the start position.
///
/// ```
/// use board_core::PositionNotation;
/// use glinski::{Glinski, START_POSITION};
/// assert_eq!(Glinski::start().to_position_text(), START_POSITION);
/// ```
pub const START_POSITION: &str =
    "6/P5p/RP4pr/N1P3p1n/Q2P2p2q/BBB1P1p1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 w - 0 1";

/// A new game from the start position ([`Glinski::start`], GL-2.5).
///
/// ```
/// use glinski::Glinski;
/// assert_eq!(Glinski::default(), Glinski::start());
/// ```
impl Default for Glinski {
    fn default() -> Self {
        Glinski::start()
    }
}

impl Glinski {
    /// An empty board, White to move, counters `0 1`. Not a legal game
    /// state by itself (no kings); a base for [`put`](Self::put).
    pub(crate) fn empty() -> Glinski {
        let mut g = Glinski {
            pieces: [0; 6],
            colors: [0; 2],
            board: [EMPTY; CELLS],
            side: Color::White,
            ep: NO_CELL,
            halfmove: 0,
            fullmove: 1,
            hash: 0,
        };
        g.hash = g.hash_from_scratch();
        g
    }

    /// The standard start position (White to move).
    ///
    /// ```
    /// use board_core::Game;
    /// use glinski::Glinski;
    /// assert_eq!(Glinski::start().count_moves(), 51);
    /// ```
    pub fn start() -> Glinski {
        use board_core::PositionNotation;
        match Glinski::from_position_text(START_POSITION) {
            Ok(g) => g,
            Err(e) => unreachable!("the start position text is valid: {e}"),
        }
    }

    /// The side to move.
    ///
    /// ```
    /// use glinski::{Color, Glinski};
    /// assert_eq!(Glinski::start().side_to_move(), Color::White);
    /// ```
    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The piece on `cell` (a [`Hex`], or a named [`Cell`]), if any; `None`
    /// off the board.
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// use glinski::{Cell, Color, Glinski, Piece, PieceKind};
    /// let g = Glinski::start();
    /// let g1: Cell = "g1".parse().unwrap();
    /// assert_eq!(g.piece_at(g1), Some(Piece::new(Color::White, PieceKind::King)));
    /// assert_eq!(g.piece_at(Hex::ORIGIN), None); // f6, the centre
    /// assert_eq!(g.piece_at(Hex::new(9, 9)), None);
    /// ```
    #[inline]
    pub fn piece_at(&self, cell: impl Into<Hex>) -> Option<Piece> {
        let cell = Cell::from_hex(cell.into())?;
        let code = self.board[cell.index()];
        (code != EMPTY).then(|| Piece::from_code(code))
    }

    /// The cells holding pieces of `color` and `kind`, as a set of
    /// board-core grid indices.
    ///
    /// ```
    /// use glinski::{Color, Glinski, PieceKind};
    /// let g = Glinski::start();
    /// assert_eq!(g.pieces(Color::White, PieceKind::Pawn).len(), 9);
    /// assert_eq!(g.pieces(Color::Black, PieceKind::Bishop).len(), 3);
    /// ```
    #[inline]
    pub fn pieces(&self, color: Color, kind: PieceKind) -> HexSet {
        HexSet(self.pieces[kind as usize] & self.colors[color as usize])
    }

    /// The cells of all pieces of `color`.
    ///
    /// ```
    /// use glinski::{Color, Glinski};
    /// assert_eq!(Glinski::start().occupied_by(Color::White).len(), 18);
    /// ```
    #[inline]
    pub fn occupied_by(&self, color: Color) -> HexSet {
        HexSet(self.colors[color as usize])
    }

    /// The cell of `color`'s king.
    ///
    /// ```
    /// use glinski::{Color, Glinski};
    /// use board_core::hex::Hex;
    /// assert_eq!(Glinski::start().king(Color::Black), Hex::new(-4, 5)); // g10
    /// ```
    #[inline]
    pub fn king(&self, color: Color) -> Hex {
        self.king_cell(color).hex()
    }

    /// The cell of `color`'s king, as a grid cell.
    #[inline]
    pub(crate) fn king_cell(&self, color: Color) -> Cell {
        let k = self.pieces[PieceKind::King as usize] & self.colors[color as usize];
        Cell::at(k.trailing_zeros() as usize % CELLS)
    }

    /// The cell a pawn's double step just skipped (where an en-passant
    /// capture would land), if the last move was a double step.
    ///
    /// ```
    /// use board_core::{Game, MoveNotation};
    /// use glinski::Glinski;
    /// let mut g = Glinski::start();
    /// g.play(g.parse_move("e4e6").unwrap()).unwrap();
    /// assert_eq!(g.en_passant(), Some("e5".parse::<glinski::Cell>().unwrap().hex()));
    /// ```
    #[inline]
    pub fn en_passant(&self) -> Option<Hex> {
        (self.ep != NO_CELL).then(|| Cell::at(self.ep as usize).hex())
    }

    /// Half-moves since the last capture or pawn move.
    ///
    /// ```
    /// use glinski::Glinski;
    /// assert_eq!(Glinski::start().halfmove_clock(), 0);
    /// ```
    #[inline]
    pub fn halfmove_clock(&self) -> u16 {
        self.halfmove
    }

    /// The move number: 1 at the start, +1 after each Black move.
    ///
    /// ```
    /// use glinski::Glinski;
    /// assert_eq!(Glinski::start().fullmove_number(), 1);
    /// ```
    #[inline]
    pub fn fullmove_number(&self) -> u16 {
        self.fullmove
    }

    /// Whether the side to move is in check.
    ///
    /// ```
    /// use glinski::Glinski;
    /// assert!(!Glinski::start().in_check());
    /// ```
    pub fn in_check(&self) -> bool {
        let us = self.side;
        let k = self.king_cell(us).index();
        self.attacked(
            k,
            self.colors[0] | self.colors[1],
            self.colors[us.opponent() as usize],
            us,
        )
    }

    /// Puts `code` on an empty `cell`.
    #[inline]
    pub(crate) fn put(&mut self, cell: usize, code: u8) {
        let bit = 1u128 << cell;
        self.pieces[(code % 6) as usize] |= bit;
        self.colors[(code / 6) as usize] |= bit;
        self.board[cell] = code;
        self.hash ^= piece_key(code, cell);
    }

    /// Removes `code` from `cell`.
    #[inline]
    fn remove(&mut self, cell: usize, code: u8) {
        let bit = 1u128 << cell;
        self.pieces[(code % 6) as usize] ^= bit;
        self.colors[(code / 6) as usize] ^= bit;
        self.board[cell] = EMPTY;
        self.hash ^= piece_key(code, cell);
    }

    /// Plays `mv`, which must be legal (otherwise the state may become
    /// meaningless, but nothing panics).
    pub(crate) fn make(&mut self, mv: Move) {
        let from = mv.from_cell().index();
        let to = mv.to_cell().index();
        let code = self.board[from];
        if code == EMPTY {
            return;
        }
        let us = self.side as usize;
        let them = us ^ 1;
        let old_ep = self.ep;
        if old_ep != NO_CELL {
            self.hash ^= KEYS[KEY_EP + old_ep as usize];
            self.ep = NO_CELL;
        }
        self.halfmove = self.halfmove.saturating_add(1);
        let captured = self.board[to];
        if captured != EMPTY {
            self.remove(to, captured);
            self.halfmove = 0;
        }
        self.remove(from, code);
        let placed = match mv.promotion() {
            Some(kind) => (us * 6 + kind as usize) as u8,
            None => code,
        };
        self.put(to, placed);
        if code % 6 == PieceKind::Pawn as u8 {
            self.halfmove = 0;
            if to as u8 == old_ep {
                let victim = TABLES.pawn_push[them][to] as usize;
                if victim < CELLS && self.board[victim] != EMPTY {
                    self.remove(victim, self.board[victim]);
                }
            } else if to as u8 == TABLES.pawn_double[us][from] {
                self.ep = TABLES.pawn_push[us][from];
                self.hash ^= KEYS[KEY_EP + self.ep as usize];
            }
        }
        if self.side == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side = self.side.opponent();
        self.hash ^= KEYS[KEY_SIDE];
    }

    /// The Zobrist hash computed from nothing.
    pub(crate) fn hash_from_scratch(&self) -> u64 {
        let mut h = 0;
        for (cell, &code) in self.board.iter().enumerate() {
            if code != EMPTY {
                h ^= piece_key(code, cell);
            }
        }
        if self.side == Color::Black {
            h ^= KEYS[KEY_SIDE];
        }
        if self.ep != NO_CELL {
            h ^= KEYS[KEY_EP + self.ep as usize];
        }
        h
    }
}
