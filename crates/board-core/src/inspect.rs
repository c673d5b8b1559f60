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
use alloc::string::{String, ToString};
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
    /// Its printed or largest value, where the game has one (a troop's
    /// full Def), so damage shows as `def 3/7`.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub max: Option<i32>,
}

impl Stat {
    /// A stat.
    pub fn new(name: impl Into<Text>, value: i32) -> Self {
        Stat {
            name: name.into(),
            value,
            max: None,
        }
    }

    /// With its printed or largest value.
    ///
    /// ```
    /// use board_core::inspect::Stat;
    /// assert_eq!(Stat::new("def", 3).of(7).to_string(), "def 3/7");
    /// ```
    pub fn of(mut self, max: i32) -> Self {
        self.max = Some(max);
        self
    }
}

impl fmt::Display for Stat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.name, self.value)?;
        match self.max {
            Some(max) => write!(f, "/{max}"),
            None => Ok(()),
        }
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
    /// Its own name where it has one beyond its kind (the card a Lytharia
    /// troop was summoned from), `None` when the viewer may not know.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub name: Option<Text>,
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
            name: None,
        }
    }

    /// With its own name (a troop's card name).
    ///
    /// ```
    /// use board_core::inspect::PieceView;
    /// use board_core::Player;
    /// let troop = PieceView::new(Player::new(0), "knight", "N").named("Griffin Knight");
    /// assert_eq!(troop.label(), "Griffin Knight");
    /// assert_eq!(PieceView::new(Player::new(0), "knight", "N").label(), "knight");
    /// ```
    pub fn named(mut self, name: impl Into<Text>) -> Self {
        self.name = Some(name.into());
        self
    }

    /// What a person calls it: its own name, else its kind.
    pub fn label(&self) -> &str {
        self.name.as_deref().unwrap_or(&self.kind)
    }

    /// With a stat that has a printed or largest value (`def 3/7`).
    pub fn stat_of(mut self, name: impl Into<Text>, value: i32, max: i32) -> Self {
        self.stats.push(Stat::new(name, value).of(max));
        self
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
    /// Its zones of items (hand, crypt, deck), each with what the viewer
    /// may see of it.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub zones: Vec<Zone>,
}

impl SideView {
    /// A seat still in the game with no side information yet.
    pub fn new(player: Player, name: impl Into<Text>) -> Self {
        SideView {
            player,
            name: name.into(),
            active: true,
            info: Vec::new(),
            zones: Vec::new(),
        }
    }

    /// With one more line of side information.
    pub fn info(mut self, label: impl Into<Text>, value: impl Into<String>) -> Self {
        self.info.push(Info::new(label, value));
        self
    }

    /// With one more zone.
    ///
    /// ```
    /// use board_core::inspect::{Item, SideView, Zone};
    /// use board_core::Player;
    /// let side = SideView::new(Player::new(0), "P1")
    ///     .zone(Zone::hidden("deck", 30))
    ///     .zone(Zone::open("hand", vec![Item::new("bolt", "Chaos Bolt", "spell").cost(3)]));
    /// assert_eq!(side.find_zone("deck").unwrap().size, 30);
    /// assert_eq!(side.find_zone("hand").unwrap().items[0].name, "Chaos Bolt");
    /// ```
    pub fn zone(mut self, zone: Zone) -> Self {
        self.zones.push(zone);
        self
    }

    /// Its lines for a side panel: each info line, then each zone that
    /// holds something.
    ///
    /// ```
    /// use board_core::inspect::{SideView, Zone};
    /// use board_core::Player;
    /// let side = SideView::new(Player::new(0), "P1")
    ///     .info("mana", "3")
    ///     .zone(Zone::hidden("deck", 30))
    ///     .zone(Zone::hidden("crypt", 0));
    /// assert_eq!(side.panel_lines(), ["mana: 3", "deck: 30"]);
    /// ```
    pub fn panel_lines(&self) -> Vec<String> {
        self.info
            .iter()
            .map(|i| i.to_string())
            .chain(
                self.zones
                    .iter()
                    .filter(|z| z.size > 0)
                    .map(|z| z.to_string()),
            )
            .collect()
    }

    /// The zone called `name`, if the side has it.
    pub fn find_zone(&self, name: &str) -> Option<&Zone> {
        self.zones.iter().find(|z| z.name == name)
    }
}

