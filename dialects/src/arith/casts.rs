//! The arith casts (ODS `Arith_CastOp` and its kin): integer and float
//! extension and truncation, int/float conversions, `index_cast`,
//! `bitcast` and the OCP MX scaling casts, with MLIR 22's verifiers in the
//! order MLIR runs them: type constraints, `SameInputOutputTensorDims` (an
//! ODS predicate, so in `invariants`), the shape traits, then the
//! `CastOpInterface` compatibility check (in `verify`).
//!
//! One `macro_rules!` wrapper declares the plain casts, as ODS's base
//! class does; the casts with flags or a scale are written out.

use super::ArithDialect;
use super::attrs::*;
use super::fold_cast as fc;
use super::verify as v;
use ir::prelude::*;

macro_rules! cast {
    ($id:ident, $name:literal, $summary:literal, $from:ty, $to:ty, $invariants:path,
     $compatible:path, $fold_kind:ident = $fold:path) => {
        #[doc = $summary]
        #[op(dialect = ArithDialect, name = $name, summary = $summary,
                             traits = [Pure, SameOperandsAndResultShape, ElementwiseMappable],
                             invariants = $invariants, verify = $compatible, $fold_kind = $fold,
                             format = "$in attr-dict `:` type($in) `to` type($out)")]
        pub struct $id {
            /// The value cast.
            #[operand(ty = $from)]
            r#in: Value,
            /// The result.
            #[result(ty = $to)]
            out: Value,
        }
    };
}

cast!(
    ExtSIOp,
    "extsi",
    "integer sign extension operation",
    SignlessFixedWidthIntegerLike,
    SignlessFixedWidthIntegerLike,
    v::same_tensor_dims,
    v::wider_int,
    fold_mut = fc::fold_extsi
);
cast!(
    ExtUIOp,
    "extui",
    "integer zero extension operation",
    SignlessFixedWidthIntegerLike,
    SignlessFixedWidthIntegerLike,
    v::same_tensor_dims,
    v::wider_int,
    fold_mut = fc::fold_extui
);
cast!(
    UIToFPOp,
    "uitofp",
    "cast from unsigned integer type to floating-point",
    SignlessFixedWidthIntegerLike,
    FloatLike,
    v::same_tensor_dims,
    v::int_to_float,
    fold = fc::fold_uitofp
);
cast!(
    SIToFPOp,
    "sitofp",
    "cast from integer type to floating-point",
    SignlessFixedWidthIntegerLike,
    FloatLike,
    v::same_tensor_dims,
    v::int_to_float,
    fold = fc::fold_sitofp
);
cast!(
    FPToUIOp,
    "fptoui",
    "cast from floating-point type to integer type",
    FloatLike,
    SignlessFixedWidthIntegerLike,
    v::same_tensor_dims,
    v::float_to_int,
    fold = fc::fold_fptoui
);
cast!(
    FPToSIOp,
    "fptosi",
    "cast from floating-point type to integer type",
    FloatLike,
    SignlessFixedWidthIntegerLike,
    v::same_tensor_dims,
    v::float_to_int,
    fold = fc::fold_fptosi
);
cast!(
    IndexCastOp,
    "index_cast",
    "index cast operation",
    AnyType,
    AnyType,
    v::index_cast_invariants,
    v::index_compatible,
    fold = fc::fold_index_cast
);
cast!(
    IndexCastUIOp,
    "index_castui",
    "unsigned cast between index and integer types",
    AnyType,
    AnyType,
    v::index_cast_invariants,
    v::index_compatible,
    fold = fc::fold_index_castui
);
cast!(
    BitcastOp,
    "bitcast",
    "bitcast between values of equal bit width",
    AnyType,
    AnyType,
    v::bitcast_invariants,
    v::same_width,
    fold = fc::fold_bitcast
);

