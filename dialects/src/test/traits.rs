//! The ops of MLIR's `TestOps.td` that carry the traits of MLIR's Traits
//! documentation and the ODS constraints, with upstream's names, traits
//! and operand/result constraints, so that `tests/lit/traits/*.mlir` can
//! check every verifier message against `mlir-opt-22` byte for byte.
//!
//! Each op is declared as upstream declares it and nothing more; the
//! verifiers are the traits' and the constraints'. Upstream's unnamed
//! operands get the names ODS would give them in C++ (`operands`).

use super::{FinishOp, TestDialect};
use ir::prelude::*;

/// `test.same_operand_element_type`.
#[op(dialect = TestDialect, name = "same_operand_element_type",
     traits = [SameOperandsElementType])]
pub struct SameOperandElementTypeOp {
    /// First.
    #[operand(ty = AnyType)]
    x: Value,
    /// Second.
    #[operand(ty = AnyType)]
    y: Value,
    /// Result.
    #[result(ty = AnyType)]
    res: Value,
}

/// `test.same_operand_and_result_element_type`.
#[op(dialect = TestDialect, name = "same_operand_and_result_element_type",
     traits = [SameOperandsAndResultElementType])]
pub struct SameOperandAndResultElementTypeOp {
    /// Operands.
    #[operand(variadic, ty = AnyType)]
    operands: Value,
    /// Results.
    #[result(variadic, ty = AnyType)]
    results: Value,
}

/// `test.same_operand_shape`.
#[op(dialect = TestDialect, name = "same_operand_shape", traits = [SameOperandsShape])]
pub struct SameOperandShapeOp {
    /// Operands.
    #[operand(variadic, ty = AnyShaped)]
    operands: Value,
}

/// `test.same_operand_and_result_shape`.
#[op(dialect = TestDialect, name = "same_operand_and_result_shape",
     traits = [SameOperandsAndResultShape])]
pub struct SameOperandAndResultShapeOp {
    /// Operands.
    #[operand(variadic, ty = AnyShaped)]
    operands: Value,
    /// Results.
    #[result(variadic, ty = AnyShaped)]
    results: Value,
}

/// `test.same_operand_and_result_type`.
#[op(dialect = TestDialect, name = "same_operand_and_result_type",
     traits = [SameOperandsAndResultType])]
pub struct SameOperandAndResultTypeOp {
    /// Operands.
    #[operand(variadic, ty = AnyType)]
    operands: Value,
    /// Results.
    #[result(variadic, ty = AnyType)]
    results: Value,
}

/// `test.elementwise_mappable`.
#[op(dialect = TestDialect, name = "elementwise_mappable", traits = [ElementwiseMappable])]
pub struct ElementwiseMappableOp {
    /// Operands.
    #[operand(variadic, ty = AnyType)]
    operands: Value,
    /// Results.
    #[result(variadic, ty = AnyType)]
    results: Value,
}

/// `test.operands_have_same_element_type`.
#[op(dialect = TestDialect, name = "operands_have_same_element_type",
     traits = [AllElementTypesMatch<(x, y)>])]
pub struct OperandsHaveSameElementType {
    /// First.
    #[operand(ty = AnyType)]
    x: Value,
    /// Second.
    #[operand(ty = AnyType)]
    y: Value,
}

/// `test.operand0_and_result_have_same_element_type`.
#[op(dialect = TestDialect, name = "operand0_and_result_have_same_element_type",
     traits = [AllElementTypesMatch<(x, res)>])]
pub struct OperandZeroAndResultHaveSameElementType {
    /// First.
    #[operand(ty = AnyType)]
    x: Value,
    /// Second.
    #[operand(ty = AnyType)]
    y: Value,
    /// Result.
    #[result(ty = AnyType)]
    res: Value,
}

/// `test.operands_have_same_type`.
#[op(dialect = TestDialect, name = "operands_have_same_type",
     traits = [AllTypesMatch<(x, y)>])]