/// A thing that is not on the board: a card in a hand, a crypt or a deck,
/// a set skill. The same type serves a game's catalogue
/// ([`Inspect::catalogue`]).
///
/// ```
/// use board_core::inspect::Item;
/// let bolt = Item::new("chaos-bolt", "Chaos Bolt", "spell")
///     .cost(3)
///     .text("Deal 3 damage to a troop.");
/// assert_eq!(bolt.to_string(), "Chaos Bolt (spell, cost 3): Deal 3 damage to a troop.");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Item {
    /// A stable identifier, the one the game's notation uses.
    pub id: Text,
    /// Its printed name.
    pub name: Text,
    /// What type of item it is (`"troop"`, `"spell"`, `"equipment"`).
    pub kind: Text,
    /// What it costs to use, where it has a cost.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub cost: Option<i32>,
    /// Its rules text, in words.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "String::is_empty")
    )]
    pub text: String,
    /// Its other printed numbers (`att 3`, `def 5`).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub values: Vec<Stat>,
}

impl Item {
    /// An item with no cost, text or values.
    pub fn new(id: impl Into<Text>, name: impl Into<Text>, kind: impl Into<Text>) -> Self {
        Item {
            id: id.into(),
            name: name.into(),
            kind: kind.into(),
            cost: None,
            text: String::new(),
            values: Vec::new(),
        }
    }

    /// With a cost.
    pub fn cost(mut self, cost: i32) -> Self {
        self.cost = Some(cost);
        self
    }

    /// With rules text.
    pub fn text(mut self, text: impl Into<String>) -> Self {
        self.text = text.into();
        self
    }

    /// With one more printed number.
    pub fn value(mut self, name: impl Into<Text>, value: i32) -> Self {
        self.values.push(Stat::new(name, value));
        self
    }
}

impl fmt::Display for Item {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({}", self.name, self.kind)?;
        if let Some(cost) = self.cost {
            write!(f, ", cost {cost}")?;
        }
        for v in &self.values {
            write!(f, ", {v}")?;
        }
        f.write_str(")")?;
        if !self.text.is_empty() {
            write!(f, ": {}", self.text)?;
        }
        Ok(())
    }
}

/// One of a seat's zones (hand, crypt, deck) as a viewer sees it: how many
/// items it holds, and those of them the viewer may see.
///
/// ```
/// use board_core::inspect::{Item, Zone};
/// let deck = Zone::hidden("deck", 24);
/// assert_eq!((deck.size, deck.items.len()), (24, 0));
/// let hand = Zone::open("hand", vec![Item::new("x", "X", "spell")]);
/// assert_eq!(hand.size, 1);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Zone {
    /// Its name (`"hand"`, `"crypt"`, `"deck"`).
    pub name: Text,
    /// How many items it holds, seen or not.
    pub size: usize,
    /// The items the viewer may see, in the zone's order; fewer than
    /// `size` when some are hidden.
    pub items: Vec<Item>,
}

impl Zone {
    /// A zone whose items the viewer sees.
    pub fn open(name: impl Into<Text>, items: Vec<Item>) -> Self {
        Zone {
            name: name.into(),
            size: items.len(),
            items,
        }
    }

    /// A zone of which the viewer sees only the size.
    pub fn hidden(name: impl Into<Text>, size: usize) -> Self {
        Zone {
            name: name.into(),
            size,
            items: Vec::new(),
        }
    }
}

/// One line for a side panel: the items' names when the viewer sees them,
/// else the size.
///
/// ```
/// use board_core::inspect::{Item, Zone};
/// assert_eq!(Zone::hidden("deck", 24).to_string(), "deck: 24");
/// let hand = Zone::open("hand", vec![Item::new("a", "Fireball", "spell"), Item::new("b", "Dagger", "equipment")]);
/// assert_eq!(hand.to_string(), "hand: Fireball, Dagger");
/// ```
impl fmt::Display for Zone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.name)?;
        if self.items.is_empty() {
            return write!(f, "{}", self.size);
        }
        for (i, item) in self.items.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(&item.name)?;
        }
        match self.size.saturating_sub(self.items.len()) {
            0 => Ok(()),
            hidden => write!(f, " and {hidden} hidden"),
        }
    }
}

