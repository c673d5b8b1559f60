//! [`Kyrras`]: the state of a game in play, its turn structure (KY-4) and
//! the end of the game (KY-10).

use board_core::hex::{Direction, Hex, HexSet};
use board_core::{Game, MoveList, Outcome, Player, Ranking};

use crate::board::{
    Board, KEY_DECIDED, KEY_ELIM_ORDER, KEY_ELIMINATED, KEY_FIRST_DONE, KEY_PASSES, KEY_TO_ACT,
    KEYS,
};
use crate::count::PlayerCount;
use crate::moves::{Code, Move};
use crate::piece::{Kind, Piece};
use crate::tables::{self, NONE, Tables};
use crate::territory::promotion_of;

/// The proven maximum number of legal moves in one position: at most 17
/// non-King pieces (one Dragon with 24 targets, at most one Viceroy and
/// eight Raiders with 18 each, seven Elephants, Spears and Knights with 12
/// each) plus a King's 6: 276. Appointment decisions are at most 18.
pub const MAX_MOVES: usize = 288;

/// The move list of [`Kyrras`].
pub type Moves = MoveList<Move, MAX_MOVES>;

/// What the player to act must do now.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    /// Appoint a new Viceroy or decline (KY-8.2).
    Decide,
    /// Move a piece.
    Move,
    /// No legal move before their first turn: pass (KY-10.8).
    ForcedPass,
    /// Stalemated with three or more players left: pass or forfeit (KY-10.4).
    Stalemate,
    /// The game is over.
    Over,
}

/// Why [`Kyrras::play`](Game::play) or [`Kyrras::resign`] refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PlayError {
    /// The move is not legal in this position.
    #[error("illegal move {0:?}")]
    Illegal(Move),
    /// The game is already over.
    #[error("the game is over")]
    GameOver,
    /// The player is not (or no longer) in the game.
    #[error("{0} is not in the game")]
    NotInGame(Player),
}

/// A game of Kyrras in play: board, turn, and everything needed to go on.
///
/// Start one with [`Kyrras::standard`], [`Kyrras::random`] or through a
/// [`Setup`](crate::Setup); it implements [`board_core::Game`].
///
/// ```
/// use board_core::{perft, Game};
/// use kyrras::{Kyrras, PlayerCount};
/// let g = Kyrras::standard(PlayerCount::Two);
/// assert_eq!(g.to_act(), Some(board_core::Player::new(0)));
/// assert!(perft(&g, 1) > 0);
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct Kyrras {
    pub(crate) count: PlayerCount,
    pub(crate) board: Board,
    pub(crate) to_act: u8,
    /// The player to act has made this turn's Viceroy decision.
    pub(crate) decided: bool,
    /// Players who have taken their first turn (bit per seat).
    pub(crate) first_done: u8,
    /// Eliminated players (bit per seat).
    pub(crate) eliminated: u8,
    /// Eliminated players, first out first.
    pub(crate) elim_order: [u8; 4],
    pub(crate) elim_len: u8,
    /// Consecutive passes.
    pub(crate) passes: u8,
    pub(crate) phase: Phase,
    /// Pieces of the player to act whose moves need the King-safety test
    /// (derived from the position; kept to avoid recomputing it).
    pub(crate) careful: HexSet,
    /// The number of legal piece moves when `resolve` counted them all (in
    /// check, where the quick "has a move" test does not apply), else 0;
    /// derived from the position like `careful`, so the count at the last
    /// ply need not repeat it.
    pub(crate) counted: u16,
    /// A drawn ending (as opposed to a winner or a finished ranking).
    pub(crate) result: Option<Outcome>,
}

/// Receives generated moves; returns `true` to stop early.
pub(crate) trait Sink {
    fn take(&mut self, mv: Move) -> bool;
}

struct Collect<'a, B: board_core::MoveBuffer<Move>>(&'a mut B);
impl<B: board_core::MoveBuffer<Move>> Sink for Collect<'_, B> {
    #[inline]
    fn take(&mut self, mv: Move) -> bool {
        self.0.push(mv);
        false
    }
}

pub(crate) struct Count(pub(crate) u64);
impl Sink for Count {
    #[inline]
    fn take(&mut self, _: Move) -> bool {
        self.0 += 1;
        false
    }
}

