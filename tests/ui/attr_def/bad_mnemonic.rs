use ir::prelude::*;

#[dialect(name = "calc")]
pub struct CalcDialect;

/// A pair.
#[attr_def(dialect = CalcDialect, mnemonic = "pair<x>")]
pub struct PairAttr;

fn main() {}
