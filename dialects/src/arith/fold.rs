//! Arith folders and verifiers, following `ArithOps.cpp` of MLIR 22.
//!
//! Integer constant folding uses `ir::APInt` (exact width, wrap-around);
//! float folding covers `f32` and `f64` with host IEEE arithmetic, which
//! rounds to nearest-even as `APFloat` does. Folds that rewrite the op in
//! place (moving a `cmpi` constant to the right, `extsi(extsi x)`) need a
//! mutable op and belong to canonicalization patterns, which do not exist:
//! those folds are not done. Everything here returns a value or a
//! constant, MLIR's `OpFoldResult`.

use super::attrs::*;
use super::ops::*;
use ir::prelude::*;
use ir::semantics::traits::constraints::*;
use ir::{APInt, AttrKind, FloatKind, TypeKind};

type Consts<'c> = &'c [Option<Attribute>];

fn int(ctx: &Context, a: Option<Attribute>) -> Option<&APInt> {
    match a?.kind(ctx) {
        AttrKind::Integer { value, .. } => Some(value),
        _ => None,
    }
}

fn result_type(v: OpView<'_>) -> Type {
    v.body.value_type(v.result(0))
}

fn int_result(v: OpView<'_>, value: APInt) -> Option<OpFoldResult> {
    Attribute::integer_apint(v.ctx, result_type(v), value)
        .ok()
        .map(OpFoldResult::Attr)
}

fn is_zero(ctx: &Context, a: Option<Attribute>) -> bool {
    int(ctx, a).is_some_and(|x| x.is_zero())
}

fn is_one(ctx: &Context, a: Option<Attribute>) -> bool {
    int(ctx, a).is_some_and(|x| x.is_one())
}

fn is_all_ones(ctx: &Context, a: Option<Attribute>) -> bool {
    int(ctx, a).is_some_and(|x| x.is_all_ones())
}

fn same_width(a: &APInt, b: &APInt) -> bool {
    a.width() == b.width()
}

/// Folds two integer constants with `f` (MLIR's `constFoldBinaryOp`).
fn const_fold(
    v: OpView<'_>,
    c: Consts<'_>,
    f: impl Fn(&APInt, &APInt) -> Option<APInt>,
) -> Option<OpFoldResult> {
    let (a, b) = (int(v.ctx, *c.first()?)?, int(v.ctx, *c.get(1)?)?);
    if !same_width(a, b) {
        return None;
    }
    int_result(v, f(a, b)?)
}

fn value(x: Value) -> Option<OpFoldResult> {
    Some(OpFoldResult::Value(x))
}

fn zero_of(v: OpView<'_>) -> Option<OpFoldResult> {
    let w = result_type(v).int_or_float_width(v.ctx).unwrap_or(64);
    int_result(v, APInt::zero(w))
}

/// `arith.constant` folds to its value.
pub fn fold_constant(op: ConstantOp<'_>, _: Consts<'_>) -> Option<OpFoldResult> {
    op.try_value().map(|v| OpFoldResult::Attr(v.0))
}

/// `addi`: `x + 0 = x`, `(a - b) + b = a`, constants.
pub fn fold_addi(op: AddIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    if is_zero(ctx, c[1]) {
        return value(op.lhs());
    }
    for (s, other) in [(op.lhs(), op.rhs()), (op.rhs(), op.lhs())] {
        if let Some(sub) = op
            .body
            .defining_op(s)
            .and_then(|d| SubIOp::cast(ctx, op.body, d))
            && sub.rhs() == other
        {
            return value(sub.lhs());
        }
    }
    const_fold(op.0, c, |a, b| Some(a.wrapping_add(b)))
}

/// `subi`: `x - x = 0`, `x - 0 = x`, `(a + b) - b = a`, constants.
pub fn fold_subi(op: SubIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    if op.lhs() == op.rhs() {
        return zero_of(op.0);
    }
    if is_zero(ctx, c[1]) {
        return value(op.lhs());
    }
    if let Some(add) = op
        .body
        .defining_op(op.lhs())
        .and_then(|d| AddIOp::cast(ctx, op.body, d))
    {
        if add.rhs() == op.rhs() {
            return value(add.lhs());
        }
        if add.lhs() == op.rhs() {
            return value(add.rhs());
        }
    }
    const_fold(op.0, c, |a, b| Some(a.wrapping_sub(b)))
}

