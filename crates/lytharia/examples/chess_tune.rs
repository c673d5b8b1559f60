//! Tunes the chess evaluation's weights by Texel's method: minimise the
//! mean squared difference between `sigmoid(K * eval)` and a target over
//! many quiet positions, by Adam over every weight at once.
//!
//! ```text
//! python3 crates/lytharia/examples/chess_tune_data.py /usr/games/stockfish pos.txt 3000
//! cargo run --release -p lytharia --example chess_tune -- \
//!     --out crates/lytharia/src/chess/eval_weights.rs pos.txt
//! ```
//!
//! Each input line is `FEN;SCORE;RESULT` (Stockfish's score in
//! centipawns and the game's result, both from White's side); the target
//! is `LAMBDA * sigmoid(SCORE) + (1 - LAMBDA) * RESULT`. `K` is first fitted
//! to the built-in weights, so the tuned evaluation keeps their scale.
//! Options: `--epochs N` (default 600), `--lambda L` (0.8), `--rate R`
//! (1.0, centipawns a step), `--limit N` positions, `--min-seen N` (200:
//! weights seen in fewer positions keep their value), `--reg R` (1e-8: a
//! pull of each weight towards its built-in value), `--from I` (0: only
//! the weights from index `I` on are tuned, the others keep their values,
//! e.g. to fit new terms on a smaller set of positions), `--to I` (all:
//! only the weights below index `I` are tuned, e.g. to compare a tuning
//! without new terms with one with them), `--fold F` (0:
//! the games held out are those numbered `F` modulo 10), `--max-gap CP`
//! (tune only on positions where the built-in evaluation is within `CP`
//! of Stockfish's score; all held-out positions are checked), `--start
//! FILE` (start from, and pull towards, the weights of a weights file
//! instead of the built-in ones), `--ablate I-J,K-L` (before the tuning,
//! one tuning for each group of weights `I` to `J` kept at its start
//! value, printing its held-out loss: what the group is worth).
//!
//! Every tenth game is held out to check for over-fitting: positions of
//! one game are alike, so holding out single positions of games trained
//! on measures how well the tuner remembers those games, not how well it
//! generalises. A data file is in game order; a new game starts where the
//! move number falls or the result changes. The weights kept are those
//! of the epoch with the lowest held-out loss.

use std::time::Instant;

use lytharia::chess::{Position, tuning};

struct Sample {
    terms: tuning::Terms,
    target: f64,
    /// The game the position comes from, counted over all input files.
    game: usize,
    /// Stockfish's score in centipawns, from White's side.
    score: f64,
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Mean squared error with weights `w` and scale `k`.
fn loss(samples: &[Sample], w: &[[f64; 2]], k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| (sigmoid(k * s.terms.score(w)) - s.target).powi(2))
        .sum();
    sum / samples.len() as f64
}

/// The weights of a weights file as the tuner writes it (every
/// `[MG, EG]` pair after the opening `[`), to start from other weights
/// than the built-in ones.
fn read_weights(path: &str) -> Vec<[f64; 2]> {
    let text = std::fs::read_to_string(path).expect("a readable weights file");
    let body = text.split_once("= [").expect("a weights table").1;
    let weights: Vec<[f64; 2]> = body
        .split('[')
        .skip(1)
        .map(|cell| {
            let (mg, rest) = cell.split_once(',').expect("[MG, EG]");
            let eg = rest.split_once(']').expect("[MG, EG]").0;
            [
                mg.trim().parse().expect("a number"),
                eg.trim().parse().expect("a number"),
            ]
        })
        .collect();
    assert_eq!(
        weights.len(),
        tuning::weights().len(),
        "as many weights as built in"
    );
    weights
}

