//! Verifier checks on hand-built IR, with the texts mlir-opt-22 prints for
//! the same structures. A small `vt` dialect is registered for them.

use super::*;
use crate::semantics::registry::{DialectEntry, DialectInfo, OpEntry, OpInfo};
use crate::storage::body::{OperationState, Value};
use crate::uniqued::location::Location;
use crate::uniqued::types::Type;

static VT: DialectInfo = DialectInfo::simple("vt", module_path!());
static TERM: OpInfo = OpInfo {
    flags: OpFlags::IS_TERMINATOR,
    ..OpInfo::simple("vt.term", "vt", module_path!())
};
static PLAIN: OpInfo = OpInfo::simple("vt.op", "vt", module_path!());
static FUNC: OpInfo = OpInfo {
    flags: OpFlags::ISOLATED_FROM_ABOVE,
    ..OpInfo::simple("vt.func", "vt", module_path!())
};
static MODULE: OpInfo = OpInfo {
    flags: OpFlags::ISOLATED_FROM_ABOVE
        .union(OpFlags::NO_TERMINATOR)
        .union(OpFlags::GRAPH_REGIONS),
    ..OpInfo::simple("vt.module", "vt", module_path!())
};
static GRAPH: OpInfo = OpInfo {
    flags: OpFlags::NO_TERMINATOR.union(OpFlags::GRAPH_REGIONS),
    ..OpInfo::simple("vt.graph", "vt", module_path!())
};
fn fail_hook(_: &Context, op: OpRef<'_>) -> Result<(), Diagnostic> {
    Err(Diagnostic::error(
        op.body.op_loc(op.op),
        "'vt.fail' op is bad",
    ))
}
static FAIL: OpInfo = OpInfo {
    verify: Some(fail_hook),
    ..OpInfo::simple("vt.fail", "vt", module_path!())
};
inventory::submit! { DialectEntry(&VT) }
inventory::submit! { OpEntry(&TERM) }
inventory::submit! { OpEntry(&PLAIN) }
inventory::submit! { OpEntry(&FUNC) }
inventory::submit! { OpEntry(&MODULE) }
inventory::submit! { OpEntry(&GRAPH) }
inventory::submit! { OpEntry(&FAIL) }

fn loc(ctx: &Context, line: u32) -> Location {
    Location::file_line_col(ctx, "t.mlir", line, 1)
}

/// Creates an op at the end of `block` with `regions` regions (each with
/// one empty block) and returns it.
fn op(
    ctx: &Context,
    body: &mut Body,
    block: Block,
    name: &str,
    line: u32,
    operands: &[Value],
    results: usize,
    regions: usize,
) -> Operation {
    let mut st = OperationState::new(ctx, name, loc(ctx, line));
    st.operands.extend(operands.iter().copied());
    st.result_types.extend((0..results).map(|_| Type::i64(ctx)));
    st.num_regions = regions;
    let o = body.create_op(ctx, &st);
    body.append_op(block, o);
    let rb = body.regions(o).len();
    for i in 0..rb {
        let r = body.regions(o)[i];
        match body.nested_mut(o) {
            Some(n) => {
                n.append_new_block(r);
            }
            None => {
                body.append_new_block(r);
            }
        }
    }
    o
}

fn root(ctx: &Context) -> (Body, Operation, Block) {
    let mut body = Body::with_root_regions(1);
    let top = body.append_new_block(body.root_regions()[0]);
    let m = op(ctx, &mut body, top, "vt.module", 1, &[], 0, 1);
    let mb = body.nested(m).unwrap();
    let blk = mb.entry_block(mb.root_regions()[0]).unwrap();
    (body, m, blk)
}

fn messages(r: Result<(), Vec<Diagnostic>>) -> Vec<String> {
    r.unwrap_err()
        .iter()
        .flat_map(|d| std::iter::once(d).chain(&d.notes))
        .map(|d| format!("{}:{}", d.severity.as_str(), d.message))
        .collect()
}

