//! MLIR 22's canonicalization patterns of arith, under MLIR's names (so
//! `disable-patterns=` and `enable-patterns=` filter them as mlir-opt
//! does): the integer ones here (`addi`/`subi`/`muli` constant
//! reassociation, the extended multiplications and additions, `xori`,
//! `andi`, `ori`, `cmpi`), the casts, `select` and float ones in
//! [`super::canon_cast`].
//!
//! Most are declarative in MLIR (`ArithCanonicalization.td`), and their
//! debug names are the generated classes' names as mlir-opt-22 reports
//! them, `(anonymous namespace)::AddIAddConstant` (the C++ ones are plain:
//! `SelectToExtUI`, `CmpFIntToFPConst`); a DRR
//! pattern's benefit is the number of ops its source pattern matches, its
//! new ops are created innermost first right before the root, and they
//! carry the fused location of the matched ops. The patterns here follow
//! the same rules, so constants, op order and SSA names come out as
//! mlir-opt-22's. The reassociation patterns are one table
//! ([`REASSOCIATIONS`]) read by one matcher rather than thirteen
//! functions: they differ only in which operand is the constant and how
//! the two constants combine.
//!
//! All of them are registered for the dialect at once
//! (`#[dialect(canonicalize = ...)]`): patterns are tried per root op, so
//! only the order among patterns of one op matters, and it is MLIR's.
//!
//! ```
//! use ir::transforms::rewrite::{FrozenPatternSet, RewritePatternSet};
//!
//! let ctx = ir::Context::new();
//! let mut set = RewritePatternSet::new();
//! dialects::arith::canonicalize::populate(&mut set, &ctx);
//! let names: Vec<String> = set.iter().map(|p| p.debug_name().to_string()).collect();
//! // Declarative patterns are named as MLIR 22 names them.
//! let add = "(anonymous namespace)::AddIAddConstant";
//! assert!(names.iter().any(|n| n == add));
//! assert!(names.iter().any(|n| n == "SelectToExtUI"));
//! let frozen = FrozenPatternSet::new(&ctx, set, &[add.to_string()], &[]);
//! assert_eq!(frozen.len(), names.len() - 1);
//! ```

use super::attrs::*;
use super::canon_cast;
use super::casts::*;
use super::const_fold::{splat_int, zero_attr};
use super::ops::*;
use ir::prelude::*;
use ir::transforms::rewrite::{
    FnPattern, MatchResult, NoMatch, PatternFn, PatternRewriter, PatternRoot, RewritePattern,
    RewritePatternSet,
};
use ir::{APInt, AttrKind, TypeKind};

/// The op of type `T` defining `v`, if any.
pub(crate) fn def<'a, T: OpType<'a>>(ctx: &'a Context, body: &'a Body, v: Value) -> Option<T> {
    let d = body.defining_op(v)?;
    T::from_view(OpView::new(ctx, body, d))
}

/// The attribute of the `arith.constant` defining `v` (MLIR's
/// `ConstantLikeMatcher`, for the constants arith's patterns meet).
pub(crate) fn constant(ctx: &Context, body: &Body, v: Value) -> Option<Attribute> {
    def::<ConstantOp>(ctx, body, v).map(|c| c.value().0)
}

/// The scalar integer constant defining `v` (ODS's `APIntAttr`).
fn constant_apint(ctx: &Context, body: &Body, v: Value) -> Option<APInt> {
    match constant(ctx, body, v)?.kind(ctx) {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        _ => None,
    }
}

/// The integer of a scalar or splat constant defining `v` (MLIR's
/// `m_ConstantInt`, `getIntOrSplatIntValue`).
pub(crate) fn constant_splat_int(ctx: &Context, body: &Body, v: Value) -> Option<APInt> {
    splat_int(ctx, constant(ctx, body, v))
}

/// The bit width of a scalar or element type, `None` when it is neither
/// an integer nor a float (MLIR's `getScalarOrElementWidth`; `index` has
/// none).
pub(crate) fn element_width(ctx: &Context, t: Type) -> Option<u32> {
    match t.element_type_or_self(ctx).kind(ctx) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(k) => Some(k.width()),
        _ => None,
    }
}

/// The location DRR gives the ops a rewrite creates: the matched ops'
/// locations fused.
pub(crate) fn fused_loc(body: &Body, ctx: &Context, ops: &[Operation]) -> Location {
    let locs: Vec<Location> = ops.iter().map(|&o| body.op_loc(o)).collect();
    Location::fused(ctx, &locs, None)
}

