//! Attribute kinds ODS names (`I32Attr`, `I64Attr`, `StrAttr`,
//! `TypeAttrOf<T>`, ...) as typed attribute handles, and the
//! `ConfinedAttr` constraints (`IntMinValue<N>`, `IntPositive`,
//! `ArrayMinCount<N>`, ...) with ODS's summaries.
//!
//! The kinds live here rather than beside the basic typed attributes of
//! the uniqued layer because `TypeAttrOf<T>` needs the type constraints
//! of this layer.

use super::{AttrConstraint, TypeConstraint};
use crate::uniqued::context::Context;
use crate::uniqued::irdl::Irdl;
use crate::uniqued::typed_attrs::AttrType;
use crate::{AttrKind, Attribute, FloatKind, Signedness, TypeKind};
use core::marker::PhantomData;

use crate::uniqued::typed_attrs::typed_attr as kind;

fn int_of(ctx: &Context, k: &AttrKind, w: u32) -> bool {
    matches!(k, AttrKind::Integer { ty, .. }
        if matches!(ty.kind(ctx), TypeKind::Integer { width, signedness: Signedness::Signless } if *width == w))
}

kind!(/// `I32Attr`: a 32-bit signless integer attribute.
    I32Attr, "32-bit signless integer attribute", |ctx, k| int_of(ctx, k, 32),
    irdl = Irdl::approx(Irdl::Base("#builtin.integer"), "32-bit signless integer attribute"),
    storage = |ctx, k| matches!(k, AttrKind::Integer { .. }));
kind!(/// `I64Attr`: a 64-bit signless integer attribute.
    I64Attr, "64-bit signless integer attribute", |ctx, k| int_of(ctx, k, 64),
    irdl = Irdl::approx(Irdl::Base("#builtin.integer"), "64-bit signless integer attribute"),
    storage = |ctx, k| matches!(k, AttrKind::Integer { .. }));
kind!(/// `IndexAttr`: an integer attribute of `index` type.
    IndexAttr, "index attribute", |ctx, k| matches!(k, AttrKind::Integer { ty, .. } if ty.is_index(ctx)),
    irdl = Irdl::approx(Irdl::Base("#builtin.integer"), "index attribute"),
    storage = |ctx, k| matches!(k, AttrKind::Integer { .. }));
kind!(/// `F32Attr`.
    F32Attr, "32-bit float attribute", |ctx, k| matches!(k, AttrKind::Float { ty, .. } if matches!(ty.kind(ctx), TypeKind::Float(FloatKind::F32))),
    irdl = Irdl::approx(Irdl::Base("#builtin.float"), "32-bit float attribute"),
    storage = |ctx, k| matches!(k, AttrKind::Float { .. }));
kind!(/// `F64Attr`.
    F64Attr, "64-bit float attribute", |ctx, k| matches!(k, AttrKind::Float { ty, .. } if matches!(ty.kind(ctx), TypeKind::Float(FloatKind::F64))),
    irdl = Irdl::approx(Irdl::Base("#builtin.float"), "64-bit float attribute"),
    storage = |ctx, k| matches!(k, AttrKind::Float { .. }));

/// Whether `k` is a dense elements attribute of integer or index elements
/// (MLIR's `DenseIntElementsAttr::classof`).
fn int_elements(ctx: &Context, k: &AttrKind) -> bool {
    match k {
        AttrKind::DenseIntOrFloat { ty, .. } => ty
            .element_type(ctx)
            .is_some_and(|e| e.is_integer(ctx) || e.is_index(ctx)),
        _ => false,
    }
}

kind!(/// `AnyIntElementsAttr`: dense elements of integer or index type
    /// (`dense<[1, 2]> : vector<2xi32>`), read with `Attribute::dense_int_at`.
    AnyIntElementsAttr, "integer elements attribute", |ctx, k| int_elements(ctx, k),
    irdl = Irdl::approx(Irdl::Base("#builtin.dense_int_or_fp_elements"), "integer elements attribute"));

/// Whether `k` is a set or unset flag: `unit`, or an `i1` integer.
fn flag(ctx: &Context, k: &AttrKind) -> bool {
    matches!(k, AttrKind::Unit)
        || matches!(k, AttrKind::Integer { ty, .. } if matches!(ty.kind(ctx), TypeKind::Integer { width: 1, .. }))
}

/// `UnitProp`: a flag property (MLIR's `UnitProp`, a `bool` in C++).
/// Set, it is `unit` (generic form `<{flag}>`); unset, `false`
/// (`<{flag = false}>`, as MLIR prints it). Give the field
/// `default = UnitProp::unset` so an op built or parsed without it
/// holds `false`; in a format it anchors its optional group as a
/// `UnitAttr` does.
///
/// Generic text may give it as `unit`, `true` or `false`; it is stored
/// as `unit` or `false`, so it prints as MLIR prints it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct UnitProp(pub Attribute);

impl AttrType for UnitProp {
    const DESCRIPTION: &'static str = "unit property";
    fn from_attr(ctx: &Context, a: Attribute) -> Option<Self> {
        flag(ctx, a.kind(ctx)).then_some(UnitProp(a))
    }
    fn attr(self) -> Attribute {
        self.0
    }
    fn irdl(_ctx: &Context) -> Irdl {
        Irdl::approx(Irdl::Any, "unit property")
    }
    fn storage_value(ctx: &Context, a: Attribute) -> Attribute {
        UnitProp::normalized(ctx, a)
    }
}

impl From<UnitProp> for Attribute {
    fn from(a: UnitProp) -> Attribute {
        a.0
    }
}

