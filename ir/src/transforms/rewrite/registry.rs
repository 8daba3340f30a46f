//! Canonicalization patterns registered at link time (ODS's
//! `hasCanonicalizer` and `hasCanonicalizeMethod`, and a dialect's
//! `getCanonicalizationPatterns`): `#[op(canonicalize = f)]`,
//! `#[op(canonicalize_method = f)]` and `#[dialect(canonicalize = f)]`
//! submit a [`CanonicalizationEntry`] through `ir::__private`.
//!
//! The records are a registry kind of their own, declared here in the
//! transforms layer, rather than fields of the semantics layer's `OpInfo`
//! and `DialectInfo`, whose layer must not name pattern types. They are
//! read once and sorted by owner: dialects first, then ops, each by name,
//! the order MLIR's canonicalizer collects them in.

use super::pattern::{MatchResult, PatternRoot, RewritePattern, RewritePatternSet};
use super::rewriter::PatternRewriter;
use crate::semantics::discovery::{collect_sorted, table_or_defect};
use crate::storage::body::Operation;
use crate::uniqued::context::Context;
use std::sync::OnceLock;

/// Adds canonicalization patterns to a set (MLIR's
/// `getCanonicalizationPatterns`).
pub type CanonicalizePatternsFn = fn(&mut RewritePatternSet, &Context);

/// A canonicalization that is one function on the op (MLIR's
/// `canonicalize` static method): a pattern rooted at the op, benefit 1.
pub type CanonicalizeMethodFn = fn(Operation, &mut PatternRewriter<'_>) -> MatchResult;

/// Who a [`CanonicalizationEntry`] belongs to.
#[derive(Copy, Clone, Debug)]
pub enum CanonicalizationOwner {
    /// A dialect, by namespace.
    Dialect(&'static str),
    /// An op, by full name.
    Op(&'static str),
}

/// What a [`CanonicalizationEntry`] contributes.
#[derive(Copy, Clone, Debug)]
pub enum CanonicalizationHook {
    /// A function adding patterns.
    Patterns(CanonicalizePatternsFn),
    /// A function that is the pattern.
    Method(CanonicalizeMethodFn),
}

/// One link-time canonicalization record.
#[derive(Debug)]
pub struct CanonicalizationEntry {
    /// The dialect or op it belongs to.
    pub owner: CanonicalizationOwner,
    /// Its patterns.
    pub hook: CanonicalizationHook,
    /// Where it comes from (`module_path!()`), for duplicate errors.
    pub source: &'static str,
}

inventory::collect!(CanonicalizationEntry);

impl CanonicalizationEntry {
    /// The sort key: dialects before ops, then by name, then the kind.
    fn key(&self) -> String {
        let (who, name) = match self.owner {
            CanonicalizationOwner::Dialect(n) => ("dialect", n),
            CanonicalizationOwner::Op(n) => ("op", n),
        };
        let what = match self.hook {
            CanonicalizationHook::Patterns(_) => "canonicalize",
            CanonicalizationHook::Method(_) => "canonicalize_method",
        };
        format!("{who} {name} {what}")
    }
}

/// Every record, sorted, read once.
fn entries() -> &'static [&'static CanonicalizationEntry] {
    static TABLE: OnceLock<Vec<&'static CanonicalizationEntry>> = OnceLock::new();
    TABLE.get_or_init(|| {
        table_or_defect(collect_sorted(
            "canonicalization",
            inventory::iter::<CanonicalizationEntry>,
            |e| e.key(),
            |e| e.source,
        ))
    })
}

/// The pattern a [`CanonicalizationHook::Method`] becomes. Its debug name
/// is empty, as MLIR's patterns made from a function are.
struct MethodPattern {
    op: &'static str,
    f: CanonicalizeMethodFn,
}

impl RewritePattern for MethodPattern {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.op)
    }
    fn debug_name(&self) -> &str {
        ""
    }
    fn match_and_rewrite(&self, op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
        (self.f)(op, rw)
    }
}

impl RewritePatternSet {
    /// Every registered dialect's and op's canonicalization patterns
    /// (what MLIR's `canonicalize` pass collects): dialects first, then
    /// ops, each by name.
    pub fn canonicalization(ctx: &Context) -> RewritePatternSet {
        let mut set = RewritePatternSet::new();
        for e in entries() {
            match (e.hook, e.owner) {
                (CanonicalizationHook::Patterns(f), _) => f(&mut set, ctx),
                (CanonicalizationHook::Method(f), CanonicalizationOwner::Op(op)) => {
                    set.add(MethodPattern { op, f });
                }
                // A dialect-wide single function has no root op; the macro
                // offers no way to write it.
                (CanonicalizationHook::Method(_), CanonicalizationOwner::Dialect(_)) => {}
            }
        }
        set
    }
}
