//! Builtin attributes: the uniqued [`Attribute`] handle and [`AttrKind`].
//!
//! Like types, attributes are `u32` handles into the context; locations are
//! attributes too (as in MLIR), see [`crate::uniqued::location`]. Dictionaries are
//! kept sorted by name text, which is both MLIR's print order and what makes
//! lookups a binary search. Constructors check MLIR's invariants and return
//! its diagnostic text.
//!
//! The larger kinds live in submodules: [`dense`] (dense, string, resource
//! and sparse elements with raw storage), [`affine`] (affine expressions,
//! maps and integer sets and their simplification), `string` (the bytes of
//! a string attribute, [`StringValue`]) and `structured` (distinct,
//! strided layouts, literal constructors and typed accessors).
//! How attributes read and print as text lives in [`crate::text`].

pub mod affine;
pub mod dense;
mod string;
mod structured;
#[cfg(test)]
mod tests;

pub use affine::{
    AffineBuilder, AffineExpr, AffineExprKind, AffineExprList, AffineMap, Folded, IntegerSet,
};
pub use dense::DenseElementKind;
pub use string::StringValue;
pub use structured::StridedLayout;

use crate::uniqued::apint::APInt;
use crate::uniqued::context::{Context, Ident, Made};
use crate::uniqued::dialect_defs::{DefInfo, DefParams, DialectStorage, storage_hash};
use crate::uniqued::location::LocationKind;
use crate::uniqued::types::{Type, TypeKind};

/// A uniqued attribute: `Copy`, equality is a `u32` compare.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attribute(pub(crate) u32);

/// A name paired with an attribute, the element of a dictionary.
pub type NamedAttribute = (Ident, Attribute);

/// The structure of a builtin attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    /// `unit`
    Unit,
    /// `42 : i32`, `true`; the type is an integer or index type.
    Integer {
        /// The integer or index type.
        ty: Type,
        /// The value, at the type's width (64 bits for `index`).
        value: APInt,
    },
    /// `1.5 : f32`; the bits are the IEEE-style encoding at the type's width.
    Float {
        /// The float type.
        ty: Type,
        /// The encoding, in the low bits.
        bits: u128,
    },
    /// `"text"` with an optional type (`none` when absent).
    String {
        /// The bytes, which need not be UTF-8 (`"\FF"`).
        value: StringValue,
        /// The type; `none` when not given.
        ty: Type,
    },
    /// A type used as an attribute.
    Type(Type),
    /// `[a, b]`
    Array(Box<[Attribute]>),
    /// `{a = 1, b}`, sorted by name text, names unique. Up to four
    /// entries (an op's usual properties) are held in place: a lookup in a
    /// dictionary not read for a while then costs one cache miss, not two.
    Dictionary(smallvec::SmallVec<[NamedAttribute; 4]>),
    /// `@root::@nested`
    SymbolRef {
        /// The root symbol.
        root: Ident,
        /// Nested references, outermost first.
        nested: Box<[Ident]>,
    },
    /// `array<i32: 1, 2>`: the element type and the raw values, one per
    /// element, sign-extended to 64 bits (`i1` as 0 or 1; floats as their
    /// bit patterns).
    DenseArray {
        /// Element type: `i1`, `i8`..`i64`, `f32` or `f64`.
        element: Type,
        /// The element values.
        values: Box<[u64]>,
    },
    /// `dense<...> : tensor<...>` with integer, index, float or complex
    /// elements, stored as raw little-endian bytes (see [`dense`]).
    DenseIntOrFloat {
        /// The statically shaped tensor, vector or memref type.
        ty: Type,
        /// `ceil(bits / 8)` bytes per element part, row-major; one element
        /// when `splat`.
        data: Box<[u8]>,
        /// Whether one element stands for all.
        splat: bool,
    },
    /// `dense<["a", "b"]> : tensor<2x!foo.string>`.
    DenseStringElements {
        /// The statically shaped type.
        ty: Type,
        /// The strings, row-major; one when `splat`.
        values: Box<[Box<str>]>,
        /// Whether one string stands for all.
        splat: bool,
    },
    /// `dense_resource<handle> : tensor<...>`.
    DenseResource {
        /// The shaped type.
        ty: Type,
        /// The resource's name.
        handle: Ident,
    },
    /// `sparse<indices, values> : tensor<...>`.
    SparseElements {
        /// The shaped type.
        ty: Type,
        /// Dense `i64` indices, one row per value.
        indices: Attribute,
        /// Dense values.
        values: Attribute,
    },
    /// `affine_map<...>`
    AffineMap(AffineMap),
    /// `affine_set<...>`
    IntegerSet(IntegerSet),
    /// `strided<[...], offset: ...>`
    StridedLayout(StridedLayout),
    /// `distinct[N]<attr>`: never equal to another distinct attribute, even
    /// with the same referenced attribute. `id` is unique in the process;
    /// the printer numbers them in print order.
    Distinct {
        /// The unique identity.
        id: u64,
        /// The referenced attribute.
        referenced: Attribute,
    },
    /// An attribute defined by a dialect (`#[attr_def]`):
    /// `#dialect.mnemonic<...>`.
    Dialect(DialectStorage),
    /// An attribute of an unregistered dialect, kept as text: `#dialect.body`.
    Opaque {
        /// The dialect namespace.
        dialect: Ident,
        /// The symbol's text as MLIR keeps it: after the `.`, or inside
        /// the brackets of `#dialect<...>`.
        data: Ident,
        /// The type after it (`#foo.bar : i32`); `none` when absent.
        ty: Type,
    },
    /// A location.
    Location(LocationKind),
}

