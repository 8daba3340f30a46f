//! The math ops with MLIR 22's traits (ODS `MathOps.td`): every op is
//! `Pure` and `ElementwiseMappable`; unary, binary and ternary ops have
//! one type for operands and result (`SameOperandsAndResultType`), float
//! ops carry `fastmath` flags (`#arith.fastmath<none>` when absent,
//! elided in the custom form), classification ops give an `i1` of the
//! operand's shape.
//!
//! As in `arith`, the families are small `macro_rules!` wrappers around
//! `#[op]`, the way ODS uses base classes (`Math_FloatUnaryOp`); thirty
//! copies of the same four fields were rejected. Each family takes an
//! optional folder, since upstream folds most ops but not all (`cbrt`,
//! `rsqrt`, `fma`, `clampf`, `fpowi`, `sincos` have none).

use super::MathDialect;
use super::fold;
use crate::arith::FastMathFlagsAttr;
use crate::arith::fold::I1SameShape;
use ir::prelude::*;

macro_rules! float_unary {
    ($id:ident, $name:literal, $summary:literal $(, $fold:path)?) => {
        #[doc = $summary]
        #[op(dialect = MathDialect, name = $name, summary = $summary,
             traits = [SameOperandsAndResultType, Pure, ElementwiseMappable],
             $(fold = $fold,)?
             format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)")]
        pub struct $id {
            /// The operand.
            #[operand(ty = FloatLike)]
            operand: Value,
            /// The result.
            #[result(ty = FloatLike)]
            result: Value,
            /// `#arith.fastmath<...>`; `none` when absent.
            #[attr(default = FastMathFlagsAttr::none)]
            fastmath: FastMathFlagsAttr,
        }
    };
}

macro_rules! float_binary {
    ($id:ident, $name:literal, $summary:literal $(, $fold:path)?) => {
        #[doc = $summary]
        #[op(dialect = MathDialect, name = $name, summary = $summary,
             traits = [SameOperandsAndResultType, Pure, ElementwiseMappable],
             $(fold = $fold,)?
             format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)")]
        pub struct $id {
            /// The left operand.
            #[operand(ty = FloatLike)]
            lhs: Value,
            /// The right operand.
            #[operand(ty = FloatLike)]
            rhs: Value,
            /// The result.
            #[result(ty = FloatLike)]
            result: Value,
            /// `#arith.fastmath<...>`; `none` when absent.
            #[attr(default = FastMathFlagsAttr::none)]
            fastmath: FastMathFlagsAttr,
        }
    };
}

// rustfmt re-indents this body on every run (its attribute lines drift
// right), so it is left as written.
#[rustfmt::skip]
macro_rules! int_unary {
    ($id:ident, $name:literal, $summary:literal, $fold:path) => {
        #[doc = $summary]
        #[op(dialect = MathDialect, name = $name, summary = $summary,
             traits = [SameOperandsAndResultType, Pure, ElementwiseMappable],
             fold = $fold,
             format = "$operand attr-dict `:` type($result)")]
        pub struct $id {
            /// The operand.
            #[operand(ty = SignlessIntegerOrIndexLike)]
            operand: Value,
            /// The result.
            #[result(ty = SignlessIntegerOrIndexLike)]
            result: Value,
        }
    };
}

// rustfmt re-indents this body on every run (its attribute lines drift
// right), so it is left as written.
#[rustfmt::skip]
macro_rules! classification {
    ($id:ident, $name:literal, $summary:literal, $fold:path) => {
        #[doc = $summary]
        #[op(dialect = MathDialect, name = $name, summary = $summary,
             traits = [Pure, ElementwiseMappable,
                       TypesMatchWith<(operand, result), I1SameShape>],
             fold = $fold,
             format = "$operand attr-dict `:` type($operand)")]
        pub struct $id {
            /// The float operand.
            #[operand(ty = FloatLike)]
            operand: Value,
            /// The `i1`-like result.
            #[result(ty = BoolLike)]
            result: Value,
            /// `#arith.fastmath<...>`; `none` when absent.
            #[attr(default = FastMathFlagsAttr::none)]
            fastmath: FastMathFlagsAttr,
        }
    };
}

