use ir::prelude::*;

/// A method generic over a type.
#[attr_interface]
pub trait Visit {
    /// Visits.
    fn visit<F: FnMut(Attribute)>(&self, f: F);
}

fn main() {}
