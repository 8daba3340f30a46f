//! Builtin types: the uniqued [`Type`] handle and its data, [`TypeKind`].
//!
//! A type is a `u32` into the context's uniquer; its structure is read with
//! [`Type::kind`]. Constructors check MLIR's invariants and return the
//! diagnostic text MLIR gives when one fails. One enum for all builtin kinds
//! (rather than a trait object per kind) keeps hashing, equality and the
//! printer's `match` simple; dialect types use the `Opaque` form until they
//! have typed storage of their own.
//!
//! Scalar kinds are here; the container kinds (complex, vector, tensor,
//! memref) with their invariants and the shaped-type accessors are in
//! `shaped`.

mod shaped;
mod strided;
pub use shaped::{valid_memref_element, valid_vector_element};
#[cfg(test)]
mod tests;

use crate::uniqued::attributes::Attribute;
use crate::uniqued::context::{Context, Ident};
use crate::uniqued::dialect_defs::{DefInfo, DefParams, DialectStorage, storage_hash};

/// A uniqued type: `Copy`, equality is a `u32` compare.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(pub(crate) u32);

/// The signedness semantics of an integer type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`
    Signless,
    /// `siN`
    Signed,
    /// `uiN`
    Unsigned,
}

/// MLIR's builtin floating-point types.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
#[allow(missing_docs)]
pub enum FloatKind {
    F4E2M1FN,
    F6E2M3FN,
    F6E3M2FN,
    F8E5M2,
    F8E4M3,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    F8E3M4,
    F8E8M0FNU,
    BF16,
    F16,
    TF32,
    F32,
    F64,
    F80,
    F128,
}

impl FloatKind {
    /// Every float kind, in declaration order.
    pub const ALL: [FloatKind; 18] = [
        FloatKind::F4E2M1FN,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
        FloatKind::BF16,
        FloatKind::F16,
        FloatKind::TF32,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
    ];

    /// The keyword of the type in MLIR's syntax.
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F4E2M1FN => "f4E2M1FN",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::BF16 => "bf16",
            FloatKind::F16 => "f16",
            FloatKind::TF32 => "tf32",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
        }
    }

    /// The kind for a keyword, if it is one.
    pub fn from_keyword(s: &str) -> Option<FloatKind> {
        FloatKind::ALL.into_iter().find(|k| k.keyword() == s)
    }

    /// The storage width in bits.
    pub fn width(self) -> u32 {
        match self {
            FloatKind::F4E2M1FN => 4,
            FloatKind::F6E2M3FN | FloatKind::F6E3M2FN => 6,
            FloatKind::F8E5M2
            | FloatKind::F8E4M3
            | FloatKind::F8E4M3FN
            | FloatKind::F8E5M2FNUZ
            | FloatKind::F8E4M3FNUZ
            | FloatKind::F8E4M3B11FNUZ
            | FloatKind::F8E3M4
            | FloatKind::F8E8M0FNU => 8,
            FloatKind::BF16 | FloatKind::F16 => 16,
            FloatKind::TF32 => 19,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 => 128,
        }
    }
}

/// `ShapedType::kDynamic`: a dimension whose size is not known statically.
pub const DYNAMIC: i64 = i64::MIN;

/// MLIR's limit on integer widths.
pub const MAX_INT_WIDTH: u32 = (1 << 24) - 1;

