//! Rewrite patterns (MLIR's `RewritePattern`): what a pattern matches
//! (its root), how much it is worth (its benefit), its names for
//! filtering, and the one method that matches and rewrites at once.
//!
//! Matching and rewriting are one method, as MLIR's `matchAndRewrite`:
//! a split `match`/`rewrite` pair was rejected because most patterns
//! compute in the match what the rewrite needs. A pattern that declines
//! must leave the IR untouched and return [`NoMatch`].
//!
//! Patterns are trait objects collected in a [`RewritePatternSet`]; a
//! pattern that is a plain function is an [`FnPattern`].

use super::PatternRewriter;
use crate::storage::body::Operation;

/// A pattern did not apply (MLIR's `failure()` from `matchAndRewrite`).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct NoMatch;

/// What [`RewritePattern::match_and_rewrite`] returns: `Ok(())` when the
/// pattern rewrote the IR, `Err(NoMatch)` when it left it untouched.
pub type MatchResult = Result<(), NoMatch>;

/// The ops a pattern is tried on.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PatternRoot {
    /// Ops of this full name (`dialect.op`), registered or not.
    Op(&'static str),
    /// Every op (MLIR's `MatchAnyOpTypeTag`).
    Any,
}

/// A rewrite pattern (MLIR's `RewritePattern`).
///
/// Patterns are shared by parallel runs of a pass (`Send + Sync`) and
/// hold no per-run state.
pub trait RewritePattern: Send + Sync + 'static {
    /// The ops this pattern is tried on.
    fn root(&self) -> PatternRoot;

    /// How much applying this pattern is worth: patterns for an op are
    /// tried highest benefit first (MLIR's `PatternBenefit`).
    fn benefit(&self) -> u16 {
        1
    }

    /// The pattern's name, for `disable-patterns`/`enable-patterns` and
    /// debugging (MLIR's `getDebugName`).
    fn debug_name(&self) -> &str;

    /// Further names that filter the pattern as its debug name does
    /// (MLIR's `getDebugLabels`).
    fn debug_labels(&self) -> &[&'static str] {
        &[]
    }

    /// The names of the ops the rewrite may create (MLIR's
    /// `getGeneratedOps`), for drivers that plan ahead.
    fn generated_ops(&self) -> &[&'static str] {
        &[]
    }

    /// Matches `op` and, on success, rewrites it through `rw` (every change
    /// must go through the rewriter, so the driver hears of it). On
    /// `Err(NoMatch)` the IR must be unchanged.
    fn match_and_rewrite(&self, op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult;
}

/// The function a [`FnPattern`] runs.
pub type PatternFn = fn(Operation, &mut PatternRewriter<'_>) -> MatchResult;

/// A pattern that is a plain function (MLIR's `RewritePatternSet::add`
/// of a function).
///
/// ```
/// use ir::transforms::rewrite::{FnPattern, NoMatch, PatternRoot, RewritePattern};
///
/// let p = FnPattern::new("NoOp", PatternRoot::Op("test.op"), |_, _| Err(NoMatch))
///     .benefit(2)
///     .labels(&["demo"]);
/// let p: &dyn RewritePattern = &p;
/// assert_eq!(p.benefit(), 2);
/// assert_eq!((p.debug_name(), p.debug_labels()), ("NoOp", &["demo"][..]));
/// ```
#[derive(Clone, Debug)]
pub struct FnPattern {
    name: &'static str,
    root: PatternRoot,
    f: PatternFn,
    benefit: u16,
    labels: &'static [&'static str],
    generates: &'static [&'static str],
}

impl FnPattern {
    /// A pattern named `debug_name`, tried on `root`, running `f`, with
    /// benefit 1.
    pub fn new(debug_name: &'static str, root: PatternRoot, f: PatternFn) -> FnPattern {
        FnPattern {
            name: debug_name,
            root,
            f,
            benefit: 1,
            labels: &[],
            generates: &[],
        }
    }

    /// Sets the benefit.
    #[must_use]
    pub fn benefit(mut self, benefit: u16) -> FnPattern {
        self.benefit = benefit;
        self
    }

    /// Sets the debug labels.
    #[must_use]
    pub fn labels(mut self, labels: &'static [&'static str]) -> FnPattern {
        self.labels = labels;
        self
    }

    /// Sets the names of the ops the rewrite may create.
    #[must_use]
    pub fn generates(mut self, ops: &'static [&'static str]) -> FnPattern {
        self.generates = ops;
        self
    }
}

impl RewritePattern for FnPattern {
    fn root(&self) -> PatternRoot {
        self.root
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn debug_name(&self) -> &str {
        self.name
    }
    fn debug_labels(&self) -> &[&'static str] {
        self.labels
    }
    fn generated_ops(&self) -> &[&'static str] {
        self.generates
    }
    fn match_and_rewrite(&self, op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
        (self.f)(op, rw)
    }
}

/// Patterns being collected (MLIR's `RewritePatternSet`); freeze them
/// into a [`FrozenPatternSet`](super::FrozenPatternSet) to apply them.
#[derive(Default)]
pub struct RewritePatternSet {
    pub(super) patterns: Vec<Box<dyn RewritePattern>>,
}

impl core::fmt::Debug for RewritePatternSet {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list()
            .entries(self.patterns.iter().map(|p| p.debug_name()))
            .finish()
    }
}

impl RewritePatternSet {
    /// An empty set.
    pub fn new() -> RewritePatternSet {
        RewritePatternSet::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, pattern: impl RewritePattern) -> &mut Self {
        self.patterns.push(Box::new(pattern));
        self
    }

    /// Adds a boxed pattern.
    pub fn add_boxed(&mut self, pattern: Box<dyn RewritePattern>) -> &mut Self {
        self.patterns.push(pattern);
        self
    }

    /// Adds a function as a pattern with benefit 1 (see [`FnPattern`]).
    pub fn add_fn(
        &mut self,
        debug_name: &'static str,
        root: PatternRoot,
        f: PatternFn,
    ) -> &mut Self {
        self.add(FnPattern::new(debug_name, root, f))
    }

    /// Moves every pattern of `other` into this set.
    pub fn extend(&mut self, other: RewritePatternSet) -> &mut Self {
        self.patterns.extend(other.patterns);
        self
    }

    /// The number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether the set holds no pattern.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// The patterns, in the order they were added.
    pub fn iter(&self) -> impl Iterator<Item = &dyn RewritePattern> {
        self.patterns.iter().map(|p| &**p)
    }
}
