//! The web playground's wasm module: one small JavaScript API over
//! board-core's generic face, the same for every game of the workspace.
//!
//! A [`Session`] is one game in play, started from a [`Setup`]. What it
//! hands out is built from one seat's view (`seat` is the seat's index, or
//! `-1` for an onlooker, who sees what no seat hides), never more: the
//! view, its SVG (each cell's element carries `data-cell`), the seat's legal
//! moves with the cells they start and end on, and the move record. Moves
//! are played by their text in the game's notation. Data crosses to
//! JavaScript as JSON text.
//!
//! ```
//! use tabletop_web::Session;
//! let mut s = Session::new(r#"{"game":"chess"}"#).unwrap();
//! assert_eq!(s.play("e4").unwrap(), "e2e4"); // SAN in, the game's own notation out
//! assert!(s.svg(1, false, 0).contains("data-cell=\"e4\""));
//! assert!(s.undo());
//! assert_eq!(s.position_text(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
//! ```

#![forbid(unsafe_code)]

mod setup;
mod table;

use board_core::Player;
use board_core::inspect::Perspective;
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::wasm_bindgen;

pub use setup::Setup;
use table::Table;

/// The games and their options as JSON, for the new-game screen:
/// `{"games":[{"id":"chess","name":"Normal Chess","players":[2]},..],"sets":[..],"modes":[..]}`.
///
/// ```
/// assert!(tabletop_web::choices().contains("\"kyrras\""));
/// ```
#[wasm_bindgen]
pub fn choices() -> String {
    json(&setup::choices())
}

/// The items of the game a setup names (Strife's set and piece skills with
/// their mana costs and texts, Lytharian Chess's cards), from the game's
/// own catalogue, as a JSON list of `{"id","name","kind","cost","text","values"}`.
/// Armies, decks and seats of the setup are not read.
///
/// ```
/// let items = tabletop_web::catalogue(r#"{"game":"strife","sets":"fire,ice"}"#).unwrap();
/// assert!(items.contains("\"id\":\"fire:$TR\""));
/// assert_eq!(tabletop_web::catalogue(r#"{"game":"chess"}"#).unwrap(), "[]");
/// ```
#[wasm_bindgen]
pub fn catalogue(setup: &str) -> Result<String, String> {
    let setup: Setup = serde_json::from_str(setup).map_err(|e| e.to_string())?;
    let bare = Setup {
        armies: Vec::new(),
        decks: Vec::new(),
        seats: Vec::new(),
        ..setup
    };
    Ok(json(&setup::open(&bare, None)?.catalogue()))
}

/// The armies and decks a Lytharian Chess setup plays with, as card ids
/// (`{"armies":[[..],[..]],"decks":[[..],[..]]}`): the setup's own, else
/// the samples of its mode (for the new-game screen's defaults).
///
/// ```
/// let lineup = tabletop_web::lineup(r#"{"game":"lytharia","mode":"pawn-wars"}"#).unwrap();
/// let lineup: serde_json::Value = serde_json::from_str(&lineup).unwrap();
/// assert_eq!(lineup["armies"][0].as_array().unwrap().len(), 8);
/// assert!(tabletop_web::lineup(r#"{"game":"chess"}"#).is_err());
/// ```
#[wasm_bindgen]
pub fn lineup(setup: &str) -> Result<String, String> {
    let setup: Setup = serde_json::from_str(setup).map_err(|e| e.to_string())?;
    Ok(json(&setup::lineup(&setup)?))
}

/// What is wrong with a setup, field by field, as a JSON list of
/// `{"field","rule","message"}` (empty when the game can start): each
/// Lytharian Chess army and deck is checked by the game's own rules
/// (`Army::from_ids`, `Deck::from_ids`), which name the seed's rule.
///
/// ```
/// let bad = tabletop_web::check(r#"{"game":"lytharia","mode":"duels","armies":[["thane-borrik"],[]]}"#);
/// assert!(bad.contains("\"field\":\"armies.0\"") && bad.contains("\"rule\":\"LY-3.1\""));
/// assert_eq!(tabletop_web::check(r#"{"game":"lytharia","mode":"duels"}"#), "[]");
/// ```
#[wasm_bindgen]
pub fn check(setup: &str) -> String {
    let setup: Setup = match serde_json::from_str(setup) {
        Ok(setup) => setup,
        Err(e) => {
            return json(&[setup::Problem {
                field: "setup".into(),
                rule: "",
                message: e.to_string(),
            }]);
        }
    };
    let mut problems = setup::problems(&setup);
    if problems.is_empty()
        && let Err(message) = setup::open(&setup, None)
    {
        problems.push(setup::Problem {
            field: "setup".into(),
            rule: "",
            message,
        });
    }
    json(&problems)
}

fn json(value: &impl Serialize) -> String {
    // Our payloads are maps, lists, strings and numbers: they always serialize.
    serde_json::to_string(value).unwrap_or_default()
}

/// A saved game: the setup and the game's history (start position text,
/// moves in the game's notation, cursor).
#[derive(Serialize, Deserialize)]
struct Saved {
    setup: Setup,
    history: serde_json::Value,
}

/// One game in play.
#[wasm_bindgen]
pub struct Session {
    setup: Setup,
    table: Box<dyn Table>,
}

fn perspective(seat: i32) -> Perspective {
    if seat < 0 {
        Perspective::Spectator
    } else {
        Perspective::Seat(Player::new(seat as u8))
    }
}

