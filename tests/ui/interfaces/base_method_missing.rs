use ir::prelude::*;

#[dialect(name = "uibasem")]
pub struct UiDialect;

#[op_interface]
pub trait Named {
    fn label(&self) -> String;
    fn short(&self) -> String;
}

#[op_interface]
pub trait Costed: Named {
    fn cost(&self) -> u32;
}

#[op(dialect = UiDialect, name = "op", traits = [dyn Costed])]
pub struct TheOp {}

// `Named::short` is missing.
impl Named for TheOp<'_> {
    fn label(&self) -> String {
        String::new()
    }
}

impl Costed for TheOp<'_> {
    fn cost(&self) -> u32 {
        1
    }
}

fn main() {}
