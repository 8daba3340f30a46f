//! MLIR's dynamic index lists (`ViewLikeInterface`'s
//! `parseDynamicIndexList` / `printDynamicIndexList`): a delimited list
//! mixing SSA values and integers, `[%i, 4, %j]`, kept by an op as its
//! values in an operand group and the integers in a dense `i64` array
//! where [`DYNAMIC`] marks each value's place. Entries may be written
//! scalable (`[4]`, vector sizes), values may carry their types
//! (`%i : index`), and the list may be in parentheses (`scf.forall`'s
//! bounds).
//!
//! It is one pair of functions for every dialect (memref's and tensor's
//! offsets, sizes and strides, vector positions, `scf.forall` bounds),
//! so the diagnostics are MLIR's everywhere: a bad entry is reported
//! where it is, then MLIR adds `custom op 'x' expected SSA value or
//! integer` at the op name. [`parse_dynamic_index_list`] and
//! [`print_dynamic_index_list`] have the shape of a format's
//! `custom<DynamicIndexList>($values, $static_values)` hooks, so a module
//! that imports them can write that directive; [`parse_index_list`] and
//! [`print_index_list`] take the delimiter and the value types. A format
//! directive for it was rejected: how the list splits into an operand
//! group and an attribute is the op's business, as in ODS, where it is a
//! `custom<>` directive too.
//!
//! ```
//! use ir::prelude::*;
//! use ir::text::index_list::{parse_dynamic_index_list, print_dynamic_index_list};
//!
//! #[dialect(name = "idxdoc")]
//! pub struct IdxDocDialect;
//!
//! /// `idxdoc.at %m[%i, 4]`.
//! #[op(dialect = IdxDocDialect, name = "at",
//!      format = "$base `` custom<DynamicIndexList>($indices, $static_indices) attr-dict `:` type($base)")]
//! pub struct AtOp {
//!     /// The base.
//!     #[operand] base: Value,
//!     /// The dynamic indices.
//!     #[operand(variadic, ty = Index)] indices: Value,
//!     /// Every index, `DYNAMIC` where one of `indices` stands.
//!     #[attr] static_indices: DenseI64ArrayAttr,
//! }
//!
//! let ctx = Context::new();
//! let opts = ir::text::ParseOptions { allow_unregistered_dialect: true, ..Default::default() };
//! let src = "%m = \"idxdoc.src\"() : () -> index\nidxdoc.at %m[%m, 4, [8]] : index";
//! let m = ir::text::parse_source(&ctx, src, "doc.mlir", &opts).unwrap();
//! let text = ir::text::print_op(&ctx, &m.body, m.op, &Default::default());
//! // The scalable `[8]` is read and dropped, as MLIR's overload without
//! // scalable flags does.
//! assert!(text.contains("idxdoc.at %0[%0, 4, 8] : index"), "{text}");
//!
//! // A bad entry: where it is, then at the op name.
//! let bad = "%m = \"idxdoc.src\"() : () -> index\nidxdoc.at %m[%m, 99999999999999999999] : index";
//! let errs = ir::text::parse_source(&ctx, bad, "doc.mlir", &opts).unwrap_err();
//! let msgs: Vec<String> = errs.iter().map(|d| d.message.clone()).collect();
//! assert_eq!(msgs, [
//!     "custom op 'idxdoc.at' integer value too large",
//!     "custom op 'idxdoc.at' expected SSA value or integer",
//! ]);
//! ```

use crate::storage::body::Value;
use crate::text::asm::{OpAsmParser, OpAsmPrinter};
use crate::text::parse::{PResult, values::UnresolvedOperand};
use crate::uniqued::attributes::Attribute;
use crate::uniqued::types::{DYNAMIC, Type};

/// The brackets around a list (MLIR's `AsmParser::Delimiter`, the two
/// index lists use).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Delimiter {
    /// `[...]`, the default.
    #[default]
    Square,
    /// `(...)`.
    Paren,
}

impl Delimiter {
    /// The opening and closing characters.
    pub fn chars(self) -> (u8, u8) {
        match self {
            Delimiter::Square => (b'[', b']'),
            Delimiter::Paren => (b'(', b')'),
        }
    }
}

/// A parsed dynamic index list.
#[derive(Clone, Debug, Default)]
pub struct IndexList<'a> {
    /// The SSA values, in order.
    pub values: Vec<UnresolvedOperand<'a>>,
    /// Each value's type, when the list was read with types.
    pub value_types: Vec<Type>,
    /// Every entry: its integer, or [`DYNAMIC`] for the next value.
    pub integers: Vec<i64>,
    /// Every entry: whether it was written scalable (`[4]`).
    pub scalable: Vec<bool>,
}

