//! One passing and one failing op per standard trait; failure texts are
//! MLIR 22's (checked against `mlir-opt` on the `test.*` ops of
//! `traits.mlir`). Ops are declared with the macros, with variadic
//! everything so only the trait under test constrains them.

use crate::prelude::*;
use crate::{OperationState, Signedness};

#[dialect(name = "tt")]
pub struct TraitTestDialect;

macro_rules! any_op {
    ($id:ident, $name:literal, [$($t:ty),*]) => {
        #[op(dialect = TraitTestDialect, name = $name, traits = [$($t),*])]
        pub struct $id {
            #[operand(variadic)]
            args: Value,
            #[result(variadic)]
            res: Value,
            #[successor(variadic)]
            dests: Block,
            #[region(variadic)]
            regions: Region,
        }
    };
}

any_op!(ZeroOperandsOp, "zero_operands", [ZeroOperands]);
any_op!(OneOperandOp, "one_operand", [OneOperand]);
any_op!(TwoOperandsOp, "two_operands", [NOperands<2>]);
any_op!(
    AtLeastOneOperandOp,
    "at_least_one_operand",
    [AtLeastNOperands<1>]
);
any_op!(ZeroResultsOp, "zero_results", [ZeroResults]);
any_op!(OneResultOp, "one_result", [OneResult]);
any_op!(TwoResultsOp, "two_results", [NResults<2>]);
any_op!(
    AtLeastOneResultOp,
    "at_least_one_result",
    [AtLeastNResults<1>]
);
any_op!(ZeroRegionsOp, "zero_regions", [ZeroRegions]);
any_op!(OneRegionOp, "one_region", [OneRegion]);
any_op!(TwoRegionsOp, "two_regions", [NRegions<2>]);
any_op!(
    AtLeastOneRegionOp,
    "at_least_one_region",
    [AtLeastNRegions<1>]
);
any_op!(ZeroSuccessorsOp, "zero_successors", [ZeroSuccessors]);
any_op!(OneSuccessorOp, "one_successor", [OneSuccessor]);
any_op!(TwoSuccessorsOp, "two_successors", [NSuccessors<2>]);
any_op!(
    AtLeastOneSuccessorOp,
    "at_least_one_successor",
    [AtLeastNSuccessors<1>]
);
any_op!(TerminatorOp, "terminator", [IsTerminator]);
any_op!(FinishOp, "finish", [IsTerminator]);
any_op!(SingleBlockOp, "single_block", [SingleBlock]);
any_op!(
    SingleBlockNoTermOp,
    "single_block_no_term",
    [NoTerminator, SingleBlock]
);
any_op!(
    ImplicitTermOp,
    "implicit_term",
    [SingleBlockImplicitTerminator<FinishOp>]
);
any_op!(ParentOp, "parent", []);
any_op!(Parent1Op, "parent1", []);
any_op!(ChildOp, "child", [HasParent<ParentOp>]);
any_op!(
    ChildOneOfOp,
    "child_one_of",
    [ParentOneOf<(ParentOp, Parent1Op)>]
);
any_op!(IsolatedOp, "isolated", [IsolatedFromAbove, NoTerminator]);
any_op!(SameTypeOperandsOp, "same_type_operands", [SameTypeOperands]);
any_op!(
    SameOperandsShapeOp,
    "same_operands_shape",
    [SameOperandsShape]
);
any_op!(
    SameOperandsAndResultShapeOp,
    "same_operands_and_result_shape",
    [SameOperandsAndResultShape]
);
any_op!(
    SameOperandsElementTypeOp,
    "same_operands_element_type",
    [SameOperandsElementType]
);
any_op!(
    SameOperandsAndResultElementTypeOp,
    "same_operands_and_result_element_type",
    [SameOperandsAndResultElementType]
);
any_op!(
    SameOperandsAndResultTypeOp,
    "same_operands_and_result_type",
    [SameOperandsAndResultType]
);
any_op!(
    SameOperandsAndResultRankOp,
    "same_operands_and_result_rank",
    [SameOperandsAndResultRank]
);
any_op!(BoolResultsOp, "bool_results", [ResultsAreBoolLike]);
any_op!(FloatResultsOp, "float_results", [ResultsAreFloatLike]);
any_op!(IntResultsOp, "int_results", [ResultsAreSignlessIntegerLike]);
any_op!(FloatOperandsOp, "float_operands", [OperandsAreFloatLike]);
any_op!(
    IntOperandsOp,
    "int_operands",
    [OperandsAreSignlessIntegerLike]
);
any_op!(
    OperandSegmentsOp,
    "operand_segments",
    [AttrSizedOperandSegments]
);
any_op!(
    ResultSegmentsOp,
    "result_segments",
    [AttrSizedResultSegments]
);
any_op!(NoRegionArgsOp, "no_region_args", [NoRegionArguments]);
any_op!(ElementwiseOp, "elementwise", [Elementwise]);
any_op!(
    ScopesOp,
    "scopes",
    [AffineScope, AutomaticAllocationScope, HasOnlyGraphRegion]
);

