//! Tests of the rewrite API: every rewriter method's notifications, and
//! the frozen set's ordering and filtering.

use super::*;
use crate::storage::body::{Block, Body, Operation, Region, Value};
use crate::transforms::RewriteListener;
use crate::{Context, Location, OperationState, Type};

/// What a listener heard, with op names for readability.
#[derive(Default)]
struct Log(Vec<String>);

impl Log {
    fn name(body: &Body, op: Operation) -> String {
        op_label(body, op)
    }
}

thread_local! {
    pub(super) static CTX: Context = Context::new();
}

pub(super) fn op_label(body: &Body, op: Operation) -> String {
    CTX.with(|ctx| body.op_name(op).as_str(ctx).to_string())
}

impl RewriteListener for Log {
    fn op_inserted(&mut self, body: &Body, op: Operation) {
        self.0.push(format!("inserted {}", Log::name(body, op)));
    }
    fn block_inserted(&mut self, _: &Body, _: Block) {
        self.0.push("block inserted".into());
    }
    fn op_modified(&mut self, body: &Body, op: Operation) {
        self.0.push(format!("modified {}", Log::name(body, op)));
    }
    fn op_replaced(&mut self, body: &Body, op: Operation, with: &[Value]) {
        self.0.push(format!(
            "replaced {} with {}",
            Log::name(body, op),
            with.len()
        ));
    }
    fn op_erased(&mut self, body: &Body, op: Operation) {
        self.0.push(format!("erased {}", Log::name(body, op)));
    }
    fn block_erased(&mut self, _: &Body, _: Block) {
        self.0.push("block erased".into());
    }
    fn match_failure(&mut self, _: Location, reason: &str) {
        self.0.push(format!("failure: {reason}"));
    }
}

/// Appends an unregistered op to `block`.
pub(super) fn op(
    ctx: &Context,
    body: &mut Body,
    block: Block,
    name: &str,
    operands: &[Value],
    results: usize,
    regions: usize,
) -> Operation {
    let mut st = OperationState::new(ctx, name, Location::unknown(ctx));
    st.operands.extend_from_slice(operands);
    st.result_types
        .extend(std::iter::repeat_n(Type::i64(ctx), results));
    st.num_regions = regions;
    let o = body.create_op(ctx, &st);
    body.append_op(block, o);
    o
}

pub(super) fn setup(ctx: &Context) -> (Body, Block) {
    let mut body = Body::with_root_regions(1);
    let block = body.append_new_block(body.root_regions()[0]);
    let _ = ctx;
    (body, block)
}

