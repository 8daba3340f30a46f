use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect {
    x: u32,
}

fn main() {}
