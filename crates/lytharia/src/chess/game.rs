//! The draw rules and the [`Game`] implementations: [`Position`] (FEN state:
//! checkmate, stalemate, fifty moves, insufficient material) and [`Chess`]
//! (adds threefold repetition).

use board_core::square::{Bitboard, Color};
use board_core::{Game, MoveNotation, Outcome, Player, PositionNotation};
use smallvec::SmallVec;

use super::IllegalMoveError;
use super::fen::FenError;
use super::movegen::Moves;
use super::notation::MoveParseError;
use super::position::Position;
use super::types::{Move, Piece};

/// Why a game of chess ended.
///
/// ```
/// use lytharia::chess::{GameEnd, Position};
/// let mated: Position = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
/// assert_eq!(mated.game_end(), Some(GameEnd::Checkmate));
/// assert_eq!(Position::startpos().game_end(), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum GameEnd {
    /// The side to move is checkmated and loses (NC-5.2).
    Checkmate,
    /// The side to move has no legal move and is not in check: draw (NC-5.3).
    Stalemate,
    /// A hundred plies without a capture or pawn move: draw (NC-6.1).
    FiftyMoves,
    /// Neither side can ever checkmate: draw (NC-6.3).
    InsufficientMaterial,
    /// The same position for the third time: draw (NC-6.2, [`Chess`] only).
    Repetition,
    /// [`DrawClaims::Fide`]: 150 plies without a capture or pawn move, the
    /// seventy-five-move rule: draw by itself (NC-6.5).
    SeventyFiveMoves,
    /// [`DrawClaims::Fide`]: the same position a fifth time: draw by itself
    /// (NC-6.5).
    FivefoldRepetition,
}

/// Which draw rules end a [`Chess`] game by themselves (NC-6.5).
///
/// In FIDE's Laws, threefold repetition and the fifty-move rule are draws a
/// player may *claim*; fivefold repetition and the seventy-five-move rule end
/// the game by themselves. `Automatic` (the default: CPU games, the CLI,
/// self-play) treats the claims as made at once; `Fide` applies the Laws as
/// written, so a game that went on past a claimable draw (as players often
/// do) is replayed as played: PGN import uses it.
///
/// ```
/// use board_core::Game;
/// use lytharia::chess::{Chess, DrawClaims, GameEnd};
/// let moves = ["g1f3", "g8f6", "f3g1", "f6g8"];
/// let mut auto = Chess::new();
/// let mut fide = Chess::new().with_draw_claims(DrawClaims::Fide);
/// for _ in 0..2 {
///     for m in moves {
///         auto.play_uci(m).unwrap();
///         fide.play_uci(m).unwrap();
///     }
/// }
/// // The start position a third time: over, or claimable.
/// assert_eq!(auto.game_end(), Some(GameEnd::Repetition));
/// assert_eq!(fide.game_end(), None);
/// assert!(fide.can_claim_draw());
/// for _ in 0..2 {
///     for m in moves {
///         fide.play_uci(m).unwrap();
///     }
/// }
/// assert_eq!(fide.game_end(), Some(GameEnd::FivefoldRepetition));
/// ```
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, Debug, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum DrawClaims {
    /// Threefold repetition and the fifty-move rule end the game at once
    /// (NC-6.1, NC-6.2).
    #[default]
    Automatic,
    /// FIDE's Laws: those two are only claims ([`Chess::can_claim_draw`]);
    /// fivefold repetition and seventy-five moves end the game (NC-6.5).
    Fide,
}

impl Position {
    /// Whether neither side has material to checkmate by any sequence of
    /// legal moves, in the cases this library recognises (NC-6.3): no pawns,
    /// rooks or queens, and either at most one knight or bishop on the board,
    /// or only bishops, all on squares of one colour.
    ///
    /// ```
    /// # use lytharia::chess::Position;
    /// let kbk: Position = "8/8/4k3/8/8/3BK3/8/8 w - - 0 1".parse().unwrap();
    /// assert!(kbk.is_insufficient_material());
    /// let knnk: Position = "8/8/4k3/8/8/3NKN2/8/8 w - - 0 1".parse().unwrap();
    /// assert!(!knnk.is_insufficient_material()); // a mate exists (with help)
    /// ```
    #[inline]
    pub fn is_insufficient_material(&self) -> bool {
        let p = &self.pieces;
        if (p[Piece::Pawn as usize] | p[Piece::Rook as usize] | p[Piece::Queen as usize])
            .is_nonempty()
        {
            return false;
        }
        let minors = p[Piece::Knight as usize] | p[Piece::Bishop as usize];
        if !minors.has_more_than_one() {
            return true;
        }
        let bishops = p[Piece::Bishop as usize];
        p[Piece::Knight as usize].is_empty()
            && ((bishops & Bitboard::LIGHT).is_empty() || (bishops & Bitboard::DARK).is_empty())
    }

