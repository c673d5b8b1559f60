//! Kyrras: hex chess for 2 to 4 players with mountains, directional pieces and viceroy replacement.
#![forbid(unsafe_code)]
#![warn(missing_docs)]
