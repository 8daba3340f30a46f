//! `Display` adapters for types and attributes in MLIR's syntax.
//!
//! These cover the forms diagnostics and tests need; the full printer (with
//! aliases, elided forms and exact float formatting) lives in the text
//! module and shares these routines.

use crate::uniqued::attributes::{AttrKind, Attribute};
use crate::uniqued::context::Context;
use crate::uniqued::location::LocationKind;
use crate::uniqued::types::{DYNAMIC, Signedness, Type, TypeKind};
use core::fmt::{self, Write};

/// Formats a type; see [`Type::display`].
#[derive(Debug)]
pub struct TypeDisplay<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) ty: Type,
}

/// Formats an attribute; see [`Attribute::display`].
#[derive(Debug)]
pub struct AttrDisplay<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) attr: Attribute,
}

impl fmt::Display for TypeDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_type(f, self.ctx, self.ty)
    }
}

impl fmt::Display for AttrDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_attr(f, self.ctx, self.attr)
    }
}

fn write_list<T: Copy>(
    f: &mut dyn Write,
    ctx: &Context,
    items: &[T],
    each: fn(&mut dyn Write, &Context, T) -> fmt::Result,
) -> fmt::Result {
    for (i, &t) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        each(f, ctx, t)?;
    }
    Ok(())
}

fn write_dims(f: &mut dyn Write, shape: &[i64], scalable: &[bool]) -> fmt::Result {
    for (i, &d) in shape.iter().enumerate() {
        let s = scalable.get(i).copied().unwrap_or(false);
        if s {
            f.write_char('[')?;
        }
        if d == DYNAMIC {
            f.write_char('?')?
        } else {
            write!(f, "{d}")?
        }
        if s {
            f.write_char(']')?;
        }
        f.write_char('x')?;
    }
    Ok(())
}

/// Writes a type in MLIR's syntax.
pub fn write_type(f: &mut dyn Write, ctx: &Context, ty: Type) -> fmt::Result {
    match ty.kind(ctx) {
        TypeKind::Integer { width, signedness } => match signedness {
            Signedness::Signless => write!(f, "i{width}"),
            Signedness::Signed => write!(f, "si{width}"),
            Signedness::Unsigned => write!(f, "ui{width}"),
        },
        TypeKind::Index => f.write_str("index"),
        TypeKind::Float(k) => f.write_str(k.keyword()),
        TypeKind::None => f.write_str("none"),
        TypeKind::Function { inputs, results } => {
            f.write_char('(')?;
            write_list(f, ctx, inputs, write_type)?;
            f.write_str(") -> ")?;
            let single =
                results.len() == 1 && !matches!(results[0].kind(ctx), TypeKind::Function { .. });
            if single {
                write_type(f, ctx, results[0])
            } else {
                f.write_char('(')?;
                write_list(f, ctx, results, write_type)?;
                f.write_char(')')
            }
        }
        TypeKind::Tuple(elems) => {
            f.write_str("tuple<")?;
            write_list(f, ctx, elems, write_type)?;
            f.write_char('>')
        }
        TypeKind::Complex(e) => {
            f.write_str("complex<")?;
            write_type(f, ctx, *e)?;
            f.write_char('>')
        }
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => {
            f.write_str("vector<")?;
            write_dims(f, shape, scalable)?;
            write_type(f, ctx, *element)?;
            f.write_char('>')
        }
        TypeKind::RankedTensor {
            shape,
            element,
            encoding,
        } => {
            f.write_str("tensor<")?;
            write_dims(f, shape, &[])?;
            write_type(f, ctx, *element)?;
            if let Some(e) = encoding {
                f.write_str(", ")?;
                write_attr(f, ctx, *e)?;
            }
            f.write_char('>')
        }
        TypeKind::UnrankedTensor(e) => {
            f.write_str("tensor<*x")?;
            write_type(f, ctx, *e)?;
            f.write_char('>')
        }
        TypeKind::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } => {
            f.write_str("memref<")?;
            write_dims(f, shape, &[])?;
            write_type(f, ctx, *element)?;
            for a in [layout, memory_space].into_iter().flatten() {
                f.write_str(", ")?;
                write_attr(f, ctx, *a)?;
            }
            f.write_char('>')
        }
        TypeKind::UnrankedMemRef {
            element,
            memory_space,
        } => {
            f.write_str("memref<*x")?;
            write_type(f, ctx, *element)?;
            if let Some(a) = memory_space {
                f.write_str(", ")?;
                write_attr(f, ctx, *a)?;
            }
            f.write_char('>')
        }
        TypeKind::Opaque { dialect, data } => {
            write!(f, "!{}.{}", ctx.str(*dialect), ctx.str(*data))
        }
    }
}