/// Builds with `f` at the insertion point (the driver's, before the root
/// `op`, where DRR's generated patterns build) and replaces `op`'s
/// results with the values `f` returns.
pub(crate) fn rewrite(
    rw: &mut PatternRewriter<'_>,
    op: Operation,
    f: impl FnOnce(&mut OpBuilder<'_>) -> Vec<Value>,
) -> MatchResult {
    let values = rw.build(f);
    rw.replace_op(op, &values);
    Ok(())
}

/// The first result of `op`.
pub(crate) fn res(b: &OpBuilder<'_>, op: Operation) -> Value {
    b.body.result(op, 0)
}

/// An `arith.constant` of `attr` (typed `ty`) at the builder.
pub(crate) fn make_constant(
    b: &mut OpBuilder<'_>,
    loc: Location,
    ty: Type,
    attr: Attribute,
) -> Value {
    let c = ConstantOp::build(b, loc, ty, TypedAttr(attr));
    res(b, c)
}

/// A pattern with a benefit, as DRR computes it.
fn pat(name: &'static str, root: &'static str, f: PatternFn, benefit: u16) -> FnPattern {
    FnPattern::new(name, PatternRoot::Op(root), f).benefit(benefit)
}

// --- addi / subi / muli --------------------------------------------------

/// The integer binary ops with overflow flags the reassociations see.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Bin {
    Add,
    Sub,
    Mul,
}

/// An `addi`/`subi`/`muli`, read.
struct BinOp {
    op: Operation,
    lhs: Value,
    rhs: Value,
    flags: IntegerOverflowFlags,
}

fn bin_op(ctx: &Context, body: &Body, op: Operation, kind: Bin) -> Option<BinOp> {
    let v = OpView::new(ctx, body, op);
    let (lhs, rhs, flags) = match kind {
        Bin::Add => AddIOp::from_view(v).map(|o| (o.lhs(), o.rhs(), o.overflow_flags()))?,
        Bin::Sub => SubIOp::from_view(v).map(|o| (o.lhs(), o.rhs(), o.overflow_flags()))?,
        Bin::Mul => MulIOp::from_view(v).map(|o| (o.lhs(), o.rhs(), o.overflow_flags()))?,
    };
    Some(BinOp {
        op,
        lhs,
        rhs,
        flags: *flags.value(ctx),
    })
}

fn bin_def(ctx: &Context, body: &Body, v: Value, kind: Bin) -> Option<BinOp> {
    bin_op(ctx, body, body.defining_op(v)?, kind)
}

/// Builds `kind(lhs, rhs)` with `flags` (absent when `none`).
fn build_bin(
    b: &mut OpBuilder<'_>,
    loc: Location,
    kind: Bin,
    ty: Type,
    (lhs, rhs): (Value, Value),
    flags: IntegerOverflowFlags,
) -> Value {
    let flags =
        (flags != IntegerOverflowFlags::None).then(|| IntegerOverflowFlagsAttr::get(b.ctx, flags));
    let op = match kind {
        Bin::Add => AddIOp::build(b, loc, ty, lhs, rhs, flags),
        Bin::Sub => SubIOp::build(b, loc, ty, lhs, rhs, flags),
        Bin::Mul => MulIOp::build(b, loc, ty, lhs, rhs, flags),
    };
    res(b, op)
}

/// One constant reassociation of `ArithCanonicalization.td`:
/// `root(inner(..x.., c0), c1)` with the constants on the given sides
/// becomes `out(x, value(c0, c1))`.
#[derive(Debug)]
pub struct Reassociation {
    name: &'static str,
    root: Bin,
    inner: Bin,
    /// The inner op is the root's left operand (else its right one, and
    /// `c1` the left).
    inner_on_lhs: bool,
    /// The inner op is `inner(x, c0)` (else `inner(c0, x)`).
    inner_const_on_rhs: bool,
    out: Bin,
    /// The result is `out(x, c)` (else `out(c, x)`).
    out_const_on_rhs: bool,
    value: fn(&APInt, &APInt) -> APInt,
    /// The flags are the two ops' flags intersected (else `none`).
    merge_flags: bool,
}

