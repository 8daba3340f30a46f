//! `affine.parallel`: a band of parallel loops whose bounds are groups of
//! affine expressions (`max(...)`/`min(...)` of several, or one), with
//! constant steps and reductions of its results, as MLIR 22 has it:
//! the op, its properties' kinds, its hand-written syntax (MLIR's own is
//! C++: bound groups cannot be said in a declarative format), its
//! verifier and its `LoopLikeOpInterface`.
//!
//! As upstream, the op keeps each bound as one flat map with a group size
//! per induction variable (`lowerBoundsGroups = dense<[1, 2]>`), and the
//! reductions as `arith`'s `AtomicRMWKind` numbers. MLIR 22 gives the op
//! no `RegionBranchOpInterface` (its results are reductions, not values
//! passed from the body), so neither does this one. Its `fold` is
//! MLIR's `canonicalizeLoopBounds(AffineParallelOp)`: each bound map is
//! composed with the `affine.apply`s feeding it (which also canonicalizes
//! and simplifies it) and written back with its new operands; the groups
//! stay, as composition keeps every result.

use super::AffineDialect;
use super::canonicalize_map::compose_affine_map_and_operands;
use super::ops::AffineYieldOp;
use super::scope::verify_dims_and_symbols;
use ir::OpViewMut;
use ir::prelude::*;
use ir::text::{OpAsmParser, OpAsmPrinter, UnresolvedOperand};
use ir::uniqued::attributes::{AffineBuilder, AffineMap};
use ir::uniqued::typed_attrs::AttrType;
use ir::{AttrKind, Signedness, TypeKind};

/// `arith`'s `AtomicRMWKind` names, at their enum values.
pub const REDUCTION_KINDS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

/// The value of a 64-bit integer attribute.
fn i64_of(ctx: &Context, a: Attribute) -> Option<i64> {
    let ty = a.typed_value_type(ctx)?;
    matches!(ty.kind(ctx), TypeKind::Integer { width: 64, .. })
        .then(|| a.as_apint(ctx)?.to_i64())
        .flatten()
}

/// ODS's `I32ElementsAttr`: dense elements of `i32`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct I32ElementsAttr(pub Attribute);

impl AttrType for I32ElementsAttr {
    const DESCRIPTION: &'static str = "32-bit signless integer elements attribute";
    fn from_attr(ctx: &Context, a: Attribute) -> Option<Self> {
        let ok = matches!(a.kind(ctx), AttrKind::DenseIntOrFloat { ty, .. }
            if ty.element_type(ctx).is_some_and(|e| matches!(e.kind(ctx),
                TypeKind::Integer { width: 32, signedness: Signedness::Signless })));
        ok.then_some(I32ElementsAttr(a))
    }
    fn attr(self) -> Attribute {
        self.0
    }
    /// Any dense integer elements convert to the property (MLIR's storage
    /// is `DenseIntElementsAttr`).
    fn storage_matches(ctx: &Context, a: Attribute) -> bool {
        matches!(a.kind(ctx), AttrKind::DenseIntOrFloat { ty, .. }
            if ty.element_type(ctx).is_some_and(|e| e.is_integer(ctx) || e.is_index(ctx)))
    }
}

impl I32ElementsAttr {
    /// The elements, as group sizes (negative ones as 0).
    pub fn sizes(self, ctx: &Context) -> Vec<usize> {
        let n = self.0.dense_num_elements(ctx).unwrap_or(0);
        (0..n)
            .map(|i| {
                self.0
                    .dense_int_at(ctx, i)
                    .and_then(|v| v.to_i64())
                    .map_or(0, |v| usize::try_from(v).unwrap_or(0))
            })
            .collect()
    }
}

/// ODS's `I64SmallVectorArrayAttr`: an array of 64-bit integers.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct I64ArrayAttr(pub Attribute);

