//! Wrapping arithmetic, bitwise logic, shifts, comparisons and width changes
//! on [`APInt`], with LLVM `APInt`'s semantics.
//!
//! Every operation works on the little-endian word vector and re-clears the
//! bits above the width, so results stay canonical (equal values, equal
//! words). Both operands of a binary operation must have the same width, as
//! in LLVM, where a mismatch is an assertion failure; here it is a panic
//! documented on each method, since it is a bug in the caller, not bad input.
//! Division is schoolbook shift-and-subtract on words: the widths folding
//! sees are small, and a Knuth division was rejected as more code than the
//! use warrants. Division by zero yields `None` instead of trapping.

use super::{APInt, words_for};
use core::cmp::Ordering;
use smallvec::SmallVec;

impl APInt {
    fn same_width(&self, rhs: &APInt) {
        assert_eq!(
            self.width, rhs.width,
            "APInt operands must have the same bit width"
        );
    }

    fn with_words(width: u32, words: SmallVec<[u64; 1]>) -> APInt {
        let mut a = APInt { width, words };
        a.clear_unused();
        a
    }

    /// All ones (`-1`) of `width` bits.
    pub fn all_ones(width: u32) -> APInt {
        APInt::with_words(width, SmallVec::from_elem(u64::MAX, words_for(width)))
    }

    /// The largest unsigned value of `width` bits (all ones).
    pub fn max_unsigned(width: u32) -> APInt {
        APInt::all_ones(width)
    }

    /// The largest signed value of `width` bits (`0111...`).
    pub fn max_signed(width: u32) -> APInt {
        let mut a = APInt::all_ones(width);
        if width > 0 {
            a.set_bit(width - 1, false);
        }
        a
    }

    /// The smallest signed value of `width` bits (`1000...`).
    pub fn min_signed(width: u32) -> APInt {
        let mut a = APInt::zero(width);
        if width > 0 {
            a.set_bit(width - 1, true);
        }
        a
    }

    /// Sets or clears bit `i`; bits at or above the width are ignored.
    pub fn set_bit(&mut self, i: u32, v: bool) {
        if i >= self.width {
            return;
        }
        let w = &mut self.words[(i / 64) as usize];
        if v {
            *w |= 1u64 << (i % 64);
        } else {
            *w &= !(1u64 << (i % 64));
        }
    }

    /// Wrapping addition. Panics if the widths differ.
    pub fn wrapping_add(&self, rhs: &APInt) -> APInt {
        self.overflowing_uadd(rhs).0
    }

    /// Wrapping subtraction. Panics if the widths differ.
    pub fn wrapping_sub(&self, rhs: &APInt) -> APInt {
        self.overflowing_usub(rhs).0
    }

    /// Wrapping multiplication. Panics if the widths differ.
    pub fn wrapping_mul(&self, rhs: &APInt) -> APInt {
        self.same_width(rhs);
        let n = self.words.len();
        let mut out: SmallVec<[u64; 1]> = SmallVec::from_elem(0, n);
        for i in 0..n {
            let mut carry: u128 = 0;
            let a = self.words[i] as u128;
            if a == 0 {
                continue;
            }
            for j in 0..n - i {
                let cur = out[i + j] as u128 + a * rhs.words[j] as u128 + carry;
                out[i + j] = cur as u64;
                carry = cur >> 64;
            }
        }
        APInt::with_words(self.width, out)
    }

    /// The sum and whether it overflowed read as unsigned (LLVM `uadd_ov`).
    pub fn overflowing_uadd(&self, rhs: &APInt) -> (APInt, bool) {
        self.same_width(rhs);
        let mut out = self.words.clone();
        let mut carry = false;
        for (o, r) in out.iter_mut().zip(&rhs.words) {
            let (s1, c1) = o.overflowing_add(*r);
            let (s2, c2) = s1.overflowing_add(carry as u64);
            *o = s2;
            carry = c1 || c2;
        }
        let rem = self.width % 64;
        // The carry out of the width is either the word carry (full last
        // word) or the bit just above the width in the last word.
        let overflow = if rem == 0 {
            carry
        } else {
            (out[out.len() - 1] >> rem) & 1 == 1
        };
        (
            APInt::with_words(self.width, out),
            overflow && self.width > 0,
        )
    }

    /// The sum and whether it overflowed read as signed (LLVM `sadd_ov`).
    pub fn overflowing_sadd(&self, rhs: &APInt) -> (APInt, bool) {
        let r = self.wrapping_add(rhs);
        let ov = self.is_negative() == rhs.is_negative() && r.is_negative() != self.is_negative();
        (r, ov)
    }

