use ir::prelude::*;

#[dialect(name = "uit")]
pub struct UitDialect;

/// Lists ShapedType but does not implement it.
#[type_def(dialect = UitDialect, mnemonic = "box", traits = [dyn ShapedType])]
pub struct BoxType;

fn main() {}
