//! `affine`'s `DialectInlinerInterface` (MLIR 22's
//! `AffineInlinerInterface`): affine ops may be inlined into a region
//! held by an `AffineScope` op (`func.func`) or by `affine.for`,
//! `affine.if` or `affine.parallel`, and nowhere else. A callee body may
//! go into one of those affine constructs only when it is one block of
//! ops the affine dialect understands — ops without memory effects,
//! `affine.apply`, affine loads and stores — whose dimension and symbol
//! operands remain valid ones once the callee's arguments are replaced by
//! the values the call passes (MLIR's `remainsLegalAfterInline`).
//!
//! The checks use [`super::scope`]'s `is_valid_dim` / `is_valid_symbol`
//! with the destination region as the scope, as MLIR does, so a value at
//! the top of an affine loop's body (its induction variable included)
//! counts as a symbol there. MLIR's `AffineReadOpInterface` /
//! `AffineWriteOpInterface` are the four load and store ops here.

use super::AffineDialect;
use super::ops::{
    AffineApplyOp, AffineForOp, AffineIfOp, AffineLoadOp, AffineStoreOp, AffineVectorLoadOp,
    AffineVectorStoreOp, map_of,
};
use super::parallel::AffineParallelOp;
use super::scope::{dim_source, is_top_level_in, is_valid_dim, is_valid_symbol};
use ir::IRMapping;
use ir::prelude::*;
use ir::semantics::interfaces::side_effects::memory_effects;
use ir::storage::body::ValueDef;
use ir::transforms::inliner_interface::{DialectInlinerInterface, InlineRegion};

/// `affine`'s answers to the inliner.
#[derive(Debug)]
pub struct AffineInlinerInterface;

/// Whether `op` is an `affine.for`, `affine.if` or `affine.parallel`.
fn is_affine_construct(op: OpView<'_>) -> bool {
    let (ctx, body, op) = (op.ctx, op.body, op.op);
    AffineForOp::cast(ctx, body, op).is_some()
        || AffineIfOp::cast(ctx, body, op).is_some()
        || AffineParallelOp::cast(ctx, body, op).is_some()
}

/// Which of MLIR's checks a value must still pass in the destination.
#[derive(Copy, Clone)]
enum Check {
    Dim,
    Symbol,
}

impl Check {
    fn holds(self, ctx: &Context, body: &Body, v: Value, region: Region) -> bool {
        match self {
            Check::Dim => is_valid_dim(ctx, body, v, Some(region)),
            Check::Symbol => is_valid_symbol(ctx, body, v, Some(region)),
        }
    }
}

/// MLIR's `remainsLegalAfterInline` for one value of `src`: a value not
/// at `src`'s top level stays valid (what defines it is inlined and
/// checked too); an entry argument must be replaced by a valid value; a
/// value defined at the top of `src` must be a constant or a `dim`.
fn remains_legal(
    v: Value,
    src: InlineRegion<'_>,
    dest: InlineRegion<'_>,
    mapping: &IRMapping,
    check: Check,
) -> bool {
    let ctx = dest.parent.ctx;
    if !is_top_level_in(src.body, v, src.region) {
        return true;
    }
    match src.body.value_def(v) {
        ValueDef::BlockArgument(..) => {
            check.holds(ctx, dest.body, mapping.lookup_value(v), dest.region)
        }
        ValueDef::Result(def, _) => {
            OpView::new(ctx, src.body, def).has_trait::<ConstantLike>()
                || dim_source(ctx, src.body, def).is_some()
        }
    }
}

/// The map and its operands of an affine load or store.
fn access_map<'a>(op: OpView<'a>) -> Option<(&'a ir::uniqued::attributes::AffineMap, Vec<Value>)> {
    let (ctx, body, o) = (op.ctx, op.body, op.op);
    if let Some(l) = AffineLoadOp::cast(ctx, body, o) {
        return Some((map_of(op, l.map().0), l.indices().collect()));
    }
    if let Some(s) = AffineStoreOp::cast(ctx, body, o) {
        return Some((map_of(op, s.map().0), s.indices().collect()));
    }
    if let Some(l) = AffineVectorLoadOp::cast(ctx, body, o) {
        return Some((map_of(op, l.map().0), l.indices().collect()));
    }
    if let Some(s) = AffineVectorStoreOp::cast(ctx, body, o) {
        return Some((map_of(op, s.map().0), s.indices().collect()));
    }
    None
}

/// Whether `op` (in `src`) stays legal once inlined into `dest`, for the
/// ops the affine dialect reasons about; `false` for any other.
fn op_remains_legal(
    op: OpView<'_>,
    src: InlineRegion<'_>,
    dest: InlineRegion<'_>,
    mapping: &IRMapping,
) -> bool {
    let all = |values: &[Value], check: Check| {
        values
            .iter()
            .all(|&v| remains_legal(v, src, dest, mapping, check))
    };
    if let Some(apply) = AffineApplyOp::cast(op.ctx, op.body, op.op) {
        let operands: Vec<Value> = apply.map_operands().collect();
        let result = op.body.result(op.op, 0);
        let check = if is_valid_dim(op.ctx, src.body, result, Some(src.region)) {
            Check::Dim
        } else {
            Check::Symbol
        };
        return all(&operands, check);
    }
    let Some((map, operands)) = access_map(op) else {
        return false;
    };
    let dims = (map.num_dims as usize).min(operands.len());
    let symbols = (map.num_symbols as usize).min(operands.len());
    all(&operands[..dims], Check::Dim) && all(&operands[operands.len() - symbols..], Check::Symbol)
}

#[ir::dialect_interface(dialect = AffineDialect)]
impl DialectInlinerInterface for AffineInlinerInterface {
    /// Into an affine loop or conditional only a one-block body whose ops
    /// have no effects or are affine accesses that stay valid.
    fn is_legal_to_inline_region(
        &self,
        dest: InlineRegion<'_>,
        src: InlineRegion<'_>,
        _would_be_cloned: bool,
        mapping: &IRMapping,
    ) -> bool {
        if !is_affine_construct(dest.parent) {
            return false;
        }
        let mut blocks = src.body.region_blocks(src.region);
        let (Some(block), None) = (blocks.next(), blocks.next()) else {
            return false;
        };
        let ctx = dest.parent.ctx;
        src.body.block_ops(block).all(|o| {
            let view = OpView::new(ctx, src.body, o);
            memory_effects(view).is_some_and(|e| e.is_empty())
                || op_remains_legal(view, src, dest, mapping)
        })
    }

    /// Affine ops go into an `AffineScope` region or an affine construct.
    fn is_legal_to_inline_op(
        &self,
        _op: OpView<'_>,
        dest: InlineRegion<'_>,
        _would_be_cloned: bool,
        _mapping: &IRMapping,
    ) -> bool {
        dest.parent.has_trait::<AffineScope>() || is_affine_construct(dest.parent)
    }
}
