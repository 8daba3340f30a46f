use ir::prelude::*;

/// Interfaces hold methods only.
#[type_interface]
pub trait WithConst {
    /// A constant.
    const N: u32;
    /// A method.
    fn n(&self) -> u32;
}

fn main() {}
