use ir::prelude::*;

#[dialect(name = "uit")]
pub struct UitDialect;

/// Lists an attribute interface on a type.
#[type_def(dialect = UitDialect, mnemonic = "box", traits = [dyn TypedAttrInterface])]
pub struct BoxType;

impl TypedAttrInterface for BoxType {
    fn ty(&self, _: &Context) -> Type {
        self.0
    }
}

fn main() {}
