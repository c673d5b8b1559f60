//! What a match's points say about strength: the Elo difference with a
//! 95 % interval, and a sequential probability ratio test (SPRT) that stops
//! a match once it has decided between two Elo hypotheses.

/// The expected score of a side `elo` points stronger.
pub fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The Elo difference that gives the expected score `score` (clamped so
/// that 0 % and 100 % give finite numbers).
pub fn elo_of(score: f64) -> f64 {
    let s = score.clamp(0.001, 0.999);
    -400.0 * (1.0 / s - 1.0).log10()
}

/// The per-game points of one side, as a running tally.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    /// How many games scored 1, ½ and 0 (other values count by their
    /// points in `sum` and `squares` only).
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    sum: f64,
    squares: f64,
    games: u32,
}

impl Tally {
    /// Adds one game's points (0 to 1).
    pub fn add(&mut self, points: f64) {
        self.games += 1;
        self.sum += points;
        self.squares += points * points;
        if points >= 1.0 {
            self.wins += 1;
        } else if points <= 0.0 {
            self.losses += 1;
        } else {
            self.draws += 1;
        }
    }

    /// Games counted.
    pub fn games(&self) -> u32 {
        self.games
    }

    /// Mean points per game.
    pub fn mean(&self) -> f64 {
        if self.games == 0 {
            0.5
        } else {
            self.sum / f64::from(self.games)
        }
    }

    /// Variance of one game's points.
    fn variance(&self) -> f64 {
        if self.games == 0 {
            return 0.0;
        }
        let m = self.mean();
        (self.squares / f64::from(self.games) - m * m).max(0.0)
    }

    /// The Elo difference and its 95 % interval `(elo, low, high)`, from
    /// the normal approximation of the mean score.
    pub fn elo(&self) -> (f64, f64, f64) {
        let m = self.mean();
        let half = 1.96 * (self.variance() / f64::from(self.games.max(1))).sqrt();
        (elo_of(m), elo_of(m - half), elo_of(m + half))
    }

    /// The 95 % bounds `(low, high)` of the Elo difference when every game
    /// went one way (where [`Tally::elo`] has no spread to work with): the
    /// Wilson interval of a proportion of 1 (or 0) in `games` trials, so
    /// that 6 won of 6 says "above +77".
    pub fn one_way_bounds(&self) -> (f64, f64) {
        let n = f64::from(self.games.max(1));
        let z2 = 1.96f64 * 1.96;
        let p = self.mean();
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = 1.96 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
        (elo_of(centre - half), elo_of(centre + half))
    }

    /// The log-likelihood ratio of `elo1` against `elo0` (normal
    /// approximation, as engine testers use). The mean and variance count
    /// one won and one lost game more than were played, so that a run of
    /// identical results has a variance and is decided in a few games.
    pub fn llr(&self, elo0: f64, elo1: f64) -> f64 {
        if self.games < 2 {
            return 0.0;
        }
        let n = f64::from(self.games) + 2.0;
        let mean = (self.sum + 1.0) / n;
        let var = ((self.squares + 1.0) / n - mean * mean).max(1e-9);
        let (s0, s1) = (expected_score(elo0), expected_score(elo1));
        f64::from(self.games) * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * var)
    }
}

/// A match played in pairs of games on the same deal with A and B on
/// swapped seats, scored by pairs (the "pentanomial" way of engine
/// testers): the luck of the deal that both games of a pair share cancels
/// out of each pair's points, so the interval and the test, taken over
/// pairs, need fewer games when the deal decides much.
/// (`pairs_that_split_narrow_the_interval` below shows it on 40 games.)
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Pairs {
    /// One entry per finished pair: half the pair's points (0 to 1).
    pub tally: Tally,
    /// Finished pairs by A's points in them: 0, ½, 1, 1½ and 2.
    pub counts: [u32; 5],
    /// A's points in the first game of an unfinished pair.
    pending: Option<f64>,
}

impl Pairs {
    /// Adds one game's points for A; true when it finished a pair.
    pub fn add(&mut self, points: f64) -> bool {
        match self.pending.take() {
            None => {
                self.pending = Some(points);
                false
            }
            Some(first) => {
                let pair = first + points;
                self.tally.add(pair / 2.0);
                self.counts[((pair * 2.0).round() as usize).min(4)] += 1;
                true
            }
        }
    }
}

/// A sequential test of `elo0` against `elo1` with 5 % errors each way.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
}

/// What the test says so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// `elo1` holds (A is at least that much stronger).
    H1,
    /// `elo0` holds.
    H0,
    /// Not decided yet.
    Open,
}

/// The bound of the test: ln((1 − β)/α) with α = β = 5 %.
const BOUND: f64 = 2.944_438_979_166_440_5;

