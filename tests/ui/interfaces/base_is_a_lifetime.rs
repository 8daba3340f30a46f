use ir::prelude::*;

#[op_interface]
pub trait Named {
    fn label(&self) -> String;
}

#[op_interface]
pub trait Costed: Named + 'static {
    fn cost(&self) -> u32;
}

fn main() {}
