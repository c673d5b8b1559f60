//! The [`Move`] type: one decision of the player to act.

use core::fmt;

use board_core::hex::{Hex, HexGrid};

use crate::count::PlayerCount;

/// What a move does, in board coordinates (see [`Move::action`]).
///
/// ```
/// use board_core::hex::Hex;
/// use kyrras::{Action, Move, PlayerCount};
/// let m = Move::step(PlayerCount::Two, Hex::new(0, -1), Hex::new(0, 0)).unwrap();
/// assert_eq!(m.action(), Action::Step { from: Hex::new(0, -1), to: Hex::new(0, 0) });
/// assert_eq!(Move::PASS.action(), Action::Pass);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Action {
    /// Move the piece on `from` to `to`, capturing what stands there.
    Step {
        /// Start cell.
        from: Hex,
        /// End cell.
        to: Hex,
    },
    /// Make the piece on `at` the new Viceroy (KY-8.2).
    Appoint {
        /// The piece's cell.
        at: Hex,
    },
    /// Decline to appoint a Viceroy this turn (KY-8.3).
    DeclineViceroy,
    /// Skip the turn: stalemated with 3+ players, or no move before one's
    /// first turn (KY-10.4, KY-10.8).
    Pass,
    /// Leave the game when stalemated with 3+ players (KY-10.4).
    Forfeit,
}

/// The compact form a move is stored in: dense cell indices of the board.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub(crate) enum Code {
    Step { from: u8, to: u8 },
    Appoint { cell: u8 },
    DeclineViceroy,
    Pass,
    Forfeit,
}

/// One decision of the player to act (KY-4.3, KY-8.2, KY-10.4).
///
/// A move knows its board (the radius), so its cells read as board-core
/// [`Hex`] coordinates on their own: [`Move::from`], [`Move::to`],
/// [`Move::appointed`], [`Move::action`]. An Elephant or a Spear needs no
/// separate facing: it moves in the direction it was turned to, and ends
/// facing that way (KY-5.5), so `from` and `to` say it all.
///
/// Serde writes a move by name:
/// `{"move":"step","radius":4,"from":{"q":0,"r":-1},"to":{"q":0,"r":0}}`,
/// `{"move":"appoint","radius":4,"at":{..}}`, `{"move":"decline_viceroy"}`,
/// `{"move":"pass"}`, `{"move":"forfeit"}`.
///
/// ```
/// use board_core::Game;
/// use board_core::hex::Hex;
/// use kyrras::{Kyrras, Move, PlayerCount};
/// let g = Kyrras::standard(PlayerCount::Two);
/// let moves = g.legal_moves();
/// assert!(moves.iter().all(|m| m.from().is_some()));
/// let m = Move::step(PlayerCount::Two, Hex::new(1, -2), Hex::new(1, -1)).unwrap();
/// assert_eq!(m.to(), Some(Hex::new(1, -1)));
/// assert_eq!(format!("{m:?}"), "(1,-2)-(1,-1)");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Move {
    pub(crate) code: Code,
    /// The board radius (0 for moves without a cell).
    radius: u8,
}

impl Move {
    /// Declining to appoint a Viceroy (KY-8.3).
    pub const DECLINE_VICEROY: Move = Move {
        code: Code::DeclineViceroy,
        radius: 0,
    };
    /// Passing (KY-10.4, KY-10.8).
    pub const PASS: Move = Move {
        code: Code::Pass,
        radius: 0,
    };
    /// Forfeiting (KY-10.4).
    pub const FORFEIT: Move = Move {
        code: Code::Forfeit,
        radius: 0,
    };

    #[inline]
    pub(crate) const fn from_cells(count: PlayerCount, from: usize, to: usize) -> Move {
        Move {
            code: Code::Step {
                from: from as u8,
                to: to as u8,
            },
            radius: count.radius() as u8,
        }
    }

    #[inline]
    pub(crate) const fn appoint_cell(count: PlayerCount, cell: usize) -> Move {
        Move {
            code: Code::Appoint { cell: cell as u8 },
            radius: count.radius() as u8,
        }
    }

    /// The move of the piece on `from` to `to` on the board of `players`,
    /// or `None` if a cell is off that board. Legality is the game's
    /// business ([`Game::is_legal`](board_core::Game::is_legal)).
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// use kyrras::{Move, PlayerCount};
    /// assert!(Move::step(PlayerCount::Two, Hex::new(0, 0), Hex::new(0, 1)).is_some());
    /// assert!(Move::step(PlayerCount::Two, Hex::new(0, 0), Hex::new(0, 5)).is_none());
    /// ```
    pub fn step(players: PlayerCount, from: Hex, to: Hex) -> Option<Move> {
        let grid = players.grid();
        Some(Move::from_cells(
            players,
            grid.index_of(from)?,
            grid.index_of(to)?,
        ))
    }

