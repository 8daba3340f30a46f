use ir::prelude::*;

#[dialect(name = "calc")]
pub struct CalcDialect;

/// A sum of money; `u32` is not a `DefTrait`.
#[type_def(dialect = CalcDialect, mnemonic = "money", traits = [u32])]
pub struct MoneyType;

fn main() {}
