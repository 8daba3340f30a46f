//! Tests of the float semantics: encodings of every kind, exact decimal
//! parsing against Rust's correctly rounded parser, and MLIR's printed text
//! for values checked against `mlir-opt` 22.

use super::*;
use proptest::prelude::*;

fn lit(kind: FloatKind, text: &str) -> u128 {
    let (neg, t) = match text.strip_prefix('-') {
        Some(t) => (true, t),
        None => (false, text),
    };
    parse_mlir_float_literal(kind, t, neg).unwrap().0
}

#[test]
fn mlir_printed_text_matches_mlir_opt() {
    use FloatKind::*;
    let cases: &[(FloatKind, &str, &str)] = &[
        (F16, "0.1", "9.997550e-02"),
        (F128, "1.1", "1.10000000000000008881784197001252323"),
        (F32, "0.1", "1.000000e-01"),
        (F16, "1.0e10", "0x7C00"),
        (F32, "3.0e38", "3.000000e+38"),
        (F16, "1.0e-10", "0.000000e+00"),
        (F8E4M3FN, "100.0", "9.600000e+01"),
        (F8E4M3FN, "1000.0", "0x7F"),
        (BF16, "0.1", "1.000980e-01"),
        (F80, "1.1", "1.10000000000000008882"),
        (F8E8M0FNU, "2.0", "2.000000e+00"),
        (F64, "1.0e308", "1.000000e+308"),
        (F64, "4.9406564584124654e-324", "4.940660e-324"),
        (F16, "1.00048828125", "1.000000e+00"),
        (F32, "0.333333333333", "0.333333343"),
        (F4E2M1FN, "100.0", "6.000000e+00"),
        (F8E8M0FNU, "0.0", "5.877470e-39"),
        (F8E8M0FNU, "1.0e-50", "5.877470e-39"),
        (F8E8M0FNU, "3.0", "4.000000e+00"),
        (F8E8M0FNU, "6.0", "8.000000e+00"),
        (F16, "-0.0", "-0.000000e+00"),
        (F8E4M3FNUZ, "1.0e-10", "0.000000e+00"),
        (F8E4M3FNUZ, "-0.0", "0.000000e+00"),
        (F4E2M1FN, "0.25", "0.000000e+00"),
        (F6E3M2FN, "1.0e5", "2.800000e+01"),
        (F16, "6.0e-08", "5.960460e-08"),
        (F64, "1.0e400", "0x7FF0000000000000"),
        (F8E4M3FN, "-1.0e400", "0xFF"),
        (F8E4M3FNUZ, "-1.0e400", "0x80"),
        (F8E8M0FNU, "1.0e400", "0xFF"),
        (F64, "123456789.0", "0x419D6F3454000000"),
        (F64, "1.2345678e-300", "1.2345677999999999E-300"),
        (F32, "1234567.0", "0x4996B438"),
        (F64, "100000000.0", "1.000000e+08"),
        (F64, "1.0e20", "1.000000e+20"),
    ];
    for &(k, text, want) in cases {
        assert_eq!(
            mlir_float_text(k, lit(k, text)),
            want,
            "{text} : {}",
            k.keyword()
        );
    }
    let hex: &[(FloatKind, u128, &str)] = &[
        (F16, 0x7E00, "0x7E00"),
        (F8E8M0FNU, 0xFF, "0xFF"),
        (F8E4M3FNUZ, 0x80, "0x80"),
        (F4E2M1FN, 0x8, "-0.000000e+00"),
        (F64, 0x7FF8000000000001, "0x7FF8000000000001"),
        (F128, 1, "6.475180e-4966"),
    ];
    for &(k, bits, want) in hex {
        assert_eq!(mlir_float_text(k, bits), want);
    }
}

