//! Toy games for the board-ai tests, and an exhaustive solver to check
//! the searches against.
#![allow(dead_code)]

use std::rc::Rc;

use board_core::{
    Algorithm, Determinize, Entropy, Evaluate, Game, IllegalMove, MoveBuffer, MoveList, Outcome,
    Player, Ranking, SeededRng,
};

fn mix(mut x: u64) -> u64 {
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    x = x.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    x ^ (x >> 33)
}

macro_rules! checked_play {
    () => {
        fn play(&mut self, mv: Self::Move) -> Result<(), IllegalMove> {
            if !self.is_legal(mv) {
                return Err(IllegalMove);
            }
            self.play_unchecked(mv);
            Ok(())
        }
    };
}

// ---------------------------------------------------------------- tic-tac-toe

/// Tic-tac-toe; cells 0..9, X (P1) first.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct TicTacToe {
    /// 0 empty, 1 = P1 (X), 2 = P2 (O).
    pub cells: [u8; 9],
    pub turn: u8,
}

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

impl TicTacToe {
    /// From a picture like "X.O/.X./..O" (rows top to bottom); the side to
    /// move is whoever has fewer marks (X on equality).
    pub fn parse(s: &str) -> Self {
        let mut cells = [0; 9];
        let mut i = 0;
        for c in s.chars() {
            match c {
                'X' => cells[i] = 1,
                'O' => cells[i] = 2,
                '.' => {}
                _ => continue,
            }
            i += 1;
        }
        let x = cells.iter().filter(|&&c| c == 1).count();
        let o = cells.iter().filter(|&&c| c == 2).count();
        TicTacToe {
            cells,
            turn: if x > o { 1 } else { 0 },
        }
    }

    fn line_winner(&self) -> Option<u8> {
        LINES.iter().find_map(|l| {
            let a = self.cells[l[0]];
            (a != 0 && a == self.cells[l[1]] && a == self.cells[l[2]]).then_some(a)
        })
    }
}

impl Game for TicTacToe {
    type Move = u8;
    type Moves = MoveList<u8, 9>;
    type Error = IllegalMove;

    fn player_count(&self) -> usize {
        2
    }
    fn to_act(&self) -> Option<Player> {
        self.outcome().is_none().then(|| Player::new(self.turn))
    }
    fn generate_moves(&self, moves: &mut Self::Moves) {
        if self.outcome().is_some() {
            return;
        }
        for i in 0..9 {
            if self.cells[i] == 0 {
                moves.push(i as u8);
            }
        }
    }
    checked_play!();
    fn play_unchecked(&mut self, mv: u8) {
        self.cells[mv as usize] = self.turn + 1;
        self.turn ^= 1;
    }
    fn outcome(&self) -> Option<Outcome> {
        if let Some(w) = self.line_winner() {
            return Some(Outcome::Winner(Player::new(w - 1)));
        }
        self.cells.iter().all(|&c| c != 0).then_some(Outcome::Draw)
    }
    fn zobrist(&self) -> u64 {
        let mut h = self.turn as u64;
        for c in self.cells {
            h = h * 3 + c as u64;
        }
        mix(h)
    }
}

impl Evaluate for TicTacToe {
    fn evaluate(&self, player: Player) -> i32 {
        // Open lines for me minus open lines for the other.
        let me = player.index() as u8 + 1;
        let mut s = 0;
        for l in LINES {
            let mine = l.iter().any(|&i| self.cells[i] == me);
            let theirs = l.iter().any(|&i| self.cells[i] != 0 && self.cells[i] != me);
            s += i32::from(mine && !theirs) - i32::from(theirs && !mine);
        }
        s * 10
    }
    fn move_priority(&self, mv: u8) -> i32 {
        match mv {
            4 => 2,
            0 | 2 | 6 | 8 => 1,
            _ => 0,
        }
    }
}

impl Determinize for TicTacToe {}

// ------------------------------------------------------------------------ Nim

/// Nim with `per_turn` decisions in a row per player: take 1 to 3 stones;
/// whoever takes the last stone wins. With `per_turn == 2` every player
/// decides twice in a row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Nim {
    pub stones: u8,
    pub turn: u8,
    pub per_turn: u8,
    /// Decisions the player to act has taken this turn.
    pub taken: u8,
}

impl Nim {
    pub fn new(stones: u8) -> Self {
        Nim {
            stones,
            turn: 0,
            per_turn: 1,
            taken: 0,
        }
    }
    pub fn double(stones: u8) -> Self {
        Nim {
            per_turn: 2,
            ..Nim::new(stones)
        }
    }
}