/// Writes a string literal with MLIR's escapes.
pub fn write_escaped_string(f: &mut dyn Write, s: &str) -> fmt::Result {
    f.write_char('"')?;
    for b in s.bytes() {
        match b {
            b'"' => f.write_str("\\\"")?,
            b'\\' => f.write_str("\\\\")?,
            b'\n' => f.write_str("\\n")?,
            b'\t' => f.write_str("\\t")?,
            0x20..=0x7e => f.write_char(b as char)?,
            _ => write!(f, "\\{b:02X}")?,
        }
    }
    f.write_char('"')
}

/// Writes an attribute in MLIR's syntax.
pub fn write_attr(f: &mut dyn Write, ctx: &Context, attr: Attribute) -> fmt::Result {
    match attr.kind(ctx) {
        AttrKind::Unit => f.write_str("unit"),
        AttrKind::Integer { ty, value } => {
            if let TypeKind::Integer {
                width: 1,
                signedness: Signedness::Signless,
            } = ty.kind(ctx)
            {
                return f.write_str(if value.is_zero() { "false" } else { "true" });
            }
            let unsigned = matches!(
                ty.kind(ctx),
                TypeKind::Integer {
                    signedness: Signedness::Unsigned,
                    ..
                }
            );
            let text = if unsigned {
                value.to_string_unsigned()
            } else {
                value.to_string_signed()
            };
            f.write_str(&text)?;
            if !matches!(
                ty.kind(ctx),
                TypeKind::Integer {
                    width: 64,
                    signedness: Signedness::Signless
                }
            ) {
                f.write_str(" : ")?;
                write_type(f, ctx, *ty)?;
            }
            Ok(())
        }
        AttrKind::Float { ty, bits } => {
            match ty.kind(ctx) {
                TypeKind::Float(crate::uniqued::types::FloatKind::F64) => {
                    write!(f, "{:e}", f64::from_bits(*bits as u64))?
                }
                TypeKind::Float(crate::uniqued::types::FloatKind::F32) => {
                    write!(f, "{:e}", f32::from_bits(*bits as u32))?
                }
                _ => write!(f, "0x{bits:X}")?,
            }
            f.write_str(" : ")?;
            write_type(f, ctx, *ty)
        }
        AttrKind::String { value, ty } => {
            write_escaped_string(f, value)?;
            if !matches!(ty.kind(ctx), TypeKind::None) {
                f.write_str(" : ")?;
                write_type(f, ctx, *ty)?;
            }
            Ok(())
        }
        AttrKind::Type(t) => write_type(f, ctx, *t),
        // Outside a printer there is no numbering by first use, so the
        // creation id stands in for it.
        AttrKind::Distinct { id, referenced } => {
            write!(f, "distinct[{id}]<")?;
            if !matches!(referenced.kind(ctx), AttrKind::Unit) {
                write_attr(f, ctx, *referenced)?;
            }
            f.write_char('>')
        }
        AttrKind::Array(elems) => {
            f.write_char('[')?;
            write_list(f, ctx, elems, write_attr)?;
            f.write_char(']')
        }
        AttrKind::Dictionary(entries) => {
            f.write_char('{')?;
            for (i, (k, v)) in entries.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                f.write_str(ctx.str(*k))?;
                if !matches!(v.kind(ctx), AttrKind::Unit) {
                    f.write_str(" = ")?;
                    write_attr(f, ctx, *v)?;
                }
            }
            f.write_char('}')
        }
        AttrKind::SymbolRef { root, nested } => {
            write!(f, "@{}", ctx.str(*root))?;
            for n in nested.iter() {
                write!(f, "::@{}", ctx.str(*n))?;
            }
            Ok(())
        }
        AttrKind::DenseArray { element, values } => {
            f.write_str("array<")?;
            write_type(f, ctx, *element)?;
            if !values.is_empty() {
                f.write_str(": ")?;
                for (i, v) in values.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{}", *v as i64)?;
                }
            }
            f.write_char('>')
        }
        AttrKind::DenseIntOrFloat { ty, .. }
        | AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseStringElements { ty, .. } => {
            f.write_str("dense<")?;
            crate::uniqued::attributes::dense::write_dense_body(f, ctx, attr)?;
            f.write_str("> : ")?;
            write_type(f, ctx, *ty)
        }
        AttrKind::DenseResource { ty, handle } => {
            write!(f, "dense_resource<{}> : ", ctx.str(*handle))?;
            write_type(f, ctx, *ty)
        }
        AttrKind::SparseElements {
            ty,
            indices,
            values,
        } => {
            f.write_str("sparse<")?;
            crate::uniqued::attributes::dense::write_dense_body(f, ctx, *indices)?;
            f.write_str(", ")?;
            crate::uniqued::attributes::dense::write_dense_body(f, ctx, *values)?;
            f.write_str("> : ")?;
            write_type(f, ctx, *ty)
        }
        AttrKind::AffineMap(m) => write!(f, "affine_map<{m}>"),
        AttrKind::IntegerSet(s) => write!(f, "affine_set<{s}>"),
        AttrKind::StridedLayout(l) => write!(f, "{l}"),
        AttrKind::Opaque { dialect, data } => {
            write!(f, "#{}.{}", ctx.str(*dialect), ctx.str(*data))
        }
        AttrKind::Parametric {
            dialect,
            name,
            params,
        } => {
            write!(f, "#{}.{}<", ctx.str(*dialect), ctx.str(*name))?;
            write_list(f, ctx, params, write_attr)?;
            f.write_char('>')
        }
        AttrKind::Location(l) => {
            f.write_str("loc(")?;
            write_loc_body(f, ctx, l)?;
            f.write_char(')')
        }
    }
}

