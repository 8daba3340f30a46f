use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// A literal that is neither punctuation nor a keyword.
#[op(dialect = TDialect, name = "a", format = "$x `%%` attr-dict `:` type($x)")]
pub struct AOp {
    #[operand]
    x: Value,
}

fn main() {}
