//! Integer arith folders and the `constant`/`select` verifiers, following
//! `ArithOps.cpp` of MLIR 22.
//!
//! Constants fold elementwise over scalars, splats and dense constants
//! ([`super::const_fold`], MLIR's `constFoldBinaryOp`), with `APInt` at the
//! exact width. Folds that rewrite the op in place (moving a `cmpi`
//! constant to the right, `extsi(extsi x)`) need a mutable op and belong to
//! canonicalization patterns: those folds are not done here. Everything
//! returns a value or a constant, MLIR's `OpFoldResult`. Float folds are in
//! [`super::fold_float`], cast folds in [`super::fold_cast`].

use super::attrs::*;
use super::casts::{ExtSIOp, ExtUIOp};
use super::const_fold::{self as cf, bool_attr, splat_int, zero_attr};
use super::ops::*;
use ir::prelude::*;
use ir::{APInt, AttrKind, TypeKind};

type Consts<'c> = &'c [Option<Attribute>];

/// The type of the op's first result (shared with `math`'s folders).
pub(crate) fn result_type(v: OpView<'_>) -> Type {
    v.body.value_type(v.result(0))
}

/// The scalar integer constant `a` holds (for `math`'s scalar folders).
pub(crate) fn int(ctx: &Context, a: Option<Attribute>) -> Option<&APInt> {
    match a?.kind(ctx) {
        AttrKind::Integer { value, .. } => Some(value),
        _ => None,
    }
}

/// `value` as an integer attribute of the op's result type.
pub(crate) fn int_result(v: OpView<'_>, value: APInt) -> Option<OpFoldResult> {
    Attribute::integer_apint(v.ctx, result_type(v), value)
        .ok()
        .map(OpFoldResult::Attr)
}

fn value(x: Value) -> Option<OpFoldResult> {
    Some(OpFoldResult::Value(x))
}

fn attr(a: Option<Attribute>) -> Option<OpFoldResult> {
    a.map(OpFoldResult::Attr)
}

fn is_zero(ctx: &Context, a: Option<Attribute>) -> bool {
    splat_int(ctx, a).is_some_and(|x| x.is_zero())
}

fn is_one(ctx: &Context, a: Option<Attribute>) -> bool {
    splat_int(ctx, a).is_some_and(|x| x.is_one())
}

fn is_all_ones(ctx: &Context, a: Option<Attribute>) -> bool {
    splat_int(ctx, a).is_some_and(|x| x.is_all_ones())
}

/// The zero of the op's result type (`None` for a dynamic shape).
fn zero_of(v: OpView<'_>) -> Option<OpFoldResult> {
    attr(zero_attr(v.ctx, result_type(v)))
}

/// `f` over the two integer constants, elementwise, typed like the result;
/// poison when an operand is.
fn ints(
    v: OpView<'_>,
    c: Consts<'_>,
    f: impl FnMut(&APInt, &APInt) -> Option<APInt>,
) -> Option<OpFoldResult> {
    attr(cf::binary(v.ctx, c, result_type(v), f))
}

/// [`ints`] with no poison propagation (MLIR 22's shifts: a poison
/// operand leaves them unfolded).
fn ints_no_poison(
    v: OpView<'_>,
    c: Consts<'_>,
    f: impl FnMut(&APInt, &APInt) -> Option<APInt>,
) -> Option<OpFoldResult> {
    attr(cf::binary_no_poison(v.ctx, c, result_type(v), f))
}

/// The op defining `x`, as `T`.
fn def<'a, T: OpType<'a>>(v: OpView<'a>, x: Value) -> Option<T> {
    let d = v.body.defining_op(x)?;
    T::from_view(OpView::new(v.ctx, v.body, d))
}

/// `arith.constant` folds to its value.
pub fn fold_constant(op: ConstantOp<'_>, _: Consts<'_>) -> Option<OpFoldResult> {
    op.try_value().map(|v| OpFoldResult::Attr(v.0))
}

