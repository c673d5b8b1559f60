//! [`Position`]: the board state of a FEN, and making moves on it.

use board_core::square::{
    Bitboard, Color, File, Square, between, bishop_attacks, bishop_rays, king_attacks,
    knight_attacks, pawn_attacks, rook_attacks, rook_rays,
};

use super::types::{CastlingRights, Move, Piece};

/// The Zobrist key table, drawn from `board_core::zobrist::keys`: piece
/// keys at `color << 9 | piece << 6 | square` (a power-of-two layout, so an
/// index is masked instead of bounds-checked; 256 slots are unused), then
/// the side-to-move key, 16 castling-state keys and 8 en-passant file keys.
const KEYS: [u64; 1024 + 25] = board_core::zobrist::keys(0x00c4_e55f_1de0_0001);
const SIDE_KEY: usize = 1024;
const CASTLE_KEY: usize = 1025;
const EP_KEY: usize = 1041;

#[inline(always)]
pub(crate) fn piece_key(color: Color, piece: Piece, sq: Square) -> u64 {
    KEYS[((color as usize) << 9 | (piece as usize) << 6 | sq.index()) & 1023]
}

#[inline(always)]
fn castle_key(rights: u8) -> u64 {
    KEYS[CASTLE_KEY + (rights & 15) as usize]
}

#[inline(always)]
fn ep_key(sq: Square) -> u64 {
    KEYS[EP_KEY + sq.file() as usize]
}

/// Castling rights kept when a move touches a square (king and rook homes).
const CASTLE_KEEP: [u8; 64] = {
    let mut t = [15u8; 64];
    t[0] = 15 & !CastlingRights::WQ; // a1
    t[4] = 15 & !(CastlingRights::WK | CastlingRights::WQ); // e1
    t[7] = 15 & !CastlingRights::WK; // h1
    t[56] = 15 & !CastlingRights::BQ; // a8
    t[60] = 15 & !(CastlingRights::BK | CastlingRights::BQ); // e8
    t[63] = 15 & !CastlingRights::BK; // h8
    t
};

/// The squares whose [`CASTLE_KEEP`] entry takes a right away.
const CASTLE_SQUARES: Bitboard = Bitboard(0x9100_0000_0000_0091);

/// A chess position: everything a FEN holds (pieces, side to move, castling
/// rights, en-passant square, move counters), plus its Zobrist hash and the
/// checkers and pinned pieces of the side to move, kept up to date by
/// [`play`](Position::play).
///
/// `Position` is `Copy` (about 100 bytes); search by copy-make. Its inherent
/// move generation and [`perft`](Position::perft) know only the rules of
/// movement, as published perft counts do; the draw rules live in its
/// [`Game`](board_core::Game) implementation (fifty moves, insufficient
/// material) and in [`Chess`](super::Chess) (adds threefold repetition).
///
/// ```
/// use lytharia::chess::Position;
/// let start = Position::startpos();
/// assert_eq!(start.legal_moves().len(), 20);
/// assert_eq!(start.perft(3), 8_902);
/// let mut p = start;
/// p.play_uci("e2e4").unwrap();
/// assert_eq!(p.to_fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) pieces: [Bitboard; 6],
    pub(crate) colors: [Bitboard; 2],
    pub(crate) side: Color,
    pub(crate) castling: u8,
    /// Set only when some legal en-passant capture exists.
    pub(crate) ep: Option<Square>,
    pub(crate) halfmove: u16,
    pub(crate) fullmove: u16,
    pub(crate) hash: u64,
    pub(crate) checkers: Bitboard,
    pub(crate) pinned: Bitboard,
    /// Each side's king square (White, Black), kept with the boards so
    /// that move generation reads it instead of searching for it.
    pub(crate) kings: [Square; 2],
}

impl Default for Position {
    fn default() -> Self {
        Position::startpos()
    }
}

