//! The memref ops, with MLIR 22's traits, formats and effects (ODS
//! `MemRefOps.td`). Effects on values are declared on the fields, as ODS's
//! `Arg<..., [MemRead]>` does: `alloca` allocates on the stack of the
//! enclosing `AutomaticAllocationScope`, `alloc` on the default resource.

use super::MemRefDialect;
use super::constraints::*;
use super::syntax::{self, *};
use super::{fold, verify};
use ir::prelude::*;
use ir::semantics::interfaces::side_effects::AutomaticAllocationScopeResource;

/// The element type of a memref (ODS's `TypesMatchWith` of `memref.load`).
#[derive(Debug)]
pub struct LoadedType;
impl TypeTransform for LoadedType {
    const SUMMARY: &'static str = "result type matches element type of 'memref'";
    fn apply(ctx: &Context, memref: Type) -> Type {
        memref.element_type(ctx).unwrap_or(memref)
    }
}

/// The element type of a memref (ODS's `TypesMatchWith` of `memref.store`).
#[derive(Debug)]
pub struct StoredType;
impl TypeTransform for StoredType {
    const SUMMARY: &'static str = "type of 'value' matches element type of 'memref'";
    fn apply(ctx: &Context, memref: Type) -> Type {
        LoadedType::apply(ctx, memref)
    }
}

macro_rules! alloc_like {
    ($(#[$m:meta])* $id:ident, $name:literal, $resource:ty, $verify:path, $names:path, $canon:path,
     $summary:literal) => {
        $(#[$m])*
        #[op(dialect = MemRefDialect, name = $name, summary = $summary,
             traits = [AttrSizedOperandSegments],
             verify = $verify, asm_result_names = $names, canonicalize = $canon,
             format = "`(`$dynamic_sizes`)` `` custom<SymbolOperands>($symbol_operands) attr-dict `:` type($memref)")]
        pub struct $id {
            /// One size per dynamic dimension of the result.
            #[operand(variadic, ty = Index)]
            dynamic_sizes: Value,
            /// The values of the layout map's symbols.
            #[operand(variadic, ty = Index)]
            symbol_operands: Value,
            /// The byte alignment, a positive power of two.
            #[attr(optional, constraint = PositivePowerOf2)]
            alignment: I64Attr,
            /// The new buffer.
            #[result(ty = RankedMemRef, effects = [MemAlloc<$resource>])]
            memref: Value,
        }
    };
}

alloc_like!(
    /// `memref.alloc(%d)[%s] : memref<...>`: allocates a buffer on the heap.
    AllocOp, "alloc", ir::semantics::interfaces::side_effects::DefaultResource,
    verify::verify_alloc, syntax::alloc_names, super::canonicalize::alloc_patterns,
    "memory allocation operation"
);
alloc_like!(
    /// `memref.alloca(%d)[%s] : memref<...>`: allocates a buffer freed when
    /// the enclosing `AutomaticAllocationScope` op exits.
    AllocaOp, "alloca", AutomaticAllocationScopeResource,
    verify::verify_alloca, syntax::alloca_names, super::canonicalize::alloca_patterns,
    "stack memory allocation operation"
);

/// `memref.dealloc %m : memref<...>`: frees a buffer made by `alloc`.
#[op(dialect = MemRefDialect, name = "dealloc", summary = "memory deallocation operation",
     traits = [MemRefsNormalizable], fold_mut = fold::fold_operands_of_casts,
     format = "$memref attr-dict `:` type($memref)")]
pub struct DeallocOp {
    /// The buffer.
    #[operand(ty = AnyRankedOrUnrankedMemRef, effects = [MemFree])]
    memref: Value,
}

/// `memref.load %m[%i, %j] : memref<...>`: reads one element.
#[op(dialect = MemRefDialect, name = "load", summary = "load operation",
     traits = [TypesMatchWith<(memref, result), LoadedType>, MemRefsNormalizable],
     verify = verify::verify_load, fold_mut = fold::fold_operands_of_casts,
     format = "$memref `[` $indices `]` attr-dict `:` type($memref)")]