float_unary!(
    AbsFOp,
    "absf",
    "floating point absolute-value operation",
    fold::fold_absf
);
float_unary!(
    AcosOp,
    "acos",
    "arcus cosine of the specified value",
    fold::fold_acos
);
float_unary!(
    AcoshOp,
    "acosh",
    "Hyperbolic arcus cosine of the given value",
    fold::fold_acosh
);
float_unary!(
    AsinOp,
    "asin",
    "arcus sine of the given value",
    fold::fold_asin
);
float_unary!(
    AsinhOp,
    "asinh",
    "hyperbolic arcus sine of the given value",
    fold::fold_asinh
);
float_unary!(
    AtanOp,
    "atan",
    "arcus tangent of the given value",
    fold::fold_atan
);
float_unary!(
    AtanhOp,
    "atanh",
    "hyperbolic arcus tangent of the given value",
    fold::fold_atanh
);
float_unary!(CbrtOp, "cbrt", "cube root of the specified value");
float_unary!(
    CeilOp,
    "ceil",
    "ceiling of the specified value",
    fold::fold_ceil
);
float_unary!(
    CosOp,
    "cos",
    "cosine of the specified value",
    fold::fold_cos
);
float_unary!(
    CoshOp,
    "cosh",
    "hyperbolic cosine of the specified value",
    fold::fold_cosh
);
float_unary!(
    ErfOp,
    "erf",
    "error function of the specified value",
    fold::fold_erf
);
float_unary!(
    ErfcOp,
    "erfc",
    "complementary error function of the specified value",
    fold::fold_erfc
);
float_unary!(
    ExpOp,
    "exp",
    "base-e exponential of the specified value",
    fold::fold_exp
);
float_unary!(
    Exp2Op,
    "exp2",
    "base-2 exponential of the specified value",
    fold::fold_exp2
);
float_unary!(
    ExpM1Op,
    "expm1",
    "base-e exponential of the specified value minus 1",
    fold::fold_expm1
);
float_unary!(
    FloorOp,
    "floor",
    "floor of the specified value",
    fold::fold_floor
);
float_unary!(
    LogOp,
    "log",
    "base-e logarithm of the specified value",
    fold::fold_log
);
float_unary!(
    Log10Op,
    "log10",
    "base-10 logarithm of the specified value",
    fold::fold_log10
);
float_unary!(
    Log1pOp,
    "log1p",
    "Computes the natural logarithm of one plus the given value",
    fold::fold_log1p
);
float_unary!(
    Log2Op,
    "log2",
    "base-2 logarithm of the specified value",
    fold::fold_log2
);
float_unary!(
    RoundEvenOp,
    "roundeven",
    "round of the specified value with halfway cases to even",
    fold::fold_roundeven
);
float_unary!(
    RoundOp,
    "round",
    "round of the specified value",
    fold::fold_round
);
float_unary!(
    RsqrtOp,
    "rsqrt",
    "reciprocal of sqrt (1 / sqrt of the specified value)"
);
float_unary!(SinOp, "sin", "sine of the specified value", fold::fold_sin);
float_unary!(
    SinhOp,
    "sinh",
    "hyperbolic sine of the specified value",
    fold::fold_sinh
);
float_unary!(
    SqrtOp,
    "sqrt",
    "sqrt of the specified value",
    fold::fold_sqrt
);
float_unary!(
    TanOp,
    "tan",
    "tangent of the specified value",
    fold::fold_tan
);
float_unary!(
    TanhOp,
    "tanh",
    "hyperbolic tangent of the specified value",
    fold::fold_tanh
);
float_unary!(
    TruncOp,
    "trunc",
    "trunc of the specified value",
    fold::fold_trunc
);

float_binary!(
    Atan2Op,
    "atan2",
    "2-argument arcus tangent of the given values",
    fold::fold_atan2
);
float_binary!(
    CopySignOp,
    "copysign",
    "A copysign operation",
    fold::fold_copysign
);
float_binary!(
    PowFOp,
    "powf",
    "floating point raised to the power of operation",
    fold::fold_powf
);

int_unary!(
    AbsIOp,
    "absi",
    "integer absolute-value operation",
    fold::fold_absi
);
int_unary!(
    CountLeadingZerosOp,
    "ctlz",
    "counts the leading zeros an integer value",
    fold::fold_ctlz
);
int_unary!(
    CountTrailingZerosOp,
    "cttz",
    "counts the trailing zeros an integer value",
    fold::fold_cttz
);
int_unary!(
    CtPopOp,
    "ctpop",
    "counts the number of set bits of an integer value",
    fold::fold_ctpop
);

