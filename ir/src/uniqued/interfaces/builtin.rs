//! The builtin attribute and type interfaces MLIR's builtin dialect
//! defines — [`TypedAttrInterface`], [`ShapedType`],
//! [`MemRefLayoutAttrInterface`], [`MemRefElementTypeInterface`],
//! [`VectorElementTypeInterface`] — and their models on builtin kinds.
//!
//! Builtin kinds are variants of [`TypeKind`](crate::TypeKind) / [`AttrKind`], not macro
//! definitions, so each class gets a `Copy` handle here ([`MemRefType`],
//! [`AffineMapAttr`], ...) that interfaces are implemented on, and the
//! models reach the tables as link-time rows ([`LinkedModel`]). A user
//! crate implements its own interfaces on these handles and attaches them
//! with [`Context::attach_type_interface`]. `TypedAttr` is spelled
//! `TypedAttrInterface` here because [`TypedAttr`](crate::uniqued::typed_attrs::TypedAttr)
//! already names the ODS attribute constraint of `arith.constant`'s value.
//!
//! ```
//! use ir::prelude::*;
//! use ir::uniqued::interfaces::builtin::*;
//!
//! let ctx = Context::new();
//! let t = Type::memref(&ctx, &[4, ir::uniqued::types::DYNAMIC], Type::f32(&ctx), None, None).unwrap();
//! let s = ShapedTypeHandle::cast(&ctx, t).unwrap();
//! assert_eq!((s.rank(&ctx), s.num_elements(&ctx)), (Some(2), None));
//! let v = s.clone_with(&ctx, Some(&[2, 3]), Type::int(&ctx, 8)).unwrap();
//! assert_eq!(v.display(&ctx).to_string(), "memref<2x3xi8>");
//! let one = Attribute::integer(&ctx, Type::i64(&ctx), 1).unwrap();
//! assert_eq!(TypedAttrInterfaceHandle::cast(&ctx, one).unwrap().ty(&ctx), Type::i64(&ctx));
//! ```

use super::{
    BuiltinAttrClass, BuiltinTypeClass, Class, LinkedModel, UniquedClass, UniquedModelFor,
};
use crate::uniqued::attributes::{AttrKind, Attribute};
use crate::uniqued::context::Context;
/// `affine_map<...>`: the op attribute kind, also a class here.
pub use crate::uniqued::typed_attrs::AffineMapAttr;
use crate::uniqued::typed_attrs::{FloatAttr, IntegerAttr};
use crate::uniqued::types::{DYNAMIC, Type};
use crate::{attr_interface, type_interface};

