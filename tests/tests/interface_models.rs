//! Where interface models come from besides an op's own list: inherited
//! bases (a three-level chain with a diamond), external models from
//! another crate (`tests::ext_models`) registered at link time, models
//! attached to one context at run time, dialect fallback models for
//! unregistered ops, promised interfaces, and dialect interfaces with
//! their collection.

use dialects::arith::{AddIOp, CmpIOp, MulIOp, SubIOp};
use ir::prelude::*;
use ir::semantics::interfaces::dialect::DialectInterfaceCollection;
use ir::semantics::interfaces::models::AttachError;
use ir::{OperationState, external_model};
use std::cell::RefCell;
use tests::ext_models::{OpCost, OpCostConcept, OpCostHandle};

#[dialect(name = "imodel")]
pub struct IModelDialect;

thread_local! {
    static VERIFIED: RefCell<Vec<&'static str>> = const { RefCell::new(Vec::new()) };
}

fn note(name: &'static str) -> Result<(), Diagnostic> {
    VERIFIED.with(|v| v.borrow_mut().push(name));
    Ok(())
}
fn verify_root(_: OpView<'_>) -> Result<(), Diagnostic> {
    note("root")
}
fn verify_left(_: OpView<'_>) -> Result<(), Diagnostic> {
    note("left")
}
fn verify_right(_: OpView<'_>) -> Result<(), Diagnostic> {
    note("right")
}
fn verify_leaf(_: OpView<'_>) -> Result<(), Diagnostic> {
    note("leaf")
}

/// The top of the diamond.
#[op_interface(verify = verify_root)]
pub trait Root {
    /// A name.
    fn root_name(&self) -> String;
    /// A default method of the base.
    fn shout(&self) -> String {
        self.root_name().to_uppercase()
    }
}

/// One side.
#[op_interface(verify = verify_left)]
pub trait Left: Root {
    /// A number.
    fn left(&self) -> u32;
}

/// The other side.
#[op_interface(verify = verify_right)]
pub trait Right: Root {
    /// Another number.
    fn right(&self) -> u32;
}

/// The bottom: three levels below `Root`, reached by two paths.
#[op_interface(verify = verify_leaf)]
pub trait Leaf: Left + Right {
    /// The sum.
    fn total(&self) -> u32;
}

/// Lists only `Leaf`.
#[op(dialect = IModelDialect, name = "diamond", traits = [dyn Leaf])]
pub struct DiamondOp {}
impl Root for DiamondOp<'_> {
    fn root_name(&self) -> String {
        self.name_str().to_string()
    }
}
impl Left for DiamondOp<'_> {
    fn left(&self) -> u32 {
        1
    }
}
impl Right for DiamondOp<'_> {
    fn right(&self) -> u32 {
        2
    }
}
impl Leaf for DiamondOp<'_> {
    fn total(&self) -> u32 {
        self.left() + self.right()
    }
}

/// Lists nothing.
#[op(dialect = IModelDialect, name = "bare")]
pub struct BareOp {}

use tests::one_block_body as setup;

#[test]
fn inheritance_three_levels_with_a_diamond() {
    let (ctx, mut body, block) = setup();
    let loc = Location::unknown(&ctx);
    let op = DiamondOp::build(&mut OpBuilder::at_end(&ctx, &mut body, block), loc);
    let view = OpView::new(&ctx, &body, op);
    let leaf = view.cast::<LeafHandle>().unwrap();
    // The leaf reaches its bases' methods with no other cast: `Left`'s and
    // `Root`'s through `Deref`, `Right`'s through `as_right()`.
    assert_eq!(leaf.total(), 3);
    assert_eq!(leaf.left(), 1);
    assert_eq!(leaf.root_name(), "imodel.diamond");
    assert_eq!(leaf.shout(), "IMODEL.DIAMOND");
    assert_eq!(leaf.as_right().right(), 2);
    assert_eq!(leaf.as_right().as_root().root_name(), "imodel.diamond");
    assert_eq!(leaf.view.op, op);
    // Every base casts on an op that listed only the leaf.
    assert_eq!(view.cast::<LeftHandle>().unwrap().left(), 1);
    assert_eq!(view.cast::<RightHandle>().unwrap().right(), 2);
    assert_eq!(view.cast::<RootHandle>().unwrap().shout(), "IMODEL.DIAMOND");
    // One `Root` row in the op's table, however many paths lead to it.
    let reg = ctx.registry();
    let idx = reg.op_by_name("imodel.diamond").unwrap() as usize;
    let names: Vec<_> = reg.interfaces_of(idx).iter().map(|e| e.name).collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(sorted, ["Leaf", "Left", "Right", "Root"]);
    // Verifiers: bases first, `Root` once.
    VERIFIED.with(|v| v.borrow_mut().clear());
    let info = ctx.op_info(body.op_name(op)).unwrap();
    (info.verify.unwrap())(&ctx, OpRef::new(&body, op)).unwrap();
    VERIFIED.with(|v| assert_eq!(*v.borrow(), ["root", "left", "right", "leaf"]));
}

