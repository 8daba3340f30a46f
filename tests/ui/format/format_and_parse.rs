use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// Both a format and a parse hook.
#[op(dialect = TDialect, name = "a", parse = my_parse, format = "attr-dict")]
pub struct AOp {}

fn my_parse(_: &mut ir::text::OpAsmParser<'_, '_>) -> ir::text::PResult<()> {
    Ok(())
}

fn main() {}