/// `addi`: `x + 0 = x`, `(a - b) + b = a`, constants.
pub fn fold_addi(op: AddIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_zero(op.ctx, c[1]) {
        return value(op.lhs());
    }
    if let Some(sub) = def::<SubIOp>(op.0, op.lhs())
        && sub.rhs() == op.rhs()
    {
        return value(sub.lhs());
    }
    if let Some(sub) = def::<SubIOp>(op.0, op.rhs())
        && sub.rhs() == op.lhs()
    {
        return value(sub.lhs());
    }
    ints(op.0, c, |a, b| Some(a.wrapping_add(b)))
}

/// `subi`: `x - x = 0`, `x - 0 = x`, `(a + b) - b = a`, constants.
pub fn fold_subi(op: SubIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if op.lhs() == op.rhs()
        && let Some(z) = zero_of(op.0)
    {
        return Some(z);
    }
    if is_zero(op.ctx, c[1]) {
        return value(op.lhs());
    }
    if let Some(add) = def::<AddIOp>(op.0, op.lhs()) {
        if add.rhs() == op.rhs() {
            return value(add.lhs());
        }
        if add.lhs() == op.rhs() {
            return value(add.rhs());
        }
    }
    ints(op.0, c, |a, b| Some(a.wrapping_sub(b)))
}

/// `muli`: `x * 0 = 0`, `x * 1 = x`, constants.
pub fn fold_muli(op: MulIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_zero(op.ctx, c[1]) {
        return value(op.rhs());
    }
    if is_one(op.ctx, c[1]) {
        return value(op.lhs());
    }
    ints(op.0, c, |a, b| Some(a.wrapping_mul(b)))
}

/// `(a * b) / b = a` when the multiplication has `flag` (MLIR's
/// `foldDivMul`).
fn div_of_mul(v: OpView<'_>, lhs: Value, rhs: Value, flag: IntegerOverflowFlags) -> Option<Value> {
    let mul = def::<MulIOp>(v, lhs)?;
    if !mul.overflow_flags().value(v.ctx).contains(flag) {
        return None;
    }
    if mul.lhs() == rhs {
        Some(mul.rhs())
    } else if mul.rhs() == rhs {
        Some(mul.lhs())
    } else {
        None
    }
}

/// `divui`: `x / 1 = x`, `(a * b) / b = a` with `nuw`, constants (no fold
/// on division by zero).
pub fn fold_divui(op: DivUIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_one(op.ctx, c[1]) {
        return value(op.lhs());
    }
    if let Some(x) = div_of_mul(op.0, op.lhs(), op.rhs(), IntegerOverflowFlags::Nuw) {
        return value(x);
    }
    ints(op.0, c, |a, b| a.udiv(b))
}

/// Signed division, `None` on a zero divisor or overflow.
fn sdiv(a: &APInt, b: &APInt) -> Option<APInt> {
    match a.overflowing_sdiv(b)? {
        (q, false) => Some(q),
        (_, true) => None,
    }
}

/// `divsi`: `x / 1 = x`, `(a * b) / b = a` with `nsw`, constants (no fold
/// on zero or overflow).
pub fn fold_divsi(op: DivSIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_one(op.ctx, c[1]) {
        return value(op.lhs());
    }
    if let Some(x) = div_of_mul(op.0, op.lhs(), op.rhs(), IntegerOverflowFlags::Nsw) {
        return value(x);
    }
    ints(op.0, c, sdiv)
}

/// `ceildivui`: `x / 1 = x`, constants (no fold on zero or overflow).
pub fn fold_ceildivui(op: CeilDivUIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_one(op.ctx, c[1]) {
        return value(op.lhs());
    }
    ints(op.0, c, |a, b| {
        let (q, r) = a.udivrem(b)?;
        if r.is_zero() {
            return Some(q);
        }
        match q.overflowing_uadd(&APInt::from_u64(q.width(), 1)) {
            (s, false) => Some(s),
            (_, true) => None,
        }
    })
}

