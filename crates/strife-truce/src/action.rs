//! Decisions: the steps a turn is made of (ST-2).
//!
//! A turn is a sequence of decisions by the player to move: set skills at
//! any point, the piece action (a skill before the move, the move, a skill
//! after it) or a Swarm, and an explicit end of turn when something else
//! could still be done. One decision is one ply of [`board_core::perft`].

use board_core::Square;

use crate::piece::Kind;

/// The skill that changes a piece's move itself (ST-4 to ST-9).
///
/// ```
/// use board_core::{MoveNotation, Square};
/// use strife_truce::{Action, MoveSkill, Strife};
/// let g: Strife = "4k3/8/8/8/8/8/4P3/4K3 w mana=5/0 sets=none/none ply=0".parse().unwrap();
/// let Action::Move(m) = g.parse_move("e2e4,DP:e6").unwrap() else { panic!() };
/// assert_eq!(m.skill, MoveSkill::DoublePlay { mid: Square::E4 });
/// assert_eq!(m.to, Square::E6);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MoveSkill {
    /// A plain move (also a collision with a frozen piece, ST-11.3).
    None,
    /// Pawn Side Kill: a capture one or two squares away in any direction (ST-4.3).
    SideKill,
    /// Double Play: a second normal move of the same piece. `mid` is the
    /// target of the first move; the move's `to` is the target of the
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
    /// A push of the adjacent piece ahead (Rook Push, or the free push of a
    /// frozen piece by any straight-moving piece, ST-6.2, ST-11.4).
    Push,
    /// Queen Knight Hop, optionally with a knight skill (ST-9.1).
    KnightHop {
        /// The knight skill used with it.
        extra: HopExtra,
    },
}

/// The knight skill a queen uses with Knight Hop (ST-9.1).
///
/// ```
/// use board_core::{MoveNotation, Square};
/// use strife_truce::{Action, HopExtra, MoveSkill, Strife};
/// let g: Strife = "4k3/8/8/8/8/8/8/3QK3 w mana=17/0 sets=none/none ply=0".parse().unwrap();
/// let Action::Move(m) = g.parse_move("d1c3,KH,DP:d5").unwrap() else { panic!() };
/// assert_eq!(m.skill, MoveSkill::KnightHop { extra: HopExtra::DoublePlay { mid: Square::C3 } });
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum HopExtra {
    /// Knight Hop alone.
    None,
    /// With Knight Double Play: a second knight move to the move's `to`;
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

/// The move of the turn's acting piece, with the skill that changes it
/// (ST-2.1).
///
/// ```
/// use board_core::{MoveNotation, Square};
/// use strife_truce::{Action, MoveSkill, PieceMove, Strife};
/// let g = Strife::start(Default::default());
/// let a = Action::Move(PieceMove { from: Square::G1, to: Square::F3, promotion: None, skill: MoveSkill::None });
/// assert_eq!(g.format_move(a), "g1f3");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PieceMove {
    /// Where the piece stands before the move.
    pub from: Square,
    /// The target of its (last) move.
    pub to: Square,
    /// The promotion of a pawn reaching the last rank.
    pub promotion: Option<Kind>,
    /// The skill that changes the move.
    pub skill: MoveSkill,
}

