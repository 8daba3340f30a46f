use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// A variable naming no field says which one: `$rsh` for `rhs`.
#[op(dialect = TDialect, name = "a", format = "$lhs `,` $rsh attr-dict `:` type($lhs)")]
pub struct AOp {
    #[operand]
    lhs: Value,
    #[operand]
    rhs: Value,
}

fn main() {}
