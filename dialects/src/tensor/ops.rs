//! The tensor ops, with MLIR 22's operands, traits, assembly formats and
//! result-name hints (ODS `TensorOps.td`). Verifiers live in [`super::verify`],
//! folders in [`super::fold`].
//!
//! ODS's `TypesMatchWith` constraints are transforms here ([`ElementOf`],
//! [`SameAs`], [`ElementsOf`]); the type constraints ODS names but the
//! runtime's library does not have ([`NonZeroRankedOrUnrankedTensor`],
//! [`StaticShapeTensor`], [`ShapeTensor`]) are declared beside them with
//! ODS's summaries.

use super::TensorDialect;
use super::fold;
use super::index_list::{parse_dynamic_index_list, print_dynamic_index_list};
use super::reshape::{self, IndexListArrayAttr};
use super::slice;
use super::verify;
use ir::TypeKind;
use ir::prelude::*;
use ir::semantics::constraints::{TypeTransform, TypesTransform};

/// ODS's `AnyNon0RankedOrUnrankedTensor`.
#[derive(Debug, Default)]
pub struct NonZeroRankedOrUnrankedTensor;
impl TypeConstraint for NonZeroRankedOrUnrankedTensor {
    fn matches(ctx: &Context, t: Type) -> bool {
        match t.kind(ctx) {
            TypeKind::UnrankedTensor(_) => true,
            TypeKind::RankedTensor { shape, .. } => !shape.is_empty(),
            _ => false,
        }
    }
    fn summary() -> String {
        "non-0-ranked or unranked tensor".into()
    }
}

/// ODS's `AnyStaticShapeTensor`.
#[derive(Debug, Default)]
pub struct StaticShapeTensor;
impl TypeConstraint for StaticShapeTensor {
    fn matches(ctx: &Context, t: Type) -> bool {
        t.is_tensor(ctx) && t.has_rank(ctx) && t.has_static_shape(ctx)
    }
    fn summary() -> String {
        "statically shaped tensor of any type values".into()
    }
}

/// `tensor.reshape`'s shape: ODS's `TensorRankOf<[AnySignlessInteger, Index], [1]>`.
#[derive(Debug, Default)]
pub struct ShapeTensor;
impl TypeConstraint for ShapeTensor {
    fn matches(ctx: &Context, t: Type) -> bool {
        matches!(t.kind(ctx), TypeKind::RankedTensor { shape, element, .. }
            if shape.len() == 1 && (element.is_signless_integer(ctx) || element.is_index(ctx)))
    }
    fn summary() -> String {
        "1D tensor of signless integer or index values".into()
    }
}

/// ODS's `TypesMatchWith` transform `getElementType()`, with its summary
/// as a const parameter's worth of wording per op.
macro_rules! element_of {
    ($name:ident, $summary:literal) => {
        #[doc = concat!("`TypesMatchWith`: ", $summary, ".")]
        #[derive(Debug)]
        pub struct $name;
        impl TypeTransform for $name {
            const SUMMARY: &'static str = $summary;
            fn apply(ctx: &Context, t: Type) -> Type {
                t.element_type_or_self(ctx)
            }
        }
    };
}
element_of!(ElementOf, "result type matches element type of tensor");
element_of!(ScalarElementOf, "scalar type matches element type of dest");
element_of!(
    SplatElementOf,
    "operand type matches element type of result"
);

/// `TypesMatchWith<"result type matches type of dest", "dest", "result", "$_self">`.
#[derive(Debug)]
pub struct SameAs;
impl TypeTransform for SameAs {
    const SUMMARY: &'static str = "result type matches type of dest";
    fn apply(_ctx: &Context, t: Type) -> Type {
        t
    }
}

/// `tensor.insert_slice`'s `TypesMatchWith` of dest and result.
#[derive(Debug)]
pub struct SameAsDest;
impl TypeTransform for SameAsDest {
    const SUMMARY: &'static str = "expected result type to match dest type";
    fn apply(_ctx: &Context, t: Type) -> Type {
        t
    }
}

/// `from_elements`: one element-type operand per element of the result.
#[derive(Debug)]
pub struct ElementsOf;
impl TypesTransform for ElementsOf {
    const SUMMARY: &'static str = "operand types match result element type";
    fn apply(ctx: &Context, t: Type) -> Vec<Type> {
        element_copies(ctx, t)
    }
}

