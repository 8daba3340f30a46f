use ir::prelude::*;

/// Generic interfaces are not supported.
#[type_interface]
pub trait Holds<T> {
    /// The held value.
    fn held(&self) -> Option<T>;
}

fn main() {}