impl Attribute {
    /// The structure of this attribute.
    #[inline]
    pub fn kind(self, ctx: &Context) -> &AttrKind {
        ctx.attr_kind(self)
    }

    /// The attribute `def` makes of `params`, uniqued: a lookup that finds
    /// it allocates nothing. Definitions' typed handles (`#[attr_def]`)
    /// call this after their verifier.
    pub fn dialect<P: DefParams + PartialEq + Clone>(
        ctx: &Context,
        def: &'static DefInfo,
        params: P,
    ) -> Attribute {
        let hash = storage_hash(def, params.hash_dyn());
        ctx.intern_attr_by(
            hash,
            |k| matches!(k, AttrKind::Dialect(s) if s.matches(def, &params)),
            || {
                if def.alias {
                    ctx.note_made(Made::DialectAlias);
                }
                if def.has_trait::<crate::uniqued::location::LocationAttr>() {
                    ctx.note_made(Made::LocationAttr);
                }
                AttrKind::Dialect(DialectStorage::new(def, params.clone()))
            },
        )
    }

    /// The uniqued attribute of a storage (a rebuilt dialect attribute).
    pub fn from_dialect_storage(ctx: &Context, s: DialectStorage) -> Attribute {
        ctx.intern_attr(AttrKind::Dialect(s))
    }
    /// Whether the attribute is a dialect attribute whose definition lists trait
    /// `T` (MLIR's `hasTrait`); builtin attributes list none.
    pub fn has_trait<T: crate::uniqued::dialect_defs::DefTrait>(self, ctx: &Context) -> bool {
        self.dialect_storage(ctx)
            .is_some_and(|s| s.def().has_trait::<T>())
    }

    /// The storage of a dialect-defined attribute.
    #[inline]
    pub fn dialect_storage(self, ctx: &Context) -> Option<&DialectStorage> {
        match self.kind(ctx) {
            AttrKind::Dialect(s) => Some(s),
            _ => None,
        }
    }

    /// `unit`
    #[inline]
    pub fn unit(ctx: &Context) -> Attribute {
        ctx.common.unit
    }

    /// An integer attribute of an integer or index type; the value is
    /// truncated or sign-extended to the type's width.
    pub fn integer(ctx: &Context, ty: Type, value: i64) -> Result<Attribute, String> {
        let width = int_attr_width(ctx, ty)?;
        let value = APInt::from_i64(width, value);
        // Hash and compare the parts so that a hit (the common case) never
        // builds or moves an `AttrKind`.
        Ok(ctx.intern_attr_by(
            int_hash(ty, &value),
            |k| matches!(k, AttrKind::Integer { ty: t, value: v } if *t == ty && *v == value),
            || AttrKind::Integer {
                ty,
                value: value.clone(),
            },
        ))
    }

    /// An integer attribute from an [`APInt`] of the type's width.
    pub fn integer_apint(ctx: &Context, ty: Type, value: APInt) -> Result<Attribute, String> {
        let width = int_attr_width(ctx, ty)?;
        if value.width() != width {
            return Err(format!(
                "integer value of width {} does not match type width {width}",
                value.width()
            ));
        }
        Ok(ctx.intern_attr(AttrKind::Integer { ty, value }))
    }

    /// `true` / `false` (an `i1` integer attribute).
    pub fn bool(ctx: &Context, v: bool) -> Attribute {
        ctx.intern_attr(AttrKind::Integer {
            ty: Type::i1(ctx),
            value: APInt::from_u64(1, v as u64),
        })
    }

