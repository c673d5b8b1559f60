//! [`Inspect`] for [`Position`] and [`Chess`]: the board as a view, and
//! what a move does to it (the information a `Move` does not carry:
//! captures, castling, en passant, promotion).

use board_core::inspect::{
    Change, Coord, Geometry, MoveEffect, Perspective, PieceView, SideView, View, describe_effect,
};
use board_core::square::{Color, File, Square};
use board_core::{Game, Inspect, Player};

use super::game::{Chess, GameEnd};
use super::position::Position;
use super::types::{Move, Piece};

/// The lower-case name of a kind (`"knight"`), the `kind` of its
/// [`PieceView`].
///
/// ```
/// use lytharia::chess::Piece;
/// assert_eq!(Piece::Knight.name(), "knight");
/// ```
impl Piece {
    /// The lower-case English name.
    pub const fn name(self) -> &'static str {
        ["pawn", "knight", "bishop", "rook", "queen", "king"][self as usize]
    }

    /// The upper-case letter, the glyph of both colours' pieces.
    ///
    /// ```
    /// # use lytharia::chess::Piece;
    /// assert_eq!(Piece::Knight.glyph(), "N");
    /// ```
    pub const fn glyph(self) -> &'static str {
        ["P", "N", "B", "R", "Q", "K"][self as usize]
    }
}

/// The [`PieceView`] of `color`'s `piece`.
pub(crate) fn piece_view(color: Color, piece: Piece) -> PieceView {
    PieceView::new(Player::new(color as u8), piece.name(), piece.glyph())
}

/// The colour of a seat of chess, or `None` for a seat the game does not
/// have (White is seat 0, Black seat 1).
///
/// ```
/// use board_core::Player;
/// use board_core::square::Color;
/// use lytharia::chess::seat_color;
/// assert_eq!(seat_color(Player::new(1)), Some(Color::Black));
/// assert_eq!(seat_color(Player::new(2)), None);
/// ```
pub fn seat_color(player: Player) -> Option<Color> {
    match player.index() {
        0 => Some(Color::White),
        1 => Some(Color::Black),
        _ => None,
    }
}

fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// The material of `color` in pawns (the usual 1/3/3/5/9; 39 at the
/// start, NC-9.5).
fn material(p: &Position, color: Color) -> u32 {
    [1, 3, 3, 5, 9, 0]
        .iter()
        .zip(Piece::ALL)
        .map(|(v, k)| v * p.colored_pieces(color, k).count())
        .sum()
}

/// The view of a position; `to_act` as `to_act` says.
fn position_view(p: &Position, to_act: Option<Player>) -> View {
    let mut v = View::new(Geometry::Square8);
    for color in Color::ALL {
        for piece in Piece::ALL {
            for sq in p.colored_pieces(color, piece) {
                v.set_piece(Coord::Square(sq), piece_view(color, piece));
            }
        }
    }
    v.to_act = to_act;
    for color in Color::ALL {
        let mut side = SideView::new(Player::new(color as u8), color_name(color))
            .info("material", material(p, color).to_string());
        if p.side_to_move() == color && p.is_check() {
            side = side.info("check", "yes");
        }
        v.sides.push(side);
    }
    v.info.push(board_core::inspect::Info::new(
        "turn",
        color_name(p.side_to_move()),
    ));
    v.info.push(board_core::inspect::Info::new(
        "castling",
        p.castling_rights().to_string(),
    ));
    v.info.push(board_core::inspect::Info::new(
        "en passant",
        p.en_passant().map_or("-".to_string(), |s| s.to_string()),
    ));
    v.info.push(board_core::inspect::Info::new(
        "halfmove clock",
        p.halfmove_clock().to_string(),
    ));
    v.info.push(board_core::inspect::Info::new(
        "move",
        p.fullmove_number().to_string(),
    ));
    v
}

/// The squares a move passes, from its start to its end: every square of
/// a slide, both ends of a leap.
fn path(from: Square, to: Square, leap: bool) -> Vec<Coord> {
    let mut out = vec![Coord::Square(from)];
    if !leap {
        let df = (to.file() as i8 - from.file() as i8).signum();
        let dr = (to.rank() as i8 - from.rank() as i8).signum();
        let mut at = from;
        while let Some(next) = at.offset(df, dr) {
            if next == to {
                break;
            }
            out.push(Coord::Square(next));
            at = next;
        }
    }
    out.push(Coord::Square(to));
    out
}

