use ir::prelude::*;
use ir::uniqued::interfaces::builtin::MemRefType;

/// Sizes.
#[type_interface]
pub trait Sized8 {
    /// Bytes.
    fn bytes(&self, ctx: &Context) -> u64;
}

fn main() {
    let ctx = Context::new();
    let _ = ctx.attach_type_interface::<MemRefType, Sized8Handle>();
}
