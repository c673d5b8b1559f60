//! One face for every game: what stands where, what a player may see, and
//! what a move does to the board.
//!
//! A renderer, a UI, a log or a CPU's debug output is written once against
//! [`Inspect`] and works for every game that implements it (ours and yours):
//!
//! * [`Inspect::view`] is a snapshot of the board as one [`Perspective`] sees
//!   it: the [`Geometry`], every occupied or marked cell ([`CellView`]) with
//!   its piece ([`PieceView`]) and [`Mark`]s, and each seat's side
//!   information ([`SideView`]).
//! * [`Inspect::move_effect`] describes, from the state *before* a move,
//!   what the move does to the board as a list of [`Change`]s that a UI can
//!   animate and a log can print. [`View::apply`] applies them; the
//!   conformance kit checks that applying a move's effect to the view before
//!   it gives the view after it.
//!
//! These are plain data, built on demand: nothing here is on the
//! move-generation hot path.
//!
//! ```
//! use board_core::inspect::{CellView, Change, Coord, Geometry, PieceView, View};
//! use board_core::{Player, Square};
//!
//! let e2 = Coord::Square(Square::E2);
//! let e4 = Coord::Square(Square::E4);
//! let mut view = View::new(Geometry::Square8);
//! view.set_piece(e2, PieceView::new(Player::new(0), "pawn", "P"));
//! view.apply(&[Change::Move { path: vec![e2, e4] }]).unwrap();
//! assert!(view.piece(e2).is_none());
//! assert_eq!(view.piece(e4).unwrap().glyph, "P");
//! ```

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use crate::game::{Game, Player};
use crate::hex::{Direction, Hex};
use crate::square::Square;

/// A short text that is usually a constant (`"knight"`) and sometimes built
/// at run time (a card's name).
pub type Text = Cow<'static, str>;

/// The shape of a board.
///
/// ```
/// use board_core::inspect::{Coord, Geometry};
/// use board_core::hex::Hex;
/// assert_eq!(Geometry::Square8.cells().count(), 64);
/// assert_eq!(Geometry::Hex { radius: 4 }.cells().count(), 61);
/// assert!(Geometry::Hex { radius: 4 }.contains(Coord::Hex(Hex::new(4, 0))));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Geometry {
    /// The 8x8 board of [`Square`]s, White (seat 0) at the bottom.
    Square8,
    /// Every [`Hex`] within `radius` of the centre (1 to 6), in the
    /// orientation of the rules documents: flat-top cells, `+q` toward the
    /// south-east, `+r` toward the north-east (north is up).
    Hex {
        /// The board's radius.
        radius: u8,
    },
}

impl Geometry {
    /// Whether `coord` is a cell of this board.
    pub fn contains(&self, coord: Coord) -> bool {
        match (self, coord) {
            (Geometry::Square8, Coord::Square(_)) => true,
            (Geometry::Hex { radius }, Coord::Hex(h)) => h.length() <= *radius as u32,
            _ => false,
        }
    }

    /// Every cell, in a fixed order: squares a1, b1, ..., h8; hex cells by
    /// `q`, then `r`.
    pub fn cells(&self) -> impl Iterator<Item = Coord> + '_ {
        let (squares, radius) = match *self {
            // An empty hex range: -1..=-1 holds no cell within radius -1.
            Geometry::Square8 => (64, -1),
            Geometry::Hex { radius } => (0, radius as i32),
        };
        let square_cells = (0..squares).map(|i| Coord::Square(Square::ALL[i]));
        let hex_cells = (-radius..=radius).flat_map(move |q| {
            (-radius..=radius)
                .map(move |r| Hex::new(q, r))
                .filter(move |h| radius >= 0 && h.length() <= radius as u32)
                .map(Coord::Hex)
        });
        square_cells.chain(hex_cells)
    }

    /// Where the centre of `coord` is drawn, in units where neighbouring
    /// squares are 1 apart and neighbouring hexes `sqrt(3)` apart (a hex's
    /// centre-to-corner size is 1). `x` grows to the right, `y` **down**
    /// (screen and SVG convention): rank 8 and north are at the top.
    ///
    /// ```
    /// use board_core::inspect::{Coord, Geometry};
    /// use board_core::hex::{Direction, Hex};
    /// use board_core::Square;
    /// assert_eq!(Geometry::Square8.center(Coord::Square(Square::A8)), (0.0, 0.0));
    /// assert_eq!(Geometry::Square8.center(Coord::Square(Square::H1)), (7.0, 7.0));
    /// let hex = Geometry::Hex { radius: 4 };
    /// let (x, y) = hex.center(Coord::Hex(Hex::ORIGIN.neighbor(Direction::N)));
    /// assert!(x.abs() < 1e-9 && y < 0.0); // north is up
    /// ```
    pub fn center(&self, coord: Coord) -> (f64, f64) {
        match coord {
            Coord::Square(s) => (s.file().index() as f64, 7.0 - s.rank().index() as f64),
            Coord::Hex(h) => hex_center(h),
        }
    }
}

