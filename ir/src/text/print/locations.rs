//! Printing locations: `loc(...)` with its file/line/column, name,
//! call-site and fused forms, through `#loc` aliases where the printer has
//! them.
//!
//! A location prints inside `loc(...)` after an op or block argument, as a
//! bare body when nested in another location, and as an attribute when an
//! attribute holds one; the three share [`Printer::location_body`]. Nested
//! locations use their own aliases, as MLIR's do, so one alias may print
//! inside another's definition.

use crate::text::print::Printer;
use crate::text::print::attrs::{Elision, push_escaped};
use crate::uniqued::location::{Location, LocationKind};
use std::fmt::Write;

impl Printer<'_> {
    /// Appends `loc(...)`, through an alias when allowed and one exists.
    pub(crate) fn location(&mut self, l: Location, allow_alias: bool) {
        if allow_alias {
            if let Some(n) = self.loc_alias_name(l.attr(self.ctx)) {
                let _ = write!(self.out, "loc(#{n})");
                return;
            }
        }
        self.out.push_str("loc(");
        self.location_body(l, true);
        self.out.push(')');
    }

    /// Appends a location without `loc(...)`; nested locations use their
    /// aliases when `nested_alias`.
    pub(crate) fn location_body(&mut self, l: Location, nested_alias: bool) {
        let ctx = self.ctx;
        let sub = |p: &mut Self, c: Location| {
            if nested_alias {
                if let Some(n) = p.loc_alias_name(c.attr(p.ctx)) {
                    let _ = write!(p.out, "#{n}");
                    return;
                }
            }
            p.location_body(c, nested_alias);
        };
        match l.kind(ctx) {
            LocationKind::Unknown => self.out.push_str("unknown"),
            LocationKind::FileLineCol {
                file,
                line,
                col,
                end,
            } => {
                push_escaped(&mut self.out, ctx.str(*file));
                let _ = write!(self.out, ":{line}:{col}");
                if let Some((el, ec)) = end {
                    if el == line {
                        let _ = write!(self.out, " to :{ec}");
                    } else {
                        let _ = write!(self.out, " to {el}:{ec}");
                    }
                }
            }
            LocationKind::Name { name, child } => {
                push_escaped(&mut self.out, ctx.str(*name));
                if !matches!(child.kind(ctx), LocationKind::Unknown) {
                    self.out.push('(');
                    sub(self, *child);
                    self.out.push(')');
                }
            }
            LocationKind::CallSite { callee, caller } => {
                self.out.push_str("callsite(");
                sub(self, *callee);
                self.out.push_str(" at ");
                sub(self, *caller);
                self.out.push(')');
            }
            LocationKind::Fused {
                locations,
                metadata,
            } => {
                self.out.push_str("fused");
                if let Some(m) = metadata {
                    self.out.push('<');
                    self.attr(*m, Elision::Never);
                    self.out.push('>');
                }
                self.out.push('[');
                for (i, &c) in locations.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    sub(self, c);
                }
                self.out.push(']');
            }
            // A dialect's location prints as its attribute (MLIR's fallback
            // for a `LocationAttr` it does not know).
            LocationKind::Dialect(a) => {
                if let Some(s) = a.dialect_storage(ctx) {
                    self.defined(s);
                }
            }
        }
    }
}
