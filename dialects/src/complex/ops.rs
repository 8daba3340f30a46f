//! The complex ops with MLIR 22's traits (ODS `ComplexOps.td`).
//! Arithmetic ops (`ComplexArithmeticOp`) take and give one complex type;
//! unary ops (`ComplexUnaryOp`) give the same complex type or, for `re`,
//! `im`, `abs` and `angle`, its element type. All carry `fastmath` flags
//! but `create`, `constant`, `eq`, `neq`, `powi` and `bitcast`.
//!
//! As in `arith` and `math`, the op families are `macro_rules!` wrappers
//! around `#[op]` standing for ODS's base classes.

use super::ComplexDialect;
use super::attrs::complex_element;
use super::fold;
use crate::arith::FastMathFlagsAttr;
use ir::prelude::*;

/// ODS `Complex<AnyFloat>`: a complex type of floats.
#[derive(Copy, Clone, Debug, Default)]
pub struct ComplexOfFloat;

impl TypeConstraint for ComplexOfFloat {
    fn matches(ctx: &Context, t: Type) -> bool {
        complex_element(ctx, t).is_some_and(|e| e.is_float(ctx))
    }
    fn summary() -> String {
        "complex type with floating-point elements".into()
    }
}

/// ODS `AnyComplex`: any complex type.
#[derive(Copy, Clone, Debug, Default)]
pub struct AnyComplex;

impl TypeConstraint for AnyComplex {
    fn matches(ctx: &Context, t: Type) -> bool {
        complex_element(ctx, t).is_some()
    }
    fn summary() -> String {
        "complex-type".into()
    }
}

macro_rules! element_of {
    ($id:ident, $summary:literal) => {
        #[doc = concat!("`TypesMatchWith`: ", $summary, ".")]
        #[derive(Debug)]
        pub struct $id;

        impl TypeTransform for $id {
            const SUMMARY: &'static str = $summary;
            fn apply(ctx: &Context, from: Type) -> Type {
                complex_element(ctx, from).unwrap_or_else(|| Type::none(ctx))
            }
        }
    };
}

element_of!(ElementIsResult, "complex element type matches result type");
element_of!(
    ElementIsReal,
    "complex element type matches real operand type"
);
element_of!(
    ElementIsImaginary,
    "complex element type matches imaginary operand type"
);

macro_rules! arithmetic {
    ($id:ident, $name:literal, $summary:literal $(, $fold:path)?) => {
        #[doc = $summary]
        #[op(dialect = ComplexDialect, name = $name, summary = $summary,
             traits = [Pure, SameOperandsAndResultType, Elementwise],
             $(fold = $fold,)?
             format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)")]
        pub struct $id {
            /// The left operand.
            #[operand(ty = ComplexOfFloat)]
            lhs: Value,
            /// The right operand.
            #[operand(ty = ComplexOfFloat)]
            rhs: Value,
            /// The result.
            #[result(ty = ComplexOfFloat)]
            result: Value,
            /// `#arith.fastmath<...>`; `none` when absent.
            #[attr(default = FastMathFlagsAttr::none)]
            fastmath: FastMathFlagsAttr,
        }
    };
}

macro_rules! unary {
    ($id:ident, $name:literal, $summary:literal $(, $fold:path)?) => {
        #[doc = $summary]
        #[op(dialect = ComplexDialect, name = $name, summary = $summary,
             traits = [Pure, Elementwise, SameOperandsAndResultType],
             $(fold = $fold,)?
             format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)")]
        pub struct $id {
            /// The operand.
            #[operand(ty = ComplexOfFloat)]
            complex: Value,
            /// The result, of the operand's type.
            #[result(ty = ComplexOfFloat)]
            result: Value,
            /// `#arith.fastmath<...>`; `none` when absent.
            #[attr(default = FastMathFlagsAttr::none)]
            fastmath: FastMathFlagsAttr,
        }
    };
}

macro_rules! to_element {
    ($id:ident, $name:literal, $summary:literal, $result:ident
     $(, $fold:path $(, $canon:path)?)?) => {
        #[doc = $summary]
        #[op(dialect = ComplexDialect, name = $name, summary = $summary,
             traits = [Pure, Elementwise, TypesMatchWith<(complex, $result), ElementIsResult>],
             $(fold = $fold, $(canonicalize = $canon,)?)?
             format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)")]
        pub struct $id {
            /// The operand.
            #[operand(ty = ComplexOfFloat)]
            complex: Value,
            /// The result, of the operand's element type.
            #[result(ty = AnyFloat)]
            $result: Value,
            /// `#arith.fastmath<...>`; `none` when absent.
            #[attr(default = FastMathFlagsAttr::none)]
            fastmath: FastMathFlagsAttr,
        }
    };
}

// rustfmt re-indents this body on every run (its attribute lines drift
// right), so it is left as written.
#[rustfmt::skip]
macro_rules! compare {
    ($id:ident, $name:literal, $summary:literal) => {
        #[doc = $summary]
        #[op(dialect = ComplexDialect, name = $name, summary = $summary,
             traits = [Pure, AllTypesMatch<(lhs, rhs)>, Elementwise],
             format = "$lhs `,` $rhs attr-dict `:` type($lhs)")]
        pub struct $id {
            /// The left operand.
            #[operand(ty = ComplexOfFloat)]
            lhs: Value,
            /// The right operand.
            #[operand(ty = ComplexOfFloat)]
            rhs: Value,
            /// Whether the comparison holds.
            #[result(ty = I1)]
            result: Value,
        }
    };
}

