use ir::prelude::*;
use ir::uniqued::interfaces::builtin::MemRefType;

/// Descriptions.
#[attr_interface]
pub trait Describe {
    /// The text.
    fn describe(&self, ctx: &Context) -> String;
}

impl Describe for MemRefType {
    fn describe(&self, _: &Context) -> String {
        "memref".into()
    }
}

fn main() {
    let ctx = Context::new();
    let _ = ctx.attach_attr_interface::<MemRefType, DescribeHandle>();
}
