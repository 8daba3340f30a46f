//! Tests of builtin attributes: uniquing, invariants with MLIR's texts,
//! dense storage and splats, affine maps and sets as MLIR prints them,
//! distinct identity, and interning from many threads at once.

use super::*;
use crate::uniqued::types::{DYNAMIC, FloatKind, Signedness};

fn tensor(ctx: &Context, shape: &[i64], elem: Type) -> Type {
    Type::ranked_tensor(ctx, shape, elem, None).unwrap()
}

#[test]
fn integer_attrs_unique_and_truncate() {
    let ctx = Context::new();
    let i8t = Type::int(&ctx, 8);
    let a = Attribute::integer(&ctx, i8t, 255).unwrap();
    let b = Attribute::integer(&ctx, i8t, -1).unwrap();
    assert_eq!(a, b);
    assert_eq!(a.as_i64(&ctx), Some(-1));
    assert!(Attribute::integer(&ctx, Type::f32(&ctx), 1).is_err());
    assert_eq!(Attribute::bool(&ctx, true).as_i64(&ctx), Some(-1));
}

#[test]
fn integer_fast_path_agrees_with_owned_interning() {
    // `integer` interns by parts; `integer_apint` and `bool` intern an owned
    // `AttrKind`. Both routes must land on the same ids, wide types included.
    let ctx = Context::new();
    for (w, v) in [(1, -1), (32, 7), (64, i64::MIN), (128, -5), (200, 3)] {
        let ty = Type::int(&ctx, w);
        let a = Attribute::integer(&ctx, ty, v).unwrap();
        let b = Attribute::integer_apint(&ctx, ty, APInt::from_i64(w, v)).unwrap();
        assert_eq!(a, b, "width {w} value {v}");
        assert_eq!(Attribute::integer(&ctx, ty, v).unwrap(), a);
        assert_ne!(Attribute::integer(&ctx, ty, v.wrapping_add(1)).unwrap(), a);
    }
    let one = Attribute::integer(&ctx, Type::i1(&ctx), 1).unwrap();
    assert_eq!(one, Attribute::bool(&ctx, true));
}

#[test]
fn dictionaries_sort_and_reject_duplicates() {
    let ctx = Context::new();
    let (b, a) = (ctx.ident("b"), ctx.ident("a"));
    let u = Attribute::unit(&ctx);
    let d = Attribute::dictionary(&ctx, &[(b, u), (a, u)]).unwrap();
    assert_eq!(d.dict_entries(&ctx)[0].0, a);
    assert_eq!(d, Attribute::dictionary(&ctx, &[(a, u), (b, u)]).unwrap());
    let e = Attribute::dictionary(&ctx, &[(a, u), (a, u)]).unwrap_err();
    assert_eq!(e, "duplicate key 'a' in dictionary attribute");
    let c = ctx.ident("c");
    let d2 = d.dict_with(&ctx, c, Some(u));
    assert_eq!(d2.dict_get(&ctx, c), Some(u));
    assert_eq!(d2.dict_with(&ctx, c, None), d);
}

#[test]
fn dense_array_element_types() {
    let ctx = Context::new();
    assert!(Attribute::dense_array(&ctx, Type::int(&ctx, 32), &[1, 2]).is_ok());
    assert!(Attribute::dense_array(&ctx, Type::index(&ctx), &[1]).is_err());
}

#[test]
fn floats_of_every_kind() {
    let ctx = Context::new();
    for k in FloatKind::ALL {
        let t = Type::float(&ctx, k);
        let a = Attribute::float(&ctx, t, 1.0).unwrap();
        assert_eq!(a.as_f64(&ctx), Some(1.0), "{}", k.keyword());
        assert_eq!(a.as_float_bits(&ctx).unwrap().0, k);
    }
    let f16 = Type::float(&ctx, FloatKind::F16);
    let a = Attribute::float(&ctx, f16, 0.1).unwrap();
    assert_eq!(a.as_float_bits(&ctx), Some((FloatKind::F16, 0x2E66)));
    assert_eq!(
        Attribute::float(&ctx, Type::i64(&ctx), 1.0).unwrap_err(),
        "expected floating point type, got i64"
    );
    assert!(Attribute::float_bits(&ctx, Type::index(&ctx), 0).is_err());
}

