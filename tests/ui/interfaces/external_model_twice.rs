use ir::prelude::*;

#[dialect(name = "uiext2")]
pub struct UiDialect;

#[op_interface]
pub trait Costed {
    fn cost(&self) -> u32;
}

#[op(dialect = UiDialect, name = "op")]
pub struct TheOp {}

#[external_model]
impl Costed for TheOp<'_> {
    fn cost(&self) -> u32 {
        1
    }
}

#[external_model]
impl Costed for TheOp<'_> {
    fn cost(&self) -> u32 {
        2
    }
}

fn main() {}
