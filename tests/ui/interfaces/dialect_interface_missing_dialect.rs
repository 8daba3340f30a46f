#[ir::dialect_interface]
pub trait Hook {
    fn run(&self) -> u32;
}

pub struct MyHook;

#[ir::dialect_interface]
impl Hook for MyHook {
    fn run(&self) -> u32 {
        1
    }
}

fn main() {}
