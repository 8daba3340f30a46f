//! Arith folding and verification tests. Expected values are what
//! `mlir-opt-22 --canonicalize` produces on the same input (the input and
//! its output are quoted beside each test), checked through the fold API
//! directly: no `canonicalize` pass exists to run them through.

use super::*;
use ir::semantics::fold::{FoldOutcome, OpFoldResult, try_fold};
use ir::{Body, Context, Location, OpBuilder, OpRef, Operation, Type, Value};

struct T {
    ctx: Context,
    body: Body,
    block: ir::Block,
}

impl T {
    fn new() -> T {
        let ctx = Context::new();
        let mut body = Body::with_root_regions(1);
        let block = body.append_new_block(body.root_regions()[0]);
        T { ctx, body, block }
    }
    fn b(&mut self) -> OpBuilder<'_> {
        OpBuilder::at_end(&self.ctx, &mut self.body, self.block)
    }
    fn loc(&self) -> Location {
        Location::unknown(&self.ctx)
    }
    fn ty(&self, w: u32) -> Type {
        Type::int(&self.ctx, w)
    }
    fn int(&mut self, w: u32, v: i64) -> Value {
        let ty = self.ty(w);
        let a = Attribute::integer(&self.ctx, ty, v).unwrap();
        let loc = self.loc();
        let op = ConstantOp::build(&mut self.b(), loc, ty, TypedAttr(a));
        self.body.result(op, 0)
    }
    fn f32(&mut self, v: f32) -> Value {
        let ty = Type::f32(&self.ctx);
        let a = Attribute::float(&self.ctx, ty, v as f64).unwrap();
        let loc = self.loc();
        let op = ConstantOp::build(&mut self.b(), loc, ty, TypedAttr(a));
        self.body.result(op, 0)
    }
    /// An opaque value of type `ty` (a block argument).
    fn arg(&mut self, ty: Type) -> Value {
        let loc = self.loc();
        self.body.add_block_arg(self.block, ty, loc)
    }
    fn fold(&mut self, op: Operation) -> Option<OpFoldResult> {
        let (r, res) = try_fold(&self.ctx, &mut self.body, op);
        match r {
            FoldOutcome::Success => res.first().copied(),
            FoldOutcome::Failure => None,
        }
    }
    fn folds_to_int(&mut self, op: Operation, w: u32, v: i64) {
        let want = Attribute::integer(&self.ctx, self.ty(w), v).unwrap();
        assert_eq!(
            self.fold(op),
            Some(OpFoldResult::Attr(want)),
            "{}",
            self.ctx.op_name_str(self.body.op_name(op))
        );
    }
    fn verify(&self, op: Operation) -> Result<(), String> {
        let info = self.ctx.op_info(self.body.op_name(op)).unwrap();
        (info.verify.unwrap())(&self.ctx, OpRef::new(&self.body, op)).map_err(|d| d.message)
    }
}

macro_rules! bin {
    ($t:ident, $op:ident, $a:expr, $b:expr) => {{
        let loc = $t.loc();
        let ty = $t.body.value_type($a);
        $op::build(&mut $t.b(), loc, ty, $a, $b, None)
    }};
    ($t:ident, $op:ident, $a:expr, $b:expr, noflags) => {{
        let loc = $t.loc();
        let ty = $t.body.value_type($a);
        $op::build(&mut $t.b(), loc, ty, $a, $b)
    }};
}

