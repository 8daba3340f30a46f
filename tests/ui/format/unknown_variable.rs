use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// One operand.
#[op(dialect = TDialect, name = "a", format = "$input attr-dict `:` type($input)")]
pub struct AOp {
    #[operand]
    value: Value,
}

fn main() {}