/// Runs `f` with a logging rewriter and returns what was heard.
pub(super) fn heard(
    ctx: &Context,
    body: &mut Body,
    f: impl FnOnce(&mut PatternRewriter<'_>),
) -> Vec<String> {
    let mut log = Log::default();
    f(&mut PatternRewriter::new(ctx, body, Some(&mut log)));
    log.0
}

#[test]
fn create_and_build_report_inserted_ops() {
    CTX.with(|ctx| {
        let (mut body, block) = setup(ctx);
        let log = heard(ctx, &mut body, |rw| {
            rw.set_insertion_point_to_start(block);
            let st = OperationState::new(ctx, "t.a", Location::unknown(ctx));
            rw.create(&st);
            rw.build(|b| {
                b.create(&OperationState::new(ctx, "t.b", Location::unknown(ctx)));
                b.create(&OperationState::new(ctx, "t.c", Location::unknown(ctx)));
            });
        });
        assert_eq!(log, ["inserted t.a", "inserted t.b", "inserted t.c"]);
        // Inserting at the start keeps creation order.
        let names: Vec<String> = body.block_ops(block).map(|o| op_label(&body, o)).collect();
        assert_eq!(names, ["t.a", "t.b", "t.c"]);
    });
}

#[test]
fn replace_op_reports_replacement_users_and_erasure() {
    CTX.with(|ctx| {
        let (mut body, block) = setup(ctx);
        let x = op(ctx, &mut body, block, "t.x", &[], 1, 0);
        let xv = body.result(x, 0);
        let y = op(ctx, &mut body, block, "t.y", &[xv], 1, 0);
        let yv = body.result(y, 0);
        let u = op(ctx, &mut body, block, "t.use", &[yv, yv], 0, 0);
        let log = heard(ctx, &mut body, |rw| rw.replace_op(y, &[xv]));
        assert_eq!(
            log,
            [
                "replaced t.y with 1",
                "modified t.use",
                "modified t.use",
                "erased t.y"
            ]
        );
        assert_eq!(body.operand(u, 1), xv);
        assert!(!body.is_live(y));
    });
}

#[test]
fn replace_uses_with_if_reports_only_chosen_users() {
    CTX.with(|ctx| {
        let (mut body, block) = setup(ctx);
        let a = op(ctx, &mut body, block, "t.a", &[], 1, 0);
        let b = op(ctx, &mut body, block, "t.b", &[], 1, 0);
        let (av, bv) = (body.result(a, 0), body.result(b, 0));
        let u1 = op(ctx, &mut body, block, "t.u1", &[av], 0, 0);
        op(ctx, &mut body, block, "t.u2", &[av], 0, 0);
        let log = heard(ctx, &mut body, |rw| {
            rw.replace_uses_with_if(av, bv, |body, u| body.use_owner(u) == u1)
        });
        assert_eq!(log, ["modified t.u1"]);
        let log = heard(ctx, &mut body, |rw| rw.replace_all_uses_with(av, bv));
        assert_eq!(log, ["modified t.u2"]);
        assert!(body.use_empty(av));
    });
}

#[test]
fn erase_op_reports_nested_ops_innermost_first() {
    CTX.with(|ctx| {
        let (mut body, block) = setup(ctx);
        let outer = op(ctx, &mut body, block, "t.outer", &[], 0, 1);
        let r = body.regions(outer)[0];
        let b1 = body.append_new_block(r);
        let b2 = body.append_new_block(r);
        let inner = op(ctx, &mut body, b1, "t.inner", &[], 0, 1);
        let ib = body.append_new_block(body.regions(inner)[0]);
        op(ctx, &mut body, ib, "t.leaf", &[], 0, 0);
        op(ctx, &mut body, b1, "t.first", &[], 0, 0);
        let mut st = OperationState::new(ctx, "t.br", Location::unknown(ctx));
        st.successors.push(b2);
        let br = body.create_op(ctx, &st);
        body.append_op(b1, br);
        op(ctx, &mut body, b2, "t.second", &[], 0, 0);
        let log = heard(ctx, &mut body, |rw| rw.erase_op(outer));
        // Post-order of blocks: b2 (the successor) before b1; ops of a
        // block last to first; nested trees innermost first.
        assert_eq!(
            log,
            [
                "erased t.second",
                "erased t.br",
                "erased t.first",
                "erased t.leaf",
                "block erased",
                "erased t.inner",
                "block erased",
                "block erased",
                "erased t.outer"
            ]
        );
        assert!(body.block_is_empty(block));
    });
}

#[test]
fn erase_block_and_modify_in_place_and_match_failure() {
    CTX.with(|ctx| {
        let (mut body, block) = setup(ctx);
        let holder = op(ctx, &mut body, block, "t.holder", &[], 0, 1);
        let r = body.regions(holder)[0];
        let b = body.append_new_block(r);
        op(ctx, &mut body, b, "t.a", &[], 0, 0);
        op(ctx, &mut body, b, "t.b", &[], 0, 0);
        let log = heard(ctx, &mut body, |rw| {
            rw.erase_block(b);
            let n = rw.modify_op_in_place(holder, |v| {
                let unit = crate::Attribute::unit(v.ctx);
                v.body.set_attr(v.ctx, v.op, v.ctx.ident("x"), Some(unit));
                7
            });
            assert_eq!(n, 7);
            assert_eq!(
                rw.notify_match_failure(holder, || "no".into()),
                Err(NoMatch)
            );
        });
        assert_eq!(
            log,
            [
                "erased t.b",
                "erased t.a",
                "block erased",
                "modified t.holder",
                "failure: no"
            ]
        );
        assert!(body.region_is_empty(r));
    });
}

#[test]
fn match_failure_reason_is_not_computed_without_listener() {
    CTX.with(|ctx| {
        let (mut body, block) = setup(ctx);
        let a = op(ctx, &mut body, block, "t.a", &[], 0, 0);
        let mut rw = PatternRewriter::new(ctx, &mut body, None);
        let r = rw.notify_match_failure(a, || unreachable!("reason computed"));
        assert_eq!(r, Err(NoMatch));
    });
}

#[test]
fn block_surgery_reports_moves() {
    CTX.with(|ctx| {
        let (mut body, block) = setup(ctx);
        let holder = op(ctx, &mut body, block, "t.holder", &[], 0, 2);
        let (r0, r1): (Region, Region) = (body.regions(holder)[0], body.regions(holder)[1]);
        let dest = body.append_new_block(r0);
        let last = op(ctx, &mut body, dest, "t.last", &[], 0, 0);
        let src = body.append_new_block(r0);
        let arg = body.add_block_arg(src, Type::i64(ctx), Location::unknown(ctx));
        op(ctx, &mut body, src, "t.m1", &[arg], 0, 0);
        op(ctx, &mut body, src, "t.m2", &[], 0, 0);
        let v = op(ctx, &mut body, dest, "t.v", &[], 1, 0);
        body.move_op_before(v, last);
        let vv = body.result(v, 0);
        let log = heard(ctx, &mut body, |rw| {
            rw.inline_block_before(src, dest, Some(last), &[vv])
        });
        assert_eq!(
            log,
            [
                "modified t.m1",
                "inserted t.m1",
                "inserted t.m2",
                "block erased"
            ]
        );
        let names: Vec<String> = body.block_ops(dest).map(|o| op_label(&body, o)).collect();
        assert_eq!(names, ["t.v", "t.m1", "t.m2", "t.last"]);

        let m2 = body.block_ops(dest).nth(2).unwrap();
        let mut new = None;
        let log = heard(ctx, &mut body, |rw| new = Some(rw.split_block(dest, m2)));
        assert_eq!(log, ["block inserted", "inserted t.last", "inserted t.m2"]);
        let new = new.unwrap();
        let log = heard(ctx, &mut body, |rw| rw.merge_blocks(new, dest, &[]));
        assert_eq!(log, ["inserted t.m2", "inserted t.last", "block erased"]);

        let log = heard(ctx, &mut body, |rw| {
            let b = rw.create_block(r1, None, &[Type::i64(ctx)], Location::unknown(ctx));
            assert_eq!(rw.insertion_block(), Some(b));
            rw.inline_region_before(r1, r0, Some(dest));
        });
        assert_eq!(log, ["block inserted", "block inserted"]);
        assert!(body.region_is_empty(r1));
        assert_eq!(body.region_blocks(r0).count(), 2);
    });
}

#[test]
fn clone_reports_copy_then_nested_in_pre_order() {
    CTX.with(|ctx| {
        let (mut body, block) = setup(ctx);
        let outer = op(ctx, &mut body, block, "t.outer", &[], 0, 1);
        let ob = body.append_new_block(body.regions(outer)[0]);
        let inner = op(ctx, &mut body, ob, "t.inner", &[], 0, 1);
        let ib = body.append_new_block(body.regions(inner)[0]);
        op(ctx, &mut body, ib, "t.leaf", &[], 0, 0);
        let log = heard(ctx, &mut body, |rw| {
            rw.set_insertion_point_after(outer);
            rw.clone_op(outer);
            let (a, b) = (rw.body().first_op(block), rw.body().last_op(block));
            assert!(a != b);
        });
        assert_eq!(
            log,
            [
                "inserted t.outer",
                "block inserted",
                "inserted t.inner",
                "inserted t.leaf"
            ]
        );
    });
}

#[test]
fn replace_op_with_reports_the_new_op_then_the_replacement() {
    CTX.with(|ctx| {
        let (mut body, block) = setup(ctx);
        let x = op(ctx, &mut body, block, "t.x", &[], 1, 0);
        let xv = body.result(x, 0);
        let u = op(ctx, &mut body, block, "t.use", &[xv], 0, 0);
        let log = heard(ctx, &mut body, |rw| {
            rw.set_insertion_point_before(x);
            rw.replace_op_with(x, |b, loc| {
                let mut st = OperationState::new(ctx, "t.new", loc);
                st.result_types.push(Type::i64(ctx));
                b.create(&st)
            });
        });
        assert_eq!(
            log,
            [
                "inserted t.new",
                "replaced t.x with 1",
                "modified t.use",
                "erased t.x"
            ]
        );
        let first = body.first_op(block).unwrap();
        assert_eq!(op_label(&body, first), "t.new");
        assert_eq!(body.operand(u, 0), body.result(first, 0));
    });
}

// --- Frozen sets ---------------------------------------------------------

fn nop(_: Operation, _: &mut PatternRewriter<'_>) -> MatchResult {
    Err(NoMatch)
}

fn names_for(ctx: &Context, set: &FrozenPatternSet, op: &str) -> Vec<String> {
    set.patterns_for(ctx.op_name(op))
        .map(|p| p.debug_name().to_string())
        .collect()
}

fn sample() -> RewritePatternSet {
    let mut s = RewritePatternSet::new();
    s.add(FnPattern::new("A1", PatternRoot::Op("t.a"), nop));
    s.add(FnPattern::new("Any2", PatternRoot::Any, nop).benefit(2));
    s.add(FnPattern::new("A3", PatternRoot::Op("t.a"), nop).benefit(3));
    s.add(
        FnPattern::new("A2", PatternRoot::Op("t.a"), nop)
            .benefit(2)
            .labels(&["lbl"]),
    );
    s.add(FnPattern::new("B1", PatternRoot::Op("t.b"), nop));
    s.add(FnPattern::new("Any1", PatternRoot::Any, nop).labels(&["lbl"]));
    s.add(FnPattern::new("A1b", PatternRoot::Op("t.a"), nop));
    s
}

#[test]
fn frozen_orders_by_benefit_stably_with_rooted_first_on_ties() {
    CTX.with(|ctx| {
        let f = FrozenPatternSet::new(ctx, sample(), &[], &[]);
        assert_eq!(f.len(), 7);
        assert_eq!(
            names_for(ctx, &f, "t.a"),
            ["A3", "A2", "Any2", "A1", "A1b", "Any1"]
        );
        assert_eq!(names_for(ctx, &f, "t.b"), ["Any2", "B1", "Any1"]);
        assert_eq!(names_for(ctx, &f, "t.other"), ["Any2", "Any1"]);
    });
}

#[test]
fn frozen_filters_by_name_and_label() {
    CTX.with(|ctx| {
        let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        let f = FrozenPatternSet::new(ctx, sample(), &s(&["lbl", "A3"]), &[]);
        assert_eq!(names_for(ctx, &f, "t.a"), ["Any2", "A1", "A1b"]);
        let f = FrozenPatternSet::new(ctx, sample(), &[], &s(&["lbl", "B1"]));
        assert_eq!(names_for(ctx, &f, "t.a"), ["A2", "Any1"]);
        assert_eq!(names_for(ctx, &f, "t.b"), ["B1", "Any1"]);
        // Disabled wins over enabled.
        let f = FrozenPatternSet::new(ctx, sample(), &s(&["Any1"]), &s(&["lbl"]));
        assert_eq!(names_for(ctx, &f, "t.a"), ["A2"]);
        assert!(FrozenPatternSet::empty().is_empty());
    });
}

// --- Registration through the macros --------------------------------------

/// A dialect with canonicalization patterns of its own.
#[crate::dialect(name = "testcanon", canonicalize = dialect_patterns)]
pub struct TestCanonDialect;

/// An op with both kinds of canonicalization hook.
#[crate::op(dialect = TestCanonDialect, name = "op",
     canonicalize = op_patterns, canonicalize_method = op_method)]