/// `@f` of the folding input: integer constants.
#[test]
fn integer_constant_folds_match_mlir() {
    let mut t = T::new();
    let (c5, c7, cm7, c2, c0, cm1, cmin, c32, c1) = (
        t.int(32, 5),
        t.int(32, 7),
        t.int(32, -7),
        t.int(32, 2),
        t.int(32, 0),
        t.int(32, -1),
        t.int(32, -2147483648),
        t.int(32, 32),
        t.int(32, 1),
    );
    let op = bin!(t, AddIOp, c5, c7);
    t.folds_to_int(op, 32, 12);
    let op = bin!(t, SubIOp, c5, c7);
    t.folds_to_int(op, 32, -2);
    let op = bin!(t, MulIOp, c5, c7);
    t.folds_to_int(op, 32, 35);
    let op = bin!(t, DivSIOp, cm7, c2);
    t.folds_to_int(op, 32, -3);
    let op = bin!(t, DivUIOp, cm7, c2);
    t.folds_to_int(op, 32, 2147483644);
    let op = bin!(t, RemSIOp, cm7, c2, noflags);
    t.folds_to_int(op, 32, -1);
    let op = bin!(t, RemUIOp, cm7, c2, noflags);
    t.folds_to_int(op, 32, 1);
    // Division by zero, signed overflow and over-wide shifts stay.
    let op = bin!(t, DivSIOp, c5, c0);
    assert_eq!(t.fold(op), None);
    let op = bin!(t, DivSIOp, cmin, cm1);
    assert_eq!(t.fold(op), None);
    let op = bin!(t, ShLIOp, c1, c32);
    assert_eq!(t.fold(op), None);
    let op = bin!(t, ShRSIOp, cm7, c1);
    t.folds_to_int(op, 32, -4);
    let op = bin!(t, ShRUIOp, cm7, c1);
    t.folds_to_int(op, 32, 2147483644);
    let op = bin!(t, XOrIOp, c5, c7, noflags);
    t.folds_to_int(op, 32, 2);
    let a = t.int(8, 100);
    let op = bin!(t, AddIOp, a, a);
    t.folds_to_int(op, 8, -56);
    let i1 = t.ty(1);
    let loc = t.loc();
    let ult = CmpIPredicateAttr::get(&t.ctx, CmpIPredicate::Ult);
    let op = CmpIOp::build(&mut t.b(), loc, i1, cm7, c2, ult);
    t.folds_to_int(op, 1, 0);
    let slt = CmpIPredicateAttr::get(&t.ctx, CmpIPredicate::Slt);
    let op = CmpIOp::build(&mut t.b(), loc, i1, cm7, c2, slt);
    t.folds_to_int(op, 1, -1);
}

/// `%16`..`%20` of `@f`: identities and the traits.
#[test]
fn identities_and_trait_folds_match_mlir() {
    let mut t = T::new();
    let i32 = t.ty(32);
    let x = t.arg(i32);
    let (c5, c0, c7) = (t.int(32, 5), t.int(32, 0), t.int(32, 7));
    // Commutative: `addi %c5, %x` becomes `addi %x, %c5` in place.
    let op = bin!(t, AddIOp, c5, x);
    let (r, res) = try_fold(&t.ctx, &mut t.body, op);
    assert_eq!((r, res.len()), (FoldOutcome::Success, 0));
    assert_eq!(t.body.operands(op).collect::<Vec<_>>(), vec![x, c5]);
    assert_eq!(
        try_fold(&t.ctx, &mut t.body, op).0,
        FoldOutcome::Failure,
        "already canonical"
    );
    let op = bin!(t, MulIOp, c7, x);
    t.fold(op);
    assert_eq!(t.body.operands(op).collect::<Vec<_>>(), vec![x, c7]);
    // Idempotent: `andi %x, %x` is `%x`.
    let op = bin!(t, AndIOp, x, x, noflags);
    assert_eq!(t.fold(op), Some(OpFoldResult::Value(x)));
    let op = bin!(t, OrIOp, x, c0, noflags);
    assert_eq!(t.fold(op), Some(OpFoldResult::Value(x)));
    let op = bin!(t, SubIOp, x, x);
    t.folds_to_int(op, 32, 0);
    // Not foldable: not commutative, no constants.
    let op = bin!(t, SubIOp, c5, x);
    assert_eq!(try_fold(&t.ctx, &mut t.body, op).0, FoldOutcome::Failure);
}

