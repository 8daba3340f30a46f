// A dialect interface is used as `dyn Hook`: no static methods.
#[ir::dialect_interface]
pub trait Hook {
    fn make() -> u32;
}

fn main() {}
