//! Folding: the result types of fold hooks, the per-op driver MLIR's
//! `Operation::fold` is, and the dialect constant materializer hook.
//!
//! An op's `fold` runs first; when it fails or folds in place, the traits'
//! folds run in list order and the first success wins (MLIR's
//! `foldSingleResultHook` / `foldHook`). Constant operands are found the
//! way `m_Constant` finds them: the defining op is `ConstantLike` and its
//! own fold yields an attribute. A separate "constant value" hook per op was
//! rejected as a second source of truth beside the fold.

use crate::storage::body::{Body, Operation};
use crate::storage::builder::OpBuilder;
use crate::uniqued::context::Context;
use crate::{Attribute, Location, Type, Value};
use smallvec::SmallVec;

/// One folded result: an existing value or a constant.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum OpFoldResult {
    /// Replace the result with this value.
    Value(Value),
    /// Replace the result with a constant (to be materialized).
    Attr(Attribute),
}

/// Whether a fold did something.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FoldOutcome {
    /// Folded: results were produced, or the op was updated in place when
    /// none were.
    Success,
    /// Nothing to fold.
    Failure,
}

impl FoldOutcome {
    /// `Success` when a fold changed the op in place (produced no
    /// results), `Failure` when it did not: what a `fold_mut` hook that
    /// only rewrites its op returns.
    ///
    /// ```
    /// use ir::semantics::fold::FoldOutcome;
    /// assert_eq!(FoldOutcome::in_place(true), FoldOutcome::Success);
    /// assert_eq!(FoldOutcome::in_place(false), FoldOutcome::Failure);
    /// ```
    pub fn in_place(changed: bool) -> FoldOutcome {
        if changed {
            FoldOutcome::Success
        } else {
            FoldOutcome::Failure
        }
    }
}

/// The results a fold produces (one per op result, or none when in place).
pub type FoldResults = SmallVec<[OpFoldResult; 1]>;

/// An op's fold hook (in [`crate::semantics::registry::OpInfo::fold`]).
pub type FoldFn = fn(
    &Context,
    &mut Body,
    Operation,
    &[Option<Attribute>],
    &mut SmallVec<[OpFoldResult; 1]>,
) -> FoldOutcome;

/// An op's read-only folder (in
/// [`crate::semantics::registry::OpInfo::fold_read`]): the `fold` or
/// `fold_multi` it names, on a shared body.
pub type ReadFoldFn = fn(
    &Context,
    &Body,
    Operation,
    &[Option<Attribute>],
    &mut SmallVec<[OpFoldResult; 1]>,
) -> FoldOutcome;

