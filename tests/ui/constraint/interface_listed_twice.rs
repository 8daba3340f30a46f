use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect, name = "a", traits = [SymbolOpInterface, Commutative],
     interfaces = [SymbolOpInterface])]
pub struct AOp {}

impl SymbolOpInterface for AOp<'_> {}

#[op(dialect = TDialect, name = "b", traits = [Symbol, SymbolOpInterface, dyn SymbolOpInterface])]
pub struct BOp {}

impl SymbolOpInterface for BOp<'_> {}

fn main() {}
