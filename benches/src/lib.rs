//! Shared fixtures for the benches (positions used by every bench).
