//! Dialect hooks for discardable attributes on region arguments and
//! results (MLIR's `Dialect::verifyRegionArgAttribute` /
//! `verifyRegionResultAttribute`), which function-like ops call for each
//! `dialect.name` entry of their argument and result attribute
//! dictionaries.
//!
//! A dialect registers a [`DialectAttrVerifier`] through
//! [`crate::__private`]; the records are read once into a table sorted by
//! dialect (a dialect registering twice is a loud error naming both), and
//! looked up by binary search only when an op carries such attributes. A
//! field in the `#[dialect]` record was the alternative, rejected because
//! it needs a macro option for two rarely used hooks.

use crate::semantics::diag::Diagnostic;
use crate::semantics::discovery::{collect_sorted, table_or_defect};
use crate::storage::walk::OpRef;
use crate::uniqued::attributes::NamedAttribute;
use crate::uniqued::context::Context;

/// A check of one named attribute on region `region`'s entity `index`.
pub type RegionAttrHook =
    fn(&Context, OpRef<'_>, usize, usize, NamedAttribute) -> Result<(), Diagnostic>;

/// A dialect's region argument/result attribute hooks.
#[derive(Debug)]
pub struct DialectAttrVerifier {
    /// The dialect namespace the attributes' names start with.
    pub dialect: &'static str,
    /// Checks an argument attribute.
    pub verify_region_arg_attr: RegionAttrHook,
    /// Checks a result attribute.
    pub verify_region_result_attr: RegionAttrHook,
    /// Where the record comes from (`module_path!()`), for duplicate errors.
    pub source: &'static str,
}

inventory::collect!(DialectAttrVerifier);

/// The hooks of the dialect an attribute name (`dialect.name`) belongs to.
pub fn find(ctx: &Context, name: crate::Ident) -> Option<&'static DialectAttrVerifier> {
    let (dialect, _) = ctx.str(name).split_once('.')?;
    let t = registered();
    t.binary_search_by(|v| v.dialect.cmp(dialect))
        .ok()
        .map(|i| t[i])
}

/// Every registration, sorted by dialect, read once.
pub fn registered() -> &'static [&'static DialectAttrVerifier] {
    static TABLE: std::sync::OnceLock<Vec<&'static DialectAttrVerifier>> =
        std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let entries = inventory::iter::<DialectAttrVerifier>.into_iter();
        table_or_defect(collect_sorted(
            "dialect attribute verifier",
            entries,
            |v| v.dialect,
            |v| v.source,
        ))
    })
}
