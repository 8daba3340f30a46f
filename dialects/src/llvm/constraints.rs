//! The LLVM dialect's ODS type constraints (`LLVMOpBase.td`) that its
//! memory ops use, with ODS's summaries: `LLVM_AnyPointer`,
//! `LLVM_LoadableType` and `LLVM_ScalarOrVectorOf<T>`; and MLIR's
//! `isCompatibleType`, which `llvm.func` checks its signature with.
//!
//! They are plain [`TypeConstraint`]s on the op fields
//! (`#[operand(ty = LLVMAnyPointer)]`), so the generated verifiers give
//! ODS's `operand #0 must be LLVM pointer type, but got 'i32'` in ODS's
//! order; checking the types in each op's `verify` by hand was rejected
//! as it would report them after the op's own checks.

use super::types::{
    LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMStructType, LLVMVoidType, StructBody,
};
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

/// The builtin float types LLVM has (MLIR's `isCompatibleFloatingPointType`
/// without LLVM's own `ppc_fp128`).
fn is_llvm_float(k: FloatKind) -> bool {
    matches!(
        k,
        FloatKind::BF16
            | FloatKind::F16
            | FloatKind::F32
            | FloatKind::F64
            | FloatKind::F80
            | FloatKind::F128
    )
}

/// MLIR's `isCompatibleOuterType` for the types this crate has: the
/// floats LLVM knows, signless integers, 1-D vectors and LLVM types.
fn is_compatible_outer_type(ctx: &Context, t: Type) -> bool {
    match t.kind(ctx) {
        TypeKind::Float(k) => is_llvm_float(*k),
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
            TypeKind::Vector { shape, element, .. } => {
                shape.len() == 1 && T::matches(ctx, *element)
            }
            _ => false,
        }
    }
    fn summary() -> String {
        let t = T::summary();
        format!("{t} or LLVM dialect-compatible vector of {t}")
    }
}

/// MLIR's `isCompatibleType`: a type the LLVM dialect can translate,
/// looking through vectors, arrays, structs and function types.
pub fn is_compatible_type(ctx: &Context, t: Type) -> bool {
    is_compatible_in(ctx, t, &mut Vec::new())
}

fn is_compatible_in(ctx: &Context, t: Type, seen: &mut Vec<Type>) -> bool {
    // A struct that contains itself is compatible when the rest is.
    if seen.contains(&t) {
        return true;
    }
    seen.push(t);
    let ok = match t.kind(ctx) {
        TypeKind::Integer { .. } => t.is_signless_integer(ctx),
        TypeKind::Float(k) => is_llvm_float(*k),
        TypeKind::Vector { shape, element, .. } => {
            shape.len() == 1 && is_compatible_in(ctx, *element, seen)
        }
        _ => {
            if let Some(a) = LLVMArrayType::from_type(ctx, t) {
                is_compatible_in(ctx, *a.element_type(ctx), seen)
            } else if let Some(s) = LLVMStructType::from_type(ctx, t) {
                s.elements(ctx)
                    .into_iter()
                    .all(|e| is_compatible_in(ctx, e, seen))
            } else if let Some(f) = LLVMFunctionType::from_type(ctx, t) {
                let ps = f.params(ctx);
                is_compatible_in(ctx, ps.result, seen)
                    && ps.inputs.iter().all(|&i| is_compatible_in(ctx, i, seen))
            } else {
                t.dialect_storage(ctx)
                    .is_some_and(|s| s.def().dialect == "llvm")
            }
        }
    };
    seen.pop();
    ok
}
