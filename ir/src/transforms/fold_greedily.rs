//! A greedy folding driver: MLIR's `applyPatternsGreedily` with an empty
//! pattern set and the default configuration, which is what MLIR's
//! folding test passes run. Every op nested in a root op's regions is
//! folded, constants a fold returns are built with the dialect's
//! materializer and uniqued, trivially dead ops are erased, and region
//! simplification follows, until nothing changes (at most ten sweeps).
//!
//! It is a thin entry point over
//! [`apply_patterns_greedily`](crate::transforms::rewrite::apply_patterns_greedily);
//! the separate sweep loop it had before was dropped so that folding
//! alone and canonicalization cannot drift apart.

use crate::storage::body::{Body, Operation};
use crate::transforms::rewrite::{FrozenPatternSet, GreedyConfig, apply_patterns_greedily};
use crate::uniqued::context::Context;

/// Folds the ops in `root`'s regions to a fixed point; returns whether
/// anything changed (also when the sweep limit stopped it first).
pub fn fold_greedily(ctx: &Context, body: &mut Body, root: Operation) -> bool {
    let patterns = FrozenPatternSet::empty();
    apply_patterns_greedily(ctx, body, root, &patterns, &GreedyConfig::default()).unwrap_or(true)
}
