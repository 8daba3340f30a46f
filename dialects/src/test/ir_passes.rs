//! MLIR's test passes over the core IR API, printing what they see to
//! standard output as mlir-opt's do (through [`Diagnostic::output`]):
//! `-test-print-nesting` (the op/region/block tree), the generic walkers
//! `-test-generic-ir-visitors`, `-test-generic-ir-visitors-interrupt`,
//! `-test-generic-ir-block-visitors-interrupt` and
//! `-test-generic-ir-region-visitors-interrupt`, `-test-take-body`,
//! `-test-clone` and `-test-operations-equality`.
//!
//! Each pass builds its text first and reports it once at the end, so the
//! walks borrow the IR immutably; MLIR's passes print as they go, which
//! gives the same text.

use ir::pass::{Pass, PassFailed, op_error};
use ir::semantics::diag::Diagnostic;
use ir::semantics::equivalence::{EquivalenceFlags, is_equivalent_to};
use ir::storage::walk_generic::{
    WalkEvent, WalkStage, walk_blocks, walk_events, walk_regions, walk_with_stage,
};
use ir::transforms::OperationFolder;
use ir::{
    Attribute, Body, Context, IRMapping, Location, OpRef, Operation, WalkOrder, WalkResult, walk,
};

pub(super) fn output(ctx: &Context, text: String, diags: &mut Vec<Diagnostic>) {
    if !text.is_empty() {
        diags.push(Diagnostic::output(Location::unknown(ctx), text));
    }
}

/// `-test-print-nesting`.
#[ir::pass(
    argument = "test-print-nesting",
    summary = "Test various printing.",
    name = "(anonymous namespace)::TestPrintNestingPass"
)]
#[derive(Debug, Default)]
pub struct TestPrintNesting;

/// The attributes `-test-print-nesting` lists: for a registered op its
/// inherent and discardable ones merged by name, for an unregistered op
/// its discardable ones (its properties are opaque to MLIR).
fn listed_attributes(ctx: &Context, body: &Body, op: Operation) -> Vec<(String, Attribute)> {
    let mut all: Vec<(String, Attribute)> = Vec::new();
    let mut add = |dict: Attribute| {
        for &(name, value) in dict.dict_entries(ctx) {
            all.push((ctx.str(name).to_owned(), value));
        }
    };
    if ctx.op_info(body.op_name(op)).is_some() {
        add(body.properties(op));
    }
    add(body.attributes(op));
    all.sort_by(|a, b| a.0.cmp(&b.0));
    all
}

impl Pass for TestPrintNesting {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        use std::fmt::Write as _;
        let mut out = String::new();
        // Ops, regions and blocks each indent what they hold by one step;
        // the padding is written in place, not allocated per line (the
        // text grows with depth × lines anyway: 4 GB at 5,000 levels).
        let mut depth = 0usize;
        let pad = |out: &mut String, depth: usize| {
            for _ in 0..depth {
                out.push_str("  ");
            }
        };
        walk_events(body, op, |e| {
            match e {
                WalkEvent::Op(at, stage) if stage.is_before_all_regions() => {
                    let (b, o) = (at.body, at.op);
                    pad(&mut out, depth);
                    let _ = writeln!(
                        out,
                        "visiting op: '{}' with {} operands and {} results",
                        b.op_name(o).as_str(ctx),
                        b.num_operands(o),
                        b.num_results(o)
                    );
                    let attrs = listed_attributes(ctx, b, o);
                    if !attrs.is_empty() {
                        pad(&mut out, depth);
                        let _ = writeln!(out, "{} attributes:", attrs.len());
                        for (name, value) in attrs {
                            pad(&mut out, depth);
                            let _ = writeln!(out, " - '{name}' : '{}'", value.display(ctx));
                        }
                    }
                    pad(&mut out, depth);
                    let _ = writeln!(out, " {} nested regions:", stage.num_regions());
                }
                WalkEvent::Op(..) => {}
                WalkEvent::Region(r, WalkOrder::PreOrder) => {
                    pad(&mut out, depth + 1);
                    let _ = writeln!(
                        out,
                        "Region with {} blocks:",
                        r.body.region_blocks(r.region).count()
                    );
                    depth += 2;
                }
                WalkEvent::Block(b, WalkOrder::PreOrder) => {
                    let (bb, blk) = (b.body, b.block);
                    let succs = bb.last_op(blk).map_or(0, |t| bb.num_successors(t));
                    pad(&mut out, depth);
                    let _ = writeln!(
                        out,
                        "Block with {} arguments, {succs} successors, and {} operations",
                        bb.block_args(blk).len(),
                        bb.block_ops(blk).count()
                    );
                    depth += 1;
                }
                WalkEvent::Block(_, WalkOrder::PostOrder) => depth -= 1,
                WalkEvent::Region(_, WalkOrder::PostOrder) => depth -= 2,
            }
            WalkResult::Advance
        });
        output(ctx, out, diags);
        Ok(())
    }
}

