use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// A custom builder is `name<ArgTypes...>`, and cannot take the name of a
/// generated one.
#[op(dialect = TDialect, name = "a", builders = [with_value<Value, Output = Value, Value>, build<Value>])]
pub struct AOp {
    #[operand]
    x: Value,
}

fn main() {}
