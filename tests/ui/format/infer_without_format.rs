use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// Result inference only feeds a format.
#[op(dialect = TDialect, name = "a", infer_result_types = infer)]
pub struct AOp {
    #[result]
    out: Value,
}

fn infer(_: &Context, _: &[Type], _: Attribute) -> Option<Vec<Type>> {
    None
}

fn main() {}