#[test]
fn typed_accessors() {
    let ctx = Context::new();
    assert_eq!(Attribute::bool(&ctx, true).as_bool(&ctx), Some(true));
    assert_eq!(Attribute::bool(&ctx, false).as_bool(&ctx), Some(false));
    let i = Attribute::integer(&ctx, Type::int(&ctx, 16), -3).unwrap();
    assert_eq!(i.as_bool(&ctx), None);
    assert_eq!(i.as_apint(&ctx).unwrap().to_i64(), Some(-3));
    let u = Type::integer(&ctx, 8, Signedness::Unsigned).unwrap();
    assert_eq!(
        Attribute::integer(&ctx, u, 255).unwrap().as_i64(&ctx),
        Some(255)
    );
    let s = Attribute::symbol_ref(&ctx, ctx.ident("a"), &[ctx.ident("b")]);
    assert_eq!(s.as_symbol_ref(&ctx).unwrap().1, &[ctx.ident("b")]);
    let arr = Attribute::dense_array(&ctx, Type::int(&ctx, 32), &[1, 2]).unwrap();
    assert_eq!(arr.as_dense_array(&ctx).unwrap().1, &[1, 2]);
    assert!(crate::Location::unknown(&ctx).attr(&ctx).is_location(&ctx));
    let ts = Attribute::typed_string(&ctx, "x", Type::i64(&ctx));
    assert_eq!(ts.typed_value_type(&ctx), Some(Type::i64(&ctx)));
    assert_ne!(ts, Attribute::string(&ctx, "x"));
    assert_eq!(
        Attribute::type_attr(&ctx, Type::i1(&ctx)).as_type(&ctx),
        Some(Type::i1(&ctx))
    );
}

#[test]
fn dense_int_elements_store_raw_and_detect_splats() {
    let ctx = Context::new();
    let i32t = Type::int(&ctx, 32);
    let t = tensor(&ctx, &[2, 2], i32t);
    let vals: Vec<APInt> = [1, 2, 3, 4]
        .iter()
        .map(|&v| APInt::from_i64(32, v))
        .collect();
    let d = Attribute::dense_ints(&ctx, t, &vals).unwrap();
    match d.kind(&ctx) {
        AttrKind::DenseIntOrFloat { data, splat, .. } => {
            assert_eq!(data.len(), 16);
            assert!(!splat);
        }
        k => panic!("{k:?}"),
    }
    assert_eq!(d.dense_num_elements(&ctx), Some(4));
    assert_eq!(d.dense_int_at(&ctx, 3).unwrap().to_i64(), Some(4));
    assert_eq!(d.dense_int_at(&ctx, 4), None);
    assert_eq!(
        d.display(&ctx).to_string(),
        "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>"
    );
    // The same values from attributes give the same handle.
    let attrs: Vec<Attribute> = [1, 2, 3, 4]
        .iter()
        .map(|&v| Attribute::integer(&ctx, i32t, v).unwrap())
        .collect();
    assert_eq!(Attribute::dense_elements(&ctx, t, &attrs).unwrap(), d);
    let raw: Vec<u8> = [1i32, 2, 3, 4]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    assert_eq!(Attribute::dense_raw(&ctx, t, &raw).unwrap(), d);
    // Splats: spelled out or given once, one stored element.
    let ones = vec![APInt::from_i64(32, 1); 4];
    let s = Attribute::dense_ints(&ctx, t, &ones).unwrap();
    assert!(s.dense_is_splat(&ctx));
    assert_eq!(s, Attribute::dense_ints(&ctx, t, &ones[..1]).unwrap());
    assert_eq!(s.display(&ctx).to_string(), "dense<1> : tensor<2x2xi32>");
    assert_eq!(s.dense_int_at(&ctx, 3).unwrap().to_i64(), Some(1));
    assert_eq!(s.dense_element(&ctx, 2), Some(attrs[0]));
    // i1, unsigned and empty.
    let b = tensor(&ctx, &[2], Type::i1(&ctx));
    let bools = [Attribute::bool(&ctx, true), Attribute::bool(&ctx, false)];
    let bd = Attribute::dense_elements(&ctx, b, &bools).unwrap();
    assert_eq!(
        bd.display(&ctx).to_string(),
        "dense<[true, false]> : tensor<2xi1>"
    );
    let e = Attribute::dense_ints(&ctx, tensor(&ctx, &[0], i32t), &[]).unwrap();
    assert_eq!(e.display(&ctx).to_string(), "dense<> : tensor<0xi32>");
    let u8t = Type::integer(&ctx, 8, Signedness::Unsigned).unwrap();
    let ud = Attribute::dense_ints(
        &ctx,
        tensor(&ctx, &[2], u8t),
        &[APInt::from_u64(8, 255), APInt::from_u64(8, 1)],
    )
    .unwrap();
    assert_eq!(
        ud.display(&ctx).to_string(),
        "dense<[255, 1]> : tensor<2xui8>"
    );
    // Vectors and memrefs are fine too.
    let v = Type::vector(&ctx, &[2], i32t, &[]).unwrap();
    assert!(Attribute::dense_ints(&ctx, v, &ones[..2]).is_ok());
    let m = Type::memref(&ctx, &[2], i32t, None, None).unwrap();
    assert!(Attribute::dense_ints(&ctx, m, &ones[..2]).is_ok());
}

