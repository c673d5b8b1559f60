//! [`HexGrid`]: a hexagonal board of radius 1 to 6, its dense cell indices
//! and its precomputed tables.

use core::fmt;
use core::iter::FusedIterator;

use super::coord::Hex;
use super::direction::{Diagonal, Direction};
use super::set::HexSet;

/// The largest supported board radius.
///
/// ```
/// use board_core::hex::{HexGrid, MAX_RADIUS};
/// assert!(HexGrid::of_radius(MAX_RADIUS).is_some());
/// assert!(HexGrid::of_radius(MAX_RADIUS + 1).is_none());
/// ```
pub const MAX_RADIUS: u32 = 6;

/// The number of cells of the largest board (radius 6): 127.
///
/// ```
/// use board_core::hex::{HexGrid, MAX_CELLS, MAX_RADIUS};
/// assert_eq!(HexGrid::of_radius(MAX_RADIUS).unwrap().cell_count(), MAX_CELLS);
/// ```
pub const MAX_CELLS: usize = 127;

const NONE: u8 = u8::MAX;
const SPAN: usize = 2 * MAX_RADIUS as usize + 1;

/// Whether a step in direction `i` (of [`Direction::ALL`]) raises the cell
/// index (cells are numbered by `q`, then `r`).
const DIRECTION_ASCENDS: [bool; 6] = [false, true, true, true, false, false];
/// Whether a step along diagonal `i` (of [`Diagonal::ALL`]) raises the index.
const DIAGONAL_ASCENDS: [bool; 6] = [false, true, true, true, false, false];

/// A hexagonal board: every cell within distance `radius` of the centre
/// (Kyrras rule KY-1.2), with each cell given a dense index `0..cell_count()`.
///
/// Cells are numbered by `q` ascending, then `r` ascending, so the centre
/// of a radius-5 board is index 45 and index 0 is the cell
/// `(-radius, 0)`. Along any fixed step (a [`Direction`] or a
/// [`Diagonal`]) the indices are monotonic, which is what makes the
/// blocker trick of [`ray_attacks`](Self::ray_attacks) work.
///
/// All tables are computed by a `const fn` at compile time, one `static`
/// per radius; [`of_radius`](Self::of_radius) hands them out for free.
/// Every method that takes a cell index answers `None` or an empty set for
/// an index that is not on the board; none panics.
///
/// ```
/// use board_core::hex::{Direction, Hex, HexGrid};
/// let grid = HexGrid::of_radius(5).unwrap();
/// assert_eq!(grid.cell_count(), 91);
/// let centre = grid.index_of(Hex::ORIGIN).unwrap();
/// let north = grid.neighbor(centre, Direction::N).unwrap();
/// assert_eq!(grid.hex(north), Some(Hex::new(-1, 1)));
/// assert_eq!(grid.ray(centre, Direction::N).len(), 5);
/// assert_eq!(grid.knight_targets(centre).len(), 12);
/// assert!(grid.index_of(Hex::new(6, 0)).is_none()); // off the board
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct HexGrid {
    radius: u8,
    cells: u8,
    hexes: [(i8, i8); MAX_CELLS],
    index: [[u8; SPAN]; SPAN],
    neighbors: [[u8; 6]; MAX_CELLS],
    diagonal_neighbors: [[u8; 6]; MAX_CELLS],
    rays: [[HexSet; 6]; MAX_CELLS],
    diagonal_rays: [[HexSet; 6]; MAX_CELLS],
    adjacent: [HexSet; MAX_CELLS],
    diagonal_adjacent: [HexSet; MAX_CELLS],
    knight: [HexSet; MAX_CELLS],
    rings: [HexSet; MAX_RADIUS as usize + 1],
    distance: [[u8; MAX_CELLS]; MAX_CELLS],
    all: HexSet,
}

static GRID_R1: HexGrid = HexGrid::build_or_panic(1);
static GRID_R2: HexGrid = HexGrid::build_or_panic(2);
static GRID_R3: HexGrid = HexGrid::build_or_panic(3);
static GRID_R4: HexGrid = HexGrid::build_or_panic(4);
static GRID_R5: HexGrid = HexGrid::build_or_panic(5);
static GRID_R6: HexGrid = HexGrid::build_or_panic(6);

