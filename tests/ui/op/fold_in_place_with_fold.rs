use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

fn f(_: AOp<'_>, _: &[Option<Attribute>]) -> Option<OpFoldResult> {
    None
}

fn g(_: OpViewMut<'_>, _: &[Option<Attribute>]) -> bool {
    false
}

#[op(dialect = TDialect, name = "a", fold = f, fold_in_place = g)]
pub struct AOp {
    #[result]
    out: Value,
}

fn main() {}