impl AttrType for I64ArrayAttr {
    const DESCRIPTION: &'static str = "64-bit integer array attribute";
    fn from_attr(ctx: &Context, a: Attribute) -> Option<Self> {
        let items = a.as_array(ctx)?;
        items
            .iter()
            .all(|&x| i64_of(ctx, x).is_some())
            .then_some(I64ArrayAttr(a))
    }
    fn attr(self) -> Attribute {
        self.0
    }
    /// Any array converts to the property (MLIR's storage is `ArrayAttr`);
    /// the elements are checked by the verifier.
    fn storage_matches(ctx: &Context, a: Attribute) -> bool {
        a.as_array(ctx).is_some()
    }
}

impl I64ArrayAttr {
    /// The values.
    pub fn values(self, ctx: &Context) -> Vec<i64> {
        let items = self.0.as_array(ctx).unwrap_or_default();
        items.iter().filter_map(|&x| i64_of(ctx, x)).collect()
    }
}

/// ODS's `TypedArrayAttrBase<AtomicRMWKindAttr, "Reduction ops">`: an
/// array of `AtomicRMWKind` values.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct ReductionsAttr(pub Attribute);

impl AttrType for ReductionsAttr {
    const DESCRIPTION: &'static str = "Reduction ops";
    fn from_attr(ctx: &Context, a: Attribute) -> Option<Self> {
        let items = a.as_array(ctx)?;
        let ok = items
            .iter()
            .all(|&x| i64_of(ctx, x).is_some_and(|v| usize::try_from(v).is_ok_and(|v| v < 16)));
        ok.then_some(ReductionsAttr(a))
    }
    fn attr(self) -> Attribute {
        self.0
    }
    /// Any array converts to the property (MLIR's storage is `ArrayAttr`);
    /// the elements are checked by the verifier.
    fn storage_matches(ctx: &Context, a: Attribute) -> bool {
        a.as_array(ctx).is_some()
    }
}

/// `affine.parallel (%i, %j) = (0, max(%a, %b)) to (%n, 10) step (1, 2)
/// reduce ("addf") -> (f32) { ... }`.
#[op(dialect = AffineDialect, name = "parallel",
     summary = "multi-index parallel band operation",
     traits = [AutomaticAllocationScope,
               SingleBlockImplicitTerminator<AffineYieldOp<'static>>,
               dyn ConditionallySpeculatable, RecursiveMemoryEffects, LoopLikeOpInterface],
     parse = parse_parallel, print = print_parallel, verify = verify_parallel,
     fold_mut = fold_parallel)]
pub struct AffineParallelOp {
    /// The operands of both bound maps: the lower bounds', then the upper
    /// bounds'.
    #[operand(variadic, ty = Index)]
    map_operands: Value,
    /// The reduced values.
    #[result(variadic, ty = AnyType)]
    results: Value,
    /// How each result is reduced (`AtomicRMWKind` numbers).
    #[attr]
    reductions: ReductionsAttr,
    /// Every lower bound expression, group after group.
    #[attr(name = "lowerBoundsMap")]
    lower_bounds_map: AffineMapAttr,
    /// How many expressions each induction variable's lower bound (their
    /// largest) has.
    #[attr(name = "lowerBoundsGroups")]
    lower_bounds_groups: I32ElementsAttr,
    /// Every upper bound expression, group after group.
    #[attr(name = "upperBoundsMap")]
    upper_bounds_map: AffineMapAttr,
    /// How many expressions each upper bound (their smallest) has.
    #[attr(name = "upperBoundsGroups")]
    upper_bounds_groups: I32ElementsAttr,
    /// The step of each induction variable.
    #[attr(accessor = "steps_attr")]
    steps: I64ArrayAttr,
    /// The body; its arguments are the induction variables.
    #[region]
    region: Region,
}

/// The names of the properties, elided from the printed attributes.
const PROPS: [&str; 6] = [
    "reductions",
    "lowerBoundsMap",
    "lowerBoundsGroups",
    "upperBoundsMap",
    "upperBoundsGroups",
    "steps",
];