/// The drawing position of a hex cell (flat-top, size 1, y down).
fn hex_center(h: Hex) -> (f64, f64) {
    const HALF_SQRT3: f64 = 0.866_025_403_784_438_6;
    let (q, r) = (h.q() as f64, h.r() as f64);
    (1.5 * (q + r), HALF_SQRT3 * (q - r))
}

/// A cell of either geometry.
///
/// Displays as the board's usual name: `e4`, or `(q,r)` for hexes.
///
/// ```
/// use board_core::inspect::Coord;
/// use board_core::hex::Hex;
/// use board_core::Square;
/// assert_eq!(Coord::Square(Square::E4).to_string(), "e4");
/// assert_eq!(Coord::Hex(Hex::new(1, -2)).to_string(), "(1,-2)");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Coord {
    /// A square of the 8x8 board.
    Square(Square),
    /// A cell of a hex board.
    Hex(Hex),
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Coord::Square(s) => s.fmt(f),
            Coord::Hex(h) => h.fmt(f),
        }
    }
}

impl From<Square> for Coord {
    fn from(s: Square) -> Self {
        Coord::Square(s)
    }
}

impl From<Hex> for Coord {
    fn from(h: Hex) -> Self {
        Coord::Hex(h)
    }
}

/// Whose eyes a [`View`] is built for. Games with hidden information (hands,
/// face-down troops) show each seat only what it may see.
///
/// ```
/// use board_core::inspect::Perspective;
/// use board_core::Player;
/// assert_eq!(Perspective::Seat(Player::new(1)).seat(), Some(Player::new(1)));
/// assert_eq!(Perspective::Omniscient.seat(), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Perspective {
    /// Everything, hidden information included (tests, debugging, replays).
    Omniscient,
    /// What this seat may see.
    Seat(Player),
    /// What an onlooker may see: public information only.
    Spectator,
}

impl Perspective {
    /// The seat, for [`Perspective::Seat`].
    pub fn seat(self) -> Option<Player> {
        match self {
            Perspective::Seat(p) => Some(p),
            _ => None,
        }
    }

    /// Whether this perspective may see what only `owner` knows.
    ///
    /// ```
    /// use board_core::inspect::Perspective;
    /// use board_core::Player;
    /// let (p1, p2) = (Player::new(0), Player::new(1));
    /// assert!(Perspective::Seat(p1).sees_private_of(p1));
    /// assert!(!Perspective::Seat(p1).sees_private_of(p2));
    /// assert!(Perspective::Omniscient.sees_private_of(p2));
    /// assert!(!Perspective::Spectator.sees_private_of(p1));
    /// ```
    pub fn sees_private_of(self, owner: Player) -> bool {
        match self {
            Perspective::Omniscient => true,
            Perspective::Seat(p) => p == owner,
            Perspective::Spectator => false,
        }
    }
}

/// A named number shown with a piece (Lytharia's Att and Def) or a seat.
///
/// ```
/// use board_core::inspect::Stat;
/// let att = Stat::new("att", 3);
/// assert_eq!(att.to_string(), "att 3");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Stat {
    /// Short lower-case name.
    pub name: Text,
    /// Its current value.
    pub value: i32,
}

