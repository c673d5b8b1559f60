//! Strife and Truce for people (ST-20): decisions in words, menu groups,
//! the catalogue of skills, what the player to act is asked, and turn
//! numbers. The [`Inspect`](board_core::Inspect) methods of [`Strife`]
//! call these.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use board_core::Square;
use board_core::inspect::Item;

use crate::action::{Action, HopExtra, MoveSkill, PieceMove, PieceSkill, SetSkill};
use crate::piece::{Kind, cost};
use crate::resolve::{direction, step};
use crate::sets::SetKind;
use crate::state::{Stage, Strife, bit};

const SIDES: [&str; 2] = ["White", "Black"];

/// The lower-case name of a kind.
pub(crate) fn kind_name(k: Kind) -> &'static str {
    match k {
        Kind::Pawn => "pawn",
        Kind::Knight => "knight",
        Kind::Bishop => "bishop",
        Kind::Rook => "rook",
        Kind::Queen => "queen",
        Kind::King => "king",
    }
}

/// `(Side Kill, 3 mana)`.
fn paid(skill: &str, mana: u8) -> String {
    if mana == 0 {
        format!(" ({skill}, free)")
    } else {
        format!(" ({skill}, {mana} mana)")
    }
}

/// A list in words: `a`, `a and b`, `a, b and c`.
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Every piece skill and set skill: (id, name, kind, cost, text). The text
/// follows `docs/rules/strife-truce.md` (ST-4 to ST-15).
const SKILLS: &[(&str, &str, &str, u8, &str)] = &[
    (
        "pawn:SK",
        "Side Kill",
        "pawn skill",
        cost::SIDE_KILL,
        "Instead of its move, the pawn moves one or two squares in any of the 8 directions and must end on an enemy piece, which it captures.",
    ),
    (
        "pawn:DP",
        "Double Play",
        "pawn skill",
        cost::PAWN_DOUBLE_PLAY,
        "The pawn makes two normal moves in a row; an unmoved pawn may step two squares on each.",
    ),
    (
        "knight:DP",
        "Double Play",
        "knight skill",
        cost::KNIGHT_DOUBLE_PLAY,
        "The knight makes two knight moves in a row.",
    ),
    (
        "knight:FT",
        "Field Trail",
        "knight skill",
        cost::FIELD_TRAIL,
        "The knight moves and its set's field effect happens: fire (Star Fire) or space (Force Holy) on its trail, or one piece frozen (Pure Ice).",
    ),
    (
        "rook:PU",
        "Push",
        "rook skill",
        cost::PUSH,
        "The rook moves straight and pushes the piece in front of it as far; nothing is captured. Pushing a frozen piece is free for any straight-moving piece.",
    ),
    (
        "rook:KZ",
        "Kamikaze",
        "rook skill",
        cost::KAMIKAZE,
        "After its move the rook explodes: it and every piece on the 8 squares around it die (the Ice Rook freezes them instead).",
    ),
    (
        "bishop:AM",
        "Archer's Mark",
        "bishop skill",
        cost::ARCHERS_MARK,
        "Before or after its move the bishop shoots in one of 8 directions: the first piece within 3 squares dies.",
    ),
    (
        "bishop:DP",
        "Double Play",
        "bishop skill",
        cost::BISHOP_DOUBLE_PLAY,
        "The bishop makes two bishop moves in a row.",
    ),
    (
        "king:FL",
        "Flee",
        "king skill",
        cost::FLEE,
        "Before or after its move the king swaps places with any other unfrozen piece.",
    ),
    (
        "king:DP",
        "Double Play",
        "king skill",
        cost::KING_DOUBLE_PLAY,
        "The king makes two king moves in a row.",
    ),
    (
        "king:SS",
        "Square Skip",
        "king skill",
        cost::SQUARE_SKIP,
        "Before or after its move the king hops over an adjacent piece to the empty square beyond.",
    ),
    (
        "queen:KH",
        "Knight Hop",
        "queen skill",
        cost::KNIGHT_HOP,
        "The queen moves like a knight this turn, and may add a knight skill at its cost.",
    ),
    (
        "queen:AR",
        "Adjacent Resurrect",
        "queen skill",
        cost::ADJACENT_RESURRECT,
        "Before or after its move the queen pays two of its owner's pieces and brings back a dead piece on an empty square next to it.",
    ),
    (
        "fire:$TR",
        "Set Trail",
        "Star Fire set skill",
        cost::SET_TRAIL,
        "The squares the acting piece has left or crossed this turn become fire until the end of the opponent's next turn.",
    ),
    (
        "fire:$IN",
        "Invincible",
        "Star Fire set skill",
        cost::INVINCIBLE,
        "Every own piece next to fire made this turn becomes invincible until the end of the opponent's next turn: attacks on it kill the attacker.",
    ),
    (
        "ice:$FR",
        "Freeze",
        "Pure Ice set skill",
        cost::FREEZE,
        "Any two pieces become frozen until the end of the opponent's next turn: they cannot act, and attacks only break their ice.",
    ),
    (
        "bug:$SM",
        "Swarm",
        "Channel Bug set skill",
        cost::SWARM,
        "Instead of the piece action, up to three different pieces make one normal move each.",
    ),
    (
        "bug:$BL",
        "Bless",
        "Channel Bug set skill",
        cost::BLESS,
        "One own piece is blessed this turn: if it acts and ends on its colour, its owner gains a mana for each square between its start and end.",
    ),
    (
        "holy:$TR",
        "Set Trail",
        "Force Holy set skill",
        cost::SET_TRAIL,
        "The squares the acting piece has left or crossed this turn become space until the end of the opponent's next turn.",
    ),
    (
        "holy:$SW",
        "Swap",
        "Force Holy set skill",
        cost::SWAP,
        "Any two unfrozen pieces exchange squares, with their statuses.",
    ),
    (
        "undead:$SA",
        "Sacrifice",
        "Forge Undead set skill",
        cost::SACRIFICE,
        "Remove one of your unfrozen pieces and gain the cost of one of its skills, any number of times a turn.",
    ),
    (
        "undead:UR",
        "Undead Resurrect",
        "Forge Undead queen skill",
        cost::UNDEAD_RESURRECT,
        "As Adjacent Resurrect, paying one own piece and one enemy piece.",
    ),
    (
        "void:$ML",
        "Mana Lock",
        "Void set skill",
        cost::MANA_LOCK,
        "Once a turn: the opponent may use only decisions costing 0 on their next turn.",
    ),
];

