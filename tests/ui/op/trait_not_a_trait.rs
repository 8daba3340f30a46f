use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

pub struct NotATrait;

#[op(dialect = TDialect, name = "a", traits = [NotATrait])]
pub struct AOp {}

fn main() {}