classification!(
    IsFiniteOp,
    "isfinite",
    "returns true if the operand classifies as finite",
    fold::fold_isfinite
);
classification!(
    IsInfOp,
    "isinf",
    "returns true if the operand classifies as infinite",
    fold::fold_isinf
);
classification!(
    IsNaNOp,
    "isnan",
    "returns true if the operand classifies as NaN",
    fold::fold_isnan
);
classification!(
    IsNormalOp,
    "isnormal",
    "returns true if the operand classifies as normal",
    fold::fold_isnormal
);

/// `math.ipowi`: a signed integer raised to an integer power.
#[op(dialect = MathDialect, name = "ipowi",
     summary = "signed integer raised to the power of operation",
     traits = [SameOperandsAndResultType, Pure, ElementwiseMappable],
     fold = fold::fold_ipowi,
     format = "$lhs `,` $rhs attr-dict `:` type($result)")]
pub struct IPowIOp {
    /// The base.
    #[operand(ty = SignlessIntegerOrIndexLike)]
    lhs: Value,
    /// The power.
    #[operand(ty = SignlessIntegerOrIndexLike)]
    rhs: Value,
    /// The result.
    #[result(ty = SignlessIntegerOrIndexLike)]
    result: Value,
}

/// `math.fma`: `a * b + c` with one rounding.
#[op(dialect = MathDialect, name = "fma",
     summary = "floating point fused multipy-add operation",
     traits = [SameOperandsAndResultType, Pure, ElementwiseMappable],
     format = "$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)")]
pub struct FmaOp {
    /// The first factor.
    #[operand(ty = FloatLike)]
    a: Value,
    /// The second factor.
    #[operand(ty = FloatLike)]
    b: Value,
    /// The addend.
    #[operand(ty = FloatLike)]
    c: Value,
    /// The result.
    #[result(ty = FloatLike)]
    result: Value,
    /// `#arith.fastmath<...>`; `none` when absent.
    #[attr(default = FastMathFlagsAttr::none)]
    fastmath: FastMathFlagsAttr,
}

/// `math.clampf %v to [%min, %max]`: `max(min(v, max), min)`.
#[op(dialect = MathDialect, name = "clampf",
     summary = "floating point clamping operation",
     traits = [SameOperandsAndResultType, Pure, ElementwiseMappable],
     format = "$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)")]
pub struct ClampFOp {
    /// The value clamped.
    #[operand(ty = FloatLike)]
    value: Value,
    /// The lower bound.
    #[operand(ty = FloatLike)]
    min: Value,
    /// The upper bound.
    #[operand(ty = FloatLike)]
    max: Value,
    /// The result.
    #[result(ty = FloatLike)]
    result: Value,
    /// `#arith.fastmath<...>`; `none` when absent.
    #[attr(default = FastMathFlagsAttr::none)]
    fastmath: FastMathFlagsAttr,
}

/// `math.fpowi %base, %power : f32, i32`: a float raised to an integer
/// power.
#[op(dialect = MathDialect, name = "fpowi",
     summary = "floating point raised to the signed integer power",
     traits = [SameOperandsAndResultShape, AllTypesMatch<(lhs, result)>, Pure,
               ElementwiseMappable],
     format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)")]
pub struct FPowIOp {
    /// The base.
    #[operand(ty = FloatLike)]
    lhs: Value,
    /// The power.
    #[operand(ty = SignlessIntegerOrIndexLike)]
    rhs: Value,
    /// The result, typed as the base.
    #[result(ty = FloatLike)]
    result: Value,
    /// `#arith.fastmath<...>`; `none` when absent.
    #[attr(default = FastMathFlagsAttr::none)]
    fastmath: FastMathFlagsAttr,
}

/// `%sin, %cos = math.sincos %x : f32`: both results at once.
#[op(dialect = MathDialect, name = "sincos",
     summary = "sine and cosine of the specified value",
     traits = [SameOperandsAndResultShape, AllTypesMatch<(operand, sin, cos)>, Pure,
               ElementwiseMappable],
     asm_result_names = sincos_names,
     format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)")]
pub struct SincosOp {
    /// The angle.
    #[operand(ty = FloatLike)]
    operand: Value,
    /// Its sine.
    #[result(ty = FloatLike)]
    sin: Value,
    /// Its cosine.
    #[result(ty = FloatLike)]
    cos: Value,
    /// `#arith.fastmath<...>`; `none` when absent.
    #[attr(default = FastMathFlagsAttr::none)]
    fastmath: FastMathFlagsAttr,
}

/// `%sin, %cos`: ODS names each result of a multi-result op after its
/// field when printing.
fn sincos_names(_: &Context, _: OpRef<'_>) -> Vec<(usize, String)> {
    vec![(0, "sin".into()), (1, "cos".into())]
}
