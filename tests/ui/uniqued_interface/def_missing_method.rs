use ir::prelude::*;

#[dialect(name = "uit")]
pub struct UitDialect;

/// Sizes.
#[type_interface]
pub trait Sized8 {
    /// Bytes.
    fn bytes(&self, ctx: &Context) -> u64;
    /// Alignment.
    fn align(&self, ctx: &Context) -> u64;
}

/// Implements only one method.
#[type_def(dialect = UitDialect, mnemonic = "box", traits = [dyn Sized8])]
pub struct BoxType;

impl Sized8 for BoxType {
    fn bytes(&self, _: &Context) -> u64 {
        8
    }
}

fn main() {}