/// An op name, its operands and result types, and the expected error.
type Case<'a> = (&'a str, &'a [Value], &'a [Type], Option<&'a str>);

struct T {
    ctx: Context,
    body: Body,
    block: Block,
}

impl T {
    fn new() -> T {
        let ctx = Context::new();
        let mut body = Body::with_root_regions(1);
        let block = body.append_new_block(body.root_regions()[0]);
        T { ctx, body, block }
    }
    fn loc(&self) -> Location {
        Location::unknown(&self.ctx)
    }
    /// Values of the given types, from an unregistered source op.
    fn vals(&mut self, tys: &[Type]) -> Vec<Value> {
        let mut st = OperationState::new(&self.ctx, "tt.src", self.loc());
        st.result_types.extend_from_slice(tys);
        let op = self.body.create_op(&self.ctx, &st);
        self.body.append_op(self.block, op);
        self.body.results(op).collect()
    }
    fn op(
        &mut self,
        name: &str,
        operands: &[Value],
        results: &[Type],
        regions: usize,
        succ: &[Block],
    ) -> Operation {
        let mut st = OperationState::new(&self.ctx, &format!("tt.{name}"), self.loc());
        st.operands.extend_from_slice(operands);
        st.result_types.extend_from_slice(results);
        st.num_regions = regions;
        st.successors.extend_from_slice(succ);
        let op = self.body.create_op(&self.ctx, &st);
        self.body.append_op(self.block, op);
        op
    }
    fn verify_in(&self, body: &Body, op: Operation) -> Result<(), String> {
        let info = self.ctx.op_info(body.op_name(op)).expect("registered");
        let r = OpRef::new(body, op);
        (info.verify.expect("hook"))(&self.ctx, r)
            .and_then(|_| (info.verify_region.expect("hook"))(&self.ctx, r))
            .map_err(|d| d.message)
    }
    fn verify(&self, op: Operation) -> Result<(), String> {
        self.verify_in(&self.body, op)
    }
    fn i32(&self) -> Type {
        Type::int(&self.ctx, 32)
    }
    fn f32(&self) -> Type {
        Type::f32(&self.ctx)
    }
    fn tensor(&self, shape: &[i64], e: Type) -> Type {
        Type::ranked_tensor(&self.ctx, shape, e, None).unwrap()
    }
}

fn err(r: Result<(), String>) -> String {
    r.expect_err("expected a verification failure")
}

#[test]
fn operand_counts() {
    let mut t = T::new();
    let i32 = t.i32();
    let v = t.vals(&[i32, i32]);
    let ok = t.op("zero_operands", &[], &[], 0, &[]);
    assert_eq!(t.verify(ok), Ok(()));
    let bad = t.op("zero_operands", &v[..1], &[], 0, &[]);
    assert_eq!(
        err(t.verify(bad)),
        "'tt.zero_operands' op requires zero operands"
    );
    let ok = t.op("one_operand", &v[..1], &[], 0, &[]);
    assert_eq!(t.verify(ok), Ok(()));
    let bad = t.op("one_operand", &v, &[], 0, &[]);
    assert_eq!(
        err(t.verify(bad)),
        "'tt.one_operand' op requires a single operand"
    );
    let ok = t.op("two_operands", &v, &[], 0, &[]);
    assert_eq!(t.verify(ok), Ok(()));
    let bad = t.op("two_operands", &[], &[], 0, &[]);
    assert_eq!(
        err(t.verify(bad)),
        "'tt.two_operands' op expected 2 operands, but found 0"
    );
    let ok = t.op("at_least_one_operand", &v, &[], 0, &[]);
    assert_eq!(t.verify(ok), Ok(()));
    let bad = t.op("at_least_one_operand", &[], &[], 0, &[]);
    assert_eq!(
        err(t.verify(bad)),
        "'tt.at_least_one_operand' op expected 1 or more operands, but found 0"
    );
}

