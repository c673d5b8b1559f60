//! Per-player views: what one player may see (LY-14.3).

use board_core::Square;
use board_core::{Outcome, Player};
use serde::{Deserialize, Serialize};

use crate::action::Target;
use crate::cards::{CardId, PieceType};
use crate::mode::Mode;

use super::{LytharianChess, Phase};

/// A troop on the board as a viewer sees it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct TroopView {
    /// Where it stands.
    pub square: Square,
    /// Its owner.
    pub owner: Player,
    /// Its piece type (always visible: it shows how the troop moves).
    pub piece: PieceType,
    /// Its card, or `None` for an opponent's face-down troop.
    pub card: Option<CardId>,
    /// Whether it is face up.
    pub revealed: bool,
    /// Damage on it (the damage die is public).
    pub damage: u8,
    /// Its weapon.
    pub weapon: Option<CardId>,
    /// Its armour.
    pub armour: Option<CardId>,
    /// Effective Att, if the viewer knows the card.
    pub att: Option<i32>,
    /// Remaining Def, if the viewer knows the card.
    pub def: Option<i32>,
}

/// One player's side as a viewer sees it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct SideView {
    /// Mana counter.
    pub mana: u8,
    /// Obelisk value.
    pub obelisk: u8,
    /// The hand, or `None` when it is the opponent's.
    pub hand: Option<Vec<CardId>>,
    /// Cards in hand.
    pub hand_size: usize,
    /// Cards in the deck (its order is hidden from both players).
    pub deck_size: usize,
    /// Killed troops.
    pub crypt: Vec<CardId>,
    /// Discarded and spent cards.
    pub nether: Vec<CardId>,
    /// Enchants in play and the square of the troop each is on.
    pub enchants: Vec<(CardId, Option<Square>)>,
    /// Power of enemy troops killed.
    pub killed_power: u32,
    /// Pawn Wars points.
    pub points: u8,
}

/// Everything one player may see of a game (LY-14.3).
///
/// ```
/// use board_core::Player;
/// use lytharia::{LytharianChess, Mode};
/// let game = LytharianChess::new(Mode::Full, 2);
/// let view = game.player_view(Player::new(0));
/// assert!(view.sides[0].hand.is_some());
/// assert!(view.sides[1].hand.is_none());
/// // The opponent's troops start face down: only their piece types show.
/// assert!(view.troops.iter().filter(|t| t.owner == Player::new(1)).all(|t| t.card.is_none()));
/// ```
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct PlayerView {
    /// Whose view this is.
    pub viewer: Player,
    /// The mode.
    pub mode: Mode,
    /// Turn number.
    pub turn: u32,
    /// The player whose turn it is.
    pub active: Player,
    /// The phase.
    pub phase: Phase,
    /// Who must act now.
    pub to_act: Option<Player>,
    /// Troops on the board.
    pub troops: Vec<TroopView>,
    /// Both sides, seat 0 first.
    pub sides: [SideView; 2],
    /// The stack, bottom first: card, caster, target.
    pub stack: Vec<(CardId, Player, Target)>,
    /// Battle Duels round wins.
    pub round_wins: [u8; 2],
    /// The outcome, once the game is over.
    pub outcome: Option<Outcome>,
}

impl LytharianChess {
    pub(crate) fn troop_view(&self, t: u8, viewer: Option<Player>) -> TroopView {
        let troop = &self.troops[t as usize];
        let known = troop.revealed || viewer.is_none_or(|v| v.index() == troop.owner as usize);
        TroopView {
            square: troop.square.unwrap_or(Square::A1),
            owner: Player::new(troop.owner),
            piece: self.piece(t),
            card: known.then_some(troop.card),
            revealed: troop.revealed,
            damage: troop.damage,
            weapon: troop.weapon,
            armour: troop.armour,
            att: known.then(|| self.eff_att(t)),
            def: known.then(|| self.remaining_def(t)),
        }
    }

    /// What `viewer` may see (LY-14.3).
    ///
    /// ```
    /// use board_core::Player;
    /// use lytharia::{LytharianChess, Mode};
    /// let view = LytharianChess::new(Mode::Full, 1).player_view(Player::new(1));
    /// assert_eq!(view.sides[0].hand_size, 0);
    /// ```
    pub fn player_view(&self, viewer: Player) -> PlayerView {
        let side = |seat: usize| {
            let s = &self.sides[seat];
            SideView {
                mana: s.mana,
                obelisk: s.obelisk,
                hand: (viewer.index() == seat).then(|| s.hand.to_vec()),
                hand_size: s.hand.len(),
                deck_size: s.deck.len(),
                crypt: s.crypt.to_vec(),
                nether: s.nether.to_vec(),
                enchants: self.enchants(Player::new(seat as u8)).unwrap_or_default(),
                killed_power: s.killed_power,
                points: s.points,
            }
        };
        PlayerView {
            viewer,
            mode: self.mode,
            turn: self.turn,
            active: self.active(),
            phase: self.phase,
            to_act: board_core::Game::to_act(self),
            troops: self
                .board
                .iter()
                .flatten()
                .map(|&t| self.troop_view(t, Some(viewer)))
                .collect(),
            sides: [side(0), side(1)],
            stack: self
                .stack
                .iter()
                .map(|s| (s.card, Player::new(s.caster), s.target))
                .collect(),
            round_wins: self.round_wins(),
            outcome: self.outcome,
        }
    }
}