/// A `WalkStage` in MLIR's words.
fn stage_description(stage: &WalkStage) -> String {
    if stage.is_before_all_regions() {
        "before all regions".to_owned()
    } else if stage.is_after_all_regions() {
        "after all regions".to_owned()
    } else {
        format!("before region #{}", stage.next_region())
    }
}

/// The numbered lines a visitor pass prints.
#[derive(Default)]
struct Steps {
    out: String,
    next: usize,
}

impl Steps {
    /// Prints `step N <what>`.
    fn step(&mut self, what: &str) {
        self.out.push_str(&format!("step {} {what}\n", self.next));
        self.next += 1;
    }

    /// Prints `step N`.
    fn bare(&mut self) {
        self.out.push_str(&format!("step {}\n", self.next));
        self.next += 1;
    }

    /// Prints `step N op 'name' <stage>`.
    fn op_step(&mut self, ctx: &Context, at: OpRef<'_>, stage: &WalkStage) {
        let name = at.body.op_name(at.op).as_str(ctx);
        self.step(&format!("op '{name}' {}", stage_description(stage)));
    }

    /// Prints the line that ends an interrupted walk.
    fn after_walk(&mut self, r: WalkResult) {
        if r == WalkResult::Interrupt {
            self.step("walk was interrupted");
        }
    }

    /// The step of the block and region walks: interrupts when an op of
    /// `ops` carries a bool `interrupt` attribute, else prints `step N`.
    fn unless_interrupt(
        &mut self,
        ctx: &Context,
        body: &Body,
        ops: impl Iterator<Item = Operation>,
    ) -> WalkResult {
        if any_interrupt(ctx, body, ops) {
            return WalkResult::Interrupt;
        }
        self.bare();
        WalkResult::Advance
    }

    /// Ends the last walk (`r` its result) and reports the text.
    fn finish(mut self, ctx: &Context, r: WalkResult, diags: &mut Vec<Diagnostic>) {
        self.after_walk(r);
        output(ctx, self.out, diags);
    }
}

fn is_two_region_op(ctx: &Context, at: OpRef<'_>) -> bool {
    at.body.op_name(at.op).as_str(ctx) == "test.two_region_op"
}

/// The bool attribute `name` of `op` is true (MLIR's
/// `getAttrOfType<BoolAttr>` and `getValue`).
fn bool_attr(ctx: &Context, at: OpRef<'_>, name: &str) -> bool {
    at.body
        .get_attr(ctx, at.op, ctx.ident(name))
        .and_then(|a| a.as_bool(ctx))
        == Some(true)
}

/// The stage comes after the region the integer attribute `name` names.
fn after_region_attr(ctx: &Context, at: OpRef<'_>, name: &str, stage: &WalkStage) -> bool {
    at.body
        .get_attr(ctx, at.op, ctx.ident(name))
        .and_then(|a| a.as_i64(ctx))
        .and_then(|i| usize::try_from(i).ok())
        .is_some_and(|i| stage.is_after_region(i))
}

/// `-test-generic-ir-visitors`.
#[ir::pass(
    argument = "test-generic-ir-visitors",
    summary = "Test generic IR visitors.",
    name = "(anonymous namespace)::TestGenericIRVisitorPass"
)]
#[derive(Debug, Default)]
pub struct TestGenericIrVisitors;

