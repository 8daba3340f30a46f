use ir::prelude::*;

#[dialect(name = "calc")]
pub struct CalcDialect;

/// A register bank whose defaulted size anchors a group that starts with
/// the size itself: whether it is there cannot be told from the text.
#[type_def(dialect = CalcDialect, mnemonic = "bank", format = "($size^)?")]
pub struct BankType {
    #[default = 0]
    size: u32,
}

fn main() {}
