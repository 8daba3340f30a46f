use ir::prelude::*;

#[dialect(name = "calc")]
pub struct CalcDialect;

/// A sum of money.
#[type_def(dialect = CalcDialect)]
pub struct MoneyType;

fn main() {}