fn add(c0: &APInt, c1: &APInt) -> APInt {
    c0.wrapping_add(c1)
}
fn c0_minus_c1(c0: &APInt, c1: &APInt) -> APInt {
    c0.wrapping_sub(c1)
}
fn c1_minus_c0(c0: &APInt, c1: &APInt) -> APInt {
    c1.wrapping_sub(c0)
}
fn mul(c0: &APInt, c1: &APInt) -> APInt {
    c0.wrapping_mul(c1)
}

const fn re(
    name: &'static str,
    (root, inner, out): (Bin, Bin, Bin),
    (inner_on_lhs, inner_const_on_rhs, out_const_on_rhs): (bool, bool, bool),
    value: fn(&APInt, &APInt) -> APInt,
    merge_flags: bool,
) -> Reassociation {
    Reassociation {
        name,
        root,
        inner,
        inner_on_lhs,
        inner_const_on_rhs,
        out,
        out_const_on_rhs,
        value,
        merge_flags,
    }
}

use Bin::{Add, Mul, Sub};

/// The reassociations, in the order MLIR adds them to each op.
pub static REASSOCIATIONS: [Reassociation; 10] = [
    // addi(addi(x, c0), c1) -> addi(x, c0 + c1)
    re(
        drr!("AddIAddConstant"),
        (Add, Add, Add),
        (true, true, true),
        add,
        true,
    ),
    // addi(subi(x, c0), c1) -> addi(x, c1 - c0)
    re(
        drr!("AddISubConstantRHS"),
        (Add, Sub, Add),
        (true, true, true),
        c1_minus_c0,
        true,
    ),
    // addi(subi(c0, x), c1) -> subi(c0 + c1, x)
    re(
        drr!("AddISubConstantLHS"),
        (Add, Sub, Sub),
        (true, false, false),
        add,
        true,
    ),
    // subi(addi(x, c0), c1) -> addi(x, c0 - c1)
    re(
        drr!("SubIRHSAddConstant"),
        (Sub, Add, Add),
        (true, true, true),
        c0_minus_c1,
        false,
    ),
    // subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
    re(
        drr!("SubILHSAddConstant"),
        (Sub, Add, Sub),
        (false, true, false),
        c1_minus_c0,
        true,
    ),
    // subi(subi(x, c0), c1) -> subi(x, c0 + c1)
    re(
        drr!("SubIRHSSubConstantRHS"),
        (Sub, Sub, Sub),
        (true, true, true),
        add,
        true,
    ),
    // subi(subi(c0, x), c1) -> subi(c0 - c1, x)
    re(
        drr!("SubIRHSSubConstantLHS"),
        (Sub, Sub, Sub),
        (true, false, false),
        c0_minus_c1,
        true,
    ),
    // subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
    re(
        drr!("SubILHSSubConstantRHS"),
        (Sub, Sub, Sub),
        (false, true, false),
        add,
        true,
    ),
    // subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
    re(
        drr!("SubILHSSubConstantLHS"),
        (Sub, Sub, Add),
        (false, false, true),
        c1_minus_c0,
        true,
    ),
    // muli(muli(x, c0), c1) -> muli(x, c0 * c1)
    re(
        drr!("MulIMulIConstant"),
        (Mul, Mul, Mul),
        (true, true, true),
        mul,
        true,
    ),
];

