use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect, name = "a")]
pub struct AOp {}

mod other {
    use super::TDialect;
    use ir::prelude::*;

    #[op(dialect = TDialect, name = "a")]
    pub struct OtherAOp {}
}

fn main() {}
