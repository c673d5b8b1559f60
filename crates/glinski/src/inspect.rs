//! [`Inspect`], [`Evaluate`] and [`Determinize`] for [`Glinski`].

use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use board_core::hex::{Diagonal, Direction, Hex};
use board_core::inspect::{
    CellNaming, Change, Coord, Geometry, Info, MoveEffect, Perspective, PieceView, SideView, View,
    describe_effect,
};
use board_core::{Determinize, EVAL_LIMIT, Evaluate, Game, Inspect, Player};

use crate::cell::{CELLS, Cell};
use crate::movegen::{bishop_attacks, rook_attacks};
use crate::mv::Move;
use crate::piece::{Color, Piece, PieceKind};
use crate::position::{EMPTY, Glinski};
use crate::tables::{NO_CELL, TABLES};

impl PieceKind {
    /// The lower-case English name, the `kind` of its [`PieceView`].
    ///
    /// ```
    /// use glinski::PieceKind;
    /// assert_eq!(PieceKind::Bishop.name(), "bishop");
    /// ```
    pub const fn name(self) -> &'static str {
        ["pawn", "knight", "bishop", "rook", "queen", "king"][self as usize]
    }

    /// The upper-case letter, the glyph of both colours' pieces.
    ///
    /// ```
    /// use glinski::PieceKind;
    /// assert_eq!(PieceKind::Bishop.glyph(), "B");
    /// ```
    pub const fn glyph(self) -> &'static str {
        ["P", "N", "B", "R", "Q", "K"][self as usize]
    }
}

impl Color {
    /// The colour of a seat (White is seat 0, Black seat 1), or `None` for
    /// a seat the game does not have.
    ///
    /// ```
    /// use board_core::Player;
    /// use glinski::Color;
    /// assert_eq!(Color::of_seat(Player::new(1)), Some(Color::Black));
    /// assert_eq!(Color::of_seat(Player::new(2)), None);
    /// ```
    pub const fn of_seat(player: Player) -> Option<Color> {
        match player.index() {
            0 => Some(Color::White),
            1 => Some(Color::Black),
            _ => None,
        }
    }

    const fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }
}

fn piece_view(piece: Piece) -> PieceView {
    PieceView::new(piece.color.player(), piece.kind.name(), piece.kind.glyph())
}

/// Piece values in centipawns (the king's is for ordering only).
const VALUE: [i32; 6] = [100, 300, 320, 500, 950, 0];

fn material(g: &Glinski, color: Color) -> i32 {
    PieceKind::ALL
        .iter()
        .map(|&k| VALUE[k as usize] * g.pieces(color, k).len() as i32)
        .sum()
}

/// Centipawns written in pawns: `44.1`, `9`, `3.2` (GL-2.4).
fn pawns(centi: i32) -> String {
    let whole = centi / 100;
    match (centi % 100).abs() {
        0 => whole.to_string(),
        part if part % 10 == 0 => alloc::format!("{whole}.{}", part / 10),
        part => alloc::format!("{whole}.{part:02}"),
    }
}

/// The unit step from `from` toward `to` along a line (one of the six
/// directions or six diagonals), if they share one.
fn line_step(from: Hex, to: Hex) -> Option<Hex> {
    let d = to - from;
    let steps = Direction::ALL
        .iter()
        .map(|x| x.vector())
        .chain(Diagonal::ALL.iter().map(|x| x.vector()));
    for v in steps {
        for k in 1..=10 {
            if v * k == d {
                return Some(v);
            }
        }
    }
    None
}

/// The cells a move passes: every cell of a slide (and of a pawn's double
/// step), both ends of a knight's leap.
fn path(from: Hex, to: Hex, leap: bool) -> Vec<Coord> {
    let mut out = vec![Coord::Hex(from)];
    if !leap && let Some(step) = line_step(from, to) {
        let mut at = from + step;
        while at != to && out.len() < 12 {
            out.push(Coord::Hex(at));
            at += step;
        }
    }
    out.push(Coord::Hex(to));
    out
}