    /// The difference and whether it borrowed read as unsigned (`usub_ov`).
    pub fn overflowing_usub(&self, rhs: &APInt) -> (APInt, bool) {
        self.same_width(rhs);
        let mut out = self.words.clone();
        let mut borrow = false;
        for (o, r) in out.iter_mut().zip(&rhs.words) {
            let (s1, b1) = o.overflowing_sub(*r);
            let (s2, b2) = s1.overflowing_sub(borrow as u64);
            *o = s2;
            borrow = b1 || b2;
        }
        (APInt::with_words(self.width, out), self.ult(rhs))
    }

    /// The difference and whether it overflowed read as signed (`ssub_ov`).
    pub fn overflowing_ssub(&self, rhs: &APInt) -> (APInt, bool) {
        let r = self.wrapping_sub(rhs);
        let ov = self.is_negative() != rhs.is_negative() && r.is_negative() != self.is_negative();
        (r, ov)
    }

    /// The product and whether it overflowed read as unsigned (`umul_ov`).
    pub fn overflowing_umul(&self, rhs: &APInt) -> (APInt, bool) {
        self.same_width(rhs);
        let wide = self
            .zext(self.width * 2)
            .wrapping_mul(&rhs.zext(self.width * 2));
        let r = wide.trunc(self.width);
        let ov = wide.lshr(self.width).is_zero();
        (r, !ov)
    }

    /// The product and whether it overflowed read as signed (`smul_ov`).
    pub fn overflowing_smul(&self, rhs: &APInt) -> (APInt, bool) {
        self.same_width(rhs);
        let wide = self
            .sext(self.width * 2)
            .wrapping_mul(&rhs.sext(self.width * 2));
        let r = wide.trunc(self.width);
        let ov = r.sext(self.width * 2) != wide;
        (r, ov)
    }

    /// Unsigned quotient and remainder; `None` when `rhs` is zero.
    pub fn udivrem(&self, rhs: &APInt) -> Option<(APInt, APInt)> {
        self.same_width(rhs);
        if rhs.is_zero() {
            return None;
        }
        if self.words.len() == 1 {
            let (a, b) = (self.words[0], rhs.words[0]);
            return Some((
                APInt::from_u64(self.width, a / b),
                APInt::from_u64(self.width, a % b),
            ));
        }
        if self.words.len() == 2 {
            let a = self.words[0] as u128 | (self.words[1] as u128) << 64;
            let b = rhs.words[0] as u128 | (rhs.words[1] as u128) << 64;
            let (q, r) = (a / b, a % b);
            return Some((
                APInt::from_words(self.width, &[q as u64, (q >> 64) as u64]),
                APInt::from_words(self.width, &[r as u64, (r >> 64) as u64]),
            ));
        }
        let mut q = APInt::zero(self.width);
        let mut r = APInt::zero(self.width);
        let top = self.width - self.count_leading_zeros();
        for i in (0..top).rev() {
            // r = (r << 1) | bit i; r < rhs before the shift, so no bit is lost
            // unless rhs uses the top bit, which the compare below handles.
            let carried = r.is_negative();
            r = r.shl(1);
            r.set_bit(0, self.bit(i));
            if carried || r.uge(rhs) {
                r = r.wrapping_sub(rhs);
                q.set_bit(i, true);
            }
        }
        Some((q, r))
    }

    /// Unsigned division; `None` when `rhs` is zero.
    pub fn udiv(&self, rhs: &APInt) -> Option<APInt> {
        self.udivrem(rhs).map(|(q, _)| q)
    }

    /// Unsigned remainder; `None` when `rhs` is zero.
    pub fn urem(&self, rhs: &APInt) -> Option<APInt> {
        self.udivrem(rhs).map(|(_, r)| r)
    }

    fn abs_wrapping(&self) -> APInt {
        if self.is_negative() {
            self.wrapping_neg()
        } else {
            self.clone()
        }
    }

    /// Signed division rounding toward zero; `None` when `rhs` is zero.
    /// `MIN / -1` wraps to `MIN`, as LLVM's `sdiv` does.
    pub fn sdiv(&self, rhs: &APInt) -> Option<APInt> {
        let (q, _) = self.abs_wrapping().udivrem(&rhs.abs_wrapping())?;
        Some(if self.is_negative() != rhs.is_negative() {
            q.wrapping_neg()
        } else {
            q
        })
    }

    /// Signed remainder, with the sign of the dividend; `None` when `rhs` is zero.
    pub fn srem(&self, rhs: &APInt) -> Option<APInt> {
        let (_, r) = self.abs_wrapping().udivrem(&rhs.abs_wrapping())?;
        Some(if self.is_negative() {
            r.wrapping_neg()
        } else {
            r
        })
    }

