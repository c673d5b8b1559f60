//! Lytharian Chess, a chess and card game, with its mini-games Normal Chess (FIDE), Battle Duels and Pawn Wars.
#![forbid(unsafe_code)]
#![warn(missing_docs)]
