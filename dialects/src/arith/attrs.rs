//! Arith attributes: integer overflow flags (`#arith.overflow<nsw, nuw>`),
//! fast-math flags (`#arith.fastmath<nnan, ninf>`) and the `cmpi` / `cmpf`
//! predicates.
//!
//! Overflow and fast-math flags are dialect attributes; until the dialect
//! attribute machinery lands they are stored as opaque `#arith.<text>`
//! attributes with canonical text (MLIR's print order), produced and read
//! only through the typed wrappers here, so switching the storage later
//! touches this file alone. Predicates are `i64` integer attributes, as in
//! MLIR's `I64EnumAttr`.

use ir::prelude::*;
use ir::{AttrKind, TypeKind};

/// `nsw` / `nuw` bits.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct OverflowFlags {
    /// No signed wrap.
    pub nsw: bool,
    /// No unsigned wrap.
    pub nuw: bool,
}

impl OverflowFlags {
    /// MLIR's text inside `<...>`.
    pub fn text(self) -> &'static str {
        match (self.nsw, self.nuw) {
            (false, false) => "none",
            (true, false) => "nsw",
            (false, true) => "nuw",
            (true, true) => "nsw, nuw",
        }
    }

    fn parse(s: &str) -> Option<OverflowFlags> {
        let mut f = OverflowFlags::default();
        for w in s.split(',').map(str::trim) {
            match w {
                "none" => {}
                "nsw" => f.nsw = true,
                "nuw" => f.nuw = true,
                _ => return None,
            }
        }
        Some(f)
    }
}

fn opaque_arith(ctx: &Context, a: Attribute) -> Option<&str> {
    match a.kind(ctx) {
        AttrKind::Opaque { dialect, data } if ctx.str(*dialect) == "arith" => Some(ctx.str(*data)),
        _ => None,
    }
}

/// `#arith.overflow<...>`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct IntegerOverflowFlagsAttr(pub Attribute);

impl IntegerOverflowFlagsAttr {
    /// The attribute for `flags`.
    pub fn get(ctx: &Context, flags: OverflowFlags) -> Self {
        IntegerOverflowFlagsAttr(Attribute::opaque(
            ctx,
            "arith",
            &format!("overflow<{}>", flags.text()),
        ))
    }
    /// The flags.
    pub fn flags(self, ctx: &Context) -> OverflowFlags {
        opaque_arith(ctx, self.0)
            .and_then(|s| s.strip_prefix("overflow<")?.strip_suffix('>'))
            .and_then(OverflowFlags::parse)
            .unwrap_or_default()
    }
    /// The default, `#arith.overflow<none>` (for `#[attr(default)]`).
    pub fn none(ctx: &Context) -> Self {
        Self::get(ctx, OverflowFlags::default())
    }
}

impl AttrType for IntegerOverflowFlagsAttr {
    const DESCRIPTION: &'static str = "Integer overflow arith flags";
    fn from_attr(ctx: &Context, a: Attribute) -> Option<Self> {
        let s = opaque_arith(ctx, a)?
            .strip_prefix("overflow<")?
            .strip_suffix('>')?;
        OverflowFlags::parse(s).map(|_| IntegerOverflowFlagsAttr(a))
    }
    fn attr(self) -> Attribute {
        self.0
    }
}

/// The fast-math flag names, in MLIR's bit order.
pub const FASTMATH_FLAGS: [&str; 7] = ["reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"];

/// `#arith.fastmath<...>`: a bit set over [`FASTMATH_FLAGS`].
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct FastMathFlagsAttr(pub Attribute);

impl FastMathFlagsAttr {
    /// The attribute for a bit set (bit i = `FASTMATH_FLAGS[i]`).
    pub fn get(ctx: &Context, bits: u8) -> Self {
        let text = if bits & 0x7f == 0x7f {
            "fast".to_string()
        } else if bits == 0 {
            "none".to_string()
        } else {
            FASTMATH_FLAGS
                .iter()
                .enumerate()
                .filter(|(i, _)| bits & (1 << i) != 0)
                .map(|(_, n)| *n)
                .collect::<Vec<_>>()
                .join(",")
        };
        FastMathFlagsAttr(Attribute::opaque(
            ctx,
            "arith",
            &format!("fastmath<{text}>"),
        ))
    }
    /// The bit set.
    pub fn bits(self, ctx: &Context) -> u8 {
        opaque_arith(ctx, self.0)
            .and_then(|s| s.strip_prefix("fastmath<")?.strip_suffix('>'))
            .and_then(parse_fastmath)
            .unwrap_or(0)
    }
    /// The default, `#arith.fastmath<none>`.
    pub fn none(ctx: &Context) -> Self {
        Self::get(ctx, 0)
    }
}

fn parse_fastmath(s: &str) -> Option<u8> {
    let mut bits = 0u8;
    for w in s.split(',').map(str::trim) {
        match w {
            "none" => {}
            "fast" => bits |= 0x7f,
            _ => bits |= 1 << FASTMATH_FLAGS.iter().position(|f| *f == w)?,
        }
    }
    Some(bits)
}

impl AttrType for FastMathFlagsAttr {
    const DESCRIPTION: &'static str = "Floating point fast math flags";
    fn from_attr(ctx: &Context, a: Attribute) -> Option<Self> {
        let s = opaque_arith(ctx, a)?
            .strip_prefix("fastmath<")?
            .strip_suffix('>')?;
        parse_fastmath(s).map(|_| FastMathFlagsAttr(a))
    }
    fn attr(self) -> Attribute {
        self.0
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
}
