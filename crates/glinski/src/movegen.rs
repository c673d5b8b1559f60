//! Legal move generation with bitboards, pin and check masks (no
//! make-and-test except for the rare en-passant capture), shared by move
//! listing and bulk counting.

use board_core::square::SquareCounter;

use crate::cell::Cell;
use crate::mv::Move;
use crate::piece::{Color, PieceKind};
use crate::position::Glinski;
use crate::tables::{ASCENDS, DOUBLE_STEP_VIA, NO_CELL, PAWN_GROUPS, TABLES, step_all};

const PAWN: usize = PieceKind::Pawn as usize;
const KNIGHT: usize = PieceKind::Knight as usize;
const BISHOP: usize = PieceKind::Bishop as usize;
const ROOK: usize = PieceKind::Rook as usize;
const QUEEN: usize = PieceKind::Queen as usize;
const KING: usize = PieceKind::King as usize;

/// The cells a slider on `cell` reaches along line `line` (0..6 the
/// directions, 6..12 the diagonals), up to and including the first
/// occupied cell.
#[inline(always)]
fn ray_attacks(line: usize, cell: usize, occ: u128) -> u128 {
    let ray = TABLES.rays[cell][line];
    let blockers = ray & occ;
    if ASCENDS[line] {
        // Every bit up to and including the lowest blocker (all bits if
        // there is none): branch-free.
        return ray & (blockers ^ blockers.wrapping_sub(1));
    }
    // The highest blocker; with none, cell 0, whose descending rays are
    // all empty (it is the west end of the q = -5 row), so `ray` is kept.
    // Cell 0 as a real blocker is the far end of the ray: the same answer.
    let first = 127 - (blockers | 1).leading_zeros() as usize;
    ray ^ TABLES.rays[first & 127][line]
}

/// [`ray_attacks`] for a slider on the low half of the board (cells below
/// 64): its descending rays lie in the low half, so they take `u64` steps.
#[inline(always)]
fn ray_attacks_low(line: usize, cell: usize, occ: u128) -> u128 {
    if ASCENDS[line] {
        return ray_attacks(line, cell, occ);
    }
    let ray = TABLES.rays[cell][line] as u64;
    let blockers = ray & occ as u64;
    // As in `ray_attacks`: with no blocker, cell 0, whose descending rays
    // are empty.
    let first = 63 - (blockers | 1).leading_zeros() as usize;
    (ray ^ TABLES.rays[first][line] as u64) as u128
}

/// [`ray_attacks`] for a slider on the high half of the board (cells 64
/// and up): its ascending rays lie in the high half, so they take `u64`
/// steps.
#[inline(always)]
fn ray_attacks_high(line: usize, cell: usize, occ: u128) -> u128 {
    if !ASCENDS[line] {
        return ray_attacks(line, cell, occ);
    }
    let ray = (TABLES.rays[cell][line] >> 64) as u64;
    let blockers = ray & (occ >> 64) as u64;
    ((ray & (blockers ^ blockers.wrapping_sub(1))) as u128) << 64
}

/// The union of the rays `lines` of a slider on `cell`, each ray in the
/// cheapest form for the cell's half of the board.
#[inline(always)]
fn rays_from(lines: [usize; 6], cell: usize, occ: u128) -> u128 {
    let mut reach = 0;
    if cell < 64 {
        for line in lines {
            reach |= ray_attacks_low(line, cell, occ);
        }
    } else {
        for line in lines {
            reach |= ray_attacks_high(line, cell, occ);
        }
    }
    reach
}

/// A Glinski rook's reach from `cell`.
#[inline(always)]
pub(crate) fn rook_attacks(cell: usize, occ: u128) -> u128 {
    rays_from([0, 1, 2, 3, 4, 5], cell, occ)
}

/// A Glinski bishop's reach from `cell`.
#[inline(always)]
pub(crate) fn bishop_attacks(cell: usize, occ: u128) -> u128 {
    rays_from([6, 7, 8, 9, 10, 11], cell, occ)
}

