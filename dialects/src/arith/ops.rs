//! The arith ops, with MLIR 22's traits (ODS `ArithOps.td`): binary
//! integer ops are `SameOperandsAndResultType` + `Elementwise`, with
//! `Commutative` / `Idempotent` where MLIR has them; casts are
//! `SameOperandsAndResultShape` + `Elementwise`.
//!
//! Families of ops with the same shape are declared through small
//! `macro_rules!` wrappers around `#[op]`, as ODS uses base classes
//! (`Arith_IntBinaryOp`); writing each struct out was rejected as thirty
//! copies of the same five fields.

use super::ArithDialect;
use super::attrs::*;
use super::fold;
use super::format;
use ir::prelude::*;

/// `arith.constant`: an integer or float constant.
#[op(dialect = ArithDialect, name = "constant",
     traits = [ConstantLike, Pure, AllTypesMatch<(value, result)>],
     verify = fold::verify_constant, fold = fold::fold_constant,
     format = "attr-dict $value", infer_result_types = format::infer_constant,
     asm_result_names = format::constant_result_names,
     summary = "integer or floating point constant")]
pub struct ConstantOp {
    /// The result type.
    #[result]
    result: Value,
    /// The constant; its type is the result type.
    #[attr]
    value: TypedAttr,
}

macro_rules! int_binary_flags {
    ($id:ident, $name:literal, $summary:literal, [$($t:ty),*], $fold:path) => {
        #[doc = $summary]
        #[op(dialect = ArithDialect, name = $name, summary = $summary,
             traits = [SameOperandsAndResultType, Elementwise, Pure $(, $t)*],
             fold = $fold,
             format = "$lhs `,` $rhs (`overflow` `` $overflow_flags^)? attr-dict `:` type($result)")]
        pub struct $id {
            /// The left operand.
            #[operand(ty = SignlessIntegerOrIndexLike)]
            lhs: Value,
            /// The right operand.
            #[operand(ty = SignlessIntegerOrIndexLike)]
            rhs: Value,
            /// The result.
            #[result(ty = SignlessIntegerOrIndexLike)]
            result: Value,
            /// `#arith.overflow<...>`; `none` when absent.
            #[attr(name = "overflowFlags", default = IntegerOverflowFlagsAttr::none)]
            overflow_flags: IntegerOverflowFlagsAttr,
        }
    };
}

macro_rules! int_binary {
    ($id:ident, $name:literal, $summary:literal, [$($t:tt)*], $fold:path) => {
        #[doc = $summary]
        #[op(dialect = ArithDialect, name = $name, summary = $summary,
             traits = [SameOperandsAndResultType, Elementwise, NoMemoryEffect, $($t)*],
             fold = $fold,
             format = "$lhs `,` $rhs attr-dict `:` type($result)")]
        pub struct $id {
            /// The left operand.
            #[operand(ty = SignlessIntegerOrIndexLike)]
            lhs: Value,
            /// The right operand.
            #[operand(ty = SignlessIntegerOrIndexLike)]
            rhs: Value,
            /// The result.
            #[result(ty = SignlessIntegerOrIndexLike)]
            result: Value,
        }
    };
}

int_binary_flags!(
    AddIOp,
    "addi",
    "integer addition operation",
    [Commutative],
    fold::fold_addi
);
int_binary_flags!(
    SubIOp,
    "subi",
    "integer subtraction operation",
    [],
    fold::fold_subi
);
int_binary_flags!(
    MulIOp,
    "muli",
    "integer multiplication operation",
    [Commutative],
    fold::fold_muli
);
int_binary_flags!(ShLIOp, "shli", "integer left-shift", [], fold::fold_shli);
int_binary!(
    DivSIOp,
    "divsi",
    "signed integer division operation",
    [dyn ConditionallySpeculatable],
    fold::fold_divsi
);
int_binary!(
    DivUIOp,
    "divui",
    "unsigned integer division operation",
    [dyn ConditionallySpeculatable],
    fold::fold_divui
);
int_binary!(
    RemSIOp,
    "remsi",
    "signed integer division remainder operation",
    [AlwaysSpeculatable],
    fold::fold_remsi
);
int_binary!(
    RemUIOp,
    "remui",
    "unsigned integer division remainder operation",
    [AlwaysSpeculatable],
    fold::fold_remui
);
int_binary!(
    AndIOp,
    "andi",
    "integer binary and",
    [AlwaysSpeculatable, Commutative, Idempotent],
    fold::fold_andi
);
int_binary!(
    OrIOp,
    "ori",
    "integer binary or",
    [AlwaysSpeculatable, Commutative, Idempotent],
    fold::fold_ori
);
int_binary!(
    XOrIOp,
    "xori",
    "integer binary xor",
    [AlwaysSpeculatable, Commutative],
    fold::fold_xori
);
int_binary!(
    ShRSIOp,
    "shrsi",
    "signed integer right-shift",
    [AlwaysSpeculatable],
    fold::fold_shrsi
);
int_binary!(
    ShRUIOp,
    "shrui",
    "unsigned integer right-shift",
    [AlwaysSpeculatable],
    fold::fold_shrui
);