    /// Whether a draw rule that needs no history ends the game: the
    /// fifty-move rule (halfmove clock at least 100) or insufficient
    /// material.
    #[inline]
    fn drawn_by_rule(&self) -> bool {
        self.halfmove >= 100 || self.is_insufficient_material()
    }

    /// How the game stands: checkmate and stalemate first (a mate on the
    /// hundredth ply still wins, NC-6.1), then the fifty-move rule and
    /// insufficient material. Repetition needs history: see [`Chess`].
    ///
    /// ```
    /// # use lytharia::chess::{GameEnd, Position};
    /// let stalemate: Position = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
    /// assert_eq!(stalemate.game_end(), Some(GameEnd::Stalemate));
    /// let fifty: Position = "7k/8/6K1/8/8/8/8/R7 b - - 100 80".parse().unwrap();
    /// assert_eq!(fifty.game_end(), Some(GameEnd::FiftyMoves));
    /// ```
    pub fn game_end(&self) -> Option<GameEnd> {
        if self.count_legal_moves() == 0 {
            return Some(if self.is_check() {
                GameEnd::Checkmate
            } else {
                GameEnd::Stalemate
            });
        }
        if self.halfmove >= 100 {
            Some(GameEnd::FiftyMoves)
        } else if self.is_insufficient_material() {
            Some(GameEnd::InsufficientMaterial)
        } else {
            None
        }
    }
}

fn player(color: Color) -> Player {
    Player::new(color as u8)
}

fn outcome_of(end: GameEnd, side_to_move: Color) -> Outcome {
    match end {
        GameEnd::Checkmate => Outcome::Winner(player(!side_to_move)),
        _ => Outcome::Draw,
    }
}

/// `Position` as a [`Game`]: White is player 0, Black player 1. The game is
/// over on checkmate, stalemate, the fifty-move rule and insufficient
/// material (draws are claimed automatically). Repetition needs the history
/// that [`Chess`] keeps.
///
/// ```
/// use board_core::{perft, Game};
/// use lytharia::chess::Position;
/// assert_eq!(perft(&Position::startpos(), 3), 8_902);
/// let dead: Position = "8/8/4k3/8/8/4K3/8/8 w - - 0 1".parse().unwrap();
/// assert_eq!(dead.count_moves(), 0); // insufficient material ends the game
/// assert_eq!(dead.legal_moves().len(), 8); // the kings could still move
/// ```
impl Game for Position {
    type Move = Move;
    type Moves = Moves;
    type Error = IllegalMoveError;

    fn player_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> Option<Player> {
        self.game_end().is_none().then(|| player(self.side))
    }

    #[inline]
    fn generate_moves(&self, moves: &mut Moves) {
        if !self.drawn_by_rule() {
            self.legal_moves_into(moves);
        }
    }

    #[inline]
    fn count_moves(&self) -> u64 {
        if self.drawn_by_rule() {
            0
        } else {
            self.count_legal_moves()
        }
    }

    fn is_legal(&self, mv: Move) -> bool {
        !self.drawn_by_rule() && self.is_legal_move(mv)
    }

    fn play(&mut self, mv: Move) -> Result<(), IllegalMoveError> {
        if !Game::is_legal(self, mv) {
            return Err(IllegalMoveError(mv));
        }
        self.play_unchecked(mv);
        Ok(())
    }

    #[inline]
    fn play_unchecked(&mut self, mv: Move) {
        Position::play_unchecked(self, mv);
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game_end().map(|e| outcome_of(e, self.side))
    }

    /// The side to move, without counting its legal moves.
    #[inline]
    fn to_act_unchecked(&self) -> Option<Player> {
        Some(player(self.side))
    }

    /// The draw rules only (a mate on the hundredth ply still wins: then
    /// the whole test).
    #[inline]
    fn outcome_unless_stuck(&self) -> Option<Outcome> {
        if self.drawn_by_rule() {
            self.outcome()
        } else {
            None
        }
    }

