//! `custom<DynamicIndexList>`: a bracketed list mixing SSA values and
//! integers (`[%i, 2, %j]`), stored as the values in an operand group and
//! a dense `i64` array whose entries are the integers, with
//! `ShapedType::kDynamic` (`i64::MIN`) where a value stands.
//!
//! `tensor.extract_slice`-like ops and `vector.extract`/`vector.insert`
//! share it, as MLIR's `ViewLikeInterface` helpers are shared. It is a
//! pair of format hooks rather than a format directive: the split between
//! an operand group and an attribute is the op's business, not the
//! format language's.

use ir::prelude::*;
use ir::text::{OpAsmParser, OpAsmPrinter, UnresolvedOperand};
use ir::{AttrKind, uniqued::types::DYNAMIC};

/// The entries of a dense `i64` array attribute (empty for anything else).
pub fn i64_array(ctx: &Context, a: Option<Attribute>) -> Vec<i64> {
    match a.map(|a| a.kind(ctx)) {
        Some(AttrKind::DenseArray { values, .. }) => values.iter().map(|&v| v as i64).collect(),
        _ => Vec::new(),
    }
}

/// `array<i64: ...>` of `values`.
pub fn i64_array_attr(ctx: &Context, values: &[i64]) -> Attribute {
    let raw: Vec<u64> = values.iter().map(|&v| v as u64).collect();
    Attribute::dense_array(ctx, Type::i64(ctx), &raw).expect("i64 is a dense array element type")
}

/// Reads `[` (operand | integer) (`,` ...)* `]`.
pub fn parse_dynamic_index_list<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    values: &mut Vec<UnresolvedOperand<'a>>,
    statics: &mut Option<Attribute>,
) -> PResult<()> {
    p.parse_punct(b'[')?;
    let mut ints = Vec::new();
    if !p.parse_optional_punct(b']') {
        loop {
            if let Some(v) = p.parse_optional_operand()? {
                values.push(v);
                ints.push(DYNAMIC);
            } else {
                let pos = p.pos();
                match p.parse_optional_integer()? {
                    Some(n) => match i64::try_from(n) {
                        Ok(n) => ints.push(n),
                        Err(_) => return p.error_at(pos, "integer value too large"),
                    },
                    None => return p.op_error_at(pos, "expected integer value"),
                }
            }
            if p.parse_optional_punct(b',') {
                continue;
            }
            if p.parse_optional_punct(b']') {
                break;
            }
            return p.error("expected ']' in dynamic index list");
        }
    }
    *statics = Some(i64_array_attr(p.ctx(), &ints));
    Ok(())
}

/// Prints the list: each dynamic entry is the next value.
pub fn print_dynamic_index_list(
    p: &mut OpAsmPrinter<'_, '_>,
    values: &[Value],
    statics: Option<Attribute>,
) {
    let ints = i64_array(p.ctx(), statics);
    p.write("[");
    let mut next = values.iter();
    for (i, &n) in ints.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match (n == DYNAMIC).then(|| next.next()).flatten() {
            Some(&v) => p.print_operand(v),
            None if n == DYNAMIC => p.write("<<MISSING>>"),
            None => p.write(&n.to_string()),
        }
    }
    p.write("]");
}
