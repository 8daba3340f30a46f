//! Two passes declared with one argument: the pass registry refuses to
//! build, naming both declarations. Its own test binary, since the
//! registry of a binary holding the pair is unusable.

use ir::pass::{Pass, PassFailed};
use ir::{Body, Context, Diagnostic, Operation};

mod one {
    /// The first `dup-pass`.
    #[ir::pass(argument = "dup-pass", summary = "first")]
    pub struct First;
}

mod two {
    /// The second `dup-pass`.
    #[ir::pass(argument = "dup-pass", summary = "second")]
    pub struct Second;
}

macro_rules! no_op_run {
    ($($t:ty),*) => {$(
        impl Pass for $t {
            fn run(
                &self,
                _: &Context,
                _: &mut Body,
                _: Operation,
                _: &mut Vec<Diagnostic>,
            ) -> Result<(), PassFailed> {
                Ok(())
            }
        }
    )*};
}
no_op_run!(one::First, two::Second);

#[test]
fn a_duplicate_pass_argument_is_an_error_naming_both() {
    let panic = std::panic::catch_unwind(ir::pass::registered_passes).unwrap_err();
    let message = panic.downcast_ref::<String>().expect("a formatted panic");
    assert_eq!(
        message,
        "pass `dup-pass` is registered twice: by `pass_registry::one` and by `pass_registry::two`"
    );
}