/// The structure of a builtin type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// `iN`, `siN`, `uiN`.
    Integer {
        /// Bit width, at most [`MAX_INT_WIDTH`].
        width: u32,
        /// Signedness semantics.
        signedness: Signedness,
    },
    /// `index`
    Index,
    /// A floating-point type.
    Float(FloatKind),
    /// `none`
    None,
    /// `(inputs) -> results`
    Function {
        /// Argument types.
        inputs: Box<[Type]>,
        /// Result types.
        results: Box<[Type]>,
    },
    /// `tuple<...>`
    Tuple(Box<[Type]>),
    /// `complex<T>`
    Complex(Type),
    /// `vector<[4]x8xf32>`
    Vector {
        /// Dimension sizes, all positive.
        shape: Box<[i64]>,
        /// Which dimensions are scalable; empty when none is.
        scalable: Box<[bool]>,
        /// The element type.
        element: Type,
    },
    /// `tensor<?x4xf32, #enc>`
    RankedTensor {
        /// Dimension sizes; [`DYNAMIC`] for `?`.
        shape: Box<[i64]>,
        /// The element type.
        element: Type,
        /// The optional encoding attribute.
        encoding: Option<Attribute>,
    },
    /// `tensor<*xf32>`
    UnrankedTensor(Type),
    /// `memref<4x?xf32, layout, space>`
    MemRef {
        /// Dimension sizes; [`DYNAMIC`] for `?`.
        shape: Box<[i64]>,
        /// The element type.
        element: Type,
        /// The layout attribute, if not the identity.
        layout: Option<Attribute>,
        /// The memory space attribute, if any.
        memory_space: Option<Attribute>,
    },
    /// `memref<*xf32, space>`
    UnrankedMemRef {
        /// The element type.
        element: Type,
        /// The memory space attribute, if any.
        memory_space: Option<Attribute>,
    },
    /// A type defined by a dialect (`#[type_def]`): `!dialect.mnemonic<...>`.
    Dialect(DialectStorage),
    /// A type of an unregistered dialect: `!dialect.body` or `!dialect<"body">`.
    Opaque {
        /// The dialect namespace.
        dialect: Ident,
        /// The symbol's text as MLIR keeps it: after the `.`, or inside
        /// the brackets of `!dialect<...>` (`i16` for both `!foo.i16` and
        /// `!foo<i16>`).
        data: Ident,
    },
}

impl Type {
    /// The structure of this type.
    #[inline]
    pub fn kind(self, ctx: &Context) -> &TypeKind {
        ctx.type_kind(self)
    }

    /// A signless, signed or unsigned integer type.
    pub fn integer(ctx: &Context, width: u32, signedness: Signedness) -> Result<Type, String> {
        if width > MAX_INT_WIDTH {
            return Err(format!(
                "integer bitwidth is limited to {MAX_INT_WIDTH} bits"
            ));
        }
        Ok(ctx.intern_type(TypeKind::Integer { width, signedness }))
    }

    /// A signless integer type `iN`; panics above [`MAX_INT_WIDTH`].
    pub fn int(ctx: &Context, width: u32) -> Type {
        match Type::integer(ctx, width, Signedness::Signless) {
            Ok(t) => t,
            Err(e) => panic!("{e}"),
        }
    }

    /// `i1`
    #[inline]
    pub fn i1(ctx: &Context) -> Type {
        ctx.common.i1
    }

    /// `i64`
    #[inline]
    pub fn i64(ctx: &Context) -> Type {
        ctx.common.i64
    }

    /// `index`
    #[inline]
    pub fn index(ctx: &Context) -> Type {
        ctx.common.index
    }

    /// `none`
    #[inline]
    pub fn none(ctx: &Context) -> Type {
        ctx.common.none_type
    }

    /// A float type.
    pub fn float(ctx: &Context, kind: FloatKind) -> Type {
        ctx.intern_type(TypeKind::Float(kind))
    }

    /// `f32`
    pub fn f32(ctx: &Context) -> Type {
        Type::float(ctx, FloatKind::F32)
    }

    /// `f64`
    pub fn f64(ctx: &Context) -> Type {
        Type::float(ctx, FloatKind::F64)
    }

    /// A function type.
    pub fn function(ctx: &Context, inputs: &[Type], results: &[Type]) -> Type {
        ctx.intern_type(TypeKind::Function {
            inputs: inputs.into(),
            results: results.into(),
        })
    }

    /// A tuple type.
    pub fn tuple(ctx: &Context, elements: &[Type]) -> Type {
        ctx.intern_type(TypeKind::Tuple(elements.into()))
    }

    /// The type `def` makes of `params`, uniqued: a lookup that finds it
    /// allocates nothing. Definitions' typed handles (`#[type_def]`) call
    /// this after their verifier.
    pub fn dialect<P: DefParams + PartialEq + Clone>(
        ctx: &Context,
        def: &'static DefInfo,
        params: P,
    ) -> Type {
        let hash = storage_hash(def, params.hash_dyn());
        ctx.intern_type_by(
            hash,
            |k| matches!(k, TypeKind::Dialect(s) if s.matches(def, &params)),
            || {
                if def.alias {
                    ctx.note_made(crate::uniqued::context::Made::DialectAlias);
                }
                TypeKind::Dialect(DialectStorage::new(def, params.clone()))
            },
        )
    }
    /// Whether the type is a dialect type whose definition lists trait
    /// `T` (MLIR's `hasTrait`); builtin types list none.
    pub fn has_trait<T: crate::uniqued::dialect_defs::DefTrait>(self, ctx: &Context) -> bool {
        self.dialect_storage(ctx)
            .is_some_and(|s| s.def().has_trait::<T>())
    }