impl Strife {
    fn piece_words(&self, s: Square) -> String {
        match (self.color_at(s), self.kind_at(s)) {
            (Some(c), Some(k)) if c == self.me() => format!("the {} on {s}", kind_name(k)),
            (Some(c), Some(k)) => format!("{}'s {} on {s}", SIDES[c], kind_name(k)),
            _ => format!("the empty square {s}"),
        }
    }

    fn kind_words(&self, s: Square) -> &'static str {
        self.kind_at(s).map_or("piece", kind_name)
    }

    /// One move leg from `from` to `to` in words, judged on this state.
    fn leg_words(&self, from: Square, to: Square, mover: &str) -> String {
        let b = bit(to);
        match self.color_at(to) {
            Some(c) if c != self.me() && self.frozen & b != 0 => {
                format!(
                    "{mover} {from} breaks the ice of the frozen {} on {to} and stops short",
                    self.kind_words(to)
                )
            }
            Some(c) if c != self.me() && self.invincible & b != 0 => format!(
                "{mover} {from} attacks the invincible {} on {to} and dies",
                self.kind_words(to)
            ),
            Some(c) if c != self.me() => {
                format!("{mover} {from} takes {}", self.piece_words(to))
            }
            _ => format!("{mover} {from}-{to}"),
        }
    }

    fn move_words(&self, m: PieceMove) -> String {
        let PieceMove {
            from,
            to,
            promotion,
            skill,
        } = m;
        let mover = self.kind_words(from);
        let two_legs = |mid: Square, kind: Kind, name: &str, price: u8| {
            let first = self.leg_words(from, mid, mover);
            let mut s = self.clone();
            let second = match s.leg(from, mid, kind, None) {
                Some(at) => s.leg_words(at, to, "then"),
                None => format!("then {to}"),
            };
            format!("{first}, {second}{}", paid(name, price))
        };
        let mut words = match skill {
            MoveSkill::None => self.leg_words(from, to, mover),
            MoveSkill::SideKill => format!(
                "{}{}",
                self.leg_words(from, to, mover),
                paid("Side Kill", cost::SIDE_KILL)
            ),
            MoveSkill::DoublePlay { mid } => {
                let price = match self.kind_at(from) {
                    Some(Kind::Bishop) => cost::BISHOP_DOUBLE_PLAY,
                    Some(Kind::Knight) => cost::KNIGHT_DOUBLE_PLAY,
                    Some(Kind::King) => cost::KING_DOUBLE_PLAY,
                    _ => cost::PAWN_DOUBLE_PLAY,
                };
                two_legs(
                    mid,
                    self.kind_at(from).unwrap_or(Kind::Pawn),
                    "Double Play",
                    price,
                )
            }
            MoveSkill::FieldTrail { freeze } => {
                let mut w = self.leg_words(from, to, mover);
                if let Some(f) = freeze {
                    w.push_str(&format!(", freezing {}", self.piece_words_after(m, f)));
                }
                w.push_str(&paid("Field Trail", cost::FIELD_TRAIL));
                w
            }
            MoveSkill::Push => {
                let pushed = direction(from, to)
                    .and_then(|d| Some((step(from, d, 1)?, d)))
                    .map(|(adj, d)| {
                        let k = from.distance(to) as i8;
                        let dest = step(adj, d, k).map_or_else(String::new, |s| format!(" to {s}"));
                        format!(" pushing the {} on {adj}{dest}", self.kind_words(adj))
                    })
                    .unwrap_or_default();
                let frozen_ahead = direction(from, to)
                    .and_then(|d| step(from, d, 1))
                    .is_some_and(|adj| self.frozen & bit(adj) != 0);
                let price = if frozen_ahead { 0 } else { cost::PUSH };
                format!("{mover} {from}-{to}{pushed}{}", paid("Push", price))
            }
            MoveSkill::KnightHop { extra } => match extra {
                HopExtra::None => format!(
                    "{} like a knight{}",
                    self.leg_words(from, to, mover),
                    paid("Knight Hop", cost::KNIGHT_HOP)
                ),
                HopExtra::DoublePlay { mid } => two_legs(
                    mid,
                    Kind::Knight,
                    "Knight Hop and Double Play",
                    cost::KNIGHT_HOP + cost::KNIGHT_DOUBLE_PLAY,
                ),
                HopExtra::FieldTrail { freeze } => {
                    let mut w = format!("{} like a knight", self.leg_words(from, to, mover));
                    if let Some(f) = freeze {
                        w.push_str(&format!(", freezing {}", self.piece_words_after(m, f)));
                    }
                    w.push_str(&paid(
                        "Knight Hop and Field Trail",
                        cost::KNIGHT_HOP + cost::FIELD_TRAIL,
                    ));
                    w
                }
            },
        };
        if let Some(k) = promotion {
            words.push_str(&format!(", promotes to {}", kind_name(k)));
        }
        words
    }

    /// The piece on `s` once the move `m` is made (a Field Trail freezes
    /// after the move, possibly the mover itself).
    fn piece_words_after(&self, m: PieceMove, s: Square) -> String {
        let mut after = self.clone();
        after.apply_decision(Action::Move(m));
        after.piece_words(s)
    }

    fn skill_words(&self, s: PieceSkill) -> String {
        match s {
            PieceSkill::ArchersMark { bishop, hit } => {
                let b = bit(hit);
                let what = if self.invincible & b != 0 {
                    format!(
                        "shoots the invincible {} on {hit}: the shot reflects and the bishop dies",
                        self.kind_words(hit)
                    )
                } else if self.frozen & b != 0 {
                    format!(
                        "shoots the frozen {} on {hit}, breaking its ice",
                        self.kind_words(hit)
                    )
                } else {
                    format!("shoots {}", self.piece_words(hit))
                };
                format!(
                    "bishop {bishop} {what}{}",
                    paid("Archer's Mark", cost::ARCHERS_MARK)
                )
            }
            PieceSkill::Flee { king, with } => format!(
                "king {king} swaps places with {}{}",
                self.piece_words(with),
                paid("Flee", cost::FLEE)
            ),
            PieceSkill::SquareSkip { king, to } => {
                let over = direction(king, to)
                    .and_then(|d| step(king, d, 1))
                    .map_or_else(String::new, |o| {
                        format!(" over the {} on {o}", self.kind_words(o))
                    });
                format!(
                    "king {king} hops{over} to {to}{}",
                    paid("Square Skip", cost::SQUARE_SKIP)
                )
            }
            PieceSkill::Kamikaze { rook } => {
                let ice = self.my_set() == Some(SetKind::PureIce);
                let what = if ice {
                    "freezes everything around it"
                } else {
                    "explodes"
                };
                format!("rook {rook} {what}{}", paid("Kamikaze", cost::KAMIKAZE))
            }
            PieceSkill::Resurrect {
                queen,
                kind,
                at,
                pay,
                undead,
            } => {
                let (name, price) = if undead {
                    ("Undead Resurrect", cost::UNDEAD_RESURRECT)
                } else {
                    ("Adjacent Resurrect", cost::ADJACENT_RESURRECT)
                };
                format!(
                    "queen {queen} brings back a {} on {at}, paying {} and {}{}",
                    kind_name(kind),
                    self.piece_words(pay[0]),
                    self.piece_words(pay[1]),
                    paid(name, price)
                )
            }
        }
    }

    fn set_words(&self, s: SetSkill, after: &Strife) -> String {
        let squares = |set: u64| -> Vec<String> {
            (0..64u32)
                .filter(|i| set >> i & 1 == 1)
                .filter_map(|i| Square::from_index(i as u8))
                .map(|s| format!("{s}"))
                .collect()
        };
        match s {
            SetSkill::Trail => {
                let new = (after.fire | after.space) & !(self.fire | self.space);
                let cell = if after.fire & new != 0 {
                    "fire"
                } else {
                    "space"
                };
                format!(
                    "puts {cell} on {}{}",
                    and_list(&squares(new)),
                    paid("Set Trail", cost::SET_TRAIL)
                )
            }
            SetSkill::Invincible => {
                let new = after.invincible & !self.invincible;
                let pieces: Vec<String> = (0..64u32)
                    .filter(|i| new >> i & 1 == 1)
                    .filter_map(|i| Square::from_index(i as u8))
                    .map(|s| after.piece_words(s))
                    .collect();
                format!(
                    "makes {} invincible{}",
                    and_list(&pieces),
                    paid("Invincible", cost::INVINCIBLE)
                )
            }
            SetSkill::Freeze(a, b) => format!(
                "freezes {} and {}{}",
                self.piece_words(a),
                self.piece_words(b),
                paid("Freeze", cost::FREEZE)
            ),
            SetSkill::Bless(a) => format!(
                "blesses {}{}",
                self.piece_words(a),
                paid("Bless", cost::BLESS)
            ),
            SetSkill::Swap(a, b) => format!(
                "swaps {} and {}{}",
                self.piece_words(a),
                self.piece_words(b),
                paid("Swap", cost::SWAP)
            ),
            SetSkill::Sacrifice { square, refund } => format!(
                "sacrifices {} for {refund} mana (Sacrifice)",
                self.piece_words(square)
            ),
            SetSkill::ManaLock => format!(
                "locks {}'s mana for their next turn{}",
                SIDES[1 - self.me()],
                paid("Mana Lock", cost::MANA_LOCK)
            ),
        }
    }

    /// `a` (legal now) in words (ST-20.1).
    pub(crate) fn words(&self, a: Action) -> String {
        let me = self.me();
        let side = SIDES[me];
        let mut mid = self.clone();
        mid.apply_decision(a);
        let main = match a {
            Action::EndTurn => format!("{side} ends the turn"),
            Action::Move(m) => format!("{side}: {}", self.move_words(m)),
            Action::Skill(s) => format!("{side}: {}", self.skill_words(s)),
            Action::Swarm(l) => {
                let first = !matches!(self.turn.stage, Stage::Swarm(_));
                let mut w = format!(
                    "{side}: Swarm, {}",
                    self.leg_words(l.from, l.to, self.kind_words(l.from))
                );
                if let Some(k) = l.promotion {
                    w.push_str(&format!(", promotes to {}", kind_name(k)));
                }
                if first {
                    w.push_str(&paid("Swarm", cost::SWARM));
                }
                w
            }
            Action::Set(s) => format!("{side}: {}", self.set_words(s, &mid)),
        };
        let mut clauses = alloc::vec![main];
        // Pieces that died beyond the one a move or shot names.
        let named: u64 = match a {
            Action::Move(m) => bit(m.to),
            Action::Swarm(l) => bit(l.to),
            Action::Skill(PieceSkill::ArchersMark { hit, .. }) => bit(hit),
            Action::Skill(PieceSkill::Resurrect { pay, .. }) => bit(pay[0]) | bit(pay[1]),
            Action::Set(SetSkill::Sacrifice { square, .. }) => bit(square),
            _ => 0,
        };
        let mut died = Vec::new();
        for s in Square::ALL {
            let b = bit(s);
            let gone = self.occ() & b != 0 && mid.color_at(s) != self.color_at(s);
            let moved_away = match a {
                Action::Move(m) => m.from == s,
                Action::Swarm(l) => l.from == s,
                Action::Skill(PieceSkill::Flee { king, with }) => s == king || s == with,
                Action::Skill(PieceSkill::SquareSkip { king, .. }) => s == king,
                Action::Set(SetSkill::Swap(x, y)) => s == x || s == y,
                _ => false,
            };
            let pushed = matches!(a, Action::Move(PieceMove { skill: MoveSkill::Push, from, to, .. })
                if direction(from, to).and_then(|d| step(from, d, 1)) == Some(s));
            if gone && !moved_away && !pushed && named & b == 0 {
                died.push(self.piece_words(s));
            }
        }
        if !died.is_empty() {
            clauses.push(format!(
                "{} die{}",
                and_list(&died),
                if died.len() == 1 { "s" } else { "" }
            ));
        }
        let mut after = self.clone();
        after.apply(a);
        if after.ply != self.ply {
            let gain = i32::from(after.mana[me]) - i32::from(mid.mana[me]);
            let drained = i32::from(mid.mana[1 - me]) - i32::from(after.mana[1 - me]);
            let mut end = String::new();
            if gain > 0 {
                end.push_str(&format!("{side} gains {gain} mana"));
                if drained > 0 {
                    end.push_str(&format!(", {drained} drained from {}", SIDES[1 - me]));
                }
            }
            if a == Action::EndTurn {
                if !end.is_empty() {
                    clauses.push(end);
                }
            } else if end.is_empty() {
                clauses.push(String::from("the turn ends"));
            } else {
                clauses.push(format!("the turn ends: {end}"));
            }
        }
        clauses.join("; ")
    }

    /// The menu group of `a` (ST-20.2): a piece's moves and skills under
    /// its square (`knight g1`), every Swarm move, each set skill by name;
    /// `end` stands alone.
    pub(crate) fn group(&self, a: Action) -> Option<String> {
        let piece = |s: Square| format!("{} {s}", self.kind_words(s));
        match a {
            Action::Move(m) => Some(piece(m.from)),
            Action::Skill(s) => Some(piece(crate::resolve::skill_piece(s))),
            Action::Swarm(_) => Some(String::from("Swarm")),
            Action::Set(s) => Some(String::from(match s {
                SetSkill::Trail => "Set Trail",
                SetSkill::Invincible => "Invincible",
                SetSkill::Freeze(..) => "Freeze",
                SetSkill::Bless(_) => "Bless",
                SetSkill::Swap(..) => "Swap",
                SetSkill::Sacrifice { .. } => "Sacrifice",
                SetSkill::ManaLock => "Mana Lock",
            })),
            Action::EndTurn => None,
        }
    }

    /// Every piece skill and set skill with its cost and text (ST-20.3).
    pub(crate) fn skills_catalogue() -> Vec<Item> {
        SKILLS
            .iter()
            .map(|&(id, name, kind, price, text)| {
                Item::new(id, name, kind).cost(i32::from(price)).text(text)
            })
            .collect()
    }

    /// What the player to act is asked in the middle of a turn (ST-20.4).
    pub(crate) fn asked(&self) -> Option<String> {
        if self.static_outcome().is_some() || !self.turn.busy {
            return None;
        }
        let side = SIDES[self.me()];
        let end = if self.is_legal_action(Action::EndTurn) {
            ", or `end` the turn"
        } else {
            ""
        };
        Some(match self.turn.stage {
            Stage::Committed => format!("{side}'s piece used a skill and must now move"),
            Stage::Start => format!("{side} may use more set skills or make the piece action{end}"),
            Stage::Moved => format!("{side} may use a skill after the move or a set skill{end}"),
            Stage::Done => format!("{side} may use a set skill{end}"),
            Stage::Swarm(n) => {
                format!("{side} may make another Swarm move ({n} of 3 made) or a set skill{end}")
            }
        })
    }
}

