//! The board-core faces of a game: [`Inspect`] (views per perspective and
//! move effects), [`Evaluate`] and [`Determinize`] for CPU players.

use board_core::inspect::{
    Coord, Geometry, Item, Mark, MoveEffect, Perspective, PieceView, View, Zone,
};
use board_core::{
    Algorithm, Determinize, EVAL_LIMIT, Entropy, Evaluate, Game, Inspect, Player, SeededRng,
};

use crate::action::Action;
use crate::cards::{Card, CardId, PieceType};
use crate::mode::Mode;
use crate::rng::GameRng;

use super::{LytharianChess, Phase};

/// The chess letter a troop shows (its piece type; the Knight is `N`).
fn glyph(piece: PieceType) -> &'static str {
    match piece {
        PieceType::King => "K",
        PieceType::Queen => "Q",
        PieceType::Rook => "R",
        PieceType::Knight => "N",
        PieceType::Bishop => "B",
        PieceType::Pawn => "P",
    }
}

impl LytharianChess {
    fn card_id(&self, id: CardId) -> &str {
        self.set.0.card(id).map_or("?", |c| c.id())
    }

    /// A card's printed name (`"Chaos Bolt"`).
    pub(crate) fn card_name(&self, id: CardId) -> &str {
        self.set.0.card(id).map_or("?", |c| c.name())
    }

    /// A card as a zone item.
    pub(crate) fn card_item(&self, id: CardId) -> Item {
        match self.set.0.card(id) {
            Some(card) => crate::cards::card_item(card),
            None => Item::new("?", "?", "card"),
        }
    }

    fn zone(&self, name: &'static str, cards: impl IntoIterator<Item = CardId>) -> Zone {
        Zone::open(name, cards.into_iter().map(|c| self.card_item(c)).collect())
    }

    /// Whether `perspective` knows the card of troop `t` (LY-14.3).
    pub(crate) fn knows_troop(&self, t: u8, perspective: Perspective) -> bool {
        let troop = &self.troops[t as usize];
        troop.revealed || perspective.sees_private_of(Player::new(troop.owner))
    }

    /// A troop as `perspective` sees it: its card id as kind and its
    /// card's name, Att, and Def as remaining of effective (LY-21.2); an
    /// unknown troop shows only its piece letter.
    fn piece_view(&self, t: u8, perspective: Perspective) -> PieceView {
        let troop = &self.troops[t as usize];
        let owner = Player::new(troop.owner);
        let g = glyph(self.piece(t));
        if !self.knows_troop(t, perspective) {
            return PieceView::new(owner, "?", g).face_down();
        }
        let p = PieceView::new(owner, self.card_id(troop.card).to_owned(), g)
            .named(self.card_name(troop.card).to_owned())
            .stat("att", self.eff_att(t))
            .stat_of("def", self.remaining_def(t), self.eff_def(t));
        if troop.revealed { p } else { p.face_down() }
    }

    /// The zones of `seat` as `perspective` sees them (LY-21.1): the hand
    /// (open to its owner, else only its size), the deck (size only), the
    /// crypt and the nether (face up, LY-1.2), the enchants in play, the
    /// equipment on its troops, its spells on the stack and, in Battle
    /// Duels, its troops of the rounds to come (open to its owner).
    fn zones(&self, seat: u8, perspective: Perspective) -> Vec<Zone> {
        let s = &self.sides[seat as usize];
        let player = Player::new(seat);
        let mut zones = Vec::new();
        zones.push(if perspective.sees_private_of(player) {
            self.zone("hand", s.hand.iter().copied())
        } else {
            Zone::hidden("hand", s.hand.len())
        });
        zones.push(Zone::hidden("deck", s.deck.len()));
        zones.push(self.zone("crypt", s.crypt.iter().copied()));
        zones.push(self.zone("nether", s.nether.iter().copied()));
        zones.push(self.zone("enchants", s.enchants.iter().map(|e| e.card)));
        let equipment: Vec<CardId> = self
            .troops_on_board(seat)
            .flat_map(|t| {
                let troop = &self.troops[t as usize];
                [troop.weapon, troop.armour].into_iter().flatten()
            })
            .collect();
        zones.push(self.zone("equipment", equipment));
        zones.push(
            self.zone(
                "stack",
                self.stack
                    .iter()
                    .filter(|i| i.caster == seat)
                    .map(|i| i.card),
            ),
        );
        if let Some(d) = &self.duel {
            let lineup = &d.lineups[seat as usize];
            let coming: Vec<CardId> = lineup.iter().skip(d.round as usize).copied().collect();
            zones.push(if perspective.sees_private_of(player) {
                self.zone("lineup", coming)
            } else {
                Zone::hidden("lineup", coming.len())
            });
        }
        zones
    }
}