pub struct OperandsHaveSameType {
    /// First.
    #[operand(ty = AnyType)]
    x: Value,
    /// Second.
    #[operand(ty = AnyType)]
    y: Value,
}

/// `test.operand0_and_result_have_same_type`.
#[op(dialect = TestDialect, name = "operand0_and_result_have_same_type",
     traits = [AllTypesMatch<(x, res)>])]
pub struct OperandZeroAndResultHaveSameType {
    /// First.
    #[operand(ty = AnyType)]
    x: Value,
    /// Second.
    #[operand(ty = AnyType)]
    y: Value,
    /// Result.
    #[result(ty = AnyType)]
    res: Value,
}

/// `test.operands_have_same_rank`.
#[op(dialect = TestDialect, name = "operands_have_same_rank",
     traits = [AllRanksMatch<(x, y)>])]
pub struct OperandsHaveSameRank {
    /// First.
    #[operand(ty = AnyShaped)]
    x: Value,
    /// Second.
    #[operand(ty = AnyShaped)]
    y: Value,
}

/// `test.operand0_and_result_have_same_rank`.
#[op(dialect = TestDialect, name = "operand0_and_result_have_same_rank",
     traits = [AllRanksMatch<(x, res)>])]
pub struct OperandZeroAndResultHaveSameRank {
    /// First.
    #[operand(ty = AnyShaped)]
    x: Value,
    /// Second.
    #[operand(ty = AnyShaped)]
    y: Value,
    /// Result.
    #[result(ty = AnyShaped)]
    res: Value,
}

/// `test.operands_and_result_have_same_rank`.
#[op(dialect = TestDialect, name = "operands_and_result_have_same_rank",
     traits = [SameOperandsAndResultRank])]
pub struct OperandsAndResultHaveSameRank {
    /// First.
    #[operand(ty = AnyShaped)]
    x: Value,
    /// Second.
    #[operand(ty = AnyShaped)]
    y: Value,
    /// Result.
    #[result(ty = AnyShaped)]
    res: Value,
}

/// `test.operand0_and_result_have_same_shape`.
#[op(dialect = TestDialect, name = "operand0_and_result_have_same_shape",
     traits = [AllShapesMatch<(x, res)>])]
pub struct OperandZeroAndResultHaveSameShape {
    /// First.
    #[operand(ty = AnyShaped)]
    x: Value,
    /// Second.
    #[operand(ty = AnyShaped)]
    y: Value,
    /// Result.
    #[result(ty = AnyShaped)]
    res: Value,
}

/// `test.broadcastable`.
#[op(dialect = TestDialect, name = "broadcastable", traits = [ResultsBroadcastableShape])]
pub struct BroadcastableOp {
    /// Operands.
    #[operand(variadic, ty = AnyTensor)]
    operands: Value,
    /// Result.
    #[result(ty = AnyTensor)]
    result: Value,
}

/// `test.parent`.
#[op(dialect = TestDialect, name = "parent")]
pub struct ParentOp {
    /// Body.
    #[region]
    region: Region,
}

/// `test.child`.
#[op(dialect = TestDialect, name = "child", traits = [HasParent<ParentOp>])]
pub struct ChildOp {}

/// `test.parent1`.
#[op(dialect = TestDialect, name = "parent1")]
pub struct ParentOp1 {
    /// Body.
    #[region]
    region: Region,
}

/// `test.child_with_parent_one_of`.
#[op(dialect = TestDialect, name = "child_with_parent_one_of",
     traits = [ParentOneOf<(ParentOp, ParentOp1)>])]
pub struct ChildWithParentOneOf {}

/// `test.SingleBlockImplicitTerminator`.
#[op(dialect = TestDialect, name = "SingleBlockImplicitTerminator",
     traits = [SingleBlockImplicitTerminator<FinishOp>])]
pub struct SingleBlockImplicitTerminatorOp {
    /// Body.
    #[region]
    region: Region,
}

/// `test.mixed_normal_variadic_operand`.
#[op(dialect = TestDialect, name = "mixed_normal_variadic_operand",
     traits = [SameVariadicOperandSize])]
