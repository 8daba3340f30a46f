//! `llvm.mlir.constant`'s verifier: MLIR 22's `LLVM::ConstantOp::verify`,
//! check for check and in its order (strings, structs, integers, floats,
//! elements, arrays), with its messages.
//!
//! It lives apart from the op because it is most of the op's code: the
//! array case walks nested array attributes against nested array types.

use super::ops::ConstantOp;
use super::types::{LLVMArrayType, LLVMStructType};
use ir::prelude::*;
use ir::{AttrKind, Diagnostic, FloatKind, TypeKind};

/// The number of scalars in `t`, through vectors and arrays (MLIR's
/// `getNumElements`; anything else counts one).
fn num_elements(ctx: &Context, t: Type) -> i128 {
    match t.kind(ctx) {
        TypeKind::Vector { shape, element, .. } => {
            shape.iter().map(|&d| i128::from(d)).product::<i128>() * num_elements(ctx, *element)
        }
        _ => match LLVMArrayType::from_type(ctx, t) {
            Some(a) => i128::from(*a.num_elements(ctx)) * num_elements(ctx, *a.element_type(ctx)),
            None => 1,
        },
    }
}

/// The scalar type of `t`: through arrays, then one vector or tensor
/// (MLIR's `getElementType`).
fn scalar_type(ctx: &Context, mut t: Type) -> Type {
    while let Some(a) = LLVMArrayType::from_type(ctx, t) {
        t = *a.element_type(ctx);
    }
    match t.kind(ctx) {
        TypeKind::Vector { element, .. }
        | TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor(element) => *element,
        _ => t,
    }
}

/// Whether `t` is or holds (through vectors and arrays) a scalable vector.
fn has_scalable_vector(ctx: &Context, t: Type) -> bool {
    match t.kind(ctx) {
        TypeKind::Vector {
            scalable, element, ..
        } => scalable.iter().any(|&s| s) || has_scalable_vector(ctx, *element),
        _ => LLVMArrayType::from_type(ctx, t)
            .is_some_and(|a| has_scalable_vector(ctx, *a.element_type(ctx))),
    }
}

/// The shaped type and splat-ness of an elements attribute.
fn elements_of(ctx: &Context, a: Attribute) -> Option<(Type, bool)> {
    match a.kind(ctx) {
        AttrKind::DenseIntOrFloat { ty, splat, .. }
        | AttrKind::DenseStringElements { ty, splat, .. } => Some((*ty, *splat)),
        AttrKind::DenseResource { ty, .. } | AttrKind::SparseElements { ty, .. } => {
            Some((*ty, false))
        }
        _ => None,
    }
}

/// MLIR's float-semantics check of a float value against the (scalar)
/// type it initializes: the same float type, or an integer as wide.
fn check_float_semantics(op: OpView<'_>, value: FloatKind, ty: Type) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    match ty.kind(ctx) {
        TypeKind::Float(k) if *k != value => {
            Err(op.emit_op_error("attribute and type have different float semantics"))
        }
        TypeKind::Integer { width, .. } if *width != value.width() => {
            Err(op.emit_op_error(format!("expected integer type of width {}", value.width())))
        }
        _ => Ok(()),
    }
}

pub(super) fn verify_constant(op: ConstantOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let ctx = view.ctx;
    let ty = view.body.value_type(op.res());
    let value = op.value();
    if let Some(s) = value.as_str(ctx) {
        let ok = LLVMArrayType::from_type(ctx, ty).is_some_and(|a| {
            *a.num_elements(ctx) == s.len() as u64 && *a.element_type(ctx) == Type::int(ctx, 8)
        });
        if !ok {
            return Err(view.emit_op_error(format!(
                "expected array type of {} i8 elements for the string constant",
                s.len()
            )));
        }
        return Ok(());
    }
    if let Some(st) = LLVMStructType::from_type(ctx, ty) {
        return verify_struct(view, st, value);
    }
    match value.kind(ctx) {
        AttrKind::Integer { .. } => {
            if !ty.is_integer(ctx) {
                return Err(view.emit_op_error("expected integer type"));
            }
            Ok(())
        }
        AttrKind::Float { ty: fty, .. } => match fty.kind(ctx) {
            TypeKind::Float(k) => check_float_semantics(view, *k, ty),
            _ => Ok(()),
        },
        AttrKind::Array(items) => {
            let Some(array) = LLVMArrayType::from_type(ctx, ty) else {
                return Err(view.emit_op_error("expected array or struct type for array attribute"));
            };
            verify_array(view, array, items, 0)
        }
        _ => {
            match elements_of(ctx, value) {
                Some((shaped, splat)) => verify_elements(view, ty, shaped, splat),
                None => Err(view
                    .emit_op_error("only supports integer, float, string or elements attributes")),
            }
        }
    }
}