impl Inspect for LytharianChess {
    /// The board (troops with their card's name, Att and remaining Def of
    /// effective Def where the viewer may know them; face-down troops of
    /// the opponent show only their piece letter, LY-14.3, LY-21.2),
    /// equipment and enchants as marks on their troop's square
    /// (`equip:ID`, `enchant:ID` owned by the caster); per seat its mana,
    /// obelisk, points or round wins and killed power as lines, and its
    /// cards as zones (hand, deck, crypt, nether, enchants, equipment,
    /// stack, Battle Duels lineup) open or counted as the viewer may see
    /// them (LY-21.3).
    /// ```
    /// use board_core::inspect::{Coord, Perspective};
    /// use board_core::{Inspect, Player, Square};
    /// use lytharia::{LytharianChess, Mode};
    /// let g = LytharianChess::new(Mode::Full, 1);
    /// let view = g.view(Perspective::Seat(Player::new(0)));
    /// let enemy = view.piece(Coord::Square(Square::E8)).unwrap();
    /// assert_eq!((enemy.kind.as_ref(), enemy.glyph.as_ref(), enemy.face_down), ("?", "K", true));
    /// ```
    fn view(&self, perspective: Perspective) -> View {
        let mut view = View::new(Geometry::Square8)
            .explain("att", "effective Att: the damage it deals in combat (LY-2.8)")
            .explain(
                "def",
                "remaining Def (a/b: left / effective); it dies at 0 (LY-2.8, LY-9.4)",
            )
            .explain("equip", "equipment the troop carries (LY-2.3)")
            .explain("enchant", "an enchant spell on the troop, ringed in its caster's colour")
            .explain(
                "face down",
                "a troop not yet revealed; its owner's opponent sees only its piece letter (LY-14.3)",
            );
        for &t in self.board.iter().flatten() {
            let troop = &self.troops[t as usize];
            let Some(sq) = troop.square else { continue };
            let at = Coord::Square(sq);
            view.set_piece(at, self.piece_view(t, perspective));
            for eq in [troop.weapon, troop.armour].into_iter().flatten() {
                view.add_mark(
                    at,
                    Mark::new(format!("equip:{}", self.card_id(eq)))
                        .owned_by(Player::new(troop.owner)),
                );
            }
            for (seat, side) in self.sides.iter().enumerate() {
                for e in side.enchants.iter().filter(|e| e.on == Some(t)) {
                    view.add_mark(
                        at,
                        Mark::new(format!("enchant:{}", self.card_id(e.card)))
                            .owned_by(Player::new(seat as u8)),
                    );
                }
            }
        }
        view.to_act = self.to_act();
        for seat in 0..2u8 {
            let s = &self.sides[seat as usize];
            let player = Player::new(seat);
            let mut side = board_core::inspect::SideView::new(player, self.seat_name(player))
                .info("mana", s.mana.to_string())
                .info("obelisk", s.obelisk.to_string());
            // `active` means "still in the game"; `View::to_act` says whose
            // turn it is.
            side.active =
                !matches!(self.outcome, Some(board_core::Outcome::Winner(w)) if w != player);
            side.zones = self.zones(seat, perspective);
            match self.mode {
                Mode::PawnWars => side = side.info("points", s.points.to_string()),
                Mode::Duels => {
                    side = side.info("round wins", self.round_wins()[seat as usize].to_string())
                }
                Mode::Full => {}
            }
            side = side.info("killed power", s.killed_power.to_string());
            view.sides.push(side);
        }
        let phase = match self.phase {
            Phase::Effects => "effects",
            Phase::Mana => "mana",
            Phase::Draw => "draw",
            Phase::Main => "main",
        };
        view.info
            .push(board_core::inspect::Info::new("mode", self.mode.name()));
        view.info.push(board_core::inspect::Info::new(
            "turn",
            self.turn.to_string(),
        ));
        view.info
            .push(board_core::inspect::Info::new("phase", phase));
        if !self.stack.is_empty() {
            let stack: Vec<String> = self
                .stack
                .iter()
                .map(|s| format!("{} ({})", self.card_name(s.card), Player::new(s.caster)))
                .collect();
            view.info
                .push(board_core::inspect::Info::new("stack", stack.join(", ")));
        }
        if let Some(w) = &self.window {
            let text = match w.attack {
                Some(a) => format!("open (attack {}x{})", a.from, a.to),
                None => "open".into(),
            };
            view.info
                .push(board_core::inspect::Info::new("response window", text));
        }
        if let Some(d) = &self.duel {
            view.info
                .push(board_core::inspect::Info::new("round", d.round.to_string()));
        }
        view
    }

