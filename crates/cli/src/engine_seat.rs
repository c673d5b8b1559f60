//! The seat kind `engine:COMMAND`: any program that speaks the tabletop
//! engine protocol (docs/protocol.md) plays a seat of `match` or `play`.
//!
//! What the program is sent is seat-safe: for a game without hidden
//! information, the position text; with hidden information, the text of a
//! state drawn from that seat's own view ([`board_core::Determinize::determinize`]),
//! whose hidden cards of others are a fresh random deal, and the public
//! record as that seat saw it ([`board_core::History::public_record`]):
//! `record ply` lines, the moves in words. The program can never learn
//! another seat's hidden cards from either.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use board_core::inspect::Perspective;
use board_core::{Entropy, History, Outcome, Player, SeededRng};

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

/// The `record ply` lines of plies `from..` of `history` as `seat` saw
/// them: `record ply P turn T seat K [move M] words TEXT`, where the move's
/// notation is given only where the seat may see it (board-core's
/// [`PublicPly`](board_core::PublicPly)) and control characters in the words become spaces.
/// Only games with hidden information are sent a record: for the others
/// the position text is the whole public state.
pub fn record_lines<G: CliGame>(history: &History<G>, seat: Player, from: usize) -> Vec<String> {
    if !history.start().has_hidden_information() || from >= history.len() {
        return Vec::new();
    }
    let Some(state) = history.state_at(from) else {
        return Vec::new();
    };
    // The record of the plies not yet sent: a history from the state
    // before them (Lytharia numbers its own turns, so the sub-history's
    // turn numbers are the game's).
    let mut rest = History::new(state.clone());
    for &mv in &history.moves()[from..] {
        if rest.play(mv).is_err() {
            break;
        }
    }
    let record = rest.public_record(Perspective::Seat(seat));
    record
        .plies
        .iter()
        .enumerate()
        .map(|(i, ply)| {
            let mut line = format!(
                "record ply {} turn {} seat {}",
                from + i + 1,
                ply.turn,
                ply.seat.index() + 1
            );
            if let Some(notation) = &ply.notation {
                line.push_str(&format!(" move {notation}"));
            }
            let words: String = ply
                .description
                .chars()
                .map(|c| if c.is_control() { ' ' } else { c })
                .collect();
            line.push_str(&format!(" words {words}"));
            line
        })
        .collect()
}

/// How much of the public record an engine has been sent.
#[derive(Clone, Debug)]
pub struct RecordSent<M> {
    moves: Vec<M>,
}

impl<M> Default for RecordSent<M> {
    fn default() -> Self {
        RecordSent { moves: Vec::new() }
    }
}

impl<M: Copy + PartialEq> RecordSent<M> {
    /// The lines that bring the engine's record up to `history` (after an
    /// undo, the first changed ply again: `record ply P` replaces ply P
    /// and drops the later ones; `record clear` if nothing is left).
    pub fn update<G: CliGame<Move = M>>(
        &mut self,
        history: &History<G>,
        seat: Player,
    ) -> Vec<String> {
        let moves = history.moves();
        let same = self
            .moves
            .iter()
            .zip(moves)
            .take_while(|(a, b)| a == b)
            .count();
        let shortened = same < self.moves.len() && same == moves.len();
        let lines = if !shortened {
            record_lines(history, seat, same)
        } else if same == 0 {
            let hidden = history.start().has_hidden_information();
            hidden
                .then(|| "record clear".to_string())
                .into_iter()
                .collect()
        } else {
            // Ply `same` again, so that the engine drops what followed it.
            record_lines(history, seat, same - 1)
        };
        self.moves = moves.to_vec();
        lines
    }