/// `@g`: floats, select, casts, involution.
#[test]
fn float_select_cast_folds_match_mlir() {
    let mut t = T::new();
    let f32t = Type::f32(&t.ctx);
    let (a, c) = (t.f32(1.5), t.f32(2.25));
    let want =
        |t: &T, v: f32| OpFoldResult::Attr(Attribute::float(&t.ctx, f32t, v as f64).unwrap());
    let loc = t.loc();
    let op = AddFOp::build(&mut t.b(), loc, f32t, a, c, None);
    assert_eq!(t.fold(op), Some(want(&t, 3.75)));
    let op = SubFOp::build(&mut t.b(), loc, f32t, a, c, None);
    assert_eq!(t.fold(op), Some(want(&t, -0.75)));
    let op = MulFOp::build(&mut t.b(), loc, f32t, a, c, None);
    assert_eq!(t.fold(op), Some(want(&t, 3.375)));
    let op = DivFOp::build(&mut t.b(), loc, f32t, a, c, None);
    assert_eq!(
        t.fold(op),
        Some(want(&t, 0.666_666_7)),
        "0.666666686 in MLIR's print"
    );
    let op = NegFOp::build(&mut t.b(), loc, f32t, a, None);
    assert_eq!(t.fold(op), Some(want(&t, -1.5)));
    let i1 = t.ty(1);
    let olt = CmpFPredicateAttr::get(&t.ctx, CmpFPredicate::Olt);
    let op = CmpFOp::build(&mut t.b(), loc, i1, a, c, olt, None);
    t.folds_to_int(op, 1, -1);
    let y = t.arg(f32t);
    let nan = t.f32(f32::NAN);
    let uno = CmpFPredicateAttr::get(&t.ctx, CmpFPredicate::Uno);
    let op = CmpFOp::build(&mut t.b(), loc, i1, nan, y, uno, None);
    t.folds_to_int(op, 1, -1);
    // Involution-like: negf(negf y) = y.
    let n1 = NegFOp::build(&mut t.b(), loc, f32t, y, None);
    let n1v = t.body.result(n1, 0);
    let n2 = NegFOp::build(&mut t.b(), loc, f32t, n1v, None);
    assert_eq!(t.fold(n2), Some(OpFoldResult::Value(y)));

    let i32 = t.ty(32);
    let (p, q) = (t.arg(i32), t.arg(i32));
    let tru = t.int(1, 1);
    let op = SelectOp::build(&mut t.b(), loc, i32, tru, p, q);
    assert_eq!(t.fold(op), Some(OpFoldResult::Value(p)));
    let b = t.arg(i1);
    let op = SelectOp::build(&mut t.b(), loc, i32, b, p, p);
    assert_eq!(t.fold(op), Some(OpFoldResult::Value(p)));
    let m = t.int(32, -3);
    let i64t = t.ty(64);
    let op = ExtSIOp::build(&mut t.b(), loc, i64t, m);
    t.folds_to_int(op, 64, -3);
    let i8t = t.ty(8);
    let op = TruncIOp::build(&mut t.b(), loc, i8t, m, None);
    t.folds_to_int(op, 8, -3);
    let op = ExtUIOp::build(&mut t.b(), loc, i64t, m);
    t.folds_to_int(op, 64, 4294967293);
    let idx = Type::index(&t.ctx);
    let op = IndexCastOp::build(&mut t.b(), loc, idx, m);
    let want = Attribute::integer(&t.ctx, idx, -3).unwrap();
    assert_eq!(t.fold(op), Some(OpFoldResult::Attr(want)));
}

/// Verifier texts, from `mlir-opt` on the generic form of each case.
#[test]
fn verifier_texts_match_mlir() {
    let mut t = T::new();
    let (i32, i64, i8) = (t.ty(32), t.ty(64), t.ty(8));
    let f32t = Type::f32(&t.ctx);
    let a = t.arg(i32);
    let b = t.arg(i64);
    let f = t.arg(f32t);
    let loc = t.loc();
    let op = ExtSIOp::build(&mut t.b(), loc, i8, a);
    assert_eq!(
        t.verify(op),
        Err(
            "'arith.extsi' op operand type 'i32' and result type 'i8' are cast incompatible".into()
        )
    );
    let op = TruncIOp::build(&mut t.b(), loc, i64, a, None);
    assert_eq!(
        t.verify(op),
        Err(
            "'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible"
                .into()
        )
    );
    let op = IndexCastOp::build(&mut t.b(), loc, i64, a);
    assert_eq!(
        t.verify(op),
        Err(
            "'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible"
                .into()
        )
    );
    let op = AddIOp::build(&mut t.b(), loc, f32t, f, f, None);
    assert_eq!(
        t.verify(op),
        Err("'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'".into())
    );
    let op = AddIOp::build(&mut t.b(), loc, i32, a, b, None);
    assert_eq!(
        t.verify(op),
        Err("'arith.addi' op requires the same type for all operands and results".into())
    );
    let one64 = Attribute::integer(&t.ctx, i64, 1).unwrap();
    let op = ConstantOp::build(&mut t.b(), loc, i32, TypedAttr(one64));
    assert_eq!(
        t.verify(op),
        Err(
            "'arith.constant' op failed to verify that all of {value, result} have same type"
                .into()
        )
    );
    let eq = CmpIPredicateAttr::get(&t.ctx, CmpIPredicate::Eq);
    let op = CmpIOp::build(&mut t.b(), loc, i32, a, a, eq);
    assert_eq!(
        t.verify(op),
        Err("'arith.cmpi' op result #0 must be bool-like, but got 'i32'".into())
    );
    let good = AddIOp::build(&mut t.b(), loc, i32, a, a, None);
    assert_eq!(t.verify(good), Ok(()));
    // A missing required attribute.
    let st = ir::OperationState::new(&t.ctx, "arith.constant", loc);
    let mut st = st;
    st.result_types.push(i32);
    let op = t.b().create(&st);
    assert_eq!(
        t.verify(op),
        Err("'arith.constant' op requires attribute 'value'".into())
    );
}

