use ir::prelude::*;

#[dialect(name = "uiexto")]
pub struct UiDialect;

#[op_interface]
pub trait Costed {
    fn cost(&self) -> u32;
}

#[op(dialect = UiDialect, name = "op")]
pub struct TheOp {}

#[external_model(op = TheOp)]
impl Costed for TheOp<'_> {
    fn cost(&self) -> u32 {
        1
    }
}

fn main() {}
