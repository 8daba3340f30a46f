use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// An optional group with an else group still ends in `?`.
#[op(dialect = TDialect, name = "a", format = "(`a` $x^) : (`b`) attr-dict `:` type($x)")]
pub struct AOp {
    #[operand(optional)]
    x: Value,
}

fn main() {}
