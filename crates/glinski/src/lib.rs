//! Glinski's hexagonal chess on board-core's hex layer: the proof (perft against published counts) and benchmark subject of the hex geometry. Test support, not a product.
#![forbid(unsafe_code)]
#![warn(missing_docs)]
