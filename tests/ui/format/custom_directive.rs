use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// `custom<...>` needs hand-written hooks.
#[op(dialect = TDialect, name = "a", format = "custom<Thing>($x) attr-dict")]
pub struct AOp {
    #[operand]
    x: Value,
}

fn main() {}
