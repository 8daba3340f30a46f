//! The builtin dialect's registration: `builtin.module` and
//! `builtin.unrealized_conversion_cast`.
//!
//! These records are written by hand until the macro layer can generate
//! them; they go through the same `inventory` entries a dialect crate uses,
//! so the registry treats them like any other dialect.

use crate::registry::{DialectEntry, DialectInfo, OpEntry, OpFlags, OpInfo};

/// The builtin dialect's record.
pub static BUILTIN_DIALECT: DialectInfo = DialectInfo {
    name: "builtin",
    allow_unknown_ops: false,
    source: module_path!(),
};

/// `builtin.module`: an isolated, symbol-table op with one graph region.
pub static MODULE_OP: OpInfo = OpInfo {
    isolated_from_above: true,
    flags: OpFlags::NO_TERMINATOR
        .union(OpFlags::GRAPH_REGIONS)
        .union(OpFlags::SYMBOL_TABLE)
        .union(OpFlags::SYMBOL)
        .union(OpFlags::ISOLATED_FROM_ABOVE),
    verify: Some(crate::verify::builtin::verify_module),
    parse: Some(crate::text::asm::parse_module),
    print: Some(crate::text::asm::print_module),
    ..OpInfo::simple("builtin.module", "builtin", module_path!())
};

/// `builtin.unrealized_conversion_cast`.
pub static UNREALIZED_CONVERSION_CAST_OP: OpInfo = OpInfo {
    verify: Some(crate::verify::builtin::verify_unrealized_conversion_cast),
    ..OpInfo::simple(
        "builtin.unrealized_conversion_cast",
        "builtin",
        module_path!(),
    )
};

inventory::submit! { DialectEntry(&BUILTIN_DIALECT) }
inventory::submit! { OpEntry(&MODULE_OP) }
inventory::submit! { OpEntry(&UNREALIZED_CONVERSION_CAST_OP) }