#[test]
fn typed_accessors_and_flags() {
    let mut t = T::new();
    let i32 = t.ty(32);
    let a = t.arg(i32);
    let loc = t.loc();
    let flags = IntegerOverflowFlagsAttr::get(
        &t.ctx,
        IntegerOverflowFlags::Nsw | IntegerOverflowFlags::Nuw,
    );
    let op = AddIOp::build(&mut t.b(), loc, i32, a, a, Some(flags));
    let h = AddIOp::cast(&t.ctx, &t.body, op).expect("an addi");
    assert_eq!(h.lhs(), a);
    assert_eq!(
        *h.overflow_flags().value(&t.ctx),
        IntegerOverflowFlags::Nsw | IntegerOverflowFlags::Nuw
    );
    assert_eq!(
        format!("{}", flags.0.display(&t.ctx)),
        "#arith.overflow<nsw, nuw>"
    );
    let plain = AddIOp::build(&mut t.b(), loc, i32, a, a, None);
    let h = AddIOp::cast(&t.ctx, &t.body, plain).unwrap();
    assert_eq!(
        *h.overflow_flags().value(&t.ctx),
        IntegerOverflowFlags::None,
        "default-valued"
    );
    assert!(SubIOp::cast(&t.ctx, &t.body, plain).is_none());
    let fm = FastMathFlagsAttr::get(&t.ctx, FastMathFlags::Nnan | FastMathFlags::Ninf);
    assert_eq!(
        format!("{}", fm.0.display(&t.ctx)),
        "#arith.fastmath<nnan,ninf>"
    );
    let all = FastMathFlags::CASES[1..8]
        .iter()
        .fold(FastMathFlags::None, |a, c| a | c.1);
    let fast = FastMathFlagsAttr::get(&t.ctx, all);
    assert_eq!(*fast.value(&t.ctx), FastMathFlags::Fast);
    assert_eq!(
        format!("{}", fast.0.display(&t.ctx)),
        "#arith.fastmath<fast>"
    );
    // Uniqued like builtin attributes: one handle per value.
    assert_eq!(fast, FastMathFlagsAttr::get(&t.ctx, FastMathFlags::Fast));
    assert!(FastMathFlagsAttr::from_attr(&t.ctx, flags.0).is_none());
}

#[test]
fn materializer_builds_constants() {
    let mut t = T::new();
    let i32 = t.ty(32);
    let v = Attribute::integer(&t.ctx, i32, 9).unwrap();
    let loc = t.loc();
    let op =
        ir::semantics::fold::materialize_constant(&mut t.b(), "arith", v, i32, loc).expect("built");
    let c = ConstantOp::cast(&t.ctx, &t.body, op).unwrap();
    assert_eq!(c.value(), TypedAttr(v));
    let f32t = Type::f32(&t.ctx);
    assert!(ir::semantics::fold::materialize_constant(&mut t.b(), "arith", v, f32t, loc).is_none());
}