    fn zobrist(&self) -> u64 {
        self.hash
    }

    fn zobrist_from_scratch(&self) -> u64 {
        self.hash_from_scratch()
    }
}

/// Moves in UCI (`e2e4`, `e1g1`, `e7e8q`): context-free and sortable, so
/// `tabletop moves chess` prints UCI. Parsing also accepts SAN. SAN output
/// is [`Position::san`].
///
/// ```
/// use board_core::MoveNotation;
/// use lytharia::chess::Position;
/// let p = Position::startpos();
/// let mv = p.parse_move("Nf3").unwrap();
/// assert_eq!(p.format_move(mv), "g1f3");
/// assert_eq!(p.parse_move("g1f3"), Ok(mv));
/// ```
impl MoveNotation for Position {
    type ParseError = MoveParseError;

    fn format_move(&self, mv: Move) -> String {
        mv.to_string()
    }

    /// SAN (NC-9.1).
    fn display_move(&self, mv: Move) -> String {
        self.san(mv)
    }

    /// UCI first (spaces and a `-` between the squares are allowed:
    /// `e2-e4`, `e2 e4`), then SAN (NC-9.1).
    fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        let text = text.trim();
        let compact: String = text
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '-')
            .collect();
        let mv = match self.parse_uci(&compact) {
            Ok(mv) => mv,
            Err(MoveParseError::Malformed(_)) => self.parse_san(text)?,
            Err(e) => return Err(e),
        };
        if Game::is_legal(self, mv) {
            Ok(mv)
        } else {
            Err(MoveParseError::Illegal(super::bounded(text)))
        }
    }
}

/// FEN.
///
/// ```
/// use board_core::PositionNotation;
/// use lytharia::chess::Position;
/// let p = Position::from_position_text("8/8/4k3/8/8/4K3/8/8 w - - 0 1").unwrap();
/// assert_eq!(p.to_position_text(), "8/8/4k3/8/8/4K3/8/8 w - - 0 1");
/// ```
impl PositionNotation for Position {
    type PositionError = FenError;

    fn to_position_text(&self) -> String {
        self.to_fen()
    }

    fn from_position_text(text: &str) -> Result<Position, FenError> {
        Position::from_fen(text)
    }
}

/// How many moves since the last irreversible one a [`Chess`] holds
/// without allocating.
const HISTORY_INLINE: usize = 16;

/// A game of chess: a [`Position`] and what the threefold-repetition rule
/// (NC-6.2) needs of the past: the position after the last capture or pawn
/// move (its *root*), the moves since, and the hashes of the positions
/// they passed through. By default ([`DrawClaims::Automatic`]) repetition
/// and the fifty-move rule are claimed automatically: the game ends the
/// moment a position occurs for the third time. Self-play uses this type.
/// [`with_draw_claims`](Chess::with_draw_claims)`(DrawClaims::Fide)` plays
/// FIDE's Laws instead (PGN import does), where those two are only claims.
///
/// Positions are compared by Zobrist hash (side to move, pieces, castling
/// rights and an en-passant square only when a capture there is legal, as
/// FIDE's "same possible moves" asks).
///
/// Text (`Display`, `FromStr`, [`PositionNotation`]): the FEN when no move
/// has been played since the root, else the root's FEN, ` moves ` and the
/// UCI moves since (as in the UCI protocol's `position fen ... moves ...`),
/// so no repetition history is lost. A plain FEN reads as a game with no
/// history. Serde: `{"format":1,"start":FEN,"moves":[UCI,...]}`, replayed
/// and validated on load. `Debug` prints the text.
///
/// ```
/// use board_core::{Game, Outcome};
/// use lytharia::chess::{Chess, GameEnd};
/// let mut game = Chess::new();
/// for _ in 0..2 {
///     for uci in ["g1f3", "g8f6", "f3g1", "f6g8"] {
///         game.play_uci(uci).unwrap();
///     }
/// }
/// assert_eq!(game.game_end(), Some(GameEnd::Repetition));
/// assert_eq!(game.outcome(), Some(Outcome::Draw));
/// let text = game.to_string();
/// assert!(text.ends_with(" moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8"));
/// let again: Chess = text.parse().unwrap();
/// assert_eq!(again, game);
/// ```
#[derive(PartialEq, Eq, serde::Serialize)]
#[serde(into = "ChessRepr")]
pub struct Chess {
    position: Position,
    /// The position after the last irreversible move (or the start).
    root: Position,
    /// The moves played from `root` (inline while short: a search clones
    /// a game at every node).
    moves: SmallVec<[Move; HISTORY_INLINE]>,
    /// Hashes of earlier positions since the last irreversible move, oldest
    /// first (`history[i]` is the hash before `moves[i]`).
    history: SmallVec<[u64; HISTORY_INLINE]>,
    /// Which draw rules end the game by themselves.
    claims: DrawClaims,
}