fn main() {
    let mut files = Vec::new();
    let (mut out, mut epochs, mut lambda, mut rate, mut limit) =
        (None, 600usize, 0.8f64, 1.0f64, usize::MAX);
    let (mut min_seen, mut reg, mut from, mut fold) = (200usize, 1e-8f64, 0usize, 0usize);
    let mut max_gap = f64::INFINITY;
    let mut to = usize::MAX;
    let mut start_file = None;
    let mut ablate: Vec<String> = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = || args.next().expect("a value after an option");
        match a.as_str() {
            "--out" => out = Some(value()),
            "--epochs" => epochs = value().parse().expect("--epochs N"),
            "--lambda" => lambda = value().parse().expect("--lambda L"),
            "--rate" => rate = value().parse().expect("--rate R"),
            "--limit" => limit = value().parse().expect("--limit N"),
            "--min-seen" => min_seen = value().parse().expect("--min-seen N"),
            "--reg" => reg = value().parse().expect("--reg R"),
            "--from" => from = value().parse().expect("--from I"),
            "--to" => to = value().parse().expect("--to I"),
            "--fold" => fold = value().parse().expect("--fold F"),
            "--start" => start_file = Some(value()),
            "--ablate" => ablate = value().split(',').map(String::from).collect(),
            "--max-gap" => max_gap = value().parse().expect("--max-gap CP"),
            _ => files.push(a),
        }
    }
    let mut samples = Vec::new();
    let mut game = 0usize;
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a readable data file");
        // The move number and result of the previous line, to see where
        // the next game starts.
        let mut last: Option<(u32, f64)> = None;
        for line in text.lines().take(limit.saturating_sub(samples.len())) {
            let mut f = line.split(';');
            let (Some(fen), Some(score), Some(result)) = (f.next(), f.next(), f.next()) else {
                continue;
            };
            let (Ok(p), Ok(score), Ok(result)) = (
                fen.parse::<Position>(),
                score.parse::<f64>(),
                result.parse::<f64>(),
            ) else {
                continue;
            };
            let fullmove: u32 = fen
                .rsplit(' ')
                .next()
                .and_then(|n| n.parse().ok())
                .unwrap_or(0);
            if last.is_some_and(|(m, r)| fullmove < m || r != result) {
                game += 1;
            }
            last = Some((fullmove, result));
            // Stockfish's centipawns as an expected score.
            let expected = sigmoid(score * std::f64::consts::LN_10 / 400.0);
            samples.push(Sample {
                terms: tuning::terms(&p),
                target: lambda * expected + (1.0 - lambda) * result,
                game,
                score,
            });
        }
        game += 1;
    }
    // Every tenth game checks for over-fitting.
    let (check, train): (Vec<Sample>, Vec<Sample>) =
        samples.into_iter().partition(|s| s.game % 10 == fold % 10);
    eprintln!(
        "{} positions to tune on, {} to check, from {game} games",
        train.len(),
        check.len()
    );
    let start: Vec<[f64; 2]> = match &start_file {
        Some(path) => read_weights(path),
        None => tuning::weights()
            .iter()
            .map(|w| [f64::from(w[0]), f64::from(w[1])])
            .collect(),
    };
    // The scale K that fits the built-in weights best.
    let mut k = 0.004;
    let mut step = 0.001;
    for _ in 0..30 {
        let here = loss(&train, &start, k);
        if loss(&train, &start, k + step) < here {
            k += step;
        } else if loss(&train, &start, (k - step).max(1e-5)) < here {
            k = (k - step).max(1e-5);
        } else {
            step /= 2.0;
        }
    }
    eprintln!(
        "K = {k:.5}; loss before: train {:.6}, check {:.6}",
        loss(&train, &start, k),
        loss(&check, &start, k)
    );
    // Positions where Stockfish sees far more than the evaluation can
    // (a tactic, a trapped piece) teach the weights noise.
    let mut train = train;
    train.retain(|s| (s.score - s.terms.score(&start)).abs() <= max_gap);
    eprintln!("{} positions within {max_gap} of Stockfish", train.len());
    let n = start.len();
    // Weights seen in too few positions keep their values (they would
    // fit noise).
    let mut seen = vec![0usize; n];
    for s in &train {
        for &(i, _) in &s.terms.counts {
            seen[i as usize] += 1;
        }
    }
    let frozen: Vec<bool> = (0..n)
        .map(|i| i < from || i >= to || tuning::is_fixed(i) || seen[i] < min_seen)
        .collect();
    eprintln!(
        "{} of {n} weights seen in fewer than {min_seen} positions stay",
        frozen.iter().filter(|&&f| f).count()
    );
    let settings = Adam {
        epochs,
        rate,
        reg,
        k,
    };
    // Ablation: each group of weights (`I-J`, both included) kept at its
    // start value in turn, to see what the group is worth.
    for group in &ablate {
        let (a, b) = group.split_once('-').expect("--ablate I-J,K-L");
        let (a, b): (usize, usize) = (a.parse().expect("I"), b.parse().expect("J"));
        let mut without = frozen.clone();
        without[a..=b].iter_mut().for_each(|f| *f = true);
        let (held_out, epoch, _) = tune(&train, &check, &start, &without, &settings);
        eprintln!("without {a}-{b}: check {held_out:.6} (epoch {epoch})");
    }
    let best = tune(&train, &check, &start, &frozen, &settings);
    let (held_out, epoch, w) = best;
    eprintln!("kept epoch {epoch}: check {held_out:.6}");
    let rounded: Vec<[i32; 2]> = w
        .iter()
        .map(|w| [w[0].round() as i32, w[1].round() as i32])
        .collect();
    let src = tuning::weights_source(&rounded);
    match out {
        Some(path) => std::fs::write(&path, src).expect("a writable output file"),
        None => print!("{src}"),
    }
}