impl Kyrras {
    /// A game on `board` with everything else at its start: P1 to act, no
    /// turns taken. Used by setups; validates nothing.
    pub(crate) fn from_board(count: PlayerCount, board: Board) -> Kyrras {
        let mut g = Kyrras {
            count,
            board,
            to_act: 0,
            decided: false,
            first_done: 0,
            eliminated: 0,
            elim_order: [0; 4],
            elim_len: 0,
            passes: 0,
            phase: Phase::Move,
            careful: HexSet::EMPTY,
            counted: 0,
            result: None,
        };
        g.resolve();
        g
    }

    /// A game from all its parts, settled by [`resolve`](Self::resolve).
    /// Validates nothing (the position text's parser does).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn from_parts(
        count: PlayerCount,
        board: Board,
        to_act: u8,
        decided: bool,
        first_done: u8,
        eliminated: u8,
        elim_order: [u8; 4],
        elim_len: u8,
        passes: u8,
    ) -> Kyrras {
        let mut g = Kyrras {
            count,
            board,
            to_act,
            decided,
            first_done,
            eliminated,
            elim_order,
            elim_len,
            passes,
            phase: Phase::Move,
            careful: HexSet::EMPTY,
            counted: 0,
            result: None,
        };
        g.resolve();
        g
    }

    #[inline]
    pub(crate) fn tables(&self) -> &'static Tables {
        tables::of_count(self.count)
    }

    /// The number of players.
    pub fn players(&self) -> PlayerCount {
        self.count
    }

    /// What the player to act must do.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The seat index of `player`, if the game has that seat.
    #[inline]
    fn seat(&self, player: Player) -> Option<usize> {
        (player.index() < self.count.get()).then_some(player.index())
    }

    /// The piece on `hex`, if any (`None` off the board too).
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// use kyrras::{Kind, Kyrras, PlayerCount};
    /// let g = Kyrras::standard(PlayerCount::Two);
    /// assert_eq!(g.piece_at(Hex::new(4, -4)).unwrap().kind, Kind::King);
    /// assert_eq!(g.piece_at(Hex::new(9, 9)), None);
    /// ```
    pub fn piece_at(&self, hex: Hex) -> Option<Piece> {
        self.board.piece(self.count.grid().index_of(hex)?)
    }

    /// Whether `hex` holds a Mountain (KY-2.2).
    ///
    /// ```
    /// use board_core::hex::Hex;
    /// use kyrras::{Kyrras, PlayerCount};
    /// let g = Kyrras::standard(PlayerCount::Two);
    /// assert_eq!(g.mountain_cells().count(), 8);
    /// assert!(g.mountain_cells().all(|h| g.is_mountain(h)));
    /// ```
    pub fn is_mountain(&self, hex: Hex) -> bool {
        self.count
            .grid()
            .index_of(hex)
            .is_some_and(|c| self.board.is_mountain(c))
    }

    /// The cells of all Mountains, as dense indices of [`PlayerCount::grid`].
    pub fn mountains(&self) -> HexSet {
        self.board.mountains
    }

    /// The Mountains' cells.
    pub fn mountain_cells(&self) -> impl Iterator<Item = Hex> + '_ {
        let grid = self.count.grid();
        self.board.mountains.iter().filter_map(|c| grid.hex(c))
    }

    /// Every piece on the board with its cell, in cell order.
    ///
    /// ```
    /// use kyrras::{Kyrras, PlayerCount};
    /// assert_eq!(Kyrras::standard(PlayerCount::Three).pieces().count(), 54);
    /// ```
    pub fn pieces(&self) -> impl Iterator<Item = (Hex, Piece)> + '_ {
        let grid = self.count.grid();
        self.board
            .pieces()
            .iter()
            .filter_map(|c| Some((grid.hex(c)?, self.board.piece(c)?)))
    }

    /// The cells of `player`'s pieces (dense indices of
    /// [`PlayerCount::grid`]); `None` for a seat the game does not have.
    ///
    /// ```
    /// use board_core::Player;
    /// use kyrras::{Kyrras, PlayerCount};
    /// let g = Kyrras::standard(PlayerCount::Two);
    /// assert_eq!(g.pieces_of(Player::new(1)).map(|s| s.len()), Some(18));
    /// assert_eq!(g.pieces_of(Player::new(4)), None);
    /// ```
    pub fn pieces_of(&self, player: Player) -> Option<HexSet> {
        Some(self.board.owners[self.seat(player)?])
    }

    /// Whether `player` is out of the game (KY-10.1); `None` for a seat the
    /// game does not have.
    pub fn is_eliminated(&self, player: Player) -> Option<bool> {
        Some(self.eliminated >> self.seat(player)? & 1 == 1)
    }

    /// Eliminated players, first out first.
    pub fn elimination_order(&self) -> impl Iterator<Item = Player> + '_ {
        self.elim_order[..self.elim_len as usize]
            .iter()
            .map(|&p| Player::new(p))
    }

    /// Whether `player` has taken their first turn (KY-6.5); `None` for a
    /// seat the game does not have.
    pub fn has_taken_first_turn(&self, player: Player) -> Option<bool> {
        Some(self.first_done >> self.seat(player)? & 1 == 1)
    }

    /// Consecutive passes so far (KY-10.5).
    pub fn passes(&self) -> u32 {
        self.passes as u32
    }

    /// Whether the player to act has made this turn's Viceroy decision.
    pub fn viceroy_decided(&self) -> bool {
        self.decided
    }

    /// Whether `player`'s King is threatened (in check, KY-7.2); `None` for
    /// a seat the game does not have.
    ///
    /// ```
    /// use board_core::Player;
    /// use kyrras::{Kyrras, PlayerCount};
    /// let g = Kyrras::standard(PlayerCount::Two);
    /// assert_eq!(g.in_check(Player::new(0)), Some(false));
    /// assert_eq!(g.in_check(Player::new(2)), None);
    /// ```
    pub fn in_check(&self, player: Player) -> Option<bool> {
        Some(self.in_check_seat(self.seat(player)? as u8))
    }

    pub(crate) fn in_check_seat(&self, p: u8) -> bool {
        match self.board.king(p) {
            Some(k) => self.board.threatened(self.tables(), k, p),
            None => false,
        }
    }

    /// Whether `player` has a Viceroy (KY-8.1); `None` for a seat the game
    /// does not have.
    pub fn has_viceroy(&self, player: Player) -> Option<bool> {
        Some(self.board.has_viceroy(self.seat(player)? as u8))
    }

    fn all_mask(&self) -> u8 {
        (1u8 << self.count.get()) - 1
    }

    fn alive_mask(&self) -> u8 {
        self.all_mask() & !self.eliminated
    }

    fn alive_count(&self) -> u32 {
        self.alive_mask().count_ones()
    }

    fn next_alive(&self, p: u8) -> u8 {
        let n = self.count.get() as u8;
        for i in 1..=n {
            // (p + i) mod n, without a division (p < n).
            let q = if p + i >= n { p + i - n } else { p + i };
            if self.eliminated >> q & 1 == 0 {
                return q;
            }
        }
        p
    }

    /// Every player has taken a first turn (or is out): Kings may be captured.
    #[inline]
    fn first_round_over(&self) -> bool {
        (self.first_done | self.eliminated) & self.all_mask() == self.all_mask()
    }

    fn owes_decision(&self, p: u8) -> bool {
        let own = self.board.owners[p as usize];
        !self.board.has_viceroy(p)
            && !(own & !self.board.kinds[Kind::King.index()]).is_empty()
            && self.board.king(p).is_some()
    }

    /// Ends the game with a winner or a draw among the players left.
    fn finish(&mut self, winner: Option<u8>) {
        self.phase = Phase::Over;
        let n = self.count.get();
        if n == 2 {
            self.result = Some(match winner {
                Some(w) => Outcome::Winner(Player::new(w)),
                None => Outcome::Draw,
            });
            return;
        }
        // Ranking: the winner (or every player left, in a draw) first, then
        // the eliminated players, last out best.
        let mut places = [0u8; 4];
        let mut next_place;
        match winner {
            Some(w) => {
                places[w as usize] = 1;
                // A player checkmated or beaten in the final two is not yet
                // in the elimination list: they come second.
                next_place = 2;
                for p in 0..n as u8 {
                    if p != w && self.eliminated >> p & 1 == 0 {
                        places[p as usize] = 2;
                        next_place = 3;
                    }
                }
            }
            None => {
                let alive = self.alive_mask();
                for (p, place) in places.iter_mut().enumerate().take(n) {
                    if alive >> p & 1 == 1 {
                        *place = 1;
                    }
                }
                next_place = alive.count_ones() as u8 + 1;
            }
        }
        for &p in self.elim_order[..self.elim_len as usize].iter().rev() {
            if places[p as usize] == 0 {
                places[p as usize] = next_place;
                next_place += 1;
            }
        }
        self.result = Ranking::new(&places[..n]).map(Outcome::Ranking);
    }

    /// Removes `p` from the game (KY-10.1). Their pieces leave the board,
    /// unless this elimination ends the game.
    fn eliminate(&mut self, p: u8) {
        if self.eliminated >> p & 1 == 1 {
            return;
        }
        self.eliminated |= 1 << p;
        // An elimination restarts the count of passes (KY-10.5).
        self.passes = 0;
        self.elim_order[self.elim_len as usize & 3] = p;
        self.elim_len += 1;
        if self.alive_count() > 1 {
            let own = self.board.owners[p as usize];
            for c in own.iter() {
                self.board.remove(c);
            }
        }
    }

    /// Ends the game if the position is final; returns whether it is.
    fn check_end(&mut self) -> bool {
        if self.phase == Phase::Over {
            return true;
        }
        let alive = self.alive_mask();
        if alive.count_ones() <= 1 {
            self.finish(alive.checked_ilog2().map(|p| p as u8));
            return true;
        }
        let pieces = self.board.pieces();
        if pieces == pieces & self.board.kinds[Kind::King.index()] {
            self.finish(None);
            return true;
        }
        if self.passes as u32 >= alive.count_ones() {
            self.finish(None);
            return true;
        }
        false
    }

    /// Settles what the player to act must do, eliminating checkmated
    /// players and ending the game where the rules say so.
    pub(crate) fn resolve(&mut self) {
        loop {
            self.careful = HexSet::EMPTY;
            self.counted = 0;
            if self.check_end() {
                return;
            }
            let q = self.to_act;
            if !self.decided && self.owes_decision(q) {
                self.phase = Phase::Decide;
                return;
            }
            self.careful = self.careful_pieces(q);
            if self.has_board_move() {
                self.phase = Phase::Move;
                return;
            }
            if self.first_done >> q & 1 == 0 {
                self.phase = Phase::ForcedPass;
                return;
            }
            let in_check = self.in_check_seat(q);
            if self.alive_count() == 2 {
                let other = self.next_alive(q);
                self.finish(if in_check { Some(other) } else { None });
                return;
            }
            if in_check {
                self.eliminate(q);
                self.to_act = self.next_alive(q);
                self.decided = false;
                continue;
            }
            self.phase = Phase::Stalemate;
            return;
        }
    }

    fn end_turn(&mut self) {
        self.first_done |= 1 << self.to_act;
        self.to_act = self.next_alive(self.to_act);
        self.decided = false;
        self.resolve();
    }

    /// `player` resigns (KY-10.7): with two players left the other wins;
    /// with more, only `player` is eliminated. Any player still in the game
    /// may resign at any time.
    ///
    /// ```
    /// use board_core::{Game, Outcome, Player};
    /// use kyrras::{Kyrras, PlayerCount};
    /// let mut g = Kyrras::standard(PlayerCount::Two);
    /// g.resign(Player::new(0)).unwrap();
    /// assert_eq!(g.outcome(), Some(Outcome::Winner(Player::new(1))));
    /// assert!(g.resign(Player::new(1)).is_err());
    /// ```
    pub fn resign(&mut self, player: Player) -> Result<(), PlayError> {
        if self.phase == Phase::Over {
            return Err(PlayError::GameOver);
        }
        let p = player.index();
        if p >= self.count.get() || self.eliminated >> p & 1 == 1 {
            return Err(PlayError::NotInGame(player));
        }
        let p = p as u8;
        self.eliminate(p);
        self.passes = 0;
        if self.to_act == p {
            self.to_act = self.next_alive(p);
            self.decided = false;
        }
        self.resolve();
        Ok(())
    }

    /// Whether the piece of `kind` on `from` may capture what stands on `to`,
    /// its last step going in `dir` (KY-6).
    #[inline]
    pub(crate) fn may_capture(
        &self,
        kind: Kind,
        from: usize,
        to: usize,
        dir: Option<usize>,
    ) -> bool {
        let b = &self.board;
        let Some((d_owner, target)) = b.at(to) else {
            return true;
        };
        match target {
            Kind::King => {
                if matches!(kind, Kind::King | Kind::Rabble) || !self.first_round_over() {
                    return false;
                }
                let supporters = b.pieces() & !b.owners[d_owner as usize];
                b.reached_by(self.tables(), to, supporters.without(from))
            }
            Kind::Dragon => {
                kind != Kind::Rabble
                    || !b.has_viceroy(d_owner)
                    || (self.tables().adjacent[to]
                        & (b.kinds[Kind::Rabble.index()] | b.kinds[Kind::Raider.index()])
                        & !b.owners[d_owner as usize])
                        .has_many()
            }
            Kind::Elephant | Kind::Spear => {
                if matches!(kind, Kind::Elephant | Kind::Dragon | Kind::Knight)
                    || !b.has_viceroy(d_owner)
                {
                    return true;
                }
                match dir {
                    Some(d) => b.facing_of(to).opposite().index() != d,
                    None => true,
                }
            }
            _ => true,
        }
    }

    /// Whether moving `from -> to` leaves the mover's King unthreatened
    /// (KY-7.3), with the last-King exception (KY-7.5).
    pub(crate) fn safe_after(&self, p: u8, from: usize, to: usize) -> bool {
        let b = &self.board;
        let captured = b.at(to);
        if let Some((d, Kind::King)) = captured {
            if self.alive_count() == 2 {
                return true; // the last opposing King: the game ends at once
            }
            // The defender is eliminated: their pieces leave the board.
            let mut after = b.clone();
            after.remove(to);
            let Some((_, kind)) = after.remove(from) else {
                return false;
            };
            after.put(to, p, kind, None);
            for c in after.owners[d as usize].iter() {
                after.remove(c);
            }
            return match after.king(p) {
                Some(k) => !after.threatened(self.tables(), k, p),
                None => true,
            };
        }
        let Some(king) = b.king(p) else {
            return true;
        };
        let king = if king == from { to } else { king };
        let attackers = (b.pieces() & !b.owners[p as usize]).without(to);
        !b.reached_by_patched(self.tables(), king, attackers, from, to, 2 + p * 8)
    }

    /// The pieces of `p` whose moves need the King-safety test: all of them
    /// in check, else the King and possibly pinned pieces.
    fn careful_pieces(&self, p: u8) -> HexSet {
        let b = &self.board;
        let Some(king) = b.king(p) else {
            return HexSet::EMPTY;
        };
        if b.threatened(self.tables(), king, p) {
            b.owners[p as usize]
        } else {
            self.pinnable(p, king).with(king)
        }
    }

    /// Own pieces whose leaving could expose the King (to a Viceroy or an
    /// Elephant or Spear along a line): their moves get the full test.
    pub(crate) fn pinnable(&self, p: u8, king: usize) -> HexSet {
        let t = self.tables();
        let b = &self.board;
        let own = b.owners[p as usize];
        let enemy_v = b.kinds[Kind::Viceroy.index()] & !own;
        let enemy_es = (b.kinds[Kind::Elephant.index()] | b.kinds[Kind::Spear.index()]) & !own;
        let mut out = HexSet::EMPTY;
        if !(enemy_v | enemy_es).intersects(t.dragon[king]) {
            return out;
        }
        for d in 0..6 {
            if !(enemy_v | enemy_es).intersects(t.line3[king][d]) {
                continue;
            }
            let ray = &t.ray[king][d];
            let mut mine = HexSet::EMPTY;
            for (i, &c) in ray.iter().take(3).enumerate() {
                if c == crate::tables::NONE {
                    break;
                }
                let c = c as usize;
                if b.is_mountain(c) {
                    break;
                }
                if own.contains(c) {
                    mine.insert(c);
                } else if enemy_v.contains(c) || (i < 2 && enemy_es.contains(c)) {
                    out |= mine;
                }
            }
        }
        out
    }

    /// Generates the legal piece moves of the player to act.
    ///
    /// Walks each piece's lines through the mailbox (the rays come from
    /// Kyrras's tables built on board-core's grid). Quiet moves of pieces
    /// that cannot expose their King need no test; captures, the King's
    /// moves, the moves of possibly pinned pieces and every move while in
    /// check are tested.
    pub(crate) fn generate_board_moves<S: Sink>(&self, sink: &mut S) {
        let p = self.to_act;
        let b = &self.board;
        let own = b.owners[p as usize];
        if b.king(p).is_none() {
            return;
        }
        let careful = self.careful;
        for from in own.iter() {
            let Some((_, kind)) = b.at(from) else {
                continue;
            };
            if self.piece_moves(sink, p, from, kind, careful.0 >> from & 1 != 0) {
                return;
            }
        }
    }

    /// One target cell `to` with mailbox code `code` for the piece on
    /// `from`: returns `true` when the sink wants to stop.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn target<S: Sink>(
        &self,
        sink: &mut S,
        p: u8,
        from: usize,
        to: usize,
        code: u8,
        kind: Kind,
        dir: Option<usize>,
        careful: bool,
    ) -> bool {
        let capture = code >= 2;
        if capture {
            if !self.may_capture(kind, from, to, dir) {
                return false;
            }
            if (careful || code == 2 + (code - 2) / 8 * 8) && !self.safe_after(p, from, to) {
                return false;
            }
        } else if careful && !self.safe_after(p, from, to) {
            return false;
        }
        sink.take(Move::from_cells(self.count, from, to))
    }

    /// The moves of one piece; returns `true` when the sink wants to stop.
    #[inline(always)]
    pub(crate) fn piece_moves<S: Sink>(
        &self,
        sink: &mut S,
        p: u8,
        from: usize,
        kind: Kind,
        careful: bool,
    ) -> bool {
        use crate::board::{EMPTY, MOUNTAIN};
        let t = self.tables();
        let mb = &self.board.mailbox;
        let own_lo = 2 + p * 8;
        let is_own = |code: u8| code.wrapping_sub(own_lo) < 8;
        match kind {
            Kind::King | Kind::Rabble => {
                for d in 0..6 {
                    let c = t.ray[from][d][0];
                    if c == NONE {
                        continue;
                    }
                    let c = c as usize;
                    let code = mb[c];
                    if code == MOUNTAIN || is_own(code) {
                        continue;
                    }
                    if self.target(sink, p, from, c, code, kind, Some(d), careful) {
                        return true;
                    }
                }
            }
            Kind::Knight => {
                let targets =
                    t.knight[from] & !self.board.owners[p as usize] & !self.board.mountains;
                for c in targets.iter() {
                    if self.target(sink, p, from, c, mb[c], kind, None, careful) {
                        return true;
                    }
                }
            }
            Kind::Dragon => {
                for d in 0..6 {
                    for &c in &t.ray[from][d] {
                        if c == NONE {
                            break;
                        }
                        let c = c as usize;
                        let code = mb[c];
                        if code == MOUNTAIN || is_own(code) {
                            continue;
                        }
                        if self.target(sink, p, from, c, code, kind, Some(d), careful) {
                            return true;
                        }
                    }
                }
            }
            Kind::Raider | Kind::Viceroy => {
                let raider = kind == Kind::Raider;
                for d in 0..6 {
                    for &c in &t.ray[from][d][..3] {
                        if c == NONE {
                            break;
                        }
                        let c = c as usize;
                        let code = mb[c];
                        if code == MOUNTAIN {
                            break;
                        }
                        if is_own(code) {
                            continue;
                        }
                        if self.target(sink, p, from, c, code, kind, Some(d), careful) {
                            return true;
                        }
                        if code != EMPTY && !raider {
                            break;
                        }
                    }
                }
            }
            Kind::Elephant | Kind::Spear => {
                for d in 0..6 {
                    for &c in &t.ray[from][d][..2] {
                        if c == NONE {
                            break;
                        }
                        let c = c as usize;
                        let code = mb[c];
                        if code == MOUNTAIN || is_own(code) {
                            break;
                        }
                        if self.target(sink, p, from, c, code, kind, Some(d), careful) {
                            return true;
                        }
                        if code != EMPTY {
                            break;
                        }
                    }
                }
            }
        }
        false
    }

    pub(crate) fn generate_all<S: Sink>(&self, sink: &mut S) {
        match self.phase {
            Phase::Over => {}
            Phase::Move => self.generate_board_moves(sink),
            Phase::ForcedPass => {
                sink.take(Move::PASS);
            }
            Phase::Stalemate => {
                if !sink.take(Move::PASS) {
                    sink.take(Move::FORFEIT);
                }
            }
            Phase::Decide => {
                let p = self.to_act as usize;
                let cand = self.board.owners[p] & !self.board.kinds[Kind::King.index()];
                for c in cand.iter() {
                    if sink.take(Move::appoint_cell(self.count, c)) {
                        return;
                    }
                }
                sink.take(Move::DECLINE_VICEROY);
            }
        }
    }

    /// The hash of everything but the board: the player to act, the
    /// Viceroy decision, first turns, the passes and who is out in which
    /// order (the order decides the final ranking, KY-10.10).
    fn flags_hash(&self) -> u64 {
        let mut h = KEYS[KEY_TO_ACT + (self.to_act as usize & 3)];
        if self.decided {
            h ^= KEYS[KEY_DECIDED];
        }
        for p in 0..4 {
            if self.first_done >> p & 1 == 1 {
                h ^= KEYS[KEY_FIRST_DONE + p];
            }
            if self.eliminated >> p & 1 == 1 {
                h ^= KEYS[KEY_ELIMINATED + p];
            }
        }
        if self.passes > 0 {
            h ^= KEYS[KEY_PASSES + (self.passes.min(8) as usize)];
        }
        for (place, &p) in self.elim_order[..self.elim_len as usize & 7]
            .iter()
            .take(4)
            .enumerate()
        {
            h ^= KEYS[KEY_ELIM_ORDER + place * 4 + (p as usize & 3)];
        }
        h
    }

    fn apply_step(&mut self, from: usize, to: usize) {
        let p = self.to_act;
        let grid = self.count.grid();
        let Some((_, kind)) = self.board.remove(from) else {
            return;
        };
        let captured = self.board.remove(to);
        let facing = if kind.is_directional() {
            match (grid.hex(from), grid.hex(to)) {
                (Some(a), Some(b)) => a.direction_to(b),
                _ => None,
            }
        } else {
            None
        };
        let kind = if kind == Kind::Rabble
            && self.board.has_viceroy(p)
            && promotion_of(self.count, p as usize).contains(to)
        {
            Kind::Raider
        } else {
            kind
        };
        self.board.put(to, p, kind, facing);
        self.passes = 0;
        if let Some((d, Kind::King)) = captured {
            self.eliminate(d);
        }
        self.end_turn();
    }

    /// The facing a directional piece gets after moving `from -> to`.
    #[allow(dead_code)]
    pub(crate) fn step_direction(&self, from: usize, to: usize) -> Option<Direction> {
        let grid = self.count.grid();
        grid.hex(from)?.direction_to(grid.hex(to)?)
    }
}

