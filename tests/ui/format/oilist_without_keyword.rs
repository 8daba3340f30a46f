use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// Each oilist clause starts with a keyword literal.
#[op(dialect = TDialect, name = "a", format = "oilist($x `:` type($x)) attr-dict")]
pub struct AOp {
    #[operand]
    x: Value,
}

fn main() {}
