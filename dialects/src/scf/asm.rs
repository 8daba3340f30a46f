//! The custom syntax of the scf ops MLIR parses and prints in C++
//! (`scf.if`, `scf.for`, `scf.while`, `scf.execute_region`,
//! `scf.index_switch`, `scf.forall`, `scf.forall.in_parallel`,
//! `scf.parallel`), as `parse`/`print` hooks byte-compatible with
//! `mlir-opt-22`, spacing quirks included (`scf.for ... step %s  : i32`,
//! `scf.index_switch %i -> i32 ` before its first case).
//!
//! `scf.index_switch` has an ODS format upstream, but its
//! `custom<SwitchCases>` directive binds a variadic region, which this
//! crate's `custom` directive cannot take; its hooks follow the format.

use super::loops::{DYNAMIC, ForallOp, constant_int};
use super::ops::entry_args;
use ir::prelude::*;
use ir::text::index_list::{Delimiter, parse_index_list, print_index_list};
use ir::text::{OpAsmParser, OpAsmPrinter, PResult, UnresolvedOperand};

/// An entry block argument being parsed: its name, type and location.
type Arg<'a> = (UnresolvedOperand<'a>, Type, Option<Location>);

// ----- shared pieces ---------------------------------------------------------

/// MLIR's `parseOptionalArrowTypeList`: `-> T` or `-> (T, U)` if present.
fn parse_optional_arrow_types(p: &mut OpAsmParser<'_, '_>) -> PResult<Vec<Type>> {
    if p.parse_optional_arrow() {
        p.parse_function_result_types()
    } else {
        Ok(Vec::new())
    }
}

/// MLIR's `printOptionalArrowTypeList`: ` -> T` / ` -> (T, U)`, nothing
/// for no types.
fn print_optional_arrow_types(p: &mut OpAsmPrinter<'_, '_>, types: &[Type]) {
    if !types.is_empty() {
        p.write(" -> ");
        p.print_function_result_types(types);
    }
}

/// MLIR's `parseAssignmentList`: `(%arg = %value, ...)`, giving the
/// arguments and the values.
#[allow(clippy::type_complexity, reason = "two parallel lists")]
fn parse_assignment_list<'a>(
    p: &mut OpAsmParser<'_, 'a>,
) -> PResult<(Vec<UnresolvedOperand<'a>>, Vec<UnresolvedOperand<'a>>)> {
    p.parse_punct(b'(')?;
    let (mut args, mut values) = (Vec::new(), Vec::new());
    if p.parse_optional_punct(b')') {
        return Ok((args, values));
    }
    loop {
        args.push(p.parse_operand()?);
        p.parse_punct(b'=')?;
        values.push(p.parse_operand()?);
        if !p.parse_optional_punct(b',') {
            break;
        }
    }
    p.parse_punct(b')')?;
    Ok((args, values))
}

/// MLIR's `printInitializationList`: `prefix(%arg = %value, ...)`, nothing
/// when there are no values.
fn print_initialization_list(
    p: &mut OpAsmPrinter<'_, '_>,
    prefix: &str,
    args: &[Value],
    values: &[Value],
) {
    if values.is_empty() {
        return;
    }
    let inner = p.body.region_body(p.op);
    p.write(prefix);
    p.write("(");
    for (i, (&a, &v)) in args.iter().zip(values).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_block_arg(inner, a);
        p.write(" = ");
        p.print_operand(v);
    }
    p.write(")");
}

/// Resolves operands against types with MLIR's `resolveOperands` message
/// for a count mismatch, at `pos`.
fn resolve_all<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    operands: &[UnresolvedOperand<'a>],
    types: &[Type],
    pos: usize,
) -> PResult<()> {
    p.resolve_operands(operands, types, pos)
}

/// Entry arguments named `names` with `types`.
fn typed_args<'a>(names: &[UnresolvedOperand<'a>], types: &[Type]) -> Vec<Arg<'a>> {
    names
        .iter()
        .zip(types)
        .map(|(&n, &t)| (n, t, None))
        .collect()
}

/// The entry block arguments of region `index` of the printed op.
fn region_args(p: &OpAsmPrinter<'_, '_>, index: usize) -> Vec<Value> {
    entry_args(OpView::new(p.ctx(), p.body, p.op), index).into_vec()
}

/// The types of the printed op's results.
fn result_types(p: &OpAsmPrinter<'_, '_>) -> Vec<Type> {
    p.body.results(p.op).map(|v| p.body.value_type(v)).collect()
}

