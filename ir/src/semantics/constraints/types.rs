//! The library of ODS's common type constraints, with ODS's summaries:
//! scalars (`I1`, `I<N>`, `Index`, `F32`, `AnySignlessInteger`, ...), the
//! `-like` families (a scalar or a vector/tensor of it), shaped types
//! (`AnyTensor`, `AnyMemRef`, ...) and the composites `TensorOf<T>`,
//! `RankedTensorOf<T>`, `MemRefOf<T>`, `VectorOf<T>` and `AnyTypeOf<T>`,
//! where `T` is a constraint or a tuple of them (any of).
//!
//! One macro writes the fixed constraints, since each is a predicate and
//! a summary; the composites are written out because each builds its
//! summary from its parameter's.

use super::TypeConstraint;
use crate::semantics::traits::constraints as preds;
use crate::uniqued::context::Context;
use crate::uniqued::irdl::Irdl;
use crate::{FloatKind, Signedness, Type, TypeKind};
use core::marker::PhantomData;

macro_rules! fixed {
    ($(#[$m:meta])* $name:ident, $summary:expr, |$ctx:ident, $t:ident| $pred:expr $(, build = |$bctx:ident| $build:expr)? $(, irdl = |$ictx:ident| $irdl:expr)? $(, kind = $kind:literal, $kind_pred:path)?) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, Default)]
        pub struct $name;
        impl TypeConstraint for $name {
            fn matches($ctx: &Context, $t: Type) -> bool {
                $pred
            }
            fn summary() -> String {
                $summary.into()
            }
            $(const BUILDABLE: bool = { let _ = stringify!($bctx); true };
            fn buildable($bctx: &Context) -> Option<Type> {
                Some($build)
            })?
            $(fn irdl($ictx: &Context) -> Irdl {
                $irdl
            })?
            $(const KIND: Option<&'static str> = Some($kind);
            fn of_kind(ctx: &Context, t: Type) -> bool {
                $kind_pred(ctx, t)
            })?
        }
    };
}

/// Whether `t` is a vector: the class ODS's vector constraints name as
/// their `cppType` (`VectorType`), which a format reads `type(...)` as.
fn is_vector(ctx: &Context, t: Type) -> bool {
    matches!(t.kind(ctx), TypeKind::Vector { .. })
}

/// `irdl.base` of a builtin type kind.
fn base(name: &'static str) -> Irdl {
    Irdl::Base(name)
}

/// An over-approximation of `T`'s summary by `over`.
fn approx<T: TypeConstraint + ?Sized>(over: Irdl) -> Irdl {
    Irdl::approx(over, T::summary())
}

/// Every float type, exactly.
fn any_float(ctx: &Context) -> Irdl {
    Irdl::AnyOf(
        FloatKind::ALL
            .iter()
            .map(|&k| Irdl::IsType(Type::float(ctx, k)))
            .collect(),
    )
}

/// A scalar, or a vector or tensor (of anything): the over-approximation
/// of the `-like` families, whose element type IRDL cannot constrain.
fn like(scalar: Irdl) -> Irdl {
    Irdl::AnyOf(vec![
        scalar,
        base("!builtin.vector"),
        base("!builtin.tensor"),
        base("!builtin.unranked_tensor"),
    ])
}

fixed!(/// `AnyType`: every type.
    AnyType, "any type", |_ctx, _t| true, irdl = |_ctx| Irdl::Any);
fixed!(/// `Index`.
    Index, "index", |ctx, t| t.is_index(ctx), build = |ctx| Type::index(ctx), irdl = |ctx| Irdl::IsType(Type::index(ctx)));
fixed!(/// `AnySignlessInteger`: `iN`.
    AnySignlessInteger, "signless integer", |ctx, t| t.is_signless_integer(ctx), irdl = |_ctx| approx::<Self>(base("!builtin.integer")));
fixed!(/// `AnyInteger`: `iN`, `siN` or `uiN`.
    AnyInteger, "integer", |ctx, t| t.is_integer(ctx), irdl = |_ctx| base("!builtin.integer"));
fixed!(/// `AnySignlessIntegerOrIndex`.
    AnySignlessIntegerOrIndex, "signless integer or index", |ctx, t| preds::is_signless_int_or_index(ctx, t),
    irdl = |ctx| approx::<Self>(Irdl::AnyOf(vec![base("!builtin.integer"), Irdl::IsType(Type::index(ctx))])));
fixed!(/// `AnyFloat`: every float kind.
    AnyFloat, "floating-point", |ctx, t| t.is_float(ctx), irdl = |ctx| any_float(ctx));
fixed!(/// `F16`.
    F16, "16-bit float", |ctx, t| matches!(t.kind(ctx), TypeKind::Float(FloatKind::F16)), build = |ctx| Type::float(ctx, FloatKind::F16), irdl = |ctx| Irdl::IsType(Type::float(ctx, FloatKind::F16)));
fixed!(/// `BF16`.
    BF16, "bfloat16 type", |ctx, t| matches!(t.kind(ctx), TypeKind::Float(FloatKind::BF16)), build = |ctx| Type::float(ctx, FloatKind::BF16), irdl = |ctx| Irdl::IsType(Type::float(ctx, FloatKind::BF16)));
fixed!(/// `F32`.
    F32, "32-bit float", |ctx, t| matches!(t.kind(ctx), TypeKind::Float(FloatKind::F32)), build = |ctx| Type::f32(ctx), irdl = |ctx| Irdl::IsType(Type::f32(ctx)));
fixed!(/// `F64`.
    F64, "64-bit float", |ctx, t| matches!(t.kind(ctx), TypeKind::Float(FloatKind::F64)), build = |ctx| Type::f64(ctx), irdl = |ctx| Irdl::IsType(Type::f64(ctx)));
fixed!(/// `SignlessIntegerLike`: a signless integer, or a vector/tensor of
    /// them (no `index`; MLIR 22's summary is `signless-integer`).
    SignlessIntegerLike, "signless-integer", |ctx, t| preds::is_signless_fixed_width_integer_like(ctx, t),
    irdl = |_ctx| approx::<Self>(like(base("!builtin.integer"))));
fixed!(/// `SignlessIntegerOrIndexLike` (`arith.addi`'s operands): a signless
    /// integer or `index`, or a vector/tensor of them.
    SignlessIntegerOrIndexLike, "signless-integer-like", |ctx, t| preds::is_signless_integer_like(ctx, t),
    irdl = |ctx| approx::<Self>(like(Irdl::AnyOf(vec![base("!builtin.integer"), Irdl::IsType(Type::index(ctx))]))));
fixed!(/// `SignlessFixedWidthIntegerLike`: like [`SignlessIntegerLike`], no `index`.
    SignlessFixedWidthIntegerLike, "signless-fixed-width-integer-like", |ctx, t| preds::is_signless_fixed_width_integer_like(ctx, t),
    irdl = |_ctx| approx::<Self>(like(base("!builtin.integer"))));
fixed!(/// `IntegerLike`: any integer or `index`, or a vector/tensor of them.
IntegerLike, "integer-like", |ctx, t| {
    let e = crate::semantics::traits::tensor_or_vector_element(ctx, t);
    e.is_integer(ctx) || e.is_index(ctx)
}, irdl = |ctx| approx::<Self>(like(Irdl::AnyOf(vec![base("!builtin.integer"), Irdl::IsType(Type::index(ctx))]))));
fixed!(/// `FloatLike`: a float, or a vector/tensor of floats.
    FloatLike, "floating-point-like", |ctx, t| preds::is_float_like(ctx, t), irdl = |ctx| approx::<Self>(like(any_float(ctx))));
fixed!(/// `BoolLike`: `i1`, or a vector/tensor of it.
    BoolLike, "bool-like", |ctx, t| preds::is_bool_like(ctx, t), irdl = |ctx| approx::<Self>(like(Irdl::IsType(Type::i1(ctx)))));
/// `FunctionType`: a function type (`(i32) -> f32`); a format reads its
/// `type(...)` as a `builtin.function`.
#[derive(Copy, Clone, Debug, Default)]
pub struct FunctionType;
impl TypeConstraint for FunctionType {
    fn matches(ctx: &Context, t: Type) -> bool {
        t.function_parts(ctx).is_some()
    }
    fn summary() -> String {
        "function type".into()
    }
    const KIND: Option<&'static str> = Some("builtin.function");
    fn irdl(_ctx: &Context) -> Irdl {
        base("!builtin.function")
    }
    fn of_kind(ctx: &Context, t: Type) -> bool {
        Self::matches(ctx, t)
    }
}
fixed!(/// `AnyTensor`: a ranked or unranked tensor.
    AnyTensor, "tensor of any type values", |ctx, t| matches!(t.kind(ctx), TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor(_)),
    irdl = |_ctx| Irdl::AnyOf(vec![base("!builtin.tensor"), base("!builtin.unranked_tensor")]));
fixed!(/// `AnyRankedTensor`.
    AnyRankedTensor, "ranked tensor of any type values", |ctx, t| matches!(t.kind(ctx), TypeKind::RankedTensor { .. }),
    irdl = |_ctx| base("!builtin.tensor"));
fixed!(/// `AnyMemRef`: a ranked memref.
    AnyMemRef, "memref of any type values", |ctx, t| matches!(t.kind(ctx), TypeKind::MemRef { .. }), irdl = |_ctx| base("!builtin.memref"));
fixed!(/// `AnyVector`.
    AnyVector, "vector of any type values", |ctx, t| matches!(t.kind(ctx), TypeKind::Vector { .. }),
    irdl = |_ctx| base("!builtin.vector"), kind = "builtin.vector", is_vector);
fixed!(/// `AnyVectorOfNonZeroRank`: a vector with at least one dimension.
    AnyVectorOfNonZeroRank, "vector of any type values", |ctx, t| matches!(t.kind(ctx), TypeKind::Vector { shape, .. } if !shape.is_empty()),
    irdl = |_ctx| approx::<Self>(base("!builtin.vector")), kind = "builtin.vector", is_vector);
fixed!(/// `AnyShaped`: a vector, tensor or memref, ranked or not.
    AnyShaped, "shaped of any type values", |ctx, t| t.element_type(ctx).is_some() && !matches!(t.kind(ctx), TypeKind::Complex(_)),
    irdl = |_ctx| Irdl::AnyOf(vec![base("!builtin.vector"), base("!builtin.tensor"), base("!builtin.unranked_tensor"), base("!builtin.memref"), base("!builtin.unranked_memref")]));

/// `I<N>`: the signless integer of width `N` (`I<32>` is ODS's `I32`).
#[derive(Copy, Clone, Debug, Default)]
pub struct I<const N: u32>;
impl<const N: u32> TypeConstraint for I<N> {
    fn matches(ctx: &Context, t: Type) -> bool {
        matches!(t.kind(ctx), TypeKind::Integer { width, signedness: Signedness::Signless } if *width == N)
    }
    fn summary() -> String {
        format!("{N}-bit signless integer")
    }
    const BUILDABLE: bool = true;
    fn buildable(ctx: &Context) -> Option<Type> {
        Some(Type::int(ctx, N))
    }
    fn irdl(ctx: &Context) -> Irdl {
        Irdl::IsType(Type::int(ctx, N))
    }
}

/// `I1`, the boolean type.
pub type I1 = I<1>;
/// `I8`.
pub type I8 = I<8>;
/// `I16`.
pub type I16 = I<16>;
/// `I32`.
pub type I32 = I<32>;
/// `I64`.
pub type I64 = I<64>;

/// "Any of": a tuple of constraints holds when one member does, and its
/// summary joins theirs with " or " (ODS's `AnyTypeOf`).
macro_rules! any_of {
    ($($t:ident),+) => {
        impl<$($t: TypeConstraint),+> TypeConstraint for ($($t,)+) {
            fn matches(ctx: &Context, ty: Type) -> bool {
                $($t::matches(ctx, ty))||+
            }
            fn summary() -> String {
                [$($t::summary()),+].join(" or ")
            }
            fn irdl(ctx: &Context) -> Irdl {
                Irdl::AnyOf(vec![$($t::irdl(ctx)),+])
            }
        }
    };
}
any_of!(A);
any_of!(A, B);
any_of!(A, B, C);
any_of!(A, B, C, D);
any_of!(A, B, C, D, E);
any_of!(A, B, C, D, E, G);

/// `AnyTypeOf<(A, B)>`: one of the constraints of a tuple.
#[derive(Debug, Default)]
pub struct AnyTypeOf<T>(PhantomData<T>);
impl<T: TypeConstraint> TypeConstraint for AnyTypeOf<T> {
    fn matches(ctx: &Context, t: Type) -> bool {
        T::matches(ctx, t)
    }
    fn summary() -> String {
        T::summary()
    }
    const BUILDABLE: bool = T::BUILDABLE;
    fn buildable(ctx: &Context) -> Option<Type> {
        T::buildable(ctx)
    }
    fn irdl(ctx: &Context) -> Irdl {
        T::irdl(ctx)
    }
}

/// A shaped-type constraint over its element type's.
macro_rules! container_of {
    ($(#[$m:meta])* $name:ident, $what:expr, $base:expr, |$ctx:ident, $t:ident| $is:expr) => {
        $(#[$m])*
        #[derive(Debug, Default)]
        pub struct $name<T>(PhantomData<T>);
        impl<T: TypeConstraint> TypeConstraint for $name<T> {
            fn matches($ctx: &Context, $t: Type) -> bool {
                $is && $t.element_type($ctx).is_some_and(|e| T::matches($ctx, e))
            }
            fn summary() -> String {
                format!("{} of {} values", $what, T::summary())
            }
            /// The container kind: IRDL cannot constrain a builtin
            /// container's element type.
            fn irdl(_ctx: &Context) -> Irdl {
                approx::<Self>($base)
            }
        }
    };
}

container_of!(/// `TensorOf<T>`: a ranked or unranked tensor of `T`.
    TensorOf, "tensor", Irdl::AnyOf(vec![base("!builtin.tensor"), base("!builtin.unranked_tensor")]), |ctx, t| matches!(t.kind(ctx), TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor(_)));
container_of!(/// `RankedTensorOf<T>`.
    RankedTensorOf, "ranked tensor", base("!builtin.tensor"), |ctx, t| matches!(t.kind(ctx), TypeKind::RankedTensor { .. }));
container_of!(/// `MemRefOf<T>`: a ranked memref of `T`.
    MemRefOf, "memref", base("!builtin.memref"), |ctx, t| matches!(t.kind(ctx), TypeKind::MemRef { .. }));
container_of!(/// `VectorOf<T>`: a vector of `T`.
    VectorOf, "vector", base("!builtin.vector"), |ctx, t| matches!(t.kind(ctx), TypeKind::Vector { .. }));