/// `muli`: `x * 0 = 0`, `x * 1 = x`, constants.
pub fn fold_muli(op: MulIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_zero(op.ctx, c[1]) {
        return value(op.rhs());
    }
    if is_one(op.ctx, c[1]) {
        return value(op.lhs());
    }
    const_fold(op.0, c, |a, b| Some(a.wrapping_mul(b)))
}

/// `divui`: `x / 1 = x`, constants (no fold on division by zero).
pub fn fold_divui(op: DivUIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_one(op.ctx, c[1]) {
        return value(op.lhs());
    }
    const_fold(op.0, c, |a, b| a.udiv(b))
}

/// `divsi`: `x / 1 = x`, constants (no fold on zero or overflow).
pub fn fold_divsi(op: DivSIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_one(op.ctx, c[1]) {
        return value(op.lhs());
    }
    const_fold(op.0, c, |a, b| match a.overflowing_sdiv(b)? {
        (q, false) => Some(q),
        (_, true) => None,
    })
}

/// `remui`: `x % 1 = 0`, constants.
pub fn fold_remui(op: RemUIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_one(op.ctx, c[1]) {
        return zero_of(op.0);
    }
    const_fold(op.0, c, |a, b| a.urem(b))
}

/// `remsi`: `x % 1 = 0`, constants.
pub fn fold_remsi(op: RemSIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_one(op.ctx, c[1]) {
        return zero_of(op.0);
    }
    const_fold(op.0, c, |a, b| a.srem(b))
}

/// `andi`: `x & 0 = 0`, `x & -1 = x`, constants (`x & x` is `Idempotent`).
pub fn fold_andi(op: AndIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_zero(op.ctx, c[1]) {
        return value(op.rhs());
    }
    if is_all_ones(op.ctx, c[1]) {
        return value(op.lhs());
    }
    const_fold(op.0, c, |a, b| Some(a.and(b)))
}

/// `ori`: `x | 0 = x`, `x | -1 = -1`, constants.
pub fn fold_ori(op: OrIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_zero(op.ctx, c[1]) {
        return value(op.lhs());
    }
    if is_all_ones(op.ctx, c[1]) {
        return value(op.rhs());
    }
    const_fold(op.0, c, |a, b| Some(a.or(b)))
}

/// `xori`: `x ^ 0 = x`, `x ^ x = 0`, constants.
pub fn fold_xori(op: XOrIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_zero(op.ctx, c[1]) {
        return value(op.lhs());
    }
    if op.lhs() == op.rhs() {
        return zero_of(op.0);
    }
    const_fold(op.0, c, |a, b| Some(a.xor(b)))
}

/// The shift amount when it is below the width (else the result is poison
/// and MLIR does not fold).
fn shift_amount(b: &APInt) -> Option<u32> {
    let w = b.width();
    let n = b.to_u64()?;
    (n < w as u64).then_some(n as u32)
}

/// `shli`: constants with an in-range amount.
pub fn fold_shli(op: ShLIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    const_fold(op.0, c, |a, b| Some(a.shl(shift_amount(b)?)))
}

/// `shrui`: constants with an in-range amount.
pub fn fold_shrui(op: ShRUIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    const_fold(op.0, c, |a, b| Some(a.lshr(shift_amount(b)?)))
}

/// `shrsi`: constants with an in-range amount.
pub fn fold_shrsi(op: ShRSIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    const_fold(op.0, c, |a, b| Some(a.ashr(shift_amount(b)?)))
}

fn bool_result(v: OpView<'_>, b: bool) -> Option<OpFoldResult> {
    let ty = result_type(v);
    if !ty.is_integer(v.ctx) {
        return None;
    }
    Some(OpFoldResult::Attr(Attribute::bool(v.ctx, b)))
}

