//! `!toy.struct<...>` through the library, without the tool: uniquing,
//! the verifier, casting and accessors.

use ir::{Context, Type};
use toy::types::StructType;

#[test]
fn struct_types_are_uniqued_and_verified() {
    let ctx = Context::new();
    let (i32, f64) = (Type::int(&ctx, 32), Type::f64(&ctx));
    let a = StructType::get(&ctx, vec![i32, f64]);
    assert_eq!(a, StructType::get(&ctx, vec![i32, f64]));
    assert_ne!(a, StructType::get(&ctx, vec![f64, i32]));
    assert_eq!(a.elements(&ctx), &[i32, f64]);
    assert_eq!(StructType::from_type(&ctx, a.ty()), Some(a));
    assert_eq!(StructType::from_type(&ctx, i32), None);
    let nested = StructType::get(&ctx, vec![a.ty()]);
    assert_eq!(
        nested.ty().display(&ctx).to_string(),
        "!toy.struct<!toy.struct<i32, f64>>"
    );
    assert_eq!(
        StructType::get_checked(&ctx, vec![]),
        Err("a toy struct needs at least one element type".to_string())
    );
}