impl Stat {
    /// A stat.
    pub fn new(name: impl Into<Text>, value: i32) -> Self {
        Stat {
            name: name.into(),
            value,
        }
    }
}

impl fmt::Display for Stat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.name, self.value)
    }
}

/// A piece as a player sees it.
///
/// ```
/// use board_core::inspect::{PieceView, Stat};
/// use board_core::hex::Direction;
/// use board_core::Player;
/// let spear = PieceView::new(Player::new(1), "spear", "S").facing(Direction::S);
/// assert_eq!(spear.facing, Some(Direction::S));
/// let troop = PieceView::new(Player::new(0), "knight", "N")
///     .stat("att", 3)
///     .stat("def", 5);
/// assert_eq!(troop.stats[1], Stat::new("def", 5));
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PieceView {
    /// Who owns it (for most games, its colour: seat 0 is White).
    pub owner: Player,
    /// What it is, lower case (`"knight"`, `"rabble"`, a card's name); `"?"`
    /// when the viewer may not know.
    pub kind: Text,
    /// A short glyph of one or two characters, upper case (`"N"`, `"Ra"`),
    /// the same for every owner; renderers colour it by owner.
    pub glyph: Text,
    /// The direction a directional piece faces (Kyrras Elephants and
    /// Spears).
    pub facing: Option<Direction>,
    /// Per-piece numbers (Lytharia's Att and Def), in display order.
    pub stats: Vec<Stat>,
    /// Whether the piece is face down (hidden from the opponents; the owner
    /// sees it with this flag set).
    pub face_down: bool,
}

impl PieceView {
    /// A piece with no facing, stats or hidden side.
    pub fn new(owner: Player, kind: impl Into<Text>, glyph: impl Into<Text>) -> Self {
        PieceView {
            owner,
            kind: kind.into(),
            glyph: glyph.into(),
            facing: None,
            stats: Vec::new(),
            face_down: false,
        }
    }

    /// With a facing.
    pub fn facing(mut self, facing: Direction) -> Self {
        self.facing = Some(facing);
        self
    }

    /// With one more stat.
    pub fn stat(mut self, name: impl Into<Text>, value: i32) -> Self {
        self.stats.push(Stat::new(name, value));
        self
    }

    /// Face down.
    pub fn face_down(mut self) -> Self {
        self.face_down = true;
        self
    }

    /// The value of the stat called `name`.
    ///
    /// ```
    /// use board_core::inspect::PieceView;
    /// use board_core::Player;
    /// let p = PieceView::new(Player::new(0), "rook", "R").stat("def", 4);
    /// assert_eq!(p.stat_value("def"), Some(4));
    /// assert_eq!(p.stat_value("att"), None);
    /// ```
    pub fn stat_value(&self, name: &str) -> Option<i32> {
        self.stats.iter().find(|s| s.name == name).map(|s| s.value)
    }
}

/// Something on a cell besides its piece: terrain (a Kyrras Mountain), an
/// area (a Strife fire cell), a status of the piece there (frozen,
/// invincible), a landmark (Lytharia's obelisk).
///
/// ```
/// use board_core::inspect::Mark;
/// use board_core::Player;
/// let fire = Mark::new("fire").owned_by(Player::new(0)).lasting(2);
/// assert_eq!(fire.to_string(), "fire(P1, 2)");
/// assert_eq!(Mark::new("mountain").to_string(), "mountain");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Mark {
    /// Short lower-case name (`"mountain"`, `"fire"`, `"frozen"`).
    pub name: Text,
    /// The seat it belongs to, if any.
    pub owner: Option<Player>,
    /// A number shown with it (turns left, charge), if any.
    pub value: Option<i32>,
}

impl Mark {
    /// A mark with no owner and no number.
    pub fn new(name: impl Into<Text>) -> Self {
        Mark {
            name: name.into(),
            owner: None,
            value: None,
        }
    }

    /// With an owner.
    pub fn owned_by(mut self, owner: Player) -> Self {
        self.owner = Some(owner);
        self
    }

