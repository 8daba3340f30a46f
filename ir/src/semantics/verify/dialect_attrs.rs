//! Dialect hooks for discardable attributes on region arguments and
//! results (MLIR's `Dialect::verifyRegionArgAttribute` /
//! `verifyRegionResultAttribute`), which function-like ops call for each
//! `dialect.name` entry of their argument and result attribute
//! dictionaries.
//!
//! A dialect registers a [`DialectAttrVerifier`] with `inventory`; lookups
//! scan the few registrations, and only when an op carries such
//! attributes. A field in the `#[dialect]` record was the alternative,
//! rejected for now because it needs a macro option for two rarely used
//! hooks; moving them there later changes only [`find`].

use crate::semantics::diag::Diagnostic;
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
}

inventory::collect!(DialectAttrVerifier);

/// The hooks of the dialect an attribute name (`dialect.name`) belongs to.
pub fn find(ctx: &Context, name: crate::Ident) -> Option<&'static DialectAttrVerifier> {
    let (dialect, _) = ctx.str(name).split_once('.')?;
    inventory::iter::<DialectAttrVerifier>
        .into_iter()
        .find(|v| v.dialect == dialect)
}
