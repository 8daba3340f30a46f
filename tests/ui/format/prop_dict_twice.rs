use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// `prop-dict` appears once, like `attr-dict`.
#[op(dialect = TDialect, name = "a", format = "prop-dict $x attr-dict prop-dict `:` type($x)")]
pub struct AOp {
    #[operand]
    x: Value,
}

fn main() {}
