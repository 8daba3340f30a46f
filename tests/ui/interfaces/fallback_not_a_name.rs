use ir::prelude::*;

#[op_interface]
pub trait Costed {
    fn cost(&self) -> u32;
}

#[dialect(name = "uifbn", fallback = [&Costed, Costed, Costed])]
pub struct UiFbDialect;

impl Costed for UiFbDialectFallback<'_> {
    fn cost(&self) -> u32 {
        1
    }
}

fn main() {}
