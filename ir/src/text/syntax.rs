//! Custom assembly of registered ops: which ops have a parser, a printer,
//! result-name hints or a default dialect, found by op name.
//!
//! An op's [`OpSyntax`] record is registered at link time beside its
//! [`OpInfo`](crate::semantics::registry::OpInfo) (the `#[op]` macro emits
//! both) and is numbered by the same registry id, so a lookup is an index.
//! The hooks were fields of `OpInfo` once; they moved here because their
//! types name the parser and printer, and the registry sits in the
//! semantics layer below the text layer that defines them.

use super::asm::{AsmResultNamesFn, ParseFn, PrintFn};
use crate::semantics::discovery::{collect_sorted, table_or_defect};
use crate::semantics::registry::registry;
use crate::uniqued::context::OperationName;
use std::sync::OnceLock;

/// The custom-assembly hooks of a registered op.
#[derive(Debug)]
pub struct OpSyntax {
    /// The op's full name, `dialect.op`.
    pub name: &'static str,
    /// Custom-assembly parser (everything after the op name).
    pub parse: Option<ParseFn>,
    /// Custom-assembly printer (everything after the op name).
    pub print: Option<PrintFn>,
    /// Result-name hints for the printer (`%c42_i64`), MLIR's
    /// `getAsmResultNames`.
    pub asm_result_names: Option<AsmResultNamesFn>,
    /// The dialect whose ops print without their prefix inside this op's
    /// regions (MLIR's `getDefaultDialect`), e.g. `func` for `func.func`.
    pub default_dialect: Option<&'static str>,
    /// The terminator of `SingleBlockImplicitTerminator<T>` (`T`'s name):
    /// custom forms leave it out, and the parser puts it back.
    pub implicit_terminator: Option<&'static str>,
    /// Where the record comes from (`module_path!()`), for duplicate errors.
    pub source: &'static str,
}

impl OpSyntax {
    /// A record with no hooks; generated code and hand registration fill
    /// the hooks they have with struct-update syntax.
    pub const fn simple(name: &'static str, source: &'static str) -> OpSyntax {
        OpSyntax {
            name,
            parse: None,
            print: None,
            asm_result_names: None,
            default_dialect: None,
            implicit_terminator: None,
            source,
        }
    }

    /// The syntax record of a registered op, if it has one.
    #[inline]
    pub fn of(name: OperationName) -> Option<&'static OpSyntax> {
        table().get(name.index()).copied().flatten()
    }
}

/// The wrapper `inventory` collects for syntax records.
#[derive(Debug)]
pub struct SyntaxEntry(pub &'static OpSyntax);

inventory::collect!(SyntaxEntry);

/// Syntax records indexed by registry id, built on first use.
fn table() -> &'static [Option<&'static OpSyntax>] {
    static TABLE: OnceLock<Vec<Option<&'static OpSyntax>>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let records = inventory::iter::<SyntaxEntry>.into_iter().map(|e| e.0);
        table_or_defect(build(registry().ops.iter().map(|o| o.name), records))
    })
}

/// The table for registered op names `ops` (in registry order).
fn build(
    ops: impl Iterator<Item = &'static str>,
    records: impl Iterator<Item = &'static OpSyntax>,
) -> Result<Vec<Option<&'static OpSyntax>>, String> {
    let names: Vec<&'static str> = ops.collect();
    let mut out: Vec<Option<&'static OpSyntax>> = vec![None; names.len()];
    let records = collect_sorted(
        "custom syntax of operation",
        records,
        |r| r.name,
        |r| r.source,
    )?;
    for r in records {
        let Ok(i) = names.binary_search(&r.name) else {
            return Err(format!(
                "custom syntax for `{}` (by `{}`) names no registered operation",
                r.name, r.source
            ));
        };
        out[i] = Some(r);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    static A: OpSyntax = OpSyntax::simple("t.a", "crate_one");
    static A2: OpSyntax = OpSyntax::simple("t.a", "crate_two");
    static Z: OpSyntax = OpSyntax::simple("t.z", "crate_one");

    #[test]
    fn records_take_their_ops_index() {
        let t = build(["t.a", "t.b"].into_iter(), [&A].into_iter()).unwrap();
        assert!(t[0].is_some() && t[1].is_none());
    }

    #[test]
    fn duplicates_and_strays_are_errors_naming_the_sources() {
        let e = build(["t.a"].into_iter(), [&A, &A2].into_iter()).unwrap_err();
        assert!(e.contains("crate_one") && e.contains("crate_two"), "{e}");
        let e = build(["t.a"].into_iter(), [&Z].into_iter()).unwrap_err();
        assert!(
            e.contains("`t.z`") && e.contains("no registered operation"),
            "{e}"
        );
    }
}