    /// Signed division that also reports overflow (`MIN / -1`), as `sdiv_ov`.
    pub fn overflowing_sdiv(&self, rhs: &APInt) -> Option<(APInt, bool)> {
        let q = self.sdiv(rhs)?;
        let ov = self.is_min_signed() && rhs.is_all_ones() && self.width > 0;
        Some((q, ov))
    }

    fn zip_words(&self, rhs: &APInt, f: impl Fn(u64, u64) -> u64) -> APInt {
        self.same_width(rhs);
        let out = self
            .words
            .iter()
            .zip(&rhs.words)
            .map(|(a, b)| f(*a, *b))
            .collect();
        APInt::with_words(self.width, out)
    }

    /// Bitwise and.
    pub fn and(&self, rhs: &APInt) -> APInt {
        self.zip_words(rhs, |a, b| a & b)
    }

    /// Bitwise or.
    pub fn or(&self, rhs: &APInt) -> APInt {
        self.zip_words(rhs, |a, b| a | b)
    }

    /// Bitwise exclusive or.
    pub fn xor(&self, rhs: &APInt) -> APInt {
        self.zip_words(rhs, |a, b| a ^ b)
    }

    /// Bitwise complement.
    pub fn not(&self) -> APInt {
        APInt::with_words(self.width, self.words.iter().map(|w| !w).collect())
    }

    /// Shift left; amounts at or above the width give zero.
    pub fn shl(&self, amount: u32) -> APInt {
        if amount >= self.width {
            return APInt::zero(self.width);
        }
        let (ws, bs) = ((amount / 64) as usize, amount % 64);
        let n = self.words.len();
        let mut out: SmallVec<[u64; 1]> = SmallVec::from_elem(0, n);
        for i in ws..n {
            let lo = self.words[i - ws];
            out[i] = lo << bs;
            if bs != 0 && i > ws {
                out[i] |= self.words[i - ws - 1] >> (64 - bs);
            }
        }
        APInt::with_words(self.width, out)
    }

    fn shr_fill(&self, amount: u32, fill: u64) -> APInt {
        let n = self.words.len();
        // Materialise the fill above the width so the shift brings it in.
        let mut src = self.words.clone();
        let rem = self.width % 64;
        if rem != 0 && fill != 0 {
            src[n - 1] |= !((1u64 << rem) - 1);
        }
        let (ws, bs) = ((amount / 64) as usize, amount % 64);
        let get = |i: usize| src.get(i).copied().unwrap_or(fill);
        let out = (0..n)
            .map(|i| {
                let lo = get(i + ws);
                if bs == 0 {
                    lo
                } else {
                    (lo >> bs) | (get(i + ws + 1) << (64 - bs))
                }
            })
            .collect();
        APInt::with_words(self.width, out)
    }

    /// Logical shift right; amounts at or above the width give zero.
    pub fn lshr(&self, amount: u32) -> APInt {
        if amount >= self.width {
            return APInt::zero(self.width);
        }
        self.shr_fill(amount, 0)
    }

    /// Arithmetic shift right; amounts at or above the width give all sign bits.
    pub fn ashr(&self, amount: u32) -> APInt {
        let fill = if self.is_negative() { u64::MAX } else { 0 };
        if amount >= self.width {
            return APInt::with_words(self.width, SmallVec::from_elem(fill, self.words.len()));
        }
        self.shr_fill(amount, fill)
    }

    /// Unsigned comparison.
    pub fn ucmp(&self, rhs: &APInt) -> Ordering {
        self.same_width(rhs);
        super::ucmp(self, rhs)
    }

    /// Signed comparison.
    pub fn scmp(&self, rhs: &APInt) -> Ordering {
        match (self.is_negative(), rhs.is_negative()) {
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            _ => self.ucmp(rhs),
        }
    }

    /// Unsigned `<`.
    pub fn ult(&self, rhs: &APInt) -> bool {
        self.ucmp(rhs) == Ordering::Less
    }

    /// Unsigned `<=`.
    pub fn ule(&self, rhs: &APInt) -> bool {
        self.ucmp(rhs) != Ordering::Greater
    }

    /// Unsigned `>=`.
    pub fn uge(&self, rhs: &APInt) -> bool {
        self.ucmp(rhs) != Ordering::Less
    }

    /// Unsigned `>`.
    pub fn ugt(&self, rhs: &APInt) -> bool {
        self.ucmp(rhs) == Ordering::Greater
    }

