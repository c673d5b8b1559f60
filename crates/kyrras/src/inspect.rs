//! [`Inspect`] for [`Kyrras`]: the board as a view (pieces, Mountains,
//! seats) and what each move does to it.
//!
//! Kyrras has no hidden information: every perspective sees everything.

use board_core::inspect::{
    Change, Coord, Geometry, Info, Inspect, Mark, MoveEffect, Perspective, PieceView, SideView,
    View,
};
use board_core::{Game, Player};

use crate::moves::Code;
use crate::piece::{Kind, Piece};
use crate::state::{Kyrras, Phase};
use crate::territory::Seat;

/// The name of the mark on a Mountain's cell (KY-2.2).
pub const MOUNTAIN_MARK: &str = "mountain";

/// The view of one piece: lower-case kind, its letter as glyph, the facing
/// of Elephants and Spears.
pub(crate) fn piece_view(p: Piece) -> PieceView {
    let v = PieceView::new(p.owner, p.kind.name(), p.kind.glyph());
    match p.facing {
        Some(d) => v.facing(d),
        None => v,
    }
}

fn seat_text(seat: Seat) -> &'static str {
    match seat {
        Seat::South => "south",
        Seat::North => "north",
        Seat::NorthWest => "north-west",
        Seat::NorthEast => "north-east",
        Seat::West => "west",
        Seat::East => "east",
    }
}

