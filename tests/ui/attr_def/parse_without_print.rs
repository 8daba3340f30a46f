use ir::prelude::*;

#[dialect(name = "calc")]
pub struct CalcDialect;

/// A pair.
#[attr_def(dialect = CalcDialect, mnemonic = "pair", parse = parse_pair)]
pub struct PairAttr {
    a: i64,
}

fn parse_pair(p: &mut DialectAsmParser<'_, '_>) -> PResult<PairAttrParams> {
    Ok(PairAttrParams { a: p.parse_integer_as()? })
}

fn main() {}