/// Whether region `index` of the printed op has a block.
fn region_has_block(p: &OpAsmPrinter<'_, '_>, index: usize) -> bool {
    let inner = p.body.region_body(p.op);
    p.body
        .regions(p.op)
        .get(index)
        .is_some_and(|&r| !inner.region_is_empty(r))
}

/// The inherent attributes an op's custom form spells elsewhere, left out
/// of its attribute dictionary.
const SEGMENTS: &str = "operandSegmentSizes";

// ----- scf.if ------------------------------------------------------------------

/// `%c [-> (T)] {then} [else {else}] [{attrs}]`.
pub fn parse_if(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let cond = p.parse_operand()?;
    let i1 = Type::int(p.ctx(), 1);
    p.resolve_operand(cond, i1)?;
    let types = parse_optional_arrow_types(p)?;
    p.add_result_types(&types);
    p.parse_region(&[])?;
    p.ensure_implicit_terminator();
    if p.parse_optional_keyword("else") {
        p.parse_region(&[])?;
        p.ensure_implicit_terminator();
    } else {
        p.add_empty_region();
    }
    p.parse_optional_attr_dict()
}

/// Prints `scf.if`; the yields show only when the op has results.
pub fn print_if(p: &mut OpAsmPrinter<'_, '_>) {
    let (body, op) = (p.body, p.op);
    p.write(" ");
    p.print_operands(body.operands(op).take(1));
    let results = result_types(p);
    if !results.is_empty() {
        p.write(" -> (");
        p.print_types(&results);
        p.write(")");
    }
    let terminators = !results.is_empty();
    p.write(" ");
    p.print_region(0, false, terminators);
    if region_has_block(p, 1) {
        p.write(" else ");
        p.print_region(1, false, terminators);
    }
    p.print_optional_attr_dict(&[]);
}

// ----- scf.execute_region ------------------------------------------------------

/// `[-> T] [no_inline] {region} [{attrs}]`.
pub fn parse_execute_region(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let types = parse_optional_arrow_types(p)?;
    p.add_result_types(&types);
    if p.parse_optional_keyword("no_inline") {
        let unit = Attribute::unit(p.ctx());
        p.set_property("no_inline", unit);
    }
    p.parse_region(&[])?;
    p.parse_optional_attr_dict()
}

/// Prints `scf.execute_region`, terminators included.
pub fn print_execute_region(p: &mut OpAsmPrinter<'_, '_>) {
    let results = result_types(p);
    print_optional_arrow_types(p, &results);
    p.write(" ");
    let ctx = p.ctx();
    if p.body.property(ctx, p.op, ctx.ident("no_inline")).is_some() {
        p.write("no_inline ");
    }
    p.print_region(0, false, true);
    p.print_optional_attr_dict(&["no_inline"]);
}

// ----- scf.index_switch --------------------------------------------------------

/// `%i [{attrs}] [-> T, U] (case N {region})* default {region}`, as ODS
/// parses the op's format.
pub fn parse_index_switch(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let arg = p.parse_operand()?;
    let index = Type::index(p.ctx());
    p.resolve_operand(arg, index)?;
    let dict = p.pos();
    p.parse_optional_attr_dict()?;
    p.move_to_properties(&["cases"]);
    p.verify_inherent_attrs(dict)?;
    if p.parse_optional_arrow() {
        let types = p.parse_type_list()?;
        p.add_result_types(&types);
    }
    // The default region comes first among the op's regions but last in
    // the text: parse the cases into a scratch order, then put it first.
    let mut cases = Vec::new();
    while p.parse_optional_keyword("case") {
        // MLIR's `parseInteger<int64_t>`: `true` is -1, and a literal
        // past 64 bits is the op's `integer value too large`.
        let Some(value) = p.parse_optional_i64()? else {
            return p.error("expected integer value");
        };
        cases.push(value);
        p.parse_region(&[])?;
    }
    p.parse_keyword("default")?;
    p.parse_region(&[])?;
    p.ensure_implicit_terminator();
    // Region 0 is the default region, parsed last (the op is not
    // isolated, so its regions are the parsed list).
    let n = p.op.regions.len();
    if n > cases.len() {
        p.op.regions[n - cases.len() - 1..].rotate_right(1);
    }
    let attr = i64_array(p.ctx(), &cases);
    p.set_property("cases", attr);
    Ok(())
}

