//! The test dialect's side-effect ops and MLIR's `-test-side-effects`
//! pass: `test.side_effect_op` and `test.side_effect_with_region_op` read
//! their memory effects from an `effects` attribute
//! (`[{effect = "read", test_resource, on_result}]`) and a parametric
//! test effect from `effect_parameter`; the pass reports both as remarks.
//!
//! MLIR's test dialect also answers `TestEffectOpInterface` for the
//! unregistered `test.unregistered_side_effect_op` through its dialect
//! fallback model; ours is the `fallback = [TestEffectOpInterface]` of
//! [`TestDialect`]. A fallback model answers for every `test.*` op without
//! a model of its own, so it gives effects to that op name only, where
//! MLIR's `getRegisteredInterfaceForOp` declines the others.
//! Malformed `effects` entries are skipped (MLIR's test ops assert on
//! them), so bad input never panics.

use super::TestDialect;
use ir::pass::{Pass, PassFailed};
use ir::prelude::*;
use ir::semantics::interfaces::side_effects::{
    DEFAULT_RESOURCE, EffectInstance, EffectKind, EffectTarget, Resource, memory_effects,
};
use ir::semantics::traits::IsTerminator;
use ir::storage::cursor::walk_cursors_post_order;
use ir::{AttrKind, OpCursor};

/// MLIR's test resource, `<Test>`.
pub static TEST_RESOURCE: Resource = Resource::new("<Test>");

/// [`TEST_RESOURCE`] as a type, for effect declarations on op fields.
#[derive(Copy, Clone, Debug, Default)]
pub struct TestResource;
impl ResourceDecl for TestResource {
    fn get() -> &'static Resource {
        &TEST_RESOURCE
    }
}

/// The test dialect's parametric effects (MLIR's `TestEffectOpInterface`):
/// each is an attribute parameter.
#[op_interface]
pub trait TestEffectOpInterface {
    /// The parameters of the op's test effects.
    fn test_effects(&self) -> Vec<Attribute>;
}

/// `test.side_effect_op`: effects as its `effects` attribute lists them.
#[op(dialect = TestDialect, name = "side_effect_op",
     traits = [MemoryEffectOpInterface, TestEffectOpInterface],
     summary = "an op whose memory effects an attribute declares")]
pub struct SideEffectOp {
    /// The result.
    #[result(ty = AnyType)]
    result: Value,
}

/// `test.side_effect_with_region_op (%x) { ... } : T -> U`: the same, with
/// a region, so effects may name its operand or a block argument.
#[op(dialect = TestDialect, name = "side_effect_with_region_op",
     traits = [MemoryEffectOpInterface, TestEffectOpInterface],
     format = "`(` $operand `)` $region attr-dict `:` type($operand) `->` type($result)",
     summary = "an op with a region whose memory effects an attribute declares")]
pub struct SideEffectWithRegionOp {
    /// The operand.
    #[operand(ty = AnyType)]
    operand: Value,
    /// The result.
    #[result(ty = AnyType)]
    result: Value,
    /// The region.
    #[region]
    region: Region,
}

/// `test.region_yield %x : T`: returns a value from a region.
#[op(dialect = TestDialect, name = "region_yield", traits = [Pure, IsTerminator],
     format = "$result `:` type($result) attr-dict",
     summary = "a terminator that yields one value")]
pub struct RegionYieldOp {
    /// The value yielded.
    #[operand(ty = AnyType)]
    result: Value,
}

/// `test.recursive_effects_op`: its effects are those of the ops in its
/// region (`RecursiveMemoryEffects`, `RecursivelySpeculatable`), for the
/// queries' tests.
#[op(dialect = TestDialect, name = "recursive_effects_op",
     traits = [RecursiveMemoryEffects, RecursivelySpeculatable, NoTerminator],
     summary = "an op with the effects of its region")]
pub struct RecursiveEffectsOp {
    /// The region.
    #[region]
    region: Region,
}