pub struct LoadOp {
    /// The buffer read.
    #[operand(ty = RankedMemRef, effects = [MemRead])]
    memref: Value,
    /// One index per dimension.
    #[operand(variadic, ty = Index)]
    indices: Value,
    /// Whether the value is not expected to be reused in the cache
    /// (ODS's `DefaultValuedOptionalAttr<BoolAttr, "false">`: absent
    /// unless written, which `optional` says; `default` would add it).
    #[attr(optional)]
    nontemporal: BoolAttr,
    /// The byte alignment of the access, a positive power of two.
    #[attr(optional, constraint = PositivePowerOf2)]
    alignment: I64Attr,
    /// The element read.
    #[result]
    result: Value,
}

/// `memref.store %v, %m[%i, %j] : memref<...>`: writes one element.
#[op(dialect = MemRefDialect, name = "store", summary = "store operation",
     traits = [TypesMatchWith<(memref, value), StoredType>, MemRefsNormalizable],
     verify = verify::verify_store, fold_mut = fold::fold_store_in_place,
     format = "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)")]
pub struct StoreOp {
    /// The element written.
    #[operand]
    value: Value,
    /// The buffer written.
    #[operand(ty = RankedMemRef, effects = [MemWrite])]
    memref: Value,
    /// One index per dimension.
    #[operand(variadic, ty = Index)]
    indices: Value,
    /// Whether the value is not expected to be reused in the cache
    /// (ODS's `DefaultValuedOptionalAttr<BoolAttr, "false">`: absent
    /// unless written, which `optional` says; `default` would add it).
    #[attr(optional)]
    nontemporal: BoolAttr,
    /// The byte alignment of the access, a positive power of two.
    #[attr(optional, constraint = PositivePowerOf2)]
    alignment: I64Attr,
}

/// `memref.copy %a, %b : memref<...> to memref<...>`: copies every element.
#[op(dialect = MemRefDialect, name = "copy",
     traits = [SameOperandsElementType, SameOperandsShape],
     fold_mut = fold::fold_copy_in_place, canonicalize = super::canonicalize::copy_patterns,
     format = "$source `,` $target attr-dict `:` type($source) `to` type($target)")]
pub struct CopyOp {
    /// The memref to copy from.
    #[operand(ty = AnyRankedOrUnrankedMemRef, effects = [MemRead])]
    source: Value,
    /// The memref to copy to.
    #[operand(ty = AnyRankedOrUnrankedMemRef, effects = [MemWrite])]
    target: Value,
}

/// `memref.cast %m : memref<4xf32> to memref<?xf32>`: the same buffer at
/// a compatible type.
#[op(dialect = MemRefDialect, name = "cast", summary = "memref cast operation",
     traits = [MemRefsNormalizable, Pure, SameOperandsAndResultShape, ViewLikeOpInterface,
               fold::CastIdentityFold],
     invariants = verify::verify_cast, asm_result_names = syntax::cast_names,
     fold_mut = fold::fold_operands_of_casts,
     format = "$source attr-dict `:` type($source) `to` type($dest)")]
pub struct CastOp {
    /// The memref cast.
    #[operand(ty = AnyRankedOrUnrankedMemRef)]
    source: Value,
    /// The same buffer at the new type.
    #[result(ty = AnyRankedOrUnrankedMemRef)]
    dest: Value,
}

/// `memref.dim %m, %i : memref<...>`: the size of one dimension.
#[op(dialect = MemRefDialect, name = "dim", summary = "dimension index operation",
     traits = [MemRefsNormalizable, NoMemoryEffect, dyn ConditionallySpeculatable],
     fold_mut = fold::fold_dim, canonicalize = super::canonicalize::dim_patterns, asm_result_names = syntax::dim_names,
     format = "attr-dict $source `,` $index `:` type($source)")]
