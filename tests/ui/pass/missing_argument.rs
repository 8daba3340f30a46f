use ir::pass::{Pass, PassFailed};
use ir::{Body, Context, Diagnostic, Operation};

#[ir::pass(summary = "s")]
pub struct P;

impl Pass for P {
    fn run(&self, _: &Context, _: &mut Body, _: Operation, _: &mut Vec<Diagnostic>) -> Result<(), PassFailed> {
        Ok(())
    }
}

fn main() {}