fn neg(a: &APInt) -> Option<APInt> {
    match APInt::zero(a.width()).overflowing_ssub(a) {
        (v, false) => Some(v),
        (_, true) => None,
    }
}

/// `ceil(a / b)` for positive `a` and `b`: `(a - 1) / b + 1`.
fn ceil_pos(a: &APInt, b: &APInt) -> Option<APInt> {
    let one = APInt::from_u64(a.width(), 1);
    let q = sdiv(&checked(a.overflowing_ssub(&one))?, b)?;
    checked(q.overflowing_sadd(&one))
}

fn checked((v, overflow): (APInt, bool)) -> Option<APInt> {
    (!overflow).then_some(v)
}

/// `ceildivsi`: `x / 1 = x`, constants, by MLIR's sign cases (no fold
/// when a step overflows, as for `MIN / 7`).
pub fn fold_ceildivsi(op: CeilDivSIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_one(op.ctx, c[1]) {
        return value(op.lhs());
    }
    ints(op.0, c, |a, b| {
        if b.is_zero() {
            return None;
        }
        if a.is_zero() {
            return Some(a.clone());
        }
        let zero = APInt::zero(a.width());
        match (a.sgt(&zero), b.sgt(&zero)) {
            (true, true) => ceil_pos(a, b),
            (false, false) => ceil_pos(&neg(a)?, &neg(b)?),
            (false, true) => neg(&sdiv(&neg(a)?, b)?),
            (true, false) => neg(&sdiv(a, &neg(b)?)?),
        }
    })
}

/// `floordivsi`: `x / 1 = x`, constants (no fold on zero or overflow).
pub fn fold_floordivsi(op: FloorDivSIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_one(op.ctx, c[1]) {
        return value(op.lhs());
    }
    ints(op.0, c, |a, b| {
        let q = sdiv(a, b)?;
        let r = a.srem(b)?;
        // Round toward negative infinity when the signs differ.
        if !r.is_zero() && a.is_negative() != b.is_negative() {
            checked(q.overflowing_ssub(&APInt::from_u64(q.width(), 1)))
        } else {
            Some(q)
        }
    })
}

/// `remui`: `x % 1 = 0`, constants.
pub fn fold_remui(op: RemUIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_one(op.ctx, c[1]) {
        return zero_of(op.0);
    }
    ints(op.0, c, |a, b| a.urem(b))
}

/// `remsi`: `x % 1 = 0`, constants.
pub fn fold_remsi(op: RemSIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_one(op.ctx, c[1]) {
        return zero_of(op.0);
    }
    ints(op.0, c, |a, b| a.srem(b))
}

/// Whether `x` is `xori(y, -1)`.
fn is_not_of(v: OpView<'_>, x: Value, y: Value) -> bool {
    def::<XOrIOp>(v, x)
        .is_some_and(|xor| xor.lhs() == y && is_all_ones(v.ctx, constant_of(v, xor.rhs())))
}

/// The constant an `arith.constant` defining `x` holds.
fn constant_of(v: OpView<'_>, x: Value) -> Option<Attribute> {
    def::<ConstantOp>(v, x)
        .and_then(|c| c.try_value())
        .map(|t| t.0)
}

/// `andi`: `x & 0 = 0`, `x & -1 = x`, `x & ~x = 0`, `a & (a & b) = a & b`,
/// constants (`x & x` is `Idempotent`).
pub fn fold_andi(op: AndIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_zero(op.ctx, c[1]) {
        return value(op.rhs());
    }
    if is_all_ones(op.ctx, c[1]) {
        return value(op.lhs());
    }
    if (is_not_of(op.0, op.rhs(), op.lhs()) || is_not_of(op.0, op.lhs(), op.rhs()))
        && let Some(z) = zero_of(op.0)
    {
        return Some(z);
    }
    for (prev, other) in [(op.lhs(), op.rhs()), (op.rhs(), op.lhs())] {
        if let Some(p) = def::<AndIOp>(op.0, prev)
            && (other == p.lhs() || other == p.rhs())
        {
            return value(p.result());
        }
    }
    ints(op.0, c, |a, b| Some(a.and(b)))
}

