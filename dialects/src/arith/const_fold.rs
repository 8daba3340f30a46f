//! Elementwise constant folding, MLIR's `CommonFolders.h` for arith: a
//! fold of scalars applies to two scalar constants, to two splats (giving a
//! splat) and to two dense constants of one type (element by element), a
//! `#ub.poison` operand makes the result poison (where MLIR's helpers
//! propagate it, which is by default), and
//! the matchers (`m_Zero`, `m_One`, `m_ConstantInt`, the float predicates)
//! see a splat as its element.
//!
//! Elements are read from the raw-bytes dense form one at a time and the
//! results written back with the dense constructors, so a fold of a
//! million-element constant allocates its result and nothing per element.
//! An iterator over `Attribute` elements was rejected: it would intern an
//! attribute per element of every folded constant.

use ir::uniqued::apfloat;
use ir::{APInt, AttrKind, Attribute, Context, FloatKind, Type, TypeKind};

/// A float value: its kind and bit pattern (`apfloat` works on these).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Float {
    /// The format.
    pub kind: FloatKind,
    /// The encoding.
    pub bits: u128,
}

/// A scalar a fold works on: an integer or a float.
pub trait Elem: Sized {
    /// The value of a scalar attribute (`42 : i32`, `1.5 : f32`).
    fn scalar(ctx: &Context, a: Attribute) -> Option<Self>;
    /// Element `i` of a dense constant.
    fn at(ctx: &Context, a: Attribute, i: u64) -> Option<Self>;
    /// The scalar attribute of type `ty` holding `v`.
    fn attr(ctx: &Context, ty: Type, v: Self) -> Option<Attribute>;
    /// The dense constant of shaped type `ty` holding `vs` (one: a splat).
    fn dense(ctx: &Context, ty: Type, vs: &[Self]) -> Option<Attribute>;
}

impl Elem for APInt {
    fn scalar(ctx: &Context, a: Attribute) -> Option<Self> {
        match a.kind(ctx) {
            AttrKind::Integer { value, .. } => Some(value.clone()),
            _ => None,
        }
    }
    fn at(ctx: &Context, a: Attribute, i: u64) -> Option<Self> {
        a.dense_int_at(ctx, i)
    }
    fn attr(ctx: &Context, ty: Type, v: Self) -> Option<Attribute> {
        Attribute::integer_apint(ctx, ty, v).ok()
    }
    fn dense(ctx: &Context, ty: Type, vs: &[Self]) -> Option<Attribute> {
        Attribute::dense_ints(ctx, ty, vs).ok()
    }
}