/// The steps (single and double, onto empty cells) and the west and east
/// capture cells (occupied or not) of a whole set of pawns of colour `C`,
/// set-wise; `C` is a constant so that every rotation is one.
#[inline(always)]
fn pawn_targets_of<const C: usize>(pawns: u128, empty: u128) -> (u128, u128, u128) {
    let groups = &PAWN_GROUPS[C];
    let one = step_all(pawns, &groups[0]) & empty;
    let two = step_all(one & DOUBLE_STEP_VIA[C], &groups[0]) & empty;
    (
        one | two,
        step_all(pawns, &groups[1]),
        step_all(pawns, &groups[2]),
    )
}

/// Where generated moves go: a counter or a list.
pub(crate) trait Sink {
    /// Whether only the number of moves matters (then pawn moves are
    /// counted in bulk through [`count`](Sink::count)).
    const COUNTS: bool;
    /// Adds `n` moves (used only when `COUNTS`).
    fn count(&mut self, n: u64);
    /// Piece moves from `from` to every cell of `targets`.
    fn moves(&mut self, from: usize, targets: u128);
    /// Pawn moves from `from` to every cell of `targets`; those in `promo`
    /// are four moves each (one per promotion kind).
    fn pawn_moves(&mut self, from: usize, targets: u128, promo: u128);
}

/// Counts moves: the target sets of pieces as per-byte counts of each half
/// of the board (board-core's [`SquareCounter`], cheaper than a software
/// `count_ones` on baseline x86-64), everything else as a plain number.
///
/// A byte of a half covers 8 cells, and each piece adds at most 8 to it;
/// a side has at most 18 pieces other than pawns, so no byte count passes
/// 144 (the counter allows 255).
pub(crate) struct Counter {
    low: SquareCounter,
    high: SquareCounter,
    plain: u64,
}

impl Counter {
    /// A counter at zero.
    #[inline(always)]
    pub(crate) const fn new() -> Counter {
        Counter {
            low: SquareCounter::new(),
            high: SquareCounter::new(),
            plain: 0,
        }
    }

    /// The number of moves counted.
    #[inline(always)]
    pub(crate) const fn total(&self) -> u64 {
        self.low.total() + self.high.total() + self.plain
    }
}

impl Sink for Counter {
    const COUNTS: bool = true;
    #[inline(always)]
    fn count(&mut self, n: u64) {
        self.plain += n;
    }
    #[inline(always)]
    fn moves(&mut self, _from: usize, targets: u128) {
        self.low.add(targets as u64);
        self.high.add((targets >> 64) as u64);
    }
    #[inline(always)]
    fn pawn_moves(&mut self, _from: usize, targets: u128, promo: u128) {
        self.plain +=
            (targets & !promo).count_ones() as u64 + 4 * (targets & promo).count_ones() as u64;
    }
}

/// Appends moves to a buffer.
pub(crate) struct Lister<'a, B: board_core::MoveBuffer<Move>>(pub &'a mut B);

impl<B: board_core::MoveBuffer<Move>> Sink for Lister<'_, B> {
    const COUNTS: bool = false;
    fn count(&mut self, _n: u64) {}
    #[inline]
    fn moves(&mut self, from: usize, mut targets: u128) {
        let from = Cell::at(from);
        while targets != 0 {
            let to = targets.trailing_zeros() as usize;
            targets &= targets - 1;
            self.0.push(Move::of(from, Cell::at(to), None));
        }
    }
    #[inline]
    fn pawn_moves(&mut self, from: usize, mut targets: u128, promo: u128) {
        let from = Cell::at(from);
        while targets != 0 {
            let to = targets.trailing_zeros() as usize;
            targets &= targets - 1;
            if promo >> to & 1 != 0 {
                for kind in PieceKind::PROMOTIONS {
                    self.0.push(Move::of(from, Cell::at(to), Some(kind)));
                }
            } else {
                self.0.push(Move::of(from, Cell::at(to), None));
            }
        }
    }
}

