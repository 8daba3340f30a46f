//! Verification order is MLIR's: structural traits, then other traits and
//! interface verifiers in list order, then the op's `verify`; then nested
//! ops; then region traits and the region verifier.
//!
//! Every hook appends to a log. The driver below is the minimal MLIR
//! order (the full verifier is another engineer's); what is under test is
//! the order the generated `verify` / `verify_region` hooks call things in.

use ir::prelude::*;
use std::cell::RefCell;

thread_local! {
    static LOG: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
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
    Ok(())
}

/// MLIR's per-op order: op hooks, nested ops, region hooks.
fn drive(ctx: &Context, body: &Body, op: Operation) -> Result<(), Diagnostic> {
    let info = ctx.op_info(body.op_name(op)).unwrap();
    (info.verify.unwrap())(ctx, OpRef::new(body, op))?;
    let rb = body.region_body(op);
    let mut nested = Vec::new();
    for &r in body.regions(op) {
        for b in rb.region_blocks(r) {
            nested.extend(rb.block_ops(b));
        }
    }
    for n in nested {
        drive(ctx, rb, n)?;
    }
    (info.verify_region.unwrap())(ctx, OpRef::new(body, op))
}

#[test]
fn order_is_mlirs() {
    let ctx = Context::new();
    let mut body = Body::with_root_regions(1);
    let block = body.append_new_block(body.root_regions()[0]);
    let loc = Location::unknown(&ctx);
    let mut b = OpBuilder::at_end(&ctx, &mut body, block);
    let outer = OuterOp::build(&mut b, loc);
    let region = body.regions(outer)[0];
    let inner_block = body.append_new_block(region);
    let mut b = OpBuilder::at_end(&ctx, &mut body, inner_block);
    InnerOp::build(&mut b, loc);
    drive(&ctx, &body, outer).unwrap();
    let got = LOG.with(|l| l.borrow().clone());
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
    assert_eq!(got, want);
    let v = OpView::new(&ctx, &body, outer);
    assert!(v.has_trait::<TraitA>() && v.has_trait::<CountLike>());
    let inner = body.first_op(inner_block).unwrap();
    assert!(
        !OpView::new(&ctx, &body, inner).has_trait::<TraitB>(),
        "custom trait ids are per op"
    );
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
    let info = ctx.op_info(body.op_name(op)).unwrap();
    let e = (info.verify.unwrap())(&ctx, OpRef::new(&body, op)).unwrap_err();
    assert_eq!(e.message, "'ord.outer' op requires one region");
    assert!(
        LOG.with(|l| l.borrow().is_empty()),
        "no trait ran after the structural failure"
    );
}