/// Prints `scf.index_switch` as its ODS format does: the cases with their
/// terminators, the default region without an empty `scf.yield`.
pub fn print_index_switch(p: &mut OpAsmPrinter<'_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body, p.op);
    p.write(" ");
    p.print_operands(body.operands(op).take(1));
    p.print_optional_attr_dict(&["cases"]);
    let results = result_types(p);
    if !results.is_empty() {
        p.write(" -> ");
        p.print_types(&results);
    }
    p.write(" ");
    let cases = p
        .body
        .property(ctx, p.op, ctx.ident("cases"))
        .and_then(|a| DenseI64ArrayAttr::from_attr(ctx, a))
        .map(|a| a.values(ctx))
        .unwrap_or_default();
    let regions = p.body.regions(p.op).len();
    for (value, index) in cases.iter().zip(1..regions) {
        p.print_newline();
        p.write(&format!("case {value} "));
        p.print_region(index, false, true);
    }
    p.print_newline();
    p.write("default ");
    p.print_region_eliding_terminator(0, true);
}

// ----- scf.while ---------------------------------------------------------------

/// `[(%a = %init, ...)] : (T) -> U {before} do {after} [attributes {...}]`.
pub fn parse_while(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let (args, inits) = if p.peek_punct(b'(') {
        parse_assignment_list(p)?
    } else {
        (Vec::new(), Vec::new())
    };
    // MLIR's `parseColonType`: errors point at the colon.
    let type_pos = p.pos();
    p.parse_punct(b':')?;
    let ty = p.parse_type()?;
    let Some((inputs, results)) = ty.function_parts(p.ctx()) else {
        let found = ty.display(p.ctx()).to_string();
        return p.op_error_at(
            type_pos,
            format!(
                "invalid kind of type specified: expected builtin.function, but found '{found}'"
            ),
        );
    };
    let (inputs, results) = (inputs.to_vec(), results.to_vec());
    p.add_result_types(&results);
    if inputs.len() != inits.len() {
        return p.op_error_at(
            type_pos,
            format!(
                "expected as many input types as operands (expected {} got {})",
                inits.len(),
                inputs.len()
            ),
        );
    }
    let pos = p.pos();
    resolve_all(p, &inits, &inputs, pos)?;
    p.parse_region(&typed_args(&args, &inputs))?;
    p.parse_keyword("do")?;
    p.parse_region(&[])?;
    p.parse_optional_attr_dict_with_keyword()
}

/// Prints `scf.while`; the `after` region shows its block arguments.
pub fn print_while(p: &mut OpAsmPrinter<'_, '_>) {
    let args = region_args(p, 0);
    let inits: Vec<Value> = p.body.operands(p.op).collect();
    print_initialization_list(p, " ", &args, &inits);
    p.write(" : (");
    let inputs: Vec<Type> = inits.iter().map(|&v| p.body.value_type(v)).collect();
    p.print_types(&inputs);
    p.write(") -> ");
    let results = result_types(p);
    p.print_function_result_types(&results);
    p.write(" ");
    p.print_region(0, false, true);
    p.write(" do ");
    p.print_region(1, true, true);
    p.print_optional_attr_dict_with_keyword(&[]);
}

// ----- scf.for -----------------------------------------------------------------

/// `[unsigned] %i = %lb to %ub step %s [iter_args(%a = %init) -> (T)]
/// [: type] {body} [{attrs}]`; the bounds resolve after the body, so a
/// bound defined inside it is an error, as in MLIR.
pub fn parse_for(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let ctx = p.ctx();
    if p.parse_optional_keyword("unsigned") {
        p.set_property("unsignedCmp", Attribute::unit(ctx));
    }
    let iv = p.parse_operand()?;
    p.parse_punct(b'=')?;
    let lb = p.parse_operand()?;
    p.parse_keyword("to")?;
    let ub = p.parse_operand()?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;
    let has_iter_args = p.parse_optional_keyword("iter_args");
    let (args, inits, types) = if has_iter_args {
        let (args, inits) = parse_assignment_list(p)?;
        p.parse_arrow()?;
        let types = p.parse_function_result_types()?;
        (args, inits, types)
    } else {
        (Vec::new(), Vec::new(), Vec::new())
    };
    p.add_result_types(&types);
    if args.len() != types.len() {
        return p.op_error("mismatch in number of loop-carried values and defined values");
    }
    let ty = if p.parse_optional_punct(b':') {
        p.parse_type()?
    } else {
        Type::index(ctx)
    };
    let mut entry = vec![(iv, ty, None)];
    entry.extend(typed_args(&args, &types));
    p.parse_region(&entry)?;
    p.ensure_implicit_terminator();
    for bound in [lb, ub, step] {
        p.resolve_operand(bound, ty)?;
    }
    for (&v, &t) in inits.iter().zip(&types) {
        p.resolve_operand(v, t)?;
    }
    p.parse_optional_attr_dict()
}