/// One copy of `t`'s element type per element, for the `from_elements`
/// ops' `TypesMatchWith`. A count past 2^20 (no op has that many
/// operands) is capped one above it, so that the check still fails
/// without allocating the whole list; a dynamic shape gives none.
pub(crate) fn element_copies(ctx: &Context, t: Type) -> Vec<Type> {
    const CAP: usize = 1 << 20;
    let n = match (t.has_static_shape(ctx), t.num_elements(ctx)) {
        (false, _) => 0,
        (true, Some(n)) => (n.max(0) as u64).min(CAP as u64 + 1) as usize,
        (true, None) => CAP + 1,
    };
    vec![t.element_type_or_self(ctx); n]
}

/// Result-name hook functions, one per name (`%extracted`, ...).
macro_rules! result_name {
    ($($f:ident => $name:literal),* $(,)?) => {$(
        #[doc = concat!("Names the result `%", $name, "`.")]
        pub fn $f(_: &Context, _: OpRef<'_>) -> Vec<(usize, String)> {
            vec![(0, $name.into())]
        }
    )*};
}
result_name!(
    cast_name => "cast", dim_name => "dim", extracted_name => "extracted",
    inserted_name => "inserted", from_elements_name => "from_elements",
    generated_name => "generated", splat_name => "splat", rank_name => "rank",
    reshape_name => "reshape", padded_name => "padded",
    extracted_slice_name => "extracted_slice", inserted_slice_name => "inserted_slice",
    collapsed_name => "collapsed", expanded_name => "expanded", concat_name => "concat",
);

/// `tensor.bitcast`: reinterprets the elements of a tensor.
#[op(dialect = TensorDialect, name = "bitcast", summary = "tensor bitcast operation",
     traits = [Pure], verify = verify::verify_bitcast, fold = fold::fold_bitcast,
     canonicalize = super::canonicalize::bitcast_patterns,
     format = "$source attr-dict `:` type($source) `to` type($dest)")]
pub struct BitcastOp {
    /// The tensor.
    #[operand(ty = AnyTensor)]
    source: Value,
    /// The same bits, another element type.
    #[result(ty = AnyTensor)]
    dest: Value,
}

/// `tensor.cast`: changes how much of a tensor's shape is static.
#[op(dialect = TensorDialect, name = "cast", summary = "tensor cast operation",
     traits = [Pure], verify = verify::verify_cast, fold = fold::fold_cast,
     canonicalize = super::canonicalize::cast_patterns, asm_result_names = cast_name,
     format = "$source attr-dict `:` type($source) `to` type($dest)")]
pub struct CastOp {
    /// The tensor.
    #[operand(ty = AnyTensor)]
    source: Value,
    /// The same tensor, with a compatible type.
    #[result(ty = AnyTensor)]
    dest: Value,
}

/// `tensor.dim`: the size of one dimension.
#[op(dialect = TensorDialect, name = "dim", summary = "dimension index operation",
     traits = [NoMemoryEffect, dyn ConditionallySpeculatable], fold = fold::fold_dim,
     canonicalize = super::canon_shape::dim_patterns,
     asm_result_names = dim_name,
     format = "attr-dict $source `,` $index `:` type($source)")]
pub struct DimOp {
    /// The tensor.
    #[operand(ty = NonZeroRankedOrUnrankedTensor)]
    source: Value,
    /// Which dimension.
    #[operand(ty = Index)]
    index: Value,
    /// Its size.
    #[result(ty = Index)]
    result: Value,
}

/// `tensor.empty`: a tensor of a shape, with unspecified contents.
#[op(dialect = TensorDialect, name = "empty", summary = "empty tensor operation",
     traits = [Pure], verify = verify::verify_empty,
     canonicalize = super::canon_shape::empty_patterns,
     format = "`(`$dynamic_sizes`)` attr-dict `:` type($result)")]
pub struct EmptyOp {
    /// One size per dynamic dimension of the result.
    #[operand(variadic, ty = Index)]
    dynamic_sizes: Value,
    /// The tensor.
    #[result(ty = AnyRankedTensor)]
    result: Value,
}