/// Makes a builtin class handle, or implements [`UniquedClass`] for an
/// existing one.
macro_rules! builtin_class {
    ($(#[$m:meta])* struct $name:ident($value:ident) = $class:expr) => {
        $(#[$m])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub struct $name(pub $value);
        builtin_class!(impl $name($value) = $class);
    };
    (impl $name:ident($value:ident) = $class:expr) => {
        impl UniquedClass for $name {
            type Value = $value;
            fn class() -> Class {
                Class::Builtin($class as u8)
            }
            fn wrap(v: $value) -> Self {
                $name(v)
            }
            fn class_name() -> String {
                format!("builtin {}", stringify!($name))
            }
        }
    };
}

builtin_class!(/// `iN`, `siN`, `uiN`.
    struct IntegerType(Type) = BuiltinTypeClass::Integer);
builtin_class!(/// `index`.
    struct IndexType(Type) = BuiltinTypeClass::Index);
builtin_class!(/// Every builtin float type (`f32`, `bf16`, ...).
    struct FloatType(Type) = BuiltinTypeClass::Float);
builtin_class!(/// `none`.
    struct NoneType(Type) = BuiltinTypeClass::None);
builtin_class!(/// `complex<T>`.
    struct ComplexType(Type) = BuiltinTypeClass::Complex);
builtin_class!(/// `tuple<...>`.
    struct TupleType(Type) = BuiltinTypeClass::Tuple);
builtin_class!(/// `vector<...>`.
    struct VectorType(Type) = BuiltinTypeClass::Vector);
builtin_class!(/// `tensor<4x?xf32>`.
    struct RankedTensorType(Type) = BuiltinTypeClass::RankedTensor);
builtin_class!(/// `tensor<*xf32>`.
    struct UnrankedTensorType(Type) = BuiltinTypeClass::UnrankedTensor);
builtin_class!(/// `memref<4x?xf32, ...>`.
    struct MemRefType(Type) = BuiltinTypeClass::MemRef);
builtin_class!(/// `memref<*xf32, ...>`.
    struct UnrankedMemRefType(Type) = BuiltinTypeClass::UnrankedMemRef);
builtin_class!(impl IntegerAttr(Attribute) = BuiltinAttrClass::Integer);
builtin_class!(impl FloatAttr(Attribute) = BuiltinAttrClass::Float);
builtin_class!(/// `dense<...>` of integers or floats.
    struct DenseIntOrFloatElementsAttr(Attribute) = BuiltinAttrClass::DenseIntOrFloat);
builtin_class!(/// `dense<...>` of strings.
    struct DenseStringElementsAttr(Attribute) = BuiltinAttrClass::DenseStringElements);
builtin_class!(/// `dense_resource<...>`.
    struct DenseResourceElementsAttr(Attribute) = BuiltinAttrClass::DenseResource);
builtin_class!(/// `sparse<...>`.
    struct SparseElementsAttr(Attribute) = BuiltinAttrClass::SparseElements);
builtin_class!(impl AffineMapAttr(Attribute) = BuiltinAttrClass::AffineMap);
builtin_class!(/// `strided<[...], offset: ...>`.
    struct StridedLayoutAttr(Attribute) = BuiltinAttrClass::StridedLayout);

/// Registers the builtin models: one [`LinkedModel`] row per (class,
/// interface) pair.
macro_rules! builtin_models {
    ($($concept:ident for $($class:ident),+;)*) => {$($(
        inventory::submit! {
            LinkedModel {
                class: <$class as UniquedClass>::class,
                model: <$concept as UniquedModelFor<$class>>::MODEL,
                iface: stringify!($concept),
            }
        }
    )+)*};
}

/// An attribute with a type (MLIR's `TypedAttr`): integers, floats and
/// elements attributes, and any `#[attr_def]` listing it.
#[attr_interface]
pub trait TypedAttrInterface {
    /// The attribute's type.
    fn ty(&self, ctx: &Context) -> Type;
}

/// A container with a shape and an element type (MLIR's `ShapedType`):
/// vectors, tensors and memrefs.
#[type_interface]
pub trait ShapedType {
    /// The element type.
    fn element_type(&self, ctx: &Context) -> Type;
    /// The dimension sizes ([`DYNAMIC`] for `?`), `None` when unranked.
    fn shape<'c>(&self, ctx: &'c Context) -> Option<&'c [i64]>;
    /// The same kind of container with another shape (`None`: unranked,
    /// where the kind has such a form) and element type; the message when
    /// the result would be invalid.
    fn clone_with(
        &self,
        ctx: &Context,
        shape: Option<&[i64]>,
        element: Type,
    ) -> Result<Type, String>;
    /// Whether the shape is known.
    fn has_rank(&self, ctx: &Context) -> bool {
        self.shape(ctx).is_some()
    }
    /// The number of dimensions when ranked.
    fn rank(&self, ctx: &Context) -> Option<usize> {
        self.shape(ctx).map(<[i64]>::len)
    }
    /// Whether dimension `i` is dynamic.
    fn is_dynamic_dim(&self, ctx: &Context, i: usize) -> bool {
        self.shape(ctx).and_then(|s| s.get(i)) == Some(&DYNAMIC)
    }
    /// Whether the type is ranked with no dynamic dimension.
    fn has_static_shape(&self, ctx: &Context) -> bool {
        self.shape(ctx).is_some_and(|s| !s.contains(&DYNAMIC))
    }
    /// The number of elements of a static shape (`None` when dynamic,
    /// unranked or beyond `i64`).
    fn num_elements(&self, ctx: &Context) -> Option<i64> {
        let s = self.shape(ctx).filter(|s| !s.contains(&DYNAMIC))?;
        s.iter().try_fold(1i64, |acc, &d| acc.checked_mul(d))
    }
}

/// An attribute that is a memref layout (MLIR's
/// `MemRefLayoutAttrInterface`): affine maps and strided layouts. The
/// memref parser takes an attribute implementing it as the layout, any
/// other as the memory space.
#[attr_interface]
pub trait MemRefLayoutAttrInterface {
    /// Whether the layout is the identity (a memref drops it).
    fn is_identity(&self, ctx: &Context) -> bool;
    /// Checks the layout against a memref shape; the message is MLIR's.
    fn verify_layout(&self, ctx: &Context, shape: &[i64]) -> Result<(), String>;
}

/// A type that may be a memref element (MLIR's
/// `MemRefElementTypeInterface`): builtin integers, `index` and floats,
/// and any `#[type_def]` listing it (complex, vector and memref types
/// are accepted by `memref` itself, as in MLIR).
#[type_interface]
pub trait MemRefElementTypeInterface {}

/// A type that may be a vector element (MLIR's
/// `VectorElementTypeInterface`): builtin integers, `index` and floats,
/// and any `#[type_def]` listing it (LLVM's `!llvm.ptr`).
#[type_interface]
pub trait VectorElementTypeInterface {}

builtin_models! {
    TypedAttrInterfaceConcept for IntegerAttr, FloatAttr, DenseIntOrFloatElementsAttr,
        DenseStringElementsAttr, DenseResourceElementsAttr, SparseElementsAttr;
    ShapedTypeConcept for VectorType, RankedTensorType, UnrankedTensorType, MemRefType,
        UnrankedMemRefType;
    MemRefLayoutAttrInterfaceConcept for AffineMapAttr, StridedLayoutAttr;
    MemRefElementTypeInterfaceConcept for IntegerType, IndexType, FloatType;
    VectorElementTypeInterfaceConcept for IntegerType, IndexType, FloatType;
}

macro_rules! typed_attr_model {
    ($($class:ident),*) => {$(
        impl TypedAttrInterface for $class {
            fn ty(&self, ctx: &Context) -> Type {
                self.0.typed_value_type(ctx).unwrap_or_else(|| Type::none(ctx))
            }
        }
    )*};
}

typed_attr_model!(
    IntegerAttr,
    FloatAttr,
    DenseIntOrFloatElementsAttr,
    DenseStringElementsAttr,
    DenseResourceElementsAttr,
    SparseElementsAttr
);

impl MemRefElementTypeInterface for IntegerType {}
impl MemRefElementTypeInterface for IndexType {}
impl MemRefElementTypeInterface for FloatType {}
impl VectorElementTypeInterface for IntegerType {}
impl VectorElementTypeInterface for IndexType {}
impl VectorElementTypeInterface for FloatType {}

/// A builtin shaped kind's model: the element type and shape are read
/// from the kind; `clone_with` is given as a closure-like body over the
/// type `$t`.
macro_rules! shaped_model {
    ($($class:ident => |$t:ident, $ctx:ident, $shape:ident, $element:ident| $clone:expr;)*) => {$(
        impl ShapedType for $class {
            fn element_type(&self, ctx: &Context) -> Type {
                self.0.element_type_or_self(ctx)
            }
            fn shape<'c>(&self, ctx: &'c Context) -> Option<&'c [i64]> {
                self.0.shape(ctx)
            }
            fn clone_with(
                &self,
                $ctx: &Context,
                $shape: Option<&[i64]>,
                $element: Type,
            ) -> Result<Type, String> {
                let $t = self.0;
                $clone
            }
        }
    )*};
}

