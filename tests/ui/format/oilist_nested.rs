use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// An oilist is a top-level directive, not inside an optional group.
#[op(dialect = TDialect, name = "a", format = "(`a` $x^ oilist(`k` $x))? attr-dict `:` type($x)")]
pub struct AOp {
    #[operand(optional)]
    x: Value,
}

fn main() {}
