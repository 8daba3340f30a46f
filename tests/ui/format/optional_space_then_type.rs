use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// Spacing literals are skipped when finding an optional group's first
/// parsable element (`` (` ` `kw` $f^)? `` is fine), but what follows them
/// must still be a literal, variable, or custom directive.
#[op(dialect = TDialect, name = "a", format = "$x (` ` type($x) $y^)? attr-dict")]
pub struct AOp {
    #[operand(ty = I32)]
    x: Value,
    #[operand(optional, ty = I32)]
    y: Value,
}

fn main() {}
