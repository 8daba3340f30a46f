use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

// The shape of the removed `fold_in_place` option: `fold_mut` takes the
// op by value and returns a `FoldOutcome`.
fn f(_: &mut ir::OpViewMut<'_>, _: &[Option<Attribute>]) -> bool {
    false
}

#[op(dialect = TDialect, name = "a", fold_mut = f)]
pub struct AOp {}

fn main() {}