/// `tensor.extract`: one element.
#[op(dialect = TensorDialect, name = "extract", summary = "element extraction operation",
     traits = [Pure, TypesMatchWith<(tensor, result), ElementOf>],
     verify = verify::verify_extract, fold = fold::fold_extract,
     canonicalize = super::canonicalize::extract_patterns,
     asm_result_names = extracted_name,
     format = "$tensor `[` $indices `]` attr-dict `:` type($tensor)")]
pub struct ExtractOp {
    /// The tensor.
    #[operand(ty = AnyRankedTensor)]
    tensor: Value,
    /// One index per dimension.
    #[operand(variadic, ty = Index)]
    indices: Value,
    /// The element.
    #[result]
    result: Value,
}

/// `tensor.from_elements`: a tensor of the given elements, row-major.
#[op(dialect = TensorDialect, name = "from_elements",
     summary = "tensor from elements operation.",
     traits = [Pure, TypesMatchWith<(result, elements), ElementsOf>],
     fold = fold::fold_from_elements, asm_result_names = from_elements_name,
     canonicalize = super::canonicalize::from_elements_patterns,
     format = "$elements attr-dict `:` type($result)")]
pub struct FromElementsOp {
    /// The elements.
    #[operand(variadic)]
    elements: Value,
    /// The tensor.
    #[result(ty = StaticShapeTensor)]
    result: Value,
}

/// `tensor.generate`: a tensor whose elements a region yields.
#[op(dialect = TensorDialect, name = "generate",
     summary = "Creates a dynamically sized tensor from elements",
     traits = [RecursiveMemoryEffects, SingleBlockImplicitTerminator<YieldOp<'static>>],
     verify = verify::verify_generate, verify_region = verify::verify_generate_region,
     canonicalize = super::canon_shape::generate_patterns,
     asm_result_names = generated_name,
     format = "$dynamic_extents $body attr-dict `:` type($result)")]
pub struct GenerateOp {
    /// One size per dynamic dimension of the result.
    #[operand(variadic, ty = Index)]
    dynamic_extents: Value,
    /// The tensor.
    #[result(ty = AnyRankedTensor)]
    result: Value,
    /// Takes one index per dimension, yields the element there.
    #[region]
    body: Region,
}

/// `tensor.insert`: a copy of a tensor with one element replaced.
#[op(dialect = TensorDialect, name = "insert", summary = "element insertion operation",
     traits = [Pure, TypesMatchWith<(dest, result), SameAs>,
               TypesMatchWith<(dest, scalar), ScalarElementOf>, dyn DestinationStyleOpInterface],
     verify = verify::verify_insert, fold = fold::fold_insert,
     asm_result_names = inserted_name,
     format = "$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)")]
pub struct InsertOp {
    /// The new element.
    #[operand]
    scalar: Value,
    /// The tensor.
    #[operand(ty = AnyRankedTensor)]
    dest: Value,
    /// One index per dimension.
    #[operand(variadic, ty = Index)]
    indices: Value,
    /// The updated tensor.
    #[result(ty = AnyRankedTensor)]
    result: Value,
}

/// `tensor.rank`: the rank of a tensor.
#[op(dialect = TensorDialect, name = "rank", summary = "rank operation",
     traits = [Pure], fold = fold::fold_rank, asm_result_names = rank_name,
     format = "$tensor attr-dict `:` type($tensor)")]
pub struct RankOp {
    /// The tensor.
    #[operand(ty = AnyTensor)]
    tensor: Value,
    /// Its rank.
    #[result(ty = Index)]
    result: Value,
}

/// `tensor.reshape`: the same elements in the shape a tensor holds.
#[op(dialect = TensorDialect, name = "reshape", summary = "tensor reshape operation",
     traits = [Pure], verify = verify::verify_reshape, fold_mut = fold::fold_reshape_in_place,
     asm_result_names = reshape_name,
     format = "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)")]
pub struct ReshapeOp {
    /// The tensor.
    #[operand(ty = AnyTensor)]
    source: Value,
    /// The new shape.
    #[operand(ty = ShapeTensor)]
    shape: Value,
    /// The reshaped tensor.
    #[result(ty = AnyTensor)]
    result: Value,
}