impl AffineParallelOp<'_> {
    /// The lower bound map (the empty map on unverified IR).
    pub fn lower_map(&self) -> &AffineMap {
        super::ops::map_of(self.0, self.lower_bounds_map().0)
    }

    /// The upper bound map.
    pub fn upper_map(&self) -> &AffineMap {
        super::ops::map_of(self.0, self.upper_bounds_map().0)
    }

    /// The operands of the lower bound map.
    pub fn lower_bounds_operands(&self) -> Vec<Value> {
        let n = self.lower_map().num_inputs();
        self.map_operands().take(n).collect()
    }

    /// The operands of the upper bound map.
    pub fn upper_bounds_operands(&self) -> Vec<Value> {
        let n = self.lower_map().num_inputs();
        self.map_operands().skip(n).collect()
    }

    /// The steps.
    pub fn step_values(&self) -> Vec<i64> {
        self.steps_attr().values(self.0.ctx)
    }

    /// The induction variables, the body's arguments.
    pub fn induction_vars(&self) -> Vec<Value> {
        let body = self.0.body.region_body(self.0.op);
        body.entry_block(self.region())
            .map(|b| body.block_args(b).to_vec())
            .unwrap_or_default()
    }

    /// Each bound's constant, when every group is one constant expression.
    fn constant_bounds(&self, map: &AffineMap, groups: I32ElementsAttr) -> Option<Vec<i64>> {
        let ctx = self.0.ctx;
        if groups.sizes(ctx).iter().any(|&g| g != 1) {
            return None;
        }
        map.constant_results()
    }
}

/// Index attributes of `values`.
fn index_results(ctx: &Context, values: &[i64]) -> Option<Vec<OpFoldResult>> {
    values
        .iter()
        .map(|&v| {
            Attribute::integer(ctx, Type::index(ctx), v)
                .ok()
                .map(OpFoldResult::Attr)
        })
        .collect()
}

impl LoopLikeOpInterface for AffineParallelOp<'_> {
    fn loop_regions(&self) -> Vec<Region> {
        vec![self.region()]
    }
    fn induction_vars(&self) -> Option<Vec<Value>> {
        Some(AffineParallelOp::induction_vars(self))
    }
    fn lower_bounds(&self) -> Option<Vec<OpFoldResult>> {
        let c = self.constant_bounds(self.lower_map(), self.lower_bounds_groups())?;
        index_results(self.0.ctx, &c)
    }
    fn upper_bounds(&self) -> Option<Vec<OpFoldResult>> {
        let c = self.constant_bounds(self.upper_map(), self.upper_bounds_groups())?;
        index_results(self.0.ctx, &c)
    }
    fn steps(&self) -> Option<Vec<OpFoldResult>> {
        index_results(self.0.ctx, &self.step_values())
    }
}

impl ConditionallySpeculatable for AffineParallelOp<'_> {
    fn speculatability(&self) -> Speculatability {
        Speculatability::RecursivelySpeculatable
    }
}

// ----- fold ------------------------------------------------------------------

/// MLIR 22's `AffineParallelOp::fold` (`canonicalizeLoopBounds`): each
/// bound map composed with the `affine.apply`s producing its operands
/// (MLIR's `AffineValueMap::canonicalize`); a bound whose map or
/// operands changed is written back, the other kept.
pub fn fold_parallel(
    op: OpViewMut<'_>,
    _operands: &[Option<Attribute>],
    _results: &mut FoldResults,
) -> FoldOutcome {
    let ctx = op.ctx;
    let Some(p) = AffineParallelOp::cast(ctx, op.body, op.op) else {
        return FoldOutcome::Failure;
    };
    let body: &Body = op.body;
    let compose = |map: &AffineMap, operands: Vec<Value>| {
        let (mut new_map, mut new_operands) = (map.clone(), operands.clone());
        compose_affine_map_and_operands(ctx, body, &mut new_map, &mut new_operands);
        let changed = new_map != *map || new_operands != operands;
        (new_map, new_operands, changed)
    };
    let (lb, mut lb_ops, lb_changed) = compose(p.lower_map(), p.lower_bounds_operands());
    let (ub, ub_ops, ub_changed) = compose(p.upper_map(), p.upper_bounds_operands());
    if !lb_changed && !ub_changed {
        return FoldOutcome::Failure;
    }
    for (changed, key, map) in [
        (lb_changed, "lowerBoundsMap", lb),
        (ub_changed, "upperBoundsMap", ub),
    ] {
        if changed {
            let a = Attribute::affine_map(ctx, map);
            op.body.set_property(ctx, op.op, ctx.ident(key), Some(a));
        }
    }
    lb_ops.extend(ub_ops);
    op.body.set_operands(op.op, &lb_ops);
    FoldOutcome::Success
}

