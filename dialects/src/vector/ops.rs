//! The vector ops, with MLIR 22's operands, traits and assembly formats
//! (ODS `VectorOps.td`). Verifiers live in [`super::verify`], folders in
//! [`super::fold`].
//!
//! ODS's element-type `PredOpTrait`s (`operand and result have same
//! element type`) compare the element types of a vector and a value that
//! may be a scalar or a vector, which no runtime multi-entity constraint
//! says: they are the ops' `invariants` hooks, which run where ODS runs
//! them (before the other traits and the verifier).

use super::VectorDialect;
use super::fold;
use super::verify;
use crate::tensor::index_list::{parse_dynamic_index_list, print_dynamic_index_list};
use ir::TypeKind;
use ir::prelude::*;
use ir::semantics::constraints::TypesTransform;

/// ODS's `AnyFixedVectorOfAnyRank`: a vector with no scalable dimension.
#[derive(Debug, Default)]
pub struct FixedVector;
impl TypeConstraint for FixedVector {
    fn matches(ctx: &Context, t: Type) -> bool {
        matches!(t.kind(ctx), TypeKind::Vector { .. }) && !t.is_scalable_vector(ctx)
    }
    fn summary() -> String {
        "fixed-length vector of any type values".into()
    }
    const KIND: Option<&'static str> = Some("builtin.vector");
    fn of_kind(ctx: &Context, t: Type) -> bool {
        matches!(t.kind(ctx), TypeKind::Vector { .. })
    }
}

/// `vector.from_elements`: one element-type operand per element of the result.
#[derive(Debug)]
pub struct ElementsOf;
impl TypesTransform for ElementsOf {
    const SUMMARY: &'static str = "shaped type 'dest' matches 'elements' element count and types";
    fn apply(ctx: &Context, t: Type) -> Vec<Type> {
        crate::tensor::ops::element_copies(ctx, t)
    }
}

/// `vector.broadcast`: a scalar or vector repeated into a larger vector.
#[op(dialect = VectorDialect, name = "broadcast", summary = "broadcast operation",
     traits = [Pure], invariants = verify::broadcast_invariants,
     verify = verify::verify_broadcast, fold = fold::fold_broadcast,
     format = "$source attr-dict `:` type($source) `to` type($vector)")]
pub struct BroadcastOp {
    /// The value.
    #[operand]
    source: Value,
    /// The broadcast vector.
    #[result(ty = AnyVector)]
    vector: Value,
}

/// `vector.extract`: an element or a sub-vector at a position.
#[op(dialect = VectorDialect, name = "extract", summary = "extract operation",
     traits = [Pure], invariants = verify::extract_invariants,
     verify = verify::verify_extract, fold_mut = fold::fold_extract_mut,
     format = "$source `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($result) `from` type($source)")]
pub struct ExtractOp {
    /// The vector.
    #[operand(ty = AnyVector)]
    source: Value,
    /// The position's dynamic entries.
    #[operand(variadic, ty = Index)]
    dynamic_position: Value,
    /// The position (`kDynamic` where a value stands, -1 for poison).
    #[attr]
    static_position: DenseI64ArrayAttr,
    /// The element or sub-vector.
    #[result]
    result: Value,
}

/// `vector.insert`: a copy of a vector with an element or sub-vector replaced.
#[op(dialect = VectorDialect, name = "insert", summary = "insert operation",
     traits = [Pure, AllTypesMatch<(dest, result)>], invariants = verify::insert_invariants,
     verify = verify::verify_insert, fold_mut = fold::fold_insert_mut,
     format = "$value_to_store `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($value_to_store) `into` type($dest)")]
pub struct InsertOp {
    /// The element or sub-vector.
    #[operand]
    value_to_store: Value,
    /// The vector.
    #[operand(ty = AnyVector)]
    dest: Value,
    /// The position's dynamic entries.
    #[operand(variadic, ty = Index)]
    dynamic_position: Value,
    /// The position (`kDynamic` where a value stands, -1 for poison).
    #[attr]
    static_position: DenseI64ArrayAttr,
    /// The updated vector.
    #[result(ty = AnyVector)]
    result: Value,
}

/// `vector.from_elements`: a vector of the given elements, row-major.
#[op(dialect = VectorDialect, name = "from_elements",
     summary = "operation that defines a vector from scalar elements",
     traits = [Pure, TypesMatchWith<(dest, elements), ElementsOf>],
     fold = fold::fold_from_elements,
     format = "$elements attr-dict `:` type($dest)")]
pub struct FromElementsOp {
    /// The elements.
    #[operand(variadic)]
    elements: Value,
    /// The vector.
    #[result(ty = FixedVector)]
    dest: Value,
}

/// `vector.shape_cast`: the same elements in another shape.
#[op(dialect = VectorDialect, name = "shape_cast", summary = "shape_cast casts between vector shapes",
     traits = [Pure], verify = verify::verify_shape_cast, fold = fold::fold_shape_cast,
     format = "$source attr-dict `:` type($source) `to` type($result)")]
pub struct ShapeCastOp {
    /// The vector.
    #[operand(ty = AnyVector)]
    source: Value,
    /// The reshaped vector.
    #[result(ty = AnyVector)]
    result: Value,
}

/// `vector.transpose`: permutes the dimensions of a vector.
#[op(dialect = VectorDialect, name = "transpose", summary = "vector transpose operation",
     traits = [Pure], invariants = verify::transpose_invariants,
     verify = verify::verify_transpose, fold = fold::fold_transpose,
     format = "$vector `,` $permutation attr-dict `:` type($vector) `to` type($result)")]
pub struct TransposeOp {
    /// The vector.
    #[operand(ty = AnyVector)]
    vector: Value,
    /// Result dimension `i` is source dimension `permutation[i]`.
    #[attr]
    permutation: DenseI64ArrayAttr,
    /// The transposed vector.
    #[result(ty = AnyVector)]
    result: Value,
}

/// `vector.bitcast`: reinterprets the bits of the minor dimension.
#[op(dialect = VectorDialect, name = "bitcast", summary = "bitcast casts between vectors",
     traits = [Pure, AllRanksMatch<(source, result)>],
     verify = verify::verify_bitcast, fold = fold::fold_bitcast,
     format = "$source attr-dict `:` type($source) `to` type($result)")]
pub struct BitCastOp {
    /// The vector.
    #[operand(ty = AnyVector)]
    source: Value,
    /// The same bits.
    #[result(ty = AnyVector)]
    result: Value,
}

/// `vector.constant_mask`: a mask whose leading `mask_dim_sizes` are set.
#[op(dialect = VectorDialect, name = "constant_mask", summary = "creates a constant vector mask",
     traits = [Pure], verify = verify::verify_constant_mask,
     format = "$mask_dim_sizes attr-dict `:` type(results)")]
pub struct ConstantMaskOp {
    /// How many leading entries of each dimension are set.
    #[attr]
    mask_dim_sizes: DenseI64ArrayAttr,
    /// The mask.
    #[result(ty = VectorOf<I1>)]
    result: Value,
}

/// `vector.create_mask`: a mask whose leading entries, as many as the
/// operands say, are set.
#[op(dialect = VectorDialect, name = "create_mask", summary = "creates a vector mask",
     traits = [Pure], verify = verify::verify_create_mask,
     format = "$operands attr-dict `:` type(results)")]
pub struct CreateMaskOp {
    /// How many leading entries of each dimension are set.
    #[operand(variadic, ty = Index)]
    operands: Value,
    /// The mask.
    #[result(ty = VectorOf<I1>)]
    result: Value,
}