fn yes_no(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

impl Kyrras {
    fn coord(&self, cell: usize) -> Coord {
        Coord::Hex(self.count.grid().hex(cell).unwrap_or_default())
    }

    /// The board part of the view: pieces and Mountains, in cell order
    /// (which is coordinate order).
    fn board_view(&self) -> View {
        let grid = self.count.grid();
        let mut v = View::new(Geometry::Hex {
            radius: grid.radius() as u8,
        });
        for (cell, hex) in grid.cells() {
            if self.board.is_mountain(cell) {
                v.add_mark(hex.into(), Mark::new(MOUNTAIN_MARK));
            } else if let Some(p) = self.board.piece(cell) {
                v.set_piece(hex.into(), piece_view(p));
            }
        }
        v
    }

    fn side_view(&self, p: usize) -> SideView {
        let player = Player::new(p as u8);
        let out = self.eliminated >> p & 1 == 1;
        let mut side = SideView::new(player, format!("{player}"));
        side.active = !out;
        let status = if out {
            let place = self.elim_order[..self.elim_len as usize]
                .iter()
                .position(|&q| q as usize == p)
                .map_or(0, |i| i + 1);
            format!("eliminated (out {place} of {})", self.elim_len)
        } else {
            "in the game".to_string()
        };
        let own = self.board.owners[p];
        let viceroy = if self.board.has_viceroy(p as u8) {
            "yes"
        } else if !out && self.phase == Phase::Decide && self.to_act as usize == p {
            "no (to appoint now)"
        } else {
            "no"
        };
        side.info("seat", seat_text(Seat::of_index(self.count, p)).to_string())
            .info("status", status)
            .info("viceroy", viceroy)
            .info("in check", yes_no(!out && self.in_check_seat(p as u8)))
            .info(
                "first turn",
                if self.first_done >> p & 1 == 1 {
                    "taken"
                } else {
                    "not yet"
                },
            )
            .info("pieces", own.len().to_string())
            .info("material", crate::words::pawns(self.material(p)))
    }
}

impl Inspect for Kyrras {
    /// Everything, for every perspective (Kyrras has no hidden information).
    ///
    /// ```
    /// use board_core::inspect::{Coord, Geometry, Inspect, Perspective};
    /// use board_core::hex::Hex;
    /// use kyrras::{Kyrras, PlayerCount};
    /// let g = Kyrras::standard(PlayerCount::Two);
    /// let v = g.view(Perspective::Spectator);
    /// assert_eq!(v.geometry, Geometry::Hex { radius: 4 });
    /// let king = v.piece(Coord::Hex(Hex::new(4, -4))).unwrap();
    /// assert_eq!((&*king.kind, &*king.glyph), ("king", "K"));
    /// assert_eq!(v.cells.iter().filter(|c| !c.marks.is_empty()).count(), 8);
    /// assert_eq!(v.sides[1].info[0].to_string(), "seat: north");
    /// ```
    fn view(&self, _perspective: Perspective) -> View {
        let mut v = self.board_view();
        v.to_act = self.to_act();
        v.sides = (0..self.count.get()).map(|p| self.side_view(p)).collect();
        let phase = match self.phase {
            Phase::Decide => "Viceroy decision",
            Phase::Move => "move",
            Phase::ForcedPass => "forced pass",
            Phase::Stalemate => "stalemate: pass or forfeit",
            Phase::Over => "over",
        };
        v.info
            .push(Info::new("players", self.count.get().to_string()));
        v.info.push(Info::new("phase", phase));
        v.info.push(Info::new("passes", self.passes.to_string()));
        if let Some(o) = self.outcome() {
            v.info
                .push(Info::new("result", crate::record::outcome_text(o)));
        }
        if let Some(why) = self.end_reason() {
            v.info.push(Info::new("ended by", why));
        }
        v
    }

    /// The changes of `mv`: a capture is a `Remove` before the `Move`; a
    /// step's path runs through every cell passed (a Knight's is its two
    /// ends); a new facing or a promotion is a `Place` on the end cell; an
    /// appointment is a `Place` of the new Viceroy; pieces that leave the
    /// board with an eliminated player are `Remove`s.
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// use board_core::inspect::{Change, Coord, Inspect};
    /// use kyrras::{Kyrras, Move, PlayerCount};
    /// let g = Kyrras::standard(PlayerCount::Two);
    /// let mv = g.legal_moves().into_iter().find(|m| m.to().unwrap().distance(m.from().unwrap()) == 2).unwrap();
    /// let effect = g.move_effect(mv);
    /// let Change::Move { path } = &effect.changes[0] else { panic!() };
    /// assert_eq!(path.len(), 3);
    /// # use board_core::Game;
    /// ```
    fn move_effect(&self, mv: Self::Move) -> MoveEffect {
        let mut effect = MoveEffect::none();
        if mv.players().is_some_and(|c| c != self.count) {
            return effect;
        }
        match mv.code {
            Code::Step { from, to } => {
                let (from, to) = (from as usize, to as usize);
                let Some(mover) = self.board.piece(from) else {
                    return effect;
                };
                let (fc, tc) = (self.coord(from), self.coord(to));
                if self.board.piece(to).is_some() {
                    effect.push(Change::Remove { at: tc });
                }
                let grid = self.count.grid();
                let mut path = vec![fc];
                if let (Some(a), Some(b)) = (grid.hex(from), grid.hex(to))
                    && mover.kind != Kind::Knight
                    && let Some(d) = a.direction_to(b)
                {
                    let mut h = a.neighbor(d);
                    while h != b && grid.contains(h) {
                        path.push(Coord::Hex(h));
                        h = h.neighbor(d);
                    }
                }
                path.push(tc);
                effect.push(Change::Move { path });
            }
            Code::Appoint { cell } => {
                let cell = cell as usize;
                if self.board.piece(cell).is_some() {
                    effect.push(Change::Place {
                        at: self.coord(cell),
                        piece: piece_view(Piece::new(
                            Player::new(self.to_act),
                            Kind::Viceroy,
                            None,
                        )),
                    });
                }
            }
            Code::DeclineViceroy | Code::Pass | Code::Forfeit => {}
        }
        // Facings, promotions and eliminations: whatever else differs.
        let mut described = self.board_view();
        if described.apply(&effect.changes).is_err() {
            return effect;
        }
        let mut after = self.clone();
        after.play_unchecked(mv);
        let rest = MoveEffect::diff(&described, &after.board_view(), &[]);
        effect.changes.extend(rest.changes);
        effect
    }

    /// Why the game ended (KY-10): `"king captured"` (KY-10.1),
    /// `"resignation"` (KY-10.7), `"checkmate"` (KY-10.2), `"stalemate"`
    /// (KY-10.3), `"every player passed"` (KY-10.5), `"only kings left"`
    /// (KY-10.6); `None` while the game goes on.
    ///
    /// ```
    /// use board_core::inspect::Inspect;
    /// use board_core::Player;
    /// use kyrras::{Kyrras, PlayerCount};
    /// let mut g = Kyrras::standard(PlayerCount::Two);
    /// assert_eq!(g.end_reason(), None);
    /// g.resign(Player::new(1)).unwrap();
    /// assert_eq!(g.end_reason().as_deref(), Some("resignation"));
    /// ```
    fn end_reason(&self) -> Option<String> {
        if self.phase != Phase::Over {
            return None;
        }
        let n = self.count.get();
        let alive: Vec<u8> = (0..n as u8)
            .filter(|&p| self.eliminated >> p & 1 == 0)
            .collect();
        let b = &self.board;
        let reason = if alive.len() <= 1 {
            match self.elim_order[..self.elim_len as usize].last() {
                Some(&p) if b.king(p).is_none() => "king captured",
                Some(_) => "resignation",
                None => "last player left",
            }
        } else if b.pieces() == b.pieces() & b.kinds[Kind::King.index()] {
            "only kings left"
        } else if self.passes as usize >= alive.len() {
            "every player passed"
        } else if self.in_check_seat(self.to_act) {
            "checkmate"
        } else {
            "stalemate"
        };
        Some(reason.to_string())
    }

    /// The notation's name of the cell, `(q,r)` (KY-11.1, KY-12.6).
    fn cell_name(&self, coord: Coord) -> String {
        coord.to_string()
    }

    /// `P1: spear (3,-3)-(3,-1), now facing north`, `P1: dragon (0,2) takes
    /// P2's rook on (0,4)`, `P2 appoints the raider on (2,3) as Viceroy`,
    /// with promotions, eliminations and checks (KY-12.2).
    fn describe_move(&self, mv: Self::Move, _perspective: Perspective) -> String {
        self.words(mv)
    }

    /// Every move of one piece together; the Viceroy decision (KY-12.3).
    fn move_group(&self, mv: Self::Move) -> Option<String> {
        self.group(mv)
    }

    /// The eight piece kinds and how they move (KY-12.4).
    fn catalogue(&self) -> Vec<board_core::inspect::Item> {
        Kyrras::kinds_catalogue()
    }

    /// The Viceroy decision, a forced pass, or pass-or-forfeit (KY-12.5).
    fn prompt(&self) -> Option<String> {
        self.asked()
    }
}