/// Reads a dynamic index list (MLIR 22's `parseDynamicIndexList`): the
/// opening delimiter, then entries separated by commas, each an SSA value
/// (followed by `: type` when `value_types`) or an integer (MLIR's
/// `parseInteger<int64_t>`, see [`OpAsmParser::parse_optional_i64`]),
/// either written in `[...]` to mark it scalable; then the closing
/// delimiter. Any failure is reported where it happened, followed by
/// `custom op 'x' expected SSA value or integer` at the op name, as MLIR
/// does; a missing delimiter is `expected ']' in dynamic index list`.
pub fn parse_index_list<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    delimiter: Delimiter,
    value_types: bool,
) -> PResult<IndexList<'a>> {
    let mut list = IndexList::default();
    match entries(p, delimiter, value_types, &mut list) {
        Ok(()) => Ok(list),
        Err(_) => p.op_error("expected SSA value or integer"),
    }
}

/// The delimited entries of [`parse_index_list`], without its final error.
fn entries<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    delimiter: Delimiter,
    value_types: bool,
    list: &mut IndexList<'a>,
) -> PResult<()> {
    let (open, close) = delimiter.chars();
    if !p.parse_optional_punct(open) {
        return p.error(format!("expected '{}' in dynamic index list", open as char));
    }
    if p.parse_optional_punct(close) {
        return Ok(());
    }
    loop {
        entry(p, value_types, list)?;
        if p.parse_optional_punct(b',') {
            continue;
        }
        if p.parse_optional_punct(close) {
            return Ok(());
        }
        return p.error(format!(
            "expected '{}' in dynamic index list",
            close as char
        ));
    }
}

/// One entry. MLIR 22 tries the value first and then the `[` of a
/// scalable entry, so `%i [` starts a scalable value and `[%i]` is not
/// one; a scalable entry missing its `]` fails with no message of its own.
fn entry<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    value_types: bool,
    list: &mut IndexList<'a>,
) -> PResult<()> {
    let value = p.parse_optional_operand()?;
    let scalable = p.parse_optional_punct(b'[');
    list.scalable.push(scalable);
    match value {
        Some(v) => {
            list.values.push(v);
            list.integers.push(DYNAMIC);
            if value_types {
                let t = p.parse_colon_type()?;
                list.value_types.push(t);
            }
        }
        None => {
            let pos = p.pos();
            match p.parse_optional_i64()? {
                Some(n) => list.integers.push(n),
                None => return p.op_error_at(pos, "expected integer value"),
            }
        }
    }
    if scalable && !p.parse_optional_punct(b']') {
        return Err(crate::text::parse::ParseError);
    }
    Ok(())
}

/// Prints a dynamic index list (MLIR's `printDynamicIndexList`): each
/// integer, or for [`DYNAMIC`] the next value (with ` : type` when
/// `value_types`), in `[...]` where `scalable` says so (it may be empty:
/// none are), between the delimiters.
pub fn print_index_list(
    p: &mut OpAsmPrinter<'_, '_>,
    values: &[Value],
    integers: &[i64],
    scalable: &[bool],
    value_types: bool,
    delimiter: Delimiter,
) {
    let (open, close) = delimiter.chars();
    p.write(if open == b'[' { "[" } else { "(" });
    let mut next = values.iter();
    for (i, &n) in integers.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let boxed = scalable.get(i).copied().unwrap_or(false);
        if boxed {
            p.write("[");
        }
        match (n == DYNAMIC).then(|| next.next()) {
            Some(Some(&v)) => {
                p.print_operand(v);
                if value_types {
                    p.write(" : ");
                    let t = p.body.value_type(v);
                    p.print_type(t);
                }
            }
            // Fewer values than `DYNAMIC` entries: the op does not verify.
            Some(None) => p.write("<<MISSING>>"),
            None => p.write(itoa::Buffer::new().format(n)),
        }
        if boxed {
            p.write("]");
        }
    }
    p.write(if close == b']' { "]" } else { ")" });
}

/// `custom<DynamicIndexList>($values, $static_values)`: a `[...]` list
/// without value types, its integers stored as `array<i64: ...>` (scalable
/// markers are read and dropped, as MLIR's overload without scalable
/// flags does).
pub fn parse_dynamic_index_list<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    values: &mut Vec<UnresolvedOperand<'a>>,
    statics: &mut Option<Attribute>,
) -> PResult<()> {
    let list = parse_index_list(p, Delimiter::Square, false)?;
    values.extend(list.values);
    *statics = Some(i64_array_attr(p, &list.integers)?);
    Ok(())
}

/// Prints [`parse_dynamic_index_list`]'s list.
pub fn print_dynamic_index_list(
    p: &mut OpAsmPrinter<'_, '_>,
    values: &[Value],
    statics: Option<Attribute>,
) {
    let integers: Vec<i64> = statics
        .and_then(|a| a.as_dense_array(p.ctx()))
        .map(|(_, raw)| raw.iter().map(|&v| v as i64).collect())
        .unwrap_or_default();
    print_index_list(p, values, &integers, &[], false, Delimiter::Square);
}

/// `array<i64: ...>` of `integers`.
fn i64_array_attr(p: &mut OpAsmParser<'_, '_>, integers: &[i64]) -> PResult<Attribute> {
    let ctx = p.ctx();
    let raw: Vec<u64> = integers.iter().map(|&v| v as u64).collect();
    match Attribute::dense_array(ctx, Type::i64(ctx), &raw) {
        Ok(a) => Ok(a),
        Err(m) => p.error(m),
    }
}