#[test]
fn exact_decimal_parse_avoids_double_rounding() {
    // 1 + 2^-11 + 2^-60 is just above the f16 halfway point between 1 and
    // 1 + 2^-10; via f64 it would be rounded to the halfway point first and
    // then to even (1.0).
    let text = "1.00048828125000000086736173798840354720596224069595336914062";
    assert_eq!(parse_decimal(FloatKind::F16, text).unwrap().0, 0x3C01);
    assert_eq!(lit(FloatKind::F16, text), 0x3C00);
    let (b, st) = parse_decimal(FloatKind::F16, "0.1").unwrap();
    assert_eq!(b, 0x2E66);
    assert!(st.inexact);
    assert!(is_exact_decimal(FloatKind::F16, "0.5"));
    assert!(!is_exact_decimal(FloatKind::F32, "0.1"));
    let (b, st) = parse_decimal(FloatKind::F16, "70000").unwrap();
    assert_eq!(b, 0x7C00);
    assert!(st.overflow);
    let (_, st) = parse_decimal(FloatKind::F16, "1e-9").unwrap();
    assert!(st.underflow);
    assert_eq!(
        parse_decimal(FloatKind::F32, "1e999999999999").unwrap().0,
        0x7F80_0000
    );
    assert_eq!(
        parse_decimal(FloatKind::F32, "-1e-999999999999").unwrap().0,
        0x8000_0000
    );
    assert!(parse_decimal(FloatKind::F32, "1.2.3").is_err());
    assert!(parse_decimal(FloatKind::F32, "1e").is_err());
    assert!(parse_decimal(FloatKind::F32, "").is_err());
    assert!(is_nan(
        FloatKind::F32,
        parse_decimal(FloatKind::F32, "NaN").unwrap().0
    ));
    assert!(is_inf(
        FloatKind::F32,
        parse_decimal(FloatKind::F32, "-inf").unwrap().0
    ));
    // Many digits: the tail only matters through the sticky bit.
    let long = format!("0.5{}1", "0".repeat(30_000));
    assert_eq!(
        parse_decimal(FloatKind::F64, &long).unwrap().0,
        0.5f64.to_bits() as u128
    );
}

#[test]
fn every_small_pattern_round_trips() {
    for k in FloatKind::ALL {
        let w = k.width();
        if w > 16 {
            continue;
        }
        // Every pattern of the 4- to 8-bit kinds, a spread of the 16-bit ones.
        let step = if w > 8 { 37 } else { 1 };
        for bits in (0..(1u128 << w)).step_by(step) {
            let d = decode(k, bits);
            match d.category {
                Category::Finite => {
                    let v = to_f64(k, bits).expect("small kinds convert exactly");
                    let (back, st) = from_f64(k, v);
                    assert_eq!(back, bits, "{} {bits:#x}", k.keyword());
                    assert!(st.is_exact());
                    // The printed text parses back to the same value.
                    let s = mlir_float_text(k, bits);
                    if !s.starts_with("0x") {
                        assert_eq!(parse_decimal(k, &s).unwrap().0, bits, "{s}");
                    }
                    let short = shortest_decimal(k, bits);
                    assert_eq!(parse_decimal(k, &short).unwrap().0, bits, "{short}");
                }
                Category::Zero => {
                    assert_eq!(to_f64(k, bits), Some(if d.negative { -0.0 } else { 0.0 }))
                }
                Category::NaN => assert!(to_f64(k, bits).unwrap().is_nan()),
                Category::Infinity => assert!(to_f64(k, bits).unwrap().is_infinite()),
            }
        }
    }
}

