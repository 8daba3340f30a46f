use ir::prelude::*;

#[op_interface]
pub trait Named {
    fn label<T>(&self, t: T) -> u32;
}

fn main() {}