/// Applies an integer predicate.
pub fn apply_cmpi(p: CmpIPredicate, a: &APInt, b: &APInt) -> bool {
    use CmpIPredicate::*;
    match p {
        Eq => a.eq_value(b),
        Ne => !a.eq_value(b),
        Slt => a.slt(b),
        Sle => a.sle(b),
        Sgt => a.sgt(b),
        Sge => a.sge(b),
        Ult => a.ult(b),
        Ule => a.ule(b),
        Ugt => a.ugt(b),
        Uge => a.uge(b),
    }
}

/// `cmpi`: equal operands, constants.
pub fn fold_cmpi(op: CmpIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    let pred = op.try_predicate()?.value(ctx)?;
    if op.lhs() == op.rhs() {
        use CmpIPredicate::*;
        return bool_result(op.0, matches!(pred, Eq | Sle | Sge | Ule | Uge));
    }
    let (a, b) = (int(ctx, c[0])?, int(ctx, c[1])?);
    if !same_width(a, b) {
        return None;
    }
    bool_result(op.0, apply_cmpi(pred, a, b))
}

/// `select`: equal arms, constant condition, `select %c, true, false`.
pub fn fold_select(op: SelectOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    if op.true_value() == op.false_value() {
        return value(op.true_value());
    }
    if is_one(ctx, c[0]) {
        return value(op.true_value());
    }
    if is_zero(ctx, c[0]) {
        return value(op.false_value());
    }
    let i1 = Type::i1(ctx);
    if result_type(op.0) == i1 && is_one(ctx, c[1]) && is_zero(ctx, c[2]) {
        return value(op.condition());
    }
    None
}

/// A scalar `f32` / `f64` constant as a host `f64`, with its kind.
fn float(ctx: &Context, a: Option<Attribute>) -> Option<(FloatKind, f64)> {
    match a?.kind(ctx) {
        AttrKind::Float { ty, bits } => match ty.kind(ctx) {
            TypeKind::Float(FloatKind::F32) => {
                Some((FloatKind::F32, f32::from_bits(*bits as u32) as f64))
            }
            TypeKind::Float(FloatKind::F64) => Some((FloatKind::F64, f64::from_bits(*bits as u64))),
            _ => None,
        },
        _ => None,
    }
}

fn float_result(
    v: OpView<'_>,
    k: FloatKind,
    x: f64,
    y: f64,
    f: fn(f64, f64) -> f64,
    f32op: fn(f32, f32) -> f32,
) -> Option<OpFoldResult> {
    let ty = result_type(v);
    let bits = match k {
        FloatKind::F32 => f32op(x as f32, y as f32).to_bits() as u128,
        _ => f(x, y).to_bits() as u128,
    };
    Attribute::float_bits(v.ctx, ty, bits)
        .ok()
        .map(OpFoldResult::Attr)
}

fn float_fold(
    v: OpView<'_>,
    c: Consts<'_>,
    f: fn(f64, f64) -> f64,
    g: fn(f32, f32) -> f32,
) -> Option<OpFoldResult> {
    let ((k1, x), (k2, y)) = (float(v.ctx, c[0])?, float(v.ctx, c[1])?);
    if k1 != k2 {
        return None;
    }
    float_result(v, k1, x, y, f, g)
}

fn is_float(ctx: &Context, a: Option<Attribute>, want: f64) -> bool {
    float(ctx, a).is_some_and(|(_, x)| x == want && x.is_sign_negative() == want.is_sign_negative())
}

/// `addf`: `x + -0.0 = x`, constants.
pub fn fold_addf(op: AddFOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_float(op.ctx, c[1], -0.0) {
        return value(op.lhs());
    }
    float_fold(op.0, c, |a, b| a + b, |a, b| a + b)
}

/// `subf`: `x - 0.0 = x`, constants.
pub fn fold_subf(op: SubFOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_float(op.ctx, c[1], 0.0) {
        return value(op.lhs());
    }
    float_fold(op.0, c, |a, b| a - b, |a, b| a - b)
}

