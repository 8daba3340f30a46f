use ir::prelude::*;

#[dialect(name = "uit")]
pub struct UitDialect;

/// Lists an interface that does not exist.
#[type_def(dialect = UitDialect, mnemonic = "box", traits = [dyn NoSuchInterface])]
pub struct BoxType;

fn main() {}