fn print_name(ctx: &Context, body: &Body, op: Operation) -> String {
    format!("\"{}\"", ctx.op_name_str(body.op_name(op)))
}

#[test]
fn valid_ir_passes() {
    let ctx = Context::new();
    let (mut body, m, blk) = root(&ctx);
    let mb = body.nested_mut(m).unwrap();
    let f = op(&ctx, mb, blk, "vt.func", 2, &[], 0, 1);
    let fb = mb.nested_mut(f).unwrap();
    let entry = fb.entry_block(fb.root_regions()[0]).unwrap();
    let xo = op(&ctx, fb, entry, "vt.op", 3, &[], 1, 0);
    let x = fb.result(xo, 0);
    op(&ctx, fb, entry, "vt.op", 4, &[x], 0, 0);
    op(&ctx, fb, entry, "vt.term", 5, &[x], 0, 0);
    assert_eq!(verify(&ctx, &body, m, &VerifyOptions::default()), Ok(()));
}

#[test]
fn terminator_rules() {
    let ctx = Context::new();
    let (mut body, m, blk) = root(&ctx);
    let mb = body.nested_mut(m).unwrap();
    let f = op(&ctx, mb, blk, "vt.func", 2, &[], 0, 1);
    let fb = mb.nested_mut(f).unwrap();
    let entry = fb.entry_block(fb.root_regions()[0]).unwrap();
    op(&ctx, fb, entry, "vt.op", 3, &[], 0, 0);
    let opts = VerifyOptions {
        print_op: Some(&print_name),
        ..VerifyOptions::default()
    };
    assert_eq!(
        messages(verify(&ctx, &body, m, &opts)),
        [
            "error:block with no terminator, has \"vt.op\"",
            "note:see current operation: \"vt.op\""
        ]
    );
    // An unregistered op may be a terminator.
    let (mut body, m, blk) = root(&ctx);
    let mb = body.nested_mut(m).unwrap();
    let f = op(&ctx, mb, blk, "vt.func", 2, &[], 0, 1);
    let fb = mb.nested_mut(f).unwrap();
    let entry = fb.entry_block(fb.root_regions()[0]).unwrap();
    op(&ctx, fb, entry, "foo.x", 3, &[], 0, 0);
    assert_eq!(verify(&ctx, &body, m, &VerifyOptions::default()), Ok(()));
    // Without permission, unregistered dialects are rejected.
    let opts = VerifyOptions {
        allow_unregistered: false,
        ..VerifyOptions::default()
    };
    assert_eq!(
        messages(verify(&ctx, &body, m, &opts)),
        [
            "error:'foo.x' op created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"
        ]
    );
}

#[test]
fn empty_blocks_and_successors() {
    let ctx = Context::new();
    let (mut body, m, blk) = root(&ctx);
    let mb = body.nested_mut(m).unwrap();
    let f = op(&ctx, mb, blk, "vt.func", 2, &[], 0, 1);
    let fb = mb.nested_mut(f).unwrap();
    let region = fb.root_regions()[0];
    fb.append_new_block(region);
    let r = verify(&ctx, &body, m, &VerifyOptions::default()).unwrap_err();
    assert_eq!(r[0].message, "empty block: expect at least a terminator");
    assert_eq!(r[0].loc, loc(&ctx, 2), "reported at the region's owner");

    let (mut body, m, blk) = root(&ctx);
    let mb = body.nested_mut(m).unwrap();
    let f = op(&ctx, mb, blk, "vt.func", 2, &[], 0, 1);
    let fb = mb.nested_mut(f).unwrap();
    let region = fb.root_regions()[0];
    let entry = fb.entry_block(region).unwrap();
    let mut st = OperationState::new(&ctx, "vt.term", loc(&ctx, 3));
    st.successors.push(entry);
    let t = fb.create_op(&ctx, &st);
    fb.append_op(entry, t);
    assert_eq!(
        messages(verify(&ctx, &body, m, &VerifyOptions::default())),
        ["error:entry block of region may not have predecessors"]
    );
}