#[test]
fn special_values_per_kind() {
    use FloatKind::*;
    assert_eq!(inf_bits(F16, false), 0x7C00);
    assert_eq!(nan_bits(F16, false), 0x7E00);
    assert_eq!(nan_bits(F32, false), 0x7FC0_0000);
    assert_eq!(nan_bits(BF16, false), 0x7FC0);
    assert_eq!(nan_bits(TF32, false), 0x3FE00);
    assert_eq!(inf_bits(F80, false), 0x7FFF_8000_0000_0000_0000);
    assert_eq!(nan_bits(F80, false), 0x7FFF_C000_0000_0000_0000);
    assert_eq!(nan_bits(F8E4M3FN, false), 0x7F);
    assert_eq!(nan_bits(F8E5M2FNUZ, true), 0x80);
    assert_eq!(largest_bits(F8E4M3FN, false), 0x7E);
    assert_eq!(to_f64(F8E4M3FN, 0x7E), Some(448.0));
    assert_eq!(to_f64(F8E5M2, largest_bits(F8E5M2, false)), Some(57344.0));
    assert_eq!(
        to_f64(F8E4M3FNUZ, largest_bits(F8E4M3FNUZ, false)),
        Some(240.0)
    );
    assert_eq!(
        to_f64(F8E4M3B11FNUZ, largest_bits(F8E4M3B11FNUZ, false)),
        Some(30.0)
    );
    assert_eq!(to_f64(F6E2M3FN, largest_bits(F6E2M3FN, false)), Some(7.5));
    assert_eq!(to_f64(F6E3M2FN, largest_bits(F6E3M2FN, false)), Some(28.0));
    assert_eq!(to_f64(F4E2M1FN, largest_bits(F4E2M1FN, true)), Some(-6.0));
    assert_eq!(to_f64(F8E8M0FNU, 0), Some(2f64.powi(-127)));
    assert_eq!(to_f64(F8E8M0FNU, 254), Some(2f64.powi(127)));
    assert_eq!(to_f64(F80, 0x3FFF_8000_0000_0000_0000), Some(1.0));
    assert_eq!(
        to_f64(F128, 0x3FFF_0000_0000_0000_0000_0000_0000_0000),
        Some(1.0)
    );
    // 1.1 in f128 is not an f64.
    assert_eq!(to_f64(F128, parse_decimal(F128, "1.1").unwrap().0), None);
    assert!(is_denormal(F16, 1));
    assert!(!is_denormal(F16, 0x3C00));
    assert!(is_negative(F16, 0x8000) && is_zero(F16, 0x8000));
    assert!(is_nan(F8E4M3FNUZ, 0x80) && !is_zero(F8E4M3FNUZ, 0x80));
    // 464 is halfway between 448 and the NaN pattern: ties to even (448).
    let (b, st) = from_f64(F8E4M3FN, 464.0);
    assert_eq!((b, st.overflow), (0x7E, false));
    let (b, st) = from_f64(F8E4M3FN, 465.0);
    assert_eq!((b, st.overflow), (0x7F, true));
    assert_eq!(convert(F32, 0x3F80_0000, F16), (0x3C00, Status::default()));
}

#[test]
fn hex_literals_check_width() {
    let ok = crate::APInt::from_u64(32, 0x7C00);
    assert_eq!(from_hex_literal(FloatKind::F16, &ok), Ok(0x7C00));
    let big = crate::APInt::from_u64(32, 0x7C000);
    assert_eq!(
        from_hex_literal(FloatKind::F16, &big),
        Err("hexadecimal float constant out of range for type")
    );
}

