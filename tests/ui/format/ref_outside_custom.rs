use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// `ref` is only an argument of `custom`.
#[op(dialect = TDialect, name = "a", format = "ref($x) attr-dict `:` type($x)")]
pub struct AOp {
    #[operand]
    x: Value,
}

fn main() {}
