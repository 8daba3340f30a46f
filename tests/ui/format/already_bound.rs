use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// The operand appears twice.
#[op(dialect = TDialect, name = "a", format = "$x `,` $x attr-dict `:` type($x)")]
pub struct AOp {
    #[operand]
    x: Value,
}

fn main() {}
