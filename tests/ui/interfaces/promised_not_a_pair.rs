use ir::prelude::*;

#[op_interface]
pub trait Costed {
    fn cost(&self) -> u32;
}

#[dialect(name = "uiprom", promised = [Costed, (Costed, TheOp, TheOp)])]
pub struct UiDialect;

#[op(dialect = UiDialect, name = "op")]
pub struct TheOp {}

fn main() {}