macro_rules! float_binary {
    ($id:ident, $name:literal, $summary:literal, [$($t:ty),*], $fold:path) => {
        #[doc = $summary]
        #[op(dialect = ArithDialect, name = $name, summary = $summary,
             traits = [SameOperandsAndResultType, Elementwise, Pure $(, $t)*],
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
    fold::fold_addf
);
float_binary!(
    SubFOp,
    "subf",
    "floating point subtraction operation",
    [],
    fold::fold_subf
);
float_binary!(
    MulFOp,
    "mulf",
    "floating point multiplication operation",
    [Commutative],
    fold::fold_mulf
);
float_binary!(
    DivFOp,
    "divf",
    "floating point division operation",
    [],
    fold::fold_divf
);

/// `arith.negf`: floating point negation.
#[op(dialect = ArithDialect, name = "negf", summary = "floating point negation",
     traits = [SameOperandsAndResultType, Elementwise, Pure],
     fold = fold::fold_negf,
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

/// `arith.cmpi`: integer comparison.
#[op(dialect = ArithDialect, name = "cmpi", summary = "integer comparison operation",
     traits = [SameTypeOperands, Elementwise, Pure,
               TypesMatchWith<(lhs, result), fold::I1SameShape>],
     fold = fold::fold_cmpi,
     format = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
     infer_result_types = format::infer_cmp)]
pub struct CmpIOp {
    /// The comparison.
    #[attr]
    predicate: CmpIPredicateAttr,
    /// The left operand.
    #[operand(ty = SignlessIntegerOrIndexLike)]
    lhs: Value,
    /// The right operand.
    #[operand(ty = SignlessIntegerOrIndexLike)]
    rhs: Value,
    /// The `i1`-like result.
    #[result(ty = BoolLike)]
    result: Value,
}

/// `arith.cmpf`: floating point comparison.
#[op(dialect = ArithDialect, name = "cmpf", summary = "floating-point comparison operation",
     traits = [SameTypeOperands, Elementwise, Pure,
               TypesMatchWith<(lhs, result), fold::I1SameShape>],
     fold = fold::fold_cmpf,
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

/// `arith.select`: chooses between two values.
#[op(dialect = ArithDialect, name = "select", summary = "select operation",
     traits = [Elementwise, Pure, AllTypesMatch<(true_value, false_value, result)>],
     invariants = fold::select_invariants, fold = fold::fold_select,
     parse = format::parse_select, print = format::print_select)]
pub struct SelectOp {
    /// The `i1` condition.
    #[operand(ty = BoolLike)]
    condition: Value,
    /// The value when true.
    #[operand]
    true_value: Value,
    /// The value when false.
    #[operand]
    false_value: Value,
    /// The result.
    #[result]
    result: Value,
}

macro_rules! int_cast {
    ($id:ident, $name:literal, $summary:literal, $verify:path, $fold:path) => {
        #[doc = $summary]
        #[op(dialect = ArithDialect, name = $name, summary = $summary,
                             traits = [SameOperandsAndResultShape, Elementwise, Pure],
                             invariants = fold::cast_invariants, verify = $verify, fold = $fold,
                             format = "$in attr-dict `:` type($in) `to` type($out)")]
        pub struct $id {
            /// The value cast.
            #[operand]
            r#in: Value,
            /// The result.
            #[result]
            out: Value,
        }
    };
}

int_cast!(
    ExtSIOp,
    "extsi",
    "integer sign extension operation",
    fold::verify_ext,
    fold::fold_extsi
);
int_cast!(
    ExtUIOp,
    "extui",
    "integer zero extension operation",
    fold::verify_ext,
    fold::fold_extui
);
/// `arith.trunci`: integer truncation; since MLIR 20 it carries overflow
/// flags like the binary ops.
#[op(dialect = ArithDialect, name = "trunci", summary = "integer truncation operation",
     traits = [SameOperandsAndResultShape, Elementwise, Pure],
     invariants = fold::cast_invariants, verify = fold::verify_trunc, fold = fold::fold_trunci,
     format = "$in (`overflow` `` $overflow_flags^)? attr-dict `:` type($in) `to` type($out)")]
pub struct TruncIOp {
    /// The value cast.
    #[operand]
    r#in: Value,
    /// The result.
    #[result]
    out: Value,
    /// `#arith.overflow<...>`; `none` when absent.
    #[attr(name = "overflowFlags", default = IntegerOverflowFlagsAttr::none)]
    overflow_flags: IntegerOverflowFlagsAttr,
}
int_cast!(
    IndexCastOp,
    "index_cast",
    "index cast operation",
    fold::verify_index_cast,
    fold::fold_index_cast
);

/// The integer constant `v` holds, when an `arith.constant` defines it.
fn constant_int<'a>(view: OpView<'a>, v: Value) -> Option<&'a ir::APInt> {
    let def = view.body.defining_op(v)?;
    let c = ConstantOp::from_view(OpView::new(view.ctx, view.body, def))?;
    c.value().0.as_apint(view.ctx)
}

/// `divui` may trap on a zero divisor: speculatable only when the divisor
/// is a non-zero constant (MLIR's `getDivUISpeculatability`, for constants).
impl ConditionallySpeculatable for DivUIOp<'_> {
    fn speculatability(&self) -> Speculatability {
        match constant_int(self.0, self.rhs()) {
            Some(d) if !d.is_zero() => Speculatability::Speculatable,
            _ => Speculatability::NotSpeculatable,
        }
    }
}

/// `divsi` may trap on a zero divisor and overflow on `MIN / -1`:
/// speculatable only when the divisor is a constant other than 0 and -1.
impl ConditionallySpeculatable for DivSIOp<'_> {
    fn speculatability(&self) -> Speculatability {
        match constant_int(self.0, self.rhs()) {
            Some(d) if !d.is_zero() && !d.is_all_ones() => Speculatability::Speculatable,
            _ => Speculatability::NotSpeculatable,
        }
    }
}