#[test]
fn result_counts() {
    let mut t = T::new();
    let i32 = t.i32();
    for (name, good, bad_n, msg) in [
        ("zero_results", 0, 1, "requires zero results"),
        ("one_result", 1, 2, "requires one result"),
        ("two_results", 2, 1, "expected 2 results"),
        ("at_least_one_result", 3, 0, "expected 1 or more results"),
    ] {
        let ok = t.op(name, &[], &vec![i32; good], 0, &[]);
        assert_eq!(t.verify(ok), Ok(()), "{name}");
        let bad = t.op(name, &[], &vec![i32; bad_n], 0, &[]);
        assert_eq!(err(t.verify(bad)), format!("'tt.{name}' op {msg}"));
    }
}

#[test]
fn region_counts() {
    let mut t = T::new();
    for (name, good, bad_n, msg) in [
        ("zero_regions", 0, 1, "requires zero regions"),
        ("one_region", 1, 0, "requires one region"),
        ("two_regions", 2, 1, "expected 2 regions"),
        ("at_least_one_region", 2, 0, "expected 1 or more regions"),
    ] {
        let ok = t.op(name, &[], &[], good, &[]);
        assert_eq!(t.verify(ok), Ok(()), "{name}");
        let bad = t.op(name, &[], &[], bad_n, &[]);
        assert_eq!(err(t.verify(bad)), format!("'tt.{name}' op {msg}"));
    }
}

#[test]
fn successor_counts() {
    let mut t = T::new();
    let region = t.body.root_regions()[0];
    let b1 = t.body.append_new_block(region);
    let b2 = t.body.append_new_block(region);
    for (name, good, bad, msg) in [
        (
            "zero_successors",
            vec![],
            vec![b1],
            "requires 0 successors but found 1",
        ),
        (
            "one_successor",
            vec![b1],
            vec![b1, b2],
            "requires 1 successor but found 2",
        ),
        (
            "two_successors",
            vec![b1, b2],
            vec![b1],
            "requires 2 successors but found 1",
        ),
        (
            "at_least_one_successor",
            vec![b1, b2],
            vec![],
            "requires at least 1 successors but found 0",
        ),
    ] {
        let ok = t.op(name, &[], &[], 0, &good);
        assert_eq!(t.verify(ok), Ok(()), "{name}");
        let bad = t.op(name, &[], &[], 0, &bad);
        assert_eq!(err(t.verify(bad)), format!("'tt.{name}' op {msg}"));
    }
    // A successor in another region.
    let holder = t.op("parent", &[], &[], 1, &[]);
    let inner = t.body.regions(holder)[0];
    let ib = t.body.append_new_block(inner);
    let bad = t.op("one_successor", &[], &[], 0, &[ib]);
    assert_eq!(
        err(t.verify(bad)),
        "reference to block defined in another region"
    );
}

#[test]
fn is_terminator() {
    let mut t = T::new();
    let bad = t.op("terminator", &[], &[], 0, &[]);
    let last = t.op("terminator", &[], &[], 0, &[]);
    assert_eq!(t.verify(last), Ok(()));
    assert_eq!(
        err(t.verify(bad)),
        "'tt.terminator' op must be the last operation in the parent block"
    );
    assert!(
        OpView::new(&t.ctx, &t.body, last)
            .info()
            .unwrap()
            .flags
            .contains(crate::semantics::registry::OpFlags::IS_TERMINATOR)
    );
}

