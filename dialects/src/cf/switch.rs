//! `cf.switch`: a multi-way branch on an integer flag, with MLIR 22's
//! syntax, verifier texts and successor operands.
//!
//! ```mlir
//! cf.switch %flag : i32, [
//!   default: ^bb1(%a : i32),
//!   42: ^bb2,
//!   43: ^bb3(%b, %c : i32, i64)
//! ]
//! ```
//!
//! The case operands are a `variadic_of_variadic` group, as upstream's
//! `VariadicOfVariadic` (one operand list per case, split by the
//! `case_operand_segments` property): the macro generates the sub-group
//! accessors, the size check with ODS's text and the successor operands.
//! Upstream prints the cases with a `custom<SwitchOpCases>` directive
//! whose arguments include successors and that group; the `#[op]`
//! format's custom directives take neither, so the custom form is a
//! `parse`/`print` hook pair that reads and prints what the format would.
//! The generic form, the properties and every diagnostic are MLIR's.

use super::ControlFlowDialect;
use ir::APInt;
use ir::prelude::*;
use ir::text::OpAsmParser;
use ir::text::OpAsmPrinter;
use ir::text::UnresolvedOperand;

/// `cf.switch %flag : T, [default: ^bb(...), N: ^bb(...), ...]`.
#[op(dialect = ControlFlowDialect, name = "switch",
     traits = [AttrSizedOperandSegments, BranchOpInterface, Pure, IsTerminator],
     verify = verify_switch,
     canonicalize = super::switch_canonicalize::switch_patterns,
     parse = parse_switch, print = print_switch,
     summary = "Switch operation")]
pub struct SwitchOp {
    /// The value switched on.
    #[operand(ty = AnyInteger)]
    flag: Value,
    /// The arguments of the default destination.
    #[operand(variadic)]
    default_operands: Value,
    /// The arguments of every case destination, one after the other
    /// (split by `case_operand_segments`: `case_operands_group(i)`).
    #[operand(variadic_of_variadic = case_operand_segments)]
    case_operands: Value,
    /// The case values, one per case destination, of the flag's type.
    #[attr(optional)]
    case_values: AnyIntElementsAttr,
    /// How many of `case_operands` each case destination receives.
    #[attr]
    case_operand_segments: DenseI32ArrayAttr,
    /// Taken when no case value matches.
    #[successor]
    default_destination: Block,
    /// One per case value.
    #[successor(variadic)]
    case_destinations: Block,
}

impl<'a> SwitchOp<'a> {
    /// The case values, as integers of the flag's width (empty without
    /// `case_values`).
    pub fn case_value_list(&self) -> Vec<APInt> {
        let ctx = self.0.ctx;
        let Some(values) = self.case_values() else {
            return Vec::new();
        };
        let a = values.attr();
        let n = a.dense_num_elements(ctx).unwrap_or(0);
        (0..n)
            .filter_map(|i| a.dense_element(ctx, i)?.as_apint(ctx).cloned())
            .collect()
    }
}

/// MLIR's `SwitchOp::verify`: the case values have the flag's type and
/// there is one per case destination.
fn verify_switch(op: SwitchOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let ctx = view.ctx;
    let dests = op.case_destinations().len();
    let Some(values) = op.case_values() else {
        if dests == 0 {
            return Ok(());
        }
        // MLIR dereferences the missing attribute here; say what is wrong.
        return Err(view.emit_op_error(format!(
            "number of case values (0) should match number of case destinations ({dests})"
        )));
    };
    let a = values.attr();
    let flag_ty = view.body.value_type(op.flag());
    let value_ty = a
        .typed_value_type(ctx)
        .and_then(|t| t.element_type(ctx))
        .unwrap_or(flag_ty);
    if value_ty != flag_ty {
        return Err(view.emit_op_error(format!(
            "'flag' type ('{}') should match case value type ('{}')",
            flag_ty.display(ctx),
            value_ty.display(ctx)
        )));
    }
    let count = a.dense_num_elements(ctx).unwrap_or(0);
    if count != dests as u64 {
        return Err(view.emit_op_error(format!(
            "number of case values ({count}) should match number of case destinations ({dests})"
        )));
    }
    Ok(())
}

impl BranchOpInterface for SwitchOp<'_> {
    fn successor_operands(&self, index: usize) -> SuccessorOperands {
        if index == 0 {
            let d = self.default_operands().len();
            let n = self.0.body.num_operands(self.0.op);
            return SuccessorOperands::forwarded(1.min(n)..(1 + d).min(n))
                .with_segment("operandSegmentSizes", 1);
        }
        self.case_operands_successor_operands(index - 1)
    }

    /// The case destination whose value equals a constant flag, else the
    /// default one; the default one when there are no cases.
    fn successor_for_operands(&self, constants: &[Option<Attribute>]) -> Option<Block> {
        let values = self.case_value_list();
        if values.is_empty() {
            return Some(self.default_destination());
        }
        let flag = constants.first().copied().flatten()?;
        let flag = flag.as_apint(self.0.ctx)?;
        let hit = values.iter().position(|v| v == flag);
        Some(match hit.and_then(|i| self.case_destinations().nth(i)) {
            Some(dest) => dest,
            None => self.default_destination(),
        })
    }
}

/// One destination as the custom form reads it: `^bb` with an optional
/// `(%a, %b : T, U)`.
struct Dest<'a> {
    operands: Vec<UnresolvedOperand<'a>>,
    types: Vec<Type>,
}