    /// Forgets what was sent (a new game).
    pub fn clear(&mut self) {
        self.moves.clear();
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

    /// The program's move for the player to act at the end of `history`,
    /// searched with `go` (e.g. `go movetime 100`, or a bare `go`); `sent`
    /// is what of the public record the program already has.
    pub fn choose<G: CliGame>(
        &mut self,
        history: &History<G>,
        sent: &mut RecordSent<G::Move>,
        go: &str,
        wait: Duration,
        rng: &mut SeededRng,
    ) -> Result<G::Move, CliError> {
        let game = history.current();
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
            sent.clear();
        }
        for line in sent.update(history, seat) {
            self.send(&line)?;
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

    /// The record each seat is sent over whole random Lytharian Chess games
    /// (sent ply by ply, as a match sends it) names no card that only the
    /// omniscient view shows: no card of the other hand or of either deck
    /// that this seat never saw.
    #[test]
    fn the_record_a_seat_is_sent_names_no_hidden_card() {
        use board_core::Inspect;
        let mut hidden_total = 0;
        for seed in 0..3u64 {
            let start = lytharia::LytharianChess::new(lytharia::Mode::Full, seed);
            let names: Vec<String> = start
                .catalogue()
                .into_iter()
                .flat_map(|item| [item.id.to_string(), item.name.to_string()])
                .filter(|n| n.len() > 3)
                .collect();
            let mut history = History::new(start);
            let mut rng = SeededRng::seed_from_u64(seed);
            let mut sent = [RecordSent::default(), RecordSent::default()];
            let mut lines = [Vec::new(), Vec::new()];
            while history.len() < 120 && history.current().outcome().is_none() {
                let Some(mv) = board_core::random_move(history.current(), &mut rng) else {
                    break;
                };
                history.play(mv).unwrap();
                for s in 0..2 {
                    lines[s].extend(sent[s].update(&history, Player::new(s as u8)));
                }
            }
            for s in 0..2u8 {
                let seat = Player::new(s);
                let (mut seen, mut all) = (String::new(), String::new());
                for ply in 0..=history.len() {
                    let state = history.state_at(ply).unwrap();
                    seen += &format!("{:?}", state.view(Perspective::Seat(seat)));
                    all += &format!("{:?}", state.view(Perspective::Omniscient));
                }
                let hidden: Vec<&String> = names
                    .iter()
                    .filter(|n| all.contains(n.as_str()) && !seen.contains(n.as_str()))
                    .collect();
                hidden_total += hidden.len();
                let text = lines[s as usize].join("\n");
                for name in hidden {
                    assert!(
                        !text.contains(name.as_str()),
                        "seed {seed} seat {s}: {name}"
                    );
                }
                // Sent ply by ply, the record is the whole game's record.
                assert_eq!(lines[s as usize], record_lines(&history, seat, 0));
                assert_eq!(lines[s as usize].len(), history.len());
                assert!(lines[s as usize].iter().all(|l| !l.contains(" move ")));
            }
        }
        // The test has hidden cards to look for.
        assert!(hidden_total > 0, "{hidden_total}");
    }

    /// After an undo the engine is sent the first changed ply again, which
    /// replaces it and what followed; back at the start, `record clear`.
    #[test]
    fn an_undo_resends_the_record_from_the_change() {
        let mut history = History::new(lytharia::LytharianChess::new(lytharia::Mode::Full, 4));
        let mut rng = SeededRng::seed_from_u64(4);
        let seat = Player::new(0);
        let mut sent = RecordSent::default();
        for _ in 0..6 {
            let mv = board_core::random_move(history.current(), &mut rng).unwrap();
            history.play(mv).unwrap();
        }
        assert_eq!(sent.update(&history, seat).len(), 6);
        assert!(sent.update(&history, seat).is_empty());
        history.undo();
        history.undo();
        let again = sent.update(&history, seat);
        assert_eq!(again.len(), 1);
        assert!(again[0].starts_with("record ply 4 "), "{again:?}");
        let mv = board_core::random_move(history.current(), &mut rng).unwrap();
        history.play(mv).unwrap();
        let next = sent.update(&history, seat);
        assert_eq!(next.len(), 1);
        assert!(next[0].starts_with("record ply 5 "), "{next:?}");
        while history.undo().is_some() {}
        assert_eq!(sent.update(&history, seat), ["record clear"]);
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