/// `arith.trunci`: integer truncation; since MLIR 20 it carries overflow
/// flags like the binary ops.
#[op(dialect = ArithDialect, name = "trunci", summary = "integer truncation operation",
     traits = [Pure, SameOperandsAndResultShape, ElementwiseMappable],
     invariants = v::same_tensor_dims, verify = v::narrower_int, fold_mut = fc::fold_trunci,
     format = "$in (`overflow` `` $overflow_flags^)? attr-dict `:` type($in) `to` type($out)")]
pub struct TruncIOp {
    /// The value cast.
    #[operand(ty = SignlessFixedWidthIntegerLike)]
    r#in: Value,
    /// The result.
    #[result(ty = SignlessFixedWidthIntegerLike)]
    out: Value,
    /// `#arith.overflow<...>`; `none` when absent.
    #[attr(name = "overflowFlags", default = IntegerOverflowFlagsAttr::none)]
    overflow_flags: IntegerOverflowFlagsAttr,
}

/// `arith.extf`: a float cast to a wider float.
#[op(dialect = ArithDialect, name = "extf",
     summary = "cast from floating-point to wider floating-point",
     traits = [Pure, SameOperandsAndResultShape, ElementwiseMappable],
     invariants = v::same_tensor_dims, verify = v::wider_float, fold = fc::fold_extf,
     format = "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)")]
pub struct ExtFOp {
    /// The value cast.
    #[operand(ty = FloatLike)]
    r#in: Value,
    /// The result.
    #[result(ty = FloatLike)]
    out: Value,
    /// `#arith.fastmath<...>`, when given.
    #[attr(optional)]
    fastmath: FastMathFlagsAttr,
}

/// `arith.truncf`: a float cast to a narrower float, rounded as its
/// rounding mode says.
#[op(dialect = ArithDialect, name = "truncf",
     summary = "cast from floating-point to narrower floating-point",
     traits = [Pure, SameOperandsAndResultShape, ElementwiseMappable],
     invariants = v::same_tensor_dims, verify = v::narrower_float, fold_mut = fc::fold_truncf,
     format = "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)")]
pub struct TruncFOp {
    /// The value cast.
    #[operand(ty = FloatLike)]
    r#in: Value,
    /// The result.
    #[result(ty = FloatLike)]
    out: Value,
    /// How to round; to nearest-even when absent.
    #[attr(optional)]
    roundingmode: I32EnumAttr<RoundingMode>,
    /// `#arith.fastmath<...>`, when given.
    #[attr(optional)]
    fastmath: FastMathFlagsAttr,
}

/// `arith.scaling_extf`: upcasts with a scale (OCP MX).
#[op(dialect = ArithDialect, name = "scaling_extf",
     summary = "Upcasts input floats using provided scales values following OCP MXFP Spec",
     traits = [Pure, ElementwiseMappable],
     invariants = v::same_tensor_dims, verify = v::scaling_wider,
     format = "$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)")]
pub struct ScalingExtFOp {
    /// The value cast.
    #[operand(ty = FloatLike)]
    r#in: Value,
    /// The scale.
    #[operand(ty = FloatLike)]
    scale: Value,
    /// The result.
    #[result(ty = FloatLike)]
    out: Value,
    /// `#arith.fastmath<...>`, when given.
    #[attr(optional)]
    fastmath: FastMathFlagsAttr,
}

/// `arith.scaling_truncf`: downcasts with a scale (OCP MX).
#[op(dialect = ArithDialect, name = "scaling_truncf",
     summary = "Downcasts input floating point values using provided scales values following OCP MXFP Spec",
     traits = [Pure, ElementwiseMappable],
     invariants = v::same_tensor_dims, verify = v::scaling_narrower,
     format = "$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)")]
pub struct ScalingTruncFOp {
    /// The value cast.
    #[operand(ty = FloatLike)]
    r#in: Value,
    /// The scale.
    #[operand(ty = FloatLike)]
    scale: Value,
    /// The result.
    #[result(ty = FloatLike)]
    out: Value,
    /// How to round; to nearest-even when absent.
    #[attr(optional)]
    roundingmode: I32EnumAttr<RoundingMode>,
    /// `#arith.fastmath<...>`, when given.
    #[attr(optional)]
    fastmath: FastMathFlagsAttr,
}