impl Default for Chess {
    fn default() -> Self {
        Chess::new()
    }
}

/// By copying the short histories whole (a search clones a game at every
/// node; the derived clone copies them element by element).
impl Clone for Chess {
    #[inline]
    fn clone(&self) -> Self {
        Chess {
            position: self.position,
            root: self.root,
            moves: SmallVec::from_slice(&self.moves),
            history: SmallVec::from_slice(&self.history),
            claims: self.claims,
        }
    }
}

impl Chess {
    /// A game from the standard starting position.
    ///
    /// ```
    /// # use lytharia::chess::Chess;
    /// assert_eq!(Chess::new().position().fullmove_number(), 1);
    /// ```
    pub fn new() -> Chess {
        Chess::from_position(Position::startpos())
    }

    /// A game starting from `position`, with no history.
    ///
    /// ```
    /// # use lytharia::chess::{Chess, Position};
    /// let p: Position = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1".parse().unwrap();
    /// assert_eq!(Chess::from_position(p).position(), &p);
    /// ```
    pub fn from_position(position: Position) -> Chess {
        Chess {
            position,
            root: position,
            moves: SmallVec::new(),
            history: SmallVec::new(),
            claims: DrawClaims::Automatic,
        }
    }

    /// The same game under other draw rules (NC-6.5). Turning claims off
    /// never ends a game; turning them on may end it at once.
    ///
    /// ```
    /// use lytharia::chess::{Chess, DrawClaims};
    /// let g = Chess::new().with_draw_claims(DrawClaims::Fide);
    /// assert_eq!(g.draw_claims(), DrawClaims::Fide);
    /// ```
    pub fn with_draw_claims(mut self, claims: DrawClaims) -> Chess {
        self.claims = claims;
        self
    }

    /// The draw rules of this game.
    ///
    /// ```
    /// use lytharia::chess::{Chess, DrawClaims};
    /// assert_eq!(Chess::new().draw_claims(), DrawClaims::Automatic);
    /// ```
    pub fn draw_claims(&self) -> DrawClaims {
        self.claims
    }

    /// Whether the player to move could claim a draw now by threefold
    /// repetition or the fifty-move rule (under [`DrawClaims::Automatic`]
    /// such a game is already over).
    ///
    /// ```
    /// use lytharia::chess::{Chess, DrawClaims};
    /// let g = Chess::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 100 80").unwrap();
    /// assert!(g.with_draw_claims(DrawClaims::Fide).can_claim_draw());
    /// ```
    pub fn can_claim_draw(&self) -> bool {
        self.position.halfmove >= 100 || self.repetitions() >= 3
    }

    /// A game from a FEN (see [`Position::from_fen`]).
    ///
    /// ```
    /// # use lytharia::chess::Chess;
    /// assert!(Chess::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").is_err());
    /// ```
    pub fn from_fen(fen: &str) -> Result<Chess, FenError> {
        Position::from_fen(fen).map(Chess::from_position)
    }

    /// Reads the text [`Display`](core::fmt::Display) writes: a FEN,
    /// optionally followed by ` moves ` and UCI moves, which are checked
    /// and played.
    ///
    /// ```
    /// # use lytharia::chess::{Chess, ChessTextError};
    /// let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /// let g = Chess::from_text(&format!("{start} moves g1f3 g8f6")).unwrap();
    /// assert_eq!(g.history().len(), 2);
    /// let err = Chess::from_text(&format!("{start} moves e2e5")).unwrap_err();
    /// assert!(matches!(err, ChessTextError::Move { ply: 0, .. }));
    /// ```
    pub fn from_text(text: &str) -> Result<Chess, ChessTextError> {
        let (fen, moves) = match text.split_once(" moves") {
            Some((fen, rest)) => (fen, Some(rest)),
            None => (text, None),
        };
        let mut game = Chess::from_fen(fen).map_err(ChessTextError::Fen)?;
        for (ply, uci) in moves.unwrap_or("").split_ascii_whitespace().enumerate() {
            game.play_checked_uci(uci)
                .map_err(|error| ChessTextError::Move { ply, error })?;
        }
        Ok(game)
    }

