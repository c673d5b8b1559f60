//! `play`: a game in the terminal, one line of standard input per human
//! decision, written once for every game.
//!
//! Everything printed goes through one perspective's view: the person at
//! the keyboard (hot-seat hands over between people when the game hides
//! information), or whom `--as` names when every seat is a CPU. Moves by
//! others are told in words ([`Inspect::describe_move`](board_core::Inspect::describe_move)) and drawn with
//! their seat-safe effect ([`Inspect::move_effect_for`](board_core::Inspect::move_effect_for)).

use std::io::{BufRead, Write};

use board_core::History;
use board_core::inspect::{MoveEffect, Perspective};
use board_core::{Game, Player};

use crate::agents::{Agent, Spec};
use crate::args::RecordArgs;
use crate::board;
use crate::commands::{CliGame, describe_outcome, sorted_moves};
use crate::error::{CliError, MAX_LINE, echo, printable_message, quote};
use crate::menus;

/// How a `play` session runs.
pub struct PlayConfig {
    /// The game's command-line name.
    pub game: &'static str,
    /// Who plays each seat.
    pub seats: Vec<Spec>,
    /// Seed of the computer players.
    pub seed: u64,
    /// Seed of the game's own chance (for the record).
    pub deal_seed: u64,
    /// Whose view is shown when no person plays.
    pub watch: Perspective,
    /// Where to write the game when the session ends.
    pub record: RecordArgs,
    /// Milliseconds a move for the computer players, instead of their
    /// level's budget.
    pub movetime: Option<u64>,
    /// ANSI colour in the board (stdout is a terminal).
    pub color: bool,
    /// A person at a terminal types the input (hand-over screens wait for
    /// Enter and clear the screen).
    pub interactive: bool,
}

const HELP: &str = "\
Commands:
  MOVE        play a move in the game's notation (see `moves`); several
              moves of one turn may share a line, separated by spaces
  moves       list the legal moves (grouped where the game groups them)
  moves GROUP list the moves of one group (a card, a piece)
  hand        your hand and other zones (cards games)
  card NAME   a card's cost, type and text; `cards` lists them all
  log         the moves so far, as you saw them
  undo        take back your own last turn and everything after it
  show        show the board again
  resign      give up: the game ends
  help        this text
  quit        leave (end of input does the same)";

struct Session<'a, G: CliGame, W: Write> {
    cfg: &'a PlayConfig,
    history: History<G>,
    agents: Vec<Option<Agent<G>>>,
    /// Whose view the board shows.
    viewer: Perspective,
    hidden: bool,
    humans: usize,
    out: &'a mut W,
}

