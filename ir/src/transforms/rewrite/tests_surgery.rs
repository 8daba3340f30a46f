//! Tests of the rewriter's block-argument, region-less clone, block move,
//! selective replacement and start/finalize/cancel methods: what each
//! changes and what it reports.

use super::tests::{CTX, heard, op, op_label, setup};
use crate::storage::body::{Operation, Value};
use crate::{Location, Type};

#[test]
fn block_arguments_keep_their_locations_and_report_the_parent() {
    CTX.with(|ctx| {
        let (mut body, block) = setup(ctx);
        let holder = op(ctx, &mut body, block, "t.holder", &[], 0, 1);
        let region = body.regions(holder)[0];
        let (i64t, i1) = (Type::i64(ctx), Type::i1(ctx));
        let (la, lb, lc) = (
            Location::name(ctx, "a", Location::unknown(ctx)),
            Location::name(ctx, "b", Location::unknown(ctx)),
            Location::name(ctx, "c", Location::unknown(ctx)),
        );
        let mut entry = None;
        let log = heard(ctx, &mut body, |rw| {
            let b = rw.create_block_with_args(region, None, &[(i64t, la), (i1, lb)]);
            assert_eq!(rw.insertion_block(), Some(b));
            rw.add_block_argument(b, i1, lc);
            rw.insert_block_argument(b, 0, i64t, lc);
            rw.erase_block_argument(b, 2);
            entry = Some(b);
        });
        assert_eq!(
            log,
            [
                "block inserted",
                "modified t.holder",
                "modified t.holder",
                "modified t.holder"
            ]
        );
        let b = entry.unwrap();
        let args = body.block_args(b).to_vec();
        let types: Vec<Type> = args.iter().map(|&a| body.value_type(a)).collect();
        assert_eq!(types, [i64t, i64t, i1]);
        let locs: Vec<Location> = (0..3).map(|i| body.block_arg_loc(b, i)).collect();
        assert_eq!(locs, [lc, la, lc]);
    });
}

#[test]
fn clone_without_regions_keeps_everything_but_region_contents() {
    CTX.with(|ctx| {
        let (mut body, block) = setup(ctx);
        let src = op(ctx, &mut body, block, "t.src", &[], 1, 0);
        let x = body.result(src, 0);
        let outer = op(ctx, &mut body, block, "t.outer", &[x], 2, 2);
        let ob = body.append_new_block(body.regions(outer)[0]);
        op(ctx, &mut body, ob, "t.inner", &[], 0, 0);
        let dict =
            crate::Attribute::dictionary(ctx, &[(ctx.ident("k"), crate::Attribute::unit(ctx))])
                .unwrap();
        body.set_attributes(outer, dict);
        let mut copy = None;
        let log = heard(ctx, &mut body, |rw| {
            rw.set_insertion_point_after(outer);
            copy = Some(rw.clone_without_regions(outer));
        });
        assert_eq!(log, ["inserted t.outer"]);
        let copy = copy.unwrap();
        assert_eq!(body.next_op(outer), Some(copy));
        assert_eq!(body.operands(copy).collect::<Vec<_>>(), [x]);
        assert_eq!(body.num_results(copy), 2);
        assert_eq!(body.attributes(copy), dict);
        assert_eq!(body.num_regions(copy), 2);
        assert!(body.regions(copy).iter().all(|&r| body.region_is_empty(r)));
    });
}

#[test]
fn clone_region_before_reports_blocks_and_ops_in_pre_order() {
    CTX.with(|ctx| {
        let (mut body, block) = setup(ctx);
        let a = op(ctx, &mut body, block, "t.a", &[], 0, 1);
        let ab = body.append_new_block(body.regions(a)[0]);
        let inner = op(ctx, &mut body, ab, "t.inner", &[], 0, 1);
        let ib = body.append_new_block(body.regions(inner)[0]);
        let leaf = op(ctx, &mut body, ib, "t.leaf", &[], 0, 1);
        let lb = body.append_new_block(body.regions(leaf)[0]);
        op(ctx, &mut body, lb, "t.deepest", &[], 0, 0);
        let b = op(ctx, &mut body, block, "t.b", &[], 0, 1);
        let (from, to) = (body.regions(a)[0], body.regions(b)[0]);
        let log = heard(ctx, &mut body, |rw| {
            let blocks = rw.clone_region_before(from, to, None, &mut crate::IRMapping::new());
            assert_eq!(blocks.len(), 1);
        });
        assert_eq!(
            log,
            [
                "block inserted",
                "inserted t.inner",
                "inserted t.leaf",
                "inserted t.deepest"
            ]
        );
        assert_eq!(body.region_blocks(from).count(), 1);
    });
}

