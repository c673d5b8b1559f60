//! One game in play, written once over board-core's generic face: every
//! game of the workspace is a `Table<G>` behind the object-safe [`Table`]
//! trait.

use board_ai::{Cpu, Level, Limits, Settings};
use board_core::inspect::{Change, Coord, MoveEffect, Perspective, PieceView, View};
use board_core::render::{SvgOptions, svg};
use board_core::{
    Determinize, Evaluate, Game, History, Inspect, MoveBuffer, MoveNotation, Outcome, Player,
    PositionNotation,
};
use serde::Serialize;

/// Everything the playground needs of a game, all from board-core's traits.
pub(crate) trait WebGame:
    Game + MoveNotation + PositionNotation + Inspect + Evaluate + Determinize + 'static
{
}

impl<G> WebGame for G where
    G: Game + MoveNotation + PositionNotation + Inspect + Evaluate + Determinize + 'static
{
}

/// A legal move as the page sees it: its text, the cells it starts and ends
/// on (coordinates only, never what stands there) and words for a menu.
#[derive(Serialize, Clone, PartialEq, Eq, Debug)]
pub(crate) struct MoveInfo {
    pub text: String,
    pub from: Option<String>,
    pub to: Option<String>,
    pub cells: Vec<String>,
    pub description: String,
    pub group: Option<String>,
    /// The cell the move aims at: where it ends, else the last cell its
    /// notation names (a spell cast at a troop, `cast:fireball@d5`, whose
    /// effect waits on the stack). What a picked card highlights.
    pub target: Option<String>,
}

/// The last cell of `names` that `text` names as a whole word.
fn named_cell(text: &str, names: &std::collections::HashSet<String>) -> Option<String> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .rfind(|word| names.contains(*word))
        .map(str::to_string)
}

/// One ply of the record as a seat may read it: the notation where the
/// seat may see every move, always the words.
#[derive(Serialize)]
pub(crate) struct RecordLine {
    turn: u32,
    seat: usize,
    notation: Option<String>,
    description: String,
}

/// What the page shows around the board.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Status {
    players: usize,
    seat_names: Vec<String>,
    to_act: Option<usize>,
    outcome: Option<String>,
    ply: usize,
    can_undo: bool,
    can_redo: bool,
    hidden_information: bool,
    hex: bool,
    /// What the seat to act is asked (a response window: "may answer ...
    /// or `pass`"), in the game's words, which name only public facts.
    prompt: Option<String>,
}

/// One cell of the board with its accessible name.
#[derive(Serialize)]
pub(crate) struct CellLabel {
    id: String,
    name: String,
    label: String,
}

/// A seat's view and the labels of every cell.
#[derive(Serialize)]
pub(crate) struct SeatView {
    view: View,
    cells: Vec<CellLabel>,
}

/// The object-safe face of a game in play.
pub(crate) trait Table {
    fn status(&self) -> Status;
    fn seat_view(&self, perspective: Perspective) -> SeatView;
    fn svg(&self, perspective: Perspective, flipped: bool, turns: u8) -> String;
    fn home_turns(&self, seat: usize) -> u8;
    fn resign(&mut self, seat: usize) -> Result<(), String>;
    fn moves(&self, perspective: Perspective) -> Vec<MoveInfo>;
    fn play(&mut self, text: &str) -> Result<String, String>;
    fn undo(&mut self) -> bool;
    fn redo(&mut self) -> bool;
    fn goto(&mut self, ply: usize) -> bool;
    fn record(&self, perspective: Perspective) -> Vec<RecordLine>;
    fn catalogue(&self) -> Vec<board_core::inspect::Item>;
    fn save(&self) -> Result<serde_json::Value, String>;
    fn position_text(&self) -> String;
    fn cpu_move(&self, level: u8, nodes: u64, seed: u64) -> Option<String>;
    fn perft(&self, depth: u32) -> u64;
}

struct Session<G: WebGame> {
    history: History<G>,
    /// The seat that resigned, which ends the game as its loss (for any
    /// game: resigning is the table's, not a rule of the game). Taking a
    /// move back takes the resignation back too.
    resigned: Option<usize>,
}

