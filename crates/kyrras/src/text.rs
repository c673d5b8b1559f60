//! Small text helpers shared by the error messages.

/// `text` cut to at most `max` characters, `...` marking a cut, so error
/// messages never echo unbounded input.
pub(crate) fn clip(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((i, _)) => format!("{}...", &text[..i]),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn clip_cuts_long_text() {
        assert_eq!(super::clip("abc", 40), "abc");
        assert_eq!(
            super::clip(&"x".repeat(100), 40),
            format!("{}...", "x".repeat(40))
        );
        assert_eq!(super::clip("ééé", 2), "éé...");
    }
}