#[test]
fn single_block_and_implicit_terminator() {
    let mut t = T::new();
    let ok = t.op("single_block", &[], &[], 1, &[]);
    assert_eq!(t.verify(ok), Ok(()), "empty region is fine");
    let r = t.body.regions(ok)[0];
    let b = t.body.append_new_block(r);
    assert_eq!(
        err(t.verify(ok)),
        "'tt.single_block' op expects a non-empty block"
    );
    let nt = t.op("single_block_no_term", &[], &[], 1, &[]);
    let r2 = t.body.regions(nt)[0];
    t.body.append_new_block(r2);
    assert_eq!(t.verify(nt), Ok(()), "NoTerminator allows an empty block");
    let fin = t
        .body
        .create_op(&t.ctx, &OperationState::new(&t.ctx, "tt.finish", t.loc()));
    t.body.append_op(b, fin);
    assert_eq!(t.verify(ok), Ok(()));
    t.body.append_new_block(r);
    assert_eq!(
        err(t.verify(ok)),
        "'tt.single_block' op expects region #0 to have 0 or 1 blocks"
    );

    let it = t.op("implicit_term", &[], &[], 1, &[]);
    let r = t.body.regions(it)[0];
    let b = t.body.append_new_block(r);
    let other = t.body.create_op(
        &t.ctx,
        &OperationState::new(&t.ctx, "tt.terminator", t.loc()),
    );
    t.body.append_op(b, other);
    let d = {
        let info = t.ctx.op_info(t.body.op_name(it)).unwrap();
        (info.verify_region.unwrap())(&t.ctx, OpRef::new(&t.body, it)).unwrap_err()
    };
    assert_eq!(
        d.message,
        "'tt.implicit_term' op expects regions to end with 'tt.finish', found 'tt.terminator'"
    );
    assert_eq!(
        d.notes[0].message,
        "in custom textual format, the absence of terminator implies 'tt.finish'"
    );
    t.body.erase_op(other);
    let fin = t
        .body
        .create_op(&t.ctx, &OperationState::new(&t.ctx, "tt.finish", t.loc()));
    t.body.append_op(b, fin);
    assert_eq!(t.verify(it), Ok(()));
}

#[test]
fn has_parent() {
    let mut t = T::new();
    let top = t.op("child", &[], &[], 0, &[]);
    assert_eq!(
        err(t.verify(top)),
        "'tt.child' op expects parent op 'tt.parent'"
    );
    let p = t.op("parent", &[], &[], 1, &[]);
    let r = t.body.regions(p)[0];
    let b = t.body.append_new_block(r);
    let c = t
        .body
        .create_op(&t.ctx, &OperationState::new(&t.ctx, "tt.child", t.loc()));
    t.body.append_op(b, c);
    assert_eq!(t.verify(c), Ok(()));
    let c1 = t.body.create_op(
        &t.ctx,
        &OperationState::new(&t.ctx, "tt.child_one_of", t.loc()),
    );
    t.body.append_op(b, c1);
    assert_eq!(t.verify(c1), Ok(()));
    let bad = t.op("child_one_of", &[], &[], 0, &[]);
    assert_eq!(
        err(t.verify(bad)),
        "'tt.child_one_of' op expects parent op to be one of 'tt.parent, tt.parent1'"
    );
}

#[test]
fn parent_seen_across_isolated_body() {
    let mut t = T::new();
    let iso = t.op("isolated", &[], &[], 1, &[]);
    assert!(
        t.body.is_isolated(iso),
        "IsolatedFromAbove gives a nested body"
    );
    let nested = t.body.nested_mut(iso).unwrap();
    let r = nested.root_regions()[0];
    let b = nested.append_new_block(r);
    let c = nested.create_op(
        &t.ctx,
        &OperationState::new(&t.ctx, "tt.child", Location::unknown(&t.ctx)),
    );
    nested.append_op(b, c);
    let nested = t.body.nested(iso).unwrap();
    assert_eq!(
        err(t.verify_in(nested, c)),
        "'tt.child' op expects parent op 'tt.parent'"
    );
}