/// The whole board for every perspective (nothing is hidden). Cells are
/// board-core's [`Hex`]es on a radius-5 board in board-core's orientation
/// (flat-top cells, north up: White starts in the south), named `a1`..`l11`
/// ([`CellNaming::HexFileRank`], GL-2.1). Sides: material in pawns
/// (1/3/3.2/5/9.5: `44.1` at the start); game info: turn, en-passant cell,
/// halfmove clock, move number. No marks.
///
/// ```
/// use board_core::hex::Hex;
/// use board_core::inspect::{Coord, Geometry, Inspect, Perspective};
/// use board_core::MoveNotation;
/// use glinski::Glinski;
/// let g = Glinski::start();
/// let view = g.view(Perspective::Spectator);
/// assert_eq!(view.geometry, Geometry::Hex { radius: 5 });
/// assert_eq!(view.pieces().count(), 36);
/// let king = view.piece(Coord::Hex(Hex::new(5, -4))).unwrap(); // g1
/// assert_eq!((&*king.kind, &*king.glyph), ("king", "K"));
/// let mv = g.parse_move("e4e6").unwrap(); // a double step passes e5
/// assert_eq!(g.move_effect(mv).to_string(), "move (1,-2)-(0,-1)-(-1,0)");
/// assert_eq!(view.cell_name(Coord::Hex(Hex::new(1, -2))), "e4");
/// assert_eq!(g.describe_move(mv, Perspective::Spectator), "White: pawn e4-e6");
/// ```
impl Inspect for Glinski {
    fn view(&self, _perspective: Perspective) -> View {
        let mut v = View::new(Geometry::Hex { radius: 5 }).named_cells(CellNaming::HexFileRank);
        for cell in Cell::all() {
            if let Some(piece) = self.piece_at(cell) {
                v.set_piece(Coord::Hex(cell.hex()), piece_view(piece));
            }
        }
        v.to_act = self.to_act();
        for color in Color::ALL {
            v.sides.push(
                SideView::new(color.player(), color.name())
                    .info("material", pawns(material(self, color))),
            );
        }
        v.info.push(Info::new("turn", self.side_to_move().name()));
        v.info.push(Info::new(
            "en passant",
            self.en_passant()
                .and_then(Cell::from_hex)
                .map_or(String::from("-"), |c| c.to_string()),
        ));
        v.info.push(Info::new(
            "halfmove clock",
            self.halfmove_clock().to_string(),
        ));
        v.info
            .push(Info::new("move", self.fullmove_number().to_string()));
        v
    }

    fn move_effect(&self, mv: Move) -> MoveEffect {
        let (from, to) = (mv.from_cell(), mv.to_cell());
        let mut e = MoveEffect::none();
        let Some(piece) = self.piece_at(from) else {
            return e;
        };
        if self.board[to.index()] != EMPTY {
            e.changes.push(Change::Remove {
                at: Coord::Hex(to.hex()),
            });
        } else if piece.kind == PieceKind::Pawn
            && self.ep != NO_CELL
            && to.index() == self.ep as usize
        {
            // En passant: the pawn that just passed stands one step beyond.
            let them = piece.color.opponent() as usize;
            let victim = TABLES.pawn_push[them][to.index()] as usize;
            if victim < CELLS && self.board[victim] != EMPTY {
                e.changes.push(Change::Remove {
                    at: Coord::Hex(Cell::at(victim).hex()),
                });
            }
        }
        e.changes.push(Change::Move {
            path: path(from.hex(), to.hex(), piece.kind == PieceKind::Knight),
        });
        if let Some(kind) = mv.promotion() {
            e.changes.push(Change::Place {
                at: Coord::Hex(to.hex()),
                piece: piece_view(Piece::new(piece.color, kind)),
            });
        }
        e
    }

    fn geometry(&self) -> Geometry {
        Geometry::Hex { radius: 5 }
    }

    /// `White`, `Black`, and `none` for a seat the game does not have.
    fn seat_name(&self, player: Player) -> String {
        Color::of_seat(player)
            .map_or("none", Color::name)
            .to_string()
    }