/// A [`Reassociation`] as a pattern.
#[derive(Debug)]
struct Reassociate(&'static Reassociation);

impl RewritePattern for Reassociate {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(match self.0.root {
            Add => "arith.addi",
            Sub => "arith.subi",
            Mul => "arith.muli",
        })
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn debug_name(&self) -> &str {
        self.0.name
    }
    fn match_and_rewrite(&self, op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
        let r = self.0;
        let (ctx, body) = (rw.ctx(), rw.body());
        let root = bin_op(ctx, body, op, r.root).ok_or(NoMatch)?;
        let (inner, c1) = if r.inner_on_lhs {
            (root.lhs, root.rhs)
        } else {
            (root.rhs, root.lhs)
        };
        let inner = bin_def(ctx, body, inner, r.inner).ok_or(NoMatch)?;
        let c1 = constant_apint(ctx, body, c1).ok_or(NoMatch)?;
        let (x, c0) = if r.inner_const_on_rhs {
            (inner.lhs, inner.rhs)
        } else {
            (inner.rhs, inner.lhs)
        };
        let c0 = constant_apint(ctx, body, c0).ok_or(NoMatch)?;
        if c0.width() != c1.width() {
            return Err(NoMatch);
        }
        let ty = body.value_type(body.result(op, 0));
        let attr = Attribute::integer_apint(ctx, ty, (r.value)(&c0, &c1)).map_err(|_| NoMatch)?;
        let flags = if r.merge_flags {
            inner.flags & root.flags
        } else {
            IntegerOverflowFlags::None
        };
        let loc = fused_loc(body, ctx, &[op, inner.op]);
        rewrite(rw, op, |b| {
            let c = make_constant(b, loc, ty, attr);
            let operands = if r.out_const_on_rhs { (x, c) } else { (c, x) };
            vec![build_bin(b, loc, r.out, ty, operands, flags)]
        })
    }
}

/// `addi(x, muli(y, -1))` -> `subi(x, y)` (MLIR's `AddIMulNegativeOneRhs`).
fn addi_mul_negative_one_rhs(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    addi_mul_negative_one(op, rw, false)
}

/// `addi(muli(x, -1), y)` -> `subi(y, x)` (MLIR's `AddIMulNegativeOneLhs`).
fn addi_mul_negative_one_lhs(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    addi_mul_negative_one(op, rw, true)
}

fn addi_mul_negative_one(
    op: Operation,
    rw: &mut PatternRewriter<'_>,
    mul_on_lhs: bool,
) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let root = bin_op(ctx, body, op, Add).ok_or(NoMatch)?;
    let (other, mul) = if mul_on_lhs {
        (root.rhs, root.lhs)
    } else {
        (root.lhs, root.rhs)
    };
    let mul = bin_def(ctx, body, mul, Mul).ok_or(NoMatch)?;
    let minus_one = constant_splat_int(ctx, body, mul.rhs).ok_or(NoMatch)?;
    if !minus_one.is_all_ones() {
        return Err(NoMatch);
    }
    let (ty, y) = (body.value_type(body.result(op, 0)), mul.lhs);
    let loc = fused_loc(body, ctx, &[op, mul.op]);
    rewrite(rw, op, |b| {
        vec![build_bin(
            b,
            loc,
            Sub,
            ty,
            (other, y),
            IntegerOverflowFlags::None,
        )]
    })
}

/// `subi(subi(x, y), x)` -> `subi(0, y)` (MLIR's `SubISubILHSRHSLHS`).
fn subi_subi_lhs_rhs_lhs(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let root = bin_op(ctx, body, op, Sub).ok_or(NoMatch)?;
    let inner = bin_def(ctx, body, root.lhs, Sub).ok_or(NoMatch)?;
    if inner.lhs != root.rhs {
        return Err(NoMatch);
    }
    let y = inner.rhs;
    let y_ty = body.value_type(y);
    let zero = zero_attr(ctx, y_ty).ok_or(NoMatch)?;
    let ty = body.value_type(body.result(op, 0));
    let flags = inner.flags & root.flags;
    let loc = fused_loc(body, ctx, &[op, inner.op]);
    rewrite(rw, op, |b| {
        let c = make_constant(b, loc, y_ty, zero);
        vec![build_bin(b, loc, Sub, ty, (c, y), flags)]
    })
}

// --- extended arithmetic -------------------------------------------------

/// An op with two results whose second one is unused becomes its plain
/// version, the second result replaced by `lhs` (any value will do).
fn extended_to_plain(op: Operation, rw: &mut PatternRewriter<'_>, kind: Bin) -> MatchResult {
    let body = rw.body();
    if !body.use_empty(body.result(op, 1)) {
        return Err(NoMatch);
    }
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    let ty = body.value_type(body.result(op, 0));
    let loc = body.op_loc(op);
    rewrite(rw, op, |b| {
        let plain = build_bin(b, loc, kind, ty, (lhs, rhs), IntegerOverflowFlags::None);
        vec![plain, lhs]
    })
}

/// `addui_extended(x, y)` with an unused overflow -> `addi(x, y)` (MLIR's
/// `AddUIExtendedToAddI`).
fn addui_extended_to_addi(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    extended_to_plain(op, rw, Add)
}

/// `mulsi_extended(x, y)` / `mului_extended(x, y)` with an unused high
/// half -> `muli(x, y)` (MLIR's `MulSIExtendedToMulI`, `MulUIExtendedToMulI`).
fn mul_extended_to_muli(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    extended_to_plain(op, rw, Mul)
}

