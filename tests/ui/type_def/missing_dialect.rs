use ir::prelude::*;

#[dialect(name = "calc")]
pub struct CalcDialect;

/// A sum of money.
#[type_def(mnemonic = "money")]
pub struct MoneyType;

fn main() {}