// ----- syntax ------------------------------------------------------------------

/// `(%i, %j)`: the induction variables.
fn parse_ivs<'a>(p: &mut OpAsmParser<'_, 'a>) -> PResult<Vec<UnresolvedOperand<'a>>> {
    p.parse_punct(b'(')?;
    let mut ivs = Vec::new();
    if p.parse_optional_punct(b')') {
        return Ok(ivs);
    }
    loop {
        ivs.push(p.parse_operand()?);
        if !p.parse_optional_punct(b',') {
            break;
        }
    }
    p.parse_punct(b')')?;
    Ok(ivs)
}

/// A bound list: its map, groups (as `dense<...> : tensor<Nxi32>`) and
/// operands, resolved as `index`.
fn parse_bounds(p: &mut OpAsmParser<'_, '_>, kw: &str) -> PResult<(Attribute, Attribute, usize)> {
    let ctx = p.ctx();
    let (map, groups, operands) = p.parse_affine_bound_groups_of_ssa_ids(kw)?;
    let index = Type::index(ctx);
    for &u in &operands {
        p.resolve_operand(u, index)?;
    }
    let groups = i32_elements(ctx, &groups).map_err(|_| ir::text::ParseError)?;
    Ok((Attribute::affine_map(ctx, map), groups, operands.len()))
}

/// `dense<[...]> : tensor<Nxi32>`.
fn i32_elements(ctx: &Context, values: &[i32]) -> Result<Attribute, String> {
    let i32t = Type::int(ctx, 32);
    let ty = Type::ranked_tensor(ctx, &[values.len() as i64], i32t, None)?;
    let ints: Vec<ir::APInt> = values
        .iter()
        .map(|&v| ir::APInt::from_i64(32, i64::from(v)))
        .collect();
    Attribute::dense_ints(ctx, ty, &ints)
}

/// An `i64` array attribute.
fn i64_array(ctx: &Context, values: &[i64]) -> Result<Attribute, String> {
    let i64t = Type::int(ctx, 64);
    let items = values
        .iter()
        .map(|&v| Attribute::integer(ctx, i64t, v))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Attribute::array(ctx, &items))
}

/// `step (2, 3)`: constant steps (MLIR reads them as a map of SSA ids).
fn parse_steps(p: &mut OpAsmParser<'_, '_>, n: usize) -> PResult<Vec<i64>> {
    if !p.parse_optional_keyword("step") {
        return Ok(vec![1; n]);
    }
    let Some((map, _)) = p.parse_affine_map_of_ssa_ids(b'(', b')', false)? else {
        return p.error("expected '(' in affine map");
    };
    match map.constant_results() {
        Some(steps) => Ok(steps),
        None => p.name_error("steps must be constant integers"),
    }
}