    /// `checkmate` or `stalemate`.
    fn end_reason(&self) -> Option<String> {
        self.termination().map(|t| {
            match t {
                crate::Termination::Checkmate { .. } => "checkmate",
                crate::Termination::Stalemate { .. } => "stalemate",
            }
            .to_string()
        })
    }
    /// Glinski's own name of the cell, `a1`..`l11` (GL-2.1); a coordinate
    /// off the board keeps its standard name.
    fn cell_name(&self, coord: Coord) -> String {
        match coord {
            Coord::Hex(h) => Cell::from_hex(h).map_or_else(|| coord.to_string(), |c| c.to_string()),
            Coord::Square(_) => coord.to_string(),
        }
    }

    /// `White: pawn f5-f6`, `Black: knight d9 takes bishop on f5`; a
    /// promotion as `White: pawn f10-f11 promotes to queen`; then `, check`
    /// or `, checkmate` when the move gives it (GL-2.2).
    fn describe_move(&self, mv: Move, _perspective: Perspective) -> String {
        let Some(piece) = self.piece_at(mv.from_cell()) else {
            return String::from("no such move");
        };
        let before = self.view(Perspective::Spectator);
        let mut effect = self.move_effect(mv);
        effect
            .changes
            .retain(|c| !matches!(c, Change::Place { .. }));
        let mut words = describe_effect(piece.color.name(), &before, &effect);
        if let Some(kind) = mv.promotion() {
            let and = if self.piece_at(mv.to_cell()).is_some() {
                " and"
            } else {
                ""
            };
            words.push_str(&alloc::format!("{and} promotes to {}", kind.name()));
        }
        let mut after = self.clone();
        after.play_unchecked(mv);
        if after.in_check() {
            words.push_str(if after.count_moves() == 0 {
                ", checkmate"
            } else {
                ", check"
            });
        }
        words
    }

    /// The full-move number (GL-2.3).
    fn turn_number(&self) -> Option<u32> {
        Some(u32::from(self.fullmove_number()))
    }
}

/// Per-cell bonuses for White (Black reads the cell mirrored north-south):
/// `[kind][cell]`.
const PST: [[i16; CELLS]; 6] = {
    let mut t = [[0i16; CELLS]; 6];
    let mut i = 0;
    while i < CELLS {
        let cell = Cell::at(i);
        let h = cell.hex();
        let centre = h.length() as i16; // 0 (f6) to 5 (the rim)
        // How far up its file a white pawn is (0 on rank 1).
        let rank = cell.rank() as i16 - 1;
        t[0][i] = rank * rank;
        t[1][i] = 20 - 8 * centre;
        t[2][i] = 12 - 4 * centre;
        t[3][i] = 4 - centre;
        t[4][i] = 8 - 2 * centre;
        // The king stays home (low ranks) while queens are on.
        t[5][i] = 10 - 6 * rank;
        i += 1;
    }
    t
};

/// The cell mirrored north-south (Black's view of White's tables).
const MIRROR: [u8; CELLS] = {
    let mut t = [0u8; CELLS];
    let mut i = 0;
    while i < CELLS {
        let h = Cell::at(i).hex();
        // North-ness is r - q; mirroring swaps q and r.
        let m = Hex::new(h.r(), h.q());
        t[i] = match Cell::from_hex(m) {
            Some(c) => c.index() as u8,
            None => 0,
        };
        i += 1;
    }
    t
};