/// How a board's cells are named for people.
///
/// ```
/// use board_core::inspect::{CellNaming, Coord, Geometry};
/// use board_core::hex::Hex;
/// let g = Geometry::Hex { radius: 5 };
/// // Glinski's board: files a-l (no j) from west to east, ranks from the south.
/// assert_eq!(CellNaming::HexFileRank.name(g, Coord::Hex(Hex::ORIGIN)), "f6");
/// assert_eq!(CellNaming::Standard.name(g, Coord::Hex(Hex::ORIGIN)), "(0,0)");
/// assert_eq!(CellNaming::HexFileRank.parse(g, "f6"), Some(Coord::Hex(Hex::ORIGIN)));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum CellNaming {
    /// [`Coord`]'s own names: `e4` for squares, `(q,r)` for hexes.
    #[default]
    Standard,
    /// Hex boards named by file letter and rank number, as hexagonal chess
    /// (Glinski, McCooey) writes them: files are the vertical columns `a`
    /// to `l` (no `j`) from west to east, ranks count from 1 at the
    /// southern rim of each file. Squares keep their standard names.
    HexFileRank,
}

/// File letters of hexagonal chess: `j` is skipped.
const HEX_FILES: &[u8; 13] = b"abcdefghiklmn";

impl CellNaming {
    /// The name of `coord` on a board of shape `geometry`.
    pub fn name(self, geometry: Geometry, coord: Coord) -> String {
        match (self, geometry, coord) {
            (CellNaming::HexFileRank, Geometry::Hex { radius }, Coord::Hex(h)) => {
                let radius = radius as i32;
                let file = h.q() + h.r() + radius;
                let rank = radius + 1 + h.r().min(-h.q());
                match usize::try_from(file).ok().and_then(|f| HEX_FILES.get(f)) {
                    Some(&letter) if rank >= 1 => alloc::format!("{}{rank}", letter as char),
                    _ => coord.to_string(),
                }
            }
            _ => coord.to_string(),
        }
    }