impl Strife {
    /// The skill `a` uses and its mana cost, or `None` for a decision that
    /// costs nothing (a plain move, `end`, a Swarm move after the first).
    pub(crate) fn price(&self, a: Action) -> Option<(&'static str, u8)> {
        let double_play = |k: Option<Kind>| match k {
            Some(Kind::Bishop) => cost::BISHOP_DOUBLE_PLAY,
            Some(Kind::Knight) => cost::KNIGHT_DOUBLE_PLAY,
            Some(Kind::King) => cost::KING_DOUBLE_PLAY,
            _ => cost::PAWN_DOUBLE_PLAY,
        };
        Some(match a {
            Action::Move(m) => match m.skill {
                MoveSkill::None => return None,
                MoveSkill::SideKill => ("Side Kill", cost::SIDE_KILL),
                MoveSkill::DoublePlay { .. } => ("Double Play", double_play(self.kind_at(m.from))),
                MoveSkill::FieldTrail { .. } => ("Field Trail", cost::FIELD_TRAIL),
                MoveSkill::Push => {
                    let frozen_ahead = direction(m.from, m.to)
                        .and_then(|d| step(m.from, d, 1))
                        .is_some_and(|adj| self.frozen & bit(adj) != 0);
                    if frozen_ahead {
                        return None;
                    }
                    ("Push", cost::PUSH)
                }
                MoveSkill::KnightHop { extra } => match extra {
                    HopExtra::None => ("Knight Hop", cost::KNIGHT_HOP),
                    HopExtra::DoublePlay { .. } => (
                        "Knight Hop and Double Play",
                        cost::KNIGHT_HOP + cost::KNIGHT_DOUBLE_PLAY,
                    ),
                    HopExtra::FieldTrail { .. } => (
                        "Knight Hop and Field Trail",
                        cost::KNIGHT_HOP + cost::FIELD_TRAIL,
                    ),
                },
            },
            Action::Skill(s) => match s {
                PieceSkill::ArchersMark { .. } => ("Archer's Mark", cost::ARCHERS_MARK),
                PieceSkill::Flee { .. } => ("Flee", cost::FLEE),
                PieceSkill::SquareSkip { .. } => ("Square Skip", cost::SQUARE_SKIP),
                PieceSkill::Kamikaze { .. } => ("Kamikaze", cost::KAMIKAZE),
                PieceSkill::Resurrect { undead: true, .. } => {
                    ("Undead Resurrect", cost::UNDEAD_RESURRECT)
                }
                PieceSkill::Resurrect { .. } => ("Adjacent Resurrect", cost::ADJACENT_RESURRECT),
            },
            Action::Swarm(_) if matches!(self.turn.stage, Stage::Swarm(_)) => return None,
            Action::Swarm(_) => ("Swarm", cost::SWARM),
            Action::Set(s) => match s {
                SetSkill::Trail => ("Set Trail", cost::SET_TRAIL),
                SetSkill::Invincible => ("Invincible", cost::INVINCIBLE),
                SetSkill::Freeze(..) => ("Freeze", cost::FREEZE),
                SetSkill::Bless(_) => ("Bless", cost::BLESS),
                SetSkill::Swap(..) => ("Swap", cost::SWAP),
                SetSkill::Sacrifice { .. } => return None,
                SetSkill::ManaLock => ("Mana Lock", cost::MANA_LOCK),
            },
            Action::EndTurn => return None,
        })
    }