/// What `mv` does to `p`'s board (see [`Inspect::move_effect`]).
pub(crate) fn effect(p: &Position, mv: Move) -> MoveEffect {
    let (from, to) = (mv.from(), mv.to());
    let mut e = MoveEffect::none();
    let Some((us, piece)) = p.piece_on(from) else {
        return e;
    };
    let sq = Coord::Square;
    if piece == Piece::King && from.distance(to) == 2 && from.rank() == to.rank() {
        // Castling: the king's two-square move, then the rook over it.
        e.changes.push(Change::Move {
            path: path(from, to, false),
        });
        let (rook_from, rook_to) = if to.file() == File::G {
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
        e.changes.push(Change::Move {
            path: path(rook_from, rook_to, false),
        });
        return e;
    }
    if p.piece_on(to).is_some() {
        e.changes.push(Change::Remove { at: sq(to) });
    } else if piece == Piece::Pawn && from.file() != to.file() {
        // En passant: the pawn that just passed stands beside `from`.
        e.changes.push(Change::Remove {
            at: sq(Square::new(to.file(), from.rank())),
        });
    }
    e.changes.push(Change::Move {
        path: path(from, to, piece == Piece::Knight),
    });
    if let Some(promo) = mv.promotion() {
        e.changes.push(Change::Place {
            at: sq(to),
            piece: piece_view(us, promo),
        });
    }
    e
}

/// `mv` (legal in `p`) in words (NC-9.3): the mover's colour, then the
/// piece and squares as [`describe_effect`] writes them, with castling,
/// promotion and en passant named, and `, check` or `, checkmate` after a
/// move that gives it.
pub(crate) fn describe(p: &Position, mv: Move) -> String {
    let Some((us, piece)) = p.piece_on(mv.from()) else {
        return String::from("no such move");
    };
    let side = color_name(us);
    let (from, to) = (mv.from(), mv.to());
    let mut words = if piece == Piece::King && from.distance(to) == 2 && from.rank() == to.rank() {
        let wing = if to.file() == File::G {
            "kingside"
        } else {
            "queenside"
        };
        format!("{side} castles {wing}")
    } else if piece == Piece::Pawn && from.file() != to.file() && p.piece_on(to).is_none() {
        let taken = Square::new(to.file(), from.rank());
        format!("{side}: pawn {from}-{to} takes pawn on {taken} en passant")
    } else {
        let before = position_view(p, None);
        let mut plain = effect(p, Move::new(from, to, None));
        if let Some(promo) = mv.promotion() {
            // Told in words below rather than as a piece that "becomes".
            plain.changes.retain(|c| !matches!(c, Change::Place { .. }));
            let text = describe_effect(side, &before, &plain);
            let and = if p.piece_on(to).is_some() { " and" } else { "" };
            format!("{text}{and} promotes to {}", promo.name())
        } else {
            describe_effect(side, &before, &plain)
        }
    };
    let mut after = *p;
    after.play_unchecked(mv);
    if after.is_check() {
        words.push_str(if after.count_legal_moves() == 0 {
            ", checkmate"
        } else {
            ", check"
        });
    }
    words
}

/// The whole board for every perspective (chess hides nothing). Sides:
/// material (1/3/3/5/9 in hundredths) and `check` for a side in check;
/// game info: turn, castling rights, en-passant square, halfmove clock,
/// move number. No marks.
///
/// ```
/// use board_core::inspect::{Coord, Inspect, Perspective};
/// use board_core::Square;
/// use lytharia::chess::Position;
/// let mut p = Position::startpos();
/// let mv = p.parse_uci("g1f3").unwrap();
/// let view = p.view(Perspective::Spectator);
/// assert_eq!(view.piece(Coord::Square(Square::G1)).unwrap().glyph, "N");
/// assert_eq!(p.move_effect(mv).to_string(), "move g1-f3");
/// let p: Position = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1".parse().unwrap();
/// let castle = p.parse_uci("e1c1").unwrap();
/// assert_eq!(p.move_effect(castle).to_string(), "move e1-d1-c1; move a1-b1-c1-d1");
/// ```
impl Inspect for Position {
    fn view(&self, _perspective: Perspective) -> View {
        position_view(self, self.to_act())
    }

    fn move_effect(&self, mv: Move) -> MoveEffect {
        effect(self, mv)
    }

    fn geometry(&self) -> Geometry {
        Geometry::Square8
    }

    /// `White`, `Black`, and `none` for a seat chess does not have.
    fn seat_name(&self, player: Player) -> String {
        seat_color(player).map_or("none", color_name).to_string()
    }

    /// `checkmate`, `stalemate`, `fifty-move rule` or `insufficient
    /// material`.
    fn end_reason(&self) -> Option<String> {
        self.game_end().map(|e| e.reason().to_string())
    }

    /// Squares are named `a1`..`h8`.
    fn cell_name(&self, coord: Coord) -> String {
        coord.to_string()
    }

    /// `White: knight g1-f3`, `White castles kingside`, `White: pawn e7-e8
    /// promotes to queen`, `White: pawn e5-d6 takes pawn on d5 en passant`,
    /// with `, check` or `, checkmate` (NC-9.3).
    fn describe_move(&self, mv: Move, _perspective: Perspective) -> String {
        describe(self, mv)
    }

    /// The full-move number: 1 for the first moves of White and Black
    /// (NC-9.4).
    fn turn_number(&self) -> Option<u32> {
        Some(u32::from(self.fullmove_number()))
    }
}

/// As for [`Position`], with the repetition count of the current position
/// in the game info.
///
/// ```
/// use board_core::inspect::{Inspect, Perspective};
/// use lytharia::chess::Chess;
/// let mut g = Chess::new();
/// for uci in ["g1f3", "g8f6", "f3g1", "f6g8"] { g.play_uci(uci).unwrap(); }
/// let view = g.view(Perspective::Omniscient);
/// assert!(view.info.iter().any(|i| i.label == "repetitions" && i.value == "2"));
/// ```
impl Inspect for Chess {
    fn view(&self, _perspective: Perspective) -> View {
        let mut v = position_view(self.position(), self.to_act());
        v.info.push(board_core::inspect::Info::new(
            "repetitions",
            self.repetitions().to_string(),
        ));
        v
    }

    fn move_effect(&self, mv: Move) -> MoveEffect {
        effect(self.position(), mv)
    }

    fn geometry(&self) -> Geometry {
        Geometry::Square8
    }

    /// `White`, `Black`, and `none` for a seat chess does not have.
    fn seat_name(&self, player: Player) -> String {
        self.position().seat_name(player)
    }

    /// As for [`Position`], and `threefold repetition`.
    fn end_reason(&self) -> Option<String> {
        self.game_end().map(|e| e.reason().to_string())
    }

    /// Squares are named `a1`..`h8`.
    fn cell_name(&self, coord: Coord) -> String {
        coord.to_string()
    }

    /// As for [`Position`] (NC-9.3).
    fn describe_move(&self, mv: Move, _perspective: Perspective) -> String {
        describe(self.position(), mv)
    }

    /// The full-move number (NC-9.4).
    fn turn_number(&self) -> Option<u32> {
        Some(u32::from(self.position().fullmove_number()))
    }
}

impl GameEnd {
    /// The reason in a few lower-case words, as
    /// [`Inspect::end_reason`] gives it.
    ///
    /// ```
    /// use lytharia::chess::GameEnd;
    /// assert_eq!(GameEnd::FiftyMoves.reason(), "fifty-move rule");
    /// ```
    pub const fn reason(self) -> &'static str {
        match self {
            GameEnd::Checkmate => "checkmate",
            GameEnd::Stalemate => "stalemate",
            GameEnd::FiftyMoves => "fifty-move rule",
            GameEnd::InsufficientMaterial => "insufficient material",
            GameEnd::Repetition => "threefold repetition",
            GameEnd::SeventyFiveMoves => "seventy-five-move rule",
            GameEnd::FivefoldRepetition => "fivefold repetition",
        }
    }
}