/// Prints `scf.for`; the yield shows only when the loop carries values.
pub fn print_for(p: &mut OpAsmPrinter<'_, '_>) {
    let ctx = p.ctx();
    if ctx
        .static_ident("unsignedCmp")
        .is_some_and(|k| p.body.property(ctx, p.op, k).is_some())
    {
        p.write(" unsigned");
    }
    let args = region_args(p, 0);
    let inner = p.body.region_body(p.op);
    let operands: Vec<Value> = p.body.operands(p.op).collect();
    p.write(" ");
    if let Some(&iv) = args.first() {
        p.print_block_arg(inner, iv);
    }
    for (i, kw) in [" = ", " to ", " step "].into_iter().enumerate() {
        p.write(kw);
        if let Some(&v) = operands.get(i) {
            p.print_operand(v);
        }
    }
    let inits = operands.get(3..).unwrap_or_default();
    print_initialization_list(p, " iter_args", args.get(1..).unwrap_or_default(), inits);
    if !inits.is_empty() {
        let types: Vec<Type> = inits.iter().map(|&v| p.body.value_type(v)).collect();
        p.write(" -> (");
        p.print_types(&types);
        p.write(")");
    }
    p.write(" ");
    if let Some(&iv) = args.first() {
        let ty = inner.value_type(iv);
        if ty != Type::index(ctx) {
            p.write(" : ");
            p.print_type(ty);
            p.write(" ");
        }
    }
    p.print_region(0, false, !inits.is_empty());
    p.print_optional_attr_dict(&["unsignedCmp"]);
}

// ----- scf.forall --------------------------------------------------------------

/// MLIR's `parseDynamicIndexList` in parentheses: the static list
/// (`DYNAMIC` for each value) and the values.
fn parse_bounds<'a>(
    p: &mut OpAsmParser<'_, 'a>,
) -> PResult<(Vec<i64>, Vec<UnresolvedOperand<'a>>)> {
    let list = parse_index_list(p, Delimiter::Paren, false)?;
    Ok((list.integers, list.values))
}

/// A `DenseI64ArrayAttr` of `values`.
pub(crate) fn i64_array(ctx: &Context, values: &[i64]) -> Attribute {
    let raw: Vec<u64> = values.iter().map(|&v| v as u64).collect();
    Attribute::dense_array(ctx, Type::i64(ctx), &raw).unwrap_or_else(|_| Attribute::unit(ctx))
}

/// A `DenseI32ArrayAttr` of `values` (segment sizes).
pub(crate) fn segment_sizes(ctx: &Context, values: &[usize]) -> Attribute {
    let raw: Vec<u64> = values.iter().map(|&v| v as u32 as u64).collect();
    Attribute::dense_array(ctx, Type::int(ctx, 32), &raw).unwrap_or_else(|_| Attribute::unit(ctx))
}