/// A skill a piece uses before or after its move (ST-2.2). Which one it is
/// follows from the turn: before the acting piece has moved it is a skill
/// before the move (and that piece must then move), afterwards a skill
/// after it. Every square is where the piece stands when the skill is used.
///
/// ```
/// use board_core::{MoveNotation, Square};
/// use strife_truce::{Action, PieceSkill, Strife};
/// let g: Strife = "4k3/8/8/8/3n4/8/1B6/4K3 w mana=7/0 sets=none/none ply=0".parse().unwrap();
/// let a = g.parse_move("AM:b2d4").unwrap();
/// assert_eq!(a, Action::Skill(PieceSkill::ArchersMark { bishop: Square::B2, hit: Square::D4 }));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PieceSkill {
    /// Bishop Archer's Mark: the projectile kills the piece on `hit` (ST-7.1).
    ArchersMark {
        /// The bishop.
        bishop: Square,
        /// The square of the piece hit.
        hit: Square,
    },
    /// King Flee: swap places with the piece on `with` (ST-8.1).
    Flee {
        /// The king.
        king: Square,
        /// The other piece.
        with: Square,
    },
    /// King Square Skip: hop over an adjacent piece to `to` (ST-8.3).
    SquareSkip {
        /// The king.
        king: Square,
        /// Where it lands.
        to: Square,
    },
    /// Rook Kamikaze, after the rook's move (ST-6.1).
    Kamikaze {
        /// The rook.
        rook: Square,
    },
    /// Queen Adjacent Resurrect (two own pieces) or, for Forge Undead, Undead
    /// Resurrect (one own and one enemy piece) (ST-9.2, ST-14.2).
    Resurrect {
        /// The queen.
        queen: Square,
        /// The kind brought back.
        kind: Kind,
        /// Where it appears (next to the queen).
        at: Square,
        /// The two pieces paid (sorted; for Undead: own, enemy).
        pay: [Square; 2],
        /// Undead Resurrect rather than Adjacent Resurrect.
        undead: bool,
    },
}

/// One normal move of a Swarm (ST-12.1).
///
/// ```
/// use board_core::{MoveNotation, Square};
/// use strife_truce::{Action, Strife};
/// let g: Strife = "4k3/8/8/8/8/8/3P4/R3K3 w mana=15/0 sets=bug/none ply=0".parse().unwrap();
/// let Action::Swarm(leg) = g.parse_move("$SM:d2d3").unwrap() else { panic!() };
/// assert_eq!((leg.from, leg.to), (Square::D2, Square::D3));
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

/// A set skill (ST-10 to ST-15), used at any point of the turn (ST-2.3).
///
/// ```
/// use board_core::{MoveNotation, Square};
/// use strife_truce::{Action, SetSkill, Strife};
/// let g: Strife = "4k3/8/8/8/8/8/8/R3K3 w mana=8/0 sets=ice/none ply=0".parse().unwrap();
/// let a = g.parse_move("$FR:e1e8").unwrap();
/// assert_eq!(a, Action::Set(SetSkill::Freeze(Square::E1, Square::E8)));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SetSkill {
    /// Star Fire / Force Holy Set Trail on the moving piece's trail (ST-10.2, ST-13.2).
    Trail,
    /// Star Fire Invincible (ST-10.3).
    Invincible,
    /// Pure Ice Freeze of two pieces, sorted (ST-11.1).
    Freeze(Square, Square),
    /// Channel Bug Bless of one own piece (ST-12.2).
    Bless(Square),
    /// Force Holy Swap of two pieces, sorted (ST-13.3).
    Swap(Square, Square),
    /// Forge Undead Sacrifice of one own piece, refunding the chosen cost
    /// of one of its skills (ST-14.1).
    Sacrifice {
        /// The piece sacrificed.
        square: Square,
        /// The mana refunded: the cost of one of the piece's skills.
        refund: u8,
    },
    /// Void Mana Lock (ST-15.2).
    ManaLock,
}

/// One decision of a turn: one ply (ST-2).
///
/// Decisions are produced by move generation and read from text with
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
///
/// `Display` and `Debug` print the decision's text; `FromStr` reads it
/// without a position (syntax only; [`parse_action`](crate::parse_action)
/// also checks legality); serde uses the text.
///
/// ```
/// use strife_truce::Action;
/// let a: Action = "e2e4,DP:e6".parse().unwrap();
/// assert_eq!(a.to_string(), "e2e4,DP:e6");
/// assert_eq!(format!("{a:?}"), "e2e4,DP:e6");
/// assert_eq!(serde_json::to_string(&a).unwrap(), "\"e2e4,DP:e6\"");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// The acting piece's move.
    Move(PieceMove),
    /// A skill of the acting piece before or after its move.
    Skill(PieceSkill),
    /// One move of a Channel Bug Swarm.
    Swarm(Leg),
    /// A set skill.
    Set(SetSkill),
    /// The end of the turn, offered only when something else could still be
    /// done (otherwise the turn ends by itself).
    EndTurn,
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
        Action::Move(PieceMove {
            from,
            to,
            promotion,
            skill: MoveSkill::None,
        })
    }
}