#[test]
fn to_string_shapes() {
    let one = 0x3C00u128;
    assert_eq!(to_string(FloatKind::F16, one, 0, 3, true), "1");
    assert_eq!(to_string(FloatKind::F32, 0x4479_8000, 0, 3, true), "998");
    assert_eq!(
        to_string(FloatKind::F64, 1e10f64.to_bits() as u128, 0, 3, true),
        "1.0E+10"
    );
    assert_eq!(
        to_string(FloatKind::F64, 0.001f64.to_bits() as u128, 0, 3, true),
        "0.001"
    );
    assert_eq!(
        to_string(FloatKind::F64, 0.0001f64.to_bits() as u128, 0, 3, true),
        "1.0E-4"
    );
    assert_eq!(
        to_string(FloatKind::F64, 0.5f64.to_bits() as u128, 0, 3, true),
        "0.5"
    );
    assert_eq!(
        shortest_decimal(FloatKind::F64, 0.1f64.to_bits() as u128),
        "0.1"
    );
    assert_eq!(
        shortest_decimal(FloatKind::F32, f32::INFINITY.to_bits() as u128),
        "inf"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn decimal_parse_matches_rust(m in any::<u64>(), e in -340i32..310, digits in 1usize..25) {
        let s = format!("{}e{}", &m.to_string()[..digits.min(m.to_string().len())], e);
        let (b, _) = parse_decimal(FloatKind::F64, &s).unwrap();
        prop_assert_eq!(b, s.parse::<f64>().unwrap().to_bits() as u128);
        let (b, _) = parse_decimal(FloatKind::F32, &s).unwrap();
        prop_assert_eq!(b, s.parse::<f32>().unwrap().to_bits() as u128);
    }

    #[test]
    fn f64_round_trips_and_f32_narrowing(bits in any::<u64>()) {
        let v = f64::from_bits(bits);
        prop_assume!(v.is_finite());
        let (b, st) = from_f64(FloatKind::F64, v);
        prop_assert_eq!(b, bits as u128);
        prop_assert!(st.is_exact());
        let (b32, _) = from_f64(FloatKind::F32, v);
        prop_assert_eq!(b32, (v as f32).to_bits() as u128);
        let text = mlir_float_text(FloatKind::F64, bits as u128);
        let back = match text.strip_prefix("0x") {
            Some(h) => u128::from_str_radix(h, 16).unwrap(),
            None => parse_decimal(FloatKind::F64, &text).unwrap().0,
        };
        prop_assert_eq!(back, bits as u128);
        prop_assert_eq!(to_f64(FloatKind::F128, convert(FloatKind::F64, bits as u128, FloatKind::F128).0), Some(v));
        prop_assert_eq!(to_f64(FloatKind::F80, convert(FloatKind::F64, bits as u128, FloatKind::F80).0), Some(v));
    }
}
/// 1,500 random literals of every kind, printed by `mlir-opt` 22 (lines are
/// `kind literal printed`). Negative `f8E8M0FNU` literals are left out:
/// LLVM keeps a sign that format cannot encode, which bit patterns cannot.
#[test]
fn differential_against_mlir_opt_output() {
    let data = include_str!("testdata/mlir_opt_floats.txt");
    let mut bad = Vec::new();
    for l in data.lines() {
        let p: Vec<&str> = l.split(' ').collect();
        let k = FloatKind::from_keyword(p[0]).unwrap();
        let got = mlir_float_text(k, lit(k, p[1]));
        if got != p[2] {
            bad.push(format!("{} {}: want {} got {got}", p[0], p[1], p[2]));
        }
    }
    assert!(bad.is_empty(), "{bad:#?}");
    assert!(data.lines().count() > 1400);
}

fn f32b(v: f32) -> u128 {
    v.to_bits() as u128
}

fn f16_of(v: f32) -> u128 {
    convert(FloatKind::F32, f32b(v), FloatKind::F16).0
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn f64_and_f32_arithmetic_matches_hardware(a in any::<u64>(), b in any::<u64>()) {
        let (x, y) = (f64::from_bits(a), f64::from_bits(b));
        let k = FloatKind::F64;
        let (a, b) = (a as u128, b as u128);
        for (got, want) in [
            (add(k, a, b).0, x + y),
            (sub(k, a, b).0, x - y),
            (mul(k, a, b).0, x * y),
            (div(k, a, b).0, x / y),
        ] {
            if want.is_nan() {
                prop_assert!(is_nan(k, got));
            } else {
                prop_assert_eq!(got, want.to_bits() as u128);
            }
        }
        prop_assert_eq!(compare(k, a, b), x.partial_cmp(&y));
        let (xf, yf) = (x as f32, y as f32);
        let k = FloatKind::F32;
        for (got, want) in [
            (add(k, f32b(xf), f32b(yf)).0, xf + yf),
            (mul(k, f32b(xf), f32b(yf)).0, xf * yf),
            (div(k, f32b(xf), f32b(yf)).0, xf / yf),
        ] {
            if want.is_nan() {
                prop_assert!(is_nan(k, got));
            } else {
                prop_assert_eq!(got, f32b(want));
            }
        }
    }

    /// f32 has more than 2p + 2 bits for f16 and bf16, so computing in f32
    /// and rounding once more is exact: a reference for the narrow kinds.
    #[test]
    fn f16_arithmetic_matches_wide_reference(a in any::<u16>(), b in any::<u16>()) {
        let k = FloatKind::F16;
        let (x, y) = (to_f64(k, a as u128).unwrap() as f32, to_f64(k, b as u128).unwrap() as f32);
        let (a, b) = (a as u128, b as u128);
        for (got, want) in [
            (add(k, a, b).0, x + y),
            (sub(k, a, b).0, x - y),
            (mul(k, a, b).0, x * y),
            (div(k, a, b).0, x / y),
        ] {
            if want.is_nan() {
                prop_assert!(is_nan(k, got));
            } else {
                prop_assert_eq!(got, f16_of(want));
            }
        }
    }

    #[test]
    fn int_conversions_match_casts(v in any::<i64>(), f in any::<f64>()) {
        let k = FloatKind::F64;
        let ap = crate::APInt::from_i64(64, v);
        prop_assert_eq!(from_int(k, &ap, true).0, (v as f64).to_bits() as u128);
        prop_assert_eq!(from_int(k, &ap, false).0, ((v as u64) as f64).to_bits() as u128);
        prop_assert_eq!(from_int(FloatKind::F32, &ap, true).0, f32b(v as f32));
        let bits = f.to_bits() as u128;
        let t = f.trunc();
        let fits_i32 = f.is_finite() && t >= i32::MIN as f64 && t <= i32::MAX as f64;
        match to_int(k, bits, 32, true) {
            Some((r, exact)) => {
                prop_assert!(fits_i32);
                prop_assert_eq!(r.to_i64(), Some(t as i64));
                prop_assert_eq!(exact, t == f);
            }
            None => prop_assert!(!fits_i32),
        }
        let fits_u8 = f.is_finite() && t > -1.0 && t <= 255.0;
        prop_assert_eq!(to_int(k, bits, 8, false).map(|r| r.0.to_u64().unwrap()), fits_u8.then_some(t as u64));
    }
}

#[test]
fn arithmetic_special_values() {
    use FloatKind::*;
    let inf = inf_bits(F32, false);
    let ninf = inf_bits(F32, true);
    assert!(is_nan(F32, add(F32, inf, ninf).0));
    assert!(is_nan(F32, mul(F32, inf, 0).0));
    assert!(is_nan(F32, div(F32, 0, 0).0));
    assert_eq!(div(F32, f32b(1.0), 0).0, inf);
    assert_eq!(div(F32, f32b(-1.0), 0).0, ninf);
    assert_eq!(add(F32, 0x8000_0000, 0x8000_0000).0, 0x8000_0000);
    assert_eq!(add(F32, f32b(1.0), f32b(-1.0)).0, 0);
    assert_eq!(neg(F32, 0), 0x8000_0000);
    // A NaN operand comes back quieted.
    assert_eq!(add(F32, 0x7F80_0001, f32b(1.0)).0, 0x7FC0_0001);
    // Formats without infinity overflow to NaN, finite-only to the largest.
    let big = largest_bits(F8E4M3FN, false);
    assert_eq!(add(F8E4M3FN, big, big).0, 0x7F);
    let big4 = largest_bits(F4E2M1FN, false);
    assert_eq!(add(F4E2M1FN, big4, big4).0, big4);
    assert_eq!(neg(F8E4M3FNUZ, 0), 0);
    assert_eq!(neg(F8E8M0FNU, 5), 5);
    assert_eq!(compare(F16, 0x8000, 0), Some(core::cmp::Ordering::Equal));
    assert_eq!(compare(F16, 0x7E00, 0), None);
    // bf16 rounds once: 1 + 2^-8 is a tie that goes to even (1.0).
    let one = 0x3F80;
    let tiny = convert(F32, f32b(2f32.powi(-8)), BF16).0;
    assert_eq!(add(BF16, one, tiny).0, one);
    // f128 keeps what f64 cannot: 1 + 2^-100.
    let q1 = parse_decimal(F128, "1").unwrap().0;
    let e = parse_decimal(
        F128,
        "7.8886090522101180541172856528278622967320643510902300477027893066406250e-31",
    )
    .unwrap()
    .0;
    let (s, st) = add(F128, q1, e);
    assert!(st.is_exact());
    assert_eq!(sub(F128, s, q1).0, e);
    // Integers: 2^-1 rounds toward zero; out-of-range is None.
    assert_eq!(
        to_int(F32, f32b(-0.5), 8, false).map(|r| r.0.to_u64()),
        Some(Some(0))
    );
    assert_eq!(
        to_int(F32, f32b(-128.0), 8, true).map(|r| r.0.to_i64()),
        Some(Some(-128))
    );
    assert!(to_int(F32, f32b(128.0), 8, true).is_none());
    assert!(to_int(F32, f32b(-129.0), 8, true).is_none());
    assert!(to_int(F32, inf, 64, true).is_none());
    let wide = crate::APInt::all_ones(200);
    assert_eq!(from_int(F32, &wide, false).0, inf);
}

/// `f64` values whose MLIR text takes each of the printer's three forms.
#[test]
fn f64_text_takes_each_form() {
    let text = |v: f64| mlir_float_text(FloatKind::F64, v.to_bits() as u128);
    assert_eq!(text(1.0), "1.000000e+00");
    assert_eq!(text(1.2345), "1.234500e+00");
    assert_eq!(text(1.234567), "1.234567");
    assert_eq!(text(1e100), "1.000000e+100");
    assert_eq!(text(1234565.0), "0x4132D68500000000");
    assert_eq!(text(0.000123456789), "1.23456789E-4");
    assert_eq!(text(-0.0), "-0.000000e+00");
    assert_eq!(text(100.0), "1.000000e+02");
    assert_eq!(mlir_float_text(FloatKind::F32, 0x7FC00000), "0x7FC00000");
    let mut out = String::from("x = ");
    assert!(write_mlir_float_text(&mut out, FloatKind::F16, 0x7C00));
    assert!(!write_mlir_float_text(&mut out, FloatKind::F16, 0x3C00));
    assert_eq!(out, "x = 0x7C001.000000e+00");
}

/// Literal tokens MLIR's lexer produces, read as MLIR reads them.
#[test]
fn literal_tokens_read_through_f64() {
    assert_eq!(lit(FloatKind::F32, "1.e5"), 100000f32.to_bits() as u128);
    assert_eq!(lit(FloatKind::F64, "1."), 1f64.to_bits() as u128);
    assert_eq!(lit(FloatKind::F16, "1.0e999999999999"), 0x7C00);
    assert_eq!(lit(FloatKind::F32, "-1.0e-99999"), 0x8000_0000);
    assert!(parse_mlir_float_literal(FloatKind::F32, "1e", false).is_err());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// The `u128` path of decimal parsing gives the big-number path's bits
    /// and status for every kind.
    #[test]
    fn short_decimal_path_matches_big_path(m in any::<u64>(), digits in 1usize..21, e in -60i32..40, kind in 0usize..18) {
        let k = [
            FloatKind::F16, FloatKind::BF16, FloatKind::F32, FloatKind::F64, FloatKind::F80,
            FloatKind::F128, FloatKind::TF32, FloatKind::F8E5M2, FloatKind::F8E4M3,
            FloatKind::F8E3M4, FloatKind::F8E4M3FN, FloatKind::F8E5M2FNUZ, FloatKind::F8E4M3FNUZ,
            FloatKind::F8E4M3B11FNUZ, FloatKind::F6E3M2FN, FloatKind::F6E2M3FN,
            FloatKind::F4E2M1FN, FloatKind::F8E8M0FNU,
        ][kind];
        let ms = m.to_string();
        let s = format!("{}e{}", &ms[..digits.min(ms.len())], e);
        prop_assert_eq!(
            decimal::parse_decimal_with(k, &s, true),
            decimal::parse_decimal_with(k, &s, false)
        );
    }
}

proptest! {
    /// `rem` is C's `fmod`: the host's `%` on `f64` and `f32` (exact in
    /// both, so the two must agree bit for bit, NaNs aside).
    #[test]
    fn rem_is_fmod(a in any::<f64>(), b in any::<f64>(), c in any::<f32>(), d in any::<f32>()) {
        let r = f64::from_bits(rem(FloatKind::F64, a.to_bits() as u128, b.to_bits() as u128) as u64);
        let h = a % b;
        prop_assert!(r.to_bits() == h.to_bits() || (r.is_nan() && h.is_nan()), "{a} % {b}");
        let r = f32::from_bits(rem(FloatKind::F32, c.to_bits() as u128, d.to_bits() as u128) as u32);
        let h = c % d;
        prop_assert!(r.to_bits() == h.to_bits() || (r.is_nan() && h.is_nan()), "{c} % {d}");
    }
}

#[test]
fn rem_keeps_the_sign_of_the_dividend_and_quiets_nans() {
    let f = |v: f32| v.to_bits() as u128;
    assert_eq!(rem(FloatKind::F32, f(-4.0), f(2.0)), f(-0.0));
    assert_eq!(rem(FloatKind::F32, f(5.5), f(f32::INFINITY)), f(5.5));
    assert_eq!(
        rem(FloatKind::F32, f(1.0), f(0.0)),
        nan_bits(FloatKind::F32, false)
    );
    // A signalling NaN comes back quiet.
    assert_eq!(rem(FloatKind::F32, 0x7F80_0001, f(1.0)), 0x7FC0_0001);
    assert_eq!(make_quiet(FloatKind::F32, 0x7F80_0001), 0x7FC0_0001);
    assert_eq!(make_quiet(FloatKind::F32, f(1.0)), f(1.0));
}
