use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

// Each misuse of `variadic_of_variadic`, reported together.
#[op(dialect = TDialect, name = "a", traits = [AttrSizedOperandSegments])]
pub struct AOp {
    // Not an attribute field.
    #[operand(variadic_of_variadic = nowhere)]
    first: Value,
    // Not a `DenseI32ArrayAttr`.
    #[operand(variadic_of_variadic = label)]
    second: Value,
    // Optional sizes.
    #[operand(variadic_of_variadic = maybe)]
    third: Value,
    // Combined with `variadic`.
    #[operand(variadic, variadic_of_variadic = sizes)]
    fourth: Value,
    // On a result.
    #[result(variadic_of_variadic = sizes)]
    out: Value,
    #[attr]
    label: StringAttr,
    #[attr(optional)]
    maybe: DenseI32ArrayAttr,
    #[attr]
    sizes: DenseI32ArrayAttr,
}

// A format cannot bind the group.
#[op(dialect = TDialect, name = "b", format = "$groups `:` type($groups) attr-dict")]
pub struct BOp {
    #[operand(variadic_of_variadic = sizes)]
    groups: Value,
    #[attr]
    sizes: DenseI32ArrayAttr,
}

fn main() {}