    /// Appointing the piece on `at` as the new Viceroy (KY-8.2), or `None`
    /// if `at` is off the board of `players`.
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// use kyrras::{Move, PlayerCount};
    /// let m = Move::appoint(PlayerCount::Three, Hex::new(2, 3)).unwrap();
    /// assert_eq!(m.appointed(), Some(Hex::new(2, 3)));
    /// ```
    pub fn appoint(players: PlayerCount, at: Hex) -> Option<Move> {
        Some(Move::appoint_cell(players, players.grid().index_of(at)?))
    }

    fn grid(self) -> Option<&'static HexGrid> {
        PlayerCount::from_radius(self.radius as u32).map(PlayerCount::grid)
    }

    fn hex(self, cell: u8) -> Option<Hex> {
        self.grid()?.hex(cell as usize)
    }

    /// The start cell of a step.
    pub fn from(self) -> Option<Hex> {
        match self.code {
            Code::Step { from, .. } => self.hex(from),
            _ => None,
        }
    }

    /// The end cell of a step.
    pub fn to(self) -> Option<Hex> {
        match self.code {
            Code::Step { to, .. } => self.hex(to),
            _ => None,
        }
    }

    /// The cell of the piece an appointment makes the Viceroy.
    pub fn appointed(self) -> Option<Hex> {
        match self.code {
            Code::Appoint { cell } => self.hex(cell),
            _ => None,
        }
    }

    /// Whether this is a step (a piece moves).
    pub fn is_step(self) -> bool {
        matches!(self.code, Code::Step { .. })
    }

    /// The board size this move is for, if it names a cell.
    pub fn players(self) -> Option<PlayerCount> {
        PlayerCount::from_radius(self.radius as u32)
    }

    /// What the move does, in coordinates.
    pub fn action(self) -> Action {
        let h = |c: u8| self.hex(c).unwrap_or(Hex::ORIGIN);
        match self.code {
            Code::Step { from, to } => Action::Step {
                from: h(from),
                to: h(to),
            },
            Code::Appoint { cell } => Action::Appoint { at: h(cell) },
            Code::DeclineViceroy => Action::DeclineViceroy,
            Code::Pass => Action::Pass,
            Code::Forfeit => Action::Forfeit,
        }
    }

    /// The move doing `action` on the board of `players`, or `None` if a
    /// cell is off that board.
    pub fn from_action(players: PlayerCount, action: Action) -> Option<Move> {
        match action {
            Action::Step { from, to } => Move::step(players, from, to),
            Action::Appoint { at } => Move::appoint(players, at),
            Action::DeclineViceroy => Some(Move::DECLINE_VICEROY),
            Action::Pass => Some(Move::PASS),
            Action::Forfeit => Some(Move::FORFEIT),
        }
    }
}

impl fmt::Debug for Move {
    /// A readable text: `(q,r)-(q,r)`, `V:(q,r)`, `V:none`, `pass`,
    /// `forfeit`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl fmt::Display for Move {
    /// The same text as `Debug`; the full notation (with pieces) needs the
    /// position: [`MoveNotation::format_move`](board_core::MoveNotation::format_move).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.action() {
            Action::Step { from, to } => write!(f, "{from}-{to}"),
            Action::Appoint { at } => write!(f, "V:{at}"),
            Action::DeclineViceroy => f.write_str("V:none"),
            Action::Pass => f.write_str("pass"),
            Action::Forfeit => f.write_str("forfeit"),
        }
    }
}

/// The serde form of a move.
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(tag = "move", rename_all = "snake_case")]
enum Repr {
    Step {
        radius: u8,
        from: Hex,
        to: Hex,
    },
    Appoint {
        radius: u8,
        at: Hex,
    },
    DeclineViceroy,
    Pass,
    Forfeit,
    /// Any other tag: refused with a message that does not echo it.
    #[serde(other, skip_serializing)]
    Unknown,
}

impl serde::Serialize for Move {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let radius = self.radius;
        match self.action() {
            Action::Step { from, to } => Repr::Step { radius, from, to },
            Action::Appoint { at } => Repr::Appoint { radius, at },
            Action::DeclineViceroy => Repr::DeclineViceroy,
            Action::Pass => Repr::Pass,
            Action::Forfeit => Repr::Forfeit,
        }
        .serialize(s)
    }
}

impl<'de> serde::Deserialize<'de> for Move {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let board = |r: u8| {
            PlayerCount::from_radius(r as u32)
                .ok_or_else(|| D::Error::custom("the radius must be 4, 5 or 6"))
        };
        let off = || D::Error::custom("a cell is off the board");
        Ok(match Repr::deserialize(d)? {
            Repr::Step { radius, from, to } => {
                Move::step(board(radius)?, from, to).ok_or_else(off)?
            }
            Repr::Appoint { radius, at } => Move::appoint(board(radius)?, at).ok_or_else(off)?,
            Repr::DeclineViceroy => Move::DECLINE_VICEROY,
            Repr::Pass => Move::PASS,
            Repr::Forfeit => Move::FORFEIT,
            Repr::Unknown => {
                return Err(D::Error::custom(
                    "unknown move: expected step, appoint, decline_viceroy, pass or forfeit",
                ));
            }
        })
    }
}
