//! The shared faces of the game: [`Inspect`] (views and move effects),
//! [`Evaluate`] and [`Determinize`] for CPU players.

use alloc::format;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use board_core::inspect::{
    Change, Coord, Geometry, Mark, MoveEffect, Perspective, PieceView, SideView, View,
};
use board_core::{Determinize, EVAL_LIMIT, Evaluate, Game, Inspect, Outcome, Player, Square};

use crate::action::{Action, HopExtra, MoveSkill, PieceMove, PieceSkill, SetSkill};
use crate::movegen::squares;
use crate::piece::Kind;
use crate::resolve::{direction, step};
use crate::state::{Stage, Strife, bit};

fn kind_name(k: Kind) -> &'static str {
    match k {
        Kind::Pawn => "pawn",
        Kind::Knight => "knight",
        Kind::Bishop => "bishop",
        Kind::Rook => "rook",
        Kind::Queen => "queen",
        Kind::King => "king",
    }
}

fn glyph(k: Kind) -> &'static str {
    match k {
        Kind::Pawn => "P",
        Kind::Knight => "N",
        Kind::Bishop => "B",
        Kind::Rook => "R",
        Kind::Queen => "Q",
        Kind::King => "K",
    }
}

const SIDE_NAMES: [&str; 2] = ["White", "Black"];

/// Material at or below which a side far behind is *hunted* (a queen, or a
/// king and a rook): its pieces are scored by their safe squares and
/// distance from the centre, so that the side ahead drives them to the rim
/// and takes them. Without it two CPUs played 1,800 plies of a queen and a
/// rook chasing a bare king: nothing in the other terms says how to corner
/// a piece, and the game has no move limit (ST-3.7) and no check.
const HUNTED_MATERIAL: i32 = 900;
/// How far ahead in material the other side must be for a hunt.
const HUNTED_LEAD: i32 = 300;
/// The worth of each unattacked square a hunted piece could go to.
const HUNTED_ESCAPE: i32 = 30;
/// The cost of each ring a hunted piece stands from the centre.
const HUNTED_EDGE: i32 = 25;

impl Strife {
    fn piece_view(&self, s: Square) -> Option<PieceView> {
        let c = self.color_at(s)?;
        let k = self.kind_at(s)?;
        Some(PieceView::new(Player::new(c as u8), kind_name(k), glyph(k)))
    }

    /// A status or cell mark: made this turn by the side to move (it lasts
    /// to the end of the opponent's next turn, 2 turn ends) or earlier by
    /// the opponent (it ends with this turn, 1).
    fn mark(&self, name: &'static str, new: bool) -> Mark {
        let me = self.me();
        let (owner, left) = if new { (me, 2) } else { (1 - me, 1) };
        Mark::new(name)
            .owned_by(Player::new(owner as u8))
            .lasting(left)
    }

    /// The path of one normal move from `from` to `to` moving as `mv` on
    /// this state: the captured piece's removal first, then the move through
    /// every square passed; a collision stops short, a reflection moves
    /// nothing (the attacker's death is left to the board difference).
    fn leg_changes(&self, from: Square, to: Square, mv: Kind, out: &mut Vec<Change>) {
        let Some(me) = self.color_at(from) else {
            return;
        };
        let path = |end: Square| {
            let mut p = vec![Coord::Square(from)];
            if mv != Kind::Knight
                && let Some(d) = direction(from, end)
            {
                let mut s = from;
                while let Some(n) = step(s, d, 1) {
                    if n == end {
                        break;
                    }
                    p.push(Coord::Square(n));
                    s = n;
                }
            }
            p.push(Coord::Square(end));
            p
        };
        let t = bit(to);
        if self.colors[1 - me] & t != 0 {
            if self.frozen & t != 0 {
                let stop = if mv == Kind::Knight || from.distance(to) == 1 {
                    from
                } else {
                    match direction(to, from).and_then(|d| step(to, d, 1)) {
                        Some(s) => s,
                        None => return,
                    }
                };
                if stop != from {
                    out.push(Change::Move { path: path(stop) });
                }
                return;
            }
            if self.invincible & t != 0 {
                return;
            }
            out.push(Change::Remove {
                at: Coord::Square(to),
            });
        }
        if from != to {
            out.push(Change::Move { path: path(to) });
        }
    }