impl Sprt {
    /// Reads `ELO0,ELO1` (ELO0 < ELO1).
    pub fn parse(text: &str) -> Result<Sprt, String> {
        let bad = || format!("expected ELO0,ELO1 with ELO0 < ELO1, got {text:?}");
        let (a, b) = text.split_once(',').ok_or_else(bad)?;
        let elo0: f64 = a.trim().parse().map_err(|_| bad())?;
        let elo1: f64 = b.trim().parse().map_err(|_| bad())?;
        if elo0 >= elo1 || !elo0.is_finite() || !elo1.is_finite() {
            return Err(bad());
        }
        Ok(Sprt { elo0, elo1 })
    }

    /// The verdict on `tally`.
    pub fn verdict(&self, tally: &Tally) -> Verdict {
        let llr = tally.llr(self.elo0, self.elo1);
        if llr >= BOUND {
            Verdict::H1
        } else if llr <= -BOUND {
            Verdict::H0
        } else {
            Verdict::Open
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clean_sweep_has_a_finite_lower_bound() {
        let mut t = Tally::default();
        for _ in 0..6 {
            t.add(1.0);
        }
        let (low, high) = t.one_way_bounds();
        // 6 / (6 + 1.96²) = 0.61: about +77 Elo.
        assert!((low - 77.0).abs() < 2.0, "{low}");
        assert!(high > 1000.0, "{high}");
        let mut lost = Tally::default();
        for _ in 0..20 {
            lost.add(0.0);
        }
        let (low, high) = lost.one_way_bounds();
        assert!(
            low < -1000.0 && (-300.0..-270.0).contains(&high),
            "{low} {high}"
        );
    }

    #[test]
    fn even_scores_are_zero_elo_and_intervals_shrink() {
        let mut t = Tally::default();
        for i in 0..40 {
            t.add(if i % 2 == 0 { 1.0 } else { 0.0 });
        }
        let (e, lo, hi) = t.elo();
        assert!(e.abs() < 1e-9);
        assert!(lo < -100.0 && hi > 100.0, "{lo} {hi}");
        for i in 0..360 {
            t.add(if i % 2 == 0 { 1.0 } else { 0.0 });
        }
        let (_, lo2, hi2) = t.elo();
        assert!(lo2 > lo && hi2 < hi);
        assert_eq!((t.wins, t.draws, t.losses, t.games()), (200, 0, 200, 400));
    }

    #[test]
    fn three_quarters_is_191_elo() {
        assert!((elo_of(0.75) - 190.85).abs() < 0.01);
        assert!((expected_score(elo_of(0.3)) - 0.3).abs() < 1e-12);
    }

    #[test]
    fn sprt_decides_clear_matches_and_waits_on_close_ones() {
        let s = Sprt::parse("0,100").unwrap();
        let mut strong = Tally::default();
        let mut weak = Tally::default();
        for i in 0..60 {
            strong.add(if i % 5 == 0 { 0.0 } else { 1.0 });
            weak.add(if i % 4 == 0 { 1.0 } else { 0.0 });
        }
        assert_eq!(s.verdict(&strong), Verdict::H1);
        assert_eq!(s.verdict(&weak), Verdict::H0);
        // A run of wins only is decided too.
        let mut wins = Tally::default();
        for _ in 0..12 {
            wins.add(1.0);
        }
        assert_eq!(s.verdict(&wins), Verdict::H1);
        let mut short = Tally::default();
        short.add(1.0);
        short.add(0.5);
        assert_eq!(s.verdict(&short), Verdict::Open);
        assert!(Sprt::parse("50,0").is_err());
        assert!(Sprt::parse("x").is_err());
    }

    #[test]
    fn pairs_that_split_narrow_the_interval() {
        // The same 40 games (20 wins, 20 losses for A), once as split
        // pairs (the deal decided) and once unpaired.
        let mut games = Tally::default();
        let mut pairs = Pairs::default();
        let mut finished = 0;
        for i in 0..40 {
            let points = if i % 4 < 2 {
                [1.0, 0.0][i % 2]
            } else {
                [0.0, 1.0][i % 2]
            };
            games.add(points);
            finished += usize::from(pairs.add(points));
        }
        assert_eq!(finished, 20);
        assert_eq!(pairs.counts, [0, 0, 20, 0, 0]);
        assert_eq!(pairs.tally.games(), 20);
        let (e, lo, hi) = pairs.tally.elo();
        assert!(e.abs() < 1e-9 && lo.abs() < 1e-9 && hi.abs() < 1e-9);
        let (_, glo, ghi) = games.elo();
        assert!(glo < -100.0 && ghi > 100.0, "{glo} {ghi}");
        // Pairs that A wins 2 : 0 or 1.5 : 0.5: a clear test verdict.
        let mut strong = Pairs::default();
        for i in 0..40 {
            strong.add(if i % 4 == 3 { 0.5 } else { 1.0 });
        }
        assert_eq!(strong.counts, [0, 0, 0, 10, 10]);
        assert_eq!(
            Sprt::parse("0,100").unwrap().verdict(&strong.tally),
            Verdict::H1
        );
    }
}
