//! The affine ops' custom syntax, MLIR 22's hand-written parsers and
//! printers: a map attribute applied to `(dims)[symbols]`, loop bounds
//! with their short forms (`0`, `%n`) and `max`/`min` prefixes, and
//! subscripts written as expressions over SSA values
//! (`%m[%i + 1, symbol(%n)]`, the `ir` text layer's
//! `parse_affine_map_of_ssa_ids`). A declarative format cannot say these,
//! as in ODS.

use super::ops::{
    AffineApplyOp, AffineForOp, AffineIfOp, AffineLoadOp, AffineMaxOp, AffineMinOp,
    AffinePrefetchOp, AffineStoreOp, AffineVectorLoadOp, AffineVectorStoreOp, map_of,
};
use ir::prelude::*;
use ir::text::{OpAsmParser, OpAsmPrinter, UnresolvedOperand};
use ir::uniqued::attributes::AffineMap;

/// `(%d, ...)` and an optional `[%s, ...]` (MLIR's
/// `parseDimAndSymbolList`): the operands and how many are dimensions.
fn parse_dims_and_symbols<'a>(
    p: &mut OpAsmParser<'_, 'a>,
) -> PResult<(Vec<UnresolvedOperand<'a>>, usize)> {
    let mut all = parse_delimited(p, b'(', b')')?;
    let dims = all.len();
    if p.peek_punct(b'[') {
        all.extend(parse_delimited(p, b'[', b']')?);
    }
    Ok((all, dims))
}

/// `open %a, %b close`, as MLIR's `parseOperandList` with a delimiter.
fn parse_delimited<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    open: u8,
    close: u8,
) -> PResult<Vec<UnresolvedOperand<'a>>> {
    if !p.parse_optional_punct(open) {
        return p.error(format!("expected '{}' in operand list", open as char));
    }
    let mut v = Vec::new();
    if p.parse_optional_punct(close) {
        return Ok(v);
    }
    loop {
        v.push(p.parse_operand()?);
        if !p.parse_optional_punct(b',') {
            break;
        }
    }
    if !p.parse_optional_punct(close) {
        return p.error(format!("expected '{}' in operand list", close as char));
    }
    Ok(v)
}

/// Resolves operands as `index` values.
fn resolve_indices<'a>(p: &mut OpAsmParser<'_, 'a>, us: &[UnresolvedOperand<'a>]) -> PResult<()> {
    let index = Type::index(p.ctx());
    for &u in us {
        p.resolve_operand(u, index)?;
    }
    Ok(())
}

/// Parses an attribute that must be an affine map.
fn parse_map_attr(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
    let pos = p.pos();
    let a = p.parse_attribute()?;
    if a.as_affine_map(p.ctx()).is_none() {
        return p.error_at(pos, "invalid kind of attribute specified");
    }
    Ok(a)
}

/// Appends `(%d, ...)` and, when there are symbols, `[%s, ...]`.
fn print_dims_and_symbols(p: &mut OpAsmPrinter<'_, '_>, operands: &[Value], dims: usize) {
    let dims = dims.min(operands.len());
    p.write("(");
    p.print_operands(operands[..dims].iter().copied());
    p.write(")");
    if operands.len() > dims {
        p.write("[");
        p.print_operands(operands[dims..].iter().copied());
        p.write("]");
    }
}

/// `affine.apply #map(%d)[%s] {attrs}`.
pub fn parse_apply(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let map = parse_map_attr(p)?;
    let (operands, dims) = parse_dims_and_symbols(p)?;
    p.parse_optional_attr_dict()?;
    p.move_to_properties(&["map"]);
    let m = map
        .as_affine_map(p.ctx())
        .cloned()
        .unwrap_or_else(|| AffineMap::identity(0));
    if m.num_dims as usize != dims || m.num_inputs() != operands.len() {
        return p.name_error("dimension or symbol index mismatch");
    }
    resolve_indices(p, &operands)?;
    p.set_property("map", map);
    let index = Type::index(p.ctx());
    p.add_result_types(&vec![index; m.num_results()]);
    Ok(())
}