impl Position {
    /// The standard starting position.
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// assert_eq!(Position::startpos().to_fen(),
    ///            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /// ```
    pub fn startpos() -> Position {
        let mut p = Position {
            pieces: [
                Bitboard(0x00ff_0000_0000_ff00),
                Bitboard(0x4200_0000_0000_0042),
                Bitboard(0x2400_0000_0000_0024),
                Bitboard(0x8100_0000_0000_0081),
                Bitboard(0x0800_0000_0000_0008),
                Bitboard(0x1000_0000_0000_0010),
            ],
            colors: [Bitboard(0xffff), Bitboard(0xffff_0000_0000_0000)],
            side: Color::White,
            castling: 15,
            ep: None,
            halfmove: 0,
            fullmove: 1,
            hash: 0,
            checkers: Bitboard::EMPTY,
            pinned: Bitboard::EMPTY,
            kings: [Square::E1, Square::E8],
        };
        p.hash = p.hash_from_scratch();
        p
    }

    /// The side to move.
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// use board_core::square::Color;
    /// assert_eq!(Position::startpos().side_to_move(), Color::White);
    /// ```
    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The squares holding `piece`s of either colour.
    ///
    /// ```
    /// # use lytharia::chess::{Piece, Position};
    /// assert_eq!(Position::startpos().pieces(Piece::Pawn).count(), 16);
    /// ```
    #[inline]
    pub fn pieces(&self, piece: Piece) -> Bitboard {
        self.pieces[piece as usize]
    }

    /// The squares holding pieces of `color`.
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// use board_core::square::Color;
    /// assert_eq!(Position::startpos().colored(Color::Black).count(), 16);
    /// ```
    #[inline]
    pub fn colored(&self, color: Color) -> Bitboard {
        self.colors[color as usize]
    }

    /// The squares holding `color`'s `piece`s.
    ///
    /// ```
    /// # use lytharia::chess::{Piece, Position};
    /// use board_core::square::{Color, Square};
    /// assert_eq!(Position::startpos().colored_pieces(Color::White, Piece::King), Square::E1.into());
    /// ```
    #[inline]
    pub fn colored_pieces(&self, color: Color, piece: Piece) -> Bitboard {
        self.pieces[piece as usize] & self.colors[color as usize]
    }

