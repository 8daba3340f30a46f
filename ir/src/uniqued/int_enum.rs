//! Integer enum attributes: MLIR's `I64EnumAttr`, an enum whose cases are
//! stored as plain `i64` integer attributes (`ordering = 4 : i64` in
//! generic form) and read and written as keywords in an op's custom form
//! (`atomic acquire`), as the LLVM dialect's `AtomicOrdering`,
//! `Visibility` and `UnnamedAddr` are.
//!
//! `#[int_enum]` implements [`IntEnum`] for the enum; an op field of kind
//! [`I64EnumAttr<E>`] then checks the value is one of the cases, and a
//! format prints and parses it as the case's keyword. A dialect attribute
//! (`#[attr_def]` over the enum, ODS's `EnumAttr`, `#llvm.linkage<...>`)
//! was the other choice; it is a different attribute in MLIR (its generic
//! form is `#llvm.linkage<private>`, not an integer), so both exist.

use crate::uniqued::context::Context;
use crate::uniqued::irdl::Irdl;
use crate::uniqued::typed_attrs::AttrType;
use crate::{AttrKind, Attribute, Signedness, Type, TypeKind};
use core::marker::PhantomData;

/// An enum made by `#[int_enum]`: its cases, their keywords and values.
pub trait IntEnum: Copy + Eq + 'static {
    /// ODS's summary of the enum (the constraint text after `failed to
    /// satisfy constraint: `).
    const SUMMARY: &'static str;
    /// Every case, in declaration order.
    fn cases() -> &'static [Self];
    /// The case's keyword.
    fn keyword(self) -> &'static str;
    /// The case's integer value.
    fn value(self) -> i64;
}

/// The case of `E` whose value is `v`.
pub fn case_of_value<E: IntEnum>(v: i64) -> Option<E> {
    E::cases().iter().copied().find(|c| c.value() == v)
}

/// The case of `E` whose keyword is `kw`.
pub fn case_of_keyword<E: IntEnum>(kw: &str) -> Option<E> {
    E::cases().iter().copied().find(|c| c.keyword() == kw)
}

/// ODS's `I64EnumAttr`: a 64-bit signless integer attribute holding the
/// value of one case of `E`.
///
/// ```
/// use ir::prelude::*;
///
/// #[int_enum(summary = "fruit")]
/// pub enum Fruit {
///     Apple = 0,
///     Pear = 3,
/// }
///
/// let ctx = Context::new();
/// let a = I64EnumAttr::get(&ctx, Fruit::Pear);
/// assert_eq!(a.value(&ctx), Fruit::Pear);
/// assert_eq!(a.0.display(&ctx).to_string(), "3 : i64");
/// let two = Attribute::integer(&ctx, Type::i64(&ctx), 2).unwrap();
/// assert!(I64EnumAttr::<Fruit>::from_attr(&ctx, two).is_none());
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct I64EnumAttr<E>(pub Attribute, PhantomData<E>);

impl<E: IntEnum> I64EnumAttr<E> {
    /// The attribute of case `e`.
    pub fn get(ctx: &Context, e: E) -> Self {
        let a = Attribute::integer(ctx, Type::i64(ctx), e.value())
            .expect("an i64 attribute holds any i64");
        I64EnumAttr(a, PhantomData)
    }

    /// The case (the first case if the attribute was not checked).
    pub fn value(self, ctx: &Context) -> E {
        self.0
            .as_i64(ctx)
            .and_then(case_of_value)
            .unwrap_or(E::cases()[0])
    }
}

/// Whether `a` is a signless integer attribute of `width` bits holding a
/// case of `E`.
fn holds_case<E: IntEnum>(ctx: &Context, a: Attribute, width: u32) -> bool {
    let AttrKind::Integer { ty, .. } = a.kind(ctx) else {
        return false;
    };
    let signless = matches!(
        ty.kind(ctx),
        TypeKind::Integer { width: w, signedness: Signedness::Signless } if *w == width
    );
    signless && a.as_i64(ctx).and_then(case_of_value::<E>).is_some()
}

impl<E: IntEnum> AttrType for I64EnumAttr<E> {
    const DESCRIPTION: &'static str = "64-bit signless integer enum attribute";
    fn from_attr(ctx: &Context, a: Attribute) -> Option<Self> {
        holds_case::<E>(ctx, a, 64).then_some(I64EnumAttr(a, PhantomData))
    }
    fn attr(self) -> Attribute {
        self.0
    }
    fn summary() -> String {
        E::SUMMARY.to_string()
    }
    fn irdl(_ctx: &Context) -> Irdl {
        Irdl::approx(Irdl::Base("#builtin.integer"), E::SUMMARY)
    }
}

/// ODS's `I32EnumAttr`: a 32-bit signless integer attribute holding the
/// value of one case of `E` (`roundingmode = 0 : i32`); give the enum the
/// summary `allowed 32-bit signless integer cases: ...` MLIR words its
/// constraint with.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct I32EnumAttr<E>(pub Attribute, PhantomData<E>);

impl<E: IntEnum> I32EnumAttr<E> {
    /// The attribute of case `e`.
    pub fn get(ctx: &Context, e: E) -> Self {
        let a = Attribute::integer(ctx, Type::int(ctx, 32), e.value())
            .expect("enum case values fit in 32 bits");
        I32EnumAttr(a, PhantomData)
    }

    /// The case (the first case if the attribute was not checked).
    pub fn value(self, ctx: &Context) -> E {
        self.0
            .as_i64(ctx)
            .and_then(case_of_value)
            .unwrap_or(E::cases()[0])
    }
}

impl<E: IntEnum> AttrType for I32EnumAttr<E> {
    const DESCRIPTION: &'static str = "32-bit signless integer enum attribute";
    fn from_attr(ctx: &Context, a: Attribute) -> Option<Self> {
        holds_case::<E>(ctx, a, 32).then_some(I32EnumAttr(a, PhantomData))
    }
    fn attr(self) -> Attribute {
        self.0
    }
    fn summary() -> String {
        E::SUMMARY.to_string()
    }
    fn irdl(_ctx: &Context) -> Irdl {
        Irdl::approx(Irdl::Base("#builtin.integer"), E::SUMMARY)
    }
}
