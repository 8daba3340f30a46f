//! `canonicalize`: the greedy driver with every registered
//! canonicalization pattern (MLIR's `Canonicalizer`), with MLIR 22's
//! options and defaults. The patterns are collected and frozen once per
//! pass instance, on its first run, and shared by the parallel runs on
//! sibling ops.
//!
//! The options whose defaults are not their type's `Default` (top-down,
//! the iteration limits, the region simplification level) have small
//! option types of their own here, so that the pass macro's rule "an
//! option not given takes its type's `Default`" gives MLIR's defaults.

use crate::pass::{Pass, PassFailed, PassOption, PassOptions};
use crate::semantics::diag::Diagnostic;
use crate::storage::body::{Body, Operation};
use crate::transforms::rewrite::{
    FrozenPatternSet, GreedyConfig, RegionSimplification, RewritePatternSet,
    apply_patterns_greedily,
};
use crate::uniqued::context::Context;
use std::sync::OnceLock;

/// A boolean option that is `true` unless given.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DefaultTrue(pub bool);

impl Default for DefaultTrue {
    fn default() -> Self {
        DefaultTrue(true)
    }
}

impl PassOption for DefaultTrue {
    fn from_options(options: &PassOptions, key: &str) -> Result<Option<Self>, String> {
        Ok(bool::from_options(options, key)?.map(DefaultTrue))
    }

    fn print_option(&self, key: &str, out: &mut String) {
        self.0.print_option(key, out);
    }
}

/// An `int64_t` option (LLVM's `long`) with default `D`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Long<const D: i64>(pub i64);

impl<const D: i64> Default for Long<D> {
    fn default() -> Self {
        Long(D)
    }
}

impl<const D: i64> PassOption for Long<D> {
    fn from_options(options: &PassOptions, key: &str) -> Result<Option<Self>, String> {
        options
            .get(key)
            .map(|v| {
                crate::pass::parse_integer(v).map(Long).ok_or_else(|| {
                    crate::pass::value_error(
                        key,
                        format_args!("'{v}' value invalid for long argument!"),
                    )
                })
            })
            .transpose()
    }

    fn print_option(&self, key: &str, out: &mut String) {
        self.0.print_option(key, out);
    }
}

impl PassOption for RegionSimplification {
    fn from_options(options: &PassOptions, key: &str) -> Result<Option<Self>, String> {
        options
            .get(key)
            .map(|v| match v {
                "disabled" => Ok(RegionSimplification::Disabled),
                "normal" => Ok(RegionSimplification::Normal),
                "aggressive" => Ok(RegionSimplification::Aggressive),
                _ => Err(crate::pass::value_error(
                    key,
                    format_args!("Cannot find option named '{v}'!"),
                )),
            })
            .transpose()
    }

    fn print_option(&self, key: &str, out: &mut String) {
        let value = match self {
            RegionSimplification::Disabled => "disabled",
            RegionSimplification::Normal => "normal",
            RegionSimplification::Aggressive => "aggressive",
        };
        out.push_str(&format!("{key}={value}"));
    }
}

/// The `canonicalize` pass.
#[crate::pass(
    argument = "canonicalize",
    summary = "Canonicalize operations",
    name = "Canonicalizer"
)]
#[derive(Default)]
pub struct Canonicalize {
    /// Seed the worklist in general top-down order (`top-down`, default
    /// true).
    pub top_down: DefaultTrue,
    /// Control-flow simplification of the region tree (`region-simplify`:
    /// `disabled`, `normal` (default) or `aggressive`).
    pub region_simplify: RegionSimplification,
    /// The most sweeps (`max-iterations`, default 10, -1: none).
    pub max_iterations: Long<10>,
    /// The most rewrites in one sweep (`max-num-rewrites`, default -1:
    /// none).
    pub max_num_rewrites: Long<-1>,
    /// Fail when the driver does not converge (`test-convergence`).
    pub test_convergence: bool,
    /// Patterns (debug names or labels) left out (`disable-patterns`).
    pub disable_patterns: Vec<String>,
    /// When given, the only patterns applied (`enable-patterns`).
    pub enable_patterns: Vec<String>,
    /// The patterns, frozen on the first run.
    #[state]
    patterns: OnceLock<FrozenPatternSet>,
}

impl core::fmt::Debug for Canonicalize {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Canonicalize")
            .field("top_down", &self.top_down.0)
            .field("region_simplify", &self.region_simplify)
            .field("max_iterations", &self.max_iterations.0)
            .field("max_num_rewrites", &self.max_num_rewrites.0)
            .field("test_convergence", &self.test_convergence)
            .finish_non_exhaustive()
    }
}

impl Canonicalize {
    /// The driver settings the options give.
    pub fn config(&self) -> GreedyConfig {
        GreedyConfig {
            top_down: self.top_down.0,
            region_simplification: self.region_simplify,
            max_iterations: self.max_iterations.0,
            max_num_rewrites: self.max_num_rewrites.0,
            ..GreedyConfig::default()
        }
    }
}

impl Pass for Canonicalize {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        _diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        let patterns = self.patterns.get_or_init(|| {
            FrozenPatternSet::new(
                ctx,
                RewritePatternSet::canonicalization(ctx),
                &self.disable_patterns,
                &self.enable_patterns,
            )
        });
        let converged = apply_patterns_greedily(ctx, body, op, patterns, &self.config());
        // MLIR signals the failure with no diagnostic.
        if self.test_convergence && converged.is_err() {
            return Err(PassFailed);
        }
        Ok(())
    }
}