#[test]
fn dense_invariants() {
    let ctx = Context::new();
    let i32t = Type::int(&ctx, 32);
    let one = [APInt::from_i64(32, 1)];
    assert_eq!(
        Attribute::dense_ints(&ctx, tensor(&ctx, &[DYNAMIC], i32t), &one).unwrap_err(),
        "elements literal type must have static shape"
    );
    let ut = Type::unranked_tensor(&ctx, i32t).unwrap();
    assert_eq!(
        Attribute::dense_ints(&ctx, ut, &one).unwrap_err(),
        "elements literal type must have static shape"
    );
    assert_eq!(
        Attribute::dense_ints(&ctx, i32t, &one).unwrap_err(),
        "elements literal must be a shaped type"
    );
    let t3 = tensor(&ctx, &[3], i32t);
    assert_eq!(
        Attribute::dense_ints(&ctx, t3, &[APInt::zero(32), APInt::zero(32)]).unwrap_err(),
        "expected 3 elements, got 2"
    );
    assert!(Attribute::dense_ints(&ctx, t3, &[APInt::zero(8)]).is_err());
    let f = Attribute::float(&ctx, Type::f32(&ctx), 1.5).unwrap();
    assert!(Attribute::dense_elements(&ctx, t3, &[f]).is_err());
    assert!(Attribute::dense_raw(&ctx, t3, &[0; 5]).is_err());
    let st = tensor(&ctx, &[2], Type::opaque(&ctx, "t", "s"));
    assert!(Attribute::dense_ints(&ctx, st, &one).is_err());
}

#[test]
fn dense_floats_complex_strings() {
    let ctx = Context::new();
    let f16 = Type::float(&ctx, FloatKind::F16);
    let t = tensor(&ctx, &[2], f16);
    let d = Attribute::dense_float_bits(&ctx, t, &[0x3C00, 0x2E66]).unwrap();
    assert_eq!(d.dense_float_bits_at(&ctx, 1), Some(0x2E66));
    assert_eq!(
        d.display(&ctx).to_string(),
        "dense<[1.000000e+00, 9.997550e-02]> : tensor<2xf16>"
    );
    let c = Type::complex(&ctx, Type::int(&ctx, 32)).unwrap();
    let ct = tensor(&ctx, &[2], c);
    let i = |v| Attribute::integer(&ctx, Type::int(&ctx, 32), v).unwrap();
    let pairs = [
        Attribute::array(&ctx, &[i(1), i(2)]),
        Attribute::array(&ctx, &[i(3), i(4)]),
    ];
    let cd = Attribute::dense_elements(&ctx, ct, &pairs).unwrap();
    assert_eq!(
        cd.display(&ctx).to_string(),
        "dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>"
    );
    let (re, im) = cd.dense_complex_at(&ctx, 1).unwrap();
    assert_eq!((re.to_i64(), im.to_i64()), (Some(3), Some(4)));
    assert_eq!(cd.dense_element(&ctx, 0), Some(pairs[0]));
    let st = tensor(&ctx, &[2], Type::opaque(&ctx, "t", "s"));
    let sd = Attribute::dense_strings(&ctx, st, &["a", "b"]).unwrap();
    assert_eq!(sd.dense_string_at(&ctx, 1), Some("b"));
    assert_eq!(
        sd.display(&ctx).to_string(),
        "dense<[\"a\", \"b\"]> : tensor<2x!t.s>"
    );
    let ss = Attribute::dense_strings(&ctx, st, &["a", "a"]).unwrap();
    assert!(ss.dense_is_splat(&ctx));
    assert_eq!(ss, Attribute::dense_strings(&ctx, st, &["a"]).unwrap());
    let r =
        Attribute::dense_resource(&ctx, tensor(&ctx, &[4], Type::int(&ctx, 32)), "blob1").unwrap();
    assert_eq!(
        r.display(&ctx).to_string(),
        "dense_resource<blob1> : tensor<4xi32>"
    );
    let idx_t = tensor(&ctx, &[1, 2], Type::i64(&ctx));
    let idx = Attribute::dense_ints(&ctx, idx_t, &[APInt::zero(64), APInt::zero(64)]).unwrap();
    let vals = Attribute::dense_ints(
        &ctx,
        tensor(&ctx, &[1], Type::int(&ctx, 32)),
        &[APInt::from_u64(32, 1)],
    )
    .unwrap();
    let sp =
        Attribute::sparse_elements(&ctx, tensor(&ctx, &[2, 2], Type::int(&ctx, 32)), idx, vals)
            .unwrap();
    assert_eq!(
        sp.display(&ctx).to_string(),
        "sparse<0, 1> : tensor<2x2xi32>"
    );
    assert_eq!(sp.dense_num_elements(&ctx), Some(4));
    assert!(Attribute::sparse_elements(&ctx, idx_t, Attribute::unit(&ctx), vals).is_err());
}

