use ir::prelude::*;

#[dialect(name = "calc")]
pub struct CalcDialect;

/// A pair.
#[attr_def(dialect = CalcDialect, mnemonic = "pair", format = "`<` custom<Pair>($a) `>`")]
pub struct PairAttr {
    a: i64,
}

fn main() {}