/// `ori`: `x | 0 = x`, `x | -1 = -1`, `x | ~x = -1`, constants.
pub fn fold_ori(op: OrIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_zero(op.ctx, c[1]) {
        return value(op.lhs());
    }
    if is_all_ones(op.ctx, c[1]) {
        return c[1].map(OpFoldResult::Attr);
    }
    for (not, x) in [(op.rhs(), op.lhs()), (op.lhs(), op.rhs())] {
        if is_not_of(op.0, not, x)
            && let Some(xor) = def::<XOrIOp>(op.0, not)
        {
            return value(xor.rhs());
        }
    }
    ints(op.0, c, |a, b| Some(a.or(b)))
}

/// `xori`: `x ^ 0 = x`, `x ^ x = 0`, `(x ^ a) ^ a = x`, constants.
pub fn fold_xori(op: XOrIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_zero(op.ctx, c[1]) {
        return value(op.lhs());
    }
    if op.lhs() == op.rhs() {
        return zero_of(op.0);
    }
    for (prev, other) in [(op.lhs(), op.rhs()), (op.rhs(), op.lhs())] {
        if let Some(p) = def::<XOrIOp>(op.0, prev) {
            if p.rhs() == other {
                return value(p.lhs());
            }
            if p.lhs() == other {
                return value(p.rhs());
            }
        }
    }
    ints(op.0, c, |a, b| Some(a.xor(b)))
}

/// The shift amount when it is below the width (else the result is poison
/// and MLIR does not fold).
fn shift_amount(b: &APInt) -> Option<u32> {
    let n = b.to_u64()?;
    (n < u64::from(b.width())).then_some(n as u32)
}

/// `shli`: `x << 0 = x`, constants with an in-range amount.
pub fn fold_shli(op: ShLIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_zero(op.ctx, c[1]) {
        return value(op.lhs());
    }
    ints_no_poison(op.0, c, |a, b| Some(a.shl(shift_amount(b)?)))
}

/// `shrui`: `x >> 0 = x`, constants with an in-range amount.
pub fn fold_shrui(op: ShRUIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_zero(op.ctx, c[1]) {
        return value(op.lhs());
    }
    ints_no_poison(op.0, c, |a, b| Some(a.lshr(shift_amount(b)?)))
}

/// `shrsi`: `x >> 0 = x`, constants with an in-range amount.
pub fn fold_shrsi(op: ShRSIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_zero(op.ctx, c[1]) {
        return value(op.lhs());
    }
    ints_no_poison(op.0, c, |a, b| Some(a.ashr(shift_amount(b)?)))
}

/// A min/max fold: `op(x, x) = x`, the absorbing bound gives it, the
/// neutral bound gives `x`, constants by `pick` (true: the left one).
fn min_max(
    v: OpView<'_>,
    c: Consts<'_>,
    absorbing: fn(&APInt) -> bool,
    neutral: fn(&APInt) -> bool,
    pick: fn(&APInt, &APInt) -> bool,
) -> Option<OpFoldResult> {
    let (lhs, rhs) = (v.operand(0), v.operand(1));
    if lhs == rhs {
        return value(rhs);
    }
    if let Some(k) = splat_int(v.ctx, c[1]) {
        if absorbing(&k) {
            return value(rhs);
        }
        if neutral(&k) {
            return value(lhs);
        }
    }
    ints(v, c, |a, b| {
        Some(if pick(a, b) { a.clone() } else { b.clone() })
    })
}

/// `maxsi`.
pub fn fold_maxsi(op: MaxSIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    min_max(
        op.0,
        c,
        APInt::is_max_signed,
        APInt::is_min_signed,
        |a, b| a.sge(b),
    )
}

