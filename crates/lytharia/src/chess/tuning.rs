//! The chess evaluation as a sum of weighted terms, for tuning its
//! weights (the `chess_tune` example does, by Texel's method): the terms
//! of a position, the weights built in, and the source of a new weights
//! file.
//!
//! The evaluation from White's side is
//! `(mg * phase + eg * eg_scale / 64 * (24 - phase)) / 24`, where `mg`
//! and `eg` are the sums of each weight's middlegame and endgame value
//! times its count in [`Terms::counts`], plus [`Terms::fixed`].
//!
//! ```
//! use lytharia::chess::{Position, tuning};
//! let p: Position = "4k3/8/8/3p4/8/8/3P4/3QK3 w - - 0 1".parse().unwrap();
//! let weights: Vec<[f64; 2]> = tuning::weights()
//!     .iter()
//!     .map(|w| [f64::from(w[0]), f64::from(w[1])])
//!     .collect();
//! let terms = tuning::terms(&p);
//! let model = terms.score(&weights);
//! // The model reproduces the evaluation, up to integer rounding.
//! let white = board_core::Evaluate::evaluate(&p, board_core::Player::new(0));
//! assert!((model - f64::from(white)).abs() <= 2.0);
//! ```

use super::eval::{self, SECTIONS, at};
use super::eval_weights::WEIGHTS;
use super::position::Position;

/// One position's terms.
#[derive(Clone, Debug, PartialEq)]
pub struct Terms {
    /// The weights that count, by index into [`weights`], with their
    /// counts (White's minus Black's).
    pub counts: Vec<(u16, i16)>,
    /// What is not tuned (driving a bare king to the rim),
    /// middlegame and endgame, from White's side.
    pub fixed: [i32; 2],
    /// The game phase, 24 with every piece on to 0 with pawns alone.
    pub phase: i32,
    /// Out of 64, how much of the endgame sum counts (drawish endgames
    /// count less).
    pub eg_scale: i32,
}

impl Terms {
    /// The evaluation from White's side with `weights` (middlegame,
    /// endgame; as many as [`weights`] has), without rounding.
    ///
    /// ```
    /// use lytharia::chess::{Position, tuning};
    /// let zero = vec![[0.0, 0.0]; tuning::weights().len()];
    /// assert_eq!(tuning::terms(&Position::startpos()).score(&zero), 0.0);
    /// ```
    pub fn score(&self, weights: &[[f64; 2]]) -> f64 {
        let (mut mg, mut eg) = (f64::from(self.fixed[0]), f64::from(self.fixed[1]));
        for &(i, n) in &self.counts {
            mg += weights[i as usize][0] * f64::from(n);
            eg += weights[i as usize][1] * f64::from(n);
        }
        let phase = f64::from(self.phase);
        (mg * phase + eg * f64::from(self.eg_scale) / 64.0 * (24.0 - phase)) / 24.0
    }
}

/// The terms of `p`'s evaluation.
///
/// ```
/// use lytharia::chess::{Position, tuning};
/// let t = tuning::terms(&Position::startpos());
/// assert_eq!(t.phase, 24);
/// // Only the tempo is not balanced at the start.
/// assert_eq!(t.counts.len(), 1);
/// ```
pub fn terms(p: &Position) -> Terms {
    let t = eval::trace(p);
    Terms {
        counts: t
            .counts
            .iter()
            .enumerate()
            .filter(|&(_, &n)| n != 0)
            .map(|(i, &n)| (i as u16, n))
            .collect(),
        fixed: [t.fixed.0, t.fixed.1],
        phase: t.phase,
        eg_scale: t.eg_scale,
    }
}

/// The weights built in (middlegame, endgame), in centipawns.
///
/// ```
/// // Material comes first: a pawn is worth about 100.
/// let pawn = lytharia::chess::tuning::weights()[0];
/// assert!((50..150).contains(&pawn[0]));
/// ```
pub fn weights() -> Vec<[i32; 2]> {
    WEIGHTS
        .iter()
        .map(|w| [i32::from(w[0]), i32::from(w[1])])
        .collect()
}

/// The weights for `index` which cannot be tuned: the king's material.
///
/// ```
/// assert!(lytharia::chess::tuning::is_fixed(5));
/// assert!(!lytharia::chess::tuning::is_fixed(0));
/// ```
pub fn is_fixed(index: usize) -> bool {
    index == at::MATERIAL + 5
}

/// The Rust source of `crates/lytharia/src/chess/eval_weights.rs` with
/// `weights` (as many as [`weights`] has), in named groups.
///
/// ```
/// use lytharia::chess::tuning;
/// let src = tuning::weights_source(&tuning::weights());
/// assert!(src.contains("pub(super) const WEIGHTS"));
/// ```
pub fn weights_source(weights: &[[i32; 2]]) -> String {
    let mut out = String::from(
        "//! The chess evaluation's weights (middlegame, endgame), in centipawns,\n\
         //! in the order of `eval::at`. Written by the `chess_tune` example\n\
         //! (see docs/ai.md, \"Stronger chess\"); edit by re-tuning.\n\n\
         #[rustfmt::skip]\n",
    );
    out += &format!(
        "pub(super) const WEIGHTS: [[i16; 2]; {}] = [\n",
        weights.len()
    );
    let mut i = 0;
    for (name, len) in SECTIONS {
        out += &format!("    // {name}\n");
        for row in weights[i..i + len].chunks(8) {
            let cells: Vec<String> = row
                .iter()
                .map(|w| format!("[{}, {}]", w[0], w[1]))
                .collect();
            out += &format!("    {},\n", cells.join(", "));
        }
        i += len;
    }
    out += "];\n";
    out
}