shaped_model! {
    // A vector is always ranked: no shape keeps this vector's.
    VectorType => |t, ctx, shape, element| {
        let scalable = t.scalable_dims(ctx).unwrap_or_default();
        match shape {
            Some(s) if s.len() != scalable.len() => Type::vector(ctx, s, element, &[]),
            Some(s) => Type::vector(ctx, s, element, &scalable),
            None => Type::vector(ctx, t.shape(ctx).unwrap_or(&[]), element, &scalable),
        }
    };
    RankedTensorType => |t, ctx, shape, element| {
        tensor_clone(ctx, t.tensor_encoding(ctx), shape, element)
    };
    UnrankedTensorType => |_t, ctx, shape, element| tensor_clone(ctx, None, shape, element);
    // Keeps the layout (when the rank is unchanged) and the memory space.
    MemRefType => |t, ctx, shape, element| {
        let same_rank = shape.is_some_and(|s| t.rank(ctx) == Some(s.len()));
        memref_clone(ctx, t.memref_layout(ctx).filter(|_| same_rank), t, shape, element)
    };
    UnrankedMemRefType => |t, ctx, shape, element| memref_clone(ctx, None, t, shape, element);
}

fn tensor_clone(
    ctx: &Context,
    encoding: Option<Attribute>,
    shape: Option<&[i64]>,
    element: Type,
) -> Result<Type, String> {
    match shape {
        Some(s) => Type::ranked_tensor(ctx, s, element, encoding),
        None => Type::unranked_tensor(ctx, element),
    }
}

