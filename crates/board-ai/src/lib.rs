//! # board-ai
//!
//! CPU players for any [`board_core::Game`]. Work in progress.
#![cfg_attr(not(feature = "std"), no_std)]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

extern crate alloc;
