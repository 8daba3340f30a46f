//! `OpAsmDialectInterface`: what a dialect tells the printer about its
//! values and ops — alias names for its attributes and types, and
//! result-name hints for its ops that have none of their own (MLIR's
//! `getAlias` and `getAsmResultNames`).
//!
//! The printer asks a definition's own `alias` hook first (`#[type_def(alias
//! = f)]`, MLIR's `OpAsmTypeInterface`/`OpAsmAttrInterface`), then every
//! registered dialect's interface in namespace order, and takes the first
//! answer (MLIR lets a "final" alias stop the search and a later
//! "overridable" one replace an earlier; no dialect here needs that).
//! Binaries where no dialect registers the interface skip the lookups.
//!
//! ```
//! use ir::prelude::*;
//! use ir::text::asm_interface::OpAsmDialectInterface;
//!
//! /// The `asmdoc` dialect.
//! #[dialect(name = "asmdoc")]
//! pub struct AsmDocDialect;
//!
//! /// `!asmdoc.box<3>`, with no alias hook of its own.
//! #[type_def(dialect = AsmDocDialect, mnemonic = "box", format = "`<` $n `>`")]
//! pub struct BoxType {
//!     n: u32,
//! }
//!
//! /// `asmdoc`'s printer hints.
//! #[derive(Debug)]
//! pub struct AsmDocAsm;
//! #[ir::dialect_interface(dialect = AsmDocDialect)]
//! impl OpAsmDialectInterface for AsmDocAsm {
//!     fn type_alias(&self, ctx: &Context, ty: Type) -> Option<String> {
//!         BoxType::from_type(ctx, ty).map(|b| format!("box{}", b.n(ctx)))
//!     }
//!     fn result_names(&self, _: &Context, _: OpRef<'_>) -> Vec<(usize, String)> {
//!         vec![(0, "thing".into())]
//!     }
//! }
//!
//! let ctx = Context::new();
//! let opts = ir::text::ParseOptions { allow_unregistered_dialect: true, ..Default::default() };
//! let src = "%0 = \"asmdoc.make\"() : () -> !asmdoc.box<3>";
//! let m = ir::text::parse_source(&ctx, src, "doc.mlir", &opts).unwrap();
//! let text = ir::text::print_op(&ctx, &m.body, m.op, &Default::default());
//! assert!(text.starts_with("!box3 = !asmdoc.box<3>\n"), "{text}");
//! assert!(text.contains("%thing = \"asmdoc.make\"() : () -> !box3"), "{text}");
//! ```

use crate::semantics::interfaces::dialect::DialectInterfaceCollection;
use crate::storage::walk::OpRef;
use crate::uniqued::attributes::Attribute;
use crate::uniqued::context::{Context, OperationName};
use crate::uniqued::types::Type;
use std::sync::OnceLock;

/// What a dialect tells the printer (MLIR's `OpAsmDialectInterface`).
#[crate::dialect_interface]
pub trait OpAsmDialectInterface {
    /// An alias stem for a dialect attribute without one of its own
    /// (`#name = ...`), MLIR's `getAlias(Attribute)`.
    fn attr_alias(&self, _ctx: &Context, _attr: Attribute) -> Option<String> {
        None
    }
    /// An alias stem for a dialect type without one of its own
    /// (`!name = ...`), MLIR's `getAlias(Type)`.
    fn type_alias(&self, _ctx: &Context, _ty: Type) -> Option<String> {
        None
    }
    /// Result-name hints `(result index, name)` for an op of the dialect
    /// whose record has no `asm_result_names`, MLIR's
    /// `getAsmResultNames`.
    fn result_names(&self, _ctx: &Context, _op: OpRef<'_>) -> Vec<(usize, String)> {
        Vec::new()
    }
}

/// Every registered implementation, or `None` when there is none.
fn registered() -> Option<&'static DialectInterfaceCollection<dyn OpAsmDialectInterface>> {
    static ALL: OnceLock<Option<DialectInterfaceCollection<dyn OpAsmDialectInterface>>> =
        OnceLock::new();
    ALL.get_or_init(|| {
        let c = DialectInterfaceCollection::registered();
        let any = c.iter().next().is_some();
        any.then_some(c)
    })
    .as_ref()
}

/// Whether any dialect registered the interface (the printer then looks
/// for aliases of every dialect value).
pub(crate) fn any() -> bool {
    registered().is_some()
}

/// The first alias an interface gives `attr`.
pub(crate) fn attr_alias(ctx: &Context, attr: Attribute) -> Option<String> {
    registered()?
        .iter()
        .find_map(|(_, i)| i.attr_alias(ctx, attr))
}

/// The first alias an interface gives `ty`.
pub(crate) fn type_alias(ctx: &Context, ty: Type) -> Option<String> {
    registered()?
        .iter()
        .find_map(|(_, i)| i.type_alias(ctx, ty))
}

/// The result-name hints of the op's dialect's interface.
pub(crate) fn result_names(
    ctx: &Context,
    name: OperationName,
    op: OpRef<'_>,
) -> Option<Vec<(usize, String)>> {
    let all = registered()?;
    let dialect = match ctx.op_info(name) {
        Some(info) => info.dialect,
        None => ctx.op_name_str(name).split_once('.')?.0,
    };
    Some(all.get(dialect)?.result_names(ctx, op))
}
