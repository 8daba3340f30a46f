use ir::prelude::*;

// Misses the context: not `fn(&mut RewritePatternSet, &Context)`.
fn patterns(_: &mut RewritePatternSet) {}

#[dialect(name = "t", canonicalize = patterns)]
pub struct TDialect;

fn main() {}
