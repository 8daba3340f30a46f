use ir::prelude::*;

#[dialect(name = "calc")]
pub struct CalcDialect;

/// A sum of money.
#[type_def(dialect = CalcDialect, mnemonic = "money", format = "`<` $currency `,` $rsh `>`")]
pub struct MoneyType {
    currency: String,
}

fn main() {}
