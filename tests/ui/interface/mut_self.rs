use ir::prelude::*;

#[op_interface]
pub trait Named {
    fn label(&mut self) -> u32;
}

fn main() {}