    /// Computed on a clone: the omniscient board before and after the
    /// action, diffed with [`MoveEffect::diff`], the moving troop named so
    /// that a move (and an attacker taking its victim's square) is a `Move`
    /// after the victim's `Remove`; kills are `Remove`, changed stats and
    /// revealed troops `Place`. Spells, whose effects are too varied to
    /// describe one by one, are diffed the same way.
    ///
    /// This is the omniscient effect: it names the card of a face-down
    /// troop an action changes. What a seat receives is
    /// [`Inspect::move_effect_for`] (board-core's default: the difference
    /// of that seat's views, which shows such a troop as `?`; LY-21.1).
    fn move_effect(&self, mv: Action) -> MoveEffect {
        let before = self.view(Perspective::Omniscient);
        let mut after = self.clone();
        if !self.is_legal(mv) {
            return MoveEffect::none();
        }
        after.play_unchecked(mv);
        let moved: Vec<(Coord, Coord)> = match mv {
            Action::Move { from, to } => vec![(from.into(), to.into())],
            Action::Attack { from, to } => {
                let a = self.board[from.index()];
                if a.is_some() && after.board[to.index()] == a {
                    vec![(from.into(), to.into())]
                } else {
                    Vec::new()
                }
            }
            _ => Vec::new(),
        };
        MoveEffect::diff(&before, &after.view(Perspective::Omniscient), &moved)
    }

    /// The action in words for `perspective` (LY-21.4): who does what,
    /// naming cards and squares, then what came of it (damage with the
    /// Def left, kills, reveals, mana, cards drawn, the next turn). Dice
    /// are told by their result. Never names a card the perspective may
    /// not see: an opponent's face-down troop is a `face-down knight`, a
    /// card drawn by the opponent is `a card`.
    ///
    /// ```
    /// use board_core::inspect::Perspective;
    /// use board_core::{Inspect, Player, Square};
    /// use lytharia::{Action, LytharianChess, Mode};
    /// let g = LytharianChess::new(Mode::PawnWars, 1);
    /// let mv = Action::Move { from: Square::A2, to: Square::A3 };
    /// let words = g.describe_move(mv, Perspective::Seat(Player::new(1)));
    /// assert!(words.starts_with("P1 moves face-down pawn from a2 to a3"), "{words}");
    /// ```
    fn describe_move(&self, mv: Action, perspective: Perspective) -> String {
        self.describe(mv, perspective)
    }

    /// One group per card in hand (`cast:fireball`, `attach:longsword`),
    /// per troop ability (`ability:d8/0`) and per promotion (`promote:e8`)
    /// (LY-21.5).
    ///
    /// ```
    /// use board_core::Inspect;
    /// use lytharia::{LytharianChess, Mode};
    /// let g = LytharianChess::default();
    /// let a = g.parse_action("end").unwrap();
    /// assert_eq!(g.move_group(a), None);
    /// ```
    fn move_group(&self, mv: Action) -> Option<String> {
        self.group_of(mv)
    }

