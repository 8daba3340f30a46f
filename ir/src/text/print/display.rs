//! `Display` for types and attributes: [`Type::display`] and
//! [`Attribute::display`], which diagnostics and `format!` use.
//!
//! They print through the one printer, in its alias-free mode: no `#map`,
//! `#set`, `#distinct` or `#loc` aliases, every attribute in full, distinct
//! attributes numbered from 0 in the order they appear — what MLIR prints
//! for an attribute or type outside an operation (`Attribute::print` with a
//! fresh `AsmState`), so a diagnostic shows `1.500000e+10 : f64` where
//! mlir-opt does. The methods are defined here, beside the printer, so the
//! modules that own types and attributes depend on no text code. A second,
//! simpler formatter for diagnostics was rejected: it drifted from the
//! printer (floats, escapes, elided types) and diagnostics must match
//! mlir-opt's byte for byte.

use crate::text::print::Printer;
use crate::text::print::attrs::Elision;
use crate::uniqued::attributes::Attribute;
use crate::uniqued::context::Context;
use crate::uniqued::types::Type;
use core::fmt;

/// Formats a type in MLIR's syntax; see [`Type::display`].
#[derive(Debug)]
pub struct TypeDisplay<'a> {
    ctx: &'a Context,
    ty: Type,
}

/// Formats an attribute in MLIR's syntax, with its type; see
/// [`Attribute::display`].
#[derive(Debug)]
pub struct AttrDisplay<'a> {
    ctx: &'a Context,
    attr: Attribute,
}

impl Type {
    /// A value that formats this type as MLIR prints it.
    pub fn display(self, ctx: &Context) -> TypeDisplay<'_> {
        TypeDisplay { ctx, ty: self }
    }
}

impl Attribute {
    /// A value that formats this attribute as MLIR prints it on its own
    /// (in a diagnostic): in full, without aliases, with its type.
    pub fn display(self, ctx: &Context) -> AttrDisplay<'_> {
        AttrDisplay { ctx, attr: self }
    }
}

impl fmt::Display for TypeDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut p = Printer::alias_free(self.ctx);
        p.type_(self.ty);
        f.write_str(&p.out)
    }
}

impl fmt::Display for AttrDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut p = Printer::alias_free(self.ctx);
        p.attr(self.attr, Elision::Never);
        f.write_str(&p.out)
    }
}