    /// `White has no set`, `White's set is ice`.
    fn own_set_words(&self) -> String {
        let side = SIDES[self.me()];
        match self.my_set() {
            Some(k) => format!("{side}'s set is {k}"),
            None => format!("{side} has no set"),
        }
    }

    /// Why the well-formed decision `a` is not legal now, when the reason
    /// is one a player can act on (ST-20.7): mana, a mana lock, a set the
    /// player does not have, `end` too early, a piece that must move.
    pub(crate) fn refusal(&self, a: Action) -> Option<String> {
        let me = self.me();
        let side = SIDES[me];
        if a == Action::EndTurn {
            return Some(match self.turn.stage {
                Stage::Committed => String::from("the piece that used a skill must move first"),
                Stage::Start => {
                    String::from("the turn needs its piece action first (a move, or a Swarm)")
                }
                _ => return None,
            });
        }
        if let Action::Set(s) = a {
            let needs = match s {
                SetSkill::Trail => &[SetKind::StarFire, SetKind::ForceHoly][..],
                SetSkill::Invincible => &[SetKind::StarFire],
                SetSkill::Freeze(..) => &[SetKind::PureIce],
                SetSkill::Bless(_) => &[SetKind::ChannelBug],
                SetSkill::Swap(..) => &[SetKind::ForceHoly],
                SetSkill::Sacrifice { .. } => &[SetKind::ForgeUndead],
                SetSkill::ManaLock => &[SetKind::Void],
            };
            if !self.my_set().is_some_and(|k| needs.contains(&k)) {
                let name = self.price(a).map_or("Sacrifice", |(n, _)| n);
                let sets: Vec<&str> = needs.iter().map(|k| k.short_name()).collect();
                return Some(format!(
                    "{}: {name} belongs to the {} set",
                    self.own_set_words(),
                    sets.join(" or ")
                ));
            }
        }
        if matches!(a, Action::Swarm(_)) && self.my_set() != Some(SetKind::ChannelBug) {
            return Some(format!(
                "{}: Swarm belongs to the bug set",
                self.own_set_words()
            ));
        }
        let (skill, price) = self.price(a)?;
        if self.locked[me] {
            return Some(format!(
                "{side}'s mana is locked this turn: only decisions costing 0 (plain moves)"
            ));
        }
        (price > self.mana[me])
            .then(|| format!("{skill} costs {price} mana, {side} has {}", self.mana[me]))
    }
}