/// A table for `start`, with the moves of `saved` (a `History` in JSON)
/// replayed on it when given.
pub(crate) fn table<G: WebGame>(start: G, saved: Option<&str>) -> Result<Box<dyn Table>, String> {
    let history = match saved {
        None => History::new(start),
        Some(json) => {
            let history: History<G> = serde_json::from_str(json).map_err(|e| e.to_string())?;
            // A save of another game or variant is refused: same start only.
            if history.start().to_position_text() != start.to_position_text() {
                return Err("the saved game starts from another position than this setup".into());
            }
            history
        }
    };
    Ok(Box::new(Session {
        history,
        resigned: None,
    }))
}

/// The cells a move's effect starts and ends on: the first moved piece's
/// path, else the first cell it places or marks.
fn ends(effect: &MoveEffect) -> (Option<Coord>, Option<Coord>) {
    for change in &effect.changes {
        if let Change::Move { path } = change {
            return (path.first().copied(), path.last().copied());
        }
    }
    let placed = effect.changes.iter().find_map(|c| match c {
        Change::Place { at, .. } => Some(*at),
        _ => None,
    });
    (None, placed.or_else(|| effect.touched().first().copied()))
}

impl<G: WebGame> Session<G> {
    fn game(&self) -> &G {
        self.history.current()
    }

    /// The outcome in words when a seat has resigned.
    fn resignation(&self) -> Option<String> {
        let seat = self.resigned?;
        let game = self.game();
        let name = game.seat_name(Player::new(seat as u8));
        Some(match game.player_count() {
            2 => format!(
                "{} wins ({name} resigned)",
                game.seat_name(Player::new(1 - seat as u8))
            ),
            _ => format!("{name} resigned"),
        })
    }

    fn over(&self) -> bool {
        self.resigned.is_some() || self.game().outcome().is_some()
    }

    fn piece_words(&self, piece: &PieceView) -> String {
        let mut words = format!("{} {}", self.game().seat_name(piece.owner), piece.kind);
        if piece.face_down {
            words.push_str(" (face down)");
        }
        for stat in &piece.stats {
            words.push_str(&format!(", {stat}"));
        }
        if let Some(facing) = piece.facing {
            words.push_str(&format!(", facing {facing:?}"));
        }
        words
    }

    /// The last move's effect as `perspective` sees it: the difference
    /// between its views before and after, so nothing hidden is in it.
    fn last_effect(&self, perspective: Perspective) -> Option<MoveEffect> {
        let ply = self.history.len().checked_sub(1)?;
        let before = self.history.state_at(ply)?;
        let mv = *self.history.moves().last()?;
        let moved: Vec<(Coord, Coord)> = match ends(&before.move_effect_for(mv, perspective)) {
            (Some(from), Some(to)) => vec![(from, to)],
            _ => Vec::new(),
        };
        Some(MoveEffect::diff(
            &before.view(perspective),
            &self.game().view(perspective),
            &moved,
        ))
    }
}

impl<G: WebGame> Table for Session<G> {
    fn status(&self) -> Status {
        let game = self.game();
        let players = game.player_count();
        let outcome = self.resignation().or_else(|| {
            game.outcome().map(|o| {
                let what = match &o {
                    Outcome::Winner(p) => format!("{} wins", game.seat_name(*p)),
                    Outcome::Draw => "Draw".to_string(),
                    Outcome::Ranking(r) => {
                        let mut seats: Vec<(u8, String)> = (0..players)
                            .map(|i| {
                                let p = Player::new(i as u8);
                                (r.place(p), game.seat_name(p))
                            })
                            .collect();
                        seats.sort();
                        let places: Vec<String> = seats
                            .iter()
                            .map(|(place, name)| format!("{place}. {name}"))
                            .collect();
                        places.join(", ")
                    }
                };
                match game.end_reason() {
                    Some(reason) if !reason.is_empty() => format!("{what} ({reason})"),
                    _ => what,
                }
            })
        });
        Status {
            players,
            seat_names: (0..players)
                .map(|i| game.seat_name(Player::new(i as u8)))
                .collect(),
            to_act: game.to_act().map(Player::index).filter(|_| !self.over()),
            outcome,
            ply: self.history.len(),
            can_undo: !self.history.is_empty() || self.resigned.is_some(),
            can_redo: self.history.can_redo(),
            hidden_information: game.has_hidden_information(),
            hex: matches!(game.geometry(), board_core::inspect::Geometry::Hex { .. }),
            prompt: game.prompt().filter(|_| !self.over()),
        }
    }

