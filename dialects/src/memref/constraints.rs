//! The memref type constraints of ODS's `MemRefBase.td` and `CommonTypeConstraints.td`
//! that the ops use, with MLIR 22's summaries (the text after "must be"
//! in `operand #0 must be ...`), and the `alignment` attribute
//! constraint (`IntPositive` and `IntPowerOf2`).
//!
//! They are user constraints of this module rather than additions to
//! `ir`'s library: only the memref dialect names them.

use ir::prelude::*;
use ir::semantics::constraints::{AttrConstraint, TypeConstraint};

fn is_ranked(ctx: &Context, t: Type) -> bool {
    matches!(t.kind(ctx), ir::TypeKind::MemRef { .. })
}

fn is_unranked(ctx: &Context, t: Type) -> bool {
    matches!(t.kind(ctx), ir::TypeKind::UnrankedMemRef { .. })
}

/// `AnyRankedOrUnrankedMemRef`: a memref, ranked or not (read as
/// `BaseMemRefType`, a class without a name: a format reports another
/// type as `invalid kind of type specified`).
#[derive(Debug)]
pub struct AnyRankedOrUnrankedMemRef;
impl TypeConstraint for AnyRankedOrUnrankedMemRef {
    fn matches(ctx: &Context, t: Type) -> bool {
        is_ranked(ctx, t) || is_unranked(ctx, t)
    }
    fn summary() -> String {
        "ranked or unranked memref of any type values".into()
    }
    const KIND: Option<&'static str> = Some("");
    fn of_kind(ctx: &Context, t: Type) -> bool {
        Self::matches(ctx, t)
    }
}

/// `AnyMemRef` as a format reads it: a `builtin.memref`.
#[derive(Debug)]
pub struct RankedMemRef;
impl TypeConstraint for RankedMemRef {
    fn matches(ctx: &Context, t: Type) -> bool {
        is_ranked(ctx, t)
    }
    fn summary() -> String {
        "memref of any type values".into()
    }
    const KIND: Option<&'static str> = Some("builtin.memref");
    fn of_kind(ctx: &Context, t: Type) -> bool {
        is_ranked(ctx, t)
    }
}

/// `AnyNon0RankedOrUnrankedMemRef`: an unranked memref or a ranked one
/// of rank at least 1 (`memref.dim`'s source).
#[derive(Debug)]
pub struct AnyNon0RankedOrUnrankedMemRef;
impl TypeConstraint for AnyNon0RankedOrUnrankedMemRef {
    fn matches(ctx: &Context, t: Type) -> bool {
        is_unranked(ctx, t) || (is_ranked(ctx, t) && t.rank(ctx) != Some(0))
    }
    fn summary() -> String {
        "unranked.memref of any type values or non-0-ranked.memref of any type values".into()
    }
    const KIND: Option<&'static str> = Some("");
    fn of_kind(ctx: &Context, t: Type) -> bool {
        is_ranked(ctx, t) || is_unranked(ctx, t)
    }
}

/// `AnyStaticShapeMemRef`: a ranked memref without dynamic sizes.
#[derive(Debug)]
pub struct AnyStaticShapeMemRef;
impl TypeConstraint for AnyStaticShapeMemRef {
    fn matches(ctx: &Context, t: Type) -> bool {
        is_ranked(ctx, t) && t.has_static_shape(ctx)
    }
    fn summary() -> String {
        "statically shaped memref of any type values".into()
    }
    const KIND: Option<&'static str> = Some("builtin.memref");
    fn of_kind(ctx: &Context, t: Type) -> bool {
        is_ranked(ctx, t)
    }
}

/// `AnyStridedMemRef`: a ranked memref with a strided layout.
#[derive(Debug)]
pub struct AnyStridedMemRef;
impl TypeConstraint for AnyStridedMemRef {
    fn matches(ctx: &Context, t: Type) -> bool {
        t.is_strided_memref(ctx)
    }
    fn summary() -> String {
        "strided memref of any type values".into()
    }
    const KIND: Option<&'static str> = Some("builtin.memref");
    fn of_kind(ctx: &Context, t: Type) -> bool {
        is_ranked(ctx, t)
    }
}

/// `AnyStridedMemRefOfRank<0>`: a strided memref of rank 0.
#[derive(Debug)]
pub struct AnyStridedMemRefOfRank0;
impl TypeConstraint for AnyStridedMemRefOfRank0 {
    fn matches(ctx: &Context, t: Type) -> bool {
        t.is_strided_memref(ctx) && t.rank(ctx) == Some(0)
    }
    fn summary() -> String {
        "strided memref of any type values of rank 0".into()
    }
    const KIND: Option<&'static str> = Some("builtin.memref");
    fn of_kind(ctx: &Context, t: Type) -> bool {
        is_ranked(ctx, t)
    }
}

/// `MemRefRankOf<[I8], [1]>`: `memref.view`'s flat byte buffer.
#[derive(Debug)]
pub struct ByteBuffer1D;
impl TypeConstraint for ByteBuffer1D {
    fn matches(ctx: &Context, t: Type) -> bool {
        is_ranked(ctx, t)
            && t.rank(ctx) == Some(1)
            && t.element_type(ctx)
                .is_some_and(|e| e.is_integer_of_width(ctx, 8) && e.is_signless_integer(ctx))
    }
    fn summary() -> String {
        "1D memref of 8-bit signless integer values".into()
    }
    const KIND: Option<&'static str> = Some("builtin.memref");
    fn of_kind(ctx: &Context, t: Type) -> bool {
        is_ranked(ctx, t)
    }
}

/// ODS's `AllAttrOf<[IntPositive, IntPowerOf2]>` on an `alignment`.
#[derive(Debug)]
pub struct PositivePowerOf2;
impl AttrConstraint for PositivePowerOf2 {
    fn matches(ctx: &Context, a: Attribute) -> bool {
        a.as_i64(ctx).is_some_and(|v| v > 0 && (v & (v - 1)) == 0)
    }
    fn summary() -> String {
        "whose value is positive and whose value is a power of two > 0".into()
    }
}

/// `MemRefRankOf<[AnyType], [1]>`: `memref.realloc`'s buffers.
#[derive(Debug)]
pub struct Memref1D;
impl TypeConstraint for Memref1D {
    fn matches(ctx: &Context, t: Type) -> bool {
        is_ranked(ctx, t) && t.rank(ctx) == Some(1)
    }
    fn summary() -> String {
        "1D memref of any type values".into()
    }
    const KIND: Option<&'static str> = Some("builtin.memref");
    fn of_kind(ctx: &Context, t: Type) -> bool {
        is_ranked(ctx, t)
    }
}

/// `MemRefRankOf<[AnySignlessInteger, Index], [1]>`: `memref.reshape`'s
/// shape operand.
#[derive(Debug)]
pub struct IntOrIndexMemref1D;
impl TypeConstraint for IntOrIndexMemref1D {
    fn matches(ctx: &Context, t: Type) -> bool {
        Memref1D::matches(ctx, t)
            && t.element_type(ctx)
                .is_some_and(|e| e.is_index(ctx) || e.is_signless_integer(ctx))
    }
    fn summary() -> String {
        "1D memref of signless integer or index values".into()
    }
    const KIND: Option<&'static str> = Some("builtin.memref");
    fn of_kind(ctx: &Context, t: Type) -> bool {
        is_ranked(ctx, t)
    }
}