/// `tensor.splat`: a tensor with every element the same.
#[op(dialect = TensorDialect, name = "splat", summary = "tensor splat or broadcast operation",
     traits = [Pure, TypesMatchWith<(aggregate, input), SplatElementOf>],
     verify = verify::verify_splat, fold = fold::fold_splat,
     asm_result_names = splat_name,
     format = "$input (`[` $dynamic_sizes^ `]`)? attr-dict `:` type($aggregate)")]
pub struct SplatOp {
    /// The element.
    #[operand]
    input: Value,
    /// One size per dynamic dimension of the result.
    #[operand(variadic, ty = Index)]
    dynamic_sizes: Value,
    /// The tensor.
    #[result(ty = AnyRankedTensor)]
    aggregate: Value,
}

/// `tensor.pad`: a tensor grown by a border whose elements a region yields.
#[op(dialect = TensorDialect, name = "pad", summary = "tensor pad operation",
     traits = [AttrSizedOperandSegments, Pure,
               SingleBlockImplicitTerminator<YieldOp<'static>>],
     verify = verify::verify_pad, verify_region = verify::verify_pad_region, fold = fold::fold_pad,
     canonicalize = super::canon_pad::pad_patterns,
     asm_result_names = padded_name,
     format = "$source (`nofold` $nofold^)? `low` `` custom<DynamicIndexList>($low, $static_low) `high` `` custom<DynamicIndexList>($high, $static_high) $region attr-dict `:` type($source) `to` type($result)")]
pub struct PadOp {
    /// The tensor.
    #[operand(ty = AnyRankedTensor)]
    source: Value,
    /// The dynamic entries of the low padding.
    #[operand(variadic, ty = Index)]
    low: Value,
    /// The dynamic entries of the high padding.
    #[operand(variadic, ty = Index)]
    high: Value,
    /// The low padding per dimension (`kDynamic` where a value stands).
    #[attr]
    static_low: DenseI64ArrayAttr,
    /// The high padding per dimension.
    #[attr]
    static_high: DenseI64ArrayAttr,
    /// Keep the op even when it pads nothing.
    #[attr(optional)]
    nofold: UnitAttr,
    /// The padded tensor.
    #[result(ty = AnyRankedTensor)]
    result: Value,
    /// Takes one index per dimension, yields the padding value there.
    #[region]
    region: Region,
}

/// `tensor.yield`: the element of a `tensor.generate` or `tensor.pad` body.
#[op(dialect = TensorDialect, name = "yield", summary = "Yield a value from a region",
     traits = [Pure, ReturnLike, IsTerminator, ParentOneOf<(GenerateOp<'static>, PadOp<'static>)>],
     format = "$value attr-dict `:` type($value)")]
pub struct YieldOp {
    /// The element.
    #[operand]
    value: Value,
}

/// `tensor.extract_slice`: a strided slice of a tensor.
#[op(dialect = TensorDialect, name = "extract_slice", summary = "extract slice operation",
     traits = [AttrSizedOperandSegments, Pure],
     verify = slice::verify_extract_slice, fold = slice::fold_extract_slice,
     canonicalize = super::canon_slice::extract_slice_patterns,
     asm_result_names = extracted_slice_name,
     format = "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)")]
pub struct ExtractSliceOp {
    /// The tensor.
    #[operand(ty = AnyRankedTensor)]
    source: Value,
    /// Dynamic offsets.
    #[operand(variadic, ty = Index)]
    offsets: Value,
    /// Dynamic sizes.
    #[operand(variadic, ty = Index)]
    sizes: Value,
    /// Dynamic strides.
    #[operand(variadic, ty = Index)]
    strides: Value,
    /// Offsets per dimension (`kDynamic` where a value stands).
    #[attr]
    static_offsets: DenseI64ArrayAttr,
    /// Sizes per dimension.
    #[attr]
    static_sizes: DenseI64ArrayAttr,
    /// Strides per dimension.
    #[attr]
    static_strides: DenseI64ArrayAttr,
    /// The slice.
    #[result(ty = AnyRankedTensor)]
    result: Value,
}