/// `reduce ("addf", ...)`: the reductions as `AtomicRMWKind` numbers.
fn parse_reductions(p: &mut OpAsmParser<'_, '_>) -> PResult<Vec<i64>> {
    let mut kinds = Vec::new();
    if !p.parse_optional_keyword("reduce") {
        return Ok(kinds);
    }
    p.parse_punct(b'(')?;
    loop {
        let pos = p.pos();
        let a = p.parse_attribute_of_type(Type::none(p.ctx()))?;
        let Some(name) = a.as_str(p.ctx()) else {
            return p.error_at(pos, "invalid kind of attribute specified");
        };
        match REDUCTION_KINDS.iter().position(|&k| k == name) {
            Some(k) => kinds.push(k as i64),
            None => {
                let shown = a.display(p.ctx()).to_string();
                return p.error_at(pos, format!("invalid reduction value: {shown}"));
            }
        }
        if !p.parse_optional_punct(b',') {
            break;
        }
    }
    p.parse_punct(b')')?;
    Ok(kinds)
}

/// Parses `affine.parallel`.
pub fn parse_parallel(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let ctx = p.ctx();
    let index = Type::index(ctx);
    let ivs = parse_ivs(p)?;
    p.parse_punct(b'=')?;
    let (lb, lb_groups, _) = parse_bounds(p, "max")?;
    p.parse_keyword("to")?;
    let (ub, ub_groups, _) = parse_bounds(p, "min")?;
    let steps = parse_steps(p, ivs.len())?;
    let reductions = parse_reductions(p)?;
    if p.parse_optional_arrow() {
        let types = p.parse_function_result_types()?;
        p.add_result_types(&types);
    }
    let err = |_| ir::text::ParseError;
    let reductions = i64_array(ctx, &reductions).map_err(err)?;
    let steps = i64_array(ctx, &steps).map_err(err)?;
    p.set_properties(&[
        ("lowerBoundsGroups", lb_groups),
        ("lowerBoundsMap", lb),
        ("reductions", reductions),
        ("steps", steps),
        ("upperBoundsGroups", ub_groups),
        ("upperBoundsMap", ub),
    ]);
    let args: Vec<_> = ivs.iter().map(|&iv| (iv, index, None)).collect();
    p.parse_region(&args)?;
    p.parse_optional_attr_dict()?;
    p.move_to_properties(&PROPS);
    p.ensure_implicit_terminator();
    Ok(())
}

/// Results `start..start + len` of `map`, over the same inputs.
fn slice_map(map: &AffineMap, start: usize, len: usize) -> AffineMap {
    let mut b = AffineBuilder::new();
    let exprs: Vec<_> = map.results[start..start + len]
        .iter()
        .map(|&r| b.copy_from(&map.nodes, r))
        .collect();
    AffineMap::new(&b, map.num_dims, map.num_symbols, &exprs)
        .unwrap_or_else(|_| AffineMap::identity(0))
}

/// MLIR's `printMinMaxBound`: each group as one expression or as
/// `kw(e, ...)`, over the bound's operands.
fn print_bound(
    p: &mut OpAsmPrinter<'_, '_>,
    map: &AffineMap,
    groups: &[usize],
    operands: &[Value],
    kw: &str,
) {
    let mut start = 0;
    for (i, &size) in groups.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let size = size.min(map.num_results().saturating_sub(start));
        let sub = slice_map(map, start, size);
        if size == 1 {
            p.print_affine_map_of_ssa_ids(&sub, operands);
        } else {
            p.write(kw);
            p.write("(");
            p.print_affine_map_of_ssa_ids(&sub, operands);
            p.write(")");
        }
        start += size;
    }
}

