//! Constructors of the container types — complex, vector, tensor, memref —
//! with MLIR 22's invariants and diagnostic texts, and the shaped-type and
//! scalar accessors (rank, dims, element type, widths, signedness, ...).
//!
//! The invariants are checked once, at construction, and the stored form is
//! canonical as in MLIR: an identity affine-map layout and an integer `0`
//! memory space are dropped (stored as `None`), and vector scalable flags
//! are empty when no dimension is scalable, so equal types get equal
//! handles. Keeping the layout attribute as given and comparing
//! "equivalently" later was rejected: handle equality must mean type
//! equality.

use super::{DYNAMIC, Signedness, Type, TypeKind};
use crate::uniqued::attributes::{AttrKind, Attribute};
use crate::uniqued::context::Context;
use crate::uniqued::interfaces::builtin::{
    MemRefElementTypeInterfaceHandle, MemRefLayoutAttrInterfaceHandle,
    VectorElementTypeInterfaceHandle,
};

/// MLIR's text for a vector element type that is not int, index or float.
pub const VECTOR_ELEMENT_ERROR: &str =
    "failed to verify 'elementType': VectorElementTypeInterface instance";

fn valid_tensor_element(ctx: &Context, t: Type) -> bool {
    matches!(
        t.kind(ctx),
        TypeKind::Complex(_)
            | TypeKind::Float(_)
            | TypeKind::Integer { .. }
            | TypeKind::Opaque { .. }
            | TypeKind::Dialect(_)
            | TypeKind::Vector { .. }
            | TypeKind::Index
    )
}

/// MLIR's `BaseMemRefType::isValidElementType`: complex, vector and
/// memref types, and any type implementing `MemRefElementTypeInterface`
/// (builtin integers, `index` and floats, and dialect types listing it).
pub fn valid_memref_element(ctx: &Context, t: Type) -> bool {
    matches!(
        t.kind(ctx),
        TypeKind::Complex(_)
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
            | TypeKind::Vector { .. }
    ) || MemRefElementTypeInterfaceHandle::cast(ctx, t).is_some()
}

/// MLIR's `VectorType::isValidElementType`: a type implementing
/// `VectorElementTypeInterface` (builtin integers, `index` and floats,
/// and dialect types listing it, such as `!llvm.ptr`).
pub fn valid_vector_element(ctx: &Context, t: Type) -> bool {
    VectorElementTypeInterfaceHandle::cast(ctx, t).is_some()
}

/// Whether `a` may be a memref memory space (MLIR `isSupportedMemorySpace`):
/// an integer, string or dictionary attribute.
fn valid_memory_space(ctx: &Context, a: Attribute) -> bool {
    matches!(
        a.kind(ctx),
        AttrKind::Integer { .. } | AttrKind::String { .. } | AttrKind::Dictionary(_)
    )
}

/// Drops MLIR's default memory space (integer zero).
fn canonical_memory_space(ctx: &Context, space: Option<Attribute>) -> Option<Attribute> {
    space.filter(|a| !matches!(a.kind(ctx), AttrKind::Integer { value, .. } if value.is_zero()))
}