fn write_loc_body(f: &mut dyn Write, ctx: &Context, l: &LocationKind) -> fmt::Result {
    match l {
        LocationKind::Unknown => f.write_str("unknown"),
        LocationKind::FileLineCol {
            file,
            line,
            col,
            end,
        } => {
            write_escaped_string(f, ctx.str(*file))?;
            write!(f, ":{line}:{col}")?;
            if let Some((el, ec)) = end {
                if el == line {
                    write!(f, " to :{ec}")?
                } else {
                    write!(f, " to {el}:{ec}")?
                }
            }
            Ok(())
        }
        LocationKind::Name { name, child } => {
            write_escaped_string(f, ctx.str(*name))?;
            if !matches!(child.kind(ctx), LocationKind::Unknown) {
                f.write_char('(')?;
                write_loc_body(f, ctx, child.kind(ctx))?;
                f.write_char(')')?;
            }
            Ok(())
        }
        LocationKind::CallSite { callee, caller } => {
            f.write_str("callsite(")?;
            write_loc_body(f, ctx, callee.kind(ctx))?;
            f.write_str(" at ")?;
            write_loc_body(f, ctx, caller.kind(ctx))?;
            f.write_char(')')
        }
        LocationKind::Fused {
            locations,
            metadata,
        } => {
            f.write_str("fused")?;
            if let Some(m) = metadata {
                f.write_char('<')?;
                write_attr(f, ctx, *m)?;
                f.write_char('>')?;
            }
            f.write_char('[')?;
            for (i, l) in locations.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write_loc_body(f, ctx, l.kind(ctx))?;
            }
            f.write_char(']')
        }
    }
}
