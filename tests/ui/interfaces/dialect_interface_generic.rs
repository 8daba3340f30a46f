#[ir::dialect_interface]
pub trait Hook<T> {
    fn run(&self, t: T);
}

fn main() {}
