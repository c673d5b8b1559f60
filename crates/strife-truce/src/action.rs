//! Actions: one whole turn (ST-2).

use board_core::Square;

use crate::piece::Kind;

/// When a skill is used relative to the piece's move (ST-2.2).
///
/// ```
/// use board_core::MoveNotation;
/// use strife_truce::{Main, Skill, Strife, Timing};
/// let g: Strife = "4k3/8/8/8/3n4/8/1B6/4K3 w mana=7/0 sets=none/none ply=0".parse().unwrap();
/// let a = g.parse_move("AM:d4,b2c3").unwrap();
/// let Main::Piece(p) = a.main else { panic!() };
/// assert!(matches!(p.skill, Skill::ArchersMark { timing: Timing::Before, .. }));
/// ```
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
///
/// ```
/// use board_core::{MoveNotation, Square};
/// use strife_truce::{Main, Skill, Strife};
/// let g: Strife = "4k3/8/8/8/8/8/4P3/4K3 w mana=5/0 sets=none/none ply=0".parse().unwrap();
/// let Main::Piece(p) = g.parse_move("e2e4,DP:e6").unwrap().main else { panic!() };
/// assert_eq!(p.skill, Skill::DoublePlay { mid: Square::E4 });
/// assert_eq!(p.to, Square::E6);
/// ```
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
///
/// ```
/// use board_core::{MoveNotation, Square};
/// use strife_truce::{HopExtra, Main, Skill, Strife};
/// let g: Strife = "4k3/8/8/8/8/8/8/3QK3 w mana=17/0 sets=none/none ply=0".parse().unwrap();
/// let Main::Piece(p) = g.parse_move("d1c3,KH,DP:d5").unwrap().main else { panic!() };
/// assert_eq!(p.skill, Skill::KnightHop { extra: HopExtra::DoublePlay { mid: Square::C3 } });
/// ```
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
///
/// ```
/// use board_core::{MoveNotation, Square};
/// use strife_truce::{Action, Main, PieceAction, SetSkill, Skill, Strife};
/// let g = Strife::start(Default::default());
/// let a = Action {
///     main: Main::Piece(PieceAction { from: Square::G1, to: Square::F3, promotion: None, skill: Skill::None }),
///     set: SetSkill::None,
/// };
/// assert_eq!(g.format_move(a), "g1f3");
/// ```
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
///
/// ```
/// use board_core::{MoveNotation, Square};
/// use strife_truce::{Main, Strife};
/// let g: Strife = "4k3/8/8/8/8/8/3P4/R3K3 w mana=15/0 sets=bug/none ply=0".parse().unwrap();
/// let Main::Swarm { legs, len } = g.parse_move("$SM:a1a2:d2d3").unwrap().main else { panic!() };
/// assert_eq!((len, legs[1].from, legs[1].to), (2, Square::D2, Square::D3));
/// ```
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
///
/// ```
/// use board_core::MoveNotation;
/// use strife_truce::{Main, Strife};
/// let g: Strife = "4k3/8/8/8/8/8/8/K7 w mana=3/0 sets=bug/none ply=0 fire=a2,b1,b2".parse().unwrap();
/// assert_eq!(g.parse_move("$BL:a1").unwrap().main, Main::None);
/// ```
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
///
/// ```
/// use board_core::{MoveNotation, Square};
/// use strife_truce::{SetSkill, Strife};
/// let g: Strife = "4k3/8/8/8/8/8/8/R3K3 w mana=8/0 sets=ice/none ply=0".parse().unwrap();
/// let a = g.parse_move("a1a2,$FR:e1e8").unwrap();
/// assert_eq!(a.set, SetSkill::Freeze(Square::E1, Square::E8));
/// ```
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
    ///
    /// ```
    /// use board_core::{Game, Square};
    /// use strife_truce::{Action, Strife};
    /// let g = Strife::start(Default::default());
    /// assert!(g.is_legal(Action::plain(Square::E2, Square::E4, None)));
    /// ```
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