pub struct DimOp {
    /// The memref.
    #[operand(ty = AnyNon0RankedOrUnrankedMemRef)]
    source: Value,
    /// The dimension.
    #[operand(ty = Index)]
    index: Value,
    /// Its size.
    #[result(ty = Index)]
    result: Value,
}

/// `memref.rank %m : memref<...>`: the rank, for unranked memrefs.
#[op(dialect = MemRefDialect, name = "rank", summary = "rank operation",
     traits = [Pure], fold = fold::fold_rank,
     format = "$memref attr-dict `:` type($memref)")]
pub struct RankOp {
    /// The memref.
    #[operand(ty = AnyRankedOrUnrankedMemRef)]
    memref: Value,
    /// Its rank.
    #[result(ty = Index)]
    result: Value,
}

/// `memref.reshape %m(%shape) : (memref<4x1xf32>, memref<1xi32>) ->
/// memref<4xf32>`: the same buffer in the shape a 1-D memref holds (ranked
/// when the shape's length is static, unranked otherwise). ODS makes it
/// `Pure` yet reads its shape (`Arg<..., [MemRead]>`), and MLIR's effects
/// of it are that read; so it is listed here as `AlwaysSpeculatable`
/// with the read on the field.
#[op(dialect = MemRefDialect, name = "reshape", summary = "memref reshape operation",
     traits = [AlwaysSpeculatable, ViewLikeOpInterface],
     verify = verify::verify_reshape, asm_result_names = syntax::reshape_names,
     format = "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)")]
pub struct ReshapeOp {
    /// The memref reshaped.
    #[operand(ty = AnyRankedOrUnrankedMemRef)]
    source: Value,
    /// The new sizes, one per result dimension.
    #[operand(ty = IntOrIndexMemref1D, effects = [MemRead])]
    shape: Value,
    /// The same buffer in the new shape.
    #[result(ty = AnyRankedOrUnrankedMemRef)]
    result: Value,
}

/// `memref.view %buf[%shift][%d] : memref<2048xi8> to memref<?x4xf32>`:
/// a contiguous memref over a flat byte buffer.
#[op(dialect = MemRefDialect, name = "view", summary = "memref view operation",
     traits = [ViewLikeOpInterface, Pure],
     verify = verify::verify_view, canonicalize = super::canon_view::view_patterns,
     asm_result_names = syntax::view_names,
     format = "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)")]
pub struct ViewOp {
    /// The byte buffer.
    #[operand(ty = ByteBuffer1D)]
    source: Value,
    /// The offset in bytes.
    #[operand(ty = Index)]
    byte_shift: Value,
    /// One size per dynamic dimension of the result.
    #[operand(variadic, ty = Index)]
    sizes: Value,
    /// The view.
    #[result(ty = RankedMemRef)]
    result: Value,
}

