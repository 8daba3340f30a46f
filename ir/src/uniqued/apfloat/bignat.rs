//! A minimal unsigned big integer for exact decimal <-> binary conversion.
//!
//! Converting `0.1` to `f16` exactly, or printing every digit of an `f128`
//! denormal, needs integers of tens of thousands of bits, but only a handful
//! of operations: multiply by a small number or a power of five, shifts,
//! compare, subtract, and division by ten (printing) or by a power of five
//! yielding a short quotient (parsing). [`crate::APInt`] was rejected for this
//! because it is fixed-width and divides bit by bit, which is far too slow
//! for the digit loop; a bignum crate was rejected as a dependency for five
//! small routines.

use core::cmp::Ordering;

/// A natural number in little-endian 64-bit words, without high zero words.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub(crate) struct BigNat {
    words: Vec<u64>,
}

impl BigNat {
    pub(crate) fn from_u128(v: u128) -> BigNat {
        let mut n = BigNat {
            words: vec![v as u64, (v >> 64) as u64],
        };
        n.trim();
        n
    }

    fn trim(&mut self) {
        while self.words.last() == Some(&0) {
            self.words.pop();
        }
    }

    pub(crate) fn is_zero(&self) -> bool {
        self.words.is_empty()
    }

    /// Number of significant bits (0 for zero).
    pub(crate) fn bit_len(&self) -> u64 {
        match self.words.last() {
            None => 0,
            Some(&top) => (self.words.len() as u64 - 1) * 64 + 64 - top.leading_zeros() as u64,
        }
    }

    pub(crate) fn bit(&self, i: u64) -> bool {
        self.words
            .get((i / 64) as usize)
            .is_some_and(|w| (w >> (i % 64)) & 1 == 1)
    }

    /// Whether any bit below `i` is set.
    pub(crate) fn any_below(&self, i: u64) -> bool {
        let full = (i / 64) as usize;
        if self.words.iter().take(full).any(|&w| w != 0) {
            return true;
        }
        let rem = i % 64;
        rem != 0
            && self
                .words
                .get(full)
                .is_some_and(|w| w & ((1u64 << rem) - 1) != 0)
    }

    /// The low 128 bits.
    pub(crate) fn low_u128(&self) -> u128 {
        let lo = self.words.first().copied().unwrap_or(0) as u128;
        let hi = self.words.get(1).copied().unwrap_or(0) as u128;
        hi << 64 | lo
    }

    /// `self * m + a` in place.
    pub(crate) fn mul_add_small(&mut self, m: u64, a: u64) {
        let mut carry = a as u128;
        for w in self.words.iter_mut() {
            let cur = *w as u128 * m as u128 + carry;
            *w = cur as u64;
            carry = cur >> 64;
        }
        if carry != 0 {
            self.words.push(carry as u64);
        }
        self.trim();
    }

    pub(crate) fn mul(&self, rhs: &BigNat) -> BigNat {
        if self.is_zero() || rhs.is_zero() {
            return BigNat::default();
        }
        let mut out = vec![0u64; self.words.len() + rhs.words.len()];
        for (i, &a) in self.words.iter().enumerate() {
            let mut carry = 0u128;
            for (j, &b) in rhs.words.iter().enumerate() {
                let cur = out[i + j] as u128 + a as u128 * b as u128 + carry;
                out[i + j] = cur as u64;
                carry = cur >> 64;
            }
            out[i + rhs.words.len()] = carry as u64;
        }
        let mut n = BigNat { words: out };
        n.trim();
        n
    }

    /// `5^k`, by repeated squaring.
    pub(crate) fn pow5(k: u64) -> BigNat {
        let mut result = BigNat::from_u128(1);
        let mut base = BigNat::from_u128(5);
        let mut k = k;
        while k > 0 {
            if k & 1 == 1 {
                result = result.mul(&base);
            }
            k >>= 1;
            if k > 0 {
                base = base.mul(&base);
            }
        }
        result
    }