/// Prints the map attribute, its operands and the other attributes.
fn print_map_and_operands(p: &mut OpAsmPrinter<'_, '_>, map: Attribute) {
    let (body, op) = (p.body, p.op);
    let operands: Vec<Value> = body.operands(op).collect();
    let dims = map
        .as_affine_map(p.ctx())
        .map_or(0, |m| m.num_dims as usize);
    p.write(" ");
    p.print_attribute(map);
    print_dims_and_symbols(p, &operands, dims);
    p.print_optional_attr_dict(&["map"]);
}

/// Prints `affine.apply`.
pub fn print_apply(p: &mut OpAsmPrinter<'_, '_>) {
    if let Some(op) = AffineApplyOp::cast(p.ctx(), p.body, p.op) {
        print_map_and_operands(p, op.map().0);
    }
}

/// `affine.min` / `affine.max`: `#map(%d)[%s] {attrs}`, one index result.
fn parse_min_max(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let map = parse_map_attr(p)?;
    let (operands, _) = parse_dims_and_symbols(p)?;
    p.parse_optional_attr_dict()?;
    p.move_to_properties(&["map"]);
    p.set_property("map", map);
    resolve_indices(p, &operands)?;
    p.add_result_types(&[Type::index(p.ctx())]);
    Ok(())
}

/// Parses `affine.min`.
pub fn parse_min(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    parse_min_max(p)
}

/// Parses `affine.max`.
pub fn parse_max(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    parse_min_max(p)
}

/// Prints `affine.min`.
pub fn print_min(p: &mut OpAsmPrinter<'_, '_>) {
    if let Some(op) = AffineMinOp::cast(p.ctx(), p.body, p.op) {
        print_map_and_operands(p, op.map().0);
    }
}

/// Prints `affine.max`.
pub fn print_max(p: &mut OpAsmPrinter<'_, '_>) {
    if let Some(op) = AffineMaxOp::cast(p.ctx(), p.body, p.op) {
        print_map_and_operands(p, op.map().0);
    }
}

/// One loop bound (MLIR's `parseBound`): `max`/`min` and a map applied to
/// operands, a single SSA value (`()[s0] -> (s0)`) or an integer
/// (`() -> (c)`). Resolves the operands; returns the map and their count.
fn parse_bound(p: &mut OpAsmParser<'_, '_>, lower: bool) -> PResult<(Attribute, usize)> {
    let ctx = p.ctx();
    let prefixed = p.parse_optional_keyword(if lower { "max" } else { "min" });
    let ssa = p.parse_operand_list()?;
    if !ssa.is_empty() {
        if ssa.len() > 1 {
            return p.name_error("expected only one loop bound operand");
        }
        resolve_indices(p, &ssa)?;
        return Ok((Attribute::affine_map(ctx, AffineMap::symbol_identity()), 1));
    }
    let attr_pos = p.pos();
    let bound = p.parse_attribute_of_type(Type::index(ctx))?;
    if let Some(map) = bound.as_affine_map(ctx).cloned() {
        let (operands, dims) = parse_dims_and_symbols(p)?;
        if map.num_dims as usize != dims {
            return p.name_error("dim operand count and affine map dim count must match");
        }
        if map.num_inputs() != operands.len() {
            return p.name_error("symbol operand count and affine map symbol count must match");
        }
        resolve_indices(p, &operands)?;
        if map.num_results() > 1 && !prefixed {
            let msg = if lower {
                "lower loop bound affine map with multiple results requires 'max' prefix"
            } else {
                "upper loop bound affine map with multiple results requires 'min' prefix"
            };
            return p.error_at(attr_pos, msg);
        }
        return Ok((bound, operands.len()));
    }
    if let Some(c) = bound.as_apint(ctx).and_then(|v| v.to_i64()) {
        return Ok((Attribute::affine_map(ctx, AffineMap::constant(c)), 0));
    }
    p.name_error("expected valid affine map representation for loop bounds")
}

