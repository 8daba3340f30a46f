use ir::prelude::*;

#[dialect(name = "uit")]
pub struct UitDialect;

/// Lists an interface twice.
#[type_def(dialect = UitDialect, mnemonic = "box",
           traits = [MemRefElementTypeInterface, dyn MemRefElementTypeInterface])]
pub struct BoxType;

impl MemRefElementTypeInterface for BoxType {}

fn main() {}
