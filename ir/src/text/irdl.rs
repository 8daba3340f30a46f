//! IRDL export: a registered dialect as an IRDL module
//! (`irdl.dialect @d { irdl.type ... irdl.attribute ... irdl.operation ... }`)
//! that `mlir-opt --irdl-file=...` loads, so a dialect defined in Rust can be
//! used by MLIR's own tools. `ir-opt --export-irdl[=NAME]` prints it
//! (with `--export-irdl-namespace=NEW` to rename the dialect).
//!
//! The facts come from the records `#[op]`, `#[type_def]` and `#[attr_def]`
//! submit ([`crate::uniqued::irdl`]). Each constraint becomes the most
//! precise IRDL it has: exact types with `irdl.is`, builtin kinds with
//! `irdl.base "!builtin.integer"`, unions with `irdl.any_of`, the
//! dialect's own definitions with `irdl.base @d::@name`, `optional` and
//! `variadic` operands and results.
//!
//! # What is approximated
//!
//! IRDL has no comments, so an over-approximation is marked in the output
//! itself: it is written `irdl.all_of(%over, %pred)` where `%pred =
//! irdl.c_pred "<the real constraint's summary>"`; IRDL's verifier does not
//! evaluate `c_pred`, so the module accepts what `%over` accepts. The
//! approximated constraints are:
//!
//! - signedness (`AnySignlessInteger`, `I32Attr`, `BoolAttr`): IRDL sees
//!   `!builtin.integer` / `#builtin.integer` of any width and signedness;
//! - element types of builtin containers (`TensorOf<F32>`, the `-like`
//!   families, dense arrays) and integer bounds / array counts
//!   (`IntMinValue<0>`, `ArrayMinCount<1>`);
//! - `FlatSymbolRefAttr` (any `#builtin.symbol_ref`), `TypeAttrOf<T>`
//!   (any `#builtin.type`), a user constraint without an `irdl` method;
//! - parameters of dialect definitions: integers (any integer attribute),
//!   lists (one `#builtin.array`, unchecked elements; IRDL's syntax is then
//!   `!d.t<[a, b]>`), types (`irdl.any`), parameters of definitions with
//!   `parse`/`print` hooks, and definitions with a `verify` hook;
//! - optional attributes are left out (IRDL's attributes are all required
//!   and extra ones are allowed);
//! - what IRDL cannot say of an op at all (traits, interfaces,
//!   multi-entity constraints, `verify` hooks) is listed in one unused
//!   `irdl.c_pred "not checked by IRDL: ..."` in the op.
//!
//! IRDL binds each constraint value once per op, so all values of one
//! variadic (or optional) group must have one type under IRDL: an op whose
//! variadic values differ in type is rejected by the exported module even
//! when the Rust dialect accepts it (the one place where the export is
//! stricter, since IRDL has no way to say "each value independently").
//! Every field gets constraint values of its own, so fields never tie.
//!
//! IRDL cannot describe variadic regions or successors, accepts only
//! names of lowercase letters, digits and `_` (not `llvm.mlir.constant`),
//! and has one symbol table for a dialect's types, attributes and ops (not
//! both `!llvm.func` and `llvm.func`); whatever it cannot describe is left
//! out, with a warning naming it. IRDL has no traits either, so
//! an exported op is never a terminator: a block of an exported op's
//! region must end in an op mlir-opt knows as a terminator. A dynamic (IRDL) op has
//! no properties, so examples for the exported dialect write inherent
//! attributes in the attribute dictionary (`{value = 1 : i32}`).
//!
//! Building an IRDL op tree in the IR and printing it was rejected: the
//! runtime has no IRDL dialect, and the text is small and regular.

use crate::uniqued::context::Context;
use crate::uniqued::irdl::{self, Irdl, IrdlArity, IrdlValue};
use core::fmt::Write;

/// The IRDL module of `dialects` (each registered namespace, in order),
/// the first renamed to `rename` when given, and one warning per op left
/// out because IRDL cannot describe it.
pub fn export(ctx: &Context, dialects: &[&str], rename: Option<&str>) -> Export {
    let mut out = Export::default();
    for (i, d) in dialects.iter().enumerate() {
        let ns = if i == 0 { rename.unwrap_or(d) } else { d };
        export_dialect(ctx, d, ns, &mut out.text, &mut out.warnings);
    }
    out
}

