//! Structural traits about an op's place and regions: `IsTerminator`,
//! `NoTerminator`, `SingleBlock`, `SingleBlockImplicitTerminator<T>`,
//! `HasParent<P>` / `ParentOneOf`, `IsolatedFromAbove`, `NoRegionArguments`
//! and the segment-size traits.
//!
//! Parents are named by op type (`HasParent<ModuleOp>`), so a typo is a
//! compile error; several parents are a tuple (`HasParent<(A, B)>`), which
//! keeps one trait where MLIR has two (`ParentOneOf` is an alias). A
//! const-generic string parameter was rejected because `&str` const
//! generics are not stable.

use super::{OpTrait, TraitId, bit};
use crate::semantics::diag::Diagnostic;
use crate::semantics::op::{OpFamily, OpNameList, OpType, OpView};
use crate::semantics::registry::OpFlags;
use crate::storage::body::{Body, Operation, OperationState, Region};
use crate::uniqued::context::Context;
use crate::uniqued::location::Location;
use crate::{AttrKind, TypeKind};
use core::marker::PhantomData;

/// `IsTerminator`: the op ends its block.
#[derive(Copy, Clone, Debug, Default)]
pub struct IsTerminator;
impl OpTrait for IsTerminator {
    const ID: TraitId = TraitId::Std(bit::IS_TERMINATOR);
    const FLAGS: OpFlags = OpFlags::IS_TERMINATOR;
    fn verify_trait(op: OpView<'_>) -> Result<(), Diagnostic> {
        let last = op.body.parent_block(op.op).and_then(|b| op.body.last_op(b));
        if last != Some(op.op) {
            return Err(op.emit_op_error("must be the last operation in the parent block"));
        }
        Ok(())
    }
}

/// `NoTerminator`: the blocks of the op's regions need no terminator.
#[derive(Copy, Clone, Debug, Default)]
pub struct NoTerminator;
impl OpTrait for NoTerminator {
    const ID: TraitId = TraitId::Std(bit::NO_TERMINATOR);
    const FLAGS: OpFlags = OpFlags::NO_TERMINATOR;
}

/// `SingleBlock`: each region has at most one block.
#[derive(Copy, Clone, Debug, Default)]
pub struct SingleBlock;
impl OpTrait for SingleBlock {
    const ID: TraitId = TraitId::Std(bit::SINGLE_BLOCK);
    fn verify_trait(op: OpView<'_>) -> Result<(), Diagnostic> {
        let rb = op.body.region_body(op.op);
        let no_terminator = op.has_trait::<NoTerminator>();
        for (i, &r) in op.body.regions(op.op).iter().enumerate() {
            let mut blocks = rb.region_blocks(r);
            let Some(first) = blocks.next() else { continue };
            if blocks.next().is_some() {
                return Err(op.emit_op_error(format!("expects region #{i} to have 0 or 1 blocks")));
            }
            if !no_terminator && rb.block_is_empty(first) {
                return Err(op.emit_op_error("expects a non-empty block"));
            }
        }
        Ok(())
    }
}

/// `SingleBlockImplicitTerminator<T>`: single-block regions ending in `T`.
#[derive(Debug, Default)]
pub struct SingleBlockImplicitTerminator<T>(PhantomData<T>);
impl<T: OpFamily> OpTrait for SingleBlockImplicitTerminator<T> {
    const ID: TraitId = TraitId::Std(bit::SINGLE_BLOCK_IMPLICIT_TERMINATOR);
    const IMPLICIT_TERMINATOR: Option<&'static str> =
        Some(<T::Handle<'static> as OpType<'static>>::NAME);
    fn verify_trait(op: OpView<'_>) -> Result<(), Diagnostic> {
        SingleBlock::verify_trait(op)
    }
    fn verify_region_trait(op: OpView<'_>) -> Result<(), Diagnostic> {
        SingleBlock::verify_trait(op)?;
        let rb = op.body.region_body(op.op);
        let name = <T::Handle<'static> as OpType<'static>>::NAME;
        for &r in op.body.regions(op.op) {
            let Some(b) = rb.entry_block(r) else { continue };
            let Some(term) = rb.last_op(b) else { continue };
            let found = op.ctx.op_name_str(rb.op_name(term));
            if found == name {
                continue;
            }
            let loc = op.loc();
            return Err(op
                .emit_op_error(format!(
                    "expects regions to end with '{name}', found '{found}'"
                ))
                .with_note(
                    loc,
                    format!("in custom textual format, the absence of terminator implies '{name}'"),
                ));
        }
        Ok(())
    }
}