    /// Consecutive legs of one piece, each judged on the board the previous
    /// one left.
    fn legs_changes(&self, from: Square, targets: &[Square], mv: Kind, out: &mut Vec<Change>) {
        let mut s = self.clone();
        let mut at = from;
        for &to in targets {
            s.leg_changes(at, to, mv, out);
            match s.leg(at, to, mv, None) {
                Some(next) => at = next,
                None => return,
            }
        }
    }

    /// An exchange of two pieces: one moves, the other is placed.
    fn swap_changes(&self, a: Square, b: Square, out: &mut Vec<Change>) {
        if let Some(pb) = self.piece_view(b) {
            out.push(Change::Move {
                path: vec![Coord::Square(a), Coord::Square(b)],
            });
            out.push(Change::Place {
                at: Coord::Square(a),
                piece: pb,
            });
        }
    }

    fn explicit_changes(&self, a: Action) -> Vec<Change> {
        let mut out = Vec::new();
        match a {
            Action::Move(PieceMove {
                from, to, skill, ..
            }) => {
                let Some(kind) = self.kind_at(from) else {
                    return out;
                };
                match skill {
                    MoveSkill::DoublePlay { mid } => {
                        self.legs_changes(from, &[mid, to], kind, &mut out)
                    }
                    MoveSkill::KnightHop {
                        extra: HopExtra::DoublePlay { mid },
                    } => self.legs_changes(from, &[mid, to], Kind::Knight, &mut out),
                    MoveSkill::KnightHop { .. } | MoveSkill::FieldTrail { .. } => {
                        self.leg_changes(from, to, Kind::Knight, &mut out)
                    }
                    MoveSkill::SideKill => self.leg_changes(from, to, Kind::Queen, &mut out),
                    MoveSkill::Push => {
                        if let Some(d) = direction(from, to)
                            && let (Some(adj), Some(dest)) = (step(from, d, 1), step(to, d, 1))
                        {
                            self.leg_changes(adj, dest, Kind::Queen, &mut out);
                            let mut s = self.clone();
                            s.relocate(adj, dest);
                            s.leg_changes(from, to, Kind::Queen, &mut out);
                        }
                    }
                    MoveSkill::None => self.leg_changes(from, to, kind, &mut out),
                }
            }
            Action::Skill(PieceSkill::Flee { king, with }) => {
                self.swap_changes(king, with, &mut out)
            }
            Action::Skill(PieceSkill::SquareSkip { king, to }) => {
                let mut path = vec![Coord::Square(king)];
                if let Some(over) = direction(king, to).and_then(|d| step(king, d, 1)) {
                    path.push(Coord::Square(over));
                }
                path.push(Coord::Square(to));
                out.push(Change::Move { path });
            }
            Action::Set(SetSkill::Swap(a, b)) => self.swap_changes(a, b, &mut out),
            Action::Swarm(l) => {
                if let Some(k) = self.kind_at(l.from) {
                    self.leg_changes(l.from, l.to, k, &mut out);
                }
            }
            _ => {}
        }
        out
    }

    fn material(&self, c: usize) -> i32 {
        const VALUE: [i32; 6] = [100, 300, 320, 500, 900, 400];
        Kind::ALL
            .iter()
            .map(|k| {
                VALUE[k.index()] * (self.colors[c] & self.kinds[k.index()]).count_ones() as i32
            })
            .sum()
    }

