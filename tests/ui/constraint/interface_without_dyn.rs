use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// An interface whose name does not end in `Interface`.
#[op_interface]
pub trait Costed {
    fn cost(&self) -> u32;
}

#[op(dialect = TDialect, name = "a", traits = [Commutative, Costed])]
pub struct AOp {}

impl Costed for AOp<'_> {
    fn cost(&self) -> u32 {
        1
    }
}

fn main() {}