    /// The cell named `text` on a board of shape `geometry`, if there is
    /// one (the standard names are accepted under either naming).
    pub fn parse(self, geometry: Geometry, text: &str) -> Option<Coord> {
        let text = text.trim();
        geometry
            .cells()
            .find(|&c| self.name(geometry, c) == text || c.to_string() == text)
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
    /// How the game names its cells ([`View::cell_name`]).
    #[cfg_attr(feature = "serde", serde(default))]
    pub naming: CellNaming,
    /// What the game's words on the board mean, for a legend: one entry
    /// per mark name or stat name (`blessed`: "cannot be taken; the number
    /// is the turn ends it still lasts"). A renderer explains the names
    /// the view uses and leaves the others out.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub glossary: Vec<Info>,
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
            naming: CellNaming::Standard,
            glossary: Vec::new(),
        }
    }

    /// With an explanation of a mark or stat name for legends.
    ///
    /// ```
    /// use board_core::inspect::{Geometry, View};
    /// let view = View::new(Geometry::Square8).explain("frozen", "cannot move");
    /// assert_eq!(view.explanation("frozen"), Some("cannot move"));
    /// assert_eq!(view.explanation("fire"), None);
    /// ```
    pub fn explain(mut self, name: impl Into<Text>, meaning: impl Into<String>) -> Self {
        self.glossary.push(Info::new(name, meaning));
        self
    }

    /// The game's explanation of a mark or stat name: the entry for `name`,
    /// else for its part before a `:` (`equip` for `equip:longsword`).
    pub fn explanation(&self, name: &str) -> Option<&str> {
        let find = |n: &str| {
            self.glossary
                .iter()
                .find(|i| i.label == n)
                .map(|i| i.value.as_str())
        };
        find(name).or_else(|| name.split_once(':').and_then(|(head, _)| find(head)))
    }

    /// With a way of naming cells.
    pub fn named_cells(mut self, naming: CellNaming) -> Self {
        self.naming = naming;
        self
    }

    /// The name of `coord` as the game writes it.
    ///
    /// ```
    /// use board_core::inspect::{CellNaming, Coord, Geometry, View};
    /// use board_core::hex::Hex;
    /// let view = View::new(Geometry::Hex { radius: 5 }).named_cells(CellNaming::HexFileRank);
    /// assert_eq!(view.cell_name(Coord::Hex(Hex::new(0, -5))), "a1");
    /// assert_eq!(view.cell_name(Coord::Hex(Hex::new(5, -5))), "f1");
    /// ```
    pub fn cell_name(&self, coord: Coord) -> String {
        self.naming.name(self.geometry, coord)
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

    /// The name of a cell as this game writes it (`e4`, Glinski's `f6`).
    /// The default asks a spectator's [`View::cell_name`]; games override
    /// it with something cheaper.
    fn cell_name(&self, coord: Coord) -> String {
        self.view(Perspective::Spectator).cell_name(coord)
    }

    /// What `mv` (legal now) does to the board as `perspective` sees it:
    /// applied to `self.view(perspective)` it gives the perspective's view
    /// after the move, and it holds nothing that view does not show.
    ///
    /// The default is [`move_effect`](Inspect::move_effect) for games
    /// without hidden information ([`Game::has_hidden_information`]) and for [`Perspective::Omniscient`];
    /// otherwise the difference between the perspective's views before and
    /// after the move, keeping the paths of pieces the perspective sees
    /// move. Override it only to add public hints, never identities.
    ///
    /// In a game with chance (dice, draws from a shuffled deck) the effect
    /// shows how the chance fell, so it is for showing a move once it is
    /// played (animation, logs), not for previewing a choice: a menu of
    /// moves shows their notation or cells, never their effects.
    fn move_effect_for(&self, mv: Self::Move, perspective: Perspective) -> MoveEffect {
        let full = self.move_effect(mv);
        if perspective == Perspective::Omniscient || !self.has_hidden_information() {
            return full;
        }
        let before = self.view(perspective);
        let mut state = self.clone();
        state.play_unchecked(mv);
        let after = state.view(perspective);
        seat_safe_effect(&full, &before, &after)
    }

    /// `mv` (legal now) in words for `perspective`, naming pieces and cells
    /// as the game does: `"White: pawn e4 takes knight on d5"`. The default
    /// describes [`move_effect_for`](Inspect::move_effect_for) with
    /// [`describe_effect`]; games with moves that do more than move pieces
    /// (cards, skills) override it. It never names what `perspective` may
    /// not see. Like [`move_effect_for`](Inspect::move_effect_for) it tells
    /// how chance fell, so it is shown once the move is played, not as a
    /// preview of a choice.
    fn describe_move(&self, mv: Self::Move, perspective: Perspective) -> String {
        let before = self.view(perspective);
        let effect = self.move_effect_for(mv, perspective);
        let actor = self.to_act().map(|p| self.seat_name(p)).unwrap_or_default();
        describe_effect(&actor, &before, &effect)
    }

    /// A key that groups moves for a menu (every target of one card, every
    /// facing of one step), or `None` where a move stands alone. Menus show
    /// one line per group; the moves of a group are listed on request.
    fn move_group(&self, mv: Self::Move) -> Option<String> {
        let _ = mv;
        None
    }

    /// Every item the game knows (its cards, its set skills), with cost,
    /// type and text, for a card list or a help screen. Empty by default.
    fn catalogue(&self) -> Vec<Item> {
        Vec::new()
    }

    /// What the seat to act is asked to do, in words, where that is more
    /// than "make a move" (`"P1 may answer P2's attack: cast a fast spell
    /// or pass"`); `None` by default. Shown to everyone, so it names only
    /// public facts.
    fn prompt(&self) -> Option<String> {
        None
    }

    /// The number of the turn in progress as the game counts turns (chess's
    /// move number, Lytharia's turn), or `None` where the game does not
    /// say; records then number rounds of seats.
    fn turn_number(&self) -> Option<u32> {
        None
    }
}

/// The difference between two views of one perspective, keeping the paths
/// of the moves in `full` whose moving piece the perspective sees.
fn seat_safe_effect(full: &MoveEffect, before: &View, after: &View) -> MoveEffect {
    let paths: Vec<&Vec<Coord>> = full
        .changes
        .iter()
        .filter_map(|c| match c {
            Change::Move { path } if path.len() >= 2 => Some(path),
            _ => None,
        })
        .collect();
    let moved: Vec<(Coord, Coord)> = paths.iter().map(|p| (p[0], p[p.len() - 1])).collect();
    let mut effect = MoveEffect::diff(before, after, &moved);
    for change in &mut effect.changes {
        if let Change::Move { path } = change {
            let ends = (path[0], path[path.len() - 1]);
            if let Some(full_path) = paths.iter().find(|p| (p[0], p[p.len() - 1]) == ends) {
                path.clone_from(full_path);
            }
        }
    }
    effect
}