#[test]
fn affine_maps_simplify_and_print_as_mlir() {
    let ctx = Context::new();
    let mut b = AffineBuilder::new();
    let (d0, d1, s0) = (b.dim(0), b.dim(1), b.symbol(0));
    let c = |b: &mut AffineBuilder, v| b.constant(v);
    let mut r = Vec::new();
    r.push(b.add(d0, d0)); // d0 * 2
    let t = c(&mut b, 3);
    let x = b.add(d1, t);
    let t4 = c(&mut b, 4);
    r.push(b.add(x, t4)); // d1 + 7
    let two = c(&mut b, 2);
    r.push(b.add(two, d0)); // d0 + 2
    let m = b.mul(d0, two).unwrap();
    let three = c(&mut b, 3);
    r.push(b.mul(m, three).unwrap()); // d0 * 6
    let sum = b.add(d0, d1);
    r.push(b.mul(sum, two).unwrap()); // (d0 + d1) * 2
    let four = c(&mut b, 4);
    let fd = b.floor_div(m, four).unwrap(); // (d0 * 2) floordiv 4
    r.push(fd);
    let m3 = b.mul(d1, three).unwrap();
    r.push(b.sub(d0, m3)); // d0 - d1 * 3
    let one = c(&mut b, 1);
    let d0p1 = b.add(d0, one);
    r.push(b.sub(d1, d0p1)); // d1 - (d0 + 1)
    let nd0 = b.neg(d0);
    r.push(b.add(nd0, three)); // -d0 + 3
    r.push(b.mul(s0, d0).unwrap()); // d0 * s0
    r.push(b.modulo(d0, one).unwrap()); // 0
    let seven = c(&mut b, 7);
    r.push(b.floor_div(seven, two).unwrap()); // 3
    let m7 = c(&mut b, -7);
    r.push(b.modulo(m7, three).unwrap()); // 2
    r.push(b.sub(d0, two)); // d0 - 2
    let map = AffineMap::new(&b, 2, 1, &r).unwrap();
    assert_eq!(
        map.to_string(),
        "(d0, d1)[s0] -> (d0 * 2, d1 + 7, d0 + 2, d0 * 6, (d0 + d1) * 2, (d0 * 2) floordiv 4, \
         d0 - d1 * 3, d1 - (d0 + 1), -d0 + 3, d0 * s0, 0, 3, 2, d0 - 2)"
    );
    let a = Attribute::affine_map(&ctx, map.clone());
    assert_eq!(a, Attribute::affine_map(&ctx, map));
    assert!(a.as_affine_map(&ctx).is_some());
    assert_eq!(
        b.mul(d0, d1).unwrap_err(),
        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"
    );
    assert_eq!(
        b.floor_div(d0, d0).unwrap_err(),
        "non-affine expression: right operand of floordiv has to be either a constant or symbolic"
    );
    assert!(AffineMap::new(&b, 1, 0, &[d1]).is_err());
    assert!(AffineMap::new(&b, 1, 0, &[s0]).is_err());
    assert!(AffineMap::identity(2).is_identity());
    assert_eq!(AffineMap::identity(0).to_string(), "() -> ()");
    let consts = AffineMap::new(&b, 0, 0, &[two, three]).unwrap();
    assert_eq!(consts.constant_results(), Some(vec![2, 3]));
}

