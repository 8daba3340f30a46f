//! The builtin dialect's ops, `builtin.module` and
//! `builtin.unrealized_conversion_cast`, declared with the same macros a
//! dialect crate uses (`ir` names itself `ir` with `extern crate self`).
//!
//! Hand-written `OpInfo` records were the alternative, rejected so that
//! the builtin ops get typed handles, builders and trait verifiers like
//! every other op, and so the macros are exercised by the crate that
//! defines them.

use crate::prelude::*;

/// The builtin dialect.
#[dialect(name = "builtin")]
pub struct BuiltinDialect;

/// `builtin.module`: a top-level container holding a symbol table.
#[op(dialect = BuiltinDialect, name = "module",
     traits = [AffineScope, IsolatedFromAbove, NoRegionArguments, SymbolTable, Symbol,
               NoTerminator, SingleBlock, HasOnlyGraphRegion,
               crate::semantics::symbols::SymbolOpInterface],
     parse = crate::text::asm::parse_module, print = crate::text::asm::print_module,
     default_dialect = "builtin",
     verify = verify_module,
     summary = "A top level container operation")]
pub struct ModuleOp {
    /// The module's symbol name, when it has one.
    #[attr(optional)]
    sym_name: StringAttr,
    /// The symbol visibility, when given.
    #[attr(optional)]
    sym_visibility: StringAttr,
    /// The single-block body.
    #[region]
    body_region: Region,
}

/// The module's own rules after its traits' checks (attribute names must
/// carry a dialect prefix, ...), shared with the verifier's builtin checks.
fn verify_module(op: ModuleOp<'_>) -> Result<(), crate::Diagnostic> {
    crate::semantics::verify::builtin::verify_module(op.0.ctx, op.0.as_ref())
}

/// `builtin.unrealized_conversion_cast`: a placeholder cast between type
/// systems during partial conversion.
#[op(dialect = BuiltinDialect, name = "unrealized_conversion_cast",
     format = "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict",
     verify = verify_cast, fold_multi = fold_cast,
     traits = [crate::semantics::traits::Pure],
     summary = "An unrealized conversion from one set of types to another")]
pub struct UnrealizedConversionCastOp {
    /// The values cast.
    #[operand(variadic)]
    inputs: Value,
    /// The cast results.
    #[result(variadic)]
    outputs: Value,
}

/// A cast has at least one result (MLIR's `UnrealizedConversionCastOp`
/// verifier; its inputs may be empty).
fn verify_cast(op: UnrealizedConversionCastOp<'_>) -> Result<(), crate::Diagnostic> {
    let view = op.0;
    if view.body.num_results(view.op) == 0 {
        return Err(view.emit_op_error("expected at least one result for cast operation"));
    }
    Ok(())
}

/// MLIR's `UnrealizedConversionCastOp::fold`: a cast to the types it
/// casts from is its inputs; a cast of all the results of another cast,
/// in order, back to that cast's input types is that cast's inputs.
fn fold_cast(
    op: UnrealizedConversionCastOp<'_>,
    _constants: &[Option<Attribute>],
    results: &mut FoldResults,
) -> FoldOutcome {
    let body = op.0.body;
    let inputs: Vec<Value> = op.inputs().collect();
    let outputs: Vec<Value> = op.outputs().collect();
    let types = |vs: &[Value]| vs.iter().map(|&v| body.value_type(v)).collect::<Vec<_>>();
    if types(&inputs) == types(&outputs) {
        results.extend(inputs.into_iter().map(OpFoldResult::Value));
        return FoldOutcome::Success;
    }
    let Some(producer) = inputs.first().and_then(|&v| body.defining_op(v)) else {
        return FoldOutcome::Failure;
    };
    let Some(producer) = UnrealizedConversionCastOp::cast(op.0.ctx, body, producer) else {
        return FoldOutcome::Failure;
    };
    let produced: Vec<Value> = producer.outputs().collect();
    let sources: Vec<Value> = producer.inputs().collect();
    if produced != inputs || types(&sources) != types(&outputs) {
        return FoldOutcome::Failure;
    }
    results.extend(sources.into_iter().map(OpFoldResult::Value));
    FoldOutcome::Success
}

impl crate::semantics::symbols::SymbolOpInterface for ModuleOp<'_> {
    fn is_optional_symbol(&self) -> bool {
        true
    }
}