fn arith_ops(ctx: &Context, body: &mut Body, block: Block) -> [Operation; 3] {
    let loc = Location::unknown(ctx);
    let i32 = Type::int(ctx, 32);
    let x = body.add_block_arg(block, i32, loc);
    let mut b = OpBuilder::at_end(ctx, body, block);
    [
        AddIOp::build_inferred(&mut b, loc, x, x, None).unwrap(),
        MulIOp::build_inferred(&mut b, loc, x, x, None).unwrap(),
        SubIOp::build_inferred(&mut b, loc, x, x, None).unwrap(),
    ]
}

#[test]
fn external_models_from_another_crate_at_link_time() {
    let (ctx, mut body, block) = setup();
    let [add, mul, sub] = arith_ops(&ctx, &mut body, block);
    let cost = |op| OpView::new(&ctx, &body, op).cast::<OpCostHandle>();
    assert_eq!(
        cost(add).map(|c| (c.cycles(), c.is_cheap())),
        Some((1, true))
    );
    assert_eq!(
        cost(mul).map(|c| (c.cycles(), c.is_cheap())),
        Some((3, false))
    );
    // `arith.subi` implements the trait but nothing registered the model.
    assert!(cost(sub).is_none());
}

#[test]
fn a_model_attached_at_run_time_is_seen_by_that_context_only() {
    let (ctx, mut body, block) = setup();
    let [add, _, sub] = arith_ops(&ctx, &mut body, block);
    ctx.attach_interface::<SubIOp, OpCostHandle>().unwrap();
    // A second model for an op that has one (linked or attached) is an
    // error naming the first.
    let e = ctx.attach_interface::<AddIOp, OpCostHandle>().unwrap_err();
    assert!(
        matches!(
            e,
            AttachError::Duplicate {
                existing: "tests::ext_models",
                ..
            }
        ),
        "{e}"
    );
    assert_eq!(
        e.to_string(),
        "operation `arith.addi` already has a model of interface `OpCost` (by `tests::ext_models`); a second model is an error"
    );
    assert!(matches!(
        ctx.attach_interface::<SubIOp, OpCostHandle>(),
        Err(AttachError::Duplicate { .. })
    ));
    let view = OpView::new(&ctx, &body, sub);
    assert_eq!(view.cast::<OpCostHandle>().unwrap().cycles(), 2);
    let other = Context::new();
    assert!(
        OpView::new(&other, &body, sub)
            .cast::<OpCostHandle>()
            .is_none()
    );
    assert!(
        OpView::new(&other, &body, add)
            .cast::<OpCostHandle>()
            .is_some()
    );
    // That miss froze `other`'s attachments.
    let e = other
        .attach_interface::<SubIOp, OpCostHandle>()
        .unwrap_err();
    assert!(
        matches!(
            e,
            AttachError::Frozen {
                op: "arith.subi",
                ..
            }
        ),
        "{e}"
    );
}

/// A model where neither the interface (`tests::ext_models::OpCost`) nor
/// the op (`arith.cmpi`) is local: a wrapper handle makes the `impl` legal.
#[external_model]
pub struct CmpICost<'a>(pub CmpIOp<'a>);

#[external_model]
impl OpCost for CmpICost<'_> {
    fn cycles(&self) -> u32 {
        // The wrapper derefs to the op's handle.
        4 + self.body.num_results(self.op) as u32
    }
}

#[test]
fn a_wrapper_model_for_a_foreign_op_and_interface() {
    let (ctx, mut body, block) = setup();
    let loc = Location::unknown(&ctx);
    let i32 = Type::int(&ctx, 32);
    let x = body.add_block_arg(block, i32, loc);
    let mut st = OperationState::new(&ctx, "arith.cmpi", loc);
    st.operands.extend([x, x]);
    st.result_types.push(Type::i1(&ctx));
    let op = body.create_op(&ctx, &st);
    let c = OpView::new(&ctx, &body, op).cast::<OpCostHandle>().unwrap();
    assert_eq!(c.cycles(), 5);
}

/// Describes an op.
#[op_interface]
pub trait Describe {
    /// A description.
    fn describe(&self) -> String;
}

/// A dialect whose ops are described by a fallback model, registered or not.
#[dialect(name = "fbk", allow_unknown_ops, fallback = [Describe])]
pub struct FbkDialect;

impl Describe for FbkDialectFallback<'_> {
    fn describe(&self) -> String {
        format!("fallback for {}", self.name_str())
    }
}

/// Registered, with no model of its own.
#[op(dialect = FbkDialect, name = "known")]
pub struct FbkKnownOp {}

