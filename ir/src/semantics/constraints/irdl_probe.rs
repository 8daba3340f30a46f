//! How an op's IRDL record reaches a constraint's `irdl` without a second
//! compile error when the constraint is not one: autoref specialization.
//! `(&Probe::<C>::NEW).type_irdl(ctx)` finds [`ProbeType`] when `C` is a
//! [`TypeConstraint`] and falls back to [`ProbeTypeFallback`] (for
//! `&Probe<C>`) otherwise, so a misused name is reported once, by the
//! verifier that needs the bound. A direct `C::irdl` was rejected: it
//! repeats every "not a `TypeConstraint`" error.

use super::{AttrConstraint, TypeConstraint, attr_irdl};
use crate::uniqued::context::Context;
use crate::uniqued::irdl::Irdl;
use crate::uniqued::typed_attrs::AttrType;
use core::marker::PhantomData;

/// A value standing for the type `T`.
pub struct Probe<T: ?Sized>(PhantomData<T>);

impl<T: ?Sized> core::fmt::Debug for Probe<T> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("Probe")
    }
}

impl<T: ?Sized> Probe<T> {
    /// The probe.
    pub const NEW: Self = Probe(PhantomData);
}

/// The IRDL form of a type constraint.
pub trait ProbeType {
    /// `C::irdl(ctx)`.
    fn type_irdl(&self, ctx: &Context) -> Irdl;
}
impl<C: TypeConstraint + ?Sized> ProbeType for Probe<C> {
    fn type_irdl(&self, ctx: &Context) -> Irdl {
        C::irdl(ctx)
    }
}

/// The fallback when the type is no constraint (the op does not compile).
pub trait ProbeTypeFallback {
    /// `irdl.any`.
    fn type_irdl(&self, ctx: &Context) -> Irdl;
}
impl<C: ?Sized> ProbeTypeFallback for &Probe<C> {
    fn type_irdl(&self, _: &Context) -> Irdl {
        Irdl::Any
    }
}

/// The IRDL form of an attribute kind `K` under constraint `C`, `(K, C)`.
pub trait ProbeAttr {
    /// [`attr_irdl::<K, C>`](attr_irdl).
    fn attr_irdl(&self, ctx: &Context) -> Irdl;
}
impl<K: AttrType, C: AttrConstraint> ProbeAttr for Probe<(K, C)> {
    fn attr_irdl(&self, ctx: &Context) -> Irdl {
        attr_irdl::<K, C>(ctx)
    }
}

/// The fallback when `(K, C)` is no kind and constraint.
pub trait ProbeAttrFallback {
    /// `irdl.any`.
    fn attr_irdl(&self, ctx: &Context) -> Irdl;
}
impl<T: ?Sized> ProbeAttrFallback for &Probe<T> {
    fn attr_irdl(&self, _: &Context) -> Irdl {
        Irdl::Any
    }
}
