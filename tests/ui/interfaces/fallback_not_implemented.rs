use ir::prelude::*;

#[op_interface]
pub trait Costed {
    fn cost(&self) -> u32;
}

// The fallback handle `UiFbDialectFallback` does not implement `Costed`.
#[dialect(name = "uifb", allow_unknown_ops, fallback = [Costed])]
pub struct UiFbDialect;

fn main() {}