    /// Every card of the card set, in the set's order, with cost, type,
    /// rules text and printed values (LY-21.3).
    ///
    /// ```
    /// use board_core::Inspect;
    /// use lytharia::LytharianChess;
    /// let cards = LytharianChess::default().catalogue();
    /// let bolt = cards.iter().find(|c| c.id == "chaos-bolt").unwrap();
    /// assert_eq!(bolt.to_string(), "Chaos Bolt (spell, cost 3, quality 2): Normal arcane instant on an enemy troop: deal 1d6 arcane damage. Harness for 2 mana.");
    /// ```
    fn catalogue(&self) -> Vec<Item> {
        self.set
            .0
            .iter()
            .map(|(_, card)| crate::cards::card_item(card))
            .collect()
    }

    /// What the player to act is asked to do (LY-21.5): answer a spell or
    /// an action, choose a promotion, or the phase's choices.
    ///
    /// ```
    /// use board_core::Inspect;
    /// use lytharia::{LytharianChess, Mode};
    /// let g = LytharianChess::new(Mode::PawnWars, 1);
    /// assert_eq!(g.prompt().unwrap(), "P1's main phase: move a troop (required), attack, cast, attach or reveal");
    /// ```
    fn prompt(&self) -> Option<String> {
        self.prompt_words()
    }

    /// The turn number, from 1 (each player's turn counts one).
    fn turn_number(&self) -> Option<u32> {
        Some(self.turn)
    }

    fn cell_name(&self, coord: Coord) -> String {
        coord.to_string()
    }

    /// Why the game ended: `"king killed"`, `"kings killed"`, `"rounds
    /// won"`, `"points"` or `"stalled"`.
    fn end_reason(&self) -> Option<String> {
        let outcome = self.outcome?;
        let _ = outcome;
        Some(
            match self.mode {
                Mode::Full => match (self.king(0).is_some(), self.king(1).is_some()) {
                    (true, true) => "stalled",
                    (false, false) => "kings killed",
                    _ => "king killed",
                },
                Mode::Duels => "rounds won",
                Mode::PawnWars => "points",
            }
            .into(),
        )
    }
}

impl LytharianChess {
    /// A troop on the board: its power score, effective Att and remaining
    /// Def, and a King the game besides.
    pub(super) fn troop_value(&self, t: u8) -> i32 {
        let card = self.card_of(t);
        let value = card.power as i32 * 20
            + self.eff_att(t) * 4
            + self.remaining_def(t).clamp(0, 99) * DEF_POINT;
        if card.piece == PieceType::King {
            value + 500
        } else {
            value
        }
    }

    fn side_score(&self, seat: u8) -> i32 {
        let mut score = 0i32;
        for t in self.troops_on_board(seat) {
            score += self.troop_value(t);
            if self.mode == Mode::PawnWars
                && let Some(sq) = self.troops[t as usize].square
            {
                // Progress toward the far rank (LY-18.2).
                let progress = if seat == 0 {
                    sq.rank() as i32 - 1
                } else {
                    6 - sq.rank() as i32
                };
                score += progress * progress * 8;
            }
        }
        let side = &self.sides[seat as usize];
        score += side.mana as i32 * 6 + side.obelisk as i32 * 40 + side.hand.len() as i32 * 12;
        score += side.points as i32 * 600;
        if let Some(d) = &self.duel {
            score += d.wins[seat as usize] as i32 * 1500;
        }
        if self.honor_charging(seat) {
            score -= 300;
        }
        score
    }
}

/// A point of remaining Def, in centi-pawns.
pub(super) const DEF_POINT: i32 = 4;

/// The evaluation of a round won in Battle Duels, in centi-pawns.
const DUEL_ROUND_WON: i32 = 1500;