/// MLIR's `ensureRegionTerminator`: gives `region` (in `body`) a block if
/// it has none, and ends its last block with a new `name` op at `loc`
/// unless it already ends in a registered terminator. An unregistered
/// last op does not count, as in MLIR (`hasTrait<IsTerminator>`).
pub fn ensure_region_terminator(
    ctx: &Context,
    body: &mut Body,
    region: Region,
    name: &str,
    loc: Location,
) {
    let block = match body.region_blocks(region).last() {
        Some(b) => b,
        None => body.append_new_block(region),
    };
    if body.last_op(block).is_some_and(|last| {
        ctx.op_flags(body.op_name(last))
            .contains(OpFlags::IS_TERMINATOR)
    }) {
        return;
    }
    let mut state = OperationState::new(ctx, name, loc);
    // A terminator with one region (`scf.forall.in_parallel`) gets it with
    // an empty block, as its MLIR builder makes it.
    let one_region = ctx
        .op_info(state.name)
        .is_some_and(|i| i.has_trait::<crate::semantics::traits::OneRegion>());
    state.num_regions = usize::from(one_region);
    let op = body.create_op(ctx, &state);
    if one_region && !body.is_isolated(op) {
        let r = body.regions(op)[0];
        body.append_new_block(r);
    }
    body.append_op(block, op);
}

/// [`ensure_region_terminator`] with `name` on every region of `op` (in
/// `body`), wherever its regions live; nothing without a name. Builders
/// call it with their op's implicit terminator, if any.
pub fn ensure_terminators(ctx: &Context, body: &mut Body, op: Operation, name: Option<&str>) {
    let Some(name) = name else {
        return;
    };
    let loc = body.op_loc(op);
    let regions: Vec<Region> = body.regions(op).to_vec();
    let inner = match body.nested_mut(op) {
        Some(b) => b,
        None => body,
    };
    for r in regions {
        ensure_region_terminator(ctx, inner, r, name, loc);
    }
}

/// `HasParent<P>`: the op's parent is `P` (or one of a tuple of ops).
#[derive(Debug, Default)]
pub struct HasParent<P>(PhantomData<P>);
/// MLIR's `ParentOneOf<A, B>`, written `ParentOneOf<(A, B)>`.
pub type ParentOneOf<P> = HasParent<P>;
impl<P: OpNameList> OpTrait for HasParent<P> {
    const ID: TraitId = TraitId::Std(bit::HAS_PARENT);
    fn verify_trait(op: OpView<'_>) -> Result<(), Diagnostic> {
        if let Some(p) = op.body.parent_op_name(op.op) {
            let p = op.ctx.op_name_str(p);
            if P::NAMES.contains(&p) {
                return Ok(());
            }
        }
        let names = P::NAMES.join(", ");
        let lead = if P::NAMES.len() != 1 {
            "to be one of '"
        } else {
            "'"
        };
        Err(op.emit_op_error(format!("expects parent op {lead}{names}'")))
    }
}

