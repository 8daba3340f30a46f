use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

fn check(_: u32) -> Result<(), Diagnostic> {
    Ok(())
}

#[op(dialect = TDialect, name = "a", verify = check)]
pub struct AOp {}

fn main() {}