impl Glinski {
    /// Whether `cell` is attacked by the pieces of `enemy` (a subset of the
    /// board, the opponent of `us`) with occupancy `occ`.
    #[inline(always)]
    pub(crate) fn attacked(&self, cell: usize, occ: u128, enemy: u128, us: Color) -> bool {
        let t = &TABLES;
        let p = &self.pieces;
        if (t.knight[cell] & p[KNIGHT]
            | t.pawn_attacks[us as usize][cell] & p[PAWN]
            | t.king[cell] & p[KING])
            & enemy
            != 0
        {
            return true;
        }
        let rq = (p[ROOK] | p[QUEEN]) & enemy;
        if t.rook_rays[cell] & rq != 0 {
            for line in 0..6 {
                if t.rays[cell][line] & rq != 0 && ray_attacks(line, cell, occ) & rq != 0 {
                    return true;
                }
            }
        }
        let bq = (p[BISHOP] | p[QUEEN]) & enemy;
        if t.bishop_rays[cell] & bq != 0 {
            for line in 6..12 {
                if t.rays[cell][line] & bq != 0 && ray_attacks(line, cell, occ) & bq != 0 {
                    return true;
                }
            }
        }
        false
    }

    /// The pushes, double step and captures of the pawn of colour `usi` on
    /// `from` (not en passant), before pins and checks.
    #[inline(always)]
    fn pawn_targets(&self, usi: usize, from: usize, empty: u128, enemy: u128) -> u128 {
        let t = &TABLES;
        let one = t.push_bit[usi][from] & empty;
        let mut to = one | t.pawn_attacks[usi][from] & enemy;
        if one != 0 {
            to |= t.double_bit[usi][from] & empty;
        }
        to
    }

    /// The cells a piece on `cell`, pinned to the king on `king`, may move
    /// to: the line from the king through it to the pinner (inclusive).
    #[cold]
    fn pin_line(king: usize, cell: usize, occ: u128) -> u128 {
        let bit = 1u128 << cell;
        for line in 0..12 {
            if TABLES.rays[king][line] & bit != 0 {
                return ray_attacks(line, king, occ & !bit);
            }
        }
        0
    }