    fn seat_view(&self, perspective: Perspective) -> SeatView {
        let view = self.game().view(perspective);
        let cells = view
            .geometry
            .cells()
            .map(|c| {
                let name = view.cell_name(c);
                let label = match view.piece(c) {
                    Some(p) => format!("{name}, {}", self.piece_words(p)),
                    None => format!("{name}, empty"),
                };
                let marks: Vec<String> = view.marks(c).iter().map(|m| m.to_string()).collect();
                let label = if marks.is_empty() {
                    label
                } else {
                    format!("{label}, {}", marks.join(", "))
                };
                CellLabel {
                    // The picture's `data-cell`: the game's own cell name.
                    id: name.clone(),
                    name,
                    label,
                }
            })
            .collect();
        SeatView { view, cells }
    }

    fn svg(&self, perspective: Perspective, flipped: bool, turns: u8) -> String {
        let options = SvgOptions {
            flipped,
            turns,
            last_move: self.last_effect(perspective),
            caption: false,
            ..SvgOptions::default()
        };
        svg(&self.game().view(perspective), &options)
    }

    fn home_turns(&self, seat: usize) -> u8 {
        // Where the seat's pieces stood at the start, as the seat saw them.
        let start = self.history.start();
        let seat = Player::new(seat as u8);
        let view = start.view(Perspective::Seat(seat));
        let geometry = view.geometry;
        let (mut x, mut y, mut n) = (0.0, 0.0, 0.0);
        for (at, _) in view.pieces().filter(|(_, p)| p.owner == seat) {
            let (cx, cy) = geometry.center(at);
            (x, y, n) = (x + cx, y + cy, n + 1.0);
        }
        if n == 0.0 {
            return 0;
        }
        let (x, y) = (x / n, y / n);
        match geometry {
            // Rank 8 is drawn at y 0, rank 1 at 7.
            board_core::inspect::Geometry::Square8 => {
                if y < 3.5 {
                    3
                } else {
                    0
                }
            }
            // The turn (of six) that brings the centre of the pieces
            // lowest, as `SvgOptions::turns` turns clockwise.
            board_core::inspect::Geometry::Hex { .. } => {
                const HALF_SQRT3: f64 = 0.866_025_403_784_438_6;
                let sines = [0.0, HALF_SQRT3, HALF_SQRT3, 0.0, -HALF_SQRT3, -HALF_SQRT3];
                let cosines = [1.0, 0.5, -0.5, -1.0, -0.5, 0.5];
                (0..6u8)
                    .map(|k| {
                        let (cos, sin) = (cosines[k as usize], sines[k as usize]);
                        (k, x * sin + y * cos)
                    })
                    .max_by(|a, b| a.1.total_cmp(&b.1))
                    .map_or(0, |(k, _)| k)
            }
        }
    }