pub struct TestCanonOp {}

fn dialect_patterns(set: &mut RewritePatternSet, _: &Context) {
    set.add_fn("DialectWide", PatternRoot::Any, nop);
}

fn op_patterns(set: &mut RewritePatternSet, _: &Context) {
    set.add_fn("OpPattern", PatternRoot::Op("testcanon.op"), nop);
}

fn op_method(_: Operation, _: &mut PatternRewriter<'_>) -> MatchResult {
    Err(NoMatch)
}

#[test]
fn canonicalization_collects_dialect_then_op_patterns() {
    CTX.with(|ctx| {
        let set = RewritePatternSet::canonicalization(ctx);
        let names: Vec<&str> = set
            .iter()
            .filter(|p| {
                matches!(p.root(), PatternRoot::Any) || p.root() == PatternRoot::Op("testcanon.op")
            })
            .map(|p| p.debug_name())
            .collect();
        // The method pattern has MLIR's empty debug name.
        let at = |n: &str| names.iter().position(|x| *x == n).unwrap();
        assert!(at("DialectWide") < at("OpPattern"), "{names:?}");
        assert!(at("OpPattern") < at(""), "{names:?}");
    });
}

// --- The greedy driver ------------------------------------------------------

/// Rewrites `t.a` into `t.b` (built at the insertion point, right before).
fn a_to_b(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let loc = rw.body().op_loc(op);
    let st = OperationState::new(rw.ctx(), "t.b", loc);
    rw.create(&st);
    rw.erase_op(op);
    Ok(())
}