#[test]
fn dominance_in_same_block_and_block_arguments() {
    let ctx = Context::new();
    let (mut body, m, blk) = root(&ctx);
    let mb = body.nested_mut(m).unwrap();
    let f = op(&ctx, mb, blk, "vt.func", 2, &[], 0, 1);
    let fb = mb.nested_mut(f).unwrap();
    let entry = fb.entry_block(fb.root_regions()[0]).unwrap();
    let user = op(&ctx, fb, entry, "vt.op", 3, &[], 0, 0);
    let def = op(&ctx, fb, entry, "vt.op", 4, &[], 1, 0);
    let v = fb.result(def, 0);
    fb.set_operands(user, &[v]);
    op(&ctx, fb, entry, "vt.term", 5, &[], 0, 0);
    let opts = VerifyOptions {
        print_op: Some(&print_name),
        ..VerifyOptions::default()
    };
    let errs = verify(&ctx, &body, m, &opts).unwrap_err();
    assert_eq!(errs[0].loc, loc(&ctx, 3));
    assert_eq!(errs[0].notes[1].loc, loc(&ctx, 4));
    assert_eq!(
        messages(Err(errs)),
        [
            "error:operand #0 does not dominate this use",
            "note:see current operation: \"vt.op\"",
            "note:operand defined here (op in the same block)"
        ]
    );

    // A block argument of an unreachable... of another block in the region.
    let (mut body, m, blk) = root(&ctx);
    let mb = body.nested_mut(m).unwrap();
    let f = op(&ctx, mb, blk, "vt.func", 2, &[], 0, 1);
    let fb = mb.nested_mut(f).unwrap();
    let region = fb.root_regions()[0];
    let entry = fb.entry_block(region).unwrap();
    let b1 = fb.append_new_block(region);
    let b2 = fb.append_new_block(region);
    let arg = fb.add_block_arg(b1, Type::i64(&ctx), loc(&ctx, 9));
    let mut st = OperationState::new(&ctx, "vt.term", loc(&ctx, 3));
    st.successors.push(b2);
    let t = fb.create_op(&ctx, &st);
    fb.append_op(entry, t);
    op(&ctx, fb, b1, "vt.term", 4, &[], 0, 0);
    op(&ctx, fb, b2, "vt.term", 5, &[arg], 0, 0);
    let errs = verify(&ctx, &body, m, &VerifyOptions::default()).unwrap_err();
    assert_eq!(errs[0].notes[0].loc, loc(&ctx, 2), "at the region's owner");
    assert_eq!(
        messages(Err(errs)),
        [
            "error:operand #0 does not dominate this use",
            "note:operand defined as a block argument (block #1 in the same region)"
        ]
    );
}

#[test]
fn graph_regions_skip_dominance_but_need_one_block() {
    let ctx = Context::new();
    let (mut body, m, blk) = root(&ctx);
    let mb = body.nested_mut(m).unwrap();
    let user = op(&ctx, mb, blk, "vt.op", 2, &[], 0, 0);
    let def = op(&ctx, mb, blk, "vt.op", 3, &[], 1, 0);
    let v = mb.result(def, 0);
    mb.set_operands(user, &[v]);
    assert_eq!(verify(&ctx, &body, m, &VerifyOptions::default()), Ok(()));
    let region = body.nested(m).unwrap().root_regions()[0];
    body.nested_mut(m).unwrap().append_new_block(region);
    assert_eq!(
        messages(verify(&ctx, &body, m, &VerifyOptions::default())),
        ["error:'vt.module' op expects graph region #0 to have 0 or 1 blocks"]
    );
}