/// `(%i, ...) in (ubs)` or `(%i, ...) = (lbs) to (ubs) step (steps)`, then
/// `[shared_outs(%o = %t, ...) -> (T, ...)] {body} [{attrs}]`.
pub fn parse_forall(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let ctx = p.ctx();
    let index = Type::index(ctx);
    p.parse_punct(b'(')?;
    let ivs = if p.parse_optional_punct(b')') {
        Vec::new()
    } else {
        let ivs = p.parse_operand_list()?;
        p.parse_punct(b')')?;
        ivs
    };
    let mut dynamic = [Vec::new(), Vec::new(), Vec::new()];
    let statics: [Vec<i64>; 3] = if p.parse_optional_keyword("in") {
        let (ubs, values) = parse_bounds(p)?;
        let pos = p.pos();
        resolve_all(p, &values, &vec![index; values.len()], pos)?;
        dynamic[1] = values;
        [vec![0; ivs.len()], ubs, vec![1; ivs.len()]]
    } else {
        p.parse_punct(b'=')?;
        let mut lists: [Vec<i64>; 3] = Default::default();
        for (i, kw) in [None, Some("to"), Some("step")].into_iter().enumerate() {
            if let Some(kw) = kw {
                p.parse_keyword(kw)?;
            }
            let (list, values) = parse_bounds(p)?;
            let pos = p.pos();
            resolve_all(p, &values, &vec![index; values.len()], pos)?;
            lists[i] = list;
            dynamic[i] = values;
        }
        lists
    };
    let (mut outs, mut out_values, mut types) = (Vec::new(), Vec::new(), Vec::new());
    let outs_pos = p.pos();
    if p.parse_optional_keyword("shared_outs") {
        (outs, out_values) = parse_assignment_list(p)?;
        types = parse_optional_arrow_types(p)?;
        resolve_all(p, &out_values, &types, outs_pos)?;
    }
    p.add_result_types(&types);
    let mut entry: Vec<Arg<'_>> = ivs.iter().map(|&iv| (iv, index, None)).collect();
    entry.extend(typed_args(&outs, &types));
    p.parse_region(&entry)?;
    p.ensure_implicit_terminator();
    p.parse_optional_attr_dict()?;
    let sizes = [
        dynamic[0].len(),
        dynamic[1].len(),
        dynamic[2].len(),
        out_values.len(),
    ];
    p.set_properties(&[
        ("staticLowerBound", i64_array(ctx, &statics[0])),
        ("staticUpperBound", i64_array(ctx, &statics[1])),
        ("staticStep", i64_array(ctx, &statics[2])),
        (SEGMENTS, segment_sizes(ctx, &sizes)),
    ]);
    p.move_to_properties(&["mapping"]);
    Ok(())
}

/// MLIR's `printDynamicIndexList` in parentheses.
fn print_bounds(p: &mut OpAsmPrinter<'_, '_>, statics: &[i64], values: &[Value]) {
    print_index_list(p, values, statics, &[], false, Delimiter::Paren);
}

/// Whether every bound of `list` (statics with their dynamic values) is
/// the constant `n` (MLIR's `getConstantIntValue` on each).
fn all_constant(view: OpView<'_>, statics: &[i64], values: &[Value], n: i64) -> bool {
    let mut values = values.iter();
    statics.iter().all(|&s| {
        if s == DYNAMIC {
            values
                .next()
                .is_some_and(|&v| constant_int(view, v) == Some(n))
        } else {
            s == n
        }
    })
}

/// Prints `scf.forall`, in its normalized form when every lower bound is
/// 0 and every step 1.
pub fn print_forall(p: &mut OpAsmPrinter<'_, '_>) {
    let Some(forall) = ForallOp::cast(p.ctx(), p.body, p.op) else {
        return;
    };
    let ctx = p.ctx();
    let statics = |a: Option<DenseI64ArrayAttr>| a.map(|a| a.values(ctx)).unwrap_or_default();
    let lbs = statics(forall.try_static_lower_bound());
    let ubs = statics(forall.try_static_upper_bound());
    let steps = statics(forall.try_static_step());
    let dyn_lbs: Vec<Value> = forall.dynamic_lower_bound().collect();
    let dyn_ubs: Vec<Value> = forall.dynamic_upper_bound().collect();
    let dyn_steps: Vec<Value> = forall.dynamic_step().collect();
    let outputs: Vec<Value> = forall.outputs().collect();
    let rank = lbs.len();
    let args = region_args(p, 0);
    let inner = p.body.region_body(p.op);
    p.write(" (");
    for (i, &iv) in args.iter().take(rank).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_block_arg(inner, iv);
    }
    let view = forall.0;
    if all_constant(view, &lbs, &dyn_lbs, 0) && all_constant(view, &steps, &dyn_steps, 1) {
        p.write(") in ");
        print_bounds(p, &ubs, &dyn_ubs);
    } else {
        p.write(") = ");
        print_bounds(p, &lbs, &dyn_lbs);
        p.write(" to ");
        print_bounds(p, &ubs, &dyn_ubs);
        p.write(" step ");
        print_bounds(p, &steps, &dyn_steps);
    }
    let out_args = args.get(rank.min(args.len())..).unwrap_or_default();
    print_initialization_list(p, " shared_outs", out_args, &outputs);
    p.write(" ");
    let results = result_types(p);
    if !out_args.is_empty() {
        p.write("-> (");
        p.print_types(&results);
        p.write(") ");
    }
    p.print_region(0, false, !results.is_empty());
    p.print_optional_attr_dict(&[
        SEGMENTS,
        "staticLowerBound",
        "staticUpperBound",
        "staticStep",
    ]);
}

