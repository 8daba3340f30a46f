use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// Two operands, one printed.
#[op(dialect = TDialect, name = "a", format = "$lhs attr-dict `:` type($lhs) type($rhs)")]
pub struct AOp {
    #[operand]
    lhs: Value,
    #[operand]
    rhs: Value,
}

fn main() {}
