//! Printing attributes exactly as mlir-opt does, and the name quoting and
//! string escapes every printed name shares. Types (`types.rs`), locations
//! (`locations.rs`) and dense literals (`dense.rs`) print beside this; all
//! of the crate's attribute text comes from here, diagnostics included
//! (through `display.rs`).
//!
//! The rules are MLIR's printer's: floats through apfloat's rendition of
//! `APFloat::toString` (hex bits when no decimal form reads back), `i64`
//! and `f64` types elided in arrays, names quoted when they are not bare
//! identifiers, maps, sets, distinct attributes and locations through
//! aliases when the printer has collected them. Writing into a `String`
//! (not `fmt::Write`) keeps the hot path free of formatter dispatch; the
//! benchmark prints 50 MB through it.

use crate::text::print::Printer;
use crate::uniqued::attributes::{AttrKind, Attribute};
use crate::uniqued::location::Location;
use crate::uniqued::types::{FloatKind, Signedness, Type, TypeKind};
use std::fmt::Write;

/// Whether `s` prints as a bare identifier (`[a-zA-Z_][a-zA-Z0-9_$.]*`).
pub(crate) fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b.iter()
            .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// Appends `s` as a string literal with MLIR's escapes.
pub(crate) fn push_escaped(out: &mut String, s: &str) {
    push_escaped_bytes(out, s.as_bytes());
}

/// [`push_escaped`] of any bytes (a string attribute need not be UTF-8).
pub(crate) fn push_escaped_bytes(out: &mut String, s: &[u8]) {
    out.push('"');
    // Op names and most strings need no escape: copy them at once.
    if s.iter()
        .all(|&b| matches!(b, 0x20..=0x7e) && b != b'\\' && b != b'"')
        && let Ok(text) = std::str::from_utf8(s)
    {
        out.push_str(text);
        out.push('"');
        return;
    }
    for &b in s {
        match b {
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\22"),
            0x20..=0x7e => out.push(b as char),
            _ => {
                let _ = write!(out, "\\{b:02X}");
            }
        }
    }
    out.push('"');
}

/// Appends a symbol name: `@name` or `@"quoted"`.
pub(crate) fn push_symbol(out: &mut String, s: &str) {
    out.push('@');
    if is_bare_identifier(s) {
        out.push_str(s);
    } else {
        push_escaped(out, s);
    }
}

/// Appends an attribute or property name.
pub(crate) fn push_attr_name(out: &mut String, s: &str) {
    if is_bare_identifier(s) {
        out.push_str(s);
    } else {
        push_escaped(out, s);
    }
}

/// How much of an attribute's type may be left out.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Elision {
    /// Always print the type.
    Never,
    /// Leave out `i64` / `f64` (array elements).
    May,
    /// Never print the type (dense elements).
    Must,
}

/// What an elements attribute past `--mlir-elide-elementsattrs-if-larger`
/// prints as (before its type), as MLIR prints it.
const ELIDED_ELEMENTS: &str = "dense_resource<__elided__>";