impl Pass for TestGenericIrVisitors {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        let mut steps = Steps::default();
        walk_with_stage(body, op, |at, stage| {
            steps.op_step(ctx, at, stage);
            WalkResult::Advance
        });
        // MLIR's second walk visits `test.two_region_op`s only.
        walk_with_stage(body, op, |at, stage| {
            if is_two_region_op(ctx, at) {
                steps.op_step(ctx, at, stage);
            }
            WalkResult::Advance
        });
        output(ctx, steps.out, diags);
        Ok(())
    }
}

/// `-test-generic-ir-visitors-interrupt`: the walk skips or interrupts
/// where the ops' `interrupt_*`/`skip_*` attributes say.
#[ir::pass(
    argument = "test-generic-ir-visitors-interrupt",
    summary = "Test generic IR visitors with interrupts.",
    name = "(anonymous namespace)::TestGenericIRVisitorInterruptPass"
)]
#[derive(Debug, Default)]
pub struct TestGenericIrVisitorsInterrupt;

/// The step of `-test-generic-ir-visitors-interrupt` for one op and stage.
fn interrupt_step(
    ctx: &Context,
    steps: &mut Steps,
    at: OpRef<'_>,
    stage: &WalkStage,
) -> WalkResult {
    if (bool_attr(ctx, at, "interrupt_before_all") && stage.is_before_all_regions())
        || (bool_attr(ctx, at, "interrupt_after_all") && stage.is_after_all_regions())
        || after_region_attr(ctx, at, "interrupt_after_region", stage)
    {
        return WalkResult::Interrupt;
    }
    if (bool_attr(ctx, at, "skip_before_all") && stage.is_before_all_regions())
        || (bool_attr(ctx, at, "skip_after_all") && stage.is_after_all_regions())
        || after_region_attr(ctx, at, "skip_after_region", stage)
    {
        return WalkResult::Skip;
    }
    steps.op_step(ctx, at, stage);
    WalkResult::Advance
}

impl Pass for TestGenericIrVisitorsInterrupt {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        let mut steps = Steps::default();
        let r = walk_with_stage(body, op, |at, stage| {
            interrupt_step(ctx, &mut steps, at, stage)
        });
        steps.after_walk(r);
        let r = walk_with_stage(body, op, |at, stage| {
            if is_two_region_op(ctx, at) {
                interrupt_step(ctx, &mut steps, at, stage)
            } else {
                WalkResult::Advance
            }
        });
        steps.finish(ctx, r, diags);
        Ok(())
    }
}

/// Whether an op of `ops` carries an `interrupt` bool attribute (of any
/// value, as MLIR's test checks only its presence).
fn any_interrupt(ctx: &Context, body: &Body, mut ops: impl Iterator<Item = Operation>) -> bool {
    let key = ctx.ident("interrupt");
    ops.any(|o| {
        body.get_attr(ctx, o, key)
            .is_some_and(|a| a.as_bool(ctx).is_some())
    })
}

/// `-test-generic-ir-block-visitors-interrupt`: a post-order block walk
/// that stops at the first block holding an op marked `interrupt`.
#[ir::pass(
    argument = "test-generic-ir-block-visitors-interrupt",
    summary = "Test generic IR visitors with interrupts, starting with Blocks.",
    name = "(anonymous namespace)::TestGenericIRBlockVisitorInterruptPass",
    anchor = "builtin.module"
)]
#[derive(Debug, Default)]
pub struct TestGenericIrBlockVisitorsInterrupt;

impl Pass for TestGenericIrBlockVisitorsInterrupt {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        let mut steps = Steps::default();
        let r = walk_blocks(body, op, WalkOrder::PostOrder, |b| {
            steps.unless_interrupt(ctx, b.body, b.body.block_ops(b.block))
        });
        steps.finish(ctx, r, diags);
        Ok(())
    }
}

/// `-test-generic-ir-region-visitors-interrupt`: a post-order region walk
/// that stops at the first region holding an op marked `interrupt` in
/// one of its blocks.
#[ir::pass(
    argument = "test-generic-ir-region-visitors-interrupt",
    summary = "Test generic IR visitors with interrupts, starting with Regions.",
    name = "(anonymous namespace)::TestGenericIRRegionVisitorInterruptPass",
    anchor = "builtin.module"
)]
#[derive(Debug, Default)]
pub struct TestGenericIrRegionVisitorsInterrupt;

