//! The integer arith ops, constants, `cmpi` and `select`, with MLIR 22's
//! traits (ODS `ArithOps.td`): binary ops are `SameOperandsAndResultType`
//! and `ElementwiseMappable`, with `Commutative` / `Idempotent` where MLIR
//! has them, `Pure` unless they may trap (`divsi`, `ceildivui`, ...: then
//! `ConditionallySpeculatable`). Float ops are in [`super::float_ops`],
//! casts in [`super::casts`].
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

/// ODS's integer binary op classes: `int_binary!` (`Arith_IntBinaryOp`),
/// with `flags` the overflow flags (`..WithOverflowFlags`, always `Pure`),
/// with `exact` the `exact` unit attribute (`..WithExactFlag`).
macro_rules! int_binary {
    (@op $id:ident, $name:literal, $summary:literal, [$($t:tt)*], $fold:path, $format:literal,
     { $($extra:tt)* }) => {
        #[doc = $summary]
        #[op(dialect = ArithDialect, name = $name, summary = $summary,
             traits = [$($t)*, SameOperandsAndResultType, ElementwiseMappable],
             fold = $fold, format = $format)]
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
            $($extra)*
        }
    };
    (flags $id:ident, $name:literal, $summary:literal, [$($t:ty),*], $fold:path) => {
        int_binary!(@op $id, $name, $summary, [Pure $(, $t)*], $fold,
            "$lhs `,` $rhs (`overflow` `` $overflow_flags^)? attr-dict `:` type($result)", {
            /// `#arith.overflow<...>`; `none` when absent.
            #[attr(name = "overflowFlags", default = IntegerOverflowFlagsAttr::none)]
            overflow_flags: IntegerOverflowFlagsAttr,
        });
    };
    (exact $id:ident, $name:literal, $summary:literal, [$($t:tt)*], $fold:path) => {
        int_binary!(@op $id, $name, $summary, [$($t)*], $fold,
            "$lhs `,` $rhs (`exact` $is_exact^)? attr-dict `:` type($result)", {
            /// `exact`: the result is poison when bits are lost.
            #[attr(name = "isExact", optional)]
            is_exact: UnitAttr,
        });
    };
    ($id:ident, $name:literal, $summary:literal, [$($t:tt)*], $fold:path) => {
        int_binary!(@op $id, $name, $summary, [$($t)*], $fold,
            "$lhs `,` $rhs attr-dict `:` type($result)", {});
    };
}

int_binary!(
    flags AddIOp,
    "addi",
    "integer addition operation",
    [Commutative],
    fold::fold_addi
);
int_binary!(
    flags SubIOp,
    "subi",
    "integer subtraction operation",
    [],
    fold::fold_subi
);
int_binary!(
    flags MulIOp,
    "muli",
    "integer multiplication operation",
    [Commutative],
    fold::fold_muli
);
int_binary!(flags ShLIOp, "shli", "integer left-shift", [], fold::fold_shli);
int_binary!(
    exact DivSIOp,
    "divsi",
    "signed integer division operation",
    [dyn ConditionallySpeculatable, NoMemoryEffect],
    fold::fold_divsi
);
int_binary!(
    exact DivUIOp,
    "divui",
    "unsigned integer division operation",
    [dyn ConditionallySpeculatable, NoMemoryEffect],
    fold::fold_divui
);
int_binary!(
    exact ShRSIOp,
    "shrsi",
    "signed integer right-shift",
    [Pure],
    fold::fold_shrsi
);
int_binary!(
    exact ShRUIOp,
    "shrui",
    "unsigned integer right-shift",
    [Pure],
    fold::fold_shrui
);
int_binary!(
    CeilDivSIOp,
    "ceildivsi",
    "signed ceil integer division operation",
    [dyn ConditionallySpeculatable, NoMemoryEffect],
    fold::fold_ceildivsi
);
int_binary!(
    CeilDivUIOp,
    "ceildivui",
    "unsigned ceil integer division operation",
    [dyn ConditionallySpeculatable, NoMemoryEffect],
    fold::fold_ceildivui
);
int_binary!(
    FloorDivSIOp,
    "floordivsi",
    "signed floor integer division operation",
    [Pure],
    fold::fold_floordivsi
);
int_binary!(
    RemSIOp,
    "remsi",
    "signed integer division remainder operation",
    [Pure],
    fold::fold_remsi
);
int_binary!(
    RemUIOp,
    "remui",
    "unsigned integer division remainder operation",
    [Pure],
    fold::fold_remui
);
int_binary!(
    AndIOp,
    "andi",
    "integer binary and",
    [Commutative, Idempotent, Pure],
    fold::fold_andi
);
int_binary!(
    OrIOp,
    "ori",
    "integer binary or",
    [Commutative, Idempotent, Pure],
    fold::fold_ori
);
int_binary!(
    XOrIOp,
    "xori",
    "integer binary xor",
    [Commutative, Pure],
    fold::fold_xori
);
int_binary!(
    MaxSIOp,
    "maxsi",
    "signed integer maximum operation",
    [Commutative, Pure],
    fold::fold_maxsi
);
int_binary!(
    MaxUIOp,
    "maxui",
    "unsigned integer maximum operation",
    [Commutative, Pure],
    fold::fold_maxui
);
int_binary!(
    MinSIOp,
    "minsi",
    "signed integer minimum operation",
    [Commutative, Pure],
    fold::fold_minsi
);
int_binary!(
    MinUIOp,
    "minui",
    "unsigned integer minimum operation",
    [Commutative, Pure],
    fold::fold_minui
);

