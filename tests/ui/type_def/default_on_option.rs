use ir::prelude::*;

#[dialect(name = "calc")]
pub struct CalcDialect;

/// A register bank: `#[default]` is for parameters that are not `Option`.
#[type_def(dialect = CalcDialect, mnemonic = "bank", format = "(`<` $size^ `>`)?")]
pub struct BankType {
    #[default = 0]
    size: Option<u32>,
}

fn main() {}