/// `tensor.insert_slice`: a copy of a tensor with a strided slice replaced.
#[op(dialect = TensorDialect, name = "insert_slice", summary = "insert_slice operation",
     traits = [AttrSizedOperandSegments, Pure, TypesMatchWith<(dest, result), SameAsDest>,
               dyn DestinationStyleOpInterface],
     verify = slice::verify_insert_slice, fold = slice::fold_insert_slice,
     canonicalize = super::canon_slice::insert_slice_patterns,
     asm_result_names = inserted_slice_name,
     format = "$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `into` type($dest)")]
pub struct InsertSliceOp {
    /// The slice.
    #[operand(ty = AnyRankedTensor)]
    source: Value,
    /// The tensor.
    #[operand(ty = AnyRankedTensor)]
    dest: Value,
    /// Dynamic offsets.
    #[operand(variadic, ty = Index)]
    offsets: Value,
    /// Dynamic sizes.
    #[operand(variadic, ty = Index)]
    sizes: Value,
    /// Dynamic strides.
    #[operand(variadic, ty = Index)]
    strides: Value,
    /// Offsets per dimension (`kDynamic` where a value stands).
    #[attr]
    static_offsets: DenseI64ArrayAttr,
    /// Sizes per dimension.
    #[attr]
    static_sizes: DenseI64ArrayAttr,
    /// Strides per dimension.
    #[attr]
    static_strides: DenseI64ArrayAttr,
    /// The updated tensor.
    #[result(ty = AnyRankedTensor)]
    result: Value,
}

/// `tensor.collapse_shape`: merges groups of consecutive dimensions.
#[op(dialect = TensorDialect, name = "collapse_shape",
     summary = "operation to produce a tensor with a smaller rank",
     traits = [Pure], verify = reshape::verify_collapse_shape,
     fold = reshape::fold_collapse_shape, asm_result_names = collapsed_name,
     canonicalize = super::canon_reshape::collapse_shape_patterns,
     format = "$src $reassociation attr-dict `:` type($src) `into` type($result)")]
pub struct CollapseShapeOp {
    /// The tensor.
    #[operand(ty = AnyTensor)]
    src: Value,
    /// The groups of source dimensions, one per result dimension.
    #[attr]
    reassociation: IndexListArrayAttr,
    /// The collapsed tensor.
    #[result(ty = AnyTensor)]
    result: Value,
}

/// `tensor.expand_shape`: splits dimensions into groups.
#[op(dialect = TensorDialect, name = "expand_shape",
     summary = "operation to produce a tensor with a higher rank",
     traits = [Pure], verify = reshape::verify_expand_shape,
     fold = reshape::fold_expand_shape, asm_result_names = expanded_name,
     canonicalize = super::canon_reshape::expand_shape_patterns,
     format = "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)")]
pub struct ExpandShapeOp {
    /// The tensor.
    #[operand(ty = AnyTensor)]
    src: Value,
    /// The groups of result dimensions, one per source dimension.
    #[attr]
    reassociation: IndexListArrayAttr,
    /// The dynamic sizes of the result.
    #[operand(variadic, ty = Index)]
    output_shape: Value,
    /// The result's sizes (`kDynamic` where a value stands).
    #[attr]
    static_output_shape: DenseI64ArrayAttr,
    /// The expanded tensor.
    #[result(ty = AnyTensor)]
    result: Value,
}

/// `tensor.concat`: tensors joined along one dimension.
#[op(dialect = TensorDialect, name = "concat", summary = "tensor concatenation operation",
     traits = [Pure], verify = reshape::verify_concat, fold = reshape::fold_concat,
     canonicalize = super::canonicalize::concat_patterns,
     asm_result_names = concat_name,
     format = "`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)")]
pub struct ConcatOp {
    /// The dimension joined along.
    #[attr]
    dim: I64Attr,
    /// The tensors.
    #[operand(variadic, ty = AnyRankedTensor)]
    inputs: Value,
    /// The joined tensor.
    #[result(ty = AnyRankedTensor)]
    result: Value,
}

/// `tensor.insert` writes into its destination, operand 1.
impl DestinationStyleOpInterface for InsertOp<'_> {
    fn dps_init_operands(&self) -> core::ops::Range<usize> {
        1..2
    }
}

/// `tensor.insert_slice` writes into its destination, operand 1.
impl DestinationStyleOpInterface for InsertSliceOp<'_> {
    fn dps_init_operands(&self) -> core::ops::Range<usize> {
        1..2
    }
}