/// Plays from `start` until the game ends, a player resigns or quits, or
/// the input ends; then writes the record `--record`/`--save` ask for.
pub fn play<G: CliGame>(
    start: G,
    cfg: &PlayConfig,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let n = start.player_count();
    if cfg.seats.len() != n {
        return Err(CliError::Usage(format!(
            "{} seats given for a {n}-player game",
            cfg.seats.len()
        )));
    }
    let agents = cfg
        .seats
        .iter()
        .enumerate()
        .map(|(i, &spec)| match spec {
            Spec::Human => Ok(None),
            spec => Agent::new(spec, cfg.seed.wrapping_add(i as u64))
                .map(|a| Some(a.with_movetime(cfg.movetime))),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let humans = cfg.seats.iter().filter(|&&s| s == Spec::Human).count();
    let viewer = cfg
        .seats
        .iter()
        .position(|&s| s == Spec::Human)
        .map_or(cfg.watch, |i| Perspective::Seat(Player::new(i as u8)));
    let hidden = start.has_hidden_information();
    let mut s = Session {
        cfg,
        history: History::new(start),
        agents,
        viewer,
        hidden,
        humans,
        out,
    };
    s.intro()?;
    s.show(None)?;
    let result = s.run(input);
    // The record of one person is theirs; of several, a spectator's.
    let default = match humans {
        0 => cfg.watch,
        1 => viewer,
        _ => Perspective::Spectator,
    };
    crate::records::write_requested(
        &cfg.record,
        cfg.game,
        &s.history,
        &crate::seats::spec_names(&cfg.seats),
        (cfg.deal_seed, cfg.seed),
        default,
    )?;
    result
}

impl<G: CliGame, W: Write> Session<'_, G, W> {
    fn state(&self) -> &G {
        self.history.current()
    }

    fn is_human(&self, p: Option<Player>) -> bool {
        p.is_some_and(|p| self.cfg.seats.get(p.index()) == Some(&Spec::Human))
    }

    fn seat(&self, p: Player) -> String {
        self.state().seat_name(p)
    }

    /// Whether the viewer may read `p`'s moves in the game's notation
    /// (which names hidden cards in a game with hidden information).
    fn sees_notation_of(&self, p: Player) -> bool {
        !self.hidden || self.viewer.sees_private_of(p)
    }

    fn intro(&mut self) -> Result<(), CliError> {
        let n = self.state().player_count();
        let mut parts = Vec::new();
        for i in 0..n {
            let p = Player::new(i as u8);
            let who = match self.cfg.seats[i] {
                Spec::Human if self.humans == 1 => "you".to_string(),
                Spec::Human => "human".to_string(),
                spec => spec.to_string(),
            };
            parts.push(format!("{} ({}): {who}", self.seat(p), i + 1));
        }
        writeln!(
            self.out,
            "tabletop play {}: {}.",
            self.cfg.game,
            parts.join(", ")
        )?;
        if self.humans == 0 {
            let whom = match self.viewer {
                Perspective::Omniscient => "everything".to_string(),
                Perspective::Spectator => "what a spectator sees".to_string(),
                Perspective::Seat(p) => format!("what {} sees", self.seat(p)),
            };
            writeln!(self.out, "Every seat is a computer: watching {whom}.")?;
            return Ok(());
        }
        // The documented example where it is legal here, else a legal move.
        let example = crate::args::example_move(self.cfg.game)
            .filter(|m| self.state().parse_move(m).is_ok())
            .map(str::to_string)
            .or_else(|| sorted_moves(self.state()).into_iter().next());
        match example {
            Some(mv) => writeln!(
                self.out,
                "Type a move in the game's notation (for example {mv}), or help."
            )?,
            None => writeln!(self.out, "Type help for the commands.")?,
        }
        Ok(())
    }

    fn show(&mut self, last: Option<&MoveEffect>) -> Result<(), CliError> {
        let view = self.state().view(self.viewer);
        writeln!(self.out)?;
        write!(self.out, "{}", board::text(&view, self.cfg.color, last))?;
        if self.state().outcome().is_none()
            && let Some(prompt) = self.state().prompt()
        {
            writeln!(self.out, "{prompt}")?;
        }
        Ok(())
    }

    /// Between two people's turns when each may see only their own side.
    fn hand_over(&mut self, to: Player, input: &mut impl BufRead) -> Result<bool, CliError> {
        if self.cfg.interactive {
            // Clear the screen so the next player does not see the last view.
            write!(self.out, "\x1b[2J\x1b[H")?;
        }
        let name = self.seat(to);
        writeln!(self.out)?;
        writeln!(
            self.out,
            "=================================================="
        )?;
        writeln!(self.out, "  Hand over to {name}. Others, please look away.")?;
        writeln!(
            self.out,
            "=================================================="
        )?;
        if self.cfg.interactive {
            write!(self.out, "{name}: press Enter when ready.")?;
            self.out.flush()?;
            if read_line(input)?.is_none() {
                return Ok(false);
            }
        }
        Ok(true)
    }

    fn run(&mut self, input: &mut impl BufRead) -> Result<(), CliError> {
        loop {
            let state = self.state();
            if let Some(outcome) = state.outcome() {
                let text = describe_outcome(state, &outcome);
                writeln!(self.out, "Game over: {text}.")?;
                return Ok(());
            }
            let Some(p) = state.to_act() else {
                writeln!(self.out, "Game over: no one is to act.")?;
                return Ok(());
            };
            if !self.is_human(Some(p)) {
                self.computer_turn(p)?;
                continue;
            }
            if self.viewer != Perspective::Seat(p) {
                self.viewer = Perspective::Seat(p);
                if self.hidden && self.humans > 1 {
                    if !self.hand_over(p, input)? {
                        return Ok(());
                    }
                    self.show(None)?;
                }
            }
            write!(self.out, "{}> ", self.seat(p))?;
            self.out.flush()?;
            let Some(line) = read_line(input)? else {
                writeln!(self.out)?;
                return Ok(());
            };
            let text = line.trim();
            if !self.cfg.interactive {
                // A transcript of a scripted game reads like a session.
                writeln!(self.out, "{}", echo(text))?;
            }
            let (word, rest) = match text.split_once(char::is_whitespace) {
                Some((w, r)) => (w.to_ascii_lowercase(), r.trim()),
                None => (text.to_ascii_lowercase(), ""),
            };
            match (word.as_str(), rest) {
                ("", _) => {}
                ("help" | "?", "") => {
                    writeln!(self.out, "{HELP}")?;
                    let moves = sorted_moves(self.state());
                    if let Some(first) = moves.first() {
                        writeln!(
                            self.out,
                            "You are {}. A move looks like: {first}",
                            self.seat(p)
                        )?;
                    }
                }
                ("moves", "") => {
                    let lines = menus::grouped_moves(self.state());
                    let total = menus::move_count(self.state());
                    writeln!(self.out, "{}", menus::menu_text(&lines, total))?;
                }
                ("moves", group) => {
                    let lines = menus::grouped_moves(self.state());
                    match menus::group_moves(&lines, group) {
                        Some((name, moves)) => {
                            writeln!(self.out, "{name}: {} moves:", moves.len())?;
                            writeln!(self.out, "{}", wrap(moves, 78))?;
                        }
                        None => writeln!(
                            self.out,
                            "No group of moves called {}. Type `moves` for the groups.",
                            quote(group)
                        )?,
                    }
                }
                ("hand" | "zones", "") => {
                    let text = menus::zones_text(self.state(), p, self.viewer);
                    writeln!(self.out, "{text}")?;
                }
                ("card" | "cards", query) => self.cards(query)?,
                ("log" | "history", "") => self.log()?,
                ("undo", "") => self.undo(p)?,
                ("show" | "board", "") => self.show(None)?,
                ("resign", "") => {
                    self.resign(p)?;
                    return Ok(());
                }
                ("quit" | "exit" | "q", "") => {
                    writeln!(self.out, "Bye.")?;
                    return Ok(());
                }
                _ => self.human_move(p, text)?,
            }
        }
    }

    fn cards(&mut self, query: &str) -> Result<(), CliError> {
        let state = self.state();
        if state.catalogue().is_empty() {
            writeln!(self.out, "This game has no cards.")?;
            return Ok(());
        }
        let query = (!query.is_empty()).then_some(query);
        let items = menus::find_cards(state, query);
        if items.is_empty() {
            writeln!(self.out, "No card matches {}.", quote(query.unwrap_or("")))?;
        }
        for item in items {
            writeln!(self.out, "{}", menus::item_line(&item))?;
        }
        Ok(())
    }

    /// The game so far as the viewer saw it, numbered by turn.
    fn log(&mut self) -> Result<(), CliError> {
        let record = self.history.public_record(self.viewer);
        if record.plies.is_empty() {
            writeln!(self.out, "No moves yet.")?;
        }
        let echoes = self.history.move_texts(|s, m| s.echo_move(m));
        for (ply, echo) in record.plies.iter().zip(echoes) {
            let seat = self.seat(ply.seat);
            let words = strip_actor(&ply.description, &seat);
            // The notation only where the record may show it.
            match ply.notation.is_some() || self.viewer.sees_private_of(ply.seat) {
                true => writeln!(self.out, "{}. {seat}: {echo} ({words})", ply.turn)?,
                false => writeln!(self.out, "{}. {seat}: {words}", ply.turn)?,
            }
        }
        Ok(())
    }

    fn resign(&mut self, p: Player) -> Result<(), CliError> {
        let who = self.seat(p);
        let n = self.state().player_count();
        if n == 2 {
            let other = Player::new(1 - p.index() as u8);
            writeln!(
                self.out,
                "{who} resigns. Game over: {} wins (resignation).",
                self.seat(other)
            )?;
        } else {
            // The others share first place; the one who resigns is last.
            let places: Vec<String> = (0..n)
                .map(|i| {
                    let q = Player::new(i as u8);
                    let place = if q == p { n } else { 1 };
                    format!("{}={place}", self.seat(q))
                })
                .collect();
            writeln!(
                self.out,
                "{who} resigns. Game over: ranking: {} (resignation).",
                places.join(" ")
            )?;
        }
        Ok(())
    }

    /// Plays `mv` for `p` (legal now) and tells it through the viewer's
    /// eyes: `White plays e4: pawn e2-e4` (with `(cpu:2)` for a CPU), or
    /// only the words where the viewer may not read the move's notation.
    fn play_and_tell(&mut self, p: Player, mv: G::Move) -> Result<(), CliError> {
        let state = self.state();
        let effect = state.move_effect_for(mv, self.viewer);
        let words = state.describe_move(mv, self.viewer);
        let echo = state.echo_move(mv);
        if let Err(e) = self.history.play(mv) {
            return Err(CliError::Usage(format!(
                "an illegal move was chosen ({}): {e}",
                quote(&echo)
            )));
        }
        let mut who = self.seat(p);
        let words = strip_actor(&words, &who).to_string();
        if !self.is_human(Some(p)) {
            who = format!("{who} ({})", self.cfg.seats[p.index()]);
        }
        let seat = self.seat(p);
        if self.sees_notation_of(p) {
            writeln!(self.out, "{who} plays {echo}: {words}")?;
        } else if let Some(verb) = words.strip_prefix(&format!("{seat} ")) {
            // `P2 casts Sunder ...` reads `P2 (cpu:1) casts Sunder ...`.
            writeln!(self.out, "{who} {verb}")?;
        } else {
            writeln!(self.out, "{who}: {words}")?;
        }
        self.show(Some(&effect))
    }

    fn human_move(&mut self, p: Player, text: &str) -> Result<(), CliError> {
        let moves = match self.read_moves(p, text) {
            Ok(moves) => moves,
            Err(message) => {
                // The game's own message may quote the input: escaped here.
                writeln!(
                    self.out,
                    "Not a legal move here: {}. Type `moves` for the list, `help` for the commands.",
                    printable_message(&message)
                )?;
                return Ok(());
            }
        };
        for mv in moves {
            self.play_and_tell(p, mv)?;
        }
        Ok(())
    }

    /// The moves of one input line: one move, or (when the whole line is not
    /// one) several separated by spaces, all by `p` in a row (a Strife turn
    /// of several decisions). Checked on a copy: nothing is played unless
    /// every one is legal.
    fn read_moves(&self, p: Player, text: &str) -> Result<Vec<G::Move>, String> {
        let state = self.state();
        let first_error = match state.parse_move(text) {
            Ok(mv) => return Ok(vec![mv]),
            Err(e) => format!("{} ({e})", quote(text)),
        };
        let parts: Vec<&str> = text.split_whitespace().collect();
        if parts.len() < 2 {
            return Err(first_error);
        }
        let mut scratch = state.clone();
        let mut moves = Vec::new();
        for part in parts {
            if scratch.to_act() != Some(p) {
                return Err(format!(
                    "{}: the turn has passed before {}",
                    quote(text),
                    quote(part)
                ));
            }
            let mv = scratch
                .parse_move(part)
                .map_err(|e| format!("{} ({e})", quote(part)))?;
            scratch
                .play(mv)
                .map_err(|e| format!("{} ({e})", quote(part)))?;
            moves.push(mv);
        }
        Ok(moves)
    }

    fn computer_turn(&mut self, p: Player) -> Result<(), CliError> {
        let agent = self.agents[p.index()]
            .as_mut()
            .expect("a seat without a human has an agent");
        let Some(mv) = agent.choose(&self.history) else {
            let state = self.history.current();
            return Err(CliError::Usage(format!(
                "{} has no legal move but the game is not over (a rules bug)",
                state.seat_name(p)
            )));
        };
        self.play_and_tell(p, mv)?;
        self.out.flush()?;
        Ok(())
    }

    /// Takes back `p`'s own last turn (the last run of moves `p` made in a
    /// row) and everything played after it, whoever played it.
    fn undo(&mut self, p: Player) -> Result<(), CliError> {
        let acted = |ply: usize| self.history.state_at(ply).and_then(Game::to_act) == Some(p);
        let Some(mut first) = (0..self.history.len()).rev().find(|&ply| acted(ply)) else {
            writeln!(
                self.out,
                "Nothing to undo: {} has not moved yet.",
                self.seat(p)
            )?;
            return Ok(());
        };
        while first > 0 && acted(first - 1) {
            first -= 1;
        }
        let mut undone = Vec::new();
        while self.history.len() > first {
            let Some(mv) = self.history.undo() else { break };
            let state = self.history.current();
            let by = state.to_act().unwrap_or(p);
            undone.push(if self.sees_notation_of(by) {
                state.echo_move(mv)
            } else {
                let words = state.describe_move(mv, self.viewer);
                format!("({words})")
            });
        }
        undone.reverse();
        writeln!(self.out, "Took back: {}", undone.join(", "))?;
        self.show(None)
    }
}

/// A description without its leading `Seat: `, for lines that name the
/// seat already.
fn strip_actor<'a>(words: &'a str, seat: &str) -> &'a str {
    words
        .strip_prefix(seat)
        .and_then(|w| w.strip_prefix(": "))
        .unwrap_or(words)
}