arithmetic!(AddOp, "add", "complex addition", fold::fold_add);
arithmetic!(SubOp, "sub", "complex subtraction", fold::fold_sub);
arithmetic!(MulOp, "mul", "complex multiplication", fold::fold_mul);
arithmetic!(DivOp, "div", "complex division", fold::fold_div);
arithmetic!(PowOp, "pow", "complex power function");
arithmetic!(Atan2Op, "atan2", "complex 2-argument arctangent");

unary!(
    ConjOp,
    "conj",
    "Calculate the complex conjugate",
    fold::fold_conj
);
unary!(CosOp, "cos", "computes cosine of a complex number");
unary!(
    ExpOp,
    "exp",
    "computes exponential of a complex number",
    fold::fold_exp
);
unary!(
    Expm1Op,
    "expm1",
    "computes exponential of a complex number minus 1"
);
unary!(
    LogOp,
    "log",
    "computes natural logarithm of a complex number",
    fold::fold_log
);
unary!(
    Log1pOp,
    "log1p",
    "computes natural logarithm of a complex number"
);
unary!(NegOp, "neg", "Negation operator", fold::fold_neg);
unary!(RsqrtOp, "rsqrt", "complex reciprocal of square root");
unary!(SignOp, "sign", "computes sign of a complex number");
unary!(SinOp, "sin", "computes sine of a complex number");
unary!(SqrtOp, "sqrt", "complex square root");
unary!(TanOp, "tan", "computes tangent of a complex number");
unary!(TanhOp, "tanh", "complex hyperbolic tangent");

to_element!(
    AbsOp,
    "abs",
    "computes absolute value of a complex number",
    result
);
to_element!(
    AngleOp,
    "angle",
    "computes argument value of a complex number",
    result
);
to_element!(
    ReOp,
    "re",
    "extracts the real part of a complex number",
    real,
    fold::fold_re,
    super::canonicalize::re_patterns
);
to_element!(
    ImOp,
    "im",
    "extracts the imaginary part of a complex number",
    imaginary,
    fold::fold_im,
    super::canonicalize::im_patterns
);

compare!(
    EqualOp,
    "eq",
    "computes whether two complex values are equal"
);
compare!(
    NotEqualOp,
    "neq",
    "computes whether two complex values are not equal"
);

/// `complex.create %re, %im : complex<f32>`.
#[op(dialect = ComplexDialect, name = "create", summary = "complex number creation operation",
     traits = [Pure, AllTypesMatch<(real, imaginary)>,
               TypesMatchWith<(complex, real), ElementIsReal>,
               TypesMatchWith<(complex, imaginary), ElementIsImaginary>],
     fold = fold::fold_create,
     format = "$real `,` $imaginary attr-dict `:` type($complex)")]
pub struct CreateOp {
    /// The real part.
    #[operand(ty = AnyFloat)]
    real: Value,
    /// The imaginary part.
    #[operand(ty = AnyFloat)]
    imaginary: Value,
    /// The complex number.
    #[result(ty = ComplexOfFloat)]
    complex: Value,
}

/// `complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>`.
#[op(dialect = ComplexDialect, name = "constant", summary = "complex number constant operation",
     traits = [ConstantLike, Pure],
     verify = fold::verify_constant, fold = fold::fold_constant,
     asm_result_names = constant_names,
     format = "$value attr-dict `:` type($complex)")]
pub struct ConstantOp {
    /// `[re, im]`, float or integer attributes of the element type.
    #[attr]
    value: ArrayAttr,
    /// The constant.
    #[result(ty = AnyComplex)]
    complex: Value,
}

/// `%cst`, as `ConstantOp::getAsmResultNames` names every constant.
fn constant_names(_: &Context, _: OpRef<'_>) -> Vec<(usize, String)> {
    vec![(0, "cst".into())]
}

/// `complex.powi %z, %n : complex<f32>, i32`.
#[op(dialect = ComplexDialect, name = "powi", summary = "complex number raised to integer power",
     traits = [Pure, Elementwise, SameOperandsAndResultShape, AllTypesMatch<(lhs, result)>],
     format = "$lhs `,` $rhs attr-dict `:` type($result) `,` type($rhs)")]
pub struct PowiOp {
    /// The base.
    #[operand(ty = ComplexOfFloat)]
    lhs: Value,
    /// The exponent.
    #[operand(ty = AnySignlessInteger)]
    rhs: Value,
    /// The power.
    #[result(ty = ComplexOfFloat)]
    result: Value,
}

/// `complex.bitcast %z : complex<f32> to i64`.
#[op(dialect = ComplexDialect, name = "bitcast",
     summary = "computes bitcast between complex and equal arith types",
     traits = [Pure], verify = fold::verify_bitcast, fold = fold::fold_bitcast,
     format = "$operand attr-dict `:` type($operand) `to` type($result)")]
pub struct BitcastOp {
    /// The value cast.
    #[operand]
    operand: Value,
    /// The same bits in another type.
    #[result]
    result: Value,
}
