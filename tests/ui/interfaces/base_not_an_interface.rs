use ir::prelude::*;

// `Debug` is a trait, not an interface.
#[op_interface]
pub trait Costed: core::fmt::Debug {
    fn cost(&self) -> u32;
}

fn main() {}
