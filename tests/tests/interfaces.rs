//! `#[op_interface]`: Concept/Model tables, casting from any op, default
//! and static methods, and interface verifiers.

use ir::prelude::*;
use ir::{OperationState, Signedness};

#[dialect(name = "itest")]
pub struct ITestDialect;

/// Something with a shape: a test interface.
#[op_interface(verify = verify_shaped)]
pub trait Shaped {
    /// The op's rank.
    fn rank(&self) -> usize;
    /// A scaled rank, to pass an argument through the Concept.
    fn scaled(&self, k: usize) -> usize {
        self.rank() * k
    }
    /// A static method: no op needed.
    fn kind_name() -> &'static str;
}

fn verify_shaped(v: OpView<'_>) -> Result<(), Diagnostic> {
    if v.body.num_operands(v.op) > 3 {
        return Err(v.emit_op_error("has too many operands for Shaped"));
    }
    Ok(())
}

#[op(dialect = ITestDialect, name = "vec", interfaces = [Shaped])]
pub struct VecOp {
    #[operand(variadic)]
    dims: Value,
}

impl Shaped for VecOp<'_> {
    fn rank(&self) -> usize {
        self.dims().len()
    }
    fn kind_name() -> &'static str {
        "vec"
    }
}

#[op(dialect = ITestDialect, name = "scalar", interfaces = [Shaped])]
pub struct ScalarOp {}

impl Shaped for ScalarOp<'_> {
    fn rank(&self) -> usize {
        0
    }
    fn scaled(&self, _k: usize) -> usize {
        usize::MAX
    }
    fn kind_name() -> &'static str {
        "scalar"
    }
}

#[op(dialect = ITestDialect, name = "plain")]
pub struct PlainOp {}

use tests::one_block_body as setup;

#[test]
fn cast_and_call() {
    let (ctx, mut body, block) = setup();
    let loc = Location::unknown(&ctx);
    let i32 = Type::integer(&ctx, 32, Signedness::Signless).unwrap();
    let a = body.add_block_arg(block, i32, loc);
    let mut b = OpBuilder::at_end(&ctx, &mut body, block);
    let v = VecOp::build(&mut b, loc, &[a, a]);
    let s = ScalarOp::build(&mut b, loc);
    let p = PlainOp::build(&mut b, loc);
    let vh = OpView::new(&ctx, &body, v)
        .cast::<ShapedHandle>()
        .expect("vec is Shaped");
    assert_eq!(vh.rank(), 2);
    assert_eq!(vh.scaled(3), 6, "default method");
    assert_eq!(vh.kind_name(), "vec", "static method through the Concept");
    let sh = ShapedHandle::cast(OpView::new(&ctx, &body, s)).unwrap();
    assert_eq!(
        (sh.rank(), sh.scaled(3)),
        (0, usize::MAX),
        "overridden default"
    );
    assert_eq!(sh.kind_name(), "scalar");
    assert!(OpView::new(&ctx, &body, p).cast::<ShapedHandle>().is_none());
    // Unregistered ops have no interfaces.
    let st = OperationState::new(&ctx, "foo.bar", loc);
    let u = body.create_op(&ctx, &st);
    assert!(OpView::new(&ctx, &body, u).cast::<ShapedHandle>().is_none());
    // The Model is a static shared by all ops of a kind.
    let vh2 = ShapedHandle::cast(OpView::new(&ctx, &body, v)).unwrap();
    assert_eq!(vh2.view.op, v);
}

#[test]
fn interface_verifier_runs_with_op_verify() {
    let (ctx, mut body, block) = setup();
    let loc = Location::unknown(&ctx);
    let i32 = Type::int(&ctx, 32);
    let a = body.add_block_arg(block, i32, loc);
    let mut b = OpBuilder::at_end(&ctx, &mut body, block);
    let ok = VecOp::build(&mut b, loc, &[a]);
    let bad = VecOp::build(&mut b, loc, &[a, a, a, a]);
    let verify = |op| {
        let info = ctx.op_info(body.op_name(op)).unwrap();
        (info.verify.unwrap())(&ctx, OpRef::new(&body, op)).map_err(|d| d.message)
    };
    assert_eq!(verify(ok), Ok(()));
    assert_eq!(
        verify(bad),
        Err("'itest.vec' op has too many operands for Shaped".into())
    );
}