impl LytharianChess {
    /// Battle Duels for `seat` against the other: round wins, how the
    /// current round goes if both fighters trade blows as they stand, their
    /// Att and remaining Def, and the cards left. Mana is worth little: every
    /// round starts with 15 (LY-17.4), so mana left at a round's end is lost.
    fn duel_score(&self, seat: u8) -> i32 {
        let Some(d) = &self.duel else { return 0 };
        let opp = seat ^ 1;
        let mut score =
            (d.wins[seat as usize] as i32 - d.wins[opp as usize] as i32) * DUEL_ROUND_WON;
        let fighter = |s: u8| {
            let t = d.fighters[s as usize];
            (t as usize) < self.troops.len() && self.troops[t as usize].square.is_some()
        };
        if fighter(seat) && fighter(opp) {
            let (me, them) = (d.fighters[seat as usize], d.fighters[opp as usize]);
            let (my_att, my_def) = (self.eff_att(me), self.remaining_def(me).max(1));
            let (their_att, their_def) = (self.eff_att(them), self.remaining_def(them).max(1));
            // Blows each fighter survives; both take one at every attack (LY-3).
            let blows = |def: i32, att: i32| if att <= 0 { 99 } else { (def + att - 1) / att };
            let (i_last, they_last) = (blows(my_def, their_att), blows(their_def, my_att));
            let turns_left = super::DUEL_ROUND_TURNS as i32 - d.round_turns as i32;
            let projected = if i_last.min(they_last) > turns_left.max(0) {
                0 // LY-17.6: no kill in 10 turns ties.
            } else {
                match i_last.cmp(&they_last) {
                    core::cmp::Ordering::Greater => 1,
                    core::cmp::Ordering::Less => -1,
                    // Both die: the lower power score wins (LY-17.6).
                    core::cmp::Ordering::Equal => {
                        (self.card_of(them).power as i32 - self.card_of(me).power as i32).signum()
                    }
                }
            };
            score += projected * DUEL_ROUND_WON / 2;
            score += (my_att - their_att) * 10 + (my_def - their_def) * 15;
        }
        let card = self.duel_card_value();
        let cards = |s: u8| {
            let side = &self.sides[s as usize];
            (side.hand.len() + side.deck.len()) as i32 * card + side.mana as i32 * 2
        };
        score + cards(seat) - cards(opp)
    }

    /// What a card in hand or deck is worth in Battle Duels: the cards
    /// (some 21 a deck) are the only thing that lasts from round to round,
    /// so a card spent now is missing in every round still to come.
    /// [`DUEL_CARD`] plus [`DUEL_CARD_PER_ROUND`] for each round after
    /// this one of the 7 (LY-17.3; none in deciding rounds, LY-17.8).
    fn duel_card_value(&self) -> i32 {
        let Some(d) = &self.duel else {
            return DUEL_CARD;
        };
        let later = if d.sudden {
            0
        } else {
            i32::from(super::DUEL_ROUNDS.saturating_sub(d.round))
        };
        DUEL_CARD + DUEL_CARD_PER_ROUND * later
    }
}

/// The evaluation of a card in Battle Duels in the last round, in
/// centi-pawns ([`LytharianChess::duel_card_value`]).
const DUEL_CARD: i32 = 10;
/// What a card gains for each round still to come after the current one.
const DUEL_CARD_PER_ROUND: i32 = 20;

impl Evaluate for LytharianChess {
    /// Troops (power score, effective Att and remaining Def, the King
    /// extra), mana, obelisk and cards in hand, and each mode's objective:
    /// points and pawn progress in Pawn Wars; a player on an honor charge
    /// loses a little. The full game adds each seat's best attack of its
    /// next turn (the opponent's 3/4 against the active seat, its own 1/2
    /// while it may still attack, else 1/4; a King's kill 3 000), since a
    /// search sees little past its own turn. Battle Duels count round wins,
    /// the current round as the two fighters would trade blows, and the
    /// cards left. Antisymmetric.
    ///
    /// ```
    /// use board_core::{Evaluate, Player};
    /// use lytharia::{LytharianChess, Mode};
    /// let g = LytharianChess::new(Mode::Full, 1);
    /// assert_eq!(g.evaluate(Player::new(0)), -g.evaluate(Player::new(1)));
    /// ```
    fn evaluate(&self, player: Player) -> i32 {
        let seat = (player.index() & 1) as u8;
        let score = if self.duel.is_some() {
            self.duel_score(seat)
        } else {
            let threats = match self.mode {
                Mode::Full if seat == self.active => self.threats(),
                Mode::Full => -self.threats(),
                _ => 0,
            };
            self.side_score(seat) - self.side_score(seat ^ 1) + threats
        };
        score.clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }

