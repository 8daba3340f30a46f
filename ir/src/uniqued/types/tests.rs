//! Tests of builtin types: uniquing, every invariant failing with MLIR 22's
//! text, canonical forms, and the accessors.

use super::*;
use crate::uniqued::attributes::{AffineBuilder, AffineMap};

#[test]
fn uniquing_gives_equal_handles() {
    let ctx = Context::new();
    assert_eq!(Type::int(&ctx, 32), Type::int(&ctx, 32));
    assert_ne!(
        Type::int(&ctx, 32),
        Type::integer(&ctx, 32, Signedness::Signed).unwrap()
    );
    let f = Type::function(&ctx, &[Type::i64(&ctx)], &[]);
    assert_eq!(f, Type::function(&ctx, &[Type::int(&ctx, 64)], &[]));
    assert_eq!(f.function_parts(&ctx).unwrap().0, &[Type::i64(&ctx)]);
    assert_eq!(f.inputs(&ctx), &[Type::i64(&ctx)]);
    assert!(f.results(&ctx).is_empty());
    assert!(f.is_function(&ctx));
}

#[test]
fn integer_width_limit() {
    let ctx = Context::new();
    assert!(Type::integer(&ctx, MAX_INT_WIDTH, Signedness::Signless).is_ok());
    let e = Type::integer(&ctx, MAX_INT_WIDTH + 1, Signedness::Signless).unwrap_err();
    assert_eq!(e, "integer bitwidth is limited to 16777215 bits");
    let si = Type::integer(&ctx, 8, Signedness::Signed).unwrap();
    let ui = Type::integer(&ctx, 8, Signedness::Unsigned).unwrap();
    assert!(si.is_signed_integer(&ctx) && !si.is_unsigned_integer(&ctx));
    assert!(ui.is_unsigned_integer(&ctx) && ui.is_integer_of_width(&ctx, 8));
    assert_eq!(si.integer_parts(&ctx), Some((8, Signedness::Signed)));
    assert_eq!(si.int_or_float_width(&ctx), Some(8));
    assert!(Type::integer(&ctx, 0, Signedness::Signless).is_ok());
}

#[test]
fn float_kinds_round_trip_keywords() {
    let ctx = Context::new();
    for k in FloatKind::ALL {
        assert_eq!(FloatKind::from_keyword(k.keyword()), Some(k));
        let t = Type::float(&ctx, k);
        assert_eq!(t.float_kind(&ctx), Some(k));
        assert_eq!(t.int_or_float_width(&ctx), Some(k.width()));
    }
    assert_eq!(FloatKind::from_keyword("f7"), None);
}

#[test]
fn complex_invariants() {
    let ctx = Context::new();
    let c = Type::complex(&ctx, Type::f32(&ctx)).unwrap();
    assert_eq!(c.element_type(&ctx), Some(Type::f32(&ctx)));
    for bad in [
        Type::index(&ctx),
        Type::none(&ctx),
        c,
        Type::opaque(&ctx, "t", "x"),
    ] {
        assert_eq!(
            Type::complex(&ctx, bad).unwrap_err(),
            "invalid element type for complex"
        );
    }
}

#[test]
fn vector_invariants() {
    let ctx = Context::new();
    let f32 = Type::f32(&ctx);
    assert_eq!(
        Type::vector(&ctx, &[4, 0], f32, &[]).unwrap_err(),
        "vector types must have positive constant sizes but got 4, 0"
    );
    assert_eq!(
        Type::vector(&ctx, &[DYNAMIC], f32, &[]).unwrap_err(),
        format!("vector types must have positive constant sizes but got {DYNAMIC}")
    );
    let cplx = Type::complex(&ctx, f32).unwrap();
    let v4 = Type::vector(&ctx, &[4], f32, &[]).unwrap();
    for bad in [Type::none(&ctx), cplx, v4, Type::opaque(&ctx, "t", "x")] {
        assert_eq!(
            Type::vector(&ctx, &[4], bad, &[]).unwrap_err(),
            "failed to verify 'elementType': VectorElementTypeInterface instance"
        );
    }
    assert_eq!(
        Type::vector(&ctx, &[4, 4], f32, &[true]).unwrap_err(),
        "number of dims must match, got 1 and 2"
    );
    assert!(Type::vector(&ctx, &[4], Type::index(&ctx), &[]).is_ok());
    assert!(Type::vector(&ctx, &[], f32, &[]).is_ok());
    let v = Type::vector(&ctx, &[4], f32, &[false]).unwrap();
    assert_eq!(v, v4);
    assert!(!v.is_scalable_vector(&ctx));
    let s = Type::vector(&ctx, &[4, 8], f32, &[false, true]).unwrap();
    assert!(s.is_scalable_vector(&ctx));
    assert_eq!(s.scalable_dims(&ctx), Some(vec![false, true]));
    assert_eq!(v.scalable_dims(&ctx), Some(vec![false]));
    assert_eq!(s.num_elements(&ctx), Some(32));
    assert_eq!(s.display(&ctx).to_string(), "vector<4x[8]xf32>");
}

