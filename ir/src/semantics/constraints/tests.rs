//! The constraint library against ODS's predicates and summaries.

use super::*;
use crate::uniqued::typed_attrs::AttrType;
use crate::{Context, Type};

#[test]
fn scalar_and_container_summaries() {
    let ctx = Context::new();
    let i32 = Type::int(&ctx, 32);
    let f32 = Type::f32(&ctx);
    let t = Type::ranked_tensor(&ctx, &[2], f32, None).unwrap();
    assert!(I32::matches(&ctx, i32) && !I32::matches(&ctx, f32));
    assert!(AnyTensor::matches(&ctx, t) && !AnyTensor::matches(&ctx, f32));
    assert!(FloatLike::matches(&ctx, t) && !SignlessIntegerLike::matches(&ctx, t));
    assert!(TensorOf::<F32>::matches(&ctx, t) && !TensorOf::<F64>::matches(&ctx, t));
    assert_eq!(AnySignlessInteger::summary(), "signless integer");
    assert_eq!(
        <AnyTypeOf<(I<8>, I32, F32)>>::summary(),
        "8-bit signless integer or 32-bit signless integer or 32-bit float"
    );
    assert_eq!(<MemRefOf<AnyType>>::summary(), "memref of any type values");
    assert_eq!(F32::buildable(&ctx), Some(f32));
    assert_eq!(AnyFloat::buildable(&ctx), None);
}

#[test]
fn attribute_constraints() {
    let ctx = Context::new();
    let i64 = Type::int(&ctx, 64);
    let neg = Attribute::integer(&ctx, i64, -1).unwrap();
    let five = Attribute::integer(&ctx, i64, 5).unwrap();
    assert!(I64Attr::from_attr(&ctx, neg).is_some());
    assert!(!IntNonNegative::matches(&ctx, neg) && IntPositive::matches(&ctx, five));
    assert!(<(IntMinValue<0>, IntMaxValue<5>)>::matches(&ctx, five));
    assert!(!<(IntMinValue<0>, IntMaxValue<4>)>::matches(&ctx, five));
    assert_eq!(
        <(IntMinValue<0>, IntMaxValue<4>)>::summary(),
        "whose minimum value is 0 whose maximum value is 4"
    );
    let ty = Attribute::type_attr(&ctx, i64);
    assert!(TypeAttrOf::<I64>::from_attr(&ctx, ty).is_some());
    assert!(TypeAttrOf::<I32>::from_attr(&ctx, ty).is_none());
    assert_eq!(
        TypeAttrOf::<I64>::summary(),
        "type attribute of 64-bit signless integer"
    );
}
