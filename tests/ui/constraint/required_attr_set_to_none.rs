use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect, name = "a")]
pub struct AOp {
    #[attr]
    value: I64Attr,
    #[attr(optional)]
    note: StrAttr,
}

fn clear(m: &mut ir::OpViewMut<'_>) {
    AOp::set_note(m, None);
    AOp::set_value(m, None);
}

fn main() {}