    /// A float attribute from its bit encoding at the type's width.
    pub fn float_bits(ctx: &Context, ty: Type, bits: u128) -> Result<Attribute, String> {
        let TypeKind::Float(k) = ty.kind(ctx) else {
            return Err(format!(
                "expected floating point type, got {}",
                ty.display(ctx)
            ));
        };
        let w = k.width();
        let bits = if w >= 128 {
            bits
        } else {
            bits & ((1u128 << w) - 1)
        };
        Ok(ctx.intern_attr(AttrKind::Float { ty, bits }))
    }

    /// A float attribute of any float type from a host value, rounded to
    /// nearest-even into the type's format.
    pub fn float(ctx: &Context, ty: Type, v: f64) -> Result<Attribute, String> {
        match ty.kind(ctx) {
            TypeKind::Float(k) => {
                Attribute::float_bits(ctx, ty, crate::uniqued::apfloat::from_f64(*k, v).0)
            }
            _ => Err(format!(
                "expected floating point type, got {}",
                ty.display(ctx)
            )),
        }
    }

    /// A string attribute without a type.
    pub fn string(ctx: &Context, s: &str) -> Attribute {
        let ty = Type::none(ctx);
        ctx.intern_attr(AttrKind::String {
            value: s.into(),
            ty,
        })
    }

    /// A string attribute with a type.
    pub fn typed_string(ctx: &Context, s: &str, ty: Type) -> Attribute {
        ctx.intern_attr(AttrKind::String {
            value: s.into(),
            ty,
        })
    }

    /// A string attribute of any bytes (UTF-8 or not), with a type (`none`
    /// for a string written without one).
    pub fn string_bytes(ctx: &Context, bytes: &[u8], ty: Type) -> Attribute {
        ctx.intern_attr(AttrKind::String {
            value: StringValue::from_bytes(bytes),
            ty,
        })
    }

    /// A type attribute.
    pub fn type_attr(ctx: &Context, ty: Type) -> Attribute {
        ctx.intern_attr(AttrKind::Type(ty))
    }

    /// An array attribute.
    pub fn array(ctx: &Context, elements: &[Attribute]) -> Attribute {
        ctx.intern_attr(AttrKind::Array(elements.into()))
    }

    /// The empty dictionary.
    #[inline]
    pub fn empty_dictionary(ctx: &Context) -> Attribute {
        ctx.common.empty_dict
    }

    /// A dictionary; entries are sorted by name, duplicate names are an error.
    pub fn dictionary(ctx: &Context, entries: &[NamedAttribute]) -> Result<Attribute, String> {
        match entries {
            [] => return Ok(ctx.common.empty_dict),
            [_] => return Ok(Attribute::dictionary_sorted_slice(ctx, entries)),
            _ => {}
        }
        let mut v: Vec<NamedAttribute> = entries.to_vec();
        v.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
        for w in v.windows(2) {
            if w[0].0 == w[1].0 {
                return Err(format!(
                    "duplicate key '{}' in dictionary attribute",
                    ctx.str(w[0].0)
                ));
            }
        }
        Ok(Attribute::dictionary_sorted_slice(ctx, &v))
    }

    /// A dictionary from entries already sorted by name text and unique.
    pub(crate) fn dictionary_sorted(ctx: &Context, entries: Vec<NamedAttribute>) -> Attribute {
        debug_assert!(
            entries
                .windows(2)
                .all(|w| ctx.str(w[0].0) < ctx.str(w[1].0))
        );
        if entries.is_empty() {
            return ctx.common.empty_dict;
        }
        ctx.intern_attr(AttrKind::Dictionary(entries.into()))
    }

    /// A dictionary from a slice already sorted by name text and unique;
    /// allocates only when the dictionary is new.
    pub(crate) fn dictionary_sorted_slice(ctx: &Context, entries: &[NamedAttribute]) -> Attribute {
        if entries.is_empty() {
            return ctx.common.empty_dict;
        }
        ctx.intern_attr_by(
            dict_hash(entries),
            |k| matches!(k, AttrKind::Dictionary(e) if same_entries(e, entries)),
            || AttrKind::Dictionary(entries.into()),
        )
    }

    /// `@name`
    pub fn flat_symbol_ref(ctx: &Context, name: &str) -> Attribute {
        ctx.intern_attr(AttrKind::SymbolRef {
            root: ctx.ident(name),
            nested: Box::new([]),
        })
    }

