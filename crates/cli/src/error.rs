//! Everything that makes the CLI exit with status 2.

use thiserror::Error;

#[derive(Debug, Error)]
pub enum CliError {
    #[error("invalid position: {0}")]
    Position(String),
    #[error("option {option} does not apply to {game}")]
    Inapplicable {
        option: &'static str,
        game: &'static str,
    },
    #[error("invalid {option}: {message}")]
    Option {
        option: &'static str,
        message: String,
    },
    #[error("cannot write output: {0}")]
    Io(#[from] std::io::Error),
}
