use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// A result used as a value.
#[op(dialect = TDialect, name = "a", format = "$out attr-dict `:` type($out)")]
pub struct AOp {
    #[result]
    out: Value,
}

fn main() {}