    /// Generates every legal move into `sink`.
    #[inline(always)]
    pub(crate) fn generate<S: Sink>(&self, sink: &mut S) {
        let t = &TABLES;
        let p = &self.pieces;
        let us = self.side;
        let usi = us as usize;
        let own = self.colors[usi];
        let enemy = self.colors[usi ^ 1];
        let occ = own | enemy;
        let king_bits = p[KING] & own;
        if king_bits == 0 {
            return;
        }
        let k = king_bits.trailing_zeros() as usize;

        // Checkers and pins, from the king's point of view.
        let mut checkers = (t.knight[k] & p[KNIGHT] | t.pawn_attacks[usi][k] & p[PAWN]) & enemy;
        let mut check_mask = checkers;
        let mut pinned = 0u128;
        let e_rq = (p[ROOK] | p[QUEEN]) & enemy;
        let e_bq = (p[BISHOP] | p[QUEEN]) & enemy;
        if t.rook_rays[k] & e_rq | t.bishop_rays[k] & e_bq != 0 {
            for line in 0..12 {
                let snipers = if line < 6 { e_rq } else { e_bq };
                if t.rays[k][line] & snipers == 0 {
                    continue;
                }
                let reach = ray_attacks(line, k, occ);
                let hit = reach & occ;
                if hit & snipers != 0 {
                    checkers |= hit;
                    check_mask |= reach;
                } else if hit & own != 0 && ray_attacks(line, k, occ ^ hit) & snipers != 0 {
                    pinned |= hit;
                }
            }
        }

        // King steps: to cells not attacked once the king has left.
        let occ_no_king = occ ^ king_bits;
        let mut steps = t.king[k] & !own;
        let mut safe = 0u128;
        while steps != 0 {
            let to = steps.trailing_zeros() as usize;
            steps &= steps - 1;
            if !self.attacked(to, occ_no_king, enemy, us) {
                safe |= 1 << to;
            }
        }
        sink.moves(k, safe);

        // En passant: rare, so make-and-test on the occupancy.
        if self.ep != NO_CELL {
            let ep = self.ep as usize;
            let victim = t.pawn_push[usi ^ 1][ep] as usize;
            let mut takers = t.pawn_attacks[usi ^ 1][ep] & p[PAWN] & own;
            while takers != 0 {
                let from = takers.trailing_zeros() as usize;
                takers &= takers - 1;
                let occ2 = (occ ^ (1 << from) ^ (1 << victim)) | (1 << ep);
                if !self.attacked(k, occ2, enemy & !(1 << victim), us) {
                    sink.pawn_moves(from, 1 << ep, 0);
                }
            }
        }

        if checkers & checkers.wrapping_sub(1) != 0 {
            return; // double check: only the king moves
        }
        let target = if checkers != 0 { check_mask } else { !0 };
        let free = !own & target;

        // Knights (a pinned knight never stays on its line).
        let mut knights = p[KNIGHT] & own & !pinned;
        while knights != 0 {
            let from = knights.trailing_zeros() as usize;
            knights &= knights - 1;
            sink.moves(from, t.knight[from] & free);
        }
        // Sliders (a queen's two sets are disjoint: one call for both).
        let mut diag = p[BISHOP] & own & !pinned;
        while diag != 0 {
            let from = diag.trailing_zeros() as usize;
            diag &= diag - 1;
            sink.moves(from, bishop_attacks(from, occ) & free);
        }
        let mut lines = p[ROOK] & own & !pinned;
        while lines != 0 {
            let from = lines.trailing_zeros() as usize;
            lines &= lines - 1;
            sink.moves(from, rook_attacks(from, occ) & free);
        }
        let mut queens = p[QUEEN] & own & !pinned;
        while queens != 0 {
            let from = queens.trailing_zeros() as usize;
            queens &= queens - 1;
            sink.moves(
                from,
                (bishop_attacks(from, occ) | rook_attacks(from, occ)) & free,
            );
        }
        // Pinned pieces move along the pin line only.
        let mut pins = pinned & !p[PAWN] & !p[KNIGHT];
        while pins != 0 {
            let from = pins.trailing_zeros() as usize;
            pins &= pins - 1;
            let along = Self::pin_line(k, from, occ) & free;
            let bit = 1u128 << from;
            let mut reach = 0;
            if (p[BISHOP] | p[QUEEN]) & bit != 0 {
                reach |= bishop_attacks(from, occ);
            }
            if (p[ROOK] | p[QUEEN]) & bit != 0 {
                reach |= rook_attacks(from, occ);
            }
            sink.moves(from, reach & along);
        }
        // Pawns.
        let empty = !occ;
        let promo = t.promotion[usi];
        let pawns = p[PAWN] & own;
        let mut free_pawns = pawns & !pinned;
        if S::COUNTS {
            // Bulk, set-wise: each pawn has at most one target of each
            // sort, and no two pawns share a target of the same sort
            // (pushes and double steps never coincide either), so one
            // count per sort.
            let (steps, west, east) = if usi == 0 {
                pawn_targets_of::<0>(free_pawns, empty)
            } else {
                pawn_targets_of::<1>(free_pawns, empty)
            };
            let steps = steps & target;
            let west = west & enemy & target;
            let east = east & enemy & target;
            let mut n = steps.count_ones() + west.count_ones() + east.count_ones();
            if (steps | west | east) & promo != 0 {
                n += 3
                    * ((steps & promo).count_ones()
                        + (west & promo).count_ones()
                        + (east & promo).count_ones());
            }
            sink.count(n as u64);
        } else {
            while free_pawns != 0 {
                let from = free_pawns.trailing_zeros() as usize;
                free_pawns &= free_pawns - 1;
                sink.pawn_moves(
                    from,
                    self.pawn_targets(usi, from, empty, enemy) & target,
                    promo,
                );
            }
        }
        let mut pinned_pawns = pawns & pinned;
        while pinned_pawns != 0 {
            let from = pinned_pawns.trailing_zeros() as usize;
            pinned_pawns &= pinned_pawns - 1;
            let to =
                self.pawn_targets(usi, from, empty, enemy) & target & Self::pin_line(k, from, occ);
            sink.pawn_moves(from, to, promo);
        }
    }
}