/// An op with MLIR's `OffsetSizeAndStrideOpInterface` operands: a source,
/// dynamic offsets, sizes and strides, their static lists (`DYNAMIC`
/// where the next dynamic value goes), and one result. `subview` and
/// `reinterpret_cast` differ in their options and constraints only.
macro_rules! offset_size_stride_op {
    ($(#[$m:meta])* $id:ident, $name:literal, $summary:literal, [$($opts:tt)*],
     $source:ty, $result:ty, $per:literal) => {
        $(#[$m])*
        #[op(dialect = MemRefDialect, name = $name, summary = $summary, $($opts)*)]
        pub struct $id {
            /// The memref viewed.
            #[operand(ty = $source)]
            source: Value,
            /// The dynamic offsets.
            #[operand(variadic, ty = Index)]
            offsets: Value,
            /// The dynamic sizes.
            #[operand(variadic, ty = Index)]
            sizes: Value,
            /// The dynamic strides.
            #[operand(variadic, ty = Index)]
            strides: Value,
            #[doc = concat!("The offsets, ", $per, ".")]
            #[attr]
            static_offsets: DenseI64ArrayAttr,
            #[doc = concat!("The sizes, ", $per, ".")]
            #[attr]
            static_sizes: DenseI64ArrayAttr,
            #[doc = concat!("The strides, ", $per, ".")]
            #[attr]
            static_strides: DenseI64ArrayAttr,
            /// The view.
            #[result(ty = $result)]
            result: Value,
        }
    };
}

offset_size_stride_op!(
    /// `memref.subview %m[%o, 4] [2, %s] [1, 1] : A to B`: a strided window
    /// of a memref, possibly dropping unit dimensions.
    SubViewOp, "subview", "memref subview operation",
    [traits = [AttrSizedOperandSegments, ViewLikeOpInterface, Pure],
     verify = verify::verify_subview, fold = fold::fold_subview,
     canonicalize = super::canon_view::subview_patterns,
     asm_result_names = syntax::subview_names,
     format = "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)"],
    RankedMemRef, RankedMemRef, "one per source dimension"
);

offset_size_stride_op!(
    /// `memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1]
    /// : A to B`: the buffer of `%m` with new sizes, strides and offset.
    ReinterpretCastOp, "reinterpret_cast", "memref reinterpret cast operation",
    [traits = [AttrSizedOperandSegments, MemRefsNormalizable, Pure, ViewLikeOpInterface],
     verify = verify::verify_reinterpret_cast, fold_mut = fold::fold_reinterpret_cast,
     canonicalize = super::canon_view::reinterpret_cast_patterns,
     asm_result_names = syntax::reinterpret_cast_names,
     format = "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) `` `,` `sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes) `` `,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)"],
    AnyRankedOrUnrankedMemRef, AnyStridedMemRef, "one offset, one size and one stride per result dimension"
);

/// `memref.extract_strided_metadata %m : A -> memref<T>, index, ...`: the
/// base buffer, offset, sizes and strides of a strided memref.
#[op(dialect = MemRefDialect, name = "extract_strided_metadata",
     summary = "Extracts a buffer base with offset and strides",
     traits = [Pure, SameVariadicResultSize, ViewLikeOpInterface],
     infer_result_types = fold::infer_strided_metadata,
     fold_mut = fold::fold_extract_strided_metadata,
     asm_result_names = syntax::strided_metadata_names,
     format = "$source `:` type($source) `->` type(results) attr-dict")]
pub struct ExtractStridedMetadataOp {
    /// The memref.
    #[operand(ty = AnyStridedMemRef)]
    source: Value,
    /// Its buffer as a rank-0 memref.
    #[result(ty = AnyStridedMemRefOfRank0)]
    base_buffer: Value,
    /// The offset.
    #[result(ty = Index)]
    offset: Value,
    /// One size per dimension.
    #[result(variadic, ty = Index)]
    sizes: Value,
    /// One stride per dimension.
    #[result(variadic, ty = Index)]
    strides: Value,
}

/// `memref.global "private" constant @x : memref<2xf32> = dense<...>`: a
/// statically allocated buffer, declared or defined.
#[op(dialect = MemRefDialect, name = "global",
     summary = "declare or define a global memref variable",
     traits = [Symbol], verify = verify::verify_global,
     format = "custom<GlobalHead>($sym_visibility, $constant, $sym_name) `:` custom<GlobalMemrefOpTypeAndInitialValue>($ty, $initial_value) attr-dict")]
pub struct GlobalOp {
    /// The symbol name.
    #[attr]
    sym_name: StringAttr,
    /// `"private"`, `"nested"` or `"public"` (the default).
    #[attr(optional)]
    sym_visibility: StringAttr,
    /// The memref type of the variable, statically shaped.
    #[attr(name = "type", accessor = "global_type")]
    ty: TypeAttr,
    /// An elements attribute, or unit for an uninitialized definition;
    /// absent for a declaration.
    #[attr(optional)]
    initial_value: Attribute,
    /// Whether writing the variable is undefined.
    #[attr(optional)]
    constant: UnitAttr,
    /// The byte alignment, a positive power of two.
    #[attr(optional, constraint = PositivePowerOf2)]
    alignment: I64Attr,
}