    /// With a number (turns left, charge).
    pub fn lasting(mut self, value: i32) -> Self {
        self.value = Some(value);
        self
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)?;
        match (self.owner, self.value) {
            (Some(o), Some(v)) => write!(f, "({o}, {v})"),
            (Some(o), None) => write!(f, "({o})"),
            (None, Some(v)) => write!(f, "({v})"),
            (None, None) => Ok(()),
        }
    }
}

/// One cell of a [`View`]: its piece, if any, and its marks.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CellView {
    /// Which cell.
    pub coord: Coord,
    /// What stands on it.
    pub piece: Option<PieceView>,
    /// Its marks, in the game's order.
    pub marks: Vec<Mark>,
}

/// One labelled line of side information (`mana: 12`, `hand: fireball,
/// longsword`).
///
/// ```
/// use board_core::inspect::Info;
/// assert_eq!(Info::new("mana", "12").to_string(), "mana: 12");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Info {
    /// Short lower-case label.
    pub label: Text,
    /// Its value, as text.
    pub value: String,
}

impl Info {
    /// A line of side information.
    pub fn new(label: impl Into<Text>, value: impl Into<String>) -> Self {
        Info {
            label: label.into(),
            value: value.into(),
        }
    }
}

impl fmt::Display for Info {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.label, self.value)
    }
}

/// A seat as the viewer sees it.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SideView {
    /// The seat.
    pub player: Player,
    /// Its name in the game (`"White"`, `"P3"`).
    pub name: Text,
    /// Whether it is still in the game (a Kyrras seat can be eliminated).
    pub active: bool,
    /// Its side information that the viewer may see (mana, sets, score,
    /// the hand only for its own seat).
    pub info: Vec<Info>,
}

impl SideView {
    /// A seat still in the game with no side information yet.
    pub fn new(player: Player, name: impl Into<Text>) -> Self {
        SideView {
            player,
            name: name.into(),
            active: true,
            info: Vec::new(),
        }
    }

    /// With one more line of side information.
    pub fn info(mut self, label: impl Into<Text>, value: impl Into<String>) -> Self {
        self.info.push(Info::new(label, value));
        self
    }
}

/// A snapshot of a game as one [`Perspective`] sees it.
///
/// `cells` holds every cell that has a piece or a mark, sorted by
/// coordinate; empty unmarked cells are left out. Two views are equal when
/// they show the same thing.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct View {
    /// The board's shape.
    pub geometry: Geometry,
    /// Occupied or marked cells, sorted by [`Coord`].
    pub cells: Vec<CellView>,
    /// Who decides next, `None` once the game is over.
    pub to_act: Option<Player>,
    /// Every seat, in seat order.
    pub sides: Vec<SideView>,
    /// Information about the game as a whole (turn, phase, round).
    pub info: Vec<Info>,
}

/// Why [`View::apply`] could not apply a [`Change`].
///
/// ```
/// use board_core::inspect::{ApplyError, Change, Coord, Geometry, View};
/// use board_core::Square;
/// let mut v = View::new(Geometry::Square8);
/// let a1 = Coord::Square(Square::A1);
/// assert_eq!(v.apply(&[Change::Remove { at: a1 }]), Err(ApplyError::NoPiece(a1)));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ApplyError {
    /// A change needs a piece on a cell that is empty.
    NoPiece(Coord),
    /// A [`Change::Move`] path with fewer than two cells.
    ShortPath,
    /// A [`Change::Unmark`] of a mark the cell does not have.
    NoMark(Coord),
    /// A cell that is not on the board.
    OffBoard(Coord),
}

impl fmt::Display for ApplyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ApplyError::NoPiece(c) => write!(f, "no piece on {c}"),
            ApplyError::ShortPath => f.write_str("a move path needs at least two cells"),
            ApplyError::NoMark(c) => write!(f, "{c} has no such mark"),
            ApplyError::OffBoard(c) => write!(f, "{c} is not on the board"),
        }
    }
}

impl core::error::Error for ApplyError {}

impl View {
    /// An empty board with no seats.
    pub fn new(geometry: Geometry) -> Self {
        View {
            geometry,
            cells: Vec::new(),
            to_act: None,
            sides: Vec::new(),
            info: Vec::new(),
        }
    }