#[test]
fn typed_setters_through_a_mutable_view() {
    let mut t = T::new();
    let i32 = t.ty(32);
    let a = t.arg(i32);
    let loc = t.loc();
    let op = AddIOp::build(&mut t.b(), loc, i32, a, a, None);
    let flags = IntegerOverflowFlagsAttr::get(&t.ctx, IntegerOverflowFlags::Nsw);
    let mut m = ir::OpViewMut::new(&t.ctx, &mut t.body, op);
    AddIOp::set_overflow_flags(&mut m, Some(flags));
    let h = AddIOp::cast(&t.ctx, &t.body, op).unwrap();
    assert_eq!(h.overflow_flags(), flags);
    assert_eq!(
        h.property("overflowFlags"),
        Some(flags.0),
        "stored under the ODS name"
    );
}

#[test]
fn malformed_ops_do_not_fold_or_panic() {
    let mut t = T::new();
    let c = t.int(32, 3);
    let loc = t.loc();
    let mut st = ir::OperationState::new(&t.ctx, "arith.addi", loc);
    st.operands.push(c);
    st.result_types.push(t.ty(32));
    let op = t.b().create(&st);
    assert!(t.verify(op).is_err());
    assert_eq!(try_fold(&t.ctx, &mut t.body, op).0, FoldOutcome::Failure);
    let mut st = ir::OperationState::new(&t.ctx, "arith.cmpi", loc);
    st.operands.push(c);
    st.operands.push(c);
    st.result_types.push(t.ty(1));
    let op = t.b().create(&st);
    assert_eq!(t.fold(op), None, "no predicate: no fold");
}

/// Builders without result types: `arith.addi` takes its operands' type
/// (`SameOperandsAndResultType`), `arith.cmpi` an `i1` shaped like them
/// (its `infer_result_types`), `arith.constant` its value's type; each
/// built op verifies. `mlir-opt-22` builds the same ops from
/// `%r = arith.addi %x, %x : vector<4xi8>` and friends.
#[test]
fn builders_infer_result_types() {
    let mut t = T::new();
    let v4i8 = Type::vector(&t.ctx, &[4], t.ty(8), &[false]).unwrap();
    let x = t.arg(v4i8);
    let loc = t.loc();
    let add = AddIOp::build_inferred(&mut t.b(), loc, x, x, None).expect("inferred");
    let r = t.body.result(add, 0);
    assert_eq!(t.body.value_type(r), v4i8);
    assert_eq!(t.verify(add), Ok(()));
    let ult = CmpIPredicateAttr::get(&t.ctx, CmpIPredicate::Ult);
    let cmp = CmpIOp::build_inferred(&mut t.b(), loc, x, r, ult).expect("inferred");
    let want = Type::vector(&t.ctx, &[4], t.ty(1), &[false]).unwrap();
    assert_eq!(t.body.value_type(t.body.result(cmp, 0)), want);
    assert_eq!(t.verify(cmp), Ok(()));
    let a = Attribute::integer(&t.ctx, t.ty(16), 7).unwrap();
    let c = ConstantOp::build_inferred(&mut t.b(), loc, TypedAttr(a)).expect("inferred");
    assert_eq!(t.body.value_type(t.body.result(c, 0)), t.ty(16));
}

/// A builder given `None` for a default-valued property stores the default,
/// so the generic form shows it as mlir-opt-22 does for
/// `%0 = arith.addi %a, %a : i32`:
/// `"arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>}>`.
#[test]
fn builders_store_default_valued_properties() {
    let mut t = T::new();
    let a = t.int(32, 1);
    let op = bin!(t, AddIOp, a, a);
    let props = t.body.properties(op);
    let got = props.dict_get(&t.ctx, t.ctx.ident("overflowFlags"));
    assert_eq!(
        got.map(|a| a.display(&t.ctx).to_string()).as_deref(),
        Some("#arith.overflow<none>")
    );
    let f = t.f32(1.0);
    let loc = t.loc();
    let f32t = t.body.value_type(f);
    let neg = NegFOp::build(&mut t.b(), loc, f32t, f, None);
    let got = t
        .body
        .properties(neg)
        .dict_get(&t.ctx, t.ctx.ident("fastmath"));
    assert_eq!(
        got.map(|a| a.display(&t.ctx).to_string()).as_deref(),
        Some("#arith.fastmath<none>")
    );
}