impl UnitProp {
    /// `unit` for a set flag, `false` for an unset one.
    pub fn normalized(ctx: &Context, a: Attribute) -> Attribute {
        if UnitProp(a).is_set(ctx) {
            Attribute::unit(ctx)
        } else {
            Attribute::bool(ctx, false)
        }
    }

    /// The unset flag, `false`: a field's `default`.
    pub fn unset(ctx: &Context) -> UnitProp {
        UnitProp(Attribute::bool(ctx, false))
    }
    /// The set flag, `unit`.
    pub fn set(ctx: &Context) -> UnitProp {
        UnitProp(Attribute::unit(ctx))
    }
    /// Whether the flag is set (`unit` or `true`).
    pub fn is_set(self, ctx: &Context) -> bool {
        match self.0.kind(ctx) {
            AttrKind::Unit => true,
            AttrKind::Integer { value, .. } => !value.is_zero(),
            _ => false,
        }
    }
}

/// `StrAttr`, ODS's name for a string attribute.
pub type StrAttr = crate::uniqued::typed_attrs::StringAttr;
/// `AnyAttr`: any attribute.
pub type AnyAttr = Attribute;

/// `TypeAttrOf<T>`: a type attribute whose type satisfies `T`.
#[derive(Debug)]
pub struct TypeAttrOf<T>(pub Attribute, PhantomData<T>);
impl<T> Clone for TypeAttrOf<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for TypeAttrOf<T> {}
impl<T: TypeConstraint> AttrType for TypeAttrOf<T> {
    const DESCRIPTION: &'static str = "type attribute";
    fn from_attr(ctx: &Context, a: Attribute) -> Option<Self> {
        let t = a.as_type(ctx)?;
        T::matches(ctx, t).then_some(TypeAttrOf(a, PhantomData))
    }
    fn attr(self) -> Attribute {
        self.0
    }
    fn summary() -> String {
        format!("type attribute of {}", T::summary())
    }
    fn irdl(_ctx: &Context) -> Irdl {
        Irdl::approx(Irdl::Base("#builtin.type"), Self::summary())
    }
    fn storage_matches(ctx: &Context, a: Attribute) -> bool {
        a.as_type(ctx).is_some()
    }
}
impl<T> TypeAttrOf<T> {
    /// The type.
    pub fn value(self, ctx: &Context) -> crate::Type {
        self.0
            .as_type(ctx)
            .unwrap_or_else(|| crate::Type::none(ctx))
    }
}

/// The signed value of an integer attribute, when it fits an `i64`.
fn int_value(ctx: &Context, a: Attribute) -> Option<i64> {
    match a.kind(ctx) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

fn array_len(ctx: &Context, a: Attribute) -> Option<usize> {
    match a.kind(ctx) {
        AttrKind::Array(items) => Some(items.len()),
        AttrKind::DenseArray { values, .. } => Some(values.len()),
        _ => None,
    }
}

fn array_len_i64(ctx: &Context, a: Attribute) -> Option<i64> {
    array_len(ctx, a).and_then(|n| i64::try_from(n).ok())
}

macro_rules! int_bound {
    ($(#[$m:meta])* $name:ident, $get:expr, |$v:ident, $n:ident| $test:expr, $summary:expr) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, Default)]
        pub struct $name<const N: i64>;
        impl<const N: i64> AttrConstraint for $name<N> {
            fn matches(ctx: &Context, a: Attribute) -> bool {
                let $n = N;
                $get(ctx, a).is_some_and(|$v| $test)
            }
            fn summary() -> String {
                let $n = N;
                format!($summary)
            }
        }
    };
}

int_bound!(/// `IntMinValue<N>`: the integer is at least `N`.
    IntMinValue, int_value, |v, n| v >= n, "whose minimum value is {n}");
int_bound!(/// `IntMaxValue<N>`: the integer is at most `N`.
    IntMaxValue, int_value, |v, n| v <= n, "whose maximum value is {n}");
int_bound!(/// `ArrayMinCount<N>`: at least `N` elements (`N` as `i64`).
    ArrayMinCount, array_len_i64, |v, n| v >= n, "with at least {n} elements");
int_bound!(/// `ArrayMaxCount<N>`: at most `N` elements.
    ArrayMaxCount, array_len_i64, |v, n| v <= n, "with at most {n} elements");
int_bound!(/// `ArrayCount<N>`: exactly `N` elements.
    ArrayCount, array_len_i64, |v, n| v == n, "with exactly {n} elements");

/// `IntNonNegative`.
#[derive(Copy, Clone, Debug, Default)]
pub struct IntNonNegative;
impl AttrConstraint for IntNonNegative {
    fn matches(ctx: &Context, a: Attribute) -> bool {
        int_value(ctx, a).is_some_and(|v| v >= 0)
    }
    fn summary() -> String {
        "whose value is non-negative".into()
    }
}

/// `IntPositive`.
#[derive(Copy, Clone, Debug, Default)]
pub struct IntPositive;
impl AttrConstraint for IntPositive {
    fn matches(ctx: &Context, a: Attribute) -> bool {
        int_value(ctx, a).is_some_and(|v| v > 0)
    }
    fn summary() -> String {
        "whose value is positive".into()
    }
}

/// Several constraints hold together; summaries joined by spaces.
macro_rules! all_of {
    ($($t:ident),+) => {
        impl<$($t: AttrConstraint),+> AttrConstraint for ($($t,)+) {
            fn matches(ctx: &Context, a: Attribute) -> bool {
                $($t::matches(ctx, a))&&+
            }
            fn summary() -> String {
                [$($t::summary()),+].join(" ")
            }
        }
    };
}
all_of!(A);
all_of!(A, B);
all_of!(A, B, C);
