use ir::prelude::*;

#[dialect(name = "calc")]
pub struct CalcDialect;

/// A sum of money.
#[type_def(dialect = CalcDialect, mnemonic = "money")]
pub struct MoneyType {
    cents: u64,
}

fn main() {}