/// `affine.for %i = lb to ub (step N)? (iter_args(%a = %x, ...) -> (T, ...))? {...}`.
pub fn parse_for(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let ctx = p.ctx();
    let index = Type::index(ctx);
    let iv = p.parse_operand()?;
    let iv_loc = p.parse_optional_location()?;
    p.parse_punct(b'=')?;
    let (lb, num_lb) = parse_bound(p, true)?;
    if !p.parse_optional_keyword("to") {
        return p.error("expected 'to' between bounds");
    }
    let (ub, num_ub) = parse_bound(p, false)?;
    let step = if p.parse_optional_keyword("step") {
        let pos = p.pos();
        let a = p.parse_attribute_of_type(index)?;
        let Some(v) = a.as_apint(ctx) else {
            return p.error_at(pos, "invalid kind of attribute specified");
        };
        if v.to_i128().is_some_and(|v| v < 0) {
            return p.op_error_at(
                pos,
                "expected step to be representable as a positive signed integer",
            );
        }
        a
    } else {
        Attribute::integer(ctx, index, 1).map_err(|_| ir::text::ParseError)?
    };
    let mut args = vec![(iv, index, iv_loc)];
    let mut inits = Vec::new();
    let mut types = Vec::new();
    if p.parse_optional_keyword("iter_args") {
        p.parse_punct(b'(')?;
        if !p.parse_optional_punct(b')') {
            loop {
                let arg = p.parse_operand()?;
                p.parse_punct(b'=')?;
                inits.push(p.parse_operand()?);
                args.push((arg, index, None));
                if !p.parse_optional_punct(b',') {
                    break;
                }
            }
            p.parse_punct(b')')?;
        }
        p.parse_arrow()?;
        types = p.parse_function_result_types()?;
        for (i, (&u, &t)) in inits.iter().zip(&types).enumerate() {
            args[i + 1].1 = t;
            p.resolve_operand(u, t)?;
        }
        p.add_result_types(&types);
    }
    let segments = [num_lb as u64, num_ub as u64, inits.len() as u64];
    let sizes = Attribute::dense_array(ctx, Type::int(ctx, 32), &segments)
        .map_err(|_| ir::text::ParseError)?;
    p.set_properties(&[
        ("lowerBoundMap", lb),
        ("operandSegmentSizes", sizes),
        ("step", step),
        ("upperBoundMap", ub),
    ]);
    if args.len() != types.len() + 1 {
        return p.name_error("mismatch between the number of loop-carried values and results");
    }
    p.parse_region(&args)?;
    p.ensure_implicit_terminator();
    p.parse_optional_attr_dict()?;
    p.move_to_properties(&[
        "lowerBoundMap",
        "upperBoundMap",
        "step",
        "operandSegmentSizes",
    ]);
    Ok(())
}

/// Prints a loop bound (MLIR's `printBound`): the short forms when the
/// map is a constant or a single symbol, else `prefix`, the map and its
/// operands.
fn print_bound(
    p: &mut OpAsmPrinter<'_, '_>,
    map_attr: Attribute,
    operands: &[Value],
    prefix: &str,
) {
    let ctx = p.ctx();
    let Some(map) = map_attr.as_affine_map(ctx) else {
        return;
    };
    if map.num_results() == 1 {
        if map.num_inputs() == 0
            && let Some(c) = map.single_constant()
        {
            p.write(&c.to_string());
            return;
        }
        if map.num_dims == 0
            && map.num_symbols == 1
            && matches!(
                map.result(0),
                ir::uniqued::attributes::AffineExprKind::Symbol(_)
            )
            && let Some(&v) = operands.first()
        {
            p.print_operand(v);
            return;
        }
    } else {
        p.write(prefix);
        p.write(" ");
    }
    let dims = map.num_dims as usize;
    p.print_attribute(map_attr);
    print_dims_and_symbols(p, operands, dims);
}

/// Prints `affine.for`.
pub fn print_for(p: &mut OpAsmPrinter<'_, '_>) {
    let Some(op) = AffineForOp::cast(p.ctx(), p.body, p.op) else {
        return;
    };
    let body = p.body;
    p.write(" ");
    let block = body.entry_block(op.region());
    if let (Some(block), Some(iv)) = (block, op.induction_var()) {
        p.print_block_arg(body, iv);
        p.print_block_arg_location(body, block, 0);
    }
    p.write(" = ");
    let lb: Vec<Value> = op.lower_bound_operands().collect();
    print_bound(p, op.lower_bound_map().0, &lb, "max");
    p.write(" to ");
    let ub: Vec<Value> = op.upper_bound_operands().collect();
    print_bound(p, op.upper_bound_map().0, &ub, "min");
    let step = op.step_value();
    if step != 1 {
        p.write(&format!(" step {step}"));
    }
    let inits: Vec<Value> = op.init_values().collect();
    if !inits.is_empty() {
        p.write(" iter_args(");
        let args = LoopLikeOpInterface::region_iter_args(&op);
        for (i, (&a, &x)) in args.iter().zip(&inits).enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_block_arg(body, a);
            p.write(" = ");
            p.print_operand(x);
        }
        p.write(") -> (");
        let types: Vec<Type> = op.results().map(|r| body.value_type(r)).collect();
        p.print_types(&types);
        p.write(")");
    }
    p.write(" ");
    p.print_region(0, false, !inits.is_empty());
    p.print_optional_attr_dict(&[
        "lowerBoundMap",
        "upperBoundMap",
        "step",
        "operandSegmentSizes",
    ]);
}

