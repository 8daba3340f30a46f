//! Patterns ready to apply (MLIR's `FrozenRewritePatternSet` with the
//! ordering of its `PatternApplicator`): filtered once by name, then, for
//! every op name a pattern is rooted at, the list of patterns to try,
//! highest benefit first, with the patterns for any op merged in.
//!
//! The lists are indexed by [`OperationName::index`], so finding the
//! patterns of an op is an index, not a hash of its name; an op name
//! interned after freezing has no rooted pattern and gets the any-op list.
//! Merging at freeze time (rather than per op, as MLIR's applicator does)
//! costs one list per rooted name and keeps the driver's loop a slice
//! walk. Ties keep the order patterns were added in, and a rooted pattern
//! goes before an any-op pattern of the same benefit, as in MLIR.

use super::pattern::{PatternRoot, RewritePattern, RewritePatternSet};
use crate::uniqued::context::{Context, OperationName};

/// Frozen, filtered and ordered patterns; shared (`&`) by parallel runs.
pub struct FrozenPatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
    /// Per op-name index: the patterns to try (indices into `patterns`),
    /// or `None` for "the any-op list".
    by_op: Vec<Option<Box<[u32]>>>,
    /// The any-op patterns, highest benefit first.
    any: Box<[u32]>,
}

impl core::fmt::Debug for FrozenPatternSet {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("FrozenPatternSet")
            .field("patterns", &self.patterns.len())
            .field("any", &self.any.len())
            .finish_non_exhaustive()
    }
}

/// Whether `p` is filtered out (MLIR's rule: with a non-empty `enabled`
/// list a pattern must be named in it, by debug name or a label; a pattern
/// named in `disabled` is dropped).
fn filtered(p: &dyn RewritePattern, disabled: &[String], enabled: &[String]) -> bool {
    let named = |list: &[String]| {
        list.iter()
            .any(|n| n == p.debug_name() || p.debug_labels().iter().any(|l| n == l))
    };
    (!enabled.is_empty() && !named(enabled)) || (!disabled.is_empty() && named(disabled))
}

impl FrozenPatternSet {
    /// Freezes `set`, dropping the patterns `disabled` names and, when
    /// `enabled` is not empty, those it does not name.
    pub fn new(
        ctx: &Context,
        set: RewritePatternSet,
        disabled: &[String],
        enabled: &[String],
    ) -> FrozenPatternSet {
        let patterns: Vec<Box<dyn RewritePattern>> = set
            .patterns
            .into_iter()
            .filter(|p| !filtered(&**p, disabled, enabled))
            .collect();
        let by_benefit = |list: &mut Vec<u32>| {
            list.sort_by_key(|&i| core::cmp::Reverse(patterns[i as usize].benefit()));
        };
        let mut any: Vec<u32> = Vec::new();
        let mut rooted: Vec<(OperationName, u32)> = Vec::new();
        for (i, p) in patterns.iter().enumerate() {
            let i = u32::try_from(i).expect("fewer than 2^32 patterns");
            match p.root() {
                PatternRoot::Any => any.push(i),
                PatternRoot::Op(name) => rooted.push((ctx.op_name(name), i)),
            }
        }
        by_benefit(&mut any);
        let mut lists: Vec<Vec<u32>> = Vec::new();
        for &(name, i) in &rooted {
            if lists.len() <= name.index() {
                lists.resize_with(name.index() + 1, Vec::new);
            }
            lists[name.index()].push(i);
        }
        let by_op = lists
            .into_iter()
            .map(|mut own| {
                if own.is_empty() {
                    return None;
                }
                by_benefit(&mut own);
                Some(merge(&patterns, &own, &any).into_boxed_slice())
            })
            .collect();
        FrozenPatternSet {
            patterns,
            by_op,
            any: any.into_boxed_slice(),
        }
    }

    /// A set with no patterns (a folding-only driver).
    pub fn empty() -> FrozenPatternSet {
        FrozenPatternSet {
            patterns: Vec::new(),
            by_op: Vec::new(),
            any: Box::new([]),
        }
    }

    /// The number of patterns kept.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether no pattern was kept.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// The patterns to try on an op named `name`, in order.
    pub fn patterns_for(&self, name: OperationName) -> impl Iterator<Item = &dyn RewritePattern> {
        let list = match self.by_op.get(name.index()) {
            Some(Some(l)) => &l[..],
            _ => &self.any[..],
        };
        list.iter().map(|&i| &*self.patterns[i as usize])
    }
}

/// Merges two lists sorted by benefit, `own` first on ties.
fn merge(patterns: &[Box<dyn RewritePattern>], own: &[u32], any: &[u32]) -> Vec<u32> {
    let benefit = |i: u32| patterns[i as usize].benefit();
    let mut out = Vec::with_capacity(own.len() + any.len());
    let (mut a, mut b) = (0, 0);
    while a < own.len() || b < any.len() {
        let take_any = a == own.len() || (b < any.len() && benefit(own[a]) < benefit(any[b]));
        if take_any {
            out.push(any[b]);
            b += 1;
        } else {
            out.push(own[a]);
            a += 1;
        }
    }
    out
}
