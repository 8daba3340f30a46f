//! How arith's attributes and ops read and write their MLIR syntax: the
//! [`FormatAttr`] hooks of the flag and predicate attributes (`<nsw>`,
//! `fastmath<fast>`, `slt`), the result-type inference the formats use
//! (`cmpi`/`cmpf` give `i1` shaped like their operands, `constant` the type
//! of its value), `arith.constant`'s result-name hints (`%c42_i64`,
//! `%true`, `%cst`) and the hand-written syntax of `arith.select`, whose
//! optional condition type a declarative format cannot express (MLIR
//! writes it by hand too).
//!
//! Putting these hooks in `attrs.rs` was rejected: that file owns storage
//! and typed access, this one owns text, so the two change independently.

use super::attrs::*;
use ir::AttrKind;
use ir::prelude::*;
use ir::text::format::{FormatAttr, i1_like};
use ir::text::{OpAsmParser, OpAsmPrinter, PResult};

/// Parses `<word, word, ...>` of a flag enum, each word a keyword or a
/// string, through `flag` (its bit, or `None` when unknown), with MLIR's
/// two errors on failure: what went wrong (no word at all, at the token;
/// an unknown word, at the start of the list), then the failed attribute
/// parameter where the parser stands.
fn parse_flags(
    p: &mut OpAsmParser<'_, '_>,
    flag: fn(&str) -> Option<u32>,
    enum_name: &str,
    allowed: &str,
    attr_name: &str,
) -> PResult<u32> {
    p.parse_punct(b'<')?;
    let start = p.pos();
    let mut bits = 0u32;
    loop {
        let word = match p.parse_optional_any_keyword() {
            Some(w) => Some(w.to_string()),
            None => p.parse_optional_string()?,
        };
        let first = match &word {
            None => Some((p.pos(), "expected valid keyword or string".to_string())),
            Some(w) => match flag(w) {
                Some(b) => {
                    bits |= b;
                    None
                }
                None => Some((
                    start,
                    format!("expected ::mlir::arith::{enum_name} to be one of: {allowed}"),
                )),
            },
        };
        if let Some((at, msg)) = first {
            let _ = p.op_error_at::<()>(at, msg);
            let here = p.pos();
            return p.op_error_at(
                here,
                format!(
                    "failed to parse {attr_name} parameter 'value' which is to be a `::mlir::arith::{enum_name}`"
                ),
            );
        }
        if !p.parse_optional_punct(b',') {
            break;
        }
    }
    p.parse_punct(b'>')?;
    Ok(bits)
}

/// Prints a flag attribute inside a format as `<flags>` (its text after
/// the mnemonic), or in full when it is not of the expected kind.
fn print_flags(p: &mut OpAsmPrinter<'_, '_>, a: Attribute, text: Option<String>) {
    match text {
        Some(t) => {
            p.write("<");
            p.write(&t);
            p.write(">");
        }
        None => p.print_attribute(a),
    }
}

impl FormatAttr for IntegerOverflowFlagsAttr {
    fn parse_format(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
        let bits = parse_flags(
            p,
            |w| IntegerOverflowFlags::from_keyword(w).map(IntegerOverflowFlags::bits),
            "IntegerOverflowFlags",
            "none, nsw, nuw",
            "Arith_IntegerOverflowAttr",
        )?;
        Ok(IntegerOverflowFlagsAttr::get(p.ctx(), IntegerOverflowFlags(bits)).0)
    }
    fn print_format(p: &mut OpAsmPrinter<'_, '_>, a: Attribute) {
        let text =
            IntegerOverflowFlagsAttr::from_attr(p.ctx(), a).map(|f| f.value(p.ctx()).to_text());
        print_flags(p, a, text);
    }
}

impl FormatAttr for FastMathFlagsAttr {
    fn parse_format(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
        let bits = parse_flags(
            p,
            |w| FastMathFlags::from_keyword(w).map(FastMathFlags::bits),
            "FastMathFlags",
            "none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast",
            "Arith_FastMathAttr",
        )?;
        Ok(FastMathFlagsAttr::get(p.ctx(), FastMathFlags(bits)).0)
    }
    fn print_format(p: &mut OpAsmPrinter<'_, '_>, a: Attribute) {
        let text = FastMathFlagsAttr::from_attr(p.ctx(), a).map(|f| f.value(p.ctx()).to_text());
        print_flags(p, a, text);
    }
}