    /// `@root::@a::@b`
    pub fn symbol_ref(ctx: &Context, root: Ident, nested: &[Ident]) -> Attribute {
        ctx.intern_attr(AttrKind::SymbolRef {
            root,
            nested: nested.into(),
        })
    }

    /// `array<T: ...>`; `T` must be `i1`, `i8`, `i16`, `i32`, `i64`, `f32` or `f64`.
    pub fn dense_array(ctx: &Context, element: Type, values: &[u64]) -> Result<Attribute, String> {
        let ok = match element.kind(ctx) {
            TypeKind::Integer {
                width,
                signedness: crate::uniqued::types::Signedness::Signless,
            } => {
                matches!(width, 1 | 8 | 16 | 32 | 64)
            }
            TypeKind::Float(k) => {
                matches!(
                    k,
                    crate::uniqued::types::FloatKind::F32 | crate::uniqued::types::FloatKind::F64
                )
            }
            _ => false,
        };
        if !ok {
            return Err(format!(
                "unsupported element type for dense array: {}",
                element.display(ctx)
            ));
        }
        // Canonical storage: integers sign-extended from their width (`i1`
        // as 0 or 1), `f32` bit patterns in the low 32 bits.
        let canon = |v: u64| -> u64 {
            match element.kind(ctx) {
                TypeKind::Integer { width: 1, .. } => v & 1,
                TypeKind::Integer { width, .. } if *width < 64 => {
                    let sh = 64 - width;
                    (((v << sh) as i64) >> sh) as u64
                }
                TypeKind::Float(crate::uniqued::types::FloatKind::F32) => v & 0xFFFF_FFFF,
                _ => v,
            }
        };
        Ok(ctx.intern_attr(AttrKind::DenseArray {
            element,
            values: values.iter().map(|&v| canon(v)).collect(),
        }))
    }

    /// An opaque attribute after MLIR's check of the dialect namespace
    /// (`[a-zA-Z_][a-zA-Z_0-9$]*`, or empty).
    pub fn opaque_checked(ctx: &Context, dialect: &str, data: &str) -> Result<Attribute, String> {
        crate::uniqued::types::check_dialect_namespace(dialect)?;
        Ok(Attribute::opaque(ctx, dialect, data))
    }

    /// The distinct attribute `id` with its referenced attribute changed
    /// (symbol replacement rebuilds distinct attributes this way).
    pub fn distinct_with_id(ctx: &Context, id: u64, referenced: Attribute) -> Attribute {
        {
            ctx.note_made(Made::Distinct);
            ctx.intern_attr(AttrKind::Distinct { id, referenced })
        }
    }

    /// An attribute of an unregistered dialect, kept as text (`data`
    /// without the brackets of the `#dialect<data>` form).
    pub fn opaque(ctx: &Context, dialect: &str, data: &str) -> Attribute {
        Attribute::opaque_typed(ctx, dialect, data, Type::none(ctx))
    }

    /// [`Attribute::opaque`] with a type (`#foo.bar : i32`, MLIR's
    /// `OpaqueAttr` type); `none` prints no type.
    pub fn opaque_typed(ctx: &Context, dialect: &str, data: &str, ty: Type) -> Attribute {
        ctx.intern_attr(AttrKind::Opaque {
            dialect: ctx.ident(dialect),
            data: ctx.ident(data),
            ty,
        })
    }

    /// The entries of a dictionary attribute (empty for other kinds).
    pub fn dict_entries(self, ctx: &Context) -> &[NamedAttribute] {
        match self.kind(ctx) {
            AttrKind::Dictionary(e) => e,
            _ => &[],
        }
    }

    /// Looks `name` up in a dictionary attribute.
    pub fn dict_get(self, ctx: &Context, name: Ident) -> Option<Attribute> {
        let entries = self.dict_entries(ctx);
        if entries.len() <= 8 {
            return entries.iter().find(|e| e.0 == name).map(|e| e.1);
        }
        let key = ctx.str(name);
        entries
            .binary_search_by(|e| ctx.str(e.0).cmp(key))
            .ok()
            .map(|i| entries[i].1)
    }

    /// A copy of a dictionary with `name` set to `value` (or removed when `None`).
    pub fn dict_with(self, ctx: &Context, name: Ident, value: Option<Attribute>) -> Attribute {
        let mut v: smallvec::SmallVec<[NamedAttribute; 4]> =
            smallvec::SmallVec::from_slice(self.dict_entries(ctx));
        let key = ctx.str(name);
        match v.binary_search_by(|e| ctx.str(e.0).cmp(key)) {
            Ok(i) => match value {
                Some(a) => v[i].1 = a,
                None => {
                    v.remove(i);
                }
            },
            Err(i) => {
                if let Some(a) = value {
                    v.insert(i, (name, a));
                }
            }
        }
        Attribute::dictionary_sorted_slice(ctx, &v)
    }