/// One line of input (bytes that are not UTF-8 become U+FFFD and then an
/// unknown move), or `None` at the end of the input. A line longer than
/// [`MAX_LINE`] is refused after reading no more than that.
fn read_line(input: &mut impl BufRead) -> Result<Option<String>, CliError> {
    let mut bytes = Vec::new();
    if std::io::Read::take(&mut *input, MAX_LINE + 1).read_until(b'\n', &mut bytes)? == 0 {
        return Ok(None);
    }
    if bytes.len() as u64 > MAX_LINE {
        return Err(CliError::Usage(format!(
            "an input line is longer than {MAX_LINE} bytes; a move or command is one short line"
        )));
    }
    Ok(Some(String::from_utf8_lossy(&bytes).into_owned()))
}

/// Words joined by spaces, lines at most `width` wide.
pub fn wrap(words: &[String], width: usize) -> String {
    let mut text = String::new();
    let mut line_len = 0;
    for w in words {
        if line_len > 0 && line_len + 1 + w.len() > width {
            text.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            text.push(' ');
            line_len += 1;
        }
        text.push_str(w);
        line_len += w.len();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use lytharia::chess::Chess;

    fn config(game: &'static str, seats: Vec<Spec>) -> PlayConfig {
        PlayConfig {
            game,
            movetime: None,
            seats,
            seed: 1,
            deal_seed: 1,
            watch: Perspective::Spectator,
            record: RecordArgs::default(),
            color: false,
            interactive: false,
        }
    }

    fn run(seats: Vec<Spec>, input: &str) -> String {
        let cfg = config("chess", seats);
        let mut out = Vec::new();
        play(Chess::new(), &cfg, &mut input.as_bytes(), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn undo_never_takes_back_a_move_no_human_made() {
        let out = run(vec![Spec::Cpu(1), Spec::Human], "undo\nquit\n");
        assert!(out.contains("White (cpu:1) plays"));
        assert!(out.contains("Nothing to undo: Black has not moved yet."));
    }

    #[test]
    fn hot_seat_undo_takes_back_the_asking_persons_own_turn() {
        // White asks after Black's reply: White's e4 and Black's e5 go.
        // Black then asks before having moved: nothing of Black's to undo.
        let out = run(
            vec![Spec::Human, Spec::Human],
            "e4\ne5\nundo\nundo\ne4\nundo\n",
        );
        assert!(out.contains("White> undo\nTook back: e4, e5\n"), "{out}");
        assert!(
            out.contains("White> undo\nNothing to undo: White has not moved yet."),
            "{out}"
        );
        assert!(
            out.contains("Black> undo\nNothing to undo: Black has not moved yet."),
            "{out}"
        );
        // End of input ends the session quietly.
        assert!(out.ends_with("Black> \n"), "{out}");
    }

    #[test]
    fn undo_against_the_cpu_takes_back_the_replies_too() {
        let out = run(vec![Spec::Human, Spec::Random], "e4\nd4\nundo\nlog\nquit\n");
        // White's last turn (d4) and the reply after it; e4 stays.
        let undo = out.find("White> undo\nTook back: d4, ").expect("undone");
        assert!(
            out[undo..].contains("White> log\n1. White: e4 (pawn e2-e4)\n1. Black: "),
            "{out}"
        );
        assert!(!out[undo..].contains("2. White: d4"), "{out}");
    }

    #[test]
    fn input_that_is_not_utf8_is_an_unknown_move() {
        let cfg = config("chess", vec![Spec::Human, Spec::Human]);
        let mut out = Vec::new();
        play(Chess::new(), &cfg, &mut &b"e2\xffe4\nquit\n"[..], &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("Not a legal move here"), "{out}");
    }

    #[test]
    fn one_line_may_hold_several_moves_of_one_turn() {
        // Two chess moves are two turns: refused as one line, nothing played.
        let out = run(vec![Spec::Human, Spec::Human], "e4 e5\ne4\nquit\n");
        assert!(out.contains("the turn has passed before `e5`"), "{out}");
        assert_eq!(out.matches("White plays e4").count(), 1, "{out}");
        assert!(out.trim_end().ends_with("Black> quit\nBye."), "{out}");
    }

    #[test]
    fn hot_seat_undo_with_hidden_information_is_the_askers_own_turn() {
        let cfg = config("lytharia", vec![Spec::Human, Spec::Human]);
        let start = lytharia::LytharianChess::new(lytharia::Mode::Full, 3);
        // P1's turn ends in a spell P2 may answer; P2 asks to undo (nothing
        // of P2's), passes, and P1 takes back the whole turn and the pass.
        let input = "effect:f1/0\neffect:c1/0\ncast:blink-step@d2>d3\nundo\npass\nundo\nquit\n";
        let mut out = Vec::new();
        play(start, &cfg, &mut input.as_bytes(), &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        let to_p2 = out.find("Hand over to P2").expect("P2 responds");
        let p2_undo = out
            .find("P2> undo\nNothing to undo: P2 has not moved yet.")
            .expect("P2 has nothing to undo");
        let to_p1 = out[p2_undo..].find("Hand over to P1").expect("back to P1") + p2_undo;
        let undo = out
            .find("P1> undo\nTook back: effect:f1/0, effect:c1/0, cast:blink-step@d2>d3, (")
            .expect("P1's turn and P2's pass undone");
        assert!(to_p2 < p2_undo && to_p1 < undo, "{out}");
        // P2's pass is told in words (P1 may not read P2's notation), and
        // P1 keeps the keyboard: no new hand-over.
        assert!(!out[undo..].contains("Hand over"), "{out}");
        assert!(out[undo..].contains("P1> quit"), "{out}");
    }

    #[test]
    fn resigning_gives_the_game_to_the_other_seat() {
        let out = run(vec![Spec::Human, Spec::Random], "resign\n");
        assert!(out.contains("White resigns. Game over: Black wins (resignation)."));
    }

    #[test]
    fn moves_lists_every_legal_move_wrapped() {
        let out = run(vec![Spec::Human, Spec::Random], "moves\n");
        assert!(out.contains("20 legal moves:\na2a3 a2a4 b1a3"), "{out}");
        assert_eq!(
            wrap(&["ab".into(), "cd".into(), "ef".into()], 5),
            "ab cd\nef"
        );
    }
}

#[cfg(test)]
mod input_limits {
    use super::*;
    use crate::error::Zeros;

    #[test]
    fn an_endless_line_is_refused_after_reading_the_cap() {
        let mut zeros = Zeros { served: 0 };
        let mut input = std::io::BufReader::with_capacity(8192, &mut zeros);
        let e = read_line(&mut input).unwrap_err();
        assert!(e.to_string().contains("longer than 1048576 bytes"), "{e}");
        drop(input);
        assert!(
            zeros.served <= MAX_LINE + 8192,
            "{} bytes read",
            zeros.served
        );
    }

    #[test]
    fn a_line_of_the_cap_is_read() {
        let mut line = vec![b'x'; MAX_LINE as usize - 1];
        line.push(b'\n');
        line.extend_from_slice(b"quit\n");
        let mut input = &line[..];
        assert_eq!(
            read_line(&mut input).unwrap().unwrap().len(),
            MAX_LINE as usize
        );
        assert_eq!(read_line(&mut input).unwrap().unwrap(), "quit\n");
        assert_eq!(read_line(&mut input).unwrap(), None);
    }
}
