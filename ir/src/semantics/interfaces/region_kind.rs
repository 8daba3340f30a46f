//! MLIR's `RegionKindInterface`: whether each region of an op is an SSACFG
//! region (values must dominate their uses, blocks form a CFG) or a graph
//! region (one block, uses may come before definitions).
//!
//! [`region_kind`] is the one query the verifier asks. It answers through
//! the interface when the op implements it, and through the
//! `HasOnlyGraphRegion` trait otherwise: that trait is MLIR's shorthand
//! for a model answering `Graph` for every region, and keeping it a trait
//! bit (rather than generating an interface Model for every op listing it)
//! makes the common case one flag test. Unregistered ops have no known
//! kind; the verifier treats them as MLIR does (no dominance enforced in
//! their single-block regions).

use crate::semantics::op::OpView;
use crate::semantics::registry::OpFlags;
use crate::storage::body::Body;
use crate::uniqued::context::Context;
use crate::{Operation, Region};

/// The kind of a region (MLIR's `RegionKind`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RegionKind {
    /// Values dominate their uses; blocks form a control-flow graph.
    SSACFG,
    /// One block whose ops may use values defined after them.
    Graph,
}

/// An op that says what kind each of its regions is.
#[crate::op_interface]
pub trait RegionKindInterface {
    /// The kind of region number `index`.
    fn region_kind(&self, index: usize) -> RegionKind;
}

/// The kind of the op's region number `index`: the interface's answer,
/// `Graph` with `HasOnlyGraphRegion`, `SSACFG` for any other registered
/// op, `None` for an unregistered op.
pub fn region_kind(view: OpView<'_>, index: usize) -> Option<RegionKind> {
    let info = view.info()?;
    if info.has_flags(OpFlags::GRAPH_REGIONS) {
        return Some(RegionKind::Graph);
    }
    Some(match view.cast::<RegionKindInterfaceHandle<'_>>() {
        Some(i) => i.region_kind(index),
        None => RegionKind::SSACFG,
    })
}

/// MLIR's `RegionKindInterface::hasSSADominance(op, index)`: whether the
/// op's region `index` requires SSA dominance (true when the op does not
/// say, as in MLIR).
pub fn has_ssa_dominance(view: OpView<'_>, index: usize) -> bool {
    region_kind(view, index) != Some(RegionKind::Graph)
}

/// Whether `region` of `op` (stored in `body`) may use values before their
/// definitions: a graph region, or a region of an unregistered op (whose
/// kind is unknown, so MLIR does not enforce dominance in it).
pub fn is_graph_region(ctx: &Context, body: &Body, op: Operation, region: Region) -> bool {
    let index = body
        .regions(op)
        .iter()
        .position(|&r| r == region)
        .unwrap_or(0);
    region_kind(OpView::new(ctx, body, op), index).is_none_or(|k| k == RegionKind::Graph)
}
