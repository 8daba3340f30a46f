//! What the test dialect gives the inliner (MLIR's `TestInlinerInterface`
//! and the ops of `inlining.mlir`): `test.functional_region_op` (a
//! callable region, called through `func.call_indirect`),
//! `test.conversion_call_op` (a call whose types may differ from its
//! callee's, converted with `test.cast`), and `test.type_changer`.

use super::{ReturnOp, TestDialect};
use ir::prelude::*;
use ir::semantics::constraints::FunctionType;
use ir::semantics::interfaces::call::{CallOpInterface, CallableOpInterface, FunctionOpInterface};
use ir::semantics::symbols::SymbolOpInterface;
use ir::transforms::inliner_interface::{
    DialectInlinerInterface, InlineLegality, replace_with_terminator_operands,
};

/// `test.functional_region_op`: its region is a callable of the
/// function type of its result.
#[op(dialect = TestDialect, name = "functional_region_op",
     traits = [CallableOpInterface],
     summary = "an op with a callable region")]
pub struct FunctionalRegionOp {
    /// The callable region.
    #[region]
    body: Region,
    /// The function value.
    #[result(ty = FunctionType)]
    result: Value,
}

impl FunctionalRegionOp<'_> {
    fn signature(&self) -> (Vec<Type>, Vec<Type>) {
        let (body, op) = (self.0.body, self.0.op);
        let ty = body.value_type(body.result(op, 0));
        ty.function_parts(self.0.ctx)
            .map_or_else(Default::default, |(i, o)| (i.to_vec(), o.to_vec()))
    }
}

impl CallableOpInterface for FunctionalRegionOp<'_> {
    fn callable_region(&self) -> Option<Region> {
        self.0.body.regions(self.0.op).first().copied()
    }
    fn argument_types(&self) -> Vec<Type> {
        self.signature().0
    }
    fn result_types(&self) -> Vec<Type> {
        self.signature().1
    }
}

/// `test.conversion_call_op`: a call by symbol whose operand and result
/// types may differ from the callee's.
#[op(dialect = TestDialect, name = "conversion_call_op",
     traits = [CallOpInterface],
     summary = "a call that may need conversions")]
pub struct ConversionCallOp {
    /// The arguments (upstream's `arg_operands`, renamed: an operand
    /// accessor cannot be renamed and that one clashes with the interface).
    #[operand(variadic)]
    call_args: Value,
    /// The results.
    #[result(variadic)]
    results: Value,
    /// The callee.
    #[attr]
    callee: SymbolRefAttr,
}

impl CallOpInterface for ConversionCallOp<'_> {
    fn callee_symbol(&self) -> Option<Attribute> {
        Some(self.callee().0)
    }
    fn callee_value(&self) -> Option<Value> {
        None
    }
    fn arg_operands(&self) -> Vec<Value> {
        self.0.body.operands(self.0.op).collect()
    }
}

/// `test.cast`: any values to any type.
#[op(dialect = TestDialect, name = "cast", traits = [Pure], summary = "a cast")]
pub struct CastOp {
    /// The inputs.
    #[operand(variadic)]
    inputs: Value,
    /// The result.
    #[result]
    result: Value,
}

/// `test.type_changer`: a value to a value, as the inliner's argument and
/// result handlers insert it.
#[op(dialect = TestDialect, name = "type_changer", summary = "changes nothing")]
pub struct TypeChangerOp {
    /// The input.
    #[operand]
    input: Value,
    /// The result.
    #[result]
    result: Value,
}

/// `test.conversion_func_op`: an isolated function-like symbol whose
/// argument and result attributes the test inliner reacts to.
#[op(dialect = TestDialect, name = "conversion_func_op",
     traits = [IsolatedFromAbove, Symbol, SymbolOpInterface, FunctionOpInterface],
     parse = parse_conversion_func, print = print_conversion_func,
     summary = "a function with handled argument and result attributes")]
pub struct ConversionFuncOp {
    /// The function's name.
    #[attr]
    sym_name: StringAttr,
    /// The signature.
    #[attr(accessor = "function_type_attr")]
    function_type: TypeAttrOf<FunctionType>,
    /// One dictionary per argument.
    #[attr(optional)]
    arg_attrs: ArrayAttr,
    /// One dictionary per result.
    #[attr(optional)]
    res_attrs: ArrayAttr,
    /// The visibility, when not public.
    #[attr(optional)]
    sym_visibility: StringAttr,
    /// The body.
    #[region]
    body: Region,
}

fn parse_conversion_func(p: &mut ir::text::OpAsmParser<'_, '_>) -> ir::text::PResult<()> {
    ir::text::function::parse_function_op(p, &[])
}

fn print_conversion_func(p: &mut ir::text::OpAsmPrinter<'_, '_>) {
    ir::text::function::print_function_op(p);
}