/// `affine.if #set(%d)[%s] (-> T)? {...} (else {...})? {attrs}`.
pub fn parse_if(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let ctx = p.ctx();
    let pos = p.pos();
    let cond = p.parse_attribute()?;
    let Some(set) = cond.as_integer_set(ctx).cloned() else {
        return p.error_at(pos, "invalid kind of attribute specified");
    };
    let (operands, dims) = parse_dims_and_symbols(p)?;
    if set.num_dims as usize != dims {
        return p.name_error("dim operand count and integer set dim count must match");
    }
    if (set.num_dims + set.num_symbols) as usize != operands.len() {
        return p.name_error("symbol operand count and integer set symbol count must match");
    }
    resolve_indices(p, &operands)?;
    p.set_property("condition", cond);
    if p.parse_optional_arrow() {
        let types = p.parse_function_result_types()?;
        p.add_result_types(&types);
    }
    p.parse_region(&[])?;
    p.ensure_implicit_terminator();
    if p.parse_optional_keyword("else") {
        p.parse_region(&[])?;
        p.ensure_implicit_terminator();
    } else {
        p.add_empty_region();
    }
    p.parse_optional_attr_dict()?;
    p.move_to_properties(&["condition"]);
    Ok(())
}

/// Prints `affine.if`.
pub fn print_if(p: &mut OpAsmPrinter<'_, '_>) {
    let Some(op) = AffineIfOp::cast(p.ctx(), p.body, p.op) else {
        return;
    };
    let body = p.body;
    let cond = op.condition().0;
    let dims = cond
        .as_integer_set(p.ctx())
        .map_or(0, |s| s.num_dims as usize);
    let operands: Vec<Value> = op.set_operands().collect();
    p.write(" ");
    p.print_attribute(cond);
    print_dims_and_symbols(p, &operands, dims);
    let types: Vec<Type> = op.results().map(|r| body.value_type(r)).collect();
    if !types.is_empty() {
        p.write(" -> ");
        p.print_function_result_types(&types);
    }
    p.write(" ");
    let terminators = !types.is_empty();
    p.print_region(0, false, terminators);
    let else_empty = body.region_body(p.op).region_is_empty(op.else_region());
    if !else_empty {
        p.write(" else ");
        p.print_region(1, false, terminators);
    }
    p.print_optional_attr_dict(&["condition"]);
}

/// `[expr, ...]` subscripts: sets the `map` property and returns the
/// operands.
fn parse_subscripts<'a>(p: &mut OpAsmParser<'_, 'a>) -> PResult<Vec<UnresolvedOperand<'a>>> {
    let Some((map, operands)) = p.parse_affine_map_of_ssa_ids(b'[', b']', false)? else {
        return p.error("expected '[' in affine map");
    };
    let attr = Attribute::affine_map(p.ctx(), map);
    p.set_property("map", attr);
    Ok(operands)
}

/// Parses the trailing `{attrs} : memref<...>` of a load or store.
fn parse_memref_type(p: &mut OpAsmParser<'_, '_>) -> PResult<Type> {
    p.parse_optional_attr_dict()?;
    p.move_to_properties(&["map"]);
    p.parse_punct(b':')?;
    parse_type_kind(p, |k| matches!(k, ir::TypeKind::MemRef { .. }))
}

/// A type that must be of one kind (MLIR's `parseType` into a `MemRefType`
/// or `VectorType`).
fn parse_type_kind(p: &mut OpAsmParser<'_, '_>, ok: fn(&ir::TypeKind) -> bool) -> PResult<Type> {
    let pos = p.pos();
    let ty = p.parse_type()?;
    if !ok(ty.kind(p.ctx())) {
        return p.error_at(pos, "invalid kind of type specified");
    }
    Ok(ty)
}