    /// Plays a UCI move after checking it, for loading saved text.
    fn play_checked_uci(&mut self, uci: &str) -> Result<Move, MoveParseError> {
        let mv = uci.parse::<Move>()?;
        if !Game::is_legal(self, mv) {
            return Err(MoveParseError::Illegal(super::bounded(uci)));
        }
        self.play_unchecked(mv);
        Ok(mv)
    }

    /// The current position.
    ///
    /// ```
    /// # use lytharia::chess::{Chess, Position};
    /// assert_eq!(Chess::new().position(), &Position::startpos());
    /// ```
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The position after the last capture or pawn move (the start
    /// position if there was none), from which [`moves_since_root`](Chess::moves_since_root)
    /// were played.
    ///
    /// ```
    /// # use lytharia::chess::{Chess, Position};
    /// let mut g = Chess::new();
    /// g.play_uci("g1f3").unwrap();
    /// assert_eq!(g.root(), &Position::startpos());
    /// g.play_uci("e5").unwrap();
    /// assert_eq!(g.root(), g.position());
    /// ```
    pub fn root(&self) -> &Position {
        &self.root
    }

    /// The moves played since [`root`](Chess::root).
    ///
    /// ```
    /// # use lytharia::chess::Chess;
    /// let mut g = Chess::new();
    /// g.play_uci("Nf3").unwrap();
    /// assert_eq!(g.moves_since_root()[0].to_string(), "g1f3");
    /// ```
    pub fn moves_since_root(&self) -> &[Move] {
        &self.moves
    }

    /// The hashes of the earlier positions since the last capture or pawn
    /// move (oldest first).
    ///
    /// ```
    /// # use lytharia::chess::Chess;
    /// let mut g = Chess::new();
    /// g.play_uci("g1f3").unwrap();
    /// assert_eq!(g.history().len(), 1);
    /// g.play_uci("e7e5").unwrap(); // a pawn move: nothing before can recur
    /// assert!(g.history().is_empty());
    /// ```
    pub fn history(&self) -> &[u64] {
        &self.history
    }

    /// How many times the current position has occurred (1 the first time).
    ///
    /// ```
    /// # use lytharia::chess::Chess;
    /// let mut g = Chess::new();
    /// for uci in ["g1f3", "g8f6", "f3g1", "f6g8"] { g.play_uci(uci).unwrap(); }
    /// assert_eq!(g.repetitions(), 2);
    /// ```
    pub fn repetitions(&self) -> usize {
        let h = self.position.hash;
        1 + self.earlier_with_same_side().filter(|&x| x == h).count()
    }

    /// The hashes of the earlier positions with the same side to move
    /// since the last irreversible move, newest first (every second entry
    /// back from the newest).
    fn earlier_with_same_side(&self) -> impl Iterator<Item = u64> + '_ {
        self.history.iter().rev().skip(1).step_by(2).copied()
    }

    /// How the game ended, if it has: [`Position::game_end`], then
    /// threefold repetition.
    ///
    /// ```
    /// # use lytharia::chess::Chess;
    /// assert_eq!(Chess::new().game_end(), None);
    /// ```
    pub fn game_end(&self) -> Option<GameEnd> {
        match self.claims {
            DrawClaims::Automatic => self
                .position
                .game_end()
                .or_else(|| (self.repetitions() >= 3).then_some(GameEnd::Repetition)),
            DrawClaims::Fide => {
                if self.position.count_legal_moves() == 0 {
                    return self.position.game_end();
                }
                if self.position.halfmove >= 150 {
                    Some(GameEnd::SeventyFiveMoves)
                } else if self.position.is_insufficient_material() {
                    Some(GameEnd::InsufficientMaterial)
                } else if self.repetitions() >= 5 {
                    Some(GameEnd::FivefoldRepetition)
                } else {
                    None
                }
            }
        }
    }

