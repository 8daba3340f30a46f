//! [`SsaNames`]: the names the printer gives values (`%0`, `%arg1`,
//! `%c10_i32`, `%3#1`), for code that shows values outside printed IR,
//! such as a pass drawing an op as a graph (MLIR's `printAsOperand` with an
//! `AsmState`).
//!
//! The names are computed once for a whole op, by the printer's own naming
//! (so they are the names `print_op` prints), and then looked up per
//! value. Exposing the printer's name tables themselves was rejected: they
//! are keyed by body addresses, which only stay valid while the bodies are
//! borrowed, and this type holds that borrow.

use crate::storage::body::{Body, Operation, Value};
use crate::text::PrintOptions;
use crate::text::print::Printer;
use crate::uniqued::context::Context;
use core::marker::PhantomData;

/// The names of every value of an op and of what it holds, as
/// [`print_op`](crate::text::print_op) prints them with the same options.
///
/// ```
/// use ir::text::{PrintOptions, SsaNames, parse_source};
///
/// let ctx = ir::Context::new();
/// let src = "\"test.a\"() ({\n^bb0(%x: i32):\n  %0:2 = \"test.b\"(%x) : (i32) -> (i32, i32)\n}) : () -> ()";
/// let opts = ir::text::ParseOptions { allow_unregistered_dialect: true, ..Default::default() };
/// let m = parse_source(&ctx, src, "x.mlir", &opts).unwrap();
/// let mut names = SsaNames::new(&ctx, &m.body, m.op, &PrintOptions::default());
/// let inner = m.body.nested(m.op).unwrap();
/// let a = inner.block_ops(inner.region_blocks(inner.root_regions()[0]).next().unwrap()).next().unwrap();
/// let b = inner.block_ops(inner.region_blocks(inner.regions(a)[0]).next().unwrap()).next().unwrap();
/// assert_eq!(names.value(inner, inner.result(b, 1)), "%0#1");
/// assert_eq!(names.value(inner, inner.operand(b, 0)), "%arg0");
/// ```
#[derive(Debug)]
pub struct SsaNames<'a> {
    printer: Printer<'a>,
    /// The bodies the names are keyed by (their addresses) stay borrowed.
    bodies: PhantomData<&'a Body>,
}

impl<'a> SsaNames<'a> {
    /// Names the values of `op` (stored in `body`): its results and every
    /// value in its regions, nested isolated ops included.
    pub fn new(ctx: &'a Context, body: &'a Body, op: Operation, opts: &PrintOptions) -> Self {
        let mut printer = Printer::new(ctx, *opts);
        printer.number_op(body, op);
        SsaNames {
            printer,
            bodies: PhantomData,
        }
    }

    /// The text of a use of `v` (stored in `body`): `%3`, `%arg0`,
    /// `%0#1`, `%cst`; `<<UNKNOWN SSA VALUE>>` for a value the op does not
    /// hold, as MLIR prints it.
    pub fn value(&mut self, body: &'a Body, v: Value) -> String {
        self.printer.out.clear();
        self.printer.value(body, v);
        core::mem::take(&mut self.printer.out)
    }
}
