use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// `custom<Thing>` calls `parse_thing` and `print_thing`, which must exist
/// beside the op.
#[op(dialect = TDialect, name = "a", format = "custom<Thing>($x, type($x)) attr-dict")]
pub struct AOp {
    #[operand]
    x: Value,
}

fn main() {}