impl HexGrid {
    /// The precomputed grid of radius `radius`, or `None` unless
    /// `1 <= radius <= 6`. Costs nothing: the tables are built at compile
    /// time.
    ///
    /// ```
    /// use board_core::hex::HexGrid;
    /// assert_eq!(HexGrid::of_radius(4).unwrap().cell_count(), 61);
    /// assert_eq!(HexGrid::of_radius(6).unwrap().cell_count(), 127);
    /// assert!(HexGrid::of_radius(0).is_none());
    /// assert!(HexGrid::of_radius(7).is_none());
    /// ```
    pub const fn of_radius(radius: u32) -> Option<&'static HexGrid> {
        match radius {
            1 => Some(&GRID_R1),
            2 => Some(&GRID_R2),
            3 => Some(&GRID_R3),
            4 => Some(&GRID_R4),
            5 => Some(&GRID_R5),
            6 => Some(&GRID_R6),
            _ => None,
        }
    }

    const fn build_or_panic(radius: u32) -> HexGrid {
        match HexGrid::build(radius) {
            Some(g) => g,
            None => panic!("radius out of range"),
        }
    }

    /// Computes a grid of radius `radius` (a `const fn`, for your own
    /// constants); `None` unless `1 <= radius <= 6`. Prefer
    /// [`of_radius`](Self::of_radius), which returns a precomputed one.
    ///
    /// ```
    /// use board_core::hex::HexGrid;
    /// static MINE: Option<HexGrid> = HexGrid::build(3);
    /// assert_eq!(MINE.as_ref().unwrap().cell_count(), 37);
    /// assert!(HexGrid::build(0).is_none());
    /// ```
    pub const fn build(radius: u32) -> Option<HexGrid> {
        if radius == 0 || radius > MAX_RADIUS {
            return None;
        }
        let rad = radius as i32;
        let mut g = HexGrid {
            radius: radius as u8,
            cells: 0,
            hexes: [(0, 0); MAX_CELLS],
            index: [[NONE; SPAN]; SPAN],
            neighbors: [[NONE; 6]; MAX_CELLS],
            diagonal_neighbors: [[NONE; 6]; MAX_CELLS],
            rays: [[HexSet::EMPTY; 6]; MAX_CELLS],
            diagonal_rays: [[HexSet::EMPTY; 6]; MAX_CELLS],
            adjacent: [HexSet::EMPTY; MAX_CELLS],
            diagonal_adjacent: [HexSet::EMPTY; MAX_CELLS],
            knight: [HexSet::EMPTY; MAX_CELLS],
            rings: [HexSet::EMPTY; MAX_RADIUS as usize + 1],
            distance: [[0; MAX_CELLS]; MAX_CELLS],
            all: HexSet::EMPTY,
        };
        // Number the cells: q ascending, then r ascending.
        let mut n = 0usize;
        let mut q = -rad;
        while q <= rad {
            let mut r = -rad;
            while r <= rad {
                if Hex::new(q, r).length() <= radius {
                    g.hexes[n] = (q as i8, r as i8);
                    g.index[(q + MAX_RADIUS as i32) as usize][(r + MAX_RADIUS as i32) as usize] =
                        n as u8;
                    n += 1;
                }
                r += 1;
            }
            q += 1;
        }
        g.cells = n as u8;
        g.all = HexSet::first_n(n);
        // Per-cell tables.
        let mut i = 0;
        while i < n {
            let h = g.hex_const(i);
            g.rings[h.length() as usize].0 |= 1 << i;
            let mut d = 0;
            while d < 6 {
                if let Some(j) = g.index_const(h.neighbor(Direction::ALL[d])) {
                    g.neighbors[i][d] = j as u8;
                    g.adjacent[i].0 |= 1 << j;
                }
                if let Some(j) = g.index_const(h.diagonal_neighbor(Diagonal::ALL[d])) {
                    g.diagonal_neighbors[i][d] = j as u8;
                    g.diagonal_adjacent[i].0 |= 1 << j;
                }
                // Rays: step until leaving the board.
                let mut at = h.neighbor(Direction::ALL[d]);
                while let Some(j) = g.index_const(at) {
                    g.rays[i][d].0 |= 1 << j;
                    at = at.neighbor(Direction::ALL[d]);
                }
                let mut at = h.diagonal_neighbor(Diagonal::ALL[d]);
                while let Some(j) = g.index_const(at) {
                    g.diagonal_rays[i][d].0 |= 1 << j;
                    at = at.diagonal_neighbor(Diagonal::ALL[d]);
                }
                // Knight (K-M1): a step, then an outward diagonal step.
                let step = h.neighbor(Direction::ALL[d]);
                let diags = Direction::ALL[d].adjacent_diagonals();
                let mut k = 0;
                while k < 2 {
                    if let Some(j) = g.index_const(step.diagonal_neighbor(diags[k])) {
                        g.knight[i].0 |= 1 << j;
                    }
                    k += 1;
                }
                d += 1;
            }
            let mut j = 0;
            while j < n {
                g.distance[i][j] = h.distance(g.hex_const(j)) as u8;
                j += 1;
            }
            i += 1;
        }
        Some(g)
    }

    const fn hex_const(&self, i: usize) -> Hex {
        let (q, r) = self.hexes[i];
        Hex::new(q as i32, r as i32)
    }

    const fn index_const(&self, h: Hex) -> Option<usize> {
        let m = MAX_RADIUS as i32;
        let (q, r) = (h.q(), h.r());
        if q < -m || q > m || r < -m || r > m || h.length() > self.radius as u32 {
            return None;
        }
        let i = self.index[(q + m) as usize][(r + m) as usize];
        if i == NONE { None } else { Some(i as usize) }
    }

    /// The radius: the distance from the centre to the edge.
    ///
    /// ```
    /// use board_core::hex::HexGrid;
    /// assert_eq!(HexGrid::of_radius(5).unwrap().radius(), 5);
    /// ```
    #[inline]
    pub const fn radius(&self) -> u32 {
        self.radius as u32
    }

    /// The number of cells, `3 R (R + 1) + 1`.
    ///
    /// ```
    /// use board_core::hex::HexGrid;
    /// assert_eq!(HexGrid::of_radius(5).unwrap().cell_count(), 91);
    /// ```
    #[inline]
    pub const fn cell_count(&self) -> usize {
        self.cells as usize
    }

    /// Every cell of the board.
    ///
    /// ```
    /// use board_core::hex::HexGrid;
    /// let g = HexGrid::of_radius(1).unwrap();
    /// assert_eq!(g.all().iter().collect::<Vec<_>>(), [0, 1, 2, 3, 4, 5, 6]);
    /// ```
    #[inline]
    pub const fn all(&self) -> HexSet {
        self.all
    }

    /// The index of the cell at `hex`, or `None` if it is off the board.
    ///
    /// ```
    /// use board_core::hex::{Hex, HexGrid};
    /// let g = HexGrid::of_radius(5).unwrap();
    /// assert_eq!(g.index_of(Hex::ORIGIN), Some(45));
    /// assert_eq!(g.index_of(Hex::new(-5, 0)), Some(0));
    /// assert_eq!(g.index_of(Hex::new(3, 3)), None);
    /// ```
    #[inline]
    pub const fn index_of(&self, hex: Hex) -> Option<usize> {
        self.index_const(hex)
    }

    /// Whether `hex` is on the board.
    ///
    /// ```
    /// use board_core::hex::{Hex, HexGrid};
    /// let g = HexGrid::of_radius(4).unwrap();
    /// assert!(g.contains(Hex::new(4, -4)));
    /// assert!(!g.contains(Hex::new(4, 1)));
    /// ```
    #[inline]
    pub const fn contains(&self, hex: Hex) -> bool {
        self.index_const(hex).is_some()
    }

    /// The cell with index `index`, or `None` unless `index < cell_count()`.
    ///
    /// ```
    /// use board_core::hex::{Hex, HexGrid};
    /// let g = HexGrid::of_radius(5).unwrap();
    /// assert_eq!(g.hex(45), Some(Hex::ORIGIN));
    /// assert_eq!(g.hex(91), None);
    /// ```
    #[inline]
    pub const fn hex(&self, index: usize) -> Option<Hex> {
        if index < self.cells as usize {
            Some(self.hex_const(index))
        } else {
            None
        }
    }

    /// Every cell as `(index, hex)`, in index order.
    ///
    /// ```
    /// use board_core::hex::{Hex, HexGrid};
    /// let g = HexGrid::of_radius(3).unwrap();
    /// assert_eq!(g.cells().count(), 37);
    /// assert_eq!(g.cells().next(), Some((0, Hex::new(-3, 0))));
    /// ```
    pub fn cells(&self) -> impl ExactSizeIterator<Item = (usize, Hex)> + '_ {
        (0..self.cell_count()).map(|i| (i, self.hex_const(i)))
    }

    #[inline]
    const fn on_board(&self, index: usize) -> bool {
        index < self.cells as usize
    }

    /// The index of the cell next to `index` in direction `dir`, or `None`
    /// at the edge (or if `index` is off the board).
    ///
    /// ```
    /// use board_core::hex::{Direction, HexGrid};
    /// let g = HexGrid::of_radius(5).unwrap();
    /// assert_eq!(g.neighbor(45, Direction::SE), Some(56)); // (0,0) -> (1,0)
    /// assert_eq!(g.neighbor(0, Direction::NW), None);      // (-5,0) is on the edge
    /// ```
    #[inline]
    pub const fn neighbor(&self, index: usize, dir: Direction) -> Option<usize> {
        if !self.on_board(index) {
            return None;
        }
        let j = self.neighbors[index][dir as usize];
        if j == NONE { None } else { Some(j as usize) }
    }

    /// The index of the cell one diagonal step from `index` along `diag`,
    /// or `None`.
    ///
    /// ```
    /// use board_core::hex::{Diagonal, Hex, HexGrid};
    /// let g = HexGrid::of_radius(5).unwrap();
    /// let e = g.diagonal_neighbor(45, Diagonal::E).unwrap();
    /// assert_eq!(g.hex(e), Some(Hex::new(1, 1)));
    /// ```
    #[inline]
    pub const fn diagonal_neighbor(&self, index: usize, diag: Diagonal) -> Option<usize> {
        if !self.on_board(index) {
            return None;
        }
        let j = self.diagonal_neighbors[index][diag as usize];
        if j == NONE { None } else { Some(j as usize) }
    }

    /// The cells sharing a side with `index` (up to six; a king's step).
    ///
    /// ```
    /// use board_core::hex::{Hex, HexGrid};
    /// let g = HexGrid::of_radius(5).unwrap();
    /// assert_eq!(g.adjacent(45).len(), 6);
    /// let corner = g.index_of(Hex::new(-5, 5)).unwrap();
    /// assert_eq!(g.adjacent(corner).len(), 3);
    /// ```
    #[inline]
    pub const fn adjacent(&self, index: usize) -> HexSet {
        if self.on_board(index) {
            self.adjacent[index]
        } else {
            HexSet::EMPTY
        }
    }

    /// The cells one diagonal step from `index` (up to six).
    ///
    /// ```
    /// use board_core::hex::{Hex, HexGrid};
    /// let g = HexGrid::of_radius(5).unwrap();
    /// assert_eq!(g.diagonal_adjacent(45).len(), 6);
    /// let corner = g.index_of(Hex::new(-5, 5)).unwrap();
    /// assert_eq!(g.diagonal_adjacent(corner).len(), 2);
    /// ```
    #[inline]
    pub const fn diagonal_adjacent(&self, index: usize) -> HexSet {
        if self.on_board(index) {
            self.diagonal_adjacent[index]
        } else {
            HexSet::EMPTY
        }
    }

    /// The knight's targets from `index` (Kyrras rule KY-5.7, Glinski's knight): the cells whose
    /// offset in cube coordinates is a permutation of `(3, -1, -2)` or of
    /// `(-3, 1, 2)`; 12 away from the edge.
    ///
    /// ```
    /// use board_core::hex::{Hex, HexGrid};
    /// let g = HexGrid::of_radius(5).unwrap();
    /// let targets = g.knight_targets(45);
    /// assert_eq!(targets.len(), 12);
    /// assert!(targets.contains(g.index_of(Hex::new(3, -1)).unwrap()));
    /// ```
    #[inline]
    pub const fn knight_targets(&self, index: usize) -> HexSet {
        if self.on_board(index) {
            self.knight[index]
        } else {
            HexSet::EMPTY
        }
    }

    /// The cells from `index` (excluded) to the edge in direction `dir`, on
    /// an empty board.
    ///
    /// ```
    /// use board_core::hex::{Direction, Hex, HexGrid};
    /// let g = HexGrid::of_radius(5).unwrap();
    /// let ray = g.ray(45, Direction::S);
    /// assert_eq!(ray.len(), 5);
    /// assert!(ray.contains(g.index_of(Hex::new(5, -5)).unwrap()));
    /// ```
    #[inline]
    pub const fn ray(&self, index: usize, dir: Direction) -> HexSet {
        if self.on_board(index) {
            self.rays[index][dir as usize]
        } else {
            HexSet::EMPTY
        }
    }

    /// The cells from `index` (excluded) to the edge along diagonal `diag`,
    /// on an empty board.
    ///
    /// ```
    /// use board_core::hex::{Diagonal, HexGrid};
    /// let g = HexGrid::of_radius(5).unwrap();
    /// assert_eq!(g.diagonal_ray(45, Diagonal::E).len(), 2); // (1,1), (2,2)
    /// assert_eq!(g.diagonal_ray(45, Diagonal::NNE).len(), 2); // (-1,2), (-2,4)
    /// ```
    #[inline]
    pub const fn diagonal_ray(&self, index: usize, diag: Diagonal) -> HexSet {
        if self.on_board(index) {
            self.diagonal_rays[index][diag as usize]
        } else {
            HexSet::EMPTY
        }
    }

    /// The cells of [`ray`](Self::ray) in order, nearest first.
    ///
    /// ```
    /// use board_core::hex::{Direction, HexGrid};
    /// let g = HexGrid::of_radius(5).unwrap();
    /// let cells: Vec<usize> = g.ray_cells(45, Direction::NE).collect();
    /// assert_eq!(cells, [46, 47, 48, 49, 50]);
    /// ```
    #[inline]
    pub const fn ray_cells(&self, index: usize, dir: Direction) -> RayCells<'_> {
        RayCells {
            grid: self,
            at: if self.on_board(index) {
                index as u8
            } else {
                NONE
            },
            step: dir as u8,
            diagonal: false,
        }
    }

    /// The cells of [`diagonal_ray`](Self::diagonal_ray) in order, nearest
    /// first.
    ///
    /// ```
    /// use board_core::hex::{Diagonal, Hex, HexGrid};
    /// let g = HexGrid::of_radius(5).unwrap();
    /// let hexes: Vec<Hex> = g
    ///     .diagonal_ray_cells(45, Diagonal::W)
    ///     .map(|i| g.hex(i).unwrap())
    ///     .collect();
    /// assert_eq!(hexes, [Hex::new(-1, -1), Hex::new(-2, -2)]);
    /// ```
    #[inline]
    pub const fn diagonal_ray_cells(&self, index: usize, diag: Diagonal) -> RayCells<'_> {
        RayCells {
            grid: self,
            at: if self.on_board(index) {
                index as u8
            } else {
                NONE
            },
            step: diag as u8,
            diagonal: true,
        }
    }

    /// The cells a slider on `index` reaches in direction `dir` when the
    /// cells in `occupied` block: the ray up to and including the first
    /// occupied cell.
    ///
    /// ```
    /// use board_core::hex::{Direction, HexGrid, HexSet};
    /// let g = HexGrid::of_radius(5).unwrap();
    /// let blockers = HexSet::single(48);
    /// let reach = g.ray_attacks(45, Direction::NE, blockers);
    /// assert_eq!(reach.iter().collect::<Vec<_>>(), [46, 47, 48]);
    /// ```
    #[inline]
    pub const fn ray_attacks(&self, index: usize, dir: Direction, occupied: HexSet) -> HexSet {
        if !self.on_board(index) {
            return HexSet::EMPTY;
        }
        let ray = self.rays[index][dir as usize].0;
        let blockers = ray & occupied.0;
        if DIRECTION_ASCENDS[dir as usize] {
            // Every bit up to and including the lowest blocker.
            return HexSet(ray & (blockers ^ blockers.wrapping_sub(1)));
        }
        // The highest blocker, or cell 0 when there is none: cell 0 is
        // `(-radius, 0)`, whose descending rays are all empty.
        let first = 127 - (blockers | 1).leading_zeros() as usize;
        HexSet(ray ^ self.rays[first][dir as usize].0)
    }

    /// Like [`ray_attacks`](Self::ray_attacks), along a diagonal.
    ///
    /// ```
    /// use board_core::hex::{Diagonal, Hex, HexGrid, HexSet};
    /// let g = HexGrid::of_radius(5).unwrap();
    /// let blocker = g.index_of(Hex::new(-1, -1)).unwrap();
    /// let reach = g.diagonal_ray_attacks(45, Diagonal::W, HexSet::single(blocker));
    /// assert_eq!(reach, HexSet::single(blocker));
    /// ```
    #[inline]
    pub const fn diagonal_ray_attacks(
        &self,
        index: usize,
        diag: Diagonal,
        occupied: HexSet,
    ) -> HexSet {
        if !self.on_board(index) {
            return HexSet::EMPTY;
        }
        let ray = self.diagonal_rays[index][diag as usize].0;
        let blockers = ray & occupied.0;
        if DIAGONAL_ASCENDS[diag as usize] {
            // Every bit up to and including the lowest blocker.
            return HexSet(ray & (blockers ^ blockers.wrapping_sub(1)));
        }
        // The highest blocker, or cell 0 when there is none: cell 0 is
        // `(-radius, 0)`, whose descending rays are all empty.
        let first = 127 - (blockers | 1).leading_zeros() as usize;
        HexSet(ray ^ self.diagonal_rays[first][diag as usize].0)
    }

    /// The union of [`ray_attacks`](Self::ray_attacks) over all six
    /// directions (a Glinski rook's reach).
    ///
    /// ```
    /// use board_core::hex::{HexGrid, HexSet};
    /// let g = HexGrid::of_radius(5).unwrap();
    /// assert_eq!(g.line_attacks(45, HexSet::EMPTY).len(), 30);
    /// ```
    pub const fn line_attacks(&self, index: usize, occupied: HexSet) -> HexSet {
        let mut out = 0;
        let mut d = 0;
        while d < 6 {
            out |= self.ray_attacks(index, Direction::ALL[d], occupied).0;
            d += 1;
        }
        HexSet(out)
    }

    /// The union of [`diagonal_ray_attacks`](Self::diagonal_ray_attacks)
    /// over all six diagonals (a Glinski bishop's reach).
    ///
    /// ```
    /// use board_core::hex::{HexGrid, HexSet};
    /// let g = HexGrid::of_radius(5).unwrap();
    /// assert_eq!(g.diagonal_attacks(45, HexSet::EMPTY).len(), 12);
    /// ```
    pub const fn diagonal_attacks(&self, index: usize, occupied: HexSet) -> HexSet {
        let mut out = 0;
        let mut d = 0;
        while d < 6 {
            out |= self
                .diagonal_ray_attacks(index, Diagonal::ALL[d], occupied)
                .0;
            d += 1;
        }
        HexSet(out)
    }

    /// The cells strictly between `a` and `b` when they share a line
    /// (through sides) or a diagonal; otherwise (or if either is off the
    /// board) the empty set.
    ///
    /// ```
    /// use board_core::hex::{Hex, HexGrid};
    /// let g = HexGrid::of_radius(5).unwrap();
    /// let a = g.index_of(Hex::new(-2, 2)).unwrap();
    /// let b = g.index_of(Hex::new(1, -1)).unwrap();
    /// assert_eq!(g.between(a, b).len(), 2);
    /// let c = g.index_of(Hex::new(1, 0)).unwrap();
    /// assert!(g.between(a, c).is_empty()); // not on a common line
    /// ```
    pub const fn between(&self, a: usize, b: usize) -> HexSet {
        let (Some(ha), Some(hb)) = (self.hex(a), self.hex(b)) else {
            return HexSet::EMPTY;
        };
        if let Some(d) = ha.direction_to(hb) {
            return HexSet(self.rays[a][d as usize].0 & !self.rays[b][d as usize].0 & !(1 << b));
        }
        if let Some(d) = ha.diagonal_to(hb) {
            return HexSet(
                self.diagonal_rays[a][d as usize].0
                    & !self.diagonal_rays[b][d as usize].0
                    & !(1 << b),
            );
        }
        HexSet::EMPTY
    }

    /// The cells at distance exactly `k` from the centre: `6k` of them for
    /// `1 <= k <= radius`, the centre alone for `k == 0`, none beyond.
    ///
    /// ```
    /// use board_core::hex::HexGrid;
    /// let g = HexGrid::of_radius(5).unwrap();
    /// assert_eq!(g.ring(0).len(), 1);
    /// assert_eq!(g.ring(5).len(), 30);
    /// assert!(g.ring(6).is_empty());
    /// ```
    #[inline]
    pub const fn ring(&self, k: u32) -> HexSet {
        if k <= self.radius as u32 {
            self.rings[k as usize]
        } else {
            HexSet::EMPTY
        }
    }

    /// The cells of the board at distance exactly `k` from `index`.
    ///
    /// ```
    /// use board_core::hex::{Hex, HexGrid};
    /// let g = HexGrid::of_radius(5).unwrap();
    /// let corner = g.index_of(Hex::new(5, -5)).unwrap();
    /// assert_eq!(g.ring_around(45, 2).len(), 12);
    /// assert_eq!(g.ring_around(corner, 1).len(), 3);
    /// ```
    pub const fn ring_around(&self, index: usize, k: u32) -> HexSet {
        let mut out = 0;
        if self.on_board(index) {
            let mut j = 0;
            while j < self.cells as usize {
                if self.distance[index][j] as u32 == k {
                    out |= 1 << j;
                }
                j += 1;
            }
        }
        HexSet(out)
    }

    /// The distance in steps between two cells, or `None` if either is off
    /// the board.
    ///
    /// ```
    /// use board_core::hex::{Hex, HexGrid};
    /// let g = HexGrid::of_radius(5).unwrap();
    /// assert_eq!(g.distance(0, 90), Some(10)); // (-5,0) to (5,0)
    /// assert_eq!(g.distance(0, 91), None);
    /// ```
    #[inline]
    pub const fn distance(&self, a: usize, b: usize) -> Option<u32> {
        if self.on_board(a) && self.on_board(b) {
            Some(self.distance[a][b] as u32)
        } else {
            None
        }
    }
}

