use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

// Takes the set by value: not `fn(&mut RewritePatternSet, &Context)`.
fn patterns(_: RewritePatternSet, _: &Context) {}

// Returns nothing: not `fn(Operation, &mut PatternRewriter<'_>) -> MatchResult`.
fn method(_: Operation, _: &mut PatternRewriter<'_>) {}

#[op(dialect = TDialect, name = "a", canonicalize = patterns, canonicalize_method = method)]
pub struct AOp {}

fn main() {}