#[test]
fn same_type_traits() {
    let mut t = T::new();
    let (i32, f32) = (t.i32(), t.f32());
    let t4 = t.tensor(&[4], i32);
    let t5 = t.tensor(&[5], i32);
    let t4f = t.tensor(&[4], f32);
    let t45 = t.tensor(&[4, 5], i32);
    let v = t.vals(&[i32, f32, t4, t5, t4f, t45]);
    let (vi, vf, v4, v5, v4f, v45) = (v[0], v[1], v[2], v[3], v[4], v[5]);
    let cases: &[Case<'_>] = &[
        ("same_type_operands", &[vi, vi], &[], None),
        (
            "same_type_operands",
            &[vi, vf],
            &[],
            Some("requires all operands to have the same type"),
        ),
        ("same_operands_shape", &[v4, v4f], &[], None),
        (
            "same_operands_shape",
            &[v4, v5],
            &[],
            Some("requires the same shape for all operands"),
        ),
        (
            "same_operands_shape",
            &[],
            &[],
            Some("expected 1 or more operands, but found 0"),
        ),
        ("same_operands_and_result_shape", &[v4], &[t4f], None),
        (
            "same_operands_and_result_shape",
            &[v4],
            &[t5],
            Some("requires the same shape for all operands and results"),
        ),
        ("same_operands_element_type", &[v4, v5, vi], &[], None),
        (
            "same_operands_element_type",
            &[v4, v4f],
            &[],
            Some("requires the same element type for all operands"),
        ),
        (
            "same_operands_and_result_element_type",
            &[v4, vi],
            &[t5],
            None,
        ),
        (
            "same_operands_and_result_element_type",
            &[v4],
            &[t4f],
            Some("requires the same element type for all operands and results"),
        ),
        ("same_operands_and_result_type", &[v4, v4], &[t4], None),
        (
            "same_operands_and_result_type",
            &[v4, v5],
            &[t4],
            Some("requires the same type for all operands and results"),
        ),
        ("same_operands_and_result_rank", &[v4, v5], &[t4f], None),
        (
            "same_operands_and_result_rank",
            &[v4, v45],
            &[],
            Some("operands don't have matching ranks"),
        ),
        (
            "same_operands_and_result_rank",
            &[v4],
            &[t45],
            Some("result type has different rank than operands"),
        ),
    ];
    for &(name, ops, res, want) in cases {
        let op = t.op(name, ops, res, 0, &[]);
        match want {
            None => assert_eq!(t.verify(op), Ok(()), "{name}"),
            Some(m) => assert_eq!(err(t.verify(op)), format!("'tt.{name}' op {m}")),
        }
    }
}

#[test]
fn type_kind_traits() {
    let mut t = T::new();
    let (i32, f32) = (t.i32(), t.f32());
    let i1 = Type::i1(&t.ctx);
    let si = Type::integer(&t.ctx, 32, Signedness::Signed).unwrap();
    let t4b = t.tensor(&[4], i1);
    let v = t.vals(&[i32, f32, si]);
    let cases: &[Case<'_>] = &[
        ("bool_results", &[], &[i1, t4b], None),
        (
            "bool_results",
            &[],
            &[i32],
            Some("requires a bool result type"),
        ),
        ("float_results", &[], &[f32], None),
        (
            "float_results",
            &[],
            &[i32],
            Some("requires a floating point type"),
        ),
        ("int_results", &[], &[i32, Type::index(&t.ctx)], None),
        (
            "int_results",
            &[],
            &[si],
            Some("requires an integer or index type"),
        ),
        ("float_operands", &[v[1]], &[], None),
        (
            "float_operands",
            &[v[0]],
            &[],
            Some("requires a float type"),
        ),
        ("int_operands", &[v[0]], &[], None),
        (
            "int_operands",
            &[v[1]],
            &[],
            Some("requires an integer or index type"),
        ),
    ];
    for &(name, ops, res, want) in cases {
        let op = t.op(name, ops, res, 0, &[]);
        match want {
            None => assert_eq!(t.verify(op), Ok(()), "{name}"),
            Some(m) => assert_eq!(err(t.verify(op)), format!("'tt.{name}' op {m}")),
        }
    }
}

