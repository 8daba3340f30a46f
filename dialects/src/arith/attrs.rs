//! Arith attributes: integer overflow flags (`#arith.overflow<nsw, nuw>`),
//! fast-math flags (`#arith.fastmath<nnan, ninf>`) and the `cmpi` / `cmpf`
//! predicates.
//!
//! Overflow and fast-math flags are dialect attributes defined with
//! `#[attr_def]` over `#[bit_enum]` flag sets, as ODS defines them with
//! `EnumAttr` over `BitEnumAttr`: uniqued with typed parameters, read and
//! printed by the generated format. Predicates are `i64` integer
//! attributes, as in MLIR's `I64EnumAttr` (not dialect attributes).

use super::ArithDialect;
use ir::prelude::*;
use ir::{AttrKind, TypeKind};

/// The integer overflow flags of `arith.addi` and friends (MLIR's
/// `IntegerOverflowFlags` bit enum): `none`, `nsw`, `nuw`.
#[bit_enum(cpp_name = "::mlir::arith::IntegerOverflowFlags", separator = ", ")]
pub enum IntegerOverflowFlags {
    /// No flag.
    None = 0,
    /// No signed wrap.
    Nsw = 1,
    /// No unsigned wrap.
    Nuw = 2,
}

/// `#arith.overflow<nsw, nuw>` (MLIR's `Arith_IntegerOverflowAttr`).
#[attr_def(dialect = ArithDialect, mnemonic = "overflow", format = "`<` $value `>`",
           ods_name = "Arith_IntegerOverflowAttr",
           description = "Integer overflow arith flags")]
pub struct IntegerOverflowFlagsAttr {
    /// The flags.
    value: IntegerOverflowFlags,
}

impl IntegerOverflowFlagsAttr {
    /// The default, `#arith.overflow<none>` (for `#[attr(default)]`).
    pub fn none(ctx: &Context) -> Self {
        Self::get(ctx, IntegerOverflowFlags::None)
    }
}

/// The fast-math flags of float ops (MLIR's `FastMathFlags` bit enum).
#[bit_enum(cpp_name = "::mlir::arith::FastMathFlags", separator = ",")]
pub enum FastMathFlags {
    /// No flag.
    None = 0,
    /// Reassociation is allowed.
    Reassoc = 1,
    /// No NaNs.
    Nnan = 2,
    /// No infinities.
    Ninf = 4,
    /// No signed zeros.
    Nsz = 8,
    /// Reciprocals are allowed.
    Arcp = 16,
    /// Contraction is allowed.
    Contract = 32,
    /// Approximate functions are allowed.
    Afn = 64,
    /// All of the above.
    Fast = 127,
}

/// `#arith.fastmath<nnan,ninf>` (MLIR's `Arith_FastMathAttr`).
#[attr_def(dialect = ArithDialect, mnemonic = "fastmath", format = "`<` $value `>`",
           ods_name = "Arith_FastMathAttr",
           description = "Floating point fast math flags")]
pub struct FastMathFlagsAttr {
    /// The flags.
    value: FastMathFlags,
}

impl FastMathFlagsAttr {
    /// The default, `#arith.fastmath<none>`.
    pub fn none(ctx: &Context) -> Self {
        Self::get(ctx, FastMathFlags::None)
    }
}

/// `arith.cmpi` predicates, numbered as MLIR numbers them.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
#[allow(missing_docs)]
pub enum CmpIPredicate {
    Eq = 0,
    Ne = 1,
    Slt = 2,
    Sle = 3,
    Sgt = 4,
    Sge = 5,
    Ult = 6,
    Ule = 7,
    Ugt = 8,
    Uge = 9,
}

impl CmpIPredicate {
    const ALL: [CmpIPredicate; 10] = [
        Self::Eq,
        Self::Ne,
        Self::Slt,
        Self::Sle,
        Self::Sgt,
        Self::Sge,
        Self::Ult,
        Self::Ule,
        Self::Ugt,
        Self::Uge,
    ];
    /// The predicate numbered `v`.
    pub fn from_i64(v: i64) -> Option<Self> {
        Self::ALL.get(usize::try_from(v).ok()?).copied()
    }
}

/// `arith.cmpf` predicates, numbered as MLIR numbers them.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
#[allow(missing_docs)]
pub enum CmpFPredicate {
    AlwaysFalse = 0,
    Oeq = 1,
    Ogt = 2,
    Oge = 3,
    Olt = 4,
    Ole = 5,
    One = 6,
    Ord = 7,
    Ueq = 8,
    Ugt = 9,
    Uge = 10,
    Ult = 11,
    Ule = 12,
    Une = 13,
    Uno = 14,
    AlwaysTrue = 15,
}