/// `^bb` then an optional `(operands : types)` (MLIR's
/// `parseSuccessor` and `parseOperandList` + `parseColonTypeList`).
fn parse_dest<'a>(p: &mut OpAsmParser<'_, 'a>) -> PResult<Dest<'a>> {
    p.parse_successor()?;
    let (mut operands, mut types) = (Vec::new(), Vec::new());
    if p.parse_optional_punct(b'(') {
        operands = p.parse_operand_list()?;
        p.parse_punct(b':')?;
        types = p.parse_type_list()?;
        p.parse_punct(b')')?;
    }
    Ok(Dest { operands, types })
}

/// The custom form: `%flag : T, [` then the cases (upstream's
/// `parseSwitchOpCases`) then `]` and the attribute dictionary.
fn parse_switch(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let ctx = p.ctx();
    let flag = p.parse_operand()?;
    p.parse_punct(b':')?;
    let ty_pos = p.pos();
    let flag_ty = p.parse_type()?;
    if !flag_ty.is_integer(ctx) {
        return p.op_error_at(
            ty_pos,
            format!(
                "invalid kind of type specified: expected builtin.integer, but found '{}'",
                flag_ty.display(ctx)
            ),
        );
    }
    p.parse_punct(b',')?;
    p.parse_punct(b'[')?;
    // A count mismatch is reported where the cases start, as the
    // generated parser of the custom directive does.
    let cases_pos = p.pos();
    if !p.parse_optional_keyword("default") {
        return p.op_error_at(cases_pos, "expected 'default'");
    }
    p.parse_punct(b':')?;
    let default = parse_dest(p)?;
    let width = flag_ty.int_or_float_width(ctx).unwrap_or(64);
    let mut values = Vec::new();
    let mut cases = Vec::new();
    while p.parse_optional_punct(b',') {
        let pos = p.pos();
        let Some(v) = p.parse_optional_integer()? else {
            return p.op_error_at(pos, "expected integer value");
        };
        let Ok(v) = i64::try_from(v) else {
            return p.op_error_at(pos, "integer value too large");
        };
        // As MLIR 22 stores it: sign-extended or truncated to the flag's
        // width.
        values.push(APInt::from_i64(width, v));
        p.parse_punct(b':')?;
        cases.push(parse_dest(p)?);
    }
    p.parse_punct(b']')?;
    let dict_pos = p.pos();
    p.parse_optional_attr_dict()?;
    p.verify_inherent_attrs(dict_pos)?;

    p.resolve_operand(flag, flag_ty)?;
    for d in core::iter::once(&default).chain(&cases) {
        p.resolve_operands(&d.operands, &d.types, cases_pos)?;
    }
    let i32_ty = Type::int(ctx, 32);
    let segments: Vec<u64> = cases.iter().map(|c| c.operands.len() as u64).collect();
    let case_total: u64 = segments.iter().sum();
    let sizes = [1, default.operands.len() as u64, case_total];
    if let Ok(a) = Attribute::dense_array(ctx, i32_ty, &segments) {
        p.set_property("case_operand_segments", a);
    }
    if let Ok(a) = Attribute::dense_array(ctx, i32_ty, &sizes) {
        p.set_property("operandSegmentSizes", a);
    }
    if !values.is_empty() {
        let vector = Type::vector(ctx, &[values.len() as i64], flag_ty, &[]);
        if let Some(a) = vector
            .ok()
            .and_then(|t| Attribute::dense_ints(ctx, t, &values).ok())
        {
            p.set_property("case_values", a);
        }
    }
    // The successors were added as they were read: the default one first.
    Ok(())
}

/// `^bb` or `^bb(%a, %b : T, U)` (MLIR's `printSuccessorAndUseList`).
fn print_dest(p: &mut OpAsmPrinter<'_, '_>, block: Block, operands: &[Value]) {
    p.print_successor(block);
    if operands.is_empty() {
        return;
    }
    p.write("(");
    p.print_operands(operands.iter().copied());
    p.write(" : ");
    let types: Vec<Type> = operands.iter().map(|&v| p.body.value_type(v)).collect();
    p.print_types(&types);
    p.write(")");
}

/// Prints the custom form as MLIR's format and `printSwitchOpCases` do:
/// each case on its own line, values as unsigned numbers.
fn print_switch(p: &mut OpAsmPrinter<'_, '_>) {
    let Some(op) = SwitchOp::cast(p.ctx(), p.body, p.op) else {
        return;
    };
    let flag = op.flag();
    p.write(" ");
    p.print_operand(flag);
    p.write(" : ");
    p.print_type(p.body.value_type(flag));
    p.write(", [");
    p.print_newline();
    p.write("  default: ");
    let defaults: Vec<Value> = op.default_operands().collect();
    print_dest(p, op.default_destination(), &defaults);
    if op.case_values().is_some() {
        let dests: Vec<Block> = op.case_destinations().collect();
        for (i, v) in op.case_value_list().iter().enumerate() {
            p.write(",");
            p.print_newline();
            // MLIR's `getLimitedValue`: the unsigned value, capped at u64.
            let v = v.to_u64().unwrap_or(u64::MAX);
            p.write(&format!("  {v}: "));
            let operands: Vec<Value> = op.case_operands_group(i).collect();
            match dests.get(i) {
                Some(&d) => print_dest(p, d, &operands),
                None => p.write("<<NULL BLOCK>>"),
            }
        }
        p.print_newline();
    }
    p.write("]");
    p.print_optional_attr_dict(&[
        "case_values",
        "case_operand_segments",
        "operandSegmentSizes",
    ]);
}