    /// The cell at `coord`, if it has a piece or a mark.
    pub fn cell(&self, coord: Coord) -> Option<&CellView> {
        self.cells
            .binary_search_by(|c| c.coord.cmp(&coord))
            .ok()
            .map(|i| &self.cells[i])
    }

    /// The piece on `coord`.
    pub fn piece(&self, coord: Coord) -> Option<&PieceView> {
        self.cell(coord).and_then(|c| c.piece.as_ref())
    }

    /// The marks of `coord` (empty for a plain cell).
    pub fn marks(&self, coord: Coord) -> &[Mark] {
        self.cell(coord).map_or(&[], |c| &c.marks)
    }

    /// Every piece with its cell, in coordinate order.
    ///
    /// ```
    /// use board_core::inspect::{Coord, Geometry, PieceView, View};
    /// use board_core::{Player, Square};
    /// let mut v = View::new(Geometry::Square8);
    /// v.set_piece(Coord::Square(Square::E1), PieceView::new(Player::new(0), "king", "K"));
    /// assert_eq!(v.pieces().count(), 1);
    /// ```
    pub fn pieces(&self) -> impl Iterator<Item = (Coord, &PieceView)> {
        self.cells
            .iter()
            .filter_map(|c| c.piece.as_ref().map(|p| (c.coord, p)))
    }

    fn cell_mut(&mut self, coord: Coord) -> &mut CellView {
        let i = match self.cells.binary_search_by(|c| c.coord.cmp(&coord)) {
            Ok(i) => i,
            Err(i) => {
                self.cells.insert(
                    i,
                    CellView {
                        coord,
                        piece: None,
                        marks: Vec::new(),
                    },
                );
                i
            }
        };
        &mut self.cells[i]
    }

    /// Drops cells that have become empty and unmarked.
    fn tidy(&mut self) {
        self.cells
            .retain(|c| c.piece.is_some() || !c.marks.is_empty());
    }

    /// Puts `piece` on `coord`, replacing what stood there.
    pub fn set_piece(&mut self, coord: Coord, piece: PieceView) {
        self.cell_mut(coord).piece = Some(piece);
    }

    /// Adds a mark to `coord` (after its other marks).
    pub fn add_mark(&mut self, coord: Coord, mark: Mark) {
        self.cell_mut(coord).marks.push(mark);
    }

    /// Applies the changes of a [`MoveEffect`], in order. On error the view
    /// may be partly changed (it is a scratch copy in every use).
    pub fn apply(&mut self, changes: &[Change]) -> Result<(), ApplyError> {
        for change in changes {
            for &c in change.cells() {
                if !self.geometry.contains(c) {
                    return Err(ApplyError::OffBoard(c));
                }
            }
            match change {
                Change::Move { path } => {
                    let (Some(&from), Some(&to)) = (path.first(), path.last()) else {
                        return Err(ApplyError::ShortPath);
                    };
                    if path.len() < 2 {
                        return Err(ApplyError::ShortPath);
                    }
                    let piece = self
                        .cell_mut(from)
                        .piece
                        .take()
                        .ok_or(ApplyError::NoPiece(from))?;
                    self.cell_mut(to).piece = Some(piece);
                }
                Change::Remove { at } => {
                    self.cell_mut(*at)
                        .piece
                        .take()
                        .ok_or(ApplyError::NoPiece(*at))?;
                }
                Change::Place { at, piece } => self.set_piece(*at, piece.clone()),
                Change::Mark { at, mark } => self.add_mark(*at, mark.clone()),
                Change::Unmark { at, mark } => {
                    let marks = &mut self.cell_mut(*at).marks;
                    let i = marks
                        .iter()
                        .position(|m| m == mark)
                        .ok_or(ApplyError::NoMark(*at))?;
                    marks.remove(i);
                }
            }
        }
        self.tidy();
        Ok(())
    }

    /// The board part of the view (geometry and cells), without side and
    /// game information: what [`MoveEffect`]s describe.
    pub fn board(&self) -> (Geometry, &[CellView]) {
        (self.geometry, &self.cells)
    }
}

