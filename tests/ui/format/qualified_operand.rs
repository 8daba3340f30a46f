use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// `qualified` takes an attribute or a type directive.
#[op(dialect = TDialect, name = "a", format = "qualified($x) attr-dict `:` type($x)")]
pub struct AOp {
    #[operand]
    x: Value,
}

fn main() {}