#[test]
fn segment_sizes() {
    let mut t = T::new();
    let i32 = t.i32();
    let v = t.vals(&[i32, i32, i32, i32]);
    let bad = t.op("operand_segments", &v, &[], 0, &[]);
    assert_eq!(
        err(t.verify(bad)),
        "'tt.operand_segments' op operand count (4) does not match with the total size (0) specified in attribute 'operandSegmentSizes'"
    );
    let set = |t: &mut T, op: Operation, name: &str, vals: &[u64]| {
        let a = Attribute::dense_array(&t.ctx, t.i32(), vals).unwrap();
        let id = t.ctx.ident(name);
        let p = t.body.properties(op).dict_with(&t.ctx, id, Some(a));
        t.body.set_properties(op, p);
    };
    set(&mut t, bad, "operandSegmentSizes", &[1, 2]);
    assert_eq!(
        err(t.verify(bad)),
        "'tt.operand_segments' op operand count (4) does not match with the total size (3) specified in attribute 'operandSegmentSizes'"
    );
    set(
        &mut t,
        bad,
        "operandSegmentSizes",
        &[1, (-1i32) as u32 as u64],
    );
    assert_eq!(
        err(t.verify(bad)),
        "'tt.operand_segments' op 'operandSegmentSizes' attribute cannot have negative elements"
    );
    set(&mut t, bad, "operandSegmentSizes", &[1, 3]);
    assert_eq!(t.verify(bad), Ok(()));
    let r = t.op("result_segments", &[], &[i32; 4], 0, &[]);
    set(&mut t, r, "resultSegmentSizes", &[1, 2]);
    assert_eq!(
        err(t.verify(r)),
        "'tt.result_segments' op result count (4) does not match with the total size (3) specified in attribute 'resultSegmentSizes'"
    );
    set(&mut t, r, "resultSegmentSizes", &[4]);
    assert_eq!(t.verify(r), Ok(()));
}

#[test]
fn no_region_arguments() {
    let mut t = T::new();
    let i32 = t.i32();
    let op = t.op("no_region_args", &[], &[], 1, &[]);
    let r = t.body.regions(op)[0];
    let b = t.body.append_new_block(r);
    assert_eq!(t.verify(op), Ok(()));
    let loc = t.loc();
    t.body.add_block_arg(b, i32, loc);
    assert_eq!(
        err(t.verify(op)),
        "'tt.no_region_args' op region should have no arguments"
    );
    let op2 = t.op("no_region_args", &[], &[], 2, &[]);
    let r = t.body.regions(op2)[1];
    let b = t.body.append_new_block(r);
    t.body.add_block_arg(b, i32, loc);
    assert_eq!(
        err(t.verify(op2)),
        "'tt.no_region_args' op region #1 should have no arguments"
    );
}

#[test]
fn elementwise() {
    let mut t = T::new();
    let i32 = t.i32();
    let t4 = t.tensor(&[4], i32);
    let t5 = t.tensor(&[5], i32);
    let v4 = Type::vector(&t.ctx, &[4], i32, &[]).unwrap();
    let v = t.vals(&[i32, t4, v4]);
    let cases: &[(&[Value], &[Type], Option<&str>)] = &[
        (&[v[0]], &[i32], None),
        (&[v[1], v[0]], &[t4], None),
        (
            &[v[0]],
            &[t4],
            Some("if a result is non-scalar, then at least one operand must be non-scalar"),
        ),
        (
            &[v[1]],
            &[i32],
            Some("if an operand is non-scalar, then there must be at least one non-scalar result"),
        ),
        (
            &[v[1]],
            &[t4, i32],
            Some("if an operand is non-scalar, then all results must be non-scalar"),
        ),
        (
            &[v[1]],
            &[t5],
            Some("all non-scalar operands/results must have the same shape and base type"),
        ),
        (
            &[v[2]],
            &[t4],
            Some("all non-scalar operands/results must have the same shape and base type"),
        ),
    ];
    for &(ops, res, want) in cases {
        let op = t.op("elementwise", ops, res, 0, &[]);
        match want {
            None => assert_eq!(t.verify(op), Ok(())),
            Some(m) => assert_eq!(err(t.verify(op)), format!("'tt.elementwise' op {m}")),
        }
    }
}