/// `maxui`.
pub fn fold_maxui(op: MaxUIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    min_max(
        op.0,
        c,
        APInt::is_max_unsigned,
        APInt::is_min_unsigned,
        |a, b| a.uge(b),
    )
}

/// `minsi`.
pub fn fold_minsi(op: MinSIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    min_max(
        op.0,
        c,
        APInt::is_min_signed,
        APInt::is_max_signed,
        |a, b| a.sle(b),
    )
}

/// `minui`.
pub fn fold_minui(op: MinUIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    min_max(
        op.0,
        c,
        APInt::is_min_unsigned,
        APInt::is_max_unsigned,
        |a, b| a.ule(b),
    )
}

/// `addui_extended`: `x + 0 = x, false`; constants give the sum and
/// whether it wrapped.
pub fn fold_addui_extended(
    op: AddUIExtendedOp<'_>,
    c: Consts<'_>,
    out: &mut FoldResults,
) -> FoldOutcome {
    let ctx = op.ctx;
    let overflow_ty = op.body.value_type(op.overflow());
    if is_zero(ctx, c[1])
        && let Some(f) = zero_attr(ctx, overflow_ty)
    {
        out.push(OpFoldResult::Value(op.lhs()));
        out.push(OpFoldResult::Attr(f));
        return FoldOutcome::Success;
    }
    let sum_ty = op.body.value_type(op.sum());
    // MLIR 22 crashes on a poison operand here (its overflow fold reads
    // the poison sum as a typed attribute): no poison fold.
    let Some(sum) = cf::binary_no_poison(ctx, c, sum_ty, |a: &APInt, b: &APInt| {
        Some(a.wrapping_add(b))
    }) else {
        return FoldOutcome::Failure;
    };
    let carry = cf::binary_no_poison(
        ctx,
        &[Some(sum), c[0]],
        overflow_ty,
        |s: &APInt, a: &APInt| Some(APInt::from_u64(1, u64::from(s.ult(a)))),
    );
    match carry {
        Some(carry) => {
            out.push(OpFoldResult::Attr(sum));
            out.push(OpFoldResult::Attr(carry));
            FoldOutcome::Success
        }
        None => FoldOutcome::Failure,
    }
}

/// The high half of the double-width product of `a` and `b`, extended by
/// `ext` (MLIR's `mulhs` / `mulhu`).
fn mul_high(a: &APInt, b: &APInt, ext: fn(&APInt, u32) -> APInt) -> APInt {
    let w = a.width();
    ext(a, 2 * w).wrapping_mul(&ext(b, 2 * w)).lshr(w).trunc(w)
}

fn mul_extended(
    v: OpView<'_>,
    c: Consts<'_>,
    out: &mut FoldResults,
    ext: fn(&APInt, u32) -> APInt,
) -> FoldOutcome {
    let ctx = v.ctx;
    if is_zero(ctx, c[1])
        && let Some(z) = c[1]
    {
        out.extend([OpFoldResult::Attr(z), OpFoldResult::Attr(z)]);
        return FoldOutcome::Success;
    }
    let ty = result_type(v);
    let low = cf::binary(ctx, c, ty, |a: &APInt, b: &APInt| Some(a.wrapping_mul(b)));
    let high = cf::binary(ctx, c, ty, |a: &APInt, b: &APInt| Some(mul_high(a, b, ext)));
    match (low, high) {
        (Some(l), Some(h)) => {
            out.extend([OpFoldResult::Attr(l), OpFoldResult::Attr(h)]);
            FoldOutcome::Success
        }
        _ => FoldOutcome::Failure,
    }
}

/// `mulsi_extended`: `x * 0 = 0, 0`, constants.
pub fn fold_mulsi_extended(
    op: MulSIExtendedOp<'_>,
    c: Consts<'_>,
    out: &mut FoldResults,
) -> FoldOutcome {
    mul_extended(op.0, c, out, |a, w| a.sext(w))
}

