//! The little floating-point maths MCTS needs, written out so that the crate
//! stays `no_std` and every platform computes bit-identical values (only
//! IEEE-754 basic operations, which are exactly rounded everywhere).

/// Natural logarithm of a positive, finite `x` (about 1e-12 relative error).
pub(crate) fn ln(x: f64) -> f64 {
    if x <= 0.0 {
        return f64::NEG_INFINITY;
    }
    // x = m * 2^e with m in [1, 2).
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64;
    if exp == 0 {
        // Subnormal: scale up first.
        return ln(x * (1u64 << 54) as f64) - 54.0 * core::f64::consts::LN_2;
    }
    let e = exp - 1023;
    let m = f64::from_bits((bits & ((1u64 << 52) - 1)) | (1023u64 << 52));
    // ln m = 2 atanh(s), s = (m - 1) / (m + 1) in [0, 1/3).
    let s = (m - 1.0) / (m + 1.0);
    let s2 = s * s;
    let mut term = s;
    let mut sum = 0.0;
    let mut k = 1.0;
    while k < 40.0 {
        sum += term / k;
        term *= s2;
        k += 2.0;
    }
    e as f64 * core::f64::consts::LN_2 + 2.0 * sum
}

/// `ln` of whole counts, each computed once and kept: UCB1 takes the
/// logarithm of a visit count for every child it weighs, and [`ln`]'s
/// series was some 7 % of an information-set search. Bit-identical to
/// `ln(n as f64)`.
#[derive(Clone, Debug, Default)]
pub(crate) struct CountLn {
    /// `table[n]`: `ln(n)`, or NaN while not yet computed.
    table: alloc::vec::Vec<f64>,
}

impl CountLn {
    /// Counts from here on are computed each time (a table this long is
    /// 2 MiB).
    const KEPT: usize = 1 << 18;

    /// `ln(n)`.
    pub(crate) fn get(&mut self, n: u32) -> f64 {
        let i = n as usize;
        if i >= Self::KEPT {
            return ln(f64::from(n));
        }
        if i >= self.table.len() {
            self.table
                .resize((i + 1).next_power_of_two().min(Self::KEPT), f64::NAN);
        }
        let kept = self.table[i];
        if kept.is_nan() {
            let v = ln(f64::from(n));
            self.table[i] = v;
            v
        } else {
            kept
        }
    }
}

/// Square root of a non-negative, finite `x` (Newton's method, correct to
/// the last bit or two).
pub(crate) fn sqrt(x: f64) -> f64 {
    if x <= 0.0 {
        return 0.0;
    }
    // Halving the exponent gives a start within a factor of two.
    let mut y = f64::from_bits((x.to_bits() >> 1) + (1023u64 << 51));
    for _ in 0..6 {
        y = 0.5 * (y + x / y);
    }
    y
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ln_and_sqrt_match_std() {
        for &x in &[
            1e-300,
            1e-5,
            0.3,
            1.0,
            2.0,
            core::f64::consts::E,
            10.0,
            12345.678,
            1e300,
        ] {
            let l = ln(x);
            assert!(
                (l - x.ln()).abs() <= 1e-10 * x.ln().abs().max(1.0),
                "ln {x}: {l}"
            );
            let s = sqrt(x);
            assert!((s - x.sqrt()).abs() <= 1e-12 * x.sqrt(), "sqrt {x}: {s}");
        }
        assert_eq!(sqrt(0.0), 0.0);
    }

    #[test]
    fn count_ln_is_ln_bit_for_bit() {
        let mut counts = CountLn::default();
        // Out of order, repeated, past the table's end.
        for n in [
            0u32,
            1,
            2,
            3,
            1000,
            7,
            2,
            1 << 18,
            (1 << 18) - 1,
            u32::MAX,
            1000,
        ] {
            assert_eq!(counts.get(n).to_bits(), ln(f64::from(n)).to_bits(), "{n}");
        }
    }
}