/// One thing a move does to the board. [`View::apply`] gives the meaning
/// exactly.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Change {
    /// The piece on `path[0]` travels through the cells of `path`, in order,
    /// and ends on the last one (which must be empty by then: capture with a
    /// [`Change::Remove`] first). A knight's path is its two ends.
    Move {
        /// Start, cells passed (for animation), end.
        path: Vec<Coord>,
    },
    /// The piece on `at` leaves the board (captured, killed, sacrificed).
    Remove {
        /// Where it stood.
        at: Coord,
    },
    /// A piece appears on `at`, replacing whatever stood there: a
    /// promotion, a resurrection, a new facing, changed stats, a piece
    /// turned face up.
    Place {
        /// Where.
        at: Coord,
        /// The piece as it now is.
        piece: PieceView,
    },
    /// A mark is added to `at`.
    Mark {
        /// Where.
        at: Coord,
        /// The mark.
        mark: Mark,
    },
    /// A mark (equal to this one) is taken from `at`.
    Unmark {
        /// Where.
        at: Coord,
        /// The mark.
        mark: Mark,
    },
}

impl Change {
    /// The cells this change touches.
    pub fn cells(&self) -> &[Coord] {
        match self {
            Change::Move { path } => path,
            Change::Remove { at }
            | Change::Place { at, .. }
            | Change::Mark { at, .. }
            | Change::Unmark { at, .. } => core::slice::from_ref(at),
        }
    }
}

impl fmt::Display for Change {
    /// A short log line: `move e2-e3-e4`, `remove d5`, `place e8 Q`,
    /// `mark f3 fire(P1, 2)`, `unmark f3 frozen`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Change::Move { path } => {
                f.write_str("move ")?;
                for (i, c) in path.iter().enumerate() {
                    if i > 0 {
                        f.write_str("-")?;
                    }
                    c.fmt(f)?;
                }
                Ok(())
            }
            Change::Remove { at } => write!(f, "remove {at}"),
            Change::Place { at, piece } => write!(f, "place {at} {}", piece.glyph),
            Change::Mark { at, mark } => write!(f, "mark {at} {mark}"),
            Change::Unmark { at, mark } => write!(f, "unmark {at} {mark}"),
        }
    }
}

/// What one move does to the board, in order: the changes a UI animates and
/// a log prints.
///
/// ```
/// use board_core::inspect::{Change, Coord, MoveEffect};
/// use board_core::Square;
/// let (d4, e5) = (Coord::Square(Square::D4), Coord::Square(Square::E5));
/// let capture = MoveEffect::from(vec![
///     Change::Remove { at: e5 },
///     Change::Move { path: vec![d4, e5] },
/// ]);
/// assert_eq!(capture.captures().collect::<Vec<_>>(), [e5]);
/// assert_eq!(capture.to_string(), "remove e5; move d4-e5");
/// assert_eq!(capture.touched(), vec![d4, e5]);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MoveEffect {
    /// The changes, in the order they happen.
    pub changes: Vec<Change>,
}

impl MoveEffect {
    /// No change to the board (a pass, a card drawn, mana gained).
    pub fn none() -> Self {
        MoveEffect::default()
    }

    /// Appends a change.
    pub fn push(&mut self, change: Change) {
        self.changes.push(change);
    }

