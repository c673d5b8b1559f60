//! `play`: a game in the terminal, one line of standard input per human
//! decision, written once for every game.

use std::io::{BufRead, Write};

use board_core::History;
use board_core::inspect::{MoveEffect, Perspective};
use board_core::{Game, Player};

use crate::agents::{Agent, Spec};
use crate::board;
use crate::commands::{CliGame, describe_outcome, sorted_moves};
use crate::error::{CliError, MAX_LINE, echo, printable_message, quote};

/// How a `play` session runs.
pub struct PlayConfig {
    /// The game's command-line name.
    pub game: &'static str,
    /// Who plays each seat.
    pub seats: Vec<Spec>,
    /// Seed of the computer players.
    pub seed: u64,
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
  MOVE     play a move in the game's notation (see `moves`); several
           moves of one turn may share a line, separated by spaces
  moves    list the legal moves
  undo     take back your last move (and the replies after it)
  show     show the board again
  resign   give up: the game ends
  help     this text
  quit     leave (end of input does the same)";

struct Session<'a, G: CliGame, W: Write> {
    cfg: &'a PlayConfig,
    history: History<G>,
    agents: Vec<Option<Agent<G>>>,
    /// The seat whose view the board shows.
    viewer: Player,
    hidden: bool,
    humans: usize,
    out: &'a mut W,
}

/// Plays from `start` until the game ends, a player resigns or quits, or
/// the input ends.
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
        .map_or(Player::new(0), |i| Player::new(i as u8));
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
    s.run(input)
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
        let example = sorted_moves(self.state()).into_iter().next();
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
        let view = self.state().view(Perspective::Seat(self.viewer));
        writeln!(self.out)?;
        write!(self.out, "{}", board::text(&view, self.cfg.color, last))?;
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
            if p != self.viewer {
                self.viewer = p;
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
            match text.to_ascii_lowercase().as_str() {
                "" => {}
                "help" | "?" => {
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
                "moves" => {
                    let moves = sorted_moves(self.state());
                    writeln!(self.out, "{} legal moves:", moves.len())?;
                    writeln!(self.out, "{}", wrap(&moves, 78))?;
                }
                "undo" => self.undo()?,
                "show" | "board" => self.show(None)?,
                "resign" => {
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
                        writeln!(self.out, "{who} resigns. Game over.")?;
                    }
                    return Ok(());
                }
                "quit" | "exit" | "q" => {
                    writeln!(self.out, "Bye.")?;
                    return Ok(());
                }
                _ => self.human_move(p, text)?,
            }
        }
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
            let state = self.state();
            let effect = state.move_effect(mv);
            let name = state.format_move(mv);
            if let Err(e) = self.history.play(mv) {
                // Checked on a copy already; kept as a message all the same.
                writeln!(self.out, "Not a legal move here: {} ({e}).", quote(&name))?;
                return Ok(());
            }
            writeln!(self.out, "{} plays {name}", self.seat(p))?;
            self.show(Some(&effect))?;
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
        let state = self.history.current().clone();
        let agent = self.agents[p.index()]
            .as_mut()
            .expect("a seat without a human has an agent");
        let Some(mv) = agent.choose(&state) else {
            return Err(CliError::Usage(format!(
                "{} has no legal move but the game is not over (a rules bug)",
                state.seat_name(p)
            )));
        };
        let effect = state.move_effect(mv);
        let name = state.format_move(mv);
        if let Err(e) = self.history.play(mv) {
            return Err(CliError::Usage(format!(
                "the computer chose an illegal move {name}: {e}"
            )));
        }
        writeln!(
            self.out,
            "{} ({}) plays {name}",
            self.seat(p),
            self.cfg.seats[p.index()]
        )?;
        self.show(Some(&effect))
    }

    fn undo(&mut self) -> Result<(), CliError> {
        let human_moved = (0..self.history.len())
            .any(|ply| self.is_human(self.history.state_at(ply).and_then(Game::to_act)));
        if !human_moved {
            writeln!(self.out, "Nothing to undo.")?;
            return Ok(());
        }
        let mut undone = Vec::new();
        while let Some(mv) = self.history.undo() {
            let state = self.history.current();
            undone.push(state.format_move(mv));
            if self.is_human(state.to_act()) {
                break;
            }
        }
        undone.reverse();
        writeln!(self.out, "Took back: {}", undone.join(", "))?;
        // Still the view of whoever typed `undo`: when another person is to
        // act now, the main loop hands over first.
        self.show(None)
    }
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
fn wrap(words: &[String], width: usize) -> String {
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

    fn run(seats: Vec<Spec>, input: &str) -> String {
        let cfg = PlayConfig {
            movetime: None,
            game: "chess",
            seats,
            seed: 1,
            color: false,
            interactive: false,
        };
        let mut out = Vec::new();
        play(Chess::new(), &cfg, &mut input.as_bytes(), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn undo_never_takes_back_a_move_no_human_made() {
        let out = run(vec![Spec::Cpu(1), Spec::Human], "undo\nquit\n");
        assert!(out.contains("White (cpu:1) plays"));
        assert!(out.contains("Nothing to undo."));
    }

    #[test]
    fn hot_seat_undo_takes_back_one_move() {
        let out = run(
            vec![Spec::Human, Spec::Human],
            "e4\ne5\nundo\nundo\nundo\nundo\n",
        );
        assert!(out.contains("Took back: e7e5\n"), "{out}");
        assert!(out.contains("Took back: e2e4\n"), "{out}");
        assert!(out.contains("Nothing to undo."), "{out}");
        // End of input ends the session quietly.
        assert!(
            out.ends_with("White> undo\nNothing to undo.\nWhite> \n"),
            "{out}"
        );
    }

    #[test]
    fn input_that_is_not_utf8_is_an_unknown_move() {
        let cfg = PlayConfig {
            movetime: None,
            game: "chess",
            seats: vec![Spec::Human, Spec::Human],
            seed: 1,
            color: false,
            interactive: false,
        };
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
        assert_eq!(out.matches("White plays e2e4").count(), 1, "{out}");
        assert!(out.trim_end().ends_with("Black> quit\nBye."), "{out}");
    }

    #[test]
    fn hot_seat_undo_with_hidden_information_hands_over_first() {
        let cfg = PlayConfig {
            movetime: None,
            game: "lytharia",
            seats: vec![Spec::Human, Spec::Human],
            seed: 3,
            color: false,
            interactive: false,
        };
        let start = lytharia::LytharianChess::new(lytharia::Mode::Full, 3);
        let input = "effect:f1/0\neffect:c1/0\ncast:blink-step@d2>d3\nundo\nquit\n";
        let mut out = Vec::new();
        play(start, &cfg, &mut input.as_bytes(), &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        let to_p2 = out.find("Hand over to P2").expect("P2 responds");
        let undo = out
            .find("Took back: cast:blink-step@d2>d3")
            .expect("undone");
        let to_p1 = out[undo..].find("Hand over to P1").expect("back to P1");
        assert!(to_p2 < undo, "{out}");
        // P1's view is shown only after the hand-over.
        assert!(!out[undo..undo + to_p1].contains("P1> "), "{out}");
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