    fn moves(&self, perspective: Perspective) -> Vec<MoveInfo> {
        let game = self.game();
        // Only the seat to act gets its moves (an onlooker gets them all
        // when nothing is hidden).
        let allowed = match perspective {
            Perspective::Seat(p) => game.to_act() == Some(p),
            Perspective::Omniscient => true,
            Perspective::Spectator => !game.has_hidden_information(),
        };
        if !allowed || self.over() {
            return Vec::new();
        }
        // Cells go by the game's cell names, the `data-cell` of the picture.
        let id = |c: Coord| game.cell_name(c);
        // Words for a move not yet played may tell what chance will bring
        // (the card a discard draws): with hidden information the menu
        // shows the move's notation, which names only what the seat holds.
        let hidden = game.has_hidden_information();
        let names: std::collections::HashSet<String> = game.geometry().cells().map(id).collect();
        game.legal_moves()
            .as_slice()
            .iter()
            .map(|&mv| {
                let effect = game.move_effect_for(mv, perspective);
                let (from, to) = ends(&effect);
                let text = game.format_move(mv);
                MoveInfo {
                    target: to.map(id).or_else(|| named_cell(&text, &names)),
                    text,
                    description: if hidden {
                        game.format_move(mv)
                    } else {
                        game.describe_move(mv, perspective)
                    },
                    group: game.move_group(mv),
                    from: from.map(id),
                    to: to.map(id),
                    // The touched cells of a chance move tell how it fell
                    // (a troop that dice would kill): hidden games show
                    // only where the move goes.
                    cells: if hidden {
                        from.into_iter().chain(to).map(id).collect()
                    } else {
                        effect.touched().into_iter().map(id).collect()
                    },
                }
            })
            .collect()
    }

    fn play(&mut self, text: &str) -> Result<String, String> {
        if let Some(words) = self.resignation() {
            return Err(format!("the game is over ({words})"));
        }
        let game = self.game();
        if let Some(outcome) = game.outcome() {
            return Err(format!("the game is over ({outcome})"));
        }
        let mv = game.parse_move(text.trim()).map_err(|e| e.to_string())?;
        let written = game.format_move(mv);
        self.history.play(mv).map_err(|e| e.to_string())?;
        Ok(written)
    }

    fn resign(&mut self, seat: usize) -> Result<(), String> {
        if seat >= self.game().player_count() {
            return Err(format!("there is no seat {seat}"));
        }
        if self.over() {
            return Err("the game is over".into());
        }
        self.resigned = Some(seat);
        Ok(())
    }

    fn undo(&mut self) -> bool {
        if self.resigned.take().is_some() {
            return true;
        }
        self.history.undo().is_some()
    }

    fn redo(&mut self) -> bool {
        self.history.redo().is_some()
    }

    fn goto(&mut self, ply: usize) -> bool {
        self.resigned = None;
        while self.history.len() > ply {
            self.history.undo();
        }
        while self.history.len() < ply {
            if self.history.redo().is_none() {
                return false;
            }
        }
        true
    }

    fn record(&self, perspective: Perspective) -> Vec<RecordLine> {
        let moves = self.history.moves();
        self.history
            .public_record(perspective)
            .plies
            .into_iter()
            .enumerate()
            .map(|(i, p)| RecordLine {
                turn: p.turn,
                seat: p.seat.index(),
                // Where the seat may read the move, in the game's move-list
                // form (SAN for chess).
                notation: p.notation.map(|written| {
                    match (self.history.state_at(i), moves.get(i)) {
                        (Some(before), Some(&mv)) => before.display_move(mv),
                        _ => written,
                    }
                }),
                description: p.description,
            })
            .collect()
    }

    fn catalogue(&self) -> Vec<board_core::inspect::Item> {
        self.game().catalogue()
    }

    fn save(&self) -> Result<serde_json::Value, String> {
        serde_json::to_value(&self.history).map_err(|e| e.to_string())
    }

    fn position_text(&self) -> String {
        self.game().to_position_text()
    }

    fn cpu_move(&self, level: u8, nodes: u64, seed: u64) -> Option<String> {
        let mut settings = Settings::from(Level::new(level).unwrap_or(Level::DEFAULT));
        if nodes > 0 {
            settings = settings.with_limits(Limits::nodes(nodes));
        }
        if self.over() {
            return None;
        }
        let game = self.game();
        let mv = Cpu::new(settings.with_seed(seed)).choose(game)?;
        Some(game.format_move(mv))
    }

    fn perft(&self, depth: u32) -> u64 {
        board_core::perft(self.game(), depth)
    }
}
