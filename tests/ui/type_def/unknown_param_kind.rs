use ir::prelude::*;

#[dialect(name = "calc")]
pub struct CalcDialect;

/// Not a parameter kind.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Cents(u64);

/// A sum of money.
#[type_def(dialect = CalcDialect, mnemonic = "money", format = "`<` $amount `>`")]
pub struct MoneyType {
    amount: Cents,
}

fn main() {}