pub struct MixedNormalVariadicOperandOp {
    /// First group.
    #[operand(variadic, ty = AnyTensor)]
    input1: Value,
    /// The single one.
    #[operand(ty = AnyTensor)]
    input2: Value,
    /// Last group.
    #[operand(variadic, ty = AnyTensor)]
    input3: Value,
}

/// `test.mixed_normal_variadic_result`.
#[op(dialect = TestDialect, name = "mixed_normal_variadic_result",
     traits = [SameVariadicResultSize])]
pub struct MixedNormalVariadicResults {
    /// First group.
    #[result(variadic, ty = AnyTensor)]
    output1: Value,
    /// The single one.
    #[result(ty = AnyTensor)]
    output2: Value,
    /// Last group.
    #[result(variadic, ty = AnyTensor)]
    output3: Value,
}

/// `test.attr_sized_operands`.
#[op(dialect = TestDialect, name = "attr_sized_operands", traits = [AttrSizedOperandSegments])]
pub struct AttrSizedOperandOp {
    /// a.
    #[operand(variadic, ty = I32)]
    a: Value,
    /// b.
    #[operand(variadic, ty = I32)]
    b: Value,
    /// c.
    #[operand(ty = I32)]
    c: Value,
    /// d.
    #[operand(variadic, ty = I32)]
    d: Value,
}

/// `test.attr_sized_results`.
#[op(dialect = TestDialect, name = "attr_sized_results", traits = [AttrSizedResultSegments])]
pub struct AttrSizedResultOp {
    /// a.
    #[result(variadic, ty = I32)]
    a: Value,
    /// b.
    #[result(variadic, ty = I32)]
    b: Value,
    /// c.
    #[result(ty = I32)]
    c: Value,
    /// d.
    #[result(variadic, ty = I32)]
    d: Value,
}

/// `test.op_norm`: memrefs that `-normalize-memrefs` may rewrite.
#[op(dialect = TestDialect, name = "op_norm", traits = [MemRefsNormalizable])]
pub struct OpNorm {
    /// X.
    #[operand(ty = AnyMemRef)]
    x: Value,
    /// Y.
    #[operand(ty = AnyMemRef)]
    y: Value,
}

/// `test.op_nonnorm`: the same without the trait.
#[op(dialect = TestDialect, name = "op_nonnorm")]
pub struct OpNonNorm {
    /// X.
    #[operand(ty = AnyMemRef)]
    x: Value,
    /// Y.
    #[operand(ty = AnyMemRef)]
    y: Value,
}

/// `test.non_negative_int_attr`.
#[op(dialect = TestDialect, name = "non_negative_int_attr")]
pub struct NonNegIntAttrOp {
    /// i32.
    #[attr(constraint = IntNonNegative)]
    i32attr: I32Attr,
    /// i64.
    #[attr(constraint = IntNonNegative)]
    i64attr: I64Attr,
}

/// `test.positive_int_attr`.
#[op(dialect = TestDialect, name = "positive_int_attr")]
pub struct PositiveIntAttrOp {
    /// i32.
    #[attr(constraint = IntPositive)]
    i32attr: I32Attr,
    /// i64.
    #[attr(constraint = IntPositive)]
    i64attr: I64Attr,
}

/// `test.type_attr_of i64`.
#[op(dialect = TestDialect, name = "type_attr_of", format = "attr-dict $type")]
pub struct TypeAttrOfOp {
    /// The type.
    #[attr]
    r#type: TypeAttrOf<I64>,
}

/// `test.signless_like_variadic`.
#[op(dialect = TestDialect, name = "signless_like_variadic")]
pub struct SignlessLikeVariadic {
    /// Values.
    #[operand(variadic, ty = SignlessIntegerLike)]
    x: Value,
}

/// `test.multi_tensor_rank_of`'s constraint without the rank part:
/// `test.ranked_tensor_op`.
#[op(dialect = TestDialect, name = "ranked_tensor_op")]
pub struct RankedTensorOp {
    /// Input.
    #[operand(ty = AnyRankedTensor)]
    input: Value,
}

