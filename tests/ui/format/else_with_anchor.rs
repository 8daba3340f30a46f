use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// The else group of an optional group has no anchor.
#[op(dialect = TDialect, name = "a", traits = [AttrSizedOperandSegments], format = "(`a` $x^) : (`b` $y^)? attr-dict `:` type($x) type($y)")]
pub struct AOp {
    #[operand(optional)]
    x: Value,
    #[operand(optional)]
    y: Value,
}

fn main() {}