    /// One side's score: material, mana (worth more once it affords the
    /// dearer skills), its frozen and invincible pieces, and fire next to
    /// enemy pieces.
    fn side_score(&self, c: usize) -> i32 {
        let mana = i32::from(self.mana[c]);
        // Mana near the cap of 40 (ST-3.2) is worth little: gains beyond it
        // are lost, so a CPU that hoards it only shuffles.
        let mut score = self.material(c) + 2 * mana + 4 * mana.min(30) + 2 * mana.min(15);
        if self.locked[c] {
            score -= 3 * mana;
        }
        let own = self.colors[c];
        score -= 60 * (own & self.frozen).count_ones() as i32;
        score += 40 * (own & self.invincible).count_ones() as i32;
        let mut near = 0u64;
        for s in squares(self.fire | self.space) {
            near |= board_core::square::king_attacks(s).0;
        }
        score -= 8 * (own & near).count_ones() as i32;
        score + self.hunted_score(c)
    }

    /// The squares a `kind` of side `c` on `s` attacks, as in chess (fire
    /// and space block like pieces).
    fn reach(&self, c: usize, kind: Kind, s: Square) -> u64 {
        use board_core::square::{
            Bitboard, Color, bishop_attacks, king_attacks, knight_attacks, pawn_attacks,
            queen_attacks, rook_attacks,
        };
        let occupied = Bitboard(self.colors[0] | self.colors[1] | self.fire | self.space);
        let color = if c == 0 { Color::White } else { Color::Black };
        match kind {
            Kind::Pawn => pawn_attacks(color, s).0,
            Kind::Knight => knight_attacks(s).0,
            Kind::Bishop => bishop_attacks(s, occupied).0,
            Kind::Rook => rook_attacks(s, occupied).0,
            Kind::Queen => queen_attacks(s, occupied).0,
            Kind::King => king_attacks(s).0,
        }
    }

    /// The hunt of a side down to a few pieces (see [`HUNTED_MATERIAL`]):
    /// for each of its pieces, [`HUNTED_ESCAPE`] per square it could go to
    /// (a king's step for a pawn) that the other side does not attack (at
    /// most 8), less [`HUNTED_EDGE`] per ring from the centre. 0 for a side
    /// that is not hunted.
    fn hunted_score(&self, c: usize) -> i32 {
        let (mine, theirs) = (self.material(c), self.material(1 - c));
        if mine > HUNTED_MATERIAL || theirs < mine + HUNTED_LEAD {
            return 0;
        }
        let mut attacked = 0u64;
        for s in squares(self.colors[1 - c]) {
            if let Some(kind) = self.kind_at(s) {
                attacked |= self.reach(1 - c, kind, s);
            }
        }
        let closed = self.colors[c] | self.fire | self.space | attacked;
        squares(self.colors[c])
            .map(|s| {
                let reach = match self.kind_at(s) {
                    Some(Kind::Pawn) | None => board_core::square::king_attacks(s).0,
                    Some(kind) => self.reach(c, kind, s),
                };
                let free = (reach & !closed).count_ones().min(8) as i32;
                let (f, r) = (s.index() % 8, s.index() / 8);
                let ring = (2 * f as i32 - 7).abs().max((2 * r as i32 - 7).abs()) / 2;
                free * HUNTED_ESCAPE - ring * HUNTED_EDGE
            })
            .sum()
    }

    fn victim_value(&self, s: Square) -> i32 {
        const VALUE: [i32; 6] = [100, 300, 320, 500, 900, 400];
        self.kind_at(s).map_or(0, |k| VALUE[k.index()])
    }

    /// The enemy piece an action kills outright on its target, if any.
    fn capture_target(&self, a: Action) -> Option<Square> {
        let me = self.me();
        let target = match a {
            Action::Move(m) => m.to,
            Action::Swarm(l) => l.to,
            Action::Skill(PieceSkill::ArchersMark { hit, .. }) => hit,
            _ => return None,
        };
        let b = bit(target);
        (self.colors[1 - me] & b != 0 && (self.frozen | self.invincible) & b == 0).then_some(target)
    }
}