/// `memref.get_global @x : memref<2xf32>`: the memref of a global.
#[op(dialect = MemRefDialect, name = "get_global",
     summary = "get the memref pointing to a global variable",
     traits = [Pure, SymbolUserOpInterface],
     format = "$name `:` type($result) attr-dict")]
pub struct GetGlobalOp {
    /// The global.
    #[attr]
    name: FlatSymbolRefAttr,
    /// Its memref.
    #[result(ty = AnyStaticShapeMemRef)]
    result: Value,
}

/// `memref.assume_alignment %m, 16 : memref<...>`: the same buffer,
/// assumed aligned to a power of two.
#[op(dialect = MemRefDialect, name = "assume_alignment",
     summary = "assumption that gives alignment information to the input memref",
     traits = [Pure, ViewLikeOpInterface, SameOperandsAndResultType],
     verify = verify::verify_assume_alignment, fold = fold::fold_assume_alignment,
     asm_result_names = syntax::assume_alignment_names,
     format = "$memref `,` $alignment attr-dict `:` type($memref)")]
pub struct AssumeAlignmentOp {
    /// The memref.
    #[operand(ty = RankedMemRef)]
    memref: Value,
    /// The alignment in bytes.
    #[attr(constraint = IntPositive)]
    alignment: I32Attr,
    /// The same memref.
    #[result(ty = RankedMemRef)]
    result: Value,
}

/// `memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>`: the
/// same buffer in another memory space.
#[op(dialect = MemRefDialect, name = "memory_space_cast",
     summary = "memref memory space cast operation",
     traits = [MemRefsNormalizable, Pure, SameOperandsAndResultElementType,
               SameOperandsAndResultShape, ViewLikeOpInterface, fold::CastIdentityFold],
     invariants = verify::verify_memory_space_cast,
     fold_mut = fold::fold_memory_space_cast_in_place,
     asm_result_names = syntax::memory_space_cast_names,
     format = "$source attr-dict `:` type($source) `to` type($dest)")]
pub struct MemorySpaceCastOp {
    /// The memref cast.
    #[operand(ty = AnyRankedOrUnrankedMemRef)]
    source: Value,
    /// The same buffer in the new memory space.
    #[result(ty = AnyRankedOrUnrankedMemRef)]
    dest: Value,
}

/// `memref.extract_aligned_pointer_as_index %m : memref<...> -> index`.
#[op(dialect = MemRefDialect, name = "extract_aligned_pointer_as_index",
     summary = "Extracts a memref's underlying aligned pointer as an index",
     traits = [Pure, SameVariadicResultSize],
     asm_result_names = syntax::intptr_names,
     format = "$source `:` type($source) `->` type(results) attr-dict")]
pub struct ExtractAlignedPointerAsIndexOp {
    /// The memref.
    #[operand(ty = AnyRankedOrUnrankedMemRef)]
    source: Value,
    /// Its aligned pointer.
    #[result(ty = Index)]
    aligned_pointer: Value,
}

/// `memref.realloc %m(%d) : memref<?xf32> to memref<?xf32>`: a 1-D buffer
/// resized, possibly moved.
#[op(dialect = MemRefDialect, name = "realloc", summary = "memory reallocation operation",
     verify = verify::verify_realloc, canonicalize = super::canonicalize::realloc_patterns,
     format = "$source (`(` $dynamic_result_size^ `)`)? attr-dict `:` type($source) `to` type(results)")]
pub struct ReallocOp {
    /// The buffer, freed.
    #[operand(ty = Memref1D, effects = [MemFree])]
    source: Value,
    /// The new size, when the result is dynamic.
    #[operand(optional, ty = Index)]
    dynamic_result_size: Value,
    /// The byte alignment.
    #[attr(optional, constraint = IntMinValue<0>)]
    alignment: I64Attr,
    /// The new buffer.
    #[result(ty = Memref1D, effects = [MemAlloc])]
    result: Value,
}