/// `mulsi_extended(x, 1)` -> `x, extsi(cmpi slt, x, 0)` (MLIR's
/// `MulSIExtendedRHSOne`).
fn mulsi_extended_rhs_one(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let (x, c) = (body.operand(op, 0), body.operand(op, 1));
    let one = constant_splat_int(ctx, body, c).ok_or(NoMatch)?;
    if !one.is_one() || one.is_negative() {
        return Err(NoMatch);
    }
    let x_ty = body.value_type(x);
    let zero = zero_attr(ctx, x_ty).ok_or(NoMatch)?;
    let i1 = super::const_fold::i1_same_shape(ctx, x_ty).ok_or(NoMatch)?;
    let high_ty = body.value_type(body.result(op, 1));
    let loc = body.op_loc(op);
    rewrite(rw, op, |b| {
        let zero = make_constant(b, loc, x_ty, zero);
        let pred = CmpIPredicateAttr::get(b.ctx, CmpIPredicate::Slt);
        let cmp = CmpIOp::build(b, loc, i1, x, zero, pred);
        let cmp = res(b, cmp);
        let ext = ExtSIOp::build(b, loc, high_ty, cmp);
        vec![x, res(b, ext)]
    })
}

// --- bitwise ops and cmpi of extensions -----------------------------------

/// The `extsi` (`signed`) or `extui` defining `v`, with its source.
fn ext_source(ctx: &Context, body: &Body, v: Value, signed: bool) -> Option<(Operation, Value)> {
    let d = body.defining_op(v)?;
    let view = OpView::new(ctx, body, d);
    let x = if signed {
        ExtSIOp::from_view(view)?.r#in()
    } else {
        ExtUIOp::from_view(view)?.r#in()
    };
    Some((d, x))
}

/// `op(ext(x), ext(y))` with `x` and `y` of one type -> `ext(op(x, y))`
/// for `andi`/`ori`/`xori` and `extui`/`extsi` (MLIR's `AndOfExtUI`,
/// `OrOfExtSI`, `XOrIOfExtUI`, ...).
fn bitwise_of_ext(op: Operation, rw: &mut PatternRewriter<'_>, signed: bool) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let ext_in = |v: Value| ext_source(ctx, body, v, signed);
    let (a, x) = ext_in(body.operand(op, 0)).ok_or(NoMatch)?;
    let (b_op, y) = ext_in(body.operand(op, 1)).ok_or(NoMatch)?;
    let x_ty = body.value_type(x);
    if x_ty != body.value_type(y) {
        return Err(NoMatch);
    }
    let ty = body.value_type(body.result(op, 0));
    let name = body.op_name(op);
    let loc = fused_loc(body, ctx, &[op, a, b_op]);
    rewrite(rw, op, |b| {
        let mut st = ir::OperationState::with_name(b.ctx, name, loc);
        st.operands.extend([x, y]);
        st.result_types.push(x_ty);
        let inner = b.create(&st);
        let inner = res(b, inner);
        let ext = if signed {
            ExtSIOp::build(b, loc, ty, inner)
        } else {
            ExtUIOp::build(b, loc, ty, inner)
        };
        vec![res(b, ext)]
    })
}

fn bitwise_of_extui(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    bitwise_of_ext(op, rw, false)
}

fn bitwise_of_extsi(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    bitwise_of_ext(op, rw, true)
}

/// The inverse of a `cmpi` predicate (MLIR's `invertPredicate`).
pub fn invert_predicate(p: CmpIPredicate) -> CmpIPredicate {
    use CmpIPredicate::*;
    match p {
        Eq => Ne,
        Ne => Eq,
        Slt => Sge,
        Sle => Sgt,
        Sgt => Sle,
        Sge => Slt,
        Ult => Uge,
        Ule => Ugt,
        Ugt => Ule,
        Uge => Ult,
    }
}

/// `xori(cmpi(pred, a, b), true)` -> `cmpi(!pred, a, b)` (MLIR's
/// `XOrINotCmpI`).
fn xori_not_cmpi(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let cmp = def::<CmpIOp>(ctx, body, body.operand(op, 0)).ok_or(NoMatch)?;
    if constant(ctx, body, body.operand(op, 1)) != Some(Attribute::bool(ctx, true)) {
        return Err(NoMatch);
    }
    let pred = cmp.predicate().value(ctx).ok_or(NoMatch)?;
    let (a, b_val, cmp_op) = (cmp.lhs(), cmp.rhs(), cmp.0.op);
    let ty = body.value_type(body.result(op, 0));
    let loc = fused_loc(body, ctx, &[op, cmp_op]);
    rewrite(rw, op, |b| {
        let pred = CmpIPredicateAttr::get(b.ctx, invert_predicate(pred));
        let c = CmpIOp::build(b, loc, ty, a, b_val, pred);
        vec![res(b, c)]
    })
}