impl Game for Nim {
    type Move = u8;
    type Moves = MoveList<u8, 3>;
    type Error = IllegalMove;

    fn player_count(&self) -> usize {
        2
    }
    fn to_act(&self) -> Option<Player> {
        (self.stones > 0).then(|| Player::new(self.turn))
    }
    fn generate_moves(&self, moves: &mut Self::Moves) {
        for t in 1..=self.stones.min(3) {
            moves.push(t);
        }
    }
    checked_play!();
    fn play_unchecked(&mut self, mv: u8) {
        self.stones -= mv;
        if self.stones == 0 {
            return; // the mover wins; keep `turn` on the winner
        }
        self.taken += 1;
        if self.taken == self.per_turn {
            self.taken = 0;
            self.turn ^= 1;
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.stones == 0).then(|| Outcome::Winner(Player::new(self.turn)))
    }
    fn zobrist(&self) -> u64 {
        mix((self.stones as u64) << 16 | (self.turn as u64) << 8 | self.taken as u64)
    }
}

impl Evaluate for Nim {
    fn evaluate(&self, _: Player) -> i32 {
        0
    }
}
impl Determinize for Nim {}

// ------------------------------------------------------------- explicit trees

/// A node of an explicit game tree.
#[derive(Clone, Debug)]
pub enum Node {
    /// `actor` chooses a child (by index).
    Choice { actor: u8, children: Vec<usize> },
    /// The game ends.
    End(Outcome),
}

/// A game given as an explicit tree; a move is a child index.
#[derive(Clone, Debug)]
pub struct Tree {
    pub players: usize,
    pub nodes: Rc<Vec<Node>>,
    pub at: usize,
}

impl PartialEq for Tree {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.nodes, &o.nodes) && self.at == o.at && self.players == o.players
    }
}

impl Tree {
    pub fn new(players: usize, nodes: Vec<Node>) -> Self {
        Tree {
            players,
            nodes: Rc::new(nodes),
            at: 0,
        }
    }
}

pub fn choice(actor: u8, children: &[usize]) -> Node {
    Node::Choice {
        actor,
        children: children.to_vec(),
    }
}

pub fn ranking(places: &[u8]) -> Node {
    Node::End(Outcome::Ranking(Ranking::new(places).unwrap()))
}

pub fn winner(p: u8) -> Node {
    Node::End(Outcome::Winner(Player::new(p)))
}

impl Game for Tree {
    type Move = u8;
    type Moves = MoveList<u8, 8>;
    type Error = IllegalMove;

    fn player_count(&self) -> usize {
        self.players
    }
    fn to_act(&self) -> Option<Player> {
        match &self.nodes[self.at] {
            Node::Choice { actor, .. } => Some(Player::new(*actor)),
            Node::End(_) => None,
        }
    }
    fn generate_moves(&self, moves: &mut Self::Moves) {
        if let Node::Choice { children, .. } = &self.nodes[self.at] {
            for i in 0..children.len() {
                moves.push(i as u8);
            }
        }
    }
    checked_play!();
    fn play_unchecked(&mut self, mv: u8) {
        if let Node::Choice { children, .. } = &self.nodes[self.at] {
            self.at = children[mv as usize];
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        match &self.nodes[self.at] {
            Node::End(o) => Some(*o),
            Node::Choice { .. } => None,
        }
    }
    fn zobrist(&self) -> u64 {
        mix(self.at as u64 + 1)
    }
}

impl Evaluate for Tree {
    fn evaluate(&self, _: Player) -> i32 {
        0
    }
}
impl Determinize for Tree {}

// ----------------------------------------------------------------------- race

/// A long race: each player in turn adds 1 or 2 to their own counter; the
/// first to reach `goal` wins. The evaluation is the lead over the best
/// other counter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Race {
    pub counters: Vec<u32>,
    pub turn: u8,
    pub goal: u32,
    /// What `preferred_algorithm` answers.
    pub prefer: Algorithm,
}

impl Race {
    pub fn new(players: usize, goal: u32) -> Self {
        Race {
            counters: vec![0; players],
            turn: 0,
            goal,
            prefer: Algorithm::Auto,
        }
    }
}

impl Game for Race {
    type Move = u8;
    type Moves = MoveList<u8, 2>;
    type Error = IllegalMove;