    fn move_priority(&self, mv: Action) -> i32 {
        match mv {
            Action::Attack { to, .. } => {
                self.board[to.index()].map_or(0, |t| 100 + self.card_of(t).power as i32 * 10)
            }
            Action::Promote { .. } => 1000,
            Action::Cast { .. } => 50,
            _ => 0,
        }
    }

    fn is_noisy(&self, mv: Action) -> bool {
        matches!(mv, Action::Attack { .. } | Action::Promote { .. })
    }

    /// Alpha-beta over determinizations in Battle Duels, where the
    /// evaluation's blow count sees to the round's end and random play-outs
    /// of spells only blur it; the search's default (MCTS, for hidden
    /// information) in the other modes.
    ///
    /// ```
    /// use board_core::{Algorithm, Evaluate};
    /// use lytharia::{LytharianChess, Mode};
    /// assert_eq!(LytharianChess::new(Mode::Duels, 1).preferred_algorithm(), Algorithm::AlphaBeta);
    /// assert_eq!(LytharianChess::new(Mode::Full, 1).preferred_algorithm(), Algorithm::Auto);
    /// ```
    fn preferred_algorithm(&self) -> Algorithm {
        if self.duel.is_some() {
            Algorithm::AlphaBeta
        } else {
            Algorithm::Auto
        }
    }

    /// As [`preferred_algorithm`](Evaluate::preferred_algorithm), except
    /// that the full game is searched with alpha-beta below 5 000 nodes a
    /// move (`cpu:1`): neither MCTS with random play-outs nor alpha-beta
    /// plays much better with 5 000 nodes than with 1 000, and MCTS is the
    /// stronger of the two, so the weakest level is alpha-beta and the
    /// others MCTS (docs/ai.md, "Level ladder"). The full game and Pawn Wars
    /// are searched over information sets ([`Algorithm::Ismcts`]) from
    /// 320 000 nodes a move (`cpu:5`): at equal nodes (`cpu:3`'s) that
    /// search beat the determinized one by +31 Elo (+0.4 to +63, 400 paired
    /// games) in the full game and +43 (+20 to +67, 600) in Pawn Wars, and
    /// `cpu:5` was the level not yet shown stronger than the one below in
    /// both; `cpu:1` to `cpu:4` keep the search their steps were measured on
    /// (docs/ai.md, "MCTS over information sets").
    ///
    /// ```
    /// use board_core::{Algorithm, Evaluate};
    /// use lytharia::{LytharianChess, Mode};
    /// let full = LytharianChess::new(Mode::Full, 1);
    /// assert_eq!(full.preferred_algorithm_at(Some(1_000)), Algorithm::AlphaBeta);
    /// assert_eq!(full.preferred_algorithm_at(Some(5_000)), Algorithm::Auto);
    /// assert_eq!(full.preferred_algorithm_at(None), Algorithm::Auto);
    /// assert_eq!(full.preferred_algorithm_at(Some(320_000)), Algorithm::Ismcts);
    /// let pawns = LytharianChess::new(Mode::PawnWars, 1);
    /// assert_eq!(pawns.preferred_algorithm_at(Some(1_000)), Algorithm::Auto);
    /// assert_eq!(pawns.preferred_algorithm_at(Some(80_000)), Algorithm::Auto);
    /// assert_eq!(pawns.preferred_algorithm_at(Some(320_000)), Algorithm::Ismcts);
    /// ```
    fn preferred_algorithm_at(&self, nodes: Option<u64>) -> Algorithm {
        match nodes {
            Some(n) if self.mode == Mode::Full && n < FULL_MCTS_FROM => Algorithm::AlphaBeta,
            Some(n) if self.mode != Mode::Duels && n >= ISMCTS_FROM => Algorithm::Ismcts,
            _ => self.preferred_algorithm(),
        }
    }
}

/// The node budget from which the full game's CPU runs MCTS rather than
/// alpha-beta (`preferred_algorithm_at`): `cpu:2`'s.
const FULL_MCTS_FROM: u64 = 5_000;

/// The node budget from which the CPU of the full game and of Pawn Wars
/// searches over information sets (`preferred_algorithm_at`): `cpu:5`'s.
const ISMCTS_FROM: u64 = 320_000;

