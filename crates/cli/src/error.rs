//! Everything that makes the CLI exit with status 2.

use thiserror::Error;

#[derive(Debug, Error)]
pub enum CliError {
    #[error("invalid position: {0}")]
    Position(String),
    #[error("option {option} does not apply to {context}")]
    Inapplicable {
        option: &'static str,
        context: String,
    },
    #[error("invalid {option}: {message}")]
    Option {
        option: &'static str,
        message: String,
    },
    #[error("{0}")]
    Usage(String),
    #[error("input/output error: {0}")]
    Io(#[from] std::io::Error),
}

impl CliError {
    pub fn option(option: &'static str, message: impl Into<String>) -> Self {
        CliError::Option {
            option,
            message: message.into(),
        }
    }
}

/// The longest line `play` reads (1 MiB): far above any real move or
/// command; longer input is refused, and no more than this is read.
pub const MAX_LINE: u64 = 1 << 20;

/// The largest `--position-file` read (16 MiB): far above any real
/// position or saved game.
pub const MAX_POSITION_FILE: u64 = 16 << 20;

/// Whether `c` would act on a terminal rather than print: control
/// characters (escape sequences start with one) and the invisible format
/// characters that reorder or hide text.
fn is_unprintable(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{206f}' | '\u{feff}')
}

/// `text` with every unprintable character written as an escape (`\u{1b}`),
/// so that input shown back can never drive the terminal.
pub fn printable(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if is_unprintable(c) {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

/// A message for the terminal: line breaks kept, other unprintable
/// characters escaped, and each line cut to its head and tail.
pub fn printable_message(message: &str) -> String {
    message
        .split('\n')
        .map(|line| board_core::bounded_message(&printable(line)))
        .collect::<Vec<_>>()
        .join("\n")
}

/// An input line shown back (the transcript of a scripted game): escaped,
/// and at most 200 characters, then `...`.
pub fn echo(text: &str) -> String {
    const MAX: usize = 200;
    let mut chars = text.chars();
    let head: String = chars.by_ref().take(MAX).collect();
    let more = chars.next().is_some();
    format!("{}{}", printable(&head), if more { "..." } else { "" })
}

/// At most ~40 characters of user input, escaped, for error messages.
pub fn quote(text: &str) -> String {
    let mut chars = text.chars();
    let head: String = chars.by_ref().take(40).collect();
    if chars.next().is_some() {
        format!("`{}...`", printable(&head))
    } else {
        format!("`{}`", printable(&head))
    }
}

/// An endless source of zero bytes that counts what was read from it:
/// `/dev/zero` for the tests of the input caps.
#[cfg(test)]
pub struct Zeros {
    pub served: u64,
}

#[cfg(test)]
impl std::io::Read for Zeros {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        buf.fill(0);
        self.served += buf.len() as u64;
        Ok(buf.len())
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn quotes_are_bounded() {
        assert_eq!(super::quote("e2e5"), "`e2e5`");
        let long = "x".repeat(100);
        assert_eq!(super::quote(&long), format!("`{}...`", "x".repeat(40)));
    }

    #[test]
    fn control_characters_are_escaped() {
        // An escape sequence that would set the terminal's title, a bell, a
        // carriage return and a right-to-left override.
        let evil = "\u{1b}]0;owned\u{7}e2e4\r\u{202e}";
        assert_eq!(
            super::quote(evil),
            "`\\u{1b}]0;owned\\u{7}e2e4\\r\\u{202e}`"
        );
        assert_eq!(super::echo(evil), "\\u{1b}]0;owned\\u{7}e2e4\\r\\u{202e}");
        assert_eq!(super::printable_message("a\nb\u{1b}"), "a\nb\\u{1b}");
        let long = "y".repeat(100_000);
        assert_eq!(super::echo(&long), format!("{}...", "y".repeat(200)));
        assert!(super::printable_message(&long).len() < 220);
    }
}
