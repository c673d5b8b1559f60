//! Board geometry for Lytharian Chess: squares (`a1` = 0 ... `h8` = 63,
//! file-major within ranks, as in chess), adjacency and how each piece type
//! moves and attacks (LY-8.1, LY-9.1).

use board_core::square::{self, Bitboard, Square};

use crate::cards::PieceType;

/// The 8x8 board's squares are board-core's [`Square`] (named `a1` ... `h8`
/// in text and JSON, LY-19.1): the file as `0..8` (a..h).
pub(crate) const fn file(sq: Square) -> u8 {
    sq.file().index()
}

/// The rank as `0..8` (rank 1..8).
pub(crate) const fn rank(sq: Square) -> u8 {
    sq.rank().index()
}

/// Whether two squares touch at a side or corner.
pub(crate) const fn is_adjacent(a: Square, b: Square) -> bool {
    a.distance(b) == 1
}

/// The squares at most `range` king steps from `center` (itself included),
/// as a bitboard: the files and ranks within `range`, intersected.
pub(crate) const fn within(center: Square, range: u8) -> Bitboard {
    let (f, r) = (file(center) as i32, rank(center) as i32);
    let range = range as i32;
    let lo_f = if f - range < 0 { 0 } else { f - range };
    let hi_f = if f + range > 7 { 7 } else { f + range };
    let lo_r = if r - range < 0 { 0 } else { r - range };
    let hi_r = if r + range > 7 { 7 } else { r + range };
    let files = ((1u64 << (hi_f + 1)) - (1u64 << lo_f)) * 0x0101_0101_0101_0101;
    let ranks = (u64::MAX >> (63 - (8 * hi_r + 7))) & (u64::MAX << (8 * lo_r));
    Bitboard(files & ranks)
}

/// The eight king steps.
pub(crate) const KING_STEPS: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// The rank direction a player's pawns advance: +1 for seat 0, -1 for seat 1.
pub(crate) const fn forward(seat: usize) -> i8 {
    if seat == 0 { 1 } else { -1 }
}

/// The squares a troop of `piece` owned by `seat` may move to from `from`
/// over the occupancy `occupied` (LY-8.1), from board-core's attack
/// tables. Moves end on empty squares only.
pub(crate) fn move_targets(
    piece: PieceType,
    seat: usize,
    from: Square,
    occupied: Bitboard,
) -> Bitboard {
    let reach = match piece {
        PieceType::King => square::king_attacks(from),
        PieceType::Knight => square::knight_attacks(from),
        PieceType::Queen => square::queen_attacks(from, occupied),
        PieceType::Rook => square::rook_attacks(from, occupied),
        PieceType::Bishop => square::bishop_attacks(from, occupied),
        PieceType::Pawn => {
            let mut pushes = Bitboard::EMPTY;
            let fwd = forward(seat);
            if let Some(one) = from.offset(0, fwd)
                && !occupied.contains(one)
            {
                pushes.insert(one);
                let start_rank = if seat == 0 { 1 } else { 6 };
                if rank(from) == start_rank
                    && let Some(two) = one.offset(0, fwd)
                {
                    pushes.insert(two);
                }
            }
            pushes
        }
    };
    reach & !occupied
}

/// Whether a troop of `piece` owned by `seat` on `from` may attack `to`
/// by direction alone (LY-9.1): `to` must be adjacent.
pub(crate) fn attack_direction_ok(piece: PieceType, seat: usize, from: Square, to: Square) -> bool {
    if !is_adjacent(from, to) {
        return false;
    }
    let df = file(to) as i8 - file(from) as i8;
    let dr = rank(to) as i8 - rank(from) as i8;
    let diagonal = df != 0 && dr != 0;
    match piece {
        PieceType::King | PieceType::Queen | PieceType::Knight => true,
        PieceType::Rook => !diagonal,
        PieceType::Bishop => diagonal,
        PieceType::Pawn => diagonal && dr == forward(seat),
    }
}

/// The last rank for `seat`'s pawns.
pub(crate) const fn last_rank(seat: usize) -> u8 {
    if seat == 0 { 7 } else { 0 }
}
