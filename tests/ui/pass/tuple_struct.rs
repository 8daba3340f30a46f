#[ir::pass(argument = "p", summary = "s")]
pub struct P(bool);

fn main() {}