#[test]
fn affine_maps_are_equal_whatever_the_build_order() {
    let mut b1 = AffineBuilder::new();
    let (x, y) = (b1.dim(0), b1.dim(1));
    let e1 = b1.add(x, y);
    let mut b2 = AffineBuilder::new();
    let y2 = b2.dim(1);
    let _unused = b2.constant(9);
    let x2 = b2.dim(0);
    let e2 = b2.add(x2, y2);
    assert_eq!(
        AffineMap::new(&b1, 2, 0, &[e1]).unwrap(),
        AffineMap::new(&b2, 2, 0, &[e2]).unwrap()
    );
}

#[test]
fn deep_affine_expressions_do_not_overflow_the_stack() {
    let mut b = AffineBuilder::new();
    let s = b.symbol(0);
    let mut e = b.dim(0);
    for _ in 0..100_000 {
        let m = b.mul(e, s).unwrap();
        e = b.add(m, s);
    }
    let map = AffineMap::new(&b, 1, 1, &[e]).unwrap();
    assert!(map.to_string().len() > 100_000);
}

#[test]
fn integer_sets_print_as_mlir() {
    let mut b = AffineBuilder::new();
    let (d0, s0) = (b.dim(0), b.symbol(0));
    let e = b.sub(d0, s0);
    let set = IntegerSet::new(&b, 1, 1, &[(e, false), (d0, true)]).unwrap();
    assert_eq!(set.to_string(), "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)");
    let empty = IntegerSet::new(&b, 1, 0, &[]).unwrap();
    assert_eq!(empty.to_string(), "(d0) : (0 == 0)");
    let ctx = Context::new();
    let a = Attribute::integer_set(&ctx, set);
    assert!(a.as_integer_set(&ctx).is_some());
    assert_eq!(
        a.display(&ctx).to_string(),
        "affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>"
    );
}

#[test]
fn strided_layouts() {
    let ctx = Context::new();
    let s = Attribute::strided_layout(&ctx, &[1], 2);
    assert_eq!(s.display(&ctx).to_string(), "strided<[1], offset: 2>");
    let z = Attribute::strided_layout(&ctx, &[4, 1], 0);
    assert_eq!(z.display(&ctx).to_string(), "strided<[4, 1]>");
    assert_eq!(z.as_strided_layout(&ctx).unwrap().strides.len(), 2);
    assert_eq!(z, Attribute::strided_layout(&ctx, &[4, 1], 0));
}

#[test]
fn distinct_attributes_never_unify() {
    let ctx = Context::new();
    let v = Attribute::integer(&ctx, Type::int(&ctx, 32), 42).unwrap();
    let a = Attribute::distinct(&ctx, v);
    let b = Attribute::distinct(&ctx, v);
    assert_ne!(a, b);
    assert_eq!(a.distinct_referenced(&ctx), Some(v));
    assert_eq!(v.distinct_referenced(&ctx), None);
}

