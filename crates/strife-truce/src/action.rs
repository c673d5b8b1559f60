//! Actions: one whole turn (ST-2).

use board_core::Square;

use crate::piece::Kind;

/// When a skill is used relative to the piece's move (ST-2.2).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Timing {
    /// The skill is used first, then the piece moves.
    Before,
    /// The piece moves first, then uses the skill.
    After,
}

/// The skill a moving piece uses with its move (ST-4 to ST-9).
///
/// Squares are absolute board squares; see each variant for which square
/// means what.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Skill {
    /// A plain move (also a collision with a frozen piece, ST-11.3).
    None,
    /// Pawn Side Kill: a capture one or two squares away in any direction (ST-4.3).
    SideKill,
    /// Double Play: a second normal move of the same piece. `mid` is the
    /// target of the first move; the action's `to` is the target of the
    /// second (ST-4.4, ST-5.1, ST-7.2, ST-8.2).
    DoublePlay {
        /// Target of the first move.
        mid: Square,
    },
    /// Knight Field Trail, with the Pure Ice freeze target (ST-5.2).
    FieldTrail {
        /// The piece an Ice Knight freezes (Pure Ice only).
        freeze: Option<Square>,
    },
    /// Rook Kamikaze after the move (ST-6.1).
    Kamikaze,
    /// A push of the adjacent piece ahead (Rook Push, or the free push of a
    /// frozen piece by any straight-moving piece, ST-6.2, ST-11.4).
    Push,
    /// Bishop Archer's Mark: the projectile kills the piece on `hit` (ST-7.1).
    ArchersMark {
        /// The square of the piece hit.
        hit: Square,
        /// Shot before or after the move.
        timing: Timing,
    },
    /// King Flee: swap places with the piece on `with` (ST-8.1).
    Flee {
        /// The square of the other piece at the moment of the swap.
        with: Square,
        /// Swap before or after the move.
        timing: Timing,
    },
    /// King Square Skip: hop over an adjacent piece. `via` is where the king
    /// stands between the hop and the move (ST-8.3).
    SquareSkip {
        /// The king's square between its two steps.
        via: Square,
        /// Hop before or after the move.
        timing: Timing,
    },
    /// Queen Knight Hop, optionally with a knight skill (ST-9.1).
    KnightHop {
        /// The knight skill used with it.
        extra: HopExtra,
    },
    /// Queen Adjacent Resurrect (two own pieces) or, for Forge Undead, Undead
    /// Resurrect (one own and one enemy piece), after the queen's move
    /// (ST-9.2, ST-14.2).
    Resurrect {
        /// The kind brought back.
        kind: Kind,
        /// Where it appears (next to the queen).
        at: Square,
        /// The two pieces paid, next to the queen (sorted; for Undead: own, enemy).
        pay: [Square; 2],
        /// Undead Resurrect rather than Adjacent Resurrect.
        undead: bool,
    },
}

/// The knight skill a queen uses with Knight Hop (ST-9.1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum HopExtra {
    /// Knight Hop alone.
    None,
    /// With Knight Double Play: a second knight move to the action's `to`;
    /// `mid` is the first hop's target.
    DoublePlay {
        /// Target of the first hop.
        mid: Square,
    },
    /// With Knight Field Trail (and the Pure Ice freeze target).
    FieldTrail {
        /// The piece frozen (Pure Ice only).
        freeze: Option<Square>,
    },
}

/// One piece's move with its optional skill (ST-2.1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PieceAction {
    /// Where the piece stands at the start of the turn.
    pub from: Square,
    /// The target of its (last) move; see [`Skill`] for the variants that
    /// move it elsewhere.
    pub to: Square,
    /// The promotion of a pawn reaching the last rank.
    pub promotion: Option<Kind>,
    /// The skill used with the move.
    pub skill: Skill,
}

/// One normal move of a Swarm (ST-12.1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Leg {
    /// Origin.
    pub from: Square,
    /// Target.
    pub to: Square,
    /// Promotion of a pawn reaching the last rank.
    pub promotion: Option<Kind>,
}

/// The part of a turn that moves pieces.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Main {
    /// No piece moves: allowed only when the player has no piece action (ST-2.4).
    None,
    /// One piece acts.
    Piece(PieceAction),
    /// Channel Bug Swarm: two or three pieces make normal moves, in
    /// ascending order of their starting squares (ST-12.1).
    Swarm {
        /// The moves; only the first `len` are used.
        legs: [Leg; 3],
        /// 2 or 3.
        len: u8,
    },
}

/// The set skill used in a turn, at most one (ST-2.3).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SetSkill {
    /// No set skill.
    None,
    /// Star Fire / Force Holy Set Trail on the moving piece (ST-10.2, ST-13.2).
    Trail,
    /// Star Fire Invincible (ST-10.3).
    Invincible,
    /// Pure Ice Freeze of two pieces, sorted (ST-11.1).
    Freeze(Square, Square),
    /// Channel Bug Bless of one own piece (ST-12.2).
    Bless(Square),
    /// Force Holy Swap of two pieces, sorted (ST-13.3).
    Swap(Square, Square),
    /// Forge Undead Sacrifice of one own piece, before the piece action (ST-14.1).
    Sacrifice(Square),
    /// Void Mana Lock (ST-15.2).
    ManaLock,
}

/// A whole turn: what moves and which set skill is used.
///
/// Actions are produced by move generation and read from text with
/// [`MoveNotation::parse_move`](board_core::MoveNotation::parse_move); their
/// text form is described in `docs/notation.md`.
///
/// ```
/// use board_core::{Game, MoveNotation};
/// use strife_truce::Strife;
/// let game = Strife::start(Default::default());
/// let action = game.parse_move("e2e4").unwrap();
/// assert_eq!(game.format_move(action), "e2e4");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Action {
    /// The piece part.
    pub main: Main,
    /// The set skill.
    pub set: SetSkill,
}

impl Action {
    /// A plain move with no skill.
    pub const fn plain(from: Square, to: Square, promotion: Option<Kind>) -> Action {
        Action {
            main: Main::Piece(PieceAction {
                from,
                to,
                promotion,
                skill: Skill::None,
            }),
            set: SetSkill::None,
        }
    }
}
