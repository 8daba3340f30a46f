use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// A custom directive is named by a Rust identifier.
#[op(dialect = TDialect, name = "a", format = "custom<>($x) attr-dict `:` type($x)")]
pub struct AOp {
    #[operand]
    x: Value,
}

fn main() {}
