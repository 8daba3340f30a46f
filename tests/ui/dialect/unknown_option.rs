use ir::prelude::*;

#[dialect(name = "t", allow_unknown = true)]
pub struct TDialect;

fn main() {}