/// `arith.addui_extended`: the sum and the unsigned overflow bit.
#[op(dialect = ArithDialect, name = "addui_extended",
     summary = "extended unsigned integer addition operation returning sum and overflow bit",
     traits = [Pure, Commutative, AllTypesMatch<(lhs, rhs, sum)>,
               ElementwiseMappable],
     fold_multi = fold::fold_addui_extended,
     format = "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)")]
pub struct AddUIExtendedOp {
    /// The left operand.
    #[operand(ty = SignlessIntegerOrIndexLike)]
    lhs: Value,
    /// The right operand.
    #[operand(ty = SignlessIntegerOrIndexLike)]
    rhs: Value,
    /// The sum, wrapped.
    #[result(ty = SignlessIntegerOrIndexLike)]
    sum: Value,
    /// Whether the unsigned addition overflowed.
    #[result(ty = BoolLike)]
    overflow: Value,
}

macro_rules! mul_extended {
    ($id:ident, $name:literal, $summary:literal, $fold:path) => {
        #[doc = $summary]
        #[op(dialect = ArithDialect, name = $name, summary = $summary,
                             traits = [Pure, Commutative, AllTypesMatch<(lhs, rhs, low, high)>,
                                       ElementwiseMappable],
                             fold_multi = $fold,
                             format = "$lhs `,` $rhs attr-dict `:` type($lhs)")]
        pub struct $id {
            /// The left operand.
            #[operand(ty = SignlessIntegerOrIndexLike)]
            lhs: Value,
            /// The right operand.
            #[operand(ty = SignlessIntegerOrIndexLike)]
            rhs: Value,
            /// The low half of the product.
            #[result(ty = SignlessIntegerOrIndexLike)]
            low: Value,
            /// The high half of the product.
            #[result(ty = SignlessIntegerOrIndexLike)]
            high: Value,
        }
    };
}

mul_extended!(
    MulSIExtendedOp,
    "mulsi_extended",
    "extended signed integer multiplication operation",
    fold::fold_mulsi_extended
);
mul_extended!(
    MulUIExtendedOp,
    "mului_extended",
    "extended unsigned integer multiplication operation",
    fold::fold_mului_extended
);

/// `arith.cmpi`: integer comparison.
#[op(dialect = ArithDialect, name = "cmpi", summary = "integer comparison operation",
     traits = [Pure, SameTypeOperands, TypesMatchWith<(lhs, result), fold::I1SameShape>,
               ElementwiseMappable],
     fold_mut = fold::fold_cmpi_in_place,
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

/// `arith.select`: chooses between two values.
#[op(dialect = ArithDialect, name = "select", summary = "select operation",
     traits = [Pure, AllTypesMatch<(true_value, false_value, result)>,
               ElementwiseMappable],
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
        unsigned_div_speculatability(self.0, self.rhs())
    }
}

/// `divsi` may trap on a zero divisor and overflow on `MIN / -1`:
/// speculatable only when the divisor is a constant other than 0 and -1.
impl ConditionallySpeculatable for DivSIOp<'_> {
    fn speculatability(&self) -> Speculatability {
        signed_div_speculatability(self.0, self.rhs())
    }
}

/// `ceildivui` traps as `divui` does.
impl ConditionallySpeculatable for CeilDivUIOp<'_> {
    fn speculatability(&self) -> Speculatability {
        unsigned_div_speculatability(self.0, self.rhs())
    }
}

/// `ceildivsi` traps as `divsi` does.
impl ConditionallySpeculatable for CeilDivSIOp<'_> {
    fn speculatability(&self) -> Speculatability {
        signed_div_speculatability(self.0, self.rhs())
    }
}

/// MLIR's `getDivUISpeculatability`, for constant divisors.
fn unsigned_div_speculatability(view: OpView<'_>, divisor: Value) -> Speculatability {
    match constant_int(view, divisor) {
        Some(d) if !d.is_zero() => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

/// MLIR's `getDivSISpeculatability`, for constant divisors.
fn signed_div_speculatability(view: OpView<'_>, divisor: Value) -> Speculatability {
    match constant_int(view, divisor) {
        Some(d) if !d.is_zero() && !d.is_all_ones() => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}
