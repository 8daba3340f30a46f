//! The `func` dialect: `func.func`, `func.call`, `func.call_indirect`,
//! `func.constant` and `func.return`, with MLIR 22's custom syntax and
//! verifier messages.
//!
//! Ops are declared here; their verifiers live in [`verify`]. `func.call`,
//! `func.call_indirect`, `func.constant` and `func.return` use the
//! declarative `format` with ODS's assembly formats (`call_indirect`'s
//! argument and result types follow from the callee's function type through
//! ODS's `TypesMatchWith`); `func.func`'s syntax is hand-written in [`asm`],
//! as MLIR's is. `func.return` is checked against its function by `func.func`'s
//! verifier, which owns both the signature and the body: a return only
//! sees the body it lives in, not the op that owns it.

pub mod asm;
pub mod inliner;
#[cfg(test)]
mod tests;
pub mod verify;

use ir::prelude::*;
use ir::semantics::constraints::{FunctionType, TypesTransform};
use ir::semantics::interfaces::call::{CallOpInterface, FunctionOpInterface};
use ir::semantics::symbols::{SymbolOpInterface, SymbolUserOpInterface};

/// The func dialect.
#[dialect(name = "func")]
pub struct FuncDialect;

/// `func.func`: a function, or a declaration when its body is empty.
#[op(dialect = FuncDialect, name = "func",
     traits = [IsolatedFromAbove, Symbol, AffineScope, AutomaticAllocationScope,
               SymbolOpInterface, FunctionOpInterface],
     parse = asm::parse_func, print = asm::print_func, verify = verify::verify_func,
     default_dialect = "func",
     summary = "An operation with a name containing a single `SSACFG` region")]
pub struct FuncOp {
    /// The function's name.
    #[attr]
    sym_name: StringAttr,
    /// The signature (read it through `FunctionOpInterface::function_type`).
    #[attr(accessor = "function_type_attr")]
    function_type: TypeAttrOf<FunctionType>,
    /// The visibility, when not public.
    #[attr(optional)]
    sym_visibility: StringAttr,
    /// One dictionary per argument.
    #[attr(optional)]
    arg_attrs: ArrayAttr,
    /// One dictionary per result.
    #[attr(optional)]
    res_attrs: ArrayAttr,
    /// Whether calls to it must not be inlined.
    #[attr(optional)]
    no_inline: UnitAttr,
    /// The body; empty for a declaration.
    #[region]
    body: Region,
}

/// `CallableOpInterface` comes with it (the body, the signature's types).
impl FunctionOpInterface for FuncOp<'_> {
    fn function_type(&self) -> Type {
        self.function_type_attr().value(self.0.ctx)
    }
    fn is_external(&self) -> bool {
        self.is_declaration()
    }
}

impl SymbolOpInterface for FuncOp<'_> {
    fn is_declaration(&self) -> bool {
        let (body, op) = (self.0.body, self.0.op);
        body.regions(op)
            .first()
            .is_none_or(|&r| body.region_body(op).region_is_empty(r))
    }
}

/// `func.call`: a direct call to a function by symbol.
#[op(dialect = FuncDialect, name = "call",
     traits = [SymbolUserOpInterface, CallOpInterface],
     format = "$callee `(` $args `)` attr-dict `:` functional-type($args, results)",
     summary = "call operation")]
pub struct CallOp {
    /// The callee.
    #[attr]
    callee: FlatSymbolRefAttr,
    /// The arguments.
    #[operand(variadic)]
    args: Value,
    /// The results.
    #[result(variadic)]
    results: Value,
    /// Per-argument attributes.
    #[attr(optional)]
    arg_attrs: ArrayAttr,
    /// Per-result attributes.
    #[attr(optional)]
    res_attrs: ArrayAttr,
    /// Whether the call must not be inlined.
    #[attr(optional)]
    no_inline: UnitAttr,
}

impl CallOpInterface for CallOp<'_> {
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

impl SymbolUserOpInterface for CallOp<'_> {
    fn verify_symbol_uses(
        &self,
        at: &ir::OpCursor<'_>,
        tables: &mut ir::semantics::symbols::SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        verify::verify_call_uses(self.0, at, tables)
    }
}