/// Words for `effect` applied to `before`, by the seat called `actor`:
/// `"White: pawn e4 takes knight on d5"`. Pieces are called by their
/// [`PieceView::label`], cells by [`View::cell_name`].
///
/// ```
/// use board_core::inspect::{describe_effect, Change, Coord, Geometry, PieceView, View};
/// use board_core::{Player, Square};
/// let mut view = View::new(Geometry::Square8);
/// view.set_piece(Square::E4.into(), PieceView::new(Player::new(0), "pawn", "P"));
/// view.set_piece(Square::D5.into(), PieceView::new(Player::new(1), "knight", "N"));
/// let effect = vec![
///     Change::Remove { at: Square::D5.into() },
///     Change::Move { path: vec![Square::E4.into(), Square::D5.into()] },
/// ];
/// assert_eq!(
///     describe_effect("White", &view, &effect.into()),
///     "White: pawn e4 takes knight on d5"
/// );
/// ```
pub fn describe_effect(actor: &str, before: &View, effect: &MoveEffect) -> String {
    let mut scratch = before.clone();
    let mut clauses: Vec<String> = Vec::new();
    // A removal is told with the move that lands on its cell, if one does.
    let mut pending: Vec<(Coord, String)> = Vec::new();
    for change in &effect.changes {
        match change {
            Change::Move { path } if path.len() >= 2 => {
                let (from, to) = (path[0], path[path.len() - 1]);
                let label = scratch
                    .piece(from)
                    .map_or_else(|| String::from("piece"), piece_words);
                let (from_name, to_name) = (scratch.cell_name(from), scratch.cell_name(to));
                match pending.iter().position(|(at, _)| *at == to) {
                    Some(i) => {
                        let (_, victim) = pending.remove(i);
                        clauses.push(alloc::format!(
                            "{label} {from_name} takes {victim} on {to_name}"
                        ));
                    }
                    None => clauses.push(alloc::format!("{label} {from_name}-{to_name}")),
                }
            }
            Change::Move { .. } => {}
            Change::Remove { at } => {
                let victim = scratch
                    .piece(*at)
                    .map_or_else(|| String::from("piece"), piece_words);
                pending.push((*at, victim));
            }
            Change::Place { at, piece } => {
                let name = scratch.cell_name(*at);
                let new = piece_words(piece);
                match scratch.piece(*at) {
                    Some(old) if old.kind != piece.kind || old.name != piece.name => {
                        clauses.push(alloc::format!(
                            "{} on {name} becomes {new}",
                            piece_words(old)
                        ));
                    }
                    Some(old) if old.stats != piece.stats => {
                        let stats: Vec<String> =
                            piece.stats.iter().map(|s| s.to_string()).collect();
                        clauses.push(alloc::format!("{new} on {name} now {}", stats.join(", ")));
                    }
                    Some(old) if old.face_down != piece.face_down => {
                        let how = if piece.face_down {
                            "turns face down"
                        } else {
                            "is revealed"
                        };
                        clauses.push(alloc::format!("{new} on {name} {how}"));
                    }
                    Some(old) if old != piece => {
                        clauses.push(alloc::format!("{new} on {name} changes"));
                    }
                    Some(_) => {}
                    None => clauses.push(alloc::format!("{new} enters on {name}")),
                }
            }
            Change::Mark { at, mark } => {
                clauses.push(alloc::format!("{} marked {mark}", scratch.cell_name(*at)));
            }
            Change::Unmark { at, mark } => {
                clauses.push(alloc::format!("{} loses {mark}", scratch.cell_name(*at)));
            }
        }
        // Keep the scratch board in step; a change that does not apply is
        // still told, and the rest of the description reads on.
        let _ = scratch.apply(core::slice::from_ref(change));
    }
    for (at, victim) in pending {
        clauses.push(alloc::format!(
            "{victim} on {} removed",
            scratch.cell_name(at)
        ));
    }
    if clauses.is_empty() {
        clauses.push(String::from("no change on the board"));
    }
    if actor.is_empty() {
        clauses.join(", ")
    } else {
        alloc::format!("{actor}: {}", clauses.join(", "))
    }
}

/// A piece in words: its label, or "face-down piece" where only that shows.
fn piece_words(piece: &PieceView) -> String {
    if piece.face_down && piece.name.is_none() && (piece.kind == "?" || piece.kind.is_empty()) {
        String::from("face-down piece")
    } else if piece.face_down {
        alloc::format!("face-down {}", piece.label())
    } else {
        String::from(piece.label())
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