    /// The cells whose pieces leave the board.
    pub fn captures(&self) -> impl Iterator<Item = Coord> + '_ {
        self.changes.iter().filter_map(|c| match c {
            Change::Remove { at } => Some(*at),
            _ => None,
        })
    }

    /// Every cell the move touches, sorted, each once: what a UI highlights
    /// as the last move.
    pub fn touched(&self) -> Vec<Coord> {
        let mut cells: Vec<Coord> = self
            .changes
            .iter()
            .flat_map(|c| c.cells().iter().copied())
            .collect();
        cells.sort_unstable();
        cells.dedup();
        cells
    }

    /// The changes that turn the board of `before` into the board of
    /// `after`, for games whose moves are too varied to describe one by one
    /// (spells): pieces that vanished are removed, pieces that appeared or
    /// changed are placed, marks that went or came are unmarked or marked.
    /// `moved` names pieces known to travel (`(from, to)`, taken before the
    /// diff so an animation shows them moving).
    ///
    /// ```
    /// use board_core::inspect::{Change, Coord, Geometry, MoveEffect, PieceView, View};
    /// use board_core::{Player, Square};
    /// let (e2, e4) = (Coord::Square(Square::E2), Coord::Square(Square::E4));
    /// let pawn = PieceView::new(Player::new(0), "pawn", "P");
    /// let mut before = View::new(Geometry::Square8);
    /// before.set_piece(e2, pawn.clone());
    /// let mut after = View::new(Geometry::Square8);
    /// after.set_piece(e4, pawn);
    /// let effect = MoveEffect::diff(&before, &after, &[(e2, e4)]);
    /// assert_eq!(effect.changes, [Change::Move { path: vec![e2, e4] }]);
    /// let mut replay = before.clone();
    /// replay.apply(&effect.changes).unwrap();
    /// assert_eq!(replay.cells, after.cells);
    /// ```
    pub fn diff(before: &View, after: &View, moved: &[(Coord, Coord)]) -> Self {
        let mut effect = MoveEffect::none();
        let mut scratch = before.clone();
        for &(from, to) in moved {
            if from == to || scratch.piece(from).is_none() {
                continue;
            }
            if scratch.piece(to).is_some() {
                scratch.cell_mut(to).piece = None;
                effect.push(Change::Remove { at: to });
            }
            let change = Change::Move {
                path: vec![from, to],
            };
            // The path is valid: both cells are on the scratch board.
            let _ = scratch.apply(core::slice::from_ref(&change));
            effect.push(change);
        }
        // Pieces: remove what is gone, place what is new or changed.
        let coords: Vec<Coord> = {
            let mut all: Vec<Coord> = scratch
                .cells
                .iter()
                .chain(after.cells.iter())
                .map(|c| c.coord)
                .collect();
            all.sort_unstable();
            all.dedup();
            all
        };
        for &at in &coords {
            match (scratch.piece(at), after.piece(at)) {
                (Some(_), None) => effect.push(Change::Remove { at }),
                (None, Some(p)) => effect.push(Change::Place {
                    at,
                    piece: p.clone(),
                }),
                (Some(a), Some(b)) if a != b => effect.push(Change::Place {
                    at,
                    piece: b.clone(),
                }),
                _ => {}
            }
            let (old, new) = (scratch.marks(at), after.marks(at));
            if old != new {
                for m in old {
                    effect.push(Change::Unmark {
                        at,
                        mark: m.clone(),
                    });
                }
                for m in new {
                    effect.push(Change::Mark {
                        at,
                        mark: m.clone(),
                    });
                }
            }
        }
        effect
    }
}

impl From<Vec<Change>> for MoveEffect {
    fn from(changes: Vec<Change>) -> Self {
        MoveEffect { changes }
    }
}

impl fmt::Display for MoveEffect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, c) in self.changes.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            c.fmt(f)?;
        }
        Ok(())
    }
}