/// Prints `affine.parallel`.
pub fn print_parallel(p: &mut OpAsmPrinter<'_, '_>) {
    let Some(op) = AffineParallelOp::cast(p.ctx(), p.body, p.op) else {
        return;
    };
    let ctx = p.ctx();
    let inner = p.body.region_body(p.op);
    p.write(" (");
    for (i, iv) in op.induction_vars().into_iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_block_arg(inner, iv);
    }
    p.write(") = (");
    let (lb, ub) = (op.lower_map().clone(), op.upper_map().clone());
    let lb_groups = op.lower_bounds_groups().sizes(ctx);
    print_bound(p, &lb, &lb_groups, &op.lower_bounds_operands(), "max");
    p.write(") to (");
    let ub_groups = op.upper_bounds_groups().sizes(ctx);
    print_bound(p, &ub, &ub_groups, &op.upper_bounds_operands(), "min");
    p.write(")");
    let steps = op.step_values();
    if steps.iter().any(|&s| s != 1) {
        let list: Vec<String> = steps.iter().map(i64::to_string).collect();
        p.write(&format!(" step ({})", list.join(", ")));
    }
    let types: Vec<Type> = op.results().map(|r| p.body.value_type(r)).collect();
    if !types.is_empty() {
        let items = op.reductions().0.as_array(ctx).unwrap_or_default();
        let names: Vec<String> = items
            .iter()
            .filter_map(|&a| i64_of(ctx, a))
            .filter_map(|k| REDUCTION_KINDS.get(usize::try_from(k).ok()?))
            .map(|k| format!("\"{k}\""))
            .collect();
        p.write(&format!(" reduce ({}) -> (", names.join(", ")));
        p.print_types(&types);
        p.write(")");
    }
    p.write(" ");
    p.print_region(0, false, !types.is_empty());
    p.print_optional_attr_dict(&PROPS);
}

// ----- verifier ------------------------------------------------------------------

/// Whether a result of type `ty` can be reduced by kind `kind` (MLIR's
/// `isResultTypeMatchAtomicRMWKind`; `maxnumf`, `minnumf` and `xori` match
/// nothing there).
fn reduction_matches(ctx: &Context, ty: Type, kind: &str) -> bool {
    let float = matches!(ty.kind(ctx), TypeKind::Float(_));
    let int = |s: Option<Signedness>| match ty.kind(ctx) {
        TypeKind::Integer { signedness, .. } => s.is_none_or(|s| *signedness == s),
        _ => false,
    };
    match kind {
        "addf" | "mulf" | "maximumf" | "minimumf" => float,
        "addi" | "muli" | "ori" | "andi" => int(None),
        "assign" => true,
        "maxs" | "mins" => int(Some(Signedness::Signed)),
        "maxu" | "minu" => int(Some(Signedness::Unsigned)),
        _ => false,
    }
}

/// MLIR's `AffineParallelOp::verify`.
pub fn verify_parallel(op: AffineParallelOp<'_>) -> Result<(), Diagnostic> {
    let (view, ctx) = (op.0, op.0.ctx);
    let n = op.step_values().len();
    let args = op.induction_vars().len();
    let (lg, ug) = (
        op.lower_bounds_groups().sizes(ctx),
        op.upper_bounds_groups().sizes(ctx),
    );
    if lg.len() != n || ug.len() != n || args != n {
        return Err(view.emit_op_error(format!(
            "the number of region arguments ({args}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({n}) must all match",
            lg.len(),
            ug.len()
        )));
    }
    let (lb, ub) = (op.lower_map(), op.upper_map());
    for (groups, map, which) in [(&lg, lb, "lower"), (&ug, ub, "upper")] {
        let expected: usize = groups.iter().sum();
        if expected != map.num_results() {
            return Err(view.emit_op_error(format!(
                "expected {which} bounds map to have {expected} results"
            )));
        }
    }
    let reductions = op.reductions().0.as_array(ctx).unwrap_or_default();
    if reductions.len() != view.body.num_results(view.op) {
        return Err(view.emit_op_error("a reduction must be specified for each output"));
    }
    for (&r, result) in reductions.iter().zip(op.results()) {
        let kind = i64_of(ctx, r)
            .and_then(|k| REDUCTION_KINDS.get(usize::try_from(k).ok()?))
            .ok_or_else(|| view.emit_op_error("invalid reduction attribute"))?;
        if !reduction_matches(ctx, view.body.value_type(result), kind) {
            return Err(view.emit_op_error("result type cannot match reduction attribute"));
        }
    }
    verify_dims_and_symbols(view, op.lower_bounds_operands(), lb.num_dims as usize)?;
    verify_dims_and_symbols(view, op.upper_bounds_operands(), ub.num_dims as usize)
}