impl Determinize for LytharianChess {
    /// A state `viewer` cannot tell from this one, read only from what it
    /// may see (LY-14.3): its own deck is reshuffled (it knows its cards,
    /// not their order); the opponent's hand and deck are dealt afresh from
    /// the card set's spells and equipment (at most 3 copies of a card,
    /// counting the copies the opponent has shown); the opponent's
    /// face-down troops become random troop cards of the same piece type;
    /// in Battle Duels the opponent's troops of rounds to come are drawn
    /// afresh; and the game's own RNG is reseeded (future dice are unknown).
    ///
    /// ```
    /// use board_core::{Determinize, Player, SeededRng};
    /// use lytharia::{LytharianChess, Mode};
    /// let g = LytharianChess::new(Mode::Full, 1);
    /// let d = g.determinize(Player::new(0), &mut SeededRng::seed_from_u64(5));
    /// assert_eq!(d.hand(Player::new(0)), g.hand(Player::new(0)));
    /// assert_eq!(d.deck(Player::new(1)).unwrap().len(), g.deck(Player::new(1)).unwrap().len());
    /// ```
    fn determinize(&self, viewer: Player, rng: &mut SeededRng) -> Self {
        let me = (viewer.index() & 1) as u8;
        let opp = me ^ 1;
        let mut g = self.clone();
        let set = self.set.0.clone();
        let shuffle = |v: &mut Vec<CardId>, rng: &mut SeededRng| {
            for i in (1..v.len()).rev() {
                let j = rng.below(i as u64 + 1) as usize;
                v.swap(i, j);
            }
        };
        // Own deck: known cards, unknown order.
        let mut own = g.sides[me as usize].deck.clone();
        own.sort_unstable();
        shuffle(&mut own, rng);
        g.sides[me as usize].deck = own;
        // The opponent's hidden cards, from what it has shown.
        let mut shown: std::collections::HashMap<CardId, u32> = Default::default();
        let side = &self.sides[opp as usize];
        let mut count = |c: CardId| *shown.entry(c).or_default() += 1;
        side.nether.iter().copied().for_each(&mut count);
        side.enchants.iter().for_each(|e| count(e.card));
        self.stack
            .iter()
            .filter(|s| s.caster == opp)
            .for_each(|s| count(s.card));
        for t in self.troops.iter().filter(|t| t.owner == opp) {
            t.weapon.into_iter().chain(t.armour).for_each(&mut count);
        }
        let playable: Vec<CardId> = set
            .iter()
            .filter(|(_, c)| !matches!(c, Card::Troop(_)))
            .map(|(id, _)| id)
            .collect();
        let mut pool: Vec<CardId> = Vec::new();
        for &id in &playable {
            let left = 3u32.saturating_sub(shown.get(&id).copied().unwrap_or(0));
            pool.extend(std::iter::repeat_n(id, left as usize));
        }
        shuffle(&mut pool, rng);
        let (hand_n, deck_n) = (side.hand.len(), side.deck.len());
        let mut deal = |n: usize, rng: &mut SeededRng| -> Vec<CardId> {
            (0..n)
                .map(|_| match pool.pop() {
                    Some(c) => c,
                    None if !playable.is_empty() => {
                        playable[rng.below(playable.len() as u64) as usize]
                    }
                    None => CardId(0),
                })
                .collect()
        };
        if !playable.is_empty() {
            g.sides[opp as usize].hand = deal(hand_n, rng).into();
            g.sides[opp as usize].deck = deal(deck_n, rng);
        }
        // Face-down enemy troops: another card of the same piece type.
        for t in 0..g.troops.len() {
            let troop = &g.troops[t];
            if troop.owner != opp || troop.revealed || troop.square.is_none() {
                continue;
            }
            let piece = self.piece(t as u8);
            let damage = troop.damage;
            let choices: Vec<CardId> = set
                .iter()
                .filter(
                    |(_, c)| matches!(c, Card::Troop(tc) if tc.piece == piece && tc.def > damage),
                )
                .map(|(id, _)| id)
                .collect();
            if !choices.is_empty() {
                let pick = choices[rng.below(choices.len() as u64) as usize];
                g.troops[t].card = pick;
                if g.remaining_def(t as u8) <= 0 {
                    // Modifiers in view: the sturdiest card of that type.
                    let sturdiest = choices
                        .iter()
                        .copied()
                        .max_by_key(|&c| set.troop(c).map_or(0, |tc| tc.def));
                    if let Some(c) = sturdiest {
                        g.troops[t].card = c;
                    }
                }
            }
        }
        // Battle Duels: the opponent's troops of the rounds to come.
        if let Some(d) = &mut g.duel {
            let troops: Vec<CardId> = set
                .iter()
                .filter(|(_, c)| matches!(c, Card::Troop(_)))
                .map(|(id, _)| id)
                .collect();
            let round = d.round as usize;
            let fighter = g
                .troops
                .get(d.fighters[opp as usize] as usize)
                .map(|t| t.card);
            let lineup = &mut d.lineups[opp as usize];
            if !d.sudden && round >= 1 && round <= lineup.len() {
                // The current round's troop is the one on the board.
                if let Some(c) = fighter {
                    lineup[round - 1] = c;
                }
                // Past rounds' troops were all revealed; later ones are not.
                for c in lineup.iter_mut().skip(round) {
                    *c = troops[rng.below(troops.len() as u64) as usize];
                }
            }
        }
        // Troops killed by the resampling (a face-down troop whose new card
        // has less Def than its damage) stay: the view shows them alive.
        g.rng = GameRng::new(rng.next_u64());
        g
    }

