//! The position text (a FEN for Glinski's board): parsing with validation,
//! and formatting. The format is described in `docs/notation.md`.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write;

use crate::cell::Cell;
use crate::error::PositionError;
use crate::piece::{Color, Piece, PieceKind};
use crate::position::{EMPTY, Glinski};
use crate::tables::{NO_CELL, TABLES};

const FILE_LETTERS: &[u8; 11] = b"abcdefghikl";

/// The cells of file `file`, south (rank 1) first.
fn file_cells(file: u8) -> impl Iterator<Item = Cell> {
    (1..=11).map_while(move |rank| Cell::new(file, rank))
}

impl Glinski {
    pub(crate) fn format_text(&self) -> String {
        let mut out = String::with_capacity(96);
        for file in 0..11u8 {
            if file > 0 {
                out.push('/');
            }
            let mut empties = 0;
            for cell in file_cells(file) {
                match self.piece_at(cell) {
                    None => empties += 1,
                    Some(p) => {
                        if empties > 0 {
                            let _ = write!(out, "{empties}");
                            empties = 0;
                        }
                        out.push(p.letter());
                    }
                }
            }
            if empties > 0 {
                let _ = write!(out, "{empties}");
            }
        }
        out.push(' ');
        out.push(match self.side {
            Color::White => 'w',
            Color::Black => 'b',
        });
        out.push(' ');
        match self.en_passant().and_then(Cell::from_hex) {
            Some(c) => {
                let _ = write!(out, "{c}");
            }
            None => out.push('-'),
        }
        let _ = write!(out, " {} {}", self.halfmove, self.fullmove);
        out
    }

    pub(crate) fn parse_text(text: &str) -> Result<Glinski, PositionError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() != 5 {
            return Err(PositionError::FieldCount(fields.len()));
        }
        let files: Vec<&str> = fields[0].split('/').collect();
        if files.len() != 11 {
            return Err(PositionError::FileCount(files.len()));
        }
        let mut g = Glinski::empty();
        for (file, spec) in files.iter().enumerate() {
            let cells: Vec<Cell> = file_cells(file as u8).collect();
            let mut at = 0usize;
            let mut chars = spec.chars().peekable();
            while let Some(ch) = chars.next() {
                if let Some(d) = ch.to_digit(10) {
                    if d == 0 {
                        return Err(PositionError::BadChar(ch));
                    }
                    let mut n = d as usize;
                    if let Some(d2) = chars.peek().and_then(|c| c.to_digit(10)) {
                        chars.next();
                        n = n * 10 + d2 as usize;
                    }
                    at += n;
                } else {
                    let piece = Piece::from_letter(ch).ok_or(PositionError::BadChar(ch))?;
                    if let Some(&cell) = cells.get(at) {
                        g.put(cell.index(), piece.code());
                    }
                    at += 1;
                }
                if at > cells.len() {
                    break;
                }
            }
            if at != cells.len() {
                return Err(PositionError::FileLength {
                    file: FILE_LETTERS[file] as char,
                    found: at,
                    expected: cells.len(),
                });
            }
        }
        g.side = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(PositionError::BadSide(crate::error::bounded(other))),
        };
        g.ep = match fields[2] {
            "-" => NO_CELL,
            name => {
                let cell: Cell = name
                    .parse()
                    .map_err(|_| PositionError::BadEnPassant(crate::error::bounded(name)))?;
                cell.index() as u8
            }
        };
        g.halfmove = fields[3]
            .parse()
            .map_err(|_| PositionError::BadCounter(crate::error::bounded(fields[3])))?;
        g.fullmove = fields[4]
            .parse()
            .ok()
            .filter(|&n| n >= 1)
            .ok_or_else(|| PositionError::BadCounter(crate::error::bounded(fields[4])))?;
        g.validate()?;
        g.hash = g.hash_from_scratch();
        Ok(g)
    }

    fn validate(&self) -> Result<(), PositionError> {
        for color in Color::ALL {
            let kings = self.pieces(color, PieceKind::King).len() as u32;
            if kings != 1 {
                return Err(PositionError::KingCount(color, kings));
            }
            let stuck = self.pieces(color, PieceKind::Pawn).0 & TABLES.promotion[color as usize];
            if stuck != 0 {
                let cell = Cell::at(stuck.trailing_zeros() as usize);
                return Err(PositionError::PawnOnPromotionCell(color, cell));
            }
            // Every piece beyond the starting set (one queen, two rooks,
            // three bishops, two knights, nine pawns) is a promoted pawn:
            // this keeps every accepted position within `MAX_MOVES`.
            let n = |kind: PieceKind| self.pieces(color, kind).len();
            let pawns = n(PieceKind::Pawn);
            let promoted = n(PieceKind::Queen).saturating_sub(1)
                + n(PieceKind::Rook).saturating_sub(2)
                + n(PieceKind::Bishop).saturating_sub(3)
                + n(PieceKind::Knight).saturating_sub(2);
            if pawns > 9 || promoted > 9 - pawns {
                return Err(PositionError::ImpossibleMaterial(color));
            }
        }
        let them = self.side.opponent();
        let occ = self.colors[0] | self.colors[1];
        if self.attacked(
            self.king_cell(them).index(),
            occ,
            self.colors[self.side as usize],
            them,
        ) {
            return Err(PositionError::OpponentInCheck(them));
        }
        if self.ep != NO_CELL {
            // The opponent just moved a pawn from a starting cell `s` over
            // `ep` to `landing`: s and ep are empty, landing holds its pawn.
            let ep = self.ep as usize;
            let t = them as usize;
            let from = TABLES.pawn_push[self.side as usize][ep] as usize;
            let landing = TABLES.pawn_push[t][ep] as usize;
            let ok = from < 128
                && landing < 128
                && TABLES.pawn_start[t] >> from & 1 != 0
                && TABLES.pawn_double[t][from] as usize == landing
                && self.board[from] == EMPTY
                && self.board[ep] == EMPTY
                && (self.pieces[PieceKind::Pawn as usize] & self.colors[t]) >> landing & 1 != 0;
            if !ok {
                return Err(PositionError::ImpossibleEnPassant(Cell::at(ep)));
            }
        }
        Ok(())
    }
}
