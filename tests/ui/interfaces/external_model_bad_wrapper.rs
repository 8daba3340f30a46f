use ir::prelude::*;

#[external_model]
pub struct Model {
    op: u32,
}

fn main() {}
