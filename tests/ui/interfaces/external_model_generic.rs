use ir::prelude::*;

#[op_interface]
pub trait Costed {
    fn cost(&self) -> u32;
}

pub struct Any<T>(T);

#[external_model]
impl<T> Costed for Any<T> {
    fn cost(&self) -> u32 {
        1
    }
}

fn main() {}