    /// Plays a move given in UCI or SAN, refusing illegal ones (the game is
    /// unchanged on error).
    ///
    /// ```
    /// # use lytharia::chess::Chess;
    /// let mut g = Chess::new();
    /// g.play_uci("e2e4").unwrap();
    /// g.play_uci("e5").unwrap(); // SAN is accepted too
    /// assert!(g.play_uci("e2e4").is_err());
    /// ```
    pub fn play_uci(&mut self, text: &str) -> Result<Move, MoveParseError> {
        let mv = self.parse_move(text)?;
        self.play_unchecked(mv);
        Ok(mv)
    }

    /// Whether a draw rule ended the game (checkmate and stalemate leave no
    /// moves by themselves).
    fn drawn(&self) -> bool {
        match self.claims {
            DrawClaims::Automatic => self.position.drawn_by_rule() || self.repetitions() >= 3,
            DrawClaims::Fide => {
                self.position.halfmove >= 150
                    || self.position.is_insufficient_material()
                    || self.repetitions() >= 5
            }
        }
    }
}

/// Why a [`Chess`] text (FEN, optionally ` moves ` and UCI moves) or saved
/// game could not be read.
///
/// ```
/// use lytharia::chess::{Chess, ChessTextError};
/// assert!(matches!("8/8 w - - 0 1".parse::<Chess>(), Err(ChessTextError::Fen(_))));
/// ```
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ChessTextError {
    /// The FEN is invalid.
    #[error("invalid FEN: {0}")]
    Fen(FenError),
    /// Move `ply` (0-based) after the FEN is not legal there.
    #[error("move {} after the FEN: {error}", ply + 1)]
    Move {
        /// Which move, from 0.
        ply: usize,
        /// Why it was refused.
        error: MoveParseError,
    },
    /// A saved game in a format version this library does not read.
    #[error("unknown saved-game format {0} (this library reads 1)")]
    Format(u32),
}

impl core::str::FromStr for Chess {
    type Err = ChessTextError;
    /// See [`Chess::from_text`].
    fn from_str(s: &str) -> Result<Chess, ChessTextError> {
        Chess::from_text(s)
    }
}

impl core::fmt::Display for Chess {
    /// The FEN of the root, then ` moves ` and the UCI moves since it (just
    /// the FEN when there are none).
    ///
    /// ```
    /// # use lytharia::chess::Chess;
    /// let mut g = Chess::new();
    /// g.play_uci("e4").unwrap();
    /// assert_eq!(g.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    /// g.play_uci("Nf6").unwrap();
    /// assert!(g.to_string().ends_with("b KQkq - 0 1 moves g8f6"));
    /// ```
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}", self.root)?;
        if !self.moves.is_empty() {
            f.write_str(" moves")?;
            for mv in &self.moves {
                write!(f, " {mv}")?;
            }
        }
        Ok(())
    }
}

impl core::fmt::Debug for Chess {
    /// The text of [`Display`](core::fmt::Display).
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        core::fmt::Display::fmt(self, f)
    }
}

impl Game for Chess {
    type Move = Move;
    type Moves = Moves;
    type Error = IllegalMoveError;

    fn player_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> Option<Player> {
        self.game_end()
            .is_none()
            .then(|| player(self.position.side))
    }

    fn generate_moves(&self, moves: &mut Moves) {
        if !self.drawn() {
            self.position.legal_moves_into(moves);
        }
    }

    fn count_moves(&self) -> u64 {
        if self.drawn() {
            0
        } else {
            self.position.count_legal_moves()
        }
    }

    fn is_legal(&self, mv: Move) -> bool {
        !self.drawn() && self.position.is_legal_move(mv)
    }

    fn play(&mut self, mv: Move) -> Result<(), IllegalMoveError> {
        if !Game::is_legal(self, mv) {
            return Err(IllegalMoveError(mv));
        }
        self.play_unchecked(mv);
        Ok(())
    }