    fn player_count(&self) -> usize {
        self.counters.len()
    }
    fn to_act(&self) -> Option<Player> {
        self.outcome().is_none().then(|| Player::new(self.turn))
    }
    fn generate_moves(&self, moves: &mut Self::Moves) {
        if self.outcome().is_none() {
            moves.push(1);
            moves.push(2);
        }
    }
    checked_play!();
    fn play_unchecked(&mut self, mv: u8) {
        self.counters[self.turn as usize] += mv as u32;
        self.turn = (self.turn + 1) % self.counters.len() as u8;
    }
    fn outcome(&self) -> Option<Outcome> {
        let w = self.counters.iter().position(|&c| c >= self.goal)?;
        if self.counters.len() == 2 {
            return Some(Outcome::Winner(Player::new(w as u8)));
        }
        // Rank by counter, higher first; equal counters share a place.
        let places: Vec<u8> = self
            .counters
            .iter()
            .map(|&c| 1 + self.counters.iter().filter(|&&o| o > c).count() as u8)
            .collect();
        Some(Outcome::Ranking(Ranking::new(&places).unwrap()))
    }
    fn zobrist(&self) -> u64 {
        let mut h = self.turn as u64;
        for &c in &self.counters {
            h = mix(h ^ c as u64);
        }
        h
    }
}

impl Evaluate for Race {
    fn evaluate(&self, player: Player) -> i32 {
        let me = self.counters[player.index()] as i32;
        let best_other = self
            .counters
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != player.index())
            .map(|(_, &c)| c as i32)
            .max()
            .unwrap_or(0);
        (me - best_other) * 50
    }
    fn move_priority(&self, mv: u8) -> i32 {
        mv as i32
    }
    fn preferred_algorithm(&self) -> Algorithm {
        self.prefer
    }
}
impl Determinize for Race {}

// ----------------------------------------------------------- hidden cards

/// A trick game with hidden hands: cards 1 to 9, three each in two hands,
/// the other three face down in a deck that nobody sees. The leader plays a
/// card, the other follows; the higher card takes the trick and leads next.
/// Whoever takes two tricks wins. The state also holds a seed for a future
/// draw (nobody sees it), so a search reading the state would see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cards {
    pub hands: [Vec<u8>; 2],
    pub deck: Vec<u8>,
    /// The card led in the current trick, if any.
    pub led: Option<u8>,
    pub played: Vec<u8>,
    pub tricks: [u8; 2],
    pub leader: u8,
    pub seed: u64,
    /// What `preferred_algorithm` answers.
    pub prefer: Algorithm,
    /// `determinizations` gives each world at least this many nodes.
    pub world_nodes: Option<u64>,
}

impl Cards {
    /// Deals from a shuffled 1..=9 (by `seed`).
    pub fn deal(seed: u64) -> Self {
        let mut rng = SeededRng::seed_from_u64(seed);
        let mut cards: Vec<u8> = (1..=9).collect();
        shuffle(&mut cards, &mut rng);
        let mut h0 = cards[0..3].to_vec();
        let mut h1 = cards[3..6].to_vec();
        h0.sort();
        h1.sort();
        Cards {
            hands: [h0, h1],
            deck: cards[6..9].to_vec(),
            led: None,
            played: Vec::new(),
            tricks: [0, 0],
            leader: 0,
            prefer: Algorithm::Auto,
            world_nodes: None,
            seed: rng.next_u64(),
        }
    }

    fn actor(&self) -> u8 {
        if self.led.is_some() {
            self.leader ^ 1
        } else {
            self.leader
        }
    }

    /// Everything `viewer` sees.
    pub fn view(&self, viewer: Player) -> (Vec<u8>, Option<u8>, Vec<u8>, [u8; 2], u8, usize) {
        (
            self.hands[viewer.index()].clone(),
            self.led,
            self.played.clone(),
            self.tricks,
            self.leader,
            self.hands[viewer.index() ^ 1].len(),
        )
    }
}

pub fn shuffle<T>(v: &mut [T], rng: &mut SeededRng) {
    for i in (1..v.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        v.swap(i, j);
    }
}

impl Game for Cards {
    type Move = u8;
    type Moves = MoveList<u8, 3>;
    type Error = IllegalMove;
    fn has_hidden_information(&self) -> bool {
        true
    }

