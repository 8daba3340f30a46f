use ir::prelude::*;

#[dialect(name = "calc")]
pub struct CalcDialect;

/// A sum of money.
#[type_def(dialect = CalcDialect, mnemonic = "money", format = "`<` `>`")]
pub struct MoneyType(u64);

fn main() {}