/// The result of [`export`].
#[derive(Clone, Debug, Default)]
pub struct Export {
    /// The IRDL module.
    pub text: String,
    /// The ops left out, each with the reason.
    pub warnings: Vec<String>,
}

fn export_dialect(
    ctx: &Context,
    dialect: &str,
    ns: &str,
    out: &mut String,
    warnings: &mut Vec<String>,
) {
    let _ = writeln!(out, "irdl.dialect @{ns} {{");
    // Types, attributes and ops share one symbol table in IRDL.
    let mut symbols: Vec<&str> = Vec::new();
    for def in irdl::def_entries(dialect) {
        if !irdl_name(def.mnemonic) {
            warnings.push(format!(
                "'{dialect}.{}' left out: IRDL names are lowercase letters, digits and underscores",
                def.mnemonic
            ));
            continue;
        }
        if symbols.contains(&def.mnemonic) {
            warnings.push(format!(
                "attribute '#{dialect}.{}' left out: IRDL gives a type and an attribute of one dialect distinct names",
                def.mnemonic
            ));
            continue;
        }
        symbols.push(def.mnemonic);
        let mut b = Body::new(ctx, dialect, ns);
        let params: Vec<(String, usize)> = (def.params)(ctx)
            .into_iter()
            .map(|p| (field_name(p.name), b.value(&p.constraint)))
            .collect();
        if def.has_verifier {
            b.pred("not checked by IRDL: the definition's verify hook");
        }
        let kw = if def.is_attr { "attribute" } else { "type" };
        let _ = writeln!(out, "  irdl.{kw} @{} {{", def.mnemonic);
        out.push_str(&b.text);
        if !params.is_empty() {
            let _ = writeln!(out, "    irdl.parameters({})", list(&params, |_| ""));
        }
        out.push_str("  }\n");
    }
    for entry in irdl::op_entries(dialect) {
        let op = entry.describe(ctx);
        let short = entry.name.strip_prefix(dialect).unwrap_or(entry.name);
        let short = short.strip_prefix('.').unwrap_or(short);
        if symbols.contains(&short) {
            warnings.push(format!(
                "'{}' left out: its name is also a type or attribute name, IRDL needs distinct names",
                entry.name
            ));
            continue;
        }
        if !irdl_name(short) {
            warnings.push(format!(
                "'{}' left out: IRDL names are lowercase letters, digits and underscores",
                entry.name
            ));
            continue;
        }
        if op.successors > 0 {
            warnings.push(format!(
                "'{}' left out: IRDL cannot describe successors",
                entry.name
            ));
            continue;
        }
        if let Some(r) = op.regions.iter().find(|r| r.variadic) {
            warnings.push(format!(
                "'{}' left out: IRDL cannot describe the variadic region `{}`",
                entry.name, r.name
            ));
            continue;
        }
        let mut b = Body::new(ctx, dialect, ns);
        let values = |b: &mut Body<'_>, vs: &[IrdlValue]| -> Vec<(String, usize, IrdlArity)> {
            vs.iter()
                .map(|v| (field_name(v.name), b.value(&v.constraint), v.arity))
                .collect()
        };
        let operands = values(&mut b, &op.operands);
        let results = values(&mut b, &op.results);
        let attrs: Vec<(String, usize)> = op
            .attributes
            .iter()
            .filter(|a| !a.optional)
            .map(|a| (a.name.to_string(), b.value(&a.constraint)))
            .collect();
        let regions: Vec<(String, usize)> = op
            .regions
            .iter()
            .map(|r| (field_name(r.name), b.line("irdl.region".into())))
            .collect();
        if !op.unchecked.is_empty() {
            b.pred(&format!("not checked by IRDL: {}", op.unchecked.join(", ")));
        }
        let _ = writeln!(out, "  irdl.operation @{short} {{");
        out.push_str(&b.text);
        for (kw, vs) in [("operands", &operands), ("results", &results)] {
            if !vs.is_empty() {
                let named: Vec<(String, usize)> =
                    vs.iter().map(|(n, v, _)| (n.clone(), *v)).collect();
                let text = list(&named, |i| match vs[i].2 {
                    IrdlArity::Single => "",
                    IrdlArity::Optional => "optional ",
                    IrdlArity::Variadic => "variadic ",
                });
                let _ = writeln!(out, "    irdl.{kw}({text})");
            }
        }
        if !attrs.is_empty() {
            let items: Vec<String> = attrs
                .iter()
                .map(|(n, v)| format!("\"{n}\" = %{v}"))
                .collect();
            let _ = writeln!(out, "    irdl.attributes {{{}}}", items.join(", "));
        }
        if !regions.is_empty() {
            let _ = writeln!(out, "    irdl.regions({})", list(&regions, |_| ""));
        }
        out.push_str("  }\n");
    }
    out.push_str("}\n");
}