impl Printer<'_> {
    /// Whether a dense elements attribute is elided: not a splat, and more
    /// elements than the printer's limit, or else the tool's
    /// `--mlir-elide-elementsattrs-if-larger` (MLIR's
    /// `shouldElideElementsAttr`, reading its command-line flags, which the
    /// context keeps here).
    fn elides_elements(&self, a: Attribute) -> bool {
        let limit = self.opts.elide_elements_attrs_if_larger;
        let Some(limit) = limit.or_else(|| self.ctx.print_flags().elide_elements_attrs_if_larger)
        else {
            return false;
        };
        let splat = matches!(
            a.kind(self.ctx),
            AttrKind::DenseIntOrFloat { splat: true, .. }
                | AttrKind::DenseStringElements { splat: true, .. }
        );
        !splat && a.dense_num_elements(self.ctx).is_some_and(|n| n > limit)
    }

    /// Appends a float of type `ty`; returns whether it printed as hex bits.
    pub(crate) fn float_text(&mut self, ty: Type, bits: u128) -> bool {
        let k = match ty.kind(self.ctx) {
            TypeKind::Float(k) => *k,
            _ => FloatKind::F64,
        };
        crate::uniqued::apfloat::write_mlir_float_text(&mut self.out, k, bits)
    }

    /// Appends an attribute.
    pub(crate) fn attr(&mut self, a: Attribute, elision: Elision) {
        let ctx = self.ctx;
        match a.kind(ctx) {
            AttrKind::Unit => self.out.push_str("unit"),
            AttrKind::Integer { ty, value } => {
                let (w, s) = match ty.kind(ctx) {
                    TypeKind::Integer { width, signedness } => (*width, *signedness),
                    _ => (64, Signedness::Signless),
                };
                if w == 1 && s == Signedness::Signless {
                    self.out
                        .push_str(if value.is_zero() { "false" } else { "true" });
                    return;
                }
                if s == Signedness::Unsigned {
                    self.out.push_str(&value.to_string_unsigned());
                } else {
                    self.out.push_str(&value.to_string_signed());
                }
                let is_i64 = w == 64 && s == Signedness::Signless && ty.is_integer(ctx);
                if elision == Elision::Must || (elision == Elision::May && is_i64) {
                    return;
                }
                self.out.push_str(" : ");
                self.type_(*ty);
            }
            AttrKind::Float { ty, bits } => {
                let hex = self.float_text(*ty, *bits);
                let is_f64 = matches!(ty.kind(ctx), TypeKind::Float(FloatKind::F64));
                if elision == Elision::Must || (elision == Elision::May && is_f64 && !hex) {
                    return;
                }
                self.out.push_str(" : ");
                self.type_(*ty);
            }
            AttrKind::String { value, ty } => {
                push_escaped_bytes(&mut self.out, value.as_bytes());
                if elision != Elision::Must && !matches!(ty.kind(ctx), TypeKind::None) {
                    self.out.push_str(" : ");
                    self.type_(*ty);
                }
            }
            AttrKind::Type(t) => self.type_(*t),
            AttrKind::Distinct { referenced, .. } => {
                // Like MLIR, a distinct attribute holding something prints
                // through a `#distinct` alias; one holding `unit` inline.
                if !matches!(referenced.kind(ctx), AttrKind::Unit) && self.alias_or_record(a) {
                    return;
                }
                self.distinct_inline(a, *referenced);
            }
            AttrKind::Array(elems) => {
                self.out.push('[');
                for (i, &e) in elems.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.attr(e, Elision::May);
                }
                self.out.push(']');
            }
            AttrKind::Dictionary(entries) => {
                self.cached(
                    |p| (&mut p.dict_text, &mut p.out),
                    a,
                    |p| {
                        p.out.push('{');
                        p.named_attrs(entries);
                        p.out.push('}');
                    },
                );
            }
            AttrKind::SymbolRef { root, nested } => {
                push_symbol(&mut self.out, ctx.str(*root));
                for n in nested.iter() {
                    self.out.push_str("::");
                    push_symbol(&mut self.out, ctx.str(*n));
                }
            }
            AttrKind::DenseArray { element, values } => {
                self.out.push_str("array<");
                self.type_(*element);
                if !values.is_empty() {
                    self.out.push_str(": ");
                    let ek = element.kind(ctx).clone();
                    for (i, &v) in values.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        match &ek {
                            TypeKind::Integer { width: 1, .. } => {
                                self.out.push_str(if v & 1 == 1 { "true" } else { "false" })
                            }
                            TypeKind::Float(_) => {
                                self.float_text(*element, v as u128);
                            }
                            _ => {
                                let _ = write!(self.out, "{}", v as i64);
                            }
                        }
                    }
                }
                self.out.push('>');
            }
            AttrKind::DenseIntOrFloat { ty, .. } | AttrKind::DenseStringElements { ty, .. } => {
                if self.elides_elements(a) {
                    self.out.push_str(ELIDED_ELEMENTS);
                } else {
                    self.out.push_str("dense<");
                    self.dense_body(a);
                    self.out.push('>');
                }
                self.typed_suffix(*ty, elision);
            }
            AttrKind::DenseResource { ty, handle } => {
                self.out.push_str("dense_resource<");
                self.out.push_str(ctx.str(*handle));
                self.out.push('>');
                self.typed_suffix(*ty, elision);
            }
            AttrKind::SparseElements {
                ty,
                indices,
                values,
            } => {
                if self.elides_elements(*indices) || self.elides_elements(*values) {
                    self.out.push_str(ELIDED_ELEMENTS);
                } else {
                    self.sparse(*indices, *values);
                }
                self.typed_suffix(*ty, elision);
            }
            AttrKind::StridedLayout(l) => {
                let _ = write!(self.out, "{l}");
            }
            AttrKind::Dialect(s) => {
                // A dialect location prints through its `#loc` alias.
                if s.def()
                    .has_trait::<crate::uniqued::location::LocationAttr>()
                    && let Some(n) = self.loc_alias_name(a)
                {
                    self.out.push('#');
                    self.out.push_str(&n);
                    return;
                }
                if !((s.def().alias || crate::text::asm_interface::any())
                    && self.alias_or_record(a))
                {
                    self.defined(s);
                }
                // A dialect attribute with a type (`TypedAttrInterface`,
                // as `#complex.number`) is followed by it, as MLIR's
                // printer does for any `TypedAttr` it does not special-case.
                use crate::uniqued::interfaces::builtin::TypedAttrInterfaceHandle as Typed;
                if let Some(t) = Typed::cast(ctx, a) {
                    let ty = t.ty(ctx);
                    if !ty.is_none_type(ctx) {
                        self.typed_suffix(ty, elision);
                    }
                }
            }
            AttrKind::Opaque { dialect, data, ty } => {
                self.out.push('#');
                self.opaque_body(ctx.str(*dialect), ctx.str(*data));
                if !ty.is_none_type(ctx) {
                    self.typed_suffix(*ty, elision);
                }
            }
            AttrKind::Location(_) => {
                if let Some(n) = self.loc_alias_name(a) {
                    self.out.push('#');
                    self.out.push_str(&n);
                    return;
                }
                let l = Location::from_attr(ctx, a).unwrap_or_else(|| Location::unknown(ctx));
                self.location(l, false);
            }
            AttrKind::AffineMap(_) | AttrKind::IntegerSet(_) => {
                if !self.alias_or_record(a) {
                    self.affine_inline(a);
                }
            }
        }
    }

    /// ` : type` after a typed attribute, unless elision forbids it.
    fn typed_suffix(&mut self, ty: Type, elision: Elision) {
        if elision != Elision::Must {
            self.out.push_str(" : ");
            self.type_(ty);
        }
    }

    /// `affine_map<...>` or `affine_set<...>` in full, never an alias.
    pub(crate) fn affine_inline(&mut self, a: Attribute) {
        match a.kind(self.ctx) {
            AttrKind::AffineMap(m) => {
                let _ = write!(self.out, "affine_map<{m}>");
            }
            AttrKind::IntegerSet(s) => {
                let _ = write!(self.out, "affine_set<{s}>");
            }
            _ => {}
        }
    }

    /// `distinct[N]<referenced>`, numbered in order of first print.
    pub(crate) fn distinct_inline(&mut self, a: Attribute, referenced: Attribute) {
        let next = self.distinct.len() as u64;
        let n = *self.distinct.entry(a).or_insert(next);
        let _ = write!(self.out, "distinct[{n}]<");
        if !matches!(referenced.kind(self.ctx), AttrKind::Unit) {
            self.attr(referenced, Elision::Never);
        }
        self.out.push('>');
    }

    /// Appends `name = value` entries (unit values as bare names).
    pub(crate) fn named_attrs(&mut self, entries: &[(crate::Ident, Attribute)]) {
        for (i, &(k, v)) in entries.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            push_attr_name(&mut self.out, self.ctx.str(k));
            if !matches!(v.kind(self.ctx), AttrKind::Unit) {
                self.out.push_str(" = ");
                self.attr(v, Elision::Never);
            }
        }
    }
}
