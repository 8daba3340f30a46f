use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op_interface]
pub trait Named {
    fn label(&self) -> u32;
}

#[op(dialect = TDialect, name = "a", interfaces = [Named])]
pub struct AOp {}

impl Named for AOp<'_> {
    fn label(&self) -> String {
        String::new()
    }
}

fn main() {}
