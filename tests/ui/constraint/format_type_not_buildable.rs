use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect, name = "a", format = "$x attr-dict")]
pub struct AOp {
    #[operand(ty = AnySignlessInteger)]
    x: Value,
}

fn main() {}
