use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect, name = "f", traits = [FunctionOpInterface])]
pub struct FOp {
    #[attr]
    function_type: TypeAttrOf<FunctionType>,
    #[region]
    body: Region,
}

impl FunctionOpInterface for FOp<'_> {
    fn function_type(&self) -> Type {
        self.0.body.value_type(self.0.operand(0))
    }
    fn is_external(&self) -> bool {
        false
    }
}

fn main() {}