/// `test.symbol`: a symbol, as upstream's `SymbolOp`.
#[op(dialect = TestDialect, name = "symbol", traits = [NoMemoryEffect, Symbol])]
pub struct SymbolOp {
    /// The name.
    #[attr]
    sym_name: StrAttr,
    /// The visibility.
    #[attr(optional)]
    sym_visibility: StrAttr,
}

/// `test.format_buildable_type_op %x`: an `I64` operand and result, whose
/// types the format infers from the buildable constraint.
#[op(dialect = TestDialect, name = "format_buildable_type_op",
     format = "$buildable attr-dict")]
pub struct FormatBuildableTypeOp {
    /// The operand.
    #[operand(ty = I64)]
    buildable: Value,
    /// The result.
    #[result(ty = I64)]
    buildable_res: Value,
}

/// `test.format_all_types_match_var %a, %b : t`: the second operand's and
/// the result's types come from `AllTypesMatch`.
#[op(dialect = TestDialect, name = "format_all_types_match_var",
     traits = [AllTypesMatch<(value1, value2, result)>],
     format = "attr-dict $value1 `,` $value2 `:` type($value1)")]
pub struct FormatAllTypesMatchVarOp {
    /// The first operand.
    #[operand(ty = AnyType)]
    value1: Value,
    /// The second operand.
    #[operand(ty = AnyType)]
    value2: Value,
    /// The result.
    #[result(ty = AnyType)]
    result: Value,
}

/// `test.format_attr_op 10`: an `I64Attr` written without its type.
#[op(dialect = TestDialect, name = "format_attr_op", format = "$attr attr-dict")]
pub struct FormatAttrOp {
    /// The value.
    #[attr]
    attr: I64Attr,
}

/// `test.op_commutative`: constant operands move to the end when folding.
#[op(dialect = TestDialect, name = "op_commutative", traits = [Commutative])]
pub struct TestCommutativeOp {
    /// First.
    #[operand(ty = I32)]
    op1: Value,
    /// Second.
    #[operand(ty = I32)]
    op2: Value,
    /// Third.
    #[operand(ty = I32)]
    op3: Value,
    /// Fourth.
    #[operand(ty = I32)]
    op4: Value,
    /// The result.
    #[result(ty = I32)]
    result: Value,
}

/// `test.format_types_match_var %x : t`: the result's type is the
/// operand's (`TypesMatchWith` with the identity).
#[op(dialect = TestDialect, name = "format_types_match_var",
     traits = [TypesMatchWith<(value, result), SameType>],
     format = "attr-dict $value `:` type($value)")]
pub struct FormatTypesMatchVarOp {
    /// The operand.
    #[operand(ty = AnyType)]
    value: Value,
    /// The result.
    #[result(ty = AnyType)]
    result: Value,
}

/// `test.format_types_match_context %x : t`: the result is `tuple<t>`.
#[op(dialect = TestDialect, name = "format_types_match_context",
     traits = [TypesMatchWith<(value, result), WrapInTuple>],
     format = "attr-dict $value `:` type($value)")]
pub struct FormatTypesMatchContextOp {
    /// The operand.
    #[operand(ty = AnyType)]
    value: Value,
    /// The result.
    #[result(ty = AnyType)]
    result: Value,
}

/// The identity, as upstream's `"$_self"` transformation.
#[derive(Debug)]
pub struct SameType;
impl TypeTransform for SameType {
    const SUMMARY: &'static str = "result type matches operand";
    fn apply(_: &Context, t: Type) -> Type {
        t
    }
}

/// `tuple<t>`.
#[derive(Debug)]
pub struct WrapInTuple;
impl TypeTransform for WrapInTuple {
    const SUMMARY: &'static str = "tuple result type matches operand type";
    fn apply(ctx: &Context, t: Type) -> Type {
        Type::tuple(ctx, &[t])
    }
}