/// Parses `, vector<...>` after a vector access's memref type.
fn parse_vector_type(p: &mut OpAsmParser<'_, '_>) -> PResult<Type> {
    p.parse_punct(b',')?;
    parse_type_kind(p, |k| matches!(k, ir::TypeKind::Vector { .. }))
}

/// A load: `%m[subscripts] {attrs} : memref<...>` and, for a vector
/// load, `, vector<...>`, the result type (else the element type).
fn parse_load_like(p: &mut OpAsmParser<'_, '_>, vector: bool) -> PResult<()> {
    let memref = p.parse_operand()?;
    let indices = parse_subscripts(p)?;
    let ty = parse_memref_type(p)?;
    let result = if vector {
        parse_vector_type(p)?
    } else {
        ty.element_type(p.ctx()).unwrap_or(ty)
    };
    p.resolve_operand(memref, ty)?;
    resolve_indices(p, &indices)?;
    p.add_result_types(&[result]);
    Ok(())
}

/// A store: `%v, ` then a load's syntax; the value is the vector (or an
/// element).
fn parse_store_like(p: &mut OpAsmParser<'_, '_>, vector: bool) -> PResult<()> {
    let value = p.parse_operand()?;
    p.parse_punct(b',')?;
    let memref = p.parse_operand()?;
    let indices = parse_subscripts(p)?;
    let ty = parse_memref_type(p)?;
    let value_ty = if vector {
        parse_vector_type(p)?
    } else {
        ty.element_type(p.ctx()).unwrap_or(ty)
    };
    p.resolve_operand(value, value_ty)?;
    p.resolve_operand(memref, ty)?;
    resolve_indices(p, &indices)
}

/// `affine.load %m[subscripts] {attrs} : memref<...>`.
pub fn parse_load(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    parse_load_like(p, false)
}

/// `affine.store %v, %m[subscripts] {attrs} : memref<...>`.
pub fn parse_store(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    parse_store_like(p, false)
}

/// `affine.vector_load %m[subscripts] {attrs} : memref<...>, vector<...>`.
pub fn parse_vector_load(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    parse_load_like(p, true)
}

/// `affine.vector_store %v, %m[subscripts] {attrs} : memref<...>, vector<...>`.
pub fn parse_vector_store(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    parse_store_like(p, true)
}

/// Prints `%m[subscripts] {attrs} : memref<...>`.
fn print_access(p: &mut OpAsmPrinter<'_, '_>, memref: Value, map: Attribute, indices: &[Value]) {
    let view = OpView::new(p.ctx(), p.body, p.op);
    let m = map_of(view, map);
    p.print_operand(memref);
    p.write("[");
    p.print_affine_map_of_ssa_ids(m, indices);
    p.write("]");
    p.print_optional_attr_dict(&["map"]);
    p.write(" : ");
    let ty = p.body.value_type(memref);
    p.print_type(ty);
}

/// Prints ` %v, ` (a store's value), the access and, for a vector
/// access, `, ` and the type of `vector`.
fn print_load_like(
    p: &mut OpAsmPrinter<'_, '_>,
    value: Option<Value>,
    (memref, map, indices): (Value, Attribute, &[Value]),
    vector: Option<Value>,
) {
    p.write(" ");
    if let Some(v) = value {
        p.print_operand(v);
        p.write(", ");
    }
    print_access(p, memref, map, indices);
    if let Some(v) = vector {
        p.write(", ");
        let ty = p.body.value_type(v);
        p.print_type(ty);
    }
}

/// Prints `affine.load`.
pub fn print_load(p: &mut OpAsmPrinter<'_, '_>) {
    if let Some(op) = AffineLoadOp::cast(p.ctx(), p.body, p.op) {
        let indices: Vec<Value> = op.indices().collect();
        print_load_like(p, None, (op.memref(), op.map().0, &indices), None);
    }
}