/// A dialect's constant materializer: builds a constant op of `ty` holding
/// `value` at the builder's insertion point, or declines.
pub type MaterializeFn = fn(&mut OpBuilder<'_>, Attribute, Type, Location) -> Option<Operation>;

/// Folds `op` with its registered hook; unregistered ops do not fold.
pub fn fold_op(
    ctx: &Context,
    body: &mut Body,
    op: Operation,
    operands: &[Option<Attribute>],
    results: &mut SmallVec<[OpFoldResult; 1]>,
) -> FoldOutcome {
    match ctx.op_info(body.op_name(op)).and_then(|i| i.fold) {
        Some(f) => f(ctx, body, op, operands, results),
        None => FoldOutcome::Failure,
    }
}

/// The constant a value holds when its defining op is `ConstantLike`.
pub fn constant_value(ctx: &Context, body: &mut Body, v: Value) -> Option<Attribute> {
    let def = body.defining_op(v)?;
    let info = ctx.op_info(body.op_name(def))?;
    if !info.has_trait::<crate::semantics::traits::ConstantLike>() {
        return None;
    }
    let mut out = SmallVec::new();
    let n = body.num_operands(def);
    let none: SmallVec<[Option<Attribute>; 4]> = SmallVec::from_elem(None, n);
    match (info.fold?)(ctx, body, def, &none, &mut out) {
        FoldOutcome::Success => match out.first() {
            Some(OpFoldResult::Attr(a)) => Some(*a),
            _ => None,
        },
        FoldOutcome::Failure => None,
    }
}

/// The constant a value holds when its defining op is `ConstantLike`,
/// read from a shared body (MLIR's `m_Constant`), for patterns, which
/// read the body through their rewriter's `body()`.
///
/// It asks the op's own read-only folder (`#[op(fold = ...)]` or
/// `fold_multi`), which is what a constant op folds with; a `ConstantLike`
/// op whose folder is `fold_mut` needs [`constant_value`] and `&mut Body`.
///
/// ```
/// use ir::semantics::fold::constant_attr;
/// use ir::{Attribute, Body, Context, Location, OperationState, Type};
///
/// let ctx = Context::new();
/// let mut body = Body::with_root_regions(1);
/// let block = body.append_new_block(body.root_regions()[0]);
/// // Unregistered ops are never constants.
/// let mut st = OperationState::new(&ctx, "test.src", Location::unknown(&ctx));
/// st.result_types.push(Type::i64(&ctx));
/// let op = body.create_op(&ctx, &st);
/// body.append_op(block, op);
/// assert_eq!(constant_attr(&ctx, &body, body.result(op, 0)), None);
/// ```
pub fn constant_attr(ctx: &Context, body: &Body, v: Value) -> Option<Attribute> {
    let def = body.defining_op(v)?;
    let info = ctx.op_info(body.op_name(def))?;
    if !info.has_trait::<crate::semantics::traits::ConstantLike>() {
        return None;
    }
    let mut out = SmallVec::new();
    let none: SmallVec<[Option<Attribute>; 4]> = SmallVec::from_elem(None, body.num_operands(def));
    match (info.fold_read?)(ctx, body, def, &none, &mut out) {
        FoldOutcome::Success => match out.first() {
            Some(OpFoldResult::Attr(a)) => Some(*a),
            _ => None,
        },
        FoldOutcome::Failure => None,
    }
}

/// The constant of each operand of `op` (`None` where it is not constant).
pub fn constant_operands(
    ctx: &Context,
    body: &mut Body,
    op: Operation,
) -> SmallVec<[Option<Attribute>; 4]> {
    let vals: SmallVec<[Value; 4]> = body.operands(op).collect();
    vals.into_iter()
        .map(|v| constant_value(ctx, body, v))
        .collect()
}

/// Folds `op` with the constants of its operands looked up first.
pub fn try_fold(
    ctx: &Context,
    body: &mut Body,
    op: Operation,
) -> (FoldOutcome, SmallVec<[OpFoldResult; 1]>) {
    let operands = constant_operands(ctx, body, op);
    let mut results = SmallVec::new();
    let r = fold_op(ctx, body, op, &operands, &mut results);
    (r, results)
}

/// Runs trait folds in order; the first success wins (generated code).
#[doc(hidden)]
pub fn fold_traits(
    ctx: &Context,
    body: &mut Body,
    op: Operation,
    operands: &[Option<Attribute>],
    results: &mut SmallVec<[OpFoldResult; 1]>,
    traits: &[Option<FoldFn>],
) -> FoldOutcome {
    for f in traits.iter().flatten() {
        if f(ctx, body, op, operands, results) == FoldOutcome::Success {
            return FoldOutcome::Success;
        }
    }
    FoldOutcome::Failure
}

/// Finishes a single-result fold: trait folds run when the op's own fold
/// failed or folded in place (generated code).
#[doc(hidden)]
pub fn finish_single_fold(
    ctx: &Context,
    body: &mut Body,
    op: Operation,
    operands: &[Option<Attribute>],
    results: &mut SmallVec<[OpFoldResult; 1]>,
    own: Option<OpFoldResult>,
    traits: &[Option<FoldFn>],
) -> FoldOutcome {
    let in_place = body.num_results(op) > 0 && own == Some(OpFoldResult::Value(body.result(op, 0)));
    if own.is_none() || in_place {
        if fold_traits(ctx, body, op, operands, results, traits) == FoldOutcome::Success {
            return FoldOutcome::Success;
        }
        return if own.is_some() {
            FoldOutcome::Success
        } else {
            FoldOutcome::Failure
        };
    }
    results.extend(own);
    FoldOutcome::Success
}

/// Finishes a multi-result fold (generated code).
#[doc(hidden)]
pub fn finish_multi_fold(
    ctx: &Context,
    body: &mut Body,
    op: Operation,
    operands: &[Option<Attribute>],
    results: &mut SmallVec<[OpFoldResult; 1]>,
    own: FoldOutcome,
    traits: &[Option<FoldFn>],
) -> FoldOutcome {
    if (own == FoldOutcome::Failure || results.is_empty())
        && fold_traits(ctx, body, op, operands, results, traits) == FoldOutcome::Success
    {
        return FoldOutcome::Success;
    }
    own
}

/// Builds a constant for `value` with the materializer of `dialect`.
pub fn materialize_constant(
    b: &mut OpBuilder<'_>,
    dialect: &str,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<Operation> {
    let d = b.ctx.registry().dialect(dialect)?;
    (d.materialize_constant?)(b, value, ty, loc)
}