/// Rewrites `t.b` back into `t.a`.
fn b_to_a(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let loc = rw.body().op_loc(op);
    let st = OperationState::new(rw.ctx(), "t.a", loc);
    rw.create(&st);
    rw.erase_op(op);
    Ok(())
}

/// `t.root` with one region holding two `t.a` ops nested one level down.
fn driver_input(ctx: &Context) -> (Body, Operation) {
    let (mut body, block) = setup(ctx);
    let root = op(ctx, &mut body, block, "t.root", &[], 0, 1);
    let rb = body.append_new_block(body.regions(root)[0]);
    let holder = op(ctx, &mut body, rb, "t.holder", &[], 0, 1);
    let hb = body.append_new_block(body.regions(holder)[0]);
    op(ctx, &mut body, rb, "t.a", &[], 0, 0);
    op(ctx, &mut body, hb, "t.a", &[], 0, 0);
    (body, root)
}

fn names_under(ctx: &Context, body: &Body, root: Operation) -> Vec<String> {
    let mut out = Vec::new();
    crate::storage::walk::walk(body, root, crate::WalkOrder::PreOrder, |r| {
        out.push(body.op_name(r.op).as_str(ctx).to_string());
        crate::WalkResult::Advance
    });
    out
}

#[test]
fn greedy_driver_applies_patterns_to_a_fixed_point() {
    CTX.with(|ctx| {
        let (mut body, root) = driver_input(ctx);
        let mut set = RewritePatternSet::new();
        set.add_fn("AToB", PatternRoot::Op("t.a"), a_to_b);
        let frozen = FrozenPatternSet::new(ctx, set, &[], &[]);
        let config = GreedyConfig::default();
        let r = apply_patterns_greedily(ctx, &mut body, root, &frozen, &config);
        assert_eq!(r, Ok(true));
        let mut names = names_under(ctx, &body, root);
        names.sort();
        assert_eq!(names, ["t.b", "t.b", "t.holder", "t.root"]);
        // Nothing left to do: converged, unchanged.
        let r = apply_patterns_greedily(ctx, &mut body, root, &frozen, &config);
        assert_eq!(r, Ok(false));
        // Filtered out: nothing applies.
        let (mut body, root) = driver_input(ctx);
        let mut set = RewritePatternSet::new();
        set.add_fn("AToB", PatternRoot::Op("t.a"), a_to_b);
        let frozen = FrozenPatternSet::new(ctx, set, &["AToB".into()], &[]);
        assert_eq!(
            apply_patterns_greedily(ctx, &mut body, root, &frozen, &config),
            Ok(false)
        );
    });
}

#[test]
fn greedy_driver_reports_non_convergence() {
    CTX.with(|ctx| {
        let (mut body, root) = driver_input(ctx);
        let mut set = RewritePatternSet::new();
        set.add_fn("AToB", PatternRoot::Op("t.a"), a_to_b);
        set.add_fn("BToA", PatternRoot::Op("t.b"), b_to_a);
        let frozen = FrozenPatternSet::new(ctx, set, &[], &[]);
        let config = GreedyConfig {
            max_num_rewrites: 5,
            max_iterations: 3,
            ..GreedyConfig::default()
        };
        let r = apply_patterns_greedily(ctx, &mut body, root, &frozen, &config);
        assert_eq!(r, Err(NotConverged));
        // Existing ops only: the new ops are never rewritten, so it stops.
        let config = GreedyConfig {
            strictness: Strictness::ExistingOps,
            ..GreedyConfig::default()
        };
        let (mut body, root) = driver_input(ctx);
        let r = apply_patterns_greedily(ctx, &mut body, root, &frozen, &config);
        assert_eq!(r, Ok(true));
    });
}