fn memref_clone(
    ctx: &Context,
    layout: Option<Attribute>,
    from: Type,
    shape: Option<&[i64]>,
    element: Type,
) -> Result<Type, String> {
    let space = from.memory_space(ctx);
    match shape {
        Some(s) => Type::memref(ctx, s, element, layout, space),
        None => Type::unranked_memref(ctx, element, space),
    }
}

impl MemRefLayoutAttrInterface for AffineMapAttr {
    fn is_identity(&self, ctx: &Context) -> bool {
        matches!(self.0.kind(ctx), AttrKind::AffineMap(m) if m.is_identity())
    }
    fn verify_layout(&self, ctx: &Context, shape: &[i64]) -> Result<(), String> {
        match self.0.kind(ctx) {
            AttrKind::AffineMap(m) if m.num_dims as usize != shape.len() => Err(format!(
                "memref layout mismatch between rank and affine map: {} != {}",
                shape.len(),
                m.num_dims
            )),
            _ => Ok(()),
        }
    }
}

impl MemRefLayoutAttrInterface for StridedLayoutAttr {
    /// MLIR's: only the rank-0 layout with offset 0 is the identity, so
    /// `strided<[1]>` stays written out.
    fn is_identity(&self, ctx: &Context) -> bool {
        matches!(self.0.kind(ctx), AttrKind::StridedLayout(s) if s.strides.is_empty() && s.offset == 0)
    }
    fn verify_layout(&self, ctx: &Context, shape: &[i64]) -> Result<(), String> {
        match self.0.kind(ctx) {
            AttrKind::StridedLayout(s) if s.strides.len() != shape.len() => {
                Err("expected the number of strides to match the rank".into())
            }
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_models_answer() {
        let ctx = Context::new();
        let f32 = Type::f32(&ctx);
        assert!(MemRefElementTypeInterfaceHandle::cast(&ctx, f32).is_some());
        assert!(VectorElementTypeInterfaceHandle::cast(&ctx, Type::index(&ctx)).is_some());
        assert!(MemRefElementTypeInterfaceHandle::cast(&ctx, Type::none(&ctx)).is_none());
        let tuple = Type::tuple(&ctx, &[]);
        assert!(ShapedTypeHandle::cast(&ctx, tuple).is_none());
        let t = Type::unranked_tensor(&ctx, f32).unwrap();
        let s = t.dyn_cast::<ShapedTypeHandle>(&ctx).unwrap();
        assert_eq!((s.has_rank(&ctx), s.element_type(&ctx)), (false, f32));
        let r = s.clone_with(&ctx, Some(&[2, DYNAMIC]), f32).unwrap();
        assert_eq!(r.display(&ctx).to_string(), "tensor<2x?xf32>");
        let rs = ShapedTypeHandle::cast(&ctx, r).unwrap();
        assert!(rs.is_dynamic_dim(&ctx, 1) && !rs.has_static_shape(&ctx));
        let v = Type::vector(&ctx, &[2, 3], f32, &[]).unwrap();
        let vs = ShapedTypeHandle::cast(&ctx, v).unwrap();
        assert_eq!(vs.num_elements(&ctx), Some(6));
        assert_eq!(vs.ty(), v);
    }

    #[test]
    fn layouts_are_checked_through_the_interface() {
        let ctx = Context::new();
        let strided = Attribute::strided_layout(&ctx, &[1], 0);
        let l = MemRefLayoutAttrInterfaceHandle::cast(&ctx, strided).unwrap();
        assert!(!l.is_identity(&ctx));
        assert_eq!(
            l.verify_layout(&ctx, &[2, 2]),
            Err("expected the number of strides to match the rank".to_string())
        );
        let s = Attribute::string(&ctx, "x");
        assert!(MemRefLayoutAttrInterfaceHandle::cast(&ctx, s).is_none());
        assert!(TypedAttrInterfaceHandle::cast(&ctx, s).is_none());
    }
}
