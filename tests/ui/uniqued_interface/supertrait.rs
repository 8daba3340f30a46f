use ir::prelude::*;

/// A base.
#[type_interface]
pub trait Base {}

/// Inheritance is for op interfaces only.
#[type_interface]
pub trait Derived: Base {}

fn main() {}
