use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// An optional group with no `^`.
#[op(dialect = TDialect, name = "a", format = "$x (`flag` $f)? attr-dict `:` type($x)")]
pub struct AOp {
    #[operand]
    x: Value,
    #[attr(optional)]
    f: UnitAttr,
}

fn main() {}