#[test]
fn interning_from_eight_threads_gives_equal_handles() {
    let ctx = Context::new();
    let make = |ctx: &Context| {
        let mut out = Vec::new();
        for i in 0..200i64 {
            let t = Type::integer(ctx, (i % 70 + 1) as u32, Signedness::Signless).unwrap();
            let v = Type::vector(ctx, &[i % 7 + 1, 4], Type::f32(ctx), &[]).unwrap();
            let tt = Type::ranked_tensor(ctx, &[i, DYNAMIC], t, None).unwrap();
            let a = Attribute::integer(ctx, t, i).unwrap();
            let s = Attribute::string(ctx, &format!("s{i}"));
            let arr = Attribute::array(ctx, &[a, s]);
            let d =
                Attribute::dictionary(ctx, &[(ctx.ident(&format!("k{}", i % 13)), arr)]).unwrap();
            let dense = Attribute::dense_ints(
                ctx,
                Type::ranked_tensor(ctx, &[2], Type::int(ctx, 8), None).unwrap(),
                &[APInt::from_i64(8, i), APInt::from_i64(8, -i)],
            )
            .unwrap();
            let loc = crate::Location::file_line_col(ctx, "f.mlir", i as u32, 1);
            out.push((t, v, tt, a, d, dense, loc));
        }
        out
    };
    let results: Vec<_> = std::thread::scope(|s| {
        let hs: Vec<_> = (0..8).map(|_| s.spawn(|| make(&ctx))).collect();
        hs.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for r in &results[1..] {
        assert_eq!(r, &results[0]);
    }
    assert_eq!(make(&ctx), results[0]);
}

#[test]
fn dense_arrays_are_canonical() {
    let ctx = Context::new();
    let i8t = Type::int(&ctx, 8);
    let a = Attribute::dense_array(&ctx, i8t, &[255]).unwrap();
    assert_eq!(a, Attribute::dense_array(&ctx, i8t, &[u64::MAX]).unwrap());
    assert_eq!(a.as_dense_array(&ctx).unwrap().1, &[u64::MAX]);
    let b = Attribute::dense_array(&ctx, Type::i1(&ctx), &[u64::MAX, 0]).unwrap();
    assert_eq!(b.as_dense_array(&ctx).unwrap().1, &[1, 0]);
    assert_eq!(
        Attribute::dense_array(&ctx, Type::f32(&ctx).element_type_or_self(&ctx), &[1]).unwrap(),
        Attribute::dense_array(&ctx, Type::f32(&ctx), &[1 | 1 << 40]).unwrap()
    );
    assert_eq!(
        Attribute::dense_array(&ctx, Type::index(&ctx), &[1]).unwrap_err(),
        "unsupported element type for dense array: index"
    );
}

#[test]
fn dense_hex_blobs_follow_mlir_layout() {
    let ctx = Context::new();
    let b2 = tensor(&ctx, &[2], Type::i1(&ctx));
    let d = Attribute::dense_from_hex_blob(&ctx, b2, &[0x01]).unwrap();
    assert_eq!(
        d.display(&ctx).to_string(),
        "dense<[true, false]> : tensor<2xi1>"
    );
    assert_eq!(d.dense_hex_blob(&ctx), Some(vec![0x01]));
    let s = Attribute::dense_from_hex_blob(&ctx, b2, &[0x03]).unwrap();
    assert_eq!(s.display(&ctx).to_string(), "dense<true> : tensor<2xi1>");
    assert_eq!(
        Attribute::dense_from_hex_blob(&ctx, b2, &[1, 0]).unwrap_err(),
        "elements hex data size is invalid for provided type: 'tensor<2xi1>'"
    );
    let i32t = tensor(&ctx, &[2], Type::int(&ctx, 32));
    let v = Attribute::dense_from_hex_blob(&ctx, i32t, &[1, 0, 0, 0, 2, 0, 0, 0]).unwrap();
    assert_eq!(v.display(&ctx).to_string(), "dense<[1, 2]> : tensor<2xi32>");
    assert_eq!(v.dense_hex_blob(&ctx).unwrap().len(), 8);
    let sp = Attribute::dense_from_hex_blob(&ctx, i32t, &[1, 0, 0, 0]).unwrap();
    assert_eq!(sp.display(&ctx).to_string(), "dense<1> : tensor<2xi32>");
    assert!(Attribute::dense_from_hex_blob(&ctx, i32t, &[1, 0, 0]).is_err());
    let i4 = tensor(&ctx, &[2], Type::int(&ctx, 4));
    let n = Attribute::dense_from_hex_blob(&ctx, i4, &[0x0F, 0x0F]).unwrap();
    assert_eq!(n.display(&ctx).to_string(), "dense<-1> : tensor<2xi4>");
    let c = tensor(
        &ctx,
        &[1],
        Type::complex(&ctx, Type::int(&ctx, 32)).unwrap(),
    );
    let cd = Attribute::dense_from_hex_blob(&ctx, c, &[1, 0, 0, 0, 2, 0, 0, 0]).unwrap();
    assert_eq!(
        cd.display(&ctx).to_string(),
        "dense<(1,2)> : tensor<1xcomplex<i32>>"
    );
}

#[test]
fn literals_to_attributes() {
    let ctx = Context::new();
    let i8t = Type::int(&ctx, 8);
    let a = Attribute::integer_from_literal(&ctx, i8t, "255").unwrap();
    assert_eq!(a.as_i64(&ctx), Some(-1));
    assert_eq!(
        Attribute::integer_from_literal(&ctx, i8t, "256").unwrap_err(),
        "integer constant out of range for attribute"
    );
    let idx = Attribute::integer_from_literal(&ctx, Type::index(&ctx), "-5").unwrap();
    assert_eq!(idx.as_i64(&ctx), Some(-5));
    assert!(Attribute::integer_from_literal(&ctx, Type::f32(&ctx), "1").is_err());
    let f16 = Type::float(&ctx, FloatKind::F16);
    let f = Attribute::float_from_literal(&ctx, f16, "0.1", true).unwrap();
    assert_eq!(f.as_float_bits(&ctx), Some((FloatKind::F16, 0xAE66)));
    assert_eq!(
        Attribute::float_from_literal(&ctx, i8t, "1.5", false).unwrap_err(),
        "floating point value not valid for specified type"
    );
    let h = Attribute::float_from_hex(&ctx, f16, &APInt::from_u64(64, 0x7C00)).unwrap();
    assert_eq!(h.as_f64(&ctx), Some(f64::INFINITY));
    assert_eq!(
        Attribute::float_from_hex(&ctx, f16, &APInt::from_u64(64, 0x7C000)).unwrap_err(),
        "hexadecimal float constant out of range for type"
    );
}

#[test]
fn handle_and_kind_sizes() {
    // Handles are 4 bytes; the uniqued payloads stay compact.
    assert_eq!(core::mem::size_of::<Attribute>(), 4);
    assert_eq!(core::mem::size_of::<Type>(), 4);
    assert!(
        core::mem::size_of::<AttrKind>() <= 48,
        "{}",
        core::mem::size_of::<AttrKind>()
    );
    assert!(
        core::mem::size_of::<crate::TypeKind>() <= 48,
        "{}",
        core::mem::size_of::<crate::TypeKind>()
    );
}

#[test]
fn sparse_invariants_use_mlir_texts() {
    let ctx = Context::new();
    let i64t = Type::i64(&ctx);
    let i32t = Type::int(&ctx, 32);
    let t = tensor(&ctx, &[2, 2], i32t);
    let idx = |shape: &[i64], v: &[i64]| {
        let vals: Vec<APInt> = v.iter().map(|&x| APInt::from_i64(64, x)).collect();
        Attribute::dense_ints(&ctx, tensor(&ctx, shape, i64t), &vals).unwrap()
    };
    let vals = |v: &[i64]| {
        let vs: Vec<APInt> = v.iter().map(|&x| APInt::from_i64(32, x)).collect();
        Attribute::dense_ints(&ctx, tensor(&ctx, &[v.len() as i64], i32t), &vs).unwrap()
    };
    assert_eq!(
        Attribute::sparse_elements(&ctx, t, idx(&[2, 2], &[0, 0, 1, 1]), vals(&[1])).unwrap_err(),
        "expected shape ([2, 2]); inferred shape of indices literal ([2, 2]); inferred shape of values literal ([1])"
    );
    assert_eq!(
        Attribute::sparse_elements(&ctx, t, idx(&[1, 3], &[0, 0, 0]), vals(&[1])).unwrap_err(),
        "expected shape ([2, 2]); inferred shape of indices literal ([1, 3]); inferred shape of values literal ([1])"
    );
    assert_eq!(
        Attribute::sparse_elements(&ctx, t, idx(&[1, 2], &[0, 5]), vals(&[1])).unwrap_err(),
        "sparse index #0 is not contained within the value shape, with index=[0, 5], and type='tensor<2x2xi32>'"
    );
    assert_eq!(
        Attribute::sparse_elements(&ctx, t, idx(&[1, 2], &[-1, 1]), vals(&[1])).unwrap_err(),
        "sparse index #0 is not contained within the value shape, with index=[18446744073709551615, 1], and type='tensor<2x2xi32>'"
    );
    let ok =
        Attribute::sparse_elements(&ctx, t, idx(&[2, 2], &[0, 1, 0, 1]), vals(&[1, 2])).unwrap();
    assert_eq!(
        ok.display(&ctx).to_string(),
        "sparse<[[0, 1], [0, 1]], [1, 2]> : tensor<2x2xi32>"
    );
    let i32idx = Attribute::dense_ints(
        &ctx,
        tensor(&ctx, &[1, 2], i32t),
        &[APInt::zero(32), APInt::zero(32)],
    )
    .unwrap();
    assert_eq!(
        Attribute::sparse_elements(&ctx, t, i32idx, vals(&[1])).unwrap_err(),
        "expected sparse indices to be 64-bit integer values"
    );
}

#[test]
fn affine_maps_fold_with_constant_operands() {
    use affine::Folded;
    // (d0, d1)[s0] -> (d0 + s0 * 4, d1 mod 3, 7, d1 floordiv s0)
    let mut b = AffineBuilder::new();
    let (d0, d1, s0) = (b.dim(0), b.dim(1), b.symbol(0));
    let (c4, c3, c7) = (b.constant(4), b.constant(3), b.constant(7));
    let s4 = b.mul(s0, c4).unwrap();
    let r0 = b.add(d0, s4);
    let r1 = b.modulo(d1, c3).unwrap();
    let r3 = b.floor_div(d1, s0).unwrap();
    let m = AffineMap::new(&b, 2, 1, &[r0, r1, c7, r3]).unwrap();
    // Every operand known: every result folds (floor division rounds down).
    assert_eq!(
        m.constant_fold(&[Some(1), Some(-4), Some(2)]),
        Ok(vec![9, 2, 7, -2])
    );
    // `d1` unknown: the results using it do not fold, the others do.
    assert_eq!(
        m.fold_results(&[Some(1), None, Some(2)]),
        vec![
            Folded::Value(9),
            Folded::Unknown,
            Folded::Value(7),
            Folded::Unknown
        ]
    );
    assert_eq!(m.constant_fold(&[Some(1), None, Some(2)]), Err(false));
    let (partial, all) = m.partial_constant_fold(&[Some(1), None, Some(2)]);
    assert_eq!(all, None);
    assert_eq!(
        partial.to_string(),
        "(d0, d1)[s0] -> (9, d1 mod 3, 7, d1 floordiv s0)"
    );
    // Division by a symbol that is zero is MLIR's poison; by a negative
    // one it rounds down (`5 floordiv -2 = -3`), while `mod` by a
    // negative constant is poison.
    assert_eq!(m.constant_fold(&[Some(1), Some(5), Some(0)]), Err(true));
    assert_eq!(
        m.constant_fold(&[Some(1), Some(5), Some(-2)]),
        Ok(vec![-7, 2, 7, -3])
    );
    let mut b = AffineBuilder::new();
    let (d0, s0) = (b.dim(0), b.symbol(0));
    let r0 = b.modulo(d0, s0).unwrap();
    let r1 = b.ceil_div(d0, s0).unwrap();
    let rem = AffineMap::new(&b, 1, 1, &[r0]).unwrap();
    let ceil = AffineMap::new(&b, 1, 1, &[r1]).unwrap();
    assert_eq!(rem.constant_fold(&[Some(7), Some(-3)]), Err(true));
    assert_eq!(ceil.constant_fold(&[Some(7), Some(-3)]), Ok(vec![-2]));
    assert_eq!(ceil.constant_fold(&[Some(7), Some(0)]), Err(true));
    assert_eq!(
        ceil.constant_fold(&[Some(i64::MIN), Some(-1)]),
        Ok(vec![i64::MIN])
    );
    let c = AffineMap::constant(-3);
    assert_eq!(
        (c.to_string(), c.single_constant()),
        ("() -> (-3)".into(), Some(-3))
    );
    let s = AffineMap::symbol_identity();
    assert_eq!(
        (s.to_string(), s.single_constant(), s.num_inputs()),
        ("()[s0] -> (s0)".into(), None, 1)
    );
    let (same, consts) = c.partial_constant_fold(&[]);
    assert_eq!((same, consts), (c, Some(vec![-3])));
}