    /// In the full game, at most `√(nodes / 5 000)` worlds (1, 1, 2, 4
    /// and 8 at `cpu:1` to `cpu:5`, which search 1 000, 5 000, 10 000,
    /// 20 000 and 40 000 nodes a world), so that each world's search gets
    /// deeper as the budget grows, and the worlds grow too. With the
    /// levels' 2 to 48 worlds each world got 500 to 6 667 nodes, `cpu:2`
    /// was barely stronger than `cpu:1` and `cpu:5` lost to `cpu:4`
    /// (MCTS then; docs/ai.md, "Level ladder"); the full game's alpha-beta
    /// also did better with 2 worlds than 6 at `cpu:3`. Pawn Wars takes at
    /// most 16 worlds: `cpu:1` to `cpu:4` keep their 2 / 4 / 6 / 16, and
    /// `cpu:5` searches 16 worlds of 20 000 nodes rather than 48 of 6 667,
    /// four times deeper than `cpu:4`'s 16 of 5 000 instead of a third.
    /// Battle Duels keep the count asked for.
    ///
    /// ```
    /// use board_core::Determinize;
    /// use lytharia::{LytharianChess, Mode};
    /// let full = LytharianChess::new(Mode::Full, 1);
    /// assert_eq!(full.determinizations(Some(320_000), 48), 8);
    /// assert_eq!(full.determinizations(Some(5_000), 4), 1);
    /// assert_eq!(full.determinizations(Some(1_000), 2), 1);
    /// assert_eq!(full.determinizations(Some(80_000), 2), 2);
    /// assert_eq!(full.determinizations(None, 6), 6);
    /// let pawns = LytharianChess::new(Mode::PawnWars, 1);
    /// assert_eq!(pawns.determinizations(Some(320_000), 48), 16);
    /// assert_eq!(pawns.determinizations(Some(80_000), 16), 16);
    /// let duels = LytharianChess::new(Mode::Duels, 1);
    /// assert_eq!(duels.determinizations(Some(320_000), 48), 48);
    /// ```
    fn determinizations(&self, nodes: Option<u64>, worlds: u32) -> u32 {
        match (self.mode, nodes) {
            (Mode::Full, Some(n)) => {
                let deep = (n / 5_000).isqrt().clamp(1, u64::from(u32::MAX)) as u32;
                worlds.min(deep)
            }
            (Mode::PawnWars, Some(_)) => worlds.min(PAWN_WARS_MAX_WORLDS),
            _ => worlds,
        }
    }
}

/// The most worlds a Pawn Wars CPU searches at a node budget: `cpu:4`'s
/// count, so that `cpu:5`'s four times larger budget deepens each world
/// (its 48 worlds of 6 667 nodes were barely deeper than `cpu:4`'s 5 000).
const PAWN_WARS_MAX_WORLDS: u32 = 16;