    fn player_count(&self) -> usize {
        2
    }
    fn to_act(&self) -> Option<Player> {
        self.outcome().is_none().then(|| Player::new(self.actor()))
    }
    fn generate_moves(&self, moves: &mut Self::Moves) {
        if self.outcome().is_none() {
            for &c in &self.hands[self.actor() as usize] {
                moves.push(c);
            }
        }
    }
    checked_play!();
    fn play_unchecked(&mut self, card: u8) {
        let a = self.actor() as usize;
        self.hands[a].retain(|&c| c != card);
        self.played.push(card);
        match self.led.take() {
            None => self.led = Some(card),
            Some(led) => {
                let winner = if card > led { a as u8 } else { self.leader };
                self.tricks[winner as usize] += 1;
                self.leader = winner;
            }
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        (0..2)
            .find(|&p| self.tricks[p] >= 2)
            .map(|p| Outcome::Winner(Player::new(p as u8)))
    }
    fn zobrist(&self) -> u64 {
        let mut h = self.seed;
        for hand in &self.hands {
            for &c in hand {
                h = mix(h ^ c as u64);
            }
            h = mix(h ^ 0xff);
        }
        for &c in self.deck.iter().chain(&self.played) {
            h = mix(h ^ c as u64 ^ 0x100);
        }
        mix(h
            ^ (self.led.unwrap_or(0) as u64) << 8
            ^ (self.leader as u64) << 16
            ^ (self.tricks[0] as u64) << 20
            ^ (self.tricks[1] as u64) << 24)
    }
}

impl Evaluate for Cards {
    fn evaluate(&self, player: Player) -> i32 {
        let p = player.index();
        (self.tricks[p] as i32 - self.tricks[p ^ 1] as i32) * 100
    }
    fn preferred_algorithm(&self) -> Algorithm {
        self.prefer
    }
}

impl Determinize for Cards {
    fn determinize(&self, viewer: Player, rng: &mut SeededRng) -> Self {
        let me = viewer.index();
        let mut unknown: Vec<u8> = self.hands[me ^ 1]
            .iter()
            .chain(&self.deck)
            .copied()
            .collect();
        // Reads only what the viewer knows: the set of unseen cards (sorted,
        // so that their hidden order does not leak), and counts.
        unknown.sort();
        shuffle(&mut unknown, rng);
        let n = self.hands[me ^ 1].len();
        let mut other = unknown[..n].to_vec();
        other.sort();
        let mut hands = self.hands.clone();
        hands[me ^ 1] = other;
        Cards {
            hands,
            deck: unknown[n..].to_vec(),
            seed: rng.next_u64(),
            ..self.clone()
        }
    }

    fn determinizations(&self, nodes: Option<u64>, worlds: u32) -> u32 {
        match (self.world_nodes, nodes) {
            (Some(per_world), Some(n)) => worlds.min((n / per_world) as u32),
            _ => worlds,
        }
    }
}

// --------------------------------------------------------------- the solver

/// The exact value of `game` for `me` in a two-player game: 1 win, 0 draw,
/// -1 loss (each player maximises their own result, whoever acts).
pub fn solve<G: Game>(game: &G, me: Player) -> i32 {
    if let Some(o) = game.outcome() {
        return match o {
            Outcome::Winner(w) if w == me => 1,
            Outcome::Winner(_) => -1,
            _ => 0,
        };
    }
    let actor = game.to_act().unwrap();
    let mut moves = G::Moves::default();
    game.generate_moves(&mut moves);
    let values = moves.as_slice().iter().map(|&mv| {
        let mut g = game.clone();
        g.play_unchecked(mv);
        solve(&g, me)
    });
    if actor == me {
        values.max().unwrap()
    } else {
        values.min().unwrap()
    }
}

/// The moves of the player to act that keep the solved value.
pub fn best_moves<G: Game>(game: &G) -> Vec<G::Move> {
    let me = game.to_act().unwrap();
    let value = solve(game, me);
    let mut moves = G::Moves::default();
    game.generate_moves(&mut moves);
    moves
        .as_slice()
        .iter()
        .copied()
        .filter(|&mv| {
            let mut g = game.clone();
            g.play_unchecked(mv);
            solve(&g, me) == value
        })
        .collect()
}

/// Every tic-tac-toe position after two moves (72 of them).
pub fn after_two_moves() -> Vec<TicTacToe> {
    let start = TicTacToe::default();
    let mut positions = Vec::new();
    for a in start.legal_moves() {
        let mut g1 = start.clone();
        g1.play(a).unwrap();
        for b in g1.legal_moves() {
            let mut g2 = g1.clone();
            g2.play(b).unwrap();
            positions.push(g2);
        }
    }
    positions
}