/// `mulf`: `x * 1.0 = x`, constants.
pub fn fold_mulf(op: MulFOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_float(op.ctx, c[1], 1.0) {
        return value(op.lhs());
    }
    float_fold(op.0, c, |a, b| a * b, |a, b| a * b)
}

/// `divf`: `x / 1.0 = x`, constants.
pub fn fold_divf(op: DivFOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_float(op.ctx, c[1], 1.0) {
        return value(op.lhs());
    }
    float_fold(op.0, c, |a, b| a / b, |a, b| a / b)
}

/// `negf`: `-(-x) = x`, constants.
pub fn fold_negf(op: NegFOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if let Some(inner) = op
        .body
        .defining_op(op.operand())
        .and_then(|d| NegFOp::cast(op.ctx, op.body, d))
    {
        return value(inner.operand());
    }
    let (k, x) = float(op.ctx, c[0])?;
    float_result(op.0, k, x, 0.0, |a, _| -a, |a, _| -a)
}

/// Applies a float predicate.
pub fn apply_cmpf(p: CmpFPredicate, a: f64, b: f64) -> bool {
    use CmpFPredicate::*;
    let uno = a.is_nan() || b.is_nan();
    match p {
        AlwaysFalse => false,
        Oeq => !uno && a == b,
        Ogt => !uno && a > b,
        Oge => !uno && a >= b,
        Olt => !uno && a < b,
        Ole => !uno && a <= b,
        One => !uno && a != b,
        Ord => !uno,
        Ueq => uno || a == b,
        Ugt => uno || a > b,
        Uge => uno || a >= b,
        Ult => uno || a < b,
        Ule => uno || a <= b,
        Une => uno || a != b,
        Uno => uno,
        AlwaysTrue => true,
    }
}

/// `cmpf`: constants (a NaN operand decides alone).
pub fn fold_cmpf(op: CmpFOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let pred = op.try_predicate()?.value(op.ctx)?;
    let mut l = float(op.ctx, c[0]);
    let mut r = float(op.ctx, c[1]);
    if l.is_some_and(|x| x.1.is_nan()) {
        r = l;
    }
    if r.is_some_and(|x| x.1.is_nan()) {
        l = r;
    }
    let ((_, a), (_, b)) = (l?, r?);
    bool_result(op.0, apply_cmpf(pred, a, b))
}

fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match t.kind(ctx) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

fn cast_fold(v: OpView<'_>, c: Consts<'_>, f: fn(&APInt, u32) -> APInt) -> Option<OpFoldResult> {
    let a = int(v.ctx, c[0])?;
    let w = int_width(v.ctx, result_type(v))?;
    int_result(v, f(a, w))
}

/// `extsi` of a constant.
pub fn fold_extsi(op: ExtSIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    cast_fold(op.0, c, |a, w| a.sext(w))
}

/// `extui` of a constant.
pub fn fold_extui(op: ExtUIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    cast_fold(op.0, c, |a, w| a.zext(w))
}

/// `trunci` of a constant.
pub fn fold_trunci(op: TruncIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    cast_fold(op.0, c, |a, w| a.trunc(w))
}

/// `index_cast` of a constant (sign-extends or truncates).
pub fn fold_index_cast(op: IndexCastOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    cast_fold(op.0, c, |a, w| a.sext_or_trunc(w))
}

// ----- verification ----------------------------------------------------------

/// `arith.constant`: `AllTypesMatch<value, result>`, then its `verify`.
pub fn verify_constant(op: ConstantOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    // The value's type is the result's (`AllTypesMatch`, checked first).
    let ty = result_type(op.0);
    if ty.is_integer(ctx) && !ty.is_signless_integer(ctx) {
        return Err(op.emit_op_error("integer return type must be signless"));
    }
    let ok = matches!(
        op.value().0.kind(ctx),
        AttrKind::Integer { .. }
            | AttrKind::Float { .. }
            | AttrKind::DenseElements { .. }
            | AttrKind::DenseIntOrFloat { .. }
    );
    if !ok {
        return Err(op.emit_op_error("value must be an integer, float, or elements attribute"));
    }
    Ok(())
}