#[test]
fn tensor_invariants_and_accessors() {
    let ctx = Context::new();
    let f32 = Type::f32(&ctx);
    assert_eq!(
        Type::ranked_tensor(&ctx, &[-2], f32, None).unwrap_err(),
        "invalid tensor dimension size"
    );
    let fnty = Type::function(&ctx, &[], &[]);
    let tup = Type::tuple(&ctx, &[f32]);
    let m = Type::memref(&ctx, &[4], f32, None, None).unwrap();
    let t = Type::ranked_tensor(&ctx, &[4], f32, None).unwrap();
    for bad in [fnty, Type::none(&ctx), tup, m, t] {
        assert_eq!(
            Type::ranked_tensor(&ctx, &[4], bad, None).unwrap_err(),
            "invalid tensor element type"
        );
        assert_eq!(
            Type::unranked_tensor(&ctx, bad).unwrap_err(),
            "invalid tensor element type"
        );
    }
    assert!(Type::ranked_tensor(&ctx, &[4], Type::opaque(&ctx, "t", "x"), None).is_ok());
    assert!(Type::ranked_tensor(&ctx, &[0], f32, None).is_ok());
    let enc = Attribute::string(&ctx, "enc");
    let d = Type::ranked_tensor(&ctx, &[DYNAMIC, 3], f32, Some(enc)).unwrap();
    assert_eq!(d.rank(&ctx), Some(2));
    assert!(d.is_dynamic_dim(&ctx, 0) && !d.is_dynamic_dim(&ctx, 1));
    assert_eq!(d.dim_size(&ctx, 1), Some(3));
    assert_eq!(d.num_dynamic_dims(&ctx), 1);
    assert!(!d.has_static_shape(&ctx));
    assert_eq!(d.num_elements(&ctx), None);
    assert_eq!(d.tensor_encoding(&ctx), Some(enc));
    assert_ne!(
        d,
        Type::ranked_tensor(&ctx, &[DYNAMIC, 3], f32, None).unwrap()
    );
    let u = Type::unranked_tensor(&ctx, f32).unwrap();
    assert!(u.is_tensor(&ctx) && !u.has_rank(&ctx) && u.rank(&ctx).is_none());
    assert_eq!(u.element_type(&ctx), Some(f32));
    assert_eq!(t.num_elements(&ctx), Some(4));
}