/// The effects an op's `effects` attribute declares; `with_region`
/// allows `on_operand` and `on_argument` (`test.side_effect_with_region_op`).
fn attr_effects(view: OpView<'_>, with_region: bool) -> Vec<EffectInstance> {
    let ctx = view.ctx;
    let (body, op) = (view.body, view.op);
    let Some(list) = body
        .get_attr(ctx, op, ctx.ident("effects"))
        .and_then(|a| a.as_array(ctx))
    else {
        return Vec::new();
    };
    let key = |d: Attribute, k: &str| d.dict_get(ctx, ctx.ident(k));
    let mut out = Vec::new();
    for &d in list {
        if !matches!(d.kind(ctx), AttrKind::Dictionary(_)) {
            continue;
        }
        let kind = match key(d, "effect").and_then(|e| e.as_str(ctx)) {
            Some("allocate") => EffectKind::Allocate,
            Some("free") => EffectKind::Free,
            Some("read") => EffectKind::Read,
            Some("write") => EffectKind::Write,
            _ => continue,
        };
        let resource = if key(d, "test_resource").is_some() {
            &TEST_RESOURCE
        } else {
            &DEFAULT_RESOURCE
        };
        let first_arg = || {
            let inner = body.region_body(op);
            let r = *body.regions(op).first()?;
            let entry = inner.entry_block(r)?;
            inner.block_args(entry).first().copied()
        };
        let target = if key(d, "on_result").is_some() && body.num_results(op) > 0 {
            EffectTarget::Result(0)
        } else if with_region && key(d, "on_operand").is_some() && body.num_operands(op) > 0 {
            EffectTarget::Operand(0)
        } else if let Some(arg) = with_region
            .then(|| key(d, "on_argument"))
            .flatten()
            .and_then(|_| first_arg())
        {
            EffectTarget::BlockArgument(arg)
        } else if let Some(r) = key(d, "on_reference") {
            EffectTarget::Symbol(r)
        } else {
            EffectTarget::Resource
        };
        out.push(EffectInstance::on(kind, target, resource));
    }
    out
}

/// The parametric test effect of an op: its `effect_parameter`, when it
/// is an affine map (MLIR's `testSideEffectOpGetEffect`).
fn parametric_effects(view: OpView<'_>) -> Vec<Attribute> {
    let ctx = view.ctx;
    view.body
        .get_attr(ctx, view.op, ctx.ident("effect_parameter"))
        .filter(|a| matches!(a.kind(ctx), AttrKind::AffineMap(_)))
        .into_iter()
        .collect()
}

impl MemoryEffectOpInterface for SideEffectOp<'_> {
    fn effects(&self) -> Vec<EffectInstance> {
        attr_effects(self.0, false)
    }
}

impl TestEffectOpInterface for SideEffectOp<'_> {
    fn test_effects(&self) -> Vec<Attribute> {
        parametric_effects(self.0)
    }
}

impl MemoryEffectOpInterface for SideEffectWithRegionOp<'_> {
    fn effects(&self) -> Vec<EffectInstance> {
        attr_effects(self.0, true)
    }
}

impl TestEffectOpInterface for SideEffectWithRegionOp<'_> {
    fn test_effects(&self) -> Vec<Attribute> {
        parametric_effects(self.0)
    }
}

/// The test dialect's fallback `TestEffectOpInterface` model: MLIR's
/// `TestDialect::getRegisteredInterfaceForOp` gives one to
/// `test.unregistered_side_effect_op` only.
impl TestEffectOpInterface for super::TestDialectFallback<'_> {
    fn test_effects(&self) -> Vec<Attribute> {
        if self.0.name_str() == "test.unregistered_side_effect_op" {
            parametric_effects(self.0)
        } else {
            Vec::new()
        }
    }
}

/// `-test-side-effects`.
#[ir::pass(
    argument = "test-side-effects",
    summary = "Test side effects interfaces",
    anchor = "builtin.module"
)]
#[derive(Debug, Default)]
pub struct TestSideEffects;

/// One remark per memory effect of `view` (MLIR's wording).
fn report_memory_effects(view: OpView<'_>, diags: &mut Vec<Diagnostic>) {
    let Some(effects) = memory_effects(view) else {
        return;
    };
    if view.has_trait::<IsTerminator>() {
        return;
    }
    if effects.is_empty() {
        diags.push(ir::pass::op_remark(
            view.ctx,
            view.body,
            view.op,
            "operation has no memory effects",
        ));
        return;
    }
    let ctx = view.ctx;
    for e in effects {
        let mut msg = format!("found an instance of '{}'", e.kind.name());
        if let Some(what) = e.describe_target(view.body, view.op) {
            msg += &format!(" on {what},");
        } else if let Some(s) = e.symbol() {
            msg += &format!(" on a symbol '{}',", s.display(ctx));
        }
        msg += &format!(" on resource '{}'", e.resource.name());
        if let Some(p) = e.parameters {
            msg += &format!(" with parameters {}", p.display(ctx));
        }
        diags.push(ir::pass::op_remark(ctx, view.body, view.op, msg));
    }
}

impl Pass for TestSideEffects {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        let module = OpCursor::new(body, op);
        let mut ops = Vec::new();
        walk_cursors_post_order(&module, |c| ops.push(c.clone()));
        for c in &ops {
            report_memory_effects(OpView::new(ctx, c.body(), c.op()), diags);
        }
        for c in &ops {
            let view = OpView::new(ctx, c.body(), c.op());
            let effects = view.cast::<TestEffectOpInterfaceHandle<'_>>();
            for p in effects.map(|i| i.test_effects()).unwrap_or_default() {
                diags.push(ir::pass::op_remark(
                    ctx,
                    view.body,
                    view.op,
                    format!("found a parametric effect with {}", p.display(ctx)),
                ));
            }
        }
        Ok(())
    }
}
