//! Strife and Truce: chess with mana and piece skills, no check, and six set skills.
#![forbid(unsafe_code)]
#![warn(missing_docs)]
