//! MLIR 22's canonicalization patterns of arith's casts, `select` and
//! float ops: chains of casts (`IndexCastOfIndexCast`, `ExtSIOfExtUI`,
//! `TruncIExtSIToExtSI`, ...), `select` of selects, negations and
//! constants, `mulf`/`divf` of two negations, and `CmpFIntToFPConst`,
//! which turns a float comparison of a converted integer with a constant
//! into an integer comparison. The integer patterns and the shared
//! helpers are in [`super::canonicalize`].
//!
//! ```
//! use ir::transforms::rewrite::RewritePatternSet;
//!
//! let mut set = RewritePatternSet::new();
//! dialects::arith::canon_cast::populate(&mut set);
//! assert!(set.iter().any(|p| p.debug_name() == "CmpFIntToFPConst"));
//! ```

use super::attrs::*;
use super::canonicalize::{
    constant, constant_splat_int, def, element_width, fused_loc, make_constant, res, rewrite,
};
use super::casts::*;
use super::const_fold::float_kind;
use super::float_ops::*;
use super::ops::*;
use ir::prelude::*;
use ir::transforms::rewrite::{
    FnPattern, MatchResult, NoMatch, PatternFn, PatternRewriter, PatternRoot, RewritePatternSet,
};
use ir::uniqued::apfloat::{self, Category, FloatSemantics};
use ir::{APInt, AttrKind, FloatKind, TypeKind};

fn pat(name: &'static str, root: &'static str, f: PatternFn, benefit: u16) -> FnPattern {
    FnPattern::new(name, PatternRoot::Op(root), f).benefit(benefit)
}

/// The operand of the one-operand op of name `inner` defining `v`, with
/// that op.
fn unary_def(rw: &PatternRewriter<'_>, v: Value, inner: &str) -> Option<(Operation, Value)> {
    let body = rw.body();
    let d = body.defining_op(v)?;
    if rw.view(d).name_str() != inner || body.num_operands(d) != 1 {
        return None;
    }
    Some((d, body.operand(d, 0)))
}

/// `root(inner(x))` -> `out(x)` typed as the root's result, for the cast
/// chains of `ArithCanonicalization.td`; `same_type` asks instead that
/// the root's result has `x`'s type and replaces the root with `x`.
fn cast_chain(
    op: Operation,
    rw: &mut PatternRewriter<'_>,
    inner: &str,
    out: Option<&str>,
) -> MatchResult {
    let (d, x) = unary_def(rw, rw.body().operand(op, 0), inner).ok_or(NoMatch)?;
    let (ctx, body) = (rw.ctx(), rw.body());
    let ty = body.value_type(body.result(op, 0));
    let Some(out) = out else {
        if body.value_type(x) != ty {
            return Err(NoMatch);
        }
        rw.replace_op(op, &[x]);
        return Ok(());
    };
    let name = ctx.op_name(out);
    let loc = fused_loc(body, ctx, &[op, d]);
    rewrite(rw, op, |b| {
        let mut st = ir::OperationState::with_name(b.ctx, name, loc);
        st.operands.push(x);
        st.result_types.push(ty);
        let o = b.create(&st);
        vec![res(b, o)]
    })
}

macro_rules! chain {
    ($f:ident, $inner:literal, $out:expr, $doc:literal) => {
        #[doc = $doc]
        fn $f(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
            cast_chain(op, rw, $inner, $out)
        }
    };
}

chain!(
    index_cast_of_index_cast,
    "arith.index_cast",
    None,
    "`index_cast(index_cast(x))` -> `x` of the same type (MLIR's `IndexCastOfIndexCast`)."
);
chain!(
    index_cast_of_extsi,
    "arith.extsi",
    Some("arith.index_cast"),
    "`index_cast(extsi(x))` -> `index_cast(x)` (MLIR's `IndexCastOfExtSI`)."
);
chain!(
    index_castui_of_index_castui,
    "arith.index_castui",
    None,
    "`index_castui(index_castui(x))` -> `x` of the same type (MLIR's `IndexCastUIOfIndexCastUI`)."
);
chain!(
    index_castui_of_extui,
    "arith.extui",
    Some("arith.index_castui"),
    "`index_castui(extui(x))` -> `index_castui(x)` (MLIR's `IndexCastUIOfExtUI`)."
);
chain!(
    bitcast_of_bitcast,
    "arith.bitcast",
    Some("arith.bitcast"),
    "`bitcast(bitcast(x))` -> `bitcast(x)` (MLIR's `BitcastOfBitcast`)."
);
chain!(
    extsi_of_extui,
    "arith.extui",
    Some("arith.extui"),
    "`extsi(extui(x))` -> `extui(x)` (MLIR's `ExtSIOfExtUI`)."
);

