use ir::prelude::*;

#[dialect(name = "calc")]
pub struct CalcDialect;

/// A sum of money.
#[type_def(dialect = CalcDialect, mnemonic = "money", format = "`<` $cents `>`",
           verify = check_money)]
pub struct MoneyType {
    cents: u64,
}

fn check_money(_: &Context, cents: u64) -> Result<(), String> {
    let _ = cents;
    Ok(())
}

fn main() {}