impl Inspect for Strife {
    /// The whole state: everything is public, so every perspective sees the
    /// same view. Pieces carry `frozen`, `invincible`, `blessed` marks and
    /// empty squares `fire` / `space` marks, each with the player who made
    /// it and the number of turn ends it still lasts (ST-16).
    ///
    /// ```
    /// use board_core::inspect::{Coord, Perspective};
    /// use board_core::{Inspect, Square};
    /// use strife_truce::Strife;
    /// let g: Strife = "4k3/8/8/8/8/8/8/R3K3 b mana=1/0 sets=fire/none ply=1 fire=a2".parse().unwrap();
    /// let v = g.view(Perspective::Omniscient);
    /// assert_eq!(v.piece(Coord::Square(Square::A1)).unwrap().glyph, "R");
    /// assert_eq!(v.marks(Coord::Square(Square::A2))[0].name, "fire");
    /// assert_eq!(v.sides[0].info[0].to_string(), "mana: 1");
    /// ```
    fn view(&self, _perspective: Perspective) -> View {
        let mut v = View::new(Geometry::Square8)
            .explain(
                "fire",
                "no piece moves onto or through it and no shot crosses it (ST-10.1); \
                 n: how many turn ends it still lasts",
            )
            .explain(
                "space",
                "blocks like fire, without enabling Invincible (ST-13.1); n: how many turn ends it still lasts",
            )
            .explain(
                "frozen",
                "cannot act or be killed; a hit only breaks its ice (ST-11.2); \
                 n: how many turn ends it still lasts",
            )
            .explain(
                "invincible",
                "reflects every capture and shot (ST-10.3); n: how many turn ends it still lasts",
            )
            .explain(
                "mana",
                "pays for skills; +1 when the piece that acted ends on its owner's colour, \
                 at most 40 (ST-3)",
            )
            .explain(
                "set",
                "the side's skill set: fire = Princess, ice = Prince, bug = Marchioness, \
                 holy = Viscount, undead = Baroness, void = False King Traitor",
            )
            .explain("dead", "the side's pieces that died (Undead can bring them back)")
            .explain(
                "blessed",
                "gains extra mana if it acts and ends on its owner's colour (ST-12.2); \
                 n: how many turn ends it still lasts",
            );
        let t = &self.turn;
        for s in Square::ALL {
            let b = bit(s);
            let at = Coord::Square(s);
            if let Some(p) = self.piece_view(s) {
                v.set_piece(at, p);
            }
            if self.fire & b != 0 {
                v.add_mark(at, self.mark("fire", t.new_cells & b != 0));
            }
            if self.space & b != 0 {
                v.add_mark(at, self.mark("space", t.new_cells & b != 0));
            }
            if self.frozen & b != 0 {
                v.add_mark(at, self.mark("frozen", t.new_frozen & b != 0));
            }
            if self.invincible & b != 0 {
                v.add_mark(at, self.mark("invincible", t.new_invincible & b != 0));
            }
            if self.blessed & b != 0 {
                let owner = self.color_at(s).unwrap_or(0);
                v.add_mark(
                    at,
                    Mark::new("blessed")
                        .owned_by(Player::new(owner as u8))
                        .lasting(1),
                );
            }
        }
        v.to_act = self.to_act();
        for (c, name) in SIDE_NAMES.into_iter().enumerate() {
            let mut side = SideView::new(Player::new(c as u8), name)
                .info("mana", format!("{}", self.mana[c]))
                .info("set", self.sets.get(c).map_or("none", |s| s.short_name()));
            if self.locked[c] {
                side = side.info("mana lock", "locked");
            }
            let dead: String = Kind::ALL
                .iter()
                .flat_map(|k| core::iter::repeat_n(glyph(*k), self.dead[c][k.index()] as usize))
                .collect();
            if !dead.is_empty() {
                side = side.info("dead", dead);
            }
            side.active = self.colors[c] != 0;
            v.sides.push(side);
        }
        v.info.push(board_core::inspect::Info::new(
            "turn",
            format!("{}", self.ply + 1),
        ));
        if self.turn.busy {
            let stage = match self.turn.stage {
                Stage::Start => "set skills, no piece action yet",
                Stage::Committed => "skill used, move due",
                Stage::Moved => "moved",
                Stage::Done => "piece action done",
                Stage::Swarm(_) => "swarm",
            };
            v.info.push(board_core::inspect::Info::new("stage", stage));
        }
        if let Some(l) = self.ply_limit {
            v.info
                .push(board_core::inspect::Info::new("ply limit", format!("{l}")));
        }
        if let Some(c) = self.truce {
            v.info.push(board_core::inspect::Info::new(
                "truce",
                format!("called by {}", SIDE_NAMES[c.index()]),
            ));
        }
        v
    }

