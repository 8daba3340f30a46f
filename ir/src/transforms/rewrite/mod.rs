//! Pattern rewriting (MLIR's `PatternMatch.h`): [`RewritePattern`]s with
//! a root and a benefit, collected in a [`RewritePatternSet`], frozen into
//! a [`FrozenPatternSet`] (filtered and ordered once), and applied through
//! a [`PatternRewriter`] that reports every change to a
//! [`RewriteListener`](crate::transforms::RewriteListener).
//!
//! Canonicalization patterns are registered with the op and dialect
//! macros (`#[op(canonicalize = f)]`, `#[op(canonicalize_method = f)]`,
//! `#[dialect(canonicalize = f)]`) and collected by
//! [`RewritePatternSet::canonicalization`].
//!
//! A pattern replacing `test.negate(test.negate(x))` with `x`:
//!
//! ```
//! use ir::transforms::rewrite::*;
//! use ir::{Body, Context, Location, Operation, OperationState, Type};
//!
//! fn fold_double_negate(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
//!     let inner = rw.body().operand(op, 0);
//!     let Some(def) = rw.body().defining_op(inner) else {
//!         return rw.notify_match_failure(op, || "operand is not a negate".into());
//!     };
//!     if rw.body().op_name(def) != rw.body().op_name(op) {
//!         return Err(NoMatch);
//!     }
//!     let x = rw.body().operand(def, 0);
//!     rw.replace_op(op, &[x]);
//!     Ok(())
//! }
//!
//! let ctx = Context::new();
//! let mut patterns = RewritePatternSet::new();
//! patterns.add_fn("FoldDoubleNegate", PatternRoot::Op("test.negate"), fold_double_negate);
//! let frozen = FrozenPatternSet::new(&ctx, patterns, &[], &[]);
//!
//! // %x = test.src; %a = test.negate %x; %b = test.negate %a; test.use %b
//! let mut body = Body::with_root_regions(1);
//! let block = body.append_new_block(body.root_regions()[0]);
//! let (loc, i32) = (Location::unknown(&ctx), Type::int(&ctx, 32));
//! let mut b = ir::OpBuilder::at_end(&ctx, &mut body, block);
//! let mut st = OperationState::new(&ctx, "test.src", loc);
//! st.result_types.push(i32);
//! let x = b.create_value(&st);
//! let mut st = OperationState::new(&ctx, "test.negate", loc);
//! st.result_types.push(i32);
//! st.operands.push(x);
//! let a = b.create_value(&st);
//! st.operands[0] = a;
//! let neg = b.create(&st);
//! let mut st = OperationState::new(&ctx, "test.use", loc);
//! st.operands.push(body.result(neg, 0));
//! let user = body.create_op(&ctx, &st);
//! body.append_op(block, user);
//!
//! let name = body.op_name(neg);
//! let pattern = frozen.patterns_for(name).next().unwrap();
//! let mut rw = PatternRewriter::new(&ctx, &mut body, None);
//! assert_eq!(pattern.match_and_rewrite(neg, &mut rw), Ok(()));
//! assert_eq!(body.operand(user, 0), x);
//! ```

mod frozen;
mod greedy;
mod pattern;
mod registry;
mod rewriter;

pub use frozen::FrozenPatternSet;
pub use greedy::{
    GreedyConfig, NotConverged, RegionSimplification, Strictness, apply_patterns_greedily,
};
pub use pattern::{
    FnPattern, MatchResult, NoMatch, PatternFn, PatternRoot, RewritePattern, RewritePatternSet,
};
pub use registry::{
    CanonicalizationEntry, CanonicalizationHook, CanonicalizationOwner, CanonicalizeMethodFn,
    CanonicalizePatternsFn,
};
pub use rewriter::{OpModification, PatternRewriter};

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_insertion;
#[cfg(test)]
mod tests_surgery;