/// The float kind of a scalar or element type.
pub fn float_kind(ctx: &Context, t: Type) -> Option<FloatKind> {
    match t.element_type_or_self(ctx).kind(ctx) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

impl Elem for Float {
    fn scalar(ctx: &Context, a: Attribute) -> Option<Self> {
        match a.kind(ctx) {
            AttrKind::Float { ty, bits } => Some(Float {
                kind: float_kind(ctx, *ty)?,
                bits: *bits,
            }),
            _ => None,
        }
    }
    fn at(ctx: &Context, a: Attribute, i: u64) -> Option<Self> {
        let kind = float_kind(ctx, a.typed_value_type(ctx)?)?;
        let bits = a.dense_float_bits_at(ctx, i)?;
        Some(Float { kind, bits })
    }
    fn attr(ctx: &Context, ty: Type, v: Self) -> Option<Attribute> {
        Attribute::float_bits(ctx, ty, v.bits).ok()
    }
    fn dense(ctx: &Context, ty: Type, vs: &[Self]) -> Option<Attribute> {
        let bits: Vec<u128> = vs.iter().map(|v| v.bits).collect();
        Attribute::dense_float_bits(ctx, ty, &bits).ok()
    }
}

fn is_dense(ctx: &Context, a: Attribute) -> bool {
    matches!(a.kind(ctx), AttrKind::DenseIntOrFloat { .. })
}

/// The scalar value of `a`, or the element of a splat (MLIR's
/// `m_ConstantInt` / `m_ConstantFloat` binders).
pub fn splat_value<T: Elem>(ctx: &Context, a: Option<Attribute>) -> Option<T> {
    let a = a?;
    if let Some(v) = T::scalar(ctx, a) {
        return Some(v);
    }
    (is_dense(ctx, a) && a.dense_is_splat(ctx))
        .then(|| T::at(ctx, a, 0))
        .flatten()
}

/// The integer of a scalar or splat constant.
pub fn splat_int(ctx: &Context, a: Option<Attribute>) -> Option<APInt> {
    splat_value(ctx, a)
}

/// The float of a scalar or splat constant.
pub fn splat_float(ctx: &Context, a: Option<Attribute>) -> Option<Float> {
    splat_value(ctx, a)
}

/// MLIR's `constFoldBinaryOp`: `#ub.poison` when either operand is
/// (the other need not be constant), else `f` over two constants of one
/// type, the result of type `result` (a scalar, or shaped like the
/// operands).
pub fn binary<A: Elem, R: Elem>(
    ctx: &Context,
    c: &[Option<Attribute>],
    result: Type,
    f: impl FnMut(&A, &A) -> Option<R>,
) -> Option<Attribute> {
    crate::ub::poison_operand(ctx, c.get(..2)?).or_else(|| binary_no_poison(ctx, c, result, f))
}

/// [`binary`] where MLIR opts out of poison (its `PoisonAttr = void`: the
/// comparisons, the shifts): a poison operand is not a constant to fold.
pub fn binary_no_poison<A: Elem, R: Elem>(
    ctx: &Context,
    c: &[Option<Attribute>],
    result: Type,
    mut f: impl FnMut(&A, &A) -> Option<R>,
) -> Option<Attribute> {
    let (a, b) = ((*c.first()?)?, (*c.get(1)?)?);
    if a.typed_value_type(ctx)? != b.typed_value_type(ctx)? {
        return None;
    }
    if let (Some(x), Some(y)) = (A::scalar(ctx, a), A::scalar(ctx, b)) {
        return R::attr(ctx, result, f(&x, &y)?);
    }
    if !is_dense(ctx, a) || !is_dense(ctx, b) {
        return None;
    }
    if a.dense_is_splat(ctx) && b.dense_is_splat(ctx) {
        let v = f(&A::at(ctx, a, 0)?, &A::at(ctx, b, 0)?)?;
        return R::dense(ctx, result, &[v]);
    }
    let n = a.dense_num_elements(ctx)?;
    let mut out = Vec::with_capacity(usize::try_from(n).ok()?);
    for i in 0..n {
        out.push(f(&A::at(ctx, a, i)?, &A::at(ctx, b, i)?)?);
    }
    R::dense(ctx, result, &out)
}

/// MLIR's `constFoldUnaryOp` and `constFoldCastOp`: `#ub.poison` for a
/// poison operand, else `f` over one constant, the result of type
/// `result` (a scalar, or shaped like the operand).
pub fn unary<A: Elem, R: Elem>(
    ctx: &Context,
    c: &[Option<Attribute>],
    result: Type,
    mut f: impl FnMut(&A) -> Option<R>,
) -> Option<Attribute> {
    let a = (*c.first()?)?;
    if crate::ub::is_poison(ctx, Some(a)) {
        return Some(a);
    }
    if let Some(x) = A::scalar(ctx, a) {
        return R::attr(ctx, result, f(&x)?);
    }
    if !is_dense(ctx, a) {
        return None;
    }
    if a.dense_is_splat(ctx) {
        let v = f(&A::at(ctx, a, 0)?)?;
        return R::dense(ctx, result, &[v]);
    }
    let n = a.dense_num_elements(ctx)?;
    let mut out = Vec::with_capacity(usize::try_from(n).ok()?);
    for i in 0..n {
        out.push(f(&A::at(ctx, a, i)?)?);
    }
    R::dense(ctx, result, &out)
}

/// The zero of `ty` (MLIR's `Builder::getZeroAttr`): an integer or float
/// zero, or a splat of one for a statically shaped type.
pub fn zero_attr(ctx: &Context, ty: Type) -> Option<Attribute> {
    let elem = ty.element_type_or_self(ctx);
    let scalar = match elem.kind(ctx) {
        TypeKind::Integer { width, .. } => Attribute::integer_apint(ctx, elem, APInt::zero(*width)),
        TypeKind::Index => Attribute::integer_apint(ctx, elem, APInt::zero(64)),
        TypeKind::Float(k) => Attribute::float_bits(ctx, elem, apfloat::zero_bits(*k, false)),
        _ => return None,
    }
    .ok()?;
    if elem == ty {
        return Some(scalar);
    }
    Attribute::dense_elements(ctx, ty, &[scalar]).ok()
}

/// `ty` with its element type replaced by `i1` (MLIR's `getI1SameShape`).
pub fn i1_same_shape(ctx: &Context, t: Type) -> Option<Type> {
    let i1 = Type::i1(ctx);
    match t.kind(ctx) {
        TypeKind::Vector {
            shape, scalable, ..
        } => Type::vector(ctx, shape, i1, scalable).ok(),
        TypeKind::RankedTensor { shape, .. } => Type::ranked_tensor(ctx, shape, i1, None).ok(),
        TypeKind::UnrankedTensor(_) => Type::unranked_tensor(ctx, i1).ok(),
        _ => Some(i1),
    }
}

/// `true`/`false` of type `ty`, a splat when shaped (MLIR's
/// `getBoolAttribute`); `None` for a shape that is not static.
pub fn bool_attr(ctx: &Context, ty: Type, v: bool) -> Option<Attribute> {
    let b = Attribute::bool(ctx, v);
    if ty.element_type_or_self(ctx) == ty {
        return Some(b);
    }
    Attribute::dense_elements(ctx, ty, &[b]).ok()
}