/// `color`'s terms: material, tables, mobility; and the cells it attacks.
fn side_terms(g: &Glinski, color: Color) -> (i32, u128) {
    let own = g.colors[color as usize];
    let occ = g.colors[0] | g.colors[1];
    let queens_on = g.pieces[PieceKind::Queen as usize] != 0;
    let mut score = 0i32;
    let mut attacked = 0u128;
    for kind in PieceKind::ALL {
        let k = kind as usize;
        let mut set = g.pieces[k] & own;
        while set != 0 {
            let cell = set.trailing_zeros() as usize;
            set &= set - 1;
            let i = if color == Color::White {
                cell
            } else {
                MIRROR[cell] as usize
            };
            score += VALUE[k];
            if kind != PieceKind::King || queens_on {
                score += PST[k][i] as i32;
            }
            let (att, weight) = match kind {
                PieceKind::Knight => (TABLES.knight[cell], 3),
                PieceKind::Bishop => (bishop_attacks(cell, occ), 3),
                PieceKind::Rook => (rook_attacks(cell, occ), 2),
                PieceKind::Queen => (rook_attacks(cell, occ) | bishop_attacks(cell, occ), 1),
                _ => continue,
            };
            attacked |= att;
            score += weight * (att & !own).count_ones() as i32;
        }
    }
    (score, attacked)
}

fn white_score(g: &Glinski) -> i32 {
    let (w, watt) = side_terms(g, Color::White);
    let (b, batt) = side_terms(g, Color::Black);
    let zone = |c: Color| {
        let k = g.king_cell(c).index();
        TABLES.king[k] | 1u128 << k
    };
    let safety = 8
        * ((zone(Color::Black) & watt).count_ones() as i32
            - (zone(Color::White) & batt).count_ones() as i32);
    (w - b + safety).clamp(-EVAL_LIMIT, EVAL_LIMIT)
}

/// The piece `mv` captures (en passant takes a pawn), if any.
fn victim(g: &Glinski, mv: Move) -> Option<PieceKind> {
    let to = mv.to_cell().index();
    if g.board[to] != EMPTY {
        return Some(Piece::from_code(g.board[to]).kind);
    }
    let pawn = g.board[mv.from_cell().index()] % 6 == PieceKind::Pawn as u8;
    (pawn && g.ep != NO_CELL && to == g.ep as usize).then_some(PieceKind::Pawn)
}

/// Material (100/300/320/500/950), piece-cell tables (centralisation,
/// pawn advance, a king at home while queens are on), mobility of the
/// pieces, and enemy attacks next to the king. Antisymmetric; 0 for a seat
/// the game does not have. Move ordering: MVV-LVA for captures, promotions
/// as capturing the new piece; captures and promotions are noisy.
///
/// ```
/// use board_core::{Evaluate, MoveNotation, Player};
/// use glinski::Glinski;
/// let g = Glinski::start();
/// assert_eq!(g.evaluate(Player::new(0)), 0);
/// assert_eq!(g.evaluate(Player::new(2)), 0);
/// let push = g.parse_move("f5f6").unwrap();
/// assert!(!g.is_noisy(push));
/// assert_eq!(g.move_priority(push), 0);
/// ```
impl Evaluate for Glinski {
    fn evaluate(&self, player: Player) -> i32 {
        match Color::of_seat(player) {
            Some(Color::White) => white_score(self),
            Some(Color::Black) => -white_score(self),
            None => 0,
        }
    }

    fn move_priority(&self, mv: Move) -> i32 {
        let mut score = 0;
        if let Some(v) = victim(self, mv) {
            let code = self.board[mv.from_cell().index()];
            let attacker = match code {
                EMPTY => 0,
                c if c % 6 == PieceKind::King as u8 => 1000,
                c => VALUE[(c % 6) as usize],
            };
            score += 10_000 + 10 * VALUE[v as usize] - attacker / 10;
        }
        if let Some(kind) = mv.promotion() {
            score += 10_000 + 10 * VALUE[kind as usize] - 100;
        }
        score
    }

    fn is_noisy(&self, mv: Move) -> bool {
        mv.promotion().is_some() || victim(self, mv).is_some()
    }
}

/// Perfect information: the defaults.
impl Determinize for Glinski {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mirror_is_an_involution_that_swaps_ranks() {
        for c in Cell::all() {
            let m = Cell::at(MIRROR[c.index()] as usize);
            assert_eq!(MIRROR[m.index()] as usize, c.index());
            assert_eq!(m.file(), c.file());
            assert_eq!(
                m.rank() + c.rank(),
                1 + [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6][c.file() as usize]
            );
        }
    }
}
