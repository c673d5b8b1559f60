//! Hexagonal boards in axial coordinates.
//!
//! (Being built: see the hex-layer work.)