#[test]
fn all_failing_isolated_siblings_are_reported_in_order() {
    let ctx = Context::new();
    let (mut body, m, blk) = root(&ctx);
    let mb = body.nested_mut(m).unwrap();
    for i in 0..20u32 {
        let f = op(&ctx, mb, blk, "vt.func", 10 + i, &[], 0, 1);
        let fb = mb.nested_mut(f).unwrap();
        let entry = fb.entry_block(fb.root_regions()[0]).unwrap();
        let name = if i % 3 == 0 { "vt.fail" } else { "vt.op" };
        op(&ctx, fb, entry, name, 100 + i, &[], 0, 0);
        op(&ctx, fb, entry, "vt.term", 200 + i, &[], 0, 0);
    }
    for parallel in [true, false] {
        let opts = VerifyOptions {
            parallel,
            print_op: Some(&print_name),
            ..VerifyOptions::default()
        };
        let errs = verify(&ctx, &body, m, &opts).unwrap_err();
        let lines: Vec<Location> = errs.iter().map(|d| d.loc).collect();
        let want: Vec<Location> = (0..20)
            .filter(|i| i % 3 == 0)
            .map(|i| loc(&ctx, 100 + i))
            .collect();
        assert_eq!(lines, want);
        assert_eq!(
            errs[0].notes[0].message,
            "see current operation: \"vt.fail\""
        );
    }
}

#[test]
fn deep_nesting_does_not_overflow() {
    let ctx = Context::new();
    // 100,000 nested non-isolated graph regions.
    let (mut body, m, blk) = root(&ctx);
    let mb = body.nested_mut(m).unwrap();
    let mut block = blk;
    for i in 0..100_000 {
        let g = op(&ctx, mb, block, "vt.graph", i, &[], 0, 1);
        block = mb.entry_block(mb.regions(g)[0]).unwrap();
    }
    op(&ctx, mb, block, "vt.fail", 7, &[], 0, 0);
    assert_eq!(
        messages(verify(&ctx, &body, m, &VerifyOptions::default())),
        ["error:'vt.fail' op is bad"]
    );
    // 20,000 nested isolated modules.
    let (mut body, m, _) = root(&ctx);
    let mut cur: &mut Body = body.nested_mut(m).unwrap();
    for i in 0..20_000 {
        let b = cur.entry_block(cur.root_regions()[0]).unwrap();
        let inner = op(&ctx, cur, b, "vt.module", i, &[], 0, 1);
        cur = cur.nested_mut(inner).unwrap();
    }
    let b = cur.entry_block(cur.root_regions()[0]).unwrap();
    op(&ctx, cur, b, "vt.fail", 7, &[], 0, 0);
    assert_eq!(
        messages(verify(&ctx, &body, m, &VerifyOptions::default())),
        ["error:'vt.fail' op is bad"]
    );
}