/// `trunci(ext(x))` -> `ext(x)` when only extension bits are cut (MLIR's
/// `TruncIExtSIToExtSI`, `TruncIExtUIToExtUI`).
fn trunci_of_ext(op: Operation, rw: &mut PatternRewriter<'_>, ext: &str) -> MatchResult {
    let (d, x) = unary_def(rw, rw.body().operand(op, 0), ext).ok_or(NoMatch)?;
    let (ctx, body) = (rw.ctx(), rw.body());
    let width = |v: Value| element_width(ctx, body.value_type(v)).ok_or(NoMatch);
    let (w_ext, w_tr, w_x) = (
        width(body.result(d, 0))?,
        width(body.result(op, 0))?,
        width(x)?,
    );
    if !(w_ext > w_tr && w_tr > w_x && w_x > 0) {
        return Err(NoMatch);
    }
    cast_chain(op, rw, ext, Some(ext))
}

fn trunci_extsi_to_extsi(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    trunci_of_ext(op, rw, "arith.extsi")
}

fn trunci_extui_to_extui(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    trunci_of_ext(op, rw, "arith.extui")
}

/// `trunci(shrsi(x, c))` -> `trunci(shrui(x, c))` when `c` is the number
/// of bits cut (MLIR's `TruncIShrSIToTrunciShrUI`).
fn trunci_shrsi_to_trunci_shrui(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let tr = TruncIOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let shr = def::<ShRSIOp>(ctx, body, tr.r#in()).ok_or(NoMatch)?;
    let (x, c) = (shr.lhs(), shr.rhs());
    let c_attr = constant(ctx, body, c).ok_or(NoMatch)?;
    let amount = constant_splat_int(ctx, body, c).ok_or(NoMatch)?;
    let w_x = element_width(ctx, body.value_type(x)).ok_or(NoMatch)?;
    let w_tr = element_width(ctx, body.value_type(body.result(op, 0))).ok_or(NoMatch)?;
    let cut = APInt::from_u64(amount.width(), u64::from(w_x.saturating_sub(w_tr)));
    if w_x < w_tr || cut != amount {
        return Err(NoMatch);
    }
    let flags = tr.overflow_flags();
    let flags = (*flags.value(ctx) != IntegerOverflowFlags::None).then_some(flags);
    let (ty, x_ty, c_ty) = (
        body.value_type(body.result(op, 0)),
        body.value_type(x),
        body.value_type(c),
    );
    let loc = fused_loc(body, ctx, &[op, shr.0.op]);
    rewrite(rw, op, |b| {
        let c = make_constant(b, loc, c_ty, c_attr);
        let shr = ShRUIOp::build(b, loc, x_ty, x, c, None);
        let shr = res(b, shr);
        let tr = TruncIOp::build(b, loc, ty, shr, flags);
        vec![res(b, tr)]
    })
}

/// `truncf(sitofp(x))` / `truncf(uitofp(x))` with the default rounding
/// -> the conversion straight to the narrower type (MLIR's
/// `TruncFSIToFPToSIToFP`, `TruncFUIToFPToUIToFP`).
fn truncf_of_int_to_fp(op: Operation, rw: &mut PatternRewriter<'_>, conv: &str) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let tr = TruncFOp::cast(ctx, body, op).ok_or(NoMatch)?;
    if tr.roundingmode().is_some() {
        return Err(NoMatch);
    }
    cast_chain(op, rw, conv, Some(conv))
}

fn truncf_sitofp_to_sitofp(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    truncf_of_int_to_fp(op, rw, "arith.sitofp")
}

fn truncf_uitofp_to_uitofp(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    truncf_of_int_to_fp(op, rw, "arith.uitofp")
}

/// `mulf(negf(x), negf(y))` -> `mulf(x, y)`, and the same for `divf`,
/// keeping the root's fast-math flags (MLIR's `MulFOfNegF`, `DivFOfNegF`).
fn binary_of_negf(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let body = rw.body();
    let (l, r) = (body.operand(op, 0), body.operand(op, 1));
    let (nl, x) = unary_def(rw, l, "arith.negf").ok_or(NoMatch)?;
    let (nr, y) = unary_def(rw, r, "arith.negf").ok_or(NoMatch)?;
    let (ctx, body) = (rw.ctx(), rw.body());
    if body.value_type(x) != body.value_type(y) {
        return Err(NoMatch);
    }
    let ty = body.value_type(body.result(op, 0));
    let view = OpView::new(ctx, body, op);
    let fastmath = MulFOp::from_view(view)
        .map(|m| (true, m.fastmath()))
        .or_else(|| DivFOp::from_view(view).map(|d| (false, d.fastmath())));
    let (is_mul, fastmath) = fastmath.ok_or(NoMatch)?;
    let fastmath = (fastmath != FastMathFlagsAttr::none(ctx)).then_some(fastmath);
    let loc = fused_loc(body, ctx, &[op, nl, nr]);
    rewrite(rw, op, |b| {
        let o = if is_mul {
            MulFOp::build(b, loc, ty, x, y, fastmath)
        } else {
            DivFOp::build(b, loc, ty, x, y, fastmath)
        };
        vec![res(b, o)]
    })
}

// --- select ----------------------------------------------------------------

/// A `select`, read.
struct Select {
    cond: Value,
    t: Value,
    f: Value,
    ty: Type,
}

fn select(rw: &PatternRewriter<'_>, op: Operation) -> Option<Select> {
    let s = SelectOp::cast(rw.ctx(), rw.body(), op)?;
    Some(Select {
        cond: s.condition(),
        t: s.true_value(),
        f: s.false_value(),
        ty: rw.body().value_type(s.result()),
    })
}

/// Replaces `op` by `select(cond, t, f)` at `loc`.
fn new_select(
    rw: &mut PatternRewriter<'_>,
    op: Operation,
    loc: Location,
    s: Select,
) -> MatchResult {
    rewrite(rw, op, |b| {
        let o = SelectOp::build(b, loc, s.ty, s.cond, s.t, s.f);
        vec![res(b, o)]
    })
}

/// `select(p, a, select(p, b, c))` -> `select(p, a, c)` (MLIR's
/// `RedundantSelectFalse`).
fn redundant_select_false(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let s = select(rw, op).ok_or(NoMatch)?;
    let inner_op = rw.body().defining_op(s.f).ok_or(NoMatch)?;
    let inner = select(rw, inner_op).ok_or(NoMatch)?;
    if inner.cond != s.cond {
        return Err(NoMatch);
    }
    let loc = fused_loc(rw.body(), rw.ctx(), &[op, inner_op]);
    new_select(rw, op, loc, Select { f: inner.f, ..s })
}

/// `select(p, select(p, a, b), c)` -> `select(p, a, c)` (MLIR's
/// `RedundantSelectTrue`).
fn redundant_select_true(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let s = select(rw, op).ok_or(NoMatch)?;
    let inner_op = rw.body().defining_op(s.t).ok_or(NoMatch)?;
    let inner = select(rw, inner_op).ok_or(NoMatch)?;
    if inner.cond != s.cond {
        return Err(NoMatch);
    }
    let loc = fused_loc(rw.body(), rw.ctx(), &[op, inner_op]);
    new_select(rw, op, loc, Select { t: inner.t, ..s })
}

/// `select(xori(p, -1), a, b)` -> `select(p, b, a)` (MLIR's
/// `SelectNotCond`; the all-ones constant is a scalar).
fn select_not_cond(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let s = select(rw, op).ok_or(NoMatch)?;
    let (ctx, body) = (rw.ctx(), rw.body());
    let xor = def::<XOrIOp>(ctx, body, s.cond).ok_or(NoMatch)?;
    let ones = constant(ctx, body, xor.rhs()).ok_or(NoMatch)?;
    match ones.kind(ctx) {
        AttrKind::Integer { value, .. } if value.is_all_ones() => {}
        _ => return Err(NoMatch),
    }
    let (p, xor_op) = (xor.lhs(), xor.0.op);
    let loc = fused_loc(body, ctx, &[op, xor_op]);
    let swapped = Select {
        cond: p,
        t: s.f,
        f: s.t,
        ty: s.ty,
    };
    new_select(rw, op, loc, swapped)
}

/// `select(p, false, true)` -> `xori(p, true)` (MLIR's `SelectI1ToNot`).
fn select_i1_to_not(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let s = select(rw, op).ok_or(NoMatch)?;
    let (ctx, body) = (rw.ctx(), rw.body());
    let (f, t) = (Attribute::bool(ctx, false), Attribute::bool(ctx, true));
    if constant(ctx, body, s.t) != Some(f) || constant(ctx, body, s.f) != Some(t) {
        return Err(NoMatch);
    }
    let loc = body.op_loc(op);
    let i1 = Type::i1(ctx);
    rewrite(rw, op, |b| {
        let one = make_constant(b, loc, i1, t);
        let x = XOrIOp::build(b, loc, s.ty, s.cond, one);
        vec![res(b, x)]
    })
}

/// `select(p, 1, 0)` -> `extui(p)` and `select(p, 0, 1)` -> `extui(xori(p,
/// 1))` for a scalar integer wider than `i1` (MLIR's `SelectToExtUI`).
fn select_to_extui(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let s = select(rw, op).ok_or(NoMatch)?;
    let (ctx, body) = (rw.ctx(), rw.body());
    if !matches!(s.ty.kind(ctx), TypeKind::Integer { width, .. } if *width != 1) {
        return Err(NoMatch);
    }
    let int = |v: Value| constant_splat_int(ctx, body, v);
    let is =
        |v: Value, one: bool| int(v).is_some_and(|x| if one { x.is_one() } else { x.is_zero() });
    let negate = if is(s.t, true) && is(s.f, false) {
        false
    } else if is(s.t, false) && is(s.f, true) {
        true
    } else {
        return Err(NoMatch);
    };
    let loc = body.op_loc(op);
    let cond_ty = body.value_type(s.cond);
    let one = Attribute::integer(ctx, cond_ty, 1).map_err(|_| NoMatch)?;
    rewrite(rw, op, |b| {
        let mut cond = s.cond;
        if negate {
            let one = make_constant(b, loc, cond_ty, one);
            let x = XOrIOp::build(b, loc, cond_ty, cond, one);
            cond = res(b, x);
        }
        let e = ExtUIOp::build(b, loc, s.ty, cond);
        vec![res(b, e)]
    })
}

// --- cmpf of a converted integer -------------------------------------------

/// LLVM's `ilogb` of a finite non-zero value; `None` otherwise (zero, NaN
/// and infinity have their own markers there, see below).
fn ilogb(kind: FloatKind, bits: u128) -> Option<i64> {
    let d = apfloat::decode(kind, bits);
    if d.category != Category::Finite || d.sig == 0 {
        return None;
    }
    Some(i64::from(d.lsb_exp) + i64::from(128 - d.sig.leading_zeros()) - 1)
}

/// The `cmpi` predicate a `cmpf` predicate becomes (MLIR's
/// `convertToIntegerPredicate`); `None` for `ord`, `uno` and the constant
/// predicates.
fn int_predicate(p: CmpFPredicate, unsigned: bool) -> Option<CmpIPredicate> {
    use CmpFPredicate as F;
    use CmpIPredicate as I;
    let pick = |u, s| if unsigned { u } else { s };
    Some(match p {
        F::Ueq | F::Oeq => I::Eq,
        F::Ugt | F::Ogt => pick(I::Ugt, I::Sgt),
        F::Uge | F::Oge => pick(I::Uge, I::Sge),
        F::Ult | F::Olt => pick(I::Ult, I::Slt),
        F::Ule | F::Ole => pick(I::Ule, I::Sle),
        F::Une | F::One => I::Ne,
        _ => return None,
    })
}

/// What `CmpFIntToFPConst` turns a comparison into.
enum IntCmp {
    Constant(bool),
    Cmp(CmpIPredicate, APInt),
}

/// The decision of MLIR's `CmpFIntToFPConst` for `conv(x) pred rhs`, `x`
/// of `width` bits.
fn int_cmp(
    pred: CmpFPredicate,
    kind: FloatKind,
    rhs: u128,
    width: u32,
    unsigned: bool,
) -> Option<IntCmp> {
    use CmpIPredicate as I;
    let mantissa = FloatSemantics::of(kind).precision;
    if mantissa == 0 || apfloat::is_nan(kind, rhs) {
        return None;
    }
    let value_bits = if unsigned { width } else { width - 1 };
    if width > mantissa {
        if apfloat::is_inf(kind, rhs) {
            let max_exp = ilogb(kind, apfloat::largest_bits(kind, false))?;
            if max_exp < i64::from(value_bits) {
                return None;
            }
        } else if let Some(e) = ilogb(kind, rhs)
            && i64::from(mantissa) <= e
            && e <= i64::from(value_bits)
        {
            return None;
        }
    }
    let pred = match pred {
        CmpFPredicate::Ord => return Some(IntCmp::Constant(true)),
        CmpFPredicate::Uno => return Some(IntCmp::Constant(false)),
        p => int_predicate(p, unsigned)?,
    };
    let less = |a: u128, b: u128| apfloat::compare(kind, a, b) == Some(core::cmp::Ordering::Less);
    let (max, min) = if unsigned {
        (APInt::max_unsigned(width), APInt::zero(width))
    } else {
        (APInt::max_signed(width), APInt::min_signed(width))
    };
    let max = apfloat::from_int(kind, &max, !unsigned).0;
    if less(max, rhs) {
        let t = matches!(pred, I::Ne | I::Slt | I::Sle | I::Ult | I::Ule);
        return Some(IntCmp::Constant(t));
    }
    let min = apfloat::from_int(kind, &min, !unsigned).0;
    if less(rhs, min) {
        let t = matches!(pred, I::Ne | I::Sgt | I::Sge | I::Ugt | I::Uge);
        return Some(IntCmp::Constant(t));
    }
    let (rhs_int, _) = apfloat::to_int(kind, rhs, width, !unsigned)?;
    let mut pred = pred;
    if !apfloat::is_zero(kind, rhs) {
        let back = apfloat::from_int(kind, &rhs_int, !unsigned).0;
        let equal = apfloat::compare(kind, back, rhs) == Some(core::cmp::Ordering::Equal);
        let neg = apfloat::is_negative(kind, rhs);
        if !equal {
            pred = match pred {
                I::Ne => return Some(IntCmp::Constant(true)),
                I::Eq => return Some(IntCmp::Constant(false)),
                I::Ule | I::Ult if neg => return Some(IntCmp::Constant(false)),
                I::Ugt | I::Uge if neg => return Some(IntCmp::Constant(true)),
                I::Sle if neg => I::Slt,
                I::Ult => I::Ule,
                I::Slt if !neg => I::Sle,
                I::Sgt if neg => I::Sge,
                I::Uge => I::Ugt,
                I::Sge if !neg => I::Sgt,
                p => p,
            };
        }
    }
    Some(IntCmp::Cmp(pred, rhs_int))
}

/// `cmpf(pred, sitofp(x) or uitofp(x), c)` -> an integer comparison of
/// `x` or a constant, when the conversion cannot change the outcome
/// (MLIR's `CmpFIntToFPConst`).
fn cmpf_int_to_fp_const(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let cmp = CmpFOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let (rhs, kind) = match constant(ctx, body, cmp.rhs()).ok_or(NoMatch)?.kind(ctx) {
        AttrKind::Float { ty, bits } => (*bits, float_kind(ctx, *ty).ok_or(NoMatch)?),
        _ => return Err(NoMatch),
    };
    let lhs = cmp.lhs();
    let (x, unsigned) = if let Some(si) = def::<SIToFPOp>(ctx, body, lhs) {
        (si.r#in(), false)
    } else if let Some(ui) = def::<UIToFPOp>(ctx, body, lhs) {
        (ui.r#in(), true)
    } else {
        return Err(NoMatch);
    };
    let x_ty = body.value_type(x);
    let TypeKind::Integer { width, .. } = *x_ty.kind(ctx) else {
        return Err(NoMatch);
    };
    let pred = cmp.predicate().value(ctx).ok_or(NoMatch)?;
    let loc = body.op_loc(op);
    let i1 = Type::i1(ctx);
    match int_cmp(pred, kind, rhs, width, unsigned).ok_or(NoMatch)? {
        IntCmp::Constant(v) => rewrite(rw, op, |b| {
            vec![make_constant(b, loc, i1, Attribute::bool(b.ctx, v))]
        }),
        IntCmp::Cmp(p, c) => {
            let c = Attribute::integer_apint(ctx, x_ty, c).map_err(|_| NoMatch)?;
            rewrite(rw, op, |b| {
                let c = make_constant(b, loc, x_ty, c);
                let p = CmpIPredicateAttr::get(b.ctx, p);
                let o = CmpIOp::build(b, loc, i1, x, c, p);
                vec![res(b, o)]
            })
        }
    }
}

/// Adds the cast, `select` and float patterns, each op's in MLIR's order.
pub fn populate(set: &mut RewritePatternSet) {
    let trunci = "arith.trunci";
    set.add(pat(drr!("ExtSIOfExtUI"), "arith.extsi", extsi_of_extui, 2))
        .add(pat(
            drr!("TruncIExtSIToExtSI"),
            trunci,
            trunci_extsi_to_extsi,
            2,
        ))
        .add(pat(
            drr!("TruncIExtUIToExtUI"),
            trunci,
            trunci_extui_to_extui,
            2,
        ))
        .add(pat(
            drr!("TruncIShrSIToTrunciShrUI"),
            trunci,
            trunci_shrsi_to_trunci_shrui,
            2,
        ))
        .add(pat(
            drr!("TruncFSIToFPToSIToFP"),
            "arith.truncf",
            truncf_sitofp_to_sitofp,
            2,
        ))
        .add(pat(
            drr!("TruncFUIToFPToUIToFP"),
            "arith.truncf",
            truncf_uitofp_to_uitofp,
            2,
        ))
        .add(pat(
            drr!("IndexCastOfIndexCast"),
            "arith.index_cast",
            index_cast_of_index_cast,
            2,
        ))
        .add(pat(
            drr!("IndexCastOfExtSI"),
            "arith.index_cast",
            index_cast_of_extsi,
            2,
        ))
        .add(pat(
            drr!("IndexCastUIOfIndexCastUI"),
            "arith.index_castui",
            index_castui_of_index_castui,
            2,
        ))
        .add(pat(
            drr!("IndexCastUIOfExtUI"),
            "arith.index_castui",
            index_castui_of_extui,
            2,
        ))
        .add(pat(
            drr!("BitcastOfBitcast"),
            "arith.bitcast",
            bitcast_of_bitcast,
            2,
        ))
        .add(pat(drr!("MulFOfNegF"), "arith.mulf", binary_of_negf, 3))
        .add(pat(drr!("DivFOfNegF"), "arith.divf", binary_of_negf, 3))
        .add(pat(
            "CmpFIntToFPConst",
            "arith.cmpf",
            cmpf_int_to_fp_const,
            1,
        ));
    let sel = "arith.select";
    set.add(pat(
        drr!("RedundantSelectFalse"),
        sel,
        redundant_select_false,
        2,
    ))
    .add(pat(
        drr!("RedundantSelectTrue"),
        sel,
        redundant_select_true,
        2,
    ))
    .add(pat(drr!("SelectNotCond"), sel, select_not_cond, 2))
    .add(pat(drr!("SelectI1ToNot"), sel, select_i1_to_not, 1))
    .add(pat("SelectToExtUI", sel, select_to_extui, 1));
}