    /// What a decision does, computed on the state before it: the mover's
    /// path through every square it passes (both legs of a Double Play, a
    /// pushed piece before its pusher), removals before the move onto their
    /// square, exchanges (Flee, Swap) as a move and a placement, then every
    /// other change the decision and a turn end it causes make: deaths
    /// (Kamikaze, shots, payments, Sacrifice), placements (promotion,
    /// resurrection) and marks set and cleared.
    ///
    /// ```
    /// use board_core::{Inspect, MoveNotation};
    /// use strife_truce::Strife;
    /// let g: Strife = "4k3/8/8/8/8/8/8/1N2K3 w mana=5/0 sets=none/none ply=0".parse().unwrap();
    /// let e = g.move_effect(g.parse_move("b1a3,DP:b5").unwrap());
    /// assert_eq!(e.to_string(), "move b1-a3; move a3-b5");
    /// ```
    fn move_effect(&self, mv: Action) -> MoveEffect {
        let before = self.view(Perspective::Omniscient);
        let mut after = self.clone();
        after.apply(mv);
        let after = after.view(Perspective::Omniscient);
        let mut scratch = before;
        let mut effect = MoveEffect::none();
        for c in self.explicit_changes(mv) {
            if scratch.apply(core::slice::from_ref(&c)).is_ok() {
                effect.push(c);
            }
        }
        effect
            .changes
            .extend(MoveEffect::diff(&scratch, &after, &[]).changes);
        effect
    }

    fn seat_name(&self, player: Player) -> String {
        SIDE_NAMES
            .get(player.index())
            .map_or_else(|| format!("{player}"), |n| String::from(*n))
    }

    /// Squares are named `a1`..`h8`.
    fn cell_name(&self, coord: Coord) -> String {
        format!("{coord}")
    }

    /// A decision in words, with its skill and cost, the pieces that die
    /// and the mana gained when the turn ends (ST-20.1): `White: pawn e4
    /// takes Black's pawn on c6 (Side Kill, 3 mana); the turn ends: White
    /// gains 1 mana`.
    fn describe_move(&self, mv: Action, _perspective: Perspective) -> String {
        self.words(mv)
    }

    /// A piece's moves and skills together, the Swarm moves, each set
    /// skill (ST-20.2).
    fn move_group(&self, mv: Action) -> Option<String> {
        self.group(mv)
    }

    /// Every piece skill and set skill with its cost and text (ST-20.3).
    fn catalogue(&self) -> Vec<board_core::inspect::Item> {
        Strife::skills_catalogue()
    }

    /// What a player in the middle of a turn may still do (ST-20.4).
    fn prompt(&self) -> Option<String> {
        self.asked()
    }

    /// The turn in progress, counted from 1 for White's first turn (each
    /// side's turn its own number, as the view's `turn` and the position
    /// text's `ply` count them, ST-20.5).
    fn turn_number(&self) -> Option<u32> {
        Some(self.ply.saturating_add(1))
    }

