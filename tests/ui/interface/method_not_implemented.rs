use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op_interface]
pub trait Named {
    fn label(&self) -> u32;
}

#[op(dialect = TDialect, name = "a", interfaces = [Named])]
pub struct AOp {}

fn main() {}