    /// Signed `<`.
    pub fn slt(&self, rhs: &APInt) -> bool {
        self.scmp(rhs) == Ordering::Less
    }

    /// Signed `<=`.
    pub fn sle(&self, rhs: &APInt) -> bool {
        self.scmp(rhs) != Ordering::Greater
    }

    /// Signed `>`.
    pub fn sgt(&self, rhs: &APInt) -> bool {
        self.scmp(rhs) == Ordering::Greater
    }

    /// Signed `>=`.
    pub fn sge(&self, rhs: &APInt) -> bool {
        self.scmp(rhs) != Ordering::Less
    }

    /// Equality (same as `==`; widths must match).
    pub fn eq_value(&self, rhs: &APInt) -> bool {
        self.same_width(rhs);
        self == rhs
    }

    /// Keeps the low `width` bits; `width` must not exceed the current width.
    pub fn trunc(&self, width: u32) -> APInt {
        assert!(width <= self.width, "trunc to a wider type");
        APInt::from_words(width, &self.words)
    }

    /// Zero-extends to `width` bits, which must not be narrower.
    pub fn zext(&self, width: u32) -> APInt {
        assert!(width >= self.width, "zext to a narrower type");
        APInt::from_words(width, &self.words)
    }

    /// Sign-extends to `width` bits, which must not be narrower.
    pub fn sext(&self, width: u32) -> APInt {
        assert!(width >= self.width, "sext to a narrower type");
        if !self.is_negative() {
            return self.zext(width);
        }
        let mut out: SmallVec<[u64; 1]> = SmallVec::from_elem(u64::MAX, words_for(width));
        out[..self.words.len()].copy_from_slice(&self.words);
        let rem = self.width % 64;
        if rem != 0 {
            out[self.words.len() - 1] |= !((1u64 << rem) - 1);
        }
        APInt::with_words(width, out)
    }

    /// Truncates or zero-extends to `width`.
    pub fn zext_or_trunc(&self, width: u32) -> APInt {
        APInt::from_words(width, &self.words)
    }

    /// Truncates or sign-extends to `width`.
    pub fn sext_or_trunc(&self, width: u32) -> APInt {
        if width <= self.width {
            self.trunc(width)
        } else {
            self.sext(width)
        }
    }

    /// Number of zero bits above the most significant one (the width when zero).
    pub fn count_leading_zeros(&self) -> u32 {
        let n = self.words.len();
        let unused = n as u32 * 64 - self.width;
        for i in (0..n).rev() {
            if self.words[i] != 0 {
                return (n - 1 - i) as u32 * 64 + self.words[i].leading_zeros() - unused;
            }
        }
        self.width
    }

    /// Number of one bits above the most significant zero.
    pub fn count_leading_ones(&self) -> u32 {
        self.not().count_leading_zeros()
    }

    /// Number of zero bits below the least significant one (the width when zero).
    pub fn count_trailing_zeros(&self) -> u32 {
        for (i, w) in self.words.iter().enumerate() {
            if *w != 0 {
                return (i as u32 * 64 + w.trailing_zeros()).min(self.width);
            }
        }
        self.width
    }

    /// Number of one bits below the least significant zero.
    pub fn count_trailing_ones(&self) -> u32 {
        self.not().count_trailing_zeros()
    }

    /// Number of one bits.
    pub fn popcount(&self) -> u32 {
        self.words.iter().map(|w| w.count_ones()).sum()
    }

    /// Bits needed to hold the unsigned value (LLVM `getActiveBits`).
    pub fn active_bits(&self) -> u32 {
        self.width - self.count_leading_zeros()
    }

    /// Whether every bit is one.
    pub fn is_all_ones(&self) -> bool {
        self.popcount() == self.width
    }

    /// Whether this is the largest unsigned value.
    pub fn is_max_unsigned(&self) -> bool {
        self.is_all_ones()
    }

    /// Whether this is the smallest unsigned value (zero).
    pub fn is_min_unsigned(&self) -> bool {
        self.is_zero()
    }

    /// Whether this is the largest signed value.
    pub fn is_max_signed(&self) -> bool {
        self.width > 0 && !self.is_negative() && self.popcount() == self.width - 1
    }

    /// Whether this is the smallest signed value.
    pub fn is_min_signed(&self) -> bool {
        self.width > 0 && self.is_negative() && self.popcount() == 1
    }

    /// Whether this is one.
    pub fn is_one(&self) -> bool {
        self.width > 0 && self.words[0] == 1 && self.words[1..].iter().all(|&w| w == 0)
    }

    /// Whether this is a power of two read as unsigned.
    pub fn is_power_of_two(&self) -> bool {
        self.popcount() == 1
    }
}
