//! The LLVM dialect's ODS type constraints (`LLVMOpBase.td`) that its
//! memory ops use, with ODS's summaries: `LLVM_AnyPointer`,
//! `LLVM_LoadableType` and `LLVM_ScalarOrVectorOf<T>`.
//!
//! They are plain [`TypeConstraint`]s on the op fields
//! (`#[operand(ty = LLVMAnyPointer)]`), so the generated verifiers give
//! ODS's `operand #0 must be LLVM pointer type, but got 'i32'` in ODS's
//! order; checking the types in each op's `verify` by hand was rejected
//! as it would report them after the op's own checks.

use super::types::{LLVMFunctionType, LLVMPointerType, LLVMStructType, LLVMVoidType, StructBody};
use ir::prelude::*;
use ir::{FloatKind, TypeKind};
use std::marker::PhantomData;

/// `LLVM_AnyPointer`: `!llvm.ptr` in any address space.
#[derive(Copy, Clone, Debug, Default)]
pub struct LLVMAnyPointer;

impl TypeConstraint for LLVMAnyPointer {
    fn matches(ctx: &Context, t: Type) -> bool {
        LLVMPointerType::from_type(ctx, t).is_some()
    }
    fn summary() -> String {
        "LLVM pointer type".into()
    }
}

/// MLIR's `isCompatibleOuterType` for the types this crate has: the
/// floats LLVM knows, signless integers, 1-D vectors and LLVM types.
fn is_compatible_outer_type(ctx: &Context, t: Type) -> bool {
    match t.kind(ctx) {
        TypeKind::Float(k) => matches!(
            k,
            FloatKind::BF16
                | FloatKind::F16
                | FloatKind::F32
                | FloatKind::F64
                | FloatKind::F80
                | FloatKind::F128
        ),
        TypeKind::Integer { .. } => t.is_signless_integer(ctx),
        TypeKind::Vector { shape, .. } => shape.len() == 1,
        TypeKind::Dialect(s) => s.def().dialect == "llvm",
        _ => false,
    }
}

/// Whether `t` is an identified struct without a body (MLIR's
/// `LLVMStructType::isOpaque`).
fn is_opaque_struct(ctx: &Context, t: Type) -> bool {
    LLVMStructType::from_type(ctx, t).is_some_and(|s| {
        matches!(s.key(ctx), super::types::StructKey::Identified(_))
            && !matches!(s.body(ctx).as_deref(), Some(StructBody::Elements { .. }))
    })
}

/// `LLVM_LoadableType`: a primitive LLVM type (compatible, neither void
/// nor a function) that is not an opaque struct.
#[derive(Copy, Clone, Debug, Default)]
pub struct LLVMLoadableType;

impl TypeConstraint for LLVMLoadableType {
    fn matches(ctx: &Context, t: Type) -> bool {
        is_compatible_outer_type(ctx, t)
            && LLVMVoidType::from_type(ctx, t).is_none()
            && LLVMFunctionType::from_type(ctx, t).is_none()
            && !is_opaque_struct(ctx, t)
    }
    fn summary() -> String {
        "LLVM type with size".into()
    }
}

/// `LLVM_ScalarOrVectorOf<T>`: a `T`, or a 1-D vector of `T`s.
#[derive(Copy, Clone, Debug, Default)]
pub struct LLVMScalarOrVectorOf<T>(PhantomData<T>);

impl<T: TypeConstraint> TypeConstraint for LLVMScalarOrVectorOf<T> {
    fn matches(ctx: &Context, t: Type) -> bool {
        if T::matches(ctx, t) {
            return true;
        }
        match t.kind(ctx) {
            TypeKind::Vector { shape, element, .. } => shape.len() == 1 && T::matches(ctx, *element),
            _ => false,
        }
    }
    fn summary() -> String {
        let t = T::summary();
        format!("{t} or LLVM dialect-compatible vector of {t}")
    }
}