/// `cmpi` predicate keywords, by value.
const CMPI_NAMES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
/// `cmpf` predicate keywords, by value.
const CMPF_NAMES: [&str; 16] = [
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

/// A predicate: one of the keywords, or a string naming one (MLIR's
/// generated enum parser); anything else gets MLIR's enum errors.
fn parse_enum(p: &mut OpAsmParser<'_, '_>, names: &[&str]) -> PResult<Attribute> {
    let pos = p.pos();
    let found = if names.iter().any(|n| p.peek_keyword(n)) {
        p.parse_optional_any_keyword().map(str::to_string)
    } else {
        p.parse_optional_string()?
    };
    let Some(word) = found else {
        return p.op_error_at(
            pos,
            format!(
                "expected string or keyword containing one of the following enum values for attribute 'predicate' [{}]",
                names.join(", ")
            ),
        );
    };
    let Some(i) = names.iter().position(|n| *n == word) else {
        return p.op_error_at(
            pos,
            format!("invalid predicate attribute specification: \"{word}\""),
        );
    };
    let ctx = p.ctx();
    match Attribute::integer(ctx, Type::i64(ctx), i as i64) {
        Ok(a) => Ok(a),
        Err(e) => p.error_at(pos, e),
    }
}

fn print_enum(p: &mut OpAsmPrinter<'_, '_>, a: Attribute, names: &[&str]) {
    let name = a
        .as_i64(p.ctx())
        .and_then(|v| usize::try_from(v).ok())
        .and_then(|i| names.get(i));
    match name {
        Some(n) => p.write(n),
        None => p.print_attribute(a),
    }
}

impl FormatAttr for CmpIPredicateAttr {
    fn parse_format(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
        parse_enum(p, &CMPI_NAMES)
    }
    fn print_format(p: &mut OpAsmPrinter<'_, '_>, a: Attribute) {
        print_enum(p, a, &CMPI_NAMES);
    }
}

impl FormatAttr for CmpFPredicateAttr {
    fn parse_format(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
        parse_enum(p, &CMPF_NAMES)
    }
    fn print_format(p: &mut OpAsmPrinter<'_, '_>, a: Attribute) {
        print_enum(p, a, &CMPF_NAMES);
    }
}

/// `cmpi`/`cmpf`: `i1` shaped like the operands.
pub fn infer_cmp(ctx: &Context, operands: &[Type], _props: Attribute) -> Option<Vec<Type>> {
    operands.first().map(|&t| vec![i1_like(ctx, t)])
}

/// `constant`: the type of the value.
pub fn infer_constant(ctx: &Context, _operands: &[Type], props: Attribute) -> Option<Vec<Type>> {
    let v = props.dict_get(ctx, ctx.static_ident("value")?)?;
    Some(vec![v.typed_value_type(ctx)?])
}

/// MLIR's `arith::ConstantOp::getAsmResultNames`.
pub fn constant_result_names(ctx: &Context, op: OpRef<'_>) -> Vec<(usize, String)> {
    let props = op.body.properties(op.op);
    let Some(v) = ctx
        .static_ident("value")
        .and_then(|k| props.dict_get(ctx, k))
    else {
        return Vec::new();
    };
    // `c<value>` and `_<type>` for an integer type, written piece by piece:
    // every constant of a module is named on each print.
    let name = match v.kind(ctx) {
        AttrKind::Integer { ty, value } => match ty.kind(ctx) {
            ir::TypeKind::Integer { width: 1, .. } => {
                if value.is_zero() { "false" } else { "true" }.to_string()
            }
            kind => {
                let mut name = String::with_capacity(16);
                name.push('c');
                match value.to_i64() {
                    Some(n) => name.push_str(itoa::Buffer::new().format(n)),
                    None => name.push_str(&value.to_string_signed()),
                }
                if let ir::TypeKind::Integer { width, signedness } = kind {
                    name.push_str(match signedness {
                        ir::Signedness::Signless => "_i",
                        ir::Signedness::Signed => "_si",
                        ir::Signedness::Unsigned => "_ui",
                    });
                    name.push_str(itoa::Buffer::new().format(*width));
                }
                name
            }
        },
        _ => "cst".to_string(),
    };
    vec![(0, name)]
}

/// `arith.select %c, %a, %b [attr-dict] : [cond-type, ] type`.
pub fn parse_select(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let pos = p.pos();
    // MLIR's `parseOperandList(ops, 3)`: a missing list is a missing
    // operand, a list of another length the count's error.
    if p.peek_punct(b'(') || p.peek_punct(b'[') {
        // A list with no delimiter may not start with one (MLIR's text, at
        // the token).
        let at = p.pos();
        return p.error_at(at, "unexpected delimiter");
    }
    if !p.peek_operand() {
        return p.error("expected operand");
    }
    let ops = p.parse_operand_list()?;
    if ops.len() != 3 {
        return p.op_error_at(pos, "expected 3 operands");
    }
    p.parse_optional_attr_dict()?;
    p.parse_punct(b':')?;
    let first = p.parse_type()?;
    let (cond, ty) = if p.parse_optional_punct(b',') {
        (first, p.parse_type()?)
    } else {
        (Type::i1(p.ctx()), first)
    };
    p.resolve_operands(&ops, &[cond, ty, ty], pos)?;
    p.add_result_types(&[ty]);
    Ok(())
}

/// Prints `arith.select`.
pub fn print_select(p: &mut OpAsmPrinter<'_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body, p.op);
    p.write(" ");
    p.print_operands(body.operands(op));
    p.print_optional_attr_dict(&[]);
    p.write(" : ");
    if let Some(c) = body.operands(op).next() {
        let ct = body.value_type(c);
        if ct.is_shaped(ctx) {
            p.print_type(ct);
            p.write(", ");
        }
    }
    if let Some(r) = body.results(op).next() {
        p.print_type(body.value_type(r));
    }
}
