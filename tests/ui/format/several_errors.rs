use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// Every problem is reported at once.
#[op(dialect = TDialect, name = "a", format = "$x `:` type($x)")]
pub struct AOp {
    #[operand]
    x: Value,
    #[operand]
    y: Value,
}

fn main() {}