impl CmpFPredicate {
    const ALL: [CmpFPredicate; 16] = [
        Self::AlwaysFalse,
        Self::Oeq,
        Self::Ogt,
        Self::Oge,
        Self::Olt,
        Self::Ole,
        Self::One,
        Self::Ord,
        Self::Ueq,
        Self::Ugt,
        Self::Uge,
        Self::Ult,
        Self::Ule,
        Self::Une,
        Self::Uno,
        Self::AlwaysTrue,
    ];
    /// The predicate numbered `v`.
    pub fn from_i64(v: i64) -> Option<Self> {
        Self::ALL.get(usize::try_from(v).ok()?).copied()
    }
}

/// The cases `0..=max` of an `i64` enum, exactly, in IRDL's terms.
fn i64_enum_irdl(ctx: &Context, max: i64) -> ir::uniqued::irdl::Irdl {
    ir::uniqued::irdl::Irdl::AnyOf(
        (0..=max)
            .filter_map(|v| Attribute::integer(ctx, Type::i64(ctx), v).ok())
            .map(ir::uniqued::irdl::Irdl::IsAttr)
            .collect(),
    )
}

fn i64_enum(ctx: &Context, a: Attribute, max: i64) -> bool {
    matches!(a.kind(ctx), AttrKind::Integer { ty, .. }
        if matches!(ty.kind(ctx), TypeKind::Integer { width: 64, signedness: ir::Signedness::Signless }))
        && a.as_i64(ctx).is_some_and(|v| (0..=max).contains(&v))
}

/// The `predicate` of `arith.cmpi`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct CmpIPredicateAttr(pub Attribute);

impl CmpIPredicateAttr {
    /// The attribute for `p`.
    pub fn get(ctx: &Context, p: CmpIPredicate) -> Self {
        CmpIPredicateAttr(Attribute::integer(ctx, Type::i64(ctx), p as i64).expect("i64 fits"))
    }
    /// The predicate.
    pub fn value(self, ctx: &Context) -> Option<CmpIPredicate> {
        CmpIPredicate::from_i64(self.0.as_i64(ctx)?)
    }
}

impl AttrType for CmpIPredicateAttr {
    const DESCRIPTION: &'static str =
        "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9";
    fn from_attr(ctx: &Context, a: Attribute) -> Option<Self> {
        i64_enum(ctx, a, 9).then_some(CmpIPredicateAttr(a))
    }
    fn attr(self) -> Attribute {
        self.0
    }
    fn irdl(ctx: &Context) -> ir::uniqued::irdl::Irdl {
        i64_enum_irdl(ctx, 9)
    }
}

/// The `predicate` of `arith.cmpf`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct CmpFPredicateAttr(pub Attribute);

impl CmpFPredicateAttr {
    /// The attribute for `p`.
    pub fn get(ctx: &Context, p: CmpFPredicate) -> Self {
        CmpFPredicateAttr(Attribute::integer(ctx, Type::i64(ctx), p as i64).expect("i64 fits"))
    }
    /// The predicate.
    pub fn value(self, ctx: &Context) -> Option<CmpFPredicate> {
        CmpFPredicate::from_i64(self.0.as_i64(ctx)?)
    }
}

impl AttrType for CmpFPredicateAttr {
    const DESCRIPTION: &'static str = "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15";
    fn from_attr(ctx: &Context, a: Attribute) -> Option<Self> {
        i64_enum(ctx, a, 15).then_some(CmpFPredicateAttr(a))
    }
    fn attr(self) -> Attribute {
        self.0
    }
    fn irdl(ctx: &Context) -> ir::uniqued::irdl::Irdl {
        i64_enum_irdl(ctx, 15)
    }
}

/// The rounding mode of `arith.truncf` and `arith.scaling_truncf` (MLIR's
/// `Arith_RoundingModeAttr`, an `I32EnumAttr`).
#[int_enum(
    cpp_name = "::mlir::arith::RoundingMode",
    summary = "allowed 32-bit signless integer cases: 0, 1, 2, 3, 4"
)]
pub enum RoundingMode {
    /// Round to nearest, ties to even.
    ToNearestEven = 0,
    /// Round toward negative infinity.
    Downward = 1,
    /// Round toward positive infinity.
    Upward = 2,
    /// Round toward zero.
    TowardZero = 3,
    /// Round to nearest, ties away from zero.
    ToNearestAway = 4,
}