/// `i1` with the shape of `t` (MLIR's `getI1SameShape`).
fn i1_same_shape(ctx: &Context, t: Type) -> Option<Type> {
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

/// The result type of a comparison (ODS's `TypesMatchWith` on `lhs` and
/// `result` of `cmpi` and `cmpf`).
#[derive(Debug)]
pub struct I1SameShape;

impl ir::semantics::constraints::TypeTransform for I1SameShape {
    const SUMMARY: &'static str = "result type has i1 element type and same shape as operands";
    fn apply(ctx: &Context, lhs: Type) -> Type {
        i1_same_shape(ctx, lhs).unwrap_or_else(|| Type::i1(ctx))
    }
}

/// `select`'s condition shape (its type constraints and `AllTypesMatch`
/// are declared on the op).
pub fn select_invariants(op: SelectOp<'_>) -> Result<(), Diagnostic> {
    let t = op.body.value_type(op.true_value());
    // MLIR's `BooleanConditionOrMatchingShape`: a scalar `i1`, or a
    // condition shaped like the result.
    let ctx = op.ctx;
    let c = op.body.value_type(op.condition());
    let shapes_match = c.shape(ctx).is_some() && c.shape(ctx) == t.shape(ctx);
    if c != Type::i1(ctx) && !shapes_match {
        return Err(op.emit_op_error(
            "failed to verify that condition is signless i1 or has matching shape",
        ));
    }
    Ok(())
}

/// Integer cast constraints (`index_cast` also takes `index`).
pub fn cast_invariants<'a, H: OpType<'a>>(op: H) -> Result<(), Diagnostic> {
    let v = op.view();
    if H::NAME == "arith.index_cast" {
        let d = "signless-integer-like or memref of signless-integer";
        operands_must_be(v, 0..1, is_signless_integer_like, d)?;
        return results_must_be(v, 0..1, is_signless_integer_like, d);
    }
    let d = "signless-fixed-width-integer-like";
    operands_must_be(v, 0..1, is_signless_fixed_width_integer_like, d)?;
    results_must_be(v, 0..1, is_signless_fixed_width_integer_like, d)
}

fn cast_incompatible(v: OpView<'_>) -> Diagnostic {
    let ctx = v.ctx;
    v.emit_op_error(format!(
        "operand type '{}' and result type '{}' are cast incompatible",
        v.body.value_type(v.operand(0)).display(ctx),
        result_type(v).display(ctx)
    ))
}

fn widths<'a, H: OpType<'a>>(op: H) -> (OpView<'a>, Option<u32>, Option<u32>) {
    let v = op.view();
    let ctx = v.ctx;
    let src = v.body.value_type(v.operand(0)).element_type_or_self(ctx);
    let dst = result_type(v).element_type_or_self(ctx);
    (v, int_width(ctx, src), int_width(ctx, dst))
}

/// `extsi` / `extui`: the result is wider.
pub fn verify_ext<'a, H: OpType<'a>>(op: H) -> Result<(), Diagnostic> {
    match widths(op) {
        (_, Some(s), Some(d)) if d > s => Ok(()),
        (v, ..) => Err(cast_incompatible(v)),
    }
}

/// `trunci`: the result is narrower.
pub fn verify_trunc(op: TruncIOp<'_>) -> Result<(), Diagnostic> {
    match widths(op) {
        (_, Some(s), Some(d)) if d < s => Ok(()),
        (v, ..) => Err(cast_incompatible(v)),
    }
}

/// `index_cast`: exactly one side is `index`.
pub fn verify_index_cast(op: IndexCastOp<'_>) -> Result<(), Diagnostic> {
    let v = op.0;
    let ctx = v.ctx;
    let src = v.body.value_type(v.operand(0)).element_type_or_self(ctx);
    let dst = result_type(v).element_type_or_self(ctx);
    if src.is_index(ctx) != dst.is_index(ctx) {
        Ok(())
    } else {
        Err(cast_incompatible(v))
    }
}
