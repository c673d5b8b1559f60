//! Pictures of a [`View`]: the text board and the SVG file, drawn by
//! board-core's generic renderer (it knows no game).

use board_core::inspect::{MoveEffect, View};
use board_core::render::{self, SvgOptions, TextOptions};

/// Whether to colour the text board: stdout is a terminal and `NO_COLOR`
/// is not set (<https://no-color.org>).
pub fn use_color() -> bool {
    use std::io::IsTerminal;
    std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// The board as text, with its side information; ANSI colour when `color`.
pub fn text(view: &View, color: bool, last_move: Option<&MoveEffect>) -> String {
    let options = TextOptions {
        color,
        unicode: true,
        last_move: last_move.cloned(),
    };
    let mut text = render::text(view, &options);
    if !text.ends_with('\n') {
        text.push('\n');
    }
    text
}

/// The board as a standalone SVG picture.
pub fn svg(view: &View, title: Option<String>) -> String {
    let options = SvgOptions {
        title,
        ..SvgOptions::default()
    };
    render::svg(view, &options)
}