#[test]
fn has_trait_and_flags() {
    let mut t = T::new();
    let s = t.op("scopes", &[], &[], 0, &[]);
    let v = OpView::new(&t.ctx, &t.body, s);
    assert!(v.has_trait::<AffineScope>());
    assert!(v.has_trait::<AutomaticAllocationScope>());
    assert!(v.has_trait::<HasOnlyGraphRegion>());
    assert!(!v.has_trait::<IsTerminator>());
    assert!(
        v.has_trait::<VariadicOperands>(),
        "count traits derived from fields"
    );
    assert!(
        v.info()
            .unwrap()
            .has_flags(crate::semantics::registry::OpFlags::GRAPH_REGIONS)
    );
    let m = crate::builtin::ModuleOp::NAME;
    assert_eq!(m, "builtin.module");
    let info = <crate::builtin::ModuleOp<'_> as OpType<'_>>::info();
    assert!(info.has_flags(crate::semantics::registry::OpFlags::ISOLATED_FROM_ABOVE));
    assert!(info.has_trait::<SymbolTable>() && info.has_trait::<NoTerminator>());
}

any_op!(InvolutionOp, "involution", [Involution]);
any_op!(IdempotentOp, "idempotent", [Idempotent]);
any_op!(CommutativeOp, "commutative", [Commutative]);

#[op(dialect = TraitTestDialect, name = "const", traits = [ConstantLike], fold = fold_const)]
pub struct ConstOp {
    #[result]
    r: Value,
    #[attr]
    value: Attribute,
}

fn fold_const(op: ConstOp<'_>, _: &[Option<Attribute>]) -> Option<OpFoldResult> {
    op.try_value().map(OpFoldResult::Attr)
}

/// The `-test-trait-folder` cases of MLIR's `test.op_involution_trait_*`,
/// `test.op_idempotent_trait*` and `test.op_commutative` (`mlir-opt`
/// output quoted in each assertion).
#[test]
fn trait_folds_match_mlir() {
    use crate::semantics::fold::try_fold;
    let mut t = T::new();
    let i32 = t.i32();
    let a = t.vals(&[i32])[0];
    // %1 = inv(inv(%a)) folds to %a.
    let inner = t.op("involution", &[a], &[i32], 0, &[]);
    let iv = t.body.result(inner, 0);
    let outer = t.op("involution", &[iv], &[i32], 0, &[]);
    let (r, res) = try_fold(&t.ctx, &mut t.body, outer);
    assert_eq!(
        (r, res.as_slice()),
        (FoldOutcome::Success, &[OpFoldResult::Value(a)][..])
    );
    assert_eq!(try_fold(&t.ctx, &mut t.body, inner).0, FoldOutcome::Failure);
    // %1 = idem(idem(%a)) folds to %0; idem(%b, %b) to %b.
    let i0 = t.op("idempotent", &[a], &[i32], 0, &[]);
    let i0v = t.body.result(i0, 0);
    let i1 = t.op("idempotent", &[i0v], &[i32], 0, &[]);
    assert_eq!(
        try_fold(&t.ctx, &mut t.body, i1).1.as_slice(),
        &[OpFoldResult::Value(i0v)]
    );
    let bin = t.op("idempotent", &[a, a], &[i32], 0, &[]);
    assert_eq!(
        try_fold(&t.ctx, &mut t.body, bin).1.as_slice(),
        &[OpFoldResult::Value(a)]
    );
    // "test.op_commutative"(%c, %a, %c, %a) becomes (%a, %a, %c, %c).
    let ty = t.i32();
    let one = Attribute::integer(&t.ctx, ty, 1).unwrap();
    let loc = t.loc();
    let c = ConstOp::build(
        &mut OpBuilder::at_end(&t.ctx, &mut t.body, t.block),
        loc,
        ty,
        one,
    );
    let c = t.body.result(c, 0);
    let comm = t.op("commutative", &[c, a, c, a], &[i32], 0, &[]);
    let (r, res) = try_fold(&t.ctx, &mut t.body, comm);
    assert_eq!((r, res.len()), (FoldOutcome::Success, 0), "folded in place");
    assert_eq!(t.body.operands(comm).collect::<Vec<_>>(), vec![a, a, c, c]);
    assert_eq!(
        try_fold(&t.ctx, &mut t.body, comm).0,
        FoldOutcome::Failure,
        "stable"
    );
    // Ops without folding traits get no fold hook.
    let plain = t.op("zero_regions", &[], &[], 0, &[]);
    assert!(t.ctx.op_info(t.body.op_name(plain)).unwrap().fold.is_none());
}
