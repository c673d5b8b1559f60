//! `tabletop`: perft, legal moves and self-play from the command line.
#![forbid(unsafe_code)]

fn main() {}
