use ir::prelude::*;

#[dialect(name = "uibase")]
pub struct UiDialect;

#[op_interface]
pub trait Named {
    fn label(&self) -> String;
}

#[op_interface]
pub trait Costed: Named {
    fn cost(&self) -> u32;
}

// Listing `Costed` needs `Named` too: the op implements only `Costed`.
#[op(dialect = UiDialect, name = "op", traits = [dyn Costed])]
pub struct TheOp {}

impl Costed for TheOp<'_> {
    fn cost(&self) -> u32 {
        1
    }
}

fn main() {}
