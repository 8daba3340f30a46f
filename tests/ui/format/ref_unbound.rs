use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// A `ref` names a variable an earlier element binds.
#[op(dialect = TDialect, name = "a", format = "custom<Thing>(ref($x)) $x attr-dict `:` type($x)")]
pub struct AOp {
    #[operand]
    x: Value,
}

fn main() {}