fn dims_text(shape: &[i64]) -> String {
    shape
        .iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

impl Type {
    /// `complex<T>`; `T` must be an integer or float type.
    pub fn complex(ctx: &Context, element: Type) -> Result<Type, String> {
        if !(element.is_integer(ctx) || element.is_float(ctx)) {
            return Err("invalid element type for complex".into());
        }
        Ok(ctx.intern_type(TypeKind::Complex(element)))
    }

    /// A vector type: sizes positive, the element an integer, index or
    /// float type or a dialect type with the `VectorElementTypeInterface`
    /// trait, `scalable` empty or one flag per dimension.
    pub fn vector(
        ctx: &Context,
        shape: &[i64],
        element: Type,
        scalable: &[bool],
    ) -> Result<Type, String> {
        if !valid_vector_element(ctx, element) {
            return Err(VECTOR_ELEMENT_ERROR.into());
        }
        if shape.iter().any(|&d| d <= 0) {
            return Err(format!(
                "vector types must have positive constant sizes but got {}",
                dims_text(shape)
            ));
        }
        if !scalable.is_empty() && scalable.len() != shape.len() {
            return Err(format!(
                "number of dims must match, got {} and {}",
                scalable.len(),
                shape.len()
            ));
        }
        let scalable: Box<[bool]> = if scalable.iter().any(|&s| s) {
            scalable.into()
        } else {
            Box::new([])
        };
        Ok(ctx.intern_type(TypeKind::Vector {
            shape: shape.into(),
            scalable,
            element,
        }))
    }

    /// A ranked tensor type; sizes non-negative or [`DYNAMIC`]. Any
    /// attribute may be the encoding.
    pub fn ranked_tensor(
        ctx: &Context,
        shape: &[i64],
        element: Type,
        encoding: Option<Attribute>,
    ) -> Result<Type, String> {
        if shape.iter().any(|&d| d < 0 && d != DYNAMIC) {
            return Err("invalid tensor dimension size".into());
        }
        if !valid_tensor_element(ctx, element) {
            return Err("invalid tensor element type".into());
        }
        Ok(ctx.intern_type(TypeKind::RankedTensor {
            shape: shape.into(),
            element,
            encoding,
        }))
    }

    /// `tensor<*xT>`
    pub fn unranked_tensor(ctx: &Context, element: Type) -> Result<Type, String> {
        if !valid_tensor_element(ctx, element) {
            return Err("invalid tensor element type".into());
        }
        Ok(ctx.intern_type(TypeKind::UnrankedTensor(element)))
    }

    /// A ranked memref type. The layout, when given, must be an affine map
    /// with one dimension per memref dimension or a strided layout with one
    /// stride per dimension; an identity map is dropped. The memory space
    /// must be an integer, string or dictionary attribute; integer zero is
    /// dropped.
    pub fn memref(
        ctx: &Context,
        shape: &[i64],
        element: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    ) -> Result<Type, String> {
        if !valid_memref_element(ctx, element) {
            return Err("invalid memref element type".into());
        }
        if shape.iter().any(|&d| d < 0 && d != DYNAMIC) {
            return Err("invalid memref size".into());
        }
        let layout = match layout {
            None => None,
            Some(l) => {
                let Some(iface) = MemRefLayoutAttrInterfaceHandle::cast(ctx, l) else {
                    return Err("expected a memref layout attribute (affine map or strided)".into());
                };
                iface.verify_layout(ctx, shape)?;
                (!iface.is_identity(ctx)).then_some(l)
            }
        };
        let memory_space = canonical_memory_space(ctx, memory_space);
        if memory_space.is_some_and(|a| !valid_memory_space(ctx, a)) {
            return Err("unsupported memory space Attribute".into());
        }
        Ok(ctx.intern_type(TypeKind::MemRef {
            shape: shape.into(),
            element,
            layout,
            memory_space,
        }))
    }

    /// `memref<*xT, space>`
    pub fn unranked_memref(
        ctx: &Context,
        element: Type,
        memory_space: Option<Attribute>,
    ) -> Result<Type, String> {
        if !valid_memref_element(ctx, element) {
            return Err("invalid memref element type".into());
        }
        let memory_space = canonical_memory_space(ctx, memory_space);
        if memory_space.is_some_and(|a| !valid_memory_space(ctx, a)) {
            return Err("unsupported memory space Attribute".into());
        }
        Ok(ctx.intern_type(TypeKind::UnrankedMemRef {
            element,
            memory_space,
        }))
    }

    /// Whether this is a ranked shaped type (vector, ranked tensor, memref).
    pub fn has_rank(self, ctx: &Context) -> bool {
        self.shape(ctx).is_some()
    }

    /// The rank of a ranked shaped type.
    pub fn rank(self, ctx: &Context) -> Option<usize> {
        self.shape(ctx).map(<[i64]>::len)
    }

    /// Size of dimension `i` ([`DYNAMIC`] when unknown).
    pub fn dim_size(self, ctx: &Context, i: usize) -> Option<i64> {
        self.shape(ctx)?.get(i).copied()
    }

    /// Whether dimension `i` is dynamic.
    pub fn is_dynamic_dim(self, ctx: &Context, i: usize) -> bool {
        self.dim_size(ctx, i) == Some(DYNAMIC)
    }

    /// Number of dynamic dimensions.
    pub fn num_dynamic_dims(self, ctx: &Context) -> usize {
        self.shape(ctx)
            .map_or(0, |s| s.iter().filter(|&&d| d == DYNAMIC).count())
    }

    /// Whether the type is ranked with no dynamic dimension.
    pub fn has_static_shape(self, ctx: &Context) -> bool {
        self.shape(ctx).is_some_and(|s| !s.contains(&DYNAMIC))
    }

    /// Number of elements of a statically shaped type (`None` if dynamic,
    /// unranked, not shaped, or beyond `i64`).
    pub fn num_elements(self, ctx: &Context) -> Option<i64> {
        if !self.has_static_shape(ctx) {
            return None;
        }
        self.shape(ctx)?
            .iter()
            .try_fold(1i64, |acc, &d| acc.checked_mul(d))
    }

    /// The element type of a shaped or complex type.
    pub fn element_type(self, ctx: &Context) -> Option<Type> {
        match self.kind(ctx) {
            TypeKind::Complex(e) => Some(*e),
            _ if self.is_shaped(ctx) => Some(self.element_type_or_self(ctx)),
            _ => None,
        }
    }

    /// Scalable flags of a vector type, one per dimension.
    pub fn scalable_dims(self, ctx: &Context) -> Option<Vec<bool>> {
        match self.kind(ctx) {
            TypeKind::Vector {
                shape, scalable, ..
            } => Some(if scalable.is_empty() {
                vec![false; shape.len()]
            } else {
                scalable.to_vec()
            }),
            _ => None,
        }
    }

    /// Whether a vector type has a scalable dimension.
    pub fn is_scalable_vector(self, ctx: &Context) -> bool {
        matches!(self.kind(ctx), TypeKind::Vector { scalable, .. } if !scalable.is_empty())
    }

    /// The encoding of a ranked tensor type.
    pub fn tensor_encoding(self, ctx: &Context) -> Option<Attribute> {
        match self.kind(ctx) {
            TypeKind::RankedTensor { encoding, .. } => *encoding,
            _ => None,
        }
    }

    /// The layout of a memref type (`None`: the identity layout).
    pub fn memref_layout(self, ctx: &Context) -> Option<Attribute> {
        match self.kind(ctx) {
            TypeKind::MemRef { layout, .. } => *layout,
            _ => None,
        }
    }

    /// The memory space of a memref type (`None`: the default space).
    pub fn memory_space(self, ctx: &Context) -> Option<Attribute> {
        match self.kind(ctx) {
            TypeKind::MemRef { memory_space, .. }
            | TypeKind::UnrankedMemRef { memory_space, .. } => *memory_space,
            _ => None,
        }
    }

    /// Argument types of a function type.
    pub fn inputs(self, ctx: &Context) -> &[Type] {
        self.function_parts(ctx).map_or(&[], |p| p.0)
    }

    /// Result types of a function type.
    pub fn results(self, ctx: &Context) -> &[Type] {
        self.function_parts(ctx).map_or(&[], |p| p.1)
    }

    /// Element types of a tuple type.
    pub fn tuple_types(self, ctx: &Context) -> Option<&[Type]> {
        match self.kind(ctx) {
            TypeKind::Tuple(t) => Some(t),
            _ => None,
        }
    }

    /// Width and signedness of an integer type.
    pub fn integer_parts(self, ctx: &Context) -> Option<(u32, Signedness)> {
        match self.kind(ctx) {
            TypeKind::Integer { width, signedness } => Some((*width, *signedness)),
            _ => None,
        }
    }

    /// Whether this is an integer type of exactly `width` bits.
    pub fn is_integer_of_width(self, ctx: &Context, width: u32) -> bool {
        self.integer_parts(ctx).is_some_and(|(w, _)| w == width)
    }

    /// Whether this is a signed (`si`) integer type.
    pub fn is_signed_integer(self, ctx: &Context) -> bool {
        self.integer_parts(ctx)
            .is_some_and(|(_, s)| s == Signedness::Signed)
    }

    /// Whether this is an unsigned (`ui`) integer type.
    pub fn is_unsigned_integer(self, ctx: &Context) -> bool {
        self.integer_parts(ctx)
            .is_some_and(|(_, s)| s == Signedness::Unsigned)
    }

    /// The kind of a float type.
    pub fn float_kind(self, ctx: &Context) -> Option<super::FloatKind> {
        match self.kind(ctx) {
            TypeKind::Float(k) => Some(*k),
            _ => None,
        }
    }

    /// Whether this is `none`.
    pub fn is_none_type(self, ctx: &Context) -> bool {
        matches!(self.kind(ctx), TypeKind::None)
    }

    /// Whether this is a function type.
    pub fn is_function(self, ctx: &Context) -> bool {
        matches!(self.kind(ctx), TypeKind::Function { .. })
    }

    /// Whether this is a vector type.
    pub fn is_vector(self, ctx: &Context) -> bool {
        matches!(self.kind(ctx), TypeKind::Vector { .. })
    }

    /// Whether this is a ranked or unranked tensor type.
    pub fn is_tensor(self, ctx: &Context) -> bool {
        matches!(
            self.kind(ctx),
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor(_)
        )
    }

    /// Whether this is a ranked or unranked memref type.
    pub fn is_memref(self, ctx: &Context) -> bool {
        matches!(
            self.kind(ctx),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        )
    }
}