    /// Every occupied square.
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// assert_eq!(Position::startpos().occupied().count(), 32);
    /// ```
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.colors[0] | self.colors[1]
    }

    /// The piece on `sq`, with its colour.
    ///
    /// ```
    /// # use lytharia::chess::{Piece, Position};
    /// use board_core::square::{Color, Square};
    /// let p = Position::startpos();
    /// assert_eq!(p.piece_on(Square::D8), Some((Color::Black, Piece::Queen)));
    /// assert_eq!(p.piece_on(Square::D4), None);
    /// ```
    #[inline]
    pub fn piece_on(&self, sq: Square) -> Option<(Color, Piece)> {
        let color = if self.colors[0].contains(sq) {
            Color::White
        } else if self.colors[1].contains(sq) {
            Color::Black
        } else {
            return None;
        };
        Some((color, self.kind_on(sq)?))
    }

    /// The kind of the piece on `sq`, if any.
    #[inline(always)]
    pub(crate) fn kind_on(&self, sq: Square) -> Option<Piece> {
        let b = Bitboard::from(sq);
        if (self.pieces[0] & b).is_nonempty() {
            Some(Piece::Pawn)
        } else if (self.pieces[1] & b).is_nonempty() {
            Some(Piece::Knight)
        } else if (self.pieces[2] & b).is_nonempty() {
            Some(Piece::Bishop)
        } else if (self.pieces[3] & b).is_nonempty() {
            Some(Piece::Rook)
        } else if (self.pieces[4] & b).is_nonempty() {
            Some(Piece::Queen)
        } else if (self.pieces[5] & b).is_nonempty() {
            Some(Piece::King)
        } else {
            None
        }
    }

    /// The square of `color`'s king.
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// use board_core::square::{Color, Square};
    /// assert_eq!(Position::startpos().king(Color::Black), Square::E8);
    /// ```
    #[inline]
    pub fn king(&self, color: Color) -> Square {
        self.kings[color as usize]
    }

    /// The castling rights.
    ///
    /// ```
    /// # use lytharia::chess::{CastlingRights, Position};
    /// assert_eq!(Position::startpos().castling_rights(), CastlingRights::ALL);
    /// ```
    #[inline]
    pub fn castling_rights(&self) -> CastlingRights {
        CastlingRights(self.castling)
    }

    /// The en-passant target square, set only when an en-passant capture is
    /// legal right now (so that positions that differ only by a useless
    /// en-passant square are equal, as the repetition rule wants).
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// use board_core::square::Square;
    /// let p: Position = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2".parse().unwrap();
    /// assert_eq!(p.en_passant(), Some(Square::D6));
    /// // After 1. e4 no black pawn can take: no en-passant square.
    /// let mut q = Position::startpos();
    /// q.play_uci("e2e4").unwrap();
    /// assert_eq!(q.en_passant(), None);
    /// ```
    #[inline]
    pub fn en_passant(&self) -> Option<Square> {
        self.ep
    }

    /// Plies since the last capture or pawn move (the fifty-move counter).
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// let mut p = Position::startpos();
    /// p.play_uci("g1f3").unwrap();
    /// assert_eq!(p.halfmove_clock(), 1);
    /// ```
    #[inline]
    pub fn halfmove_clock(&self) -> u16 {
        self.halfmove
    }

    /// The move number, starting at 1 and incremented after Black moves.
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// let mut p = Position::startpos();
    /// p.play_uci("e2e4").unwrap();
    /// p.play_uci("e7e5").unwrap();
    /// assert_eq!(p.fullmove_number(), 2);
    /// ```
    #[inline]
    pub fn fullmove_number(&self) -> u16 {
        self.fullmove
    }

    /// The pieces giving check to the side to move.
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// use board_core::square::Square;
    /// let p: Position = "4k3/8/8/8/8/3n4/8/4K3 w - - 0 1".parse().unwrap();
    /// assert_eq!(p.checkers(), Square::D3.into());
    /// ```
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        self.checkers
    }

    /// Whether the side to move is in check.
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// let p: Position = "4k3/8/8/8/8/3n4/8/4K3 w - - 0 1".parse().unwrap();
    /// assert!(p.is_check());
    /// assert!(!Position::startpos().is_check());
    /// ```
    #[inline]
    pub fn is_check(&self) -> bool {
        self.checkers.is_nonempty()
    }

    /// The side to move's pieces pinned to their own king.
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// use board_core::square::Square;
    /// let p: Position = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1".parse().unwrap();
    /// assert_eq!(p.pinned(), Square::E2.into());
    /// ```
    #[inline]
    pub fn pinned(&self) -> Bitboard {
        self.pinned
    }

    /// The Zobrist hash (kept incrementally by [`play`](Position::play)).
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// let mut a = Position::startpos();
    /// for m in ["g1f3", "g8f6", "f3g1", "f6g8"] { a.play_uci(m).unwrap(); }
    /// assert_eq!(a.hash(), Position::startpos().hash()); // same placement, rights, side
    /// ```
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The Zobrist hash computed from nothing.
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// let p = Position::startpos();
    /// assert_eq!(p.hash(), p.hash_from_scratch());
    /// ```
    pub fn hash_from_scratch(&self) -> u64 {
        let mut h = 0;
        for color in Color::ALL {
            for piece in Piece::ALL {
                for sq in self.colored_pieces(color, piece) {
                    h ^= piece_key(color, piece, sq);
                }
            }
        }
        if self.side == Color::Black {
            h ^= KEYS[SIDE_KEY];
        }
        h ^= castle_key(self.castling);
        if let Some(ep) = self.ep {
            h ^= ep_key(ep);
        }
        h
    }

    /// Whether `sq` is attacked by `by`'s pieces with `occupied` as blockers.
    #[inline(always)]
    pub(crate) fn attacked_by(&self, sq: Square, by: Color, occupied: Bitboard) -> bool {
        let them = self.colors[by as usize];
        let p = &self.pieces;
        ((knight_attacks(sq) & p[1])
            | (king_attacks(sq) & p[5])
            | (pawn_attacks(!by, sq) & p[0])
            | (rook_attacks(sq, occupied) & (p[3] | p[4]))
            | (bishop_attacks(sq, occupied) & (p[2] | p[4])))
            & them
            != Bitboard::EMPTY
    }

    /// The position after the side to move passes (for the search's
    /// null-move pruning): the other side moves, the en-passant square is
    /// gone. `None` in check, and when the side to move has only its king
    /// and pawns (zugzwang is common there).
    ///
    /// ```
    /// # use lytharia::chess::{Color, Position};
    /// let p = Position::startpos().null_move().unwrap();
    /// assert_eq!(p.side_to_move(), Color::Black);
    /// assert_eq!(p.hash_from_scratch(), p.hash());
    /// let pawns: Position = "4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1".parse().unwrap();
    /// assert!(pawns.null_move().is_none());
    /// ```
    pub fn null_move(&self) -> Option<Position> {
        let own = self.colors[self.side as usize];
        let officers = own & !(self.pieces[0] | self.pieces[5]);
        if self.is_check() || officers.is_empty() {
            return None;
        }
        let mut p = *self;
        p.hash ^= KEYS[SIDE_KEY];
        if let Some(ep) = p.ep.take() {
            p.hash ^= ep_key(ep);
        }
        p.side = !p.side;
        p.halfmove = p.halfmove.saturating_add(1);
        if p.side == Color::White {
            p.fullmove = p.fullmove.saturating_add(1);
        }
        p.update_checks();
        Some(p)
    }

    /// Recomputes `checkers` and `pinned` for the side to move.
    #[inline(always)]
    pub(crate) fn update_checks(&mut self) {
        self.update_checks_for(self.side);
    }

    /// [`update_checks`](Position::update_checks) with the side to move
    /// given (a constant where the caller knows it).
    #[inline(always)]
    fn update_checks_for(&mut self, us: Color) {
        let them = self.colors[!us as usize];
        let p = &self.pieces;
        let king = self.kings[us as usize];
        let leapers = ((knight_attacks(king) & p[1]) | (pawn_attacks(us, king) & p[0])) & them;
        self.update_slider_checks(us, king, leapers);
    }

    /// Sets `checkers` to `leapers` (the knights and pawns giving check to
    /// `us`, whose king is on `king`) and the sliders giving check, and
    /// `pinned` to `us`'s pieces pinned to that king.
    #[inline(always)]
    fn update_slider_checks(&mut self, us: Color, king: Square, leapers: Bitboard) {
        let own = self.colors[us as usize];
        let them = self.colors[!us as usize];
        let occ = own | them;
        let p = &self.pieces;
        let mut checkers = leapers;
        let snipers =
            ((rook_rays(king) & (p[3] | p[4])) | (bishop_rays(king) & (p[2] | p[4]))) & them;
        let mut pinned = Bitboard::EMPTY;
        for s in snipers {
            let blockers = between(king, s) & occ;
            if blockers.is_empty() {
                checkers.insert(s);
            } else if !blockers.has_more_than_one() {
                pinned |= blockers & own;
            }
        }
        self.checkers = checkers;
        self.pinned = pinned;
    }

    /// Whether the side to move's pawn on `from` may legally take en passant
    /// on `ep` (capturing the pawn on `victim`). Covers every pin, including
    /// the rank pin where both pawns leave the king's rank at once.
    #[inline]
    pub(crate) fn ep_is_legal(&self, from: Square, ep: Square, victim: Square) -> bool {
        let us = self.side;
        let them = self.colors[!us as usize];
        let king = self.king(us);
        let occ = (self.occupied() - Bitboard::from(from) - Bitboard::from(victim)) | ep.into();
        // Leapers checking the king (other than the captured pawn) remain.
        let leapers = self.checkers & ((self.pieces[0] | self.pieces[1]) - Bitboard::from(victim));
        if leapers.is_nonempty() {
            return false;
        }
        let p = &self.pieces;
        ((rook_attacks(king, occ) & (p[3] | p[4])) | (bishop_attacks(king, occ) & (p[2] | p[4])))
            & them
            == Bitboard::EMPTY
    }

    /// Sets the en-passant square after a double push to `mid` if some
    /// legal capture exists there; returns whether it did.
    #[inline]
    pub(crate) fn set_ep_if_capturable(&mut self, mid: Square) {
        let us = self.side;
        let capturers = pawn_attacks(!us, mid) & self.colored_pieces(us, Piece::Pawn);
        if capturers.is_empty() {
            return;
        }
        let victim = Square::from_index_masked(match us {
            Color::White => (mid.index() as u8).wrapping_sub(8),
            Color::Black => mid.index() as u8 + 8,
        });
        if capturers
            .into_iter()
            .any(|from| self.ep_is_legal(from, mid, victim))
        {
            self.ep = Some(mid);
            self.hash ^= ep_key(mid);
        }
    }

    /// Plays the legal, non-special move of the `kind` piece from `from` to
    /// `to` for perft alone: the kind comes from the generator instead of a
    /// board look-up, and the Zobrist hash and the move counters are left
    /// stale (perft never reads them). Castling and en passant go through
    /// [`play_unchecked`](Position::play_unchecked). `WHITE`: whether White
    /// is to move here.
    #[inline(always)]
    pub(crate) fn play_for_perft<const WHITE: bool>(
        &mut self,
        from: Square,
        to: Square,
        kind: Piece,
        promotion: Option<Piece>,
    ) {
        let us = if WHITE { Color::White } else { Color::Black };
        let them = !us;
        let from_bb = Bitboard::from(from);
        let to_bb = Bitboard::from(to);
        if (self.colors[them as usize] & to_bb).is_nonempty() {
            // Branch-free capture: clear the square in every kind but the
            // king's (a king is never captured).
            for bb in &mut self.pieces[..5] {
                *bb = *bb - to_bb;
            }
            self.colors[them as usize] ^= to_bb;
        }
        let moved = from_bb | to_bb;
        self.pieces[kind as usize] ^= moved;
        self.colors[us as usize] ^= moved;
        self.ep = None;
        let mut double_push = None;
        if kind == Piece::Pawn {
            if let Some(promo) = promotion {
                self.pieces[0] ^= to_bb;
                self.pieces[promo as usize] ^= to_bb;
            } else if (from.index() ^ to.index()) == 16 {
                double_push = Some(Square::from_index_masked(
                    (from.index() as u8 + to.index() as u8) / 2,
                ));
            }
        }
        if (moved & CASTLE_SQUARES).is_nonempty() {
            self.castling &= CASTLE_KEEP[from.index()] & CASTLE_KEEP[to.index()];
        }
        self.side = them;
        // Only the piece that moved can give check by a leap: the others
        // of its side stood still, and a leap cannot be uncovered.
        if kind == Piece::King {
            self.kings[us as usize] = to;
        }
        let king = self.kings[them as usize];
        let landed = match (kind, promotion) {
            (Piece::Knight, _) | (Piece::Pawn, Some(Piece::Knight)) => knight_attacks(king) & to_bb,
            (Piece::Pawn, None) => pawn_attacks(them, king) & to_bb,
            _ => Bitboard::EMPTY,
        };
        self.update_slider_checks(them, king, landed);
        if let Some(mid) = double_push {
            self.set_ep_if_capturable(mid);
        }
    }

    /// Plays `mv`, which must be legal here (as from
    /// [`legal_moves`](Position::legal_moves)); an illegal move leaves a
    /// meaningless (but memory-safe) position. Use [`play`](Position::play)
    /// for moves you have not generated.
    ///
    /// ```
    /// # use lytharia::chess::{Move, Position};
    /// use board_core::square::Square;
    /// let mut p = Position::startpos();
    /// p.play_unchecked(Move::new(Square::E2, Square::E4, None));
    /// assert!(p.piece_on(Square::E4).is_some());
    /// ```
    pub fn play_unchecked(&mut self, mv: Move) {
        match self.side {
            Color::White => self.play_for::<true>(mv),
            Color::Black => self.play_for::<false>(mv),
        }
    }

    /// [`play_unchecked`](Position::play_unchecked) with the side to move
    /// known at compile time (`WHITE`).
    #[inline(always)]
    fn play_for<const WHITE: bool>(&mut self, mv: Move) {
        let from = mv.from();
        let to = mv.to();
        let us = if WHITE { Color::White } else { Color::Black };
        let them = !us;
        let from_bb = Bitboard::from(from);
        let to_bb = Bitboard::from(to);
        let Some(piece) = self.kind_on(from) else {
            return;
        };
        let mut hash = self.hash ^ KEYS[SIDE_KEY] ^ castle_key(self.castling);
        let ep_before = self.ep.take();
        if let Some(ep) = ep_before {
            hash ^= ep_key(ep);
        }

        self.halfmove = self.halfmove.saturating_add(1);
        if (self.colors[them as usize] & to_bb).is_nonempty() {
            if let Some(captured) = self.kind_on(to) {
                self.pieces[captured as usize] ^= to_bb;
                self.colors[them as usize] ^= to_bb;
                hash ^= piece_key(them, captured, to);
            }
            self.halfmove = 0;
        }

        let moved = from_bb | to_bb;
        self.pieces[piece as usize] ^= moved;
        self.colors[us as usize] ^= moved;
        hash ^= piece_key(us, piece, from) ^ piece_key(us, piece, to);

        let mut double_push = None;
        match piece {
            Piece::Pawn => {
                self.halfmove = 0;
                let (fi, ti) = (from.index() as u8, to.index() as u8);
                if fi.abs_diff(ti) == 16 {
                    double_push = Some(Square::from_index_masked((fi + ti) / 2));
                } else if Some(to) == ep_before {
                    let victim = Square::new(to.file(), from.rank());
                    let vb = Bitboard::from(victim);
                    self.pieces[0] ^= vb;
                    self.colors[them as usize] ^= vb;
                    hash ^= piece_key(them, Piece::Pawn, victim);
                }
                if let Some(promo) = mv.promotion() {
                    self.pieces[0] ^= to_bb;
                    self.pieces[promo as usize] ^= to_bb;
                    hash ^= piece_key(us, Piece::Pawn, to) ^ piece_key(us, promo, to);
                }
            }
            Piece::King => {
                self.kings[us as usize] = to;
                let (fi, ti) = (from.index() as u8, to.index() as u8);
                if fi.abs_diff(ti) == 2 {
                    let (rook_from, rook_to) = if ti > fi {
                        (
                            Square::new(File::H, from.rank()),
                            Square::new(File::F, from.rank()),
                        )
                    } else {
                        (
                            Square::new(File::A, from.rank()),
                            Square::new(File::D, from.rank()),
                        )
                    };
                    let rb = Bitboard::from(rook_from) | rook_to.into();
                    self.pieces[3] ^= rb;
                    self.colors[us as usize] ^= rb;
                    hash ^=
                        piece_key(us, Piece::Rook, rook_from) ^ piece_key(us, Piece::Rook, rook_to);
                }
            }
            _ => {}
        }

        self.castling &= CASTLE_KEEP[from.index()] & CASTLE_KEEP[to.index()];
        hash ^= castle_key(self.castling);
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side = them;
        self.hash = hash;
        self.update_checks_for(them);
        if let Some(mid) = double_push {
            self.set_ep_if_capturable(mid);
        }
    }
}
