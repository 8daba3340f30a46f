use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

fn f(_: AOp<'_>, _: &[Option<Attribute>]) -> Option<OpFoldResult> {
    None
}

#[op(dialect = TDialect, name = "a", fold = f, fold_mut = f)]
pub struct AOp {}

fn main() {}
