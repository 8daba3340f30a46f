use ir::prelude::*;

/// Types are immutable.
#[type_interface]
pub trait Grow {
    /// Grows.
    fn grow(&mut self, ctx: &Context);
}

fn main() {}