/// What Adam runs with.
struct Adam {
    epochs: usize,
    rate: f64,
    reg: f64,
    k: f64,
}

/// Adam over the weights not `frozen`, from `start` (and pulled towards
/// it): the held-out loss, the epoch and the weights of the epoch with
/// the lowest held-out loss.
fn tune(
    train: &[Sample],
    check: &[Sample],
    start: &[[f64; 2]],
    frozen: &[bool],
    settings: &Adam,
) -> (f64, usize, Vec<[f64; 2]>) {
    let Adam {
        epochs,
        rate,
        reg,
        k,
    } = *settings;
    let n = start.len();
    let mut w = start.to_vec();
    let (mut m, mut v) = (vec![[0.0f64; 2]; n], vec![[0.0f64; 2]; n]);
    let (b1, b2) = (0.9f64, 0.999f64);
    let clock = Instant::now();
    let mut best = (loss(check, &w, k), 0usize, w.clone());
    for epoch in 1..=epochs {
        let mut grad = vec![[0.0f64; 2]; n];
        for s in train {
            let p = sigmoid(k * s.terms.score(&w));
            let d = 2.0 * (p - s.target) * p * (1.0 - p) * k;
            let phase = f64::from(s.terms.phase);
            let mg = d * phase / 24.0;
            let eg = d * f64::from(s.terms.eg_scale) / 64.0 * (24.0 - phase) / 24.0;
            for &(i, c) in &s.terms.counts {
                let c = f64::from(c);
                grad[i as usize][0] += mg * c;
                grad[i as usize][1] += eg * c;
            }
        }
        for i in 0..n {
            if frozen[i] {
                continue;
            }
            for j in 0..2 {
                // A pull towards the built-in value keeps rare weights sane.
                let g = grad[i][j] / train.len() as f64 + reg * (w[i][j] - start[i][j]);
                m[i][j] = b1 * m[i][j] + (1.0 - b1) * g;
                v[i][j] = b2 * v[i][j] + (1.0 - b2) * g * g;
                let mh = m[i][j] / (1.0 - b1.powi(epoch as i32));
                let vh = v[i][j] / (1.0 - b2.powi(epoch as i32));
                w[i][j] -= rate * mh / (vh.sqrt() + 1e-12);
            }
        }
        if epoch % 10 == 0 || epoch == epochs {
            let held_out = loss(check, &w, k);
            if held_out < best.0 {
                best = (held_out, epoch, w.clone());
            }
            if epoch % 50 == 0 || epoch == epochs {
                eprintln!(
                    "epoch {epoch}: train {:.6}, check {held_out:.6} ({:.0} s)",
                    loss(train, &w, k),
                    clock.elapsed().as_secs_f64()
                );
            }
        }
    }
    best
}