/// A struct constant: an array attribute of integers and floats, one per
/// element, of the element's type.
fn verify_struct(view: OpView<'_>, st: LLVMStructType, value: Attribute) -> Result<(), Diagnostic> {
    let ctx = view.ctx;
    let AttrKind::Array(items) = value.kind(ctx) else {
        return Err(view.emit_op_error("expected array attribute for struct type"));
    };
    let elements = st.elements(ctx);
    if items.len() != elements.len() {
        return Err(view.emit_op_error(format!(
            "expected array attribute of size {}",
            elements.len()
        )));
    }
    for (i, (&a, &t)) in items.iter().zip(&elements).enumerate() {
        if !(t.is_signless_integer(ctx) || t.is_index(ctx) || t.is_float(ctx)) {
            return Err(view.emit_op_error(
                "expected struct element types to be floating point type or integer type",
            ));
        }
        if !matches!(
            a.kind(ctx),
            AttrKind::Integer { .. } | AttrKind::Float { .. }
        ) {
            return Err(view.emit_op_error(
                "expected element of array attribute to be floating point or integer",
            ));
        }
        if a.typed_value_type(ctx) != Some(t) {
            return Err(view.emit_op_error(format!("struct element at index {i} is of wrong type")));
        }
    }
    Ok(())
}

/// An elements constant: a vector or array type with as many scalars
/// (any splat for a scalable vector), of a compatible scalar type.
fn verify_elements(
    view: OpView<'_>,
    ty: Type,
    shaped: Type,
    splat: bool,
) -> Result<(), Diagnostic> {
    let ctx = view.ctx;
    if has_scalable_vector(ctx, ty) {
        if !splat {
            return Err(view.emit_op_error("scalable vector type requires a splat attribute"));
        }
        return Ok(());
    }
    if !(ty.is_vector(ctx) || LLVMArrayType::from_type(ctx, ty).is_some()) {
        return Err(view.emit_op_error("expected vector or array type"));
    }
    let want = num_elements(ctx, ty);
    let have = shaped.num_elements(ctx).map_or(0, i128::from);
    if want != have {
        return Err(view.emit_op_error(format!(
            "type and attribute have a different number of elements: {want} vs. {have}"
        )));
    }
    let attr_elem = shaped.element_type_or_self(ctx);
    let result_elem = scalar_type(ctx, ty);
    if let TypeKind::Float(k) = attr_elem.kind(ctx) {
        return check_float_semantics(view, *k, result_elem);
    }
    if attr_elem.is_integer(ctx) && !result_elem.is_integer(ctx) {
        return Err(
            view.emit_op_error("expected integer element type for integer elements attribute")
        );
    }
    Ok(())
}

/// MLIR's `verifyStructArrayConstant`: nested array attributes match the
/// nested array type, down to arrays of structs (each an array attribute
/// of the struct's size).
fn verify_array(
    view: OpView<'_>,
    array: LLVMArrayType,
    items: &[Attribute],
    dim: usize,
) -> Result<(), Diagnostic> {
    let ctx = view.ctx;
    let n = *array.num_elements(ctx);
    if n != items.len() as u64 {
        return Err(view.emit_op_error(format!(
            "array attribute size does not match array type size in dimension {dim}: {} vs. {n}",
            items.len()
        )));
    }
    let element = *array.element_type(ctx);
    let mut seen: Vec<Attribute> = Vec::new();
    let mut first_time = |a: Attribute| {
        let new = !seen.contains(&a);
        if new {
            seen.push(a);
        }
        new
    };
    if let Some(sub) = LLVMArrayType::from_type(ctx, element) {
        for (idx, &a) in items.iter().enumerate() {
            if !first_time(a) {
                continue;
            }
            let AttrKind::Array(inner) = a.kind(ctx) else {
                return Err(view.emit_op_error(format!(
                    "nested attribute for sub-array in dimension {dim} at index {idx} must be a zero, or undef, or array attribute"
                )));
            };
            verify_array(view, sub, inner, dim + 1)?;
        }
        return Ok(());
    }
    let Some(st) = LLVMStructType::from_type(ctx, element) else {
        return Err(
            view.emit_op_error("for array with an array attribute must have a struct element type")
        );
    };
    let size = st.elements(ctx).len();
    for (idx, &a) in items.iter().enumerate() {
        if !first_time(a) {
            continue;
        }
        let AttrKind::Array(inner) = a.kind(ctx) else {
            return Err(view.emit_op_error(format!(
                "nested attribute for struct element at index {idx} must be a zero, or undef, or array attribute"
            )));
        };
        if inner.len() != size {
            return Err(view.emit_op_error(format!(
                "nested array attribute size for struct element at index {idx} must match struct size: {} vs. {size}",
                inner.len()
            )));
        }
    }
    Ok(())
}