/// `IsolatedFromAbove`: regions use no value defined outside them. The
/// storage guarantees it (an isolated op's regions live in their own body,
/// so no use can cross), which is why there is nothing to check here.
#[derive(Copy, Clone, Debug, Default)]
pub struct IsolatedFromAbove;
impl OpTrait for IsolatedFromAbove {
    const ID: TraitId = TraitId::Std(bit::ISOLATED_FROM_ABOVE);
    const FLAGS: OpFlags = OpFlags::ISOLATED_FROM_ABOVE;
}

/// `NoRegionArguments`: entry blocks have no arguments.
#[derive(Copy, Clone, Debug, Default)]
pub struct NoRegionArguments;
impl OpTrait for NoRegionArguments {
    const ID: TraitId = TraitId::Std(bit::NO_REGION_ARGUMENTS);
    fn verify_trait(op: OpView<'_>) -> Result<(), Diagnostic> {
        let rb = op.body.region_body(op.op);
        let regions = op.body.regions(op.op);
        for (i, &r) in regions.iter().enumerate() {
            let Some(b) = rb.entry_block(r) else { continue };
            if !rb.block_args(b).is_empty() {
                if regions.len() > 1 {
                    return Err(op.emit_op_error(format!("region #{i} should have no arguments")));
                }
                return Err(op.emit_op_error("region should have no arguments"));
            }
        }
        Ok(())
    }
}

/// Checks a segment-size attribute against a value count (MLIR's
/// `verifyValueSizeAttr`, on MLIR 22's property): no negative size, and
/// the sizes add up to `expected`, else `{group} count (N) does not match
/// ...`. Also the check of a `variadic_of_variadic` operand group, whose
/// `group` is the ODS name of the operand (`caseOperands`).
#[doc(hidden)]
pub fn verify_value_size_attr(
    op: OpView<'_>,
    attr_name: &str,
    group: &str,
    expected: usize,
) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let sizes = op.property(attr_name).and_then(|a| match a.kind(ctx) {
        AttrKind::DenseArray { element, values }
            if matches!(element.kind(ctx), TypeKind::Integer { width: 32, .. }) =>
        {
            Some(
                values
                    .iter()
                    .map(|&v| v as u32 as i32)
                    .collect::<Vec<i32>>(),
            )
        }
        _ => None,
    });
    // MLIR 22 stores the sizes as a zero-initialized property: a missing
    // one, or one given as an attribute of another kind (which converts to
    // no property), counts as all zeros.
    let sizes = sizes.unwrap_or_default();
    if sizes.iter().any(|&s| s < 0) {
        return Err(op.emit_op_error(format!(
            "'{attr_name}' attribute cannot have negative elements"
        )));
    }
    let total: u64 = sizes.iter().map(|&s| s as u64).sum();
    if total != expected as u64 {
        return Err(op.emit_op_error(format!(
            "{group} count ({expected}) does not match with the total size ({total}) specified in attribute '{attr_name}'"
        )));
    }
    Ok(())
}

/// `AttrSizedOperandSegments`: `operandSegmentSizes` splits the operands.
#[derive(Copy, Clone, Debug, Default)]
pub struct AttrSizedOperandSegments;
impl OpTrait for AttrSizedOperandSegments {
    const ID: TraitId = TraitId::Std(bit::ATTR_SIZED_OPERAND_SEGMENTS);
    fn verify_trait(op: OpView<'_>) -> Result<(), Diagnostic> {
        verify_value_size_attr(
            op,
            "operandSegmentSizes",
            "operand",
            op.body.num_operands(op.op),
        )
    }
}

/// `AttrSizedResultSegments`: `resultSegmentSizes` splits the results.
#[derive(Copy, Clone, Debug, Default)]
pub struct AttrSizedResultSegments;
impl OpTrait for AttrSizedResultSegments {
    const ID: TraitId = TraitId::Std(bit::ATTR_SIZED_RESULT_SEGMENTS);
    fn verify_trait(op: OpView<'_>) -> Result<(), Diagnostic> {
        verify_value_size_attr(
            op,
            "resultSegmentSizes",
            "result",
            op.body.num_results(op.op),
        )
    }
}
