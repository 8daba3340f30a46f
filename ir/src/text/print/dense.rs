//! Printing dense literals: the body between `dense<` and `>` of every
//! dense elements attribute, and `sparse<...>`.
//!
//! MLIR prints a splat as its one element, a non-splat of more than 100
//! integer or float elements as the hex string of its raw data
//! (`dense<"0x0100...">`), and anything else as nested `[...]` lists by
//! shape, with complex elements as `(re,im)` and strings quoted. Elements
//! are decoded from the raw bytes one at a time straight into the output;
//! making an attribute per element to print it was rejected: it would
//! intern a million attributes to print a million-element constant.

use crate::text::print::Printer;
use crate::text::print::attrs::push_escaped;
use crate::uniqued::apint::APInt;
use crate::uniqued::attributes::{AttrKind, Attribute};
use crate::uniqued::types::{Signedness, Type, TypeKind};
use std::fmt::Write;

/// Non-splat literals with more elements than this print as hex.
const MAX_LITERAL_ELEMENTS: u64 = 100;

impl Printer<'_> {
    /// Appends the body of a dense elements attribute (without `dense<`
    /// and `>`); nothing for zero elements, unless a splat gave one.
    pub(crate) fn dense_body(&mut self, a: Attribute) {
        let ctx = self.ctx;
        let (ty, splat) = match a.kind(ctx) {
            AttrKind::DenseIntOrFloat { ty, splat, .. }
            | AttrKind::DenseStringElements { ty, splat, .. } => (*ty, *splat),
            _ => return,
        };
        let n = a.dense_num_elements(ctx).unwrap_or(0);
        if n == 0 && !splat {
            return;
        }
        if !splat && n > MAX_LITERAL_ELEMENTS {
            if let Some(blob) = a.dense_hex_blob(ctx) {
                self.out.push_str("\"0x");
                for b in blob {
                    let _ = write!(self.out, "{b:02X}");
                }
                self.out.push('"');
                return;
            }
        }
        if splat {
            self.dense_element(a, 0);
            return;
        }
        let shape = ty.shape(ctx).unwrap_or(&[]);
        self.shaped_list(shape, n, |p, i| p.dense_element(a, i));
    }

    /// Appends `n` elements (printed by `each`, in row-major order) nested
    /// in one `[...]` per dimension of `shape`.
    fn shaped_list(&mut self, shape: &[i64], n: u64, mut each: impl FnMut(&mut Self, u64)) {
        if shape.is_empty() {
            each(self, 0);
            return;
        }
        // Elements per sub-array of each dimension: a bracket opens where
        // an index starts one and closes where one ends.
        let mut block = vec![1u64; shape.len()];
        let mut acc = 1u64;
        for d in (0..shape.len()).rev() {
            acc *= shape[d].max(1) as u64;
            block[d] = acc;
        }
        for i in 0..n {
            if i > 0 {
                self.out.push_str(", ");
            }
            for &b in &block {
                if i % b == 0 {
                    self.out.push('[');
                }
            }
            each(self, i);
            for &b in &block {
                if (i + 1) % b == 0 {
                    self.out.push(']');
                }
            }
        }
    }

    /// Appends element `i` of a dense attribute, without its type.
    fn dense_element(&mut self, a: Attribute, i: u64) {
        let ctx = self.ctx;
        match a.kind(ctx) {
            AttrKind::DenseStringElements { .. } => {
                if let Some(s) = a.dense_string_at(ctx, i) {
                    push_escaped(&mut self.out, s);
                }
            }
            AttrKind::DenseIntOrFloat { ty, .. } => {
                let elem = ty.element_type_or_self(ctx);
                if let TypeKind::Complex(part) = elem.kind(ctx) {
                    if let Some((re, im)) = a.dense_complex_at(ctx, i) {
                        self.out.push('(');
                        self.dense_scalar(*part, &re);
                        self.out.push(',');
                        self.dense_scalar(*part, &im);
                        self.out.push(')');
                    }
                } else if let Some(bits) = a.dense_float_bits_at(ctx, i) {
                    self.float_text(elem, bits);
                } else if let Some(v) = a.dense_int_at(ctx, i) {
                    self.dense_scalar(elem, &v);
                }
            }
            _ => {}
        }
    }

    /// Appends an integer (or float bits) of type `t` as a dense element.
    fn dense_scalar(&mut self, t: Type, v: &APInt) {
        match t.kind(self.ctx) {
            TypeKind::Float(_) => {
                if let Some(bits) = v.to_u128() {
                    self.float_text(t, bits);
                }
            }
            TypeKind::Integer {
                width: 1,
                signedness: Signedness::Signless,
            } => self
                .out
                .push_str(if v.is_zero() { "false" } else { "true" }),
            TypeKind::Integer {
                signedness: Signedness::Unsigned,
                ..
            } => self.out.push_str(&v.to_string_unsigned()),
            _ => self.out.push_str(&v.to_string_signed()),
        }
    }

    /// Appends `sparse<indices, values>` (`sparse<>` without indices).
    pub(crate) fn sparse(&mut self, indices: Attribute, values: Attribute) {
        self.out.push_str("sparse<");
        if indices.dense_num_elements(self.ctx).is_some_and(|n| n > 0) {
            self.dense_literal_body(indices, false);
            self.out.push_str(", ");
            self.dense_literal_body(values, true);
        }
        self.out.push('>');
    }

    /// [`Printer::dense_body`], without the hex form unless `allow_hex`.
    fn dense_literal_body(&mut self, a: Attribute, allow_hex: bool) {
        let n = a.dense_num_elements(self.ctx).unwrap_or(0);
        if allow_hex || n <= MAX_LITERAL_ELEMENTS || a.dense_is_splat(self.ctx) {
            self.dense_body(a);
            return;
        }
        let Some(ty) = a.typed_value_type(self.ctx) else {
            return;
        };
        let shape = ty.shape(self.ctx).unwrap_or(&[]);
        self.shaped_list(shape, n, |p, i| p.dense_element(a, i));
    }
}
