//! Printing builtin types: integers, floats, shaped types with their
//! dimension lists, functions, tuples and opaque dialect types.
//!
//! A module repeats a few types on nearly every op, so the text of each
//! type (and of each dictionary, see `attrs.rs`) is kept after its first
//! print and copied afterwards, up to a bounded number of entries; reprinting
//! them every time was measurably slower on large modules, and an unbounded
//! cache grows with every distinct constant.

use crate::text::print::Printer;
use crate::text::print::attrs::Elision;
use crate::uniqued::types::{DYNAMIC, Signedness, Type, TypeKind};
use std::fmt::Write;

fn push_dims(out: &mut String, shape: &[i64], scalable: &[bool]) {
    for (i, &d) in shape.iter().enumerate() {
        let s = scalable.get(i).copied().unwrap_or(false);
        if s {
            out.push('[');
        }
        if d == DYNAMIC {
            out.push('?');
        } else {
            let _ = write!(out, "{d}");
        }
        if s {
            out.push(']');
        }
        out.push('x');
    }
}

/// Printed texts by what printed them (see `Printer::cached`).
pub(crate) type TextCache<K> = rustc_hash::FxHashMap<K, Box<str>>;

/// At most this many texts are kept per cache: a module of distinct
/// constants would otherwise keep one per constant.
const TEXT_CACHE_CAP: usize = 4096;

impl Printer<'_> {
    /// Appends a type.
    pub(crate) fn type_(&mut self, ty: Type) {
        self.cached(
            |p| (&mut p.type_text, &mut p.out),
            ty,
            |p| p.type_uncached(ty),
        );
    }

    /// Appends the text `print` appends for `key`, remembered in the cache
    /// `parts` picks (with the output; at most [`TEXT_CACHE_CAP`] texts,
    /// none when `cache` is off) and copied from there the next time.
    pub(super) fn cached<K: core::hash::Hash + Eq>(
        &mut self,
        parts: fn(&mut Self) -> (&mut TextCache<K>, &mut String),
        key: K,
        print: impl FnOnce(&mut Self),
    ) {
        let (map, out) = parts(self);
        if let Some(t) = map.get(&key) {
            out.push_str(t);
            return;
        }
        let start = out.len();
        print(self);
        let keep = self.cache;
        let (map, out) = parts(self);
        if keep && map.len() < TEXT_CACHE_CAP {
            let text = out[start..].into();
            map.insert(key, text);
        }
    }

    fn type_uncached(&mut self, ty: Type) {
        let ctx = self.ctx;
        match ty.kind(ctx) {
            TypeKind::Integer { width, signedness } => {
                let p = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                self.out.push_str(p);
                let _ = write!(self.out, "{width}");
            }
            TypeKind::Index => self.out.push_str("index"),
            TypeKind::Float(k) => self.out.push_str(k.keyword()),
            TypeKind::None => self.out.push_str("none"),
            TypeKind::Function { inputs, results } => {
                self.out.push('(');
                self.type_list(inputs);
                self.out.push_str(") -> ");
                self.result_types(results);
            }
            TypeKind::Tuple(elems) => {
                self.out.push_str("tuple<");
                self.type_list(elems);
                self.out.push('>');
            }
            TypeKind::Complex(e) => {
                self.out.push_str("complex<");
                self.type_(*e);
                self.out.push('>');
            }
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } => {
                self.out.push_str("vector<");
                push_dims(&mut self.out, shape, scalable);
                self.type_(*element);
                self.out.push('>');
            }
            TypeKind::RankedTensor {
                shape,
                element,
                encoding,
            } => {
                self.out.push_str("tensor<");
                push_dims(&mut self.out, shape, &[]);
                self.type_(*element);
                if let Some(e) = encoding {
                    self.out.push_str(", ");
                    self.attr(*e, Elision::Never);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedTensor(e) => {
                self.out.push_str("tensor<*x");
                self.type_(*e);
                self.out.push('>');
            }
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => {
                self.out.push_str("memref<");
                push_dims(&mut self.out, shape, &[]);
                self.type_(*element);
                for a in [layout, memory_space].into_iter().flatten() {
                    self.out.push_str(", ");
                    self.attr(*a, Elision::May);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => {
                self.out.push_str("memref<*x");
                self.type_(*element);
                if let Some(a) = memory_space {
                    self.out.push_str(", ");
                    self.attr(*a, Elision::May);
                }
                self.out.push('>');
            }
            TypeKind::Dialect(s) => {
                if !((s.def().alias || crate::text::asm_interface::any())
                    && self.type_alias_or_record(ty))
                {
                    self.defined(s);
                }
            }
            TypeKind::Opaque { dialect, data } => {
                self.out.push('!');
                self.opaque_body(ctx.str(*dialect), ctx.str(*data));
            }
        }
    }

    /// `dialect.data` when the symbol's data is simple enough for MLIR's
    /// pretty form (an identifier, then at most one `<...>`), else
    /// `dialect<data>`, as MLIR's `printDialectSymbol` does: the parser
    /// keeps `!foo<i16>` and `!foo.i16` as one symbol, `i16`.
    pub(super) fn opaque_body(&mut self, dialect: &str, data: &str) {
        self.out.push_str(dialect);
        if pretty_enough(data) {
            self.out.push('.');
            self.out.push_str(data);
        } else {
            self.out.push('<');
            self.out.push_str(data);
            self.out.push('>');
        }
    }

    /// Appends types separated by `, `.
    pub(crate) fn type_list(&mut self, tys: &[Type]) {
        self.type_seq(tys.iter().copied());
    }

    /// [`Printer::type_list`] of types as they come (an op's operand
    /// types, without collecting them first).
    pub(crate) fn type_seq(&mut self, tys: impl IntoIterator<Item = Type>) {
        for (i, t) in tys.into_iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.type_(t);
        }
    }

    /// Appends function results: one non-function type bare, else `(...)`.
    pub(crate) fn result_types(&mut self, results: &[Type]) {
        self.result_seq(results.iter().copied());
    }

    /// [`Printer::result_types`] of types as they come.
    pub(crate) fn result_seq<I>(&mut self, results: I)
    where
        I: IntoIterator<Item = Type>,
        I::IntoIter: ExactSizeIterator,
    {
        let mut it = results.into_iter().peekable();
        let single = it.len() == 1 && it.peek().is_some_and(|t| !t.is_function(self.ctx));
        if single {
            self.type_seq(it);
        } else {
            self.out.push('(');
            self.type_seq(it);
            self.out.push(')');
        }
    }
}

/// MLIR's `isDialectSymbolSimpleEnoughForPrettyForm`: a letter, then
/// letters, digits, `.` and `_`, then nothing or a `<...>` to the end.
fn pretty_enough(sym: &str) -> bool {
    if !sym.as_bytes().first().is_some_and(u8::is_ascii_alphabetic) {
        return false;
    }
    let rest = sym.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
    rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>'))
}