impl Pass for TestGenericIrRegionVisitorsInterrupt {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        let mut steps = Steps::default();
        let r = walk_regions(body, op, WalkOrder::PostOrder, |r| {
            let rb = r.body;
            steps.unless_interrupt(
                ctx,
                rb,
                rb.region_blocks(r.region).flat_map(|b| rb.block_ops(b)),
            )
        });
        steps.finish(ctx, r, diags);
        Ok(())
    }
}

/// `-test-take-body`: the first of the module's two `func.func`s takes the
/// body of the second (MLIR's `Region::takeBody`).
#[ir::pass(
    argument = "test-take-body",
    summary = "Test Region's takeBody",
    name = "(anonymous namespace)::TakeBodyPass",
    anchor = "builtin.module"
)]
#[derive(Debug, Default)]
pub struct TestTakeBody;

impl Pass for TestTakeBody {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        let loc = body.op_loc(op);
        let fail = |body: &Body, diags: &mut Vec<Diagnostic>| {
            diags.push(op_error(
                ctx,
                body,
                op,
                "Expected only two functions in test",
            ));
            Err(PassFailed)
        };
        let Some(inner) = body.nested(op) else {
            return fail(body, diags);
        };
        let funcs: Vec<Operation> = inner
            .root_regions()
            .to_vec()
            .into_iter()
            .flat_map(|r| inner.region_blocks(r).collect::<Vec<_>>())
            .flat_map(|b| inner.block_ops(b).collect::<Vec<_>>())
            .filter(|&o| inner.op_name(o).as_str(ctx) == "func.func")
            .collect();
        let [dst, src] = funcs[..] else {
            return fail(body, diags);
        };
        let inner = body.nested_mut(op).ok_or(PassFailed)?;
        inner.take_body(dst, 0, src, 0).map_err(|e| {
            diags.push(Diagnostic::error(loc, e.to_string()));
            PassFailed
        })
    }
}

/// `-test-clone`: a function whose terminator returns values of its
/// arguments' types gets its body cloned after itself, the clone taking
/// the returned values as its arguments (`f(x)` becomes `f(f(x))`); each
/// inserted op is reported as MLIR's builder listener reports it.
#[ir::pass(
    argument = "test-clone",
    summary = "Test clone of op",
    name = "(anonymous namespace)::ClonePass",
    anchor = "func.func"
)]
#[derive(Debug, Default)]
pub struct TestClone;

impl Pass for TestClone {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        let Some(inner) = body.nested_mut(op) else {
            return Ok(());
        };
        let [region] = inner.root_regions()[..] else {
            return Ok(());
        };
        let blocks: Vec<_> = inner.region_blocks(region).collect();
        let [entry] = blocks[..] else {
            return Ok(());
        };
        let Some(terminator) = inner.last_op(entry) else {
            return Ok(());
        };
        let args = inner.block_args(entry).to_vec();
        if inner.num_operands(terminator) != args.len() {
            return Ok(());
        }
        let mut map = IRMapping::new();
        for (i, &arg) in args.iter().enumerate() {
            let returned = inner.operand(terminator, i);
            if inner.value_type(returned) != inner.value_type(arg) {
                return Ok(());
            }
            map.map_value(arg, returned);
        }
        let mut out = String::new();
        let originals: Vec<Operation> = inner.block_ops(entry).collect();
        for o in originals {
            let copy = inner.clone_op(o, &mut map);
            inner.append_op(entry, copy);
            walk(inner, copy, WalkOrder::PreOrder, |at| {
                out.push_str(&format!(
                    "notifyOperationInserted: {}\n",
                    at.body.op_name(at.op).as_str(ctx)
                ));
                WalkResult::Advance
            });
        }
        inner.erase_op(terminator);
        output(ctx, out, diags);
        Ok(())
    }
}

/// `-test-operations-equality`: compares the module's last two ops with
/// [`is_equivalent_to`], ignoring locations unless the first carries
/// `strict_loc_check`, and operand order of commutative ops when it
/// carries `ignore_commutativity`.
#[ir::pass(
    argument = "test-operations-equality",
    summary = "Test operations equality.",
    name = "(anonymous namespace)::TestOperationEqualPass",
    anchor = "builtin.module"
)]
#[derive(Debug, Default)]
pub struct TestOperationsEquality;

