//! Generic transformation passes of the runtime: `cse`, `symbol-dce` and
//! `symbol-privatize`, each declared with `#[ir::pass]` and so registered
//! at link time, the greedy folding driver passes build on, the
//! dialect interface the inliner consults, the call graph, the inlining
//! utilities and the `inline` pass built on them.

pub mod call_graph;
pub mod canonicalize;
mod cse;
mod fold_greedily;
mod folder;
pub mod inline_pass;
pub mod inliner;
pub mod inliner_interface;
pub mod listener;
pub mod region_branch_canonicalize;
pub mod region_simplify;
pub mod rewrite;
mod symbol_dce;
mod symbol_privatize;
mod view_op_graph;

pub use canonicalize::Canonicalize;
pub use cse::{Cse, CseStats, eliminate_common_subexpressions};
pub use fold_greedily::fold_greedily;
pub use folder::{FoldAction, MaterializeIntoFn, OperationFolder};
pub use inline_pass::InlinerPass;
pub use listener::{NoListener, RewriteListener};
pub use region_branch_canonicalize::populate_region_branch_op_interface_canonicalization_patterns;
pub use region_simplify::{
    drop_redundant_arguments, erase_unreachable_blocks, merge_identical_blocks, run_region_dce,
    simplify_regions,
};
pub use rewrite::{
    FnPattern, FrozenPatternSet, GreedyConfig, MatchResult, NoMatch, NotConverged, PatternRewriter,
    PatternRoot, RegionSimplification, RewritePattern, RewritePatternSet, Strictness,
    apply_patterns_greedily,
};
pub use symbol_dce::SymbolDce;
pub use symbol_privatize::SymbolPrivatize;
pub use view_op_graph::ViewOpGraph;

#[cfg(test)]
mod tests;