impl Game for Kyrras {
    type Move = Move;
    type Moves = Moves;
    type Error = PlayError;

    fn player_count(&self) -> usize {
        self.count.get()
    }

    fn to_act(&self) -> Option<Player> {
        (self.phase != Phase::Over).then(|| Player::new(self.to_act))
    }

    fn generate_moves(&self, moves: &mut Self::Moves) {
        self.generate_all(&mut Collect(moves));
    }

    fn count_moves(&self) -> u64 {
        self.count_legal()
    }

    fn is_legal(&self, mv: Move) -> bool {
        let mut found = false;
        struct Find<'a>(Move, &'a mut bool);
        impl Sink for Find<'_> {
            fn take(&mut self, m: Move) -> bool {
                if m == self.0 {
                    *self.1 = true;
                }
                *self.1
            }
        }
        self.generate_all(&mut Find(mv, &mut found));
        found
    }

    fn play(&mut self, mv: Move) -> Result<(), PlayError> {
        if self.phase == Phase::Over {
            return Err(PlayError::GameOver);
        }
        if !self.is_legal(mv) {
            return Err(PlayError::Illegal(mv));
        }
        self.play_unchecked(mv);
        Ok(())
    }

    fn play_unchecked(&mut self, mv: Move) {
        match mv.code {
            Code::Step { from, to } => self.apply_step(from as usize, to as usize),
            Code::Appoint { cell } => {
                let c = cell as usize;
                if self.board.remove(c).is_some() {
                    self.board.put(c, self.to_act, Kind::Viceroy, None);
                }
                self.decided = true;
                self.resolve();
            }
            Code::DeclineViceroy => {
                self.decided = true;
                self.resolve();
            }
            Code::Pass => {
                self.passes = self.passes.saturating_add(1);
                self.end_turn();
            }
            Code::Forfeit => {
                let p = self.to_act;
                self.eliminate(p);
                self.passes = 0;
                self.first_done |= 1 << p;
                self.to_act = self.next_alive(p);
                self.decided = false;
                self.resolve();
            }
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase == Phase::Over {
            self.result
        } else {
            None
        }
    }

    fn zobrist(&self) -> u64 {
        self.board.hash ^ self.flags_hash()
    }

    fn zobrist_from_scratch(&self) -> u64 {
        self.board.hash_from_scratch() ^ self.flags_hash()
    }
}
