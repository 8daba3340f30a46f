use ir::prelude::*;

#[dialect(name = "uiextl")]
pub struct UiDialect;

#[op_interface]
pub trait Costed {
    fn cost(&self) -> u32;
}

#[op(dialect = UiDialect, name = "op", traits = [dyn Costed])]
pub struct TheOp {}

/// A wrapper model for an op that already lists the interface.
#[external_model]
pub struct Extra<'a>(pub TheOp<'a>);

#[external_model]
impl Costed for Extra<'_> {
    fn cost(&self) -> u32 {
        2
    }
}

impl Costed for TheOp<'_> {
    fn cost(&self) -> u32 {
        1
    }
}

fn main() {}