    /// `truce`, `elimination`, `ply limit` or `no legal action` (ST-3).
    fn end_reason(&self) -> Option<String> {
        let o = self.outcome()?;
        let reason = if self.truce.is_some() {
            "truce"
        } else if self.colors[0] == 0 || self.colors[1] == 0 {
            "elimination"
        } else if self.ply_limit.is_some_and(|l| self.ply >= l) {
            "ply limit"
        } else {
            let _ = o;
            "no legal action"
        };
        Some(String::from(reason))
    }
}

impl Evaluate for Strife {
    /// Material (pawn 100, knight 300, bishop 320, rook 500, queen 900, king
    /// 400), mana (8 a point up to 15, 6 up to 30, 2 beyond: near the cap it
    /// is worth little; less while locked), frozen and invincible pieces,
    /// pieces next to cells; a side down to a few pieces (900 of material or
    /// less, 300 behind) is *hunted*: each of its pieces scores 30 per
    /// square it could go to that the other side does not attack (at most
    /// 8; a pawn counts a king's steps) and loses 25 per ring from the
    /// centre, so that the side ahead corners it. The
    /// difference between the two sides from `player`'s point of view
    /// (antisymmetric). A seat the game does not have scores 0.
    ///
    /// ```
    /// use board_core::{Evaluate, Player};
    /// use strife_truce::Strife;
    /// let g: Strife = "4k3/8/8/8/8/8/8/R3K3 w mana=0/0 sets=none/none ply=0".parse().unwrap();
    /// // 900 against 400, and the hunted king on e8 has five safe squares
    /// // (+150) on the outer ring (-75).
    /// assert_eq!(g.evaluate(Player::new(0)), 900 - 400 - 75);
    /// assert_eq!(g.evaluate(Player::new(1)), -425);
    /// assert_eq!(g.evaluate(Player::new(2)), 0);
    /// // In the corner, the rook on the seventh rank: one safe square (g8).
    /// let g: Strife = "7k/R7/8/8/8/8/8/4K3 w mana=0/0 sets=none/none ply=0".parse().unwrap();
    /// assert_eq!(g.evaluate(Player::new(0)), 900 - 400 - (30 - 75));
    /// ```
    fn evaluate(&self, player: Player) -> i32 {
        let me = player.index();
        if me > 1 {
            return 0;
        }
        if let Some(o) = self.static_outcome() {
            return match o {
                Outcome::Winner(p) if p == player => EVAL_LIMIT,
                Outcome::Winner(_) => -EVAL_LIMIT,
                _ => 0,
            };
        }
        let d = self.side_score(me) - self.side_score(1 - me);
        d.clamp(-(EVAL_LIMIT - 1), EVAL_LIMIT - 1)
    }

    /// Captures by victim value (most valuable first), then promotions.
    fn move_priority(&self, mv: Action) -> i32 {
        let mut p = self
            .capture_target(mv)
            .map_or(0, |s| 10 * self.victim_value(s));
        if let Action::Move(PieceMove {
            promotion: Some(k), ..
        }) = mv
        {
            p += self.victim_value_of(k);
        }
        p
    }

    /// Captures, promotions and Kamikaze.
    fn is_noisy(&self, mv: Action) -> bool {
        self.capture_target(mv).is_some()
            || matches!(
                mv,
                Action::Move(PieceMove {
                    promotion: Some(_),
                    ..
                }) | Action::Skill(PieceSkill::Kamikaze { .. })
            )
    }
}

impl Strife {
    fn victim_value_of(&self, k: Kind) -> i32 {
        const VALUE: [i32; 6] = [100, 300, 320, 500, 900, 400];
        VALUE[k.index()]
    }
}

/// Perfect information: the default determinization (the state itself).
impl Determinize for Strife {}
