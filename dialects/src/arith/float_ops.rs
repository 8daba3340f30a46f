//! The float arith ops: binary arithmetic with fast-math flags (`addf`,
//! `maximumf`, `remf`, ...), `negf` and `cmpf`, with MLIR 22's traits
//! (ODS `Arith_FloatBinaryOp`: `Pure`, `SameOperandsAndResultType`,
//! `ElementwiseMappable`).
//!
//! As in [`super::ops`], one `macro_rules!` wrapper stands for ODS's base
//! class; their folds are in [`super::fold_float`].

use super::ArithDialect;
use super::attrs::*;
use super::fold;
use super::fold_float;
use super::format;
use ir::prelude::*;

macro_rules! float_binary {
    ($id:ident, $name:literal, $summary:literal, [$($t:ty),*], $fold:path) => {
        #[doc = $summary]
        #[op(dialect = ArithDialect, name = $name, summary = $summary,
             traits = [Pure $(, $t)*, SameOperandsAndResultType, ElementwiseMappable],
             fold = $fold,
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

float_binary!(
    AddFOp,
    "addf",
    "floating point addition operation",
    [Commutative],
    fold_float::fold_addf
);
float_binary!(
    SubFOp,
    "subf",
    "floating point subtraction operation",
    [],
    fold_float::fold_subf
);
float_binary!(
    MulFOp,
    "mulf",
    "floating point multiplication operation",
    [Commutative],
    fold_float::fold_mulf
);
float_binary!(
    DivFOp,
    "divf",
    "floating point division operation",
    [],
    fold_float::fold_divf
);
float_binary!(
    RemFOp,
    "remf",
    "floating point division remainder operation",
    [],
    fold_float::fold_remf
);
float_binary!(
    MaximumFOp,
    "maximumf",
    "floating-point maximum operation",
    [Commutative],
    fold_float::fold_maximumf
);
float_binary!(
    MinimumFOp,
    "minimumf",
    "floating-point minimum operation",
    [Commutative],
    fold_float::fold_minimumf
);
float_binary!(
    MaxNumFOp,
    "maxnumf",
    "floating-point maximum operation",
    [Commutative],
    fold_float::fold_maxnumf
);
float_binary!(
    MinNumFOp,
    "minnumf",
    "floating-point minimum operation",
    [Commutative],
    fold_float::fold_minnumf
);

/// `arith.negf`: floating point negation.
#[op(dialect = ArithDialect, name = "negf", summary = "floating point negation",
     traits = [Pure, SameOperandsAndResultType, ElementwiseMappable],
     fold = fold_float::fold_negf,
     format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)")]
pub struct NegFOp {
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

/// `arith.cmpf`: floating point comparison.
#[op(dialect = ArithDialect, name = "cmpf", summary = "floating-point comparison operation",
     traits = [Pure, SameTypeOperands, TypesMatchWith<(lhs, result), fold::I1SameShape>,
               ElementwiseMappable],
     fold = fold_float::fold_cmpf,
     format = "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)",
     infer_result_types = format::infer_cmp)]
pub struct CmpFOp {
    /// The comparison.
    #[attr]
    predicate: CmpFPredicateAttr,
    /// The left operand.
    #[operand(ty = FloatLike)]
    lhs: Value,
    /// The right operand.
    #[operand(ty = FloatLike)]
    rhs: Value,
    /// The `i1`-like result.
    #[result(ty = BoolLike)]
    result: Value,
    /// `#arith.fastmath<...>`; `none` when absent.
    #[attr(default = FastMathFlagsAttr::none)]
    fastmath: FastMathFlagsAttr,
}
