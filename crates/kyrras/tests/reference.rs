//! An independent, deliberately naive implementation of the movement,
//! capture and legality rules (KY-5, KY-6, KY-7, KY-9) on a map of cells,
//! checked move for move against the engine over random games.

use std::collections::{BTreeSet, HashMap};

use board_core::hex::{Direction, Hex};
use board_core::{Game, Player, playout};
use kyrras::{Action, Kind, Kyrras, Move, Phase, Piece, PlayerCount};

#[derive(Clone, Copy, PartialEq, Debug)]
enum Cell {
    Mountain,
    Piece(Piece),
}

struct Naive {
    radius: i32,
    count: PlayerCount,
    cells: HashMap<Hex, Cell>,
    viceroy: [bool; 4],
    first_round_over: bool,
    alive: usize,
}

fn on_board(radius: i32, h: Hex) -> bool {
    h.q().abs() <= radius && h.r().abs() <= radius && h.s().abs() <= radius
}

impl Naive {
    fn from(g: &Kyrras) -> Naive {
        let count = g.players();
        let grid = count.grid();
        let mut cells = HashMap::new();
        for (_, h) in grid.cells() {
            if g.is_mountain(h) {
                cells.insert(h, Cell::Mountain);
            } else if let Some(p) = g.piece_at(h) {
                cells.insert(h, Cell::Piece(p));
            }
        }
        let n = count.get();
        let mut viceroy = [false; 4];
        for (p, v) in viceroy.iter_mut().enumerate().take(n) {
            *v = g.has_viceroy(Player::new(p as u8)).unwrap();
        }
        let first_round_over = (0..n).all(|p| {
            let p = Player::new(p as u8);
            g.has_taken_first_turn(p).unwrap() || g.is_eliminated(p).unwrap()
        });
        let alive = (0..n)
            .filter(|&p| !g.is_eliminated(Player::new(p as u8)).unwrap())
            .count();
        Naive {
            radius: grid.radius() as i32,
            count,
            cells,
            viceroy,
            first_round_over,
            alive,
        }
    }

    fn piece(&self, h: Hex) -> Option<Piece> {
        match self.cells.get(&h) {
            Some(Cell::Piece(p)) => Some(*p),
            _ => None,
        }
    }

    /// Cells the piece on `from` can move to by its pattern (empty or
    /// holding a piece of another player), with the last step's direction.
    fn reach(&self, from: Hex, piece: Piece) -> Vec<(Hex, Option<Direction>)> {
        let mut out = Vec::new();
        let blocked =
            |h: Hex| !on_board(self.radius, h) || self.cells.get(&h) == Some(&Cell::Mountain);
        let own = |h: Hex| self.piece(h).is_some_and(|p| p.owner == piece.owner);
        let other = |h: Hex| self.piece(h).is_some_and(|p| p.owner != piece.owner);
        match piece.kind {
            Kind::King | Kind::Rabble => {
                for d in Direction::ALL {
                    let h = from + d.vector();
                    if !blocked(h) && !own(h) {
                        out.push((h, Some(d)));
                    }
                }
            }
            Kind::Knight => {
                for (a, b, c) in [
                    (3, -1, -2),
                    (3, -2, -1),
                    (-1, 3, -2),
                    (-2, 3, -1),
                    (-1, -2, 3),
                    (-2, -1, 3),
                ] {
                    for sign in [1, -1] {
                        let h = from + Hex::new(sign * a, sign * b);
                        let _ = c;
                        if !blocked(h) && !own(h) {
                            out.push((h, None));
                        }
                    }
                }
            }
            Kind::Dragon => {
                for d in Direction::ALL {
                    for k in 1..=4 {
                        let h = from + d.vector() * k;
                        if !on_board(self.radius, h) {
                            break;
                        }
                        if blocked(h) || own(h) {
                            continue;
                        }
                        out.push((h, Some(d)));
                    }
                }
            }
            Kind::Raider | Kind::Viceroy => {
                for d in Direction::ALL {
                    for k in 1..=3 {
                        let h = from + d.vector() * k;
                        if blocked(h) {
                            break;
                        }
                        if own(h) {
                            continue;
                        }
                        out.push((h, Some(d)));
                        if other(h) && piece.kind == Kind::Viceroy {
                            break;
                        }
                    }
                }
            }
            Kind::Elephant | Kind::Spear => {
                for d in Direction::ALL {
                    for k in 1..=2 {
                        let h = from + d.vector() * k;
                        if blocked(h) || own(h) {
                            break;
                        }
                        out.push((h, Some(d)));
                        if other(h) {
                            break;
                        }
                    }
                }
            }
        }
        out
    }

    fn threatened(&self, target: Hex, by: impl Fn(Hex, Piece) -> bool) -> bool {
        self.cells.iter().any(|(&h, c)| match c {
            Cell::Piece(p) if by(h, *p) => self.reach(h, *p).iter().any(|&(t, _)| t == target),
            _ => false,
        })
    }

    fn king_of(&self, p: Player) -> Option<Hex> {
        self.cells.iter().find_map(|(&h, c)| match c {
            Cell::Piece(x) if x.owner == p && x.kind == Kind::King => Some(h),
            _ => None,
        })
    }