/// `ceildivui`/`ceildivsi` trap as `divui`/`divsi` do: speculatable only
/// for a constant divisor other than 0 (and -1, signed); `floordivsi` and
/// the other new integer ops are `Pure`.
#[test]
fn division_speculatability() {
    use ir::semantics::interfaces::side_effects::{is_pure, speculatability};
    let mut t = T::new();
    let x = t.arg(t.ty(32));
    let (c0, cm1, c3) = (t.int(32, 0), t.int(32, -1), t.int(32, 3));
    let spec = |t: &T, op: Operation| speculatability(OpView::new(&t.ctx, &t.body, op));
    let op = bin!(t, CeilDivUIOp, x, c3, noflags);
    assert_eq!(spec(&t, op), Some(Speculatability::Speculatable));
    let op = bin!(t, CeilDivUIOp, x, c0, noflags);
    assert_eq!(spec(&t, op), Some(Speculatability::NotSpeculatable));
    let op = bin!(t, CeilDivSIOp, x, cm1, noflags);
    assert_eq!(spec(&t, op), Some(Speculatability::NotSpeculatable));
    let op = bin!(t, CeilDivSIOp, x, c3, noflags);
    assert_eq!(spec(&t, op), Some(Speculatability::Speculatable));
    let op = bin!(t, FloorDivSIOp, x, c0, noflags);
    assert!(is_pure(OpView::new(&t.ctx, &t.body, op)));
    let op = bin!(t, MaxUIOp, x, c0, noflags);
    assert!(is_pure(OpView::new(&t.ctx, &t.body, op)));
}

/// The materializer builds splat and dense constants too (MLIR's
/// `isBuildableWith`), but not of unsigned elements.
#[test]
fn materializer_builds_shaped_constants() {
    let mut t = T::new();
    let loc = t.loc();
    let v4 = Type::vector(&t.ctx, &[4], t.ty(32), &[]).unwrap();
    let splat = Attribute::dense_ints(&t.ctx, v4, &[ir::APInt::from_u64(32, 7)]).unwrap();
    let op = ir::semantics::fold::materialize_constant(&mut t.b(), "arith", splat, v4, loc)
        .expect("built");
    assert_eq!(
        ConstantOp::cast(&t.ctx, &t.body, op).unwrap().value(),
        TypedAttr(splat)
    );
    let u = Type::integer(&t.ctx, 32, ir::Signedness::Unsigned).unwrap();
    let tu = Type::ranked_tensor(&t.ctx, &[2], u, None).unwrap();
    let unsigned = Attribute::dense_ints(&t.ctx, tu, &[ir::APInt::from_u64(32, 1)]).unwrap();
    assert!(
        ir::semantics::fold::materialize_constant(&mut t.b(), "arith", unsigned, tu, loc).is_none()
    );
}

/// The two-result ops fold both results: `mului_extended(x, 1)` gives `x`
/// and a zero, constants give the low and high halves.
#[test]
fn extended_ops_fold_both_results() {
    let mut t = T::new();
    let i8t = t.ty(8);
    let x = t.arg(i8t);
    let one = t.int(8, 1);
    let loc = t.loc();
    let op = MulUIExtendedOp::build(&mut t.b(), loc, i8t, i8t, x, one);
    let (r, res) = try_fold(&t.ctx, &mut t.body, op);
    assert_eq!(r, FoldOutcome::Success);
    let zero = Attribute::integer(&t.ctx, i8t, 0).unwrap();
    assert_eq!(
        &res[..],
        &[OpFoldResult::Value(x), OpFoldResult::Attr(zero)]
    );
    let (a, b) = (t.int(8, -100), t.int(8, 3));
    let op = MulSIExtendedOp::build(&mut t.b(), loc, i8t, i8t, a, b);
    let (_, res) = try_fold(&t.ctx, &mut t.body, op);
    // -300 = 0xFED4: low 0xD4 (-44), high 0xFE (-2).
    let low = Attribute::integer(&t.ctx, i8t, -44).unwrap();
    let high = Attribute::integer(&t.ctx, i8t, -2).unwrap();
    assert_eq!(
        &res[..],
        &[OpFoldResult::Attr(low), OpFoldResult::Attr(high)]
    );
}
