use ir::prelude::*;

/// The message of an unknown type mnemonic is a string.
#[dialect(name = "t", unknown_type_message = unknown)]
pub struct TDialect;

fn main() {}
