//! Verification order is MLIR's: structural traits, then other traits and
//! interface verifiers in list order, then the op's `verify`; then nested
//! ops; then region traits and the region verifier.
//!
//! Every hook appends to a log, and [`ir::semantics::verify`] (the verifier `ir-opt`
//! runs) drives them, so what is under test is both the order the
//! generated `verify` / `verify_region` hooks call things in and the order
//! the verifier calls the hooks of nested ops in. The log is per thread,
//! so these tests verify with `parallel: false`.

use ir::prelude::*;
use ir::{VerifyOptions, verify};
use std::cell::{Cell, RefCell};

thread_local! {
    static LOG: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
    /// Makes `ord.inner`'s own `verify` fail.
    static FAIL_INNER: Cell<bool> = const { Cell::new(false) };
}

fn log(s: &str, v: OpView<'_>) {
    LOG.with(|l| l.borrow_mut().push(format!("{}:{s}", v.name_str())));
}

macro_rules! recording_trait {
    ($name:ident, $structural:expr) => {
        #[derive(Debug)]
        pub struct $name;
        impl OpTrait for $name {
            const ID: TraitId = TraitId::custom(stringify!($name));
            const STRUCTURAL: bool = $structural;
            fn verify_trait(v: OpView<'_>) -> Result<(), Diagnostic> {
                log(concat!(stringify!($name), ".verify"), v);
                Ok(())
            }
            fn verify_region_trait(v: OpView<'_>) -> Result<(), Diagnostic> {
                log(concat!(stringify!($name), ".region"), v);
                Ok(())
            }
        }
    };
}

recording_trait!(TraitA, false);
recording_trait!(TraitB, false);
recording_trait!(CountLike, true);

#[op_interface(verify = iface_verify)]
pub trait Recorded {
    fn tag(&self) -> u32;
}

fn iface_verify(v: OpView<'_>) -> Result<(), Diagnostic> {
    log("Recorded.verify", v);
    Ok(())
}

#[dialect(name = "ord")]
pub struct OrderDialect;

#[op(dialect = OrderDialect, name = "outer",
     traits = [TraitA, CountLike, TraitB], interfaces = [Recorded],
     verify = outer_verify, verify_region = outer_verify_region)]
pub struct OuterOp {
    #[region]
    body_region: Region,
}

impl Recorded for OuterOp<'_> {
    fn tag(&self) -> u32 {
        1
    }
}

fn outer_verify(op: OuterOp<'_>) -> Result<(), Diagnostic> {
    log("verify", op.0);
    Ok(())
}

fn outer_verify_region(op: OuterOp<'_>) -> Result<(), Diagnostic> {
    log("verify_region", op.0);
    Ok(())
}

#[op(dialect = OrderDialect, name = "inner", traits = [TraitA], verify = inner_verify)]
pub struct InnerOp {}

fn inner_verify(op: InnerOp<'_>) -> Result<(), Diagnostic> {
    log("verify", op.0);
    if FAIL_INNER.with(Cell::get) {
        return Err(op.0.emit_op_error("failed on purpose"));
    }
    Ok(())
}

/// Ends `ord.outer`'s block, which the verifier requires; logs nothing.
#[op(dialect = OrderDialect, name = "end", traits = [IsTerminator])]
pub struct EndOp {}

/// `ord.outer { ord.inner; ord.end }`, verified with [`ir::semantics::verify`].
struct Nest {
    body: Body,
    outer: Operation,
    inner: Operation,
    /// What the hooks logged.
    log: Vec<String>,
    result: Result<(), Vec<Diagnostic>>,
}

fn verify_nest(ctx: &Context) -> Nest {
    LOG.with(|l| l.borrow_mut().clear());
    let mut body = Body::with_root_regions(1);
    let block = body.append_new_block(body.root_regions()[0]);
    let loc = Location::unknown(ctx);
    let mut b = OpBuilder::at_end(ctx, &mut body, block);
    let outer = OuterOp::build(&mut b, loc);
    let region = body.regions(outer)[0];
    let inner_block = body.append_new_block(region);
    let mut b = OpBuilder::at_end(ctx, &mut body, inner_block);
    let inner = InnerOp::build(&mut b, loc);
    EndOp::build(&mut b, loc);
    let result = verify(ctx, &body, outer, &serial());
    Nest {
        log: LOG.with(|l| l.borrow().clone()),
        body,
        outer,
        inner,
        result,
    }
}

/// The verifier on this thread only: the log is thread-local.
fn serial() -> VerifyOptions<'static> {
    VerifyOptions {
        parallel: false,
        ..VerifyOptions::default()
    }
}

#[test]
fn order_is_mlirs() {
    let ctx = Context::new();
    let n = verify_nest(&ctx);
    assert_eq!(n.result.map_err(|d| d[0].message.clone()), Ok(()));
    let want = [
        "ord.outer:CountLike.verify",
        "ord.outer:TraitA.verify",
        "ord.outer:TraitB.verify",
        "ord.outer:Recorded.verify",
        "ord.outer:verify",
        "ord.inner:TraitA.verify",
        "ord.inner:verify",
        "ord.inner:TraitA.region",
        "ord.outer:TraitA.region",
        "ord.outer:CountLike.region",
        "ord.outer:TraitB.region",
        "ord.outer:verify_region",
    ];
    assert_eq!(n.log, want);
    let v = OpView::new(&ctx, &n.body, n.outer);
    assert!(v.has_trait::<TraitA>() && v.has_trait::<CountLike>());
    assert!(
        !OpView::new(&ctx, &n.body, n.inner).has_trait::<TraitB>(),
        "custom trait ids are per op"
    );
}

/// The first failure stops the walk: a nested op's failing `verify` runs
/// after its enclosing op's op hooks, and no region hook runs after it.
#[test]
fn nested_failure_stops_before_region_hooks() {
    let ctx = Context::new();
    FAIL_INNER.with(|f| f.set(true));
    let n = verify_nest(&ctx);
    FAIL_INNER.with(|f| f.set(false));
    let errs = n.result.expect_err("ord.inner fails");
    assert_eq!(errs.len(), 1);
    assert_eq!(errs[0].message, "'ord.inner' op failed on purpose");
    let want = [
        "ord.outer:CountLike.verify",
        "ord.outer:TraitA.verify",
        "ord.outer:TraitB.verify",
        "ord.outer:Recorded.verify",
        "ord.outer:verify",
        "ord.inner:TraitA.verify",
        "ord.inner:verify",
    ];
    assert_eq!(n.log, want);
}

#[test]
fn structural_failure_stops_before_other_traits() {
    LOG.with(|l| l.borrow_mut().clear());
    let ctx = Context::new();
    let mut body = Body::with_root_regions(1);
    let block = body.append_new_block(body.root_regions()[0]);
    let loc = Location::unknown(&ctx);
    // `ord.outer` needs one region (derived from its fields): give it none.
    let st = ir::OperationState::new(&ctx, "ord.outer", loc);
    let op = body.create_op(&ctx, &st);
    body.append_op(block, op);
    let errs = verify(&ctx, &body, op, &serial()).unwrap_err();
    assert_eq!(errs.len(), 1);
    assert_eq!(errs[0].message, "'ord.outer' op requires one region");
    assert!(
        LOG.with(|l| l.borrow().is_empty()),
        "no trait ran after the structural failure"
    );
}