/// A game that shows its board: the interface renderers, UIs and logs are
/// written against.
///
/// # Contract
/// Checked by the conformance kit (`Conformance::with_inspection`, feature `testkit`):
///
/// * [`view`](Inspect::view) lists only cells of its geometry, sorted, with
///   no empty unmarked cell, `to_act` equal to [`Game::to_act`], one
///   [`SideView`] per seat in seat order;
/// * for every legal move, applying [`move_effect`](Inspect::move_effect)
///   to the omniscient view before the move gives the omniscient view after
///   it (cells only; side information is not described by effects).
///
///
/// # Example
/// ```
/// use board_core::inspect::{Change, Coord, Geometry, Inspect, MoveEffect, Perspective, PieceView, SideView, View};
/// use board_core::{Game, IllegalMove, MoveList, Outcome, Player, Square};
///
/// /// One rook walks along the first rank; it may step one square right.
/// #[derive(Clone, Debug, PartialEq)]
/// struct Walk(Square);
/// impl Game for Walk {
///     type Move = Square;
///     type Moves = MoveList<Square, 1>;
///     type Error = IllegalMove;
///     fn player_count(&self) -> usize { 1 }
///     fn to_act(&self) -> Option<Player> { (self.0 != Square::H1).then(|| Player::new(0)) }
///     fn generate_moves(&self, m: &mut Self::Moves) {
///         if let Some(next) = self.0.offset(1, 0) { m.push(next) }
///     }
///     fn play(&mut self, mv: Square) -> Result<(), IllegalMove> {
///         if !self.is_legal(mv) { return Err(IllegalMove) }
///         self.0 = mv;
///         Ok(())
///     }
///     fn play_unchecked(&mut self, mv: Square) { self.0 = mv; }
///     fn outcome(&self) -> Option<Outcome> { (self.0 == Square::H1).then(|| Outcome::Winner(Player::new(0))) }
///     fn zobrist(&self) -> u64 { self.0.index() as u64 }
/// }
/// impl Inspect for Walk {
///     fn view(&self, _: Perspective) -> View {
///         let mut v = View::new(Geometry::Square8);
///         v.set_piece(self.0.into(), PieceView::new(Player::new(0), "rook", "R"));
///         v.to_act = self.to_act();
///         v.sides.push(SideView::new(Player::new(0), "White"));
///         v
///     }
///     fn move_effect(&self, mv: Square) -> MoveEffect {
///         MoveEffect::from(vec![Change::Move { path: vec![self.0.into(), mv.into()] }])
///     }
/// }
/// let w = Walk(Square::A1);
/// assert_eq!(w.view(Perspective::Omniscient).pieces().count(), 1);
/// assert_eq!(w.move_effect(Square::B1).to_string(), "move a1-b1");
/// ```
pub trait Inspect: Game {
    /// The board and side information as `perspective` sees it.
    fn view(&self, perspective: Perspective) -> View;

    /// What `mv` (legal now) does to the board. Computed from the state
    /// before the move; the result for an illegal move is unspecified (but
    /// never a panic).
    fn move_effect(&self, mv: Self::Move) -> MoveEffect;

    /// The board's shape (the geometry of every [`view`](Inspect::view)).
    fn geometry(&self) -> Geometry {
        self.view(Perspective::Spectator).geometry
    }

    /// The display name of a seat (`"White"`, `"P2"`). The default is
    /// `P1`, `P2`, ...
    fn seat_name(&self, player: Player) -> String {
        alloc::format!("{player}")
    }

    /// Why the game ended, in a few lower-case words (`"checkmate"`,
    /// `"fifty-move rule"`, `"truce"`, `"elimination"`, `"points"`), or
    /// `None` while it goes on (or when the game does not say).
    fn end_reason(&self) -> Option<String> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_layout_follows_the_compass() {
        // K-G1: N is straight up, NE up-right, SE down-right.
        let o = Hex::ORIGIN;
        let at = |d: Direction| hex_center(o.neighbor(d));
        let (nx, ny) = at(Direction::N);
        assert!(nx.abs() < 1e-9 && (ny + 3f64.sqrt()).abs() < 1e-9);
        let (ex, ey) = at(Direction::NE);
        assert!(ex > 1.49 && ey < -0.8);
        let (sx, sy) = at(Direction::SE);
        assert!(sx > 1.49 && sy > 0.8);
        let (wx, wy) = at(Direction::SW);
        assert!(wx < -1.49 && wy > 0.8);
    }

    #[test]
    fn apply_rejects_bad_changes_and_tidies() {
        let mut v = View::new(Geometry::Hex { radius: 1 });
        let far = Coord::Hex(Hex::new(2, 0));
        assert_eq!(
            v.apply(&[Change::Mark {
                at: far,
                mark: Mark::new("x")
            }]),
            Err(ApplyError::OffBoard(far))
        );
        let c = Coord::Hex(Hex::ORIGIN);
        v.add_mark(c, Mark::new("mountain"));
        v.apply(&[Change::Unmark {
            at: c,
            mark: Mark::new("mountain"),
        }])
        .unwrap();
        assert!(v.cells.is_empty());
        assert_eq!(
            v.apply(&[Change::Move { path: vec![c] }]),
            Err(ApplyError::ShortPath)
        );
    }
}