/// `func.call_indirect`: a call through a function value.
#[op(dialect = FuncDialect, name = "call_indirect",
     traits = [CallOpInterface,
               TypesMatchWith<(callee, callee_operands), CalleeInputs>,
               TypesMatchWith<(callee, results), CalleeResults>],
     canonicalize_method = canonicalize_call_indirect,
     format = "$callee `(` $callee_operands `)` attr-dict `:` type($callee)",
     summary = "indirect call operation")]
pub struct CallIndirectOp {
    /// The function called.
    #[operand(ty = FunctionType)]
    callee: Value,
    /// The arguments.
    #[operand(variadic)]
    callee_operands: Value,
    /// The results.
    #[result(variadic)]
    results: Value,
    /// Per-argument attributes.
    #[attr(optional)]
    arg_attrs: ArrayAttr,
    /// Per-result attributes.
    #[attr(optional)]
    res_attrs: ArrayAttr,
}

/// `func.call_indirect`'s arguments have the callee's input types.
#[derive(Debug)]
pub struct CalleeInputs;
impl TypesTransform for CalleeInputs {
    const SUMMARY: &'static str = "callee input types match argument types";
    fn apply(ctx: &Context, callee: Type) -> Vec<Type> {
        callee
            .function_parts(ctx)
            .map_or_else(Vec::new, |(ins, _)| ins.to_vec())
    }
}

/// `func.call_indirect`'s results have the callee's result types.
#[derive(Debug)]
pub struct CalleeResults;
impl TypesTransform for CalleeResults {
    const SUMMARY: &'static str = "callee result types match result types";
    fn apply(ctx: &Context, callee: Type) -> Vec<Type> {
        callee
            .function_parts(ctx)
            .map_or_else(Vec::new, |(_, outs)| outs.to_vec())
    }
}

impl CallOpInterface for CallIndirectOp<'_> {
    fn callee_symbol(&self) -> Option<Attribute> {
        None
    }
    fn callee_value(&self) -> Option<Value> {
        self.0.body.operands(self.0.op).next()
    }
    fn arg_operands(&self) -> Vec<Value> {
        self.0.body.operands(self.0.op).skip(1).collect()
    }
}

/// `func.constant`: a function symbol as an SSA value.
#[op(dialect = FuncDialect, name = "constant",
     traits = [ConstantLike, Pure, SymbolUserOpInterface],
     format = "attr-dict $value `:` type(results)",
     asm_result_names = asm::constant_result_names,
     summary = "constant")]
pub struct ConstantOp {
    /// The function referred to.
    #[attr]
    value: FlatSymbolRefAttr,
    /// The function value.
    #[result]
    result: Value,
}

impl SymbolUserOpInterface for ConstantOp<'_> {
    fn verify_symbol_uses(
        &self,
        at: &ir::OpCursor<'_>,
        tables: &mut ir::semantics::symbols::SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        verify::verify_constant_uses(self.0, at, tables)
    }
}

/// `func.return`: returns from a `func.func`.
#[op(dialect = FuncDialect, name = "return",
     traits = [Pure, HasParent<FuncOp>, ReturnLike, IsTerminator],
     format = "attr-dict ($operands^ `:` type($operands))?",
     summary = "Function return operation")]
pub struct ReturnOp {
    /// The returned values.
    #[operand(variadic)]
    operands: Value,
}

/// `func.call_indirect`'s canonicalization (MLIR's
/// `CallIndirectOp::canonicalize`): a call through a `func.constant`
/// becomes a `func.call` of its symbol, with the same results and
/// arguments and none of the indirect call's attributes.
pub fn canonicalize_call_indirect(
    op: Operation,
    rw: &mut ir::transforms::rewrite::PatternRewriter<'_>,
) -> ir::transforms::rewrite::MatchResult {
    use ir::transforms::rewrite::NoMatch;
    let (ctx, body) = (rw.ctx(), rw.body());
    let call = CallIndirectOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let def = body.defining_op(call.callee()).ok_or(NoMatch)?;
    let callee = ConstantOp::cast(ctx, body, def).ok_or(NoMatch)?.value();
    let args: Vec<Value> = call.callee_operands().collect();
    let types: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
    rw.replace_op_with(op, |b, loc| {
        CallOp::build(b, loc, &types, &args, callee, None, None, None)
    });
    Ok(())
}
