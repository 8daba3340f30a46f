use ir::prelude::*;

#[dialect]
pub struct TDialect;

fn main() {}