#[test]
fn memref_invariants_layouts_and_spaces() {
    let ctx = Context::new();
    let f32 = Type::f32(&ctx);
    assert_eq!(
        Type::memref(&ctx, &[-2], f32, None, None).unwrap_err(),
        "invalid memref size"
    );
    let tens = Type::ranked_tensor(&ctx, &[4], f32, None).unwrap();
    for bad in [
        Type::none(&ctx),
        tens,
        Type::tuple(&ctx, &[]),
        Type::opaque(&ctx, "t", "x"),
    ] {
        assert_eq!(
            Type::memref(&ctx, &[4], bad, None, None).unwrap_err(),
            "invalid memref element type"
        );
        assert_eq!(
            Type::unranked_memref(&ctx, bad, None).unwrap_err(),
            "invalid memref element type"
        );
    }
    let inner = Type::memref(&ctx, &[4], f32, None, None).unwrap();
    assert!(Type::memref(&ctx, &[4], inner, None, None).is_ok());
    assert!(Type::memref(&ctx, &[4], Type::index(&ctx), None, None).is_ok());

    // Affine map layouts: rank must match, identity is dropped.
    let mut b = AffineBuilder::new();
    let (d0, d1) = (b.dim(0), b.dim(1));
    let two = AffineMap::new(&b, 2, 0, &[d0]).unwrap();
    let two = Attribute::affine_map(&ctx, two);
    assert_eq!(
        Type::memref(&ctx, &[4], f32, Some(two), None).unwrap_err(),
        "memref layout mismatch between rank and affine map: 1 != 2"
    );
    let id = Attribute::affine_map(&ctx, AffineMap::identity(1));
    assert_eq!(
        Type::memref(&ctx, &[4], f32, Some(id), None).unwrap(),
        inner
    );
    let s0 = b.symbol(0);
    let m = b.mul(d0, s0).unwrap();
    let e = b.add(m, d1);
    let map = Attribute::affine_map(&ctx, AffineMap::new(&b, 2, 1, &[e]).unwrap());
    let space = Attribute::integer(&ctx, Type::i64(&ctx), 3).unwrap();
    let t = Type::memref(&ctx, &[4, DYNAMIC], f32, Some(map), Some(space)).unwrap();
    assert_eq!(t.memref_layout(&ctx), Some(map));
    assert_eq!(t.memory_space(&ctx), Some(space));
    assert_eq!(
        t.display(&ctx).to_string(),
        "memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>, 3>"
    );

    // Strided layouts: one stride per dimension.
    let st = Attribute::strided_layout(&ctx, &[1, 2], 0);
    assert_eq!(
        Type::memref(&ctx, &[4], f32, Some(st), None).unwrap_err(),
        "expected the number of strides to match the rank"
    );
    let st1 = Attribute::strided_layout(&ctx, &[DYNAMIC], DYNAMIC);
    let t = Type::memref(&ctx, &[4], f32, Some(st1), None).unwrap();
    assert_eq!(
        t.display(&ctx).to_string(),
        "memref<4xf32, strided<[?], offset: ?>>"
    );
    let st0 = Attribute::strided_layout(&ctx, &[], 1);
    assert!(Type::memref(&ctx, &[], f32, Some(st0), None).is_ok());
    let not_layout = Attribute::string(&ctx, "x");
    assert!(Type::memref(&ctx, &[4], f32, Some(not_layout), None).is_err());

    // Memory spaces: integer/string/dictionary; integer zero is the default.
    let zero = Attribute::integer(&ctx, Type::int(&ctx, 32), 0).unwrap();
    assert_eq!(
        Type::memref(&ctx, &[4], f32, None, Some(zero)).unwrap(),
        inner
    );
    let s = Attribute::string(&ctx, "x");
    assert!(Type::memref(&ctx, &[4], f32, None, Some(s)).is_ok());
    for bad in [
        Attribute::array(&ctx, &[]),
        Attribute::opaque(&ctx, "t", "x"),
    ] {
        assert_eq!(
            Type::memref(&ctx, &[4], f32, None, Some(bad)).unwrap_err(),
            "unsupported memory space Attribute"
        );
        assert_eq!(
            Type::unranked_memref(&ctx, f32, Some(bad)).unwrap_err(),
            "unsupported memory space Attribute"
        );
    }
    let u = Type::unranked_memref(&ctx, f32, Some(zero)).unwrap();
    assert_eq!(u.memory_space(&ctx), None);
    assert!(u.is_memref(&ctx) && u.is_shaped(&ctx));
}

#[test]
fn scalar_predicates() {
    let ctx = Context::new();
    assert!(Type::none(&ctx).is_none_type(&ctx));
    assert!(Type::index(&ctx).is_int_or_index(&ctx));
    assert!(Type::i1(&ctx).is_signless_integer(&ctx));
    let tup = Type::tuple(&ctx, &[Type::i1(&ctx), Type::f64(&ctx)]);
    assert_eq!(tup.tuple_types(&ctx).unwrap().len(), 2);
    assert_eq!(Type::f64(&ctx).element_type(&ctx), None);
    let v = Type::vector(&ctx, &[2], Type::f64(&ctx), &[]).unwrap();
    assert!(v.is_vector(&ctx) && v.has_rank(&ctx));
}

#[test]
fn opaque_namespaces() {
    let ctx = Context::new();
    assert_eq!(
        Type::opaque_checked(&ctx, "t", "x").unwrap(),
        Type::opaque(&ctx, "t", "x")
    );
    assert!(Type::opaque_checked(&ctx, "_a$1", "x").is_ok());
    assert_eq!(
        Type::opaque_checked(&ctx, "1a", "x").unwrap_err(),
        "invalid dialect namespace '1a'"
    );
    assert!(Attribute::opaque_checked(&ctx, "a-b", "x").is_err());
    assert!(Attribute::opaque_checked(&ctx, "a", "x").is_ok());
}
