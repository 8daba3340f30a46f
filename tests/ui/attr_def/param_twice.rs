use ir::prelude::*;

#[dialect(name = "calc")]
pub struct CalcDialect;

/// A pair.
#[attr_def(dialect = CalcDialect, mnemonic = "pair", format = "`<` $a `,` $a `>`")]
pub struct PairAttr {
    a: i64,
}

fn main() {}