/// `cmpi(eq|ne, ext(a), ext(b))` with `a`, `b` of one type -> `cmpi(pred,
/// a, b)` (MLIR's `CmpIExtSI`, `CmpIExtUI`).
fn cmpi_ext(op: Operation, rw: &mut PatternRewriter<'_>, signed: bool) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let cmp = CmpIOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let ext_in = |v: Value| ext_source(ctx, body, v, signed);
    let (ea, a) = ext_in(cmp.lhs()).ok_or(NoMatch)?;
    let (eb, b_val) = ext_in(cmp.rhs()).ok_or(NoMatch)?;
    if body.value_type(a) != body.value_type(b_val) {
        return Err(NoMatch);
    }
    let pred = cmp.predicate().value(ctx).ok_or(NoMatch)?;
    if !matches!(pred, CmpIPredicate::Eq | CmpIPredicate::Ne) {
        return Err(NoMatch);
    }
    let ty = body.value_type(body.result(op, 0));
    let loc = fused_loc(body, ctx, &[op, ea, eb]);
    rewrite(rw, op, |b| {
        let pred = CmpIPredicateAttr::get(b.ctx, pred);
        let c = CmpIOp::build(b, loc, ty, a, b_val, pred);
        vec![res(b, c)]
    })
}

fn cmpi_extsi(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    cmpi_ext(op, rw, true)
}

fn cmpi_extui(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    cmpi_ext(op, rw, false)
}

/// Adds every arith canonicalization pattern of MLIR 22 to `set`, each
/// op's in MLIR's order.
pub fn populate(set: &mut RewritePatternSet, ctx: &Context) {
    let _ = ctx;
    for r in &REASSOCIATIONS[..3] {
        set.add(Reassociate(r));
    }
    set.add(pat(
        drr!("AddIMulNegativeOneRhs"),
        "arith.addi",
        addi_mul_negative_one_rhs,
        2,
    ))
    .add(pat(
        drr!("AddIMulNegativeOneLhs"),
        "arith.addi",
        addi_mul_negative_one_lhs,
        2,
    ));
    set.add(pat(
        drr!("AddUIExtendedToAddI"),
        "arith.addui_extended",
        addui_extended_to_addi,
        1,
    ));
    for r in &REASSOCIATIONS[3..9] {
        set.add(Reassociate(r));
    }
    set.add(pat(
        drr!("SubISubILHSRHSLHS"),
        "arith.subi",
        subi_subi_lhs_rhs_lhs,
        2,
    ));
    set.add(Reassociate(&REASSOCIATIONS[9]));
    set.add(pat(
        drr!("MulSIExtendedToMulI"),
        "arith.mulsi_extended",
        mul_extended_to_muli,
        1,
    ))
    .add(pat(
        drr!("MulSIExtendedRHSOne"),
        "arith.mulsi_extended",
        mulsi_extended_rhs_one,
        1,
    ))
    .add(pat(
        drr!("MulUIExtendedToMulI"),
        "arith.mului_extended",
        mul_extended_to_muli,
        1,
    ));
    set.add(pat(drr!("XOrINotCmpI"), "arith.xori", xori_not_cmpi, 2))
        .add(pat(drr!("XOrIOfExtUI"), "arith.xori", bitwise_of_extui, 3))
        .add(pat(drr!("XOrIOfExtSI"), "arith.xori", bitwise_of_extsi, 3));
    set.add(pat(drr!("AndOfExtUI"), "arith.andi", bitwise_of_extui, 3))
        .add(pat(drr!("AndOfExtSI"), "arith.andi", bitwise_of_extsi, 3))
        .add(pat(drr!("OrOfExtUI"), "arith.ori", bitwise_of_extui, 3))
        .add(pat(drr!("OrOfExtSI"), "arith.ori", bitwise_of_extsi, 3));
    set.add(pat(drr!("CmpIExtSI"), "arith.cmpi", cmpi_extsi, 3))
        .add(pat(drr!("CmpIExtUI"), "arith.cmpi", cmpi_extui, 3));
    canon_cast::populate(set);
}
