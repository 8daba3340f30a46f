use ir::prelude::*;

#[op_interface]
pub trait Costed {
    fn cost(&self) -> u32;
}

#[dialect(name = "", fallback = [Costed])]
pub struct NoNamespace;

impl Costed for NoNamespaceFallback<'_> {
    fn cost(&self) -> u32 {
        1
    }
}

fn main() {}
