use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect, name = "a")]
pub struct AOp {
    #[operand]
    lhs: Value,
    #[attr]
    value: IntegerAttr,
}

fn build(b: &mut OpBuilder<'_>, loc: Location, v: Value) {
    AOp::build(b, loc, v);
}

fn main() {}
