use ir::prelude::*;

#[dialect(name = "calc")]
pub struct CalcDialect;

/// Flags.
#[bit_enum(separator = "|")]
pub enum Flags {
    /// None.
    None = 0,
    /// A.
    A = 1,
}

fn main() {}