    pub(crate) fn shl(&self, s: u64) -> BigNat {
        if self.is_zero() {
            return BigNat::default();
        }
        let (ws, bs) = ((s / 64) as usize, (s % 64) as u32);
        let mut out = vec![0u64; self.words.len() + ws + 1];
        for (i, &w) in self.words.iter().enumerate() {
            out[i + ws] |= w << bs;
            if bs != 0 {
                out[i + ws + 1] |= w >> (64 - bs);
            }
        }
        let mut n = BigNat { words: out };
        n.trim();
        n
    }

    pub(crate) fn shr(&self, s: u64) -> BigNat {
        let (ws, bs) = ((s / 64) as usize, (s % 64) as u32);
        if ws >= self.words.len() {
            return BigNat::default();
        }
        let src = &self.words[ws..];
        let mut out: Vec<u64> = (0..src.len())
            .map(|i| {
                let lo = src[i] >> bs;
                let hi = if bs != 0 {
                    src.get(i + 1).map_or(0, |w| w << (64 - bs))
                } else {
                    0
                };
                lo | hi
            })
            .collect();
        while out.last() == Some(&0) {
            out.pop();
        }
        BigNat { words: out }
    }

    pub(crate) fn cmp(&self, rhs: &BigNat) -> Ordering {
        self.words.len().cmp(&rhs.words.len()).then_with(|| {
            for (a, b) in self.words.iter().rev().zip(rhs.words.iter().rev()) {
                if a != b {
                    return a.cmp(b);
                }
            }
            Ordering::Equal
        })
    }

    pub(crate) fn add(&self, rhs: &BigNat) -> BigNat {
        let n = self.words.len().max(rhs.words.len());
        let mut out = Vec::with_capacity(n + 1);
        let mut carry = false;
        for i in 0..n {
            let a = self.words.get(i).copied().unwrap_or(0);
            let b = rhs.words.get(i).copied().unwrap_or(0);
            let (s1, c1) = a.overflowing_add(b);
            let (s2, c2) = s1.overflowing_add(carry as u64);
            out.push(s2);
            carry = c1 || c2;
        }
        out.push(carry as u64);
        let mut r = BigNat { words: out };
        r.trim();
        r
    }

    /// The words, least significant first.
    pub(crate) fn words(&self) -> &[u64] {
        &self.words
    }

    /// `self - rhs`; `rhs` must not be larger.
    pub(crate) fn sub(&self, rhs: &BigNat) -> BigNat {
        let mut out = self.words.clone();
        let mut borrow = false;
        for (i, o) in out.iter_mut().enumerate() {
            let r = rhs.words.get(i).copied().unwrap_or(0);
            let (s1, b1) = o.overflowing_sub(r);
            let (s2, b2) = s1.overflowing_sub(borrow as u64);
            *o = s2;
            borrow = b1 || b2;
        }
        let mut n = BigNat { words: out };
        n.trim();
        n
    }

    /// Quotient and remainder by a small divisor, in place on the quotient.
    pub(crate) fn divrem_small(&mut self, d: u64) -> u64 {
        let mut rem = 0u128;
        for w in self.words.iter_mut().rev() {
            let cur = rem << 64 | *w as u128;
            *w = (cur / d as u128) as u64;
            rem = cur % d as u128;
        }
        self.trim();
        rem as u64
    }

    /// Quotient and whether the remainder is non-zero (see
    /// [`BigNat::div_rem`]).
    pub(crate) fn div_rem_nonzero(&self, d: &BigNat) -> (BigNat, bool) {
        let (q, rem) = self.div_rem(d);
        (q, !rem.is_zero())
    }

    /// Quotient and remainder, by restoring binary long division over the
    /// quotient bits (the quotients needed here are short even when the
    /// operands are long).
    pub(crate) fn div_rem(&self, d: &BigNat) -> (BigNat, BigNat) {
        if self.cmp(d) == Ordering::Less {
            return (BigNat::default(), self.clone());
        }
        let qbits = self.bit_len() - d.bit_len() + 1;
        let mut rem = self.clone();
        let mut q = vec![0u64; qbits.div_ceil(64) as usize];
        for i in (0..qbits).rev() {
            let t = d.shl(i);
            if rem.cmp(&t) != Ordering::Less {
                rem = rem.sub(&t);
                q[(i / 64) as usize] |= 1u64 << (i % 64);
            }
        }
        let mut q = BigNat { words: q };
        q.trim();
        (q, rem)
    }
}