/// Prints `affine.store`.
pub fn print_store(p: &mut OpAsmPrinter<'_, '_>) {
    if let Some(op) = AffineStoreOp::cast(p.ctx(), p.body, p.op) {
        let indices: Vec<Value> = op.indices().collect();
        let access = (op.memref(), op.map().0, &indices[..]);
        print_load_like(p, Some(op.value()), access, None);
    }
}

/// Prints `affine.vector_load`.
pub fn print_vector_load(p: &mut OpAsmPrinter<'_, '_>) {
    if let Some(op) = AffineVectorLoadOp::cast(p.ctx(), p.body, p.op) {
        let indices: Vec<Value> = op.indices().collect();
        let access = (op.memref(), op.map().0, &indices[..]);
        print_load_like(p, None, access, Some(op.result()));
    }
}

/// Prints `affine.vector_store`.
pub fn print_vector_store(p: &mut OpAsmPrinter<'_, '_>) {
    if let Some(op) = AffineVectorStoreOp::cast(p.ctx(), p.body, p.op) {
        let indices: Vec<Value> = op.indices().collect();
        let access = (op.memref(), op.map().0, &indices[..]);
        print_load_like(p, Some(op.value()), access, Some(op.value()));
    }
}

/// The names of `affine.prefetch`'s properties.
const PREFETCH_PROPS: [&str; 4] = ["map", "localityHint", "isDataCache", "isWrite"];

/// `affine.prefetch %m[subscripts], read|write, locality<N>, data|instr
/// {attrs} : memref<...>`.
pub fn parse_prefetch(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let ctx = p.ctx();
    let memref = p.parse_operand()?;
    let indices = parse_subscripts(p)?;
    p.parse_punct(b',')?;
    let rw = keyword(p)?;
    p.parse_punct(b',')?;
    p.parse_keyword("locality")?;
    p.parse_punct(b'<')?;
    let hint = p.parse_attribute_of_type(Type::int(ctx, 32))?;
    p.parse_punct(b'>')?;
    p.parse_punct(b',')?;
    let cache = keyword(p)?;
    p.parse_optional_attr_dict()?;
    p.move_to_properties(&PREFETCH_PROPS);
    p.parse_punct(b':')?;
    let ty = parse_type_kind(p, |k| matches!(k, ir::TypeKind::MemRef { .. }))?;
    p.resolve_operand(memref, ty)?;
    resolve_indices(p, &indices)?;
    if rw != "read" && rw != "write" {
        return p.name_error("rw specifier has to be 'read' or 'write'");
    }
    if cache != "data" && cache != "instr" {
        return p.name_error("cache type has to be 'data' or 'instr'");
    }
    p.set_properties(&[
        ("isDataCache", Attribute::bool(ctx, cache == "data")),
        ("isWrite", Attribute::bool(ctx, rw == "write")),
        ("localityHint", hint),
    ]);
    Ok(())
}

/// A bare keyword (MLIR's `parseKeyword(StringRef *)`).
fn keyword<'a>(p: &mut OpAsmParser<'_, 'a>) -> PResult<&'a str> {
    match p.parse_optional_any_keyword() {
        Some(k) => Ok(k),
        None => p.error("expected valid keyword"),
    }
}

/// Prints `affine.prefetch`.
pub fn print_prefetch(p: &mut OpAsmPrinter<'_, '_>) {
    let Some(op) = AffinePrefetchOp::cast(p.ctx(), p.body, p.op) else {
        return;
    };
    let ctx = p.ctx();
    let view = OpView::new(ctx, p.body, p.op);
    let m = map_of(view, op.map().0);
    let indices: Vec<Value> = op.indices().collect();
    p.write(" ");
    p.print_operand(op.memref());
    p.write("[");
    p.print_affine_map_of_ssa_ids(m, &indices);
    p.write("], ");
    let write = op.is_write().0.as_bool(ctx).unwrap_or(false);
    p.write(if write { "write" } else { "read" });
    let hint = op
        .locality_hint()
        .0
        .as_apint(ctx)
        .and_then(|v| v.to_i64())
        .unwrap_or(0);
    p.write(&format!(", locality<{hint}>, "));
    let data = op.is_data_cache().0.as_bool(ctx).unwrap_or(false);
    p.write(if data { "data" } else { "instr" });
    p.print_optional_attr_dict(&PREFETCH_PROPS);
    p.write(" : ");
    let ty = p.body.value_type(op.memref());
    p.print_type(ty);
}
