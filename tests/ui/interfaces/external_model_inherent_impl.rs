use ir::prelude::*;

#[dialect(name = "uiexti")]
pub struct UiDialect;

#[op(dialect = UiDialect, name = "op")]
pub struct TheOp {}

#[external_model]
impl TheOp<'_> {
    pub fn cost(&self) -> u32 {
        1
    }
}

fn main() {}
