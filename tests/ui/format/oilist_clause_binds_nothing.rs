use ir::prelude::*;
use ir::text::{OpAsmParser, OpAsmPrinter, UnresolvedOperand};

#[dialect(name = "t")]
pub struct TDialect;

/// The `tail` clause passes its operand to `custom` only by `ref`, so
/// nothing says whether the clause is there.
#[op(dialect = TDialect, name = "a",
     format = "$x `:` type($x) oilist(`tail` custom<Tail>(ref($x))) attr-dict")]
pub struct AOp {
    #[operand]
    x: Value,
}

fn parse_tail<'a>(_p: &mut OpAsmParser<'_, 'a>, _x: Option<UnresolvedOperand<'a>>) -> PResult<()> {
    Ok(())
}

fn print_tail(_p: &mut OpAsmPrinter<'_, '_>, _x: Value) {}

fn main() {}
