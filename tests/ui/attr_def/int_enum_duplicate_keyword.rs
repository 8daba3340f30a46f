use ir::prelude::*;

#[dialect(name = "calc")]
pub struct CalcDialect;

/// Modes.
#[int_enum]
pub enum Mode {
    /// Fast.
    Fast = 0,
    /// Also fast.
    #[keyword = "fast"]
    Quick = 1,
}

fn main() {}
