//! Typed attribute handles: what `#[attr]` fields of an `#[op]` declare,
//! so that accessors return `IntegerAttr` rather than a bare `Attribute`.
//!
//! Each wrapper is a `Copy` newtype over the uniqued [`Attribute`] that is
//! only made after checking the kind ([`AttrType::from_attr`]); the check's
//! description is the ODS constraint text the op verifier reports. Generic
//! `Attribute` accessors plus `as_*` calls at every use were rejected: the
//! kind check would be repeated, and forgotten, at each call site.

use crate::uniqued::apint::APInt;
use crate::uniqued::context::{Context, Ident};
use crate::uniqued::irdl::Irdl;
use crate::{AttrKind, Attribute, Type, TypeKind};

/// An attribute kind usable as an op attribute field.
pub trait AttrType: Copy {
    /// The constraint text (ODS `summary`) for diagnostics.
    const DESCRIPTION: &'static str;
    /// The typed handle when `a` has this kind.
    fn from_attr(ctx: &Context, a: Attribute) -> Option<Self>;
    /// The untyped attribute.
    fn attr(self) -> Attribute;
    /// The constraint text when it depends on a parameter
    /// (`TypeAttrOf<I64>`); [`AttrType::DESCRIPTION`] otherwise.
    fn summary() -> String {
        Self::DESCRIPTION.to_string()
    }
    /// The kind in IRDL's terms (for `ir-opt --export-irdl`); the default
    /// is `irdl.any`, marked as an over-approximation of the summary.
    fn irdl(_ctx: &Context) -> Irdl {
        Irdl::approx(Irdl::Any, Self::summary())
    }
    /// Whether `a` can be stored in a property of this kind: MLIR's
    /// `dyn_cast` to the kind's C++ storage class when generic text gives
    /// the property (`Invalid attribute `x` in property conversion`).
    /// The storage class may be broader than the kind (`I64Attr` is
    /// stored as any `IntegerAttr`, the verifier checks the width); by
    /// default it is the kind itself.
    fn storage_matches(ctx: &Context, a: Attribute) -> bool {
        Self::from_attr(ctx, a).is_some()
    }
    /// What a property of this kind stores for `a` (which
    /// [`AttrType::storage_matches`] accepted): `a` itself, unless the
    /// kind's storage has one form per value (a `UnitProp` stores `true`
    /// as `unit`, so it prints as MLIR prints it).
    fn storage_value(_ctx: &Context, a: Attribute) -> Attribute {
        a
    }
}

impl AttrType for Attribute {
    const DESCRIPTION: &'static str = "any attribute";
    fn from_attr(_: &Context, a: Attribute) -> Option<Self> {
        Some(a)
    }
    fn attr(self) -> Attribute {
        self
    }
    fn irdl(_ctx: &Context) -> Irdl {
        Irdl::Any
    }
}