    /// The storage of a dialect-defined type.
    #[inline]
    pub fn dialect_storage(self, ctx: &Context) -> Option<&DialectStorage> {
        match self.kind(ctx) {
            TypeKind::Dialect(s) => Some(s),
            _ => None,
        }
    }

    /// A type of a dialect that is not registered, kept as text (`data`
    /// without the brackets of the `!dialect<data>` form).
    pub fn opaque(ctx: &Context, dialect: &str, data: &str) -> Type {
        ctx.intern_type(TypeKind::Opaque {
            dialect: ctx.ident(dialect),
            data: ctx.ident(data),
        })
    }

    /// An opaque type after MLIR's check of the dialect namespace.
    pub fn opaque_checked(ctx: &Context, dialect: &str, data: &str) -> Result<Type, String> {
        check_dialect_namespace(dialect)?;
        Ok(Type::opaque(ctx, dialect, data))
    }

    /// Whether this is an integer type of any signedness.
    pub fn is_integer(self, ctx: &Context) -> bool {
        matches!(self.kind(ctx), TypeKind::Integer { .. })
    }

    /// Whether this is a signless integer type (optionally of `width`).
    pub fn is_signless_integer(self, ctx: &Context) -> bool {
        matches!(
            self.kind(ctx),
            TypeKind::Integer {
                signedness: Signedness::Signless,
                ..
            }
        )
    }

    /// Whether this is `index`.
    pub fn is_index(self, ctx: &Context) -> bool {
        matches!(self.kind(ctx), TypeKind::Index)
    }

    /// Whether this is a float type.
    pub fn is_float(self, ctx: &Context) -> bool {
        matches!(self.kind(ctx), TypeKind::Float(_))
    }

    /// Whether this is an integer or index type.
    pub fn is_int_or_index(self, ctx: &Context) -> bool {
        matches!(self.kind(ctx), TypeKind::Integer { .. } | TypeKind::Index)
    }

    /// The width of an integer or float type.
    pub fn int_or_float_width(self, ctx: &Context) -> Option<u32> {
        match self.kind(ctx) {
            TypeKind::Integer { width, .. } => Some(*width),
            TypeKind::Float(k) => Some(k.width()),
            _ => None,
        }
    }

    /// The element type of a shaped type (vector, tensor, memref), or self.
    pub fn element_type_or_self(self, ctx: &Context) -> Type {
        match self.kind(ctx) {
            TypeKind::Vector { element, .. }
            | TypeKind::RankedTensor { element, .. }
            | TypeKind::UnrankedTensor(element)
            | TypeKind::MemRef { element, .. }
            | TypeKind::UnrankedMemRef { element, .. } => *element,
            _ => self,
        }
    }

    /// The shape of a ranked shaped type.
    pub fn shape(self, ctx: &Context) -> Option<&[i64]> {
        match self.kind(ctx) {
            TypeKind::Vector { shape, .. }
            | TypeKind::RankedTensor { shape, .. }
            | TypeKind::MemRef { shape, .. } => Some(shape),
            _ => None,
        }
    }

    /// Whether this is a vector, tensor or memref type.
    pub fn is_shaped(self, ctx: &Context) -> bool {
        matches!(
            self.kind(ctx),
            TypeKind::Vector { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor(_)
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        )
    }

    /// Inputs and results of a function type.
    pub fn function_parts(self, ctx: &Context) -> Option<(&[Type], &[Type])> {
        match self.kind(ctx) {
            TypeKind::Function { inputs, results } => Some((inputs, results)),
            _ => None,
        }
    }
}

/// The uniquer's hash of a type: a dialect type hashes as
/// [`storage_hash`] so that [`Type::dialect`] can look one up from its parts.
pub(crate) fn type_hash(k: &TypeKind) -> u64 {
    match k {
        TypeKind::Dialect(s) => storage_hash(s.def(), s.params_dyn().hash_dyn()),
        other => crate::uniqued::context::hash_of(other),
    }
}

/// MLIR's `Dialect::isValidNamespace`: empty, or `[a-zA-Z_][a-zA-Z_0-9$]*`.
pub fn check_dialect_namespace(ns: &str) -> Result<(), String> {
    let mut chars = ns.chars();
    let ok = match chars.next() {
        None => true,
        Some(c) => {
            (c.is_ascii_alphabetic() || c == '_')
                && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
        }
    };
    if ok {
        Ok(())
    } else {
        Err(format!("invalid dialect namespace '{ns}'"))
    }
}
