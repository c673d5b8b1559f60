//! The seat kind `engine:COMMAND`: any program that speaks the tabletop
//! engine protocol (docs/protocol.md) plays a seat of `match` or `play`.
//!
//! What the program is sent is seat-safe: for a game without hidden
//! information, the position text; with hidden information, the text of a
//! state drawn from that seat's own view ([`board_core::Determinize::determinize`]),
//! whose hidden cards of others are a fresh random deal. The program can
//! never learn another seat's hidden cards from it.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use board_core::{Entropy, Outcome, Player, SeededRng};

use crate::commands::CliGame;
use crate::engine::PROTOCOL;
use crate::error::{CliError, quote};

/// How long a program may take to answer the handshake.
const HANDSHAKE: Duration = Duration::from_secs(20);
/// How long a program may think beyond what `go` gave it.
const GRACE: Duration = Duration::from_secs(30);

/// A running engine program for one seat.
pub struct EngineSeat {
    command: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// `newgame` was sent.
    in_game: bool,
}

/// The position text an engine playing `seat` is sent: the whole position
/// if nothing is hidden, else a state drawn from `seat`'s view alone.
pub fn seat_text<G: CliGame>(game: &G, seat: Player, rng: &mut SeededRng) -> String {
    if game.has_hidden_information() {
        game.determinize(seat, rng).to_position_text()
    } else {
        game.to_position_text()
    }
}

impl EngineSeat {
    /// Starts `command` (through the shell) and shakes hands.
    pub fn spawn(command: &str) -> Result<EngineSeat, CliError> {
        let fail = |what: String| CliError::Usage(format!("engine {}: {what}", quote(command)));
        let mut shell = if cfg!(windows) {
            let mut c = Command::new("cmd");
            c.arg("/C");
            c
        } else {
            let mut c = Command::new("sh");
            c.arg("-c");
            c
        };
        let mut child = shell
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| fail(format!("cannot start: {e}")))?;
        let stdin = child.stdin.take().ok_or_else(|| fail("no stdin".into()))?;
        let stdout = child
            .stdout
            .take()
            .ok_or_else(|| fail("no stdout".into()))?;
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut seat = EngineSeat {
            command: command.to_string(),
            child,
            stdin,
            lines,
            in_game: false,
        };
        seat.send(PROTOCOL)?;
        seat.read_until(&format!("{PROTOCOL}ok"), HANDSHAKE)?;
        Ok(seat)
    }

    fn error(&self, what: impl std::fmt::Display) -> CliError {
        CliError::Usage(format!("engine {}: {what}", quote(&self.command)))
    }

    fn send(&mut self, text: &str) -> Result<(), CliError> {
        writeln!(self.stdin, "{text}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| self.error(format!("cannot write to it: {e}")))
    }

    /// The first line whose first word is `token` (the lines before are
    /// skipped: `info` and the like).
    fn read_until(&mut self, token: &str, wait: Duration) -> Result<String, CliError> {
        let deadline = std::time::Instant::now() + wait;
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if line.split_whitespace().next() == Some(token) => return Ok(line),
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => {
                    return Err(self.error(format!("no `{token}` within {} s", wait.as_secs())));
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(self.error(format!("ended before `{token}`")));
                }
            }
        }
    }

    /// The program's move for the player to act in `game`, searched with
    /// `go` (e.g. `go movetime 100`, or a bare `go`).
    pub fn choose<G: CliGame>(
        &mut self,
        game: &G,
        go: &str,
        wait: Duration,
        rng: &mut SeededRng,
    ) -> Result<G::Move, CliError> {
        let seat = game
            .to_act()
            .ok_or_else(|| self.error("asked to move in a finished game"))?;
        if !self.in_game {
            // A seed per game, so that repeated games differ.
            self.send(&format!(
                "newgame players {} seat {} seed {}",
                game.player_count(),
                seat.index() + 1,
                rng.next_u64() % 1_000_000_000
            ))?;
            self.in_game = true;
        }
        let text = seat_text(game, seat, &mut SeededRng::seed_from_u64(rng.next_u64()));
        if text.contains('\n') {
            return Err(self.error("the position text has several lines"));
        }
        self.send(&format!("position text {text}"))?;
        self.send(go)?;
        let line = self.read_until("bestmove", wait + GRACE)?;
        let word = line.split_whitespace().nth(1).unwrap_or("");
        let mv = game
            .parse_move(word)
            .map_err(|e| self.error(format!("sent the move {}: {e}", quote(word))))?;
        if !game.is_legal(mv) {
            return Err(self.error(format!("sent the illegal move {}", quote(word))));
        }
        Ok(mv)
    }

    /// Tells the program how the game ended: `gameover winner 2`,
    /// `gameover draw`, `gameover ranking 1 3 2` (the place of each seat).
    pub fn game_over(&mut self, outcome: Option<&Outcome>) {
        let text = match outcome {
            Some(Outcome::Winner(p)) => format!("gameover winner {}", p.index() + 1),
            Some(Outcome::Draw) => "gameover draw".to_string(),
            Some(Outcome::Ranking(r)) => {
                let places: Vec<String> = r.places().iter().map(u8::to_string).collect();
                format!("gameover ranking {}", places.join(" "))
            }
            None => "gameover unfinished".to_string(),
        };
        let _ = self.send(&text);
        self.in_game = false;
    }
}

impl Drop for EngineSeat {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit").and_then(|()| self.stdin.flush());
        // A program that does not quit within a second is ended.
        for _ in 0..100 {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use board_core::{Determinize, Game, PositionNotation};

    /// Two Lytharian Chess states that look the same to seat 1 (one drawn
    /// from the other through that seat's view) give that seat's engine the
    /// same text: nothing it is sent depends on what it cannot see.
    #[test]
    fn hidden_cards_of_others_never_reach_an_engine() {
        for seed in 0..6u64 {
            let mut game = lytharia::LytharianChess::new(lytharia::Mode::Full, seed);
            let mut rng = SeededRng::seed_from_u64(seed);
            for _ in 0..(seed * 7) {
                if let Some(mv) = board_core::random_move(&game, &mut rng) {
                    game.play_unchecked(mv);
                }
            }
            let Some(seat) = game.to_act() else { continue };
            let twin = game.determinize(seat, &mut SeededRng::seed_from_u64(99 + seed));
            let other = Player::new(1 - seat.index() as u8);
            // The twin differs in what only the other seat sees.
            assert_ne!(
                game.to_position_text(),
                twin.to_position_text(),
                "seed {seed}"
            );
            let a = seat_text(&game, seat, &mut SeededRng::seed_from_u64(5));
            let b = seat_text(&twin, seat, &mut SeededRng::seed_from_u64(5));
            assert_eq!(a, b, "seed {seed}");
            // And what the other seat would be sent differs from the truth.
            let c = seat_text(&game, other, &mut SeededRng::seed_from_u64(5));
            assert_ne!(c, game.to_position_text());
        }
    }

    #[test]
    fn perfect_information_is_sent_whole() {
        let g = lytharia::chess::Chess::from_text(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves g1f3 g8f6",
        )
        .unwrap();
        let t = seat_text(&g, Player::new(0), &mut SeededRng::seed_from_u64(1));
        assert!(t.ends_with(" moves g1f3 g8f6"), "{t}");
    }
}
