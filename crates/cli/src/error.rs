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

/// At most ~40 characters of user input, for error messages.
pub fn quote(text: &str) -> String {
    let mut chars = text.chars();
    let head: String = chars.by_ref().take(40).collect();
    if chars.next().is_some() {
        format!("`{head}...`")
    } else {
        format!("`{head}`")
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
}