/// Whether IRDL accepts `name` for an op, type or attribute.
fn irdl_name(name: &str) -> bool {
    name.bytes()
        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

/// A Rust field name as IRDL's (`r#in` is `in`).
fn field_name(name: &str) -> String {
    name.strip_prefix("r#").unwrap_or(name).to_string()
}

/// `name: %v, ...` with a prefix per entry (`variadic `).
fn list(items: &[(String, usize)], prefix: impl Fn(usize) -> &'static str) -> String {
    items
        .iter()
        .enumerate()
        .map(|(i, (n, v))| format!("{n}: {}%{v}", prefix(i)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The constraint values of one `irdl.type`/`irdl.operation` body.
struct Body<'c> {
    ctx: &'c Context,
    /// The dialect exported, whose definitions are referred to as `@ns::@x`.
    dialect: &'c str,
    ns: &'c str,
    text: String,
    next: usize,
}

impl<'c> Body<'c> {
    fn new(ctx: &'c Context, dialect: &'c str, ns: &'c str) -> Self {
        Body {
            ctx,
            dialect,
            ns,
            text: String::new(),
            next: 0,
        }
    }

    /// Writes `%n = rhs` and returns `n`. Lines are never shared: an IRDL
    /// value is a constraint variable, bound once per op, so two fields
    /// using one value would have to be equal.
    fn line(&mut self, rhs: String) -> usize {
        let n = self.next;
        self.next += 1;
        let _ = writeln!(self.text, "    %{n} = {rhs}");
        n
    }

    fn pred(&mut self, summary: &str) -> usize {
        self.line(format!("irdl.c_pred {}", quote(summary)))
    }

    fn value(&mut self, c: &Irdl) -> usize {
        let rhs = match c {
            Irdl::Any => "irdl.any".to_string(),
            Irdl::IsType(t) => format!("irdl.is {}", t.display(self.ctx)),
            Irdl::IsAttr(a) => format!("irdl.is {}", a.display(self.ctx)),
            Irdl::Base(name) => format!("irdl.base {}", quote(name)),
            Irdl::BaseDef { dialect, name } if *dialect == self.dialect => {
                format!("irdl.base @{}::@{name}", self.ns)
            }
            // Another dialect's definition: that dialect may not be loaded.
            Irdl::BaseDef { dialect, name } => {
                return self.value(&Irdl::approx(Irdl::Any, format!("{dialect}.{name}")));
            }
            Irdl::AnyOf(v) | Irdl::AllOf(v) => {
                let ids: Vec<String> = v.iter().map(|c| format!("%{}", self.value(c))).collect();
                let op = if matches!(c, Irdl::AnyOf(_)) {
                    "any_of"
                } else {
                    "all_of"
                };
                format!("irdl.{op}({})", ids.join(", "))
            }
            Irdl::Approx(over, summary) => {
                let (o, p) = (self.value(over), self.pred(summary));
                format!("irdl.all_of(%{o}, %{p})")
            }
        };
        self.line(rhs)
    }
}

/// A string literal in MLIR's syntax.
fn quote(s: &str) -> String {
    let mut out = String::from("\"");
    for ch in s.chars() {
        match ch {
            '"' | '\\' => {
                out.push('\\');
                out.push(ch);
            }
            '\n' => out.push_str("\\n"),
            _ => out.push(ch),
        }
    }
    out.push('"');
    out
}
