use ir::prelude::*;
use ir::text::OpAsmParser;

#[dialect(name = "t")]
pub struct TDialect;

/// A parser alone would read a form the op never prints.
#[op(dialect = TDialect, name = "a", parse = my_parse)]
pub struct AOp {}

fn my_parse(_: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    Ok(())
}

fn main() {}