impl SymbolOpInterface for ConversionFuncOp<'_> {}

/// `CallableOpInterface` comes with it (the body, the signature's types).
impl FunctionOpInterface for ConversionFuncOp<'_> {
    fn function_type(&self) -> Type {
        self.function_type_attr().value(self.0.ctx)
    }
    fn is_external(&self) -> bool {
        let (body, op) = (self.0.body, self.0.op);
        body.regions(op)
            .first()
            .is_none_or(|&r| body.region_body(op).region_is_empty(r))
    }
}

/// `test.fold_to_call_op`: names a function; canonicalization turns it
/// into a `func.call` of it ([`super::pattern_ops::fold_to_call_patterns`]).
#[op(dialect = TestDialect, name = "fold_to_call_op",
     canonicalize = super::pattern_ops::fold_to_call_patterns,
     summary = "a callee reference")]
pub struct FoldToCallOp {
    /// The function named.
    #[attr]
    callee: FlatSymbolRefAttr,
}

/// The test dialect's answers to the inliner.
#[derive(Debug)]
pub struct TestInlinerInterface;

fn is_i16_or_i32(ctx: &Context, t: Type) -> bool {
    matches!(
        t.kind(ctx),
        ir::uniqued::types::TypeKind::Integer {
            width: 16 | 32,
            signedness: ir::uniqued::types::Signedness::Signless
        }
    )
}

#[ir::dialect_interface(dialect = TestDialect)]
impl DialectInlinerInterface for TestInlinerInterface {
    fn is_legal_to_inline_call(&self, call: OpView<'_>, _: OpView<'_>, _: bool) -> bool {
        let ctx = call.ctx;
        call.body
            .get_attr(ctx, call.op, ctx.ident("noinline"))
            .is_none()
    }

    fn legal_by_default(&self) -> InlineLegality {
        InlineLegality::OPS_AND_REGIONS
    }

    fn should_analyze_recursively(&self, op: OpView<'_>) -> bool {
        op.dyn_cast::<FunctionalRegionOp<'_>>().is_none()
    }

    fn handle_terminator_values(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        values_to_replace: &[Value],
    ) {
        if ReturnOp::cast(ctx, body, op).is_some() {
            replace_with_terminator_operands(body, op, values_to_replace);
        }
    }

    fn handle_argument(
        &self,
        b: &mut OpBuilder<'_>,
        call: Operation,
        argument: Value,
        attrs: Attribute,
    ) -> Value {
        type_changer_if(b, call, argument, attrs, "test.handle_argument")
    }

    fn handle_result(
        &self,
        b: &mut OpBuilder<'_>,
        call: Operation,
        result: Value,
        attrs: Attribute,
    ) -> Value {
        type_changer_if(b, call, result, attrs, "test.handle_result")
    }

    fn materialize_call_conversion(
        &self,
        b: &mut OpBuilder<'_>,
        input: Value,
        result_type: Type,
        loc: Location,
    ) -> Option<Operation> {
        let ctx = b.ctx;
        if !is_i16_or_i32(ctx, result_type) || !is_i16_or_i32(ctx, b.body.value_type(input)) {
            return None;
        }
        let mut st = ir::OperationState::new(ctx, "test.cast", loc);
        st.operands.push(input);
        st.result_types.push(result_type);
        Some(b.create(&st))
    }

    fn process_inlined_call_blocks(
        &self,
        ctx: &Context,
        body: &mut Body,
        call: Operation,
        blocks: &[Block],
    ) {
        if ConversionCallOp::cast(ctx, body, call).is_none() {
            return;
        }
        let unit = Attribute::unit(ctx);
        let key = ctx.ident("inlined_conversion");
        let mut work: Vec<Block> = blocks.to_vec();
        while let Some(b) = work.pop() {
            let ops: Vec<Operation> = body.block_ops(b).collect();
            for op in ops {
                body.set_attr(ctx, op, key, Some(unit));
                if !body.is_isolated(op) {
                    let regions = body.regions(op).to_vec();
                    for r in regions {
                        work.extend(body.region_blocks(r).collect::<Vec<_>>());
                    }
                }
            }
        }
    }
}

/// A `test.type_changer` of `v` at the call's location when `attrs` holds
/// `key`, else `v`.
fn type_changer_if(
    b: &mut OpBuilder<'_>,
    call: Operation,
    v: Value,
    attrs: Attribute,
    key: &str,
) -> Value {
    let ctx = b.ctx;
    if attrs.dict_get(ctx, ctx.ident(key)).is_none() {
        return v;
    }
    let mut st = ir::OperationState::new(ctx, "test.type_changer", b.body.op_loc(call));
    st.operands.push(v);
    st.result_types.push(b.body.value_type(v));
    b.create_value(&st)
}