macro_rules! typed_attr {
    ($(#[$m:meta])* $name:ident, $desc:expr, |$ctx:ident, $k:ident| $test:expr $(, irdl = $irdl:expr)? $(, storage = |$sctx:ident, $sk:ident| $storage:expr)?) => {
        $(#[$m])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub struct $name(pub Attribute);
        impl AttrType for $name {
            const DESCRIPTION: &'static str = $desc;
            fn from_attr($ctx: &Context, a: Attribute) -> Option<Self> {
                let $k = a.kind($ctx);
                ($test).then_some($name(a))
            }
            fn attr(self) -> Attribute {
                self.0
            }
            $(fn irdl(_: &Context) -> $crate::uniqued::irdl::Irdl {
                $irdl
            })?
            $(fn storage_matches($sctx: &Context, a: Attribute) -> bool {
                let $sk = a.kind($sctx);
                $storage
            })?
        }
        impl From<$name> for Attribute {
            fn from(a: $name) -> Attribute {
                a.0
            }
        }
    };
}

// Also used for the ODS attribute kinds of `semantics::constraints`.
pub(crate) use typed_attr;

typed_attr!(/// An integer (or index) attribute.
    IntegerAttr, "integer attribute", |ctx, k| matches!(k, AttrKind::Integer { .. }), irdl = Irdl::Base("#builtin.integer"));
typed_attr!(/// A float attribute.
    FloatAttr, "float attribute", |ctx, k| matches!(k, AttrKind::Float { .. }), irdl = Irdl::Base("#builtin.float"));
typed_attr!(/// A string attribute.
    StringAttr, "string attribute", |ctx, k| matches!(k, AttrKind::String { .. }), irdl = Irdl::Base("#builtin.string"));
typed_attr!(/// A type attribute.
    TypeAttr, "any type attribute", |ctx, k| matches!(k, AttrKind::Type(_)), irdl = Irdl::Base("#builtin.type"));
typed_attr!(/// The unit attribute.
    UnitAttr, "unit attribute", |ctx, k| matches!(k, AttrKind::Unit), irdl = Irdl::Base("#builtin.unit"));
typed_attr!(/// An array attribute.
    ArrayAttr, "array attribute", |ctx, k| matches!(k, AttrKind::Array(_)), irdl = Irdl::Base("#builtin.array"));
typed_attr!(/// A dictionary attribute.
    DictionaryAttr, "dictionary of named attribute values", |ctx, k| matches!(k, AttrKind::Dictionary(_)), irdl = Irdl::Base("#builtin.dictionary"));
typed_attr!(/// A symbol reference, possibly nested.
    SymbolRefAttr, "symbol reference attribute", |ctx, k| matches!(k, AttrKind::SymbolRef { .. }), irdl = Irdl::Base("#builtin.symbol_ref"));
typed_attr!(/// A symbol reference without nested references.
    FlatSymbolRefAttr, "flat symbol reference attribute", |ctx, k| matches!(k, AttrKind::SymbolRef { nested, .. } if nested.is_empty()),
    irdl = Irdl::approx(Irdl::Base("#builtin.symbol_ref"), "flat symbol reference attribute"));
typed_attr!(/// An `i1` integer attribute.
    BoolAttr, "bool attribute", |ctx, k| matches!(k, AttrKind::Integer { ty, .. } if matches!(ty.kind(ctx), TypeKind::Integer { width: 1, .. })),
    irdl = Irdl::approx(Irdl::Base("#builtin.integer"), "bool attribute"));
typed_attr!(/// `array<i32: ...>`.
    DenseI32ArrayAttr, "i32 dense array attribute", |ctx, k| matches!(k, AttrKind::DenseArray { element, .. } if matches!(element.kind(ctx), TypeKind::Integer { width: 32, .. })),
    irdl = Irdl::approx(Irdl::Base("#builtin.dense_array"), "i32 dense array attribute"));
typed_attr!(/// `array<i64: ...>`.
    DenseI64ArrayAttr, "i64 dense array attribute", |ctx, k| matches!(k, AttrKind::DenseArray { element, .. } if matches!(element.kind(ctx), TypeKind::Integer { width: 64, .. })),
    irdl = Irdl::approx(Irdl::Base("#builtin.dense_array"), "i64 dense array attribute"));
typed_attr!(/// `affine_map<...>`.
    AffineMapAttr, "AffineMap attribute", |ctx, k| matches!(k, AttrKind::AffineMap(_)), irdl = Irdl::Base("#builtin.affine_map"));
typed_attr!(/// `affine_set<...>`.
    IntegerSetAttr, "IntegerSet attribute", |ctx, k| matches!(k, AttrKind::IntegerSet(_)), irdl = Irdl::Base("#builtin.integer_set"));

/// An attribute with a type (MLIR's `TypedAttr` interface), see
/// [`Attribute::typed_value_type`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct TypedAttr(pub Attribute);

impl AttrType for TypedAttr {
    const DESCRIPTION: &'static str = "TypedAttr instance";
    fn from_attr(ctx: &Context, a: Attribute) -> Option<Self> {
        a.typed_value_type(ctx).map(|_| TypedAttr(a))
    }
    fn attr(self) -> Attribute {
        self.0
    }
}

impl From<TypedAttr> for Attribute {
    fn from(a: TypedAttr) -> Attribute {
        a.0
    }
}

impl TypedAttr {
    /// The attribute's type.
    pub fn ty(self, ctx: &Context) -> Type {
        self.0
            .typed_value_type(ctx)
            .unwrap_or_else(|| Type::none(ctx))
    }
}

impl IntegerAttr {
    /// The value.
    pub fn value(self, ctx: &Context) -> &APInt {
        match self.0.kind(ctx) {
            AttrKind::Integer { value, .. } => value,
            _ => unreachable!("checked by from_attr"),
        }
    }
    /// The integer or index type.
    pub fn ty(self, ctx: &Context) -> Type {
        self.0
            .typed_value_type(ctx)
            .unwrap_or_else(|| Type::none(ctx))
    }
}

impl FloatAttr {
    /// The encoding at the type's width.
    pub fn bits(self, ctx: &Context) -> u128 {
        match self.0.kind(ctx) {
            AttrKind::Float { bits, .. } => *bits,
            _ => 0,
        }
    }
    /// The float type.
    pub fn ty(self, ctx: &Context) -> Type {
        self.0
            .typed_value_type(ctx)
            .unwrap_or_else(|| Type::none(ctx))
    }
}

impl StringAttr {
    /// The text.
    pub fn value(self, ctx: &Context) -> &str {
        self.0.as_str(ctx).unwrap_or("")
    }
}

impl TypeAttr {
    /// The type.
    pub fn value(self, ctx: &Context) -> Type {
        self.0.as_type(ctx).unwrap_or_else(|| Type::none(ctx))
    }
}

impl BoolAttr {
    /// The truth value.
    pub fn value(self, ctx: &Context) -> bool {
        matches!(self.0.kind(ctx), AttrKind::Integer { value, .. } if !value.is_zero())
    }
}

impl FlatSymbolRefAttr {
    /// The referenced symbol name.
    pub fn name(self, ctx: &Context) -> Ident {
        match self.0.kind(ctx) {
            AttrKind::SymbolRef { root, .. } => *root,
            _ => ctx.ident(""),
        }
    }
}

impl DenseI32ArrayAttr {
    /// The elements.
    pub fn values(self, ctx: &Context) -> Vec<i32> {
        match self.0.kind(ctx) {
            AttrKind::DenseArray { values, .. } => {
                values.iter().map(|&v| v as u32 as i32).collect()
            }
            _ => Vec::new(),
        }
    }
}

impl DenseI64ArrayAttr {
    /// The elements.
    pub fn values(self, ctx: &Context) -> Vec<i64> {
        match self.0.kind(ctx) {
            AttrKind::DenseArray { values, .. } => values.iter().map(|&v| v as i64).collect(),
            _ => Vec::new(),
        }
    }
}

impl DenseI32ArrayAttr {
    /// The elements of `a` when it is an `array<i32: ...>`.
    pub fn from_attr_opt(ctx: &Context, a: Attribute) -> Option<Vec<i32>> {
        Self::from_attr(ctx, a).map(|d| d.values(ctx))
    }
}