/// `mului_extended`: `x * 0 = 0, 0`, `x * 1 = x, 0`, constants.
pub fn fold_mului_extended(
    op: MulUIExtendedOp<'_>,
    c: Consts<'_>,
    out: &mut FoldResults,
) -> FoldOutcome {
    if is_one(op.ctx, c[1])
        && let Some(z) = zero_attr(op.ctx, op.body.value_type(op.lhs()))
    {
        out.extend([OpFoldResult::Value(op.lhs()), OpFoldResult::Attr(z)]);
        return FoldOutcome::Success;
    }
    mul_extended(op.0, c, out, |a, w| a.zext(w))
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

/// Whether `t` is `i1` or shaped of `i1`.
fn is_i1_like(ctx: &Context, t: Type) -> bool {
    t.element_type_or_self(ctx).is_integer_of_width(ctx, 1)
}

/// `cmpi`: equal operands, `ne`/`eq` of an `i1` with `0`/`1`, constants
/// (elementwise, giving `i1` of the operands' shape).
pub fn fold_cmpi(op: CmpIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    use CmpIPredicate::*;
    let ctx = op.ctx;
    let pred = op.try_predicate()?.value(ctx)?;
    if op.lhs() == op.rhs() {
        return attr(bool_attr(
            ctx,
            result_type(op.0),
            matches!(pred, Eq | Sle | Sge | Ule | Uge),
        ));
    }
    let lhs_ty = op.body.value_type(op.lhs());
    if is_zero(ctx, c[1]) && pred == Ne {
        for ext in [
            def::<ExtSIOp>(op.0, op.lhs()).map(|e| e.r#in()),
            def::<ExtUIOp>(op.0, op.lhs()).map(|e| e.r#in()),
        ]
        .into_iter()
        .flatten()
        {
            let t = op.body.value_type(ext);
            let scalar_or_vector = matches!(
                t.kind(ctx),
                TypeKind::Integer { .. } | TypeKind::Vector { .. }
            );
            if scalar_or_vector && is_i1_like(ctx, t) {
                return value(ext);
            }
        }
        if is_i1_like(ctx, lhs_ty) {
            return value(op.lhs());
        }
    }
    if is_one(ctx, c[1]) && pred == Eq && is_i1_like(ctx, lhs_ty) {
        return value(op.lhs());
    }
    let i1 = cf::i1_same_shape(ctx, c[0]?.typed_value_type(ctx)?)?;
    attr(cf::binary_no_poison(ctx, c, i1, |a: &APInt, b: &APInt| {
        Some(APInt::from_u64(1, u64::from(apply_cmpi(pred, a, b))))
    }))
}

/// The predicate that holds for `(b, a)` when `p` holds for `(a, b)`
/// (not [`invert_predicate`](super::canonicalize::invert_predicate):
/// `eq` stays `eq`).
pub fn swap_predicate(p: CmpIPredicate) -> CmpIPredicate {
    use CmpIPredicate::*;
    match p {
        Slt => Sgt,
        Sgt => Slt,
        Sle => Sge,
        Sge => Sle,
        Ult => Ugt,
        Ugt => Ult,
        Ule => Uge,
        Uge => Ule,
        Eq => Eq,
        Ne => Ne,
    }
}

/// `cmpi`'s whole fold (MLIR's `CmpIOp::fold`): [`fold_cmpi`], else a
/// constant left operand moves to the right in place, the predicate
/// swapped (`cmpi ugt, %c0, %x` becomes `cmpi ult, %x, %c0`).
pub fn fold_cmpi_in_place(
    mut op: ir::semantics::op::OpViewMut<'_>,
    c: Consts<'_>,
    results: &mut ir::semantics::fold::FoldResults,
) -> FoldOutcome {
    let Some(cmp) = CmpIOp::cast(op.ctx, op.body, op.op) else {
        return FoldOutcome::Failure;
    };
    if let Some(r) = fold_cmpi(cmp, c) {
        results.push(r);
        return FoldOutcome::Success;
    }
    let (lhs, rhs) = (cmp.lhs(), cmp.rhs());
    let Some(pred) = cmp.try_predicate().and_then(|p| p.value(op.ctx)) else {
        return FoldOutcome::Failure;
    };
    if c.first().copied().flatten().is_none() || c.get(1).copied().flatten().is_some() {
        return FoldOutcome::Failure;
    }
    let swapped = CmpIPredicateAttr::get(op.ctx, swap_predicate(pred));
    op.set_property("predicate", Some(swapped.0));
    op.set_operand(0, rhs);
    op.set_operand(1, lhs);
    FoldOutcome::Success
}

/// `select`: equal arms, constant condition, a poison arm (the other),
/// `select %c, true, false`,
/// `select (cmpi eq/ne a, b), a, b`, and elementwise over a dense
/// condition and dense arms.
pub fn fold_select(op: SelectOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    let (t, f) = (op.true_value(), op.false_value());
    if t == f {
        return value(t);
    }
    if is_one(ctx, c[0]) {
        return value(t);
    }
    if is_zero(ctx, c[0]) {
        return value(f);
    }
    // A fully poisoned arm: the other one.
    if crate::ub::is_poison(ctx, c[1]) {
        return value(f);
    }
    if crate::ub::is_poison(ctx, c[2]) {
        return value(t);
    }
    if result_type(op.0) == Type::i1(ctx) && is_one(ctx, c[1]) && is_zero(ctx, c[2]) {
        return value(op.condition());
    }
    if let Some(cmp) = def::<CmpIOp>(op.0, op.condition())
        && let Some(pred @ (CmpIPredicate::Eq | CmpIPredicate::Ne)) =
            cmp.try_predicate().and_then(|p| p.value(ctx))
        && ((cmp.lhs() == t && cmp.rhs() == f) || (cmp.rhs() == t && cmp.lhs() == f))
    {
        return value(if pred == CmpIPredicate::Ne { t } else { f });
    }
    let (cond, lhs, rhs) = (c[0]?, c[1]?, c[2]?);
    let dense = |a: Attribute| matches!(a.kind(ctx), AttrKind::DenseIntOrFloat { .. });
    if !(dense(cond) && dense(lhs) && dense(rhs)) {
        return None;
    }
    let n = cond.dense_num_elements(ctx)?;
    let mut picked = Vec::with_capacity(usize::try_from(n).ok()?);
    for i in 0..n {
        let arm = if cond.dense_int_at(ctx, i)?.is_zero() {
            rhs
        } else {
            lhs
        };
        picked.push(arm.dense_element(ctx, i)?);
    }
    attr(Attribute::dense_elements(ctx, lhs.typed_value_type(ctx)?, &picked).ok())
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
    let value = op.value().0;
    let ok = matches!(
        value.kind(ctx),
        AttrKind::Integer { .. }
            | AttrKind::Float { .. }
            | AttrKind::DenseIntOrFloat { .. }
            | AttrKind::DenseStringElements { .. }
            | AttrKind::DenseResource { .. }
            | AttrKind::SparseElements { .. }
    );
    if !ok {
        return Err(op.emit_op_error("value must be an integer, float, or elements attribute"));
    }
    let scalable =
        matches!(ty.kind(ctx), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s));
    if scalable && !value.dense_is_splat(ctx) {
        // MLIR 22's wording, typo included.
        return Err(op.emit_op_error(
            "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
        ));
    }
    Ok(())
}

/// The result type of a comparison (ODS's `TypesMatchWith` on `lhs` and
/// `result` of `cmpi` and `cmpf`).
#[derive(Debug)]
pub struct I1SameShape;

impl ir::semantics::constraints::TypeTransform for I1SameShape {
    const SUMMARY: &'static str = "result type has i1 element type and same shape as operands";
    fn apply(ctx: &Context, lhs: Type) -> Type {
        cf::i1_same_shape(ctx, lhs).unwrap_or_else(|| Type::i1(ctx))
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