#[test]
fn blocks_move_and_branches_follow() {
    CTX.with(|ctx| {
        let (mut body, block) = setup(ctx);
        let holder = op(ctx, &mut body, block, "t.holder", &[], 0, 2);
        let (r0, r1) = (body.regions(holder)[0], body.regions(holder)[1]);
        let b0 = body.append_new_block(r0);
        let b1 = body.append_new_block(r0);
        let b2 = body.append_new_block(r1);
        let mut st = crate::OperationState::new(ctx, "t.br", Location::unknown(ctx));
        st.successors.push(b1);
        st.successors.push(b1);
        let br = body.create_op(ctx, &st);
        body.append_op(b0, br);
        let log = heard(ctx, &mut body, |rw| {
            rw.move_block_before(b2, b1);
            rw.replace_all_block_uses_with(b1, b2);
            rw.move_block_to_end(b1, r1);
        });
        assert_eq!(log, ["block inserted", "modified t.br", "block inserted"]);
        assert_eq!(body.region_blocks(r0).collect::<Vec<_>>(), [b0, b2]);
        assert_eq!(body.region_blocks(r1).collect::<Vec<_>>(), [b1]);
        assert_eq!(body.successors(br).collect::<Vec<_>>(), [b2, b2]);
    });
}

#[test]
fn selective_replacement_reports_only_the_users_changed() {
    CTX.with(|ctx| {
        let (mut body, block) = setup(ctx);
        let def = op(ctx, &mut body, block, "t.def", &[], 1, 0);
        let other = op(ctx, &mut body, block, "t.other", &[], 1, 0);
        let (d, o) = (body.result(def, 0), body.result(other, 0));
        let keep = op(ctx, &mut body, block, "t.keep", &[d], 0, 0);
        let nest = op(ctx, &mut body, block, "t.nest", &[d], 0, 1);
        let nb = body.append_new_block(body.regions(nest)[0]);
        let deep = op(ctx, &mut body, nb, "t.deep", &[d], 0, 0);
        let log = heard(ctx, &mut body, |rw| {
            rw.replace_op_uses_within_block(def, &[o], nb);
            assert!(!rw.replace_op_uses_with_if(def, &[o], |b, u| b.use_owner(u) == nest));
            rw.replace_all_uses_except(d, o, keep);
        });
        assert_eq!(log, ["modified t.deep", "modified t.nest"]);
        let users = |v: Value| -> Vec<String> {
            let owners: Vec<Operation> = body.uses(v).map(|u| body.use_owner(u)).collect();
            owners.iter().map(|&u| op_label(&body, u)).collect()
        };
        assert_eq!(users(d), ["t.keep"]);
        assert_eq!(body.operand(deep, 0), o);
        let log = heard(ctx, &mut body, |rw| {
            assert!(rw.replace_op_uses_with_if(def, &[o], |_, _| true));
        });
        assert_eq!(log, ["modified t.keep"]);
    });
}

#[test]
fn op_modification_reports_when_finalized_or_dropped_not_cancelled() {
    CTX.with(|ctx| {
        let (mut body, block) = setup(ctx);
        let a = op(ctx, &mut body, block, "t.a", &[], 1, 0);
        let b = op(ctx, &mut body, block, "t.b", &[], 1, 0);
        let (va, vb) = (body.result(a, 0), body.result(b, 0));
        let user = op(ctx, &mut body, block, "t.user", &[va], 0, 0);
        let log = heard(ctx, &mut body, |rw| {
            let mut m = rw.start_op_modification(user);
            m.op().set_operand(0, vb);
            m.finalize();
            let mut m = rw.start_op_modification(user);
            m.op().set_operand(0, va);
            m.op().set_operand(0, vb);
            m.cancel();
            let mut m = rw.start_op_modification(user);
            m.op().set_operand(0, va);
        });
        assert_eq!(log, ["modified t.user", "modified t.user"]);
        assert_eq!(body.operand(user, 0), va);
        let log = heard(ctx, &mut body, |rw| rw.set_insertion_point_after_value(va));
        assert!(log.is_empty());
    });
}