impl fmt::Debug for HexGrid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HexGrid")
            .field("radius", &self.radius)
            .field("cells", &self.cells)
            .finish_non_exhaustive()
    }
}

/// The cells of a ray in order, nearest first; from
/// [`HexGrid::ray_cells`] or [`HexGrid::diagonal_ray_cells`].
///
/// ```
/// use board_core::hex::{Direction, HexGrid};
/// let g = HexGrid::of_radius(2).unwrap();
/// let centre = 9;
/// assert_eq!(g.ray_cells(centre, Direction::S).count(), 2);
/// ```
#[derive(Clone, Debug)]
pub struct RayCells<'a> {
    grid: &'a HexGrid,
    at: u8,
    step: u8,
    diagonal: bool,
}

impl Iterator for RayCells<'_> {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.at == NONE {
            return None;
        }
        let table = if self.diagonal {
            &self.grid.diagonal_neighbors
        } else {
            &self.grid.neighbors
        };
        self.at = table[self.at as usize][self.step as usize];
        if self.at == NONE {
            None
        } else {
            Some(self.at as usize)
        }
    }
}

impl FusedIterator for RayCells<'_> {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_counts_and_rings() {
        for r in 1..=MAX_RADIUS {
            let g = HexGrid::of_radius(r).unwrap();
            assert_eq!(g.cell_count() as u32, 3 * r * (r + 1) + 1);
            assert_eq!(g.all().len(), g.cell_count());
            for k in 1..=r {
                assert_eq!(g.ring(k).len() as u32, 6 * k);
            }
        }
    }

    #[test]
    fn cell_zero_has_empty_descending_rays() {
        // ray_attacks relies on it as the "no blocker" sentinel.
        for r in 1..=MAX_RADIUS {
            let g = HexGrid::of_radius(r).unwrap();
            for d in 0..6 {
                if !DIRECTION_ASCENDS[d] {
                    assert!(g.rays[0][d].is_empty());
                }
                if !DIAGONAL_ASCENDS[d] {
                    assert!(g.diagonal_rays[0][d].is_empty());
                }
            }
        }
    }

    #[test]
    fn off_board_indices_are_harmless() {
        let g = HexGrid::of_radius(4).unwrap();
        for i in [61, 126, 127, 128, usize::MAX] {
            assert_eq!(g.hex(i), None);
            assert_eq!(g.neighbor(i, Direction::N), None);
            assert!(g.ray(i, Direction::N).is_empty());
            assert!(g.knight_targets(i).is_empty());
            assert!(g.ray_attacks(i, Direction::S, HexSet::EMPTY).is_empty());
            assert!(g.between(0, i).is_empty());
            assert_eq!(g.ray_cells(i, Direction::N).next(), None);
            assert!(g.ring_around(i, 1).is_empty());
        }
    }
}