#[test]
fn dominance_across_regions_and_self_use() {
    let ctx = Context::new();
    // A use in a nested region of a value defined later in the parent block.
    let (mut body, m, blk) = root(&ctx);
    let mb = body.nested_mut(m).unwrap();
    let f = op(&ctx, mb, blk, "vt.func", 2, &[], 0, 1);
    let fb = mb.nested_mut(f).unwrap();
    let entry = fb.entry_block(fb.root_regions()[0]).unwrap();
    let g = op(&ctx, fb, entry, "vt.graph", 3, &[], 0, 1);
    let inner = fb.entry_block(fb.regions(g)[0]).unwrap();
    let user = op(&ctx, fb, inner, "vt.op", 4, &[], 0, 0);
    let def = op(&ctx, fb, entry, "vt.op", 5, &[], 1, 0);
    let v = fb.result(def, 0);
    fb.set_operands(user, &[v]);
    op(&ctx, fb, entry, "vt.term", 6, &[], 0, 0);
    assert_eq!(
        messages(verify(&ctx, &body, m, &VerifyOptions::default())),
        [
            "error:operand #0 does not dominate this use",
            "note:operand defined here (op in a parent region)"
        ]
    );

    // An op using its own result.
    let (mut body, m, blk) = root(&ctx);
    let mb = body.nested_mut(m).unwrap();
    let f = op(&ctx, mb, blk, "vt.func", 2, &[], 0, 1);
    let fb = mb.nested_mut(f).unwrap();
    let entry = fb.entry_block(fb.root_regions()[0]).unwrap();
    let o = op(&ctx, fb, entry, "vt.op", 3, &[], 1, 0);
    let v = fb.result(o, 0);
    fb.set_operands(o, &[v]);
    op(&ctx, fb, entry, "vt.term", 4, &[], 0, 0);
    assert_eq!(
        messages(verify(&ctx, &body, m, &VerifyOptions::default())),
        [
            "error:operand #0 does not dominate this use",
            "note:operand defined here (op in the same block)"
        ]
    );

    // Uses in unreachable blocks are not checked; a def in an unreachable
    // block does not dominate a reachable use.
    let (mut body, m, blk) = root(&ctx);
    let mb = body.nested_mut(m).unwrap();
    let f = op(&ctx, mb, blk, "vt.func", 2, &[], 0, 1);
    let fb = mb.nested_mut(f).unwrap();
    let region = fb.root_regions()[0];
    let entry = fb.entry_block(region).unwrap();
    let dead = fb.append_new_block(region);
    let live = fb.append_new_block(region);
    let mut st = OperationState::new(&ctx, "vt.term", loc(&ctx, 3));
    st.successors.push(live);
    let t = fb.create_op(&ctx, &st);
    fb.append_op(entry, t);
    let late_user = op(&ctx, fb, dead, "vt.op", 4, &[], 0, 0);
    let d = op(&ctx, fb, dead, "vt.op", 5, &[], 1, 0);
    let dv = fb.result(d, 0);
    fb.set_operands(late_user, &[dv]);
    op(&ctx, fb, dead, "vt.term", 6, &[], 0, 0);
    let live_term = op(&ctx, fb, live, "vt.term", 7, &[], 0, 0);
    assert_eq!(verify(&ctx, &body, m, &VerifyOptions::default()), Ok(()));
    fb_mut(&mut body, m, f).set_operands(live_term, &[dv]);
    assert_eq!(
        messages(verify(&ctx, &body, m, &VerifyOptions::default())),
        [
            "error:operand #0 does not dominate this use",
            "note:operand defined here (op in the same region)"
        ]
    );
}

fn fb_mut(body: &mut Body, m: Operation, f: Operation) -> &mut Body {
    body.nested_mut(m).unwrap().nested_mut(f).unwrap()
}

#[test]
fn multi_block_regions_of_unregistered_ops_have_ssa_dominance() {
    let ctx = Context::new();
    let build = |blocks: usize| {
        let (mut body, m, blk) = root(&ctx);
        let mb = body.nested_mut(m).unwrap();
        let f = op(&ctx, mb, blk, "vt.func", 2, &[], 0, 1);
        let fb = mb.nested_mut(f).unwrap();
        let entry = fb.entry_block(fb.root_regions()[0]).unwrap();
        let u = op(&ctx, fb, entry, "foo.region", 3, &[], 0, 1);
        let region = fb.regions(u)[0];
        let first = fb.entry_block(region).unwrap();
        let last = if blocks > 1 {
            let b = fb.append_new_block(region);
            let mut st = OperationState::new(&ctx, "foo.br", loc(&ctx, 4));
            st.successors.push(b);
            let br = fb.create_op(&ctx, &st);
            fb.append_op(first, br);
            b
        } else {
            first
        };
        let user = op(&ctx, fb, last, "foo.use", 5, &[], 0, 0);
        let def = op(&ctx, fb, last, "foo.def", 6, &[], 1, 0);
        let v = fb.result(def, 0);
        fb.set_operands(user, &[v]);
        op(&ctx, fb, entry, "vt.term", 7, &[], 0, 0);
        verify(&ctx, &body, m, &VerifyOptions::default())
    };
    assert_eq!(
        build(1),
        Ok(()),
        "a single block of an unknown op is a graph"
    );
    assert_eq!(
        messages(build(2)),
        [
            "error:operand #0 does not dominate this use",
            "note:operand defined here (op in the same block)"
        ]
    );
}