    /// The value of an integer attribute as `i64`, if it is one and fits.
    pub fn as_i64(self, ctx: &Context) -> Option<i64> {
        match self.kind(ctx) {
            AttrKind::Integer { value, ty } => {
                if matches!(
                    ty.kind(ctx),
                    TypeKind::Integer {
                        signedness: crate::uniqued::types::Signedness::Unsigned,
                        ..
                    }
                ) {
                    value.to_u64().and_then(|v| i64::try_from(v).ok())
                } else {
                    value.to_i64()
                }
            }
            _ => None,
        }
    }

    /// The text of a string attribute whose bytes are UTF-8.
    pub fn as_str(self, ctx: &Context) -> Option<&str> {
        match self.kind(ctx) {
            AttrKind::String { value, .. } => value.as_str(),
            _ => None,
        }
    }

    /// The bytes of a string attribute.
    pub fn as_bytes(self, ctx: &Context) -> Option<&[u8]> {
        match self.kind(ctx) {
            AttrKind::String { value, .. } => Some(value.as_bytes()),
            _ => None,
        }
    }

    /// The type of a type attribute.
    pub fn as_type(self, ctx: &Context) -> Option<Type> {
        match self.kind(ctx) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        }
    }

    /// The elements of an array attribute.
    pub fn as_array(self, ctx: &Context) -> Option<&[Attribute]> {
        match self.kind(ctx) {
            AttrKind::Array(a) => Some(a),
            _ => None,
        }
    }

    /// The type of a typed attribute (MLIR's `TypedAttr`): integer, float,
    /// string, elements, a dialect attribute implementing
    /// `TypedAttrInterface`, or an attribute kept as opaque text (typed `none`,
    /// as MLIR's `OpaqueAttr` of an unregistered dialect written without a
    /// type; arith's flags, kept as opaque text for now, are not typed in
    /// MLIR, which only a layer that knows the registered dialects can
    /// tell).
    pub fn typed_value_type(self, ctx: &Context) -> Option<Type> {
        match self.kind(ctx) {
            AttrKind::Integer { ty, .. }
            | AttrKind::Float { ty, .. }
            | AttrKind::DenseIntOrFloat { ty, .. }
            | AttrKind::DenseStringElements { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::SparseElements { ty, .. } => Some(*ty),
            AttrKind::String { ty, .. } => Some(*ty),
            AttrKind::Opaque { ty, .. } => Some(*ty),
            AttrKind::Dialect(_) => {
                use crate::uniqued::interfaces::builtin::TypedAttrInterfaceHandle as Typed;
                Typed::cast(ctx, self).map(|t| t.ty(ctx))
            }
            _ => None,
        }
    }
}

/// The uniquer's hash of an attribute. Integers and dictionaries hash from
/// parts that the constructors can also hash without building the value,
/// so looking up an existing one allocates nothing.
pub(crate) fn attr_hash(k: &AttrKind) -> u64 {
    match k {
        AttrKind::Integer { ty, value } => int_hash(*ty, value),
        AttrKind::Dictionary(entries) => dict_hash(entries),
        AttrKind::Dialect(s) => storage_hash(s.def(), s.params_dyn().hash_dyn()),
        other => crate::uniqued::context::hash_of(other),
    }
}

fn int_hash(ty: Type, value: &APInt) -> u64 {
    crate::uniqued::context::hash_of(&(0u8, ty, value))
}

/// Entry-wise equality of dictionaries, without the `memcmp` call a slice
/// comparison makes for the common one-entry case.
#[inline]
fn same_entries(a: &[NamedAttribute], b: &[NamedAttribute]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.0 == y.0 && x.1 == y.1)
}

fn dict_hash(entries: &[NamedAttribute]) -> u64 {
    crate::uniqued::context::hash_of(&(1u8, entries))
}

fn int_attr_width(ctx: &Context, ty: Type) -> Result<u32, String> {
    match ty.kind(ctx) {
        TypeKind::Integer { width, .. } => Ok(*width),
        TypeKind::Index => Ok(64),
        _ => Err(format!(
            "expected integer or index type, got {}",
            ty.display(ctx)
        )),
    }
}
