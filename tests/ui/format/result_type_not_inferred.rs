use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// The result type is never given.
#[op(dialect = TDialect, name = "a", format = "$x attr-dict `:` type($x)")]
pub struct AOp {
    #[operand]
    x: Value,
    #[result]
    out: Value,
}

fn main() {}
