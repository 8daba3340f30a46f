use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect, name = "a")]
pub struct AOp {
    #[operand]
    x: Value,
    #[attr(accessor = "x")]
    value: I64Attr,
    #[attr]
    set_note: StrAttr,
    #[attr]
    note: StrAttr,
}

fn main() {}
