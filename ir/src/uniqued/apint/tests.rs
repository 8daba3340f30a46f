//! Unit and property tests of [`APInt`]: every operation is checked against
//! `u128`/`i128` arithmetic masked to widths 1..=128.

use super::*;
use crate::uniqued::types::Signedness;
use proptest::prelude::*;

fn mask(w: u32) -> u128 {
    if w == 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

fn sx(w: u32, v: u128) -> i128 {
    let s = 128 - w;
    ((v << s) as i128) >> s
}

fn ap(w: u32, v: u128) -> APInt {
    APInt::from_u128(w, v)
}

fn val(a: &APInt) -> u128 {
    a.to_u128().expect("fits u128")
}

fn arb() -> impl Strategy<Value = (u32, u128, u128)> {
    (1u32..=128, any::<u128>(), any::<u128>()).prop_map(|(w, a, b)| (w, a & mask(w), b & mask(w)))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn add_sub_mul_wrap((w, a, b) in arb()) {
        let (x, y) = (ap(w, a), ap(w, b));
        prop_assert_eq!(val(&x.wrapping_add(&y)), a.wrapping_add(b) & mask(w));
        prop_assert_eq!(val(&x.wrapping_sub(&y)), a.wrapping_sub(b) & mask(w));
        prop_assert_eq!(val(&x.wrapping_mul(&y)), a.wrapping_mul(b) & mask(w));
        prop_assert_eq!(val(&x.wrapping_neg()), a.wrapping_neg() & mask(w));
    }

    #[test]
    fn from_i64_truncates_and_sign_extends(w in 0u32..=200, v in any::<i64>()) {
        // Agrees with the general path through i128, including the
        // one-word fast path and width 0.
        prop_assert_eq!(APInt::from_i64(w, v), APInt::from_i128(w, v as i128));
        if (1..=128).contains(&w) {
            prop_assert_eq!(val(&APInt::from_i64(w, v)), (v as i128 as u128) & mask(w));
        }
    }

    #[test]
    fn overflow_flags((w, a, b) in arb()) {
        let (x, y) = (ap(w, a), ap(w, b));
        let (sa, sb) = (sx(w, a), sx(w, b));
        let smin = i128::MIN >> (128 - w);
        let smax = if w == 128 { i128::MAX } else { (1i128 << (w - 1)) - 1 };
        let in_s = |v: Option<i128>| v.is_some_and(|v| v >= smin && v <= smax);
        let in_u = |v: Option<u128>| v.is_some_and(|v| v <= mask(w));
        prop_assert_eq!(x.overflowing_uadd(&y).1, !in_u(a.checked_add(b)));
        prop_assert_eq!(x.overflowing_usub(&y).1, a < b);
        prop_assert_eq!(x.overflowing_umul(&y).1, !in_u(a.checked_mul(b)));
        prop_assert_eq!(x.overflowing_sadd(&y).1, !in_s(sa.checked_add(sb)));
        prop_assert_eq!(x.overflowing_ssub(&y).1, !in_s(sa.checked_sub(sb)));
        prop_assert_eq!(x.overflowing_smul(&y).1, !in_s(sa.checked_mul(sb)));
    }

    #[test]
    #[allow(clippy::manual_checked_ops, reason = "the zero case is what is under test")]
    fn division((w, a, b) in arb()) {
        let (x, y) = (ap(w, a), ap(w, b));
        if b == 0 {
            prop_assert!(x.udiv(&y).is_none() && x.srem(&y).is_none());
        } else {
            prop_assert_eq!(val(&x.udiv(&y).unwrap()), a / b);
            prop_assert_eq!(val(&x.urem(&y).unwrap()), a % b);
            let (sa, sb) = (sx(w, a), sx(w, b));
            prop_assert_eq!(val(&x.sdiv(&y).unwrap()), (sa.wrapping_div(sb) as u128) & mask(w));
            prop_assert_eq!(val(&x.srem(&y).unwrap()), (sa.wrapping_rem(sb) as u128) & mask(w));
        }
    }

    #[test]
    fn logic_and_shifts((w, a, b) in arb(), s in 0u32..140) {
        let (x, y) = (ap(w, a), ap(w, b));
        prop_assert_eq!(val(&x.and(&y)), a & b);
        prop_assert_eq!(val(&x.or(&y)), a | b);
        prop_assert_eq!(val(&x.xor(&y)), a ^ b);
        prop_assert_eq!(val(&x.not()), !a & mask(w));
        let shl = if s >= w { 0 } else { (a << s) & mask(w) };
        let lshr = if s >= w { 0 } else { a >> s };
        let ashr = (sx(w, a) >> s.min(127)) as u128 & mask(w);
        prop_assert_eq!(val(&x.shl(s)), shl);
        prop_assert_eq!(val(&x.lshr(s)), lshr);
        prop_assert_eq!(val(&x.ashr(s)), ashr);
    }

    #[test]
    fn compares_and_counts((w, a, b) in arb()) {
        let (x, y) = (ap(w, a), ap(w, b));
        let (sa, sb) = (sx(w, a), sx(w, b));
        prop_assert_eq!(x.ult(&y), a < b);
        prop_assert_eq!(x.ule(&y), a <= b);
        prop_assert_eq!(x.slt(&y), sa < sb);
        prop_assert_eq!(x.sle(&y), sa <= sb);
        prop_assert_eq!(x.eq_value(&y), a == b);
        prop_assert_eq!(x.count_leading_zeros(), a.leading_zeros() - (128 - w));
        prop_assert_eq!(x.count_trailing_zeros(), a.trailing_zeros().min(w));
        prop_assert_eq!(x.popcount(), a.count_ones());
        prop_assert_eq!(x.to_i128(), Some(sa));
    }

    #[test]
    fn width_changes((w, a, _b) in arb(), to in 1u32..=128) {
        let x = ap(w, a);
        if to <= w {
            prop_assert_eq!(val(&x.trunc(to)), a & mask(to));
        } else {
            prop_assert_eq!(val(&x.zext(to)), a);
            prop_assert_eq!(val(&x.sext(to)), sx(w, a) as u128 & mask(to));
        }
        let wide = x.sext(w + 100);
        prop_assert_eq!(wide.to_i128(), Some(sx(w, a)));
        prop_assert_eq!(wide.trunc(w), x);
    }

    #[test]
    fn literal_parsing((w, a, _b) in arb()) {
        let dec = a.to_string();
        let hex = format!("0x{a:x}");
        prop_assert_eq!(val(&APInt::parse_literal(w, &dec, Signedness::Signless).unwrap()), a);
        prop_assert_eq!(val(&APInt::parse_literal(w, &hex, Signedness::Unsigned).unwrap()), a);
        let s = sx(w, a);
        prop_assert_eq!(val(&APInt::parse_literal(w, &s.to_string(), Signedness::Signed).unwrap()), a);
        prop_assert_eq!(ap(w, a).to_string_signed(), s.to_string());
        prop_assert_eq!(ap(w, a).to_string_unsigned(), a.to_string());
        if w < 128 {
            let over = (mask(w) + 1).to_string();
            prop_assert_eq!(APInt::parse_literal(w, &over, Signedness::Signless), Err(IntLiteralError::OutOfRange));
        }
    }
}

#[test]
fn extremes() {
    for w in [1u32, 7, 64, 65, 128, 300] {
        assert!(APInt::max_unsigned(w).is_max_unsigned());
        assert!(APInt::zero(w).is_min_unsigned());
        assert!(APInt::max_signed(w).is_max_signed());
        assert!(APInt::min_signed(w).is_min_signed());
        assert!(!APInt::max_signed(w).is_min_signed());
        assert_eq!(
            APInt::min_signed(w).wrapping_sub(&APInt::from_u64(w, 1)),
            APInt::max_signed(w)
        );
        let (q, ov) = APInt::min_signed(w)
            .overflowing_sdiv(&APInt::all_ones(w))
            .unwrap();
        assert_eq!(q, APInt::min_signed(w));
        assert!(ov || w == 1);
        assert_eq!(APInt::all_ones(w).count_leading_ones(), w);
    }
    assert_eq!(APInt::zero(0).count_leading_zeros(), 0);
    assert!(APInt::from_u64(8, 1).udiv(&APInt::zero(8)).is_none());
}

#[test]
fn wide_division_and_shifts() {
    // (2^200 + 12345) / 1000 over 256 bits, checked by multiplying back.
    let w = 256;
    let a = APInt::from_u64(w, 1)
        .shl(200)
        .wrapping_add(&APInt::from_u64(w, 12345));
    let d = APInt::from_u64(w, 1000);
    let (q, r) = a.udivrem(&d).unwrap();
    assert_eq!(q.wrapping_mul(&d).wrapping_add(&r), a);
    assert!(r.ult(&d));
    assert_eq!(a.lshr(200).to_u64(), Some(1));
    assert!(APInt::all_ones(w).ashr(255).is_all_ones());
    let big = APInt::min_signed(w).sdiv(&APInt::from_i64(w, -3)).unwrap();
    assert_eq!(
        big.wrapping_mul(&APInt::from_i64(w, -3))
            .wrapping_add(&APInt::min_signed(w).srem(&APInt::from_i64(w, -3)).unwrap()),
        APInt::min_signed(w)
    );
}

#[test]
fn literal_errors_use_mlir_text() {
    use Signedness::*;
    let p = APInt::parse_literal;
    assert_eq!(
        p(8, "256", Signless).unwrap_err().message(),
        "integer constant out of range for attribute"
    );
    assert_eq!(p(8, "255", Signless).unwrap().to_i64(), Some(-1));
    assert_eq!(p(8, "-128", Signless).unwrap().to_i64(), Some(-128));
    assert_eq!(p(8, "-129", Signless), Err(IntLiteralError::OutOfRange));
    assert_eq!(
        p(8, "-1", Unsigned).unwrap_err().message(),
        "negative integer literal not valid for unsigned integer type"
    );
    assert_eq!(p(8, "128", Signed), Err(IntLiteralError::OutOfRange));
    assert_eq!(p(8, "255", Unsigned).unwrap().to_u64(), Some(255));
    assert_eq!(p(8, "0xFF", Signless).unwrap().to_i64(), Some(-1));
    assert_eq!(p(8, "0x100", Signless), Err(IntLiteralError::OutOfRange));
    assert_eq!(p(8, "-0x1", Signless).unwrap().to_i64(), Some(-1));
    assert_eq!(p(0, "1", Signless), Err(IntLiteralError::OutOfRange));
    assert_eq!(p(0, "0", Signless).unwrap(), APInt::zero(0));
    assert_eq!(p(1, "-1", Signless).unwrap().to_u64(), Some(1));
    assert_eq!(p(1, "2", Signless), Err(IntLiteralError::OutOfRange));
    assert_eq!(p(8, "12a", Signless), Err(IntLiteralError::Malformed));
    assert_eq!(p(8, "0x", Signless), Err(IntLiteralError::Malformed));
    let huge = "9".repeat(10_000);
    assert_eq!(p(64, &huge, Signless), Err(IntLiteralError::OutOfRange));
}

#[test]
fn narrow_values_round_trip() {
    assert_eq!(APInt::from_i64(8, -1).to_u64(), Some(255));
    assert_eq!(APInt::from_i64(8, -1).to_i64(), Some(-1));
    assert_eq!(APInt::from_u64(1, 3).to_u64(), Some(1));
    assert_eq!(APInt::from_i64(1, -1).to_string_signed(), "-1");
    assert_eq!(
        APInt::from_i64(64, i64::MIN).to_string_signed(),
        "-9223372036854775808"
    );
}

#[test]
fn wide_values_print_in_decimal() {
    let v = APInt::from_decimal(128, "170141183460469231731687303715884105727").unwrap();
    assert_eq!(
        v.to_string_signed(),
        "170141183460469231731687303715884105727"
    );
    let m = APInt::from_decimal(128, "-170141183460469231731687303715884105728").unwrap();
    assert_eq!(
        m.to_string_signed(),
        "-170141183460469231731687303715884105728"
    );
    assert_eq!(APInt::from_i128(100, -5).to_string_signed(), "-5");
}

#[test]
fn decimal_ranges() {
    assert!(APInt::decimal_fits_signed(8, "127"));
    assert!(!APInt::decimal_fits_signed(8, "128"));
    assert!(APInt::decimal_fits_signed(8, "-128"));
    assert!(!APInt::decimal_fits_signed(8, "-129"));
    assert!(APInt::decimal_fits_unsigned(8, "255"));
    assert!(!APInt::decimal_fits_unsigned(8, "256"));
    assert!(!APInt::decimal_fits_unsigned(
        64,
        "99999999999999999999999999"
    ));
}

#[test]
fn decimal_range_checks_see_huge_wraparounds() {
    // 2^73 + 5 wraps to 5 in 9 bits and in 73 bits alike; it still does
    // not fit 8 bits.
    let text = "9444732965739290427397";
    assert!(!APInt::decimal_fits_signed(8, text));
    assert!(!APInt::decimal_fits_unsigned(8, text));
    assert!(!APInt::decimal_fits_signed(8, "0x1"));
    assert_eq!(APInt::from_decimal(8, "300").unwrap().to_u64(), Some(44));
    assert_eq!(APInt::from_decimal(8, "-1").unwrap().to_u64(), Some(255));
    assert_eq!(APInt::from_decimal(8, "1x"), None);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Literals are read a word's worth of digits at a time: every length
    /// (group boundaries included) agrees with `u128` arithmetic.
    #[test]
    fn literals_of_any_length_read_exactly(w in 1u32..=128, v in any::<u128>(), hex in any::<bool>()) {
        let text = if hex { format!("0x{v:X}") } else { v.to_string() };
        let fits = w == 128 || v >> w == 0;
        match APInt::parse_unsigned(w, &text) {
            Ok(a) => prop_assert_eq!(val(&a), v),
            Err(e) => {
                prop_assert!(!fits, "{} in {} bits: {:?}", text, w, e);
                prop_assert_eq!(e, IntLiteralError::OutOfRange);
            }
        }
        if fits {
            prop_assert!(APInt::parse_unsigned(w, &text).is_ok());
        }
        if !hex {
            prop_assert_eq!(val(&APInt::from_decimal(w, &text).unwrap()), v & mask(w));
        }
    }
}

#[test]
fn decimal_wraparound_across_digit_groups() {
    // 10^25 needs two groups of 19 digits; it wraps modulo 2^64.
    let ten25 = 10u128.pow(25);
    let text = format!("1{}", "0".repeat(25));
    assert_eq!(
        APInt::from_decimal(64, &text).unwrap().to_u64(),
        Some(ten25 as u64)
    );
    assert_eq!(
        APInt::from_decimal(128, &text).unwrap().to_u128(),
        Some(ten25)
    );
}

/// A literal of 43,000 digits in the widest integer type: reading and
/// printing cost the literal's size, not its length times the type's
/// 262,144 words (which took minutes). The bound is loose on purpose; the
/// work takes a small fraction of it.
#[test]
fn long_literals_in_the_widest_type_are_fast() {
    let start = std::time::Instant::now();
    let width = (1 << 24) - 1;
    let digits = "9".repeat(43_000);
    let v = APInt::parse_literal(width, &digits, Signedness::Signless).unwrap();
    assert_eq!(v.to_string_unsigned(), digits);
    let neg = APInt::parse_literal(width, &format!("-{digits}"), Signedness::Signed).unwrap();
    assert_eq!(neg.to_string_signed(), format!("-{digits}"));
    let hex = format!("0x{}", "F".repeat(30_000));
    assert_eq!(
        APInt::parse_unsigned(width, &hex).unwrap().active_bits(),
        120_000
    );
    assert_eq!(APInt::from_decimal(width, &digits).unwrap(), v);
    // Too long for the type: rejected by its length, or on the word that
    // overflows, not after reading the rest.
    let mut over = "9".repeat(5_050_500);
    assert_eq!(
        APInt::parse_unsigned(width, &over),
        Err(IntLiteralError::OutOfRange)
    );
    let mut mixed = core::mem::take(&mut over);
    mixed.push('x');
    assert_eq!(
        APInt::parse_unsigned(width, &mixed),
        Err(IntLiteralError::Malformed)
    );
    assert_eq!(
        APInt::parse_unsigned(64, &format!("{}1", "0".repeat(1_000_000))),
        Ok(APInt::from_u64(64, 1))
    );
    assert!(
        start.elapsed() < std::time::Duration::from_secs(5),
        "took {:?}",
        start.elapsed()
    );
}