    fn may_capture(&self, from: Hex, mover: Piece, to: Hex, dir: Option<Direction>) -> bool {
        let Some(target) = self.piece(to) else {
            return true;
        };
        let protected = self.viceroy[target.owner.index()];
        match target.kind {
            Kind::King => {
                !matches!(mover.kind, Kind::King | Kind::Rabble)
                    && self.first_round_over
                    && self.threatened(to, |h, p| h != from && p.owner != target.owner)
            }
            Kind::Dragon if mover.kind == Kind::Rabble && protected => {
                Direction::ALL
                    .iter()
                    .filter(|d| {
                        self.piece(to + d.vector()).is_some_and(|p| {
                            p.owner != target.owner && matches!(p.kind, Kind::Rabble | Kind::Raider)
                        })
                    })
                    .count()
                    >= 2
            }
            Kind::Elephant | Kind::Spear if protected => {
                matches!(mover.kind, Kind::Elephant | Kind::Dragon | Kind::Knight)
                    || dir != target.facing.map(|f| f.opposite())
            }
            _ => true,
        }
    }

    fn legal_steps(&self, me: Player) -> BTreeSet<(Hex, Hex)> {
        let mut out = BTreeSet::new();
        for (&from, c) in &self.cells {
            let Cell::Piece(piece) = *c else { continue };
            if piece.owner != me {
                continue;
            }
            for (to, dir) in self.reach(from, piece) {
                if !self.may_capture(from, piece, to, dir) {
                    continue;
                }
                let captured = self.piece(to);
                let mut after = Naive {
                    radius: self.radius,
                    count: self.count,
                    cells: self.cells.clone(),
                    viceroy: self.viceroy,
                    first_round_over: self.first_round_over,
                    alive: self.alive,
                };
                after.cells.remove(&from);
                after.cells.insert(to, Cell::Piece(piece));
                if let Some(x) = captured.filter(|x| x.kind == Kind::King) {
                    if self.alive == 2 {
                        out.insert((from, to));
                        continue;
                    }
                    after
                        .cells
                        .retain(|_, c| !matches!(c, Cell::Piece(p) if p.owner == x.owner));
                }
                let king = after.king_of(me).unwrap();
                if !after.threatened(king, |_, p| p.owner != me) {
                    out.insert((from, to));
                }
            }
        }
        out
    }

    /// Whether a Rabble of `p` reaching `to` promotes (K-P1).
    fn promotes(&self, p: Player, to: Hex) -> bool {
        if to.length() as i32 != self.radius || !self.viceroy[p.index()] {
            return false;
        }
        let (q, r, s) = to.cube();
        let proj = match (self.count, p.index()) {
            (_, 0) => q - r,
            (PlayerCount::Two, _) => r - q,
            (PlayerCount::Three, 1) => s - q,
            (PlayerCount::Three, _) => r - s,
            (PlayerCount::Four, 1) => -(q + r),
            (PlayerCount::Four, 2) => r - q,
            (PlayerCount::Four, _) => q + r,
        };
        proj < 0
    }
}

fn check_game(start: Kyrras, seed: u64, plies: usize) -> usize {
    let line = playout(&start, seed, plies);
    let mut g = start;
    let mut checked = 0;
    for &mv in line.moves.iter().chain(std::iter::once(&Move::PASS)) {
        if g.phase() == Phase::Move {
            let me = g.to_act().unwrap();
            let naive = Naive::from(&g);
            let mut moves = kyrras::Moves::new();
            g.generate_moves(&mut moves);
            let ours: BTreeSet<(Hex, Hex)> = moves
                .iter()
                .map(|m| match m.action() {
                    Action::Step { from, to } => (from, to),
                    other => panic!("unexpected {other:?} in the move phase"),
                })
                .collect();
            let expected = naive.legal_steps(me);
            assert_eq!(ours, expected, "position {}", g.position_text());
            assert_eq!(g.count_moves() as usize, expected.len());
            checked += 1;
            // KY-7.2: check as the naive threat test sees it.
            let k = naive.king_of(me).unwrap();
            assert_eq!(
                g.in_check(me).unwrap(),
                naive.threatened(k, |_, p| p.owner != me)
            );
        }
        if g.outcome().is_some() || !g.is_legal(mv) {
            break;
        }
        let before = Naive::from(&g);
        let me = g.to_act().unwrap();
        g.play(mv).unwrap();
        if let Action::Step { from: f, to: t } = mv.action() {
            let moved = before.piece(f).unwrap();
            if moved.kind == Kind::Rabble && g.piece_at(t).is_some_and(|p| p.owner == me) {
                let want = if before.promotes(me, t) {
                    Kind::Raider
                } else {
                    Kind::Rabble
                };
                assert_eq!(g.piece_at(t).unwrap().kind, want, "promotion at {t}");
            }
            if moved.kind.is_directional() {
                // KY-5.6: the new facing is the direction moved.
                let facing = g.piece_at(t).map(|p| p.facing);
                if facing.is_some_and(|f| f.is_some()) {
                    assert_eq!(facing.unwrap(), f.direction_to(t));
                }
            }
        }
    }
    checked
}

// KY-5.1 KY-5.2 KY-5.3 KY-5.4 KY-5.5 KY-5.6 KY-5.7 KY-5.8 KY-5.9 KY-5.10 KY-5.11
// KY-6.1 KY-6.2 KY-6.3 KY-6.4 KY-6.6 KY-6.7 KY-6.8 KY-7.1 KY-7.3 KY-7.4 KY-9.1
///
/// `KYRRAS_REF_SEEDS=80` runs more games (10 by default).
#[test]
fn engine_matches_the_naive_rules_over_random_games() {
    let mut positions = 0;
    for seed in 0..std::env::var("KYRRAS_REF_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10u64)
    {
        for n in [PlayerCount::Two, PlayerCount::Three, PlayerCount::Four] {
            let start = if seed % 2 == 0 {
                Kyrras::random(n, seed)
            } else {
                Kyrras::standard(n)
            };
            positions += check_game(start, seed, 250);
        }
    }
    assert!(positions > 2000, "{positions}");
}