impl Pass for TestOperationsEquality {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        let inner = body.region_body(op);
        let ops: Vec<Operation> = inner
            .root_regions()
            .first()
            .and_then(|&r| inner.entry_block(r))
            .map(|b| inner.block_ops(b).collect())
            .unwrap_or_default();
        let n = ops.len();
        if n != 2 {
            let msg = format!("expected 2 top-level ops in the module, got {n}");
            diags.push(op_error(ctx, body, op, msg));
            return Err(PassFailed);
        }
        let (first, second) = (ops[n - 2], ops[n - 1]);
        let has = |name: &str| inner.get_attr(ctx, first, ctx.ident(name)).is_some();
        let mut flags = EquivalenceFlags::NONE;
        if !has("strict_loc_check") {
            flags |= EquivalenceFlags::IGNORE_LOCATIONS;
        }
        if has("ignore_commutativity") {
            flags |= EquivalenceFlags::IGNORE_COMMUTATIVITY;
        }
        let equal = is_equivalent_to(OpRef::new(inner, first), OpRef::new(inner, second), flags);
        let text = format!(
            "{} with attr {}{}\n",
            inner.op_name(first).as_str(ctx),
            inner.attributes(first).display(ctx),
            if equal {
                " compares equals."
            } else {
                " compares NOT equals!"
            }
        );
        output(ctx, text, diags);
        Ok(())
    }
}

/// `-test-single-fold`: folds every op once, innermost and last first,
/// with one [`OperationFolder`] per arena, then erases the constants the
/// folder made that ended up unused.
#[ir::pass(
    argument = "test-single-fold",
    summary = "Test single-pass operation folding and dead constant elimination",
    name = "(anonymous namespace)::TestSingleFold"
)]
#[derive(Debug, Default)]
pub struct TestSingleFold;

/// The ops of `regions` in pre-order, not entering isolated ops.
fn arena_pre_order(body: &Body, regions: &[ir::Region]) -> Vec<Operation> {
    let ops_of = |regions: &[ir::Region]| -> Vec<Operation> {
        regions
            .iter()
            .flat_map(|&r| body.region_blocks(r))
            .flat_map(|b| body.block_ops(b))
            .collect()
    };
    let mut out = Vec::new();
    let mut work: Vec<Operation> = ops_of(regions);
    work.reverse();
    while let Some(op) = work.pop() {
        out.push(op);
        if !body.is_isolated(op) {
            let mut inner = ops_of(body.regions(op));
            inner.reverse();
            work.extend(inner);
        }
    }
    out
}

/// The test dialect's fold interface: constants go into the region of a
/// `test.one_region_op` (MLIR's `TestDialectFoldInterface`).
fn materialize_into_one_region_op(ctx: &Context, body: &Body, region: ir::Region) -> bool {
    body.region_owner(region)
        .is_some_and(|o| body.op_name(o).as_str(ctx) == "test.one_region_op")
}

/// Folds the ops of one arena. Arenas are independent (constants never
/// cross an isolated op), so each is folded on its own, in any order.
fn single_fold_arena(ctx: &Context, body: &mut Body) {
    let roots = body.root_regions().to_vec();
    let ops = arena_pre_order(body, &roots);
    let mut folder = OperationFolder::with_materialize_into(&materialize_into_one_region_op);
    for &op in ops.iter().rev() {
        if body.is_live(op) {
            folder.try_to_fold(ctx, body, op, &roots);
        }
    }
    folder.erase_dead_constants(body);
}

/// Folds `top` and every arena nested in it, with a worklist rather than
/// recursion so that deep nesting of isolated ops costs heap, not stack.
fn single_fold_all(ctx: &Context, top: &mut Body) {
    let mut work: Vec<&mut Body> = vec![top];
    while let Some(body) = work.pop() {
        single_fold_arena(ctx, body);
        work.extend(body.isolated_bodies_mut().map(|(_, b)| b));
    }
}

impl Pass for TestSingleFold {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        _diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        if let Some(inner) = body.nested_mut(op) {
            single_fold_all(ctx, inner);
        }
        Ok(())
    }
}