/// Registered, with its own model.
#[op(dialect = FbkDialect, name = "own", traits = [dyn Describe])]
pub struct FbkOwnOp {}
impl Describe for FbkOwnOp<'_> {
    fn describe(&self) -> String {
        "own".into()
    }
}

#[test]
fn fallback_models_answer_for_the_namespace() {
    let (ctx, mut body, block) = setup();
    let loc = Location::unknown(&ctx);
    let mut b = OpBuilder::at_end(&ctx, &mut body, block);
    let known = FbkKnownOp::build(&mut b, loc);
    let own = FbkOwnOp::build(&mut b, loc);
    let bare = BareOp::build(&mut b, loc);
    let unknown = body.create_op(&ctx, &OperationState::new(&ctx, "fbk.mystery", loc));
    let other = body.create_op(&ctx, &OperationState::new(&ctx, "fbkx.mystery", loc));
    let describe = |op| {
        OpView::new(&ctx, &body, op)
            .cast::<DescribeHandle>()
            .map(|d| d.describe())
    };
    assert_eq!(
        describe(unknown).as_deref(),
        Some("fallback for fbk.mystery")
    );
    assert_eq!(describe(known).as_deref(), Some("fallback for fbk.known"));
    assert_eq!(describe(own).as_deref(), Some("own"));
    assert_eq!(describe(bare), None);
    assert_eq!(describe(other), None, "only the dialect's own namespace");
}

/// An interface the `prom` dialect promises for `prom.op`.
#[op_interface]
pub trait Priced {
    /// The price.
    fn price(&self) -> u32;
}

/// Promises `Priced` for `prom.op`.
#[dialect(name = "prom", promised = [(Priced, PromOp)])]
pub struct PromDialect;

/// `prom.op`: its `Priced` model is attached at run time.
#[op(dialect = PromDialect, name = "op")]
pub struct PromOp {}
impl Priced for PromOp<'_> {
    fn price(&self) -> u32 {
        7
    }
}

#[test]
fn a_promised_interface_used_too_early_then_after_registration() {
    let (ctx, mut body, block) = setup();
    let op = PromOp::build(
        &mut OpBuilder::at_end(&ctx, &mut body, block),
        Location::unknown(&ctx),
    );
    let early = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        OpView::new(&ctx, &body, op)
            .cast::<PricedHandle>()
            .is_some()
    }));
    let msg = early.unwrap_err();
    assert_eq!(
        msg.downcast_ref::<String>().map(String::as_str),
        Some(
            "checking for an interface (`Priced`) that was promised by dialect 'prom' but never implemented. This is generally an indication that the dialect extension implementing the interface was never registered."
        )
    );
    let ctx2 = Context::new();
    ctx2.attach_interface::<PromOp, PricedHandle>().unwrap();
    let p = OpView::new(&ctx2, &body, op)
        .cast::<PricedHandle>()
        .unwrap();
    assert_eq!(p.price(), 7);
}

/// A dialect interface: how a dialect greets.
#[ir::dialect_interface]
pub trait Greeting {
    /// The greeting.
    fn greet(&self) -> String;
    /// A default method.
    fn polite(&self) -> bool {
        true
    }
}

/// `imodel`'s greeting.
#[derive(Debug)]
pub struct IModelGreeting;
#[ir::dialect_interface(dialect = IModelDialect)]
impl Greeting for IModelGreeting {
    fn greet(&self) -> String {
        "hello from imodel".into()
    }
}

/// `fbk`'s greeting.
#[derive(Debug)]
pub struct FbkGreeting;
#[ir::dialect_interface(dialect = FbkDialect)]
impl Greeting for FbkGreeting {
    fn greet(&self) -> String {
        "hi from fbk".into()
    }
    fn polite(&self) -> bool {
        false
    }
}

#[test]
fn dialect_interface_collection() {
    let (ctx, mut body, block) = setup();
    let loc = Location::unknown(&ctx);
    let all = DialectInterfaceCollection::<dyn Greeting>::new(&ctx);
    let dialects: Vec<_> = all.iter().map(|(d, g)| (d, g.polite())).collect();
    assert_eq!(dialects, [("fbk", false), ("imodel", true)]);
    assert_eq!(all.get("imodel").unwrap().greet(), "hello from imodel");
    assert!(all.get("prom").is_none());
    let bare = BareOp::build(&mut OpBuilder::at_end(&ctx, &mut body, block), loc);
    let unknown = body.create_op(&ctx, &OperationState::new(&ctx, "fbk.what", loc));
    let for_op = |op| all.for_op(OpView::new(&ctx, &body, op)).map(|g| g.greet());
    assert_eq!(for_op(bare).as_deref(), Some("hello from imodel"));
    assert_eq!(for_op(unknown).as_deref(), Some("hi from fbk"));
}