/// `{ops} [{attrs}]`; an empty region gets its block.
pub fn parse_in_parallel(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    p.parse_region(&[])?;
    p.ensure_block_in_last_region();
    p.parse_optional_attr_dict()
}

/// Prints `scf.forall.in_parallel`.
pub fn print_in_parallel(p: &mut OpAsmPrinter<'_, '_>) {
    p.write(" ");
    p.print_region(0, false, false);
    p.print_optional_attr_dict(&[]);
}

// ----- scf.parallel ------------------------------------------------------------

/// MLIR's `parseOperandList` with a required count, in parentheses.
fn parse_paren_operands<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    count: Option<usize>,
) -> PResult<Vec<UnresolvedOperand<'a>>> {
    let pos = p.pos();
    p.parse_punct(b'(')?;
    let list = p.parse_operand_list()?;
    p.parse_punct(b')')?;
    match count {
        Some(n) if n != list.len() => p.op_error_at(pos, format!("expected {n} operands")),
        _ => Ok(list),
    }
}

/// `(%i, ...) = (lbs) to (ubs) step (steps) [init (%x, ...)] [-> T, ...]
/// {body} [{attrs}]`.
pub fn parse_parallel(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let ctx = p.ctx();
    let index = Type::index(ctx);
    let ivs = parse_paren_operands(p, None)?;
    p.parse_punct(b'=')?;
    let mut sizes = [0usize; 4];
    for (i, kw) in [None, Some("to"), Some("step")].into_iter().enumerate() {
        if let Some(kw) = kw {
            p.parse_keyword(kw)?;
        }
        let list = parse_paren_operands(p, Some(ivs.len()))?;
        let pos = p.pos();
        resolve_all(p, &list, &vec![index; list.len()], pos)?;
        sizes[i] = list.len();
    }
    let inits = if p.parse_optional_keyword("init") {
        parse_paren_operands(p, None)?
    } else {
        Vec::new()
    };
    sizes[3] = inits.len();
    let types = parse_optional_arrow_types(p)?;
    p.add_result_types(&types);
    let entry: Vec<Arg<'_>> = ivs.iter().map(|&iv| (iv, index, None)).collect();
    p.parse_region(&entry)?;
    p.set_property(SEGMENTS, segment_sizes(ctx, &sizes));
    p.parse_optional_attr_dict()?;
    if inits.len() != types.len() {
        return p.op_error(format!(
            "number of operands and types do not match: got {} operands and {} types",
            inits.len(),
            types.len()
        ));
    }
    let pos = p.pos();
    resolve_all(p, &inits, &types, pos)?;
    p.ensure_implicit_terminator();
    Ok(())
}

/// Prints `scf.parallel`, its `scf.reduce` included.
pub fn print_parallel(p: &mut OpAsmPrinter<'_, '_>) {
    let args = region_args(p, 0);
    let inner = p.body.region_body(p.op);
    let operands: Vec<Value> = p.body.operands(p.op).collect();
    let ctx = p.ctx();
    let sizes = p
        .body
        .property(ctx, p.op, ctx.ident(SEGMENTS))
        .and_then(|a| DenseI32ArrayAttr::from_attr_opt(ctx, a))
        .unwrap_or_default();
    let mut groups: Vec<&[Value]> = Vec::new();
    let mut at = 0usize;
    for &n in sizes.iter().take(4) {
        let n = usize::try_from(n).unwrap_or(0);
        groups.push(operands.get(at..at + n).unwrap_or_default());
        at += n;
    }
    groups.resize(4, &[]);
    p.write(" (");
    for (i, &a) in args.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_block_arg(inner, a);
    }
    for (kw, group) in [") = (", ") to (", ") step ("].into_iter().zip(&groups) {
        p.write(kw);
        p.print_operands(group.iter().copied());
    }
    p.write(")");
    if !groups[3].is_empty() {
        p.write(" init (");
        p.print_operands(groups[3].iter().copied());
        p.write(")");
    }
    let results = result_types(p);
    print_optional_arrow_types(p, &results);
    p.write(" ");
    p.print_region(0, false, true);
    p.print_optional_attr_dict(&[SEGMENTS]);
}