    fn play_unchecked(&mut self, mv: Move) {
        self.history.push(self.position.hash);
        self.position.play_unchecked(mv);
        if self.position.halfmove == 0 {
            self.history.clear();
            self.moves.clear();
            self.root = self.position;
        } else {
            self.moves.push(mv);
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game_end().map(|e| outcome_of(e, self.position.side))
    }

    /// The side to move, without counting its legal moves.
    #[inline]
    fn to_act_unchecked(&self) -> Option<Player> {
        Some(player(self.position.side))
    }

    /// The draw rules, repetition included (a mate on the last ply of the
    /// move rules still wins: then the whole test).
    #[inline]
    fn outcome_unless_stuck(&self) -> Option<Outcome> {
        if self.drawn() { self.outcome() } else { None }
    }

    /// Plies back to the last time this position stood on the board
    /// since the last capture or pawn move.
    #[inline]
    fn repetition_distance(&self) -> Option<u32> {
        let h = self.position.hash;
        let back = self.earlier_with_same_side().position(|x| x == h)?;
        Some(2 * back as u32 + 2)
    }

    /// The position's hash. The halfmove clock and the repetition history
    /// are not hashed (as in engines' transposition tables): two games
    /// with equal hashes have the same board, side to move, castling rights
    /// and en-passant square.
    fn zobrist(&self) -> u64 {
        self.position.hash
    }

    fn zobrist_from_scratch(&self) -> u64 {
        self.position.hash_from_scratch()
    }
}

/// Same as for [`Position`]: UCI out, UCI or SAN in.
///
/// ```
/// use board_core::MoveNotation;
/// use lytharia::chess::Chess;
/// let g = Chess::new();
/// assert_eq!(g.format_move(g.parse_move("e4").unwrap()), "e2e4");
/// ```
impl MoveNotation for Chess {
    type ParseError = MoveParseError;

    fn format_move(&self, mv: Move) -> String {
        mv.to_string()
    }

    /// SAN (NC-9.1).
    fn display_move(&self, mv: Move) -> String {
        self.position.san(mv)
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        let mv = match self.position.parse_uci(text) {
            Ok(mv) => mv,
            Err(MoveParseError::Malformed(_)) => self.position.parse_san(text)?,
            Err(e) => return Err(e),
        };
        if Game::is_legal(self, mv) {
            Ok(mv)
        } else {
            Err(MoveParseError::Illegal(super::bounded(text)))
        }
    }
}

/// The text of [`Display`](core::fmt::Display): FEN, then ` moves ` and
/// UCI moves since the last capture or pawn move.
///
/// ```
/// use board_core::PositionNotation;
/// use lytharia::chess::Chess;
/// let g = Chess::from_position_text("8/8/4k3/8/8/4K3/8/8 w - - 0 1").unwrap();
/// assert_eq!(g.to_position_text(), "8/8/4k3/8/8/4K3/8/8 w - - 0 1");
/// ```
impl PositionNotation for Chess {
    type PositionError = ChessTextError;

    fn to_position_text(&self) -> String {
        self.to_string()
    }

    fn from_position_text(text: &str) -> Result<Chess, ChessTextError> {
        Chess::from_text(text)
    }
}

/// The serde form of [`Chess`]: format version, the root FEN and the UCI
/// moves since (names, not internal numbers).
#[derive(serde::Serialize, serde::Deserialize)]
struct ChessRepr {
    format: u32,
    start: Position,
    moves: Vec<String>,
    /// Written only when not the default, so older saves read unchanged.
    #[serde(default, skip_serializing_if = "is_automatic")]
    draws: DrawClaims,
}

fn is_automatic(claims: &DrawClaims) -> bool {
    *claims == DrawClaims::Automatic
}

impl TryFrom<ChessRepr> for Chess {
    type Error = ChessTextError;
    fn try_from(r: ChessRepr) -> Result<Chess, ChessTextError> {
        if r.format != 1 {
            return Err(ChessTextError::Format(r.format));
        }
        let mut game = Chess::from_position(r.start).with_draw_claims(r.draws);
        for (ply, uci) in r.moves.iter().enumerate() {
            game.play_checked_uci(uci)
                .map_err(|error| ChessTextError::Move { ply, error })?;
        }
        Ok(game)
    }
}

/// Reads the serde form; the reader's messages (which quote a wrong-typed
/// value whole) are cut by [`board_core::bounded_message`].
impl<'de> serde::Deserialize<'de> for Chess {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Chess, D::Error> {
        use serde::de::Error;
        let repr = ChessRepr::deserialize(d)
            .map_err(|e| D::Error::custom(board_core::bounded_message(&e.to_string())))?;
        Chess::try_from(repr)
            .map_err(|e| D::Error::custom(board_core::bounded_message(&e.to_string())))
    }
}

impl From<Chess> for ChessRepr {
    fn from(c: Chess) -> ChessRepr {
        ChessRepr {
            format: 1,
            start: c.root,
            moves: c.moves.iter().map(Move::to_string).collect(),
            draws: c.claims,
        }
    }
}