#[wasm_bindgen]
impl Session {
    /// Starts the game of a [`Setup`] given as JSON.
    ///
    /// ```
    /// use tabletop_web::Session;
    /// assert!(Session::new(r#"{"game":"kyrras","players":4}"#).is_ok());
    /// assert!(Session::new(r#"{"game":"go"}"#).is_err());
    /// ```
    #[wasm_bindgen(constructor)]
    pub fn new(setup: &str) -> Result<Session, String> {
        let setup: Setup = serde_json::from_str(setup).map_err(|e| e.to_string())?;
        let table = setup::open(&setup, None)?;
        Ok(Session { setup, table })
    }

    /// Reads a game written by [`Session::save`].
    ///
    /// ```
    /// use tabletop_web::Session;
    /// let mut s = Session::new(r#"{"game":"glinski"}"#).unwrap();
    /// let first = s.moves(0);
    /// let text = serde_json::from_str::<serde_json::Value>(&first).unwrap()[0]["text"].as_str().unwrap().to_string();
    /// s.play(&text).unwrap();
    /// let back = Session::load(&s.save()).unwrap();
    /// assert_eq!(back.position_text(), s.position_text());
    /// ```
    pub fn load(saved: &str) -> Result<Session, String> {
        let saved: Saved = serde_json::from_str(saved).map_err(|e| e.to_string())?;
        let history = saved.history.to_string();
        let table = setup::open(&saved.setup, Some(&history))?;
        Ok(Session {
            setup: saved.setup,
            table,
        })
    }

    /// The setup as JSON.
    pub fn setup(&self) -> String {
        json(&self.setup)
    }

    /// Who acts, the seats' names, the outcome in words, the ply, whether
    /// undo and redo can go on, whether anything is hidden, hex or square.
    pub fn status(&self) -> String {
        json(&self.table.status())
    }

    /// The view of `seat` and every cell's id, name and accessible label.
    pub fn view(&self, seat: i32) -> String {
        json(&self.table.seat_view(perspective(seat)))
    }

    /// The SVG of `seat`'s view, the last move tinted, turned half round
    /// when `flipped` and a hex board `turns` sixths of a turn clockwise
    /// more (cells keep their `data-cell` names).
    pub fn svg(&self, seat: i32, flipped: bool, turns: u8) -> String {
        self.table.svg(perspective(seat), flipped, turns)
    }

    /// The sixths of a turn clockwise that bring `seat`'s side of a hex
    /// board to the bottom (3 on a square board for the seat that starts
    /// at the top): where the seat's pieces stood at the start.
    ///
    /// ```
    /// use tabletop_web::Session;
    /// assert_eq!(Session::new(r#"{"game":"chess"}"#).unwrap().home_turns(1), 3);
    /// assert_eq!(Session::new(r#"{"game":"glinski"}"#).unwrap().home_turns(0), 0);
    /// ```
    pub fn home_turns(&self, seat: usize) -> u8 {
        self.table.home_turns(seat)
    }

    /// `seat` resigns: the game ends as its loss (the other seat wins in a
    /// two-seat game). Undo takes the resignation back.
    ///
    /// ```
    /// use tabletop_web::Session;
    /// let mut s = Session::new(r#"{"game":"chess"}"#).unwrap();
    /// s.resign(0).unwrap();
    /// assert!(s.status().contains("\"outcome\":\"Black wins (White resigned)\""));
    /// assert_eq!(s.moves(1), "[]");
    /// assert!(s.play("e4").is_err());
    /// assert!(s.undo());
    /// assert!(s.status().contains("\"outcome\":null"));
    /// ```
    pub fn resign(&mut self, seat: usize) -> Result<(), String> {
        self.table.resign(seat)
    }

    /// The legal moves of `seat` if it is to act (else none), as JSON:
    /// `[{"text","from","to","cells","description","group"}]`; cells are
    /// given by their `data-cell`, effects are what the seat sees.
    pub fn moves(&self, seat: i32) -> String {
        json(&self.table.moves(perspective(seat)))
    }

    /// Plays a move given in the game's notation; returns it as the game
    /// writes it.
    pub fn play(&mut self, text: &str) -> Result<String, String> {
        self.table.play(text)
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> bool {
        self.table.undo()
    }

    /// Plays again the last move taken back.
    pub fn redo(&mut self) -> bool {
        self.table.redo()
    }

    /// Goes to the position after `ply` moves (undone moves can be reached
    /// again).
    pub fn goto(&mut self, ply: usize) -> bool {
        self.table.goto(ply)
    }

    /// The moves played so far as `seat` may read them, as a JSON list of
    /// `{"turn","seat","notation","description"}` (the notation only where
    /// the seat may see every move).
    pub fn record(&self, seat: i32) -> String {
        json(&self.table.record(perspective(seat)))
    }

    /// Every item the game knows (cards, set skills) with cost, type and
    /// text, as a JSON list.
    pub fn catalogue(&self) -> String {
        json(&self.table.catalogue())
    }

    /// The whole game (setup and history) as JSON.
    pub fn save(&self) -> String {
        match self.table.save() {
            Ok(history) => json(&Saved {
                setup: self.setup.clone(),
                history,
            }),
            Err(_) => String::new(),
        }
    }

    /// The position in the game's own text form. It holds hidden
    /// information: for tests and saves, never shown to a seat.
    pub fn position_text(&self) -> String {
        self.table.position_text()
    }

    /// The CPU's move for the seat to act, at `level` (1-5), searching
    /// `nodes` nodes when not 0 (else the level's budget), deterministic for
    /// a `seed`; `None` when the game is over. It searches from what the
    /// seat to act can see only.
    pub fn cpu_move(&self, level: u8, nodes: f64, seed: f64) -> Option<String> {
        self.table.cpu_move(level, nodes as u64, seed as u64)
    }

    /// The perft count below the current position (for speed checks).
    pub fn perft(&self, depth: u32) -> f64 {
        self.table.perft(depth) as f64
    }
}
